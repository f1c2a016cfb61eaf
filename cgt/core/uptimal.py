"""Uptimal expansions: ``a_1.↑ + a_2.↑^2 + ... + a_k.↑^k + *m`` in closed form.

``↑^1 = ↑`` and ``↑^(n+1) = {0 | ↓^[n]*}`` are the up-nths, and ``↑^[n] =
↑ + ↑^2 + ... + ↑^n`` the up-sums (Siegel, *Combinatorial Game Theory*,
II.4 "uptimals"; CGSuite's ``UptimalExpansion``). A sum of up-nths and a
nimber is written by its coefficients ``(a_1, ..., a_k)`` (``a_k != 0``,
no trailing zeros) and its nim part ``m``: this module computes with those
alone, without the canonical form, whose size grows with ``k`` and the
coefficients.

- sums and negatives add and negate the coefficients (and xor the nimbers);
- the order is almost lexicographic (:func:`nonnegative`): ``↑^(n+1)`` is
  infinitesimal with respect to ``↑^n``, and a star only confuses an
  expansion whose first coefficient is 0, or ``±1`` followed by ``±1``\\ s
  until a smaller one;
- the canonical options follow from the expansion (:meth:`Family.options`,
  the rule of CGSuite's ``CanonicalShortGameOps.isValidUptimalExpansion``;
  checked against the canonical forms built by sums in the tests);
- the birthday is the longest run of moves in that tree of options
  (:meth:`Family.birthday`), counted without building it.

>>> nonnegative((1, -5), 0), nonnegative((1, 1), 1), nonnegative((1, 2), 1)
(True, False, True)
>>> Family((0, 1)).birthday(Family.root((0, 1), 0))  # ↑^2 = {0 | ↓*}
3
"""

from __future__ import annotations

import itertools

from cgt.core.memo import Memo
from cgt.errors import CGTError

__all__ = [
    "STATES_LIMIT", "Family", "State", "add", "family_of", "negative", "nonnegative",
    "short_birthday", "trimmed",
]

#: The most subgames :meth:`Family.birthday` walks (about 10 µs each). An
#: uptimal whose canonical form has more (``k`` places times the spread of
#: its coefficients, roughly: ``10**6.↑^2 + ↑^3``) is refused with a
#: CGTError rather than walked for minutes.
STATES_LIMIT = 1 << 18

#: ``(sign, length, shift, nim)``: the expansion whose coefficients are
#: ``sign * base[i] + shift`` for ``i < length`` (the last of them non-zero,
#: or ``length == 0`` for the nimber ``*nim``), in the coordinates of a
#: :class:`Family`. Every option of an uptimal is one of these, for the
#: base of the uptimal: truncated, shifted by a constant, negated.
State = tuple[int, int, int, int]


def trimmed(coefficients: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The coefficients without trailing zeros."""
    end = len(coefficients)
    while end and coefficients[end - 1] == 0:
        end -= 1
    return tuple(coefficients[:end])


def add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The coefficients of a sum."""
    if len(a) < len(b):
        a, b = b, a
    total = [x + y for x, y in zip(a, b)]
    total += a[len(b):]
    return trimmed(total)


def negative(a: tuple[int, ...]) -> tuple[int, ...]:
    """The coefficients of a negative."""
    return tuple([-x for x in a])


def nonnegative(a: tuple[int, ...], m: int) -> bool:
    """Whether ``a_1.↑ + ... + a_k.↑^k + *m >= 0`` (``a`` trimmed).

    Without a star the sign is that of the first non-zero coefficient. A
    star confuses the expansion with 0 when its first coefficient is 0; for
    ``*m`` with ``m >= 2`` nothing else does; ``*`` also when the
    coefficients, signed as the first, run ``1, 1, ..., 1`` to the end or
    to one below 1 (``↑*``, ``↑^[n]*``, ``↑ + ↑^3 + *`` are confused with 0,
    ``⇑*`` and ``↑ + 2.↑^2 + *`` are positive).
    """
    if not a:
        return m == 0
    if m == 0:
        return next(x for x in a if x) > 0
    first = a[0]
    if first == 0:
        return False
    if m >= 2:
        return first > 0
    if first < 0:
        return False
    for x in a:
        if x != 1:
            return x > 1
    return False


class Family:
    """The uptimals of one ``base`` expansion: its options, their options,
    and so on, as :data:`State` tuples, with the birthdays of all of them.

    A move truncates an expansion or shifts all its coefficients by one, so
    every subgame of ``base`` is ``sign * base[:length] + shift``; the
    family answers the questions the rule of options asks (the last index
    with a coefficient at most ``t``, the end of a run) from tables made
    once per ``(sign, shift)``, so a subgame costs O(1), not O(k).
    """

    __slots__ = ("_birthdays", "_first_run", "_last_at_most", "_run_start", "base")

    def __init__(self, base: tuple[int, ...]) -> None:
        self.base = base
        #: run_start[i]: the first index of the run of equal coefficients through i.
        starts = [0] * len(base)
        for i in range(1, len(base)):
            starts[i] = starts[i - 1] if base[i] == base[i - 1] else i
        self._run_start = starts
        #: The length of the first run of equal coefficients.
        self._first_run = next((i for i, b in enumerate(base) if b != base[0]), len(base))
        self._last_at_most: dict[tuple[int, int], list[int]] = {}
        self._birthdays: dict[State, int] = {}

    @staticmethod
    def root(base: tuple[int, ...], nim: int) -> State:
        """The state of ``base + *nim`` itself."""
        return (1, len(base), 0, nim)

    def coefficients(self, state: State) -> tuple[int, ...]:
        """The expansion of ``state``, written out (O(length))."""
        sign, length, shift, _ = state
        if sign == 1 and shift == 0:
            return self.base[:length]
        return tuple([sign * x + shift for x in self.base[:length]])

    def coefficient(self, state: State, i: int) -> int:
        """The ``i``-th coefficient (from 0) of ``state``."""
        return state[0] * self.base[i] + state[2]

    def _trimmed(self, sign: int, length: int, shift: int) -> int:
        """The length of ``sign * base[:length] + shift`` without its trailing zeros."""
        base, starts = self.base, self._run_start
        zero = -shift * sign  # the base value whose coefficient is 0
        while length and base[length - 1] == zero:
            length = starts[length - 1]
        return length

    def _last_with_at_most(self, sign: int, length: int, shift: int, t: int) -> int:
        """1 + the last index ``i < length`` whose coefficient is ``<= t`` (0 if none)."""
        key = (sign, t - shift)
        table = self._last_at_most.get(key)
        if table is None:
            # sign * b + shift <= t  <=>  sign * b <= t - shift
            bound = t - shift
            table = list(itertools.accumulate(
                (i + 1 if sign * b <= bound else 0 for i, b in enumerate(self.base)),
                max, initial=0))
            self._last_at_most[key] = table
        return table[length]

    def state(self, sign: int, length: int, shift: int, nim: int) -> State:
        """The state of ``sign * base[:length] + shift + *nim``, trimmed."""
        length = self._trimmed(sign, length, shift)
        return (sign, length, shift, nim) if length else (1, 0, 0, nim)

    def options(self, state: State) -> tuple[list[State], list[State], int]:
        """Left and Right options of ``state`` (``length >= 1``), and the
        number of nimbers ``*0 .. *(n-1)`` among the Left options (or the
        Right ones, for an expansion whose last coefficient is negative),
        which are not listed.

        For ``a_k > 0`` (CGSuite, ``isValidUptimalExpansion``): Right has
        one option, every coefficient less one, ``*(m^1)``. Left's are,
        with ``T = k - 1`` when ``a_k = 1`` (else the last index of a
        coefficient ``<= 0``), the expansion cut at ``T`` and, when some
        coefficient is negative, the one cut at the last negative one plus
        one everywhere, ``*(m^1)``; else when ``a_1 = 0`` the nimbers below
        ``*m``; else when ``a_1 = 1`` and the star confuses, 0. An empty
        cut is ``*m`` itself, but the number 0 when it is Left's only option.
        ``a_k < 0`` is the mirror image.
        """
        sign, length, shift, nim = state
        if self.coefficient(state, length - 1) < 0:
            left, right, nimbers = self._positive_options(-sign, length, -shift, nim)
            flip = [(-s, n, -c, m) for s, n, c, m in right], [(-s, n, -c, m) for s, n, c, m in left]
            return flip[0], flip[1], nimbers
        return self._positive_options(sign, length, shift, nim)

    def _positive_options(self, sign: int, length: int, shift: int, nim: int
                          ) -> tuple[list[State], list[State], int]:
        right = [self.state(sign, length, shift - 1, nim ^ 1)]
        last = sign * self.base[length - 1] + shift
        negative_at = self._last_with_at_most(sign, length, shift, -1)
        cut = length - 1 if last == 1 else self._last_with_at_most(sign, length, shift, 0)
        truncated = self.state(sign, cut, shift, nim)
        first = sign * self.base[0] + shift
        if negative_at:
            return [self.state(sign, negative_at, shift + 1, nim ^ 1), truncated], right, 0
        if first == 0:
            return [truncated], right, nim
        if first == 1 and nim == 1 and self._all_ones_or_less(sign, length, shift):
            return [(1, 0, 0, 0), truncated], right, 0
        if truncated[1] == 0:
            truncated = (1, 0, 0, 0)
        return [truncated], right, 0

    def _all_ones_or_less(self, sign: int, length: int, shift: int) -> bool:
        """Whether the coefficients (the first being 1) run 1, 1, ... to the
        end or to one below 1: ``*`` then confuses the expansion."""
        end = self._first_run
        return end >= length or sign * self.base[end] + shift < 1

    def birthday(self, state: State) -> int:
        """The birthday of ``state``'s canonical form (the longest run of
        moves), by a walk of its options with an explicit stack."""
        known = self._birthdays
        if state in known:
            return known[state]
        stack = [state]
        budget = STATES_LIMIT
        while stack:
            top = stack[-1]
            if top in known:
                stack.pop()
                continue
            if top[1] <= 1:
                known[top] = short_birthday(self.coefficient(top, 0) if top[1] else 0, top[3])
                stack.pop()
                continue
            budget -= 1
            if budget < 0:
                raise CGTError(
                    f"an uptimal of {len(self.base):,} places whose coefficients spread over "
                    f"{max(self.base) - min(self.base):,} has a canonical form of more than "
                    f"{STATES_LIMIT:,} subgames (cgt.core.uptimal.STATES_LIMIT raises the limit)")
            left, right, nimbers = self.options(top)
            waiting = [o for o in (*left, *right) if o not in known]
            if waiting:
                stack.extend(waiting)
                continue
            best = max(known[o] for o in (*left, *right))
            known[top] = 1 + max(best, nimbers - 1)
            stack.pop()
        return known[state]


#: Families by their base less its first coefficient. ``base + d`` (``d``
#: more in every place) is the state of ``base`` shifted by ``d``, so
#: uptimals that differ by a constant in every place share one family and
#: its birthdays: ``{0|{0|...{0|↑[9]}}}``, each level the one inside plus
#: one in every place, walks one new state a level, not all of a new
#: family's, which would be quadratic in the depth (issue 37's fuzz).
_FAMILIES: Memo[tuple[int, ...], Family] = Memo("uptimal families")


def family_of(coefficients: tuple[int, ...], nim: int) -> tuple[Family, State]:
    """The family of ``a_1.↑ + ... + a_k.↑^k + *nim`` (``coefficients``
    trimmed, ``k >= 1``) and its state in it.

    >>> family, state = family_of((3, 4), 1)
    >>> family.base, state, family.coefficients(state)
    ((0, 1), (1, 2, 3, 1), (3, 4))
    >>> family_of((5, 6), 0)[0] is family
    True
    """
    d = coefficients[0]
    base = tuple([a - d for a in coefficients]) if d else coefficients
    family = _FAMILIES.get(base)
    if family is None:
        family = Family(base)
        _FAMILIES.store(base, family)
    return family, (1, len(base), d, nim)


def short_birthday(ups: int, nim: int) -> int:
    """Birthday of ``n.↑ + *m``, from its canonical options (see
    :func:`cgt.core.form._nus_options`).

    ``n.↑*m = {0 | (n-1).↑ *(m^1)}`` for ``n >= 1``, except ``↑* = {0,*|0}``;
    unrolled, the chain ends at ``*m'`` or at ``↑*``.
    """
    n = abs(ups)
    if n == 0:
        return nim
    if nim ^ ((n - 1) & 1) == 1:  # the chain passes through ↑* (birthday 2)
        return n + 1
    return n + (nim ^ (n & 1))

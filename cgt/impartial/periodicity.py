"""Periodicity of nim sequences, and the theorems that prove it from a finite prefix.

A nim sequence ``g(0), g(1), ...`` (the Grundy values of the heaps of one
heap game) is *arithmetic-periodic* with preperiod ``n0``, period ``p`` and
saltus ``s`` when ``g(n + p) = g(n) + s`` for every ``n >= n0``; plain
periodicity is the case ``s = 0``. Seeing the pattern on a computed prefix
proves nothing by itself; the two tests here prove it, each for the class of
games its theorem covers:

- :func:`octal_periodicity`: the periodicity theorem of Guy and Smith
  (*Winning Ways*, ch. 4; Siegel, *Combinatorial Form Theory*, IV.2) for
  take-and-break games with a finite code and no constraints on the heaps a
  move leaves.
- :func:`subtraction_periodicity`: arithmetic periodicity for games whose
  moves never split a heap and whose code ends in one repeated digit
  (all-but subtraction games, Nim; cf. Angela Siegel, *Finite excluded
  subtraction sets and Kayles-like games*, and Siegel IV.2).

Both return a :class:`Periodicity` when the prefix proves it and ``None``
otherwise; :func:`nim_value` then answers any heap, however large.

>>> values = [n % 4 for n in range(20)]           # subtraction {1, 2, 3}
>>> proof = octal_periodicity(values, max_removal=3, max_heaps=1)
>>> proof
Periodicity(preperiod=0, period=4, saltus=0)
>>> nim_value(values, proof, 10**100)
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from cgt.errors import CGTError, shown

__all__ = [
    "Periodicity",
    "find_periodicity",
    "nim_value",
    "octal_periodicity",
    "subtraction_periodicity",
]


class Periodicity(NamedTuple):
    """``g(n + period) = g(n) + saltus`` for every ``n >= preperiod``.

    A tuple, so it unpacks and compares as ``(preperiod, period, saltus)``.
    """

    preperiod: int
    period: int
    saltus: int


def nim_value(values: Sequence[int], periodicity: Periodicity, n: int) -> int:
    """``g(n)`` for any heap ``n``, from a prefix ``values`` that covers the
    preperiod and one period.

    >>> nim_value([0, 1, 2, 3, 4], Periodicity(0, 1, 1), 10**20) == 10**20
    True
    """
    preperiod, period, saltus = periodicity
    if n < len(values):
        return values[n]
    if len(values) < preperiod + period:
        raise CGTError(
            f"a prefix of {len(values)} values does not cover preperiod {preperiod} "
            f"and period {period}"
        )
    cycles, offset = divmod(n - preperiod, period)
    return values[preperiod + offset] + cycles * saltus


def find_periodicity(
    values: Sequence[int], *, arithmetic: bool = False, min_repeats: int = 2
) -> Periodicity | None:
    """The (arithmetic) period the prefix shows earliest, with its least preperiod.

    An observation, not a proof: the pattern must hold on the whole prefix
    and repeat at least ``min_repeats`` times; among such patterns the one
    with the least ``preperiod + period`` wins (then the shorter period).
    Use :func:`octal_periodicity` or :func:`subtraction_periodicity` for a proof.

    >>> find_periodicity([5, 0, 1, 0, 1, 0, 1, 0, 1])
    Periodicity(preperiod=1, period=2, saltus=0)
    >>> find_periodicity([0, 2, 1, 3, 2, 4, 3, 5], arithmetic=True)
    Periodicity(preperiod=0, period=2, saltus=1)
    """
    size = len(values)
    best: Periodicity | None = None
    for period in range(1, size // max(min_repeats, 1) + 1):
        if best is not None and period >= sum(best[:2]):
            break
        saltus = values[-1] - values[-1 - period] if arithmetic else 0
        preperiod = _least_preperiod(values, period, saltus)
        if size - preperiod >= min_repeats * period and (
            best is None or preperiod + period < sum(best[:2])
        ):
            best = Periodicity(preperiod, period, saltus)
    return best


def octal_periodicity(
    values: Sequence[int], max_removal: int, max_heaps: int
) -> Periodicity | None:
    """Periodicity proved by the Guy-Smith theorem, or ``None``.

    The theorem (*Winning Ways*, ch. 4; Siegel, *CGT*, section IV.2) for a
    take-and-break game whose moves remove at most ``k = max_removal``
    tokens and leave at most ``h = max_heaps`` heaps, of any sizes
    (no "unequal" or "equal" constraints): if ``g(n + p) = g(n)`` for all
    ``n0 <= n < h*n0' + (h-1)*p + k``, with ``n0' = max(n0, 1)``, then it
    holds for every ``n >= n0``.

    Proof sketch (induction on ``n`` beyond the checked range): a move from
    ``n + p`` removes ``k' <= k`` tokens and leaves at most ``h`` heaps
    adding up to ``n + p - k' >= h*(n0' + p)``, so the largest, ``b``, has
    ``b - p >= n0' >= 1``; replacing ``b`` by ``b - p`` is a legal move from
    ``n`` with the same nim value, since ``n0 <= b - p < n``. Conversely the
    largest heap ``a`` of a move from ``n`` has ``a >= n0``, and ``a + p``
    gives a move from ``n + p`` of the same value. The two option sets
    match, so ``g(n + p) = g(n)``. (For Winning Ways' octal games ``h = 2``
    and the bound is ``2*n0 + p + k``.)

    ``values`` is the prefix ``g(0), ..., g(N-1)``; the shortest proven
    period is returned, with its least preperiod.

    >>> kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]   # too short to prove anything
    >>> octal_periodicity(kayles, max_removal=2, max_heaps=2) is None
    True
    """
    _check_counts(max_removal, max_heaps)
    size = len(values)
    h, k = max(max_heaps, 1), max_removal
    for period in range(1, (size - k - h) // h + 1):
        preperiod = _least_preperiod(values, period, 0)
        if size >= h * max(preperiod, 1) + h * period + k:
            return Periodicity(preperiod, period, 0)
    return None


def subtraction_periodicity(
    values: Sequence[int], last_digit_index: int, tail_digit: int
) -> Periodicity | None:
    """Arithmetic periodicity proved for games that never split a heap, or ``None``.

    The game: code digits ``d(1), ..., d(t)`` with ``t = last_digit_index``,
    then ``d(k) = tail_digit`` for every ``k > t``; each digit is 0-3
    (bit 1: a move may take ``k`` tokens from a larger heap, bit 0: it may
    take a whole heap of exactly ``k``). All-but subtraction games have
    ``tail_digit = 3``; Nim is ``t = 0, tail_digit = 3``; a finite
    subtraction game has ``tail_digit = 0``.

    Write ``V(M)`` for the set of values ``g(m)``, ``lo <= m <= M``, where
    ``lo`` is 0 if the tail may take whole heaps (bit 0) and 1 otherwise.
    Lemma: suppose ``g(n + p) = g(n) + s`` for ``n0 <= n < n1``, where
    ``n1 >= max(n0 + t, t + 1)``, and, when the tail digit has bit 1,

        ``V(M + p) = {0, ..., s-1} ∪ (V(M) + s)``  at ``M = n1 - t - 1``

    (when it has not, ``s`` must be 0). Then ``g(n + p) = g(n) + s`` for all
    ``n >= n0``.

    Proof: for ``n >= n1`` the options of ``n`` are the window
    ``B(n) = {g(n - k) : k <= t allowed}`` (all at heaps ``>= n0``) and the
    tail ``V(n - t - 1)``. By induction ``B(n + p) = B(n) + s``, and the
    displayed identity, true at ``M = n1 - t - 1``, carries over from ``M``
    to ``M + 1`` because ``g(M + 1 + p) = g(M + 1) + s``. So the options of
    ``n + p`` are ``{0, ..., s-1} ∪ (options of n + s)``, whose mex is
    ``g(n) + s``. Without bit 1 the tail is ``{}`` or ``{0}`` at both
    heaps, and ``s = 0`` gives equal option sets.

    >>> subtraction_periodicity(list(range(30)), 0, 3)        # Nim: g(n) = n
    Periodicity(preperiod=0, period=1, saltus=1)
    """
    if not 0 <= tail_digit <= 3:
        raise CGTError(f"tail digit {shown(tail_digit)} is not a subtraction digit 0-3")
    _check_counts(last_digit_index, 1)
    size, t = len(values), last_digit_index
    lowest = 0 if tail_digit & 1 else 1
    for period in range(1, size - t):
        saltus = values[-1] - values[-1 - period]
        if saltus < 0 or (saltus and not tail_digit & 2):
            continue
        preperiod = _least_preperiod(values, period, saltus)
        end = size - period  # g(n + p) = g(n) + s is known for n < end
        if end < max(preperiod + t, t + 1):
            continue
        if tail_digit & 2:
            top = end - t - 1
            before = set(values[lowest : top + 1])
            after = set(values[lowest : top + period + 1])
            if after != set(range(saltus)) | {v + saltus for v in before}:
                continue
        return Periodicity(preperiod, period, saltus)
    return None


def _least_preperiod(values: Sequence[int], period: int, saltus: int) -> int:
    """The least ``n0`` with ``values[n + period] == values[n] + saltus`` for all
    ``n0 <= n < len(values) - period`` (scanning back from the end)."""
    n = len(values) - period - 1
    while n >= 0 and values[n + period] - values[n] == saltus:
        n -= 1
    return n + 1


def _check_counts(*counts: int) -> None:
    for count in counts:
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise CGTError(f"{shown(count)} is not a non-negative integer")

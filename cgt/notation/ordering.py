"""The order in which CGSuite writes the options of a side.

CGSuite (``CanonicalShortGame.DeterministicOrdering``) sorts options into
four kinds, in this order, and each kind by its own rule:

1. numbers, by value;
2. nimbers, by nim value;
3. *uptimals*, games ``x + d1.↑ + d2.↑^2 + ... + dk.↑^k + *m`` (``↑^i`` the
   up-nths), by their expansions: the number ``x``, then the coefficients
   ``d1, d2, ...`` as far as both go, then the shorter expansion, then the
   nimber ``m``;
4. every other game, by its Left options (each side sorted by this same
   order), compared one by one, a list that runs out first coming first,
   then by its Right options.

So ``{2,{4|0}|-2}``, ``{1,1*|...}``, ``{^^*|*,v}``: ``9*4`` comes before
``9v*5`` (same number, the shorter expansion first).

Which games are uptimals is CGSuite's recognition of an expansion from the
expansions of the options (``CanonicalShortGameOps.uptimalExpansion``): one
Right option, an uptimal, and Left options whose expansions are the ones
that expansion predicts (Siegel, *CGT*, II.4, uptimals). CGSuite checks
Left options at fixed places of its own option list (the nimbers first, the
number first), which is the order it built them in; here the check is on the
set of Left options, the same for every order that puts them where CGSuite
looks.

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> [text(parse(t)) for t in ("{{4|0},2|-2}", "{^^*|v,*}")]
['{2,{4|0}|-2}', '{^^*|*,v}']
>>> uptimal_expansion(parse("^<2>*"))[1:], uptimal_expansion(parse("{0||0|-2}")) is None
((1, (0, 1)), True)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cmp_to_key
from typing import NamedTuple

from cgt.core.arithmetic import negate
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form
from cgt.core.memo import Memo

__all__ = ["Expansion", "compare_options", "sorted_options", "uptimal_expansion"]


class Expansion(NamedTuple):
    """``number + sum(coefficients[i-1] . ↑^i) + *nim``; the coefficients
    never end in 0 (an empty tuple for ``x + *m``)."""

    number: Dyadic
    nim: int
    coefficients: tuple[int, ...]

    @classmethod
    def of(cls, number: Dyadic, nim: int, coefficients: Sequence[int]) -> Expansion:
        end = len(coefficients)
        while end and coefficients[end - 1] == 0:
            end -= 1
        return cls(number, nim, tuple(coefficients[:end]))

    def negated(self) -> Expansion:
        return Expansion(-self.number, self.nim, tuple(-c for c in self.coefficients))

    def raised(self, star: bool, length: int) -> Expansion:
        """One more ``↑^i`` for each ``i <= length`` (and ``*`` more if ``star``)."""
        c = self.coefficients
        raised = [c[i] + 1 if i < len(c) else 1 for i in range(max(length, len(c)))]
        raised[length:] = c[length:]
        return Expansion.of(self.number, self.nim ^ star, raised)

    def truncated(self, n: int) -> Expansion:
        return Expansion.of(self.number, self.nim, self.coefficients[:n])

    def rightmost_at_most(self, n: int) -> int:
        """The place (from 1) of the last coefficient ``<= n``; 0 if none."""
        for i in range(len(self.coefficients), 0, -1):
            if self.coefficients[i - 1] <= n:
                return i
        return 0

    def confused(self) -> bool:
        """Confused with its number, for ``nim`` 1 read along the coefficients."""
        if self.nim == 0:
            return False
        c = self.coefficients
        if not c or c[0] == 0:
            return True
        if self.nim >= 2:
            return False
        sign = 1 if c[0] > 0 else -1
        for d in c:
            if d * sign > 1:
                return False
            if d * sign < 1:
                return True
        return True

    def order_key(self) -> tuple[int | Fraction, tuple[int, ...], int, int]:
        return (self.number.order_key(), self.coefficients, len(self.coefficients), self.nim)


_EXPANSIONS: Memo[int, Expansion | None] = Memo("uptimal expansions")


def uptimal_expansion(g: Form) -> Expansion | None:
    """The expansion of ``g`` when CGSuite takes it for an uptimal, else None."""
    return deep_call(g.depth, _expansion, g)


def _expansion(g: Form) -> Expansion | None:
    if g.number_part is not None:
        return Expansion.of(g.number_part, g.nim_part, (g.up_part,))
    if g.longer_uptimal is not None:
        # Kept in closed form: its expansion is at hand, where the walk
        # would list its options, and theirs, down to the nimbers (``↑[439]*4929``:
        # 439 levels of 4,929 nimbers each). The walk recognises every such
        # form as this same expansion (tests/notation/test_cgsuite_printing.py).
        x, coefficients, nim = g.longer_uptimal
        return Expansion.of(x, nim, coefficients)
    try:
        return _EXPANSIONS[g.id]
    except KeyError:
        pass
    found = _walked(g)
    _EXPANSIONS.store(g.id, found)
    return found


def _walked(g: Form) -> Expansion | None:
    """The expansion CGSuite reads from the options of ``g`` (from its Right
    option, or mirrored from its Left one), or None."""
    found = _positive_expansion(g)
    if found is None and len(g.left) == 1:  # -g has one Right option: not made otherwise
        mirrored = _positive_expansion(negate(g))
        found = None if mirrored is None else mirrored.negated()
    return found


def _positive_expansion(g: Form) -> Expansion | None:
    """An expansion ``*m . a1 a2 ... ak`` with ``ak > 0`` for ``g``: its one
    Right option is ``*(m^1) . (a1-1) ... (ak-1)``, so the expansion is that
    one raised, through ``ak`` (``ak >= 2``) or one place further (``ak = 1``),
    if the Left options are what it predicts."""
    if len(g.right) != 1:
        return None
    right = _expansion(g.right[0])
    if right is None:
        return None
    lefts = []
    for option in g.left:
        found = _expansion(option)
        if found is None or found.number != right.number:
            return None
        lefts.append(found)
    longest = max((len(e.coefficients) for e in lefts), default=0)
    size = len(right.coefficients)
    if size and right.coefficients[-1] > 0:
        candidate = right.raised(True, size)
        if _predicts(candidate, lefts, right):
            return candidate
    candidate = right.raised(True, max(size, longest) + 1)
    return candidate if _predicts(candidate, lefts, right) else None


def _predicts(e: Expansion, lefts: list[Expansion], right: Expansion) -> bool:
    """Are ``lefts`` the Left options of the uptimal ``e`` (Right option ``right``)?"""
    matching = [i for i, o in enumerate(lefts) if o.nim == right.nim]
    if len(matching) > 1:  # one Left option at most has the Right option's nimber
        return False
    c = e.coefficients
    # What Left keeps: the expansion up to its last coefficient, or (ak >= 2)
    # up to the last place that is not positive.
    keep = e.truncated(len(c) - 1 if c[-1] == 1 else e.rightmost_at_most(0))
    negative = e.rightmost_at_most(-1)
    if negative:
        if len(lefts) != 2 or not matching:
            return False
        i = matching[0]
        return lefts[i] == e.truncated(negative).raised(True, negative) and lefts[1 - i] == keep
    if c[0] == 0:
        nimbers = {Expansion(e.number, k, ()) for k in range(e.nim)}
        return len(lefts) == e.nim + 1 and set(lefts) == nimbers | {keep}
    if c[0] == 1 and e.confused():
        return len(lefts) == 2 and set(lefts) == {Expansion(e.number, 0, ()), keep}
    if not keep.coefficients:
        keep = Expansion(keep.number, 0, ())  # CGSuite's sharp truncation: no nimber either
    return lefts == [keep]


def compare_options(g: Form, h: Form) -> int:
    """Negative, zero or positive as ``g`` comes before, with or after ``h``."""
    if g is h:
        return 0
    kind_g, kind_h = _kind(g), _kind(h)
    if kind_g != kind_h:
        return kind_g - kind_h
    if kind_g == 0:
        return _sign(g.number_part.order_key(), h.number_part.order_key())  # type: ignore[union-attr]
    if kind_g == 1:
        return g.nim_part - h.nim_part
    if kind_g == 2:
        eg, eh = _expansion(g), _expansion(h)
        assert eg is not None and eh is not None
        return _sign(eg.order_key(), eh.order_key())
    g_left, g_right = _sorted_sides(g)
    h_left, h_right = _sorted_sides(h)
    return _compare_lists(g_left, h_left) or _compare_lists(g_right, h_right)


def _kind(g: Form) -> int:
    if g.number_part is not None:
        if g.up_part == 0 and g.nim_part == 0:
            return 0
        return 1 if g.up_part == 0 and g.number_part.mantissa == 0 else 2
    return 2 if _expansion(g) is not None else 3


def _sign(a: object, b: object) -> int:
    return (a > b) - (a < b)  # type: ignore[operator]


def _compare_lists(a: tuple[Form, ...], b: tuple[Form, ...]) -> int:
    for x, y in zip(a, b, strict=False):
        found = compare_options(x, y)
        if found:
            return found
    return len(a) - len(b)


_SIDES: Memo[int, tuple[tuple[Form, ...], tuple[Form, ...]]] = Memo("options in CGSuite's order")


def _sorted_sides(g: Form) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    known = _SIDES.get(g.id)
    if known is None:
        known = (_sorted(g.left), _sorted(g.right))
        _SIDES.store(g.id, known)
    return known


_KEY = cmp_to_key(compare_options)


def _sorted(options: Sequence[Form]) -> tuple[Form, ...]:
    return tuple(sorted(options, key=_KEY))


def sorted_options(options: Sequence[Form]) -> tuple[Form, ...]:
    """``options`` in CGSuite's order.

    >>> from cgt.notation.parser import parse
    >>> from cgt.notation.printer import format_game as text
    >>> g = parse("{9||4|5/2*|||3|5/2v,5/2*||5/2}")  # a Fox and Geese value (CGSuite's tests)
    >>> [text(o) for o in sorted_options(g.right[0].left[0].right)]
    ['5/2*', '5/2v']
    """
    depth = max((o.depth for o in options), default=0)
    return deep_call(depth, _sorted, options)

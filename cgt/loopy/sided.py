"""Loopy values: stoppers, and sided values ``onside & offside``.

Every finite loopy game the library meets is stopper-sided in practice (no
counterexample to the *finite sides conjecture* is known; Siegel, *CGT*,
VI.4): its value is a pair of canonical stoppers, the onside ``G+`` and the
offside ``G-``, with ``G- <= G+``, or one stopper when they are equal. A
:class:`SidedForm` is that pair, interned like every canonical value, so
equal values are one object.

Sums add the sides apart (the onside of ``G + H`` is the *upsum* of the
onsides, the sum in which infinite play is Left's), negation swaps them,
and ``G <= H`` when both sides are ``<=``. Who wins: Left, moving first,
wins when she wins the offside (infinite play counted against her), draws
when she wins only the onside, and loses otherwise; Right the mirror
(Winning Ways, chapter 11).

>>> from cgt.loopy.graph import GameGraph
>>> dud = loopy_value(GameGraph(((0,),), ((0,),)), 0)
>>> dud is sided(side_of(dud, True), side_of(dud, False))
True
>>> verdicts(dud)
(False, True, False, True)
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

from cgt.core.form import Form, zero
from cgt.core.memo import Memo
from cgt.errors import CGTError
from cgt.loopy.graph import GameGraph
from cgt.loopy.sides import is_side, side_stopper
from cgt.loopy.stopper import (
    MAX_VERTICES,
    LoopyForm,
    Value,
    canonical_stopper,
    stopper_by_components,
    stopper_graph,
    stopper_le,
    stopper_neg,
)

__all__ = ["Loopy", "SidedForm", "loopy_le", "loopy_neg", "loopy_sum", "loopy_value",
           "published", "side_of", "side_sum", "sided", "sum_is", "verdicts"]


class SidedForm:
    """An interned sided value whose onside and offside differ."""

    __slots__ = ("__weakref__", "id", "offside", "onside", "public")

    onside: Value
    offside: Value
    id: int
    public: object  # the public object wrapping it (a SidedValue), once asked for: published

    def __repr__(self) -> str:
        return f"<SidedForm #{self.id}>"


Loopy = Value | SidedForm

_STORE: dict[tuple[int, int], SidedForm] = {}
_LOCK = threading.Lock()
_ids = itertools.count()


def sided(onside: Value, offside: Value) -> Loopy:
    """The value ``onside & offside``: the stopper itself when the two are
    equal; CGTError unless ``offside <= onside``."""
    if onside is offside:
        return onside
    if not stopper_le(offside, onside):
        raise CGTError("the offside of a sided value G & H must be <= its onside "
                       "(H <= G), and it is not")
    key = (id(onside), id(offside))
    found = _STORE.get(key)
    if found is None:
        with _LOCK:
            found = _STORE.get(key)
            if found is None:
                found = object.__new__(SidedForm)
                found.onside, found.offside = onside, offside  # held: their ids stay theirs
                found.id, found.public = next(_ids), None
                _STORE[key] = found
    return found


def published(value: LoopyForm | SidedForm,
              make: Callable[[LoopyForm | SidedForm], object]) -> object:
    """The one public object of an interned loopy value: ``value.public``, or
    on the first request ``make(value)``, called under a lock and kept there
    (as :func:`cgt.core.public.published` for a Form): this layer never makes
    one itself, :func:`cgt.values.stopper.wrap_value` passes the maker.

    >>> from cgt.loopy.graph import GameGraph
    >>> dud = loopy_value(GameGraph(((0,),), ((0,),)), 0)
    >>> made = published(dud, lambda value: ("public", value.id))
    >>> published(dud, lambda value: "another") is made is dud.public
    True
    >>> dud.public = None  # dud is interned: the values layer makes its real public object
    """
    made = value.public
    if made is None:
        with _PUBLISH_LOCK:
            made = value.public
            if made is None:
                made = value.public = make(value)
    return made


#: Held while a loopy value's public object is made (they are few: one lock for all).
_PUBLISH_LOCK = threading.Lock()


def side_of(value: Loopy, onside: bool) -> Value:
    """The onside (or offside) of a value; a stopper is both its sides."""
    if isinstance(value, SidedForm):
        return value.onside if onside else value.offside
    return value


def loopy_value(graph: GameGraph, start: int) -> Loopy:
    """The value of the game at ``start`` of any finite game graph: its
    canonical stopper, or its sides; CGTError when a side is not found to
    be a stopper."""
    packed = graph.packed(start)
    if packed.is_stopper(0):
        return canonical_stopper(packed, 0)
    return sided(side_stopper(packed, 0, onside=True), side_stopper(packed, 0, onside=False))


def loopy_neg(value: Loopy) -> Loopy:
    """``-G``: the sides negated and swapped."""
    if isinstance(value, SidedForm):
        return sided(stopper_neg(value.offside), stopper_neg(value.onside))
    return stopper_neg(value)


def loopy_sum(a: Loopy, b: Loopy) -> Loopy:
    """``G + H``: the upsum of the onsides and the downsum of the offsides
    (one stopper when both are stoppers and so is their sum)."""
    if isinstance(a, Form) and isinstance(b, Form):
        from cgt.core.arithmetic import add

        return add(a, b)
    known = _known_sum(a, b)
    if known is not None:
        return known
    if not isinstance(a, SidedForm) and not isinstance(b, SidedForm):
        total_graph = _sum_graph(a, b)
        if total_graph.is_stopper(0):
            total: Loopy = _stopper_sum(total_graph)
        else:
            total = sided(side_sum(a, b, True), side_sum(a, b, False))
    else:
        total = sided(side_sum(side_of(a, True), side_of(b, True), True),
                      side_sum(side_of(a, False), side_of(b, False), False))
    _SUMS.store(_pair(a, b), (total, a, b))  # the summands held: ids stay theirs
    return total


def _pair(a: object, b: object) -> tuple[int, int]:
    """The memo key of a sum: the same for ``a + b`` and ``b + a``."""
    return (id(a), id(b)) if id(a) <= id(b) else (id(b), id(a))


def _known_sum(a: Loopy, b: Loopy) -> Loopy | None:
    """``a + b`` when it, or ``-a + -b``, was found before."""
    known = _SUMS.get(_pair(a, b))
    if known is not None:
        return known[0]
    neg_a, neg_b = _negative_known(a), _negative_known(b)
    if neg_a is None or neg_b is None:
        return None
    negated = _SUMS.get(_pair(neg_a, neg_b))
    return None if negated is None else loopy_neg(negated[0])


def _negative_known(value: Loopy) -> Value | None:
    """``-value`` when it costs nothing (a short game, or a stopper whose
    negative was made), else None: a sum is looked up negated only then."""
    if isinstance(value, Form):
        from cgt.core.arithmetic import negate

        return negate(value)
    return value._negative if isinstance(value, LoopyForm) else None


#: Sums of loopy values, on the pair in either order (a variety sums the
#: same ones again, and ``G + -G`` is ``-G + G``).
_SUMS: Memo[tuple[int, int], tuple[Loopy, Loopy, Loopy]] = Memo("sums of loopy values")


def side_sum(a: Value, b: Value, onside: bool) -> Value:
    """The onside (``onside=True``: the upsum ``a ⊕ b``) or the offside
    (the downsum ``a ⊖ b``) of the sum of two stoppers, only that side
    sought: a degree ``G ⊕ -G`` needs no offside. Memoised in either order,
    and ``-a ⊕ -b`` is ``-(a ⊖ b)``.

    >>> from cgt.loopy.graph import GameGraph
    >>> on = canonical_stopper(GameGraph(((0,),), ((),)), 0)
    >>> side_sum(on, stopper_neg(on), True) is on       # on + off = dud = on & off
    True
    """
    if isinstance(a, Form) and isinstance(b, Form):
        from cgt.core.arithmetic import add

        return add(a, b)
    whole = _known_sum(a, b)
    if whole is not None:
        return side_of(whole, onside)
    key = (*_pair(a, b), onside)
    known = _SIDE_SUMS.get(key)
    if known is not None:
        return known[0]
    neg_a, neg_b = _negative_known(a), _negative_known(b)
    if neg_a is not None and neg_b is not None:
        negated = _SIDE_SUMS.get((*_pair(neg_a, neg_b), not onside))
        if negated is not None:
            return stopper_neg(negated[0])
    total_graph = _sum_graph(a, b)
    if total_graph.is_stopper(0):
        found = _stopper_sum(total_graph)
        _SUMS.store(_pair(a, b), (found, a, b))
        return found
    found = side_stopper(total_graph, 0, onside=onside)
    _SIDE_SUMS.store(key, (found, a, b))  # the summands held: ids stay theirs
    return found


def sum_is(a: Value, b: Value, total: Value) -> bool:
    """Whether ``a + b = total`` for stoppers: each side of the sum's graph
    checked against ``total`` (two comparisons), without finding the sides
    (CGSuite's ``IsIdempotent`` asks ``G + G == G``). The sum is remembered
    when it holds.

    >>> from cgt.loopy.graph import GameGraph
    >>> on = canonical_stopper(GameGraph(((0,),), ((),)), 0)
    >>> sum_is(on, on, on), sum_is(on, stopper_neg(on), on)
    (True, False)
    """
    if isinstance(a, Form) and isinstance(b, Form):
        return loopy_sum(a, b) is total
    whole = _known_sum(a, b)
    if whole is not None:
        return whole is total
    total_graph = _sum_graph(a, b)
    if total_graph.is_stopper(0):
        return loopy_sum(a, b) is total
    if not (is_side(total_graph, total, onside=True) and is_side(total_graph, total, onside=False)):
        return False
    _SUMS.store(_pair(a, b), (total, a, b))
    return True


#: One side of sums of stoppers, on the pair in either order and the side.
_SIDE_SUMS: Memo[tuple[int, int, bool], tuple[Value, Value, Value]] = Memo(
    "sides of sums of stoppers")


#: The most positions the graph of a sum of two loopy values may have. A
#: sum that is a stopper is valued component by component past
#: ``cgt.loopy.stopper.MAX_VERTICES`` (:func:`~cgt.loopy.stopper.stopper_by_components`);
#: the sides of one that is not are sought by sidling the whole graph.
#: ``over + 200`` (402 positions) and ``upon + 200`` (603) take about 5 CPU
#: s each, pure core, loaded machine; ``over + 1000`` (2,002) is refused.
MAX_SUM_VERTICES = 1000


def _sum_graph(a: Value, b: Value) -> GameGraph:
    ga, sa = stopper_graph(a)
    gb, sb = stopper_graph(b)
    ga, gb = ga.packed(sa), gb.packed(sb)
    if len(ga) * len(gb) > MAX_SUM_VERTICES:
        raise CGTError(f"the sum has {len(ga) * len(gb):,} positions, more than the "
                       f"{MAX_SUM_VERTICES:,} the loopy simplifier takes for a sum "
                       "(cgt.loopy.sided.MAX_SUM_VERTICES)")
    return ga.sum(gb)


def _stopper_sum(graph: GameGraph) -> Value:
    """The canonical stopper of a sum's graph that is a stopper: simplified
    whole when small, else one component at a time."""
    if len(graph) <= MAX_VERTICES:
        return canonical_stopper(graph, 0)
    return stopper_by_components(graph, 0)


def loopy_le(a: Loopy, b: Loopy) -> bool:
    """``G <= H``: both sides ``<=``."""
    if not isinstance(a, SidedForm) and not isinstance(b, SidedForm):
        return stopper_le(a, b)
    return (stopper_le(side_of(a, True), side_of(b, True))
            and stopper_le(side_of(a, False), side_of(b, False)))


def verdicts(value: Loopy) -> tuple[bool, bool, bool, bool]:
    """Who wins moving first, read from the sides: (Left wins, Left draws,
    Right wins, Right draws). Left wins when the offside is not ``<= 0``
    (she wins even with infinite play counted against her), draws when only
    the onside is not; Right the mirror."""
    onside, offside = side_of(value, True), side_of(value, False)
    left_wins = not stopper_le(offside, zero)
    left_draws = not left_wins and not stopper_le(onside, zero)
    right_wins = not stopper_le(zero, onside)
    right_draws = not right_wins and not stopper_le(zero, offside)
    return left_wins, left_draws, right_wins, right_draws


def is_dud(value: Loopy) -> bool:
    """``on & off``."""
    return (isinstance(value, SidedForm) and isinstance(value.onside, LoopyForm)
            and isinstance(value.offside, LoopyForm)
            and value.onside.graph == GameGraph(((0,),), ((),))
            and value.offside.graph == GameGraph(((),), ((0,),)))

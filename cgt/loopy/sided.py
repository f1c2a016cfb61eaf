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
from cgt.loopy.sides import side_stopper
from cgt.loopy.stopper import (
    MAX_VERTICES,
    LoopyForm,
    Value,
    canonical_stopper,
    stopper_graph,
    stopper_le,
    stopper_neg,
)

__all__ = ["Loopy", "SidedForm", "loopy_le", "loopy_neg", "loopy_sum", "loopy_value",
           "published", "side_of", "sided", "verdicts"]


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
    key = (id(a), id(b))
    known = _SUMS.get(key)
    if known is not None:
        return known[0]
    if not isinstance(a, SidedForm) and not isinstance(b, SidedForm):
        total = loopy_value(_sum_graph(a, b), 0)
    else:
        onside = _side_sum(side_of(a, True), side_of(b, True), True)
        offside = _side_sum(side_of(a, False), side_of(b, False), False)
        total = sided(onside, offside)
    _SUMS.store(key, (total, a, b))  # the summands held: ids stay theirs
    return total


#: Sums of loopy values, on the pair (a variety sums the same ones again).
_SUMS: Memo[tuple[int, int], tuple[Loopy, Loopy, Loopy]] = Memo("sums of loopy values")


def _sum_graph(a: Value, b: Value) -> GameGraph:
    ga, sa = stopper_graph(a)
    gb, sb = stopper_graph(b)
    ga, gb = ga.packed(sa), gb.packed(sb)
    if len(ga) * len(gb) > MAX_VERTICES:
        raise CGTError(f"the sum has {len(ga) * len(gb):,} positions, more than the "
                       f"{MAX_VERTICES:,} the loopy simplifier takes "
                       "(cgt.loopy.stopper.MAX_VERTICES)")
    return ga.sum(gb)


def _side_sum(a: Value, b: Value, onside: bool) -> Value:
    total = _sum_graph(a, b)
    if total.is_stopper(0):
        return canonical_stopper(total, 0)
    return side_stopper(total, 0, onside=onside)


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

"""The solver: positions to values, iteratively, with transposition tables.

It walks the game graph with an explicit stack (no recursion limit, a game
a million moves long is fine), looks every region up in the table of its
ruleset, and builds canonical values bottom-up with
:func:`cgt.core.canonical.build`. A move that returns to a position on the
current line of play is a loop: it raises :class:`LoopError`, since
short-game values do not exist for loopy games.

The solver knows positions only by the :class:`Solvable` protocol, so the
classes users subclass (:mod:`cgt.positions.position`) stand above it. It is
handed a :class:`~cgt.positions.context.SolveContext` (a store, a reporter, a
memory budget, an order of search), or reads the one the user's blocks set
(:func:`~cgt.positions.context.current_context`) once, at its entry, and
passes it down: the same walk runs with and without them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import reduce
from operator import xor
from typing import Any, Final, Generic, Literal, Protocol, TypeVar, cast

from cgt.core.arithmetic import negate, sum_games
from cgt.core.canonical import canonical_form
from cgt.core.collector import paused
from cgt.core.form import Form, nimber, zero
from cgt.core.interrupts import INTERRUPTED, held_interrupts, raise_interrupt
from cgt.errors import CGTError
from cgt.impartial.nimbers import mex
from cgt.positions.answers import Answers
from cgt.positions.context import EMPTY, SolveContext, current_context, explore_in_reverse
from cgt.positions.tables import TranspositionTable, table_for

__all__ = [
    "Engine", "ImpartialSolvable", "LoopError", "Solvable", "explore_in_reverse", "solve",
    "solve_grundy", "table_value", "wins_moving_first",
]


class LoopError(CGTError):
    """A position can be repeated: it has no short-game value."""


class Solvable(Protocol):
    """What the solver asks of a position (see :class:`cgt.Position`)."""

    #: True for :class:`ImpartialSolvable` positions (which then have their
    #: methods too): the solver takes the Grundy fast path.
    impartial: bool

    def left_moves(self) -> Iterable[Solvable]: ...

    def right_moves(self) -> Iterable[Solvable]: ...

    def components(self) -> Iterable[Solvable]: ...

    def key(self) -> Hashable: ...

    def conjugate_key(self) -> Hashable | None: ...


class ImpartialSolvable(Solvable, Protocol):
    """What the Grundy solver asks of an impartial position (see
    :class:`cgt.ImpartialPosition`); its ``impartial`` is True."""

    def moves(self) -> Iterable[ImpartialSolvable]: ...

    def known_grundy(self) -> int | None: ...


class Engine(Solvable, Protocol):
    """A position whose ruleset values its boards by a means of its own (a
    solver on bitboards, say): the hook ``direct_value`` of
    :class:`cgt.Position`. :func:`solve` asks it first, with its context,
    when the context does not need each position visited
    (:attr:`~cgt.positions.context.SolveContext.walks` is false); the engine
    keeps the context's memory budget, and returns None to have the
    positions walked instead (a board too big for it, a subclass whose
    rules it does not know)."""

    def direct_value(self, context: SolveContext) -> Form | None: ...


Position = Solvable

V = TypeVar("V")

#: What a position splits into: ``(parts, None)`` for a sum of components,
#: ``(left options, right options)`` otherwise.
Expansion = tuple[list[Solvable], list[Solvable] | None]


def _children_and_combine(position: Solvable) -> Expansion:
    """Split a position into what must be solved first.

    Returns ``(parts, None)`` when it decomposes into several components
    (value = sum of parts), ``(left_moves, right_moves)`` otherwise.
    """
    parts = list(position.components())
    if indivisible(position, parts):
        return list(position.left_moves()), list(position.right_moves())
    return parts, None


def indivisible(position: Solvable, parts: list[Solvable]) -> bool:
    """True when ``components()`` did not split the position."""
    if len(parts) != 1:
        return False
    part = parts[0]
    return part is position or (type(part) is type(position) and part.key() == position.key())


def solve(position: Solvable, context: SolveContext | None = None) -> Form:
    """The canonical value of ``position``, iteratively, with transpositions,
    in ``context`` (None: the one the user's blocks set, :func:`current_context`).

    >>> from cgt.games.domineering import Domineering
    >>> from cgt.notation.printer import format_game
    >>> format_game(solve(Domineering("..|..")))
    '±1'

    A position with a ``direct_value`` hook (an :class:`Engine`: a ruleset
    that values its boards by a means of its own, such as the stone boards
    of :mod:`cgt.boards.stone_boards`) is asked that first, unless the context
    needs the walk (a store, a reporter, the reverse order); None from it
    means "walk the positions".
    """
    if not hasattr(position, "conjugate_key"):  # not a short-game Position
        raise CGTError(f"{type(position).__name__} positions may repeat: the short-game solver "
                       "does not take them (a loopy position has .value, .left_result and "
                       ".right_result of its own)")
    if context is None:
        context = current_context()
    with paused, held_interrupts():  # the tables' objects are not garbage: see cgt.core.collector
        direct = getattr(position, "direct_value", None)
        if direct is not None and not context.walks:
            found = direct(context)
            if found is not None:
                return cast(Form, found)
        return _solve(position, _VALUE, context)


def solve_grundy(position: ImpartialSolvable, context: SolveContext | None = None) -> int:
    """The Grundy value of an impartial position, in ``context`` (None: the
    one the user's blocks set)."""
    if context is None:
        context = current_context()
    with paused, held_interrupts():
        return _solve(position, _GRUNDY, context)


def _value_combine(left: list[Form], right: list[Form]) -> Form:
    return canonical_form(left, right)


def _value_sum(values: list[Form]) -> Form:
    total = zero
    for v in values:
        total = sum_games(total, v)
    return total


def _grundy_entry(position: Solvable) -> Expansion:
    impartial = cast(ImpartialSolvable, position)  # the Grundy solver sees impartial positions
    parts = list(impartial.components())
    if indivisible(position, parts):
        return list(impartial.moves()), []
    return parts, None


def _grundy_combine(options: list[int], _unused: list[int]) -> int:
    return mex(options)


def _grundy_sum(values: list[int]) -> int:
    return reduce(xor, values, 0)


def _same(grundy: int) -> int:
    return grundy


@dataclass(frozen=True, slots=True)
class _Kind(Generic[V]):
    """One kind of answer of :func:`_solve`: values (Forms) or Grundy values."""

    #: The name of its tables (see :func:`cgt.positions.tables.table_for`).
    name: Literal["value", "grundy"]
    #: What a position splits into.
    expand: Callable[[Solvable], Expansion]
    #: The answer from the answers of the left and the right options.
    combine: Callable[[list[V], list[V]], V]
    #: The answer of a sum from the answers of its components.
    add_up: Callable[[list[V]], V]
    #: The answer of an impartial position of this Grundy value.
    from_grundy: Callable[[int], V]
    #: The answer of a position from its conjugate's (minus it), or None when
    #: this kind does not use conjugates.
    conjugate: Callable[[V], V] | None


_VALUE: Final[_Kind[Form]] = _Kind(
    "value", _children_and_combine, _value_combine, _value_sum, nimber, negate
)
_GRUNDY: Final[_Kind[int]] = _Kind(
    "grundy", _grundy_entry, _grundy_combine, _grundy_sum, _same, None
)


class _Missing(Enum):
    """"Not in the table": unlike every answer, and a one-member Enum so that
    ``value is _MISSING`` tells type checkers what ``value`` is otherwise."""

    MISSING = 0


_MISSING: Final = _Missing.MISSING

#: A frame of :func:`_solve`'s stack, a list for speed (the solver's inner loop):
#: ``[position: Solvable, key: Hashable, table: TranspositionTable[V],
#: children: list[tuple[Solvable, Hashable, TranspositionTable[V]]] | None,
#: split: int, next child: int, the values of the children before it: list[V]]``.
_SolveFrame = list[Any]


def _solve(root: Solvable, kind: _Kind[V], context: SolveContext = EMPTY) -> V:
    tables: dict[type, TranspositionTable[V]] = {}
    name = kind.name
    expand, combine, add_up, conjugate = kind.expand, kind.combine, kind.add_up, kind.conjugate

    def table_of(position: Solvable) -> TranspositionTable[V]:
        cls = type(position)
        table = tables.get(cls)
        if table is None:
            table = tables[cls] = table_for(cls, name)
        return table

    root_table = table_of(root)
    root_key = root.key()
    known = _known(root, root_key, root_table, conjugate)
    if known is not _MISSING:
        return known
    # The persistent store, if any: looked up on a table miss, given every
    # answer found (see cgt.scale.store).
    store: Answers | None = context.store
    if store is not None:
        stored = _stored(store, root, root_key, name, conjugate)
        if stored is not _MISSING:
            root_table.values.store(root_key, stored)
            return stored
    # Reports how far the solve has got (cgt.positions.progress), when asked.
    reporter = context.reporter
    # Keeps the memory of the process within its limit (cgt.core.budget), if any:
    # told of each position before its value is stored, so that a free never
    # empties the table just after the root's value went in.
    budget = context.budget
    reverse = context.reverse
    # Each frame: [position, key, table, children, number of first children
    # (or -1 for components), index of the next child to solve, the values of
    # the children before it, each taken when it is found]. Children are
    # (position, key, table) triples. Only one unsolved child at a time is on
    # the stack, so memory follows the depth of the game, not its width. The
    # expanded frames are exactly the current line of play, so a child whose
    # key is open closes a loop.
    stack: list[_SolveFrame] = [[root, root_key, root_table, None, 0, 0, []]]
    open_keys: dict[int, dict[Hashable, int]] = {}
    children: list[tuple[Solvable, Hashable, TranspositionTable[V]]] | None
    while stack:
        frame = stack[-1]
        position, key, table, children = frame[0], frame[1], frame[2], frame[3]
        if children is None:
            if key in table.values:
                stack.pop()
                continue
            if position.impartial:
                impartial = cast(ImpartialSolvable, position)
                grundy = impartial.known_grundy()
                if grundy is None and name == "value":
                    grundy = solve_grundy(impartial, context)  # the Grundy fast path
                if grundy is not None:
                    if budget is not None:
                        budget.tick()
                    if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
                        raise_interrupt()
                    table.values.store(key, kind.from_grundy(grundy))
                    if store is not None:
                        store.put(type(position), name, key, kind.from_grundy(grundy))
                    if reporter is not None:
                        reporter.count()
                    stack.pop()
                    continue
            first, second = expand(position)
            children = frame[3] = [
                (child, child.key(),
                 found_table if (found_table := tables.get(type(child))) is not None
                 else table_of(child))
                for child in (first if second is None else (*first, *second))
            ]
            if reverse:  # searched from the last; the values go back in order below
                children.reverse()
            frame[4] = -1 if second is None else len(first)
            open_keys.setdefault(id(table), {})[key] = len(stack) - 1
        index = frame[5]
        values = frame[6]
        while index < len(children):
            child, child_key, child_table = children[index]
            found: V | _Missing = child_table.values.get(child_key, _MISSING)
            if found is _MISSING:
                conjugate_key = None
                if conjugate is not None:
                    conjugate_key = child.conjugate_key()  # once: it may cost
                    if conjugate_key is not None:
                        known = child_table.values.get(conjugate_key, _MISSING)
                        if known is not _MISSING:
                            found = conjugate(known)
                if found is _MISSING and store is not None:
                    from_store = _stored(store, child, child_key, name, conjugate, conjugate_key)
                    if from_store is not _MISSING:  # met again: found in the table
                        child_table.values.store(child_key, from_store)
                    found = from_store
                if found is _MISSING:
                    break
            values.append(found)  # kept: a bounded table may drop it meanwhile
            index += 1
        frame[5] = index
        if index < len(children):
            line = open_keys.get(id(child_table))
            if line is not None and child_key in line:
                _raise_loop(stack, line[child_key], child)
            stack.append([child, child_key, child_table, None, 0, 0, []])
            continue
        split = frame[4]
        if reverse:  # the options in their order: the canonical form's work is the same
            values.reverse()
        if split < 0:
            value = add_up(values)
        else:
            value = combine(values[:split], values[split:])
        if budget is not None:
            budget.tick()
        if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
            raise_interrupt()
        table.values.store(key, value)  # the Memo itself: one call on the hot path
        if store is not None:
            store.put(type(position), name, key, value)
        if reporter is not None:
            reporter.count()
        del open_keys[id(table)][key]
        stack.pop()
    return _lookup(root, kind, context)


def _stored(
    store: Answers, position: Solvable, key: Hashable, name: str,
    conjugate: Callable[[V], V] | None, conjugate_key: Hashable | _Missing | None = _MISSING,
) -> V | _Missing:
    """The answer the store holds for the position, or (for values) minus
    the one it holds for its conjugate (whose key the caller may give, None
    for none: a board without conjugates is not asked again on each miss),
    or ``_MISSING``."""
    found = store.lookup(type(position), name, key, solving=True)
    if found is not None:
        return cast(V, found)
    if conjugate is not None:
        if conjugate_key is _MISSING:
            conjugate_key = position.conjugate_key()
        if conjugate_key is not None:
            found = store.lookup(type(position), name, conjugate_key, solving=True)
            if found is not None:
                return conjugate(cast(V, found))
    return _MISSING


def _known(
    position: Solvable, key: Hashable, table: TranspositionTable[V],
    conjugate: Callable[[V], V] | None,
) -> V | _Missing:
    """The value stored under the position's ``key``, or (for values, not
    Grundy values) minus the one stored for its conjugate, or ``_MISSING``."""
    value = table.values.get(key, _MISSING)
    if value is _MISSING and conjugate is not None:
        value = _conjugate_known(position, table, conjugate)
    return value


def _conjugate_known(
    position: Solvable, table: TranspositionTable[V], conjugate: Callable[[V], V],
) -> V | _Missing:
    """Minus the value stored for the position's conjugate, or ``_MISSING``
    (asked only when its own key is missing: the conjugate key may cost)."""
    conjugate_key = position.conjugate_key()
    if conjugate_key is None:
        return _MISSING
    value = table.values.get(conjugate_key, _MISSING)
    return value if value is _MISSING else conjugate(value)


#: A frame of :func:`wins_moving_first`'s stack, a list for speed:
#: ``[position: Solvable, table key: tuple[Hashable, bool], side: bool (Left to move),
#: moves: Iterator[Solvable] | None, table: TranspositionTable[bool],
#: pending: tuple[Solvable, TranspositionTable[bool], tuple[Hashable, bool]] | None]``,
#: the pending child being the one searched now.
_WinsFrame = list[Any]
WinsKey = tuple[Hashable, bool]


def wins_moving_first(root: Solvable, left: bool, context: SolveContext | None = None) -> bool:
    """Whether the side to move (Left if ``left``) wins ``root`` moving first
    (in ``context``, None: the one the user's blocks set; its reporter and
    budget count the positions searched, no store keeps who wins).

    An AND-OR search with a table per ruleset keyed by ``(key, side)``: a
    side wins when one of its moves reaches a position the other side loses
    moving first; the search of a position stops at its first winning move.
    Iterative, like :func:`solve`; a move back to the current line raises
    :class:`LoopError`.
    """
    if root.impartial:
        left = True  # one entry whoever moves: the moves are the same
    if context is None:
        context = current_context()
    known = _wins_known(root, (root.key(), left), table_for(type(root), "wins"))
    if known is not None:
        return known
    # Frame: [position, table key, side, iterator over its moves, table,
    # the child being searched (position, table, key) or None].
    start: WinsKey = (root.key(), left)
    stack: list[_WinsFrame] = [[root, start, left, None, table_for(type(root), "wins"), None]]
    line: set[tuple[type, WinsKey]] = {(type(root), start)}
    reporter, budget = context.reporter, context.budget
    position: Solvable
    key: WinsKey
    side: bool
    moves: Iterator[Solvable] | None
    table: TranspositionTable[bool]
    pending: tuple[Solvable, TranspositionTable[bool], WinsKey] | None
    outcome: bool | None
    while stack:
        frame = stack[-1]
        position, key, side, moves, table, pending = frame
        if moves is None:
            moves = frame[3] = iter(position.left_moves() if side else position.right_moves())
        outcome = None
        if pending is not None:
            frame[5] = None
            child, child_table, child_key = pending
            child_wins = child_table.values.get(child_key)
            if child_wins is None:  # evicted by a bounded table
                child_wins = wins_moving_first(child, child_key[1], context)
            if not child_wins:
                outcome = True
        if outcome is None:
            outcome = False
            for child in moves:
                child_table = table_for(type(child), "wins")
                child_key = (child.key(), True if child.impartial else not side)
                child_wins = _wins_known(child, child_key, child_table)
                if child_wins is None:
                    if (type(child), child_key) in line:
                        _raise_loop(stack, 0, child)
                    line.add((type(child), child_key))
                    frame[5] = (child, child_table, child_key)
                    stack.append([child, child_key, not side, None, child_table, None])
                    outcome = None
                    break
                if not child_wins:
                    outcome = True
                    break
            if outcome is None:
                continue  # search the pushed child, then come back
        if budget is not None:
            budget.tick()
        if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
            raise_interrupt()
        table.values.store(key, outcome)
        if reporter is not None:
            reporter.count()
        line.discard((type(position), key))
        stack.pop()
    return table_value(root, left, context)


def _wins_known(position: Solvable, key: WinsKey, table: TranspositionTable[bool]) -> bool | None:
    """Whether the side in ``key`` wins moving first, as stored for the
    position or for its conjugate with the other side to move; None if
    neither is stored."""
    found = table.values.get(key)
    if found is None and not position.impartial:
        conjugate = position.conjugate_key()
        if conjugate is not None:
            found = table.values.get((conjugate, not key[1]))
    return found


def table_value(position: Solvable, left: bool, context: SolveContext | None = None) -> bool:
    """Whether the side to move (Left if ``left``) wins moving first, from the
    table (searching again, in ``context``, if the answer was evicted)."""
    if position.impartial:
        left = True
    value = _wins_known(position, (position.key(), left), table_for(type(position), "wins"))
    if value is None:  # evicted by a bounded table: search again
        return wins_moving_first(position, left, context)
    return value


def _lookup(position: Solvable, kind: _Kind[V], context: SolveContext) -> V:
    table: TranspositionTable[V] = table_for(type(position), kind.name)
    value = _known(position, position.key(), table, kind.conjugate)
    if value is _MISSING:
        # Evicted by a bounded table while we worked: solve it again.
        return _solve(position, kind, context)
    return value


def _raise_loop(stack: list[list[Any]], start: int, child: Solvable) -> None:
    line = [str(frame[0]) for frame in stack[start:] if frame[3] is not None]
    cycle = " -> ".join(line[:8] + (["..."] if len(line) > 8 else []) + [str(child)])
    raise LoopError(
        f"the game is loopy: {cycle} returns to an earlier position; "
        "short-game values need games that end. Solve it with the loopy solver instead."
    )

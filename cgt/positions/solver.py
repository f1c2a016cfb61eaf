"""The solver: positions to values, iteratively, with transposition tables.

It walks the game graph with an explicit stack (no recursion limit, a game
a million moves long is fine), looks every region up in the table of its
ruleset, and builds canonical values bottom-up with
:func:`cgt.core.canonical.build`. A move that returns to a position on the
current line of play is a loop: it raises :class:`LoopError`, since
short-game values do not exist for loopy games.

The solver knows positions only by the :class:`Solvable` protocol, so the
classes users subclass (:mod:`cgt.positions.position`) stand above it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import reduce
from operator import xor
from typing import Any, Protocol

from cgt.core.arithmetic import negate, sum_games
from cgt.core.canonical import canonical_form
from cgt.core.form import Form, nimber, zero
from cgt.errors import CGTError
from cgt.impartial.nim import mex
from cgt.positions.tables import TranspositionTable, table_for

__all__ = ["LoopError", "Solvable", "solve", "solve_grundy", "table_value", "wins_moving_first"]


class LoopError(CGTError):
    """A position can be repeated: it has no short-game value."""


class Solvable(Protocol):
    """What the solver asks of a position (see :class:`cgt.Position`)."""

    impartial: bool

    def left_moves(self) -> Iterable[Any]: ...

    def right_moves(self) -> Iterable[Any]: ...

    def components(self) -> Iterable[Any]: ...

    def key(self) -> Hashable: ...

    def conjugate_key(self) -> Hashable | None: ...


Position = Solvable


def _children_and_combine(position: Position) -> tuple[list[Position], list[Position] | None]:
    """Split a position into what must be solved first.

    Returns ``(parts, None)`` when it decomposes into several components
    (value = sum of parts), ``(left_moves, right_moves)`` otherwise.
    """
    parts = list(position.components())
    if indivisible(position, parts):
        return list(position.left_moves()), list(position.right_moves())
    return parts, None


def indivisible(position: Position, parts: list[Position]) -> bool:
    """True when ``components()`` did not split the position."""
    if len(parts) != 1:
        return False
    part = parts[0]
    return part is position or (type(part) is type(position) and part.key() == position.key())


def solve(position: Position) -> Form:
    """The canonical value of ``position``, iteratively, with transpositions.

    >>> from cgt.games.domineering import Domineering
    >>> from cgt.notation.printer import format_game
    >>> format_game(solve(Domineering("..|..")))
    '±1'
    """
    return _solve(position, _value_entry, _value_combine, _value_sum, "value")


def solve_grundy(position: Position) -> int:
    """The Grundy value of an impartial position."""
    return _solve(position, _grundy_entry, _grundy_combine, _grundy_sum, "grundy")


def _value_entry(position: Position) -> tuple[list[Position], list[Position] | None]:
    return _children_and_combine(position)


def _value_combine(left: list[Form], right: list[Form]) -> Form:
    return canonical_form(left, right)


def _value_sum(values: list[Form]) -> Form:
    total = zero
    for v in values:
        total = sum_games(total, v)
    return total


def _grundy_entry(position: Position) -> tuple[list[Position], list[Position] | None]:
    parts = list(position.components())
    if indivisible(position, parts):
        return list(position.moves()), []
    return parts, None


def _grundy_combine(options: list[int], _unused: list[int]) -> int:
    return mex(options)


def _grundy_sum(values: list[int]) -> int:
    return reduce(xor, values, 0)


def _table_for(position: Position, kind: str) -> dict:
    return table_for(type(position), kind).values


def _solve(
    root: Position,
    expand: Callable[[Position], tuple[list[Position], list[Position] | None]],
    combine: Callable[[list, list], object],
    add_up: Callable[[list], object],
    kind: str,
):
    tables: dict[type, TranspositionTable] = {}

    def table_of(position: Position) -> TranspositionTable:
        cls = type(position)
        table = tables.get(cls)
        if table is None:
            table = tables[cls] = table_for(cls, kind)
        return table

    root_table = table_of(root)
    root_key = root.key()
    known = _known(root, root_key, root_table, kind)
    if known is not _MISSING:
        return known
    # Each frame: [position, key, table, children, number of first children
    # (or -1 for components), index of the next child to solve, the values of
    # children found through their conjugates by index]. Children are
    # (position, key, table) triples. Only one unsolved child at a time is on
    # the stack, so memory follows the depth of the game, not its width. The
    # expanded frames are exactly the current line of play, so a child whose
    # key is open closes a loop.
    stack: list[list] = [[root, root_key, root_table, None, 0, 0, {}]]
    open_keys: dict[int, dict[Hashable, int]] = {}
    while stack:
        frame = stack[-1]
        position, key, table, children = frame[0], frame[1], frame[2], frame[3]
        if children is None:
            if key in table.values:
                stack.pop()
                continue
            if position.impartial:
                known = position.known_grundy()
                if known is None and kind == "value":
                    known = solve_grundy(position)  # the Grundy fast path
                if known is not None:
                    table.store(key, nimber(known) if kind == "value" else known)
                    stack.pop()
                    continue
            first, second = expand(position)
            children = frame[3] = [
                (child, child.key(), table_of(child))
                for child in (first if second is None else (*first, *second))
            ]
            frame[4] = -1 if second is None else len(first)
            open_keys.setdefault(id(table), {})[key] = len(stack) - 1
        index = frame[5]
        while index < len(children):
            child, child_key, child_table = children[index]
            if child_key not in child_table.values:
                if kind != "value":
                    break
                value = _conjugate_known(child, child_table)
                if value is _MISSING:
                    break
                frame[6][index] = value  # kept, not looked up twice
            index += 1
        frame[5] = index
        if index < len(children):
            line = open_keys.get(id(child_table))
            if line is not None and child_key in line:
                _raise_loop(stack, line[child_key], child)
            stack.append([child, child_key, child_table, None, 0, 0, {}])
            continue
        split = frame[4]
        through_conjugates = frame[6]
        values = [
            through_conjugates[i] if i in through_conjugates
            else _value_of(child, child_key, child_table, kind)
            for i, (child, child_key, child_table) in enumerate(children)
        ]
        if split < 0:
            value = add_up(values)
        else:
            value = combine(values[:split], values[split:])
        table.store(key, value)
        del open_keys[id(table)][key]
        stack.pop()
    return _lookup(root, kind)


def _known(position: Position, key: Hashable, table: TranspositionTable, kind: str):
    """The value stored under the position's ``key``, or (for values, not
    Grundy values) minus the one stored for its conjugate, or ``_MISSING``."""
    value = table.values.get(key, _MISSING)
    if value is _MISSING and kind == "value":
        value = _conjugate_known(position, table)
    return value


def _conjugate_known(position: Position, table: TranspositionTable):
    """Minus the value stored for the position's conjugate, or ``_MISSING``
    (asked only when its own key is missing: the conjugate key may cost)."""
    conjugate = position.conjugate_key()
    if conjugate is None:
        return _MISSING
    value = table.values.get(conjugate, _MISSING)
    return value if value is _MISSING else negate(value)


def _value_of(position: Position, key: Hashable, table: TranspositionTable, kind: str):
    value = _known(position, key, table, kind)
    if value is _MISSING:
        # Evicted by a bounded table while we worked: solve it again.
        return _solve(position, *_KINDS[kind], kind)
    return value


_MISSING = object()


def wins_moving_first(root: Position, left: bool) -> bool:
    """Whether the side to move (Left if ``left``) wins ``root`` moving first.

    An AND-OR search with a table per ruleset keyed by ``(key, side)``: a
    side wins when one of its moves reaches a position the other side loses
    moving first; the search of a position stops at its first winning move.
    Iterative, like :func:`solve`; a move back to the current line raises
    :class:`LoopError`.
    """
    if root.impartial:
        left = True  # one entry whoever moves: the moves are the same
    known = _wins_known(root, (root.key(), left), table_for(type(root), "wins"))
    if known is not None:
        return known
    # Frame: [position, table key, side, iterator over its moves, table,
    # the child being searched (position, table, key) or None].
    start = (root.key(), left)
    stack = [[root, start, left, None, table_for(type(root), "wins"), None]]
    line: set = {(type(root), start)}
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
                child_wins = wins_moving_first(child, child_key[1])
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
        table.store(key, outcome)
        line.discard((type(position), key))
        stack.pop()
    return table_value(root, left)


def _wins_known(position: Position, key: tuple[Hashable, bool], table: TranspositionTable):
    """Whether the side in ``key`` wins moving first, as stored for the
    position or for its conjugate with the other side to move; None if
    neither is stored."""
    found = table.values.get(key)
    if found is None and not position.impartial:
        conjugate = position.conjugate_key()
        if conjugate is not None:
            found = table.values.get((conjugate, not key[1]))
    return found


def table_value(position: Position, left: bool) -> bool:
    if position.impartial:
        left = True
    value = _wins_known(position, (position.key(), left), table_for(type(position), "wins"))
    if value is None:  # evicted by a bounded table: search again
        return wins_moving_first(position, left)
    return value


def _lookup(position: Position, kind: str):
    table = table_for(type(position), kind)
    value = _known(position, position.key(), table, kind)
    if value is _MISSING:
        # Evicted by a bounded table while we worked: solve it again.
        return _solve(position, *_KINDS[kind], kind)
    return value


_KINDS = {
    "value": (_value_entry, _value_combine, _value_sum),
    "grundy": (_grundy_entry, _grundy_combine, _grundy_sum),
}


def _raise_loop(stack: list[list], start: int, child: Position) -> None:
    line = [str(frame[0]) for frame in stack[start:] if frame[3] is not None]
    cycle = " -> ".join(line[:8] + (["..."] if len(line) > 8 else []) + [str(child)])
    raise LoopError(
        f"the game is loopy: {cycle} returns to an earlier position; "
        "short-game values need games that end. Solve it with the loopy solver instead."
    )

"""Positions of rulesets, and the solver that turns them into values.

A ruleset is a class whose instances are positions. Partizan rulesets
subclass :class:`Position` and give ``left_moves`` and ``right_moves``;
impartial ones subclass :class:`ImpartialPosition` and give ``moves``.
Optional hooks make the solver fast:

- ``components()``: independent regions; the value is the sum of theirs.
- ``key()``: a hashable that equal-valued positions share (symmetries,
  normalised coordinates); it keys the transposition table.
- ``conjugate_key()``: the key of the position with Left and Right swapped
  (worth minus it); a position is then solved when its conjugate is
  (Domineering's transposed board, Col and Snort with the colours swapped).

The solver walks the game graph with an explicit stack (no recursion limit,
a game a million moves long is fine), looks every region up in the table of
its ruleset, and builds canonical values bottom-up with :func:`cgt.canonical.build`.
A move that returns to a position on the current line of play is a loop: it
raises :class:`LoopError`, since short-game values do not exist for loopy games.

>>> class Pile(ImpartialPosition):
...     '''One heap; take one or two.'''
...     def __init__(self, n): self.n = n
...     def moves(self): return [Pile(self.n - k) for k in (1, 2) if k <= self.n]
...     def key(self): return self.n
...     def __str__(self): return f"Pile({self.n})"
>>> Pile(7).grundy, Pile(7).value, str(Pile(6).outcome)
(1, cgt.parse('*'), 'P')
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Callable, Hashable, Iterable, Iterator

from cgt._deep import deep_call
from cgt.arithmetic import negate, sum_games
from cgt.canonical import build
from cgt.errors import CGTError
from cgt.game import Game, nimber, zero
from cgt.impartial import mex
from cgt.outcome import Outcome

__all__ = [
    "Position", "ImpartialPosition", "SumPosition", "LoopError", "TranspositionTable",
    "clear_tables", "table_sizes",
]


class LoopError(CGTError):
    """A position can be repeated: it has no short-game value."""


class TranspositionTable:
    """Solved values of one ruleset, keyed by ``position.key()``.

    Bounded: when it holds ``max_entries`` values it is emptied and starts
    again (values are recomputed on demand, so this is only a cost).
    ``max_entries`` can be changed per ruleset: ``MyGame.table().max_entries = 10**5``.
    """

    __slots__ = ("values", "max_entries")

    def __init__(self, max_entries: int = 2_000_000) -> None:
        self.values: dict[Hashable, object] = {}
        self.max_entries = max_entries

    def __len__(self) -> int:
        return len(self.values)

    def clear(self) -> None:
        self.values.clear()

    def store(self, key: Hashable, value: object) -> None:
        if len(self.values) >= self.max_entries:
            self.values.clear()
        self.values[key] = value


_TABLES: dict[tuple[type, str], TranspositionTable] = {}


def _table(cls: type, kind: str) -> TranspositionTable:
    table = _TABLES.get((cls, kind))
    if table is None:
        table = _TABLES[(cls, kind)] = TranspositionTable()
    return table


_CLEARERS: list[Callable[[], None]] = []


def on_clear(clear: Callable[[], None]) -> Callable[[], None]:
    """Register a ruleset's own cache so that :func:`clear_tables` empties it too."""
    _CLEARERS.append(clear)
    return clear


def clear_tables() -> None:
    """Empty every ruleset's transposition tables (and caches registered with :func:`on_clear`)."""
    for table in _TABLES.values():
        table.clear()
    for clear in _CLEARERS:
        clear()


def table_sizes() -> dict[str, int]:
    """Entries per ruleset table, e.g. ``{'Domineering.value': 1234}``."""
    return {f"{cls.__name__}.{kind}": len(t) for (cls, kind), t in _TABLES.items()}


class Displayable:
    """What every kind of position shows in rich output and in Jupyter (the
    rendering lives in :mod:`cgt.report`, imported only when asked)."""

    __slots__ = ()

    def __rich__(self):
        from cgt.report import position_rich

        return position_rich(self)

    def _repr_svg_(self):
        from cgt.report import position_svg

        return position_svg(self)


class Position(Displayable):
    """A position of a partizan ruleset (Left moves first unless said otherwise).

    Subclasses implement :meth:`left_moves` and :meth:`right_moves`, and may
    override :meth:`components` and :meth:`key`. Positions must be immutable
    and hashable.
    """

    __slots__ = ()

    #: Both players have the same moves: a win/loss search need not tell
    #: whose turn it is (see :func:`wins_moving_first`).
    impartial = False

    # -- the ruleset's hooks ---------------------------------------------------

    def left_moves(self) -> Iterable[Position]:
        raise NotImplementedError(f"{type(self).__name__} must define left_moves()")

    def right_moves(self) -> Iterable[Position]:
        raise NotImplementedError(f"{type(self).__name__} must define right_moves()")

    def components(self) -> Iterable[Position]:
        """Independent regions whose values add up to this one's (default: itself)."""
        return (self,)

    def key(self) -> Hashable:
        """What the transposition table stores this position under (default: itself).

        Positions with the same key must have the same value.
        """
        return self

    def conjugate_key(self) -> Hashable | None:
        """The key of this position with Left and Right swapped, whose value is
        minus this one's, or None (the default) when the ruleset has no cheap
        way to tell. The solver then finds a position solved when its
        conjugate is (Col and Snort with the colours swapped, say)."""
        return None

    # -- what every position gets ----------------------------------------------

    @classmethod
    def table(cls) -> TranspositionTable:
        """This ruleset's table of solved values."""
        return _table(cls, "value")

    @property
    def value(self) -> Game:
        """The canonical value (solved once, then looked up)."""
        return solve(self)

    @property
    def outcome(self) -> Outcome:
        """Who wins: L, R, N (first player) or P (second player)."""
        return self.value.outcome

    def wins_moving_first(self, player: str = "left") -> bool:
        """Whether ``player`` wins moving first, by a win/loss search that
        stops at the first winning move (no values: far cheaper than
        :attr:`value` on big positions).
        """
        return wins_moving_first(self, _side(player) == "left")

    def searched_outcome(self) -> Outcome:
        """The outcome class by two win/loss searches (see :meth:`wins_moving_first`)."""
        return Outcome.from_signs(self.wins_moving_first("left"), self.wins_moving_first("right"))

    def winning_moves(self, player: str = "left") -> list[Position]:
        """The moves that win for ``player`` ("left" or "right") moving first.

        Left wins by moving to a position worth ``>= 0`` (Right, to move
        there, loses); Right by moving to one worth ``<= 0``.
        """
        side = _side(player)
        if side == "left":
            return [p for p in self.left_moves() if p.value >= 0]
        return [p for p in self.right_moves() if p.value <= 0]

    def __add__(self, other: object) -> Position:
        if not isinstance(other, Position):
            return NotImplemented
        return SumPosition((self, other))

    # Positions of one ruleset compare by value of their fields; subclasses
    # define __eq__ and __hash__ (dataclasses with frozen=True do).


class ImpartialPosition(Position):
    """A position of an impartial ruleset: both players have the same moves.

    Subclasses implement :meth:`moves`. Values go through the Grundy fast
    path: mex of the options' Grundy values, no Game built until asked.
    """

    __slots__ = ()

    impartial = True

    def moves(self) -> Iterable[ImpartialPosition]:
        raise NotImplementedError(f"{type(self).__name__} must define moves()")

    def left_moves(self) -> Iterable[ImpartialPosition]:
        return self.moves()

    def right_moves(self) -> Iterable[ImpartialPosition]:
        return self.moves()

    @classmethod
    def grundy_table(cls) -> TranspositionTable:
        return _table(cls, "grundy")

    def known_grundy(self) -> int | None:
        """The Grundy value when the ruleset knows it without search (a
        formula, a precomputed sequence), else None. The solver asks this of
        every part before exploring its moves."""
        return None

    @property
    def grundy(self) -> int:
        """The Grundy value: this position equals ``*grundy`` (Sprague-Grundy)."""
        return solve_grundy(self)

    @property
    def value(self) -> Game:
        return nimber(self.grundy)

    @property
    def outcome(self) -> Outcome:
        """N or P. A known Grundy value answers at once; a sum takes the nim
        sum of its parts' Grundy values; a single position otherwise is
        searched win/loss, stopping at its first move to a P-position
        (several times cheaper than its Grundy value on big positions).

        >>> from games.nim import Nim
        >>> str(Nim([1, 2, 3]).outcome), str(Nim([3, 4, 5]).outcome)
        ('P', 'N')
        """
        known = self.known_grundy()
        if known is None:
            known = self.grundy_table().values.get(self.key())
        if known is None and not _indivisible(self, list(self.components())):
            known = self.grundy
        if known is None:
            return Outcome.N if wins_moving_first(self, True) else Outcome.P
        return Outcome.N if known else Outcome.P

    def winning_moves(self, player: str = "left") -> list[ImpartialPosition]:
        """The moves to a position of Grundy value 0 (either player)."""
        _side(player)
        return [p for p in self.moves() if p.grundy == 0]

    def __add__(self, other: object) -> Position:
        if not isinstance(other, Position):
            return NotImplemented
        if isinstance(other, ImpartialPosition):
            return ImpartialSum((self, other))
        return SumPosition((self, other))


def _side(player: str) -> str:
    side = str(player).lower()
    if side not in ("left", "right"):
        raise CGTError(f"player {player!r} is neither 'left' nor 'right'")
    return side


class SumPosition(Position):
    """The disjunctive sum of positions, of any rulesets: a move is a move in
    one part. Its value is the sum of the parts' values.

    >>> class Stick(Position):
    ...     '''A stick of n blue edges: Left removes one, Right cannot move.'''
    ...     def __init__(self, n): self.n = n
    ...     def left_moves(self): return [Stick(self.n - 1)] if self.n else []
    ...     def right_moves(self): return []
    ...     def key(self): return self.n
    >>> (Stick(2) + Stick(3)).value
    cgt.parse('5')
    """

    __slots__ = ("parts",)

    def __init__(self, parts: Iterable[Position]) -> None:
        flat: list[Position] = []
        for p in parts:
            if isinstance(p, SumPosition):
                flat.extend(p.parts)
            else:
                flat.append(p)
        self.parts = tuple(flat)

    def _replace(self, index: int, part: Position) -> SumPosition:
        return type(self)(self.parts[:index] + (part,) + self.parts[index + 1 :])

    def left_moves(self) -> Iterator[Position]:
        for i, p in enumerate(self.parts):
            for q in p.left_moves():
                yield self._replace(i, q)

    def right_moves(self) -> Iterator[Position]:
        for i, p in enumerate(self.parts):
            for q in p.right_moves():
                yield self._replace(i, q)

    def components(self) -> Iterable[Position]:
        return self.parts

    def key(self) -> Hashable:
        # Parts of different rulesets may share keys: the ruleset is part of the key.
        return tuple((type(p), p.key()) for p in self.parts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SumPosition) and self.parts == other.parts

    def __hash__(self) -> int:
        return hash(self.parts)

    def __str__(self) -> str:
        return " + ".join(str(p) for p in self.parts)

    def __repr__(self) -> str:
        return " + ".join(repr(p) for p in self.parts)


class ImpartialSum(SumPosition, ImpartialPosition):
    """A sum of impartial positions: Grundy value is the nim sum of the parts'."""

    __slots__ = ()

    def moves(self) -> Iterator[ImpartialPosition]:
        return self.left_moves()


# -- the solver -----------------------------------------------------------------


def _children_and_combine(position: Position) -> tuple[list[Position], list[Position] | None]:
    """Split a position into what must be solved first.

    Returns ``(parts, None)`` when it decomposes into several components
    (value = sum of parts), ``(left_moves, right_moves)`` otherwise.
    """
    parts = list(position.components())
    if _indivisible(position, parts):
        return list(position.left_moves()), list(position.right_moves())
    return parts, None


def _indivisible(position: Position, parts: list[Position]) -> bool:
    """True when ``components()`` did not split the position."""
    if len(parts) != 1:
        return False
    part = parts[0]
    return part is position or (type(part) is type(position) and part.key() == position.key())


def solve(position: Position) -> Game:
    """The canonical value of ``position``, iteratively, with transpositions."""
    return _solve(position, _value_entry, _value_combine, _value_sum, "value")


def solve_grundy(position: ImpartialPosition) -> int:
    """The Grundy value of an impartial position."""
    return _solve(position, _grundy_entry, _grundy_combine, _grundy_sum, "grundy")


def _value_entry(position: Position) -> tuple[list[Position], list[Position] | None]:
    return _children_and_combine(position)


def _value_combine(left: list[Game], right: list[Game]) -> Game:
    depth = 2 + max((g._depth for g in (*left, *right)), default=0)
    return deep_call(depth, build, left, right)


def _value_sum(values: list[Game]) -> Game:
    total = zero
    for v in values:
        total = sum_games(total, v)
    return total


def _grundy_entry(position: ImpartialPosition) -> tuple[list[Position], list[Position] | None]:
    parts = list(position.components())
    if _indivisible(position, parts):
        return list(position.moves()), []
    return parts, None


def _grundy_combine(options: list[int], _unused: list[int]) -> int:
    return mex(options)


def _grundy_sum(values: list[int]) -> int:
    return reduce(xor, values, 0)


def _table_for(position: Position, kind: str) -> dict:
    return _table(type(position), kind).values


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
            table = tables[cls] = _table(cls, kind)
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
            if isinstance(position, ImpartialPosition):
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
    known = _wins_known(root, (root.key(), left), _table(type(root), "wins"))
    if known is not None:
        return known
    # Frame: [position, table key, side, iterator over its moves, table,
    # the child being searched (position, table, key) or None].
    start = (root.key(), left)
    stack = [[root, start, left, None, _table(type(root), "wins"), None]]
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
                child_table = _table(type(child), "wins")
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
    value = _wins_known(position, (position.key(), left), _table(type(position), "wins"))
    if value is None:  # evicted by a bounded table: search again
        return wins_moving_first(position, left)
    return value


def _lookup(position: Position, kind: str):
    table = _table(type(position), kind)
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

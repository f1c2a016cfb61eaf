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
- ``direct_value(context)``: the value by a means of the ruleset's own (an
  engine on bitboards), or None to have the positions walked; the solver
  asks it first when nothing needs each position visited (see
  :class:`Position`).
- ``tier()`` and the class method ``from_key(key)``: a measure every move
  lowers, and the position of an integer key, so that a parallel solve goes
  tier by tier across processes (:mod:`cgt.scale.tiers`).

One hook serves the report rather than the solver: an impartial position
whose value in sums is not the Grundy value of the position played alone
(Nimstring's loony positions) gives ``report_facts(max_moves)``, the facts
``cgt report`` prints for it (see :func:`cgt.display.facts.position_facts`).

The solver walks the game graph with an explicit stack (no recursion limit,
a game a million moves long is fine), looks every region up in the table of
its ruleset, and builds canonical values bottom-up with :func:`cgt.core.canonical.build`.
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

from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Self

from cgt.core.form import nimber
from cgt.core.outcome import Outcome, Player
from cgt.errors import CGTError
from cgt.positions.context import runner
from cgt.positions.picture import Displayable
from cgt.positions.reporting import estimated_positions
from cgt.positions.solver import LoopError, indivisible, solve, solve_grundy, wins_moving_first
from cgt.positions.tables import TranspositionTable, table_for

if TYPE_CHECKING:
    from cgt.core.form import Form
    from cgt.impartial.misere_game import MisereGame
    from cgt.positions.progress import Progress
    from cgt.values.game import Game

__all__ = ["ImpartialPosition", "LoopError", "Position", "SumPosition"]


def wrap(form: Form) -> Game:
    """The public :class:`cgt.Game` of ``form`` (:func:`cgt.values.game.wrap`,
    imported on the first value asked: a search of who wins, such as the
    ``cgt table babylone`` command's, loads none of the values' machinery)."""
    from cgt.values.game import wrap as wrapped

    return wrapped(form)


class Position(Displayable):
    """A position of a partizan ruleset (Left moves first unless said otherwise).

    Subclasses implement :meth:`left_moves` and :meth:`right_moves`, and may
    override :meth:`components` and :meth:`key`. Positions must be immutable
    and hashable.

    A ruleset that values its boards by a means of its own (an engine on
    bitboards: Domineering's, Konane's, Col's) plugs it in with the hook
    ``direct_value(self, context: SolveContext) -> Form | None``
    (:class:`cgt.positions.solver.Engine`). The solver calls it, with the
    solve's :class:`~cgt.positions.context.SolveContext`, before it walks
    the positions, unless the context needs each position visited (a value
    store, a progress report, the reverse order: ``context.walks``); the
    engine keeps the context's memory budget (``context.budget``) and
    returns None to have the positions walked after all.
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

    def tier(self) -> int | None:
        """A measure that every move lowers (stones on the board, empty
        cells, a heap total), or None (the default) when the ruleset
        declares none. With :meth:`from_key`, it lets a parallel solve go
        tier by tier (:mod:`cgt.scale.tiers`): the positions of a tier are
        found from the tiers above and valued from the tiers below."""
        return None

    @classmethod
    def from_key(cls, key: Any) -> Position:
        """The position of ``key`` (one of those that have it: they have one
        value), for a ruleset that declares tiers; its keys are integers,
        the same in every process, so that a position crosses processes, and
        is stored, as its key. The default refuses."""
        raise CGTError(f"{cls.__name__} positions cannot be made from their keys")

    # -- what every position gets ----------------------------------------------

    @classmethod
    def table(cls) -> TranspositionTable:
        """This ruleset's table of solved values."""
        return table_for(cls, "value")

    @property
    def value(self) -> Game:
        """The canonical value (solved once, then looked up)."""
        return wrap(solve(self))

    def solve(self, *, workers: int | None = None, store: Any = None, client: Any = None,
              progress: Progress = None) -> Game:
        """The canonical value, solved on ``workers`` processes (one per core
        by default) or on the Dask cluster of ``client``, reading and writing
        the value store ``store`` (a :class:`cgt.ValueStore` or its path)
        when one is given (:func:`cgt.scale.parallel.solve_split`, the
        runner that the layer above registers:
        :func:`cgt.positions.context.register_runner`).

        ``progress`` is called with a :class:`cgt.ProgressReport` every
        tenth of a second and at the end; ``progress=True`` shows a progress
        bar (see :mod:`cgt.positions.progress`).

        >>> from cgt.games.domineering import Domineering
        >>> Domineering("...|...|...").solve(workers=2) == Domineering("...|...|...").value
        True
        """
        from cgt.positions.progress import reporting_progress

        run = runner()
        estimate = None if progress is None or progress is False else estimated_positions(self)
        description = f"solving {self.ruleset_title()}"
        with reporting_progress(progress, estimate=estimate, description=description):
            return run(self, workers=workers, client=client, store=store)

    def known_value(self) -> Game | None:
        """The value if the solver already has it (never starts a search)."""
        found = self.table().values.get(self.key())
        return None if found is None else wrap(found)

    @property
    def outcome(self) -> Outcome:
        """Who wins: L, R, N (first player) or P (second player)."""
        return self.value.outcome

    def wins_moving_first(self, player: Player | str = Player.LEFT) -> bool:
        """Whether ``player`` (a :class:`Player`, "left"/"right" or "L"/"R")
        wins moving first, by a win/loss search that stops at the first
        winning move (no values: far cheaper than :attr:`value` on big
        positions).
        """
        return wins_moving_first(self, Player.parse(player) is Player.LEFT)

    def searched_outcome(self) -> Outcome:
        """The outcome class by two win/loss searches (see :meth:`wins_moving_first`)."""
        return Outcome.from_signs(
            self.wins_moving_first(Player.LEFT), self.wins_moving_first(Player.RIGHT)
        )

    def winning_moves(self, player: Player | str = Player.LEFT) -> Sequence[Position]:
        """The moves that win for ``player`` (a :class:`Player`, "left"/"right"
        or "L"/"R") moving first, as a list.

        Left wins by moving to a position worth ``>= 0`` (Right, to move
        there, loses); Right by moving to one worth ``<= 0``.

        >>> from cgt.games.domineering import Domineering
        >>> [str(q) for q in Domineering("..|..").winning_moves("L")]
        ['#.|#.', '.#|.#']
        """
        if Player.parse(player) is Player.LEFT:
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
        return table_for(cls, "grundy")

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
        return wrap(nimber(self.grundy))

    @property
    def misere_value(self) -> MisereGame:
        """The misère canonical form (:class:`cgt.MisereGame`): the value under
        misère play, where the last player to move loses."""
        from cgt.impartial.misere_game import misere_value  # the misère store loads on demand

        return misere_value(self)

    def known_value(self) -> Game | None:
        found = self.known_grundy()
        if found is None:
            found = self.grundy_table().values.get(self.key())
        return None if found is None else wrap(nimber(found))

    @property
    def outcome(self) -> Outcome:
        """N or P. A known Grundy value answers at once; a sum takes the nim
        sum of its parts' Grundy values; a single position otherwise is
        searched win/loss, stopping at its first move to a P-position
        (several times cheaper than its Grundy value on big positions).

        >>> from cgt.games.nim import Nim
        >>> str(Nim([1, 2, 3]).outcome), str(Nim([3, 4, 5]).outcome)
        ('P', 'N')
        """
        known = self.known_grundy()
        if known is None:
            known = self.grundy_table().values.get(self.key())
        if known is None and not indivisible(self, list(self.components())):
            known = self.grundy
        if known is None:
            return Outcome.N if wins_moving_first(self, True) else Outcome.P
        return Outcome.N if known else Outcome.P

    def winning_moves(self, player: Player | str = Player.LEFT) -> list[ImpartialPosition]:
        """The moves to a position of Grundy value 0 (either player)."""
        Player.parse(player)  # checked all the same
        return [p for p in self.moves() if p.grundy == 0]

    def __add__(self, other: object) -> Position:
        if not isinstance(other, Position):
            return NotImplemented
        if isinstance(other, ImpartialPosition):
            return ImpartialSum((self, other))
        return SumPosition((self, other))


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

    parts: tuple[Position, ...]

    def __init__(self, parts: Iterable[Position]) -> None:
        flat: list[Position] = []
        for p in parts:
            if isinstance(p, SumPosition):
                flat.extend(p.parts)
            else:
                flat.append(p)
        self.parts = tuple(flat)

    def _replace(self, index: int, part: Position) -> Self:
        return type(self)(self.parts[:index] + (part,) + self.parts[index + 1 :])

    def left_moves(self) -> Iterator[Self]:
        for i, p in enumerate(self.parts):
            for q in p.left_moves():
                yield self._replace(i, q)

    def right_moves(self) -> Iterator[Self]:
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

    def moves(self) -> Iterator[Self]:
        return self.left_moves()



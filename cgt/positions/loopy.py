"""Loopy positions: games that may repeat, solved as win, loss or draw.

Two kinds of positions, both solved by the retrograde analysis of
:mod:`cgt.positions.retrograde` (which has the details and the remoteness
convention):

- :class:`LoopyPosition`: the side to move is part of the position; the
  ruleset gives :meth:`~LoopyPosition.moves`, and each position has
  ``result``, ``winning_moves()`` and ``principal_line()``.
- :class:`LoopyPartizanPosition`: Left and Right have their own moves and
  the position does not say who moves; ``left_result`` and
  ``right_result`` are the results with Left or Right moving first.

>>> class Token(LoopyPosition):
...     '''A token on a directed graph; a move slides it along an arrow.'''
...     arrows = {"a": "b", "b": "ac", "c": "", "e": "e", "f": "ea"}
...     def __init__(self, at): self.at = at
...     def moves(self): return [Token(x) for x in self.arrows[self.at]]
...     def key(self): return self.at
...     def __str__(self): return self.at
>>> [str(Token(x).result) for x in "cbafe"]
['loss in 0', 'win in 1', 'loss in 2', 'win in 3', 'draw']
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, cast

from cgt.core.outcome import Player, Verdict
from cgt.errors import CGTError
from cgt.positions.picture import Displayable
from cgt.positions.retrograde import (
    _TABLE_ORACLE,
    Result,
    Solution,
    Turn,
    _principal_line,
    _stored_result,
    _winning_moves,
    solve,
)
from cgt.positions.tables import TranspositionTable, table_for

if TYPE_CHECKING:
    from cgt.loopy.impartial import GrundyValue

__all__ = ["MAX_GRUNDY_POSITIONS", "LoopyPartizanPosition", "LoopyPosition"]

#: The most positions whose generalised Sprague–Grundy values are found for
#: one position of a loopy impartial ruleset.
MAX_GRUNDY_POSITIONS = 1_000_000


class LoopyPosition(Displayable):
    """A position of a game that may repeat, the side to move being part of it.

    Subclasses implement :meth:`moves` (the positions after each move of the
    side to move) and usually :meth:`key`; optional hooks: :meth:`terminal`
    (the game is over for another reason than a lack of moves, e.g. a line
    of three) and ``player``/``players`` (names of the sides, for
    ``on_limit``). Positions must be immutable and hashable.
    """

    __slots__ = ()

    #: Names of the sides, e.g. ``("bear", "puppies")``; ``player`` is one of them.
    players: tuple[str, ...] = ()

    #: True for a loopy impartial ruleset: the moves do not depend on who is
    #: to move, so each position has a generalised Sprague–Grundy value
    #: (:attr:`grundy`) and plays as it in sums.
    impartial: ClassVar[bool] = False

    # -- the ruleset's hooks ---------------------------------------------------

    def moves(self) -> Iterable[LoopyPosition]:
        raise NotImplementedError(f"{type(self).__name__} must define moves()")

    def key(self) -> Hashable:
        """What the graph and the table store this position under (default: itself).

        Positions with the same key must have the same result (symmetries).
        """
        return self

    def terminal(self) -> Verdict | str | None:
        """``None`` while the game goes on (then no moves means a loss), or the
        :class:`~cgt.core.outcome.Verdict` for the side to move when the game
        is over here (or its name): ``Verdict.LOSS`` (the opponent completed
        a line), ``Verdict.DRAW`` (a full board), ``Verdict.WIN``."""
        return None

    @property
    def player(self) -> str | None:
        """The name of the side to move (one of ``players``), if the ruleset names them."""
        return None

    # -- what every position gets ----------------------------------------------

    @classmethod
    def table(cls) -> TranspositionTable:
        """This ruleset's table of results (bounded; emptied by ``cgt.clear_tables()``)."""
        return table_for(cls, "loopy")

    @property
    def result(self) -> Result:
        """Win, loss or draw for the side to move, with the remoteness."""
        return _stored_result(self)

    def known_value(self) -> Result | None:
        """The result if the solver already has it (never starts a search)."""
        return self.table().values.get(self.key())

    @property
    def grundy(self) -> GrundyValue:
        """The generalised Sprague–Grundy value of a position of a loopy
        impartial ruleset (``impartial = True``): a nimber ``n``, or ``∞``
        with the nimbers its options have (Smith 1966; Fraenkel and Yesha;
        :mod:`cgt.loopy.impartial`), from the graph of every position it
        reaches. ``0`` is a loss for the player to move, ``∞`` without
        ``0`` among its escapes a draw. A position whose ``terminal()``
        says the game is lost ends as one with no move; one that ends
        otherwise (a win or a draw by a rule of the game) has no value.

        >>> class Token(LoopyPosition):
        ...     impartial = True
        ...     arrows = {"a": "b", "b": "ac", "c": "", "d": "d"}
        ...     def __init__(self, at): self.at = at
        ...     def moves(self): return [Token(x) for x in self.arrows[self.at]]
        ...     def key(self): return self.at
        >>> [str(Token(x).grundy) for x in "abcd"]
        ['0', '*', '0', '∞']
        """
        from cgt.loopy.impartial import grundy_values

        if not type(self).impartial:
            raise CGTError(f"{self}: {type(self).__name__} is not an impartial ruleset (its "
                           "moves depend on who is to move), so it has no Grundy value: "
                           "see .result")
        index: dict[Hashable, int] = {self.key(): 0}
        order: list[LoopyPosition] = [self]
        moves: list[list[int]] = []
        for position in order:  # grows as new positions are met
            end = position.terminal()
            if end is not None and Verdict(end) is not Verdict.LOSS:
                raise CGTError(f"{position}: the game ends here by a rule of its own "
                               f"({Verdict(end)} for the side to move), so it has no Grundy "
                               "value (only a game that ends when a player cannot move has one)")
            targets = []
            for option in (() if end is not None else position.moves()):
                key = option.key()
                if key not in index:
                    if len(order) >= MAX_GRUNDY_POSITIONS:
                        raise CGTError(f"{self}: its game graph has more than "
                                       f"{MAX_GRUNDY_POSITIONS:,} positions "
                                       "(cgt.positions.loopy.MAX_GRUNDY_POSITIONS)")
                    index[key] = len(order)
                    order.append(option)
                targets.append(index[key])
            moves.append(targets)
        return grundy_values(moves)[0]

    def winning_moves(self) -> list[LoopyPosition]:
        """The moves to positions lost by the opponent, fastest win first.

        The first ones (remoteness one less than here) are sure to make
        progress; following a slower winning move each time can go round a
        cycle for ever (the bear article's trap).
        """
        return _winning_moves(self, _TABLE_ORACLE)

    def principal_line(self, max_length: int | None = None) -> list[LoopyPosition]:
        """The game from here under best play (see :meth:`Solution.principal_line`)."""
        return [p for p, _ in _principal_line((self, 0), _TABLE_ORACLE, max_length)]

    def solve(self, **options: Any) -> Solution:
        """The solved game graph from here: :func:`solve` with these options."""
        return solve(self, **options)


class LoopyPartizanPosition(Displayable):
    """A position of a partizan game that may repeat; the side to move is not
    part of it (Left and Right have their own moves).

    Subclasses implement :meth:`left_moves`, :meth:`right_moves` and usually
    :meth:`key`. Results are for Left moving first (``left_result``) or
    Right moving first (``right_result``).
    """

    __slots__ = ()

    def left_moves(self) -> Iterable[LoopyPartizanPosition]:
        raise NotImplementedError(f"{type(self).__name__} must define left_moves()")

    def right_moves(self) -> Iterable[LoopyPartizanPosition]:
        raise NotImplementedError(f"{type(self).__name__} must define right_moves()")

    def key(self) -> Hashable:
        """What the graph and the table store this position under (default: itself)."""
        return self

    @classmethod
    def table(cls) -> TranspositionTable:
        """This ruleset's table of results, keyed by ``(key, side to move)``."""
        return table_for(cls, "loopy")

    @property
    def value(self) -> Any:
        """The value of the position's game graph: a
        :class:`~cgt.values.stopper.Stopper` when it is a stopper (a Game
        when it has no cycle), else a :class:`~cgt.values.stopper.SidedValue`
        ``onside & offside``; a CGTError when a side is not found to be a
        stopper, or when the graph has more than
        ``cgt.loopy.condensation.MAX_GRAPH_VERTICES`` positions. Valued one
        strongly connected component at a time (:mod:`cgt.loopy.condensation`),
        small graphs too (every Ourson arrangement: 0.19 s, against 0.18 s
        whole; old-rules Alquerkonane 3x3: 0.36 s, against 1.34 s)."""
        from cgt.loopy.condensation import MAX_GRAPH_VERTICES, graph_value
        from cgt.loopy.graph import GameGraph
        from cgt.values.stopper import wrap_value

        index: dict[Hashable, int] = {self.key(): 0}
        order: list[LoopyPartizanPosition] = [self]
        left: list[tuple[int, ...]] = []
        right: list[tuple[int, ...]] = []
        for position in order:  # grows as new positions are met
            sides = []
            for moves in (position.left_moves(), position.right_moves()):
                targets = []
                for option in moves:
                    key = option.key()
                    if key not in index:
                        if len(order) >= MAX_GRAPH_VERTICES:
                            raise CGTError(f"{self}: its game graph has more than "
                                           f"{MAX_GRAPH_VERTICES:,} positions, more than the "
                                           "loopy values take "
                                           "(cgt.loopy.condensation.MAX_GRAPH_VERTICES)")
                        index[key] = len(order)
                        order.append(option)
                    targets.append(index[key])
                sides.append(tuple(targets))
            left.append(sides[0])
            right.append(sides[1])
        return wrap_value(graph_value(GameGraph(tuple(left), tuple(right)), 0))

    @property
    def left_result(self) -> Result:
        """The result for Left when Left moves first."""
        return _stored_result(Turn(self, Player.LEFT))

    @property
    def right_result(self) -> Result:
        """The result for Right when Right moves first."""
        return _stored_result(Turn(self, Player.RIGHT))

    def result_for(self, player: Player | str) -> Result:
        """``left_result`` or ``right_result`` (``player``: a :class:`Player`,
        "left"/"right" or "L"/"R")."""
        return _stored_result(Turn(self, player))

    def winning_moves(self, player: Player | str = Player.LEFT) -> list[LoopyPartizanPosition]:
        """``player``'s moves (moving first) to positions the opponent loses
        with the move, fastest win first."""
        # The moves of a LoopyPartizanPosition are positions of its ruleset.
        found = _winning_moves(Turn(self, player), _TABLE_ORACLE)
        return [cast(LoopyPartizanPosition, t.position) for t in found]

    def principal_line(
        self, player: Player | str = Player.LEFT, max_length: int | None = None
    ) -> list[LoopyPartizanPosition]:
        """The game under best play with ``player`` moving first (the sides
        alternate along the list)."""
        line = _principal_line((Turn(self, player), 0), _TABLE_ORACLE, max_length)
        return [cast(LoopyPartizanPosition, t.position) for t, _ in line]

    def solve(self, **options: Any) -> Solution:
        """The solved game graph from here, both sides moving first: :func:`solve`."""
        return solve(self, **options)

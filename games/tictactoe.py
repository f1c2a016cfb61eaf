"""Tic-tac-toe (noughts and crosses): the course's example of draws and of
search with a heuristic.

Rules: a 3 x 3 board, X moves first, the players take turns to mark an
empty square; whoever first has three marks in a row, column or diagonal
wins; a full board without such a line is a draw. The side to move is part
of the position (X moves when both have as many marks), so a position is a
:class:`cgt.positions.loopy.LoopyPosition`; the retrograde solver settles it (the game
graph has no cycles, which it does not need to know).

Diagram: three rows of ``X``, ``O`` and ``.``, top row first, separated by
``/`` (or ``|``, newlines or spaces), or the nine squares in a row without
separators: ``XX./OO./...``, ``XX. OO. ...`` and ``XX.OO....`` are one board.

>>> empty = TicTacToe()
>>> str(empty.result), len(empty.solve())
('draw', 765)
>>> print(empty.principal_line()[-1])
XXO/OOX/XOX
>>> TicTacToe.parse("XX./OO./...").winning_moves()
[TicTacToe.parse('XXX/OO./...')]

The course's heuristic (:func:`open_lines`): the lines still open for the
side to move minus those open for the other, at the depth limit of a
search (:mod:`cgt.positions.search`).

>>> from cgt.positions.search import alphabeta
>>> str(alphabeta(empty, 2, heuristic).move)
'.../.X./...'
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from cgt import DRAW, LOSS, Cell, CGTError, LoopyPosition, Verdict, grid
from cgt.games.registry import Ruleset
from cgt.games.words import expect_words, read_diagram

__all__ = ["LINES", "TicTacToe", "course_heuristic", "heuristic", "open_lines"]

CROSS, NOUGHT, EMPTY = "X", "O", "."

#: The eight lines, as triples of squares numbered 0..8 row by row from the top.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)

# The eight symmetries of the square, as permutations of the squares.
_ROTATE = (6, 3, 0, 7, 4, 1, 8, 5, 2)
_MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)


def _symmetries() -> tuple[tuple[int, ...], ...]:
    found = [tuple(range(9))]
    for _ in range(3):
        found.append(tuple(found[-1][i] for i in _ROTATE))
    found += [tuple(s[i] for i in _MIRROR) for s in found]
    return tuple(found)


_SYMMETRIES = _symmetries()


def _has_line(cells: str, mark: str) -> bool:
    return any(cells[a] == cells[b] == cells[c] == mark for a, b, c in LINES)


@dataclass(frozen=True, slots=True, init=False)
class TicTacToe(LoopyPosition):
    """A position: the nine squares, top row first, as a string of ``X O .``.

    >>> TicTacToe("X../.O./...").player
    'X'
    >>> TicTacToe("XX./.../...")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: tic-tac-toe board 'XX./.../...': 2 X and 0 O;
    X moves first, so X has as many marks as O or one more
    """

    title = 'Tic-tac-toe'
    symbols: ClassVar[Mapping[str, Cell]] = {"X": Cell.LEFT, "O": Cell.RIGHT, ".": Cell.EMPTY}

    cells: str

    players = (CROSS, NOUGHT)

    def __init__(self, diagram: str = ".../.../...") -> None:
        object.__setattr__(self, "cells", _check(diagram))

    @classmethod
    def parse(cls, diagram: str) -> TicTacToe:
        """The position of a diagram like ``"X.O/.X./..."``."""
        return cls(diagram)

    @classmethod
    def _from_cells(cls, cells: str) -> TicTacToe:
        p = object.__new__(cls)
        object.__setattr__(p, "cells", cells)
        return p

    # -- the rules ---------------------------------------------------------------

    @property
    def player(self) -> str:
        """The side to move: ``"X"`` or ``"O"``."""
        return CROSS if self.cells.count(CROSS) == self.cells.count(NOUGHT) else NOUGHT

    @property
    def opponent(self) -> str:
        return NOUGHT if self.player == CROSS else CROSS

    def winner(self) -> str | None:
        """``"X"`` or ``"O"`` if that side has a line."""
        for mark in (CROSS, NOUGHT):
            if _has_line(self.cells, mark):
                return mark
        return None

    def terminal(self) -> Verdict | None:
        if _has_line(self.cells, self.opponent):
            return LOSS
        if EMPTY not in self.cells:
            return DRAW
        return None

    def moves(self) -> Iterator[TicTacToe]:
        if self.terminal() is not None:
            return
        mark, cells = self.player, self.cells
        for i, cell in enumerate(cells):
            if cell == EMPTY:
                yield TicTacToe._from_cells(cells[:i] + mark + cells[i + 1 :])

    def key(self) -> Hashable:
        """The least image of the board under the square's eight symmetries."""
        cells = self.cells
        return min("".join(cells[i] for i in s) for s in _SYMMETRIES)

    # -- text ------------------------------------------------------------------------

    def board_rows(self) -> tuple[str, ...]:
        """The rows of the board, top first (for the pictures)."""
        return tuple(re.split(r"[/|]", str(self)))

    def __str__(self) -> str:
        c = self.cells
        return f"{c[0:3]}/{c[3:6]}/{c[6:9]}"

    def __repr__(self) -> str:
        return f"TicTacToe.parse({str(self)!r})"


def _check(diagram: str) -> str:
    name = "tic-tac-toe board"
    board = grid.parse_grid(diagram, CROSS + NOUGHT + EMPTY, name=name, shape=(3, 3))
    if len(board) != 3 or len(board[0]) != 3:
        raise CGTError(f"{name} {diagram!r}: expected 3 rows of 3 squares, like 'X.O/.X./...' "
                       "or the nine squares in a row, like 'X.O.X....'")
    cells = "".join(board)
    xs, os_ = cells.count(CROSS), cells.count(NOUGHT)
    if xs - os_ not in (0, 1):
        raise CGTError(
            f"{name} {diagram!r}: {xs} X and {os_} O; X moves first, so X has as many "
            "marks as O or one more"
        )
    x_line, o_line = _has_line(cells, CROSS), _has_line(cells, NOUGHT)
    if x_line and o_line:
        raise CGTError(f"{name} {diagram!r}: both X and O have a line; the game stops at the first")
    if (x_line and xs == os_) or (o_line and xs > os_):
        winner = CROSS if x_line else NOUGHT
        raise CGTError(
            f"{name} {diagram!r}: {winner} has a line but would be the side to move; "
            "the game stopped when the line was made"
        )
    return cells


def open_lines(position: TicTacToe, mark: str) -> int:
    """The lines ``mark`` can still complete: those without an opposing mark.

    The course's "possibilités de gain". On its example position with X in
    the centre and the bottom-left corner and O in the top-right corner and
    bottom middle, X has 3 (first column, middle row, main diagonal), O 2:

    >>> p = TicTacToe("..O/.X./XO.")
    >>> open_lines(p, "X"), open_lines(p, "O")
    (3, 2)
    """
    other = NOUGHT if mark == CROSS else CROSS
    cells = position.cells
    return sum(1 for line in LINES if all(cells[i] != other for i in line))


#: Scores of finished games in the course's heuristic.
WON, LOST = 100, -100


def course_heuristic(position: TicTacToe, player: str = CROSS) -> int:
    """The course's ``h`` from ``player``'s point of view: 100 if ``player``
    has won, -100 if lost, 0 for a draw, else open lines for ``player``
    minus open lines for the other side.

    >>> course_heuristic(TicTacToe("..O/.X./XO.")), course_heuristic(TicTacToe())
    (1, 0)
    """
    other = NOUGHT if player == CROSS else CROSS
    winner = position.winner()
    if winner is not None:
        return WON if winner == player else LOST
    if EMPTY not in position.cells:
        return 0
    return open_lines(position, player) - open_lines(position, other)


def heuristic(position: TicTacToe) -> int:
    """The course's heuristic for the side to move (the convention of
    negamax search): :func:`course_heuristic` from ``position.player``'s view."""
    return course_heuristic(position, position.player)


def _from_words(words: list[str], options: dict[str, Any]) -> TicTacToe:
    expect_words(words, (0, 3), "one board like X.O/.X./... or X.O.X.... (or its three rows)")
    return TicTacToe(read_diagram(words)) if words else TicTacToe()


RULESET = Ruleset(
    "tictactoe", TicTacToe, "noughts and crosses: a draw with best play",
    "[BOARD]", "a board like X.O/.X./..., X.O.X.... or X.O .X. ... (default: empty)",
    _from_words, example=("XX./OO./...",),
    examples=(("", "the empty board: a draw"), ("XX./OO./...", "X wins at once"),
              ("XX.OO....", "the same board: nine squares, row after row")),
    source="the course's minimax example",
)

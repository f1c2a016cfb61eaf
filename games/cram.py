"""Cram: either player places a domino, in either direction.

Rules (Winning Ways, ch. 7, "Cram"; Lessons in Play; CGSuite's
``game.grid.Cram``, defined there as ``Domineering.ImpartialVariant``):
the board is a grid of cells, some of them blocked. A move covers two
adjacent empty cells, side by side or one above the other, with a domino.
The player who cannot move loses. Cram is impartial: every position is a
nimber.

Diagrams list the rows top first, separated by ``|`` (or ``/``, or
newlines); ``.`` is an empty cell and ``#`` a blocked or covered one, as in
CGSuite and Domineering (:mod:`cgt.games.domineering`).

>>> Cram(".........|##.######").grundy  # CGSuite's GameGridTest: *4
4
>>> Cram.rectangle(1, 6).grundy, Cram.rectangle(2, 2).grundy, Cram.rectangle(3, 3).grundy
(3, 0, 0)

A row of ``n`` cells is Dawson's Kayles with a heap of ``n`` (octal game
``0.07``: a domino takes two cells and may split the row in two). The empty
regions of a board are independent games (:meth:`Cram.components`), each
cropped and keyed by the least of its eight images under the symmetries of
the square (which all keep Cram's moves, since both players place dominoes
both ways): a region and its rotations and reflections share one key.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, ImpartialPosition, grid
from cgt.boards import bitgrid
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    misere_cell,
    position_grundy_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_board, read_diagram

__all__ = ["Cram"]

EMPTY = "."
BLOCKED = "#"

Board = tuple[str, ...]


class Cram(ImpartialPosition):
    """A Cram position: ``Cram("..#|...")``, or :meth:`rectangle`.

    >>> p = Cram("..#|...")
    >>> p.grundy, [str(q) for q in p.moves()][:3]
    (0, ['###|...', '..#|##.', '..#|.##'])
    >>> Cram("..|#x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Cram board '..|#x': row 2, column 2 has 'x';
    cells are one of '.' '#'
    """

    title = "Cram"
    symbols: ClassVar[Mapping[str, Cell]] = {EMPTY: Cell.EMPTY, BLOCKED: Cell.BLOCKED}

    __slots__ = ("board",)

    board: Board

    def __init__(self, diagram: str) -> None:
        self.board = grid.parse_grid(diagram, EMPTY + BLOCKED, name="Cram board")

    @classmethod
    def rectangle(cls, rows: int, columns: int) -> Cram:
        """The empty board of ``rows`` rows and ``columns`` columns.

        >>> Cram.rectangle(2, 3)
        Cram('...|...')
        """
        grid.check_size(rows, columns, "Cram.rectangle")
        return cls._make((EMPTY * columns,) * rows)

    @classmethod
    def _make(cls, board: Board) -> Cram:
        position = object.__new__(cls)
        position.board = board
        return position

    def __str__(self) -> str:
        return grid.format_grid(self.board)

    def __repr__(self) -> str:
        return f"Cram({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cram) and other.board == self.board

    def __hash__(self) -> int:
        return hash(self.board)

    # -- the rules -------------------------------------------------------------------

    def moves(self) -> Iterator[Cram]:
        """Cover two empty cells side by side, then two one above the other."""
        board = self.board
        for r, row in enumerate(board):
            for c in range(len(row) - 1):
                if row[c] == EMPTY and row[c + 1] == EMPTY:
                    covered = row[:c] + BLOCKED * 2 + row[c + 2 :]
                    yield self._make(board[:r] + (covered,) + board[r + 1 :])
        for r in range(len(board) - 1):
            top, bottom = board[r], board[r + 1]
            for c in range(len(top)):
                if top[c] == EMPTY and bottom[c] == EMPTY:
                    yield self._make(board[:r] + (_cover(top, c), _cover(bottom, c))
                                     + board[r + 2 :])

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Cram, ...]:
        """The regions of two empty cells or more, each cropped to its box."""
        found = grid.regions(self.board, lambda cell: cell == EMPTY)
        parts = [cells for cells in found if len(cells) > 1]
        if len(parts) == 1 and len(found) == 1 and len(parts[0]) == _empty_cells(self.board):
            return (self,)
        return tuple(self._make(grid.crop(cells, EMPTY, BLOCKED)) for cells in parts)

    def key(self) -> str:
        """The least image of the board under the symmetries of the square."""
        return min(bitgrid.images(self.board))


def _cover(row: str, c: int) -> str:
    return row[:c] + BLOCKED + row[c + 1 :]


def _empty_cells(board: Board) -> int:
    return sum(row.count(EMPTY) for row in board)


def _from_words(words: list[str], options: dict[str, Any]) -> Cram:
    return read_board(read_diagram(words), "Cram board", Cram, Cram.rectangle)


RULESET = Ruleset(
    "cram", Cram, "place a domino either way; impartial Domineering",
    "BOARD", "a diagram like ...|..# ('.' empty, '#' blocked), or a size like 3x4",
    _from_words, example=("3x4",),
    examples=(("3x3", "*1"), (".........|##.######", "*4, CGSuite's test")),
    source="Winning Ways, ch. 7; CGSuite",
    table=TableSpec(
        "Grundy values of Cram rectangles", rectangle_options(4, 5, 6),
        rectangles("cram", Cram, "Cram: Grundy values of r x c rectangles",
                   position_grundy_cell, "grundy"),
        (("--rows 3 --columns 5", "small boards"),),
        rectangle_positions(Cram),
        misere=rectangles("cram", Cram, "Cram: misère nim values of r x c rectangles",
                          misere_cell, "misere_nim_value")),
)

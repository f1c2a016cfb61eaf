"""Fission: a stone splits in two, vertically for Left, horizontally for Right.

Rules (CGSuite's and cgt-tools' ``Fission``): a board of squares, each
empty, blocked or holding a stone; the stones belong to neither player.
Left picks a stone whose squares directly above and directly below are both
empty, takes it off and puts a stone on each of those two squares. Right
does the same sideways: the squares directly to the left and to the right
of the stone. The player who cannot move loses.

Diagrams are those of cgt-py's ``Fission("..")``: rows top first,
separated by ``|`` (or ``/``, or newlines); ``x`` a stone, ``.`` empty,
``#`` blocked.

>>> Fission(".|x|.").value, Fission(".x.").value, Fission("...|.x.|...").value
(cgt.parse('1'), cgt.parse('-1'), cgt.parse('0'))
>>> [str(p) for p in Fission("...|.x.|...").left_moves()]
['.x.|...|.x.']

A fission only touches the squares beside the stone, so the regions of
unblocked squares, connected through their sides, are independent games,
and a region without a stone is 0 (:meth:`~cgt.games.clobber.StoneGrid.components`;
the board, its regions and their keys are those of
:class:`~cgt.games.clobber.StoneGrid`). Reflecting a region left to right
or top to bottom keeps each player's moves, so the four images share a key;
turning it about its diagonal swaps vertical and horizontal, the two
players' moves, and negates its value (:meth:`Fission.conjugate_board`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell
from cgt.games.clobber import Board, StoneGrid
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram
from cgt.positions import grid

__all__ = ["Fission"]

STONE, EMPTY, BLOCKED = "x", ".", "#"
#: Three squares in a line before and after a fission of the middle one.
_SPLITTABLE, _SPLIT = EMPTY + STONE + EMPTY, STONE + EMPTY + STONE


class Fission(StoneGrid):
    """A Fission position: ``Fission("...|.x.|...")`` (or ``Fission.parse(...)``).

    >>> p = Fission(".x..|....")
    >>> [str(q) for q in p.left_moves()], [str(q) for q in p.right_moves()]
    ([], ['x.x.|....'])
    >>> p.value
    cgt.parse('-2')
    >>> Fission("x.|.o")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.grid.GridError: Fission board 'x.|.o': row 2, column 2 has 'o';
    cells are one of 'x' '.' '#'
    """

    title = "Fission"
    symbols: ClassVar[Mapping[str, Cell]] = {
        STONE: Cell.NEUTRAL, EMPTY: Cell.EMPTY, BLOCKED: Cell.BLOCKED,
    }

    __slots__ = ()

    # The stones are both players': a region with a stone is a game.
    LEFT = RIGHT = STONE
    ALPHABET = STONE + EMPTY + BLOCKED
    BLANK = BLOCKED
    ONE_COLOUR_LIVES = True
    TURN_KEEPS_ROLES = False

    def left_moves(self) -> Iterator[Fission]:
        """Each stone with empty squares above and below it, split onto them."""
        board = self.board
        for r in range(1, len(board) - 1):
            above, row, below = board[r - 1], board[r], board[r + 1]
            for c, cell in enumerate(row):
                if cell == STONE and above[c] == EMPTY and below[c] == EMPTY:
                    yield self._child((
                        *board[: r - 1], _put(above, c, STONE), _put(row, c, EMPTY),
                        _put(below, c, STONE), *board[r + 2 :],
                    ))

    def right_moves(self) -> Iterator[Fission]:
        """Each stone with empty squares left and right of it, split onto them."""
        board = self.board
        for r, row in enumerate(board):
            for c in range(1, len(row) - 1):
                if row[c - 1 : c + 2] == _SPLITTABLE:
                    yield self._child((*board[:r], _put(row, c - 1, _SPLIT, 3), *board[r + 1 :]))

    def _child(self, board: Board) -> Fission:
        """The position after a move to ``board``. A move blocks no square,
        so the child of a single cropped region is a single cropped region
        (the solver's usual case: it splits a board into regions first)."""
        child = self._make(board)
        if self._parts is not None and len(self._parts) == 1 and self._parts[0] is self:
            child._parts = (child,)
        return child

    def conjugate_board(self) -> Board:
        """The board turned about its diagonal: Left's vertical fissions
        become horizontal ones, Right's, so it is worth minus this one.

        >>> Fission(".x.").conjugate_key() == Fission(".|x|.").key()
        True
        >>> Fission("x..|...").key() == Fission("...|..x").key() == Fission("..x|...").key()
        True
        >>> Fission(".x.").key() == Fission(".|x|.").key()
        False
        """
        return grid.transpose(self.board)


def _put(row: str, c: int, cells: str, width: int = 1) -> str:
    """``row`` with the ``width`` squares from column ``c`` replaced by ``cells``."""
    return row[:c] + cells + row[c + width :]


def _from_words(words: list[str], options: dict[str, Any]) -> Fission:
    return Fission(read_diagram(words))


RULESET = Ruleset(
    "fission", Fission, "a stone splits in two: vertically for Left, sideways for Right",
    "DIAGRAM", "a board like ...|.x.|... (x a stone, . empty, # blocked)",
    _from_words, example=("...|.x.|x.#|...",),
    examples=((".|x|.", "worth 1"), ("...|.x.|...", "worth 0"),
              ("...|.x.|x.#|...", "hot: {2|0}")),
    source="CGSuite; cgt-tools",
)

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

from collections.abc import Mapping
from typing import Any, ClassVar

from cgt import Cell, grid
from cgt.boards.stone_solver import StoneRules
from cgt.games.clobber import Board, StoneGrid
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Fission"]

STONE, EMPTY, BLOCKED = "x", ".", "#"


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
    cgt.boards.grid.GridError: Fission board 'x.|.o': row 2, column 2 has 'o';
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
    #: The ruleset as :mod:`cgt.boards.stone_solver` solves it on bitboards.
    _STONES = StoneRules("Fission", jumping=False, splitting=True)

    def left_moves(self) -> list[Fission]:
        """Each stone with empty squares above and below it, split onto them."""
        return self._fissions(self._shape.stride)

    def right_moves(self) -> list[Fission]:
        """Each stone with empty squares left and right of it, split onto them."""
        return self._fissions(1)

    def _fissions(self, step: int) -> list[Fission]:
        """The stones with an empty square ``step`` bits either side of them,
        ``x & e >> step & e << step`` at once, each split onto those squares.
        A move blocks no square, so the child of a single cropped region is
        a single cropped region (the solver's usual case: it splits a board
        into regions first)."""
        box, x, e = self._shape, self._x, self._e
        single = self._parts is not None and len(self._parts) == 1 and self._parts[0] is self
        children = []
        places = x & e >> step & e << step
        while places:
            stone = places & -places
            places ^= stone
            halves = stone << step | stone >> step
            child = self._of(box, x ^ stone ^ halves, 0, e ^ stone ^ halves)
            if single:
                child._parts = (child,)
            children.append(child)
        return children

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

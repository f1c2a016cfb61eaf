"""Amazons: move a queen, then shoot an arrow that burns a square.

Rules (Walter Zamkauskas, 1988; Berlekamp, *Sums of 2×3 Amazons positions*,
2000; Müller and Tegos, *Experiments in computer Amazons*, 2002; the
convention of CGSuite and cgt-tools): a board of squares, each empty,
burned or holding an amazon. Left (``x``) moves one of her amazons like a
chess queen, any distance along a row, a column or a diagonal, over empty
squares only, to an empty square; from there the amazon shoots an arrow,
again like a queen, onto an empty square (the one it has just left among
them), which is burned for the rest of the game. Right moves his ``o``
amazons the same way. The player who cannot move loses.

Diagrams are those of cgt-py's ``Amazons("..")``: rows top first, separated
by ``|`` (or ``/``, or newlines); ``x`` Left's amazon, ``o`` Right's, ``.``
empty, ``#`` burned.

>>> Amazons("x.").value, Amazons("x..").value, Amazons("x.|.o").value
(cgt.parse('1'), cgt.parse('2'), cgt.parse('0'))
>>> sorted(str(p) for p in Amazons("x..").left_moves())
['#.x', '#x.', '.#x', '.x#']

Neither a queen nor an arrow crosses a burned square, so the regions of
unburned squares, connected through their sides and their corners, are
independent games; unlike Clobber's, a region holding amazons of one colour
only is not dead: its owner still has moves to make there (``x..`` is 2).
Keys are shared by the 8 images of a region under rotations and
reflections, which map queen moves to queen moves (see
:class:`cgt.games.clobber.StoneGrid`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cgt import BoardStyle
from cgt.boards import bitgrid
from cgt.games.clobber import StoneGrid
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Amazons"]



class Amazons(StoneGrid):
    """An Amazons position: ``Amazons("x..|#..|..o")`` (or ``Amazons.parse(...)``).

    >>> p = Amazons("x.o")
    >>> [str(q) for q in p.left_moves()], [str(q) for q in p.right_moves()]
    (['#xo'], ['xo#'])
    >>> p.value
    cgt.parse('*')
    >>> Amazons("x.|.q")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Amazons board 'x.|.q': row 2, column 2 has 'q';
    cells are one of 'x' 'o' '.' '#'
    """

    title = "Amazons"
    board_style = BoardStyle.CHECKERED  # a chessboard, as the game is played

    __slots__ = ()

    ALPHABET = "xo.#"
    BLANK = "#"
    DIAGONAL = True
    ONE_COLOUR_LIVES = True

    def left_moves(self) -> list[Amazons]:
        return self._moves(True)

    def right_moves(self) -> list[Amazons]:
        return self._moves(False)

    def _moves(self, left: bool) -> list[Amazons]:
        """Each queen move of each of the player's amazons, then each arrow
        from where it lands: a queen slides one shift at a time while it
        meets empty squares (the spare column stops it at a row's end)."""
        box, x, o, e = self._shape, self._x, self._o, self._e
        mine, theirs = (x, o) if left else (o, x)
        steps = _queen_steps(box.stride)
        of = self._of
        children = []
        for start in bitgrid.bits(mine):
            free = e | start  # the square it leaves is empty, for its arrow too
            for target in _reach(start, free, steps):
                moved, after = mine ^ start ^ target, free ^ target
                for arrow in _reach(target, after, steps):
                    children.append(of(box, moved, theirs, after ^ arrow) if left
                                    else of(box, theirs, moved, after ^ arrow))
        return children


def _queen_steps(stride: int) -> tuple[int, ...]:
    """The shifts of the eight directions of a queen on a board of ``stride``:
    positive ones move to higher bits (down the board or right), negative lower."""
    return (-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1)


def _reach(square: int, empty: int, steps: tuple[int, ...]) -> Iterator[int]:
    """The empty squares a queen on ``square`` reaches, direction by direction."""
    for step in steps:
        reached = square << step if step > 0 else square >> -step
        while reached & empty:
            yield reached
            reached = reached << step if step > 0 else reached >> -step


def _from_words(words: list[str], options: dict[str, Any]) -> Amazons:
    return Amazons(read_diagram(words))


RULESET = Ruleset(
    "amazons", Amazons, "move a queen, then shoot an arrow that burns a square",
    "DIAGRAM", "a board like x..|#..|..o (x Left, o Right, . empty, # burned)",
    _from_words, example=("x..|#..|..o",),
    examples=(("x..", "worth 2"), ("x.|.o", "worth 0"), ("x..|#..|..o", "a hot game")),
    source="Zamkauskas (1988); Berlekamp (2000)",
    dot_examples=(("x..", "worth 2"), ("x.o", "worth *")),
)

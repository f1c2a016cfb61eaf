"""Konane: Hawaiian checkers; jump over enemy stones in a straight line.

Rules (Ernst, *Playing Konane mathematically*, 1995; the convention of
CGSuite and cgt-tools): a board of cells, each empty, blocked
or holding a stone. Left (``x``) moves one of her stones orthogonally over
an adjacent stone of Right (``o``) into the empty cell just beyond, removing
the stone jumped; she may carry on jumping in the same direction, over one
enemy stone into the next empty cell each time, and stop after any jump.
Right moves his ``o`` stones the same way. The player who cannot move loses.

Diagrams are those of cgt-py's ``Konane("..")`` and CGSuite: rows top first,
separated by ``|`` (or ``/``, or newlines); ``x`` Left's stone, ``o``
Right's, ``.`` empty, ``#`` blocked.

>>> Konane("xo.").value, Konane("xo.o.").value, Konane("xoxo").value
(cgt.parse('1'), cgt.parse('1'), cgt.parse('0'))
>>> [str(p) for p in Konane("xo.o.").left_moves()]
['..xo.', '....x']

A jump runs along a line of adjacent cells, so a stone never leaves its
4-connected region of unblocked cells: the regions (cut by ``#`` and the
board's edges) are independent games, and a region with stones of one
colour only is dead. Keys are shared by the 8 images of a region under
rotations and reflections (see :class:`cgt.games.clobber.StoneGrid`).
"""

from __future__ import annotations

from typing import Any

from cgt.boards import stone_boards
from cgt.boards.stone_solver import StoneRules
from cgt.games.clobber import StoneGrid
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Konane"]


class Konane(StoneGrid):
    """A Konane position: ``Konane("xo.|.ox")`` (or ``Konane.parse(...)``).

    >>> Konane("x.|o.|..").value, Konane("x#o.").value
    (cgt.parse('1'), cgt.parse('0'))
    >>> Konane("xo.|.ok")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Konane board 'xo.|.ok': row 2, column 3 has 'k';
    cells are one of 'x' 'o' '.' '#'
    """

    title = 'Konane'

    __slots__ = ()

    ALPHABET = "xo.#"
    BLANK = "#"
    _STONES = StoneRules("Konane", jumping=True)

    def left_moves(self) -> list[Konane]:
        return self._jumps(True)

    def right_moves(self) -> list[Konane]:
        return self._jumps(False)

    def _jumps(self, left: bool) -> list[Konane]:
        """Each run of one jump or more of each stone of the player, along
        each direction (:func:`cgt.boards.stone_boards.jumps`)."""
        box = self._shape
        # A jump keeps the region of unblocked cells, so the child of a
        # single cropped group is one (or dead: one colour left).
        single = self._parts is not None and len(self._parts) == 1 and self._parts[0] is self
        new = object.__new__
        cls = type(self)
        children = []
        for x, o, e in stone_boards.jumps(box, self._x, self._o, self._e, left):
            child = new(cls)
            child._shape, child._x, child._o, child._e = box, x, o, e
            child._rows = child._key = None
            child._parts = ((child,) if x and o else ()) if single else None
            children.append(child)
        return children


def _from_words(words: list[str], options: dict[str, Any]) -> Konane:
    return Konane(read_diagram(words))


RULESET = Ruleset(
    "konane", Konane, "Hawaiian checkers: jump orthogonally over enemy stones",
    "DIAGRAM", "a board like xo.|.ox (x Left, o Right, . empty, # blocked)",
    _from_words, example=("xo.o.",),
    examples=(("xo.o.", "worth 1"), ("x.|o.|..", "worth 1")),
    source="Ernst (1995)",
)

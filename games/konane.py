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
    cgt.positions.grid.GridError: Konane board 'xo.|.ok': row 2, column 3 has 'k';
    cells are one of 'x' 'o' '.' '#'
    """

    title = 'Konane'

    __slots__ = ()

    ALPHABET = "xo.#"
    BLANK = "#"

    def left_moves(self) -> list[Konane]:
        return self._jumps(True)

    def right_moves(self) -> list[Konane]:
        return self._jumps(False)

    def _jumps(self, left: bool) -> list[Konane]:
        """Each run of one jump or more of each stone of the player, along
        each direction. The stones that can jump ``k`` times along ``step``
        are those that can jump ``k - 1`` times with an enemy stone
        ``2k - 1`` steps away and an empty cell ``2k`` steps away: a shift
        and a mask a jump, for all stones at once."""
        box, x, o, e = self._shape, self._x, self._o, self._e
        mine, theirs = (x, o) if left else (o, x)
        # A jump keeps the region of unblocked cells, so the child of a
        # single cropped group is one (or dead: one colour left).
        single = self._parts is not None and len(self._parts) == 1 and self._parts[0] is self
        new = object.__new__
        cls = type(self)
        children = []
        for step in (1, -1, box.stride, -box.stride):
            forward = step > 0
            size = step if forward else -step
            if forward:
                starts = mine & theirs >> size & e >> 2 * size
            else:
                starts = mine & theirs << size & e << 2 * size
            jumped = 0  # the cells jumped over, from the landing cell (or start) on
            k = 1
            while starts:
                jumped |= 1 << (2 * k - 1) * size
                places = starts
                while places:
                    start = places & -places
                    places ^= start
                    if forward:
                        landing = start << 2 * k * size
                        over = start * jumped
                    else:
                        landing = start >> 2 * k * size
                        over = landing * jumped
                    moved, taken = mine ^ start ^ landing, theirs ^ over
                    child = new(cls)
                    child._shape = box
                    if left:
                        child._x, child._o = moved, taken
                    else:
                        child._x, child._o = taken, moved
                    child._e = e ^ start ^ landing ^ over
                    child._rows = child._key = None
                    child._parts = ((child,) if taken else ()) if single else None
                    children.append(child)
                k += 1
                if forward:
                    starts &= theirs >> (2 * k - 1) * size & e >> 2 * k * size
                else:
                    starts &= theirs << (2 * k - 1) * size & e << 2 * k * size
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

"""Elephants and Rhinos: Toads and Frogs without jumps.

Rules (Lessons in Play, ch. 1; CGSuite's ``game.strip.ElephantsAndRhinos``,
which is its ``GenToadsAndFrogs(maxJump => 0)``): a strip of cells, each
empty or holding an elephant (Left's, ``t``) or a rhino (Right's, ``f``).
Left moves an elephant one cell right into an empty cell; Right moves a
rhino one cell left into an empty cell. Nobody jumps, so no piece ever
passes another. The player who cannot move loses.

Diagrams are those of :mod:`cgt.games.toads_and_frogs` (CGSuite's letters):
``t`` elephant, ``f`` rhino, ``.`` empty.

>>> ElephantsAndRhinos("tttt..fff").value  # CGSuite's GameStripTest
cgt.parse('1')
>>> ElephantsAndRhinos("t.f").value, ElephantsAndRhinos("t..").value
(cgt.parse('*'), cgt.parse('2'))

Where the strip splits (:meth:`ElephantsAndRhinos.components`): a rhino
only ever moves left and an elephant right, and neither passes a piece. So
when a rhino has an elephant next to its right, with only empty cells
between them, nothing ever crosses the cells between them: the pieces left
of them stay left (the rhino and all it guards), the pieces right of them
stay right, and those empty cells are never entered. The strip is cut
there, and those cells dropped; so are empty cells left of a first piece
that is an elephant, and right of a last piece that is a rhino.

>>> [str(p) for p in ElephantsAndRhinos("..t.f..t.ft..").components()]
['t.f', 't.f', 't..']
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, Position
from cgt.games.registry import Ruleset
from cgt.games.toads_and_frogs import EMPTY, FROG, TOAD, Strip
from cgt.games.words import read_diagram

__all__ = ["ElephantsAndRhinos"]

_SWAP = str.maketrans(TOAD + FROG, FROG + TOAD)
#: A rhino, the empty cells after it, and the elephant after them: a cut.
_CUT = re.compile(r"(?<=f)\.*(?=t)")


class ElephantsAndRhinos(Strip, Position):
    """A strip: ``ElephantsAndRhinos("tt..ff")``, elephants ``t``, rhinos ``f``."""

    title = "Elephants and Rhinos"
    symbols: ClassVar[Mapping[str, Cell]] = {TOAD: Cell.LEFT, FROG: Cell.RIGHT,
                                             EMPTY: Cell.EMPTY}

    __slots__ = ()

    def left_moves(self) -> Iterator[ElephantsAndRhinos]:
        """An elephant one cell right, into an empty cell."""
        return self._steps(TOAD + EMPTY, EMPTY + TOAD)

    def right_moves(self) -> Iterator[ElephantsAndRhinos]:
        """A rhino one cell left, into an empty cell."""
        return self._steps(EMPTY + FROG, FROG + EMPTY)

    def _steps(self, before: str, after: str) -> Iterator[ElephantsAndRhinos]:
        strip = self.strip
        at = strip.find(before)
        while at >= 0:
            yield self._make(strip[:at] + after + strip[at + 2 :])
            at = strip.find(before, at + 1)

    def components(self) -> tuple[ElephantsAndRhinos, ...]:
        """The stretches between a rhino and an elephant to its right (see the module)."""
        parts = [p for p in (_trimmed(part) for part in _CUT.split(self.strip)) if p]
        if len(parts) == 1 and parts[0] == self.strip:
            return (self,)
        return tuple(self._make(p) for p in parts)

    def key(self) -> Hashable:
        return tuple(sorted(p.strip for p in self.components()))

    def conjugate_key(self) -> Hashable:
        """The strip read backwards, elephants and rhinos swapped: minus this.

        >>> ElephantsAndRhinos("tt.f").conjugate_key() == ElephantsAndRhinos("t.ff").key()
        True
        """
        return tuple(sorted(p.strip[::-1].translate(_SWAP) for p in self.components()))


def _trimmed(part: str) -> str:
    """Without the empty cells no piece ever enters: left of a first elephant,
    right of a last rhino (and nothing when no piece is left)."""
    pieces = part.strip(EMPTY)
    if not pieces:
        return ""
    if pieces[0] == TOAD:
        part = part.lstrip(EMPTY)
    if pieces[-1] == FROG:
        part = part.rstrip(EMPTY)
    return part


def _from_words(words: list[str], options: dict[str, Any]) -> ElephantsAndRhinos:
    return ElephantsAndRhinos(read_diagram(words))


RULESET = Ruleset(
    "elephants-and-rhinos", ElephantsAndRhinos, "elephants step right, rhinos left; no jumps",
    "STRIP", "a strip like tt..ff (t elephant, f rhino, . empty)",
    _from_words, example=("tttt..fff",),
    examples=(("tttt..fff", "1 (CGSuite)"), ("t.f", "*")),
    source="Lessons in Play; CGSuite's game.strip.ElephantsAndRhinos",
)

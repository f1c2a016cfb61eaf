"""Toads and Frogs: toads hop right, frogs hop left, on a strip of cells.

Rules (Winning Ways, ch. 1; Erickson, *New Toads and Frogs results*, 1996;
CGSuite's ``ToadsAndFrogs``): a strip of cells, each empty or holding a toad
or a frog. Left moves a toad (``t``) one cell to the right into an empty
cell, or jumps it over one frog just to its right into the empty cell beyond.
Right moves a frog (``f``) the same way to the left, over one toad. The
player who cannot move loses.

Diagrams are the strip left to right: ``t`` toad, ``f`` frog, ``.`` empty
(capitals are read too).

>>> ToadsAndFrogs.parse("t.f").value, ToadsAndFrogs.parse("t..").value
(cgt.parse('*'), cgt.parse('2'))
>>> [str(p) for p in ToadsAndFrogs.parse("tf.f").left_moves()]
['.ftf']

Where the strip splits (:meth:`ToadsAndFrogs.components`). Call a set ``D``
of pieces *stuck* when every piece in ``D`` is blocked by the board's edge
or by pieces of ``D``:

- a toad at cell ``i`` whose right neighbour ``i+1`` is off the board or a
  toad of ``D``, or is a frog of ``D`` with ``i+2`` off the board or holding
  a piece of ``D``;
- a frog, mirror-wise (its left neighbour is the edge or a frog of ``D``,
  or a toad of ``D`` with the cell beyond it the edge or in ``D``).

Claim: the pieces of such a ``D`` never move, whatever is played. By
induction on the moves played: if no piece of ``D`` has moved yet, the
cells a piece of ``D`` needs (its neighbour, or the cell beyond it) still
hold pieces of ``D`` or are off the board, so it has no move now. The
largest stuck set is found by starting from all pieces and dropping those
that break the rule until none does. Its pieces are walls: a free piece
next to a wall piece, on the side it moves to, would be stuck by the same
rule (a toad before a stuck toad; a toad before a stuck frog is excluded
because that frog is stuck only when its left neighbour is in ``D``), so no
free piece ever steps onto, or jumps over, a wall piece. A free piece
before a wall meets exactly what it meets at the board's edge: no step and
no jump. So the stretches of cells between walls are independent games,
each worth what it is worth as a strip of its own; the walls are worth 0.

>>> [str(p) for p in ToadsAndFrogs.parse("t.f.ttff.t.f").components()]
['t.f.', '.t.f']
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar, Self

from cgt import Cell, CGTError, Position
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Strip", "ToadsAndFrogs"]

TOAD, FROG, EMPTY = "t", "f", "."


class Strip:
    """What a position on a strip of cells is, whatever its rules: its text
    ``strip``, read by ``parse``, printed, compared and hashed by it."""

    __slots__ = ("strip",)

    strip: str

    def __init__(self, diagram: str) -> None:
        self.strip = _parse(diagram)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The strip drawn by ``text``."""
        return cls(text)

    @classmethod
    def _make(cls, strip: str) -> Self:
        position = object.__new__(cls)
        position.strip = strip
        return position

    def __str__(self) -> str:
        return self.strip

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.strip!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Strip) and other.strip == self.strip

    def __hash__(self) -> int:
        return hash(self.strip)


class ToadsAndFrogs(Strip, Position):
    """A Toads and Frogs strip: ``ToadsAndFrogs("ttt..fff")`` or ``.parse(...)``.

    >>> ToadsAndFrogs("tt.ff").value, ToadsAndFrogs("ttt..fff").value
    (cgt.parse('*'), cgt.parse('±1/8'))
    >>> ToadsAndFrogs("t.x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Toads and Frogs strip 't.x': cell 3 is 'x';
    cells are 't' (toad), 'f' (frog) or '.' (empty)
    """

    title = 'Toads and Frogs'
    symbols: ClassVar[Mapping[str, Cell]] = {"t": Cell.LEFT, "f": Cell.RIGHT, ".": Cell.EMPTY}

    __slots__ = ()

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[ToadsAndFrogs]:
        """A toad one cell right, or over a frog."""
        return self._hops(TOAD, FROG, 1)

    def right_moves(self) -> Iterator[ToadsAndFrogs]:
        """A frog one cell left, or over a toad."""
        return self._hops(FROG, TOAD, -1)

    def _hops(self, piece: str, other: str, step: int) -> Iterator[ToadsAndFrogs]:
        strip = self.strip
        n = len(strip)
        for i, cell in enumerate(strip):
            if cell != piece:
                continue
            j = i + step
            if 0 <= j < n and strip[j] == EMPTY:
                yield self._make(_moved(strip, i, j, piece))
            elif (
                0 <= j < n and strip[j] == other and 0 <= j + step < n
                and strip[j + step] == EMPTY
            ):
                yield self._make(_moved(strip, i, j + step, piece))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[ToadsAndFrogs, ...]:
        """The stretches between stuck pieces (see the module) in which both
        players, or at least one, can still move."""
        stuck = _stuck(self.strip)
        parts = []
        start = 0
        for i in [*sorted(stuck), len(self.strip)]:
            piece = self.strip[start:i]
            if TOAD in piece or FROG in piece:
                parts.append(piece)
            start = i + 1
        if len(parts) == 1 and parts[0] == self.strip:
            return (self,)
        return tuple(self._make(p) for p in parts)

    def key(self) -> Hashable:
        parts = self.components()
        if len(parts) == 1 and parts[0] is self:
            return self.strip
        return tuple(sorted(p.strip for p in parts))

    def conjugate_key(self) -> Hashable:
        """The key of the strip read backwards with toads and frogs swapped:
        the players swap roles, so it is worth minus this one.

        >>> ToadsAndFrogs("tt.f").conjugate_key() == ToadsAndFrogs("t.ff").key()
        True
        """
        parts = self.components()
        if len(parts) == 1 and parts[0] is self:
            return _conjugate_strip(self.strip)
        return tuple(sorted(_conjugate_strip(p.strip) for p in parts))


def _conjugate_strip(strip: str) -> str:
    return strip[::-1].translate(_SWAP_PIECES)


_SWAP_PIECES = str.maketrans(TOAD + FROG, FROG + TOAD)


def _moved(strip: str, start: int, end: int, piece: str) -> str:
    cells = list(strip)
    cells[start] = EMPTY
    cells[end] = piece
    return "".join(cells)


def _stuck(strip: str) -> set[int]:
    """The cells of the largest set of stuck pieces (see the module)."""
    n = len(strip)
    stuck = {i for i, cell in enumerate(strip) if cell != EMPTY}

    def wall(i: int) -> bool:  # off the board, or a stuck piece
        return not 0 <= i < n or i in stuck

    changed = True
    while changed:
        changed = False
        for i in sorted(stuck):
            step = 1 if strip[i] == TOAD else -1
            j = i + step
            blocked = not 0 <= j < n or (
                j in stuck and (strip[j] == strip[i] or wall(j + step))
            )
            if not blocked:
                stuck.discard(i)
                changed = True
    return stuck


def _parse(text: str) -> str:
    if not isinstance(text, str):
        raise CGTError(f"Toads and Frogs strip must be text, not {type(text).__name__}")
    strip = text.strip().lower()
    if not strip:
        raise CGTError(f"Toads and Frogs strip {text!r} is empty: expected cells like 'tt..ff'")
    for i, cell in enumerate(strip, start=1):
        if cell not in (TOAD, FROG, EMPTY):
            raise CGTError(
                f"Toads and Frogs strip {text!r}: cell {i} is {cell!r}; "
                "cells are 't' (toad), 'f' (frog) or '.' (empty)"
            )
    return strip


def _from_words(words: list[str], options: dict[str, Any]) -> ToadsAndFrogs:
    return ToadsAndFrogs(read_diagram(words))


RULESET = Ruleset(
    "toads-and-frogs", ToadsAndFrogs, "toads hop right, frogs hop left",
    "STRIP", "a strip like ttt..fff (t toad, f frog, . empty)",
    _from_words, example=("ttt..fff",),
    examples=(("ttt..fff", "±1/8"), ("t.f", "*")),
    source="Winning Ways, ch. 1",
)

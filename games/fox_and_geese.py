"""Fox and Geese: a loopy game whose positions are stoppers.

Rules (Winning Ways, ch. 22; CGSuite's ``FoxAndGeese``): on the dark
squares of a board, the geese (Left) each move one square diagonally
forward, up the diagram; the fox (Right) moves one square diagonally in any
direction. Nothing is ever captured, no square holds two pieces, and the
player who cannot move loses: the geese when they have run out of forward
moves, the fox when it is penned in. The fox can go back and forth for
ever but the geese cannot, so no play alternates for ever: every position
is a stopper, and its value counts how many spare moves the geese have
(``on`` and ``off`` at the extremes).

Once the fox is level with the rearmost goose or behind it, or one step
from there with the way open, it can never be caught: as CGSuite does,
the position is then worth ``off`` (the fox moves for ever, the geese
run out of moves).

Diagrams list the rows from the top down, ``/`` between rows: ``G`` a
goose, ``F`` the fox, ``.`` an empty square. Pieces stand on squares of
one colour (row + column even, counted from the top left).

>>> p = FoxAndGeese("..../.G.G/F...")
>>> p.value, str(p.value.outcome)
(cgt.parse('off'), 'R')
>>> q = FoxAndGeese("F.../.G.G/..../....")
>>> q.value, str(q.left_result), str(q.right_result)
(cgt.parse('1'), 'win in 1', 'loss in 0')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from cgt import CGTError, LoopyPartizanPosition
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["FoxAndGeese"]

Square = tuple[int, int]


class FoxAndGeese(LoopyPartizanPosition):
    """A position: ``FoxAndGeese("F.../.G.G/..../....")``."""

    title = "Fox and Geese"

    __slots__ = ("fox", "geese", "shape")

    fox: Square
    geese: frozenset[Square]
    shape: tuple[int, int]

    def __init__(self, diagram: str) -> None:
        rows = [row.strip() for row in diagram.replace("|", "/").replace("\n", "/").split("/")]
        shown = f"Fox and Geese {diagram!r}"
        if not rows or any(len(row) != len(rows[0]) for row in rows) or not rows[0]:
            raise CGTError(f"{shown}: rows of equal length, '/' between them")
        fox: list[Square] = []
        geese: list[Square] = []
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                if cell not in "GF.":
                    raise CGTError(f"{shown}: row {r + 1}, column {c + 1} is {cell!r}; "
                                   "expected G (goose), F (fox) or '.'")
                if cell != "." and (r + c) % 2:
                    raise CGTError(f"{shown}: row {r + 1}, column {c + 1} is a light square; "
                                   "pieces stand where row + column is even")
                if cell == "F":
                    fox.append((r, c))
                elif cell == "G":
                    geese.append((r, c))
        if len(fox) != 1 or not geese:
            raise CGTError(f"{shown}: one fox and at least one goose are needed")
        self._set(fox[0], frozenset(geese), (len(rows), len(rows[0])))

    def _set(self, fox: Square, geese: frozenset[Square], shape: tuple[int, int]) -> None:
        object.__setattr__(self, "fox", fox)
        object.__setattr__(self, "geese", geese)
        object.__setattr__(self, "shape", shape)

    def _make(self, fox: Square, geese: frozenset[Square]) -> FoxAndGeese:
        made = object.__new__(FoxAndGeese)
        made._set(fox, geese, self.shape)
        return made

    # -- the rules -------------------------------------------------------------------------------

    def _inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.shape[0] and 0 <= c < self.shape[1]

    @property
    def escaped(self) -> bool:
        """The fox is level with the rearmost goose or behind it, or one step
        from there with an empty square to step to: it can never be caught."""
        rear = max(r for r, _ in self.geese)
        r, c = self.fox
        if r >= rear:
            return True
        return r == rear - 1 and any(
            self._inside(r + 1, c + dc) and (r + 1, c + dc) not in self.geese for dc in (-1, 1))

    def left_moves(self) -> Iterator[FoxAndGeese]:
        """A goose one square diagonally up (none once the fox is free)."""
        if self.escaped:
            return
        for goose in sorted(self.geese):
            for dc in (-1, 1):
                to = (goose[0] - 1, goose[1] + dc)
                if self._inside(*to) and to != self.fox and to not in self.geese:
                    yield self._make(self.fox, (self.geese - {goose}) | {to})

    def right_moves(self) -> Iterator[FoxAndGeese]:
        """The fox one square diagonally (a free fox just passes: off)."""
        if self.escaped:
            yield self
            return
        r, c = self.fox
        for dr in (-1, 1):
            for dc in (-1, 1):
                to = (r + dr, c + dc)
                if self._inside(*to) and to not in self.geese:
                    yield self._make(to, self.geese)

    def key(self) -> Hashable:
        return (self.shape, None, None) if self.escaped else (self.shape, self.fox, self.geese)

    # -- text ------------------------------------------------------------------------------------

    @property
    def board(self) -> tuple[str, ...]:
        n, m = self.shape
        return tuple("".join("F" if (r, c) == self.fox else "G" if (r, c) in self.geese else "."
                             for c in range(m)) for r in range(n))

    def __str__(self) -> str:
        return "/".join(self.board)

    def __repr__(self) -> str:
        return f"FoxAndGeese({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FoxAndGeese):
            return NotImplemented
        return (self.fox, self.geese, self.shape) == (other.fox, other.geese, other.shape)

    def __hash__(self) -> int:
        return hash((self.fox, self.geese, self.shape))


def _from_words(words: list[str], options: dict[str, Any]) -> FoxAndGeese:
    return FoxAndGeese(read_diagram(words))


RULESET = Ruleset(
    "fox-and-geese", FoxAndGeese,
    "geese (Left) step forward to pen in the fox (Right), who steps any way (a loopy game)",
    "DIAGRAM", "rows from the top, '/' between them: G goose, F fox, . empty",
    _from_words, example=("F.../.G.G/..../....",),
    examples=(("F.../.G.G/..../....", "worth 1: the fox is penned in, a goose has a move to spare"),
              ("..../.G.G/F...", "worth off: the fox is free")),
    source="Winning Ways, ch. 22; CGSuite's FoxAndGeese",
)

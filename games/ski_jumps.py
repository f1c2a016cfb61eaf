"""Ski Jumps: skiers slide across a slope; a jumper leaps over an opponent below.

Rules (Winning Ways, ch. 2, "Ski-Jumps"; cgt-tools'
``short::partizan::games::ski_jumps``): a grid of squares, each empty or
holding a skier. Left's skiers move East (right), Right's West (left):
a move slides one skier any number of empty squares along its row, and a
skier may slide off the edge of the board (it is gone). A *jumper* may
instead jump straight down over an opponent's skier on the square just
below it, to the square below that, which must be on the board and empty;
the skier jumped over becomes a *slipper*, which slides but never jumps.
The player who cannot move loses.

Boards are written row by row from the top, rows separated by ``|`` (or
``/``, or new lines), as cgt-tools writes them: ``.`` empty, ``L`` and
``l`` a jumper and a slipper of Left's, ``R`` and ``r`` of Right's.

>>> SkiJumps("...L....|..R.....|........").value  # cgt-tools' test: 2
cgt.parse('2')
>>> SkiJumps(".L...|.R...|.....").value  # Left may jump: 5/2
cgt.parse('5/2')
>>> print(SkiJumps("L.R"))
L.R
>>> SkiJumps("L.R").value  # the skiers block each other: whoever moves first wins
cgt.parse('*')
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping
from typing import ClassVar

from cgt import Cell, CGTError, Position
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["SkiJumps", "SkiJumpsError"]

EMPTY = "."
#: Each side's jumper and slipper, and the opponent's skiers it may jump.
LEFT_JUMPER, LEFT_SLIPPER, RIGHT_JUMPER, RIGHT_SLIPPER = "L", "l", "R", "r"
SKIERS = LEFT_JUMPER + LEFT_SLIPPER + RIGHT_JUMPER + RIGHT_SLIPPER


class SkiJumpsError(CGTError):
    """A Ski Jumps board that cannot be read."""


class SkiJumps(Position):
    """A Ski Jumps board: ``SkiJumps("L....|....R|.....")``, rows from the top.

    >>> SkiJumps("L..|.x.")
    Traceback (most recent call last):
    ...
    cgt.games.ski_jumps.SkiJumpsError: Ski Jumps 'L..|.x.': 'x' in row 2 is not a square \
(. empty, L l Left's jumper and slipper, R r Right's)
    """

    title = "Ski Jumps"
    symbols: ClassVar[Mapping[str, Cell]] = {
        EMPTY: Cell.EMPTY, LEFT_JUMPER: Cell.LEFT, LEFT_SLIPPER: Cell.LEFT,
        RIGHT_JUMPER: Cell.RIGHT, RIGHT_SLIPPER: Cell.RIGHT}

    __slots__ = ("rows",)

    #: The rows from the top, each a string of ``.LlRr``, all of one width.
    rows: tuple[str, ...]

    def __init__(self, diagram: str) -> None:
        self.rows = _read(diagram)

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[SkiJumps]:
        """Slide a skier of Left's East, or jump a Left jumper down."""
        return self._moves(LEFT_JUMPER + LEFT_SLIPPER, 1, RIGHT_JUMPER + RIGHT_SLIPPER,
                           RIGHT_SLIPPER)

    def right_moves(self) -> Iterator[SkiJumps]:
        """Slide a skier of Right's West, or jump a Right jumper down."""
        return self._moves(RIGHT_JUMPER + RIGHT_SLIPPER, -1, LEFT_JUMPER + LEFT_SLIPPER,
                           LEFT_SLIPPER)

    def _moves(self, own: str, step: int, theirs: str, demoted: str) -> Iterator[SkiJumps]:
        rows, width = self.rows, len(self.rows[0]) if self.rows else 0
        for y, row in enumerate(rows):
            for x, skier in enumerate(row):
                if skier not in own:
                    continue
                to = x + step
                while True:
                    if not 0 <= to < width:  # off the board: the skier is gone
                        yield self._placed({(x, y): EMPTY})
                        break
                    if row[to] != EMPTY:
                        break
                    yield self._placed({(x, y): EMPTY, (to, y): skier})
                    to += step
                if (skier == own[0] and y + 2 < len(rows) and rows[y + 1][x] in theirs
                        and rows[y + 2][x] == EMPTY):
                    yield self._placed({(x, y): EMPTY, (x, y + 1): demoted, (x, y + 2): skier})

    def _placed(self, changes: dict[tuple[int, int], str]) -> SkiJumps:
        rows = list(self.rows)
        for (x, y), square in changes.items():
            rows[y] = rows[y][:x] + square + rows[y][x + 1:]
        position = object.__new__(SkiJumps)  # checked rows: no need to read them again
        position.rows = tuple(rows)
        return position

    # -- what the solver uses ------------------------------------------------------------

    def key(self) -> Hashable:
        return self.rows

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return "|".join(self.rows)

    def __repr__(self) -> str:
        return f"SkiJumps({str(self)!r})"

    def board_rows(self) -> tuple[str, ...]:
        """The rows, top first, for the board pictures."""
        return self.rows

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SkiJumps) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(self.rows)


def _read(diagram: object) -> tuple[str, ...]:
    if not isinstance(diagram, str):
        raise SkiJumpsError(f"a Ski Jumps board is text like 'L....|....R', not "
                            f"{type(diagram).__name__}")
    rows = [row for row in re.split(r"[|/\s]+", diagram.strip()) if row]
    if not rows:
        raise SkiJumpsError(f"Ski Jumps {diagram!r} has no row: write rows like 'L....|....R'")
    for y, row in enumerate(rows, start=1):
        wrong = next((c for c in row if c != EMPTY and c not in SKIERS), None)
        if wrong is not None:
            raise SkiJumpsError(f"Ski Jumps {diagram!r}: {wrong!r} in row {y} is not a square "
                                "(. empty, L l Left's jumper and slipper, R r Right's)")
    if len({len(row) for row in rows}) > 1:
        raise SkiJumpsError(f"Ski Jumps {diagram!r}: the rows have different widths "
                            f"({', '.join(str(len(row)) for row in rows)})")
    return tuple(rows)


RULESET = Ruleset(
    "ski-jumps", SkiJumps, "skiers slide across; a jumper leaps over an opponent below",
    "ROWS", "rows from the top separated by |: . empty, L l Left's jumper and slipper, "
    "R r Right's",
    lambda words, _options: SkiJumps(read_diagram(words)), example=(".L...|.R...|.....",),
    examples=((".L...|.R...|.....", "5/2: Left's jumper may leap over Right"),
              ("L....|R....|.....", "9/2 (cgt-tools)")),
    source="Winning Ways, ch. 2; cgt-tools",
)

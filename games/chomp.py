"""Chomp: bite squares off a chocolate bar whose corner square is poisoned (Gale, 1974)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from math import exp, inf, lgamma
from typing import Any, ClassVar

from cgt import BoardStyle, Cell, CGTError, ImpartialPosition, grid
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    misere_cell,
    position_grundy_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import as_integer, read_diagram, read_integer, read_size

__all__ = ["Chomp"]

_ROWS = re.compile(r"[\n/|]")

#: :meth:`Chomp.estimated_positions` counts the boards inside boards of up
#: to this many squares exactly, and bounds them beyond.
COUNTED_SQUARES = 100_000


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Chomp(ImpartialPosition):
    """A position of Chomp, in the articles' encoding.

    Rules: a board of squares, given as the lengths of its rows from the top
    row down; the rows are left-aligned and never get shorter going down
    (an ``r x c`` rectangle is ``[c] * r``). A move picks a remaining square
    and removes it together with every square above it and to its right
    (above or to the right, or both). The bottom-left square is poisoned:
    whoever has to take it loses. As normal play, that square is never
    taken: the board reduced to it has no moves.

    Rows emptied at the top are dropped, so the row lengths are the key.
    (Mirroring a board in its diagonal keeps its value, but folding that
    symmetry into the key costs more time than it saves: measured on 6 x 7
    and 8 x 9.)

    Diagram: rows from the top, separated by ``/`` (or ``|`` or newlines),
    each square ``#`` and the poisoned square ``x``. The constructor also
    takes the list of row lengths, or that list as text (``"4 4 7"``).

    >>> board = Chomp.rectangle(2, 3)
    >>> print(board)
    ###/x##
    >>> board.winning_moves()
    [Chomp([2, 3])]
    >>> Chomp.rectangle(2, 2).grundy, str(Chomp([1]).outcome)
    (2, 'P')
    >>> Chomp("##/x##") == Chomp([2, 3]), Chomp([0, 2, 3]) == Chomp([2, 3])
    (True, True)
    >>> Chomp([3, 2])  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Chomp([3, 2]): row 1 (from the top) has 3 squares,
    more than the 2 of the row below it
    """

    title = 'Chomp'
    symbols: ClassVar[Mapping[str, Cell]] = {"#": Cell.NEUTRAL, "x": Cell.RIGHT}
    board_style = BoardStyle.CHOCOLATE

    rows: tuple[int, ...]

    def __init__(self, rows: Iterable[int] | str) -> None:
        if isinstance(rows, str):
            lengths = _parse(rows)
            shown = repr(rows)
        else:
            try:
                lengths = list(rows)
            except TypeError:
                raise CGTError(
                    f"Chomp({rows!r}): expected row lengths from the top down, "
                    "e.g. Chomp([4, 4, 7])"
                ) from None
            shown = repr(lengths)
        object.__setattr__(self, "rows", _check(lengths, f"Chomp({shown})"))

    @classmethod
    def rectangle(cls, rows: int, columns: int) -> Chomp:
        """The full ``rows x columns`` bar (6 x 7 is ``Chomp([7] * 6)``)."""
        where = "Chomp.rectangle"
        for size in (rows, columns):
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise CGTError(f"{where}: sizes must be positive integers, not {size!r}")
        if rows > grid.MAX_CELLS:  # a bar is stored row by row: its length alone is bounded
            raise CGTError(f"{where}: more than {grid.MAX_CELLS} rows")
        if columns > grid.MAX_CELLS:
            raise CGTError(f"{where}: rows longer than the {grid.MAX_CELLS} squares a row may have")
        bar = object.__new__(cls)  # valid as it stands: no check row by row
        object.__setattr__(bar, "rows", (columns,) * rows)
        return bar

    @classmethod
    def parse(cls, text: str) -> Chomp:
        """The position drawn by ``text`` (or its row lengths as text)."""
        return cls(_parse(text))

    def moves(self) -> Iterator[Chomp]:
        rows = self.rows
        bottom = len(rows) - 1
        for i, length in enumerate(rows):
            below = rows[i + 1 :]
            # Taking column 0 of row i empties rows 0..i.
            if i < bottom:
                yield _chomp(below)
            above = rows[:i]
            for j in range(1, length):
                bitten = tuple(r if r < j else j for r in above)  # not min(): slower
                yield _chomp(bitten + (j,) + below)

    def key(self) -> tuple[int, ...]:
        return self.rows

    def estimated_positions(self) -> float:
        """How many positions solving this one visits: every board that fits
        inside it and keeps the poisoned square (it counts itself).

        Such a board is a staircase under this one's, so an ``r x c`` bar has
        ``C(r + c, r) - 1`` of them. Counted exactly, row by row, for boards
        of up to :data:`COUNTED_SQUARES` squares; beyond, the bound
        ``C(r + c, r)`` of the enclosing rectangle, ``math.inf`` when it
        overflows a float.

        >>> Chomp.rectangle(6, 7).estimated_positions(), Chomp([1, 2, 3]).estimated_positions()
        (1715.0, 13.0)
        >>> f"{Chomp.rectangle(30, 30).estimated_positions():.3g}"
        '1.18e+17'
        >>> Chomp.rectangle(10**6, 10**6).estimated_positions()
        inf
        """
        rows = self.rows
        if sum(rows) > COUNTED_SQUARES:
            r, c = len(rows), rows[-1]
            try:
                return exp(lgamma(r + c + 1) - lgamma(r + 1) - lgamma(c + 1))
            except OverflowError:
                return inf
        # ways[v]: the boards on the rows so far whose last row has v squares.
        ways = [1] * (rows[0] + 1)
        for length in rows[1:]:
            ways += [0] * (length + 1 - len(ways))
            ways = list(accumulate(ways))
        return float(sum(ways) - ways[0])

    def board_rows(self) -> tuple[str, ...]:
        """The rows of the board, top first (for the pictures)."""
        return tuple(re.split(r"[/|]", str(self)))

    def __str__(self) -> str:
        drawn = ["#" * r for r in self.rows]
        drawn[-1] = "x" + drawn[-1][1:]
        return "/".join(drawn)

    def __repr__(self) -> str:
        return f"Chomp({list(self.rows)!r})"


def _chomp(rows: tuple[int, ...]) -> Chomp:
    """A position from valid row lengths (no validation: for move generation)."""
    position = object.__new__(Chomp)
    object.__setattr__(position, "rows", rows)
    return position


def _check(lengths: Sequence[object], where: str) -> tuple[int, ...]:
    checked = []
    for r, length in enumerate(lengths, start=1):
        n = as_integer(length)
        if n is None:
            raise CGTError(f"{where}: row {r} length {length!r} is not an integer")
        if n < 0:
            raise CGTError(f"{where}: row {r} has a negative length {n}")
        if n > grid.MAX_CELLS:
            raise CGTError(f"{where}: row {r} is longer than the {grid.MAX_CELLS} squares "
                           "a row may have")
        checked.append(n)
    for r, (above, below) in enumerate(pairwise(checked), start=1):
        if above > below:
            raise CGTError(
                f"{where}: row {r} (from the top) has {above} squares, "
                f"more than the {below} of the row below it"
            )
    if not checked or checked[-1] == 0:
        raise CGTError(f"{where}: the board is empty; the bottom row must hold the poisoned square")
    return tuple(n for n in checked if n)


def _parse(text: str) -> list[int]:
    """Row lengths from a drawing (``##/x##``) or from numbers (``2 3``, ``[2, 3]``)."""
    if not isinstance(text, str):
        raise CGTError(f"Chomp diagram must be text, not {type(text).__name__}")
    body = text.strip()
    numbers = body.strip("[]()").replace(",", " ").split()
    if numbers and all(w.isascii() and w.isdigit() for w in numbers):
        return [read_integer(w, "Chomp row") for w in numbers]
    rows = [row.strip() for row in _ROWS.split(body)]
    if not body:
        raise CGTError(f"Chomp {text!r} is empty: expected rows such as '##/x##' or '2 3'")
    for r, row in enumerate(rows, start=1):
        last = r == len(rows)
        for c, cell in enumerate(row, start=1):
            expected = "x" if last and c == 1 else "#"
            if cell != expected:
                raise CGTError(
                    f"Chomp {text!r}: row {r}, column {c} has {cell!r}, expected {expected!r} "
                    "(squares are '#', the poisoned bottom-left square 'x')"
                )
    return [len(row) for row in rows]


def _from_words(words: list[str], options: dict[str, Any]) -> Chomp:
    if len(words) == 1 and (rectangle := read_size(words[0], "Chomp board")) is not None:
        return Chomp.rectangle(*rectangle)
    return Chomp(read_diagram(words))


RULESET = Ruleset(
    "chomp", Chomp,
    "bite a square and everything above and right of it; the corner is poisoned",
    "RxC | ROWS... | DIAGRAM",
    "a rectangle 6x7, row lengths from the top (4 4 7), or a drawing ##/x##",
    _from_words, example=("3x4",),
    examples=(("6x7", "one winning move"), ("4 4 7 7 7 7", "after it")),
    dot_examples=(("3x3", "every bite of a 3x3 bar"), ("2 3", "rows of 2 and 3 squares")),
    source="Gale (1974)",
    table=TableSpec(
        "Grundy values of rectangular Chomp boards", rectangle_options(6, 7, 9),
        rectangles("chomp", Chomp, "Chomp: Grundy values of r x c rectangles",
                   position_grundy_cell, "grundy"),
        (("--rows 6 --columns 7", "every rectangle is a first-player win"),),
        rectangle_positions(Chomp),
        misere=rectangles("chomp", Chomp, "Chomp: misère nim values of r x c rectangles",
                          misere_cell, "misere_nim_value")),
)

"""How a ruleset tabulates its values for ``cgt table``: its :class:`TableSpec`,
the :class:`Grid` the spec computes, and the pieces tables share.

A ruleset that has a table gives its spec to its ``RULESET``
(``Ruleset(..., table=TableSpec(...))``): its options, how it computes its
grid, its examples. A grid is row and column headers and cells, each cell a
text and how it is coloured (an outcome letter, or a mark such as the
repeating part of a nim sequence). :func:`cgt.display.grids.grid_rich`
draws it; ``Grid.data`` is the same content for ``--json``.

>>> import argparse
>>> from cgt.games.cutcake import Cutcake
>>> compute = rectangles("cutcake", Cutcake, "Cutcake", position_value_cell, "values")
>>> grid = compute(argparse.Namespace(rows=2, columns=3))
>>> [[cell.text for cell in row] for row in grid.cells], grid.data["values"][1]
([['0', '1', '2'], ['-1', '0', '0']], ['-1', '0', '0'])
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Hashable
from typing import Any

__all__ = [
    "Grid", "GridCell", "Progress", "TableSpec", "bounded", "grundy_cell", "misere_cell",
    "misere_pairs", "misere_sequence", "no_progress",
    "position_grundy_cell", "position_value_cell", "rectangle_options", "rectangle_positions",
    "rectangles", "sequence_grid", "sequence_options", "size_options", "value_cell",
    "whole_range",
]

#: ``progress(done, total)`` is called as cells are computed.
Progress = Callable[[int, int], None]


def no_progress(done: int, total: int) -> None:
    """The progress of a table computed without a reporter: nothing to do."""


class GridCell:
    """One cell: its text, its colour (``"L" "R" "N" "P"``, ``"period"``,
    ``"preperiod"`` or None) and a short mark shown after it (or "").

    (This module's classes are plain classes, not dataclasses: every
    ruleset with a table imports it, and three dataclasses took some 20
    million instructions, 5 ms, to build at import.)

    >>> GridCell("3", "N")
    GridCell('3', 'N', '')
    """

    __slots__ = ("mark", "style", "text")

    def __init__(self, text: str, style: str | None = None, mark: str = "") -> None:
        self.text = text
        self.style = style
        self.mark = mark

    def __repr__(self) -> str:
        return f"GridCell({self.text!r}, {self.style!r}, {self.mark!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, GridCell) and (self.text, self.style, self.mark)
                == (other.text, other.style, other.mark))

    __hash__ = None  # type: ignore[assignment]  # mutable, as a dataclass's


class Grid:
    """A table: ``cells[i][j]`` is at row ``rows[i]``, column ``columns[j]``."""

    __slots__ = ("cells", "columns", "corner", "data", "notes", "rows", "title")

    def __init__(self, title: str, corner: str, rows: list[str], columns: list[str],
                 cells: list[list[GridCell | None]], notes: list[str] | None = None,
                 data: dict[str, Any] | None = None) -> None:
        self.title = title
        self.corner = corner
        self.rows = rows
        self.columns = columns
        self.cells = cells
        self.notes = [] if notes is None else notes
        self.data = {} if data is None else data


class TableSpec:
    """How ``cgt table RULESET`` reads its options (``configure`` adds them
    to a parser) and computes its grid (``compute(args, progress)``), with
    examples of its options for ``--help``."""

    __slots__ = ("compute", "configure", "examples", "misere", "outcomes", "positions",
                 "summary", "together")

    def __init__(self, summary: str, configure: Callable[[argparse.ArgumentParser], None],
                 compute: Callable[..., Grid], examples: tuple[tuple[str, str], ...] = (),
                 positions: Callable[[argparse.Namespace], list[Any]] | None = None,
                 outcomes: bool = False, together: Callable[[Any], Hashable] | None = None,
                 misere: Callable[..., Grid] | None = None) -> None:
        self.summary = summary
        self.configure = configure
        self.compute = compute
        self.examples = examples
        #: The positions of the cells, for ``--workers`` to solve first (None
        #: when the cells are not positions to solve: sequences, formulas).
        self.positions = positions
        #: The cells need only who wins: the workers search outcomes, not values.
        self.outcomes = outcomes
        #: Cells with the same ``together(position)`` may share subpositions:
        #: one worker searches them one after the other (None: each on its own).
        self.together = together
        #: ``cgt table --misere``: the same table under misère play (None: an
        #: impartial ruleset without one, or a partizan ruleset).
        self.misere = misere


def whole_range(text: str, what: str) -> range:
    """``"2-6"`` or ``"2..6"`` as ``range(2, 7)``; ``"4"`` as ``range(4, 5)``.

    >>> whole_range("2..6", "--colors"), whole_range("4", "--bricks")
    (range(2, 7), range(4, 5))
    """
    found = re.fullmatch(r"\s*(\d+)\s*(?:(?:-|\.\.)\s*(\d+))?\s*", text)
    if found is None:
        raise argparse.ArgumentTypeError(f"{what} {text!r} is not a range like 2-6")
    low = int(found[1])
    high = int(found[2]) if found[2] else low
    if low < 1 or high < low:
        raise argparse.ArgumentTypeError(f"{what} {text!r}: expected 1 <= low <= high")
    return range(low, high + 1)


def bounded(low: int, high: int, what: str) -> Callable[[str], int]:
    """The reader of an option's integer from ``low`` to ``high``.

    >>> bounded(1, 9, "--size")("4")
    4
    """
    def read(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} {text!r} is not an integer") from None
        if not low <= n <= high:
            raise argparse.ArgumentTypeError(f"{what} must be from {low} to {high}, not {n}")
        return n

    read.__name__ = what
    return read


def grundy_cell(g: int) -> GridCell:
    """A Grundy value's cell: a P-position (0) coloured P, others N."""
    return GridCell(str(g), "P" if g == 0 else "N")


def value_cell(g: Any) -> GridCell:
    """A value's cell, coloured by its outcome."""
    return GridCell(str(g), str(g.outcome))


def misere_cell(position: Any) -> GridCell:
    """An impartial position's cell under misère play: its misère nim value
    ``G⁻`` (0 exactly for a misère P-position), coloured as a Grundy value."""
    return grundy_cell(_misere_value(position))


def _misere_value(position: Any) -> int:
    from cgt import misere_nim_value

    return int(misere_nim_value(position))


def position_grundy_cell(position: Any) -> GridCell:
    """The cell of an impartial position: its Grundy value's."""
    return grundy_cell(position.grundy)


def position_value_cell(position: Any) -> GridCell:
    """The cell of a position: its value's."""
    return value_cell(position.value)


def size_options(default: int, most: int) -> Callable[[argparse.ArgumentParser], None]:
    """``--size N`` (heaps 0 .. N-1) for a square table of two heaps."""
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--size", type=bounded(1, most, "--size"), default=default,
                            metavar="N", help=f"heaps 0 .. N-1 (default {default})")

    return configure


# -- rectangles --------------------------------------------------------------------------------


def rectangle_options(rows: int, columns: int, most: int,
                      ) -> Callable[[argparse.ArgumentParser], None]:
    """``--rows R --columns C`` for a table of the rectangles up to R x C."""
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--rows", type=bounded(1, most, "--rows"), default=rows, metavar="R",
                            help=f"boards with 1 .. R rows (default {rows})")
        parser.add_argument("--columns", type=bounded(1, most, "--columns"), default=columns,
                            metavar="C", help=f"and 1 .. C columns (default {columns})")

    return configure


def rectangle(cls: Any, r: int, c: int) -> Any:
    """The position of ``cls`` on an ``r`` x ``c`` rectangle."""
    return cls.rectangle(r, c) if hasattr(cls, "rectangle") else cls(r, c)


def rectangles(name: str, cls: Any, title: str, cell: Callable[[Any], GridCell], json_key: str,
               ) -> Callable[..., Grid]:
    """The computation of a table of ``cls``'s rectangles, titled
    ``title``: the cell of each is ``cell(position)``, its text also in the
    JSON data under ``json_key``."""
    def compute(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
        cells: list[list[GridCell | None]] = []
        raw: list[list[str]] = []
        for r in range(1, args.rows + 1):
            row: list[GridCell | None] = [cell(rectangle(cls, r, c))
                                      for c in range(1, args.columns + 1)]
            cells.append(row)
            raw.append([found.text for found in row if found is not None])
            progress(r, args.rows)
        return Grid(
            title=title, corner="rows \\ columns",
            rows=[str(r) for r in range(1, args.rows + 1)],
            columns=[str(c) for c in range(1, args.columns + 1)],
            cells=cells,
            data={"ruleset": name, json_key: raw},
        )

    return compute


def rectangle_positions(cls: Any) -> Callable[[argparse.Namespace], list[Any]]:
    """The rectangles of a table, largest first (the longest tasks start first)."""
    def positions(args: argparse.Namespace) -> list[Any]:
        sizes = [(r, c) for r in range(1, args.rows + 1) for c in range(1, args.columns + 1)]
        return [rectangle(cls, r, c) for r, c in sorted(sizes, key=lambda rc: -rc[0] * rc[1])]

    return positions


# -- nim sequences -----------------------------------------------------------------------------


def sequence_options(what: str, metavar: str) -> Callable[[argparse.ArgumentParser], None]:
    """The rule (``metavar``, described by ``what``) and ``--upto N``."""
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("rule", metavar=metavar, help=what)
        parser.add_argument("--upto", type=bounded(0, 100_000, "--upto"), default=39,
                            metavar="N", help="heaps 0 .. N (default 39)")

    return configure


def sequence_grid(title: str, values: list[int], periodicity: Any, data: dict) -> Grid:
    """A nim sequence in rows of ten, its period (a ``(preperiod, period,
    saltus)``, or None) marked.

    >>> grid = sequence_grid("g(n)", [0, 1, 2, 0, 1, 2], (0, 3, 0), {})
    >>> [cell.style for cell in grid.cells[0][:4]]
    ['period-P', 'period', 'period', 'P']
    >>> grid.notes[1]
    'Periodic (proved): period 3 from heap 0; the underlined cells repeat: 0 1 2'

    """
    width = 10
    rows = (len(values) + width - 1) // width
    start, end = len(values), len(values)  # no period: no cell is in one
    if periodicity is not None:
        start, end = periodicity[0], periodicity[0] + periodicity[1]
    cells: list[list[GridCell | None]] = []
    for r in range(rows):
        row: list[GridCell | None] = []
        for c in range(width):
            n = r * width + c
            if n >= len(values):
                row.append(None)
                continue
            g = values[n]
            style = "P" if g == 0 else None
            if start <= n < end:
                style = "period-P" if g == 0 else "period"
            row.append(GridCell(str(g), style))
        cells.append(row)
    notes = ["P-positions (Grundy value 0) in yellow."]
    if periodicity is not None:
        pre, period, saltus = periodicity
        first = " ".join(map(str, values[pre:pre + period])) if pre + period <= len(values) else ""
        notes.append(
            f"Periodic (proved): period {period} from heap {pre}"
            + (f", saltus {saltus}" if saltus else "")
            + (f"; the underlined cells repeat: {first}" if first else "")
        )
        data["periodicity"] = {"preperiod": pre, "period": period, "saltus": saltus}
    else:
        notes.append("No period proved for this ruleset.")
        data["periodicity"] = None
    data["values"] = values
    return Grid(title=title, corner="n", rows=[str(r * width) for r in range(rows)],
                columns=[f"+{c}" for c in range(width)], cells=cells, notes=notes, data=data)


# -- misère tables -----------------------------------------------------------------------------


def misere_pairs(name: str, make: Callable[[int, int], Any], title: str) -> Callable[..., Grid]:
    """The misère table of the positions ``make(x, y)`` for ``--size N``:
    misère nim values, P-positions listed.

    >>> from cgt.games.nim import Nim
    >>> grid = misere_pairs("nim", lambda a, b: Nim([a, b]), "misère Nim")(
    ...     argparse.Namespace(size=3))
    >>> [[cell.text for cell in row] for row in grid.cells], grid.data["p_positions"]
    ([['1', '0', '2'], ['0', '1', '3'], ['2', '3', '0']], [[0, 1], [1, 0], [2, 2]])
    """
    def compute(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
        n = args.size
        values = []
        for x in range(n):
            values.append([_misere_value(make(x, y)) for y in range(n)])
            progress(x + 1, n)
        p_positions = [[x, y] for x in range(n) for y in range(n) if values[x][y] == 0]
        return Grid(
            title=title, corner="x \\ y",
            rows=[str(x) for x in range(n)], columns=[str(y) for y in range(n)],
            cells=[[grundy_cell(g) for g in row] for row in values],
            notes=["Misère play: the last player to move loses; misère nim values G⁻, "
                   "misère P-positions (G⁻ = 0) in yellow: "
                   + ", ".join(f"({x},{y})" for x, y in p_positions if x <= y)],
            data={"ruleset": name, "play": "misère", "misere_nim_value": values,
                  "p_positions": p_positions})

    return compute


def misere_sequence(name: str, game_of: Callable[[str], Callable[[int], Any]], title: str,
                    ) -> Callable[..., Grid]:
    """The misère table of a one-heap ruleset: ``game_of(rule)(n)`` is the
    heap of ``n``, for heaps ``0 .. --upto``; no period is claimed (misère
    sequences are not tested for one)."""
    def compute(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
        heap = game_of(args.rule)
        values = []
        for n in range(args.upto + 1):
            values.append(_misere_value(heap(n)))
            progress(n + 1, args.upto + 1)
        grid = sequence_grid(f"{title} {args.rule}: misère nim values G⁻(n)", values, None,
                             {"ruleset": name, "rule": args.rule, "play": "misère"})
        grid.notes[0] = ("Misère play: the last player to move loses; "
                         "misère P-positions (G⁻ = 0) in yellow.")
        return grid

    return compute

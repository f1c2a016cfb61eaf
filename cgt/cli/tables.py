"""Tables of values and outcomes of rulesets, for ``cgt table``.

A table is a :class:`Grid`: row and column headers and cells, each cell a
text and how it is coloured (an outcome letter, a loopy result, or a mark
such as the repeating part of a nim sequence). :func:`cgt.display.report.grid_rich`
draws it; ``Grid.data`` is the same content for ``--json``.

>>> import argparse
>>> grid = TABLES["wythoff"].compute(argparse.Namespace(size=4))
>>> [[cell.text for cell in row] for row in grid.cells]
[['0', '1', '2', '3'], ['1', '2', '0', '4'], ['2', '0', '1', '5'], ['3', '4', '5', '6']]
>>> grid.data["p_positions"]
[[0, 0], [1, 2], [2, 1]]
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from cgt.core.outcome import Outcome
from cgt.errors import CGTError

__all__ = ["ARTICLE_BABYLONE", "TABLES", "Cell", "Grid", "TableSpec"]

#: ``progress(done, total)`` is called as cells are computed.
Progress = Callable[[int, int], None]


def _no_progress(done: int, total: int) -> None:
    pass


@dataclass
class Cell:
    """One cell: its text, its colour (``"L" "R" "N" "P"``, ``"period"``,
    ``"preperiod"`` or None) and a short mark shown after it (or "")."""

    text: str
    style: str | None = None
    mark: str = ""


@dataclass
class Grid:
    """A table: ``cells[i][j]`` is at row ``rows[i]``, column ``columns[j]``."""

    title: str
    corner: str
    rows: list[str]
    columns: list[str]
    cells: list[list[Cell | None]]
    notes: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TableSpec:
    """How ``cgt table RULESET`` reads its options and computes its grid."""

    summary: str
    configure: Callable[[argparse.ArgumentParser], None]
    compute: Callable[..., Grid]
    examples: tuple[tuple[str, str], ...] = ()
    #: The positions of the cells, for ``--workers`` to solve first (None
    #: when the cells are not positions to solve: sequences, formulas).
    positions: Callable[[argparse.Namespace], list[Any]] | None = None
    #: The cells need only who wins: the workers search outcomes, not values.
    outcomes: bool = False
    #: Cells with the same ``together(position)`` may share subpositions:
    #: one worker searches them one after the other (None: each on its own).
    together: Callable[[Any], Hashable] | None = None


def _range(text: str, what: str) -> range:
    """``"2-6"`` or ``"2..6"`` as ``range(2, 7)``; ``"4"`` as ``range(4, 5)``."""
    found = re.fullmatch(r"\s*(\d+)\s*(?:(?:-|\.\.)\s*(\d+))?\s*", text)
    if found is None:
        raise argparse.ArgumentTypeError(f"{what} {text!r} is not a range like 2-6")
    low = int(found[1])
    high = int(found[2]) if found[2] else low
    if low < 1 or high < low:
        raise argparse.ArgumentTypeError(f"{what} {text!r}: expected 1 <= low <= high")
    return range(low, high + 1)


def _bounded(low: int, high: int, what: str) -> Callable[[str], int]:
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


def _grundy_cell(g: int) -> Cell:
    return Cell(str(g), "P" if g == 0 else "N")


# -- impartial grids --------------------------------------------------------------------------


def _configure_square(default: int, most: int) -> Callable[[argparse.ArgumentParser], None]:
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--size", type=_bounded(1, most, "--size"), default=default,
                            metavar="N", help=f"heaps 0 .. N-1 (default {default})")

    return configure


def _wythoff(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    from cgt.games.wythoff import Wythoff

    n = args.size
    values = []
    for x in range(n):
        values.append([Wythoff(x, y).grundy for y in range(n)])
        progress(x + 1, n)
    p_positions = [[x, y] for x in range(n) for y in range(n) if values[x][y] == 0]
    return Grid(
        title="Wythoff: Grundy values of (x, y), P-positions highlighted",
        corner="x \\ y",
        rows=[str(x) for x in range(n)],
        columns=[str(y) for y in range(n)],
        cells=[[_grundy_cell(g) for g in row] for row in values],
        notes=["P-positions (Grundy 0) are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images: "
               + ", ".join(f"({x},{y})" for x, y in p_positions if x <= y)],
        data={"ruleset": "wythoff", "grundy": values, "p_positions": p_positions},
    )


def _nim(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    n = args.size
    values = [[a ^ b for b in range(n)] for a in range(n)]
    progress(1, 1)
    return Grid(
        title="Nim with two heaps: Grundy value a ⊕ b (P-positions: equal heaps)",
        corner="a \\ b",
        rows=[str(a) for a in range(n)],
        columns=[str(b) for b in range(n)],
        cells=[[_grundy_cell(g) for g in row] for row in values],
        data={"ruleset": "nim", "grundy": values},
    )


def _configure_rectangles(
    rows: int, columns: int, most: int
) -> Callable[[argparse.ArgumentParser], None]:
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--rows", type=_bounded(1, most, "--rows"), default=rows, metavar="R",
                            help=f"boards with 1 .. R rows (default {rows})")
        parser.add_argument("--columns", type=_bounded(1, most, "--columns"), default=columns,
                            metavar="C", help=f"and 1 .. C columns (default {columns})")

    return configure


def _rectangles(name: str, title: str, value: Callable[[Any, int, int], Cell], json_key: str,
                ) -> Callable[..., Grid]:
    def compute(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
        from cgt.games.registry import get

        cls: Any = get(name).cls
        cells: list[list[Cell | None]] = []
        raw: list[list[str]] = []
        for r in range(1, args.rows + 1):
            row: list[Cell | None] = [value(cls, r, c) for c in range(1, args.columns + 1)]
            cells.append(row)
            raw.append([cell.text for cell in row if cell is not None])
            progress(r, args.rows)
        return Grid(
            title=title, corner="rows \\ columns",
            rows=[str(r) for r in range(1, args.rows + 1)],
            columns=[str(c) for c in range(1, args.columns + 1)],
            cells=cells,
            data={"ruleset": name, json_key: raw},
        )

    return compute


def _chomp_cell(cls: Any, r: int, c: int) -> Cell:
    return _grundy_cell(cls.rectangle(r, c).grundy)


def _value_cell(g: Any) -> Cell:
    return Cell(str(g), str(g.outcome))


def _rectangle(cls: Any, r: int, c: int) -> Any:
    return cls.rectangle(r, c) if hasattr(cls, "rectangle") else cls(r, c)


def _rectangle_value(cls: Any, r: int, c: int) -> Cell:
    return _value_cell(_rectangle(cls, r, c).value)


def _rectangle_positions(name: str) -> Callable[[argparse.Namespace], list[Any]]:
    """The rectangles of a table, largest first (the longest tasks start first)."""
    def positions(args: argparse.Namespace) -> list[Any]:
        from cgt.games.registry import get

        cls = get(name).cls
        sizes = [(r, c) for r in range(1, args.rows + 1) for c in range(1, args.columns + 1)]
        return [_rectangle(cls, r, c) for r, c in sorted(sizes, key=lambda rc: -rc[0] * rc[1])]

    return positions


# -- Babylone: the article's table ----------------------------------------------------------

#: The article's table: winner (1 = the first player, 2 = the second) of
#: the start with c colours of k bricks, for the cells it prints.
ARTICLE_BABYLONE: dict[tuple[int, int], int] = {
    (2, 1): 1, (2, 2): 1, (2, 3): 2, (2, 4): 2, (2, 5): 2, (2, 6): 2,
    (3, 1): 1, (3, 2): 2, (3, 3): 1, (3, 4): 1, (3, 5): 2, (3, 6): 1,
    (4, 1): 1, (4, 2): 1, (4, 3): 2, (4, 4): 1,
    (5, 1): 1, (5, 2): 2, (5, 3): 2,
    (6, 1): 2, (6, 2): 2,
}


def _configure_babylone(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--colors", "--colours", type=lambda t: _range(t, "--colors"),
                        default=range(2, 7), metavar="A-B", help="rows: colours (default 2-6)")
    parser.add_argument("--bricks", type=lambda t: _range(t, "--bricks"), default=range(1, 7),
                        metavar="A-B", help="columns: bricks of each colour (default 1-6)")
    parser.add_argument("--max-bricks", type=_bounded(1, 10_000, "--max-bricks"), default=18,
                        metavar="N", help="leave out starts with more than N bricks in all "
                        "(default 18: seconds; 20 takes several more)")


def _babylone_starts(args: argparse.Namespace) -> list[tuple[int, int]]:
    return [(c, k) for c in args.colors for k in args.bricks if c * k <= args.max_bricks]


def _babylone_positions(args: argparse.Namespace) -> list[Any]:
    from cgt.games.babylone import Babylone

    return [Babylone.start(colors=c, per_color=k)
            for c, k in sorted(_babylone_starts(args), key=lambda ck: -ck[0] * ck[1])]


def _bricks(position: Any) -> int:
    """All the bricks of a Babylone position: a move keeps them, so starts
    with as many bricks can reach the same positions, and others cannot."""
    return sum(map(sum, position.key()))


def _babylone(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    from cgt.games.babylone import Babylone

    todo = _babylone_starts(args)
    winners: dict[tuple[int, int], int] = {}
    for done, (c, k) in enumerate(sorted(todo, key=lambda ck: ck[0] * ck[1]), start=1):
        winners[(c, k)] = 1 if Babylone.start(colors=c, per_color=k).outcome is Outcome.N else 2
        progress(done, len(todo))
    cells: list[list[Cell | None]] = []
    disagreements = []
    new = 0
    for c in args.colors:
        row: list[Cell | None] = []
        for k in args.bricks:
            winner = winners.get((c, k))
            if winner is None:
                row.append(Cell("·", None))
                continue
            known = ARTICLE_BABYLONE.get((c, k))
            mark = "" if known == winner else "new" if known is None else "≠ article"
            if known is None:
                new += 1
            elif known != winner:
                disagreements.append((c, k))
            row.append(Cell(str(winner), "N" if winner == 1 else "P", mark))
        cells.append(row)
    notes = ["1: the first player wins (N); 2: the second player wins (P)."]
    if new:
        notes.append(f"'new': {new} cell(s) the article leaves open, computed here.")
    if any(c * k > args.max_bricks for c in args.colors for k in args.bricks):
        notes.append(f"'·': more than {args.max_bricks} bricks; raise --max-bricks to compute.")
    if disagreements:
        notes.append("≠ article: " + ", ".join(f"{c}x{k}" for c, k in disagreements))
    else:
        notes.append("Every cell the article prints agrees.")
    return Grid(
        title="Babylone: who wins the start with c colours of k bricks",
        corner="colours \\ bricks",
        rows=[str(c) for c in args.colors],
        columns=[str(k) for k in args.bricks],
        cells=cells,
        notes=notes,
        data={"ruleset": "babylone",
              "winners": {str(c): {str(k): winners.get((c, k)) for k in args.bricks}
                          for c in args.colors},
              "disagreements": [list(ck) for ck in disagreements]},
    )


# -- nim sequences: subtraction and heap games ------------------------------------------------


def _configure_sequence(what: str, metavar: str) -> Callable[[argparse.ArgumentParser], None]:
    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("rule", metavar=metavar, help=what)
        parser.add_argument("--upto", type=_bounded(0, 100_000, "--upto"), default=39,
                            metavar="N", help="heaps 0 .. N (default 39)")

    return configure


def _sequence_grid(title: str, values: list[int], periodicity: Any, data: dict) -> Grid:
    width = 10
    rows = (len(values) + width - 1) // width
    start, end = len(values), len(values)  # no period: no cell is in one
    if periodicity is not None:
        start, end = periodicity.preperiod, periodicity.preperiod + periodicity.period
    cells: list[list[Cell | None]] = []
    for r in range(rows):
        row: list[Cell | None] = []
        for c in range(width):
            n = r * width + c
            if n >= len(values):
                row.append(None)
                continue
            g = values[n]
            style = "P" if g == 0 else None
            if start <= n < end:
                style = "period-P" if g == 0 else "period"
            row.append(Cell(str(g), style))
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


def _subtraction(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    from cgt.games.subtraction import Subtraction
    from cgt.games.words import read_integer_set

    moves = sorted(read_integer_set(args.rule, "subtraction set"))

    values = Subtraction(moves, args.upto).nim_values()
    progress(1, 1)
    periodicity = None
    try:
        from cgt.games.heap import HeapGame

        periodicity = HeapGame.subtraction(set(moves)).periodicity()
    except CGTError:
        periodicity = None
    shown = "{" + ", ".join(map(str, moves)) + "}"
    return _sequence_grid(f"Subtraction game S = {shown}: Grundy values g(n)", values,
                          periodicity, {"ruleset": "subtraction", "subtraction_set": moves})


def _heap(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    from cgt.games.heap import HeapGame

    game = HeapGame(args.rule)
    periodicity = game.periodicity()
    values = game.nim_values(args.upto)
    progress(1, 1)
    return _sequence_grid(f"Heap game {game.code}: nim values of one heap", values,
                          periodicity, {"ruleset": "heap", "code": game.code})


# -- Alquerkonane starts ----------------------------------------------------------------------


def _configure_alquerkonane(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", type=_bounded(2, 8, "--size"), default=4, metavar="N",
                        help="boards 2x2 .. NxN (default 4)")
    parser.add_argument("--rows", type=int, choices=(1, 2), default=1,
                        help="rows of pieces at the start (default 1)")
    parser.add_argument("--no-backward-captures", action="store_true",
                        help="captures only forward or sideways")


def _alquerkonane_starts(args: argparse.Namespace) -> list[Any]:
    """The starts of the table, smallest first."""
    from cgt.games.alquerkonane import Alquerkonane

    sizes = range(2, args.size + 1)
    todo = [(n, m) for n in sizes for m in sizes if n >= 2 * args.rows]
    return [Alquerkonane.start(n, m, args.rows, backward_captures=not args.no_backward_captures)
            for n, m in sorted(todo, key=lambda nm: nm[0] * nm[1])]


def _alquerkonane(args: argparse.Namespace, progress: Progress = _no_progress) -> Grid:
    sizes = range(2, args.size + 1)
    starts = _alquerkonane_starts(args)
    results: dict[tuple[int, int], Any] = {}
    for done, start in enumerate(starts, start=1):
        results[start.shape] = start.value
        progress(done, len(starts))
    cells: list[list[Cell | None]] = [
        [_value_cell(results[(n, m)]) if (n, m) in results else Cell("·") for m in sizes]
        for n in sizes
    ]
    variant = " without backward captures" if args.no_backward_captures else ""
    return Grid(
        title=f"Alquerkonane: values of the {args.rows}-row starts{variant} (Black = Left)",
        corner="rows \\ columns",
        rows=[str(n) for n in sizes], columns=[str(m) for m in sizes], cells=cells,
        notes=[("Blue: Black wins whoever starts; red: White; green: the first player; "
               "yellow: the second player.")],
        data={"ruleset": "alquerkonane", "rows": args.rows,
              "values": {f"{n}x{m}": str(v) for (n, m), v in results.items()}},
    )


TABLES: dict[str, TableSpec] = {
    "wythoff": TableSpec("Grundy values of Wythoff positions, P-positions highlighted",
                         _configure_square(12, 60), _wythoff,
                         (("--size 12", "the 12 x 12 grid"),)),
    "nim": TableSpec("Grundy values of two Nim heaps", _configure_square(8, 64), _nim,
                     (("--size 8", "a xor b"),)),
    "babylone": TableSpec("the article's winner table, colours x bricks", _configure_babylone,
                          _babylone, (("", "the article's table"),
                                      ("--colors 2-4 --bricks 1-4", "a corner of it")),
                          _babylone_positions, outcomes=True, together=_bricks),
    "subtraction": TableSpec("Grundy sequence of a subtraction game, the period marked",
                             _configure_sequence("a subtraction set such as 1,2,3", "SET"),
                             _subtraction, (("2,3,7 --upto 30", "period 5"),)),
    "heap": TableSpec("nim sequence of a take-and-break game, the period marked",
                      _configure_sequence("a take-and-break code such as 0.77", "CODE"),
                      _heap, (("0.77 --upto 99", "Kayles: period 12 from 71"),)),
    "chomp": TableSpec("Grundy values of rectangular Chomp boards",
                       _configure_rectangles(6, 7, 9),
                       _rectangles("chomp", "Chomp: Grundy values of r x c rectangles",
                                   _chomp_cell, "grundy"),
                       (("--rows 6 --columns 7", "every rectangle is a first-player win"),),
                       _rectangle_positions("chomp")),
    "domineering": TableSpec("values of rectangular Domineering boards",
                             _configure_rectangles(4, 4, 6),
                             _rectangles("domineering", "Domineering: values of r x c rectangles",
                                         _rectangle_value, "values"),
                             (("--rows 4 --columns 4", "seconds"),),
                             _rectangle_positions("domineering")),
    "cutcake": TableSpec("values of Cutcake rectangles", _configure_rectangles(8, 8, 30),
                         _rectangles("cutcake", "Cutcake: values of r x c rectangles",
                                     _rectangle_value, "values"),
                         (("--rows 8 --columns 8", "integers"),),
                         _rectangle_positions("cutcake")),
    "alquerkonane": TableSpec("values of Alquerkonane starts", _configure_alquerkonane,
                              _alquerkonane, (("--size 4", "one-row starts"),
                                              ("--size 4 --rows 2", "two-row starts")),
                              lambda args: _alquerkonane_starts(args)[::-1]),
}


def spec(name: str) -> TableSpec:
    """The table of the ruleset ``name``; RulesetError when it has none."""
    from cgt.games.registry import RulesetError, get  # imported here: not by ``cgt value``

    ruleset = get(name)
    found = TABLES.get(ruleset.name)
    if found is None:
        raise RulesetError(
            f"no table for {ruleset.name}; tables exist for: {', '.join(TABLES)}"
        )
    return found

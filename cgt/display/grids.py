"""Tables for people: a :class:`cgt.games.table_spec.Grid` as a rich Table, cells
coloured by outcome, or as plain lines (``cgt table``).

A module of its own, light to import: printing a table loads none of the
reports of values and positions (:mod:`cgt.display.report`), and rich only
when the table is drawn in boxes.

>>> from types import SimpleNamespace as Cell, SimpleNamespace as Grid
>>> grid = Grid(title="Two cells", corner="r/c", rows=["1", "2"], columns=["1", "2"],
...             cells=[[Cell(text="1", mark=""), Cell(text="2", mark="new")], [None, None]],
...             notes=["a note"])
>>> print("\\n".join(grid_lines(grid)))
Two cells
r/c  1      2
  1  1  2 new
  2
a note
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.notation.colours import OUTCOME_STYLES, RESULT_STYLES

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import RenderableType

__all__ = ["GRID_CELL_WIDTH", "grid_lines", "grid_rich"]

_GRID_STYLES: dict[str, str] = {
    **OUTCOME_STYLES,
    "period": "underline",
    "period-P": "bold yellow underline",
    **RESULT_STYLES,
}

#: Cells longer than this are cut in the rich table (``--json`` has them whole).
GRID_CELL_WIDTH = 28


def grid_rich(grid: Any) -> RenderableType:
    """A :class:`cgt.games.table_spec.Grid` as a rich Table, cells coloured by outcome."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAVY, header_style="bold", pad_edge=False)
    table.add_column(grid.corner, style="bold", justify="right", no_wrap=True)
    for column in grid.columns:
        table.add_column(column, justify="right", no_wrap=True)
    cut = False
    for label, row in zip(grid.rows, grid.cells):
        shown = []
        for cell in row:
            if cell is None:
                shown.append(Text(""))
                continue
            text = cell.text
            if len(text) > GRID_CELL_WIDTH:
                text, cut = text[: GRID_CELL_WIDTH - 1] + "…", True
            piece = Text(text, style=_GRID_STYLES.get(cell.style or "", ""))
            if cell.mark:
                piece.append(f" {cell.mark}", style="dim italic")
            shown.append(piece)
        table.add_row(label, *shown)
    notes = list(grid.notes)
    if cut:
        notes.append(f"Values longer than {GRID_CELL_WIDTH} characters are cut (… ); "
                     "--json prints them whole.")
    notes_text = (Text(note, style="dim") for note in notes)
    return Group(Text(grid.title, style="bold"), table, *notes_text)


def grid_lines(grid: Any) -> list[str]:
    """A :class:`cgt.games.table_spec.Grid` as plain lines: its title, then the
    columns right-aligned and two spaces apart, cells whole (``--plain``)."""
    header = [grid.corner, *grid.columns]
    body = [[label, *("" if cell is None else f"{cell.text} {cell.mark}".rstrip()
                      for cell in row)] for label, row in zip(grid.rows, grid.cells)]
    widths = [max(len(row[i]) for row in (header, *body)) for i in range(len(header))]
    lines = [grid.title]
    lines += ["  ".join(cell.rjust(width) for cell, width in zip(row, widths)).rstrip()
              for row in (header, *body)]
    return lines + list(grid.notes)

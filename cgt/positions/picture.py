"""How a position looks: its board as rich text and as SVG.

A ruleset says how its board is drawn with three class attributes: its
``title``, the role of each symbol of its diagram (``symbols``: Left's
pieces blue, Right's red, neutral ones green, empty and blocked squares),
and a :class:`BoardStyle`; :meth:`Displayable.board_rows` gives the rows of
a board drawn on a grid. Every position gets ``__rich__`` (its diagram in
a panel, with its value once the solver knows it; printing never starts a
search) and ``_repr_svg_`` (a picture in Jupyter, for board rulesets).

>>> from cgt.games.domineering import Domineering
>>> svg = Domineering("..|..")._repr_svg_()
>>> svg.startswith("<svg") and svg.count("<rect") == 4
True
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from cgt.notation.render import OUTCOME_COLOURS

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import RenderableType
    from rich.text import Text

__all__ = ["BoardStyle", "Cell", "Displayable", "board_rich", "position_rich", "position_svg"]


class Cell(enum.StrEnum):
    """The role of a character in a board diagram."""

    LEFT = "left"
    RIGHT = "right"
    NEUTRAL = "neutral"
    EMPTY = "empty"
    BLOCKED = "blocked"


class BoardStyle(enum.StrEnum):
    """How the squares of a board are painted in SVG."""

    PLAIN = "plain"  # light squares, pieces as discs
    CHECKERED = "checkered"  # a draughts board: dark and light squares
    CHOCOLATE = "chocolate"  # a chocolate bar (Chomp): squares, no discs


_CELL_STYLES = {
    Cell.LEFT: "bold blue", Cell.RIGHT: "bold red", Cell.NEUTRAL: "bold",
    Cell.EMPTY: "dim", Cell.BLOCKED: "dim",
}
_SVG_CELL = 36


class Displayable:
    """What every kind of position shows in rich output and in Jupyter."""

    __slots__ = ()

    #: The ruleset's name for people (default: the class name).
    title: ClassVar[str | None] = None
    #: The role of each symbol of the board diagram.
    symbols: ClassVar[Mapping[str, Cell]] = {}
    #: How the SVG picture paints the board.
    board_style: ClassVar[BoardStyle] = BoardStyle.PLAIN

    @classmethod
    def ruleset_title(cls) -> str:
        return cls.title or cls.__name__

    def board_rows(self) -> tuple[str, ...] | None:
        """The rows of the board, top first, when the position is drawn on a
        grid (default: a ``board`` attribute that is a tuple of strings)."""
        board = getattr(self, "board", None)
        if isinstance(board, tuple) and board and all(isinstance(row, str) for row in board):
            return board
        return None

    def known_value(self) -> object | None:
        """The value or result when the solver already has it, else None
        (never starts a search)."""
        return None

    def __rich__(self) -> RenderableType:
        return position_rich(self)

    def _repr_svg_(self) -> str | None:
        return position_svg(self)


def board_rich(position: Displayable) -> Text:
    """The position's diagram with Left's pieces blue and Right's red."""
    from rich.text import Text

    symbols = type(position).symbols
    rows = position.board_rows()
    diagram = getattr(position, "diagram", None)
    if rows is None and callable(diagram):
        return Text(diagram())
    text = Text()
    if rows is not None:
        for r, row in enumerate(rows):
            if r:
                text.append("\n")
            for c, cell in enumerate(row):
                role = symbols.get(cell)
                text.append((" " if c else "") + cell, style=_CELL_STYLES[role] if role else "")
        return text
    for cell in str(position):
        role = symbols.get(cell)
        text.append(cell, style=_CELL_STYLES[role] if role else "")
    return text


def position_rich(position: Displayable) -> RenderableType:
    """A position as a rich Panel: its board, and its value when already known."""
    from rich import box
    from rich.panel import Panel

    try:
        known = position.known_value()
    except Exception:  # noqa: BLE001 (a display hook never fails)
        known = None
    return Panel(
        board_rich(position), title=type(position).ruleset_title(), title_align="left",
        box=box.ROUNDED, expand=False,
        subtitle=f"value {known}" if known is not None else None, subtitle_align="right",
    )


def position_svg(position: Displayable) -> str | None:
    """An SVG picture of a board position, or None for positions that are
    not drawn on a grid (Jupyter then shows the text)."""
    rows = position.board_rows()
    if rows is None:
        return None
    symbols = type(position).symbols
    style = type(position).board_style
    height, width = len(rows), max(len(row) for row in rows)
    size = _SVG_CELL
    parts = [
        (f"<svg xmlns='http://www.w3.org/2000/svg' width='{width * size + 2}' "
         f"height='{height * size + 2}' viewBox='-1 -1 {width * size + 2} {height * size + 2}'>")
    ]
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            role = symbols.get(cell, Cell.EMPTY)
            x, y = c * size, r * size
            parts.append(f"<rect x='{x}' y='{y}' width='{size}' height='{size}' "
                         f"fill='{_square_colour(style, role, height - 1 - r + c)}' "
                         "stroke='#555' stroke-width='1'/>")
            if style is not BoardStyle.CHOCOLATE and role in _DISC_COLOURS:
                parts.append(f"<circle cx='{x + size / 2}' cy='{y + size / 2}' r='{size * 0.36}' "
                             f"fill='{_DISC_COLOURS[role]}' stroke='#222' stroke-width='1'/>")
    parts.append("</svg>")
    return "".join(parts)


_DISC_COLOURS: dict[Any, str] = {
    Cell.LEFT: OUTCOME_COLOURS["L"], Cell.RIGHT: OUTCOME_COLOURS["R"], Cell.NEUTRAL: "#2e7d32",
}


def _square_colour(style: BoardStyle, role: Cell, parity: int) -> str:
    if style is BoardStyle.CHOCOLATE:
        return "#8b1a1a" if role is Cell.RIGHT else "#6b4226"
    if role is Cell.BLOCKED:
        return "#8a8a8a"
    if style is BoardStyle.CHECKERED:
        return "#d9c3a0" if parity % 2 == 0 else "#f5ecdc"
    return "#f5f0e6"

"""How a position looks: its board as rich text and as SVG.

A ruleset says how its board is drawn with three class attributes: its
``title``, the role of each symbol of its diagram (``symbols``: Left's
pieces blue, Right's red, neutral ones green, empty and blocked squares),
and a :class:`BoardStyle`; :meth:`Displayable.board_rows` gives the rows of
a board drawn on a grid. Every position gets ``__rich__`` (its diagram in
a panel, with its value once the solver knows it) and ``_repr_svg_`` (its
picture in Jupyter, :func:`position_picture`: the ruleset's name, the
position drawn, and its value once the solver knows it).

A display hook never starts a search: showing a position in a notebook
must be instant, and a value may take minutes to compute (a cell that
only names a position would hang). Ask for ``p.value`` and show ``p``
again to see its value under the picture.

What is drawn comes from :meth:`Displayable.drawing`: the board for
board rulesets, and a ruleset without a board may draw itself
(:func:`heaps_drawing` for heaps of tokens, :func:`graph_drawing` for
graphs); any other position is drawn as its diagram text.

>>> from cgt.games.domineering import Domineering
>>> from cgt.positions.tables import clear_tables
>>> clear_tables()  # (the examples run before may have solved it)
>>> p = Domineering("..|..")
>>> svg = position_svg(p)
>>> svg.startswith("<svg") and svg.count("<rect") == 4
True
>>> "±1" in p._repr_svg_()
False
>>> str(p.value)
'±1'
>>> "±1" in p._repr_svg_()
True
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import cos, pi, sin
from typing import TYPE_CHECKING, Any, ClassVar

from cgt.notation.colours import OUTCOME_COLOURS, OUTCOME_MEANINGS

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import RenderableType
    from rich.text import Text

__all__ = [
    "BoardStyle", "Cell", "Displayable", "Drawing", "board_drawing", "board_rich", "graph_drawing",
    "heaps_drawing", "position_picture", "position_rich", "position_svg",
]


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

    def drawing(self) -> Drawing | None:
        """The position drawn as SVG (default: its board, when it has one;
        None: the picture shows its diagram text)."""
        return board_drawing(self)

    def _repr_svg_(self) -> str:
        return position_picture(self)


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


@dataclass(frozen=True)
class Drawing:
    """SVG elements (``body``) drawn in a ``width`` by ``height`` box whose
    top left corner is the origin."""

    width: float
    height: float
    body: str

    def svg(self) -> str:
        """The drawing alone as an SVG document."""
        return (f"<svg xmlns='http://www.w3.org/2000/svg' width='{self.width:g}' "
                f"height='{self.height:g}' viewBox='0 0 {self.width:g} {self.height:g}'>"
                f"{self.body}</svg>")


def position_svg(position: Displayable) -> str | None:
    """The SVG drawing of a position alone (:meth:`Displayable.drawing`), or
    None when the ruleset draws none."""
    drawing = position.drawing()
    return None if drawing is None else drawing.svg()


def board_drawing(position: Displayable) -> Drawing | None:
    """A board position's squares and pieces, or None for positions that are
    not drawn on a grid."""
    rows = position.board_rows()
    if rows is None:
        return None
    symbols = type(position).symbols
    style = type(position).board_style
    height, width = len(rows), max(len(row) for row in rows)
    size = _SVG_CELL
    parts = []
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            role = symbols.get(cell, Cell.EMPTY)
            x, y = c * size + 1, r * size + 1
            parts.append(f"<rect x='{x}' y='{y}' width='{size}' height='{size}' "
                         f"fill='{_square_colour(style, role, height - 1 - r + c)}' "
                         "stroke='#555' stroke-width='1'/>")
            if style is not BoardStyle.CHOCOLATE and role in _DISC_COLOURS:
                parts.append(f"<circle cx='{x + size / 2}' cy='{y + size / 2}' r='{size * 0.36}' "
                             f"fill='{_DISC_COLOURS[role]}' stroke='#222' stroke-width='1'/>")
    return Drawing(width * size + 2, height * size + 2, "".join(parts))


_TOKEN = 18  # the spacing of tokens in a heap, and of rows of heaps
_MAX_TOKENS = 20  # a bigger heap is drawn as this many tokens and its size


def heaps_drawing(heaps: Sequence[int]) -> Drawing:
    """Heaps of tokens, one row each, its size on the left; a heap of more
    than 20 tokens shows 20 and ``…``.

    >>> d = heaps_drawing([3, 0, 2])
    >>> d.body.count("<circle"), d.height
    (5, 58)
    """
    label = max((len(str(h)) for h in heaps), default=1) * 8 + 10
    parts = []
    for row, size in enumerate(heaps):
        y = row * _TOKEN + _TOKEN / 2 + 2
        parts.append(_text(label - 8, y + 4, str(size), anchor="end", fill="#666", size=12))
        for k in range(min(size, _MAX_TOKENS)):
            parts.append(f"<circle cx='{label + k * _TOKEN + _TOKEN / 2}' cy='{y}' r='7' "
                         f"fill='{_DISC_COLOURS[Cell.NEUTRAL]}' stroke='#222' stroke-width='1'/>")
        if size > _MAX_TOKENS:
            parts.append(_text(label + _MAX_TOKENS * _TOKEN + 4, y + 4, "…", size=12))
    widest = min(max(heaps, default=0), _MAX_TOKENS + 1)
    return Drawing(label + widest * _TOKEN + 4, len(heaps) * _TOKEN + 4, "".join(parts))


_VERTEX_FILLS = {"L": OUTCOME_COLOURS["L"], "R": OUTCOME_COLOURS["R"], "": "#ffffff"}


def graph_drawing(neighbours: Sequence[int], marks: Sequence[str]) -> Drawing:
    """A graph on vertices ``0 .. n-1`` (each with the bitmask of its
    neighbours, as in :mod:`cgt.positions.undirected`): each connected component
    drawn beside the last, a path along a line and any other graph round a
    circle; a vertex marked ``L`` is filled blue (only Left may take it),
    ``R`` red.

    >>> d = graph_drawing((2, 5, 2, 0), ("L", "", "", "R"))
    >>> d.body.count("<circle"), d.body.count("<line")
    (4, 2)
    """
    from cgt.positions.undirected import components

    step, radius = 44.0, 13.0
    where: dict[int, tuple[float, float]] = {}
    left = 0.0
    height = 2 * radius + 8
    for group in components(tuple(neighbours)):
        order = _path_order(group, neighbours)
        if order is not None:
            for k, v in enumerate(order):
                where[v] = (left + radius + 4 + k * step, radius + 4)
            left += (len(order) - 1) * step + 2 * radius + 8 + 12
            continue
        ring = (len(group) * step) / (2 * pi)
        centre = (left + ring + radius + 4, ring + radius + 4)
        for k, v in enumerate(group):
            angle = 2 * pi * k / len(group) - pi / 2
            where[v] = (centre[0] + ring * cos(angle), centre[1] + ring * sin(angle))
        left += 2 * (ring + radius + 4) + 12
        height = max(height, 2 * (ring + radius + 4))
    parts = []
    for v, around in enumerate(neighbours):
        for u in range(v + 1, len(neighbours)):
            if around >> u & 1:
                (x1, y1), (x2, y2) = where[v], where[u]
                parts.append(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' "
                             "stroke='#444' stroke-width='2'/>")
    for v, (x, y) in sorted(where.items()):
        mark = marks[v] if v < len(marks) else ""
        parts.append(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='{radius}' "
                     f"fill='{_VERTEX_FILLS.get(mark, '#ffffff')}' stroke='#222' "
                     "stroke-width='1.5'/>")
        parts.append(_text(x, y + 4, str(v), size=12, fill="#fff" if mark else "#222"))
    return Drawing(max(left - 12, 2 * radius + 8), height, "".join(parts))


def _path_order(group: list[int], neighbours: Sequence[int]) -> list[int] | None:
    """The vertices of a connected ``group`` along the path they form, or None
    if they do not form a path."""
    degree = {v: neighbours[v].bit_count() for v in group}
    if len(group) == 1:
        return group
    ends = [v for v in group if degree[v] == 1]
    if len(ends) != 2 or any(d > 2 for d in degree.values()):
        return None
    order, previous = [ends[0]], -1
    while len(order) < len(group):
        v = order[-1]
        nxt = next(u for u in group if neighbours[v] >> u & 1 and u != previous)
        previous = v
        order.append(nxt)
    return order


def _text(x: float, y: float, text: str, *, anchor: str = "middle", size: int = 13,
          fill: str = "#222", weight: str = "normal", mono: bool = False) -> str:
    from html import escape  # (imported by the pictures alone, not by every position)

    family = _MONO if mono else _SANS
    return (f"<text x='{x:g}' y='{y:g}' text-anchor='{anchor}' font-family=\"{family}\" "
            f"font-size='{size}' font-weight='{weight}' fill='{fill}' "
            f"xml:space='preserve'>{escape(text)}</text>")


_SANS = "Helvetica, Arial, sans-serif"
_MONO = "DejaVu Sans Mono, Menlo, Consolas, monospace"
_PAD = 8


def position_picture(position: Displayable) -> str:
    """The position's picture (``_repr_svg_``): the ruleset's name, the
    position drawn (or its diagram text), and its value under it when the
    solver already knows it (never starts a search: see the module's text).

    >>> from cgt.games.nim import Nim
    >>> svg = position_picture(Nim([1, 2]))
    >>> svg.count("<circle"), "*3" in svg
    (3, True)
    """
    try:
        known = position.known_value()
    except Exception:  # noqa: BLE001 (a display hook never fails)
        known = None
    drawing = position.drawing()
    if drawing is None:
        drawing = _text_drawing(board_rich(position).plain.splitlines() or [str(position)])
    title = type(position).ruleset_title()
    value = _value_line(position, known)
    width = max(drawing.width, _text_width(title, 13), _text_width(value[0] + value[1], 13))
    top = 22
    bottom = top + drawing.height + 24
    parts = [
        (f"<svg xmlns='http://www.w3.org/2000/svg' width='{width + 2 * _PAD:g}' "
         f"height='{bottom + _PAD:g}' viewBox='0 0 {width + 2 * _PAD:g} {bottom + _PAD:g}'>"),
        _text(_PAD, 15, title, anchor="start", weight="bold", fill="#444"),
        f"<g transform='translate({_PAD},{top})'>{drawing.body}</g>",
        _value_text(_PAD, bottom - 6, *value),
        "</svg>",
    ]
    return "".join(parts)


def _text_width(text: str, size: int) -> float:
    return len(text) * size * 0.62


def _text_drawing(lines: list[str]) -> Drawing:
    """Lines of a diagram in a monospace font."""
    body = "".join(_text(0, 15 + 18 * i, line, anchor="start", mono=True, size=14)
                   for i, line in enumerate(lines))
    return Drawing(max(_text_width(line, 14) for line in lines), 18 * len(lines) + 4, body)


_RESULT_COLOURS = {"win": "#2e7d32", "loss": "#b8860b", "draw": "#8e24aa"}


def _value_line(position: Displayable, known: object | None) -> tuple[str, str, str]:
    """The value as (value text, words, colour)."""
    if known is None:
        return "", "value not computed yet", "#888"
    outcome = getattr(known, "outcome", None)
    letter = str(outcome)
    if letter in OUTCOME_MEANINGS:
        return f"= {known}", f"  {letter}: {OUTCOME_MEANINGS[letter]}", OUTCOME_COLOURS[letter]
    player = getattr(position, "player", None)
    words = f"  for {player} to move" if player else ""
    return str(known), words, _RESULT_COLOURS.get(str(outcome), "#222")


def _value_text(x: float, y: float, value: str, words: str, colour: str) -> str:
    from html import escape

    return (f"<text x='{x:g}' y='{y:g}' font-family=\"{_MONO}\" font-size='13' "
            f"xml:space='preserve'><tspan fill='{colour}' font-weight='bold'>{escape(value)}"
            f"</tspan><tspan fill='#666'>{escape(words)}</tspan></text>")


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

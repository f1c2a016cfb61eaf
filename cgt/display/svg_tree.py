"""Game trees as SVG pictures, laid out here (no Graphviz binary needed).

The same trees as ``cgt tree`` (:mod:`cgt.display.trees`), drawn top down:
each node a box filled by its outcome (the fills of :mod:`cgt.display.dot`:
Left blue, Right red, first player green, second player yellow; for loopy
games win green, loss yellow, draw magenta), Left's moves blue lines,
Right's red, impartial moves grey; a winning move is drawn thick and
ticked. Nodes below ``depth`` are not drawn (a ``…`` under a node says it
has moves); past ``max_nodes`` a dashed box says more were left out.

- :func:`game_tree_svg`: the canonical form of a value and its options, as a tree.
- :func:`position_tree_svg`: the moves of a ruleset's position, each with its value.

Layout: each subtree gets the width of its widest level, so subtrees never
overlap; a node is centred over its children (a simple tidy-tree layout in
the spirit of Reingold and Tilford).

>>> import cgt
>>> svg = game_tree_svg(cgt.parse("{1|-1}"))
>>> svg.count("class='node'"), svg.count("class='edge"), "±1" in svg
(5, 4, True)
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cgt.core.outcome import Player
from cgt.display.dot import EDGE_COLOURS, FILLS
from cgt.display.game_graph import node_label, outcome_of, value_options
from cgt.display.trees import NodeBudget, describe_position, position_branches, wins_by_moving
from cgt.errors import CGTError
from cgt.notation.render import OUTCOME_MEANINGS
from cgt.positions.kind import position_kind
from cgt.values.make import parse

__all__ = ["TreeNode", "game_tree", "game_tree_svg", "position_tree", "position_tree_svg",
           "save_svg", "tree_svg"]

_FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace"
_CHAR, _LINE = 7.8, 16  # the width of a character and the height of a line of a label
_H_GAP, _V_GAP = 14, 46  # between sibling subtrees, between levels
_MARGIN = 12
#: What a tree's lines and marks mean: a value's tree has no winning moves to mark.
_LEGEND = "Left's moves blue, Right's red; thick and ✓: a winning move; …: more below"
_VALUE_LEGEND = "Left's options blue, Right's red; …: more below"


@dataclass
class TreeNode:
    """A node of a drawn tree: its label lines, its outcome (a key of
    :data:`cgt.display.dot.FILLS`, or None: not filled), the side of the move
    that led to it, whether that move wins, and its children. ``elided``:
    it has moves below the depth drawn; ``more``: moves were left out
    because of ``max_nodes``."""

    lines: list[str]
    outcome: Any
    side: Any = None
    wins: bool = False
    children: list[TreeNode] = field(default_factory=list)
    elided: bool = False
    more: bool = False

    def count(self) -> int:
        """How many nodes the tree has (this one included)."""
        return 1 + sum(child.count() for child in self.children)


def game_tree(g: Any, *, depth: int = 6, max_nodes: int = 200) -> TreeNode:
    """The tree of the canonical form of ``g`` (a value of any kind, or its
    notation) to ``depth`` moves, with at most ``max_nodes`` nodes below the
    root: Left's options, then Right's (a sided value: its onside and
    offside). An option that is a value above it (a stopper's pass, a
    cycle) is drawn once more, marked ``↺``, and not followed.

    >>> [child.lines for child in game_tree("over").children]
    [['0'], ['over', '↺ (a loop)']]
    """
    g = parse(g) if isinstance(g, str) else g
    budget = NodeBudget(max_nodes)

    def grow(node: TreeNode, h: Any, depth: int, above: tuple[Any, ...]) -> None:
        moves = value_options(h)
        if depth <= 0:
            node.elided = bool(moves)
            return
        path = (*above, h)
        for side, o in moves:
            if not budget.take():
                node.more = True
                return
            loop = any(o is a for a in path)
            child = TreeNode([str(o), "↺ (a loop)"] if loop else [str(o)], outcome_of(o), side)
            node.children.append(child)
            if not loop:
                grow(child, o, depth - 1, path)

    root = TreeNode([str(g)], outcome_of(g))
    grow(root, g, depth, ())
    return root


def _outcome(p: Any, kind: str, mover: Player | None) -> Any:
    if kind == "impartial":
        return "N" if p.grundy else "P"
    if kind == "partizan":
        return str(p.value.outcome)
    if kind == "loopy":
        return p.result.outcome
    return None if mover is None else p.result_for(mover).outcome


def position_tree(position: Any, *, depth: int = 2, max_nodes: int = 200) -> TreeNode:
    """The moves from ``position`` to ``depth`` plies, at most ``max_nodes``
    of them, each node labelled with its diagram and its value (Grundy value,
    or win/loss/draw), winning moves marked."""
    kind = position_kind(position)
    budget = NodeBudget(max_nodes)

    def node_for(p: Any, mover: Player | None, side: Any = None, wins: bool = False) -> TreeNode:
        lines = [*node_label(p).splitlines(), describe_position(p, kind, mover).plain]
        return TreeNode(lines, _outcome(p, kind, mover), side, wins)

    def grow(node: TreeNode, p: Any, depth: int, mover: Player | None) -> None:
        branches = position_branches(p, kind, mover)
        if depth <= 0:
            node.elided = any(moves for _, _, moves in branches)
            return
        for _, side, moves in branches:
            for q in moves:
                if not budget.take():
                    node.more = True
                    return
                next_mover = side.opponent if kind == "loopy-partizan" and side else None
                child = node_for(q, next_mover, side or "move", wins_by_moving(q, kind, side))
                node.children.append(child)
                grow(child, q, depth - 1, next_mover)

    root = node_for(position, None)
    grow(root, position, depth, None)
    return root


# -- layout and drawing ------------------------------------------------------------------------


def _size(node: TreeNode) -> tuple[float, float]:
    width = max(len(line) for line in node.lines) * _CHAR + 16
    return max(width, 34), len(node.lines) * _LINE + 10


def _layout(root: TreeNode) -> tuple[dict[int, tuple[float, float]], list[float], float]:
    """The centre x and the level of each node (by id), the top of each level,
    and the total width."""
    heights: list[float] = []
    widths: dict[int, float] = {}

    def measure(node: TreeNode, level: int) -> float:
        if len(heights) <= level:
            heights.append(0)
        heights[level] = max(heights[level], _size(node)[1])
        span = sum(measure(c, level + 1) for c in node.children)
        span += _H_GAP * max(len(node.children) - 1, 0)
        widths[id(node)] = max(span, _size(node)[0] + (60 if node.more else 0))
        return widths[id(node)]

    total = measure(root, 0)
    tops = [_MARGIN + 28.0]
    for h in heights[:-1]:
        tops.append(tops[-1] + h + _V_GAP)
    place: dict[int, tuple[float, float]] = {}

    def position(node: TreeNode, left: float, level: int) -> None:
        span = sum(widths[id(c)] for c in node.children) + _H_GAP * max(len(node.children) - 1, 0)
        x = left + (widths[id(node)] - span) / 2
        centres = []
        for child in node.children:
            position(child, x, level + 1)
            centres.append(place[id(child)][0])
            x += widths[id(child)] + _H_GAP
        middle = (centres[0] + centres[-1]) / 2 if centres else left + widths[id(node)] / 2
        place[id(node)] = (middle, level)

    position(root, _MARGIN, 0)
    return place, tops, total + 2 * _MARGIN


def _text(x: float, y: float, text: str, anchor: str = "middle", size: int = 12,
          **attributes: str) -> str:
    extra = "".join(f" {k.rstrip('_').replace('_', '-')}='{v}'" for k, v in attributes.items())
    return (f"<text x='{x:.1f}' y='{y:.1f}' font-family=\"{_FONT}\" font-size='{size}' "
            f"text-anchor='{anchor}' xml:space='preserve'{extra}>{html.escape(text)}</text>")


def tree_svg(root: TreeNode, title: str = "", *, legend: str = _LEGEND) -> str:
    """The SVG picture of a tree: a ``<g class='node'>`` per node and a
    ``<line class='edge ...'>`` per move; ``legend`` under it says what
    the lines and marks mean.

    >>> svg = tree_svg(game_tree("*"), "star")
    >>> svg.count("class='node'"), svg.count("class='edge left'"), "star" in svg
    (3, 1, True)
    """
    place, tops, width = _layout(root)
    nodes: list[TreeNode] = []
    stack = [root]
    while stack:
        node = stack.pop()
        nodes.append(node)
        stack.extend(reversed(node.children))
    bottom = max(tops[int(place[id(n)][1])] + _size(n)[1] for n in nodes) + 24
    height = bottom + 18 + _MARGIN
    edges, boxes = [], []
    for node in nodes:
        x, level = place[id(node)]
        w, h = _size(node)
        top = tops[int(level)]
        for child in node.children:
            cx, clevel = place[id(child)]
            side = child.side if child.side in EDGE_COLOURS else "move"
            name = str(side)
            thick = 3 if child.wins else 1.5
            edges.append(f"<line class='edge {name}' x1='{x:.1f}' y1='{top + h:.1f}' "
                         f"x2='{cx:.1f}' y2='{tops[int(clevel)]:.1f}' "
                         f"stroke='{EDGE_COLOURS[side]}' stroke-width='{thick}'/>")
            if child.wins:
                edges.append(_text(cx + _size(child)[0] / 2 + 1,
                                   tops[int(clevel)] + _size(child)[1] / 2 + 4, "✓",
                                   anchor="start", font_weight="bold", fill="#222",
                                   class_="wins"))
        fill = FILLS.get(node.outcome, "#eeeeee")
        parts = [(f"<g class='node'><rect x='{x - w / 2:.1f}' y='{top:.1f}' width='{w:.1f}' "
                  f"height='{h:.1f}' rx='6' fill='{fill}' stroke='#555'/>")]
        for i, line in enumerate(node.lines):
            parts.append(_text(x, top + 17 + i * _LINE, line, fill="#111"))
        parts.append("</g>")
        if node.elided:
            parts.append(_text(x, top + h + 14, "…", fill="#777", class_="elided"))
        if node.more:
            parts.append(f"<g class='more'><rect x='{x + w / 2 + 6:.1f}' y='{top:.1f}' "
                         f"width='54' height='{h:.1f}' rx='6' fill='none' stroke='#999' "
                         f"stroke-dasharray='4 3'/>"
                         f"{_text(x + w / 2 + 33, top + h / 2 + 4, 'more…', fill='#777')}</g>")
        boxes.append("".join(parts))
    heading = _text(_MARGIN, _MARGIN + 12, title, anchor="start", font_weight="bold",
                    fill="#333") if title else ""
    width = max(width, len(title) * _CHAR + 2 * _MARGIN, len(legend) * 7 + 2 * _MARGIN)
    legend = _text(_MARGIN, bottom + 14, legend, anchor="start", fill="#777", size=11)
    return (f"<svg xmlns='http://www.w3.org/2000/svg' width='{width:.0f}' height='{height:.0f}' "
            f"viewBox='0 0 {width:.0f} {height:.0f}'>"
            f"<rect width='100%' height='100%' fill='white'/>{heading}{legend}"
            + "".join(edges) + "".join(boxes) + "</svg>")


def game_tree_svg(g: Any, *, depth: int = 6, max_nodes: int = 200) -> str:
    """The tree of the canonical form of ``g`` as an SVG picture (``cgt tree
    EXPR --svg FILE``)."""
    written = g if isinstance(g, str) else None
    g = parse(g) if isinstance(g, str) else g
    value_options(g)  # refuses, before anything is drawn, a value without a tree
    outcome = outcome_of(g)
    named = f"{written.strip()} = {g}" if written and written.strip() != str(g) else str(g)
    return tree_svg(game_tree(g, depth=depth, max_nodes=max_nodes),
                    f"{named}   {outcome}: {OUTCOME_MEANINGS[outcome]}", legend=_VALUE_LEGEND)


def position_tree_svg(position: Any, *, depth: int = 2, max_nodes: int = 200) -> str:
    """The moves of ``position`` as an SVG picture (``cgt tree RULESET ARGS
    --svg FILE``)."""
    return tree_svg(position_tree(position, depth=depth, max_nodes=max_nodes),
                    f"{type(position).ruleset_title()}: {position}")


def save_svg(svg: str, path: str | Path) -> None:
    """Write the picture ``svg`` to ``path`` (``cgt tree ... --svg FILE``); a
    file that cannot be written is a CGTError naming it."""
    try:
        Path(path).write_text(svg, encoding="utf-8")
    except OSError as error:
        raise CGTError(f"cannot write the SVG picture to {str(path)!r}: "
                       f"{error.strerror or error}") from None

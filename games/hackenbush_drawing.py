"""Hackenbush pictures drawn as SVG, as Winning Ways draws them.

Each part of a picture (its edges on vertices numbered from 0, the ground)
stands on a common ground line, beside the part before it. A vertex sits
at its distance from the ground in edges (breadth first), in a row of its
own height; a row keeps the order of the vertices below it (each vertex
goes above the average of its neighbours in the row below, then the row is
spread out so that no two vertices touch), so a tree is drawn without
crossings. Edges are thick lines of their colour, several edges between
the same two vertices bow apart, a loop is a petal above its vertex, and
an edge on the ground goes straight down to it (several from one vertex
stand apart, like legs).

>>> d = hackenbush_drawing([((0, 1, "B"), (1, 2, "R")), ((0, 1, "G"), (0, 2, "G"), (1, 2, "G"))])
>>> d.body.count("<circle"), d.body.count("stroke='#2e7d32'"), d.body.count("stroke='#1f5fbf'")
(4, 3, 1)
"""

from __future__ import annotations

from collections.abc import Sequence

from cgt import picture

__all__ = ["EDGE_COLOURS", "hackenbush_drawing"]

#: The colours of the edges: Left's blue, Right's red, green for both.
EDGE_COLOURS = {"B": "#1f5fbf", "R": "#c62828", "G": "#2e7d32"}

_STEP = 40.0  # between neighbours in a row
_RISE = 46.0  # between rows
_MARGIN = 16.0
_BOW = 14.0  # how far apart parallel edges bow


def _layout(edges: Sequence[tuple[int, int, str]]) -> dict[int, tuple[float, int]]:
    """Each vertex off the ground: (x, its row), x from 0."""
    around: dict[int, list[int]] = {}
    for u, v, _ in edges:
        around.setdefault(u, []).append(v)
        around.setdefault(v, []).append(u)
    row = {0: 0}
    rows: list[list[int]] = [[0]]
    for level in rows:
        nxt = []
        for v in level:
            for w in sorted(set(around.get(v, ()))):
                if w not in row:
                    row[w] = len(rows)
                    nxt.append(w)
        if not nxt:
            break
        rows.append(nxt)
    x: dict[int, float] = {}
    for k, level in enumerate(rows[1:], 1):
        wanted = {}
        for order, v in enumerate(level):
            below = [x[w] for w in around[v] if row[w] == k - 1 and w]
            wanted[v] = sum(below) / len(below) if below else order * _STEP
        placed = sorted(level, key=lambda v: (wanted[v], level.index(v)))
        spots: list[float] = []
        for v in placed:
            spots.append(wanted[v] if not spots else max(wanted[v], spots[-1] + _STEP))
        # the row's middle over the middle of what it wanted
        shift = (sum(wanted.values()) - sum(spots)) / len(spots)
        for v, spot in zip(placed, spots):
            x[v] = spot + shift
    least = min(x.values(), default=0.0)
    return {v: (x[v] - least, row[v]) for v in x}


def hackenbush_drawing(parts: Sequence[Sequence[tuple[int, int, str]]]) -> picture.Drawing:
    """The parts of a Hackenbush picture (each one's edges ``(u, v, colour)``
    on vertices numbered from 0, the ground) on one ground line."""
    spots: list[tuple[dict[int, tuple[float, int]], Sequence[tuple[int, int, str]]]] = []
    left, height = _MARGIN, 1
    for edges in parts:
        layout = _layout(edges)
        width = max((x for x, _ in layout.values()), default=0.0)
        if any(u == v == 0 for u, v, _ in edges):  # an edge with both feet on the ground
            width = max(width, _STEP * 0.6)
        spots.append(({v: (left + x, r) for v, (x, r) in layout.items()}, edges))
        height = max(height, *(r for _, r in layout.values()))
        left += width + _STEP * 1.2
    width = max(left - _STEP * 1.2 + _MARGIN, 2 * _MARGIN + _STEP)
    ground = _MARGIN + height * _RISE + 8
    body = [(f"<line x1='2' y1='{ground:g}' x2='{width - 2:g}' y2='{ground:g}' "
             "stroke='#6b5b45' stroke-width='3'/>")]
    body += [f"<line x1='{x:g}' y1='{ground + 2:g}' x2='{x - 7:g}' y2='{ground + 9:g}' "
             "stroke='#6b5b45' stroke-width='1.2'/>" for x in range(10, int(width) - 2, 10)]
    dots = []
    for layout, edges in spots:
        where = {v: (x, ground - r * _RISE) for v, (x, r) in layout.items()}  # r: a row
        body += _edges(edges, where, ground)
        dots += [f"<circle cx='{x:.1f}' cy='{y:.1f}' r='4' fill='#333'/>"
                 for _, (x, y) in sorted(where.items())]
    return picture.Drawing(width, ground + 12, "".join(body + dots))


def _edges(edges: Sequence[tuple[int, int, str]], where: dict[int, tuple[float, float]],
           ground: float) -> list[str]:
    """The edges of one part, with the ground vertex drawn under each of its
    neighbours (a foot of its own for each)."""
    bundles: dict[tuple[int, int], list[str]] = {}
    for u, v, colour in edges:
        bundles.setdefault((u, v), []).append(colour)
    out = []
    first_x = min((x for x, _ in where.values()), default=_MARGIN)
    for (u, v), colours in bundles.items():
        if u == v == 0:
            a, b = (first_x, ground), (first_x + _STEP * 0.6, ground)
        elif u == 0:
            a, b = (where[v][0], ground), where[v]
        else:
            a, b = sorted((where[u], where[v]))  # left to right: bows go up
        for k, colour in enumerate(colours):
            stroke = (f"fill='none' stroke='{EDGE_COLOURS[colour]}' stroke-width='4' "
                      "stroke-linecap='round'")
            if u == v != 0:  # a loop: a petal above its vertex
                x, y = a
                spread = 10 + 6 * k
                out.append(f"<path d='M{x:.1f},{y:.1f} C{x - spread:.1f},{y - 30 - 6 * k:.1f} "
                           f"{x + spread:.1f},{y - 30 - 6 * k:.1f} {x:.1f},{y:.1f}' {stroke}/>")
                continue
            bow = (k - (len(colours) - 1) / 2) * _BOW
            if u == 0 != v:  # legs: each edge on the ground has a foot of its own
                a, bow = (where[v][0] + bow * 1.6, ground), 0.0
            elif u == v == 0:
                bow -= 22.0  # an arch over the ground
            elif a[1] == b[1] and abs(a[0] - b[0]) > _STEP * 1.5:
                bow -= 12.0  # over the vertices of its row between its ends
            (x1, y1), (x2, y2) = a, b
            length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1.0)
            # the control point: the middle, moved square to the edge by twice the bow
            cx = (x1 + x2) / 2 + 2 * bow * (y1 - y2) / length
            cy = (y1 + y2) / 2 + 2 * bow * (x2 - x1) / length
            if bow:
                out.append(f"<path d='M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}' "
                           f"{stroke}/>")
            else:
                out.append(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' "
                           f"{stroke}/>")
    return out

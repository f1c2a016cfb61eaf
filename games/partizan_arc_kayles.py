"""Partizan Arc Kayles: take an edge of your colour, and both its ends with it.

Rules (CGSuite, ``game.graph.PartizanArcKayles``, in
``lib/core/src/main/resources/org/cgsuite/lang/resources/game/graph/`` of
``aaron-siegel/cgsuite``): a graph whose edges are blue (``l``), red
(``r``) or green (``e``). Left picks a blue or green edge, Right a red or
green one, and the edge's two ends are removed with every edge that
touches them (a loop removes its one vertex). The player who cannot move
loses. With green edges only it is Arc Kayles (:mod:`cgt.games.arc_kayles`).

Graphs are written in CGSuite's notation (``Graph.Parse``): a path of
edges from a first vertex, ``"llr"``; a branch point opens parentheses
whose branches are separated by ``;``, ``"l(l;re)"``; a vertex is named by
``:A`` (or ``:{name}``) after the edge that reaches it, and naming it again
joins an edge to it (``":Alll:A"`` is a triangle); ``;`` at the top level
starts another component.

>>> PartizanArcKayles("llr").value  # CGSuite's GameGraphTest: 1/2
cgt.parse('1/2')
>>> PartizanArcKayles("lrlr(ll;ree(rl;l))").value  # GameGraphTest
cgt.parse('{3*|2*||3/2,3/2*|1/2*}')
>>> PartizanArcKayles(":Aele:A").value, PartizanArcKayles("eee").value  # green: Arc Kayles
(cgt.parse('*'), cgt.parse('*2'))

The connected components are independent games, each renumbered in the
order its vertices are met.
"""

from __future__ import annotations

import argparse
import enum
import re
from collections.abc import Iterator
from typing import Any

from cgt import Position, picture
from cgt import undirected as graphs
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    Grid,
    GridCell,
    Progress,
    TableSpec,
    bounded,
    no_progress,
    value_cell,
)
from cgt.games.words import read_diagram

__all__ = ["EdgeColour", "PartizanArcKayles"]


class EdgeColour(enum.StrEnum):
    """The colour of an edge, by its letter in CGSuite's notation."""

    BLUE = "l"  # Left's
    RED = "r"  # Right's
    GREEN = "e"  # either player's


#: An edge: its two ends (the lower first) and its colour.
Edge = tuple[int, int, EdgeColour]

_TOKENS = re.compile(r"\{[^}]*\}|\S")


class PartizanArcKayles(Position):
    """A Partizan Arc Kayles position: ``PartizanArcKayles("lrlr(ll;re)")``.

    >>> [str(p) for p in PartizanArcKayles("lre").right_moves()]
    ['', 'l']
    >>> PartizanArcKayles("lx")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.undirected.GraphError: Partizan Arc Kayles graph 'lx': 'x' is not an edge
    (l blue, r red, e green), a vertex name (:A) or one of ( ; )
    """

    title = "Partizan Arc Kayles"

    __slots__ = ("edges", "size")

    size: int  # the vertices are 0 .. size - 1
    edges: tuple[Edge, ...]  # sorted

    def __init__(self, graph: str) -> None:
        if not isinstance(graph, str):
            raise graphs.GraphError(
                f"a Partizan Arc Kayles graph is text like 'llr', not {type(graph).__name__}")
        self.size, edges = _parse(graph)
        self.edges = tuple(sorted(edges))

    @classmethod
    def _make(cls, size: int, edges: tuple[Edge, ...]) -> PartizanArcKayles:
        position = object.__new__(cls)
        position.size, position.edges = size, edges
        return position

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[PartizanArcKayles]:
        return self._takes(EdgeColour.BLUE)

    def right_moves(self) -> Iterator[PartizanArcKayles]:
        return self._takes(EdgeColour.RED)

    def _takes(self, own: EdgeColour) -> Iterator[PartizanArcKayles]:
        """Each edge of colour ``own`` or green (one move per pair of ends:
        two edges joining the same ends leave the same graph)."""
        seen = set()
        for u, v, colour in self.edges:
            if colour in (own, EdgeColour.GREEN) and (u, v) not in seen:
                seen.add((u, v))
                yield self._renumbered([e for e in self.edges if not {e[0], e[1]} & {u, v}])

    @classmethod
    def _renumbered(cls, edges: list[Edge]) -> PartizanArcKayles:
        """The graph of ``edges`` alone (no lone vertex), its vertices
        renumbered from 0 in their order."""
        number = {v: k for k, v in enumerate(sorted({end for u, v, _ in edges for end in (u, v)}))}
        return cls._make(len(number), tuple(sorted(
            (number[u], number[v], colour) for u, v, colour in edges)))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[PartizanArcKayles, ...]:
        """The connected components with an edge, each renumbered from 0."""
        around: dict[int, set[int]] = {}
        for u, v, _ in self.edges:
            around.setdefault(u, set()).add(v)
            around.setdefault(v, set()).add(u)
        parts, seen = [], set()
        for start in sorted(around):
            if start in seen:
                continue
            order, stack = [], [start]
            seen.add(start)
            while stack:
                v = stack.pop()
                order.append(v)
                for w in sorted(around[v] - seen):
                    seen.add(w)
                    stack.append(w)
            inside = set(order)
            parts.append(self._renumbered([e for e in self.edges if e[0] in inside]))
        if len(parts) == 1 and parts[0] == self:
            return (self,)
        return tuple(parts)

    def key(self) -> tuple[int, tuple[Edge, ...]]:
        return self.size, self.edges

    def conjugate_key(self) -> tuple[int, tuple[Edge, ...]]:
        """The graph with blue and red swapped: the players swap roles."""
        swap = {EdgeColour.BLUE: EdgeColour.RED, EdgeColour.RED: EdgeColour.BLUE,
                EdgeColour.GREEN: EdgeColour.GREEN}
        return self.size, tuple(sorted((u, v, swap[c]) for u, v, c in self.edges))

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return _format(self.size, self.edges)

    def __repr__(self) -> str:
        return f"PartizanArcKayles({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph (edge colours are in the text)."""
        neighbours = [0] * self.size
        for u, v, _ in self.edges:
            if u != v:
                neighbours[u] |= 1 << v
                neighbours[v] |= 1 << u
        return picture.graph_drawing(tuple(neighbours), ("",) * self.size)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, PartizanArcKayles) and other.size == self.size
                and other.edges == self.edges)

    def __hash__(self) -> int:
        return hash((self.size, self.edges))


def _parse(text: str) -> tuple[int, list[Edge]]:
    """CGSuite's ``Graph.Parse`` for undirected graphs with coloured edges
    and unlabelled vertices: the number of vertices and the edges."""
    tokens = _TOKENS.findall(text)
    if not tokens:
        return 0, []
    if any(t.startswith("{") and len(t) == 2 for t in tokens):
        _fail(text, "a vertex name in braces is empty")
    names: dict[str, int] = {}
    edges: list[Edge] = []
    size = 0
    at = 0

    def vertex() -> int:
        """A new vertex, or the one a name after it names."""
        nonlocal at, size
        if at < len(tokens) and tokens[at] == ".":
            at += 1
        if at < len(tokens) and tokens[at] == ":":
            if at + 1 >= len(tokens):
                _fail(text, "':' must be followed by a vertex name")
            name = tokens[at + 1].strip("{}")
            at += 2
            if name not in names:
                names[name] = size
                size += 1
            return names[name]
        size += 1
        return size - 1

    def chain(previous: int) -> None:
        """Edges from ``previous`` on, up to a ``;`` or ``)`` or the end."""
        nonlocal at
        while at < len(tokens) and tokens[at] not in (";", ")"):
            token = tokens[at]
            if token == "(":
                at += 1
                chain(previous)
                while at < len(tokens) and tokens[at] == ";":
                    at += 1
                    chain(previous)
                if at >= len(tokens) or tokens[at] != ")":
                    _fail(text, "a '(' is not closed")
                at += 1
                return
            try:
                colour = EdgeColour(token)
            except ValueError:
                _fail(text, f"{token!r} is not an edge (l blue, r red, e green), a vertex "
                            "name (:A) or one of ( ; )")
            at += 1
            ends = vertex()
            edges.append((min(previous, ends), max(previous, ends), colour))
            previous = ends

    chain(vertex())
    while at < len(tokens):
        if tokens[at] != ";":
            _fail(text, f"{tokens[at]!r} cannot stand here: a ')' ends its chain, and only "
                        "';' (another component) may follow it")
        at += 1
        chain(vertex())
    return size, edges


def _fail(text: str, fault: str) -> Any:
    raise graphs.GraphError(f"Partizan Arc Kayles graph {text!r}: {fault}")


def _format(size: int, edges: tuple[Edge, ...]) -> str:
    """The graph in CGSuite's notation: each component walked from its
    lowest vertex, a branch point in parentheses, a vertex that an edge
    comes back to named (``:A``); lone vertices as ``.``."""
    around: dict[int, list[int]] = {v: [] for v in range(size)}
    for k, (u, v, _) in enumerate(edges):
        around[u].append(k)
        if v != u:
            around[v].append(k)
    parent: dict[int, int] = {}  # vertex -> the edge it was reached by
    tree: set[int] = set()
    order: list[int] = []

    def walk(v: int) -> None:
        order.append(v)
        for k in around[v]:
            u, w, _ = edges[k]
            other = w if u == v else u
            if other not in parent and other not in order:
                parent[other] = k
                tree.add(k)
                walk(other)

    named: dict[int, str] = {}
    parts = []
    for start in range(size):
        if start in order:
            continue
        walk(start)
    for k, (u, v, _) in enumerate(edges):
        if k not in tree:  # a loop, a second edge or a cycle: its ends need names
            for end in (u, v):
                named.setdefault(end, _name(len(named)))
    done: set[int] = set()

    def label(v: int) -> str:
        return f":{named[v]}" if v in named else ""

    def text(v: int) -> str:
        items = []
        for k in around[v]:
            if k in done:
                continue
            done.add(k)
            u, w, colour = edges[k]
            other = w if u == v else u
            if k in tree:
                items.append(colour.value + label(other) + text(other))
            else:
                items.append(colour.value + label(other))
        if len(items) > 1:
            return "(" + ";".join(items) + ")"
        return items[0] if items else ""

    for v in order:
        if v not in parent:
            parts.append((label(v) or ("." if not around[v] else "")) + text(v))
    return ";".join(parts)


def _name(k: int) -> str:
    return chr(ord("A") + k) if k < 26 else "{" + str(k) + "}"


#: The rows of ``cgt table partizan-arc-kayles``: each repeated along a path.
TABLE_PATTERNS = ("l", "e", "lr", "le", "lre", "llr")


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--length", type=bounded(1, 12, "--length"), default=8, metavar="N",
                        help="paths of 1 .. N edges (default 8)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table partizan-arc-kayles``: the values of paths whose edges
    repeat a pattern of colours, ``lrl...`` for ``lr`` (CGSuite's notation
    writes a path as its edges in order).

    >>> grid = _table(argparse.Namespace(length=3))
    >>> grid.rows[2], [cell.text for cell in grid.cells[2]]
    ('lr', ['1', '*', '{1|0}'])
    """
    lengths = range(1, args.length + 1)
    cells: list[list[GridCell | None]] = []
    for i, pattern in enumerate(TABLE_PATTERNS):
        cells.append([value_cell(PartizanArcKayles((pattern * n)[:n]).value) for n in lengths])
        progress(i + 1, len(TABLE_PATTERNS))
    return Grid(
        title="Partizan Arc Kayles: values of paths, the edges' colours repeating a pattern",
        corner="pattern \\ edges", rows=list(TABLE_PATTERNS), columns=[str(n) for n in lengths],
        cells=cells,
        notes=[("l blue (Left's), r red (Right's), e green (either's); a move takes an edge of "
                "the mover's colour and both its ends.")],
        data={"ruleset": "partizan-arc-kayles",
              "values": [[cell.text for cell in row if cell] for row in cells]})


def _from_words(words: list[str], options: dict[str, Any]) -> PartizanArcKayles:
    return PartizanArcKayles(read_diagram(words))


RULESET = Ruleset(
    "partizan-arc-kayles", PartizanArcKayles, "take an edge of your colour and both its ends",
    "GRAPH", "CGSuite's notation: edges l (blue), r (red), e (green), like lr(l;er)",
    _from_words, example=("lrlr(ll;ree(rl;l))",),
    examples=(("llr", "CGSuite: 1/2"), ("lrlr(ll;ree(rl;l))", "CGSuite: {3*|2*||3/2,3/2*|1/2*}")),
    source="CGSuite's game.graph.PartizanArcKayles",
    table=TableSpec("values of paths of Partizan Arc Kayles", _table_options, _table,
                    (("--length 10", "paths of up to 10 edges"),)),
)

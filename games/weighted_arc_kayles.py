"""Weighted Arc Kayles: take an edge, and one from the weight of each end.

Rules (CGSuite, ``game.graph.WeightedArcKayles``, defined in
``lib/core/src/main/resources/org/cgsuite/lang/resources/game/graph/``
``GenArcKayles.cgs`` of ``aaron-siegel/cgsuite`` as ``GenArcKayles(weighted
=> true)``): a graph whose vertices carry whole-number weights. A move
picks an edge whose two ends both weigh at least 1, and takes 1 from the
weight of each end; a vertex of weight 0 can take part in no move. The
player who cannot move loses. The game is impartial; with every weight 1
it is Arc Kayles (:mod:`cgt.games.arc_kayles`).

Positions are a graph as :mod:`cgt.positions.undirected` writes it (paths
and lone vertices, ``"0-1-2 2-3"``), then ``:`` and the weights of its
vertices in increasing order of their numbers (every weight 1 when
omitted):

>>> WeightedArcKayles("0-1-2-3-4-5").grundy  # weights 1: Dawson's Kayles, *3
3
>>> WeightedArcKayles("0-1 : 3,5").grundy, WeightedArcKayles("0-1 : 4,5").grundy
(1, 0)

The components of the graph that remains once the vertices of weight 0
are gone are independent games (CGSuite's ``graph.Decomposition(0)``).
"""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Iterator
from typing import Any

from cgt import ImpartialPosition, picture
from cgt import undirected as graphs
from cgt.games.registry import Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, bounded, grundy_cell, no_progress
from cgt.games.words import read_diagram

__all__ = ["WeightedArcKayles", "path"]


class WeightedArcKayles(ImpartialPosition):
    """A Weighted Arc Kayles position: ``WeightedArcKayles("0-1-2 : 2,3,1")``.

    >>> [str(p) for p in WeightedArcKayles("0-1-2 : 2,3,1").moves()]
    ['0-1 1-2 : 1,2,1', '0-1 : 2,2']
    >>> WeightedArcKayles("0-1 : 2")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.undirected.GraphError: Weighted Arc Kayles graph '0-1 : 2' has 2 vertices
    and 1 weight; write one whole number for each vertex, like '0-1-2 : 2,3,1'
    """

    title = "Weighted Arc Kayles"

    __slots__ = ("neighbours", "weights")

    neighbours: tuple[int, ...]  # per vertex: the bitmask of its neighbours
    weights: tuple[int, ...]  # per vertex: its weight, at least 1

    def __init__(self, graph: str) -> None:
        if not isinstance(graph, str):
            raise graphs.GraphError(f"a Weighted Arc Kayles graph is text like '0-1 : 2,3', "
                                    f"not {type(graph).__name__}")
        edges, _, weights = graph.partition(":")
        parsed = graphs.parse_graph(edges, "", name="Weighted Arc Kayles graph")
        size = len(parsed.neighbours)
        words = [w.strip() for w in weights.split(",")] if weights.strip() else ["1"] * size
        if len(words) != size or not all(w.isdigit() for w in words):
            raise graphs.GraphError(
                f"Weighted Arc Kayles graph {graph!r} has {size} vertices and {len(words)} "
                f"weight{'s' * (len(words) != 1)}; write one whole number for each vertex, "
                "like '0-1-2 : 2,3,1'")
        alive = [v for v, w in enumerate(words) if int(w) > 0]
        self.neighbours = graphs.induced(parsed.neighbours, alive)
        self.weights = tuple(int(words[v]) for v in alive)

    @classmethod
    def _make(cls, weights: tuple[int, ...], neighbours: tuple[int, ...]) -> WeightedArcKayles:
        position = object.__new__(cls)
        position.weights, position.neighbours = weights, neighbours
        return position

    # -- the rules -------------------------------------------------------------------

    def moves(self) -> Iterator[WeightedArcKayles]:
        """Take 1 from both ends of an edge; an end left at 0 goes."""
        for v, around in enumerate(self.neighbours):
            higher, u = around >> (v + 1), v + 1
            while higher:
                if higher & 1:
                    yield self._lighter(v, u)
                higher >>= 1
                u += 1

    def _lighter(self, v: int, u: int) -> WeightedArcKayles:
        weights = list(self.weights)
        weights[v] -= 1
        weights[u] -= 1
        gone = [w for w in (v, u) if weights[w] == 0]
        if not gone:
            return self._make(tuple(weights), self.neighbours)
        return self._make(tuple(x for k, x in enumerate(weights) if k not in gone),
                          graphs.without(self.neighbours, gone))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[WeightedArcKayles, ...]:
        """The connected components with an edge, each renumbered from 0."""
        groups = graphs.components(self.neighbours)
        live = [g for g in groups if len(g) > 1]
        if len(live) == 1 and len(groups) == 1:
            return (self,)
        return tuple(self._make(tuple(self.weights[v] for v in g),
                                graphs.induced(self.neighbours, g)) for g in live)

    def key(self) -> Hashable:
        """A path or a cycle by its weights along it (any numbering); any other
        graph as it stands."""
        chain = graphs.chain_key(self.neighbours, self.weights)
        return (self.weights, self.neighbours) if chain is None else chain

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        edges = graphs.format_graph(self.neighbours, ("",) * len(self.neighbours))
        return f"{edges} : {','.join(map(str, self.weights))}" if self.weights else edges

    def __repr__(self) -> str:
        return f"WeightedArcKayles({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph (the weights are in the text)."""
        return picture.graph_drawing(self.neighbours, ("",) * len(self.neighbours))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, WeightedArcKayles) and other.weights == self.weights
                and other.neighbours == self.neighbours)

    def __hash__(self) -> int:
        return hash((self.weights, self.neighbours))


def path(n: int, weight: int) -> WeightedArcKayles:
    """``n`` vertices in a row, each of weight ``weight``.

    >>> path(3, 2)
    WeightedArcKayles('0-1 1-2 : 2,2,2')
    """
    return WeightedArcKayles("-".join(map(str, range(n))) + " : " + ",".join([str(weight)] * n))


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--weight", type=bounded(1, 6, "--weight"), default=3, metavar="W",
                        help="every vertex weighs 1 .. W (default 3)")
    parser.add_argument("--length", type=bounded(1, 12, "--length"), default=8, metavar="N",
                        help="paths of 1 .. N vertices (default 8)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table weighted-arc-kayles``: the Grundy value of a path of ``n``
    vertices all of weight ``w``."""
    values = []
    for w in range(1, args.weight + 1):
        values.append([path(n, w).grundy for n in range(1, args.length + 1)])
        progress(w, args.weight)
    return Grid(
        title="Weighted Arc Kayles: Grundy values of paths, every vertex of one weight",
        corner="weight \\ vertices", rows=[str(w) for w in range(1, args.weight + 1)],
        columns=[str(n) for n in range(1, args.length + 1)],
        cells=[[grundy_cell(g) for g in row] for row in values],
        notes=[("Weight 1 is Dawson's Kayles. Even weights are 0: the second player plays "
                "the first player's edge again.")],
        data={"ruleset": "weighted-arc-kayles", "grundy": values})


def _from_words(words: list[str], options: dict[str, Any]) -> WeightedArcKayles:
    return WeightedArcKayles(read_diagram(words))


RULESET = Ruleset(
    "weighted-arc-kayles", WeightedArcKayles, "take an edge: one from the weight of each end",
    "GRAPH", "paths like 0-1-2 2-3, then : and the weights, like 0-1-2 : 2,3,1",
    _from_words, example=("0-1-2-3", ":", "2,3,3,2"),
    examples=(("0-1 : 3,5", "*1: three moves on one edge"),
              ("0-1-2-3-4-5", "*3: weights 1, Dawson's Kayles")),
    source="CGSuite's game.graph.WeightedArcKayles",
    table=TableSpec("Grundy values of Weighted Arc Kayles paths", _table_options, _table,
                    (("--weight 4 --length 8", "even weights are 0"),)),
)

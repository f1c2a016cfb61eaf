"""Arc Kayles: take an edge of a graph, and both its ends with it.

Rules (Schaefer, "On the complexity of some two-person perfect-information
games", 1978; Winning Ways, ch. 4; CGSuite's ``game.graph.ArcKayles``): a
graph. A move picks an edge and removes both its ends, with every edge
that touches them. A vertex may carry a loop: picking the loop removes that
vertex alone. The player who cannot move loses. Arc Kayles is impartial.

Graphs are written as in :mod:`cgt.positions.undirected`: paths and lone
vertices, ``"0-1-2 2-3 4"``; a vertex with a loop has the mark ``o`` after
its number, the same wherever it is written (``"0o-1o-2o"``).

>>> ArcKayles.path(6).grundy, ArcKayles.cycle(4).grundy, ArcKayles("0o-1o-2o").grundy
(3, 0, 3)

A path of ``n`` vertices is Dawson's Kayles with a heap of ``n`` (octal
``0.07``), and a path whose vertices all carry loops is Kayles (``0.77``):
CGSuite's ``GameGraphTest`` checks both, and so do this module's tests. The
connected components are independent games (:meth:`ArcKayles.components`),
and a path or a cycle is keyed by its loops along it, the same in every
numbering (:func:`cgt.undirected.chain_key`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from cgt import ImpartialPosition, picture
from cgt import undirected as graphs
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["ArcKayles"]

LOOP = "o"


class ArcKayles(ImpartialPosition):
    """An Arc Kayles position: ``ArcKayles("0-1-2 2-3")``, :meth:`path`, :meth:`cycle`.

    >>> [str(p) for p in ArcKayles("0-1-2 1-3").moves()]
    ['0 1', '0 1', '0 1']
    >>> ArcKayles("0-1-x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.undirected.GraphError: Arc Kayles graph '0-1-x': 'x' in '0-1-x' is not a vertex
    (a number, optionally with one of o after it)
    """

    title = "Arc Kayles"

    __slots__ = ("loops", "neighbours")

    loops: tuple[bool, ...]  # per vertex: whether it carries a loop
    neighbours: tuple[int, ...]  # per vertex: the bitmask of its neighbours

    def __init__(self, graph: str) -> None:
        parsed = graphs.parse_graph(graph, LOOP, name="Arc Kayles graph")
        self.loops = tuple(mark == LOOP for mark in parsed.marks)
        self.neighbours = parsed.neighbours

    @classmethod
    def path(cls, n: int, *, looped: bool = False) -> ArcKayles:
        """``n`` vertices in a row, each with a loop when ``looped``.

        >>> ArcKayles.path(3, looped=True)
        ArcKayles('0o-1o 1o-2o')
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise graphs.GraphError(f"a path has a whole number of vertices, not {n!r}")
        neighbours = tuple((1 << v - 1 if v else 0) | (1 << v + 1 if v < n - 1 else 0)
                           for v in range(n))
        return cls._make((looped,) * n, neighbours)

    @classmethod
    def cycle(cls, n: int) -> ArcKayles:
        """``n >= 3`` vertices in a ring."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 3:
            raise graphs.GraphError(f"a cycle has at least 3 vertices, not {n!r}")
        return cls("-".join(str(i) for i in [*range(n), 0]))

    @classmethod
    def _make(cls, loops: tuple[bool, ...], neighbours: tuple[int, ...]) -> ArcKayles:
        position = object.__new__(cls)
        position.loops = loops
        position.neighbours = neighbours
        return position

    # -- the rules -------------------------------------------------------------------

    def moves(self) -> Iterator[ArcKayles]:
        """Take a loop (its vertex goes), or an edge (both ends go)."""
        for v, around in enumerate(self.neighbours):
            if self.loops[v]:
                yield self._without([v])
            higher = around >> (v + 1)
            u = v + 1
            while higher:
                if higher & 1:
                    yield self._without([v, u])
                higher >>= 1
                u += 1

    def _without(self, gone: list[int]) -> ArcKayles:
        loops = tuple(loop for v, loop in enumerate(self.loops) if v not in gone)
        return self._make(loops, graphs.without(self.neighbours, gone))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[ArcKayles, ...]:
        """The connected components that still have a move, each renumbered from 0."""
        groups = graphs.components(self.neighbours)
        live = [g for g in groups if len(g) > 1 or self.loops[g[0]]]
        if len(live) == 1 and len(groups) == 1:
            return (self,)
        return tuple(self._make(tuple(self.loops[v] for v in g), graphs.induced(self.neighbours, g))
                     for g in live)

    def key(self) -> Hashable:
        """A path or a cycle by its loops along it (any numbering); any other
        graph as it stands."""
        chain = graphs.chain_key(self.neighbours, self.loops)
        return (self.loops, self.neighbours) if chain is None else chain

    # -- text ----------------------------------------------------------------------------

    def _marks(self) -> tuple[str, ...]:
        return tuple(LOOP if loop else "" for loop in self.loops)

    def __str__(self) -> str:
        return graphs.format_graph(self.neighbours, self._marks())

    def __repr__(self) -> str:
        return f"ArcKayles({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph (a looped vertex is drawn as any other)."""
        return picture.graph_drawing(self.neighbours, ("",) * len(self.neighbours))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, ArcKayles) and other.loops == self.loops
                and other.neighbours == self.neighbours)

    def __hash__(self) -> int:
        return hash((self.loops, self.neighbours))


def _from_words(words: list[str], options: dict[str, Any]) -> ArcKayles:
    return ArcKayles(read_diagram(words))


RULESET = Ruleset(
    "arc-kayles", ArcKayles, "take an edge and both its ends",
    "GRAPH", "paths and vertices like 0-1-2 2-3 (0o: vertex 0 has a loop)",
    _from_words, example=("0-1-2-3-4-5",),
    examples=(("0-1-2-3-4-5", "*3, Dawson's Kayles"), ("0-1-2-3-0", "a square: 0"),
              ("0o-1o-2o", "*3, Kayles")),
    source="Schaefer (1978); CGSuite",
)

"""Fjords: colour a vertex next to one of your own colour.

Rules (CGSuite's ``game.graph.Fjords``, its ``GenCol([Left], [Right])``;
the colouring games of Winning Ways, ch. 2): a graph whose vertices are
uncoloured, some of them marked ``L`` (next to a blue vertex) or ``R`` (next
to a red one). Left colours blue a vertex marked ``L``, Right red one marked
``R``: a player may colour only a vertex next to one of their own colour,
and an unmarked vertex is nobody's yet. Colouring a vertex removes it; its
unmarked neighbours take the mover's mark, and its neighbours marked for
the opponent, now next to both colours, are removed. The player who cannot
colour a vertex loses.

Graphs are written as for Col (:mod:`cgt.positions.undirected`): paths and
lone vertices, ``"0L-1-2R"``, the marks after the vertex numbers.

>>> Fjords("0L").value, Fjords("0L-1").value, Fjords("0L-1-2R").value
(cgt.parse('1'), cgt.parse('2'), cgt.parse('0'))
>>> [str(p) for p in Fjords("0L-1-2R").left_moves()]
['0L-1R']

Each connected component is an independent game; one with no marked
vertex is dead (nobody may ever colour in it) and is dropped.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from cgt import Position, picture
from cgt import undirected as graphs
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Fjords"]

_OPPONENT = {"L": "R", "R": "L"}


class Fjords(Position):
    """A graph: ``Fjords("0L-1-2R")``; vertices marked ``L`` or ``R`` or unmarked."""

    title = "Fjords"

    __slots__ = ("marks", "neighbours")

    marks: tuple[str, ...]  # per vertex: "L", "R" or ""
    neighbours: tuple[int, ...]  # per vertex: the bitmask of its neighbours

    def __init__(self, graph: str) -> None:
        parsed = graphs.parse_graph(graph, "LR", name="Fjords graph")
        self.marks, self.neighbours = _alive(parsed.marks, parsed.neighbours)

    @classmethod
    def _make(cls, marks: tuple[str, ...], neighbours: tuple[int, ...]) -> Fjords:
        position = object.__new__(cls)
        position.marks, position.neighbours = _alive(marks, neighbours)
        return position

    def left_moves(self) -> Iterator[Fjords]:
        """Colour blue a vertex marked L."""
        return (self._coloured(v, "L") for v, m in enumerate(self.marks) if m == "L")

    def right_moves(self) -> Iterator[Fjords]:
        """Colour red a vertex marked R."""
        return (self._coloured(v, "R") for v, m in enumerate(self.marks) if m == "R")

    def _coloured(self, v: int, mark: str) -> Fjords:
        marks = list(self.marks)
        gone = [v]
        for u in range(len(marks)):
            if self.neighbours[v] >> u & 1:
                if marks[u] == _OPPONENT[mark]:
                    gone.append(u)  # next to both colours: nobody may colour it
                else:
                    marks[u] = mark
        gone.sort(reverse=True)
        for u in gone:
            del marks[u]
        return self._make(tuple(marks), graphs.without(self.neighbours, gone))

    def components(self) -> tuple[Fjords, ...]:
        """Each connected component."""
        parts = graphs.components(self.neighbours)
        if len(parts) <= 1:
            return (self,)
        return tuple(self._make(tuple(self.marks[v] for v in part),
                                graphs.induced(self.neighbours, part)) for part in parts)

    def key(self) -> Hashable:
        return (self.marks, self.neighbours)

    def conjugate_key(self) -> Hashable:
        """The key with the marks swapped (worth minus this)."""
        return (tuple(_OPPONENT.get(m, "") for m in self.marks), self.neighbours)

    def __str__(self) -> str:
        return graphs.format_graph(self.neighbours, self.marks)

    def __repr__(self) -> str:
        return f"Fjords({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph, vertices marked L blue and R red."""
        return picture.graph_drawing(self.neighbours, self.marks)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Fjords) and other.marks == self.marks
                and other.neighbours == self.neighbours)

    def __hash__(self) -> int:
        return hash((self.marks, self.neighbours))


def _alive(marks: tuple[str, ...], neighbours: tuple[int, ...],
           ) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Without the components that have no marked vertex: nobody may ever
    colour there."""
    dead = [v for part in graphs.components(neighbours)
            if not any(marks[v] for v in part) for v in part]
    if not dead:
        return marks, neighbours
    keep = [v for v in range(len(marks)) if v not in set(dead)]
    return tuple(marks[v] for v in keep), graphs.induced(neighbours, keep)


def _from_words(words: list[str], options: dict[str, Any]) -> Fjords:
    return Fjords(read_diagram(words))


RULESET = Ruleset(
    "fjords", Fjords, "colour a vertex next to one of your own colour",
    "GRAPH", "paths and lone vertices with marks, like 0L-1-2R (L: Left's, R: Right's)",
    _from_words, example=("0L-1-2-3R",),
    examples=(("0L-1-2R", "0"), ("0L-1", "2")),
    source="CGSuite's game.graph.Fjords (GenCol([Left], [Right]))",
)

"""Digraph Placement: take a vertex of your colour, and every vertex it points to.

Rules (Clow and McKay, "Digraph Placement Games", 2024, arXiv:2407.12219;
cgt-tools' ``digraph_placement.rs``, ``cgt_py.DigraphPlacement``): a
directed graph whose vertices are blue (Left's) or red (Right's). A move
picks a vertex of one's own colour and removes it together with every
vertex it has an arc to. The player who cannot move loses.

Diagram: vertices are numbers, each marked ``L`` (blue) or ``R`` (red) at
least once; arcs are written as chains ``0L>1R>2L`` (arcs 0 to 1 and 1 to
2), separated by spaces or commas, with lone vertices on their own
(``"0L>1R 2L"``). ``empty`` is the graph with no vertex.

>>> DigraphPlacement("0L>1R").value, DigraphPlacement("0R>1L").value
(cgt.parse('1/2'), cgt.parse('-1/2'))
>>> DigraphPlacement("1R>0R 2L>0 3L>0 4L>0 2>1 3>1 4>1 1>4 2>4 3>4").value  # cgt-tools' test
cgt.parse('2v*')

The weakly connected components are independent games
(:meth:`DigraphPlacement.components`), and swapping the colours swaps the
players (:meth:`DigraphPlacement.conjugate_key`).
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator
from itertools import pairwise
from typing import Any

from cgt import CGTError, Position, SolveContext, picture
from cgt import undirected as graphs
from cgt.boards import colouring
from cgt.boards.colouring import ColouringRules
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["DigraphPlacement"]

_VERTEX = re.compile(r"(\d+)([LR]?)\Z")
#: The most digits of a vertex's number (it names the vertex and orders the
#: vertices; Python reads no integer past 4,300 digits from text).
MAX_VERTEX_DIGITS = 18
_SWAP = {"L": "R", "R": "L"}


class DigraphPlacement(Position):
    """A position: ``DigraphPlacement("0L>1R>2L 3R")``.

    >>> [str(p) for p in DigraphPlacement("0L>1R>2L").left_moves()]
    ['0L', '0L>1R']
    >>> DigraphPlacement("0L>1")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Digraph Placement '0L>1': vertex 1 has no colour; mark it L or R once
    """

    title = "Digraph Placement"

    #: The ruleset as :mod:`cgt.boards.colouring` solves it on bitmasks: a
    #: move takes the vertex and the vertices it points to out of the game.
    COLOURING = ColouringRules("Digraph Placement", same_blocked=False, cold=False,
                               directed=True)

    __slots__ = ("colours", "out")

    colours: tuple[str, ...]  # per vertex: "L" or "R"
    out: tuple[int, ...]  # per vertex: the bitmask of the vertices it points to

    def __init__(self, diagram: str) -> None:
        self.colours, self.out = _parse(diagram)

    @classmethod
    def _make(cls, colours: tuple[str, ...], out: tuple[int, ...]) -> DigraphPlacement:
        position = object.__new__(cls)
        position.colours, position.out = colours, out
        return position

    # -- the rules -------------------------------------------------------------------

    def _moves(self, colour: str) -> Iterator[DigraphPlacement]:
        for v, own in enumerate(self.colours):
            if own == colour:
                gone = [v] + [u for u in range(len(self.out)) if self.out[v] >> u & 1 and u != v]
                colours = tuple(c for u, c in enumerate(self.colours) if u not in gone)
                yield self._make(colours, graphs.without(self.out, gone))

    def left_moves(self) -> Iterator[DigraphPlacement]:
        """Take a blue vertex and every vertex it points to."""
        return self._moves("L")

    def right_moves(self) -> Iterator[DigraphPlacement]:
        """Take a red vertex and every vertex it points to."""
        return self._moves("R")

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[DigraphPlacement, ...]:
        """The weakly connected components, each renumbered from 0."""
        n = len(self.out)
        both = [self.out[v] for v in range(n)]
        for v in range(n):
            for u in range(n):
                if self.out[v] >> u & 1:
                    both[u] |= 1 << v
        groups = graphs.components(tuple(both))
        if len(groups) <= 1:
            return (self,)
        return tuple(self._make(tuple(self.colours[v] for v in g), graphs.induced(self.out, g))
                     for g in groups)

    def key(self) -> Hashable:
        return (self.colours, self.out)

    def direct_value(self, context: SolveContext | None = None) -> Any:
        """The value solved on bitmasks (:func:`cgt.boards.colouring.solve`,
        which the solver calls instead of walking positions, keeping the
        memory budget of its ``context``), found in or stored into the table
        under this position's key.

        >>> graph = DigraphPlacement("0L>1R>2L 3R")
        >>> graph.direct_value() is graph.value.form, graph.value
        (True, cgt.parse('*'))
        """
        left = sum(1 << v for v, c in enumerate(self.colours) if c == "L")
        right = sum(1 << v for v, c in enumerate(self.colours) if c == "R")
        return colouring.solve(self.COLOURING, self.out, left, right, self.table().values,
                               self.key(), self.conjugate_key(), context)

    def conjugate_key(self) -> Hashable:
        """The colours swapped: worth minus this position."""
        return (tuple(_SWAP[c] for c in self.colours), self.out)

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        if not self.colours:
            return "empty"
        words = []
        for v, around in enumerate(self.out):
            words += [f"{v}{self.colours[v]}>{u}{self.colours[u]}"
                      for u in range(len(self.out)) if around >> u & 1]
        pointed = {u for around in self.out for u in range(len(self.out)) if around >> u & 1}
        words += [f"{v}{c}" for v, c in enumerate(self.colours)
                  if not self.out[v] and v not in pointed]
        return " ".join(words)

    def __repr__(self) -> str:
        return f"DigraphPlacement({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph with its arcs drawn as lines, blue and red vertices."""
        n = len(self.out)
        both = tuple(self.out[v] | sum(1 << u for u in range(n) if self.out[u] >> v & 1)
                     for v in range(n))
        return picture.graph_drawing(both, self.colours)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DigraphPlacement) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())


def _parse(diagram: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Colours and arc masks of vertices renumbered 0 .. n-1 in the order of their names."""
    if not isinstance(diagram, str):
        raise CGTError(f"Digraph Placement diagram must be text, not {type(diagram).__name__}")
    if diagram.strip() == "empty":
        return (), ()
    colours: dict[int, str] = {}
    arcs: set[tuple[int, int]] = set()
    for item in re.findall(r"[^\s,]+", diagram):
        chain = []
        for word in item.split(">"):
            found = _VERTEX.match(word)
            if found is None:
                raise CGTError(f"Digraph Placement {diagram!r}: {word!r} in {item!r} is not a "
                               "vertex (a number, with L or R after it once)")
            if len(found[1]) > MAX_VERTEX_DIGITS:  # a name, not a count: int() of any length
                raise CGTError(f"Digraph Placement: a vertex number of {len(found[1]):,} digits "
                               f"in {item[:40]!r}; at most {MAX_VERTEX_DIGITS}")
            v, colour = int(found[1]), found[2]
            known = colours.get(v, "")  # "": named before without a colour
            if colour and known and known != colour:
                raise CGTError(f"Digraph Placement {diagram!r}: vertex {v} is both "
                               f"{known} and {colour}")
            colours[v] = colour or known
            chain.append(v)
        arcs.update((a, b) for a, b in pairwise(chain) if a != b)
    if not colours:
        raise CGTError(f"Digraph Placement {diagram!r} has no vertex: write '0L>1R', or 'empty'")
    for v, colour in sorted(colours.items()):
        if not colour:
            raise CGTError(f"Digraph Placement {diagram!r}: vertex {v} has no colour; "
                           "mark it L or R once")
    index = {v: i for i, v in enumerate(sorted(colours))}
    out = [0] * len(index)
    for a, b in arcs:
        out[index[a]] |= 1 << index[b]
    return tuple(colours[v] for v in sorted(colours)), tuple(out)


def _from_words(words: list[str], options: dict[str, Any]) -> DigraphPlacement:
    return DigraphPlacement(read_diagram(words))


RULESET = Ruleset(
    "digraph-placement", DigraphPlacement,
    "take a vertex of your colour and every vertex it points to",
    "DIGRAPH", "arcs as chains of coloured vertices, like 0L>1R>2L 3R",
    _from_words, example=("0L>1R>2L>3R",),
    examples=(("0L>1R", "1/2"), ("0L>1R>2L>3R", "a directed path")),
    source="Clow and McKay, arXiv:2407.12219; cgt-tools",
)

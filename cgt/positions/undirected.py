"""Small undirected graphs for rulesets played on graphs (Col, Snort).

A graph is written as paths and single vertices, separated by spaces or
commas: ``"0-1-2 2-3 4"`` has the edges 0-1, 1-2, 2-3 and the lone vertex 4.
Vertices are named by non-negative integers (only the ones written exist);
a vertex may carry one mark letter right after its number (``"0L-1-2R"``),
the same wherever it is written. ``"empty"`` is the graph with no vertex.

Inside, a graph is its vertices numbered ``0 .. n-1`` in the order of their
names, each with the bitmask of its neighbours, and a mark per vertex.

>>> g = parse_graph("2-0L 0-1", "LR")
>>> g.neighbours, g.marks
((6, 1, 1), ('L', '', ''))
>>> format_graph(g.neighbours, g.marks)
'0L-1 0L-2'
>>> components((6, 1, 1, 0))
[[0, 1, 2], [3]]
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from itertools import pairwise

from cgt.core.dyadic import decimal_value
from cgt.errors import CGTError, shown

__all__ = [
    "Graph", "GraphError", "automorphisms", "chain_key", "components", "format_graph", "induced",
    "parse_graph", "without",
]


class GraphError(CGTError):
    """A graph text that cannot be read; the message names the text and the fault."""


@dataclass(frozen=True)
class Graph:
    """Vertices ``0 .. n-1``: the bitmask of each one's neighbours, and its mark."""

    neighbours: tuple[int, ...]
    marks: tuple[str, ...]


_ITEM = re.compile(r"[^\s,]+")
_VERTEX = re.compile(r"([0-9]+)([A-Za-z]?)\Z")


def parse_graph(text: str, marks: str, *, name: str = "graph") -> Graph:
    """Read paths and lone vertices; ``marks`` are the letters a vertex may carry."""
    if not isinstance(text, str):
        raise GraphError(f"{name} must be text like '0-1-2 2-3', not {type(text).__name__}")
    if text.strip() == "empty":
        return Graph((), ())
    labels: dict[int, str] = {}
    edges: set[tuple[int, int]] = set()
    items = _ITEM.findall(text)
    if not items:
        raise GraphError(f"{name} {text!r} has no vertex: write paths like '0-1-2', or 'empty'")
    for item in items:
        path = []
        for word in item.split("-"):
            found = _VERTEX.match(word)
            if found is None:
                raise GraphError(
                    f"{name} {text!r}: {word!r} in {item!r} is not a vertex "
                    f"(a number, optionally with one of {', '.join(marks)} after it)"
                )
            label, mark = decimal_value(found.group(1)), found.group(2)
            if mark and mark not in marks:
                raise GraphError(
                    f"{name} {text!r}: vertex {word!r} has mark {mark!r}; "
                    f"the marks are {', '.join(marks)}"
                )
            if label in labels and mark and labels[label] and labels[label] != mark:
                raise GraphError(
                    f"{name} {text!r}: vertex {shown(label)} is marked both "
                    f"{labels[label]!r} and {mark!r}"
                )
            labels[label] = mark or labels.get(label, "")
            path.append(label)
        for a, b in pairwise(path):
            if a == b:
                raise GraphError(f"{name} {text!r}: {item!r} joins vertex {shown(a)} to itself")
            edges.add((min(a, b), max(a, b)))
    index = {label: i for i, label in enumerate(sorted(labels))}
    neighbours = [0] * len(index)
    for a, b in edges:
        neighbours[index[a]] |= 1 << index[b]
        neighbours[index[b]] |= 1 << index[a]
    return Graph(tuple(neighbours), tuple(labels[label] for label in sorted(labels)))


def format_graph(neighbours: tuple[int, ...], marks: tuple[str, ...]) -> str:
    """The text of a graph on ``0 .. n-1``: every edge, then the lone vertices,
    each vertex with its mark; :func:`parse_graph` reads it back."""
    if not neighbours:
        return "empty"
    words = []
    for v, around in enumerate(neighbours):
        higher = around >> (v + 1)
        u = v + 1
        while higher:
            if higher & 1:
                words.append(f"{v}{marks[v]}-{u}{marks[u]}")
            higher >>= 1
            u += 1
        if not around:
            words.append(f"{v}{marks[v]}")
    return " ".join(words)


def components(neighbours: tuple[int, ...]) -> list[list[int]]:
    """The connected components, each as its vertices in increasing order."""
    unseen = (1 << len(neighbours)) - 1
    found = []
    while unseen:
        frontier = reached = unseen & -unseen
        while frontier:
            grow = 0
            while frontier:
                bit = frontier & -frontier
                frontier ^= bit
                grow |= neighbours[bit.bit_length() - 1]
            frontier = grow & ~reached
            reached |= frontier
        unseen &= ~reached
        found.append([v for v in range(len(neighbours)) if reached >> v & 1])
    return found


def induced(neighbours: tuple[int, ...], keep: list[int]) -> tuple[int, ...]:
    """The neighbour masks of the subgraph on ``keep`` (increasing), renumbered
    ``0 .. len(keep)-1`` in that order.

    >>> induced((6, 5, 3), [0, 2])
    (2, 1)
    """
    where = {v: i for i, v in enumerate(keep)}
    result = []
    for v in keep:
        mask = 0
        around = neighbours[v]
        while around:
            bit = around & -around
            around ^= bit
            i = where.get(bit.bit_length() - 1)
            if i is not None:
                mask |= 1 << i
        result.append(mask)
    return tuple(result)


def without(neighbours: tuple[int, ...], removed: list[int]) -> tuple[int, ...]:
    """The neighbour masks once the vertices ``removed`` are gone, the others
    renumbered in order: each removal drops one bit from every mask and
    shifts the bits above it down (cheaper than :func:`induced` when few go).

    >>> without((6, 5, 3), [1])
    (2, 1)
    """
    masks = list(neighbours)
    for v in sorted(removed, reverse=True):
        del masks[v]
        low = (1 << v) - 1
        masks = [(m & low) | ((m >> (v + 1)) << v) for m in masks]
    return tuple(masks)


def chain_key(neighbours: tuple[int, ...], labels: tuple[Hashable, ...]) -> tuple | None:
    """One key for every numbering of a connected graph that is a path or a
    cycle (no vertex has three neighbours), with ``labels`` on its vertices:
    ``("path", labels from one end)``, read from the end that gives the
    smaller tuple, or ``("cycle", labels around)``, the least reading from
    any vertex either way round. None for any other graph (the caller keys
    it as it stands).

    Positions on graphs lose vertices as they are played, so most become
    paths, and a path met in another numbering, or the other way round, is
    then found solved.

    >>> chain_key((2, 5, 2), "abc"), chain_key((2, 5, 2), "cba")
    (('path', ('a', 'b', 'c')), ('path', ('a', 'b', 'c')))
    >>> chain_key((6, 5, 3), "bca")
    ('cycle', ('a', 'b', 'c'))
    >>> chain_key((2, 1, 0), "abc") is None  # not connected
    True
    """
    n = len(neighbours)
    if not n:
        return ("path", ())
    degrees = list(map(int.bit_count, neighbours))
    if max(degrees) > 2 or sum(degrees) < 2 * n - 2:  # a branch, or too few edges to connect
        return None
    start = degrees.index(1) if 1 in degrees else degrees.index(0) if 0 in degrees else -1
    cycle = start < 0
    current = 0 if cycle else start
    seen = 1 << current
    order = [labels[current]]
    for _ in range(n - 1):
        ahead = neighbours[current] & ~seen
        if not ahead:
            return None  # the walk ended early: more than one component
        bit = ahead & -ahead
        seen |= bit
        current = bit.bit_length() - 1
        order.append(labels[current])
    forward = tuple(order)
    backward = forward[::-1]
    if not cycle:
        return ("path", min(forward, backward))
    readings = [forward[i:] + forward[:i] for i in range(n)]
    readings += [backward[i:] + backward[:i] for i in range(n)]
    return ("cycle", min(readings))


def automorphisms(neighbours: tuple[int, ...], most: int = 16,
                  budget: int = 20_000) -> list[tuple[int, ...]]:
    """Permutations of the vertices, other than the identity, that keep the
    graph (``perm[v]`` is the image of ``v``): at most ``most`` of them, and
    those found within ``budget`` steps of the search (a search by
    backtracking, vertices taken in breadth-first order, each matched only
    to a vertex of its degree whose edges to the vertices matched before
    are the same). Any of them maps a position of a graph game to one of
    the same value, so a few found are as right as all.

    >>> automorphisms((2, 5, 2))  # the path 0-1-2: its reversal
    [(2, 1, 0)]
    >>> len(automorphisms((6, 5, 3))), automorphisms((2, 1, 0))  # a triangle; 0-1 and 2
    (5, [(1, 0, 2)])
    """
    n = len(neighbours)
    degrees = [m.bit_count() for m in neighbours]
    order: list[int] = []
    seen = 0
    for root in range(n):  # breadth first, one component after another
        if seen >> root & 1:
            continue
        seen |= 1 << root
        queue = [root]
        for v in queue:
            order.append(v)
            ahead = neighbours[v] & ~seen
            seen |= ahead
            while ahead:
                bit = ahead & -ahead
                ahead ^= bit
                queue.append(bit.bit_length() - 1)
    found: list[tuple[int, ...]] = []
    image = [-1] * n
    used = 0
    steps = 0
    # An explicit stack of (depth, candidates left to try at that depth).
    stack: list[tuple[int, int]] = [(0, (1 << n) - 1)] if n else []
    while stack and len(found) < most and steps < budget:
        depth, candidates = stack.pop()
        v = order[depth]
        if image[v] >= 0:  # undo the choice made at this depth before
            used &= ~(1 << image[v])
            image[v] = -1
        while candidates:
            steps += 1
            bit = candidates & -candidates
            candidates ^= bit
            u = bit.bit_length() - 1
            if used & bit or degrees[u] != degrees[v]:
                continue
            if any((neighbours[v] >> w & 1) != (neighbours[u] >> image[w] & 1)
                   for w in order[:depth]):
                continue
            image[v] = u
            used |= bit
            stack.append((depth, candidates))
            if depth + 1 == n:
                if any(image[w] != w for w in range(n)):
                    found.append(tuple(image))
            else:
                stack.append((depth + 1, (1 << n) - 1))
            break
    return found

"""Hackenbush pictures that are graphs: cycles, multiple edges, several feet.

A picture is written as paths of vertices with the colours of their edges
(:func:`read_edges`): ``g-a-b-g:BRG`` is a blue edge from the ground to
``a``, a red one from ``a`` to ``b`` and a green one from ``b`` back down;
one colour letter colours the whole path (``g-a-b-g:G``, a green
triangle). Vertices are named by letters and digits; ``g`` and ``g``
followed by digits (``g1``, ``g2``) stand on the ground, which is one
vertex for the rules: an edge is connected to the ground or falls.

Inside, a picture is a tuple of edges ``(u, v, colour)``, ``u <= v``, on
vertices numbered from 0, the ground. Chopping an edge (:func:`chops`)
drops whatever no longer reaches the ground and splits the rest into
:func:`pieces`: parts joined only through the ground are independent games
(Winning Ways, ch. 1-2). :func:`canonical` numbers a piece's vertices by
a traversal from the ground that is the same for isomorphic pictures in
practice (colour refinement, ties by the old numbers: equal keys always mean
isomorphic pictures, isomorphic pictures almost always get equal keys).

>>> edges = read_edges("g-a-b-g:BRG", "picture")
>>> edges
((0, 1, 'B'), (0, 2, 'G'), (1, 2, 'R'))
>>> canonical(edges).text
'g-a-b-g:BRG'
>>> [canonical(p).text for p in next(chops(canonical(edges), "R"))]
['g-a:B', 'g-a:G']
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from cgt import CGTError

__all__ = [
    "Edge", "HackenbushError", "Picture", "canonical", "chops", "format_pictures",
    "is_tree", "pieces", "read_edges",
]

#: An edge: its two ends (``u <= v``, 0 the ground) and its colour, B, R or G.
Edge = tuple[int, int, str]
COLOURS = "BRG"


class HackenbushError(CGTError):
    """A Hackenbush diagram that cannot be read; the message names the
    diagram and the fault."""


class Picture(NamedTuple):
    """A piece of a Hackenbush picture in canonical form: ``text`` its paths
    with the vertices named ``g``, ``a``, ``b``, … (first, so pictures sort
    by it) and ``edges`` its edges on the vertices so numbered."""

    text: str
    edges: tuple[Edge, ...]


_PATH = re.compile(r"([A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)+):([A-Za-z]+)\Z")
_GROUND = re.compile(r"[gG][0-9]*\Z")


def read_edges(text: str, diagram: str) -> tuple[Edge, ...]:
    """The edges of paths ``name-name-...:colours`` separated by spaces, the
    ground numbered 0 and the other vertices 1, 2, … as they first appear;
    ``diagram`` is the whole text, for the messages.

    >>> read_edges("g-x:B x-x:G g1-g2:R", "picture")
    ((0, 0, 'R'), (0, 1, 'B'), (1, 1, 'G'))
    >>> read_edges("g-a:B b-c:R", "Hackenbush 'g-a:B b-c:R'")
    Traceback (most recent call last):
    ...
    cgt.games.hackenbush_graph.HackenbushError: Hackenbush 'g-a:B b-c:R': the edge b-c does not \
reach the ground (g, g1, g2, ...: vertices on the ground)
    """
    numbers: dict[str, int] = {}
    named: list[tuple[str, str]] = []  # each edge's ends as written, for the messages
    edges: list[Edge] = []
    for word in text.split():
        found = _PATH.match(word)
        if found is None:
            raise HackenbushError(
                f"{diagram}: {word!r} is not a path with its colours, like g-a-b:BR or "
                "g-a-b-g:G (vertices of letters and digits, joined by '-', then ':' and "
                "a colour B, R or G for each edge or one for them all)"
            )
        names, colours = found.group(1).split("-"), found.group(2).upper()
        if colours.strip(COLOURS):
            raise HackenbushError(f"{diagram}: {word!r} has colour {colours.strip(COLOURS)[0]!r}; "
                                  "the colours are B (blue), R (red) and G (green)")
        if len(colours) == 1:
            colours *= len(names) - 1
        if len(colours) != len(names) - 1:
            raise HackenbushError(f"{diagram}: {word!r} has {len(names) - 1} edge(s) but "
                                  f"{len(colours)} colours (one for each edge, or one for all)")
        ends = [0 if _GROUND.match(n) else numbers.setdefault(n, len(numbers) + 1) for n in names]
        for k, colour in enumerate(colours):
            u, v = sorted(ends[k : k + 2])
            edges.append((u, v, colour))
            named.append((names[k], names[k + 1]))
    if not edges:
        raise HackenbushError(f"{diagram}: no edge")
    reached = _reaching_the_ground(edges)
    for (_, v, _), (a, b) in zip(edges, named):
        if v not in reached:
            raise HackenbushError(f"{diagram}: the edge {a}-{b} does not reach the ground "
                                  "(g, g1, g2, ...: vertices on the ground)")
    return tuple(sorted(edges))


def _reaching_the_ground(edges: Sequence[Edge]) -> set[int]:
    around: dict[int, list[int]] = {}
    for u, v, _ in edges:
        around.setdefault(u, []).append(v)
        around.setdefault(v, []).append(u)
    reached, stack = {0}, [0]
    while stack:
        for w in around.get(stack.pop(), ()):
            if w not in reached:
                reached.add(w)
                stack.append(w)
    return reached


def pieces(edges: Sequence[Edge]) -> list[tuple[Edge, ...]]:
    """What stands of ``edges``: the edges that reach the ground, in groups
    joined through vertices off the ground (each edge on the ground at both
    ends a group of its own), each numbered from 0 again.

    >>> pieces([(0, 1, "B"), (1, 2, "R"), (0, 3, "G"), (4, 5, "G"), (0, 0, "R")])
    [((0, 1, 'B'), (1, 2, 'R')), ((0, 1, 'G'),), ((0, 0, 'R'),)]
    """
    reached = _reaching_the_ground(edges)
    parent = {v: v for v in reached if v}

    def root(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for u, v, _ in edges:
        if u and v in reached:
            parent[root(u)] = root(v)
    groups: dict[int, list[Edge]] = {}
    found: list[list[Edge]] = []
    for edge in edges:
        u, v, _ = edge
        if v not in reached:
            continue
        if not v:  # on the ground at both ends
            found.append([edge])
            continue
        group = groups.get(root(v))
        if group is None:
            group = groups[root(v)] = []
            found.append(group)
        group.append(edge)
    return [_renumbered(group) for group in found]


def _renumbered(edges: Sequence[Edge]) -> tuple[Edge, ...]:
    numbers = {0: 0}
    for u, v, _ in edges:
        numbers.setdefault(u, len(numbers))
        numbers.setdefault(v, len(numbers))
    return tuple(sorted(_edge(numbers[u], numbers[v], c) for u, v, c in edges))


def _edge(u: int, v: int, colour: str) -> Edge:
    return (u, v, colour) if u <= v else (v, u, colour)


def is_tree(edges: Sequence[Edge]) -> bool:
    """Whether a piece (numbered from 0, joined through vertices off the
    ground) is a tree on one edge on the ground: one edge fewer than
    vertices, no loop."""
    vertices = {0}
    for u, v, _ in edges:
        if u == v:
            return False
        vertices.update((u, v))
    return len(edges) == len(vertices) - 1


def canonical(edges: Sequence[Edge]) -> Picture:
    """A piece numbered by a breadth-first traversal from the ground, taking
    the neighbours of a vertex by their class under colour refinement (the
    colours of the edges around a vertex, the classes of its neighbours, to
    a fixed point), ties by their old numbers.

    >>> canonical([(0, 2, "B"), (1, 2, "G"), (0, 1, "R")]).text
    'g-a-b-g:BGR'
    """
    numbers = sorted({0} | {u for u, _, _ in edges} | {v for _, v, _ in edges})
    index = {v: i for i, v in enumerate(numbers)}
    around: list[list[tuple[str, int]]] = [[] for _ in numbers]
    for u, v, colour in edges:
        around[index[u]].append((colour, index[v]))
        if u != v:
            around[index[v]].append((colour, index[u]))
    classes = [0] + [1] * (len(numbers) - 1)
    count = len(set(classes))
    while True:
        signatures = [(classes[v], tuple(sorted((c, classes[w]) for c, w in around[v])))
                      for v in range(len(numbers))]
        ranks = {s: r for r, s in enumerate(sorted(set(signatures)))}
        classes = [ranks[s] for s in signatures]
        if len(ranks) == count:
            break
        count = len(ranks)
    label, queue = {0: 0}, [0]
    for v in queue:
        for w in sorted({w for _, w in around[v] if w not in label}, key=lambda w: (classes[w], w)):
            label[w] = len(label)
            queue.append(w)
    relabelled = tuple(sorted(_edge(label[index[u]], label[index[v]], c) for u, v, c in edges))
    return Picture(_paths(relabelled, _names(len(label))), relabelled)


def chops(picture: Picture, colours: str) -> Iterator[list[tuple[Edge, ...]]]:
    """The pieces left after chopping each edge of one of ``colours``
    (an edge the same as the one before it is chopped once)."""
    edges = picture.edges
    for i, edge in enumerate(edges):
        if edge[2] in colours and (i == 0 or edges[i - 1] != edge):
            yield pieces(edges[:i] + edges[i + 1 :])


def _names(count: int, first: int = 1) -> list[str]:
    """``g`` for the ground, then ``a``, ``b``, … (no ``g``), then ``v26``, …"""
    letters = "abcdefhijklmnopqrstuvwxyz"
    return ["g"] + [letters[k - 1] if k <= len(letters) else f"v{k}"
                    for k in range(first, first + count - 1)]


def _paths(edges: Sequence[Edge], names: Sequence[str]) -> str:
    """The edges as paths, each taken as far as it goes from the first edge
    left: ``g-a-b-g:BRG``."""
    left = list(edges)
    words = []
    while left:
        u, v, colour = left.pop(0)
        path, colours = [u, v], [colour]
        while True:
            end = path[-1]
            k = next((k for k, e in enumerate(left) if end in e[:2]), None)
            if k is None:
                break
            a, b, c = left.pop(k)
            path.append(b if a == end else a)
            colours.append(c)
        words.append("-".join(names[x] for x in path) + ":" + "".join(colours))
    return " ".join(words)


def format_pictures(pictures: Sequence[Picture]) -> str:
    """Several pieces in one text, their vertices named apart.

    >>> format_pictures([canonical([(0, 1, "G"), (0, 1, "G")])] * 2)
    'g-a-g:GG g-b-g:GG'
    """
    words, first = [], 1
    for picture in pictures:
        count = 1 + max((v for _, v, _ in picture.edges), default=0)
        names = _names(count, first)
        words.append(_paths(picture.edges, names))
        first += count - 1
    return " ".join(words)

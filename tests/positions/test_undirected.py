"""Graph texts and components (cgt.positions.undirected), on random graphs."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.positions.undirected import (
    automorphisms,
    chain_key,
    components,
    format_graph,
    induced,
    parse_graph,
)


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 9))
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    marks = tuple(draw(st.sampled_from(["", "", "L", "R"])) for _ in range(n))
    neighbours = [0] * n
    for a, b in edges:
        neighbours[a] |= 1 << b
        neighbours[b] |= 1 << a
    return tuple(neighbours), marks


@settings(max_examples=200, deadline=None)
@given(graphs())
def test_text_round_trips(graph):
    neighbours, marks = graph
    parsed = parse_graph(format_graph(neighbours, marks), "LR")
    assert (parsed.neighbours, parsed.marks) == graph


@settings(max_examples=200, deadline=None)
@given(graphs())
def test_components_partition_the_vertices_and_keep_their_edges(graph):
    neighbours, _ = graph
    parts = components(neighbours)
    assert sorted(v for part in parts for v in part) == list(range(len(neighbours)))
    for part in parts:
        inside = sum(1 << v for v in part)
        for v in part:
            assert neighbours[v] & ~inside == 0  # no edge leaves a component
        sub = induced(neighbours, part)
        assert components(sub) == [list(range(len(part)))]  # and it is connected


def renumbered(neighbours, marks, order):
    """The same graph with vertex ``order[i]`` called ``i``."""
    where = {v: i for i, v in enumerate(order)}
    masks = []
    for v in order:
        mask = 0
        for u in range(len(neighbours)):
            if neighbours[v] >> u & 1:
                mask |= 1 << where[u]
        masks.append(mask)
    return tuple(masks), tuple(marks[v] for v in order)


@settings(max_examples=300, deadline=None)
@given(graphs(), st.randoms(use_true_random=False))
def test_chain_keys_are_the_same_in_every_numbering(graph, rng):
    """A path or a cycle has one key whatever its numbering; any other graph none."""
    neighbours, marks = graph
    key = chain_key(neighbours, marks)
    degrees = [bin(m).count("1") for m in neighbours]
    chain = max(degrees) <= 2 and len(components(neighbours)) == 1
    assert (key is not None) == chain
    order = list(range(len(neighbours)))
    rng.shuffle(order)
    assert chain_key(*renumbered(neighbours, marks, order)) == key


def test_chain_keys_tell_paths_cycles_and_marks_apart():
    path = parse_graph("0-1-2-3", "LR")
    cycle = parse_graph("0-1-2-3-0", "LR")
    marked = parse_graph("0L-1-2-3", "LR")
    other_end = parse_graph("0-1-2-3L", "LR")
    middle = parse_graph("0-1L-2-3", "LR")
    keys = [chain_key(g.neighbours, g.marks) for g in (path, cycle, marked, middle)]
    assert len(set(keys)) == 4
    assert chain_key(other_end.neighbours, other_end.marks) == keys[2]
    assert chain_key((), ()) == ("path", ())


@settings(max_examples=200, deadline=None)
@given(graphs())
def test_automorphisms_keep_the_graph_and_are_all_found_on_small_graphs(graph):
    """Each is a permutation, not the identity, that maps edges to edges;
    on up to 6 vertices (and at most 16 of them) they are every one that a
    search of all permutations finds."""
    neighbours, _ = graph
    n = len(neighbours)
    found = automorphisms(neighbours)
    assert len(set(found)) == len(found) <= 16
    for perm in found:
        assert sorted(perm) == list(range(n)) and perm != tuple(range(n))
        for v in range(n):
            for u in range(n):
                assert (neighbours[v] >> u & 1) == (neighbours[perm[v]] >> perm[u] & 1)
    if n <= 6:
        every = [p for p in itertools.permutations(range(n)) if p != tuple(range(n)) and all(
            (neighbours[v] >> u & 1) == (neighbours[p[v]] >> p[u] & 1)
            for v in range(n) for u in range(n))]
        assert len(found) == min(16, len(every))

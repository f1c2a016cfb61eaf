"""Graph texts and components (cgt.positions.graph), on random graphs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.positions.graph import components, format_graph, induced, parse_graph


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

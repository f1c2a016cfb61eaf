"""Loopy values component by component (issue 33, capacity).

The value of a game graph found one strongly connected component at a time
(:mod:`cgt.loopy.condensation`) is checked against the valuation of the
whole graph at once (:func:`cgt.loopy.sided.loopy_value`, one table of
every pair, or sidling of the whole graph), which is independent of it: the
same interned object on random graphs, stoppers or not, built of several
components. Fox and Geese positions are checked against CGSuite's own
values (``lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala``,
aaron-siegel/cgsuite), of graphs past the old 400-position limit.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import cgt
from cgt.errors import CGTError
from cgt.loopy.condensation import graph_value, graph_values, strongly_connected_components
from cgt.loopy.graph import GameGraph
from cgt.loopy.sided import loopy_value
from cgt.loopy.stopper import canonical_stopper
from cgt.values.stopper import wrap_value


@st.composite
def layered_graphs(draw: st.DrawFn, max_vertices: int = 9) -> GameGraph:
    """A game graph of a few blocks: moves within a block go anywhere in it
    (cycles and passes), moves out of it go to later blocks only, so each
    block holds one or more strongly connected components."""
    n = draw(st.integers(1, max_vertices))
    cuts = sorted(draw(st.sets(st.integers(1, n - 1), max_size=3))) if n > 1 else []
    bounds = [0, *cuts, n]

    def edges(v: int) -> tuple[int, ...]:
        # Any vertex of v's block, or of a later one.
        block_start = max(b for b in bounds if b <= v)
        return tuple(draw(st.lists(st.integers(block_start, n - 1), max_size=2, unique=True)))

    left = tuple(edges(v) for v in range(n))
    right = tuple(edges(v) for v in range(n))
    return GameGraph(left, right)


def _old(graph: GameGraph):
    try:
        return loopy_value(graph, 0)
    except CGTError:
        return None


def _same_as_the_whole_graph(graph: GameGraph) -> None:
    """Stoppers or not: the same interned value."""
    whole = _old(graph)
    assume(whole is not None)  # a side the whole-graph simplification does not find
    assert graph_value(graph, 0) is whole


def _each_position_canonical(graph: GameGraph) -> None:
    assume(all(graph.is_stopper(v) for v in range(len(graph))))
    values = graph_values(graph)
    for v in range(len(graph)):
        assert values[v] is canonical_stopper(graph, v)


# A few examples in the quick suite (under a second), many with the slow tests.
QUICK = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MANY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@QUICK
@given(layered_graphs())
def test_by_components_is_the_whole_graph_valued_at_once(graph):
    _same_as_the_whole_graph(graph)


@pytest.mark.slow
@MANY
@given(layered_graphs())
def test_by_components_is_the_whole_graph_valued_at_once_many(graph):
    _same_as_the_whole_graph(graph)


@QUICK
@given(layered_graphs(12))
def test_every_position_of_a_stopper_graph_has_its_canonical_stopper(graph):
    _each_position_canonical(graph)


@pytest.mark.slow
@MANY
@given(layered_graphs(12))
def test_every_position_of_a_stopper_graph_has_its_canonical_stopper_many(graph):
    _each_position_canonical(graph)


@QUICK
@given(layered_graphs(12))
def test_components_come_after_every_component_they_reach(graph):
    components = strongly_connected_components(graph)
    assert sorted(v for c in components for v in c) == list(range(len(graph)))
    where = {v: i for i, c in enumerate(components) for v in c}
    for v in range(len(graph)):
        for w in (*graph.left[v], *graph.right[v]):
            assert where[w] <= where[v]
            # Reaching each other: one component.
            if where[w] == where[v]:
                assert v in graph.reachable(w)


def test_a_long_chain_needs_no_recursion():
    """20,000 positions, each moving to the next: no recursion on depth."""
    n = 20_000
    graph = GameGraph(tuple((v + 1,) if v + 1 < n else () for v in range(n)),
                      tuple(() for _ in range(n)))
    components = strongly_connected_components(graph)
    assert len(components) == n and components[0] == [n - 1]


def test_a_graph_past_the_limit_is_refused():
    from cgt.loopy import condensation

    n = condensation.MAX_GRAPH_VERTICES + 1
    graph = GameGraph(tuple(() for _ in range(n)), tuple(() for _ in range(n)))
    with pytest.raises(CGTError, match="MAX_GRAPH_VERTICES"):
        graph_values(graph)


def test_a_cycle_of_passes_is_dud():
    # Winning Ways, chapter 11: dud = {pass | pass} = on & off.
    graph = GameGraph(((1,), (0,)), ((1,), (0,)))
    assert wrap_value(graph_value(graph, 0)) == cgt.parse("dud")


# -- Fox and Geese against CGSuite --------------------------------------------------------------

# GameGridTest.scala, "FoxAndGeese.ValuesTable": the geese at CGSuite's
# (3,1), (3,3), (3,5), (3,7) (our bottom row, columns 1, 3, 5, 7), the fox
# at (row, column) counted from the top row, which CGSuite numbers 1. The
# geese walk towards CGSuite's row 1, up our diagram.
CGSUITE_TABLE = {
    (1, 2): "2over", (1, 4): "2", (1, 6): "3*", (1, 8): "4over",
    (0, 1): "{6|2over}", (0, 3): "{2over|2}", (0, 5): "{4|3||2}", (0, 7): "{4over|3*}",
}


def _diagram(fox: tuple[int, int]) -> str:
    rows = [["."] * 8 for _ in range(3)]
    for c in (0, 2, 4, 6):
        rows[2][c] = "G"
    rows[fox[0]][fox[1] - 1] = "F"
    return "/".join("".join(r) for r in rows)


def test_a_fox_and_geese_position_of_856_positions():
    """CGSuite's table, fox at (2,2): 2over, from a graph of 856 positions
    (more than twice the old limit)."""
    from cgt.games.fox_and_geese import FoxAndGeese

    began = time.process_time()
    assert str(FoxAndGeese(_diagram((1, 2))).value) == "2over"
    assert time.process_time() - began < 20  # about 0.2 s, pure core, alone


@pytest.mark.slow
@pytest.mark.parametrize("fox, expected", sorted(CGSUITE_TABLE.items()))
def test_cgsuite_fox_and_geese_values_table(fox, expected):
    from cgt.games.fox_and_geese import FoxAndGeese

    assert str(FoxAndGeese(_diagram(fox)).value) == expected


@pytest.mark.slow
def test_cgsuite_fox_and_geese_on_a_four_row_board():
    """GameGridTest.scala: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) is
    {4*|7/2}; 7,258 positions (about 4 s, pure core, alone)."""
    from cgt.games.fox_and_geese import FoxAndGeese

    p = FoxAndGeese("F......./......../......../.G.G.G.G")
    assert str(p.value) == "{4*|7/2}"


def test_the_capacity_benchmark_runs_small():
    """benchmarks/bench_loopy_capacity.py at a tiny size: its random graph is
    a stopper, and its check (the last positions valued again through the
    whole graph) passes."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_loopy_capacity as bench

    graph = bench.random_stopper_graph(300, seed=1)
    assert len(graph) == 300 and graph.is_stopper(0)
    assert bench.random_stopper_graph(300, seed=1) == graph  # seeded
    row = bench.random_graph("random stoppers 300")
    assert row.ok and row.positions == 300

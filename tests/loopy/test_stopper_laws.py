"""Laws of stopper theory on random small stoppers (issue 33).

- ``{L | R}`` formed from canonical options without the table of every
  pair (:func:`cgt.loopy.stopper.stopper_of_options`) is the same interned
  value as the simplification of the whole graph with that table (the
  method of CGSuite's ``LoopyGame``, Siegel, *CGT*, VI.3).
- The upsum and the downsum commute and associate: they are the onside and
  the offside of a sum, and sides add (Siegel, *CGT*, VI.4, Theorem 4.12
  and the remark after it; Winning Ways, chapter 11, "sidling").
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cgt.loopy.graph import GameGraph
from cgt.loopy.stopper import (
    Value,
    canonical_stopper,
    stopper_graph,
    stopper_le,
    stopper_of_options,
)
from cgt.loopy.variety import downsum, upsum
from cgt.notation.loopy import parse_loopy

#: Stoppers small enough that sums of three stay quick: CGSuite's names
#: (on, off, over, under, upon and its kin) and a few short games.
ATOMS = ["on", "off", "over", "under", "^[on]", "v[on]*", "1/2under", "0", "*", "1", "-1",
         "{0|pass}", "{pass|*}", "^<on>", "a{0|{0|a}}", "{1|pass}", "-1over", "^", "{1|0}"]


@st.composite
def stoppers(draw: st.DrawFn, depth: int = 1) -> Value:
    """A stopper: one of :data:`ATOMS`, or ``{L | R}`` of such."""
    atom = st.sampled_from(ATOMS).map(parse_loopy)
    if depth == 0 or draw(st.booleans()):
        return draw(atom)
    left = draw(st.lists(atom, max_size=2))
    right = draw(st.lists(atom, max_size=2))
    return stopper_of_options(left, right)


@st.composite
def stopper_graphs(draw: st.DrawFn) -> GameGraph:
    """A random graph of up to 5 positions that is a stopper from 0."""
    n = draw(st.integers(1, 5))
    edges = st.lists(st.integers(0, n - 1), max_size=2, unique=True).map(tuple)
    left = tuple(draw(edges) for _ in range(n))
    right = tuple(draw(edges) for _ in range(n))
    graph = GameGraph(left, right)
    if not graph.is_stopper(0):
        # Keep Right's moves that go forward only: no cycle then alternates.
        graph = GameGraph(left, tuple(tuple(w for w in r if w > v) for v, r in enumerate(right)))
        if not graph.is_stopper(0):
            graph = GameGraph(tuple(tuple(w for w in e if w > v) for v, e in enumerate(left)),
                              graph.right)
    return graph


def _whole_graph(left: list[Value], right: list[Value]) -> Value:
    """``{left | right}`` simplified as one graph, with the table of every pair."""
    left_edges: list[tuple[int, ...]] = [()]
    right_edges: list[tuple[int, ...]] = [()]
    starts = []
    for option in (*left, *right):
        graph, start = stopper_graph(option)
        offset = len(left_edges)
        left_edges += [tuple(w + offset for w in e) for e in graph.left]
        right_edges += [tuple(w + offset for w in e) for e in graph.right]
        starts.append(start + offset)
    left_edges[0] = tuple(starts[:len(left)])
    right_edges[0] = tuple(starts[len(left):])
    return canonical_stopper(GameGraph(tuple(left_edges), tuple(right_edges)), 0)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(stopper_graphs(), min_size=1, max_size=4), st.integers(0, 4))
def test_a_stopper_of_options_is_the_whole_graph_simplified(graphs, split):
    options = [canonical_stopper(g, 0) for g in graphs]
    left, right = options[:split], options[split:]
    assert stopper_of_options(left, right) is _whole_graph(left, right)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stoppers(), stoppers(), stoppers())
def test_a_stopper_of_stoppers_is_the_whole_graph_simplified(a, b, c):
    assert stopper_of_options([a, b], [c]) is _whole_graph([a, b], [c])
    assert stopper_of_options([a], [b, c]) is _whole_graph([a], [b, c])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stoppers(), stoppers())
def test_upsum_and_downsum_commute(a, b):
    assert upsum(a, b) is upsum(b, a)
    assert downsum(a, b) is downsum(b, a)
    # The downsum is the offside: never above the upsum.
    assert stopper_le(downsum(a, b), upsum(a, b))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stoppers(depth=0), stoppers(depth=0), stoppers(depth=0))
def test_upsum_and_downsum_associate(a, b, c):
    assert upsum(upsum(a, b), c) is upsum(a, upsum(b, c))
    assert downsum(downsum(a, b), c) is downsum(a, downsum(b, c))

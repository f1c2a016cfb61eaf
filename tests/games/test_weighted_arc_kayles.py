"""Weighted Arc Kayles: Arc Kayles when every weight is 1 (CGSuite's Dawson's
Kayles values), one edge worked by hand, a naive reference of the rules,
keys, text and errors. Neither CGSuite nor cgt-tools tests weighted values."""

from __future__ import annotations

import doctest
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.weighted_arc_kayles
from cgt.games.registry import get
from cgt.games.weighted_arc_kayles import WeightedArcKayles


def test_doctests():
    assert doctest.testmod(cgt.games.weighted_arc_kayles).failed == 0


# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "Arc
# Kayles paths are Dawson's Kayles heaps": paths of 1 .. 14 vertices, weights 1.
@pytest.mark.parametrize(("n", "nim"), list(enumerate(
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4], 1)))
def test_weights_one_are_arc_kayles(n, nim):
    assert WeightedArcKayles("-".join(map(str, range(n)))).grundy == nim


@pytest.mark.parametrize(("a", "b"), [(1, 1), (2, 5), (3, 3), (4, 1), (6, 7)])
def test_one_edge_is_used_min_times(a, b):
    """By hand: one edge allows exactly min(a, b) moves, with no choice."""
    assert WeightedArcKayles(f"0-1 : {a},{b}").grundy == min(a, b) % 2


@cache
def naive_grundy(weights: tuple[int, ...], edges: frozenset) -> int:
    seen = set()
    for u, v in edges:
        if weights[u] and weights[v]:
            after = list(weights)
            after[u] -= 1
            after[v] -= 1
            seen.add(naive_grundy(tuple(after), edges))
    return next(g for g in range(len(seen) + 1) if g not in seen)


graphs = st.tuples(st.lists(st.integers(0, 3), min_size=5, max_size=5),
                   st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4))
                           .filter(lambda e: e[0] < e[1]), min_size=1, max_size=6))


@settings(max_examples=40, deadline=None)
@given(graphs)
def test_agrees_with_a_naive_reference(graph):
    weights, edges = graph
    text = " ".join(f"{u}-{v}" for u, v in sorted(edges))
    used = sorted({end for edge in edges for end in edge})
    position = WeightedArcKayles(f"{text} : {','.join(str(weights[v]) for v in used)}")
    assert position.grundy == naive_grundy(tuple(weights), frozenset(edges))
    assert WeightedArcKayles(str(position)) == position


@settings(max_examples=30, deadline=None)
@given(graphs)
def test_even_weights_are_second_player_wins(graph):
    """By strategy: with every weight even, the second player takes the edge
    the first player just took (both its ends still weigh at least 1)."""
    weights, edges = graph
    text = " ".join(f"{u}-{v}" for u, v in sorted(edges))
    used = sorted({end for edge in edges for end in edge})
    even = ",".join(str(2 * (weights[v] % 2 + 1)) for v in used)
    assert WeightedArcKayles(f"{text} : {even}").grundy == 0


def test_the_table_of_paths():
    import argparse

    from cgt.games.registry import table_of

    spec, parser = table_of("weighted-arc-kayles"), argparse.ArgumentParser()
    spec.configure(parser)
    grundy = spec.compute(parser.parse_args(["--weight", "2", "--length", "8"])).data["grundy"]
    # Weight 1: CGSuite's Dawson's Kayles values; weight 2: even, all 0.
    assert grundy == [[0, 1, 1, 2, 0, 3, 1, 1], [0] * 8]


def test_keys_and_text():
    assert WeightedArcKayles("0-1-2 : 1,2,3").key() == WeightedArcKayles("0-1-2 : 3,2,1").key()
    assert str(WeightedArcKayles("0-1 : 0,5")) == "0 : 5"  # a vertex of weight 0 is gone
    assert get("weighted-arc-kayles").position(["0-1", ":", "3,5"]).grundy == 1
    for bad in ("0-1 : 2", "0-1 : 2,x", "0-x", "0-1 : -1,2", 3):
        with pytest.raises(cgt.CGTError):
            WeightedArcKayles(bad)  # type: ignore[arg-type]

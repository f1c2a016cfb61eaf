"""Partizan Arc Kayles: CGSuite's values, Arc Kayles when every edge is
green, a naive reference of the rules, the colours swapped, the text."""

from __future__ import annotations

import argparse
import doctest
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.partizan_arc_kayles
from cgt.games.arc_kayles import ArcKayles
from cgt.games.partizan_arc_kayles import PartizanArcKayles
from cgt.games.registry import get, table_of


def test_doctests():
    assert doctest.testmod(cgt.games.partizan_arc_kayles).failed == 0


# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala
# ("define Partizan Arc Kayles properly"), aaron-siegel/cgsuite at e909ab8.
@pytest.mark.parametrize(("graph", "value"), [
    ("llr", "1/2"),
    ("lrlr(ll;ree(rl;l))", "{3*|2*||3/2,3/2*|1/2*}"),
])
def test_cgsuite_values(graph, value):
    assert PartizanArcKayles(graph).value == cgt.parse(value)


# CGSuite's GameGraphTest, "Arc Kayles paths are Dawson's Kayles heaps": the
# nim values of paths of 1 .. 12 vertices, here as green paths.
@pytest.mark.parametrize(("n", "nim"), list(enumerate([0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2], 1)))
def test_green_paths_are_dawsons_kayles(n, nim):
    assert PartizanArcKayles("." + "e" * (n - 1)).value == cgt.nimber(nim)


edge_lists = st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.sampled_from("lre")),
                      min_size=1, max_size=7)


def text_of(edges) -> str:
    """The edges in CGSuite's notation: each a component of two named ends."""
    return ";".join(f":{{{u}}}{colour}:{{{v}}}" for u, v, colour in edges)


@cache
def naive_value(edges: frozenset) -> cgt.Game:
    def takes(colours):
        for u, v, colour in edges:
            if colour in colours:
                yield naive_value(frozenset(e for e in edges if not {e[0], e[1]} & {u, v}))

    return cgt.game(list(takes("le")), list(takes("re")))


@settings(max_examples=40, deadline=None)
@given(edge_lists)
def test_agrees_with_a_naive_reference(edges):
    assert PartizanArcKayles(text_of(edges)).value == naive_value(frozenset(edges))


@settings(max_examples=30, deadline=None)
@given(edge_lists)
def test_green_graphs_are_arc_kayles(edges):
    green = [(u, v, "e") for u, v, _ in edges]
    arcs = " ".join(f"{u}o" if u == v else f"{u}-{v}" for u, v, _ in green)
    assert PartizanArcKayles(text_of(green)).value == cgt.nimber(ArcKayles(arcs).grundy)


@settings(max_examples=20, deadline=None)
@given(edge_lists)
def test_swapping_blue_and_red_negates_and_text_round_trips(edges):
    position = PartizanArcKayles(text_of(edges))
    swapped = PartizanArcKayles(text_of([(u, v, {"l": "r", "r": "l"}.get(c, c))
                                         for u, v, c in edges]))
    assert swapped.value == -position.value
    assert swapped.key() == position.conjugate_key()
    again = PartizanArcKayles(str(position))  # the same graph, perhaps numbered otherwise
    assert again.size == position.size and again.value == position.value
    assert sorted(c for *_, c in again.edges) == sorted(c for *_, c in position.edges)


def test_text_and_bad_input():
    assert str(PartizanArcKayles("lrlr(ll;ree(rl;l))")) == "lrlr(ll;ree(rl;l))"
    assert str(PartizanArcKayles(":Al:A")) == ":Al:A"  # a blue loop
    assert get("partizan-arc-kayles").position(["llr"]) == PartizanArcKayles("llr")
    for bad in ("lx", "l(l;r", "l)", "l(l;r)e", "l:", "l:{}", 3):
        with pytest.raises(cgt.CGTError):
            PartizanArcKayles(bad)  # type: ignore[arg-type]


def test_the_table_of_paths():
    """``cgt table partizan-arc-kayles``: the green row is CGSuite's Dawson's
    Kayles paths above (k edges, k + 1 vertices); the blue row is Left's
    alone, worth her longest play: an edge taken removes its two neighbours,
    so she takes every other edge, ceil(k / 2) of them."""
    grid = table_of("partizan-arc-kayles").compute(argparse.Namespace(length=8))
    rows = dict(zip(grid.rows, grid.data["values"], strict=True))
    assert rows["e"] == ["*", "*", "*2", "0", "*3", "*", "*", "0"]
    assert rows["l"] == [str(-(-k // 2)) for k in range(1, 9)]
    for pattern, row in rows.items():
        assert row == [str(PartizanArcKayles((pattern * k)[:k]).value) for k in range(1, 9)]

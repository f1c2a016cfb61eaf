"""Digraph Placement: cgt-tools' test, and the values of random digraphs
against cgt-py (cgt-tools, an independent Rust implementation of the same
ruleset: ``cgt_py.DigraphPlacement``)."""

from __future__ import annotations

import random

import pytest
from cgt_py_bridge import same

import cgt
from cgt.games.digraph_placement import DigraphPlacement


def test_cgt_tools_test():
    """cgt-tools, cgt/short/partizan/games/digraph_placement.rs, two_down_star:
    arcs 1,2,3,4 -> 0; 2,3,4 -> 1; 1,2,3 -> 4; 0 and 1 red, 2, 3, 4 blue: 2v*."""
    p = DigraphPlacement("1R>0R 2L>0 3L>0 4L>0 2>1 3>1 4>1 1>4 2>4 3>4")
    assert p.value == cgt.parse("2v*")


def random_digraph(rng: random.Random) -> tuple[int, list[tuple[int, int]], list[int], list[int]]:
    n = rng.randint(1, 8)
    arcs = [(a, b) for a in range(n) for b in range(n) if a != b and rng.random() < 0.25]
    blue = [v for v in range(n) if rng.random() < 0.5]
    return n, arcs, blue, [v for v in range(n) if v not in blue]


def diagram(n: int, arcs: list[tuple[int, int]], blue: list[int]) -> str:
    colour = {v: "L" if v in blue else "R" for v in range(n)}
    return " ".join([f"{v}{colour[v]}" for v in range(n)] + [f"{a}>{b}" for a, b in arcs])


def test_random_digraphs_agree_with_cgt_py(cgt_py):
    rng = random.Random(2407_12219)
    for _ in range(150):
        n, arcs, blue, red = random_digraph(rng)
        theirs = cgt_py.DigraphPlacement(n, edges=arcs, blue=blue, red=red).canonical_form
        ours = DigraphPlacement(diagram(n, arcs, blue)).value
        assert same(theirs, ours), (diagram(n, arcs, blue), str(theirs), str(ours))


def test_swapping_colours_negates_and_parts_add():
    rng = random.Random(5)
    for _ in range(30):
        n, arcs, blue, red = random_digraph(rng)
        value = DigraphPlacement(diagram(n, arcs, blue)).value
        assert DigraphPlacement(diagram(n, arcs, red)).value == -value
    p = DigraphPlacement("0L>1R 2R>3L 4L")
    assert len(p.components()) == 3
    assert p.value == (DigraphPlacement("0L>1R").value + DigraphPlacement("0R>1L").value + 1)


def test_diagram():
    assert DigraphPlacement("3R 1L>0R") == DigraphPlacement("1L>0R 3R")
    assert str(DigraphPlacement("1L>0R 3R")) == "1L>0R 2R"
    assert str(DigraphPlacement("empty")) == "empty" and DigraphPlacement("empty").value == 0
    # A vertex named before its colour is given (a regression: this was
    # refused as "both '' and L").
    assert DigraphPlacement("0>1 1>0 0L 1R") == DigraphPlacement("0L>1R>0")
    for bad in ("", "0L>1", "0L>x", "0L 0R", "0>1 0L 1R 0R", 7):
        with pytest.raises(cgt.CGTError):
            DigraphPlacement(bad)


def test_a_vertex_number_too_long_is_refused_in_one_line():
    """A vertex's number names it: past 18 digits the reader refuses it (the
    fuzz's 4,301-digit name raised Python's own ValueError of int())."""
    with pytest.raises(cgt.CGTError, match=r"a vertex number of 4,301 digits .* at most 18"):
        DigraphPlacement("9" * 4301 + "L")
    assert DigraphPlacement("123456789012345678L>2R") == DigraphPlacement("1L>0R")

"""Arc Kayles: CGSuite's graph tests (paths are Dawson's Kayles, looped paths
Kayles), a naive reference on random graphs, and the diagram."""

from __future__ import annotations

import random
from functools import cache

import pytest

import cgt
from cgt.games.arc_kayles import ArcKayles

#: CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala,
#: "Arc Kayles paths are Dawson's Kayles heaps", n = 1 .. 50.
PATHS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
         5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5]
#: The same file, "Arc Kayles looped paths are Kayles heaps", n = 1 .. 50.
LOOPED_PATHS = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8,
                5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2]


def test_paths_are_dawsons_kayles():
    assert [ArcKayles.path(n).grundy for n in range(1, 51)] == PATHS


def test_looped_paths_are_kayles():
    assert [ArcKayles.path(n, looped=True).grundy for n in range(1, 51)] == LOOPED_PATHS


@cache
def naive(vertices: frozenset[int], edges: frozenset[tuple[int, int]]) -> int:
    """The mex rule over every edge (a loop is an edge (v, v)), on the whole graph."""
    options = set()
    for u, v in edges:
        left = vertices - {u, v}
        options.add(naive(left, frozenset(e for e in edges if e[0] in left and e[1] in left)))
    return next(g for g in range(len(options) + 1) if g not in options)


def test_agrees_with_the_naive_reference_on_random_graphs():
    rng = random.Random(35)
    for _ in range(40):
        n = rng.randint(1, 8)
        edges = {(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.3}
        loops = {v for v in range(n) if rng.random() < 0.2}
        words = [f"{u}{'o' if u in loops else ''}-{v}{'o' if v in loops else ''}"
                 for u, v in sorted(edges)]
        words += [f"{v}{'o' if v in loops else ''}" for v in range(n)]
        position = ArcKayles(" ".join(words))
        expected = naive(frozenset(range(n)), frozenset(edges | {(v, v) for v in loops}))
        assert position.grundy == expected, str(position)


def test_diagram_and_parts():
    assert str(ArcKayles("2-0 0-1o")) == "0-1o 0-2"
    assert ArcKayles.cycle(4).value == cgt.nimber(0)  # either edge leaves one edge: *1
    assert [str(p) for p in ArcKayles("0-1 2 3-4-5").components()] == ["0-1", "0-1 1-2"]
    assert ArcKayles("0-1-2").key() == ArcKayles("1-0-2").key()  # a path, numbered otherwise
    for bad in ("0-0", "0-1-x", "0L-1"):
        with pytest.raises(cgt.CGTError):
            ArcKayles(bad)
    with pytest.raises(cgt.CGTError):
        ArcKayles.path(-1)

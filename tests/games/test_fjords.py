"""Fjords: values worked by hand, and every value of random graphs against a
game tree built from CGSuite's definition.

CGSuite (aaron-siegel/cgsuite e909ab8) defines ``Fjords := GenCol([Left],
[Right])`` in lib/core/src/main/resources/org/cgsuite/lang/resources/game/
graph/constants.cgs, and GenCol.cgs gives the moves: a player may colour a
vertex whose label is in their permitted list (Left: labelled Left); its
unlabelled neighbours take the player's label, its neighbours labelled for
the opponent are deleted, and the vertex is deleted. CGSuite has no test
values for Fjords; the reference below is that definition, written over a
set of edges, sharing no code with :mod:`cgt.games.fjords`.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.fjords import Fjords
from cgt.games.registry import get


@cache
def gen_col(labels: frozenset, edges: frozenset) -> cgt.Game:
    """GenCol([Left], [Right]) on (vertex, label) pairs and edges {u, v}."""
    def options(player: str) -> list[cgt.Game]:
        found = []
        for vertex, label in labels:
            if label != player:
                continue
            around = {u for e in edges if vertex in e for u in e if u != vertex}
            blocked = {u for u, lab in labels if u in around and lab not in ("", player)}
            deleted = blocked | {vertex}
            new = frozenset((u, player if u in around and lab == "" else lab)
                            for u, lab in labels if u not in deleted)
            found.append(gen_col(new, frozenset(e for e in edges if not e & deleted)))
        return found
    return cgt.game(options("L"), options("R"))


@pytest.mark.parametrize(("graph", "value"), [
    ("0L", "1"), ("0R", "-1"), ("0", "0"),
    ("0L-1", "2"),          # Left colours 0, then 1 (marked L by then)
    ("0L-1-2R", "0"),       # either first move leaves 0L-1R, worth *: {*|*} = 0
    ("0L-1R", "*"),         # whoever colours first removes the other vertex
])
def test_values_worked_by_hand(graph, value):
    assert Fjords(graph).value == cgt.parse(value)


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 6))
    marks = draw(st.lists(st.sampled_from(["", "L", "R"]), min_size=n, max_size=n))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=8)) if pairs else []
    linked = {v for e in edges for v in e}
    words = [f"{u}{marks[u]}-{v}{marks[v]}" for u, v in edges]
    words += [f"{v}{marks[v]}" for v in range(n) if v not in linked]
    labels = frozenset(enumerate(marks))
    return " ".join(words), gen_col(labels, frozenset(frozenset(e) for e in edges))


@settings(max_examples=60, deadline=None)
@given(graphs())
def test_values_agree_with_cgsuites_definition(case):
    graph, expected = case
    assert Fjords(graph).value == expected


def test_the_command_line_ruleset():
    assert get("fjords").position(["0L-1"]).value == cgt.parse("2")
    with pytest.raises(cgt.CGTError):
        Fjords("0Q")

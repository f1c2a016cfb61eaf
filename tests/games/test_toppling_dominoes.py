"""Toppling Dominoes: the values of CGSuite's and cgt-tools' tests, a naive
reference straight from the rules, and the symmetries the keys rely on."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.toppling_dominoes import TopplingDominoes

rows = st.text(alphabet="lre", max_size=7)


def test_cgsuite_strip_test():
    """CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala,
    "define Toppling Dominoes properly"."""
    assert TopplingDominoes("lrrlrrl").value == cgt.parse("Tiny(1/2)")
    assert TopplingDominoes("lere").value == cgt.parse("{1|0,{0|-1}}")


def test_cgt_tools_test():
    """cgt-tools, cgt/short/partizan/games/toppling_dominoes.rs: the moves of
    xooxx (x blue, o red) and its canonical form."""
    p = TopplingDominoes("xooxx")
    assert sorted(str(q) for q in p.left_moves()) == sorted(
        ["empty", "rrll", "lrr", "l", "lrrl", "empty"])
    assert sorted(str(q) for q in p.right_moves()) == sorted(["l", "rll", "lr", "ll"])
    assert p.value == cgt.parse("{1|*}")


def test_rows_of_one_colour():
    """Fink, Nowakowski, Siegel, Wolfe, "Toppling Dominoes" (2019), and
    Lessons in Play: n blue dominoes are worth n, n grey ones *n (a move
    leaves any shorter row of grey ones, as in a Nim heap)."""
    for n in range(8):
        assert TopplingDominoes("l" * n or "empty").value == n
        assert TopplingDominoes("r" * n or "empty").value == -n
        assert TopplingDominoes("e" * n or "empty").value == cgt.nimber(n)


@cache
def naive(row: str) -> cgt.Game:
    """The rules on one row, without keys or components."""
    def options(colour: str) -> list[cgt.Game]:
        found = []
        for at, domino in enumerate(row):
            if domino in (colour, "e"):
                found += [naive(row[at + 1 :]), naive(row[:at])]
        return found
    return cgt.game(options("l"), options("r"))


@settings(max_examples=60, deadline=None)
@given(st.lists(rows, max_size=3))
def test_agrees_with_the_naive_reference(words):
    position = TopplingDominoes("|".join(words) or "empty")
    assert position.value == sum((naive(w) for w in words), cgt.number(0))


@settings(max_examples=60, deadline=None)
@given(rows)
def test_mirror_and_colour_swap(row):
    """A row read backwards is the same game; swapping blue and red negates it."""
    value = TopplingDominoes(row or "empty").value
    assert TopplingDominoes(row[::-1] or "empty").value == value
    swapped = row.translate(str.maketrans("lr", "rl"))
    assert TopplingDominoes(swapped or "empty").value == -value


def test_diagram():
    assert str(TopplingDominoes("xo.o | e")) == "e|lrr"
    assert TopplingDominoes("..rl") == TopplingDominoes("rl")  # CGSuite's fallen dominoes
    assert repr(TopplingDominoes("lr")) == "TopplingDominoes('lr')"
    assert TopplingDominoes("lr|ee").components() == (TopplingDominoes("ee"),
                                                      TopplingDominoes("lr"))
    for bad in ("lrz", "l-r", 3):
        with pytest.raises(cgt.CGTError):
            TopplingDominoes(bad)


def test_command_line_ruleset():
    from cgt.games.registry import get

    ruleset = get("toppling-dominoes")
    assert ruleset.position(["lere"]).value == cgt.parse("{1|0,{0|-1}}")
    assert ruleset.position().value == cgt.parse("Tiny(1/2)")

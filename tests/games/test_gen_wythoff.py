"""Generalised Wythoff: CGSuite's values, Fraenkel's P-positions of
r-Wythoff, and r = 1 against Wythoff's game.

CGSuite: aaron-siegel/cgsuite e909ab8,
lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "define
coordinate games properly": the moves from (10, 10), the nim values of
(10, n) for n = 0 .. 20, and the first 15 P-positions of r-Wythoff for
r = 1 .. 5 by Fraenkel's formula (wytP there).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.gen_wythoff import GenWythoff, r_wythoff_p_positions
from cgt.games.registry import get
from cgt.games.wythoff import Wythoff

ROW_10 = {
    1: (30, [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28]),
    2: (48, [10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30]),
}


@pytest.mark.parametrize("r", sorted(ROW_10))
def test_cgsuite_values(r):
    moves, row = ROW_10[r]
    ruleset = GenWythoff(r)
    assert len(list(ruleset.options(10, 10))) == moves
    assert [ruleset.nim_value(10, n) for n in range(21)] == row


@pytest.mark.parametrize("r", [1, 2, 3, *(pytest.param(r, marks=pytest.mark.slow) for r in (4, 5))])
def test_fraenkels_p_positions(r):
    ruleset = GenWythoff(r)
    for m, n in r_wythoff_p_positions(r, 15):
        assert ruleset.nim_value(m, n) == 0


WYTHOFF = GenWythoff(1)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 25), st.integers(0, 25))
def test_r_equal_to_one_is_wythoff(m, n):
    assert WYTHOFF(m, n).grundy == Wythoff(m, n).grundy


def test_values_through_the_solver_and_bad_input():
    p = GenWythoff(3)(4, 6)
    assert p.value == cgt.nimber(p.grundy)
    with pytest.raises(cgt.CGTError, match="heap size"):
        GenWythoff(2)(-1, 3)
    with pytest.raises(cgt.CGTError, match="positive integer"):
        GenWythoff(0)
    assert get("gen-wythoff").position(["1", "3"], r=2).grundy == 0

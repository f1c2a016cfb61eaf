"""Quicksort: cgt-tools' values, the split into parts against the whole
game, and the text and report."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.quicksort import Quicksort
from cgt.games.registry import get


def mex(values: set[int]) -> int:
    return next(g for g in range(len(values) + 1) if g not in values)


def grundy_by_rules(sequence: tuple[int, ...], memo: dict) -> int:
    """The mex rule over the moves as the rules say, no parts and no ranks."""
    if sequence not in memo:
        options = set()
        for p in sequence:
            after = (tuple(x for x in sequence if x < p) + (p,)
                     + tuple(x for x in sequence if x > p))
            if after != sequence:
                options.add(grundy_by_rules(after, memo))
        memo[sequence] = mex(options)
    return memo[sequence]


def test_cgt_tools_values():
    """cgt-tools, cgt/short/impartial/games/quicksort.rs, test correct_nim_value."""
    assert Quicksort([1, 2, 3, 6, 5, 4]).grundy == 2
    assert Quicksort([4, 1, 6, 5, 7, 3, 8, 2]).grundy == 5
    assert Quicksort([4, 1, 6, 5, 7, 8, 2, 3]).grundy == 0


def test_cgt_tools_one_end_hypothesis():
    """cgt-tools, quicksort.rs, test one_end_hypothesis: 2, 3, ..., n, 1 is *(n-1)."""
    for end in range(2, 12):
        assert Quicksort([*range(2, end + 1), 1]).grundy == end - 1


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(7)))
def test_the_parts_and_ranks_agree_with_the_rules(order):
    position = Quicksort([10 * x - 3 for x in order])
    assert position.grundy == grundy_by_rules(tuple(order), {})


def test_parts_split_at_the_numbers_in_place():
    assert Quicksort([2, 1, 3, 5, 4]).components() == (Quicksort([2, 1]), Quicksort([5, 4]))
    assert Quicksort([1, 2, 3]).components() == (Quicksort([1, 2, 3]),)
    assert Quicksort([1, 2, 3]).grundy == 0 and Quicksort([]).grundy == 0
    assert Quicksort([3, 2, 1]).components() == (Quicksort([3, 2, 1]),)


def test_text_report_and_bad_input():
    assert Quicksort("3, 1 2") == Quicksort([3, 1, 2])
    assert str(Quicksort([3, 1, 2])) == "3 1 2" and str(Quicksort([])) == "empty"
    assert get("quicksort").position(["4", "1", "6", "5", "7", "3", "8", "2"]).grundy == 5
    for bad in ([1, 1], [1, 2.5], "1 x", 7, [True]):
        with pytest.raises(cgt.CGTError):
            Quicksort(bad)  # type: ignore[arg-type]
    with pytest.raises(cgt.CGTError):
        Quicksort([1, 2]).pivot(5)

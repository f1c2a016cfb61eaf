"""Ruleset words with huge numbers (found by the fuzz suite's oversized words).

A board cannot have 10**20 cells and a label cannot be read by ``int`` past
4,300 digits; each of these raised MemoryError, OverflowError or a plain
ValueError before, and now gives a CGTError naming the word and the fault,
or (a vertex label is only a name) an answer.
"""

from __future__ import annotations

import pytest

import cgt
from cgt import grid
from cgt.games.alquerkonane import Alquerkonane
from cgt.games.babylone import Babylone
from cgt.games.chomp import Chomp
from cgt.games.col import Col
from cgt.games.domineering import Domineering
from cgt.games.heap_code import parse_code
from cgt.games.registry import get

HUGE = "9" * 4301


@pytest.mark.parametrize("make", [
    lambda: Domineering.rectangle(10**20, 10**20),
    lambda: Chomp.rectangle(10**7, 3),
    lambda: Alquerkonane.start(10**4, 10**4),
    lambda: Babylone.start(3, 10**20),
])
def test_a_board_larger_than_max_cells_is_refused(make):
    with pytest.raises(cgt.CGTError, match=r"board|per_color|rows"):
        make()


def test_the_largest_board_is_allowed():
    board = Domineering.rectangle(1, grid.MAX_CELLS)
    assert (board.height, board.width) == (1, grid.MAX_CELLS)


@pytest.mark.parametrize(("name", "words", "fault"), [
    ("domineering", ["10000000000000000000x10000000000000000000"], "cells is larger than"),
    ("alquerkonane", [HUGE + "x12"], "has 4301 digits"),
    ("chomp", ["47551929692768905986048x2"], "cells is larger than"),
    ("cutcake", [HUGE + "x2"], "has 4301 digits"),
    ("babylone", ["r" + HUGE], "has 4301 digits"),
])
def test_huge_numbers_in_words_are_refused(name, words, fault):
    with pytest.raises(cgt.CGTError, match=fault):
        get(name).position(words)


def test_a_vertex_label_of_4301_digits_is_only_a_name():
    assert Col(f"{HUGE}-0").value == Col("1-0").value == cgt.parse("0")
    with pytest.raises(cgt.CGTError, match=r"vertex \(an integer of 4301 digits\) is marked"):
        Col(f"{HUGE}L {HUGE}R")


def test_a_heap_code_digit_of_4301_digits_is_a_parse_error():
    with pytest.raises(cgt.CGTError, match="at most 4300 digits"):
        parse_code(f"0.&{HUGE};")


def test_a_chomp_row_longer_than_max_cells_is_refused():
    with pytest.raises(cgt.CGTError, match="row 1 is longer than the 1048576 squares"):
        get("chomp").position(["47551929692768905986048"])
    with pytest.raises(cgt.CGTError, match="rows longer than"):
        Chomp.rectangle(2, 10**20)


def test_a_subtraction_set_too_large_for_a_code_is_refused():
    # Found by the 10**5 fuzz run: the code of {10**19} was to have 10**19 digits.
    with pytest.raises(cgt.CGTError, match="10000000000000000000 is more than the 100,000 tokens"):
        _ = get("subtraction").position(["10000000000000000000", "10000000000000000000"]).grundy

"""Ski Jumps: cgt-tools' values (from Winning Ways), the integer value of
skiers that never meet, the mirror rule, and the text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.registry import get
from cgt.games.ski_jumps import SkiJumps

# cgt-tools, cgt/short/partizan/games/ski_jumps.rs, test winning_ways_examples
# ("positions in winning ways", as its comment says).
CGT_TOOLS = [
    ("...L....|..R.....|........", "2"),
    ("........|...l....|.......R|........|......L.", "-1"),
    (".L...|.R...|.....", "5/2"),
    ("...R.|...L.|.....", "-5/2"),
    ("L....|....R|.....", "1/2"),
    ("L....|R....|.....", "9/2"),
    ("L....|....R|l....", "5"),
]


@pytest.mark.parametrize(("board", "value"), CGT_TOOLS)
def test_cgt_tools_values(board, value):
    assert SkiJumps(board).value == cgt.parse(value)


def test_skiers_that_block_each_other():
    """Worked by hand: in L.R whoever moves first steps next to the other
    skier, and then neither can move: {0|0} = *. (cgt-tools' shortcut, the
    distances to the edges, would give 3 - 3 = 0 here.)"""
    assert SkiJumps("L.R").value == cgt.parse("*")
    assert SkiJumps("LR").value == cgt.parse("0")


rows = st.text(".LlRr", min_size=3, max_size=3)
SWAP = str.maketrans("LlRr", "RrLl")


@settings(max_examples=25, deadline=None)
@given(st.lists(rows, min_size=1, max_size=3))
def test_mirroring_swaps_the_players(board):
    """Reflect the board East-West and swap the colours: the negative."""
    mirror = "|".join(row[::-1].translate(SWAP) for row in board)
    assert SkiJumps(mirror).value == -SkiJumps("|".join(board)).value


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text(".lr", min_size=4, max_size=4), min_size=1, max_size=2))
def test_slippers_that_never_meet_count_their_distances(board):
    """Slippers never jump; when each row has Right's skiers West of all of
    Left's, no two skiers of different sides meet, and each player has the
    sum of their skiers' distances to the edge in moves: an integer
    (Winning Ways, ch. 2; cgt-tools' reductions for this case)."""
    board = ["".join(sorted(row, key=lambda c: "r.l".index(c))) for row in board]
    width = len(board[0])
    left = sum(width - x for row in board for x, c in enumerate(row) if c == "l")
    right = sum(x + 1 for row in board for x, c in enumerate(row) if c == "r")
    assert SkiJumps("|".join(board)).value == cgt.parse(str(left - right))


def test_text_and_bad_input():
    position = get("ski-jumps").position([".L...|.R...|....."])
    assert position == SkiJumps(".L... / .R... / .....")
    assert str(position) == ".L...|.R...|....." and position.board_rows()[1] == ".R..."
    for bad in ("L..|..", "L.x", "", 3):
        with pytest.raises(cgt.CGTError):
            SkiJumps(bad)  # type: ignore[arg-type]

"""Cutcake: the table of Winning Ways, a naive reference on single rectangles
(no splitting into pieces), sums of pieces, and the diagram."""

from __future__ import annotations

import doctest
from functools import cache

import pytest

import cgt
import cgt.games.cutcake
from cgt.games.cutcake import FORMULA_THRESHOLD, Cutcake, piece_value


def test_doctests():
    assert doctest.testmod(cgt.games.cutcake).failed == 0


#: Winning Ways, ch. 2 ("Cutcake"): values of a cake of ``rows`` rows (its
#: height) and ``columns`` columns, Left cutting vertically.
WINNING_WAYS = {
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    2: [-1, 0, 0, 1, 1, 2, 2, 3, 3],
    3: [-2, 0, 0, 1, 1, 2, 2, 3, 3],
    4: [-3, -1, -1, 0, 0, 0, 0, 1, 1],
    5: [-4, -1, -1, 0, 0, 0, 0, 1, 1],
    6: [-5, -2, -2, 0, 0, 0, 0, 1, 1],
    7: [-6, -2, -2, 0, 0, 0, 0, 1, 1],
    8: [-7, -3, -3, -1, -1, -1, -1, 0, 0],
}


@pytest.mark.parametrize("rows", sorted(WINNING_WAYS))
def test_winning_ways_table(rows):
    got = [Cutcake(rows, columns).value for columns in range(1, 10)]
    assert got == [cgt.number(v) for v in WINNING_WAYS[rows]]


def test_the_rule_behind_the_table():
    """With ``2**k <= rows < 2**(k+1)`` and ``columns >= rows``, a cake is
    worth ``columns // 2**k - 1`` (Winning Ways, ch. 2); turning it a quarter
    turn swaps the players."""
    for rows in range(1, 13):
        k = rows.bit_length() - 1
        for columns in range(rows, 17):
            assert Cutcake(rows, columns).value == columns // 2**k - 1, (rows, columns)
            assert Cutcake(columns, rows).value == 1 - columns // 2**k, (rows, columns)


@cache
def naive_value(rows: int, columns: int) -> cgt.Game:
    """Straight from the rules: a cut leaves the sum of two cakes."""
    left = [naive_value(rows, a) + naive_value(rows, columns - a) for a in range(1, columns)]
    right = [naive_value(a, columns) + naive_value(rows - a, columns) for a in range(1, rows)]
    return cgt.game(left, right)


def test_agrees_with_the_naive_reference():
    for rows in range(1, 8):
        for columns in range(1, 8):
            assert Cutcake(rows, columns).value is naive_value(rows, columns)


def test_the_formula_agrees_with_the_search_up_to_the_threshold():
    for rows in range(1, FORMULA_THRESHOLD + 1):
        for columns in range(1, FORMULA_THRESHOLD + 1):
            assert Cutcake(rows, columns).value == piece_value(rows, columns), (rows, columns)


def test_large_cakes_take_the_formula_at_once():
    assert Cutcake(1000, 1000).value == 0 and Cutcake(1000, 2000).value == 2
    assert Cutcake(10**30, 3).value == 1 - 10**30 // 2
    assert Cutcake.parse("1000x2000 + 2x3 + 1x4").value == 2 + 0 + 3
    # Left's winning cuts of 1000 x 2000 leave a sum worth at least 0.
    moves = Cutcake(1000, 2000).winning_moves("left")
    assert moves and all(q.value >= 0 for q in moves)
    assert str(moves[0]) == "1000x256 + 1000x1744" and moves[0].value == -2 + 2


def test_pieces_are_independent():
    p = Cutcake.parse("2x3 + 1x4 + 1x1 + 4x1")
    assert [str(q) for q in p.components()] == ["1x4", "2x3", "4x1"]
    assert p.value == 3 + 0 - 3
    assert Cutcake.parse("1x1").components() == ()
    assert Cutcake(2, 3).components() == (Cutcake(2, 3),)
    assert [str(q) for q in Cutcake(2, 4).right_moves()] == ["1x4 + 1x4"]
    assert [str(q) for q in Cutcake(2, 4).left_moves()] == ["2x1 + 2x3", "2x2 + 2x2"]


def test_diagram():
    assert str(Cutcake.parse(" 3 x 4 + 1×2 ")) == "1x2 + 3x4"
    assert Cutcake.parse("2x5") == Cutcake(2, 5)
    assert repr(Cutcake(2, 5)) == "Cutcake(2, 5)"
    assert repr(Cutcake.parse("2x5, 1x1")) == "Cutcake.parse('1x1 + 2x5')"
    for bad in ("", "2x", "0x3", "2x3 +", "2*3", "axb"):
        with pytest.raises(cgt.CGTError):
            Cutcake.parse(bad)
    for rows, columns in ((0, 3), (2, -1), (1.5, 2), (True, 2), ("2", 3)):
        with pytest.raises(cgt.CGTError):
            Cutcake(rows, columns)


def test_a_huge_piece_has_its_value_and_no_endless_list_of_moves():
    """Found by the fuzz suite: `cgt report cutcake 2x<4,050 nines>` listed
    the piece's cuts for ever. The value comes from the formula; the moves
    are refused with a CGTError, and the report says so and answers."""
    import subprocess
    import sys
    from pathlib import Path

    import pytest

    import cgt
    from cgt.games.cutcake import Cutcake

    side = int("9" * 4050)
    piece = Cutcake(2, side)
    assert piece.value == cgt.number(side // 2 - 1)
    with pytest.raises(cgt.CGTError, match=r"about 1e\+4049 cuts for Left"):
        piece.winning_moves("L")
    assert piece.winning_moves("R") == [] and Cutcake(2, 4).winning_moves("L") != []
    cgt_command = str(Path(sys.executable).parent / "cgt")
    run = subprocess.run([cgt_command, "report", "cutcake", "2x" + "9" * 60],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "winning moves are not listed" in run.stdout

"""Coin-turning games: the values of Winning Ways ch. 14, and whole rows
against a naive player of the rules that never splits a row."""

from __future__ import annotations

from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.coin_turning import GAMES, CoinRow, MockTurtles, Ruler, TurningTurtles, Twins
from cgt.games.registry import get

#: Winning Ways ch. 14, Mock Turtles: a head at n (from 1) is worth the n-th
#: odious number; the odious numbers are OEIS A000069 (0-indexed from 1).
ODIOUS = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]
#: Winning Ways ch. 14, Ruler: the largest power of 2 dividing n, OEIS A006519.
RULER = [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]


def test_single_heads_have_the_books_values():
    assert [MockTurtles.single(n).grundy for n in range(1, 21)] == ODIOUS
    assert [Ruler.single(n).grundy for n in range(1, 21)] == RULER
    # Winning Ways ch. 14: Turning Turtles is Nim (a head at n is a heap of n);
    # in Twins a head at n is a heap of n - 1.
    assert [TurningTurtles.single(n).grundy for n in range(1, 21)] == list(range(1, 21))
    assert [Twins.single(n).grundy for n in range(1, 21)] == list(range(20))


#: Which sets of coins left of n a move may turn with n, written from the
#: rules' words alone.
RULES = {
    "turning-turtles": lambda n: [()] + [(m,) for m in range(1, n)],
    "mock-turtles": lambda n: [c for k in range(3) for c in combinations(range(1, n), k)],
    "ruler": lambda n: [tuple(range(s, n)) for s in range(1, n + 1)],
    "twins": lambda n: [(m,) for m in range(1, n)],
}


@cache
def naive_grundy(rule: str, heads: frozenset[int]) -> int:
    """Mex over every move of the whole row, never split."""
    options = {naive_grundy(rule, heads ^ frozenset((n, *others)))
               for n in heads for others in RULES[rule](n)}
    return next(g for g in range(len(options) + 1) if g not in options)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.text("HT", min_size=1, max_size=9))
def test_rows_agree_with_the_naive_player(rule, row):
    position = GAMES[rule](row)
    assert position.grundy == naive_grundy(rule, position.heads), (rule, row)


def test_a_row_is_the_sum_of_its_heads():
    assert TurningTurtles("THTHHT").grundy == 2 ^ 4 ^ 5
    assert MockTurtles("HHHH").grundy == 1 ^ 2 ^ 4 ^ 7
    assert [str(p) for p in Ruler("HTH").components()] == ["H", "TTH"]


def test_moves_turn_the_rightmost_coin_down():
    # A row is shown up to its last head.
    assert sorted(str(p) for p in Twins("TTH").moves()) == ["H", "TH"]
    assert sorted(str(p) for p in Ruler("HTH").moves()) == ["H", "HH", "TH", "TTH"]
    assert list(Twins("H").moves()) == [] and str(Twins("TT")) == "T"


def test_text_and_errors():
    assert str(MockTurtles("thht")) == "THH" and repr(Ruler("HT")) == "Ruler('H')"
    for bad in ("", "THX", "12", None):
        with pytest.raises(cgt.CGTError):
            TurningTurtles(bad)  # type: ignore[arg-type]
    for bad_n in (0, -2, True):
        with pytest.raises(cgt.CGTError):
            Ruler.single(bad_n)
    assert Ruler("HT") != MockTurtles("HT") and isinstance(Ruler("H"), CoinRow)


def test_the_command_line_words():
    coins = get("coins")
    assert coins.position(["TTH"], rule="mock-turtles").grundy == 4
    assert coins.position(["THTHHT"]).grundy == 3


def test_the_table_of_single_heads():
    """``cgt table coins``: one head at n in each game, the values of
    Winning Ways ch. 14 (Nim, the ruler function A006519, the odious
    numbers A000069, Nim less one)."""
    import argparse

    from cgt.games.registry import get

    grid = get("coins").table.compute(argparse.Namespace(upto=8))
    rows = {name: [int(c.text) for c in row] for name, row in zip(grid.rows, grid.cells,
                                                                  strict=True)}
    assert rows == {"turning-turtles": [1, 2, 3, 4, 5, 6, 7, 8],
                    "mock-turtles": [1, 2, 4, 7, 8, 11, 13, 14],
                    "ruler": [1, 2, 1, 4, 1, 2, 1, 8],
                    "twins": [0, 1, 2, 3, 4, 5, 6, 7]}
    assert grid.cells[3][0].style == "P"  # twins at 1: no move

"""Wythoff: Grundy values against a mex table from the rules, P-positions from
the rules against Wythoff's formula, sums."""

from __future__ import annotations

import doctest
from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.wythoff
from cgt.games.wythoff import Wythoff, beatty_p_positions, beatty_pair, p_positions

SIZE = 24


def mex_table(size: int) -> list[list[int]]:
    """Grundy values of every (x, y) with x, y < size, straight from the rules."""
    g = [[0] * size for _ in range(size)]
    for x in range(size):
        for y in range(size):
            options = {g[x - k][y] for k in range(1, x + 1)}
            options |= {g[x][y - k] for k in range(1, y + 1)}
            options |= {g[x - k][y - k] for k in range(1, min(x, y) + 1)}
            g[x][y] = cgt.mex(options)
    return g


TABLE = mex_table(SIZE)


def test_doctests():
    assert doctest.testmod(cgt.games.wythoff).failed == 0


def test_row_ten():
    expected = [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28]
    assert [Wythoff(10, y).grundy for y in range(21)] == expected
    assert TABLE[10][:21] == expected


def test_grundy_values_agree_with_the_mex_table():
    assert [[Wythoff(x, y).grundy for y in range(SIZE)] for x in range(SIZE)] == TABLE


def test_p_positions_of_the_table_are_those_of_the_sweep():
    from_table = [(x, y) for x in range(SIZE) for y in range(x, SIZE) if TABLE[x][y] == 0]
    assert from_table == p_positions(SIZE - 1)


def test_the_sweep_agrees_with_beatty_up_to_ten_thousand():
    swept = p_positions(10_000)
    assert swept == beatty_p_positions(10_000)
    assert (
        swept[-1] == beatty_pair(len(swept) - 1)
        and swept[-1][1] <= 10_000 < beatty_pair(len(swept))[1]
    )


def test_p_positions_small_bounds():
    assert p_positions(0) == [(0, 0)] == beatty_p_positions(0)
    assert p_positions(1) == [(0, 0)]
    assert p_positions(2) == [(0, 0), (1, 2)] == beatty_p_positions(2)


def test_beatty_pair_is_exact_for_huge_k():
    # phi = (1 + sqrt 5) / 2; check a = floor(k phi) by its defining inequalities.
    k = 10**40 + 7
    a, b = beatty_pair(k)
    assert (2 * a - k) ** 2 < 5 * k * k < (2 * a + 2 - k) ** 2
    assert b == a + k


def test_symmetric_key_and_moves():
    assert Wythoff(3, 5).key() == Wythoff(5, 3).key()
    assert Wythoff(3, 5) != Wythoff(5, 3)
    assert sorted(map(repr, Wythoff(1, 2).moves())) == [
        "Wythoff(0, 1)",
        "Wythoff(0, 2)",
        "Wythoff(1, 0)",
        "Wythoff(1, 1)",
    ]
    assert list(Wythoff(0, 0).moves()) == []


def test_sum_of_two_p_positions_and_more():
    assert (Wythoff(3, 5) + Wythoff(1, 2)).value == cgt.zero
    assert (Wythoff(3, 5) + Wythoff(1, 2)).value == cgt.nimber(
        Wythoff(3, 5).grundy ^ Wythoff(1, 2).grundy
    )
    p = Wythoff(10, 12) + Wythoff(4, 4)
    assert p.grundy == 7 ^ TABLE[4][4]
    assert all(move.grundy == 0 for move in p.winning_moves())


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), min_size=1, max_size=4)
)
def test_sums_are_worth_the_xor(pairs):
    total = reduce(lambda p, q: p + q, (Wythoff(x, y) for x, y in pairs))
    expected = reduce(xor, (TABLE[x][y] for x, y in pairs), 0)
    assert total.grundy == expected and total.value == cgt.nimber(expected)


def test_diagram():
    p = Wythoff(3, 25)
    assert str(p) == "ooo 25"
    assert Wythoff.parse(str(p)) == p == eval(repr(p))
    assert Wythoff.parse("(3, 5)") == Wythoff(3, 5)


@pytest.mark.parametrize(
    ("call", "fault"),
    [
        (lambda: Wythoff(-1, 2), "Wythoff(-1, 2): heap size -1 is negative"),
        (lambda: Wythoff(1, "2"), "heap size '2' is not an integer"),
        (lambda: Wythoff.parse("1 2 3"), "expected two heaps, found 3"),
        (lambda: Wythoff.parse("1 x"), "heap 2 is 'x'"),
        (lambda: p_positions(-3), "heap size -3 is negative"),
        (lambda: beatty_pair(1.5), "is not an integer"),
    ],
)
def test_bad_arguments_say_what_is_wrong(call, fault):
    with pytest.raises(cgt.CGTError) as raised:
        call()
    assert fault in str(raised.value)


def test_huge_heaps_answer_by_formula_or_refuse_with_the_size():
    """P-positions of any size by Wythoff's formula (Wythoff, 1907); other
    huge positions refuse with the table they would need, never an
    OverflowError or a hang."""
    import cgt
    from cgt.games.wythoff import Wythoff, beatty_pair

    a, b = beatty_pair(10**30)
    assert Wythoff(a, b).grundy == 0 and str(Wythoff(b, a).outcome) == "P"
    assert str(Wythoff(10**51, 7).outcome) == "N"
    with pytest.raises(cgt.CGTError, match="needs a table of"):
        _ = Wythoff(10**51, 7).grundy


def test_winning_moves_by_formula_are_the_moves_to_p_positions():
    for x in range(SIZE):
        for y in range(SIZE):
            expected = [q for q in Wythoff(x, y).moves() if TABLE[q.x][q.y] == 0]
            assert Wythoff(x, y).winning_moves() == expected, (x, y)


def test_winning_moves_of_huge_heaps():
    a, b = beatty_pair(10**30)
    assert Wythoff(a, b).winning_moves() == [] and Wythoff(b, a).winning_moves() == []
    assert Wythoff(10**40, 7).winning_moves() == [Wythoff(4, 7)]
    # From (a + 1, b + 1) the diagonal move wins, and from (a + 1, b) taking one from x.
    assert Wythoff(a + 1, b + 1).winning_moves()[-1] == Wythoff(a, b)
    assert Wythoff(a + 1, b).winning_moves()[0] == Wythoff(a, b)


def test_estimated_positions_are_one_by_formula_or_the_table():
    from cgt.games.wythoff import TABLE_THRESHOLD

    assert Wythoff(*beatty_pair(10**30)).estimated_positions() == 1
    assert Wythoff(3, 4).estimated_positions() == 4 * 5
    assert Wythoff(TABLE_THRESHOLD - 1, 2).estimated_positions() == TABLE_THRESHOLD * 3
    assert Wythoff(TABLE_THRESHOLD, 2).estimated_positions() == (TABLE_THRESHOLD + 1) ** 2
    assert Wythoff(100000, 7).estimated_positions() == 100001**2


def test_a_huge_non_p_position_is_refused_with_its_size_in_words():
    """Found by the fuzz suite: a 4,000-digit heap made the refusal's own
    message overflow a float (OverflowError instead of a CGTError)."""
    import pytest

    import cgt
    from cgt.games.wythoff import Wythoff

    with pytest.raises(cgt.CGTError, match=r"a table of 1e\+4044 x 1e\+4044 cells"):
        Wythoff(10**19, 10**4044).grundy  # noqa: B018 (asking is the test)

"""Eatcake and Maundy Cake: CGSuite's GameHeapTest values of the (8, n)
cakes, Winning Ways' rule for Maundy Cake, and naive references."""

from __future__ import annotations

from functools import cache

import pytest

import cgt
from cgt.games.eatcake import Eatcake
from cgt.games.maundy_cake import MaundyCake

#: CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala,
#: "define partizan coordinate games properly": the cakes (8, n), n = 1 .. 8
#: (the test's n = 0 column is left out: here a cake has a column at least).
EATCAKE_8 = ["^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
             "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*"]
MAUNDY_8 = [-7, -3, -3, -1, -3, -1, -3, 0]


def test_cgsuite_eatcake():
    assert [Eatcake(8, n).value for n in range(1, 9)] == [cgt.parse(v) for v in EATCAKE_8]


def test_cgsuite_maundy_cake():
    assert [MaundyCake(8, n).value for n in range(1, 9)] == [cgt.number(v) for v in MAUNDY_8]


def maundy_moves(n: int) -> int:
    """The most cuts one player can make on a strip of ``n`` with no reply:
    a cut into ``d`` equal parts, then as many on each part."""
    return max((1 + d * maundy_moves(n // d) for d in range(2, n + 1) if n % d == 0), default=0)


def test_a_strip_is_worth_the_cuts_it_lasts():
    """On a 1 x n strip only Left can cut, so it is the integer that counts
    her cuts (Winning Ways, ch. 2: a game where one player alone can move
    is worth the moves it lasts). For a prime n it is 1: one cut into n
    single squares."""
    for n in range(1, 25):
        assert MaundyCake(1, n).value == maundy_moves(n)
        assert MaundyCake(n, 1).value == -maundy_moves(n)
    assert MaundyCake(1, 7).value == 1 and MaundyCake(1, 4).value == 3


@cache
def naive_eatcake(rows: int, columns: int) -> cgt.Game:
    """The rules of CGSuite's GenCutcake with 0.7 on both sides."""
    def pieces(parts: list[cgt.Game]) -> cgt.Game:
        return sum(parts, cgt.number(0))
    left = [pieces([naive_eatcake(rows, a) for a in (k, columns - 1 - k) if a])
            for k in range(columns)]
    right = [pieces([naive_eatcake(a, columns) for a in (k, rows - 1 - k) if a])
             for k in range(rows)]
    return cgt.game(left, right)


def test_eatcake_agrees_with_the_naive_reference():
    for rows in range(1, 6):
        for columns in range(1, 6):
            assert Eatcake(rows, columns).value == naive_eatcake(rows, columns)


def test_turning_a_cake_swaps_the_players():
    for cls in (Eatcake, MaundyCake):
        for rows in range(1, 6):
            for columns in range(1, 7):
                assert cls(rows, columns).value == -cls(columns, rows).value


def test_diagram():
    assert str(Eatcake.parse("2x3 + 1x1")) == "1x1 + 2x3"
    assert repr(MaundyCake(2, 3)) == "MaundyCake(2, 3)"
    assert MaundyCake.parse("2x3, 1x1") == MaundyCake.parse("1x1 + 2x3")
    assert Eatcake.parse("2x3 + 1x1").value == Eatcake(2, 3).value + Eatcake(1, 1).value
    for bad in ("", "2x", "0x3", "2y3"):
        with pytest.raises(cgt.CGTError):
            Eatcake.parse(bad)
    for rows, columns in ((0, 3), (True, 2), (1.5, 2)):
        with pytest.raises(cgt.CGTError):
            MaundyCake(rows, columns)

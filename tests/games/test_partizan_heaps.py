"""Partizan Euclid and partizan subtraction: CGSuite's GameHeapTest values,
and naive references straight from the rules."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.partizan_euclid import PartizanEuclid
from cgt.games.partizan_subtraction import PartizanSubtraction


def test_cgsuite_partizan_euclid():
    """CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala:
    PartizanEuclid((8, n)) for n = 0 .. 8."""
    expected = ["0", "0", "0", "v", "0", "0", "^", "^5", "0"]
    assert [PartizanEuclid(8, n).value for n in range(9)] == [cgt.parse(v) for v in expected]


def test_cgsuite_partizan_subtraction():
    """The same file: PartizanSubtraction([1,3], [2,3])(6), and the same game
    as Subtraction([1,3]).PartizanJoin(Subtraction([2,3]))."""
    expected = cgt.parse("{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}")
    assert PartizanSubtraction({1, 3}, {2, 3}, 6).value == expected
    assert PartizanSubtraction.parse("{1,3|2,3} 6").value == expected


@cache
def naive_euclid(p: int, q: int) -> cgt.Game:
    if q == 0 or p % q == 0:
        return cgt.number(0)
    return cgt.game([naive_euclid(q, p % q)], [naive_euclid(q, q - p % q)])


def test_euclid_agrees_with_the_naive_reference():
    for p in range(30):
        for q in range(30):
            assert PartizanEuclid(p, q).value == naive_euclid(p, q), (p, q)


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(1, 5), min_size=1), st.sets(st.integers(1, 5), min_size=1),
       st.integers(0, 25))
def test_subtraction_agrees_with_the_naive_reference_and_swaps(left, right, heap):
    @cache
    def naive(n: int) -> cgt.Game:
        return cgt.game([naive(n - s) for s in left if s <= n],
                        [naive(n - s) for s in right if s <= n])

    assert PartizanSubtraction(left, right, heap).value == naive(heap)
    assert PartizanSubtraction(right, left, heap).value == -naive(heap)


def test_equal_sets_make_the_impartial_game():
    """Both sets alike: the subtraction game itself, a nimber."""
    from cgt.games.subtraction import Subtraction

    for n in range(20):
        assert PartizanSubtraction({2, 3, 7}, {2, 3, 7}, n).value == Subtraction({2, 3, 7}, n).value


def test_diagrams():
    assert str(PartizanSubtraction({3, 1}, {2}, 5)) == "{1, 3|2} 5"
    assert repr(PartizanEuclid(8, 3)) == "PartizanEuclid(8, 3)"
    assert PartizanEuclid.parse(" 8 , 3") == PartizanEuclid(8, 3)
    for bad in ("{1,3} 6", "{1|x} 6", "{1|2}", "1,2|3 4"):
        with pytest.raises(cgt.CGTError):
            PartizanSubtraction.parse(bad)
    with pytest.raises(cgt.CGTError):
        PartizanSubtraction(set(), {1}, 3)
    for bad_pair in ((8, -1), (1.5, 2)):
        with pytest.raises(cgt.CGTError):
            PartizanEuclid(*bad_pair)

"""Dyadic rationals: arithmetic against Fraction, the simplicity rule and
birthdays against a brute-force construction of the numbers day by day."""

from __future__ import annotations

import pickle
from fractions import Fraction
from functools import cache
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CGTError
from cgt.core.dyadic import Dyadic

SOME = settings(max_examples=200, deadline=None)

mantissas = st.integers(-(2**70), 2**70)
exponents = st.integers(0, 80)
dyadic_fractions = st.builds(lambda m, e: Fraction(m, 2**e), mantissas, exponents)
#: |x| <= 5 with denominator <= 16: born by day 9, small enough to enumerate.
small_fractions = st.integers(0, 4).flatmap(
    lambda e: st.integers(-5 * 2**e, 5 * 2**e).map(lambda m: Fraction(m, 2**e))
)


def D(x: Fraction | int) -> Dyadic:
    return Dyadic.from_value(Fraction(x))


# -- against Fraction ---------------------------------------------------------------


@SOME
@given(mantissas, exponents)
def test_lowest_terms(m, e):
    d = Dyadic(m, e)
    assert d.to_fraction() == Fraction(m, 2**e)
    assert d.exponent == 0 or d.mantissa % 2 == 1
    assert d == D(Fraction(m, 2**e))


@SOME
@given(dyadic_fractions, dyadic_fractions)
def test_arithmetic_agrees_with_fraction(a, b):
    x, y = D(a), D(b)
    assert (x + y).to_fraction() == a + b
    assert (x - y).to_fraction() == a - b
    assert (-x).to_fraction() == -a
    assert x.half().to_fraction() == a / 2


@SOME
@given(dyadic_fractions, dyadic_fractions)
def test_order_agrees_with_fraction(a, b):
    x, y = D(a), D(b)
    assert (x < y) == (a < b)
    assert (x <= y) == (a <= b)
    assert (x > y) == (a > b)
    assert (x >= y) == (a >= b)
    assert (x == y) == (a == b)


@SOME
@given(dyadic_fractions)
def test_conversions(a):
    x = D(a)
    assert hash(x) == hash(a)
    assert float(x) == float(a)
    assert x.floor() == a.__floor__()
    assert x.ceil() == a.__ceil__()
    assert x.sign() == (a > 0) - (a < 0)
    assert x.is_integer == (a.denominator == 1)
    assert Dyadic.parse(str(x)) == x
    assert Fraction(str(x)) == a
    assert pickle.loads(pickle.dumps(x)) == x
    if a.denominator == 1:
        assert int(x) == a


@SOME
@given(small_fractions)
def test_repr_round_trips(a):
    """``repr`` reads back, as Fraction's does (STYLE.md): ``Dyadic(3, 2)`` is 3/4."""
    x = D(a)
    assert repr(x) == f"Dyadic({x.mantissa}, {x.exponent})"
    assert eval(repr(x), {"Dyadic": Dyadic}) == x


def test_parse():
    assert Dyadic.parse("-3/4") == Dyadic(-3, 2)
    assert Dyadic.parse(" 1.25 ") == Dyadic(5, 2)
    assert Dyadic.parse("6/8") == Dyadic(3, 2)
    assert Dyadic.parse("10000000000000000000000000000001") == Dyadic(10**31 + 1)


@pytest.mark.parametrize(
    "bad", ["1/3", "0.1", "", "x", "1e3", "inf", "nan", "1/0", "--1", Fraction(2, 3), 0.5, True, None]
)
def test_bad_values_raise_cgt_error(bad):
    with pytest.raises(CGTError):
        Dyadic.from_value(bad)


def test_int_of_a_fraction_raises():
    with pytest.raises(CGTError):
        int(Dyadic(1, 1))


# -- the simplicity rule against the numbers born day by day -------------------------


@cache
def born_by(day: int) -> tuple[Fraction, ...]:
    """The numbers born on or before ``day``, sorted: day 0 is {0}; each day adds
    one more than the largest, one less than the smallest, and the midpoint of
    each pair of neighbours (Conway's construction, WW ch. 2)."""
    if day == 0:
        return (Fraction(0),)
    old = born_by(day - 1)
    new = [old[0] - 1, old[-1] + 1] + [(a + b) / 2 for a, b in pairwise(old)]
    return tuple(sorted(set(old) | set(new)))


def brute_birthday(x: Fraction) -> int:
    day = 0
    while x not in born_by(day):
        day += 1
    return day


def brute_simplest_between(low: Fraction | None, high: Fraction | None) -> Fraction:
    """The earliest-born number strictly between (unique: WW's simplicity rule)."""
    day = 0
    while True:
        inside = [
            x for x in born_by(day)
            if (low is None or low < x) and (high is None or x < high)
        ]
        if inside:
            assert len(inside) == 1
            return inside[0]
        day += 1


@settings(max_examples=300, deadline=None)
@given(small_fractions)
def test_birthday_agrees_with_brute_force(a):
    assert D(a).birthday == brute_birthday(a)


@settings(max_examples=300, deadline=None)
@given(small_fractions, small_fractions)
def test_simplest_between_agrees_with_brute_force(a, b):
    low, high = min(a, b), max(a, b)
    if low == high:
        return
    assert Dyadic.simplest_between(D(low), D(high)).to_fraction() == brute_simplest_between(low, high)


@settings(max_examples=100, deadline=None)
@given(small_fractions)
def test_simplest_with_one_bound(a):
    assert Dyadic.simplest_between(D(a), None).to_fraction() == brute_simplest_between(a, None)
    assert Dyadic.simplest_between(None, D(a)).to_fraction() == brute_simplest_between(None, a)


def test_simplest_between_known_values():
    assert Dyadic.simplest_between(None, None) == Dyadic(0)
    assert Dyadic.simplest_between(Dyadic(0), Dyadic(1)) == Dyadic(1, 1)
    assert Dyadic.simplest_between(Dyadic(-1), Dyadic(5)) == Dyadic(0)
    assert Dyadic.simplest_between(Dyadic(1), Dyadic(5)) == Dyadic(2)
    assert Dyadic.simplest_between(Dyadic(-5), Dyadic(-1)) == Dyadic(-2)
    assert Dyadic.simplest_between(D(Fraction(5, 4)), D(Fraction(11, 8))) == D(Fraction(21, 16))
    assert Dyadic.simplest_between(Dyadic(2**100), None) == Dyadic(2**100 + 1)


@SOME
@given(dyadic_fractions, dyadic_fractions)
def test_simplest_between_large_values(a, b):
    """For values too big to enumerate: strictly inside, and no coarser grid point
    (nor a smaller integer) inside."""
    low, high = min(a, b), max(a, b)
    if low == high:
        return
    x = Dyadic.simplest_between(D(low), D(high)).to_fraction()
    assert low < x < high
    if low < 0 < high:
        assert x == 0
    elif x.denominator == 1:
        # the integer closest to 0 inside
        assert not (low < x - (1 if x > 0 else -1) < high)
    else:
        # no point of the coarser grid inside
        step = Fraction(2, x.denominator)
        k = (low // step) + 1
        assert not (k * step < high)


@SOME
@given(dyadic_fractions)
def test_birthday_formula(a):
    """Day of ``m/2^e``: ``|n|`` for integers, ``floor(|x|) + 1 + e`` otherwise."""
    x = D(a)
    if a.denominator == 1:
        assert x.birthday == abs(a)
    else:
        assert x.birthday == int(abs(a)) + 1 + (a.denominator.bit_length() - 1)

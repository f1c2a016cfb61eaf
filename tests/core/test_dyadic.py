"""Dyadic rationals: arithmetic against Fraction, the simplicity rule and
birthdays against a brute-force construction of the numbers day by day."""

from __future__ import annotations

import math
import numbers
import operator
import pickle
from fractions import Fraction
from functools import cache
from itertools import pairwise

import pytest
from hypothesis import assume, given, settings
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
    "bad",
    ["1/3", "0.1", "", "x", "1e3", "inf", "nan", "1/0", "--1", Fraction(2, 3), 0.5, True, None],
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
    assume(a != b)
    low, high = min(a, b), max(a, b)
    expected = brute_simplest_between(low, high)
    assert Dyadic.simplest_between(D(low), D(high)).to_fraction() == expected


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
    assume(a != b)
    low, high = min(a, b), max(a, b)
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


# -- a numbers.Rational among ints and Fractions ----------------------------------------
#
# The oracle is Python's own exact arithmetic: Dyadic must agree with Fraction
# (the standard library's numbers.Rational) on every operation, and be a Dyadic
# exactly when the exact result is dyadic (otherwise the Fraction itself), as
# documented in cgt/core/dyadic.py. The protocol is the numbers module's
# ("Implementing the arithmetic operations", https://docs.python.org/3/library/numbers.html);
# equal numbers hash equal across int, Fraction and Dyadic ("Hashing of numeric
# types", https://docs.python.org/3/library/stdtypes.html#hashing-of-numeric-types).

ints = st.integers(-(2**70), 2**70)
any_fractions = st.builds(Fraction, st.integers(-(2**40), 2**40), st.integers(1, 3**20))
#: What a Dyadic meets: another Dyadic, an int, a dyadic Fraction, any Fraction.
operands = st.one_of(
    dyadic_fractions.map(D), ints, dyadic_fractions, any_fractions
)


def is_dyadic(x: Fraction) -> bool:
    return x.denominator & (x.denominator - 1) == 0


def exact(x: object) -> Fraction:
    """The value of an operand or a result, as a Fraction."""
    if isinstance(x, Dyadic):
        return x.to_fraction()
    assert isinstance(x, (int, Fraction)) and not isinstance(x, bool)
    return Fraction(x)


def check_exact(result: object, expected: Fraction) -> None:
    """``result`` is ``expected``, as a Dyadic (in lowest terms) when it is
    dyadic, else a Fraction."""
    assert exact(result) == expected
    assert type(result) is (Dyadic if is_dyadic(expected) else Fraction)
    if isinstance(result, Dyadic):
        assert result.exponent == 0 or result.mantissa % 2 == 1


@SOME
@given(mantissas, mantissas, st.integers(0, 80))
def test_sums_of_equal_exponents_in_lowest_terms(m, n, e):
    """The fast path of ``+`` and ``-`` reduces odd ± odd itself."""
    x, y = Dyadic(2 * m + 1, e), Dyadic(2 * n + 1, e)  # odd mantissas: as given
    assert x.exponent == y.exponent == e
    check_exact(x + y, x.to_fraction() + y.to_fraction())
    check_exact(x - y, x.to_fraction() - y.to_fraction())
    check_exact(x - x, Fraction(0))


def test_is_a_rational():
    x = Dyadic(-3, 2)
    assert isinstance(x, numbers.Rational) and isinstance(x, numbers.Real)
    assert (x.numerator, x.denominator) == (-3, 4)
    assert (Dyadic(6, 3).numerator, Dyadic(6, 3).denominator) == (3, 4)  # lowest terms
    assert (Dyadic(5).numerator, Dyadic(5).denominator) == (5, 1)


def test_equal_to_ints_and_fractions_with_equal_hashes():
    # the examples of the task: 1 == 1, 1/2 == 1/2
    assert Dyadic(1) == 1 and 1 == Dyadic(1)
    assert Dyadic(1, 1) == Fraction(1, 2) and Fraction(1, 2) == Dyadic(1, 1)
    assert hash(Dyadic(1)) == hash(1)
    assert hash(Dyadic(1, 1)) == hash(Fraction(1, 2))
    assert Dyadic(1, 1) != 1 and Dyadic(1) != Fraction(1, 3)
    assert {1: "one", Fraction(-3, 4): "-3/4"}[Dyadic(1)] == "one"
    assert {1: "one", Fraction(-3, 4): "-3/4"}[Dyadic(-3, 2)] == "-3/4"
    assert len({Dyadic(2), 2, Fraction(2)}) == 1


@SOME
@given(dyadic_fractions, operands)
def test_equality_and_hash_agree_with_fraction(a, y):
    x = D(a)
    assert (x == y) == (a == exact(y)) == (y == x)
    assert (x != y) == (a != exact(y)) == (y != x)
    if x == y:
        assert hash(x) == hash(y)
    assert hash(x) == hash(a)
    if a.denominator == 1:
        assert hash(x) == hash(int(a))


@SOME
@given(dyadic_fractions, operands)
def test_order_against_ints_and_fractions(a, y):
    x, b = D(a), exact(y)
    assert (x < y, x <= y, x > y, x >= y) == (a < b, a <= b, a > b, a >= b)
    assert (y < x, y <= x, y > x, y >= x) == (b < a, b <= a, b > a, b >= a)


@SOME
@given(dyadic_fractions, operands)
def test_ring_operations_agree_with_fraction(a, y):
    """``+``, ``-``, ``*`` with the Dyadic on either side."""
    x, b = D(a), exact(y)
    for op in (operator.add, operator.sub, operator.mul):
        check_exact(op(x, y), op(a, b))
        check_exact(op(y, x), op(b, a))


@SOME
@given(dyadic_fractions, operands)
def test_division_agrees_with_fraction(a, y):
    x, b = D(a), exact(y)
    if b != 0:
        check_exact(x / y, a / b)
        check_exact(x % y, a % b)
        quotient = x // y
        assert type(quotient) is int and quotient == a // b
        q, r = divmod(x, y)
        assert q == a // b and type(q) is int
        check_exact(r, a % b)
    if a != 0:
        check_exact(y / x, b / a)
        check_exact(y % x, b % a)
        quotient = y // x
        assert type(quotient) is int and quotient == b // a
        q, r = divmod(y, x)
        assert q == b // a and type(q) is int
        check_exact(r, b % a)


def test_mixed_examples():
    # the examples of the task
    assert Dyadic(1) + 1 == 2 and type(Dyadic(1) + 1) is Dyadic
    assert 1 + Dyadic(1) == 2 and type(1 + Dyadic(1)) is Dyadic
    assert Dyadic(1) < 2 and not 2 < Dyadic(1)
    assert Dyadic(3, 2) * 2 == Dyadic(3, 1)
    # 1/2 + 1/4 is dyadic; 1/2 + 1/3 = 5/6 is not, and is a Fraction
    assert Dyadic(1, 1) + Fraction(1, 4) == Dyadic(3, 2)
    assert type(Dyadic(1, 1) + Fraction(1, 3)) is Fraction
    assert Dyadic(1, 1) + Fraction(1, 3) == Fraction(5, 6) == Fraction(1, 3) + Dyadic(1, 1)
    assert Dyadic(3) / 4 == Dyadic(3, 2) and Dyadic(1) / 3 == Fraction(1, 3)
    assert sum([Dyadic(1, 1), Dyadic(1, 2), 1]) == Dyadic(7, 2)


@SOME
@given(small_fractions, st.integers(-6, 6))
def test_integral_powers_agree_with_fraction(a, n):
    x = D(a)
    if a == 0 and n < 0:
        with pytest.raises(ZeroDivisionError):
            x**n
        return
    check_exact(x**n, a**n)
    check_exact(x ** Dyadic(n), a**n)
    check_exact(x ** Fraction(n), a**n)


@SOME
@given(small_fractions, small_fractions)
def test_other_powers_agree_with_fraction(a, b):
    """A non-integral power is a float (or a complex), as Fraction's is; an
    int or a Fraction raised to a Dyadic is exact."""
    x, y = D(a), D(b)
    if a == 0 and b < 0:
        return
    if b.denominator != 1:
        assert x**y == a**b and type(x**y) is type(a**b)
    else:
        check_exact(x**y, a**b)
    if a.denominator == 1 and not (a == 0 and b < 0):
        expected = int(a) ** b
        if isinstance(expected, Fraction | int):
            check_exact(int(a) ** y, Fraction(expected))
        else:
            assert int(a) ** y == expected


@SOME
@given(dyadic_fractions)
def test_real_methods_agree_with_fraction(a):
    x = D(a)
    assert math.floor(x) == math.floor(a) and math.ceil(x) == math.ceil(a)
    assert math.trunc(x) == math.trunc(a)
    assert round(x) == round(a) and type(round(x)) is int  # half to even
    for digits in (-1, 0, 1, 2):
        check_exact(round(x, digits), round(a, digits))
    check_exact(abs(x), abs(a))
    check_exact(+x, a)
    check_exact(-x, -a)
    assert bool(x) == bool(a)
    assert complex(x) == complex(a)
    assert x.real == a and x.imag == 0 and x.conjugate() == a
    assert float(x) == float(a)


def test_rounding_is_half_to_even():
    # round(): "rounding is done toward the even choice" (Python docs, built-in round)
    assert [round(Dyadic(m, 1)) for m in (-3, -1, 1, 3, 5)] == [-2, 0, 0, 2, 2]


def test_zero_division():
    for divide in (operator.truediv, operator.floordiv, operator.mod, divmod):
        with pytest.raises(ZeroDivisionError):
            divide(Dyadic(1, 1), Dyadic(0))
        with pytest.raises(ZeroDivisionError):
            divide(Dyadic(1, 1), 0)
        with pytest.raises(ZeroDivisionError):
            divide(1, Dyadic(0))


@pytest.mark.parametrize("other", ["1", 1.0, 0.5, None, 1j, [1], object()])
def test_unknown_operands_are_not_implemented(other):
    """Not numbers to a Dyadic (floats included: a Dyadic is exact): ``==`` is
    False and the other operators raise TypeError, never AttributeError."""
    x = Dyadic(1, 1) if other != 1.0 else Dyadic(1)
    assert not (x == other) and x != other
    assert x.__eq__(other) is NotImplemented
    for op in (
        operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv,
        operator.mod, operator.pow, divmod, operator.lt, operator.le, operator.gt,
        operator.ge,
    ):
        with pytest.raises(TypeError):
            op(x, other)
        with pytest.raises(TypeError):
            op(other, x)


def test_the_simplest_number_between_close_bounds_is_found_by_bisection():
    """``{0 | {0 | ... {0 | 1}}}`` 8,000 deep is 1/2**8000 (each level halves),
    and each level's simplest number is found in O(log) steps: the fuzzer's
    8,725-deep input took 7.5 s, with a linear search for the grid."""
    import sys

    import cgt

    depth = 8000
    g = cgt.parse("{0|" * depth + "1" + "}" * depth)
    assert g.number == Fraction(1, 2 ** depth)
    assert sys.getrecursionlimit() < 100_000  # no recursion limit left raised
    # The grid search agrees with the definition: least exponent, then least |x|.
    for low, high in [(Fraction(1, 4), Fraction(1, 2)), (Fraction(-3, 8), Fraction(-1, 4)),
                      (Fraction(5, 8), Fraction(11, 16)), (Fraction(1, 2**50), Fraction(1, 2**49))]:
        x = Dyadic.simplest_between(Dyadic.from_value(low), Dyadic.from_value(high))
        assert low < x.to_fraction() < high
        k = x.exponent
        assert not any(low < Fraction(m, 2 ** (k - 1)) < high
                       for m in range(int(low * 2 ** (k - 1)) - 1, int(high * 2 ** (k - 1)) + 2))

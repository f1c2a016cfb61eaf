"""The field of nimbers (Conway, On Numbers and Games, ch. 6): inverses,
quotients, powers, square roots, and the product of nimber games."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.impartial.nimbers
from cgt import CGTError, nim_product, nimber_divide, nimber_product
from cgt.impartial.nimbers import (
    NimDivisionByZero,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_sqrt,
)

SOME = settings(max_examples=150, deadline=None)
words = st.integers(0, 2**64 - 1)
nonzero = st.integers(1, 2**64 - 1)


def test_doctests():
    assert doctest.testmod(cgt.impartial.nimbers).failed == 0


def test_the_field_of_four():
    """ONAG ch. 6: {0, 1, 2, 3} is GF(4), with 2·2 = 3 and 2·3 = 1."""
    assert [[nim_product(a, b) for b in range(4)] for a in range(4)] == [
        [0, 0, 0, 0],
        [0, 1, 2, 3],
        [0, 2, 3, 1],
        [0, 3, 1, 2],
    ]
    assert [nim_inverse(a) for a in (1, 2, 3)] == [1, 3, 2]


def test_inverses_below_256():
    for a in range(1, 256):
        inverse = nim_inverse(a)
        assert inverse < 256 and nim_product(a, inverse) == 1


@SOME
@given(nonzero)
def test_inverse_of_64_bit_words(a):
    inverse = nim_inverse(a)
    assert nim_product(a, inverse) == 1
    assert nim_inverse(inverse) == a


@SOME
@given(words, nonzero)
def test_division_undoes_multiplication(a, b):
    assert nim_product(nim_divide(a, b), b) == a
    assert nim_divide(nim_product(a, b), b) == a


@SOME
@given(words)
def test_square_roots(a):
    root = nim_sqrt(a)
    assert nim_product(root, root) == a
    assert nim_sqrt(nim_product(a, a)) == a


@SOME
@given(st.integers(0, 2**16 - 1), st.integers(0, 40))
def test_powers(a, e):
    expected = 1
    for _ in range(e):
        expected = nim_product(expected, a)
    assert nim_power(a, e) == expected


def test_fermat_property():
    """Every non-zero element of the field of order 2**16 has a**(2**16 - 1) = 1."""
    for a in (1, 2, 3, 255, 256, 40000, 65535):
        assert nim_power(a, 2**16 - 1) == 1


def test_division_by_zero():
    with pytest.raises(NimDivisionByZero):
        nim_inverse(0)
    with pytest.raises(ZeroDivisionError):
        nim_divide(5, 0)
    with pytest.raises(CGTError):
        nim_divide(5, 0)


@pytest.mark.parametrize("bad", [-1, 1.5, "3", True, None])
def test_bad_integers(bad):
    with pytest.raises(CGTError):
        nim_inverse(bad)
    with pytest.raises(CGTError):
        nim_sqrt(bad)


def test_nimber_product_takes_games():
    assert nimber_product(cgt.nimber(2), cgt.nimber(2)) == cgt.nimber(3)
    assert nimber_product("*4", "*4") == cgt.nimber(6)
    assert nimber_product(cgt.star, cgt.nimber(7)) == cgt.nimber(7)
    assert nimber_product(cgt.zero, cgt.nimber(9)) == cgt.zero
    assert nimber_divide(cgt.star, cgt.nimber(2)) == cgt.nimber(3)
    with pytest.raises(CGTError, match="not a nimber"):
        nimber_product(cgt.UP, cgt.star)
    with pytest.raises(CGTError, match="not a nimber"):
        nimber_product(cgt.number(1), cgt.star)
    with pytest.raises(NimDivisionByZero):
        nimber_divide(cgt.star, cgt.zero)


@SOME
@given(st.integers(0, 2**20), st.integers(0, 2**20), st.integers(0, 2**20))
def test_nimber_product_distributes_over_game_sums(a, b, c):
    ga, gb, gc = cgt.nimber(a), cgt.nimber(b), cgt.nimber(c)
    assert nimber_product(ga, gb + gc) == nimber_product(ga, gb) + nimber_product(ga, gc)

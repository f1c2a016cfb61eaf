"""Impartial arithmetic: mex, nim sum, nim product (Conway, *ONAG*, ch. 6)."""

from __future__ import annotations

from functools import cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, mex, nim_product, nim_sum, nimber

SOME = settings(max_examples=200, deadline=None)
bytes_ = st.integers(0, 255)


# -- mex -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "values, expected",
    [([], 0), ([0], 1), ([1, 2], 0), ([0, 1, 3], 2), ([0, 0, 1, 1], 2), (range(100), 100),
     ({5, 0, 2, 1, 3}, 4), ((n for n in [0, 1, 2]), 3)],
)
def test_mex(values, expected):
    assert mex(values) == expected


@SOME
@given(st.sets(st.integers(0, 20)))
def test_mex_is_the_least_missing(values):
    m = mex(values)
    assert m not in values
    assert all(k in values for k in range(m))


@SOME
@given(st.sets(st.integers(0, 6), max_size=5))
def test_game_of_nimbers_is_the_mex(values):
    """{*a, *b, ... | *a, *b, ...} = *mex (Sprague-Grundy)."""
    options = [nimber(v) for v in values]
    assert cgt.game(options, options) is nimber(mex(values))


# -- nim sum ------------------------------------------------------------------------


def test_nim_sum_known():
    assert nim_sum(1, 3, 5, 7) == 0
    assert nim_sum(3, 4, 5) == 2
    assert nim_sum() == 0
    assert nim_sum(9) == 9
    assert nim_sum(2**100, 1) == 2**100 + 1


@SOME
@given(st.lists(st.integers(0, 2**40), max_size=6))
def test_nim_sum_is_xor_and_the_sum_of_nimbers(values):
    assert nim_sum(*values) == reduce(xor, values, 0)
    total = sum((nimber(v) for v in values), cgt.zero)
    assert total is nimber(nim_sum(*values))


@pytest.mark.parametrize("bad", [-1, 1.0, "3", True, None])
def test_nim_sum_rejects_non_naturals(bad):
    with pytest.raises(CGTError):
        nim_sum(1, bad)


# -- nim product --------------------------------------------------------------------


@cache
def product_by_definition(a: int, b: int) -> int:
    """``a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}`` (ONAG ch. 6)."""
    return mex(
        product_by_definition(x, b) ^ product_by_definition(a, y) ^ product_by_definition(x, y)
        for x in range(a)
        for y in range(b)
    )


#: Nim multiplication table of 0..15 (ONAG, ch. 6; Winning Ways, ch. 14).
TABLE_16 = [
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5],
    [0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10],
    [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1],
    [0, 5, 10, 15, 2, 7, 8, 13, 3, 6, 9, 12, 1, 4, 11, 14],
    [0, 6, 11, 13, 14, 8, 5, 3, 7, 1, 12, 10, 9, 15, 2, 4],
    [0, 7, 9, 14, 10, 13, 3, 4, 15, 8, 6, 1, 5, 2, 12, 11],
    [0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2],
    [0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13],
    [0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 4, 2, 8, 13, 7],
    [0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15, 14, 5, 3, 8],
    [0, 12, 4, 8, 13, 1, 9, 5, 6, 10, 2, 14, 11, 7, 15, 3],
    [0, 13, 6, 11, 9, 4, 15, 2, 14, 3, 8, 5, 7, 10, 1, 12],
    [0, 14, 7, 9, 5, 11, 2, 12, 10, 4, 13, 3, 15, 1, 8, 6],
    [0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9],
]


def test_the_table_is_the_definition():
    """The table above is what the mex definition gives (a check on the test itself)."""
    assert [[product_by_definition(a, b) for b in range(16)] for a in range(16)] == TABLE_16


def test_nim_product_table():
    assert [[nim_product(a, b) for b in range(16)] for a in range(16)] == TABLE_16


@pytest.mark.parametrize(
    "a, b, expected",
    [(2, 2, 3), (2, 3, 1), (3, 3, 2), (4, 4, 6), (8, 8, 13), (16, 16, 24), (2, 4, 8),
     (4, 16, 64), (256, 256, 384), (2**32, 2**32, 3 * 2**31), (0, 2**70, 0), (1, 2**70, 2**70)],
)
def test_nim_product_known(a, b, expected):
    """Fermat 2-powers F: F ⊗ x = F·x for x < F, F ⊗ F = 3F/2 (ONAG ch. 6)."""
    assert nim_product(a, b) == expected


def test_nim_product_agrees_with_the_definition_below_32():
    for a in range(32):
        for b in range(32):
            assert nim_product(a, b) == product_by_definition(a, b), (a, b)


@SOME
@given(bytes_, bytes_)
def test_nim_product_commutes(a, b):
    assert nim_product(a, b) == nim_product(b, a)


@SOME
@given(bytes_, bytes_, bytes_)
def test_nim_product_associates(a, b, c):
    assert nim_product(nim_product(a, b), c) == nim_product(a, nim_product(b, c))


@SOME
@given(bytes_, bytes_, bytes_)
def test_nim_product_distributes_over_nim_sum(a, b, c):
    assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)


@SOME
@given(bytes_)
def test_identity_zero_and_inverses(a):
    """The naturals below 256 are the field GF(256) under nim sum and product."""
    assert nim_product(a, 1) == a
    assert nim_product(a, 0) == 0
    assert nim_product(a, a) < 256
    if a:
        assert sum(1 for b in range(1, 256) if nim_product(a, b) == 1) == 1


@SOME
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_field_laws_on_large_values(a, b, c):
    assert nim_product(a, b) == nim_product(b, a)
    assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
    assert nim_product(a, b) < 2**64


def test_frobenius():
    """Squaring is additive in characteristic 2: (a ⊕ b)² = a² ⊕ b²."""
    square = {a: nim_product(a, a) for a in range(256)}
    for a in range(0, 256, 7):
        for b in range(256):
            assert square[a ^ b] == square[a] ^ square[b]


@pytest.mark.parametrize("bad", [(-1, 2), (2, -1), (1.5, 2), (True, 2), ("2", 3)])
def test_nim_product_rejects_non_naturals(bad):
    with pytest.raises(CGTError):
        nim_product(*bad)

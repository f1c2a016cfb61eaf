"""Algebraic laws of the transfinite values, on random values (hypothesis).

- The surreal numbers of CGSuite's kind form an ordered field (Conway,
  *ONAG*, ch. 1 and 3).
- Hessenberg's natural sum and product commute and associate, and agree with
  Cantor's operations where they must: on finite ordinals, ``α ⊕ β = α + β``
  when the last exponent of ``α`` is at least the first of ``β``, and
  Cantor's never exceed them (Siegel, *Combinatorial Game Theory*, VIII.1).
- The ordinals below ω^ω^ω form a field of characteristic 2 under nim sum
  and nim product (Lenstra 1977; Siegel, VIII.5) that extends the finite
  nimbers' (``cgt.nim_product``).
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import cgt
from cgt.transfinite.cnf import CNF

w = cgt.omega


def _ordinal_from(terms: list[tuple[CNF, int]]) -> cgt.GeneralizedOrdinal:
    return cgt.GeneralizedOrdinal._of(CNF.from_terms(terms))


# Exponents: small ordinals below ω^ω^2 (so products stay small).
EXPONENTS = st.sampled_from([CNF.integer(0), CNF.integer(1), CNF.integer(2), CNF.integer(3),
                             CNF.omega(), CNF.omega() + CNF.integer(1),
                             CNF.omega() * CNF.integer(2), CNF.omega() * CNF.omega()])

ordinals = st.lists(st.tuples(EXPONENTS, st.integers(1, 6)), max_size=3).map(_ordinal_from)
generalized = st.lists(st.tuples(EXPONENTS, st.integers(-6, 6)), max_size=3).map(_ordinal_from)
surreals = st.builds(lambda n, d: n / d, generalized,
                     generalized.filter(lambda d: d != 0)) | st.fractions(max_denominator=12)

FIELD = settings(max_examples=60, deadline=None)


@FIELD
@given(surreals, surreals, surreals)
def test_addition_and_multiplication_form_a_field(x, y, z):
    x, y, z = cgt.SurrealNumber(x), cgt.SurrealNumber(y), cgt.SurrealNumber(z)
    assert x + y == y + x and x * y == y * x
    assert (x + y) + z == x + (y + z)
    assert (x * y) * z == x * (y * z)
    assert x * (y + z) == x * y + x * z
    assert x + 0 == x and x * 1 == x
    assert x + (-x) == 0 and x - y == x + (-y)
    if x != 0:
        assert x * (1 / x) == 1 and (y / x) * x == y


@FIELD
@given(surreals, surreals, surreals)
def test_the_order_is_total_and_compatible_with_the_field(x, y, z):
    x, y, z = cgt.SurrealNumber(x), cgt.SurrealNumber(y), cgt.SurrealNumber(z)
    assert (x < y) + (x == y) + (x > y) == 1
    if x <= y:
        assert x + z <= y + z
        if z > 0:
            assert x * z <= y * z


@FIELD
@given(st.fractions(max_denominator=64), st.fractions(max_denominator=64))
def test_rationals_are_pythons_fractions(a, b):
    x, y = cgt.SurrealNumber(a), cgt.SurrealNumber(b)
    assert x + y == a + b and x * y == a * b and (x < y) == (a < b)
    assert hash(x) == hash(a)
    if b:
        assert x / y == a / b


@FIELD
@given(st.fractions(max_denominator=16).filter(lambda f: f.denominator & (f.denominator - 1) == 0),
       surreals)
def test_short_game_numbers_mix_with_surreals(a, x):
    g = cgt.number(a)  # a dyadic rational as a short game
    x = cgt.SurrealNumber(x)
    assert g + x == x + g == x + a
    assert (g < x) == (a < x) and (x <= g) == (x <= a)
    assert (g == cgt.SurrealNumber(a))


# -- ordinals -----------------------------------------------------------------------------


@FIELD
@given(ordinals, ordinals, ordinals)
def test_natural_operations_commute_and_associate(a, b, c):
    a, b, c = cgt.Ordinal(a), cgt.Ordinal(b), cgt.Ordinal(c)
    assert a.natural_sum(b) == b.natural_sum(a)
    assert a.natural_product(b) == b.natural_product(a)
    assert a.natural_sum(b).natural_sum(c) == a.natural_sum(b.natural_sum(c))
    assert a.natural_product(b).natural_product(c) == a.natural_product(b.natural_product(c))
    assert a.natural_product(b.natural_sum(c)) == a.natural_product(b).natural_sum(
        a.natural_product(c))


@FIELD
@given(ordinals, ordinals, ordinals)
def test_cantor_operations_associate_and_distribute_on_the_left(a, b, c):
    a, b, c = cgt.Ordinal(a), cgt.Ordinal(b), cgt.Ordinal(c)
    assert (a + b) + c == a + (b + c)
    assert (a * b) * c == a * (b * c)
    assert a * (b + c) == a * b + a * c


@FIELD
@given(ordinals, ordinals)
def test_natural_and_cantor_operations_agree_where_they_must(a, b):
    a, b = cgt.Ordinal(a), cgt.Ordinal(b)
    assert a + b <= a.natural_sum(b) and a * b <= a.natural_product(b)
    terms_a, terms_b = a.surreal.terms, b.surreal.terms
    if not terms_a or not terms_b or terms_a[-1][0] >= terms_b[0][0]:
        assert a + b == a.natural_sum(b)
    assert a.natural_sum(3) == a + 3  # a finite addend on the right is just added
    if len(terms_a) <= 1:  # one term times n: ω^α·c·n either way
        assert a.natural_product(3) == a * 3


@FIELD
@given(st.integers(0, 50), st.integers(0, 50))
def test_finite_ordinals_are_integers(m, n):
    assert cgt.Ordinal(m) + cgt.Ordinal(n) == m + n == cgt.Ordinal(m).natural_sum(n)
    assert cgt.Ordinal(m) * cgt.Ordinal(n) == m * n == cgt.Ordinal(m).natural_product(n)


def test_ordinal_arithmetic_is_not_commutative():
    o = cgt.Ordinal(w)
    assert 1 + o == o < o + 1
    assert 2 * o == o < o * 2 == o + o
    assert (o + 1) * 2 == o * 2 + 1  # Siegel, CGT, VIII.1: (ω+1)·2 = ω·2+1


# -- nim arithmetic ----------------------------------------------------------------------------


def _nim_ordinal(parts: list[tuple[tuple[int, ...], int]]) -> cgt.GeneralizedOrdinal:
    terms = []
    for exponent_coefficients, coefficient in parts:
        exponent = CNF.from_terms([(CNF.integer(k), a)
                                   for k, a in enumerate(exponent_coefficients)])
        terms.append((exponent, coefficient))
    return _ordinal_from(terms)


def _nimbers(max_a0: int, max_a1: int, max_a2: int, max_terms: int):
    monomial = st.tuples(st.integers(0, max_a0), st.integers(0, max_a1), st.integers(0, max_a2))
    return st.lists(st.tuples(monomial, st.integers(1, 15)), max_size=max_terms).map(_nim_ordinal)


#: Ordinals below ω^ω^3 with finite coefficients below 16.
nim_values = _nimbers(9, 6, 4, 3)
#: Ordinals in small fields (κ_9, κ_5 and the finite nimbers), for inverses.
small_field = _nimbers(8, 4, 0, 4)


@settings(max_examples=80, deadline=None)
@given(nim_values, nim_values, nim_values)
def test_nim_arithmetic_is_a_commutative_ring(x, y, z):
    assert x.nim_sum(y) == y.nim_sum(x) and x.nim_sum(x) == 0
    assert x.nim_product(y) == y.nim_product(x)
    assert x.nim_product(y).nim_product(z) == x.nim_product(y.nim_product(z))
    assert x.nim_product(y.nim_sum(z)) == x.nim_product(y).nim_sum(x.nim_product(z))
    assert x.nim_product(1) == x and x.nim_product(0) == 0


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**20), st.integers(0, 2**20))
def test_nim_arithmetic_below_omega_is_cgts(m, n):
    a, b = cgt.GeneralizedOrdinal(m), cgt.GeneralizedOrdinal(n)
    assert a.nim_product(b) == cgt.nim_product(m, n)
    assert a.nim_sum(b) == m ^ n
    star = cgt.TransfiniteNimber
    assert star(m) * star(n) == star(cgt.nim_product(m, n))


@settings(max_examples=40, deadline=None)
@given(small_field)
def test_every_nonzero_nimber_times_its_inverse_is_one(x):
    assume(x != 0)
    inverse = x.nim_inverse()
    assert x.nim_product(inverse) == 1
    assert x.nim_power(-1) == inverse
    assert x.nim_power(3).nim_product(x.nim_power(-3)) == 1


#: Ordinals in the field of κ_3, κ_5, κ_7 and κ_11 (1155 basis monomials over the
#: finite nimbers), where elimination refused every inverse above 400.
wide_field = st.lists(st.tuples(st.tuples(st.integers(0, 2), st.integers(0, 4),
                                          st.integers(0, 6), st.integers(0, 10)),
                                st.integers(1, 255)), min_size=1, max_size=3).map(_nim_ordinal)


@pytest.mark.slow  # fifteen inverses in a field of 1,155 monomials: about 3 s
@settings(max_examples=15, deadline=None)
@given(wide_field)
def test_inverses_in_a_field_of_1155_basis_monomials(x):
    assume(x != 0)
    assert x.nim_product(x.nim_inverse()) == 1


@settings(max_examples=40, deadline=None)
@given(st.tuples(st.integers(0, 30), st.integers(0, 30), st.integers(0, 30),
                 st.integers(0, 30)), st.integers(1, 2**16))
def test_every_monomial_has_an_inverse(exponents, coefficient):
    x = _nim_ordinal([(exponents, coefficient)])
    assert x.nim_product(x.nim_inverse()) == 1


def test_nim_powers_are_repeated_products():
    x = w + 1
    product = cgt.GeneralizedOrdinal(1)
    for n in range(8):
        assert x.nim_power(n) == product
        product = product.nim_product(x)
    assert str(cgt.TransfiniteNimber(w).power(3)) == "*2"  # ω^3 = 2 (CGSuite's GameTest)

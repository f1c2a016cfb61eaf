"""Lenstra's constants α_p = κ_p^p computed, and nim arithmetic above ω^ω^54,
where CGSuite's table stopped.

Sources of the expected values:

- ``NIM_FIELD_CONSTANTS``: CGSuite 2.1, lib/core/src/main/scala/org/cgsuite/
  core/impartial/arithmetic/NimFieldConstants.scala (Q-sets and excesses of
  the primes up to 257), as in :mod:`cgt.transfinite.lenstra_table`.
- ``PEETERS``: D. Peeters, transfinite-nim-calculator, logs/q_set_records.txt
  and logs/excess_records.txt (primes beyond 257; OEIS A380496).
- ``LENSTRA``: H. W. Lenstra, "On the algebraic closure of two" (1977) and
  "Nim multiplication" (1978): ω³ = 2, (ω^ω)^5 = 4, (ω^ω²)^7 = ω+1,
  (ω^ω³)^11 = ω^ω+1, (ω^ω⁴)^13 = ω+4, also in Conway, ONAG, ch. 6 (the
  first three) and Siegel, *Combinatorial Game Theory*, VIII.5, table.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.transfinite import lenstra
from cgt.transfinite.cnf import CNF
from cgt.transfinite.lenstra import NimRangeError
from cgt.transfinite.lenstra_table import EXCESSES, Q_SETS

SMALL_PRIMES = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43]


@pytest.mark.parametrize("p", SMALL_PRIMES)
def test_computed_constants_agree_with_cgsuites_table(p):
    # NIM_FIELD_CONSTANTS: recomputed here from Lenstra's theorems, not looked up
    assert lenstra.compute_q_set(p) == Q_SETS[p]
    assert lenstra.compute_excess(p) == EXCESSES[p]


@pytest.mark.parametrize("p", [53, 61, 67, 71, 73, 79, 97, 101, 103, 109, 113, 127,
                               131, 151, 211, 241, 257, 271, 281, 331, 353, 401])
def test_computed_q_sets_agree_with_the_tables(p):
    # NIM_FIELD_CONSTANTS up to 257, PEETERS beyond (271: {27,5}; 353: {8,11}; 401: {8,25})
    assert lenstra.compute_q_set(p) == Q_SETS[p]


def test_order_of_two_and_kappa_sets():
    # f(p) by hand: 2^10 = 1024 = 93·11 + 1; Lenstra 1977, Thm 2.1 (CGSuite's kappaSet)
    assert [lenstra.order_of_two(p) for p in (3, 7, 11, 13, 263)] == [2, 3, 10, 12, 131]
    assert lenstra.kappa_set(12) == (4, 3)
    assert lenstra.kappa_set(20) == (5,)  # q_set(41): κ_4 is already in the field of κ_5


def _kappa(p: int) -> cgt.GeneralizedOrdinal:
    """κ_p = ω^(ω^(k-1)) for the k-th odd prime p."""
    k = [lenstra.prime(i) for i in range(200)].index(p)
    return cgt.omega ** (cgt.omega ** (k - 1))


@pytest.mark.parametrize(("p", "alpha"), [
    (3, "2"), (5, "4"), (7, "omega+1"),                         # LENSTRA, ONAG ch. 6
    (11, "omega^omega+1"), (13, "omega+4"), (19, "omega^3+4"),  # LENSTRA
    (263, "omega^omega^30+1"),   # PEETERS: Q(263) = {131}, 131 the 31st odd prime, excess 1
    (709, "omega^omega^15+1"),   # PEETERS: Q(709) = {59}, 59 the 16th odd prime, excess 1
    (641, "4294967296"),  # PEETERS: Q(641) = {64}, κ_64 = 2^32, excess 0
])
def test_kappa_p_to_the_p_is_alpha_p(p, alpha):
    assert _kappa(p).nim_power(p) == cgt.parse(alpha)


def test_products_above_the_old_table_limit():
    # ω^ω^1000 times a finite nimber: no carry, the ordinary product (Lenstra 1978)
    assert str(cgt.parse("omega^omega^1000 NimProduct 2")) == "ω^ω^1000×2"
    # the 126th odd prime is 709 (PEETERS): κ_709^709 = α_709
    assert cgt.parse("omega^omega^125 NimExp 709") == cgt.parse("omega^omega^15+1")


def test_an_unreachable_constant_is_a_clear_error():
    with pytest.raises(NimRangeError, match="α_7933"):
        cgt.parse("omega^omega^1000 NimExp 7933")


def _high(parts: list[tuple[int, int, int]]) -> cgt.GeneralizedOrdinal:
    """Terms ω^(ω^k·a)·c with k from 54 to 125 (primes 263 to 709)."""
    terms = [(CNF.from_terms([(CNF.integer(k), a)]), c) for k, a, c in parts]
    merged: dict[CNF, int] = {}
    for e, c in terms:
        merged[e] = merged.get(e, 0) ^ c
    return cgt.GeneralizedOrdinal._of(CNF.from_terms(list(merged.items())))


HIGH_TERM = st.tuples(st.integers(54, 125), st.integers(1, 700), st.integers(1, 255))
high = st.lists(HIGH_TERM, max_size=3).map(_high)


@settings(max_examples=40, deadline=None)
@given(high, high, high)
def test_nim_product_distributes_above_omega_omega_54(x, y, z):
    assert x.nim_sum(y).nim_product(z) == x.nim_product(z).nim_sum(y.nim_product(z))
    assert x.nim_product(y) == y.nim_product(x)


#: Odd primes beyond CGSuite's table (its 257) whose α_p has a short inverse
#: (at most a few hundred terms), so that x·x⁻¹ is quick to check.
CHEAP_PRIMES = [271, 277, 281, 307, 311, 313, 331, 337, 353, 397, 401, 409, 421,
                433, 439, 449, 457, 461, 487, 503, 521, 541, 547, 571, 577, 601,
                613, 631, 641, 661, 673, 683, 691, 709]


@pytest.mark.parametrize("p", [pytest.param(263, marks=pytest.mark.slow), 641, 709])
def test_kappa_p_has_an_inverse_above_the_old_limit(p):
    # κ_p^-1 = κ_p^(p-1)·α_p^-1: before the tower inverse, κ_263^-1 was refused
    # (α_263 = κ_131 + 1 lies in a field of 25545 basis monomials, PEETERS)
    kappa = _kappa(p)
    inverse = kappa.nim_inverse()
    assert kappa.nim_product(inverse) == 1
    assert inverse.nim_product(kappa.nim_power(p)) == kappa.nim_power(p - 1)


def _term(p: int, exponent: int, coefficient: int) -> cgt.GeneralizedOrdinal:
    """ω^(ω^(k-1)·exponent)·coefficient for the k-th odd prime p."""
    k = [lenstra.prime(i) for i in range(200)].index(p)
    inner = CNF.from_terms([(CNF.integer(k - 1), exponent)])
    return cgt.GeneralizedOrdinal._of(CNF.from_terms([(inner, coefficient)]))


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(CHEAP_PRIMES), st.integers(1, 2000), st.integers(1, 2**16),
       st.integers(1, 2**8))
def test_terms_above_omega_omega_54_times_their_inverses_are_one(p, exponent, c, d):
    x = _term(p, exponent, c)
    inverse = x.nim_inverse()
    assert x.nim_product(inverse) == 1
    # (x·d)^-1 = x^-1·d^-1, and d^-1 is the finite nimber inverse (cgt.nim_inverse)
    assert x.nim_product(d).nim_inverse() == inverse.nim_product(cgt.nim_inverse(d))

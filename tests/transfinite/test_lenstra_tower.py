"""Lenstra's constants beyond his table, computed by arithmetic on the tower
of fields, checked against independent values; the long nim computations
are refused early and stop on Ctrl-C.

Sources of the expected values:

- ``PEETERS``: D. Peeters, transfinite-nim-calculator (a C++ program of its
  own, not this code's method), ``logs/q_set_records.txt`` and
  ``logs/excess_records.txt`` at commit 1723247d (the source of OEIS
  A380496, Lenstra's excess): the Q-sets and excesses of primes beyond 709.
- ``ROOTS``: the definition of the excess (Lenstra 1977, §4; Siegel, *CGT*,
  VIII.5): ``κ_f(p) + m`` is a ``p``-th power below ``κ_p`` for every
  ``m`` below the excess. Those roots are found here by the textbook
  formula ``r = y^e``, ``e = p^-1 mod (2^E-1)/p``, in the field of ``2^E``
  elements, and ``r^p = y`` is checked by ``p - 1`` nim products, one at a
  time: the search for the excess is not used.
- ``LENSTRA``: H. W. Lenstra, "Nim multiplication" (1978): ``κ_(p^(k+1))^p =
  κ_(p^k)`` and ``κ_3^3 = 2``, so ω^3·ω^6 = ω and ω^2·ω = 2.
- ``TOWER``: the nim product on the tower of fields, itself checked against
  CGSuite's tables in ``test_cgsuite_examples.py``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from math import lcm

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.transfinite import lenstra
from cgt.transfinite.cnf import CNF
from cgt.transfinite.lenstra import NimRangeError

Ordinal = cgt.GeneralizedOrdinal
w = cgt.omega

#: PEETERS: Q-sets of the primes from 719 to 997, and the excesses the records
#: give (none for 719, 839, 887 and 983).
PEETERS_Q = {
    719: (359,), 727: (121,), 733: (61,), 739: (3, 41), 743: (7, 53), 751: (3, 125),
    757: (4, 27, 7), 761: (5, 19), 769: (128, 3), 773: (193,), 787: (131,), 797: (199,),
    809: (101,), 811: (27, 5), 821: (41,), 823: (3, 137), 827: (59,), 829: (9, 23),
    839: (419,), 853: (71,), 857: (107,), 859: (11, 13), 863: (431,), 877: (4, 73),
    881: (11,), 883: (9, 49), 887: (443,), 907: (151,), 911: (7, 13), 919: (9, 17),
    929: (16, 29), 937: (9, 13), 941: (47,), 947: (11, 43), 953: (17,), 967: (7, 23),
    971: (97,), 977: (8, 61), 983: (491,), 991: (9, 11), 997: (83,)}
PEETERS_EXCESS = {
    727: 1, 733: 1, 739: 0, 743: 0, 751: 0, 757: 0, 761: 0, 769: 0, 773: 1, 787: 1, 797: 1,
    809: 1, 811: 0, 821: 1, 823: 0, 827: 1, 829: 0, 853: 1, 857: 1, 859: 0, 863: 1, 877: 0,
    881: 1, 883: 0, 907: 1, 911: 0, 919: 0, 929: 0, 937: 0, 941: 1, 947: 0, 953: 1, 967: 0,
    971: 1, 977: 0, 991: 0, 997: 1}

#: The primes whose constants are computed here, in fields of at most
#: lenstra.CONSTANT_DEGREE_LIMIT bits packed: quick (under 0.2 s of CPU each)...
QUICK = [727, 733, 739, 751, 757, 769, 811, 821, 877, 881, 883, 911, 919, 937, 953, 991]
#: ... and slow (fields of 4,656 to 106,260 bits: 0.4 to 75 s each)...
SLOW = [743, 761, 773, 787, 809, 823, 829, 853, 859, 907, 929, 967, 971, 977, 997]
#: ... and refused: fields of 143,724 bits (827) to 314,557,595 monomials (719).
REFUSED = [719, 797, 827, 839, 857, 863, 887, 941, 947, 983]


def test_the_primes_from_719_to_997_are_all_sorted():
    assert sorted(QUICK + SLOW + REFUSED) == sorted(PEETERS_Q) == [
        p for p in range(719, 998) if all(p % d for d in range(2, 32))]


@pytest.mark.parametrize("p", QUICK)
def test_constants_beyond_the_table_agree_with_peeters(p):
    assert p not in lenstra.EXCESSES  # computed, not looked up
    assert lenstra.compute_q_set(p) == PEETERS_Q[p]
    assert lenstra.compute_excess(p) == PEETERS_EXCESS[p]


@pytest.mark.slow  # seconds of CPU each (997: 25 s; 787 and 967: 73 and 58 s)
@pytest.mark.parametrize("p", SLOW)
def test_larger_constants_beyond_the_table_agree_with_peeters(p):
    assert p not in lenstra.EXCESSES
    assert lenstra.compute_q_set(p) == PEETERS_Q[p]
    assert lenstra.compute_excess(p) == PEETERS_EXCESS[p]


@pytest.mark.parametrize("p", [719, 827, 941])
def test_constants_in_too_large_fields_are_refused_at_once(p):
    start = time.process_time()
    with pytest.raises(NimRangeError, match="not computed"):
        lenstra.compute_excess(p)
    assert time.process_time() - start < 1


def test_q_sets_beyond_the_table_agree_with_peeters():
    # PEETERS: Q(727) = {121}, Q(739) = {3, 41}, Q(751) = {3, 125}, Q(757) = {4, 27, 7}
    assert [lenstra.compute_q_set(p) for p in (727, 739, 751, 757)] == [
        (121,), (3, 41), (3, 125), (4, 27, 7)]


def _degree(y: Ordinal) -> int:
    """The least ``n`` with ``y^(2^n) = y``, by nim squarings."""
    z, n = y.nim_product(y), 1
    while z != y:
        z, n = z.nim_product(z), n + 1
    return n


def _pth_root(y: Ordinal, p: int) -> Ordinal:
    """ROOTS: a ``p``-th root of the ``p``-th power ``y`` (when ``p`` is prime
    to ``(2^E-1)/p``)."""
    order = (1 << lcm(_degree(y), lenstra.order_of_two(p))) - 1
    assert order % p == 0 and (order // p) % p != 0
    return y.nim_power(pow(p, -1, order // p))


def _times_itself(r: Ordinal, p: int) -> Ordinal:
    power = r
    for _ in range(p - 1):
        power = power.nim_product(r)
    return power


@pytest.mark.parametrize(("p", "kappa_f"), [(7, w), (19, w ** 3)])
def test_below_the_excess_kappa_f_plus_m_has_a_pth_root(p, kappa_f):
    # ROOTS: κ_f(7) = κ_3 = ω (excess 1); κ_f(19) = κ_9 = ω^3 (excess 4, LENSTRA 1978)
    m_top = lenstra.excess(p)
    for m in range(m_top):
        y = kappa_f + m
        root = _pth_root(y, p)
        assert root < w ** (w ** (lenstra._prime_index(p) - 1))  # below κ_p
        assert _times_itself(root, p) == y
    # ... and at the excess no root: y^((2^E-1)/p) is not 1
    y = kappa_f + m_top
    order = (1 << lcm(_degree(y), lenstra.order_of_two(p))) - 1
    assert y.nim_power(order // p) != 1


def test_kappa_7_root_by_hand():
    # ROOTS by hand: ω has degree 6 (ω^3 = 2), 7^-1 = 4 mod 63/7, so the root
    # is ω^4 = ω·ω^3 = ω×2, and (ω×2)^7 = 2^7·ω^7 = 2·(ω·3) = ω (2·3 = 1)
    assert _pth_root(w, 7) == w * 2
    assert _times_itself(w * 2, 7) == w


@pytest.mark.slow  # a root in the field of κ_121, κ_5 (605 monomials): seconds
def test_kappa_121_is_a_727th_power():
    # ROOTS and PEETERS: Q(727) = {121}, excess 1, so κ_121 = ω^(ω^3·11) has a
    # 727th root; checked here by square and multiply, not by the excess search
    y = w ** (w ** 3 * 11)
    root = _pth_root(y, 727)
    assert root.nim_power(727) == y


@pytest.mark.slow  # spends the whole inverse budget: a few seconds
def test_the_long_inverse_of_kappa_659_is_refused():
    # α_659 = κ_7 + κ_47 (Q(659) = {7, 47}, excess 0): its inverse is dense in
    # a field of about a million monomials, beyond INVERSE_WORK_LIMIT
    with pytest.raises(NimRangeError, match="NimInverse out of range"):
        (w ** w ** 118).nim_inverse()


_LONG_INVERSE = """
import signal
# Python's handler, whatever this process inherited: a shell without job
# control starts background jobs with SIGINT ignored (a CI run started so).
signal.signal(signal.SIGINT, signal.default_int_handler)
import cgt
from cgt.transfinite import lenstra
lenstra.INVERSE_WORK_LIMIT = 10**15
print("started", flush=True)
(cgt.omega ** cgt.omega ** 118).nim_inverse()
"""


@pytest.mark.slow  # starts a Python that works until it is interrupted
def test_a_long_inverse_stops_on_ctrl_c():
    env = dict(os.environ, CGT_PURE_PYTHON="1")
    child = subprocess.Popen([sys.executable, "-c", _LONG_INVERSE], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "started"
    time.sleep(2)  # well inside the computation
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        _, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert time.monotonic() - sent < 10
    assert child.returncode != 0 and "KeyboardInterrupt" in err


# -- products of few terms, pair by pair (lenstra._sparse_product) -------------------

_SPARSE_EXPONENTS = st.builds(
    lambda a, b, c: CNF.from_terms([(CNF.integer(0), a), (CNF.integer(1), b),
                                    (CNF.integer(4), c)]),
    st.integers(0, 26), st.integers(0, 24), st.integers(0, 12))
_sparse = st.lists(st.tuples(_SPARSE_EXPONENTS, st.integers(1, 255)), min_size=1,
                   max_size=4).map(lambda terms: CNF.from_terms(list(dict(terms).items())))


@settings(max_examples=60, deadline=None)
@given(_sparse, _sparse)
def test_products_of_few_terms_are_the_towers(x, y):
    # TOWER: digits of κ_3, κ_9, κ_27, κ_5, κ_25, κ_13 that carry down and into α_3, α_5,
    # α_13: pair by pair (digits added) equals the product on the tower
    tower = lenstra.from_poly(lenstra._poly_product(lenstra.to_poly(x, "test"),
                                                    lenstra.to_poly(y, "test")))
    assert lenstra.nim_product(x, y) == tower


def test_a_carry_down_the_digits_by_hand():
    # LENSTRA 1978: κ_9^3 = κ_3 = ω, so ω^3·ω^6 = κ_9^3 = ω (digits (0,1)+(0,2) carry)
    assert lenstra._monomial_product((3,), (6,)) == (1,)
    assert lenstra._monomial_product((2,), (1,)) is None  # κ_3^3 = α_3 = 2, no monomial
    assert (w ** 3).nim_product(w ** 6) == w and (w ** 2).nim_product(w) == 2


def _kappa(q: int) -> Ordinal:
    """κ_q = ω^ω^(k-1) for the k-th odd prime q."""
    return w ** (w ** (lenstra._prime_index(q) - 1))


def _packed_root(y: Ordinal, p: int) -> Ordinal:
    """ROOTS, in the packed field of ``y`` (of ``2^D`` elements, with ``p`` but
    not ``p²`` dividing ``2^D - 1``): ``y^e``, ``e = p^-1 mod (2^D-1)/p``."""
    element = lenstra._to_tower(lenstra.to_poly(y.cnf, "test"))
    field = lenstra._packed_field(element)
    order = (1 << field.bits) - 1
    assert order % p == 0 and (order // p) % p != 0
    root = field.power(field.pack(element), pow(p, -1, order // p), element)
    return Ordinal._of(lenstra.from_poly(lenstra._from_tower(field.unpack(root))))


@pytest.mark.parametrize(("p", "q"), [
    (821, 41), (733, 61), (971, 97),
    *[pytest.param(p, q, marks=pytest.mark.slow)  # fields of 9,060 to 68,060 bits
      for p, q in ((773, 193), (809, 101), (853, 71), (907, 151), (997, 83))]])
def test_below_an_excess_of_1_kappa_f_has_a_pth_root(p, q):
    # ROOTS and PEETERS: Q(p) = {q} and excess 1, so κ_q (m = 0) is a p-th power
    # below κ_p; the root is multiplied out by the tower, not the packed field
    y = _kappa(q)
    root = _packed_root(y, p)
    assert root < _kappa(p)
    assert root.nim_power(p) == y

"""A field of Lenstra's tower packed in one integer
(``cgt.transfinite.packed_field``), against the tower arithmetic of
``cgt.transfinite.lenstra`` and against facts of finite fields.

Sources of the expected values:

- ``LENSTRA``: H. W. Lenstra, "Nim multiplication" (1978), and Conway,
  *ONAG*, ch. 6: ω³ = 2, and ω^ω has the 5th power 4.
- ``FERMAT``: every element ``x`` of the field of ``2^D`` elements has
  ``x^(2^D) = x`` (Lidl and Niederreiter, *Finite Fields*, Lemma 2.3), and
  the nonzero ones ``x^(2^D - 1) = 1``.
- ``TOWER``: the tower arithmetic (``lenstra._mul``, ``lenstra._square``),
  which the packed one must equal; it is checked against CGSuite's tables
  in ``test_cgsuite_examples.py`` and ``test_lenstra_constants.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.transfinite import lenstra
from cgt.transfinite.cnf import CNF
from cgt.transfinite.packed_field import PackedField

w = cgt.omega


def _tower(x: cgt.GeneralizedOrdinal) -> lenstra.TowerElement:
    return lenstra._to_tower(lenstra.to_poly(x.cnf, "test"))


def test_omega_cubed_is_two():
    # LENSTRA: ω^3 = 2, in the field of κ_3 = ω over the nimbers below 4
    omega = _tower(w)
    field = lenstra._packed_field(omega)
    assert (field.width, field.bits) == (2, 6)
    assert field.unpack(field.power(field.pack(omega), 3)) == 2


def test_omega_omega_to_the_fifth_is_four():
    # LENSTRA: (ω^ω)^5 = 4, over the nimbers below 16
    kappa_5 = _tower(w ** w)
    field = lenstra._packed_field(kappa_5)
    assert field.unpack(field.power(field.pack(kappa_5), 5, kappa_5)) == 4


#: Ordinals of the field of κ_9, κ_5 and κ_7 (and α_7 = ω+1 of LENSTRA):
#: 315 monomials over the nimbers below 16, 1260 bits.
_EXPONENTS = [CNF.from_terms([(CNF.integer(2), c), (CNF.integer(1), b), (CNF.integer(0), a)])
              for a in range(9) for b in range(5) for c in range(7)]
elements = st.lists(st.tuples(st.sampled_from(_EXPONENTS), st.integers(1, 15)),
                    min_size=1, max_size=6).map(
    lambda terms: _tower(cgt.GeneralizedOrdinal._of(CNF.from_terms(
        list(dict(terms).items())))))
FIELD_315 = lenstra._packed_field(_tower(w ** 8 + w ** w + w ** (w * w)))


def test_the_field_of_kappa_9_kappa_5_kappa_7():
    assert (FIELD_315.width, FIELD_315.bits) == (4, 4 * 315)


@settings(max_examples=40, deadline=None)
@given(elements, elements)
def test_packed_arithmetic_is_the_towers(x, y):
    # TOWER
    field = FIELD_315
    px, py = field.pack(x), field.pack(y)
    assert field.unpack(px) == x
    assert field.unpack(field.square(px)) == lenstra._square(x)
    assert field.unpack(field.times(py, x)) == lenstra._mul(y, x)
    assert field.unpack(field.power(py, 5, y)) == lenstra._power(y, 5)


@settings(max_examples=5, deadline=None)
@given(elements)
def test_frobenius_returns_after_the_degree_of_the_field(x):
    # FERMAT: x^(2^D) = x, x^(2^D - 1) = 1
    field = FIELD_315
    px = z = field.pack(x)
    for _ in range(field.bits):
        z = field.square(z)
    assert z == px
    assert field.power(px, (1 << field.bits) - 1, x) == 1


@pytest.mark.parametrize(("x", "degree"), [
    (w, 6),            # LENSTRA: ω^3 = 2 is of degree 2, so ω of degree 6
    (w + 1, 6),
    (w ** w, 20),      # (ω^ω)^5 = 4, of degree 4
    (w ** 3, 18),      # κ_9: degree 9·2 (ω^3 = 2 of degree 2, κ_9^3 = ω)
])
def test_degrees_by_packed_squarings(x, degree):
    # FERMAT with the tower: the least n with x^(2^n) = x, checked by the tower's squares
    element = _tower(x)
    assert lenstra._degree(element) == degree
    y = element
    for _ in range(degree):
        y = lenstra._square(y)
    assert y == element
    for r, n in ((2, 1), (3, 1), (3, 2), (5, 1)):
        assert lenstra._degree_divisible(element, r, n) == (degree % r**n == 0)


def test_a_width_that_is_no_power_of_two_is_refused():
    with pytest.raises(cgt.CGTError, match="power of 2"):
        PackedField([], 3)

"""Lowest terms for a quotient of generalized ordinals.

The generalized ordinals below ε₀ are the polynomials over the integers in
the variables ``ω^(ω^β)`` (a term ``ω^(c_1·ω^β_1 + ...)`` is the monomial
``Π (ω^(ω^β_i))^c_i``), a unique factorisation domain, so a quotient has one
form in lowest terms with a positive leading coefficient below (CGSuite 2.1,
``SurrealNumber.reduce``). The common cases (an integer or a single term on
one side) are cancelled here at once; two sums of several terms each go to
sympy's multivariate gcd, imported only then.

>>> from cgt.transfinite.cnf import CNF
>>> w, one = CNF.omega(), CNF.integer(1)
>>> n, d = lowest_terms(w * w - one, w - one)
>>> str(n), str(d)
('ω+1', '1')
>>> n, d = lowest_terms(CNF.integer(6) * w, CNF.integer(-4) * w * w)
>>> str(n), str(d)
('-3', 'ω×2')
"""

from __future__ import annotations

from math import gcd
from typing import Any

from cgt.transfinite.cnf import CNF, ZERO

__all__ = ["lowest_terms"]


def lowest_terms(numerator: CNF, denominator: CNF) -> tuple[CNF, CNF]:
    """``(n, d)`` with ``n/d = numerator/denominator``, no common factor, and
    ``d`` of positive leading coefficient (``denominator`` must not be 0)."""
    if not numerator.terms:
        return ZERO, CNF.integer(1)
    if len(numerator.terms) == 1 or len(denominator.terms) == 1:
        n, d = _cancel_monomial(numerator, denominator)
    else:
        n, d = _cancel_by_sympy(numerator, denominator)
    if d.sign < 0:
        n, d = -n, -d
    return n, d


def _cancel_monomial(numerator: CNF, denominator: CNF) -> tuple[CNF, CNF]:
    """Cancel the gcd of a single term and a sum: the gcd of the contents
    times each variable to its least power over all the terms."""
    k = gcd(numerator.content, denominator.content)
    least: dict[CNF, int] | None = None
    for side in (numerator, denominator):
        for exponent, _ in side.terms:
            powers = dict(exponent.terms)
            if least is None:
                least = powers
            else:
                least = {b: min(c, powers[b]) for b, c in least.items() if b in powers}
    shift = CNF.from_terms(list((least or {}).items()))
    return _divide_term(numerator, shift, k), _divide_term(denominator, shift, k)


def _divide_term(x: CNF, shift: CNF, k: int) -> CNF:
    if not shift.terms:
        return x if k == 1 else x.scaled_down(k)
    return CNF(tuple([(e - shift, c // k) for e, c in x.terms]))


def _cancel_by_sympy(numerator: CNF, denominator: CNF) -> tuple[CNF, CNF]:
    from sympy import ZZ
    from sympy.polys.rings import ring

    betas: list[CNF] = []
    seen: dict[CNF, int] = {}
    for side in (numerator, denominator):
        for exponent, _ in side.terms:
            for beta, _ in exponent.terms:
                if beta not in seen:
                    seen[beta] = len(betas)
                    betas.append(beta)
    R: Any
    R, *_ = ring([f"x{i}" for i in range(len(betas))], ZZ)

    def to_ring(x: CNF) -> Any:
        monomials = {}
        for exponent, c in x.terms:
            powers = [0] * len(betas)
            for beta, a in exponent.terms:
                powers[seen[beta]] = a
            monomials[tuple(powers)] = c
        return R.from_dict(monomials)

    def from_ring(p: Any) -> CNF:
        terms = []
        for powers, c in p.terms():
            exponent = CNF.from_terms([(betas[i], a) for i, a in enumerate(powers) if a])
            terms.append((exponent, int(c)))
        return CNF.from_terms(terms)

    _, n, d = to_ring(numerator).cofactors(to_ring(denominator))
    return from_ring(n), from_ring(d)

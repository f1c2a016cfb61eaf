"""Nim arithmetic on the ordinals below ω^ω^ω (Lenstra, "On the algebraic
closure of two", 1977, and "Nim multiplication", 1978; Siegel,
*Combinatorial Game Theory*, VIII.5; DiMuro, "On On_p", 2013).

Below ω^ω^ω every ordinal is a sum of terms ``ω^α·c`` (``α < ω^ω``, ``c``
finite) and each ``ω^α`` is an ordinary product of Lenstra's generators
``κ_{p^(n+1)} = ω^(ω^(k-1)·p^n)`` (``p`` the ``k``-th odd prime) with
exponents below ``p``: writing the coefficient of ``ω^(k-1)`` in ``α`` in
base ``p`` gives them. On those products the nim product is the ordinary
one, so multiplying two of them adds the digits, and a digit that reaches
``p`` carries *down*: ``κ_{p^(n+1)}^p = κ_{p^n}``, and ``κ_p^p = α_p``, a
known smaller ordinal. The finite coefficients multiply as finite nimbers.

A monomial is the tuple ``(a_0, a_1, ...)`` of the coefficients of
``ω^0, ω^1, ...`` in ``α``; a nim polynomial maps monomials to finite
coefficients.

>>> from cgt.transfinite.cnf import CNF
>>> w = CNF.omega()
>>> str(nim_product(w, w)), str(nim_product(w, w * w))
('ω^2', '2')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from cgt.errors import CGTError
from cgt.impartial.nimbers import nim_inverse as finite_inverse
from cgt.impartial.nimbers import nim_product as finite_product
from cgt.transfinite.cnf import CNF

__all__ = ["NimRangeError", "nim_inverse", "nim_power", "nim_product", "nim_sum"]

#: The primes 2, 3, 5, ..., 257: the odd prime ``PRIMES[k]`` has its
#: generators ``κ_{p^(n+1)} = ω^(ω^(k-1)·p^n)``.
PRIMES: Final = (
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83,
    89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179,
    181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257)

# Lenstra's constants α_p = (sum of κ_q for q in Q(p)) + excess(p), for the
# primes above (index as PRIMES), as CGSuite 2.1 tabulates them
# (lib/core/src/main/scala/org/cgsuite/core/impartial/arithmetic/
# NimFieldConstants.scala, computed there by NimFieldCalculator.scala after
# Lenstra 1977; DiMuro 2013 checks the first of them).
_EXCESS: Final = (
    0, 0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0,
    0, 1, 0, 1, 0, 1, 0, 1, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0)
_Q_SET: Final = (
    (), (2,), (4,), (3,), (5,), (4, 3), (8,), (9,), (11,), (4, 7), (5,), (4, 9), (5,), (7,),
    (23,), (13,), (29,), (3, 5), (3, 11), (5, 7), (9,), (13,), (41,), (11,), (16, 3), (25,),
    (3, 17), (53,), (4, 9), (4, 7), (7,), (5, 13), (17,), (3, 23), (37,), (3, 5), (13,),
    (81,), (83,), (4, 43), (89,), (9, 5), (5, 19), (32, 3), (4, 49), (9, 11), (5, 7), (37,),
    (113,), (19,), (29,), (7, 17), (8, 3), (25,), (16,))

#: The largest ``k`` with ω^(ω^k) in range: ``κ_p^p`` for ``p = PRIMES[k+1]``
#: must be known.
K_MAX: Final = len(_EXCESS) - 2

Monomial = tuple[int, ...]
#: A nim polynomial, as sorted (monomial, finite coefficient) pairs.
NimPoly = tuple[tuple[Monomial, int], ...]

#: Above this many basis monomials, an inverse by elimination is refused.
INVERSE_DIMENSION_LIMIT: Final = 400


class NimRangeError(CGTError):
    """A nim product beyond ω^ω^ω, where Lenstra's constants are not known."""


# -- monomials and polynomials ---------------------------------------------------


def _prime_power(q: int) -> tuple[int, int]:
    for p in PRIMES:
        if q % p == 0:
            n = 0
            while q % p == 0:
                q //= p
                n += 1
            return p, n
    raise CGTError(f"{q} is not a prime power of a tabulated prime")


def _kappa(q: int) -> dict[Monomial, int]:
    """Lenstra's κ_q as a nim polynomial (a single term)."""
    p, n = _prime_power(q)
    if p == 2:
        return {(): 1 << (1 << (n - 1))}  # κ_(2^n) = 2^(2^(n-1)), a Fermat 2-power
    k = PRIMES.index(p)
    exponents = [0] * k
    exponents[k - 1] = p ** (n - 1)
    return {tuple(exponents): 1}


def _alpha(k: int) -> NimPoly:
    """α_p = κ_p^p for ``p = PRIMES[k]``."""
    total: dict[Monomial, int] = {(): _EXCESS[k]} if _EXCESS[k] else {}
    for q in _Q_SET[k]:
        for m, c in _kappa(q).items():
            total[m] = total.get(m, 0) ^ c
    return tuple(sorted((m, c) for m, c in total.items() if c))


_ALPHAS: Final = tuple(_alpha(k) for k in range(len(_EXCESS)))


def _trim(exponents: list[int]) -> Monomial:
    while exponents and not exponents[-1]:
        exponents.pop()
    return tuple(exponents)


@lru_cache(maxsize=1 << 16)
def _monomial_product(a: Monomial, b: Monomial) -> NimPoly:
    """The nim product of two monomials: digits added with downward carries,
    a carry out of the last digit of prime p multiplying by α_p."""
    size = max(len(a), len(b))
    exponents = [0] * size
    overflows: list[int] = []
    for j in range(size):
        x = a[j] if j < len(a) else 0
        y = b[j] if j < len(b) else 0
        if not x or not y:
            exponents[j] = x + y
            continue
        p = PRIMES[j + 1]
        dx, dy = _digits(x, p), _digits(y, p)
        width = max(len(dx), len(dy))
        digits = [0] * width
        carry = 0
        for i in range(width - 1, -1, -1):  # carries run from high digits down
            s = (dx[i] if i < len(dx) else 0) + (dy[i] if i < len(dy) else 0) + carry
            carry = 1 if s >= p else 0
            digits[i] = s - p if carry else s
        if carry:
            overflows.append(j + 1)
        exponents[j] = sum(d * p**i for i, d in enumerate(digits))
    result: NimPoly = ((_trim(exponents), 1),)
    for k in overflows:
        result = _poly_product(result, _ALPHAS[k])
    return result


def _digits(x: int, p: int) -> list[int]:
    out = []
    while x:
        x, d = divmod(x, p)
        out.append(d)
    return out


def _poly_product(a: NimPoly, b: NimPoly) -> NimPoly:
    total: dict[Monomial, int] = {}
    for ma, ca in a:
        for mb, cb in b:
            c = finite_product(ca, cb)
            for m, cm in _monomial_product(ma, mb) if ma <= mb else _monomial_product(mb, ma):
                total[m] = total.get(m, 0) ^ (c if cm == 1 else finite_product(c, cm))
    return tuple(sorted((m, c) for m, c in total.items() if c))


# -- ordinals <-> nim polynomials ---------------------------------------------------


def to_poly(x: CNF, operation: str) -> NimPoly:
    """``x`` (an ordinal below ω^ω^ω) as a nim polynomial."""
    if not x.is_ordinal:
        raise CGTError(f"{operation} applies only to ordinals, not {x}")
    try:
        return tuple(sorted([(_monomial_of(e), c) for e, c in x.terms]))
    except NimRangeError:
        raise NimRangeError(f"{operation} out of range: {x} is not below "
                            f"ω^ω^{K_MAX + 1}") from None


@lru_cache(maxsize=1 << 14)
def _monomial_of(exponent: CNF) -> Monomial:
    """The monomial of ``ω^exponent`` (``exponent < ω^ω``)."""
    exponents: list[int] = []
    for inner, a in exponent.terms:
        if not inner.is_integer or inner.integer_value > K_MAX:
            raise NimRangeError(f"ω^{exponent} is out of range")
        k = inner.integer_value
        if len(exponents) <= k:
            exponents.extend([0] * (k + 1 - len(exponents)))
        exponents[k] = a
    return tuple(exponents)


@lru_cache(maxsize=1 << 14)
def _exponent_of(m: Monomial) -> CNF:
    """The exponent α of the monomial ``ω^α`` (one object per monomial, so
    its sort key is computed once)."""
    return CNF.from_terms([(CNF.integer(k), a) for k, a in enumerate(m) if a])


def from_poly(poly: NimPoly) -> CNF:
    """The ordinal that a nim polynomial is."""
    return CNF.from_terms([(_exponent_of(m), c) for m, c in poly])


# -- the operations -------------------------------------------------------------------


def nim_sum(x: CNF, y: CNF) -> CNF:
    """The nim sum: coefficients of equal powers of ω added as finite nimbers.

    >>> from cgt.transfinite.cnf import CNF
    >>> str(nim_sum(CNF.omega() + CNF.integer(3), CNF.integer(5)))
    'ω+6'
    """
    for v in (x, y):
        if not v.is_ordinal:
            raise CGTError(f"NimSum applies only to ordinals, not {v}")
    merged: dict[CNF, int] = dict(x.terms)
    for e, c in y.terms:
        merged[e] = merged.get(e, 0) ^ c
    return CNF.from_terms(list(merged.items()))


def nim_product(x: CNF, y: CNF) -> CNF:
    """Lenstra's nim product of two ordinals below ω^ω^ω."""
    return from_poly(_poly_product(to_poly(x, "NimProduct"), to_poly(y, "NimProduct")))


def nim_power(x: CNF, n: int) -> CNF:
    """``x`` to the nim power ``n`` (a negative ``n`` through the inverse)."""
    if n < 0:
        return nim_power(nim_inverse(x), -n)
    return from_poly(_power(to_poly(x, "NimExp"), n))


def nim_inverse(x: CNF) -> CNF:
    """The ``y`` with ``nim_product(x, y) == 1``, for an ordinal ``x ≠ 0`` below ω^ω^ω.

    >>> from cgt.transfinite.cnf import CNF
    >>> str(nim_inverse(CNF.omega()))
    'ω^2×3'
    """
    poly = to_poly(x, "NimInverse")
    if not poly:
        raise CGTError("the nimber 0 has no inverse")
    return from_poly(_inverse(poly))


def _inverse(poly: NimPoly) -> NimPoly:
    if len(poly) == 1:
        return _monomial_inverse(*poly[0])
    basis = _field_basis(poly)
    if len(basis) > INVERSE_DIMENSION_LIMIT:
        raise NimRangeError(
            f"NimInverse out of range: {from_poly(poly)} lies in a field of degree "
            f"{len(basis)} over the finite nimbers (more than {INVERSE_DIMENSION_LIMIT})")
    return _solve_unit(poly, basis)


def _monomial_inverse(m: Monomial, c: int) -> NimPoly:
    """(c·κ...)^-1 one generator at a time: κ_(p^(n+1))^-1 = κ_(p^(n+1))^(p-1)·κ_(p^n)^-1
    and κ_p^-1 = κ_p^(p-1)·α_p^-1."""
    result: NimPoly = (((), finite_inverse(c)),)
    for j, a in enumerate(m):
        if not a:
            continue
        p = PRIMES[j + 1]
        for n, d in enumerate(_digits(a, p)):
            if d:
                result = _poly_product(result, _power(_generator_inverse(j, n), d))
    return result


@lru_cache(maxsize=1024)
def _generator_inverse(j: int, n: int) -> NimPoly:
    p = PRIMES[j + 1]
    exponents = [0] * (j + 1)
    exponents[j] = p ** n
    kappa: NimPoly = ((tuple(exponents), 1),)
    lower = _inverse(_ALPHAS[j + 1]) if n == 0 else _generator_inverse(j, n - 1)
    return _poly_product(_power(kappa, p - 1), lower)


def _power(poly: NimPoly, n: int) -> NimPoly:
    """``poly`` to the ``n``-th power (``n >= 0``), by repeated squaring."""
    result: NimPoly = (((), 1),)
    while n:
        if n & 1:
            result = _poly_product(result, poly)
        n >>= 1
        if n:
            poly = _poly_product(poly, poly)
    return result


def _field_basis(poly: NimPoly) -> list[Monomial]:
    """The monomials spanning the smallest field of generators holding
    ``poly`` over the finite nimbers: each generator's lower powers of its
    prime, and the generators of α_p for each κ_p, closed."""
    levels: dict[int, int] = {}  # j -> highest digit index used
    pending = [m for m, _ in poly]
    while pending:
        m = pending.pop()
        for j, a in enumerate(m):
            if a:
                top = len(_digits(a, PRIMES[j + 1])) - 1
                if levels.get(j, -1) < top:
                    if j not in levels:
                        pending.extend(mm for mm, _ in _ALPHAS[j + 1])
                    levels[j] = top
    basis: list[Monomial] = [()]
    for j, top in sorted(levels.items()):
        span = PRIMES[j + 1] ** (top + 1)
        grown = []
        for m in basis:
            for a in range(span):
                exponents = list(m) + [0] * (j + 1 - len(m))
                exponents[j] = a
                grown.append(_trim(exponents))
        basis = grown
    return basis


def _solve_unit(poly: NimPoly, basis: list[Monomial]) -> NimPoly:
    """Solve ``poly · y = 1`` for ``y`` in the span of ``basis`` by Gaussian
    elimination over the finite nimbers (multiplication by ``poly`` is linear)."""
    index = {m: i for i, m in enumerate(basis)}
    size = len(basis)
    # Row r of the augmented matrix: the coefficient of basis[r] in poly·basis[col].
    rows = [[0] * (size + 1) for _ in range(size)]
    for col, m in enumerate(basis):
        for mm, c in _poly_product(poly, ((m, 1),)):
            rows[index[mm]][col] = c
    rows[index[()]][size] = 1
    for col in range(size):
        pivot = next(r for r in range(col, size) if rows[r][col])
        rows[col], rows[pivot] = rows[pivot], rows[col]
        scale = finite_inverse(rows[col][col])
        rows[col] = [finite_product(v, scale) for v in rows[col]]
        for r in range(size):
            factor = rows[r][col]
            if r != col and factor:
                rows[r] = [v ^ finite_product(factor, w) for v, w in zip(rows[r], rows[col])]
    return tuple(sorted((basis[r], rows[r][size]) for r in range(size) if rows[r][size]))

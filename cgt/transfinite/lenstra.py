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
smaller ordinal given by Lenstra's constants (:func:`q_set`,
:func:`excess`), tabulated for the primes up to 709 and computed on demand
beyond. The finite coefficients multiply as finite nimbers.

A monomial is the tuple ``(a_0, a_1, ...)`` of the coefficients of
``ω^0, ω^1, ...`` in ``α``; a nim polynomial maps monomials to finite
coefficients.

>>> from cgt.transfinite.cnf import CNF
>>> w = CNF.omega()
>>> str(nim_product(w, w)), str(nim_product(w, w * w))
('ω^2', '2')
"""

from __future__ import annotations

from bisect import bisect_left
from functools import cache, lru_cache
from math import lcm
from typing import Final

from cgt.errors import CGTError
from cgt.impartial.nimbers import nim_inverse as finite_inverse
from cgt.impartial.nimbers import nim_product as finite_product
from cgt.transfinite.cnf import CNF
from cgt.transfinite.lenstra_table import EXCESSES, Q_SETS

__all__ = [
    "NimRangeError", "compute_excess", "compute_q_set", "excess", "kappa_set", "nim_inverse",
    "nim_power", "nim_product", "nim_sum", "order_of_two", "prime", "q_set"]

Monomial = tuple[int, ...]
#: A nim polynomial, as sorted (monomial, finite coefficient) pairs.
NimPoly = tuple[tuple[Monomial, int], ...]

#: Above this many products of monomials, an inverse is refused (a few seconds).
INVERSE_WORK_LIMIT: Final = 2_000_000
#: Above this many basis monomials, a constant of Lenstra's is not computed.
CONSTANT_DIMENSION_LIMIT: Final = 2000


class NimRangeError(CGTError):
    """A nim operation on an ordinal not below ω^ω^ω, one needing a constant of
    Lenstra's out of reach, or an inverse too long to write."""


# -- primes and Lenstra's constants ----------------------------------------------------

#: The primes found so far, 2, 3, 5, ...: the odd prime ``_PRIMES[k]`` has the
#: generators ``κ_{p^(n+1)} = ω^(ω^(k-1)·p^n)``. Grown on demand.
_PRIMES: list[int] = [2, 3]


def prime(k: int) -> int:
    """The ``k``-th prime, counting 2 as the 0-th.

    >>> prime(0), prime(1), prime(54), prime(1000)
    (2, 3, 257, 7927)
    """
    while len(_PRIMES) <= k:
        n = _PRIMES[-1] + 2
        while any(n % d == 0 for d in _PRIMES if d * d <= n):
            n += 2
        _PRIMES.append(n)
    return _PRIMES[k]


def _prime_index(p: int) -> int:
    """The ``k`` with ``prime(k) == p``, for a prime ``p``."""
    while _PRIMES[-1] < p:
        prime(len(_PRIMES))
    return bisect_left(_PRIMES, p)


def _smallest_prime_part(h: int) -> tuple[int, int]:
    """``(p, n)``: ``p`` the least prime dividing ``h > 1``, ``p^n`` its part of ``h``."""
    k = 0
    while h % prime(k):
        k += 1
    p, n = prime(k), 0
    while h % p == 0:
        h //= p
        n += 1
    return p, n


def order_of_two(p: int) -> int:
    """``f(p)``, the multiplicative order of 2 modulo the odd prime ``p``: the
    degree of the smallest finite field holding the ``p``-th roots of unity.

    >>> [order_of_two(p) for p in (3, 5, 7, 11, 13, 17)]
    [2, 4, 3, 10, 12, 8]
    """
    f, power = 1, 2 % p
    while power != 1:
        power = power * 2 % p
        f += 1
    return f


@cache
def q_set(p: int) -> tuple[int, ...]:
    """Lenstra's Q-set of the odd prime ``p``: the prime powers ``q`` with
    ``κ_f(p) = Σ κ_q``, where ``α_p = κ_p^p = κ_f(p) + excess(p)``.

    Tabulated up to 709 (:mod:`cgt.transfinite.lenstra_table`); computed
    beyond by :func:`compute_q_set`.

    >>> q_set(13), q_set(709), q_set(1999)
    ((4, 3), (59,), (37,))
    """
    return Q_SETS[p] if p in Q_SETS else compute_q_set(p)


def compute_q_set(p: int) -> tuple[int, ...]:
    """The Q-set of ``p`` computed, not looked up: :func:`kappa_set` of ``f(p)``."""
    return kappa_set(order_of_two(p))


@cache
def kappa_set(h: int) -> tuple[int, ...]:
    """The prime powers ``q`` with ``κ_h = Σ κ_q`` (``κ_h`` is the least
    ordinal of degree divisible by ``h`` over the field of 2; Lenstra 1977,
    Theorem 2.1: with ``q`` the part of ``h`` for its least prime and
    ``h = q·g``, ``κ_h = κ_g`` if ``q`` divides the degree of ``κ_g``, else
    ``κ_g + κ_q``).

    >>> kappa_set(12), kappa_set(10), kappa_set(20)
    ((4, 3), (5,), (5,))
    """
    p, n = _smallest_prime_part(h)
    q = p**n
    if q == h:
        return (h,)
    kappa_g = kappa_set(h // q)
    element = _kappa_sum(kappa_g)
    _check_dimension(element, f"the degree of κ_{h // q}")
    if _degree(element) % q == 0:
        return kappa_g
    return tuple(sorted((*kappa_g, q), key=_smallest_prime_part))


@cache
def excess(p: int) -> int:
    """Lenstra's excess of the odd prime ``p``: the least ``m ≥ 0`` for which
    ``κ_f(p) + m`` is no ``p``-th power among the ordinals below ``κ_p`` (so
    that it is ``α_p``). Tabulated up to 709; computed beyond by
    :func:`compute_excess`.

    >>> excess(19), excess(263), excess(709)
    (4, 1, 1)
    """
    return EXCESSES[p] if p in EXCESSES else compute_excess(p)


def compute_excess(p: int) -> int:
    """The excess of ``p`` computed, not looked up.

    ``x`` in the field ``F`` of ``2^E`` elements, with ``f(p)`` dividing
    ``E``, is a ``p``-th power below ``κ_p`` exactly when
    ``x^((2^E-1)/p) = 1``: a ``p``-th root found in a larger field of degree
    prime to ``p`` gives one in ``F`` by taking norms (Lenstra 1977, §4).
    The search starts where Lenstra's (4.3) and (4.4) allow: at 4 when
    ``f(p) = 2·3^k``, at 1 when the Q-set is one odd prime power. A field
    of more than :data:`CONSTANT_DIMENSION_LIMIT` basis monomials is refused
    with a :class:`NimRangeError` (the work grows as its square).

    >>> [compute_excess(p) for p in (3, 5, 7, 11, 13, 17, 19)]
    [0, 0, 1, 1, 0, 0, 4]
    """
    f = order_of_two(p)
    qs = q_set(p)
    half = f // 2
    while half % 3 == 0:
        half //= 3
    if f > 2 and f % 2 == 0 and half == 1:
        m = 4
    elif len(qs) == 1 and qs[0] % 2:
        m = 1
    else:
        m = 0
    kappa_f = _kappa_sum(qs)
    while True:
        candidate = _poly_sum(kappa_f, (((), m),) if m else ())
        _check_dimension(candidate, f"the excess of {p}")
        degree = lcm(_degree(candidate), f)
        if not _is_one(_power_sparse(candidate, ((1 << degree) - 1) // p)):
            return m
        m += 1


def _check_dimension(poly: NimPoly, task: str) -> None:
    size = len(_field_basis(poly))
    if size > CONSTANT_DIMENSION_LIMIT:
        raise NimRangeError(
            f"{task} needs Lenstra's constants in a field of {size} basis monomials "
            f"over the finite nimbers (more than {CONSTANT_DIMENSION_LIMIT} are not computed)")


def _kappa_sum(qs: tuple[int, ...]) -> NimPoly:
    total: NimPoly = ()
    for q in qs:
        total = _poly_sum(total, _kappa(q))
    return total


@cache
def _alpha(k: int) -> NimPoly:
    """α_p = κ_p^p for ``p = prime(k)``: ``Σ κ_q + excess(p)``."""
    p = prime(k)
    try:
        m = excess(p)
        return _poly_sum(_kappa_sum(q_set(p)), (((), m),) if m else ())
    except NimRangeError as error:
        raise NimRangeError(f"α_{p} = κ_{p}^{p} is out of reach: {error}") from None


# -- monomials and polynomials ---------------------------------------------------


def _kappa(q: int) -> NimPoly:
    """Lenstra's κ_q as a nim polynomial (a single term)."""
    p, n = _smallest_prime_part(q)
    if p == 2:
        return (((), 1 << (1 << (n - 1))),)  # κ_(2^n) = 2^(2^(n-1)), a Fermat 2-power
    k = _prime_index(p)
    exponents = [0] * k
    exponents[k - 1] = p ** (n - 1)
    return ((tuple(exponents), 1),)


def _poly_sum(a: NimPoly, b: NimPoly) -> NimPoly:
    total = dict(a)
    for m, c in b:
        total[m] = total.get(m, 0) ^ c
    return tuple(sorted((m, c) for m, c in total.items() if c))


def _is_one(poly: NimPoly) -> bool:
    return poly == (((), 1),)


def _square(poly: NimPoly) -> NimPoly:
    """``poly²``: in characteristic 2 the cross terms cancel (Frobenius), so
    only each term is squared."""
    total: dict[Monomial, int] = {}
    for m, c in poly:
        c2 = finite_product(c, c)
        for mm, cm in _monomial_product(m, m):
            total[mm] = total.get(mm, 0) ^ (c2 if cm == 1 else finite_product(c2, cm))
    return tuple(sorted((m, c) for m, c in total.items() if c))


def _degree(poly: NimPoly) -> int:
    """The degree over the field of 2 of the element ``poly``: the least
    ``n`` with ``x^(2^n) = x``."""
    x, n = _square(poly), 1
    while x != poly:
        x, n = _square(x), n + 1
    return n


def _power_sparse(poly: NimPoly, n: int) -> NimPoly:
    """``poly^n`` left to right: squarings by Frobenius and products by the
    (few-term) ``poly``, so each step costs the size of the result once."""
    result: NimPoly = (((), 1),)
    for bit in bin(n)[2:]:
        result = _square(result)
        if bit == "1":
            result = _poly_product(result, poly)
    return result


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
        p = prime(j + 1)
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
        result = _poly_product(result, _alpha(k))
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
                            "ω^ω^ω") from None


@lru_cache(maxsize=1 << 14)
def _monomial_of(exponent: CNF) -> Monomial:
    """The monomial of ``ω^exponent`` (``exponent < ω^ω``)."""
    exponents: list[int] = []
    for inner, a in exponent.terms:
        if not inner.is_integer:
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
    if n < 0:  # (x^n)^-1: the power of a sparse x stays sparse where x^-1 may not
        return nim_inverse(nim_power(x, -n))
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
    return from_poly(_inverse(poly, _Budget(poly)))


class _Budget:
    """The products of monomials an inverse may still spend: an inverse
    whose answer is too large to write is refused, not computed for hours."""

    __slots__ = ("left", "what")

    def __init__(self, what: NimPoly) -> None:
        self.left = INVERSE_WORK_LIMIT
        self.what = what

    def spend(self, work: int) -> None:
        self.left -= work
        if self.left < 0:
            raise NimRangeError(
                f"NimInverse out of range: inverting {from_poly(self.what)} needs more than "
                f"{INVERSE_WORK_LIMIT:,} products of monomials")


def _inverse(poly: NimPoly, budget: _Budget) -> NimPoly:
    """``poly^-1`` down the tower of Lenstra's fields.

    Let ``κ`` be the highest generator in ``poly`` (:func:`_top_level`) and
    ``K`` the field of the ordinals below it: over ``K``, ``poly`` is a
    polynomial in ``κ`` of degree below ``p`` and ``κ^p = a`` lies in ``K``
    (``a`` is the generator one digit down, or ``α_p``), with ``t^p - a``
    irreducible over ``K`` (Lenstra 1977: ``K`` has no ``p``-th root of
    ``a``, and ``p`` is prime; should it fail, :func:`_euclid` says so). The
    extended Euclidean algorithm against ``t^p - a`` gives ``s`` with
    ``s·poly = c`` in ``K``,
    so ``poly^-1 = s·c^-1``: one inverse one floor down, and a few field
    products on each floor instead of elimination over the finite nimbers.
    A single term ``y·κ^d`` takes one step: its inverse is ``κ^(p-d)·(a·y)^-1``.
    """
    if len(poly) == 1 and not poly[0][0]:
        return (((), finite_inverse(poly[0][1])),)
    j, n = _top_level(poly)
    p = prime(j + 1)
    a = _kummer_constant(j, n)
    cofactor, constant = _euclid(_split(poly, j, n, p), a, p, budget)
    inverse = _inverse(constant, budget)
    return _join([_scaled(inverse, c, budget) for c in cofactor], j, n, p, budget)


#: A polynomial in the top generator over the field below it: its
#: coefficients, lowest degree first, without trailing zeros.
Tower = list[NimPoly]


def _top_level(poly: NimPoly) -> tuple[int, int]:
    """``(j, n)`` of the highest generator ``κ_(p^(n+1))`` (``p = prime(j+1)``)
    with a nonzero digit in ``poly``: the last prime used, then its highest
    digit. Generators are adjoined in this order, each of degree ``p`` over
    the field of those before it."""
    j = max(len(m) for m, _ in poly) - 1
    p = prime(j + 1)
    return j, max(len(_digits(m[j], p)) for m, _ in poly if len(m) > j) - 1


def _kummer_constant(j: int, n: int) -> NimPoly:
    """``κ^p`` for the generator ``κ`` of level ``(j, n)``: the generator one
    digit down, or ``α_p`` at the lowest digit."""
    if n == 0:
        return _alpha(j + 1)
    exponents = [0] * (j + 1)
    exponents[j] = prime(j + 1) ** (n - 1)
    return ((tuple(exponents), 1),)


def _split(poly: NimPoly, j: int, n: int, p: int) -> Tower:
    """``poly`` as a polynomial in the generator of level ``(j, n)``."""
    unit = p**n
    parts: list[dict[Monomial, int]] = [{} for _ in range(p)]
    for m, c in poly:
        digit = m[j] // unit if len(m) > j else 0
        if digit:
            exponents = list(m)
            exponents[j] -= digit * unit
            m = _trim(exponents)
        parts[digit][m] = c
    return _trimmed([tuple(sorted(part.items())) for part in parts])


def _join(coefficients: Tower, j: int, n: int, p: int, budget: _Budget) -> NimPoly:
    """The element ``Σ c_d·κ^d`` of a polynomial in the generator of level ``(j, n)``."""
    unit = p**n
    budget.spend(sum(map(len, coefficients)))  # an answer too long to write is refused too
    terms = []
    for digit, coefficient in enumerate(coefficients):
        for m, c in coefficient:
            exponents = list(m) + [0] * (j + 1 - len(m))
            exponents[j] += digit * unit
            terms.append((_trim(exponents), c))
    return tuple(sorted(terms))


def _trimmed(coefficients: Tower) -> Tower:
    while coefficients and not coefficients[-1]:
        coefficients.pop()
    return coefficients


def _scaled(factor: NimPoly, poly: NimPoly, budget: _Budget) -> NimPoly:
    """``factor·poly``, without products when ``factor`` is a finite nimber."""
    if len(factor) == 1 and not factor[0][0]:
        c = factor[0][1]
        return poly if c == 1 else tuple((m, finite_product(c, v)) for m, v in poly)
    budget.spend(len(factor) * len(poly))
    return _poly_product(factor, poly)


def _euclid(x: Tower, a: NimPoly, p: int, budget: _Budget) -> tuple[Tower, NimPoly]:
    """``(s, c)`` with ``s·x = c (mod t^p - a)`` and ``c`` a nonzero constant:
    the extended Euclidean algorithm, dividing by the leading coefficient
    only when it is a finite nimber and otherwise scaling the dividend by it
    (pseudo-division), so no inverse in ``K`` is needed on the way."""
    one: NimPoly = (((), 1),)
    r0: Tower = [a] + [()] * (p - 1) + [one]  # t^p - a; in characteristic 2, - is +
    s0: Tower = []
    r1, s1 = x, [one]
    while len(r1) > 1:
        lead = r1[-1]
        if len(lead) == 1 and not lead[0][0] and lead[0][1] != 1:
            scale = (((), finite_inverse(lead[0][1])),)
            r1 = [_scaled(scale, c, budget) for c in r1]
            s1 = [_scaled(scale, c, budget) for c in s1]
        while len(r0) >= len(r1):
            shift = len(r0) - len(r1)
            c0, c1 = r0[-1], r1[-1]
            r0 = _combination(c1, r0, c0, r1, shift, budget)
            s0 = _combination(c1, s0, c0, s1, shift, budget)
        r0, s0, r1, s1 = r1, s1, r0, s0
    if not r1:
        raise CGTError(f"t^{p} - {from_poly(a)} is not irreducible over the field below it")
    return _reduced(s1, a, p, budget), r1[0]


def _combination(c1: NimPoly, u: Tower, c0: NimPoly, v: Tower, shift: int,
                 budget: _Budget) -> Tower:
    """``c1·u + c0·t^shift·v``."""
    size = max(len(u), len(v) + shift)
    out: Tower = [_scaled(c1, c, budget) for c in u] + [()] * (size - len(u))
    for i, c in enumerate(v):
        out[i + shift] = _poly_sum(out[i + shift], _scaled(c0, c, budget))
    return _trimmed(out)


def _reduced(s: Tower, a: NimPoly, p: int, budget: _Budget) -> Tower:
    """``s`` modulo ``t^p - a``."""
    s = list(s)
    for degree in range(len(s) - 1, p - 1, -1):
        s[degree - p] = _poly_sum(s[degree - p], _scaled(a, s[degree], budget))
        s[degree] = ()
    return _trimmed(s)


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
                top = len(_digits(a, prime(j + 1))) - 1
                if levels.get(j, -1) < top:
                    if j not in levels:
                        pending.extend(mm for mm, _ in _alpha(j + 1))
                    levels[j] = top
    basis: list[Monomial] = [()]
    for j, top in sorted(levels.items()):
        span = prime(j + 1) ** (top + 1)
        grown = []
        for m in basis:
            for a in range(span):
                exponents = list(m) + [0] * (j + 1 - len(m))
                exponents[j] = a
                grown.append(_trim(exponents))
        basis = grown
    return basis

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

The generators, taken in the order (prime, digit), build a tower of
fields: each is of degree ``p`` over the field of those before it, where
its ``p``-th power ``a`` lies. The arithmetic works on that tower
(:data:`TowerElement`): an element is a polynomial in its highest
generator ``κ``, of degree below ``p``, whose coefficients are elements
one floor down (or finite nimbers); a product multiplies the two
polynomials and folds ``κ^(p+i)`` back to ``a·κ^i``, and a square only
squares each coefficient (Frobenius). An ordinal is read into the tower
and written back as Cantor normal form only at the ends.

>>> from cgt.transfinite.cnf import CNF
>>> w = CNF.omega()
>>> str(nim_product(w, w)), str(nim_product(w, w * w))
('ω^2', '2')
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import cache
from math import gcd, lcm, prod
from operator import itemgetter
from typing import Final, TypeVar

from cgt.core.deep import deep_call
from cgt.core.memo import cached
from cgt.errors import CGTError
from cgt.impartial.nimbers import nim_inverse as finite_inverse
from cgt.impartial.nimbers import nim_product as finite_product
from cgt.transfinite.cnf import CNF
from cgt.transfinite.lenstra_table import EXCESSES, Q_SETS
from cgt.transfinite.packed_field import PackedField, TowerElement  # lenstra.TowerElement too

__all__ = [
    "NimRangeError", "compute_excess", "compute_q_set", "excess", "kappa_set", "nim_inverse",
    "nim_power", "nim_product", "nim_sum", "order_of_two", "prime", "q_set"]

Monomial = tuple[int, ...]
#: A nim polynomial, as (monomial, finite coefficient) pairs.
NimPoly = tuple[tuple[Monomial, int], ...]

#: Above this many products of monomials, an inverse is refused (charged before
#: each product, so the refusal comes as the count is passed: seconds).
INVERSE_WORK_LIMIT: Final = 2_000_000
#: Above this many basis monomials over the finite nimbers, a constant of
#: Lenstra's is not computed.
CONSTANT_DIMENSION_LIMIT: Final = 30_000
#: Above this degree over the field of 2 (bits of its packed field), a constant
#: of Lenstra's is not computed: its power takes about that many squarings, each
#: linear in it.
CONSTANT_DEGREE_LIMIT: Final = 110_000
#: Products of two polynomials in one generator with at least this many
#: terms each go by Karatsuba, fewer by the schoolbook.
KARATSUBA_TERMS: Final = 12
#: Nim products of at most this many pairs of terms go pair by pair
#: (:func:`_sparse_product`), most without the tower.
SPARSE_PAIRS: Final = 16

#: A level is ``j << _DIGIT_BITS | n`` for the generator ``κ_{p^(n+1)}`` of
#: the ``(j+1)``-th odd prime ``p``: levels compare as the tower is built.
_DIGIT_BITS: Final = 24
_DIGIT_MASK: Final = (1 << _DIGIT_BITS) - 1

T = TypeVar("T")

#: Finite nim products, memoised without the argument checks of the public
#: function: the tower's innermost operation.
_finite_product = cached("nim products of the tower", 1 << 16)(finite_product)


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
    if _degree_divisible(element, p, n):
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
    The power is taken in the field of generators of ``x``, packed in one
    integer (:func:`_is_pth_power`). The search starts where Lenstra's
    (4.3) and (4.4) allow: at 4 when ``f(p) = 2·3^k``, at 1 when the Q-set
    is one odd prime power. A field of more than
    :data:`CONSTANT_DIMENSION_LIMIT` basis monomials is refused with a
    :class:`NimRangeError` before any work (the work grows as its square).

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
        candidate = _add(kappa_f, m)
        _check_dimension(candidate, f"the excess of {p}")
        if not _is_pth_power(candidate, p, f):
            return m
        m += 1


def _is_pth_power(x: TowerElement, p: int, f: int) -> bool:
    """Whether ``x ≠ 0`` is a ``p``-th power in the field of ``2^E``
    elements, ``E = lcm(degree of x, f(p))`` (see :func:`compute_excess`).

    The power is taken in the smallest field of generators holding ``x``,
    packed (:class:`~cgt.transfinite.packed_field.PackedField`): of degree
    ``D`` over the field of 2, a multiple of ``E`` (``κ_f``, of degree a
    multiple of ``f``, is in it) with ``D/E`` prime to ``p`` (its
    generators are of primes below ``p``, its nimbers of degree a power of
    2). So ``x`` is a ``p``-th power there exactly when it is one in the
    field of ``2^E`` elements, and the degree of ``x`` is not needed.
    """
    field = _packed_field(x)
    if field.bits % f:  # not so by Lenstra's theorem; the slow way, should it be
        d = _degree(x)
        return _power(x, gcd((1 << d) - 1, ((1 << lcm(d, f)) - 1) // p)) == 1
    return field.power(field.pack(x), ((1 << field.bits) - 1) // p, x) == 1


def _check_dimension(x: TowerElement, task: str) -> None:
    """Refuse, before any work, a field beyond :data:`CONSTANT_DIMENSION_LIMIT`
    basis monomials or :data:`CONSTANT_DEGREE_LIMIT` bits packed."""
    size = _field_dimension(x)
    if size > CONSTANT_DIMENSION_LIMIT:
        raise NimRangeError(
            f"{task} needs Lenstra's constants in a field of {size} basis monomials "
            f"over the finite nimbers (more than {CONSTANT_DIMENSION_LIMIT} are not computed)")
    degree = size * _packed_width(x)
    if degree > CONSTANT_DEGREE_LIMIT:
        raise NimRangeError(
            f"{task} needs Lenstra's constants in a field of degree {degree} over the field "
            f"of 2 (more than {CONSTANT_DEGREE_LIMIT} are not computed)")


def _kappa_sum(qs: tuple[int, ...]) -> TowerElement:
    total: TowerElement = 0
    for q in qs:
        total = _add(total, _kappa(q))
    return total


def _kappa(q: int) -> TowerElement:
    """Lenstra's κ_q: a Fermat 2-power, or a generator of the tower."""
    p, n = _smallest_prime_part(q)
    if p == 2:
        return 1 << (1 << (n - 1))  # κ_(2^n) = 2^(2^(n-1))
    return ((_prime_index(p) - 1) << _DIGIT_BITS | (n - 1), ((1, 1),))


@cache
def _alpha(k: int) -> TowerElement:
    """α_p = κ_p^p for ``p = prime(k)``: ``Σ κ_q + excess(p)``."""
    p = prime(k)
    try:
        return _add(_kappa_sum(q_set(p)), excess(p))
    except NimRangeError as error:
        raise NimRangeError(f"α_{p} = κ_{p}^{p} is out of reach: {error}") from None


@cache
def _level(level: int) -> tuple[int, int]:
    """The prime ``p`` of a level and its place value ``p^n`` in the exponent."""
    p = prime((level >> _DIGIT_BITS) + 1)
    return p, p ** (level & _DIGIT_MASK)


@cache
def _constant(level: int) -> TowerElement:
    """The ``p``-th power ``a`` of the generator of a level: the generator
    one digit down, or α_p at the lowest digit (one floor down either way).
    Asked only when a product carries, so that ω^ω^1000 times itself needs
    no α_7933."""
    if level & _DIGIT_MASK:
        return (level - 1, ((1, 1),))
    return _alpha((level >> _DIGIT_BITS) + 1)


# -- arithmetic in the tower --------------------------------------------------------


def _node(level: int, terms: list[tuple[int, TowerElement]]) -> TowerElement:
    """The element ``Σ c·κ^d`` of sorted nonzero terms: 0, its constant, or a node."""
    if not terms:
        return 0
    if terms[-1][0] == 0:
        return terms[0][1]
    return (level, tuple(terms))


def _add(x: TowerElement, y: TowerElement) -> TowerElement:
    """``x + y`` (the nim sum; every element is its own negative)."""
    if isinstance(x, int):
        if isinstance(y, int):
            return x ^ y
        return _add_below(y, x) if x else y
    if isinstance(y, int):
        return _add_below(x, y) if y else x
    level = x[0]
    if level != y[0]:
        return _add_below(x, y) if level > y[0] else _add_below(y, x)
    tx, ty = x[1], y[1]
    out: list[tuple[int, TowerElement]] = []
    i = k = 0
    while i < len(tx) and k < len(ty):
        dx, dy = tx[i][0], ty[k][0]
        if dx < dy:
            out.append(tx[i])
            i += 1
        elif dy < dx:
            out.append(ty[k])
            k += 1
        else:
            c = _add(tx[i][1], ty[k][1])
            if c != 0:
                out.append((dx, c))
            i += 1
            k += 1
    out.extend(tx[i:])
    out.extend(ty[k:])
    return _node(level, out)


def _add_below(x: TowerElement, y: TowerElement) -> TowerElement:
    """``x + y`` for a nonzero ``y`` of a lower level than the node ``x``:
    ``y`` joins the constant coefficient."""
    assert not isinstance(x, int)
    level, terms = x
    degree, c = terms[0]
    if degree:
        return (level, ((0, y), *terms))
    s = _add(c, y)
    return (level, terms[1:]) if s == 0 else (level, ((0, s), *terms[1:]))


def _mul(x: TowerElement, y: TowerElement) -> TowerElement:
    """``x·y``: the polynomials in the higher top generator multiplied term by
    term (the other factor is one coefficient), then ``κ^(p+i) = a·κ^i``."""
    if isinstance(x, int):
        if isinstance(y, int):
            return _finite_product(x, y)
        return _scale(y, x) if x > 1 else y if x else 0
    if isinstance(y, int):
        return _scale(x, y) if y > 1 else x if y else 0
    level = x[0]
    if level != y[0]:
        return _scale(x, y) if level > y[0] else _scale(y, x)
    p = _level(level)[0]
    if len(y[1]) == 1:  # times c·κ^e, a generator often: each degree moves up by e
        return _shifted(x, y[1][0], level, p)
    if len(x[1]) == 1:
        return _shifted(y, x[1][0], level, p)
    acc: dict[int, TowerElement] = {}
    if _is_dense(x) and _is_dense(y):
        acc = dict(enumerate(_karatsuba(_dense(x), _dense(y))))
    else:
        for dx, cx in x[1]:
            for dy, cy in y[1]:
                d, c = dx + dy, _mul(cx, cy)
                old = acc.get(d)
                acc[d] = c if old is None else _add(old, c)
    for d in [d for d in acc if d >= p]:
        high = acc.pop(d)
        if high != 0:
            folded = _mul(high, _constant(level))
            old = acc.get(d - p)
            acc[d - p] = folded if old is None else _add(old, folded)
    return _node(level, sorted([t for t in acc.items() if t[1] != 0], key=itemgetter(0)))


def _shifted(x: TowerElement, term: tuple[int, TowerElement], level: int,
             p: int) -> TowerElement:
    """``x·c·κ^e`` for a node ``x`` of the level of ``κ``: the degrees of
    ``x`` rise by ``e``, those reaching ``p`` fold back times ``a``."""
    assert not isinstance(x, int)
    e, c = term
    kept: list[tuple[int, TowerElement]] = []
    folded: list[tuple[int, TowerElement]] = []
    for d, cx in x[1]:
        product = _mul(cx, c)
        if d + e < p:
            kept.append((d + e, product))
        else:
            folded.append((d + e - p, _mul(product, _constant(level))))
    # the folded degrees are all below e, the kept ones all at least e
    return _node(level, folded + kept)

def _is_dense(x: TowerElement) -> bool:
    """At least KARATSUBA_TERMS terms, and at least half its degrees used."""
    assert not isinstance(x, int)
    terms = x[1]
    return len(terms) >= KARATSUBA_TERMS and 2 * len(terms) > terms[-1][0]


def _dense(x: TowerElement) -> list[TowerElement]:
    """The coefficients of a node, every degree up to its highest."""
    assert not isinstance(x, int)
    out: list[TowerElement] = [0] * (x[1][-1][0] + 1)
    for d, c in x[1]:
        out[d] = c
    return out


def _karatsuba(u: list[TowerElement], v: list[TowerElement]) -> list[TowerElement]:
    """The product of two dense polynomials over the field below, by
    Karatsuba: three half-size products instead of four (in characteristic
    2 the middle term is ``(u0+u1)(v0+v1) + u0·v0 + u1·v1``)."""
    if min(len(u), len(v)) < KARATSUBA_TERMS:
        out: list[TowerElement] = [0] * (len(u) + len(v) - 1)
        for i, a in enumerate(u):
            if a != 0:
                for k, b in enumerate(v):
                    if b != 0:
                        out[i + k] = _add(out[i + k], _mul(a, b))
        return out
    h = max(len(u), len(v)) // 2
    u0, u1, v0, v1 = u[:h], u[h:], v[:h], v[h:]
    low, high = _karatsuba(u0, v0), _karatsuba(u1, v1)
    middle = _karatsuba(_summed(u0, u1), _summed(v0, v1))
    out = [0] * (len(u) + len(v) - 1)
    for shift, part in ((0, low), (2 * h, high), (h, middle), (h, low), (h, high)):
        for i, c in enumerate(part):
            if c != 0:
                out[i + shift] = _add(out[i + shift], c)
    return out


def _summed(u: list[TowerElement], v: list[TowerElement]) -> list[TowerElement]:
    if len(u) < len(v):
        u, v = v, u
    return [_add(a, v[i]) if i < len(v) else a for i, a in enumerate(u)]

def _scale(x: TowerElement, y: TowerElement) -> TowerElement:
    """``x·y`` for a node ``x`` and a nonzero ``y`` of a lower level: each
    coefficient times ``y`` (no zero divisors in a field, so no term drops)."""
    assert not isinstance(x, int)
    return (x[0], tuple([(d, _mul(c, y)) for d, c in x[1]]))


def _square(x: TowerElement) -> TowerElement:
    """``x²``: in characteristic 2 the cross terms cancel (Frobenius), so each
    coefficient is squared and moved to degree ``2d``, or ``2d - p`` times
    ``a``. The even and the odd new degrees never meet, and one is not 0."""
    if isinstance(x, int):
        return _finite_product(x, x)
    level, terms = x
    p = _level(level)[0]
    out = []
    for d, c in terms:
        c2 = _square(c)
        out.append((2 * d, c2) if 2 * d < p else (2 * d - p, _mul(c2, _constant(level))))
    out.sort(key=itemgetter(0))
    return (level, tuple(out))


def _power(x: TowerElement, n: int) -> TowerElement:
    """``x^n`` (``n >= 0``) left to right: squarings by Frobenius, and products
    by ``x`` itself, often few terms, so each step costs the result's size."""
    result: TowerElement = 1
    for bit in bin(n)[2:]:
        result = _square(result)
        if bit == "1":
            result = _mul(result, x)
    return result


def _degree(x: TowerElement) -> int:
    """The degree over the field of 2 of ``x``: the least ``n`` with
    ``x^(2^n) = x``, by squarings in the packed field of ``x``."""
    field = _packed_field(x)
    y = field.pack(x)
    z, n = field.square(y), 1
    while z != y:
        z, n = field.square(z), n + 1
    return n


def _degree_divisible(x: TowerElement, r: int, n: int) -> bool:
    """Whether ``r^n`` (``r`` prime) divides the degree ``d`` of ``x ≠ 0``.

    ``d`` divides the degree ``D`` of the packed field of ``x``; it misses
    a factor ``r`` of ``r^n`` exactly when it divides ``D`` with ``r``'s part
    cut to ``r^(n-1)``, that is when ``x^(2^m) = x`` for that ``m``: at most
    ``D/r`` squarings, where finding ``d`` itself takes ``d``.
    """
    field = _packed_field(x)
    m, power = field.bits, 0
    while m % r == 0:
        m //= r
        power += 1
    if power < n:
        return False
    m *= r ** (n - 1)
    y = field.pack(x)
    z = y
    for _ in range(m):
        z = field.square(z)
    return z != y


def _size(x: TowerElement) -> int:
    """The number of monomials (terms of the Cantor normal form) of ``x``."""
    if isinstance(x, int):
        return 1 if x else 0
    return sum(_size(c) for _, c in x[1])


def _levels_in(x: TowerElement, found: dict[int, int]) -> None:
    """Note in ``found`` each prime index ``j`` of ``x`` with its highest digit."""
    if isinstance(x, int):
        return
    level, terms = x
    j, n = level >> _DIGIT_BITS, level & _DIGIT_MASK
    if found.get(j, -1) < n:
        found[j] = n
    for _, c in terms:
        _levels_in(c, found)


def _field_generators(x: TowerElement) -> dict[int, int]:
    """The generators of the smallest field of generators holding ``x``:
    each prime index ``j`` with its highest digit; each generator's lower
    powers of its prime, and the generators of α_p for each κ_p, closed."""
    found: dict[int, int] = {}
    _levels_in(x, found)
    pending = list(found)
    while pending:
        j = pending.pop()
        before = set(found)
        _levels_in(_alpha(j + 1), found)
        pending.extend(set(found) - before)
    return found


def _field_dimension(x: TowerElement) -> int:
    """The number of basis monomials over the finite nimbers of the smallest
    field of generators holding ``x``."""
    return prod(prime(j + 1) ** (n + 1) for j, n in _field_generators(x).items())


def _largest_nimber(x: TowerElement) -> int:
    if isinstance(x, int):
        return x
    return max(_largest_nimber(c) for _, c in x[1])


def _packed_field(x: TowerElement) -> PackedField:
    """The smallest field of generators holding ``x``, over the smallest
    field of finite nimbers holding its coefficients and its constants'."""
    return _packed(_field_levels(x), _packed_width(x))


def _field_levels(x: TowerElement) -> tuple[int, ...]:
    return tuple(sorted(j << _DIGIT_BITS | n for j, top in _field_generators(x).items()
                        for n in range(top + 1)))


def _packed_width(x: TowerElement) -> int:
    """The least power of 2, ``W``, with every finite nimber of ``x`` and of
    the constants of its field below ``2^W``."""
    largest = max([_largest_nimber(x),
                   *(_largest_nimber(_constant(v)) for v in _field_levels(x))])
    width = 1
    while largest >> width:
        width *= 2
    return width


@cached("packed fields", 8)
def _packed(levels: tuple[int, ...], width: int) -> PackedField:
    return PackedField([(v, _level(v)[0], _constant(v)) for v in levels], width)


# -- ordinals <-> the tower ----------------------------------------------------------


def to_poly(x: CNF, operation: str) -> NimPoly:
    """``x`` (an ordinal below ω^ω^ω) as a nim polynomial."""
    if not x.is_ordinal:
        raise CGTError(f"{operation} applies only to ordinals, not {x}")
    try:
        return tuple([(_monomial_of(e), c) for e, c in x.terms])
    except NimRangeError:
        raise NimRangeError(f"{operation} out of range: {x} is not below "
                            "ω^ω^ω") from None


@cached("monomials of exponents", 1 << 14)
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


@cached("exponents of monomials", 1 << 14)
def _exponent_of(m: Monomial) -> CNF:
    """The exponent α of the monomial ``ω^α`` (one object per monomial, so
    its sort key is computed once): its terms ``ω^k·m[k]``, highest first."""
    return CNF(tuple([(_integer(k), m[k]) for k in range(len(m) - 1, -1, -1) if m[k]]))


@cached("integers as ordinals", 1 << 14)
def _integer(k: int) -> CNF:
    """The integer ``k`` as one Cantor normal form object."""
    return CNF.integer(k)


def from_poly(poly: NimPoly) -> CNF:
    """The ordinal that a nim polynomial (distinct monomials) is."""
    terms = sorted([t for t in poly if t[1]], key=_monomial_order, reverse=True)
    return CNF(tuple([(_exponent_of(m), c) for m, c in terms]))


def _monomial_order(term: tuple[Monomial, int]) -> tuple[int, Monomial]:
    """A key that orders the monomials' exponents as ordinals: a longer one
    (without trailing zeros) is larger, equal lengths compare from the top."""
    m = term[0]
    return len(m), m[::-1]


#: A monomial as its generators: (level, digit) pairs, lowest level first.
Generators = tuple[tuple[int, int], ...]


@cached("generators of monomials", 1 << 14)
def _generators(m: Monomial) -> Generators:
    """The generators of a monomial: the base-``p`` digits of its exponents."""
    out = []
    for j, a in enumerate(m):
        if not a:
            continue
        p, n = prime(j + 1), 0
        while a:
            a, d = divmod(a, p)
            if d:
                if n > _DIGIT_MASK:
                    raise NimRangeError(f"ω^(ω^{j}·{m[j]}) has more than {_DIGIT_MASK} "
                                        f"digits in base {p}")
                out.append((j << _DIGIT_BITS | n, d))
            n += 1
    return tuple(out)


def _to_tower(poly: NimPoly) -> TowerElement:
    """A nim polynomial as an element of the tower."""
    items = []
    for m, c in poly:
        generators = _generators(m)
        items.append((generators, len(generators), c))
    return _gathered(items)


def _gathered(items: list[tuple[Generators, int, int]]) -> TowerElement:
    """The sum of the monomials ``c·g[0]···g[count-1]`` of ``(g, count, c)``:
    those with the highest level grouped by its digit, each group's
    cofactors gathered one floor down. Monomials are distinct, so nothing
    cancels."""
    if len(items) == 1:
        generators, count, x = items[0]
        element: TowerElement = x
        for level, digit in generators[:count]:
            element = (level, ((digit, element),))
        return element
    top = -1
    for g, count, _ in items:
        if count and g[count - 1][0] > top:
            top = g[count - 1][0]
    if top < 0:
        total = 0
        for _, _, c in items:
            total ^= c
        return total
    groups: dict[int, list[tuple[Generators, int, int]]] = {}
    for g, count, c in items:
        if count and g[count - 1][0] == top:
            groups.setdefault(g[count - 1][1], []).append((g, count - 1, c))
        else:
            groups.setdefault(0, []).append((g, count, c))
    return _node(top, [(d, _gathered(groups[d])) for d in sorted(groups)])


def _from_tower(x: TowerElement) -> NimPoly:
    """An element of the tower as a nim polynomial (in no particular order)."""
    if isinstance(x, int):
        return (((), x),) if x else ()
    out: list[tuple[Monomial, int]] = []
    _spread(x, [0] * ((x[0] >> _DIGIT_BITS) + 1), out)
    return tuple(out)


def _spread(x: TowerElement, exponents: list[int], out: list[tuple[Monomial, int]]) -> None:
    assert not isinstance(x, int)
    level, terms = x
    j, unit = level >> _DIGIT_BITS, _level(level)[1]
    for d, c in terms:
        exponents[j] += d * unit
        if isinstance(c, int):
            k = len(exponents)
            while k and not exponents[k - 1]:
                k -= 1
            out.append((tuple(exponents[:k]), c))
        else:
            _spread(c, exponents, out)
        exponents[j] -= d * unit



def _deep(fn: Callable[..., T], *args: object) -> T:
    """``fn(*args)``, given room when the tower is too tall for the
    recursion limit (a chain of hundreds of generators)."""
    try:
        return fn(*args)
    except RecursionError:
        return deep_call(50_000, fn, *args)


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
    a, b = to_poly(x, "NimProduct"), to_poly(y, "NimProduct")
    if len(a) * len(b) <= SPARSE_PAIRS:
        return from_poly(_sparse_product(a, b))
    return from_poly(_deep(_poly_product, a, b))


def _poly_product(a: NimPoly, b: NimPoly) -> NimPoly:
    return _from_tower(_mul(_to_tower(a), _to_tower(b)))


def _sparse_product(a: NimPoly, b: NimPoly) -> NimPoly:
    """``a·b`` pair of terms by pair: most products of two monomials are one
    monomial, their digits added (:func:`_monomial_product`); the others,
    which carry into an α_p, go through the tower."""
    total: dict[Monomial, int] = {}
    for m, c in a:
        for n, d in b:
            product = _monomial_product(m, n)
            terms = (((product, 1),) if product is not None
                     else _deep(_poly_product, ((m, 1),), ((n, 1),)))
            scale = _finite_product(c, d)
            for monomial, e in terms:
                total[monomial] = total.get(monomial, 0) ^ _finite_product(e, scale)
    return tuple([(m, c) for m, c in total.items() if c])


def _monomial_product(m: Monomial, n: Monomial) -> Monomial | None:
    """The monomial ``m·n``, or None when it is none: the digits of each
    generator added, ``p`` of one carried down to the digit below
    (``κ_(p^(k+1))^p = κ_(p^k)``), None when the lowest digit carries
    (``κ_p^p = α_p``, a sum)."""
    digits: dict[int, int] = dict(_generators(m))
    for level, d in _generators(n):
        digits[level] = digits.get(level, 0) + d
    exponents = [0] * max(len(m), len(n))
    levels = sorted(digits, reverse=True)
    i = 0
    while i < len(levels):  # a carry goes to the level just below, next in line
        level = levels[i]
        d = digits[level]
        p, unit = _level(level)
        if d >= p:
            if not level & _DIGIT_MASK:
                return None
            d -= p
            if level - 1 in digits:
                digits[level - 1] += 1
            else:
                digits[level - 1] = 1
                levels.insert(i + 1, level - 1)
        exponents[level >> _DIGIT_BITS] += d * unit
        i += 1
    while exponents and not exponents[-1]:
        exponents.pop()
    return tuple(exponents)


def nim_power(x: CNF, n: int) -> CNF:
    """``x`` to the nim power ``n`` (a negative ``n`` through the inverse)."""
    if n < 0:  # (x^n)^-1: the power of a sparse x stays sparse where x^-1 may not
        return nim_inverse(nim_power(x, -n))
    poly = to_poly(x, "NimExp")
    return from_poly(_deep(_poly_power, poly, n))


def _poly_power(poly: NimPoly, n: int) -> NimPoly:
    return _from_tower(_power(_to_tower(poly), n))


def nim_inverse(x: CNF) -> CNF:
    """The ``y`` with ``nim_product(x, y) == 1``, for an ordinal ``x ≠ 0`` below ω^ω^ω.

    >>> from cgt.transfinite.cnf import CNF
    >>> str(nim_inverse(CNF.omega()))
    'ω^2×3'
    """
    poly = to_poly(x, "NimInverse")
    if not poly:
        raise CGTError("the nimber 0 has no inverse")
    return from_poly(_deep(_poly_inverse, poly))


def _poly_inverse(poly: NimPoly) -> NimPoly:
    return _from_tower(_inverse(_to_tower(poly), _Budget(poly)))


class _Budget:
    """The products of monomials an inverse may still spend, charged before
    each product is made: an inverse whose answer is too large to write is
    refused, not computed for hours."""

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


def _inverse(x: TowerElement, budget: _Budget) -> TowerElement:
    """``x^-1`` down the tower of Lenstra's fields.

    Let ``κ`` be the top generator of ``x``, of prime ``p``, and ``K`` the
    field of the generators below it: over ``K``, ``x`` is a polynomial in
    ``κ`` of degree below ``p`` and ``κ^p = a`` lies in ``K`` (the generator
    one digit down, or ``α_p``), with ``t^p - a`` irreducible over ``K``
    (Lenstra 1977: ``K`` has no ``p``-th root of ``a``, and ``p`` is prime;
    should it fail, :func:`_euclid` says so). The extended Euclidean
    algorithm against ``t^p - a`` gives ``s`` with ``s·x = c`` in ``K``, so
    ``x^-1 = s·c^-1``: one inverse one floor down, and a few field products
    on each floor instead of elimination over the finite nimbers. A single
    term ``y·κ^d`` takes one step: its inverse is ``κ^(p-d)·(a·y)^-1``.
    """
    if isinstance(x, int):
        return finite_inverse(x)
    level, terms = x
    p, a = _level(level)[0], _constant(level)
    if len(terms) == 1:
        d, y = terms[0]
        return (level, ((p - d, _inverse(_charged(a, y, budget), budget)),))
    polynomial: Tower = [0] * (terms[-1][0] + 1)
    for d, c in terms:
        polynomial[d] = c
    cofactor, constant = _euclid(polynomial, a, p, budget)
    inverse = _inverse(constant, budget)
    return _node(level, [(d, _charged(inverse, c, budget))
                         for d, c in enumerate(cofactor) if c != 0])


#: A polynomial in the top generator over the field below it: its
#: coefficients, lowest degree first, without trailing zeros.
Tower = list[TowerElement]


def _charged(factor: TowerElement, x: TowerElement, budget: _Budget) -> TowerElement:
    """``factor·x``, its products of monomials charged first (none when
    ``factor`` is a finite nimber)."""
    if not isinstance(factor, int) and not isinstance(x, int):
        budget.spend(_size(factor) * _size(x))
    return _mul(factor, x)


def _euclid(x: Tower, a: TowerElement, p: int, budget: _Budget) -> tuple[Tower, TowerElement]:
    """``(s, c)`` with ``s·x = c (mod t^p - a)`` and ``c`` a nonzero constant:
    the extended Euclidean algorithm, dividing by the leading coefficient
    only when it is a finite nimber and otherwise scaling the dividend by it
    (pseudo-division), so no inverse in ``K`` is needed on the way."""
    r0: Tower = [a] + [0] * (p - 1) + [1]  # t^p - a; in characteristic 2, - is +
    s0: Tower = []
    r1: Tower = x
    s1: Tower = [1]
    while len(r1) > 1:
        lead = r1[-1]
        if isinstance(lead, int) and lead != 1:
            scale = finite_inverse(lead)
            r1 = [_mul(scale, c) for c in r1]
            s1 = [_mul(scale, c) for c in s1]
        while len(r0) >= len(r1):
            shift = len(r0) - len(r1)
            c0, c1 = r0[-1], r1[-1]
            r0 = _combination(c1, r0, c0, r1, shift, budget)
            s0 = _combination(c1, s0, c0, s1, shift, budget)
        r0, s0, r1, s1 = r1, s1, r0, s0
    if not r1:
        raise CGTError(f"t^{p} - {from_poly(_from_tower(a))} is not irreducible over "
                       "the field below it")
    return _reduced(s1, a, p, budget), r1[0]


def _combination(c1: TowerElement, u: Tower, c0: TowerElement, v: Tower, shift: int,
                 budget: _Budget) -> Tower:
    """``c1·u + c0·t^shift·v``."""
    size = max(len(u), len(v) + shift)
    out: Tower = [_charged(c1, c, budget) for c in u] + [0] * (size - len(u))
    for i, c in enumerate(v):
        out[i + shift] = _add(out[i + shift], _charged(c0, c, budget))
    return _trimmed(out)


def _trimmed(coefficients: Tower) -> Tower:
    while coefficients and coefficients[-1] == 0:
        coefficients.pop()
    return coefficients


def _reduced(s: Tower, a: TowerElement, p: int, budget: _Budget) -> Tower:
    """``s`` modulo ``t^p - a``."""
    s = list(s)
    for degree in range(len(s) - 1, p - 1, -1):
        s[degree - p] = _add(s[degree - p], _charged(a, s[degree], budget))
        s[degree] = 0
    return _trimmed(s)


def _clear_caches() -> None:
    """Forget the memo of monomials read into the tower (for cold timings);
    Lenstra's constants, once computed, are kept."""
    _generators.cache_clear()
    _monomial_of.cache_clear()
    _exponent_of.cache_clear()
    _integer.cache_clear()

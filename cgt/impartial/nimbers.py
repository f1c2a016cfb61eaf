"""The arithmetic of nimbers: mex, nim sum and Conway's nim product, and
the field they make (powers, inverses, quotients, square roots); the
arithmetic behind ``cgt.nim_sum``, ``cgt.nim_product`` and
``cgt.nimber_product`` (Conway, *ONAG*, ch. 6).

The integers below ``2**(2**k)`` form a field of that order under nim
addition (xor) and nim multiplication. Every non-zero element has an
inverse; every element has exactly one square root.

>>> nim_sum(3, 5), nim_product(2, 3), nim_inverse(2), nim_divide(1, 3)
(6, 1, 3, 2)
>>> nim_product(3, nim_divide(5, 3))
5
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import xor

from cgt.core.memo import cached
from cgt.errors import CGTError, shown

__all__ = [
    "NimDivisionByZero",
    "mex",
    "nim_divide",
    "nim_inverse",
    "nim_power",
    "nim_product",
    "nim_sqrt",
    "nim_sum",
]


def mex(values: Iterable[int]) -> int:
    """The minimum excluded value: the least non-negative integer not among ``values``.

    >>> mex([0, 1, 3]), mex([]), mex([1, 2])
    (2, 0, 0)
    """
    seen = set(values)
    n = 0
    while n in seen:
        n += 1
    return n


def nim_sum(*values: int) -> int:
    """Nim addition: bitwise exclusive or.

    >>> nim_sum(1, 3, 5, 7), nim_sum(3, 4, 5)
    (0, 2)
    """
    return reduce(xor, (_check(v) for v in values), 0)


def nim_product(a: int, b: int) -> int:
    """Conway's nim multiplication of non-negative integers.

    Fermat 2-powers ``F = 2**(2**k)`` multiply as ordinary numbers with
    smaller ones and square to ``3F/2``; everything else follows by
    distributivity over nim addition.

    >>> nim_product(2, 2), nim_product(2, 3), nim_product(4, 4), nim_product(16, 16)
    (3, 1, 6, 24)
    """
    return _product(_check(a), _check(b))


@cached("nim products", 1 << 16)
def _product(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    # Split both at the largest Fermat 2-power F <= max(a, b): x = x1.F + x0.
    bits = max(a, b).bit_length()
    half = 1
    while 2 * half < bits:
        half *= 2
    fermat = 1 << half
    a1, a0 = a >> half, a & (fermat - 1)
    b1, b0 = b >> half, b & (fermat - 1)
    high = _product(a1, b1)
    middle = _product(a1, b0) ^ _product(a0, b1)
    low = _product(a0, b0)
    # (a1 F + a0)(b1 F + b0) = a1b1 F^2 + (a1b0 + a0b1) F + a0b0, with F^2 = F + F/2.
    return ((high ^ middle) << half) ^ _product(high, fermat >> 1) ^ low


class NimDivisionByZero(CGTError, ZeroDivisionError):
    """Division by the nimber 0."""


def nim_power(a: int, exponent: int) -> int:
    """``a`` nim-multiplied by itself ``exponent`` times (``a**0 = 1``).

    >>> nim_power(2, 2), nim_power(2, 3), nim_power(16, 2)
    (3, 1, 24)
    """
    _check(a)
    if not isinstance(exponent, int) or isinstance(exponent, bool) or exponent < 0:
        raise CGTError(f"exponent {shown(exponent)} is not a non-negative integer")
    result = 1
    while exponent:
        if exponent & 1:
            result = nim_product(result, a)
        a = nim_product(a, a)
        exponent >>= 1
    return result


def nim_inverse(a: int) -> int:
    """The nim-multiplicative inverse of ``a > 0``.

    Recursively over the tower of quadratic extensions: with ``F`` the
    largest Fermat 2-power not above ``a``, ``a = a1·F + a0`` where ``F``
    satisfies ``F² = F + F/2`` over the smaller field; multiplying by the
    conjugate ``a1·F + a1 + a0`` leaves the norm ``a1²·(F/2) + a1·a0 + a0²``
    of the smaller field.

    >>> [nim_inverse(a) for a in range(1, 8)]
    [1, 3, 2, 15, 12, 9, 11]
    """
    if _check(a) == 0:
        raise NimDivisionByZero("the nimber 0 has no inverse")
    return _inverse(a)


def _inverse(a: int) -> int:
    if a < 2:
        return a
    half = _fermat_bits(a)
    a1, a0 = a >> half, a & ((1 << half) - 1)
    if a1 == 0:
        return _inverse(a0)
    f_half = 1 << (half - 1)
    norm = nim_product(nim_product(a1, a1), f_half) ^ nim_product(a1, a0) ^ nim_product(a0, a0)
    inverse_norm = _inverse(norm)
    return ((nim_product(a1, inverse_norm)) << half) ^ nim_product(a1 ^ a0, inverse_norm)


def nim_divide(a: int, b: int) -> int:
    """The nim quotient ``a / b``: the ``x`` with ``nim_product(x, b) == a``.

    >>> nim_divide(6, 4), nim_product(nim_divide(6, 4), 4)
    (4, 6)
    """
    _check(a)
    return nim_product(a, nim_inverse(b))


def nim_sqrt(a: int) -> int:
    """The nim square root: the ``x`` with ``nim_product(x, x) == a``.

    Squaring is a field automorphism in characteristic 2 (Frobenius), so in a
    field of order ``2**m`` the root is ``a**(2**(m-1))``.

    >>> nim_sqrt(3), nim_sqrt(6), nim_product(nim_sqrt(10), nim_sqrt(10))
    (2, 4, 10)
    """
    if _check(a) < 2:
        return a
    bits = 1 << _field_level(a)  # the field of order 2**bits holds a
    root = a
    for _ in range(bits - 1):
        root = nim_product(root, root)
    return root


def _check(v: object) -> int:
    """``v`` if it is a non-negative integer (not a bool); a CGTError naming it if not."""
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise CGTError(f"{shown(v)} is not a non-negative integer")
    return v


def _field_level(a: int) -> int:
    """The least ``k`` with ``a < 2**(2**k)``."""
    level = 0
    while a >> (1 << level):
        level += 1
    return level


def _fermat_bits(a: int) -> int:
    """``log2 F`` for the largest Fermat 2-power ``F = 2**(2**j) <= a`` (``a >= 2``)."""
    return 1 << (_field_level(a) - 1)

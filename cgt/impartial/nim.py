"""Impartial arithmetic: mex, nim sum, nim product (Conway, *ONAG*, ch. 6)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache, reduce
from operator import xor

from cgt.errors import CGTError, shown

__all__ = ["mex", "nim_product", "nim_sum"]


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


def _check(v: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise CGTError(f"{shown(v)} is not a non-negative integer")
    return v


@lru_cache(maxsize=1 << 16)
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

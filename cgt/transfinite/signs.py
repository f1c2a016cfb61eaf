"""Sign expansions of the surreal numbers ``Σ ω^α_i·r_i`` with ordinal
exponents ``α_i`` and dyadic coefficients ``r_i`` (Gonshor, *An
Introduction to the Theory of Surreal Numbers*, ch. 5), and the simplest
number between two of them.

A sign expansion is kept as its runs: ``(sign, length)`` pairs, ``sign``
``+1`` or ``-1``, ``length`` a non-zero ordinal (a :class:`CNF`), and
neighbouring runs of opposite signs. For an ordinal ``α`` the expansion of
``ω^α·r`` is that of the dyadic ``r`` with each sign repeated ``ω^α``
times (Gonshor, Theorem 5.11, where the exponent's expansion is all
pluses), and the expansion of a sum with decreasing exponents is the
concatenation of its terms' (Theorem 5.12). So ``ω - 1`` is ``+^ω -``,
``ω/2`` is ``+^ω -^ω`` and ``ω^2 - ω + 1/2`` is ``+^(ω^2) -^ω + -``.

Surreal numbers compare as their expansions do lexicographically (``-`` below
the end below ``+``), and ``x`` is simpler than ``y`` when its expansion is a
proper prefix of ``y``'s (Gonshor, Theorems 2.3 and 2.4): the simplest
number between two numbers is found on their expansions alone.

>>> from fractions import Fraction
>>> show(expansion([(CNF.integer(1), Fraction(1, 2))]))
'+^ω -^ω'
>>> show(simplest_between(expansion([(CNF.integer(1), Fraction(1))]), None))
'+^(ω+1)'
"""

from __future__ import annotations

from fractions import Fraction

from cgt.errors import CGTError
from cgt.transfinite.cnf import CNF

__all__ = ["Run", "cantor_sum", "dyadic_signs", "expansion", "show", "simplest_between",
           "terms_of"]

#: A run of equal signs: (+1 or -1, its non-zero ordinal length).
Run = tuple[int, CNF]
Runs = tuple[Run, ...]

_ONE = CNF.integer(1)


def cantor_sum(a: CNF, b: CNF) -> CNF:
    """The ordinal (Cantor) sum ``a + b``: the terms of ``a`` below the
    leading exponent of ``b`` are absorbed.

    >>> str(cantor_sum(CNF.integer(1), CNF.omega())), str(cantor_sum(CNF.omega(), _ONE))
    ('ω', 'ω+1')
    """
    if not b.terms:
        return a
    lead, coefficient = b.terms[0]
    kept = [(e, c) for e, c in a.terms if e.key > lead.key]
    same = sum(c for e, c in a.terms if e == lead)
    return CNF.from_terms([*kept, (lead, same + coefficient), *b.terms[1:]])


def dyadic_signs(r: Fraction) -> list[int]:
    """The signs of a dyadic rational (Conway, *ONAG*, ch. 3).

    >>> dyadic_signs(Fraction(3, 4)), dyadic_signs(Fraction(-3, 2))
    ([1, -1, 1], [-1, -1, 1])
    """
    if r.denominator & (r.denominator - 1):
        raise CGTError(f"{r} is not dyadic: its sign expansion is infinite")
    signs: list[int] = []
    x, low, high = Fraction(0), None, None
    while x != r:
        if r > x:
            low, sign = x, 1
            x = x + 1 if high is None else (x + high) / 2
        else:
            high, sign = x, -1
            x = x - 1 if low is None else (low + x) / 2
        signs.append(sign)
    return signs


def _dyadic_value(signs: list[int]) -> Fraction:
    x, low, high = Fraction(0), None, None
    for sign in signs:
        if sign > 0:
            low = x
            x = x + 1 if high is None else (x + high) / 2
        else:
            high = x
            x = x - 1 if low is None else (low + x) / 2
    return x


def _appended(runs: Runs, sign: int, length: CNF) -> Runs:
    if runs and runs[-1][0] == sign:
        return (*runs[:-1], (sign, cantor_sum(runs[-1][1], length)))
    return (*runs, (sign, length))


def expansion(terms: list[tuple[CNF, Fraction]]) -> Runs:
    """The runs of ``Σ ω^α·r`` over ``terms`` (``(α, r)``, ordinal ``α``
    decreasing, dyadic ``r ≠ 0``)."""
    runs: Runs = ()
    for exponent, r in terms:
        block = exponent.omega_power()
        for sign in dyadic_signs(r):
            runs = _appended(runs, sign, block)
    return runs


def terms_of(runs: Runs) -> list[tuple[CNF, Fraction]]:
    """The terms ``(α, r)`` of the number whose expansion is ``runs``; a
    CGTError when it is no ``Σ ω^α·r`` with ordinal exponents (as ``+ -^ω``,
    which is ``1/ω``).

    >>> [(str(e), str(r)) for e, r in terms_of(((1, CNF.omega()), (-1, _ONE)))]
    [('1', '1'), ('0', '-1')]
    """
    groups: list[tuple[CNF, list[int]]] = []
    for sign, length in runs:
        for exponent, count in length.terms:
            if groups and groups[-1][0] == exponent:
                groups[-1][1].extend([sign] * count)
            elif groups and exponent.key > groups[-1][0].key:
                raise CGTError(f"the sign expansion {show(runs)} is not supported: after "
                               f"signs repeated ω^{groups[-1][0]} times come signs repeated "
                               f"ω^{exponent} times (only Σ ω^α·r with ordinal α)")
            else:
                groups.append((exponent, [sign] * count))
    return [(exponent, _dyadic_value(signs)) for exponent, signs in groups]


def simplest_between(low: Runs | None, high: Runs | None) -> Runs:
    """The expansion of the simplest number strictly between ``low`` and
    ``high`` (None: no bound on that side); ``low`` must be below ``high``.

    >>> show(simplest_between(((1, _ONE),), ((1, CNF.integer(2)),)))
    '+^2 -'
    """
    if low is None and high is None:
        return ()
    if high is None:
        assert low is not None
        return _simplest_above(low)
    if low is None:
        return _negated(_simplest_above(_negated(high)))
    i = 0
    prefix: Runs = ()
    while i < len(low) and i < len(high) and low[i] == high[i]:
        prefix = (*prefix, low[i])
        i += 1
    if i < len(low) and i < len(high):
        (s, length_low), (t, length_high) = low[i], high[i]
        if s != t:
            return prefix  # low goes on with -, high with +
        shorter = length_low if length_low.key < length_high.key else length_high
        prefix = (*prefix, (s, shorter))
        # with low < high, a run of + ends first in low, a run of - in high
        ends, goes_on = (low, high) if s > 0 else (high, low)
        if i + 1 < len(ends):
            return prefix  # the one that ended turns; the other goes on: prefix is between
        return _just_beyond(prefix, shorter, goes_on[i:])
    if i == len(low):  # low is the common prefix: follow high just above it
        return _just_beyond(prefix, CNF.integer(0), high[i:])
    return _just_beyond(prefix, CNF.integer(0), low[i:])


def _just_beyond(prefix: Runs, consumed: CNF, rest: Runs) -> Runs:
    """The simplest number strictly between ``prefix`` and the longer
    expansion ``prefix`` ⧺ (its run ``rest[0]`` less the ``consumed`` part
    already in ``prefix``) ⧺ ``rest[1:]``, on the side of ``rest[0]``'s sign."""
    sign, length = rest[0]
    out = _appended(prefix, sign, _ONE)
    if cantor_sum(consumed, _ONE) != length:
        return out  # the longer one goes on with the same sign
    if len(rest) == 1:
        return _appended(out, -sign, _ONE)
    turn, turn_length = rest[1]
    if len(rest) > 2:
        return _appended(out, turn, turn_length)
    return _appended(out, turn, cantor_sum(turn_length, _ONE))


def _simplest_above(low: Runs) -> Runs:
    if not low:
        return ((1, _ONE),)
    sign, length = low[0]
    if sign < 0:
        return ()
    return ((1, cantor_sum(length, _ONE)),) if len(low) == 1 else ((1, length),)


def _negated(runs: Runs) -> Runs:
    return tuple((-sign, length) for sign, length in runs)


def show(runs: Runs) -> str:
    """``+^ω -^2 +`` for the runs ``((1, ω), (-1, 2), (1, 1))``; ``0`` for none."""
    def one(sign: int, length: CNF) -> str:
        mark = "+" if sign > 0 else "-"
        if length == _ONE:
            return mark
        text = str(length)
        return f"{mark}^{text}" if text.isalnum() else f"{mark}^({text})"
    return " ".join(one(s, n) for s, n in runs) or "0"

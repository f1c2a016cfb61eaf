"""Cantor normal forms: the ring of generalized ordinals below epsilon_0.

A :class:`CNF` is a finite sum ``c_1·ω^α_1 + ... + c_k·ω^α_k`` with
non-zero integer coefficients and ordinal exponents ``α_1 > ... > α_k``
(themselves Cantor normal forms with positive coefficients). With positive
coefficients it is an ordinal; with any integers, a difference of two
ordinals (CGSuite's ``GeneralizedOrdinal``). Addition and multiplication
are Hessenberg's natural sum and product, which make these sums a
commutative ring: each is the polynomial ring over the integers in the
variables ``ω^(ω^β)`` (Conway, *ONAG*, ch. 3; Siegel, *Combinatorial Game
Theory*, VIII.1).

This module is the ring and its printing; the field of fractions
(:mod:`cgt.transfinite.surreal`) and nim arithmetic
(:mod:`cgt.transfinite.lenstra`) are built on it.

>>> w = CNF.omega()
>>> str(w * w + w * CNF.integer(3) - CNF.integer(5))
'ω^2+ω×3-5'
>>> (w + CNF.integer(5)).sign, (CNF.integer(5) - w).sign
(1, -1)
"""

from __future__ import annotations

from typing import Final

__all__ = ["CNF", "ONE", "ZERO"]

#: One term: (exponent, coefficient).
Term = tuple["CNF", int]


class CNF:
    """A Cantor normal form with integer coefficients (immutable, hashable).

    ``terms`` is a tuple of ``(exponent, coefficient)`` pairs, exponents
    strictly decreasing, coefficients non-zero; the empty tuple is 0.
    """

    __slots__ = ("_hash", "_key", "terms")

    terms: tuple[Term, ...]
    _key: tuple[object, ...] | None
    _hash: int

    def __init__(self, terms: tuple[Term, ...]) -> None:
        self.terms = terms
        self._key = None
        if len(terms) == 1 and not terms[0][0].terms:
            self._hash = hash(terms[0][1])  # an integer hashes as the int it equals
        elif not terms:
            self._hash = 0
        else:
            self._hash = hash(terms)

    # -- makers ---------------------------------------------------------------

    @staticmethod
    def integer(n: int) -> CNF:
        """The integer ``n`` as a Cantor normal form."""
        if n == 1:
            return ONE  # the usual denominator: kept one object, so ``is`` finds it
        return CNF(((ZERO, n),)) if n else ZERO

    @staticmethod
    def omega() -> CNF:
        """``ω``."""
        return OMEGA

    @staticmethod
    def from_terms(terms: list[Term]) -> CNF:
        """The sum of the terms ``coefficient·ω^exponent``, in any order, equal
        exponents merged and zero coefficients dropped."""
        merged: dict[CNF, int] = {}
        for exponent, coefficient in terms:
            merged[exponent] = merged.get(exponent, 0) + coefficient
        kept = [(e, c) for e, c in merged.items() if c]
        kept.sort(key=lambda t: t[0].key, reverse=True)
        return CNF(tuple(kept))

    def omega_power(self) -> CNF:
        """``ω^self`` for an ordinal ``self``."""
        return CNF(((self, 1),))

    # -- facts ----------------------------------------------------------------

    @property
    def key(self) -> tuple[object, ...]:
        """A sort key that orders ordinals as ordinals: the terms' (exponent
        key, coefficient) pairs, compared lexicographically, as Cantor normal
        forms compare (a proper prefix is smaller). Only for ordinals: a
        negative coefficient breaks it (use :attr:`sign` of a difference)."""
        key = self._key
        if key is None:
            key = self._key = tuple([(e.key, c) for e, c in self.terms])
        return key

    @property
    def is_ordinal(self) -> bool:
        """True when every coefficient is positive (0 included)."""
        return all(c > 0 for _, c in self.terms)

    @property
    def is_integer(self) -> bool:
        """True for a finite integer (no term with a non-zero exponent)."""
        terms = self.terms
        return not terms or (len(terms) == 1 and not terms[0][0].terms)

    @property
    def integer_value(self) -> int:
        """The integer this form equals (only for :attr:`is_integer`)."""
        return self.terms[0][1] if self.terms else 0

    @property
    def sign(self) -> int:
        """1, 0 or -1: the sign of the leading coefficient, which decides the
        sign of the whole sum (every term dwarfs all terms below it)."""
        terms = self.terms
        if not terms:
            return 0
        return 1 if terms[0][1] > 0 else -1

    @property
    def content(self) -> int:
        """The gcd of the coefficients (0 for 0)."""
        from math import gcd

        g = 0
        for _, c in self.terms:
            g = gcd(g, c)
        return g

    # -- ring -----------------------------------------------------------------

    def __add__(self, other: CNF) -> CNF:
        if not other.terms:
            return self
        if not self.terms:
            return other
        return _merge(self.terms, other.terms, 1)

    def __sub__(self, other: CNF) -> CNF:
        if not other.terms:
            return self
        return _merge(self.terms, other.terms, -1)

    def __neg__(self) -> CNF:
        return CNF(tuple([(e, -c) for e, c in self.terms]))

    def __mul__(self, other: CNF) -> CNF:
        a, b = self.terms, other.terms
        if not a or not b:
            return ZERO
        if len(b) == 1 and not b[0][0].terms:  # times an integer
            k = b[0][1]
            return self if k == 1 else CNF(tuple([(e, c * k) for e, c in a]))
        if len(a) == 1 and not a[0][0].terms:
            return other * self
        products: list[Term] = []
        for ea, ca in a:
            for eb, cb in b:
                products.append((ea + eb, ca * cb))
        return CNF.from_terms(products)

    def scaled_down(self, k: int) -> CNF:
        """Every coefficient divided exactly by ``k``."""
        return CNF(tuple([(e, c // k) for e, c in self.terms]))

    # -- order and identity -----------------------------------------------------

    def compare(self, other: CNF) -> int:
        """-1, 0 or 1 as ``self`` is below, equal to or above ``other``."""
        return (self - other).sign

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CNF):
            return NotImplemented
        return self is other or self.terms == other.terms

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"CNF({str(self)!r})"

    # -- text -----------------------------------------------------------------

    def __str__(self) -> str:
        """CGSuite's plain-text output: ``ω^(ω^2+ω)-ω^20×9+ω×3``."""
        if not self.terms:
            return "0"
        parts: list[str] = []
        for index, (exponent, coefficient) in enumerate(self.terms):
            if coefficient < 0:
                parts.append("-")
            elif index:
                parts.append("+")
            size = abs(coefficient)
            if not exponent.terms:
                parts.append(str(size))
                continue
            parts.append("ω")
            if exponent != ONE:
                parts.append("^")
                head_exponent, head_coefficient = exponent.terms[0]
                # CGSuite brackets an exponent of several terms, or one term
                # with a coefficient other than 1 (ω^(ω×4), but ω^ω^2, ω^19).
                bracket = len(exponent.terms) > 1 or (
                    head_coefficient != 1 and bool(head_exponent.terms))
                parts.append(f"({exponent})" if bracket else str(exponent))
            if size != 1:
                parts.append(f"×{size}")
        return "".join(parts)


def _merge(a: tuple[Term, ...], b: tuple[Term, ...], sign: int) -> CNF:
    """``a + sign·b`` for two term tuples in decreasing order (one merge)."""
    out: list[Term] = []
    i = j = 0
    while i < len(a) and j < len(b):
        ea, ca = a[i]
        eb, cb = b[j]
        if ea is eb or ea == eb:
            c = ca + sign * cb
            if c:
                out.append((ea, c))
            i += 1
            j += 1
        elif ea.key > eb.key:
            out.append(a[i])
            i += 1
        else:
            out.append((eb, sign * cb))
            j += 1
    out.extend(a[i:])
    out.extend([(e, sign * c) for e, c in b[j:]])
    return CNF(tuple(out))


ZERO: Final = CNF(())
ONE: Final = CNF(((ZERO, 1),))
OMEGA: Final = CNF(((ONE, 1),))

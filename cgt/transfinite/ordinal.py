"""Ordinals below ε₀ with Cantor's (ordinal) sum and product.

An :class:`Ordinal` adds and multiplies as ordinals do: not commutatively,
``1 + ω = ω`` but ``ω + 1 > ω``, ``2·ω = ω`` but ``ω·2 = ω + ω`` (Siegel,
*Combinatorial Game Theory*, VIII.1; Conway, *ONAG*, ch. 3). Hessenberg's
natural sum and product, the commutative ones that CGSuite's
``GeneralizedOrdinal`` and the surreal numbers use, are
:meth:`Ordinal.natural_sum` and :meth:`Ordinal.natural_product`.

>>> w = Ordinal(omega)
>>> 1 + w, w + 1, 2 * w, w * 2, (w + 1) * (w + 1)
(cgt.ordinal('ω'), cgt.ordinal('ω+1'), cgt.ordinal('ω'), cgt.ordinal('ω×2'), cgt.ordinal('ω^2+ω+1'))
>>> (w + 1).natural_product(w + 1)
cgt.ordinal('ω^2+ω×2+1')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from cgt.core.slots import Displayed
from cgt.errors import CGTError, shown
from cgt.transfinite.cnf import CNF, ZERO
from cgt.transfinite.surreal import GeneralizedOrdinal, SurrealNumber, omega

__all__ = ["Ordinal"]


class Ordinal(Displayed):
    """An ordinal below ε₀ in Cantor normal form (immutable, hashable; equal
    to the ``int`` or :class:`GeneralizedOrdinal` of the same value).

    The error names the value (the end of its message is elided here):

    >>> Ordinal(omega - 1)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: ω-1 is not an ordinal (expected a non-negative int or an ordinal ...)
    """

    __slots__ = ("_cnf",)

    _cnf: CNF

    def __init__(self, value: object = 0) -> None:
        self._cnf = _cnf(value)

    @staticmethod
    def _of(form: CNF) -> Ordinal:
        made: Ordinal = object.__new__(Ordinal)
        made._cnf = form
        return made

    @property
    def surreal(self) -> GeneralizedOrdinal:
        """The same ordinal as a surreal number."""
        return GeneralizedOrdinal._of(self._cnf)

    # -- Cantor's operations (not commutative: the reflected ones swap) ----------------

    def __add__(self, other: object) -> Ordinal:
        return _cantor(_cantor_sum, self, other, False)

    def __radd__(self, other: object) -> Ordinal:
        return _cantor(_cantor_sum, self, other, True)

    def __mul__(self, other: object) -> Ordinal:
        return _cantor(_cantor_product, self, other, False)

    def __rmul__(self, other: object) -> Ordinal:
        return _cantor(_cantor_product, self, other, True)

    # -- Hessenberg's operations ------------------------------------------------------

    def natural_sum(self, other: object) -> Ordinal:
        """Hessenberg's natural sum: the terms of both, merged."""
        return Ordinal._of(self._cnf + _cnf(other))

    def natural_product(self, other: object) -> Ordinal:
        """Hessenberg's natural product: term by term, exponents added naturally."""
        return Ordinal._of(self._cnf * _cnf(other))

    # -- order and identity -------------------------------------------------------------

    def _compare(self, other: object) -> int | None:
        if not _is_ordinal_operand(other) and not isinstance(other, SurrealNumber):
            return None
        if isinstance(other, SurrealNumber):
            return (self.surreal > other) - (self.surreal < other)
        return self._cnf.compare(_cnf(other))

    def __lt__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c >= 0

    def __eq__(self, other: object) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c == 0

    def __hash__(self) -> int:
        return hash(self.surreal)

    def __str__(self) -> str:
        return str(self._cnf)

    def __repr__(self) -> str:
        return f"cgt.ordinal({str(self)!r})"


def _cantor(operation: Callable[[CNF, CNF], CNF], x: Ordinal, other: object,
            reflected: bool) -> Ordinal:
    """``x op other`` (``other op x`` when reflected); NotImplemented for an
    operand that is no ordinal type."""
    if not _is_ordinal_operand(other):
        return NotImplemented
    y = _cnf(other)
    return Ordinal._of(operation(y, x._cnf) if reflected else operation(x._cnf, y))


def _is_ordinal_operand(value: object) -> bool:
    return (isinstance(value, (Ordinal, GeneralizedOrdinal))
            or (isinstance(value, int) and not isinstance(value, bool)))


def _cnf(value: object) -> CNF:
    if isinstance(value, Ordinal):
        return value._cnf
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return CNF.integer(value)
    if isinstance(value, GeneralizedOrdinal) and value.is_ordinal:
        return value.cnf
    raise CGTError(f"{value if isinstance(value, SurrealNumber) else shown(value)} is not an "
                   "ordinal (expected a non-negative int or an ordinal GeneralizedOrdinal)")


def _cantor_sum(x: CNF, y: CNF) -> CNF:
    """``x + y``: the terms of ``x`` below the leading power of ``y`` vanish."""
    if not y.terms:
        return x
    top_exponent, top_coefficient = y.terms[0]
    top = top_exponent.key
    kept = tuple([t for t in x.terms if t[0].key > top])
    same = [c for e, c in x.terms if e.key == top]
    head = (top_exponent, top_coefficient + same[0]) if same else y.terms[0]
    return CNF(kept + (head,) + y.terms[1:])


def _cantor_product(x: CNF, y: CNF) -> CNF:
    """``x · y``, by left distributivity over the terms of ``y``:
    ``x·ω^β = ω^(α_1 + β)`` for ``β > 0`` (``α_1`` the leading exponent of
    ``x``) and ``x·c = ω^α_1·(a_1·c) + the rest of x`` for finite ``c``."""
    if not x.terms or not y.terms:
        return ZERO
    lead_exponent, lead_coefficient = x.terms[0]
    total = ZERO
    for exponent, coefficient in y.terms:
        if exponent.terms:
            part = CNF(((_cantor_sum(lead_exponent, exponent), coefficient),))
        else:
            part = CNF(((lead_exponent, lead_coefficient * coefficient),) + x.terms[1:])
        total = _cantor_sum(total, part)
    return total


#: ω as an ordinal.
OMEGA: Final = Ordinal._of(omega.cnf)

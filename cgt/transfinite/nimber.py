"""Transfinite nimbers ``*α``: nim heaps of ordinal size (CGSuite 2.1's
``TransfiniteNimber``; Conway, *ONAG*, ch. 6).

Their disjunctive sum is the nim sum of the sizes, and their Conway product
is Lenstra's nim product (:mod:`cgt.transfinite.lenstra`); the finite ones
are ``cgt``'s nimbers ``*n``, and both operations agree with
:func:`cgt.nim_sum` and :func:`cgt.nim_product` there.

>>> from cgt.transfinite.surreal import omega
>>> a, b = TransfiniteNimber(omega), TransfiniteNimber(omega ** 2)
>>> print(a, a + TransfiniteNimber(5), a.conway_product(b))
*ω *(ω+5) *2
"""

from __future__ import annotations

from numbers import Rational

from cgt.core import form
from cgt.core.order import far_star_bound, less_equal
from cgt.core.outcome import Outcome
from cgt.core.slots import Displayed
from cgt.errors import CGTError, shown
from cgt.transfinite.surreal import GeneralizedOrdinal, SurrealNumber, _number_of_game

__all__ = ["TransfiniteNimber"]


class TransfiniteNimber(Displayed):
    """The nimber ``*α`` for an ordinal ``α`` below ε₀ (products only below
    ω^ω^ω). Immutable and hashable.

    >>> from cgt.transfinite.surreal import omega
    >>> TransfiniteNimber(omega - 1)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Nim value is not an ordinal: ω-1
    """

    __slots__ = ("_value",)

    _value: GeneralizedOrdinal

    def __init__(self, nim_value: object) -> None:
        if isinstance(nim_value, bool) or not isinstance(nim_value, (int, SurrealNumber)):
            raise CGTError(f"{shown(nim_value)} is not an ordinal (expected an int or a "
                           "GeneralizedOrdinal as the nim value)")
        value = GeneralizedOrdinal(nim_value) if isinstance(nim_value, int) else nim_value
        if not isinstance(value, GeneralizedOrdinal) or not value.is_ordinal:
            raise CGTError(f"Nim value is not an ordinal: {value}")
        self._value = value

    @property
    def nim_value(self) -> GeneralizedOrdinal:
        """The size ``α`` of the heap."""
        return self._value

    @property
    def outcome(self) -> Outcome:
        """P for ``*0``, N for every other nimber."""
        return Outcome.P if self._value == 0 else Outcome.N

    def __add__(self, other: object) -> TransfiniteNimber:
        o = _nimber_operand(other)
        if o is None:
            return NotImplemented
        return TransfiniteNimber(self._value.nim_sum(o._value))

    # every nimber is its own negative, and the sum commutes
    __radd__ = __sub__ = __rsub__ = __add__

    def __neg__(self) -> TransfiniteNimber:
        return self

    def conway_product(self, other: TransfiniteNimber) -> TransfiniteNimber:
        """The Conway product ``*α · *β = *(α ⊗ β)`` (CGSuite's ``ConwayProduct``;
        also ``*α * *β``)."""
        if not isinstance(other, TransfiniteNimber):
            raise CGTError(f"ConwayProduct needs two transfinite nimbers, not {shown(other)}")
        return TransfiniteNimber(self._value.nim_product(other._value))

    def __mul__(self, other: object) -> TransfiniteNimber:
        o = _nimber_operand(other)
        if o is None:
            return NotImplemented
        return self.conway_product(o)

    __rmul__ = __mul__

    def inverse(self) -> TransfiniteNimber:
        """The ``*β`` with ``*α * *β = *1``, for ``α ≠ 0`` below ω^ω^ω.

        >>> from cgt.transfinite.surreal import omega
        >>> x = TransfiniteNimber(omega + 1)
        >>> x.inverse(), x * x.inverse()
        (cgt.parse('*(ω^2×2+ω×2+2)'), cgt.parse('*'))
        """
        return TransfiniteNimber(self._value.nim_inverse())

    def power(self, n: int) -> TransfiniteNimber:
        """``*α`` to the ``n``-th power under the Conway product (CGSuite's
        ``NimExp`` of the nim value; a negative ``n`` through the inverse)."""
        return TransfiniteNimber(self._value.nim_power(n))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return False
        order = self._order(other)
        if order is None:
            return NotImplemented
        return order[0] and order[1]

    def __le__(self, other: object) -> bool:
        """The order of ``*α`` with a nimber, a number or a short game.

        ``*α <= *β`` exactly when ``α = β``: otherwise their difference
        ``*(α ⊕ β)`` is fuzzy, a win for whoever moves first (as for short
        nimbers). Every nimber lies below every positive number (surreal
        ones too) and above every negative one. With a short game ``G``, a
        transfinite ``*α`` is compared as ``*(b + 2)`` for ``G`` born on
        day ``b``: both are far stars for ``G``, which the far-star
        argument (:func:`cgt.core.order.far_star_bound`) carries over to
        ordinal sizes, so ``G + *α`` and ``G + *(b + 2)`` have one outcome
        (``*ω < ↑``, as ``*2 < ↑``).

        >>> import cgt
        >>> from cgt.transfinite.surreal import omega
        >>> a, b = TransfiniteNimber(omega), TransfiniteNimber(omega + 1)
        >>> a <= a, a >= a, a <= b, a < b, a > b
        (True, True, False, False, False)
        >>> a < 1, a > -omega, a <= 0, a >= 0, a < cgt.parse("^"), a <= cgt.parse("{1|*}")
        (True, True, False, False, True, True)
        """
        order = self._order(other)
        return NotImplemented if order is None else order[0]

    def __ge__(self, other: object) -> bool:
        order = self._order(other)
        return NotImplemented if order is None else order[1]

    def __lt__(self, other: object) -> bool:
        order = self._order(other)
        return NotImplemented if order is None else order[0] and not order[1]

    def __gt__(self, other: object) -> bool:
        order = self._order(other)
        return NotImplemented if order is None else order[1] and not order[0]

    def _order(self, other: object) -> tuple[bool, bool] | None:
        """``(self <= other, other <= self)``; None for a type left to Python."""
        if isinstance(other, TransfiniteNimber):
            same = self._value == other._value
            return same, same
        sign = _sign_of_number(other)
        if sign is not None:
            if sign == 0:
                zero = self._value == 0
                return zero, zero
            return sign > 0, sign < 0
        g = _form_of_game(other)
        if g is None:
            return None
        value = self._value
        size = int(value.as_fraction()) if value.is_rational else far_star_bound(g.birthday)
        star = form.nimber(size)
        return less_equal(star, g), less_equal(g, star)

    def __hash__(self) -> int:
        if self._value.is_rational:
            # as the short game *n it equals (a Game hashes as its form)
            return hash(form.nimber(int(self._value.as_fraction())))
        return hash(("*", self._value))

    def __str__(self) -> str:
        """CGSuite's output: ``*ω^2``, ``*(ω+5)``, ``*(ω×5)``; ``0``, ``*``,
        ``*3`` for the finite ones, as ``cgt`` prints them."""
        value = self._value
        if value.is_rational:
            n = int(value.as_fraction())
            return "0" if n == 0 else "*" if n == 1 else f"*{n}"
        terms = value.cnf.terms
        head_exponent, head_coefficient = terms[0]
        bracket = len(terms) > 1 or (bool(head_exponent.terms) and head_coefficient != 1)
        return f"*({value})" if bracket else f"*{value}"

    def __repr__(self) -> str:
        return f"cgt.parse({str(self)!r})"



def _sign_of_number(value: object) -> int | None:
    """The sign of a number: an int, a Rational, a surreal number or a short
    game that is a number (read as the surreal numbers read it); None for
    anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, SurrealNumber):
        return (value > 0) - (value < 0)
    if isinstance(value, Rational):
        numerator = int(value.numerator)  # the sign of a Rational is its numerator's
        return (numerator > 0) - (numerator < 0)
    try:
        number = _number_of_game(value)
    except CGTError:  # a short game that is no number: compared as a game
        return None
    return None if number is None else (number > 0) - (number < 0)


def _form_of_game(value: object) -> form.Form | None:
    """The core form of a short game (a ``cgt.Game``, read through its
    public ``form``); None for anything else."""
    made = getattr(type(value), "form", None)
    if not isinstance(made, property):
        return None
    g = value.form  # type: ignore[attr-defined]
    return g if isinstance(g, form.Form) else None


def _nimber_operand(value: object) -> TransfiniteNimber | None:
    """A transfinite nimber, or a short game ``*n`` (a ``cgt.Game``, read
    through its public ``is_nimber`` and ``nim_value``) as one; CGTError for a
    short game that is not a nimber, None for anything else."""
    if isinstance(value, TransfiniteNimber):
        return value
    is_nimber = getattr(type(value), "is_nimber", None)
    if not isinstance(is_nimber, property) or not hasattr(type(value), "nim_value"):
        return None
    if not value.is_nimber:  # type: ignore[attr-defined]
        raise CGTError(f"{value} is not a nimber: only nimbers mix with transfinite nimbers")
    return TransfiniteNimber(value.nim_value)  # type: ignore[attr-defined]

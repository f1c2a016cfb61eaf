"""Surreal numbers: the field of quotients of generalized ordinals below ε₀.

CGSuite 2.1's fragment of the surreal numbers (``SurrealNumber``,
``GeneralizedOrdinal``): every ``(α - β) / (γ - δ)`` with ordinals below
ε₀, kept in lowest terms, with the rationals (not only the dyadic ones) as
the finite part (Conway, *ONAG*, ch. 1–4). A :class:`GeneralizedOrdinal`
is one whose denominator is 1, and it also offers nim arithmetic
(:mod:`cgt.transfinite.lenstra`).

>>> w = omega
>>> w + 5, 5 - w, (w + 5) - w
(cgt.parse('ω+5'), cgt.parse('-ω+5'), cgt.parse('5'))
>>> print(1 / w, w ** w + 1 / (w + 1))
1/ω (ω^(ω+1)+ω^ω+1)/(ω+1)
>>> 1 / w < Fraction(1, 7) < (w + 7) / (w * 7) < Fraction(1, 4) < 1 < w
True
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational
from typing import Any, Final, Union

from cgt.core.dyadic import Dyadic
from cgt.core.outcome import Outcome
from cgt.core.slots import Displayed
from cgt.errors import CGTError, shown
from cgt.transfinite import lenstra, signs
from cgt.transfinite.cnf import CNF, ONE
from cgt.transfinite.lowest_terms import lowest_terms

__all__ = ["GeneralizedOrdinal", "SurrealNumber", "omega"]

Operand = Union["SurrealNumber", int, Fraction]

#: The largest integer power of a sum of several terms (its expansion grows
#: with the power; a single term's does not).
MAX_POWER: Final = 1000


class SurrealNumber(Displayed):
    """A surreal number ``numerator / denominator``, both generalized
    ordinals, in lowest terms (immutable, hashable; equal to the ``int`` or
    ``Fraction`` it may be).

    >>> SurrealNumber(3, 6), SurrealNumber(omega * 2, omega * omega * 4)
    (cgt.parse('1/2'), cgt.parse('1/(ω×2)'))
    """

    __slots__ = ("_den", "_num")

    _num: CNF
    _den: CNF

    def __new__(cls, numerator: Operand = 0, denominator: Operand = 1) -> SurrealNumber:
        n, d = _as_pair(numerator, "numerator"), _as_pair(denominator, "denominator")
        return make(n[0] * d[1], n[1] * d[0])

    # -- parts ------------------------------------------------------------------

    @property
    def numerator(self) -> GeneralizedOrdinal:
        """The numerator in lowest terms."""
        return _ordinal(self._num)

    @property
    def denominator(self) -> GeneralizedOrdinal:
        """The denominator in lowest terms (its leading coefficient positive)."""
        return _ordinal(self._den)

    @property
    def is_rational(self) -> bool:
        """True for a finite number (an ordinary rational)."""
        return self._num.is_integer and self._den.is_integer

    @property
    def is_ordinal(self) -> bool:
        """True for an ordinal (a generalized ordinal with positive coefficients)."""
        return self._den == ONE and self._num.is_ordinal

    def as_fraction(self) -> Fraction:
        """The rational number this is; CGTError for an infinite or infinitesimal one."""
        if not self.is_rational:
            raise CGTError(f"{self} is not a rational number")
        return Fraction(self._num.integer_value, self._den.integer_value)

    @property
    def sign(self) -> int:
        """1, 0 or -1."""
        return self._num.sign

    @property
    def outcome(self) -> Outcome:
        """L for a positive number, R for a negative one, P for 0."""
        return Outcome.L if self.sign > 0 else Outcome.R if self.sign < 0 else Outcome.P

    @property
    def birthday(self) -> GeneralizedOrdinal:
        """The birthday: a rational's (ω for a non-dyadic one) and a
        generalized ordinal's (``ω-5`` is born on day ``ω+5``), as CGSuite
        gives them; beyond CGSuite (which refuses the rest), the length of
        the sign expansion where it is computed (ONAG, ch. 3: ``ω/2`` is
        born on day ``ω×2``); CGTError otherwise (``1/ω``).

        >>> SurrealNumber(-3, 4).birthday, SurrealNumber(1, 3).birthday, (omega - 5).birthday
        (cgt.parse('3'), cgt.parse('ω'), cgt.parse('ω+5'))
        >>> (omega / 2).birthday, (omega + SurrealNumber(1, 2)).birthday
        (cgt.parse('ω×2'), cgt.parse('ω+2'))
        """
        if self.is_rational:
            d = self._den.integer_value
            if d & (d - 1):
                return omega
            day = Dyadic.from_value(self.as_fraction()).birthday
            return GeneralizedOrdinal._of(CNF.integer(day))
        try:
            runs = signs.expansion(_terms(self))
        except CGTError:
            raise CGTError(f"the birthday of {self} is not known here (only of rationals, "
                           "generalized ordinals and sums of ω^α·r with dyadic r)") from None
        total = CNF.integer(0)
        for _, length in runs:
            total = signs.cantor_sum(total, length)
        return GeneralizedOrdinal._of(total)

    @property
    def sign_expansion(self) -> tuple[tuple[int, GeneralizedOrdinal], ...]:
        """The sign expansion as its runs ``(sign, length)`` (``sign`` 1 or
        -1, ``length`` a non-zero ordinal): for the numbers ``Σ ω^α·r`` with
        ordinal exponents and dyadic coefficients (Gonshor, ch. 5), whose
        expansions are finite sequences of runs. CGTError otherwise (``1/3``
        and ``1/ω`` have other expansions, not computed here).

        >>> (omega - 1).sign_expansion
        ((1, cgt.parse('ω')), (-1, cgt.parse('1')))
        >>> print(signs.show(signs.expansion(_terms(omega / 2))))
        +^ω -^ω
        """
        runs = signs.expansion(_terms(self))
        return tuple((sign, GeneralizedOrdinal._of(length)) for sign, length in runs)

    @property
    def sign_expansion_text(self) -> str:
        """The sign expansion as text: ``+^ω -``, ``+ - +``; ``0`` for zero.

        >>> (omega ** 2 - omega + SurrealNumber(1, 2)).sign_expansion_text
        '+^(ω^2) -^ω + -'
        """
        return signs.show(signs.expansion(_terms(self)))

    @staticmethod
    def from_sign_expansion(runs: object) -> SurrealNumber:
        """The number with the sign expansion ``runs``: a text of ``+`` and
        ``-`` (``"+-+"``), or ``(sign, length)`` pairs as
        :attr:`sign_expansion` gives them (lengths ints or ordinals).

        >>> SurrealNumber.from_sign_expansion("+-+"), SurrealNumber.from_sign_expansion(
        ...     [(1, omega), (-1, omega)])
        (cgt.parse('3/4'), cgt.parse('ω/2'))
        """
        parsed = _runs(runs)
        total: SurrealNumber = GeneralizedOrdinal(0)
        for exponent, r in signs.terms_of(parsed):
            total = total + GeneralizedOrdinal._of(exponent.omega_power()) * r
        return total

    @staticmethod
    def simplest_between(left: list[SurrealNumber], right: list[SurrealNumber]) -> SurrealNumber:
        """``{left | right}``: the simplest number above every left option
        and below every right one (Conway, *ONAG*, Theorem 11); CGTError when
        some left option is not below every right one (then the form is no
        number), or a bound has no sign expansion here.

        >>> SurrealNumber.simplest_between([omega], []), SurrealNumber.simplest_between(
        ...     [omega - 1], [omega])
        (cgt.parse('ω+1'), cgt.parse('(ω×2-1)/2'))
        """
        low = max(left) if left else None
        high = min(right) if right else None
        if low is not None and high is not None and not low < high:
            raise CGTError(f"{{{low} | {high}}} is not a number: a left option is not "
                           "below every right option")
        runs = signs.simplest_between(None if low is None else signs.expansion(_terms(low)),
                                      None if high is None else signs.expansion(_terms(high)))
        return SurrealNumber.from_sign_expansion(
            [(sign, GeneralizedOrdinal._of(length)) for sign, length in runs])

    # -- arithmetic -------------------------------------------------------------------

    def __add__(self, other: object) -> SurrealNumber:
        o = _operand(other, "+")
        if o is None:
            return NotImplemented
        if self._den is ONE and o[1] is ONE:
            return GeneralizedOrdinal._of(self._num + o[0])
        return make(self._num * o[1] + self._den * o[0], self._den * o[1])

    __radd__ = __add__

    def __sub__(self, other: object) -> SurrealNumber:
        o = _operand(other, "-")
        if o is None:
            return NotImplemented
        return make(self._num * o[1] - self._den * o[0], self._den * o[1])

    def __rsub__(self, other: object) -> SurrealNumber:
        return -self + other

    def __mul__(self, other: object) -> SurrealNumber:
        o = _operand(other, "*")
        if o is None:
            return NotImplemented
        return make(self._num * o[0], self._den * o[1])

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> SurrealNumber:
        o = _operand(other, "/")
        if o is None:
            return NotImplemented
        return make(self._num * o[1], self._den * o[0])

    def __rtruediv__(self, other: object) -> SurrealNumber:
        return self.reciprocal() * other

    def __neg__(self) -> SurrealNumber:
        return _made(-self._num, self._den)

    def __pos__(self) -> SurrealNumber:
        return self

    def __abs__(self) -> SurrealNumber:
        return -self if self.sign < 0 else self

    def reciprocal(self) -> SurrealNumber:
        """``1/self``; CGTError for 0."""
        return make(self._den, self._num)

    def __pow__(self, exponent: object) -> SurrealNumber:
        """``x ** n`` for an integer ``n``; ``omega ** x`` is ω to the power of
        a generalized ordinal ``x`` (CGSuite's ``omega^x``)."""
        if isinstance(exponent, int) and not isinstance(exponent, bool):
            single = len(self._num.terms) <= 1 and len(self._den.terms) <= 1
            if abs(exponent) > MAX_POWER and not single:
                raise CGTError(f"({self})^{exponent}: a power above {MAX_POWER} of a sum of "
                               "several terms is refused (its expansion is too long)")
            result: SurrealNumber = _ordinal(ONE)
            base = self if exponent >= 0 else self.reciprocal()
            for _ in range(abs(exponent)):
                result = result * base
            return result
        if self == omega and isinstance(exponent, SurrealNumber):
            return exponent.omega_power()
        raise CGTError(f"cannot raise {self} to the power {shown(exponent)} (expected an "
                       "integer exponent, or ω to a generalized ordinal)")

    def omega_power(self) -> SurrealNumber:
        """``ω^self`` for a generalized ordinal ``α - β``: ``ω^α / ω^β``."""
        if self._den != ONE:
            raise CGTError(f"ω^{self} is beyond this field (the exponent must be a "
                           "generalized ordinal)")
        up = CNF.from_terms([t for t in self._num.terms if t[1] > 0])
        down = CNF.from_terms([(e, -c) for e, c in self._num.terms if c < 0])
        return make(up.omega_power(), down.omega_power())

    # -- order ------------------------------------------------------------------------

    def _compare(self, other: object, op: str) -> int | None:
        o = _operand(other, op)
        if o is None:
            return None
        return (self._num * o[1] - self._den * o[0]).sign

    def __lt__(self, other: object) -> bool:
        c = self._compare(other, "<")
        return NotImplemented if c is None else c < 0

    def __le__(self, other: object) -> bool:
        c = self._compare(other, "<=")
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: object) -> bool:
        c = self._compare(other, ">")
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: object) -> bool:
        c = self._compare(other, ">=")
        return NotImplemented if c is None else c >= 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return False
        try:
            o = _operand(other, "==")
        except CGTError:
            return False  # a game that is no number equals no surreal number
        if o is None:
            return NotImplemented
        return self._num == o[0] and self._den == o[1]

    def __reduce__(self) -> tuple[object, tuple[CNF, CNF]]:
        return make, (self._num, self._den)

    def __hash__(self) -> int:
        if self.is_rational:
            return hash(self.as_fraction())  # as the int or Fraction it equals
        return hash((self._num, self._den))

    def __bool__(self) -> bool:
        return bool(self._num.terms)

    # -- text -------------------------------------------------------------------------

    def __str__(self) -> str:
        """CGSuite's output: ``1/ω``, ``(ω+7)/ω×7``, ``-1/7``."""
        n, d = self._num, self._den
        if d == ONE:
            return str(n)
        top = f"({n})" if len(n.terms) > 1 else str(n)
        bottom = f"({d})" if len(d.terms) > 1 else str(d)
        return f"{top}/{bottom}"

    def __repr__(self) -> str:
        # As __str__, with the denominator bracketed whenever it is more than
        # a number or ω, so that cgt.parse reads it back (ω×7 binds left).
        n, d = self._num, self._den
        text = str(self)
        if d != ONE and not d.is_integer and d != CNF.omega() and len(d.terms) == 1:
            text = f"{f'({n})' if len(n.terms) > 1 else n}/({d})"
        return f"cgt.parse({text!r})"


class GeneralizedOrdinal(SurrealNumber):
    """A difference of two ordinals below ε₀ (a surreal number whose
    denominator is 1), with natural sum and product, and, for ordinals
    below ω^ω^ω, Lenstra's nim arithmetic.

    >>> x = omega ** omega - 5 * omega ** 19 + omega ** 2 + 1
    >>> print(x, abs(x), x.birthday, x.sign, x.is_ordinal, x.outcome)
    ω^ω-ω^19×5+ω^2+1 ω^ω-ω^19×5+ω^2+1 ω^ω+ω^19×5+ω^2+1 1 False L
    """

    __slots__ = ()

    def __new__(cls, value: Operand = 0) -> GeneralizedOrdinal:
        made = SurrealNumber(value)
        if not isinstance(made, GeneralizedOrdinal):
            raise CGTError(f"{made} is not a generalized ordinal (its denominator is not 1)")
        return made

    @staticmethod
    def _of(form: CNF) -> GeneralizedOrdinal:
        made: GeneralizedOrdinal = object.__new__(GeneralizedOrdinal)
        made._num = form
        made._den = ONE
        return made

    @property
    def cnf(self) -> CNF:
        """The Cantor normal form."""
        return self._num

    @property
    def terms(self) -> tuple[tuple[GeneralizedOrdinal, int], ...]:
        """The ``(exponent, coefficient)`` pairs, exponents decreasing.

        >>> (omega ** 2 * 3 - 1).terms
        ((cgt.parse('2'), 3), (cgt.parse('0'), -1))
        """
        return tuple([(GeneralizedOrdinal._of(e), c) for e, c in self._num.terms])

    @property
    def birthday(self) -> GeneralizedOrdinal:
        return GeneralizedOrdinal._of(CNF(tuple([(e, abs(c)) for e, c in self._num.terms])))

    def nim_sum(self, other: object) -> GeneralizedOrdinal:
        """The nim sum (CGSuite's ``NimSum``) of two ordinals."""
        return GeneralizedOrdinal._of(lenstra.nim_sum(self._num, _cnf(other, "NimSum")))

    def nim_product(self, other: object) -> GeneralizedOrdinal:
        """Lenstra's nim product (CGSuite's ``NimProduct``) below ω^ω^ω.

        >>> omega.nim_product(omega), omega.nim_product(omega ** 2)
        (cgt.parse('ω^2'), cgt.parse('2'))
        """
        return GeneralizedOrdinal._of(lenstra.nim_product(self._num, _cnf(other, "NimProduct")))

    def nim_power(self, n: int) -> GeneralizedOrdinal:
        """``self`` to the nim power ``n`` (CGSuite's ``NimExp``; a negative
        ``n`` through the inverse).

        >>> (omega ** omega ** 13).nim_power(47)  # Lenstra's example
        cgt.parse('ω^ω^7+1')
        """
        if not isinstance(n, int) or isinstance(n, bool):
            raise CGTError(f"the exponent of NimExp must be an integer, not {shown(n)}")
        return GeneralizedOrdinal._of(lenstra.nim_power(self._num, n))

    def nim_inverse(self) -> GeneralizedOrdinal:
        """The nim-multiplicative inverse of a non-zero ordinal below ω^ω^ω."""
        return GeneralizedOrdinal._of(lenstra.nim_inverse(self._num))


def make(numerator: CNF, denominator: CNF) -> SurrealNumber:
    """The surreal number ``numerator / denominator`` in lowest terms."""
    if not denominator.terms:
        raise CGTError(f"division by zero: {numerator}/0")
    if denominator == ONE:
        return GeneralizedOrdinal._of(numerator)
    return _made(*lowest_terms(numerator, denominator))


def _made(n: CNF, d: CNF) -> SurrealNumber:
    if d == ONE:
        return GeneralizedOrdinal._of(n)
    made: SurrealNumber = object.__new__(SurrealNumber)
    made._num = n
    made._den = d
    return made


def _ordinal(form: CNF) -> GeneralizedOrdinal:
    return GeneralizedOrdinal._of(form)


def _operand(value: object, op: str) -> tuple[CNF, CNF] | None:
    """``(numerator, denominator)`` of a surreal, an int, a Rational, or a
    Game that is a number; None for other types (left to Python)."""
    if isinstance(value, SurrealNumber):
        return value._num, value._den
    if isinstance(value, Rational) and not isinstance(value, bool):
        f = Fraction(int(value.numerator), int(value.denominator))
        return CNF.integer(f.numerator), CNF.integer(f.denominator)
    number = _number_of_game(value)
    if number is not None:
        return CNF.integer(number.numerator), CNF.integer(number.denominator)
    if isinstance(value, str):
        raise TypeError(f"unsupported operand for {op}: a surreal number and the text "
                        f"{shown(value)} (write cgt.parse({shown(value)}))")
    return None


def _number_of_game(value: object) -> Fraction | None:
    """The number a short game (a ``cgt.Game``, read through its public
    ``is_number`` and ``number``) equals; CGTError for a game that is not a
    number, None for anything that is not a game."""
    is_number: Any = getattr(type(value), "is_number", None)
    if not isinstance(is_number, property) or not hasattr(type(value), "number"):
        return None
    if not value.is_number:  # type: ignore[attr-defined]
        raise CGTError(f"{value} is not a number: only numbers mix with surreal numbers")
    number: Fraction = value.number  # type: ignore[attr-defined]
    return number


def _as_pair(value: object, role: str) -> tuple[CNF, CNF]:
    if isinstance(value, str):
        raise CGTError(f"the text {shown(value)} is not a number here: read it with "
                       f"cgt.parse({shown(value)})")
    pair = _operand(value, role)
    if pair is None:
        raise CGTError(f"{shown(value)} is not a number (expected a surreal number, an int "
                       f"or a Fraction as the {role})")
    return pair


def _terms(x: SurrealNumber) -> list[tuple[CNF, Fraction]]:
    """``x`` as ``Σ ω^α·r`` (ordinal α decreasing, dyadic r); CGTError when
    its denominator is no power of 2."""
    d = x._den
    if not d.is_integer or d.integer_value & (d.integer_value - 1):
        raise CGTError(f"the sign expansion of {x} is not computed here (only for sums of "
                       "ω^α·r with ordinal α and dyadic r)")
    return [(e, Fraction(c, d.integer_value)) for e, c in x._num.terms]


def _runs(value: object) -> tuple[signs.Run, ...]:
    """Runs from text of ``+``/``-`` or from (sign, length) pairs."""
    if isinstance(value, str):
        pairs: list[tuple[object, object]] = []
        for at, mark in enumerate(value):
            if mark not in "+-":
                raise CGTError(f"sign expansion {shown(value)}: expected + or - at position "
                               f"{at}, not {mark!r}")
            pairs.append((1 if mark == "+" else -1, 1))
    else:
        try:
            pairs = [tuple(p) for p in value]  # type: ignore[attr-defined]
        except TypeError:
            raise CGTError(f"{shown(value)} is no sign expansion (expected text of + and - "
                           "or (sign, length) pairs)") from None
    runs: tuple[signs.Run, ...] = ()
    for pair in pairs:
        if len(pair) != 2 or pair[0] not in (1, -1) or isinstance(pair[0], bool):
            raise CGTError(f"{shown(pair)} is no run of a sign expansion (expected "
                           "(1 or -1, a positive ordinal length))")
        length = _cnf(pair[1], "a sign expansion's run length")
        if not length.terms or not length.is_ordinal:
            raise CGTError(f"a sign expansion's run length must be a positive ordinal, not "
                           f"{shown(pair[1])}")
        sign = 1 if pair[0] == 1 else -1
        if runs and runs[-1][0] == sign:
            runs = (*runs[:-1], (sign, signs.cantor_sum(runs[-1][1], length)))
        else:
            runs = (*runs, (sign, length))
    return runs


def _cnf(value: object, operation: str) -> CNF:
    pair = _operand(value, operation)
    if pair is None or pair[1] != ONE:
        raise CGTError(f"{operation} applies only to ordinals, not {shown(value)}")
    return pair[0]


#: ω, the first infinite ordinal.
omega: Final = GeneralizedOrdinal._of(CNF.omega())

"""Exact dyadic rationals: the numbers of short combinatorial games.

A dyadic rational is ``m / 2**e`` with ``m`` an integer and ``e >= 0``. Every
number that a short game can equal is dyadic, so the library keeps numbers in
this form: additions and comparisons are integer shifts, never gcds.

>>> Dyadic.parse("-3/4") + Dyadic(1)
Dyadic(1, 2)
>>> Dyadic.simplest_between(Dyadic(0), Dyadic(1))
Dyadic(1, 1)
>>> Dyadic(5, 1).to_fraction()
Fraction(5, 2)
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational

from cgt.errors import CGTError

__all__ = ["Dyadic", "decimal_text"]

_KEY_BITS = 64


class Dyadic:
    """The number ``mantissa / 2**exponent``, kept in lowest terms.

    Lowest terms means the exponent is 0 or the mantissa is odd, so two equal
    numbers have equal fields and the dataclass-like ``==``/``hash`` are exact.
    """

    __slots__ = ("mantissa", "exponent")

    mantissa: int
    exponent: int

    def __init__(self, mantissa: int = 0, exponent: int = 0) -> None:
        if exponent < 0:
            mantissa <<= -exponent
            exponent = 0
        elif exponent and not mantissa & 1:
            if mantissa == 0:
                exponent = 0
            else:
                shift = min((mantissa & -mantissa).bit_length() - 1, exponent)
                mantissa >>= shift
                exponent -= shift
        self.mantissa = mantissa
        self.exponent = exponent

    # -- conversions -------------------------------------------------------

    @classmethod
    def from_value(cls, value: object) -> Dyadic:
        """Convert an int, a dyadic Fraction (or any Rational), a Dyadic or a string.

        >>> Dyadic.from_value(Fraction(3, 8))
        Dyadic(3, 3)
        >>> Dyadic.from_value(Fraction(1, 3))
        Traceback (most recent call last):
        ...
        cgt.errors.CGTError: 1/3 is not a dyadic rational: its denominator is not a power of two
        """
        if isinstance(value, Dyadic):
            return value
        if isinstance(value, bool):
            raise CGTError(f"{value!r} is a bool, not a number")
        if isinstance(value, int):
            return cls(value)
        if isinstance(value, str):
            return cls.parse(value)
        if isinstance(value, Rational):
            num, den = value.numerator, value.denominator
            if den & (den - 1):
                raise CGTError(
                    f"{num}/{den} is not a dyadic rational: "
                    "its denominator is not a power of two"
                )
            return cls(num, den.bit_length() - 1)
        raise CGTError(f"{value!r} is not a number (expected int, Fraction or 'a/2^k' text)")

    @classmethod
    def parse(cls, text: str) -> Dyadic:
        """Read ``"3"``, ``"-3/4"`` or ``"1.25"``.

        >>> Dyadic.parse("1.25")
        Dyadic(5, 2)
        """
        stripped = text.strip()
        try:
            value = Fraction(stripped)
        except (ValueError, ZeroDivisionError):
            raise CGTError(f"{text!r} is not a number") from None
        if not stripped or stripped[0] not in "+-0123456789." or "e" in stripped.lower():
            raise CGTError(f"{text!r} is not a number")
        return cls.from_value(value)

    def order_key(self) -> int | Fraction:
        """An int (or, for very fine numbers, a Fraction) ordered like the number.

        The core compares stops in its innermost loop; plain ints compare in C.

        >>> Dyadic(-3, 2).order_key() < Dyadic(0).order_key() < Dyadic(1, 70).order_key()
        True
        """
        if self.exponent <= _KEY_BITS:
            return self.mantissa << (_KEY_BITS - self.exponent)
        return Fraction(self.mantissa << _KEY_BITS, 1 << self.exponent)

    def to_fraction(self) -> Fraction:
        return Fraction(self.mantissa, 1 << self.exponent)

    def __int__(self) -> int:
        if self.exponent:
            raise CGTError(f"{self} is not an integer")
        return self.mantissa

    def __float__(self) -> float:
        return float(self.to_fraction())

    # -- predicates ----------------------------------------------------------

    @property
    def is_integer(self) -> bool:
        return self.exponent == 0

    def sign(self) -> int:
        return (self.mantissa > 0) - (self.mantissa < 0)

    def floor(self) -> int:
        return self.mantissa >> self.exponent

    def ceil(self) -> int:
        return -((-self.mantissa) >> self.exponent)

    @property
    def birthday(self) -> int:
        """The day on which this number is born: ``|n|`` for integers,
        ``floor(|x|) + 1 + e`` for ``x = m/2**e`` with ``e >= 1``.

        >>> Dyadic.parse("-3/4").birthday, Dyadic(5).birthday
        (3, 5)
        """
        if self.exponent == 0:
            return abs(self.mantissa)
        return (abs(self.mantissa) >> self.exponent) + 1 + self.exponent

    # -- arithmetic ------------------------------------------------------------

    def __add__(self, other: Dyadic) -> Dyadic:
        e1, e2 = self.exponent, other.exponent
        if e1 == e2:
            return Dyadic(self.mantissa + other.mantissa, e1)
        if e1 > e2:
            return Dyadic(self.mantissa + (other.mantissa << (e1 - e2)), e1)
        return Dyadic((self.mantissa << (e2 - e1)) + other.mantissa, e2)

    def __neg__(self) -> Dyadic:
        return Dyadic(-self.mantissa, self.exponent)

    def __sub__(self, other: Dyadic) -> Dyadic:
        return self + (-other)

    def half(self) -> Dyadic:
        return Dyadic(self.mantissa, self.exponent + 1)

    def _cmp(self, other: Dyadic) -> int:
        e1, e2 = self.exponent, other.exponent
        a, b = self.mantissa, other.mantissa
        if e1 > e2:
            b <<= e1 - e2
        elif e2 > e1:
            a <<= e2 - e1
        return (a > b) - (a < b)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dyadic):
            return self.mantissa == other.mantissa and self.exponent == other.exponent
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.to_fraction()) if self.exponent else hash(self.mantissa)

    def __lt__(self, other: Dyadic) -> bool:
        return self._cmp(other) < 0

    def __le__(self, other: Dyadic) -> bool:
        return self._cmp(other) <= 0

    def __gt__(self, other: Dyadic) -> bool:
        return self._cmp(other) > 0

    def __ge__(self, other: Dyadic) -> bool:
        return self._cmp(other) >= 0

    # -- the simplicity rule -------------------------------------------------

    @staticmethod
    def simplest_between(low: Dyadic | None, high: Dyadic | None) -> Dyadic:
        """The simplest number strictly between ``low`` and ``high``.

        ``None`` stands for an absent bound. This is the value of ``{low | high}``
        when ``low < high`` (Winning Ways, ch. 2; Siegel, *CGT*, II.3).

        >>> Dyadic.simplest_between(Dyadic(1), None), Dyadic.simplest_between(None, Dyadic(-2))
        (Dyadic(2, 0), Dyadic(-3, 0))
        >>> Dyadic.simplest_between(Dyadic(5, 2), Dyadic(3, 1))
        Dyadic(11, 3)
        """
        if low is None and high is None:
            return Dyadic(0)
        if low is None:
            return Dyadic(min(0, high.ceil() - 1))
        if high is None:
            return Dyadic(max(0, low.floor() + 1))
        if low.sign() < 0 < high.sign():
            return Dyadic(0)
        if low.mantissa >= 0:
            candidate = low.floor() + 1
            if Dyadic(candidate) < high:
                return Dyadic(candidate)
        else:
            candidate = high.ceil() - 1
            if Dyadic(candidate) > low:
                return Dyadic(candidate)
        # No integer in between: the coarsest grid 1/2**k that has a point inside.
        exponent = 1
        while True:
            # the least multiple of 1/2**exponent above low (>> floors, whatever the sign)
            candidate = Dyadic(((low.mantissa << exponent) >> low.exponent) + 1, exponent)
            if candidate < high:
                return candidate
            exponent += 1

    # -- text --------------------------------------------------------------

    def __str__(self) -> str:
        if self.exponent == 0:
            return decimal_text(self.mantissa)
        return f"{decimal_text(self.mantissa)}/{decimal_text(1 << self.exponent)}"

    def __repr__(self) -> str:
        return f"Dyadic({self.mantissa}, {self.exponent})"


def decimal_text(n: int) -> str:
    """``str(n)`` for integers of any size (CPython refuses more than 4300
    digits by default; numbers of games can be that large).

    >>> len(decimal_text(10**5000)), decimal_text(-12)
    (5001, '-12')
    """
    if n < 0:
        return "-" + decimal_text(-n)
    if n.bit_length() < 10_000:
        return str(n)
    digits = int(n.bit_length() * 0.30102999566398) // 2
    high, low = divmod(n, 10**digits)
    return decimal_text(high) + decimal_text(low).rjust(digits, "0")

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

A Dyadic is a :class:`numbers.Rational` (registered, not subclassed: an ABC
base class would make ``isinstance(x, Dyadic)`` several times slower for
anything that is not a Dyadic, and ``Dyadic.from_value`` with it). It equals,
and hashes as, the equal int or Fraction, and mixes with them exactly: the
result is a Dyadic when it is dyadic, otherwise a Fraction, the wider type,
as a Fraction mixed with a float becomes a float. Floats and other objects
are not numbers to a Dyadic: ``==`` is False, the other operators raise
TypeError. ``int()`` refuses a non-integer (CGTError); ``math.trunc`` truncates.

>>> Dyadic(1) == 1, Dyadic(1, 1) == Fraction(1, 2), 1 + Dyadic(1, 1)
(True, True, Dyadic(3, 1))
>>> Dyadic(1, 1) + Fraction(1, 4), Dyadic(1, 1) + Fraction(1, 3)
(Dyadic(3, 2), Fraction(5, 6))
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from fractions import Fraction
from numbers import Rational
from typing import Any, overload

from cgt.errors import CGTError, shown

__all__ = ["Dyadic", "decimal_text", "decimal_value", "fraction_text"]

_KEY_BITS = 64


class Dyadic:
    """The number ``mantissa / 2**exponent``, kept in lowest terms.

    Lowest terms means the exponent is 0 or the mantissa is odd, so two equal
    numbers have equal fields, and ``mantissa``/``2**exponent`` are the
    ``numerator``/``denominator`` of :class:`numbers.Rational`.
    """

    __slots__ = ("exponent", "mantissa")

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
            raise CGTError(f"{shown(value)} is a bool, not a number")
        if isinstance(value, int):
            return cls(value)
        if isinstance(value, str):
            return cls.parse(value)
        if isinstance(value, Rational):
            num, den = int(value.numerator), int(value.denominator)
            if den & (den - 1):
                raise CGTError(
                    f"{shown(Fraction(num, den))} is not a dyadic rational: "
                    "its denominator is not a power of two"
                )
            return cls(num, den.bit_length() - 1)
        raise CGTError(f"{shown(value)} is not a number (expected int, Fraction or 'a/2^k' text)")

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
            raise CGTError(f"{shown(text)} is not a number") from None
        if not stripped or stripped[0] not in "+-0123456789." or "e" in stripped.lower():
            raise CGTError(f"{shown(text)} is not a number")
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
        """``math.floor(self)``."""
        return self.mantissa >> self.exponent

    def ceil(self) -> int:
        """``math.ceil(self)``."""
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

    # -- the numeric tower ------------------------------------------------------
    #
    # A Dyadic is a numbers.Rational (registered below). Dyadic with Dyadic is
    # the fast path, tested first by exact type. Mixed with an int or a Fraction
    # (or, on the right-hand side, any other Rational) the result is exact: a
    # Dyadic when it is dyadic, otherwise a Fraction, the wider type, as
    # Fraction gives way to float. Floats, strings and other objects are not
    # numbers to a Dyadic: the operators return NotImplemented, so ``==`` is
    # False and the others raise TypeError.

    @property
    def numerator(self) -> int:
        return self.mantissa

    @property
    def denominator(self) -> int:
        return 1 << self.exponent

    @overload
    def __add__(self, other: Dyadic | int) -> Dyadic: ...
    @overload
    def __add__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __add__(self, other: object) -> Dyadic | Fraction:
        if type(other) is Dyadic:
            return _sum(self.mantissa, self.exponent, other.mantissa, other.exponent)
        if isinstance(other, int):
            return Dyadic(self.mantissa + (other << self.exponent), self.exponent)
        return _mixed(self, other, operator.add, False)

    @overload
    def __radd__(self, other: int) -> Dyadic: ...
    @overload
    def __radd__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __radd__(self, other: object) -> Dyadic | Fraction:
        if isinstance(other, int):
            return Dyadic(self.mantissa + (other << self.exponent), self.exponent)
        return _mixed(self, other, operator.add, True)

    def __neg__(self) -> Dyadic:
        result = _new(Dyadic)
        result.mantissa = -self.mantissa
        result.exponent = self.exponent
        return result

    def __pos__(self) -> Dyadic:
        return self

    def __abs__(self) -> Dyadic:
        return self if self.mantissa >= 0 else Dyadic(-self.mantissa, self.exponent)

    @overload
    def __sub__(self, other: Dyadic | int) -> Dyadic: ...
    @overload
    def __sub__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __sub__(self, other: object) -> Dyadic | Fraction:
        if type(other) is Dyadic:
            return _sum(self.mantissa, self.exponent, -other.mantissa, other.exponent)
        if isinstance(other, int):
            return Dyadic(self.mantissa - (other << self.exponent), self.exponent)
        return _mixed(self, other, operator.sub, False)

    @overload
    def __rsub__(self, other: int) -> Dyadic: ...
    @overload
    def __rsub__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __rsub__(self, other: object) -> Dyadic | Fraction:
        if isinstance(other, int):
            return Dyadic((other << self.exponent) - self.mantissa, self.exponent)
        return _mixed(self, other, operator.sub, True)

    @overload
    def __mul__(self, other: Dyadic | int) -> Dyadic: ...
    @overload
    def __mul__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __mul__(self, other: object) -> Dyadic | Fraction:
        if type(other) is Dyadic:
            return Dyadic(self.mantissa * other.mantissa, self.exponent + other.exponent)
        if isinstance(other, int):
            return Dyadic(self.mantissa * other, self.exponent)
        return _mixed(self, other, operator.mul, False)

    @overload
    def __rmul__(self, other: int) -> Dyadic: ...
    @overload
    def __rmul__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __rmul__(self, other: object) -> Dyadic | Fraction:
        if isinstance(other, int):
            return Dyadic(self.mantissa * other, self.exponent)
        return _mixed(self, other, operator.mul, True)

    def __truediv__(self, other: object) -> Dyadic | Fraction:
        """Exact division: a Dyadic when the quotient is dyadic, else a Fraction.

        >>> Dyadic(3) / 4, Dyadic(1) / 3
        (Dyadic(3, 2), Fraction(1, 3))
        """
        if type(other) is Dyadic:
            return _exact(
                Fraction(self.mantissa << other.exponent, other.mantissa << self.exponent)
            )
        if isinstance(other, int):
            return _exact(Fraction(self.mantissa, other << self.exponent))
        return _mixed(self, other, operator.truediv, False)

    def __rtruediv__(self, other: object) -> Dyadic | Fraction:
        if isinstance(other, int):
            return _exact(Fraction(other << self.exponent, self.mantissa))
        return _mixed(self, other, operator.truediv, True)

    def __floordiv__(self, other: object) -> int:
        if type(other) is Dyadic:
            return (self.mantissa << other.exponent) // (other.mantissa << self.exponent)
        if isinstance(other, int):
            return self.mantissa // (other << self.exponent)
        return _mixed(self, other, operator.floordiv, False)

    def __rfloordiv__(self, other: object) -> int:
        if isinstance(other, int):
            return (other << self.exponent) // self.mantissa
        return _mixed(self, other, operator.floordiv, True)

    @overload
    def __mod__(self, other: Dyadic | int) -> Dyadic: ...
    @overload
    def __mod__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __mod__(self, other: object) -> Dyadic | Fraction:
        if type(other) is Dyadic:
            e1, e2 = self.exponent, other.exponent
            e = max(e1, e2)
            return Dyadic((self.mantissa << (e - e1)) % (other.mantissa << (e - e2)), e)
        if isinstance(other, int):
            return Dyadic(self.mantissa % (other << self.exponent), self.exponent)
        return _mixed(self, other, operator.mod, False)

    @overload
    def __rmod__(self, other: int) -> Dyadic: ...
    @overload
    def __rmod__(self, other: Fraction) -> Dyadic | Fraction: ...
    def __rmod__(self, other: object) -> Dyadic | Fraction:
        if isinstance(other, int):
            return Dyadic((other << self.exponent) % self.mantissa, self.exponent)
        return _mixed(self, other, operator.mod, True)

    def __divmod__(self, other: object) -> tuple[int, Dyadic | Fraction]:
        y = _as_exact(other, False)
        if y is None:
            return NotImplemented
        return (self // y, self % y)

    def __rdivmod__(self, other: object) -> tuple[int, Dyadic | Fraction]:
        y = _as_exact(other, True)
        if y is None:
            return NotImplemented
        if isinstance(y, Fraction):
            f = self.to_fraction()
            return (y // f, _exact(y % f))
        return (y // self, y % self)

    def __pow__(self, power: object) -> Dyadic | Fraction | float | complex:
        """An integral power is exact (a Fraction for a negative power of a
        number whose mantissa is not a power of two); another power is a float
        (or a complex), as Fraction's is.

        >>> Dyadic(3, 1) ** 2, Dyadic(2) ** -3, Dyadic(3) ** -1
        (Dyadic(9, 2), Dyadic(1, 3), Fraction(1, 3))
        """
        if isinstance(power, int) or (type(power) is Dyadic and not power.exponent):
            n = int(power)
            if n >= 0:
                return Dyadic(self.mantissa**n, self.exponent * n)
            return _exact(Fraction(1 << (self.exponent * -n), self.mantissa**-n))
        if type(power) is Dyadic or isinstance(power, Fraction):
            return _exact_or_float(self.to_fraction() ** power)
        return NotImplemented

    def __rpow__(self, base: object) -> Dyadic | Fraction | float | complex:
        if isinstance(base, int) or isinstance(base, Rational):
            return _exact_or_float(base ** self.to_fraction())
        return NotImplemented

    def half(self) -> Dyadic:
        return Dyadic(self.mantissa, self.exponent + 1)

    # -- comparisons -------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if type(other) is Dyadic:
            return self.mantissa == other.mantissa and self.exponent == other.exponent
        if isinstance(other, int):
            return self.exponent == 0 and self.mantissa == other
        if isinstance(other, Rational):
            # numerator and denominator are in lowest terms (numbers.Rational)
            return self.mantissa == other.numerator and 1 << self.exponent == other.denominator
        return NotImplemented

    def __hash__(self) -> int:
        # hash(m / 2**e) as Fraction and int hash it: ints hash modulo the
        # prime P = 2**61 - 1 (sys.hash_info.modulus), and 2**61 = 1 (mod P),
        # so dividing by 2**e is multiplying by 2**(-e mod 61).
        return hash(self.mantissa << (-self.exponent % 61))

    def __lt__(self, other: object) -> bool:
        if type(other) is Dyadic:
            e1, e2 = self.exponent, other.exponent
            if e1 == e2:
                return self.mantissa < other.mantissa
            if e1 > e2:
                return self.mantissa < other.mantissa << (e1 - e2)
            return self.mantissa << (e2 - e1) < other.mantissa
        return _compare(self, other, operator.lt)

    def __le__(self, other: object) -> bool:
        if type(other) is Dyadic:
            e1, e2 = self.exponent, other.exponent
            if e1 == e2:
                return self.mantissa <= other.mantissa
            if e1 > e2:
                return self.mantissa <= other.mantissa << (e1 - e2)
            return self.mantissa << (e2 - e1) <= other.mantissa
        return _compare(self, other, operator.le)

    def __gt__(self, other: object) -> bool:
        if type(other) is Dyadic:
            e1, e2 = self.exponent, other.exponent
            if e1 == e2:
                return self.mantissa > other.mantissa
            if e1 > e2:
                return self.mantissa > other.mantissa << (e1 - e2)
            return self.mantissa << (e2 - e1) > other.mantissa
        return _compare(self, other, operator.gt)

    def __ge__(self, other: object) -> bool:
        if type(other) is Dyadic:
            e1, e2 = self.exponent, other.exponent
            if e1 == e2:
                return self.mantissa >= other.mantissa
            if e1 > e2:
                return self.mantissa >= other.mantissa << (e1 - e2)
            return self.mantissa << (e2 - e1) >= other.mantissa
        return _compare(self, other, operator.ge)

    def __bool__(self) -> bool:
        return self.mantissa != 0

    # -- the rest of numbers.Real ---------------------------------------------------

    def __trunc__(self) -> int:
        return self.floor() if self.mantissa >= 0 else self.ceil()

    def __floor__(self) -> int:
        return self.mantissa >> self.exponent

    def __ceil__(self) -> int:
        return -((-self.mantissa) >> self.exponent)

    @overload
    def __round__(self, ndigits: None = None) -> int: ...

    @overload
    def __round__(self, ndigits: int) -> Dyadic | Fraction: ...

    def __round__(self, ndigits: int | None = None) -> int | Dyadic | Fraction:
        """Round half to even, as Fraction does; to ``ndigits`` decimal digits,
        a Dyadic if the rounded value is dyadic, else a Fraction."""
        if ndigits is None:
            return round(self.to_fraction())
        return _exact(round(self.to_fraction(), ndigits))

    def __complex__(self) -> complex:
        return complex(float(self))

    @property
    def real(self) -> Dyadic:
        return self

    @property
    def imag(self) -> int:
        return 0

    def conjugate(self) -> Dyadic:
        return self

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
        if low is None:
            return Dyadic(0 if high is None else min(0, high.ceil() - 1))
        if high is None:
            return Dyadic(max(0, low.floor() + 1))
        if low.sign() < 0 < high.sign():
            return Dyadic(0)
        if low.mantissa >= 0:
            integer = Dyadic(low.floor() + 1)
            if integer < high:
                return integer
        else:
            integer = Dyadic(high.ceil() - 1)
            if integer > low:
                return integer
        # No integer in between: the coarsest grid 1/2**k with a point inside.
        # On the grid 1/2**top, one finer than both bounds', low is L and high
        # is H >= L + 2; the least multiple of 2**s above L, ((L >> s) + 1) << s
        # (>> floors, whatever the sign), grows with s: the largest s with it
        # below H is found by bisection, in O(log top) steps, not O(top).
        top = max(low.exponent, high.exponent) + 1
        lo_scaled = low.mantissa << (top - low.exponent)
        hi_scaled = high.mantissa << (top - high.exponent)
        fits, too_coarse = 0, top  # s = top would be an integer: ruled out above
        while too_coarse - fits > 1:
            s = (fits + too_coarse) // 2
            if ((lo_scaled >> s) + 1) << s < hi_scaled:
                fits = s
            else:
                too_coarse = s
        return Dyadic((lo_scaled >> fits) + 1, top - fits)

    # -- text --------------------------------------------------------------

    def __str__(self) -> str:
        if self.exponent == 0:
            return decimal_text(self.mantissa)
        return f"{decimal_text(self.mantissa)}/{decimal_text(1 << self.exponent)}"

    def __repr__(self) -> str:
        return f"Dyadic({self.mantissa}, {self.exponent})"


Rational.register(Dyadic)

#: A Dyadic whose fields the caller sets, in lowest terms already: the fast
#: path of the core, without ``__init__``. ``Dyadic.__new__`` (which is
#: ``object.__new__``) by this name, since mypyc refuses ``object.__new__``
#: for a class it compiles.
_new = Dyadic.__new__


def _exact(value: Fraction) -> Dyadic | Fraction:
    """``value`` as a Dyadic when its denominator is a power of two."""
    den = value.denominator
    if den & (den - 1):
        return value
    return Dyadic(value.numerator, den.bit_length() - 1)


def _exact_or_float(value: object) -> Dyadic | Fraction | float | complex:
    """A power's result: an int or a Fraction made exact, a float or complex as is."""
    if isinstance(value, int):
        return Dyadic(value)
    if isinstance(value, Fraction):
        return _exact(value)
    assert isinstance(value, (float, complex))
    return value


def _as_exact(other: object, any_rational: bool) -> Dyadic | Fraction | None:
    """An int, a Fraction (or, with ``any_rational``, any Rational) as a Dyadic
    when it is dyadic, else as a Fraction; None for anything else."""
    if type(other) is Dyadic:
        return other
    if isinstance(other, int):
        return Dyadic(other)
    if isinstance(other, Fraction) or (any_rational and isinstance(other, Rational)):
        num, den = int(other.numerator), int(other.denominator)
        if den & (den - 1):
            return Fraction(num, den)
        return Dyadic(num, den.bit_length() - 1)
    return None


def _mixed(
    x: Dyadic, other: object, op: Callable[[Any, Any], Any], reflected: bool
) -> Any:
    """``op(x, other)`` (``op(other, x)`` when ``reflected``) for an operand that is
    not a Dyadic or an int: exact, and a Dyadic when the result is dyadic.

    The forward operators know ints and Fractions only, and leave other types
    the chance to answer first; the reflected ones take any Rational, as
    Fraction's do (see the ``numbers`` module, "Implementing the arithmetic
    operations").
    """
    y = _as_exact(other, reflected)
    if y is None:
        return NotImplemented
    if type(y) is Dyadic:
        return op(y, x) if reflected else op(x, y)
    f = x.to_fraction()
    result = op(y, f) if reflected else op(f, y)
    return _exact(result) if isinstance(result, Fraction) else result


def _compare(x: Dyadic, other: object, op: Callable[[int, int], bool]) -> bool:
    """``op(x, other)`` for an int or any Rational other than a Dyadic, by
    cross-multiplying; NotImplemented for anything else (floats included)."""
    if isinstance(other, int):
        return op(x.mantissa, other << x.exponent)
    if isinstance(other, Rational):
        return op(x.mantissa * int(other.denominator), int(other.numerator) << x.exponent)
    return NotImplemented


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


def decimal_value(digits: str) -> int:
    """``int(digits)`` for decimal digits of any length, the inverse of
    :func:`decimal_text` (CPython refuses more than 4300 digits by default).

    >>> decimal_value("9" * 5000) == 10**5000 - 1, decimal_value("042")
    (True, 42)
    """
    try:
        return int(digits)
    except ValueError:
        if len(digits) <= 4300 or not digits.isascii() or not digits.isdigit():
            raise
        half = len(digits) // 2
        return decimal_value(digits[:-half]) * 10**half + decimal_value(digits[-half:])


def fraction_text(x: Fraction | int) -> str:
    """``str(x)`` for fractions and integers of any size: ``"3/4"``, ``"-2"``.

    >>> fraction_text(Fraction(-3, 4)), len(fraction_text(Fraction(1, 3**9000)))
    ('-3/4', 4297)
    """
    x = Fraction(x)
    if x.denominator == 1:
        return decimal_text(x.numerator)
    return f"{decimal_text(x.numerator)}/{decimal_text(x.denominator)}"


def _sum(m1: int, e1: int, m2: int, e2: int) -> Dyadic:
    """``m1/2**e1 + m2/2**e2`` for two dyadics in lowest terms.

    The finer operand's mantissa is odd and the other's, shifted, even: the
    result is in lowest terms unless the exponents are equal and nonzero.
    Not calling ``__init__`` is the fast path of the core.
    """
    result = _new(Dyadic)
    if e1 == e2:
        m = m1 + m2
        if e1:  # odd + odd is even: back to lowest terms (as __init__)
            if m:
                shift = (m & -m).bit_length() - 1
                if shift > e1:
                    shift = e1
                m >>= shift
                e1 -= shift
            else:
                e1 = 0
        result.mantissa = m
        result.exponent = e1
    elif e1 > e2:
        result.mantissa = m1 + (m2 << (e1 - e2))
        result.exponent = e1
    else:
        result.mantissa = (m1 << (e2 - e1)) + m2
        result.exponent = e2
    return result

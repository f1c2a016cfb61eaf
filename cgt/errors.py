"""Errors raised for bad input: every one is a :class:`CGTError`, a ``ValueError``."""

from __future__ import annotations

import unicodedata
from fractions import Fraction

__all__ = ["CGTError", "ParseError", "shown"]


class CGTError(ValueError):
    """Base of every error the library raises for bad input."""


class ParseError(CGTError):
    """Malformed game notation.

    The message names the fault, shows the text and puts a caret under the
    offending character (``position`` may equal ``len(text)``: the fault is
    the end of the text):

    >>> print(ParseError("{1|", 3, "expected '}'"))
    expected '}' at position 3:
      {1|
         ^

    Characters that cannot be shown are escaped, and the caret follows them:

    >>> print(ParseError("1\\x00+", 1, "unexpected character '\\\\x00'"))
    unexpected character '\\x00' at position 1:
      1\\x00+
       ^
    """

    #: Texts longer than this are shown as a window around the fault.
    SHOWN = 200
    #: Characters shown on each side of the fault in such a window.
    WINDOW = 60

    def __init__(self, text: str, position: int, message: str) -> None:
        self.text = text
        self.position = position
        self.message = message
        super().__init__(self._render())

    def __reduce__(self):
        return type(self), (self.text, self.position, self.message)

    def _render(self) -> str:
        text = str(self.text)
        position = max(0, min(self.position, len(text)))
        start, end = 0, len(text)
        if len(text) > self.SHOWN:
            start = max(0, position - self.WINDOW)
            end = min(len(text), position + self.WINDOW)
        shown = [_visible(char) for char in text[start:end]]
        prefix = "..." if start else ""
        suffix = "..." if end < len(text) else ""
        caret = len(prefix) + sum(_width(piece) for piece in shown[: position - start])
        line = prefix + "".join(shown) + suffix
        return f"{self.message} at position {self.position}:\n  {line}\n  {' ' * caret}^"


#: Integers with more bits than this are described, not written out, in messages.
_SHOWN_BITS = 200
#: Longer reprs are cut in messages.
_SHOWN_CHARS = 200


def shown(value: object) -> str:
    """``repr(value)`` for an error message, kept short and always printable:
    a huge integer (which ``repr`` may refuse beyond 4300 digits) is named by
    its size, a huge fraction by its parts, a long repr is cut.

    >>> shown(-3), shown(Fraction(3, 4)), shown(-10**5000)
    ('-3', '3/4', '-(an integer of 5001 digits)')
    >>> shown("x" * 300)[-8:]
    'xx…(302)'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > _SHOWN_BITS:
        return ("-" if value < 0 else "") + f"(an integer of {_digits(abs(value))} digits)"
    if isinstance(value, Fraction):
        return (shown(value.numerator) if value.denominator == 1
                else f"{shown(value.numerator)}/{shown(value.denominator)}")
    text = repr(value)
    return text if len(text) <= _SHOWN_CHARS else f"{text[:_SHOWN_CHARS]}…({len(text)})"


def _digits(n: int) -> int:
    """The number of decimal digits of ``n > 0``, without writing it out."""
    digits = int((n.bit_length() - 1) * 0.30102999566398) + 1  # exact or one short
    return digits + 1 if n >= 10**digits else digits


def _visible(char: str) -> str:
    """``char`` itself when printable, else its Python escape (``\\x00``, ``\\n``)."""
    if char.isprintable():
        return char
    return char.encode("unicode_escape").decode("ascii")


def _width(piece: str) -> int:
    """Terminal columns taken by a shown character (wide East Asian: 2, combining: 0)."""
    if len(piece) != 1:
        return len(piece)
    if unicodedata.combining(piece):
        return 0
    return 2 if unicodedata.east_asian_width(piece) in "WF" else 1

"""Take-and-break codes, read as CGSuite reads them (see :mod:`cgt.games.heap`).

>>> code = parse_code("0.07")
>>> [digit.mask for digit in code.digits], code.max_heaps
([0, 7], 2)
"""

from __future__ import annotations

from typing import NamedTuple

from cgt import CGTError, ParseError

__all__ = ["ZERO_DIGIT", "Code", "Digit", "parse_code"]

_BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"


class Digit(NamedTuple):
    """One code digit: bit ``j`` of ``mask`` allows leaving ``j`` heaps."""

    mask: int
    constraint: str  # "", "!", "?" or "="

    def __str__(self) -> str:
        text = _BASE32[self.mask] if self.mask < 32 else f"&{self.mask};"
        return text + self.constraint


ZERO_DIGIT = Digit(0, "")


class Code:
    """A parsed, normalised take-and-break code."""

    __slots__ = ("digits", "first", "max_heaps", "tail", "text")

    def __init__(self, first: Digit, digits: list[Digit], tail: list[Digit]) -> None:
        tail = _shortest_period(tail)
        while tail and digits and digits[-1] == tail[-1]:  # 0.3[3] is 0.[3]
            tail = [digits.pop()] + tail[:-1]
        if tail and all(d.mask == 0 for d in tail):
            tail = []
        if not tail:
            while digits and digits[-1].mask == 0:
                digits.pop()
        self.first = first
        self.digits = tuple(digits)  # d1, d2, ..., dt
        self.tail = tuple(tail)  # repeated forever after dt
        body = "".join(map(str, digits)) or ("" if tail else "0")
        self.text = f"{first}.{body}" + (f"[{''.join(map(str, tail))}]" if tail else "")
        everything = (first, *digits, *tail)
        self.max_heaps = max(d.mask.bit_length() - 1 for d in everything)

    def digit(self, k: int) -> Digit:
        if k == 0:
            return self.first
        if k <= len(self.digits):
            return self.digits[k - 1]
        if self.tail:
            return self.tail[(k - len(self.digits) - 1) % len(self.tail)]
        return ZERO_DIGIT

    @property
    def finite(self) -> bool:
        return not self.tail

    @property
    def constrained(self) -> bool:
        """True when some move's heaps must be (un)equal."""
        return any(d.constraint and d.mask >> 2 for d in (self.first, *self.digits, *self.tail))


def _shortest_period(block: list[Digit]) -> list[Digit]:
    size = len(block)
    for p in range(1, size + 1):
        if size % p == 0 and block == block[:p] * (size // p):
            return block[:p]
    return block


def parse_code(text: str) -> Code:
    if not isinstance(text, str):
        raise CGTError(f"a take-and-break code must be text like '0.77', not {text!r}")
    source = text.strip()
    position = len(text) - len(text.lstrip())
    digits: list[Digit] = []
    before: list[Digit] = []
    tail: list[Digit] | None = None
    seen_point = False
    i = 0
    while i < len(source):
        char = source[i]
        at = position + i
        if char == ".":
            if seen_point:
                raise ParseError(text, at, "a second '.' in the code")
            seen_point = True
            i += 1
            continue
        if char == "[":
            if not seen_point or tail is not None:
                raise ParseError(text, at, "'[' must follow the point, once")
            end = source.find("]", i)
            if end != len(source) - 1:
                raise ParseError(text, at, "a repeating part '[...]' must close the code")
            tail = _parse_digits(text, source[i + 1 : end], at + 1)
            if not tail:
                raise ParseError(text, at, "an empty repeating part '[]'")
            break
        if char in "*{":
            raise ParseError(
                text, at, f"CGSuite's '{char}' digits (any number of heaps) are not supported"
            )
        digit, i = _read_digit(text, source, i, position)
        (digits if seen_point else before).append(digit)
    if not seen_point:
        raise ParseError(text, position + len(source), "expected a '.' as in '0.77'")
    if len(before) > 1:
        raise ParseError(
            text,
            position,
            "only one digit may precede the point (moves that add tokens are not supported)",
        )
    first = before[0] if before else ZERO_DIGIT
    if first.mask & 3:
        raise ParseError(
            text,
            position,
            f"digit {first} before the point lets a move remove nothing and "
            "leave the heap as it was (a loop); it may only split (4, 8, C, ...)",
        )
    return Code(first, digits, tail or [])


def _parse_digits(text: str, source: str, offset: int) -> list[Digit]:
    digits, i = [], 0
    while i < len(source):
        digit, i = _read_digit(text, source, i, offset)
        digits.append(digit)
    return digits


def _read_digit(text: str, source: str, i: int, offset: int) -> tuple[Digit, int]:
    char = source[i]
    if char == "&":
        end = source.find(";", i)
        number = source[i + 1 : end] if end > i else ""
        if not (number.isascii() and number.isdigit()) or len(number) > 4300:
            raise ParseError(text, offset + i, "expected a digit '&N;' with N a number "
                             "of at most 4300 digits")
        mask, i = int(number), end + 1
    else:
        mask = _BASE32.find(char.upper())
        if mask < 0 or not char.isascii():
            raise ParseError(
                text,
                offset + i,
                f"unexpected character {char!r}: expected a code digit "
                "0-9 or A-V, '&N;', '.', or '[...]'",
            )
        i += 1
    constraint = ""
    if i < len(source) and source[i] in "!?=":
        constraint, i = source[i], i + 1
    if not mask >> 2:
        constraint = ""  # no split: nothing to constrain
    elif constraint == "?" and not mask >> 3:
        constraint = "!"  # two heaps not all equal: unequal
    return Digit(mask, constraint), i



"""Reading transfinite values from CGSuite-style text.

The expressions CGSuite 2.1 evaluates to surreal numbers, generalized
ordinals and transfinite nimbers: integers, ``omega`` (or ``ω``), ``+ -
* / ^`` with the usual precedence (``^`` binds tightest, to the right;
``×`` is ``*``), brackets, the nimber prefix ``*`` (``*omega``,
``*(omega+5)``), game forms ``{L | R}`` whose options are surreal
numbers (the simplest number between them: ``{omega | }`` is ``ω+1``), and
CGSuite's word operators ``NimSum``, ``NimProduct``,
``NimExp`` and ``ConwayProduct``, below all the others. A recursive-descent
reader: nothing is evaluated by Python.

>>> parse_transfinite("omega*3 + omega^(omega^2+omega) - omega^19*9*omega")
cgt.parse('ω^(ω^2+ω)-ω^20×9+ω×3')
>>> parse_transfinite("omega^omega^13 NimExp 47")
cgt.parse('ω^ω^7+1')
>>> parse_transfinite("*(omega*5)")
cgt.parse('*(ω×5)')
>>> parse_transfinite("omega +")
Traceback (most recent call last):
...
cgt.errors.ParseError: expected a number, omega, '(', '{' or '*' at position 7:
  omega +
         ^
"""

from __future__ import annotations

from cgt.errors import CGTError, ParseError
from cgt.transfinite.nimber import TransfiniteNimber
from cgt.transfinite.surreal import GeneralizedOrdinal, SurrealNumber, omega

__all__ = ["OMEGA_NAMES", "combine", "mentions_omega", "omega_atom", "parse_transfinite",
           "surreal_form"]

Value = SurrealNumber | TransfiniteNimber

_WORDS = ("NimSum", "NimProduct", "NimExp", "ConwayProduct")
#: Deeper nesting than this is refused (no RecursionError).
_MAX_DEPTH = 100


#: The names of ω in text.
OMEGA_NAMES = ("omega", "ω")


def omega_atom(name: str) -> GeneralizedOrdinal:
    """ω for one of :data:`OMEGA_NAMES` (for an expression reader that meets
    the atom); CGTError for another name.

    >>> omega_atom("omega") is omega_atom("ω")
    True
    """
    if name not in OMEGA_NAMES:
        raise CGTError(f"{name!r} does not name ω (expected one of {', '.join(OMEGA_NAMES)})")
    return omega


def combine(operator: str, a: Value, b: Value) -> Value:
    """``a operator b`` on transfinite values as :func:`parse_transfinite`
    computes it: ``+ - * / ^`` and CGSuite's ``NimSum``, ``NimProduct``,
    ``NimExp``, ``ConwayProduct`` (for an expression reader that has read
    the operands itself).

    >>> combine("+", omega_atom("omega"), GeneralizedOrdinal(1)), combine("NimExp", omega, 3)
    (cgt.parse('ω+1'), cgt.parse('2'))
    """
    if isinstance(b, int):
        b = GeneralizedOrdinal(b)
    if operator in _WORDS:
        return _word_operation(operator, a, b)
    if operator == "^":
        return _power(a, b)
    if operator in ("+", "-", "*", "/"):
        return _arithmetic(operator, a, b)
    raise CGTError(f"{operator!r} is not an operation on transfinite values")


def surreal_form(left: list[Value], right: list[Value]) -> SurrealNumber:
    """The game form ``{left | right}`` whose options are surreal numbers:
    the simplest number between them; CGTError for any other option.

    >>> surreal_form([omega], [])
    cgt.parse('ω+1')
    """
    if not all(isinstance(v, SurrealNumber) for v in [*left, *right]):
        shown_form = f"{{{', '.join(map(str, left))} | {', '.join(map(str, right))}}}"
        raise CGTError(f"{shown_form}: a game with a transfinite option is computed here only "
                       "when every option is a surreal number")
    return SurrealNumber.simplest_between(
        [v for v in left if isinstance(v, SurrealNumber)],
        [v for v in right if isinstance(v, SurrealNumber)])


def mentions_omega(text: str) -> bool:
    """True for text that names ω (and so is read here, not as a short game)."""
    return "omega" in text or "ω" in text


def parse_transfinite(text: str) -> Value:
    """The surreal number, generalized ordinal or transfinite nimber that
    ``text`` denotes (a :class:`~cgt.errors.ParseError` for malformed text,
    a :class:`~cgt.errors.CGTError` for an impossible operation)."""
    if not isinstance(text, str):
        raise TypeError(f"parse_transfinite() needs a str, not {type(text).__name__}")
    reader = _Reader(text)
    value = reader.words()
    reader.skip()
    if reader.at < len(text):
        raise ParseError(text, reader.at, "expected an operator or the end")
    return value


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0
        self.nesting = 0

    def skip(self) -> None:
        while self.at < len(self.text) and self.text[self.at].isspace():
            self.at += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.at] if self.at < len(self.text) else ""

    def word(self) -> str:
        self.skip()
        start = self.at
        while self.at < len(self.text) and self.text[self.at].isalpha():
            self.at += 1
        return self.text[start:self.at]

    def fail(self, message: str, at: int | None = None) -> ParseError:
        return ParseError(self.text, self.at if at is None else at, message)

    # -- grammar, loosest first ------------------------------------------------------

    def words(self) -> Value:
        value = self.sum()
        while True:
            start = self.at
            self.skip()
            name = self.word()
            if name not in _WORDS:
                self.at = start
                return value
            right = self.sum()
            value = _word_operation(name, value, right)

    def sum(self) -> Value:
        value = self.product()
        while self.peek() in ("+", "-"):
            op = self.text[self.at]
            self.at += 1
            right = self.product()
            value = _arithmetic(op, value, right)
        return value

    def product(self) -> Value:
        value = self.unary()
        while self.peek() in ("*", "×", "/"):
            op = self.text[self.at]
            self.at += 1
            right = self.unary()
            value = _arithmetic("/" if op == "/" else "*", value, right)
        return value

    def unary(self) -> Value:
        self.nesting += 1
        if self.nesting > _MAX_DEPTH:
            raise self.fail(f"nesting deeper than {_MAX_DEPTH}")
        try:
            c = self.peek()
            if c in ("-", "+"):
                self.at += 1
                value = self.unary()
                return _arithmetic("*", value, -1) if c == "-" else value
            return self.power()
        finally:
            self.nesting -= 1

    def power(self) -> Value:
        base = self.atom()
        if self.peek() == "^":
            self.at += 1
            exponent = self.unary()
            return _power(base, exponent)
        return base

    def atom(self) -> Value:
        c = self.peek()
        start = self.at
        if c.isdigit() and c.isascii():
            while self.at < len(self.text) and self.text[self.at].isdigit():
                self.at += 1
            digits = self.text[start:self.at]
            if len(digits) > 4000:
                raise self.fail("an integer of more than 4000 digits", start)
            return GeneralizedOrdinal(int(digits))
        if c == "ω":
            self.at += 1
            return omega
        if c == "(":
            self.at += 1
            value = self.words()
            if self.peek() != ")":
                raise self.fail("expected ')'")
            self.at += 1
            return value
        if c == "*":
            self.at += 1
            if self.peek() in ("", "+", "-", ")", "/", "|", "}", ",") or self.peek() in ("*", "×"):
                return TransfiniteNimber(1)
            size = self.power()
            return TransfiniteNimber(size)
        if c == "{":
            self.at += 1
            return self.game_form()
        if c.isalpha() and self.word() == "omega":
            return omega
        self.at = start
        raise self.fail("expected a number, omega, '(', '{' or '*'")

    def game_form(self) -> Value:
        """``{L | R}`` with surreal options: the simplest number between them."""
        sides: list[list[Value]] = [[], []]
        for side, closer in ((0, "|"), (1, "}")):
            while self.peek() != closer:
                if sides[side]:
                    if self.peek() != ",":
                        raise self.fail(f"expected ',' or '{closer}'")
                    self.at += 1
                sides[side].append(self.words())
            self.at += 1
        return surreal_form(*sides)


def _arithmetic(op: str, a: Value, b: Value | int) -> Value:
    if isinstance(a, TransfiniteNimber) or isinstance(b, TransfiniteNimber):
        if isinstance(a, TransfiniteNimber) and isinstance(b, TransfiniteNimber) and op != "/":
            return a * b if op == "*" else a + b
        raise CGTError(f"cannot apply {op} to {a} and {b} (transfinite nimbers add "
                       "and multiply with each other)")
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    return a / b


def _power(base: Value, exponent: Value) -> Value:
    if isinstance(base, TransfiniteNimber) or isinstance(exponent, TransfiniteNimber):
        raise CGTError(f"cannot raise {base} to the power {exponent}")
    if exponent.is_rational and exponent.as_fraction().denominator == 1 and base != omega:
        return base ** int(exponent.as_fraction())
    return base ** exponent


def _word_operation(name: str, a: Value, b: Value) -> Value:
    if name == "ConwayProduct":
        if not isinstance(a, TransfiniteNimber) or not isinstance(b, TransfiniteNimber):
            raise CGTError("ConwayProduct applies to transfinite nimbers")
        return a.conway_product(b)
    if not isinstance(a, GeneralizedOrdinal) or isinstance(b, TransfiniteNimber):
        raise CGTError(f"{name} applies only to ordinals.")
    if name == "NimSum":
        return a.nim_sum(b)
    if name == "NimProduct":
        return a.nim_product(b)
    if not b.is_rational or b.as_fraction().denominator != 1:
        raise CGTError(f"the exponent of NimExp must be an integer, not {b}")
    return a.nim_power(int(b.as_fraction()))

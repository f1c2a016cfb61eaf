"""Read CGSuite plain-text notation and expressions into canonical games.

:func:`parse` understands

* numbers: ``3``, ``-3/4``, ``0.5`` (dyadic only), integers of any size;
* nimbers ``*``, ``*3``; ups and downs ``^``, ``^^``, ``^3``, ``v``, ``vv``,
  ``v14`` (also ``↑`` and ``↓``); together in this order, without spaces:
  ``^*``, ``^^*4``, ``6^*``, ``9/8*``, ``-1v*3``, ``3*``;
* switches ``±1`` (also ``+-1``), ``±{1|0}``, ``±(1+*)`` and the multiple
  switch ``±{1,1*}`` = ``{1,1* | -1,-1*}``;
* explicit forms ``{L|R}`` whose options are comma-separated expressions,
  with the multi-slash shorthand ``{3||2|1}`` = ``{3 | {2|1}}``;
* expressions: ``+``, ``-``, unary ``-``, ``a ± b`` (= ``a + ±b``), parentheses.

It never calls ``eval``; bad text raises :class:`~cgt.errors.ParseError`
with a caret under the fault.

>>> parse("^ + ^") == parse("^^")
True
>>> parse("{0|*}") == parse("^")
True
>>> parse("{3||2|1}") == parse("{3 | {2|1}}")
True
>>> parse("3 - 2 +- 6 - 7 +- 8 + 4") == parse("-2 + ±6 + ±8")
True
>>> try:
...     parse("{1|2|3}")
... except ParseError as error:
...     print(error)
ambiguous '|': two '|' at one level; split Left from Right with '||' at position 4:
  {1|2|3}
      ^

Two rules of thumb: the parts of a literal (number, arrows, star) are
written without spaces between them, and a ``-`` written directly against
a number belongs to it, so ``-1^`` is (-1) + ↑ while ``-(1^)`` and
``- 1^`` are -1 + ↓.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import NamedTuple

from cgt._deep import deep_call
from cgt.errors import CGTError, ParseError
from cgt.game import Game, game, number, nus, switch

__all__ = ["parse"]

# One alternative per token kind; `bad` catches any other character.
_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<literal>(?=[0-9^v↑↓*])
        (?:(?P<integer>[0-9]+)(?:/(?P<denominator>[0-9]+)|\.(?P<decimals>[0-9]+))?)?
        (?:(?P<arrows>\^+|v+|↑+|↓+)(?P<ups>[0-9]+)?)?
        (?:\*(?P<nim>[0-9]+)?)?)
  | (?P<pm>±|\+-)
  | (?P<plus>\+)
  | (?P<minus>[-−])
  | (?P<bar>\|+)
  | (?P<open>[{(])
  | (?P<close>[})])
  | (?P<comma>,)
  | (?P<bad>.)
    """,
    re.VERBOSE | re.DOTALL,
)

_CLOSING = {"{": "}", "(": ")"}


class _Token(NamedTuple):
    kind: str  # a group name of _TOKEN, or "end"
    start: int
    end: int
    match: re.Match | None = None

    @property
    def text(self) -> str:
        return self.match.group() if self.match else ""


def parse(text: str) -> Game:
    """The canonical game written in ``text`` (CGSuite notation, see the module).

    Raises :class:`~cgt.errors.ParseError` (a :class:`~cgt.errors.CGTError`)
    for malformed text, and ``TypeError`` when ``text`` is not a ``str``.

    >>> parse("+-1") == parse("±1") == parse("{1|-1}")
    True
    >>> parse("-1^") == parse("-1 + ^")
    True
    >>> parse("-(1^)") == parse("-1 + v")
    True
    """
    if not isinstance(text, str):
        raise TypeError(f"parse() needs a str, not {type(text).__name__}")
    tokens = _tokenize(text)
    # Room for the descent (a few frames per bracket) and for the core's own
    # recursion on what the text builds, bounded by the braces and switches in it.
    depth = _nesting_depth(text, tokens) + sum(t.kind in ("open", "pm", "bar") for t in tokens)
    try:
        return deep_call(depth, _Parser(text, tokens).parse)
    except RecursionError:  # not expected: a safety net so only CGTError escapes
        raise ParseError(text, 0, "game nested too deeply") from None


def _tokenize(text: str) -> list[_Token]:
    """The tokens of ``text`` without spaces, closed by an ``end`` token."""
    tokens = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup  # the outer group: "literal", not "nim"
        if kind == "bad":
            raise ParseError(text, match.start(), f"unexpected character {match.group()!r}")
        if kind != "space":
            tokens.append(_Token(kind, match.start(), match.end(), match))
    tokens.append(_Token("end", len(text), len(text)))
    return tokens


def _nesting_depth(text: str, tokens: list[_Token]) -> int:
    """Deepest nesting of brackets; ParseError when they do not match."""
    opened: list[_Token] = []
    deepest = 0
    for token in tokens:
        if token.kind == "open":
            opened.append(token)
            deepest = max(deepest, len(opened))
        elif token.kind == "close":
            if not opened:
                raise ParseError(text, token.start, f"unmatched {token.text!r}")
            expected = _CLOSING[opened.pop().text]
            if token.text != expected:
                raise ParseError(text, token.start, f"expected {expected!r}, found {token.text!r}")
    if opened:
        last = opened[-1]
        raise ParseError(
            text,
            len(text),
            f"expected {_CLOSING[last.text]!r} (to close the {last.text!r} opened at {last.start})",
        )
    return deepest


class _Parser:
    """Recursive descent over the tokens; each method consumes what it reads.

    sum     := unary (('+' | '-') unary | '±' unary)*
    unary   := ('-' | '±')* primary            ('±' before '{a,b}' is a multiple switch)
    primary := literal | '-'literal | '(' sum ')' | '{' options (bars options)* '}'
    """

    def __init__(self, text: str, tokens: list[_Token]) -> None:
        self.text = text
        self.tokens = tokens
        self.index = 0

    # -- reading tokens ---------------------------------------------------

    def peek(self, ahead: int = 0) -> _Token:
        return self.tokens[min(self.index + ahead, len(self.tokens) - 1)]

    def advance(self) -> _Token:
        token = self.peek()
        self.index += 1
        return token

    def fail(self, position: int, message: str) -> ParseError:
        return ParseError(self.text, position, message)

    @contextmanager
    def fault_at(self, position: int) -> Iterator[None]:
        """Report a CGTError of the core as a ParseError at ``position``."""
        try:
            yield
        except ParseError:
            raise
        except CGTError as error:
            raise self.fail(position, str(error)) from error

    # -- grammar ------------------------------------------------------------

    def parse(self) -> Game:
        if self.peek().kind == "end":
            raise self.fail(0, "expected a game")
        value = self.sum()
        token = self.peek()
        if token.kind == "bar":
            raise self.fail(token.start, "'|' outside braces: write a game as {L|R}")
        if token.kind != "end":
            raise self.fail(token.start, "expected '+', '-', '±' or the end of the text")
        return value

    def sum(self) -> Game:
        value = self.unary()
        while True:
            token = self.peek()
            if token.kind in ("plus", "minus"):
                self.advance()
                term = self.unary()
                with self.fault_at(token.start):
                    value = value + term if token.kind == "plus" else value - term
            elif token.kind == "pm":  # a ± b is a + ±b: unary() reads the ±
                term = self.unary()
                with self.fault_at(token.start):
                    value = value + term
            else:
                return value

    def unary(self) -> Game:
        prefixes = []
        while self.peek().kind in ("minus", "pm") and not self.at_negative_literal():
            prefixes.append(self.advance())
        if prefixes and prefixes[-1].kind == "pm" and self.peek().text == "{":
            prefixes.pop()  # braces() applies this ±: ±{1|0}, or ±{a,b} = {a,b | -a,-b}
            value = self.braces(switched=True)
        else:
            value = self.primary()
        for prefix in reversed(prefixes):
            with self.fault_at(prefix.start):
                value = -value if prefix.kind == "minus" else switch(value)
        return value

    def at_negative_literal(self) -> bool:
        """Is the next token a '-' written directly against a number literal?"""
        minus, literal = self.peek(), self.peek(1)
        return (
            minus.kind == "minus"
            and literal.kind == "literal"
            and literal.start == minus.end
            and literal.match.group("integer") is not None
        )

    def primary(self) -> Game:
        token = self.peek()
        if self.at_negative_literal():
            self.advance()
            return self.literal(self.advance(), negative=True)
        if token.kind == "literal":
            return self.literal(self.advance())
        if token.text == "(":
            self.advance()
            value = self.sum()
            self.expect(")")
            return value
        if token.text == "{":
            return self.braces(switched=False)
        if token.kind == "end":
            raise self.fail(token.start, "expected a game")
        raise self.fail(token.start, f"expected a game, found {token.text!r}")

    def expect(self, closing: str) -> None:
        token = self.advance()
        if token.text != closing:
            raise self.fail(token.start, f"expected {closing!r}")

    def literal(self, token: _Token, negative: bool = False) -> Game:
        """A number, up-multiple and nimber written together: ``-9/8^^*4``."""
        match = token.match
        x = self.number_part(match)
        if negative:
            x = -x
        ups = 0
        if match.group("arrows"):
            arrows = match.group("arrows")
            ups = len(arrows)
            if match.group("ups") is not None:
                if len(arrows) > 1:
                    raise self.fail(match.start("ups"), "a count follows a single arrow: ^3, v3")
                ups = _integer(match.group("ups"))
            if arrows[0] in "v↓":
                ups = -ups
        star = "*" in token.text
        nim = _integer(match.group("nim")) if match.group("nim") else int(star)
        with self.fault_at(token.start):
            return nus(x, ups, nim) if ups or star else number(x)

    def number_part(self, match: re.Match) -> int | Fraction:
        """The number that starts a literal (0 when there is none), checked dyadic."""
        integer, denominator, decimals = match.group("integer", "denominator", "decimals")
        if integer is None:
            return 0
        x = Fraction(_integer(integer))
        if denominator is not None:
            where, end = match.span("denominator")
            if not _integer(denominator):
                raise self.fail(where, "division by zero")
            x /= _integer(denominator)
        elif decimals is not None:
            where, end = match.span("decimals")
            x += Fraction(_integer(decimals), 10 ** len(decimals))
        if x.denominator & (x.denominator - 1):
            written = self.text[match.start() : end]
            value = written if written == str(x) else f"{written} = {x}"
            raise self.fail(where, f"{value} is not dyadic: its denominator is not a power of 2")
        return x.numerator if x.denominator == 1 else x

    def braces(self, switched: bool) -> Game:
        """``{L|R}`` with multi-slashes; after ``±`` also the list ``{a,b}``."""
        opening = self.advance()
        parts: list[list[Game]] = [[]]  # the option lists between separators
        bars: list[_Token] = []
        while (token := self.peek()).text != "}":
            if token.kind == "bar":
                bars.append(self.advance())
                parts.append([])
                continue
            parts[-1].append(self.sum())
            while self.peek().kind == "comma":
                self.advance()
                parts[-1].append(self.sum())
            if self.peek().kind != "bar" and self.peek().text != "}":
                raise self.fail(self.peek().start, "expected ',', '|' or '}'")
        closing = self.advance()
        with self.fault_at(opening.start):
            if bars:
                value = self.split(parts, bars)
                return switch(value) if switched else value
            if switched and parts[0]:
                return game(parts[0], [-option for option in parts[0]])
        if switched:
            raise self.fail(closing.start, "expected a game")
        raise self.fail(closing.start, "expected '|' between Left and Right options")

    def split(self, parts: list[list[Game]], bars: list[_Token]) -> Game:
        """The game of ``parts`` split at the separator with the most slashes."""
        most = max(len(bar.text) for bar in bars)
        at = [i for i, bar in enumerate(bars) if len(bar.text) == most]
        if len(at) > 1:
            bar = "|" * most
            raise self.fail(
                bars[at[1]].start,
                f"ambiguous {bar!r}: two {bar!r} at one level; "
                f"split Left from Right with {bar + '|'!r}",
            )
        i = at[0]
        return game(self.side(parts[: i + 1], bars[:i]), self.side(parts[i + 1 :], bars[i + 1 :]))

    def side(self, parts: list[list[Game]], bars: list[_Token]) -> list[Game]:
        """Options of one side: a plain list, or one game when it has separators."""
        return [self.split(parts, bars)] if bars else parts[0]


def _integer(digits: str) -> int:
    """``int(digits)`` for any length (CPython limits str -> int to 4300 digits)."""
    try:
        return int(digits)
    except ValueError:
        half = len(digits) // 2
        return _integer(digits[:-half]) * 10**half + _integer(digits[-half:])

"""The expression language of ``cgt value`` and the REPL: game notation with
operators, comparisons and calls, read by a tokenizer and a recursive-descent
parser (never a regular expression over the text, never ``eval``).

What it reads, loosest binding first:

- a comparison ``G < H``, ``<=``, ``>``, ``>=``, ``==``, ``!=``, ``||`` or
  ``<>`` (confused with), ``<|`` (less than or confused), ``|>``;
- a sided value ``G & H`` (onside and offside);
- sums ``G + H``, ``G - H`` and ``G +- H`` (``G + ±H``, as CGSuite reads
  ``3+-1``);
- ordinal sums ``G : H``;
- negation ``-G``, ``+G`` and switches ``+-G``, ``±G``;
- the Norton product ``G . U`` (``1/2.^``) and methods ``G.name`` and
  ``G.name(args)`` (CGSuite's spellings too: ``2.Tiny``, ``g.Cool(1)``,
  ``^.Pow(3)``);
- values written side by side, which CGSuite prints for sums: ``1^*``,
  ``9/4*``, ``5over``, ``2vv*3``;
- atoms: numbers ``3`` and ``3/4``, ``*`` ``*3``, ``omega`` (or ``ω``)
  and ``*omega`` (see below), ``^`` ``^3`` ``^<3>``
  ``^[3]``, ``v`` ``vv`` ``v3``, names (``on``, ``over``, ``dud``, the
  session's), calls ``cool(g, 1)``, ``Tiny(2)``, braces ``{L | R}`` whose
  options are expressions (``{3||2|1}`` nests by the number of bars), and
  parentheses. A brace group with ``pass`` or a node label (``a{0|a}``) is
  loopy notation, handed whole to the notation parser.

A text that names omega (``omega`` or ``ω``) is CGSuite 2.1's arithmetic of
transfinite values, read by the same grammar with four more operators: ``*``
(or ``×``) and ``/`` between two values multiply and divide, ``^`` after a
value raises it to a power (binding tightest, to the right: ``ω^ω^7`` is
``ω^(ω^7)``), and the words ``NimSum``, ``NimProduct``, ``NimExp`` and
``ConwayProduct`` (loosest but for the comparisons) are CGSuite's operations
on ordinals and nimbers; ``*`` before a value makes a nimber of it (``*omega``,
``*omega^2`` is ``*(ω^2)``). There, values written side by side are not summed
(``omega*3`` is ω×3, where ``1*3`` elsewhere is ``1 + *3``), and ``1/3`` is a
quotient of numbers. :func:`is_transfinite` tells the two readings apart; it
is the only switch.

The parser computes as it reads, through a :class:`Semantics` given by the
caller (:mod:`cgt.display.calculator` gives the library's values), so this
module knows no game.

>>> [token.text for token in tokenize("{2|-1}.Cool(1) <= 1^*")]
['{', '2', '|', '-', '1', '}', '.', 'Cool', '(', '1', ')', '<=', '1', '^', '*', '']
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from cgt.core.deep import deep_call
from cgt.core.dyadic import decimal_value
from cgt.errors import CGTError, ParseError

__all__ = ["INFIX_WORDS", "OMEGA_NAMES", "TRANSFINITE_WORDS", "Comparison", "Semantics", "Token",
           "TokenKind", "evaluate", "is_transfinite", "tokenize"]

#: The names of omega: atoms the semantics reads as the transfinite ω
#: (CGSuite 2.1), so that ``*omega`` is a transfinite nimber.
OMEGA_NAMES = ("omega", "ω")
#: CGSuite's word operators on transfinite values (ordinals, nimbers).
TRANSFINITE_WORDS = ("NimSum", "NimProduct", "NimExp", "ConwayProduct")
#: CGSuite's methods of two games written between them, ``g OrdinalProduct h``
#: for ``g.OrdinalProduct(h)`` (its grammar's ``infixExpr``, looser than
#: sums and sided values, tighter than comparisons): the compounds.
INFIX_WORDS = ("OrdinalProduct", "ConjunctiveSum", "SelectiveSum", "ConwayProduct")
#: Deeper nesting of brackets and signs than this is refused in one line
#: (a ParseError, not Python's RecursionError).
MAX_NESTING = 100


class TokenKind(enum.Enum):
    NUMBER = "number"
    NAME = "name"
    SYMBOL = "symbol"
    BARS = "bars"
    END = "end"


@dataclass(frozen=True)
class Token:
    kind: TokenKind
    text: str
    start: int  # the offset of its first character in the text

    @property
    def end(self) -> int:
        return self.start + len(self.text)


@dataclass(frozen=True)
class _Spelled(Token):
    """A token written with one character of the books (``±``), read as its
    ASCII spelling (``+-``): its end is where the character ends."""

    width: int = 1

    @property
    def end(self) -> int:
        return self.start + self.width


class Comparison(enum.Enum):
    """The comparisons of the language, by how they are written."""

    LESS = "<"
    LESS_EQUAL = "<="
    GREATER = ">"
    GREATER_EQUAL = ">="
    EQUAL = "=="
    NOT_EQUAL = "!="
    CONFUSED = "||"
    LESS_OR_CONFUSED = "<|"
    GREATER_OR_CONFUSED = "|>"


#: Two-character symbols, read before one-character ones.
_PAIRS = {"+-": "+-", "<=": "<=", ">=": ">=", "==": "==", "!=": "!=", "<>": "||",
          "<|": "<|", "|>": "|>"}
_SINGLES = set("{}()[],.:+-*^/&<>!×")
#: The book's characters, read as their ASCII spellings.
_UNICODE = {"±": "+-", "↑": "^", "↓": "v", "∗": "*", "−": "-", "≤": "<=", "≥": ">=",
            "≠": "!="}


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text``, ending with an END token; a ParseError names an
    unexpected character.

    >>> [t.text for t in tokenize("±1 + ↑∗ || x2")][:-1]  # (the last: the END token)
    ['+-', '1', '+', '^', '*', '||', 'x2']
    """
    tokens: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char.isspace():
            i += 1
            continue
        if char.isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            tokens.append(Token(TokenKind.NUMBER, text[i:j], i))
            i = j
            continue
        if char.isalpha() or char == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(Token(TokenKind.NAME, text[i:j], i))
            i = j
            continue
        if char == "|":
            j = i
            while j < n and text[j] == "|":
                j += 1
            if j - i == 1 and j < n and text[j] == ">":
                tokens.append(Token(TokenKind.SYMBOL, "|>", i))
                i = j + 1
                continue
            tokens.append(Token(TokenKind.BARS, text[i:j], i))
            i = j
            continue
        if char in _UNICODE:
            spelled = _UNICODE[char]
            kind = TokenKind.NAME if spelled == "v" else TokenKind.SYMBOL
            tokens.append(_Spelled(kind, spelled, i, 1))
            i += 1
            continue
        pair = text[i : i + 2]
        if pair in _PAIRS:
            tokens.append(_Spelled(TokenKind.SYMBOL, _PAIRS[pair], i, 2))
            i += 2
            continue
        if char in _SINGLES:
            tokens.append(Token(TokenKind.SYMBOL, char, i))
            i += 1
            continue
        raise ParseError(text, i, f"unexpected character {char!r}")
    tokens.append(Token(TokenKind.END, "", n))
    return tokens


class Semantics(Protocol):
    """What the parser computes with: values of any type the caller likes."""

    def number(self, value: Fraction, text: str) -> Any: ...
    def nimber(self, n: Any) -> Any: ...
    def ups(self, n: Any, kind: str) -> Any: ...  # kind "^", "^<>" (up-nth) or "^[]"
    def name(self, name: str) -> Any: ...  # None when not known
    def call(self, name: str, arguments: list[Any]) -> Any: ...
    def method(self, value: Any, name: str, arguments: list[Any] | None) -> Any: ...
    def notation(self, text: str) -> Any: ...  # loopy notation, read whole
    def game(self, left: list[Any], right: list[Any]) -> Any: ...
    def add(self, a: Any, b: Any) -> Any: ...
    def negate(self, a: Any) -> Any: ...
    def switch(self, a: Any) -> Any: ...
    def ordinal_sum(self, a: Any, b: Any) -> Any: ...
    def norton(self, a: Any, b: Any) -> Any: ...
    def sided(self, onside: Any, offside: Any) -> Any: ...
    def compare(self, comparison: Comparison, a: Any, b: Any) -> Any: ...
    # In a text naming omega: "*", "/", "^" and the TRANSFINITE_WORDS.
    def arithmetic(self, operator: str, a: Any, b: Any) -> Any: ...


#: Names that stand for a game written beside a value (``5over``, ``2Tiny(1)``).
_ADJACENT_WORDS = {"on", "off", "over", "under", "dud", "upon", "Tiny", "Miny"}


def evaluate(text: str, semantics: Semantics) -> Any:
    """The value of the expression ``text``, computed by ``semantics``; a
    ParseError (a CGTError) points at the fault.

    A small semantics over Python numbers shows the grammar:

    >>> class Numbers:
    ...     def number(self, value, text): return value
    ...     def add(self, a, b): return a + b
    ...     def negate(self, a): return -a
    ...     def name(self, name): return None
    ...     def compare(self, comparison, a, b): return (comparison.value, a, b)
    >>> evaluate("3/4 - (1 - 1/2)", Numbers())
    Fraction(1, 4)
    >>> evaluate("1 + 1 <= 2", Numbers())
    ('<=', Fraction(2, 1), Fraction(2, 1))
    """
    # Each level of nesting (at most MAX_NESTING) takes some 16 frames of the
    # descent: room for all of them, so that the limit is met as a ParseError.
    return deep_call(MAX_NESTING * 4, _Parser(text, semantics).whole)


def is_transfinite(tokens: Sequence[Token]) -> bool:
    """Whether a text of these tokens names omega, and so is read as
    CGSuite's transfinite arithmetic (``*`` a product, ``^`` a power).

    >>> is_transfinite(tokenize("omega*3")), is_transfinite(tokenize("1*3 + ^"))
    (True, False)
    """
    return any(t.kind is TokenKind.NAME and t.text in OMEGA_NAMES for t in tokens)


class _Parser:
    def __init__(self, text: str, semantics: Semantics) -> None:
        self.text = text
        self.tokens = tokenize(text)
        self.at = 0
        self.semantics = semantics
        self.in_braces = 0  # inside braces a bar separates options, never compares
        self.transfinite = is_transfinite(self.tokens)
        self.nesting = 0

    # -- reading tokens ---------------------------------------------------------------

    @property
    def token(self) -> Token:
        return self.tokens[self.at]

    def next_is(self, *texts: str) -> bool:
        token = self.token
        return token.kind in (TokenKind.SYMBOL, TokenKind.BARS) and token.text in texts

    def adjacent(self) -> bool:
        """Whether the current token touches the one before (no space between)."""
        return self.at > 0 and self.tokens[self.at - 1].end == self.token.start

    def expect(self, text: str) -> Token:
        if not self.next_is(text):
            raise self.fail(f"expected {text!r}")
        return self.advance()

    def advance(self) -> Token:
        token = self.token
        self.at += 1
        return token

    def fail(self, message: str, token: Token | None = None) -> ParseError:
        token = token or self.token
        found = "the end" if token.kind is TokenKind.END else repr(token.text)
        return ParseError(self.text, token.start, f"{message}, found {found}")

    # -- the grammar, loosest first ---------------------------------------------------

    def whole(self) -> Any:
        if self.token.kind is TokenKind.END:
            raise self.fail("expected an expression")
        value = self.comparison()
        if self.token.kind is TokenKind.BARS:
            raise self.fail("a bar '|' stands only inside braces {L | R}")
        if self.token.kind is not TokenKind.END:
            raise self.fail("expected an operator or the end")
        return value

    def comparison(self) -> Any:
        left = self.words()
        token = self.token
        if token.kind is TokenKind.BARS and (self.in_braces or token.text != "||"):
            return left  # the end of an option; whole() reports a stray bar
        try:
            comparison = Comparison(token.text)
        except ValueError:
            return left
        self.advance()
        return self.semantics.compare(comparison, left, self.words())

    def words(self) -> Any:
        """``a NimSum b`` and the other TRANSFINITE_WORDS (a text naming
        omega); ``g OrdinalProduct h`` and the other INFIX_WORDS, CGSuite's
        infix calls ``g.OrdinalProduct(h)``."""
        value = self.sided()
        while self.token.kind is TokenKind.NAME:
            if self.transfinite and self.token.text in TRANSFINITE_WORDS:
                word = self.advance().text
                value = self.semantics.arithmetic(word, value, self.sided())
            elif not self.transfinite and self.token.text in INFIX_WORDS:
                word = self.advance().text
                value = self.semantics.method(value, word, [self.sided()])
            else:
                break
        return value

    def sided(self) -> Any:
        onside = self.sum()
        if self.next_is("&"):
            self.advance()
            return self.semantics.sided(onside, self.sum())
        return onside

    def sum(self) -> Any:
        value = self.ordinal()
        while self.next_is("+", "-", "+-"):
            operator = self.advance().text
            term = self.ordinal()
            if operator == "-":
                term = self.semantics.negate(term)
            elif operator == "+-":
                term = self.semantics.switch(term)
            value = self.semantics.add(value, term)
        return value

    def ordinal(self) -> Any:
        value = self.product()
        while self.next_is(":"):
            self.advance()
            value = self.semantics.ordinal_sum(value, self.product())
        return value

    def product(self) -> Any:
        """``a * b``, ``a × b`` and ``a / b`` (a text naming omega)."""
        value = self.unary()
        while self.transfinite and self.next_is("*", "×", "/"):
            operator = "/" if self.advance().text == "/" else "*"
            value = self.semantics.arithmetic(operator, value, self.unary())
        return value

    def unary(self) -> Any:
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            raise self.fail(f"nesting deeper than {MAX_NESTING} (brackets, braces or signs)")
        try:
            return self.signed()
        finally:
            self.nesting -= 1

    def signed(self) -> Any:
        if self.next_is("-"):
            minus = self.advance()
            start = self.at
            if not self.transfinite and self.token.kind is TokenKind.NUMBER and \
                    self.token.start == minus.end:
                # A printed form such as -5over or -1/2*: the sign is the number's
                # (but -4.Cool(1) is -(4.Cool(1)), as in CGSuite).
                number = self.number()
                if not self.next_is("."):
                    return self.side_by_side(self.semantics.negate(number))
                self.at = start
            return self.semantics.negate(self.unary())
        if self.next_is("+"):
            self.advance()
            return self.unary()
        if self.next_is("+-"):
            self.advance()
            return self.semantics.switch(self.unary())
        return self.postfix()

    def postfix(self) -> Any:
        value = self.power()
        while self.next_is("."):
            dot = self.advance()
            if self.token.kind is TokenKind.NAME and not _is_downs(self.token.text):
                name = self.advance().text
                arguments = self.arguments() if self.next_is("(") and self.adjacent() else None
                value = self.semantics.method(value, name, arguments)
            elif self.token.kind is TokenKind.NUMBER and self.tokens[self.at - 2].kind is \
                    TokenKind.NUMBER and self.adjacent():
                raise self.fail("decimals are not game notation: write 5/2, not 2.5", dot)
            else:
                value = self.semantics.norton(value, self.side_by_side())
        return value

    def power(self) -> Any:
        """``a ^ b`` (a text naming omega), to the right: ``ω^ω^7`` is ``ω^(ω^7)``."""
        base = self.side_by_side()
        if self.transfinite and self.next_is("^"):
            self.advance()
            return self.semantics.arithmetic("^", base, self.unary())
        return base

    def side_by_side(self, first: Any = None) -> Any:
        """Atoms written together are summed: ``1^*``, ``5over``, ``2vv*3``
        (``first``: the first atom, when it is read already); not in a text
        naming omega, where ``omega*3`` is a product."""
        value = self.atom() if first is None else first
        while not self.transfinite and self.adjacent() and self.starts_adjacent_atom():
            value = self.semantics.add(value, self.atom())
        return value

    def starts_adjacent_atom(self) -> bool:
        token = self.token
        if token.kind is TokenKind.SYMBOL:
            return token.text in ("*", "^")
        return token.kind is TokenKind.NAME and (
            _is_downs(token.text) or token.text in _ADJACENT_WORDS)

    def arguments(self) -> list[Any]:
        self.expect("(")
        found: list[Any] = []
        if not self.next_is(")"):
            found.append(self.comparison())
            while self.next_is(","):
                self.advance()
                found.append(self.comparison())
        self.expect(")")
        return found

    # -- atoms ---------------------------------------------------------------------

    def atom(self) -> Any:
        token = self.token
        if token.kind is TokenKind.NUMBER:
            return self.number()
        if token.kind is TokenKind.NAME:
            return self.named()
        if self.next_is("*"):
            self.advance()
            if self.transfinite:  # *omega, *(omega+1), *omega^2 = *(ω^2), and * alone
                return self.semantics.nimber(self.power() if self.starts_operand() else 1)
            if self.token.kind is TokenKind.NUMBER and self.adjacent():
                return self.semantics.nimber(decimal_value(self.advance().text))
            if self.token.text in OMEGA_NAMES and self.adjacent():  # *omega: a transfinite nimber
                return self.semantics.nimber(self.named())
            if self.next_is("(") and self.adjacent():
                self.advance()
                n = self.comparison()
                self.expect(")")
                return self.semantics.nimber(n)
            return self.semantics.nimber(1)
        if self.next_is("^"):
            return self.ups(self.advance(), "^")
        if self.next_is("{"):
            return self.braces()
        if self.next_is("("):
            self.advance()
            value = self.comparison()
            self.expect(")")
            return value
        raise self.fail("expected a game")

    def starts_operand(self) -> bool:
        token = self.token
        if token.kind is TokenKind.NAME:
            return token.text not in TRANSFINITE_WORDS
        return token.kind is TokenKind.NUMBER or self.next_is("(", "{")

    def number(self) -> Any:
        first = self.advance()
        value = Fraction(decimal_value(first.text))
        last = first
        if not self.transfinite and self.next_is("/") and \
                self.tokens[self.at + 1].kind is TokenKind.NUMBER:
            self.advance()
            last = self.advance()
            if decimal_value(last.text) == 0:
                raise self.fail("division by zero", last)
            value /= decimal_value(last.text)
        try:
            return self.semantics.number(value, self.text[first.start : last.end])
        except CGTError as error:  # not a number of games (1/3): point at it
            raise ParseError(self.text, first.start, str(error)) from None

    def ups(self, arrow: Token, sign: str) -> Any:
        """``^``, ``^3``, ``^<3>``, ``^[3]`` (and the same with ``v``): the
        brackets' contents are read as an expression, or as notation whole."""
        if self.adjacent() and self.next_is("<", "["):
            opening = self.advance()
            closing = ">" if opening.text == "<" else "]"
            inside = self.at
            while not self.next_is(closing):
                if self.token.kind is TokenKind.END:
                    raise self.fail(f"expected {closing!r}")
                self.advance()
            inner = self.tokens[inside : self.at]
            self.advance()
            kind = "^<>" if closing == ">" else "^[]"
            if len(inner) != 1 or inner[0].kind is not TokenKind.NUMBER:  # ^[on]: notation
                end = self.tokens[self.at - 1].end
                return self.semantics.notation(self.text[arrow.start : end])
            value = self.semantics.ups(decimal_value(inner[0].text), kind)
            return value if sign == "^" else self.semantics.negate(value)
        count = 1
        if self.token.kind is TokenKind.NUMBER and self.adjacent():
            count = decimal_value(self.advance().text)
        return self.semantics.ups(count if sign == "^" else -count, "^")

    def named(self) -> Any:
        token = self.advance()
        name = token.text
        if self.next_is("{") and self.adjacent():  # a node label: loopy notation
            self.at -= 1
            return self.braces()
        if self.next_is("(") and self.adjacent():
            return self.semantics.call(name, self.arguments())
        known = self.semantics.name(name)
        if known is not None:
            return known
        if _is_downs(name):
            return self.downs(token)
        raise self.fail("unknown name", token)

    def downs(self, token: Token) -> Any:
        """``v``, ``vv``, ``v3``, ``v<3>``, ``v[3]``: the negatives of the ups."""
        name = token.text
        arrows = len(name) - len(name.lstrip("v"))
        digits = name[arrows:]
        if digits:
            return self.semantics.ups(-decimal_value(digits) * arrows if arrows == 1 else -(
                arrows - 1) - decimal_value(digits), "^")
        if arrows == 1 and self.adjacent() and self.next_is("<", "["):
            return self.ups(token, "v")
        return self.semantics.ups(-arrows, "^")

    def braces(self) -> Any:
        """``{L | R}``: options separated by commas, sides by bars; a group
        with ``pass`` or a node label is loopy notation, read whole."""
        start = self.token
        close = self.matching_close()
        inner = self.tokens[self.at : close]
        loopy = start.kind is TokenKind.NAME or any(
            t.kind is TokenKind.NAME and (t.text == "pass" or (
                k + 1 < len(inner) and inner[k + 1].text == "{" and inner[k + 1].start == t.end))
            for k, t in enumerate(inner))
        if loopy:
            self.at = close + 1
            return self.semantics.notation(self.text[start.start : self.tokens[close].end])
        self.advance()
        self.in_braces += 1
        value = self.sides(close)
        self.in_braces -= 1
        self.at = close + 1
        return value

    def matching_close(self) -> int:
        depth, k = 0, self.at
        while True:
            token = self.tokens[k]
            if token.kind is TokenKind.END:
                raise self.fail("expected '}' to close this '{'", self.tokens[self.at])
            if token.text == "{":
                depth += 1
            elif token.text == "}":
                depth -= 1
                if depth == 0:
                    return k
            k += 1

    def sides(self, close: int) -> Any:
        """The game of the tokens up to ``close``: split at the longest run of
        bars (one run only: ``{3|2|1}`` is ambiguous), each part a game."""
        bars = self.top_bars(close)
        if not bars:
            raise self.fail("expected a bar '|' between Left's and Right's options")
        widest = max(len(self.tokens[k].text) for k in bars)
        splits = [k for k in bars if len(self.tokens[k].text) == widest]
        if len(splits) > 1:
            raise self.fail(f"ambiguous {'|' * widest!r}: two at one level (write more bars "
                            "for the outer split, as in {3||2|1})", self.tokens[splits[1]])
        middle = splits[0]
        left = self.options(middle, widest)
        self.at = middle + 1
        right = self.options(close, widest)
        return self.semantics.game(left, right)

    def options(self, end: int, widest: int) -> list[Any]:
        """The options from here up to ``end``: a game of fewer bars, or a
        comma-separated list."""
        if any(len(self.tokens[k].text) < widest for k in self.top_bars(end)):
            value = self.sides(end)
            self.at = end
            return [value]
        found: list[Any] = []
        while self.at < end:
            found.append(self.comparison())
            if self.at < end:
                self.expect(",")
                if self.at >= end:
                    raise self.fail("expected an option after ','")
        if self.at != end:
            raise self.fail("expected ',' or a bar")
        return found

    def top_bars(self, end: int) -> list[int]:
        """Where runs of bars stand between here and ``end``, outside nested brackets."""
        found, depth = [], 0
        for k in range(self.at, end):
            token = self.tokens[k]
            if token.text in ("{", "(", "["):
                depth += 1
            elif token.text in ("}", ")", "]"):
                depth -= 1
            elif token.kind is TokenKind.BARS and depth == 0:
                found.append(k)
        return found


def _is_downs(name: str) -> bool:
    """``v``, ``vv``, ``v3``: downs (``vv3`` is ``v + v3``, as in CGSuite's ``^^3``)."""
    stripped = name.lstrip("v")
    return len(stripped) < len(name) and (not stripped or stripped.isdigit())


def words(tokens: Sequence[Token]) -> set[str]:
    """The names among ``tokens`` (the REPL asks whether a line uses its own)."""
    return {t.text for t in tokens if t.kind is TokenKind.NAME}

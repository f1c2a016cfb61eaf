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
from fractions import Fraction

from cgt._deep import deep_call
from cgt.errors import CGTError, ParseError
from cgt.canonical import build
from cgt.game import Game, number, nus, switch
from cgt.special import special_arrow, special_function

__all__ = ["parse"]

# One alternative per token kind; `bad` catches any other character.
_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<function>(?:(?P<tinteger>[0-9]+)(?:/(?P<tdenominator>[0-9]+)|\.(?P<tdecimals>[0-9]+))?)?
        (?P<name>Tiny|Miny)\()
  | (?P<literal>(?=[0-9^v↑↓*])
        (?:(?P<integer>[0-9]+)(?:/(?P<denominator>[0-9]+)|\.(?P<decimals>[0-9]+))?)?
        (?:(?P<arrows>\^+|v+|↑+|↓+)(?:(?P<ups>[0-9]+)|<(?P<nth>[0-9]+)>|\[(?P<upsum>[0-9]+)\])?)?
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

#: Literal text (and whether a '-' stands against it) -> its game: the same
#: few literals recur in every text, and a lookup is cheaper than reading one.
_LITERALS: dict[tuple[str, bool], Game] = {}
_LITERALS_KEPT = 4096


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
    # The reader keeps its own stack; the core recurses on the games it builds,
    # as deep as the brackets and switches nest.
    return deep_call(_nesting(text), _Reader(text).read)


def _nesting(text: str) -> int:
    """An upper bound on how deep the games in ``text`` nest."""
    if len(text) < 100:
        return len(text)
    depth = deepest = 0
    for mark in _NESTING.findall(text):
        if mark in "{(":
            depth += 1
            deepest = max(deepest, depth)
        elif mark in "})":
            depth -= 1
        else:
            deepest += 1  # a switch adds a level wherever it stands
    return deepest


_NESTING = re.compile(r"[{}()]|±|\+-")


class _Frame:
    """One open bracket (or the whole text) while it is read: the expression
    being summed, and for braces the option lists between separators."""

    __slots__ = (
        "kind", "start", "total", "operator", "prefixes", "parts", "bars", "switched", "function",
    )

    def __init__(self, kind: str, start: int, switched: bool = False,
                 function: tuple[str, Game] | None = None) -> None:
        self.kind = kind  # "text", "(" or "{"
        self.start = start
        self.total: Game | None = None  # the sum read so far
        self.operator: str | None = None  # "+" or "-" waiting for its right operand
        self.prefixes: list[tuple[str, int, int]] = []  # unary "-" / "±" with their span
        self.parts: list[list[Game]] = [[]]
        self.bars: list[tuple[int, int]] = []  # (slashes, position)
        self.switched = switched
        self.function = function  # ("Tiny" or "Miny", the number before it) for "2Tiny(...)"

    @property
    def wants_operand(self) -> bool:
        return self.total is None or self.operator is not None

    @property
    def blank(self) -> bool:
        """Nothing read since the last separator (an empty side of ``{|}``)."""
        return self.total is None and not self.prefixes


class _Reader:
    """Reads the tokens left to right with an explicit stack of brackets, so
    nesting depth costs no recursion. Grammar:

    sum     := unary (('+' | '-') unary | '±' unary)*
    unary   := ('-' | '±')* primary            ('±' before '{a,b}' is a multiple switch)
    primary := literal | '-'literal | '(' sum ')' | '{' options (bars options)* '}'
    """

    def __init__(self, text: str) -> None:
        self.text = text

    def fail(self, position: int, message: str) -> ParseError:
        return ParseError(self.text, position, message)

    def read(self) -> Game:
        try:
            return self.read_all()
        except ParseError:
            raise
        except CGTError as error:  # not expected: every literal is checked first
            raise self.fail(0, str(error)) from error

    def read_all(self) -> Game:
        text = self.text
        stack = [_Frame("text", 0)]
        frame = stack[0]
        for match in _TOKEN.finditer(text):
            kind = match.lastgroup
            if kind == "space":
                continue
            at = match.start()
            if kind == "literal":
                if frame.total is not None and frame.operator is None:
                    raise self.misplaced(frame, at)
                prefixes = frame.prefixes
                if prefixes:
                    negative = prefixes[-1][0] == "-" and prefixes[-1][2] == at \
                        and match.group("integer") is not None
                    if negative:
                        prefixes.pop()  # "-3/4": the sign belongs to the number
                    self.operand(frame, self.literal(match, negative))
                else:
                    value = _LITERALS.get((match.group(), False)) or self.literal(match)
                    if frame.total is None:
                        frame.total = value
                    else:
                        self.operand(frame, value)
            elif kind == "minus" or kind == "pm":
                sign = "-" if kind == "minus" else "±"
                if frame.wants_operand:
                    frame.prefixes.append((sign, at, match.end()))
                else:
                    frame.operator = "-" if sign == "-" else "+"
                    if sign == "±":  # a ± b is a + ±b
                        frame.prefixes.append(("±", at, match.end()))
            elif kind == "plus":
                if frame.wants_operand:
                    raise self.fail(at, "expected a game, found '+'")
                frame.operator = "+"
            elif kind == "function":  # Tiny(G), Miny(G), with a number in front: 2Tiny(2)
                if not frame.wants_operand:
                    raise self.misplaced(frame, at)
                prefixes = frame.prefixes
                negative = bool(prefixes) and prefixes[-1][0] == "-" and prefixes[-1][2] == at \
                    and match.group("tinteger") is not None
                if negative:
                    prefixes.pop()  # "-1Tiny(2)" is -1 + Tiny(2), as "-1^" is -1 + ^
                x = self.number_part(match, "t")
                frame = _Frame("(", at, function=(match.group("name"), number(-x if negative else x)))
                stack.append(frame)
            elif kind == "open":
                if not frame.wants_operand:
                    raise self.misplaced(frame, at)
                bracket = match.group()
                switched = bracket == "{" and bool(frame.prefixes) and frame.prefixes[-1][0] == "±"
                if switched:
                    frame.prefixes.pop()  # the braces apply it: ±{1|0}, or ±{a,b}
                frame = _Frame(bracket, at, switched)
                stack.append(frame)
            elif kind == "comma":
                if frame.kind != "{":
                    raise self.fail(at, "',' outside braces: options are listed in {L|R}")
                if frame.total is None or frame.operator is not None:
                    raise self.fail(at, "expected a game")
                frame.parts[-1].append(frame.total)
                frame.total = None
            elif kind == "bar":
                if frame.kind != "{":
                    raise self.fail(at, "'|' outside braces: write a game as {L|R}")
                if not (frame.blank and not frame.parts[-1]):
                    frame.parts[-1].append(self.finish(frame, at))
                frame.bars.append((len(match.group()), at))
                frame.parts.append([])
            elif kind == "close":
                bracket = match.group()
                if frame.kind == "text":
                    raise self.fail(at, f"unmatched {bracket!r}")
                expected = _CLOSING[frame.kind]
                if bracket != expected:
                    raise self.fail(at, f"expected {expected!r}, found {bracket!r}")
                if frame.kind == "(":
                    value = self.finish(frame, at)
                    if frame.function is not None:
                        name, x = frame.function
                        value = x + special_function(name, value)
                else:
                    if not (frame.blank and not frame.parts[-1]):
                        frame.parts[-1].append(self.finish(frame, at))
                    value = self.braces(frame, at)
                stack.pop()
                frame = stack[-1]
                self.operand(frame, value)
            else:  # "bad"
                raise self.fail(at, f"unexpected character {match.group()!r}")
        end = len(text)
        if frame.kind != "text":
            raise self.fail(
                end, f"expected {_CLOSING[frame.kind]!r} (to close the {frame.kind!r} opened at {frame.start})"
            )
        if frame.total is None and not frame.prefixes:
            raise self.fail(0, "expected a game")
        return self.finish(frame, end)

    def misplaced(self, frame: _Frame, at: int) -> ParseError:
        """An operand where an operator or separator belongs."""
        if frame.kind == "{":
            return self.fail(at, "expected ',', '|' or '}'")
        if frame.kind == "(":
            return self.fail(at, "expected ')'")
        return self.fail(at, "expected '+', '-', '±' or the end of the text")

    def operand(self, frame: _Frame, value: Game) -> None:
        """Apply the pending prefixes to ``value`` and add it to the frame's sum."""
        for sign, _, _ in reversed(frame.prefixes):
            value = -value if sign == "-" else switch(value)
        frame.prefixes.clear()
        if frame.total is None:
            frame.total = value
        elif frame.operator == "-":
            frame.total = frame.total - value
        else:
            frame.total = frame.total + value
        frame.operator = None

    def finish(self, frame: _Frame, at: int) -> Game:
        """The frame's completed sum, which then starts afresh."""
        if frame.wants_operand:
            raise self.fail(at, "expected a game")
        value = frame.total
        frame.total = None
        return value

    def braces(self, frame: _Frame, at: int) -> Game:
        """``{L|R}`` with multi-slashes; after ``±`` also the list ``{a,b}``."""
        if frame.bars:
            value = self.split(frame.parts, frame.bars)
            return switch(value) if frame.switched else value
        if frame.switched and frame.parts[0]:
            return build(frame.parts[0], [-option for option in frame.parts[0]])
        if frame.switched:
            raise self.fail(at, "expected a game")
        raise self.fail(at, "expected '|' between Left and Right options")

    def literal(self, match: re.Match, negative: bool = False) -> Game:
        """A number, up-multiple and nimber written together: ``-9/8^^*4``."""
        key = (match.group(), negative)
        known = _LITERALS.get(key)
        if known is not None:
            return known
        value = self.read_literal(match, negative)
        if len(_LITERALS) < _LITERALS_KEPT:
            _LITERALS[key] = value
        return value

    def read_literal(self, match: re.Match, negative: bool) -> Game:
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
        star = "*" in match.group()
        nim = _integer(match.group("nim")) if match.group("nim") else int(star)
        bracket = "<" if match.group("nth") else "[" if match.group("upsum") else None
        if bracket is None:
            return nus(x, ups, nim) if ups or star else number(x)
        # ^<n> and v[n]: up-nth and up-sum (cgt.special), between the number and the nimber
        where = match.start("nth" if bracket == "<" else "upsum")
        arrows, closing = match.group("arrows"), ">" if bracket == "<" else "]"
        if len(arrows) > 1:
            raise self.fail(where - 1, f"one arrow before {bracket}n{closing}: ^{bracket}3{closing}")
        n = _integer(match.group("nth") or match.group("upsum"))
        if n < 1:
            raise self.fail(where, f"{arrows}{bracket}{n}{closing}: n counts from 1")
        return nus(x, 0, nim) + special_arrow(arrows, bracket, n)

    def number_part(self, match: re.Match, prefix: str = "") -> int | Fraction:
        """The number that starts a literal (0 when there is none), checked dyadic;
        ``prefix`` "t" reads the number in front of ``Tiny(``."""
        integer, denominator, decimals = (
            match.group(prefix + "integer"), match.group(prefix + "denominator"),
            match.group(prefix + "decimals"),
        )
        if integer is None:
            return 0
        x = Fraction(_integer(integer))
        if denominator is not None:
            where, end = match.span(prefix + "denominator")
            if not _integer(denominator):
                raise self.fail(where, "division by zero")
            x /= _integer(denominator)
        elif decimals is not None:
            where, end = match.span(prefix + "decimals")
            x += Fraction(_integer(decimals), 10 ** len(decimals))
        if x.denominator & (x.denominator - 1):
            written = self.text[match.start() : end]
            value = written if written == str(x) else f"{written} = {x}"
            raise self.fail(where, f"{value} is not dyadic: its denominator is not a power of 2")
        return x.numerator if x.denominator == 1 else x

    def split(self, parts: list[list[Game]], bars: list[tuple[int, int]]) -> Game:
        """The game of ``parts`` split at the separator with the most slashes."""
        if len(bars) == 1:
            return build(parts[0], parts[1])
        most = max(slashes for slashes, _ in bars)
        at = [i for i, (slashes, _) in enumerate(bars) if slashes == most]
        if len(at) > 1:
            bar = "|" * most
            raise self.fail(
                bars[at[1]][1],
                f"ambiguous {bar!r}: two {bar!r} at one level; "
                f"split Left from Right with {bar + '|'!r}",
            )
        i = at[0]
        return build(self.side(parts[: i + 1], bars[:i]), self.side(parts[i + 1 :], bars[i + 1 :]))

    def side(self, parts: list[list[Game]], bars: list[tuple[int, int]]) -> list[Game]:
        """Options of one side: a plain list, or one game when it has separators."""
        return [self.split(parts, bars)] if bars else parts[0]


def _integer(digits: str) -> int:
    """``int(digits)`` for any length (CPython limits str -> int to 4300 digits)."""
    try:
        return int(digits)
    except ValueError:
        half = len(digits) // 2
        return _integer(digits[:-half]) * 10**half + _integer(digits[-half:])

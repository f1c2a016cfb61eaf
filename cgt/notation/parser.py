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
from itertools import accumulate
from typing import Final

from cgt.core.arithmetic import estimated_sum, negate, sum_games
from cgt.core.canonical import build
from cgt.core.collector import paused
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic, decimal_value, fraction_text
from cgt.core.form import Form, expansion, nimber, number, nus, uptimal, zero
from cgt.core.memo import Memo
from cgt.core.uptimal import add as add_coefficients
from cgt.core.uptimal import negative as negative_coefficients
from cgt.errors import CGTError, ParseError
from cgt.notation.special import special_arrow, special_function
from cgt.notation.tokens import plain_terms, tokens

__all__ = ["known", "parse", "parse_unknown", "plain_parts"]

# The pieces of a literal and of a function's number, read again by name only
# when a literal is new (see _Reader.literal) or a function is met.
_LITERAL = re.compile(
    r"""
    (?P<sign>[-−])?
    (?:(?P<integer>[0-9]+)(?:/(?P<denominator>[0-9]+)|\.(?P<decimals>[0-9]+))?)?
    (?:(?P<arrows>\^+|v+|↑+|↓+)(?:(?P<ups>[0-9]+)|<(?P<nth>[0-9]+)>|\[(?P<upsum>[0-9]+)\])?)?
    (?:\*(?P<nim>[0-9]+)?)?
    """,
    re.VERBOSE,
)
_FUNCTION = re.compile(
    r"(?:(?P<tinteger>[0-9]+)(?:/(?P<tdenominator>[0-9]+)|\.(?P<tdecimals>[0-9]+))?)?"
    r"(?P<name>Tiny|Miny)\("
)
#: A token's kind, from its first character; "Tiny(" and "2Tiny(" are told
#: apart by their last character, "+-" from "+" and "-3" from "-" by their length.
_KINDS = {
    **dict.fromkeys("0123456789^v↑↓*", "literal"),
    "±": "pm", "+": "plus", "-": "minus", "−": "minus", "|": "bar",
    "{": "open", "(": "open", "}": "close", ")": "close", ",": "comma",
}

_CLOSING = {"{": "}", "(": ")"}

#: Text -> its game: whole texts read before (up to ``_KEPT_TEXT``
#: characters), and the literals met in texts (with the '-' that stands
#: against them). A literal means the same alone as inside a text, so one
#: memo serves both: a text met again is one lookup, and the same few
#: literals recur in every text. (16,384 texts of at most 1,000 characters:
#: a few megabytes at worst.)
_LITERALS: Memo[str, Form] = Memo("parsed texts", limit=1 << 14)
_KEPT_TEXT = 1000
_ZERO: Final = Dyadic(0)


def parse(text: str) -> Form:
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
    known = _LITERALS.get(text) if type(text) is str else None
    if known is not None:
        return known
    if not isinstance(text, str):
        raise TypeError(f"parse() needs a str, not {type(text).__name__}")
    value = _plain_literal(text) if text else None
    return value if value is not None else parse_unknown(text)


def parse_unknown(text: str) -> Form:
    """:func:`parse` of a text that :func:`known` did not find."""
    value = _plain_sum(text)
    if value is not None:
        if len(text) <= _KEPT_TEXT:
            _LITERALS.store(text, value)
        return value
    if len(text) > _CHECK_FIRST:
        # The reader's stack makes containers that are not garbage, as a
        # solver's tables: the collector's scans of them would grow with
        # the text (see cgt.core.collector).
        with paused:
            value = _read_long(text)
    else:
        value = deep_call(_nesting(text), _Reader(text).read)
    if len(text) <= _KEPT_TEXT:
        _LITERALS.store(text, value)
    return value


def _read_long(text: str) -> Form:
    """:func:`parse_unknown` of a text longer than ``_CHECK_FIRST``."""
    if _costly(text):
        # A long text with forms, uptimals or Tiny: read it once without
        # making games, so that a fault at its end is found before minutes
        # of work on the games before it, not after.
        found = tokens(text)
        _Reader(text, dry=True, found=found).read()
        # The reader keeps its own stack; the core recurses on the games it
        # builds, as deep as the brackets and switches nest.
        return deep_call(_nesting(text), _Reader(text, found=found).read)
    return deep_call(_nesting(text), _Reader(text).read)


def known(text: str) -> Form | None:
    """The game of ``text`` when it is cheap to find: a text read before, or
    a nimber ``*n`` or an integer ``n`` or ``-n``; None for any other text.
    No such text is loopy, so :func:`cgt.parse` asks here before it looks
    for loopy notation.

    >>> known("*5") is nimber(5), known("-12") is number(-12), known("")
    (True, True, None)
    """
    value = _LITERALS.get(text)
    if value is not None or not text:
        return value
    return _plain_literal(text)


# A sum and difference of integers and nimbers, as "*1 + *2 + 3 - *4" (a
# '-' before the first term too): scanned whole in one pass
# (cgt.notation.tokens.plain_terms), then its terms read and added in closed
# form, without the reader's loop over tokens. Any other text (brackets,
# fractions, arrows, "3*", "- -1") fails the scan and goes to the reader.


def _plain_sum(text: str) -> Form | None:
    """The game of ``text`` when it is a sum of integers and nimbers joined
    by ``+`` and ``-``; None for any other text.

    >>> _plain_sum("*1 + *2 - 3 + *") is nus(Dyadic(-3), 0, 2), _plain_sum("2-1") is number(1)
    (True, True)
    >>> _plain_sum("- *3 - 4 + 10") is nus(Dyadic(6), 0, 3), _plain_sum("1 + 1/2")
    (True, None)
    """
    terms = plain_terms(text)
    if terms is None:
        return None
    x = nim = 0
    for negative, start, end in terms:
        if text[start] != "*":
            x += -decimal_value(text[start:end]) if negative else decimal_value(text[start:end])
        elif end > start + 1:
            nim ^= decimal_value(text[start + 1 : end])
        else:
            nim ^= 1
    return nus(Dyadic(x), 0, nim)


def _plain_literal(text: str) -> Form | None:
    """The game of ``text`` when it is a nimber ``*n`` or an integer ``n`` or
    ``-n``, the most frequent literals, read without the literal's regular
    expression; None for any other text (``text`` is not empty).

    >>> _plain_literal("*12") is nimber(12), _plain_literal("-7") is number(-7)
    (True, True)
    >>> _plain_literal("*"), _plain_literal("1/2"), _plain_literal("*-1")
    (<Form 0 +0.^ *1>, None, None)
    """
    parts = plain_parts(text)
    if parts is None:
        return None
    x, nim = parts
    return nimber(nim) if not x else nus(Dyadic(x), 0, 0)


def plain_parts(text: str) -> tuple[int, int] | None:
    """``(n, 0)`` for an integer ``n`` written ``n`` or ``-n``, ``(0, m)``
    for ``*m`` (and ``*``); None for any other text (``text`` is not empty).

    >>> plain_parts("-12"), plain_parts("*3"), plain_parts("*"), plain_parts("^")
    ((-12, 0), (0, 3), (0, 1), None)
    """
    first = text[0]
    digits = text[1:] if first == "*" or first == "-" else text
    if not (digits.isdigit() and digits.isascii()):
        return (0, 1) if text == "*" else None
    # int() at once for the digits it takes by default (decimal_value's own
    # first try: one call fewer on the path of every *n and integer read)
    value = int(digits) if len(digits) <= 4300 else decimal_value(digits)
    if first == "*":
        return 0, value
    return -value if first == "-" else value, 0


#: Terms of a sum that the reader adds in closed form before it makes a
#: game (see :meth:`_Reader.read_all`): ``x + a_1.↑ + ... + a_k.↑^k + *m``
#: as ``(x, (a_1, ..., a_k), m)``.
Pending = tuple[Dyadic, tuple[int, ...], int]


def _pending_plus(pending: Pending | None, term: Pending, minus: bool) -> Pending:
    """``pending`` plus (or minus) ``term``, in closed form.

    >>> _pending_plus((Dyadic(1), (2,), 1), (Dyadic(3), (0, 1), 3), True)
    (Dyadic(-2, 0), (2, -1), 2)
    """
    x, coefficients, nim = term
    if minus:
        x, coefficients = -x, negative_coefficients(coefficients)
    if pending is None:
        return x, coefficients, nim
    return pending[0] + x, add_coefficients(pending[1], coefficients), pending[2] ^ nim


def _settled(total: Form | None, pending: Pending) -> Form:
    """``total`` plus the terms pending (see :meth:`_Reader.read_all`)."""
    assert total is not None  # terms are pending only after a game
    x, coefficients, nim = pending
    return sum_games(total, uptimal(x, coefficients, nim))


#: Texts longer than this, with a construct that may cost (braces, ^<n>,
#: ^[n], Tiny, Miny), are checked for faults before any game is made.
_CHECK_FIRST = 500
_COSTLY = re.compile(r"[TM]iny")


def _costly(text: str) -> bool:
    """Whether ``text`` has braces, ``^<n>``, ``^[n]``, Tiny or Miny (each a
    scan in C: a regular expression with alternatives reads a long text
    character by character)."""
    return "{" in text or "<" in text or "[" in text or (
        "iny" in text and _COSTLY.search(text) is not None)


def _nesting(text: str) -> int:
    """An upper bound on how deep the games in ``text`` nest."""
    if len(text) < 100:
        return len(text)
    # Counting is cheap, and a small count settles it: every level of
    # nesting needs a bracket or a switch.
    marks = text.count("{") + text.count("(") + text.count("±") + text.count("+-")
    if marks < 100:
        return marks
    # The deepest bracket, plus one level for each switch wherever it stands.
    switches = text.count("±") + text.count("+-")
    steps = map(_STEP.__getitem__, _BRACKETS.findall(text))
    return max(accumulate(steps, initial=0)) + switches


_BRACKETS = re.compile(r"[{}()]")
_STEP = {"{": 1, "(": 1, "}": -1, ")": -1}


def _prefixed(prefixes: list[tuple[str, int, int]], value: Form) -> Form:
    """``value`` under the unary ``-`` and ``±`` written before it, which are used up."""
    for sign, _, _ in reversed(prefixes):
        value = negate(value) if sign == "-" else _switch(value)
    prefixes.clear()
    return value


def _switch(value: Form) -> Form:
    """``±value``, that is ``{value | -value}``."""
    return build([value], [negate(value)])


def _dry_prefixed(prefixes: list[tuple[str, int, int]], value: Form) -> Form:
    prefixes.clear()
    return value


def _dry_combine(total: Form, operator: str | None, value: Form) -> Form:
    return total


def _dry_build(left: list[Form], right: list[Form]) -> Form:
    """:func:`build` in a check of the text alone."""
    return value_of_nothing()


def value_of_nothing() -> Form:
    """What every game stands as in a check of the text alone: 0."""
    return zero


def _combine(total: Form, operator: str | None, value: Form) -> Form:
    """``total + value`` or ``total - value``."""
    return estimated_sum(total, negate(value) if operator == "-" else value)


class _Reader:
    """Reads the tokens left to right with an explicit stack of brackets, so
    nesting depth costs no recursion. Grammar:

    sum     := unary (('+' | '-') unary | '±' unary)*
    unary   := ('-' | '±')* primary            ('±' before '{a,b}' is a multiple switch)
    primary := literal | '-'literal | '(' sum ')' | '{' options (bars options)* '}'

    The bracket being read lives in local variables of :meth:`read_all` (the
    loop runs once per token, and locals are the cheapest state Python has);
    an opening bracket saves them on the stack as one tuple, and its closing
    bracket restores them:

    - ``kind``: ``"text"``, ``"("`` or ``"{"``, opened at ``start``;
    - ``total``: the sum read so far, ``operator``: the ``"+"`` or ``"-"``
      waiting for its right operand, ``prefixes``: unary ``-`` and ``±``
      waiting for their operand, with their spans;
    - in braces, ``options``: the options read since the last bar,
      ``parts``: the option lists closed by bars, ``bars``: (slashes,
      position) of each bar, ``switched``: the braces follow a ``±``;
    - ``function``: ("Tiny" or "Miny", the number before it) for ``2Tiny(``.
    """

    def __init__(self, text: str, dry: bool = False, found: list[str] | None = None) -> None:
        self.text = text
        #: The tokens of ``text``, when a dry read and the real one share them.
        self.found = found
        #: Only check the text: no game is made (every value stands as 0).
        self.dry = dry
        self.build = _dry_build if dry else build
        #: The literals a dry read checked, by text: a long text repeats
        #: its few literals (a printed game's subgames recur), and the
        #: shared memo keeps only what a real read made.
        self.checked: dict[str, Form] = {}

    def fail(self, position: int, message: str) -> ParseError:
        return ParseError(self.text, position, message)

    def read(self) -> Form:
        try:
            return self.read_all()
        except ParseError:
            raise
        except CGTError as error:  # not expected: every literal is checked first
            raise self.fail(0, str(error)) from error

    def read_all(self) -> Form:
        text = self.text
        literals = _LITERALS
        dry = self.dry
        prefixed, combine = (_dry_prefixed, _dry_combine) if dry else (_prefixed, _combine)
        kinds = _KINDS
        stack: list[tuple] = []
        kind, start = "text", 0
        total: Form | None = None
        operator: str | None = None
        prefixes: list[tuple[str, int, int]] = []
        options: list[Form] = []
        parts: list[list[Form]] = []
        bars: list[tuple[int, int]] = []
        switched = False
        function: tuple[str, Form] | None = None
        # Terms "+ *n", "- 3", "+ ^<3>" and the like (numbers, nimbers, ups
        # and uptimals) are summed here, in closed form, and added to
        # ``total`` once, where it is next used: a long sum of them makes no
        # game per term (each new uptimal would walk its own options for
        # its birthday: quadratic in the number of terms).
        pending: Pending | None = None
        end = 0
        found = tokens(text) if self.found is None else self.found
        for token in found:  # positions: the lengths before (see cgt.notation.tokens)
            at = end
            end += len(token)
            first = token[0]
            what = kinds.get(first)
            if what is None:
                if first.isspace():
                    continue
                if token[-1] != "(" or len(token) == 1:
                    raise self.fail(at, f"unexpected character {token!r}")
                what = "function"  # "Tiny("
            elif what == "literal" and token[-1] == "(":
                what = "function"  # "2Tiny("
            elif what == "minus" and len(token) > 1:  # "-3/4": a number with a '-'
                if total is not None and operator is None:
                    operator = "-"  # "2-1^" is 2 - (1^)
                    token = token[1:]
                    at += 1
                what = "literal"
            if what == "literal":
                if total is not None and operator is None:
                    raise self.misplaced(kind, at)
                term = operator is not None and not prefixes and not dry  # of a sum
                if term:
                    amount = plain_parts(token)
                    if amount is not None:
                        pending = _pending_plus(pending, (Dyadic(amount[0]), (), amount[1]),
                                                operator == "-")
                        operator = None
                        continue
                value = (None if dry else literals.get(token)) or self.literal(token, at)
                if term:
                    closed = expansion(value)
                    if closed is not None:
                        pending = _pending_plus(pending, closed, operator == "-")
                        operator = None
                        continue
                if prefixes:
                    value = prefixed(prefixes, value)
                total = value if total is None else combine(total, operator, value)
                operator = None
            elif what == "comma":
                if kind != "{":
                    raise self.fail(at, "',' outside braces: options are listed in {L|R}")
                if total is None or operator is not None:
                    raise self.fail(at, "expected a game")
                if pending is not None:
                    total, pending = _settled(total, pending), None
                options.append(total)
                total = None
            elif what == "bar":
                if kind != "{":
                    raise self.fail(at, "'|' outside braces: write a game as {L|R}")
                if total is not None or prefixes or options:  # not an empty side
                    if total is None or operator is not None:
                        raise self.fail(at, "expected a game")
                    if pending is not None:
                        total, pending = _settled(total, pending), None
                    options.append(total)
                    total = None
                parts.append(options)
                options = []
                bars.append((len(token), at))
            elif what == "open":
                if total is not None and operator is None:
                    raise self.misplaced(kind, at)
                inner_switched = first == "{" and bool(prefixes) and prefixes[-1][0] == "±"
                if inner_switched:
                    prefixes.pop()  # the braces apply it: ±{1|0}, or ±{a,b}
                if pending is not None:
                    total, pending = _settled(total, pending), None
                stack.append((
                    kind, start, total, operator, prefixes, options, parts, bars, switched,
                    function,
                ))
                kind, start, switched, function = first, at, inner_switched, None
                total = operator = None
                prefixes, options, parts, bars = [], [], [], []
            elif what == "close":
                if kind == "text":
                    raise self.fail(at, f"unmatched {first!r}")
                expected = _CLOSING[kind]
                if first != expected:
                    raise self.fail(at, f"expected {expected!r}, found {first!r}")
                if pending is not None:
                    total, pending = _settled(total, pending), None
                if kind == "{":
                    if total is not None or prefixes or options:
                        if total is None or operator is not None:
                            raise self.fail(at, "expected a game")
                        options.append(total)
                    parts.append(options)
                    if len(bars) == 1 and not switched:  # {L|R}, the common case
                        if dry:
                            value = _dry_build(parts[0], parts[1])
                        else:  # build named, not held in a variable: compiled, a direct call
                            value = build(parts[0], parts[1])
                    else:
                        value = self.braces(parts, bars, switched, at)
                else:
                    if total is None or operator is not None:
                        raise self.fail(at, "expected a game")
                    value = total
                    if function is not None:
                        name, x = function
                        value = value if dry else sum_games(x, special_function(name, value))
                kind, start, total, operator, prefixes, options, parts, bars, switched, function = (
                    stack.pop()
                )
                if prefixes:
                    value = prefixed(prefixes, value)
                total = value if total is None else combine(total, operator, value)
                operator = None
            elif what == "minus" or what == "pm":
                sign = "-" if what == "minus" else "±"
                if total is None or operator is not None:
                    prefixes.append((sign, at, end))
                else:
                    operator = "-" if sign == "-" else "+"
                    if sign == "±":  # a ± b is a + ±b
                        prefixes.append(("±", at, end))
            elif what == "plus":
                if token == "+-":  # "+-" is "±", as above
                    if total is not None and operator is None:
                        operator = "+"
                    prefixes.append(("±", at, end))
                elif total is None or operator is not None:
                    raise self.fail(at, "expected a game, found '+'")
                else:
                    operator = "+"
            else:  # "function": Tiny(G), Miny(G), with a number in front: 2Tiny(2)
                if total is not None and operator is None:
                    raise self.misplaced(kind, at)
                match = _FUNCTION.match(text, at)
                assert match is not None  # the tokens matched a function here
                negative = bool(prefixes) and prefixes[-1][0] == "-" and prefixes[-1][2] == at \
                    and match.group("tinteger") is not None
                if negative:
                    prefixes.pop()  # "-1Tiny(2)" is -1 + Tiny(2), as "-1^" is -1 + ^
                factor = self.number_part(match, "t")
                if pending is not None:
                    total, pending = _settled(total, pending), None
                stack.append((
                    kind, start, total, operator, prefixes, options, parts, bars, switched,
                    function,
                ))
                kind, start, switched = "(", at, False
                function = (match.group("name"), number(-factor if negative else factor))
                total = operator = None
                prefixes, options, parts, bars = [], [], [], []
        end = len(text)
        if kind != "text":
            raise self.fail(
                end, f"expected {_CLOSING[kind]!r} (to close the {kind!r} opened at {start})"
            )
        if total is None and not prefixes:
            raise self.fail(0, "expected a game")
        if total is None or operator is not None:
            raise self.fail(end, "expected a game")
        if pending is not None:
            total, pending = _settled(total, pending), None
        return total

    def misplaced(self, kind: str, at: int) -> ParseError:
        """An operand where an operator or separator belongs."""
        if kind == "{":
            return self.fail(at, "expected ',', '|' or '}'")
        if kind == "(":
            return self.fail(at, "expected ')'")
        return self.fail(at, "expected '+', '-', '±' or the end of the text")

    def braces(self, parts: list[list[Form]], bars: list[tuple[int, int]], switched: bool,
               at: int) -> Form:
        """``{L|R}`` with multi-slashes; after ``±`` also the list ``{a,b}``."""
        if bars:
            value = self.split(parts, bars)
            return _switch(value) if switched and not self.dry else value
        if switched and parts[0]:
            if self.dry:
                return value_of_nothing()
            return build(parts[0], [negate(option) for option in parts[0]])
        if switched:
            raise self.fail(at, "expected a game")
        raise self.fail(at, "expected '|' between Left and Right options")

    def literal(self, token: str, at: int) -> Form:
        """The literal ``token`` at ``at``: a number, up-multiple and nimber
        written together, ``9/8^^*4``, and the '-' against its number: ``-1^``."""
        if self.dry:
            checked = self.checked.get(token)
            if checked is None:
                checked = self.checked[token] = self.check_literal(token, at)
            return checked
        plain = _plain_literal(token)
        if plain is not None:
            _LITERALS.store(token, plain)
            return plain
        match = _LITERAL.match(self.text, at)
        assert match is not None  # the tokens matched a literal here
        key = match.group()
        known = _LITERALS.get(key)
        if known is not None:
            return known
        value = self.read_literal(match)
        _LITERALS.store(key, value)
        return value

    def check_literal(self, token: str, at: int) -> Form:
        """The literal ``token`` at ``at`` read as a dry read reads it: checked, not kept."""
        plain = _plain_literal(token)
        if plain is not None:
            return plain
        match = _LITERAL.match(self.text, at)
        assert match is not None  # the tokens matched a literal here
        return self.read_literal(match)

    def read_literal(self, match: re.Match) -> Form:
        x = self.number_part(match)
        if match.group("sign"):
            x = -x
        ups = 0
        if match.group("arrows"):
            arrows = match.group("arrows")
            ups = len(arrows)
            if match.group("ups") is not None:
                if len(arrows) > 1:
                    raise self.fail(match.start("ups"), "a count follows a single arrow: ^3, v3")
                ups = decimal_value(match.group("ups"))
            if arrows[0] in "v↓":
                ups = -ups
        star = "*" in match.group()
        nim = decimal_value(match.group("nim")) if match.group("nim") else int(star)
        bracket = "<" if match.group("nth") else "[" if match.group("upsum") else None
        if bracket is None:
            return nus(Dyadic.from_value(x), ups, nim) if ups or star else number(x)
        # ^<n> and v[n]: up-nth and up-sum (cgt.notation.special), between the number and the nimber
        where = match.start("nth" if bracket == "<" else "upsum")
        arrows, closing = match.group("arrows"), ">" if bracket == "<" else "]"
        if len(arrows) > 1:
            raise self.fail(
                where - 1, f"one arrow before {bracket}n{closing}: ^{bracket}3{closing}"
            )
        n = decimal_value(match.group("nth") or match.group("upsum"))
        if n < 1:
            raise self.fail(where, f"{arrows}{bracket}{n}{closing}: n counts from 1")
        if self.dry:
            return value_of_nothing()
        return sum_games(nus(Dyadic.from_value(x), 0, nim), special_arrow(arrows, bracket, n))

    def number_part(self, match: re.Match, prefix: str = "") -> int | Fraction:
        """The number that starts a literal (0 when there is none), checked dyadic;
        ``prefix`` "t" reads the number in front of ``Tiny(``."""
        integer, denominator, decimals = (
            match.group(prefix + "integer"), match.group(prefix + "denominator"),
            match.group(prefix + "decimals"),
        )
        if integer is None:
            return 0
        x = Fraction(decimal_value(integer))
        if denominator is not None:
            where, end = match.span(prefix + "denominator")
            if not decimal_value(denominator):
                raise self.fail(where, "division by zero")
            x /= decimal_value(denominator)
        elif decimals is not None:
            where, end = match.span(prefix + "decimals")
            x += Fraction(decimal_value(decimals), 10 ** len(decimals))
        if x.denominator & (x.denominator - 1):
            written = self.text[match.start(prefix + "integer") : end]
            exact = fraction_text(x)
            value = written if written == exact else f"{written} = {exact}"
            if len(value) > 80:
                value = f"the number of {len(written)} characters"
            raise self.fail(where, f"{value} is not dyadic: its denominator is not a power of 2")
        return x.numerator if x.denominator == 1 else x

    def split(self, parts: list[list[Form]], bars: list[tuple[int, int]]) -> Form:
        """The game of ``parts`` split at the separator with the most slashes."""
        if len(bars) == 1:
            return self.build(parts[0], parts[1])
        # The bar with the most slashes, and a second one as long (one pass:
        # a printed game splits at every level of its multi-slash braces).
        i, most, twice = 0, 0, -1
        for j, (slashes, _) in enumerate(bars):
            if slashes > most:
                i, most, twice = j, slashes, -1
            elif slashes == most and twice < 0:
                twice = j
        if twice >= 0:
            bar = "|" * most
            raise self.fail(
                bars[twice][1],
                f"ambiguous {bar!r}: two {bar!r} at one level; "
                f"split Left from Right with {bar + '|'!r}",
            )
        return self.build(self.side(parts[: i + 1], bars[:i]),
                          self.side(parts[i + 1 :], bars[i + 1 :]))

    def side(self, parts: list[list[Form]], bars: list[tuple[int, int]]) -> list[Form]:
        """Options of one side: a plain list, or one game when it has separators."""
        return [self.split(parts, bars)] if bars else parts[0]


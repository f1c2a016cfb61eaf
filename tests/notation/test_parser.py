"""The notation parser: known values, errors with carets, fuzzing, depth, round trips."""

from __future__ import annotations

import doctest
import pickle
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import any_games, cgt_of, trees

import cgt.errors
import cgt.notation.parser
from cgt import Game, SidedValue, Stopper, game, nimber, number, nus, parse, switch, up, zero
from cgt.errors import CGTError, ParseError

# -- known values --------------------------------------------------------------------

KNOWN = [
    # numbers
    ("0", zero),
    ("3", number(3)),
    ("-3/4", number(Fraction(-3, 4))),
    ("1/2", number(Fraction(1, 2))),
    ("6/8", number(Fraction(3, 4))),
    ("0.5", number(Fraction(1, 2))),
    ("1.25", number(Fraction(5, 4))),
    ("-0.375", number(Fraction(-3, 8))),
    ("1000000000000000000000000000000", number(10**30)),
    ("-1000000000000000000000000000000/1024", number(Fraction(-(10**30), 1024))),
    # nimbers, ups, downs
    ("*", nimber(1)),
    ("*0", zero),
    ("*3", nimber(3)),
    ("^", up(1)),
    ("v", up(-1)),
    ("^^", up(2)),
    ("vv", up(-2)),
    ("^3", up(3)),
    ("v14", up(-14)),
    ("^0", zero),
    ("↑", up(1)),
    ("↓↓", up(-2)),
    ("↑5", up(5)),
    # literals combined
    ("^*", nus(0, 1, 1)),
    ("^^*4", nus(0, 2, 4)),
    ("v*", nus(0, -1, 1)),
    ("^3*2", nus(0, 3, 2)),
    ("6^*", nus(6, 1, 1)),
    ("9/8*", nus(Fraction(9, 8), 0, 1)),
    ("2^^", nus(2, 2, 0)),
    ("-1v*3", nus(-1, -1, 3)),
    ("3*", nus(3, 0, 1)),
    ("-1/2^", nus(Fraction(-1, 2), 1, 0)),
    ("0.5v3*7", nus(Fraction(1, 2), -3, 7)),
    # a '-' against a number belongs to it; elsewhere it negates
    ("-1^", nus(-1, 1, 0)),
    ("- 1^", nus(-1, -1, 0)),
    ("-(1^)", nus(-1, -1, 0)),
    ("--1^", nus(1, -1, 0)),
    ("2-1^", nus(1, -1, 0)),
    ("2 + -1^", nus(1, 1, 0)),
    ("2+-1^", number(2) + switch(nus(1, 1, 0))),  # '+-' is '±'
    ("2-1", number(1)),
    ("2 -1", number(1)),
    ("^-1^", number(-1)),
    ("{1|-1}-1", game([0], [-2])),
    ("{1|0}−3", game([-2], [-3])),
    ("-1Tiny(2)", number(-1) + cgt.tiny(2)),
    ("1-1/2Tiny(2)", number(Fraction(1, 2)) - cgt.tiny(2)),
    ("-Tiny(2)", -cgt.tiny(2)),
    ("2Tiny(2)-3/4", number(Fraction(5, 4)) + cgt.tiny(2)),
    ("-^", up(-1)),
    ("-*", nimber(1)),
    ("−3", number(-3)),  # U+2212 minus sign
    ("-{1|0}", -game([1], [0])),
    ("-(1+*)", -nus(1, 0, 1)),
    # expressions
    ("^ + ^", up(2)),
    ("*2 + *3", nimber(1)),
    ("1 - 3/4", number(Fraction(1, 4))),
    ("(1 + *) - (^ - *2)", nus(1, -1, 3)),
    ("--3", number(3)),
    ("  {  1 , *  |  - 1  }  ", game([1, nimber(1)], [-1])),
    ("3 - 2 +- 6 - 7 +- 8 + 4", number(-2) + switch(6) + switch(8)),
    ("1 ± 2", number(1) + switch(2)),
    # switches
    ("±1", switch(1)),
    ("+-1", switch(1)),
    ("±{1|0}", switch(game([1], [0]))),
    ("±(1+*)", switch(nus(1, 0, 1))),
    ("±1*", switch(nus(1, 0, 1))),
    ("±-1", switch(-1)),
    ("±±2", switch(switch(2))),
    ("-±3", -switch(3)),
    ("+-{1,1*}", game([1, nus(1, 0, 1)], [-1, nus(-1, 0, 1)])),
    ("±{2}", switch(2)),
    ("1 ±{2,3}", number(1) + game([2, 3], [-2, -3])),
    # explicit forms
    ("{|}", zero),
    ("{0|}", number(1)),
    ("{|0}", number(-1)),
    ("{0|0}", nimber(1)),
    ("{0|*}", up(1)),
    ("{0,*|0,*}", nimber(2)),
    ("{1|-1}", switch(number(1))),
    ("{2|-1/2}", game([2], [Fraction(-1, 2)])),
    ("{1+*, ^ | -1}", game([nus(1, 0, 1), up(1)], [-1])),
    ("{{1|0}|{0|-1}}", game([game([1], [0])], [game([0], [-1])])),
    ("{(1+1)|}", number(3)),
    # multi-slash shorthand
    ("{3||2|1}", game([3], [game([2], [1])])),
    ("{3|2||1}", game([game([3], [2])], [1])),
    ("{3|||2||1|0}", game([3], [game([2], [game([1], [0])])])),
    ("{3|||2|1||0}", game([3], [game([game([2], [1])], [0])])),
    ("{4|3||2|1}", game([game([4], [3])], [game([2], [1])])),
    ("{4,5|3||2|1,0}", game([game([4, 5], [3])], [game([2], [1, 0])])),
    ("{3||}", game([3], [])),
    ("{||-3}", game([], [-3])),
    ("{3|||2|1}", game([3], [game([2], [1])])),
    ("{0||0|-1}", game([0], [game([0], [-1])])),
]


@pytest.mark.parametrize(("text", "expected"), KNOWN, ids=[text for text, _ in KNOWN])
def test_known_values(text: str, expected: Game) -> None:
    assert parse(text) is expected


def test_brief_examples() -> None:
    assert parse("^ + ^") == parse("^^")
    assert parse("{0|*}") == parse("^")
    assert parse("{0,*|0,*}") == parse("*2")
    assert parse("{1|-1}") == switch(number(1))
    assert parse("+-1") == parse("±1")
    assert parse("{3||2|1}") == game([3], [game([2], [1])])
    g = parse("{3|||2||1|0}")
    assert g.left == (number(3),)
    (right,) = g.right
    assert right.left == (number(2),) and right.right == (game([1], [0]),)


def test_big_integers() -> None:
    digits = "9" * 5000  # beyond CPython's default limit on str -> int conversion
    assert parse(digits) == number(10**5000 - 1)
    assert parse("-" + digits) == number(1 - 10**5000)
    assert parse(f"*{digits}") == nimber(10**5000 - 1)
    assert parse(f"{10**30}^*") == nus(10**30, 1, 1)
    assert parse(f"1/{2**100}") == number(Fraction(1, 2**100))


def test_options_are_full_expressions() -> None:
    assert parse("{1 + 1, -(*) | -1 - 1}") == game([2, nimber(1)], [-2])
    assert parse("{±1|}") == game([switch(1)], [])


def test_not_a_str() -> None:
    for value in (3, None, b"1", ["1"]):
        with pytest.raises(TypeError):
            parse(value)


# -- errors: a ParseError with the text and a caret under the fault -------------------

ERRORS = [
    ("", 0, "expected a game"),
    ("   ", 0, "expected a game"),
    ("{1|", 3, "expected '}'"),
    ("1/3", 2, "not dyadic"),
    ("-5/6*", 3, "not dyadic"),
    ("0.1", 2, "not dyadic"),
    ("1/0", 2, "division by zero"),
    ("{1|2|3}", 4, "ambiguous"),
    ("{1|2|3||4}", 4, "ambiguous"),
    ("{3|2||1||0}", 7, "ambiguous"),
    ("{|2|}", 3, "ambiguous"),
    ("1|0", 1, "outside braces"),
    ("__import__('os')", 0, "unexpected character '_'"),
    ("\x00", 0, "unexpected character"),
    ("1 + \x00", 4, "unexpected character"),
    ("{{{{", 4, "expected '}'"),
    ("}", 0, "unmatched '}'"),
    ("(1", 2, "expected ')'"),
    ("{1|2)", 4, "expected '}'"),
    ("1 +", 3, "expected a game"),
    ("1 ±", 3, "expected a game"),
    ("**", 1, "expected '+', '-'"),
    ("1 2", 2, "expected '+', '-'"),
    ("6 ^*", 2, "expected '+', '-'"),
    ("^^^^x", 4, "unexpected character 'x'"),
    ("^^3", 2, "count"),
    ("^v", 1, "expected '+', '-'"),
    ("{1}", 2, "expected '|'"),
    ("{}", 1, "expected '|'"),
    ("±{}", 2, "expected a game"),
    ("()", 1, "expected a game"),
    ("{1,|0}", 3, "expected a game"),
    ("{,}", 1, "expected a game"),
    ("{1 2|}", 3, "expected ',', '|' or '}'"),
    ("+1", 0, "expected a game"),
    ("1/", 1, "unexpected character '/'"),
    ("2**3", 2, "expected '+', '-'"),
    ("x", 0, "unexpected character 'x'"),
    # a '-' read with its number: the caret still points into the number
    ("-1/3", 3, "not dyadic"),
    ("2-1/3", 4, "not dyadic"),
    ("{1|-0.1}", 6, "not dyadic"),
    ("2 -1/0", 5, "division by zero"),
    ("3 -1 2", 5, "expected '+', '-'"),
]


def caret_column(error: ParseError) -> int:
    """Column of the caret under the shown text, relative to the text."""
    _, shown, caret = str(error).split("\n")
    assert shown.startswith("  ") and caret.startswith("  ")
    return caret.index("^") - 2


@pytest.mark.parametrize(("text", "position", "words"), ERRORS, ids=[repr(e[0]) for e in ERRORS])
def test_malformed_text_raises_parse_error(text: str, position: int, words: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    error = info.value
    assert isinstance(error, CGTError) and isinstance(error, ValueError)
    assert error.text == text and error.position == position
    assert words in error.message
    message = str(error)
    assert f"at position {position}:" in message
    shown = message.split("\n")[1][2:]
    if text.isprintable():
        assert shown == text
        assert caret_column(error) == position
    else:  # escaped characters shift the caret by their extra width
        escaped = text[:position].encode("unicode_escape").decode("ascii")
        assert caret_column(error) == len(escaped)
        assert "\\x00" in shown


def test_the_non_dyadic_caret_is_under_the_denominator() -> None:
    with pytest.raises(ParseError) as info:
        parse("{1 | 7/12}")
    assert info.value.position == 7
    assert caret_column(info.value) == 7
    assert "7/12" in info.value.message


def test_caret_follows_wide_text() -> None:
    with pytest.raises(ParseError) as info:
        parse("±1 + ±x")
    assert info.value.position == 6
    assert caret_column(info.value) == 6


def test_error_on_long_text_shows_a_window() -> None:
    text = "1 + " * 100 + "1/3" + " + 1" * 100
    with pytest.raises(ParseError) as info:
        parse(text)
    _, shown, caret = str(info.value).split("\n")
    assert len(shown) < 200
    assert shown[caret.index("^")] == "3"


def test_parse_error_pickles() -> None:
    with pytest.raises(ParseError) as info:
        parse("{1|2|3}")
    again = pickle.loads(pickle.dumps(info.value))
    assert (again.text, again.position, again.message) == ("{1|2|3}", 4, info.value.message)
    assert str(again) == str(info.value)


# -- fuzzing: nothing but CGTError escapes ------------------------------------------

NOTATION = list("{}|,+-*^v/0123456789 ()±.") + ["+-", "↑", "↓", "−", "||", "\x00", "x", "\n"]


def _short_digits(text: str) -> str:
    # Long digit runs make *n + G and ^n + G expensive for the core: not the
    # parser's business, and not what this test is about.
    return re.sub(r"[0-9]{3,}", lambda m: m.group()[:2], text)


fuzz_texts = st.one_of(
    st.lists(st.sampled_from(NOTATION), max_size=30).map("".join),
    st.text(max_size=20),
).map(_short_digits)


@settings(max_examples=1000, deadline=None)
@given(fuzz_texts)
def test_fuzz_only_cgt_errors_escape(text: str) -> None:
    try:
        value = parse(text)
    except ParseError as error:
        assert 0 <= error.position <= len(text)
        assert error.text == text
        str(error)
    except CGTError:
        pass
    else:
        assert isinstance(value, (Game, Stopper, SidedValue))  # loopy words: 'on', 'dud'
        assert parse(str(value)) is value  # what it read, it prints readably


ATOMS = [(text, value) for text, value in KNOWN if value.birthday <= 4 and len(text) <= 8]


def _infix(symbol: str, combine):
    """(text, value) of ``(a) symbol (b)``, spaces around the symbol or not."""

    def build(a, b, space):
        return f"({a[0]}){space}{symbol}{space}({b[0]})", combine(a[1], b[1])

    return build


def _expressions(children: st.SearchStrategy) -> st.SearchStrategy:
    """(text, value) pairs one operation above ``children``."""
    space = st.sampled_from(["", " ", "  "])
    infix = [
        ("+", lambda a, b: a + b),
        ("-", lambda a, b: a - b),
        ("±", lambda a, b: a + switch(b)),
        ("+-", lambda a, b: a + switch(b)),
    ]
    return st.one_of(
        *(st.builds(_infix(symbol, f), children, children, space) for symbol, f in infix),
        st.builds(lambda a: (f"-({a[0]})", -a[1]), children),
        st.builds(lambda a: (f"±({a[0]})", switch(a[1])), children),
        st.builds(
            lambda left, right: (
                "{" + ",".join(t for t, _ in left) + "|" + ",".join(t for t, _ in right) + "}",
                game([v for _, v in left], [v for _, v in right]),
            ),
            st.lists(children, max_size=2),
            st.lists(children, max_size=2),
        ),
    )


expressions = st.recursive(st.sampled_from(ATOMS), _expressions, max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(expressions)
def test_random_expressions(expression) -> None:
    text, value = expression
    assert parse(text) is value


# -- depth ------------------------------------------------------------------------------


def nested(depth: int, template: str = "{0|%s}") -> str:
    text = "0"
    for _ in range(depth):
        text = template % text
    return text


#: Each template, and the same step taken by the constructors instead of the parser.
NESTINGS = {
    "{0|%s}": lambda g: game([0], [g]),
    "{%s|}": lambda g: game([g], []),
    "{1||%s|-1}": lambda g: game([1], [game([g], [-1])]),
    "-{*|%s}": lambda g: -game([nimber(1)], [g]),
    "(%s)": lambda g: g,
}


@pytest.mark.parametrize("template", NESTINGS)
def test_deeply_nested_games_parse(template: str) -> None:
    expected = zero
    for _ in range(3000):
        expected = NESTINGS[template](expected)
    assert parse(nested(3000, template)) is expected


def test_deeply_nested_known_values() -> None:
    """{0|G} from 0, n times: *, ↑, ⇑*, ... = (n-1).↑ + *(n mod 2) (WW, ch. 3: ↑ = {0|*},
    {0|↑} = ⇑*); {G|} from 0, n times: the integer n (WW, ch. 2)."""
    assert parse(nested(3000)) is nus(0, 2999, 0)
    assert parse(nested(3000, "{%s|}")) is number(3000)
    assert parse(nested(3000, "(%s)")) is zero


def test_deep_chain_value() -> None:
    # {0|{0|...{0|0}}}: * then ^, ^^*, ^^^, ... each level adds an up (or so)
    assert parse(nested(3000)) is parse(nested(3000).replace(" ", ""))
    assert parse(nested(3)) is game([0], [game([0], [game([0], [0])])])


def test_deep_unbalanced_text_is_a_parse_error() -> None:
    for text in ("{" * 100_000, "(" * 100_000, "}" * 100_000, "{" * 5000 + "|" + "}" * 5000):
        with pytest.raises(ParseError):
            parse(text)


def test_long_flat_texts() -> None:
    assert parse("-" * 10_001 + "1") is number(-1)
    assert parse("±" * 2_000 + "1") is zero
    assert parse(" + ".join(["1"] * 2_000)) is number(2000)


# -- round trips through the printer -------------------------------------------------


def tree_text(tree) -> str:
    """Notation for an option tree of :mod:`strategies` (leaf names are notation)."""
    if isinstance(tree, str):
        return tree
    left, right = tree
    return "{" + ",".join(map(tree_text, left)) + "|" + ",".join(map(tree_text, right)) + "}"


@settings(max_examples=300, deadline=None)
@given(trees())
def test_text_of_an_option_tree_reads_as_that_game(tree) -> None:
    assert parse(tree_text(tree)) is cgt_of(tree)


@settings(max_examples=300, deadline=None)
@given(any_games())
def test_round_trip_random_games(g: Game) -> None:
    assert parse(str(g)) is g


@settings(max_examples=200, deadline=None)
@given(any_games(), any_games())
def test_round_trip_sums_and_switches(g: Game, h: Game) -> None:
    for value in (g + h, g - h, switch(g), game([g, h], [-g]), -switch(h) + g):
        assert parse(str(value)) is value


@pytest.mark.parametrize(("text", "_"), KNOWN, ids=[text for text, _ in KNOWN])
def test_round_trip_known_values(text: str, _) -> None:
    g = parse(text)
    assert parse(str(g)) is g


def test_round_trip_deep_game() -> None:
    g = parse(nested(1000, "{1||%s|-1}"))
    assert parse(str(g)) is g


# -- the examples in the docstrings -----------------------------------------------------


@pytest.mark.parametrize("module", [cgt.notation.parser, cgt.errors])
def test_docstring_examples(module) -> None:
    if cgt.compiled and module.__name__ in cgt.native.COMPILED:
        pytest.skip("a compiled module keeps no docstrings: tests/test_doctests.py runs its "
                    "examples on the source")
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0


def test_a_long_text_is_checked_before_any_game_is_made():
    """A fault at the end of a long text with costly parts is found before
    the games before it are made (the fuzzer met 15-second reads that ended
    in a syntax error): no build or sum is stored on the way."""
    import cgt

    text = "±(2v<200>*) + " * 60 + "{1|0"
    before = {name: s.stores for name, s in cgt.cache_statistics().items()
              if name in ("builds", "sums")}
    with pytest.raises(cgt.ParseError, match=r"expected '}' \(to close the '\{' opened at"):
        cgt.parse(text)
    after = {name: s.stores for name, s in cgt.cache_statistics().items() if name in before}
    assert after == before
    # The same fault in a short text: the same message, found the usual way.
    with pytest.raises(cgt.ParseError, match=r"expected '}' \(to close the '\{' opened at 0\)"):
        cgt.parse("{1|0")

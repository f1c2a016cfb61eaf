"""Hypothesis strategies for game notation: grammatical texts and mangled ones.

:func:`grammar_texts` writes CGSuite plain text by the grammar of
:mod:`cgt.notation.parser`: numbers (integers, fractions, decimals, a few
that are not dyadic), literals ``2^^*4``, ``-1v3*``, ``^<3>``, ``v[2]*``,
switches ``±x`` and ``+-x``, explicit forms ``{L|R}`` with the multi-slash
shorthand ``{3||2|1}`` and the multiple switch ``±{a,b}``, ``Tiny(G)``,
``2Miny(G)``, sums, differences, ``a ± b``, negation and parentheses, with
random blanks between the tokens. :func:`mutated_texts` damages such a text:
characters inserted, deleted, replaced or swapped, cuts, huge numbers, deep
nesting. :func:`notation_texts` mixes both with arbitrary unicode text.

>>> from hypothesis import find
>>> find(grammar_texts(), lambda t: "|" in t)
'{|}'
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from hypothesis import strategies as st

__all__ = [
    "PARTNERS", "grammar_texts", "huge_numbers", "literals", "mutated_texts", "notation_texts",
    "numbers", "raw_texts",
]

#: Small games that a parsed text is added to and compared with.
PARTNERS = ("0", "1", "-1/2", "*", "*2", "^", "v*", "±1", "{1|0}", "{0||0|-1}", "^<2>")

#: Characters a mutation inserts: the notation's own, and some that look like them.
NOTATION_CHARACTERS = "0123456789{}|,()+-±−*^v↑↓<>[]./ TinyMiny\t\n∗⋆－＋｜"

_blank = st.sampled_from(["", "", "", " ", "  ", "\t", "\n"])

# Every strategy is built once, here or in a cached function: Hypothesis
# validates a new strategy object at its first draw, which costs more than
# the draw itself for the recursive ones.

_small = st.integers(0, 20)
_count = st.one_of(st.integers(0, 12), st.integers(0, 600))
_nim = st.one_of(st.integers(0, 20), st.integers(0, 2**24))
_signs = st.sampled_from(["", "", "", "-", "−"])
_arrows = st.sampled_from(["", "", "^", "v", "↑", "↓"])
_arrow_suffixes = st.sampled_from(["", "", "count", "<>", "[]"])
_stars = st.sampled_from(["", "", "*", "*n"])


def _decimal(m: int, k: int) -> str:
    """``m / 2**k`` written exactly in decimal: ``_decimal(3, 3) == "0.375"``."""
    whole, part = divmod(m * 5**k, 10**k)
    return f"{whole}.{part:0{k}d}" if k else f"{whole}.0"


@functools.cache
def numbers() -> st.SearchStrategy[str]:
    """Unsigned numbers as written: ``3``, ``6/8``, ``0.375``, ``10**30``; and a
    few that the parser must refuse: ``1/3``, ``0.1``, ``1/0``."""
    return st.one_of(
        _small.map(str),
        st.integers(0, 10**30).map(str),
        st.builds(lambda m, k: f"{m}/{2**k}", st.integers(0, 99), st.integers(0, 9)),
        st.builds(_decimal, st.integers(0, 99), st.integers(0, 6)),
        st.builds(lambda s: f"0{s}", _small),  # leading zero
        st.sampled_from(["1/3", "0.1", "2/6", "1/0", "0/0", "3/1024", "1.", ".5"]),
    )


_maybe_number = st.one_of(st.just(""), numbers())


@st.composite
def literals(draw: Callable) -> str:
    """A literal: ``[-][number][arrows[count | <n> | [n]]][*[n]]``, never empty."""
    sign = draw(_signs)
    number = draw(_maybe_number)
    arrow = draw(_arrows)
    arrows = arrow * draw(st.integers(1, 3)) if arrow else ""
    if len(arrows) == 1:
        suffix = draw(_arrow_suffixes)
        if suffix == "count":
            arrows += str(draw(_count))
        elif suffix:
            arrows += suffix[0] + str(draw(_count)) + suffix[1]
    star = draw(_stars)
    if star == "*n":
        star = f"*{draw(_nim)}"
    text = number + arrows + star
    return sign + (text or "0")


# -- the grammar -----------------------------------------------------------------------------


def _options(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """A comma-separated option list, possibly empty."""
    return st.lists(st.builds(str.__add__, _blank, inner), max_size=3).map(",".join)


def _slashed(inner: st.SearchStrategy[str], level: int) -> st.SearchStrategy[str]:
    """The inside of braces whose top separator has ``level`` bars; each side is
    an option list or, below the top, a form with fewer bars: ``3||2|1``."""
    side = _options(inner)
    if level > 1:
        side = st.one_of(side, _slashed(inner, level - 1))
    return st.builds(lambda left, right: left + "|" * level + right, side, side)


def _braces(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        _slashed(inner, 1).map(lambda body: "{" + body + "}"),
        _slashed(inner, 2).map(lambda body: "{" + body + "}"),
        _slashed(inner, 3).map(lambda body: "{" + body + "}"),
        _options(inner).map(lambda body: "±{" + body + "}"),  # multiple switch
    )


def _function(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    prefix = st.one_of(st.just(""), numbers(), numbers().map(lambda n: "-" + n))
    name = st.sampled_from(["Tiny(", "Miny("])
    return st.builds(lambda p, n, g: p + n + g + ")", prefix, name, inner)


def _unary(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    prefix = st.lists(st.sampled_from(["-", "±", "+-", "- ", "± "]), min_size=1, max_size=2)
    return st.builds(lambda p, g: "".join(p) + g, prefix, inner)


def _sum(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    operator = st.sampled_from([" + ", "+", " - ", "-", " ± ", " +- ", "±"])
    rest = st.lists(st.tuples(operator, inner), min_size=1, max_size=3)
    return st.builds(lambda first, r: first + "".join(o + g for o, g in r), inner, rest)


def _extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        _braces(inner),
        _sum(inner),
        _unary(inner),
        inner.map(lambda g: "(" + g + ")"),
        _function(inner),
    )


@functools.cache
def grammar_texts(max_leaves: int = 10) -> st.SearchStrategy[str]:
    """Texts written by the grammar of the notation (a few not dyadic numbers,
    a few ambiguous forms and ``^<0>`` are refused by the parser, rightly)."""
    leaf = st.one_of(literals(), st.sampled_from(["0", "*", "^", "v", "1", "-1", "1/2", "±1"]))
    text = st.recursive(leaf, _extend, max_leaves=max_leaves)
    spaced = st.builds(lambda before, t, after: before + t + after, _blank, text, _blank)
    # deferred: its repr is one line, where the recursive strategy's runs to megabytes
    # (Hypothesis shows it when a draw fails).
    return st.deferred(lambda: spaced)


# -- damage ----------------------------------------------------------------------------------


@functools.cache
def huge_numbers() -> st.SearchStrategy[str]:
    """Numbers of thousands of digits, beyond CPython's 4300-digit str -> int limit."""
    return st.one_of(
        st.integers(4000, 6000).map(lambda n: "9" * n),
        st.integers(4200, 5000).map(lambda n: "1" + "0" * n),
        st.integers(20, 200).map(lambda n: "7" * n),
    )


_characters = st.one_of(
    st.sampled_from(NOTATION_CHARACTERS),
    st.characters(),
    st.sampled_from(["\x00", "\ud800", "\udcff", "\u0301", "\u200b", "\ufeff", "𝟙", "٣"]),
)


def _deep(text: str, n: int, how: str) -> str:
    """``text`` nested ``n`` levels deep, validly or not."""
    if how == "braces":
        return "{0|" * n + text + "}" * n
    if how == "left":
        return "{" * n + text + "|}" * n
    if how == "parentheses":
        return "(" * n + text + ")" * n
    if how == "minus":
        return "-" * n + text
    if how == "switch":
        return "±" * n + text
    if how == "plusminus":
        return "+-" * n + text
    if how == "tiny":
        return "Tiny(" * n + text + ")" * n
    if how == "sum":  # up to 40 copies, under a few hundred thousand characters
        return " + ".join([text] * max(1, min(n % 40 + 2, 200_000 // (len(text) + 3))))
    if how == "open":
        return "{" * n + text
    return text + ")" * n  # "close"


_DEEP = st.sampled_from(["braces", "left", "parentheses", "minus", "switch", "plusminus",
                         "tiny", "sum", "open", "close"])
_depths = st.one_of(st.integers(10, 300), st.integers(300, 20_000))
_MUTATIONS = st.sampled_from(["insert", "insert", "delete", "replace", "replace", "swap",
                              "duplicate", "cut", "huge", "huge", "deep", "deep"])
_huge_places = st.sampled_from(["", "*", "^", "v", "^<", "^[", "/", "."])


def _mutate(draw: Callable, text: str) -> str:
    kind = draw(_MUTATIONS)
    at = draw(st.integers(0, len(text)))
    if kind == "insert":
        return text[:at] + draw(_characters) + text[at:]
    if kind == "delete":
        end = draw(st.integers(at, min(len(text), at + 3)))
        return text[:at] + text[end:]
    if kind == "replace" and at < len(text):
        return text[:at] + draw(_characters) + text[at + 1 :]
    if kind == "swap" and at + 1 < len(text):
        return text[:at] + text[at + 1] + text[at] + text[at + 2 :]
    if kind == "duplicate":
        end = draw(st.integers(at, len(text)))
        return text[:end] + text[at:end] + text[end:]
    if kind == "cut":
        return text[:at]
    if kind == "huge":
        where = draw(_huge_places)
        close = {"^<": ">", "^[": "]"}.get(where, "")
        return text[:at] + where + draw(huge_numbers()) + close + text[at:]
    if kind == "deep":
        return _deep(text, draw(_depths), draw(_DEEP))
    return text


@st.composite
def _mutated(draw: Callable) -> str:
    text = draw(grammar_texts(max_leaves=6))
    for _ in range(draw(st.integers(1, 4))):
        text = _mutate(draw, text)
    return text


@functools.cache
def mutated_texts() -> st.SearchStrategy[str]:
    """A grammatical text damaged by one to four mutations."""
    return _mutated()


@functools.cache
def raw_texts() -> st.SearchStrategy[str]:
    """Text with no grammar at all: any unicode, or the notation's characters at random."""
    return st.one_of(st.text(max_size=40), st.text(NOTATION_CHARACTERS, max_size=60))


@functools.cache
def notation_texts() -> st.SearchStrategy[str]:
    """Grammatical, mutated and raw texts, about 2 : 2 : 1."""
    return st.one_of(grammar_texts(), mutated_texts(), grammar_texts(), mutated_texts(),
                     raw_texts())

"""Hypothesis strategies for ``cgt`` command lines (the words after ``cgt``).

:func:`command_lines` draws the subcommands with their options as the help
describes them (``value``, ``report``, ``table``, ``tree``, ``dot``,
``tour``, ``repl``, ``--help``, ``--version``), with notation from
:mod:`notation_texts` and ruleset words from :mod:`ruleset_words`, all small;
:func:`damaged_command_lines` then inserts, drops, replaces or mangles words
(stray options, option values out of range, unicode, lone surrogates as a
shell hands undecodable bytes to Python, huge numbers). ``repl`` always
gets an empty stdin from the case runner: the fuzzer never types Python.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from hypothesis import strategies as st
from notation_texts import grammar_texts
from ruleset_words import JUNK, WORDS, huge_integers, malformed_words, oversized_words

__all__ = ["command_lines", "damaged_command_lines", "valid_command_lines"]

#: The rulesets that ``cgt table`` knows (cgt.games.registry.tabulated()).
TABLE_RULESETS = ("wythoff", "nim", "babylone", "subtraction", "heap", "chomp", "domineering",
                  "cutcake", "alquerkonane")

_flags_json = st.sampled_from([[], [], ["--json"]])


def _option(flag: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """``[flag, value]`` or ``[flag=value]``, or nothing."""
    return st.one_of(
        st.just([]),
        values.map(lambda v: [flag, v]),
        values.map(lambda v: [f"{flag}={v}"]),
    )


def _ints(low: int, high: int) -> st.SearchStrategy[str]:
    return st.integers(low, high).map(str)


def _value() -> st.SearchStrategy[list[str]]:
    expression = grammar_texts(max_leaves=6).map(lambda t: t.split() or [t])
    return st.builds(lambda j, e, after: ["value", *j, *e, *after], _flags_json, expression,
                     _flags_json)


def _ruleset_words(name: str) -> st.SearchStrategy[list[str]]:
    """The words and ruleset options of ``name`` as they are typed."""

    def typed(case: tuple[list[str], dict]) -> list[str]:
        words, options = case
        flags: list[str] = []
        if options.get("rows"):
            flags += ["--rows", str(options["rows"])]
        if options.get("no_backward_captures"):
            flags.append("--no-backward-captures")
        if options.get("old_rules"):
            flags.append("--old-rules")
        return [*words, *flags]

    extra: st.SearchStrategy[list[str]] = st.just([])
    if name == "ourson":
        extra = st.builds(lambda a, b: a + b, _option("--max-plies", _ints(0, 20)),
                          _option("--on-limit", st.sampled_from(["bear", "puppies", "draw"])))
    return st.builds(lambda w, e: w + e, WORDS[name].map(typed), extra)


def _report() -> st.SearchStrategy[list[str]]:
    return st.one_of([
        st.builds(lambda j, w, after, name=name: ["report", *j, name, *w, *after],
                  _flags_json, _ruleset_words(name), _flags_json)
        for name in sorted(WORDS)
    ])


def _table_options(name: str) -> st.SearchStrategy[list[str]]:
    if name in ("wythoff", "nim"):
        return _option("--size", _ints(1, 10))
    if name == "babylone":
        ranges = st.builds(lambda a, b: f"{a}-{a + b}", st.integers(1, 2), st.integers(0, 1))
        return st.builds(lambda a, b, c: a + b + c, _option("--colors", ranges),
                         _option("--bricks", ranges), _option("--max-bricks", _ints(1, 8)))
    if name in ("subtraction", "heap"):
        rule = (st.sampled_from(["1,2,3", "2,3,7", "1", "3,5"]) if name == "subtraction"
                else st.sampled_from(["0.77", "0.07", "4!.0", "0.[3]", "0.137"]))
        return st.builds(lambda r, u: [r, *u], rule, _option("--upto", _ints(0, 60)))
    if name == "alquerkonane":
        return st.builds(lambda a, b, c: a + b + c, _option("--size", _ints(2, 3)),
                         _option("--rows", st.sampled_from(["1", "2"])),
                         st.sampled_from([[], ["--no-backward-captures"]]))
    most = 3 if name == "domineering" else 5
    return st.builds(lambda a, b: a + b, _option("--rows", _ints(1, most)),
                     _option("--columns", _ints(1, most)))


def _table() -> st.SearchStrategy[list[str]]:
    return st.one_of([
        st.builds(lambda j, o, name=name: ["table", *j, name, *o], _flags_json,
                  _table_options(name))
        for name in TABLE_RULESETS
    ])


def _subject() -> st.SearchStrategy[list[str]]:
    """What ``cgt tree`` and ``cgt dot`` are about: notation, or a ruleset's words."""
    notation = grammar_texts(max_leaves=5).map(lambda t: t.split() or [t])
    small = [n for n in sorted(WORDS) if n not in ("alquerkonane", "clobber")]
    position = st.one_of([
        _ruleset_words(name).map(lambda w, name=name: [name, *w]) for name in small
    ])
    return st.one_of(notation, position)


def _tree() -> st.SearchStrategy[list[str]]:
    return st.builds(lambda before, s, after: ["tree", *before, *s, *after],
                     _option("--depth", _ints(1, 4)), _subject(),
                     _option("--max-nodes", _ints(1, 60)))


def _dot() -> st.SearchStrategy[list[str]]:
    return st.builds(lambda before, s, after: ["dot", *before, *s, *after],
                     _option("--max-nodes", _ints(1, 80)), _subject(), st.just([]))


@functools.cache
def valid_command_lines() -> st.SearchStrategy[list[str]]:
    """Command lines as ``cgt --help`` and each command's help describe them."""
    return st.one_of(
        _value(), _value(), _report(), _report(), _table(), _tree(), _dot(),
        st.sampled_from([
            ["tour"], ["repl"], ["repl", "--quiet"], ["--help"], ["--version"], [], ["value"],
            ["report"], ["table"], ["tree"], ["dot"], ["help"], ["report", "nim"],
            ["value", "--help"], ["report", "chomp", "--help"], ["table", "heap", "-h"],
        ]),
    )


_stray = st.one_of(
    st.sampled_from(["--", "-", "--json", "--help", "-h", "--depth", "--max-nodes", "--rows",
                     "--size", "--upto", "--depth=0", "--max-nodes=-1", "--size=999",
                     "--rows=3", "--colors=0-9", "--bricks", "--old-rules", "--on-limit=x",
                     "--version", "", " ", "value", "report", "nim", "{1|", "-{1|0}", "-1/2",
                     "\udcff", "\x00", "'", '"', "$HOME", "*", "|"]),
    st.text(JUNK, max_size=6),
    st.text(max_size=6),
    huge_integers(),
)


_ARGV_CHANGES = st.sampled_from(["insert", "insert", "drop", "replace", "mangle", "words",
                                 "huge"])
_mangling = st.one_of(st.sampled_from(JUNK), st.characters())


@st.composite
def _damaged(draw: Callable) -> list[str]:
    argv = list(draw(valid_command_lines()))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(_ARGV_CHANGES)
        at = draw(st.integers(0, len(argv)))
        if kind == "insert" or not argv:
            argv.insert(at, draw(_stray))
        elif kind == "drop":
            del argv[min(at, len(argv) - 1)]
        elif kind == "replace":
            argv[min(at, len(argv) - 1)] = draw(_stray)
        elif kind == "mangle":
            i = min(at, len(argv) - 1)
            word = argv[i]
            j = draw(st.integers(0, len(word)))
            argv[i] = word[:j] + draw(_mangling) + word[j + 1 :]
        elif len(argv) > 1 and argv[0] in ("report", "tree", "dot") and argv[1] in WORDS:
            change = malformed_words if kind == "words" else oversized_words
            words, _ = change(draw, (argv[2:], {}))
            argv = argv[:2] + words
    return argv


@functools.cache
def damaged_command_lines() -> st.SearchStrategy[list[str]]:
    """Valid command lines with words inserted, dropped, replaced or mangled."""
    return _damaged()


@functools.cache
def command_lines() -> st.SearchStrategy[list[str]]:
    """Valid and damaged command lines, about half and half, and random words."""
    return st.one_of(valid_command_lines(), damaged_command_lines(),
                     st.lists(_stray, max_size=4))

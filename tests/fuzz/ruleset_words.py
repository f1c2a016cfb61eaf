"""Hypothesis strategies for the command-line words of every ruleset.

``WORDS[name]`` draws ``(words, options)`` for the ruleset ``name`` as its
``make`` reads them (``registry.get(name).position(words, **options)``):
board sizes, diagrams, heaps, graphs, codes, all small enough to solve in
a fraction of a second. :func:`malformed_words` damages them (characters
inserted, deleted or replaced, words dropped or added, numbers made huge or
negative) without making a board merely larger: a damaged word is refused,
or describes a small position, or has a number no computer could use, which
the ruleset must refuse (or answer in closed form); :func:`oversized_words`
makes every number of a word huge. :func:`position_cases` draws ``(name,
words, options)`` over every ruleset of the registry, a few unknown names
included.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

__all__ = [
    "JUNK", "WORDS", "huge_integers", "malformed_cases", "malformed_words", "oversized_cases",
    "oversized_words", "position_cases", "valid_cases",
]

Case = tuple[list[str], dict[str, Any]]

#: Characters a damaged word may gain: separators, letters of other rulesets, unicode.
JUNK = "xXoO.#|/-+,!?=&;[]{}() \tLRBGbrgtfTF*×ab\x00é٣\u200b\udcff"

_none: dict[str, Any] = {}


def _words(*words: str) -> Case:
    return list(words), {}


def _size(max_rows: int, max_columns: int) -> st.SearchStrategy[str]:
    """``"3x4"`` and its variants ``3X4``, ``3×4``, ``3 * 4``."""
    return st.builds(
        lambda r, sep, c: f"{r}{sep}{c}",
        st.integers(0, max_rows), st.sampled_from(["x", "x", "X", "×", "*", " x "]),
        st.integers(0, max_columns),
    )


def _grid(cells: str, max_rows: int, max_columns: int, max_cells: int,
          separators: str = "|/") -> st.SearchStrategy[str]:
    """A diagram: rows of ``cells`` joined by a separator (rows mostly of one length)."""

    cell = st.sampled_from(cells)
    separator = st.sampled_from(separators)

    @st.composite
    def grid(draw: Callable) -> str:
        rows = draw(st.integers(1, max_rows))
        columns = draw(st.integers(1, min(max_columns, max(1, max_cells // rows))))
        lines = ["".join(draw(cell) for _ in range(columns)) for _ in range(rows)]
        if draw(st.integers(0, 9)) == 0:  # now and then a ragged row
            lines[-1] = lines[-1][: draw(st.integers(0, columns))]
        return draw(separator).join(lines)

    return grid()


def _heaps(low: int = 0, high: int = 30, max_size: int = 4) -> st.SearchStrategy[list[str]]:
    return st.lists(st.integers(low, high).map(str), min_size=1, max_size=max_size)


def _graph() -> st.SearchStrategy[str]:
    """Col and Snort graphs: paths of vertices 0..5 with marks, ``"0L-1-2 2-3"``."""
    vertex = st.builds(lambda v, mark: f"{v}{mark}", st.integers(0, 5),
                       st.sampled_from(["", "", "", "L", "R"]))
    path = st.lists(vertex, min_size=1, max_size=4).map("-".join)
    return st.lists(path, min_size=1, max_size=3).map(" ".join)


def _hackenbush_tree(depth: int = 2) -> st.SearchStrategy[str]:
    colours = st.text("BRGbrg", min_size=1, max_size=3)
    if depth == 0:
        return colours
    branches = st.lists(_hackenbush_tree(depth - 1), min_size=1, max_size=2)
    return st.one_of(colours, st.builds(lambda c, b: f"{c}({','.join(b)})", colours, branches))


def _stalk(i: int, colours: str) -> str:
    """A Childish Hackenbush stalk from the ground: ``g-v0a-v0b:BR``, one
    vertex and one colour an edge."""
    return "g-" + "-".join(f"v{i}{chr(97 + k)}" for k in range(len(colours))) + ":" + colours


def _heap_code() -> st.SearchStrategy[str]:
    known = st.sampled_from(["0.77", "0.07", "4!.0", "0.[3]", "0.030[3]", "0.3F", "0.137",
                             "4.07", "0.6", "0.&12;", "0.4?", "0.5=", "0.[7]"])
    octal = st.builds(lambda d0, ds: f"{d0}.{ds}", st.sampled_from(["0", "4", "8"]),
                      st.text("01234567", min_size=1, max_size=4))
    return st.one_of(known, octal)


def _integer_set() -> st.SearchStrategy[str]:
    elements = st.lists(st.integers(1, 8).map(str), min_size=1, max_size=4)
    return st.builds(lambda e, sep, wrap: (wrap[0] + sep.join(e) + wrap[1]).strip(), elements,
                     st.sampled_from([",", ", ", " "]), st.sampled_from(["  ", "{}", "[]", "()"]))


def _poisoned(diagram: str) -> str:
    """A Chomp drawing with its bottom-left square poisoned: ``##/x##``."""
    cut = max(diagram.rfind("/"), diagram.rfind("|")) + 1
    return diagram[:cut] + "x" + diagram[cut + 1 :]


def _alquerkonane() -> st.SearchStrategy[Case]:
    options = st.fixed_dictionaries({
        "rows": st.sampled_from([None, 1, 2]),
        "no_backward_captures": st.booleans(),
        "old_rules": st.booleans(),
    })
    board = st.one_of(_size(3, 4), _grid(".XO", 4, 4, 12, "/|"))
    return st.tuples(board.map(lambda b: [b]), options).map(tuple)


def _digraph() -> st.SearchStrategy[str]:
    """Digraph Placement: chains of coloured vertices 0..4, ``"0L>1R>2L"``."""
    vertex = st.builds(lambda v, colour: f"{v}{colour}", st.integers(0, 4),
                       st.sampled_from(["L", "R"]))
    return st.lists(st.lists(vertex, min_size=1, max_size=3).map(">".join),
                    min_size=1, max_size=2).map(" ".join)


WORDS: dict[str, st.SearchStrategy[Case]] = {
    "alquerkonane": _alquerkonane(),
    "arc-kayles": st.lists(st.integers(0, 6).map(str), min_size=1, max_size=6)
    .map(lambda vertices: _words("-".join(vertices))),
    "cram": st.one_of(_size(3, 4).map(_words), _grid(".#", 3, 4, 12).map(_words)),
    "digraph-placement": _digraph().map(_words),
    "eatcake": _size(5, 5).map(_words),
    "maundy-cake": _size(8, 8).map(_words),
    "coins": st.tuples(st.text("HTx", min_size=0, max_size=8).map(lambda row: [row]),
                       st.fixed_dictionaries({"rule": st.sampled_from(
                           ["turning-turtles", "mock-turtles", "ruler", "twins"])})).map(tuple),
    "nimstring": st.lists(st.sampled_from(["g", "0", "1", "2", "3"]), min_size=2, max_size=6)
    .map(lambda ends: _words("-".join(ends))),
    "partizan-euclid": st.builds(lambda a, b: _words(f"{a},{b}"), st.integers(1, 12),
                                 st.integers(1, 12)),
    "partizan-subtraction": st.builds(
        lambda left, right, n: _words(f"{{{','.join(left)}|{','.join(right)}}}", str(n)),
        *[st.lists(st.integers(1, 6).map(str), min_size=1, max_size=3)] * 2,
        st.integers(0, 20)),
    "toppling-dominoes": _grid("lre", 2, 6, 8).map(_words),
    "amazons": _grid("xo.#", 3, 3, 9).map(_words),
    "backsliding-toads-and-frogs": st.text("tf.TF", min_size=1, max_size=6).map(_words),
    "babylone": st.one_of(
        _size(3, 3).map(_words),
        st.lists(st.builds(lambda c, h: f"{c}{h}", st.sampled_from("brgy"), st.integers(1, 3)),
                 min_size=1, max_size=6).map(lambda ws: (ws, _none)),
    ),
    "chomp": st.one_of(
        _size(4, 5).map(_words),
        st.lists(st.integers(0, 6), min_size=1, max_size=4)
        .map(lambda rows: ([str(r) for r in sorted(rows)], _none)),
        _grid("#", 4, 5, 16, "/|").map(_poisoned).map(_words),
    ),
    "clobber": _grid("xo.", 3, 8, 9).map(_words),
    "fox-and-geese": _grid("GF.x", 4, 4, 8, "/|").map(_words),
    "col": _graph().map(_words),
    "cutcake": st.lists(_size(6, 6), min_size=1, max_size=3)
    .map(lambda pieces: (" + ".join(pieces).split(" "), _none)),
    "domineering": st.one_of(_size(3, 4).map(_words), _grid(".#", 4, 4, 12).map(_words)),
    "fission": _grid("x.#", 4, 4, 12).map(_words),
    "hackenbush": st.lists(_hackenbush_tree(), min_size=1, max_size=3)
    .map(lambda trees: (trees, _none)),
    "heap": st.builds(lambda code, heaps: ([code, *heaps], _none), _heap_code(),
                      _heaps(0, 40, 3)),
    "konane": _grid("xo.#", 3, 8, 9).map(_words),
    "nim": st.one_of(
        _heaps().map(lambda hs: (hs, _none)),
        st.lists(st.one_of(st.integers(0, 6).map(lambda n: "o" * n or "-"),
                           st.integers(0, 30).map(str)), min_size=1, max_size=4)
        .map(lambda hs: (hs, _none)),
    ),
    "ourson": st.one_of(
        st.just(([], _none)),
        st.builds(lambda v, a, b, t: _words(f"{v}{a}{b}{t}"), st.integers(0, 5),
                  st.integers(0, 5), st.integers(0, 5), st.integers(0, 1)),
    ),
    "snort": _graph().map(_words),
    "subtraction": st.one_of(
        st.builds(lambda s, n: _words(s, str(n)), _integer_set(), st.integers(0, 40)),
        st.builds(lambda s, n: ((f"take {{{s}}} from " + ("o" * n or "-")).split(" "), _none),
                  _integer_set(), st.integers(0, 12)),
    ),
    "tictactoe": st.one_of(
        st.just(([], _none)),
        st.text("XO.", min_size=9, max_size=9)
        .map(lambda c: _words(f"{c[:3]}/{c[3:6]}/{c[6:]}")),
    ),
    "toads-and-frogs": st.text("tf.TF", min_size=1, max_size=9).map(_words),
    "fibonacci-nim": st.one_of(
        st.integers(0, 30).map(lambda n: _words(str(n))),
        st.builds(lambda n, most: _words(str(n), str(most)), st.integers(0, 30),
                  st.integers(1, 30)),
    ),
    "quicksort": st.integers(1, 6).flatmap(lambda n: st.permutations(range(1, n + 1)))
    .map(lambda order: ([str(k) for k in order], _none)),
    "childish-hackenbush": st.lists(st.text("BRG", min_size=1, max_size=3), min_size=1,
                                    max_size=3)
    .map(lambda stalks: ([_stalk(i, colours) for i, colours in enumerate(stalks)], _none)),
    "ski-jumps": _grid("LR.", 3, 5, 10).map(_words),
    "gen-clobber": st.tuples(_grid("xo.#", 3, 4, 9).map(lambda board: [board]),
                             st.fixed_dictionaries({"variant": st.sampled_from(
                                 ["clobber", "anti-clobber", "hot-clobber", "kings", "knights",
                                  "rooks", "queens"])})).map(tuple),
    "nogo": st.one_of(_size(2, 3).map(_words), _grid("xo..", 2, 4, 8).map(_words)),
    "partizan-arc-kayles": st.text("lre", min_size=1, max_size=6).map(_words),
    "quelhas": st.one_of(_size(3, 4).map(_words), _grid(".#", 3, 4, 10).map(_words)),
    "weighted-arc-kayles": st.builds(
        lambda path, weights: _words("-".join(map(str, range(path))), ":",
                                     ",".join(map(str, weights[:path]))),
        st.integers(1, 5), st.lists(st.integers(0, 3), min_size=5, max_size=5)),
    "push": st.lists(st.text("xo.", min_size=1, max_size=6), min_size=1, max_size=2)
    .map(lambda strips: _words("|".join(strips))),
    "shove": st.lists(st.text("xo.", min_size=1, max_size=6), min_size=1, max_size=2)
    .map(lambda strips: _words("|".join(strips))),
    "elephants-and-rhinos": st.text("tf.", min_size=1, max_size=10).map(_words),
    "gen-wythoff": st.builds(lambda m, n: _words(str(m), str(n)), st.integers(0, 30),
                             st.integers(0, 30)),
    "fjords": st.sampled_from(["0L-1-2R", "0L-1 1-2 2-0R", "0L 1R", "0-1", "0L-1-2-3-4R"])
    .map(_words),
    "spawning": st.builds(lambda code, heaps: _words(code, *map(str, heaps)),
                          st.sampled_from(["1-3", "1+C", "3E", "4FS", "2", "1-2,5C"]),
                          st.lists(st.integers(0, 12), max_size=3)),
    "heap-product": st.builds(
        lambda r, s, pairs: _words(r, s, *(f"{m},{n}" for m, n in pairs)),
        st.sampled_from(["0.77", "1-3", "1+C"]), st.sampled_from(["0.07", "3E", "4FS"]),
        st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=2)),
    "cake-product": st.builds(
        lambda r, s, pairs: _words(r, s, *(f"{m},{n}" for m, n in pairs)),
        st.sampled_from(["0.7", "4.0", "1-2"]), st.sampled_from(["0.7", "0.3"]),
        st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=2)),
    "partizan-join": st.builds(
        lambda r, s, heaps: _words(r, s, *map(str, heaps)),
        st.sampled_from(["0.[3]", "0.77", "1-3"]), st.sampled_from(["0.3", "0.07", "1+C"]),
        st.lists(st.integers(0, 8), max_size=3)),
    "wythoff": st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), min_size=1,
                        max_size=2)
    .map(lambda pairs: (" + ".join(f"{x} {y}" for x, y in pairs).split(" "), _none)),
}


@functools.cache
def huge_integers() -> st.SearchStrategy[str]:
    """Integers far beyond any board or heap: 20 to 30 digits, or thousands."""
    return st.one_of(
        st.integers(10**19, 10**30).map(str),
        st.integers(4000, 5000).map(lambda n: "9" * n),
    )


_DAMAGES = st.sampled_from(["insert", "delete", "replace", "huge", "negative", "empty", "unicode"])
_junk = st.sampled_from(JUNK)
_blanks = st.sampled_from(["", " ", "\t"])
_WORD_CHANGES = st.sampled_from(["damage", "damage", "damage", "drop", "add"])
_extra_words = st.one_of(st.sampled_from(["+", "0", "x", "--rows", "1x1", "", "-1"]),
                         st.text(JUNK, max_size=6))


def _damage_word(draw: Callable, word: str) -> str:
    kind = draw(_DAMAGES)
    at = draw(st.integers(0, len(word)))
    if kind == "insert":
        return word[:at] + draw(_junk) + word[at:]
    if kind == "delete":
        return word[:at] + word[at + 1 :]
    if kind == "replace":
        return word[:at] + draw(_junk) + word[at + 1 :]
    if kind == "huge":  # the first run of digits, or a new number, made huge
        digits = [i for i, c in enumerate(word) if c.isdigit()]
        if digits:
            start = end = digits[0]
            while end < len(word) and word[end].isdigit():
                end += 1
            return word[:start] + draw(huge_integers()) + word[end:]
        return word[:at] + draw(huge_integers()) + word[at:]
    if kind == "negative":
        return "-" + word
    if kind == "empty":
        return draw(_blanks)
    return word[:at] + draw(st.characters()) + word[at:]


def malformed_words(draw: Callable, case: Case) -> Case:
    """``case`` with one to three of its words damaged, dropped or added
    (``draw`` is that of a composite strategy or of ``st.data()``)."""
    words, options = list(case[0]), dict(case[1])
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(_WORD_CHANGES)
        if kind == "damage" and words:
            i = draw(st.integers(0, len(words) - 1))
            words[i] = _damage_word(draw, words[i])
        elif kind == "drop" and words:
            del words[draw(st.integers(0, len(words) - 1))]
        else:
            words.insert(draw(st.integers(0, len(words))), draw(_extra_words))
    return words, options


def _tagged(name: str) -> Callable[[Case], tuple[str, list[str], dict]]:
    return lambda case: (name, case[0], case[1])


@functools.cache
def _valid(names: tuple[str, ...]) -> st.SearchStrategy[tuple[str, list[str], dict]]:
    return st.one_of([WORDS[name].map(_tagged(name)) for name in names])


def valid_cases(names: list[str] | None = None) -> st.SearchStrategy[tuple[str, list[str], dict]]:
    """``(name, words, options)`` as the rulesets' grammars write them."""
    return _valid(tuple(sorted(WORDS) if names is None else names))


@st.composite
def _malformed(draw: Callable) -> tuple[str, list[str], dict]:
    name, words, options = draw(valid_cases())
    words, options = malformed_words(draw, (words, options))
    return name, words, options


_unknown = st.builds(
    lambda name, words: (name, words, {}),
    st.one_of(st.sampled_from(["chess", "", "NIM", "toads_and_frogs", " nim ", "nim\x00"]),
              st.text(max_size=8)),
    st.lists(st.text(JUNK, max_size=5), max_size=2),
)


def oversized_words(draw: Callable, case: Case) -> Case:
    """``case`` with every number in its words replaced by a huge one (a
    ruleset must refuse it quickly, or answer quickly: no board of 10**20
    cells can be built)."""
    words = [re.sub(r"\d+", lambda _: draw(huge_integers()), word) for word in case[0]]
    return words, dict(case[1])


@st.composite
def _oversized(draw: Callable) -> tuple[str, list[str], dict]:
    name, words, options = draw(valid_cases())
    words, options = oversized_words(draw, (words, options))
    return name, words, options


@functools.cache
def oversized_cases() -> st.SearchStrategy[tuple[str, list[str], dict]]:
    """Words of every ruleset with huge numbers (:func:`oversized_words`)."""
    return _oversized()


@functools.cache
def malformed_cases() -> st.SearchStrategy[tuple[str, list[str], dict]]:
    """Words of every ruleset, damaged by :func:`malformed_words`."""
    return _malformed()


@functools.cache
def position_cases() -> st.SearchStrategy[tuple[str, list[str], dict]]:
    """Valid, malformed and oversized words for every ruleset, and a few unknown names."""
    return st.one_of(valid_cases(), malformed_cases(), valid_cases(), malformed_cases(),
                     oversized_cases(), _unknown)

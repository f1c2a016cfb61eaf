"""The one-pass reader of explicit forms (:mod:`cgt.notation.explicit`),
which the pure Python core uses before the general reader, agrees with the
general reader on every text it reads, and leaves every other text (and
every fault) to it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cgt_of, trees

from cgt.core import canonical
from cgt.core.form import Form, zero
from cgt.errors import CGTError
from cgt.notation import parser
from cgt.notation.explicit import _pieces, read_explicit

#: Runs between the separators: literals, sums, a Tiny, and some faults.
RUNS = ["0", "1", "-1", "1/2", "-3/4", "*", "*2", "^", "v*", "2^*3", "1+*", "1 + *", " 0 ",
        "-1^", "2-1", "±1", "2Tiny(1)", "^<2>", "1/3", "", " ", "x", "(1", "1)", "+", "on"]


def _texts(depth: int) -> st.SearchStrategy[str]:
    """Texts made of braces, bars and commas around the runs above, most of
    them explicit forms, some with a fault (two bars, none, a stray comma)."""
    run = st.sampled_from(RUNS)
    if depth == 0:
        return run
    inner = st.one_of(run, _texts(depth - 1))
    side = st.lists(inner, max_size=3).map(",".join)
    bar = st.sampled_from(["|"] * 8 + ["||", "", "|,"])
    return st.tuples(side, bar, side).map(lambda t: "{" + "".join(t) + "}")


def _reader(text: str) -> object:
    """What the general reader makes of ``text``: its game, or its error."""
    try:
        return parser._Reader(text).read()
    except CGTError as error:
        return type(error), str(error)


@settings(max_examples=600, deadline=None)
@given(_texts(3))
def test_explicit_agrees_with_the_reader(text: str) -> None:
    try:
        found = parser._explicit(text)
    except CGTError as error:  # only from the core, as the reader says it
        assert _reader(text) == (type(error), str(error))
        return
    if found is not None:
        assert found is _reader(text)


@settings(max_examples=300, deadline=None)
@given(trees(depth=4, max_options=3))
def test_printed_games_are_read_as_printed(tree) -> None:
    """What ``cgt`` prints, read in one pass when it is a plain explicit
    form, is the game printed."""
    g = cgt_of(tree)
    found = parser._explicit(str(g))
    assert found is None or found is g._form


@pytest.mark.parametrize("text", [
    "{1||0|-1}", "{1|2|3}", "{1|2}+1", "{1|2}{3|4}", "{1,|2}", "{,1|2}", "{1,,2|3}",
    "{1|,2}", "{1|2,}", "{1|2}}", "{{1|2}", "{1 2|3}", "{1|2} ", "{1}", "{}", "{|}|{|}",
    "{1|2},{3|4}", "{1{2|3}|4}", "{{2|3}1|4}", "{x|0}", "{1|(2}", '{"1"|2}', "{\\x31|0}",
    "{1, |0}", "{1 ,|0}", "{1| ,0}",
])
def test_other_texts_are_left_to_the_reader(text: str) -> None:
    assert parser._explicit(text) is None


def test_pieces_with_and_without_white_space() -> None:
    assert _pieces("{1,{*|-1/2}|}") == ["{", "1", ",", "{", "*", "|", "-1/2", "}", "|", "}"]
    assert _pieces("{1 + *,\t2| }") == ["{", "1 + *", ",", "\t2", "|", "}"]
    assert _pieces("{ 0 , {0|*} |}") == ["{", " 0 ", ",", "{", "0", "|", "*", "}", "|", "}"]
    assert _pieces("{1\u00a0|2}") == ["{", "1\u00a0", "|", "2", "}"]


def test_every_run_is_read_before_any_game_is_built() -> None:
    """A run that is not a game ends the reading before a game is built (a
    fault at the end of a long text is not found after minutes of work)."""
    def value_of(run: str) -> Form | None:
        return None if run == "bad" else zero

    assert read_explicit("{{0|0}|{0|bad}}", value_of) is None
    built = canonical._BUILT.stores
    assert read_explicit("{{0|*}|{*|bad}}", value_of) is None
    assert canonical._BUILT.stores == built

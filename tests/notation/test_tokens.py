"""The tokenizer: the same tokens as the regular expression alone, faster."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.notation.tokens import _RUNS, TOKENS, tokens

#: The characters of game texts, and a few that are not.
ALPHABET = "{}|,()0123456789/.^v↑↓*<>[]+-−± TinyMiny\n@"


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60))
def test_tokens_are_those_of_the_regular_expression(text):
    assert tokens(text) == TOKENS.findall(text)
    assert tokens(text) == TOKENS.findall(text)  # again, with the runs remembered


def test_runs_between_separators_are_remembered_with_their_tokens():
    _RUNS.clear()
    text = "{-1 + ^,2Tiny(1)||*3}"
    assert tokens(text) == TOKENS.findall(text)
    assert _RUNS["-1 + ^"] == ["-1", " ", "+", " ", "^"]
    assert _RUNS["2Tiny(1)"] == ["2Tiny(", "1", ")"]
    assert tokens(text) == TOKENS.findall(text)


def test_a_long_run_is_read_but_not_remembered():
    _RUNS.clear()
    run = " + ".join(["*2"] * 40)
    assert tokens("{" + run + "|0}") == TOKENS.findall("{" + run + "|0}")
    assert run not in _RUNS

"""Fuzzing the rulesets: positions from random and malformed command-line
words, their values and outcomes; a CGTError or an answer, within the caps."""

from __future__ import annotations

import pytest
from budget import FuzzRun, fuzz_settings
from hypothesis import given
from ruleset_words import WORDS, position_cases, valid_cases

from cgt.games import registry

#: Hypothesis runs many capped cases here: .ci/run runs them (pytest -m slow).
pytestmark = pytest.mark.slow


def test_every_ruleset_has_words():
    assert sorted(WORDS) == registry.names()


VALID_WORDS_RUN = FuzzRun()


@fuzz_settings(400)
@given(valid_cases())
def test_valid_words(case):
    name, words, options = case
    VALID_WORDS_RUN.check("position", name, words, options)


MALFORMED_WORDS_RUN = FuzzRun()


@fuzz_settings(600)
@given(position_cases())
def test_malformed_words(case):
    name, words, options = case
    MALFORMED_WORDS_RUN.check("position", name, words, options)

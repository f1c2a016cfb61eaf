"""Fuzzing ``cgt.parse`` and what a parsed game offers: every text is read,
or refused with a CGTError, within the caps of :mod:`caps`."""

from __future__ import annotations

from budget import FuzzRun, fuzz_settings
from hypothesis import given
from hypothesis import strategies as st
from notation_texts import PARTNERS, grammar_texts, mutated_texts, raw_texts

GRAMMATICAL_NOTATION_RUN = FuzzRun()


@fuzz_settings(300)
@given(grammar_texts(), st.sampled_from(PARTNERS))
def test_grammatical_notation(text, partner):
    GRAMMATICAL_NOTATION_RUN.check("notation", text, partner)


MUTATED_NOTATION_RUN = FuzzRun()


@fuzz_settings(300)
@given(mutated_texts(), st.sampled_from(PARTNERS))
def test_mutated_notation(text, partner):
    MUTATED_NOTATION_RUN.check("notation", text, partner)


RAW_TEXT_RUN = FuzzRun()


@fuzz_settings(300)
@given(raw_texts())
def test_raw_text(text):
    RAW_TEXT_RUN.check("notation", text, "0")

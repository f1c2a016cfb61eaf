"""Fuzzing ``cgt.parse`` and what a parsed game offers: every text is read,
or refused with a CGTError, within the caps of :mod:`caps`."""

from __future__ import annotations

import pytest
from budget import FuzzRun, fuzz_settings
from hypothesis import given
from hypothesis import strategies as st
from notation_texts import PARTNERS, grammar_texts, mutated_texts, raw_texts

#: Hypothesis runs many capped cases here: .ci/run runs them (pytest -m slow).
pytestmark = pytest.mark.slow

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


def test_loopy_words_are_exercised_with_the_laws_of_stoppers():
    """The generators meet loopy words ('on', 'over', 'upon'): the case then
    checks what holds for stoppers (the 10^5 run of 2026-11-25 met four
    such texts, and the case itself asked a Stopper for its mean)."""
    from cases import exercise_notation

    import cgt

    for text in ["on", "upon", "over", "5over", "{pass|*}", "x{0|x}"]:
        for partner in PARTNERS:
            try:
                exercise_notation(text, partner)
            except cgt.CGTError as error:  # a sum that is not a stopper: refused
                assert "not a stopper" in str(error)


def test_transfinite_texts_are_exercised_with_the_laws_of_their_kind():
    """The generators meet 'omega' (seed 20261209 of the 10^5 run drew it
    with '-1/2', and the case asked the surreal number ω for its mean):
    surreal numbers mix with numbers, transfinite nimbers with nimbers."""
    from cases import exercise_notation

    import cgt

    for text in ["omega", "omega - 1/2", "-omega", "*omega", "*(ω+2)"]:
        nimber = text.startswith("*")
        for partner in PARTNERS:
            h = cgt.parse(partner)
            mixes = h.is_nimber if nimber else h.is_number
            if mixes:
                exercise_notation(text, partner)
            else:
                with pytest.raises(cgt.CGTError, match=r"only (numbers|nimbers) mix"):
                    exercise_notation(text, partner)

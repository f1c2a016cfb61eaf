"""Periodicity of nim sequences: the Guy-Smith theorem and arithmetic periodicity.

The theorems are checked two ways: on sequences whose periodicity is
published (Winning Ways ch. 4; Guy and Smith, "The G-values of various
games", 1956; OEIS), and by soundness: whenever a prefix is declared a
proof, far more values computed by the mex rule must follow the period.
"""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import cgt.impartial.periodicity
from cgt import CGTError
from cgt.games.heap import HeapGame
from cgt.impartial.periodicity import (
    Periodicity,
    find_periodicity,
    nim_value,
    octal_periodicity,
    subtraction_periodicity,
)


def test_doctests():
    assert doctest.testmod(cgt.impartial.periodicity).failed == 0


def test_periodicity_is_a_tuple():
    p = Periodicity(71, 12, 0)
    assert p == (71, 12, 0)
    preperiod, period, saltus = p
    assert (preperiod, period, saltus) == (71, 12, 0)


def test_nim_value_extends_the_prefix():
    values = [5, 0, 1, 2, 3, 4]  # g(n) = n - 1 from n = 1 on: saltus 1
    p = Periodicity(1, 1, 1)
    assert [nim_value(values, p, n) for n in range(8)] == [5, 0, 1, 2, 3, 4, 5, 6]
    assert nim_value(values, p, 10**100) == 10**100 - 1
    with pytest.raises(CGTError, match="does not cover"):
        nim_value([0, 1], Periodicity(3, 4, 0), 10)


def test_find_periodicity_observes_without_proving():
    assert find_periodicity([1, 2, 3] * 5) == (0, 3, 0)
    assert find_periodicity([9, 9, 1, 2, 1, 2, 1, 2]) == (2, 2, 0)
    assert find_periodicity([0, 1, 2, 3]) is None  # never repeats
    assert find_periodicity([0, 2, 1, 3, 2, 4, 3, 5], arithmetic=True) == (0, 2, 1)


def test_guy_smith_bound_is_respected():
    """Subtraction {1, 2, 3} (k = 3, h = 1): period 4 needs 1 + 4 + 3 = 8 values."""
    values = [n % 4 for n in range(20)]
    assert octal_periodicity(values[:8], 3, 1) == (0, 4, 0)
    assert octal_periodicity(values[:7], 3, 1) is None
    # With splitting (h = 2) the same prefix proves less: 2 + 8 + 3 = 13 values.
    assert octal_periodicity(values[:12], 3, 2) is None
    assert octal_periodicity(values[:13], 3, 2) == (0, 4, 0)


def test_arithmetic_lemma_needs_the_value_sets():
    # Nim proves itself; a sequence that merely looks arithmetic does not if the
    # value set condition fails (here 0 is never a value after the start).
    assert subtraction_periodicity(list(range(40)), 0, 3) == (0, 1, 1)
    fake = [0] + list(range(2, 41))  # g(n + 1) = g(n) + 1 from n = 1, but 1 is missing
    assert subtraction_periodicity(fake, 0, 3) is None
    # Without bit 1 the tail is constant: only plain periodicity is possible.
    assert subtraction_periodicity(list(range(40)), 0, 1) is None


def test_bad_parameters():
    with pytest.raises(CGTError):
        octal_periodicity([0, 1], -1, 2)
    with pytest.raises(CGTError):
        subtraction_periodicity([0, 1], 0, 7)


# -- published sequences -----------------------------------------------------------------


def test_kayles_period_12_after_71():
    """Winning Ways ch. 4 (Guy and Smith 1956): Kayles, 0.77, has period 12
    and its last exceptional value at heap 70."""
    kayles = HeapGame("0.77")
    assert kayles.periodicity() == (71, 12, 0)
    values = kayles.nim_values(1000, use_periodicity=False)
    assert all(values[n] == values[n + 12] for n in range(71, 1000 - 12))
    assert values[70] != values[82]


def test_dawsons_kayles_period_34_after_53():
    """Guy and Smith 1956 (OEIS A002187): Dawson's Kayles, 0.07, period 34,
    last exception at heap 52 (Dawson's chess 0.137 shifted by one)."""
    dawson = HeapGame("0.07")
    assert dawson.periodicity() == (53, 34, 0)
    values = dawson.nim_values(600, use_periodicity=False)
    assert all(values[n] == values[n + 34] for n in range(53, 600 - 34))
    assert values[52] != values[86]
    assert HeapGame("0.137").periodicity() == (52, 34, 0)


def test_subtraction_games():
    """{1, 2, 3} is n mod 4 (the course notes' subtraction game 1-2-3, P-positions
    0, 4, 8, ...; Winning Ways, ch. 4); {2, 3, 7} has period 5, its values
    worked by hand with the mex rule: 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, ..."""
    s123 = HeapGame.subtraction({1, 2, 3})
    assert s123.periodicity() == (0, 4, 0)
    s237 = HeapGame.subtraction({2, 3, 7})
    assert s237.periodicity() == (0, 5, 0)
    assert s237.nim_values(20)[1:] == [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]


@pytest.mark.parametrize("size", [1, 2, 3])
def test_all_but_subtraction_games_are_purely_arithmetic_periodic(size):
    """A. Siegel (|X| = 1, 2) and Sleator-Slusky (|X| = 3, arXiv:1201.3299):
    all-but subtraction games with excluded set X are purely arithmetic periodic."""
    rng = random.Random(size)
    for _ in range(12):
        excluded = set(rng.sample(range(1, 12), size))
        proof = HeapGame.subtraction(excluded, all_but=True).periodicity()
        assert proof is not None and proof.preperiod == 0 and proof.saltus > 0, excluded


def test_nim_is_arithmetic_periodic():
    nim = HeapGame.nim()
    assert nim.periodicity() == (0, 1, 1)
    assert nim.nim_value(10**100) == 10**100


def test_codes_without_a_theorem_get_none():
    assert HeapGame("4!.0").periodicity() is None  # Grundy's game: open problem
    assert HeapGame("0.[7]").periodicity() is None  # splits in the repeating part


# -- soundness ------------------------------------------------------------------------


octal_codes = st.builds(
    lambda first, digits: f"{first}.{''.join(digits)}",
    st.sampled_from("0004"),
    st.lists(st.sampled_from("01234567"), min_size=1, max_size=3),
)


@settings(max_examples=40, deadline=None)
@given(octal_codes)
def test_proved_periods_hold_far_beyond_the_proof(code):
    game = HeapGame(code)
    proof = game.periodicity(max_heap=1024)
    assume(proof is not None)
    raw = game.nim_values(3 * max(len(game._sequence.values), 200), use_periodicity=False)
    checked = raw[: game._checked]
    assert all(nim_value(checked, proof, n) == raw[n] for n in range(len(raw)))


@settings(max_examples=30, deadline=None)
@given(st.sets(st.integers(1, 9), min_size=1, max_size=4))
def test_proved_arithmetic_periods_hold(excluded):
    game = HeapGame.subtraction(excluded, all_but=True)
    proof = game.periodicity(max_heap=2048)
    assert proof is not None
    raw = game.nim_values(4 * len(game._sequence.values), use_periodicity=False)
    checked = raw[: game._checked]
    assert all(nim_value(checked, proof, n) == raw[n] for n in range(len(raw)))

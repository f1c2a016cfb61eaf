"""Misère comparison modulo the P-free dead-ending forms ``pf(E)``, against the
theorems of the Lean library ``t4ccer/misere-games`` (commit 16f8cd0, file
``CombinatorialGames/Misere/PFreeDeadEnding.lean`` unless said otherwise;
each test names its lemma) and against the definition by brute force.

The definition: ``G >= H`` modulo ``pf(E)`` when for every ``X`` of
``pf(E)`` the outcome of ``G + X`` is at least that of ``H + X`` (``L > N >
R``: sums of P-free dead-ending forms are never P). One ``X`` refutes a
claim; so the brute force runs over a finite pool of ``pf(E)`` (the forms
born by day 2, the integers to 3 and the forms ``{a|b}`` of small
integers): every ``G >= H`` that the test claims between forms born by day
2 survives every ``X`` of the pool, and every refusal has its witness there.
"""

from __future__ import annotations

import doctest
import itertools
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import GameForm, MisereUniverse, game_form, is_p_free, misere_equivalent, misere_ge
from cgt.core.outcome import Outcome
from cgt.errors import CGTError
from cgt.theory import misere_pfree
from cgt.theory.misere_pfree import end_integer
from cgt.theory.misere_universe import is_strong, misere_canonical_form

PF = MisereUniverse.P_FREE_DEAD_ENDING
E = MisereUniverse.DEAD_ENDING
SOME = settings(max_examples=60, deadline=None)


def p_free_dead_ending_born_by_day_two() -> list[GameForm]:
    """The 256 forms born by day 2 are the pairs of sets of the four born by
    day 1; those of ``pf(E)`` among them."""
    zero = game_form(0)
    day1 = [GameForm.of(left, right) for left in ((), (zero,)) for right in ((), (zero,))]
    sets = [list(c) for k in range(len(day1) + 1) for c in itertools.combinations(day1, k)]
    found = [GameForm.of(left, right) for left in sets for right in sets]
    return [g for g in found if PF.contains(g)]


P_FREE = p_free_dead_ending_born_by_day_two()


def n(k: int) -> GameForm:
    return game_form(k)


def brace(a: GameForm | int, b: GameForm | int) -> GameForm:
    """``{a|b}``."""
    return GameForm.of([game_form(a)], [game_form(b)])


def test_doctests():
    assert doctest.testmod(misere_pfree).failed == 0


def test_the_family():
    """47 P-free dead-ending forms are born by day 2 (as the Lean checks of
    tests/theory/test_misere_universe.py count them)."""
    assert len(P_FREE) == 47
    assert n(0) in P_FREE and game_form("*") not in P_FREE
    assert PF.contains(brace(0, 1)) and not PF.contains(game_form("{*|1}"))
    assert is_p_free(brace(0, 1)) and not is_p_free("{*|1}")
    assert is_p_free("{|1}") and not PF.contains(game_form("{|1}"))  # a live Left end


@pytest.mark.parametrize("a", range(5))
def test_a_over_one_is_a_plus_one(a):
    """reduction_a_one_int: ``{a|1} = a + 1`` for ``a >= 0``, and
    a_one_MisereOutcome: its outcome is R. Modulo all dead-ending forms it is
    no integer."""
    g = brace(a, 1)
    assert g.misere_outcome is Outcome.R and PF.contains(g)
    assert misere_equivalent(g, n(a + 1), PF)
    assert not misere_equivalent(g, n(a + 1), E)


@pytest.mark.parametrize(("a", "b"), [(a, b) for a in range(4) for b in range(1, a + 3)])
def test_a_over_b_is_a_plus_one(a, b):
    """reduction_ab_int: ``{a|b} = a + 1`` for ``0 <= a`` and ``1 <= b <= a + 2``."""
    assert misere_equivalent(brace(a, b), n(a + 1), PF)


@pytest.mark.parametrize(("a", "b"), [(a, b) for a in range(3) for b in range(a + 2, a + 5)])
def test_a_over_b_lies_between_b_minus_one_and_a_plus_one(a, b):
    """reduction_ab_between_int_left: ``{a|b} >= b - 1`` when ``a + 2 <= b``;
    reduction_ab_between_int_right: ``a + 1 >= {a|b}`` when ``1 <= b``."""
    assert misere_ge(brace(a, b), n(b - 1), PF)
    assert misere_ge(n(a + 1), brace(a, b), PF)


@pytest.mark.parametrize(("a", "b", "c"), [(a, b, c) for a in range(1, 4) for b in range(1, 3)
                                           for c in range(1, a + 2)])
def test_a_nested_form_is_a(a, b, c):
    """reduction_a_eq_neg_ba_c: ``{{-b|a}|c} = a`` for ``1 <= a``, ``1 <= b``
    and ``1 <= c <= a + 1``."""
    assert misere_equivalent(brace(brace(-b, a), c), n(a), PF)


@pytest.mark.parametrize("k", range(5))
def test_n_minus_one_over_one_is_n(k):
    """reduction_pred_one_int, and for ``n = 0``
    IntegerInvertible.zero_misereEQ_minusOne_one (Misere/IntegerInvertible.lean):
    ``{-1|1} = 0``, the sum ``1 + (-1)``."""
    assert misere_equivalent(brace(k - 1, 1), n(k), PF)
    assert n(1) + n(-1) is brace(-1, 1)


def test_integers_are_ordered_the_fewer_moves_the_better():
    """misereGE_of_int_le: ``b >= a`` when ``a >= b``; the converse fails
    (``X = -b`` gives ``a - b``, an R position, against ``0``, an N one).
    Modulo all dead-ending forms two different integers are incomparable."""
    for a, b in itertools.product(range(-3, 4), repeat=2):
        assert misere_ge(n(b), n(a), PF) == (b <= a), (a, b)
        if a != b:
            assert not misere_ge(n(b), n(a), E)


def test_every_end_is_an_integer():
    """isEnd_exists_intCast_misereEQ: an end of ``pf(E)`` equals an integer,
    found from its options (exists_intCast_of_options_misereEQ)."""
    ends = [g for g in P_FREE if not g.left or not g.right]
    assert len(ends) > 5
    for g in ends:
        assert misere_equivalent(g, n(end_integer(g)), PF), g
    assert end_integer(game_form("{0,2|}")) == 1 and end_integer(game_form("{|-1,0}")) == -1


def test_a_left_win_is_at_least_every_natural_number():
    """Misere/OutcomeStable.lean, misereGE_zero_of_misereOutcome_L and
    misereGE_intCast_of_misereOutcome_L: a P-free form won by Left is ``>= n``
    for every ``n >= 0``."""
    wins = [g for g in P_FREE if g.misere_outcome is Outcome.L]
    assert wins
    for g in wins:
        assert all(misere_ge(g, n(k), PF) for k in range(4)), g


def test_a_form_won_by_left_is_at_least_minus_one():
    """The step that settles ``G >= 0`` where the library's test refers back to
    it (cgt/theory/misere_pfree.py): a P-free form won by Left is ``>= -1``,
    so a form won by whoever moves first has a Left option ``>= -1``."""
    for g in P_FREE:
        if g.misere_outcome is Outcome.L:
            assert misere_ge(g, n(-1), PF), g
        if g.misere_outcome is Outcome.N and g.left:
            assert any(misere_ge(gl, n(-1), PF) for gl in g.left), g


def test_the_proviso_of_a_p_free_form_is_its_outcome():
    """Misere/DeadEnding.lean, PFree.strong_left_iff_misereOutcome_R and
    PFree.strong_right_iff_misereOutcome_L, as ``is_strong`` reads them."""
    for g in P_FREE:
        assert is_strong(g, "left", PF) == (g.misere_outcome is not Outcome.R)
        assert is_strong(g, "right", PF) == (g.misere_outcome is not Outcome.L)
    with pytest.raises(CGTError, match="not P-free"):
        is_strong("*", "left", PF)


def test_games_outside_refused():
    with pytest.raises(CGTError, match="not in the P-free dead-ending universe"):
        misere_ge("{*|*}", 0, PF)
    with pytest.raises(CGTError, match="no canonical form"):
        misere_canonical_form(brace(0, 1), PF)


# --- the definition, by brute force ------------------------------------------------------

POOL = list(dict.fromkeys(P_FREE + [n(k) for k in range(-3, 4)]
                          + [brace(a, b) for a in range(3) for b in range(1, 4)]
                          + [brace(-b, -a) for a in range(3) for b in range(1, 4)]))
RANK = {Outcome.R: 0, Outcome.N: 1, Outcome.L: 2}


@cache
def rank(g: GameForm) -> int:
    return RANK[g.misere_outcome]


def separator(g: GameForm, h: GameForm) -> GameForm | None:
    """An ``X`` of the pool with ``o(G + X) < o(H + X)``."""
    return next((x for x in POOL if rank(g + x) < rank(h + x)), None)


def test_the_pool_is_p_free_dead_ending():
    assert all(PF.contains(x) for x in POOL)


@pytest.mark.slow
def test_every_comparison_between_forms_born_by_day_two_against_the_pool():
    """2209 pairs: each claim survives the pool, each refusal has a witness in it."""
    for g, h in itertools.product(P_FREE, repeat=2):
        witness = separator(g, h)
        assert misere_ge(g, h, PF) == (witness is None), (g, h, witness)


@pytest.mark.slow
def test_comparisons_between_forms_born_by_day_three_against_the_pool():
    """30 P-free dead-ending forms born by day 3 (options drawn from those born
    by day 2), pool and sample together: 900 pairs, no claim refuted, every
    refusal witnessed."""
    rng = random.Random(3)
    sample: list[GameForm] = []
    while len(sample) < 30:
        g = GameForm.of(rng.sample(P_FREE, rng.randint(0, 3)),
                        rng.sample(P_FREE, rng.randint(0, 3)))
        if PF.contains(g) and g not in sample:
            sample.append(g)
    pool = POOL + sample
    for g, h in itertools.product(sample, repeat=2):
        witness = next((x for x in pool if rank(g + x) < rank(h + x)), None)
        assert misere_ge(g, h, PF) == (witness is None), (g, h, witness)


def test_comparisons_between_forms_born_by_day_one_against_the_pool():
    day1 = [g for g in P_FREE if g.birthday <= 1]
    for g, h in itertools.product(day1 + [brace(0, 1), brace(-1, 1), brace(1, 3)], repeat=2):
        assert misere_ge(g, h, PF) == (separator(g, h) is None), (g, h)


# --- the laws of an order, and of sums ----------------------------------------------------

FORMS = st.sampled_from(P_FREE)


@SOME
@given(FORMS, FORMS, FORMS)
def test_the_order_is_transitive(g, h, k):
    if misere_ge(g, h, PF) and misere_ge(h, k, PF):
        assert misere_ge(g, k, PF)


@SOME
@given(FORMS, FORMS, FORMS)
def test_adding_a_form_of_the_universe_keeps_the_order(g, h, x):
    if misere_ge(g, h, PF):
        assert misere_ge(g + x, h + x, PF)


@SOME
@given(FORMS, FORMS)
def test_conjugation_reverses_the_order(g, h):
    assert misere_ge(g, h, PF) == misere_ge(-h, -g, PF)


@SOME
@given(FORMS)
def test_integers_are_invertible(g):
    """Misere/IntegerInvertible.lean: ``n + (-n) = 0``, so adding ``n`` then
    ``-n`` gives back an equal form."""
    assert misere_equivalent(g + n(2) + n(-2), g, PF)
    assert cgt.misere_ge(g, g, PF)

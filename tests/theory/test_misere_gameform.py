"""Literal game forms: the algebra of forms (sums, conjugates), reading and
printing, and misère outcomes against the search of positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, GameForm, game_form
from cgt.theory.misere_partizan import misere_outcome_partizan

SOME = settings(max_examples=80, deadline=None)

forms = st.recursive(
    st.just(game_form(0)),
    lambda sub: st.builds(GameForm.of, st.lists(sub, max_size=2), st.lists(sub, max_size=2)),
    max_leaves=6)


@SOME
@given(forms, forms, forms)
def test_sum_is_commutative_and_associative_on_forms(g, h, k):
    """Disjunctive sums of literal forms: the same game tree whichever order
    (Siegel, Combinatorial Game Theory, II.1), so one interned form."""
    assert g + h is h + g
    assert (g + h) + k is g + (h + k)
    assert g + game_form(0) is g


@SOME
@given(forms, forms)
def test_conjugate_is_an_involution_and_distributes(g, h):
    assert g.conjugate().conjugate() is g
    assert (g + h).conjugate() is g.conjugate() + h.conjugate()


@SOME
@given(forms)
def test_text_round_trips(g):
    assert game_form(str(g)) is g
    assert repr(g) == f"game_form({str(g)!r})"


@SOME
@given(forms)
def test_misere_outcome_agrees_with_the_position_search(g):
    """The outcome of a form, and of its conjugate (L and R swapped), against
    cgt.misere_outcome_partizan, an independent search of the moves."""
    assert g.misere_outcome == misere_outcome_partizan(g)
    swap = {"L": "R", "R": "L", "N": "N", "P": "P"}
    assert str(g.conjugate().misere_outcome) == swap[str(g.misere_outcome)]


def test_integers_and_heaps_print_as_such():
    assert [str(game_form(t)) for t in ("{0|}", "{|{|0}}", "{0,*|0,*}", "{0|0}", "{1|}")] == \
        ["1", "-2", "*2", "*", "2"]
    assert str(game_form("{|1}")) == "{|1}"  # not an integer: Right moves to a positive one
    assert game_form("*3").nim_value() == 3 and game_form(0).nim_value() is None


def test_from_games_and_positions():
    """A Game gives its normal-play canonical form, taken literally (±1 is
    {1|-1}); a position, its tree as played."""
    assert game_form(cgt.parse("±1")) is game_form("{1|-1}")
    from cgt.games.domineering import Domineering
    # Left places vertical dominoes (Winning Ways): a row of two is Right's alone
    assert game_form(Domineering("..")) is game_form(-1)
    assert game_form(Domineering(".|.")) is game_form(1)


def test_bad_text():
    for text, fault in [("{0|1", "expected"), ("{0|1}}", "end of the form"), ("x", "expected"),
                        ("{0;1|}", "expected"), ("12345678", "too large")]:
        with pytest.raises(cgt.ParseError, match=fault):
            game_form(text)
    with pytest.raises(CGTError, match="not a GameForm"):
        GameForm.of([1], [])  # type: ignore[list-item]
    with pytest.raises(CGTError, match="not a non-negative integer"):
        cgt.perfect_murder(-1)


def test_cgt_misere_outcome_reads_forms():
    """cgt.misere_outcome takes a form as a partizan game: {*|*} is N (the answer
    to either first move is to 0, where the mover has no move and wins)."""
    for text in ("{*|*}", "*", "*2", "1", "{-1|0,*}"):
        form = game_form(text)
        assert cgt.misere_outcome(form) == form.misere_outcome
    assert str(cgt.misere_outcome(game_form("{*|*}"))) == "N"

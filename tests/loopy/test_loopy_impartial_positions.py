"""Generalised Sprague–Grundy values of positions of loopy impartial
rulesets (issue 33, item 3): ``LoopyPosition.grundy`` and ``cgt report``.

The ruleset here is Smith's game on a digraph (C. A. B. Smith, "Graphs and
composite games", 1966; Fraenkel and Yesha 1982): a token slides along an
arrow, the player who cannot move loses. No registered ruleset of
``cgt.games`` is loopy and impartial, so the test defines it.

The facts are independent of the Fraenkel–Yesha algorithm under test:
the values of a small graph derived by hand below, and, on random graphs
and their sums (two tokens, a move slides one of them), the outcome of each
value against the win/loss/draw of the retrograde solver of
:mod:`cgt.positions.retrograde` (``.result``), which knows nothing of
Grundy values. Smith's sum rules (Siegel, *CGT*, IV.4): finite values add
as in Nim, ``n + ∞_K = ∞_(K xor n)``, two infinite values draw.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import LoopyPosition, Verdict
from cgt.display.facts import position_facts
from cgt.display.report import position_lines
from cgt.loopy.impartial import ImpartialOutcome

_OUTCOME = {Verdict.WIN: ImpartialOutcome.N, Verdict.LOSS: ImpartialOutcome.P,
            Verdict.DRAW: ImpartialOutcome.D}


class Token(LoopyPosition):
    """A token on a digraph (``arrows[v]``: where it may slide from ``v``)."""

    impartial = True
    __slots__ = ("arrows", "at")

    def __init__(self, arrows: tuple[tuple[int, ...], ...], at: int) -> None:
        self.arrows, self.at = arrows, at

    def moves(self):
        return [Token(self.arrows, w) for w in self.arrows[self.at]]

    def key(self):  # the table of results is the class's: the graph is part of the key
        return (self.arrows, self.at)

    def __str__(self) -> str:
        return f"token at {self.at}"


class TwoTokens(LoopyPosition):
    """The sum of two Token games: a move slides one token."""

    impartial = True
    __slots__ = ("a", "arrows", "b")

    def __init__(self, arrows, a: int, b: int) -> None:
        self.arrows, self.a, self.b = arrows, a, b

    def moves(self):
        return ([TwoTokens(self.arrows, w, self.b) for w in self.arrows[self.a]]
                + [TwoTokens(self.arrows, self.a, w) for w in self.arrows[self.b]])

    def key(self):
        return (self.arrows, self.a, self.b)


# a -> b, b -> a, b -> c (c the end), d -> d (a pass), e -> e, e -> c.
HAND = ((1,), (0, 2), (), (3,), (4, 2))


def test_values_derived_by_hand():
    """c has no move: 0. From a the only move is to b, from where the
    opponent moves to c and wins: a is 0 (b is a reversible way back to
    it). b reaches 0 (a and c) and nothing else: *. d only passes: ∞ with
    no escape (a draw). e may pass or move to c, worth 0: ∞(0), a win."""
    values = [str(Token(HAND, v).grundy) for v in range(5)]
    assert values == ["0", "*", "0", "∞", "∞(0)"]


def test_the_sum_of_a_draw_and_a_win():
    # d + e: ∞ + ∞(0) is ∞, a draw; a + b: 0 + * = *; b + e: * + ∞(0) = ∞(1).
    assert str(TwoTokens(HAND, 3, 4).grundy) == "∞"
    assert str(TwoTokens(HAND, 0, 1).grundy) == "*"
    assert str(TwoTokens(HAND, 1, 4).grundy) == "∞(1)"


@st.composite
def digraphs(draw: st.DrawFn, max_vertices: int = 7) -> tuple[tuple[int, ...], ...]:
    n = draw(st.integers(1, max_vertices))
    return tuple(tuple(draw(st.lists(st.integers(0, n - 1), max_size=3, unique=True)))
                 for _ in range(n))


@settings(max_examples=40, deadline=None)
@given(digraphs())
def test_the_outcome_is_the_retrograde_result(arrows):
    for v in range(len(arrows)):
        p = Token(arrows, v)
        assert p.grundy.outcome is _OUTCOME[p.result.outcome]


@settings(max_examples=40, deadline=None)
@given(digraphs(5), st.data())
def test_sums_follow_smiths_rules(arrows, data):
    a = data.draw(st.integers(0, len(arrows) - 1))
    b = data.draw(st.integers(0, len(arrows) - 1))
    total = TwoTokens(arrows, a, b)
    predicted = Token(arrows, a).grundy + Token(arrows, b).grundy
    assert predicted.outcome is _OUTCOME[total.result.outcome]
    if predicted.finite is not None:  # a nimber: the sum's own value is it
        assert total.grundy == predicted


def test_a_partizan_loopy_ruleset_has_no_grundy_value():
    from cgt.games.ourson import Ourson

    with pytest.raises(cgt.CGTError, match="not an impartial ruleset"):
        _ = Ourson.parse("0450").grundy


def test_a_game_ending_by_its_own_rule_has_none():
    class Stopped(Token):
        def moves(self):
            return [Stopped(self.arrows, w) for w in self.arrows[self.at]]

        def terminal(self):
            return Verdict.DRAW if self.at == 2 else None

    with pytest.raises(cgt.CGTError, match="by a rule of its own"):
        _ = Stopped(HAND, 0).grundy


def test_cgt_report_prints_the_value():
    facts = position_facts(Token(HAND, 4), "token")
    assert facts["grundy"] == "∞(0)"
    lines = position_lines(Token(HAND, 4), facts)
    assert "Grundy value: ∞(0)" in lines
    from cgt.games.ourson import Ourson

    assert "grundy" not in position_facts(Ourson.parse("0450"), "ourson")

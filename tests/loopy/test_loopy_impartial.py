"""Loopy impartial games (issue 33, item 3): the generalised Sprague–Grundy
values (Smith 1966; Fraenkel and Yesha 1982; Siegel, *CGT*, IV.4), checked
against an independent retrograde analysis of random game graphs and of
sums of two (win, loss or draw by backward induction on the graph itself),
and on the textbook examples.

cgt-tools (``cgt/loopy/impartial/games/wind_up.rs``) has these values for
its Wind-up game, but its one test compares two of its methods with each
other and states no value, so the values here come from the book and the
retrograde analysis.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import CGTError
from cgt.loopy.impartial import (
    GrundyValue,
    ImpartialOutcome,
    grundy_values,
    infinite,
    nim,
    winning_moves,
)

WIN, LOSS, DRAW = ImpartialOutcome.N, ImpartialOutcome.P, ImpartialOutcome.D


def retrograde(moves: list[list[int]]) -> list[ImpartialOutcome]:
    """Win / loss / draw for the player to move, by backward induction:
    a position with no move is lost; one with a move to a lost position is
    won; one whose moves all reach won positions is lost; the rest draw."""
    n = len(moves)
    before: list[list[int]] = [[] for _ in range(n)]
    for v, targets in enumerate(moves):
        for w in targets:
            before[w].append(v)
    result: list[ImpartialOutcome | None] = [None] * n
    unknown = [len(targets) for targets in moves]
    queue = [v for v in range(n) if not moves[v]]
    for v in queue:
        result[v] = LOSS
    while queue:
        w = queue.pop()
        for v in before[w]:
            if result[v] is not None:
                continue
            if result[w] is LOSS:
                result[v] = WIN
                queue.append(v)
            else:
                unknown[v] -= 1
                if unknown[v] == 0:
                    result[v] = LOSS
                    queue.append(v)
    return [DRAW if r is None else r for r in result]


def sum_graph(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    """The graph of ``G + H``: position ``(g, h)`` is ``g * len(b) + h``."""
    m = len(b)
    return [[x * m + h for x in a[g]] + [g * m + y for y in b[h]]
            for g in range(len(a)) for h in range(m)]


@st.composite
def game_graphs(draw, max_positions=7):
    n = draw(st.integers(1, max_positions))
    return [draw(st.lists(st.integers(0, n - 1), max_size=3)) for _ in range(n)]


# -- the book's examples --------------------------------------------------------------------------


def test_a_pass_is_infinite_and_a_draw():
    # Siegel, CGT, IV.4: a position whose only move is to itself is ∞ (no escape), a draw.
    assert grundy_values([[0]]) == [infinite(())]
    assert grundy_values([[0]])[0].outcome is DRAW


def test_acyclic_graphs_are_nim():
    # Without cycles the values are the ordinary Grundy values (mex).
    assert grundy_values([[], [0], [0, 1], [1, 2], [0, 2]]) == [nim(0), nim(1), nim(2), nim(0),
                                                                nim(1)]


def test_escape_sets():
    # 0 <-> 1 loop with no way out: ∞; 4 may also end the game (to 3, worth
    # 0) or enter the loop: ∞ escaping to 0, a win (move to 3).
    values = grundy_values([[1], [0], [3], [], [0, 3]])
    assert [str(v) for v in values] == ["∞", "∞", "*", "0", "∞(0)"]
    assert values[4].outcome is WIN and winning_moves([[1], [0], [3], [], [0, 3]], 4) == [3]


def test_a_loop_reversed_to_a_finite_value():
    # 0 -> {1, 2}, 1 -> {0}, 2 terminal: 0 moves to the end, so it is *;
    # 1's only move is to *, so it is 0, and the loop does not matter
    # (the move 0 -> 1 is reversed by 1 -> 0... to a position worth *).
    assert grundy_values([[1, 2], [0], []]) == [nim(1), nim(0), nim(0)]


def test_sums_follow_smiths_rules():
    assert nim(3) + nim(6) == nim(5)
    assert nim(2) + infinite({0, 1}) == infinite({2, 3})
    assert (infinite({0}) + infinite({0})).outcome is DRAW


def test_bad_graphs_are_refused():
    with pytest.raises(CGTError, match="moves to 5"):
        grundy_values([[5]])
    with pytest.raises(CGTError, match="natural number"):
        GrundyValue(-1)


# -- against the retrograde analysis ------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(game_graphs(max_positions=9))
def test_outcomes_match_retrograde_analysis(moves):
    values = grundy_values(moves)
    assert [v.outcome for v in values] == retrograde(moves)


@settings(max_examples=150, deadline=None)
@given(game_graphs(max_positions=5), game_graphs(max_positions=5))
def test_values_of_sums_follow_the_rules(a, b):
    va, vb, total = grundy_values(a), grundy_values(b), sum_graph(a, b)
    vs, outcomes = grundy_values(total), retrograde(total)
    m = len(b)
    for g in range(len(a)):
        for h in range(m):
            expected = va[g] + vb[h]
            assert expected.outcome is outcomes[g * m + h]
            # Two infinite values: ∞ with no escape, a draw (Smith's theorem).
            assert vs[g * m + h] == expected


@settings(max_examples=200, deadline=None)
@given(game_graphs(max_positions=8), st.data())
def test_winning_moves_keep_the_outcome(moves, data):
    start = data.draw(st.integers(0, len(moves) - 1))
    outcomes = retrograde(moves)
    chosen = winning_moves(moves, start)
    assert set(chosen) <= set(moves[start])
    if outcomes[start] is WIN:
        assert chosen and all(outcomes[w] is LOSS for w in chosen)
    elif outcomes[start] is LOSS:
        assert chosen == []
    else:
        assert chosen and all(outcomes[w] is DRAW for w in chosen)

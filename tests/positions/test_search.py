"""General search: alpha-beta agrees with plain negamax and with an
independent recursive minimax, finds the tic-tac-toe draw, proves the
bear's loss in exactly its remoteness, respects time limits, and refuses
bad input."""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.positions.search
from cgt.games.domineering import Domineering
from cgt.games.ourson import Ourson
from cgt.games.tictactoe import TicTacToe, heuristic
from cgt.positions.retrograde import Turn
from cgt.positions.search import (
    BOUND,
    WIN,
    SearchTable,
    alphabeta,
    iterative_deepening,
    negamax,
)


def test_doctests():
    assert doctest.testmod(cgt.positions.search).failed == 0


def minimax(position, depth, evaluate, ply=0):
    """The course's MinMax, recursive, scored for the side to move."""
    end = position.terminal()
    if end == "loss":
        return -(WIN - ply)
    if end == "draw":
        return 0
    children = list(position.moves())
    if not children:
        return -(WIN - ply)
    if depth == 0:
        return evaluate(position)
    return max(-minimax(c, depth - 1, evaluate, ply + 1) for c in children)


@st.composite
def tictactoe_positions(draw):
    p = TicTacToe()
    for _ in range(draw(st.integers(0, 6))):
        moves = list(p.moves())
        if not moves:
            break
        p = draw(st.sampled_from(moves))
    return p


@settings(max_examples=60, deadline=None)
@given(tictactoe_positions(), st.integers(0, 4))
def test_alphabeta_and_negamax_agree_with_minimax(p, depth):
    expected = minimax(p, depth, heuristic)
    assert negamax(p, depth, heuristic).score == expected
    assert alphabeta(p, depth, heuristic).score == expected
    assert iterative_deepening(p, depth, heuristic).score == expected or (
        # stopped early at a proven result: the same proof
        abs(expected) > BOUND
    )


def test_pruning_and_the_table_save_work():
    full = negamax(TicTacToe(), 5, heuristic)
    pruned = alphabeta(TicTacToe(), 5, heuristic)
    assert pruned.score == full.score and pruned.nodes < full.nodes / 5
    table = SearchTable()
    first = alphabeta(TicTacToe(), 5, heuristic, table=table)
    again = alphabeta(TicTacToe(), 5, heuristic, table=table)
    assert again.score == first.score and again.nodes < first.nodes
    assert 0 < len(table) <= first.nodes  # at most one entry a position searched
    table.clear()
    assert len(table) == 0


def test_tictactoe_is_a_draw():
    found = iterative_deepening(TicTacToe(), 9, heuristic)
    assert found.score == 0 and found.outcome is None
    assert len(found.line) == 9 and found.line[-1].terminal() == "draw"


def test_proven_wins_and_losses():
    found = alphabeta(TicTacToe("XX./OO./..."), 4, heuristic)
    assert (found.outcome, found.plies) == ("win", 1)
    assert found.move == TicTacToe("XXX/OO./...")
    # O to move cannot stop both of X's threats: lost in 2 plies.
    found = alphabeta(TicTacToe("XX./.O./X.O"), 4, heuristic)
    assert found.outcome == "loss" and found.plies == 2
    # Over at the root: no move.
    over = alphabeta(TicTacToe("XXX/OO./..."), 3, heuristic)
    assert over.move is None and over.outcome == "loss" and over.plies == 0


def test_search_proves_the_bears_loss_in_its_remoteness():
    start = Ourson.parse("0450")

    def zero(p):
        return 0

    found = iterative_deepening(start, 12, zero)
    assert (found.outcome, found.plies) == ("loss", start.result.remoteness)
    # A shallower search may see further through transpositions (a position
    # met again at a greater ply reuses a deeper result), but what it proves
    # is the truth: a loss in exactly the remoteness.
    for depth in range(1, 10):
        found = alphabeta(start, depth, zero)
        assert found.outcome is None or (found.outcome, found.plies) == ("loss", 10)


def test_partizan_positions_through_turn():
    p = Turn(Domineering("...|..."), "left")
    found = alphabeta(p, 6, lambda q: 0)
    assert found.outcome == "win"


def test_a_time_limit_returns_a_finished_depth():
    """The deadline is looked at every 1024 nodes, so how deep it gets varies;
    whatever depth it returns was searched to the end."""
    found = iterative_deepening(TicTacToe(), 9, heuristic, time_limit=1e-6)
    assert 1 <= found.depth <= 9
    assert found.score == alphabeta(TicTacToe(), found.depth, heuristic).score
    assert found.move in TicTacToe().moves()


def test_deep_searches_need_no_recursion():
    class Chain:
        def __init__(self, n):
            self.n = n

        def moves(self):
            return [Chain(self.n - 1)] if self.n else []

        def key(self):
            return self.n

    found = alphabeta(Chain(5001), 6000, lambda p: 0)
    assert found.outcome == "win" and found.plies == 5001


def test_an_interrupted_search_leaves_a_usable_table():
    table = SearchTable()
    calls = 0

    def impatient(p):
        nonlocal calls
        calls += 1
        if calls == 40:
            raise KeyboardInterrupt
        return heuristic(p)

    with pytest.raises(KeyboardInterrupt):
        alphabeta(TicTacToe(), 4, impatient, table=table)
    assert len(table) > 0
    assert alphabeta(TicTacToe(), 4, heuristic, table=table).score == minimax(
        TicTacToe(), 4, heuristic)


def test_bad_input():
    with pytest.raises(cgt.CGTError, match="depth"):
        alphabeta(TicTacToe(), -1, heuristic)
    with pytest.raises(cgt.CGTError, match="not a side-to-move position"):
        alphabeta(Domineering("..|.."), 2, heuristic)
    with pytest.raises(cgt.CGTError, match="outside"):
        alphabeta(TicTacToe(), 1, lambda p: 10 * WIN)
    with pytest.raises(cgt.CGTError, match="time_limit"):
        iterative_deepening(TicTacToe(), 3, heuristic, time_limit=0)


def test_random_play_against_search_never_beats_it():
    rng = random.Random(7)
    for game in range(4):
        p = TicTacToe()
        table = SearchTable()
        searcher = "X" if game % 2 == 0 else "O"
        while p.terminal() is None:
            if p.player == searcher:
                p = alphabeta(p, 9, heuristic, table=table).move
            else:
                p = rng.choice(list(p.moves()))
        assert p.winner() != ("O" if searcher == "X" else "X")

"""Tic-tac-toe: a draw by retrograde analysis and by search, the counts of
positions, the course's heuristic, the diagram."""

from __future__ import annotations

import doctest

import pytest

import cgt
import cgt.games.tictactoe
from cgt.games.tictactoe import TicTacToe, course_heuristic, heuristic, open_lines
from cgt.positions.retrograde import solve
from cgt.positions.search import alphabeta, iterative_deepening, negamax


def test_doctests():
    assert doctest.testmod(cgt.games.tictactoe).failed == 0


def test_a_draw_with_best_play():
    empty = TicTacToe()
    assert empty.result.outcome == "draw" and empty.result.remoteness is None
    line = empty.principal_line()
    assert len(line) == 10 and line[-1].winner() is None and "." not in line[-1].cells
    assert empty.winning_moves() == []


class _Unkeyed(TicTacToe):
    __slots__ = ()

    def moves(self):
        return (_Unkeyed(str(q)) for q in super().moves())

    def key(self):
        return self.cells


def test_position_counts():
    # 765 essentially different positions; 5478 positions in all.
    assert len(solve(TicTacToe())) == 765
    assert len(solve(_Unkeyed())) == 5478


def test_every_opening_move_draws_and_x_wins_after_a_bad_reply():
    for first in TicTacToe().moves():
        assert first.result.outcome == "draw"
    # O answers a corner opening at the edge: X wins.
    assert TicTacToe("X../.O./...").result.outcome == "draw"
    lost = TicTacToe("X../..O/...")
    assert lost.player == "X" and lost.result.outcome == "win"
    assert lost.result.remoteness % 2 == 1


def test_finished_games():
    won = TicTacToe("XXX/OO./...")
    assert won.winner() == "X" and won.terminal() == "loss" and list(won.moves()) == []
    assert str(won.result) == "loss in 0"
    full = TicTacToe("XOX/XOO/OXX")
    assert full.winner() is None and str(full.result) == "draw"


def test_the_course_heuristic():
    # p1 of the course: X open lines 3, O 2, h = 1; p2: 0; the empty board: 0.
    p1 = TicTacToe("..O/.X./XO.")
    assert (open_lines(p1, "X"), open_lines(p1, "O")) == (3, 2)
    assert course_heuristic(p1) == 1
    p2 = TicTacToe("X.O/OXX/XOO")
    assert course_heuristic(p2) == 0
    assert course_heuristic(TicTacToe()) == 0
    assert course_heuristic(TicTacToe("XXX/OO./...")) == 100
    assert course_heuristic(TicTacToe("XXX/OO./..."), "O") == -100
    assert heuristic(p1) == 1 and heuristic(TicTacToe("..O/.X./X..")) == 2 - 5


def test_search_finds_the_draw():
    assert alphabeta(TicTacToe(), 9, heuristic).score == 0
    found = iterative_deepening(TicTacToe(), 9, heuristic)
    assert found.score == 0 and found.outcome is None and found.depth == 9


def test_depth_two_plays_the_centre_or_a_corner_first():
    for search in (alphabeta, negamax):
        move = search(TicTacToe(), 2, heuristic).move
        square = next(i for i, c in enumerate(move.cells) if c == "X")
        assert square in (0, 2, 4, 6, 8)
    assert str(alphabeta(TicTacToe(), 2, heuristic).move) == ".../.X./..."


def test_depth_two_survives_the_courses_threat():
    # The course: X to move must block O's threat ("joue sa survie").
    p = TicTacToe("O.X/.O./X..")   # two marks each: X to move; O threatens 0-4-8
    found = alphabeta(p, 2, heuristic)
    assert found.move.cells[8] == "X"


@pytest.mark.parametrize("diagram, message", [
    ("XX./.../...", "one more"),
    ("XXX/OOO/...", "both"),
    ("XXX/OO./O..", "side to move"),
    ("XO/..", "3 rows of 3"),
    ("XX.OO...", "nine squares in a row"),  # eight squares: not a board
    ("XQ./.../...", "cells are one of"),
])
def test_malformed_boards(diagram, message):
    with pytest.raises(cgt.CGTError, match=message):
        TicTacToe(diagram)


@pytest.mark.parametrize("spelling", ["XX.OO....", "XX. OO. ...", "XX.|OO.|...", "XX.\nOO.\n...",
                                      " XX./OO./... "])
def test_a_board_is_read_in_every_obvious_spelling(spelling):
    assert TicTacToe(spelling) == TicTacToe("XX./OO./...")
    assert str(TicTacToe(spelling)) == "XX./OO./..."


def test_the_command_line_words_of_a_board():
    from cgt.games.registry import get

    ruleset = get("tictactoe")
    assert ruleset.position(["........."]) == TicTacToe()
    assert ruleset.position(["XX.", "OO.", "..."]) == TicTacToe("XX./OO./...")
    with pytest.raises(cgt.CGTError, match="expected one board"):
        ruleset.position(["X..", "...", "...", "..."])


"""Quelhas: cgt-tools' rules and move counts, and every value against the
rules played out by a separate, naive game tree (normal play) and a
separate misère search.

The rules and the facts are cgt-tools' (``t4ccer/cgt-tools`` at 1fad468,
``cgt_ai_core/src/quelhas.rs``: its tests ``initial_moves``,
``right_crosses_horizontally`` and ``legal_actions_match_count``). cgt-tools
publishes no value of a Quelhas position (its AI plays it, its library
draws it: ``cgt/misere/quelhas.rs``), and cgt-py exposes no Quelhas, so
the values are checked against the rules themselves.
"""

from __future__ import annotations

import argparse
import doctest
import pickle
from functools import cache

import naive
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.quelhas
from cgt.games.quelhas import Quelhas
from cgt.games.registry import get, table_of
from cgt.theory.misere_gameform import GameForm
from cgt.theory.misere_universe import MisereUniverse, misere_canonical_form


def test_doctests():
    assert doctest.testmod(cgt.games.quelhas).failed == 0


# -- cgt-tools' tests (cgt_ai_core/src/quelhas.rs) -------------------------------------------


def test_the_empty_ten_by_ten_board_has_450_moves():
    """``initial_moves``: 450 legal actions on the empty 10 x 10 board (each
    of 10 columns holds 45 runs of two cells or more)."""
    board = Quelhas.rectangle(10, 10)
    assert len(board.left_moves()) == 450
    assert len(board.right_moves()) == 450


def test_right_crosses_out_along_a_row():
    """``right_crosses_horizontally``: Right's move from c4 to f4 (row 3,
    columns 2 to 5, counted from 0) crosses out exactly those four cells."""
    after = ["." * 10] * 10
    after[3] = "..####...."
    assert Quelhas("|".join(after)) in Quelhas.rectangle(10, 10).right_moves()


# cgt-tools' SCATTERED board, as its test writes it.
SCATTERED = """..#.......
               .#..#.....
               ...#......
               #.........
               ....##....
               .#........
               ......#...
               ..#.......
               ........#.
               ...#....##"""


def _count_legal_actions(rows: list[str]) -> int:
    """cgt-tools' ``count_legal_actions``: each column's runs of ``r`` empty
    cells hold ``r (r - 1) / 2`` runs of two or more."""
    total = 0
    for column in zip(*rows, strict=True):
        for run in "".join(column).split("#"):
            total += len(run) * (len(run) - 1) // 2
    return total


def test_the_moves_of_the_scattered_board_match_cgt_tools_count():
    """``legal_actions_match_count``: the moves listed are as many as the
    count, for the board and for its transpose (Right's moves)."""
    rows = SCATTERED.split()
    board = Quelhas(SCATTERED)
    assert str(board) == "|".join(rows)  # cgt-tools' text reads as it is
    assert len(board.left_moves()) == _count_legal_actions(rows)
    assert len(board.right_moves()) == _count_legal_actions(["".join(c) for c in zip(*rows)])


def test_a_player_without_a_move_wins_in_misere_play():
    """``State::winner``: a position with no move is won by the player to move."""
    assert str(Quelhas("#.|.#").misere_outcome) == "N"
    assert str(Quelhas(".|.").misere_outcome) == "R"  # Left must move, and then Right wins
    assert str(Quelhas("..").misere_outcome) == "L"


# -- the rules, played out separately ------------------------------------------------------


def _runs(rows: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The boards left by crossing out a run of two or more empty cells along a row."""
    found = []
    for r, row in enumerate(rows):
        for a in range(len(row)):
            for b in range(a + 2, len(row) + 1):
                if "#" in row[a:b]:
                    break
                found.append(rows[:r] + (row[:a] + "#" * (b - a) + row[b:],) + rows[r + 1 :])
    return found


def _turned(rows: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(map("".join, zip(*rows, strict=True)))


def _left(rows: tuple[str, ...]) -> list[tuple[str, ...]]:
    return [_turned(b) for b in _runs(_turned(rows))]


@cache
def _naive(rows: tuple[str, ...]) -> naive.Naive:
    """The normal-play value by the textbook rules, from the whole game tree."""
    return naive.form([_naive(b) for b in _left(rows)], [_naive(b) for b in _runs(rows)])


@cache
def _misere_wins(rows: tuple[str, ...], left: bool) -> bool:
    """Whether the player to move (Left when ``left``) wins when the last mover loses."""
    moves = _left(rows) if left else _runs(rows)
    return not moves or any(not _misere_wins(b, not left) for b in moves)


@cache
def _literal(rows: tuple[str, ...]) -> GameForm:
    """The whole game tree as a literal form, never simplified."""
    return GameForm.of([_literal(b) for b in _left(rows)], [_literal(b) for b in _runs(rows)])


def _outcome(left_wins: bool, right_wins: bool) -> str:
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (left_wins, right_wins)]


boards = st.integers(1, 3).flatmap(
    lambda h: st.lists(st.text(".#", min_size=1, max_size=4).map(lambda r: r.ljust(4, ".")),
                       min_size=h, max_size=h)).map(tuple)


@settings(max_examples=25, deadline=None)
@given(boards)
def test_values_follow_from_the_rules(rows):
    """The solver (keys, regions, conjugates) against the whole game tree."""
    assert naive.to_naive(Quelhas("|".join(rows)).value) == _naive(rows)


@settings(max_examples=25, deadline=None)
@given(boards)
def test_misere_values_follow_from_the_rules(rows):
    """The misère form built region by region against the whole tree's
    literal form made canonical at once, and its outcome against a search."""
    p = Quelhas("|".join(rows))
    whole = misere_canonical_form(_literal(rows), MisereUniverse.DEAD_ENDING)
    assert p.misere_value == whole
    assert str(p.misere_outcome) == _outcome(_misere_wins(rows, True), _misere_wins(rows, False))
    assert p.misere_outcome == cgt.misere_outcome(p)


@settings(max_examples=15, deadline=None)
@given(boards)
def test_the_transpose_swaps_the_players(rows):
    p, turned = Quelhas("|".join(rows)), Quelhas("|".join(_turned(rows)))
    assert turned.value == -p.value
    assert turned.key() == p.conjugate_key()
    assert turned.misere_value == p.misere_value.conjugate()


def test_a_long_column_is_worth_half_its_cells_in_both_plays():
    """A column of ``2k + 1`` cells and one of ``2k`` share a key: equal in
    normal play (Left leaves ``2k - 2`` at best) and as misère forms."""
    for k in range(1, 5):
        odd, even = (Quelhas("|".join("." * (2 * k + extra))) for extra in (1, 0))
        assert odd.key() == even.key()
        assert odd.value == even.value == cgt.parse(str(k))
        assert misere_canonical_form(_literal(tuple("." * (2 * k + 1))),
                                     MisereUniverse.DEAD_ENDING) == even.misere_value


# -- text, errors, the registry -----------------------------------------------------------


def test_text_pickles_and_errors():
    p = Quelhas("..#|...")
    assert Quelhas(str(p)) == p and repr(p) == "Quelhas('..#|...')"
    assert pickle.loads(pickle.dumps(p)) == p
    for bad in ("", "..|.", "x.", "0x3"):
        with pytest.raises(cgt.CGTError):
            Quelhas.parse(bad)


def test_the_report_and_the_tables():
    """``cgt report quelhas 2x2`` and ``cgt table quelhas [--misere]``: each
    cell the rectangle's value, and its misère outcome by the separate search."""
    assert get("quelhas").position(["2x2"]).value == cgt.parse("±1")
    spec = table_of("quelhas")
    args = argparse.Namespace(rows=2, columns=3)
    rectangles = [[tuple(["." * c] * r) for c in (1, 2, 3)] for r in (1, 2)]
    values = spec.compute(args).data["values"]
    assert [[naive.to_naive(cgt.parse(cell)) for cell in row] for row in values] == [
        [_naive(rows) for rows in row] for row in rectangles]
    assert spec.misere is not None
    assert spec.misere(args).data["misere_outcomes"] == [
        [_outcome(_misere_wins(rows, True), _misere_wins(rows, False)) for rows in row]
        for row in rectangles]

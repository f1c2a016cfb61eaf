"""Chomp: the course's 6 x 7 result, a naive square-set implementation of the
rules as reference, the diagram and its errors."""

from __future__ import annotations

import doctest
import itertools
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
import cgt.games.chomp
from cgt.games.chomp import Chomp


def test_doctests():
    assert doctest.testmod(cgt.games.chomp).failed == 0


def test_six_by_seven_has_one_winning_move():
    board = Chomp.rectangle(6, 7)
    assert board == Chomp([7, 7, 7, 7, 7, 7])
    assert str(board.outcome) == "N"
    assert board.winning_moves() == [Chomp([4, 4, 7, 7, 7, 7])]
    assert str(Chomp([4, 4, 7, 7, 7, 7]).outcome) == "P"


def test_two_by_two():
    assert Chomp.rectangle(2, 2).grundy == 2
    assert Chomp.rectangle(2, 2).value == cgt.nimber(2)


def test_only_the_poisoned_square_has_no_moves():
    assert list(Chomp([1]).moves()) == [] and str(Chomp([1]).outcome) == "P"


# -- a naive reference: a board is a frozenset of (row from the bottom, column) -----


def squares(rows: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    return frozenset((r, c) for r, length in enumerate(reversed(rows)) for c in range(length))


@cache
def naive_grundy(board: frozenset[tuple[int, int]]) -> int:
    options = set()
    for r, c in board:
        if (r, c) == (0, 0):
            continue  # the poisoned square is never taken
        bitten = frozenset(s for s in board if not (s[0] >= r and s[1] >= c))
        options.add(naive_grundy(bitten))
    return cgt.mex(options)


def young_diagrams(height: int, width: int):
    """Every board inside a height x width box (row lengths non-decreasing
    downward, bottom >= 1)."""
    for rows in itertools.combinations_with_replacement(range(width + 1), height):
        if rows[-1]:
            yield rows


def test_every_board_in_a_5_by_6_box_agrees_with_the_naive_rules():
    for rows in young_diagrams(5, 6):
        assert Chomp(rows).grundy == naive_grundy(squares(rows)), rows


def test_moves_are_the_naive_bites():
    for rows in young_diagrams(3, 4):
        ours = {squares(m.rows) for m in Chomp(rows).moves()}
        board = squares(rows)
        theirs = {
            frozenset(s for s in board if not (s[0] >= r and s[1] >= c))
            for r, c in board
            if (r, c) != (0, 0)
        }
        assert ours == theirs
        assert len(list(Chomp(rows).moves())) == len(board) - 1


@pytest.mark.parametrize(
    ("height", "width"), [(h, w) for h in range(1, 6) for w in range(1, 6) if h * w > 1]
)
def test_rectangles_are_first_player_wins(height, width):
    """Strategy stealing (the course's proposition)."""
    assert str(Chomp.rectangle(height, width).outcome) == "N"


def test_empty_top_rows_are_dropped():
    assert Chomp([0, 0, 2, 3]) == Chomp([2, 3])
    assert Chomp([0, 0, 2, 3]).key() == (2, 3)
    assert Chomp([4, 4, 7]).moves().__next__() == Chomp([4, 7])  # bite at the top-left corner


@given(st.lists(st.integers(1, 9), min_size=1, max_size=7).map(sorted))
def test_diagram_round_trip(rows):
    p = Chomp(rows)
    assert Chomp.parse(str(p)) == p == Chomp(str(p)) == eval(repr(p))
    assert Chomp(" ".join(map(str, rows))) == p


def test_diagram_format():
    assert str(Chomp([2, 3])) == "##/x##"
    assert str(Chomp([1])) == "x"
    assert Chomp.parse("##\nx##") == Chomp.parse("##|x##") == Chomp.parse("[2, 3]") == Chomp([2, 3])


@pytest.mark.parametrize(
    ("argument", "fault"),
    [
        ([3, 2], "row 1 (from the top) has 3 squares, more than the 2 of the row below it"),
        ([1, 3, 2, 4], "row 2 (from the top) has 3 squares, more than the 2 of the row below"),
        ([2, -1], "row 2 has a negative length -1"),
        ([2, 2.5], "row 2 length 2.5 is not an integer"),
        ([], "the board is empty"),
        ([0, 0], "the board is empty"),
        (7, "expected row lengths from the top down"),
        ("", "is empty"),
        ("##/###", "row 2, column 1 has '#', expected 'x'"),
        ("#x/x##", "row 1, column 2 has 'x', expected '#'"),
        ("##/x#.", "row 2, column 3 has '.', expected '#'"),
        ("###/x#", "row 1 (from the top) has 3 squares, more than the 2"),
    ],
)
def test_bad_boards_say_what_is_wrong(argument, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Chomp(argument)
    assert fault in str(raised.value)


@pytest.mark.parametrize(
    ("size", "fault"), [((0, 3), "not 0"), ((2, "3"), "not '3'"), ((True, 2), "not True")]
)
def test_bad_rectangles(size, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Chomp.rectangle(*size)
    assert fault in str(raised.value)


def reachable(board: Chomp) -> set[tuple[int, ...]]:
    """The keys of every position the solver visits from ``board``, itself included."""
    seen, todo = {board.key()}, [board]
    while todo:
        for q in todo.pop().moves():
            if q.key() not in seen:
                seen.add(q.key())
                todo.append(q)
    return seen


@pytest.mark.parametrize("rows", [(1,), (7,), (3, 3), (1, 2, 3), (4, 4, 7), (2, 2, 5, 5), (7,) * 6])
def test_estimated_positions_counts_every_position_the_solver_visits(rows):
    assert Chomp(rows).estimated_positions() == len(reachable(Chomp(rows)))


def test_estimated_positions_of_large_bars():
    import math

    from cgt.games.chomp import COUNTED_SQUARES

    assert Chomp.rectangle(30, 30).estimated_positions() == float(math.comb(60, 30) - 1)
    rows, columns = 400, 300  # past the exact count: the rectangle's bound
    assert rows * columns > COUNTED_SQUARES
    bound = Chomp.rectangle(rows, columns).estimated_positions()
    assert bound == pytest.approx(math.comb(rows + columns, rows), rel=1e-9)
    assert Chomp.rectangle(10**6, 10**6).estimated_positions() == math.inf


def test_pickle_and_copy():
    import copy
    import pickle

    p = Chomp([4, 4, 7])
    assert pickle.loads(pickle.dumps(p)) == p == copy.deepcopy(p)

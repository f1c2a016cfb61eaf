"""Alquerkonane: the known values of the Alquerkonane article (the seed
article with the Ludii rules, a solver and Conway values of boards), moves
checked by hand and against a naive square-by-square reading of the rules,
diagrams and their errors, and the symmetries the transposition key relies on.

The 6x6 one-row and 5x5 two-row starts take minutes: they are in
benchmarks/bench_alquerkonane.py, not here.
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
import cgt.games.alquerkonane
from cgt.games.alquerkonane import Alquerkonane

A = Alquerkonane


def test_doctests():
    assert doctest.testmod(cgt.games.alquerkonane).failed == 0


# -- the known values (the Alquerkonane article) ------------------------------------


@pytest.mark.parametrize("rows", [1, 2])
def test_two_by_two_is_zero(rows):
    assert A.start(2, 2, rows).value == 0


def test_four_by_four_one_row_is_zero():
    assert A.start(4, 4).value == 0


def test_three_by_three_two_rows_is_a_positive_number():
    p = A.start(3, 3, rows=2)
    assert str(p) == ".O./OXO/X.X"
    assert p.value.is_number and p.value > 0
    assert p.value == cgt.parse("5/2")


def test_four_by_four_two_rows_is_a_first_player_win_not_a_number():
    p = A.start(4, 4, rows=2)
    assert not p.value.is_number
    assert str(p.outcome) == "N"
    assert p.value == cgt.parse("±{2|1}")


def test_four_by_two_two_rows_is_plus_or_minus_one():
    p = A.start(4, 2, rows=2)
    assert str(p) == "O./.O/.X/X."
    assert p.value == cgt.switch(1)


def test_one_black_one_white_on_three_by_three_is_minus_half():
    assert A.parse(".O./.../X..").value == cgt.parse("-1/2")


def test_without_backward_captures_three_by_three_is_one():
    assert A.start(3, 3, backward_captures=False).value == 1
    assert A.start(3, 3).value == 2  # with them the same start is worth 2


def test_five_by_five_one_row():
    assert A.start(5, 5).value == 4


# -- moves, by hand ------------------------------------------------------------------


def moves(diagram, player="left", **options):
    p = A.parse(diagram, **options)
    found = p.left_moves() if player == "left" else p.right_moves()
    return sorted(str(q) for q in found)


def test_steps_go_diagonally_forward_onto_empty_squares():
    # Black (on the colour of the bottom-left corner) steps up, White down.
    assert moves("..../..../X.X.") == sorted(["..../.X../..X.", "..../.X../X...", "..../...X/X..."])
    assert moves(".O.O/..../....", "right") == sorted(
        ["...O/O.../....", "...O/..O./....", ".O../..O./...."]
    )
    # A step is blocked by any piece; pieces never step backwards.
    assert moves("..../.X../X...") == sorted(["X.../..../X...", "..X./..../X..."])
    assert moves("X.../..../....") == []
    assert moves("..../..../.O..", "right") == []


def test_black_captures_in_the_four_directions():
    board = "...../..O../.OXO./..O../....."
    assert moves(board) == sorted([
        "..X../...../.O.O./..O../.....",  # up
        "...../..O../X..O./..O../.....",  # left
        "...../..O../.O..X/..O../.....",  # right
        "...../..O../.O.O./...../..X..",  # down, backwards
        "...../.XO../.O.O./..O../.....",  # step up and left
        "...../..OX./.O.O./..O../.....",  # step up and right
    ])


def test_white_captures_in_the_four_directions():
    board = "....../...X../..XOX./...X../......"
    assert moves(board, "right") == sorted([
        "...O../....../..X.X./...X../......",  # up, backwards for White
        "....../...X../.O..X./...X../......",  # left
        "....../...X../..X..O/...X../......",  # right
        "....../...X../..X.X./....../...O..",  # down
        "....../...X../..X.X./..OX../......",  # step down and left
        "....../...X../..X.X./...XO./......",  # step down and right
    ])


def test_no_backward_captures_option():
    board = "X/O/."  # Black's only move is to jump back over White
    assert moves(board) == ["././X"]
    assert moves(board, backward_captures=False) == []
    assert A.parse(board).value == 1
    assert A.parse(board, backward_captures=False).value == 0
    assert moves("XO.", backward_captures=False) == ["..X"]  # sideways stays
    assert moves("./X/O/.", "right") == ["O/././."]
    assert moves("./X/O/.", "right", backward_captures=False) == []


def test_a_capture_needs_an_adjacent_enemy_and_an_empty_landing():
    assert moves("XO.") == ["..X"]
    assert moves(".OX") == ["X.."]
    assert moves("X.X") == []          # no enemy between
    assert moves("XOXO.") == ["XO..X"]  # the first X lands on an occupied square
    assert moves("XOXO.", "right") == []
    assert moves("..XO.", "right") == [".O..."]
    assert moves("XO") == []           # the landing square is off the board


def test_tiny_positions_options():
    # One Black piece under one White piece on a 3x2 board.
    p = A.parse("../O./X.")
    assert moves("../O./X.") == ["../OX/..", "X./../.."]
    assert moves("../O./X.", "right") == ["../../XO"]
    assert [q.value for q in p.left_moves()] == [0, 0]
    assert [q.value for q in p.right_moves()] == [0]
    assert p.value == cgt.star
    # The article's fraction -1/2 ("la fraction -1/2 dans alquerkonane") is {-1 | 0, 1}.
    q = A.parse(".O./.../X..")
    assert [str(r) for r in q.left_moves()] == [".O./.X./..."]
    assert sorted(map(str, q.right_moves())) == [".../..O/X..", ".../O../X.."]
    assert [r.value for r in q.left_moves()] == [-1]
    assert sorted(r.value.number for r in q.right_moves()) == [0, 1]


# -- moves and values against a naive reading of the rules ------------------------------


def naive_moves(rows, piece, backward_captures=True):
    """Every move of ``piece`` ("X" or "O") on a board given as rows, top first."""
    n, m = len(rows), len(rows[0])
    enemy = "O" if piece == "X" else "X"
    forward = -1 if piece == "X" else 1  # Black goes up: towards row index 0
    found = []

    def after(changes):
        grid = [list(row) for row in rows]
        for (i, j), cell in changes:
            grid[i][j] = cell
        return tuple("".join(row) for row in grid)

    for i, j in itertools.product(range(n), range(m)):
        if rows[i][j] != piece:
            continue
        for dj in (-1, 1):
            a, b = i + forward, j + dj
            if 0 <= a < n and 0 <= b < m and rows[a][b] == ".":
                found.append(after([((i, j), "."), ((a, b), piece)]))
        for di, dj in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            if di == -forward and not backward_captures:
                continue
            a, b, c, d = i + di, j + dj, i + 2 * di, j + 2 * dj
            if 0 <= c < n and 0 <= d < m and rows[a][b] == enemy and rows[c][d] == ".":
                found.append(after([((i, j), "."), ((a, b), "."), ((c, d), piece)]))
    return found


@cache
def naive_value(rows, backward_captures=True):
    return cgt.game(
        [naive_value(r, backward_captures) for r in naive_moves(rows, "X", backward_captures)],
        [naive_value(r, backward_captures) for r in naive_moves(rows, "O", backward_captures)],
    )


def every_position(n, m):
    """Every board of n x m with pieces on their own colours."""
    choices = []
    for i in range(n):
        for j in range(m):
            black_square = (n - 1 - i + j) % 2 == 0
            choices.append(".X" if black_square else ".O")
    for cells in itertools.product(*choices):
        yield tuple("".join(cells[i * m:(i + 1) * m]) for i in range(n))


SMALL_BOARDS = [(1, 4), (1, 5), (2, 2), (2, 3), (3, 2), (3, 3), (4, 2), (2, 4), (3, 4), (4, 3)]


@pytest.mark.parametrize("shape", SMALL_BOARDS)
@pytest.mark.parametrize("backward_captures", [True, False])
def test_every_small_position_agrees_with_the_naive_rules(shape, backward_captures):
    for rows in every_position(*shape):
        p = A.parse("/".join(rows), backward_captures=backward_captures)
        for side, piece in ((p.left_moves(), "X"), (p.right_moves(), "O")):
            assert sorted(str(q) for q in side) == sorted(
                "/".join(r) for r in naive_moves(rows, piece, backward_captures)
            ), rows
        assert p.value == naive_value(rows, backward_captures), rows


def test_starts_agree_with_the_naive_rules():
    for n, m, k in [(3, 5, 2), (5, 3, 2), (4, 4, 1)]:
        p = A.start(n, m, k)
        assert p.value == naive_value(tuple(str(p).split("/")))


# -- symmetries and keys --------------------------------------------------------------


def random_positions(n, m, rows, count, seed=0):
    """Positions reached by random play from a start (fixed seed)."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        p = A.start(n, m, rows)
        for _ in range(rng.randrange(1, 3 * n)):
            options = p.left_moves() + p.right_moves()
            if not options:
                break
            p = rng.choice(options)
        found.append(p)
    return found


@pytest.mark.parametrize("p", random_positions(5, 5, 1, 12) + random_positions(3, 5, 2, 6, seed=1))
def test_mirror_images_share_key_and_value(p):
    q = p.mirror()
    assert str(q) == "/".join(row[::-1] for row in str(p).split("/"))
    assert q.key() == p.key()
    assert q.value == p.value == A.parse(str(q)).value
    assert q.mirror() == p


def test_mirror_with_an_even_number_of_columns_is_refused():
    p = A.parse("O.../..../..../..X.")
    with pytest.raises(cgt.CGTError, match="other colour"):
        p.mirror()
    # Its mirror image is not even a diagram of the game (wrong colours).
    mirrored = "/".join(row[::-1] for row in str(p).split("/"))
    with pytest.raises(cgt.CGTError, match="has 'O' on a Black square"):
        A.parse(mirrored)


@pytest.mark.parametrize(
    "p", random_positions(4, 4, 2, 8) + random_positions(4, 3, 1, 4) + random_positions(3, 4, 2, 4)
)
def test_conjugate_is_the_negative(p):
    assert p.conjugate().value == -p.value
    assert p.conjugate().conjugate() == p


def test_conjugate_of_odd_by_odd_is_refused():
    with pytest.raises(cgt.CGTError, match="no conjugate"):
        A.start(3, 3).conjugate()
    assert str(A.start(3, 4).conjugate()) == ".O.O/..../X.X."  # half a turn
    assert A.start(3, 4).value == cgt.parse("±1/2")


def test_keys_tell_board_shapes_and_variants_apart():
    keys = {
        A.parse("X.").key(), A.parse("../X.").key(), A.parse("X").key(),
        A.parse("X.", backward_captures=False).key(),
    }
    assert len(keys) == 4


def test_positions_are_values_with_equality_and_hash():
    p, q = A.start(3, 3), A.parse(".O./.../X.X")
    assert p == q and hash(p) == hash(q)
    assert A("O./.O/.X/X.") == A.start(4, 2, 2)
    assert A.parse("X.", backward_captures=False) != A.parse("X.")
    assert p.shape == (3, 3) and p.backward_captures
    assert p.board == (".O.", "...", "X.X")


# -- diagrams and errors ---------------------------------------------------------------------


@pytest.mark.parametrize("diagram", [".O./OXO/X.X", "O./.O/.X/X.", "X", "...", "...../X.X.X"])
def test_diagram_round_trip(diagram):
    p = A.parse(diagram)
    assert str(p) == diagram
    assert A.parse(str(p)) == p
    assert eval(repr(p), {"Alquerkonane": A}) == p


def test_other_separators_and_repr_of_variant():
    assert A.parse(".O.|OXO|X.X") == A.parse(".O.\nOXO\nX.X") == A.start(3, 3, 2)
    p = A.parse("X.", backward_captures=False)
    assert repr(p) == "Alquerkonane.parse('X.', backward_captures=False)"
    assert eval(repr(p), {"Alquerkonane": A}) == p


@pytest.mark.parametrize(
    "diagram, message",
    [
        ("X.Z/...", "row 1, column 3 has 'Z'"),
        ("X.O/..", "row 2 has 2 cells, expected 3"),
        ("", "empty"),
        ("../O.", "row 2, column 1 has 'O' on a Black square"),
        ("X./..", "row 1, column 1 has 'X' on a White square"),
    ],
)
def test_bad_diagrams_are_refused(diagram, message):
    with pytest.raises(cgt.CGTError, match=message) as caught:
        A.parse(diagram)
    assert repr(diagram) in str(caught.value)


def test_bad_diagram_type():
    with pytest.raises(cgt.CGTError, match="must be text"):
        A.parse(None)


@pytest.mark.parametrize(
    "args, options, message",
    [
        ((0, 3), {}, "n=0 must be a positive integer"),
        ((3, "3"), {}, "m='3' must be a positive integer"),
        ((3, 3), {"rows": 4}, "rows=4 must be an integer from 1 to n=3"),
    ],
)
def test_bad_start_arguments(args, options, message):
    with pytest.raises(cgt.CGTError, match=message):
        A.start(*args, **options)


def test_five_by_five_two_rows_is_positive():
    """Black wins whoever starts (the settled 5x5 result for the article's
    rules). A win/loss search proves it in
    well under a second, trying captures first (the exact value takes some
    twenty minutes: benchmarks/bench_alquerkonane.py)."""
    assert A.start(5, 5, rows=2).searched_outcome() is cgt.Outcome.L


def test_six_by_six_one_row_is_not_a_number():
    """The first player wins (the settled 6x6 result for the article's
    rules), which no number allows (numbers are
    L, R or P); the exact value is ``*`` (benchmarks/bench_alquerkonane.py)."""
    assert A.start(6, 6).searched_outcome() is cgt.Outcome.N


def _random_walk(p, rng, steps):
    """The position after up to ``steps`` random moves from ``p``."""
    for _ in range(steps):
        moves = [*p.left_moves(), *p.right_moves()]
        if not moves:
            break
        p = rng.choice(moves)
    return p


@pytest.mark.parametrize("shape", [(2, 2), (4, 4), (4, 3), (3, 4), (6, 6), (5, 4), (3, 3), (5, 5)])
def test_conjugate_keys_are_the_keys_of_the_conjugates(shape):
    """The key made without the position is the conjugate's own key; boards
    with odd numbers of rows and columns have no conjugate (None)."""
    n, m = shape
    rng = random.Random(n * 10 + m)
    start = A.start(n, m, rows=1)
    if n % 2 and (n + m) % 2 == 0:
        assert start.conjugate_key() is None
        with pytest.raises(cgt.CGTError):
            start.conjugate()
        return
    for _ in range(30):
        p = _random_walk(start, rng, rng.randint(0, 6))  # a few random moves from the start
        assert p.conjugate_key() == p.conjugate().key()
        assert p.conjugate().conjugate_key() == p.key()


@settings(max_examples=60, deadline=None)
@given(shape=st.sampled_from([(2, 3), (4, 3), (3, 4), (5, 6), (6, 6), (6, 7), (4, 5), (7, 4)]),
       seed=st.integers(0, 10**6), rows=st.sampled_from([1, 2]))
def test_conjugate_key_by_tables_matches_the_conjugate(shape, seed, rows):
    """The conjugate key turns the packed masks by tables, a byte at a time;
    the reference is the conjugate position made square by square."""
    n, m = shape
    rng = random.Random(seed)
    p = _random_walk(A.start(n, m, rows=min(rows, n // 2)), rng, rng.randint(0, 12))
    assert p.conjugate_key() == p.conjugate().key()
    assert p.conjugate().conjugate_key() == p.key()

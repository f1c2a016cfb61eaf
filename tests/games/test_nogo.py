"""NoGo: MCGS's outcomes, thermographs and impartial nim values, the
symmetries of the rules, the text and its errors.

cgt-py (cgt-tools) has no NoGo; the facts are MCGS's
(``ualberta-mueller-group/MCGS`` at 68fa2c6, ``input/``), whose files give
outcomes as ``{B win|loss, W win|loss}``: Black (Left, ``X``) and White
(Right, ``O``) each moving first.
"""

from __future__ import annotations

import doctest
import functools
import pickle
import random
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.nogo
from cgt.games.nogo import NoGo, NoGoRegion
from cgt.games.registry import get
from cgt.games.transforms import Impartial


def test_doctests():
    assert doctest.testmod(cgt.games.nogo).failed == 0


# MCGS, input/main_tests/nogo_autotests/nogo.test ("Results from: Modified SBHSolver").
MCGS_OUTCOMES = [
    (".", "P"), ("..", "N"), (".|.", "N"), ("...", "N"), (".|.|.", "N"), ("....", "P"),
    ("..|..", "N"), ("...|...|...", "N"),
    pytest.param("....|..OX|OX..|....", "P", marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("board", "outcome"), MCGS_OUTCOMES)
def test_mcgs_outcomes(board, outcome):
    assert str(NoGo(board).searched_outcome()) == outcome


# MCGS, input/main_tests/nogo_1xn_autotests/nogo_1xn_empty.test (from Du et al.,
# "Solving NoGo on Small Rectangular Boards"): 1 x n is a loss for the first
# player for n = 1 and 4, a win for n = 2, 3 and 5 to 27.
@pytest.mark.parametrize("n", [*range(1, 9), *(pytest.param(n, marks=pytest.mark.slow)
                                                 for n in range(9, 13))])
def test_mcgs_empty_strips(n):
    assert str(NoGo.rectangle(1, n).outcome) == ("P" if n in (1, 4) else "N")


# MCGS, input/autotests/thermographs/nogo_3x3_therm.test: each wall's corners
# (x, t) from t = -1 up to the mast.
MCGS_THERMOGRAPHS = [
    (".O.|.OX|...", "(0, -1)", "(-2, -1) (0, 1)"),
    ("..X|.O.|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    ("..X|...|.O.", "(1, -1) (0, 0) (0, 1/2) (-1/2, 1)", "(-1, -1) (-1, 1/2) (-1/2, 1)"),
    (".O.|X..|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    ("X..|.O.|X..", "(0, -1)", "(-1, -1) (0, 0)"),
    ("..X|O..|O..", "(0, -1)", "(0, -1)"),
    ("...|.X.|OXO", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    (".X.|OO.|.X.", "(2, -1) (2, 0) (3/4, 5/4)", "(-1, -1) (0, 0) (0, 1/2) (3/4, 5/4)"),
    ("..O|.O.|.X.", "(2, -1) (0, 1)", "(-2, -1) (0, 1)"),
    ("...|...|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
]


def corners(text: str) -> list[tuple[Fraction, Fraction]]:
    return [(Fraction(x), Fraction(t)) for x, t in re.findall(r"\(([-\d/]+), ([-\d/]+)\)", text)]


@pytest.mark.parametrize(("board", "left", "right"), MCGS_THERMOGRAPHS)
def test_mcgs_thermographs(board, left, right):
    graph = NoGo(board).value.thermograph
    for wall, points in ((graph.left_wall, left), (graph.right_wall, right)):
        for x, t in corners(points):
            assert wall.at(t) == x, (board, x, t)


# MCGS, input/impartial/impartial-easy/impartial_nogo_empty_easy.test: the
# nim values of impartial NoGo (either player places either colour).
@pytest.mark.parametrize(("board", "nim"), [
    ("..|..", 1), ("...|...", 1), pytest.param("....|....", 0, marks=pytest.mark.slow),
    pytest.param("...|...|...", 0, marks=pytest.mark.slow)])
def test_mcgs_impartial_nim_values(board, nim):
    assert Impartial(NoGo)(board).grundy == nim


# MCGS, input/main_tests/nogo_autotests/nogo_4x4_filled.test, by win/loss search.
MCGS_4X4 = [
    ("X.O.|.O..|....|....", "R"), ("..X.|....|.O..|XO..", "N"), ("..XX|....|...O|.O..", "R"),
    ("....|..OX|.O..|....", "R"), ("....|....|.OO.|...X", "R"), ("....|X...|O.O.|....", "R"),
    ("O...|.O..|....|.X..", "R"), ("....|....|..XO|....", "N"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("board", "outcome"), MCGS_4X4)
def test_mcgs_4x4_outcomes(board, outcome):
    assert str(NoGo(board).searched_outcome()) == outcome


boards = st.lists(st.text("xo...", min_size=3, max_size=3), min_size=3, max_size=3).filter(
    lambda rows: _legal("|".join(rows)))


def _legal(board: str) -> bool:
    try:
        NoGo(board)
    except cgt.CGTError:
        return False
    return True


@settings(max_examples=15, deadline=None)
@given(boards)
def test_swapping_the_colours_negates(rows):
    board = "|".join(rows)
    assert NoGo(board.translate(str.maketrans("xo", "ox"))).value == -NoGo(board).value


@settings(max_examples=15, deadline=None)
@given(boards)
def test_rotations_and_reflections_keep_key_and_value(rows):
    board = "|".join(rows)
    turned = "|".join("".join(row[c] for row in reversed(rows)) for c in range(3))
    mirrored = "|".join(row[::-1] for row in rows)
    for image in (turned, mirrored):
        assert NoGo(image).key() == NoGo(board).key()
        assert NoGo(image).value == NoGo(board).value


def test_moves_never_capture_nor_suicide():
    # x at the corner with one liberty: White may not take it, nor Black fill it.
    assert "xo|o." not in {str(p) for p in NoGo("x.|o.").right_moves()}
    assert [str(p) for p in NoGo("x.|o.").left_moves()] == ["xx|o."]
    # In x.x White's stone would have no liberty, and Black's block of three none.
    assert NoGo("x.x").right_moves() == [] and NoGo("x.x").left_moves() == []


def test_the_table_of_empty_boards():
    """``cgt table nogo``: MCGS's strips (1 x 1 a second-player win) and 3 x 3 (N)."""
    import argparse

    from cgt.games.registry import table_of

    spec, parser = table_of("nogo"), argparse.ArgumentParser()
    spec.configure(parser)
    values = spec.compute(parser.parse_args(["--rows", "3", "--columns", "3"])).data["values"]
    assert values[0] == ["0", "*", "±1"] and values[2][2] == "*"


def test_text_and_bad_input():
    assert NoGo("X.|.O") == NoGo("x.|.o")  # MCGS's letters
    assert get("nogo").position(["2x3"]) == NoGo("...|...")
    assert str(get("nogo").position(["x..|..o"])) == "x..|..o"
    for bad in ("xo", "x.|o", "xq", ""):
        with pytest.raises(cgt.CGTError):
            NoGo(bad)


# -- splitting at immortal stones (MCGS's split_by_nogo, src/nogo.cpp at 68fa2c6) --------


def tree(rows: tuple[str, ...]) -> cgt.Game:
    """The value of a NoGo board from its game tree, written here from the
    rules alone (a point, its neighbours, blocks by search), whole: no split."""
    return _tree("|".join(rows))


@functools.cache
def _tree(board: str) -> cgt.Game:
    rows = board.split("|")

    def placed(r, c, stone):
        new = [list(row) for row in rows]
        new[r][c] = stone
        return new

    def every_block_breathes(cells):
        seen = set()
        for start in ((r, c) for r in range(len(cells)) for c in range(len(cells[0]))):
            if start in seen or cells[start[0]][start[1]] not in "xo":
                continue
            colour, block, stack, breathes = cells[start[0]][start[1]], {start}, [start], False
            while stack:
                r, c = stack.pop()
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if not (0 <= rr < len(cells) and 0 <= cc < len(cells[0])):
                        continue
                    if cells[rr][cc] == ".":
                        breathes = True
                    elif cells[rr][cc] == colour and (rr, cc) not in block:
                        block.add((rr, cc))
                        stack.append((rr, cc))
            if not breathes:
                return False
            seen |= block
        return True

    def options(stone):
        found = []
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                if cell == ".":
                    cells = placed(r, c, stone)
                    if every_block_breathes(cells):
                        found.append(_tree("|".join("".join(row) for row in cells)))
        return found

    return cgt.game(options("x"), options("o"))


def splitting_boards(shape, count, seed):
    """Random legal boards of ``shape`` that split into two regions or more."""
    rows, columns = shape
    generator, found = random.Random(seed), []
    while len(found) < count:
        board = "|".join("".join(generator.choice("xxooo...#") for _ in range(columns))
                         for _ in range(rows))
        if _legal(board) and len(NoGo(board).components()) >= 2:
            found.append(board)
    return found


@pytest.mark.parametrize("board",
                         splitting_boards((3, 4), 40, 35) + splitting_boards((4, 4), 10, 36))
def test_the_split_board_is_worth_its_game_tree(board):
    """The sum of the regions against the whole board's game tree."""
    parts = NoGo(board).components()
    assert sum((part.value for part in parts), cgt.parse("0")) == tree(tuple(board.split("|")))
    assert NoGo(board).value == tree(tuple(board.split("|")))


def solved_whole(board: str) -> cgt.Game:
    """The value from the solver with the split turned off."""
    cgt.clear_tables()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(NoGo, "components", lambda self: (self,))
        return NoGo(board).value


def random_boards(count, seed, most_empty=9):
    """Random legal 4 x 4 boards of at most ``most_empty`` empty points."""
    generator, found = random.Random(seed), []
    while len(found) < count:
        board = "|".join("".join(generator.choice("xxooo.....") for _ in range(4))
                         for _ in range(4))
        if _legal(board) and NoGo(board)._e.bit_count() <= most_empty:
            found.append(board)
    return found


@pytest.mark.parametrize("board", [
    # Boards on which the regions' values, keyed by their cells and the cells
    # beside them only, came out wrong: a region is keyed with the whole board.
    *random_boards(6, 5, 7),
    *(pytest.param(b, marks=pytest.mark.slow) for b in ("xo.x|xxx.|....|o...",
                                                        "o.x.|..o.|.x..|oo.x")),
    *(pytest.param(b, marks=pytest.mark.slow) for b in random_boards(150, 5))])
def test_the_split_agrees_with_the_unsplit_solver(board):
    cgt.clear_tables()
    assert NoGo(board).value == solved_whole(board)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text("xxoo...#", min_size=3, max_size=3), min_size=3, max_size=3).filter(
    lambda rows: _legal("|".join(rows))))
def test_every_board_is_worth_its_game_tree(rows):
    assert NoGo("|".join(rows)).value == tree(tuple(rows))


def test_immortal_stones_split_the_board():
    # o's one liberty (row 3, column 2) is a point neither player may fill: a
    # Black capture, a White suicide. The x stones round it touch it for ever,
    # so they never lack a liberty, and they cut the corner point off.
    board = NoGo(".x..|xox.|x.x.")
    corner, rest = board.components()
    assert isinstance(corner, NoGoRegion) and str(corner) == ".x++|xox+|x+x+"
    assert corner.value == cgt.parse("1")  # Black's stone there always has a liberty
    assert [str(p) for p in corner.left_moves()] == ["xx++|xox+|x+x+"]
    assert corner.right_moves() == []
    assert board.value == corner.value + rest.value == tree((".x..", "xox.", "x.x."))
    # Off-board points cut a board too; regions are keyed apart from boards.
    left, right = NoGo("..#..").components()
    assert (left.value, right.value) == (cgt.parse("*"), cgt.parse("*"))
    assert left.key() != right.key() and left.conjugate_key() == left.key()  # no stone on them


def test_a_board_without_walls_is_one_region():
    # An ordinary x block touches points on both sides: a move on one side may
    # leave it one liberty, so the other side's moves depend on it.
    for board in ("..x..", "...|.x.|...", ".x.x."):
        assert NoGo(board).components() == (NoGo(board),)


def test_regions_pickle_and_print():
    part = NoGo("..#..").components()[0]
    assert pickle.loads(pickle.dumps(part)) == part
    assert repr(part) == "NoGoRegion('..#++')" and part != NoGo("..#..")

"""The GenClobber family: CGSuite's values, a naive reference of the rules
for every member (no groups, no symmetry), Clobber's fast engine against
the family's, Anti-Clobber as Clobber backwards in time, keys, text, errors.

cgt-py (cgt-tools) has none of these rulesets, so the reference here is a
second, deliberately plain implementation of CGSuite's ``GenClobber.cgs``.
"""

from __future__ import annotations

import argparse
import doctest
import pickle
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.gen_clobber
from cgt import Cell
from cgt.games.clobber import Clobber
from cgt.games.gen_clobber import (
    AntiClobber,
    Directions,
    GenClobber,
    GenClobberError,
    HotClobber,
    Kings,
    Knights,
    Queens,
    Rooks,
)
from cgt.games.registry import get, table_of


def test_doctests():
    assert doctest.testmod(cgt.games.gen_clobber).failed == 0


# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala
# ("define Clobber properly"), aaron-siegel/cgsuite at e909ab8.
DIAGONAL = GenClobber.variant(directions=Directions.DIAGONAL)
CGSUITE = [
    (GenClobber, "xox|ox.", "{^^*|*,v}"),
    (DIAGONAL, "xoxo|oox.|xxx.", "{0,v*|vv}"),
    (Kings, "xox|ox.", "{^^*|*,v[2]}"),
    (Rooks, "xox|ox.", "{^^*|0,*}"),
    (Queens, "xox|ox.", "^"),
    (AntiClobber, "xoxo|oo..", "{*|-1}"),
]


@pytest.mark.parametrize(("member", "board", "value"), CGSUITE)
def test_cgsuite_values(member, board, value):
    assert member(board).value == cgt.parse(value)


# -- a naive reference: the rules of GenClobber.cgs on a dict of cells ---------------------

EMPTY, LEFT, RIGHT, WALL = 0, 1, 2, 3
CODE = {".": EMPTY, "x": LEFT, "o": RIGHT, "#": WALL}
KIND = {Cell.EMPTY: EMPTY, Cell.LEFT: LEFT, Cell.RIGHT: RIGHT}


def cells_of(board: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(CODE[c] for c in row) for row in board.split("|"))


@cache
def naive_value(rules, grid) -> cgt.Game:
    steps, left_prey, right_prey, left_behind, right_behind, limit = rules
    height, width = len(grid), len(grid[0])

    def at(r, c):
        return grid[r][c] if 0 <= r < height and 0 <= c < width else -1

    def options(us, prey, behind):
        for r in range(height):
            for c in range(width):
                if grid[r][c] != us:
                    continue
                for dr, dc in steps:  # ClobberablePoints: slide over empties, then land
                    n = 1
                    while (limit is None or n < limit) and at(r + n * dr, c + n * dc) == EMPTY:
                        n += 1
                    tr, tc = r + n * dr, c + n * dc
                    if at(tr, tc) in prey:
                        rows = [list(row) for row in grid]
                        rows[r][c], rows[tr][tc] = behind, us
                        yield naive_value(rules, tuple(map(tuple, rows)))

    left = list(options(LEFT, {KIND[k] for k in left_prey}, KIND[left_behind]))
    right = list(options(RIGHT, {KIND[k] for k in right_prey}, KIND[right_behind]))
    return cgt.game(left, right)


MEMBERS = [GenClobber, AntiClobber, HotClobber, Kings, Knights, Rooks, Queens, DIAGONAL,
           GenClobber.variant(max_distance=2)]


def random_board(rng: random.Random, rows: int, columns: int, cells: str) -> str:
    return "|".join("".join(rng.choice(cells) for _ in range(columns)) for _ in range(rows))


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: m.ruleset_title())
def test_agrees_with_the_naive_reference(member):
    rng = random.Random(35)
    cells = "xo.." if Cell.EMPTY in member.clobbered[0] else "xxoo.#"
    for _ in range(12):
        board = random_board(rng, rng.randint(1, 3), rng.randint(1, 3), cells)
        assert member(board).value == naive_value(member.rules_of(), cells_of(board)), board


@pytest.mark.parametrize("boards, rows, columns", [
    (20, 2, 3),
    pytest.param(60, 3, 4, marks=pytest.mark.slow),
])
def test_the_family_plays_clobber_as_clobbers_own_engine(boards, rows, columns):
    rng = random.Random(5)
    for _ in range(boards):
        board = random_board(rng, rng.randint(1, rows), rng.randint(1, columns), "xxoo.")
        assert GenClobber(board).value == Clobber(board).value, board


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text("xo.", min_size=3, max_size=3), min_size=1, max_size=3))
def test_anti_clobber_is_clobber_backwards(rows):
    """CGSuite's definition: if Clobber has a Left (Right) option from G to
    H, Anti-Clobber has one from H to G, and the other way round."""
    board = GenClobber("|".join(rows))
    for forwards, backwards in ((board.left_moves, "left_moves"),
                                (board.right_moves, "right_moves")):
        for child in forwards():
            undone = getattr(AntiClobber(str(child)), backwards)()
            assert str(board) in {str(p) for p in undone}
    for backwards, forwards in ((AntiClobber(str(board)).left_moves, "left_moves"),
                                (AntiClobber(str(board)).right_moves, "right_moves")):
        for child in backwards():
            assert str(board) in {str(p) for p in getattr(GenClobber(str(child)), forwards)()}


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(MEMBERS[:7]),
       st.lists(st.text("xo.", min_size=3, max_size=3), min_size=1, max_size=2))
def test_swapping_the_colours_negates(member, rows):
    """Every named member treats the players alike: swapping the colours
    swaps the players, and the value is negated."""
    board = "|".join(rows)
    swapped = board.translate(str.maketrans("xo", "ox"))
    assert member(swapped).value == -member(board).value


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(MEMBERS[:7]),
       st.lists(st.text("xo..", min_size=3, max_size=3), min_size=3, max_size=3))
def test_rotations_and_reflections_share_a_key_and_a_value(member, rows):
    board = tuple(rows)
    turned = tuple("".join(row[c] for row in reversed(board)) for c in range(3))
    for image in ("|".join(board), "|".join(row[::-1] for row in board), "|".join(turned)):
        assert member(image).key() == member("|".join(board)).key()
        assert member(image).value == member("|".join(board)).value


def test_groups():
    # Kings link through corners: one group; Clobber's groups are apart.
    assert len(Kings("xo.|..x|..o").components()) == 1
    assert len(GenClobber("xo.|..x|..o").components()) == 2
    # A stone that can move onto empty cells is alive alone.
    assert AntiClobber("x.").components() == (AntiClobber("x."),)
    assert GenClobber("xx.|...|.oo").components() == ()


def test_one_way_rules_keep_the_board_as_it_stands():
    east = GenClobber.variant(directions=((0, 1),))
    assert east("xo").value == cgt.parse("1") and east("ox").value == cgt.parse("-1")
    assert east("xo").key() != east("ox").key()
    greedy = GenClobber.variant(clobbered=((Cell.LEFT, Cell.RIGHT), (Cell.LEFT,)))
    assert greedy("xo").conjugate_key() is None
    # Two groups under one-sided rules: keyed, and valued as the reference.
    for board in ("xo.|...|.ox", "xo.ox", "xx.|..o|.ox"):
        for member in (east, greedy):
            assert member(board).key() is not None
            assert member(board).value == naive_value(member.rules_of(), cells_of(board)), board


def test_pickling_keeps_the_member():
    for member in (Kings, GenClobber.variant(max_distance=3)):
        position = member("xo.|.ox")
        again = pickle.loads(pickle.dumps(position))
        assert type(again) is member and again == position


def test_command_line_words():
    ruleset = get("gen-clobber")
    assert ruleset.position(["xox|ox."], variant="kings") == Kings("xox|ox.")
    assert type(ruleset.position(["xox|ox."])) is GenClobber
    oxen = ruleset.position(["x.o"], max_distance="2")
    assert oxen.max_distance == 2 and oxen.value == cgt.parse("*")
    queens = ruleset.position(["xox|ox."], directions="compass", max_distance="inf")
    assert type(queens) is Queens
    with pytest.raises(cgt.CGTError, match="max-distance"):
        ruleset.position(["xo"], max_distance="0")


def test_bad_rules_and_boards():
    with pytest.raises(GenClobberError, match="non-zero steps"):
        GenClobber.variant(directions=((0, 0),))
    with pytest.raises(GenClobberError, match="leaves behind"):
        GenClobber.variant(left_behind=(Cell.BLOCKED, Cell.EMPTY))
    with pytest.raises(GenClobberError, match="not understood"):
        GenClobber.variant(directions=3)  # type: ignore[arg-type]
    for bad in ("xo|x", "xq", ""):
        with pytest.raises(cgt.CGTError):
            Kings(bad)


def test_the_table_of_checkerboards():
    """``cgt table gen-clobber``: each cell the member's checkerboard; for
    Clobber the fast engine's value of the same board, a separate code."""
    spec = table_of("gen-clobber")
    grid = spec.compute(argparse.Namespace(rows=2, columns=3, variant="clobber"))
    boards = [["|".join("".join("xo"[(r + c) % 2] for c in range(columns)) for r in range(rows))
               for columns in (1, 2, 3)] for rows in (1, 2)]
    assert grid.data["values"] == [[str(Clobber(b).value) for b in row] for row in boards]
    kings = spec.compute(argparse.Namespace(rows=2, columns=3, variant="kings"))
    assert kings.data["values"] == [[str(Kings(b).value) for b in row] for row in boards]
    assert spec.positions is not None
    assert spec.positions(argparse.Namespace(rows=1, columns=2, variant="rooks"))[0] == Rooks("xo")

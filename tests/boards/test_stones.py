"""Stone boards on bitboards (cgt/boards/stone_boards.py, stone_solver.py): keys
shared by the images of a board and by no other, and the bitboard solver
against the general one (which walks position objects)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.boards import bitgrid, stone_solver
from cgt.boards import stone_boards as stones
from cgt.games.clobber import Clobber
from cgt.games.fission import Fission
from cgt.games.konane import Konane
from cgt.positions import solver

SWAP = str.maketrans("xo", "ox")


def random_board(rng: random.Random, rows: int, columns: int, cells: str) -> str:
    return "|".join("".join(rng.choice(cells) for _ in range(columns)) for _ in range(rows))


def keys(diagram: str) -> tuple[int, int]:
    p = Konane(diagram)
    return stones.group_keys(p._shape, p._x, p._o, p._e)


def test_keys_are_shared_by_the_images_of_a_board_and_by_no_other():
    """Small boards (bit tricks on stride 8) and boards 8 wide or more (row codes)."""
    rng = random.Random(11)
    boards = [random_board(rng, rng.randint(1, 9), rng.randint(1, 9), "xo.#") for _ in range(400)]
    by_key: dict[int, set[str]] = {}
    for diagram in boards:
        rows = tuple(diagram.split("|"))
        images = bitgrid.images(rows, turned=len(rows) == len(rows[0]))
        key, conjugate = keys(diagram)
        assert {keys(image)[0] for image in images} == {key}, diagram
        assert keys(diagram.translate(SWAP))[0] == conjugate, diagram
        # The least image under the transposes too (a non-square board's turned
        # images are another shape's: taken wider than high, they meet).
        least = min(bitgrid.images(rows if len(rows) <= len(rows[0]) else bitgrid.transpose(rows),
                                   turned=len(rows) == len(rows[0])))
        by_key.setdefault(key, set()).add(least)
    assert all(len(least) == 1 for least in by_key.values())



def _small_boards(seed: int, count: int) -> list[tuple[bitgrid.Shape, int, int, int]]:
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        p = Konane(random_board(rng, rng.randint(1, 7), rng.randint(1, 7), "xo.#"))
        found.append((p._shape, p._x, p._o, p._e))
    return found


def _unpacked(key: int) -> tuple[bitgrid.Shape, int, int, int]:
    """The board a key of a small board packs (see stones._small_keys)."""
    size, key = key & 63, key >> 6
    box = bitgrid.shape(size >> 3, size & 7)
    mask = (1 << 56) - 1
    return box, key >> 112, key >> 56 & mask, key & mask


def test_a_key_packs_an_image_of_its_board():
    """A small board's key packs the board of its least image, and its
    conjugate key the conjugate board's: keys of images and of conjugates
    share one table without a clash."""
    for box, x, o, e in _small_boards(13, 1500):
        key, conjugate = stones.group_keys(box, x, o, e)
        assert stones.group_keys(*_unpacked(key)) == (key, conjugate)
        assert stones.group_keys(*_unpacked(conjugate)) == (conjugate, key)


def test_jump_options_are_the_jump_codes():
    """Both players' jumps at once, those that take the last stone counted."""
    for box, x, o, e in _small_boards(14, 1500):
        bits = box.height * box.stride
        live: list[int] = []
        lefts, dead_left, dead_right = stones.jump_options(box, x, o, e, live)
        left, right = stones.jump_codes(box, x, o, e, True), stones.jump_codes(box, x, o, e, False)
        assert live[:lefts] == [c for c in left if c & ((1 << bits) - 1)]
        assert live[lefts:] == [c for c in right if c >> bits]
        assert (dead_left, dead_right) == (len(left) - lefts, len(right) - (len(live) - lefts))

@pytest.mark.parametrize("ruleset, cells", [(Konane, "xxoo..#"), (Konane, "xo.."),
                                             (Clobber, "xo."), (Clobber, "xxoo."),
                                             (Fission, "x...#"), (Fission, "x..")])
def test_the_bitboard_solver_agrees_with_the_general_one(ruleset, cells):
    rng = random.Random(5)
    for _ in range(25):
        rows, columns = rng.choice([(1, 9), (2, 9), (9, 2), (3, 4), (4, 3), (3, 3), (2, 10)])
        diagram = random_board(rng, rows, columns, cells)
        cgt.clear_tables()
        direct = ruleset(diagram).value
        cgt.clear_tables()
        solver.explore_in_reverse(True)  # the general solver: the bitboards are not asked
        try:
            walked = ruleset(diagram).value
        finally:
            solver.explore_in_reverse(False)
        assert direct == walked, diagram
        cgt.clear_tables()
        position = ruleset(diagram)
        assert position.known_value() is None
        assert position.value == direct
        assert position.known_value() == direct  # stored under the position's key


def test_openings_are_keyed_under_their_symmetries_and_random_boards_as_they_are():
    openings = ["xoxo|o..x|xoxo|oxox", "xoxo.|oxoxo|xoxox|ox.xo", "xoxox|oxoxo|xo..x|oxoxo|xoxox"]
    rng = random.Random(2024)
    scattered = [random_board(rng, 6, 6, "xo..") for _ in range(10)]
    for diagram, symmetric in [(d, True) for d in openings] + [(d, False) for d in scattered]:
        p = Konane(diagram)
        assert stones.nearly_symmetric(p._shape, p._x, p._o, p._e) is symmetric, diagram


#: Boards on full rectangles (so that every image of one is a board of the
#: same cells), a few cells each.
full_boards = st.integers(1, 4).flatmap(lambda rows: st.integers(1, min(7, 16 // rows)).flatmap(
    lambda columns: st.lists(st.text("xo.", min_size=columns, max_size=columns),
                             min_size=rows, max_size=rows)))


@settings(max_examples=40, deadline=None)
@given(full_boards.filter(lambda rows: len(rows) * len(rows[0]) >= 6), st.booleans())
def test_nearly_symmetric_boards_agree_with_the_general_solver(rows, upside_down):
    """A board made the conjugate of its own reflection (left to right, or
    upside down), then solved keyed under its symmetries (by the images'
    codes in the pure core, by keys compiled), has the value the general
    solver finds (which walks the positions, each keyed by its diagram)."""
    if upside_down:  # the middle row, if any, empty
        half = len(rows) // 2
        rows = rows[:half] + ["." * len(rows[0])] * (len(rows) % 2) + [
            row.translate(SWAP) for row in reversed(rows[:half])]
    else:
        half = len(rows[0]) // 2
        rows = [row[:half] + "." * (len(row) % 2) + row[:half][::-1].translate(SWAP)
                for row in rows]
    p = Konane("|".join(rows))
    assert stones.nearly_symmetric(p._shape, p._x, p._o, p._e)
    cgt.clear_tables()
    direct = Konane("|".join(rows)).value
    cgt.clear_tables()
    solver.explore_in_reverse(True)  # the general solver: the bitboards are not asked
    try:
        walked = Konane("|".join(rows)).value
    finally:
        solver.explore_in_reverse(False)
    assert direct == walked, rows


def test_jump_codes_are_the_jumps():
    p = Konane("xo.o.|.x...|.o...|.....")
    bits = p._shape.height * p._shape.stride
    for left in (True, False):
        assert [x << bits | o for x, o, _ in stones.jumps(p._shape, p._x, p._o, p._e, left)] \
            == stones.jump_codes(p._shape, p._x, p._o, p._e, left)


def test_bounded_memos_and_tables_are_emptied_while_solving():
    """A memo or a table that fills up mid-solve is emptied: only work is lost."""
    from cgt.core import memo

    board = "xoxo|o..x|xoxo|oxox"
    cgt.clear_tables()
    value = Konane(board).value
    before = memo.limit()
    memo.set_limit(40)
    try:
        cgt.clear_tables()
        assert Konane(board).value == value
        assert stone_solver.rules_of(Konane._STONES).seen.evictions > 0
    finally:
        memo.set_limit(before)
        cgt.clear_tables()

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
from cgt.core.arithmetic import negate
from cgt.games.clobber import Clobber
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


def test_keys_of_bytes_are_the_keys_of_words():
    """The pure core's keys (bytes) are the compiled core's (machine words),
    whichever core runs: a table or a store may be written by either."""
    for box, x, o, e in _small_boards(12, 1500):
        assert stones._small_keys_of_bytes(box, x, o, e, True) == stones._small_keys(box, x, o, e)


def _unpacked(key: int) -> tuple[bitgrid.Shape, int, int, int]:
    """The board a key of a small board packs (see stones._small_keys)."""
    size, key = key & 63, key >> 6
    box = bitgrid.shape(size >> 3, size & 7)
    mask = (1 << 56) - 1
    return box, key >> 112, key >> 56 & mask, key & mask


def test_row_keys_are_the_keys_of_images():
    """A key of the images that keep the rows (the solver's, pure) packs an
    image of its board, and a conjugate key one of the conjugate board: so
    it shares the table with the keys of all the images without a clash."""
    for box, x, o, e in _small_boards(13, 1500):
        key, conjugate = stones._small_keys_of_bytes(box, x, o, e, False)
        assert stones.group_keys(*_unpacked(key)) == stones.group_keys(box, x, o, e)
        assert stones.group_keys(*_unpacked(conjugate))[0] == stones.group_keys(box, x, o, e)[1]
        if box.width != box.height:  # no turned images to leave out
            assert (key, conjugate) == stones.group_keys(box, x, o, e)


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
                                             (Clobber, "xo."), (Clobber, "xxoo.")])
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


@settings(max_examples=300, deadline=None)
@given(full_boards, st.integers(0, 7))
def test_images_are_found_by_their_codes(rows, which):
    """The pure core's lookup of a board's images among the boards of its
    cells (``stone_solver._image_value``) finds a board stored under any
    image that keeps the rows (``bitgrid.images``), as the board's value,
    and one stored under an image of its conjugate, negated."""
    board = Konane("|".join(rows))
    box = board._shape
    bits = box.height * box.stride
    code = board._x << bits | board._o
    same = {_code(image) for image in bitgrid.images(tuple(rows), turned=False)}
    conjugates = {_code(image.translate(SWAP))
                  for image in bitgrid.images(tuple(rows), turned=False)}
    stored = sorted(same | conjugates)[which % len(same | conjugates)]
    if stored == code or (stored in same and stored in conjugates):
        return  # looked up by its own code first; or worth both v and -v (0)
    mark = cgt.number(1)._form
    found = stone_solver._image_value({stored: mark}, code, stones._MIRROR_BYTES[box.width],
                                      bits, (1 << bits) - 1)
    assert found is (mark if stored in same else negate(mark))
    assert stone_solver._image_value({}, code, stones._MIRROR_BYTES[box.width], bits,
                                     (1 << bits) - 1) is None


def _code(diagram: str) -> int:
    board = Konane(diagram)
    return board._x << board._shape.height * board._shape.stride | board._o


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

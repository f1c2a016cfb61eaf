"""Fission: hand-checked values, cgt-py's values on 50 random small boards
(cgt-py's ``Fission`` is an independent implementation in Rust), a naive
reference without regions or symmetry, the regions and keys, and the
diagram and its errors."""

from __future__ import annotations

import doctest
import random
from functools import cache

import pytest

import cgt
import cgt.games.fission
from cgt.boards.grid import GridError
from cgt.games.fission import Fission
from tests.cgt_py_bridge import our_tree, their_tree


def test_doctests():
    assert doctest.testmod(cgt.games.fission).failed == 0


@pytest.mark.parametrize("diagram, value", [
    ("x", "0"),              # no room either way
    (".|x|.", "1"),          # one vertical split, then none
    (".x.", "-1"),
    ("..x..", "-2"),         # Right splits twice: ..x.. -> .x.x. -> x.xx.
    ("...|.x.|...", "0"),    # whoever splits first leaves the other nothing
    ("#.#|.x.|#.#", "*"),    # either split leaves no move
    ("x.x|...", "0"),        # no stone has both neighbours empty
    (".x.#.|...#x", "-1"),  # two regions: -1 + 0
    (".x.|...|.x.", "-2"),   # two stones, each split once by Right
])
def test_small_values_checked_by_hand(diagram, value):
    assert Fission(diagram).value == cgt.parse(value)


def test_the_moves():
    assert [str(p) for p in Fission(".|x|.").left_moves()] == ["x|.|x"]
    assert list(Fission(".|x|.").right_moves()) == []
    assert sorted(str(p) for p in Fission(".x.x.").right_moves()) == [".xx.x", "x.xx."]
    assert [str(p) for p in Fission("..|x.|..").left_moves()] == ["x.|..|x."]
    assert list(Fission("#.|x.|..").left_moves()) == []  # a blocked square above


# -- a naive reference: every split on the whole board, no regions, no symmetry ------------


@cache
def naive_value(board: tuple[str, ...]) -> cgt.Game:
    def splits(dr: int, dc: int) -> list[tuple[str, ...]]:
        cells = {(r, c): ch for r, row in enumerate(board) for c, ch in enumerate(row)}
        found = []
        for (r, c), ch in cells.items():
            one, other = (r - dr, c - dc), (r + dr, c + dc)
            if ch == "x" and cells.get(one) == "." and cells.get(other) == ".":
                after = {**cells, (r, c): ".", one: "x", other: "x"}
                found.append(tuple("".join(after[(i, j)] for j in range(len(row)))
                                   for i, row in enumerate(board)))
        return found

    return cgt.game([naive_value(b) for b in splits(1, 0)],
                    [naive_value(b) for b in splits(0, 1)])


def random_board(rng: random.Random, rows: int, columns: int) -> str:
    cells = ["."] * (rows * columns)
    spots = rng.sample(range(rows * columns), rng.randint(1, min(5, rows * columns)))
    for i, spot in enumerate(spots):
        cells[spot] = "x" if i < 3 else rng.choice("x##")
    return "|".join("".join(cells[r * columns:(r + 1) * columns]) for r in range(rows))


SHAPES = [(1, 5), (2, 4), (3, 3), (3, 4), (4, 3), (4, 4), (3, 5), (5, 3), (4, 5), (5, 4)]


def boards(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [random_board(rng, *rng.choice(SHAPES)) for _ in range(count)]


def test_values_agree_with_cgt_py_on_50_random_boards(cgt_py):
    checked = 0
    for diagram in boards(50, seed=1975):
        ours = Fission(diagram).value
        assert our_tree(ours) == their_tree(cgt_py.Fission(diagram).canonical_form), diagram
        checked += 1
    assert checked == 50


def test_the_random_boards_are_varied():
    values = {Fission(d).value for d in boards(50, seed=1975)}
    assert len(values) >= 15
    assert sum(not v.is_number for v in values) >= 5  # switches, tinies: not only integers


@pytest.mark.parametrize("diagram", boards(25, seed=11) + ["...|.x.|...", "..x|...|x.."])
def test_values_agree_with_a_naive_reference(diagram):
    assert Fission(diagram).value == naive_value(tuple(diagram.split("|")))


def test_regions_connect_through_sides_only():
    parts = Fission(".x#|##x").components()
    assert sorted(str(p) for p in parts) == [".x", "x"]
    assert Fission("...#...").components() == ()         # no stone: no game
    assert Fission("...#...").value == cgt.zero
    region = Fission("###|.x.").components()[0]
    assert str(region) == ".x." and region.components() == (region,)
    # A move blocks nothing: the children of a region are whole regions.
    child = next(iter(region.right_moves()))
    assert child.components() == (child,)


def test_keys_are_shared_by_mirror_images_and_conjugates_negate():
    images = ["x..|...|#..", "..x|...|..#", "#..|...|x..", "..#|...|..x"]
    assert len({Fission(b).key() for b in images}) == 1
    turned = "x.#|...|..."  # the first image turned about its diagonal
    assert Fission(turned).key() != Fission(images[0]).key()
    assert Fission(images[0]).conjugate_key() == Fission(turned).key()
    for diagram in ["..x..|.....", ".x..|....|..x.", "x.#.x|.....|..x.."]:
        board = tuple(diagram.split("|"))
        transposed = "|".join("".join(column) for column in zip(*board))
        assert Fission(transposed).value == -Fission(diagram).value
        assert Fission(transposed).value == naive_value(tuple(transposed.split("|")))


def test_bad_diagrams_are_refused():
    with pytest.raises(GridError, match=r"Fission board 'x\.\|\.o': row 2, column 2 has 'o'"):
        Fission("x.|.o")
    with pytest.raises(GridError, match="row 2 has 1 cells"):
        Fission("x.|.")
    with pytest.raises(GridError, match="empty"):
        Fission("")
    assert issubclass(GridError, cgt.CGTError)


def test_the_command_line_knows_fission():
    from cgt.games.registry import get

    ruleset = get("fission")
    assert ruleset.title == "Fission"
    assert ruleset.position([".|x|."]).value == cgt.parse("1")
    assert ruleset.position().value == cgt.parse("{2|0}")

"""Amazons: hand-checked values, cgt-py's values on 50 random small boards
(cgt-py's ``Amazons`` is an independent implementation in Rust), a naive
reference without regions or symmetry, the regions and keys, and the
diagram and its errors."""

from __future__ import annotations

import doctest
import random
from functools import cache

import pytest

import cgt
import cgt.games.amazons
from cgt.boards.grid import GridError
from cgt.games.amazons import Amazons
from tests.cgt_py_bridge import our_tree, their_tree


def test_doctests():
    assert doctest.testmod(cgt.games.amazons).failed == 0


@pytest.mark.parametrize("diagram, value", [
    ("x", "0"),            # no square to move to
    ("x.", "1"),           # one move: to the other square, burning the one left
    ("x..", "2"),          # two moves: each burns one square
    ("x...|....", "7"),    # seven empty squares, one burned per move
    ("x.o", "*"),          # whoever moves first takes the middle
    ("x.|.o", "0"),        # whoever moves first leaves the other a move and has none
    ("x#o", "0"),
    ("x.#.o", "0"),        # two regions: 1 + (-1)
    ("o..", "-2"),
])
def test_small_values_checked_by_hand(diagram, value):
    assert Amazons(diagram).value == cgt.parse(value)


# -- a naive reference: every move on the whole board, no regions, no symmetry --------------

QUEEN = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


@cache
def naive_value(board: tuple[str, ...]) -> cgt.Game:
    def moves(mine: str) -> list[tuple[str, ...]]:
        found = []
        cells = {(r, c): ch for r, row in enumerate(board) for c, ch in enumerate(row)}
        for start, ch in cells.items():
            if ch != mine:
                continue
            for dr, dc in QUEEN:
                to = (start[0] + dr, start[1] + dc)
                while cells.get(to) == ".":
                    after = {**cells, start: ".", to: mine}
                    for ar, ac in QUEEN:
                        arrow = (to[0] + ar, to[1] + ac)
                        while after.get(arrow) == ".":
                            burnt = {**after, arrow: "#"}
                            found.append(tuple("".join(burnt[(r, c)] for c in range(len(row)))
                                               for r, row in enumerate(board)))
                            arrow = (arrow[0] + ar, arrow[1] + ac)
                    to = (to[0] + dr, to[1] + dc)
        return found

    return cgt.game([naive_value(b) for b in moves("x")], [naive_value(b) for b in moves("o")])


def random_board(rng: random.Random, rows: int, columns: int) -> str:
    cells = ["."] * (rows * columns)
    spots = rng.sample(range(rows * columns), rng.randint(2, min(4, rows * columns)))
    for i, spot in enumerate(spots):
        cells[spot] = "xo"[i % 2] if i < 2 else rng.choice("xo##")
    return "|".join("".join(cells[r * columns:(r + 1) * columns]) for r in range(rows))


SHAPES = [(1, 4), (1, 5), (2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)]


def boards(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [random_board(rng, *rng.choice(SHAPES)) for _ in range(count)]


def test_values_agree_with_cgt_py_on_50_random_boards(cgt_py):
    checked = 0
    for diagram in boards(50, seed=2002):
        ours = Amazons(diagram).value
        assert our_tree(ours) == their_tree(cgt_py.Amazons(diagram).canonical_form), diagram
        checked += 1
    assert checked == 50


def test_the_random_boards_are_varied():
    values = {str(Amazons(d).value) for d in boards(50, seed=2002)}
    assert len(values) >= 15


@pytest.mark.parametrize("diagram", boards(25, seed=7) + ["x..|...", "xo.|...", "x.#|.o."])
def test_values_agree_with_a_naive_reference(diagram):
    assert Amazons(diagram).value == naive_value(tuple(diagram.split("|")))


def test_regions_connect_through_corners():
    assert len(Amazons("x#|#.").components()) == 1   # a diagonal step is a move,
    assert Amazons("x#|#.").value == cgt.parse("1")  # and the arrow burns the square left
    assert Amazons("x#.|#.#").value == cgt.parse("2")  # through two corners: two moves
    parts = Amazons("x.#.o").components()
    assert sorted(str(p) for p in parts) == [".o", "x."]
    assert Amazons("..#..").components() == ()           # no amazon: no game


def test_keys_are_shared_by_rotations_reflections_and_conjugates():
    images = ["x..|..o", "o..|..x", "..x|o..", "x.|..|.o"]
    assert len({Amazons(b).key() for b in images[:3]}) == 1
    assert Amazons("x.o|...").conjugate_key() == Amazons("o.x|...").key()
    for diagram in ["x..|#.o", "xo.|..."]:
        swapped = diagram.translate(str.maketrans("xo", "ox"))
        assert Amazons(swapped).value == -Amazons(diagram).value


def test_bad_diagrams_are_refused():
    with pytest.raises(GridError, match="row 1, column 2 has 'k'"):
        Amazons("xk")
    with pytest.raises(GridError):
        Amazons("x.|...")


def test_the_command_line_knows_amazons():
    from cgt.games.registry import get

    ruleset = get("amazons")
    assert ruleset.title == "Amazons"
    assert ruleset.position(["x.."]).value == cgt.parse("2")

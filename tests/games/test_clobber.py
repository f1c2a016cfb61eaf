"""Clobber: hand-checked values, a naive reference on stone sets (no groups,
no symmetry), the groups and keys, the diagram and its errors.

cgt-py has no Clobber, so the reference here is a second, deliberately plain
implementation of the rules.
"""

from __future__ import annotations

import doctest
import random
from functools import cache

import pytest

import cgt
import cgt.games.clobber
from cgt.boards.grid import GridError
from cgt.games.clobber import Clobber


def test_doctests():
    assert doctest.testmod(cgt.games.clobber).failed == 0


@pytest.mark.parametrize(
    "diagram, value",
    [
        ("xo", "*"),  # either player takes, and the lone survivor has no move
        ("xoo", "v"),  # {* | 0}: Left's capture leaves xo = *, Right's leaves o.o = 0
        ("xxo", "^"),
        ("xox", "*"),  # every capture leaves two stones of one colour
        ("x.o", "0"),  # not adjacent
        ("x|o", "*"),
        ("xo.ox", "0"),  # two independent * groups
        ("xxx", "0"),
        ("xo|ox", "*"),  # every capture leaves ↑ (Left's) or ↓ (Right's): {↑ | ↓} = *
    ],
)
def test_small_values_checked_by_hand(diagram, value):
    assert Clobber(diagram).value == cgt.parse(value)


# -- a naive reference: a position is (frozenset of x cells, frozenset of o cells) ---------


def stones(diagram: str):
    rows = diagram.split("|")
    cells = {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}
    return (
        frozenset(p for p, ch in cells.items() if ch == "x"),
        frozenset(p for p, ch in cells.items() if ch == "o"),
    )


@cache
def naive_value(xs: frozenset, os: frozenset) -> cgt.Game:
    def captures(mine, theirs):
        for r, c in mine:
            for target in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if target in theirs:
                    yield (mine - {(r, c)}) | {target}, theirs - {target}

    left = [naive_value(m, t) for m, t in captures(xs, os)]
    right = [naive_value(t, m) for m, t in captures(os, xs)]
    return cgt.game(left, right)


def random_board(rng: random.Random, rows: int, columns: int, cells: str = "xxoo.") -> str:
    return "|".join("".join(rng.choice(cells) for _ in range(columns)) for _ in range(rows))


def test_agrees_with_the_naive_reference():
    rng = random.Random(7)
    for _ in range(100):
        diagram = random_board(rng, rng.randint(1, 3), rng.randint(1, 4))
        assert Clobber(diagram).value == naive_value(*stones(diagram)), diagram


def test_agrees_with_the_naive_reference_on_full_strips_and_boards():
    """Alternating strips and full small boards, the classic starting positions."""
    for n in range(1, 9):
        diagram = ("xo" * n)[:n]
        assert Clobber(diagram).value == naive_value(*stones(diagram)), diagram
    for diagram in ("xox|oxo", "xo|ox|xo", "xox|oxo|xox", "xxo|oox"):
        assert Clobber(diagram).value == naive_value(*stones(diagram)), diagram


def test_swapping_colours_negates():
    rng = random.Random(8)
    for _ in range(40):
        diagram = random_board(rng, 2, 3)
        swapped = diagram.translate(str.maketrans("xo", "ox"))
        assert Clobber(swapped).value == -Clobber(diagram).value


# -- groups and keys ----------------------------------------------------------------------------


def test_groups_are_the_connected_stones_of_both_colours():
    p = Clobber("xo..x|...o.|xx..o")
    assert [str(part) for part in p.components()] == ["xo"]
    assert Clobber("xo.ox").components() == (Clobber("xo"), Clobber("ox"))
    assert Clobber("x.o").components() == ()
    assert Clobber("xo").components() == (Clobber("xo"),)


def test_rotations_and_reflections_share_a_key():
    """None of the 8 symmetries of the square changes a player's moves."""
    corners = ["xo|oo", "ox|oo", "oo|xo", "oo|ox"]
    assert len({Clobber(b).key() for b in corners}) == 1
    assert len({Clobber(b).key() for b in ["xoo", "oox", "x|o|o", "o|o|x"]}) == 1
    assert Clobber("xo|oo").key() != Clobber("xx|oo").key()
    # A board with room around its group is keyed as the sum of that one group.
    assert Clobber("...|xo.|oo.").key() == (Clobber("xo|oo").key(),)


# -- the diagram ----------------------------------------------------------------------------------


def test_diagram_round_trips():
    for text in ("xox|ox.", "x", "..|xo", "xoxoxo"):
        assert str(Clobber.parse(text)) == text
        assert Clobber.parse(str(Clobber.parse(text))) == Clobber.parse(text)
    assert Clobber("xo/ox") == Clobber("xo|ox") == Clobber("xo\nox")
    assert repr(Clobber("xo|.x")) == "Clobber('xo|.x')"


@pytest.mark.parametrize("bad", ["", "xo|o", "xq", "x o|ox", "|"])
def test_malformed_diagrams_raise(bad):
    with pytest.raises(cgt.CGTError):
        Clobber.parse(bad)
    with pytest.raises(GridError):
        Clobber(bad)


def test_not_text_raises():
    with pytest.raises(cgt.CGTError, match="must be text"):
        Clobber(["xo"])

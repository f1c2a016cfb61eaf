"""Toads and Frogs: values worked by hand, every strip of up to 7 cells against
a naive reference (no splitting), the claim behind the splitting (stuck pieces
never move) checked on every position reachable from random strips, and the
diagram."""

from __future__ import annotations

import doctest
import itertools
import random
from functools import cache

import pytest

import cgt
import cgt.games.toads_and_frogs
from cgt.games.toads_and_frogs import ToadsAndFrogs, _stuck


def test_doctests():
    assert doctest.testmod(cgt.games.toads_and_frogs).failed == 0


@pytest.mark.parametrize(
    "strip, value",
    [
        ("t.f", "*"),  # see the docstring
        ("t..", "2"),  # a free toad: two moves for Left
        ("..f", "-2"),
        ("tf.", "0"),  # Left's jump to .ft (= -1) is her only move; Right has none: {-1 | } = 0
        (".tf", "0"),
        ("t..f", "0"),  # symmetric, and a second-player win
        ("ttff", "0"),  # nobody can move, ever
        ("ft", "0"),
    ],
)
def test_small_values_worked_by_hand(strip, value):
    """``t.f``: Left moves to ``.tf``, where only Right moves (to ``ft.``,
    worth 1), so ``.tf = {|1} = 0``; Right's move mirrors it: ``{0|0} = *``."""
    assert ToadsAndFrogs(strip).value == cgt.parse(value)


# -- a naive reference on strings, no components -----------------------------------------------


@cache
def naive_value(strip: str) -> cgt.Game:
    left, right = [], []
    for i, cell in enumerate(strip):
        if cell == "t":
            if strip[i + 1 : i + 2] == ".":
                left.append(strip[:i] + ".t" + strip[i + 2 :])
            elif strip[i + 1 : i + 3] == "f.":
                left.append(strip[:i] + ".ft" + strip[i + 3 :])
        elif cell == "f":
            if i >= 1 and strip[i - 1] == ".":
                right.append(strip[: i - 1] + "f." + strip[i + 1 :])
            elif i >= 2 and strip[i - 2 : i] == ".t":
                right.append(strip[: i - 2] + "ft." + strip[i + 1 :])
    return cgt.game([naive_value(s) for s in left], [naive_value(s) for s in right])


def test_every_short_strip_agrees_with_the_naive_reference():
    for n in range(1, 8):
        for cells in itertools.product("tf.", repeat=n):
            strip = "".join(cells)
            assert ToadsAndFrogs(strip).value is naive_value(strip), strip


def test_longer_strips_agree_with_the_naive_reference():
    rng = random.Random(3)
    for _ in range(60):
        strip = "".join(rng.choice("tf..") for _ in range(rng.randint(8, 11)))
        assert ToadsAndFrogs(strip).value is naive_value(strip), strip


def test_mirror_image_negates():
    """Reversing the strip and swapping toads for frogs swaps the players."""
    rng = random.Random(4)
    for _ in range(50):
        strip = "".join(rng.choice("tf.") for _ in range(rng.randint(1, 9)))
        mirror = strip[::-1].translate(str.maketrans("tf", "ft"))
        assert ToadsAndFrogs(mirror).value == -ToadsAndFrogs(strip).value


# -- the splitting ------------------------------------------------------------------------------


def reachable(strip: str) -> set[str]:
    """Every position reached by moves of either player, in any order."""
    seen = {strip}
    todo = [strip]
    while todo:
        p = ToadsAndFrogs(todo.pop())
        for q in (*p.left_moves(), *p.right_moves()):
            if str(q) not in seen:
                seen.add(str(q))
                todo.append(str(q))
    return seen


def test_stuck_pieces_never_move():
    """The claim the splitting rests on: whatever is played, a stuck piece
    stays where it is (checked on every reachable position)."""
    rng = random.Random(5)
    checked = 0
    for _ in range(120):
        strip = "".join(rng.choice("ttff.") for _ in range(rng.randint(4, 10)))
        stuck = _stuck(strip)
        checked += len(stuck)
        for later in reachable(strip):
            assert all(later[i] == strip[i] for i in stuck), (strip, later)
    assert checked > 50


@pytest.mark.parametrize(
    "strip, parts",
    [
        ("t.f.ttff.t.f", ["t.f.", ".t.f"]),
        ("tff.t.f", [".t.f"]),  # tff at the left edge is stuck
        ("t.ttf", ["t."]),  # ttf at the right edge is stuck; a lone toad and an empty cell
        ("ttff", []),
        ("t.f", ["t.f"]),
        ("tf.", ["tf."]),  # the toad can jump: nothing is stuck
    ],
)
def test_components(strip, parts):
    assert [str(p) for p in ToadsAndFrogs(strip).components()] == parts


# -- the diagram --------------------------------------------------------------------------------


def test_diagram():
    assert str(ToadsAndFrogs.parse("TTT..FFF")) == "ttt..fff"
    assert ToadsAndFrogs(" t.f ") == ToadsAndFrogs("t.f")
    assert repr(ToadsAndFrogs("t.f")) == "ToadsAndFrogs('t.f')"
    for bad in ("", "t.x", "t f", "t|f"):
        with pytest.raises(cgt.CGTError):
            ToadsAndFrogs(bad)
    with pytest.raises(cgt.CGTError, match="must be text"):
        ToadsAndFrogs(None)

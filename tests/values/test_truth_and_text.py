"""Issue 17, defect 8: a game's truth value, and text beside games.

Text is never a game in arithmetic or comparisons (``cgt.parse`` makes one):
``==`` is False as ``1 == "1"`` is, and every operator raises a TypeError that
says what to write. The game 0 is false, as Python's zero is.
"""

from __future__ import annotations

import operator

import pytest

import cgt
from cgt.games.nim import Nim


def test_zero_is_false_and_every_other_game_true():
    assert not cgt.parse("0")
    assert cgt.parse("*") and cgt.parse("^") and cgt.parse("{1|-1}") and cgt.parse("-1")
    assert not (cgt.parse("^") + cgt.parse("v"))


def test_text_is_never_equal_to_a_game():
    g = cgt.parse("^")
    assert g != "^" and not g == "^"
    assert g == cgt.parse("^")


@pytest.mark.parametrize("op", [operator.add, operator.sub, operator.le, operator.lt,
                                operator.ge, operator.gt])
def test_text_in_arithmetic_or_order_says_to_parse_it(op):
    g = cgt.parse("^")
    for args in ((g, "*"), ("*", g)):
        with pytest.raises(TypeError, match=r"text is never a game .* write cgt\.parse\('\*'\)"):
            op(*args)


def test_the_usual_name_of_a_player_is_accepted():
    assert Nim([1, 2]).winning_moves("L") == Nim([1, 2]).winning_moves(cgt.Player.LEFT) \
        == [Nim([1, 1])]

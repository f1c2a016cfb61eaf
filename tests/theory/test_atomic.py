"""Atomic weight as CGSuite computes it: the atomic weight calculus, then a
check that the game is atomic (CanonicalShortGame.atomicWeightOpt): unless
it is all-small, G - aw.↑ must lie between -(↑* + R) and ↑* + R, R the
"redkite" *N:-1 for N the least power of two (at least 2) not below the far
star. CGSuite raises "That game is not atomic." otherwise.
"""

import pytest

import cgt
from cgt.theory.atomic import is_all_small as _is_all_small


def is_all_small(g: cgt.Game) -> bool:
    return _is_all_small(g._form)


def test_naive_weight_of_a_non_atomic_game_is_refused():
    """{1|^^^||^}: the calculus gives 5/2, but it is not atomic (issue 15)."""
    with pytest.raises(cgt.CGTError, match="not atomic"):
        _ = cgt.parse("{1|^^^||^}").atomic_weight


@pytest.mark.parametrize(
    "game, weight",
    [("^", 1), ("^^^*", 3), ("{0||0|-2}", 0), ("{0,*|0,*} + ^^", 2), ("{0|v*}", 0),
     ("{1/2|^||0}", 1), ("v", -1)],
)  # fmt: skip
def test_atomic_games_keep_their_weight(game, weight):
    assert cgt.parse(game).atomic_weight == weight


def test_all_small():
    assert is_all_small(cgt.parse("{0|v*}")) and is_all_small(cgt.parse("^^*"))
    assert not is_all_small(cgt.parse("{0||0|-2}")) and not is_all_small(cgt.parse("1*"))
    assert is_all_small(cgt.parse("0"))


def test_the_check_against_the_bounds_directly():
    """{1|^^^||^} - 5/2.↑ is not below ↑* + *2:-1 (the far star of the game is *1)."""
    g = cgt.parse("{1|^^^||^}")
    epsilon = cgt.parse("^*") + cgt.parse("*2").ordinal_sum(-1)
    difference = g - cgt.parse("5/2").norton("^")
    assert not (difference <= epsilon and -epsilon <= difference)

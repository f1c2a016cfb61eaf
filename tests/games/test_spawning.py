"""Spawning games and heap rulesets given by their moves: CGSuite's values.

Every sequence and move count is CGSuite's ``GameHeapTest.scala`` ("define
other heap games properly"), aaron-siegel/cgsuite e909ab8,
lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala: the nim values
of heaps 1 .. 20 and the number of moves from a heap of 20.
"""

from __future__ import annotations

import pytest

import cgt
from cgt.games.heap import HeapGame
from cgt.games.heap_rules import HeapRules, HeapSum
from cgt.games.registry import get
from cgt.games.spawning import Spawning, SpawningError

GAME_HEAP_TEST = [
    ("1-3", 191, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]),
    ("3", 171, [0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]),
    ("1+C", 20, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]),
    ("1-3C(5)", 11, [1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8]),
    ("3C(5)", 6, [0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]),
    ("1-5C", 5, [1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]),
    ("3E", 9, [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]),
    ("4FS", 9, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]),
]
SLOW = [
    ("1-9", 169766, [1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711,
                     8192, 16384, 26215, 32768, 43691]),
    ("1+S", 2046, [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]),
]


@pytest.mark.parametrize(("code", "moves", "values"), GAME_HEAP_TEST)
def test_cgsuite_spawning_values(code, moves, values):
    game = Spawning(code)
    assert len(game.heap_options(20)) == moves
    assert game.nim_values(20)[1:] == values


@pytest.mark.slow
@pytest.mark.parametrize(("code", "moves", "values"), SLOW)
def test_cgsuite_spawning_values_with_many_moves(code, moves, values):
    test_cgsuite_spawning_values(code, moves, values)


def test_cgsuite_heap_ruleset_from_a_function():
    """GameHeapTest: HeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0
    to a - 1]) has 190 moves from 20 and these nim values (a heap of 0 is
    gone: CGSuite's heaps of 0 are worth 0)."""
    rule = HeapRules("pairs", lambda k: [[h for h in (a, b) if h]
                                         for a in range(k) for b in range(a)])
    assert len(HeapRules("raw", lambda k: [[a, b] for a in range(k) for b in range(a)])
               .heap_options(20)) == 190
    assert rule.nim_values(20)[1:] == [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26,
                                       28, 31, 32, 35, 37]


def test_heap_sums_play_as_take_and_break_heaps():
    kayles = HeapGame("0.77")
    for sizes in [(3,), (2, 5), (1, 1, 4)]:
        assert HeapSum(kayles, sizes).value == kayles(*sizes).value
    assert Spawning("1-3")(3, 5).value == cgt.parse("*12")


def test_bad_codes_and_heaps():
    with pytest.raises(SpawningError, match="'2-1' is empty"):
        Spawning("2-1")
    with pytest.raises(SpawningError, match="not a range"):
        Spawning("C3")
    with pytest.raises(cgt.CGTError, match="heap size"):
        Spawning("1-3")(-2)
    with pytest.raises(cgt.CGTError, match="must be smaller"):
        HeapRules("grow", lambda n: [[n + 1]]).heap_options(1)
    with pytest.raises(cgt.CGTError, match="more than"):
        Spawning("1+").heap_options(40)


def test_the_command_line_ruleset():
    assert get("spawning").position(["1-3", "3", "5"]).grundy == 12

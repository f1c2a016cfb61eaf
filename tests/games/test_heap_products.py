"""The products of heap rulesets: CGSuite's values, and each product
against its definition, built move by move into a game tree, on random
positions of random pairs of heap rulesets.

CGSuite's values are from aaron-siegel/cgsuite e909ab8,
lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala ("define
HeapRuleset operations properly", "define partizan heap games properly",
"define partizan coordinate games properly"). The definitions are those of
CGSuite's game/heap/HeapRuleset.cgs (AcrosticProduct, DirectProduct,
PartizanJoin) and game/heap/GenCutcake.cgs (CakeProduct, whose Left plays
on the second coordinate, and whose twisted form swaps the pair first).
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.heap import HeapGame
from cgt.games.heap_products import (
    AcrosticProduct,
    CakeProduct,
    DirectProduct,
    PartizanJoin,
    read_heap_ruleset,
)
from cgt.games.heap_rules import HeapRules
from cgt.games.maundy_cake import MaundyCake
from cgt.games.registry import get
from cgt.games.spawning import Spawning

# GameHeapTest, "AcrosticProduct": Motley (1+) x Ruler (1+C), "Strip and
# Streak" of Winning Ways; NimValueTable(5, 20), rows m = 0 .. 5.
STRIP_AND_STREAK = [
    [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
    [1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
    [2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5],
    [4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2],
    [8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10],
    [16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18],
]
# GameHeapTest, "DirectProduct": Turnips (3E) x Grunt (4FS), NimValueTable(8, 20).
_GRUNT_ROW = [0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
_ZERO = [0] * 21
TURNIPS_BY_GRUNT = [
    _ZERO, _ZERO, _ZERO, _GRUNT_ROW, _ZERO, _ZERO, _GRUNT_ROW,
    [0, 0, 0, 0, 2, 0, 3, 2, 0, 3, 2, 0, 3, 2, 1, 3, 2, 1, 3, 8, 1],
    [0, 0, 0, 0, 2, 0, 3, 2, 0, 3, 2, 0, 3, 2, 1, 3, 2, 1, 3, 8, 1],
]
# GameHeapTest, "partizan coordinate games": [R((8, n)).CanonicalForm for n from 0 to 8].
MAUNDY = ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"]
EATCAKE = ["-8", "^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
           "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*"]
TWISTED_MAUNDY = ["1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}",
                  "{10|-7}", "+-12"]
# Maundy Cake's heap game, CGSuite's TakeAndBreak("{2+}=.0"): into 2 or more equal heaps.
MAUNDY_HEAPS = HeapRules("{2+}=.0", MaundyCake.split_columns)


def test_strip_and_streak():
    assert AcrosticProduct(Spawning("1+"), Spawning("1+C")).nim_value_table(5, 20) \
        == STRIP_AND_STREAK


def test_turnips_by_grunt():
    assert DirectProduct(Spawning("3E"), Spawning("4FS")).nim_value_table(8, 20) \
        == TURNIPS_BY_GRUNT


@pytest.mark.parametrize(("first", "second", "twisted", "values"), [
    (MAUNDY_HEAPS, MAUNDY_HEAPS, False, MAUNDY),
    (HeapGame("0.7"), HeapGame("0.7"), False, EATCAKE),
    (MAUNDY_HEAPS, MAUNDY_HEAPS, True, TWISTED_MAUNDY),
])
def test_cake_products(first, second, twisted, values):
    product = CakeProduct(first, second, twisted=twisted)
    assert [product(8, n).value for n in range(9)] == [cgt.parse(v) for v in values]


def test_partizan_join_of_two_subtraction_games():
    join = PartizanJoin(HeapGame.subtraction({1, 3}), HeapGame.subtraction({2, 3}))
    assert join(6).value == cgt.parse("{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}")


# -- each product against its definition ----------------------------------------------------

#: Heap rulesets with small move lists, drawn in pairs.
POOL = ["0.77", "0.07", "0.137", "4!.0", "0.[3]", "0.3", "1-3", "3E", "1+C", "4FS", "2"]
rulesets = st.sampled_from(POOL).map(read_heap_ruleset)
small = st.integers(0, 5)


def options(ruleset, n):
    return [list(option) for option in ruleset.heap_options(n)]


@cache
def acrostic(first, second, m, n):
    """CGSuite's AcrosticProduct: R on m, or S on n."""
    moves = ([[(a, n) for a in o] for o in options(first, m)]
             + [[(m, b) for b in o] for o in options(second, n)])
    return cgt.game(*[[sum((acrostic(first, second, *p) for p in move), cgt.parse("0"))
                       for move in moves]] * 2)


@cache
def direct(first, second, m, n):
    """CGSuite's DirectProduct: a move of R on m and one of S on n together."""
    moves = [[(a, n) for a in p] + [(m, b) for b in q] + [(a, b) for a in p for b in q]
             for p in options(first, m) for q in options(second, n)]
    return cgt.game(*[[sum((direct(first, second, *p) for p in move), cgt.parse("0"))
                       for move in moves]] * 2)


@cache
def cake(first, second, twisted, m, n):
    """CGSuite's GenCutcake.Options: twist, then Left plays R on the column,
    Right S on the row."""
    row, column = (n, m) if twisted else (m, n)

    def value(pairs):
        return sum((cake(first, second, twisted, *p) for p in pairs), cgt.parse("0"))
    return cgt.game([value([(row, b) for b in o]) for o in options(first, column)],
                    [value([(a, column) for a in o]) for o in options(second, row)])


@cache
def join(first, second, n):
    def value(heaps):
        return sum((join(first, second, h) for h in heaps), cgt.parse("0"))
    return cgt.game([value(o) for o in options(first, n)],
                    [value(o) for o in options(second, n)])


@settings(max_examples=30, deadline=None)
@given(rulesets, rulesets, st.lists(st.tuples(small, small), min_size=1, max_size=2))
def test_acrostic_and_direct_products_follow_their_definitions(first, second, pairs):
    for product, definition in ((AcrosticProduct, acrostic), (DirectProduct, direct)):
        expected = sum((definition(first, second, *p) for p in pairs), cgt.parse("0"))
        position = product(first, second)(*pairs)
        assert position.value == expected
        assert cgt.nimber(position.grundy) == expected


@settings(max_examples=30, deadline=None)
@given(rulesets, rulesets, st.booleans(), st.lists(st.tuples(small, small), min_size=1,
                                                   max_size=2))
def test_cake_products_follow_their_definition(first, second, twisted, pairs):
    expected = sum((cake(first, second, twisted, *p) for p in pairs), cgt.parse("0"))
    assert CakeProduct(first, second, twisted=twisted)(*pairs).value == expected


@settings(max_examples=30, deadline=None)
@given(rulesets, rulesets, st.lists(st.integers(0, 7), min_size=1, max_size=3))
def test_partizan_joins_follow_their_definition(first, second, heaps):
    expected = sum((join(first, second, h) for h in heaps), cgt.parse("0"))
    assert PartizanJoin(first, second)(*heaps).value == expected


def test_the_direct_product_of_nim_is_the_nim_product():
    """The Tartan theorem (Winning Ways, ch. 14): nim values multiply."""
    nim = HeapGame.nim()
    product = DirectProduct(nim, nim)
    for a in range(8):
        for b in range(8):
            assert product.nim_value(a, b) == cgt.nim_product(a, b)


def test_the_command_line_rulesets():
    assert get("heap-product").position(["1+", "1+C", "3,4"]).grundy == STRIP_AND_STREAK[3][4]
    assert get("heap-product").position(["3E", "4FS", "7,19"], product="direct").grundy == 8
    assert get("cake-product").position(["0.7", "0.7", "8,3"]).value == cgt.parse("{^^|*}")
    assert str(get("partizan-join").position([]).value) == str(
        PartizanJoin(HeapGame.nim(), HeapGame("0.3"))(6).value)


def test_bad_input():
    with pytest.raises(cgt.CGTError, match="not a pair"):
        get("heap-product").position(["1+", "1+C", "3"])
    with pytest.raises(cgt.CGTError, match="not a heap ruleset"):
        AcrosticProduct(3, Spawning("1"))  # type: ignore[arg-type]
    with pytest.raises(cgt.CGTError, match="not a pair of heap sizes"):
        AcrosticProduct(Spawning("1"), Spawning("1"))((1, 2, 3))

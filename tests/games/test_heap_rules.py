"""Heap rulesets made from functions (``HeapRules``): each is its own ruleset
in the solver's tables, whatever its name."""

from __future__ import annotations

import copy

import cgt
from cgt.games.gen_wythoff import GenWythoff
from cgt.games.heap import HeapGame
from cgt.games.heap_products import CakeProduct, PartizanJoin
from cgt.games.heap_rules import HeapRules, HeapSum, identity
from cgt.scale.store import ValueStore


def _down(n: int) -> list[list[int]]:
    return [[n - 1]] if n else []


def _stuck(n: int) -> list[list[int]]:
    return []


def test_two_rulesets_of_one_name_do_not_share_a_table():
    """Keys were the labels: the second join, named as the first
    (``mine | mine``), read the first one's value from the table (3, not 0)."""
    down, stuck = HeapRules("mine", _down), HeapRules("mine", _stuck)
    assert PartizanJoin(down, stuck)(3).value == cgt.parse("3")  # Left alone moves, 3 times
    assert PartizanJoin(stuck, stuck)(3).value == cgt.parse("0")
    assert PartizanJoin(stuck, down)(3).value == cgt.parse("-3")


def test_products_and_sums_of_namesakes_are_told_apart():
    down, stuck = HeapRules("same", _down), HeapRules("same", _stuck)
    nim = HeapGame.nim()
    assert CakeProduct(down, nim)((2, 2)).value != CakeProduct(stuck, nim)((2, 2)).value
    assert HeapSum(down, (3,)) != HeapSum(stuck, (3,))
    assert (HeapSum(down, (3,)).grundy, HeapSum(stuck, (3,)).grundy) == (1, 0)
    assert str(HeapSum(down, (3,))) == str(HeapSum(stuck, (3,))) == "same: 3"


def test_a_copy_of_a_ruleset_is_the_same_ruleset():
    rules = HeapRules("down", _down)
    twin = copy.deepcopy(rules)
    assert twin is not rules and identity(twin) == identity(rules)
    assert HeapSum(twin, (2, 3)) == HeapSum(rules, (3, 2))
    assert identity(HeapGame("0.77")) == "0.77"  # a code is the rules themselves


def test_a_store_keeps_codes_and_leaves_out_rulesets_made_from_functions(tmp_path):
    """A ruleset made from a function has no name that says the same rules
    in another run: its answers, kept under a random token, could never be
    found again, so the store leaves them out (and says so) instead of
    filling with them. A heap game named by its code is kept."""
    path = tmp_path / "values.sqlite"
    cgt.clear_tables()  # values solved by other tests would not be put again
    with ValueStore(path) as store:
        down = HeapRules("down", _down)  # a heap of n has nim value n % 2
        assert PartizanJoin(down, down)(3).value == cgt.parse("*")
        unstorable = store.stats().unstorable
        kayles = HeapGame("0.77")
        assert PartizanJoin(kayles, kayles)(3).value == cgt.parse("*3")
    stats = store.stats()
    assert unstorable > 0 and stats.unstorable == unstorable
    assert stats.unstorable_types == ("cgt.games.heap_products.JoinedHeaps",)
    assert sum(stats.answers.values()) == stats.written > 0


def test_two_wythoff_bounds_of_one_name_are_two_rulesets():
    """Keys were the bound's name: two lambdas (both ``<lambda>``) made equal
    positions of different games, and a store would have mixed them up."""
    tight, loose = GenWythoff(lambda k: 1), GenWythoff(lambda k: 10**9)
    assert tight(2, 3) != loose(2, 3)
    assert tight(2, 3).grundy == 2 ^ 3  # f(k) = 1 allows no diagonal move: Nim
    assert tight(2, 3).key() != loose(2, 3).key()
    assert GenWythoff(1)(2, 3) == GenWythoff(1)(2, 3)  # k + r is named by r: one ruleset

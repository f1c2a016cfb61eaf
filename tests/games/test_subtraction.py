"""Subtraction games: the articles' values, the array path for big heaps, misère."""

from __future__ import annotations

import doctest
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
import cgt.games.subtraction
from cgt.games.subtraction import ARRAY_THRESHOLD, Subtraction, misere_wins
from cgt.positions.solver import solve_grundy

S123 = {1, 2, 3}


def test_doctests():
    assert doctest.testmod(cgt.games.subtraction).failed == 0


def test_one_two_three_is_n_mod_4():
    assert [Subtraction(S123, n).grundy for n in range(41)] == [n % 4 for n in range(41)]
    p_positions = [n for n in range(41) if str(Subtraction(S123, n).outcome) == "P"]
    assert p_positions == list(range(0, 41, 4))


def test_a_million_and_one_is_a_first_player_win():
    p = Subtraction(S123, 1_000_001)
    assert p.grundy == 1 and str(p.outcome) == "N"


def test_two_three_seven():
    expected = [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]
    assert [Subtraction({2, 3, 7}, n).grundy for n in range(1, 21)] == expected
    assert Subtraction({2, 3, 7}, 0).nim_values(20)[1:] == expected


def test_misere_p_positions():
    misere_p = [n for n in range(30) if str(Subtraction(S123, n).misere_outcome) == "P"]
    assert misere_p == [1, 5, 9, 13, 17, 21, 25, 29]


sets = st.sets(st.integers(1, 9), min_size=1, max_size=4)


@cache
def naive_grundy(moves: frozenset[int], n: int) -> int:
    return cgt.mex(naive_grundy(moves, n - s) for s in moves if s <= n)


@cache
def naive_misere_win(moves: frozenset[int], n: int) -> bool:
    options = [n - s for s in moves if s <= n]
    return not options or any(not naive_misere_win(moves, m) for m in options)


@given(sets, st.integers(0, 60))
def test_solver_array_and_rules_agree(moves, n):
    p = Subtraction(moves, n)
    expected = naive_grundy(frozenset(moves), n)
    assert solve_grundy(p) == p.grundy == p.nim_values()[n] == expected
    assert (str(p.misere_outcome) == "N") == naive_misere_win(frozenset(moves), n)


def test_misere_outcomes_of_huge_heaps_come_from_their_cycle():
    # {1, 2}: misère P-positions are n = 1 mod 3; {1, 2, 3}: n = 1 mod 4.
    assert str(Subtraction({1, 2}, 10**31).misere_outcome) == "P"
    assert str(Subtraction({1, 2}, 10**31 + 1).misere_outcome) == "N"
    assert [misere_wins((1, 2, 3), 4 * 10**40 + k) for k in range(4)] == [
        True, False, True, True]


@given(st.sets(st.integers(1, 12), min_size=1, max_size=4))
def test_misere_cycles_agree_with_the_rules(moves):
    ordered = tuple(sorted(moves))
    assert [misere_wins(ordered, n) for n in range(200)] == [
        naive_misere_win(frozenset(moves), n) for n in range(200)]


def test_misere_outcomes_without_a_cycle_in_sight_refuse(monkeypatch):
    monkeypatch.setattr(cgt.games.subtraction, "MISERE_LIMIT", 5)
    with pytest.raises(cgt.CGTError, match="show no cycle within 5 heaps"):
        misere_wins((20,), 10**6)


def test_big_heaps_take_the_array_path_and_agree_with_the_solver():
    p = Subtraction({2, 5, 6}, ARRAY_THRESHOLD + 7)
    assert p.grundy == solve_grundy(p)
    assert p.nim_values(10) == Subtraction({2, 5, 6}, 0).nim_values(10)


def test_moves_and_key():
    assert list(Subtraction({3, 1, 5}, 4).moves()) == [
        Subtraction({1, 3, 5}, 3),
        Subtraction({1, 3, 5}, 1),
    ]
    assert Subtraction([3, 1, 1], 4) == Subtraction({1, 3}, 4)
    assert Subtraction({1, 3}, 4).key() != Subtraction({1, 4}, 4).key()  # one table for every set
    assert Subtraction(S123, 8).winning_moves() == []


@given(sets, st.integers(0, 100))
def test_diagram_round_trip(moves, n):
    p = Subtraction(moves, n)
    assert Subtraction.parse(str(p)) == p
    assert eval(repr(p)) == p


def test_diagram_format():
    assert str(Subtraction(S123, 5)) == "take {1, 2, 3} from ooooo"
    assert str(Subtraction(S123, 0)) == "take {1, 2, 3} from -"
    assert Subtraction.parse(" take {3,1} from  12 ") == Subtraction({1, 3}, 12)


@pytest.mark.parametrize(
    ("arguments", "fault"),
    [
        ((set(), 3), "subtraction set {} is empty"),
        (({0, 2}, 3), "subtraction set {0, 2}: 0 is not a positive integer"),
        (({-1}, 3), "-1 is not a positive integer"),
        (({1.5}, 3), "1.5 is not a positive integer"),
        ((5, 3), "subtraction set 5 is not a collection"),
        (("123", 3), "subtraction set '123' is not a collection"),
        (({1, 2}, -4), "Subtraction({1, 2}, -4): heap size -4 is negative"),
        (({1, 2}, "x"), "heap size 'x' is not an integer"),
    ],
)
def test_bad_arguments_say_what_is_wrong(arguments, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Subtraction(*arguments)
    assert fault in str(raised.value)


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("{1,2} 5", "expected 'take {1, 2, 3} from ooooo'"),
        ("take {1,a} from 5", "must list positive integers"),
        ("take {} from 5", "is empty"),
        ("take {1} from 5 6", "expected one heap, found 2"),
        ("take {1} from o?o", "heap 1 is 'o?o'"),
    ],
)
def test_bad_diagrams_say_what_is_wrong(text, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Subtraction.parse(text)
    assert fault in str(raised.value)

"""Nim: the articles' values, Bouton's theorem through the solver, the heap
notation, and Sprague-Grundy for sums of the impartial rulesets."""

from __future__ import annotations

import doctest
import itertools
from functools import cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.nim
from cgt.games.nim import Nim, format_heaps, parse_heaps
from cgt.games.subtraction import Subtraction
from cgt.games.wythoff import Wythoff
from cgt.positions.solver import solve_grundy


def test_doctests():
    assert doctest.testmod(cgt.games.nim).failed == 0


def test_known_values():
    assert Nim([3, 4, 5]).value == cgt.nimber(2)
    assert str(Nim([1, 3, 5, 7]).outcome) == "P"
    assert Nim([1, 2, 3]).value == cgt.zero


@cache
def naive_grundy(heaps: tuple[int, ...]) -> int:
    """Mex over the rules, straight from the definition (no theorem, no solver)."""
    options = {
        naive_grundy(tuple(sorted(heaps[:i] + (smaller,) + heaps[i + 1 :])))
        for i, h in enumerate(heaps)
        for smaller in range(h)
    }
    return cgt.mex(options)


def test_solver_agrees_with_the_rules_on_small_positions():
    for heaps in itertools.product(range(5), repeat=3):
        expected = naive_grundy(tuple(sorted(heaps)))
        assert solve_grundy(Nim(heaps)) == expected == Nim(heaps).grundy
        assert solve_grundy(Nim(heaps[:1])) == heaps[0]  # one heap: no components


@given(st.lists(st.integers(0, 12), max_size=5))
def test_bouton_and_the_solver_agree(heaps):
    assert solve_grundy(Nim(heaps)) == reduce(xor, heaps, 0) == Nim(heaps).grundy
    assert Nim(heaps).value == cgt.nimber(reduce(xor, heaps, 0))


def test_moves_and_winning_moves():
    assert sorted(map(repr, Nim([2, 1]).moves())) == ["Nim([0, 1])", "Nim([1, 1])", "Nim([2, 0])"]
    assert Nim([3, 4, 5]).winning_moves() == [Nim([1, 4, 5])]
    assert Nim([1, 3, 5, 7]).winning_moves() == []
    assert list(Nim([0, 0]).moves()) == []


def test_key_ignores_order_and_empty_heaps():
    keys = {
        Nim(list(p) + [0] * z).key() for p in itertools.permutations([1, 3, 3]) for z in range(3)
    }
    assert keys == {("nim", 1, 3, 3)}
    assert Nim([3, 1]) != Nim([1, 3])  # different positions, one key


def test_components_are_the_heaps():
    assert Nim([3, 0, 5]).components() == (Nim([3]), Nim([5]))
    single = Nim([4])
    assert single.components() == (single,) and single.components()[0] is single
    assert Nim([0, 6]).components() == (Nim([0, 6]),)
    assert Nim([]).grundy == 0 == solve_grundy(Nim([0, 0]))


def test_immutable_and_hashable():
    p = Nim([1, 2])
    with pytest.raises(AttributeError):
        p.heaps = (3,)  # type: ignore[misc]
    assert len({Nim([1, 2]), Nim((1, 2)), Nim("o oo")}) == 1


@given(st.lists(st.integers(0, 60), min_size=1, max_size=6))
def test_diagram_round_trip(heaps):
    p = Nim(heaps)
    assert Nim.parse(str(p)) == p == Nim(str(p))
    assert eval(repr(p)) == p
    assert parse_heaps(" ".join(map(str, heaps))) == tuple(heaps)


def test_diagram_format():
    assert str(Nim([3, 0, 21])) == "ooo - 21"
    assert format_heaps([20]) == "o" * 20
    assert Nim.parse("[ooo, 4 | 5 / -]") == Nim([3, 4, 5, 0])
    assert Nim.parse("ooo\noooo\nooooo") == Nim([3, 4, 5])


@pytest.mark.parametrize(
    ("argument", "fault"),
    [
        ([2, -1], "heap size -1 is negative"),
        ([2, 1.5], "heap size 1.5 is not an integer"),
        ([True], "heap size True is not an integer"),
        (5, "expected a list of heap sizes"),
        ("", "is empty"),
        ("ooo xo", "heap 2 is 'xo'"),
        ("3 -2", "heap 2 is '-2'"),
    ],
)
def test_bad_arguments_say_what_is_wrong(argument, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Nim(argument)
    assert fault in str(raised.value)
    assert "Nim" in str(raised.value)


# -- Sprague-Grundy: sums of positions of the impartial rulesets -------------------

parts = st.one_of(
    st.lists(st.integers(0, 7), max_size=3).map(Nim),
    st.tuples(st.sampled_from([(1, 2), (1, 2, 3), (2, 3, 7), (1, 4)]), st.integers(0, 30)).map(
        lambda t: Subtraction(*t)
    ),
    st.tuples(st.integers(0, 9), st.integers(0, 9)).map(lambda t: Wythoff(*t)),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(parts, min_size=1, max_size=4))
def test_a_sum_is_worth_the_nim_sum_of_its_parts(positions):
    total = reduce(lambda p, q: p + q, positions)
    expected = reduce(xor, (p.grundy for p in positions), 0)
    assert total.grundy == expected
    assert total.value == cgt.nimber(expected)
    assert (str(total.outcome) == "P") == (expected == 0)
    for move in total.winning_moves():
        assert move.grundy == 0


@pytest.mark.parametrize("position", [Nim([1, 2]), Subtraction({1, 3}, 5), Wythoff(2, 3)])
def test_pickle_and_copy(position):
    import copy
    import pickle

    assert pickle.loads(pickle.dumps(position)) == position == copy.deepcopy(position)


def test_bouton_winning_moves_are_the_moves_to_grundy_zero():
    """Bouton's rule gives exactly the moves to P-positions the moves show,
    in the same order, for every position of up to three heaps of up to 6."""
    from itertools import product

    from cgt.core.outcome import Player
    from cgt.positions.position import ImpartialPosition

    for heaps in (h for n in range(4) for h in product(range(7), repeat=n)):
        position = Nim(list(heaps))
        generic = ImpartialPosition.winning_moves(position, Player.LEFT)
        assert position.winning_moves() == generic, heaps


def test_winning_moves_of_huge_heaps_by_formula():
    """Issue 17, defect 4: ``cgt report nim 10000000 7`` enumerated ten
    million moves (37 s, 390 MB); Bouton's rule answers at once."""
    assert Nim([10_000_000, 7]).winning_moves() == [Nim([7, 7])]
    big = 99999999999999999999
    assert Nim([big]).winning_moves() == [Nim([0])]
    assert Nim([big, big]).winning_moves() == []

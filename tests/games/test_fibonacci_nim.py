"""Fibonacci Nim: Whinihan's theorem on who wins, the Grundy values of
Larsson and Rubinstein-Salzedo, the solver against the plain array, and
the text, report and table."""

from __future__ import annotations

import argparse
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.fibonacci_nim import SEARCH_LIMIT, FibonacciNim, grundy_values, zeckendorf
from cgt.games.registry import get

FIBONACCI = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]


def wins_by_play(heap: int, most: int, memo: dict) -> bool:
    """The rules alone: the mover takes 1 .. most, the opponent may then
    take up to twice as many; who cannot move loses."""
    key = (heap, min(most, heap))
    if key not in memo:
        memo[key] = any(not wins_by_play(heap - t, 2 * t, memo)
                        for t in range(1, min(most, heap) + 1))
    return memo[key]


def test_whinihan_the_first_player_loses_exactly_on_fibonacci_heaps():
    """Whinihan, Fibonacci Quarterly 1 (1963), Theorem (as quoted by Larsson
    and Rubinstein-Salzedo, "Global Fibonacci Nim", arXiv:1509.08527,
    Theorem 1): the first player wins iff n is not a Fibonacci number."""
    losses = [n for n in range(2, 90) if FibonacciNim(n).outcome == cgt.Outcome.P]
    assert losses == FIBONACCI[1:]


def test_whinihan_the_mover_wins_iff_the_smallest_zeckendorf_part_fits():
    """Whinihan's strategy (ProofWiki, "Optimal Strategy for Fibonacci Nim"):
    with cap q and n = F_k1 + ... + F_kr in Zeckendorf form, the mover wins
    iff F_kr <= q, by taking F_kr; checked against play for n, q <= 40."""
    memo: dict = {}
    values = grundy_values(40)
    for n in range(1, 41):
        for q in range(1, n + 1):
            smallest = zeckendorf(n)[-1]
            assert wins_by_play(n, q, memo) == (smallest <= q), (n, q)
            assert (values[n][q] != 0) == (smallest <= q), (n, q)
            move = FibonacciNim(n, q).whinihan_move()
            assert (move is None) == (smallest > q)
            if move is not None:
                assert move == FibonacciNim(n - smallest, 2 * smallest)
                assert move.grundy == 0


def test_zeckendorf_parts_are_fibonacci_and_never_consecutive():
    for n in range(1, 300):
        parts = zeckendorf(n)
        assert sum(parts) == n and all(p in FIBONACCI + [144, 233] for p in parts)
        indices = [FIBONACCI.index(p) if p in FIBONACCI else 10 + [144, 233].index(p)
                   for p in parts]
        assert all(a - b >= 2 for a, b in itertools.pairwise(indices))


def test_grundy_values_of_the_starts_increase_off_the_fibonacci_numbers():
    """Larsson and Rubinstein-Salzedo, "Grundy values of Fibonacci nim"
    (arXiv:1410.0332), abstract: the Fibonacci numbers have Grundy value 0,
    and with them deleted the starting positions' Grundy values increase
    (weakly: 6 and 7 are both worth *4)."""
    values = grundy_values(150)
    starts = [values[n][n - 1] for n in range(2, 151) if n not in FIBONACCI + [144]]
    assert all(a <= b for a, b in itertools.pairwise(starts))
    assert starts[:4] == [3, 4, 4, 5]  # heaps 4, 6, 7, 9
    assert all(values[f][f - 1] == 0 for f in FIBONACCI[1:] + [144])


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 60), st.integers(1, 70))
def test_the_solver_agrees_with_the_array(heap, most):
    values = grundy_values(60)
    assert FibonacciNim(heap, most).grundy == values[heap][min(most, heap)]


def test_a_cap_above_the_heap_is_the_same_position():
    assert FibonacciNim(5, 9) == FibonacciNim(5, 5)
    assert FibonacciNim(5, 9).key() == FibonacciNim(5, 5).key()
    assert FibonacciNim(5) == FibonacciNim(5, 4)
    assert list(FibonacciNim(1).moves()) == []  # the start of one token: no move
    assert list(FibonacciNim(0, 3).moves()) == []


def test_text_and_bad_input():
    assert str(FibonacciNim(3)) == "ooo (the start)"
    assert str(FibonacciNim(3, 1)) == "ooo (take at most 1)"
    assert FibonacciNim(3, 2) == FibonacciNim(3)  # the start: at most 2
    assert repr(FibonacciNim(7, 4)) == "FibonacciNim(7, 4)"
    for bad in ((-1,), (2.0,), (True,), (3, 0), (3, -2), ("5",)):
        with pytest.raises(cgt.CGTError):
            FibonacciNim(*bad)  # type: ignore[arg-type]
    with pytest.raises(cgt.CGTError):
        get("fibonacci-nim").position(["1", "2", "3"])


def test_report_and_table_entries():
    ruleset = get("fibonacci-nim")
    assert ruleset.position(["10"]) == FibonacciNim(10)
    assert ruleset.position(["7", "4"]) == FibonacciNim(7, 4)
    grid = ruleset.table.compute(argparse.Namespace(upto=8))
    assert grid.rows == [str(n) for n in range(1, 9)]
    # The row of 8 (a Fibonacci number): 0 until the whole heap may be taken.
    assert [c.text for c in grid.cells[7]] == ["0"] * 7 + [grid.cells[7][7].text]
    assert grid.cells[7][7].text != "0"
    assert grid.cells[0][1] is None  # a cap above the heap: not shown


@pytest.mark.parametrize(("heap", "most"), [
    ("9" * 4016, "9" * 4000), ("9" * 4000, "9" * 4000), ("10000000000000000000", "9" * 4000),
    ("20000", None),
])
def test_a_search_too_large_is_refused_at_once(heap, most):
    """Whinihan's losing positions are 0 at any size; another Grundy value
    is searched, and refused past SEARCH_LIMIT positions (the fuzz's heaps
    of 4,000 digits ran past its caps of time and memory listing moves)."""
    words = [heap] if most is None else [heap, most]
    position = get("fibonacci-nim").position(words)
    with pytest.raises(cgt.CGTError, match=r"needs a search of .* \(at most 40,000,000\)"):
        _ = position.grundy
    assert FibonacciNim(int("1" + "0" * 30) - 1).estimated_positions() > SEARCH_LIMIT


def test_losing_positions_of_any_size_need_no_search():
    fibonacci = [1, 2]
    while len(str(fibonacci[-1])) < 2000:
        fibonacci.append(fibonacci[-1] + fibonacci[-2])
    assert FibonacciNim(fibonacci[-1]).grundy == 0

"""The work estimate of a sum of two games that are not compact (issue 37:
``(G + H) - H`` listed a second sum that no estimate saw).

``G + H`` lists ``G' + H'`` for every pair of subgames, and each pair's
build compares sums of options about as deep as the shallower game: the
estimate is the pairs times the lesser depth
(``cgt.core.arithmetic.GENERAL_SUM_WORK_LIMIT``), made from the exact count
of subgames (``subgames``) only when a bound every form keeps (``_size``,
the subgames counted as in a tree) is past the limit.
"""

from __future__ import annotations

import time

import naive
import pytest
from hypothesis import given, settings
from strategies import any_games, trees

import cgt
from cgt.core import arithmetic
from cgt.core.arithmetic import GENERAL_SUM_WORK_LIMIT, subgames


def chain(depth: int, top: str = "{0|") -> cgt.Game:
    """``{0|{0|...{0|-1}}}`` (``{|v,vv}`` is -1), or with another Left option."""
    return cgt.parse(top * depth + "{|v,vv}" + "}" * depth)


def test_two_deep_general_games_are_refused_at_once():
    """400 levels each: 402 × 402 pairs × 401 levels, past 2**25 (the sum
    took 71 s of pure Python before)."""
    g, h = chain(400), chain(400, "{2|")
    start = time.process_time()
    with pytest.raises(cgt.CGTError, match=r"adding a game 401 levels deep to one 401 levels "
                                           r"deep .*GENERAL_SUM_WORK_LIMIT"):
        g + h
    with pytest.raises(cgt.CGTError, match="GENERAL_SUM_WORK_LIMIT"):
        g - h
    assert time.process_time() - start < 0.5


def test_under_the_limit_the_same_kind_of_sum_is_made():
    """30 levels each (about 30,000 units): computed, and Conway's sum of the
    same forms (tests/naive.py) agrees on 4 levels."""
    g, h = chain(30), chain(30, "{2|")
    assert subgames(g.form, 10**6) == 32 and subgames(h.form, 10**6) == 32
    total = g + h
    assert total - h == g
    small, other = chain(4), chain(4, "{2|")
    assert naive.structure(small + other) == naive.add(naive.to_naive(small), naive.to_naive(other))


def test_a_known_sum_and_a_game_minus_itself_are_not_refused(monkeypatch):
    g, h = chain(40), chain(40, "{2|")
    total = g + h
    monkeypatch.setattr(arithmetic, "GENERAL_SUM_WORK_LIMIT", 10)
    assert g + h is total  # from the memo of sums
    assert g - g == cgt.zero
    assert g + cgt.parse("^100") == cgt.parse("^100") + g  # compact: its own estimates


def test_the_subgames_a_sum_lists():
    """Compact values are one subgame (their options are not walked); the
    walk stops past the bound it is given."""
    assert subgames(cgt.parse("{1|^5}").form, 100) == 3
    assert subgames(chain(50).form, 10**6) == 52  # 51 levels, 0 and -1
    assert subgames(chain(50).form, 10) == 11


@settings(max_examples=100, deadline=None)
@given(any_games())
def test_the_size_a_form_keeps_bounds_its_subgames(g):
    """The filter before the walk is sound: ``_size`` is never below the
    count of subgames (shared ones are counted once in the walk, as often as
    met in the size)."""
    assert subgames(g.form, 10**9) <= g.form._size


@settings(max_examples=40, deadline=None)
@given(trees(depth=3), trees(depth=3))
def test_with_a_low_limit_a_sum_is_made_or_refused_never_wrong(a, b):
    """Whatever the limit, a sum is refused with the limit named, or right."""
    from strategies import cgt_of, naive_of

    g, h = cgt_of(a), cgt_of(b)
    old = arithmetic.GENERAL_SUM_WORK_LIMIT
    arithmetic.GENERAL_SUM_WORK_LIMIT = 20
    try:
        total = g + h
    except cgt.CGTError as error:
        assert "GENERAL_SUM_WORK_LIMIT" in str(error)
        return
    finally:
        arithmetic.GENERAL_SUM_WORK_LIMIT = old
    assert naive.structure(total) == naive.add(naive_of(a), naive_of(b))


def test_the_limit_leaves_room_for_the_benchmark_sums():
    """bench_core's row ``±1 ± 2 ... ± 14`` adds ``±14`` to the sum of the
    others: far below the limit (the largest estimate met in the tests, the
    docs and bench_core was under 2**18 units)."""
    total = cgt.zero
    for i in range(1, 14):
        total = total + cgt.switch(i)
    last = cgt.switch(14)
    units = (subgames(total.form, 10**9) * subgames(last.form, 10**9)
             * min(total.form.depth, last.form.depth))
    assert units < GENERAL_SUM_WORK_LIMIT // 1000


def test_the_solvers_sums_are_not_refused(monkeypatch):
    """Only a user's sums are estimated (``Game``'s ``+`` and ``-``, notation):
    a solver adds its components with ``sum_games``, and a solve is not
    refused halfway through."""
    g, h = chain(37), chain(37, "{3|")
    cgt.clear_caches()  # (a sum in the memo of sums is never refused)
    monkeypatch.setattr(arithmetic, "GENERAL_SUM_WORK_LIMIT", 10)
    with pytest.raises(cgt.CGTError, match="GENERAL_SUM_WORK_LIMIT"):
        _ = g + h
    total = arithmetic.sum_games(g.form, h.form)
    monkeypatch.setattr(arithmetic, "GENERAL_SUM_WORK_LIMIT", 2**25)
    assert (g + h).form is total


def test_a_large_sum_runs_with_the_collector_paused():
    """From ``PAUSE_COLLECTOR_PAIRS`` pairs of subgames a user's sum pauses
    the cyclic collector (its passes over the store's forms find no
    garbage), and the collector runs again after; the same sum made by the
    core's ``sum_games`` alone runs with it."""
    import gc

    from cgt.core.arithmetic import sum_games

    collections = []

    def count(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    g, h = chain(300), chain(30, "{2|")
    assert g.form._size * h.form._size >= arithmetic.PAUSE_COLLECTOR_PAIRS
    threshold = gc.get_threshold()
    gc.callbacks.append(count)
    gc.set_threshold(1)  # a collection at nearly every allocation, when enabled
    try:
        g + h
        paused = len(collections)
        cgt.clear_caches()
        sum_games(g.form, h.form)
        running = len(collections) - paused
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(count)
    assert paused < 20 < 1000 < running, (paused, running)
    assert gc.isenabled()

"""The games born by day n as a lattice: joins and meets (issue 33).

Sources of the expected values, each independent of the join and meet
formula of :mod:`cgt.theory.born`:

- the counts 1, 4, 22, 1474 of games born by days 0 to 3 (Winning Ways;
  Siegel, *Combinatorial Game Theory*, III.1; issue 33 quotes CGSuite's
  22 and 1474);
- the least upper bound and greatest lower bound found by brute force
  over the games born by that day, with the library's order;
- joins and meets derived by hand below (the derivation in each test);
- Fraser, Hirshberg and Wolfe, "The structure of the distributive lattice
  of games born by day n", INTEGERS 5(2) (2005) #A06: the lattice of day
  ``n`` has exactly ``2·|day n-1|`` join-irreducible elements, and every
  maximal chain has ``1 + 2·|day n-1|`` elements;
- Calistrate, Paulhus and Wolfe (2002): the lattice is distributive;
- CGSuite's ``CanonicalShortGame.cgs`` (``Companion``): "The mapping
  G -> G.Companion defines the unique lattice automorphism of games born
  by day n >= 1" (Siegel, *CGT*, III.2), so it keeps joins and meets.
"""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core.arithmetic import negate
from cgt.core.order import less_equal
from cgt.theory.born import born_by, join, meet
from cgt.theory.companion import companion


def test_the_counts_of_games_born_by_day_2_and_3():
    assert len(cgt.born_by_day(2)) == 22
    assert len(cgt.born_by_day(3)) == 1474


@pytest.mark.parametrize("g, h, day, joined, met", [
    # Day 1 is -1 < 0, * < 1 with 0 and * incomparable: 0 v * = 1, 0 ^ * = -1.
    ("0", "*", 1, "1", "-1"),
    # Day 2: the Left options not >= 0 or not >= * among day 1 are -1, 0, *;
    # the Right options not <= 0 and not <= * are 1 alone: {0,*|1} = 1/2
    # (* reverses through 0, as {0,*|1} >= 0). The meet is its negative.
    ("0", "*", 2, "1/2", "-1/2"),
    # Not >= ^ or not >= *: -1, 0, *; not <= ^ and not <= *: 1; again 1/2.
    # Not >= ^ and not >= *: -1, 0; not <= ^ or not <= *: 0, 1, *; so the
    # meet is {0|0,*} = v*.
    ("^", "*", 2, "1/2", "v*"),
    # Comparable games: the larger and the smaller.
    ("v", "^", 2, "^", "v"),
    ("-2", "2", 2, "2", "-2"),
])
def test_joins_and_meets_derived_by_hand(g, h, day, joined, met):
    assert cgt.lattice_join(g, h, day) == cgt.parse(joined)
    assert cgt.lattice_meet(g, h, day) == cgt.parse(met)
    assert cgt.lattice_join(h, g, day) == cgt.parse(joined)


def _least_upper_bound(g, h, games):
    bounds = [x for x in games if less_equal(g, x) and less_equal(h, x)]
    least = [x for x in bounds if all(less_equal(x, y) for y in bounds)]
    assert len(least) == 1  # a lattice: one least upper bound
    return least[0]


def _greatest_lower_bound(g, h, games):
    bounds = [x for x in games if less_equal(x, g) and less_equal(x, h)]
    greatest = [x for x in bounds if all(less_equal(y, x) for y in bounds)]
    assert len(greatest) == 1
    return greatest[0]


@pytest.mark.parametrize("day", [0, 1, 2])
def test_every_join_and_meet_is_the_bound_found_by_search(day):
    games = born_by(day)
    for g, h in itertools.product(games, repeat=2):
        assert join(g, h, day) is _least_upper_bound(g, h, games)
        assert meet(g, h, day) is _greatest_lower_bound(g, h, games)


DAY3 = born_by(3)
day3 = st.sampled_from(DAY3)


@settings(max_examples=8, deadline=None)
@given(day3, day3)
def test_day_3_joins_and_meets_are_the_bounds_found_by_search(g, h):
    assert join(g, h, 3) is _least_upper_bound(g, h, DAY3)
    assert meet(g, h, 3) is _greatest_lower_bound(g, h, DAY3)


def test_day_2_has_8_join_irreducibles_and_maximal_chains_of_9():
    """Fraser, Hirshberg and Wolfe: 2·4 join-irreducibles, chains of 1 + 2·4."""
    games = born_by(2)
    bottom = cgt.parse("-2").form
    irreducible = [x for x in games if x is not bottom and not any(
        join(a, b, 2) is x for a, b in itertools.combinations(games, 2)
        if a is not x and b is not x)]
    assert len(irreducible) == 8
    # A maximal chain: from the bottom, each step to a cover (nothing between).
    covers = {x: [y for y in games if y is not x and less_equal(x, y) and not any(
        z is not x and z is not y and less_equal(x, z) and less_equal(z, y) for z in games)]
        for x in games}
    lengths = set()
    stack = [(bottom, 1)]
    while stack:
        x, length = stack.pop()
        if not covers[x]:
            lengths.add(length)
        stack.extend((y, length + 1) for y in covers[x])
    assert lengths == {9}


def test_the_lattice_of_day_2_is_distributive_and_the_companion_an_automorphism():
    games = born_by(2)
    for g, h, k in itertools.product(games, repeat=3):
        assert meet(g, join(h, k, 2), 2) is join(meet(g, h, 2), meet(g, k, 2), 2)
    for g, h in itertools.product(games, repeat=2):
        assert companion(join(g, h, 2)) is join(companion(g), companion(h), 2)
        assert companion(meet(g, h, 2)) is meet(companion(g), companion(h), 2)


@settings(max_examples=25, deadline=None)
@given(day3, day3, day3)
def test_lattice_laws_on_day_3(g, h, k):
    assert join(g, h, 3) is join(h, g, 3)
    assert join(g, join(h, k, 3), 3) is join(join(g, h, 3), k, 3)
    assert meet(g, meet(h, k, 3), 3) is meet(meet(g, h, 3), k, 3)
    assert join(g, meet(g, h, 3), 3) is g is meet(g, join(g, h, 3), 3)  # absorption
    assert meet(g, join(h, k, 3), 3) is join(meet(g, h, 3), meet(g, k, 3), 3)
    assert negate(join(g, h, 3)) is meet(negate(g), negate(h), 3)


def test_a_game_born_later_and_a_day_out_of_range_are_refused():
    with pytest.raises(cgt.CGTError, match="born on day 2"):
        cgt.lattice_join("^", "0", 1)
    with pytest.raises(cgt.CGTError, match="day 5"):
        cgt.lattice_meet("0", "0", 5)


@pytest.mark.parametrize(("args", "words"), [
    (("^", 0, 1), "^ is born on day 2, after day 1"),
    ((0, "*", 2.5), "a day must be an integer, not 2.5"),
    ((0, 0, "2"), "a day must be an integer, not '2'"),
    ((0, 0, True), "a day must be an integer, not True"),
    ((0, 0, 9), "days 0 to 4 are"),
])
def test_a_game_or_a_day_outside_the_lattices_is_named(args, words):
    for operation in (cgt.lattice_join, cgt.lattice_meet):
        with pytest.raises(cgt.CGTError, match=re.escape(words)):
            operation(*args)

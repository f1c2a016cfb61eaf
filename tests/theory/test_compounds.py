"""Compounds, the Conway product, powers, subordination, companions,
parity and the games born by day n (issue 33).

Expected values are CGSuite's, quoted from github.com/aaron-siegel/cgsuite:
``lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala``
(compounds), ``GameTest.scala`` (ConwayProduct, Pow, PowTo, Subordinate)
and ``CanonicalShortGameTestCase.scala`` (Companion, Freeze, IsEven,
IsOdd, IsEvenTempered, IsOddTempered, StopCount). Each compound is also
checked against brute-force play on random games: who wins moving first,
read off the rules of the compound, with no canonical form built.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings

import cgt
from tests.strategies import games

# -- CGSuite's compound cases -------------------------------------------------------------------

# (G, H, ConjunctiveSum, ConwayProduct) from CompoundGameTestCase.scala (the
# cases on canonical forms; its '{*|*}' and *[[[2]],[2],0] are forms that
# are not canonical, which a Game cannot hold).
COMPOUNDS = [
    ("1/2", "1/4", "1/2", "1/8"),
    ("*5", "*6", "*5", "*8"),
    ("+-1", "^^", "{0|-1}", "+-^^"),
    ("{1|0}", "0", "0", "0"),
]


@pytest.mark.parametrize("g, h, conjunctive, product", COMPOUNDS)
def test_cgsuite_compound_cases(g, h, conjunctive, product):
    g, h = cgt.parse(g), cgt.parse(h)
    assert g.conjunctive(h) == cgt.parse(conjunctive)
    assert g.conway_product(h) == cgt.parse(product)


def test_selective_sum_of_numbers_as_cgsuite():
    """CompoundGameTestCase.scala: 1/2 SelectiveSum 1/4 = 3/4, {1|0} with 0 = {1|0}."""
    assert cgt.parse("1/2").selective("1/4") == cgt.parse("3/4")
    assert cgt.parse("{1|0}").selective(0) == cgt.parse("{1|0}")


def test_selective_sum_of_nim_heaps_is_their_ordinary_sum():
    """Winning Ways, ch. 9 (selective compounds of Nim heaps): ``*a ∨ *b =
    *(a + b)``, a move takes from either heap or both. CGSuite's
    SelectiveSum gives *8 for *5 and *6: its options are disjunctive and
    conjunctive sums (CompoundGame.scala), not selective ones."""
    for a in range(5):
        for b in range(5):
            assert cgt.nimber(a).selective(cgt.nimber(b)) == cgt.nimber(a + b)


@pytest.mark.parametrize("g, h, product", [
    # GameTest.scala, "game.CanonicalShortGame >=2-ary methods"
    ("*4", "*4", "*6"), ("*19", "*23", "*86"), ("15", "^^*2", "^30*2"),
    ("{3|1}", "^^", "{^6|^^}"), ("^^", "^^", "{0||0,*|0,{0,*|0,*2}}"),
])
def test_cgsuite_conway_products(g, h, product):
    assert cgt.parse(g).conway_product(h) == cgt.parse(product)


# -- brute-force play ---------------------------------------------------------------------------


def _wins(rule, g, h, left: bool) -> bool:
    """Whether the player to move (Left when ``left``) wins ``g ⊙ h`` under
    normal play, the moves read off ``rule`` and the options of ``g`` and
    ``h`` (Games), no compound built."""

    @cache
    def wins(a: cgt.Game, b: cgt.Game, mover_left: bool) -> bool:
        return any(not wins(x, y, not mover_left) for x, y in rule(a, b, mover_left))

    return wins(g, h, left)


def _options(g: cgt.Game, left: bool):
    return g.left if left else g.right


def _conjunctive(a, b, left):
    return [(x, y) for x in _options(a, left) for y in _options(b, left)]


def _selective(a, b, left):
    xs, ys = _options(a, left), _options(b, left)
    return [*((x, b) for x in xs), *((a, y) for y in ys), *((x, y) for x in xs for y in ys)]


def _continued(a, b, left):
    xs, ys = _options(a, left), _options(b, left)
    if not xs and not ys:
        return []
    return [(x, y) for x in (xs or (a,)) for y in (ys or (b,))]


def _sequential(a, b, left):
    xs = _options(a, left)
    return [(x, b) for x in xs] if xs else [(a, y) for y in _options(b, left)]


@pytest.mark.parametrize("rule, method", [
    (_conjunctive, "conjunctive"), (_selective, "selective"),
    (_continued, "continued_conjunctive_sum"), (_sequential, "sequential_sum"),
])
@settings(max_examples=40, deadline=None)
@given(g=games(depth=3, max_options=2), h=games(depth=3, max_options=2))
def test_compounds_against_brute_force_play(rule, method, g, h):
    value = getattr(g, method)(h)
    left_wins = _wins(rule, g, h, True)
    right_wins = _wins(rule, g, h, False)
    assert value.outcome == cgt.Outcome.from_signs(left_wins, right_wins)


@settings(max_examples=40, deadline=None)
@given(g=games(depth=2, max_options=2), h=games(depth=2, max_options=2))
def test_conway_product_laws(g, h):
    """Conway product commutes, has 1 for unit and 0 for zero, and
    negation passes through it (ONAG, ch. 1)."""
    assert g.conway_product(h) == h.conway_product(g)
    assert g.conway_product(1) == g
    assert g.conway_product(0) == cgt.zero
    assert (-g).conway_product(h) == -(g.conway_product(h))


# -- powers and subordination -------------------------------------------------------------------


@pytest.mark.parametrize("method, g, x, expected", [
    # GameTest.scala
    ("power", "^", "7/4", "{0||0,v*|0,{0,v*|0,*}}"),
    ("power", "^", "3", "^<3>"),
    ("power", "{0||0|-2}", "3", "{0||0|-2,{0|-2,{0|-2}}}"),
    ("power", "{0||0|-2}", "7/4", "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"),
    ("pow_to", "^", "7/4", "{^|*,^[2]||*,^[2]}"),
    ("pow_to", "^", "3", "^[3]"),
    ("pow_to", "{0||0|-2}", "3", "{Tiny(2)||0|-2|||0|-2}"),
    ("pow_to", "{0||0|-2}", "7/4", "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}"),
    ("pow_to", "+-1", "3", "{1,{1,+-1|-1}|-1}"),
    ("subordinate", "1/8", "1", "-3"),
    ("subordinate", "^[5]+*", "*", "5"),
    ("subordinate", "+-1", "0", "+-1"),
    ("subordinate", "+-1", "+-1", "0"),
    ("subordinate", "-13/16", "-1", "3/8"),
])
def test_cgsuite_powers_and_subordinates(method, g, x, expected):
    assert getattr(cgt.parse(g), method)(cgt.parse(x)) == cgt.parse(expected)


def test_bad_bases_and_exponents_are_clear_errors():
    """GameTest.scala: ``*.Subordinate(1)`` and ``(+-1).Pow(3)`` are errors."""
    with pytest.raises(cgt.CGTError, match="cannot be subordinated"):
        cgt.star.subordinate(1)
    with pytest.raises(cgt.CGTError, match=r"of the form \{0\|H\}"):
        cgt.parse("+-1").power(3)
    with pytest.raises(cgt.CGTError, match="number"):
        cgt.UP.pow_to(cgt.star)


@settings(max_examples=60, deadline=None)
@given(base=games(depth=3, max_options=2), x=games(depth=3, max_options=2))
def test_subordinate_inverts_the_ordinal_sum(base, x):
    """``(B : X).subordinate(B) == X`` (CGSuite's Subordinate is the inverse
    of the ordinal sum; checked also on all 484 pairs of games born by day 2
    and 3,000 random pairs born by day 3 while writing this test)."""
    assert base.ordinal_sum(x).subordinate(base) == x


def test_subordinate_inverts_every_ordinal_sum_of_day_two():
    day2 = cgt.born_by_day(2)
    for base in day2:
        for x in day2:
            assert base.ordinal_sum(x).subordinate(base) == x


# -- companions, parity, stop counts ------------------------------------------------------------

# (G, Companion, Freeze, IsEven, IsOdd, IsEvenTempered, IsOddTempered,
# StopCount) from CanonicalShortGameTestCase.scala
SHORT_CASES = [
    ("0", "*", "0", True, False, True, False, 1),
    ("5", "5", "5", False, True, True, False, 1),
    ("-1823437481924", "-1823437481924", "-1823437481924", True, False, True, False, 1),
    ("-1/2", "-1/2", "-1/2", False, False, True, False, 1),
    ("25/16", "25/16", "25/16", False, False, True, False, 1),
    ("*8", "*8", "*8", False, False, False, False, 4374),
    ("9/8+*", "9/8*", "9/8*", False, False, False, True, 2),
    ("^", "^*", "^", False, False, False, False, 3),
    ("v*", "v", "v*", False, False, False, False, 4),
    ("6+^*", "6^*", "6^*", False, False, False, False, 4),
    ("^*6", "^*6", "^*6", False, False, False, False, 1459),
    ("73/16+v9*8", "73/16v9*8", "73/16v9*8", False, False, False, False, 13131),
    ("{0|*||*|||*||||*}", "^[4]*", "^[4]", False, False, False, False, 9),
    ("{0||0|v*}", "{0|^<2>*}", "{0|^<2>}", False, False, False, False, 6),
    ("{0||0|vvv}", "{0,*||*|v3*}", "{0||0|v3}", False, False, False, False, 7),
    ("{^^^|vv}", "{^3*|vv*}", "{^3|vv}", False, False, False, False, 10),
    ("{0||0|-3/2}", "{0,*||*|-3/2}", "Tiny(3/2)", False, False, False, False, 3),
    ("{0|||0||-1|-3}", "{0,*|||*||-1|-3}", "Tiny({3|1})", False, False, False, False, 4),
    ("{5||3|1|||0||||0}", "{5||3|1|||*||||0,*}", "Miny({5||3|1})", False, False, False, False,
     5),
    ("{1|^^||^}", "{1|^^*||^*}", "{1|^^||^}", False, False, False, False, 9),
    ("{1|^^^||^}", "{1|^3*||^*}", "{1|^3||^}", False, False, False, False, 9),
    ("{3||2+*|1+*}", "{3||2*|1*}", "9/4*", False, False, False, True, 5),
    ("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}",
     "-5/16*", False, False, False, False, 11),
]


@pytest.mark.parametrize("text, companion, freeze, even, odd, even_t, odd_t, stops",
                         SHORT_CASES)
def test_cgsuite_short_game_cases(text, companion, freeze, even, odd, even_t, odd_t, stops):
    g = cgt.parse(text)
    assert g.companion() == cgt.parse(companion)
    assert g.freeze() == cgt.parse(freeze)
    assert (g.is_even, g.is_odd, g.is_even_tempered, g.is_odd_tempered) == (
        even, odd, even_t, odd_t)
    assert g.stop_count() == stops


# -- born by day n ------------------------------------------------------------------------------


def test_games_born_by_day():
    """1, 4, 22 and 1474 games by days 0-3 (Winning Ways, ch. 4; Siegel,
    *CGT*, III.1), each once, each born by that day."""
    assert [len(cgt.born_by_day(day)) for day in range(4)] == [1, 4, 22, 1474]
    day3 = cgt.born_by_day(3)
    assert len(set(day3)) == 1474
    assert max(g.birthday for g in day3) == 3
    assert set(cgt.born_by_day(2)) == {g for g in day3 if g.birthday <= 2}


def test_days_past_three_are_refused_in_one_line():
    with pytest.raises(cgt.CGTError, match="days 0 to 3"):
        cgt.born_by_day(4)

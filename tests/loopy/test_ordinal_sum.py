"""The ordinal sum ``G : H`` of stoppers (issue 33; CGSuite's ``OrdinalSum``,
``G : H``, whose graph is built by ``Bigraph.ordinalSum`` in
aaron-siegel/cgsuite, ``lib/core/src/main/scala/org/cgsuite/core/Bigraph.java``).

Values derived by hand from the definition, ``G : H = {G^L, G : H^L |
G^R, G : H^R}`` (Conway, *ONAG*, chapter 15), each step written out:

- ``1 : over = {0, 1 : 0 | 1 : over} = {0, 1 | pass}``; 0 is dominated by
  1, so it is ``{1 | pass}``, which is ``1over`` (CGSuite's name for
  ``{x | pass}``: ``CanonicalStopperTestCase.scala``, ``{pass|3/2}`` prints
  ``3/2under``).
- ``{1|0} : on = {1, {1|0} : on | 0} = {1, pass | 0}``.
- ``over : 1 = {0, over : 0 | over} = {0, over | over}``: the Left option
  ``over`` reverses through its Right option ``over <= over : 1``, and is
  replaced by ``over``'s Left option 0: ``{0 | over}``, which is ``over``.

Laws on random stoppers: ``G : 0 = G``, ``0 : H = H``, ``-(G : H) = -G : -H``
(CGSuite's ``GameTest.scala``, "-OrdinalSum": ``-(1 : '{1|0}')`` prints
``-1 : '{0|-1}'``), and on short games the ordinal sum of the short-game
algebra (``cgt.Game.ordinal_sum``), computed apart.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from strategies import games
from test_stopper_laws import stoppers

import cgt
from cgt.core.form import zero
from cgt.loopy.ordinal_sum import ordinal_sum
from cgt.loopy.stopper import stopper_neg
from cgt.notation.loopy import parse_loopy


@pytest.mark.parametrize("text, expected", [
    ("1 : over", "1over"),
    ("{1|0} : on", "{1,pass|0}"),
    ("over : 1", "over"),
    ("1 : over + 1", "2over"),  # ':' binds tighter than '+', as in CGSuite's grammar
])
def test_ordinal_sums_derived_by_hand(text, expected):
    assert str(cgt.parse(text)) == expected


def test_the_public_method_and_function():
    over = cgt.parse("over")
    assert over.ordinal_sum(1) == over
    assert cgt.parse("{1|0}").ordinal_sum is not None  # short games keep theirs
    from cgt.values.stopper import ordinal_sum as public_ordinal_sum

    assert str(public_ordinal_sum(1, over)) == "1over"


def test_a_sided_value_is_refused():
    with pytest.raises(cgt.CGTError, match="stoppers"):
        cgt.parse("dud : 1")


QUICK = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@QUICK
@given(stoppers())
def test_zero_is_a_unit_on_both_sides(g):
    assert ordinal_sum(g, zero) is g
    assert ordinal_sum(zero, g) is g


@QUICK
@given(stoppers(0), stoppers(0))
def test_negation_distributes(g, h):
    assert stopper_neg(ordinal_sum(g, h)) is ordinal_sum(stopper_neg(g), stopper_neg(h))


@QUICK
@given(games(depth=2), games(depth=2))
def test_short_games_have_the_short_ordinal_sum(g, h):
    assert ordinal_sum(g._form, h._form) is g.ordinal_sum(h)._form


def test_cgsuite_negated_ordinal_sum():
    # GameTest.scala "-OrdinalSum": -(1 : '{1|0}') is -1 : '{0|-1}'.
    assert -cgt.parse("1").ordinal_sum("{1|0}") == cgt.parse("-1").ordinal_sum("{0|-1}")
    assert parse_loopy("-1 : {0|-1}") is cgt.parse("-1").ordinal_sum("{0|-1}")._form

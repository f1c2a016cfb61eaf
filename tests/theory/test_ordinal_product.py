"""The ordinal product ``G ⊗ H`` (issue 33; CGSuite's ``OrdinalProduct``,
defined in aaron-siegel/cgsuite ``lib/core/src/main/scala/org/cgsuite/core/CompoundGame.scala``).

The rows are CGSuite's ``lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala``
(its inputs in canonical form: ``'{*|*}'`` is 0 there, whose product with 3
is 0, and ``*[[[2]],[2],0]`` is ``*2``). The laws follow from the
definition: with ``H = 0`` there is no option; with ``H = 1 = {0|}`` the
options are ``(G ⊗ 0) : G^L = 0 : G^L = G^L`` and ``0 : G^R``, so ``G ⊗ 1 = G``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from strategies import games

import cgt

#: CompoundGameTestCase.scala: (g, h) and the printed g OrdinalProduct h.
ROWS = {("1/2", "1/4"): "11/32", ("*5", "*6"): "*30", ("+-1", "^^"): "+-1",
        ("{1|0}", "0"): "0", ("0", "3"): "0", ("*2", "*5"): "*10"}


@pytest.mark.parametrize("operands, expected", sorted(ROWS.items()))
def test_cgsuite_compound_game_rows(operands, expected):
    g, h = operands
    assert cgt.parse(g).ordinal_product(h) == cgt.parse(expected)


@settings(max_examples=60, deadline=None)
@given(games(depth=2))
def test_one_is_a_right_unit_and_zero_absorbs(g):
    assert g.ordinal_product(1) == g
    assert g.ordinal_product(0) == 0

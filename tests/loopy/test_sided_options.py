"""Sided values as options (issue 33): ``{2&-2|1&-2}``.

The onside of a game is the onside of the game with each sided option's
onside in its place (a player copies the opponent's moves until play
leaves for the option, whose sides are equal there), and the offside
likewise. Checked against CGSuite (``lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala``,
"explicit specifier of sided values"), and against the value of the whole
graph when the option is written as a game graph instead: the graphs of
``1 & 0`` and ``^ & v*`` are CGSuite's (``SidedValueTestCase.scala``:
``a{{|a}|}`` is ``1 & 0``, ``{0|{dud|},*}`` is ``^ & v*``), and
``{pass|pass}`` is ``dud = on & off``.
"""

from __future__ import annotations

import pytest

import cgt

#: A sided value written as a graph, and as onside & offside.
SIDED = [("a{{|a}|}", "1&0"), ("{0|{dud|},*}", "^&v*"), ("{pass|pass}", "on&off")]
CONTEXTS = ["{X|}", "{0|X}", "{X|X}", "{X,1|-1}", "b{X|b}", "{X||0|-1}"]


def test_cgsuite_explicit_sided_options():
    assert str(cgt.parse("{2&-2|1&-2}")) == "{2|1} & -2*"


@pytest.mark.parametrize("graph, text", SIDED)
@pytest.mark.parametrize("context", CONTEXTS)
def test_a_sided_option_is_its_game_graph(graph, text, context):
    assert cgt.parse(context.replace("X", text)) == cgt.parse(context.replace("X", graph))


def test_sides_derived_by_hand():
    # {1&0|}: onside {1|} = 2, offside {0|} = 1; {0|1&0}: {0|1} = 1/2 and {0|0} = *.
    assert str(cgt.parse("{1&0|}")) == "2 & 1"
    assert str(cgt.parse("{0|1&0}")) == "1/2 & *"


def test_an_offside_above_its_onside_is_refused_inside_braces():
    with pytest.raises(cgt.CGTError, match="offside"):
        cgt.parse("{0&1|}")

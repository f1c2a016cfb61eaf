"""Elephants and Rhinos: CGSuite's value, and every value against a game
tree built straight from the rules (no cut of the strip).

CGSuite: aaron-siegel/cgsuite e909ab8,
lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala,
``game.strip.ElephantsAndRhinos("tttt..fff").CanonicalForm`` is 1.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.elephants_and_rhinos import ElephantsAndRhinos
from cgt.games.registry import get


@cache
def by_the_rules(strip: str) -> cgt.Game:
    """Left: ``t.`` becomes ``.t``; Right: ``.f`` becomes ``f.``; nothing else."""
    def steps(before: str, after: str) -> list[cgt.Game]:
        return [by_the_rules(strip[:i] + after + strip[i + 2:])
                for i in range(len(strip) - 1) if strip[i:i + 2] == before]
    return cgt.game(steps("t.", ".t"), steps(".f", "f."))


def test_cgsuite_value():
    assert ElephantsAndRhinos("tttt..fff").value == cgt.parse("1")


@pytest.mark.parametrize(("strip", "value"), [
    ("t.f", "*"),      # whoever steps first blocks the other: {0|0}
    ("t..", "2"),      # an elephant with two cells ahead: two moves for Left
    ("..f", "-2"),
    ("ft", "0"),       # neither can move
    ("t.ft.f", "0"),   # two copies of t.f: * + * = 0
])
def test_values_worked_by_hand(strip, value):
    assert ElephantsAndRhinos(strip).value == cgt.parse(value)


@settings(max_examples=80, deadline=None)
@given(st.text("tf.", min_size=1, max_size=9))
def test_values_agree_with_the_rules(strip):
    assert ElephantsAndRhinos(strip).value == by_the_rules(strip)


def test_the_command_line_ruleset():
    assert get("elephants-and-rhinos").position([]).value == cgt.parse("1")

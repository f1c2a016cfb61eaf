"""``cgt report`` prints the loopy value of partizan positions (issue 33,
item 6), within a measured limit (``cgt.display.facts``).

Expected values are CGSuite's, from
``lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala`` of
github.com/aaron-siegel/cgsuite ("FoxAndGeese.ValuesTable" and "define
FoxAndGeese properly"), and the win/loss/draw solver's for old-rules
Alquerkonane (``tests/games/test_alquerkonane_old.py``).
"""

from __future__ import annotations

import json

import pytest

from cgt.cli.main import main
from cgt.display import facts as facts_module

# GameGridTest.scala, FoxAndGeese.ValuesTable, geese at CGSuite's (3,1),
# (3,3), (3,5), (3,7): the fox at (2,2) is 2over, at (1,1) {6|2over}.
FOX_2_2 = "......../.F....../G.G.G.G."
FOX_1_1 = "F......./......../G.G.G.G."


def _report(capsys, *words: str) -> dict:
    assert main(["report", "--json", *words]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("diagram, expected", [(FOX_2_2, "2over"), (FOX_1_1, "{6|2over}")])
def test_a_fox_and_geese_report_prints_cgsuites_value(capsys, diagram, expected):
    """856 positions, past the old limit of 40: the value is printed."""
    facts = _report(capsys, "fox-and-geese", diagram)
    assert facts["value"] == expected
    assert "value_note" not in facts


def test_the_plain_report_shows_the_value(capsys):
    assert main(["report", "--plain", "fox-and-geese", FOX_2_2]) == 0
    assert "Value: 2over" in capsys.readouterr().out


def test_old_rules_alquerkonane_reports_its_sided_value(capsys):
    """70 positions full of cycles, once refused: ``on & {on|0}``."""
    facts = _report(capsys, "alquerkonane", "3x3", "--rows", "2", "--old-rules")
    assert facts["value"] == "on & {on|0}"
    assert facts["right_result"]["outcome"] == "draw"


def test_past_the_limit_the_report_gives_the_results_and_says_why(capsys, monkeypatch):
    monkeypatch.setattr(facts_module, "REPORTED_VALUE_POSITIONS", 100)
    facts = _report(capsys, "fox-and-geese", FOX_2_2)
    assert "value" not in facts and "position.value" in facts["value_note"]
    assert "100" in facts["value_note"]
    assert facts["left_result"]["outcome"] == "win"


@pytest.mark.slow
def test_the_four_row_fox_and_geese_board_is_past_the_budget(capsys):
    """GameGridTest.scala: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) is
    {4*|7/2} (tests/loopy/test_condensation.py), 7,258 positions whose
    valuation explores 4.7 million states: past the report's budget, the
    report says so and still gives the results."""
    facts = _report(capsys, "fox-and-geese", "F......./......../......../.G.G.G.G")
    assert "value" not in facts and "budget of 1,000,000 states" in facts["value_note"]
    assert "left_result" in facts and "right_result" in facts


def test_past_the_work_budget_the_report_gives_the_results_and_says_why(capsys, monkeypatch):
    """Backsliding Toads and Frogs ttt..fff has only 560 positions but takes
    1.7 million states of comparison: the budget, not the count, refuses it
    (here a small budget on a small strip, for speed)."""
    monkeypatch.setattr(facts_module, "REPORTED_VALUE_STATES", 1_000)
    facts = _report(capsys, "alquerkonane", "3x3", "--rows", "2", "--old-rules")
    assert "value" not in facts and "budget of 1,000 states" in facts["value_note"]
    assert "position.value" in facts["value_note"]

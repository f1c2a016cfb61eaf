"""``--max-positions`` is estimated and enforced for every ruleset by one
mechanism (issue 38, item 3): a ruleset's ``estimated_positions()`` hook, or
else Knuth's random-descent estimate (:func:`cgt.positions.reporting.probed_positions`).
Before, only Chomp was checked: ``cgt report domineering 7x7
--max-positions 10`` just started solving."""

from __future__ import annotations

import time

import pytest

from cgt.cli.main import main
from cgt.games.registry import RULESETS, get
from cgt.positions.kind import position_kind
from cgt.positions.reporting import estimated_positions, probed_positions

#: Rulesets whose example is loopy: retrograde analysis, not the short-game solver.
SHORT = [name for name in RULESETS
         if not position_kind(get(name).position([])).startswith("loopy")]


@pytest.mark.parametrize("name", SHORT)
def test_every_short_ruleset_has_an_estimate(name):
    assert estimated_positions(get(name).position([])) is not None


@pytest.mark.parametrize(("name", "words"), [
    ("domineering", ["7x7"]), ("clobber", ["xoxox|oxoxo|xoxox"]),
    ("toads-and-frogs", ["ttt...fff"]), ("amazons", []), ("konane", []),
    ("alquerkonane", ["3x3"]),
])
def test_report_refuses_in_one_line_before_solving(name, words, capsys):
    start = time.perf_counter()
    assert main(["report", name, *words, "--max-positions", "1"]) == 2
    err = capsys.readouterr().err
    assert time.perf_counter() - start < 30
    assert len(err.strip().splitlines()) == 1 and "--max-positions" in err


def test_the_issue_example_refuses():
    """The issue's example: Domineering 7x7 is far too big (about 1e13 by the
    estimate; the game tree of 7x7 Domineering is astronomically larger)."""
    assert probed_positions(get("domineering").position(["7x7"])) > 1e10


def test_small_positions_pass(capsys):
    assert main(["report", "--json", "domineering", "2x3", "--max-positions", "1000"]) == 0

"""Every kind of value renders in every tool (issue 38, item 1).

Kinds: short games, stoppers, and sided values of each loopy outcome class
(``dud`` is D; ``on & *`` NHat, and * & off NCheck; ``on & 0`` PHat,
and its negative PCheck: CGSuite's outcome classes of sided values,
``SidedValueTestCase.scala``). Tools: ``cgt value`` (plain, rich, JSON),
``cgt tree`` (plain and SVG), ``cgt dot``, the notebook reprs (HTML,
LaTeX), rich, and the REPL echo. Before the fix ``cgt value dud`` ended in
``KeyError: 'D'``, ``cgt value "on & *"`` in ``KeyError: 'NHat'`` and
``cgt tree over`` in "a short game is needed here".
"""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

import cgt
from cgt.cli.main import main
from cgt.cli.repl import show
from cgt.core.outcome import LoopyOutcome, Outcome
from cgt.display.dot import FILLS
from cgt.notation.colours import (
    OUTCOME_COLOURS,
    OUTCOME_FILLS,
    OUTCOME_MEANINGS,
    OUTCOME_STYLES,
    OUTCOME_TABLE,
)

#: (text, printed value, outcome class): one value of each kind and loopy class.
KINDS = [
    ("{2|-1/2}", "{2|-1/2}", "N"),  # short
    ("^*", "^*", "N"),
    ("over", "over", "L"),  # stoppers
    ("{pass|*}", "^[on]", "L"),
    ("a{0|{*|a}}", None, None),
    ("dud", "dud", "D"),  # sided: CGSuite prints {pass|pass} as dud (EvalTest.scala)
    ("on + off", "dud", "D"),
    ("over - over", "over & under", "D"),
    ("on & *", "on & *", "NHat"),
    ("* & off", "* & off", "NCheck"),
    ("on & 0", "on & 0", "PHat"),
    ("0 & off", "0 & off", "PCheck"),
]
TEXTS = [text for text, _, _ in KINDS]


def test_one_table_holds_every_outcome_class():
    classes = {str(o) for o in Outcome} | {str(o) for o in LoopyOutcome}
    for table in (OUTCOME_TABLE, OUTCOME_MEANINGS, OUTCOME_STYLES, OUTCOME_COLOURS,
                  OUTCOME_FILLS):
        assert set(table) == classes
    assert classes <= set(FILLS)


@pytest.mark.parametrize(("text", "printed", "outcome"), KINDS)
def test_value_json(text, printed, outcome, capsys):
    assert main(["value", "--json", text]) == 0
    facts = json.loads(capsys.readouterr().out)
    if printed is not None:
        assert facts["value"] == printed and facts["outcome"] == outcome


@pytest.mark.parametrize("text", TEXTS)
def test_value_plain(text, capsys):
    assert main(["value", "--plain", text]) == 0
    out = capsys.readouterr().out
    value = cgt.parse(text)
    assert f"Outcome: {value.outcome}: {OUTCOME_MEANINGS[str(value.outcome)]}" in out


@pytest.mark.parametrize("text", TEXTS)
def test_value_rich(text):
    from cgt.display.facts import game_facts
    from cgt.display.report import facts_panel

    console = Console(file=io.StringIO(), width=100, color_system="truecolor")
    console.print(facts_panel(text, game_facts(cgt.parse(text))))
    assert str(cgt.parse(text)) in console.file.getvalue()


@pytest.mark.parametrize("text", TEXTS)
def test_tree(text, capsys, tmp_path):
    assert main(["tree", "--plain", text]) == 0
    assert str(cgt.parse(text)) in capsys.readouterr().out
    picture = tmp_path / "tree.svg"
    assert main(["tree", text, "--svg", str(picture)]) == 0
    svg = picture.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "winning move" not in svg  # a value has none to mark


@pytest.mark.parametrize("text", TEXTS)
def test_dot(text, capsys):
    assert main(["dot", text]) == 0
    out = capsys.readouterr().out
    assert out.startswith("digraph game {")
    assert FILLS[str(cgt.parse(text).outcome)] in out


@pytest.mark.parametrize("text", TEXTS)
def test_notebook_reprs(text):
    value = cgt.parse(text)
    letter = str(value.outcome)
    html = value._repr_html_()
    assert f"cgt-outcome-{letter}" in html and OUTCOME_COLOURS[letter] in html
    latex = value._repr_latex_()
    assert latex.startswith("$") and latex.endswith("$")
    console = Console(file=io.StringIO(), width=100)
    console.print(value)
    assert str(value) in console.file.getvalue()


@pytest.mark.parametrize("text", TEXTS)
def test_repl_echo(text, capsys):
    value = cgt.parse(text)
    show(value)
    out = capsys.readouterr().out
    assert str(value) in out and OUTCOME_MEANINGS[str(value.outcome)] in out


@pytest.mark.parametrize("strip", ["t..f", "tt.f", "t..ff"])
def test_loopy_values_of_positions_in_reports(strip, capsys):
    """Issue 33 item 6: ``cgt report`` prints a loopy position's value (the
    value of its game graph, as ``position.value`` gives it), plain and JSON."""
    from cgt.games.registry import get

    value = get("backsliding-toads-and-frogs").position([strip]).value
    assert main(["report", "--json", "backsliding-toads-and-frogs", strip]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert facts["value"] == str(value)
    assert main(["report", "--plain", "backsliding-toads-and-frogs", strip]) == 0
    assert f"Value: {value}" in capsys.readouterr().out


def test_large_loopy_graphs_report_without_their_value(capsys):
    """Alquerkonane 3x3 (old rules, 2 rows) has 70 positions, whose sides take
    minutes: the report says so, and gives the results at once."""
    assert main(["report", "--json", "alquerkonane", "3x3", "--rows", "2",
                 "--old-rules"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert "value" not in facts and "position.value" in facts["value_note"]
    assert facts["right_result"]["outcome"] == "draw"


def test_report_help_aligns_the_longest_ruleset_name(capsys):
    """The columns of ``cgt report --help`` start after the longest name
    (backsliding-toads-and-frogs pushed its own line out of line)."""
    assert main(["report", "--help"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines()
             if line.startswith("  ") and line.split()[0] in ("backsliding-toads-and-frogs",
                                                                "chomp", "nim")]
    starts = {line.index(line.split()[1], len(line.split()[0]) + 2) for line in lines}
    assert len(lines) == 3 and len(starts) == 1


# -- misère canonical forms and transfinite values (issue 38 round 2) -------------------------

#: Transfinite values as text, as CGSuite 2.1 prints them, and their outcome:
#: a positive number is a Left win, a nonzero nimber a first-player win
#: (ONAG ch. 1 and 11). "(ω×2+1)/2" is CGSuite's print of omega + 1/2
#: (docs/transfinite.md, from CGSuite's SurrealNumber tests).
TRANSFINITE = [
    ("omega + 1", "ω+1", "L", "ordinal"),
    ("omega + 1/2", "(ω×2+1)/2", "L", "surreal number"),
    ("1/omega", "1/ω", "L", "surreal number"),
    ("-omega", "-ω", "R", "surreal number"),  # a negative number: a Right win
    ("*omega", "*ω", "N", "nimber"),
]
#: Misère canonical forms, as CGSuite prints them (docs/misere.md): *[2#0]
#: is restive, genus 1^20 and an N-position; *2 + *2 = *[2[2]] a P-position.
MISERE = [("*[2#0]", "N", "1^20"), ("*[2] + *[2]", "P", None)]


@pytest.mark.parametrize(("text", "printed", "outcome", "kind"), TRANSFINITE)
def test_transfinite_value_json_plain_rich(text, printed, outcome, kind, capsys):
    from cgt.display.facts import game_facts
    from cgt.display.report import facts_panel

    assert main(["value", "--json", text]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert (facts["value"], facts["outcome"], facts["value_kind"], facts["number_kind"]) == (
        printed, outcome, "transfinite", kind)
    assert main(["value", "--plain", text]) == 0
    out = capsys.readouterr().out
    assert f"Value: {printed}" in out and f"Outcome: {outcome}: {OUTCOME_MEANINGS[outcome]}" in out
    console = Console(file=io.StringIO(), width=100, color_system="truecolor")
    console.print(facts_panel(text, game_facts(cgt.parse(text))))
    assert printed in console.file.getvalue()


@pytest.mark.parametrize(("text", "printed", "outcome", "kind"), TRANSFINITE)
def test_transfinite_repl_echo(text, printed, outcome, kind, capsys):
    show(cgt.parse(text))
    out = capsys.readouterr().out
    assert printed in out and OUTCOME_MEANINGS[outcome] in out


@pytest.mark.parametrize("command", ["tree", "dot", "explore"])
def test_transfinite_values_have_no_tree_and_say_so_in_one_line(command, capsys):
    """Before: ``cgt tree omega`` ended in "internal error: AttributeError"."""
    assert main([command, "omega + 1"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "transfinite" in err


@pytest.mark.parametrize(("text", "outcome", "genus"), MISERE)
def test_misere_forms_in_facts_rich_json_and_the_repl(text, outcome, genus, capsys):
    from cgt.display.facts import facts_to_json, game_facts
    from cgt.display.report import facts_panel, plain_lines, value_rows

    g = cgt.misere_game(text)
    facts = json.loads(facts_to_json(game_facts(g)))
    assert facts["value_kind"] == "misere" and facts["outcome"] == outcome
    assert facts["genus"] == str(g.genus) and (genus is None or facts["genus"] == genus)
    lines = plain_lines(value_rows(text, game_facts(g)))
    assert f"Value: {g}" in lines and f"Genus: {g.genus}" in lines
    console = Console(file=io.StringIO(), width=100, color_system="truecolor")
    console.print(facts_panel(text, game_facts(g)))
    assert str(g) in console.file.getvalue()
    show(g)
    out = capsys.readouterr().out
    assert str(g) in out and OUTCOME_MEANINGS[outcome] in out


def test_the_sum_of_two_misere_heaps_of_two():
    assert str(cgt.misere_game("*[2] + *[2]")) == "*[2[2]]"

"""Every kind of value renders in every tool (issue 38, item 1): one matrix,
kinds × tools, each cell asserting a real rendering that names the value, or
the one-line refusal of a tool that does not apply.

Kinds: short games; stoppers; sided values of each loopy outcome class
(``dud`` is D; ``on & *`` NHat, ``* & off`` NCheck, ``on & 0`` PHat and
``0 & off`` PCheck: CGSuite's classes of sided values,
``SidedValueTestCase.scala``); misère canonical forms, partizan misère game
forms and a misère quotient; surreal numbers, ordinals and transfinite
nimbers. Tools: ``cgt value`` (JSON, plain, rich), ``cgt tree`` (plain and
SVG), ``cgt dot``, the notebook's HTML and LaTeX, rich, and the REPL's echo.
A kind written in the expression language goes through the command itself;
the others (a misère form, a quotient, ``cgt.ordinal``) through the functions
the command calls on a value. A transfinite value and a quotient have no game
tree: ``cgt tree``, ``cgt dot`` and the SVG refuse them in one line naming
the value. Before round 1, ``cgt value dud`` ended in ``KeyError: 'D'``,
``cgt value "on & *"`` in ``KeyError: 'NHat'`` and ``cgt tree over`` in "a
short game is needed here"; before round 3 misère forms and transfinite
values had no notebook HTML or LaTeX (no ``_repr_html_``: an
AttributeError), and a game form, a quotient and ``cgt.ordinal`` values had
no facts, tree or echo.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from rich.console import Console

import cgt
from cgt.cli.main import main
from cgt.cli.repl import show
from cgt.core.outcome import LoopyOutcome, Outcome
from cgt.display.dot import FILLS, game_dot
from cgt.display.facts import facts_to_json, game_facts
from cgt.display.report import facts_panel, plain_lines, value_rows
from cgt.display.svg_tree import game_tree_svg
from cgt.display.trees import tree_lines, value_tree
from cgt.games.heap import HeapGame
from cgt.notation.colours import (
    OUTCOME_COLOURS,
    OUTCOME_FILLS,
    OUTCOME_MEANINGS,
    OUTCOME_STYLES,
    OUTCOME_TABLE,
)


@dataclass(frozen=True)
class Kind:
    """One value of one kind: how it is made, its text for the command (None:
    not in the expression language), how it prints, its outcome (None: a
    quotient has none), a piece of its LaTeX, and whether it has a game tree."""

    name: str
    make: Callable[[], Any]
    text: str | None
    printed: str
    outcome: str | None
    latex: str
    has_tree: bool = True


def _parsed(text: str) -> Kind:
    return Kind(text, lambda: cgt.parse(text), text, "", None, "")


#: One value of each kind and outcome class, with the printed form and outcome
#: from an independent source: CGSuite's output (EvalTest.scala,
#: SidedValueTestCase.scala, docs/misere.md and docs/transfinite.md quote
#: CGSuite 2.1); the misère outcomes from the definition of misère play (the
#: player who cannot move wins: Siegel, *Combinatorial Game Theory*, V.1);
#: the outcome of a surreal number from its sign and of a nimber *α ≠ 0 (N)
#: from ONAG ch. 1 and 11; Plambeck and Siegel's quotient T₂ of misère Nim
#: on heaps up to 3 (order 6, ⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}).
KINDS = [
    Kind("short", lambda: cgt.parse("{2|-1/2}"), "{2|-1/2}", "{2|-1/2}", "N",
         r"\{2\mid -\tfrac{1}{2}\}"),
    Kind("short ^*", lambda: cgt.parse("^*"), "^*", "^*", "N", r"{\uparrow}{\ast}"),
    Kind("stopper", lambda: cgt.parse("over"), "over", "over", "L", r"\mathrm{over}"),
    Kind("stopper ^[on]", lambda: cgt.parse("{pass|*}"), "{pass|*}", "^[on]", "L",
         r"{\uparrow}[\mathrm{on}]"),
    Kind("sided D", lambda: cgt.parse("dud"), "dud", "dud", "D", r"\mathrm{dud}"),
    Kind("sided D (on + off)", lambda: cgt.parse("on + off"), "on + off", "dud", "D",
         r"\mathrm{dud}"),
    Kind("sided D (over - over)", lambda: cgt.parse("over - over"), "over - over",
         "over & under", "D", r"\mathrm{over} \mathbin{\&} \mathrm{under}"),
    Kind("sided NHat", lambda: cgt.parse("on & *"), "on & *", "on & *", "NHat", r"\mathrm{on}"),
    Kind("sided NCheck", lambda: cgt.parse("* & off"), "* & off", "* & off", "NCheck",
         r"\mathrm{off}"),
    Kind("sided PHat", lambda: cgt.parse("on & 0"), "on & 0", "on & 0", "PHat", r"\mathrm{on}"),
    Kind("sided PCheck", lambda: cgt.parse("0 & off"), "0 & off", "0 & off", "PCheck",
         r"\mathrm{off}"),
    Kind("misère form", lambda: cgt.misere_game("*[2#0]"), None, "*[2#0]", "N",
         r"{\ast}[2\#0]"),
    Kind("misère form P", lambda: cgt.misere_game("*[2] + *[2]"), None, "*[2[2]]", "P",
         r"{\ast}[2[2]]"),
    Kind("misère game form", lambda: cgt.game_form("{*|*}"), None, "{*|*}", "N",
         r"\{{\ast}{\mid}{\ast}\}"),
    Kind("misère quotient", lambda: HeapGame.nim().misere_quotient(3), None,
         "misère quotient of order 6: ⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}", None,
         r"{\langle}a, b {\mid} a^{2} = 1, b^{3} = b{\rangle}", has_tree=False),
    Kind("ordinal", lambda: cgt.parse("omega + 1"), "omega + 1", "ω+1", "L", r"{\omega}+1",
         has_tree=False),
    Kind("surreal number", lambda: cgt.parse("omega + 1/2"), "omega + 1/2", "(ω×2+1)/2", "L",
         r"({\omega}{\times}2+1)/2", has_tree=False),
    Kind("infinitesimal surreal", lambda: cgt.parse("1/omega"), "1/omega", "1/ω", "L",
         r"1/{\omega}", has_tree=False),
    Kind("negative surreal", lambda: cgt.parse("-omega"), "-omega", "-ω", "R", r"-{\omega}",
         has_tree=False),
    Kind("transfinite nimber", lambda: cgt.parse("*omega"), "*omega", "*ω", "N",
         r"{\ast}{\omega}", has_tree=False),
    Kind("Cantor ordinal", lambda: cgt.ordinal("omega^2 + 3"), None, "ω^2+3", "L",
         r"{\omega}^{2}+3", has_tree=False),
]


def _facts(kind: Kind, capsys: Any, *flags: str) -> str:
    """What ``cgt value`` prints for the kind (through the command when it
    reads the kind's text, else through the functions it calls)."""
    if kind.text is not None:
        assert main(["value", *flags, kind.text]) == 0
        return str(capsys.readouterr().out)
    facts = game_facts(kind.make())
    if "--json" in flags:
        return facts_to_json(facts)
    return "\n".join(plain_lines(value_rows(kind.printed, facts)))


def _value_json(kind: Kind, capsys: Any) -> None:
    facts = json.loads(_facts(kind, capsys, "--json"))
    assert facts["value"] == kind.printed
    assert facts.get("outcome") == kind.outcome


def _value_plain(kind: Kind, capsys: Any) -> None:
    out = _facts(kind, capsys, "--plain")
    assert f"Value: {kind.printed}" in out
    if kind.outcome is not None:
        assert f"Outcome: {kind.outcome}: {OUTCOME_MEANINGS[kind.outcome]}" in out


def _value_rich(kind: Kind, capsys: Any) -> None:
    console = Console(file=io.StringIO(), width=120, color_system="truecolor")
    console.print(facts_panel(kind.text or kind.printed, game_facts(kind.make())))
    assert kind.printed in console.file.getvalue()


def _refused(kind: Kind, command: str, capsys: Any, draw: Callable[[Any], Any]) -> None:
    """A kind without a game tree: one line naming the value and the reason."""
    if kind.text is not None:
        assert main([command, kind.text]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and kind.text in err and "transfinite" in err
    with pytest.raises(cgt.CGTError) as refused:
        draw(kind.make())
    message = str(refused.value)
    assert len(message.splitlines()) == 1 and message.startswith(kind.printed)
    assert "no game tree" in message or "no finite game tree" in message


def _tree_plain(kind: Kind, capsys: Any) -> None:
    if not kind.has_tree:
        return _refused(kind, "tree", capsys, value_tree)
    if kind.text is not None:
        assert main(["tree", "--plain", kind.text]) == 0
        assert kind.printed in capsys.readouterr().out
    lines = tree_lines(value_tree(kind.make(), depth=2))
    assert lines[0].startswith(kind.printed) and OUTCOME_MEANINGS[kind.outcome] in lines[0]
    return None


def _tree_svg(kind: Kind, capsys: Any) -> None:
    if not kind.has_tree:
        return _refused(kind, "tree", capsys, game_tree_svg)
    svg = game_tree_svg(kind.make())
    assert svg.startswith("<svg") and kind.printed.replace("&", "&amp;") in svg
    assert "winning move" not in svg  # a value has none to mark
    return None


def _dot(kind: Kind, capsys: Any) -> None:
    if not kind.has_tree:
        return _refused(kind, "dot", capsys, game_dot)
    if kind.text is not None:
        assert main(["dot", kind.text]) == 0
        out = capsys.readouterr().out
    else:
        out = game_dot(kind.make())
    assert out.startswith("digraph game {") and FILLS[kind.outcome] in out
    assert f'label="{kind.printed}"' in out
    return None


def _html(kind: Kind, capsys: Any) -> None:
    html = kind.make()._repr_html_()
    if kind.outcome is None:  # a quotient: its presentation and P-portion
        assert "⟨a, b | a² = 1, b³ = b⟩" in html and "P = {a, b²}" in html
        return
    escaped = kind.printed.replace("&", "&amp;")
    assert f"cgt-outcome-{kind.outcome}" in html and OUTCOME_COLOURS[kind.outcome] in html
    assert f">{escaped}</code>" in html


def _latex(kind: Kind, capsys: Any) -> None:
    latex = kind.make()._repr_latex_()
    assert latex.startswith("$") and latex.endswith("$") and kind.latex in latex


def _rich(kind: Kind, capsys: Any) -> None:
    console = Console(file=io.StringIO(), width=120, color_system="truecolor")
    console.print(kind.make())
    out = console.file.getvalue()
    assert kind.printed in out
    if kind.outcome is not None:  # in its outcome's colour
        assert OUTCOME_STYLES[kind.outcome].split()[-1] in str(kind.make().__rich__().style)


def _repl_echo(kind: Kind, capsys: Any) -> None:
    show(kind.make())
    out = capsys.readouterr().out
    assert kind.printed in out
    if kind.outcome is not None:
        assert OUTCOME_MEANINGS[kind.outcome] in out


TOOLS = {"value --json": _value_json, "value --plain": _value_plain, "value (rich)": _value_rich,
         "tree": _tree_plain, "tree --svg": _tree_svg, "dot": _dot, "HTML": _html,
         "LaTeX": _latex, "rich": _rich, "REPL echo": _repl_echo}


def test_one_table_holds_every_outcome_class():
    classes = {str(o) for o in Outcome} | {str(o) for o in LoopyOutcome}
    for table in (OUTCOME_TABLE, OUTCOME_MEANINGS, OUTCOME_STYLES, OUTCOME_COLOURS,
                  OUTCOME_FILLS):
        assert set(table) == classes
    assert classes <= set(FILLS)


@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_every_kind_in_every_tool(kind, tool, capsys):
    TOOLS[tool](kind, capsys)


def test_every_kind_is_in_the_matrix():
    """Each public kind of value appears: a new kind cannot be missed."""
    made = {type(kind.make()) for kind in KINDS}
    for cls in (cgt.Game, cgt.Stopper, cgt.SidedValue, cgt.MisereGame, cgt.GameForm,
                cgt.MisereQuotient, cgt.GeneralizedOrdinal, cgt.SurrealNumber,
                cgt.TransfiniteNimber, cgt.Ordinal):
        assert cls in made, cls
    outcomes = {kind.outcome for kind in KINDS}
    assert {str(o) for o in LoopyOutcome} <= outcomes


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


def test_large_loopy_graphs_report_without_their_value(capsys, monkeypatch):
    """A loopy value past the report's work budget (here made small; the
    budget's own cases are in tests/loopy/test_loopy_report.py): the report
    says so, and gives the results at once."""
    from cgt.display import facts as facts_module

    monkeypatch.setattr(facts_module, "REPORTED_VALUE_STATES", 1_000)
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


def test_the_sum_of_two_misere_heaps_of_two():
    assert str(cgt.misere_game("*[2] + *[2]")) == "*[2[2]]"

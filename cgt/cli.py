"""The ``cgt`` command: the value of a game and its facts, printed with rich.

``cgt value EXPR`` parses EXPR with :func:`cgt.parse` and shows the canonical
value, the outcome class in words, the birthday, the stops and what kind of
value it is; ``--json`` prints the same facts as one JSON object.

Bad notation is reported on stderr with a caret under the fault and exit
status 2, as argparse does for a bad command line; never with a traceback.

This module is the only one that imports rich: ``import cgt`` does not load it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import cgt

if TYPE_CHECKING:
    from rich.console import RenderableType

#: What each outcome class means, in words.
OUTCOME_MEANINGS = {
    "L": "Left wins whoever starts",
    "R": "Right wins whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
}

#: One colour per outcome, the same everywhere the command prints one:
#: Left blue, Right red, first player green, second player yellow.
OUTCOME_STYLES = {"L": "bold blue", "R": "bold red", "N": "bold green", "P": "bold yellow"}

#: Facts that not every version of the core provides yet (read when present).
OPTIONAL_FACTS = ("mean", "temperature")

#: The options of ``cgt value``; any other word starting with "-" is notation.
VALUE_OPTIONS = ("-h", "--help", "--json")

EPILOG = """\
examples:
  cgt value "{1|-1}"              the switch ±1: the first player wins
  cgt value "{2|-1/2} + ^*"       a sum: canonical value, outcome, stops
  cgt value --json "*3 + *5"      the same facts as one JSON object
  cgt value -1/2                  a leading minus is read as notation
  cgt value 1 + "*"               several words are joined into one expression

run 'cgt COMMAND --help' for the options of a command.
"""

VALUE_EPILOG = """\
notation (CGSuite plain text):
  3  -3/4          numbers (dyadic rationals)
  *  *3            nimbers
  ^  v  ^^  ^3  ^* ups and downs, with stars
  ±1  +-1          switches: ±x is {x|-x}
  {1,*|-1}         an explicit form {L|R}; {3||2|1} nests with more slashes
  + - ( )          sums, differences, negation, grouping

examples:
  cgt value "{1|-1}"
  cgt value "{3||2|1} - 3/2"
  cgt value --json "^ + *"
"""


def game_facts(g: cgt.Game) -> dict[str, Any]:
    """The facts about a game that ``cgt value`` shows, as Python values.

    Keys in display order: ``value`` (the canonical form as text),
    ``outcome`` ("L", "R", "N" or "P"), ``birthday``, ``left_stop``,
    ``right_stop``, then ``mean`` and ``temperature`` when the core computes
    them, then the predicates ``is_number``, ``is_integer``, ``is_nimber``,
    ``is_infinitesimal``, ``is_impartial``, and ``number`` (a Fraction) for
    numbers and ``nim_value`` (an int) for nimbers.
    """
    facts: dict[str, Any] = {
        "value": str(g),
        "outcome": str(g.outcome),
        "birthday": g.birthday,
        "left_stop": g.left_stop,
        "right_stop": g.right_stop,
    }
    for name in OPTIONAL_FACTS:
        fact = _optional_fact(g, name)
        if fact is not None:
            facts[name] = fact
    facts["is_number"] = bool(g.is_number)
    facts["is_integer"] = bool(g.is_integer)
    facts["is_nimber"] = bool(g.is_nimber)
    facts["is_infinitesimal"] = bool(g.is_infinitesimal)
    facts["is_impartial"] = bool(g.is_impartial)
    if facts["is_number"]:
        facts["number"] = g.number
    if facts["is_nimber"]:
        facts["nim_value"] = g.nim_value
    return facts


def _optional_fact(g: cgt.Game, name: str) -> Any:
    """``g.<name>``, or None while the core does not compute it."""
    try:
        return getattr(g, name, None)
    except (NotImplementedError, cgt.CGTError):
        return None


def facts_to_json(facts: dict[str, Any]) -> str:
    """The facts as one JSON object; fractions as exact strings such as "3/4"."""
    return json.dumps({key: _jsonable(fact) for key, fact in facts.items()}, ensure_ascii=False)


def _jsonable(fact: Any) -> Any:
    if isinstance(fact, Fraction):
        return str(fact)
    return fact


def facts_panel(expression: str, facts: dict[str, Any]) -> RenderableType:
    """A rich Panel showing the facts of the game that ``expression`` denotes."""
    from rich import box
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    # Text objects, not markup strings: notation such as "[" is shown as typed.
    def yes_no(flag: bool, detail: str = "") -> Text:
        if not flag:
            return Text("no", style="dim")
        return Text.assemble(("yes", "green"), (f", {detail}" if detail else ""))

    outcome = facts["outcome"]
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    table.add_row("Expression", Text(expression))
    table.add_row("Value", Text(facts["value"], style="bold"))
    table.add_row(
        "Outcome",
        Text.assemble((outcome, OUTCOME_STYLES[outcome]), f": {OUTCOME_MEANINGS[outcome]}"),
    )
    table.add_row("Birthday", Text(str(facts["birthday"])))
    table.add_row("Left stop", Text(str(facts["left_stop"]), style="blue"))
    table.add_row("Right stop", Text(str(facts["right_stop"]), style="red"))
    for name in OPTIONAL_FACTS:
        if name in facts:
            table.add_row(name.capitalize(), Text(str(facts[name])))
    table.add_row("Number", yes_no(facts["is_number"], str(facts.get("number", ""))))
    nim_value = facts.get("nim_value")
    table.add_row(
        "Nimber",
        yes_no(facts["is_nimber"], f"nim value {nim_value}" if nim_value is not None else ""),
    )
    table.add_row("Infinitesimal", yes_no(facts["is_infinitesimal"]))
    table.add_row("Impartial", yes_no(facts["is_impartial"]))
    return Panel(table, title="cgt value", title_align="left", box=box.ROUNDED, expand=False)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``cgt`` command and its subcommands."""
    parser = argparse.ArgumentParser(
        prog="cgt",
        description="Exact values of combinatorial games: canonical Conway forms, outcomes, stops.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cgt {cgt.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    value = commands.add_parser(
        "value",
        help="print the canonical value of a game and its facts",
        description="Parse EXPR in CGSuite notation and print its canonical value,\n"
        "outcome class, birthday and stops, and whether it is a number, a nimber,\n"
        "an infinitesimal, impartial.",
        epilog=VALUE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    value.add_argument(
        "expression",
        nargs="+",
        metavar="EXPR",
        help="a game in CGSuite notation; several words are joined with spaces "
        "(quote it: the shell reads *, |, { and } itself)",
    )
    value.add_argument("--json", action="store_true", help="print one JSON object instead")
    value.set_defaults(run=run_value)
    return parser


def run_value(args: argparse.Namespace) -> int:
    """``cgt value``: print the facts of one game; 2 for bad notation."""
    expression = " ".join(args.expression)
    try:
        facts = game_facts(cgt.parse(expression))
    except cgt.CGTError as error:
        print(f"cgt value: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(facts_to_json(facts))
    else:
        from rich.console import Console

        Console().print(facts_panel(expression, facts))
    return 0


def _notation_after_options(argv: list[str]) -> list[str]:
    """``argv`` with the words of a ``cgt value`` expression after ``--``.

    Notation often starts with a minus ("-1/2", "-^", "-{1|2}"), which
    argparse would take for an unknown option; the options of ``value`` keep
    their meaning wherever they stand.
    """
    if not argv or argv[0] != "value" or "--" in argv:
        return argv
    options = [word for word in argv[1:] if word in VALUE_OPTIONS]
    words = [word for word in argv[1:] if word not in VALUE_OPTIONS]
    if not any(word.startswith("-") for word in words):
        return argv
    return ["value", *options, "--", *words]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``cgt`` command on ``argv`` (default ``sys.argv[1:]``); the exit status.

    ``main(["value", "--json", "*2 + *3"])`` prints the facts of ``*`` as JSON
    and returns 0; usage errors return 2 instead of raising ``SystemExit``.
    """
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(_notation_after_options(arguments))
        return args.run(args)
    except SystemExit as exit_:  # argparse: --help and --version (0), usage errors (2)
        return 0 if exit_.code is None else exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `cgt value ... | head -1`: stop quietly
        # Point stdout at devnull so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1

"""The ``cgt`` command: values, reports, tables, trees and graphs of games.

Commands (``cgt COMMAND --help`` gives each one's options and examples):

- ``cgt value EXPR``: the canonical value of an expression and its facts;
- ``cgt report RULESET ARGS``: one position of a ruleset, its value,
  outcome and winning moves;
- ``cgt table RULESET ...``: outcome or Grundy tables (Wythoff, Babylone,
  subtraction games, ...);
- ``cgt tree EXPR`` or ``cgt tree RULESET ARGS``: the game tree, with the
  simplification of an explicit form explained;
- ``cgt dot ...``: the game graph as Graphviz DOT;
- ``cgt explore EXPR`` or ``cgt explore RULESET ARGS``: the game tree to
  click through, as an HTML page written or served on localhost;
- ``cgt tour``: a short guided run through the library;
- ``cgt repl``: an interactive session.

On a terminal the output is drawn in boxes; in a pipe, a file or with
``--plain`` it is plain lines, and in ASCII where stdout cannot encode
Unicode (:mod:`cgt.cli.output`). A bare ``cgt`` prints the help.

Errors in the input (notation, ruleset arguments) print one line on stderr
(with a caret under the fault for notation) and exit with status 2, as
argparse does for a bad command line; Ctrl-C stops a long computation with
a one-line message and status 130. Never a traceback (set ``CGT_DEBUG=1``
to see one for an internal error).

Start-up is part of every command's time, so this module imports, at its
top, only what building the parser needs: each command imports what it
uses when it runs (``cgt table babylone`` loads neither the facts and
reports of ``cgt value`` nor the metadata of the installed distributions),
and rich only when the output is drawn in boxes: ``import cgt`` does not load it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import cgt
from cgt.cli import explore as explore_command
from cgt.cli.argument_order import (
    DOT_OPTIONS,
    EXPLORE_OPTIONS,
    TREE_OPTIONS,
    notation_after_options,
    words_after_options,
)
from cgt.cli.interrupts import INTERRUPTED_LINE, raised_interrupts
from cgt.cli.limits import DEFAULT_MAX_POSITIONS, check_size, estimated_positions
from cgt.cli.output import ascii_fallback, dim, emit, plain_console, wants_plain
from cgt.cli.output import console as _console
from cgt.cli.progress import computing
from cgt.cli.storage import store_option, using_store, using_workers

EPILOG = """\
examples:
  cgt value "{1|-1}"                  # the switch ±1: the first player wins
  cgt value "{2|-1/2} + ^*"           # a sum: canonical value, outcome, stops, temperature
  cgt value --json "*3 + *5"          # the same facts as one JSON object
  cgt value --plain "{1|-1}"          # lines "Key: value", for scripts
  cgt report nim 3 4 5                # a Nim position: *2, the winning move
  cgt report alquerkonane 3x3 --rows 2
  cgt report tictactoe XX.OO....      # a board, row after row
  cgt table wythoff --size 12         # Grundy values, P-positions highlighted
  cgt table babylone                  # the article's winner table
  cgt tree "{0,*|0,*,{1|0}}"          # why this form is *2
  cgt dot ourson > bear.dot           # the loopy game graph for Graphviz
  cgt play domineering 3x3            # play against perfect play (h: a hint)
  cgt explore domineering 3x3 > d.html  # a web page to click through the tree
  cgt tour                            # a ten-second guided tour
  cgt repl                            # an interactive session

Every example works pasted into a shell (the text after # is a comment).
On a terminal the output is drawn in boxes and colour; in a pipe or a file,
and with --plain, it is plain lines. Where the output cannot write Unicode
(PYTHONIOENCODING=ascii), notation is written in ASCII: +-1 for ±1.
run 'cgt COMMAND --help' for the options of a command.
"""

VALUE_EPILOG = """\
notation (CGSuite plain text):
  3  -3/4          numbers (dyadic rationals)
  *  *3            nimbers
  ^  v  ^^  ^3  ^* ups and downs, with stars
  ±1  +-1          switches: ±x is {x|-x}
  {1,*|-1}         an explicit form {L|R}; {3||2|1} nests with more slashes
  ^<2>  ^[3]       up-nth and up-sums (CGSuite's uptimals)
  Tiny(2) Miny(2)  tiny-G {0||0|-G} and miny-G
  + - ( )          sums, differences, negation, grouping
  on over {pass|*} loopy values (stoppers): pass, a{0|{*|a}}, 5over (docs/loopy.md)
  Every printed form, its meaning, its definition and its LaTeX: the page
  "Reading the notation" of the documentation (docs/notation.md).

examples:
  cgt value "{1|-1}"
  cgt value "{3||2|1} - 3/2"
  cgt value --json "^ + *"
  cgt value "over + 5"
  cgt value --plain "^ + *"         # lines "Key: value"
"""


class UsageError(cgt.CGTError):
    """A bad command line that argparse could not see (exit status 2)."""


# -- cgt value ---------------------------------------------------------------------------------


def run_value(args: argparse.Namespace) -> int:
    """``cgt value``: print the facts of one game; 2 for bad notation."""
    from cgt.display.calculator import calculate
    from cgt.display.facts import facts_to_json, game_facts, result_facts
    from cgt.display.report import facts_panel, plain_lines, value_rows

    expression = " ".join(args.expression)
    try:
        with computing("computing"):
            result = calculate(expression)  # the one reader, omega and all
            # A game's facts; for what an operation returns (a comparison's
            # truth, a stop, an outcome), that result.
            facts = (game_facts(result) if isinstance(result, (
                cgt.Game, cgt.Stopper, cgt.SidedValue, cgt.SurrealNumber, cgt.TransfiniteNimber))
                     else result_facts(result))
    except cgt.CGTError as error:
        print(f"cgt value: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(facts_to_json(facts))
    else:
        emit(lambda: facts_panel(expression, facts),
             lambda: plain_lines(value_rows(expression, facts)), args.plain)
    return 0


# -- rulesets on the command line --------------------------------------------------------------


def _rulesets_help(command: str) -> str:
    """The rulesets with their arguments; a broken one is named, not fatal."""
    from cgt.games.registry import RULESETS, RulesetError

    lines = ["rulesets:"]
    width = max(map(len, RULESETS), default=0)  # the longest name sets the columns
    for name in RULESETS:
        try:
            r = RULESETS[name]
        except RulesetError:
            lines.append(f"  {name:<{width}} {'':<24} (not available: its module fails to import)")
            continue
        lines.append(f"  {r.name:<{width}} {r.arguments:<24} {r.summary}")
    lines.append("")
    lines.append(f"run 'cgt {command} RULESET --help' for a ruleset's arguments and examples.")
    return "\n".join(lines)


def _ruleset_parser(command: str, ruleset: Any, extra: Callable[[argparse.ArgumentParser], None]
                    ) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"cgt {command} {ruleset.name}",
        description=f"{ruleset.title}: {ruleset.summary}.",
        epilog=ruleset.epilog(command),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("args", nargs="*", metavar=ruleset.arguments, help=ruleset.arguments_help)
    ruleset.add_options(parser)
    extra(parser)
    return parser


def _ruleset_arguments(command: str, name: str | None, words: list[str],
                       extra: Callable[[argparse.ArgumentParser], None] = lambda p: None,
                       ) -> tuple[Any, argparse.Namespace]:
    """The ruleset ``name`` and its parsed command-line words."""
    from cgt.games import registry as rulesets

    if name is None:
        raise UsageError(f"name a ruleset: cgt {command} RULESET ...\n{_rulesets_help(command)}")
    ruleset = rulesets.get(name)
    parser = _ruleset_parser(command, ruleset, extra)
    return ruleset, parser.parse_args(words)


def _ruleset_options(ruleset: Any, args: argparse.Namespace) -> dict[str, Any]:
    return {o.dest: getattr(args, o.dest) for o in ruleset.options}


def _position(ruleset: Any, args: argparse.Namespace) -> Any:
    options = {k: v for k, v in _ruleset_options(ruleset, args).items()
               if k not in ("max_plies", "on_limit")}
    return ruleset.position(args.args, **options)


# -- cgt report --------------------------------------------------------------------------------


def _json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    _plain_option(parser)


def _plain_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--plain", action="store_true", default=None,
                        help="plain lines, no box and no colour (the default when stdout "
                        "is not a terminal)")


def _limit_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-positions", type=_positive, default=None, metavar="N",
        help="refuse a position whose solution visits more than about N positions "
        f"(default {DEFAULT_MAX_POSITIONS:,}; the ruleset estimates them)")


def _misere_option(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--misere", action="store_true", default=None,
                        help=f"{what} under misère play (the last player to move loses)")


def _report_options(parser: argparse.ArgumentParser) -> None:
    _json_option(parser)
    _misere_option(parser, "also the position's outcome, value and winning moves")
    _limit_option(parser)
    store_option(parser)


def _check_size(position: Any, ruleset: Any, options: argparse.Namespace, limit: int | None
                ) -> None:
    """Refuse, with the ruleset's estimate, a position too large to solve."""
    words = " ".join(options.args or ruleset.example)
    check_size(position, limit or DEFAULT_MAX_POSITIONS, f"{ruleset.title} {words}".strip())


def run_report(args: argparse.Namespace) -> int:
    """``cgt report RULESET ARGS``."""
    from cgt.display.facts import facts_to_json, position_facts
    from cgt.display.report import position_lines, position_report

    ruleset, options = _ruleset_arguments("report", args.ruleset, args.args, _report_options)
    position = _position(ruleset, options)
    limit = _ruleset_options(ruleset, options)
    with using_store(_given(options, args, "store"),
                     max_memory=_given(options, args, "max_memory")) as store, \
            using_workers(_given(options, args, "workers"),
                          _given(options, args, "scheduler")) as workers:
        if store is None or store.get(position) is None:  # a stored value needs no estimate
            _check_size(position, ruleset, options, _given(options, args, "max_positions"))
        with computing(f"solving {ruleset.title}", estimate=estimated_positions(position)):
            if workers.parallel and isinstance(position, cgt.Position):
                position.solve(workers=workers.count, client=workers.client, store=store)
            facts = position_facts(position, ruleset.name, max_plies=limit.get("max_plies"),
                                   on_limit=limit.get("on_limit") or "draw")
            if _given(options, args, "misere"):
                facts["misere"] = _misere_facts(position, ruleset)
    if args.json or options.json:
        print(facts_to_json(facts))
        return 0
    plain = bool(args.plain or options.plain)
    emit(lambda: position_report(position, facts), lambda: position_lines(position, facts),
         plain)
    if not options.args:
        note = f"(the built-in example; see 'cgt report {ruleset.name} --help')"
        emit(lambda: dim(note), lambda: [note], plain)
    return 0


def _misere_facts(position: Any, ruleset: Any) -> dict[str, Any]:
    """``--misere``: the misère facts of a short position (a loopy one has none)."""
    from cgt.display.facts import misere_facts

    if ruleset.kind not in ("impartial", "partizan"):
        raise UsageError(f"--misere: {ruleset.title} is a loopy game; misère play is "
                         "computed for short games")
    return misere_facts(position)


def run_play(args: argparse.Namespace) -> int:
    """``cgt play RULESET [POSITION]``."""
    from cgt.cli import play

    ruleset, options = _ruleset_arguments("play", args.ruleset, args.args, play.add_play_options)
    return play.run_play(ruleset, _position(ruleset, options), options)


# -- cgt table ---------------------------------------------------------------------------------


def run_table(args: argparse.Namespace) -> int:
    """``cgt table RULESET ...``."""
    from cgt.games import registry as rulesets
    from cgt.games.registry import example_line

    if args.ruleset is None:
        raise UsageError("name a ruleset: cgt table RULESET ...; tables exist for: "
                         + ", ".join(rulesets.tabulated()))
    ruleset = rulesets.get(args.ruleset)
    spec = rulesets.table_of(ruleset.name)
    lines = [f"{ruleset.title}: {spec.summary}", "", "examples:"]
    lines += [example_line(f"cgt table {ruleset.name} {words}", comment)
              for words, comment in spec.examples]
    parser = argparse.ArgumentParser(
        prog=f"cgt table {ruleset.name}", description=f"{ruleset.title}: {spec.summary}.",
        epilog="\n".join(lines), formatter_class=argparse.RawDescriptionHelpFormatter)
    spec.configure(parser)
    _json_option(parser)
    _misere_option(parser, "the table")
    store_option(parser)
    options = parser.parse_args(args.args)
    compute = spec.compute
    if _given(options, args, "misere"):
        compute = _misere_table(ruleset, spec)
    with using_store(options.store, max_memory=options.max_memory) as store, \
            using_workers(options.workers, options.scheduler) as workers, \
            computing(f"tabulating {ruleset.title}") as reporter:
        if workers.parallel and spec.positions is not None and compute is spec.compute:
            from cgt.scale.parallel import presolve

            presolve(spec.positions(options), workers=workers.count, client=workers.client,
                     store=store, outcomes=spec.outcomes, together=spec.together)
        grid = compute(options, reporter.advance)
    if args.json or options.json:
        from cgt.display.facts import facts_to_json

        print(facts_to_json(grid.data))
    else:
        # Imported here, after the cells: forked helpers start without it.
        from cgt.display.grids import grid_lines, grid_rich

        emit(lambda: grid_rich(grid), lambda: grid_lines(grid), bool(args.plain or options.plain))
    return 0


def _misere_table(ruleset: Any, spec: Any) -> Callable[..., Any]:
    """The computation of ``cgt table RULESET --misere``, or a one-line refusal."""
    from cgt.games import registry as rulesets

    if spec.misere is not None:
        return spec.misere
    have = [name for name in rulesets.tabulated()
            if rulesets.table_of(name).misere is not None]
    why = ("misère tables are for impartial rulesets" if ruleset.kind != "impartial"
           else f"{ruleset.title} has no misère table yet")
    raise UsageError(f"--misere: {why}; misère tables exist for: {', '.join(have)}"
                     + (f" (for one position: cgt report {ruleset.name} ... --misere)"
                        if ruleset.kind == "partizan" else ""))


# -- cgt tree ----------------------------------------------------------------------------------

def _positive(text: str) -> int:
    """An argparse type: a positive integer (``--depth``, ``--max-nodes``)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return n


def _given(options: argparse.Namespace, args: argparse.Namespace, name: str) -> Any:
    """An option written before the subject (``args``) or after it (``options``), or None."""
    after = getattr(options, name)
    return after if after is not None else getattr(args, name)


def _tree_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--depth", type=_positive, default=None, metavar="N",
                        help="levels of the tree to show (default: 6 for values, 2 for positions)")
    parser.add_argument("--max-nodes", type=_positive, default=None, metavar="N",
                        help="show at most N nodes (default 200)")
    parser.add_argument("--svg", default=None, metavar="FILE",
                        help="write the tree as an SVG picture to FILE (no Graphviz needed)")
    _limit_option(parser)
    _plain_option(parser)


def _target(command: str, args: argparse.Namespace,
            add_options: Callable[[argparse.ArgumentParser], None], known: dict[str, bool],
            ) -> tuple[Any, Any, argparse.Namespace] | int:
    """What ``cgt tree`` or ``cgt dot`` is about: ``(position, ruleset, options)``
    for a ruleset's position, ``(expression, None, options)`` for notation;
    an exit status once the help is printed."""
    from cgt.games import registry as rulesets

    words = args.words[1:] if args.words[:1] == ["--"] else list(args.words)
    if not words or words[0] in ("-h", "--help"):
        args.parser.print_help()
        return 0 if words else 2
    first = words[0].strip().lower().replace("_", "-")
    if first in rulesets.RULESETS:
        ruleset, options = _ruleset_arguments(command, first, words[1:], add_options)
        return _position(ruleset, options), ruleset, options
    parser = argparse.ArgumentParser(prog=f"cgt {command}", add_help=False)
    parser.add_argument("expression", nargs="+")
    add_options(parser)
    options = parser.parse_args(words_after_options(words, known))
    expression = " ".join(options.expression)
    _refuse_transfinite(command, expression)
    return expression, None, options


def _refuse_transfinite(command: str, expression: str) -> None:
    """A transfinite value has no finite tree to draw: one line, not a traceback."""
    from cgt.notation.tokens import names_omega

    if names_omega(expression):
        raise UsageError(f"{expression!r} is a transfinite value: it has no finite game tree "
                         f"for cgt {command} to draw (cgt value {expression!r} gives its facts)")


def run_tree(args: argparse.Namespace) -> int:
    """``cgt tree EXPR`` or ``cgt tree RULESET ARGS``."""
    from cgt.display.trees import expression_tree, position_tree, tree_lines

    target = _target("tree", args, _tree_options, TREE_OPTIONS)
    if isinstance(target, int):
        return target
    subject, ruleset, options = target
    max_nodes = _given(options, args, "max_nodes") or 200
    depth = _given(options, args, "depth")
    svg_file = _given(options, args, "svg")
    if ruleset is not None:
        _check_size(subject, ruleset, options, _given(options, args, "max_positions"))
    if svg_file is not None:
        from cgt.display.svg_tree import game_tree_svg, position_tree_svg, save_svg

        with computing("drawing the tree"):
            svg = (position_tree_svg(subject, depth=depth or 2, max_nodes=max_nodes) if ruleset
                   else game_tree_svg(subject, depth=depth or 6, max_nodes=max_nodes))
        save_svg(svg, svg_file)
        print(f"wrote the tree to {svg_file}")
        return 0
    if ruleset is not None:
        with computing(f"solving {ruleset.title}"):
            tree = position_tree(subject, depth=depth or 2, max_nodes=max_nodes)
    else:
        with computing("simplifying"):
            tree = expression_tree(subject, depth=depth or 6, max_nodes=max_nodes)
    emit(lambda: tree, lambda: tree_lines(tree), bool(_given(options, args, "plain")))
    return 0


# -- cgt dot -----------------------------------------------------------------------------------

def _dot_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max-nodes", type=_positive, default=None, metavar="N",
                        help="refuse graphs with more than N nodes (default 500)")


def run_dot(args: argparse.Namespace) -> int:
    """``cgt dot RULESET ARGS`` or ``cgt dot EXPR``: DOT text on stdout."""
    from cgt.display import dot

    target = _target("dot", args, _dot_options, DOT_OPTIONS)
    if isinstance(target, int):
        return target
    subject, ruleset, options = target
    max_nodes = _given(options, args, "max_nodes") or 500
    from cgt.positions.kind import position_kind

    with computing(f"drawing {ruleset.title if ruleset else subject}"):
        if ruleset is None:
            text = dot.game_dot(cgt.parse(subject), max_nodes=max_nodes)
        elif position_kind(subject).startswith("loopy"):
            text = dot.loopy_dot(subject, max_nodes=max_nodes)
        else:
            text = dot.position_dot(subject, max_nodes=max_nodes)
    sys.stdout.write(text)
    return 0


# -- cgt explore -------------------------------------------------------------------------------

def _explore_options(parser: argparse.ArgumentParser) -> None:
    explore_command.add_options(parser)
    _limit_option(parser)


def run_explore(args: argparse.Namespace) -> int:
    """``cgt explore EXPR`` or ``cgt explore RULESET ARGS``: write or serve the page."""
    target = _target("explore", args, _explore_options, EXPLORE_OPTIONS)
    if isinstance(target, int):
        return target
    subject, ruleset, options = target
    if ruleset is not None:
        _check_size(subject, ruleset, options, _given(options, args, "max_positions"))
    return explore_command.run(subject, {name: _given(options, args, name)
                                         for name in explore_command.OPTIONS})


# -- cgt tour and cgt repl ---------------------------------------------------------------------


def run_tour(args: argparse.Namespace) -> int:
    from cgt.cli.tour import tour

    plain = wants_plain(args.plain)
    tour(plain_console() if plain else _console(), plain=plain)
    return 0


def run_repl(args: argparse.Namespace) -> int:
    from cgt.cli.repl import interact

    return interact(banner=not args.quiet)


# -- the parser ---------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose epilog may be a function, called only when the
    help is shown (the rulesets' list imports every ruleset module)."""

    def format_help(self) -> str:
        if callable(self.epilog):
            self.epilog = self.epilog()
        return super().format_help()


class _CommandParser(_Parser):
    """A subcommand's parser: an argument it does not know is an error with
    its own usage (``cgt repl --bogus``), not the top parser's."""

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        parsed, extras = super().parse_known_args(*args, **kwargs)
        if extras:
            self.error("unrecognized arguments: " + " ".join(extras))
        return parsed, extras


def _command(commands: Any, name: str, help_: str, description: str,
             epilog: str | Callable[[], str]) -> argparse.ArgumentParser:
    made: argparse.ArgumentParser = commands.add_parser(
        name, help=help_, description=description, epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return made


def _table_names() -> list[str]:
    from cgt.games.registry import tabulated

    return tabulated()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``cgt`` command and its subcommands."""
    parser = _Parser(
        prog="cgt",
        description="Exact values of combinatorial games: canonical Conway forms, outcomes, "
        "stops, rulesets.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version",
                        version=f"cgt {cgt.__version__}, {cgt.native.core}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                     parser_class=_CommandParser)

    value = _command(
        commands, "value", "print the canonical value of a game and its facts",
        "Parse EXPR in CGSuite notation and print its canonical value,\n"
        "outcome class, birthday, stops, mean and temperature, and whether it is\n"
        "a number, a nimber, an infinitesimal, impartial.",
        VALUE_EPILOG,
    )
    value.add_argument(
        "expression", nargs="+", metavar="EXPR",
        help="a game in CGSuite notation; several words are joined with spaces "
        "(quote it: the shell reads *, |, { and } itself)",
    )
    _json_option(value)
    value.set_defaults(run=run_value)

    report = _command(
        commands, "report", "report on one position of a ruleset",
        "Show a position of a ruleset: its diagram, value, outcome class in words\n"
        "and colour, Grundy value (impartial games), and the winning moves with\n"
        "the positions they lead to. Loopy games show win, loss or draw with the\n"
        "remoteness and the line of best play.",
        lambda: "examples:\n"
        "  cgt report nim 3 4 5\n"
        "  cgt report chomp 6x7\n"
        "  cgt report alquerkonane .O./.../X..\n"
        "  cgt report ourson 0450 --max-plies 16 --on-limit bear\n"
        "  cgt report tictactoe XX.OO....        # nine squares, row after row\n"
        "  cgt report --json wythoff 3 5\n"
        "  cgt report nim 3 4 5 --misere          # also under misère play\n"
        "  cgt report --plain nim 3 4 5          # lines \"Key: value\", for scripts\n\n"
        + _rulesets_help("report"),
    )
    _report_options(report)
    report.add_argument("ruleset", nargs="?", metavar="RULESET")
    report.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS")
    report.set_defaults(run=run_report)

    play = _command(
        commands, "play", "play a ruleset against perfect play",
        "Play a position of a ruleset in the terminal against the computer, which\n"
        "knows every value: it wins whenever it can and says why. Ask for a hint\n"
        "(the value and your winning moves), undo, or list the moves.",
        lambda: "examples:\n"
        "  cgt play nim 1 2 3                     # a second-player win: you move first\n"
        "  cgt play domineering 3x3 --second      # the computer moves first, and wins\n"
        "  cgt play konane 'xoxo|o.ox|xo.o|oxox' --as right --second\n\n" + _rulesets_help("play"),
    )
    play.add_argument("ruleset", nargs="?", metavar="RULESET")
    play.add_argument("args", nargs=argparse.REMAINDER, metavar="POSITION")
    play.set_defaults(run=run_play)

    table = _command(
        commands, "table", "print a table of Grundy values or outcomes",
        "Tabulate a ruleset: cells coloured by outcome, P-positions highlighted,\n"
        "periods of nim sequences marked.",
        lambda: "examples:\n"
        "  cgt table wythoff --size 12\n"
        "  cgt table babylone\n"
        "  cgt table subtraction 2,3,7 --upto 30\n"
        "  cgt table heap 0.77 --upto 99\n"
        "  cgt table domineering --rows 4 --columns 4\n\n"
        "tables exist for: " + ", ".join(_table_names()) + "\n"
        "run 'cgt table RULESET --help' for its options.",
    )
    _json_option(table)
    _misere_option(table, "the table")
    table.add_argument("ruleset", nargs="?", metavar="RULESET")
    table.add_argument("args", nargs=argparse.REMAINDER, metavar="OPTIONS")
    table.set_defaults(run=run_table)

    tree = _command(
        commands, "tree", "show a game tree, explaining simplifications",
        "Show the game tree of an expression (its canonical form) or of a ruleset's\n"
        "position. For an explicit form {L|R}, every option is shown as given and\n"
        "dominated and reversible options are marked and explained.",
        "examples:\n"
        "  cgt tree \"{0,*|0,*,{1|0}}\"        # {1|0} is dominated: the value is *2\n"
        "  cgt tree \"{^|^}\"                  # a reversible Left option: ^^*\n"
        "  cgt tree \"{2|-1/2}\" --depth 3\n"
        "  cgt tree nim 2 1                   # the moves of a position, with values\n"
        "  cgt tree domineering 2x2 --depth 1\n"
        "  cgt tree --plain nim 2 1           # indented lines, no guides",
    )
    _tree_options(tree)
    tree.add_argument("words", nargs=argparse.REMAINDER, metavar="EXPR | RULESET ARGS")
    tree.set_defaults(run=run_tree, parser=tree)

    dot = _command(
        commands, "dot", "write a game graph as Graphviz DOT",
        "Write the game graph of a ruleset's position (or of an expression's\n"
        "canonical form) as Graphviz DOT on stdout, nodes coloured by outcome:\n"
        "Left blue, Right red, first player green, second player yellow; loopy\n"
        "games: win green, loss yellow, draw magenta (for the side to move).",
        "examples:\n"
        "  cgt dot alquerkonane 3x3 > tree.dot && dot -Tsvg tree.dot > tree.svg\n"
        "  cgt dot ourson                     # the bear's loopy graph\n"
        "  cgt dot alquerkonane 3x3 --rows 2 --old-rules\n"
        "  cgt dot \"{2|-1/2}\"                 # a canonical form and its options",
    )
    _dot_options(dot)
    dot.add_argument("words", nargs=argparse.REMAINDER, metavar="RULESET ARGS | EXPR")
    dot.set_defaults(run=run_dot, parser=dot)

    explore = _command(commands, "explore", "click through a game tree in a web browser",
                       explore_command.DESCRIPTION, explore_command.EPILOG)
    _explore_options(explore)
    explore.add_argument("words", nargs=argparse.REMAINDER, metavar="EXPR | RULESET ARGS")
    explore.set_defaults(run=run_explore, parser=explore)

    tour = _command(commands, "tour", "a short guided tour (under ten seconds)",
                    "A guided run through the algebra and every ruleset, on small examples.",
                    "examples:\n"
                    "  cgt tour\n"
                    "  cgt tour --plain > tour.txt        # plain text, no box, no colour")
    _plain_option(tour)
    tour.set_defaults(run=run_tour)

    repl = _command(
        commands, "repl", "an interactive session with cgt loaded",
        "An interactive Python session with the cgt names loaded and rich printing.\n"
        "A line in game notation is a game; anything else is Python.",
        "examples of lines:\n"
        "  >>> {1|-1} + *                 # a game: ±(1*)\n"
        "  >>> g = {2|-1/2}               # a game too (never a Python set)\n"
        "  >>> g.temperature\n"
        "  >>> report(Nim([3, 4, 5]))",
    )
    repl.add_argument("--quiet", action="store_true", help="no banner")
    repl.set_defaults(run=run_repl)
    return parser


def _error(command: str | None, message: str) -> None:
    prefix = f"cgt {command}" if command else "cgt"
    print(f"{prefix}: error: {message}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``cgt`` command on ``argv`` (default ``sys.argv[1:]``); the exit status.

    ``main(["value", "--json", "*2 + *3"])`` prints the facts of ``*`` as JSON
    and returns 0; usage errors return 2 instead of raising ``SystemExit``. A
    bare ``cgt`` prints the help (status 0). What stdout or stderr cannot
    encode is written in ASCII (:func:`cgt.cli.output.ascii_fallback`).
    """
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        with ascii_fallback(), raised_interrupts():
            return _run(arguments)
    except KeyboardInterrupt:  # outside _run's own handling, or a second Ctrl-C in it
        print(INTERRUPTED_LINE, file=sys.stderr)
        return 130


def _run(arguments: list[str]) -> int:
    parser = build_parser()
    if not arguments:
        parser.print_help()
        return 0
    command = arguments[0] if not arguments[0].startswith("-") else None
    try:
        args = parser.parse_args(notation_after_options(arguments))
        return args.run(args)
    except SystemExit as exit_:  # argparse: --help and --version (0), usage errors (2)
        return 0 if exit_.code is None else exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `cgt table ... | head -1`: stop quietly
        # Point stdout at devnull so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except cgt.CGTError as error:
        _error(command, str(error))
        return 2
    except (RecursionError, MemoryError) as error:
        _error(command, f"the computation is too large ({type(error).__name__})")
        return 1
    except Exception as error:
        if os.environ.get("CGT_DEBUG"):
            raise
        _error(command, f"internal error: {type(error).__name__}: {error} "
                        "(set CGT_DEBUG=1 to see the traceback)")
        return 1

"""The ``cgt`` command, driven as a user drives it: in a subprocess."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cgt.cli.main import main

# UTF-8 whatever the locale ("±" must print), wide enough that rich never wraps a value.
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "200", "NO_COLOR": "1"}


def cgt(*args: str, command: tuple[str, ...] = (sys.executable, "-m", "cgt")):
    """Run the command with ``args``; the completed process (text output)."""
    return subprocess.run(
        [*command, *args],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=ENV,
        timeout=60,
    )


def facts(expression: str) -> dict:
    """``cgt value --json EXPRESSION``, decoded."""
    run = cgt("value", "--json", expression)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


# --- cgt value: the rich panel ---------------------------------------------------------


def test_value_of_a_switch_shows_value_outcome_and_stops():
    run = cgt("value", "{1|-1}")
    assert run.returncode == 0, run.stderr
    assert "±1" in run.stdout
    assert "N: the first player wins" in run.stdout
    for label in (
        "Birthday",
        "Left stop",
        "Right stop",
        "Number",
        "Nimber",
        "Infinitesimal",
        "Impartial",
    ):
        assert label in run.stdout
    assert run.stderr == ""


@pytest.mark.parametrize(
    "expression, words",
    [
        ("1", "L: Left wins whoever starts"),
        ("-3/4", "R: Right wins whoever starts"),
        ("*", "N: the first player wins"),
        ("0", "P: the second player wins"),
        ("{1|1}", "L: Left wins whoever starts"),  # 1*
    ],
)
def test_value_names_the_outcome_in_words(expression, words):
    run = cgt("value", expression)
    assert run.returncode == 0, run.stderr
    assert words in run.stdout


def test_value_shows_the_number_and_the_nim_value():
    assert "3/4" in cgt("value", "1/2 + 1/4").stdout
    run = cgt("value", "*3")
    assert "*3" in run.stdout and "nim value 3" in run.stdout


def test_errors_quote_the_input_as_typed_not_as_rich_markup():
    run = cgt("value", "[bold]1")
    assert run.returncode == 2
    assert "[bold]1" in run.stderr


def test_value_joins_several_words_and_reads_a_leading_minus_as_notation():
    assert facts("1/2")["value"] == "1/2"
    run = cgt("value", "--json", "-1/2", "+", "*")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["value"] == "-1/2*"
    run = cgt("value", "-^", "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["value"] == "v"


# --- cgt value --json ------------------------------------------------------------------

REQUIRED_KEYS = {
    "value",
    "outcome",
    "birthday",
    "left_stop",
    "right_stop",
    "is_number",
    "is_nimber",
    "is_infinitesimal",
    "is_impartial",
}


def test_json_of_a_hot_game():
    got = facts("{2|-1/2}")
    assert REQUIRED_KEYS <= got.keys()
    assert got["value"] == "{2|-1/2}"
    assert got["outcome"] == "N"
    assert got["left_stop"] == "2"
    assert got["right_stop"] == "-1/2"
    assert got["birthday"] == 3
    assert not got["is_number"] and not got["is_nimber"] and not got["is_impartial"]
    assert not got["is_infinitesimal"]
    assert "number" not in got and "nim_value" not in got


def test_json_of_a_number():
    got = facts("1/2")
    assert got["is_number"] is True
    assert got["number"] == "1/2"
    assert got["outcome"] == "L"
    assert got["left_stop"] == got["right_stop"] == "1/2"
    assert got["birthday"] == 2
    assert got["is_nimber"] is False


def test_json_of_a_nimber():
    got = facts("*3")
    assert got["is_nimber"] is True and got["is_impartial"] is True
    assert got["nim_value"] == 3
    assert got["is_number"] is False
    assert got["is_infinitesimal"] is True
    assert got["outcome"] == "N"
    assert got["left_stop"] == got["right_stop"] == "0"


def test_json_of_sums_and_infinitesimals():
    assert facts("*2 + *3")["value"] == "*"
    assert facts("^ + v")["outcome"] == "P"
    up = facts("^")
    assert up["value"] == "^" and up["outcome"] == "L" and up["is_infinitesimal"] is True


def test_json_takes_optional_facts_only_when_the_core_has_them():
    import cgt as library

    g = library.parse("{2|-1/2}")
    got = facts("{2|-1/2}")
    for name in ("mean", "temperature"):
        if hasattr(g, name):
            assert got[name] == str(getattr(g, name))
        else:
            assert name not in got


# --- errors ----------------------------------------------------------------------------


@pytest.mark.parametrize("expression", ["{1|", "1/3", "{1|2|3}", "__import__('os')", "{{{{{"])
def test_bad_notation_exits_2_with_a_caret_and_no_traceback(expression):
    run = cgt("value", expression)
    assert run.returncode == 2
    assert run.stdout == ""
    assert "^" in run.stderr
    assert "Traceback" not in run.stderr


def test_bad_notation_with_json_is_still_an_error_on_stderr():
    run = cgt("value", "--json", "{1|")
    assert run.returncode == 2
    assert run.stdout == "" and "Traceback" not in run.stderr


def test_a_bare_cgt_prints_the_help_and_exits_0():
    run = cgt()
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout.startswith("usage: cgt") and "examples:" in run.stdout


def test_unknown_subcommand_exits_2():
    run = cgt("frobnicate")
    assert run.returncode == 2
    assert "usage: cgt" in run.stderr


@pytest.mark.parametrize("command, usage", [("repl", "usage: cgt repl [-h] [--quiet]"),
                                            ("tour", "usage: cgt tour [-h] [--plain]")])
def test_an_unknown_option_of_a_command_shows_that_command_s_usage(command, usage):
    run = cgt(command, "--bogus")
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == f"{usage}\ncgt {command}: error: unrecognized arguments: --bogus\n"


def test_value_without_expression_exits_2():
    assert cgt("value").returncode == 2


# --- help and version ------------------------------------------------------------------


def test_help_has_examples():
    run = cgt("--help")
    assert run.returncode == 0
    assert "cgt value" in run.stdout and "examples:" in run.stdout


def test_value_help_has_notation_and_examples():
    run = cgt("value", "--help")
    assert run.returncode == 0
    assert "--json" in run.stdout and "examples:" in run.stdout
    # ... and points to the page that explains every printed form
    assert '"Reading the notation"' in run.stdout and "docs/notation.md" in run.stdout
    assert (Path(__file__).resolve().parents[2] / "docs" / "notation.md").is_file()


def test_version():
    import cgt as library

    run = cgt("--version")
    assert run.returncode == 0
    # ... and which core runs, compiled or pure Python (cgt/native.py)
    assert run.stdout.strip() == f"cgt {library.__version__}, {library.native.core}"


# --- in process and as the installed console script ------------------------------------


def test_main_returns_exit_codes_instead_of_raising(capsys):
    assert main(["value", "--json", "±1"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == "±1"
    assert main(["value", "{1|"]) == 2
    assert "^" in capsys.readouterr().err
    assert main([]) == 0
    assert capsys.readouterr().out.startswith("usage: cgt")
    assert main(["--help"]) == 0


def test_console_script():
    script = shutil.which("cgt", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("the cgt console script is not installed next to this Python")
    run = cgt("value", "{1|-1}", command=(script,))
    assert run.returncode == 0, run.stderr
    assert "±1" in run.stdout and "N: the first player wins" in run.stdout


def test_import_cgt_does_not_load_rich():
    code = "import sys, cgt; print('rich' in sys.modules)"
    run = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, env=ENV
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "False"


def _loaded_by(*words: str) -> set[str]:
    """The modules a ``cgt`` command loads, run in a pipe as a script would."""
    code = ("import sys\nfrom cgt.cli.main import main\ncode = main(sys.argv[1:])\n"
            "print(*sorted(sys.modules), file=sys.stderr)\nsys.exit(code)")
    env = {k: v for k, v in ENV.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    run = subprocess.run([sys.executable, "-c", code, *words], check=False,
                         capture_output=True, text=True, encoding="utf-8", env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    return set(run.stderr.split())


@pytest.mark.parametrize("workers", [(), ("--workers", "2")])
def test_cgt_table_imports_only_what_it_needs(workers):
    """Start-up is part of every command's time: a table written to a pipe
    loads no rich, no metadata of the installed distributions (the ruleset
    is built in), none of the facts of ``cgt value`` and no loopy solver;
    a table of who wins, none of the values' machinery (the public Game,
    its printer and the reports) and no SQLite store without ``--store``;
    the parallel module only with ``--workers``, and then forked helpers
    rather than a process pool where the system can fork."""
    from cgt.scale.forked import can_fork

    loaded = _loaded_by("table", "babylone", "--max-bricks", "6", *workers)
    assert "cgt.games.babylone" in loaded and "cgt.games.table_spec" in loaded
    absent = ["rich", "importlib.metadata", "cgt.display.facts", "cgt.positions.loopy",
              "more_itertools", "cgt.values.game", "cgt.notation.printer",
              "cgt.display.report", "cgt.scale.store", "sqlite3"]
    if can_fork():
        absent += ["multiprocessing", "concurrent.futures"]
    for module in absent:
        assert module not in loaded
    assert ("cgt.scale.parallel" in loaded) == bool(workers)


def test_cgt_value_loads_no_ruleset():
    loaded = _loaded_by("value", "--plain", "{1|-1}")
    assert "cgt.display.facts" in loaded
    for module in ("importlib.metadata", "cgt.games.registry", "cgt.games.table_spec",
                   "cgt.scale.parallel", "rich.console"):
        assert module not in loaded


# === the other commands ==================================================================
# Each runs the command as a user would (a subprocess) unless it needs a patched
# registry; then main() runs in process.


def run_ok(*args: str) -> subprocess.CompletedProcess:
    run = cgt(*args)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    return run


def run_json(*args: str) -> dict:
    return json.loads(run_ok(*args, "--json").stdout)


# --- cgt value: temperature and mean ---------------------------------------------------


def test_value_shows_mean_and_temperature():
    run = run_ok("value", "{2|-1/2}")
    assert "Mean" in run.stdout and "3/4" in run.stdout
    assert "Temperature" in run.stdout and "5/4" in run.stdout
    got = facts("{2|-1/2}")
    assert got["mean"] == "3/4" and got["temperature"] == "5/4"


# --- cgt report ----------------------------------------------------------------------------


def test_report_nim_shows_value_outcome_grundy_and_the_winning_move():
    run = run_ok("report", "nim", "3", "4", "5")
    for text in ("*2", "N: the first player wins", "Grundy value", "o oooo ooooo"):
        assert text in run.stdout


@pytest.mark.parametrize("words", [["........."], ["XX.OO...."], ["XX.", "OO.", "..."],
                                   ["XX./OO./..."]])
def test_report_tictactoe_takes_the_obvious_spellings_of_a_board(words, capsys):
    assert main(["report", "tictactoe", *words, "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["position"] == ("XX./OO./..." if "X" in "".join(words) else ".../.../...")


def test_report_json_of_nim():
    got = run_json("report", "nim", "3", "4", "5")
    assert got["value"] == "*2" and got["grundy"] == 2 and got["outcome"] == "N"
    assert got["winning_moves"] == [{"position": "o oooo ooooo", "grundy": 0}]
    assert run_json("report", "nim", "1", "3", "5", "7")["outcome"] == "P"


@pytest.mark.parametrize(
    "words, value, outcome",
    [
        (["3x3", "--rows", "2"], "5/2", "L"),  # positive: Black wins whoever starts
        (["O./.O/.X/X."], "±1", "N"),
        ([".O./.../X.."], "-1/2", "R"),
        (["3x3", "--no-backward-captures"], "1", "L"),
        (["2x2"], "0", "P"),
    ],
)
def test_report_alquerkonane_endgames_of_the_articles(words, value, outcome):
    got = run_json("report", "alquerkonane", *words)
    assert (got["value"], got["outcome"]) == (value, outcome)


def test_report_alquerkonane_lists_winning_moves_for_each_side():
    got = run_json("report", "alquerkonane", "O./.O/.X/X.")
    assert got["winning_moves"]["left"] and got["winning_moves"]["right"]
    assert "1" in [m["value"] for m in got["winning_moves"]["left"]]
    assert "-1" in [m["value"] for m in got["winning_moves"]["right"]]


def test_report_of_the_old_rules_shows_a_draw_for_white():
    got = run_json("report", "alquerkonane", "3x3", "--rows", "2", "--old-rules")
    assert got["kind"] == "loopy-partizan"
    assert got["left_result"]["outcome"] == "win" and got["right_result"]["outcome"] == "draw"
    run = run_ok("report", "alquerkonane", "3x3", "--rows", "2", "--old-rules")
    assert "draw" in run.stdout and "win in 9" in run.stdout


def test_report_ourson_win_loss_and_remoteness():
    got = run_json("report", "ourson")
    assert got["result"] == {"outcome": "loss", "remoteness": 10}
    assert got["player"] == "bear" and got["principal_line"][0] == "0450"
    limited = run_json("report", "ourson", "0450", "--max-plies", "16", "--on-limit", "bear")
    assert limited["result"]["outcome"] == "loss"
    short = run_json("report", "ourson", "0450", "--max-plies", "9", "--on-limit", "bear")
    assert short["result"] == {"outcome": "win", "remoteness": 9}
    run = run_ok("report", "ourson")
    assert "loss in 10" in run.stdout and "bear to move" in run.stdout


def test_report_chomp_6x7_has_one_winning_move():
    got = run_json("report", "chomp", "6x7")
    assert got["outcome"] == "N"
    assert [m["position"] for m in got["winning_moves"]] == [
        "####/####/#######/#######/#######/x######"]


def test_report_babylone_and_wythoff_sums():
    assert run_json("report", "babylone", "b1", "b1", "r1", "r1")["outcome"] == "N"
    assert run_json("report", "babylone", "3x2")["outcome"] == "P"
    total = run_json("report", "wythoff", "3", "5", "1", "4")
    assert total["grundy"] == 0 ^ 5 and total["value"] == "*5"  # (3, 5) is P, (1, 4) is *5


def test_every_ruleset_is_reachable_by_name(capsys):
    from cgt.games.registry import RULESETS

    for name in RULESETS:
        assert main(["report", "--json", name]) == 0, name
        got = json.loads(capsys.readouterr().out)
        assert got["ruleset"] == name
        assert got["kind"] in ("impartial", "partizan", "loopy", "loopy-partizan")
        if got["kind"] in ("impartial", "partizan"):
            assert got["outcome"] in "LRNP"


def test_report_help_per_ruleset_has_examples():
    run = run_ok("report", "alquerkonane", "--help")
    assert "--rows" in run.stdout and "--old-rules" in run.stdout and "examples:" in run.stdout
    run = run_ok("report", "--help")
    assert "toads-and-frogs" in run.stdout and "examples:" in run.stdout


# --- cgt table -----------------------------------------------------------------------------


def test_table_wythoff_grundy_grid():
    got = run_json("table", "wythoff", "--size", "21")
    assert got["grundy"][10] == [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4,
                                 5, 23, 28]
    assert [3, 5] in got["p_positions"] and [5, 3] in got["p_positions"]
    run = run_ok("table", "wythoff", "--size", "8")
    assert "P-positions" in run.stdout and "(3,5)" in run.stdout


def test_table_babylone_agrees_with_the_article():
    from cgt.games.babylone import ARTICLE_BABYLONE

    got = run_json("table", "babylone", "--max-bricks", "16")
    assert got["disagreements"] == []
    for (c, k), winner in ARTICLE_BABYLONE.items():
        if c * k <= 16:
            assert got["winners"][str(c)][str(k)] == winner, (c, k)
    run = run_ok("table", "babylone", "--colors", "2-3", "--bricks", "1-4")
    assert "first player wins" in run.stdout


def test_table_subtraction_marks_the_period():
    got = run_json("table", "subtraction", "2,3,7", "--upto", "20")
    assert got["values"][1:21] == [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]
    assert got["periodicity"]["period"] == 5
    run = run_ok("table", "subtraction", "1,2,3")
    assert "period 4" in run.stdout


def test_table_heap_and_rectangles():
    assert run_json("table", "heap", "0.77", "--upto", "12")["values"] == [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
    chomp = run_json("table", "chomp", "--rows", "2", "--columns", "2")
    assert chomp["grundy"][1][1] == "2"
    domineering = run_json("table", "domineering", "--rows", "2", "--columns", "3")
    assert domineering["values"][1] == ["1", "±1", "{2|-1/2}"]


# --- cgt tree ------------------------------------------------------------------------------


def test_tree_explains_a_dominated_option():
    run = run_ok("tree", "{0,*|0,*,{1|0}}")
    assert "*2" in run.stdout
    assert "dominated by *" in run.stdout and "Canonical form" in run.stdout


def test_tree_explains_a_reversible_option():
    run = run_ok("tree", "{^|^}")
    assert "reverses through *" in run.stdout and "^^*" in run.stdout


def test_tree_of_an_expression_and_of_a_position():
    run = run_ok("tree", "-{2|-1/2}", "--depth", "2")
    assert "{1/2|-2}" in run.stdout and "not an explicit form" in run.stdout
    run = run_ok("tree", "nim", "2", "1")
    assert "✓ wins" in run.stdout and "Grundy 3" in run.stdout
    run = run_ok("tree", "ourson", "--depth", "1")
    assert "loss in 10" in run.stdout


# --- cgt dot -------------------------------------------------------------------------------


def test_dot_of_alquerkonane_is_outcome_coloured_graphviz(tmp_path):
    run = run_ok("dot", "alquerkonane", "3x3")
    assert run.stdout.startswith("digraph positions {")
    assert "fillcolor" in run.stdout and run.stdout.rstrip().endswith("}")
    graphviz = shutil.which("dot")
    if graphviz:  # render it when Graphviz is installed
        (tmp_path / "tree.dot").write_text(run.stdout, encoding="utf-8")
        done = subprocess.run([graphviz, "-Tsvg", str(tmp_path / "tree.dot")],
                              capture_output=True, text=True, check=False, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "<svg" in done.stdout


def test_dot_of_the_loopy_bear_and_of_an_expression():
    run = run_ok("dot", "ourson")
    assert run.stdout.startswith("digraph loopy {") and "loss in 10" in run.stdout
    run = run_ok("dot", "{2|-1/2}")
    assert "digraph game {" in run.stdout and run.stdout.count("->") == 7


def test_dot_refuses_huge_graphs_in_one_line():
    run = cgt("dot", "alquerkonane", "6x6", "--max-nodes", "20")
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "--max-nodes" in run.stderr


# --- cgt tour --------------------------------------------------------------------------------


def test_tour_runs_every_ruleset():
    from cgt.games.registry import RULESETS

    run = run_ok("tour")
    for name in RULESETS:
        assert RULESETS[name].cls.__name__ in run.stdout, name
    assert "skipped" not in run.stdout
    assert "±1" in run.stdout and "loss in 10" in run.stdout


# --- help, errors, interruption ------------------------------------------------------------


@pytest.mark.parametrize("command", ["value", "report", "table", "tree", "dot", "tour", "repl"])
def test_every_command_has_help_with_examples(command):
    run = run_ok(command, "--help")
    assert "usage: cgt " + command in run.stdout
    assert "example" in run.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (("report", "chess"), "unknown ruleset 'chess'"),
        (("report", "nim", "x"), "heap 1 is 'x'"),
        (("report", "wythoff", "3"), "expected pairs of heaps"),
        (("report", "alquerkonane", "X/O"), "White square"),
        (("report", "subtraction", "0,2", "5"), "not a positive integer"),
        (("table", "konane"), "no table for konane"),
        (("tree", "nim", "x"), "heap 1 is 'x'"),
    ],
)
def test_bad_arguments_one_line_exit_2(args, message):
    run = cgt(*args)
    assert run.returncode == 2
    assert message in run.stderr
    assert run.stderr.count("\n") == 1, run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""


@pytest.mark.parametrize(
    "args",
    [("table", "wythoff", "--size", "0"), ("report", "alquerkonane", "3x3", "--rows", "3"),
     ("table", "babylone", "--colors", "6-2"), ("tree", "{1|"), ("dot", "{{{")],
)
def test_bad_options_and_notation_exit_2_without_traceback(args):
    run = cgt(*args)
    assert run.returncode == 2 and "error" in run.stderr and "Traceback" not in run.stderr


def _patched_ruleset(monkeypatch, module_name: str) -> None:
    """The registry with "konane" found in ``module_name`` instead."""
    from cgt.games import registry

    patched = registry.RULESETS.copy()
    patched.register("konane", f"{module_name}:RULESET")
    monkeypatch.setattr(registry, "RULESETS", patched)


def test_a_missing_ruleset_module_is_reported_not_a_traceback(monkeypatch, capsys):
    _patched_ruleset(monkeypatch, "cgt.games.no_such_ruleset")
    assert main(["report", "konane", "xo."]) == 2
    err = capsys.readouterr().err
    assert "ruleset 'konane' is not available" in err and "No module named" in err
    assert err.count("\n") == 1


def test_a_ruleset_module_that_fails_to_import_is_reported(monkeypatch, capsys, tmp_path):
    (tmp_path / "broken_ruleset_for_test.py").write_text("raise RuntimeError('half written')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    _patched_ruleset(monkeypatch, "broken_ruleset_for_test")
    assert main(["report", "konane", "xo."]) == 2
    assert "RuntimeError: half written" in capsys.readouterr().err
    assert main(["tour"]) == 0  # the tour names the broken ruleset and goes on
    assert "skipped: ruleset 'konane' is not available" in capsys.readouterr().out


def test_an_internal_error_is_one_line(monkeypatch, capsys):
    import dataclasses

    from cgt.games import registry as rulesets

    def make(words, options):
        raise TypeError("a bug")

    monkeypatch.setitem(rulesets.RULESETS, "nim",
                        dataclasses.replace(rulesets.RULESETS["nim"], make=make))
    monkeypatch.delenv("CGT_DEBUG", raising=False)
    assert main(["report", "nim", "3"]) == 1
    err = capsys.readouterr().err
    assert "internal error: TypeError: a bug" in err and err.count("\n") == 1


#: The command, run so that it says "ready" on stderr once the solver has
#: started (at the first moves it asks for), and not before.
_INTERRUPTIBLE = """
import signal
import sys
from cgt.cli.main import main

# As at a terminal, whatever the test runner's own parent did with SIGINT
# (a shell's background job inherits it ignored).
signal.signal(signal.SIGINT, signal.default_int_handler)
from cgt.games.alquerkonane import Alquerkonane

moves = Alquerkonane.left_moves

def announcing(self):
    Alquerkonane.left_moves = moves
    print("ready", file=sys.stderr, flush=True)
    return moves(self)

Alquerkonane.left_moves = announcing
sys.exit(main(["report", "alquerkonane", "6x6"]))
"""


def interrupted(script: str, *args: str) -> tuple[subprocess.Popen, str, str]:
    """Run ``script`` (which says "ready" on stderr when it should be
    interrupted) and send it SIGINT then: the process, its stdout and the
    rest of its stderr."""
    import signal

    process = subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", env=ENV,
    )
    try:
        assert process.stderr is not None and process.stderr.readline() == "ready\n"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    return process, out, err


def test_ctrl_c_stops_a_long_computation_with_one_line():
    """SIGINT once the search runs (not after a guessed delay): one line, status 130."""
    process, out, err = interrupted(_INTERRUPTIBLE)
    assert process.returncode == 130
    assert err == "cgt: interrupted\n" and out == ""


def test_a_third_party_ruleset_joins_every_command(monkeypatch, capsys, tmp_path):
    """A package's ruleset, found as an entry point would find it, is reported,
    drawn as a tree and listed in the help like the built-in ones."""
    from cgt.games import registry

    (tmp_path / "take_one_or_two.py").write_text(
        "import cgt\n"
        "from cgt.games.registry import Ruleset\n"
        "from cgt.games.words import read_integer\n"
        "class Pile(cgt.ImpartialPosition):\n"
        "    def __init__(self, n): self.n = n\n"
        "    def moves(self): return [Pile(self.n - k) for k in (1, 2) if k <= self.n]\n"
        "    def key(self): return self.n\n"
        "    def __eq__(self, other): return isinstance(other, Pile) and other.n == self.n\n"
        "    def __hash__(self): return self.n\n"
        "    def __str__(self): return 'o' * self.n\n"
        "RULESET = Ruleset('pile', Pile, 'take one or two tokens', 'N', 'a heap size',\n"
        "                  lambda words, options: Pile(read_integer(words[0], 'heap')),\n"
        "                  example=('7',))\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    patched = registry.RULESETS.copy()
    patched.register("pile", "take_one_or_two:RULESET")
    monkeypatch.setattr(registry, "RULESETS", patched)
    assert main(["report", "--json", "pile", "7"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert (facts["ruleset"], facts["value"], facts["grundy"]) == ("pile", "*", 1)  # 7 mod 3
    assert main(["report", "--json", "pile", "6"]) == 0
    assert json.loads(capsys.readouterr().out)["outcome"] == "P"  # 6 is a multiple of 3
    assert main(["report", "--help"]) == 0
    assert "pile" in capsys.readouterr().out


def test_max_nodes_raises_the_limit_where_the_error_says_to(capsys):
    """The error asks to raise --max-nodes: written before or after the
    subject, a larger limit draws the 4x4 Domineering graph: 613 nodes, one
    per key (641 before regions of cells no two side by side were keyed as
    the column they are worth, in games/domineering.py)."""
    assert main(["dot", "domineering", "4x4"]) == 2
    assert "raise --max-nodes" in capsys.readouterr().err
    for words in (["dot", "domineering", "4x4", "--max-nodes", "1000"],
                  ["dot", "--max-nodes", "1000", "domineering", "4x4"]):
        assert main(words) == 0
        assert capsys.readouterr().out.count("[label=") == 613
    assert main(["tree", "{2|-1/2}", "--max-nodes", "3"]) == 0
    assert "raise --max-nodes" in capsys.readouterr().out


@pytest.mark.parametrize("words", [["tree", "{2|-1/2}", "--depth", "-1"],
                                   ["tree", "--depth", "0", "{2|-1/2}"],
                                   ["dot", "nim", "3", "--max-nodes", "0"]])
def test_depth_and_node_limits_are_positive(words, capsys):
    assert main(words) == 2
    assert "must be at least 1" in capsys.readouterr().err


@pytest.mark.parametrize(("ruleset", "word"), [
    ("domineering", "2x"), ("chomp", "3x4x"), ("cram", "3x"), ("babylone", "3x"),
    ("alquerkonane", "4x"),
])
def test_a_mistyped_size_is_named_not_read_as_a_diagram(ruleset, word, capsys):
    """Issue 38: ``cgt report domineering 2x`` read the typo as a board
    ("row 1, column 1 has '2'"); it is a size missing its columns."""
    assert main(["report", ruleset, word]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert f"'{word}' is not a size" in err and "column 1" not in err

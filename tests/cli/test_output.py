"""What the ``cgt`` command writes where: boxes on a terminal, plain lines in
a pipe or with ``--plain``, ASCII where stdout cannot encode Unicode (issue
17, defect 6)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from cgt.cli.main import main

#: No terminal forced: in a subprocess stdout is a pipe.
PIPE_ENV = {key: value for key, value in os.environ.items()
            if key not in ("FORCE_COLOR", "TTY_COMPATIBLE", "PYTHONIOENCODING")}
PIPE_ENV.update({"COLUMNS": "200", "NO_COLOR": "1", "CGT_HISTORY": "", "CGT_NO_PROGRESS": "1"})
#: Box-drawing characters rich uses on a UTF-8 terminal.
BOXES = set("╭╮╰╯│─━┃├└┏┓┗┛")


def cgt(*args: str, encoding: str = "utf-8", terminal: bool = False, stdin: str | None = None
        ) -> subprocess.CompletedProcess:
    env = {**PIPE_ENV, "PYTHONIOENCODING": encoding}
    if terminal:
        env["TTY_COMPATIBLE"] = "1"
    return subprocess.run([sys.executable, "-m", "cgt", *args], input=stdin,
                          capture_output=True, text=True, encoding=encoding, env=env,
                          timeout=120, check=False)


def ok(run: subprocess.CompletedProcess) -> str:
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "UnicodeEncodeError" not in run.stderr
    return run.stdout


# -- ASCII when stdout cannot encode ---------------------------------------------------------


def test_value_on_an_ascii_stdout_writes_ascii_notation():
    out = ok(cgt("value", "{1|-1}", encoding="ascii"))
    assert "Value: +-1" in out.splitlines()
    assert "Outcome: N: the first player wins" in out


def test_json_on_an_ascii_stdout_is_ascii_json_that_parses_back():
    out = ok(cgt("value", "--json", "{1|-1} + *", encoding="ascii"))
    facts = json.loads(out)
    assert out.isascii() and facts["value"] == "+-(1*)"
    import cgt as library

    assert library.parse(facts["value"]) == library.parse("{1|-1} + *")


@pytest.mark.parametrize("args, shown", [
    (("report", "alquerkonane", "O./.O/.X/X."), "Value: +-1"),
    (("report", "--json", "alquerkonane", "O./.O/.X/X."), '"value": "+-1"'),
    (("report", "tictactoe", "XX.OO...."), "XX./OO./... -> XXX/OO./..."),
    (("report", "nim", "1", "2", "--plain"), "Grundy value: 3"),
    (("tree", "{^|^}"), "<~ reverses through *"),
    (("tree", "nim", "2", "1"), "[ok] wins"),
    (("table", "wythoff", "--size", "4"), "Wythoff"),
    (("dot", "{1|-1}"), "+-1"),
    (("tour",), "(floor(2phi), floor(2phi2))"),
])
def test_every_command_writes_ascii_on_an_ascii_stdout(args, shown):
    out = ok(cgt(*args, encoding="ascii"))
    assert shown in out


def test_the_repl_writes_ascii_on_an_ascii_stdout():
    out = ok(cgt("repl", "--quiet", encoding="ascii", stdin="{1|-1} + *\n"))
    assert "+-(1*)   N: the first player wins" in out


def test_boxes_on_an_ascii_terminal_are_drawn_in_ascii():
    out = ok(cgt("value", "{1|-1}", encoding="ascii", terminal=True))
    assert out.lstrip().startswith("+- cgt value") and "| " in out and "+-1" in out


# -- boxes on a terminal, plain lines elsewhere ----------------------------------------------


def test_a_terminal_gets_boxes():
    out = ok(cgt("value", "{1|-1}", terminal=True))
    assert "╭─ cgt value" in out and "±1" in out


def test_plain_lines_when_stdout_is_not_a_terminal():
    lines = ok(cgt("value", "{1|-1}")).splitlines()
    assert lines[:3] == ["Expression: {1|-1}", "Value: ±1", "Outcome: N: the first player wins"]
    assert all(": " in line for line in lines) and not BOXES & set("".join(lines))


@pytest.mark.parametrize("args", [
    ("value", "--plain", "{1|-1}"), ("value", "{1|-1}", "--plain"),
    ("report", "--plain", "nim", "3", "4", "5"), ("report", "nim", "3", "4", "5", "--plain"),
    ("tree", "--plain", "{^|^}"), ("tree", "{^|^}", "--plain"),
    ("tree", "nim", "2", "1", "--plain"),
    ("table", "wythoff", "--size", "4", "--plain"), ("table", "--plain", "wythoff"),
    ("tour", "--plain"),
])
def test_plain_has_no_box_even_on_a_terminal(args):
    out = ok(cgt(*args, terminal=True))
    assert out.strip() and not BOXES & set(out), out
    assert "\x1b[" not in out  # no colour either


def test_plain_report_is_key_value_lines():
    lines = ok(cgt("report", "--plain", "domineering", "2x3")).splitlines()
    assert lines[:4] == ["Ruleset: Domineering", "Position: ...|...", "Value: {2|-1/2}",
                         "Outcome: N: the first player wins"]
    assert "Left wins moving first with: ..#|..# (value: 2)" not in lines  # not a move of 2x3
    assert any(line.startswith("Left wins moving first with: ") for line in lines)
    assert all(": " in line for line in lines)


def test_plain_tree_is_indented_lines():
    lines = ok(cgt("tree", "--plain", "{1|-1}", "--depth", "1")).splitlines()
    assert lines[0] == "{1|-1} = ±1   N: the first player wins"
    assert lines[1:3] == ["  As written", "    Left options"]


def test_plain_table_is_aligned_columns():
    lines = ok(cgt("table", "--plain", "wythoff", "--size", "3")).splitlines()
    assert lines[1].split() == ["0", "1", "2"] or lines[1].split()[-3:] == ["0", "1", "2"]
    assert lines[2].split() == ["0", "0", "1", "2"]


def test_in_process_main_restores_the_streams(capsys):
    errors = sys.stdout.errors
    assert main(["value", "--plain", "*"]) == 0
    assert sys.stdout.errors == errors
    assert "Value: *" in capsys.readouterr().out


@pytest.mark.parametrize("variables", [{}, {"FORCE_COLOR": "1"}, {"FORCE_COLOR": ""},
                                       {"TTY_COMPATIBLE": "1"}, {"TTY_COMPATIBLE": "0"}])
def test_is_terminal_tells_what_rich_tells_without_importing_it_for_a_pipe(monkeypatch,
                                                                           variables):
    """``is_terminal`` answers a stream that is no tty itself (rich is not
    imported for it) and asks rich whenever a variable rich reads is set."""
    from rich.console import Console

    from cgt.cli import output

    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    for stderr in (False, True):
        assert output.is_terminal(stderr) == Console(stderr=stderr).is_terminal
    assert output._surely_not_terminal(io.StringIO()) == (not variables)

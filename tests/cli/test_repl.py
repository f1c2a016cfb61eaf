"""``cgt repl`` driven as a user drives it: a script on stdin, and a terminal."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cgt.cli.repl import GameConsole, namespace

ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "120", "NO_COLOR": "1",
       "CGT_HISTORY": ""}


def repl(script: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cgt", "repl", *args], input=script, capture_output=True,
        text=True, encoding="utf-8", env=ENV, timeout=60, check=False,
    )


def test_notation_lines_are_games_and_other_lines_are_python():
    run = repl("{1|-1} + *\nx = parse('^')\nx + x\n3/4\n1/3\nv = 5\nv + 1\n")
    assert run.returncode == 0, run.stderr
    assert "±(1*)   N: the first player wins" in run.stdout
    assert "^^   L: Left wins whoever starts" in run.stdout
    assert "3/4   L" in run.stdout
    assert "0.3333333333333333" in run.stdout  # not dyadic: Python's division
    assert "6" in run.stdout  # v is the user's name now, not down
    assert "Traceback" not in run.stderr


def test_rulesets_and_helpers_are_loaded():
    run = repl("Nim([3, 4, 5]).value\nWythoff(3, 5).grundy\nreport(Nim([1, 2]))\n"
               "tree('{0,*|0,*,{1|0}}')\n")
    assert run.returncode == 0, run.stderr
    assert "*2   N" in run.stdout
    assert "cgt report: Nim" in run.stdout and "dominated by *" in run.stdout


def test_bad_notation_shows_the_caret_and_python_errors_their_traceback():
    run = repl("{1|\n1 +* \nundefined_name\n")
    assert run.returncode == 0
    assert "expected '}'" in run.stderr and "^" in run.stderr
    assert "NameError" in run.stderr  # the user's own Python error, as in any REPL


def test_banner_and_quiet():
    assert "A line in game notation is a game" in repl("").stderr
    assert repl("", "--quiet").stderr.strip() == ""


def test_console_reads_notation_only_through_parse():
    console = GameConsole(namespace())
    assert str(console.as_game("{2|-1/2} + {2|-1/2}")) == "3/2"
    assert console.as_game("__import__('os')") is None
    assert console.as_game("Nim([1])") is None


def test_a_terminal_session_with_completion_and_history(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    history = tmp_path / "history"
    env = {**ENV, "CGT_HISTORY": str(history), "TERM": "dumb"}
    child = pexpect.spawn(sys.executable, ["-m", "cgt", "repl", "--quiet"], env=env,
                          encoding="utf-8", timeout=30, dimensions=(40, 120))
    try:
        child.expect_exact(">>> ")
        child.sendline("{1|-1} + *")
        child.expect_exact("±(1*)")
        child.expect_exact(">>> ")
        child.send("Wytho\t")  # tab completion of a loaded name
        child.expect_exact("Wythoff(")  # rlcompleter opens the call of a class
        child.sendline("3, 5).grundy")
        child.expect_exact("0")
        child.expect_exact(">>> ")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert "{1|-1} + *" in history.read_text(encoding="utf-8")


# -- issue 17, defect 2: assignments, sets and floats ----------------------------------------


def test_an_assignment_of_notation_is_a_game():
    run = repl("x = {2|1}\nx.mean\nx\nh = 3/4\nh + h\n")
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    assert "Fraction(3, 2)" in run.stdout  # the mean of the game, not a set's AttributeError
    assert "{2|1}   L: Left wins whoever starts" in run.stdout
    assert "3/2   L" in run.stdout  # h is the number 3/4, not the float 0.75


def test_braces_with_two_bars_are_the_ambiguity_error_not_the_set_3():
    run = repl("{3|2|1}\ny = {3|2|1}\n")
    assert run.stderr.count("ambiguous '|'") == 2 and "Traceback" not in run.stderr
    assert "{3}" not in run.stdout


def test_a_brace_group_with_a_bar_is_a_game_wherever_it_stands():
    """Issue 38: braces with a bar at their top level are a game anywhere in
    a Python line (they were a set, with a warning); a union of sets stays
    Python's."""
    run = repl("print({2|1})\n{1, 2} | {3}\ng = {2|-1}; g.cool(1)\n{1|-1} > 0\n^ > 0\n"
               "[{g|0}, {1|-1}]\n")
    assert "Traceback" not in run.stderr and "warning" not in run.stderr, run.stderr
    assert "{2|1}" in run.stdout and "{1, 2, 3}" in run.stdout
    assert "{1|0}   N" in run.stdout  # {2|-1} cooled by 1 (CGSuite GameTest: Cool)
    assert "False" in run.stdout and "True" in run.stdout  # ±1 is confused with 0; ^ > 0
    # {g|0} is {{2|-1}|0}: Left's option reverses through -1 (no Left option): -1
    assert "[cgt.parse('-1'), cgt.parse('±1')]" in run.stdout


def test_a_float_with_a_game_is_one_line_not_a_traceback():
    """``x + 1/2`` is exact (the expression language reads 1/2 as a number);
    a float written as one is still a one-line message."""
    run = repl("x = {2|1}\nx + 1/2\n0.5 < x\nx + Fraction(1, 2)\n")
    assert "Traceback" not in run.stderr and "TypeError" not in run.stderr.splitlines()[0]
    assert run.stderr.count("a float is not a game") == 1
    assert "'0.5 < x': a float is not a game" in run.stderr
    assert run.stdout.count("{5/2|3/2}") == 2  # a Fraction is exact, and so is 1/2


def test_python_assignments_stay_python():
    run = repl("n = 3\nlist(range(n))\nd = {\n'a': 1}\nd['a'] + 1\nz = 6 ^ 3\nz\n", "--quiet")
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr
    for shown in ("[0, 1, 2]", "2", "5"):
        assert shown in run.stdout


def test_console_reads_assignments_of_notation():
    console = GameConsole(namespace())
    name, game = console.notation_assignment("x = {2|1}")
    assert name == "x" and str(game) == "{2|1}"
    assert console.notation_assignment("n = 5") is None  # an int stays Python's
    assert console.notation_assignment("x == {2|1}") is None
    assert console.notation_assignment("f = print(1)") is None

"""The CGSuite inputs of docs/coming-from-cgsuite.md give CGSuite's outputs in
``cgt value`` and in the REPL (issue 38, item 2). The pairs on the page are
copied from CGSuite's test files (``EvalTest.scala`` and ``GameTest.scala``
in ``lib/core/src/test/scala/org/cgsuite/lang/``); this test reads them from
the page, so the page cannot drift from what runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import cgt
from cgt.cli.main import main
from cgt.cli.repl import GameConsole, namespace
from cgt.display.calculator import calculate

PAGE = Path(__file__).resolve().parents[2] / "docs" / "coming-from-cgsuite.md"


def cgsuite_pairs() -> list[tuple[str, str]]:
    """The ``> input`` / output pairs of the page's examples section."""
    text = PAGE.read_text(encoding="utf-8")
    section = text.split("<!-- cgsuite examples")[1].split("\n## ")[0]
    pairs: list[tuple[str, str]] = []
    lines = section.splitlines()
    for k, line in enumerate(lines):
        if line.startswith("> "):
            pairs.append((line[2:], lines[k + 1]))
    return pairs


PAIRS = cgsuite_pairs()


def cgsuite_text(value: object) -> str:
    """A result printed as CGSuite prints it (``+-`` for ``±``, lower-case truth)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).replace("±", "+-")


def test_the_page_has_at_least_thirty_pairs():
    assert len(PAIRS) >= 30
    assert len({given for given, _ in PAIRS}) == len(PAIRS)


@pytest.mark.parametrize(("given", "expected"), PAIRS)
def test_cgt_value_gives_cgsuites_output(given, expected, capsys):
    assert main(["value", "--json", given]) == 0, capsys.readouterr().err
    facts = json.loads(capsys.readouterr().out)
    shown = facts["value"] if "value" in facts else facts["result"]
    assert shown.replace("±", "+-") == expected


@pytest.mark.parametrize(("given", "expected"), PAIRS)
def test_the_repl_gives_cgsuites_output(given, expected):
    console = GameConsole(namespace())
    assert cgsuite_text(console.as_game(given)) == expected


def test_a_repl_session_prints_every_output():
    """The same lines typed into ``cgt repl``: each output is echoed."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "NO_COLOR": "1", "CGT_HISTORY": "",
           "COLUMNS": "200"}
    run = subprocess.run([sys.executable, "-m", "cgt", "repl", "--quiet"],
                         input="".join(f"{given}\n" for given, _ in PAIRS), text=True,
                         capture_output=True, encoding="utf-8", env=env, timeout=120,
                         check=False)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    echoed = [line.removeprefix(">>> ").split("   ")[0].replace("±", "+-")
              for line in run.stdout.splitlines() if line.removeprefix(">>> ").strip()]
    truths = {"True": "true", "False": "false"}
    assert [truths.get(e, e) for e in echoed] == [expected for _, expected in PAIRS]


@pytest.mark.parametrize(("given", "expected"), PAIRS)
def test_the_outputs_read_back_as_the_same_values(given, expected):
    """CGSuite's printed output is itself an input with the same value."""
    if expected in ("true", "false"):
        return
    assert calculate(expected) == calculate(given)


def test_errors_name_the_fault():
    """Bad input is a one-line CGTError with the position, never a traceback."""
    for text, fault in [("{3|2|1}", "ambiguous"), ("1 |", "bar"), ("{1|2", "'}'"),
                        ("2.5", "decimals"), ("1/3", "dyadic"), ("foo(1)", "not an operation"),
                        ("^.Pow(*)", "whole number"), ("* + ", "expected a game"),
                        ("{1|-1}.secret", "no operation")]:
        with pytest.raises(cgt.CGTError, match=fault):
            calculate(text)

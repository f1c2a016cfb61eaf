"""The ``cgt`` command, driven as a user drives it: in a subprocess."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cgt.cli import main

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


def test_no_subcommand_prints_usage_and_exits_2():
    run = cgt()
    assert run.returncode == 2
    assert "usage: cgt" in run.stderr


def test_unknown_subcommand_exits_2():
    run = cgt("frobnicate")
    assert run.returncode == 2
    assert "usage: cgt" in run.stderr


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


def test_version():
    import cgt as library

    run = cgt("--version")
    assert run.returncode == 0
    assert run.stdout.strip() == f"cgt {library.__version__}"


# --- in process and as the installed console script ------------------------------------


def test_main_returns_exit_codes_instead_of_raising(capsys):
    assert main(["value", "--json", "±1"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == "±1"
    assert main(["value", "{1|"]) == 2
    assert "^" in capsys.readouterr().err
    assert main([]) == 2
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

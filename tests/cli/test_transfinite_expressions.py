"""Transfinite atoms in the expression language (issue 34, noticed in issue
38): ``omega``, ``ω`` and ``*omega`` mix with the game operations where the
algebra defines them (a surreal number with numbers, a transfinite nimber
with nimbers), and are refused in one line where it does not. Before,
``cgt value`` sent any text naming omega to the transfinite reader alone,
so ``omega + {1|0}`` and ``omega + 1/2 > 3`` were parse errors.

Expected values come from the transfinite reader (``cgt.parse``, checked
against CGSuite 2.1's tests in tests/transfinite) and from ONAG: ω exceeds
every finite number (ch. 1), and for a finite n the nim sum ω ⊕ n is ω + n
(ch. 6, nim addition below ω^ω).
"""

from __future__ import annotations

import json

import pytest

import cgt
from cgt.cli.main import main
from cgt.cli.repl import GameConsole
from cgt.display.calculator import calculate


@pytest.mark.parametrize(("text", "same_as"), [
    ("omega + 1/2", "omega + 1/2"),
    ("ω - 1", "omega - 1"),
    ("-omega + 3", "3 - omega"),
    ("*omega + *3", "*(omega + 3)"),
    ("*ω", "*omega"),
    ("*(omega + 1)", "*(omega + 1)"),
])
def test_the_language_reads_omega(text, same_as):
    assert calculate(text) == cgt.parse(same_as)


@pytest.mark.parametrize(("text", "truth"), [
    # (The language has no division: 1/omega is the transfinite reader's.)
    ("omega + 1/2 > 3", True), ("omega > 1000000", True), ("-omega < -1000000", True),
    ("omega - omega == 0", True), ("*omega + *omega == 0", True),
])
def test_comparisons_with_numbers(text, truth):
    assert calculate(text) is truth


@pytest.mark.parametrize(("text", "named"), [
    ("omega + {1|0}", "{1|0}"), ("omega + ^", "^"), ("*omega + ^", "^"),
    ("omega > {1|0}", "{1|0}"), ("{1|-1} + omega", "±1"),
])
def test_undefined_mixtures_are_one_line_errors(text, named, capsys):
    with pytest.raises(cgt.CGTError, match=named.replace("^", r"\^").replace("|", r"\|")):
        calculate(text)
    assert main(["value", text]) == 2
    err = capsys.readouterr().err
    # cgt value tries the transfinite reader first: it names a brace form as
    # written, spaced ({1 | -1}), where the expression language prints it (±1).
    written = text.replace("omega", "").replace("+", "").replace(">", "").strip()
    assert len(err.strip().splitlines()) == 1
    assert named in err or written in err.replace(" ", "")


def test_cgt_value_takes_both_readers(capsys):
    """CGSuite's transfinite arithmetic (``*`` a product) through its reader,
    game operations through the expression language."""
    assert main(["value", "--json", "(omega + 1) * 2"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == str(cgt.parse("omega*2 + 2"))
    assert main(["value", "--json", "omega + 1/2 > 3"]) == 0
    assert json.loads(capsys.readouterr().out) == {"result": "true", "type": "truth"}
    assert main(["value", "omega +"]) == 2  # neither reads it: the transfinite reader's caret
    assert "position 7" in capsys.readouterr().err


def test_the_repl_reads_omega_in_expressions():
    console = GameConsole()
    assert console.as_game("omega + 1/2 > 3") is True
    assert console.as_game("*omega + *3") == cgt.parse("*(omega+3)")

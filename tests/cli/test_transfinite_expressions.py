"""Transfinite atoms in the expression language (issue 34, noticed in issue
38): ``omega``, ``ω`` and ``*omega`` mix with the game operations where the
algebra defines them (a surreal number with numbers, a transfinite nimber
with nimbers), and are refused in one line where it does not. Before,
``cgt value`` sent any text naming omega to the transfinite reader alone,
so ``omega + {1|0}`` and ``omega + 1/2 > 3`` were parse errors.

Since issue 38 round 3 the expression language is the one reader of such
text, for ``cgt.parse`` as for ``cgt value``. Expected values come from
CGSuite 2.1's outputs (tests/transfinite) and from ONAG: ω exceeds
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
    ("omega > {1|0}", "{1|0}"), ("{1|-1} + omega", "±1"), ("*omega < ^", "^"),
])
def test_undefined_mixtures_are_one_line_errors(text, named, capsys):
    """The same message from the language, ``cgt value`` and ``cgt.parse``
    (one reader: before, ``cgt.parse`` sent the text to the transfinite
    reader alone, which said "{1 | 0} is not a number: a left option is not
    below every right option", and a ParseError at ``^``)."""
    with pytest.raises(cgt.CGTError, match=named.replace("^", r"\^").replace("|", r"\|")) as raised:
        calculate(text)
    assert main(["value", text]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(raised.value) in err
    if "<" not in text and ">" not in text:
        with pytest.raises(cgt.CGTError) as parsed:
            cgt.parse(text)
        assert str(parsed.value) == str(raised.value)


#: CGSuite 2.1's transfinite arithmetic, as the expression language reads it
#: (``*``, ``/``, ``^`` and the word operators in a text naming omega), with
#: CGSuite's outputs (tests/transfinite/test_cgsuite_examples.py cites them:
#: SurrealNumberTest, NimberTest in CGSuite's sources).
CGSUITE_ARITHMETIC = [
    ("(omega + 1) * 2", "ω×2+2"), ("omega*3 + omega^(omega^2+omega) - omega^19*9*omega",
                                   "ω^(ω^2+ω)-ω^20×9+ω×3"),
    ("omega^omega^13 NimExp 47", "ω^ω^7+1"), ("*(omega*5)", "*(ω×5)"),
    ("omega/3 - 1/7", "(ω×7-3)/21"), ("{omega | }", "ω+1"), ("{ | -omega}", "-ω-1"),
    ("*omega * *omega", "*ω^2"), ("(*omega) ConwayProduct *(omega^2)", "*2"),
]


@pytest.mark.parametrize(("text", "printed"), CGSUITE_ARITHMETIC)
def test_one_reader_for_cgt_parse_and_cgt_value(text, printed, capsys, monkeypatch):
    """``cgt.parse`` and ``cgt value`` give the same value, and ``cgt.parse``
    reads it through the expression language (with the language's reader
    taken away, it cannot)."""
    assert str(calculate(text)) == printed == str(cgt.parse(text))
    assert main(["value", "--json", text]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == printed
    from cgt.display import calculator

    def no_language(text, names=None):
        raise cgt.CGTError("the expression language was asked")

    monkeypatch.setattr(calculator, "calculate", no_language)
    with pytest.raises(cgt.CGTError, match="the expression language was asked"):
        cgt.parse(text)


@pytest.mark.parametrize(("text", "truth"), [
    # Two nimbers are equal or confused: *ω - *3 is *(ω+3), a first-player win
    # (ONAG ch. 6, nim sums below ω^ω: ω ⊕ 3 = ω + 3). Before: "not defined".
    ("*omega || *3", True), ("*omega <| *3", True), ("*omega |> *3", True),
    ("*omega < *3", False), ("*omega == *3", False), ("*omega == *omega", True),
    ("*omega || 0", True), ("*omega != *3", True),
    # A nimber lies between every negative and every positive number, 1/ω
    # included (Left wins x - *α for x > 0 by answering in the nimber: ONAG ch. 7).
    ("*omega < 1/omega", True), ("*omega > -1/omega", True), ("*omega < omega", True),
    ("*3 < 1/omega", True), ("1/omega > *omega", True), ("*omega <= -1", False),
])
def test_transfinite_nimbers_compare_as_the_algebra_defines(text, truth, capsys):
    assert calculate(text) is truth
    assert main(["value", "--json", text]) == 0
    assert json.loads(capsys.readouterr().out) == {"result": "true" if truth else "false",
                                                   "type": "truth"}


def test_cgt_parse_refuses_a_comparison_in_one_line():
    with pytest.raises(cgt.CGTError, match=r"'omega > 3' is a truth value, not a game"):
        cgt.parse("omega > 3")


def test_deep_nesting_is_a_parse_error_and_ninety_braces_are_read():
    """Before, the language met Python's recursion limit some 80 brackets
    deep (a RecursionError, "internal error" in ``cgt value``)."""
    with pytest.raises(cgt.ParseError, match="nesting deeper than 100"):
        calculate("(" * 5000 + "1" + ")" * 5000)
    assert calculate("{" * 90 + "0" + "|}" * 90) == cgt.parse("90")  # {n|} is n + 1


def test_cgt_value_reads_cgsuites_transfinite_arithmetic(capsys):
    """CGSuite's transfinite arithmetic (``*`` a product) and the game
    operations, in one language."""
    assert main(["value", "--json", "(omega + 1) * 2"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == str(cgt.parse("omega*2 + 2"))
    assert main(["value", "--json", "omega + 1/2 > 3"]) == 0
    assert json.loads(capsys.readouterr().out) == {"result": "true", "type": "truth"}
    assert main(["value", "omega +"]) == 2  # the caret at the end
    assert "position 7" in capsys.readouterr().err


def test_the_repl_reads_omega_in_expressions():
    console = GameConsole()
    assert console.as_game("omega + 1/2 > 3") is True
    assert console.as_game("*omega + *3") == cgt.parse("*(omega+3)")

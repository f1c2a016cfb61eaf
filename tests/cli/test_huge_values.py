"""`cgt value` of values whose numbers pass CPython's 4,300-digit limit on
int-to-text conversion: the report writes them (issue 37: `cgt value
"*<4,301 nines>"` ended in an internal error)."""

from __future__ import annotations

from cgt.cli.main import main

NINES = "9" * 4301


def test_a_nimber_of_4301_digits_is_reported(capsys):
    assert main(["value", "--plain", "*" + NINES]) == 0
    out = capsys.readouterr().out
    assert f"nim value {NINES}" in out  # *n is the nimber of nim value n (Winning Ways, ch. 3)
    assert "internal error" not in out


def test_an_integer_of_4301_digits_is_reported(capsys):
    assert main(["value", "--plain", NINES]) == 0
    out = capsys.readouterr().out
    assert f"Number: yes, {NINES}" in out

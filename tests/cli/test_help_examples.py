"""Every example command line of every ``--help`` works when pasted into a
shell (issue 17, defect 7): each is split as a shell splits it
(``shlex``), cut at its first shell operator (``| > &&``), and run through
the command's ``main`` in-process, which must succeed.

A word the shell would break (an unquoted ``...|.#.`` or ``G(B)``) fails
before it runs: it splits differently once ``| ( ) < > & ;`` are operators.
"""

from __future__ import annotations

import io
import shlex
import sys

import pytest

from cgt.cli.main import main
from cgt.games.registry import RULESETS, tabulated

#: What a shell reads as the end of the command.
OPERATORS = {"|", "||", "&", "&&", ";", ">", ">>", "<"}

#: Every help there is: the command's, each subcommand's, each ruleset's, each table's.
HELPS = ([["--help"]]
         + [[command, "--help"] for command in
            ("value", "report", "table", "tree", "dot", "tour", "repl")]
         + [[command, name, "--help"] for command in ("report", "tree", "dot")
            for name in RULESETS]
         + [["table", name, "--help"] for name in tabulated()])


def help_text(words: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(words) == 0
    return capsys.readouterr().out


def example_lines(text: str) -> list[str]:
    """The lines of a help that are commands: those starting with ``cgt ``."""
    return [line.strip() for line in text.splitlines() if line.strip().startswith("cgt ")]


def shell_words(line: str) -> list[str]:
    """``line`` split as a shell splits it, up to its first operator."""
    plain = shlex.split(line, comments=True)
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    shell = list(lexer)
    assert shell == plain, f"{line!r}: a shell splits it as {shell}; quote the word"
    for i, word in enumerate(shell):
        if word in OPERATORS:
            return shell[:i]
    return shell


def test_the_splitting_catches_what_a_shell_breaks():
    assert shell_words("cgt report nim 3 4 5   # a comment") == ["cgt", "report", "nim", "3",
                                                                  "4", "5"]
    assert shell_words("cgt dot ourson > bear.dot") == ["cgt", "dot", "ourson"]
    for unquoted in ("cgt report domineering ...|.#.", "cgt report hackenbush G(B)",
                     "cgt report konane x.|o.|.."):
        with pytest.raises(AssertionError, match="quote the word"):
            shell_words(unquoted)


@pytest.mark.parametrize("help_words", HELPS, ids=" ".join)
def test_every_example_of_a_help_runs_when_pasted(help_words, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # `cgt repl` ends at once
    lines = example_lines(help_text(help_words, capsys))
    if help_words[-2:] != ["repl", "--help"]:
        assert lines, f"cgt {' '.join(help_words)} shows no example"
    for line in lines:
        words = shell_words(line)
        assert words[0] == "cgt"
        status = main(words[1:])
        captured = capsys.readouterr()
        assert status == 0, f"{line!r} exits {status}: {captured.err}"

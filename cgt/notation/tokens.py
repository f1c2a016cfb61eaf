"""The tokens of a game text, as :mod:`cgt.notation.parser` reads them.

Every character of a text falls in exactly one token (:data:`TOKENS`: the
last alternative takes any other character), so a token's position is the
sum of the lengths before it. A ``-`` written against a number is one token
with it (``-3/4``); whether it is the number's sign or a binary minus
(``2-1``) the reader decides.

:func:`tokens` finds the same tokens as ``TOKENS.findall``, faster on the
texts of explicit forms: their braces, commas and bars, most of the tokens,
are found by one comparison a character, and the runs between them (``1/2``,
``*2``, ``-3/4``: the same few in every text) are read by the regular
expression once and remembered.

>>> tokens("{1/2,*|-3/4||-1 + ^}")
['{', '1/2', ',', '*', '|', '-3/4', '||', '-1', ' ', '+', ' ', '^', '}']
>>> tokens("{1/2,*|-3/4||-1 + ^}") == TOKENS.findall("{1/2,*|-3/4||-1 + ^}")
True
"""

from __future__ import annotations

import re

from cgt.core.memo import Memo

__all__ = ["LITERAL_TEXT", "NUMBER", "TOKENS", "tokens"]

#: A number: ``3``, ``3/4``, ``0.5``.
NUMBER = r"(?:[0-9]+(?:/[0-9]+|\.[0-9]+)?)"
#: A literal: number, arrows and star written together (``9/8^^*4``).
LITERAL_TEXT = NUMBER + r"?(?:(?:\^+|v+|↑+|↓+)(?:[0-9]+|<[0-9]+>|\[[0-9]+\])?)?(?:\*[0-9]*)?"
#: The alternatives are tried in order, the most frequent first. A token
#: never holds a brace, comma or bar unless it is one (see :func:`tokens`).
TOKENS = re.compile(
    rf"""
    [{{}},()]
  | \|+
  | [-−]?(?=[0-9])(?>{LITERAL_TEXT})(?![TM]iny\()
  | (?=[\^v↑↓*]){LITERAL_TEXT}
  | (?:{NUMBER})?(?:Tiny|Miny)\(
  | ±|\+-
  | \s+
  | .
    """,
    re.VERBOSE | re.DOTALL,
)

#: A run of text between braces, commas and bars -> its tokens. A run
#: tokenizes alone as it does in its text: no token crosses a brace, comma
#: or bar, and the one look-ahead at a run's end (a number is not followed
#: by ``Tiny(``) sees a separator there, or the end, alike.
_RUNS: Memo[str, list[str]] = Memo("tokens of runs", limit=1 << 14)


def tokens(text: str) -> list[str]:
    """``TOKENS.findall(text)``: the tokens of ``text``, in order."""
    found: list[str] = []
    runs = _RUNS
    start = i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "{" or c == "}" or c == "," or c == "|":
            if start < i:
                run = text[start:i]
                parts = runs.get(run)
                if parts is None:
                    parts = _run_tokens(run)
                if len(parts) == 1:
                    found.append(parts[0])
                else:
                    found.extend(parts)
            if c == "|":
                j = i + 1
                while j < n and text[j] == "|":
                    j += 1
                found.append(text[i:j])
                i = j
            else:
                found.append(c)
                i += 1
            start = i
        else:
            i += 1
    if start < n:
        found.extend(runs.get(text[start:]) or _run_tokens(text[start:]))
    return found


def _run_tokens(run: str) -> list[str]:
    """The tokens of ``run``, remembered (short runs only: a long one is rare)."""
    parts = TOKENS.findall(run)
    if len(run) <= 64:
        _RUNS.store(run, parts)
    return parts

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

__all__ = ["LITERAL_TEXT", "NUMBER", "TOKENS", "names_omega", "plain_terms", "tokens"]

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


def names_omega(text: str) -> bool:
    """Whether ``text`` names omega (``omega`` or ``ω``): CGSuite's transfinite
    values, which :mod:`cgt.transfinite` reads (``cgt.parse`` and ``cgt value``
    send such text there, and ask here).

    >>> names_omega("omega + 1/2"), names_omega("*ω"), names_omega("{1|0} + *3")
    (True, True, False)
    """
    return "omega" in text or "ω" in text


def plain_terms(text: str) -> list[tuple[bool, int, int]] | None:
    r"""The terms of ``text`` when it is a sum of integers and nimbers joined
    by ``+`` and ``-`` (a ``-`` before the first one too): for each, whether
    a ``-`` stands before it and its span (``*``, ``*12`` or ``12``); None
    for any other text. One pass, each character looked at once (a regular
    expression with ``\s*`` on both sides of an operator backtracks, in the
    square of the length of a run of spaces).

    >>> plain_terms(" - 3+*"), plain_terms("3 4"), plain_terms(" " * 10)
    ([(True, 3, 4), (False, 5, 6)], None, None)
    """
    n = len(text)
    terms: list[tuple[bool, int, int]] = []
    i = _run_end(_SPACES, text, 0)
    while True:
        negative = False
        if i < n and (text[i] == "-" or text[i] == "−"):
            negative = True
            i = _run_end(_SPACES, text, i + 1)
        elif terms:
            if i == n:
                return terms
            if text[i] != "+":
                return None
            i = _run_end(_SPACES, text, i + 1)
        if i == n:
            return None
        start = i
        if text[i] == "*":
            i += 1
        elif not "0" <= text[i] <= "9":
            return None
        i = _run_end(_DIGITS, text, i)
        terms.append((negative, start, i))
        i = _run_end(_SPACES, text, i)


#: One character class each, repeated: a match at a position scans forward
#: once and never backtracks (nothing follows the repetition).
_SPACES = re.compile(r"\s*")
_DIGITS = re.compile(r"[0-9]*")


def _run_end(run: re.Pattern[str], text: str, i: int) -> int:
    """Where the run of ``run``'s characters that starts at ``i`` ends."""
    match = run.match(text, i)
    assert match is not None  # a repetition matches the empty text too
    return match.end()

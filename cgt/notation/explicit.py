"""Explicit forms ``{L|R}`` read in one pass over their braces and bars.

Most texts that are read are explicit forms: a game printed by ``cgt`` or
CGSuite, written by hand, or made by a program. :func:`read_explicit`
reads such a text when every pair of braces holds one bar and its options
are explicit forms or runs of other text (``1/2``, ``*2``, ``-1^``,
``1 + *``), each run standing for one option. It splits the text into
braces, commas, bars and runs in C (:func:`_pieces`), finds the value of
each distinct run once, before any game is built, and then builds the games
with a stack, checking where each piece stands: no token of the general
reader (:mod:`cgt.notation.parser`) is classified, no position is counted.
Any other text, or a fault, is left to the general reader, which reads it
or says where the fault is.

The pure Python core reads explicit forms here (about twice as fast as the
general reader); the compiled core's general reader is faster than this
one, and :mod:`cgt.notation.parser` uses it there.

>>> from cgt.core.form import star, zero
>>> values = {"0": zero, "*": star}
>>> read_explicit("{0,*|0}", values.get) is read_explicit("{0,{0|0}|0}", values.get)
True
>>> read_explicit("{0||0|*}", values.get), read_explicit("{0|*|0}", values.get)
(None, None)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from cgt.core.canonical import build
from cgt.core.form import Form

__all__ = ["read_explicit"]

#: Braces, commas, bars and the runs of other text between them (for a
#: text with white space; one without is split faster, see :func:`_pieces`).
_PIECES = re.compile(r"[{},|]|[^{},|]+")
#: Braces, bars and commas: not runs.
_SEPARATORS: Final = frozenset("{}|,")
#: Texts longer than this have their braces and bars checked before any
#: game is built (as :mod:`cgt.notation.parser` checks long texts first).
CHECK_FIRST: Final = 500


def read_explicit(text: str, value_of: Callable[[str], Form | None]) -> Form | None:
    """The game of the explicit form ``text``, with ``value_of(run)`` the
    game of each run between braces, commas and bars (None when the run is
    not a game); None when ``text`` is not an explicit form with one bar in
    every pair of braces, or a run is not a game.

    The caller gives the room for the recursion of the builds (as deep as
    the braces nest).
    """
    if not text or text[0] != "{" or text[-1] != "}":
        return None
    pieces = _pieces(text)
    values: dict[str, Form] = {}
    for run in set(pieces):
        if run not in _SEPARATORS:
            value = value_of(run)
            if value is None:
                return None
            values[run] = value
    if len(text) > CHECK_FIRST and not _one_bar_each(pieces):
        return None
    stack: list[tuple[list[Form] | None, list[Form]]] = []
    left: list[Form] | None = None  # the Left options, once the bar is read
    options: list[Form] = []  # the options read since the brace or the bar
    # What was read last: 0 a brace or a bar (a side starts), 1 an option
    # (a run or braces; a comma, bar or brace must follow), 2 a comma (an
    # option must follow).
    after = 0
    for piece in pieces:
        if piece == "{":
            if after == 1:
                return None
            stack.append((left, options))
            left = None
            options = []
            after = 0
        elif piece == "}":
            if left is None or not stack or after == 2:
                return None
            value = build(left, options)
            left, options = stack.pop()
            options.append(value)
            after = 1
        elif piece == ",":
            if after != 1:
                return None
            after = 2
        elif piece == "|":
            if left is not None or after == 2:
                return None
            left = options
            options = []
            after = 0
        else:
            if after == 1:
                return None
            options.append(values[piece])
            after = 1
    if stack or left is not None or len(options) != 1:
        return None
    return options[0]


def _pieces(text: str) -> list[str]:
    """The braces, commas, bars and runs of ``text``, in order: split at
    white space after spaces are put around the separators, when the text
    has no white space of its own (printable, no space: every other white
    space character is not printable), else by :data:`_PIECES`.

    >>> _pieces("{1/2,*|{-1|}}")
    ['{', '1/2', ',', '*', '|', '{', '-1', '|', '}', '}']
    >>> _pieces("{1 + *, {0|*} | }")
    ['{', '1 + *', ',', '{', '0', '|', '*', '}', '|', '}']
    """
    if " " in text or not text.isprintable():  # white space between pieces is dropped
        return [piece for piece in _PIECES.findall(text) if not piece.isspace()]
    return (text.replace("{", " { ").replace("}", " } ").replace("|", " | ")
            .replace(",", " , ").split())


def _one_bar_each(pieces: list[str]) -> bool:
    """Whether the braces of ``pieces`` match, with one bar in each pair."""
    bars: list[bool] = []
    for piece in pieces:
        if piece == "{":
            bars.append(False)
        elif piece == "|":
            if not bars or bars[-1]:
                return False
            bars[-1] = True
        elif piece == "}":
            if not bars or not bars.pop():
                return False
    return not bars

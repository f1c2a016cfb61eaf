"""Reading a ruleset's command-line words: integers, sizes, sets, diagrams.

The ``make`` function of a :class:`~cgt.games.registry.Ruleset` turns the
words after the ruleset's name (``cgt report chomp 6x7``) into a position;
these helpers read the common kinds of word, and name the word and the
fault when it is malformed.

>>> read_size("6x7", "Chomp board"), read_integer_set("1,2,3", "subtraction set")
((6, 7), {1, 2, 3})
>>> read_integer("-3", "heap")
Traceback (most recent call last):
...
cgt.games.words.RulesetError: heap '-3' is not a non-negative integer
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from operator import index
from typing import SupportsIndex, TypeVar

from cgt import CGTError, grid

B = TypeVar("B")  # a board of some ruleset (read_board)

__all__ = [
    "RulesetError", "as_integer", "expect_words", "read_board", "read_diagram", "read_integer",
    "read_integer_set", "read_size",
]


class RulesetError(CGTError):
    """Bad command-line words for a ruleset (or an unknown or broken ruleset:
    see :mod:`cgt.games.registry`)."""


_SIZE = re.compile(r"(\d+)\s*[x×X*]\s*(\d+)")
#: The start of a size (``2x``): no diagram begins so, so a word that does and
#: is not a size is a mistyped size, not a board to read cell by cell.
_SIZE_START = re.compile(r"\d+\s*[x×X*]")


def as_integer(value: object) -> int | None:
    """``value`` as an int when it is an integer (an int or anything with
    ``__index__``, but not a bool), else None: the check of a ruleset's
    size arguments, which then say what is wrong with them.

    >>> as_integer(3), as_integer(True), as_integer(2.0), as_integer("3")
    (3, None, None, None)
    """
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        return None
    try:
        return index(value)
    except TypeError:  # an __index__ that fails
        return None


def read_integer(word: str, what: str) -> int:
    """A non-negative integer written in decimal, of no more digits than
    Python reads (``sys.get_int_max_str_digits()``, 4300 by default).

    >>> try:
    ...     read_integer("9" * 5000, "heap")
    ... except RulesetError as error:
    ...     print(str(error)[:46])
    heap '99999999999999999999...' has 5000 digits
    """
    text = word.strip()
    if not (text.isascii() and text.isdigit()):
        raise RulesetError(f"{what} {_short(word)!r} is not a non-negative integer")
    limit = sys.get_int_max_str_digits()
    if limit and len(text) > limit:
        raise RulesetError(f"{what} {_short(text)!r} has {len(text)} digits, more than the "
                           f"{limit} Python reads (sys.set_int_max_str_digits raises the limit)")
    return int(text)


def _short(word: str) -> str:
    return word if len(word) <= 40 else word[:20] + "..."


def read_size(word: str, what: str) -> tuple[int, int] | None:
    """``"3x4"`` as ``(3, 4)``; None when the word is not of that form, and a
    RulesetError when it starts as a size and is not one.

    >>> read_size("2x", "Domineering board")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.games.words.RulesetError: Domineering board '2x' is not a size: write rows x columns, ...
    """
    found = _SIZE.fullmatch(word.strip())
    if found is None:
        if _SIZE_START.match(word.strip()):
            raise RulesetError(f"{what} {_short(word)!r} is not a size: "
                               "write rows x columns, such as 2x3")
        return None
    rows, columns = (read_integer(size, f"{what} {_short(word)!r}") for size in found.groups())
    if rows < 1 or columns < 1:
        raise RulesetError(f"{what} {word!r}: both sizes must be positive")
    try:
        return grid.check_size(rows, columns, f"{what} {_short(word)!r}")
    except CGTError as error:
        raise RulesetError(str(error)) from None


def read_integer_set(word: str, what: str) -> set[int]:
    """A set of non-negative integers such as ``1,2,3`` or ``{1, 2, 3}``."""
    body = word.strip().strip("{}[]()")
    items = [w for w in re.split(r"[\s,]+", body) if w]
    if not items:
        raise RulesetError(f"{what} {word!r} is empty: write it like 1,2,3")
    return {read_integer(w, f"{what} {word!r}: element") for w in items}


def expect_words(words: list[str], count: int | tuple[int, int], usage: str) -> None:
    """A RulesetError unless there are ``count`` words (or a ``(low, high)`` number)."""
    low, high = (count, count) if isinstance(count, int) else count
    if not low <= len(words) <= high:
        raise RulesetError(f"expected {usage}, got {len(words)} word(s): {' '.join(words)!r}")


def read_diagram(words: list[str]) -> str:
    """The words of a diagram joined with spaces (some diagrams contain spaces)."""
    return " ".join(words)


def read_board(text: str, what: str, drawn: Callable[[str], B],
               rectangle: Callable[[int, int], B]) -> B:
    """The board ``drawn`` from ``text``, or the empty ``rectangle`` of a
    size such as ``"2x3"`` (:func:`read_size`), for the rulesets that read
    either.

    >>> read_board("2x3", "board", str, lambda r, c: (r, c)), read_board("..", "board", str, max)
    ((2, 3), '..')
    >>> read_board(5, "Quelhas board", str, max)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.games.words.RulesetError: Quelhas board 5 is not text: ...
    """
    if not isinstance(text, str):
        raise RulesetError(f"{what} {_short(repr(text))} is not text: give a diagram such as "
                           "'..|..' or a size such as '2x3'")
    size = read_size(text, what)
    return drawn(text) if size is None else rectangle(*size)

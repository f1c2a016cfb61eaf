"""Toppling Dominoes: topple one of your dominoes, and every domino on one side falls.

Rules (Fink, Nowakowski, Siegel and Wolfe, "Toppling Dominoes", Games of No
Chance 5, 2019; Lessons in Play, ch. 2; CGSuite's ``game.strip.TopplingDominoes``
and cgt-tools' ``toppling_dominoes.rs``): rows of standing dominoes, each
blue (Left's), red (Right's) or grey (either player's). A move picks a
domino of one's own colour, or a grey one, and topples it to the left or to
the right: it falls and knocks down every domino on that side of it in its
row. The player who cannot move loses.

Diagram: the rows, each a word of ``l`` (blue), ``r`` (red) and ``e`` (grey),
separated by ``|`` or spaces (``empty`` when none is left). CGSuite writes ``l r e`` and ``.`` for a
fallen domino (ignored here: a toppled domino knocks down everything beyond
it in CGSuite's strips, fallen ones included); cgt-tools writes ``x`` for
blue and ``o`` for red, and both are read.

>>> TopplingDominoes("lrrlrrl").value  # CGSuite's GameStripTest
cgt.parse('Tiny(1/2)')
>>> TopplingDominoes("xooxx").value  # cgt-tools' test: {1|*}
cgt.parse('{1|*}')
>>> str(TopplingDominoes("xoo|xx")), TopplingDominoes("lr|ll").value
('ll|lrr', cgt.parse('2*'))

Each row is an independent game (:meth:`TopplingDominoes.components`); a row
and its mirror image have the same moves, so both share one key, and
swapping blue and red swaps the players (:meth:`TopplingDominoes.conjugate_key`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, CGTError, Position
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["TopplingDominoes"]

#: The letters a diagram may use, and the colour each one means.
_READ = {"l": "l", "x": "l", "r": "r", "o": "r", "e": "e", "g": "e", ".": ""}
_SWAP = str.maketrans("lr", "rl")


class TopplingDominoes(Position):
    """Rows of dominoes: ``TopplingDominoes("lrrl|ee")``.

    >>> TopplingDominoes("eeee").value, TopplingDominoes("llll").value
    (cgt.parse('*4'), cgt.parse('4'))
    >>> [str(p) for p in TopplingDominoes("lrl").left_moves()]
    ['rl', 'empty', 'empty', 'lr']
    >>> TopplingDominoes("lrq")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Toppling Dominoes 'lrq': 'q' at 3 is not a domino;
    write l (blue), r (red), e (grey), or x, o as cgt-tools does
    """

    title = "Toppling Dominoes"
    symbols: ClassVar[Mapping[str, Cell]] = {
        "l": Cell.LEFT, "r": Cell.RIGHT, "e": Cell.NEUTRAL, ".": Cell.EMPTY}

    __slots__ = ("rows",)

    rows: tuple[str, ...]

    def __init__(self, diagram: str) -> None:
        if not isinstance(diagram, str):
            raise CGTError(f"Toppling Dominoes diagram must be text, not {type(diagram).__name__}")
        rows = []
        words = [] if diagram.strip() == "empty" else re.split(r"[|\s/]+", diagram.strip())
        for word in words:
            row = []
            for at, letter in enumerate(word, start=1):
                colour = _READ.get(letter.lower())
                if colour is None:
                    raise CGTError(
                        f"Toppling Dominoes {diagram!r}: {letter!r} at {at} is not a domino; "
                        "write l (blue), r (red), e (grey), or x, o as cgt-tools does")
                row.append(colour)
            rows.append("".join(row))
        self.rows = _normal(rows)

    @classmethod
    def _make(cls, rows: list[str]) -> TopplingDominoes:
        position = object.__new__(cls)
        position.rows = _normal(rows)
        return position

    def __str__(self) -> str:
        return "|".join(self.rows) or "empty"

    def __repr__(self) -> str:
        return f"TopplingDominoes({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TopplingDominoes) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    def board_rows(self) -> tuple[str, ...] | None:
        """The rows, padded with fallen dominoes (``.``) to the longest."""
        if not self.rows:
            return None
        width = max(map(len, self.rows))
        return tuple(row.ljust(width, ".") for row in self.rows)

    # -- the rules -------------------------------------------------------------------

    def _moves(self, colour: str) -> Iterator[TopplingDominoes]:
        for i, row in enumerate(self.rows):
            others = list(self.rows[:i] + self.rows[i + 1 :])
            for at, domino in enumerate(row):
                if domino == colour or domino == "e":
                    yield self._make([*others, row[at + 1 :]])  # toppled to the left
                    yield self._make([*others, row[:at]])  # toppled to the right

    def left_moves(self) -> Iterator[TopplingDominoes]:
        """Topple a blue or grey domino to either side."""
        return self._moves("l")

    def right_moves(self) -> Iterator[TopplingDominoes]:
        """Topple a red or grey domino to either side."""
        return self._moves("r")

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[TopplingDominoes, ...]:
        """Each row on its own."""
        if len(self.rows) <= 1:
            return (self,)
        return tuple(self._make([row]) for row in self.rows)

    def key(self) -> tuple[str, ...]:
        """The rows, each read from the end that comes first in order (a row
        toppled from the other end is the same game)."""
        return tuple(sorted(min(row, row[::-1]) for row in self.rows))

    def conjugate_key(self) -> tuple[str, ...]:
        """The key of the rows with blue and red swapped (worth minus this).

        >>> TopplingDominoes("llr").conjugate_key() == TopplingDominoes("lrr").key()
        True
        """
        return tuple(sorted(min(r, r[::-1]) for r in (row.translate(_SWAP) for row in self.rows)))


def _normal(rows: list[str]) -> tuple[str, ...]:
    """The rows without fallen dominoes or empty rows, sorted (their order
    does not matter)."""
    return tuple(sorted(row.replace(".", "") for row in rows if row.strip(".")))


def _from_words(words: list[str], options: dict[str, Any]) -> TopplingDominoes:
    return TopplingDominoes(read_diagram(words))


RULESET = Ruleset(
    "toppling-dominoes", TopplingDominoes,
    "topple a domino of your colour (or grey) left or right; the row beyond falls",
    "ROWS", "rows of l (blue), r (red), e (grey) dominoes, like lrrl|ee",
    _from_words, example=("lrrlrrl",),
    examples=(("lrrlrrl", "Tiny(1/2), CGSuite's test"), ("lere", "{1|0,{0|-1}}"),
              ("eeee", "*4")),
    source="Fink, Nowakowski, Siegel, Wolfe, Toppling Dominoes (2019); CGSuite",
)

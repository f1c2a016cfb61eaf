"""Eatcake: Left eats a column of a piece of cake, Right a row.

Rules (Winning Ways, ch. 2, "Eatcake"; CGSuite's ``game.heap.Eatcake``,
also known as Bynum's Game): rectangles of cake. Left eats a whole column
of one piece, which may leave it in two pieces (or none, when it had one
column); Right eats a whole row. The player who cannot eat loses.

In CGSuite it is ``GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7"))``:
on the columns Left plays the octal game ``0.7`` (take one token, and split
what is left of the heap into at most two heaps), Right the same on the
rows. Pieces are written ``rows x columns`` as in Cutcake
(:mod:`cgt.games.cutcake`); each piece is an independent game.

>>> Eatcake(8, 1).value, Eatcake(8, 3).value  # CGSuite's GameHeapTest
(cgt.parse('^'), cgt.parse('{^^|*}'))
>>> Eatcake(1, 1).value, Eatcake.parse("2x2 + 1x1").value  # 1x1: whoever eats it wins
(cgt.parse('*'), cgt.parse('0'))
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cgt.games.cake_pieces import CakePieces
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_diagram

__all__ = ["Eatcake"]


class Eatcake(CakePieces):
    """Rectangles of cake: ``Eatcake(rows, columns)``, or ``Eatcake.parse("2x3 + 1x4")``.

    >>> [str(p) for p in Eatcake(2, 3).left_moves()]
    ['2x2', '2x1 + 2x1']
    """

    title = "Eatcake"

    __slots__ = ()

    @classmethod
    def split_columns(cls, heap: int) -> Iterator[list[int]]:
        """Eat column ``a + 1``: ``a`` columns on one side, the rest on the other."""
        for a in range((heap - 1) // 2 + 1):  # a and heap - 1 - a: the same cut
            yield [part for part in (a, heap - 1 - a) if part]

    split_rows = split_columns


def _from_words(words: list[str], options: dict[str, Any]) -> Eatcake:
    return Eatcake.parse(read_diagram(words))


RULESET = Ruleset(
    "eatcake", Eatcake, "Left eats a column of a piece, Right a row",
    "RxC [+ RxC ...]", "rectangles rows x columns, like 2x3 + 1x4",
    _from_words, example=("8x3",),
    examples=(("8x1", "^"), ("8x3", "{^^|*}")),
    dot_examples=(("2x3", "{^^|*}"),),
    source="Winning Ways, ch. 2; CGSuite",
    table=TableSpec(
        "values of Eatcake rectangles", rectangle_options(5, 5, 10),
        rectangles("eatcake", Eatcake, "Eatcake: values of r x c rectangles",
                   position_value_cell, "values"),
        (("--rows 4 --columns 4", "small cakes"),),
        rectangle_positions(Eatcake)),
)

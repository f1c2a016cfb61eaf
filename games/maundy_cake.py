"""Maundy Cake: Left cuts a piece into equal strips across its width, Right across its height.

Rules (Winning Ways, ch. 2, "Maundy Cake"; CGSuite's ``game.heap.MaundyCake``):
rectangles of cake. Left cuts one piece of ``columns`` columns into ``d``
equal pieces side by side, for a divisor ``d >= 2`` of ``columns``; Right
cuts one piece into equal pieces one above the other, by a divisor of its
rows. The player who cannot cut loses.

In CGSuite it is ``GenCutcake(TakeAndBreak("{2+}=.0"), ...)``: split a heap
into two or more equal heaps. Pieces are written ``rows x columns`` as in
Cutcake (:mod:`cgt.games.cutcake`); each piece is an independent game, and
every value is an integer.

>>> [MaundyCake(8, n).value for n in (1, 2, 5, 8)]  # CGSuite's GameHeapTest
[cgt.parse('-7'), cgt.parse('-3'), cgt.parse('-3'), cgt.parse('0')]
>>> MaundyCake(1, 6).value, [str(p) for p in MaundyCake(1, 6).left_moves()]
(cgt.parse('4'), ['1x3 + 1x3', '1x2 + 1x2 + 1x2', '1x1 + 1x1 + 1x1 + 1x1 + 1x1 + 1x1'])
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

__all__ = ["MaundyCake"]


class MaundyCake(CakePieces):
    """Rectangles of cake: ``MaundyCake(rows, columns)``, or ``MaundyCake.parse("2x3 + 1x4")``."""

    title = "Maundy Cake"

    __slots__ = ()

    @classmethod
    def split_columns(cls, heap: int) -> Iterator[list[int]]:
        """Into ``d`` equal parts, for each divisor ``d >= 2``."""
        for d in range(2, heap + 1):
            if heap % d == 0:
                yield [heap // d] * d

    split_rows = split_columns


def _from_words(words: list[str], options: dict[str, Any]) -> MaundyCake:
    return MaundyCake.parse(read_diagram(words))


RULESET = Ruleset(
    "maundy-cake", MaundyCake, "cut a piece into equal parts: Left across, Right down",
    "RxC [+ RxC ...]", "rectangles rows x columns, like 2x3 + 1x4",
    _from_words, example=("8x5",),
    examples=(("8x5", "-3"), ("1x6", "4")),
    dot_examples=(("1x6", "4"),),
    source="Winning Ways, ch. 2; CGSuite",
    table=TableSpec(
        "values of Maundy Cake rectangles", rectangle_options(8, 8, 30),
        rectangles("maundy-cake", MaundyCake, "Maundy Cake: values of r x c rectangles",
                   position_value_cell, "values"),
        (("--rows 8 --columns 8", "integers"),),
        rectangle_positions(MaundyCake)),
)

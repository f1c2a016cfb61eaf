"""Cutcake: Left cuts the cake vertically, Right horizontally.

Rules (Winning Ways, ch. 2, "Cutcake"; Lessons in Play): rectangles
of cake scored into unit squares. Left cuts one rectangle along a vertical
score line into two (so it needs two columns or more), Right cuts one
along a horizontal line (two rows or more). The player who cannot cut loses.

``Cutcake(rows, columns)`` is one rectangle; several are written
``"2x3 + 1x4"`` (rows x columns) for :meth:`Cutcake.parse`. Every piece is
an independent game (:meth:`Cutcake.components`), so a position is solved
one rectangle at a time, and all values are integers.

>>> Cutcake(1, 4).value, Cutcake(4, 1).value, Cutcake(2, 2).value, Cutcake(2, 4).value
(cgt.parse('3'), cgt.parse('-3'), cgt.parse('0'), cgt.parse('1'))
>>> p = Cutcake.parse("2x3 + 1x2")
>>> str(p), p.value
('1x2 + 2x3', cgt.parse('1'))
>>> [str(q) for q in Cutcake(2, 3).left_moves()]
['2x1 + 2x2']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from cgt import CGTError, Game, Player, Position, number
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

__all__ = ["Cutcake", "piece_value"]

#: Positions with a piece longer or wider than this take their value from
#: Winning Ways' formula (:func:`piece_value`), not from a search: a search
#: of an ``n x n`` cake looks at ``n**2`` rectangles, ``n`` cuts each.
FORMULA_THRESHOLD = 32


class Cutcake(CakePieces):
    """Rectangles of cake: ``Cutcake(rows, columns)``, or ``Cutcake.parse("2x3 + 1x4")``:
    the cake game (:class:`~cgt.games.cake_pieces.CakePieces`) in which
    each player cuts one heap in two.

    >>> Cutcake(0, 3)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Cutcake(0, 3): rows must be a positive integer, not 0
    >>> Cutcake.parse("2x3 + 1y4")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Cutcake '2x3 + 1y4': piece 2 is '1y4';
    write pieces as rows x columns, e.g. '2x3 + 1x4'
    """

    title = 'Cutcake'

    __slots__ = ()

    # -- the rules -------------------------------------------------------------------

    @classmethod
    def split_columns(cls, heap: int) -> Iterator[list[int]]:
        """Left cuts along a vertical line: ``c`` columns into ``a`` and ``c - a``."""
        for a in range(1, heap // 2 + 1):  # the cuts at a and c - a are the same
            yield [a, heap - a]

    @classmethod
    def split_rows(cls, heap: int) -> Iterator[list[int]]:
        """Right cuts along a horizontal line: ``r`` rows into ``a`` and ``r - a``."""
        return cls.split_columns(heap)

    @property
    def value(self) -> Game:
        """The value: searched for small pieces, Winning Ways' formula for
        large ones (any size: ``Cutcake(1000, 1000)`` is 0 at once).

        >>> Cutcake(1000, 1000).value, Cutcake.parse("40x1000 + 1x3").value
        (cgt.parse('0'), cgt.parse('32'))
        """
        if all(max(piece) <= FORMULA_THRESHOLD for piece in self.pieces):
            return super().value
        return number(sum(piece_value(rows, columns) for rows, columns in self.pieces))

    def winning_moves(self, player: Player | str = Player.LEFT) -> Sequence[Position]:
        """The cuts that win for ``player``, listed from the cuts of every
        piece; a CGTError past :data:`MAX_LISTED_CUTS` of them (a piece with
        a 4,000-digit side has more cuts than can be listed).

        >>> [str(p) for p in Cutcake(2, 4).winning_moves("L")]
        ['2x2 + 2x2']
        """
        left = Player.parse(player) is Player.LEFT
        cuts = sum((c if left else r) // 2 for r, c in self.pieces)
        if cuts > MAX_LISTED_CUTS:
            raise CGTError(f"{self}: {_about(cuts)} cuts for {'Left' if left else 'Right'}, more "
                           f"than the {MAX_LISTED_CUTS:,} listed (the value itself is known)")
        return super().winning_moves(player)

    def estimated_positions(self) -> float:
        """About how many positions the value visits (``--max-positions``):
        the rectangles inside each piece that is searched, one for a piece
        that Winning Ways' formula values.

        >>> Cutcake(3, 4).estimated_positions(), Cutcake(1000, 1000).estimated_positions()
        (12.0, 1.0)
        """
        if all(max(piece) <= FORMULA_THRESHOLD for piece in self.pieces):
            return float(sum(rows * columns for rows, columns in self.pieces))
        return float(len(self.pieces))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Cutcake, ...]:
        """Each piece that can still be cut (1 x 1 pieces are worth 0)."""
        live = [p for p in self.pieces if p != (1, 1)]
        if len(live) == 1 and len(self.pieces) == 1:
            return (self,)
        return tuple(self._make((p,)) for p in live)


def piece_value(rows: int, columns: int) -> int:
    """The value of a ``rows x columns`` cake (Winning Ways, ch. 2): with
    ``2**a <= rows < 2**(a+1)`` and ``2**b <= columns < 2**(b+1)``, it is
    ``columns // 2**a - 1`` when ``b > a`` (Left's cuts last longer),
    ``-(rows // 2**b - 1)`` when ``a > b``, and 0 when ``a == b``.

    >>> [piece_value(2, c) for c in range(1, 10)]
    [-1, 0, 0, 1, 1, 2, 2, 3, 3]
    >>> piece_value(10**30, 3), piece_value(5, 5)
    (-499999999999999999999999999999, 0)
    """
    a, b = rows.bit_length() - 1, columns.bit_length() - 1
    if a == b:
        return 0
    return (columns >> a) - 1 if b > a else 1 - (rows >> b)


def _from_words(words: list[str], options: dict[str, Any]) -> Cutcake:
    return Cutcake.parse(read_diagram(words))


RULESET = Ruleset(
    "cutcake", Cutcake, "Left cuts vertically, Right horizontally",
    "RxC [+ RxC ...]", "rectangles rows x columns, like 2x3 + 1x4",
    _from_words, example=("2x3", "+", "1x4"),
    examples=(("1x4", "3"), ("2x3 + 1x2", "1")),
    source="Winning Ways, ch. 2",
    table=TableSpec(
        "values of Cutcake rectangles", rectangle_options(8, 8, 30),
        rectangles("cutcake", Cutcake, "Cutcake: values of r x c rectangles",
                   position_value_cell, "values"),
        (("--rows 8 --columns 8", "integers"),),
        rectangle_positions(Cutcake)),
)


#: The most cuts :meth:`Cutcake.winning_moves` looks through.
MAX_LISTED_CUTS = 100_000


def _about(n: int) -> str:
    """``n`` written out, or as a power of ten past 20 digits."""
    return f"{n:,}" if n.bit_length() < 64 else f"about 1e+{int(n.bit_length() * 0.30103)}"


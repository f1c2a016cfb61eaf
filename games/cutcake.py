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

import re
from collections.abc import Hashable, Iterable, Iterator, Sequence
from operator import index
from typing import Any, SupportsIndex

from cgt import CGTError, Game, Player, Position, number
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_diagram, read_integer

__all__ = ["Cutcake", "piece_value"]

Piece = tuple[int, int]  # (rows, columns)

_PIECE = re.compile(r"\s*(\d+)\s*[x×]\s*(\d+)\s*")

#: Positions with a piece longer or wider than this take their value from
#: Winning Ways' formula (:func:`piece_value`), not from a search: a search
#: of an ``n x n`` cake looks at ``n**2`` rectangles, ``n`` cuts each.
FORMULA_THRESHOLD = 32


class Cutcake(Position):
    """Rectangles of cake: ``Cutcake(rows, columns)``, or ``Cutcake.parse("2x3 + 1x4")``.

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

    __slots__ = ("pieces",)

    pieces: tuple[Piece, ...]

    def __init__(self, rows: int, columns: int) -> None:
        where = f"Cutcake({rows!r}, {columns!r})"
        self.pieces = ((_size(rows, "rows", where), _size(columns, "columns", where)),)

    @classmethod
    def parse(cls, text: str) -> Cutcake:
        """Pieces ``rows x columns`` separated by ``+`` (or commas)."""
        if not isinstance(text, str):
            raise CGTError(f"Cutcake diagram must be text, not {type(text).__name__}")
        pieces = []
        for i, word in enumerate(re.split(r"[+,]", text), start=1):
            match = _PIECE.fullmatch(word)
            sizes = match and [read_integer(size, f"Cutcake: piece {i}, size")
                               for size in match.groups()]
            if not sizes or 0 in sizes:
                raise CGTError(
                    f"Cutcake {text!r}: piece {i} is {word.strip()!r}; "
                    "write pieces as rows x columns, e.g. '2x3 + 1x4'"
                )
            pieces.append((sizes[0], sizes[1]))
        return cls._make(pieces)

    @classmethod
    def _make(cls, pieces: Iterable[Piece]) -> Cutcake:
        position = object.__new__(cls)
        position.pieces = tuple(sorted(pieces))
        return position

    def __str__(self) -> str:
        return " + ".join(f"{r}x{c}" for r, c in self.pieces)

    def __repr__(self) -> str:
        if len(self.pieces) == 1:
            return f"Cutcake{self.pieces[0]}"
        return f"Cutcake.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cutcake) and other.pieces == self.pieces

    def __hash__(self) -> int:
        return hash(self.pieces)

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[Cutcake]:
        """Cut a piece along a vertical line: ``r x c`` into ``r x a`` and ``r x (c - a)``."""
        for i, (rows, columns) in enumerate(self.pieces):
            others = self.pieces[:i] + self.pieces[i + 1 :]
            for a in range(1, columns // 2 + 1):  # the cuts at a and c - a are the same
                yield self._make(others + ((rows, a), (rows, columns - a)))

    def right_moves(self) -> Iterator[Cutcake]:
        """Cut a piece along a horizontal line: ``r x c`` into ``a x c`` and ``(r - a) x c``."""
        for i, (rows, columns) in enumerate(self.pieces):
            others = self.pieces[:i] + self.pieces[i + 1 :]
            for a in range(1, rows // 2 + 1):
                yield self._make(others + ((a, columns), (rows - a, columns)))

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

    def key(self) -> Hashable:
        return self.pieces

    def conjugate_key(self) -> Hashable:
        """The key of the pieces turned a quarter: Left's vertical cuts become
        Right's horizontal ones, so it is worth minus this one.

        >>> Cutcake(2, 5).conjugate_key() == Cutcake(5, 2).key()
        True
        """
        return tuple(sorted((columns, rows) for rows, columns in self.pieces))


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


def _size(n: object, name: str, where: str) -> int:
    try:
        if isinstance(n, bool) or not isinstance(n, SupportsIndex):
            raise TypeError
        size = index(n)
    except TypeError:
        raise CGTError(f"{where}: {name} must be a positive integer, not {n!r}") from None
    if size < 1:
        raise CGTError(f"{where}: {name} must be a positive integer, not {size!r}")
    return size


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


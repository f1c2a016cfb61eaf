"""Cakes of rectangles that Left splits along the columns and Right along the
rows: what the cake games of CGSuite's ``GenCutcake`` share (Cutcake,
Eatcake, Maundy Cake).

In CGSuite's ``game.heap.GenCutcake(leftRuleset, rightRuleset)`` a cake of
``rows x columns`` is a pair of heaps: Left plays the heap game of
``leftRuleset`` on the columns, a move to heaps ``a_1, ..., a_k`` leaving
the cakes ``rows x a_1 + ... + rows x a_k``; Right plays ``rightRuleset``
on the rows. A subclass gives the two heap games as :meth:`CakePieces.split_columns`
and :meth:`CakePieces.split_rows`. Every piece is an independent game, and
turning the cake a quarter swaps the players when the two heap games are
the same (:meth:`CakePieces.conjugate_key`).

>>> from cgt.games.maundy_cake import MaundyCake
>>> p = MaundyCake.parse("2x4 + 3x1")
>>> str(p), [str(q) for q in p.right_moves()]
('2x4 + 3x1', ['1x4 + 1x4 + 3x1', '1x1 + 1x1 + 1x1 + 2x4'])
>>> p.conjugate_key() == MaundyCake.parse("4x2 + 1x3").key()
True
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Iterator
from typing import Any, ClassVar

from cgt import CGTError, Position
from cgt.games.words import as_integer, read_integer

__all__ = ["CakePieces", "Piece"]

Piece = tuple[int, int]  # (rows, columns)

_PIECE = re.compile(r"\s*(\d+)\s*[x×]\s*(\d+)\s*")


class CakePieces(Position):
    """Rectangles of cake, ``rows x columns`` each: ``Cls(rows, columns)`` or
    ``Cls.parse("2x3 + 1x4")``."""

    __slots__ = ("pieces",)

    #: The two heap games are the same: a cake turned a quarter is worth minus it.
    SYMMETRIC: ClassVar[bool] = True

    pieces: tuple[Piece, ...]

    def __init__(self, rows: int, columns: int) -> None:
        where = f"{type(self).__name__}({rows!r}, {columns!r})"
        self.pieces = ((_size(rows, "rows", where), _size(columns, "columns", where)),)

    @classmethod
    def parse(cls, text: str) -> Any:
        """Pieces ``rows x columns`` separated by ``+`` (or commas)."""
        name = cls.ruleset_title()
        if not isinstance(text, str):
            raise CGTError(f"{name} diagram must be text, not {type(text).__name__}")
        pieces = []
        for i, word in enumerate(re.split(r"[+,]", text), start=1):
            match = _PIECE.fullmatch(word)
            sizes = match and [read_integer(size, f"{name}: piece {i}, size")
                               for size in match.groups()]
            if not sizes or 0 in sizes:
                raise CGTError(f"{name} {text!r}: piece {i} is {word.strip()!r}; "
                               "write pieces as rows x columns, e.g. '2x3 + 1x4'")
            pieces.append((sizes[0], sizes[1]))
        return cls._make(pieces)

    @classmethod
    def _make(cls, pieces: Iterable[Piece]) -> Any:
        position = object.__new__(cls)
        position.pieces = tuple(sorted(pieces))
        return position

    # -- the two heap games ------------------------------------------------------------

    @classmethod
    def split_columns(cls, heap: int) -> Iterator[list[int]]:
        """Left's moves on a heap of ``heap`` columns: the heaps left (none: the piece is gone)."""
        raise NotImplementedError

    @classmethod
    def split_rows(cls, heap: int) -> Iterator[list[int]]:
        """Right's moves on a heap of ``heap`` rows."""
        raise NotImplementedError

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[Any]:
        """Play Left's heap game on one piece's columns."""
        for i, (rows, columns) in enumerate(self.pieces):
            others = self.pieces[:i] + self.pieces[i + 1 :]
            for parts in self.split_columns(columns):
                yield self._make(others + tuple((rows, a) for a in parts))

    def right_moves(self) -> Iterator[Any]:
        """Play Right's heap game on one piece's rows."""
        for i, (rows, columns) in enumerate(self.pieces):
            others = self.pieces[:i] + self.pieces[i + 1 :]
            for parts in self.split_rows(rows):
                yield self._make(others + tuple((a, columns) for a in parts))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Any, ...]:
        """Each piece on its own."""
        if len(self.pieces) <= 1:
            return (self,)
        return tuple(self._make((p,)) for p in self.pieces)

    def key(self) -> Hashable:
        return self.pieces

    def conjugate_key(self) -> Hashable | None:
        """The pieces turned a quarter, when both players play the same heap game."""
        if not self.SYMMETRIC:
            return None
        return tuple(sorted((columns, rows) for rows, columns in self.pieces))

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return " + ".join(f"{r}x{c}" for r, c in self.pieces) or "empty"

    def __repr__(self) -> str:
        name = type(self).__name__
        if len(self.pieces) == 1:
            return f"{name}{self.pieces[0]}"
        return f"{name}.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.pieces == self.pieces

    def __hash__(self) -> int:
        return hash(self.pieces)


def _size(n: object, name: str, where: str) -> int:
    size = as_integer(n)
    if size is None or size < 1:
        raise CGTError(f"{where}: {name} must be a positive integer, not {n!r}")
    return size

"""Alquerkonane under its old rules, where pieces step backwards too: a loopy game.

Rules (``RULES.md``; Black is Left, White is Right). The board has ``n``
rows and ``m`` columns; Black's pieces stand on the colour of the
bottom-left corner, White's on the other colour, and start at the bottom
and at the top. A move is

- a **step**: one piece one square diagonally, in any of the four
  diagonal directions, onto an empty square;
- a **capture**: one piece jumps orthogonally over an adjacent enemy piece
  onto the empty square just beyond it, in any of the four directions, and
  the enemy piece is removed. One capture per move; captures are not
  compulsory.

Both keep a piece on its colour. The player who cannot move loses. Since
steps go backwards as well as forwards, positions can repeat: there is no
short-game value, and best play can be a draw. Positions are solved by
retrograde analysis (:mod:`cgt.positions.loopy`): ``left_result`` is the result for
Black moving first, ``right_result`` for White moving first. (Julien
Lemoine's analysis in the Alquerkonane article found the draw below; the
draw is why the rules were changed to forward steps.)

Diagrams list the rows from the top (White's side) down, ``/`` between
rows (``|`` and newlines too): ``X`` Black, ``O`` White, ``.`` empty.

>>> p = AlquerkonaneOld.start(3, 3, rows=2)
>>> print(p)
.O./OXO/X.X
>>> str(p.left_result), str(p.right_result)
('win in 9', 'draw')

Nothing but the start of the pieces knows up from down, so every symmetry
of the rectangle that keeps the colours (up to eight on a square board with
an odd side) is a symmetry of the game: the key identifies a position with
its images.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import ClassVar, Protocol

from cgt import BoardStyle, Cell, CGTError, LoopyPartizanPosition
from cgt.games.alquerkonane_board import Board, read_board, start_board

__all__ = ["AlquerkonaneOld"]

BLACK, WHITE, EMPTY = "X", "O", "."

#: The moves of a side from each square: per square, (square jumped, square landed on).
Jumps = list[tuple[tuple[int, int], ...]]
#: The transposition key: rows, columns, backward captures, least packed image.
Key = tuple[int, int, bool, int]


class _Pieces(Protocol):
    """What :meth:`AlquerkonaneOld.from_position` reads of a position (an
    :class:`cgt.games.alquerkonane.Alquerkonane`, which this module cannot
    import: that one imports this)."""

    @property
    def shape(self) -> tuple[int, int]: ...

    @property
    def black(self) -> int: ...

    @property
    def white(self) -> int: ...


class _Board:
    """One board size: the moves from each square and the colour-keeping
    symmetries. Square ``(r, c)``, ``r`` counted from the bottom row, is bit
    ``r * m + c``."""

    __slots__ = (
        "backward_captures",
        "black_jumps",
        "full",
        "m",
        "n",
        "size",
        "steps",
        "symmetries",
        "white_jumps",
    )

    def __init__(self, n: int, m: int, backward_captures: bool) -> None:
        self.n, self.m, self.size = n, m, n * m
        self.full = (1 << self.size) - 1
        self.backward_captures = backward_captures

        def inside(r: int, c: int) -> bool:
            return 0 <= r < n and 0 <= c < m

        def bit(r: int, c: int) -> int:
            return 1 << (r * m + c)

        self.steps: list[tuple[int, ...]] = []
        self.black_jumps: Jumps = []
        self.white_jumps: Jumps = []
        for r in range(n):
            for c in range(m):
                self.steps.append(tuple(
                    bit(r + dr, c + dc)
                    for dr in (1, -1) for dc in (-1, 1) if inside(r + dr, c + dc)
                ))
                jumps = {
                    (dr, dc): (bit(r + dr, c + dc), bit(r + 2 * dr, c + 2 * dc))
                    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                    if inside(r + 2 * dr, c + 2 * dc)
                }
                # Without backward captures Black does not jump down, White not up.
                self.black_jumps.append(tuple(
                    j for d, j in jumps.items() if backward_captures or d != (-1, 0)
                ))
                self.white_jumps.append(tuple(
                    j for d, j in jumps.items() if backward_captures or d != (1, 0)
                ))
        self.symmetries = self._symmetries()

    def _symmetries(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Colour-keeping symmetries (direction-keeping ones only without
        backward captures), each as byte lookup tables: ``tables[k][byte]``
        is the image of ``byte << 8k``."""
        n, m = self.n, self.m
        maps = [lambda r, c: (r, m - 1 - c)]
        if self.backward_captures:
            maps += [lambda r, c: (n - 1 - r, c), lambda r, c: (n - 1 - r, m - 1 - c)]
            if n == m:
                maps += [lambda r, c: (c, r), lambda r, c: (m - 1 - c, n - 1 - r),
                         lambda r, c: (c, n - 1 - r), lambda r, c: (m - 1 - c, r)]
        found = []
        for f in maps:
            image = [0] * self.size
            ok = True
            for r in range(n):
                for c in range(m):
                    rr, cc = f(r, c)
                    if (rr + cc) % 2 != (r + c) % 2:
                        ok = False
                    image[r * m + c] = 1 << (rr * m + cc)
            if not ok:
                continue
            tables = []
            for k in range(0, self.size, 8):
                table = []
                for byte in range(256):
                    mask = 0
                    for j in range(8):
                        if byte >> j & 1 and k + j < self.size:
                            mask |= image[k + j]
                    table.append(mask)
                tables.append(tuple(table))
            found.append(tuple(tables))
        return tuple(found)

    @staticmethod
    @cache
    def of(n: int, m: int, backward_captures: bool) -> _Board:
        return _Board(n, m, backward_captures)

    def key(self, black: int, white: int) -> int:
        """The least packing of the position's images under the symmetries."""
        size = self.size
        best = (black << size) | white
        for tables in self.symmetries:
            b = w = 0
            for k, table in enumerate(tables):
                shift = 8 * k
                b |= table[(black >> shift) & 255]
                w |= table[(white >> shift) & 255]
            packed = (b << size) | w
            best = min(best, packed)
        return best


class AlquerkonaneOld(LoopyPartizanPosition):
    """A position under the old rules: Black (``X``) is Left, White (``O``)
    Right. Build one with :meth:`start` or :meth:`parse` (the constructor takes
    a diagram too); ``black`` and ``white`` are bitmasks, square ``(r, c)``
    (``r`` from the bottom) being bit ``r * m + c``.

    >>> [str(q) for q in AlquerkonaneOld("../.X/.O").left_moves()]   # a step back too
    ['X./../.O', '../../XO']
    """

    title = 'Alquerkonane (old rules)'
    symbols: ClassVar[Mapping[str, Cell]] = {"X": Cell.LEFT, "O": Cell.RIGHT, ".": Cell.EMPTY}
    board_style = BoardStyle.CHECKERED

    __slots__ = ("_board", "_key", "black", "white")

    black: int
    white: int
    _board: _Board
    _key: Key | None

    def __init__(self, diagram: str, *, backward_captures: bool = True) -> None:
        other = AlquerkonaneOld.parse(diagram, backward_captures=backward_captures)
        for name in AlquerkonaneOld.__slots__:
            setattr(self, name, getattr(other, name))

    @classmethod
    def _make(cls, board: _Board, black: int, white: int) -> AlquerkonaneOld:
        p = object.__new__(cls)
        p.black, p.white, p._board = black, white, board
        p._key = None
        return p

    @classmethod
    def start(
        cls, n: int, m: int, rows: int = 1, *, backward_captures: bool = True
    ) -> AlquerkonaneOld:
        """Black on every Black square of the bottom ``rows`` rows, White on
        every White square of the top ``rows`` rows (the start of
        :meth:`Alquerkonane.start <cgt.games.alquerkonane.Alquerkonane.start>`).

        >>> str(AlquerkonaneOld.start(4, 4))
        'O.O./..../..../X.X.'
        """
        return cls._from_board(start_board(n, m, rows), backward_captures)

    @classmethod
    def parse(cls, text: str, *, backward_captures: bool = True) -> AlquerkonaneOld:
        """The position of a diagram, rows from the top, e.g. ``".O./OXO/X.X"``
        (read as :meth:`Alquerkonane.parse <cgt.games.alquerkonane.Alquerkonane.parse>` reads it).

        >>> AlquerkonaneOld.parse("X/O")  # doctest: +NORMALIZE_WHITESPACE
        Traceback (most recent call last):
        ...
        cgt.boards.grid.GridError: Alquerkonane board 'X/O': row 1, column 1 has 'X'
        on a White square; Black pieces stand on the colour of the bottom-left corner
        """
        return cls._from_board(read_board(text), backward_captures)

    @classmethod
    def from_position(
        cls, position: _Pieces, *, backward_captures: bool = True
    ) -> AlquerkonaneOld:
        """The same board as an Alquerkonane position, under the old rules.

        >>> from cgt.games.alquerkonane import Alquerkonane
        >>> AlquerkonaneOld.from_position(Alquerkonane.parse("O./X."))
        AlquerkonaneOld.parse('O./X.')
        """
        try:
            n, m = position.shape
            board = Board(n, m, position.black, position.white)
        except AttributeError:
            raise CGTError(
                f"AlquerkonaneOld.from_position: {position!r} is not an Alquerkonane position"
            ) from None
        return cls._from_board(board, backward_captures)

    @classmethod
    def _from_board(cls, board: Board, backward_captures: bool) -> AlquerkonaneOld:
        return cls._make(_Board.of(board.n, board.m, bool(backward_captures)), board.black,
                         board.white)

    # -- the rules -----------------------------------------------------------------

    def left_moves(self) -> list[AlquerkonaneOld]:
        board = self._board
        return [AlquerkonaneOld._make(board, a, b)
                for a, b in self._moves(self.black, self.white, board.black_jumps)]

    def right_moves(self) -> list[AlquerkonaneOld]:
        board = self._board
        return [AlquerkonaneOld._make(board, b, a)
                for a, b in self._moves(self.white, self.black, board.white_jumps)]

    def _moves(self, mine: int, theirs: int, jumps: Jumps) -> list[tuple[int, int]]:
        board = self._board
        empty = board.full ^ mine ^ theirs
        steps = board.steps
        out = []
        pieces = mine
        while pieces:
            low = pieces & -pieces
            pieces ^= low
            square = low.bit_length() - 1
            for to in steps[square]:
                if empty & to:
                    out.append((mine ^ low ^ to, theirs))
            for over, to in jumps[square]:
                if theirs & over and empty & to:
                    out.append((mine ^ low ^ to, theirs ^ over))
        return out

    def key(self) -> Key:
        key = self._key
        if key is None:
            b = self._board
            key = self._key = (b.n, b.m, b.backward_captures, b.key(self.black, self.white))
        return key

    # -- text --------------------------------------------------------------------------

    @property
    def shape(self) -> tuple[int, int]:
        """``(rows, columns)``."""
        return self._board.n, self._board.m

    @property
    def board(self) -> tuple[str, ...]:
        """The rows as text, top row first."""
        n, m = self._board.n, self._board.m
        rows = []
        for r in range(n - 1, -1, -1):
            rows.append("".join(
                BLACK if self.black >> (r * m + c) & 1
                else WHITE if self.white >> (r * m + c) & 1 else EMPTY
                for c in range(m)
            ))
        return tuple(rows)

    def __str__(self) -> str:
        return "/".join(self.board)

    def __repr__(self) -> str:
        extra = "" if self._board.backward_captures else ", backward_captures=False"
        return f"AlquerkonaneOld.parse({str(self)!r}{extra})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, AlquerkonaneOld)
            and self.black == other.black
            and self.white == other.white
            and self._board is other._board
        )

    def __hash__(self) -> int:
        return hash((self.black, self.white, self._board.n, self._board.m))

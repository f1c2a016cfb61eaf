"""The Alquerkonane board, under either rules: sizes, colours, diagrams.

A board of ``n`` rows and ``m`` columns is coloured like a draughts board,
the bottom-left corner Black; Black's pieces (``X``) stand on Black
squares, White's (``O``) on White ones. Square ``(r, c)``, ``r`` counted
from the bottom, is bit ``r * m + c`` of a position's masks. Both rule
sets, :mod:`cgt.games.alquerkonane` and :mod:`cgt.games.alquerkonane_old`,
read their starts and diagrams here.

>>> start_board(3, 3, 1)
Board(n=3, m=3, black=5, white=128)
>>> read_board("O./X.")
Board(n=2, m=2, black=1, white=4)
"""

from __future__ import annotations

from typing import NamedTuple

from cgt import CGTError, grid

__all__ = ["BLACK", "EMPTY", "WHITE", "Board", "black_squares", "read_board", "start_board"]

BLACK, WHITE, EMPTY = "X", "O", "."


class Board(NamedTuple):
    """A board's size and the masks of Black's and White's pieces."""

    n: int
    m: int
    black: int
    white: int


def black_squares(n: int, m: int) -> int:
    """The mask of the Black squares: ``(r + c)`` even."""
    return sum(1 << (r * m + c) for r in range(n) for c in range(m) if (r + c) % 2 == 0)


def start_board(n: int, m: int, rows: int) -> Board:
    """Black on every Black square of the bottom ``rows`` rows, White on every
    White square of the top ``rows`` rows (the articles use 1 and 2)."""
    grid.check_size(n, m, "Alquerkonane.start", names=("n", "m"))
    if not isinstance(rows, int) or isinstance(rows, bool) or not 1 <= rows <= n:
        raise CGTError(
            f"Alquerkonane.start: rows={rows!r} must be an integer from 1 to n={n} "
            "(the rows of pieces each side starts with)"
        )
    colour = black_squares(n, m)
    black = white = 0
    for r in range(n):
        for c in range(m):
            bit = 1 << (r * m + c)
            if bit & colour:
                if r < rows:
                    black |= bit
            elif r >= n - rows:
                white |= bit
    return Board(n, m, black, white)


def read_board(text: str) -> Board:
    """The board of a diagram, rows from the top, e.g. ``".O./OXO/X.X"``.

    >>> read_board("X/O")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Alquerkonane board 'X/O': row 1, column 1 has 'X'
    on a White square; Black pieces stand on the colour of the bottom-left corner
    """
    name = "Alquerkonane board"
    rows = grid.parse_grid(text, BLACK + WHITE + EMPTY, name=name)
    n, m = len(rows), len(rows[0])
    colour = black_squares(n, m)
    black = white = 0
    for row, line in enumerate(rows):
        r = n - 1 - row
        for c, cell in enumerate(line):
            if cell == EMPTY:
                continue
            bit = 1 << (r * m + c)
            if (cell == BLACK) != bool(bit & colour):
                square = "White" if cell == BLACK else "Black"
                rule = (
                    "Black pieces stand on the colour of the bottom-left corner"
                    if cell == BLACK
                    else "White pieces stand on the colour opposite the bottom-left corner"
                )
                raise grid.GridError(
                    f"{name} {text!r}: row {row + 1}, column {c + 1} has {cell!r} "
                    f"on a {square} square; {rule}"
                )
            if cell == BLACK:
                black |= bit
            else:
                white |= bit
    return Board(n, m, black, white)

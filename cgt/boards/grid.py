"""Rectangular boards: diagrams, regions and symmetries, shared by grid rulesets.

A board is a tuple of rows, each a string of one character per cell, top row
first. Diagrams separate rows with ``|`` (as CGSuite and cgt-tools do for
Domineering), ``/`` (as the Alquerkonane articles do) or newlines.

>>> board = parse_grid("..#|...", alphabet=".#")
>>> board
('..#', '...')
>>> format_grid(board)
'..#|...'
>>> sorted(regions(("..#", "#.#", "##."), lambda c: c == "."))
[((0, 0), (0, 1), (1, 1)), ((2, 2),)]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from cgt.boards import bitgrid
from cgt.errors import CGTError, shown

__all__ = [
    "MAX_CELLS",
    "GridError",
    "canonical_board",
    "check_size",
    "crop",
    "format_grid",
    "parse_grid",
    "regions",
    "transforms",
]

Board = tuple[str, ...]
Cell = tuple[int, int]


class GridError(CGTError):
    """A malformed board diagram."""


#: The most cells a board built from its size may have. A larger board could
#: not be solved, and its bitboard alone could exhaust memory.
MAX_CELLS = 1 << 20


def check_size(rows: object, columns: object, where: str,
               names: tuple[str, str] = ("rows", "columns")) -> tuple[int, int]:
    """``(rows, columns)`` when both are positive integers and the board has
    at most :data:`MAX_CELLS` cells; a :class:`GridError` naming ``where``
    and the fault otherwise (the sizes called by ``names``).

    >>> check_size(3, 4, "Domineering.rectangle")
    (3, 4)
    >>> check_size(10**20, 2, "Domineering.rectangle")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Domineering.rectangle: a board of
    200000000000000000000 cells is larger than the 1048576 a board may have
    """
    for name, size in zip(names, (rows, columns)):
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise GridError(f"{where}: {name}={shown(size)} must be a positive integer")
    assert isinstance(rows, int) and isinstance(columns, int)
    if rows * columns > MAX_CELLS:
        raise GridError(f"{where}: a board of {shown(rows * columns)} cells is larger than "
                        f"the {MAX_CELLS} a board may have")
    return rows, columns


_ROW_SEPARATORS = re.compile(r"[|/\n]")


def parse_grid(text: str, alphabet: str, *, name: str = "board",
               shape: tuple[int, int] | None = None) -> Board:
    """Read a diagram into a board, checking the cells and the shape.

    Rows are separated by ``|``, ``/`` or newlines; spaces around rows are
    ignored. Every row must have the same width and use only ``alphabet``.
    A board of a fixed ``shape`` (rows, columns) may also be written as one
    row of all its cells, row after row, or as its rows separated by spaces
    (the way a shell hands over ``X.O .X. ...``).

    >>> parse_grid("X.O/.X.", alphabet="XO.")
    ('X.O', '.X.')
    >>> parse_grid("X.O.X....", alphabet="XO.", shape=(3, 3))
    ('X.O', '.X.', '...')
    >>> parse_grid("X.O .X. ...", alphabet="XO.", shape=(3, 3))
    ('X.O', '.X.', '...')
    >>> parse_grid("..|.", alphabet=".")
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: board '..|.': row 2 has 1 cells, expected 2 like row 1
    """
    if not isinstance(text, str):
        raise GridError(f"{name} diagram must be text, not {type(text).__name__}")
    stripped = text.strip()
    rows = [row.strip() for row in _ROW_SEPARATORS.split(stripped)] if stripped else []
    if shape is not None and len(rows) == 1:
        rows = _rows_of_shape(rows[0], shape, alphabet)
    if not rows or not any(rows):
        raise GridError(f"{name} {text!r} is empty: expected rows like '..|..'")
    width = len(rows[0])
    for r, row in enumerate(rows, start=1):
        if len(row) != width:
            raise GridError(
                f"{name} {text!r}: row {r} has {len(row)} cells, expected {width} like row 1"
            )
        for c, cell in enumerate(row, start=1):
            if cell not in alphabet:
                raise GridError(
                    f"{name} {text!r}: row {r}, column {c} has {cell!r}; "
                    f"cells are one of {' '.join(repr(a) for a in alphabet)}"
                )
    return tuple(rows)


def _rows_of_shape(row: str, shape: tuple[int, int], alphabet: str) -> list[str]:
    """The rows of a board of ``shape`` written on one line: all its cells
    (``X.O.X....``), or its rows separated by spaces (``X.O .X. ...``);
    the line as it is when it is neither."""
    height, width = shape
    words = row.split() if " " not in alphabet else [row]
    if len(words) == height and all(len(word) == width for word in words):
        return words
    if len(row) == height * width and height > 1:
        return [row[start:start + width] for start in range(0, len(row), width)]
    return [row]


def format_grid(board: Sequence[str], separator: str = "|") -> str:
    """The one-line diagram of a board.

    >>> format_grid(("X.", ".O"), "/")
    'X./.O'
    """
    return separator.join(board)


def regions(board: Sequence[str], inside: Callable[[str], bool], *, diagonal: bool = False
            ) -> list[tuple[Cell, ...]]:
    """The 4-connected regions of cells whose character satisfies ``inside``
    (8-connected, through corners too, when ``diagonal``), each as a sorted
    tuple of ``(row, column)`` cells, in the order of their first cells.

    The cells become the bits of an integer, a row every ``width + 1`` bits
    (the spare bit keeps shifts from wrapping round a row's end), grown into
    regions by :func:`cgt.boards.bitgrid.regions`.

    >>> regions(("x.x", "x.."), lambda cell: cell == "x")
    [((0, 0), (1, 0)), ((0, 2),)]
    >>> regions(("x.", ".x"), lambda cell: cell == "x", diagonal=True)
    [((0, 0), (1, 1))]
    """
    stride = (len(board[0]) if board else 0) + 1
    mask = 0
    for r, row in enumerate(board):
        base = r * stride
        for c, cell in enumerate(row):
            if inside(cell):
                mask |= 1 << (base + c)
    found: list[tuple[Cell, ...]] = []
    for region in bitgrid.regions(mask, stride, diagonal=diagonal):
        cells = []
        while region:
            bit = region & -region
            region ^= bit
            cells.append(divmod(bit.bit_length() - 1, stride))
        found.append(tuple(cells))
    return found


def crop(
    cells: Iterable[Cell], fill: str, blank: str, *, mark: Callable[[Cell], str] | None = None
) -> Board:
    """The smallest board holding ``cells``: each cell drawn as ``mark(cell)``
    (default ``fill``), every other cell ``blank``.

    >>> crop([(3, 4), (3, 5), (4, 5)], ".", "#")
    ('..', '#.')
    """
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    height = max(r for r, _ in cells) - top + 1
    width = max(c for _, c in cells) - left + 1
    rows = [[blank] * width for _ in range(height)]
    for r, c in cells:
        rows[r - top][c - left] = mark((r, c)) if mark else fill
    return tuple("".join(row) for row in rows)


def transforms(
    board: Board, *, mirror_rows: bool = True, mirror_columns: bool = True
) -> list[Board]:
    """The board under the reflections allowed: left-right (``mirror_columns``)
    and top-bottom (``mirror_rows``), the identity first."""
    found = [board]
    if mirror_columns:
        found += [tuple(row[::-1] for row in b) for b in found]
    if mirror_rows:
        found += [tuple(reversed(b)) for b in found]
    return found


def transpose(board: Board) -> Board:
    """Rows become columns.

    >>> transpose(("ab", "cd", "ef"))
    ('ace', 'bdf')
    """
    return tuple("".join(column) for column in zip(*board))


def canonical_board(
    board: Board, *, mirror_rows: bool = True, mirror_columns: bool = True
) -> Board:
    """A representative of the board's class under the allowed reflections
    (the least one), for transposition keys.

    >>> canonical_board(("#.", ".."))  == canonical_board(("..", ".#"))
    True
    """
    return min(transforms(board, mirror_rows=mirror_rows, mirror_columns=mirror_columns))

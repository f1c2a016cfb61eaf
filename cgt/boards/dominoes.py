"""Dominoes on bitboards: the bit work of games of placing dominoes, one
player's upright and the other's flat (Domineering), in one module that the
build compiles (``cgt.native.COMPILED``).

A board is an ``int`` with bit ``row * stride + column`` set for each empty
cell (see :mod:`cgt.boards.bitgrid`; the stride is a multiple of 8 with a
padding column). Here: the cells a domino can still cover, the key of a
region (its cropped picture as bytes, least of its images under the two
reflections that keep a vertical domino vertical), the key of a region
turned about its diagonal, and the boards left by each placement of a
domino with their keys, made from what the parent knows.

>>> usable(0b111_00000000_00000001, 8)  # row 0: a lone cell; row 2: three in a row
458752
>>> region_key(0b11, 8) == strip_key(1, vertical=False)
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from cgt.boards.bitgrid import bounds, regions
from cgt.core.arithmetic import add, negate
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.form import Form, number, zero
from cgt.positions.context import SolveContext
from cgt.positions.tables import table_for

__all__ = [
    "Key", "children", "key_of_usable", "region_key", "strip_key", "transposed_key",
    "transposed_region", "usable", "value",
]

#: A region's key: its picture as bytes (see :func:`region_key`); a board of
#: several regions is keyed by the sorted tuple of theirs.
Key = bytes | tuple[bytes, ...]

#: Each byte with its bits in the opposite order.
REVERSED_BITS = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))


def usable(free: int, stride: int) -> int:
    """The empty cells with an empty neighbour: the others are dead, no
    domino will ever cover them. (Padding bits are never set, so shifts
    across a row end see an empty cell.)"""
    return free & ((free >> 1) | (free << 1) | (free >> stride) | (free << stride))


def region_key(region: int, stride: int) -> bytes:
    """The picture of a region, cropped, least of its four mirror images.

    Rows are the fewest bytes that hold the region's width and a padding
    bit (the stride of a board that wide, whatever the board it lies on),
    top row first, leftmost column in the lowest bit; the first byte of the
    key is the bytes per row.

    A region with no two cells side by side is a column (a region is
    connected): Left's alone in Domineering, worth ``k // 2`` for ``k``
    cells, keyed as the column of ``2 * (k // 2)`` cells, which it equals;
    a row likewise for Right.
    """
    if not region & (region >> 1):
        return strip_key(region.bit_count() // 2, True)
    if not region & (region >> stride):
        return strip_key(region.bit_count() // 2, False)
    shift, width, height = bounds(region, stride)
    region >>= shift  # the top left corner to bit 0
    narrow = 8 * (width // 8 + 1)
    if narrow < stride:
        # A narrow region of a wide board is pictured in the fewest bytes a
        # row, as on a narrow board: the same region, one key.
        row = (1 << width) - 1
        packed = 0
        for r in range(height):
            packed |= (region >> r * stride & row) << r * narrow
        region = packed
        stride = narrow
    row_bytes = stride >> 3
    size = (region.bit_length() + stride - 1) // stride * row_bytes
    image = region.to_bytes(size, "little")
    # Reversing all the bits turns the picture by half a turn, with the
    # padding now on the left: shift it back out.
    turned = (
        int.from_bytes(image.translate(REVERSED_BITS), "big") >> (stride - width)
    ).to_bytes(size, "little")
    if row_bytes == 1:
        least = min(image, image[::-1], turned, turned[::-1])
    else:
        least = min(image, _upside_down(image, row_bytes), turned,
                    _upside_down(turned, row_bytes))
    return bytes((row_bytes,)) + least


_STRIPS: dict[tuple[int, bool], bytes] = {}
#: A key of a column or a row of cells (see :func:`strip_key`) -> its value,
#: the number of dominoes, negative for a row (Right's).
_STRIP_VALUES: dict[bytes, int] = {}


def strip_key(dominoes: int, vertical: bool) -> bytes:
    """The key of a column (``vertical``) or a row of ``2 * dominoes``
    cells, as :func:`region_key` pictures it."""
    key = _STRIPS.get((dominoes, vertical))
    if key is None:
        cells = 2 * dominoes
        if vertical:
            key = bytes((1,)) + b"\x01" * cells
        else:
            row_bytes = cells // 8 + 1
            key = bytes((row_bytes,)) + ((1 << cells) - 1).to_bytes(row_bytes, "little")
        _STRIPS[(dominoes, vertical)] = key
        _STRIP_VALUES[key] = dominoes if vertical else -dominoes
    return key


def _upside_down(image: bytes, row_bytes: int) -> bytes:
    return b"".join(
        [image[i : i + row_bytes] for i in range(len(image) - row_bytes, -1, -row_bytes)]
    )


def key_of_usable(cells: int, stride: int, memo: dict[int, Any]) -> Key:
    """The key of a board of usable cells (not in ``memo``, which maps the
    cells of a board or of a region to their key): its regions'."""
    found = regions(cells, stride)
    if len(found) == 1:
        return region_key(cells, stride)
    if not found:
        return b""
    parts = []
    for region in found:
        part = memo.get(region)
        if not isinstance(part, bytes):  # None: a single region's key is bytes
            part = memo[region] = region_key(region, stride)
        parts.append(part)
    parts.sort()
    return tuple(parts)


def transposed_region(key: bytes) -> bytes:
    """The key of a region turned about its diagonal (rows become columns)."""
    row_bytes = key[0]
    height = (len(key) - 1) // row_bytes
    turned_stride = 8 * (height // 8 + 1)  # a padding bit per row
    spread = _spread(turned_stride)
    turned = 0
    # Byte j of row r holds columns 8j..8j+7: they become rows 8j..8j+7 of
    # column r, which the spread table places at once.
    for i in range(1, len(key)):
        byte = key[i]
        if byte:
            r, j = divmod(i - 1, row_bytes)
            turned |= spread[byte] << (8 * j * turned_stride + r)
    return region_key(turned, turned_stride)


_SPREADS: dict[int, list[int]] = {}


def _spread(stride: int) -> list[int]:
    """For each byte, its bit ``c`` moved to bit ``c * stride``: a row of
    eight cells stood up as a column."""
    table = _SPREADS.get(stride)
    if table is None:
        # The bytes from 2**c up to 2**(c+1) - 1 are those below 2**c with
        # bit c added: 255 steps, one a byte (a first solve pays for it).
        table = [0] * 256
        for c in range(8):
            low, moved = 1 << c, 1 << (c * stride)
            for byte in range(low, 2 * low):
                table[byte] = table[byte - low] | moved
        _SPREADS[stride] = table
    return table


class _Window:
    """Whether a domino's neighbours stay connected around it.

    Keys of ``known`` are pictures of the cells around a domino (a window
    one cell wider on every side, the domino's cells empty, as bits of a
    board of ``stride`` with the window's corner at bit 0); the value says
    whether the domino's empty neighbours in the picture are connected
    within it (True for fewer than two). If they are, taking the domino
    from a connected region leaves it connected: a path through the domino
    can detour inside the window. Filled in as pictures come up.
    """

    __slots__ = ("known", "mask", "stride", "touching")

    def __init__(self, stride: int, rows: int, columns: int, domino: int) -> None:
        self.known: dict[int, bool] = {}
        self.stride = stride
        self.mask = sum(((1 << columns) - 1) << r * stride for r in range(rows))
        self.touching = (
            (domino >> 1) | (domino << 1) | (domino >> stride) | (domino << stride)
        ) & self.mask & ~domino

    def connected(self, picture: int) -> bool:
        stride = self.stride
        ends = picture & self.touching
        reached = ends & -ends
        while True:
            grown = (
                reached | (reached >> 1) | (reached << 1)
                | (reached >> stride) | (reached << stride)
            ) & picture
            if grown == reached:
                break
            reached = grown
        self.known[picture] = connected = not ends & ~reached
        return connected


_WINDOWS: dict[tuple[int, int], _Window] = {}


def _window(stride: int, step: int) -> _Window:
    """The window around a domino from a cell to ``cell + step``: Left's
    (4 rows x 3 columns, the domino in the middle column) or Right's (3 x 4)."""
    window = _WINDOWS.get((stride, step))
    if window is None:
        corner = stride + 1  # the domino's first cell: row 1, column 1
        rows, columns = (3, 4) if step == 1 else (4, 3)
        window = _WINDOWS[(stride, step)] = _Window(
            stride, rows, columns, (1 << corner) | (1 << corner + step)
        )
    return window


def _child_key(
    cells: int, cell: int, stride: int, window: _Window | None, memo: dict[int, Any],
    evict: Callable[[], object], limit: int,
) -> Key:
    """The key of a board's usable ``cells`` (a child: its domino's first cell
    is ``cell``), from ``memo`` or made and kept there. A child of one region
    whose domino's neighbours stay connected around it (``window``) is one
    region: no flood fill."""
    key = memo.get(cells)
    if key is None:
        single = False
        if window is not None:
            # The window's corner, one row up and one column left of the cell, to bit 0.
            picture = ((cells << (stride + 1)) >> (cell.bit_length() - 1)) & window.mask
            known = window.known.get(picture)
            single = window.connected(picture) if known is None else known
        if single:
            key = region_key(cells, stride) if cells else b""
        else:
            key = key_of_usable(cells, stride, memo)
        if len(memo) >= limit:
            evict()
        memo[cells] = key
    return key


def children(
    free: int, places: int, step: int, stride: int, one_region: bool,
    memo: dict[int, Any], evict: Callable[[], object], limit: int,
) -> list[tuple[int, Key]]:
    """The boards with a domino on ``cell`` and ``cell + step`` for each set
    bit of ``places``, as their empty cells and their keys (the ruleset
    makes its positions of them): the keys are computed on the way and kept
    in ``memo`` (by usable cells; ``evict()`` empties it when it holds
    ``limit`` entries).

    When the board is ``one_region``, a child whose domino's neighbours
    stay connected around it is one region too: no flood fill.

    >>> [(bin(f), k) for f, k in children(0b11, 0b1, 1, 8, True, {}, dict, 10)]
    [('0b0', b'')]
    """
    window = _window(stride, step) if one_region else None
    found: list[tuple[int, Key]] = []
    while places:
        cell = places & -places
        places ^= cell
        child_free = free ^ (cell | cell << step)
        cells = child_free & (
            (child_free >> 1) | (child_free << 1)
            | (child_free >> stride) | (child_free << stride)
        )
        found.append((child_free, _child_key(cells, cell, stride, window, memo, evict, limit)))
    return found


def transposed_key(
    key: Key, memo: dict[Any, Any], evict: Callable[[], object], limit: int,
) -> Key:
    """The key of the board turned about its diagonal (rows become columns,
    the players swap roles: it is worth minus the board), kept in ``memo``."""
    found = memo.get(key)
    if found is None:
        if isinstance(key, tuple):
            found = tuple(sorted([transposed_key(part, memo, evict, limit) for part in key]))
        elif key:
            found = transposed_region(key)
        else:
            found = key
        if len(memo) >= limit:
            evict()
        memo[key] = found
    return cast(Key, found)


#: The most rows and the most columns of a region (of one byte a row) that
#: :class:`_Solver` has solved, in this process: a region is looked up
#: through its transpose only when the transpose is no larger.
_SOLVED: list[int] = [0, 0]


class _Solver:
    """Values of boards of dominoes (Left's upright, Right's flat) by their
    keys, straight from the bits: a region's options are the keys of its
    children, a board of several regions is the sum of theirs. Values go to
    the ruleset's table, as the solver of :mod:`cgt.positions.solver` would
    put them (same keys), and a board is found solved when its transpose is."""

    __slots__ = ("evict", "limit", "memo_for", "memos", "transposed", "values")

    def __init__(
        self, values: Any, memo_for: Callable[[int], Any], transposed: Any, limit: int,
    ) -> None:
        self.values = values
        self.memo_for = memo_for
        self.memos: dict[int, Any] = {}
        self.transposed = transposed
        self.evict: Callable[[], object] = transposed.evict
        self.limit = limit

    def value(self, key: Key) -> Form:
        values = self.values
        found: Form | None = values.get(key)
        if found is not None:
            return found
        if isinstance(key, tuple):
            # A sum: its parts are found through their transposes if need be.
            total = self.value(key[0])
            for i in range(1, len(key)):
                total = add(total, self.value(key[i]))
            values.store(key, total)
            return total
        if not key:
            total = zero
        elif key in _STRIP_VALUES:
            total = number(_STRIP_VALUES[key])
        else:
            solved = _SOLVED
            rows = columns = 0
            if key[0] == 1:  # one byte a row: its size at once
                rows, columns = len(key) - 1, max(key[1:]).bit_length()
            if not rows or (columns <= solved[0] and rows <= solved[1]):
                # Its transpose can be in the table only if a region as
                # tall and as wide as the transpose was solved here.
                conjugate = values.get(
                    transposed_key(key, self.transposed, self.evict, self.limit))
                if conjugate is not None:
                    return negate(conjugate)
            if rows > solved[0]:
                solved[0] = rows
            if columns > solved[1]:
                solved[1] = columns
            total = self._region(key)
        values.store(key, total)
        return total

    def _region(self, key: bytes) -> Form:
        stride = 8 * key[0]
        free = int.from_bytes(key[1:], "little")
        memo = self.memos.get(stride)
        if memo is None:
            memo = self.memos[stride] = self.memo_for(stride)
        evict: Callable[[], object] = memo.evict
        limit: int = memo.bound
        values = self.values
        options: list[list[Form]] = []
        for step in (stride, 1):
            window = _window(stride, step)
            places = free & (free >> step)
            found: list[Form] = []
            while places:
                cell = places & -places
                places ^= cell
                child = free ^ (cell | cell << step)
                cells = child & (child >> 1 | child << 1 | child >> stride | child << stride)
                child_key: Key | None = memo.get(cells)
                if child_key is None:
                    child_key = _child_key(cells, cell, stride, window, memo, evict, limit)
                option: Form | None = values.get(child_key)
                found.append(self.value(child_key) if option is None else option)
            options.append(found)
        return build(options[0], options[1])


#: Boards with more empty cells than this are solved by the general solver
#: (an explicit stack), not by the recursion of :func:`value`.
MOST_CELLS = 200


def value(position: Any, free: int, context: SolveContext, memo_for: Callable[[int], Any],
          transposed: Any, limit: int) -> Form | None:
    """The value of a position of dominoes (a Position whose empty cells
    are ``free``, its key one of :func:`key_of_usable`), by
    :class:`_Solver`, when the solve's ``context`` keeps no memory limit
    (the recursion does not count its positions) and the board is small
    enough for a recursion; None otherwise (the solver walks the positions:
    the hook ``direct_value`` of :class:`cgt.Position`, which the solver
    asks only when nothing watches each position). ``memo_for(stride)``
    gives the memo of keys by usable cells of that stride, ``transposed``
    the memo of transposed keys."""
    if context.budget is not None or free.bit_count() > MOST_CELLS:
        return None
    values = table_for(type(position), "value").values
    solver = _Solver(values, memo_for, transposed, limit)
    # One call with room for the whole search, a level a move (a value is
    # never deeper than the moves left): sums and canonical forms are then
    # called directly, without asking for room each time.
    found: Form = deep_call(free.bit_count(), solver.value, position.key())
    return found

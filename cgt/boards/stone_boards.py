"""Boards of stones on bitboards: Konane's jumps, Clobber's captures, the
groups of a board and their keys.

A board is three sets of cells of a :class:`~cgt.boards.bitgrid.Shape`:
Left's stones ``x``, Right's stones ``o`` and the empty cells ``e``; any
other cell is blocked. The rulesets of :mod:`cgt.games.clobber` (Clobber,
Konane and their kin) make their positions of these, and their moves, groups
and keys with the functions here. This module is compiled with the core
(``cgt/native.py``), so that the work of each position runs in C.

The solver of these boards is :mod:`cgt.boards.stone_solver`.

>>> from cgt.boards.bitgrid import shape
>>> box = shape(5, 1)  # the board xo.o.: Left jumps once, or twice
>>> jumps(box, 0b01, 0b1010, 0b10100, True) == [(0b100, 0b1000, 0b10011), (0b10000, 0, 0b01111)]
True
>>> group_keys(box, 0b01, 0b1010, 0b10100) == group_keys(box, 0b10000, 0b1010, 0b101)
True
"""

from __future__ import annotations

from typing import Final

from cgt.boards.bitgrid import Shape, crop, regions

__all__ = [
    "Board", "captures", "group_keys", "groups", "jump_codes", "jump_options", "jumps",
    "nearly_symmetric", "rows", "split_options",
]

#: A board's stones and empty cells: ``(x, o, e)`` on a shape given beside it.
Board = tuple[int, int, int]


# -- moves -----------------------------------------------------------------------------


def jumps(box: Shape, x: int, o: int, e: int, left: bool) -> list[Board]:
    """Konane: each run of one jump or more of each stone of the player
    (Left's if ``left``), along each direction, as the boards they leave
    (:func:`jump_codes`, read back)."""
    bits = box.height * box.stride
    cells, ones = x | o | e, (1 << bits) - 1
    return [(code >> bits, code & ones, cells ^ (code >> bits) ^ (code & ones))
            for code in jump_codes(box, x, o, e, left)]


def jump_codes(box: Shape, x: int, o: int, e: int, left: bool) -> list[int]:
    """:func:`jumps` as numbers, ``x << bits | o`` for the board left with
    stones ``x`` and ``o`` (``bits`` the cells of ``box``, spare ones
    included); its empty cells are the unblocked cells without the stones."""
    children: list[int] = []
    bits = box.height * box.stride
    if left:
        _jumps_into(children, children, x, o, e, box.stride, bits, 0)
    else:
        _jumps_into(children, children, o, x, e, box.stride, 0, bits)
    return children


def jump_options(box: Shape, x: int, o: int, e: int, live: list[int]) -> tuple[int, int, int]:
    """The jumps of both players as :func:`jump_codes`, Left's then Right's,
    appended to ``live``, but for those that take the opponent's last
    stone (a board worth 0, no game left): those only counted. Returns how
    many codes of Left's were appended, and the counts of Left's and
    Right's jumps that take the last stone.

    >>> from cgt.boards.bitgrid import shape
    >>> live = []
    >>> jump_options(shape(5, 1), 0b01, 0b1010, 0b10100, live), live == [0b100 << 8 | 0b1000]
    ((1, 1, 0), True)
    """
    stride = box.stride
    bits = box.height * stride
    dead_left = _jumps_into(live, None, x, o, e, stride, bits, 0)
    lefts = len(live)
    return lefts, dead_left, _jumps_into(live, None, o, x, e, stride, 0, bits)


def split_options(box: Shape, x: int, e: int, live: list[int]) -> int:
    """Fission: each stone with empty cells on both sides of it, vertically
    for Left, sideways for Right, split onto them, as the code ``x'`` (the
    stones it leaves; no ``o``: the stones are neither player's) appended
    to ``live``, Left's first. Returns how many are Left's.

    >>> from cgt.boards.bitgrid import shape
    >>> live = []  # the board .x. on one row: Right splits it, Left cannot
    >>> split_options(shape(3, 1), 0b010, 0b101, live), live == [0b101 << 8]
    (0, True)
    """
    bits = box.height * box.stride
    lefts = 0
    for step in (box.stride, 1):
        places = x & e >> step & e << step
        while places:
            stone = places & -places
            places ^= stone
            live.append((x ^ stone ^ (stone << step | stone >> step)) << bits)
        if step != 1:
            lefts = len(live)
    return lefts


def _jumps_into(live: list[int], dead: list[int] | None, mine: int, theirs: int, e: int,
                stride: int, mine_at: int, theirs_at: int) -> int:
    """Each run of one jump or more of the stones ``mine`` over ``theirs``,
    along each direction (right, left, down, up), as the code
    ``moved << mine_at | taken << theirs_at`` of the stones it leaves,
    appended to ``live``; to ``dead`` if it takes the last of ``theirs``, or
    only counted if ``dead`` is None. Returns that count.

    The stones that can jump ``k`` times along a direction are those that
    can jump ``k - 1`` times with an enemy stone ``2k - 1`` steps away and
    an empty cell ``2k`` steps away: a shift and a mask a jump, for all
    stones at once."""
    count = 0
    # Forward and backward written out apart: a test of the direction for
    # each jump made this a fifth slower in pure Python.
    for size in (1, stride):
        two = size + size
        near = theirs >> size
        starts = mine & near & e >> two  # forward: the stones that can jump once
        if starts:
            k = 1
            jumped = 1 << size  # the cells jumped over, from the start on
            while True:
                places = starts
                reach = 2 * k * size
                while places:
                    start = places & -places
                    places ^= start
                    taken = theirs ^ start * jumped
                    if taken:
                        live.append((mine ^ start ^ start << reach) << mine_at | taken << theirs_at)
                    elif dead is None:
                        count += 1
                    else:
                        dead.append((mine ^ start ^ start << reach) << mine_at)
                k += 1
                starts &= theirs >> (reach + size) & e >> (reach + two)
                if not starts:
                    break
                jumped |= 1 << (reach + size)
        # backward: shifted right only, so that no number outgrows the board
        starts = (mine >> two & near & e) << two
        if starts:
            k = 1
            jumped = 1 << size  # the cells jumped over, from the landing cell on
            while True:
                places = starts
                reach = 2 * k * size
                while places:
                    start = places & -places
                    places ^= start
                    landing = start >> reach
                    taken = theirs ^ landing * jumped
                    if taken:
                        live.append((mine ^ start ^ landing) << mine_at | taken << theirs_at)
                    elif dead is None:
                        count += 1
                    else:
                        dead.append((mine ^ start ^ landing) << mine_at)
                k += 1
                starts &= (starts >> (reach + two) & near & e) << (reach + two)
                if not starts:
                    break
                jumped |= 1 << (reach + size)
    return count


def captures(box: Shape, x: int, o: int, e: int, left: bool) -> list[Board]:
    """Clobber: each stone of the player moved onto each enemy stone beside
    it, as the boards they leave. For each direction, the stones that can
    are ``mine & theirs >> step`` (or ``<<``, the other way)."""
    mine, theirs = (x, o) if left else (o, x)
    children: list[Board] = []
    stride = box.stride
    for step in (1, -1, stride, -stride):
        places = mine & theirs >> step if step > 0 else (mine >> -step & theirs) << -step
        while places:
            start = places & -places
            places ^= start
            target = start << step if step > 0 else start >> -step
            moved, taken = mine ^ start ^ target, theirs ^ target
            children.append((moved, taken, e | start) if left else (taken, moved, e | start))
    return children


# -- groups and keys -------------------------------------------------------------------


def groups(box: Shape, x: int, o: int, e: int, *, with_empty: bool, diagonal: bool = False,
           one_colour_lives: bool = False, blank_empty: bool = False,
           ) -> list[tuple[Shape, int, int, int]]:
    """The groups of a board that are games, each cropped to its box: the
    regions of its stones (and of its empty cells too, ``with_empty``),
    4-connected (8-connected when ``diagonal``), that hold stones of both
    colours (or of either, ``one_colour_lives``). The cells of a box
    outside its group are blocked, or empty (``blank_empty``)."""
    found = []
    inside = x | o | e if with_empty else x | o
    for region in regions(inside, box.stride, diagonal=diagonal):
        has_x, has_o = region & x, region & o
        if (has_x and has_o) or ((has_x or has_o) and one_colour_lives):
            part_box, masks = crop(box, region, x, o, e, region)
            px, po, pe, cells = masks
            if blank_empty:
                pe |= part_box.cells & ~cells
            found.append((part_box, px, po, pe))
    return found


#: width -> {a row's x, o and empty cells side by side: its text}: rows
#: recur, across boards too.
_ROWS: dict[int, dict[int, str]] = {}
_ROWS_KEPT: Final = 1 << 16


def rows(box: Shape, x: int, o: int, e: int) -> tuple[str, ...]:
    """The rows of the board's diagram, top first (``x``, ``o``, ``.``, and
    ``#`` for a blocked cell)."""
    stride, row, width = box.stride, box.row, box.width
    texts = _ROWS.get(width)
    if texts is None:
        texts = _ROWS[width] = {}
    found = []
    for shift in range(0, box.height * stride, stride):
        # A row's cells as one number: its x, o and empty cells side by side.
        cells = (x >> shift & row) | (o >> shift & row) << width | (
            e >> shift & row) << 2 * width
        text = texts.get(cells)
        if text is None:
            text = "".join(
                "x" if cells >> c & 1 else "o" if cells >> (width + c) & 1
                else "." if cells >> (2 * width + c) & 1 else "#"
                for c in range(width)
            )
            if len(texts) < _ROWS_KEPT:
                texts[cells] = text
        found.append(text)
    return tuple(found)


def group_keys(box: Shape, x: int, o: int, e: int) -> tuple[int, int]:
    """The key of a group whose moves are alike along rows and columns (so
    that a rotation or a reflection keeps each player's moves), and that of
    its conjugate (the colours swapped): a number that tells the least of
    its images under them. The images of a board not square are taken wider
    than high (so four of them): the turned ones only when it is square.

    >>> from cgt.boards.bitgrid import shape
    >>> group_keys(shape(2, 1), 0b01, 0b10, 0) == group_keys(shape(1, 2), 0b1, 0b1_00000000, 0)
    True
    """
    if box.stride == 8 and box.height < 8:
        return _small_keys(box, x, o, e)
    # A board of 8 rows or columns or more: its rows' codes, negated so that
    # no key of a small board is the same number.
    width, height = box.width, box.height
    if height > width:
        codes, across = _column_codes(box, x, o, e), height
    else:
        codes, across = _row_codes(box, x, o, e), width
    found = _images(codes, across)
    if width == height:
        found += _images(_column_codes(box, x, o, e), height)
    row = (1 << across) - 1
    rest = ~(row | row << across)  # the empty cells, and the code's top bit
    swapped = [tuple([(code >> across & row) | (code & row) << across | (code & rest)
                      for code in image]) for image in found]
    return -_packed(min(found), across), -_packed(min(swapped), across)


#: A byte's bits spread out, bit ``c`` to bit ``8 * c``: a row of a board
#: of stride 8 turned into a column (:func:`_turned`).
_SPREAD: Final = [sum(1 << 8 * c for c in range(8) if b >> c & 1) for b in range(256)]
_ODD: Final = 0x55555555555555  # in each of 7 bytes: every other bit, pairs, nibbles
_PAIRS: Final = 0x33333333333333
_NIBBLES: Final = 0x0F0F0F0F0F0F0F


def _small_keys(box: Shape, x: int, o: int, e: int) -> tuple[int, int]:
    """:func:`group_keys` of a board of at most 7 rows and 7 columns (stride
    8, so each set of cells is below 2**56 and every step here stays a
    machine word when compiled): the least ``(x, o, e)`` of its images,
    compared as numbers, then packed with the size in one number. The
    images of the empty cells are those of the unblocked ones (the same for
    every board of a group's line of play: :func:`_region_images`) without
    the stones'."""
    width, height = box.width, box.height
    regions = _region_images(box, x | o | e)
    if height > width:
        x, o = _turned(x, height), _turned(o, height)
        width, height = height, width
        e = regions[0] ^ x ^ o
    bx, bo, be = x, o, e  # the least image so far, and the conjugate's
    cx, co, ce = o, x, e
    index = 0
    for turn in range(2 if width == height else 1):
        if turn:
            x, o = _turned(x, height), _turned(o, height)
        for image in range(4):
            if image == 0:
                ix, io = x, o
            elif image == 1:
                ix, io = _mirrored(x, width), _mirrored(o, width)
            elif image == 2:
                ix, io = _flipped(ix, height), _flipped(io, height)
            else:
                ix, io = _flipped(x, height), _flipped(o, height)
            ie = regions[index] ^ ix ^ io
            index += 1
            if ix < bx or (ix == bx and (io < bo or (io == bo and ie < be))):
                bx, bo, be = ix, io, ie
            if io < cx or (io == cx and (ix < co or (ix == co and ie < ce))):
                cx, co, ce = io, ix, ie
    size = width << 3 | height
    return (((bx << 56 | bo) << 56 | be) << 6 | size), (((cx << 56 | co) << 56 | ce) << 6 | size)



#: (shape, unblocked cells) -> their images, in the order of :func:`_small_keys`.
_REGIONS: dict[tuple[Shape, int], list[int]] = {}


def _region_images(box: Shape, region: int) -> list[int]:
    """The images of a set of cells of a board of :func:`_small_keys`, in its order."""
    found = _REGIONS.get((box, region))
    if found is None:
        width, height = box.width, box.height
        cells = region
        if height > width:
            cells = _turned(cells, height)
            width, height = height, width
        found = []
        for turn in range(2 if width == height else 1):
            if turn:
                cells = _turned(cells, height)
            mirrored = _mirrored(cells, width)
            found += [cells, mirrored, _flipped(mirrored, height), _flipped(cells, height)]
        if len(_REGIONS) >= _ROWS_KEPT:
            _REGIONS.clear()
        _REGIONS[(box, region)] = found
    return found


def _mirrored(cells: int, width: int) -> int:
    """A set of cells of a board of stride 8 (7 rows at most), reflected
    left to right: each byte's bits reversed, then moved down to the width."""
    cells = (cells >> 1 & _ODD) | (cells & _ODD) << 1
    cells = (cells >> 2 & _PAIRS) | (cells & _PAIRS) << 2
    cells = (cells >> 4 & _NIBBLES) | (cells & _NIBBLES) << 4
    return cells >> (8 - width)


def _flipped(cells: int, height: int) -> int:
    """A set of cells of a board of stride 8 (7 rows at most), its rows in
    reverse order: the bytes of each half of the number reversed (no step
    above 2**56), then the halves swapped and moved down to the height."""
    low, high = cells & 0xFFFFFFFF, cells >> 32
    low = (low >> 8 & 0x00FF00FF) | (low & 0x00FF00FF) << 8
    low = low >> 16 | (low & 0xFFFF) << 16
    high = (high >> 8 & 0x00FF00FF) | (high & 0x00FF00FF) << 8
    high = high >> 16 | (high & 0xFFFF) << 16
    shift = 8 * (8 - height)  # the 8 bytes reversed are low, high: keep the last rows
    if shift <= 32:
        return low << (32 - shift) | high >> shift
    return low >> (shift - 32)


def _turned(cells: int, height: int) -> int:
    """A set of cells of a board of stride 8 (7 rows and columns at most),
    turned about its diagonal: row ``r`` becomes column ``r``."""
    turned = 0
    for r in range(height):
        turned |= _SPREAD[cells >> 8 * r & 0xFF] << r
    return turned


def _packed(codes: tuple[int, ...], width: int) -> int:
    """Row codes of a board ``width`` cells wide as one number: the codes
    side by side, ``3 * width + 1`` bits each, then the width in 16 bits
    below them. (The top bit of the last code tells how many rows there are.)"""
    packed = 0
    size = 3 * width + 1
    for code in reversed(codes):
        packed = packed << size | code
    return packed << 16 | width


def _row_codes(box: Shape, x: int, o: int, e: int) -> list[int]:
    """Each row of the board as a number, top first: its ``x`` cells, then
    its ``o`` cells, then its empty ones, ``width`` bits each, and a bit
    above them, so that rows of different widths never share a code."""
    stride, row, width = box.stride, box.row, box.width
    top = 1 << 3 * width
    return [(x >> shift & row) | (o >> shift & row) << width | (e >> shift & row) << 2 * width
            | top for shift in range(0, box.height * stride, stride)]


def _column_codes(box: Shape, x: int, o: int, e: int) -> list[int]:
    """The codes of the rows of the board turned about its diagonal: its
    columns, left first, each read top down."""
    stride, height = box.stride, box.height
    top = 1 << 3 * height
    codes = []
    for column in range(box.width):
        code = top
        for r in range(height):
            cell = 1 << (r * stride + column)
            if x & cell:
                code |= 1 << r
            elif o & cell:
                code |= 1 << (height + r)
            elif e & cell:
                code |= 1 << (2 * height + r)
        codes.append(code)
    return codes


#: width -> {a row's code: that of the row reflected left to right}
_MIRRORS: dict[int, dict[int, int]] = {}


def _images(codes: list[int], width: int) -> list[tuple[int, ...]]:
    """The board of these row codes, turned half round, upside down, and
    reflected left to right (its four images that keep the rows rows)."""
    mirrors = _MIRRORS.get(width)
    if mirrors is None:
        mirrors = _MIRRORS[width] = {}
    mirrored = []
    for code in codes:
        image = mirrors.get(code)
        if image is None:
            image = code & ~((1 << 3 * width) - 1)  # the top bit
            for place in range(3 * width):  # each of the three parts, reversed
                if code >> place & 1:
                    part = place // width
                    image |= 1 << (part * width + width - 1 - (place - part * width))
            if len(mirrors) < _ROWS_KEPT:
                mirrors[code] = image
        mirrored.append(image)
    rows, reflected = tuple(codes), tuple(mirrored)
    return [rows, reflected[::-1], rows[::-1], reflected]


def nearly_symmetric(box: Shape, x: int, o: int, e: int) -> bool:
    """Whether an image of the board under its symmetries, or of its
    conjugate, differs from it in a quarter of its cells at most (a solve
    keys the groups it meets under their symmetries if so: see
    :mod:`cgt.boards.stone_solver`).

    The openings of Konane (a checkerboard with two holes) differ from an
    image of theirs in 0 to 2 cells of 16 to 25, and a third of the
    positions their solves meet are images of others; random boards with
    half of their cells empty differ from every image in 12 to 18 of 36, and
    none of the 33,466 positions 20 of them meet is an image of another. (A
    board of 8 rows or columns or more is taken as nearly symmetric.)"""
    if box.stride != 8 or box.height > 7:
        return True
    width, height = box.width, box.height
    if height > width:
        x, o = _turned(x, height), _turned(o, height)
        width, height = height, width
    limit = (x | o | e).bit_count() // 4
    tx, to = x, o
    for turn in range(2 if width == height else 1):
        if turn:
            tx, to = _turned(x, height), _turned(o, height)
        mx, mo = _mirrored(tx, width), _mirrored(to, width)
        images = [(tx, to), (mx, mo), (_flipped(mx, height), _flipped(mo, height)),
                  (_flipped(tx, height), _flipped(to, height))]
        for index, (ix, io) in enumerate(images):
            if (turn or index) and ((ix ^ x) | (io ^ o)).bit_count() <= limit:
                return True
            if ((io ^ x) | (ix ^ o)).bit_count() <= limit:  # an image of the conjugate
                return True
    return False

"""Rectangular boards as integer bitboards: shapes, regions, crops and the
images of a diagram under the symmetries of the rectangle.

A set of cells of a board is an ``int`` with bit ``row * stride + column``
set for each cell in it. The stride of a :class:`Shape` is a multiple of 8
with at least one spare column, so that shifting by one (a step along a
row) never carries a cell round a row's end into the next row, and a cell
two columns off the board (a jump's landing square) falls on a spare bit
or off the board too. Rulesets whose positions are sets of cells
(:mod:`cgt.games.clobber`'s stone boards, Domineering) make their moves
with a few shifts and masks, and find regions with :func:`regions`.

>>> s = shape(3, 2)
>>> s.stride, bin(s.cells)
(8, '0b11100000111')
>>> [bin(r) for r in regions(0b10000000011, s.stride)]
['0b11', '0b10000000000']
>>> cropped, (part,) = crop(s, 0b1100000000, 0b1100000000)
>>> (cropped.width, cropped.height, part)
(2, 1, 3)
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

__all__ = ["Shape", "bits", "bounds", "crop", "images", "regions", "shape", "transpose"]


class Shape:
    """The geometry of a board: its size, its stride (bits per row) and the
    set of its cells, shared by every board of that size (compare with ``is``)."""

    __slots__ = ("cells", "height", "row", "stride", "width")

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.stride = stride = 8 * (width // 8 + 1)
        self.row = (1 << width) - 1
        self.cells = sum(self.row << r * stride for r in range(height))

    def __repr__(self) -> str:
        return f"Shape({self.width}, {self.height})"

    def __reduce__(self) -> tuple[object, ...]:
        return (shape, (self.width, self.height))


@cache
def shape(width: int, height: int) -> Shape:
    """The shared :class:`Shape` of boards ``width`` columns wide and ``height`` rows high."""
    return Shape(width, height)


def bits(cells: int) -> Iterator[int]:
    """Each cell of a set, as a set of one cell, lowest first.

    >>> list(bits(0b1010))
    [2, 8]
    """
    while cells:
        cell = cells & -cells
        yield cell
        cells ^= cell


def regions(cells: int, stride: int, *, diagonal: bool = False) -> list[int]:
    """The 4-connected regions of ``cells`` (8-connected, through corners
    too, when ``diagonal``), lowest first: a flood fill of a few big-integer
    operations a step, not a Python loop over cells. The spare column keeps
    every shift from wrapping round a row's end."""
    found = []
    while cells:
        region = cells & -cells
        while True:
            grown = region | region << 1 | region >> 1 | region << stride | region >> stride
            if diagonal:
                grown |= (region << (stride - 1) | region >> (stride - 1)
                          | region << (stride + 1) | region >> (stride + 1))
            grown &= cells
            if grown == region:
                break
            region = grown
        found.append(region)
        cells ^= region
    return found


def bounds(region: int, stride: int) -> tuple[int, int, int]:
    """The box of a non-empty set of cells: the shift that moves its top
    left corner to bit 0, its width and its height.

    >>> bounds(0b0110_00000010_00000000, 8)  # rows 1 and 2, columns 1 and 2
    (9, 2, 2)
    """
    low = (region & -region).bit_length() - 1
    top = low - low % stride  # the top row to row 0
    used = region >> top
    spread = stride
    while used >> spread:  # OR all rows together: the columns in use
        used |= used >> spread
        spread <<= 1
    used &= (1 << stride) - 1
    left = (used & -used).bit_length() - 1
    height = ((region >> top).bit_length() + stride - 1) // stride
    return top + left, used.bit_length() - left, height


def crop(board: Shape, region: int, *masks: int) -> tuple[Shape, tuple[int, ...]]:
    """The shape of the smallest box holding ``region`` (a non-empty set of
    cells of ``board``), and each of ``masks`` within ``region`` moved into it."""
    stride = board.stride
    shift, width, height = bounds(region, stride)
    box = shape(width, height)
    if box.stride == stride:
        return box, tuple((m & region) >> shift for m in masks)
    narrow, row = box.stride, box.row
    return box, tuple(
        sum((((m & region) >> shift) >> r * stride & row) << r * narrow for r in range(height))
        for m in masks
    )


def images(rows: tuple[str, ...], *, turned: bool = True) -> list[str]:
    """The diagram of a board (rows joined by ``|``) under the four
    reflections (identity, half turn, top-bottom, left-right), then, when
    ``turned``, the same four of the board turned about its diagonal.

    Turning a diagram half round is reversing its text, separators and all.

    >>> images(("xo.", "..o"))
    ['xo.|..o', 'o..|.ox', '..o|xo.', '.ox|o..', 'x.|o.|.o', 'o.|.o|.x', '.o|o.|x.', '.x|.o|o.']
    """
    text = "|".join(rows)
    upside_down = "|".join(reversed(rows))
    found = [text, text[::-1], upside_down, upside_down[::-1]]
    if turned:
        found += images(transpose(rows), turned=False)
    return found


def transpose(rows: tuple[str, ...]) -> tuple[str, ...]:
    """The rows of a board turned about its diagonal: its columns.

    >>> transpose(("xo.", "..o"))
    ('x.', 'o.', '.o')
    """
    return tuple(map("".join, zip(*rows)))

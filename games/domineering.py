"""Domineering: Left places vertical dominoes, Right horizontal ones.

Rules (Winning Ways, ch. 5; Lessons in Play, 1.1): the board is a grid of
cells, some of them blocked. A move covers two adjacent empty cells with a
domino: Left (bLue, *Vertical*) covers a cell and the one below it, Right
(Red, *Horizontal*) a cell and the one to its right. The player who cannot
move loses. This is the convention of CGSuite and of cgt-tools (``cgt-py``).

Diagrams list the rows top first, separated by ``|`` (or ``/``, or
newlines); ``.`` is an empty cell and ``#`` a blocked or covered one, as in
CGSuite and cgt-py:

>>> Domineering("..|..").value
cgt.parse('±1')
>>> Domineering("..").value, Domineering(".|.").value
(cgt.parse('-1'), cgt.parse('1'))
>>> str(Domineering.rectangle(2, 3)), Domineering.rectangle(2, 3).value
('...|...', cgt.parse('{2|-1/2}'))

How it is fast (CGSuite's techniques; the bit work is in
:mod:`cgt.boards.dominoes`, which the build compiles):

- The board is a bitboard: an ``int`` with bit ``row * stride + column``
  set for each empty cell, the stride a multiple of 8 with at least one
  padding column, so the moves of a side are the set bits of one expression
  (``free & free >> stride`` for Left, ``free & free >> 1`` for Right) and
  a row is a whole number of bytes.
- Cells that no domino can use any more (no empty neighbour) are dropped,
  and the solver sees the position as the sum of its 4-connected regions
  (:meth:`Domineering.components`, a flood fill on bits:
  :func:`cgt.boards.bitgrid.regions`), each valued once.
- A region is keyed by its cropped picture as bytes, the least of its images
  under the two reflections that keep the players' roles (left-right and
  top-bottom: ``bytes`` reversal and a bit-reversal table), so mirror
  images share one entry of the transposition table. Transposing a board
  swaps the players and negates the value: :meth:`Domineering.conjugate_key`
  gives the transposed picture's key, and the solver finds a board solved
  when its transpose is.
- Keys of children are made with the moves, from what the parent knows:
  a board seen before is looked up by its cells (memo), and taking a
  domino from a connected region leaves it connected when the domino's
  neighbours are connected around it, which spares most flood fills.

The memos of keys and of the regions handed out are bounded, and emptied
with the values of the solver's table (``Domineering.table()``) by
:func:`cgt.clear_tables`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from cgt import Cell, Position, SolveContext, grid, memo
from cgt.boards import dominoes
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_diagram, read_size

__all__ = ["Domineering"]

EMPTY = "."
BLOCKED = "#"

Key = dominoes.Key


class _Shape:
    """The geometry of a board: its size and its bitboard stride (bits per
    row), shared by every position on a board of that size."""

    __slots__ = ("height", "keys", "row_bytes", "stride", "width")

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.row_bytes = width // 8 + 1  # the fewest bytes that leave a padding bit
        self.stride = 8 * self.row_bytes
        self.keys = _key_memo(self.stride)


_SHAPES: dict[tuple[int, int], _Shape] = {}


def _shape(width: int, height: int) -> _Shape:
    shape = _SHAPES.get((width, height))
    if shape is None:
        shape = _SHAPES[(width, height)] = _Shape(width, height)
    return shape


#: The most entries each memo of boards below keeps (they are emptied with
#: the solver's tables by :func:`cgt.clear_tables`: the "positions" memos).
KEY_MEMO_ENTRIES = 1_000_000

#: stride -> {free cells as a bitboard of that stride: key}. Children of
#: different positions are often the same board; this saves recomputing its key.
_KEY_MEMOS: dict[int, memo.Memo[int, Key]] = {}


def _key_memo(stride: int) -> memo.Memo[int, Key]:
    found = _KEY_MEMOS.get(stride)
    if found is None:
        found = _KEY_MEMOS[stride] = memo.Memo(
            f"Domineering keys, stride {stride}", group=memo.POSITIONS, limit=KEY_MEMO_ENTRIES
        )
    return found


#: key -> the region it pictures, as a position (the parts that
#: :meth:`Domineering.components` hands out recur: build each once).
_REGIONS: memo.Memo[bytes, Domineering] = memo.Memo(
    "Domineering regions", group=memo.POSITIONS, limit=KEY_MEMO_ENTRIES
)

#: key -> the key of the board transposed (see :func:`_transposed_key`).
_TRANSPOSED: memo.Memo[Key, Key] = memo.Memo(
    "Domineering transposed keys", group=memo.POSITIONS, limit=KEY_MEMO_ENTRIES
)


def _transposed_key(key: Key) -> Key:
    """The key of the board turned about its diagonal (rows become columns):
    the players swap roles, so it is worth minus the board.

    >>> _transposed_key(Domineering("...").key()) == Domineering(".|.|.").key()
    True
    """
    return dominoes.transposed_key(key, _TRANSPOSED, _TRANSPOSED.evict, KEY_MEMO_ENTRIES)


def _key(free: int, shape: _Shape) -> Key:
    stride = shape.stride
    usable = dominoes.usable(free, stride)
    memo = shape.keys
    key = memo.get(usable)
    if key is None:
        key = dominoes.key_of_usable(usable, stride, memo)
        memo.store(usable, key)
    return key


class Domineering(Position):
    """A Domineering position: Left places vertical dominoes, Right
    horizontal ones.

    ``Domineering("..#|...")`` reads a diagram (rows top first, ``.`` empty,
    ``#`` blocked); :meth:`rectangle` gives an empty board.

    >>> p = Domineering("..#|...")
    >>> p.value, str(p), [str(q) for q in p.left_moves()]
    (cgt.parse('±1'), '..#|...', ['#.#|#..', '.##|.#.'])
    >>> Domineering("..|#x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Domineering board '..|#x': row 2, column 2 has 'x';
    cells are one of '.' '#'
    """

    title = 'Domineering'
    symbols: ClassVar[Mapping[str, Cell]] = {".": Cell.EMPTY, "#": Cell.BLOCKED}

    __slots__ = ("_free", "_key", "_shape")

    _free: int
    _shape: _Shape
    _key: Key | None

    def __init__(self, diagram: str) -> None:
        board = grid.parse_grid(diagram, EMPTY + BLOCKED, name="Domineering board")
        shape = _shape(len(board[0]), len(board))
        free = 0
        for r, row in enumerate(board):
            for c, cell in enumerate(row):
                if cell == EMPTY:
                    free |= 1 << (r * shape.stride + c)
        self._free = free
        self._shape = shape
        self._key = None

    @classmethod
    def rectangle(cls, rows: int, columns: int) -> Domineering:
        """The empty board with ``rows`` rows and ``columns`` columns.

        >>> Domineering.rectangle(3, 2)
        Domineering('..|..|..')
        """
        grid.check_size(rows, columns, "Domineering.rectangle")
        shape = _shape(columns, rows)
        row = (1 << columns) - 1
        return cls._make(sum(row << r * shape.stride for r in range(rows)), shape)

    @classmethod
    def _make(cls, free: int, shape: _Shape) -> Domineering:
        p = object.__new__(cls)
        p._free = free
        p._shape = shape
        p._key = None
        return p

    @classmethod
    def _made(cls, free: int, shape: _Shape, key: Key) -> Domineering:
        """The position of empty cells ``free`` on ``shape``, its key known."""
        p = object.__new__(cls)
        p._free = free
        p._shape = shape
        p._key = key
        return p

    @classmethod
    def _from_key(cls, key: bytes) -> Domineering:
        """The region a key pictures, in that orientation, on a board of
        the fewest bytes a row (a narrow region of a wide board moves to
        narrow rows, where it meets the same region of narrow boards)."""
        row_bytes = key[0]
        stride = 8 * row_bytes
        free = int.from_bytes(key[1:], "little")
        height = (len(key) - 1) // row_bytes
        row_mask = (1 << stride) - 1
        used = 0
        for r in range(height):
            used |= free >> r * stride
        width = (used & row_mask).bit_length()
        shape = _shape(width, height)
        if shape.row_bytes == row_bytes:
            part = cls._make(free, shape)
            part._key = key
            return part
        narrow = 0
        for r in range(height):
            narrow |= (free >> r * stride & row_mask) << r * shape.stride
        return cls._make(narrow, shape)

    # -- the board ---------------------------------------------------------------

    @property
    def width(self) -> int:
        return self._shape.width

    @property
    def height(self) -> int:
        return self._shape.height

    @property
    def board(self) -> tuple[str, ...]:
        """The rows as text, top first: ``.`` empty, ``#`` blocked or covered."""
        shape, free = self._shape, self._free
        return tuple(
            "".join(
                EMPTY if free >> (r * shape.stride + c) & 1 else BLOCKED
                for c in range(shape.width)
            )
            for r in range(shape.height)
        )

    def __str__(self) -> str:
        return grid.format_grid(self.board)

    def __repr__(self) -> str:
        return f"Domineering({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Domineering)
            and self._free == other._free
            and self._shape is other._shape
        )

    def __hash__(self) -> int:
        return hash((self._free, self._shape.width, self._shape.height))

    def __reduce__(self) -> tuple[Any, ...]:
        # Shapes are shared per size and compared with `is`: a copy or an
        # unpickled position takes the shared one again.
        return (_unpickled, (self._free, self._shape.width, self._shape.height))

    def __copy__(self) -> Domineering:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Domineering:
        return self

    # -- the rules -----------------------------------------------------------------

    def left_moves(self) -> list[Domineering]:
        """Vertical dominoes: a cell and the one below it."""
        free, stride = self._free, self._shape.stride
        return self._children(free & (free >> stride), stride)

    def right_moves(self) -> list[Domineering]:
        """Horizontal dominoes: a cell and the one to its right."""
        free = self._free
        return self._children(free & (free >> 1), 1)

    def _children(self, places: int, step: int) -> list[Domineering]:
        """The boards with a domino on ``cell`` and ``cell + step`` for each
        set bit of ``places``, their keys computed on the way: the engine
        asks for every child's key, and here the parent's tells a lot
        (:func:`cgt.boards.dominoes.children` gives the boards and keys)."""
        shape = self._shape
        memo = shape.keys
        make = self._made
        return [make(free, shape, key) for free, key in dominoes.children(
            self._free, places, step, shape.stride, type(self.key()) is bytes,
            memo, memo.evict, KEY_MEMO_ENTRIES)]

    # -- what the solver uses ----------------------------------------------------

    def direct_value(self, context: SolveContext) -> Any:
        """The canonical value straight from the bits of the keys
        (:func:`cgt.boards.dominoes.value`, compiled with the core), which
        the solver asks when nothing watches each position; None (walk the
        positions) under a memory limit or on a board too big to recurse."""
        return dominoes.value(self, self._free, context, _key_memo, _TRANSPOSED,
                              KEY_MEMO_ENTRIES)

    def key(self) -> Key:
        """The least cropped mirror image of the usable cells, as bytes
        (``b""`` when none is left); for several regions, the sorted tuple
        of their keys.

        >>> Domineering("#..|#..").key() == Domineering("..|..").key()
        True
        >>> Domineering(".#.|.#.").key() == Domineering(".|.|#|.|.").key()
        True
        """
        key = self._key
        if key is None:
            key = self._key = _key(self._free, self._shape)
        return key

    def conjugate_key(self) -> Key:
        """The key of the transposed board, worth minus this one.

        >>> p = Domineering("..#|...")
        >>> p.conjugate_key() == Domineering(".." + "|..|#.").key()
        True
        """
        return _transposed_key(self.key())

    def components(self) -> tuple[Domineering, ...]:
        """The 4-connected regions of usable cells, cropped, as positions.

        >>> [str(p) for p in Domineering("..#.|##..").components()]
        ['.#|..', '..']
        """
        key = self.key()
        if isinstance(key, bytes):
            return (self,)
        regions = _REGIONS
        parts = []
        for part_key in key:
            part = regions.get(part_key)
            if part is None:
                part = self._from_key(part_key)
                regions.store(part_key, part)
            parts.append(part)
        return tuple(parts)


def _unpickled(free: int, width: int, height: int) -> Domineering:
    return Domineering._make(free, _shape(width, height))


def _from_words(words: list[str], options: dict[str, Any]) -> Domineering:
    if len(words) == 1 and (rectangle := read_size(words[0], "Domineering board")) is not None:
        return Domineering.rectangle(*rectangle)
    return Domineering(read_diagram(words))


RULESET = Ruleset(
    "domineering", Domineering, "Left places vertical dominoes, Right horizontal ones",
    "RxC | DIAGRAM", "a rectangle 2x3 or a board like ..|..",
    _from_words, example=("2x3",),
    examples=(("2x2", "±1"), ("2x3", "{2|-1/2}"), ("...|.#.", "a board with a hole")),
    source="Winning Ways, ch. 5",
    table=TableSpec(
        "values of rectangular Domineering boards", rectangle_options(4, 4, 6),
        rectangles("domineering", Domineering, "Domineering: values of r x c rectangles",
                   position_value_cell, "values"),
        (("--rows 4 --columns 4", "seconds"),),
        rectangle_positions(Domineering)),
)

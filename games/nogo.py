"""NoGo: place a stone as in Go, but no stone may ever be captured.

Rules (the NoGo of the Birs Go tournament, 2011; Du and Müller, "Solving
Linear NoGo with Combinatorial Game Theory", Computers and Games 2024; the
``nogo`` game of MCGS, ``src/nogo.cpp`` in ``ualberta-mueller-group/MCGS``):
a board of points, each empty or holding a stone of Black (Left, ``x``)
or of White (Right, ``o``). A move puts a stone of the player's colour on
an empty point, and is allowed only if afterwards every block (stones of
one colour joined along rows and columns) still touches an empty point:
a move may neither capture nor commit suicide. The player who cannot move
loses.

Diagrams list the rows top first, separated by ``|`` (or ``/``, or
newlines): ``x`` Black, ``o`` White, ``.`` empty, ``#`` off the board.
MCGS writes Black and White as ``X`` and ``O``; both cases are read.

>>> NoGo("..").value, NoGo(".").value, NoGo("....").outcome
(cgt.parse('*'), cgt.parse('0'), <Outcome.P: 'P'>)
>>> NoGo(".o.|.ox|...").value  # MCGS's thermograph: walls 0 and -2 at t = -1, mast 0
cgt.parse('{2*|0||-1}')

A move's legality reaches as far as the blocks it touches, so two parts
of a board are independent only where *immortal* stones separate them
(the splitting of MCGS, ``split_by_nogo`` in ``src/nogo.cpp``, written
anew here: :meth:`NoGo.components`). A board is keyed by the least of
its images under the rotations and reflections of the board, which keep
the rules (a region by its board as it is: :meth:`NoGoRegion.key`).
Swapping the colours swaps the players, so a board's conjugate is worth
minus it.

>>> [str(part) for part in NoGo("..#..").components()]  # off-board points cut it
['..#++', '++#..']
>>> NoGo("..#..").value
cgt.parse('0')
"""

from __future__ import annotations

from typing import Any

from cgt import grid, memo
from cgt.boards import bitgrid
from cgt.games.clobber import StoneGrid, StoneKey
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_board, read_diagram

__all__ = ["NoGo", "NoGoRegion"]

#: MCGS's letters for the stones, read as ours.
_MCGS = str.maketrans("XO", "xo")


class NoGo(StoneGrid):
    """A NoGo position: ``NoGo("..x|o..")``, or :meth:`rectangle`.

    >>> p = NoGo("x.|..")
    >>> sorted(str(q) for q in p.right_moves())
    ['x.|.o', 'x.|o.', 'xo|..']
    >>> [str(q) for q in NoGo("x.|o.").left_moves()]  # not x.|ox: o would have no liberty
    ['xx|o.']
    >>> NoGo("xo|..").outcome  # each player's one move leaves the other none
    <Outcome.N: 'N'>
    >>> NoGo("xo")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: NoGo board 'xo': a block of stones at row 1, column 1 has no
    liberty
    """

    title = "NoGo"

    __slots__ = ()

    ALPHABET = "xo.#"

    def __init__(self, diagram: str) -> None:
        super().__init__(diagram.translate(_MCGS) if isinstance(diagram, str) else diagram)
        box, x, o, e = self._shape, self._x, self._o, self._e
        for stones in (x, o):
            for block in bitgrid.regions(stones, box.stride):
                if not _around(block, box) & e:
                    r, c = divmod((block & -block).bit_length() - 1, box.stride)
                    raise grid.GridError(f"NoGo board {diagram!r}: a block of stones at row "
                                         f"{r + 1}, column {c + 1} has no liberty")

    @classmethod
    def rectangle(cls, rows: int, columns: int) -> NoGo:
        """The empty board of ``rows`` rows and ``columns`` columns.

        >>> NoGo.rectangle(2, 2)
        NoGo('..|..')
        """
        grid.check_size(rows, columns, "NoGo.rectangle")
        return cls._make(("." * columns,) * rows)

    @classmethod
    def parse(cls, text: str) -> NoGo:
        """The board drawn by ``text``, or the empty board of a size (``"2x3"``).

        >>> NoGo.parse("1x3"), NoGo.parse("x.|.o")
        (NoGo('...'), NoGo('x.|.o'))
        """
        return read_board(text, "NoGo board", cls, cls.rectangle)

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> list[NoGo]:
        return self._placements(True)

    def right_moves(self) -> list[NoGo]:
        return self._placements(False)

    def _placements(self, left: bool, where: int = -1) -> list[NoGo]:
        """A stone on each empty point of ``where`` (every point: -1) where it
        leaves every block a liberty (:func:`_legal`)."""
        box, x, o, e = self._shape, self._x, self._o, self._e
        mine, theirs = (x, o) if left else (o, x)
        risky = _risky_points(box, x, o, e)
        return [self._child(x | point, o, e ^ point) if left
                else self._child(x, o | point, e ^ point)
                for point in bitgrid.bits(e & where)
                if not point & risky or _legal(mine, theirs, e, point, box)]

    def _child(self, x: int, o: int, e: int) -> NoGo:
        return self._of(self._shape, x, o, e)

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[NoGo, ...]:
        """The independent regions of the board (:func:`_regions`), each a
        :class:`NoGoRegion`: the board with play only on the region's points;
        the board itself when it has fewer than two.

        >>> board = NoGo(".x..|xox.|x.x.")  # o's one liberty is a point nobody may fill
        >>> [str(part) for part in board.components()]
        ['.x++|xox+|x+x+', '+x..|xox.|x+x.']
        >>> [part.value for part in board.components()], board.value
        ([cgt.parse('1'), cgt.parse('1')], cgt.parse('2'))
        """
        return self._split(_EVERY)

    def _split(self, cells: int) -> tuple[NoGo, ...]:
        """The regions of the board played on the empty points of ``cells``."""
        box, x, o, e = self._shape, self._x, self._o, self._e
        memo_key = (box, x, o, e, cells)
        regions = _REGIONS.get(memo_key)
        if regions is None:
            regions = _regions(box, x, o, e, e & cells)
            _REGIONS.store(memo_key, regions)
        if len(regions) < 2:
            return (self,)
        return tuple(self._part(region) for region in regions)

    def _part(self, cells: int) -> NoGoRegion:
        """The board with play on the empty points of ``cells`` only."""
        region = NoGoRegion._of(self._shape, self._x, self._o, self._e)
        region._cells = cells
        return region

    def _keys(self) -> tuple[StoneKey, StoneKey]:
        # The least image of the whole board, split or not: the regions'
        # keys are not kept under the symmetries (see NoGoRegion.key).
        return self._group_keys()


class NoGoRegion(NoGo):
    """A NoGo board on which play is left only on some empty points (its
    *playable* ones, a region of :meth:`NoGo.components`): the other empty
    points stay empty, liberties of the blocks beside them, and nobody
    plays there. Drawn with those points as ``+``.

    >>> part = NoGo("..#..").components()[0]
    >>> part, [str(p) for p in part.left_moves()]
    (NoGoRegion('..#++'), ['x.#++', '.x#++'])
    """

    __slots__ = ("_cells",)

    _cells: int  # the region's cells: its empty points are played on

    def left_moves(self) -> list[NoGo]:
        return self._placements(True, self._cells)

    def right_moves(self) -> list[NoGo]:
        return self._placements(False, self._cells)

    def _child(self, x: int, o: int, e: int) -> NoGo:
        child = self._of(self._shape, x, o, e)
        child._cells = self._cells
        return child

    def components(self) -> tuple[NoGo, ...]:
        return self._split(self._cells)

    def key(self) -> tuple[str, int, int, int, int, int]:
        """The whole board and the region's cells, as they are. (Not the
        region's cells and their neighbours alone: keyed so, 8 of 150 random
        4 x 4 boards came out wrong. No symmetry: a region's images are
        rarely met.)"""
        box = self._shape
        return ("nogo region", box.width, self._x, self._o, self._e, self._cells)

    def conjugate_key(self) -> tuple[str, int, int, int, int, int]:
        """The key with the colours swapped (worth minus this)."""
        box = self._shape
        return ("nogo region", box.width, self._o, self._x, self._e, self._cells)

    def _conjugate_key(self) -> tuple[str, int, int, int, int, int]:
        return self.conjugate_key()

    def _frozen_rows(self) -> tuple[str, ...]:
        return _frozen_rows(self.board, self._shape, self._e & ~self._cells)

    def __str__(self) -> str:
        return grid.format_grid(self._frozen_rows())

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, NoGoRegion) and super().__eq__(other)
                and other._cells == self._cells)

    def __hash__(self) -> int:
        return hash((super().__hash__(), self._cells))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_region, (str(NoGo._of(self._shape, self._x, self._o, self._e)), self._cells))


def _region(diagram: str, cells: int) -> NoGoRegion:
    """The region of :meth:`NoGoRegion.__reduce__`."""
    return NoGo(diagram)._part(cells)


def _frozen_rows(rows: tuple[str, ...], box: bitgrid.Shape, frozen: int) -> tuple[str, ...]:
    """``rows`` with the points of ``frozen`` written ``+``."""
    return tuple("".join("+" if frozen >> (r * box.stride + c) & 1 else cell
                         for c, cell in enumerate(row)) for r, row in enumerate(rows))


#: Every point (an int with every bit set): a whole board's playable points.
_EVERY = -1

#: (shape, x, o, e, cells played on) -> the cells of each independent
#: region: a board is the child of many positions. Emptied with the
#: solver's tables (cgt.clear_tables).
_REGIONS: memo.Memo[tuple[bitgrid.Shape, int, int, int, int], tuple[int, ...]] = memo.Memo(
    "nogo regions", group=memo.POSITIONS)


def _regions(box: bitgrid.Shape, x: int, o: int, e: int, playable: int) -> tuple[int, ...]:
    """The cells of each region of a board that is independent of the
    others, those holding a playable point (after MCGS's ``split_by_nogo``;
    the reasoning is ours).

    1. *A point illegal for a player is illegal for ever.* A stone there
       would capture a block whose one liberty is that point, or have no
       liberty itself (no empty neighbour, the blocks of its colour beside
       it with that liberty only); such blocks cannot grow (they touch no
       other empty point), and the point's neighbours cannot change. So
       an empty point that neither player may play (or that is not
       ``playable``: nobody plays it in this part) stays empty, a liberty
       for ever: a *no-go* point.
    2. *Walls.* A 4-connected set of Black's stones, points only Black may
       play and no-go points, holding a no-go point, is a Black wall: White
       never plays in it, and every black block holding one of its cells
       touches one of its empty points for ever (a path inside the wall to
       the no-go point leaves the block at an empty cell). So the wall's
       stones, and those Black adds on its points, never lack a liberty:
       no move beside them is a capture of them or suicide. So for White.
    3. *Regions.* Flood through empty points (not no-go) and stones not in
       a wall. A move's legality reads the points beside it and the blocks
       it touches: each is in the move's region, a wall (never short of a
       liberty) or a no-go point (never filled). A move changes only its
       own region. So the board is the sum of its regions, each played on
       its own points while the others' stay as they are.
    """
    risky = _risky_points(box, x, o, e) & playable  # elsewhere both colours may play
    black = _legal_points(x, o, e, risky, box)
    white = _legal_points(o, x, e, risky, box)
    nogo = (e & ~playable) | (risky & ~(black | white))
    walls = 0
    if nogo:
        for stones, alone in ((x, black & ~white), (o, white & ~black)):
            for wall in bitgrid.regions(stones | alone | nogo, box.stride):
                if wall & nogo:
                    walls |= wall & stones
    passable = (e & ~nogo) | ((x | o) & ~walls)
    return tuple(part for part in bitgrid.regions(passable, box.stride) if part & e)


#: (stride, x, o, e) -> the risky points of the board: asked for its moves of
#: either player and for its regions.
_RISKY: memo.Memo[tuple[int, int, int, int], int] = memo.Memo("nogo risky points",
                                                         group=memo.POSITIONS)


def _risky_points(box: bitgrid.Shape, x: int, o: int, e: int) -> int:
    """:func:`_risky`, remembered."""
    found = _RISKY.get((box.stride, x, o, e))
    if found is None:
        found = _risky(box, x, o, e)
        _RISKY.store((box.stride, x, o, e), found)
    return found


def _risky(box: bitgrid.Shape, x: int, o: int, e: int) -> int:
    """The empty points where a stone of one colour or the other may be
    illegal: those with no empty neighbour, and the last liberty of a block.
    A stone on any other empty point has a liberty beside it and takes no
    block's last, whatever its colour."""
    stride = box.stride
    risky = e & ~(e << 1 | e >> 1 | e << stride | e >> stride)
    for stones in (x, o):
        for block in bitgrid.regions(stones, stride):
            liberties = _around(block, box) & e
            if not liberties & (liberties - 1):
                risky |= liberties
    return risky


def _legal_points(mine: int, theirs: int, e: int, candidates: int, box: bitgrid.Shape) -> int:
    """The points of ``candidates`` where a stone of ``mine`` is legal."""
    legal = 0
    for point in bitgrid.bits(candidates):
        if _legal(mine, theirs, e, point, box):
            legal |= point
    return legal


def _legal(mine: int, theirs: int, e: int, point: int, box: bitgrid.Shape) -> bool:
    """Whether a stone of ``mine`` on the empty ``point`` leaves every block a
    liberty: its own block, and each enemy block beside it (no other block
    loses a liberty)."""
    empty = e ^ point
    if not _around(_block(mine | point, point, box), box) & empty:
        return False  # suicide
    enemies = _around(point, box) & theirs
    while enemies:
        block = _block(theirs, enemies & -enemies, box)
        if not _around(block, box) & empty:
            return False  # a capture
        enemies &= ~block
    return True


def _around(cells: int, box: bitgrid.Shape) -> int:
    """The points beside ``cells`` along rows and columns (the spare column
    of the stride keeps a step along a row from wrapping round)."""
    stride = box.stride
    return (cells << 1 | cells >> 1 | cells << stride | cells >> stride) & box.cells & ~cells


def _block(stones: int, seed: int, box: bitgrid.Shape) -> int:
    """The block of ``stones`` holding the point ``seed``."""
    block, frontier = 0, seed
    while frontier:
        block |= frontier
        frontier = _around(block, box) & stones & ~block
    return block


def _from_words(words: list[str], options: dict[str, Any]) -> NoGo:
    return NoGo.parse(read_diagram(words))


RULESET = Ruleset(
    "nogo", NoGo, "place a stone as in Go; no capture and no suicide",
    "BOARD",
    "a diagram like ..x|o.. (x Black/Left, o White/Right, . empty), or a size like 2x3",
    _from_words, example=("2x3",),
    examples=(("1x4", "0: a second-player win (MCGS)"),
              (".o.|.ox|...", "{2*|0||-1}, MCGS's thermograph")),
    source="Du and Müller (2024); MCGS",
    table=TableSpec(
        "values of empty NoGo boards", rectangle_options(3, 3, 4),
        rectangles("nogo", NoGo, "NoGo: values of empty r x c boards", position_value_cell,
                   "values"),
        (("--rows 2 --columns 4", "1 x 4 and 2 x 4 are second-player wins"),),
        rectangle_positions(NoGo)),
)

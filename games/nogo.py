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

A board is solved whole (no two regions of it are independent in
general: a move's legality reaches as far as the blocks it touches), and
keyed by the least of its images under the rotations and reflections of
the board, which keep the rules. Swapping the colours swaps the players,
so a board's conjugate is worth minus it.
"""

from __future__ import annotations

from typing import Any

from cgt import grid
from cgt.boards import bitgrid
from cgt.games.clobber import StoneGrid
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_board, read_diagram

__all__ = ["NoGo"]

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

    def _placements(self, left: bool) -> list[NoGo]:
        """A stone on each empty point where it leaves every block a liberty:
        its own block, and each enemy block beside it (no other block loses
        a liberty)."""
        box, x, o, e = self._shape, self._x, self._o, self._e
        mine, theirs = (x, o) if left else (o, x)
        found = []
        for point in bitgrid.bits(e):
            empty = e ^ point
            if not _around(_block(mine | point, point, box), box) & empty:
                continue  # suicide
            enemies, legal = _around(point, box) & theirs, True
            while enemies and legal:
                block = _block(theirs, enemies & -enemies, box)
                legal = bool(_around(block, box) & empty)  # else a capture
                enemies &= ~block
            if legal:
                found.append(self._of(box, x | point, o, empty) if left
                             else self._of(box, x, o | point, empty))
        return found

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[NoGo, ...]:
        """The board itself: NoGo is solved whole."""
        return (self,)


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

"""Push: move one of your stones a square to the left, pushing the stones in its way.

Rules (Albert, Nowakowski and Wolfe, *Lessons in Play*, and Siegel,
*Combinatorial Game Theory*, where Push and Shove are exercises; CGSuite
1.x's ``game.strip.Push``; the strip theory of LeanPool's
``MisereGames/Ruleset/Strip.lean``): a strip of squares, each empty or
holding a stone of Left's (``x``) or Right's (``o``). A move picks a stone
of one's own and moves it one square to the left; the run of stones
directly to its left moves with it, into the first empty square left of
the chosen stone. When there is no empty square to its left, the whole
run moves and the leftmost stone falls off the strip. The player who
cannot move (who has no stone left) loses.

Shove (:mod:`cgt.games.shove`) is the same game in which *every* stone to
the left of the chosen one moves, gaps and all.

Diagram: the strips, each a word of ``x`` (Left's stone), ``o`` (Right's)
and ``.`` (empty), leftmost square first, separated by ``|`` or spaces;
``L`` and ``R`` are read as ``x`` and ``o``. Each strip is an independent
game (:meth:`Push.components`), and empty squares at the right end of a
strip change nothing.

>>> Push("x").value, Push("..x").value, Push("..o").value  # a stone takes its distance
(cgt.parse('1'), cgt.parse('3'), cgt.parse('-3'))
>>> [str(p) for p in Push("o.xx").left_moves()]  # the right x pushes the left one
['ox.x', 'oxx']
>>> Push("xo").value  # Left can only drop her stone, Right pushes it off: {-2|-1}
cgt.parse('-3/2')
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, CGTError, Position
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    Grid,
    Progress,
    TableSpec,
    no_progress,
    position_value_cell,
    size_options,
)
from cgt.games.words import read_diagram

__all__ = ["Push", "two_stones", "two_stones_table"]

EMPTY, LEFT_STONE, RIGHT_STONE = ".", "x", "o"
#: The letters a diagram may use, and the square each one means.
_READ = {".": EMPTY, "x": LEFT_STONE, "o": RIGHT_STONE, "l": LEFT_STONE, "r": RIGHT_STONE}
_SWAP = str.maketrans("xo", "ox")


class Push(Position):
    """Strips of stones: ``Push("x.ox|o")``, leftmost square first.

    >>> Push("x.q")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Push 'x.q': 'q' at 3 of strip 1 is not a square;
    write x (Left's stone), o (Right's) or . (empty)
    """

    title = "Push"
    symbols: ClassVar[Mapping[str, Cell]] = {
        LEFT_STONE: Cell.LEFT, RIGHT_STONE: Cell.RIGHT, EMPTY: Cell.EMPTY}

    __slots__ = ("strips",)

    #: The strips, each without empty squares at its right end, sorted
    #: (their order does not matter); no strip is empty.
    strips: tuple[str, ...]

    def __init__(self, diagram: str) -> None:
        self.strips = _read(type(self).ruleset_title(), diagram)

    @classmethod
    def ruleset_title(cls) -> str:
        """The ruleset's name for people."""
        return str(cls.title)

    @classmethod
    def _make(cls, strips: list[str]) -> Any:
        position = object.__new__(cls)  # checked strips: no need to read them again
        position.strips = _normal(strips)
        return position

    # -- the rules -------------------------------------------------------------------

    @staticmethod
    def anchor(strip: str, at: int) -> int:
        """Where the squares that move begin when the stone at ``at`` (from 0)
        moves: each square from there to ``at - 1`` takes what was one square
        to its right, and ``at`` is left empty. In Push that is the first
        empty square left of the stone, which the run fills, or square 0
        when there is none (the stone there falls off).

        >>> Push.anchor("x.xx", 3), Push.anchor("xxx", 2)
        (1, 0)
        """
        return max(strip.rfind(EMPTY, 0, at), 0)

    def _moves(self, stone: str) -> Iterator[Any]:
        for i, strip in enumerate(self.strips):
            others = list(self.strips[:i] + self.strips[i + 1 :])
            for at, square in enumerate(strip):
                if square != stone:
                    continue
                start = self.anchor(strip, at)
                moved = strip[:start] + strip[start + 1 : at + 1] + EMPTY + strip[at + 1 :]
                yield self._make([*others, moved])

    def left_moves(self) -> Iterator[Any]:
        """Move one of Left's stones (x) a square to the left."""
        return self._moves(LEFT_STONE)

    def right_moves(self) -> Iterator[Any]:
        """Move one of Right's stones (o) a square to the left."""
        return self._moves(RIGHT_STONE)

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Any, ...]:
        """Each strip on its own."""
        if len(self.strips) <= 1:
            return (self,)
        return tuple(self._make([strip]) for strip in self.strips)

    def key(self) -> Hashable:
        return self.strips

    def conjugate_key(self) -> Hashable:
        """The key of the strips with the stones' colours swapped (worth minus this).

        >>> Push("x.o").conjugate_key() == Push("o.x").key()
        True
        """
        return _normal([strip.translate(_SWAP) for strip in self.strips])

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return "|".join(self.strips) or "empty"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def board_rows(self) -> tuple[str, ...] | None:
        """The strips, padded with empty squares to the longest, for the pictures."""
        if not self.strips:
            return None
        width = max(map(len, self.strips))
        return tuple(strip.ljust(width, EMPTY) for strip in self.strips)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.strips == self.strips

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.strips))


def _normal(strips: list[str]) -> tuple[str, ...]:
    """The strips without their empty right ends and without empty strips, sorted."""
    return tuple(sorted(s for s in (strip.rstrip(EMPTY) for strip in strips) if s))


def _read(name: str, diagram: object) -> tuple[str, ...]:
    if not isinstance(diagram, str):
        raise CGTError(f"{name} diagram must be text like 'x.o|o', not "
                       f"{type(diagram).__name__}")
    strips = []
    words = [] if diagram.strip() == "empty" else re.split(r"[|/\s]+", diagram.strip())
    for number, word in enumerate((w for w in words if w), start=1):
        strip = []
        for at, letter in enumerate(word, start=1):
            square = _READ.get(letter.lower())
            if square is None:
                raise CGTError(f"{name} {diagram!r}: {letter!r} at {at} of strip {number} "
                               "is not a square; write x (Left's stone), o (Right's) or . (empty)")
            strip.append(square)
        strips.append("".join(strip))
    return _normal(strips)


def two_stones(cls: type[Push], left: int, right: int) -> Push:
    """The strip with Left's stone on square ``left`` and Right's on
    ``right`` (from 1), nothing else.

    >>> two_stones(Push, 1, 3)
    Push('x.o')
    """
    squares = [EMPTY] * max(left, right)
    squares[left - 1], squares[right - 1] = LEFT_STONE, RIGHT_STONE
    return cls._make(["".join(squares)])


def two_stones_table(name: str, cls: type[Push]) -> TableSpec:
    """``cgt table push`` (or ``shove``): the values of one stone each, Left's
    on square i, Right's on square j."""
    def compute(args: Any, progress: Progress = no_progress) -> Grid:
        squares = range(1, args.size + 1)
        cells = []
        for done, i in enumerate(squares, start=1):
            cells.append([None if i == j else position_value_cell(two_stones(cls, i, j))
                          for j in squares])
            progress(done, args.size)
        return Grid(
            title=f"{cls.title}: Left's stone on square i, Right's on square j",
            corner="i \\ j", rows=[str(i) for i in squares], columns=[str(j) for j in squares],
            cells=cells,
            data={"ruleset": name,
                  "values": [[None if c is None else c.text for c in row] for row in cells]})

    def positions(args: Any) -> list[Any]:
        squares = range(1, args.size + 1)
        return [two_stones(cls, i, j) for i in squares for j in squares if i != j]

    return TableSpec(f"values of {cls.title} strips with one stone each", size_options(6, 30),
                     compute, (("--size 6", "squares 1 to 6"),), positions)


def _from_words(words: list[str], options: dict[str, Any]) -> Push:
    return Push(read_diagram(words))


RULESET = Ruleset(
    "push", Push, "move a stone of yours one square left, pushing the run in its way",
    "STRIPS", "strips of x (Left's stone), o (Right's), . (empty), like x.ox|o",
    _from_words, example=("xo.ox",),
    examples=(("xo.ox", "a strip of four stones"), ("..x", "3: a stone takes its distance")),
    source="Lessons in Play; Siegel, Combinatorial Game Theory; CGSuite 1.x",
    table=two_stones_table("push", Push),
)

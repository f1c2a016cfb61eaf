"""Clobber: move a stone onto an adjacent enemy stone and take it.

Rules (Albert, Grossman, Nowakowski and Wolfe, 2002; Lessons in Play;
CGSuite's ``Clobber``): a board of cells, each empty or holding a
stone. Left (bLue, ``x``) moves one of her stones onto an orthogonally
adjacent cell holding a stone of Right (Red, ``o``), which is removed; the
cell she came from is left empty. Right moves his ``o`` stones the same
way. The player who cannot move loses.

Diagrams list the rows top first, separated by ``|`` (or ``/``, or
newlines): ``x`` Left's stone, ``o`` Right's, ``.`` empty.

>>> Clobber.parse("xo").value, Clobber.parse("xoo").value
(cgt.parse('*'), cgt.parse('v'))
>>> str(Clobber.parse("xox|ox."))
'xox|ox.'

A capture leaves the stones that touched a stone's old cell touching its new
one, and empties a cell: stones never come to touch stones they did not
touch before. So the 4-connected groups of stones are independent games
(:meth:`StoneGrid.components`), and a group of one colour is dead (0).
:class:`StoneGrid` holds what Clobber shares with Konane (:mod:`cgt.games.konane`):
the diagram, the groups, and keys that are the same for the 8 images of a
group under rotations and reflections (none of which changes a player's
moves).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, ClassVar, Self

from cgt import Cell, Position, SolveContext, grid, memo
from cgt.boards import bitgrid, stone_boards, stone_solver
from cgt.boards.stone_solver import StoneRules
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Clobber", "StoneGrid"]

Board = tuple[str, ...]
#: The key of a single group is a number (:func:`cgt.boards.stone_boards.group_keys`),
#: or a board's diagram (Fission); that of several, the sorted keys of its groups.
StoneKey = str | int | tuple["StoneKey", ...]


class StoneGrid(Position):
    """A board of Left's stones (``x``), Right's (``o``) and other cells, split
    into independent groups (Clobber, Konane, Amazons and Fission are subclasses).

    The board is three bitboards on a :class:`~cgt.boards.bitgrid.Shape`:
    the cells holding ``x``, those holding ``o`` and the empty ones (``.``);
    any other cell is blocked (``#``). Moves are a few shifts and masks, the
    groups a flood fill on bits (:func:`~cgt.boards.bitgrid.regions`).

    Subclasses set ``ALPHABET`` (the cells a diagram may use), ``BLANK`` (the
    cell that fills a cropped group's bounding box) and ``GROUP_EMPTY``
    (whether empty cells belong to the groups), and give the moves.
    """

    symbols: ClassVar[Mapping[str, Cell]] = {
        "x": Cell.LEFT, "o": Cell.RIGHT, ".": Cell.EMPTY, "#": Cell.BLOCKED,
    }

    __slots__ = ("_e", "_key", "_o", "_parts", "_rows", "_shape", "_x")

    LEFT: ClassVar[str] = "x"
    RIGHT: ClassVar[str] = "o"
    ALPHABET: ClassVar[str] = "xo."
    BLANK: ClassVar[str] = "."
    #: Whether the groups are regions of unblocked cells, empty ones included
    #: (Konane, Amazons, Fission), or of stones only (Clobber).
    GROUP_EMPTY: ClassVar[bool] = True
    #: Whether groups connect through corners (pieces that move diagonally).
    DIAGONAL: ClassVar[bool] = False
    #: Whether a group with pieces of one colour only is a game (Amazons:
    #: the owner still moves in it); in Clobber and Konane it is dead (0).
    ONE_COLOUR_LIVES: ClassVar[bool] = False
    #: Whether turning the board about its diagonal keeps each player's moves
    #: (pieces that move alike along rows and columns), so that keys are shared
    #: by 8 images; Fission's turn swaps the players' moves, so the turned
    #: board is the conjugate: 4 images.
    TURN_KEEPS_ROLES: ClassVar[bool] = True
    #: The moves and groups of the ruleset as :mod:`cgt.boards.stone_solver`
    #: knows them, which then solves its boards on their bitboards; set by
    #: Clobber and Konane (not inherited: a subclass may change the moves).
    _STONES: ClassVar[StoneRules | None] = None

    _shape: bitgrid.Shape
    _x: int  # the cells of Left's stones
    _o: int  # the cells of Right's stones
    _e: int  # the empty cells
    _rows: Board | None  # the diagram's rows, once asked for
    _key: StoneKey | None  # the key, once asked for
    _parts: tuple[StoneGrid, ...] | None  # the groups, once asked for

    def __init__(self, diagram: str) -> None:
        name = f"{type(self).__name__} board"
        board = grid.parse_grid(diagram, self.ALPHABET, name=name)
        if not board[0]:
            raise grid.GridError(
                f"{name} {diagram!r} has rows without cells: expected rows like 'xo.|.ox'"
            )
        self._set_rows(board)

    @classmethod
    def parse(cls, text: str) -> StoneGrid:
        """The position drawn by ``text`` (rows top first, separated by ``|``)."""
        return cls(text)

    @classmethod
    def _make(cls, board: Iterable[str]) -> Self:
        """The position of a board given as its rows."""
        position = object.__new__(cls)
        position._set_rows(tuple(board))
        return position

    def _set_rows(self, rows: Board) -> None:
        box = bitgrid.shape(len(rows[0]), len(rows))
        x = o = e = 0
        for r, row in enumerate(rows):
            # Column c is bit c: the row read backwards as a binary numeral.
            backwards, shift = row[::-1], r * box.stride
            x |= int(backwards.translate(_X_BITS), 2) << shift
            o |= int(backwards.translate(_O_BITS), 2) << shift
            e |= int(backwards.translate(_E_BITS), 2) << shift
        self._shape, self._x, self._o, self._e = box, x, o, e
        self._rows = rows
        self._key = self._parts = None

    @classmethod
    def _of(cls, box: bitgrid.Shape, x: int, o: int, e: int) -> Self:
        """The position with stones ``x`` and ``o`` and empty cells ``e`` on ``box``."""
        position = object.__new__(cls)
        position._shape, position._x, position._o, position._e = box, x, o, e
        position._rows = position._key = position._parts = None
        return position

    # -- the board -------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The rows of the diagram, top first."""
        rows = self._rows
        if rows is None:
            rows = self._rows = stone_boards.rows(self._shape, self._x, self._o, self._e)
        return rows

    def __str__(self) -> str:
        return grid.format_grid(self.board)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other._x == self._x
                and other._o == self._o and other._e == self._e
                and other._shape is self._shape)

    def __hash__(self) -> int:
        return hash((self._x, self._o, self._e, self._shape.width))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self),))

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self

    def _stones(self, player: str) -> Iterator[tuple[int, int]]:
        for r, row in enumerate(self.board):
            for c, cell in enumerate(row):
                if cell == player:
                    yield r, c

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[StoneGrid, ...]:
        """The groups holding stones of both colours (or of either, where
        ``ONE_COLOUR_LIVES``), each cropped to its box."""
        parts = self._parts
        if parts is None:
            memo_key = (type(self), self._shape, self._x, self._o, self._e)
            parts = _GROUPS.get(memo_key)
            if parts is None:
                parts = self._groups()
                _GROUPS.store(memo_key, parts)
            self._parts = parts
        return parts

    def _groups(self) -> tuple[StoneGrid, ...]:
        found = []
        for box, x, o, e in stone_boards.groups(
                self._shape, self._x, self._o, self._e, with_empty=self.GROUP_EMPTY,
                diagonal=self.DIAGONAL, one_colour_lives=self.ONE_COLOUR_LIVES,
                blank_empty=self.BLANK == "."):
            part = self._of(box, x, o, e)
            if part == self:
                return (self,)
            part._parts = (part,)  # a cropped group is one group
            found.append(part)
        return tuple(found)

    def key(self) -> StoneKey:
        """The least image of the board under rotations and reflections (as
        a number: :func:`cgt.boards.stone_boards.group_keys`), for a board that
        is a single cropped group; the sorted keys of its groups otherwise.

        >>> Clobber("xo").key() == Clobber("o|x").key()
        True
        >>> Clobber("..|ox").key() == (Clobber("xo").key(),)
        True
        """
        key = self._key
        if key is None:
            memo_key = (type(self), self._shape, self._x, self._o, self._e)
            key = _KEYS.get(memo_key)
            if key is None:
                key, conjugate = self._keys()
                _KEYS.store(memo_key, key)
                _CONJUGATE_KEYS.store(memo_key, conjugate)
            self._key = key
        return key

    def conjugate_key(self) -> StoneKey | None:
        """The key of the :meth:`conjugate_board`: the players swap roles, so
        it is worth minus this one.

        >>> Clobber("xoo").conjugate_key() == Clobber("oxx").key()
        True
        """
        return self._conjugate_key()

    def _conjugate_key(self) -> StoneKey:
        # The public one may be None (rules that do not treat the colours alike).
        memo_key = (type(self), self._shape, self._x, self._o, self._e)
        key = _CONJUGATE_KEYS.get(memo_key)
        if key is None:
            _, key = self._keys()  # evicted from the memo before the key
            _CONJUGATE_KEYS.store(memo_key, key)
        return key

    def _keys(self) -> tuple[StoneKey, StoneKey]:
        """The key and the conjugate key (not memoised)."""
        parts = self.components()
        if len(parts) == 1 and (parts[0] is self or parts[0] == self):
            return self._group_keys()
        # A sum of groups (not the key of a group: the solver solves those).
        return (tuple(sorted(p.key() for p in parts)),
                tuple(sorted(p._conjugate_key() for p in parts)))

    def _group_keys(self) -> tuple[StoneKey, StoneKey]:
        """The least image of a single group's diagram under the rotations
        and reflections that keep the players' roles (see ``TURN_KEEPS_ROLES``),
        and that of its conjugate."""
        if self.TURN_KEEPS_ROLES:
            return stone_boards.group_keys(self._shape, self._x, self._o, self._e)
        rows = self.board  # the turned images are the conjugate's
        return min(bitgrid.images(rows, turned=False)), min(
            bitgrid.images(bitgrid.transpose(rows), turned=False))

    def direct_value(self, context: SolveContext) -> Any:
        """The value solved on the bitboards alone (:func:`cgt.boards.stone_solver.solve`,
        which the solver calls instead of walking positions, keeping the
        memory budget of its ``context``), for the rulesets whose moves are
        those of stone rules; None for the others. A ruleset whose moves
        split stones is solved under this board's keys (the stone solver
        keys no such board: see :class:`~cgt.boards.stone_solver.StoneRules`).

        >>> from cgt.games.fission import Fission
        >>> board = Fission("...|.x.|x.#|...")
        >>> board.direct_value(None) is board.value.form, board.value
        (True, cgt.parse('{2|0}'))
        """
        rules = type(self).__dict__.get("_STONES")
        if rules is None:
            return None
        keys = (self.key(), self.conjugate_key()) if rules.splitting else (None, None)
        return stone_solver.solve(rules, self._shape, self._x, self._o, self._e,
                                  self.table().values, context, *keys)

    def conjugate_board(self) -> Board:
        """The board with the players' roles swapped: the stones' colours swapped."""
        return tuple(row.translate(_SWAP_STONES) for row in self.board)


_SWAP_STONES = str.maketrans("xo", "ox")
_X_BITS, _O_BITS, _E_BITS = (str.maketrans("xo.#", bits) for bits in ("1000", "0100", "0010"))

#: (ruleset, shape, x, o, e) -> its groups, its key, its conjugate's key:
#: the same board is the child of many positions, and finding groups and
#: keys is most of the work.
#: Bounded memos of the "positions" group: emptied with the solver's tables
#: (cgt.clear_tables).
BoardBits = tuple[type, bitgrid.Shape, int, int, int]
_GROUPS: memo.Memo[BoardBits, tuple[StoneGrid, ...]] = memo.Memo(
    "stone groups", group=memo.POSITIONS
)
_KEYS: memo.Memo[BoardBits, StoneKey] = memo.Memo("stone keys", group=memo.POSITIONS)
_CONJUGATE_KEYS: memo.Memo[BoardBits, StoneKey] = memo.Memo(
    "stone conjugate keys", group=memo.POSITIONS
)


class Clobber(StoneGrid):
    """A Clobber position: ``Clobber("xox|ox.")`` or ``Clobber.parse(...)``.

    >>> p = Clobber("xox|ox.")
    >>> sorted(str(q) for q in p.left_moves())
    ['.ox|xx.', '.xx|ox.', 'xox|x..', 'xx.|ox.', 'xxx|o..']
    >>> p.value
    cgt.parse('{^^*|*,v}')
    >>> Clobber("xo|#x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Clobber board 'xo|#x': row 2, column 1 has '#';
    cells are one of 'x' 'o' '.'
    """

    title = 'Clobber'

    __slots__ = ()

    GROUP_EMPTY = False  # a capture never connects stones: the groups are of stones
    _STONES = StoneRules("Clobber", jumping=False)

    def left_moves(self) -> list[Clobber]:
        return self._captures(True)

    def right_moves(self) -> list[Clobber]:
        return self._captures(False)

    def _captures(self, left: bool) -> list[Clobber]:
        """Each stone of the player moved onto each enemy stone beside it
        (:func:`cgt.boards.stone_boards.captures`)."""
        box, of = self._shape, self._of
        return [of(box, x, o, e)
                for x, o, e in stone_boards.captures(box, self._x, self._o, self._e, left)]


def _from_words(words: list[str], options: dict[str, Any]) -> Clobber:
    return Clobber(read_diagram(words))


RULESET = Ruleset(
    "clobber", Clobber, "move a stone onto an adjacent enemy stone and take it",
    "DIAGRAM", "a board like xox|ox. (x Left, o Right, . empty)",
    _from_words, example=("xox|ox.",),
    examples=(("xo", "worth *"), ("xoo", "worth v")),
    source="Albert, Grossman, Nowakowski and Wolfe (2002)",
)

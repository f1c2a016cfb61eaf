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

from cgt import Cell, Position, grid, memo
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Clobber", "StoneGrid"]

Board = tuple[str, ...]
#: The key of a single group is a board; that of several, the sorted keys of its groups.
StoneKey = Board | tuple["StoneKey", ...]
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


class StoneGrid(Position):
    """A board of Left's stones (``x``), Right's (``o``) and other cells, split
    into independent groups (Clobber and Konane are subclasses).

    Subclasses set ``ALPHABET`` (the cells a diagram may use), ``BLANK`` (the
    cell that fills a cropped group's bounding box) and :meth:`in_group`
    (which cells make up the groups), and give the moves.
    """

    symbols: ClassVar[Mapping[str, Cell]] = {
        "x": Cell.LEFT, "o": Cell.RIGHT, ".": Cell.EMPTY, "#": Cell.BLOCKED,
    }

    __slots__ = ("_key", "_parts", "board")

    LEFT: ClassVar[str] = "x"
    RIGHT: ClassVar[str] = "o"
    ALPHABET: ClassVar[str] = "xo."
    BLANK: ClassVar[str] = "."
    #: Whether groups connect through corners (pieces that move diagonally).
    DIAGONAL: ClassVar[bool] = False
    #: Whether a group with pieces of one colour only is a game (Amazons:
    #: the owner still moves in it); in Clobber and Konane it is dead (0).
    ONE_COLOUR_LIVES: ClassVar[bool] = False
    #: Whether turning the board about its diagonal keeps each player's moves
    #: (pieces that move alike along rows and columns), so that keys are shared
    #: by 8 images; Fission's turn swaps the players' moves: 4 images.
    TURN_KEEPS_ROLES: ClassVar[bool] = True

    board: Board
    _key: StoneKey | None  # the key, once asked for
    _parts: tuple[StoneGrid, ...] | None  # the groups, once asked for

    def __init__(self, diagram: str) -> None:
        name = f"{type(self).__name__} board"
        self.board = grid.parse_grid(diagram, self.ALPHABET, name=name)
        if not self.board[0]:
            raise grid.GridError(
                f"{name} {diagram!r} has rows without cells: expected rows like 'xo.|.ox'"
            )
        self._key = self._parts = None

    @classmethod
    def parse(cls, text: str) -> StoneGrid:
        """The position drawn by ``text`` (rows top first, separated by ``|``)."""
        return cls(text)

    @classmethod
    def _make(cls, board: Iterable[str]) -> Self:
        position = object.__new__(cls)
        position.board = tuple(board)
        position._key = position._parts = None
        return position

    # -- the board -------------------------------------------------------------------

    @staticmethod
    def in_group(cell: str) -> bool:
        """Whether a cell belongs to the groups that :meth:`components` splits into."""
        raise NotImplementedError

    def __str__(self) -> str:
        return grid.format_grid(self.board)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.board == self.board

    def __hash__(self) -> int:
        return hash(self.board)

    def _cell(self, r: int, c: int) -> str | None:
        """The cell at row ``r``, column ``c``, or None off the board."""
        if 0 <= r < len(self.board) and 0 <= c < len(self.board[0]):
            return self.board[r][c]
        return None

    def _with(self, changes: dict[tuple[int, int], str]) -> Self:
        """The board with some cells changed."""
        rows = [list(row) for row in self.board]
        for (r, c), cell in changes.items():
            rows[r][c] = cell
        return self._make("".join(row) for row in rows)

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
            board = self.board
            known = _GROUPS.get((type(self), board))
            if known is not None:
                self._parts = known
                return known
            found = []
            for cells in grid.regions(board, self.in_group, diagonal=self.DIAGONAL):
                colours = {board[r][c] for r, c in cells} & {self.LEFT, self.RIGHT}
                if len(colours) == 2 or (colours and self.ONE_COLOUR_LIVES):
                    part = self._make(
                        grid.crop(cells, "", self.BLANK, mark=lambda rc: board[rc[0]][rc[1]])
                    )
                    part._parts = (part,)  # a cropped group is one group
                    found.append(part)
            if len(found) == 1 and found[0].board == board:
                found = [self]
            parts = self._parts = tuple(found)
            _GROUPS.store((type(self), board), parts)
        return parts

    def key(self) -> StoneKey:
        """The least image of the board under rotations and reflections, for
        a board that is a single cropped group; the sorted keys of its
        groups otherwise.

        >>> Clobber("xo").key() == Clobber("o|x").key()
        True
        >>> Clobber("..|ox").key() == (Clobber("xo").key(),)
        True
        """
        key = self._key
        if key is None:
            key = _KEYS.get((type(self), self.board))
            if key is None:
                parts = self.components()
                if len(parts) == 1 and parts[0].board == self.board:
                    key = self._group_key(self.board)
                else:  # a sum of groups (not the key of a group: the solver solves those)
                    key = tuple(sorted(p.key() for p in parts))
                _KEYS.store((type(self), self.board), key)
            self._key = key
        return key

    def conjugate_key(self) -> StoneKey:
        """The key of the :meth:`conjugate_board`: the players swap roles, so
        it is worth minus this one.

        >>> Clobber("xoo").conjugate_key() == Clobber("oxx").key()
        True
        """
        memo_key = (type(self), self.board)
        key = _CONJUGATE_KEYS.get(memo_key)
        if key is None:
            parts = self.components()
            if len(parts) == 1 and parts[0].board == self.board:
                key = self._group_key(self.conjugate_board())
            else:
                key = tuple(sorted(p.conjugate_key() for p in parts))
            _CONJUGATE_KEYS.store(memo_key, key)
        return key


    def conjugate_board(self) -> Board:
        """The board with the players' roles swapped: the stones' colours swapped."""
        return tuple(row.translate(_SWAP_STONES) for row in self.board)

    @classmethod
    def _group_key(cls, board: Board) -> Board:
        """The least image of a single group's board under the rotations and
        reflections that keep the players' roles (see ``TURN_KEEPS_ROLES``)."""
        if cls.TURN_KEEPS_ROLES:
            return min(grid.canonical_board(board), grid.canonical_board(grid.transpose(board)))
        return grid.canonical_board(board)


_SWAP_STONES = str.maketrans("xo", "ox")

#: (ruleset, board) -> its groups, its key, its conjugate's key: the same
#: board is the child of many positions, and finding groups and keys is most
#: of the work.
#: Bounded memos of the "positions" group: emptied with the solver's tables
#: (cgt.clear_tables).
_GROUPS: memo.Memo[tuple[type, Board], tuple[StoneGrid, ...]] = memo.Memo(
    "stone groups", group=memo.POSITIONS
)
_KEYS: memo.Memo[tuple[type, Board], StoneKey] = memo.Memo("stone keys", group=memo.POSITIONS)
_CONJUGATE_KEYS: memo.Memo[tuple[type, Board], StoneKey] = memo.Memo(
    "stone conjugate keys", group=memo.POSITIONS
)




class Clobber(StoneGrid):
    """A Clobber position: ``Clobber("xox|ox.")`` or ``Clobber.parse(...)``.

    >>> p = Clobber("xox|ox.")
    >>> [str(q) for q in p.left_moves()]
    ['.ox|xx.', '.xx|ox.', 'xx.|ox.', 'xxx|o..', 'xox|x..']
    >>> p.value
    cgt.parse('{^^*|*,v}')
    >>> Clobber("xo|#x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.grid.GridError: Clobber board 'xo|#x': row 2, column 1 has '#';
    cells are one of 'x' 'o' '.'
    """

    title = 'Clobber'

    __slots__ = ()

    @staticmethod
    def in_group(cell: str) -> bool:
        return cell != "."

    def left_moves(self) -> Iterator[Clobber]:
        return self._captures(self.LEFT, self.RIGHT)

    def right_moves(self) -> Iterator[Clobber]:
        return self._captures(self.RIGHT, self.LEFT)

    def _captures(self, mine: str, theirs: str) -> Iterator[Clobber]:
        for r, c in self._stones(mine):
            for dr, dc in STEPS:
                if self._cell(r + dr, c + dc) == theirs:
                    yield self._with({(r, c): ".", (r + dr, c + dc): mine})


def _from_words(words: list[str], options: dict[str, Any]) -> Clobber:
    return Clobber(read_diagram(words))


RULESET = Ruleset(
    "clobber", Clobber, "move a stone onto an adjacent enemy stone and take it",
    "DIAGRAM", "a board like xox|ox. (x Left, o Right, . empty)",
    _from_words, example=("xox|ox.",),
    examples=(("xo", "worth *"), ("xoo", "worth v")),
    source="Albert, Grossman, Nowakowski and Wolfe (2002)",
)

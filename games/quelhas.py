"""Quelhas: Left crosses out a run of empty cells down a column, Right along a row.

Rules (cgt-tools, ``cgt_ai_core/src/quelhas.rs`` of ``t4ccer/cgt-tools``,
commit 1fad468, where cgt-tools' own notes call it a misère Domineering
variant, ``cgt/misere/quelhas.rs``): a board of cells, each empty or
crossed out. A move crosses out two or more empty cells one after the
other: Left (*Vertical*) down a column, Right (*Horizontal*) along a row,
as the dominoes of Domineering lie, but of any length. cgt-tools plays it
on a 10 x 10 board, and **the player who makes the last move loses**.

Diagrams are Domineering's (rows top first, separated by ``|``, ``/`` or
newlines; ``.`` empty, ``#`` crossed out or blocked), and cgt-tools' board
text, ten rows of ``.`` and ``#``, reads as it is.

Quelhas is played in misère play, and every ruleset here is valued in
normal play too, so a position has both:

- :attr:`Quelhas.misere_value`: its value when the last player to move
  loses, the simplest form equal to it among *dead-ending* games (a
  player with no move never gets one back, as here: cells are only ever
  crossed out), after Milley and Renault (2013) and Larsson, Milley,
  Nowakowski, Renault and Santos (2021; :mod:`cgt.theory.misere_universe`);
  its misère outcome is ``misere_outcome`` (``cgt report quelhas 2x2 --misere``);
- :attr:`~cgt.Position.value`: the normal-play value, the last player to
  move winning, from the solver as for every ruleset.

>>> Quelhas("..").value, Quelhas(".|.|.").value, Quelhas("..|..").value
(cgt.parse('-1'), cgt.parse('1'), cgt.parse('±1'))
>>> Quelhas("..").misere_value, str(Quelhas("..").misere_outcome)  # Right moves and loses
(game_form('-1'), 'L')
>>> str(Quelhas("..|..").misere_outcome)  # whoever moves first leaves the other a move
'P'

The usable cells (an empty cell with an empty neighbour: no other can be
crossed out) make 4-connected regions that are independent games
(:meth:`Quelhas.components`), keyed as Domineering keys its regions
(:mod:`cgt.boards.dominoes`: the least of the mirror images that keep
columns columns; a column of ``2k + 1`` cells is worth a column of ``2k``,
in either play, since the odd cell never changes what a player may leave).
A board turned about its diagonal swaps the players: its conjugate.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from cgt import (
    Cell,
    GameForm,
    MisereUniverse,
    Outcome,
    Position,
    grid,
    memo,
    misere_canonical_form,
)
from cgt.boards import bitgrid, dominoes
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    GridCell,
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_board, read_diagram

__all__ = ["Quelhas"]

EMPTY = "."
CROSSED = "#"

Key = dominoes.Key

#: The most entries each memo below keeps; emptied with the solver's tables
#: (:func:`cgt.clear_tables`, the "positions" group).
MEMO_ENTRIES = 100_000

#: key -> the key of the board turned about its diagonal.
_TRANSPOSED: memo.Memo[Key, Key] = memo.Memo(
    "Quelhas transposed keys", group=memo.POSITIONS, limit=MEMO_ENTRIES)
#: key -> the misère canonical form (dead-ending) of the boards of that key.
_MISERE: memo.Memo[Key, GameForm] = memo.Memo(
    "Quelhas misère forms", group=memo.POSITIONS, limit=MEMO_ENTRIES)


class Quelhas(Position):
    """A Quelhas position: ``Quelhas("...|.#.")``, or :meth:`rectangle`.

    >>> p = Quelhas("...|.#.")
    >>> [str(q) for q in p.left_moves()]
    ['#..|##.', '..#|.##']
    >>> [str(q) for q in p.right_moves()]
    ['##.|.#.', '.##|.#.', '###|.#.']
    >>> Quelhas("..|x.")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.boards.grid.GridError: Quelhas board '..|x.': row 2, column 1 has 'x';
    cells are one of '.' '#'
    """

    title = "Quelhas"
    symbols: ClassVar[Mapping[str, Cell]] = {EMPTY: Cell.EMPTY, CROSSED: Cell.BLOCKED}

    __slots__ = ("_free", "_key", "_shape")

    _free: int
    _shape: bitgrid.Shape
    _key: Key | None

    def __init__(self, diagram: str) -> None:
        board = grid.parse_grid(diagram, EMPTY + CROSSED, name="Quelhas board")
        shape = bitgrid.shape(len(board[0]), len(board))
        self._free = sum(1 << (r * shape.stride + c) for r, row in enumerate(board)
                         for c, cell in enumerate(row) if cell == EMPTY)
        self._shape = shape
        self._key = None

    @classmethod
    def rectangle(cls, rows: int, columns: int) -> Quelhas:
        """The empty board of ``rows`` rows and ``columns`` columns (cgt-tools
        plays ``Quelhas.rectangle(10, 10)``).

        >>> Quelhas.rectangle(2, 3)
        Quelhas('...|...')
        """
        grid.check_size(rows, columns, "Quelhas.rectangle")
        shape = bitgrid.shape(columns, rows)
        return cls._make(shape.cells, shape)

    @classmethod
    def parse(cls, text: str) -> Quelhas:
        """The board drawn by ``text``, or the empty board of a size (``"2x3"``).

        >>> Quelhas.parse("1x3"), Quelhas.parse("..#|...")
        (Quelhas('...'), Quelhas('..#|...'))
        """
        return read_board(text, "Quelhas board", cls, cls.rectangle)

    @classmethod
    def _make(cls, free: int, shape: bitgrid.Shape) -> Quelhas:
        p = object.__new__(cls)
        p._free = free
        p._shape = shape
        p._key = None
        return p

    # -- the board ---------------------------------------------------------------

    @property
    def board(self) -> tuple[str, ...]:
        """The rows as text, top first: ``.`` empty, ``#`` crossed out."""
        shape, free = self._shape, self._free
        return tuple("".join(EMPTY if free >> (r * shape.stride + c) & 1 else CROSSED
                             for c in range(shape.width)) for r in range(shape.height))

    def __str__(self) -> str:
        return grid.format_grid(self.board)

    def __repr__(self) -> str:
        return f"Quelhas({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Quelhas) and self._free == other._free
                and self._shape is other._shape)

    def __hash__(self) -> int:
        return hash((self._free, self._shape.width, self._shape.height))

    def __reduce__(self) -> tuple[Any, ...]:
        # Shapes are shared per size and compared with `is`: a copy takes the shared one.
        return (_unpickled, (self._free, self._shape.width, self._shape.height))

    # -- the rules -----------------------------------------------------------------

    def left_moves(self) -> list[Quelhas]:
        """Cross out two or more empty cells down a column."""
        return self._crossings(self._shape.stride)

    def right_moves(self) -> list[Quelhas]:
        """Cross out two or more empty cells along a row."""
        return self._crossings(1)

    def _crossings(self, step: int) -> list[Quelhas]:
        """The boards left by crossing out each run of two or more empty
        cells, each cell ``step`` bits after the one before: the runs of
        length ``n`` start at the set bits of ``starts``, and a run of
        ``n + 1`` holds one of ``n``, so the lengths stop at the first with
        no run. (The padding column keeps a row's run from wrapping round.)"""
        free, shape = self._free, self._shape
        found = []
        starts = free & (free >> step)
        run = 1 | 1 << step  # the cells of a run at bit 0
        length = 2
        while starts:
            found += [self._make(free & ~(run * cell), shape) for cell in bitgrid.bits(starts)]
            starts &= free >> (length * step)
            run |= 1 << (length * step)
            length += 1
        return found

    # -- what the solver uses ----------------------------------------------------

    def key(self) -> Key:
        """Domineering's key of the usable cells (:func:`cgt.boards.dominoes.key_of_usable`).

        >>> Quelhas("#..|#..").key() == Quelhas("..|..").key()
        True
        """
        key = self._key
        if key is None:
            stride = self._shape.stride
            key = self._key = dominoes.key_of_usable(dominoes.usable(self._free, stride),
                                                     stride, {})
        return key

    def conjugate_key(self) -> Key:
        """The key of the board turned about its diagonal, worth minus this one.

        >>> Quelhas("..#|...").conjugate_key() == Quelhas("..|..|#.").key()
        True
        """
        return dominoes.transposed_key(self.key(), _TRANSPOSED, _TRANSPOSED.evict, MEMO_ENTRIES)

    def components(self) -> tuple[Quelhas, ...]:
        """The 4-connected regions of usable cells, cropped, as positions.

        >>> [str(p) for p in Quelhas("..#.|##..").components()]
        ['..', '#.|..']
        """
        shape = self._shape
        found = bitgrid.regions(dominoes.usable(self._free, shape.stride), shape.stride)
        if len(found) < 2:
            return (self,)
        parts = []
        for region in found:
            box, (cells,) = bitgrid.crop(shape, region, region)
            parts.append(self._make(cells, box))
        return tuple(parts)

    # -- misère play -----------------------------------------------------------------

    @property
    def misere_value(self) -> GameForm:
        """The value when the player who moves last loses: the misère
        canonical form modulo the dead-ending universe
        (:func:`cgt.misere_canonical_form`), built region by region and
        option by option (equal forms may replace each other as options and
        in sums, in a universe).

        >>> Quelhas("...").misere_value, Quelhas("....").misere_value
        (game_form('-1'), game_form('{|0,-1}'))
        """
        return _misere_value(self)

    @property
    def misere_outcome(self) -> Outcome:
        """Who wins when the player who moves last loses (``L``, ``R``, ``N``, ``P``).

        >>> str(Quelhas("...|...").misere_outcome)
        'L'
        """
        return self.misere_value.misere_outcome


def _misere_value(position: Quelhas) -> GameForm:
    """The misère canonical form of ``position``, by its key, with an
    explicit stack (a long game must not reach Python's recursion limit).
    The forms of this search are kept in ``forms`` until it ends: the memo
    may be emptied on the way, when it is full."""
    forms: dict[Key, GameForm] = {}

    def known(p: Quelhas) -> bool:
        key = p.key()
        if key not in forms and (found := _MISERE.get(key)) is not None:
            forms[key] = found
        return key in forms

    stack: list[Quelhas] = [position]
    while stack:
        p = stack[-1]
        if known(p):
            stack.pop()
            continue
        parts = p.components()
        options = parts if len(parts) > 1 else (*p.left_moves(), *p.right_moves())
        pending = [q for q in options if not known(q)]
        if pending:
            stack += pending
            continue
        stack.pop()
        if len(parts) > 1:
            form = forms[parts[0].key()]
            for q in parts[1:]:
                form = form + forms[q.key()]
        else:
            form = GameForm.of([forms[q.key()] for q in p.left_moves()],
                               [forms[q.key()] for q in p.right_moves()])
        form = forms[p.key()] = misere_canonical_form(form, MisereUniverse.DEAD_ENDING)
        _MISERE.store(p.key(), form)
    return forms[position.key()]


def _unpickled(free: int, width: int, height: int) -> Quelhas:
    return Quelhas._make(free, bitgrid.shape(width, height))


def _misere_outcome_cell(position: Quelhas) -> GridCell:
    outcome = str(position.misere_outcome)
    return GridCell(outcome, outcome)


def _from_words(words: list[str], options: dict[str, Any]) -> Quelhas:
    return Quelhas.parse(read_diagram(words))


RULESET = Ruleset(
    "quelhas", Quelhas, "cross out a run of 2 or more empty cells: Left down, Right across",
    "RxC | DIAGRAM", "a rectangle 2x3 or a board like ..#|... (. empty, # crossed out)",
    _from_words, example=("2x3",),
    examples=(("2x2", "±1 in normal play; --misere: a second-player win"),
              ("1x4", "-2; misère {|-1,0}")),
    source="cgt-tools (t4ccer/cgt-tools, cgt_ai_core/src/quelhas.rs)",
    table=TableSpec(
        "values of empty Quelhas boards", rectangle_options(3, 4, 5),
        rectangles("quelhas", Quelhas, "Quelhas: normal-play values of r x c rectangles",
                   position_value_cell, "values"),
        (("--rows 3 --columns 3", "normal play"),
         ("--misere --rows 3 --columns 4", "who wins Quelhas as played: the last mover loses")),
        rectangle_positions(Quelhas),
        misere=rectangles("quelhas", Quelhas, "Quelhas: misère outcomes of r x c rectangles",
                          _misere_outcome_cell, "misere_outcomes")),
)

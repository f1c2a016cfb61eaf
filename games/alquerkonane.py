"""Alquerkonane: Alquerque's captures on a Konane-like chequered board.

Rules (``RULES.md``; Black is Left, White is Right). The board has ``n``
rows and ``m`` columns. Black starts at the bottom and moves up, White
starts at the top and moves down. Each side's pieces stand on one colour of
the chequering: Black on the colour of the bottom-left corner, White on the
other. A move is

- a **step**: one piece one square diagonally forward onto an empty square;
- a **capture**: one piece jumps orthogonally over an adjacent enemy piece
  onto the empty square just beyond, and the enemy piece is removed. Any of
  the four orthogonal directions, backwards included (pieces only go back to
  capture); one capture per move; captures are not compulsory.

Both kinds of move keep a piece on its colour. Normal play: the player who
cannot move loses. The game is short: the rows the pieces still have ahead
of them, plus three times the number of pieces, drop with every move (the
articles' variant; a backward capture gains the capturer two rows but costs
the captured piece at least three).

``backward_captures=False`` is the variant where captures go only forward or
sideways. The old rules (steps in all four diagonal directions) make the game
loopy: ``old_rules=True`` gives a position of
:class:`cgt.games.alquerkonane_old.AlquerkonaneOld`, whose ``left_result`` and
``right_result`` come from the loopy solver.

Diagrams list the rows from the top (White's side) down, ``/`` between rows
(``|`` and newlines are accepted too): ``X`` Black, ``O`` White, ``.`` empty.
A diagram with a piece on the other side's colour is refused (it cannot
arise in play, so it is most likely a typing slip): the error names the
square.

>>> p = Alquerkonane.start(3, 3, rows=2)
>>> print(p)
.O./OXO/X.X
>>> p.value
cgt.parse('5/2')
>>> Alquerkonane.start(3, 3, backward_captures=False).value
cgt.parse('1')
>>> Alquerkonane.parse(".O./.../X..").value
cgt.parse('-1/2')

How it is made fast (figures in ``benchmarks/bench_alquerkonane.py``):

- a position is two bitmasks, one per side, on a shared :class:`_Geometry`
  that holds, for each direction, the squares a piece may leave and the
  shift of the bit index; moves come out a direction at a time with a few
  shifts and ``&``;
- the transposition key packs both masks and the geometry in one integer,
  computed once when the position is made;
- on boards with an odd number of columns the key is the same for a
  position and its left-right mirror image (a symmetry of the rules that
  keeps each colour in place). With an even number of columns the mirror
  swaps the colours, so the mirror image of a position never occurs in play
  and the key does not try it;
- captures are listed before steps, which a win/loss search
  (:meth:`cgt.Position.wins_moving_first`) tries first: the outcome of the
  5x5 two-row start takes 0.3 s so, 16 s with steps first;
- a position is found solved when its conjugate (board turned, colours
  swapped: worth minus it) is, through :meth:`Alquerkonane.conjugate_key`,
  on boards that have conjugates (an even number of rows, or of rows plus
  columns).

Not done, on purpose: splitting a position into independent regions. The
only split proved sound here is "every Black piece at least two rows above
every White piece" (then no capture can ever happen again and the value is
the integer Black's moves minus White's), but it concerns about 1% of the
positions reached from the 6x6 start and saves 528 of 915,839 of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar, Literal, overload

from cgt import BoardStyle, Cell, CGTError, Position
from cgt.games import table_spec
from cgt.games.alquerkonane_board import BLACK, EMPTY, WHITE, read_board, start_board
from cgt.games.alquerkonane_old import AlquerkonaneOld
from cgt.games.registry import Option, Ruleset
from cgt.games.words import RulesetError, expect_words, read_size

__all__ = ["Alquerkonane"]

#: Low bits of a transposition key that name the geometry: its rows,
#: columns (up to :data:`_MOST` each) and variant, the same in every process,
#: so that a key names one position in a value store or on another machine.
_CODE_BITS = 16
_MOST = 128


class _Geometry:
    """One board size and rule variant: the masks and shifts of every move.

    Square ``(r, c)``, ``r`` counted from the bottom row (Black's side), is bit
    ``r * m + c``. A direction is a pair ``(sources, shift)``: the squares a
    piece may leave in that direction, and the signed change of bit index.
    """

    __slots__ = (
        "backward_captures",
        "black_captures",
        "black_colour",
        "black_steps",
        "code",
        "conjugate_tables",
        "full",
        "m",
        "mirror",
        "mirror_bit",
        "mirror_of",
        "n",
        "size",
        "tier_tables",
        "white_captures",
        "white_steps",
    )

    def __init__(self, n: int, m: int, backward_captures: bool) -> None:
        self.n, self.m, self.backward_captures = n, m, backward_captures
        self.size = n * m
        self.full = (1 << self.size) - 1
        if not (1 <= n <= _MOST and 1 <= m <= _MOST):
            raise CGTError(f"an Alquerkonane board of {n} x {m}: boards have 1 to {_MOST} "
                           "rows and columns")
        self.code = ((n - 1) * _MOST + m - 1) << 1 | bool(backward_captures)
        self.conjugate_tables: list[list[int]] | None = None  # made when first needed

        def squares(rows: range, cols: range) -> int:
            return sum(1 << (r * m + c) for r in rows for c in cols)

        every_row, every_col = range(n), range(m)
        self.tier_tables = self._make_tier_tables()
        # Steps: Black goes up (+m), White down (-m), one column either way.
        self.black_steps = (
            (squares(range(n - 1), range(1, m)), m - 1),   # up and left
            (squares(range(n - 1), range(m - 1)), m + 1),  # up and right
        )
        self.white_steps = (
            (squares(range(1, n), range(1, m)), -m - 1),   # down and left
            (squares(range(1, n), range(m - 1)), -m + 1),  # down and right
        )
        # Captures: jump one square (shift d) over the enemy, land two (2d) away.
        right = (squares(every_row, range(m - 2)), 1)
        left = (squares(every_row, range(2, m)), -1)
        up = (squares(range(n - 2), every_col), m)
        down = (squares(range(2, n), every_col), -m)
        black = [right, left, up] + ([down] if backward_captures else [])
        white = [right, left, down] + ([up] if backward_captures else [])
        # Drop directions that are impossible on this board (no source square).
        self.black_captures = tuple(d for d in black if d[0])
        self.white_captures = tuple(d for d in white if d[0])
        self.black_colour = sum(
            1 << (r * m + c) for r in every_row for c in every_col if (r + c) % 2 == 0
        )
        # The left-right mirror keeps the rules (forward stays forward) and,
        # with an odd number of columns, the colours: then it is a symmetry
        # of positions and the key identifies a position with its mirror.
        # With an even number of columns it swaps the colours, so a mirrored
        # position never occurs in play and the key does not use it.
        self.mirror = m % 2 == 1 and m > 1
        self.mirror_bit = {
            1 << (r * m + c): 1 << (r * m + m - 1 - c) for r in every_row for c in every_col
        }
        # The mirror image of every set of squares a move toggles (one or two
        # squares of each side), so that children update their mirror masks
        # with one look-up each.
        self.mirror_of = {0: 0, **self.mirror_bit}
        if self.mirror:
            for sources, d in self.black_steps + self.white_steps:
                self._add_mirrored_pairs(sources, d)
            for sources, d in self.black_captures + self.white_captures:
                self._add_mirrored_pairs(sources, 2 * d)

    def _add_mirrored_pairs(self, sources: int, shift: int) -> None:
        while sources:
            low = sources & -sources
            sources ^= low
            other = low << shift if shift > 0 else low >> -shift
            self.mirror_of[low | other] = self.mirror_bit[low] | self.mirror_bit[other]

    @staticmethod
    @cache
    def of(n: int, m: int, backward_captures: bool) -> _Geometry:
        return _Geometry(n, m, backward_captures)

    def pack(self, black: int, white: int) -> int:
        return (((black << self.size) | white) << _CODE_BITS) | self.code

    def mirrored(self, mask: int) -> int:
        """The mask reflected left-right."""
        table = self.mirror_bit
        result = 0
        while mask:
            low = mask & -mask
            result |= table[low]
            mask ^= low
        return result

    def _make_tier_tables(self) -> tuple[list[int], ...]:
        """Tables that give :meth:`Alquerkonane.tier` a byte of the masks at a
        time (``white`` below ``black``, as in :meth:`pack`): entry ``v`` of
        table ``j`` is the worth of the pieces of bits ``8j..8j+7`` set in
        ``v``, each three plus the rows ahead of it (a White piece on row
        ``r`` has ``r``, a Black one ``n - 1 - r``)."""
        n, m, size = self.n, self.m, self.size

        def worth(bit: int) -> int:
            if bit < size:  # White's
                return 3 + bit // m
            return 3 + n - 1 - (bit - size) // m

        tables = []
        for first in range(0, 2 * size, 8):
            table = [0] * 256
            for v in range(1, 256):
                low = v & -v
                bit = first + low.bit_length() - 1
                table[v] = table[v ^ low] + (worth(bit) if bit < 2 * size else 0)
            tables.append(table)
        return tuple(tables)

    def make_conjugate_tables(self) -> list[list[int]]:
        """Tables that turn the masks of a state into its conjugate's, a
        byte at a time: the two masks side by side (``black`` above
        ``white``, as in :meth:`pack`) are ``2n`` rows of ``m`` squares, and
        the conjugate reverses the order of these rows (upside down, with an
        even number of rows) or of all their squares (half a turn): either
        way each side's squares become the other side's, turned. Entry
        ``v`` of table ``j`` is where the squares of bits ``8j..8j+7`` set
        in ``v`` go, shifted into place above the geometry's code."""
        bits, m = 2 * self.size, self.m

        def image(i: int) -> int:
            if self.n % 2 == 0:
                return (2 * self.n - 1 - i // m) * m + i % m
            return bits - 1 - i

        tables = []
        for first in range(0, bits, 8):
            table = [0] * 256
            for v in range(1, 256):
                low = v & -v
                bit = first + low.bit_length() - 1
                table[v] = table[v ^ low] | (1 << (image(bit) + _CODE_BITS) if bit < bits else 0)
            tables.append(table)
        return tables


_new = object.__new__


def _make(geometry: _Geometry, black: int, white: int) -> Alquerkonane:
    """A position from its masks (internal, unchecked).

    Its state packs the masks and the geometry's code in one integer:
    ``black``, then ``white`` (``size`` bits each), then the code
    (``_CODE_BITS`` bits). That is injective, since the code fixes the board
    size. The key is the state, or on mirror boards the lesser of the states
    of the position and of its mirror image.
    """
    p = _new(Alquerkonane)
    p._geometry = geometry
    p._state = geometry.pack(black, white)
    if geometry.mirror:
        p._mirror_state = geometry.pack(geometry.mirrored(black), geometry.mirrored(white))
        p._key = min(p._state, p._mirror_state)
    else:
        p._key = p._state
    return p


class Alquerkonane(Position):
    """An Alquerkonane position: Black (``X``) is Left, White (``O``) is Right.

    Build one with :meth:`start` or :meth:`parse` (the constructor takes a
    diagram too). ``black`` and ``white`` are the bitmasks of the pieces,
    square ``(r, c)`` (``r`` from the bottom) being bit ``r * m + c``.

    >>> p = Alquerkonane("O./.O/.X/X.")
    >>> p.value
    cgt.parse('±1')
    >>> [str(q) for q in Alquerkonane.parse("../O./X.").left_moves()]
    ['X./../..', '../OX/..']
    >>> [str(q) for q in Alquerkonane.parse("../O./X.").right_moves()]
    ['../../XO']
    """

    title = 'Alquerkonane'
    symbols: ClassVar[Mapping[str, Cell]] = {"X": Cell.LEFT, "O": Cell.RIGHT, ".": Cell.EMPTY}
    board_style = BoardStyle.CHECKERED

    __slots__ = ("_geometry", "_key", "_mirror_state", "_state")

    _geometry: _Geometry
    _state: int  # the masks and the geometry's code, packed (see _make)
    _mirror_state: int  # the state of the mirror image, on mirror boards only
    _key: int

    def __init__(self, diagram: str, *, backward_captures: bool = True) -> None:
        other = Alquerkonane.parse(diagram, backward_captures=backward_captures)
        for name in Alquerkonane.__slots__:
            if hasattr(other, name):  # _mirror_state only on mirror boards
                setattr(self, name, getattr(other, name))

    # -- making positions ------------------------------------------------------

    @overload
    @classmethod
    def start(
        cls, n: int, m: int, rows: int = 1, *, backward_captures: bool = True,
        old_rules: Literal[False] = False,
    ) -> Alquerkonane: ...

    @overload
    @classmethod
    def start(
        cls, n: int, m: int, rows: int = 1, *, backward_captures: bool = True,
        old_rules: Literal[True],
    ) -> AlquerkonaneOld: ...

    @overload
    @classmethod
    def start(
        cls, n: int, m: int, rows: int = 1, *, backward_captures: bool = True,
        old_rules: bool,
    ) -> Alquerkonane | AlquerkonaneOld: ...

    @classmethod
    def start(
        cls, n: int, m: int, rows: int = 1, *, backward_captures: bool = True,
        old_rules: bool = False,
    ) -> Alquerkonane | AlquerkonaneOld:
        """The start on ``n`` rows by ``m`` columns: Black on every Black
        square of the bottom ``rows`` rows, White on every White square of the
        top ``rows`` rows (the articles use ``rows`` 1 and 2).

        >>> str(Alquerkonane.start(4, 4))
        'O.O./..../..../X.X.'
        """
        if old_rules:  # a loopy game: positions of cgt.games.alquerkonane_old
            return AlquerkonaneOld.start(n, m, rows, backward_captures=backward_captures)
        board = start_board(n, m, rows)
        geometry = _Geometry.of(n, m, bool(backward_captures))
        return _make(geometry, board.black, board.white)

    @classmethod
    def parse(cls, text: str, *, backward_captures: bool = True) -> Alquerkonane:
        """The position of a diagram, rows from the top, e.g. ``".O./OXO/X.X"``.

        >>> Alquerkonane.parse("X/O")  # doctest: +NORMALIZE_WHITESPACE
        Traceback (most recent call last):
        ...
        cgt.boards.grid.GridError: Alquerkonane board 'X/O': row 1, column 1 has 'X'
        on a White square; Black pieces stand on the colour of the bottom-left corner
        """
        board = read_board(text)
        geometry = _Geometry.of(board.n, board.m, bool(backward_captures))
        return _make(geometry, board.black, board.white)

    # -- what the board looks like ---------------------------------------------

    @property
    def black(self) -> int:
        """Black's pieces: bit ``r * m + c`` for square ``(r, c)``, ``r`` from the bottom."""
        return self._state >> (self._geometry.size + _CODE_BITS)

    @property
    def white(self) -> int:
        """White's pieces, as :attr:`black`."""
        return (self._state >> _CODE_BITS) & self._geometry.full

    @property
    def shape(self) -> tuple[int, int]:
        """``(rows, columns)``."""
        return self._geometry.n, self._geometry.m

    @property
    def backward_captures(self) -> bool:
        return self._geometry.backward_captures

    @property
    def board(self) -> tuple[str, ...]:
        """The rows as text, top row first."""
        n, m = self._geometry.n, self._geometry.m
        black, white = self.black, self.white
        rows = []
        for r in range(n - 1, -1, -1):
            cells = []
            for c in range(m):
                bit = 1 << (r * m + c)
                cells.append(BLACK if black & bit else WHITE if white & bit else EMPTY)
            rows.append("".join(cells))
        return tuple(rows)

    def __str__(self) -> str:
        return "/".join(self.board)

    def __repr__(self) -> str:
        extra = "" if self.backward_captures else ", backward_captures=False"
        return f"Alquerkonane.parse({str(self)!r}{extra})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Alquerkonane) and self._state == other._state

    def __hash__(self) -> int:
        return hash(self._state)

    def mirror(self) -> Alquerkonane:
        """The position reflected left-right (the same value). On a board
        with an even number of columns the reflection puts pieces on the
        other colour, which play never does: CGTError."""
        g = self._geometry
        if g.m % 2 == 0:
            raise CGTError(
                f"mirroring {self} ({g.n}x{g.m}) would put the pieces on the other colour: "
                "only boards with an odd number of columns have a mirror position"
            )
        return _make(g, g.mirrored(self.black), g.mirrored(self.white))

    def conjugate(self) -> Alquerkonane:
        """The position with the roles swapped, worth minus this one: the
        board turned upside down (or half a turn round, when that is what
        keeps each side on its colour) and the colours of the pieces swapped.

        >>> p = Alquerkonane.parse("O./../.X/X.")
        >>> q = p.conjugate()
        >>> str(q), p.value, q.value
        ('O./.O/../X.', cgt.parse('1'), cgt.parse('-1'))
        """
        g = self._geometry
        n, m = g.n, g.m
        if n % 2 == 0:
            flip_columns = False  # upside down: the colours swap as n - 1 is odd
        elif (n + m) % 2 == 1:
            flip_columns = True  # half a turn: the colours swap as n + m - 2 is odd
        else:
            raise CGTError(
                f"{self} ({n}x{m}): with an odd number of rows and of columns no turn of "
                "the board puts each side on the other's colour, so it has no conjugate position"
            )
        black, white = self.black, self.white
        new_black = new_white = 0
        for r in range(n):
            for c in range(m):
                bit = 1 << (r * m + c)
                turned = 1 << ((n - 1 - r) * m + (m - 1 - c if flip_columns else c))
                if black & bit:
                    new_white |= turned
                elif white & bit:
                    new_black |= turned
        return _make(g, new_black, new_white)

    # -- the rules ---------------------------------------------------------------

    def key(self) -> int:
        return self._key

    def conjugate_key(self) -> int | None:
        """The key of :meth:`conjugate` (worth minus this position), made
        without the position; None when the board has no conjugate (odd
        numbers of rows and of columns). The solver then finds a position
        solved when its conjugate is.

        >>> p = Alquerkonane.parse("O./../.X/X.")
        >>> p.conjugate_key() == p.conjugate().key()
        True
        """
        g = self._geometry
        tables = g.conjugate_tables
        if tables is None:
            if g.n % 2 and (g.n + g.m) % 2 == 0:
                return None
            tables = g.conjugate_tables = g.make_conjugate_tables()
        # Both masks at once, a byte at a time (see _Geometry.make_conjugate_tables).
        masks, key = self._state >> _CODE_BITS, g.code
        for table in tables:
            key |= table[masks & 255]
            masks >>= 8
        if g.mirror:  # the conjugate of the mirror image is the mirror image of the conjugate
            masks, other = self._mirror_state >> _CODE_BITS, g.code
            for table in tables:
                other |= table[masks & 255]
                masks >>= 8
            if other < key:
                return other
        return key

    def tier(self) -> int:
        """The rows the pieces have ahead of them plus three times their
        number, which every move lowers (a step by one row; a capture by
        three or more, a backward one gaining its capturer two rows): the
        tiers of :mod:`cgt.scale.tiers`.

        >>> p = Alquerkonane.parse(".O./.../X.X")
        >>> p.tier(), [q.tier() for q in p.left_moves()]
        (15, [14, 14])
        """
        tables = self._geometry.tier_tables
        masks, total = self._state >> _CODE_BITS, 0
        for table in tables:  # both masks at once, a byte at a time
            total += table[masks & 255]
            masks >>= 8
        return total

    @classmethod
    def from_key(cls, key: int) -> Alquerkonane:
        """The position of ``key`` (or its mirror image, which has the same
        key and value): keys are the same in every process.

        >>> p = Alquerkonane.parse(".O./.../X.X")
        >>> q = Alquerkonane.from_key(p.key())
        >>> q.key() == p.key(), q.value == p.value
        (True, True)
        """
        if not isinstance(key, int) or key < 0:
            raise CGTError(f"{key!r} is not the key of an Alquerkonane position")
        code = key & ((1 << _CODE_BITS) - 1)
        backward, shape = code & 1, code >> 1
        n, m = shape // _MOST + 1, shape % _MOST + 1
        g = _Geometry.of(n, m, bool(backward))
        masks = key >> _CODE_BITS
        if masks >> 2 * g.size:
            raise CGTError(f"{key!r} is not the key of an Alquerkonane position")
        return _make(g, masks >> g.size, masks & g.full)

    def left_moves(self) -> list[Alquerkonane]:
        return self._moves(True)

    def right_moves(self) -> list[Alquerkonane]:
        return self._moves(False)

    def _moves(self, black_to_move: bool) -> list[Alquerkonane]:
        g = self._geometry
        state = self._state
        # Where each side's mask sits in the state (see _make).
        high, low = g.size + _CODE_BITS, _CODE_BITS
        black, white = state >> high, (state >> low) & g.full
        if black_to_move:
            mine, theirs, steps, captures = black, white, g.black_steps, g.black_captures
            at_mine, at_theirs = high, low
        else:
            mine, theirs, steps, captures = white, black, g.white_steps, g.white_captures
            at_mine, at_theirs = low, high
        empty = g.full ^ black ^ white
        # Each move as the squares it toggles: (the mover's, the opponent's).
        # Captures come first: a win/loss search (Position.wins_moving_first)
        # tries moves in this order, and captures are the moves that most
        # often win (5x5 two rows: 16 s with steps first, 0.3 s so).
        flips = []
        for sources, d in captures:
            if d > 0:
                jumpers = mine & sources & (theirs >> d) & (empty >> (d + d))
                while jumpers:
                    frm = jumpers & -jumpers
                    jumpers ^= frm
                    flips.append((frm | (frm << (d + d)), frm << d))
            else:
                jumpers = mine & sources & (theirs << -d) & (empty << -(d + d))
                while jumpers:
                    frm = jumpers & -jumpers
                    jumpers ^= frm
                    flips.append((frm | (frm >> -(d + d)), frm >> -d))
        for sources, d in steps:
            if d > 0:
                targets = ((mine & sources) << d) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    flips.append((to | (to >> d), 0))
            else:
                targets = ((mine & sources) >> -d) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    flips.append((to | (to << -d), 0))
        new = _new
        children = []
        if g.mirror:
            mirror = g.mirror_of
            mirror_state = self._mirror_state
            for fm, ft in flips:
                child = new(Alquerkonane)
                child._geometry = g
                a = child._state = state ^ (fm << at_mine) ^ (ft << at_theirs)
                b = child._mirror_state = (
                    mirror_state ^ (mirror[fm] << at_mine) ^ (mirror[ft] << at_theirs)
                )
                child._key = a if a < b else b  # not min(): a slower call
                children.append(child)
        else:
            for fm, ft in flips:
                child = new(Alquerkonane)
                child._geometry = g
                child._state = child._key = state ^ (fm << at_mine) ^ (ft << at_theirs)
                children.append(child)
        return children


def _from_words(words: list[str], options: dict[str, Any]) -> Alquerkonane | AlquerkonaneOld:
    expect_words(words, 1, "one board: a size NxM or a diagram like .O./OXO/X.X")
    backward = not options.get("no_backward_captures")
    board = read_size(words[0], "Alquerkonane board")
    if options.get("old_rules"):
        if board is not None:
            return AlquerkonaneOld.start(*board, options.get("rows") or 1,
                                         backward_captures=backward)
        return AlquerkonaneOld.parse(words[0], backward_captures=backward)
    if board is not None:
        return Alquerkonane.start(*board, options.get("rows") or 1, backward_captures=backward)
    if options.get("rows"):
        raise RulesetError("--rows goes with a board size such as 3x3, not with a diagram")
    return Alquerkonane.parse(words[0], backward_captures=backward)


# -- cgt table alquerkonane: the values of the starts -----------------------------------------


def _table_options(parser: Any) -> None:
    parser.add_argument("--size", type=table_spec.bounded(2, 8, "--size"), default=4, metavar="N",
                        help="boards 2x2 .. NxN (default 4)")
    parser.add_argument("--rows", type=int, choices=(1, 2), default=1,
                        help="rows of pieces at the start (default 1)")
    parser.add_argument("--no-backward-captures", action="store_true",
                        help="captures only forward or sideways")


def _table_starts(args: Any) -> list[Alquerkonane]:
    """The starts of the table, smallest first."""
    sizes = range(2, args.size + 1)
    todo = [(n, m) for n in sizes for m in sizes if n >= 2 * args.rows]
    return [Alquerkonane.start(n, m, args.rows, backward_captures=not args.no_backward_captures)
            for n, m in sorted(todo, key=lambda nm: nm[0] * nm[1])]


def _table(args: Any, progress: table_spec.Progress = table_spec.no_progress) -> table_spec.Grid:
    """``cgt table alquerkonane``: the values of the starts N x M."""
    sizes = range(2, args.size + 1)
    starts = _table_starts(args)
    results: dict[tuple[int, int], Any] = {}
    for done, start in enumerate(starts, start=1):
        results[start.shape] = start.value
        progress(done, len(starts))
    cells: list[list[table_spec.GridCell | None]] = [
        [table_spec.value_cell(results[(n, m)]) if (n, m) in results
         else table_spec.GridCell("·") for m in sizes]
        for n in sizes
    ]
    variant = " without backward captures" if args.no_backward_captures else ""
    return table_spec.Grid(
        title=f"Alquerkonane: values of the {args.rows}-row starts{variant} (Black = Left)",
        corner="rows \\ columns",
        rows=[str(n) for n in sizes], columns=[str(m) for m in sizes], cells=cells,
        notes=[("Blue: Black wins whoever starts; red: White; green: the first player; "
               "yellow: the second player.")],
        data={"ruleset": "alquerkonane", "rows": args.rows,
              "values": {f"{n}x{m}": str(v) for (n, m), v in results.items()}},
    )


RULESET = Ruleset(
    "alquerkonane", Alquerkonane,
    "Black steps up diagonally, White down; captures jump orthogonally",
    "NxM | DIAGRAM", "a start NxM (rows x columns) or a diagram like .O./OXO/X.X",
    _from_words, example=("O./.O/.X/X.",),
    examples=(
        ("3x3 --rows 2", "a positive number"),
        ("O./.O/.X/X.", "worth ±1"),
        (".O./.../X..", "worth -1/2"),
        ("3x3 --no-backward-captures", "worth 1"),
        ("3x3 --rows 2 --old-rules", "loopy: a draw for White"),
    ),
    options=(
        Option(("--rows",), {"type": int, "choices": (1, 2), "default": None,
                             "help": "rows of pieces at the start (with NxM; default 1)"}),
        Option(("--no-backward-captures",), {"action": "store_true",
                                             "help": "captures only forward or sideways"}),
        Option(("--old-rules",), {"action": "store_true",
                                  "help": "steps in all four diagonal directions (loopy)"}),
    ),
    source="the Alquerkonane articles",
    table=table_spec.TableSpec(
        "values of Alquerkonane starts", _table_options, _table,
        (("--size 4", "one-row starts"), ("--size 4 --rows 2", "two-row starts")),
        lambda args: _table_starts(args)[::-1]),
)

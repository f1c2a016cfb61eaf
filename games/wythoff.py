"""Wythoff's game: two heaps; take from one, or the same amount from both.

Besides the ruleset, two independent descriptions of its P-positions:
:func:`p_positions` derives them from the rules, :func:`beatty_p_positions`
from Wythoff's formula (Wythoff, 1907; *Winning Ways*, ch. 3).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from math import isqrt
from typing import Any, ClassVar

from more_itertools import chunked

from cgt import Cell, CGTError, ImpartialPosition, Outcome, Player, Position, on_clear, picture
from cgt.games import table_spec
from cgt.games.nim import check_heap, format_heaps, parse_heaps
from cgt.games.registry import Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, grundy_cell, no_progress, size_options
from cgt.games.words import RulesetError, read_integer

__all__ = ["Wythoff", "beatty_p_positions", "beatty_pair", "p_positions"]


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Wythoff(ImpartialPosition):
    """A position of Wythoff's game.

    Rules: two heaps of tokens, ``x`` and ``y``. A move takes any positive
    number of tokens from one heap, or the same positive number from both.
    The player who cannot move (both heaps empty) loses. Equivalently, a
    queen on a board moves left, down or diagonally down-left towards the
    corner.

    The game is symmetric in the two heaps: ``(x, y)`` and ``(y, x)`` share
    one transposition entry. Sums of positions (``+``) are disjunctive
    sums, worth the nimber of the XOR of the parts' Grundy values.

    Diagram: the two heaps as for Nim (``"ooo ooooo"``, or ``"3 5"``).

    >>> import cgt
    >>> p = Wythoff(3, 5)
    >>> print(p)
    ooo ooooo
    >>> p.grundy
    0
    >>> [Wythoff(10, y).grundy for y in range(8)]
    [10, 11, 9, 8, 13, 12, 0, 15]
    >>> (Wythoff(4, 6) + Wythoff(1, 2)).value == cgt.nimber(Wythoff(4, 6).grundy ^ 0)
    True
    >>> Wythoff(4, 9).winning_moves()
    [Wythoff(4, 7)]
    >>> Wythoff.parse("ooo 5") == Wythoff(3, 5), Wythoff(5, 3).key() == Wythoff(3, 5).key()
    (True, True)
    """

    title = 'Wythoff'
    symbols: ClassVar[Mapping[str, Cell]] = {"o": Cell.NEUTRAL}

    x: int
    y: int

    def __init__(self, x: int, y: int) -> None:
        where = f"Wythoff({x!r}, {y!r})"
        object.__setattr__(self, "x", check_heap(x, where))
        object.__setattr__(self, "y", check_heap(y, where))

    @classmethod
    def parse(cls, text: str) -> Wythoff:
        """The position drawn by ``text``: two heaps (see :func:`cgt.games.nim.parse_heaps`)."""
        heaps = parse_heaps(text, name="Wythoff")
        if len(heaps) != 2:
            raise CGTError(f"Wythoff {text!r}: expected two heaps, found {len(heaps)}")
        return cls(*heaps)

    def moves(self) -> Iterator[Wythoff]:
        x, y = self.x, self.y
        for k in range(1, x + 1):
            yield _wythoff(x - k, y)
        for k in range(1, y + 1):
            yield _wythoff(x, y - k)
        for k in range(1, min(x, y) + 1):
            yield _wythoff(x - k, y - k)

    def known_grundy(self) -> int | None:
        """0 for a P-position (Wythoff's formula, any size); for other large
        heaps, from a table filled by :func:`grundy_table`, and a CGTError when
        that table would be too large to fill.

        >>> Wythoff(10**50, 10**50 + 10**50 // 2).grundy  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgt.errors.CGTError: Wythoff(1000...): only P-positions have a closed form, ...
        """
        if self.is_p_position():
            return 0
        size = max(self.x, self.y) + 1
        if size <= TABLE_THRESHOLD:
            return None
        if size * size > TABLE_CELLS:
            raise CGTError(
                f"{self!r}: only P-positions have a closed form, and this Grundy value needs "
                f"a table of {_about(size)} x {_about(size)} cells (at most {TABLE_CELLS})"
            )
        global _TABLE
        if len(_TABLE) < size:
            _TABLE = grundy_table(size, size)
        return _TABLE[self.x][self.y]

    def winning_moves(self, player: Player | str = Player.LEFT) -> list[ImpartialPosition]:
        """The moves to P-positions, from Wythoff's formula, for heaps of any
        size: at most one that takes from ``x``, one from ``y``, one from both
        (each heap size is in exactly one P-position, and each difference).

        >>> Wythoff(10**30, 7).winning_moves(), Wythoff(4, 7).winning_moves()
        ([Wythoff(4, 7)], [])
        >>> Wythoff(6, 5).winning_moves()
        [Wythoff(3, 5), Wythoff(2, 1)]
        """
        Player.parse(player)  # checked all the same
        x, y = self.x, self.y
        found: list[ImpartialPosition] = []
        if (other := _partner(y)) < x:
            found.append(_wythoff(other, y))
        if (other := _partner(x)) < y:
            found.append(_wythoff(x, other))
        low, high = beatty_pair(abs(x - y))
        if low < min(x, y):
            found.append(_wythoff(low, high) if x <= y else _wythoff(high, low))
        return found

    def estimated_positions(self) -> float:
        """How many positions a Grundy value needs: 1 for a P-position
        (Wythoff's formula), the positions below it for small heaps, and the
        cells of the table :meth:`known_grundy` fills for larger ones.

        >>> Wythoff(3, 5).estimated_positions(), Wythoff(3, 4).estimated_positions()
        (1.0, 20.0)
        >>> Wythoff(100000, 7).estimated_positions()
        10000200001.0
        """
        if self.is_p_position():
            return 1.0
        size = max(self.x, self.y) + 1
        if size <= TABLE_THRESHOLD:
            return float((self.x + 1) * (self.y + 1))
        return float(size) ** 2

    def is_p_position(self) -> bool:
        """Whether the second player wins: ``(⌊kφ⌋, ⌊kφ²⌋)`` for ``k = |x - y|``
        (Wythoff, 1907), for heaps of any size.

        >>> Wythoff(4, 7).is_p_position(), Wythoff(10**40, 7).is_p_position()
        (True, False)
        """
        low, high = min(self.x, self.y), max(self.x, self.y)
        return beatty_pair(high - low) == (low, high)

    @property
    def outcome(self) -> Outcome:
        """P or N at once, from Wythoff's formula.

        >>> str(Wythoff(10**60, 3).outcome)
        'N'
        """
        return Outcome.P if self.is_p_position() else Outcome.N

    def key(self) -> tuple[str, int, int]:
        # Tagged with the ruleset, as Nim's keys are (see cgt.games.nim.Nim.key).
        return ("wythoff", min(self.x, self.y), max(self.x, self.y))

    def __str__(self) -> str:
        return format_heaps((self.x, self.y))

    def drawing(self) -> picture.Drawing:
        """The two heaps as rows of tokens (the picture in Jupyter)."""
        return picture.heaps_drawing((self.x, self.y))

    def __repr__(self) -> str:
        return f"Wythoff({self.x}, {self.y})"


def _wythoff(x: int, y: int) -> Wythoff:
    """A position from checked heaps (no validation: for move generation)."""
    position = object.__new__(Wythoff)
    object.__setattr__(position, "x", x)
    object.__setattr__(position, "y", y)
    return position


def _partner(n: int) -> int:
    """The other heap of the P-position that has a heap of ``n`` (every size
    is in exactly one: the sequences ``⌊kφ⌋`` and ``⌊kφ²⌋`` are complementary).

    >>> [_partner(n) for n in range(8)]
    [0, 2, 1, 5, 7, 3, 10, 4]
    """
    root = isqrt(5 * n * n)
    # n = ⌊kφ⌋ for k near n / φ, or n = ⌊kφ²⌋ for k near n / φ².
    for k in range((root - n) // 2 - 1, (root - n) // 2 + 3):
        if k >= 0 and (pair := beatty_pair(k))[0] == n:
            return pair[1]
    for k in range((3 * n - root) // 2 - 1, (3 * n - root) // 2 + 3):
        if k >= 0 and (pair := beatty_pair(k))[1] == n:
            return pair[0]
    raise AssertionError(f"no P-position has a heap of {n}")  # pragma: no cover


#: Positions with a heap above this get their value from a Grundy table.
TABLE_THRESHOLD = 40
#: The largest table of Grundy values filled for one position (about 320 MB of ints).
TABLE_CELLS = 40_000_000
_TABLE: list[list[int]] = []


@on_clear
def _forget_table() -> None:
    global _TABLE
    _TABLE = []


def grundy_table(rows: int, cols: int) -> list[list[int]]:
    """Grundy values of ``Wythoff(x, y)`` for ``x < rows``, ``y < cols``, by
    dynamic programming: the options of a cell are the cells before it in its
    row, its column and its diagonal, so one bit set of the values seen per
    row, column and diagonal gives each mex in a few integer operations.

    >>> grundy_table(3, 5)
    [[0, 1, 2, 3, 4], [1, 2, 0, 4, 5], [2, 0, 1, 5, 3]]
    """
    check_heap(rows, "rows")
    check_heap(cols, "cols")
    columns = [0] * cols
    diagonals: dict[int, int] = {}
    table = []
    for x in range(rows):
        row_seen = 0
        row = []
        for y in range(cols):
            seen = row_seen | columns[y] | diagonals.get(y - x, 0)
            g = (~seen & (seen + 1)).bit_length() - 1  # the least value not seen
            bit = 1 << g
            row_seen |= bit
            columns[y] |= bit
            diagonals[y - x] = diagonals.get(y - x, 0) | bit
            row.append(g)
        table.append(row)
    return table


def p_positions(n: int) -> list[tuple[int, int]]:
    """The P-positions ``(a, b)`` with ``a <= b <= n``, derived from the rules.

    A sweep over the rows ``a = 0, 1, 2, ...``: a position is P exactly when
    no move reaches a P-position, i.e. when its row, its column and its
    diagonal (``b - a``) hold no smaller P-position. Row ``a`` holds one
    P-position ``(a, b)`` with ``b >= a`` unless ``a`` is already the larger
    heap of an earlier one; ``b`` is the first candidate whose column and
    diagonal are free. Used diagonals fill up from 0, so the search starts at
    the first free one and the whole sweep takes O(n) steps.

    >>> p_positions(10)
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    """
    n = check_heap(n, f"p_positions({n!r})")
    used_heap = bytearray(2 * n + 2)  # a heap size already in a P-position
    used_diagonal = bytearray(n + 2)  # a difference b - a already used
    first_free_diagonal = 0
    found = []
    for a in range(n + 1):
        if used_heap[a]:
            continue
        while used_diagonal[first_free_diagonal]:
            first_free_diagonal += 1
        d = first_free_diagonal
        while used_heap[a + d] or used_diagonal[d]:
            d += 1
        b = a + d
        if b > n:
            # Later rows only have larger candidates: every P-position with
            # b <= n has been found (b grows with a).
            break
        used_heap[a] = used_heap[b] = 1
        used_diagonal[d] = 1
        found.append((a, b))
    return found


def beatty_pair(k: int) -> tuple[int, int]:
    """The ``k``-th P-position ``(⌊kφ⌋, ⌊kφ²⌋)``, in exact integer arithmetic.

    ``kφ = (k + √(5k²)) / 2``, and as ``√(5k²)`` is irrational for ``k > 0``,
    ``⌊kφ⌋ = (k + isqrt(5k²)) // 2``; then ``⌊kφ²⌋ = ⌊kφ⌋ + k``.

    >>> [beatty_pair(k) for k in range(5)]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    """
    k = check_heap(k, f"beatty_pair({k!r})")
    a = (k + isqrt(5 * k * k)) // 2
    return (a, a + k)


def beatty_p_positions(n: int) -> list[tuple[int, int]]:
    """The P-positions ``(a, b)`` with ``a <= b <= n``, from Wythoff's formula.

    >>> beatty_p_positions(10) == p_positions(10)
    True
    """
    n = check_heap(n, f"beatty_p_positions({n!r})")
    found = []
    k = 0
    while (pair := beatty_pair(k))[1] <= n:
        found.append(pair)
        k += 1
    return found


def _from_words(words: list[str], options: dict[str, Any]) -> Position:
    numbers = [read_integer(w, "heap") for w in words if w != "+"]
    if not numbers or len(numbers) % 2:
        raise RulesetError(
            f"expected pairs of heaps X Y (several pairs make a sum), got {' '.join(words)!r}"
        )
    parts = [Wythoff(x, y) for x, y in chunked(numbers, 2, strict=True)]
    total: Position = parts[0]
    for part in parts[1:]:
        total = total + part
    return total


def _table(args: Any, progress: Progress = no_progress) -> Grid:
    """``cgt table wythoff``: the Grundy values of ``(x, y)``, P-positions listed.

    >>> grid = _table(type("Args", (), {"size": 4}))
    >>> [[cell.text for cell in row] for row in grid.cells]
    [['0', '1', '2', '3'], ['1', '2', '0', '4'], ['2', '0', '1', '5'], ['3', '4', '5', '6']]
    >>> grid.data["p_positions"]
    [[0, 0], [1, 2], [2, 1]]
    """
    n = args.size
    values = []
    for x in range(n):
        values.append([Wythoff(x, y).grundy for y in range(n)])
        progress(x + 1, n)
    p_positions = [[x, y] for x in range(n) for y in range(n) if values[x][y] == 0]
    return Grid(
        title="Wythoff: Grundy values of (x, y), P-positions highlighted",
        corner="x \\ y",
        rows=[str(x) for x in range(n)],
        columns=[str(y) for y in range(n)],
        cells=[[grundy_cell(g) for g in row] for row in values],
        notes=["P-positions (Grundy 0) are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images: "
               + ", ".join(f"({x},{y})" for x, y in p_positions if x <= y)],
        data={"ruleset": "wythoff", "grundy": values, "p_positions": p_positions},
    )


RULESET = Ruleset(
    "wythoff", Wythoff, "two heaps; take from one, or the same amount from both",
    "X Y [X Y ...]", "two heaps; several pairs make a sum of Wythoff positions",
    _from_words, example=("4", "9"),
    examples=(("3 5", "a P-position (Grundy 0)"), ("3 5 1 4", "a sum of two positions")),
    source="Wythoff (1907)",
    table=TableSpec("Grundy values of Wythoff positions, P-positions highlighted",
                    size_options(12, 60), _table,
                    (("--size 12", "the 12 x 12 grid"), ("--size 12 --misere", "misère Wythoff")),
                    misere=table_spec.misere_pairs("wythoff", Wythoff,
                                        "Misère Wythoff: misère nim values of (x, y)")),
)


def _about(n: int) -> str:
    """``n`` to two digits, ``1e+20``, for any size (a float overflows past 1e308;
    past 1e300 the exponent is read off the bits).

    >>> _about(123456), _about(10**5000)
    ('1.2e+05', '1e+5000')
    """
    if n.bit_length() < 1000:
        return f"{float(n):.2g}"
    return f"1e+{int(n.bit_length() * 0.30103)}"

"""Fibonacci Nim: one heap; take at most twice what the opponent just took.

Rules (Whinihan, "Fibonacci Nim", *Fibonacci Quarterly* 1 (1963), no. 4,
9-13; Winning Ways, ch. 12): one heap of ``n`` tokens. The first player
takes from 1 to ``n - 1`` tokens (not the whole heap); after that, a
player who sees that ``r`` tokens were just taken takes from 1 to ``2r``.
The player who cannot move loses (whoever takes the last token wins).

A position is the heap and the most that may be taken now:
``FibonacciNim(10)`` is the start (at most 9), ``FibonacciNim(7, 4)`` a
heap of 7 after a take of 2. A cap at least the heap is the same position
as the cap equal to it (:meth:`key`).

Whinihan's theorem: write the heap as a sum of non-consecutive Fibonacci
numbers (its Zeckendorf representation, :func:`zeckendorf`); the player to
move wins exactly when the smallest of them is at most the cap, by taking
it. So the start is lost for the first player exactly when ``n`` is a
Fibonacci number. Larsson and Rubinstein-Salzedo ("Grundy values of
Fibonacci nim", *Int. J. Game Theory* 45 (2016); arXiv:1410.0332) study the
Grundy values, which the solver (or :func:`grundy_values`) computes.

>>> FibonacciNim(8).grundy, FibonacciNim(10).grundy  # 8 is Fibonacci, 10 = 8 + 2
(0, 5)
>>> FibonacciNim(10).winning_moves()  # take 2, the smallest part of 8 + 2
[FibonacciNim(8, 4)]
>>> zeckendorf(100)
(89, 8, 3)
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Hashable, Iterator
from typing import Any

from cgt import CGTError, ImpartialPosition, picture
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    Grid,
    GridCell,
    Progress,
    TableSpec,
    bounded,
    grundy_cell,
    no_progress,
)
from cgt.games.words import read_integer

__all__ = ["FibonacciNim", "FibonacciNimError", "grundy_values", "zeckendorf"]


class FibonacciNimError(CGTError):
    """A Fibonacci Nim heap or cap that cannot be played, or a value that
    cannot be searched."""


#: The most positions the search of a Grundy value may visit (a heap of
#: about 9,000 from the start).
SEARCH_LIMIT = 40_000_000


class FibonacciNim(ImpartialPosition):
    """A heap of ``heap`` tokens of which at most ``most`` may be taken now;
    ``most`` left out: the start, at most ``heap - 1``.

    >>> FibonacciNim(5, 2), FibonacciNim(5)
    (FibonacciNim(5, 2), FibonacciNim(5))
    >>> [str(p) for p in FibonacciNim(4).moves()]
    ['ooo (the start)', 'oo (take at most 4)', 'o (take at most 6)']
    >>> FibonacciNim(3, 0)
    Traceback (most recent call last):
    ...
    cgt.games.fibonacci_nim.FibonacciNimError: FibonacciNim(3, 0): the most that may be taken \
must be a whole number at least 1, not 0
    """

    title = "Fibonacci Nim"

    __slots__ = ("heap", "most")

    #: The tokens in the heap.
    heap: int
    #: The most that may be taken now (``heap - 1`` at the start).
    most: int

    def __init__(self, heap: int, most: int | None = None) -> None:
        where = f"FibonacciNim({heap!r}" + ("" if most is None else f", {most!r}") + ")"
        _check_whole(heap, 0, where, "the heap")
        if most is None:
            most = max(heap - 1, 0)
        else:
            _check_whole(most, 1, where, "the most that may be taken")
        self.heap = heap
        self.most = most

    @classmethod
    def _make(cls, heap: int, most: int) -> FibonacciNim:
        position = object.__new__(cls)
        position.heap = heap
        position.most = most
        return position

    @property
    def is_start(self) -> bool:
        """Whether this is a starting position (the whole heap may not be taken)."""
        return self.most == self.heap - 1

    # -- the rules -------------------------------------------------------------------

    def moves(self) -> Iterator[FibonacciNim]:
        """Take ``t`` tokens, ``1 <= t <= most``: the opponent may take up to ``2t``."""
        for take in range(1, min(self.most, self.heap) + 1):
            yield FibonacciNim._make(self.heap - take, 2 * take)

    def whinihan_move(self) -> FibonacciNim | None:
        """The winning move of Whinihan's theorem (take the smallest part of
        the heap's Zeckendorf representation, if the cap allows), or None
        when the player to move loses.

        >>> FibonacciNim(20).whinihan_move(), FibonacciNim(21).whinihan_move()
        (FibonacciNim(18, 4), None)
        """
        parts = zeckendorf(self.heap)
        if not parts or parts[-1] > self.most:
            return None
        return FibonacciNim._make(self.heap - parts[-1], 2 * parts[-1])

    # -- what the solver uses ------------------------------------------------------------

    def key(self) -> Hashable:
        return (self.heap, min(self.most, self.heap))

    def known_grundy(self) -> int | None:
        """Whinihan's losing positions are worth 0 without a search; any other
        value is searched, over the heaps below and their caps, and refused
        (CGTError) when that search would pass :data:`SEARCH_LIMIT` positions
        (listing the moves of each as well).

        >>> FibonacciNim(10**40 + 1).grundy  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgt.games.fibonacci_nim.FibonacciNimError: a heap of about 10^40 with a cap of ...
        """
        if self.whinihan_move() is None:
            return 0
        positions = self._positions()
        if positions > SEARCH_LIMIT:
            raise FibonacciNimError(
                f"a heap of {_size(self.heap)} with a cap of {_size(self.most)}: only the "
                "positions Whinihan's theorem loses have a closed form, and this Grundy value "
                f"needs a search of {_size(positions)} positions (at most {SEARCH_LIMIT:,})")
        return None

    def estimated_positions(self) -> float:
        """About how many positions the search of a Grundy value visits: a
        heap ``n`` below this one with each cap up to ``n``, or up to this
        cap, the lesser (``inf`` past a float).

        >>> FibonacciNim(20).estimated_positions(), FibonacciNim(1000, 3).estimated_positions()
        (210.0, 4004.0)
        """
        positions = self._positions()
        return float(positions) if positions.bit_length() < 1000 else math.inf

    def _positions(self) -> int:
        n, most = self.heap, min(self.most, self.heap)
        return min(n * (n + 1) // 2, (n + 1) * (most + 1))

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        tokens = "o" * self.heap if self.heap <= 40 else str(self.heap)
        if self.is_start:
            return f"{tokens or 'empty'} (the start)"
        return f"{tokens or 'empty'} (take at most {self.most})"

    def __repr__(self) -> str:
        if self.is_start:
            return f"FibonacciNim({self.heap})"
        return f"FibonacciNim({self.heap}, {self.most})"

    def drawing(self) -> picture.Drawing:
        """The heap, as tokens."""
        return picture.heaps_drawing([self.heap])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FibonacciNim) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())


def zeckendorf(n: int) -> tuple[int, ...]:
    """The Fibonacci numbers, none two consecutive, that sum to ``n``, largest
    first (Zeckendorf's theorem: exactly one such sum); ``()`` for 0.

    >>> zeckendorf(12), zeckendorf(13), zeckendorf(0)
    ((8, 3, 1), (13,), ())
    """
    fibonacci = [1, 2]
    while fibonacci[-1] <= n:
        fibonacci.append(fibonacci[-1] + fibonacci[-2])
    parts = []
    for f in reversed(fibonacci):
        if f <= n:  # the greedy choice never takes two consecutive ones
            parts.append(f)
            n -= f
    return tuple(parts)


def grundy_values(upto: int) -> list[list[int]]:
    """``g[n][m]``: the Grundy value of a heap of ``n`` with a cap of ``m``
    (``0 <= m <= n``; a cap above the heap plays as ``n``), for heaps up to
    ``upto``, by the mex rule over a plain array.

    >>> [g[n - 1] for n, g in enumerate(grundy_values(10)) if n > 1]  # the starts
    [0, 0, 3, 0, 4, 4, 0, 5, 5]
    """
    _check_whole(upto, 0, f"grundy_values({upto!r})", "the largest heap")
    table: list[list[int]] = []
    for n in range(upto + 1):
        row = [0]
        seen: set[int] = set()
        for m in range(1, n + 1):
            seen.add(table[n - m][min(2 * m, n - m)])
            row.append(next(g for g in range(len(seen) + 1) if g not in seen))
        table.append(row)
    return table


def _size(n: int) -> str:
    """``n`` for a message: written out, or its order of magnitude when it is
    long (a heap may have thousands of digits, past what ``str`` writes)."""
    if n.bit_length() < 64:
        return f"{n:,}"
    power = int((n.bit_length() - 1) * 0.30103)  # exact or one short
    return f"about 10^{power + 1 if 10 ** (power + 1) <= n else power}"


def _check_whole(n: object, least: int, where: str, what: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < least:
        raise FibonacciNimError(f"{where}: {what} must be a whole number at least {least}, "
                                f"not {n!r}")


def _from_words(words: list[str], options: dict[str, Any]) -> FibonacciNim:
    if len(words) not in (1, 2):
        raise FibonacciNimError(f"Fibonacci Nim {' '.join(words)!r}: give the heap, and "
                                "perhaps the most that may be taken (10, or 7 4)")
    numbers = [read_integer(w, "Fibonacci Nim number") for w in words]
    return FibonacciNim(*numbers)


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--upto", type=bounded(1, 200, "--upto"), default=12, metavar="N",
                        help="heaps 1 .. N (default 12)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table fibonacci-nim``: Grundy values by heap and cap."""
    n = args.upto
    values = grundy_values(n)
    progress(1, 1)
    cells: list[list[GridCell | None]] = [
        [grundy_cell(values[h][m]) if m <= h else None for m in range(1, n + 1)]
        for h in range(1, n + 1)]
    return Grid(
        title="Fibonacci Nim: Grundy value of a heap of n, taking at most m",
        corner="n \\ m", rows=[str(h) for h in range(1, n + 1)],
        columns=[str(m) for m in range(1, n + 1)], cells=cells,
        notes=[("The start of a heap of n is the cell m = n - 1; a cap above the heap plays "
               "as m = n. P-positions (0) in yellow: the smallest Zeckendorf part of n "
               "is above m (Whinihan 1963).")],
        data={"ruleset": "fibonacci-nim",
              "grundy": [values[h][1:] for h in range(1, n + 1)]})


RULESET = Ruleset(
    "fibonacci-nim", FibonacciNim, "one heap; take up to twice the opponent's last take",
    "HEAP [MOST]", "the heap (at the start: take at most HEAP - 1), and the most that "
    "may be taken now",
    _from_words, example=("10",),
    examples=(("10", "10 = 8 + 2: take 2"), ("13", "a Fibonacci number: a loss"),
              ("7 4", "a heap of 7 after a take of 2")),
    source="Whinihan, Fibonacci Quarterly 1 (1963); Winning Ways, ch. 12",
    table=TableSpec("Grundy values of Fibonacci Nim by heap and cap", _table_options, _table,
                    (("--upto 12", "P-positions: the smallest Zeckendorf part above the cap"),)),
)

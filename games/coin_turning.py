"""Coin-turning games: a row of coins, heads or tails; a move turns over
some coins, the rightmost of them from heads to tails.

Rules (Winning Ways, ch. 14, "Turn and Turn About"): a row of coins,
numbered 1, 2, 3, ... from the left, written ``H`` (heads) and ``T``
(tails): ``"THHT"`` has heads at 2 and 3. Each game says which sets of
coins a move may turn over; the rightmost coin turned must go from heads
to tails (so every game ends), the others may go either way. The player
who cannot move loses.

- :class:`TurningTurtles`: one coin, or two.
- :class:`MockTurtles`: one, two or three coins.
- :class:`Ruler`: any number of coins in a row, side by side.
- :class:`Twins`: exactly two coins.

A row is the sum of its heads coins, each alone (Winning Ways, ch. 14:
turning a tail up is adding a heap, turning it down again is taking that
heap away), so a row's value is the nim-sum of its heads' values, and
:meth:`CoinRow.components` splits it so. The values of a single head at
``n`` are, by the book: Turning Turtles ``n`` (it is Nim), Twins ``n - 1``,
Ruler the largest power of 2 dividing ``n`` (the ruler function), Mock
Turtles the ``n``-th odious number (1, 2, 4, 7, 8, 11, ...: an odd number
of 1s in binary).

>>> [Ruler.single(n).grundy for n in range(1, 9)]
[1, 2, 1, 4, 1, 2, 1, 8]
>>> [MockTurtles.single(n).grundy for n in range(1, 9)]
[1, 2, 4, 7, 8, 11, 13, 14]
>>> TurningTurtles("THTHHT").grundy  # heaps 2, 4 and 5
3
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Hashable, Iterator
from itertools import combinations
from typing import Any, ClassVar

from cgt import CGTError, ImpartialPosition, picture
from cgt.games.registry import Option, Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, bounded, grundy_cell, no_progress
from cgt.games.words import read_diagram

__all__ = ["CoinRow", "CoinRowError", "MockTurtles", "Ruler", "TurningTurtles", "Twins"]

HEADS, TAILS = "H", "T"


class CoinRowError(CGTError):
    """A row of coins that cannot be read."""


class CoinRow(ImpartialPosition):
    """A row of coins under one game's rule (a subclass names the rule by
    :meth:`flips`): ``Ruler("THHT")``, or ``Ruler.single(n)``."""

    title = "Coin turning"
    #: The game's name on the command line (``cgt report coins ROW --rule NAME``).
    rule: ClassVar[str] = ""

    __slots__ = ("heads",)

    heads: frozenset[int]  # the numbers of the coins showing heads (1 = leftmost)

    def __init__(self, row: str) -> None:
        if not isinstance(row, str):
            raise CoinRowError(f"a row of coins is text like 'THHT', not {type(row).__name__}")
        text = row.strip().upper()
        wrong = next((c for c in text if c not in (HEADS, TAILS)), None)
        if wrong is not None or not text:
            raise CoinRowError(f"row of coins {row!r}: write H (heads) and T (tails), like "
                               f"'THHT'" + (f"; {wrong!r} is neither" if wrong else ""))
        self.heads = frozenset(i + 1 for i, c in enumerate(text) if c == HEADS)

    @classmethod
    def single(cls, n: int) -> CoinRow:
        """One head, at ``n`` (all the coins to its left tails)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise CoinRowError(f"coins are numbered from 1, not {n!r}")
        return cls._make(frozenset([n]))

    @classmethod
    def _make(cls, heads: frozenset[int]) -> CoinRow:
        position = object.__new__(cls)
        position.heads = heads
        return position

    # -- the rule ---------------------------------------------------------------------

    @classmethod
    def flips(cls, n: int) -> Iterator[tuple[int, ...]]:
        """The sets of coins to the left of ``n`` that a move turning ``n`` from
        heads to tails may turn with it."""
        raise NotImplementedError

    def moves(self) -> Iterator[CoinRow]:
        for n in sorted(self.heads):
            for others in self.flips(n):
                yield self._make(self.heads.symmetric_difference((n, *others)))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[CoinRow, ...]:
        """Each head alone (Winning Ways, ch. 14: the row is their sum)."""
        if len(self.heads) <= 1:
            return (self,)
        return tuple(self._make(frozenset([n])) for n in sorted(self.heads))

    def key(self) -> Hashable:
        return self.heads

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return "".join(HEADS if i in self.heads else TAILS
                       for i in range(1, max(self.heads, default=0) + 1)) or TAILS

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The coins, heads as ``H`` and tails as ``T``."""
        return picture.heaps_drawing([1 if c == HEADS else 0 for c in str(self)])

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, CoinRow) and type(other) is type(self)
                and other.heads == self.heads)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.heads))


def _one_or_two(n: int) -> Iterator[tuple[int, ...]]:
    yield ()
    yield from ((m,) for m in range(1, n))


def _up_to_three(n: int) -> Iterator[tuple[int, ...]]:
    for count in range(3):
        yield from combinations(range(1, n), count)


def _side_by_side(n: int) -> Iterator[tuple[int, ...]]:
    return (tuple(range(start, n)) for start in range(n, 0, -1))


def _exactly_two(n: int) -> Iterator[tuple[int, ...]]:
    return ((m,) for m in range(1, n))


def _game(name: str, title: str, rule: str, flips: Callable[[int], Iterator[tuple[int, ...]]],
          summary: str) -> type[CoinRow]:
    """A subclass of :class:`CoinRow` whose moves turn ``flips(n)`` with ``n``."""
    return type(name, (CoinRow,), {
        "__doc__": summary, "__module__": __name__, "__qualname__": name, "__slots__": (),
        "title": title, "rule": rule, "flips": classmethod(lambda cls, n: flips(n)),
    })


TurningTurtles = _game("TurningTurtles", "Turning Turtles", "turning-turtles", _one_or_two,
                       "Turn one coin from heads to tails, and perhaps one coin to its left.")
MockTurtles = _game("MockTurtles", "Mock Turtles", "mock-turtles", _up_to_three,
                    "Turn one, two or three coins, the rightmost from heads to tails.")
Ruler = _game("Ruler", "Ruler", "ruler", _side_by_side,
              "Turn any number of coins side by side, the rightmost from heads to tails.")
Twins = _game("Twins", "Twins", "twins", _exactly_two,
              "Turn exactly two coins, the rightmost from heads to tails.")


#: The games by their command-line names.
GAMES: dict[str, type[CoinRow]] = {cls.rule: cls
                                   for cls in (TurningTurtles, MockTurtles, Ruler, Twins)}


def _from_words(words: list[str], options: dict[str, Any]) -> CoinRow:
    return GAMES[options.get("rule") or "turning-turtles"](read_diagram(words))


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--upto", type=bounded(1, 64, "--upto"), default=16, metavar="N",
                        help="one head at coin 1 .. N (default 16)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table coins``: the Grundy value of one head at ``n`` in each game."""
    columns = range(1, args.upto + 1)
    values: dict[str, list[int]] = {}
    for i, game in enumerate(GAMES.values()):
        values[game.rule] = [game.single(n).grundy for n in columns]
        progress(i + 1, len(GAMES))
    return Grid(
        title="Coin turning: the Grundy value of one head at coin n", corner="game \\ n",
        rows=list(values), columns=[str(n) for n in columns],
        cells=[[grundy_cell(g) for g in row] for row in values.values()],
        notes=["A row's value is the nim-sum of its heads' values (Winning Ways, ch. 14)."],
        data={"ruleset": "coins", "grundy": values})


RULESET = Ruleset(
    "coins", CoinRow, "turn coins over, the rightmost from heads to tails",
    "ROW", "coins from the left, H heads and T tails, like THHT",
    _from_words, example=("THTHHT",),
    examples=(("THTHHT", "Turning Turtles: Nim with heaps 2, 4, 5"),
              ("TTTTTTTH --rule ruler", "the ruler function: *8"),
              ("TTH --rule mock-turtles", "the third odious number: *4")),
    options=(Option(("--rule",), {"choices": tuple(GAMES), "default": "turning-turtles",
                                  "help": "which coins a move turns (default turning-turtles)"}),),
    source="Winning Ways, ch. 14",
    table=TableSpec("Grundy values of one head in each coin-turning game", _table_options,
                    _table, (("--upto 16", "Nim, Nim - 1, the ruler function, odious numbers"),)),
)

"""Spawning games: the heap form of coin-turning games, from a turning code.

Rules (Winning Ways, ch. 14, "Turning Turtles" and its relatives; CGSuite's
``game.heap.Spawning`` and ``game.strip.Turning``, whose codes these are):
a coin-turning game turns over some coins of a strip, the rightmost of
them from heads to tails. Its heap form has a heap of ``n`` for a head on
coin ``n`` (coins counted from 1 at the left): a move that turns the coins
``a_1 < ... < a_k = n`` takes the heap of ``n`` and *spawns* heaps of
``a_1, ..., a_(k-1)``. In normal play two equal heaps cancel, so the heap
form has the nim values of the coins.

A *turning code* says which sets of coins may be turned: ranges of how many
(``2``, ``1-3``, ``3+``), separated by commas, each with modifiers:

- ``C``: the coins are consecutive; ``C(m)``: they lie within ``m`` consecutive coins;
- ``E``: equally spaced; ``S``: symmetric about their middle;
- ``F``: coin 1 (the leftmost of the strip) is among them.

So ``1-3`` is Mock Turtles, ``1+C`` Ruler, ``3E`` Turnips, ``4FS`` Grunt
and ``1+`` Motley (see CGSuite's ``Turning`` for the table of Winning
Ways' names). :mod:`cgt.games.coin_turning` plays four of them on coins.

>>> mock_turtles = Spawning("1-3")
>>> mock_turtles.nim_values(8)  # the odious numbers (CGSuite's GameHeapTest)
[0, 1, 2, 4, 7, 8, 11, 13, 14]
>>> len(mock_turtles.heap_options(20)), mock_turtles(3, 5).grundy
(191, 12)
>>> Spawning("4FS").heap_options(6)  # Grunt: coins 1, a, 7 - a, 6
((1, 2, 5), (1, 3, 4))
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from cgt import CGTError
from cgt.games.heap_rules import MOVE_LIMIT, HeapRules, HeapSum, check_heap
from cgt.games.registry import Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, bounded, no_progress, sequence_grid
from cgt.games.words import RulesetError, read_integer

__all__ = ["Spawning", "SpawningError", "TurningRule"]

_ELEMENT = re.compile(
    r"(?P<low>\d+)(?:(?P<plus>\+)|-(?P<high>\d+))?(?P<modifiers>(?:[CESF]|C\(\d+\))*)")


class SpawningError(CGTError):
    """A turning code that cannot be read."""


@dataclass(frozen=True)
class TurningRule:
    """One element of a turning code: turn ``low`` to ``high`` coins (None: any
    number), within ``span`` consecutive coins (None: any), with the spacing
    and first-coin constraints."""

    low: int
    high: int | None
    span: int | None = None
    consecutive: bool = False
    equally_spaced: bool = False
    symmetric: bool = False
    first: bool = False

    def coin_sets(self, n: int) -> Iterator[tuple[int, ...]]:
        """The coins ``a_1 < ... < a_(k-1)`` turned beside coin ``n``.

        >>> list(TurningRule(3, 3, equally_spaced=True).coin_sets(7))
        [(1, 4), (3, 5), (5, 6)]
        """
        lowest = 1 if self.span is None else max(1, n - self.span + 1)
        most = n if self.high is None else min(self.high, n)
        if self.span is not None:
            most = min(most, self.span)
        for k in range(max(self.low, 1), most + 1):
            for coins in self._sets(n, k - 1, lowest):
                if not self.first or (coins[0] if coins else n) == 1:
                    yield coins

    def _sets(self, n: int, others: int, lowest: int) -> Iterator[tuple[int, ...]]:
        if others == 0:
            yield ()
        elif self.consecutive:
            if n - others >= lowest:
                yield tuple(range(n - others, n))
        elif self.equally_spaced:
            for step in range((n - lowest) // others, 0, -1):
                yield tuple(range(n - step * others, n, step))
        elif self.symmetric:
            yield from _symmetric(n, others, lowest)
        else:
            yield from combinations(range(lowest, n), others)


def _symmetric(n: int, others: int, lowest: int) -> Iterator[tuple[int, ...]]:
    """Sets ``a_1 < ... < a_others`` that with ``n`` are symmetric: ``a_i +
    a_(k+1-i) = a_1 + n``."""
    for first in range(lowest, n):
        inner = others - 1  # coins strictly between first and n
        total = first + n
        # the inner coins are pairs (a, total - a) with first < a < total - a,
        # and the middle coin total / 2 when their number is odd
        if inner % 2 and total % 2:
            continue
        halves = range(first + 1, (total + 1) // 2)
        for low_half in combinations(halves, inner // 2):
            middle = (total // 2,) if inner % 2 else ()
            yield (first, *low_half, *middle, *sorted(total - a for a in low_half))


def _read_code(code: object) -> tuple[TurningRule, ...]:
    if not isinstance(code, str):
        raise SpawningError(f"a turning code is text like '1-3' or '4FS', not "
                            f"{type(code).__name__}")
    rules = []
    for element in code.upper().replace(" ", "").split(","):
        match = _ELEMENT.fullmatch(element)
        if match is None:
            raise SpawningError(
                f"turning code {code!r}: {element!r} is not a range of coins (2, 1-3, 3+) "
                "followed by modifiers C, C(m), E, S, F")
        low = int(match["low"])
        high = None if match["plus"] else int(match["high"] or low)
        if high is not None and high < low:
            raise SpawningError(f"turning code {code!r}: the range {element!r} is empty")
        modifiers = match["modifiers"]
        spans = re.findall(r"C\((\d+)\)", modifiers)
        flags = re.sub(r"C\(\d+\)", "", modifiers)
        rules.append(TurningRule(
            low, high, span=min(map(int, spans)) if spans else None,
            consecutive="C" in flags, equally_spaced="E" in flags,
            symmetric="S" in flags, first="F" in flags))
    return tuple(rules)


class Spawning(HeapRules):
    """The spawning game of a turning code: ``Spawning("1-3")``; ``Spawning(code)(n, ...)``
    is a sum of heaps.

    >>> Spawning("1-3X")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.games.spawning.SpawningError: turning code '1-3X': '1-3X' is not a range of coins
    (2, 1-3, 3+) followed by modifiers C, C(m), E, S, F
    """

    __slots__ = ("code", "rules")

    def __init__(self, code: str) -> None:
        self.rules = _read_code(code)
        self.code = code.upper().replace(" ", "")
        super().__init__(f"Spawning {self.code}", self._spawned)

    def _spawned(self, n: int) -> Iterator[tuple[int, ...]]:
        for rule in self.rules:
            yield from rule.coin_sets(n)

    def heap_options(self, n: int) -> tuple[tuple[int, ...], ...]:
        """The heaps each move spawns from a heap of ``n`` (sorted, below ``n``)."""
        n = check_heap(n)
        found = self._options.get(n)
        if found is None:
            moves: dict[tuple[int, ...], None] = {}
            for coins in self._spawned(n):  # sorted and smaller than n by construction
                moves[coins] = None
                if len(moves) > MOVE_LIMIT:
                    raise CGTError(f"{self.name}: a heap of {n} has more than {MOVE_LIMIT} "
                                   "moves; ask about smaller heaps")
            found = self._options[n] = tuple(moves)
        return found

    def __reduce__(self) -> tuple[type[Spawning], tuple[str]]:
        return (Spawning, (self.code,))

    def __repr__(self) -> str:
        return f"Spawning({self.code!r})"

    def __str__(self) -> str:
        return self.code


def _from_words(words: list[str], options: dict[str, Any]) -> HeapSum:
    if not words:
        raise RulesetError("expected a turning CODE and heap sizes, e.g. 1-3 5 7")
    return Spawning(words[0])(*(read_integer(w, "heap") for w in words[1:]))


def _table(args: Any, progress: Progress = no_progress) -> Grid:
    game = Spawning(args.rule)
    values = game.nim_values(args.upto)
    progress(1, 1)
    return sequence_grid(f"Spawning {game.code}: nim values of heaps 0 .. {args.upto}",
                         values, None, {"ruleset": "spawning", "code": game.code,
                                        "nim_values": values})


def _table_options(parser: Any) -> None:
    parser.add_argument("rule", metavar="CODE", help="a turning code, like 1-3 or 4FS")
    parser.add_argument("--upto", type=bounded(0, 1000, "--upto"), default=20, metavar="N",
                        help="heaps 0 .. N (default 20)")


RULESET = Ruleset(
    "spawning", HeapSum, "heaps from a turning code: a move spawns heaps below it",
    "CODE HEAP ...", "a turning code (1-3, 1+C, 3E, 4FS) then heap sizes",
    _from_words, example=("1-3", "3", "5"),
    examples=(("1-3 3 5", "Mock Turtles: *12"), ("4FS 10", "Grunt")),
    source="Winning Ways, ch. 14; CGSuite",
    table=TableSpec("nim values of a spawning game", _table_options, _table,
                    (("1-3 --upto 20", "Mock Turtles: the odious numbers"),)),
)

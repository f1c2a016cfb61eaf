"""Generalised Wythoff: two heaps; take from one, or from both within a bound.

Rules (Fraenkel and Tanny's formulation; Fraenkel, "How to beat your
Wythoff games' opponent on three fronts", 1982; CGSuite's
``game.heap.GenWythoff``): two heaps of tokens. A move removes any number
of tokens from one heap, or ``k`` from one heap and ``l`` from the other
with ``0 < k <= l < f(k)``, for a *bounding function* ``f``. With
``f(k) = k + 1`` it is Wythoff's game (:mod:`cgt.games.wythoff`); with
``f(k) = k + r`` Fraenkel's *r-Wythoff*, where the two amounts differ by
less than ``r``. The player who cannot move loses.

>>> two = GenWythoff(2)  # r-Wythoff with r = 2: f(k) = k + 2
>>> [two.nim_value(10, n) for n in range(8)]  # CGSuite's GameHeapTest
[10, 11, 12, 13, 0, 14, 9, 17]
>>> len(list(two(10, 10).moves())), two(1, 3).grundy
(48, 0)
>>> GenWythoff(lambda k: 2 * k, "2k")(3, 5).grundy  # any bounding function
8
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from typing import Any

from cgt import CGTError, ImpartialPosition, RulesetToken, mex
from cgt.games.registry import Option, Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, grundy_cell, no_progress
from cgt.games.words import RulesetError, as_integer, read_integer

__all__ = ["GenWythoff", "GenWythoffPosition", "r_wythoff_p_positions"]

#: The largest heap a generalised Wythoff position may have: its nim
#: values are computed for every pair of smaller heaps.
HEAP_LIMIT = 2_000


class GenWythoff:
    """The ruleset of a bounding function ``f``: ``GenWythoff(r)`` is ``f(k) =
    k + r``, ``GenWythoff(f, name)`` any function. ``GenWythoff(...)(m, n)``
    is a position.

    >>> GenWythoff(0)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: GenWythoff(0): r must be a positive integer (f(k) = k + r)
    """

    __slots__ = ("_bound", "_values", "name", "r", "token")

    def __init__(self, bound: int | Callable[[int], int], name: str | None = None) -> None:
        self.r: int | None = None
        #: A function's ruleset is told apart from another of the same name
        #: by a token (and not stored); ``k + r`` by its name.
        self.token: RulesetToken | None = None
        if callable(bound):
            self.token = RulesetToken.new()
            self._bound = bound
            self.name = name or getattr(bound, "__name__", "f")
        else:
            r = as_integer(bound)
            if r is None or r < 1:
                raise CGTError(f"GenWythoff({bound!r}): r must be a positive integer "
                               "(f(k) = k + r)")
            self.r = r
            self._bound = lambda k: k + r
            self.name = f"k + {r}"
        self._values: list[list[int]] = []

    def bound(self, k: int) -> int:
        """``f(k)``, checked to be an integer."""
        value = as_integer(self._bound(k))
        if value is None:
            raise CGTError(f"GenWythoff {self.name}: f({k}) is not an integer")
        return value

    def options(self, m: int, n: int) -> Iterator[tuple[int, int]]:
        """The pairs of heaps a move from ``(m, n)`` leaves (CGSuite's ``CoordinateOptions``)."""
        yield from ((m - a, n) for a in range(1, m + 1))
        yield from ((m, n - b) for b in range(1, n + 1))
        for k in range(1, min(m, n) + 1):
            # k from the first heap and more from the second, and the mirror
            most = self.bound(k) - 1
            for more in range(k, min(most, n) + 1):
                yield (m - k, n - more)
            for more in range(k + 1, min(most, m) + 1):
                yield (m - more, n - k)

    def nim_value(self, m: int, n: int) -> int:
        """The nim value of ``(m, n)``: every pair of smaller heaps is valued first."""
        m, n = _heap(m), _heap(n)
        values = self._values
        width = max(n + 1, len(values[0]) if values else 0)
        if values and len(values[0]) < width:  # widen the rows already computed
            for i, row in enumerate(values):
                row.extend(self._value(i, j) for j in range(len(row), width))
        for i in range(len(values), m + 1):
            values.append([])
            values[i].extend(self._value(i, j) for j in range(width))
        return values[m][n]

    def _value(self, i: int, j: int) -> int:
        # every option has smaller heaps, so is already in the table
        return mex({self._values[a][b] for a, b in self.options(i, j)})

    def __call__(self, m: int, n: int) -> GenWythoffPosition:
        return GenWythoffPosition(self, m, n)

    def __reduce__(self) -> tuple[Any, ...]:
        if self.r is None:
            raise CGTError(f"{self!r}: a bounding function cannot be pickled; use GenWythoff(r)")
        return (GenWythoff, (self.r,))

    def __repr__(self) -> str:
        return f"GenWythoff({self.name if self.r is None else self.r!r})"


def _heap(n: object) -> int:
    size = as_integer(n)
    if size is None or not 0 <= size <= HEAP_LIMIT:
        raise CGTError(f"generalised Wythoff heap {n!r} is not a heap size (0 to {HEAP_LIMIT})")
    return size


class GenWythoffPosition(ImpartialPosition):
    """Two heaps of a :class:`GenWythoff` ruleset."""

    title = "Generalised Wythoff"

    __slots__ = ("m", "n", "ruleset")

    def __init__(self, ruleset: GenWythoff, m: int, n: int) -> None:
        self.ruleset = ruleset
        self.m, self.n = _heap(m), _heap(n)

    def moves(self) -> Iterator[GenWythoffPosition]:
        for m, n in dict.fromkeys(self.ruleset.options(self.m, self.n)):
            yield GenWythoffPosition(self.ruleset, m, n)

    def known_grundy(self) -> int:
        """The solver's shortcut: the ruleset's table."""
        return self.grundy

    @property
    def grundy(self) -> int:
        return self.ruleset.nim_value(self.m, self.n)

    def estimated_positions(self) -> float:
        return float((self.m + 1) * (self.n + 1))

    def key(self) -> Hashable:
        ruleset = self.ruleset
        return (ruleset.name if ruleset.token is None else (ruleset.name, ruleset.token),
                self.m, self.n)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GenWythoffPosition) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __str__(self) -> str:
        return f"({self.m}, {self.n}), f(k) = {self.ruleset.name}"

    def __repr__(self) -> str:
        return f"{self.ruleset!r}({self.m}, {self.n})"


def r_wythoff_p_positions(r: int, count: int) -> list[tuple[int, int]]:
    """The first P-positions of r-Wythoff by Fraenkel's formula: ``(⌊iα⌋,
    ⌊iβ⌋)`` with ``α = (2 - r + √(r² + 4)) / 2`` and ``β = α + r`` (in
    floating point: for small ``i`` only).

    >>> r_wythoff_p_positions(1, 4)
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """
    alpha = (2 - r + math.sqrt(r * r + 4)) / 2
    return [(math.floor(i * alpha), math.floor(i * (alpha + r))) for i in range(count)]


_RULESETS: dict[int, GenWythoff] = {}


def _ruleset(r: int) -> GenWythoff:
    if not isinstance(r, int) or not 1 <= r <= 100:
        raise RulesetError(f"--r {r!r}: r must be an integer from 1 to 100")
    found = _RULESETS.get(r)
    if found is None:
        found = _RULESETS[r] = GenWythoff(r)
    return found


def _from_words(words: list[str], options: dict[str, Any]) -> GenWythoffPosition:
    if len(words) != 2:
        raise RulesetError("expected two heap sizes, e.g. 10 10")
    r = options.get("r")
    return _ruleset(2 if r is None else r)(read_integer(words[0], "heap"),
                                           read_integer(words[1], "heap"))


def _table_options(parser: Any) -> None:
    from cgt.games.table_spec import bounded

    parser.add_argument("--r", type=bounded(1, 100, "--r"), default=2, metavar="R",
                        help="f(k) = k + R (default 2; 1 is Wythoff)")
    parser.add_argument("--size", type=bounded(1, 60, "--size"), default=12, metavar="N",
                        help="heaps 0 .. N-1 (default 12)")


def _table(args: Any, progress: Progress = no_progress) -> Grid:
    ruleset = _ruleset(args.r)
    values = [[ruleset.nim_value(m, n) for n in range(args.size)] for m in range(args.size)]
    progress(1, 1)
    return Grid(title=f"r-Wythoff, r = {args.r}: Grundy values (P-positions: 0)",
                corner="m \\ n", rows=[str(m) for m in range(args.size)],
                columns=[str(n) for n in range(args.size)],
                cells=[[grundy_cell(g) for g in row] for row in values],
                data={"ruleset": "gen-wythoff", "r": args.r, "grundy": values})


RULESET = Ruleset(
    "gen-wythoff", GenWythoffPosition, "two heaps; take from one, or from both within k + r",
    "M N", "two heap sizes; --r R for f(k) = k + R",
    _from_words, example=("10", "10"),
    examples=(("10 10 --r 2", "48 moves (CGSuite)"), ("1 3 --r 2", "a P-position")),
    options=(Option(("--r",), {"type": int, "default": 2, "metavar": "R",
                               "help": "the bound f(k) = k + R (default 2; 1 is Wythoff)"}),),
    source="Fraenkel and Tanny; CGSuite's game.heap.GenWythoff",
    table=TableSpec("Grundy values of r-Wythoff", _table_options, _table,
                    (("--r 2 --size 12", "r-Wythoff with r = 2"),)),
)

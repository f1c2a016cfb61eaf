"""cgt: exact values of combinatorial games.

A game is a Conway form ``{L | R}``; every value the library hands out is in
canonical form, so equal games are the same object.

>>> import cgt
>>> g = cgt.parse("{2|-1/2}")
>>> str(g + g), str(g.outcome)
('3/2', 'N')
>>> cgt.parse("^ + ^ + *") == cgt.up(2) + cgt.star
True

This module holds the public names (the contract of ``shared/API.md``) and
nothing else; the code lives in the layers (see docs/architecture.md):
:mod:`cgt.core`, :mod:`cgt.theory`, :mod:`cgt.impartial`,
:mod:`cgt.notation`, :mod:`cgt.values`, :mod:`cgt.positions`,
:mod:`cgt.display`; the rulesets in :mod:`cgt.games` and the command in
:mod:`cgt.cli` stand on these names.
"""

from __future__ import annotations

from cgt.core import memo
from cgt.core.form import store_size as _store_size
from cgt.core.outcome import Outcome, Player, Verdict
from cgt.errors import CGTError, ParseError
from cgt.impartial import misere, periodicity
from cgt.impartial.misere import Genus, genus, misere_nim_value, misere_outcome
from cgt.impartial.nim import mex, nim_product, nim_sum
from cgt.impartial.nimarith import NimDivisionByZero, nim_divide, nim_inverse, nim_power, nim_sqrt
from cgt.impartial.periodicity import Periodicity
from cgt.positions import graph, grid
from cgt.positions.kind import Kind, position_kind
from cgt.positions.loopy import LoopyPartizanPosition, LoopyPosition
from cgt.positions.picture import BoardStyle, Cell
from cgt.positions.position import ImpartialPosition, LoopError, Position, SumPosition
from cgt.positions.retrograde import DRAW, LOSS, WIN, Result, Solution
from cgt.positions.tables import clear_tables, on_clear
from cgt.theory.thermograph import Thermograph
from cgt.theory.trajectory import Trajectory
from cgt.values.game import Game
from cgt.values.make import (
    DOWN,
    UP,
    compare,
    game,
    miny,
    nimber,
    nimber_divide,
    nimber_product,
    number,
    nus,
    parse,
    pretty,
    star,
    switch,
    tiny,
    up,
    up_nth,
    up_sum,
    zero,
)

__version__ = "0.1.0"

__all__ = [
    "DOWN",
    "DRAW",
    "LOSS",
    "UP",
    "WIN",
    "BoardStyle",
    "CGTError",
    "Cell",
    "Game",
    "Genus",
    "ImpartialPosition",
    "Kind",
    "LoopError",
    "LoopyPartizanPosition",
    "LoopyPosition",
    "NimDivisionByZero",
    "Outcome",
    "ParseError",
    "Periodicity",
    "Player",
    "Position",
    "Result",
    "Solution",
    "SumPosition",
    "Thermograph",
    "Trajectory",
    "Verdict",
    "cache_info",
    "cache_limit",
    "cache_statistics",
    "clear_caches",
    "clear_tables",
    "compare",
    "game",
    "genus",
    "graph",
    "grid",
    "memo",
    "mex",
    "miny",
    "misere",
    "misere_nim_value",
    "misere_outcome",
    "nim_divide",
    "nim_inverse",
    "nim_power",
    "nim_product",
    "nim_sqrt",
    "nim_sum",
    "nimber",
    "nimber_divide",
    "nimber_product",
    "number",
    "nus",
    "on_clear",
    "parse",
    "periodicity",
    "position_kind",
    "pretty",
    "set_cache_limit",
    "star",
    "switch",
    "tiny",
    "up",
    "up_nth",
    "up_sum",
    "zero",
]


def clear_caches() -> None:
    """Forget memoised sums, comparisons, builds, thermographs and the rest
    (the games themselves stay interned; rulesets' transposition tables are
    emptied by :func:`clear_tables`)."""
    memo.clear()


def cache_info() -> dict[str, int]:
    """Sizes of the store of games and of every memo table (sums, comparisons,
    builds, thermographs, ...), by name.

    >>> info = cache_info()
    >>> info["games"] > 0, {"sums", "comparisons", "builds", "thermographs"} <= set(info)
    (True, True)
    """
    return {"games": _store_size(), **memo.sizes()}


def set_cache_limit(entries: int) -> None:
    """Keep at most ``entries`` entries in each memo table (4,000,000 by
    default): a full table is emptied and starts over, so a long computation
    runs in bounded memory at the price of some recomputation.

    >>> set_cache_limit(1000); cgt_limit = cache_limit(); set_cache_limit(4_000_000)
    >>> cgt_limit
    1000
    """
    memo.set_limit(entries)


def cache_statistics() -> dict[str, memo.MemoStatistics]:
    """Every memo table of the library and of the rulesets (transposition
    tables included), by name: entries, limit, entries stored, evictions.

    >>> _ = parse("{2|1}") + parse("{1|0}")
    >>> sums = cache_statistics()["sums"]
    >>> sums.limit == cache_limit(), sums.stores > 0
    (True, True)
    """
    return memo.statistics()


def cache_limit() -> int:
    """The most entries a memo table keeps (see :func:`set_cache_limit`)."""
    return memo.limit()

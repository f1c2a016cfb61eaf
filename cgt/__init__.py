"""cgt: exact values of combinatorial games.

A game is a Conway form ``{L | R}``; every value the library hands out is in
canonical form, so equal games are the same object.

>>> import cgt
>>> g = cgt.parse("{2|-1/2}")
>>> str(g + g), str(g.outcome)
('3/2', 'N')
>>> cgt.parse("^ + ^ + *") == cgt.up(2) + cgt.star
True
"""

from __future__ import annotations

from cgt.errors import CGTError, ParseError
from cgt.game import DOWN, UP, Game, nimber, number, nus, star, up, zero
from cgt.outcome import Outcome
from cgt.thermograph import Thermograph
from cgt.trajectory import Trajectory
from cgt.canonical import game, switch
from cgt.order import compare as _compare
from cgt.impartial import mex, nim_product, nim_sum
from cgt.nimarith import (
    NimDivisionByZero, nim_divide, nim_inverse, nim_power, nim_sqrt, nimber_divide, nimber_product,
)
from cgt.misere import Genus, genus, misere_nim_value, misere_outcome
from cgt.periodicity import Periodicity
from cgt.parser import parse
from cgt.position import ImpartialPosition, LoopError, Position, clear_tables
from cgt.loopy import LoopyPartizanPosition, LoopyPosition, Result

__version__ = "0.1.0"

__all__ = [
    "CGTError", "ParseError", "Game", "Outcome", "parse", "game", "number", "nimber",
    "up", "nus", "switch", "zero", "star", "UP", "DOWN", "compare", "mex", "nim_sum",
    "nim_product", "clear_caches", "cache_info", "set_cache_limit", "cache_limit", "Position", "ImpartialPosition", "LoopError",
    "clear_tables", "Thermograph", "Trajectory", "Result", "LoopyPosition",
    "LoopyPartizanPosition", "NimDivisionByZero", "nim_divide", "nim_inverse", "nim_power",
    "nim_sqrt", "nimber_divide", "nimber_product", "Genus", "genus", "misere_nim_value",
    "misere_outcome", "Periodicity",
]


def compare(g: object, h: object) -> str:
    """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused).

    >>> compare("^", "*"), compare(1, "1/2")
    ('||', '>')
    """
    from cgt.game import as_game

    return _compare(as_game(g), as_game(h))


def clear_caches() -> None:
    """Forget memoised sums, comparisons, builds, thermographs and the rest
    (the games themselves stay interned; rulesets' transposition tables are
    emptied by :func:`clear_tables`)."""
    from cgt import memo

    memo.clear()


def cache_info() -> dict[str, int]:
    """Sizes of the store of games and of every memo table (sums, comparisons,
    builds, thermographs, ...), by name.

    >>> info = cache_info()
    >>> info["games"] > 0, {"sums", "comparisons", "builds", "thermographs"} <= set(info)
    (True, True)
    """
    from cgt import memo
    from cgt.game import store_size

    return {"games": store_size(), **memo.sizes()}


def set_cache_limit(entries: int) -> None:
    """Keep at most ``entries`` entries in each memo table (4,000,000 by
    default): a full table is emptied and starts over, so a long computation
    runs in bounded memory at the price of some recomputation.

    >>> set_cache_limit(1000); cgt_limit = cache_limit(); set_cache_limit(4_000_000)
    >>> cgt_limit
    1000
    """
    from cgt import memo

    memo.set_limit(entries)


def cache_limit() -> int:
    """The most entries a memo table keeps (see :func:`set_cache_limit`)."""
    from cgt import memo

    return memo.limit()
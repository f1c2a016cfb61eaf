"""The caches as users see them: clear them, bound them, count them.

Every memo table is a :class:`~cgt.core.memo.Memo`; these functions act on
all of them at once (``cgt.clear_caches()``, ``cgt.set_cache_limit(n)``,
...). The store of interned forms is not a cache: values are the identity
of the library, and :func:`cache_info` only counts them; but
:func:`clear_caches` frees the forms that nothing refers to any more, and
:func:`memory_info` says what is held.

>>> info = cache_info()
>>> info["games"] > 0, {"sums", "comparisons", "builds", "thermographs"} <= set(info)
(True, True)
"""

from __future__ import annotations

from typing import NamedTuple

from cgt.core import memo
from cgt.core.budget import active_budget, resident_bytes
from cgt.core.form import store_size
from cgt.core.sweep import release_unused

__all__ = [
    "MemoryInfo", "cache_info", "cache_limit", "cache_statistics", "clear_caches",
    "memory_info", "set_cache_limit",
]


def clear_caches() -> None:
    """Forget memoised sums, comparisons, builds, thermographs and the rest,
    then free the games that nothing refers to any more (games still held,
    by a variable, a position's table or another game, stay, and stay the
    same objects; rulesets' transposition tables are emptied by
    ``cgt.clear_tables()``)."""
    memo.clear(memo.OPERATIONS)
    release_unused()


def cache_info() -> dict[str, int]:
    """Sizes of the store of games and of every memo table of the operations
    (sums, comparisons, builds, thermographs, ...), by name."""
    return {"games": store_size(), **memo.sizes(memo.OPERATIONS)}


def set_cache_limit(entries: int) -> None:
    """Keep at most ``entries`` entries in each memo table (4,000,000 by
    default): a full table is emptied and starts over, so a long computation
    runs in bounded memory at the price of some recomputation.

    >>> set_cache_limit(1000); limit = cache_limit(); set_cache_limit(4_000_000)
    >>> limit
    1000
    """
    memo.set_limit(entries)


class MemoryInfo(NamedTuple):
    """What the library holds: canonical games in the store, entries in the
    memo tables of the operations (sums, comparisons, thermographs, ...) and
    in the tables of positions (transposition tables, rulesets' caches), and
    the resident memory of the process in bytes (None where the system does
    not say); the memory limit (``cgt.set_memory_limit``, None when there
    is none) and how many times the solves freed memory to keep it."""

    games: int
    operation_entries: int
    position_entries: int
    resident_bytes: int | None
    memory_limit: int | None = None
    frees: int = 0

    def __str__(self) -> str:
        memory = ("unknown" if self.resident_bytes is None
                  else f"{self.resident_bytes / 2**20:,.1f} MiB")
        text = (f"{self.games:,} games, {self.operation_entries:,} memoised operations, "
                f"{self.position_entries:,} positions in tables; process memory {memory}")
        if self.memory_limit is not None:
            text += (f" of a limit of {self.memory_limit / 2**20:,.1f} MiB "
                     f"(freed {self.frees:,} times)")
        return text


def memory_info() -> MemoryInfo:
    """What the library holds now (see :class:`MemoryInfo`).

    >>> info = memory_info()
    >>> info.games > 0 and info.operation_entries >= 0
    True
    """
    budget = active_budget()
    return MemoryInfo(
        store_size(),
        sum(memo.sizes(memo.OPERATIONS).values()),
        sum(memo.sizes(memo.POSITIONS).values()),
        resident_bytes(),
        None if budget is None else budget.limit,
        0 if budget is None else budget.frees,
    )


def cache_limit() -> int:
    """The most entries a memo table keeps (see :func:`set_cache_limit`)."""
    return memo.limit()


def cache_statistics() -> dict[str, memo.MemoStatistics]:
    """Every memo table of the library and of the rulesets (transposition
    tables included), by name: entries, limit, entries stored, evictions.

    >>> from cgt.core.arithmetic import sum_games
    >>> from cgt.notation.parser import parse
    >>> _ = sum_games(parse("{2|1}"), parse("{1|0}"))
    >>> sums = cache_statistics()["sums"]
    >>> sums.limit == cache_limit(), sums.stores > 0
    (True, True)
    """
    return memo.statistics()

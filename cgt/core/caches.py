"""The caches as users see them: clear them, bound them, count them.

Every memo table is a :class:`~cgt.core.memo.Memo`; these functions act on
all of them at once (``cgt.clear_caches()``, ``cgt.set_cache_limit(n)``,
...). The store of interned forms is not a cache: values are the identity
of the library, and :func:`cache_info` only counts them.

>>> info = cache_info()
>>> info["games"] > 0, {"sums", "comparisons", "builds", "thermographs"} <= set(info)
(True, True)
"""

from __future__ import annotations

from cgt.core import memo
from cgt.core.form import store_size

__all__ = ["cache_info", "cache_limit", "cache_statistics", "clear_caches", "set_cache_limit"]


def clear_caches() -> None:
    """Forget memoised sums, comparisons, builds, thermographs and the rest
    (the games themselves stay interned; rulesets' transposition tables are
    emptied by ``cgt.clear_tables()``)."""
    memo.clear(memo.OPERATIONS)


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

"""The memo tables of the core operations: named, bounded, cleared together.

Sums, comparisons, builds, thermographs, cooling and the other operations
on canonical games are memoised on the ids of interned games, each in a
plain ``dict`` (the cheapest lookup Python has) made by :func:`table`. A
table that reaches :func:`limit` entries is emptied when the next entry
comes and starts over: a memo only saves work, so forgetting costs time,
never a wrong answer, and a long computation runs in bounded memory.

The games themselves are not in these tables: the store of interned games
(:mod:`cgt.core.form`) keeps every value that has been made, as values are the
identity of the library (``==`` is ``is``).

>>> t = table("example")
>>> store(t, 1, "one")
>>> t[1], sizes()["example"]
('one', 1)
>>> clear()
>>> sizes()["example"]
0
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from cgt.errors import CGTError

__all__ = ["clear", "limit", "set_limit", "sizes", "store", "table"]

_TABLES: dict[str, dict] = {}
#: The most entries a table keeps (read it with :func:`limit`, set it with
#: :func:`set_limit`).
LIMIT = 4_000_000


def table(name: str) -> dict:
    """A new memo table, known to :func:`clear`, :func:`sizes` and the limit."""
    made: dict = {}
    _TABLES[name] = made
    return made


def store(memo: dict, key: Hashable, value: Any) -> None:
    """``memo[key] = value``, emptying ``memo`` first when it is full."""
    if len(memo) >= LIMIT:
        memo.clear()
    memo[key] = value


def clear() -> None:
    """Empty every memo table."""
    for memo in _TABLES.values():
        memo.clear()


def sizes() -> dict[str, int]:
    """How many entries each table holds, by name."""
    return {name: len(memo) for name, memo in _TABLES.items()}


def limit() -> int:
    """The most entries a table keeps before it starts over."""
    return LIMIT


def set_limit(entries: int) -> None:
    """Bound every memo table to ``entries`` (at least 1); fuller tables are
    emptied now."""
    global LIMIT
    if not isinstance(entries, int) or isinstance(entries, bool) or entries < 1:
        raise CGTError(f"a cache limit is a positive number of entries, not {entries!r}")
    LIMIT = entries
    for memo in _TABLES.values():
        if len(memo) > entries:
            memo.clear()

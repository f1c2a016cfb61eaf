"""Transposition tables: the solved values of each ruleset, by position key.

One bounded table per ruleset class and kind of answer (``"value"``,
``"grundy"``, ``"wins"``, loopy ``"result"``), emptied together by
:func:`clear_tables`, with the caches that rulesets register through
:func:`on_clear`.

>>> t = table_for(int, "example")
>>> t.store(3, "three"); t.values[3], table_sizes()["int.example"]
('three', 1)
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, TypeVar

from cgt.core import memo
from cgt.core.memo import Memo

__all__ = ["TranspositionTable", "clear_tables", "on_clear", "table_for", "table_sizes"]

V = TypeVar("V")


class TranspositionTable(Generic[V]):
    """Solved values of one ruleset, keyed by ``position.key()``.

    Bounded: when it holds ``max_entries`` values it is emptied and starts
    again (values are recomputed on demand, so this is only a cost).
    ``max_entries`` can be changed per ruleset: ``MyGame.table().max_entries = 10**5``.
    The values are a :class:`~cgt.core.memo.Memo` of the ``"positions"`` group,
    so ``cgt.cache_statistics()`` lists them.
    """

    __slots__ = ("values",)

    def __init__(self, name: str, max_entries: int = 2_000_000) -> None:
        self.values: Memo[Hashable, V] = Memo(name, group=memo.POSITIONS, limit=max_entries)

    @property
    def max_entries(self) -> int:
        return self.values.bound

    @max_entries.setter
    def max_entries(self, entries: int) -> None:
        self.values.limit = entries

    def __len__(self) -> int:
        return len(self.values)

    def clear(self) -> None:
        self.values.clear()

    def store(self, key: Hashable, value: V) -> None:
        self.values.store(key, value)

    def store_many(self, pairs: Iterable[tuple[Hashable, V]]) -> None:
        """Store each ``(key, value)``, in order (the last are kept when
        they do not all fit)."""
        self.values.store_many(pairs)


# One registry for every kind of answer, so the tables hold values of any type;
# the solvers know which type each kind stores.
_TABLES: dict[tuple[type, str], TranspositionTable[Any]] = {}

#: Held to add a table to :data:`_TABLES` and to list them: a solver in
#: another thread may make its table while :func:`table_sizes` lists them
#: (a dict changed in the middle of a Python loop over it is a
#: RuntimeError), and two threads may ask for one table at once (one table
#: must win, or the other's answers would go to a table nobody reads).
_TABLES_LOCK = threading.Lock()


def table_for(cls: type, kind: str) -> TranspositionTable[Any]:
    """The table of ``cls``'s answers of one ``kind``, made on first use."""
    table = _TABLES.get((cls, kind))
    if table is None:
        with _TABLES_LOCK:
            table = _TABLES.get((cls, kind))
            if table is None:
                table = _TABLES[(cls, kind)] = TranspositionTable(f"{cls.__qualname__}.{kind}")
    return table


_CLEARERS: list[Callable[[], None]] = []


def on_clear(clear: Callable[[], None]) -> Callable[[], None]:
    """Register a ruleset's own cache so that :func:`clear_tables` empties it too."""
    _CLEARERS.append(clear)
    return clear


def clear_tables() -> None:
    """Empty every ruleset's transposition tables, the rulesets' memos (the
    ``"positions"`` group) and caches registered with :func:`on_clear`."""
    memo.clear(memo.POSITIONS)
    for clear in _CLEARERS:
        clear()


def table_sizes() -> dict[str, int]:
    """Entries per ruleset table, e.g. ``{'Domineering.value': 1234}``."""
    with _TABLES_LOCK:
        tables = list(_TABLES.items())
    return {f"{cls.__name__}.{kind}": len(t) for (cls, kind), t in tables}



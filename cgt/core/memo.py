"""Memo tables: named, bounded, counted and cleared together.

Every cache of the library is a :class:`Memo`: sums, comparisons, builds,
thermographs, cooling and the other operations on canonical forms (memoised
on the ids of interned forms), the rulesets' transposition tables, and
whatever a ruleset remembers about its boards; or, for the innermost
functions of nim arithmetic, whose callers cannot afford a lookup in
Python, a ``functools.lru_cache`` known by name the same way
(:func:`cached`). A Memo is a plain ``dict``
(the cheapest lookup Python has; ``memo.get(key)`` is the dict's own) with
a name, a group, a bound and two counters: a Memo that holds its limit is
emptied when the next entry comes and starts over, since a memo only saves
work (forgetting costs time, never a wrong answer), and a long computation
then runs in bounded memory.

Groups: ``"operations"`` (the values' own memo tables, emptied by
``cgt.clear_caches()``) and ``"positions"`` (what the solvers and the
rulesets know of positions, emptied by ``cgt.clear_tables()``).

The forms themselves are not in these tables: the store of interned forms
(:mod:`cgt.core.form`) keeps every value that has been made, as values are
the identity of the library (``==`` is ``is``).

>>> t = Memo("example")
>>> t.store(1, "one")
>>> t[1], statistics()["example"]
('one', MemoStatistics(entries=1, limit=4000000, stores=1, evictions=0))
>>> clear()
>>> len(t)
0
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable
from functools import lru_cache
from itertools import count, islice
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar
from weakref import WeakValueDictionary

from cgt.errors import CGTError, shown

if TYPE_CHECKING:
    from functools import _lru_cache_wrapper

__all__ = [
    "LIMIT", "Memo", "MemoStatistics", "cached", "clear", "limit", "set_limit", "sizes",
    "statistics",
]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

#: The most entries a memo keeps unless it has its own limit (read it with
#: :func:`limit`, set it with :func:`set_limit`).
LIMIT = 4_000_000

OPERATIONS, POSITIONS = "operations", "positions"

_serials = count(2)

#: Every memo alive, by name (a memo that nothing uses any more, such as a
#: finished search's table, leaves it).
_MEMOS: WeakValueDictionary[str, Memo[Any, Any]] = WeakValueDictionary()

#: Held to add a memo to :data:`_MEMOS` and to list them: a
#: WeakValueDictionary is iterated in Python, so a memo made by another
#: thread (a search's table) would otherwise change its size mid-iteration.
_REGISTRY_LOCK = threading.Lock()


#: The functions memoised by :func:`cached`, by name: (group, function).
_CACHED: dict[str, tuple[str, _lru_cache_wrapper[Any]]] = {}


def _alive() -> list[Memo[Any, Any]]:
    """Every memo alive now, a list taken under the registry's lock."""
    with _REGISTRY_LOCK:
        return list(_MEMOS.values())


def _cached_in(group: str | None) -> list[tuple[str, _lru_cache_wrapper[Any]]]:
    with _REGISTRY_LOCK:
        return [(name, fn) for name, (g, fn) in _CACHED.items() if group is None or g == group]


class MemoStatistics(NamedTuple):
    """What a memo holds and has done: entries now, the most it keeps,
    entries stored since it was made (each one a computation that was
    not found), and how often it was emptied for being full."""

    entries: int
    limit: int
    stores: int
    evictions: int


class Memo(dict[K, V]):
    """A bounded memo table, known by its ``name`` to :func:`clear`,
    :func:`statistics` and :func:`set_limit`.

    ``limit`` None follows the library-wide :func:`limit`. Hot paths may
    insert with ``memo[key] = value`` after their own bound check (``if
    len(memo) >= memo.bound: memo.evict()``), as :meth:`store` does.

    A ``nested`` memo holds collections (dicts of values, boards that hold
    values), and what it holds is their entries (:meth:`held`): the memory
    budget (:mod:`cgt.core.budget`) counts those.

    >>> groups = Memo("a doctest's groups", nested=True)
    >>> groups["a"], groups["b"] = {1: "x", 2: "y"}, {3: "z"}
    >>> len(groups), groups.held(), statistics()["a doctest's groups"].entries
    (2, 3, 3)
    """

    __slots__ = ("__weakref__", "evictions", "group", "limit", "name", "nested", "stores")

    def __init__(self, name: str, *, group: str = OPERATIONS, limit: int | None = None,
                 nested: bool = False) -> None:
        super().__init__()
        self.group = group
        self.limit = limit
        self.nested = nested
        self.stores = 0
        self.evictions = 0
        with _REGISTRY_LOCK:
            if name in _MEMOS:  # a class defined again, another search: number it
                name = f"{name} #{next(_serials)}"
            self.name = name
            _MEMOS[name] = self

    def held(self) -> int:
        """The entries this memo holds: its own, or a nested memo's values'."""
        if not self.nested:
            return len(self)
        # A copy first (dict.copy runs no Python code, so no other thread
        # runs during it): a collection's ``len`` may be Python code (a
        # colouring Board's), between whose bytecodes a solver's thread adds
        # to this memo, and a dict changed while it is iterated is a
        # RuntimeError.
        held: Iterable[Any] = dict.copy(self).values()  # collections, as ``nested`` says
        return sum(map(len, held))

    @property
    def bound(self) -> int:
        """The most entries this memo keeps."""
        return LIMIT if self.limit is None else self.limit

    def store(self, key: K, value: V) -> None:
        """``self[key] = value``, emptying the memo first when it is full."""
        if len(self) >= (LIMIT if self.limit is None else self.limit):
            self.evict()
        self.stores += 1
        self[key] = value

    def store_many(self, pairs: Iterable[tuple[K, V]]) -> None:
        """:meth:`store` each ``(key, value)`` of ``pairs``, in order, a
        dict update at a time (as many as the memo has room for): the last
        pairs are those kept when they do not all fit.

        >>> t = Memo("a doctest's pairs", limit=3)
        >>> t.store_many((k, k * k) for k in range(5)); sorted(t.items()), t.evictions
        ([(3, 9), (4, 16)], 1)
        >>> t.store_many([(4, 16), (5, 25), (6, 36)]); sorted(t), t.evictions  # as store() would
        ([6], 2)
        """
        pairs = iter(pairs)
        while True:
            room = self.bound - len(self)
            if room <= 0:
                self.evict()
                room = self.bound
            chunk = list(islice(pairs, room))
            self.update(chunk)
            self.stores += len(chunk)
            if len(chunk) < room:  # (keys held already take no room: the next round fits them)
                return

    def evict(self) -> None:
        """Empty the memo because it is full (counted)."""
        self.evictions += 1
        self.clear()

    def statistics(self) -> MemoStatistics:
        return MemoStatistics(self.held(), self.bound, self.stores, self.evictions)

    def __repr__(self) -> str:
        return f"<Memo {self.name!r}: {len(self)} of {self.bound} entries>"


def cached(name: str, maxsize: int, *, group: str = OPERATIONS
           ) -> Callable[[Callable[..., V]], _lru_cache_wrapper[V]]:
    """``functools.lru_cache(maxsize)``, known by ``name`` to :func:`clear`,
    :func:`sizes` and :func:`statistics` as a memo of ``group`` is: for a
    function called so often that a :class:`Memo`'s lookup, a call in
    Python, would cost more than the cache saves. Its bound is its own
    (:func:`set_limit` leaves it); it forgets its least recent entry when full.

    >>> @cached("a doctest's squares", 2)
    ... def square(n: int) -> int:
    ...     return n * n
    >>> square(3), square(4), square(5), statistics()["a doctest's squares"]
    (9, 16, 25, MemoStatistics(entries=2, limit=2, stores=3, evictions=1))
    >>> clear(); sizes()["a doctest's squares"]
    0
    """
    def memoised(function: Callable[..., V]) -> _lru_cache_wrapper[V]:
        wrapped = lru_cache(maxsize=maxsize)(function)
        with _REGISTRY_LOCK:
            _CACHED[name] = (group, wrapped)
        return wrapped

    return memoised


def _cached_statistics(function: _lru_cache_wrapper[Any]) -> MemoStatistics:
    info = function.cache_info()
    # Every miss stores one entry, and cache_clear() resets the counts too.
    return MemoStatistics(info.currsize, info.maxsize or 0, info.misses,
                          info.misses - info.currsize)


def clear(group: str | None = OPERATIONS) -> None:
    """Empty every memo of ``group`` (every memo when None)."""
    for memo in _alive():
        if group is None or memo.group == group:
            memo.clear()
    for _, function in _cached_in(group):
        function.cache_clear()


def sizes(group: str | None = OPERATIONS) -> dict[str, int]:
    """How many entries each memo of ``group`` holds, by name (see :meth:`Memo.held`)."""
    held = {m.name: m.held() for m in _alive() if group is None or m.group == group}
    held.update((name, fn.cache_info().currsize) for name, fn in _cached_in(group))
    return held


def statistics(group: str | None = None) -> dict[str, MemoStatistics]:
    """The statistics of every memo (of ``group``), by name."""
    found = {m.name: m.statistics() for m in _alive() if group is None or m.group == group}
    found.update((name, _cached_statistics(fn)) for name, fn in _cached_in(group))
    return found


def limit() -> int:
    """The most entries a memo keeps unless it has its own limit."""
    return LIMIT


def set_limit(entries: int) -> None:
    """Bound every memo without a limit of its own to ``entries`` (at least
    1); fuller memos are emptied now."""
    global LIMIT
    if not isinstance(entries, int) or isinstance(entries, bool) or entries < 1:
        raise CGTError(f"a cache limit is a positive number of entries, not {shown(entries)}")
    LIMIT = entries
    for memo in _alive():
        if memo.limit is None and len(memo) > entries:
            memo.evict()

"""Registries listed while other threads add to them (issue 37).

``cgt.clear_caches()`` once failed with ``RuntimeError('dictionary changed
size during iteration')``: the registry of memos was iterated in Python
while a search in another thread added its table (fixed in
cgt/core/memo.py, tests/core/test_sweep_threads.py). The same could happen
to every registry that a Python loop lists while other threads add to it.
A search of ``cgt/`` for module-level dicts, sets, lists and weak
dictionaries found two more, each tested here the way it failed: threads
add while one lists, with the switch interval at its least, so that a
thread switch falls inside the loop.

- ``table_sizes()`` (cgt/positions/tables.py; ``cgt.scale`` sums it) listed
  the transposition tables in a comprehension while a solver in another
  thread made its ruleset's table;
- ``Memo.held()`` of a memo of collections (the stone groups and the
  colouring graphs of ``cgt.boards``), which ``cgt.cache_statistics()``,
  ``cgt.memory_info()`` and the memory budget read, summed the lengths of
  its values, and a colouring ``Board``'s length is Python code: the
  solver's thread then added a board.

Lists (``on_clear``'s cleaners, the budget's freers) are not among them: a
list that grows while a loop walks it raises nothing. The dicts that are
only read and written by key, or copied by one call into C, are not
either.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

import pytest
from racing import racing

from cgt.core.memo import Memo, sizes, statistics
from cgt.positions import tables
from cgt.positions.tables import table_for, table_sizes


def _adding_while_listing(add: Callable[[int], None], listing: Callable[[], object],
                          seconds: float = 0.6, count: int = 2) -> list[str]:
    """``add(i)`` (``i`` counting up, a different ``i`` each call) in a loop
    in ``count`` threads while another thread calls ``listing()`` in a
    loop, for ``seconds``; the errors raised, as text."""
    counters = [itertools.count(i, count) for i in range(count)]
    steps = {f"adder {i}": (lambda i=i: add(next(counters[i]))) for i in range(count)}
    return racing({**steps, "listing": listing}, seconds)


def test_table_sizes_beside_threads_that_make_tables(monkeypatch):
    # Before the lock: "listing: RuntimeError('dictionary changed size during
    # iteration')" within the 0.6 s, in every one of 5 runs (pure core).
    monkeypatch.setattr(tables, "_TABLES", {})  # the test's tables go with it
    kinds = [type(f"Ruleset{i}", (), {}) for i in range(4)]

    def make(i: int) -> None:
        table_for(kinds[i % 4], f"answer {i}").store(i, i)

    assert _adding_while_listing(make, table_sizes) == []
    found = table_sizes()
    assert len(found) > 100 and set(found.values()) == {1}


def test_one_table_for_a_kind_asked_by_two_threads_at_once(monkeypatch):
    monkeypatch.setattr(tables, "_TABLES", {})
    ruleset = type("Ruleset", (), {})
    barrier = threading.Barrier(8)
    made: list[object] = []

    def ask() -> None:
        barrier.wait()
        made.append(table_for(ruleset, "value"))

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(t) for t in made}) == 1


class _Board:
    """A collection whose length is Python code, as a colouring Board's is
    in the pure core."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __len__(self) -> int:
        return self.size


@pytest.mark.parametrize("listing", [lambda: sizes(None), lambda: statistics()],
                         ids=["sizes", "statistics"])
def test_a_memo_of_collections_counted_beside_a_thread_that_adds(listing):
    # Before the copy in Memo.held: "listing: RuntimeError('dictionary
    # changed size during iteration')" within the 0.6 s (pure core).
    boards: Memo[int, _Board] = Memo("a test's graphs", nested=True)

    def add(i: int) -> None:
        if len(boards) > 3000:
            boards.clear()
        boards[i] = _Board(2)

    assert _adding_while_listing(add, listing) == []
    assert boards.held() == 2 * len(boards)

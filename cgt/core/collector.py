"""Python's cyclic garbage collector, paused while a solver fills its tables.

A solve makes millions of objects that live as long as its tables do:
forms, keys, positions' values. The cyclic collector scans young objects
every 700 allocations and again as they age, although none of them is
garbage: an Alquerkonane 5×6 solve took 7.1 CPU s with the collector
running and 6.3 s with it paused (medians of 3, alternately; the one
full collection that follows costs 0.1 s more), and the same peak memory:
the solvers make no reference cycles. Reference counting still frees
everything else at once. :data:`paused` is re-entrant and shared by the
threads: the collector is paused by the first solve that starts and
resumed when the last one ends, and only if it was enabled before (a
program that disabled it keeps it disabled). While a solve runs, cyclic
garbage made by other threads waits for its end.

>>> import gc
>>> with paused:
...     with paused:  # a solve inside a solve
...         inside = gc.isenabled()
...     still = gc.isenabled()
>>> inside, still, gc.isenabled()
(False, False, True)
"""

from __future__ import annotations

import gc
import threading
from types import TracebackType

__all__ = ["paused"]


class _Paused:
    """The context ``with paused:`` (see the module)."""

    __slots__ = ("_depth", "_lock", "_resume")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._depth = 0
        self._resume = False

    def __enter__(self) -> None:
        with self._lock:
            if self._depth == 0:
                self._resume = gc.isenabled()
                gc.disable()
            self._depth += 1

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        with self._lock:
            self._depth -= 1
            if self._depth == 0 and self._resume:
                gc.enable()


#: Pauses the cyclic garbage collector while a solve runs: ``with paused:``.
paused = _Paused()

"""A memory budget for long solves: ``cgt.set_memory_limit(2 * 2**30)``.

The memo tables are bounded by their entries (:mod:`cgt.core.memo`), which
says nothing of the bytes a solve takes: a solve of millions of positions
fills every table to its bound and the store of canonical forms besides.
With a budget set, the solvers count the positions they solve and look at
the resident memory of the process (``/proc/self/statm``) every
:data:`CHECK_EVERY` positions; past its target, an eighth below the budget
(:data:`HEADROOM`: a table that grows doubles at once), the library frees
what it can (:meth:`Budget.free`): it empties the memos of the operations,
runs what the upper layers registered with :func:`on_free` (inside a value
store, :mod:`cgt.positions.context` empties the tables of positions, whose
values are then read back from the store, and :mod:`cgt.scale.store` the
store's own cache of games), and frees the forms nothing refers to any more. Without a store
the tables of positions are kept (a position forgotten would be solved
again, with its subpositions, each time it is met): the solve then stays
within the budget only as far as the caches of the operations allow.

The resident memory need not fall after that: the allocator may keep what
it got from the system (and reuse it for the entries that come next). So
the next free comes when the memory passes the target again, but not
before the entries held (in the memos and the store of forms) have grown
by a quarter of what the budget allows, an amount calibrated at the first
free from the memory measured against the entries held then (see
:meth:`Budget.check`): memory that stays high does not make every check
free again.

>>> set_memory_limit("1.5G"); memory_limit()
1610612736
>>> set_memory_limit(None); memory_limit() is None
True
>>> parse_size("250M"), parse_size("64k"), parse_size("2 GiB"), parse_size("1000")
(262144000, 65536, 2147483648, 1000)
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable

from cgt.core import memo
from cgt.core.form import store_size
from cgt.core.sweep import release_unused
from cgt.errors import CGTError, shown

__all__ = [
    "CHECK_EVERY", "HEADROOM", "LEAST_GROWTH", "Budget", "active_budget", "entries_held",
    "memory_limit", "on_free", "parse_size", "resident_bytes", "set_memory_limit",
]

#: Positions solved between two looks at the memory of the process.
CHECK_EVERY = 2048

#: The frees aim at the limit less this fraction of it (an eighth): a memo
#: table that grows takes the memory of its next size at once (a dict of a
#: million entries, some 40 MB more), between two checks.
HEADROOM = 8

#: The fewest new entries a free waits for after the last one, however small
#: the budget: each free costs a sweep of the forms, and the caches it empties
#: must have time to pay for themselves again.
LEAST_GROWTH = 16 * CHECK_EVERY

_UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
_SIZE = re.compile(r"\s*(\d+(?:\.\d*)?|\.\d+)\s*([KMGT]?)(?:I?B)?\s*")


def parse_size(text: str) -> int:
    """The bytes of a size written ``2G``, ``500M``, ``1.5G``, ``64K`` or as
    a number of bytes (binary units: ``1K`` is 1024 bytes; ``B`` or ``iB``
    may follow, in either case).

    >>> parse_size("2X")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: memory size '2X' is not a size such as 2G, 500M or 64K
    """
    found = _SIZE.fullmatch(text.upper()) if isinstance(text, str) else None
    if found is None:
        raise CGTError(f"memory size {shown(text)} is not a size such as 2G, 500M or 64K")
    size = int(float(found[1]) * _UNITS[found[2]])
    if size < 1:
        raise CGTError(f"memory size {shown(text)} is not a positive size")
    return size


def resident_bytes() -> int | None:
    """Resident set size of this process (Linux ``/proc``; None elsewhere)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def entries_held() -> int:
    """Entries in every memo table and forms in the store: what a free
    can empty, and what the budget counts between two frees."""
    return sum(memo.sizes(None).values()) + store_size()


_FREERS: list[Callable[[], None]] = []


def on_free(free: Callable[[], None]) -> Callable[[], None]:
    """Register what an upper layer can forget when the budget is passed
    (the tables of positions inside a value store): called by
    :meth:`Budget.free` after the memos are emptied, before the forms that
    nothing refers to are freed."""
    _FREERS.append(free)
    return free


class Budget:
    """The budget of this process: the ``limit`` in bytes, and what the
    checks have seen and done (``frees``: how many times memory was freed).

    The solvers call :meth:`tick` for each position they solve; every
    :data:`CHECK_EVERY` ticks it calls :meth:`check`.
    """

    __slots__ = ("base", "check_at", "count", "frees", "limit", "per_entry", "target",
                 "threshold")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        #: The memory the frees aim below: the limit less a :data:`HEADROOM`th.
        self.target = limit - limit // HEADROOM
        self.count = 0
        self.check_at = 0  # the first tick checks, and takes the base
        self.frees = 0
        #: (resident bytes, entries held) at the first check.
        self.base: tuple[int, int] | None = None
        #: Bytes per entry held, measured at the first free (None before).
        self.per_entry: float | None = None
        #: Entries held below which no free is made, over the target or not.
        self.threshold = 0

    def tick(self) -> None:
        """One more position solved: check the memory when it is due."""
        self.count += 1
        if self.count >= self.check_at:
            self.check_at = self.count + CHECK_EVERY
            self.check()

    def check(self, resident: int | None = None) -> bool:
        """Free memory if the process holds more than the :attr:`target` and
        the entries held have grown enough since the last free; True if it
        freed. ``resident`` is the memory measured (read when None)."""
        if resident is None:
            resident = resident_bytes()
            if resident is None:  # the system does not say: no budget to keep
                return False
        held = entries_held()
        if self.base is None:
            self.base = (resident, held)
        if resident <= self.target or held < self.threshold:
            return False
        base_bytes, base_held = self.base
        if self.per_entry is None:
            # What an entry costs, from the growth since the first check.
            self.per_entry = max(resident - base_bytes, 1) / max(held - base_held, 1)
        # Entries that fit in the budget above the first check's memory.
        allowed = max(self.target - base_bytes, 0) / self.per_entry
        self.free()
        # The next free when the memory passes the target again, but not
        # before the entries held have grown by a quarter of what the budget
        # allows (LEAST_GROWTH at least): memory the allocator keeps does not
        # make every check free again.
        self.threshold = int(entries_held() + max(allowed / 4, LEAST_GROWTH))
        return True

    def free(self) -> None:
        """Empty the memos of the operations, run the upper layers'
        :func:`on_free` hooks, free the forms nothing refers to."""
        self.frees += 1
        memo.clear(memo.OPERATIONS)
        for free in _FREERS:
            free()
        release_unused()


_BUDGET: Budget | None = None


def active_budget() -> Budget | None:
    """The budget the solvers keep, or None when there is no limit."""
    return _BUDGET


def set_memory_limit(size: int | str | None) -> None:
    """Keep the solves of this process within ``size`` bytes of resident
    memory where they can (an int, or text such as ``"2G"``, ``"500M"``);
    None lifts the limit. Over it, the solvers empty the library's caches,
    and inside a value store its tables of positions too, whose values are
    then read back from the store (see :mod:`cgt.core.budget`).
    """
    global _BUDGET
    if size is None:
        _BUDGET = None
        return
    if isinstance(size, str):
        size = parse_size(size)
    elif not isinstance(size, int) or isinstance(size, bool) or size < 1:
        raise CGTError(f"a memory limit is a positive number of bytes, or text such as '2G', "
                       f"not {shown(size)}")
    _BUDGET = Budget(size)


def memory_limit() -> int | None:
    """The memory limit in bytes (:func:`set_memory_limit`), or None."""
    return None if _BUDGET is None else _BUDGET.limit

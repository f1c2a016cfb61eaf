"""Win/loss searches on forked helper processes: the lightest pool there is.

``cgt table babylone --workers 2`` searches who wins each cell of a table
on two processes. A process pool (:mod:`concurrent.futures`) costs its
imports, a thread, queues and pickles, which matter beside a table of half
a second; the answers, one bit a cell, need none of that. Where this
process can fork (a POSIX system, and one thread running, so that no lock
is copied while held), :func:`search_on_forks` forks the helpers, which
inherit the positions; they take the cells in the order given (the
longest first, as the caller sorts them) from a pipe of indices, each the
next free one (a pipe gives each byte to one reader), and write each
answer to a pipe back as a fixed-size record.

Nothing is lost to a helper that fails: a cell whose search raised in a
helper, or whose helper died, is searched again here, where its error is
raised as in a serial run. Ctrl-C stops the helpers too.

>>> import os
>>> def parity(n: int) -> tuple[bool, int, tuple[int, float]]:
...     return n % 2 == 1, n, (os.getpid(), 0.0)
>>> if can_fork():
...     done = search_on_forks(list(range(5)), 2, parity)
... else:
...     done = [parity(n) for n in range(5)]
>>> [wins for wins, _, _ in done], sum(solved for _, solved, _ in done)
([False, True, False, True, False], 10)
"""

from __future__ import annotations

import os
import signal
import struct
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["can_fork", "search_on_forks"]

#: One answer: the cell's index, whether the search raised (1) or answered
#: (0), who wins, the positions searched, the helper's pid and CPU seconds.
_RECORD = struct.Struct("<IB?QId")
#: The indices given out: 4 bytes each, all written before any helper reads.
_INDEX = struct.Struct("<I")
#: A pipe holds at least this much (POSIX: 4 KiB at the least; Linux 64 KiB);
#: more cells than fit go to the process pool instead.
_PIPE_ROOM = 4096

#: A search: its answer, the positions it visited, (pid, CPU seconds).
Done = tuple[Any, int, tuple[int, float]]


def can_fork(cells: int = 0) -> bool:
    """Whether helpers can be forked here for ``cells`` cells: ``os.fork``
    exists, a single thread runs, and the indices fit in a pipe."""
    return (hasattr(os, "fork") and sys.platform != "win32"
            and threading.active_count() == 1 and cells * _INDEX.size <= _PIPE_ROOM)


def search_on_forks(positions: Sequence[Any], helpers: int,
                    task: Callable[[Any], Done],
                    done: Callable[[Done], None] | None = None,
                    groups: Sequence[Sequence[int]] | None = None) -> list[Done]:
    """``task(position)`` for each of ``positions``, in order, found by
    ``helpers`` forked processes (``task`` returns a :data:`Done` whose
    answer is a bool). ``done`` is called here with each answer as it
    arrives (the progress display counts them). ``groups`` (lists of
    indices of ``positions``, each index in one group) are taken whole, in
    their order, by one helper, which searches a group's positions one
    after the other: positions that share subpositions are then searched
    once (default: each position alone)."""
    if not can_fork(len(positions)):
        raise ValueError("search_on_forks: this process cannot fork helpers")
    count = len(positions)
    if groups is None:
        groups = [[i] for i in range(count)]
    elif sorted(i for group in groups for i in group) != list(range(count)):
        raise ValueError("search_on_forks: the groups must hold each index once")
    indices_read, indices_write = os.pipe()
    answers_read, answers_write = os.pipe()
    os.write(indices_write, b"".join(_INDEX.pack(i) for i in range(len(groups))))
    os.close(indices_write)
    for stream in (sys.stdout, sys.stderr):  # a buffered line must not be written twice
        stream.flush()
    pids: list[int] = []
    try:
        for _ in range(min(helpers, len(groups))):
            pid = os.fork()
            if pid == 0:  # pragma: no cover (a helper; it ends with os._exit)
                os.close(answers_read)
                _serve(positions, groups, task, indices_read, answers_write)
            pids.append(pid)
        os.close(indices_read)
        os.close(answers_write)
        found = _gather(answers_read, count, done)
    except BaseException:
        for pid in pids:  # Ctrl-C here, or an error: stop the helpers
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        raise
    finally:
        os.close(answers_read)
        for pid in pids:
            os.waitpid(pid, 0)
    # A cell a helper could not answer is searched here, where its error
    # (if it has one) is raised as in a serial run.
    return [answer if answer is not None else task(position)
            for answer, position in zip(found, positions, strict=True)]


def _gather(answers: int, count: int, done: Callable[[Done], None] | None
            ) -> list[Done | None]:
    """The records from the helpers until the last one closes its pipe."""
    found: list[Done | None] = [None] * count
    pending = b""
    while chunk := os.read(answers, 64 * _RECORD.size):
        pending += chunk
        whole = len(pending) - len(pending) % _RECORD.size
        for index, failed, wins, solved, pid, cpu in _RECORD.iter_unpack(pending[:whole]):
            if not failed:
                found[index] = (wins, solved, (pid, cpu))
                if done is not None:
                    done((wins, solved, (pid, cpu)))
        pending = pending[whole:]
    return found


def _serve(positions: Sequence[Any], groups: Sequence[Sequence[int]],
           task: Callable[[Any], Done], indices: int,
           answers: int) -> None:  # pragma: no cover (runs in the helpers)
    """A helper's life: take the next group, search its positions, write
    an answer for each; exit when no group is left (or at Ctrl-C, quietly)."""
    code = 0
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        while len(taken := os.read(indices, _INDEX.size)) == _INDEX.size:
            (group,) = _INDEX.unpack(taken)
            for index in groups[group]:
                try:
                    wins, solved, (pid, cpu) = task(positions[index])
                    record = _RECORD.pack(index, 0, bool(wins), solved, pid, cpu)
                except Exception:  # noqa: BLE001 (searched again, and raised, by the coordinator)
                    record = _RECORD.pack(index, 1, False, 0, os.getpid(), 0.0)
                os.write(answers, record)  # under PIPE_BUF bytes: written at once
    except BaseException:  # noqa: BLE001 (Ctrl-C, a closed pipe: the coordinator sees it)
        code = 1
    finally:
        os._exit(code)

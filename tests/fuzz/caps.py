"""A time and memory cap on one fuzz case, enforced from a timer signal.

:func:`capped` arms an interval timer (``SIGALRM`` every :data:`TICK`
seconds). Its handler runs in the main thread between two bytecodes of
whatever the case is doing and raises :class:`CapExceeded` once the case has
run longer than its time cap, or once the process's resident memory has
grown by more than its memory cap since the case began; it raises again
every :data:`GRACE` seconds until the case is over, and at its end if the
case swallowed it, so no library can keep a case alive or pass it.

:class:`CapExceeded` derives from ``BaseException``, like
``KeyboardInterrupt``, so the library's ``except Exception`` (the command
line's last resort) lets it through. Threads the case started (the library
runs deep recursions in a worker thread while the main thread waits for it)
that are still running when the case ends receive it too, through
``PyThreadState_SetAsyncExc``, so an abandoned case stops using the CPU.

Time is the CPU time of the worker process (every thread), or with
``CGT_FUZZ_CLOCK=wall`` wall time: on a shared, loaded machine a case's CPU
time is what it costs, where its wall time also counts the other processes,
so a wall-time cap fails cases only because the machine is busy. (A case
that waits without computing is still stopped: the runner kills a worker
that gives no answer long after its cap, in wall time.)

Memory is measured as resident set size (``/proc/self/statm``): reading it
costs microseconds, where ``tracemalloc`` slows every allocation of the
case. ``memory="tracemalloc"`` measures Python allocations instead.

What a signal cannot do is interrupt one long call into C (a single huge
integer multiplication): the case then overruns its cap until the call
returns. So the fuzz tests and ``benchmarks/fuzz.py`` run their cases in a
worker process (:mod:`runner`), which is killed when a case outlives its
cap by far.

>>> import time
>>> with capped(seconds=0.2):
...     time.sleep(0.01)
>>> try:
...     with capped(seconds=0.2):
...         while True:
...             pass
... except CapExceeded as cap:
...     print(cap.kind)
time
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time
import traceback
import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["GRACE", "THREAD_GRACE", "TICK", "CapExceeded", "Guard", "capped", "resident_bytes"]

#: Seconds between two checks of a case's time and memory.
TICK = 0.05
#: Seconds before the cap is raised again in a case that swallowed it.
GRACE = 1.0
#: Seconds the threads of a capped case get to end, before and after they are
#: sent the cap themselves.
THREAD_GRACE = 1.0

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


class CapExceeded(BaseException):
    """A case ran over its time cap or its memory cap."""

    def __init__(self, kind: str = "stopped", limit: float = 0, used: float = 0) -> None:
        # Without arguments: raised in a thread of a case that ran over its cap.
        self.kind, self.limit, self.used = kind, limit, used
        #: Where the case's busy thread was when the cap was hit.
        self.stack = traceback.StackSummary()
        if kind == "stopped":
            text = "was stopped: it ran over a cap"
        elif kind == "time":
            text = f"ran over its time cap of {limit:g} s"
        else:
            text = f"grew memory by {used:.0f} MB, over its cap of {limit:g} MB"
        super().__init__(f"the case {text}")


def resident_bytes() -> int:
    """The resident set size of this process, in bytes."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except OSError:  # not Linux: the peak is the best getrusage offers
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def clock() -> Callable[[], float]:
    """The clock of the time cap: ``time.process_time`` (CPU time, the
    default), or ``time.monotonic`` when ``CGT_FUZZ_CLOCK`` is ``wall``."""
    choice = os.environ.get("CGT_FUZZ_CLOCK", "cpu")
    if choice not in ("wall", "cpu"):
        raise ValueError(f"CGT_FUZZ_CLOCK is {choice!r}: expected 'wall' or 'cpu'")
    return time.process_time if choice == "cpu" else time.monotonic


class Guard:
    """The state of one capped case (see :func:`capped`)."""

    def __init__(self, seconds: float, megabytes: float, memory: str, settle: bool = True
                 ) -> None:
        self.seconds, self.megabytes, self.memory = seconds, megabytes, memory
        self.settle = settle
        self.active = False
        self.hit: CapExceeded | None = None
        #: Threads started by the case that were still running after it.
        self.lingering = 0
        self._threads: set[int] = set()
        self._start = 0.0
        self._raised = 0.0
        self._base = 0
        self._previous: object = None
        self._tracing = False
        self._clock = clock()
        #: The case's time on the cap's clock, and its largest memory growth
        #: seen (at each tick and at its end), in MB: the run's figures.
        self.elapsed = 0.0
        self.peak = 0.0

    def used_megabytes(self) -> float:
        if self._tracing:
            return (tracemalloc.get_traced_memory()[0] - self._base) / 2**20
        return (resident_bytes() - self._base) / 2**20

    def _check(self, signum: int, frame: object) -> None:
        if not self.active:
            return
        now = time.monotonic()
        if self.hit is not None:
            # Raised already: once more only if the case swallowed it and went on
            # for a while (raising at every tick would break the case's clean-up).
            if now - self._raised < GRACE:
                return
            self._raised = now
            raise self.hit
        elapsed = self._clock() - self._start
        if elapsed > self.seconds:
            self.hit = CapExceeded("time", self.seconds, elapsed)
        else:
            used = self.used_megabytes()
            self.peak = max(self.peak, used)
            if used <= self.megabytes:
                return
            self.hit = CapExceeded("memory", self.megabytes, used)
        self.hit.stack = self._busy_stack(frame)
        self._raised = now
        raise self.hit

    def _busy_stack(self, frame: Any) -> traceback.StackSummary:
        """Where the case was when the cap was hit: the main thread's stack,
        followed by that of the last thread the case started, if one is
        running (the main thread may only be waiting for it)."""
        stack = traceback.extract_stack(frame, limit=100)
        frames = sys._current_frames()
        started = [t.ident for t in self._new_threads() if t.ident in frames]
        if started:
            stack.extend(traceback.extract_stack(frames[started[-1]], limit=200))
        return stack

    def _new_threads(self) -> list[threading.Thread]:
        # Not Thread.is_alive(): a join interrupted by the cap marks a running
        # thread as ended; it leaves threading.enumerate() only when it ends.
        return [t for t in threading.enumerate() if t.ident not in self._threads]

    def _wait_for_threads(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while self._new_threads() and time.monotonic() < deadline:
            time.sleep(0.01)

    def _stop_threads(self) -> None:
        """Stop the threads the case started that outlive it (once each)."""
        self._wait_for_threads(THREAD_GRACE)  # a library may stop its own workers: let it
        for thread in self._new_threads():
            if thread.ident is not None:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(thread.ident), ctypes.py_object(CapExceeded)
                )
        self._wait_for_threads(THREAD_GRACE)
        self.lingering = len(self._new_threads())

    def arm(self) -> None:
        self._threads = {t.ident for t in threading.enumerate() if t.ident is not None}
        self._tracing = self.memory == "tracemalloc"
        if self._tracing and not tracemalloc.is_tracing():
            tracemalloc.start()
        self._base = tracemalloc.get_traced_memory()[0] if self._tracing else resident_bytes()
        self._start = self._clock()
        self._previous = signal.signal(signal.SIGALRM, self._check)
        self.active = True
        tick = min(TICK, self.seconds / 4)
        signal.setitimer(signal.ITIMER_REAL, tick, tick)

    def disarm(self) -> None:
        if self.active:
            self.elapsed = self._clock() - self._start
            self.peak = max(self.peak, self.used_megabytes())
        self.active = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self._previous)  # type: ignore[arg-type]
        if self.hit is not None and self.settle:
            self._stop_threads()


@contextlib.contextmanager
def capped(seconds: float = 5.0, megabytes: float = 300.0, memory: str = "rss",
           settle: bool = True, guard: Guard | None = None) -> Iterator[Guard]:
    """Run the body with a time cap (wall seconds) and a memory cap (MB of
    growth, ``memory`` "rss" or "tracemalloc"); :class:`CapExceeded` when it
    runs over either. Only in the main thread (signals are delivered there).

    After a cap, the threads the case started are stopped before the block
    ends, unless ``settle`` is false (a process that exits next need not).
    A ``guard`` given replaces the four settings (its caller reads its
    figures, ``elapsed`` and ``peak``, after the block)."""
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("capped() needs the main thread: it uses SIGALRM")
    if guard is None:
        guard = Guard(seconds, megabytes, memory, settle)
    guard.arm()
    try:
        yield guard
    finally:
        # A tick may still raise before the timer is off: disarm until it is.
        while True:
            try:
                guard.disarm()
                break
            except CapExceeded:
                continue
    if guard.hit is not None:  # the body swallowed the cap and carried on to its end
        raise guard.hit

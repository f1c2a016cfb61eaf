"""Room for deep recursion.

The core algorithms recurse on game trees, and a game can be nested thousands
of levels deep (``{0|{0|{0|...}}}``). Recursion depth is bounded by the
birthdays involved, which every canonical game knows, so a public entry point
asks for the room it needs: shallow calls run directly, deep ones run with a
raised recursion limit, the deepest in a worker thread with a large stack. No
algorithm needs a second, iterative copy of itself.

The recursion limit is process-wide, so it is shared out: the first deep
call of any thread notes the limit it found, each deep call asks for the
frames it needs, and the limit is the largest request plus that base until
the last deep call ends, when it is put back. An interrupt (Ctrl-C, or any
exception raised in the waiting caller) stops the worker thread's work too:
the worker is sent an exception and the caller waits for it to end before
passing the interrupt on.
"""

from __future__ import annotations

import sys
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

__all__ = ["FRAMES_PER_LEVEL", "MAX_DEPTH", "deep_call"]

#: Frames of recursion budgeted per level of game depth (add -> build -> le ...).
FRAMES_PER_LEVEL = 6
#: Frames the caller may already be using when it asks for room.
CALLER_FRAMES = 250
#: Up to this many frames, raise the recursion limit on the caller's own stack
#: (CPython 3.11+ keeps Python-to-Python calls off the C stack); beyond, use a
#: worker thread whose C stack is large enough for anything.
IN_PLACE_FRAMES = 6000
#: Recursion deeper than this is not attempted (the limit must fit a C int).
MAX_DEPTH = 10_000_000
_STACK_BYTES = 1 << 29  # 512 MiB of address space; only the pages touched are used

_state = threading.local()

#: The recursion limit found by the first of the deep calls running now, and
#: the frames each of them asked for (guarded by the lock).
_limit_lock = threading.Lock()
_base_limit = 0
_requests: Counter[int] = Counter()


class _Stopped(BaseException):
    """Sent to a worker thread whose caller was interrupted."""


def deep_call(depth: int, fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` with room for a recursion ``depth`` levels deep.

    >>> deep_call(10_000, lambda n: n + 1, 1)
    2
    """
    needed = min(depth, MAX_DEPTH) * FRAMES_PER_LEVEL + CALLER_FRAMES
    if getattr(_state, "deep", False) or needed <= (_base_limit or sys.getrecursionlimit()):
        return fn(*args)
    if needed <= IN_PLACE_FRAMES:
        _state.deep = True
        _ask(needed)
        try:
            return fn(*args)
        finally:
            _release(needed)
            _state.deep = False
    return _in_worker(needed, fn, args)


def _ask(frames: int) -> None:
    """Raise the recursion limit by ``frames`` over the base, for one deep call."""
    global _base_limit
    with _limit_lock:
        if not _requests:
            _base_limit = sys.getrecursionlimit()
        _requests[frames] += 1
        sys.setrecursionlimit(_base_limit + max(_requests))


def _release(frames: int) -> None:
    """End one deep call's request; the last one puts the base limit back."""
    global _base_limit
    with _limit_lock:
        _requests[frames] -= 1
        if not _requests[frames]:
            del _requests[frames]
        if _requests:
            sys.setrecursionlimit(_base_limit + max(_requests))
        else:
            sys.setrecursionlimit(_base_limit)
            _base_limit = 0


def _in_worker(needed: int, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
    """Run ``fn(*args)`` in a thread with a large C stack and wait for it."""
    outcome: dict[str, Any] = {}
    done = threading.Event()  # not Thread.join: an interrupted join marks a live thread ended

    def work() -> None:
        _state.deep = True
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - every exception, KeyboardInterrupt
            # and RecursionError too, is handed back to the caller's thread
            outcome["error"] = exc
        finally:
            done.set()

    _ask(needed)
    try:
        old_size = threading.stack_size()
        threading.stack_size(_STACK_BYTES)
        try:
            worker = threading.Thread(target=work, name="cgt-deep", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old_size)
        try:
            done.wait()
        except BaseException:
            _stop(worker, done)
            raise
    finally:
        _release(needed)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def _stop(worker: threading.Thread, done: threading.Event) -> None:
    """Stop the work of ``worker`` after its caller was interrupted: an
    exception is raised in it at its next Python instruction, and the caller
    waits for it to end (a further interrupt while waiting gives up)."""
    import ctypes  # only ever needed after an interrupt

    ident = worker.ident
    if ident is None or done.is_set():
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(_Stopped))
    done.wait()

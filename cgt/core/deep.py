"""Room for deep recursion.

The core algorithms recurse on game trees, and a game can be nested thousands
of levels deep (``{0|{0|{0|...}}}``). Recursion depth is bounded by the
birthdays involved, which every canonical game knows, so a public entry point
asks for the room it needs: shallow calls run directly, deep ones run in a
worker thread with a large stack and a raised recursion limit. No algorithm
needs a second, iterative copy of itself.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

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


def deep_call(depth: int, fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` with room for a recursion ``depth`` levels deep.

    >>> deep_call(10_000, lambda n: n + 1, 1)
    2
    """
    needed = min(depth, MAX_DEPTH) * FRAMES_PER_LEVEL + CALLER_FRAMES
    old_limit = sys.getrecursionlimit()
    if needed <= old_limit or getattr(_state, "deep", False):
        return fn(*args)
    if needed <= IN_PLACE_FRAMES:
        _state.deep = True
        sys.setrecursionlimit(needed + old_limit)
        try:
            return fn(*args)
        finally:
            sys.setrecursionlimit(old_limit)
            _state.deep = False
    needed += old_limit
    outcome: dict[str, Any] = {}

    def work() -> None:
        _state.deep = True
        sys.setrecursionlimit(max(old_limit, needed))
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - every exception, KeyboardInterrupt
            # and RecursionError too, is handed back to the caller's thread
            outcome["error"] = exc
        finally:
            sys.setrecursionlimit(old_limit)

    old_size = threading.stack_size()
    threading.stack_size(_STACK_BYTES)
    try:
        # A daemon: when the caller is interrupted (Ctrl-C while it waits here),
        # the process may end without waiting for the deep work to finish.
        worker = threading.Thread(target=work, name="cgt-deep", daemon=True)
        worker.start()
    finally:
        threading.stack_size(old_size)
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]

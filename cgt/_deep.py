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
from typing import Any, Callable, TypeVar

T = TypeVar("T")

#: Depth below which a call runs directly on the caller's stack.
SHALLOW = 150
#: Frames of recursion budgeted per level of game depth (le -> le, add -> build -> le ...).
FRAMES_PER_LEVEL = 6
_STACK_BYTES = 1 << 29  # 512 MiB of address space; only the pages touched are used

_state = threading.local()


def deep_call(depth: int, fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` with room for a recursion ``depth`` levels deep.

    >>> deep_call(10_000, lambda n: n + 1, 1)
    2
    """
    if depth <= SHALLOW or getattr(_state, "deep", False):
        return fn(*args)
    needed = depth * FRAMES_PER_LEVEL + 1000
    outcome: dict[str, Any] = {}

    def work() -> None:
        _state.deep = True
        old_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old_limit, needed))
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # handed back to the caller's thread
            outcome["error"] = exc
        finally:
            sys.setrecursionlimit(old_limit)

    old_size = threading.stack_size()
    threading.stack_size(_STACK_BYTES)
    try:
        worker = threading.Thread(target=work, name="cgt-deep")
        worker.start()
    finally:
        threading.stack_size(old_size)
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]

"""Threads racing each other: each runs one step in a loop, switching as
often as CPython allows, so that a race between them shows within a second
(tests/core/test_sweep_threads.py, tests/core/test_registries_beside_threads.py)."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable


def racing(steps: dict[str, Callable[[], object]], seconds: float) -> list[str]:
    """Call each of ``steps`` in a loop, in a thread of its own, for
    ``seconds``; the errors raised, as ``"name: repr(error)"`` (a thread
    stops at its first)."""
    stop = time.monotonic() + seconds
    errors: list[str] = []

    def run(name: str, step: Callable[[], object]) -> None:
        try:
            while time.monotonic() < stop:
                step()
        except BaseException as error:  # noqa: BLE001 - reported by the test
            errors.append(f"{name}: {error!r}")

    threads = [threading.Thread(target=run, args=item) for item in steps.items()]
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch as often as CPython allows, so that races show
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(before)
    return errors

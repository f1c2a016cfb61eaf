"""Ctrl-C held while a solver's loop runs, and raised where it is safe.

Python raises ``KeyboardInterrupt`` from the signal handler wherever the
interpreter next checks for signals, and CPython's arithmetic on large
integers checks inside its loops. Compiled by mypyc, an ``int`` that
outgrows a machine word is added or multiplied by such a call, and a
failure there is taken for a failed allocation: ``fatal: out of memory``
and an abort (issue 37: Ctrl-C three seconds into an unstored Konane 6×6
solve, 3 to 5 runs of 7). So while a solver runs (``with
held_interrupts():``), the handler only notes the signal, in
:data:`INTERRUPTED`, which the solvers read once a position, where raising
is safe (:func:`raise_interrupt`); a note left at the end of the block is
raised there.

Only in the main thread (the only one Python's signal handlers run in),
and only over Python's own handler: a program that installed its own keeps it.

>>> try:
...     with held_interrupts():
...         _note(signal.SIGINT, None)  # as the handler does on Ctrl-C: noted, not raised
...         noted = INTERRUPTED[0]
...         raise_interrupt()
... except KeyboardInterrupt:
...     print("raised at the safe point", noted, INTERRUPTED[0])
raised at the safe point True False
"""

from __future__ import annotations

import signal
import threading
from types import FrameType, TracebackType

__all__ = ["INTERRUPTED", "held_interrupts", "raise_interrupt"]

#: ``[True]`` once Ctrl-C came while interrupts are held: the solvers test
#: ``INTERRUPTED[0]`` (one list read, compiled) and call :func:`raise_interrupt`.
INTERRUPTED: list[bool] = [False]


def raise_interrupt() -> None:
    """Raise the ``KeyboardInterrupt`` noted in :data:`INTERRUPTED`, if any."""
    if INTERRUPTED[0]:
        INTERRUPTED[0] = False
        raise KeyboardInterrupt


def _note(signum: int, frame: FrameType | None) -> None:
    INTERRUPTED[0] = True


class _Held:
    """The context ``with held_interrupts():`` (see the module); re-entrant."""

    __slots__ = ("_depth", "_installed")

    def __init__(self) -> None:
        self._depth = 0
        self._installed = False

    def __enter__(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        if self._depth == 0 and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, _note)
            self._installed = True
        self._depth += 1

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        self._depth -= 1
        if self._depth == 0 and self._installed:
            signal.signal(signal.SIGINT, signal.default_int_handler)
            self._installed = False
            if kind is None:
                raise_interrupt()  # Ctrl-C after the last safe point
            INTERRUPTED[0] = False


_HELD = _Held()


def held_interrupts() -> _Held:
    """``with held_interrupts():`` notes Ctrl-C instead of raising it (see the module)."""
    return _HELD

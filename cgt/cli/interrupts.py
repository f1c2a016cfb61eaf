"""Ctrl-C at any moment of the ``cgt`` command: one line and status 130.

While the command computes, Ctrl-C raises ``KeyboardInterrupt``, which
:func:`cgt.cli.main.main` turns into ``cgt: interrupted`` and status 130
(stores are closed on the way out). Before that, while Python imports the
command, and after it, while Python exits, there is nothing to close and no
handler of ours on the stack: an interrupt there printed a traceback
(issue 37: 4 of 100 interrupts at random moments of start-up). So the
command, as soon as this module is imported (by ``cgt.cli``'s
``__init__``, the first module of the command after ``cgt``'s own
``__init__``), exits at once on Ctrl-C with the same line and status, and
raises only inside :func:`raised_interrupts`.

Only when the program is the ``cgt`` command (``cgt`` or ``python -m
cgt``) and in its main thread: a program that imports ``cgt.cli`` keeps
Python's handling.

>>> INTERRUPTED_LINE, 128 + int(signal.SIGINT)
('cgt: interrupted', 130)
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["INTERRUPTED_LINE", "exit_on_interrupt", "raised_interrupts"]

#: What the command prints on Ctrl-C (status 130, 128 + SIGINT, as shells report it).
INTERRUPTED_LINE = "cgt: interrupted"

#: Whether the handler of this module is the command's (see exit_on_interrupt).
_installed = [False]


def _exit_now(signum: int, frame: FrameType | None) -> None:
    os.write(2, (INTERRUPTED_LINE + "\n").encode())
    os._exit(130)


def _is_the_command() -> bool:
    program = os.path.basename(sys.argv[0]) if sys.argv else ""
    return program in ("cgt", "cgt.exe", "cgt-script.py") or (
        program == "__main__.py" and os.path.basename(os.path.dirname(sys.argv[0])) == "cgt")


def exit_on_interrupt() -> None:
    """From now on Ctrl-C exits the command at once, with one line and
    status 130 (when the program is the ``cgt`` command, in its main thread)."""
    if threading.current_thread() is threading.main_thread() and _is_the_command():
        signal.signal(signal.SIGINT, _exit_now)
        _installed[0] = True


@contextmanager
def raised_interrupts() -> Iterator[None]:
    """Inside: Ctrl-C raises ``KeyboardInterrupt`` as Python does, for the
    command to close what it opened; after: it exits at once again."""
    if not _installed[0] or threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, _exit_now)


exit_on_interrupt()

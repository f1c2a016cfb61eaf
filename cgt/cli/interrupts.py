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

Earlier still, while Python itself starts, no code of Python's can answer:
the ``cgt`` command is a small compiled launcher (build_support/launcher.c)
that blocks SIGINT and then starts Python, and this module unblocks it once
its handler is in place, so a Ctrl-C at the very start is answered here too.
The launcher says so in :data:`HELD_VARIABLE`, which this module removes
(no process the command starts inherits it).

Two more places where Python itself would answer: a ``KeyboardInterrupt``
raised inside a destructor or a weak reference's callback (an import's lock
has one) is only reported, "Exception ignored in ...", and the command went
on; the command takes it as the Ctrl-C it is (:func:`_unraisable`). And
Python's last steps of exit give SIGINT back its default action, which
kills the process without a word; the command blocks SIGINT once its
last exit handler ran, so that it ends with the status it had.

>>> INTERRUPTED_LINE, 128 + int(signal.SIGINT)
('cgt: interrupted', 130)
"""

from __future__ import annotations

import atexit
import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["HELD_VARIABLE", "INTERRUPTED_LINE", "exit_on_interrupt", "raised_interrupts"]

#: What the command prints on Ctrl-C (status 130, 128 + SIGINT, as shells report it).
INTERRUPTED_LINE = "cgt: interrupted"

#: Set by the launcher when it blocked SIGINT (see build_support/launcher.c).
HELD_VARIABLE = "_CGT_SIGINT_HELD"

#: Whether the handler of this module is the command's (see exit_on_interrupt).
_installed = [False]


def _exit_now(signum: int, frame: FrameType | None) -> None:
    os.write(2, (INTERRUPTED_LINE + "\n").encode())
    os._exit(130)


def _unraisable(report: sys.UnraisableHookArgs) -> None:
    """The command's ``sys.unraisablehook``: a Ctrl-C that Python could only
    report still ends the command; anything else is reported as before."""
    if isinstance(report.exc_value, KeyboardInterrupt):
        _exit_now(signal.SIGINT, None)
    sys.__unraisablehook__(report)


def _hold_at_exit() -> None:
    """Registered first, so run last of the exit handlers: from here Python
    only tears down, and a Ctrl-C now would meet SIGINT's default action."""
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _is_the_command() -> bool:
    program = os.path.basename(sys.argv[0]) if sys.argv else ""
    return program in ("cgt", "cgt.exe", "cgt-script.py") or (
        program == "__main__.py" and os.path.basename(os.path.dirname(sys.argv[0])) == "cgt")


def exit_on_interrupt() -> None:
    """From now on Ctrl-C exits the command at once, with one line and
    status 130 (when the program is the ``cgt`` command, in its main thread);
    then a Ctrl-C the launcher held is delivered, to that handler."""
    main = threading.current_thread() is threading.main_thread()
    if main and _is_the_command():
        signal.signal(signal.SIGINT, _exit_now)
        sys.unraisablehook = _unraisable
        if hasattr(signal, "pthread_sigmask"):  # (not on Windows)
            atexit.register(_hold_at_exit)
        _installed[0] = True
    if main and os.environ.pop(HELD_VARIABLE, None) is not None:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


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

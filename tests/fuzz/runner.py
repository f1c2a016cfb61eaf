"""Fuzz cases in a worker process that the runner can always take back.

A case runs in a child process (:func:`serve`) under the caps of
:mod:`caps`. The runner waits for its verdict at most the case's time cap
(five times it for a cap on CPU time) plus :data:`MARGIN` seconds, then
kills the worker: a case stuck in one long call into C, or a worker that
crashed (a fatal error of the interpreter, a signal), costs one verdict and
a new worker, never the run. With a cap on CPU time, that wait is counted
in the worker's CPU time while the worker computes (:meth:`Runner.expired`):
on a loaded machine a case starved of the CPU is not taken for a stuck one. After a cap the
worker is replaced too, since an interrupted computation may leave the
library's caches half written. The worker's address space is limited
(:data:`ADDRESS_SPACE`), so that one huge allocation fails with MemoryError
instead of exhausting the machine.

>>> with Runner(seconds=2) as runner:
...     runner.run("notation", "{1|-1} + *", "0").kind
...     runner.run("notation", "{1|", "0").error_type
'ok'
'ParseError'
"""

from __future__ import annotations

import contextlib
import faulthandler
import functools
import gc
import multiprocessing
import os
import signal
import tempfile
import time
from multiprocessing.connection import Connection
from typing import Any

import caps
from cases import CASES, Verdict, judge, limits

__all__ = ["ADDRESS_SPACE", "MARGIN", "Runner", "serve", "warm_up"]

#: Seconds a worker gets beyond a case's time cap before it is killed.
MARGIN = 10.0
#: Bytes of address space a worker may map (thread stacks of the library's
#: deep recursions included).
ADDRESS_SPACE = 8 << 30


def serve(connection: Connection, seconds: float, megabytes: float, crash_log: str) -> None:
    """The worker: run the cases it is sent until it is sent None, or until a
    case runs over a cap (the runner then starts a fresh worker). A fatal
    error writes the threads' stacks to ``crash_log``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the runner
    gc.callbacks.clear()  # a forked worker inherits its parent's (Hypothesis has one)
    log = open(crash_log, "w")
    faulthandler.enable(log, all_threads=True)
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    except (ImportError, ValueError, OSError):
        pass
    parent = os.getppid()
    while True:
        while not connection.poll(1.0):
            if os.getppid() != parent:  # the runner is gone (killed): so is the worker
                return
        request = connection.recv()
        if request is None:
            return
        name, args = request
        # After a cap the worker exits: the case's threads need not be stopped.
        verdict = judge(CASES[name], *args, seconds=seconds, megabytes=megabytes, settle=False)
        connection.send(verdict)
        if verdict.kind == "cap":
            return


def _cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system, every thread) process ``pid`` has
    used; None where ``/proc`` does not say (not Linux) or it has ended."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    # After the name: state is field 3, utime and stime are fields 14 and 15.
    return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS


_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _innermost_library_line(stacks: str) -> str:
    """The first library frame of the crashed thread in a faulthandler dump."""
    for line in stacks.splitlines():
        line = line.strip()
        if line.startswith("File ") and ("/cgt/" in line or "/games/" in line):
            return line
    return ""


@functools.cache
def warm_up() -> None:
    """Import, in this process, the modules the cases use (the library imports
    its layers lazily), so that a forked worker starts with them loaded rather
    than spending its first case on imports."""
    from cgt.cli.main import build_parser
    from cgt.games import registry

    build_parser()
    for name in registry.names():
        registry.get(name)
    for case, args in (("notation", ("{1|-1} + ^<2> + Tiny(1)", "*")),
                       ("position", ("nim", ["1", "2"], {})),
                       ("argv", (["value", "--json", "^*"],))):
        judge(CASES[case], *args)


def _context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


class Runner:
    """One worker process, restarted when it has to be.

    :meth:`run` sends a case and waits for its verdict; :meth:`submit` and
    :meth:`collect` do the same in two steps, for a pool of runners
    (``benchmarks/fuzz.py``).
    """

    def __init__(self, seconds: float | None = None, megabytes: float | None = None) -> None:
        default_seconds, default_megabytes = limits()
        self.seconds = seconds or default_seconds
        self.megabytes = megabytes or default_megabytes
        self.process: Any = None
        self.crash_log = ""
        self.connection: Connection | None = None
        self.started = self.deadline = 0.0
        #: The worker's CPU seconds when the case was sent, and at the last look.
        self.cpu_started = self.cpu_seen = 0.0
        #: Workers started, and killed for want of an answer.
        self.starts = self.kills = 0

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _start(self) -> None:
        context = _context()
        if context.get_start_method() == "fork":
            warm_up()
        mine, theirs = context.Pipe()
        handle, self.crash_log = tempfile.mkstemp(prefix="cgt-fuzz-crash-", suffix=".txt")
        os.close(handle)
        self.process = context.Process(
            target=serve, args=(theirs, self.seconds, self.megabytes, self.crash_log),
            daemon=True, name="cgt-fuzz-worker",
        )
        self.process.start()
        theirs.close()
        self.connection = mine
        self.starts += 1

    def _stop(self, kill: bool = False) -> None:
        if self.process is None:
            return
        if kill and self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        if self.process.is_alive():  # pragma: no cover (a worker that ignores SIGKILL)
            self.process.kill()
            self.process.join()
        if self.connection is not None:
            self.connection.close()
        if self.crash_log:
            with contextlib.suppress(OSError):
                os.remove(self.crash_log)
        self.process = self.connection = None
        self.crash_log = ""

    def start(self) -> None:
        """Start the worker now, if it is not running: a forked worker copies
        only the thread that forks, and a lock another thread held then stays
        held in the worker, so a runner whose process has threads (the fuzz
        benchmark draws inputs in one) starts its workers first."""
        if self.process is None or not self.process.is_alive():
            self._stop()
            self._start()

    def restart(self) -> None:
        """Start the next case in a fresh worker (with empty caches: a case's
        verdict may depend on what earlier cases left in them)."""
        self.close()

    def close(self) -> None:
        """Stop the worker."""
        if self.connection is not None and self.process is not None and self.process.is_alive():
            try:
                self.connection.send(None)
            except OSError:
                pass
        self._stop(kill=False)

    @property
    def allowance(self) -> float:
        """Seconds the case sent last gets before its worker may be killed:
        in wall time, and with a CPU-time cap (caps.clock, the default) in
        the worker's CPU time too (see :meth:`expired`)."""
        # A CPU-time cap is reached later in wall time on a busy machine: a
        # load of 4 on 2 cores doubles it, and more.
        slack = 1 if caps.clock() is time.monotonic else 5
        return slack * self.seconds + MARGIN

    def expired(self, now: float) -> bool:
        """Whether the case sent last has had its time, at ``now``
        (time.monotonic()): past :attr:`deadline`, unless the cap is on CPU
        time and the worker is computing (its CPU time grew since the last
        look) and has used less CPU than :attr:`allowance`. Such a worker
        is only starved of the CPU on a loaded machine: its own cap stops it
        in time, and killing it would call a case stuck that is not. A
        worker that waits (stuck in a call that does not compute) or that
        has used its CPU allowance is killed at the deadline. The deadline
        then moves on a second, and the question is asked again.
        """
        if now < self.deadline:
            return False
        if caps.clock() is time.monotonic or self.process is None:
            return True
        used = _cpu_seconds(self.process.pid)
        if used is None or used <= self.cpu_seen or used - self.cpu_started >= self.allowance:
            return True
        self.cpu_seen = used
        self.deadline = now + 1.0
        return False

    def submit(self, name: str, *args: Any) -> None:
        """Send the case ``name`` (a key of :data:`cases.CASES`) with ``args``."""
        self.start()
        assert self.connection is not None and self.process is not None
        self.started = time.monotonic()
        self.deadline = self.started + self.allowance
        self.cpu_started = self.cpu_seen = _cpu_seconds(self.process.pid) or 0.0
        self.connection.send((name, args))

    def collect(self, timeout: float | None = None) -> Verdict:
        """The verdict of the case sent last; a cap verdict if it has not come
        by the deadline (the worker is killed), a failure if the worker died."""
        assert self.connection is not None and self.process is not None
        try:
            if timeout is None:
                ready = False
                while not ready:
                    ready = self.connection.poll(max(0.0, self.deadline - time.monotonic()))
                    if not ready and self.expired(time.monotonic()):
                        break
            else:
                ready = self.connection.poll(timeout)
            if ready:
                verdict: Verdict = self.connection.recv()
                if verdict.kind == "cap":
                    self._stop()  # the worker ends itself after a cap
                return verdict
        except (EOFError, OSError):
            self.process.join(5)
            code = self.process.exitcode
            stacks = self._crash_report()
            self._stop(kill=True)
            how = f"signal {-code} ({signal.Signals(-code).name})" if code and code < 0 \
                else f"exit status {code}"
            first = next((line for line in stacks.splitlines() if line.startswith("Fatal")), how)
            return Verdict("failure", f"WorkerCrash: {first} ({how})", "WorkerCrash",
                           f"the process running the case ended with {how}\n{stacks}",
                           where=_innermost_library_line(stacks))
        elapsed = time.monotonic() - self.started
        self._stop(kill=True)
        self.kills += 1
        return Verdict("cap", f"CapExceeded: the case gave no answer in {elapsed:.0f} s "
                       "(its worker was killed)", "CapExceeded", step="(killed)")

    def _crash_report(self) -> str:
        """What faulthandler wrote when the worker crashed (its last 8000 characters)."""
        try:
            with open(self.crash_log, encoding="utf-8", errors="replace") as log:
                return log.read()[-8000:]
        except OSError:
            return ""

    def run(self, name: str, *args: Any) -> Verdict:
        """Run one case and wait for its verdict."""
        self.submit(name, *args)
        return self.collect()


"""One fuzz case of each kind, run under the caps, and its verdict.

A case is a notation text (:func:`exercise_notation`), a ruleset position
from words (:func:`exercise_position`) or a command line
(:func:`exercise_argv`). :func:`judge` runs one under
:func:`caps.capped` and says how it went:

- ``ok``: it ran through;
- ``expected``: the input was refused the documented way, a
  :class:`cgt.CGTError` (for the command line: exit status 2, argparse's or
  the command's one-line error, or status 1 with a one-line message);
- ``failure``: any other exception, a law of the algebra broken, or for the
  command line a traceback on its output or another status;
- ``cap``: the case ran over its time or memory cap.

:mod:`runner` runs cases in a worker process, so that nothing a case does
(a crash of the interpreter, a call into C that no signal interrupts) can
stop the tests or the benchmark.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from caps import CapExceeded, Guard, capped

import cgt

__all__ = [
    "CASES", "CommandFailure", "LawBroken", "Run", "Verdict", "exercise_argv",
    "exercise_notation", "exercise_position", "judge", "limits", "round_trip",
]


def limits() -> tuple[float, float]:
    """The caps of one case: (seconds, megabytes), from ``CGT_FUZZ_SECONDS``
    and ``CGT_FUZZ_MEGABYTES`` (default 5 s and 300 MB)."""
    return (float(os.environ.get("CGT_FUZZ_SECONDS", "5")),
            float(os.environ.get("CGT_FUZZ_MEGABYTES", "300")))


class LawBroken(AssertionError):
    """The value of a text contradicts the algebra (round trip, sums, order)."""


class CommandFailure(AssertionError):
    """The command line ended in a way the CLI promises never to end."""


def round_trip(value: Any, what: str = "G") -> None:
    """``cgt.parse(str(value)) == value``, or :class:`LawBroken`: every value
    the fuzz makes must read back from its text (a text too long to print,
    past ``cgt.notation.printer.TEXT_LIMIT``, is a ``CGTError`` of ``str``)."""
    shown = str(value)
    try:
        again = cgt.parse(shown)
    except cgt.CGTError as error:  # the printer wrote what the parser refuses
        raise LawBroken(f"str({what}) gives {shown[:300]!r}, which does not parse: "
                        f"{str(error).splitlines()[0]}") from error
    if again != value:
        raise LawBroken(f"str({what}) does not round-trip: {shown[:300]!r} reads as "
                        f"{str(again)[:300]}")


# -- the cases -------------------------------------------------------------------------------


def exercise_notation(text: str, partner: str = "*") -> None:
    """Parse ``text``; print it, read it back; its outcome, mean and
    temperature; add it to ``partner`` and compare them."""
    g = cgt.parse(text)
    round_trip(g)
    str(g.outcome)
    h = cgt.parse(partner)
    if isinstance(g, (cgt.Stopper, cgt.SidedValue)) or isinstance(h, (cgt.Stopper, cgt.SidedValue)):
        _exercise_stopper(g, h, partner)
        return
    if isinstance(g, (cgt.SurrealNumber, cgt.TransfiniteNimber)):
        _exercise_transfinite(g, h, partner)
        return
    g.mean, g.temperature  # noqa: B018 (properties computed for their errors)
    total = g + h
    if total - h != g:
        raise LawBroken(f"(G + H) - H != G for H = {partner}")
    round_trip(total, f"G + {partner}")
    if cgt.compare(total, g) != cgt.compare(h, cgt.zero):
        raise LawBroken(f"G + H compares with G unlike H with 0, for H = {partner}")
    relation = cgt.compare(g, h)
    if (g <= h) != (relation in ("<", "=")) or (g > h) != (relation == ">"):
        raise LawBroken(f"the order operators disagree with compare() = {relation!r}")


def _exercise_stopper(g: Any, h: Any, partner: str) -> None:
    """The laws that hold for loopy values (stoppers and sided values):
    ``G + H - H = G`` for a short H (not ``G - G = 0``: ``on - on`` is
    ``dud``), and an order whose ``<=`` both ways is ``==``."""
    total = g + h
    if isinstance(h, cgt.Game) and total - h != g:
        raise LawBroken(f"(G + H) - H != G for the short H = {partner}")
    if (g <= h) and (g >= h) and g != h:
        raise LawBroken("G <= H and H <= G, yet G != H")
    round_trip(total, f"G + {partner}")


def _exercise_transfinite(g: Any, h: Any, partner: str) -> None:
    """The laws for a transfinite value, a surreal number (``omega``,
    ``ω - 1/2``) or nimber (``*ω``): its sum with a partner (of its kind,
    or a ``CGTError``: only numbers mix with surreal numbers, nimbers with
    nimbers) read back, ``(G + H) - H = G``, ``G <= G + H`` as ``H >= 0``,
    and ``<=`` both ways only for equal values."""
    total = g + h
    if total - h != g:
        raise LawBroken(f"(G + H) - H != G for H = {partner}")
    round_trip(total, f"G + {partner}")
    if (g <= total) != (h >= 0) or ((g <= h) and (g >= h) and g != h):
        raise LawBroken(f"the order of G, G + H and H disagrees, for H = {partner}")


def exercise_position(name: str, words: list[str], options: dict[str, Any]) -> None:
    """The position ``words`` describe in ruleset ``name``: its diagram and its
    value and outcome (a loopy game's results)."""
    from cgt.games import registry
    from cgt.positions.kind import Kind, position_kind

    position = registry.get(name).position(words, **options)
    str(position)
    kind = position_kind(position)
    if kind == Kind.LOOPY:
        str(position.result)
    elif kind == Kind.LOOPY_PARTIZAN:
        str(position.left_result), str(position.right_result)
    else:
        round_trip(position.value, f"the value of {name} {words}")
        str(position.outcome)
        if kind == Kind.IMPARTIAL:
            position.grundy  # noqa: B018


@dataclass
class Run:
    """What the command line did."""

    status: Any
    stdout: str
    stderr: str


def exercise_argv(argv: list[str]) -> Run:
    """``cgt ARGV`` in this process: stdin empty, output captured, and
    ``CGT_DEBUG=1``, so that an internal error surfaces as its own exception
    instead of the one-line "internal error" message."""
    import cgt
    from cgt.cli.main import main

    # Each command line starts as a fresh `cgt` process would, whatever the
    # cases before it in this worker solved: its cost is its own.
    cgt.clear_tables()
    cgt.clear_caches()
    out, err = io.StringIO(), io.StringIO()
    saved = {k: os.environ.get(k) for k in ("CGT_DEBUG", "CGT_NO_PROGRESS", "COLUMNS")}
    os.environ.update({"CGT_DEBUG": "1", "CGT_NO_PROGRESS": "1", "COLUMNS": "100"})
    stdin, sys.stdin = sys.stdin, io.StringIO("")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status: Any = main(list(argv))
            except SystemExit as exit_:
                status = exit_.code
    finally:
        sys.stdin = stdin
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    run = Run(status, out.getvalue(), err.getvalue())
    if "Traceback (most recent call last)" in run.stdout + run.stderr:
        raise CommandFailure(f"a traceback on the output: {run.stderr[-2000:]}")
    if status not in (0, 1, 2):
        raise CommandFailure(f"exit status {status!r}; stderr: {run.stderr[-500:]!r}")
    if status == 1 and len(run.stderr.strip().splitlines()) != 1:
        raise CommandFailure(f"exit status 1 without a one-line error: {run.stderr[-500:]!r}")
    return run


# -- verdicts --------------------------------------------------------------------------------

#: The cases by name, as the runner's worker process finds them.
CASES: dict[str, Callable[..., Any]] = {
    "notation": exercise_notation,
    "position": exercise_position,
    "argv": exercise_argv,
}

_LIBRARY = (os.sep + "cgt" + os.sep, os.sep + "games" + os.sep)
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclass
class Verdict:
    """How one case went: ``kind`` is ok, expected, failure or cap (it pickles,
    without its ``error``: the worker process sends it to the runner)."""

    kind: str
    #: A short description of the error: its type and first line, or the exit.
    summary: str = ""
    #: The exception's type name, for a failure or a cap.
    error_type: str = ""
    #: The traceback, for a failure or a cap.
    details: str = ""
    #: The innermost line of the library the error came from (or was stopped at).
    where: str = ""
    #: The line of the case that was running (``g.mean, g.temperature``).
    step: str = ""
    #: The exit status, for a command line.
    status: Any = None
    #: Threads of the case still running after a cap.
    lingering: int = 0
    #: The case's time (seconds, on the cap's clock) and its peak growth of
    #: memory (MB, resident set size unless measured with tracemalloc).
    seconds: float = 0.0
    megabytes: float = 0.0
    #: The exception itself, in the process that ran the case.
    error: BaseException | None = field(default=None, repr=False, compare=False)

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "error": None}


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else ""


def _library_line(frames: list[traceback.FrameSummary]) -> str:
    """The innermost frame of the library, preferring those above the core
    engine: for a slow case, the feature that set the engine to work."""
    library = [f for f in frames if any(part in f.filename for part in _LIBRARY)]
    above_core = [f for f in library if os.sep + "core" + os.sep not in f.filename]
    chosen = (above_core or library)[-1:]
    return "".join(f"{os.path.relpath(f.filename, _ROOT)}:{f.lineno} in {f.name}" for f in chosen)


def _located(kind: str, error: BaseException, **more: Any) -> Verdict:
    """A verdict on ``error`` with the lines it came from (for a cap, the
    feature of the library that was running, above the core engine)."""
    frames = list(traceback.extract_tb(error.__traceback__))
    if isinstance(error, CapExceeded):
        where = _library_line(list(error.stack) or frames)
    else:
        library = [f for f in frames if any(part in f.filename for part in _LIBRARY)]
        where = "".join(f"{os.path.relpath(f.filename, _ROOT)}:{f.lineno} in {f.name}"
                        for f in (library or frames)[-1:])
    steps = [f for f in frames if f.name.startswith("exercise_")]
    details = "".join(traceback.format_exception(error))
    if isinstance(error, CapExceeded) and error.stack:
        details += "\nthe busy thread, when the cap was hit:\n" + "".join(error.stack.format())
    return Verdict(
        kind, f"{type(error).__name__}: {_first_line(error)}", type(error).__name__,
        details[-8000:], where, (steps[-1].line or "").strip() if steps else "",
        error=error, **more,
    )


def judge(case: Callable[..., Any], *args: Any, seconds: float | None = None,
          megabytes: float | None = None, memory: str = "rss", settle: bool = True) -> Verdict:
    """Run ``case(*args)`` under the caps (:func:`limits` by default; see
    :func:`caps.capped` for ``memory`` and ``settle``). The verdict carries
    the case's time on the cap's clock and its peak memory growth."""
    default_seconds, default_megabytes = limits()
    guard = Guard(seconds or default_seconds, megabytes or default_megabytes, memory, settle)
    verdict = _run_capped(case, args, guard)
    verdict.seconds, verdict.megabytes = guard.elapsed, guard.peak
    return verdict


def _run_capped(case: Callable[..., Any], args: tuple, guard: Guard) -> Verdict:
    try:
        with capped(guard=guard):
            result = case(*args)
    except CapExceeded as cap:
        return _located("cap", cap, lingering=guard.lingering)
    except cgt.CGTError as error:
        return Verdict("expected", f"{type(error).__name__}: {_first_line(error)}",
                       type(error).__name__, error=error)
    except Exception as error:  # noqa: BLE001 (every other exception is what we look for)
        return _located("failure", error)
    if isinstance(result, Run):
        last = result.stderr.strip().splitlines()[-1:] or [""]
        if result.status:
            return Verdict("expected", f"exit {result.status}: {last[0]}", status=result.status)
        return Verdict("ok", status=0)
    return Verdict("ok")

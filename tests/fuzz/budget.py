"""How long the fuzz tests run: examples, a time budget, Hypothesis settings.

CI runs a modest, fixed number of examples per test (``derandomize``: the
same examples every run, no example database), and each test stops
running new cases once it has spent its time budget, or once the fuzz
tests together have spent theirs, so that a library whose inputs keep
hitting the caps cannot make the suite stall, however long Hypothesis would
like to shrink. The environment sets them:

- ``CGT_FUZZ_EXAMPLES=N``: ``N`` examples per test (and no time budgets,
  unless given);
- ``CGT_FUZZ_BUDGET=S``: seconds of cases per test (default 4);
- ``CGT_FUZZ_SUITE_BUDGET=S``: seconds of cases of all the fuzz tests
  (default 16).

There is no Hypothesis deadline: every case has its own time and memory
cap (:mod:`caps`; ``CGT_FUZZ_SECONDS``, ``CGT_FUZZ_MEGABYTES``), and runs
in a worker process (:mod:`runner`) shared by the tests.
"""

from __future__ import annotations

import atexit
import functools
import math
import os
import time
from typing import Any

import pytest
from cases import Verdict
from hypothesis import HealthCheck, settings
from runner import Runner

__all__ = ["SUITE", "CaseFailure", "FuzzRun", "failure_class", "fuzz_settings", "shared_runner"]


def fuzz_settings(default_examples: int) -> settings:
    """Settings of one fuzz test: ``default_examples``, or ``CGT_FUZZ_EXAMPLES``."""
    examples = int(os.environ.get("CGT_FUZZ_EXAMPLES", default_examples))
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )


def _budget(variable: str, default: float) -> float:
    if variable in os.environ:
        return float(os.environ[variable])
    return math.inf if "CGT_FUZZ_EXAMPLES" in os.environ else default


#: Seconds spent by the cases of all the fuzz tests, and their budget.
SUITE = {"spent": 0.0, "budget": _budget("CGT_FUZZ_SUITE_BUDGET", 16.0)}


@functools.cache
def shared_runner() -> Runner:
    """The worker process of the fuzz tests (stopped when Python exits)."""
    runner = Runner()
    atexit.register(runner.close)
    return runner


class CaseFailure(AssertionError):
    """A case failed in the worker: a subclass per exception type and place
    (:func:`failure_class`), so that Hypothesis reports each distinct one."""


@functools.cache
def failure_class(kind: str, error_type: str, where: str) -> type[CaseFailure]:
    name = "CapHit" if kind == "cap" else error_type or "Failure"
    return type(name, (CaseFailure,), {"__module__": "fuzz", "where": where})


def _raise(verdict: Verdict, args: tuple[Any, ...]) -> None:
    shown = repr(args)
    if len(shown) > 600:
        shown = shown[:300] + f" ... ({len(shown)} characters) ... " + shown[-200:]
    where = verdict.where or verdict.step
    raise failure_class(verdict.kind, verdict.error_type, where)(
        f"{verdict.summary}\n  at {where or '?'}\n  input: {shown}\n\n{verdict.details}"
    )


class FuzzRun:
    """The cases of one fuzz test, within its time budget.

    :meth:`check` runs a case in the shared worker and raises a
    :class:`CaseFailure` for a failure or a cap. It remembers the inputs
    that failed: Hypothesis runs its final example once more, and it then
    fails again at once, the same way. Once the budget is spent, a new input
    is passed over (not run, and not rejected: see :meth:`check`), so the
    rest of generation and shrinking costs nothing; a test that starts
    after the suite's budget is spent is skipped.
    """

    def __init__(self, budget: float | None = None) -> None:
        self.budget = _budget("CGT_FUZZ_BUDGET", 4.0) if budget is None else budget
        self.spent = 0.0
        self.cases = 0
        self.failed: dict[str, Verdict] = {}

    def check(self, name: str, *args: Any) -> Verdict | None:
        key = repr((name, args))
        if key in self.failed:
            _raise(self.failed[key], args)
        if self.spent > self.budget or SUITE["spent"] > SUITE["budget"]:
            if not self.cases:
                pytest.skip(f"the fuzz tests have spent their budget of {SUITE['budget']:g} s")
            # Not reject(): Hypothesis replays examples, and one that ran before
            # the budget was spent and is rejected on its replay is "flaky".
            return None
        self.cases += 1
        start = time.monotonic()
        try:
            verdict = shared_runner().run(name, *args)
        finally:
            elapsed = time.monotonic() - start
            self.spent += elapsed
            SUITE["spent"] += elapsed
        if verdict.kind in ("failure", "cap"):
            self.failed[key] = verdict
            _raise(verdict, args)
        return verdict

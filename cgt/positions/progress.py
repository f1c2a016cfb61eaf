"""Progress of long solves: what a solve reports, and a bar that shows it.

A solve inside :func:`reporting_progress` (or given ``progress=``, as
:meth:`cgt.Position.solve` and :func:`cgt.scale.parallel.solve_many`
are) tells a *progress callback* how far it has got: the callback is called
with a :class:`ProgressReport` (positions solved so far, the estimate of
all the solve will visit when the ruleset gives one, the seconds elapsed)
once at the start, then from the solving thread at most every tenth of a
second, and once more when the solve ends (``finished=True``). The solvers pay for it only a
counter: the clock is read every 64 positions. ``progress=True`` shows a
:class:`ProgressBar` (rich, in a terminal or in Jupyter) instead. To stop a
solve, raise from the callback: what was solved so far stays in the tables.

>>> import cgt
>>> from cgt.games.domineering import Domineering
>>> cgt.clear_tables()
>>> reports = []
>>> board = Domineering("...|...|...")
>>> with reporting_progress(reports.append):
...     value = board.value
>>> final = reports[-1]
>>> final.finished, final.solved == len(Domineering.table())
(True, True)
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias, cast

from cgt.positions.context import current_context
from cgt.positions.reporting import ACTIVE as _ACTIVE
from cgt.positions.reporting import estimated_positions

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "Progress", "ProgressBar", "ProgressReport", "Reporter", "estimated_positions",
    "reporting_progress",
]


@dataclass(frozen=True, slots=True)
class ProgressReport:
    """How far a solve has got.

    >>> report = ProgressReport(solved=1000, elapsed=10.0, estimate=7000.0)
    >>> report.rate, report.remaining
    (100.0, 60.0)
    >>> str(report)
    'solving: 1,000 positions in 10.0 s (100/s), about 60 s left'
    """

    #: Positions solved so far (the entries the solvers put in their tables).
    solved: int
    #: Seconds since the solve started.
    elapsed: float
    #: About how many positions the whole solve visits, when the ruleset
    #: says (:func:`estimated_positions`); None otherwise.
    estimate: float | None = None
    #: For a table: the cells computed so far, of ``cells``.
    done: int = 0
    cells: int | None = None
    #: True in the last report, sent when the solve has ended.
    finished: bool = False
    #: What is being solved ("solving Domineering").
    description: str = "solving"

    @property
    def rate(self) -> float:
        """Positions solved per second so far."""
        return self.solved / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def remaining(self) -> float | None:
        """About how many seconds are left at the rate so far: from the
        cells of a table when there are cells, from the estimate otherwise;
        None when neither tells (or the estimate is already passed)."""
        if self.finished:
            return 0.0
        if self.cells:
            if 0 < self.done <= self.cells:
                return (self.cells - self.done) * self.elapsed / self.done
            return None
        estimate = self.estimate
        if estimate is None or math.isinf(estimate) or not 0 < self.solved < estimate:
            return None
        return (estimate - self.solved) * self.elapsed / self.solved

    def __str__(self) -> str:
        text = (f"{self.description}: {self.solved:,} positions in {self.elapsed:.1f} s "
                f"({self.rate:,.0f}/s)")
        if self.cells:
            text += f", {self.done}/{self.cells} cells"
        left = time_left(self.remaining)
        return f"{text}, {left}" if left and not self.finished else text


def time_left(seconds: float | None) -> str:
    """"about 2 min left" ("" for None).

    >>> time_left(59.6), time_left(960.0), time_left(9000.0), time_left(None)
    ('about 60 s left', 'about 16 min left', 'about 2.5 h left', '')
    """
    if seconds is None:
        return ""
    if seconds < 90:
        return f"about {seconds:.0f} s left"
    if seconds < 5400:
        return f"about {seconds / 60:.0f} min left"
    return f"about {seconds / 3600:.1f} h left"


#: What ``progress=`` takes: a callback given each :class:`ProgressReport`;
#: True for a :class:`ProgressBar`; False for no reports (even inside an
#: outer :func:`reporting_progress`); None to report to the outer one, if any.
Progress: TypeAlias = Callable[[ProgressReport], object] | bool | None

#: Positions solved between two looks at the clock.
_STEP = 64


class Reporter:
    """A solve in progress: the count the solvers keep and when to tell.

    The solvers call :meth:`count` for each position they solve; tables call
    :meth:`advance` for each cell. A reporter with no callback tells nobody.
    """

    __slots__ = ("_due", "_interval", "_start", "_tell", "cells", "check_at", "description",
                 "done", "estimate", "solved")

    def __init__(self, tell: Callable[[ProgressReport], object] | None, *,
                 estimate: float | None = None, cells: int | None = None,
                 description: str = "solving", interval: float = 0.1) -> None:
        self._tell = tell
        self._interval = interval
        self._start = time.monotonic()
        self._due = self._start + interval
        self.solved = 0
        self.check_at = _STEP if tell is not None else math.inf
        self.estimate = estimate
        self.done = 0
        self.cells = cells
        self.description = description

    def count(self, positions: int = 1) -> None:
        """``positions`` more solved; tells the callback when it is due."""
        self.solved += positions
        if self.solved >= self.check_at:
            self.check_at = self.solved + _STEP
            self._tell_if_due()

    def advance(self, done: int, cells: int | None = None) -> None:
        """``done`` cells of a table computed (of ``cells``, when given)."""
        self.done = done
        if cells is not None:
            self.cells = cells
        self._tell_if_due()

    def report(self, *, finished: bool = False) -> ProgressReport:
        """The report of the solve so far."""
        return ProgressReport(self.solved, time.monotonic() - self._start, self.estimate,
                              self.done, self.cells, finished, self.description)

    def _tell_if_due(self) -> None:
        if self._tell is None:
            return
        now = time.monotonic()
        if now >= self._due:
            self._due = now + self._interval
            self._tell(self.report())

    def finish(self) -> None:
        """Send the last report (``finished=True``)."""
        if self._tell is not None:
            self._tell(self.report(finished=True))


@contextlib.contextmanager
def reporting_progress(
    progress: Progress = True, *, estimate: float | None = None, cells: int | None = None,
    description: str = "solving", interval: float = 0.1,
) -> Iterator[Reporter]:
    """Solves inside the block report to ``progress``: a callback given each
    :class:`ProgressReport`, or True for a :class:`ProgressBar`.

    ``estimate`` is the number of positions the work is expected to visit
    (for the time left), ``cells`` the cells of a table (the block calls
    the yielded reporter's ``advance(done)``). With ``progress=None`` the
    block reports to an outer :func:`reporting_progress`, if any (it yields
    that one's reporter); ``False`` silences the solves inside. A callback
    that is also a context manager (a :class:`ProgressBar`) is entered for
    the block.

    >>> with reporting_progress(print, cells=2, description="a table") as reporter:
    ...     reporter.advance(1)  # not yet due: nothing printed
    a table: 0 positions in 0.0 s (0/s), 0/2 cells
    a table: 0 positions in 0.0 s (0/s), 1/2 cells
    """
    # (an active reporter is a Reporter: only this block sets one)
    outer = cast("Reporter | None", current_context().reporter)
    if outer is None:
        if progress is None or progress is False:
            # Nobody to tell and nothing to silence (the common case, taken
            # by the heap games every few hundred heaps): a reporter that
            # counts, without the stack of contexts below.
            yield Reporter(None, estimate=estimate, cells=cells, description=description,
                           interval=interval)
            return
    elif progress is None:
        if cells is not None:  # a table inside the outer work: its cells now
            outer.done, outer.cells = 0, cells
        yield outer
        return
    tell = None if progress is None or progress is False else (
        ProgressBar() if progress is True else progress)
    reporter = Reporter(tell, estimate=estimate, cells=cells, description=description,
                        interval=interval)
    with contextlib.ExitStack() as stack:
        if hasattr(tell, "__enter__") and hasattr(tell, "__exit__"):
            stack.enter_context(tell)  # type: ignore[arg-type]  # a ProgressBar
        token = _ACTIVE.set(reporter if tell is not None else None)
        if tell is not None:
            tell(reporter.report())  # the start: what is being done, and how much
        try:
            yield reporter
        finally:
            _ACTIVE.reset(token)
        reporter.finish()


class ProgressBar:
    """A rich progress display of a solve's reports: positions solved, their
    rate, the time elapsed, and (when an estimate or the cells of a table
    tell) a bar and the time left. It works in a terminal and in Jupyter.

    ``console`` is a rich Console (default: one on stderr); ``transient``
    removes the display at the end; ``delay`` shows nothing for that many
    seconds (quick answers never show it); ``note`` is a last dim column.

    >>> import io
    >>> from rich.console import Console
    >>> out = io.StringIO()
    >>> bar = ProgressBar(console=Console(file=out, force_terminal=True, width=100))
    >>> with bar:
    ...     bar(ProgressReport(solved=1234, elapsed=0.5, description="solving Nim"))
    >>> "1,234 positions" in out.getvalue()
    True
    """

    def __init__(self, *, console: Console | None = None, transient: bool = False,
                 delay: float = 0.0, note: str = "") -> None:
        self.console = console
        self.transient = transient
        self.delay = delay
        self.note = note
        self._progress: Any = None
        self._task: Any = None

    def __enter__(self) -> ProgressBar:
        self._start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop()

    def __call__(self, report: ProgressReport) -> None:
        if self._progress is None:
            self._start()
        completed: float = report.solved
        total: float | None = None
        if report.cells:
            completed, total = report.done, report.cells
        elif report.estimate is not None and not math.isinf(report.estimate):
            total = report.estimate if report.solved <= report.estimate else None
        if report.finished:
            total = max(completed, 1)
            completed = total
        count = f"{report.solved:,} positions ({report.rate:,.0f}/s)"
        if report.cells:
            count += f"  {report.done}/{report.cells} cells"
        left = "" if report.finished else time_left(report.remaining)
        self._progress.update(self._task, description=report.description, completed=completed,
                              total=total, count=count, left=left)
        if report.finished:
            self._stop()

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            Progress,
            ProgressColumn,
            SpinnerColumn,
            TextColumn,
            TimeElapsedColumn,
        )

        shown_from = time.monotonic() + self.delay

        class Delayed(Progress):
            """Nothing drawn until the delay has passed."""

            def get_renderables(self) -> Iterator[Any]:
                if time.monotonic() >= shown_from:
                    yield from super().get_renderables()

        columns: list[str | ProgressColumn] = [
            SpinnerColumn(finished_text="[green]✓"), TextColumn("[bold]{task.description}"),
            BarColumn(bar_width=24), TextColumn("{task.fields[count]}", style="dim"),
            TimeElapsedColumn(), TextColumn("{task.fields[left]}", style="cyan"),
        ]
        if self.note:
            columns.append(TextColumn(self.note, style="dim"))
        self._progress = Delayed(*columns, console=self.console or Console(stderr=True),
                                 transient=self.transient, refresh_per_second=8)
        self._task = self._progress.add_task("solving", total=None, count="", left="")
        self._progress.start()

    def _stop(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

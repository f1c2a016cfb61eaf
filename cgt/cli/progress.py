"""The progress display of the ``cgt`` command: a transient
:class:`cgt.ProgressBar` on stderr while a long computation runs, with the
elapsed time, the positions solved and their rate (and the time left when
the ruleset estimates its positions, the cells done for a table).

It is shown only on a terminal and only after half a second
(``CGT_NO_PROGRESS`` turns it off), so quick answers and scripts never see it.

>>> with computing("adding") as reporter:
...     reporter.advance(1, 2)  # nothing is drawn: not a terminal
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

from cgt.cli.output import console as output_console
from cgt.cli.output import is_terminal
from cgt.positions.context import current_context

if TYPE_CHECKING:
    from cgt.positions.progress import Reporter

__all__ = ["computing"]


class _Unseen:
    """The reporter of a command that shows no progress (not a terminal, or
    ``CGT_NO_PROGRESS``): what a silent :class:`cgt.positions.progress.Reporter`
    does, nothing, without importing :mod:`cgt.positions.progress`."""

    __slots__ = ()

    def count(self, positions: int = 1) -> None:
        """Nothing to count."""

    def advance(self, done: int, cells: int | None = None) -> None:
        """Nothing to show."""


@contextlib.contextmanager
def computing(description: str, *, estimate: float | None = None
              ) -> Iterator[Reporter | _Unseen]:
    """Report the solves inside the block to a progress display on stderr
    (on a terminal only); yields the reporter, whose ``advance(done, cells)``
    a table calls for its cells. Given the ruleset's ``estimate`` of the
    positions a solve visits, it shows the time left at the rate so far.
    """
    if os.environ.get("CGT_NO_PROGRESS") or not is_terminal(stderr=True):
        # As reporting_progress(None) is: the solves inside report to an
        # outer block if there is one, else to nobody.
        outer = current_context().reporter
        # (an active reporter is a Reporter: only reporting_progress sets one)
        yield cast("Reporter", outer) if outer is not None else _Unseen()
        return
    from cgt.positions.progress import ProgressBar, reporting_progress

    bar = ProgressBar(console=output_console(stderr=True), transient=True, delay=0.5,
                      note="(Ctrl-C stops)")
    with reporting_progress(bar, estimate=estimate, description=description) as reporter:
        yield reporter

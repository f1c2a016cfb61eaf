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

from cgt.cli.output import console as output_console
from cgt.positions.progress import ProgressBar, Reporter, reporting_progress

__all__ = ["computing"]


@contextlib.contextmanager
def computing(description: str, *, estimate: float | None = None) -> Iterator[Reporter]:
    """Report the solves inside the block to a progress display on stderr
    (on a terminal only); yields the reporter, whose ``advance(done, cells)``
    a table calls for its cells. Given the ruleset's ``estimate`` of the
    positions a solve visits, it shows the time left at the rate so far.
    """
    console = output_console(stderr=True)
    bar = None
    if console.is_terminal and not os.environ.get("CGT_NO_PROGRESS"):
        bar = ProgressBar(console=console, transient=True, delay=0.5, note="(Ctrl-C stops)")
    with reporting_progress(bar, estimate=estimate, description=description) as reporter:
        yield reporter

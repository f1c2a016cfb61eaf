"""The progress display of the ``cgt`` command: a spinner on stderr while a
long computation runs, with the elapsed time and the positions the solver
has stored.

It is shown only on a terminal and only after half a second
(``CGT_NO_PROGRESS`` turns it off), so quick answers and scripts never see it.

>>> with computing("adding") as advance:
...     advance(1, 2)  # nothing is drawn: not a terminal
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from cgt.cli.output import console as output_console

__all__ = ["computing"]


def _time_left(solved: int, elapsed: float, estimate: float | None) -> str:
    """"about 2 min left" at the rate so far, when the estimate is finite
    and not yet reached ("" otherwise).

    >>> _time_left(1000, 10.0, 7000.0), _time_left(1000, 10.0, 100_000.0)
    ('about 60 s left', 'about 16 min left')
    """
    if not estimate or estimate == float("inf") or solved <= 0 or solved >= estimate:
        return ""
    seconds = (estimate - solved) * elapsed / solved
    if seconds < 90:
        return f"about {seconds:.0f} s left"
    if seconds < 5400:
        return f"about {seconds / 60:.0f} min left"
    return f"about {seconds / 3600:.1f} h left"


@contextlib.contextmanager
def computing(
    description: str, *, total: int | None = None, estimate: float | None = None
) -> Iterator[Callable[[int, int], None]]:
    """A transient progress display on stderr while a computation runs.

    Shown only on a terminal and only after half a second; it counts the
    positions the solver has stored in its tables, and their rate (and
    cells done, when ``total`` is given: call the yielded ``advance(done,
    total)``). Given the ruleset's ``estimate`` of the positions a solve
    visits, it shows the time left at the rate so far.
    """
    state = {"done": 0, "total": total}

    def advance(done: int, total_: int) -> None:
        state["done"], state["total"] = done, total_

    console = output_console(stderr=True)
    if not console.is_terminal or os.environ.get("CGT_NO_PROGRESS"):
        yield advance
        return
    from rich.live import Live
    from rich.spinner import Spinner
    from rich.text import Text

    from cgt.positions.tables import table_sizes

    start = time.monotonic()
    first = sum(table_sizes().values())
    spinner = Spinner("dots", style="cyan")
    stop = threading.Event()

    def view() -> Any:
        from rich.table import Table

        elapsed = time.monotonic() - start
        solved = sum(table_sizes().values()) - first
        line = Text.assemble((f" {description}", "bold"), f"  {elapsed:5.1f} s")
        line.append(f"  positions: {solved:,} ({solved / max(elapsed, 1e-9):,.0f}/s)",
                    style="dim")
        left = _time_left(solved, elapsed, estimate)
        if left:
            line.append(f"  {left}", style="cyan")
        if state["total"]:
            line.append(f"  {state['done']}/{state['total']} done", style="cyan")
        line.append("  (Ctrl-C stops)", style="dim")
        grid = Table.grid()
        grid.add_row(spinner, line)
        return grid

    live = Live(console=console, transient=True, refresh_per_second=8, get_renderable=view,
                auto_refresh=False)

    def refresh() -> None:
        if stop.wait(0.5):
            return
        with live:
            while not stop.wait(0.125):
                live.refresh()

    thread = threading.Thread(target=refresh, daemon=True)
    thread.start()
    try:
        yield advance
    finally:
        stop.set()
        thread.join()

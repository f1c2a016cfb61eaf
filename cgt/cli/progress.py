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


@contextlib.contextmanager
def computing(
    description: str, *, total: int | None = None
) -> Iterator[Callable[[int, int], None]]:
    """A transient progress display on stderr while a computation runs.

    Shown only on a terminal and only after half a second; it counts the
    positions the solver has stored in its tables (and cells done, when
    ``total`` is given: call the yielded ``advance(done, total)``).
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
    spinner = Spinner("dots", style="cyan")
    stop = threading.Event()

    def view() -> Any:
        from rich.table import Table

        elapsed = time.monotonic() - start
        line = Text.assemble((f" {description}", "bold"), f"  {elapsed:5.1f} s")
        line.append(f"  positions in tables: {sum(table_sizes().values()):,}", style="dim")
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

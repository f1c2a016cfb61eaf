"""Time Domineering rectangles in ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_domineering.py             # 1x1 .. 5x5, 4x6, 6x4; 3 repetitions
    python benchmarks/bench_domineering.py --reps 5
    python benchmarks/bench_domineering.py --sizes 4x4 5x5 4x6
    python benchmarks/bench_domineering.py --sizes 2x8 --boards '......|.#....|....#.|......'
    python benchmarks/bench_domineering.py --markdown  # a markdown table
    python benchmarks/bench_domineering.py --write-docs --sizes 4x4 5x4 4x5 3x6 2x8 4x6
                                                       # ... written into docs/performance.md

Each repetition of ours is cold: ``cgt.clear_caches()`` and
``cgt.clear_tables()`` first (interned games are kept).
cgt-py keeps its transposition table for the life of the process, so each of
its repetitions runs in a fresh interpreter (import excluded from the time).

Times are CPU seconds of the process (``--clock wall`` for wall time): both
libraries compute on one thread, and CPU time leaves out the moments other
programs hold the processor. Figures are medians; boards ours solves in
under 50 ms get five times the repetitions (cgt-py two more), since a
scheduler hiccup would otherwise decide their ratio. The two libraries must
agree on every value: a disagreement is printed on stderr and the script
exits with status 1. Rectangles cgt-py takes longer than ``--limit`` seconds
on (default 60) are not repeated on its side.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt

import cgt  # noqa: E402
from cgt.games.domineering import Domineering  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

DEFAULT_SIZES = [(r, c) for r in range(1, 6) for c in range(1, 6)] + [(4, 6), (6, 4)]
#: Boards with blocked cells timed after the rectangles: issue 13's "4x6 with
#: two blocked squares" (row 2, column 2 and row 3, column 5, counted from 1).
DEFAULT_BOARDS = ["......|.#....|....#.|......"]


class Disagreement(AssertionError):
    """``cgt`` and ``cgt-py`` gave different values: a bug, not noise."""


def diagram(rows: int, columns: int) -> str:
    return "|".join(["." * columns] * rows)


def have_cgt_py() -> bool:
    try:
        import cgt_py  # noqa: F401  (needs anywidget too)
    except ImportError:
        return False
    return True


# --------------------------------------------------------------------------- ours


#: The clock: CPU seconds of the process by default (both libraries compute
#: on one thread, and the machine may be busy with other work), or wall seconds.
CLOCKS = {"cpu": "process_time", "wall": "perf_counter"}
clock = time.process_time


def time_ours(board: str) -> tuple[cgt.Game, float]:
    """The value of the board (a diagram) and the seconds it took, from cold tables."""
    cgt.clear_caches()
    cgt.clear_tables()  # the solver's tables and Domineering's memos of boards
    gc.collect()
    start = clock()
    value = Domineering(board).value
    return value, clock() - start


# --------------------------------------------------------------------------- theirs

_CHILD = """\
import sys, time
import cgt_py
board = cgt_py.Domineering({diagram!r})
start = time.{clock}()
form = board.canonical_form
elapsed = time.{clock}() - start
print(elapsed)
print(form)
"""


def time_theirs(board: str, limit: float) -> tuple[str, float]:
    """cgt-py's printed canonical form and seconds, in a fresh interpreter
    (its transposition table outlives a call)."""
    code = _CHILD.format(diagram=board, clock=clock.__name__)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False,
        timeout=max(10 * limit, 600),
    )
    if done.returncode != 0:
        raise RuntimeError(f"cgt-py on {board} failed:\n{done.stderr}")
    elapsed, form = done.stdout.strip().splitlines()[:2]
    return form, float(elapsed)


def theirs_as_ours(printed: str) -> cgt.Game:
    """cgt-py prints ``CanonicalForm('{2|-1/2}')``; our parser reads the inside."""
    text = printed.split("'")[1] if "'" in printed else printed
    return cgt.parse(text)


# --------------------------------------------------------------------------- table


@dataclass
class Row:
    size: str  # "4×6", or the diagram of a board with blocked cells
    ours: float  # median seconds, cold
    theirs: float | None  # median seconds, fresh process
    value: str
    error: str | None = None

    @property
    def ratio(self) -> float | None:
        if self.theirs is None or self.theirs <= 0:
            return None
        return self.ours / self.theirs


#: Boards ours solves faster than this (seconds) are timed more often: a
#: scheduler hiccup of a millisecond would otherwise decide their ratio.
SMALL = 0.05


def run_size(rows: int, columns: int, reps: int, with_theirs: bool, limit: float) -> Row:
    """Median times of both libraries on one rectangle, and whether they agree."""
    return run_board(diagram(rows, columns), f"{rows}×{columns}", reps, with_theirs, limit)


def run_board(board: str, size: str, reps: int, with_theirs: bool, limit: float) -> Row:
    """Median times of both libraries on one board (a diagram), and whether they agree."""
    value, first = time_ours(board)
    small = first < SMALL
    more = (5 * reps if small else reps) - 1
    ours_times = [first] + [time_ours(board)[1] for _ in range(more)]
    theirs_times: list[float] = []
    theirs_form = None
    if with_theirs:
        for _ in range(reps + 2 if small else reps):
            theirs_form, seconds = time_theirs(board, limit)
            theirs_times.append(seconds)
            if seconds > limit:
                break
    error = None
    if theirs_form is not None:
        theirs_value = theirs_as_ours(theirs_form)
        if theirs_value != value:
            error = f"{size}: cgt gives {value}, cgt-py gives {theirs_form}"
    return Row(
        size,
        ours=statistics.median(ours_times),
        theirs=statistics.median(theirs_times) if theirs_times else None,
        value=str(value),
        error=error,
    )


def _seconds(s: float | None) -> str:
    return "—" if s is None else f"{s:.3f}"


def _ratio(r: float | None) -> str:
    return "—" if r is None else f"{r:.2f}×"


def _short(value: str, width: int = 40) -> str:
    return value if len(value) <= width else value[: width - 1] + "…"


HEADER = f"{'board':>6}  {'cgt s':>8}  {'cgt-py s':>8}  {'ratio':>7}  value"


def text_line(row: Row) -> str:
    mark = "  DISAGREE" if row.error else ""
    return (
        f"{row.size:>6}  {_seconds(row.ours):>8}  {_seconds(row.theirs):>8}  "
        f"{_ratio(row.ratio):>7}  {_short(row.value)}{mark}"
    )


def markdown(rows: list[Row], reps: int) -> str:
    """The table as docs/performance.md shows it: a line on how it was measured, then the rows."""
    kind = "CPU" if clock is time.process_time else "wall-clock"
    how = (f"{kind} medians of {reps} (cgt cold, cgt-py in a fresh interpreter; "
           "five times as many on boards under 50 ms)")
    cells = [[row.size, _seconds(row.ours), _seconds(row.theirs), _ratio(row.ratio),
              f"`{_short(row.value)}`" + (" **DISAGREE**" if row.error else "")] for row in rows]
    table = doc_tables.markdown_table(
        ["board", "cgt (s)", "cgt-py (s)", "cgt / cgt-py", "value"], cells, "lrrrl")
    return f"{doc_tables.measured(how)}\n\n{table}"


def parse_size(text: str) -> tuple[int, int]:
    try:
        rows, columns = (int(n) for n in text.lower().replace("×", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r} is not ROWSxCOLUMNS, like 4x6") from None
    if rows < 1 or columns < 1:
        raise argparse.ArgumentTypeError(f"size {text!r} must be at least 1x1")
    return rows, columns


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3, help="repetitions a side (median)")
    parser.add_argument("--sizes", type=parse_size, nargs="+", default=DEFAULT_SIZES,
                        metavar="RxC", help="rectangles to time (default 1x1..5x5, 4x6, 6x4)")
    parser.add_argument("--boards", nargs="*", default=DEFAULT_BOARDS, metavar="DIAGRAM",
                        help="boards with blocked cells to time after the rectangles, rows "
                             "joined by | (default: issue 13's 4x6 with two blocked squares; "
                             "none with --boards alone)")
    parser.add_argument("--limit", type=float, default=60.0,
                        help="do not repeat cgt-py on a board it took longer on (seconds)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                        help="CPU time of the process (default) or wall time")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    global clock
    clock = getattr(time, CLOCKS[args.clock])
    with_theirs = have_cgt_py()
    if not with_theirs:
        print("cgt-py (with anywidget) is not installed: timing cgt alone", file=sys.stderr)
    if not args.markdown:
        print(HEADER, flush=True)
    rows = []
    boards = [(diagram(r, c), f"{r}×{c}") for r, c in args.sizes]
    boards += [(board, board) for board in args.boards]
    for board, size in boards:
        row = run_board(board, size, args.reps, with_theirs, args.limit)
        rows.append(row)
        if not args.markdown:
            print(text_line(row), flush=True)
    if args.markdown:
        print(markdown(rows, args.reps))
    if args.write_docs:
        doc_tables.write_table(f"bench_domineering, {doc_tables.core()}",
                               markdown(rows, args.reps))
    errors = [row.error for row in rows if row.error]
    for error in errors:
        print(f"DISAGREEMENT {error}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

"""Time the exact values of Alquerkonane starts (cgt-py has no Alquerkonane).

Usage::

    python benchmarks/bench_alquerkonane.py            # n x n, n = 3..6 one row, 3..5 two rows
    python benchmarks/bench_alquerkonane.py --quick    # up to 5x5 one row, 4x4 two rows
    python benchmarks/bench_alquerkonane.py --big      # also 7x7 one row (17 million positions)
    python benchmarks/bench_alquerkonane.py --only 6x6x1   # one start: rows x columns x piece rows
    python benchmarks/bench_alquerkonane.py --write-docs   # the table into docs/performance.md

Every start is solved cold: ``cgt.clear_caches()`` (memoised builds, sums,
comparisons) and ``cgt.clear_tables()`` (the transposition tables)
first, so no start profits from an earlier one. A row gives the value, the
outcome, the wall-clock and CPU times (the CPU time is the steadier figure
on a shared machine), the positions solved (entries of the
transposition table, one per position up to the left-right mirror when the
board has an odd number of columns), the canonical values it added to the
store (values met in earlier rows are not counted again), and the process's
peak memory so far.

The articles' figures, for scale (Raspberry Pi 3, a plain search): 6x6 one
row in 314 s, 7x7 one row estimated at ten hours.

The transposition table is bounded (it empties itself when full, then
values are recomputed on demand); the big starts need more room than the
default two million entries, so this script raises the bound to
``--table`` entries (default 10**8). The memoised comparisons of the core
are not bounded, and on the big starts they alone outgrow the memory of a
small machine (5x5 two rows: 9 GB within minutes); so a watchdog
thread calls ``cgt.clear_caches()`` whenever they pass ``--comparisons``
entries (default 2*10**7; 0 turns it off). That only costs recomputation.

Out of reach: 6x6 with two rows, whose positions number up to
(C(18,0) + ... + C(18,6))**2, about 9.7*10**8.
"""

from __future__ import annotations

import argparse
import platform
import resource
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt
import cgt  # noqa: E402

try:
    from cgt.games.alquerkonane import Alquerkonane
except ImportError:
    sys.path.insert(0, str(ROOT))
    from cgt.games.alquerkonane import Alquerkonane

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

QUICK = [(3, 3, 1), (4, 4, 1), (5, 5, 1), (3, 3, 2), (4, 4, 2)]
DEFAULT = [(3, 3, 1), (4, 4, 1), (5, 5, 1), (6, 6, 1), (3, 3, 2), (4, 4, 2), (5, 5, 2)]
BIG = DEFAULT + [(7, 7, 1)]


def peak_memory_mb() -> float:
    """Peak resident memory of this process, in MB (Linux reports kB)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def bound_comparisons(limit: int, done: threading.Event) -> None:
    """Until ``done``, empty the core's memo caches when the comparisons pass ``limit``."""
    while not done.wait(2.0):
        if cgt.cache_info()["comparisons"] > limit:
            cgt.clear_caches()


def solve_cold(n: int, m: int, rows: int, table_size: int, comparisons: int = 0) -> dict:
    """Solve one start from empty caches; the figures of one row."""
    cgt.clear_caches()
    cgt.clear_tables()
    Alquerkonane.table().max_entries = table_size
    start = Alquerkonane.start(n, m, rows)
    games_before = cgt.cache_info()["games"]
    done = threading.Event()
    if comparisons:
        threading.Thread(target=bound_comparisons, args=(comparisons, done), daemon=True).start()
    began, began_cpu = time.perf_counter(), time.process_time()
    try:
        value = start.value
    finally:
        done.set()
    seconds, cpu = time.perf_counter() - began, time.process_time() - began_cpu
    return {
        "start": f"{n}x{m}, {rows} row{'s' if rows > 1 else ''}",
        "diagram": str(start),
        "value": str(value),
        "outcome": str(value.outcome),
        "number": value.is_number,
        "seconds": seconds,
        "cpu": cpu,
        "positions": len(Alquerkonane.table()),
        "games": cgt.cache_info()["games"] - games_before,
        "memory": peak_memory_mb(),
    }


HEADERS = ["start", "value", "out", "num", "seconds", "cpu s", "positions", "new values",
           "peak MB"]


def cells(row: dict) -> list[str]:
    value = row["value"] if len(row["value"]) <= 40 else row["value"][:37] + "..."
    return [
        row["start"], value, row["outcome"], "yes" if row["number"] else "no",
        f"{row['seconds']:.2f}", f"{row['cpu']:.2f}", f"{row['positions']:,}", f"{row['games']:,}",
        f"{row['memory']:.0f}",
    ]


def text_line(cells: list[str]) -> str:
    return (f"{cells[0]:<14} {cells[1]:<40} {cells[2]:<3} {cells[3]:<4} {cells[4]:>9} "
            f"{cells[5]:>9} {cells[6]:>11} {cells[7]:>10} {cells[8]:>8}")


def parse_start(text: str) -> tuple[int, int, int]:
    try:
        n, m, rows = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: expected ROWSxCOLUMNSxPIECE_ROWS, e.g. 6x6x1") from None
    return n, m, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--quick", action="store_true", help="small starts only")
    size.add_argument("--big", action="store_true", help="also 7x7 one row")
    size.add_argument("--only", type=parse_start, action="append", metavar="NxMxR",
                      help="just these starts (repeatable), e.g. 7x7x1")
    parser.add_argument("--markdown", action="store_true", help="a markdown table")
    doc_tables.add_option(parser)
    parser.add_argument("--table", type=int, default=10**8,
                        help="transposition table bound (entries)")
    parser.add_argument("--comparisons", type=int, default=2 * 10**7,
                        help="clear the core's memo caches past this many comparisons (0: never)")
    args = parser.parse_args(argv)
    starts = args.only or (QUICK if args.quick else BIG if args.big else DEFAULT)

    # Rows are printed as they come (a big start takes hours); with
    # --markdown, on stderr, and the table at the end on stdout.
    out = sys.stderr if args.markdown else sys.stdout
    print(f"Alquerkonane starts, cold caches; Python {platform.python_version()}, "
          f"{platform.machine()}, {time.strftime('%Y-%m-%d')}", file=out, flush=True)
    print(text_line(HEADERS), file=out, flush=True)
    rows = []
    for n, m, rows_of_pieces in starts:
        rows.append(cells(solve_cold(n, m, rows_of_pieces, args.table, args.comparisons)))
        print(text_line(rows[-1]), file=out, flush=True)
    table = doc_tables.markdown_table(HEADERS, rows, "llllrrrrr")
    if args.markdown:
        print(table)
    if args.write_docs:
        how = "each start from empty caches and tables, wall and CPU seconds"
        doc_tables.write_table("bench_alquerkonane", f"{doc_tables.measured(how)}\n\n{table}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Scaling: the value store and parallel solving, measured (issue 14).

Usage::

    python benchmarks/scaling.py                         # Alquerkonane 5x6 one-row, Babylone table
    python benchmarks/scaling.py --board 7x7 --rows 1    # the issue's case: about 40 minutes a run
    python benchmarks/scaling.py --skip-table --json scaling.json

Every run is a fresh ``cgt`` process, timed by wall clock, its peak RSS read
from ``resource.getrusage(RUSAGE_CHILDREN)`` in a process that runs only it
(with workers, the largest of its processes):

1. the position solved on 1 worker, with no store and with a new store;
2. the same on 2 workers sharing a new store (``--workers 2 --store``);
3. a rerun on the filled store;
4. a run on a new store killed with SIGKILL at half the 1-worker time, then
   the same command again: how many positions the second run solved, against
   how many the first had committed;
5. ``cgt table babylone`` (``--max-bricks``) serial and on 2 workers.

Ratios are against the 1-worker run of the same position without a store.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _cgt(*words: str) -> list[str]:
    return [sys.executable, "-m", "cgt", *words]


#: Runs a command and writes its peak RSS (KB, its largest process) last on stderr:
#: RUSAGE_CHILDREN of this process would give the largest of all runs so far.
_MEASURED = ("import resource, subprocess, sys; code = subprocess.run(sys.argv[1:]).returncode; "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); "
             "sys.exit(code)")


def timed(command: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MB) and stderr of one run (it must succeed)."""
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-c", _MEASURED, *command], capture_output=True,
                         text=True, check=False, cwd=ROOT,
                         env={**os.environ, "CGT_NO_PROGRESS": "1"})
    seconds = time.monotonic() - start
    if run.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{run.stderr}")
    *lines, peak = run.stderr.splitlines()
    return seconds, int(peak) / 1024, "\n".join(lines)


def positions_in(path: Path) -> int:
    from cgt.positions.store import ValueStore

    store = ValueStore(path)
    try:
        return store.stats().positions
    finally:
        store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="5x6", help="Alquerkonane board (default 5x6)")
    parser.add_argument("--rows", default="1", help="rows of pieces (default 1)")
    parser.add_argument("--max-bricks", default="20", help="Babylone table bound (default 20)")
    parser.add_argument("--skip-table", action="store_true", help="leave out the Babylone table")
    parser.add_argument("--json", type=Path, help="write the rows as JSON")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="cgt-scaling-"))
    report = ["report", "alquerkonane", args.board, "--rows", args.rows, "--plain",
              "--max-positions", str(10**12)]
    rows: list[dict[str, object]] = []

    def row(case: str, seconds: float, peak: float, base: float | None, **extra: object) -> None:
        ratio = seconds / base if base else None
        rows.append({"case": case, "seconds": round(seconds, 2), "peak_mb": round(peak),
                     "ratio": None if ratio is None else round(ratio, 2), **extra})
        shown = f"{ratio:5.2f}" if ratio is not None else "    -"
        print(f"{case:48} {seconds:9.2f} s {shown}   peak {peak:7.0f} MB "
              + " ".join(f"{k}={v}" for k, v in extra.items()), flush=True)

    print(f"Alquerkonane {args.board}, {args.rows} row(s); Babylone table to "
          f"{args.max_bricks} bricks; {os.cpu_count()} CPUs", flush=True)
    serial, peak, _ = timed(_cgt(*report))
    row("1 worker, no store", serial, peak, serial)
    store = work / "one.sqlite"
    seconds, peak, _ = timed(_cgt(*report, "--store", str(store)))
    row("1 worker, new store", seconds, peak, serial, positions=positions_in(store))
    shared = work / "two.sqlite"
    seconds, peak, _ = timed(_cgt(*report, "--workers", "2", "--store", str(shared)))
    row("2 workers, new shared store", seconds, peak, serial, positions=positions_in(shared))
    seconds, peak, _ = timed(_cgt(*report, "--store", str(store)))
    row("rerun on the filled store", seconds, peak, serial)

    killed = work / "killed.sqlite"
    process = subprocess.Popen(_cgt(*report, "--store", str(killed)), cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(serial / 2)
    process.send_signal(signal.SIGKILL)
    process.wait()
    kept = positions_in(killed)
    seconds, peak, _ = timed(_cgt(*report, "--store", str(killed)))
    total = positions_in(killed)
    row("killed at half time, then resumed", seconds, peak, serial, kept=kept,
        solved_again=total - kept, total=total)

    if not args.skip_table:
        table = ["table", "babylone", "--max-bricks", args.max_bricks, "--plain"]
        base, peak, _ = timed(_cgt(*table))
        row("table babylone, serial", base, peak, base)
        seconds, peak, _ = timed(_cgt(*table, "--workers", "2"))
        row("table babylone, 2 workers", seconds, peak, base)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

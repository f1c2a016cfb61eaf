"""Scaling: the value store and parallel solving, measured (issue 14).

Usage::

    python benchmarks/scaling.py                         # Alquerkonane 5x6 one-row, Babylone table
    python benchmarks/scaling.py --board 7x7 --rows 1    # the issue's case (tens of minutes a run)
    python benchmarks/scaling.py --only split --repeat 3 --json scaling.json
    python benchmarks/scaling.py --board 6x6 --only split --write-docs  # into docs/scaling.md

Every run is a fresh process, timed by wall clock (from its start to its
end, by the small process that starts it), with the load averages
of the machine (``os.getloadavg``) before and after it: on a shared machine
compare the rows of one run, and the medians of repeated runs. The parts
(``--only`` picks some):

- ``split``: the position solved on 1 worker, then on 2 workers
  (:func:`cgt.scale.parallel.run_split`, no store), ``--repeat`` times
  alternately; each row gives the CPU seconds of the coordinator and of its
  workers, the peak RSS, the positions the workers solved, and what they
  shared: positions published, read from the other worker, and solved by
  both (the duplicated work), and the CPU seconds of each worker, of the
  frontier's expansion and of the finish (the scan that counts the
  duplicated work, ``scan_seconds``, is in neither the finish nor the wall
  time). The last row gives what the
  load does not change: the CPU of all processes of a 2-worker run over
  the 1-worker solve's (the efficiency: 1.0 is no overhead, 2.0 no gain)
  and the critical path (expansion + largest worker + finish) over it
  (0.5 is a perfect split). The transposition table's bound is raised to
  ``--table`` entries in both, so neither forgets and solves again;
- ``store``: ``cgt report --store`` on a new store and on no store (peak
  RSS of each), a rerun on the filled store, and a run killed with SIGKILL
  at half the 1-worker time then run again: the positions it had committed,
  those the second run solved, and how many of these the first run had
  committed already (recomputed = committed + solved again - all);
- ``tiers``: ``cgt report alquerkonane B --store NEW`` (one worker: the
  serial solver), the same with ``--workers 2`` (tier by tier,
  :mod:`cgt.scale.tiers`) and with ``--scheduler`` on a Dask
  ``LocalCluster`` of two worker processes started here, ``--repeat`` times
  in turn, each on a new store (wall and CPU seconds: the command's, its
  workers' and, on Dask, the cluster workers'), and the 1- and 2-worker
  commands without a store (the split solver); then one tiered solve in a
  process that reports each tier: its positions, the workers' CPU seconds
  expanding and valuing it, and the bytes sent to and from them;
- ``table``: ``cgt table babylone --max-bricks N`` serial and with
  ``--workers 2``, ``--repeat`` times alternately (wall and CPU seconds,
  the workers' included); then, as many pairs again, the same commands in
  a process that times them: the serial run's CPU (the interpreter's start
  included) and the 2-worker run's critical path, the coordinator's CPU
  until the helpers start, the largest helper's and the coordinator's
  after them: what the wall time is on two idle cores (less the helpers'
  start), which the load does not change. The last row gives the
  median of critical path / serial CPU.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import doc_tables  # noqa: E402

#: Runs a command and writes its peak RSS (KB, its largest process), its CPU
#: seconds (its workers' included) and its wall seconds (from its start to its
#: end: not this process's own start, some 25 ms) last on stderr:
#: RUSAGE_CHILDREN of this process would give the largest of all runs so far.
_MEASURED = ("import resource, subprocess, sys, time; start = time.monotonic(); "
             "code = subprocess.run(sys.argv[1:]).returncode; wall = time.monotonic() - start; "
             "use = resource.getrusage(resource.RUSAGE_CHILDREN); "
             "print(use.ru_maxrss, use.ru_utime + use.ru_stime, wall, file=sys.stderr); "
             "sys.exit(code)")

#: One split run, printed as JSON: argv = rows, columns, piece rows, workers, table bound.
_SPLIT = r"""
import dataclasses, json, os, resource, sys, time
from cgt.games.alquerkonane import Alquerkonane
from cgt.scale.parallel import run_split
n, m, rows, workers, bound = map(int, sys.argv[1:6])
Alquerkonane.table().max_entries = bound
start = Alquerkonane.start(n, m, rows=rows)
began = time.monotonic()
run = run_split(start, workers=workers, duplicates=True)
wall = time.monotonic() - began - run.scan_seconds  # the duplicates scan: no part of the solve
here = resource.getrusage(resource.RUSAGE_SELF)
pool = resource.getrusage(resource.RUSAGE_CHILDREN)
critical = run.frontier_cpu + max(run.worker_cpu, default=0.0) + run.finish_cpu
print(json.dumps({
    "wall": round(wall, 2), "cpu_here": round(here.ru_utime + here.ru_stime, 1),
    "cpu_workers": round(pool.ru_utime + pool.ru_stime, 1),
    "worker_cpu": [round(c, 2) for c in run.worker_cpu], "frontier_cpu": round(run.frontier_cpu, 2),
    "finish_cpu": round(run.finish_cpu, 2), "scan_seconds": round(run.scan_seconds, 2),
    "critical": round(critical, 2),
    "peak_mb": max(here.ru_maxrss, pool.ru_maxrss) // 1024, "value": str(run.value),
    "frontier": run.frontier, "worker_positions": run.worker_positions,
    "here_positions": run.here_positions,
    "shared": None if run.shared is None else dataclasses.asdict(run.shared)}))
"""


#: One ``cgt table`` run (argv: its words) timed in this process, as JSON:
#: see the ``table`` part. The helpers are cgt.scale.forked's (where the
#: system cannot fork, the process pool's workers: no critical path then).
_TABLE = r"""
import contextlib, io, json, resource, sys
from cgt.cli.main import main

def cpu():
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime

marks = {}
if "--workers" in sys.argv:
    import cgt.scale.parallel as parallel
    search = parallel.search_on_forks

    def timed(*arguments):
        marks["before"] = cpu()
        found = search(*arguments)
        marks["after"] = cpu()
        last = {}
        for _, _, (pid, seconds) in found:
            last[pid] = max(seconds, last.get(pid, 0.0))
        marks["helpers"] = sorted(last.values(), reverse=True)
        return found

    parallel.search_on_forks = timed
with contextlib.redirect_stdout(io.StringIO()):
    main(sys.argv[1:])
end = cpu()
result = {"cpu_here": round(end, 3)}
if marks:
    result.update(before=round(marks["before"], 3), helpers=[round(h, 3) for h in marks["helpers"]],
                  after=round(end - marks["after"], 3),
                  critical=round(marks["before"] + marks["helpers"][0] + end - marks["after"], 3))
print(json.dumps(result))
"""


def _cgt(*words: str) -> list[str]:
    return [sys.executable, "-m", "cgt", *words]


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def timed(command: list[str]) -> dict[str, Any]:
    """Wall seconds, peak RSS (MB), output and load of one run (it must succeed)."""
    load = _load()
    run = subprocess.run([sys.executable, "-c", _MEASURED, *command], capture_output=True,
                         text=True, check=False, cwd=ROOT,
                         env=doc_tables.fresh_environment(CGT_NO_PROGRESS="1"))
    if run.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{run.stderr}")
    *lines, last = run.stderr.splitlines()
    peak, cpu, seconds = last.split()
    return {"seconds": round(float(seconds), 3), "cpu": round(float(cpu), 2),
            "peak_mb": int(peak) // 1024, "output": "\n".join([run.stdout, *lines]),
            "load": f"{load} -> {_load()}"}


def positions_in(path: Path) -> int:
    from cgt.scale.store import ValueStore

    store = ValueStore(path)
    try:
        return store.stats().positions
    finally:
        store.close()


def written(report: str) -> int:
    """Positions a ``cgt report --store`` run wrote, from its store line (on stderr)."""
    found = re.search(r"\(([\d,]+) read, ([\d,]+) written by this run\)", report)
    if found is None:
        raise SystemExit(f"no store line in:\n{report[-500:]}")
    return int(found[2].replace(",", ""))


class Rows:
    """The measured rows, printed as they come and kept for ``--json``."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add(self, case: str, **fields: Any) -> None:
        fields.pop("output", None)
        self.rows.append({"case": case, **fields})
        print(f"{case:34} " + " ".join(f"{k}={v}" for k, v in fields.items()), flush=True)

    def medians(self, base: str, other: str) -> None:
        first = [r["seconds"] for r in self.rows if r["case"] == base]
        second = [r["seconds"] for r in self.rows if r["case"] == other]
        if first and second:
            a, b = statistics.median(first), statistics.median(second)
            self.add(f"median: {other} / {base}", base_seconds=a, seconds=b,
                     ratio=round(b / a, 2) if a else None, runs=len(first))


def split(args: argparse.Namespace, n: str, m: str, rows: Rows) -> None:
    for _ in range(args.repeat):
        for workers in (1, 2):
            load = _load()
            run = subprocess.run([sys.executable, "-c", _SPLIT, n, m, args.rows, str(workers),
                                  str(args.table)], capture_output=True, text=True, cwd=ROOT,
                                 check=True, env=doc_tables.fresh_environment())
            result = json.loads(run.stdout.splitlines()[-1])
            result["seconds"] = result.pop("wall")
            rows.add(f"split, {workers} worker{'s' * (workers > 1)}", **result,
                     load=f"{load} -> {_load()}")
    rows.medians("split, 1 worker", "split, 2 workers")
    # Independent of the load: the CPU of all processes against one worker's,
    # and the critical path (expansion, largest worker, finish) against it.
    one = [r for r in rows.rows if r["case"] == "split, 1 worker"]
    two = [r for r in rows.rows if r["case"] == "split, 2 workers"]
    serial = statistics.median(r["critical"] for r in one) if one else 0.0
    if two and serial:  # a tiny board may take no measurable time
        rows.add("median: 2 workers / 1 worker, CPU", serial_cpu=serial,
                 cpu=statistics.median(r["cpu_here"] + r["cpu_workers"] for r in two),
                 efficiency=round(statistics.median(
                     (sum(r["worker_cpu"]) + r["frontier_cpu"] + r["finish_cpu"]) / serial
                     for r in two), 2),
                 critical=round(statistics.median(r["critical"] for r in two) / serial, 2))


def store(args: argparse.Namespace, work: Path, rows: Rows) -> None:
    report = ["report", "alquerkonane", args.board, "--rows", args.rows, "--plain",
              "--max-positions", str(10**12)]
    bare = timed(_cgt(*report))
    rows.add("report, no store", **bare)
    filled = work / "one.sqlite"
    run = timed(_cgt(*report, "--store", str(filled)))
    total = written(run["output"])
    rows.add("report, new store", **run, positions=total)
    rows.add("rerun on the filled store", **timed(_cgt(*report, "--store", str(filled))))
    killed = work / "killed.sqlite"
    process = subprocess.Popen(_cgt(*report, "--store", str(killed)), cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env=doc_tables.fresh_environment(CGT_NO_PROGRESS="1"))
    time.sleep(bare["seconds"] / 2)
    process.send_signal(signal.SIGKILL)
    process.wait()
    kept = positions_in(killed)
    again = timed(_cgt(*report, "--store", str(killed)))
    solved = written(again["output"])
    rows.add("killed at half time, then resumed", **again, committed=kept,
             solved_by_second_run=solved, all_positions=total,
             recomputed=kept + solved - total)


#: One tiered solve, printed as JSON: argv = rows, columns, piece rows, workers.
_TIERS = r"""
import dataclasses, json, sys
from cgt.games.alquerkonane import Alquerkonane
from cgt.scale.tiers import run_tiers
n, m, rows, workers = map(int, sys.argv[1:5])
run = run_tiers(Alquerkonane.start(n, m, rows=rows), workers=workers)
print(json.dumps({"value": str(run.value), "positions": run.positions,
                  "seconds": round(run.seconds, 2),
                  "coordinator_cpu": round(run.coordinator_cpu, 2),
                  "worker_cpu": sorted(round(c, 2) for c in run.worker_cpu.values()),
                  "tiers": [dataclasses.asdict(t) for t in run.tiers]}))
"""


def tiers(args: argparse.Namespace, n: str, m: str, work: Path, rows: Rows) -> None:
    from distributed import Client, LocalCluster

    report = ["report", "alquerkonane", args.board, "--rows", args.rows, "--plain",
              "--max-positions", str(10**12)]
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=40)
    client = Client(cluster)

    def cluster_cpu() -> float:
        return sum(client.run(_process_cpu).values())

    try:
        for attempt in range(args.repeat):
            for case, extra in (("1 worker", []), ("2 workers", ["--workers", "2"]),
                                ("Dask, 2 workers", ["--scheduler", cluster.scheduler_address]),
                                ("1 worker, no store", []),
                                ("2 workers, no store", ["--workers", "2"])):
                path = work / f"tiers-{attempt}-{len(extra)}-{case[0]}.sqlite"
                stored = "no store" not in case
                before = cluster_cpu() if extra[:1] == ["--scheduler"] else 0.0
                run = timed(_cgt(*report, *(["--store", str(path)] if stored else []), *extra))
                if before or extra[:1] == ["--scheduler"]:
                    run["cpu"] = round(run["cpu"] + cluster_cpu() - before, 2)
                rows.add(f"tiers, {case}", **run,
                         positions=written(run["output"]) if stored else None)
    finally:
        client.close()
        cluster.close()
    rows.medians("tiers, 1 worker", "tiers, 2 workers")
    rows.medians("tiers, 1 worker", "tiers, Dask, 2 workers")
    rows.medians("tiers, 1 worker, no store", "tiers, 2 workers, no store")
    one = [r["cpu"] for r in rows.rows if r["case"] == "tiers, 1 worker"]
    two = [r["cpu"] for r in rows.rows if r["case"] == "tiers, 2 workers"]
    if one and two:
        rows.add("median: tiers CPU, 2 workers / 1 worker", base_cpu=statistics.median(one),
                 cpu=statistics.median(two),
                 ratio=round(statistics.median(two) / statistics.median(one), 2))
    for workers in (1, 2):
        run = subprocess.run([sys.executable, "-c", _TIERS, n, m, args.rows, str(workers)],
                             capture_output=True, text=True, cwd=ROOT, check=True,
                             env=doc_tables.fresh_environment())
        rows.add(f"tier figures, {workers} worker{'s' * (workers > 1)}",
                 **json.loads(run.stdout.splitlines()[-1]))


def _process_cpu() -> float:
    """CPU seconds of the process it runs in (a Dask worker's)."""
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime


def table(args: argparse.Namespace, rows: Rows) -> None:
    command = ["table", "babylone", "--max-bricks", args.max_bricks, "--plain"]
    timed(_cgt(*command, "--workers", "2"))  # untimed: it writes the bytecode the runs read
    for _ in range(args.repeat):
        rows.add("table babylone, serial", **timed(_cgt(*command)))
        rows.add("table babylone, 2 workers", **timed(_cgt(*command, "--workers", "2")))
    rows.medians("table babylone, serial", "table babylone, 2 workers")
    ratios = []
    for _ in range(args.repeat):
        serial, two = (json.loads(subprocess.run(
            [sys.executable, "-c", _TABLE, *words], capture_output=True, text=True, cwd=ROOT,
            check=True, env=doc_tables.fresh_environment(CGT_NO_PROGRESS="1"),
        ).stdout.splitlines()[-1])
            for words in (command, [*command, "--workers", "2"]))
        rows.add("table babylone, serial CPU", **serial, load=_load())
        rows.add("table babylone, 2 workers CPU", **two, load=_load())
        if "critical" in two:
            ratios.append(two["critical"] / serial["cpu_here"])
    if ratios:
        rows.add("median: critical path / serial CPU", ratio=round(statistics.median(ratios), 3),
                 runs=len(ratios))


# --------------------------------------------------------------------------- docs/scaling.md


def _of(rows: Rows, prefix: str) -> list[dict[str, Any]]:
    return [r for r in rows.rows if r["case"].startswith(prefix)]


def _with_notes(table: str, rows: Rows, *notes: tuple[str, str]) -> str:
    """``table``, then a paragraph of the ``(case, words)`` notes whose median row exists,
    ``words`` formatted with that row's fields."""
    found = {r["case"]: r for r in rows.rows}
    said = " ".join(words.format(**found[case]) for case, words in notes if case in found)
    return f"{table}\n\n{said}" if said else table


def split_table(rows: Rows) -> str:
    """The split part's runs, and the medians the load does and does not change."""
    cells = [[r["case"].removeprefix("split, "), f"{r['seconds']:,.2f}",
              f"{r['cpu_here'] + r['cpu_workers']:,.1f}",
              ", ".join(f"{c:,.1f}" for c in r["worker_cpu"]) if len(r["worker_cpu"]) > 1 else "",
              f"{r['peak_mb']:,}", "" if r["shared"] is None else f"{r['shared']['duplicated']:,}",
              r["value"]] for r in _of(rows, "split, ")]
    table = doc_tables.markdown_table(
        ["run", "wall s", "CPU s", "per worker", "peak MB", "solved by both", "value"],
        cells, "lrrrrrl")
    return _with_notes(
        table, rows,
        ("median: split, 2 workers / split, 1 worker",
         "Wall-time ratio, 2 workers / 1 worker: **{ratio}** (medians of {runs})."),
        ("median: 2 workers / 1 worker, CPU", "Efficiency {efficiency}, critical path {critical}."))


#: The rows of the store part, in the order it makes them.
STORE_CASES = ("report, no store", "report, new store", "rerun on the filled store",
               "killed at half time, then resumed")


def store_table(rows: Rows) -> str:
    """The store part: no store, a new store, the rerun, the run killed and resumed."""
    def positions(r: dict[str, Any]) -> str:
        if "committed" in r:
            return (f"{r['committed']:,} committed, then {r['solved_by_second_run']:,} solved: "
                    f"{r['recomputed']:,} recomputed")
        return f"{r['positions']:,}" if "positions" in r else ""

    cells = [[r["case"], f"{r['seconds']:,.2f}", f"{r['cpu']:,.1f}", f"{r['peak_mb']:,}",
              positions(r)] for r in rows.rows if r["case"] in STORE_CASES]
    return doc_tables.markdown_table(["run", "wall s", "CPU s", "peak MB", "positions"], cells,
                                     "lrrrl")


def table_table(rows: Rows) -> str:
    """The table part: serial and 2-worker wall times, and the critical path."""
    cells = [[r["case"].removeprefix("table babylone, "), f"{r['seconds']:.3f}", f"{r['cpu']:.2f}"]
             for r in _of(rows, "table babylone, ") if "seconds" in r]
    return _with_notes(
        doc_tables.markdown_table(["run", "wall s", "CPU s"], cells, "lrr"), rows,
        ("median: table babylone, 2 workers / table babylone, serial",
         "Wall-time ratio, 2 workers / serial: **{ratio}** (medians of {runs})."),
        ("median: critical path / serial CPU", "Critical path / serial CPU: {ratio}."))


def tiers_table(rows: Rows) -> str:
    """The tiers part: the three runs of ``cgt report --store``, their medians."""
    cells = [[r["case"].removeprefix("tiers, "), f"{r['seconds']:,.2f}", f"{r['cpu']:,.1f}",
              f"{r['peak_mb']:,}", "–" if r["positions"] is None else f"{r['positions']:,}"]
             for r in _of(rows, "tiers, ") if "positions" in r]
    return _with_notes(
        doc_tables.markdown_table(["run", "wall s", "CPU s", "peak MB", "written"], cells,
                                  "lrrrr"), rows,
        ("median: tiers, 2 workers / tiers, 1 worker",
         "Wall-time ratio, 2 workers / 1 worker: **{ratio}** (medians of {runs});"),
        ("median: tiers, Dask, 2 workers / tiers, 1 worker",
         "Dask / 1 worker: **{ratio}**;"),
        ("median: tiers CPU, 2 workers / 1 worker",
         "CPU of all processes, 2 workers / 1 worker: **{ratio}**."),
        ("median: tiers, 2 workers, no store / tiers, 1 worker, no store",
         ("Without a store (the split solver's workers sharing memory): 2 workers / 1 "
          "worker **{ratio}**.")))


def tier_figures_table(rows: Rows) -> str:
    """Each tier of the 2-worker solve: positions, workers' CPU, bytes moved."""
    found = [r for r in rows.rows if r["case"] == "tier figures, 2 workers"]
    if not found:
        return ""
    run = found[0]
    one = [r for r in rows.rows if r["case"] == "tier figures, 1 worker"]
    cells = [[str(t["tier"]), f"{t['positions']:,}", f"{t['expand_cpu']:.2f}",
              f"{t['value_cpu']:.2f}", f"{(t['bytes_out'] + t['bytes_in']) / 1e6:.1f}"]
             for t in run["tiers"]]
    total = sum(t["expand_cpu"] + t["value_cpu"] for t in run["tiers"])
    moved = sum(t["bytes_out"] + t["bytes_in"] for t in run["tiers"]) / 1e6
    said = (f"{run['positions']:,} positions in {len(run['tiers'])} tiers, value "
            f"{run['value']}: the workers' CPU {total:.1f} s "
            f"({', '.join(map(str, run['worker_cpu']))} by worker), the coordinator's "
            f"{run['coordinator_cpu']:.1f} s, {moved:.0f} MB moved; "
            f"{run['seconds']:.1f} s wall")
    if one:
        said += f" (one worker, in the coordinator's process: {one[0]['seconds']:.1f} s)"
    return doc_tables.markdown_table(
        ["tier", "positions", "expand CPU s", "value CPU s", "MB moved"], cells,
        "rrrrr") + f"\n\n{said}."


def write_docs(args: argparse.Namespace, parts: list[str], rows: Rows) -> None:
    """Each part's table into docs/scaling.md, as ``scaling split 7x7x1`` and so on."""
    how = "fresh processes (bytecode cached), wall clock and CPU seconds"
    start = f"{args.board}x{args.rows}"
    for part, name, table in (("split", f"scaling split {start}", split_table),
                              ("store", f"scaling store {start}", store_table),
                              ("table", f"scaling table {args.max_bricks}", table_table),
                              ("tiers", f"scaling tiers {start}", tiers_table),
                              ("tiers", f"scaling tier figures {start}", tier_figures_table)):
        if part in parts:
            page = doc_tables.TIERS if part == "tiers" else doc_tables.SCALING
            doc_tables.write_table(name, f"{doc_tables.measured(how)}\n\n{table(rows)}", page)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="5x6", help="Alquerkonane board (default 5x6)")
    parser.add_argument("--rows", default="1", help="rows of pieces (default 1)")
    parser.add_argument("--max-bricks", default="20", help="Babylone table bound (default 20)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each timed pair")
    parser.add_argument("--table", type=int, default=10**8,
                        help="transposition table bound of the split runs")
    parser.add_argument("--only", action="append", choices=("split", "store", "table", "tiers"),
                        help="just these parts (repeatable)")
    parser.add_argument("--json", type=Path, help="write the rows as JSON")
    doc_tables.add_option(parser, doc_tables.SCALING)
    args = parser.parse_args(argv)
    parts = args.only or ["split", "store", "table"]
    n, _, m = args.board.partition("x")
    rows = Rows()
    print(f"Alquerkonane {args.board}, {args.rows} row(s); Babylone table to "
          f"{args.max_bricks} bricks; {os.cpu_count()} CPUs; load {_load()}", flush=True)
    if "split" in parts:
        split(args, n, m, rows)
    if "store" in parts:
        store(args, Path(tempfile.mkdtemp(prefix="cgt-scaling-")), rows)
    if "table" in parts:
        table(args, rows)
    if "tiers" in parts:
        tiers(args, n, m, Path(tempfile.mkdtemp(prefix="cgt-tiers-")), rows)
    if args.json:
        args.json.write_text(json.dumps(rows.rows, indent=2) + "\n")
    if args.write_docs:
        write_docs(args, parts, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Threads and processes computing overlapping values at once (issue 18).

Four threads and four worker processes run the same tasks (sums of hot
games, thermographs, Domineering boards, deep ladders that need the deep
worker thread, nimbers and uptimals) in different orders for a while, one
thread emptying the caches now and then; afterwards every result must equal
the serial run's, the threads' results for a task must be one and the same
object (values are interned), and the recursion limit must be as before.

    python benchmarks/stress.py                  # one run of 60 s
    python benchmarks/stress.py --runs 20        # the issue's proof: 20 runs
    python benchmarks/stress.py --seconds 5 --processes 2

No timing is judged; the output is the count of tasks done and any fault.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import cgt
from cgt.games.domineering import Domineering


def _sum_of_switches(n: int) -> cgt.Game:
    total = cgt.zero
    for k in range(1, n + 1):
        total = total + cgt.parse(f"{{{k}|-{k}}}") + cgt.parse(f"{{{k}|{{0|-{k}}}}}")
    return total


def _ladder(depth: int) -> cgt.Game:
    """``{...{{0|-1}|-2}...|-depth}``: deep enough for the deep worker thread."""
    g = cgt.zero
    for k in range(1, depth + 1):
        g = cgt.game([g], [-k])
    return g


def _task_list() -> dict[str, Callable[[], object]]:
    tasks: dict[str, Callable[[], object]] = {}
    for n in (3, 4, 5):
        tasks[f"switches {n}"] = lambda n=n: _sum_of_switches(n)
        tasks[f"thermograph {n}"] = lambda n=n: _sum_of_switches(n).thermograph
    for board in ("...|...|...", "....|....", "...|...|..#", ".....|....."):
        tasks[f"domineering {board}"] = lambda board=board: Domineering(board).value
    for depth in (1500, 2500):
        tasks[f"ladder {depth}"] = lambda depth=depth: (_ladder(depth), _ladder(depth).temperature)
    tasks["nimbers"] = lambda: sum((cgt.nimber(k) for k in range(1, 300)), cgt.zero)
    tasks["uptimals"] = lambda: cgt.parse("^[12] + v<5>*3 + Tiny(2)")
    return tasks


def run_task(name: str) -> str:
    """The printed result of one task (what processes send back)."""
    return _printed(_task_list()[name]())


def _printed(result: object) -> str:
    if isinstance(result, tuple):
        return " ; ".join(_printed(r) for r in result)
    return str(result)


def _process_worker(names: list[str], seconds: float, seed: int) -> list[tuple[str, str]]:
    deadline = time.monotonic() + seconds
    rng = random.Random(seed)
    done = []
    while time.monotonic() < deadline:
        name = rng.choice(names)
        done.append((name, run_task(name)))
    return done


@dataclass
class Report:
    tasks_in_threads: int = 0
    tasks_in_processes: int = 0
    faults: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        verdict = "ok" if not self.faults else f"{len(self.faults)} faults"
        head = (f"{self.tasks_in_threads} tasks in threads, {self.tasks_in_processes} "
                f"in processes: {verdict}")
        return "\n".join([head] + [f"  {fault}" for fault in self.faults[:10]])


def stress(seconds: float = 60.0, threads: int = 4, processes: int = 4, seed: int = 0) -> Report:
    """One run: threads and processes side by side for ``seconds``, then
    the serial run and the comparison."""
    tasks = _task_list()
    names = sorted(tasks)
    limit = sys.getrecursionlimit()
    report = Report()
    results: list[list[tuple[str, object]]] = [[] for _ in range(threads)]
    errors: list[str] = []
    deadline = time.monotonic() + seconds

    def thread_worker(i: int) -> None:
        rng = random.Random(seed * 100 + i)
        try:
            while time.monotonic() < deadline:
                name = rng.choice(names)
                results[i].append((name, tasks[name]()))
                if i == 0 and rng.random() < 0.05:
                    cgt.clear_caches()  # the sweep must not split values in two
        except BaseException as exc:  # noqa: BLE001 - reported, not swallowed
            errors.append(f"thread {i}: {type(exc).__name__}: {exc}")

    context = multiprocessing.get_context("spawn")  # no fork of a threaded process
    with ProcessPoolExecutor(processes, mp_context=context) if processes else _Nothing() as pool:
        futures = [pool.submit(_process_worker, names, seconds, seed * 100 + 50 + p)
                   for p in range(processes)] if processes else []
        workers = [threading.Thread(target=thread_worker, args=(i,)) for i in range(threads)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        from_processes = [f.result() for f in futures]
    report.faults.extend(errors)

    # The serial run, after the concurrent ones, in this thread.
    serial = {name: tasks[name]() for name in names}
    printed = {name: _printed(value) for name, value in serial.items()}
    for i, done in enumerate(results):
        report.tasks_in_threads += len(done)
        for name, value in done:
            if not _same(value, serial[name]):
                report.faults.append(f"thread {i}, {name}: not the serial run's object(s)")
            if _printed(value) != printed[name]:
                report.faults.append(f"thread {i}, {name}: {_printed(value)} != {printed[name]}")
    for p, done in enumerate(from_processes):
        report.tasks_in_processes += len(done)
        for name, text in done:
            if text != printed[name]:
                report.faults.append(f"process {p}, {name}: {text} != {printed[name]}")
    if sys.getrecursionlimit() != limit:
        report.faults.append(f"recursion limit {sys.getrecursionlimit()}, was {limit}")
    return report


def _same(value: object, serial: object) -> bool:
    """Games are the very same objects (interning); thermographs equal."""
    if isinstance(value, tuple) and isinstance(serial, tuple):
        return all(_same(a, b) for a, b in zip(value, serial, strict=True))
    if isinstance(value, cgt.Game):
        return value is serial
    return value == serial


class _Nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--processes", type=int, default=4)
    args = parser.parse_args(argv)
    passed = 0
    for run in range(1, args.runs + 1):
        report = stress(args.seconds, args.threads, args.processes, seed=run)
        passed += not report.faults
        print(f"run {run}: {report}", flush=True)
    print(f"{passed} of {args.runs} runs passed")
    return 0 if passed == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())

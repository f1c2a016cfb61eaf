"""Fuzz ``cgt`` at scale: notation, ruleset positions and command lines, in a
run that no input can stall.

Usage::

    python benchmarks/fuzz.py                        # 100000 strings, 10000 positions, 5000 argv
    python benchmarks/fuzz.py --strings 2000 --positions 0 --argv 0
    python benchmarks/fuzz.py --seconds 5 --megabytes 300 --workers 2 --seed 1
    python benchmarks/fuzz.py --clock cpu              # cap CPU time, not wall time
    python benchmarks/fuzz.py --show 5 --json fuzz.json   # 5 inputs per failure; all as JSON
    python benchmarks/fuzz.py --minimize 60           # shrink each failure's input (60 s each)
    python benchmarks/fuzz.py --seed 2 --json b.json --add a.json   # this run and run a, added

The inputs come from the Hypothesis strategies of the fuzz tests
(``tests/fuzz/``): notation by the grammar of the parser and mutated
(characters inserted, deleted, replaced, huge numbers, deep nesting, any
unicode); positions of every ruleset from valid and malformed words; ``cgt``
command lines, valid and damaged. They are drawn in batches with fixed
seeds (``--seed``), so a run can be repeated; a run with another seed draws
other inputs, so the counts of runs of one core with different seeds add
up to those of one larger run: ``--add FILE`` (an earlier run's ``--json``)
counts it with this one, and the report names each run's seed (a seed
counted twice, or runs of both cores, are refused).

Every case runs in a worker process (``tests/fuzz/runner.py``) under a time
and a memory cap (``tests/fuzz/caps.py``: a timer signal in the worker, and
the runner kills a worker that does not answer within the cap plus a
margin, or that crashed, and starts another one). A case's verdict is

- ok: it ran through;
- expected: refused the documented way: a ``CGTError`` (for the command
  line exit status 2, or status 1 with a one-line message, counted apart);
- failure: any other exception, a broken law of the algebra (the round
  trip of ``str`` through ``cgt.parse`` of every value made: the text's,
  the sum's, a position's; ``(G + H) - H == G``; order), a crash, a
  traceback printed by the command line;
- cap hit: it ran over its time or memory cap.

The report counts verdicts per kind of input, names the slowest case and
the case whose memory grew most (with their time and growth), and lists
every distinct
failure and cap hit (exception type and the library line it came from, or
the step of the case that was running) with its count, message and
shortest inputs. The script exits with status 1 when there is a failure or
a cap hit.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import re
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
FUZZ_DIR = ROOT / "tests" / "fuzz"

for folder in (FUZZ_DIR, ROOT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt  # noqa: F401

from cases import Verdict  # noqa: E402 (after the path is set)
from command_lines import command_lines  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from notation_texts import PARTNERS, notation_texts  # noqa: E402
from ruleset_words import position_cases  # noqa: E402
from runner import Runner  # noqa: E402

DEFAULTS = {"strings": 100_000, "positions": 10_000, "argv": 5_000}
SEED = 20240818
#: Inputs drawn per Hypothesis run (each batch has its own seed).
BATCH = 1000


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Kind:
    """One kind of input: its name in the report, the case it runs, how
    it is drawn, and how an input becomes the case's arguments."""

    label: str
    case: str
    strategy: Callable[[], st.SearchStrategy]
    arguments: Callable[[Any], tuple]


KINDS = {
    "strings": Kind("notation strings", "notation",
                    lambda: st.tuples(notation_texts(), st.sampled_from(PARTNERS)),
                    lambda example: example),
    "positions": Kind("ruleset positions", "position", position_cases, lambda example: example),
    "argv": Kind("command lines", "argv", command_lines, lambda example: (example,)),
}


def draw(strategy: st.SearchStrategy, count: int, seed: int) -> list[Any]:
    """``count`` examples of ``strategy`` (fewer if it rejects too many), seeded.

    Each example is one draw of the strategy from random choices
    (Hypothesis's ``ConjectureData``), without Hypothesis's test engine:
    the engine's bookkeeping (the tree of choices it has tried, health
    checks, the phases) cost about 5 ms an example, three times the draw
    itself and twice a case's own CPU time in the workers (measured on
    2026-11-29: the run's drawing process used 4.7 ms a case, its workers
    2.2). The draws are the strategy's, the seed fixes them (those of the
    runs before 2026-11-29, through the engine, were others).
    """
    from hypothesis.control import BuildContext
    from hypothesis.errors import StopTest, UnsatisfiedAssumption
    from hypothesis.internal.conjecture.data import ConjectureData

    _without_local_constants()
    found: list[Any] = []
    source = random.Random(seed)
    for _ in range(10 * count):
        if len(found) == count:
            break
        data = ConjectureData(random=source, max_choices=8192)
        try:
            with BuildContext(data, wrapped_test=draw):
                found.append(data.draw(strategy))
        except (StopTest, UnsatisfiedAssumption):  # too large, or filtered out
            continue
    return found


def _without_local_constants() -> None:
    """Draw without the constants Hypothesis collects from the source of the
    modules loaded so far (it mixes some into its draws): which modules
    those are depends on the core (the compiled one loads no source for its
    modules) and on what the workers' imports had reached, so the same seed
    drew other inputs in each core (8 % of them differed). Hypothesis keeps
    them in a private function; without it, nothing changes."""
    from hypothesis.internal.conjecture import providers

    if hasattr(providers, "_get_local_constants") and hasattr(providers, "Constants"):
        empty = providers.Constants()
        providers._get_local_constants = lambda: empty  # type: ignore[attr-defined]


def batches(kind: Kind, total: int, seed: int) -> Iterator[list[Any]]:
    """The inputs of one kind, ``BATCH`` at a time."""
    strategy = kind.strategy()
    done = index = 0
    while done < total:
        count = min(BATCH, total - done)
        examples = draw(strategy, count, seed * 1_000_003 + index)[:count]
        index += 1
        if not examples:
            return
        done += len(examples)
        yield examples


def ahead(source: Iterator[list[Any]], depth: int = 2) -> Iterator[list[Any]]:
    """The batches of ``source``, drawn in a thread up to ``depth`` batches
    ahead of the one being run.

    Drawing costs about as much CPU as running the cases (Hypothesis's
    engine, some 4 ms an input), and drawn in turn with running it left the
    workers idle for half of a run: the workers run in other processes, and
    the loop that hands them cases waits in ``wait()`` without the GIL, so
    the thread draws while they run. The batches, and so the inputs, are the
    same as without it.
    """
    batches_ready: queue.Queue[tuple[list[Any] | None, BaseException | None]] = \
        queue.Queue(maxsize=depth)
    stop = threading.Event()

    def produce() -> None:
        try:
            for batch in source:
                while not stop.is_set():
                    try:
                        batches_ready.put((batch, None), timeout=0.5)
                        break
                    except queue.Full:
                        continue
                if stop.is_set():
                    return
            batches_ready.put((None, None))
        except BaseException as error:  # noqa: BLE001 (handed to the consumer)
            batches_ready.put((None, error))

    producer = threading.Thread(target=produce, name="fuzz-draw", daemon=True)
    producer.start()
    try:
        while True:
            batch, error = batches_ready.get()
            if error is not None:
                raise error
            if batch is None:
                return
            yield batch
    finally:
        stop.set()


# --------------------------------------------------------------------------- tally


def shown(arguments: tuple, limit: int = 240) -> str:
    """An input as Python source, shortened in the middle when long."""
    text = repr(arguments[0] if len(arguments) == 1 else arguments)
    if len(text) <= limit:
        return text
    half = limit // 2 - 20
    return f"{text[:half]} ...[{len(text)} characters]... {text[-half:]}"


def size(arguments: tuple) -> tuple[int, int]:
    """How large an input is, to shrink it: its length, then for notation
    whether the partner is anything but the simplest, "0"."""
    plain = len(arguments) == 2 and arguments[1] == "0"
    return len(repr(arguments)), 0 if plain else 1


def signature(kind: Kind, arguments: tuple, verdict: Verdict) -> str:
    """What tells one failure from another: the exception and the library
    line it came from; for a cap hit, the step of the case that was running
    (the command, for a command line) and the library function at work."""
    if verdict.kind == "cap":
        step = verdict.step or "?"
        if kind.case == "argv":
            words = [w for w in arguments[0] if not w.startswith("-")]
            step = f"cgt {words[0] if words else '(no command)'}"
        function = re.sub(r":\d+ in ", ": ", verdict.where) or "?"
        return f"cap hit during {step!r} in {function}"
    where = verdict.where or verdict.step or "?"
    return f"{verdict.error_type} at {where}"


@dataclass
class Group:
    """The cases of one distinct failure."""

    signature: str
    summary: str
    details: str
    count: int = 0
    #: The shortest inputs seen, with their summaries.
    inputs: list[tuple[int, tuple, str]] = field(default_factory=list)
    minimal: tuple | None = None

    def add(self, arguments: tuple, verdict: Verdict, keep: int) -> None:
        self.count += 1
        self.inputs.append((size(arguments), arguments, verdict.summary))
        self.inputs.sort(key=lambda item: item[0])
        if self.inputs[0][1] is arguments:
            self.summary, self.details = verdict.summary, verdict.details
        del self.inputs[keep:]


@dataclass
class Tally:
    """Verdicts of one kind of input."""

    kind: Kind
    cases: int = 0
    ok: int = 0
    expected: int = 0
    exit_1: int = 0
    failures: int = 0
    caps: int = 0
    killed: int = 0
    seconds: float = 0.0
    groups: dict[str, Group] = field(default_factory=dict)
    exit_1_messages: Counter = field(default_factory=Counter)
    #: The slowest case (its seconds on the cap's clock, its input) and the
    #: case whose memory grew most (MB of resident memory, its input).
    slowest: tuple[float, tuple] = (0.0, ())
    largest: tuple[float, tuple] = (0.0, ())
    #: The runs counted here: each one's seed, core and cases (one, unless
    #: earlier runs were added with ``--add``).
    runs: list[dict[str, Any]] = field(default_factory=list)

    def add(self, arguments: tuple, verdict: Verdict, keep: int) -> None:
        self.cases += 1
        self.slowest = max(self.slowest, (verdict.seconds, arguments), key=lambda p: p[0])
        self.largest = max(self.largest, (verdict.megabytes, arguments), key=lambda p: p[0])
        if verdict.kind == "ok":
            self.ok += 1
            return
        if verdict.kind == "expected":
            self.expected += 1
            if verdict.status == 1:
                self.exit_1 += 1
                self.exit_1_messages[re.sub(r"\d+", "N", verdict.summary)[:160]] += 1
            return
        if verdict.kind == "cap":
            self.caps += 1
            self.killed += "killed" in verdict.summary
        else:
            self.failures += 1
        key = signature(self.kind, arguments, verdict)
        group = self.groups.setdefault(key, Group(key, verdict.summary, verdict.details))
        group.add(arguments, verdict, keep)


class Shown(str):
    """An input read back from a run's JSON: its text, shown as it is."""

    def __repr__(self) -> str:
        return str(self)


def add_run(tally: Tally, results: dict[str, Any], keep: int) -> None:
    """Count into ``tally`` the results of an earlier run of its kind (one
    entry of a ``--json`` file). Runs add up when their inputs differ: a
    seed draws its own inputs (each batch of ``BATCH`` has the seed
    ``seed * 1_000_003 + index``), so runs of one core with different seeds
    add up to a larger run, and a seed counted twice is refused."""
    seeds = {run["seed"] for run in tally.runs}
    cores = {run["core"].split()[0] for run in tally.runs}  # "pure" or "compiled"
    for run in results["runs"]:
        if run["seed"] in seeds:
            raise SystemExit(f"fuzz: seed {run['seed']} is counted twice: its inputs "
                             "would be counted twice")
        if cores and run["core"].split()[0] not in cores:
            raise SystemExit(f"fuzz: a run of the {run['core']} does not add to one of the "
                             f"{tally.runs[0]['core']}")
    tally.runs.extend(results["runs"])
    for name in ("cases", "ok", "expected", "exit_1", "failures", "caps", "killed", "seconds"):
        setattr(tally, name, getattr(tally, name) + results[name])
    slowest, largest = results["slowest"], results["largest_megabytes"]
    tally.slowest = max(tally.slowest, (slowest[0], (Shown(slowest[1]),)), key=lambda p: p[0])
    tally.largest = max(tally.largest, (largest[0], (Shown(largest[1]),)), key=lambda p: p[0])
    tally.exit_1_messages.update(results["exit_1_messages"])
    for entry in results["groups"]:
        group = tally.groups.setdefault(entry["signature"], Group(
            entry["signature"], entry["summary"], entry["details"]))
        group.count += entry["count"]
        group.inputs.extend(((len(text), 1), (Shown(text),), entry["summary"])
                            for text in entry["inputs"])
        group.inputs.sort(key=lambda item: item[0])
        del group.inputs[keep:]


# --------------------------------------------------------------------------- running


class Pool:
    """Runners, one case each at a time; verdicts in the order they come."""

    def __init__(self, workers: int, seconds: float, megabytes: float) -> None:
        self.runners = [Runner(seconds, megabytes) for _ in range(workers)]
        for runner in self.runners:  # before the thread that draws the inputs starts
            runner.start()

    def close(self) -> None:
        for runner in self.runners:
            runner.close()

    def run(self, case: str, inputs: list[tuple]) -> Iterator[tuple[tuple, Verdict]]:
        pending = list(reversed(inputs))
        busy: dict[Any, tuple[Runner, tuple]] = {}
        idle = list(self.runners)
        while pending or busy:
            while idle and pending:
                runner, arguments = idle.pop(), pending.pop()
                runner.submit(case, *arguments)
                busy[runner.connection] = (runner, arguments)
            soonest = min(runner.deadline for runner, _ in busy.values())
            ready = wait(list(busy), timeout=max(0.0, soonest - time.monotonic()))
            now = time.monotonic()
            for connection in list(busy):
                runner, arguments = busy[connection]
                if connection in ready or runner.expired(now):
                    del busy[connection]
                    idle.append(runner)
                    yield arguments, runner.collect(timeout=0)


def run_kind(tally: Tally, total: int, pool: Pool, seed: int, keep: int,
             progress: Callable[[str], None]) -> None:
    """Run ``total`` inputs of ``tally``'s kind, counting into it as they come."""
    kind = tally.kind
    start = time.monotonic()
    last = start
    for examples in ahead(batches(kind, total, seed)):
        inputs = [kind.arguments(example) for example in examples]
        for arguments, verdict in pool.run(kind.case, inputs):
            tally.add(arguments, verdict, keep)
            if time.monotonic() - last > 10:
                last = time.monotonic()
                progress(f"{kind.label}: {tally.cases}/{total}, {tally.failures} failures, "
                         f"{tally.caps} cap hits, {last - start:.0f} s")
            tally.seconds = time.monotonic() - start


# --------------------------------------------------------------------------- shrinking


def _smaller(arguments: tuple, case: str) -> Iterator[tuple]:
    """Candidates smaller than ``arguments``: chunks of the text (or words)
    removed, largest chunks first, then long runs of one character shortened."""
    if case == "notation":
        text, partner = arguments
        for candidate in _shorter_texts(text):
            yield candidate, partner
        if partner != "0":
            yield text, "0"
    elif case == "position":
        name, words, options = arguments
        for i in range(len(words)):
            yield name, words[:i] + words[i + 1 :], options
        for i, word in enumerate(words):
            for shorter in _shorter_texts(word):
                yield name, [*words[:i], shorter, *words[i + 1 :]], options
        for key, value in options.items():
            if value:
                yield name, words, {**options, key: None if key == "rows" else False}
    else:
        (argv,) = arguments
        for i in range(len(argv)):
            yield (argv[:i] + argv[i + 1 :],)
        for i, word in enumerate(argv):
            for shorter in _shorter_texts(word):
                yield ([*argv[:i], shorter, *argv[i + 1 :]],)


def _shorter_texts(text: str) -> Iterator[str]:
    n = len(text)
    chunk = n // 2
    while chunk >= 1:
        for start in range(0, n - chunk + 1, chunk):
            yield text[:start] + text[start + chunk :]
        chunk //= 2
    for run in re.finditer(r"(.)\1{3,}", text):  # "{{{{{{" -> "{{{"
        length = len(run.group())
        for keep in (length // 2, 1):
            yield text[: run.start()] + run.group(1) * keep + text[run.end() :]


def minimize(kind: Kind, group: Group, runner: Runner, budget: float) -> tuple:
    """The shortest input of ``group`` shrunk (greedily, within ``budget``
    seconds) while it fails with the same signature. The search starts in a
    fresh worker (warm caches could make an input fail, or pass, only
    because of the inputs run before it), and each cap hit restarts it."""
    runner.restart()
    best = group.inputs[0][1]
    deadline = time.monotonic() + budget
    improved = True
    while improved and time.monotonic() < deadline:
        improved = False
        for candidate in _smaller(best, kind.case):
            if time.monotonic() >= deadline:
                break
            if size(candidate) >= size(best):
                continue
            verdict = runner.run(kind.case, *candidate)
            if verdict.kind in ("failure", "cap") and \
                    signature(kind, candidate, verdict) == group.signature:
                best, improved = candidate, True
                break
    return best


# --------------------------------------------------------------------------- output


def counts_table(tallies: list[Tally]) -> str:
    header = ("input", "cases", "ok", "CGTError/usage", "(exit 1)", "other exceptions",
              "cap hits", "(killed)", "seconds")
    rows = [(t.kind.label, t.cases, t.ok, t.expected, t.exit_1, t.failures, t.caps, t.killed,
             f"{t.seconds:.0f}") for t in tallies]
    cells = [tuple(str(c) for c in row) for row in [header, *rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = ["  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths)))
             for row in cells]
    for t in tallies:
        if len(t.runs) > 1:
            lines.append(f"{t.kind.label}: {len(t.runs)} runs added up: " + ", ".join(
                f"seed {run['seed']} ({run['cases']} cases)" for run in t.runs))
        lines.append(f"{t.kind.label}: slowest case {t.slowest[0]:.2f} s "
                     f"({shown(t.slowest[1], 120)}), largest memory growth "
                     f"{t.largest[0]:.0f} MB ({shown(t.largest[1], 120)})")
    return "\n".join(lines)


def report(tallies: list[Tally], show: int) -> str:
    lines = [counts_table(tallies), ""]
    for tally in tallies:
        if tally.exit_1_messages:
            lines.append(f"{tally.kind.label}: one-line errors with exit status 1 (accepted):")
            for message, count in tally.exit_1_messages.most_common():
                lines.append(f"  {count:6}  {message}")
            lines.append("")
    groups = [(t, g) for t in tallies for g in t.groups.values()]
    if not groups:
        lines.append("no failures and no cap hits")
        return "\n".join(lines)
    lines.append(f"{len(groups)} distinct failures and cap hits:")
    for tally, group in sorted(groups, key=lambda tg: (tg[0].kind.label, -tg[1].count)):
        lines.append("")
        lines.append(f"[{tally.kind.label}] {group.signature}  ({group.count} cases)")
        lines.append(f"  {group.summary}")
        if group.minimal is not None:
            lines.append(f"  minimal input: {shown(group.minimal)}")
        for _, arguments, summary in group.inputs[:show]:
            lines.append(f"  input: {shown(arguments)}")
            if summary != group.summary:
                lines.append(f"         {summary}")
    return "\n".join(lines)


def as_json(tallies: list[Tally]) -> dict[str, Any]:
    return {
        t.kind.label: {
            "cases": t.cases, "ok": t.ok, "expected": t.expected, "exit_1": t.exit_1,
            "failures": t.failures, "caps": t.caps, "killed": t.killed, "seconds": t.seconds,
            "slowest": [t.slowest[0], repr(t.slowest[1])],
            "largest_megabytes": [t.largest[0], repr(t.largest[1])],
            "exit_1_messages": dict(t.exit_1_messages),
            "runs": t.runs,
            "groups": [
                {"signature": g.signature, "count": g.count, "summary": g.summary,
                 "details": g.details,
                 "minimal": None if g.minimal is None else repr(g.minimal),
                 "inputs": [repr(arguments) for _, arguments, _ in g.inputs]}
                for g in t.groups.values()
            ],
        }
        for t in tallies
    }


def add_runs(tallies: list[Tally], files: list[Path], keep: int) -> None:
    """Add the runs of ``files`` (``--json`` files of earlier runs) to ``tallies``."""
    for path in files:
        for label, results in json.loads(path.read_text(encoding="utf-8")).items():
            tally = next((t for t in tallies if t.kind.label == label), None)
            if tally is None:
                kind = next(k for k in KINDS.values() if k.label == label)
                tally = Tally(kind)
                tallies.append(tally)
            add_run(tally, results, keep)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name, default in DEFAULTS.items():
        parser.add_argument(f"--{name}", type=int, default=default, metavar="N",
                            help=f"{KINDS[name].label} to run (default {default})")
    parser.add_argument("--seconds", type=float, default=5.0, help="time cap of a case (5)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="time cap in wall time (default) or the worker's CPU time, "
                             "fairer on a loaded machine")
    parser.add_argument("--megabytes", type=float, default=300.0,
                        help="memory cap of a case, growth of its worker's RSS (300)")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1),
                        help="worker processes (default: 2, or 1 on one CPU)")
    parser.add_argument("--seed", type=int, default=SEED, help="seed of the inputs")
    parser.add_argument("--show", type=int, default=3, help="inputs shown per failure (3)")
    parser.add_argument("--minimize", type=float, default=0.0, metavar="SECONDS",
                        help="shrink the shortest input of each failure for up to SECONDS")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the results as JSON")
    parser.add_argument("--add", type=Path, metavar="FILE", action="append", default=[],
                        help="add the results of an earlier run (its --json file) of the "
                             "same core with another seed to this one's")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args(argv)
    # Ctrl-C, and kill (SIGTERM), stop the run with the counts so far, also
    # when the shell started it in the background with SIGINT ignored.
    previous = {signum: signal.signal(signum, signal.default_int_handler)
                for signum in (signal.SIGINT, signal.SIGTERM)}

    def progress(message: str) -> None:
        if not args.quiet:
            print(message, file=sys.stderr, flush=True)

    os.environ["CGT_FUZZ_CLOCK"] = args.clock  # read by the workers' caps (tests/fuzz/caps.py)
    from cgt import native

    progress(f"fuzz: caps {args.seconds:g} s ({args.clock}) and {args.megabytes:g} MB a case, "
             f"{args.workers} workers, seed {args.seed}; {native.core}")
    pool = Pool(args.workers, args.seconds, args.megabytes)
    tallies = []
    try:
        for name in DEFAULTS:
            total = getattr(args, name)
            if total > 0:
                tallies.append(Tally(KINDS[name]))
                tallies[-1].runs.append({"seed": args.seed, "core": native.core, "cases": 0})
                run_kind(tallies[-1], total, pool, args.seed, max(args.show, 1), progress)
        if args.minimize > 0:
            runner = pool.runners[0]
            for tally in tallies:
                for group in tally.groups.values():
                    progress(f"shrinking: {group.signature}")
                    group.minimal = minimize(tally.kind, group, runner, args.minimize)
    except KeyboardInterrupt:
        print("interrupted: the counts so far", file=sys.stderr)
    finally:
        pool.close()
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    for tally in tallies:
        tally.runs[-1]["cases"] = tally.cases
    add_runs(tallies, args.add, max(args.show, 1))
    print(report(tallies, args.show))
    if args.json:
        args.json.write_text(json.dumps(as_json(tallies), indent=2, ensure_ascii=False),
                             encoding="utf-8")
    return 1 if any(t.failures or t.caps for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())

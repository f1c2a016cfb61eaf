"""Time the impartial rulesets of the articles: Babylone's table of winners,
Chomp 6 x 7, the subtraction game {1, 2, 3} at a million tokens; and the
``cgt report`` commands on huge heaps that must answer within a second.

Usage::

    python benchmarks/bench_impartial_rulesets.py                 # up to 24 bricks, 60 s a cell
    python benchmarks/bench_impartial_rulesets.py --quick         # up to 16 bricks, 20 s a cell
    python benchmarks/bench_impartial_rulesets.py --max-bricks 30 --budget 600
    python benchmarks/bench_impartial_rulesets.py --markdown      # markdown tables
    python benchmarks/bench_impartial_rulesets.py --cli           # only the command lines
    python benchmarks/bench_impartial_rulesets.py --cli --write-docs  # into docs/performance.md

Babylone: the article's cells (c colours x k bricks of each, rows c = 2..6)
and every other cell with ``4 <= c*k <= max-bricks``, each solved from empty
tables in a process of its own (``.outcome`` of ``Babylone.start(c, k)``,
i.e. the solver's Grundy search), killed after ``--budget`` seconds and
then reported as open. A result that contradicts the article marks its
row and makes the script exit with status 1.

Chomp 6 x 7 (the course's Prolog took 8 s) and the subtraction game are
timed the same way, from empty tables. Times exclude interpreter start-up
and imports.

The command lines (:data:`COMMANDS`: Nim and subtraction heaps of 20 and 30
digits, issue 17) are timed as a user meets them: the wall time of the
whole ``cgt report ...`` process, start-up and imports included, the median
of ``--repeats`` runs (5). Each should be under a second.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

try:
    import cgt.games.babylone  # noqa: F401
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

#: The article's table: winner (1 = the player who moves first, 2 = the other).
ARTICLE = {
    (2, 1): 1, (2, 2): 1, (2, 3): 2, (2, 4): 2, (2, 5): 2, (2, 6): 2,
    (3, 1): 1, (3, 2): 2, (3, 3): 1, (3, 4): 1, (3, 5): 2, (3, 6): 1,
    (4, 1): 1, (4, 2): 1, (4, 3): 2, (4, 4): 1,
    (5, 1): 1, (5, 2): 2, (5, 3): 2,
    (6, 1): 2, (6, 2): 2,
}  # fmt: skip


@dataclass
class Row:
    """One timed computation."""

    name: str
    seconds: float | None  # None: over budget
    result: str
    positions: int | None = None
    note: str = ""


# -- the computations (each runs in a fresh process) ------------------------------


def babylone_cell(colors: int, per_color: int) -> tuple[float, str, int]:
    """Solve one start: (seconds, winner and Grundy value, table entries)."""
    from cgt.games.babylone import Babylone

    start = Babylone.start(colors=colors, per_color=per_color)
    began = time.perf_counter()
    grundy = start.grundy
    seconds = time.perf_counter() - began
    return seconds, f"{1 if grundy else 2} (*{grundy})", len(Babylone.grundy_table())


def chomp(rows: int, columns: int) -> tuple[float, str, int]:
    """Chomp ``rows x columns``: (seconds, its winning moves, table entries)."""
    from cgt.games.chomp import Chomp

    began = time.perf_counter()
    moves = Chomp.rectangle(rows, columns).winning_moves()
    seconds = time.perf_counter() - began
    return seconds, "winning moves: " + ", ".join(repr(m) for m in moves), len(Chomp.grundy_table())


def subtraction(heap: int) -> tuple[float, str, int | None]:
    """The subtraction game {1, 2, 3} on ``heap`` tokens: (seconds, Grundy value, None)."""
    from cgt.games.subtraction import Subtraction

    began = time.perf_counter()
    grundy = Subtraction({1, 2, 3}, heap).grundy
    seconds = time.perf_counter() - began
    return seconds, f"Grundy {grundy} ({'P' if grundy == 0 else 'first player wins'})", None


#: ``cgt`` commands on huge heaps, answered by formula or by a proven period.
COMMANDS = (
    "report nim 99999999999999999999 3",
    "report nim 10000000 7",
    "report subtraction 1,2,3 123456789012345678901234567890",
    "report subtraction 2,3,7 123456789012345678901234567890",
)


def cgt_command() -> list[str]:
    """The ``cgt`` script beside this interpreter, or ``python -m cgt``."""
    script = Path(sys.executable).parent / "cgt"
    return [str(script)] if script.exists() else [sys.executable, "-m", "cgt"]


def cli(words: str, repeats: int = 5) -> tuple[float, str]:
    """``cgt WORDS`` in ``repeats`` fresh processes: (median wall seconds,
    the value line of its report)."""
    times, output = [], ""
    for _ in range(repeats):
        began = time.perf_counter()
        done = subprocess.run([*cgt_command(), *words.split()], capture_output=True, text=True,
                              env={**os.environ, "COLUMNS": "200"}, check=False)
        times.append(time.perf_counter() - began)
        if done.returncode:
            raise RuntimeError(f"cgt {words} failed ({done.returncode}): {done.stderr.strip()}")
        output = done.stdout
    value = next((line.strip() for line in output.splitlines() if line.startswith("Value:")), "")
    return statistics.median(times), value


def cli_rows(repeats: int) -> list[Row]:
    rows = []
    for words in COMMANDS:
        seconds, value = cli(words, repeats)
        note = f"median of {repeats}, start-up included; " + (
            "under 1 s" if seconds < 1 else "OVER 1 s"
        )
        rows.append(Row(f"`cgt {words}`", seconds, value, note=note))
        print(_line(rows[-1]), file=sys.stderr, flush=True)
    return rows


def _child(task, args, sender) -> None:
    sender.send(task(*args))
    sender.close()


def run(task, *args, budget: float) -> tuple[float, str, int | None] | None:
    """``task(*args)`` in a fresh process; None if it takes more than ``budget`` seconds."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(task, args, sender), daemon=True)
    process.start()
    sender.close()
    # start-up and imports are not timed by the task, but count against the budget
    ready = receiver.poll(budget + 5)
    if not ready:
        process.terminate()
        process.join()
        return None
    result = receiver.recv()
    process.join()
    if result[0] > budget:
        return None
    return result


# -- the report ---------------------------------------------------------------------


def babylone_cells(max_bricks: int) -> list[tuple[int, int]]:
    """The article's cells and every cell with 4 <= c*k <= max_bricks (c >= 2), smallest first."""
    cells = set(ARTICLE)
    cells |= {
        (c, k)
        for c in range(2, max_bricks + 1)
        for k in range(1, max_bricks + 1)
        if 4 <= c * k <= max_bricks
    }
    return sorted(cells, key=lambda cell: (cell[0] * cell[1], cell))


def babylone_rows(
    max_bricks: int, budget: float, echo: bool = True
) -> tuple[list[Row], dict, bool]:
    """Time every cell; returns the rows, the winners by cell and whether all
    agree with the article."""
    rows, winners, agree = [], {}, True
    for c, k in babylone_cells(max_bricks):
        found = run(babylone_cell, c, k, budget=budget)
        if found is None:
            row = Row(
                f"Babylone {c} x {k} ({c * k} bricks)", None, "open", note=f"over {budget:g} s"
            )
        else:
            seconds, result, positions = found
            winners[(c, k)] = int(result[0])
            note = ""
            if (c, k) in ARTICLE:
                ok = ARTICLE[(c, k)] == winners[(c, k)]
                agree &= ok
                note = "article: agrees" if ok else f"ARTICLE SAYS {ARTICLE[(c, k)]}"
            row = Row(f"Babylone {c} x {k} ({c * k} bricks)", seconds, result, positions, note)
        rows.append(row)
        if echo:
            print(_line(row), file=sys.stderr, flush=True)
    return rows, winners, agree


def _line(row: Row) -> str:
    seconds = "over budget" if row.seconds is None else f"{row.seconds:8.3f} s"
    positions = "" if row.positions is None else f"{row.positions:>9,} positions"
    return f"{row.name:<38} {seconds:>12}  {row.result:<42} {positions:>19}  {row.note}".rstrip()


def winners_grid(winners: dict, max_bricks: int) -> list[str]:
    """The article's layout: a row per colour count, a column per bricks-per-colour; '.' open."""
    width = max(k for _, k in babylone_cells(max_bricks))
    lines = ["c \\ k " + " ".join(f"{k:>2}" for k in range(1, width + 1))]
    for c in range(2, max_bricks + 1):
        cells = []
        for k in range(1, width + 1):
            if (c, k) in winners:
                cells.append(f"{winners[c, k]:>2}")
            elif (c, k) in ARTICLE or 4 <= c * k <= max_bricks:
                cells.append(" .")
            else:
                cells.append("  ")
        lines.append(f"{c:>5} " + " ".join(cells).rstrip())
    return lines


def markdown(rows: list[Row]) -> list[str]:
    cells = [[row.name, "open (over budget)" if row.seconds is None else f"{row.seconds:.3f}",
              row.result, "" if row.positions is None else f"{row.positions:,}", row.note]
             for row in rows]
    header = ["computation", "time (s)", "result", "positions", "note"]
    return doc_tables.markdown_table(header, cells, "lrlrl").splitlines()


def write_docs(name: str, lines: list[str], how: str) -> None:
    """Write ``lines`` (markdown) into docs/performance.md as the table ``name``."""
    doc_tables.write_table(name, doc_tables.measured(how) + "\n\n" + "\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--max-bricks", type=int, default=24, help="Babylone cells up to c*k bricks (24)"
    )
    ap.add_argument(
        "--budget", type=float, default=60.0, help="seconds allowed per computation (60)"
    )
    ap.add_argument("--quick", action="store_true", help="up to 16 bricks, 20 s a cell")
    ap.add_argument("--markdown", action="store_true", help="print markdown tables")
    ap.add_argument("--cli", action="store_true", help="time only the cgt commands")
    ap.add_argument("--repeats", type=int, default=5, help="runs of each cgt command (5)")
    doc_tables.add_option(ap)
    options = ap.parse_args(argv)
    if options.quick:
        options.max_bricks, options.budget = 16, 20.0
    if options.cli:
        rows = cli_rows(options.repeats)
        print("\n".join(markdown(rows) if options.markdown else [_line(row) for row in rows]))
        if options.write_docs:
            write_docs("bench_impartial_rulesets --cli", markdown(rows),
                       f"wall-clock medians of {options.repeats} whole processes")
        return 0 if all(row.seconds is not None and row.seconds < 1 for row in rows) else 1

    print(
        f"Python {platform.python_version()} on {platform.machine()}, "
        f"budget {options.budget:g} s per computation",
        file=sys.stderr,
    )
    rows: list[Row] = []
    for name, task, args in [
        ("Chomp 6 x 7", chomp, (6, 7)),
        ("Subtraction {1,2,3}, 1 000 000 tokens", subtraction, (1_000_000,)),
        ("Subtraction {1,2,3}, 1 000 001 tokens", subtraction, (1_000_001,)),
    ]:
        found = run(task, *args, budget=options.budget)
        row = Row(name, None, "open") if found is None else Row(name, found[0], found[1], found[2])
        rows.append(row)
        print(_line(row), file=sys.stderr, flush=True)
    babylone, winners, agree = babylone_rows(options.max_bricks, options.budget)
    rows += babylone + cli_rows(options.repeats)

    print()
    grid = ["", "Babylone winners (1 = first player, 2 = second, . = open):", "", "```",
            *winners_grid(winners, options.max_bricks), "```"]
    if options.markdown:
        print("\n".join(markdown(rows) + grid))
    else:
        print("\n".join(_line(row) for row in rows))
        print()
        print("Babylone winners (1 = first player, 2 = second, . = open):")
        print("\n".join(winners_grid(winners, options.max_bricks)))
    if options.write_docs:
        write_docs("bench_impartial_rulesets", markdown(rows) + grid,
                   f"wall clock, each computation in a fresh process, {options.budget:g} s at most")
    if not agree:
        print(
            "\nBabylone: some cells contradict the article (rows marked ARTICLE SAYS)",
            file=sys.stderr,
        )
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())

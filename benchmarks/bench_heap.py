"""Time the heap games of ``cgt.games.heap``: long nim sequences, periodicity proofs,
huge heaps, misère values.

Usage::

    python benchmarks/bench_heap.py               # 5 repetitions a row
    python benchmarks/bench_heap.py --quick       # 3 repetitions, Kayles to 20 000
    python benchmarks/bench_heap.py --markdown    # a markdown table
    python benchmarks/bench_heap.py --write-docs  # ... written into docs/performance.md

Rows (every repetition starts from an empty ruleset: ``HeapGame.clear()``):

1. Kayles (``0.77``) nim values of heaps 0 .. 40 000 by the mex rule, every
   heap computed (CGSuite's benchmark), and the same list as the library
   gives it by default: values past the proven period filled in from it.
2. Proving periodicity (Guy-Smith): Kayles (71, 12) and Dawson's Kayles
   ``0.07`` (53, 34), values included.
3. Grundy's game (``4!.0``): the first 1 000 and 10 000 values.
4. Huge heaps: subtraction {1, 2, 3} and Kayles at ``10**100``.
5. Misère Kayles: misère nim values of heaps 0 .. 30.

Each result is checked against the published value (Winning Ways, OEIS);
a mismatch marks its row and makes the script exit with status 1.
cgt-py (0.11) has no impartial heap games, so there is no peer column;
CGSuite (Java) is not run here.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

try:
    import cgt.games.heap  # noqa: F401
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))

from cgt.games.heap import HeapGame  # noqa: E402
from cgt.games.wythoff import grundy_table  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

#: RULES.md: Wythoff Grundy values, row x = 10, y = 0..20.
WYTHOFF_ROW_10 = [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28]

#: OEIS A002188, Grundy's game, heaps 0..29.
GRUNDY_START = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0,
                4, 1, 2]  # fmt: skip
#: Misère Kayles, heaps 0..25 (Winning Ways ch. 13; CGSuite's MisereNimValue).
MISERE_KAYLES = [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0, 6, 4, 5, 6, 7]


@dataclass
class Case:
    name: str
    run: Callable[[], Any]
    check: Callable[[Any], bool]
    shown: Callable[[Any], str]


@dataclass
class Row:
    name: str
    seconds: float
    result: str
    ok: bool


def fresh(code: str) -> HeapGame:
    game = HeapGame(code)
    game.clear()
    return game


def kayles_period_ok(values: list[int]) -> bool:
    return all(values[n] == values[n + 12] for n in range(71, len(values) - 12))


def cases(kayles_top: int) -> list[Case]:
    return [
        Case(
            f"Kayles 0..{kayles_top}, every heap by the mex rule",
            lambda: fresh("0.77").nim_values(kayles_top, use_periodicity=False),
            kayles_period_ok,
            lambda v: f"{len(v)} values, max {max(v)}",
        ),
        Case(
            f"Kayles 0..{kayles_top}, past the proven period from it",
            lambda: fresh("0.77").nim_values(kayles_top),
            kayles_period_ok,
            lambda v: f"{len(v)} values",
        ),
        Case(
            "Kayles periodicity proof (Guy-Smith)",
            lambda: fresh("0.77").periodicity(),
            lambda p: p == (71, 12, 0),
            lambda p: f"preperiod {p[0]}, period {p[1]}",
        ),
        Case(
            "Dawson's Kayles periodicity proof (Guy-Smith)",
            lambda: fresh("0.07").periodicity(),
            lambda p: p == (53, 34, 0),
            lambda p: f"preperiod {p[0]}, period {p[1]}",
        ),
        Case(
            "Grundy's game 0..1000",
            lambda: fresh("4!.0").nim_values(1000),
            lambda v: v[:30] == GRUNDY_START,
            lambda v: f"max {max(v)}",
        ),
        Case(
            "Grundy's game 0..10000",
            lambda: fresh("4!.0").nim_values(10000),
            lambda v: v[:30] == GRUNDY_START,
            lambda v: f"max {max(v)}",
        ),
        Case(
            "subtraction {1,2,3} and Kayles at 10**100",
            lambda: (
                fresh(HeapGame.subtraction({1, 2, 3}).code)(10**100).grundy,
                fresh("0.77")(10**100).grundy,
            ),
            lambda r: r == (0, 1),
            lambda r: f"*{r[0]}, *{r[1]}",
        ),
        Case(
            "Wythoff Grundy table 1000 x 1000 (bit-set DP)",
            lambda: grundy_table(1000, 1000),
            lambda t: t[10][:21] == WYTHOFF_ROW_10
            and all(t[x][y] == t[y][x] for x in range(50) for y in range(50)),
            lambda t: f"g(999, 999) = {t[999][999]}",
        ),
        Case(
            "misère Kayles 0..30",
            lambda: fresh("0.77").misere_nim_values(30),
            lambda v: v[:26] == MISERE_KAYLES,
            lambda v: f"G-(30) = {v[30]}",
        ),
    ]


def run(case: Case, reps: int) -> Row:
    times, result = [], None
    for _ in range(reps):
        start = time.perf_counter()
        result = case.run()
        times.append(time.perf_counter() - start)
    return Row(case.name, statistics.median(times), case.shown(result), case.check(result))


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms" if seconds < 10 else f"{seconds:,.2f} s"


def environment(reps: int) -> str:
    try:
        peer = "cgt-py " + importlib.metadata.version("cgt-py") + " (no heap games: no peer)"
    except importlib.metadata.PackageNotFoundError:
        peer = "cgt-py not installed"
    return (
        f"Python {platform.python_version()} on {platform.machine()}, median of {reps} runs; {peer}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 repetitions, Kayles to 20 000")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    reps = 3 if args.quick else 5
    rows = [run(case, reps) for case in cases(20000 if args.quick else 40000)]
    env = environment(reps)
    header = ["computation", "time", "result"]
    cells = [[row.name, _ms(row.seconds), row.result + ("" if row.ok else " **WRONG**")]
             for row in rows]
    table = doc_tables.markdown_table(header, cells, "lrl")
    print(env, table if args.markdown else doc_tables.text_table(header, cells),
          sep="\n\n" if args.markdown else "\n")
    if args.write_docs:
        how = f"wall-clock medians of {reps}, each from an empty ruleset"
        doc_tables.write_table("bench_heap", f"{doc_tables.measured(how)}\n\n{table}")
    return 0 if all(row.ok for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

"""Time misère play: canonical forms, quotients, outcomes of sums through a quotient.

Usage::

    python benchmarks/bench_misere.py               # 5 repetitions a row
    python benchmarks/bench_misere.py --quick       # 3 repetitions
    python benchmarks/bench_misere.py --markdown    # a markdown table
    python benchmarks/bench_misere.py --write-docs  # ... written into docs/misere.md

Rows (each repetition from an empty heap game, ``HeapGame.clear()``):

1. Misère canonical forms of Kayles heaps 0 .. 16, checked against Winning
   Ways' misère nim values (ch. 13); the first run only, as the store of
   forms keeps them for the later ones.
2. The misère quotient of 0.75 on heaps up to 60, proved and shown stable;
   checked against Plambeck's order 8 and P-portion {a, b²}.
3. Misère outcomes of 1 000 sums of 10 heaps of 0.75 up to 60 through that
   quotient, the first 20 checked against the game-tree search with heaps
   up to 12.
4. The misère quotient of Kayles (0.77) searched until it is shown stable
   (``HeapGame.misere_quotient()``: heap by heap, by the recalibrating
   construction, proved, until the periodicity window of preperiod 71,
   period 12 ends, at heap 170); checked against its order 40 (Siegel's
   MisereSolver) and the P-positions among single heaps in Winning Ways.
5. Misère outcomes of 1 000 sums of 10 Kayles heaps up to 60 through that
   stable quotient, the first 20 checked against the game-tree search.
6. The misère outcome of one such sum (issue 32's proof item: under a
   second; the quotient computed once, in row 4).
7. What ``cgt report heap 0.07 5 --misere`` adds (``misere_facts``): the
   search for a stable quotient of Dawson's Kayles gives up at heap 25,
   whose candidates pass ``max_order`` (it took 2.2 CPU s to build that
   heap before it was abandoned at its first such candidate), and the
   quotient of heaps up to 24 decides the heap; checked against the
   game-tree search.

cgt-py has no misère impartial theory and CGSuite (Java) is not run here:
no peer column.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

try:
    import cgt.games.heap  # noqa: F401
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))

from cgt.display.facts import misere_facts  # noqa: E402
from cgt.games.heap import HeapGame  # noqa: E402
from cgt.values.misere_outcome import misere_outcome  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402
from bench_heap import Case, fresh  # noqa: E402

#: Winning Ways ch. 13: misère nim values G- of Kayles heaps 0..16.
MISERE_KAYLES = [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1]
#: The single Kayles heaps that are misère P-positions (the zeros above).
KAYLES_P_HEAPS = [n for n, v in enumerate(MISERE_KAYLES) if v == 0]


#: Rows timed on their first run only: later runs find the forms interned.
COLD = {"misère canonical forms of Kayles heaps 0..16"}


def kayles_forms(top: int) -> list[Any]:
    kayles = fresh("0.77")
    return [kayles(n).misere_value for n in range(top + 1)]


def sums_through_the_quotient(count: int, heaps: int, top: int, code: str = "0.75",
                              stable: bool = False) -> list[bool]:
    game = HeapGame(code)
    quotient = game.misere_quotient() if stable else game.misere_quotient(top)
    rng = random.Random(75)
    return [quotient.is_p_position(rng.randint(1, top) for _ in range(heaps))
            for _ in range(count)]


def sums_agree_with_the_game_tree(count: int, code: str = "0.75") -> bool:
    game = HeapGame(code)
    quotient = game.misere_quotient(60)
    rng = random.Random(12)
    for _ in range(count):
        sizes = [rng.randint(1, 12) for _ in range(rng.randint(1, 4))]
        if quotient.is_p_position(sizes) != (game.misere_solver().nim_value(sizes) == 0):
            return False
    return True


def cases(top: int) -> list[Case]:
    return [
        Case(
            "misère canonical forms of Kayles heaps 0..16",
            lambda: kayles_forms(16),
            lambda forms: [g.misere_nim_value for g in forms] == MISERE_KAYLES,
            lambda forms: f"heap 16 born on day {forms[16].birthday}",
        ),
        Case(
            f"misère quotient of 0.75, heaps up to {top}, proved",
            lambda: fresh("0.75").misere_quotient(top),
            lambda q: q.order == 8 and q.p_portion_words() == ["a", "b²"] and q.is_stable,
            lambda q: f"order {q.order}, stable from heap {q.stable_from}",
        ),
        Case(
            f"1 000 sums of 10 heaps of 0.75 up to {top}, through the quotient",
            lambda: sums_through_the_quotient(1000, 10, top),
            lambda found: sums_agree_with_the_game_tree(20),
            lambda found: f"{sum(found)} P-positions",
        ),
        Case(
            "misère quotient of Kayles, searched until shown stable, proved",
            lambda: fresh("0.77").misere_quotient(),
            lambda q: q.order == 40 and q.is_stable and q.max_heap == 170 and
            [n for n in range(17) if q.is_p_position([n])] == KAYLES_P_HEAPS,
            lambda q: (f"order {q.order}, period {q.period} from heap {q.stable_from}, "
                       f"shown at heap {q.max_heap}"),
        ),
        Case(
            "1 000 sums of 10 Kayles heaps up to 60, through the stable quotient",
            lambda: sums_through_the_quotient(1000, 10, 60, "0.77", stable=True),
            lambda found: sums_agree_with_the_game_tree(20, "0.77"),
            lambda found: f"{sum(found)} P-positions",
        ),
        Case(
            "1 sum of 10 Kayles heaps up to 60, through the stable quotient",
            lambda: sums_through_the_quotient(1, 10, 60, "0.77", stable=True),
            lambda found: len(found) == 1,
            lambda found: "P" if found[0] else "N",
        ),
        Case(
            "misère facts of a Dawson's Kayles heap of 5 (cgt report --misere)",
            lambda: misere_facts(fresh("0.07")(5)),
            lambda facts: facts["outcome"] == str(misere_outcome(HeapGame("0.07")(5)))
            and "heaps up to 24 is kept" in facts["decided_by"],
            lambda facts: f"{facts['outcome']}, through the quotient of heaps up to 24",
        ),
    ]


def run(case: Case, reps: int) -> tuple[str, float, str, bool]:
    times, result = [], None
    for _ in range(reps):
        start = time.perf_counter()
        result = case.run()
        times.append(time.perf_counter() - start)
    seconds = times[0] if case.name in COLD else statistics.median(times)
    return case.name, seconds, case.shown(result), case.check(result)


def _ms(seconds: float) -> str:
    if seconds < 1e-3:  # one sum through a quotient: microseconds
        return f"{seconds * 1e6:,.1f} µs"
    return f"{seconds * 1000:,.1f} ms" if seconds < 10 else f"{seconds:,.2f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 repetitions")
    parser.add_argument("--top", type=int, default=60, help="largest heap of 0.75 (default 60)")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    reps = 3 if args.quick else 5
    rows = [run(case, reps) for case in cases(args.top)]
    env = f"Python {platform.python_version()} on {platform.machine()}, median of {reps} runs"
    header = ["computation", "time", "result"]
    cells = [[name, _ms(seconds), shown + ("" if ok else " **WRONG**")]
             for name, seconds, shown, ok in rows]
    table = doc_tables.markdown_table(header, cells, "lrl")
    print(env, table if args.markdown else doc_tables.text_table(header, cells),
          sep="\n\n" if args.markdown else "\n")
    if args.write_docs:
        how = (f"wall-clock medians of {reps}, each from an empty heap game (the forms: "
               "the first run, later ones find them interned)")
        doc_tables.write_table("bench_misere", f"{doc_tables.measured(how)}\n\n{table}",
                               doc_tables.ROOT / "docs" / "misere.md")
    return 0 if all(row[3] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

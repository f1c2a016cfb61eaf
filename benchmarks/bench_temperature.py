"""Time temperature theory in ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_temperature.py             # 5 repetitions a row
    python benchmarks/bench_temperature.py --quick     # rectangles up to 16 cells, 3 repetitions
    python benchmarks/bench_temperature.py --markdown  # a markdown table
    python benchmarks/bench_temperature.py --write-docs  # ... written into docs/performance.md

Rows:

1. thermographs (walls, mast, temperature) of the values of the Domineering
   rectangles 1x1 .. 5x5, 4x6 and 6x4 (values from ``cgt.games.domineering``,
   checked against cgt-py's ``Domineering``, not timed);
2. thermographs of every distinct value in the Domineering transposition
   table once those rectangles are solved (every region met on the way:
   about 11,700 values, nearly all hot);
3. temperatures of 200 seeded random sums of three of those hot values
   (the sums are built before the clock starts, by each library);
4. ``*14`` heated by 1: the CGSuite worksheet example it calls slow
   (``*14.Heat(1)``; CGSuite does not memoise heating). cgt-py has no heating:
   ours is timed alone, and checked by cooling it back by 1 to ``*14``;
5. ``∫*8`` (``*8`` heated by 1) cooled by 1, and its thermograph: cgt-py reads
   our canonical form of it as explicit braces (not timed; cgt-py's parser
   needs minutes for the 11 MB of braces that ``∫*14`` takes, so it is
   given ``∫*8``).

Each repetition of ours starts after ``cgt.clear_caches()`` (thermographs,
cooling, heating and sums forgotten; interned games kept), and so does each
of cgt-py's: it forgets nothing of cgt-py's, but its sweep of the heap
leaves the processor's caches as cold for one library as for the other
(timed warm, cgt-py's 27 rectangle thermographs take half the time they
take after it, and so do ours). cgt-py's games are built before the clock
starts. Times are CPU seconds of this process, medians. A disagreement
between the libraries is printed on stderr and the script exits with
status 1.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

FULL = {"sizes": [(r, c) for r in range(1, 6) for c in range(1, 6)] + [(4, 6), (6, 4)],
        "sums": 200, "reps": 5}
QUICK = {"sizes": [(r, c) for r in range(1, 5) for c in range(1, 5)], "sums": 100, "reps": 3}
SEED = 20240706


class Disagreement(AssertionError):
    """``cgt`` and ``cgt-py`` gave different answers: a bug, not noise."""


def cgt_py_module() -> Any | None:
    try:
        import cgt_py  # needs anywidget too
    except ImportError:
        return None
    return cgt_py


# --------------------------------------------------------------------------- bridges


def to_cgt_py_text(g: cgt.Game, memo: dict | None = None) -> str:
    """Explicit braces for cgt-py (it reads numbers and ``*n`` but not ``^^``, ``±``...)."""
    memo = {} if memo is None else memo
    text = memo.get(g)
    if text is None:
        if g.is_number or g.is_nimber:
            text = str(g)
        else:
            sides = (",".join(to_cgt_py_text(o, memo) for o in options)
                     for options in (g.left, g.right))
            text = "{" + "|".join(sides) + "}"
        memo[g] = text
    return text


def fraction(dyadic: Any) -> Fraction:
    """cgt-py prints ``DyadicRationalNumber('3/4')``."""
    return Fraction(str(dyadic).split("'")[1])


def walls(th: Any) -> tuple:
    """Comparable walls: ours from a ``cgt.Thermograph``, theirs from the repr."""
    if isinstance(th, cgt.Thermograph):
        return tuple(
            (th.mast, tuple(reversed(w.breaks[1:])), tuple(reversed(w.slopes)))
            for w in (th.left_wall, th.right_wall)
        )
    import re

    found = re.findall(r"Trajectory\(([^,\s]+), \[([^\]]*)\], \[([^\]]*)\]\)", repr(th))
    return tuple(
        (Fraction(m), tuple(Fraction(x) for x in ts.split(",") if x.strip()),
         tuple(Fraction(x) for x in ss.split(",") if x.strip()))
        for m, ts, ss in found
    )


# --------------------------------------------------------------------------- inputs


def rectangle_values(sizes: list[tuple[int, int]]) -> list[cgt.Game]:
    """The values of the empty Domineering rectangles (ours; not timed)."""
    from cgt.games.domineering import Domineering

    return [Domineering.rectangle(r, c).value for r, c in sizes]


def check_rectangles(sizes: list[tuple[int, int]], values: list[cgt.Game], cgt_py: Any) -> None:
    for (r, c), ours in zip(sizes, values):
        theirs = cgt_py.Domineering("|".join(["." * c] * r)).canonical_form
        if cgt_py.CanonicalForm(to_cgt_py_text(ours)) != theirs:
            raise Disagreement(f"Domineering {r}x{c}: ours {ours}, cgt-py {theirs}")


def region_values() -> list[cgt.Game]:
    """The distinct values in the Domineering table (after the rectangles)."""
    from cgt.games.domineering import Domineering
    from cgt.values.game import wrap  # the table holds the engine's forms

    values = {wrap(form) for form in Domineering.table().values.values()}
    return sorted(values, key=lambda g: (g.birthday, str(g)))


def random_triples(count: int, n: int) -> list[tuple[int, int, int]]:
    rng = random.Random(SEED)
    return [(rng.randrange(count), rng.randrange(count), rng.randrange(count)) for _ in range(n)]


# --------------------------------------------------------------------------- rows


@dataclass
class Row:
    name: str
    ours: float
    theirs: float | None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        return None if self.theirs is None or self.theirs == 0 else self.ours / self.theirs


def timed(
    work: Callable[[], Any], reps: int, before: Callable[[], None] = lambda: None
) -> tuple[float, Any]:
    """Median CPU seconds of ``work`` over ``reps`` runs, and its last result."""
    times = []
    result = None
    for _ in range(reps):
        before()
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return statistics.median(times), result


def run(config: dict, cgt_py: Any | None) -> list[Row]:
    reps = config["reps"]
    cold = cgt.clear_caches
    sizes = config["sizes"]
    cgt.clear_tables()  # the table then holds the regions of these rectangles only
    values = rectangle_values(sizes)
    if cgt_py is not None:
        check_rectangles(sizes, values, cgt_py)
    regions = region_values()
    hot = [g for g in regions if g.temperature > 0]
    triples = random_triples(len(hot), config["sums"])
    sums = [hot[a] + hot[b] + hot[c] for a, b, c in triples]
    text_memo: dict = {}
    form_memo: dict = {}

    def form(g: cgt.Game) -> Any:
        if g not in form_memo:
            form_memo[g] = cgt_py.CanonicalForm(to_cgt_py_text(g, text_memo))
        return form_memo[g]

    rows = []

    def both(name: str, games: list[cgt.Game], ours_work, theirs_work, check, note: str = "",
             forms: list | None = None) -> None:
        ours_time, ours_result = timed(lambda: [ours_work(g) for g in games], reps, cold)
        theirs_time = None
        if cgt_py is not None:
            forms = forms if forms is not None else [form(g) for g in games]
            theirs_time, theirs_result = timed(lambda: [theirs_work(f) for f in forms], reps, cold)
            for g, a, b in zip(games, ours_result, theirs_result):
                if not check(a, b):
                    raise Disagreement(f"{name}: {g}: ours {a}, cgt-py {b}")
        rows.append(Row(name, ours_time, theirs_time, note))

    def same_walls(a: Any, b: Any) -> bool:
        return walls(a) == walls(b)

    both(f"thermographs of {len(values)} Domineering rectangle values", values,
         lambda g: g.thermograph, lambda f: f.thermograph, same_walls)
    both(f"thermographs of the {len(regions)} values in the Domineering table", regions,
         lambda g: g.thermograph, lambda f: f.thermograph, same_walls,
         note=f"{len(hot)} hot; birthdays up to {max(g.birthday for g in regions)}")
    their_sums = None
    if cgt_py is not None:  # cgt-py adds its own parts (its parser is slow on long braces)
        their_sums = [form(hot[a]) + form(hot[b]) + form(hot[c]) for a, b, c in triples]
    both(f"temperatures of {len(sums)} sums of three hot table values", sums,
         lambda g: g.temperature, lambda f: f.temperature, lambda a, b: a == fraction(b),
         note=f"birthdays up to {max(g.birthday for g in sums)}", forms=their_sums)

    heat_time, heated = timed(lambda: cgt.nimber(14).heat(1), reps, cold)
    if heated.cool(1) != cgt.nimber(14):
        raise Disagreement(f"*14 heated by 1 does not cool back to *14: {heated.cool(1)}")
    rows.append(Row("*14 heated by 1 (∫*14)", heat_time, None,
                    f"cgt-py has no heating; {heated.birthday} deep, cools back to *14"))

    small = cgt.nimber(8).heat(1)
    one = cgt_py.DyadicRationalNumber("1") if cgt_py is not None else None
    both("∫*8 cooled by 1", [small], lambda g: g.cool(1), lambda f: f.cool(one),
         lambda a, b: cgt_py.CanonicalForm(to_cgt_py_text(a)) == b)
    both("thermograph of ∫*8", [small], lambda g: g.thermograph, lambda f: f.thermograph,
         same_walls)
    return rows


# --------------------------------------------------------------------------- output


def _seconds(t: float | None) -> str:
    if t is None:
        return "—"
    return f"{t * 1000:.2f} ms" if t < 1 else f"{t:.2f} s"


def table(rows: list[Row], markdown: bool) -> str:
    header = ["work", "cgt", "cgt-py", "cgt / cgt-py", "note"]
    cells = [[r.name, _seconds(r.ours), _seconds(r.theirs),
              "—" if r.ratio is None else f"{r.ratio:.2f}", r.note] for r in rows]
    if markdown:
        return doc_tables.markdown_table(header, cells, "lrrrl")
    return doc_tables.text_table(header, cells)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller rectangles, 3 repetitions")
    parser.add_argument("--reps", type=int, help="repetitions per row (median)")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    config = dict(QUICK if args.quick else FULL)
    if args.reps:
        config["reps"] = args.reps
    cgt_py = cgt_py_module()
    if cgt_py is None:
        print("cgt-py (or anywidget) is not installed: timing cgt alone", file=sys.stderr)
    try:
        rows = run(config, cgt_py)
    except Disagreement as error:
        print(f"DISAGREEMENT: {error}", file=sys.stderr)
        return 1
    print(table(rows, args.markdown))
    if args.write_docs:
        how = f"CPU medians of {config['reps']}, both libraries after `cgt.clear_caches()`"
        doc_tables.write_table(f"bench_temperature, {doc_tables.core()}",
                               f"{doc_tables.measured(how)}\n\n{table(rows, True)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

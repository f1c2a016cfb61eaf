"""Time the core of ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_core.py             # full run, R = 5 repetitions
    python benchmarks/bench_core.py --quick     # R = 3
    python benchmarks/bench_core.py --clock cpu # CPU time, not wall time: for a busy machine
    python benchmarks/bench_core.py --markdown  # the table as markdown
    python benchmarks/bench_core.py --write-docs  # ... written into docs/performance.md

Rows:

1. canonical forms of 300 seeded random games written as explicit braces
   (depth 4, 0-3 options a side, numbers and nimbers at the leaves), the
   same strings for both libraries; and 300 random sums/differences of
   three such games, built with Python ``+``/``-`` from parsed parts;
   and the same sums again with the parts parsed before the clock starts
   (arithmetic only: this row separates the parser from the core).
2. ``±1 ± 2 ... ± k`` for k = 4 ... 14, one switch at a time with ``+``.
3. ``*1 + *2 + ... + *20000``, one nimber at a time with ``+``: made with
   ``cgt.nimber``, then read from text one at a time (``cgt.parse("*i")``,
   as cgt-py reads ``CanonicalForm("*i")`` in every row), then the whole
   sum read as one text (cgt-py reads no ``+`` in text: it adds one at a time).

Every repetition of ours starts after ``cgt.clear_caches()`` (memoised sums
and comparisons gone, interned games kept); rows 1 and 2 are also timed in
a fresh interpreter per repetition (import time excluded). Figures are
medians. Both libraries must agree on every result that is checked; a
disagreement marks its row, is printed in full on stderr, and makes the
script exit with status 1 (the timings are still shown).
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import reduce
from operator import xor
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt

import doc_tables  # noqa: E402 (beside this script)

#: Leaves of the random games: a few numbers and nimbers.
LEAVES = ("0", "1", "-1", "1/2", "-3/4", "2", "3/2", "*", "*2")

FULL = {"games": 300, "sums": 300, "ks": (4, 6, 8, 10, 12, 14), "nimbers": 20000, "reps": 5}
QUICK = {**FULL, "reps": 3}
SEED = 20240601


class Disagreement(AssertionError):
    """``cgt`` and ``cgt-py`` gave different answers: a bug, not noise."""


# --------------------------------------------------------------------------- inputs


def random_game_text(rng: random.Random, depth: int = 4) -> str:
    """An explicit ``{L|R}`` string at most ``depth`` braces deep."""
    if depth == 0:
        return rng.choice(LEAVES)

    def option() -> str:
        return rng.choice(LEAVES) if rng.random() < 0.25 else random_game_text(rng, depth - 1)

    left = ",".join(option() for _ in range(rng.randint(0, 3)))
    right = ",".join(option() for _ in range(rng.randint(0, 3)))
    return "{" + left + "|" + right + "}"


def random_game_texts(n: int, seed: int = SEED, depth: int = 4) -> list[str]:
    rng = random.Random(seed)
    return [random_game_text(rng, depth) for _ in range(n)]


def random_sum_terms(n: int, seed: int = SEED + 1, parts: int = 3) -> list[list[tuple[int, str]]]:
    """``n`` expressions ``g1 ± g2 ± g3``: lists of (sign, text), first sign +1."""
    rng = random.Random(seed)
    return [
        [(1 if i == 0 else rng.choice((1, -1)), random_game_text(rng)) for i in range(parts)]
        for _ in range(n)
    ]


# --------------------------------------------------------------------------- the work


def _cgt_py() -> Any:
    import cgt_py  # imported late: needs anywidget, and the fresh-process runs must not pay for it

    return cgt_py


def have_cgt_py() -> bool:
    try:
        _cgt_py()
    except ImportError:  # cgt-py itself, or the anywidget it needs, is missing
        return False
    return True


def ours_games(texts: list[str]) -> list[Any]:
    parse = cgt.parse
    return [parse(s) for s in texts]


def theirs_games(texts: list[str]) -> list[Any]:
    form = _cgt_py().CanonicalForm
    return [form(s) for s in texts]


def _sums(parse: Callable[[str], Any], terms: list[list[tuple[int, str]]]) -> list[Any]:
    out = []
    for expr in terms:
        total = parse(expr[0][1])
        for sign, text in expr[1:]:
            total = total + parse(text) if sign > 0 else total - parse(text)
        out.append(total)
    return out


def ours_sums(terms: list[list[tuple[int, str]]]) -> list[Any]:
    return _sums(cgt.parse, terms)


def theirs_sums(terms: list[list[tuple[int, str]]]) -> list[Any]:
    return _sums(_cgt_py().CanonicalForm, terms)


def ours_switches(k: int) -> Any:
    total = cgt.zero
    for i in range(1, k + 1):
        total = total + cgt.parse(f"{{{i}|-{i}}}")
    return total


def theirs_switches(k: int) -> Any:
    form = _cgt_py().CanonicalForm
    total = form(0)
    for i in range(1, k + 1):
        total = total + form(f"{{{i}|-{i}}}")
    return total


def ours_nimbers(n: int) -> Any:
    nimber = cgt.nimber
    total = cgt.zero
    for i in range(1, n + 1):
        total = total + nimber(i)
    return total


def ours_parsed_nimbers(n: int) -> Any:
    parse = cgt.parse
    total = cgt.zero
    for i in range(1, n + 1):
        total = total + parse(f"*{i}")
    return total


def nimber_text(n: int) -> str:
    return " + ".join(f"*{i}" for i in range(1, n + 1))


def theirs_nimbers(n: int) -> Any:
    form = _cgt_py().CanonicalForm
    total = form(0)
    for i in range(1, n + 1):
        total = total + form(f"*{i}")
    return total


# --------------------------------------------------------------------------- agreement


def _unwrap(obj: Any) -> str:
    """cgt-py's ``str`` is its repr, ``DyadicRationalNumber('3/4')``: the text inside."""
    text = str(obj)
    return text.split("'")[1] if "'" in text else text


def _fraction(dyadic: Any) -> Fraction:
    return Fraction(_unwrap(dyadic))


def to_ours(theirs: Any, memo: dict[str, Any] | None = None) -> Any:
    """Rebuild a cgt-py canonical form with ``cgt.game`` from its options.

    cgt-py's forms are canonical, so the result must be the game we computed
    for the same input: the very same (interned) object.
    """
    memo = {} if memo is None else memo
    key = str(theirs)
    if key not in memo:
        memo[key] = cgt.game(
            [to_ours(o, memo) for o in theirs.left_options],
            [to_ours(o, memo) for o in theirs.right_options],
        )
    return memo[key]


def check_game(label: str, ours: Any, theirs: Any, memo: dict[str, Any] | None = None) -> None:
    """Raise :class:`Disagreement` unless the two canonical forms are the same game."""
    facts = {
        "left stop": (ours.left_stop, _fraction(theirs.left_stop)),
        "right stop": (ours.right_stop, _fraction(theirs.right_stop)),
        "birthday": (ours.birthday, theirs.birthday),
        "left options": (len(ours.left), len(theirs.left_options)),
        "right options": (len(ours.right), len(theirs.right_options)),
    }
    for what, (a, b) in facts.items():
        if a != b:
            raise Disagreement(
                f"{label}: {what} differs: cgt {a} vs cgt-py {b} (cgt {ours}, cgt-py {theirs})"
            )
    rebuilt = to_ours(theirs, memo)
    if rebuilt is not ours:
        raise Disagreement(f"{label}: cgt gives {ours}, cgt-py gives {theirs} (= {rebuilt} in cgt)")


def check_games(label: str, ours: list[Any], theirs: list[Any], inputs: list[Any]) -> None:
    memo: dict[str, Any] = {}
    failures = []
    for i, (a, b) in enumerate(zip(ours, theirs, strict=True)):
        try:
            check_game(f"{label} #{i} {inputs[i]!r}", a, b, memo)
        except Disagreement as exc:
            failures.append(str(exc))
    if failures:
        raise Disagreement(f"{len(failures)} of {len(ours)} differ; the first: {failures[0]}")


def check_switches(k: int, ours: Any, theirs: Any) -> None:
    check_game(f"±1..±{k}", ours, theirs)


def check_nimbers(n: int, ours: Any, theirs: Any) -> None:
    expected = reduce(xor, range(1, n + 1), 0)
    if not (ours.is_nimber and ours.nim_value == expected):
        raise Disagreement(f"*1+..+*{n}: cgt gives {ours}, expected *{expected}")
    if _unwrap(theirs) != f"*{expected}":
        raise Disagreement(f"*1+..+*{n}: cgt-py gives {theirs}, expected *{expected}")


# --------------------------------------------------------------------------- cases


@dataclass
class Case:
    name: str
    kind: str  # "games", "sums", "switches", "nimbers", ...: keys of OURS and THEIRS
    param: int
    fresh: bool  # also time ours in a fresh interpreter

    def inputs(self) -> Any:
        return make_inputs(self.kind, self.param)


def make_inputs(kind: str, param: int) -> Any:
    if kind == "games":
        return random_game_texts(param)
    if kind in ("sums", "arith"):
        return random_sum_terms(param)
    return param


def _preparse(
    parse: Callable[[str], Any], terms: list[list[tuple[int, str]]]
) -> list[list[tuple[int, Any]]]:
    return [[(sign, parse(text)) for sign, text in expr] for expr in terms]


def _arith(terms: list[list[tuple[int, Any]]]) -> list[Any]:
    """The sums of already parsed parts: arithmetic only."""
    out = []
    for expr in terms:
        total = expr[0][1]
        for sign, g in expr[1:]:
            total = total + g if sign > 0 else total - g
        out.append(total)
    return out


def prepare(side: str, kind: str, inputs: Any) -> Any:
    """What one side is handed, made before the clock starts (parsing, for "arith")."""
    if kind == "nimber text":
        return nimber_text(inputs) if side == "ours" else inputs
    if kind != "arith":
        return inputs
    return _preparse(cgt.parse if side == "ours" else _cgt_py().CanonicalForm, inputs)


OURS: dict[str, Callable[[Any], Any]] = {
    "games": ours_games,
    "sums": ours_sums,
    "arith": _arith,
    "switches": ours_switches,
    "nimbers": ours_nimbers,
    "parsed nimbers": ours_parsed_nimbers,
    "nimber text": cgt.parse,
}
THEIRS: dict[str, Callable[[Any], Any]] = {
    "games": theirs_games,
    "sums": theirs_sums,
    "arith": _arith,
    "switches": theirs_switches,
    "nimbers": theirs_nimbers,
    "parsed nimbers": theirs_nimbers,
    "nimber text": theirs_nimbers,
}


def check(case: Case, inputs: Any, ours: Any, theirs: Any) -> None:
    if case.kind in ("games", "sums", "arith"):
        check_games(case.name, ours, theirs, inputs)
    elif case.kind == "switches":
        check_switches(case.param, ours, theirs)
    else:
        check_nimbers(case.param, ours, theirs)


def build_cases(games: int, sums: int, ks: tuple[int, ...], nimbers: int) -> list[Case]:
    cases = [
        Case(f"{games} random games", "games", games, True),
        Case(f"{sums} random sums g1 ± g2 ± g3", "sums", sums, True),
        Case(f"the same {sums} sums, parts parsed beforehand", "arith", sums, True),
    ]
    cases += [Case(f"±1 ± 2 … ± {k}", "switches", k, True) for k in ks]
    cases.append(Case(f"*1 + *2 + … + *{nimbers}", "nimbers", nimbers, False))
    cases.append(Case("the same, each *i parsed", "parsed nimbers", nimbers, False))
    cases.append(Case("the same, parsed as one text", "nimber text", nimbers, False))
    return cases


# --------------------------------------------------------------------------- timing


#: The clock of every timing: wall time, or with ``--clock cpu`` this
#: process's CPU time (steadier on a shared machine: time spent waiting for
#: a core is not counted, for either library).
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]


def clock_name() -> str:
    """The name of the clock in use (``wall`` or ``cpu``)."""
    return next(name for name, c in CLOCKS.items() if c is clock)


def _timed(fn: Callable[[Any], Any], arg: Any) -> tuple[Any, float]:
    gc.collect()
    start = clock()
    result = fn(arg)
    return result, (clock() - start) * 1000.0


_CHILD = """\
import sys, time
sys.path[:0] = [{root!r}, {bench!r}]
import bench_core
arg = bench_core.prepare("ours", {kind!r}, bench_core.make_inputs({kind!r}, {param!r}))
fn = bench_core.OURS[{kind!r}]
clock = bench_core.CLOCKS[{clock!r}]
start = clock()
fn(arg)
print((clock() - start) * 1000.0)
"""


def time_fresh(case: Case) -> float:
    """Milliseconds for ours in a new interpreter (import and input generation excluded)."""
    code = _CHILD.format(root=str(ROOT), bench=str(BENCH_DIR), kind=case.kind, param=case.param,
                         clock=clock_name())
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"fresh-process run of {case.name!r} failed:\n{done.stderr}")
    return float(done.stdout.strip().splitlines()[-1])


@dataclass
class Row:
    case: str
    ours: float  # median ms, cold caches
    theirs: float | None  # median ms
    fresh: float | None = None  # median ms, ours in a fresh process
    samples: dict[str, list[float]] = field(default_factory=dict)
    error: str | None = None  # the first disagreement between the libraries, if any

    @property
    def ratio(self) -> float | None:
        return None if self.theirs is None or self.theirs == 0 else self.ours / self.theirs


def run_case(case: Case, reps: int, with_theirs: bool, fresh: bool = True) -> Row:
    """Time one case, ``reps`` cold repetitions a side (interleaved), and check agreement."""
    inputs = case.inputs()
    ours_in = prepare("ours", case.kind, inputs)
    theirs_in = prepare("theirs", case.kind, inputs) if with_theirs else None
    ours_ms: list[float] = []
    theirs_ms: list[float] = []
    ours_result = theirs_result = None
    for _ in range(reps):
        cgt.clear_caches()
        ours_result, ms = _timed(OURS[case.kind], ours_in)
        ours_ms.append(ms)
        if with_theirs:
            theirs_result, ms = _timed(THEIRS[case.kind], theirs_in)
            theirs_ms.append(ms)
    error = None
    if with_theirs:
        try:
            check(case, inputs, ours_result, theirs_result)
        except Disagreement as exc:
            error = str(exc)
    fresh_ms = [time_fresh(case) for _ in range(reps)] if fresh and case.fresh else []
    return Row(
        case=case.name,
        ours=statistics.median(ours_ms),
        theirs=statistics.median(theirs_ms) if theirs_ms else None,
        fresh=statistics.median(fresh_ms) if fresh_ms else None,
        samples={"ours": ours_ms, "theirs": theirs_ms, "fresh": fresh_ms},
        error=error,
    )


# --------------------------------------------------------------------------- output

HEADERS = (
    "case",
    "ours, cold caches (ms)",
    "ours, fresh process (ms)",
    "cgt-py (ms)",
    "ours/cgt-py",
)


def _ms(x: float | None) -> str:
    if x is None:
        return "–"
    return f"{x:,.1f}" if x < 100 else f"{x:,.0f}"


def _cells(row: Row) -> list[str]:
    ratio = row.ratio
    case = row.case + (" **DISAGREE**" if row.error else "")
    return [
        case,
        _ms(row.ours),
        _ms(row.fresh),
        _ms(row.theirs),
        "–" if ratio is None else f"{ratio:.2f}×",
    ]


def environment(reps: int, with_theirs: bool = True) -> dict[str, str]:
    try:
        theirs = importlib.metadata.version("cgt-py")
    except importlib.metadata.PackageNotFoundError:
        theirs = "not installed"
    if not with_theirs:
        theirs += " (not importable: not compared)"
    try:
        ours = importlib.metadata.version("cgt-algebra")
    except importlib.metadata.PackageNotFoundError:
        ours = getattr(cgt, "__version__", "?")
    return {
        "date": time.strftime("%Y-%m-%d %H:%M %Z"),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "cgt": ours,
        "cgt-py": theirs,
        "machine": f"{platform.machine()}, {platform.system()}, {_cpus()} CPUs",
        "repetitions": f"{reps} per side, median quoted",
        "clock": clock_name(),
        "load": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        "core": cgt.native.core if hasattr(cgt, "native") else "?",
    }


def _cpus() -> str:
    import os

    return str(os.cpu_count() or "?")


def markdown(rows: list[Row], reps: int) -> str:
    """The table as docs/performance.md shows it: a line on how it was measured, then the rows."""
    how = f"{clock_name()} clock, medians of {reps} a side, ours after `cgt.clear_caches()`"
    table = doc_tables.markdown_table(HEADERS, [_cells(r) for r in rows], "lrrrr")
    return f"{doc_tables.measured(how)}\n\n{table}"


def print_table(rows: list[Row], env: dict[str, str]) -> None:
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        print("  ".join(f"{k}: {v}" for k, v in env.items()))
        widths = [max(len(h), *(len(_cells(r)[i]) for r in rows)) for i, h in enumerate(HEADERS)]
        print("  ".join(h.ljust(w) for h, w in zip(HEADERS, widths)))
        for r in rows:
            cells = _cells(r)
            print(
                "  ".join(
                    [cells[0].ljust(widths[0])]
                    + [c.rjust(w) for c, w in zip(cells[1:], widths[1:])]
                )
            )
        return
    table = Table(
        title="cgt vs cgt-py (median ms, same run)",
        caption=" · ".join(f"{k}: {v}" for k, v in env.items()),
    )
    table.add_column(HEADERS[0])
    for h in HEADERS[1:]:
        table.add_column(h, justify="right")
    for r in rows:
        table.add_row(*_cells(r))
    Console(width=max(120, Console().width)).print(table)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="3 repetitions instead of 5")
    ap.add_argument("--markdown", action="store_true", help="print the table as markdown")
    doc_tables.add_option(ap)
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                    help="wall time (default) or CPU time of the process, for a busy machine")
    args = ap.parse_args(argv)
    global clock
    clock = CLOCKS[args.clock]
    sizes = QUICK if args.quick else FULL
    reps = sizes["reps"]
    with_theirs = have_cgt_py()
    if not with_theirs:
        print(
            "cgt_py is not importable (pip install cgt-py anywidget): timing cgt only.",
            file=sys.stderr,
        )
    rows = []
    for case in build_cases(sizes["games"], sizes["sums"], sizes["ks"], sizes["nimbers"]):
        print(f"… {case.name}", file=sys.stderr, flush=True)
        rows.append(run_case(case, reps, with_theirs))
    if args.markdown:
        print(markdown(rows, reps))
    else:
        print_table(rows, environment(reps, with_theirs))
    if args.write_docs:
        doc_tables.write_table(f"bench_core, {doc_tables.core()}", markdown(rows, reps))
    if not with_theirs:
        print("cgt-py was not importable: no comparison was made.")
    errors = [r for r in rows if r.error]
    for r in errors:
        print(f"ERROR: cgt and cgt-py disagree on {r.case!r}: {r.error}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

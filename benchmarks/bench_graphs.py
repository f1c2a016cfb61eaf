"""Time Col and Snort in ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_graphs.py              # paths, cycles and grids; 3 repetitions
    python benchmarks/bench_graphs.py --quick      # the small graphs only
    python benchmarks/bench_graphs.py --markdown   # a markdown table
    python benchmarks/bench_graphs.py --write-docs # ... written into docs/performance.md

Each repetition of ours is cold (``cgt.clear_caches()`` and
``cgt.clear_tables()`` first; interned games kept). cgt-py keeps its
transposition table for the life of the process, so each of its repetitions
runs in a fresh interpreter (import excluded from the time). Times are CPU
seconds, medians. The two libraries must agree on every value: a
disagreement is printed on stderr and the script exits with status 1.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from peer import (  # noqa: E402, F401 (have_cgt_py: the tests ask the module)
    arguments,
    compare,
    have_cgt_py,
    print_table,
    run_fresh,
    shown,
    write_docs,
)

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt

from cgt.games.col import Col  # noqa: E402
from cgt.games.snort import Snort  # noqa: E402


def path(n: int) -> list[tuple[int, int]]:
    return [(i, i + 1) for i in range(n - 1)]


def cycle(n: int) -> list[tuple[int, int]]:
    return [*path(n), (n - 1, 0)]


def grid(rows: int, columns: int) -> list[tuple[int, int]]:
    def v(r: int, c: int) -> int:
        return r * columns + c

    return ([(v(r, c), v(r, c + 1)) for r in range(rows) for c in range(columns - 1)]
            + [(v(r, c), v(r + 1, c)) for r in range(rows - 1) for c in range(columns)])


#: (name, vertices, edges)
SMALL = [("path 10", 10, path(10)), ("cycle 10", 10, cycle(10)), ("grid 3×3", 9, grid(3, 3))]
LARGE = [("path 16", 16, path(16)), ("cycle 14", 14, cycle(14)), ("grid 3×4", 12, grid(3, 4))]
RULES = {"col": Col, "snort": Snort}


def text(edges: list[tuple[int, int]]) -> str:
    return " ".join(f"{a}-{b}" for a, b in edges)


def time_ours(rules: str, edges: list[tuple[int, int]]) -> tuple[cgt.Game, float]:
    cgt.clear_caches()
    cgt.clear_tables()
    start = time.process_time()
    value = RULES[rules](text(edges)).value
    return value, time.process_time() - start


_CHILD = """\
import time
import cgt_py
position = cgt_py.Graph({n}, {edges!r}).{rules}
start = time.process_time()
form = position.canonical_form
print(time.process_time() - start)
print(form)
"""


def time_theirs(rules: str, n: int, edges: list[tuple[int, int]]) -> tuple[cgt.Game, float]:
    """cgt-py's value (read back by our parser) and seconds, in a fresh interpreter."""
    seconds, form = run_fresh(_CHILD.format(n=n, edges=edges, rules=rules), rules)[:2]
    return cgt.parse(form.split("'")[1]), float(seconds)




def run(graphs: list[tuple[str, int, list[tuple[int, int]]]], reps: int,
        with_theirs: bool) -> tuple[list[list[str]], list[str]]:
    rows, errors = [], []
    for name, n, edges in graphs:
        for rules in RULES:
            value, cells, error = compare(
                lambda rules=rules, edges=edges: time_ours(rules, edges),
                lambda rules=rules, n=n, edges=edges: time_theirs(rules, n, edges),
                reps, with_theirs)
            if error:
                errors.append(f"{rules} on {name}: {error}")
            rows.append([RULES[rules].__name__, name, *cells, shown(value)])
    return rows, errors


def main(argv: list[str] | None = None) -> int:
    args = arguments(__doc__, "graphs", argv)
    rows, errors = run(SMALL if args.quick else SMALL + LARGE, args.reps, args.with_theirs)
    header, aligns = ["rules", "graph", "cgt (s)", "cgt-py (s)", "ours/cgt-py", "value"], "llrrrl"
    print_table(header, rows, args.markdown, aligns)
    if args.write_docs:
        write_docs("bench_graphs", header, rows, aligns, args.reps)
    for error in errors:
        print("DISAGREE:", error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

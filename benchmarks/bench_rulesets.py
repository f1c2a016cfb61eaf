"""Time the rulesets that cgt shares with cgt-py among CGSuite's and
cgt-tools' library (Digraph Placement, Fission, Amazons), side by side, in
one run.

Usage::

    python benchmarks/bench_rulesets.py              # the positions below; 3 repetitions
    python benchmarks/bench_rulesets.py --quick      # the small positions only
    python benchmarks/bench_rulesets.py --markdown   # a markdown table
    python benchmarks/bench_rulesets.py --write-docs # ... written into docs/performance.md

Each repetition of ours is cold (``cgt.clear_caches()`` and
``cgt.clear_tables()`` first; interned games kept). cgt-py keeps its
transposition table for the life of the process, so each of its repetitions
runs in a fresh interpreter (import excluded from the time). Times are CPU
seconds, medians. The two libraries must agree on every value: a
disagreement is printed on stderr and the script exits with status 1.
"""

from __future__ import annotations

import random
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

from cgt.games.amazons import Amazons  # noqa: E402
from cgt.games.digraph_placement import DigraphPlacement  # noqa: E402
from cgt.games.fission import Fission  # noqa: E402

Digraph = tuple[int, list[tuple[int, int]], list[int]]  # vertices, arcs, the blue ones


def random_digraph(n: int, density: float, seed: int) -> Digraph:
    """A connected-looking random digraph: a directed path and random arcs."""
    rng = random.Random(seed)
    arcs = {(v, v + 1) for v in range(n - 1)}
    arcs |= {(a, b) for a in range(n) for b in range(n) if a != b and rng.random() < density}
    return n, sorted(arcs), [v for v in range(n) if rng.random() < 0.5]


def directed_path(n: int) -> Digraph:
    return n, [(v, v + 1) for v in range(n - 1)], list(range(0, n, 2))


#: (name, digraph)
SMALL = [("path 10", directed_path(10)), ("random 9, p 0.2", random_digraph(9, 0.2, 1))]
LARGE = [("path 16", directed_path(16)), ("random 12, p 0.15", random_digraph(12, 0.15, 2)),
         ("random 14, p 0.1", random_digraph(14, 0.1, 3))]


def text(digraph: Digraph) -> str:
    n, arcs, blue = digraph
    colour = {v: "L" if v in blue else "R" for v in range(n)}
    return " ".join([f"{v}{colour[v]}" for v in range(n)] + [f"{a}>{b}" for a, b in arcs])


def time_ours(digraph: Digraph) -> tuple[cgt.Game, float]:
    position = DigraphPlacement(text(digraph))  # built untimed, as cgt-py's is
    cgt.clear_caches()
    cgt.clear_tables()
    start = time.process_time()
    value = position.value
    return value, time.process_time() - start


_CHILD = """\
import time
import cgt_py
position = cgt_py.DigraphPlacement({n}, edges={arcs!r}, blue={blue!r}, red={red!r})
start = time.process_time()
form = position.canonical_form
print(time.process_time() - start)
print(form)
"""


def time_theirs(digraph: Digraph) -> tuple[cgt.Game, float]:
    """cgt-py's value (read back by our parser) and seconds, in a fresh interpreter."""
    n, arcs, blue = digraph
    red = [v for v in range(n) if v not in blue]
    code = _CHILD.format(n=n, arcs=arcs, blue=blue, red=red)
    seconds, form = run_fresh(code, "digraph placement")[:2]
    return cgt.parse(form.split("'")[1]), float(seconds)


#: Boards of the grid rulesets, in the notation both libraries read: (ruleset, board).
GRIDS_SMALL = [("Fission", ".....|.x.x.|..x..|....."), ("Amazons", "x..o|....|#...")]
GRIDS_LARGE = [("Fission", "......|.x..x.|..xx..|......"), ("Amazons", "x...|....|...o")]
_GRID_CLASSES = {"Fission": Fission, "Amazons": Amazons}

_GRID_CHILD = """\
import time
import cgt_py
position = cgt_py.{ruleset}({board!r})
start = time.process_time()
form = position.canonical_form
print(time.process_time() - start)
print(form)
"""


def time_grid_ours(ruleset: str, board: str) -> tuple[cgt.Game, float]:
    position = _GRID_CLASSES[ruleset](board)  # built untimed, as cgt-py's is
    cgt.clear_caches()
    cgt.clear_tables()
    start = time.process_time()
    value = position.value
    return value, time.process_time() - start


def time_grid_theirs(ruleset: str, board: str) -> tuple[cgt.Game, float]:
    """cgt-py's value of the board (read back by our parser) and seconds."""
    seconds, form = run_fresh(_GRID_CHILD.format(ruleset=ruleset, board=board),
                              ruleset.lower())[:2]
    return cgt.parse(form.split("'")[1]), float(seconds)


def run_grids(grids: list[tuple[str, str]], reps: int,
              with_theirs: bool) -> tuple[list[list[str]], list[str]]:
    rows, errors = [], []
    for ruleset, board in grids:
        value, cells, error = compare(lambda r=ruleset, b=board: time_grid_ours(r, b),
                                      lambda r=ruleset, b=board: time_grid_theirs(r, b),
                                      reps, with_theirs)
        if error:
            errors.append(f"{ruleset} on {board}: {error}")
        rows.append([ruleset, board, *cells, shown(value)])
    return rows, errors


def run(digraphs: list[tuple[str, Digraph]], reps: int,
        with_theirs: bool) -> tuple[list[list[str]], list[str]]:
    rows, errors = [], []
    for name, digraph in digraphs:
        value, cells, error = compare(lambda d=digraph: time_ours(d),
                                      lambda d=digraph: time_theirs(d), reps, with_theirs)
        if error:
            errors.append(f"Digraph Placement on {name}: {error}")
        rows.append(["Digraph Placement", name, *cells, shown(value)])
    return rows, errors


def main(argv: list[str] | None = None) -> int:
    args = arguments(__doc__, "positions", argv)
    rows, errors = run(SMALL if args.quick else SMALL + LARGE, args.reps, args.with_theirs)
    grid_rows, grid_errors = run_grids(GRIDS_SMALL if args.quick else GRIDS_SMALL + GRIDS_LARGE,
                                       args.reps, args.with_theirs)
    rows, errors = rows + grid_rows, errors + grid_errors
    header, aligns = ["ruleset", "position", "cgt (s)", "cgt-py (s)", "ours/cgt-py", "value"], \
        "llrrrl"
    print_table(header, rows, args.markdown, aligns)
    if args.write_docs:
        write_docs("bench_rulesets", header, rows, aligns, args.reps)
    for error in errors:
        print("DISAGREE:", error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

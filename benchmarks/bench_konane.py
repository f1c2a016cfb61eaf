"""Time Konane in ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_konane.py              # every board, 3 repetitions
    python benchmarks/bench_konane.py --quick      # the small boards only
    python benchmarks/bench_konane.py --markdown   # a markdown table
    python benchmarks/bench_konane.py --write-docs # ... written into docs/performance.md

Boards are checkerboards of stones with two adjacent cells emptied (the
usual Konane openings, on small boards), and one row for 20 random sparse
6×6 boards (each cell ``x``, ``o`` or empty, half of them empty; seeded),
solved one after the other in one process. Each repetition of ours is cold
(``cgt.clear_caches()`` and ``cgt.clear_tables()``, which also empties the
boards' memos); cgt-py keeps its table for the life of the process, so each
of its repetitions runs in a fresh interpreter. CPU seconds, medians. A
disagreement between the libraries is printed on stderr and the script
exits with status 1.
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

from cgt.games.konane import Konane  # noqa: E402


def checkerboard(rows: int, columns: int, empty: list[tuple[int, int]]) -> str:
    cells = [["xo"[(r + c) % 2] for c in range(columns)] for r in range(rows)]
    for r, c in empty:
        cells[r][c] = "."
    return "|".join("".join(row) for row in cells)


def sparse_boards(count: int = 20, size: int = 6, seed: int = 2024) -> list[str]:
    """Random boards with half their cells empty, the others ``x`` or ``o``."""
    rng = random.Random(seed)
    return ["|".join("".join(rng.choice("xo..") for _ in range(size)) for _ in range(size))
            for _ in range(count)]


#: A case: a board, or (a label, boards solved one after the other).
Case = str | tuple[str, list[str]]

SMALL: list[Case] = [
    checkerboard(3, 4, [(0, 0), (0, 1)]),
    checkerboard(4, 4, [(1, 1), (1, 2)]),
    checkerboard(3, 5, [(0, 4), (2, 2)]),
]
LARGE: list[Case] = [
    checkerboard(4, 5, [(0, 4), (3, 2)]),
    checkerboard(4, 5, [(1, 1), (1, 2)]),
    checkerboard(4, 6, [(1, 2), (1, 3)]),
    checkerboard(5, 5, [(2, 2), (2, 3)]),
    ("20 random sparse 6×6", sparse_boards()),
]


def time_ours(boards: list[str]) -> tuple[tuple[cgt.Game, ...], float]:
    cgt.clear_caches()
    cgt.clear_tables()
    start = time.process_time()
    values = tuple(Konane(board).value for board in boards)
    return values, time.process_time() - start


_CHILD = """\
import time
import cgt_py
boards = {boards!r}
start = time.process_time()
forms = [cgt_py.Konane(board).canonical_form for board in boards]
print(time.process_time() - start)
for form in forms:
    print(form)
"""


def time_theirs(boards: list[str]) -> tuple[tuple[cgt.Game, ...], float]:
    """cgt-py's values (read back by our parser) and seconds, in a fresh interpreter."""
    seconds, *forms = run_fresh(_CHILD.format(boards=boards), boards[0])
    return tuple(cgt.parse(form.split("'")[1]) for form in forms), float(seconds)


def run(cases: list[Case], reps: int, with_theirs: bool) -> tuple[list[list[str]], list[str]]:
    rows, errors = [], []
    for case in cases:
        label, boards = (f"`{case.replace('|', '/')}`", [case]) if isinstance(case, str) else case
        values, cells, error = compare(lambda boards=boards: time_ours(boards),
                                       lambda boards=boards: time_theirs(boards), reps,
                                       with_theirs)
        if error:
            errors.append(f"{label}: {error}")
        assert isinstance(values, tuple)
        shown_value = shown(values[0]) if len(values) == 1 else f"{len(set(values))} distinct"
        rows.append([label, *cells, shown_value])
    return rows, errors


def main(argv: list[str] | None = None) -> int:
    args = arguments(__doc__, "boards", argv)
    rows, errors = run(SMALL if args.quick else SMALL + LARGE, args.reps, args.with_theirs)
    header, aligns = ["board", "cgt (s)", "cgt-py (s)", "ours/cgt-py", "value"], "lrrrl"
    print_table(header, rows, args.markdown, aligns)
    if args.write_docs:
        write_docs("bench_konane", header, rows, aligns, args.reps)
    for error in errors:
        print("DISAGREE:", error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

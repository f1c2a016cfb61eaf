"""Time Konane in ``cgt`` against ``cgt-py``, side by side, in one run.

Usage::

    python benchmarks/bench_konane.py              # every board, 3 repetitions
    python benchmarks/bench_konane.py --quick      # the small boards only
    python benchmarks/bench_konane.py --markdown   # a markdown table for docs/performance.md

Boards are checkerboards of stones with a few cells emptied (the usual
Konane openings, on small boards). Each repetition of ours is cold
(``cgt.clear_caches()`` and ``cgt.clear_tables()``, which also empties the
boards' memos); cgt-py keeps its table for the life of the process, so each
of its repetitions runs in a fresh interpreter. CPU seconds, medians. A
disagreement between the libraries is printed on stderr and the script
exits with status 1.
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


SMALL = [
    checkerboard(3, 4, [(0, 0), (0, 1)]),
    checkerboard(4, 4, [(1, 1), (1, 2)]),
    checkerboard(3, 5, [(0, 4), (2, 2)]),
]
LARGE = [
    checkerboard(4, 5, [(0, 4), (3, 2)]),
    checkerboard(4, 5, [(1, 1), (1, 2)]),
]


def time_ours(board: str) -> tuple[cgt.Game, float]:
    cgt.clear_caches()
    cgt.clear_tables()
    start = time.process_time()
    value = Konane(board).value
    return value, time.process_time() - start


_CHILD = """\
import time
import cgt_py
board = cgt_py.Konane({board!r})
start = time.process_time()
form = board.canonical_form
print(time.process_time() - start)
print(form)
"""


def time_theirs(board: str) -> tuple[cgt.Game, float]:
    """cgt-py's value (read back by our parser) and seconds, in a fresh interpreter."""
    seconds, form = run_fresh(_CHILD.format(board=board), board)[:2]
    return cgt.parse(form.split("'")[1]), float(seconds)




def run(boards: list[str], reps: int, with_theirs: bool) -> tuple[list[list[str]], list[str]]:
    rows, errors = [], []
    for board in boards:
        value, cells, error = compare(lambda board=board: time_ours(board),
                                      lambda board=board: time_theirs(board), reps, with_theirs)
        if error:
            errors.append(f"{board}: {error}")
        rows.append([f"`{board.replace('|', '/')}`", *cells, shown(value)])
    return rows, errors


def main(argv: list[str] | None = None) -> int:
    args = arguments(__doc__, "boards", argv)
    rows, errors = run(SMALL if args.quick else SMALL + LARGE, args.reps, args.with_theirs)
    print_table(["board", "cgt (s)", "cgt-py (s)", "ours/cgt-py", "value"], rows, args.markdown,
                "lrrrl")
    for error in errors:
        print("DISAGREE:", error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

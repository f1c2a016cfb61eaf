"""What the value store's checks cost: two checkouts of ``cgt``, side by side.

Usage::

    python benchmarks/store_cost.py --old ../wt-old --new .            # 3 repetitions
    python benchmarks/store_cost.py --old ../wt-old --new . --pure     # both pure Python
    python benchmarks/store_cost.py --old ... --new ... --board '....|....|....'

Three cases, each in a fresh interpreter that imports the checkout's ``cgt``
(``benchmarks/before_after.py``'s bootstrap) and times its work in CPU
seconds (``time.process_time``), old and new in turn within a repetition,
each side on a store file of its own (their schemas differ):

- ``fresh``: solve the board inside a new store (every answer written);
- ``rerun``: solve it again in a new process on the filled store (the
  board's answer read, and its game's rows);
- ``read all``: look up every position reachable from the board in the
  filled store (every answer and game row read, and checked).

Figures are medians; the answers of both sides are compared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
BOARD = "......|......|......|.....#"
CASES = ("fresh", "rerun", "read all")


def child(root: Path, case: str, board: str, path: Path) -> dict[str, Any]:
    """Run ``case`` in this process on the checkout ``root``."""
    sys.path.insert(0, str(HERE.parent))
    from before_after import bootstrap

    cgt = bootstrap(root)
    from cgt.games.domineering import Domineering

    position = Domineering(board)
    positions = _reachable(position) if case == "read all" else []
    cgt.clear_caches()
    cgt.clear_tables()
    store = cgt.ValueStore(path)
    start = time.process_time()
    with store:
        if case == "read all":
            found = sum(store.lookup(Domineering, "value", p.key()) is not None
                        for p in positions)
            answer = f"{found} of {len(positions)} found"
        else:
            answer = str(position.value)
    seconds = time.process_time() - start
    stats = store.stats()
    store.close()
    from cgt import native

    return {"seconds": seconds, "answer": answer, "positions": stats.positions,
            "games": stats.games, "bytes": stats.file_bytes, "core": native.core}


def _reachable(position: Any) -> list[Any]:
    """Every position reachable from ``position``, each key once."""
    seen = {position.key(): position}
    stack = [position]
    while stack:
        p = stack.pop()
        for option in (*p.left_moves(), *p.right_moves()):
            if option.key() not in seen:
                seen[option.key()] = option
                stack.append(option)
    return list(seen.values())


def run(root: Path, case: str, board: str, path: Path, pure: bool) -> dict[str, Any]:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if pure:
        env["CGT_PURE_PYTHON"] = "1"
    out = subprocess.run([sys.executable, str(HERE), "--child", str(root), "--case", case,
                          "--board", board, "--store", str(path)],
                         capture_output=True, text=True, env=env, check=True).stdout
    return dict(json.loads(out.splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", type=Path)
    parser.add_argument("--new", type=Path)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--board", default=BOARD)
    parser.add_argument("--pure", action="store_true", help="both sides in pure Python")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--case", help=argparse.SUPPRESS)
    parser.add_argument("--store", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.case, args.board, args.store)))
        return 0
    sides = {"old": args.old.resolve(), "new": args.new.resolve()}
    samples: dict[tuple[str, str], list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="cgt-store-cost-") as folder:
        for _ in range(args.reps):
            for side, root in sides.items():
                path = Path(folder) / f"{side}.sqlite"
                for suffix in ("", "-wal", "-shm"):
                    Path(f"{path}{suffix}").unlink(missing_ok=True)
                for case in CASES:
                    samples.setdefault((case, side), []).append(
                        run(root, case, args.board, path, args.pure))
    print(f"board {args.board!r}, {args.reps} repetitions, CPU seconds (median), "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"core: old {samples[('fresh', 'old')][0]['core']}, "
          f"new {samples[('fresh', 'new')][0]['core']}")
    print("| case | old | new | new / old | answers agree |")
    print("| --- | ---: | ---: | ---: | --- |")
    for case in CASES:
        old, new = samples[(case, "old")], samples[(case, "new")]
        a = statistics.median(s["seconds"] for s in old)
        b = statistics.median(s["seconds"] for s in new)
        agree = {s["answer"] for s in old} == {s["answer"] for s in new}
        print(f"| {case} | {a:.3f} | {b:.3f} | {b / a:.2f} | {'yes' if agree else 'NO'} |")
    for side in sides:
        last = samples[("fresh", side)][-1]
        print(f"{side}: {last['positions']:,} answers, {last['games']:,} games, "
              f"{last['bytes']:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

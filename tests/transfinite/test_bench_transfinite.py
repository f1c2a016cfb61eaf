"""benchmarks/bench_transfinite.py at a tiny size: it runs and its checks pass."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import bench_transfinite


def test_every_row_runs_and_checks():
    rows = bench_transfinite.run(scale=120, reps=1, on_demand=(821, 881, 953))
    assert [r.case for r in rows][:2] == ["nim products below ω^ω^4", "nim products below ω^ω^54"]
    assert all(r.ok for r in rows) and all(r.count > 0 for r in rows)

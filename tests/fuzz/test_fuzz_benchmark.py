"""benchmarks/fuzz.py at tiny sizes: it runs, counts every case once, and
shrinks a failure to its smallest input."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
import runner
from cases import CASES

import cgt

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz.py"
spec = importlib.util.spec_from_file_location("fuzz_benchmark", PATH)
assert spec is not None and spec.loader is not None
fuzz = sys.modules[spec.name] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fuzz)  # by its path: "fuzz" is also the name of this folder


def test_a_tiny_run_counts_every_case(tmp_path, capsys):
    out = tmp_path / "fuzz.json"
    status = fuzz.main(["--strings", "40", "--positions", "40", "--argv", "10", "--quiet",
                        "--seconds", "5", "--json", str(out)])
    assert status in (0, 1)  # 1: the library has failures or cap hits today
    text = capsys.readouterr().out
    assert text.startswith("input ") and "notation strings" in text
    results = json.loads(out.read_text(encoding="utf-8"))
    assert [results[k]["cases"] for k in results] == [40, 40, 10]
    for counts in results.values():
        assert counts["ok"] + counts["expected"] + counts["failures"] + counts["caps"] \
            == counts["cases"]


def sevens(text: str, partner: str) -> None:
    """A stand-in for the notation case that fails on every text with a 7."""
    if "7" in text:
        raise ZeroDivisionError("a seven")
    raise cgt.CGTError("no seven")


def test_a_failure_is_shrunk(monkeypatch, capsys):
    if "fork" not in runner.multiprocessing.get_all_start_methods():
        pytest.skip("the stand-in case reaches only a forked worker")
    monkeypatch.setitem(CASES, "notation", sevens)
    status = fuzz.main(["--strings", "300", "--positions", "0", "--argv", "0", "--quiet",
                        "--minimize", "20"])
    assert status == 1
    text = capsys.readouterr().out
    assert "ZeroDivisionError at tests/fuzz/test_fuzz_benchmark.py" in text
    assert "minimal input: ('7', '0')" in text


def test_shorter_texts_remove_chunks_and_shorten_runs():
    candidates = list(fuzz._shorter_texts("ab{{{{{{"))
    assert "ab{{{{{{"[4:] in candidates  # the first half removed
    assert "ab{{{" in candidates and "ab{" in candidates

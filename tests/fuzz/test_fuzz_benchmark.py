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


@pytest.mark.slow  # worker processes and their start-up
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


def _run_results(seed: int, cases: int, core: str = "pure Python core") -> dict:
    """The --json results of a run of notation strings, as fuzz.py writes them."""
    return {"notation strings": {
        "cases": cases, "ok": cases - 3, "expected": 2, "exit_1": 0, "failures": 1, "caps": 0,
        "killed": 0, "seconds": 2.0, "slowest": [0.25 * seed, f"('slow {seed}', '0')"],
        "largest_megabytes": [3.0, "('big', '0')"], "exit_1_messages": {},
        "groups": [{"signature": "LawBroken at x", "count": 1, "summary": "LawBroken: x",
                    "details": "", "minimal": None, "inputs": [f"('bad {seed}', '0')"]}],
        "runs": [{"seed": seed, "core": core, "cases": cases}]}}


def test_runs_with_other_seeds_add_up(tmp_path):
    files = []
    for seed, cases in ((1, 10), (2, 5), (3, 7)):
        files.append(tmp_path / f"run{seed}.json")
        files[-1].write_text(json.dumps(_run_results(seed, cases)), encoding="utf-8")
    tallies: list = []
    fuzz.add_runs(tallies, files[:2], keep=3)
    (tally,) = tallies
    assert (tally.cases, tally.ok, tally.expected, tally.failures, tally.seconds) == \
        (15, 9, 4, 2, 4.0)
    assert tally.slowest == (0.5, ("('slow 2', '0')",))
    group = tally.groups["LawBroken at x"]
    assert group.count == 2 and [shown for _, (shown,), _ in group.inputs] == \
        ["('bad 1', '0')", "('bad 2', '0')"]
    table = fuzz.counts_table(tallies)
    assert "notation strings: 2 runs added up: seed 1 (10 cases), seed 2 (5 cases)" in table
    assert "slowest case 0.50 s (('slow 2', '0'))" in table
    # a seed's inputs are counted once; a compiled run is not added to a pure one
    with pytest.raises(SystemExit, match="seed 1 is counted twice"):
        fuzz.add_runs(tallies, [files[0]], keep=3)
    files[2].write_text(json.dumps(_run_results(3, 7, "compiled core (mypyc)")), encoding="utf-8")
    with pytest.raises(SystemExit, match="does not add to one of the pure"):
        fuzz.add_runs(tallies, [files[2]], keep=3)

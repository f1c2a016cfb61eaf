"""benchmarks/bench_core.py at tiny sizes: it runs, and cgt and cgt-py agree
on what it computes (the tests that need cgt-py take the fixture ``cgt_py``
of conftest.py). No timing is asserted."""

from __future__ import annotations

import sys
from functools import reduce
from operator import xor
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import bench_core

TINY = {"games": 20, "sums": 10, "ks": (2, 3, 4), "nimbers": 200}


def test_inputs_are_seeded_and_parse():
    texts = bench_core.random_game_texts(20)
    assert texts == bench_core.random_game_texts(20)
    assert all(t.startswith("{") and t.endswith("}") for t in texts)
    games = bench_core.ours_games(texts)
    assert len(games) == 20
    terms = bench_core.random_sum_terms(5)
    assert [len(t) for t in terms] == [3] * 5 and all(t[0][0] == 1 for t in terms)
    assert len(bench_core.ours_sums(terms)) == 5


def test_ours_alone():
    assert bench_core.ours_switches(4).left_stop == 2  # 4 - 3 + 2 - 1
    assert bench_core.ours_nimbers(200).nim_value == reduce(xor, range(1, 201), 0)
    cases = bench_core.build_cases(**TINY)
    assert [case.name for case in cases] == [
        "20 random games", "10 random sums g1 ± g2 ± g3",
        "the same 10 sums, parts parsed beforehand",
        "±1 ± 2 … ± 2", "±1 ± 2 … ± 3", "±1 ± 2 … ± 4", "*1 + *2 + … + *200",
        "the same, each *i parsed", "the same, parsed as one text",
    ]
    for case in cases:
        row = bench_core.run_case(case, reps=1, with_theirs=False, fresh=False)
        assert (row.case, row.theirs, row.error, row.fresh) == (case.name, None, None, None)


def test_libraries_agree_at_tiny_sizes(cgt_py):
    for case in bench_core.build_cases(**TINY):
        row = bench_core.run_case(case, reps=1, with_theirs=True, fresh=False)
        assert row.error is None, row.error
        assert row.theirs is not None and row.ratio is not None


def test_a_disagreement_is_caught(cgt_py):
    ours = bench_core.ours_switches(3)
    theirs = bench_core.theirs_switches(4)
    with pytest.raises(bench_core.Disagreement):
        bench_core.check_switches(3, ours, theirs)
    with pytest.raises(bench_core.Disagreement):
        bench_core.check_nimbers(10, bench_core.ours_nimbers(9), bench_core.theirs_nimbers(10))


def test_fresh_process_and_output():
    case = bench_core.build_cases(games=5, sums=2, ks=(2,), nimbers=10)[2]
    assert bench_core.time_fresh(case) > 0  # milliseconds, printed by the child
    row = bench_core.Row(case="x", ours=2.0, theirs=1.0, fresh=3.0)
    text = bench_core.markdown([row], bench_core.environment(1))
    assert "| x | 2.0 | 3.0 | 1.0 | 2.00× |" in text
    assert "cgt-py" in text


def test_update_docs_replaces_only_the_block(tmp_path):
    doc = tmp_path / "performance.md"
    doc.write_text(f"# P\n\n{bench_core.START}\nold\n{bench_core.END}\n\nnotes\n", encoding="utf-8")
    bench_core.update_docs("| new |", doc)
    bench_core.update_docs("| newer |", doc)
    assert (
        doc.read_text(encoding="utf-8")
        == f"# P\n\n{bench_core.START}\n| newer |\n{bench_core.END}\n\nnotes\n"
    )


def test_the_scaling_benchmark_runs_at_a_tiny_size(tmp_path, capsys):
    import json

    import scaling

    out = tmp_path / "scaling.json"
    assert scaling.main(["--board", "3x4", "--max-bricks", "6", "--repeat", "1",
                         "--json", str(out)]) == 0
    rows = {row["case"]: row for row in json.loads(out.read_text())}
    one, two = rows["split, 1 worker"], rows["split, 2 workers"]
    assert one["value"] == two["value"] and one["shared"] is None
    assert two["shared"]["published"] > 0 and two["shared"]["duplicated"] >= 0
    assert rows["median: split, 2 workers / split, 1 worker"]["runs"] == 1
    resumed = rows["killed at half time, then resumed"]
    assert resumed["all_positions"] == rows["report, new store"]["positions"] > 0
    assert resumed["recomputed"] >= 0
    assert "median: table babylone, 2 workers / table babylone, serial" in rows
    assert rows["table babylone, serial CPU"]["cpu_here"] > 0
    from cgt.scale.forked import can_fork

    if can_fork():  # the helpers are forked: the critical path is measured
        two = rows["table babylone, 2 workers CPU"]
        assert two["critical"] == pytest.approx(two["before"] + two["helpers"][0] + two["after"],
                                                abs=0.002)
        assert rows["median: critical path / serial CPU"]["runs"] == 1


def test_the_command_line_rows_run_and_read_the_value(monkeypatch):
    import bench_impartial_rulesets as bench

    seconds, value = bench.cli("report nim 3 4 5", repeats=1)
    assert seconds > 0 and value == "Value: *2"
    # the rows of issue 17: heaps of 20 and 30 digits, answered by formula
    assert "report nim 99999999999999999999 3" in bench.COMMANDS
    assert any(len(words.split()[-1]) == 30 for words in bench.COMMANDS)
    with pytest.raises(RuntimeError, match="nosuchgame"):
        bench.cli("report nosuchgame", repeats=1)
    monkeypatch.setattr(bench, "COMMANDS", ("report subtraction 1,2,3 " + "9" * 30,))
    [row] = bench.cli_rows(repeats=1)
    assert row.result == "Value: *3" and row.name.startswith("`cgt report subtraction")


def test_the_cpu_clock_times_both_libraries_alike(monkeypatch):
    """``--clock cpu`` times with the process's CPU clock (for a busy machine)
    and says so in the environment line."""
    monkeypatch.setattr(bench_core, "clock", bench_core.CLOCKS["cpu"])
    case = bench_core.build_cases(games=5, sums=2, ks=(2,), nimbers=10)[-2]
    row = bench_core.run_case(case, reps=1, with_theirs=False, fresh=False)
    assert row.error is None and row.ours >= 0
    assert bench_core.environment(1, with_theirs=False)["clock"] == "cpu"

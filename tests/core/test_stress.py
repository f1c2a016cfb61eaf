"""The stress run of benchmarks/stress.py, short (issue 18): four threads and
two worker processes computing overlapping values for three seconds give the
serial run's values, one object per value, and leave the recursion limit as
it was. ``python benchmarks/stress.py --runs 20`` is the full proof (four
processes, a minute per run)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import stress


@pytest.mark.slow  # a process pool and threads, several seconds
def test_threads_and_processes_agree_with_the_serial_run():
    report = stress.stress(seconds=3, threads=4, processes=2, seed=7)
    assert report.faults == []
    assert report.tasks_in_threads > 4 and report.tasks_in_processes > 2


def test_every_task_prints_a_value():
    assert stress.run_task("switches 3") == str(stress._sum_of_switches(3))
    # *1 + ... + *299 is *(1 ^ ... ^ 299), and 1 ^ ... ^ n is 0 when n is 3 mod 4
    assert stress.run_task("nimbers") == "0"

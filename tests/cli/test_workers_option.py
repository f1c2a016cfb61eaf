"""``--workers N`` and ``--scheduler ADDRESS`` (issue 14): the same output as
a serial run, and one line of error for a bad count or an unreachable
scheduler."""

from __future__ import annotations

import pytest
from test_cli import ENV, cgt


@pytest.mark.parametrize("words", [
    ["report", "domineering", "....|....|...#", "--plain"],
    ["report", "chomp", "3x5", "--plain"],
    ["table", "babylone", "--colors", "2-3", "--bricks", "1-4", "--plain"],
    ["table", "domineering", "--rows", "3", "--columns", "3", "--plain"],
])
def test_two_workers_print_what_one_prints(words, tmp_path):
    serial = cgt(*words)
    parallel = cgt(*words, "--workers", "2")
    shared = cgt(*words, "--workers", "2", "--store", str(tmp_path / "values.sqlite"))
    assert serial.returncode == parallel.returncode == shared.returncode == 0, parallel.stderr
    assert parallel.stdout == serial.stdout == shared.stdout


@pytest.mark.parametrize("count", ["0", "-2", "two", "5000"])
def test_a_bad_worker_count_is_a_usage_error(count):
    run = cgt("report", "nim", "3", "4", "--workers", count)
    assert run.returncode == 2 and run.stdout == ""
    assert "--workers" in run.stderr


def test_an_unreachable_scheduler_is_one_line_of_error(monkeypatch):
    monkeypatch.setitem(ENV, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT", "2s")
    run = cgt("report", "domineering", "2x3", "--scheduler", "tcp://127.0.0.1:9")
    assert run.returncode != 0 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "--scheduler tcp://127.0.0.1:9: cannot connect" \
        in run.stderr

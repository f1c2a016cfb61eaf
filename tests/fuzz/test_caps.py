"""The caps of a fuzz case: a loop, an allocation and a thread are stopped in
process; a worker process stuck in C or crashed is replaced."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest
import runner
from caps import CapExceeded, capped, clock
from cases import CASES, judge

import cgt


def spin():
    while True:
        pass


def test_a_loop_is_stopped_at_its_time_cap():
    now = clock()  # the cap's own clock: CPU time, unless CGT_FUZZ_CLOCK=wall
    start = now()
    with pytest.raises(CapExceeded) as cap, capped(seconds=0.3):
        spin()
    assert cap.value.kind == "time"
    assert now() - start < 1.5


def test_swallowing_the_cap_does_not_help():
    def stubborn():
        for _ in range(3):
            try:
                spin()
            except BaseException:  # noqa: BLE001 (what a careless library might do)
                pass

    now = clock()
    start = now()
    with pytest.raises(CapExceeded), capped(seconds=0.2):
        stubborn()
    assert now() - start < 6


def test_memory_growth_is_stopped():
    hoard = []
    with pytest.raises(CapExceeded) as cap, capped(seconds=20, megabytes=50):
        while True:
            hoard.append(bytearray(2**20))
            hoard[-1][::4096] = b"x" * 256  # touch the pages: resident memory
    del hoard
    assert cap.value.kind == "memory"


def test_a_thread_of_the_case_is_stopped_too():
    stopped = threading.Event()

    def work():
        try:
            spin()
        except CapExceeded:
            stopped.set()

    with pytest.raises(CapExceeded), capped(seconds=0.2):
        worker = threading.Thread(target=work, daemon=True)
        worker.start()
        worker.join()
    assert stopped.wait(2)


def test_verdicts(monkeypatch):
    monkeypatch.setenv("CGT_FUZZ_SECONDS", "0.3")
    assert judge(cgt.parse, "{1|").kind == "expected"
    assert judge(cgt.parse, "{1|0}").kind == "ok"
    failure = judge(int, "x")
    assert (failure.kind, failure.error_type) == ("failure", "ValueError")
    cap = judge(spin)
    assert (cap.kind, cap.error_type) == ("cap", "CapExceeded")


def stuck_in_c():
    """Seconds in one call into C (system() waits for its child through
    signals), where no signal handler runs."""
    os.system("sleep 4")


def crash():
    os.kill(os.getpid(), signal.SIGSEGV)


def test_the_runner_survives_a_stuck_or_crashed_worker(monkeypatch):
    monkeypatch.setitem(CASES, "stuck", stuck_in_c)
    monkeypatch.setitem(CASES, "crash", crash)
    monkeypatch.setitem(CASES, "spin", spin)
    monkeypatch.setattr(runner, "MARGIN", 1.0)
    if "fork" not in runner.multiprocessing.get_all_start_methods():
        pytest.skip("the cases added here reach only a forked worker")
    with runner.Runner(seconds=0.3) as worker:
        assert worker.run("notation", "{1|-1}", "*").kind == "ok"
        start = time.monotonic()
        stuck = worker.run("stuck")
        assert stuck.kind == "cap" and "killed" in stuck.summary
        assert time.monotonic() - start < 5
        crashed = worker.run("crash")
        assert crashed.kind == "failure" and "SIGSEGV" in crashed.summary
        capped_ = worker.run("spin")
        assert capped_.kind == "cap" and "time cap" in capped_.summary
        assert worker.run("notation", "{1|", "*").kind == "expected"
        assert (worker.starts, worker.kills) == (4, 1)


def starved():
    """A case that gets about 5 % of a CPU, as on a machine at a load of 40:
    0.1 s of CPU time takes some two seconds of wall time."""
    while True:
        start = time.process_time()
        while time.process_time() - start < 0.005:
            pass
        time.sleep(0.095)


@pytest.mark.slow  # some 2.5 s of wall time (0.2 s of CPU)
def test_a_starved_worker_is_not_taken_for_a_stuck_one(monkeypatch):
    """With a cap on CPU time, a worker that keeps computing past the wall
    deadline (1 s here) is left to its own cap; killed, its case would be
    called stuck. (It was killed before the runner read the worker's CPU
    time: the test above failed 3 of 3 on a machine at load 13 to 16.)"""
    monkeypatch.setitem(CASES, "starved", starved)
    monkeypatch.setattr(runner, "MARGIN", 0.5)
    monkeypatch.setenv("CGT_FUZZ_CLOCK", "cpu")
    if "fork" not in runner.multiprocessing.get_all_start_methods():
        pytest.skip("the cases added here reach only a forked worker")
    if runner._cpu_seconds(os.getpid()) is None:
        pytest.skip("reads the worker's CPU time in Linux's /proc")
    with runner.Runner(seconds=0.1) as worker:
        start = time.monotonic()
        verdict = worker.run("starved")
        assert verdict.kind == "cap" and "time cap" in verdict.summary, verdict.summary
        assert time.monotonic() - start > worker.allowance  # past the wall deadline
        assert worker.kills == 0


"""The cyclic collector is paused while a solve runs, and left as it was
found (cgt.core.collector)."""

from __future__ import annotations

import gc
import threading
from typing import ClassVar

import pytest

import cgt
from cgt.core.collector import paused
from cgt.games.domineering import Domineering
from cgt.positions.solver import solve


class _Watching(cgt.Position):
    """Domineering ``..|..`` that records whether the collector runs while
    the solver asks for its moves."""

    seen: ClassVar[list[bool]] = []

    def __init__(self, board: str = "..|..") -> None:
        self.inner = Domineering(board)

    def left_moves(self):
        _Watching.seen.append(gc.isenabled())
        return self.inner.left_moves()

    def right_moves(self):
        return self.inner.right_moves()

    def key(self):
        return ("watching", self.inner.key())


def test_a_solve_pauses_the_collector_and_resumes_it():
    cgt.clear_tables()
    _Watching.seen.clear()
    assert gc.isenabled()
    assert solve(_Watching()) is cgt.parse("±1").form
    assert _Watching.seen == [False]
    assert gc.isenabled()


def test_a_failing_solve_resumes_the_collector():
    class Broken(cgt.Position):
        def left_moves(self):
            raise ValueError("no moves today")

        def right_moves(self):
            return []

        def key(self):
            return "broken"

    with pytest.raises(ValueError, match="no moves today"):
        solve(Broken())
    assert gc.isenabled()


def test_a_program_that_disabled_the_collector_keeps_it_disabled():
    gc.disable()
    try:
        assert Domineering("...|...").value == cgt.parse("{2|-1/2}")
        with paused:
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_threads_resume_the_collector_when_the_last_solve_ends():
    inside = threading.Event()
    release = threading.Event()

    def long_solve() -> None:
        with paused:
            inside.set()
            release.wait(10)

    worker = threading.Thread(target=long_solve)
    worker.start()
    inside.wait(10)
    with paused:  # a second solve, in this thread, ends first
        pass
    assert not gc.isenabled()  # the other thread's solve still runs
    release.set()
    worker.join()
    assert gc.isenabled()

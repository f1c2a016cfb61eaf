"""``cgt.clear_caches()`` beside threads that compute (issue 37).

The pure core's sweep used to find the surviving forms among
``gc.get_objects()``: that list held a tuple another thread was still
filling (``tuple(generator)``), which then could not be shrunk, and the
other thread failed with ``SystemError: Objects/tupleobject.c:927``. The
sweep now counts references in one call in C (cgt/core/sweep.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from racing import racing

import cgt

ROOT = Path(__file__).resolve().parents[2]


def _beside_clearing(work, seconds: float, count: int) -> list[str]:
    """Run ``work`` in ``count`` threads while another clears the caches,
    for ``seconds``; the errors raised, as text."""
    steps = {f"worker {i}": (lambda i=i: work(i)) for i in range(count)}
    return racing({**steps, "clear_caches": cgt.clear_caches}, seconds)


def test_tuples_being_filled_survive_a_sweep():
    """The failure of the issue, reduced: ``tuple(generator)`` in three
    threads, the sweep in a fourth (it failed within a second, pure core)."""
    errors = _beside_clearing(lambda i: tuple(x for x in range(200)), seconds=3, count=3)
    assert errors == []


def _short_and_loopy(i: int) -> None:
    g = cgt.zero
    for j in range(30):
        g = cgt.game([g, j % 7], [-(i + j)])
    total = g + cgt.parse(f"{{{i + 2}|{{0|-{i + 2}}}}}") + cgt.nimber(i + 1)
    assert cgt.parse(str(total)) == total
    loopy = cgt.parse(("on", "over", "{pass|*}", "a{0|{a|*}}")[i % 4])
    assert cgt.parse(str(loopy)) == loopy


def test_games_built_beside_a_sweep_are_right():
    assert _beside_clearing(_short_and_loopy, seconds=3, count=4) == []


STRESS = textwrap.dedent("""
    import sys
    sys.path.insert(0, {tests!r})
    from test_sweep_threads import _beside_clearing, _short_and_loopy
    errors = _beside_clearing(_short_and_loopy, seconds=15, count=4)
    print(len(errors), errors[:3])
""")


@pytest.mark.slow
@pytest.mark.parametrize("run", range(10))
def test_pure_core_four_builders_and_a_sweep_for_15_seconds(run):
    """Issue 37's proof: the pure core, 4 threads building short and loopy
    games while a fifth clears the caches for 15 s, no exception; 10 runs."""
    env = {**os.environ, "CGT_PURE_PYTHON": "1"}
    script = STRESS.format(tests=str(ROOT / "tests" / "core"))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("0 []"), done.stdout


def test_memos_made_beside_a_clearing_thread():
    """A CI run of the stress test above once ended in ``clear_caches:
    RuntimeError('dictionary changed size during iteration')``: the registry
    of memos (a WeakValueDictionary, iterated in Python) grew while it was
    listed, as a search in another thread made its table. Reduced: threads
    that only make memos."""
    from cgt.core.memo import Memo

    def make(i: int) -> None:
        tables = [Memo(f"a test's table {i}") for _ in range(50)]
        assert len({t.name for t in tables}) == 50

    assert _beside_clearing(make, seconds=3, count=3) == []

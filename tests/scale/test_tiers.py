"""Tiers (issue 36): the values of the serial solver, tier by tier on one
and two workers and on a Dask LocalCluster, for every ruleset that declares
tiers; a solve killed mid-tier goes on without valuing again what it had
committed; a Dask worker killed mid-solve costs its chunk, not the solve."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError
from cgt.games.alquerkonane import Alquerkonane
from cgt.positions.tables import clear_tables
from cgt.scale.store import ValueStore
from cgt.scale.tiers import GameIds, is_tiered, run_tiers

#: Positions of each ruleset that declares tiers, with their values where a
#: source gives them: the seed article's tables of Alquerkonane starts
#: (shared/RULES.md: 3x3 two rows 5/2, 3x3 one row without backward
#: captures 1, 4x4 one row 0, 5x5 one row 4).
STARTS = [
    (Alquerkonane.start(3, 3, rows=2), "5/2"),
    (Alquerkonane.start(3, 3, backward_captures=False), "1"),
    (Alquerkonane.start(4, 4), "0"),
    pytest.param(Alquerkonane.start(5, 5), "4", marks=pytest.mark.slow),
    pytest.param(Alquerkonane.start(4, 5), None, marks=pytest.mark.slow),
    (Alquerkonane.parse("O.O./.O../.X../X.X."), None),
]


@pytest.mark.parametrize(("position", "known"), STARTS)
@pytest.mark.parametrize("workers", [1, 2])
def test_tiers_give_the_serial_values(position, known, workers):
    clear_tables()
    expected = position.value
    if known is not None:
        assert expected == cgt.parse(known)
    clear_tables()
    run = run_tiers(position, workers=workers)
    assert run.value == expected
    assert run.positions > 0 and run.read == 0


def test_the_tiers_drop_and_the_figures_add_up():
    clear_tables()
    run = run_tiers(Alquerkonane.start(4, 4), workers=2)
    tiers = [t.tier for t in run.tiers]
    assert tiers == sorted(tiers) and len(set(tiers)) == len(tiers)
    assert sum(t.positions for t in run.tiers) == run.positions
    assert all(t.bytes_out > 0 and t.bytes_in > 0 for t in run.tiers)
    assert len(run.worker_cpu) == 2 and run.resent == 0


def test_a_tiered_solve_reports_its_progress(tmp_path):
    position = Alquerkonane.start(4, 5)
    clear_tables()
    reports = []
    value = position.solve(workers=2, progress=reports.append, store=tmp_path / "v.sqlite")
    final = reports[-1]
    assert final.finished and value == position.value
    assert final.solved == 7427  # every position valued, told chunk by chunk


def test_solve_with_workers_and_a_store_goes_by_tiers(tmp_path, monkeypatch):
    """Inside a store the tiers solve (the split solver's workers would share
    their answers through the file); without one, the split solver does
    (its workers share memory: faster there, docs/tiers.md)."""
    import cgt.scale.parallel
    import cgt.scale.tiers

    position = Alquerkonane.start(4, 5)
    assert is_tiered(position)
    clear_tables()
    expected = position.value
    called = []

    def spy(module, name):
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *a, **k: called.append(name) or real(*a, **k))

    spy(cgt.scale.tiers, "solve_tiers")
    spy(cgt.scale.parallel, "solve_split")
    clear_tables()
    assert position.solve(workers=2, store=tmp_path / "v.sqlite") == expected
    clear_tables()
    assert position.solve(workers=2) == expected
    assert called == ["solve_tiers", "solve_split"]


def test_a_ruleset_without_tiers_is_refused_by_name():
    from cgt.games.domineering import Domineering

    assert not is_tiered(Domineering("...|..."))
    with pytest.raises(CGTError, match="Domineering declares no tiers"):
        run_tiers(Domineering("...|..."), workers=2)


def test_from_key_refuses_what_is_not_a_key():
    with pytest.raises(CGTError, match="not the key of an Alquerkonane position"):
        Alquerkonane.from_key(-5)
    with pytest.raises(CGTError, match="not the key of an Alquerkonane position"):
        Alquerkonane.from_key(1 << 200 | Alquerkonane.start(3, 3).key() & 0xFFFF)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_game_numbers_rebuild_the_same_games(data):
    """A game numbered by one GameIds and rebuilt from its rows by another
    is the same (interned) form: values cross processes as numbers."""
    texts = ["0", "*", "^", "1/2", "{2|-1/2}", "+-1", "{1|*}", "{^|v}", "{3|{2|1}}",
             "{{2|1}|{-1|-2}}", "^*", "*5", "-7/8", "{0,*|0,*}"]
    chosen = data.draw(st.lists(st.sampled_from(texts), min_size=1, max_size=6))
    games = [cgt.parse(t)._form for t in chosen]
    ids = GameIds()
    numbers = [ids.number(g) for g in games]
    again = GameIds()
    again.extend(ids.rows)
    assert [again.forms[n] for n in numbers] == games
    assert all(again.forms[n] is g for n, g in zip(numbers, games, strict=True))


# -- the store: writes, rereads, and a solve killed mid-tier ----------------------------


class RecordingStore(ValueStore):
    """A real store that also notes the positions it is given values of."""

    def __init__(self, path) -> None:
        super().__init__(path)
        self.put_keys: set[object] = set()

    def put(self, cls, table, key, answer) -> None:
        self.put_keys.add(key)
        super().put(cls, table, key, answer)

    def put_many(self, cls, table, keys, answers) -> None:
        self.put_keys.update(keys)
        super().put_many(cls, table, keys, answers)


def _committed_keys(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT count(*) FROM answer").fetchone()[0]


def test_a_tiered_solve_fills_the_store_and_a_rerun_reads_it(tmp_path):
    path = tmp_path / "tiers.sqlite"
    position = Alquerkonane.start(4, 5)
    clear_tables()
    run = run_tiers(position, workers=2, store=path)
    assert _committed_keys(path) == run.positions
    clear_tables()
    again = run_tiers(position, workers=2, store=path)
    assert again.value == run.value and again.positions == 0 and again.read == 1


@pytest.mark.slow
def test_a_solve_killed_mid_tier_values_nothing_committed_again(tmp_path):
    """``cgt report ... --workers 2 --store F`` killed (SIGKILL, with its
    workers) once it has committed some tiers; the same solve then values
    only positions the killed run had not committed."""
    path = tmp_path / "killed.sqlite"
    command = [sys.executable, "-m", "cgt", "report", "alquerkonane", "5x6", "--rows", "1",
               "--plain", "--workers", "2", "--store", str(path)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
    deadline = time.monotonic() + 300
    committed = 0
    while time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.2)
        if path.exists():
            try:
                committed = _committed_keys(path)
            except sqlite3.Error:
                continue
            if committed >= 20_000:
                break
    assert process.poll() is None, f"the solve ended before it was killed: {process.stderr}"
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    with sqlite3.connect(path) as connection:
        before = {row[0] for row in connection.execute("SELECT key FROM answer")}
    assert len(before) >= 20_000
    from cgt.positions.keys import encode_key

    clear_tables()
    store = RecordingStore(path)
    try:
        run = run_tiers(Alquerkonane.start(5, 6), workers=2, store=store)
    finally:
        store.close()
    again = {encode_key(key) for key in store.put_keys}
    assert not again & before, "a committed position was valued again"
    assert run.read > 0 and run.positions == len(again)
    clear_tables()
    assert run.value == Alquerkonane.start(5, 6).value
    assert _committed_keys(path) == len(before) + len(again)


# -- a Dask cluster ---------------------------------------------------------------------


@pytest.mark.slow  # a cluster of its own and 5x5: ten seconds of the README command
def test_tiers_on_a_dask_cluster_give_the_serial_values(dask_client):
    for position in [Alquerkonane.start(3, 3, rows=2),
                     Alquerkonane.start(3, 3, backward_captures=False),
                     Alquerkonane.start(4, 4), Alquerkonane.start(5, 5)]:
        clear_tables()
        expected = position.value
        clear_tables()
        run = run_tiers(position, client=dask_client)
        assert run.value == expected
    assert len(run.worker_cpu) == 2  # 5x5's tiers are dealt out to both


@pytest.mark.slow
def test_a_dask_worker_killed_mid_solve_costs_its_chunk_not_the_solve(dask_client):
    position = Alquerkonane.start(5, 5)
    clear_tables()
    expected = position.value
    clear_tables()
    run_tiers(Alquerkonane.start(3, 3), client=dask_client)  # the workers have started
    victim = sorted(dask_client.run(os.getpid).values())[0]
    started = threading.Event()

    def kill() -> None:
        started.wait()
        time.sleep(0.5)
        os.kill(victim, signal.SIGKILL)

    killer = threading.Thread(target=kill)
    killer.start()
    started.set()
    run = run_tiers(position, client=dask_client)
    killer.join()
    assert run.seconds > 0.5, "the solve ended before the kill"
    assert run.value == expected
    assert victim in run.worker_cpu, "the killed worker had done part of the solve"
    assert victim not in set(dask_client.run(os.getpid).values())

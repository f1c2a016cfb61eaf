"""The persistent value store (issue 14): values written, read back in a
fresh process, shared by processes and threads, and never wrong when the
file is foreign, of another schema, damaged, or killed in a commit."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

import cgt
from cgt.games.chomp import Chomp
from cgt.games.clobber import Clobber
from cgt.games.domineering import Domineering
from cgt.games.toads_and_frogs import ToadsAndFrogs
from cgt.positions.tables import clear_tables
from cgt.scale import store as store_module
from cgt.scale.store import SCHEMA, StoreError, ValueStore

ROOT = Path(__file__).resolve().parents[2]

POSITIONS = [
    lambda: Domineering.rectangle(2, 2),
    lambda: Domineering.rectangle(3, 3),
    lambda: Domineering("..|..|.."),
    lambda: Clobber("xox|oxo"),
    lambda: ToadsAndFrogs("TT..FF"),
]


def _values() -> dict[str, str]:
    return {str(make()): str(make().value) for make in POSITIONS}


def _serial() -> dict[str, str]:
    """The values as the solver finds them with no store."""
    clear_tables()
    return _values()


def _solve_all(path: Path) -> dict[str, str]:
    clear_tables()
    store = ValueStore(path)
    try:
        with store:
            return _values()
    finally:
        store.close()


def test_values_come_back_from_the_file(tmp_path):
    path = tmp_path / "values.sqlite"
    first = _solve_all(path)
    assert first == _serial()
    assert first["..|..|.."] == "{1/2|-2}" and first[str(ToadsAndFrogs("TT..FF"))] == "*"
    clear_tables()
    store = ValueStore(path)
    with store:
        again = _values()
    assert again == first
    stats = store.stats()
    assert stats.hits == len(POSITIONS) and stats.written == 0
    assert stats.answers["cgt.games.domineering.Domineering value"] >= 10


def test_get_never_solves(tmp_path):
    store = ValueStore(tmp_path / "values.sqlite")
    p = Domineering.rectangle(3, 4)
    assert store.get(p) is None
    clear_tables()
    with store:
        value = p.value
    assert store.get(p) == value
    assert store.get(Domineering.rectangle(5, 5)) is None


def test_a_fresh_process_reads_the_values(tmp_path):
    path = tmp_path / "values.sqlite"
    _solve_all(path)
    script = textwrap.dedent(f"""
        import cgt
        from cgt.games.domineering import Domineering
        store = cgt.ValueStore({str(path)!r})
        with store:
            print(Domineering("..|..|..").value)
        s = store.stats()
        print(s.hits, s.written)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, env={**os.environ, "PYTHONHASHSEED": "7"}).stdout
    assert out.split() == ["{1/2|-2}", "1", "0"]


def test_grundy_values_are_stored(tmp_path):
    path = tmp_path / "values.sqlite"
    bar = Chomp([3, 4, 4, 5])
    clear_tables()
    with ValueStore(path) as store:
        value = bar.value
    assert value == cgt.nimber(bar.grundy)
    assert store.stats().answers["cgt.games.chomp.Chomp grundy"] > 20
    clear_tables()
    with ValueStore(path) as again:
        assert bar.value == value
        assert again.lookup(Chomp, "grundy", Chomp([2]).key()) == 1
        assert again.lookup(Chomp, "grundy", Chomp([1, 2]).key()) == 0
    assert again.stats().written == 0


def test_a_deep_game_is_stored_as_a_dag(tmp_path):
    # A position whose value has a long canonical form: its games are rows
    # that name their options, each game once.
    path = tmp_path / "values.sqlite"
    p = Domineering("....|....|....")
    clear_tables()
    with ValueStore(path) as store:
        value = p.value
    games = store.stats().games
    assert games < store.stats().positions  # shared subgames, not one text per position
    clear_tables()
    cgt.clear_caches()
    with ValueStore(path):
        assert str(p.value) == str(value)


def test_unstorable_keys_are_counted_and_skipped(tmp_path):
    class Pile(cgt.Position):
        def __init__(self, n):
            self.n = n

        def left_moves(self):
            return [Pile(self.n - 1)] if self.n else []

        def right_moves(self):
            return []

        def key(self):
            return self  # an object: not the same bytes in another process

        def __eq__(self, other):
            return isinstance(other, Pile) and other.n == self.n

        def __hash__(self):
            return hash(self.n)

    with ValueStore(tmp_path / "values.sqlite") as store:
        assert Pile(3).value == cgt.parse("3")
    stats = store.stats()
    assert stats.unstorable >= 4 and stats.positions == 0
    assert stats.unstorable_types == (f"{__name__}.{Pile.__qualname__}",)


def test_a_text_file_is_refused(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("not a database " * 100)
    with pytest.raises(StoreError, match=r"notes\.sqlite' cannot be opened: file is not a"):
        ValueStore(path)


def test_another_sqlite_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE t (x)")
    with pytest.raises(StoreError, match="not a cgt value store"):
        ValueStore(path)
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA application_id = 1234")
    with pytest.raises(StoreError, match="application id is 0x4d2"):
        ValueStore(path)


def test_a_store_of_another_schema_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "values.sqlite"
    ValueStore(path).close()
    monkeypatch.setattr(store_module, "SCHEMA", SCHEMA + 1)
    with pytest.raises(StoreError, match=f"older cgt \\(schema {SCHEMA}; this cgt reads "
                                         f"schema {SCHEMA + 1}\\)"):
        ValueStore(path)
    monkeypatch.setattr(store_module, "SCHEMA", SCHEMA - 1)
    with pytest.raises(StoreError, match="newer cgt"):
        ValueStore(path)


def test_a_truncated_file_gives_an_error_or_right_values(tmp_path):
    path = tmp_path / "values.sqlite"
    first = _solve_all(path)
    data = path.read_bytes()
    assert len(data) > 8192
    for size in (100, len(data) // 2, len(data) - 4096):
        path.write_bytes(data[:size])
        try:
            values = _solve_all(path)
        except StoreError as error:
            assert str(path) in str(error)
        else:
            assert values == first


def test_threads_share_one_store(tmp_path):
    path = tmp_path / "values.sqlite"
    store = ValueStore(path, batch=7)
    boards = ["...|...|...", "....|....", "..#|...|...", ".....|.....", "...|...|.#."]
    expected = {}
    clear_tables()
    for board in boards:
        expected[board] = str(Domineering(board).value)
    clear_tables()
    failures = []

    def work(order):
        try:
            with store:
                for board in order:
                    if str(Domineering(board).value) != expected[board]:
                        failures.append(board)
        except Exception as error:  # noqa: BLE001 (reported by the assertion)
            failures.append(repr(error))

    threads = [threading.Thread(target=work, args=(boards[i:] + boards[:i],)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    store.commit()
    assert failures == []
    clear_tables()
    with ValueStore(path):
        assert {b: str(Domineering(b).value) for b in boards} == expected


_WRITER = textwrap.dedent("""
    import sys
    import cgt
    from cgt.games.domineering import Domineering
    path, boards = sys.argv[1], sys.argv[2:]
    with cgt.ValueStore(path, batch=int(5)) as store:
        for board in boards:
            print(board, Domineering(board).value, flush=True)
""")


@pytest.mark.slow
def test_four_processes_write_one_store(tmp_path):
    path = tmp_path / "values.sqlite"
    boards = ["......|......|......|......", ".....|.....|.....|.....", "....|....|....|....",
              "..#.|....|...."]
    runs = [subprocess.Popen([sys.executable, "-c", _WRITER, str(path),
                              *(boards[i:] + boards[:i])],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for i in range(4)]
    outputs = [run.communicate(timeout=300) for run in runs]
    assert [run.returncode for run in runs] == [0] * 4, [err for _, err in outputs]
    clear_tables()
    expected = {b: str(Domineering(b).value) for b in boards}
    for out, _ in outputs:
        assert dict(line.split(" ", 1) for line in out.splitlines()) == expected
    clear_tables()
    with ValueStore(path) as store:
        assert {b: str(Domineering(b).value) for b in boards} == expected
    assert store.stats().written == 0


@pytest.mark.slow
def test_a_process_killed_in_its_commits_leaves_a_consistent_store(tmp_path):
    path = tmp_path / "values.sqlite"
    board = "......|......|......|.....#"  # about 3 s to solve
    # Commit after every answer: the kill almost surely lands in a commit.
    run = subprocess.Popen([sys.executable, "-c", _WRITER.replace("int(5)", "1"), str(path),
                            board], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if path.exists() and ValueStore(path).stats().positions > 300:
            break
        time.sleep(0.05)
    run.send_signal(signal.SIGKILL)
    out, _ = run.communicate()
    assert out == b""  # killed before it found the value
    store = ValueStore(path)
    before = store.stats().positions
    assert before > 300
    clear_tables()
    expected = Domineering(board).value  # solved without the store
    clear_tables()
    with store:
        assert Domineering(board).value == expected
    after = store.stats()
    # The rerun read what the killed run had committed and solved the rest.
    assert after.hits > 0 and after.written > 0
    assert after.positions == before + after.written


def test_an_interrupted_commit_keeps_its_answers_pending(tmp_path, monkeypatch):
    path = tmp_path / "values.sqlite"
    store = ValueStore(path, batch=10**9)
    clear_tables()
    with store:
        assert str(Domineering("...|...|...").value) == "±1"
        pending = store.stats().pending
        calls = 0
        original = store_module.answer_checksum

        def interrupted(*args):
            nonlocal calls
            calls += 1
            if calls == 3:
                raise KeyboardInterrupt
            return original(*args)

        monkeypatch.setattr(store_module, "answer_checksum", interrupted)
        with pytest.raises(KeyboardInterrupt):
            store.commit()
        monkeypatch.setattr(store_module, "answer_checksum", original)
        assert store.stats().pending == pending and store.stats().positions == 0
    assert store.stats().pending == 0 and store.stats().positions == pending
    clear_tables()
    with ValueStore(path):
        assert str(Domineering("...|...|...").value) == "±1"


def test_bad_arguments(tmp_path):
    with pytest.raises(StoreError, match="is a directory"):
        ValueStore(tmp_path)
    with pytest.raises(StoreError, match="batch must be at least 1"):
        ValueStore(tmp_path / "v.sqlite", batch=0)

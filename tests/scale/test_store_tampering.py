"""Tampered value stores (issue 37, item 1): answers pointed at other games,
game rows swapped, made to name themselves or each other, deleted, their
numbers pushed out of range. Every rerun, of the command and of a Python
solve, gives the right value (the damaged answers solved again) or, with
``strict``, a one-line StoreError naming the file; within 30 s, never a
wrong value, a hang or a MemoryError. The rerun writes over the damage."""

from __future__ import annotations

import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from cgt.games.domineering import Domineering
from cgt.games.wythoff import Wythoff
from cgt.positions.tables import clear_tables
from cgt.scale import rows
from cgt.scale.store import APPLICATION_ID, SCHEMA, Answer, StoreError, StoreStats, ValueStore

BOARD = "....|....|...#"
# cgt-py 0.11.0 (cgt-tools), run on this machine:
# Domineering('....|....|...#').canonical_form is CanonicalForm('{{3/2|-1/2}|{-1|-3}}');
# issue 37 gives the same value as the right one (a repointed store said ±1).
RIGHT = "{3/2|-1/2||-1|-3}"
LIMIT = 30.0  # CPU seconds a rerun may take (issue 37's proof: 30 s)
SEEDS = range(20)
FAST_SEEDS = range(4)


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store filled by ``cgt report domineering BOARD --store F``."""
    path = tmp_path_factory.mktemp("filled") / "values.sqlite"
    run = _report(path)
    assert run.returncode == 0 and f"Value: {RIGHT}" in run.stdout, run.stderr
    return path


def _report(path: Path) -> subprocess.CompletedProcess[str]:
    """``cgt report domineering BOARD --store path``, held to :data:`LIMIT`
    CPU seconds (CPU, not wall clock: the test machine may be loaded; a
    hang is stopped at ten times the limit of wall clock)."""
    before = _children_cpu()
    run = subprocess.run([sys.executable, "-m", "cgt", "report", "domineering", BOARD,
                          "--store", str(path)], capture_output=True, text=True,
                         timeout=10 * LIMIT)
    assert _children_cpu() - before < LIMIT
    return run


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _copy(filled: Path, folder: Path, name: str) -> Path:
    path = folder / name
    shutil.copyfile(filled, path)
    return path


# -- the tampering ----------------------------------------------------------------

Tamper = Callable[[sqlite3.Connection, random.Random], None]


def _games(c: sqlite3.Connection, kind: bytes | None = None) -> list[tuple[bytes, bytes]]:
    found = c.execute("SELECT key, shape FROM game ORDER BY key").fetchall()
    return [(k, s) for k, s in found if kind is None or s[:1] == kind]


def _answers(c: sqlite3.Connection) -> list[tuple[int, int, bytes]]:
    return c.execute("SELECT ruleset, kind, key FROM answer ORDER BY key").fetchall()


def repoint_answers(c: sqlite3.Connection, rng: random.Random) -> None:
    """Answers pointed at other stored games (the issue's probe: ±1, exit 0)."""
    keys = [k for k, _ in _games(c)]
    for row in rng.sample(_answers(c), k=rng.randint(10, 60)):
        c.execute("UPDATE answer SET answer = ? WHERE ruleset = ? AND kind = ? AND key = ?",
                  (rng.choice(keys), *row))


def swap_games(c: sqlite3.Connection, rng: random.Random) -> None:
    """Two game rows trade their contents."""
    for _ in range(rng.randint(1, 5)):
        (a, sa), (b, sb) = rng.sample(_games(c), k=2)
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (sb, a))
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (sa, b))


def _name_option(c: sqlite3.Connection, key: bytes, shape: bytes, option: bytes,
                 rng: random.Random) -> None:
    at = 5 + rows.KEY_BYTES * rng.randrange((len(shape) - 5) // rows.KEY_BYTES)
    c.execute("UPDATE game SET shape = ? WHERE key = ?",
              (shape[:at] + option + shape[at + rows.KEY_BYTES:], key))


def self_reference(c: sqlite3.Connection, rng: random.Random) -> None:
    """A game row names itself among its options (the probe: a reader that
    hung while its memory grew 7.5 MB/s)."""
    for key, shape in rng.sample(_games(c, b"g"), k=rng.randint(3, 8)):
        _name_option(c, key, shape, key, rng)


def cycle(c: sqlite3.Connection, rng: random.Random) -> None:
    """Pairs of game rows each name the other."""
    for _ in range(rng.randint(2, 5)):
        (a, sa), (b, sb) = rng.sample(_games(c, b"g"), k=2)
        _name_option(c, a, sa, b, rng)
        _name_option(c, b, sb, a, rng)


def out_of_range(c: sqlite3.Connection, rng: random.Random) -> None:
    """A number row with a huge exponent, mantissa or nimber (the probe:
    MemoryError)."""
    huge = rng.choice([b"1" + b"0" * 40, b"9" * 100_000, b"-" + b"7" * 30])
    for key, shape in rng.sample(_games(c, b"n"), k=rng.randint(1, 3)):
        words = shape.split(b" ")
        words[rng.randrange(1, 5)] = huge
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (b" ".join(words), key))


def delete_games(c: sqlite3.Connection, rng: random.Random) -> None:
    """Game rows deleted."""
    for key, _ in rng.sample(_games(c), k=rng.randint(1, 5)):
        c.execute("DELETE FROM game WHERE key = ?", (key,))


def garble_answers(c: sqlite3.Connection, rng: random.Random) -> None:
    """Answers of another type, or with their checksum cut."""
    for row in rng.sample(_answers(c), k=rng.randint(1, 10)):
        value = rng.choice(["±1", 12, 3.5, None, b"\x00" * 3])
        column = "answer" if value is not None else "checksum"
        c.execute(f"UPDATE answer SET {column} = ? WHERE ruleset = ? AND kind = ? AND key = ?",
                  (value if value is not None else b"", *row))


TAMPERS: list[Tamper] = [repoint_answers, swap_games, self_reference, cycle, out_of_range,
                         delete_games, garble_answers]


def tamper(path: Path, seed: int) -> list[str]:
    """Tamper with the store at ``path`` in the ways ``seed`` picks; their names."""
    rng = random.Random(seed)
    chosen = rng.sample(TAMPERS, k=rng.randint(1, 3))
    if seed < len(TAMPERS):  # each kind alone once, among the first seeds
        chosen = [TAMPERS[seed]]
    with sqlite3.connect(path) as c:
        for change in chosen:
            change(c, rng)
    return [change.__name__ for change in chosen]


# -- the reruns --------------------------------------------------------------------

def _positions() -> list[Domineering]:
    """The board and its options: a rerun reads their answers and games."""
    root = Domineering(BOARD)
    return [root, *root.left_moves(), *root.right_moves()]


@pytest.fixture(scope="module")
def unstored() -> list[str]:
    """The values of :func:`_positions` solved without a store."""
    clear_tables()
    values = [str(p.value) for p in _positions()]
    assert values[0] == RIGHT
    return values


def _python_solve(path: Path, *, strict: bool = False) -> tuple[list[str], StoreStats]:
    """The values of :func:`_positions`, solved in the store at ``path``."""
    clear_tables()
    store = ValueStore(path, strict=strict)
    try:
        with store:
            values = [str(p.value) for p in _positions()]
        return values, store.stats()
    finally:
        store.close()


def _check_seed(filled: Path, folder: Path, seed: int, unstored: list[str]) -> None:
    # The command: the right value, exit 0, and one line of warning when it met damage.
    path = _copy(filled, folder, "command.sqlite")
    kinds = tamper(path, seed)
    run = _report(path)  # within LIMIT CPU seconds
    assert run.returncode == 0, (kinds, run.stderr)
    assert f"Value: {RIGHT}" in run.stdout, (kinds, run.stdout)
    warnings = [line for line in run.stderr.splitlines() if "damaged" in line]
    assert len(warnings) <= 1 and all(str(path) in line for line in warnings), run.stderr
    values, _ = _python_solve(path)  # after the command's repairs
    assert values == unstored, kinds

    # A Python solve of another copy: the right values, the damage counted and named.
    path = _copy(filled, folder, "python.sqlite")
    tamper(path, seed)
    start = time.process_time()
    values, stats = _python_solve(path)
    assert time.process_time() - start < LIMIT
    assert values == unstored, kinds
    for message in stats.damage:
        assert message.startswith(f"the value store {str(path)!r} is damaged: ") and \
            "\n" not in message
    # What it read was written over: the same run again finds no damage on its way.
    values, stats = _python_solve(path)
    assert values == unstored and stats.damaged == 0, (kinds, stats.damage)

    # Strict: the right values, or the StoreError of the first damaged row, in one line.
    path = _copy(filled, folder, "strict.sqlite")
    tamper(path, seed)
    start = time.process_time()
    try:
        values, _ = _python_solve(path, strict=True)
    except StoreError as error:
        assert str(path) in str(error) and "\n" not in str(error) and "damaged" in str(error)
    else:
        assert values == unstored, kinds
    assert time.process_time() - start < LIMIT


@pytest.mark.parametrize("seed", FAST_SEEDS)
def test_a_tampered_store_gives_the_right_value(filled, tmp_path, seed, unstored):
    _check_seed(filled, tmp_path, seed, unstored)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in SEEDS if s not in FAST_SEEDS])
def test_a_tampered_store_gives_the_right_value_on_more_seeds(filled, tmp_path, seed,
                                                              unstored):
    _check_seed(filled, tmp_path, seed, unstored)


def test_the_issues_repointed_store_is_caught(filled, tmp_path):
    # Every answer pointed at one other game: the probe's ±1 was this.
    path = _copy(filled, tmp_path, "values.sqlite")
    with sqlite3.connect(path) as c:
        one = c.execute("SELECT key FROM game WHERE shape = ?", (b"n 1 0 0 0",)).fetchone()[0]
        c.execute("UPDATE answer SET answer = ?", (one,))
    values, stats = _python_solve(path)
    assert values[0] == RIGHT
    assert stats.damaged >= 1
    assert "does not match its checksum" in stats.damage[0]


def _root_game(c: sqlite3.Connection) -> bytes:
    return c.execute("SELECT answer FROM answer WHERE key = ?", (_root_key(),)).fetchone()[0]


def _aim_at_root(kind: str, c: sqlite3.Connection) -> None:
    root = _root_game(c)
    shape = c.execute("SELECT shape FROM game WHERE key = ?", (root,)).fetchone()[0]
    other = c.execute("SELECT key, shape FROM game WHERE shape = ?", (b"n 3 1 0 0",)).fetchone()
    if kind == "repointed":
        c.execute("UPDATE answer SET answer = ? WHERE key = ?", (other[0], _root_key()))
    elif kind == "swapped":
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (other[1], root))
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (shape, other[0]))
    elif kind == "self-referential":
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (shape[:5] + root + shape[21:], root))
    elif kind == "deleted":
        c.execute("DELETE FROM game WHERE key = ?", (root,))
    else:  # 3/2, below the root (its Left option's Left option), out of range
        c.execute("UPDATE game SET shape = ? WHERE key = ?", (b"n 3 " + b"9" * 40 + b" 0 0",
                                                              other[0]))


@pytest.mark.parametrize("kind, fault", [
    ("repointed", "an answer that does not match its checksum"),
    ("swapped", "a row that does not match its key"),
    ("self-referential", "a row that does not match its key"),
    ("deleted", ": missing"),
    ("out of range", "a row that does not match its key"),
])
def test_each_kind_of_damage_to_the_root_is_named(filled, tmp_path, unstored, kind, fault):
    path = _copy(filled, tmp_path, "values.sqlite")
    with sqlite3.connect(path) as c:
        _aim_at_root(kind, c)
    found, stats = _read_root(path)
    assert found is None and stats.damaged == 1
    message = stats.damage[0]
    assert message.startswith(f"the value store {str(path)!r} is damaged: the value of "
                              "cgt.games.domineering.Domineering position b'") and fault in message
    if kind != "repointed":
        assert "game row " in message
    with pytest.raises(StoreError, match="is damaged") as caught:
        _python_solve(path, strict=True)
    assert "\n" not in str(caught.value)
    values, stats = _python_solve(path)
    assert values == unstored and stats.damaged >= 1
    values, stats = _python_solve(path)  # written over
    assert values == unstored and stats.damaged == 0 and stats.written == 0


# -- forged rows: right keys and checksums, wrong contents ----------------------------

def _forge_root(path: Path, shape: bytes) -> None:
    """Point the root's answer at a new row ``shape``, with its key and the
    answer's checksum made right (a forger who read cgt.scale.rows)."""
    key = rows.game_key(shape)
    name = f"{Domineering.__module__}.{Domineering.__qualname__}"
    data = _root_key()
    with sqlite3.connect(path) as c:
        c.execute("INSERT OR REPLACE INTO game (key, shape) VALUES (?, ?)", (key, shape))
        ruleset = c.execute("SELECT id FROM ruleset WHERE name = ?", (name,)).fetchone()[0]
        updated = c.execute(
            "UPDATE answer SET answer = ?, checksum = ? WHERE ruleset = ? AND kind = ? "
            "AND key = ?", (key, rows.answer_checksum(name, Answer.VALUE, data, key), ruleset,
                            int(Answer.VALUE), data)).rowcount
    assert updated == 1


def _root_key() -> bytes:
    from cgt.positions.keys import encode_key

    return encode_key(Domineering(BOARD).key())


def _read_root(path: Path) -> tuple[object, StoreStats]:
    clear_tables()
    store = ValueStore(path)
    try:
        start = time.process_time()
        found = store.lookup(Domineering, "value", Domineering(BOARD).key())
        assert time.process_time() - start < LIMIT
        return found, store.stats()
    finally:
        store.close()


@pytest.mark.parametrize("shape, fault", [
    (b"n 1 99999999999999999999 0 0", "more than 65536 bits"),
    (b"n " + b"9" * 30_000 + b" 0 0 0", "at most 19730 digits"),
    (b"n 1 0 0 " + b"9" * 19_729, "more than 65536 bits"),
    (b"n 4 2 0 0", "not in lowest terms"),
    (b"n 1 -1 0 0", "negative exponent or nimber"),
    (b"n 1 0 0", "four integers"),
    (b"x", "neither a game nor a number"),
    (b"g\x00\x00\x00\x05" + b"\x01" * 16, "counts 5 Left options"),
    (b"g\x00\x00\x00\x00" + b"\x01" * 15, "not a count and whole keys"),
])
def test_a_forged_row_out_of_range_is_refused(filled, tmp_path, shape, fault):
    path = _copy(filled, tmp_path, "values.sqlite")
    _forge_root(path, shape)
    found, stats = _read_root(path)
    assert found is None  # not read: solved again
    assert stats.damaged == 1 and fault in stats.damage[0]


def test_a_forged_row_that_is_not_canonical_is_refused(filled, tmp_path):
    # {0, * | 0} is ^* (CGT, Siegel, II.2: * is reversible through 0), so
    # a row that gives it these options is not canonical; make_form would
    # have interned it as a game of its own.
    path = _copy(filled, tmp_path, "values.sqlite")
    zero, star = b"n 0 0 0 0", b"n 0 0 0 1"
    with sqlite3.connect(path) as c:
        c.executemany("INSERT OR IGNORE INTO game (key, shape) VALUES (?, ?)",
                      [(rows.game_key(zero), zero), (rows.game_key(star), star)])
    _forge_root(path, rows.options_shape([rows.game_key(zero), rows.game_key(star)],
                                         [rows.game_key(zero)]))
    found, stats = _read_root(path)
    assert found is None
    assert "not in canonical form" in stats.damage[0]
    values, _ = _python_solve(path)
    assert values[0] == RIGHT


def test_a_row_too_large_is_not_read(filled, tmp_path, monkeypatch):
    path = _copy(filled, tmp_path, "values.sqlite")
    _forge_root(path, b"n 1 0 0 0" + b" " * 100)
    monkeypatch.setattr(rows, "MOST_SHAPE_BYTES", 64)
    found, stats = _read_root(path)
    assert found is None and "a row of 109 bytes, more than 64" in stats.damage[0]


# -- Grundy values -------------------------------------------------------------------

def test_tampered_grundy_values_are_solved_again(tmp_path):
    # (21, 34) is a P-position of Wythoff's game, (⌊13φ⌋, ⌊13φ²⌋) (Wythoff
    # 1907; Winning Ways ch. 3): Grundy value 0; (3, 4) has Grundy value 2
    # (Wythoff's table, OEIS A004481, row 3: 3, 4, 5, 6, 2, 0, ...).
    path = tmp_path / "values.sqlite"
    clear_tables()
    with ValueStore(path) as store:
        assert Wythoff(21, 34).grundy == 0 and Wythoff(3, 4).grundy == 2
    assert store.stats().answers["cgt.games.wythoff.Wythoff grundy"] >= 10
    rng = random.Random(37)
    with sqlite3.connect(path) as c:
        for row in _answers(c):
            wrong = rng.choice(["answer + 1", "-1", "1 << 62", "'0'", "answer"])
            c.execute(f"UPDATE answer SET answer = {wrong} WHERE ruleset = ? AND kind = ? "
                      "AND key = ?", row)
    clear_tables()
    with ValueStore(path) as store:
        assert Wythoff(21, 34).grundy == 0 and Wythoff(3, 4).grundy == 2
    assert store.stats().damaged > 0


# -- old stores --------------------------------------------------------------------

def _schema_one(path: Path) -> None:
    with sqlite3.connect(path) as c:
        c.executescript(f"""
            CREATE TABLE game (id INTEGER PRIMARY KEY, shape TEXT NOT NULL UNIQUE);
            CREATE TABLE ruleset (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
            CREATE TABLE answer (ruleset INTEGER NOT NULL, kind INTEGER NOT NULL,
                key BLOB NOT NULL, answer INTEGER NOT NULL,
                PRIMARY KEY (ruleset, kind, key)) WITHOUT ROWID;
            PRAGMA application_id = {APPLICATION_ID};
            PRAGMA user_version = 1;
        """)


def test_a_store_of_schema_one_is_refused_with_how_to_upgrade(tmp_path):
    assert SCHEMA == 2
    path = tmp_path / "old.sqlite"
    _schema_one(path)
    with pytest.raises(StoreError) as caught:
        ValueStore(path)
    message = str(caught.value)
    assert "\n" not in message
    assert "older cgt (schema 1; this cgt reads schema 2)" in message
    assert "to upgrade, delete it or give a new file name" in message
    run = subprocess.run([sys.executable, "-m", "cgt", "report", "domineering", "..|..",
                          "--store", str(path)], capture_output=True, text=True,
                         timeout=10 * LIMIT)
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and "to upgrade" in run.stderr

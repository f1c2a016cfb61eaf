"""The persistent value store: solved positions in one SQLite file.

A :class:`ValueStore` keeps what the solver finds beyond the process: while
a store is active (``with store:``), every position the solver meets is
first looked up in it, and every value it computes is written to it. A run
that is stopped, even killed, resumes where its last commit left it, and
several processes (the workers of a parallel solve, two terminals) can
share one file.

>>> import tempfile, pathlib, cgt
>>> from cgt.games.domineering import Domineering
>>> path = pathlib.Path(tempfile.mkdtemp()) / "values.sqlite"
>>> cgt.clear_tables()  # forget what this process solved: solve again
>>> with ValueStore(path) as store:
...     print(Domineering.rectangle(3, 3).value)
±1
>>> cgt.clear_tables()
>>> with ValueStore(path) as again:  # another run: read, not solved
...     print(Domineering.rectangle(3, 3).value)
±1
>>> store.stats().written > 10, again.stats().written, again.stats().hits
(True, 0, 1)

The file holds three tables:

- ``game``: each canonical game once, as its compact value
  ``x + n.↑ + *m`` or as the keys of its options, so a game whose text
  would be exponentially long takes space linear in its DAG; a game's key
  is a hash of its row, as git keys its objects (:mod:`cgt.scale.rows`);
- ``ruleset``: the position classes, by module and qualified name;
- ``answer``: for a ruleset, a kind of answer (:class:`Answer`) and a
  position's key (:func:`cgt.positions.keys.encode_key`), the answer (a
  game's key, or a Grundy value) and a checksum of all four.

Every row is checked as it is read (:mod:`cgt.scale.rows`): an answer
against its checksum, a game against its key, its numbers against their
range, its options against its canonical form. A row that fails is
damage: the answer is solved again (never a wrong value), written over the
damaged rows at the next commit, and reported in :meth:`ValueStore.stats`
(``damaged``, and the first :data:`DAMAGE_KEPT` messages, each naming the
file and the row).

Writes are batched: they are kept in memory and committed together, in one
transaction, every :attr:`ValueStore.batch` answers or
:attr:`ValueStore.seconds` seconds, and when the store is closed or left. A
transaction is all or nothing (SQLite's write-ahead log), so a process
killed at any moment leaves the file as its last commit did. The file
carries an application id and a schema version: a file that is not a cgt
store, or of another schema, is refused with :class:`StoreError`, never
read as values (a store of schema 1, written before rows were checked, is
refused with a line that says to start a new file).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Any

from cgt.core.budget import on_free
from cgt.core.form import Form, nimber
from cgt.errors import CGTError, shown
from cgt.positions.answers import ACTIVE, Answers, answering
from cgt.positions.context import current_context
from cgt.positions.keys import UnstorableKey, encode_key
from cgt.scale.rows import (
    KEY_BYTES,
    Damage,
    GameRows,
    OutOfRange,
    answer_checksum,
    read_grundy,
)
from cgt.values.game import Game, wrap

__all__ = ["APPLICATION_ID", "DAMAGE_KEPT", "SCHEMA", "Answer", "Answers", "StoreError",
           "StoreStats", "ValueStore", "answering"]

#: ``PRAGMA application_id`` of a cgt store: "CGT1".
APPLICATION_ID = 0x43475431
#: ``PRAGMA user_version``: the layout of the tables. A file of another
#: version is refused (an older one says how to go on). Schema 2: games
#: keyed by the hash of their rows, answers with a checksum.
SCHEMA = 2
#: The messages of damaged rows a store keeps (:attr:`StoreStats.damage`); all are counted.
DAMAGE_KEPT = 20

#: Seconds between two checks that no other connection has committed.
_RECHECK = 0.1
#: Seconds between two snapshots of the keys of a ruleset (see ValueStore._absent).
_RESNAPSHOT = 5.0
#: The most keys of one ruleset and kind held in a snapshot (beyond, every
#: lookup is a query).
SNAPSHOT_KEYS = 2_000_000

_TABLES = """
CREATE TABLE game (key BLOB PRIMARY KEY, shape BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE ruleset (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE answer (
    ruleset INTEGER NOT NULL REFERENCES ruleset(id),
    kind INTEGER NOT NULL,
    key BLOB NOT NULL,
    answer NOT NULL,
    checksum BLOB NOT NULL,
    PRIMARY KEY (ruleset, kind, key)
) WITHOUT ROWID;
"""


class StoreError(CGTError):
    """A value store that cannot be used: not a cgt store, another schema,
    unreadable, or not writable; or a row of it that is damaged (see
    :attr:`StoreStats.damage`: that answer is solved again)."""


class Answer(IntEnum):
    """The kinds of answer a store holds, by the solver's table names."""

    VALUE = 1  #: the canonical value (a game id)
    GRUNDY = 2  #: the Grundy value of an impartial position

    @classmethod
    def of(cls, name: str) -> Answer | None:
        """The kind stored for the solver's table ``name`` ("value",
        "grundy"), None for tables the store does not keep."""
        return _KINDS.get(name)


_KINDS = {"value": Answer.VALUE, "grundy": Answer.GRUNDY}

@dataclass(frozen=True)
class StoreStats:
    """What a store holds, and what this process did with it."""

    path: str
    #: Canonical games in the file.
    games: int
    #: Answers in the file, by ``"<ruleset> <kind>"``.
    answers: dict[str, int]
    #: Size of the file and its write-ahead log, in bytes.
    file_bytes: int
    #: Lookups by this process, and how many found an answer in the file.
    lookups: int = 0
    hits: int = 0
    #: Answers this process committed, and those waiting for the next commit.
    written: int = 0
    pending: int = 0
    #: Answers left out because their position key cannot be stored.
    unstorable: int = 0
    #: Commits made by this process.
    commits: int = 0
    unstorable_types: tuple[str, ...] = field(default=())
    #: Answers this process found damaged (and solved again), and the
    #: first :data:`DAMAGE_KEPT` :class:`StoreError` messages, each naming
    #: the file and the row.
    damaged: int = 0
    damage: tuple[str, ...] = field(default=())

    @property
    def positions(self) -> int:
        """Answers in the file, all rulesets and kinds together."""
        return sum(self.answers.values())


class ValueStore:
    """Solved positions in the SQLite file ``path`` (created if missing).

    Use it as a context manager: inside ``with store:`` the solver reads and
    writes it, and the answers still pending are committed on the way out.
    ``batch`` answers or ``seconds`` seconds, whichever comes first, make a
    commit. One store object may be used from several threads; several
    processes open the file each with their own object.

    A damaged row (see the module's docstring) is solved again, counted
    in :meth:`stats` and written over; with ``strict``, it raises its
    :class:`StoreError` instead, and is left as it is.
    """

    def __init__(self, path: str | os.PathLike[str], *, batch: int = 2000,
                 seconds: float = 2.0, strict: bool = False) -> None:
        self.path = Path(path)
        self.strict = strict
        if batch < 1 or seconds <= 0:
            raise StoreError(f"ValueStore({str(self.path)!r}): batch must be at least 1 and "
                             f"seconds positive, not {shown(batch)} and {shown(seconds)}")
        self.batch, self.seconds = batch, seconds
        self._lock = threading.RLock()
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._entered = threading.local()  # each thread's tokens of ``with store:``
        # Pending answers: (ruleset, kind, key bytes) -> Form or int.
        self._pending: dict[tuple[str, Answer, bytes], Form | int] = {}
        self._last_commit = time.monotonic()
        # Games in the file (read and verified, or committed); ruleset ids
        # (they never change once committed).
        self._rows = GameRows(self._lock)
        self._rulesets: dict[str, int] = {}
        self._lookups = self._hits = self._written = self._unstorable = self._commits = 0
        self._unstorable_types: set[str] = set()
        # Answers found damaged, to be written over or deleted at the next
        # commit (the games: self._rows.bad).
        self._bad_answers: set[tuple[str, Answer, bytes]] = set()
        self._damaged = 0
        self._damage: list[str] = []
        self._closed = False
        self._open()

    # -- the file ------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            if self._closed:
                raise StoreError(f"the value store {str(self.path)!r} is closed")
            try:
                connection = sqlite3.connect(self.path, timeout=60.0, isolation_level=None,
                                             check_same_thread=False)
                connection.execute("PRAGMA synchronous = NORMAL")
            except sqlite3.Error as error:
                raise self._error("cannot be opened", error) from None
            self._local.connection = connection
            # This thread's view of the file (see _absent).
            self._local.snapshots, self._local.version, self._local.checked = {}, None, 0.0
            with self._lock:
                self._connections.append(connection)
        return connection

    def _error(self, what: str, error: BaseException) -> StoreError:
        return StoreError(f"the value store {str(self.path)!r} {what}: {error}")

    def _open(self) -> None:
        """Check the file is a cgt store of this schema; make it one if it is new."""
        if self.path.is_dir():
            raise StoreError(f"the value store {str(self.path)!r} is a directory")
        connection = self._connection()
        try:
            application, version = self._identity(connection)
            if application == 0 and version == 0:
                _wal(connection)
                connection.execute("BEGIN IMMEDIATE")
                try:
                    application, version = self._identity(connection)  # another process?
                    if application == 0 and version == 0:
                        if connection.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]:
                            raise StoreError(
                                f"{str(self.path)!r} is an SQLite database but not a cgt value "
                                "store: give a new file name")
                        for statement in _TABLES.split(";"):
                            if statement.strip():
                                connection.execute(statement)
                        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                        connection.execute(f"PRAGMA user_version = {SCHEMA}")
                        application, version = APPLICATION_ID, SCHEMA
                    connection.execute("COMMIT")
                except BaseException:
                    connection.execute("ROLLBACK")
                    raise
        except sqlite3.Error as error:
            self.close()
            raise self._error("is not a readable SQLite file (damaged, truncated or another "
                              "kind of file)", error) from None
        except BaseException:
            self.close()
            raise
        if application != APPLICATION_ID:
            self.close()
            raise StoreError(f"{str(self.path)!r} is not a cgt value store (its application id "
                             f"is {application:#x}, not {APPLICATION_ID:#x})")
        if version != SCHEMA:
            self.close()
            if version < SCHEMA:
                raise StoreError(
                    f"the value store {str(self.path)!r} was written by an older cgt (schema "
                    f"{version}; this cgt reads schema {SCHEMA}), whose rows cannot be "
                    "verified: to upgrade, delete it or give a new file name, and the values "
                    "are solved again into a verified store")
            raise StoreError(
                f"the value store {str(self.path)!r} was written by a newer cgt (schema "
                f"{version}; this cgt reads schema {SCHEMA}): use a new file, or the cgt "
                "that wrote it")

    @staticmethod
    def _identity(connection: sqlite3.Connection) -> tuple[int, int]:
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        return application, version

    # -- using it ------------------------------------------------------------------

    def __enter__(self) -> ValueStore:
        tokens = self._entered.__dict__.setdefault("tokens", [])
        tokens.append(ACTIVE.set(self))
        return self

    def __exit__(self, *exc: object) -> None:
        ACTIVE.reset(self._entered.tokens.pop())
        self.commit()

    def __repr__(self) -> str:
        return f"ValueStore({str(self.path)!r})"

    def close(self) -> None:
        """Commit what is pending and close the file (a closed store is not used again)."""
        if self._pending and not self._closed:
            self.commit()
        with self._lock:
            self._closed = True
            for connection in self._connections:
                connection.close()
            self._connections.clear()
        self._local = threading.local()

    def get(self, position: Any) -> Game | None:
        """The value of ``position`` (a :class:`cgt.Game`) if the store has it,
        from its value or its Grundy value; None otherwise. Never solves."""
        cls, key = type(position), position.key()
        found = self.lookup(cls, "value", key)
        if found is None:
            grundy = self.lookup(cls, "grundy", key)
            if grundy is not None:
                found = nimber(grundy)
        return None if found is None else wrap(found)

    def lookup(self, cls: type, table: str, key: Hashable, *, solving: bool = False) -> Any:
        """The answer stored for ``cls``'s position ``key`` in the solver's
        ``table`` ("value": a Form, "grundy": an int), or None. The solver
        says it is ``solving``: a miss may then be told from a snapshot of
        the keys, without a query (see :meth:`_absent`)."""
        kind = Answer.of(table)
        if kind is None:
            return None
        try:
            data = encode_key(key)
        except UnstorableKey:
            return None
        name = _name(cls)
        entry = (name, kind, data)
        with self._lock:
            self._lookups += 1
            found = self._pending.get(entry)
            if found is not None:  # written by this process: not counted as read
                return found
            if entry in self._bad_answers:  # found damaged: solved again
                return None
            ruleset = self._rulesets.get(name)
        connection = self._connection()
        try:
            if solving and self._absent(connection, name, kind, data):
                return None
            if ruleset is None:
                ruleset = self._ruleset_id(connection, name)
                if ruleset is None:
                    return None
            row = connection.execute(
                "SELECT answer, checksum FROM answer WHERE ruleset = ? AND kind = ? AND key = ?",
                (ruleset, int(kind), data)).fetchone()
            if row is None:
                return None
            answer = self._verified_answer(connection, entry, row[0], row[1])
        except sqlite3.Error as error:
            raise self._error("cannot be read", error) from None
        except Damage as damage:
            damaged = self._record_damage(entry, damage)
            if self.strict:
                raise damaged from None
            return None
        with self._lock:
            self._hits += 1
        return answer

    def _verified_answer(self, connection: sqlite3.Connection,
                         entry: tuple[str, Answer, bytes], stored: object,
                         checksum: object) -> Form | int:
        """The answer of a row, checked against its checksum (and its game
        against its rows); :class:`Damage` if it fails."""
        name, kind, data = entry
        if kind is Answer.GRUNDY:
            answer: bytes | int = read_grundy(stored)
        elif isinstance(stored, bytes) and len(stored) == KEY_BYTES:
            answer = stored
        else:
            raise Damage(f"an answer {stored!r:.40} that is not the key of a game")
        if checksum != answer_checksum(name, kind, data, answer):
            raise Damage("an answer that does not match its checksum (edited, or moved from "
                         "another position)")
        return answer if isinstance(answer, int) else self._rows.read(connection, answer)

    def _record_damage(self, entry: tuple[str, Answer, bytes], damage: Damage) -> StoreError:
        """Count a damaged answer (solved again, and written over at the next
        commit); the error that names it."""
        name, kind, data = entry
        error = StoreError(
            f"the value store {str(self.path)!r} is damaged: the {kind.name.lower()} of "
            f"{name} position {shown(data)}: {damage}; solved again")
        with self._lock:
            self._bad_answers.add(entry)
            self._damaged += 1
            if len(self._damage) < DAMAGE_KEPT:
                self._damage.append(str(error))
        return error

    def _ruleset_id(self, connection: sqlite3.Connection, name: str) -> int | None:
        row = connection.execute("SELECT id FROM ruleset WHERE name = ?", (name,)).fetchone()
        if row is None:
            return None
        with self._lock:
            self._rulesets[name] = row[0]
        return int(row[0])

    def _absent(self, connection: sqlite3.Connection, name: str, kind: Answer,
                data: bytes) -> bool:
        """Whether the key ``data`` is surely not in the file, from this
        thread's snapshot of the keys of ``name`` and ``kind`` (taken when
        they are at most :data:`SNAPSHOT_KEYS`): true when the key is not in
        it and no other connection has committed since (``PRAGMA
        data_version``, read at most every :data:`_RECHECK` seconds). The
        snapshot is taken again, at most every :data:`_RESNAPSHOT` seconds,
        once another connection has committed. The solver's misses, most
        of its lookups, then cost no query; a key committed since by this
        thread is added to the snapshot, and one it misses otherwise is
        solved again (never a wrong value)."""
        local = self._local
        version = self._version(connection)
        entry = local.snapshots.get((name, kind))
        now = time.monotonic()
        if entry is None or (entry[0] != version and now - entry[2] >= _RESNAPSHOT):
            entry = local.snapshots[(name, kind)] = (
                version, self._keys(connection, name, kind), now)
        taken, keys, _ = entry
        return keys is not None and taken == version and data not in keys

    def _keys(self, connection: sqlite3.Connection, name: str, kind: Answer) -> set[bytes] | None:
        """The keys of ``name`` and ``kind`` in the file; None when they are
        more than :data:`SNAPSHOT_KEYS`."""
        ruleset = self._rulesets.get(name) or self._ruleset_id(connection, name)
        if ruleset is None:
            return set()
        where = (ruleset, int(kind))
        count = connection.execute("SELECT count(*) FROM answer WHERE ruleset = ? AND kind = ?",
                                   where).fetchone()[0]
        if count > SNAPSHOT_KEYS:
            return None
        return {row[0] for row in connection.execute(
            "SELECT key FROM answer WHERE ruleset = ? AND kind = ?", where)}

    def _version(self, connection: sqlite3.Connection) -> int:
        """``PRAGMA data_version`` of this thread's connection (it changes
        when another connection commits), read at most every :data:`_RECHECK`
        seconds."""
        local = self._local
        now = time.monotonic()
        if local.version is None or now - local.checked >= _RECHECK:
            local.version = connection.execute("PRAGMA data_version").fetchone()[0]
            local.checked = now
        return int(local.version)

    def put(self, cls: type, table: str, key: Hashable, answer: object) -> None:
        """Keep ``answer`` (a Form, or an int for Grundy values) for ``cls``'s
        position ``key`` until the next commit; tables the store does not
        keep are ignored."""
        kind = Answer.of(table)
        kept = _kept(kind, answer)
        if kind is None or kept is None:
            return
        try:
            data = encode_key(key)
        except UnstorableKey:
            with self._lock:
                self._unstorable += 1
                self._unstorable_types.add(_name(cls))
            return
        with self._lock:
            self._pending[(_name(cls), kind, data)] = kept
            due = (len(self._pending) >= self.batch
                   or time.monotonic() - self._last_commit >= self.seconds)
        if due:
            self.commit()

    def put_many(self, cls: type, table: str, keys: Sequence[Hashable],
                 answers: Sequence[object]) -> None:
        """:meth:`put` each of ``answers`` for the position of the same place
        in ``keys``, then commit them together (one transaction, whatever
        :attr:`batch` says): a tier of a parallel solve
        (:mod:`cgt.scale.tiers`) written at once."""
        kind = Answer.of(table)
        if kind is None:
            return
        name = _name(cls)
        entries: dict[tuple[str, Answer, bytes], Form | int] = {}
        unstorable = 0
        for key, answer in zip(keys, answers, strict=True):
            kept = _kept(kind, answer)
            if kept is None:
                continue
            try:
                entries[(name, kind, encode_key(key))] = kept
            except UnstorableKey:
                unstorable += 1
        with self._lock:
            self._pending.update(entries)
            if unstorable:
                self._unstorable += unstorable
                self._unstorable_types.add(name)
        self.commit()

    def commit(self) -> None:
        """Write the pending answers, in one transaction (all or nothing),
        over the rows found damaged (those not solved again are deleted)."""
        with self._lock:
            repairs = not self.strict and bool(self._bad_answers or self._rows.bad)
            if not (self._pending or repairs):
                self._last_commit = time.monotonic()
                return
            pending = dict(self._pending)
            connection = self._connection()
            new_keys: dict[Form, bytes] = {}
            games: list[tuple[bytes, bytes]] = []
            rulesets: dict[str, int] = {}
            try:
                connection.execute("BEGIN IMMEDIATE")
                try:
                    answers = self._answer_rows(connection, pending, new_keys, games, rulesets)
                    self._write(connection, answers, games)
                    connection.execute("COMMIT")
                except BaseException:
                    if connection.in_transaction:
                        connection.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                raise self._error("cannot be written", error) from None
            # Only now are the new rows real: an interrupted commit keeps none.
            self._rows.keys.update(new_keys)
            self._rows.games.update((k, g) for g, k in new_keys.items())
            self._rulesets.update(rulesets)
            self._bad_answers.clear()
            self._rows.bad.clear()
            snapshots = self._local.__dict__.get("snapshots", {})
            for entry in pending:
                del self._pending[entry]
                snapshot = snapshots.get(entry[:2])
                if snapshot is not None and snapshot[1] is not None:
                    snapshot[1].add(entry[2])  # committed by this thread: in the file now
            self._written += len(pending)
            self._commits += 1
            self._last_commit = time.monotonic()

    def _answer_rows(self, connection: sqlite3.Connection,
                     pending: dict[tuple[str, Answer, bytes], Form | int],
                     new_keys: dict[Form, bytes], games: list[tuple[bytes, bytes]],
                     rulesets: dict[str, int]) -> list[tuple[int, int, bytes, bytes | int, bytes]]:
        """The rows of the answers ``pending`` (their games' rows added to
        ``games``, their keys to ``new_keys``, new rulesets to
        ``rulesets``); an answer too large for the rows is left out."""
        rows = []
        for (name, kind, data), answer in pending.items():
            ruleset = self._rulesets.get(name) or rulesets.get(name)
            if ruleset is None:
                ruleset = rulesets[name] = _ruleset_row(connection, name)
            if isinstance(answer, int):
                stored: bytes | int = answer
            else:
                try:
                    stored = self._rows.key_of(answer, new_keys, games)
                except OutOfRange:
                    self._unstorable += 1
                    self._unstorable_types.add(name)
                    continue
            rows.append((ruleset, int(kind), data, stored,
                         answer_checksum(name, kind, data, stored)))
        return rows

    def _write(self, connection: sqlite3.Connection,
               answers: list[tuple[int, int, bytes, bytes | int, bytes]],
               games: list[tuple[bytes, bytes]]) -> None:
        """Insert the rows ``answers`` and ``games`` (a game's key names its
        row, so a row of that key is replaced: it may be damaged), and delete
        the damaged rows not written over. A strict store leaves the damage
        it met as it is, to be looked at."""
        # Every game row written replaces the row of its key: that row may be
        # damaged below a damaged row met first, and so never read.
        # In key order, the rows go into the B-trees page after page, not a
        # row here and there (the keys are hashes): far fewer pages written.
        games.sort()
        answers.sort()
        connection.executemany("REPLACE INTO game (key, shape) VALUES (?, ?)", games)
        if not self.strict:
            connection.executemany("DELETE FROM game WHERE key = ?",
                                   [(key,) for key in self._rows.bad - {row[0] for row in games}])
        # An answer is written over a damaged one, never over one of another
        # process (the same answer: that one is kept).
        redone = set() if self.strict else {(self._rulesets.get(name), int(kind), data)
                                             for name, kind, data in self._bad_answers}
        insert = "INTO answer (ruleset, kind, key, answer, checksum) VALUES (?, ?, ?, ?, ?)"
        if not redone:  # the common case: no damage met
            connection.executemany(f"INSERT OR IGNORE {insert}", answers)
            return
        connection.executemany(f"INSERT OR IGNORE {insert}",
                               [row for row in answers if row[:3] not in redone])
        connection.executemany(f"REPLACE {insert}", [row for row in answers if row[:3] in redone])
        connection.executemany("DELETE FROM answer WHERE ruleset = ? AND kind = ? AND key = ?",
                               redone - {row[:3] for row in answers})

    def forget(self) -> None:
        """Forget the games this object has read from the file or written to
        it (they are read again, or found by their rows, when next needed),
        and this thread's snapshots of keys that its commits have grown past
        :data:`SNAPSHOT_KEYS` (its misses are then asked of the file). The
        frees of the memory limit call it (:mod:`cgt.core.budget`), so that
        what only these caches hold can go."""
        self._rows.forget()
        snapshots = self._local.__dict__.get("snapshots", {})
        for which, (_, keys, _) in list(snapshots.items()):
            if keys is not None and len(keys) > SNAPSHOT_KEYS:
                del snapshots[which]

    def holds(self, cls: type, table: str = "value") -> bool:
        """Whether the file holds any answer of ``cls``'s ``table``
        ("value", "grundy"): a solve that finds none need not look up its
        positions one by one."""
        kind = Answer.of(table)
        if kind is None:
            return False
        connection = self._connection()
        try:
            ruleset = self._rulesets.get(_name(cls)) or self._ruleset_id(connection, _name(cls))
            if ruleset is None:
                return False
            return connection.execute(
                "SELECT 1 FROM answer WHERE ruleset = ? AND kind = ? LIMIT 1",
                (ruleset, int(kind))).fetchone() is not None
        except sqlite3.Error as error:
            raise self._error("cannot be read", error) from None

    def stats(self) -> StoreStats:
        """Counts of the file (a query over it) and of this process's use."""
        connection = self._connection()
        try:
            games = connection.execute("SELECT count(*) FROM game").fetchone()[0]
            answers = {
                f"{name} {Answer(kind).name.lower()}": count
                for name, kind, count in connection.execute(
                    "SELECT ruleset.name, answer.kind, count(*) FROM answer "
                    "JOIN ruleset ON ruleset.id = answer.ruleset "
                    "GROUP BY answer.ruleset, answer.kind ORDER BY ruleset.name, answer.kind")
            }
        except sqlite3.Error as error:
            raise self._error("cannot be read", error) from None
        size = sum(p.stat().st_size for p in (self.path, Path(f"{self.path}-wal"))
                   if p.exists())
        with self._lock:
            return StoreStats(
                str(self.path), games, answers, size, self._lookups, self._hits,
                self._written, len(self._pending), self._unstorable, self._commits,
                tuple(sorted(self._unstorable_types)), damaged=self._damaged,
                damage=tuple(self._damage))

@on_free
def _forget() -> None:
    """A free of the memory limit inside a value store: the store forgets
    the games and the grown snapshots it caches (:meth:`ValueStore.forget`)."""
    store = current_context().store
    if isinstance(store, ValueStore):
        store.forget()


def _kept(kind: Answer | None, answer: object) -> Form | int | None:
    """What a store keeps of an answer of ``kind``: a Form for a value, an
    int (an SQLite integer) for a Grundy value; None for anything else."""
    if kind is Answer.VALUE and isinstance(answer, Form):
        return answer
    if kind is Answer.GRUNDY and isinstance(answer, int) and 0 <= answer < 1 << 63:
        return answer
    return None


def _name(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _ruleset_row(connection: sqlite3.Connection, name: str) -> int:
    """The id of the ruleset ``name``'s row, added if missing."""
    cursor = connection.execute("INSERT OR IGNORE INTO ruleset (name) VALUES (?)", (name,))
    if cursor.rowcount == 1 and cursor.lastrowid is not None:
        return cursor.lastrowid
    row = connection.execute("SELECT id FROM ruleset WHERE name = ?", (name,)).fetchone()
    return int(row[0])


def _wal(connection: sqlite3.Connection) -> None:
    """Put a new store in WAL mode. Switching the journal takes the whole
    file and SQLite does not wait for it: when several processes create one
    store at once, the others are told "database is locked" at once, so
    try again for up to a minute."""
    for attempt in range(600):
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or attempt == 599:
                raise
            time.sleep(0.1)

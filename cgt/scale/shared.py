"""Answers shared by the workers of one machine, in shared memory.

The workers of a process pool (:mod:`cgt.scale.parallel`) solve
positions whose game trees overlap: in a game whose moves commute (the
captures of Konane-like games) most of a worker's subpositions are also
below another worker's positions. :class:`SharedAnswers` lets each solved
position be owned by the worker that solved it first: every worker
*publishes* each value it finds in its own table, in memory mapped by all,
and looks in the others' tables before it solves a position itself. A
worker never waits for another: a position nobody has published yet is
solved here (and counted as duplicated work if another worker publishes it
meanwhile).

Each worker writes only its own region (so writes need no lock):

- a **journal** of the answers of integer keys below 2**128 (the keys of
  the bitboard rulesets, Alquerkonane's and the stone boards'), in the
  order they were found: a ruleset-and-kind tag, the key as two words and
  the answer (a game's id or a Grundy value); the count of entries is
  written after the entry. A worker *takes* what the others add to their
  journals, on each miss of its tables, in one slice, into dictionaries
  of its own (into its transposition tables directly, for a worker of a
  pool: :meth:`SharedView.into_tables`), so a position another worker has
  solved costs it a look-up of a dictionary, not a probe of shared memory.
  Appending costs four words, where a hash table costs a probe and a copy
  of the whole table whenever it grows;
- a **table** of ``slots`` entries for every other key, open addressing: a
  tag, the key as a 128-bit BLAKE2 digest of its bytes (the ``repr`` of a
  tuple of integers, else :func:`~cgt.positions.keys.encode_key`), the
  answer and a check word; the tag is written last, so a reader sees an
  entry whole or not at all (the check word catches the rest). A
  worker's tables grow (four times larger each); a new one starts with a
  copy of the last, so a reader probes one table per worker;
- a **log** of the canonical games it published (:mod:`cgt.scale.gamelog`),
  each once, as the global ids of its options (``worker << 40 | rank in
  its log``) or as its compact value ``x + n.↑ + *m``: a value crosses
  processes as an id, and a reader builds the game from the log once,
  then knows it by id.

A full journal, table or log stops publishing (solving goes on, unshared). The
coordinator creates the region, the workers join it by index, and it is
removed when the coordinator closes it.

>>> from cgt.games.domineering import Domineering
>>> from cgt.positions.solver import solve
>>> from cgt.scale.store import answering
>>> from cgt.positions.tables import clear_tables
>>> shared = SharedAnswers.create(2, slots=1 << 12)
>>> clear_tables()  # solved again, so published
>>> with answering(shared.joined(0)):  # worker 0 solves and publishes
...     value = solve(Domineering("...|...|..."))
>>> clear_tables()  # another process: nothing in its own tables
>>> reader = shared.joined(None)
>>> reader.lookup(Domineering, "value", Domineering("...|...|...").key()) == value
True
>>> shared.stats().published > 10
True
>>> shared.close()
"""

from __future__ import annotations

import hashlib
import mmap
import os
import struct
from collections.abc import Hashable
from itertools import compress
from pathlib import Path
from typing import Any

from cgt.core.form import Form
from cgt.errors import CGTError
from cgt.positions.answers import Answers
from cgt.positions.keys import UnstorableKey, encode_key
from cgt.positions.tables import table_for
from cgt.scale.gamelog import RANK_BITS, RANK_MASK, GameLog
from cgt.scale.region import (
    ENTRIES,
    FORMS,
    FULL,
    HEAD,
    HITS,
    IN_NEWEST,
    JOURNALED,
    PER_WORKER,
    TABLES,
    SharedStats,
    region_file,
)

__all__ = ["SharedAnswers", "SharedStats"]

_MASK64 = (1 << 64) - 1
_LIMIT = 1 << 128  # an integer key below this is its own two words
_EXACT = 1 << 62  # in a tag: the key is the integer itself, not a digest
_SEAL = 0x9E3779B97F4A7C15  # mixed into the check word (and the slot index)
_SLOT = 5  # words: tag, key low, key high, answer, check
# Header words: magic, workers, slots, log bytes; then the fields of each
# worker (cgt.scale.region).
_MAGIC = 0x4347545348415245  # "CGTSHARE"
_JOURNAL = 4  # words of a journal entry: tag, key low, key high, answer
#: The most entries a view takes from the others' journals into its own
#: dictionaries; beyond, it takes no more (what it misses is solved again).
IMPORT_LIMIT = 1 << 24
#: Slots of a worker's first table; each next one has four times more.
_FIRST_SLOTS = 1 << 16


class SharedAnswers:
    """The shared region of ``workers`` workers (see the module's docstring).

    :meth:`create` makes it (in the coordinator), :meth:`open` maps it again
    (in a worker started without it), :meth:`joined` gives the view of one
    worker (or a reader, ``None``) that the solver uses inside
    :func:`cgt.scale.store.answering`.
    """

    def __init__(self, path: Path, *, owner: bool) -> None:
        self.path, self._owner = path, owner
        with open(path, "r+b") as file:
            self._map = mmap.mmap(file.fileno(), 0)
        words = memoryview(self._map).cast("Q")
        if words[0] != _MAGIC:
            words.release()
            self._map.close()
            raise CGTError(f"{str(path)!r} is not a cgt shared region")
        self.workers, self.slots, self.log_bytes = int(words[1]), int(words[2]), int(words[3])
        self.journal_entries = self._journal_entries(self.slots)
        self.header = words
        self._views: list[memoryview] = [words]
        # Each worker's tables (see _sizes), then its log.
        self.sizes = self._sizes(self.slots)
        self._tables: list[list[memoryview]] = []
        self._journals: list[memoryview] = []
        self.logs: list[memoryview] = []
        base = self._header_bytes(self.workers)
        for _ in range(self.workers):
            tables = []
            for slots in self.sizes:
                tables.append(memoryview(self._map)[base: base + slots * _SLOT * 8].cast("Q"))
                base += slots * _SLOT * 8
            size = self.journal_entries * _JOURNAL * 8
            journal = memoryview(self._map)[base: base + size].cast("Q")
            base += size
            log = memoryview(self._map)[base: base + self.log_bytes].cast("Q")  # words
            base += self.log_bytes
            self._tables.append(tables)
            self._journals.append(journal)
            self.logs.append(log)
            self._views += [*tables, journal, log]

    @staticmethod
    def _sizes(slots: int) -> list[int]:
        """The slots of a worker's tables: a small one first, each next one
        four times larger, up to ``slots``. A worker writes in its newest
        table, and starts the next (with a copy of its entries) when that one
        is half full: the tables stay dense, so a small solve touches few pages (a first touch of a
        page costs a fault of the system)."""
        sizes = [min(slots, _FIRST_SLOTS)]
        while sizes[-1] < slots:
            sizes.append(min(slots, sizes[-1] * 4))
        return sizes

    @staticmethod
    def _journal_entries(slots: int) -> int:
        """Entries of a worker's journal: as many as its last table holds."""
        return slots * 7 // 10 + 1

    @staticmethod
    def _header_bytes(workers: int) -> int:
        return -(-8 * (HEAD + PER_WORKER * workers) // 4096) * 4096

    def _word(self, worker: int, field: int) -> int:
        return int(self.header[HEAD + worker * PER_WORKER + field])

    @classmethod
    def create(cls, workers: int, *, slots: int = 1 << 22,
               log_bytes: int = 1 << 28) -> SharedAnswers:
        """A new region for ``workers`` workers, each with a table of
        ``slots`` entries (rounded up to a power of two) and a log of
        ``log_bytes`` bytes (rounded up to words). Pages are given by the
        system as they are first written, so room not used costs no memory."""
        if workers < 1 or slots < 1 or log_bytes < 64:
            raise CGTError(f"SharedAnswers: bad sizes {workers}, {slots}, {log_bytes}")
        slots, log_bytes = 1 << max(4, (slots - 1).bit_length()), -(-log_bytes // 8) * 8
        size = cls._header_bytes(workers) + workers * (
            (sum(cls._sizes(slots)) * _SLOT + cls._journal_entries(slots) * _JOURNAL) * 8
            + log_bytes)
        path = region_file(size)
        with open(path, "xb") as file:
            file.truncate(size)
            file.write(struct.pack("<4Q", _MAGIC, workers, slots, log_bytes))
            for w in range(workers):  # each worker starts with its first table
                file.seek(8 * (HEAD + w * PER_WORKER + TABLES))
                file.write(struct.pack("<Q", 1))
        return cls(path, owner=True)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> SharedAnswers:
        """The region at ``path``, made by :meth:`create` in another process."""
        return cls(Path(path), owner=False)

    def joined(self, index: int | None) -> SharedView:
        """The view of worker ``index`` (it publishes in its table), or of
        a reader (``None``: it only reads)."""
        if index is not None and not 0 <= index < self.workers:
            index = None  # more processes than tables: this one only reads
        return SharedView(self, index)

    def stats(self, *, duplicates: bool = False) -> SharedStats:
        """The counts of all workers together; the duplicated work (a scan
        of every table) only when asked, None otherwise."""
        def total(field: int) -> int:
            return sum(int(self.header[HEAD + w * PER_WORKER + field])
                       for w in range(self.workers))

        return SharedStats(total(ENTRIES) + total(JOURNALED), total(HITS),
                           self._duplicated() if duplicates else None, total(FORMS),
                           bool(total(FULL)))

    def _duplicated(self) -> int:
        """Entries published by more than one worker (each extra copy
        counts): positions two workers both solved. A scan of the tables,
        by whole slices (about 0.8 s a million entries, a fifth less than
        a loop over them)."""
        seen: set[tuple[int, int, int]] = set()
        entries = 0
        for w, tables in enumerate(self._tables):
            words = tables[self._word(w, TABLES) - 1]  # the newest holds all the worker's
            journal = self._journals[w][: self._word(w, JOURNALED) * _JOURNAL]
            for source, step in ((words, _SLOT), (journal, _JOURNAL)):
                tags = source[::step].tolist()
                found = list(compress(zip(tags, source[1::step].tolist(),
                                          source[2::step].tolist()), tags))
                entries += len(found)
                seen.update(found)
        return entries - len(seen)

    def unlink(self) -> None:
        """Remove the region's file now: the processes that map it keep it
        (forked ones inherit the mapping), none can open it any more, and a
        killed run leaves nothing behind."""
        if self._owner:
            self.path.unlink(missing_ok=True)

    def close(self) -> None:
        """Unmap the region; the process that created it also removes it."""
        for view in self._views:
            view.release()
        self._views.clear()
        self._map.close()
        if self._owner:
            self.path.unlink(missing_ok=True)

    def __repr__(self) -> str:
        return f"SharedAnswers({str(self.path)!r}, workers={self.workers})"


def _plain(key: tuple[Any, ...]) -> bool:
    """Whether ``key`` is made of tuples, integers, booleans and None only:
    its ``repr`` then tells it from every other key, and costs a tenth of
    :func:`~cgt.positions.keys.encode_key`."""
    stack = [key]
    while stack:
        for item in stack.pop():
            kind = type(item)
            if kind is tuple:
                stack.append(item)
            elif kind is not int and kind is not bool and item is not None:
                return False
    return True


def _key_bytes(key: Hashable) -> bytes:
    """The bytes of a key, within one run of a pool: the ``repr`` of a plain
    tuple (marked ``r``, a letter no :func:`encode_key` output starts with),
    else :func:`encode_key` (which may raise :class:`UnstorableKey`)."""
    if type(key) is tuple and _plain(key):
        try:
            return b"r" + repr(key).encode()
        except ValueError:  # an integer too long for repr
            pass
    return encode_key(key)


#: The solver's tables that are shared: values (as games' ids) and Grundy values.
_SHARED_TABLES = ("value", "grundy")


class _Spec:
    """A shared table of a ruleset: the tag of its entries whose keys are
    digests, the tag of those whose keys are exact, and this process's
    transposition table of that kind (a class, not a tuple: the compiled
    core tells it from the sentinel by identity)."""

    def __init__(self, tag: int = 0, exact: int = 0, values: Any = None,
                 games: bool = False) -> None:
        self.tag, self.exact, self.values, self.games = tag, exact, values, games


_UNSEEN = _Spec()  # a table not met yet


class SharedView(GameLog):
    """One process's use of a :class:`SharedAnswers`: the solver's
    ``lookup`` and ``put`` (:class:`cgt.scale.store.Answers`), over an
    optional ``inner`` store (a :class:`cgt.ValueStore`) that is asked and
    told too.

    A worker probes, for each other worker, only that worker's newest table:
    a worker that starts a new table first copies its last one into it."""

    def __init__(self, shared: SharedAnswers, index: int | None,
                 inner: Answers | None = None) -> None:
        super().__init__(shared, index)
        self.shared, self.inner = shared, inner
        self._shifts = [64 - (slots.bit_length() - 1) for slots in shared.sizes]
        self._masks = [slots - 1 for slots in shared.sizes]
        # (cls, table) -> (tag of a digest key, tag of an exact key, this
        # process's table of that kind), or None for a table not shared.
        self._specs: dict[tuple[type, str], _Spec | None] = {}
        # This worker's table first: what it published and then forgot
        # (a bounded table emptied) is found again there.
        others = [w for w in range(shared.workers) if w != index]
        self._order = others if index is None else [index, *others]
        self._others = others
        # A worker takes the entries of integer keys that the others publish
        # from their journals into dictionaries of its own, by tag, as they
        # come (the answer's word: a game's id or a Grundy value): its misses
        # are then a dictionary look-up, not probes of the shared tables.
        self._imported: dict[int, dict[int, int]] = {}
        self._journal_read = [0] * shared.workers
        self._sources = list(others)  # the journals taken (this worker's too, see lookup)
        self._own = False
        self._importing = True
        self._taken = 0
        self._into_tables = False
        self._by_tag: dict[int, _Spec] = {}
        # Whether the tables may hold an entry the solver has not asked them for
        # (taken before its table was met, or by the last look-up: the solver asks
        # a key, then its conjugate's); then a look-up asks the table (see
        # _imported_answer). _took: the last take took some.
        self._met = False
        self._took = False
        # The table asked last, and its spec (see _spec_of).
        self._last_cls: type | None = None
        self._last_table = ""
        self._last_spec: _Spec | None = None

    def into_tables(self) -> SharedView:
        """This view, putting the entries it takes from the others' journals
        straight into this process's transposition tables (a pool's worker:
        the solver then finds them without asking the view); after a table
        is emptied for being full, they go to the view's dictionaries."""
        self._into_tables = True
        return self

    def over(self, inner: Answers | None) -> SharedView:
        """This view, asking and telling ``inner`` too (None: nothing else)."""
        self.inner = inner
        return self

    # -- keys and tags ------------------------------------------------------------

    def _spec(self, cls: type, table: str) -> _Spec | None:
        spec = None
        if table in _SHARED_TABLES:
            name = f"{cls.__module__}.{cls.__qualname__} {table}".encode()
            digest = int.from_bytes(hashlib.blake2b(name, digest_size=8).digest(), "little")
            tag = (digest & (_EXACT - 1)) | 1
            spec = _Spec(tag, tag | _EXACT, table_for(cls, table).values, table == "value")
            self._by_tag[spec.exact] = spec
            if self._into_tables:  # what was taken before this table was met
                for key, word in self._imported.pop(spec.exact, {}).items():
                    self._take(spec, key, word)
                    self._met = True
        self._specs[(cls, table)] = spec
        return spec

    def _spec_of(self, cls: type, table: str) -> _Spec | None:
        """The spec of ``cls``'s ``table`` (None: not shared), remembered as
        the last one asked: the solver asks of one table at a time."""
        spec = self._specs.get((cls, table), _UNSEEN)
        if spec is _UNSEEN:
            spec = self._spec(cls, table)
        self._last_cls, self._last_table, self._last_spec = cls, table, spec
        return spec

    def _locate(self, spec: _Spec, key: Hashable) -> tuple[int, int, int, int] | None:
        """The tag, the key as two words, and a 64-bit hash whose top bits
        are its first slot in a table; None for a key that has no bytes
        (:class:`~cgt.positions.keys.UnstorableKey`)."""
        if type(key) is int and 0 <= key < _LIMIT:
            return spec.exact, key & _MASK64, key >> 64, (hash(key) * _SEAL) & _MASK64
        try:
            data = _key_bytes(key)
        except UnstorableKey:
            return None
        low, high = struct.unpack("<2Q", hashlib.blake2b(data, digest_size=16).digest())
        return spec.tag, low, high, (low * _SEAL) & _MASK64

    # -- the solver's interface ---------------------------------------------------

    def lookup(self, cls: type, table: str, key: Hashable, *, solving: bool = False) -> Any:
        """The answer a worker published for ``cls``'s position ``key`` in
        the solver's ``table`` ("value": a Form, "grundy": an int), else
        the inner store's, else None. A worker finds its own answers here
        only once this process's table has been emptied (the solver asks
        here only what its tables miss)."""
        if cls is self._last_cls and table is self._last_table:
            spec = self._last_spec
        else:
            spec = self._spec_of(cls, table)
        if spec is not None:
            if type(key) is int and 0 <= key < _LIMIT:
                answer = self._imported_answer(spec, table, key, solving)
            else:
                answer = self._probed(spec, table, key)
            if answer is not None:
                return answer
        if self.inner is not None:
            return self.inner.lookup(cls, table, key, solving=solving)
        return None

    def _imported_answer(self, spec: _Spec, table: str, key: int, solving: bool) -> Any:
        """The answer of an integer key, from the journals taken so far.
        A solver (``solving``) of a worker that takes them into its tables
        asks only what its table has missed: unless the last look-up's take
        brought some entries (the solver asks a key, then its conjugate's),
        the answer is then there only if this look-up's take brought it, and
        the take tells (no second look-up of a table of millions of entries)."""
        if spec.values.evictions and (self._into_tables or not self._own):
            # The process forgot answers: take all journals again, into the
            # view's dictionaries, this worker's own too.
            self._into_tables = False
            self._journal_read = [0] * self.shared.workers
            self._imported.clear()
            self._taken = 0
            if not self._own and self.index is not None:
                self._own = True
                self._sources.append(self.index)
        brought = self._sync(spec.exact, key)
        if self._into_tables:  # taken into the table, perhaps just now
            if solving and not self._met:
                found = brought
            else:
                found = spec.values.get(key)
            self._met = self._took
            if found is not None and self.index is not None:
                self.shared.header[HEAD + self.index * PER_WORKER + HITS] += 1
            return found
        imported = self._imported.get(spec.exact)
        if imported is None:
            return None
        word = imported.get(key)
        if word is None:
            return None
        answer: Any = self._form(word) if table == "value" else word
        if answer is not None and self.index is not None:
            self.shared.header[HEAD + self.index * PER_WORKER + HITS] += 1
        return answer

    def _probed(self, spec: _Spec, table: str, key: Hashable) -> Any:
        """The answer of a key that is not an integer, from the workers' tables."""
        located = self._locate(spec, key)
        if located is None:
            return None
        tag, low, high, mixed = located
        workers = self._order if self.index is not None and spec.values.evictions else self._others
        header, all_tables = self.shared.header, self.shared._tables
        for worker in workers:
            newest = int(header[HEAD + worker * PER_WORKER + TABLES]) - 1
            words, mask = all_tables[worker][newest], self._masks[newest]
            slot = mixed >> self._shifts[newest]
            while True:
                at = slot * _SLOT
                found = words[at]
                if found == 0 or (found == tag and words[at + 1] == low
                                  and words[at + 2] == high):
                    break
                slot = (slot + 1) & mask
            if found == 0:
                continue
            word = words[at + 3]
            if words[at + 4] != tag ^ low ^ high ^ word ^ _SEAL:
                continue
            answer: Any = self._form(word) if table == "value" else word
            if answer is None:
                continue
            if worker != self.index and self.index is not None:
                header[HEAD + self.index * PER_WORKER + HITS] += 1
            return answer
        return None

    def put(self, cls: type, table: str, key: Hashable, answer: object) -> None:
        """Publish ``answer`` (and tell the inner store)."""
        if self.inner is not None:
            self.inner.put(cls, table, key, answer)
        if self.index is None:
            return
        word: int | None
        if table == "value":
            if not isinstance(answer, Form):
                return
            word = self._gids.get(answer)
            if word is None:
                word = self._gid(answer)
        else:
            word = answer if isinstance(answer, int) and 0 <= answer < 1 << 63 else None
        if word is None:
            return
        if cls is self._last_cls and table is self._last_table:
            spec = self._last_spec
        else:
            spec = self._spec_of(cls, table)
        if spec is None:
            return
        if type(key) is int and 0 <= key < _LIMIT:
            self._journal(spec.exact, key & _MASK64, key >> 64, word)
        else:
            located = self._locate(spec, key)
            if located is not None:
                self._publish(*located, word)

    def _journal(self, tag: int, low: int, high: int, answer: int) -> None:
        """Append an entry of an integer key to this worker's journal; its
        count is written last, so a reader takes whole entries only."""
        shared, index = self.shared, self._index()
        at = HEAD + index * PER_WORKER
        header = shared.header
        entry = int(header[at + JOURNALED])
        if entry >= shared.journal_entries:
            header[at + FULL] = 1
            return
        journal, start = shared._journals[index], entry * _JOURNAL
        journal[start], journal[start + 1] = tag, low
        journal[start + 2], journal[start + 3] = high, answer
        header[at + JOURNALED] = entry + 1

    def commit(self) -> None:
        """Commit the inner store (published answers need no commit)."""
        if self.inner is not None:
            self.inner.commit()

    def _publish(self, tag: int, low: int, high: int, mixed: int, answer: int) -> None:
        shared, index = self.shared, self.index
        assert index is not None
        at = HEAD + index * PER_WORKER
        header = shared.header
        newest = int(header[at + TABLES]) - 1
        slots = shared.sizes[newest]
        if header[at + IN_NEWEST] * 2 >= slots:
            if newest + 1 == len(shared.sizes):
                if header[at + IN_NEWEST] * 10 >= slots * 7:
                    header[at + FULL] = 1
                    return
            else:  # the next table, holding the last one's entries before it is used
                header[at + IN_NEWEST] = self._move(newest)
                newest += 1
                header[at + TABLES] = newest + 1
        words = shared._tables[index][newest]
        mask, slot = self._masks[newest], mixed >> self._shifts[newest]
        while True:
            start = slot * _SLOT
            found = words[start]
            if found == 0:
                break
            if found == tag and words[start + 1] == low and words[start + 2] == high:
                return  # published already
            slot = (slot + 1) & mask
        words[start + 1], words[start + 2], words[start + 3] = low, high, answer
        words[start + 4] = tag ^ low ^ high ^ answer ^ _SEAL
        words[start] = tag  # last: the entry is whole once its tag is there
        header[at + IN_NEWEST] += 1
        header[at + ENTRIES] += 1

    def _index(self) -> int:
        index = self.index
        assert index is not None
        return index

    def _sync(self, wanted_tag: int = 0, wanted: int = -1) -> Any:
        """Take the entries the other workers (and this one, once its process
        has forgotten some) have added to their journals since the last
        call into this view's dictionaries (its process's tables, see
        :meth:`into_tables`), by tag; return the answer of the entry of
        ``wanted_tag`` and key ``wanted`` put in the tables, if one was."""
        brought: Any = None
        self._took = False
        if not self._importing:
            return brought
        header, read, imported = self.shared.header, self._journal_read, self._imported
        for worker in self._sources:
            end = int(header[HEAD + worker * PER_WORKER + JOURNALED])
            start = read[worker]
            if end == start:
                continue
            read[worker] = end
            words = self.shared._journals[worker][start * _JOURNAL: end * _JOURNAL].tolist()
            if self._into_tables:
                self._took = True
                found = self._take_all(words, wanted_tag, wanted)
                if found is not None:
                    brought = found
            else:
                for at in range(0, len(words), _JOURNAL):
                    tag = words[at]
                    into = imported.get(tag)
                    if into is None:
                        into = imported[tag] = {}
                    into[words[at + 1] | words[at + 2] << 64] = words[at + 3]
            self._taken += end - start
            if self._taken > IMPORT_LIMIT:  # too many to keep: found no more (solved again)
                self._importing = False
                imported.clear()
                return brought
        return brought

    def _take(self, spec: _Spec, key: int, word: int) -> None:
        """Put an entry taken from a journal in this process's table."""
        answer: Any = self._form(word) if spec.games else word
        if answer is not None:
            spec.values.store(key, answer)

    def _take_all(self, words: list[int], wanted_tag: int, wanted: int) -> Any:
        """:meth:`_take` each entry of a slice of a journal (or keep it, for a
        table not met yet), inline: a worker's hot loop. The tables' Memos
        are filled as dicts while they have room, their stores counted after.
        Returns the answer of the entry of ``wanted_tag`` and ``wanted``, if any."""
        brought: Any = None
        by_tag, imported, forms, workers = self._by_tag, self._imported, self._forms, self._workers
        last = -1
        spec: _Spec | None = None
        values: Any = None
        room = stored = 0
        for at in range(0, len(words), _JOURNAL):
            tag = words[at]
            if tag != last:
                if values is not None:
                    values.stores += stored
                last, stored = tag, 0
                spec = by_tag.get(tag)
                values = None if spec is None else spec.values
                if values is not None:
                    room = values.bound - len(values)
            high = words[at + 2]
            key = words[at + 1] if high == 0 else words[at + 1] | high << 64
            word = words[at + 3]
            if spec is None or values is None:
                into = imported.get(tag)
                if into is None:
                    into = imported[tag] = {}
                into[key] = word
                continue
            answer: Any = word
            if spec.games:
                owner, rank = word >> RANK_BITS, word & RANK_MASK
                known = forms[owner] if owner < workers else None
                answer = (known[rank] if known is not None and rank < len(known)
                          else self._form(word))
                if answer is None:
                    continue
            if room > 0:
                values[key] = answer
                room -= 1
                stored += 1
            else:
                values.store(key, answer)
            if key == wanted and tag == wanted_tag:
                brought = answer
        if values is not None:
            values.stores += stored
        return brought

    def _move(self, table: int) -> int:
        """Copy this worker's table ``table`` into the next one (not yet
        read by anyone) and return how many entries it holds: a reader then
        needs to probe only a worker's newest table."""
        assert self.index is not None
        old = self.shared._tables[self.index][table]
        new = self.shared._tables[self.index][table + 1]
        mask, shift = self._masks[table + 1], self._shifts[table + 1]
        moved = 0
        for slot, tag in enumerate(old[::_SLOT].tolist()):
            if not tag:
                continue
            at = slot * _SLOT
            low, high, answer, check = old[at + 1], old[at + 2], old[at + 3], old[at + 4]
            mixed = hash(low | high << 64) if tag & _EXACT else low
            to = ((mixed * _SEAL) & _MASK64) >> shift
            while new[to * _SLOT]:
                to = (to + 1) & mask
            to *= _SLOT
            new[to + 1], new[to + 2], new[to + 3], new[to + 4] = low, high, answer, check
            new[to] = tag
            moved += 1
        return moved

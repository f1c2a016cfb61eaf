"""Answers shared by the workers of one machine, in shared memory.

The workers of a process pool (:mod:`cgt.positions.parallel`) solve
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

- a **table** of ``slots`` entries, open addressing: a ruleset-and-kind
  tag, the position's key (an integer key below 2**128 exactly, any other
  key as a 128-bit BLAKE2 digest of its bytes: the ``repr`` of a tuple of
  integers, else :func:`~cgt.positions.keys.encode_key`), the answer (a
  game's id or a Grundy value) and a check word; the tag is
  written last, so a reader sees an entry whole or not at all (the check
  word catches the rest). A worker's tables grow (four times larger each);
  a new one starts with a copy of the last, so a reader probes one table
  per worker;
- a **log** of the canonical games it published, each once, as the global
  ids of its options (``worker << 40 | rank in its log``) or as its compact
  value ``x + n.↑ + *m``: a value crosses processes as an id, and a reader
  builds the game from the log once, then knows it by id.

A full table or log stops publishing (solving goes on, unshared). The
coordinator creates the region, the workers join it by index, and it is
removed when the coordinator closes it.

>>> from cgt.games.domineering import Domineering
>>> from cgt.positions.solver import solve
>>> from cgt.positions.store import answering
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
import tempfile
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cgt.core.dyadic import Dyadic, decimal_text, decimal_value
from cgt.core.form import Form, make_form, nus
from cgt.errors import CGTError
from cgt.positions.keys import UnstorableKey, encode_key
from cgt.positions.store import Answers
from cgt.positions.tables import table_for

__all__ = ["SharedAnswers", "SharedStats"]

_MASK64 = (1 << 64) - 1
_LIMIT = 1 << 128  # an integer key below this is its own two words
_EXACT = 1 << 62  # in a tag: the key is the integer itself, not a digest
_SEAL = 0x9E3779B97F4A7C15  # mixed into the check word (and the slot index)
_SLOT = 5  # words: tag, key low, key high, answer, check
_RANK_BITS = 40
_RANK_MASK = (1 << _RANK_BITS) - 1
# Header words: magic, workers, slots, log bytes; then per worker:
_MAGIC = 0x4347545348415245  # "CGTSHARE"
_PER_WORKER = 8
_ENTRIES, _LOG_END, _FORMS, _HITS, _FULL, _TABLES, _IN_NEWEST = range(7)
#: Slots of a worker's first table; each next one has four times more.
_FIRST_SLOTS = 1 << 16
_GAME, _COMPACT = 0, 1  # kinds of log entry


@dataclass(frozen=True)
class SharedStats:
    """What the workers shared, all workers together: entries published,
    values read from another worker, positions published by two workers
    (each extra copy counts: the duplicated work), games in the logs, and
    whether a table or log was full."""

    published: int
    read: int
    duplicated: int | None
    games: int
    full: bool


def _region(size: int) -> Path:
    """A new file's name for a region of ``size`` bytes: in memory
    (``/dev/shm``) when it has room for twice that, else in the temporary
    folder (a sparse file: a page past the room left would kill a writer)."""
    name = f"cgt-shared-{os.getpid()}-{os.urandom(4).hex()}"
    for folder in (Path("/dev/shm"), Path(tempfile.gettempdir())):
        if folder.is_dir() and os.access(folder, os.W_OK):
            room = os.statvfs(folder)
            if room.f_bavail * room.f_frsize >= 2 * size:
                return folder / name
    raise CGTError(f"no room for a shared region of {size:,} bytes in /dev/shm or "
                   f"{tempfile.gettempdir()}")


class SharedAnswers:
    """The shared region of ``workers`` workers (see the module's docstring).

    :meth:`create` makes it (in the coordinator), :meth:`open` maps it again
    (in a worker started without it), :meth:`joined` gives the view of one
    worker (or a reader, ``None``) that the solver uses inside
    :func:`cgt.positions.store.answering`.
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
        self._header = words
        self._views: list[memoryview] = [words]
        # Each worker's tables (see _sizes), then its log.
        self.sizes = self._sizes(self.slots)
        self._tables: list[list[memoryview]] = []
        self._logs: list[memoryview] = []
        base = self._header_bytes(self.workers)
        for _ in range(self.workers):
            tables = []
            for slots in self.sizes:
                tables.append(memoryview(self._map)[base: base + slots * _SLOT * 8].cast("Q"))
                base += slots * _SLOT * 8
            log = memoryview(self._map)[base: base + self.log_bytes]
            base += self.log_bytes
            self._tables.append(tables)
            self._logs.append(log)
            self._views += [*tables, log]

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
    def _header_bytes(workers: int) -> int:
        return -(-8 * (4 + _PER_WORKER * workers) // 4096) * 4096

    def _word(self, worker: int, field: int) -> int:
        return int(self._header[4 + worker * _PER_WORKER + field])

    @classmethod
    def create(cls, workers: int, *, slots: int = 1 << 22,
               log_bytes: int = 1 << 28) -> SharedAnswers:
        """A new region for ``workers`` workers, each with a table of
        ``slots`` entries (rounded up to a power of two) and a log of
        ``log_bytes`` bytes. Pages are given by the system as they are
        first written, so room not used costs no memory."""
        if workers < 1 or slots < 1 or log_bytes < 64:
            raise CGTError(f"SharedAnswers: bad sizes {workers}, {slots}, {log_bytes}")
        slots = 1 << max(4, (slots - 1).bit_length())
        size = cls._header_bytes(workers) + workers * (
            sum(cls._sizes(slots)) * _SLOT * 8 + log_bytes)
        path = _region(size)
        with open(path, "xb") as file:
            file.truncate(size)
            file.write(struct.pack("<4Q", _MAGIC, workers, slots, log_bytes))
            for w in range(workers):  # each worker starts with its first table
                file.seek(8 * (4 + w * _PER_WORKER + _TABLES))
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
            return sum(int(self._header[4 + w * _PER_WORKER + field])
                       for w in range(self.workers))

        return SharedStats(total(_ENTRIES), total(_HITS),
                           self._duplicated() if duplicates else None, total(_FORMS),
                           bool(total(_FULL)))

    def _duplicated(self) -> int:
        """Entries published by more than one worker (each extra copy
        counts): positions two workers both solved. A scan of the tables."""
        seen: set[tuple[int, int, int]] = set()
        copies = 0
        for w, tables in enumerate(self._tables):
            words = tables[self._word(w, _TABLES) - 1]  # the newest holds all the worker's
            tags, lows, highs = words[::_SLOT].tolist(), words[1::_SLOT].tolist(), \
                words[2::_SLOT].tolist()
            for entry in zip(tags, lows, highs):
                if entry[0]:
                    if entry in seen:
                        copies += 1
                    else:
                        seen.add(entry)
        return copies

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
_UNSEEN: tuple[int, int, Any] = (-1, -1, None)  # a table not met yet


class SharedView:
    """One process's use of a :class:`SharedAnswers`: the solver's
    ``lookup`` and ``put`` (:class:`cgt.positions.store.Answers`), over an
    optional ``inner`` store (a :class:`cgt.ValueStore`) that is asked and
    told too.

    A worker probes, for each other worker, only that worker's newest table:
    a worker that starts a new table first copies its last one into it."""

    def __init__(self, shared: SharedAnswers, index: int | None,
                 inner: Answers | None = None) -> None:
        self.shared, self.index, self.inner = shared, index, inner
        self._shifts = [64 - (slots.bit_length() - 1) for slots in shared.sizes]
        self._masks = [slots - 1 for slots in shared.sizes]
        # (cls, table) -> (tag of a digest key, tag of an exact key, this
        # process's table of that kind), or None for a table not shared.
        self._specs: dict[tuple[type, str], tuple[int, int, Any] | None] = {}
        # Games known here by global id, and ids by game; the games read
        # from each worker's log so far, and how far it was read.
        self._gids: dict[Form, int] = {}
        self._forms: list[list[Form]] = [[] for _ in range(shared.workers)]
        self._read_to = [0] * shared.workers
        # This worker's table first: what it published and then forgot
        # (a bounded table emptied) is found again there.
        others = [w for w in range(shared.workers) if w != index]
        self._order = others if index is None else [index, *others]
        self._others = others

    def over(self, inner: Answers | None) -> SharedView:
        """This view, asking and telling ``inner`` too (None: nothing else)."""
        self.inner = inner
        return self

    # -- keys and tags ------------------------------------------------------------

    def _spec(self, cls: type, table: str) -> tuple[int, int, Any] | None:
        spec = None
        if table in _SHARED_TABLES:
            name = f"{cls.__module__}.{cls.__qualname__} {table}".encode()
            digest = int.from_bytes(hashlib.blake2b(name, digest_size=8).digest(), "little")
            tag = (digest & (_EXACT - 1)) | 1
            spec = (tag, tag | _EXACT, table_for(cls, table).values)
        self._specs[(cls, table)] = spec
        return spec

    def _locate(self, cls: type, table: str, key: Hashable) -> tuple[int, int, int, int] | None:
        """The tag, the key as two words, and a 64-bit hash whose top bits
        are its first slot in a table; None for a key that has no bytes
        (:class:`~cgt.positions.keys.UnstorableKey`) or a table not shared."""
        spec = self._specs.get((cls, table), _UNSEEN)
        if spec is _UNSEEN:
            spec = self._spec(cls, table)
        if spec is None:
            return None
        if type(key) is int and 0 <= key < _LIMIT:
            return spec[1], key & _MASK64, key >> 64, (hash(key) * _SEAL) & _MASK64
        try:
            data = _key_bytes(key)
        except UnstorableKey:
            return None
        low, high = struct.unpack("<2Q", hashlib.blake2b(data, digest_size=16).digest())
        return spec[0], low, high, (low * _SEAL) & _MASK64

    # -- the solver's interface ---------------------------------------------------

    def lookup(self, cls: type, table: str, key: Hashable, *, solving: bool = False) -> Any:
        """The answer a worker published for ``cls``'s position ``key`` in
        the solver's ``table`` ("value": a Form, "grundy": an int), else
        the inner store's, else None. This worker's own table
        is read only once this process's table has been emptied (the solver
        asks here only what its tables miss)."""
        located = self._locate(cls, table, key)
        if located is not None:
            tag, low, high, mixed = located
            workers = self._others
            if self.index is not None and self._specs[(cls, table)][2].evictions:  # type: ignore[index]
                workers = self._order
            header, all_tables = self.shared._header, self.shared._tables
            for worker in workers:
                newest = int(header[4 + worker * _PER_WORKER + _TABLES]) - 1
                words, mask = all_tables[worker][newest], self._masks[newest]
                slot = mixed >> self._shifts[newest]
                while True:  # inline: this runs on each of the solver's misses
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
                if table == "value":
                    answer: Any = self._form(word)
                    if answer is None:
                        continue
                else:
                    answer = word
                if worker != self.index and self.index is not None:
                    header[4 + self.index * _PER_WORKER + _HITS] += 1
                return answer
        if self.inner is not None:
            return self.inner.lookup(cls, table, key, solving=solving)
        return None

    def put(self, cls: type, table: str, key: Hashable, answer: object) -> None:
        """Publish ``answer`` in this worker's table (and tell the inner store)."""
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
        if word is not None:
            located = self._locate(cls, table, key)
            if located is not None:
                self._publish(*located, word)

    def commit(self) -> None:
        """Commit the inner store (published answers need no commit)."""
        if self.inner is not None:
            self.inner.commit()

    def _publish(self, tag: int, low: int, high: int, mixed: int, answer: int) -> None:
        shared, index = self.shared, self.index
        assert index is not None
        at = 4 + index * _PER_WORKER
        header = shared._header
        newest = int(header[at + _TABLES]) - 1
        slots = shared.sizes[newest]
        if header[at + _IN_NEWEST] * 2 >= slots:
            if newest + 1 == len(shared.sizes):
                if header[at + _IN_NEWEST] * 10 >= slots * 7:
                    header[at + _FULL] = 1
                    return
            else:  # the next table, holding the last one's entries before it is used
                header[at + _IN_NEWEST] = self._move(newest)
                newest += 1
                header[at + _TABLES] = newest + 1
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
        header[at + _IN_NEWEST] += 1
        header[at + _ENTRIES] += 1

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

    # -- games by global id -------------------------------------------------------

    def _gid(self, g: Form) -> int | None:
        """The global id of ``g``, written to this worker's log (options
        first, without recursion) if no worker's id is known here; None
        when the log is full."""
        known = self._gids.get(g)
        if known is not None:
            return known
        assert self.index is not None
        gids = self._gids
        stack = [g]
        while stack:
            h = stack[-1]
            if h in gids:
                stack.pop()
                continue
            if h._x is not None:
                text = " ".join(decimal_text(n) for n in (h._x.mantissa, h._x.exponent,
                                                          h._ups, h._nim))
                entry = bytes([_COMPACT]) + text.encode()
            else:
                options = (*h.left, *h.right)
                ids = [gids.get(o) for o in options]
                if None in ids:
                    stack.extend(o for o, i in zip(options, ids) if i is None)
                    continue
                entry = struct.pack(f"<BII{len(ids)}Q", _GAME, len(h.left), len(h.right), *ids)
            if not self._append(entry):
                return None
            own = self._forms[self.index]
            self._gids[h] = (self.index << _RANK_BITS) | len(own)
            own.append(h)
            self._read_to[self.index] = int(self.shared._header[
                4 + self.index * _PER_WORKER + _LOG_END])
            stack.pop()
        return self._gids[g]

    def _append(self, entry: bytes) -> bool:
        shared, index = self.shared, self.index
        assert index is not None
        at = 4 + index * _PER_WORKER
        end = int(shared._header[at + _LOG_END])
        if end + 4 + len(entry) > shared.log_bytes:
            shared._header[at + _FULL] = 1
            return False
        log = shared._logs[index]
        log[end: end + 4] = struct.pack("<I", len(entry))
        log[end + 4: end + 4 + len(entry)] = entry
        shared._header[at + _LOG_END] = end + 4 + len(entry)  # after the entry: it is whole
        shared._header[at + _FORMS] += 1
        return True

    def _form(self, gid: int) -> Form | None:
        """The game of global id ``gid``, reading the logs as far as needed
        (without recursion); None if it is not (yet) readable."""
        all_forms, workers = self._forms, self.shared.workers
        if gid >> _RANK_BITS < workers:
            forms = all_forms[gid >> _RANK_BITS]
            if gid & _RANK_MASK < len(forms):
                return forms[gid & _RANK_MASK]
        header, logs, read_to = self.shared._header, self.shared._logs, self._read_to
        wanted = [gid]
        while wanted:
            worker, rank = wanted[-1] >> _RANK_BITS, wanted[-1] & _RANK_MASK
            if worker >= workers:
                return None
            forms = all_forms[worker]
            if rank < len(forms):
                wanted.pop()
                continue
            start = read_to[worker]
            if start + 4 > int(header[4 + worker * _PER_WORKER + _LOG_END]):
                return None  # not written yet
            log = logs[worker]
            length, kind = struct.unpack_from("<IB", log, start)
            if kind == _COMPACT:
                made = self._compact(bytes(log[start + 5: start + 4 + length]))
            else:
                left, right = struct.unpack_from("<II", log, start + 5)
                ids = struct.unpack_from(f"<{left + right}Q", log, start + 13)
                options = []
                for i in ids:
                    owner, at = i >> _RANK_BITS, i & _RANK_MASK
                    if owner >= workers:
                        raise CGTError(f"the shared region {str(self.shared.path)!r} is damaged")
                    known = all_forms[owner]
                    if at >= len(known):
                        # Options come before a game in its own log: one not read yet is damage.
                        if owner == worker:
                            raise CGTError(
                                f"the shared region {str(self.shared.path)!r} is damaged")
                        wanted.append(i)
                        break
                    options.append(known[at])
                if len(options) < len(ids):
                    continue  # its options first
                made = make_form(tuple(options[:left]), tuple(options[left:]))
            self._gids.setdefault(made, (worker << _RANK_BITS) | len(forms))
            forms.append(made)
            read_to[worker] = start + 4 + length
        return all_forms[gid >> _RANK_BITS][gid & _RANK_MASK]

    @staticmethod
    def _compact(data: bytes) -> Form:
        """The game ``x + n.↑ + *m`` of a compact log entry."""
        mantissa, exponent, ups, nim = (
            -decimal_value(w[1:]) if w.startswith("-") else decimal_value(w)
            for w in data.decode().split(" "))
        return nus(Dyadic(mantissa, exponent), ups, nim)

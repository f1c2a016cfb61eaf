"""The canonical games that the workers of a pool share, by global id.

A value crosses processes (:mod:`cgt.positions.shared`) as the global id of
a canonical game: ``worker << 40 | rank``, its rank in the log of the
worker that wrote it first. Each worker writes in its own log, once, each
game it publishes, as the global ids of its options (written before it) or
as its compact value ``x + n.↑ + *m``; a reader builds the games of a log
once, in order, and then knows them by id (a game built here is the same
object as one this process made: forms are interned).

>>> from cgt import parse
>>> from cgt.positions.shared import SharedAnswers
>>> region = SharedAnswers.create(2, slots=1 << 12, log_bytes=1 << 16)
>>> writer, reader = GameLog(region, 0), GameLog(region, 1)
>>> game = parse("{2|-1/2}")._form
>>> gid = writer._gid(game)  # written with its options, 2 and -1/2, before it
>>> gid >> 40, reader._form(gid) is game
(0, True)
>>> region.close()
"""

from __future__ import annotations

import struct
from typing import Any

from cgt.core.dyadic import Dyadic, decimal_text, decimal_value
from cgt.core.form import Form, make_form, nus
from cgt.errors import CGTError

__all__ = ["GameLog"]

_RANK_BITS = 40
_RANK_MASK = (1 << _RANK_BITS) - 1
_GAME, _COMPACT = 0, 1  # kinds of log entry
#: A region's header: four words (magic, workers, slots, log bytes), then
#: these fields of each worker.
_PER_WORKER = 8
_ENTRIES, _LOG_END, _FORMS, _HITS, _FULL, _TABLES, _IN_NEWEST, _JOURNALED = range(8)


class GameLog:
    """The games of a region's logs as one process knows them: the games
    read so far from each worker's log, the global id of each game known
    here, and (for a worker, ``index``) the writing of its own log.
    ``region`` is a :class:`cgt.positions.shared.SharedAnswers`."""

    def __init__(self, region: Any, index: int | None) -> None:
        self.index = index
        self._header = region._header
        self._logs: list[memoryview] = region._logs
        self._workers: int = region.workers
        self._log_bytes: int = region.log_bytes
        self._path = repr(str(region.path))
        # Games known here by global id, and ids by game; the games read
        # from each worker's log so far, and how far it was read.
        self._gids: dict[Form, int] = {}
        self._forms: list[list[Form]] = [[] for _ in range(self._workers)]
        self._read_to = [0] * self._workers

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
            self._read_to[self.index] = int(self._header[
                4 + self.index * _PER_WORKER + _LOG_END])
            stack.pop()
        return self._gids[g]

    def _append(self, entry: bytes) -> bool:
        index = self.index
        assert index is not None
        at = 4 + index * _PER_WORKER
        header = self._header
        end = int(header[at + _LOG_END])
        if end + 4 + len(entry) > self._log_bytes:
            header[at + _FULL] = 1
            return False
        log = self._logs[index]
        log[end: end + 4] = struct.pack("<I", len(entry))
        log[end + 4: end + 4 + len(entry)] = entry
        header[at + _LOG_END] = end + 4 + len(entry)  # after the entry: it is whole
        header[at + _FORMS] += 1
        return True

    def _form(self, gid: int) -> Form | None:
        """The game of global id ``gid``, reading the logs as far as needed
        (without recursion); None if it is not (yet) readable."""
        all_forms, workers = self._forms, self._workers
        if gid >> _RANK_BITS < workers:
            forms = all_forms[gid >> _RANK_BITS]
            if gid & _RANK_MASK < len(forms):
                return forms[gid & _RANK_MASK]
        header, logs, read_to = self._header, self._logs, self._read_to
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
                        raise CGTError(f"the shared region {self._path} is damaged")
                    known = all_forms[owner]
                    if at >= len(known):
                        # Options come before a game in its own log: one not read yet is damage.
                        if owner == worker:
                            raise CGTError(
                                f"the shared region {self._path} is damaged")
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

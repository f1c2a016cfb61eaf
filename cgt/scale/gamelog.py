"""The canonical games that the workers of a pool share, by global id.

A value crosses processes (:mod:`cgt.scale.shared`) as the global id of
a canonical game: ``worker << 40 | rank``, its rank in the log of the
worker that wrote it first. Each worker writes in its own log, once, each
game it publishes, as the global ids of its options (written before it) or
as its compact value ``x + n.↑ + *m``; a reader builds the games of a log
once, in order, and then knows them by id (a game built here is the same
object as one this process made: forms are interned).

A log is 64-bit words. An entry is a head word, its kind in the low byte,
then: for a game, the counts of its Left options (bits 8-31) and Right
options (bits 32 and up), then their global ids; for a compact value whose
four integers fit in 64 bits, the four as two's complement words; for a
larger one, its text's length in bytes (bits 8 and up), then the text,
eight bytes a word. A reader takes the new part of a log in one slice.

>>> from cgt import parse
>>> from cgt.scale.shared import SharedAnswers
>>> region = SharedAnswers.create(2, slots=1 << 12, log_bytes=1 << 16)
>>> writer, reader = GameLog(region, 0), GameLog(region, 1)
>>> game = parse("{2|-1/2}")._form
>>> gid = writer._gid(game)  # written with its options, 2 and -1/2, before it
>>> gid >> 40, reader._form(gid) is game
(0, True)
>>> region.close()
"""

from __future__ import annotations

from pathlib import Path
from typing import Final, Protocol

from cgt.core.dyadic import Dyadic, decimal_text, decimal_value
from cgt.core.form import Form, make_form, nus
from cgt.errors import CGTError
from cgt.scale.region import FORMS, FULL, HEAD, LOG_END, PER_WORKER

__all__ = ["RANK_BITS", "RANK_MASK", "GameLog", "Region"]

#: A global id is ``worker << RANK_BITS | rank``: the game's rank in that worker's log.
RANK_BITS: Final = 40
RANK_MASK: Final = (1 << RANK_BITS) - 1
_GAME, _COMPACT, _TEXT = 0, 1, 2  # kinds of log entry
_WORD = (1 << 64) - 1
_HALF = 1 << 63  # a compact value's integers lie in [-_HALF, _HALF)
_COUNT = (1 << 24) - 1  # the most Left options a game entry counts


class Region(Protocol):
    """What a :class:`GameLog` reads of a shared region (a
    :class:`cgt.scale.shared.SharedAnswers`): its header
    (:mod:`cgt.scale.region`), its workers' logs, their number and size,
    and its file (named in the errors)."""

    header: memoryview
    logs: list[memoryview]
    workers: int
    log_bytes: int
    path: Path


class GameLog:
    """The games of a region's logs as one process knows them: the games
    read so far from each worker's log, the global id of each game known
    here, and (for a worker, ``index``) the writing of its own log.
    ``region`` is a :class:`cgt.scale.shared.SharedAnswers`."""

    def __init__(self, region: Region, index: int | None) -> None:
        self.index = index
        self._header = region.header
        self._logs: list[memoryview] = region.logs
        self._workers: int = region.workers
        self._log_words: int = region.log_bytes // 8
        self._path = repr(str(region.path))
        # Games known here by global id, and ids by game; the games read
        # from each worker's log so far, and how far it was read.
        self._gids: dict[Form, int] = {}
        self._forms: list[list[Form]] = [[] for _ in range(self._workers)]
        self._read_to = [0] * self._workers
        # The words of each log taken but not read yet, and where the next entry starts.
        self._unread: list[list[int]] = [[] for _ in range(self._workers)]
        self._next = [0] * self._workers

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
            if h.number_part is not None:
                entry = self._compact_entry(h.number_part, h.up_part, h.nim_part)
            else:
                left, right = h.left, h.right
                if len(left) > _COUNT:
                    return None  # too many options to count in a head word
                entry = [_GAME | len(left) << 8 | len(right) << 32]
                missing = False
                for side in (left, right):
                    for o in side:
                        i = gids.get(o)
                        if i is None:
                            stack.append(o)
                            missing = True
                        else:
                            entry.append(i)
                if missing:
                    continue  # its options first
            if not self._append(entry):
                return None
            own = self._forms[self.index]
            gids[h] = (self.index << RANK_BITS) | len(own)
            own.append(h)
            stack.pop()
        return gids[g]

    @staticmethod
    def _compact_entry(x: Dyadic, ups: int, nim: int) -> list[int]:
        """The words of the compact value ``x + ups.↑ + *nim``."""
        numbers = (x.mantissa, x.exponent, ups, nim)
        if all(-_HALF <= n < _HALF for n in numbers):
            return [_COMPACT, *[n & _WORD for n in numbers]]
        text = " ".join(decimal_text(n) for n in numbers).encode()
        padded = text + bytes(-len(text) % 8)
        return [_TEXT | len(text) << 8, *[int.from_bytes(padded[i: i + 8], "little")
                                         for i in range(0, len(padded), 8)]]

    def _append(self, entry: list[int]) -> bool:
        index = self.index
        assert index is not None
        at = HEAD + index * PER_WORKER
        header = self._header
        end = int(header[at + LOG_END])
        if end + len(entry) > self._log_words:
            header[at + FULL] = 1
            return False
        log = self._logs[index]
        for i, word in enumerate(entry):
            log[end + i] = word
        self._read_to[index] = end + len(entry)  # a worker never reads its own log
        header[at + LOG_END] = end + len(entry)  # after the entry: it is whole
        header[at + FORMS] += 1
        return True

    def _form(self, gid: int) -> Form | None:
        """The game of global id ``gid``, reading the logs as far as needed
        (without recursion); None if it is not (yet) readable."""
        all_forms, workers = self._forms, self._workers
        if gid >> RANK_BITS < workers:
            forms = all_forms[gid >> RANK_BITS]
            if gid & RANK_MASK < len(forms):
                return forms[gid & RANK_MASK]
        unread, following = self._unread, self._next
        wanted = [gid]
        while wanted:
            worker, rank = wanted[-1] >> RANK_BITS, wanted[-1] & RANK_MASK
            if worker >= workers:
                return None
            forms = all_forms[worker]
            if rank < len(forms):
                wanted.pop()
                continue
            words, at = unread[worker], following[worker]
            if at >= len(words):
                if not self._take_log(worker):
                    return None  # not written yet
                words, at = unread[worker], 0
            head = words[at]
            kind = head & 255
            if kind == _GAME:
                left, size = (head >> 8) & _COUNT, (head >> 8 & _COUNT) + (head >> 32)
                if at + 1 + size > len(words):
                    raise CGTError(f"the shared region {self._path} is damaged")
                options = []
                for i in words[at + 1: at + 1 + size]:
                    owner, rank = i >> RANK_BITS, i & RANK_MASK
                    if owner >= workers:
                        raise CGTError(f"the shared region {self._path} is damaged")
                    known = all_forms[owner]
                    if rank >= len(known):
                        # Options come before a game in its own log: one not read yet is damage.
                        if owner == worker:
                            raise CGTError(f"the shared region {self._path} is damaged")
                        wanted.append(i)
                        break
                    options.append(known[rank])
                if len(options) < size:
                    continue  # its options first
                made = make_form(tuple(options[:left]), tuple(options[left:]))
            elif kind == _COMPACT and at + 5 <= len(words):
                size = 4
                m, e, u, n = [w - (w >> 63 << 64) for w in words[at + 1: at + 5]]
                made = nus(Dyadic(m, e), u, n)
            elif kind == _TEXT and at + 1 + -(-(head >> 8) // 8) <= len(words):
                size = -(-(head >> 8) // 8)
                text = b"".join(w.to_bytes(8, "little") for w in words[at + 1: at + 1 + size])
                made = self._compact(text[: head >> 8])
            else:
                raise CGTError(f"the shared region {self._path} is damaged")
            following[worker] = at + 1 + size
            self._gids.setdefault(made, (worker << RANK_BITS) | len(forms))
            forms.append(made)
        return all_forms[gid >> RANK_BITS][gid & RANK_MASK]

    def _take_log(self, worker: int) -> bool:
        """Take what ``worker`` has added to its log since the last take
        (whole entries: the end is written after them); whether there was any."""
        start = self._read_to[worker]
        end = int(self._header[HEAD + worker * PER_WORKER + LOG_END])
        if end <= start:
            return False
        self._unread[worker] = self._logs[worker][start:end].tolist()
        self._next[worker] = 0
        self._read_to[worker] = end
        return True

    @staticmethod
    def _compact(data: bytes) -> Form:
        """The game ``x + n.↑ + *m`` of a compact log entry in text."""
        mantissa, exponent, ups, nim = (
            -decimal_value(w[1:]) if w.startswith("-") else decimal_value(w)
            for w in data.decode().split(" "))
        return nus(Dyadic(mantissa, exponent), ups, nim)

"""The header of a region of shared memory that the workers of a pool
share (:mod:`cgt.scale.shared`), and the file that holds the region.

The header is 64-bit words: four for the region (magic, workers, slots,
log bytes), then :data:`PER_WORKER` for each worker, its counters, each
written by that worker only: the field's index (:data:`ENTRIES`,
:data:`LOG_END`, ...) is its offset among them, so worker ``w``'s field
``f`` is the word ``4 + w * PER_WORKER + f`` (:func:`field`). The answers
(:mod:`cgt.scale.shared`) and the games (:mod:`cgt.scale.gamelog`) of a
worker count there what they wrote, and a reader reads there how far.

>>> field(1, LOG_END)
13
>>> stats = SharedStats(published=10, read=4, duplicated=None, games=7, full=False)
>>> stats.published - stats.read
6
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from cgt.errors import CGTError

__all__ = [
    "ENTRIES", "FORMS", "FULL", "HEAD", "HITS", "IN_NEWEST", "JOURNALED", "LOG_END",
    "PER_WORKER", "TABLES", "SharedStats", "field", "region_file",
]

#: Words of the region's own header, before the workers' fields.
HEAD: Final = 4
#: Words of each worker's fields.
PER_WORKER: Final = 8
#: Entries published in the worker's tables.
ENTRIES: Final = 0
#: The end of the worker's log of games, in words.
LOG_END: Final = 1
#: Games written in the worker's log.
FORMS: Final = 2
#: Answers the worker read from another worker.
HITS: Final = 3
#: 1 once a table, journal or log of the worker was full.
FULL: Final = 4
#: Tables the worker has started (its newest is the last).
TABLES: Final = 5
#: Entries in the worker's newest table.
IN_NEWEST: Final = 6
#: Entries in the worker's journal.
JOURNALED: Final = 7


def field(worker: int, which: int) -> int:
    """The index in the header of the field ``which`` of worker ``worker``."""
    return HEAD + worker * PER_WORKER + which


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


def region_file(size: int) -> Path:
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

"""``--store FILE``: the commands that solve read and write a value store.

A command given ``--store values.sqlite`` solves inside the store
(:class:`cgt.ValueStore`): positions already in the file are read, not
solved, and every new value is written to it, so a rerun answers at once
and a run stopped with Ctrl-C (or killed) resumes from its last commit. A
summary line goes to stderr at the end, and a note on how to resume after
Ctrl-C.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cgt.positions.store import ValueStore

__all__ = ["store_option", "using_store"]


def store_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--store", metavar="FILE", default=None,
        help="read solved positions from the SQLite value store FILE and add the new ones "
        "(created if missing): a rerun, or a run stopped and started again, reuses them")


@contextlib.contextmanager
def using_store(path: str | None, quiet: bool = False) -> Iterator[ValueStore | None]:
    """Solve inside the store at ``path`` (nothing when it is None); the
    pending values are committed on the way out, also after Ctrl-C.

    >>> import tempfile, pathlib
    >>> from cgt.games.nim import Nim
    >>> path = str(pathlib.Path(tempfile.mkdtemp()) / "values.sqlite")
    >>> with using_store(path, quiet=True) as store:
    ...     print(type(store).__name__, Nim([3, 4]).value)
    ValueStore *7
    >>> with using_store(None) as store:
    ...     print(store)
    None
    """
    if path is None:
        yield None
        return
    from cgt.positions.store import ValueStore

    store = ValueStore(path)
    try:
        with store:  # commits on the way out
            yield store
        if not quiet:
            stats = store.stats()
            print(f"store {path}: {stats.positions:,} positions ({stats.hits:,} read, "
                  f"{stats.written:,} written by this run)", file=sys.stderr)
    except KeyboardInterrupt:
        print(f"stopped: {store.stats().written:,} new positions are kept in {path}; run the "
              "same command again to go on from there", file=sys.stderr)
        raise
    finally:
        store.close()

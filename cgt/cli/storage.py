"""``--store FILE``, ``--workers N``, ``--scheduler ADDRESS`` and
``--max-memory SIZE``: where the commands that solve keep their values and
do their work, and in how much memory.

A command given ``--store values.sqlite`` solves inside the store
(:class:`cgt.ValueStore`): positions already in the file are read, not
solved, and every new value is written to it, so a rerun answers at once
and a run stopped with Ctrl-C (or killed) resumes from its last commit. A
summary line goes to stderr at the end, and a note on how to resume after
Ctrl-C.

``--workers N`` solves on N processes, ``--scheduler ADDRESS`` on the
workers of a Dask cluster (:mod:`cgt.scale.parallel`).

``--max-memory 2G`` keeps the solve within about that much resident memory
(:func:`cgt.set_memory_limit`): past it, the caches are emptied, and the
tables of positions too, whose values are read back from the store (a
solved position forgotten and met again would otherwise be solved again,
with all its subpositions: exponentially long). Without ``--store`` the
command solves inside a temporary store, deleted at the end. A line on
stderr says how often memory was freed, and the peak memory.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cgt.errors import CGTError

if TYPE_CHECKING:
    from cgt.scale.store import ValueStore

__all__ = ["Workers", "store_option", "using_memory_limit", "using_store", "using_workers"]


def store_option(parser: argparse.ArgumentParser) -> None:
    """``--store``, ``--workers``, ``--scheduler`` and ``--max-memory``."""
    parser.add_argument(
        "--store", metavar="FILE", default=None,
        help="read solved positions from the SQLite value store FILE and add the new ones "
        "(created if missing): a rerun, or a run stopped and started again, reuses them. "
        "Give one (or --max-memory) for solves of millions of positions: a table of "
        "positions that fills up (2,000,000 values) is emptied, and without a store its "
        "positions are solved again")
    parser.add_argument(
        "--workers", type=_count, default=None, metavar="N",
        help="solve on N processes (with --store, they share what they solve)")
    parser.add_argument(
        "--scheduler", metavar="ADDRESS", default=None,
        help="solve on the workers of the Dask cluster at ADDRESS (tcp://host:8786; "
        "pip install 'cgt-algebra[distributed]')")
    parser.add_argument(
        "--max-memory", metavar="SIZE", default=None,
        help="keep the solve within about SIZE of memory (2G, 500M): past it, the caches "
        "and the tables of positions are emptied, the tables' values read back from the "
        "store (a temporary one without --store)")


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= n <= 1024:
        raise argparse.ArgumentTypeError(f"{text!r}: workers go from 1 to 1024")
    return n


@dataclass(frozen=True)
class Workers:
    """Where to solve: ``count`` local processes, or a Dask ``client``."""

    count: int | None = None
    client: Any = None

    @property
    def parallel(self) -> bool:
        return self.client is not None or (self.count or 1) > 1


@contextlib.contextmanager
def using_workers(count: int | None, scheduler: str | None) -> Iterator[Workers]:
    """The workers the options ask for; a Dask client is connected to the
    scheduler for the block (CGTError when it cannot be)."""
    if scheduler is None:
        yield Workers(count)
        return
    try:
        from distributed import Client
    except ImportError:
        raise CGTError("--scheduler needs Dask: pip install 'cgt-algebra[distributed]'") from None
    try:
        # Dask's connect timeout (30 s; DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT).
        client = Client(scheduler)
    except (OSError, TimeoutError, ValueError) as error:
        raise CGTError(f"--scheduler {scheduler}: cannot connect ({error})") from None
    try:
        yield Workers(None, client)
    finally:
        client.close()


@contextlib.contextmanager
def using_store(path: str | None, quiet: bool = False, *, max_memory: str | None = None
                ) -> Iterator[ValueStore | None]:
    """Solve inside the store at ``path`` (nothing when it is None); the
    pending values are committed on the way out, also after Ctrl-C. With
    ``max_memory`` (``--max-memory``), within that memory limit
    (:func:`using_memory_limit`), inside a temporary store when ``path`` is
    None (the tables emptied to keep the limit are read back from it).

    >>> import tempfile, pathlib
    >>> from cgt.games.nim import Nim
    >>> path = str(pathlib.Path(tempfile.mkdtemp()) / "values.sqlite")
    >>> with using_store(path, quiet=True) as store:
    ...     print(type(store).__name__, Nim([3, 4]).value)
    ValueStore *7
    >>> with using_store(None) as store:
    ...     print(store)
    None
    >>> with using_store(None, quiet=True, max_memory="2G") as store:
    ...     print(pathlib.Path(store.stats().path).name, Nim([3, 4]).value)
    spill.sqlite *7
    """
    if path is None and max_memory is None:
        yield None
        return
    from cgt.scale.store import ValueStore

    if path is None:  # a limit: what the tables forget goes to a temporary store
        import tempfile

        with tempfile.TemporaryDirectory(prefix="cgt-spill-") as folder:
            spill = ValueStore(os.path.join(folder, "spill.sqlite"))
            try:
                with spill, using_memory_limit(max_memory, quiet):
                    yield spill
            finally:
                spill.close()
        return

    store = ValueStore(path)
    try:
        with store, using_memory_limit(max_memory, quiet):
            yield store  # the store commits on the way out
        stats = store.stats()
        if not quiet:
            print(f"store {path}: {stats.positions:,} positions ({stats.hits:,} read, "
                  f"{stats.written:,} written by this run)", file=sys.stderr)
        if stats.damaged:  # the values are right: the damaged answers were solved again
            print(f"warning: {stats.damaged:,} damaged answers solved again and written over; "
                  f"the first: {stats.damage[0]}", file=sys.stderr)
    except KeyboardInterrupt:
        print(f"stopped: {store.stats().written:,} new positions are kept in {path}; run the "
              "same command again to go on from there", file=sys.stderr)
        raise
    finally:
        store.close()


@contextlib.contextmanager
def using_memory_limit(size: str | None, quiet: bool = False) -> Iterator[None]:
    """Solve within the memory limit ``size`` (text such as ``2G``; nothing
    when it is None; CGTError naming it when it is not a size); a line on
    stderr says afterwards how often memory was freed (the caches, and the
    tables of positions: :func:`using_store` runs the block inside a store).
    The limit there was before is restored on the way out.

    >>> import cgt
    >>> with using_memory_limit("64K", quiet=True):
    ...     print(cgt.memory_limit())
    65536
    >>> with using_memory_limit("lots"):
    ...     pass
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: --max-memory: memory size 'lots' is not a size such as 2G, 500M or 64K
    """
    if size is None:
        yield
        return
    from cgt.core import budget
    from cgt.positions.context import current_context

    try:
        limit = budget.parse_size(size)
    except CGTError as error:
        raise CGTError(f"--max-memory: {error}") from None
    before = budget.memory_limit()
    budget.set_memory_limit(limit)
    active = current_context().budget
    try:
        yield
    finally:
        budget.set_memory_limit(before)
    if not quiet and active is not None:
        print(f"memory limit {_mib(limit)}: caches and tables emptied {active.frees:,} "
              f"time{'' if active.frees == 1 else 's'}; peak memory {_mib(_peak_bytes())}",
              file=sys.stderr)


def _mib(size: int) -> str:
    """``1,536 MiB``; below a MiB, in KiB.

    >>> _mib(300 * 2**20), _mib(2048)
    ('300 MiB', '2 KiB')
    """
    return f"{size / 2**20:,.0f} MiB" if size >= 2**20 else f"{size / 2**10:,.0f} KiB"


def _peak_bytes() -> int:
    """The largest resident memory this process has had (Linux and macOS)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024

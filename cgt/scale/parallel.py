"""Solving on several cores, or on a Dask cluster.

Two kinds of work spread over workers:

- **many positions** (:func:`solve_many`): the cells of a table, a batch of
  positions; each is solved by one worker;
- **one big position** (:func:`solve_split`): its game tree is expanded,
  breadth first, to a *frontier* of distinct positions (one per key: a
  position met on several lines is solved once; a sum is split into its
  components), the frontier is solved by the workers, and the coordinator
  finishes from their values, which it finds in its tables.

The workers are processes (``workers=N``: a process pool on this machine)
or the workers of a Dask cluster (``client=``, a ``dask.distributed``
client). When a value store is given, every worker solves inside it, so a
subposition one worker has committed is read, not solved again, by the
others; without one, workers share nothing and repeat the work their
positions have in common. The coordinator returns the values in the order
of the positions.

>>> from cgt.games.domineering import Domineering
>>> boards = [Domineering.rectangle(2, c) for c in range(1, 5)]
>>> [str(v) for v in solve_many(boards, workers=2)]
['1', '±1', '{2|-1/2}', 'Miny(2)']
"""

from __future__ import annotations

import gc
import os
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cgt.core import memo
from cgt.errors import CGTError
from cgt.positions.answers import Answers, answering
from cgt.positions.context import current_context, explore_in_reverse
from cgt.positions.progress import Progress, Reporter, reporting_progress
from cgt.positions.solver import Solvable, indivisible, solve, wins_moving_first
from cgt.positions.tables import table_for, table_sizes
from cgt.scale.forked import can_fork, search_on_forks

if TYPE_CHECKING:  # (imported where they are used: a search of outcomes needs none)
    from concurrent.futures import Executor

    from cgt.scale.shared import SharedAnswers, SharedStats, SharedView
    from cgt.scale.store import ValueStore
    from cgt.values.game import Game

__all__ = ["Split", "SplitRun", "frontier", "presolve", "presolve_outcomes", "remember",
           "run_split", "solve_many", "solve_split"]


def _reporter() -> Reporter | None:
    """The reporter the solves here report to (only
    :func:`~cgt.positions.progress.reporting_progress` sets one)."""
    reporter: Reporter | None = current_context().reporter  # type: ignore[assignment]
    return reporter


def _solved() -> int:
    """Positions in this process's transposition tables."""
    return sum(table_sizes().values())


#: What a task gives back: its answer, the positions the worker solved for
#: it (what its earlier tasks solved is not counted), and the worker's
#: process id and CPU seconds so far (the coordinator keeps each worker's last).
Done = tuple[Any, int, tuple[int, float]]


def _clock() -> tuple[int, float]:
    return os.getpid(), time.process_time()


def _task(position: Solvable, store_path: str | None) -> Done:
    """A worker's task: the value of ``position`` (see :data:`Done`).
    A forked worker reports to nobody: the coordinator counts its positions."""
    before = _solved()
    with reporting_progress(False):
        value = _solve_one(position, store_path)
    return value, max(0, _solved() - before), _clock()


def _outcome_task(position: Solvable, store_path: str | None) -> Done:
    """A worker's task: whether the first player wins the impartial
    ``position`` (a win/loss search, no values), see :data:`Done`."""
    before = _solved()
    with reporting_progress(False):
        wins = wins_moving_first(position, True)
    return wins, max(0, _solved() - before), _clock()


#: In a worker of a pool: its view of the answers the pool's workers share.
_SHARED: SharedView | None = None

#: Entries of the shared tables and bytes of the shared logs of games, for
#: all the workers of a pool together (divided among them; pages cost
#: memory only once written).
SHARED_SLOTS = 1 << 25
SHARED_LOG_BYTES = 1 << 29


def _join(region: SharedAnswers | str, counter: Any) -> None:
    """A pool worker's start: it joins the shared region (inherited by a
    forked worker, else opened at its path) as the next worker (``counter``
    gives out the indices), its cyclic garbage collector off."""
    from cgt.scale.shared import SharedAnswers

    global _SHARED
    # Nor does a worker run the cyclic collector: all it makes lives in its
    # tables until the pool ends, and the collections after its tasks scanned
    # all of it again (0.4-0.9 CPU s of a worker's 12 on Alquerkonane 6x6).
    gc.disable()
    with counter.get_lock():
        index = counter.value
        counter.value += 1
    shared = region if isinstance(region, SharedAnswers) else SharedAnswers.open(region)
    _SHARED = shared.joined(index).into_tables()
    # Every other worker searches from the last option: two workers that
    # start from close positions then meet late, not all along the way.
    explore_in_reverse(index % 2 == 1)


@contextmanager
def _sharing(workers: int) -> Iterator[SharedAnswers | None]:
    """A shared region for a pool of ``workers`` (None when there is no room
    for one: the workers then share only the store)."""
    from cgt.scale.shared import SharedAnswers

    try:
        shared = SharedAnswers.create(workers, slots=max(1 << 20, SHARED_SLOTS // workers),
                                      log_bytes=max(1 << 24, SHARED_LOG_BYTES // workers))
    except CGTError:
        yield None
        return
    try:
        yield shared
    finally:
        shared.close()


def _solve_one(position: Solvable, store_path: str | None) -> Game:
    """A worker's task: the value of ``position`` (inside the store, if any,
    and sharing answers with the other workers of its pool)."""
    return _solve_here(position, store_path, _SHARED)


def _store_path(store: ValueStore | str | os.PathLike[str] | None) -> str | None:
    if store is None:
        return None
    from cgt.scale.store import ValueStore  # (not imported by a run without a store)

    if isinstance(store, ValueStore):
        store.commit()  # the workers read what the coordinator has solved so far
        return str(store.path)
    return str(Path(store))


def _check_workers(workers: int | None, client: Any) -> int:
    if client is not None:
        return 0
    if workers is None:
        return os.cpu_count() or 1
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise CGTError(f"workers must be a positive integer, not {workers!r}")
    return workers


@contextmanager
def _pool(workers: int, shared: SharedAnswers | None = None) -> Iterator[Executor]:
    """A process pool. Its workers are forked when this process runs one
    thread (fast, and a script needs no ``if __name__ == "__main__"``);
    with other threads running, a fork could copy a lock one of them holds,
    so the workers come from a fork server (or are spawned) instead."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        method = "fork"
    else:
        method = "forkserver" if "forkserver" in methods else "spawn"
    context = multiprocessing.get_context(method)
    if shared is None:
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            yield pool
        return
    counter = context.Value("i", 0)
    region: SharedAnswers | str = str(shared.path)
    if method == "fork":  # the workers inherit the mapping: no file to leave behind
        shared.unlink()
        region = shared
    with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_join,
                             initargs=(region, counter)) as pool:
        yield pool


def solve_many(positions: Sequence[Solvable], *, workers: int | None = None,
               client: Any = None, store: ValueStore | str | os.PathLike[str] | None = None,
               progress: Progress = None) -> list[Game]:
    """The values of ``positions``, each solved by one worker: ``workers``
    processes (default: one per core), or the workers of the Dask
    ``client``; inside ``store`` when it is given.

    ``workers=1`` solves them here, one after the other. ``progress`` is
    told the positions solved and the positions done (as the cells of a
    table), see :mod:`cgt.positions.progress`.
    """
    positions = list(positions)
    with reporting_progress(progress, cells=len(positions), description="solving a table"):
        return [value for value, _, _ in _run_many(positions, workers, client, store)]


def _run_many(positions: Sequence[Solvable], workers: int | None, client: Any,
              store: ValueStore | str | os.PathLike[str] | None,
              shared: SharedAnswers | None = None,
              task: Callable[[Solvable, str | None], Done] = _task) -> list[Done]:
    """The values of ``positions`` (or what else ``task`` returns, on workers
    only) and the positions solved for each (a pool's workers share answers
    in ``shared``, or in a region of their own)."""
    count = _check_workers(workers, client)
    path = _store_path(store)
    positions = list(positions)
    reporter = _reporter()
    if client is not None:
        futures = client.map(task, positions, [path] * len(positions), pure=False)
        results: list[Done] = list(client.gather(futures))
        if reporter is not None:
            reporter.count(sum(solved for _, solved, _ in results))
            reporter.advance(len(results))
        return results
    if count == 1 or len(positions) <= 1:
        results = []
        for position in positions:
            before = _solved()
            value = _solve_here(position, store)
            results.append((value, max(0, _solved() - before), _clock()))
            if reporter is not None:
                reporter.advance(len(results))
        return results
    if shared is None:
        with _sharing(count) as region:
            return _run_pool(positions, min(count, len(positions)), path, region, task)
    return _run_pool(positions, min(count, len(positions)), path, shared, task)


def _run_pool(positions: Sequence[Solvable], workers: int, path: str | None,
              shared: SharedAnswers | None,
              task: Callable[[Solvable, str | None], Done]) -> list[Done]:
    """:func:`_run_many` on a pool of ``workers`` processes."""
    from concurrent.futures import as_completed

    reporter = _reporter()
    with _pool(workers, shared) as pool:
        if reporter is None:
            return list(pool.map(task, positions, [path] * len(positions)))
        futures = [pool.submit(task, position, path) for position in positions]
        for done, future in enumerate(as_completed(futures), start=1):
            reporter.count(future.result()[1])
            reporter.advance(done)
        return [future.result() for future in futures]


@dataclass(frozen=True)
class Split:
    """How :func:`solve_split` divided a position: the frontier it solved
    in the workers, and the positions above it, expanded by the coordinator."""

    frontier: tuple[Solvable, ...]
    expanded: int
    depth: int


def frontier(root: Solvable, target: int, *, max_depth: int = 64) -> Split:
    """Expand ``root`` breadth first until at least ``target`` distinct
    positions (by class and key) wait to be solved, or nothing is left to
    expand; a sum is replaced by its components.

    >>> from cgt.games.domineering import Domineering
    >>> split = frontier(Domineering.rectangle(3, 3), 8)
    >>> len(split.frontier) >= 8, split.depth
    (True, 2)
    """
    seen: set[tuple[type, Hashable]] = {(type(root), root.key())}
    level: list[Solvable] = [root]
    expanded = depth = 0
    while level and len(level) < target and depth < max_depth:
        following: list[Solvable] = []
        for position in level:
            parts = list(position.components())
            if indivisible(position, parts):
                parts = [*position.left_moves(), *position.right_moves()]
            expanded += 1
            for part in parts:
                key = (type(part), part.key())
                if key not in seen:
                    seen.add(key)
                    following.append(part)
        if not following:
            break
        level, depth = following, depth + 1
    return Split(tuple(level), expanded, depth)


def remember(position: Solvable, value: Game) -> None:
    """Put ``value``, found elsewhere, in this process's table for
    ``position`` (and its Grundy value, for an impartial position): the
    solver then finds it there."""
    form = value._form
    table_for(type(position), "value").store(position.key(), form)
    if position.impartial and form.number_part == 0 and not form.up_part:
        # The solver takes impartial positions by their Grundy values.
        table_for(type(position), "grundy").store(position.key(), form.nim_part)


def presolve(positions: Sequence[Solvable], *, workers: int | None = None, client: Any = None,
             store: ValueStore | str | os.PathLike[str] | None = None,
             progress: Progress = None, outcomes: bool = False,
             together: Callable[[Solvable], Hashable] | None = None) -> None:
    """Solve ``positions`` on the workers (:func:`solve_many`) and
    :func:`remember` their values here: what asks for them next (a table, a
    report) finds them solved. With ``outcomes``, only who wins each
    impartial position is searched (:func:`presolve_outcomes`, which reads
    ``together``).

    >>> from cgt import clear_tables
    >>> from cgt.games.chomp import Chomp
    >>> clear_tables()
    >>> presolve([Chomp.rectangle(2, c) for c in range(1, 4)], workers=2)
    >>> Chomp.rectangle(2, 3).known_value()  # solved in a worker
    cgt.parse('*4')
    """
    if outcomes:
        presolve_outcomes(positions, workers=workers, client=client, progress=progress,
                          together=together)
        return
    positions = list(positions)
    values = solve_many(positions, workers=workers, client=client, store=store, progress=progress)
    for position, value in zip(positions, values, strict=True):
        remember(position, value)


def presolve_outcomes(positions: Sequence[Solvable], *, workers: int | None = None,
                      client: Any = None, progress: Progress = None,
                      together: Callable[[Solvable], Hashable] | None = None) -> None:
    """Search on the workers whether the first player wins each impartial
    position of ``positions`` (a win/loss search, far cheaper than a Grundy
    value) and put the answers in this process's tables, where
    ``position.outcome`` finds them; the other positions are left alone.
    On one worker, nothing is done ahead (the outcomes are searched when
    asked).

    Give ``positions`` largest first: each worker takes the next one as it
    finishes the last. Positions with the same ``together(position)`` may
    have subpositions in common (Babylone's starts with as many bricks):
    on forked helpers (:mod:`cgt.scale.forked`) such a family is taken
    whole by one helper, which searches its positions in the order given
    and finds there what the earlier ones solved, as a serial run would;
    the first position of each of the first families stands alone, so that
    every helper starts at once on one of the largest (see :func:`_families`).

    >>> from cgt import clear_tables
    >>> from cgt.games.babylone import Babylone
    >>> clear_tables()
    >>> starts = [Babylone.start(colors=c, per_color=2) for c in (2, 3, 4)]
    >>> presolve_outcomes(starts, workers=2)
    >>> [str(p.outcome) for p in starts]  # searched in the workers
    ['N', 'P', 'N']
    """
    positions = [p for p in positions if p.impartial]
    count = _check_workers(workers, client)
    if count == 1 or len(positions) <= 1:
        return
    with reporting_progress(progress, cells=len(positions), description="searching a table"):
        workers = min(count, len(positions))
        if client is not None:
            results = _run_many(positions, None, client, None, task=_outcome_task)
        elif can_fork(len(positions)):  # helpers that only answer (cgt.scale.forked)
            results = search_on_forks(positions, workers, lambda p: _outcome_task(p, None),
                                      _counting(_reporter()),
                                      _families(positions, workers, together))
        else:  # a pool sharing nothing: the shared tables carry values, not who wins
            results = _run_pool(positions, workers, None, None, _outcome_task)
    for position, (wins, _, _) in zip(positions, results, strict=True):
        table_for(type(position), "wins").store((position.key(), True), wins)


def _families(positions: Sequence[Solvable], workers: int,
              together: Callable[[Solvable], Hashable] | None) -> list[list[int]] | None:
    """The groups of indices of ``positions`` (largest first) that helpers
    take whole: the first ``workers`` positions alone (each helper starts
    on one of the largest), then each family of ``together`` (its positions
    in their order) where its first position stood. None without ``together``.

    >>> _families([6, 5, 4, 3, 3, 2, 1], 2, lambda n: n % 2)
    [[0], [1], [2, 5], [3, 4, 6]]
    >>> _families([6, 6, 5, 4], 2, None) is None
    True
    """
    if together is None:
        return None
    groups: list[list[int]] = []
    found: dict[Hashable, list[int]] = {}
    for index, position in enumerate(positions):
        if index < workers:
            groups.append([index])
            continue
        family = together(position)
        if family in found:
            found[family].append(index)
        else:
            found[family] = [index]
            groups.append(found[family])
    return groups


def _counting(reporter: Reporter | None) -> Callable[[Done], None] | None:
    """What tells ``reporter`` of each answer from a helper: the positions
    it searched, and one more cell done."""
    if reporter is None:
        return None
    cells = 0

    def done(answer: Done) -> None:
        nonlocal cells
        cells += 1
        reporter.count(answer[1])
        reporter.advance(cells)

    return done


@dataclass(frozen=True)
class SplitRun:
    """What :func:`run_split` did: the value, the frontier, and the positions
    solved by the workers (together: the work two workers both did counts
    twice) and here; on a pool, what its workers shared
    (:class:`cgt.scale.shared.SharedStats`: positions published, read
    from another worker, and solved by one after another had published
    them, the duplicated work); the CPU seconds of each worker (its process
    at its last task, largest first) and of this process's expansion of the
    frontier and finish: the largest worker plus these two is the critical
    path of the run, which the machine's load does not change."""

    value: Game
    frontier: int
    depth: int
    worker_positions: int
    here_positions: int
    shared: SharedStats | None = None
    worker_cpu: tuple[float, ...] = ()
    frontier_cpu: float = 0.0
    finish_cpu: float = 0.0
    #: Wall seconds of the scan that counts the duplicated work
    #: (``duplicates=True``), after the finish and not in ``finish_cpu``:
    #: a caller that times the run takes it off its wall time.
    scan_seconds: float = 0.0


def solve_split(root: Solvable, *, workers: int | None = None, client: Any = None,
                store: ValueStore | str | os.PathLike[str] | None = None,
                tasks_per_worker: int = 8) -> Game:
    """The value of ``root``, its frontier (:func:`frontier`, about
    ``tasks_per_worker`` positions per worker) solved by the workers and the
    rest here (:func:`run_split` tells how the work was shared).

    >>> from cgt.games.domineering import Domineering
    >>> board = Domineering("....|....|....")
    >>> value = solve_split(board, workers=2)
    >>> str(value), value == board.value
    ('-3/2', True)
    """
    return run_split(root, workers=workers, client=client, store=store,
                     tasks_per_worker=tasks_per_worker).value


def run_split(root: Solvable, *, workers: int | None = None, client: Any = None,
              store: ValueStore | str | os.PathLike[str] | None = None,
              tasks_per_worker: int = 8, duplicates: bool = False) -> SplitRun:
    """:func:`solve_split`, and how the work was shared (with
    ``duplicates``, the positions two workers both solved, by a scan of
    the shared tables).

    >>> from cgt.games.domineering import Domineering
    >>> run = run_split(Domineering("....|....|...#"), workers=2, tasks_per_worker=2)
    >>> str(run.value), run.frontier >= 4, run.worker_positions > 0
    ('{3/2|-1/2||-1|-3}', True, True)
    """
    count = _check_workers(workers, client)
    if count == 1:
        before, began = _solved(), time.process_time()
        value = _solve_here(root, store)
        return SplitRun(value, 0, 0, 0, max(0, _solved() - before),
                        finish_cpu=time.process_time() - began)
    slots = count if client is None else max(1, len(client.scheduler_info()["workers"]))
    began = time.process_time()
    split = frontier(root, slots * tasks_per_worker)
    expanded = time.process_time() - began
    with _sharing(count) if client is None else _no_sharing() as shared:
        results = _run_many(split.frontier, count or None, client, store, shared)
        clocks: dict[int, float] = {}
        for position, (value, _, (pid, seconds)) in zip(split.frontier, results, strict=True):
            remember(position, value)
            clocks[pid] = max(seconds, clocks.get(pid, 0.0))
        before, began = _solved(), time.process_time()
        # The frontier's values are in this process's tables: what the
        # workers published is read here only if a bounded table has lost
        # some of them (taking it all costs time on the critical path).
        view = None if shared is None or not _forgotten() else shared.joined(None)
        value = _solve_here(root, store, view)
        finished, scan = time.process_time(), time.perf_counter()
        # The stats after the finish's clock: with duplicates, a scan of
        # every entry the workers published (tens of seconds on 7x7).
        stats = None if shared is None else shared.stats(duplicates=duplicates)
        return SplitRun(value, len(split.frontier), split.depth,
                        sum(solved for _, solved, _ in results), max(0, _solved() - before),
                        stats, tuple(sorted(clocks.values(), reverse=True)), expanded,
                        finished - began, time.perf_counter() - scan)


def _forgotten() -> bool:
    """Whether a transposition table of this process has been emptied for
    being full."""
    return any(stats.evictions for stats in memo.statistics(memo.POSITIONS).values())


@contextmanager
def _no_sharing() -> Iterator[None]:
    yield None


def _solve_here(position: Solvable, store: ValueStore | str | os.PathLike[str] | None,
                shared: SharedView | None = None) -> Game:
    """The value of ``position`` solved in this process, inside ``store``
    and with the answers of ``shared``."""
    path: str | None = None  # a store opened here (and closed at the end)
    inner: ValueStore | None = None
    if store is not None:  # (the SQLite store is not imported by a run without one)
        from cgt.scale.store import ValueStore

        if isinstance(store, ValueStore):
            inner = store
        else:
            path = str(Path(store))
            inner = ValueStore(path)
    from cgt.values.game import wrap

    try:
        answers: Answers | None = inner if shared is None else shared.over(inner)
        if answers is None:
            return wrap(solve(position))
        with answering(answers):
            return wrap(solve(position))
    finally:
        if path is not None and inner is not None:
            inner.close()

"""Tiers: one big position solved on several processes, or on a Dask
cluster, a tier at a time.

A ruleset that declares a *tier* (:meth:`cgt.Position.tier`: a measure
that every move lowers, such as the stones on the board) and makes its
positions from their keys (:meth:`cgt.Position.from_key`: integer keys,
the same in every process) can be solved in two sweeps:

1. **Down**: the positions reachable from the start are found from the
   start's tier down. The workers expand positions (their moves, split
   into components, each named by its key or, when that is the lesser,
   its conjugate's, with a sign) and the coordinator keeps each new key
   once, in the tier of its position; an idle worker takes a chunk of the
   highest tier that has keys waiting. A position met on many lines is
   expanded once, by one worker.
2. **Up**: the tiers are valued from the lowest up. Every option of a
   position of a tier lies in the tiers below, all valued, so the
   positions of a tier are independent: they are dealt out to the
   workers in chunks, and each worker builds their canonical forms from
   its options' values.

A value crosses processes as the number of a canonical game in a DAG of
numbers (:class:`GameIds`): each new game is written once, as its compact
value or as its options' numbers. Each worker keeps the games and the
values of the tiers below as the coordinator sends them (only what it
has not had yet); the coordinator owns the value store, reads from it the
positions it already holds (they are neither expanded nor valued again:
a killed solve goes on from its last commit), and a thread of it writes
the values to it as they come, a transaction a batch.

The same tiers run on a pool of this machine's processes (``workers=N``)
and on the workers of a Dask cluster (``client=``), where positions and
values move through Dask: no shared file system is needed. A worker lost
on the way costs the chunk it held, which goes to another worker (a Dask
worker that comes back, or its replacement, is sent everything again).

>>> from cgt.games.alquerkonane import Alquerkonane
>>> start = Alquerkonane.start(4, 4)
>>> run = run_tiers(start, workers=2)
>>> run.value == start.value, run.positions, len(run.tiers)
(True, 674, 22)
"""

from __future__ import annotations

import heapq
import os
import pickle
import queue
import threading
import time
import uuid
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from cgt.core.arithmetic import negate
from cgt.core.form import Form
from cgt.errors import CGTError
from cgt.positions.context import current_context
from cgt.positions.tables import table_for
from cgt.scale import tier_work
from cgt.scale.tier_work import GameIds, Row

if TYPE_CHECKING:
    from cgt.scale.store import ValueStore
    from cgt.values.game import Game

__all__ = ["GameIds", "TierRun", "TierStats", "is_tiered", "run_tiers", "solve_tiers"]

def is_tiered(position: Any) -> bool:
    """Whether ``position``'s ruleset declares tiers (:meth:`cgt.Position.tier`)
    and makes positions from their keys, which are integers."""
    try:
        tier = position.tier()
    except (AttributeError, NotImplementedError):
        return False
    return (isinstance(tier, int) and isinstance(position.key(), int)
            and type(position).from_key is not _default_from_key())


def _default_from_key() -> Any:
    from cgt.positions.position import Position

    return Position.from_key


def _default_components() -> Any:
    from cgt.positions.position import Position

    return Position.components


# -- the workers' side -----------------------------------------------------------------


class Phase(Enum):
    """What a task does with its positions."""

    EXPAND = "expand"  #: list their options' components
    VALUE = "value"  #: build their values from their options'


@dataclass
class Task:
    """A chunk of one tier for one worker, with what the worker lacks of the
    games and values the coordinator has sent before (from ``games_from``
    and ``batches_from`` on)."""

    solve: str
    ruleset: type
    phase: Phase
    tier: int
    keys: list[int]
    #: For :attr:`Phase.VALUE`: the options of the positions, as expanded (pickled).
    options: bytes
    games_from: int
    rows: list[Row]
    batches_from: int
    batches: list[tuple[list[int], list[int]]]


#: The most components a worker remembers (:attr:`_State.met`).
MET_BOUND = 4_000_000


@dataclass
class _State:
    """What a worker process keeps between the tasks of one solve."""

    solve: str
    games: GameIds = field(default_factory=lambda: GameIds(keep_rows=False))
    values: dict[int, int] = field(default_factory=dict)
    #: The options' components met by this worker: key -> reference
    #: (``key << 1 | sign``). A component met before was reported to the
    #: coordinator then, and its tier and conjugate key are not made again.
    met: dict[int, int] = field(default_factory=dict)
    batches: int = 0
    token: str = field(default_factory=lambda: uuid.uuid4().hex)


_STATE: _State | None = None

#: What a task returns: ``("stale", token, games, batches)`` when the worker
#: lacks what the task assumes it has (a worker restarted, or another one),
#: or ``(phase result, CPU seconds of the task, pid)``.
Reply = tuple[Any, ...]


def run_task(task: Task) -> Reply:
    """Do ``task`` in this process (a pool's worker, a Dask worker)."""
    global _STATE
    began = time.process_time()
    state = _STATE
    if state is None or state.solve != task.solve:
        state = _STATE = _State(task.solve)
    if len(state.games) != task.games_from or state.batches != task.batches_from:
        return ("stale", _where(), len(state.games), state.batches)
    state.games.extend(task.rows)
    values = state.values
    for keys, numbers in task.batches:
        values.update(zip(keys, numbers, strict=True))
    state.batches += len(task.batches)
    if task.phase is Phase.EXPAND:
        if len(state.met) > MET_BOUND:
            state.met.clear()  # those met again are reported again: the coordinator knows them
        # A ruleset that keeps Position's components() never splits.
        splits = getattr(task.ruleset, "components", None) is not _default_components()
        result: Any = tier_work.expand(task.ruleset, task.keys, task.tier, state.met, splits)
    else:
        result = tier_work.value(state.games, state.values, task.keys, pickle.loads(task.options))
    return (result, time.process_time() - began, os.getpid())


def _where() -> str:
    """This worker's address on a Dask cluster (its pid in a pool)."""
    try:
        from distributed import get_worker

        return str(get_worker().address)
    except (ImportError, ValueError):
        return str(os.getpid())


def _run_pickled(data: bytes) -> bytes:
    """:func:`run_task` on a pickled task, its reply pickled: the bytes that
    cross are the bytes counted."""
    return pickle.dumps(run_task(pickle.loads(data)), pickle.HIGHEST_PROTOCOL)


# -- the workers, as the coordinator sees them ------------------------------------------


class _Workers:
    """Where the tasks of a solve run: :meth:`submit` a task to a worker (by
    name), :meth:`wait` for some to end; the bytes that cross are counted."""

    #: The fewest keys worth a task: more where a task costs a round trip
    #: through a scheduler.
    smallest = 64
    #: The tasks a worker is given at once: with two, it starts its next
    #: task as it sends a reply, instead of waiting while the coordinator
    #: reads the reply and makes the next task. (A worker runs its tasks in
    #: the order sent, each assuming the games and values of those before.)
    depth = 1

    def names(self) -> list[str]:
        raise NotImplementedError

    def submit(self, name: str, task: Task) -> tuple[object, int]:
        """A handle of ``task`` sent to worker ``name``, and the bytes sent."""
        raise NotImplementedError

    def wait(self, handles: Sequence[object]) -> list[tuple[object, Reply | None, int]]:
        """Some of ``handles`` that ended, each with its reply (None when its
        worker was lost: that worker is then no longer named) and the bytes
        received."""
        raise NotImplementedError


class _Inline(_Workers):
    """One worker: this process (nothing pickled: a ruleset defined in a
    script or a notebook is solved too)."""

    def __init__(self) -> None:
        self._done: list[tuple[object, Reply | None, int]] = []

    def names(self) -> list[str]:
        return ["here"]

    def submit(self, name: str, task: Task) -> tuple[object, int]:
        handle = object()
        self._done.append((handle, run_task(task), 0))
        return handle, 0

    def wait(self, handles: Sequence[object]) -> list[tuple[object, Reply | None, int]]:
        done, self._done = self._done, []
        return done


def _serve(connection: Any) -> None:
    """A pool worker's loop: a pickled task in, its pickled reply out, until
    an empty message (or the pipe closes: a later worker holds a copy of
    this one's end, so the close alone may not be seen). An error is sent
    back as ``("error", message)``.

    A thread reads the tasks as they come: the coordinator sends a worker
    its next task before the last one is back (:attr:`_Workers.depth`), and
    a large task and a large reply crossing in the two directions of the
    pipe would otherwise each wait for the other to be read."""
    from cgt.core.collector import paused

    inbox: queue.SimpleQueue[bytes] = queue.SimpleQueue()

    def receive() -> None:
        data = b"-"
        while data:
            try:
                data = connection.recv_bytes()
            except (EOFError, OSError):
                data = b""
            inbox.put(data)

    threading.Thread(target=receive, name="cgt tiers: tasks", daemon=True).start()
    with paused:  # what it builds lives until the solve ends: no cyclic collections
        while True:
            data = inbox.get()
            if not data:
                return
            try:
                reply = _run_pickled(data)
            except CGTError as error:
                reply = pickle.dumps(("error", str(error)))
            except Exception as error:  # noqa: BLE001 (sent to the coordinator, raised there)
                reply = pickle.dumps(("error", f"{type(error).__name__}: {error}"))
            try:
                connection.send_bytes(reply)
            except OSError:
                return


class _Pool(_Workers):
    """Processes of this machine, each fed by a pipe (forked when this
    process runs one thread, else from a fork server or spawned), each
    given two tasks at once."""

    depth = 2

    def __init__(self, count: int) -> None:
        import multiprocessing

        methods = multiprocessing.get_all_start_methods()
        if "fork" in methods and threading.active_count() == 1:
            method = "fork"
        else:
            method = "forkserver" if "forkserver" in methods else "spawn"
        context: Any = multiprocessing.get_context(method)
        self._pipes: dict[str, Any] = {}
        self._processes: dict[str, Any] = {}
        for _ in range(count):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs,), daemon=True)
            process.start()
            theirs.close()
            name = str(process.pid)
            self._pipes[name], self._processes[name] = mine, process
        #: The tasks sent to each worker and not back yet, oldest first.
        self._busy: dict[str, deque[object]] = {name: deque() for name in self._pipes}

    def names(self) -> list[str]:
        return list(self._pipes)

    def pids(self) -> list[int]:
        """The process ids of the workers still running."""
        return [int(name) for name in self._pipes]

    def submit(self, name: str, task: Task) -> tuple[object, int]:
        handle = object()
        data = pickle.dumps(task, pickle.HIGHEST_PROTOCOL)
        try:
            self._pipes[name].send_bytes(data)
        except OSError:
            pass  # lost: its reply, None, comes from wait()
        self._busy[name].append(handle)
        return handle, len(data)

    def wait(self, handles: Sequence[object]) -> list[tuple[object, Reply | None, int]]:
        from multiprocessing.connection import wait

        by_pipe = {self._pipes[name]: name for name, sent in self._busy.items() if sent}
        done: list[tuple[object, Reply | None, int]] = []
        for pipe in wait(list(by_pipe)):
            name = by_pipe[pipe]
            try:
                data = pipe.recv_bytes()  # type: ignore[union-attr]
            except (EOFError, OSError):  # lost, with every task it held
                done.extend((handle, None, 0) for handle in self._busy[name])
                self._lose(name)
                continue
            done.append((self._busy[name].popleft(), pickle.loads(data), len(data)))
        return done

    def _lose(self, name: str) -> None:
        del self._busy[name]
        self._pipes.pop(name).close()
        process = self._processes.pop(name)
        process.join(1)

    def close(self) -> None:
        for pipe in self._pipes.values():
            try:
                pipe.send_bytes(b"")
            except OSError:
                pass
            pipe.close()
        for process in self._processes.values():
            process.join(5)
            if process.is_alive():
                process.kill()
                process.join()


#: Seconds a solve waits for a Dask cluster that has no worker.
WORKER_WAIT = 120


class _Dask(_Workers):
    """The workers of a Dask cluster: a task goes to the worker named, or,
    if that one is lost, to another (whose state the reply tells). Each
    worker holds two tasks: a worker runs the tasks of one client in the
    order they were submitted (the scheduler's priorities), and one run out
    of order is answered "stale" and sent again."""

    smallest = 1024
    depth = 2

    def __init__(self, client: Any) -> None:
        self._client = client

    def names(self) -> list[str]:
        names = sorted(self._client.scheduler_info()["workers"])
        if not names:  # starting, or all lost and coming back: wait for one
            try:
                self._client.wait_for_workers(1, timeout=WORKER_WAIT)
            except TimeoutError:
                raise CGTError(f"tiers: the Dask cluster has had no worker for {WORKER_WAIT} s"
                               ) from None
            names = sorted(self._client.scheduler_info()["workers"])
        return names

    def submit(self, name: str, task: Task) -> tuple[object, int]:
        data = pickle.dumps(task, pickle.HIGHEST_PROTOCOL)
        future = self._client.submit(_run_pickled, data, workers=[name],
                                     allow_other_workers=True, pure=False)
        return future, len(data)

    def wait(self, handles: Sequence[object]) -> list[tuple[object, Reply | None, int]]:
        from distributed import wait

        done, _ = wait(list(handles), return_when="FIRST_COMPLETED")
        replies: list[tuple[object, Reply | None, int]] = []
        for future in done:
            try:
                data = future.result()
            except Exception:  # noqa: BLE001 (a lost worker: KilledWorker, a closed comm...)
                replies.append((future, None, 0))
                continue
            replies.append((future, pickle.loads(data), len(data)))
        return replies


@contextmanager
def _workers(count: int, client: Any) -> Iterator[_Workers]:
    if client is not None:
        yield _Dask(client)
    elif count == 1:
        yield _Inline()
    else:
        pool = _Pool(count)
        try:
            yield pool
        finally:
            pool.close()


# -- the coordinator --------------------------------------------------------------------


@dataclass(frozen=True)
class TierStats:
    """One tier of a solve: its positions (expanded and valued here; those
    read from the store are not counted), the CPU seconds the workers spent
    expanding and valuing them, and the bytes that crossed to and from the
    workers for them."""

    tier: int
    positions: int
    expand_cpu: float
    value_cpu: float
    bytes_out: int
    bytes_in: int


@dataclass(frozen=True)
class TierRun:
    """What :func:`run_tiers` did: the value, the positions valued by the
    workers and those read from the store, each tier's figures (lowest
    first), each worker's CPU seconds (by pid), the coordinator's CPU
    seconds and the wall-clock seconds, and the chunks sent again because
    their worker was lost or lacked what they assumed."""

    value: Game
    positions: int
    read: int
    tiers: tuple[TierStats, ...]
    worker_cpu: dict[int, float]
    coordinator_cpu: float
    seconds: float
    resent: int

    @property
    def cpu(self) -> float:
        """CPU seconds of the whole solve: the workers' and the coordinator's
        (one worker: the coordinator's alone, which runs its tasks)."""
        if set(self.worker_cpu) == {os.getpid()}:
            return self.coordinator_cpu
        return self.coordinator_cpu + sum(self.worker_cpu.values())


def solve_tiers(root: Any, *, workers: int | None = None, client: Any = None,
                store: ValueStore | str | os.PathLike[str] | None = None) -> Game:
    """The value of ``root`` solved tier by tier (see the module's docstring)
    on ``workers`` processes (default: one per core) or on the Dask cluster
    of ``client``, inside ``store`` if given."""
    return run_tiers(root, workers=workers, client=client, store=store).value


def run_tiers(root: Any, *, workers: int | None = None, client: Any = None,
              store: ValueStore | str | os.PathLike[str] | None = None,
              chunk: int = 4096) -> TierRun:
    """:func:`solve_tiers`, and what it did (:class:`TierRun`). Each worker
    takes at most ``chunk`` positions at a time (fewer, so that a tier is
    dealt out in about four chunks a worker)."""
    if not is_tiered(root):
        raise CGTError(f"{type(root).__name__} declares no tiers (Position.tier and from_key)")
    if client is None:
        if workers is None:
            workers = os.cpu_count() or 1
        if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
            raise CGTError(f"workers must be a positive integer, not {workers!r}")
    began, clock = time.perf_counter(), time.process_time()
    with _opened(store) as opened, _workers(workers or 1, client) as pool:
        solve = _Solve(type(root), pool, opened, chunk)
        value = solve.run(root)
        opened_commit = opened.commit if opened is not None else None
        if opened_commit is not None:
            opened_commit()
    from cgt.values.game import wrap

    return TierRun(wrap(value), solve.valued, solve.read, tuple(solve.stats),
                   dict(solve.worker_cpu), time.process_time() - clock,
                   time.perf_counter() - began, solve.resent)


@contextmanager
def _opened(store: ValueStore | str | os.PathLike[str] | None) -> Iterator[ValueStore | None]:
    """The store as a :class:`ValueStore` (opened here from a path, and
    closed at the end), or None."""
    if store is None:
        yield None
        return
    from cgt.scale.store import ValueStore

    if isinstance(store, ValueStore):
        yield store
        return
    opened = ValueStore(store)
    try:
        yield opened
    finally:
        opened.close()


#: The most values the coordinator commits to the store at once.
WRITE_BATCH = 50_000

#: A task's work: its phase, tier, keys and (to value) their options.
_Chunk = tuple[Phase, int, list[int], bytes]


class _Solve:
    """The coordinator of one solve: the tiers found, the games numbered,
    the values sent to each worker, and the figures."""

    def __init__(self, ruleset: type, pool: _Workers, store: ValueStore | None,
                 chunk: int) -> None:
        self.ruleset, self.pool, self.store, self.chunk = ruleset, pool, store, chunk
        #: Told of each chunk valued (a progress bar: cgt.reporting_progress).
        self.reporter: Any = current_context().reporter
        #: Whether the store holds values of the ruleset (else none is looked up).
        self.stored = store is not None and store.holds(ruleset)
        #: The values for the store, written by a thread of their own while
        #: this one deals out the chunks (SQLite leaves the lock as it writes).
        self.writer: queue.SimpleQueue[tuple[list[int], list[Form]] | None] | None = None
        self.solve_id = uuid.uuid4().hex
        self.games = GameIds()
        self.known: dict[int, int] = {}  # position key -> game number
        #: The values sent to the workers, a batch per tier (and one of
        #: those read from the store), and what each worker has had.
        self.batches: list[tuple[list[int], list[int]]] = []
        self.read_keys: list[int] = []
        self.sent: dict[str, tuple[int, int]] = {}
        self.stats: list[TierStats] = []
        self.worker_cpu: dict[int, float] = {}
        self.valued = self.read = self.resent = 0
        #: The chunks of each tier expanded: keys, and their options (pickled).
        self.expanded: dict[int, list[tuple[list[int], bytes]]] = {}
        #: Each tier's CPU seconds expanding and valuing, bytes out and in.
        self.figures: dict[int, list[float]] = {}

    def run(self, root: Any) -> Form:
        key, sign = _reference(root)
        self._down(key, root.tier())
        if self.read_keys:  # the values read from the store go to the workers first
            self.batches.append((self.read_keys, [self.known[k] for k in self.read_keys]))
        with self._writing():
            self._up()
        self._remember()
        value = self.games.forms[self.known[key]]
        return negate(value) if sign else value

    def _down(self, root: int, top: int) -> None:
        """Expand every position reachable from the key ``root`` (of tier
        ``top``) that the store does not hold: the keys met wait in their
        tiers, and an idle worker takes a chunk of the highest tier that
        has some (no wait between tiers: a key is expanded once whenever it
        is found)."""
        waiting: dict[int, list[int]] = {top: [root]}
        order = [-top]
        seen = {root}
        expanded = self.expanded

        def next_task() -> _Chunk | None:
            while order:
                tier = -order[0]
                keys = waiting[tier]
                if not keys:
                    heapq.heappop(order)
                    del waiting[tier]
                    continue
                size = self._size(len(keys))
                part = self._unknown(keys[-size:])
                del keys[-size:]
                if part:
                    return (Phase.EXPAND, tier, part, b"")
            return None

        def done(chunk: _Chunk, reply: Any) -> None:
            _, tier, part, _ = chunk
            options, met, met_tiers = reply
            expanded.setdefault(tier, []).append((part, options))
            for k, below in zip(met, met_tiers, strict=True):
                if k not in seen:
                    seen.add(k)
                    found = waiting.get(below)
                    if found is None:
                        waiting[below] = [k]
                        heapq.heappush(order, -below)
                    else:
                        found.append(k)

        self._dispatch(next_task, done)

    def _up(self) -> None:
        """Value the tiers expanded, from the lowest up: the chunks of a tier
        go out once every tier below is valued (its values sent with them),
        and each chunk's values go to the store as they come back."""
        tiers = sorted(self.expanded, reverse=True)
        queue: list[tuple[list[int], bytes]] = []
        running = [0]  # chunks of the tier being valued not back yet
        keys_done: list[int] = []
        numbers_done: list[int] = []

        def next_task() -> _Chunk | None:
            if not queue and not running[0] and tiers:  # the next tier
                queue.extend(self.expanded.pop(tiers[-1]))
                queue.reverse()
            if not queue:
                return None
            running[0] += 1
            part, options = queue.pop()
            return (Phase.VALUE, tiers[-1], part, options)

        def done(chunk: _Chunk, reply: Any) -> None:
            _, tier, part, _ = chunk
            refs, fresh = reply
            numbers = self.games.adopt(fresh, refs)
            self._keep(part, numbers)
            if self.reporter is not None:
                self.reporter.count(len(part))
            keys_done.extend(part)
            numbers_done.extend(numbers)
            running[0] -= 1
            if running[0] or queue:
                return
            # The tier is valued: its values go to the workers with the next tier.
            self.known.update(zip(keys_done, numbers_done, strict=True))
            self.batches.append((keys_done[:], numbers_done[:]))
            self.valued += len(keys_done)
            figure = self.figures.get(tier, [0.0, 0.0, 0, 0])
            self.stats.append(TierStats(tier, len(keys_done), figure[0], figure[1],
                                        int(figure[2]), int(figure[3])))
            keys_done.clear()
            numbers_done.clear()
            tiers.pop()

        self._dispatch(next_task, done)

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """Inside the block, :meth:`_keep` hands the values to a thread that
        writes them to the store (if any); the block ends when all are written."""
        store = self.store
        if store is None:
            yield
            return
        values: queue.SimpleQueue[tuple[list[int], list[Form]] | None] = queue.SimpleQueue()
        failed: list[BaseException] = []

        def write() -> None:
            ruleset, ended = self.ruleset, False
            while not ended:
                # What has come, committed together (fewer, larger transactions).
                keys: list[int] = []
                forms: list[Form] = []
                item = values.get()
                while item is not None:
                    keys.extend(item[0])
                    forms.extend(item[1])
                    if len(keys) >= WRITE_BATCH or values.empty():
                        break
                    item = values.get()
                ended = item is None
                if failed or not keys:
                    continue  # drained, not written: the error is raised below
                try:
                    store.put_many(ruleset, "value", keys, forms)
                except BaseException as error:  # noqa: BLE001 (raised by the solving thread)
                    failed.append(error)

        thread = threading.Thread(target=write, name="cgt tiers: store", daemon=True)
        thread.start()
        self.writer = values
        try:
            yield
        finally:
            self.writer = None
            values.put(None)
            thread.join()
        if failed:
            raise failed[0]

    def _unknown(self, keys: list[int]) -> list[int]:
        """The keys of ``keys`` whose values the store does not hold; those it
        holds are numbered, to be sent to the workers."""
        store = self.store
        if store is None or not self.stored:
            return keys
        missing = []
        for key in keys:
            found = store.lookup(self.ruleset, "value", key, solving=True)
            if found is None:
                missing.append(key)
            else:
                self.known[key] = self.games.number(found)
                self.read_keys.append(key)
                self.read += 1
        return missing

    def _size(self, waiting: int) -> int:
        """The keys of a chunk when ``waiting`` wait in its tier: a share of
        them that shrinks as they go (the workers end a tier together), at
        least the workers' :attr:`_Workers.smallest` and at most :attr:`chunk`."""
        share = waiting // (2 * max(1, len(self.pool.names())))
        return max(self.pool.smallest, min(self.chunk, share))

    def _dispatch(self, next_task: Callable[[], _Chunk | None],
                  done: Callable[[_Chunk, Any], None]) -> None:
        """Give each idle worker the next task (``next_task``: None while
        there is none for now) until there is none and none is running;
        ``done`` takes each result. A chunk whose worker was lost, or lacked
        what the chunk assumed, goes out again."""
        running: dict[object, tuple[str, _Chunk, int]] = {}
        again: list[_Chunk] = []
        depth = self.pool.depth
        while True:
            held = Counter(name for name, _, _ in running.values())
            # A free place of each worker, the idlest last (they go first).
            idle = [name for level in reversed(range(depth)) for name in self.pool.names()
                    if held[name] <= level]
            while idle:
                chunk = again.pop() if again else next_task()
                if chunk is None:
                    break
                name = idle.pop()
                handle, out = self.pool.submit(name, self._task(name, *chunk))
                running[handle] = (name, chunk, out)
            if not running:
                if again:
                    raise CGTError("tiers: every worker was lost")
                return
            for handle, reply, back in self.pool.wait(list(running)):
                name, chunk, out = running.pop(handle)
                if reply is None:  # the worker was lost: its chunk goes again
                    self.sent.pop(name, None)
                    again.append(chunk)
                    self.resent += 1
                    continue
                if reply[0] == "error":
                    raise CGTError(reply[1])
                if reply[0] == "stale":  # it lacks what we thought: send it all again
                    self.sent[reply[1]] = (reply[2], reply[3])
                    if reply[1] != name:
                        self.sent.pop(name, None)
                    again.append(chunk)
                    self.resent += 1
                    continue
                result, cpu, pid = reply
                self.worker_cpu[pid] = self.worker_cpu.get(pid, 0.0) + cpu
                figure = self.figures.setdefault(chunk[1], [0.0, 0.0, 0, 0])
                figure[0 if chunk[0] is Phase.EXPAND else 1] += cpu
                figure[2] += out
                figure[3] += back
                done(chunk, result)

    def _task(self, name: str, phase: Phase, tier: int, keys: list[int],
              options: bytes) -> Task:
        """The task of a chunk for worker ``name``, with the games and values
        it has not had yet."""
        games_from, batches_from = self.sent.get(name, (0, 0))
        if games_from > len(self.games) or batches_from > len(self.batches):
            games_from = batches_from = 0
        task = Task(self.solve_id, self.ruleset, phase, tier, keys, options, games_from,
                    self.games.rows[games_from:], batches_from, self.batches[batches_from:])
        self.sent[name] = (len(self.games), len(self.batches))
        return task

    def _keep(self, keys: list[int], numbers: list[int]) -> None:
        """Have a chunk's values written to the store, by the writer thread
        (committed in batches as they go: a solve killed then goes on from
        the last commit)."""
        if self.writer is not None:
            forms = self.games.forms
            self.writer.put((keys, [forms[number] for number in numbers]))

    def _remember(self) -> None:
        """Put every value in this process's table: what asks next (a report's
        winning moves) finds it solved."""
        forms = self.games.forms
        # The highest tiers last: those are kept if the table cannot hold all.
        table_for(self.ruleset, "value").store_many(
            (key, forms[number]) for key, number in self.known.items())


def _reference(position: Any) -> tuple[int, bool]:
    """The key a position is solved under (its own or, when lesser, its
    conjugate's) and whether its value is minus that key's."""
    key = position.key()
    conjugate = position.conjugate_key()
    if conjugate is not None and conjugate < key:
        return conjugate, True
    return key, False


"""What a solve is handed: the store it reads and writes, the reporter it
counts to, the memory budget it keeps, the order it searches in.

The solvers (:func:`cgt.positions.solver.solve`, the engines of the
rulesets behind their ``direct_value`` hook) take a :class:`SolveContext`
as an argument and never look around for one. The user sets one the way
that reads best in a script or a notebook, for the code inside a block:

- ``with store:`` (a :class:`cgt.ValueStore`), or
  :func:`cgt.positions.answers.answering`, for the store;
- :func:`cgt.reporting_progress`, for the reporter;
- :func:`cgt.set_memory_limit`, for the budget (a setting of the process);
- :func:`explore_in_reverse`, for the order (a setting of the process: the
  workers of a pool search in opposite orders);

and :func:`current_context` reads them, here and nowhere else, once, at the
entry of a solve. A solve then runs the same code with or without them:
what they add is a look-up, a count and a check per position.

The workers of :meth:`cgt.Position.solve` (a process pool, a Dask cluster)
are the layer above, :mod:`cgt.scale`, which calls this solver on each of
them: the one thing a position asks of that layer is a :class:`Runner`,
which :mod:`cgt.scale` registers here when it is imported
(:func:`register_runner`; the public names of :mod:`cgt` import it with
those of the positions). So no module of this layer imports it.

>>> current_context() is EMPTY  # no block around: nothing watches a solve
True
>>> EMPTY.walks
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol

from cgt.core.budget import Budget, active_budget, on_free
from cgt.errors import CGTError
from cgt.positions.answers import ACTIVE as _STORE
from cgt.positions.answers import Answers
from cgt.positions.reporting import ACTIVE as _REPORTER
from cgt.positions.reporting import Counting
from cgt.positions.tables import clear_tables

if TYPE_CHECKING:
    from cgt.values.game import Game

__all__ = ["EMPTY", "Runner", "SolveContext", "current_context", "explore_in_reverse",
           "register_runner", "runner"]


@dataclass(frozen=True, slots=True)
class SolveContext:
    """The context of one solve (see the module's docstring).

    >>> from cgt.positions.progress import Reporter
    >>> context = SolveContext(reporter=Reporter(None))
    >>> context.walks, context.store is None
    (True, True)
    """

    #: Where the answers are read before a position is solved, and written
    #: after (a :class:`cgt.ValueStore`, the answers the workers of a pool
    #: share), or None.
    store: Answers | None = None
    #: Told of each position solved (a :class:`cgt.positions.progress.Reporter`), or None.
    reporter: Counting | None = None
    #: Ticked for each position solved, and frees memory past its limit
    #: (:mod:`cgt.core.budget`), or None.
    budget: Budget | None = None
    #: Search each position's options from the last right option to the
    #: first left one (see :func:`explore_in_reverse`).
    reverse: bool = False

    @property
    def walks(self) -> bool:
        """Whether the solve must visit the positions one by one, in the
        solver's order: a store reads and writes each of them, a reporter
        counts them, and the reverse order is an order of positions. A
        ruleset's engine (its ``direct_value``), which values a board by a
        means of its own, is then not asked."""
        return self.store is not None or self.reporter is not None or self.reverse


#: The context of a solve that nothing watches.
EMPTY: Final = SolveContext()


class _Order:
    """The order of search of this process (see :func:`explore_in_reverse`)."""

    reverse = False


_ORDER = _Order()


def explore_in_reverse(reverse: bool) -> None:
    """Search each position's options from the last right option to the
    first left one (``True``), or in their order (``False``, the default),
    in the solves of this process that are not handed a context. The
    answers are the same; two processes that share what they solve
    (:mod:`cgt.scale.shared`) search different parts of a game first, and
    so solve fewer positions twice."""
    _ORDER.reverse = bool(reverse)


def current_context() -> SolveContext:
    """The context the user's blocks around this call set (see the module's
    docstring): the store of the innermost ``with store:``, the reporter of
    the innermost :func:`cgt.reporting_progress` that reports to someone
    (both of this thread or task), the memory limit and the order of search
    of the process. This is the one place the library reads them."""
    store, reporter, budget = _STORE.get(), _REPORTER.get(), active_budget()
    reverse = _ORDER.reverse
    if store is None and reporter is None and budget is None and not reverse:
        return EMPTY
    return SolveContext(store, reporter, budget, reverse)


@on_free
def _spill() -> None:
    """A free of the memory limit (:mod:`cgt.core.budget`) inside a store:
    the tables of positions are emptied, since what they forget is read back
    from the store (a store forgets its own caches by a hook of its own,
    :mod:`cgt.scale.store`). Without a store the tables are kept: every
    position forgotten would be solved again when met, and its subpositions
    with it, which can take exponentially long."""
    if current_context().store is not None:
        clear_tables()


class Runner(Protocol):
    """What solves one position on workers, as :meth:`cgt.Position.solve`
    asks: on ``workers`` processes (None: one per core) or the Dask cluster
    of ``client``, inside the value store ``store`` (a
    :class:`cgt.ValueStore`, its path, or None);
    :func:`cgt.scale.parallel.solve_split` is the one :mod:`cgt.scale`
    registers."""

    def __call__(self, position: Any, *, workers: int | None, client: Any,
                 store: Any) -> Game: ...


_RUNNERS: list[Runner] = []


def register_runner(runner: Runner) -> Runner:
    """Make ``runner`` the one :meth:`cgt.Position.solve` uses (the last
    registered wins); returns it, so that it decorates a function."""
    _RUNNERS.append(runner)
    return runner


def runner() -> Runner:
    """The runner registered last (see :func:`register_runner`)."""
    if not _RUNNERS:
        raise CGTError("solving on workers needs cgt.scale, which registers its runner "
                       "when it is imported: import cgt.scale (the public names of cgt, "
                       "such as cgt.Position, do) before Position.solve()")
    return _RUNNERS[-1]

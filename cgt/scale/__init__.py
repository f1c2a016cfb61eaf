"""Layer 6, scale: what makes a solve outlive its process and spread over
several.

The persistent value store (:mod:`.store`, SQLite), the process pools and
Dask clusters that solve many positions or one big one (:mod:`.parallel`;
tier by tier for the rulesets that declare tiers, :mod:`.tiers`),
the forked helpers of win/loss tables (:mod:`.forked`), and the answers the
workers of a pool share in memory (:mod:`.shared`, over the region of
:mod:`.region` and the games of :mod:`.gamelog`). The solver sees all of
them through one protocol, :class:`cgt.positions.answers.Answers`, in the
context it is handed (:mod:`cgt.positions.context`): this layer calls the
solver, never the other way round.

:meth:`cgt.Position.solve` (``workers=``, ``store=``, ``client=``) reaches
this layer through the one seam of :mod:`cgt.positions.context`: the runner
registered there when this package is imported (see
:func:`cgt.positions.context.register_runner`), which imports
:mod:`.parallel` (multiprocessing, Dask) only when it runs. The public names
of :mod:`cgt` import this package with the positions' names, so a ruleset
built on them finds it registered.

May import: every layer below (:mod:`cgt.positions` and down) and
:mod:`cgt.errors`; never :mod:`cgt.display`, :mod:`cgt.games` or :mod:`cgt.cli`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.positions.context import register_runner

if TYPE_CHECKING:
    from cgt.values.game import Game


@register_runner
def solve_on_workers(position: Any, *, workers: int | None, client: Any, store: Any) -> Game:
    """The runner of :meth:`cgt.Position.solve`, its modules imported when
    first asked. A position whose ruleset declares tiers is solved tier by
    tier (:func:`cgt.scale.tiers.solve_tiers`) on a Dask cluster, or on
    several workers inside a store; any other solve is split
    (:func:`cgt.scale.parallel.solve_split`).

    Why: the split's workers share their answers through shared memory,
    but through the store's file when there is one, and a cluster's
    workers through a file on a shared file system; the tiers' coordinator
    alone writes the store, in batches, and sends values through Dask.
    Measured on Alquerkonane 6x6 one-row, two workers (docs/tiers.md):
    without a store the split is the faster, inside a store the tiers are.

    >>> from cgt.positions.context import runner
    >>> from cgt.games.domineering import Domineering
    >>> runner() is solve_on_workers
    True
    >>> str(solve_on_workers(Domineering("...|..."), workers=1, client=None, store=None))
    '{2|-1/2}'
    """
    from cgt.scale.tiers import is_tiered, solve_tiers

    shared_through_files = client is not None or (store is not None and workers != 1)
    if shared_through_files and is_tiered(position):
        return solve_tiers(position, workers=workers, client=client, store=store)
    from cgt.scale.parallel import solve_split

    return solve_split(position, workers=workers, client=client, store=store)

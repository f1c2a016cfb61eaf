"""What the solvers do with a reporter (:class:`Counting`), where the
innermost :func:`~cgt.positions.progress.reporting_progress` keeps it, and
how big a solve is: what the solvers and the ``cgt`` command need of every
solve, apart from :mod:`cgt.positions.progress` (the reports, the reporters
and the progress bar), which is imported only where a report is asked for.
A solve finds its reporter in its context
(:func:`cgt.positions.context.current_context`).
"""

from __future__ import annotations

import contextvars
import math
import random
from typing import Any, Protocol

__all__ = ["ACTIVE", "Counting", "estimated_positions", "probed_positions"]


class Counting(Protocol):
    """What the solvers do with a reporter (a
    :class:`cgt.positions.progress.Reporter`): count the positions solved."""

    def count(self, positions: int = 1) -> None: ...


#: The reporter (a :class:`cgt.positions.progress.Reporter`) of the innermost
#: :func:`~cgt.positions.progress.reporting_progress` that reports to someone
#: (set and reset there only; read by :func:`cgt.positions.context.current_context`).
ACTIVE: contextvars.ContextVar[Any] = contextvars.ContextVar(
    "cgt_progress_reporter", default=None
)


def estimated_positions(position: Any) -> float | None:
    """About how many positions solving ``position`` visits; None when its
    ruleset does not say (no ``estimated_positions()`` hook). A position
    without the hook that splits into components is the sum of their
    estimates.

    >>> from cgt.games.wythoff import Wythoff
    >>> estimated_positions(Wythoff(2, 3) + Wythoff(3, 5)), estimated_positions(Wythoff(3, 5))
    (13.0, 1.0)
    >>> from cgt.games.domineering import Domineering
    >>> estimated_positions(Domineering("..|.."))  # no hook: probed (probed_positions)
    7.0
    """
    hook = getattr(position, "estimated_positions", None)
    if callable(hook):
        return float(hook())
    components = getattr(position, "components", None)
    parts = list(components()) if callable(components) else [position]
    if len(parts) == 1 and parts[0] is position:
        return probed_positions(position)
    known = [e for e in map(estimated_positions, parts) if e is not None]
    return math.fsum(known) if known else None


#: Random descents made by :func:`probed_positions`, and how deep each goes.
PROBES, PROBE_DEPTH = 12, 400


def probed_positions(position: Any, *, probes: int = PROBES, seed: int = 0) -> float | None:
    """About how many positions the short-game solver visits from ``position``,
    for a ruleset that does not say (no ``estimated_positions()`` hook): the
    one mechanism behind ``--max-positions`` for every ruleset.

    Knuth's estimator ("Estimating the efficiency of backtrack programs",
    1975): a random descent that meets ``b_1, b_2, ...`` moves at its levels
    estimates ``b_1 b_2 ... b_d`` nodes at depth ``d`` of the game tree. The
    solver visits each position once, and ``d`` moves that commute reach
    one position in ``d!`` orders (dominoes, stones, marks: the moves of most
    rulesets), so depth ``d`` counts ``b_1 ... b_d / d!``; the estimate is
    the mean over ``probes`` descents (seeded: the same answer each time)
    of the sum over the depths. It is the order of magnitude, before any
    work: a few hundred move lists. None for loopy positions (their graphs
    are solved by retrograde analysis) and for objects without moves.

    >>> from cgt.games.domineering import Domineering
    >>> small, large = Domineering.rectangle(2, 2), Domineering.rectangle(7, 7)
    >>> f"{probed_positions(small):.0f}", f"{probed_positions(large):.1e}"
    ('7', '1.2e+13')
    """
    if hasattr(position, "result") or hasattr(position, "left_result"):
        return None
    impartial = callable(getattr(position, "moves", None))
    if not impartial and not callable(getattr(position, "left_moves", None)):
        return None
    generator = random.Random(seed)
    total = 0.0
    for _ in range(probes):
        weight, p = 1.0, position
        for depth in range(1, PROBE_DEPTH + 1):
            options = list(p.moves()) if impartial else [*p.left_moves(), *p.right_moves()]
            if not options:
                break
            weight = weight * len(options) / depth
            total += weight
            if math.isinf(total):
                return math.inf
            p = generator.choice(options)
    return 1.0 + total / probes

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
from typing import Any, Protocol

__all__ = ["ACTIVE", "Counting", "estimated_positions"]


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
    >>> estimated_positions(Domineering("..|..")) is None
    True
    """
    hook = getattr(position, "estimated_positions", None)
    if callable(hook):
        return float(hook())
    components = getattr(position, "components", None)
    if not callable(components):
        return None
    parts = list(components())
    if len(parts) == 1 and parts[0] is position:
        return None
    known = [e for e in map(estimated_positions, parts) if e is not None]
    return math.fsum(known) if known else None

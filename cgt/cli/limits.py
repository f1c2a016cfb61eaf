"""The size of a solve, told before it starts: ``--max-positions``.

``cgt report`` and ``cgt tree`` ask a position how much work its value is
before they start, and refuse what cannot finish in reasonable time with
one line that gives the estimate, instead of running until Ctrl-C. A
ruleset tells the size through an optional hook of its positions,
``estimated_positions()``: about how many positions (or cells of a table)
finding the value visits, as a float (``math.inf`` when too many to
count). A ruleset that answers large positions by a formula says so by a
small estimate. A position without the hook is the sum of its components'
estimates when it splits into parts, and is not checked otherwise
(:func:`cgt.positions.reporting.estimated_positions`, which also gives the
progress display its time left).

>>> from cgt.games.chomp import Chomp
>>> estimated_positions(Chomp([7] * 6))
1715.0
>>> check_size(Chomp([30] * 30), 1_000_000, "Chomp 30x30")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cgt.errors.CGTError: Chomp 30x30: solving it means visiting about 1.2e+17 positions, ...
"""

from __future__ import annotations

import math
from typing import Any

import cgt
from cgt.positions.reporting import estimated_positions

__all__ = ["DEFAULT_MAX_POSITIONS", "check_size", "estimated_positions"]

#: The most positions ``cgt report`` and ``cgt tree`` solve unless told more
#: (``--max-positions``): a minute or two of Chomp (11 x 11 has 705,431).
DEFAULT_MAX_POSITIONS = 1_000_000

#: Beyond this many positions, raising the limit is not worth suggesting.
_HOPELESS = 10**10


def check_size(position: Any, limit: int, name: str) -> None:
    """Raise a CGTError naming ``name`` (the position as the user wrote it)
    when solving ``position`` needs more than ``limit`` positions."""
    estimate = estimated_positions(position)
    if estimate is None or estimate <= limit:
        return
    if estimate > _HOPELESS:
        advice = "far too many to finish; give a smaller position"
    else:
        advice = (f"give a smaller position, or pass --max-positions {math.ceil(estimate)} "
                  "to solve it anyway")
    raise cgt.CGTError(
        f"{name}: solving it means visiting {_about(estimate)} positions, more than "
        f"the {limit:,} that --max-positions allows: {advice}"
    )


def _about(estimate: float) -> str:
    """About ``1,715``, about ``1.2e+17``, or more than a float holds.

    >>> _about(1715.0), _about(1.18e17), _about(math.inf)
    ('about 1,715', 'about 1.2e+17', 'more than 1e+308')
    """
    if math.isinf(estimate):
        return "more than 1e+308"
    return f"about {estimate:,.0f}" if estimate < 1e7 else f"about {estimate:.2g}"

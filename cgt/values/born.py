"""The games born by day ``n``, as public games (see :mod:`cgt.theory.born`).

>>> from cgt.values.born import born_by_day
>>> [len(born_by_day(day)) for day in range(4)]
[1, 4, 22, 1474]
>>> born_by_day(1)
(cgt.parse('0'), cgt.parse('-1'), cgt.parse('1'), cgt.parse('*'))
"""

from __future__ import annotations

from cgt.theory import born
from cgt.values.game import Game, wrap

__all__ = ["born_by_day"]


def born_by_day(day: int) -> tuple[Game, ...]:
    """Every canonical game born by ``day`` (0 to 3), once each: 1, 4, 22
    and 1474 of them (Siegel, *CGT*, III.1)."""
    return tuple(wrap(g) for g in born.born_by(day))

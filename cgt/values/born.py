"""The games born by day ``n``, as public games, and their lattice (see
:mod:`cgt.theory.born`).

>>> from cgt.values.born import born_by_day, lattice_join, lattice_meet
>>> [len(born_by_day(day)) for day in range(4)]
[1, 4, 22, 1474]
>>> born_by_day(1)
(cgt.parse('0'), cgt.parse('-1'), cgt.parse('1'), cgt.parse('*'))
>>> lattice_join(0, "*", 2), lattice_meet("^", "*", 2)
(cgt.parse('1/2'), cgt.parse('v*'))
"""

from __future__ import annotations

from cgt.theory import born
from cgt.values.game import Game, as_form, wrap

__all__ = ["born_by_day", "lattice_join", "lattice_meet"]


def born_by_day(day: int) -> tuple[Game, ...]:
    """Every canonical game born by ``day`` (0 to 3), once each: 1, 4, 22
    and 1474 of them (Siegel, *CGT*, III.1)."""
    return tuple(wrap(g) for g in born.born_by(day))


def lattice_join(g: object, h: object, day: int) -> Game:
    """``G ∨ H`` in the lattice of games born by ``day`` (0 to 4): the
    least of them that is ``>= G`` and ``>= H`` (Calistrate, Paulhus and
    Wolfe 2002; Siegel, *CGT*, III.1). ``G`` and ``H`` are games (or their
    text) born by ``day``."""
    return wrap(born.join(as_form(g), as_form(h), day))


def lattice_meet(g: object, h: object, day: int) -> Game:
    """``G ∧ H`` in the lattice of games born by ``day`` (0 to 4): the
    greatest of them that is ``<= G`` and ``<= H``."""
    return wrap(born.meet(as_form(g), as_form(h), day))

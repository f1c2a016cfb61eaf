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

import operator
from typing import SupportsIndex

from cgt.core.form import Form
from cgt.errors import CGTError
from cgt.theory import born
from cgt.values.game import Game, as_form, wrap

__all__ = ["born_by_day", "lattice_join", "lattice_meet"]


def born_by_day(day: int) -> tuple[Game, ...]:
    """Every canonical game born by ``day`` (0 to 3), once each: 1, 4, 22
    and 1474 of them (Siegel, *CGT*, III.1)."""
    return tuple(wrap(g) for g in born.born_by(_day(day)))


def lattice_join(g: object, h: object, day: int) -> Game:
    """``G ∨ H`` in the lattice of games born by ``day`` (0 to 4): the
    least of them that is ``>= G`` and ``>= H`` (Calistrate, Paulhus and
    Wolfe 2002; Siegel, *CGT*, III.1). ``G`` and ``H`` are games (or their
    text) born by ``day``."""
    return wrap(born.join(*_in_lattice(g, h, day)))


def lattice_meet(g: object, h: object, day: int) -> Game:
    """``G ∧ H`` in the lattice of games born by ``day`` (0 to 4): the
    greatest of them that is ``<= G`` and ``<= H``."""
    return wrap(born.meet(*_in_lattice(g, h, day)))


def _in_lattice(g: object, h: object, day: object) -> tuple[Form, Form, int]:
    """The forms of ``g`` and ``h`` and the day, once each is known to be
    in the lattice of games born by that day; CGTError naming the one that
    is not.

    >>> lattice_join("^", 0, 1)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: ^ is born on day 2, after day 1: ... games born by day 1
    """
    when = _day(day)
    forms = as_form(g), as_form(h)
    for form in forms:
        if form.birthday > when:
            raise CGTError(f"{wrap(form)} is born on day {form.birthday}, after day {when}: "
                           f"it is not in the lattice of games born by day {when}")
    return forms[0], forms[1], when


def _day(day: object) -> int:
    """``day`` as an int; CGTError naming it when it is not an integer.

    >>> _day(2.5)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: a day must be an integer, not 2.5
    """
    if isinstance(day, bool) or not isinstance(day, SupportsIndex):
        raise CGTError(f"a day must be an integer, not {day!r:.40}")
    return operator.index(day)

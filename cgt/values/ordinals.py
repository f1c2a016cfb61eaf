"""``cgt.ordinal``: an ordinal with Cantor's sum and product, from text read
as :func:`cgt.parse` reads it.

Text naming omega is read by one reader, the expression language of
``cgt value`` (lent in :mod:`cgt.core.slots`); this function lives
on the floor of :func:`cgt.parse` so that it reaches that reader as
``cgt.parse`` does, and hands what it reads to
:class:`~cgt.transfinite.ordinal.Ordinal`.
"""

from __future__ import annotations

from cgt.errors import CGTError, shown
from cgt.transfinite.ordinal import Ordinal
from cgt.values.entry import parse
from cgt.values.game import Game

__all__ = ["ordinal"]


def ordinal(value: object) -> Ordinal:
    """An :class:`~cgt.transfinite.ordinal.Ordinal` (``+`` and ``*`` are
    Cantor's) from text (read as :func:`cgt.parse` reads it: there ``+`` and
    ``*`` are the natural operations), an ``int`` or a generalized ordinal.

    >>> import cgt
    >>> a = ordinal("omega^2 + 3")
    >>> a, 1 + a, a + 1, a.natural_sum(ordinal("omega"))
    (cgt.ordinal('ω^2+3'), cgt.ordinal('ω^2+3'), cgt.ordinal('ω^2+4'), cgt.ordinal('ω^2+ω+3'))
    >>> ordinal("(omega+1)*(omega+1)"), ordinal("5")
    (cgt.ordinal('ω^2+ω×2+1'), cgt.ordinal('5'))
    >>> ordinal("1/2")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: '1/2' is 1/2, not an ordinal
    """
    if isinstance(value, str):
        read = parse(value)
        if isinstance(read, Game):  # a short game: an ordinal only if a natural number
            if read.is_number and read.number.denominator == 1 and read.number >= 0:
                return Ordinal(int(read.number))
            raise CGTError(f"{shown(value)} is {read}, not an ordinal")
        return Ordinal(read)
    return Ordinal(value)

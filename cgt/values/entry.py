"""The two most called makers of games, :func:`cgt.parse` and
:func:`cgt.nimber`, compiled with the core (documented here; the
compiled functions keep no docstrings, as mypyc builds them).

:mod:`cgt.values.make` publishes them under their typed signatures
(``parse(text: str)``, ``nimber(n: int)``); here they take any object and
check it themselves, so that a compiled core says what is wrong exactly as
the pure one does (a CGTError for ``nimber("3")``, a TypeError for
``parse(3)``) instead of failing mypyc's check of an annotated argument.
Compiled, a call is one C call: a sum of 20,000 nimbers read one at a time
spends no time in the interpreter between the loop and the store.

>>> parse("*3") is nimber(3), parse("{0|*}"), nimber(2**70).birthday == 2**70
(True, cgt.parse('^'), True)
"""

from __future__ import annotations

import threading
from typing import Any, Final

from cgt.core import form
from cgt.core.dyadic import Dyadic
from cgt.core.public import nim_published, nus_published
from cgt.core.slots import Slot, needed
from cgt.notation.loopy_text import is_loopy_text
from cgt.notation.parser import known as known_text
from cgt.notation.parser import parse_unknown, plain_parts
from cgt.notation.tokens import names_omega
from cgt.values.game import MAKE_GAME, Game, wrap

__all__ = ["nimber", "parse"]

_ZERO: Final = Dyadic(0)


def parse(text: object) -> Any:
    """The canonical game written in ``text`` (CGSuite plain-text notation:
    see :mod:`cgt.notation.parser`): a :class:`~cgt.values.game.Game`, or
    for loopy text (``on``, ``over``, ``{pass|*}``, ``a{0|{a|*}}``,
    ``on & off``: see :mod:`cgt.notation.loopy`) a
    :class:`~cgt.values.stopper.Stopper` or, for a game that is not a
    stopper, a :class:`~cgt.values.stopper.SidedValue`.

    Raises :class:`~cgt.errors.ParseError` (a :class:`~cgt.errors.CGTError`)
    for malformed text, and ``TypeError`` when ``text`` is not a ``str``.

    >>> parse("+-1") == parse("±1") == parse("{1|-1}")
    True
    >>> parse("{0|pass}"), parse("over + ^"), parse("{pass|pass}")
    (cgt.parse('over'), cgt.parse('over'), cgt.parse('dud'))
    >>> parse(3)
    Traceback (most recent call last):
    ...
    TypeError: parse() needs a str, not int
    """
    if not isinstance(text, str):
        raise TypeError(f"parse() needs a str, not {type(text).__name__}")
    # The most frequent texts, a nimber *n or an integer, are read at once,
    # and a new one is made with its Game in one trip through the store's lock:
    # *n here (no tuple), the integers by plain_parts.
    if text.startswith("*"):
        nim = _nim_value(text)
        if nim >= 0:
            made: Any = nim_published(nim, MAKE_GAME)
            return made
    parts = plain_parts(text) if text else None
    if parts is not None:
        x, nim = parts
        made = nus_published(Dyadic(x) if x else _ZERO, 0, nim, MAKE_GAME)
        return made
    # A text read before is short and never loopy: found in one call,
    # without the scan for loopy notation.
    value = known_text(text)
    if value is None:
        if is_loopy_text(text):
            return _loopy_value(text)
        if names_omega(text):
            return _transfinite_value(text)
        value = parse_unknown(text)
    return wrap(value)


#: Held while the readers imported on demand are imported. Two threads that
#: import them at once could each hold a module the other one needs (the
#: loopy reader and the loopy values import modules in common, in different
#: orders); Python's import then breaks the deadlock by handing one thread a
#: module half made, and the import fails: issue 37 saw an ImportError at the
#: first concurrent loopy parse, compiled. With this lock one thread imports
#: them all while the others wait. Re-entrant: a module being imported may
#: read loopy text itself.
_READERS_IMPORT: Final = threading.RLock()


def _loopy_value(text: str) -> Any:
    """The loopy value of ``text``. The loopy reader and values are imported
    only now: reading short games (and every ``cgt`` command on them) never
    imports them."""
    with _READERS_IMPORT:
        from cgt.notation.loopy import parse_loopy
        from cgt.values.stopper import wrap_value
    return wrap_value(parse_loopy(text))


def _transfinite_value(text: str) -> Any:
    """CGSuite's transfinite value (a surreal number, an ordinal, ``*omega``)
    of ``text``, read by the expression language of ``cgt value`` (one reader
    for both, lent in :data:`cgt.core.slots.Slot.READER`)."""
    return needed(Slot.READER)(text)


def _nim_value(text: str) -> int:
    """``n`` for a text ``*n`` (``n`` in ASCII digits), else -1.

    >>> _nim_value("*305"), _nim_value("*"), _nim_value("*3a"), _nim_value("*٣")
    (305, -1, -1, -1)
    """
    size = len(text)
    if size <= 19:
        # Up to 18 digits, read one by one (compiled: an unboxed int in C, no
        # slice, no generic method call): the ASCII digits only, as the reader.
        if size < 2:
            return -1
        value = 0
        for i in range(1, size):
            digit = ord(text[i]) - 48
            if digit < 0 or digit > 9:
                return -1
            value = value * 10 + digit
        return value
    digits = text[1:]
    if len(digits) <= 4300 and digits.isdigit() and digits.isascii():
        return int(digits)
    return -1


def nimber(n: object) -> Game:
    """The nimber ``*n``.

    >>> nimber(3)
    cgt.parse('*3')
    >>> nimber(True)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: nim value True is not a non-negative integer
    """
    if type(n) is int and n >= 0:  # one lookup when *n and its Game exist
        made: Game = nim_published(n, MAKE_GAME)
        return made
    return wrap(form.nimber(n))  # it names what is wrong with n

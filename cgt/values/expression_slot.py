"""The slot where the display layer puts the expression language's reader of
values, which :func:`cgt.parse` hands a text naming omega.

A text naming omega (``omega + 1/2``, ``*omega * *omega``, ``omega + {1|0}``)
is read by the expression language of ``cgt value`` and the REPL
(:mod:`cgt.notation.expression`, computing with
:mod:`cgt.display.calculator`), so that ``cgt.parse`` and the command read
it alike: one reader. The calculator lives above this layer, which cannot
import it: :mod:`cgt.display.hooks` registers it here, and the package
``cgt`` imports that module before it hands out a name of this layer (as
:mod:`cgt.values.explorer_slot` does for the explorer). This module imports
nothing, so registering costs nothing at start-up.

>>> import cgt
>>> registered_reader()("omega + 1/2")
cgt.parse('(ω×2+1)/2')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.errors import CGTError

__all__ = ["register_reader", "registered_reader"]

_READERS: list[Callable[[str], Any]] = []


def register_reader(reader: Callable[[str], Any]) -> Callable[[str], Any]:
    """Make ``reader(text)`` the one :func:`cgt.parse` hands a text naming
    omega (the last registered wins); returns it, so that it decorates a function."""
    _READERS.append(reader)
    return reader


def registered_reader() -> Callable[[str], Any]:
    """The reader registered last, or a CGTError saying what to import."""
    if not _READERS:
        raise CGTError("reading omega needs the expression language of cgt.display, which "
                       "registers itself when imported: import cgt (or cgt.display.hooks)")
    return _READERS[-1]

r"""The slots where the display layer lends functions to the layers below it.

A lower layer cannot import an upper one (see docs/architecture.md). Yet
some values made below :mod:`cgt.display` need what it does:
:meth:`cgt.Game.explore` opens its explorer, :func:`cgt.parse` hands a text
naming omega to its expression language, and misère forms, quotients and
transfinite values draw themselves in notebooks and consoles with its
colours. Each of those is a :class:`Slot`: :mod:`cgt.display.hooks` fills
the slots (:func:`register`), and the package ``cgt`` imports that module
before it hands out a value. This module imports nothing of ``cgt`` but its
errors, so a slot costs nothing at start-up.

>>> import cgt
>>> from cgt.display.hooks import explore_game
>>> lent(Slot.EXPLORER) is explore_game
True
>>> needed(Slot.READER)("omega + 1/2")
cgt.parse('(ω×2+1)/2')
>>> (cgt.omega + 1)._repr_latex_()
'${\\omega}+1$'
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from cgt.errors import CGTError

__all__ = ["RENDERINGS", "Displayed", "Slot", "lent", "needed", "register"]


class Slot(enum.Enum):
    """A function the display layer lends, valued by what needs it."""

    #: ``explorer(game, depth=...)``, opened by :meth:`cgt.Game.explore`.
    EXPLORER = "Game.explore() needs the explorer of cgt.display"
    #: ``reader(text)``, the expression language's value of a text naming omega.
    READER = "reading omega needs the expression language of cgt.display"
    #: ``html(value)``: how a notebook shows a value made below the display layer.
    HTML = "text/html"
    #: ``latex(value)``: its LaTeX in a notebook (ω is ``\omega``).
    LATEX = "text/latex"
    #: ``rich(value)``: the value for a rich console, in its outcome's colour.
    RICH = "rich"


#: The slots a value drawn in a notebook or a console asks for.
RENDERINGS = (Slot.HTML, Slot.LATEX, Slot.RICH)

_LENT: dict[Slot, Callable[..., Any]] = {}


def register(slot: Slot) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A decorator: the function lent in ``slot`` (the last registered wins)."""

    def lend(function: Callable[..., Any]) -> Callable[..., Any]:
        _LENT[slot] = function
        return function

    return lend


def lent(slot: Slot) -> Callable[..., Any] | None:
    """The function registered in ``slot``, or None while there is none."""
    return _LENT.get(slot)


def needed(slot: Slot) -> Callable[..., Any]:
    """The function registered in ``slot``, or a CGTError saying what to import.

    >>> needed(Slot.EXPLORER).__name__
    'explore_game'
    """
    function = _LENT.get(slot)
    if function is None:
        raise CGTError(f"{slot.value}, which registers itself when imported: import cgt "
                       "(or cgt.display.hooks)")
    return function


def _rendered(slot: Slot, value: object) -> Any:
    function = _LENT.get(slot)
    return None if function is None else function(value)


class Displayed:
    """The display hooks of a value made below :mod:`cgt.display`, drawn by
    the functions in the rendering slots (until one is registered, a
    notebook shows the value's ``repr`` and a console its text). A class
    inherits them without state: its own ``__slots__`` stay as they are."""

    __slots__ = ()

    def _repr_html_(self) -> str | None:
        """The HTML a notebook shows: the value in its outcome's colour."""
        html: str | None = _rendered(Slot.HTML, self)
        return html

    def _repr_latex_(self) -> str | None:
        """The LaTeX a notebook shows (ω is ``\\omega``)."""
        latex: str | None = _rendered(Slot.LATEX, self)
        return latex

    def __rich__(self) -> Any:
        """The value for a rich console: in its outcome's colour."""
        found = _rendered(Slot.RICH, self)
        return str(self) if found is None else found

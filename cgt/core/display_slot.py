r"""The slot where the display layer registers how the values made below it
are shown in notebooks and consoles (HTML, LaTeX, rich).

Misère canonical forms (:mod:`cgt.impartial`), partizan misère game forms
(:mod:`cgt.theory`) and transfinite values (:mod:`cgt.transfinite`) live on
floors that cannot import the one table of outcome colours and words
(:mod:`cgt.notation.colours`) nor the renderings of :mod:`cgt.display`: their
``_repr_html_``, ``_repr_latex_`` and ``__rich__`` ask here for the
rendering that :mod:`cgt.display.hooks` registers, and the package ``cgt``
imports that module before it hands out a name of those floors (as
:mod:`cgt.values.explorer_slot` does for the explorer). Until something is
registered a value shows its plain text. This module imports nothing of
``cgt``, so the slot costs nothing at start-up.

>>> import cgt
>>> shown(Rendering.LATEX, cgt.omega + 1), (cgt.omega + 1)._repr_latex_()
('${\\omega}+1$', '${\\omega}+1$')
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

__all__ = ["Displayed", "Rendering", "register_rendering", "shown"]


class Rendering(enum.Enum):
    """The renderings a notebook or a console asks a value for."""

    HTML = "text/html"
    LATEX = "text/latex"
    RICH = "rich"


#: A function from a value to its rendering.
Renderer = Callable[[Any], Any]
_RENDERINGS: dict[Rendering, Renderer] = {}


def register_rendering(rendering: Rendering) -> Callable[[Renderer], Renderer]:
    """A decorator: the function that renders a value as ``rendering`` (the
    last registered wins)."""

    def register(function: Renderer) -> Renderer:
        _RENDERINGS[rendering] = function
        return function

    return register


def shown(rendering: Rendering, value: object) -> Any:
    """``value`` rendered as ``rendering`` by the registered function; None
    when none is registered (a notebook then shows the value's ``repr``, a
    console its text)."""
    function = _RENDERINGS.get(rendering)
    return None if function is None else function(value)


class Displayed:
    """The display hooks of a value whose renderings are registered here:
    a class made below :mod:`cgt.display` inherits them (no state: its own
    ``__slots__`` stay as they are)."""

    __slots__ = ()

    def _repr_html_(self) -> str | None:
        """The HTML a notebook shows: the value in its outcome's colour."""
        html: str | None = shown(Rendering.HTML, self)
        return html

    def _repr_latex_(self) -> str | None:
        """The LaTeX a notebook shows (ω is ``\\omega``)."""
        latex: str | None = shown(Rendering.LATEX, self)
        return latex

    def __rich__(self) -> Any:
        """The value for a rich console: in its outcome's colour."""
        found = shown(Rendering.RICH, self)
        return str(self) if found is None else found

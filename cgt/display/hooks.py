"""What the display layer lends the layers below it: registered, not imported.

A lower layer cannot import this one (see docs/architecture.md), so where a
value offers a display of its own, such as :meth:`cgt.Game.explore` or the
notebook drawings of misère forms and transfinite values, this module
registers the function with the lower layer, and the package ``cgt``
imports this module before it hands out a value or a position
(``cgt/__init__.py``, ``_COMPLETED_BY``). It stays small: the explorer, the
drawings and the expression language are imported when first used.

>>> import cgt
>>> from cgt.core.slots import Slot, lent
>>> lent(Slot.EXPLORER) is explore_game
True
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from cgt.core.slots import RENDERINGS, Slot, register

if TYPE_CHECKING:  # pragma: no cover
    from cgt.values.game import Game

__all__ = ["explore_game", "read_value", "rendered"]


@register(Slot.EXPLORER)
def explore_game(game: Game, *, depth: int = 1) -> Any:
    """:meth:`cgt.Game.explore`: :func:`cgt.display.explorer.explore`."""
    from cgt.display.explorer import explore

    return explore(game, depth=depth)


@register(Slot.READER)
def read_value(text: str) -> Any:
    """:func:`cgt.parse` of a text naming omega: the expression language's
    value (:func:`cgt.display.calculator.game_value`)."""
    from cgt.display.calculator import game_value

    return game_value(text)


def rendered(rendering: Slot, value: Any) -> Any:
    """How a misère form, a quotient or a transfinite value looks as
    ``rendering``: :data:`cgt.display.renderings.RENDERERS`, imported at the
    first value drawn (a table of who wins draws none)."""
    from cgt.display.renderings import RENDERERS

    return RENDERERS[rendering](value)


for _rendering in RENDERINGS:
    register(_rendering)(partial(rendered, _rendering))

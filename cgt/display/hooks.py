"""What the display layer lends the layers below it: registered, not imported.

A lower layer cannot import this one (see docs/architecture.md), so where a
value offers a display of its own, such as :meth:`cgt.Game.explore`, this
module registers the function with the lower layer, and the package
``cgt`` imports this module before it hands out a value or a position
(``cgt/__init__.py``, ``_COMPLETED_BY``). It stays small: the explorer
itself is imported when it is first opened.

>>> import cgt
>>> from cgt.values.explorer_slot import registered_explorer
>>> registered_explorer() is explore_game
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.values.explorer_slot import register_explorer

if TYPE_CHECKING:  # pragma: no cover
    from cgt.values.game import Game

__all__ = ["explore_game"]


@register_explorer
def explore_game(game: Game, *, depth: int = 1) -> Any:
    """:meth:`cgt.Game.explore`: :func:`cgt.display.explorer.explore`."""
    from cgt.display.explorer import explore

    return explore(game, depth=depth)

"""The slot where the display layer puts the explorer that :meth:`cgt.Game.explore` opens.

The explorer lives in :mod:`cgt.display`, above this layer, which cannot
import it: :mod:`cgt.display.hooks` registers it here, and the package
``cgt`` imports that module before it hands out a name of this layer. This
module imports nothing, so registering costs nothing at start-up.

>>> import cgt
>>> from cgt.display.hooks import explore_game
>>> registered_explorer() is explore_game
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.errors import CGTError

__all__ = ["register_explorer", "registered_explorer"]

_EXPLORERS: list[Callable[..., Any]] = []


def register_explorer(explorer: Callable[..., Any]) -> Callable[..., Any]:
    """Make ``explorer(game, depth=...)`` the one :meth:`cgt.Game.explore`
    opens (the last registered wins); returns it, so that it decorates a function."""
    _EXPLORERS.append(explorer)
    return explorer


def registered_explorer() -> Callable[..., Any]:
    """The explorer registered last, or a CGTError saying what to import."""
    if not _EXPLORERS:
        raise CGTError("Game.explore() needs the explorer of cgt.display, which registers "
                       "itself when imported: import cgt (or cgt.display.hooks)")
    return _EXPLORERS[-1]

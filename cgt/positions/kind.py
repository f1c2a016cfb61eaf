"""The kinds of positions, as reports and the command line tell them apart.

>>> from cgt.games.nim import Nim
>>> position_kind(Nim([3, 4])), position_kind(Nim([3, 4])) == "impartial"
(<Kind.IMPARTIAL: 'impartial'>, True)
"""

from __future__ import annotations

import enum

from cgt.positions.loopy import LoopyPartizanPosition, LoopyPosition
from cgt.positions.position import ImpartialPosition

__all__ = ["Kind", "position_kind"]


class Kind(enum.StrEnum):
    """Impartial and partizan short games; loopy games with the side to move
    in the position, or with Left's and Right's results."""

    IMPARTIAL = "impartial"
    PARTIZAN = "partizan"
    LOOPY = "loopy"
    LOOPY_PARTIZAN = "loopy-partizan"


def position_kind(position: object) -> Kind:
    """The kind of ``position``, or of a position class."""
    cls = position if isinstance(position, type) else type(position)
    if issubclass(cls, LoopyPosition):
        return Kind.LOOPY
    if issubclass(cls, LoopyPartizanPosition):
        return Kind.LOOPY_PARTIZAN
    if issubclass(cls, ImpartialPosition):
        return Kind.IMPARTIAL
    return Kind.PARTIZAN

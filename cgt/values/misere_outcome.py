"""The misère outcome of any short game or position: ``cgt.misere_outcome``.

An impartial position (or a nimber) is decided by its misère nim value
(:func:`cgt.impartial.misere.misere_outcome`: fast on heaps and sums of
them); any other game by a search of its own moves as given
(:func:`cgt.theory.misere_partizan.misere_outcome_partizan`), since normal-play
equality does not carry over to misère play.

>>> import cgt
>>> [str(misere_outcome(cgt.parse(t))) for t in ("*", "0", "1", "{1|-1}")]
['P', 'N', 'R', 'P']
"""

from __future__ import annotations

from typing import Any

from cgt.core.outcome import Outcome
from cgt.impartial.misere import misere_outcome as impartial_outcome
from cgt.theory.misere_partizan import misere_outcome_partizan

__all__ = ["misere_outcome"]


def misere_outcome(game: Any) -> Outcome:
    """``L``, ``R``, ``N`` or ``P`` when the player who moves last loses.

    Impartial positions and nimbers answer through their misère nim value
    (``P`` or ``N``); a partizan game or position through a search of its
    moves, which names the game when it has none to search.
    """
    if _is_impartial(game):
        return impartial_outcome(game)
    return misere_outcome_partizan(game)


def _is_impartial(game: Any) -> bool:
    """Whether ``game`` is played by its misère nim value: a position that
    says it is impartial (``Position.impartial``), an object with
    ``moves()`` and no ``left_moves()``, or a nimber. Its errors are then
    its own, not hidden by a second, partizan search."""
    kind = getattr(game, "impartial", None)
    if isinstance(kind, bool):
        return kind
    if callable(getattr(game, "moves", None)):
        return not callable(getattr(game, "left_moves", None))
    return getattr(game, "is_nimber", False) is True

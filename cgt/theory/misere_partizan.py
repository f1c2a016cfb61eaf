"""Misère outcomes of short partizan games (the player who moves last loses).

In misère play a player with no move on their turn *wins*. Normal-play
equality does not carry over (``{*|*}`` and ``0`` are equal in normal play,
and so are many forms with different misère outcomes), so the outcome here
is of the game *as given*: a position with ``left_moves()`` and
``right_moves()``, or a literal form read through its options (for a
:class:`cgt.Game` that is its normal-play canonical form, the form CGSuite
also plays when asked for a misère outcome).

A positive integer is a misère win for *Right*: Left must use up her moves
first (Siegel, *Combinatorial Game Theory*, V.6; Milley and Renault, "Dead
ends in misère play", 2013).

>>> import cgt
>>> [str(misere_outcome_partizan(cgt.parse(t))) for t in ("0", "*", "1", "-2", "{1|-1}")]
['N', 'P', 'R', 'L', 'P']
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from cgt.core.form import Form
from cgt.core.outcome import Outcome
from cgt.errors import CGTError

__all__ = ["misere_outcome_partizan"]

#: The most positions one question explores before it says so.
MAX_POSITIONS = 2_000_000


Moves = Callable[[Any], Iterable[Any]]


def _moves_of(game: Any) -> tuple[Any, Moves, Moves]:
    """The game to search (a Game's form) and how to list each side's moves."""
    form = getattr(game, "form", None)
    if isinstance(form, Form):
        game = form
    if isinstance(game, Form):
        return game, (lambda g: g.left), (lambda g: g.right)
    if callable(getattr(game, "left_moves", None)) and callable(getattr(game, "right_moves", None)):
        return game, (lambda g: g.left_moves()), (lambda g: g.right_moves())
    raise CGTError(f"{game!r} is neither a game nor a position with left_moves() and "
                   "right_moves(): it has no misère outcome")


def misere_outcome_partizan(game: Any) -> Outcome:
    """``L``, ``R``, ``N`` or ``P`` under misère play, from the moves of ``game``.

    A search over (position, player to move), with a table and an explicit
    stack: no recursion limit.
    """
    game, lefts, rights = _moves_of(game)
    table: dict[tuple[Hashable, bool], bool] = {}
    left_first = _wins_moving_first(game, True, lefts, rights, table)
    right_first = _wins_moving_first(game, False, lefts, rights, table)
    if left_first and right_first:
        return Outcome.N
    if left_first:
        return Outcome.L
    if right_first:
        return Outcome.R
    return Outcome.P


def _wins_moving_first(root: Any, left: bool, lefts: Moves, rights: Moves,
                       table: dict[tuple[Hashable, bool], bool]) -> bool:
    """Whether the player to move (Left when ``left``) wins ``root`` in misère play."""
    on_stack: set[tuple[Hashable, bool]] = set()
    stack: list[tuple[Any, bool, list | None]] = [(root, left, None)]
    while stack:
        position, mover, options = stack.pop()
        key = (position, mover)
        if key in table:
            continue
        if options is None:
            if key in on_stack:
                raise CGTError(f"{position!r} comes back to itself: misère outcomes here are "
                               "for short games (see cgt.loopy)")
            if len(table) > MAX_POSITIONS:
                raise CGTError(f"misère outcome: more than {MAX_POSITIONS:,} positions explored")
            on_stack.add(key)
            options = list((lefts if mover else rights)(position))
            stack.append((position, mover, options))
            stack.extend((o, not mover, None) for o in options if (o, not mover) not in table)
            continue
        # No move at all is a misère win; otherwise win by moving to a loss.
        table[key] = not options or any(not table[(o, not mover)] for o in options)
        on_stack.discard(key)
    return table[(root, left)]

"""Reduced canonical form: the simplest game equal to ``G`` up to infinitesimals.

``G >=_Inf H`` when ``G + x >= H`` for every positive number ``x``; it is
enough to try one number finer than every stop involved, ``2**-(b+2)`` with
``b`` the larger birthday. The reduced canonical form (Grossman and Siegel,
*Reductions of partizan games*; Siegel, *CGT*, II.6) drops the options that
are dominated and bypasses those that are reversible in this coarser order;
a game infinitesimally close to a number ``x`` reduces to ``x``.

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> text(reduced(parse("{1/2|*}"))), text(reduced(parse("^*"))), text(reduced(parse("{2|1} + ^")))
('{1/2|0}', '0', '{2|1}')
"""

from __future__ import annotations

from cgt.core.arithmetic import add
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, nus
from cgt.core.memo import Memo
from cgt.core.order import le
from cgt.core.outcome import Player

__all__ = ["le_inf", "reduced"]

_REDUCED: Memo[int, Form] = Memo("reduced forms")


def le_inf(g: Form, h: Form) -> bool:
    """``g <=_Inf h``: ``g <= h + x`` for every positive number ``x``."""
    finest = max(g.birthday, h.birthday) + 2
    return le(g, add(h, nus(Dyadic(1, finest), 0, 0)))


def reduced(g: Form) -> Form:
    """The reduced canonical form of ``g``."""
    return deep_call(g.depth, _reduced, g)


def _reduced(g: Form) -> Form:
    known = _REDUCED.get(g.id)
    if known is not None:
        return known
    if g.left_key == g.right_key:
        # Both stops equal x: g - x is infinitesimal, so g reduces to x.
        result = nus(g.left_stop, 0, 0)
    else:
        left = _undominated([_reduced(o) for o in g.left], le_inf)
        right = _undominated([_reduced(o) for o in g.right], lambda a, b: le_inf(b, a))
        while True:
            current = build(left, right)
            new_left = _bypass(left, current, Player.LEFT)
            new_right = _bypass(right, current, Player.RIGHT)
            if new_left is None and new_right is None:
                break
            if new_left is not None:
                left = _undominated(new_left, le_inf)
            if new_right is not None:
                right = _undominated(new_right, lambda a, b: le_inf(b, a))
        result = build(left, right)
    _REDUCED.store(g.id, result)
    return result


def _undominated(options: list[Form], below) -> list[Form]:
    """Keep one of each class of options, dropping those ``below`` another."""
    kept: list[Form] = []
    for i, a in enumerate(options):
        dominated = False
        for j, b in enumerate(options):
            if i != j and below(a, b) and (not below(b, a) or j < i):
                dominated = True
                break
        if not dominated:
            kept.append(a)
    return kept


def _bypass(options: list[Form], current: Form, side: Player) -> list[Form] | None:
    """Replace each option that reverses (up to infinitesimals) through one of
    its own options; None when none does."""
    result: list[Form] = []
    changed = False
    for a in options:
        replacement = None
        if side is Player.LEFT:
            for ar in a.right:
                if le_inf(ar, current):
                    replacement = list(ar.left)
                    break
        else:
            for al in a.left:
                if le_inf(current, al):
                    replacement = list(al.right)
                    break
        if replacement is None:
            result.append(a)
        else:
            result.extend(replacement)
            changed = True
    return result if changed else None

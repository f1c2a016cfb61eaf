"""Atomic weight: how many ups an infinitesimal is worth (*Winning Ways*,
ch. 7-8; Siegel, *CGT*, II.7).

The atomic weight calculus: ``aw(n.↑ + *m) = n``, and otherwise
``aw(G) = {aw(G^L) - 2 | aw(G^R) + 2}``, except in the *eccentric* case where
that is an integer: then ``G`` is compared with the far star ``☆`` (a nimber
larger than every nimber in ``G``). If ``G < ☆`` the weight is the least
integer ``n`` that is not ``<=`` any ``aw(G^L) - 2``; if ``G > ☆``, the
greatest integer that is not ``>=`` any ``aw(G^R) + 2``; otherwise the
integer stands.

That calculus gives a weight to every infinitesimal, but only an *atomic*
game has one: ``G`` must differ from ``aw(G).↑`` by less than ``↑* + ☆:-1``,
``☆`` a far star (CGSuite's ``atomicWeight``: the far star ``*2^k``, the
least power of two at least 2 and at least :func:`far_star`, ordinal-summed
with ``-1`` is the "redkite"). All-small games always pass; others that fail
are "not atomic": ``{1|^^^||^}`` would otherwise weigh ``5/2``.

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> [text(atomic_weight(parse(g))) for g in ("^", "{0||0|-1}", "{0,*|0,*} + ^^")]
['1', '0', '2']
"""

from __future__ import annotations

from cgt.core.arithmetic import add, neg
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, number, nus
from cgt.core.memo import Memo
from cgt.core.order import le
from cgt.errors import CGTError
from cgt.theory.products import norton, ordinal_sum

__all__ = ["atomic_weight", "far_star", "is_all_small"]

_WEIGHTS: Memo[int, Form] = Memo("atomic weights")
_TWO = number(2)
_MINUS_TWO = number(-2)


def atomic_weight(g: Form) -> Form:
    """The atomic weight of an infinitesimal ``g``; CGTError for other games."""
    if not g.is_infinitesimal:
        raise CGTError("not atomic: only infinitesimals have an atomic weight")
    weight = deep_call(g.depth, _weight, g)
    if not is_all_small(g) and not _within_atomic_bounds(g, weight):
        raise CGTError(
            f"not atomic: G - {_text(weight)}.^ is not between -(^* + R) and ^* + R, "
            "R the redkite *N:-1 of a far star *N"
        )
    return weight


def is_all_small(g: Form) -> bool:
    """True when every follower of ``g`` is 0 or has moves for both players.

    >>> from cgt.notation.parser import parse
    >>> is_all_small(parse("{0|v*}")), is_all_small(parse("{0||0|-1}"))
    (True, False)
    """
    return deep_call(g.depth, _all_small, g, {})


def _all_small(g: Form, memo: dict[int, bool]) -> bool:
    if g.number_part is not None:
        return g.number_part.mantissa == 0
    known = memo.get(g.id)
    if known is None:
        known = bool(g.left) and bool(g.right) and all(
            _all_small(o, memo) for o in (*g.left, *g.right)
        )
        memo[g.id] = known
    return known


def _within_atomic_bounds(g: Form, weight: Form) -> bool:
    """``-(↑* + R) <= g - weight.↑ <= ↑* + R``, ``R = *2^k : -1`` (CGSuite)."""
    power = 2
    while power < far_star(g):
        power <<= 1
    redkite = ordinal_sum(nus(Dyadic(0), 0, power), number(-1))
    epsilon = add(nus(Dyadic(0), 1, 1), redkite)
    difference = add(g, neg(norton(weight, nus(Dyadic(0), 1, 0))))
    return le(difference, epsilon) and le(neg(epsilon), difference)


def _text(weight: Form) -> str:
    """The naive weight in the message: a number as itself (the notation
    layer, above this one, prints other games)."""
    x = weight.number_part
    return f"({x})" if weight.is_number and x is not None else "aw(G)"


def far_star(g: Form) -> int:
    """``n`` such that ``*n`` is a far star for ``g``: one more than every
    nimber that occurs in it (at least 1)."""
    return deep_call(g.depth, _far_star, g, {})


def _far_star(g: Form, memo: dict[int, int]) -> int:
    if g.is_nimber:
        return g.nim_part + 1
    known = memo.get(g.id)
    if known is None:
        known = max([1, *(_far_star(o, memo) for o in (*g.left, *g.right))])
        memo[g.id] = known
    return known


def _weight(g: Form) -> Form:
    if g.number_part is not None:
        return nus(Dyadic(g.up_part), 0, 0)
    known = _WEIGHTS.get(g.id)
    if known is not None:
        return known
    left = [add(_weight(o), _MINUS_TWO) for o in g.left]
    right = [add(_weight(o), _TWO) for o in g.right]
    result = build(left, right)
    if result.is_integer:
        result = _eccentric(g, left, right, result)
    _WEIGHTS.store(g.id, result)
    return result


def _eccentric(g: Form, left: list[Form], right: list[Form], plain: Form) -> Form:
    star = nus(Dyadic(0), 0, _far_star(g, {}))
    below, above = le(g, star), le(star, g)
    if below and not above:
        # The least integer n with n not <= any left option.
        best = None
        for option in left:
            n = option.right_stop.ceil()
            if le(number(n), option):
                n += 1
            best = n if best is None else max(best, n)
        return number(best if best is not None else 0)
    if above and not below:
        best = None
        for option in right:
            n = option.left_stop.floor()
            if le(option, number(n)):
                n -= 1
            best = n if best is None else min(best, n)
        return number(best if best is not None else 0)
    return plain

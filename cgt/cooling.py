"""Cooling, heating and overheating (Siegel, *CGT*, II.5 and II.7;
*Winning Ways*, ch. 6).

- ``G`` cooled by ``t``: ``G_t = {G^L_t - t | G^R_t + t}`` for ``t`` up to
  the temperature of ``G``; above it, ``G_t`` is the mean (a number), and a
  number cools to itself.
- ``G`` heated by ``t`` (``t`` any game): a number is fixed, otherwise
  ``{t + G^L heated | -t + G^R heated}``.
- ``G`` overheated from ``s`` to ``t``: an integer ``n`` becomes ``n.s``
  (``n`` copies of ``s``), otherwise ``{t + G^L over | -t + G^R over}``.

All three are memoised on the interned ids.

>>> from cgt import parse
>>> str(cool(parse("{2|-1/2}"), 1)), str(cool(parse("±1"), 1)), str(cool(parse("±1"), 2))
('{1|1/2}', '*', '0')
>>> str(heat(parse("*"), parse("1")))
'±1'
"""

from __future__ import annotations

from cgt._deep import deep_call
from cgt.arithmetic import add, multiple, neg
from cgt.canonical import build
from cgt.dyadic import Dyadic
from cgt.errors import CGTError
from cgt.game import Game, _nus, as_game
from cgt.thermograph import _thermograph
from cgt.memo import store, table

__all__ = ["cool", "heat", "overheat"]

_COOLED: dict[tuple[int, Dyadic], Game] = table("cooled")
_HEATED: dict[tuple[int, int], Game] = table("heated")
_OVERHEATED: dict[tuple[int, int, int], Game] = table("overheated")


def _number_argument(t: object, what: str) -> Dyadic:
    g = as_game(t)
    if not g.is_number:
        raise CGTError(f"{what} must be a number, not {g}")
    return g._x


def cool(g: Game, t: object) -> Game:
    """``g`` cooled by the number ``t``."""
    amount = _number_argument(t, "the temperature to cool by")
    return deep_call(g._depth, _cool, g, amount, _nus(amount, 0, 0))


def _cool(g: Game, t: Dyadic, t_game: Game) -> Game:
    if g._x is not None and g._ups == 0 and g._nim == 0:
        return g
    key = (g._id, t)
    known = _COOLED.get(key)
    if known is not None:
        return known
    thermograph = _thermograph(g)
    if t.order_key() > Dyadic.from_value(thermograph.temperature).order_key():
        result = _nus(Dyadic.from_value(thermograph.mast), 0, 0)
    else:
        minus_t = neg(t_game)
        result = build(
            [add(_cool(o, t, t_game), minus_t) for o in g.left],
            [add(_cool(o, t, t_game), t_game) for o in g.right],
        )
    store(_COOLED, key, result)
    return result


def heat(g: Game, t: object) -> Game:
    """``g`` heated by the game ``t``."""
    amount = as_game(t)
    return deep_call(g._depth + amount._depth, _heat, g, amount, neg(amount))


def _heat(g: Game, t: Game, minus_t: Game) -> Game:
    if g._x is not None and g._ups == 0 and g._nim == 0:
        return g
    key = (g._id, t._id)
    known = _HEATED.get(key)
    if known is not None:
        return known
    result = build(
        [add(t, _heat(o, t, minus_t)) for o in g.left],
        [add(minus_t, _heat(o, t, minus_t)) for o in g.right],
    )
    store(_HEATED, key, result)
    return result


def overheat(g: Game, s: object, t: object) -> Game:
    """``g`` overheated from ``s`` to ``t``."""
    low, high = as_game(s), as_game(t)
    return deep_call(g._depth + low._depth + high._depth, _overheat, g, low, high, neg(high))


def _overheat(g: Game, s: Game, t: Game, minus_t: Game) -> Game:
    if g.is_integer:
        return multiple(s, int(g._x))
    key = (g._id, s._id, t._id)
    known = _OVERHEATED.get(key)
    if known is not None:
        return known
    result = build(
        [add(t, _overheat(o, s, t, minus_t)) for o in g.left],
        [add(minus_t, _overheat(o, s, t, minus_t)) for o in g.right],
    )
    store(_OVERHEATED, key, result)
    return result

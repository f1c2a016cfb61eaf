"""Cooling, heating and overheating (Siegel, *CGT*, II.5 and II.7;
*Winning Ways*, ch. 6).

- ``G`` cooled by ``t``: ``G_t = {G^L_t - t | G^R_t + t}`` for ``t`` up to
  the temperature of ``G``; above it, ``G_t`` is the mean (a number), and an
  integer cools to itself. As in CGSuite, ``t`` may be negative, down to
  (not including) -1: a number ``x = m/2^k`` has temperature ``-1/2^k``, so
  ``1/4`` cooled by ``-1/4`` is ``{1/4 | 1/4} = 1/4*``; ``t <= -1`` is an error.
- ``G`` heated by ``t`` (``t`` any game): a number is fixed, otherwise
  ``{t + G^L heated | -t + G^R heated}``.
- ``G`` overheated from ``s`` to ``t``: an integer ``n`` becomes ``n.s``
  (``n`` copies of ``s``), otherwise ``{t + G^L over | -t + G^R over}``.

All three are memoised on the interned ids.

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> text(cool(parse("{2|-1/2}"), parse("1"))), text(cool(parse("±1"), parse("1")))
('{1|1/2}', '*')
>>> text(heat(parse("*"), parse("1")))
'±1'
"""

from __future__ import annotations

from cgt.core.arithmetic import add, multiple, neg
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, nus
from cgt.core.memo import Memo
from cgt.errors import CGTError
from cgt.theory.thermograph import _thermograph

__all__ = ["cool", "heat", "overheat"]

_COOLED: Memo[tuple[int, Dyadic], Form] = Memo("cooled")
_HEATED: Memo[tuple[int, int], Form] = Memo("heated")
_OVERHEATED: Memo[tuple[int, int, int], Form] = Memo("overheated")


def cool(g: Form, t: Form) -> Form:
    """``g`` cooled by the number ``t > -1`` (CGTError when ``t`` is not a
    number, or is ``-1`` or less, with CGSuite's message).

    >>> from cgt.notation.parser import parse
    >>> from cgt.notation.printer import format_game as text
    >>> [text(cool(parse("1/4"), parse(t))) for t in ("-1/8", "-1/4", "-3/8")]
    ['1/4', '1/4*', '{3/8|1/8}']
    """
    if t.number_part is None or not t.is_number:
        raise CGTError("the temperature to cool by must be a number")
    if t.number_part.order_key() <= _MINUS_ONE.order_key():
        raise CGTError(f"Invalid cooling temperature (must be > -1): {t.number_part}")
    return deep_call(g.depth, _cool, g, t.number_part, t)


_MINUS_ONE = Dyadic(-1)


def _cool(g: Form, t: Dyadic, t_game: Form) -> Form:
    # CGSuite's rule (CanonicalShortGameOps.cool): an integer is fixed; any
    # other game colder than t is its mean. A number other than an integer is
    # colder than every t >= 0, so it stays as it is; below 0 it may not.
    if g.number_part is not None and g.up_part == 0 and g.nim_part == 0 and (
        g.number_part.exponent == 0 or t.mantissa >= 0
    ):
        return g
    key = (g.id, t)
    known = _COOLED.get(key)
    if known is not None:
        return known
    thermograph = _thermograph(g)
    if t.order_key() > Dyadic.from_value(thermograph.temperature).order_key():
        result = nus(Dyadic.from_value(thermograph.mast), 0, 0)
    else:
        minus_t = neg(t_game)
        result = build(
            [add(_cool(o, t, t_game), minus_t) for o in g.left],
            [add(_cool(o, t, t_game), t_game) for o in g.right],
        )
    _COOLED.store(key, result)
    return result


def heat(g: Form, t: Form) -> Form:
    """``g`` heated by the game ``t``."""
    return deep_call(g.depth + t.depth, _heat, g, t, neg(t))


def _heat(g: Form, t: Form, minus_t: Form) -> Form:
    if g.number_part is not None and g.up_part == 0 and g.nim_part == 0:
        return g
    key = (g.id, t.id)
    known = _HEATED.get(key)
    if known is not None:
        return known
    result = build(
        [add(t, _heat(o, t, minus_t)) for o in g.left],
        [add(minus_t, _heat(o, t, minus_t)) for o in g.right],
    )
    _HEATED.store(key, result)
    return result


def overheat(g: Form, s: Form, t: Form) -> Form:
    """``g`` overheated from ``s`` to ``t``."""
    return deep_call(g.depth + s.depth + t.depth, _overheat, g, s, t, neg(t))


def _overheat(g: Form, s: Form, t: Form, minus_t: Form) -> Form:
    if g.is_integer:
        x = g.number_part
        assert x is not None  # an integer is a compact value
        return multiple(s, int(x))
    key = (g.id, s.id, t.id)
    known = _OVERHEATED.get(key)
    if known is not None:
        return known
    result = build(
        [add(t, _overheat(o, s, t, minus_t)) for o in g.left],
        [add(minus_t, _overheat(o, s, t, minus_t)) for o in g.right],
    )
    _OVERHEATED.store(key, result)
    return result

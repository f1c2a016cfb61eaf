"""Ordinal sums, incentives and Norton products.

- Ordinal sum ``G : H = {G^L, G:H^L | G^R, G:H^R}`` (Conway, *ONAG*, ch. 15):
  ``G`` is played first and a move in it wipes out ``H``.
- Incentives: ``G^L - G`` for Left, ``G - G^R`` for Right (*Winning Ways*, ch. 6).
- Norton product ``G.U`` for ``U > 0`` (Siegel, *CGT*, II.7; *Winning Ways*,
  ch. 7): ``n.U`` is ``n`` copies of ``U`` for an integer ``n``, otherwise
  ``{G^L.U + U + Δ | G^R.U - U - Δ}`` with ``Δ`` over the incentives of ``U``.

>>> from fractions import Fraction
>>> from cgt.core.form import number, UP
>>> ordinal_sum(number(1), number(-1)) is number(Fraction(1, 2))
True
>>> half_up = norton(number(Fraction(1, 2)), UP)
>>> from cgt.core.arithmetic import add
>>> add(half_up, half_up) is UP
True
"""

from __future__ import annotations

from cgt.core.arithmetic import add, multiple, neg
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.form import Form, zero
from cgt.core.memo import Memo
from cgt.core.order import less_equal
from cgt.errors import CGTError

__all__ = ["incentives", "left_incentives", "norton", "ordinal_product", "ordinal_sum",
           "right_incentives"]

_ORDINAL: Memo[tuple[int, int], Form] = Memo("ordinal sums")
_NORTON: Memo[tuple[int, int], Form] = Memo("Norton products")
_ORDINAL_PRODUCT: Memo[tuple[int, int], Form] = Memo("ordinal products")


def ordinal_sum(g: Form, h: Form) -> Form:
    """``g : h``."""
    return deep_call(g.depth + h.depth, _ordinal, g, h)


def _ordinal(g: Form, h: Form) -> Form:
    if h is zero:
        return g
    key = (g.id, h.id)
    known = _ORDINAL.get(key)
    if known is None:
        known = build(
            [*g.left, *(_ordinal(g, o) for o in h.left)],
            [*g.right, *(_ordinal(g, o) for o in h.right)],
        )
        _ORDINAL.store(key, known)
    return known


def ordinal_product(g: Form, h: Form) -> Form:
    """The ordinal product ``G ⊗ H`` (CGSuite's ``OrdinalProduct``): for each
    option ``H^L`` of ``H`` and each option ``X`` of ``G`` of the player
    moving, ``(G ⊗ H^L) : X``; for each ``H^R``, the same with the options
    of ``-G``. On nimbers it is the ordinal product of their values
    (``*5 ⊗ *6 = *30``, CGSuite's ``CompoundGameTestCase.scala``).

    >>> from cgt.core.form import nimber
    >>> ordinal_product(nimber(5), nimber(6)) is nimber(30)
    True
    """
    # G ⊗ H is about depth(G) * depth(H) deep, each level an ordinal sum.
    return deep_call((g.depth + 1) * (h.depth + 1) * 2, _ordinal_product, g, h)


def _ordinal_product(g: Form, h: Form) -> Form:
    key = (g.id, h.id)
    known = _ORDINAL_PRODUCT.get(key)
    if known is None:
        minus_g = neg(g)
        by_left = [_ordinal_product(g, o) for o in h.left]
        by_right = [_ordinal_product(g, o) for o in h.right]
        known = build(
            [*(_ordinal(p, x) for p in by_left for x in g.left),
             *(_ordinal(p, x) for p in by_right for x in minus_g.left)],
            [*(_ordinal(p, x) for p in by_left for x in g.right),
             *(_ordinal(p, x) for p in by_right for x in minus_g.right)],
        )
        _ORDINAL_PRODUCT.store(key, known)
    return known


def left_incentives(g: Form) -> tuple[Form, ...]:
    """``G^L - G`` for each Left option (with room for the recursion of a
    sum of two games as deep as ``G``)."""
    return deep_call(2 * g.depth, _left_incentives, g)


def _left_incentives(g: Form) -> tuple[Form, ...]:
    minus_g = neg(g)
    return tuple(add(o, minus_g) for o in g.left)


def right_incentives(g: Form) -> tuple[Form, ...]:
    """``G - G^R`` for each Right option."""
    return deep_call(2 * g.depth, _right_incentives, g)


def _right_incentives(g: Form) -> tuple[Form, ...]:
    return tuple(add(g, neg(o)) for o in g.right)


def incentives(g: Form) -> tuple[Form, ...]:
    """All incentives of ``g``, Left's then Right's, without repeats."""
    seen: dict[int, Form] = {}
    for d in (*left_incentives(g), *right_incentives(g)):
        seen.setdefault(d.id, d)
    return tuple(seen.values())


def norton(g: Form, unit: Form) -> Form:
    """The Norton product ``g.unit`` by a positive ``unit`` (CGTError otherwise)."""
    if not (less_equal(zero, unit) and unit is not zero):
        raise CGTError("Norton multiplication needs a positive unit")
    return deep_call(g.depth + unit.depth, _norton, g, unit, incentives(unit))


def _norton(g: Form, u: Form, deltas: tuple[Form, ...]) -> Form:
    if g.is_integer:
        x = g.number_part
        assert x is not None  # an integer is a compact value
        return multiple(u, int(x))
    key = (g.id, u.id)
    known = _NORTON.get(key)
    if known is None:
        steps = [add(u, d) for d in deltas]
        known = build(
            [add(_norton(o, u, deltas), s) for o in g.left for s in steps],
            [add(_norton(o, u, deltas), neg(s)) for o in g.right for s in steps],
        )
        _NORTON.store(key, known)
    return known

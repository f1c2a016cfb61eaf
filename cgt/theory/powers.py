"""Subordination, the inverse of the ordinal sum, and the uptimal powers
``G^→x`` (``PowTo``) and ``G^x`` (``Pow``) it defines (Siegel, *CGT*,
II.7 and the exercises on ordinal sums; CGSuite's ``CanonicalShortGame``).

``K.subordinate(B)`` is the ``X`` with ``B : X = K`` when ``K`` is an
ordinal sum with base ``B``: the options of ``K`` that are options of ``B``
are dropped, all the way down, after a check that each option of the base
is kept or reversed through. ``G.pow_to(x) = G : x.subordinate(1)`` (so
``^.pow_to(3) = ^[3]``), and for ``G = {0|H}``, ``G.pow(x) = {0 | H -
G.pow_to(x - 1)}`` (so ``^.pow(3) = ^<3>``).

Examples from CGSuite's ``GameTest.scala``:

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> text(subordinate(parse("1/8"), parse("1"))), text(subordinate(parse("-13/16"), parse("-1")))
('-3', '3/8')
>>> text(pow_to(parse("^"), parse("3"))), text(power(parse("^"), parse("3")))
('^[3]', '^<3>')
"""

from __future__ import annotations

from cgt.core.arithmetic import add, neg
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.form import Form, number, zero
from cgt.core.order import less_equal
from cgt.errors import CGTError
from cgt.theory.products import ordinal_sum

__all__ = ["pow_to", "power", "subordinate"]


def subordinate(k: Form, base: Form) -> Form:
    """The ``X`` with ``base : X = k`` (CGSuite's ``Subordinate``); CGTError
    when ``k`` is not an ordinal sum over ``base``."""
    left_base = {o.id for o in base.left}
    right_base = {o.id for o in base.right}
    memo: dict[int, Form] = {}

    def reduce(g: Form) -> Form:
        known = memo.get(g.id)
        if known is not None:
            return known
        for b in base.left:  # each Left option of the base kept, or reversed through
            if not any(less_equal(b, o) for o in g.left) and \
                    not any(less_equal(br, g) for br in b.right):
                raise _not_subordinate(k, base)
        for b in base.right:
            if not any(less_equal(o, b) for o in g.right) and \
                    not any(less_equal(g, bl) for bl in b.left):
                raise _not_subordinate(k, base)
        known = memo[g.id] = build([reduce(o) for o in g.left if o.id not in left_base],
                                   [reduce(o) for o in g.right if o.id not in right_base])
        return known

    return deep_call(2 * k.depth + 4, reduce, k)


def _not_subordinate(k: Form, base: Form) -> CGTError:
    """The error of a game that is no ordinal sum over ``base`` (the public
    method puts the two games into the message)."""
    return CGTError("cannot be subordinated: it is no ordinal sum over the base")


def pow_to(g: Form, x: Form) -> Form:
    """``G^→x = G : x.subordinate(1)`` for a number ``x`` (CGSuite's
    ``PowTo``; ``^.pow_to(n) = ^[n]``)."""
    if not x.is_number:
        raise CGTError("the exponent of pow_to must be a number")
    if x is zero:
        return zero
    try:
        exponent = subordinate(x, number(1))
    except CGTError:
        raise CGTError("invalid exponent: it is no ordinal sum over 1") from None
    return ordinal_sum(g, exponent)


def power(g: Form, x: Form) -> Form:
    """``G^x = {0 | H - G^→(x-1)}`` for ``G = {0|H}`` and a number ``x``
    (CGSuite's ``Pow``; ``^.power(n) = ^<n>``)."""
    if len(g.left) != 1 or len(g.right) != 1 or g.left[0] is not zero:
        raise CGTError("the base of a power must be of the form {0|H}")
    return build([zero], [add(g.right[0], neg(pow_to(g, add(x, number(-1)))))])

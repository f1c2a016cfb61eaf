"""The companion of a game and its stop count (CGSuite's ``Companion`` and
``StopCount``).

The *companion* ``G*`` of Conway's ``*``-based theory of all-small games
(Winning Ways, chapter 9; Siegel, *CGT*, exercise II.4.x): ``0* = *``,
``*'s companion is 0``, ``↑*n`` companions swap ``*`` with ``0`` for
``n <= 1`` and keep larger nimbers; otherwise the companions of the options,
with ``0`` added to Left's when ``G >= 0`` and to Right's when ``G <= 0``.

The *stop count* is the number of leaves of the game tree, each ending at a
number (a number counts 1): ``*n`` has ``2·3^(n-1)`` of them.

Examples from CGSuite's ``CanonicalShortGameTestCase.scala``:

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> text(companion(parse("0"))), text(companion(parse("^"))), text(companion(parse("{0||0|v*}")))
('*', '^*', '{0|^<2>*}')
>>> stop_count(parse("*8")), stop_count(parse("{3||2+*|1+*}"))
(4374, 5)
"""

from __future__ import annotations

from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.form import Form, nus, zero
from cgt.core.memo import Memo
from cgt.core.order import less_equal

__all__ = ["companion", "stop_count"]

_COMPANION: Memo[int, Form] = Memo("companions")


def companion(g: Form) -> Form:
    """The companion of ``g``."""
    return deep_call(2 * g.depth + 4, _companion, g)


def _companion(g: Form) -> Form:
    if g.number_part is not None and g.number_part.mantissa == 0:
        return g if g.nim_part >= 2 else nus(g.number_part, g.up_part, g.nim_part ^ 1)
    if g.is_number:  # x = {x - 1/2^k | x + 1/2^k}: 0 is reversible in each, x stays
        return g
    known = _COMPANION.get(g.id)
    if known is None:
        left = [_companion(o) for o in g.left]
        right = [_companion(o) for o in g.right]
        if less_equal(zero, g):
            left.append(zero)
        if less_equal(g, zero):
            right.append(zero)
        known = build(left, right)
        _COMPANION.store(g.id, known)
    return known


def stop_count(g: Form) -> int:
    """How many leaves the game tree of ``g`` has, each a number."""
    return deep_call(g.depth + 4, _stop_count, g, {})


def _stop_count(g: Form, memo: dict[int, int]) -> int:
    if g.number_part is not None and g.up_part == 0:
        return 1 if g.nim_part == 0 else 2 * 3 ** (g.nim_part - 1)
    known = memo.get(g.id)
    if known is None:
        known = memo[g.id] = sum(_stop_count(o, memo) for o in (*g.left, *g.right))
    return known

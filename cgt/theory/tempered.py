"""Parity of games: even and odd forms, even- and odd-tempered games
(Siegel, *CGT*, V.5 on tempered games; CGSuite's ``IsEven``, ``IsOdd``,
``IsEvenTempered``, ``IsOddTempered``).

A game is *even-tempered* when every option is odd-tempered, *odd-tempered*
when every option is even-tempered; a number is even-tempered and a number
plus ``*`` odd-tempered. *Even* and *odd* are the same recursion ending at
integers: an integer ``n`` (plus ``*m``, ``m <= 1``) is even when ``n + m``
is even, odd when it is odd, and neither for other numbers and nimbers.

Examples from CGSuite's ``CanonicalShortGameTestCase.scala``:

>>> from cgt.notation.parser import parse
>>> is_even(parse("0")), is_odd(parse("5")), is_even(parse("-1/2")), is_odd(parse("-1/2"))
(True, True, False, False)
>>> is_even_tempered(parse("25/16")), is_odd_tempered(parse("{3||2+*|1+*}"))
(True, True)
"""

from __future__ import annotations

from cgt.core.deep import deep_call
from cgt.core.form import Form

__all__ = ["is_even", "is_even_tempered", "is_odd", "is_odd_tempered"]


def _parity(g: Form, even: bool, tempered: bool, memo: dict[tuple[int, bool], bool]) -> bool:
    key = (g.id, even)
    known = memo.get(key)
    if known is not None:
        return known
    if g.number_part is not None:  # x + n.^ + *m: closed forms
        parity = 0 if even else 1
        if tempered:  # x even-tempered, x* odd-tempered, no other
            result = g.up_part == 0 and g.nim_part == parity
        else:
            x = g.number_part
            result = (g.up_part == 0 and g.nim_part <= 1 and x.exponent == 0
                      and (x.mantissa + g.nim_part) % 2 == parity)
    else:  # every option of the other parity
        result = all(_parity(o, not even, tempered, memo) for o in (*g.left, *g.right))
    memo[key] = result
    return result


def _check(g: Form, even: bool, tempered: bool) -> bool:
    return deep_call(g.depth + 2, _parity, g, even, tempered, {})


def is_even(g: Form) -> bool:
    """Every option odd, down to even integers (CGSuite's ``IsEven``)."""
    return _check(g, True, False)


def is_odd(g: Form) -> bool:
    """Every option even, down to odd integers (CGSuite's ``IsOdd``)."""
    return _check(g, False, False)


def is_even_tempered(g: Form) -> bool:
    """Every option odd-tempered; numbers are even-tempered (CGSuite's
    ``IsEvenTempered``)."""
    return _check(g, True, True)


def is_odd_tempered(g: Form) -> bool:
    """Every option even-tempered; ``x*`` is odd-tempered (CGSuite's
    ``IsOddTempered``)."""
    return _check(g, False, True)

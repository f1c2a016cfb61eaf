"""A deliberately naive reference implementation of short games.

Independent of ``cgt`` on purpose: no interning, no number avoidance, no
closed forms, no stops shortcuts. A game is a pair ``(frozenset(L),
frozenset(R))`` of games; :func:`form` returns the canonical form by the
textbook rules only (Siegel, *CGT*, II.1-2):

- ``G <= H`` unless some ``G^L >= H`` or some ``H^R <= G`` (Conway's definition);
- ``G + H = {G^L + H, G + H^L | G^R + H, G + H^R}``, ``-G = {-G^R | -G^L}``;
- canonical form: drop dominated options, bypass reversible ones, repeat.

Canonical forms are unique, so two canonical naive games are equal exactly
when they are the same tuple. Everything is memoised with ``lru_cache``;
it is meant for games of small birthday.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cache

Naive = tuple  # (frozenset[Naive], frozenset[Naive])

ZERO: Naive = (frozenset(), frozenset())


# -- order --------------------------------------------------------------------


@cache
def le(g: Naive, h: Naive) -> bool:
    """``g <= h`` by Conway's definition (any forms, canonical or not)."""
    return not any(le(h, gl) for gl in g[0]) and not any(le(hr, g) for hr in h[1])


def eq(g: Naive, h: Naive) -> bool:
    return le(g, h) and le(h, g)


def compare(g: Naive, h: Naive) -> str:
    below, above = le(g, h), le(h, g)
    if below:
        return "=" if above else "<"
    return ">" if above else "||"


# -- canonical form -------------------------------------------------------------


def form(left: Iterable[Naive], right: Iterable[Naive]) -> Naive:
    """The canonical form of ``{left | right}``; the options must be canonical."""
    return _canonical(frozenset(left), frozenset(right))


@cache
def _canonical(left: frozenset, right: frozenset) -> Naive:
    left, right = set(left), set(right)
    while True:
        # Dominated options. The options are canonical, so distinct ones are
        # unequal and domination is strict.
        left = {a for a in left if not any(a != b and le(a, b) for b in left)}
        right = {a for a in right if not any(a != b and le(b, a) for b in right)}
        g = (frozenset(left), frozenset(right))
        # One reversible option at a time, then start over.
        bypass = _reversal(g)
        if bypass is None:
            return g
        side, option, replacement = bypass
        if side == 0:
            left = (left - {option}) | set(replacement)
        else:
            right = (right - {option}) | set(replacement)


def _reversal(g: Naive) -> tuple[int, Naive, frozenset] | None:
    for a in g[0]:
        for ar in a[1]:
            if le(ar, g):
                return 0, a, ar[0]
    for a in g[1]:
        for al in a[0]:
            if le(g, al):
                return 1, a, al[1]
    return None


def is_canonical(g: Naive) -> bool:
    """No dominated and no reversible option, all the way down."""
    if _canonical(g[0], g[1]) != g:
        return False
    return all(is_canonical(o) for o in (*g[0], *g[1]))


# -- arithmetic -------------------------------------------------------------------


@cache
def add(g: Naive, h: Naive) -> Naive:
    left = [add(gl, h) for gl in g[0]] + [add(g, hl) for hl in h[0]]
    right = [add(gr, h) for gr in g[1]] + [add(g, hr) for hr in h[1]]
    return form(left, right)


@cache
def neg(g: Naive) -> Naive:
    return (frozenset(neg(o) for o in g[1]), frozenset(neg(o) for o in g[0]))


def sub(g: Naive, h: Naive) -> Naive:
    return add(g, neg(h))


def total(games: Iterable[Naive]) -> Naive:
    result = ZERO
    for g in games:
        result = add(result, g)
    return result


# -- facts ------------------------------------------------------------------------


@cache
def birthday(g: Naive) -> int:
    return 1 + max((birthday(o) for o in (*g[0], *g[1])), default=-1)


@cache
def number_value(g: Naive) -> Fraction | None:
    """The number a canonical form equals, or None if it is not a number.

    A canonical number is ``{}``, ``{n-1|}``, ``{|-n+1}`` or
    ``{x - 2^-k | x + 2^-k}``: one option a side at most, numbers, L < R.
    """
    if len(g[0]) > 1 or len(g[1]) > 1:
        return None
    values = [number_value(o) for o in (*g[0], *g[1])]
    if None in values:
        return None
    if g[0] and g[1]:
        low, high = values
        return (low + high) / 2 if low < high else None
    if g[0]:
        return values[0] + 1
    if g[1]:
        return values[0] - 1
    return Fraction(0)


@cache
def left_stop(g: Naive) -> Fraction:
    x = number_value(g)
    return x if x is not None else max(right_stop(o) for o in g[0])


@cache
def right_stop(g: Naive) -> Fraction:
    x = number_value(g)
    return x if x is not None else min(left_stop(o) for o in g[1])


def outcome(g: Naive) -> str:
    """L, R, N or P, by who wins moving first (no reference to the order)."""
    left_wins = any(not _right_first_right_wins(o) for o in g[0])
    right_wins = any(not _left_first_left_wins(o) for o in g[1])
    if left_wins:
        return "N" if right_wins else "L"
    return "R" if right_wins else "P"


@cache
def _left_first_left_wins(g: Naive) -> bool:
    return any(not _right_first_right_wins(o) for o in g[0])


@cache
def _right_first_right_wins(g: Naive) -> bool:
    return any(not _left_first_left_wins(o) for o in g[1])


def is_impartial(g: Naive) -> bool:
    return g[0] == g[1] and all(is_impartial(o) for o in g[0])


# -- standard values ----------------------------------------------------------------


@cache
def integer(n: int) -> Naive:
    if n == 0:
        return ZERO
    if n > 0:
        return form([integer(n - 1)], [])
    return form([], [integer(n + 1)])


@cache
def number(x: Fraction | int) -> Naive:
    """The dyadic number ``x`` as ``{x - 2^-k | x + 2^-k}`` (``2^k`` its denominator)."""
    x = Fraction(x)
    if x.denominator == 1:
        return integer(x.numerator)
    step = Fraction(1, x.denominator)
    return form([number(x - step)], [number(x + step)])


@cache
def nimber(n: int) -> Naive:
    options = [nimber(k) for k in range(n)]
    return form(options, options)


STAR = nimber(1)
UP = form([ZERO], [STAR])


def up_multiple(n: int) -> Naive:
    """``n.↑`` as the sum of ``|n|`` ups (downs for negative ``n``)."""
    result = total([UP] * abs(n))
    return result if n >= 0 else neg(result)


def switch(g: Naive) -> Naive:
    return form([g], [neg(g)])


# -- from cgt ---------------------------------------------------------------------


_FROM_CGT: dict = {}


def to_naive(g) -> Naive:
    """The naive canonical form of a ``cgt.Game``, rebuilt from its options
    (so a ``cgt`` option list that is not canonical is simplified here)."""
    known = _FROM_CGT.get(g)
    if known is None:
        known = form([to_naive(o) for o in g.left], [to_naive(o) for o in g.right])
        _FROM_CGT[g] = known
    return known


@cache
def structure(g) -> Naive:
    """The ``cgt.Game``'s option tree as it is, without any simplification."""
    return (frozenset(structure(o) for o in g.left), frozenset(structure(o) for o in g.right))


def show(g: Naive) -> str:
    """Explicit braces, for failure messages."""
    x = number_value(g)
    if x is not None:
        return str(x)
    left = ",".join(sorted(show(o) for o in g[0]))
    right = ",".join(sorted(show(o) for o in g[1]))
    return "{" + left + "|" + right + "}"

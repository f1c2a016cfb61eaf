"""Hypothesis strategies shared by the tests.

Random games are drawn as option *trees*: a tree is a leaf name (a small
known value) or a pair ``(left trees, right trees)``. One tree is read two
independent ways, by ``cgt`` (:func:`cgt_of`, through ``cgt.game``) and by the
naive reference (:func:`naive_of`, through :func:`naive.form`), so a test can
check that both computed the same canonical form from the same option lists.
"""

from __future__ import annotations

from fractions import Fraction

import naive
from hypothesis import strategies as st

import cgt

#: Leaf name -> (cgt value, naive value). Numbers, nimbers, ups, switches, a hot
#: game and a tiny, all built without the parser.
LEAVES: dict[str, tuple[cgt.Game, naive.Naive]] = {
    "0": (cgt.zero, naive.ZERO),
    "1": (cgt.number(1), naive.number(1)),
    "-1": (cgt.number(-1), naive.number(-1)),
    "2": (cgt.number(2), naive.number(2)),
    "1/2": (cgt.number(Fraction(1, 2)), naive.number(Fraction(1, 2))),
    "-3/4": (cgt.number(Fraction(-3, 4)), naive.number(Fraction(-3, 4))),
    "*": (cgt.star, naive.STAR),
    "*2": (cgt.nimber(2), naive.nimber(2)),
    "^": (cgt.UP, naive.UP),
    "v": (cgt.DOWN, naive.neg(naive.UP)),
    "^*": (cgt.nus(0, 1, 1), naive.add(naive.UP, naive.STAR)),
    "±1": (cgt.switch(1), naive.switch(naive.number(1))),
    "{1|0}": (cgt.game([1], [0]), naive.form([naive.number(1)], [naive.ZERO])),
    "{0|-1}": (cgt.game([0], [-1]), naive.form([naive.ZERO], [naive.number(-1)])),
    "{0||0|-1}": (
        cgt.game([0], [cgt.game([0], [-1])]),
        naive.form([naive.ZERO], [naive.form([naive.ZERO], [naive.number(-1)])]),
    ),
}

leaf_names = st.sampled_from(sorted(LEAVES))


def trees(depth: int = 3, max_options: int = 3) -> st.SearchStrategy:
    """Option trees at most ``depth`` levels above the leaves."""
    if depth == 0:
        return leaf_names
    below = trees(depth - 1, max_options)
    side = st.lists(below, max_size=max_options).map(tuple)
    return st.one_of(leaf_names, st.tuples(side, side))


_CGT: dict = {}


def cgt_of(tree) -> cgt.Game:
    """The game ``cgt`` builds from the tree's option lists."""
    if isinstance(tree, str):
        return LEAVES[tree][0]
    known = _CGT.get(tree)
    if known is None:
        left, right = tree
        known = _CGT[tree] = cgt.game([cgt_of(t) for t in left], [cgt_of(t) for t in right])
    return known


_NAIVE: dict = {}


def naive_of(tree) -> naive.Naive:
    """The canonical form the naive reference computes from the same tree."""
    if isinstance(tree, str):
        return LEAVES[tree][1]
    known = _NAIVE.get(tree)
    if known is None:
        left, right = tree
        known = _NAIVE[tree] = naive.form(
            [naive_of(t) for t in left], [naive_of(t) for t in right]
        )
    return known


def games(depth: int = 3, max_options: int = 3) -> st.SearchStrategy[cgt.Game]:
    """Random canonical games built through ``cgt.game``."""
    return trees(depth, max_options).map(cgt_of)


def small_games() -> st.SearchStrategy[cgt.Game]:
    """Games small enough for the naive reference to add and compare quickly."""
    return games(depth=2, max_options=2)


def dyadics(max_denominator_exponent: int = 3, bound: int = 12) -> st.SearchStrategy[Fraction]:
    """Dyadic rationals ``m / 2**k`` with ``|m| <= bound``, ``k <= max_exponent``."""
    return st.builds(
        lambda m, k: Fraction(m, 2**k),
        st.integers(-bound, bound),
        st.integers(0, max_denominator_exponent),
    )


def numbers() -> st.SearchStrategy[cgt.Game]:
    return dyadics().map(cgt.number)


def nus_triples(max_ups: int = 6, max_nim: int = 7) -> st.SearchStrategy[tuple]:
    """``(x, n, m)`` for the compact values ``x + n.↑ + *m``."""
    return st.tuples(dyadics(), st.integers(-max_ups, max_ups), st.integers(0, max_nim))


def nus_values(max_ups: int = 6, max_nim: int = 7) -> st.SearchStrategy[cgt.Game]:
    """Compact values ``cgt.nus(x, n, m)``."""
    return nus_triples(max_ups, max_nim).map(lambda t: cgt.nus(*t))


def switch_sums(max_terms: int = 5) -> st.SearchStrategy[cgt.Game]:
    """Sums of switches ``±x1 ± x2 ...`` of positive dyadics, plus a number."""
    return st.builds(
        lambda base, xs: sum((cgt.switch(x) for x in xs), cgt.number(base)),
        dyadics(),
        st.lists(dyadics(bound=8).filter(lambda x: x > 0), min_size=1, max_size=max_terms),
    )


def any_games() -> st.SearchStrategy[cgt.Game]:
    """A mix of every kind above."""
    return st.one_of(games(), nus_values(), switch_sums(max_terms=3), numbers())

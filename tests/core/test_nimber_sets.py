"""Comparing a game with every ``x + *i`` at once (:mod:`cgt.core.nimber_sets`).

The fuzz run of issue 18 on 2026-11-25 (commit 99e4d75) had two cases over
their caps: sums of ``{3↑ ||| 3↑, *16777216}`` with itself, whose
simplification compared ``*16777217`` with a game born on day 16,777,217
and listed the nimber's 16 million options (577 MB for ``*2**20``, then the
memory cap). The far-star bound cannot shorten that list, since the game is
born after the nimber. The sets ``{i : G <= x + *i}`` and
``{i : G >= x + *i}`` are now found in one pass over the subgames of ``G``;
here they are checked against Conway's definition itself, applied to the
options the games list, with none of the order's short cuts (number
avoidance, stops, far stars, these sets).
"""

from __future__ import annotations

import sys
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import dyadics, games

import cgt
from cgt.core.dyadic import Dyadic
from cgt.core.nimber_sets import above, below, contains
from cgt.values.game import as_form
from tests.cgt_py_bridge import in_cgt_py, printed, to_cgt_py

#: Nimbers past the core's FAR_NIMBER (64), where the sets answer comparisons.
BIG_NIMS = st.sampled_from([65, 66, 67, 70, 71, 80])


_small = st.one_of(
    games(depth=1, max_options=2),
    st.builds(cgt.nus, dyadics(1, 2), st.integers(-2, 2), st.integers(0, 5)),
)
_big = st.builds(cgt.nus, st.sampled_from([0, 0, 0, Fraction(1, 2)]), st.integers(-2, 2), BIG_NIMS)
_level = st.one_of(_small, _big)
_nested = st.builds(
    lambda left, right: cgt.game(left, right),
    st.lists(_level, max_size=2), st.lists(_level, max_size=2),
)

#: Games with nimbers of up to 80 among their subgames, born after day 64 and
#: not compact: they compare with a big nimber through the sets.
#: (Each side has an option, a big nimber more often than not among them, so
#: that few games are filtered out.)
holding_nimbers = st.builds(
    lambda left, right: cgt.game(left, right),
    st.lists(st.one_of(_big, _nested, _level), min_size=1, max_size=3),
    st.lists(st.one_of(_big, _nested, _level), min_size=1, max_size=3),
).filter(lambda g: g.birthday > 64 and not g.is_number_up_star)

xs = st.sampled_from([Fraction(0), Fraction(0), Fraction(1, 2), Fraction(-1)])


@cache
def conway_le(g: cgt.Game, h: cgt.Game) -> bool:
    """``g <= h`` unless some ``g^L >= h`` or some ``h^R <= g``."""
    return (not any(conway_le(h, gl) for gl in g.left)
            and not any(conway_le(hr, g) for hr in h.right))


@pytest.fixture(autouse=True)
def _room():
    """The definition recurses once per level: games here are born by day
    about 90, far below this limit, which is put back after each test."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(max(before, 5000))
    yield
    sys.setrecursionlimit(before)


@settings(max_examples=60, deadline=None)
@given(g=holding_nimbers, x=xs)
def test_comparisons_with_big_nimbers_agree_with_the_definition(g, x):
    """``G <= x + *i`` and ``x + *i <= G`` as the core decides them (through
    the sets once ``i > 64``) and as Conway's definition does."""
    for i in (0, 1, 2, 3, 5, 65, 66, 67, 70, 71, 81):
        star = cgt.nus(x, 0, i)
        assert (g <= star) == conway_le(g, star), i
        assert (star <= g) == conway_le(star, g), i


@settings(max_examples=60, deadline=None)
@given(g=holding_nimbers, x=xs)
def test_the_sets_hold_exactly_the_nimbers_the_order_gives(g, x):
    """Every ``i`` up to 12 and around the nimbers of the options: ``i`` is in
    ``below`` (``above``) exactly when ``G <= x + *i`` (``>=``), each asked
    of the core's order one nimber at a time."""
    form, at = as_form(g), Dyadic.from_value(x)
    nims = {o.nimber_part for o in (*g.left, *g.right) if o.is_number_up_star}
    for i in sorted(set(range(13)) | {n + d for n in nims for d in (-1, 0, 1, 2) if n + d >= 0}):
        star = cgt.nus(x, 0, i)
        assert contains(below(form, at), i) == (g <= star), i
        assert contains(above(form, at), i) == (star <= g), i


M = 1 << 24


def test_a_game_born_after_a_huge_nimber_compares_with_its_neighbours():
    """``G = {3.↑ | *M}``: ``G >= *i`` for every ``i`` but ``M`` (Right's
    ``*M`` is ``<= *i`` only for ``i = M``, and ``3.↑ >= *i`` always keeps
    ``G`` off ``<= *i``), so ``G`` is above ``*(M-1)`` and ``*(M+1)`` and
    confused with ``*M``."""
    g = cgt.game([cgt.nus(0, 3, 0)], [cgt.nimber(M)])
    assert cgt.nimber(M - 1) < g
    assert cgt.nimber(M + 1) < g
    assert g.confused_with(cgt.nimber(M))
    assert below(as_form(g), Dyadic(0)) == ()
    assert above(as_form(g), Dyadic(0)) == (0, M, M + 1)


def test_the_sum_that_hit_the_fuzzers_cap_is_refused_by_its_estimate():
    """The fuzz case: the sum is refused (it would list every option of
    ``*M`` at every level) instead of comparing its way into 577 MB."""
    part = "({−↓↓↓|||−↓↓↓,  *16777216})"
    with pytest.raises(cgt.CGTError, match=r"adding \*16777216 to a game born on day 16777217"):
        cgt.parse(f"{part} + {part}")


@settings(max_examples=80, deadline=None)
@given(left=st.lists(st.one_of(_nested, _level), max_size=3),
       right=st.lists(st.one_of(_nested, _level), max_size=3))
def test_games_built_around_big_nimbers_agree_with_cgt_py(cgt_py, left, right):
    """Simplification asks the sets where an option born after a big nimber
    changes its comparisons with ``x + *j`` (:func:`cgt.core.nimber_sets.changes`):
    cgt-py prints our canonical form as it prints its own of the same text."""
    text = "{" + ",".join(map(to_cgt_py, left)) + "|" + ",".join(map(to_cgt_py, right)) + "}"
    assert printed(in_cgt_py(cgt.game(left, right))) == printed(cgt_py.CanonicalForm(text))


#: Games around ``A = {3.↑ | *M}`` and ``B = -A``, with their values for an
#: even ``M`` (``{m}`` stands for ``M``, ``{m1}`` for ``M + 1``, ...), and
#: whether simplifying them brings in all ``M`` options of a nimber (``*M``
#: as the value: the option ``*(M+3)`` reverses into ``*0 .. *(M-1)``).
AROUND_A = [
    (["*{p1}"], ["{A}"], "0", False),
    (["*{m3}", "{A}"], ["{B}", "*{m3}"], "*{m}", True),
    (["*{m3}", "{A}", "0"], ["{B}", "*{m3}", "1"], "*{m}", True),
    (["{A}", "*5"], ["{B}", "*9"], "*{m}", True),
    (["*{m}", "{{^^^|*{m1}}}"], ["*{m1}", "{{*{p1}|vvv}}"], "{{^3|*{m1}||*{p1}|v3}}", False),
    (["{A}", "*{m1}"], ["*{p1}"], "^*{p2}", False),
]


def _texts(texts: list[str], m: int) -> list[str]:
    names = {"m": m, "m1": m + 1, "m3": m + 3, "p1": m - 1, "p2": m - 2,
             "A": f"{{^^^|*{m}}}", "B": f"{{*{m}|vvv}}"}
    return [t.format(**names) for t in texts]


@pytest.mark.parametrize("left, right, value, lists_m", AROUND_A)
def test_games_around_a_big_nimber_agree_with_cgt_py_and_scale(cgt_py, left, right, value,
                                                               lists_m):
    """With ``M = 70`` cgt-py builds the same canonical forms. With
    ``M = 2**24`` the same values come out, the nimbers shifted, in a few
    comparisons (before, simplification compared ``x + *j`` with the options
    for every ``j`` up to ``M``), or the game is refused at once when its
    simplification would list the ``M`` options of a nimber."""
    lefts, rights = ([cgt.parse(t) for t in _texts(side, 70)] for side in (left, right))
    text = "{" + ",".join(map(to_cgt_py, lefts)) + "|" + ",".join(map(to_cgt_py, rights)) + "}"
    ours = cgt.game(lefts, rights)
    assert printed(in_cgt_py(ours)) == printed(cgt_py.CanonicalForm(text))
    assert ours == cgt.parse(_texts([value], 70)[0])
    lefts, rights = ([cgt.parse(t) for t in _texts(side, M)] for side in (left, right))
    if lists_m:
        with pytest.raises(cgt.CGTError, match="lists 16777216 options of"):
            cgt.game(lefts, rights)
    else:
        assert str(cgt.game(lefts, rights)) == _texts([value], M)[0]

"""Sums of many ups with a game, by the options of the game (issue 37's
fuzz: ``{0|{0|...{0|{|}}...}}``, 19,490 levels, which is ``↑19489``, plus
``{0||0|-1}``: 6.4 s of pure Python for the case, most of it the sum and
``(G + H) - H``).

``u + h`` for ``u = n.↑ + *m`` with more ups than ``h``'s birthday is made
from ``u + h^L | u + h^R`` when each of ``u``'s own moves is dominated
(``h - h^L <= u - u^L``, ``h^R - h <= u^R - u``) or reversible through a
move of ``h`` (Siegel, *CGT*, II.2), found in a few comparisons instead of
listing ``k.↑ + h`` for every ``k < n`` (``cgt.core.arithmetic._translated``).
It is checked against the way it replaces: Conway's definition of the sum
(``tests/naive.py``) and the canonical form of the sum's whole option lists.
"""

from __future__ import annotations

import time

import naive
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cgt_of, naive_of, trees

import cgt
from cgt.core import memo
from cgt.core.canonical import canonical_form
from cgt.values.game import wrap

#: A few examples in the README's run (each sum is also made the naive way,
#: whole seconds for many), many in the slow run (``.ci/run``).
FEW = settings(max_examples=40, deadline=None)
MANY = settings(max_examples=400, deadline=None)

#: More ups than most games drawn are old (the short cut needs that).
ups = st.integers(3, 9).flatmap(lambda n: st.sampled_from([n, -n]))


def listed(u: cgt.Game, h: cgt.Game) -> cgt.Game:
    """``u + h`` from its whole option lists (the options summed the usual way)."""
    left = [o + h for o in u.left] + [u + o for o in h.left]
    right = [o + h for o in u.right] + [u + o for o in h.right]
    return wrap(canonical_form([o.form for o in left], [o.form for o in right]))


def check_many_ups(n: int, m: int, tree: object) -> None:
    """Against the naive sum (every option listed, Conway's definition) and
    against the canonical form of the whole option lists."""
    u, h = cgt.nus(0, n, m), cgt_of(tree)
    total = u + h
    assert naive.structure(total) == naive.add(naive.to_naive(u), naive_of(tree))
    memo.clear()
    assert listed(u, h) is total


@FEW
@given(ups, st.integers(0, 3), trees(depth=2))
def test_many_ups_plus_a_game_is_the_sum_of_conway(n, m, tree):
    check_many_ups(n, m, tree)


@pytest.mark.slow
@MANY
@given(ups, st.integers(0, 3), trees(depth=2))
def test_many_ups_plus_a_game_is_the_sum_of_conway_at_length(n, m, tree):
    check_many_ups(n, m, tree)


@pytest.mark.slow  # reading the text takes about 0.5 s of pure Python
def test_the_fuzz_chain_and_its_difference_are_quick():
    """The fuzz's text itself (the innermost game is ``{|}``, 0): ``↑19489 +
    {0||0|-1}`` is ``{↑19489 || ↑19489 | ↑19489 - 1}``: ``u + h^L | u + h^R``
    with ``h^L = 0`` and ``h^R = {0|-1}``, and ``↑n + {0|-1} = {↑n | -1 + ↑n}``
    (its listing at small n above, and below)."""
    depth = 19_490
    g = cgt.parse("{0|" * depth + "\t({|})" + "}" * depth)
    assert g is cgt.nus(0, depth - 1, 0)
    h = cgt.parse("{0||0|-1}")
    start = time.process_time()
    total = g + h
    difference = total - h
    seconds = time.process_time() - start
    assert str(total) == "{^19489||^19489|-1^19489}"
    assert difference is g
    assert seconds < 0.5  # 2.0 s and 2.4 s of pure Python before
    small = cgt.nus(0, 9, 0)
    assert small + h is listed(small, h)
    assert str(small + h) == "{^9||^9|-1^9}"


def test_a_reversible_move_of_the_ups_is_bypassed():
    """``↑n + {1|0||0}``: Right's move ``↑(n-1)* + h`` reverses through
    ``↑(n-1)* + {1|0}`` (``h - {1|0} <= ↓*``) and leaves its Right option
    ``↑(n-1)*``; against the whole listing, and the naive sum for n = 5."""
    h = cgt.parse("{1|0||0}")
    for n in (5, 8, 40):
        u = cgt.nus(0, n, 0)
        assert u + h is listed(u, h)
        assert str(u + h) == f"{{1^{n}|^{n}||^{n - 1}*,^{n}}}"
    five = naive.add(naive.up_multiple(5), naive.to_naive(h))
    assert naive.structure(cgt.nus(0, 5, 0) + h) == five


@pytest.mark.parametrize("text", ["{1|0||0}", "{2|0||0}", "{1|0||-1}", "{1|*||0}", "{1|0||0,*}"])
@pytest.mark.parametrize("n", [4, 6, -6])
def test_games_whose_reversals_carry_the_ups(text, n):
    """Games with a Left move to a hot game and a Right move to 0 or below:
    against the naive sum."""
    u, h = cgt.nus(0, n, 1), cgt.parse(text)
    assert naive.structure(u + h) == naive.add(naive.to_naive(u), naive.to_naive(h))
    memo.clear()
    assert listed(u, h) is u + h


def test_a_shorter_chain_and_its_difference_are_quick():
    g = cgt.parse("{0|" * 3000 + "{|}" + "}" * 3000)
    h = cgt.parse("{0||0|-1}")
    start = time.process_time()
    total = g + h
    assert total - h is g
    assert time.process_time() - start < 0.2  # 0.23-0.25 s and 0.25-0.33 s pure before
    assert str(total) == "{^2999||^2999|-1^2999}"

"""Sums regrouped by associativity (``cgt.core.arithmetic.estimated_sum``).

A user's sum of two games that are not compact remembers its summands, and
a later sum with it is taken as ``G + (H + K)`` rather than ``(G + H) + K``
when that lists fewer pairs of subgames: both are the same canonical form,
so the result must be the very form the direct sum makes. Issue 37's fuzz
met ``(G + H) - H`` for a chain ``{0|{0|...}}`` 19,557 deep and ``H =
{0||0|-1}``: the difference listed every pair of ``G + H``'s 78,000
subgames with ``-H``'s, 3.7 s of pure Python.
"""

from __future__ import annotations

import naive
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import games, small_games

import cgt
from cgt.core import arithmetic
from cgt.core.arithmetic import estimated_sum, negate, sum_games


def chain(depth: int) -> cgt.Game:
    """``{0|{0|...{0|-1}}}``, ``depth`` levels of ``{0|...}``."""
    return cgt.parse("{0|" * depth + "-1" + "}" * depth)


def sums_stored() -> int:
    return cgt.cache_statistics()["sums"].stores


def test_a_deep_sum_minus_its_small_summand_lists_no_pairs():
    g, h = chain(3000), cgt.parse("{0||0|-1}")
    total = g + h
    before = sums_stored()
    assert total - h is g
    assert sums_stored() - before < 5  # H - H is 0: no pair of total's subgames with -H's
    # cgt.clear_caches() forgets the summands: the same difference then
    # lists the pairs, and agrees.
    cgt.clear_caches()
    before = sums_stored()
    assert total - h is g
    assert sums_stored() - before > 3000


def test_a_running_total_adds_its_small_parts_first():
    """``(G + H) + K`` with ``H + K`` small: ``G + (H + K)``, fewer pairs
    than ``G + H``'s subgames with ``K``'s, and the same form."""
    g, h, k = chain(500), cgt.parse("{1|0}"), cgt.parse("{0|-1}")
    total = g + h
    before = sums_stored()
    regrouped = total + k
    regrouped_pairs = sums_stored() - before
    cgt.clear_caches()
    plain = sum_games(sum_games(g.form, h.form), k.form)
    assert regrouped.form is plain
    cgt.clear_caches()
    before = sums_stored()
    sum_games(cgt.parse(str(total)).form, k.form)
    assert regrouped_pairs < sums_stored() - before


def test_no_regrouping_when_the_summands_are_alike():
    """Two summands of one size: ``(G + H) + K`` is made directly."""
    g, h = chain(40), chain(40) + cgt.parse("1")
    total = g + h
    assert arithmetic._regrouped(total.form, cgt.parse("{1|0}").form) is None
    assert total - h == g


def test_clear_caches_forgets_the_summands():
    g, h = chain(50), cgt.parse("{0||0|-1}")
    total = g + h
    assert cgt.cache_info()["summands"] >= 1
    cgt.clear_caches()
    assert cgt.cache_info()["summands"] == 0
    assert total - h is g


#: Small games that are not compact: hot ones and a tiny.
SMALL = ("{0||0|-1}", "{1|0}", "{0|-1}", "±1", "{2|-1/2}", "{1|*}", "{1/2|^}", "{0|v*}")

#: Large games that are not compact: chains ``{a|{b|...{z|-1}}}`` 12 to
#: 40 deep, and sums of 3 to 6 small ones.
chains = st.lists(st.sampled_from(["0", "1", "-1", "1/2", "*", "^", "{1|0}"]),
                  min_size=12, max_size=40).map(
    lambda tops: cgt.parse("".join(f"{{{t}|" for t in tops) + "-1" + "}" * len(tops)))
totals = st.lists(st.sampled_from(SMALL), min_size=3, max_size=6).map(
    lambda texts: cgt.parse(" + ".join(texts)))
small = st.one_of(st.sampled_from(SMALL).map(cgt.parse), games(depth=2, max_options=2))


@settings(max_examples=300, deadline=None)
@given(st.one_of(chains, totals), small, small)
def test_regrouped_sums_are_the_direct_sums(g, h, k):
    """``(G + H) + K`` and ``(G + H) - K`` through the user's ``+`` (which
    may regroup) are the forms the plain recursive sum makes."""
    total = g + h
    plain = sum_games(g.form, h.form)
    assert total.form is plain
    assert (total + k).form is sum_games(plain, k.form)
    assert (total - k).form is sum_games(plain, negate(k.form))
    assert estimated_sum(k.form, total.form) is sum_games(k.form, plain)


@settings(max_examples=150, deadline=None)
@given(small_games(), small_games(), small_games())
def test_regrouped_sums_agree_with_conways_definition(g, h, k):
    """Against the naive sum of ``tests/naive.py`` (Conway's definition,
    canonicalised by the textbook's rules)."""
    a, b, c = (naive.to_naive(x) for x in (g, h, k))
    assert naive.structure((g + h) - k) == naive.sub(naive.add(a, b), c)


def test_a_sum_with_a_compact_game_is_regrouped_too():
    """``(G + ↑) - ↑`` is ``G + 0``, and ``(G + ↑) + ↑`` is ``G + ⇑``."""
    g, up = chain(2000), cgt.parse("^")
    total = g + up
    before = sums_stored()
    assert total - up is g
    assert sums_stored() - before < 5
    assert (total + up).form is sum_games(g.form, cgt.parse("^^").form)

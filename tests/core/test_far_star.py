"""Far stars: ``K + *i`` has one outcome for every ``i`` past the birthday of
``K`` (the proof is in :func:`cgt.core.order.far_star_bound`), so games
holding huge nimbers are built and compared by asking a few of a nimber's
options, never all of them.

Before, ``{*N | }`` and ``±{*N}`` listed the ``N`` options of ``*N``
(the fuzzer's memory cap hits, ``N`` of 4,000 digits) and
``{*N | ↓↓*}`` walked them one by one. The short cuts themselves are
checked against cgt-py on nimbers up to 41 in ``test_families.py``; here
the theorem is checked by brute force on small games, and huge nimbers
against values the theory gives.
"""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings

import cgt
from cgt.core.order import far_star_bound
from tests.strategies import games

#: A nimber no option list could hold.
N = 10**40 + 7


@settings(max_examples=150, deadline=None)
@given(k=games(depth=2, max_options=3))
def test_the_outcome_of_k_plus_a_far_star_is_the_same_for_all_of_them(k):
    """Brute force: ``K + *i`` for ``i = b + 1 .. b + 6`` (``b`` the birthday
    of ``K``) have one outcome, and ``far_star_bound(b)`` nimbers reach it."""
    b = k.birthday
    outcomes = {(k + cgt.nimber(i)).outcome for i in range(b + 1, b + 7)}
    assert len(outcomes) == 1
    assert far_star_bound(b) == b + 2


def test_the_bound_is_tight_for_nimbers():
    """``*3 + *i`` is 0 for ``i = 3`` and N after it: the outcome changes at
    the birthday itself, so nothing smaller than ``b + 1`` would do."""
    outcomes = [str((cgt.nimber(3) + cgt.nimber(i)).outcome) for i in range(6)]
    assert outcomes == ["N", "N", "N", "P", "N", "N"]


@pytest.mark.parametrize("text, value", [
    (f"{{*{N}|}}", "0"),            # Left's *N reverses through 0 <= G, leaving {|}
    (f"+-{{*{N}}}", "0"),           # {*N | *N}: both reverse out
    (f"{{*{N}|*{N}}}", "0"),
    (f"{{0|*{N}}}", f"^*{N ^ 1}"),  # ↑*m = {0 | *(m^1)} (Siegel, CGT, II.4): it stays
    (f"{{*{N}|v}}", f"v*{N ^ 1}"),
    (f"{{*{N},1|0}}", "{1|0}"),     # *N is dominated by 1
])
def test_games_with_a_huge_nimber_option(text, value):
    assert cgt.parse(text) == cgt.parse(value)


def test_a_huge_nimber_that_stays_an_option():
    """``{*N | ↓↓*}``: no ``*j <= G`` (``↓↓* < *j`` for every j), so ``*N``
    does not reverse, and the game prints and parses back as itself. Right
    wins: moving first to ``↓↓* < 0``, second by answering ``*N`` with 0.
    Its outcome and its order with ``↓↓*`` are those of ``{*5 | ↓↓*}``
    (the same argument holds for every nimber above 1)."""
    g = cgt.parse(f"{{*{N}|vv*}}")
    assert str(g) == f"{{*{N}|vv*}}"
    assert cgt.parse(str(g)) is g
    assert g.left == (cgt.nimber(N),) and g.right == (cgt.parse("vv*"),)
    small = cgt.parse("{*5|vv*}")
    assert str(g.outcome) == str(small.outcome) == "R"
    assert cgt.compare(g, cgt.parse("vv*")) == cgt.compare(small, cgt.parse("vv*"))
    assert g.left_stop == 0 and g.right_stop == 0


@pytest.mark.parametrize("other", ["{1|0}", "^", "{1|*}", "+-1", "{0|v}", "vv*"])
def test_comparisons_with_a_huge_nimber_match_a_small_far_one(other):
    """``G <= *N`` and ``*N <= G`` ask as many nimbers as G's birthday
    needs: the answers equal those for ``*m``, m the first far star of G
    with the same parity (``*N`` and ``*m`` compare alike with G)."""
    g = cgt.parse(other)
    m = far_star_bound(g.birthday) + 1
    m += (m ^ N) & 1  # same parity as N: nothing in G tells them apart anyway
    far = cgt.nimber(m)
    huge = cgt.nimber(N)
    assert (g <= huge, huge <= g, cgt.compare(g, huge)) == (g <= far, far <= g,
                                                             cgt.compare(g, far))


def test_fuzzer_inputs_with_thousands_of_digits():
    """The fuzzer's cases: a ± of a nimber of 4,000 digits (memory cap hits)."""
    digits = 4000
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert cgt.parse("+-{*" + "9" * digits + "}") == 0
        assert cgt.parse("{*" + "9" * digits + "|}") == 0
    finally:
        sys.set_int_max_str_digits(old)


def test_a_reversal_through_a_huge_nimber_brings_few_options():
    """``{↑*M || ↑*M |}``: the inner ``↑*M`` reverses through ``*(M^1)``,
    whose options ``*j`` past the first ``*j <= G`` reverse again at once;
    before, all M of them were listed (the fuzzer's input, M = 3,049,504)."""
    assert cgt.parse("{-v*3049504|| -v*3049504|}") == cgt.parse("1/2")
    assert cgt.parse(f"{{^*{N}||^*{N}|}}") == cgt.parse("1/2")
    for m in (2, 3, 17, 40):  # the same law where every option can be listed
        assert cgt.parse(f"{{^*{m}||^*{m}|}}") == cgt.parse("1/2")


def test_a_reversal_that_would_list_too_many_options_is_refused():
    """``±(↑*m) = {↑*m | ↓*m}`` is ``*(m^1)``: each side's ``↑*m`` reverses
    through ``*(m^1)`` into its ``m^1`` options, none of which reverses or
    is dominated. For a huge m they cannot be listed: refused with a
    CGTError that names the nimber and the limit (before: a hang)."""
    from cgt.core import canonical

    assert cgt.parse("+-^*20") == cgt.nimber(21) and cgt.parse("+-^*3") == cgt.nimber(2)
    with pytest.raises(cgt.CGTError, match=rf"options of \*{N ^ 1} .*NIMBER_OPTIONS_LIMIT"):
        cgt.parse(f"+-^*{N}")
    old = canonical.NIMBER_OPTIONS_LIMIT
    canonical.NIMBER_OPTIONS_LIMIT = 10
    try:
        cgt.clear_caches()
        with pytest.raises(cgt.CGTError, match=r"lists 21 options of \*21 .*NIMBER_OPTIONS_LIMIT"):
            cgt.parse("+-^*20")
    finally:
        canonical.NIMBER_OPTIONS_LIMIT = old
        cgt.clear_caches()

"""Games nested deep as ``{0|{0|...{0|X}}}``, the fuzz's deep braces
(benchmarks/fuzz.py): read, valued and added in time linear in the depth.

Over an uptimal, each level is again an uptimal: ``{0 | G}`` for ``G =
a_1.↑ + ... + a_k.↑^k + *m`` with every ``a_i >= 1`` is ``G`` plus one in
every place, ``*(m^1)`` (CGSuite's rule of uptimal options,
``CanonicalShortGameOps.isValidUptimalExpansion``: Right's one option is
the expansion less one in every place, Left's the cut at the last place
``<= 0``, here none, so 0; for ``k = 1`` it is ``{0 | n.↑*m} = (n+1).↑*(m^1)``,
Siegel, *CGT*, II.4). These uptimals share one family of options
(:func:`cgt.core.uptimal.family_of`); each made a family of its own, whose
birthdays it walked again, quadratic in the depth: 2,711 levels over
``↑[9]`` took 5 s of CPU compiled (issue 37's fuzz), 1.5 s pure since.
"""

from __future__ import annotations

import pytest

import cgt
from cgt.core.uptimal import family_of


def chain(depth: int, inner: str) -> str:
    return "{0|" * depth + inner + "}" * depth


@pytest.mark.parametrize("depth", [1, 2, 7, 400, pytest.param(2711, marks=pytest.mark.slow)])
def test_a_chain_over_an_uptimal_adds_one_in_every_place(depth):
    g = cgt.parse(chain(depth, "(\u2212\u2193[9])"))  # −↓[9] = ↑[9]
    # depth + 1 times ↑[9], a star when the depth is odd: a closed-form sum
    expected = (depth + 1) * cgt.parse("^[9]") + (cgt.star if depth % 2 else cgt.zero)
    assert g == expected
    assert g.birthday == expected.birthday


@pytest.mark.slow  # a few seconds pure
def test_the_chain_reads_back_and_adds():
    text = chain(2711, "(\u2212\u2193[9])")
    g = cgt.parse(text)
    assert cgt.parse(str(g)) == g
    assert (g + 1) - 1 == g


def test_uptimals_a_constant_apart_share_one_family():
    family, state = family_of((3, 4, 4), 1)
    assert family_of((1, 2, 2), 0)[0] is family
    assert family.coefficients(state) == (3, 4, 4) and state[3] == 1
    assert family_of((1, 2, 3), 0)[0] is not family


@pytest.mark.parametrize(("inner", "value"), [("- 1.93750", "-31/16"), ("{|v,vv}", "-1")])
def test_chains_over_other_games_read_back(inner, value):
    # the fuzz's other deep cap hits: general forms at every level, linear
    # in the depth (0.34 ms a level for the sum with ^<2>, pure)
    assert cgt.parse(chain(1, inner)) == cgt.parse("{0|" + value + "}")
    g = cgt.parse(chain(60, inner))
    assert cgt.parse(str(g)) == g
    assert (g + cgt.parse("^<2>")) - cgt.parse("^<2>") == g


def test_depths_over_a_huge_nimber_stay_bounded_and_birthdays_exact():
    """``*10**4800`` is that deep; the levels above it keep
    ``cgt.core.form.DEPTH_BOUND`` (no recursion goes past
    ``cgt.core.deep.MAX_DEPTH``), not a new 2 KB integer each, while their
    birthdays stay exact (issue 37's fuzz: a chain 20,000 deep over such a
    game, plus ``^``, grew by 305 MB, a third of it depths)."""
    from cgt.core.deep import MAX_DEPTH
    from cgt.core.form import DEPTH_BOUND

    n = 10**4800
    g = cgt.parse("{0|" * 100 + "{0|{0|-1+*1" + "0" * 4800 + "}}" + "}" * 100)
    assert g.form.longer_uptimal is None and not g.is_number  # a general form at every level
    assert g.birthday == n + 103
    assert g.form.depth == DEPTH_BOUND > MAX_DEPTH
    assert (g + cgt.parse("^")).form.depth == DEPTH_BOUND

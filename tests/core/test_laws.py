"""The algebraic laws of short games, on random games (hypothesis).

Games come from :mod:`strategies`: option trees built through ``cgt.game``,
compact values ``x + n.↑ + *m`` and sums of switches. Where a law can be
checked against the naive reference (:mod:`naive`), it is: the same option
tree is canonicalised by both.
"""

from __future__ import annotations

from fractions import Fraction

import naive
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from strategies import (
    any_games,
    cgt_of,
    dyadics,
    games,
    naive_of,
    nus_triples,
    nus_values,
    small_games,
    switch_sums,
    trees,
)

import cgt

FEW = settings(max_examples=60, deadline=None)
SOME = settings(max_examples=150, deadline=None)
MANY = settings(max_examples=300, deadline=None)


# -- the group laws ---------------------------------------------------------------


def from_naive(n: naive.Naive) -> cgt.Game:
    """The naive canonical form built again through ``cgt.game``: a second,
    independent way to the same value."""
    return cgt.game([from_naive(o) for o in n[0]], [from_naive(o) for o in n[1]])


@SOME
@given(trees())
def test_zero_is_the_identity(tree):
    """``G + 0 = G`` (Siegel, *CGT*, II.1): the naive sum, which expands 0 like
    any game, against ours (which takes a short cut for 0)."""
    g, n = cgt_of(tree), naive_of(tree)
    expected = naive.add(n, naive.ZERO)
    assert expected == naive.add(naive.ZERO, n) == n
    for s in (g + cgt.zero, cgt.zero + g, g + 0, 0 + g, g - 0, g - cgt.zero):
        assert naive.structure(s) == expected, naive.show(n)


@SOME
@given(trees(depth=2))
def test_g_minus_g_is_zero(tree):
    """``G - G = 0`` (Siegel, *CGT*, II.1): the naive sum of G and its negative,
    canonicalised from the full option lists, against ours."""
    g, n = cgt_of(tree), naive_of(tree)
    expected = naive.add(n, naive.neg(n))
    assert expected == naive.add(naive.neg(n), n) == naive.ZERO
    for s in (g - g, g + (-g), (-g) + g):
        assert naive.structure(s) == expected, naive.show(n)


@SOME
@given(any_games())
def test_g_minus_g_through_a_number(g):
    """``G + (-G + x) = x`` for a number x: the sum is computed in full (no
    short cut sees ``-G`` itself), so the law is checked by our own algebra."""
    for x in (1, Fraction(-3, 4)):
        assert g + ((-g) + x) is cgt.number(x), str(g)
        assert (g + x) - g is cgt.number(x), str(g)


@SOME
@given(trees(depth=2), trees(depth=2))
def test_addition_commutes(a, b):
    """``G + H = H + G``: ours against the naive sum taken in the other order."""
    g, h = cgt_of(a), cgt_of(b)
    assert naive.structure(h + g) == naive.add(naive_of(b), naive_of(a))
    assert naive.structure(g + h) == naive.add(naive_of(b), naive_of(a))


@FEW
@given(games(), games(), any_games())
def test_addition_associates(g, h, k):
    assert (g + h) + k is g + (h + k)


@SOME
@given(trees())
def test_negation_is_an_involution(tree):
    """``-(-G) = G`` (Siegel, *CGT*, II.1): ours against the naive negative of
    the naive negative, and the negative rebuilt from the swapped options."""
    g, n = cgt_of(tree), naive_of(tree)
    assert naive.structure(-g) == naive.neg(n)
    negative = -g
    assert naive.structure(-negative) == naive.neg(naive.neg(n)) == n
    assert cgt.game([-o for o in g.right], [-o for o in g.left]) is -g
    assert naive.structure(+g) == n


@SOME
@given(any_games(), any_games())
def test_negation_distributes_over_sums(g, h):
    assert -(g + h) is (-g) + (-h)
    assert g - h is -(h - g)


@SOME
@given(any_games())
def test_negative_swaps_the_options(g):
    assert set(g.left) == {-o for o in (-g).right}
    assert set(g.right) == {-o for o in (-g).left}


@SOME
@given(any_games(), st.integers(-4, 4))
def test_multiples_are_repeated_sums(g, n):
    expected = cgt.zero
    for _ in range(abs(n)):
        expected = expected + (g if n > 0 else -g)
    assert n * g is expected
    assert g * n is expected


# -- the order ----------------------------------------------------------------------


@SOME
@given(any_games())
def test_order_is_reflexive(g):
    """``G <= G`` because ``G^L <| G <| G^R`` for every option (Siegel, *CGT*,
    II.1): no Left option is ``>= G`` and no Right option ``<= G``. (``g <= g``
    itself is answered by identity, so the options are what can fail.)"""
    for gl in g.left:
        assert not gl >= g and cgt.compare(gl, g) in ("<", "||"), (str(g), str(gl))
    for gr in g.right:
        assert not gr <= g and cgt.compare(gr, g) in (">", "||"), (str(g), str(gr))


@MANY
@given(trees())
def test_equal_values_built_two_ways_are_one_object(tree):
    """The naive canonical form, built again through ``cgt.game`` (options in
    another order, every subgame built afresh), is the very same object."""
    g = cgt_of(tree)
    assert from_naive(naive_of(tree)) is g
    assert cgt.parse(naive.show(naive_of(tree))) is g


@MANY
@given(any_games(), any_games())
def test_order_is_antisymmetric(g, h):
    """``G <= H <= G`` only for the same value, which is one object."""
    assert (g <= h <= g) == (g is h)


@MANY
@given(trees(), trees())
def test_equality_agrees_with_naive(a, b):
    """Two games are equal exactly when their naive canonical forms are the
    same (canonical forms are unique: Siegel, *CGT*, II.2)."""
    g, h = cgt_of(a), cgt_of(b)
    assert (g == h) == (naive_of(a) == naive_of(b)) == naive.eq(naive_of(a), naive_of(b))


@MANY
@given(any_games(), any_games())
def test_the_four_relations_are_exclusive(g, h):
    relation = cgt.compare(g, h)
    assert relation == {(True, True): "=", (True, False): "<", (False, True): ">",
                        (False, False): "||"}[g <= h, h <= g]
    assert (g < h) == (relation == "<")
    assert (g > h) == (relation == ">")
    assert g.confused_with(h) == (relation == "||")
    assert cgt.compare(h, g) == {"<": ">", ">": "<", "=": "=", "||": "||"}[relation]


@SOME
@given(any_games(), any_games())
def test_order_is_the_sign_of_the_difference(g, h):
    assert (g <= h) == (h - g >= cgt.zero)
    assert (g <= h) == (cgt.zero <= h - g)


@MANY
@given(games(), games(), games())
def test_order_is_transitive_on_random_triples(g, h, k):
    if g <= h <= k:
        assert g <= k


nonnegative = any_games().filter(lambda p: p >= 0)


@SOME
@given(any_games(), nonnegative, nonnegative)
def test_order_is_transitive_on_chains(g, p, q):
    """``g <= g + p <= g + p + q`` for ``p, q >= 0``."""
    h = g + p
    k = h + q
    assert g <= h <= k
    assert g <= k


@SOME
@given(any_games(), any_games(), any_games())
def test_order_is_compatible_with_addition(g, h, k):
    assert (g <= h) == (g + k <= h + k)
    assert cgt.compare(g, h) == cgt.compare(g + k, h + k)


@SOME
@given(any_games(), any_games())
def test_negation_reverses_the_order(g, h):
    assert (g <= h) == (-h <= -g)


@SOME
@given(any_games(), dyadics())
def test_comparison_with_ints_and_fractions(g, x):
    assert (g <= x) == (g <= cgt.number(x))
    assert (x <= g) == (cgt.number(x) <= g)
    assert (g == x) == (g.is_number and g.number == x)
    assert (g == x) == naive.eq(naive.structure(g), naive.number(x))


# -- canonical forms are unique ---------------------------------------------------


@MANY
@given(trees())
def test_canonical_form_agrees_with_naive(tree):
    g = cgt_of(tree)
    assert naive.structure(g) == naive_of(tree)


@SOME
@given(any_games())
def test_canonical_forms_are_canonical(g):
    """No dominated or reversible option anywhere (checked naively)."""
    assert naive.is_canonical(naive.structure(g))


def _all_subgames(g, seen=None):
    seen = {} if seen is None else seen
    if g not in seen:
        seen[g] = None
        for o in (*g.left, *g.right):
            _all_subgames(o, seen)
    return seen


@SOME
@given(any_games())
def test_rebuilding_from_the_options_gives_the_same_object(g):
    """Every subgame is interned: ``game(G.left, G.right) is G`` all the way down,
    compact values included (their options are generated lazily)."""
    for s in _all_subgames(g):
        assert cgt.game(s.left, s.right) is s, str(s)


@MANY
@given(any_games(), dyadics(max_denominator_exponent=5, bound=40))
def test_number_translation_is_canonical_as_it_stands(g, x):
    """``x + G`` is G's options translated by x, with no simplification
    (cgt.core.arithmetic builds it so): a full build of the translated options
    gives the very same object, and the naive check finds nothing to simplify.
    (For a number G the law is not one: 1 + 0 is not {1 + nothing | ...}.)"""
    assume(not g.is_number)
    s = g + x
    assert cgt.game([o + x for o in g.left], [o + x for o in g.right]) is s
    if not s.is_number_up_star:
        assert naive.is_canonical(naive.structure(s))


@MANY
@given(nus_values())
def test_compact_values_rebuild_from_their_options(g):
    assert cgt.game(g.left, g.right) is g
    assert cgt.game(list(g.left), list(g.right)) is g


@MANY
@given(trees())
def test_values_of_the_compact_form_are_recognised(tree):
    """A game equal to some ``x + n.↑ + *m`` is stored in the compact form, so it
    is the very object ``cgt.nus`` returns."""
    g = cgt_of(tree)
    for s in _all_subgames(g):
        if s.is_number_up_star:
            assert cgt.nus(s.number_part, s.up_multiple, s.nimber_part) is s
        else:
            assert not _looks_compact(naive.structure(s)), str(s)


def _looks_compact(form) -> bool:
    """Naively: is ``form`` a number plus ``n.↑ + *m`` (n, m small)?"""
    return form in _COMPACT_FORMS


_COMPACT_FORMS = {
    naive.add(naive.number(x), naive.add(naive.up_multiple(n), naive.nimber(m)))
    for x in [Fraction(k, 4) for k in range(-12, 13)]
    for n in range(-4, 5)
    for m in range(6)
}


@SOME
@given(any_games(), st.randoms(use_true_random=False))
def test_option_order_and_repeats_do_not_matter(g, rng):
    left, right = list(g.left) * 2, list(g.right) * 2
    rng.shuffle(left)
    rng.shuffle(right)
    assert cgt.game(left, right) is g


positive = st.one_of(
    dyadics().filter(lambda x: x > 0).map(cgt.number),
    st.sampled_from([cgt.UP, cgt.up(2), cgt.nus(0, 2, 1), cgt.game([0], [cgt.game([0], [-1])])]),
    games(depth=2).filter(lambda p: p > 0),
)


@SOME
@given(any_games(), positive)
def test_dominated_options_do_not_matter(g, q):
    """Adding ``G^L - q`` (or ``G^R + q``) with ``q > 0`` leaves ``G`` unchanged."""
    if g.left:
        dominated = g.left[0] - q
        assert cgt.game([*g.left, dominated], g.right) is g
        assert cgt.game([dominated, *g.left], g.right) is g
    if g.right:
        dominated = g.right[-1] + q
        assert cgt.game(g.left, [*g.right, dominated]) is g


@SOME
@given(any_games(), games(depth=2))
def test_reversible_options_do_not_matter(g, y):
    """``{Y | G}`` as an extra Left option of ``G`` reverses through ``G`` (which is
    ``<=`` the new game) back to ``G``'s own Left options; mirrored for Right."""
    assert cgt.game([*g.left, cgt.game([y], [g])], g.right) is g
    assert cgt.game(g.left, [*g.right, cgt.game([g], [y])]) is g


@SOME
@given(any_games(), any_games())
def test_equal_values_from_different_option_lists(g, h):
    """``G + H`` computed by the sum and rebuilt from the naive sum's option tree."""
    s = g + h
    assert cgt.game(s.left, s.right) is s
    # {G^L + H, G + H^L | G^R + H, G + H^R}: the definition, options not simplified
    left = [o + h for o in g.left] + [g + o for o in h.left]
    right = [o + h for o in g.right] + [g + o for o in h.right]
    assert cgt.game(left, right) is s


# -- agreement with the naive reference -------------------------------------------


@SOME
@given(trees(depth=2), trees(depth=2))
def test_sums_agree_with_naive(a, b):
    g, h = cgt_of(a), cgt_of(b)
    assert naive.structure(g + h) == naive.add(naive_of(a), naive_of(b))


@MANY
@given(trees(), trees())
def test_order_agrees_with_naive(a, b):
    g, h = cgt_of(a), cgt_of(b)
    assert (g <= h) == naive.le(naive_of(a), naive_of(b))
    assert (h <= g) == naive.le(naive_of(b), naive_of(a))


@SOME
@given(trees())
def test_negative_agrees_with_naive(tree):
    assert naive.structure(-cgt_of(tree)) == naive.neg(naive_of(tree))


@MANY
@given(trees())
def test_facts_agree_with_naive(tree):
    g, n = cgt_of(tree), naive_of(tree)
    assert g.birthday == naive.birthday(n)
    assert g.left_stop == naive.left_stop(n)
    assert g.right_stop == naive.right_stop(n)
    assert str(g.outcome) == naive.outcome(n)
    assert g.is_number == (naive.number_value(n) is not None)
    if g.is_number:
        assert g.number == naive.number_value(n)
    assert g.is_impartial == naive.is_impartial(n)


@SOME
@given(dyadics(), trees(depth=2))
def test_number_avoidance_agrees_with_naive(x, tree):
    """``x + G`` and ``x <=> G`` use number translation and avoidance; the
    naive reference expands the number like any other game."""
    g, n, xn = cgt_of(tree), naive_of(tree), naive.number(x)
    assert naive.structure(cgt.number(x) + g) == naive.add(xn, n)
    assert (cgt.number(x) <= g) == naive.le(xn, n)
    assert (g <= cgt.number(x)) == naive.le(n, xn)


@SOME
@given(switch_sums(max_terms=3), small_games())
def test_switch_sums_agree_with_naive(s, g):
    sn = naive.to_naive(s)
    assert naive.structure(s) == sn
    assert naive.structure(s + g) == naive.add(sn, naive.to_naive(g))
    assert (s <= g) == naive.le(sn, naive.to_naive(g))


@SOME
@given(nus_triples(max_ups=4, max_nim=5), nus_triples(max_ups=4, max_nim=5))
def test_compact_arithmetic_agrees_with_naive(a, b):
    """Closed-form sums and comparisons of ``x + n.↑ + *m`` against the sums of
    explicit ups and nimbers."""
    def expanded(x, n, m):
        return naive.add(naive.number(x), naive.add(naive.up_multiple(n), naive.nimber(m)))

    g, h = cgt.nus(*a), cgt.nus(*b)
    gn, hn = expanded(*a), expanded(*b)
    assert naive.structure(g) == gn
    assert g.birthday == naive.birthday(gn)
    assert naive.structure(g + h) == naive.add(gn, hn)
    assert (g <= h) == naive.le(gn, hn)


# -- outcomes and stops -------------------------------------------------------------


@MANY
@given(any_games())
def test_outcome_agrees_with_comparisons_to_zero(g):
    expected = {">": "L", "<": "R", "=": "P", "||": "N"}[cgt.compare(g, 0)]
    assert str(g.outcome) == expected
    assert (g.outcome is cgt.Outcome.L) == (g > 0)
    assert (g.outcome is cgt.Outcome.R) == (g < 0)
    assert (g.outcome is cgt.Outcome.P) == (g == 0)
    assert (g.outcome is cgt.Outcome.N) == g.confused_with(0)


@MANY
@given(any_games())
def test_left_stop_is_at_least_right_stop(g):
    assert g.left_stop >= g.right_stop
    assert (-g).left_stop == -g.right_stop


@SOME
@given(any_games(), dyadics())
def test_stops_translate_with_numbers(g, x):
    assert (g + x).left_stop == g.left_stop + x
    assert (g + x).right_stop == g.right_stop + x


@SOME
@given(any_games())
def test_stops_bound_the_game(g):
    """``Rs(G) - e < G < Ls(G) + e`` for every positive number e (here 1/64)."""
    epsilon = Fraction(1, 64)
    assert g < g.left_stop + epsilon
    assert g > g.right_stop - epsilon


@SOME
@given(any_games())
def test_infinitesimals_have_stops_zero(g):
    assert g.is_infinitesimal == (g.left_stop == 0 == g.right_stop)
    if g.is_infinitesimal:
        assert g < Fraction(1, 1024) and g > Fraction(-1, 1024)

"""The short cuts of canonical simplification agree with the definitions and
with the general path they stand for (:mod:`cgt.core.canonical`,
:func:`cgt.core.form.make_form`).

``build`` answers an empty side and options that are all numbers before its
memo and before repeats are dropped; repeats are dropped pairwise up to a few
options and by a dict past them; ``all_nimbers`` finds the mex by counting up
(few options) or through a set (many); ``make_form`` sorts few options by an
insertion sort. Each is checked here against the naive reference (Siegel,
*CGT*, II.1-2: no short cut at all) or against the plain Python it replaces.
"""

from __future__ import annotations

from fractions import Fraction

import naive
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import dyadics, games, trees

import cgt
from cgt.core import canonical
from cgt.core.form import _sorted_by_id
from cgt.values.game import wrap

SOME = settings(max_examples=150, deadline=None)
MANY = settings(max_examples=300, deadline=None)

#: Options for the lists below: small numbers, nimbers and ups, and small games,
#: so that the naive reference stays quick.
small_numbers = dyadics(max_denominator_exponent=2, bound=3).map(cgt.number)
small_options = st.one_of(
    small_numbers,
    st.integers(0, 4).map(cgt.nimber),
    st.builds(cgt.nus, dyadics(max_denominator_exponent=1, bound=2), st.integers(-2, 2),
              st.integers(0, 2)),
    games(depth=2, max_options=2),
)


def _with_repeats(options: list[cgt.Game], repeats: list[int]) -> list[cgt.Game]:
    """``options`` with some of them again (indices taken modulo the length)."""
    if not options:
        return options
    return options + [options[i % len(options)] for i in repeats]


def _naive_form(left: list[cgt.Game], right: list[cgt.Game]) -> naive.Naive:
    return naive.form([naive.to_naive(o) for o in left], [naive.to_naive(o) for o in right])


@MANY
@given(st.lists(small_numbers, max_size=5), st.lists(small_numbers, max_size=5),
       st.lists(st.integers(0, 10), max_size=4), st.lists(st.integers(0, 10), max_size=4))
def test_numbers_and_empty_sides_with_repeats(left, right, again_left, again_right):
    """Options that are all numbers, or a side empty, repeats included: the
    closed forms ``build`` takes before its memo give the canonical form."""
    left, right = _with_repeats(left, again_left), _with_repeats(right, again_right)
    g = cgt.game(left, right)
    assert naive.structure(g) == _naive_form(left, right)


@SOME
@given(st.lists(small_options, max_size=4), st.lists(small_options, max_size=4),
       st.lists(st.integers(0, 10), max_size=4), st.lists(st.integers(0, 10), max_size=4))
def test_mixed_options_with_repeats(left, right, again_left, again_right):
    left, right = _with_repeats(left, again_left), _with_repeats(right, again_right)
    g = cgt.game(left, right)
    assert naive.structure(g) == _naive_form(left, right)


@SOME
@given(st.lists(st.integers(0, 12), min_size=1, max_size=14),
       st.lists(st.integers(0, 40), max_size=6), st.sampled_from([0, 1, -1]))
def test_nimber_options_few_and_many(nims, again, x):
    """``{x + *a, ... | the same}`` with up to 14 options, repeats on one side
    only (so the sides differ as lists, not as sets): the mex, or ``x`` with
    ``x + *`` ... reversed away, as the definitions say."""
    options = [cgt.nus(x, 0, n) for n in nims]
    left = options + [options[i % len(options)] for i in again]
    g = cgt.game(left, options)
    assert naive.structure(g) == _naive_form(left, options)
    mex = 0
    while mex in set(nims):
        mex += 1
    assert g is cgt.nus(x, 0, mex)


@SOME
@given(st.lists(trees(depth=2, max_options=2), max_size=20))
def test_distinct_few_and_many(option_trees):
    """Repeats dropped pairwise (few options) and by a dict (many) keep the
    first of each, in order, as the dict alone did."""
    from strategies import cgt_of

    forms = [cgt_of(t)._form for t in option_trees]
    expected = list({f.id: f for f in forms}.values())
    assert canonical._distinct(forms) == expected


@SOME
@given(st.lists(trees(depth=2, max_options=2), max_size=12, unique_by=repr))
def test_sorted_by_id_is_sorted(option_trees):
    from strategies import cgt_of

    forms = list({cgt_of(t)._form: None for t in option_trees})
    expected = tuple(sorted(forms, key=lambda f: f.id))
    assert _sorted_by_id(tuple(forms)) == expected
    assert _sorted_by_id(expected) == expected


#: x + n.↑ + *m with few number parts (so that the best Left and the best
#: Right one often tie, and often do not) and few ups and nimbers.
compact_options = st.builds(cgt.nus, st.sampled_from([-1, 0, "1/2", 1, 2]), st.integers(-2, 2),
                            st.integers(0, 3))


@MANY
@given(st.lists(compact_options, min_size=1, max_size=4),
       st.lists(compact_options, min_size=1, max_size=4),
       st.lists(st.integers(0, 10), max_size=3), st.lists(st.integers(0, 10), max_size=3))
def test_compact_options(left, right, again_left, again_right):
    """``all_compact``, which ``build`` takes before its memo for options that
    are all ``x + n.↑ + *m`` (repeats included), gives the canonical form
    the definitions give, and the general path (``_simplify``) agrees."""
    left, right = _with_repeats(left, again_left), _with_repeats(right, again_right)
    forms_left, forms_right = [o._form for o in left], [o._form for o in right]
    found = canonical.all_compact(forms_left, forms_right)
    best = max(o.number_part for o in left)
    worst = min(o.number_part for o in right)
    numbers_only = all(o.is_number for o in left + right)
    # At a tie the options with that number part are kept: x + *a, ... on
    # both sides with the same nim values (no ups) are x + *mex.
    kept = [o for o in left if o.number_part == best] + [o for o in right
                                                          if o.number_part == worst]
    nims_alike = not any(o.up_multiple for o in kept) and (
        {o.nimber_part for o in left if o.number_part == best}
        == {o.nimber_part for o in right if o.number_part == worst})
    assert (found is None) == (best == worst and not nims_alike)
    expected = _naive_form(left, right)
    if found is not None:
        assert naive.structure(wrap(found)) == expected
        if not numbers_only:  # the general path, without the short cut
            general = canonical._simplify(canonical._distinct(forms_left),
                                          canonical._distinct(forms_right))
            assert general is found
    assert naive.structure(cgt.game(left, right)) == expected


@MANY
@given(st.sampled_from([-2, -1, 0, "-1/2", "3/4", 1, 3]),
       st.lists(st.integers(0, 5), min_size=1, max_size=5),
       st.lists(st.integers(0, 5), max_size=3), st.lists(compact_options, max_size=3),
       st.lists(compact_options, max_size=3))
def test_nimbers_translated_at_a_tie(x, nims, extra, below, above):
    """``x + *a, ... | x + *b, ...`` with the same nim values on both sides
    (repeats, and options whose stops put them below ``x`` on the Left or
    above it on the Right, dropped): ``x + *mex``, or ``x`` for a mex of 0,
    as the definitions and the general path say; other nim values: None."""
    stop = Fraction(x)
    left = [cgt.nus(x, 0, n) for n in nims] + [o for o in below if o.number_part < stop]
    right = [cgt.nus(x, 0, n) for n in nims + extra] + [o for o in above if o.number_part > stop]
    forms_left, forms_right = [o._form for o in left], [o._form for o in right]
    found = canonical.all_compact(forms_left, forms_right)
    if not set(extra) <= set(nims):
        assert found is None
        return
    mex = 0
    while mex in set(nims):
        mex += 1
    assert found is cgt.nus(x, 0, mex)._form
    assert naive.structure(wrap(found)) == _naive_form(left, right)
    general = canonical._simplify(canonical._distinct(forms_left), canonical._distinct(forms_right))
    assert general is found


STOPS = [-1, 0, Fraction(1, 2), 1, 2]
#: Options whose stops often meet: compact values with few number parts, hot
#: switches between them, and small games of any kind.
stop_options = st.one_of(
    compact_options,
    st.builds(lambda a, b: cgt.game([cgt.number(max(a, b))], [cgt.number(min(a, b))]),
              st.sampled_from(STOPS), st.sampled_from(STOPS)),
    st.builds(lambda a, b: cgt.game([a], [b]), compact_options, compact_options),
    games(depth=2, max_options=2),
)


@settings(max_examples=800, deadline=None)
@given(st.lists(stop_options, min_size=1, max_size=4),
       st.lists(stop_options, min_size=1, max_size=4),
       st.lists(st.integers(0, 10), max_size=3), st.lists(st.integers(0, 10), max_size=3))
def test_options_decided_by_stops(left, right, again_left, again_right):
    """``all_compact`` on options of any kind (a number when the best right
    stop of the Left options is below the least left stop of the Right
    ones; else the compact options with the best stops, the others below
    them dropped) gives the canonical form the definitions give, and the
    general path (``_simplify``) agrees."""
    left, right = _with_repeats(left, again_left), _with_repeats(right, again_right)
    forms_left, forms_right = [o._form for o in left], [o._form for o in right]
    found = canonical.all_compact(forms_left, forms_right)
    top = max(o.right_stop for o in left)
    bottom = min(o.left_stop for o in right)
    if top < bottom:  # a number, always
        assert found is not None and found.number_part is not None
        assert not found.up_part and not found.nim_part
    expected = _naive_form(left, right)
    if found is not None:
        assert naive.structure(wrap(found)) == expected
        if not all(o.is_number for o in left + right):  # the general path, without it
            general = canonical._simplify(canonical._distinct(forms_left),
                                          canonical._distinct(forms_right))
            assert general is found
    assert naive.structure(cgt.game(left, right)) == expected

"""The order of a transfinite nimber ``*α`` with numbers and short games.

Every nimber lies between the negative and the positive numbers (a number
``x > 0`` beats any nimber: Left answers a move in ``*α`` by moving it to
0). Against a short game ``G`` born on day ``b``, the far-star argument
(Siegel, *CGT*, the remote star; ``cgt.core.order.far_star_bound``) holds
for heap sizes past ``b`` whether finite or not, so ``*ω`` compares with
``G`` as ``*(b + 2)`` does, and as every larger finite nimber does: the
tests check the code's answer against nimbers far past ``b`` and, for small
games, against Conway's definition (``tests/naive.py``).
"""

from __future__ import annotations

import naive
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import games, small_games

import cgt

w = cgt.omega
TRANSFINITE = [w, w + 3, w * 2 + 1, w * w]


def _relation(a: object, b: object) -> tuple[bool, bool, bool, bool, bool]:
    return a <= b, a >= b, a < b, a > b, a == b  # type: ignore[operator]


@settings(max_examples=200, deadline=None)
@given(games(), st.sampled_from(TRANSFINITE), st.integers(2, 40))
def test_a_transfinite_nimber_compares_as_a_far_star(g, alpha, beyond):
    star = cgt.TransfiniteNimber(alpha)
    far = cgt.nimber(g.birthday + beyond)
    assert _relation(star, g) == _relation(far, g)
    # reflected: the short game on the left
    assert _relation(g, star) == _relation(g, far)


@settings(max_examples=100, deadline=None)
@given(small_games())
def test_the_far_star_agrees_with_conways_definition(g):
    star = cgt.TransfiniteNimber(w)
    far = naive.nimber(g.birthday + 2)
    h = naive.to_naive(g)
    assert (star <= g, g <= star) == (naive.le(far, h), naive.le(h, far))


@given(st.sampled_from(TRANSFINITE + [0, 1, 5]),
       st.one_of(st.integers(-5, 5), st.fractions(max_denominator=8),
                 st.sampled_from([w, -w, w - 1, 1 / w, -(1 / w)])))
def test_nimbers_lie_between_the_negative_and_the_positive_numbers(alpha, x):
    star = cgt.TransfiniteNimber(alpha)
    if x > 0:
        assert _relation(star, x) == (True, False, True, False, False)
    elif x < 0:
        assert _relation(star, x) == (False, True, False, True, False)
    else:
        zero = alpha == 0
        assert _relation(star, x) == (zero, zero, False, False, zero)


def test_finite_ones_are_cgts_nimbers_in_order_and_hash():
    assert cgt.TransfiniteNimber(0) == 0 and hash(cgt.TransfiniteNimber(0)) == hash(0)
    assert cgt.TransfiniteNimber(3) == cgt.parse("*3")
    assert hash(cgt.TransfiniteNimber(3)) == hash(cgt.parse("*3"))
    assert cgt.TransfiniteNimber(2) < cgt.parse("^")  # *2 < ↑, and so *ω
    assert cgt.TransfiniteNimber(w) < cgt.parse("^")
    assert cgt.TransfiniteNimber(w) < cgt.parse("^*")  # ↑* + *n = ↑ + *(n ⊕ 1) > 0 for n > 3
    switch = cgt.parse("±1")  # ±1 + *n is a first player's win
    assert _relation(cgt.TransfiniteNimber(w), switch) == (False, False, False, False, False)
    assert cgt.TransfiniteNimber(w) != cgt.parse("{1|*}")


def test_what_is_no_number_nor_game_is_left_to_python():
    star = cgt.TransfiniteNimber(w)
    for other in (1.5, "1", None):
        try:
            star <= other  # noqa: B015 (the comparison is what is tested)
        except TypeError:
            continue
        raise AssertionError(f"*ω <= {other!r} answered")
    assert star != "*omega"

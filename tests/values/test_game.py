"""Known values and the surface of :class:`cgt.Game`.

Sources: Berlekamp, Conway, Guy, *Winning Ways* (WW), ch. 2-3; Siegel,
*Combinatorial Game Theory* (CGT), ch. I-II; Albert, Nowakowski, Wolfe,
*Lessons in Play* (LiP); and the values printed by cgt-tools (cgt-py).
"""

from __future__ import annotations

import copy
import pickle
from fractions import Fraction

import naive
import pytest

import cgt
from cgt import CGTError, Outcome, game, nimber, number, nus, star, up, zero

HALF = Fraction(1, 2)


# -- known canonical forms --------------------------------------------------------


def test_up_is_zero_star():
    """↑ = {0|*} (WW ch. 3; CGT II.2)."""
    assert game([0], [star]) is cgt.UP is up(1)
    assert cgt.UP.left == (zero,) and cgt.UP.right == (star,)
    assert str(cgt.UP) == "^"


def test_down_is_star_zero():
    assert game([star], [0]) is cgt.DOWN is up(-1) is -cgt.UP
    assert str(cgt.DOWN) == "v"


def test_up_star_is_zero_star_zero():
    """↑* = {0,*|0} (WW ch. 3)."""
    g = game([0, star], [0])
    assert g is cgt.UP + star is nus(0, 1, 1)
    assert set(g.left) == {zero, star} and g.right == (zero,)
    assert str(g) == "^*"


def test_double_up_is_zero_up_star():
    """⇑ = {0|↑*} (WW ch. 3; CGT II.4)."""
    g = game([0], [cgt.UP + star])
    assert g is up(2) is cgt.UP + cgt.UP
    assert str(g) == "^^"


def test_zero_up_is_double_up_star():
    """{0|↑} = ⇑* (WW ch. 3; cgt-py prints it ``^2*``)."""
    g = game([0], [cgt.UP])
    assert g is up(2) + star is nus(0, 2, 1)
    assert str(g) == "^^*"


def test_star_two_is_zero_star_both_sides():
    """*2 = {0,*|0,*} (WW ch. 3, nimbers)."""
    assert game([0, star], [0, star]) is nimber(2)
    assert set(nimber(2).left) == {zero, star} == set(nimber(2).right)
    assert str(nimber(2)) == "*2"


def test_nimbers_by_mex():
    """{*a, *b, ... | the same} = *mex (Sprague-Grundy; WW ch. 3)."""
    assert game([0, nimber(2)], [0, nimber(2)]) is star
    assert game([nimber(1), nimber(2)], [nimber(1), nimber(2)]) is zero
    assert game([0, star, nimber(2), nimber(4)], [0, star, nimber(2), nimber(4)]) is nimber(3)


def test_nimbers_recognised_after_simplification():
    """The mex short cut also applies once dominated and reversible options are
    gone: ``{0,*,v | 0,*}`` (v dominated by 0) and ``{0,*,*3 | 0,*}`` (*3 reverses)
    are *2, the interned compact object (regression: they were stored as a
    second, unequal ``{0,*|0,*}``)."""
    assert game([0, star, cgt.DOWN], [0, star]) is nimber(2)
    assert game([0, star, nimber(3)], [0, star]) is nimber(2)
    assert game([-1, "-1*"], [-1, "-1*", "*2"]) is nus(-1, 0, 2)


def test_star_star_is_zero():
    assert star + star is zero
    assert nimber(3) + nimber(5) is nimber(6)
    assert game([star], [star]) is zero


def test_switch_one():
    """{1|-1} = ±1, a first-player win (WW ch. 1)."""
    g = game([1], [-1])
    assert g is cgt.switch(1)
    assert str(g) == "±1"
    assert g.outcome is Outcome.N
    assert g.left_stop == 1 and g.right_stop == -1


def test_switch_plus_itself_is_zero():
    """±1 + ±1 = 0, since ±1 = -(±1) (WW ch. 1). ``g + g`` is answered by the
    short cut for ``g + (-g)``; ``g + (g + 1)`` is summed in full, and the
    naive reference sums the explicit forms."""
    g = game([1], [-1])
    assert g + (g + 1) is number(1)
    assert (g + 1) + g is number(1)
    sw = naive.switch(naive.number(1))
    assert naive.add(sw, sw) == naive.ZERO
    assert naive.structure(g + g) == naive.add(sw, sw)


def test_hot_game_stops():
    """{2|-1/2}: Left stop 2, Right stop -1/2 (the README example)."""
    g = game([2], [Fraction(-1, 2)])
    assert g.left_stop == 2 and g.right_stop == Fraction(-1, 2)
    assert g.outcome is Outcome.N
    assert str(g) == "{2|-1/2}"
    assert g + g is number(Fraction(3, 2))


def test_numbers_by_the_simplicity_rule():
    """{0|1} = 1/2, {1/2|1} = 3/4, {|} = 0, {0|} = 1, {-1|5} = 0 (WW ch. 2)."""
    assert game([0], [1]) is number(HALF)
    assert game([HALF], [1]) is number(Fraction(3, 4))
    assert game([], []) is zero
    assert game([0], []) is number(1)
    assert game([], [0]) is number(-1)
    assert game([-1], [5]) is zero
    assert game([1], [5]) is number(2)
    assert game([Fraction(5, 4)], [Fraction(11, 8)]) is number(Fraction(21, 16))
    assert game([3, Fraction(1, 2)], []) is number(4)


def test_number_plus_star():
    """{x|x} = x* (WW ch. 2)."""
    assert game([1], [1]) is number(1) + star
    assert str(game([1], [1])) == "1*"


def test_explicit_form_printing():
    g = game([HALF], [star])
    assert str(g) == "{1/2|*}"
    assert game([1, star], [-1]) is cgt.switch(1)  # * is dominated by 1
    assert str(game([3], [game([2], [1])])) == "{3||2|1}"


def test_tiny_is_positive_and_tiny():
    """tiny-1 = {0||0|-1}: positive, smaller than ↑ and every positive number (CGT II.4)."""
    tiny = game([0], [game([0], [-1])])
    assert tiny > 0
    assert tiny < cgt.UP
    assert tiny < Fraction(1, 1024)
    assert tiny.is_infinitesimal
    assert (-tiny) < 0


def test_switch_sums():
    """±2 ± 1 = {3|1||-1|-3} (LiP ch. 5), printed as the switch ±{3|1}."""
    g = cgt.switch(2) + cgt.switch(1)
    assert g is game([game([3], [1])], [game([-1], [-3])])
    assert str(g) == "±{3|1}"  # -{3|1} = {-1|-3}
    assert g + cgt.switch(1) is cgt.switch(2)  # ±2 ± 1 ± 1 = ±2, as ±1 ± 1 = 0


@pytest.mark.parametrize("xs", [[1, 2], [1, 2, 3], [HALF, 1], [3, 1, Fraction(3, 4)], [1, 1, 2]])
def test_switch_sums_agree_with_naive(xs):
    ours = sum((cgt.switch(x) for x in xs), zero)
    theirs = naive.total(naive.switch(naive.number(x)) for x in xs)
    assert naive.structure(ours) == theirs
    assert ours.birthday == naive.birthday(theirs)
    assert ours.left_stop == naive.left_stop(theirs)
    assert ours.right_stop == naive.right_stop(theirs)


# -- the order of small games -------------------------------------------------------


@pytest.mark.parametrize(
    "g, h, relation",
    [
        (cgt.UP, zero, ">"),
        (cgt.UP, star, "||"),
        (cgt.UP + star, zero, "||"),
        (up(2) + star, zero, ">"),
        (up(2), star, ">"),
        (star, zero, "||"),
        (nimber(2), star, "||"),
        (cgt.switch(1), zero, "||"),
        (cgt.switch(1), number(2), "<"),
        (number(HALF), number(Fraction(3, 4)), "<"),
        (number(-1), cgt.DOWN, "<"),
        (game([1], [0]), number(HALF), "||"),
        (game([1], [0]), number(1), "||"),  # {1|0} - 1 = {0|-1} || 0
        (game([1], [0]), number(Fraction(3, 2)), "<"),
    ],
)
def test_known_comparisons(g, h, relation):
    assert cgt.compare(g, h) == relation
    assert cgt.compare(h, g) == {"<": ">", ">": "<", "=": "=", "||": "||"}[relation]
    assert g.confused_with(h) == (relation == "||")


def test_compare_reads_ints_fractions_and_text():
    assert cgt.compare(1, "1/2") == ">"
    assert cgt.compare("^", "*") == "||"
    assert cgt.compare(Fraction(1, 4), "1/4") == "="
    assert cgt.UP.confused_with("*")


@pytest.mark.parametrize(
    "g, outcome",
    [(zero, "P"), (star, "N"), (number(1), "L"), (number(-1), "R"), (cgt.UP, "L"),
     (cgt.DOWN, "R"), (cgt.UP + star, "N"), (nimber(2) + nimber(2), "P"),
     (game([2], [Fraction(-1, 2)]), "N")],
)
def test_known_outcomes(g, outcome):
    assert str(g.outcome) == outcome
    assert g.outcome is Outcome(outcome)


# -- birthdays ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "g, day",
    [(zero, 0), (star, 1), (number(1), 1), (number(-3), 3), (number(HALF), 2),
     (number(Fraction(5, 4)), 4), (number(Fraction(-3, 4)), 3), (cgt.UP, 2),
     (cgt.UP + star, 2), (up(2), 3), (nimber(3), 3), (nimber(8), 8),
     (cgt.switch(1), 2), (game([HALF], [star]), 3)],
)
def test_birthdays(g, day):
    assert g.birthday == day
    assert naive.birthday(naive.structure(g)) == day


def test_big_integers():
    n = number(10**30)
    assert n.birthday == 10**30
    assert str(n) == "1" + "0" * 30
    assert n.number == 10**30
    assert n + 1 is number(10**30 + 1)
    assert n.left == (number(10**30 - 1),) and n.right == ()
    assert n - number(10**30 - 1) is number(1)
    assert n + number(-(10**30)) + 1 is number(1)
    assert n > 10**29 and -n < 0
    assert str(number(Fraction(1, 2**200))).endswith("/" + str(2**200))
    g = cgt.switch(10**30) + star
    assert g.left_stop == 10**30 and g.right_stop == -(10**30)
    assert str(g) == f"±({10**30}*)"  # {N*|-N*}, written as CGSuite writes +-(1*)


# -- errors --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "make",
    [
        lambda: number(Fraction(1, 3)),
        lambda: number("1/3"),
        lambda: number(True),
        lambda: number("one"),
        lambda: nimber(-1),
        lambda: nimber(True),
        lambda: up(Fraction(1, 2)),
        lambda: nus(0, 1, -1),
        lambda: game("1", "2"),
        lambda: game([object()], []),
        lambda: game([1.5], []),
        lambda: star.number,
        lambda: cgt.UP.number,
        lambda: game([1], [-1]).number,
        lambda: cgt.UP.nim_value,
        lambda: number(1).nim_value,
        lambda: game([1], [-1]).nim_value,
    ],
)
def test_bad_input_raises_cgt_error(make):
    with pytest.raises(CGTError) as error:
        make()
    assert isinstance(error.value, ValueError)


def test_game_cannot_be_instantiated():
    with pytest.raises(TypeError):
        cgt.Game()


def test_comparing_with_other_types():
    assert (cgt.UP == "^") is False
    assert (cgt.UP == None) is False  # noqa: E711 (== itself is under test)
    assert (number(HALF) == 0.5) is False
    assert cgt.UP != 0.5
    with pytest.raises(TypeError):
        _ = cgt.UP <= 0.5
    with pytest.raises(TypeError):
        _ = cgt.UP + 0.5


# -- predicates and values -------------------------------------------------------------


@pytest.mark.parametrize(
    "g, number_, integer, nimber_, impartial, infinitesimal",
    [
        (zero, True, True, True, True, True),
        (number(3), True, True, False, False, False),
        (number(Fraction(-3, 4)), True, False, False, False, False),
        (star, False, False, True, True, True),
        (nimber(5), False, False, True, True, True),
        (cgt.UP, False, False, False, False, True),
        (cgt.UP + star, False, False, False, False, True),
        (number(2) + star, False, False, False, False, False),
        (cgt.switch(1), False, False, False, False, False),
        (game([0], [game([0], [-1])]), False, False, False, False, True),
        (game([1], [0]), False, False, False, False, False),
    ],
)
def test_predicates(g, number_, integer, nimber_, impartial, infinitesimal):
    assert g.is_number is number_
    assert g.is_integer is integer
    assert g.is_nimber is nimber_
    assert g.is_impartial is impartial
    assert g.is_infinitesimal is infinitesimal


def test_number_and_nim_value():
    assert number(Fraction(-3, 4)).number == Fraction(-3, 4)
    assert isinstance(number(3).number, Fraction)
    assert game([0], [1]).number == HALF
    assert nimber(7).nim_value == 7
    assert zero.nim_value == 0 and zero.number == 0
    assert (nimber(3) + nimber(6)).nim_value == 5


def test_equality_with_ints_and_fractions():
    half = game([0], [1])
    assert half == HALF and HALF == half
    assert hash(half) == hash(HALF)
    assert number(3) == 3 and 3 == number(3)
    assert hash(number(3)) == hash(3)
    assert number(-2) != 2
    assert {number(1): "one"}[1] == "one"
    assert star != 0 and zero == 0
    assert number(Fraction(6, 4)) is number("3/2") is number(Fraction(3, 2))


def test_equality_with_non_dyadic_fractions_is_false():
    """``==`` never raises: a Fraction that is not dyadic is no short game, so it
    is simply unequal (like ``Fraction(1, 3) == 0.5``), and ``in`` works."""
    third = Fraction(1, 3)
    assert (zero == third) is False
    assert (third == zero) is False
    assert zero != third
    assert third not in [zero, star]


def test_arithmetic_with_ints_and_fractions():
    g = game([2], [Fraction(-1, 2)])
    assert g + 1 is 1 + g is game([3], [HALF])
    assert g - 1 is game([1], [Fraction(-3, 2)])
    assert 1 - g is game([Fraction(3, 2)], [-1])
    assert number(1) + HALF is number(Fraction(3, 2))


def test_options_are_canonical_tuples():
    g = game([1, star, Fraction(1, 2)], [-1, game([0], [-1])])
    assert isinstance(g.left, tuple) and isinstance(g.right, tuple)
    assert g.left == (number(1),)
    assert g is game(g.left, g.right)


def test_game_accepts_text_options():
    assert game(["1/2"], [1]) is number(Fraction(3, 4))
    assert game(["0", "*"], ["0"]) is cgt.UP + star


def test_multiples():
    assert 3 * cgt.UP is up(3)
    assert cgt.UP * 3 is up(3)
    assert -2 * cgt.UP is up(-2)
    assert 0 * cgt.switch(1) is zero
    assert 5 * star is star and 4 * star is zero
    sw = naive.switch(naive.number(1))
    assert naive.structure(2 * cgt.switch(1)) == naive.add(sw, sw) == naive.ZERO
    assert 3 * cgt.switch(1) is cgt.switch(1)
    g = game([2], [Fraction(-1, 2)])
    assert 4 * g is g + g + g + g
    assert 10 * number(HALF) is number(5)
    with pytest.raises(TypeError):
        _ = cgt.UP * cgt.UP
    with pytest.raises(TypeError):
        _ = cgt.UP * 1.5


def test_clear_caches_keeps_values():
    g = game([2], [game([1], [-1])]) + cgt.UP
    h = game([game([2], [0])], [-1])
    before = (g + h, g <= h, h <= g, cgt.compare(g, h), (g - h).outcome)
    cgt.clear_caches()
    after = (g + h, g <= h, h <= g, cgt.compare(g, h), (g - h).outcome)
    assert before == after
    assert before[0] is after[0]
    assert game(g.left, g.right) is g


def test_cache_info():
    """``clear_caches`` empties every memo table and frees only the games
    nothing refers to; ``x + G`` for a number x and a switch G is one
    memoised sum (the options are translated in closed form)."""
    g = cgt.switch(12345)
    form = g.form
    games = cgt.cache_info()["games"]
    cgt.clear_caches()
    info = cgt.cache_info()
    assert set(info) >= {"games", "comparisons", "sums", "builds", "thermographs"}
    assert 0 < info["games"] <= games
    assert cgt.switch(12345) is g and g.form is form
    assert {name: size for name, size in info.items() if name != "games"} == dict.fromkeys(
        (name for name in info if name != "games"), 0)
    assert g + 1 is game([12346], [-12344])
    assert cgt.cache_info()["sums"] == 1
    assert g + 1 is 1 + g
    assert cgt.cache_info()["sums"] == 1


def test_bounded_caches_give_the_same_answers():
    """With every memo table bounded to a few entries (emptied when full), a
    computation that needs thousands of them still gives the same values."""
    from cgt.games.domineering import Domineering

    parts = [cgt.parse(f"{{{i}|-{i}}}") for i in range(1, 9)]
    boards = ["...|...|...", "....|....|...."]
    cgt.clear_caches()
    cgt.clear_tables()
    expected = (sum(parts, zero), [Domineering(b).value for b in boards],
                sum(parts, zero).thermograph)
    cgt.clear_caches()
    cgt.clear_tables()
    try:
        cgt.set_cache_limit(8)
        assert cgt.cache_limit() == 8
        total = sum(parts, zero)
        values = [Domineering(b).value for b in boards]
        assert (total, values, total.thermograph) == expected
        sizes = cgt.cache_info()
        del sizes["games"]
        assert max(sizes.values()) <= 8
    finally:
        cgt.set_cache_limit(4_000_000)


@pytest.mark.parametrize("entries", [0, -5, 2.5, True, "10"])
def test_cache_limit_must_be_a_positive_count(entries):
    with pytest.raises(CGTError, match="cache limit"):
        cgt.set_cache_limit(entries)


@pytest.mark.parametrize(
    "g",
    [zero, star, cgt.UP, nus(Fraction(-9, 8), -3, 5), number(10**30), cgt.switch(1),
     game([3], [game([2], [1])]), game([HALF], [star]), game([0], [game([0], [-1])])],
)
def test_pickle_and_copy_give_the_same_object(g):
    assert pickle.loads(pickle.dumps(g)) is g
    assert copy.copy(g) is g
    assert copy.deepcopy(g) is g
    assert copy.deepcopy([g, g])[0] is g


def test_repr_round_trips():
    g = game([HALF], [star])
    assert repr(g) == "cgt.parse('{1/2|*}')"
    assert cgt.parse(repr(g)[len("cgt.parse('"):-2]) is g
    assert f"{cgt.UP:>4}" == "   ^"


def test_games_are_immutable():
    with pytest.raises(AttributeError):
        cgt.UP.left = ()
    with pytest.raises(AttributeError):
        cgt.UP.foo = 1


# -- compact values against their expansion -------------------------------------------

COMPACT_NUMBERS = [Fraction(0), Fraction(1), Fraction(-2), HALF, Fraction(-3, 4), Fraction(5, 8)]


def _explicit_nus(x: Fraction, n: int, m: int) -> naive.Naive:
    """``x + n.↑ + *m`` summed from explicit forms by the naive reference."""
    return naive.total([naive.number(x), naive.up_multiple(n), naive.nimber(m)])


@pytest.mark.parametrize("x", COMPACT_NUMBERS, ids=str)
def test_compact_values_equal_their_expansion(x):
    for n in range(-5, 6):
        for m in range(8):
            g = nus(x, n, m)
            expected = _explicit_nus(x, n, m)
            assert naive.structure(g) == expected, (x, n, m)
            assert g.birthday == naive.birthday(expected), (x, n, m)
            assert g is number(x) + n * cgt.UP + nimber(m)
            assert game(g.left, g.right) is g, (x, n, m)
            assert g.number_part == x and g.up_multiple == n and g.nimber_part == m


def test_compact_values_built_through_options():
    """Build ``n.↑`` by ``{0 | (n-1).↑*}`` and sums through ``cgt.game`` alone."""
    ups = {0: zero}
    for n in range(1, 8):
        # n.↑ = {0 | (n-1).↑ + *}
        ups[n] = game([0], [ups[n - 1] + game([0], [0])])
        assert ups[n] is up(n)
    for n in range(1, 7):
        # the definition of the sum ↑ + (n-1)↑... through explicit option lists
        g, h = cgt.UP, ups[n - 1]
        left = [o + h for o in g.left] + [g + o for o in h.left]
        right = [o + h for o in g.right] + [g + o for o in h.right]
        assert game(left, right) is up(n)


def test_long_compact_birthdays():
    """Birthdays of longer up-multiples, against the naive expansion."""
    for n in [8, 9, 10]:
        for m in [0, 1, 2, 3]:
            expected = _explicit_nus(0, n, m)
            assert nus(0, n, m).birthday == naive.birthday(expected), (n, m)
            assert nus(0, -n, m).birthday == naive.birthday(expected), (n, m)


def test_compact_printing():
    assert str(nus(0, 2, 4)) == "^^*4"
    assert str(nus(6, 1, 1)) == "6^*"
    assert str(nus(Fraction(9, 8), 0, 1)) == "9/8*"
    assert str(nus(-1, -1, 3)) == "-1v*3"
    assert str(nus(0, 3, 0)) == "^3"
    assert str(nus(0, -14, 0)) == "v14"
    assert str(nus(0, -2, 1)) == "vv*"
    assert str(nus(3, 0, 0)) == "3"

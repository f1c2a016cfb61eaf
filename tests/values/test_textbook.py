"""Values from the literature, each test naming its source.

Sources: Berlekamp, Conway and Guy, *Winning Ways for your Mathematical
Plays* (2nd ed., vol. 1) -- "WW"; Albert, Nowakowski and Wolfe, *Lessons in
Play* -- "LIP"; Siegel, *Combinatorial Game Theory* (2013) -- "CGT";
Conway, *On Numbers and Games* -- "ONAG". Where the value is a consequence
of a definition worked by hand (heating, overheating, ordinal sums), the
test says so and the working is in the docstring.

Where cgt-py can compute the same thing (temperatures, stops, cooling,
reduced forms, sums), a second test asks it too (skipped without cgt-py on
a developer machine, failing in CI: the fixture ``cgt_py`` of conftest.py).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from cgt_py_bridge import fraction, in_cgt_py, printed

import cgt
from cgt import parse


def check_with_cgt_py(g: cgt.Game) -> None:
    """cgt-py agrees on the temperature, stops and reduced form of ``g``."""
    theirs = in_cgt_py(g)
    assert fraction(theirs.temperature) == g.temperature, str(g)
    assert fraction(theirs.left_stop) == g.left_stop, str(g)
    assert fraction(theirs.right_stop) == g.right_stop, str(g)
    assert printed(theirs.reduced) == printed(in_cgt_py(g.reduced())), str(g)


# -- atomic weights ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, weight",
    [
        ("^", 1),  # WW, atomic weights: ↑ weighs one atom
        ("v", -1),
        ("^^*", 2),  # WW: ⇑* has atomic weight 2
        ("^*", 1),  # WW; LIP, ch. 9: aw(↑*) = aw(↑) = 1
        ("*", 0),  # nimbers weigh nothing (WW; LIP, ch. 9)
        ("*5", 0),
        ("^3", 3),  # aw(n.↑) = n (LIP, ch. 9)
        ("{0|^}", 2),  # {0|↑} = ⇑* (WW)
        ("{0||0|-2}", 0),  # tinies are atomic weight 0 (WW; LIP, ch. 9)
        ("{2|0||0}", 0),  # minies likewise
        ("{0|v*}", 0),  # ↑² = {0|↓*}, infinitesimal with respect to ↑ (CGT, ch. II)
    ],
)
def test_atomic_weights(text, weight):
    g = parse(text)
    assert g.atomic_weight == weight
    assert (-g).atomic_weight == -weight


def test_atomic_weight_of_a_sum_is_the_sum():
    """aw(G + H) = aw(G) + aw(H) (WW; LIP, ch. 9); e.g. ↑ + ⇑* + ↑* = 4 atoms."""
    g = parse("^") + parse("^^*") + parse("^*")
    assert g.atomic_weight == 4


def test_eccentric_atomic_weight():
    """The far-star case of the atomic weight calculus (WW; CGT, ch. II):
    ``{0,* | 0,*} + ⇑`` is worth two atoms although its naive weight
    ``{aw(G^L) - 2 | aw(G^R) + 2}`` would not say so."""
    assert (parse("{0,*|0,*}") + parse("^^")).atomic_weight == 2


def test_two_ahead_rule():
    """The two-ahead rule (WW; LIP, ch. 9): an all-small game of atomic weight
    at least 2 is a win for Left; of weight at most -2, for Right."""
    for text in ("^^", "^^*", "{0|^}", "^3*4"):
        g = parse(text)
        assert g.atomic_weight >= 2 and str(g.outcome) == "L"
        assert (-g).atomic_weight <= -2 and str((-g).outcome) == "R"


@pytest.mark.parametrize("text", ["1", "-1/2", "{1|-1}", "{2|1}", "{1|0}", "1^"])
def test_only_infinitesimals_have_atomic_weights(text):
    """Atomic weight is defined for infinitesimals only (WW; CGT, ch. II)."""
    with pytest.raises(cgt.CGTError, match="not atomic"):
        _ = parse(text).atomic_weight


# -- temperatures, means, cooling -------------------------------------------------------


MEANS_AND_TEMPERATURES = [
        ("{1|-1}", 0, 1),  # ±1: WW, "The Heat of Battle"; LIP, ch. 8
        ("{2|-1/2}", Fraction(3, 4), Fraction(5, 4)),  # {a|b}: mean (a+b)/2, temperature (a-b)/2
        ("{4|2}", 3, 1),  # 3 ± 1
        ("{3|{2|1}}", Fraction(9, 4), Fraction(3, 4)),  # worked below
        ("*", 0, 0),  # infinitesimals have temperature 0
        ("^", 0, 0),
        ("3/4", Fraction(3, 4), Fraction(-1, 4)),  # numbers m/2^k: -1/2^k (CGT, ch. II)
        ("5", 5, -1),  # integers: -1
        ("0", 0, -1),
]


@pytest.mark.parametrize("text, mean, temperature", MEANS_AND_TEMPERATURES)
def test_means_and_temperatures(text, mean, temperature):
    """``{3||2|1}``: the right scaffold is ``2 + 0`` up to ``t = 1/2`` (where
    ``{2|1}`` freezes at 3/2) and ``3/2 + t`` after; the left scaffold is
    ``3 - t``; they meet at ``t = 3/4``, value 9/4 (WW's thermograph rules)."""
    g = parse(text)
    assert (g.mean, g.temperature) == (mean, temperature)


@pytest.mark.parametrize("text", [text for text, _, _ in MEANS_AND_TEMPERATURES])
def test_means_and_temperatures_in_cgt_py(cgt_py, text):
    check_with_cgt_py(parse(text))


def test_domineering_square_is_plus_or_minus_one():
    """The 2 x 2 Domineering board is ±1: mean 0, temperature 1 (WW, Domineering
    and "The Heat of Battle"; LIP)."""
    from cgt.games.domineering import Domineering

    value = Domineering("..|..").value
    assert value == cgt.switch(1)
    assert (value.mean, value.temperature) == (0, 1)


COOLED = [
        ("{1|-1}", 1, "*"),  # ±1 cooled by its temperature freezes to * (WW)
        ("{1|-1}", Fraction(1, 2), "{1/2|-1/2}"),
        ("{1|-1}", 2, "0"),  # above the temperature: the mean
        ("{2|-1/2}", 1, "{1|1/2}"),  # {a|b} cooled by t <= (a-b)/2 is {a-t | b+t}
        ("{2|-1/2}", Fraction(5, 4), "3/4*"),  # frozen at its temperature
        ("{3|{2|1}}", Fraction(1, 2), "{5/2|2*}"),  # {2|1} cooled by 1/2 is 3/2*
]


@pytest.mark.parametrize("text, t, cooled", COOLED)
def test_cooling(text, t, cooled):
    """Cooling by t: ``G_t = {G^L_t - t | G^R_t + t}`` until the game freezes
    (WW, "The Heat of Battle"; CGT, ch. II)."""
    g = parse(text)
    assert g.cool(t) == parse(cooled)


@pytest.mark.parametrize("text, t, cooled", COOLED)
def test_cooling_in_cgt_py(cgt_py, text, t, cooled):
    theirs = in_cgt_py(parse(text)).cool(cgt_py.DyadicRationalNumber(str(t)))
    assert printed(theirs) == printed(in_cgt_py(parse(cooled)))


# -- heating and overheating -----------------------------------------------------------


HEATED = [
        ("*", 1, "±1"),  # ∫^1 * = ±1 (WW, heating; CGT, ch. II)
        ("*", 2, "±2"),
        ("0", 1, "0"),  # numbers are fixed by heating
        ("1/2", 1, "1/2"),
        ("^", 1, "{1||0|-2}"),  # ∫↑ = {1 + 0 | -1 + ∫*} = {1 | -1 ± 1}
        ("{1|0}", 1, "{2|-1}"),
        ("*2", 1, "{1,{2|0}|-1,{0|-2}}"),  # ∫*2 = {1, 1 ± 1 | -1, -1 ± 1}
]


@pytest.mark.parametrize("text, t, heated", HEATED)
def test_heating(text, t, heated):
    """Heating by t: a number is fixed, otherwise ``∫^t G = {t + ∫^t G^L |
    -t + ∫^t G^R}`` (WW, "The Heat of Battle"; CGT, ch. II); cooling by t
    gives the game back."""
    g = parse(text)
    assert g.heat(t) == parse(heated)
    assert parse(heated).cool(t) == g


@pytest.mark.parametrize("text, t, heated", HEATED)
def test_heating_undone_by_cooling_in_cgt_py(cgt_py, text, t, heated):
    """cgt-py has no heating; it cools the heated game back to the game."""
    theirs = in_cgt_py(parse(heated)).cool(cgt_py.DyadicRationalNumber(str(t)))
    assert printed(theirs) == printed(in_cgt_py(parse(text)))


def test_heating_by_a_game():
    """The heating amount may be any game (CGT, ch. II): ``∫^↑ * = {↑ | ↓}``,
    and heating a number by anything fixes it."""
    assert parse("*").heat("^") == cgt.game([cgt.UP], [cgt.DOWN])
    assert parse("-3/4").heat("{1|-1}") == Fraction(-3, 4)


@pytest.mark.parametrize(
    "text, s, t, hot",
    [
        ("1/2", 1, 1, "{1|0}"),  # ∫_1^1 1/2 = {1 + 0 | -1 + 1}
        ("1/2", 1, "1*", "{1*|*}"),  # ∫_1^{1*} 1/2 = {1* + 0 | -1* + 1}
        ("3/4", 1, 1, "{2|1||0}"),  # 3/4 = {1/2|1}: {1 + {1|0} | -1 + 1}
        ("*", 1, 1, "±1"),  # for games without non-integer numbers, ∫_1^1 = ∫^1
        ("3", "^", "^", "^3"),  # an integer n becomes n copies of s
        ("-2", "*", "1", "0"),  # -2 copies of *
    ],
)
def test_overheating(text, s, t, hot):
    """Overheating from s to t (Berlekamp; WW, "The Heat of Battle"; CGT,
    ch. II): an integer n becomes ``n.s``; any other game
    ``{t + ∫G^L | -t + ∫G^R}``, numbers included (unlike heating, which
    fixes them)."""
    assert parse(text).overheat(s, t) == parse(hot)


# -- Norton products -------------------------------------------------------------------------


def test_half_up_twice_is_up():
    """``½.↑ + ½.↑ = ↑`` (Norton multiplication is additive; WW; CGT, ch. II)."""
    half_up = parse("1/2").norton("^")
    assert half_up + half_up == cgt.UP
    assert parse("3/4").norton("^") + parse("1/4").norton("^") == cgt.UP


def test_half_up_in_cgt_py(cgt_py):
    """cgt-py (no Norton products) adds our ½.↑ to itself and gets ↑, and reads
    the form worked out below as ``{^2*|v*}``."""
    half_up = in_cgt_py(parse("1/2").norton("^"))
    assert printed(half_up + half_up) == "^"
    assert printed(half_up) == "{^2*|v*}"
    explicit = cgt_py.CanonicalForm("{0,{0|^}|^,v*}")  # {0, ⇑* | ↑, ↓*}, ⇑* = {0|↑}
    assert printed(explicit) == "{^2*|v*}"


def test_half_up_form():
    """Worked from the definition: ↑'s incentives are ``↓`` (Left, 0 - ↑) and
    ``↑*`` (Right, ↑ - *), so ``½.↑ = {0.↑ + ↑ + Δ | 1.↑ - ↑ - Δ}`` =
    ``{0, ⇑* | ↑, ↓*}`` = ``{⇑* | ↓*}`` in canonical form (CGT, ch. II)."""
    half_up = parse("1/2").norton("^")
    assert half_up == parse("{^^*|v*}")
    assert cgt.game([0, parse("^^*")], [cgt.UP, parse("v*")]) == half_up


@pytest.mark.parametrize("unit", ["1", "^", "^^*", "{2|1}", "1*"])
def test_integer_norton_products_are_copies(unit):
    """``n.U`` is n copies of U for an integer n (WW; CGT, ch. II)."""
    u = parse(unit)
    assert parse("3").norton(u) == u + u + u
    assert parse("-2").norton(u) == -u - u
    assert parse("0").norton(u) == 0


def test_norton_product_by_one_is_the_identity():
    """1's only incentive is ``0 - 1 = -1``, so ``U + Δ = 0`` and
    ``G.1 = {G^L.1 | G^R.1} = G`` (CGT, ch. II)."""
    for text in ("1/2", "-3/8", "{2|-1/2}", "{3||2|1}", "^*", "±1"):
        assert parse(text).norton(1) == parse(text)


def test_norton_multiplication_needs_a_positive_unit():
    for unit in ("0", "*", "-1", "^*", "{1|-1}"):
        with pytest.raises(cgt.CGTError, match="positive unit"):
            parse("1/2").norton(unit)


# -- ordinal sums ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "parts, value",
    [
        (["1", "-1"], "1/2"),  # Blue-Red Hackenbush string BR = 1/2 (WW, Hackenbush; ONAG, ch. 15)
        (["1", "-1", "-1"], "1/4"),  # BRR = 1/4
        (["1", "1", "-1"], "3/2"),  # BBR = 3/2: the sign expansion ++- (ONAG)
        (["-1", "1"], "-1/2"),  # RB
        (["*", "*"], "*2"),  # green strings: *a : *b = *(a + b) (WW, Green Hackenbush)
        (["*2", "*3"], "*5"),
        (["*", "1"], "^*"),  # a green edge topped by a blue one: {0, * | 0} = ↑* (WW, flowers)
        (["1", "*"], "1*"),  # a blue edge topped by a green one: {0, 1 | 1} = 1*
    ],
)
def test_ordinal_sums_of_hackenbush_strings(parts, value):
    """A Hackenbush string is the ordinal sum of its edges from the ground up
    (ONAG, ch. 15; WW, Hackenbush): a move below wipes out everything above."""
    g = parse(parts[0])
    for part in parts[1:]:
        g = g.ordinal_sum(part)
    assert g == parse(value)


# -- reduced canonical forms ----------------------------------------------------------------


REDUCED = [
        ("^", "0"),  # infinitesimals reduce to 0 (CGT, ch. II)
        ("{0||0|-2}", "0"),
        ("{1|*}", "{1|0}"),
        ("{1|-1} + ^", "±1"),
        ("5/4*", "5/4"),
        ("{2|-1/2}", "{2|-1/2}"),  # already reduced
]


@pytest.mark.parametrize("text, reduced", REDUCED)
def test_reduced_canonical_forms(text, reduced):
    """Reduced canonical form: the simplest game infinitesimally close
    (Grossman and Siegel; CGT, ch. II)."""
    g = parse(text)
    assert g.reduced() == parse(reduced)


@pytest.mark.parametrize("text", [text for text, _ in REDUCED])
def test_reduced_canonical_forms_in_cgt_py(cgt_py, text):
    check_with_cgt_py(parse(text))


# -- special infinitesimals (cgt.notation.special) -------------------------------------

from cgt.notation import special  # noqa: E402
from cgt.values.game import as_form  # noqa: E402


def test_up_nth_definitions():
    """``↑^2 = {0 | ↓*}``, ``↑^3 = {0 | ↓* - ↑^2}`` (CGSuite's uptimal tests;
    CGT, ch. II, uptimals)."""
    up2 = cgt.game([0], [parse("v*")])
    assert cgt.up_nth(1) == cgt.UP
    assert cgt.up_nth(2) == up2
    assert cgt.up_nth(3) == cgt.game([0], [parse("v*") - up2])
    assert cgt.up_sum(4) == sum((cgt.up_nth(n) for n in range(1, 5)), cgt.zero)


def test_uptimals_from_cgsuite():
    """CGSuite's test cases: ``{0|*||*|||*||||*}`` has uptimal expansion
    ``0.1111`` (= ↑^[4]) and ``{0||0|v*}`` has ``*.12`` (= * + ↑ + 2.↑^2)."""
    assert parse("{0|*||*|||*||||*}") == cgt.up_sum(4)
    assert parse("{0||0|v*}") == cgt.star + cgt.UP + 2 * cgt.up_nth(2)


def test_each_up_nth_is_infinitesimal_with_respect_to_the_one_before():
    """``0 < k.↑^(n+1) < ↑^n`` for every k (CGT, ch. II)."""
    for n in range(1, 5):
        smaller = cgt.up_nth(n + 1)
        assert 0 < smaller
        assert 6 * smaller < cgt.up_nth(n)
        assert cgt.up_nth(n + 1).atomic_weight == 0


def test_tiny_and_miny():
    """``Tiny(G) = {0 || 0 | -G}``, ``Miny(G) = {G | 0 || 0}`` (CGSuite's
    constants; WW; CGT, ch. II). Tinies are positive, tinier as G grows, and
    (checked here, not a theorem quoted) five of them stay below ↑ and ↑^3."""
    assert cgt.tiny(2) == parse("{0||0|-2}")
    assert cgt.miny("1/2") == parse("{1/2|0||0}") == -cgt.tiny("1/2")
    for x in (1, 2, "1/2", "{2|1}"):
        t = cgt.tiny(x)
        assert 0 < t and 5 * t < cgt.UP and 5 * t < cgt.up_nth(3)
    assert cgt.tiny(2) < cgt.tiny(1)


@pytest.mark.parametrize(
    "g, name",
    [
        (lambda: cgt.up_nth(2), "^<2>"),
        (lambda: -cgt.up_nth(3) + cgt.star, "v<3>*"),
        (lambda: cgt.up_sum(3) + cgt.nimber(4) + Fraction(1, 2), "1/2^[3]*4"),
        (lambda: -cgt.up_sum(2) - 1, "-1v[2]"),
        (lambda: cgt.tiny(2), "Tiny(2)"),
        (lambda: cgt.miny("1/2"), "Miny(1/2)"),
        (lambda: cgt.tiny(2) + 2, "2Tiny(2)"),
        (lambda: cgt.tiny("{2|1}"), "Tiny({2|1})"),
        (lambda: cgt.UP, None),  # compact values are the printer's own
        (lambda: parse("{0||0|v*}"), None),  # not a unit nor a unit sum
        (lambda: parse("{2|-1/2}"), None),
    ],
)
def test_special_names_as_cgsuite_prints_them(g, name):
    value = g()
    if name is None:
        assert special.special_name(as_form(value)) is None
    else:
        assert special.special_name(as_form(value)) is not None
        assert str(value) == name


def test_special_names_of_every_small_uptimal():
    """Every ``x ± ↑^n + *m`` and ``x ± ↑^[n] + *m`` (n >= 2) gets its name."""
    for n in range(2, 8):
        for m in range(9):
            for x in (0, 3, Fraction(-5, 4)):
                for sign, arrow in ((1, "^"), (-1, "v")):
                    for part, (opening, closing) in ((cgt.up_nth(n), "<>"), (cgt.up_sum(n), "[]")):
                        g = cgt.number(x) + sign * part + cgt.nimber(m)
                        prefix = str(cgt.number(x)) if x else ""
                        suffix = str(cgt.nimber(m)) if m else ""
                        assert str(g) == f"{prefix}{arrow}{opening}{n}{closing}{suffix}"


def test_special_functions_for_the_parser():
    assert special.special_arrow("v", "[", 3) is as_form(-cgt.up_sum(3))
    assert special.special_function("Miny", as_form(2)) is as_form(cgt.miny(2))
    with pytest.raises(cgt.CGTError):
        special.special_function("Huge", as_form(2))
    with pytest.raises(cgt.CGTError):
        special.special_arrow("^", "<", 0)
    with pytest.raises(cgt.CGTError):
        cgt.up_nth(-1)


def test_special_doctests():
    import doctest

    assert doctest.testmod(special).failed == 0

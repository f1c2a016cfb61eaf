"""Cooling as CGSuite cools, negative temperatures included.

CGSuite accepts any temperature above -1 (CanonicalShortGame.cool) and cools
an integer to itself, any other game colder than ``t`` to its mean (a number
``m/2^k`` has temperature ``-1/2^k``), and every other game option by option
(CanonicalShortGameOps.cool). The values are CGSuite's own, from its test
suite (CgscriptTest, "game.CanonicalShortGame ... >=2-ary methods").
"""

import pytest

import cgt

CGSUITE_COOLED = [
    ("{3||2+*|1+*}", "0", "{3||2*|1*}"),
    ("{3||2+*|1+*}", "1/4", "{11/4||2|3/2}"),
    ("{3||2+*|1+*}", "1/2", "{5/2|2*}"),
    ("{3||2+*|1+*}", "5/8", "{19/8|17/8}"),
    ("{3||2+*|1+*}", "3/4", "9/4*"),
    ("{3||2+*|1+*}", "70", "9/4"),
    ("{3||2+*|1+*}", "-1/2", "{7/2|||5/2|3/2||+-1/2}"),
    ("1/4", "-1/8", "1/4"),
    ("1/4", "-1/4", "1/4*"),
    ("1/4", "-3/8", "{3/8|1/8}"),
]


@pytest.mark.parametrize("game, t, cooled", CGSUITE_COOLED)
def test_cooling_as_cgsuite(game, t, cooled):
    assert cgt.parse(game).cool(t) == cgt.parse(cooled)


@pytest.mark.parametrize("t", ["-1", "-2", "-3/2"])
def test_cooling_by_minus_one_or_less_is_an_error(t):
    """CGSuite: "Invalid cooling temperature (must be > -1): -1"."""
    with pytest.raises(cgt.CGTError, match=r"Invalid cooling temperature \(must be > -1\): "):
        cgt.parse("{3||2+*|1+*}").cool(t)


def test_cooling_by_minus_one_has_cgsuites_message():
    with pytest.raises(cgt.CGTError) as error:
        cgt.parse("{3||2+*|1+*}").cool(-1)
    assert str(error.value) == "Invalid cooling temperature (must be > -1): -1"


def test_integers_stay_and_other_numbers_warm_up():
    """Below 0 an integer is still fixed, but 1/2 (temperature -1/2) cooled
    by -1/2 is {0 + 1/2 | 1 - 1/2} = 1/2*."""
    assert cgt.parse("3").cool("-1/2") == 3
    assert cgt.parse("1/2").cool("-1/2") == cgt.parse("1/2*")
    assert cgt.parse("1/2").cool("-1/4") == cgt.parse("1/2")
    assert cgt.parse("*").cool("-1/2") == cgt.parse("+-1/2")

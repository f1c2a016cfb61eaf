"""Bad input raises a CGTError naming the input and the fault, and the
transfinite values meet the rest of cgt: short-game numbers, Python's
numbers, cgt.parse and the finite nimbers."""

from __future__ import annotations

from fractions import Fraction

import pytest

import cgt
from cgt.transfinite import lenstra
from cgt.transfinite.lenstra import NimRangeError

w = cgt.omega


@pytest.mark.parametrize(("text", "position"), [
    ("omega +", 7), ("omega^", 6), ("(omega", 6), ("omega $ 2", 6), ("omega omega", 6),
])
def test_malformed_text_is_a_parse_error(text, position):
    with pytest.raises(cgt.ParseError) as raised:
        cgt.parse(text)
    assert raised.value.position == position


def test_deep_nesting_is_refused_without_recursion_error():
    with pytest.raises(cgt.ParseError, match="nesting deeper"):
        cgt.parse("(" * 5000 + "omega" + ")" * 5000)


@pytest.mark.parametrize(("make", "message"), [
    (lambda: cgt.parse("omega/0"), "division by zero"),
    (lambda: cgt.parse("omega/(omega-omega)"), "division by zero"),
    (lambda: w + cgt.star, r"\* is not a number"),
    (lambda: w < cgt.parse("^"), r"\^ is not a number"),
    (lambda: cgt.SurrealNumber("omega"), "read it with cgt.parse"),
    (lambda: cgt.SurrealNumber([1]), r"\[1\] is not a number"),
    (lambda: cgt.TransfiniteNimber("omega"), "is not an ordinal"),
    (lambda: cgt.TransfiniteNimber(w - 1), "Nim value is not an ordinal: ω-1"),
    (lambda: w ** (1 / w), r"ω\^1/ω is beyond this field"),
    (lambda: w.nim_power(Fraction(1, 2)), "must be an integer"),
    (lambda: cgt.GeneralizedOrdinal(0).nim_inverse(), "the nimber 0 has no inverse"),
    (lambda: (1 / w).birthday, "birthday of 1/ω is not known"),
    (lambda: cgt.Ordinal(w - 1), "ω-1 is not an ordinal"),
    (lambda: cgt.ordinal("1/omega"), "1/ω is not an ordinal"),
    (lambda: cgt.GeneralizedOrdinal(Fraction(1, 3)), "1/3 is not a generalized ordinal"),
])
def test_bad_values_raise_cgt_errors(make, message):
    with pytest.raises(cgt.CGTError, match=message):
        make()


def test_an_inverse_too_long_to_write_is_refused_clearly(monkeypatch):
    # The inverse is found down the tower of Lenstra's fields with a budget of
    # monomial products; here the budget is made small so that the refusal is quick.
    monkeypatch.setattr(lenstra, "INVERSE_WORK_LIMIT", 1000)
    x = cgt.parse("omega^(omega^2*48) + omega^(omega*24) + omega^8 + 1")
    with pytest.raises(NimRangeError, match=r"NimInverse out of range: inverting "
                       r"ω\^\(ω\^2×48\)\+ω\^\(ω×24\)\+ω\^8\+1 needs more than 1,000"):
        x.nim_inverse()


@pytest.mark.slow
def test_the_sum_once_refused_has_an_inverse():
    # refused before the tower inverse: a field of more than 400 basis monomials
    x = cgt.parse("omega^(omega^2*48) + omega^(omega*24) + omega^8 + 1")
    assert x.nim_product(x.nim_inverse()) == 1


def test_short_game_numbers_are_surreal_numbers():
    half = cgt.parse("1/2")  # a short game
    x = cgt.parse("omega + 1/2")
    assert x - half == w and half + w == x
    assert half < x and x > half and cgt.parse("-3") < w
    assert half == cgt.SurrealNumber(1, 2) and cgt.SurrealNumber(1, 2) == half
    assert w != cgt.star and cgt.star != w


def test_python_numbers():
    assert cgt.SurrealNumber(1, 3) == Fraction(1, 3) and cgt.GeneralizedOrdinal(4) == 4
    assert hash(cgt.GeneralizedOrdinal(4)) == hash(4)
    assert {cgt.parse("omega - omega"): "zero"}[0] == "zero"
    assert Fraction(1, 3) + w == cgt.parse("omega + 1/3")
    assert w ** -2 == 1 / (w * w) and (w - 1) ** 0 == 1
    assert repr(cgt.parse("(omega+7)/(omega*7)")) == "cgt.parse('(ω+7)/(ω×7)')"
    assert cgt.parse("(ω+7)/(ω×7)") == cgt.parse("(omega+7)/(omega*7)")


def test_parse_keeps_reading_short_games():
    assert cgt.parse("{1|*}") == cgt.parse("{1|*}") and cgt.parse("*3") is cgt.nimber(3)
    assert isinstance(cgt.parse("omega"), cgt.GeneralizedOrdinal)
    assert isinstance(cgt.parse("*omega"), cgt.TransfiniteNimber)


def test_finite_transfinite_nimbers_print_as_cgt_nimbers():
    star = cgt.TransfiniteNimber
    assert [str(star(n)) for n in (0, 1, 3)] == ["0", "*", "*3"]
    assert star(3) + star(5) == star(6) and -star(w) == star(w)
    assert star(w).outcome is cgt.Outcome.N and star(0).outcome is cgt.Outcome.P


def test_short_nimbers_are_transfinite_nimbers():
    star = cgt.TransfiniteNimber
    assert cgt.nimber(3) + star(w) == star(w + 3) == star(w) + cgt.nimber(3)
    assert cgt.nimber(2) * star(w) == star(w * 2)
    assert star(5) == cgt.nimber(5) and cgt.nimber(5) == star(5)
    assert hash(star(5)) == hash(cgt.nimber(5)) and star(1) != cgt.parse("^")
    with pytest.raises(cgt.CGTError, match=r"\^ is not a nimber"):
        star(w) + cgt.parse("^")


def test_the_cgt_command_prints_transfinite_values(capsys):
    from cgt.cli.main import main

    assert main(["value", "omega + 1/2"]) == 0
    assert main(["value", "*omega", "*", "*omega"]) == 0
    # cgt value gives their facts as it does a game's (issue 38: every kind in every tool)
    values = [line for line in capsys.readouterr().out.splitlines() if line.startswith("Value: ")]
    assert values == ["Value: (ω×2+1)/2", "Value: *ω^2"]
    assert main(["value", "omega +"]) == 2


def test_values_pickle():
    import pickle

    for value in (cgt.parse("(omega+7)/(omega*7)"), w, cgt.SurrealNumber(1, 3),
                  cgt.parse("*(omega+1)"), cgt.ordinal("omega^2+3")):
        again = pickle.loads(pickle.dumps(value))
        assert again == value and type(again) is type(value) and repr(again) == repr(value)


def test_huge_powers_of_sums_are_refused():
    with pytest.raises(cgt.CGTError, match="a power above 1000 of a sum"):
        cgt.parse("(omega+1)^100000")
    assert str(w ** 5000) == "ω^5000"

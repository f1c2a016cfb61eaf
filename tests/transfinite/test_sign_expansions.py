"""Sign expansions of surreal numbers Σ ω^α·r (ordinal α, dyadic r), their
inverse, and game forms {L | R} with surreal options.

Sources of the expected values:

- ``GONSHOR``: H. Gonshor, *An Introduction to the Theory of Surreal
  Numbers*, ch. 5 (Theorems 5.11, 5.12: ω^α·r repeats each sign of r ω^α
  times; a sum concatenates its terms'), and ch. 2 (ordinals are all pluses).
- ``CONWAY_TS``: Ming-Tang/Conway, signExpansion/gonshor.test.ts ("dyadics",
  "infinite ordinals": ω+2 is + +^ω + +), an independent implementation.
- ``ONAG``: Conway, *On Numbers and Games*, ch. 1: {ω |} = ω+1,
  {ω | ω+1} = ω+1/2, {0,1,2,... | ω} = ω-1, ω/2 = {0,1,2,... | ω, ω-1, ...}.
- ``GAME_TEST``: CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala
  (birthdays of generalized ordinals: the length of the sign expansion).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import groupby

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.transfinite.cnf import CNF
from cgt.transfinite.ordinal import Ordinal

S = cgt.SurrealNumber
w = cgt.omega


@pytest.mark.parametrize(("value", "signs"), [
    (Fraction(1, 2), "+-"), (Fraction(1, 4), "+--"), (Fraction(-1, 8), "-+++"),
    (Fraction(3, 4), "+-+"), (Fraction(3, 8), "+--+"), (Fraction(9, 16), "+-+--"),
    (Fraction(-9, 16), "-+-++"), (Fraction(5), "+++++"), (Fraction(-2), "--"),
])
def test_dyadics(value, signs):
    # CONWAY_TS "dyadics" and "integers" (after GONSHOR)
    x = S(value)
    runs = tuple((1 if mark == "+" else -1, cgt.GeneralizedOrdinal(len(list(group))))
                 for mark, group in groupby(signs))
    assert x.sign_expansion == runs
    assert S.from_sign_expansion(signs) == x


@pytest.mark.parametrize(("text", "expansion"), [
    ("omega", "+^ω"),                               # GONSHOR: an ordinal is all pluses
    ("omega+2", "+^(ω+2)"),                         # CONWAY_TS: + +^ω + +
    ("omega^(omega^4)", "+^(ω^ω^4)"),               # CONWAY_TS: the same ordinal
    ("omega-1", "+^ω -"),                           # ONAG: {0,1,2,... | ω}
    ("omega/2", "+^ω -^ω"),                         # ONAG, GONSHOR 5.11
    ("-omega/2", "-^ω +^ω"),
    ("omega^2 - omega + 1/2", "+^(ω^2) -^ω + -"),   # GONSHOR 5.12
    ("omega*3/4 + 1", "+^ω -^ω +^(ω+1)"),           # GONSHOR 5.11, 5.12
])
def test_infinite_numbers(text, expansion):
    x = cgt.parse(text)
    assert x.sign_expansion_text == expansion
    assert S.from_sign_expansion(x.sign_expansion) == x


@pytest.mark.parametrize(("text", "birthday"), [
    ("omega", "ω"), ("-omega", "ω"), ("omega+5", "ω+5"), ("omega-5", "ω+5"),
    ("-omega+5", "ω+5"), ("omega*5", "ω×5"),
    ("omega^omega-5*omega^19+omega^2+1", "ω^ω+ω^19×5+ω^2+1"),
])
def test_the_length_is_cgsuites_birthday(text, birthday):
    # GAME_TEST: the birthday of a number is the length of its sign expansion
    length = Ordinal(0)
    for _, run in cgt.parse(text).sign_expansion:
        length = length + Ordinal(run)
    assert str(length) == birthday


@pytest.mark.parametrize(("text", "value"), [
    ("{omega|}", "omega+1"),              # ONAG
    ("{omega | omega+1}", "omega+1/2"),   # ONAG
    ("{ | -omega}", "-omega-1"),          # ONAG, negated
    ("{0, 5 | omega}", "6"),              # ONAG: the simplest number in between
    ("{omega-1 | omega}", "omega-1/2"),
    ("{{omega|} |}", "omega+2"),
    ("{omega^2 | omega^2+omega}", "omega^2+1"),
])
def test_game_forms_with_surreal_options(text, value):
    assert cgt.parse(text) == cgt.parse(value)


@pytest.mark.parametrize(("text", "message"), [
    ("{omega | *}", "only when every option is a surreal number"),
    ("{omega | omega}", "is not a number"),
    ("{1/omega |}", "sign expansion of 1/ω is not computed"),
])
def test_unsupported_game_forms_are_one_line_errors(text, message):
    with pytest.raises(cgt.CGTError, match=message):
        cgt.parse(text)


@pytest.mark.parametrize(("runs", "message"), [
    ("+-x", "expected \\+ or - at position 2"),
    ([(1, 1), (-1, w)], "not supported"),       # + -^ω is 1/ω
    ([(1, 0)], "positive ordinal"),
    ([(2, 1)], "no run"),
    (5, "no sign expansion"),
])
def test_bad_sign_expansions(runs, message):
    with pytest.raises(cgt.CGTError, match=message):
        S.from_sign_expansion(runs)


def test_non_dyadic_numbers_have_no_expansion_here():
    with pytest.raises(cgt.CGTError, match="not computed here"):
        S(1, 3).sign_expansion  # noqa: B018


EXPONENTS = st.sampled_from([CNF.integer(0), CNF.integer(1), CNF.integer(2), CNF.omega(),
                             CNF.omega() + CNF.integer(1)])
DYADICS = st.builds(lambda n, k: Fraction(n, 2**k), st.integers(-40, 40), st.integers(0, 4))


def _number(terms: list[tuple[CNF, Fraction]]) -> cgt.SurrealNumber:
    total = S(0)
    for e, r in terms:
        total = total + cgt.GeneralizedOrdinal._of(e.omega_power()) * r
    return total


numbers = st.lists(st.tuples(EXPONENTS, DYADICS), max_size=3).map(_number)


@settings(max_examples=80, deadline=None)
@given(numbers)
def test_the_expansion_determines_the_number(x):
    assert S.from_sign_expansion(x.sign_expansion) == x
    assert S.from_sign_expansion([(-s, n) for s, n in x.sign_expansion]) == -x


@settings(max_examples=80, deadline=None)
@given(numbers, numbers)
def test_the_simplest_number_between_lies_between(x, y):
    if x == y:
        return
    low, high = min(x, y), max(x, y)
    z = S.simplest_between([low], [high])
    assert low < z < high
    assert S.simplest_between([low], []) > low and S.simplest_between([], [high]) < high


@settings(max_examples=100, deadline=None)
@given(DYADICS, DYADICS)
def test_the_simplest_number_is_cgts_on_dyadics(a, b):
    # cgt's canonical short games (Conway's simplicity rule) as the independent source
    if a >= b:
        return
    assert S.simplest_between([S(a)], [S(b)]) == cgt.game([a], [b])


@pytest.mark.parametrize(("text", "birthday"), [
    ("omega/2", "ω×2"),          # ONAG: ω/2 = {0,1,2,... | ω, ω-1, ...}, born on day ω·2
    ("omega+1/2", "ω+2"),        # ONAG: {ω | ω+1} = ω+1/2, born after ω+1
    ("omega-1/2", "ω+2"),        # ONAG: {ω-1 | ω}
    # GONSHOR 5.11, 5.12: ω²/4 is +^ω² -^(ω²·2) (1/4 is + - -), then -3/8's - + + -
    ("omega^2/4 - 3/8", "ω^2×3+4"),
])
def test_birthdays_beyond_cgsuite_are_sign_expansion_lengths(text, birthday):
    assert str(cgt.parse(text).birthday) == birthday

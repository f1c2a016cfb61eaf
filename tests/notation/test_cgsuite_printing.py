"""Games print as CGSuite prints them (with ``±`` for CGSuite's ``+-``).

Every expected text below is CGSuite's own output, from its test suite
(``CgscriptTest``: game specifiers, infix heating, cooling and overheating,
Norton products, the Amazons, Clobber, Domineering, Fox and Geese and Toads
and Frogs values): the ``±(1*)`` parentheses and ``±{A,B}`` shorthand of
``CanonicalShortGame.appendTo``, the four-slash braces (``maxSlashes``), and
the order of options (``DeterministicOrdering``: numbers, nimbers, uptimals
by expansion, then other games by their sorted options).
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given

import cgt
from cgt.core.arithmetic import add, neg
from cgt.core.form import nimber, number
from cgt.games.domineering import Domineering
from cgt.notation import ordering
from cgt.notation.ordering import uptimal_expansion
from cgt.notation.special import up_nth
from tests.strategies import any_games

P = cgt.parse


def cgsuite(text: str) -> str:
    return text.replace("+-", "±")


TEN_TIMES = (
    "{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,10v6|||"
    "10v8,10v7*||10v9*,10v8|10v10}}}"
)
NINE_TIMES = (
    "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||"
    "9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}"
)

SPECIFIED = [
    ("+-{1,1+*}", "+-{1,1*}"),
    ("+-(1/2)", "+-1/2"),
    ("+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"),
    ("3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"),
    ("{0|^*5}", "^^*4"),
    ("{3|||2||1|0,*||||-1/2}", "{3|||2||1|0,*||||-1/2}"),
    ("{0||0|-1}", "Tiny(1)"),
    ("{0|||0||-1|-2}", "Tiny({2|1})"),
    ("{1|0||0}", "Miny(1)"),
    ("{0|v*}", "^<2>"),
    ("{0,*|v}", "^<2>*"),
    ("{^|*}", "^[2]"),
    ("{0,^*|0}", "^[2]*"),
    ("{1,{1,+-1|-1}|-1}", "{1,{1,+-1|-1}|-1}"),
    ("{^^*|*,v}", "{^^*|*,v}"),
    ("{0,v*|vv}", "{0,v*|vv}"),
    ("{1/2*|v}", "{1/2*|v}"),
    ("{0||0,*|0,{0,*|0,*2}}", "{0||0,*|0,{0,*|0,*2}}"),
    ("{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}",
     "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}"),
    ("{9||4|5/2*|||3|5/2*,5/2v||5/2}", "{9||4|5/2*|||3|5/2*,5/2v||5/2}"),
    ("+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
     "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"),  # Amazons x...|o...
    ("+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
     "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"),
    (TEN_TIMES, TEN_TIMES),  # 10 * (1 + ^.Pow(2) + *4)
    (NINE_TIMES, NINE_TIMES),  # 9 * (1 + ^.Pow(2) + *4)
]


@pytest.mark.parametrize("text, printed", SPECIFIED)
def test_as_cgsuite_prints_what_it_reads(text, printed):
    g = P(text)
    assert str(g) == cgsuite(printed)
    assert P(str(g)) == g


def operations():
    g = P("{3||2+*|1+*}")
    return [
        (P("*").heat(2), "+-2"),
        (P("*2").heat(2), "+-{2,{4|0}}"),
        (P("^").heat(2), "{2||0|-4}"),
        (P("^*").heat(2), "{2,{4|0}|-2}"),
        (P("^^").heat(2), "{2||0,+-2|-4}"),
        (g.cool("-1/2"), "{7/2|||5/2|3/2||+-1/2}"),
        (g.heat("1/2"), "{7/2|||5/2|3/2||+-1/2}"),
        (g.heat(1), "{4|||3|1||0|-2}"),
        (g.heat("*"), "{3*||2|1}"),
        (g.overheat("*", "1+*"), "{1||+-(1*)|-1,{-1|-3}}"),
        (P("1/2").norton("^"), "{^^*|v*}"),
        (P("^").norton("^"), "{^^*||0|v4}"),
        (P("Tiny(2)").norton("^"), "{^^*||0|v6}"),
        (P("7/16").overheat(0, 0), "^[3]"),
        (5 * P("{3||2|1}"), "{12|||11||10,{11|10}|9Tiny({2|1})}"),
        (Domineering("....|....|....|....").value, "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"),
    ]


def test_operations_print_as_cgsuite():
    for g, printed in operations():
        assert str(g) == cgsuite(printed)
        assert P(str(g)) == g


@pytest.mark.parametrize(
    "text, printed",
    [("+-(1*)", "±(1*)"), ("+-(1^)", "±(1^)"), ("+-{3|2}", "±{3|2}"), ("+-(1/2)", "±1/2"),
     ("+-(1/2^*)", "±(1/2^*)")],
)  # fmt: skip
def test_a_lone_switched_option(text, printed):
    """CGSuite parenthesises an option after +- that is a sum other than a
    number, a nimber or ups alone, and braces one that is a form."""
    assert str(P(text)) == printed
    assert P(printed) == P(text)


def test_uptimals_are_recognised_by_their_expansion():
    """Every x + d1.^ + d2.^<2> + d3.^<3> + *m built as a sum is recognised
    with its coefficients, as CGSuite's uptimalExpansion reads them."""
    for size in (1, 2, 3):
        for coefficients in itertools.product(range(-2, 3), repeat=size):
            if coefficients[-1] == 0:
                continue
            for m in (0, 1, 2):
                g = add(nimber(m), number(1))
                for i, c in enumerate(coefficients):
                    for _ in range(abs(c)):
                        g = add(g, up_nth(i + 1) if c > 0 else neg(up_nth(i + 1)))
                found = uptimal_expansion(g)
                assert found is not None and found[1:] == (m, coefficients)
                # A longer uptimal is read from its closed form; the walk of
                # its options that CGSuite makes reads the same expansion.
                assert g.longer_uptimal is None or ordering._walked(g) == found


@given(any_games())
def test_printed_games_read_back(g):
    assert P(str(g)) == g
    found = uptimal_expansion(g.form)
    if found is not None:  # a recognised uptimal is that uptimal
        x, m, coefficients = found
        h = add(nimber(m), number(x.to_fraction()))
        for i, c in enumerate(coefficients):
            for _ in range(abs(c)):
                h = add(h, up_nth(i + 1) if c > 0 else neg(up_nth(i + 1)))
        assert h is g.form

"""CGSuite's infix words for the compounds in the expression language
(issue 33): ``g OrdinalProduct h`` is ``g.OrdinalProduct(h)``.

CGSuite's grammar (``lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g``,
``infixExpr``) reads an identifier between two expressions as a call of
that method, looser than sums and tighter than comparisons; its
``CompoundGameTestCase.scala`` writes the compounds so:
``((g) OrdinalProduct (h)).CanonicalForm``. The rows below are that file's,
on its canonical inputs (its ``'{*|*}'`` and ``*[[[2]],[2],0]`` are forms
that are not canonical, which a Game cannot hold; only the products, which
depend on values alone, are taken for them, as ``0`` and ``*2``).
"""

from __future__ import annotations

import pytest

import cgt
from cgt.display.calculator import calculate

# (g, h, ConjunctiveSum, ConwayProduct, OrdinalProduct) of CompoundGameTestCase.scala.
ROWS = [
    ("1/2", "1/4", "1/2", "1/8", "11/32"),
    ("*5", "*6", "*5", "*8", "*30"),
    ("+-1", "^^", "{0|-1}", "+-^^", "+-1"),
    ("{1|0}", "0", "0", "0", "0"),
]


@pytest.mark.parametrize("g, h, conjunctive, conway, ordinal", ROWS)
def test_cgsuite_compound_rows_written_with_infix_words(g, h, conjunctive, conway, ordinal):
    assert calculate(f"({g}) ConjunctiveSum ({h})") == cgt.parse(conjunctive)
    assert calculate(f"({g}) ConwayProduct ({h})") == cgt.parse(conway)
    assert calculate(f"({g}) OrdinalProduct ({h})") == cgt.parse(ordinal)


@pytest.mark.parametrize("text, expected", [
    ("0 OrdinalProduct 3", "0"),          # CompoundGameTestCase: '{*|*}' is 0
    ("*2 OrdinalProduct *5", "*10"),      # *[[[2]],[2],0] is *2
    ("*2 ConwayProduct *5", "*10"),
    ("1/2 SelectiveSum 1/4", "3/4"),
    ("{1|0} SelectiveSum 0", "{1|0}"),
])
def test_the_other_rows(text, expected):
    assert calculate(text) == cgt.parse(expected)


def test_infix_words_bind_looser_than_sums_and_tighter_than_comparisons():
    # 1/2 + 0 OrdinalProduct 1/4 is (1/2) OrdinalProduct (1/4), as in CGSuite.
    assert calculate("1/2 + 0 OrdinalProduct 1/4") == cgt.parse("11/32")
    assert calculate("*5 OrdinalProduct *6 == *30") is True
    assert calculate("^ OrdinalProduct 1") == cgt.parse("^")


def test_a_word_that_is_no_infix_operation_is_still_an_error():
    with pytest.raises(cgt.CGTError, match="expected an operator or the end"):
        calculate("1 Frobnicate 2")

"""The parser's short cuts: a text that is one nimber ``*n`` or one integer
is read without the literal's regular expression, and a text read before
is one lookup; both must give what the full reader gives.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core.dyadic import decimal_value
from cgt.core.form import nimber, number
from cgt.notation import parser


def full_reading(text: str):
    """The literal as the general reader reads it (named groups of the regex)."""
    match = parser._LITERAL.fullmatch(text)
    assert match is not None
    return parser._Reader(text).read_literal(match)


PLAIN = st.one_of(
    st.integers(0, 10**6).map(lambda k: f"*{k}"),
    st.integers(-(10**30), 10**30).map(str),
    st.just("*"),
    st.integers(0, 99).map(lambda k: f"*0{k}"),
    st.integers(0, 99).map(lambda k: f"-0{k}"),
)


@settings(max_examples=200, deadline=None)
@given(PLAIN)
def test_a_plain_literal_is_what_the_full_reader_reads(text):
    assert parser._plain_literal(text) is full_reading(text)
    assert cgt.parse(text).form is full_reading(text)


def test_other_literals_take_the_full_reader():
    for text in ("1/2", "^", "*3^", "3*", "−2", "*²", "-", "+3", "2.5", "^*"):
        assert parser._plain_literal(text) is None, text


def test_huge_literals_take_the_long_way_in_decimal():
    digits = "7" * 5000
    value = decimal_value(digits)  # int() refuses more than 4,300 digits
    assert cgt.parse(f"*{digits}").form is nimber(value) is full_reading(f"*{digits}")
    assert cgt.parse(f"-{digits}").form is number(-value) is full_reading(f"-{digits}")


def test_a_text_read_again_is_the_same_game_and_its_sum_is_closed_form():
    text = " + ".join(f"*{k}" for k in range(1, 2001))
    first = cgt.parse(text)
    assert cgt.parse(text) is first is cgt.nimber(2000)  # 1 ^ 2 ^ ... ^ 2000
    cgt.clear_caches()
    assert cgt.parse(text) is first
    assert cgt.parse("{*3|*2} + *2") is cgt.parse("{*3|*2}") + cgt.nimber(2)


def test_a_literal_and_the_text_of_it_agree_in_one_memo():
    """``-1^`` read inside a text first, then alone, and the other way round."""
    cgt.clear_caches()
    assert cgt.parse("2 + -1^") is cgt.parse("1^")
    assert cgt.parse("-1^") is cgt.parse("-1 + ^")
    assert cgt.parse("3 + -1^") is cgt.parse("2^")


TERMS = ["*3", "2", "-1", "*", "^", "{1|0}", "1/2", "*12", "0", "(*2 + 1)", "±1", "-*5", "7"]


def sum_of(terms):
    """The text ``t0 op1 t1 ...`` and its value, added term by term as Games."""
    text, value = terms[0][1], cgt.parse(terms[0][1])
    for sign, term in terms[1:]:
        text += f" {sign} {term}"
        value = value + cgt.parse(term) if sign == "+" else value - cgt.parse(term)
    return text, value


sums = st.lists(st.tuples(st.sampled_from("+-"), st.sampled_from(TERMS)), min_size=1, max_size=8)


@settings(max_examples=150, deadline=None)
@given(sums, sums)
def test_terms_summed_in_closed_form_give_the_sum_of_the_terms(left, right):
    """``+ *n`` and ``- n`` are added up apart from the game they follow, and
    folded in where the sum is next used: at a comma, a bar, a bracket, the end."""
    from cgt.notation.parser import _LITERALS

    _LITERALS.clear()  # no memo of texts read before (clear_caches would scan every object)
    text, value = sum_of(left)
    other, other_value = sum_of(right)
    assert cgt.parse(text) is value
    assert cgt.parse(f"{{{text}|{other}}}") is cgt.game([value], [other_value])
    assert cgt.parse(f"{{{text},{other}|}}") is cgt.game([value, other_value], [])
    assert cgt.parse(f"({text}) - ({other})") is value - other_value
    assert cgt.parse(f"{text} + ({other})") is value + other_value


def test_a_pending_sum_is_folded_in_before_a_function_and_at_the_end():
    assert cgt.parse("*1 + *2 + 2Tiny(1) - 3") is cgt.parse("*3") + cgt.parse("2Tiny(1)") - 3
    assert cgt.parse("^ + *1 + *1 - 5 + 5") is cgt.parse("^")
    assert cgt.parse("{*1 + *2 + 1 || 0 | -1}") is cgt.parse("{1*3 || 0 | -1}")


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="onfvrudpas&[]{}|*^ 0123456789-+TiyMx", max_size=30))
def test_the_quick_loopy_check_agrees_with_the_full_expression(text):
    """``is_loopy_text`` looks for one of the characters every loopy text has
    before it runs the full expression: the answer is the expression's."""
    from cgt.notation import loopy, loopy_text

    assert loopy.is_loopy_text is loopy_text.is_loopy_text
    assert loopy_text.is_loopy_text(text) == (loopy_text._LOOPY.search(text) is not None)

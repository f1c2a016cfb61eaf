"""The three notations of one printer: CGSuite's plain text, the books'
Unicode symbols, LaTeX. Plain text is checked to read back everywhere in
tests/notation/test_parser.py; here each notation's spelling of each kind
of value (numbers, ups, nimbers, switches, nested forms, uptimals, tinies).

Sources: the plain text is CGSuite's; ``↑ ⇑ ↓ ∗ ± ‖`` and ``n·↑`` are the
symbols of Winning Ways and of Siegel's *Combinatorial Game Theory*
(ch. II, where ``↑^n`` is up-nth and ``↑^[n]`` the up-sum).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from strategies import games

import cgt
from cgt.notation.printer import LATEX, PLAIN, UNICODE

CASES = [
    # text, plain, unicode, latex
    ("3", "3", "3", "$3$"),
    ("-3/4", "-3/4", "-3/4", r"$-\tfrac{3}{4}$"),
    ("^", "^", "↑", r"${\uparrow}$"),
    ("vv*", "vv*", "⇓∗", r"${\Downarrow}{\ast}$"),
    ("^3*2", "^3*2", "3·↑∗2", r"$3\cdot{\uparrow}{\ast 2}$"),
    ("1/2 + v3", "1/2v3", "1/2 3·↓", r"$\tfrac{1}{2} + 3\cdot{\downarrow}$"),
    ("1 + ^3*", "1^3*", "1 3·↑∗", r"$1 + 3\cdot{\uparrow}{\ast}$"),
    ("*5", "*5", "∗5", r"${\ast 5}$"),
    ("{1|-1}", "±1", "±1", r"$\pm 1$"),
    ("+-(1*)", "±(1*)", "±(1∗)", r"$\pm (1{\ast})$"),  # CGSuite: +-(1*)
    ("{2|-1/2}", "{2|-1/2}", "{2|-1/2}", r"$\{2\mid -\tfrac{1}{2}\}$"),
    ("{3||2|1}", "{3||2|1}", "{3‖2|1}", r"$\{3\parallel 2\mid 1\}$"),
    ("{3|||2||1|0}", "{3|||2||1|0}", "{3‖|2‖1|0}", r"$\{3\parallel \mid 2\parallel 1\mid 0\}$"),
    ("^<2>*", "^<2>*", "↑^2∗", r"${\uparrow}^{2}{\ast}$"),
    ("v[3]", "v[3]", "↓^[3]", r"${\downarrow}^{[3]}$"),
    ("2Tiny(2)", "2Tiny(2)", "2Tiny(2)", r"$2 + {+}_{2}$"),
]


@pytest.mark.parametrize("text, plain, unicode, latex", CASES)
def test_each_kind_in_each_notation(text, plain, unicode, latex):
    form = cgt.parse(text).form
    assert (PLAIN.print(form), UNICODE.print(form), LATEX.print(form)) == (plain, unicode, latex)


def test_the_display_hooks_use_the_printers():
    g = cgt.parse("{3||2|1}")
    assert g._repr_latex_() == r"$\{3\parallel 2\mid 1\}$"
    assert cgt.pretty(g) == "{3‖2|1}" and cgt.pretty("^^*") == "⇑∗"


@settings(max_examples=200, deadline=None)
@given(games())
def test_unicode_and_latex_have_the_plain_structure(g):
    """Every notation writes the same structure: the braces and the bars of the
    plain text are where the other notations put theirs."""
    plain, unicode, latex = PLAIN.print(g.form), UNICODE.print(g.form), LATEX.print(g.form)
    assert plain.count("{") == unicode.count("{") == latex.count(r"\{")
    bars = plain.count("|")
    assert unicode.count("|") + 2 * unicode.count("‖") == bars
    assert latex.count(r"\mid") + 2 * latex.count(r"\parallel") == bars
    assert str(g) == plain and cgt.parse(plain) is g


def _copies(n: int) -> cgt.Game:
    return cgt.parse(" + ".join(["({^,*,*|||^,*,*})"] * n))


def test_a_text_too_long_to_write_is_refused_and_the_value_stays_usable():
    """The fuzz run of issue 18 (2026-11-25, 14:26 UTC): printing the sum of
    30 copies of ``{^,*,*|||^,*,*}``, a game born on day 61 whose canonical
    form shares its subgames, grew a case by 410 MB; its text would be about
    4.6 * 10**13 characters. Past TEXT_LIMIT (2**24) characters the
    printers refuse; ``repr`` still shows what happened."""
    g = _copies(30)
    assert g.birthday == 61
    for write in (PLAIN.print, UNICODE.print, LATEX.print):
        with pytest.raises(cgt.CGTError, match=r"born on day \d+ is longer than 16,777,216 "):
            write(g.form)
    with pytest.raises(cgt.CGTError, match="TEXT_LIMIT raises the limit"):
        str(g)
    assert repr(g).startswith("<cgt.Game: the text of a game born on day ")
    # Each copy is {^ | *, ^} > 0 (Left wins moving second: ^ and * both
    # leave her a winning move), so the sum is positive.
    assert cgt.parse("{^,*,*|||^,*,*}") == cgt.parse("{^|*,^}")
    assert g - g == cgt.zero and g.outcome is cgt.Outcome.L
    assert _copies(15) + _copies(15) is g


def test_long_texts_below_the_limit_are_written_in_full():
    """14 copies: 4,113,827 characters, under the limit; 6 copies read back."""
    assert len(str(_copies(14))) == 4_113_827
    assert cgt.parse(str(_copies(6))) == _copies(6)

"""sympy at work: exact numbers (``sympify``), the books' notation
(``sympy.latex``), thermograph walls as ``Piecewise`` functions, and sympy as
an independent oracle (integer partitions for the heap codes). sympy is
never imported by ``import cgt``.

The LaTeX expected here is the notation of Siegel, *Combinatorial Game
Theory* (AMS, 2013), and *Winning Ways*: ``↑ ⇑ ∗ ±``, ``{L | R}`` with
``‖`` for two bars, ``↑^n`` for up-nth (Siegel II.4), ``⧾_G``/``⧿_G`` for
tiny-G and miny-G (Siegel II.3); ``↑^[n]`` keeps CGSuite's brackets for
the up-sum ``↑ + ↑^2 + ... + ↑^n``.
"""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings

import cgt
from tests.strategies import games

#: The temperature.
T = sympy.Symbol("t")

# -- sympify -------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("0", sympy.Integer(0)), ("5", sympy.Integer(5)), ("-3/8", sympy.Rational(-3, 8)),
    ("{1|2}", sympy.Rational(3, 2)), ("{0|1/4}", sympy.Rational(1, 8)),
    (Fraction(1, 2**100), sympy.Rational(1, 2**100)),
])
def test_numbers_sympify_to_rationals(text, expected):
    value = sympy.sympify(cgt.parse(text) if isinstance(text, str) else cgt.number(text))
    assert value == expected and isinstance(value, sympy.Rational)


@pytest.mark.parametrize("text", ["*", "^", "{1|-1}", "{0||0|-1}", "1*"])
def test_other_games_are_refused_with_a_cgt_error(text):
    with pytest.raises(cgt.CGTError, match="is not a number") as caught:
        sympy.sympify(cgt.parse(text))
    assert isinstance(caught.value, sympy.SympifyError)  # so sympy's operators step aside


def test_stops_means_and_temperatures_are_rationals():
    g = cgt.parse("{2|-1/2}")  # Siegel II.5: mean 3/4, temperature 5/4
    assert sympy.sympify(g.mean) == sympy.Rational(3, 4)
    assert sympy.sympify(g.temperature) == sympy.Rational(5, 4)
    assert (sympy.sympify(g.left_stop), sympy.sympify(g.right_stop)) == (2, sympy.Rational(-1, 2))


def test_sympy_rationals_are_numbers_in_game_arithmetic():
    half = sympy.Rational(1, 2)
    assert half + cgt.parse("^") == cgt.parse("1/2^")
    assert cgt.parse("*") + half == cgt.parse("1/2*")
    assert cgt.parse("{1|-1}") - sympy.Integer(3) == cgt.parse("-3 + {1|-1}")
    with pytest.raises(cgt.CGTError, match="not a dyadic"):
        cgt.parse("^") + sympy.Rational(1, 3)


def test_a_number_goes_into_an_expression():
    t = sympy.Symbol("t")
    assert sympy.sympify(cgt.parse("3/8")) * t == sympy.Rational(3, 8) * t
    assert t + cgt.parse("1/2") == t + sympy.Rational(1, 2)


# -- LaTeX -----------------------------------------------------------------------------------

LATEX = [
    ("0", r"0"), ("-2", r"-2"), ("1/2", r"\tfrac{1}{2}"), ("-3/4", r"-\tfrac{3}{4}"),
    ("37/64", r"\tfrac{37}{64}"), ("*", r"{\ast}"), ("*13", r"{\ast 13}"), ("^", r"{\uparrow}"),
    ("v", r"{\downarrow}"), ("^^", r"{\Uparrow}"), ("vv*", r"{\Downarrow}{\ast}"),
    ("^3", r"3\cdot{\uparrow}"), ("v4*2", r"4\cdot{\downarrow}{\ast 2}"),
    ("1/2^*", r"\tfrac{1}{2}{\uparrow}{\ast}"), ("-1v*3", r"-1{\downarrow}{\ast 3}"),
    ("{1|-1}", r"\pm 1"), ("+-1*", r"\pm (1{\ast})"), ("+-{2|1}", r"\pm \{2\mid 1\}"),
    ("{3||2|1}", r"\{3\parallel 2\mid 1\}"), ("{2|-1/2}", r"\{2\mid -\tfrac{1}{2}\}"),
    ("{1|0,*}", r"\{1\mid 0,{\ast}\}"),
    ("{3|||2||1|0}", r"\{3\parallel \mid 2\parallel 1\mid 0\}"), ("{0||0|-1}", r"{+}_{1}"),
    ("Tiny(2)", r"{+}_{2}"), ("Miny(1/2)", r"{-}_{\tfrac{1}{2}}"), ("2Tiny(2)", r"2 + {+}_{2}"),
    ("Tiny({2|1})", r"{+}_{\{2\mid 1\}}"), ("^<2>", r"{\uparrow}^{2}"),
    ("^<3>*", r"{\uparrow}^{3}{\ast}"), ("v<2>", r"{\downarrow}^{2}"),
    ("^[3]", r"{\uparrow}^{[3]}"), ("-1v[2]*", r"-1{\downarrow}^{[2]}{\ast}"),
    ("1/2^<3>", r"\tfrac{1}{2}{\uparrow}^{3}"), ("+-(1/2*)", r"\pm (\tfrac{1}{2}{\ast})"),
]


def test_thirty_values_and_more():
    assert len(LATEX) >= 30


@pytest.mark.parametrize("text, latex", LATEX)
def test_latex_is_the_books_notation(text, latex):
    g = cgt.parse(text)
    assert sympy.latex(g) == latex
    assert g._repr_latex_() == f"${latex}$"  # one printer for sympy and the notebook


def test_latex_inside_sympy_containers():
    pair = (cgt.parse("^"), cgt.parse("*2"))
    assert sympy.latex(pair) == r"\left( {\uparrow}, \  {\ast 2}\right)"


def test_str_and_pretty_printers():
    g = cgt.parse("{3||2|1} + ^^*")
    assert sympy.sstr([g]) == "[{3^^*||2^^*|1^^*}]"
    assert sympy.pretty(g) == "{3⇑∗‖2⇑∗|1⇑∗}" == cgt.pretty(g)


# -- thermograph walls -----------------------------------------------------------------------

#: Temperatures from the bottom (-1) up, dyadic and not, below and above the masts.
TEMPERATURES = [Fraction(n, d) for n, d in [
    (-1, 1), (-7, 8), (-3, 4), (-2, 3), (-1, 2), (-1, 3), (-1, 4), (0, 1), (1, 8), (1, 3),
    (1, 2), (3, 4), (1, 1), (5, 4), (4, 3), (3, 2), (2, 1), (5, 2), (7, 2), (10, 1),
]]

WALL_GAMES = ["{2|-1/2}", "{3|-1}", "{{4|2}|-1}", "{1|-1}", "1/2", "-3/4", "*", "^", "{1|0,*}",
              "{5|{3|1}}", "{2||1|-1}", "{{3|1}|{-1|-5}}", "Tiny(2)", "{10|{5|0}}"]


def test_twenty_temperatures():
    assert len(TEMPERATURES) == 20 == len(set(TEMPERATURES))


@pytest.mark.parametrize("text", WALL_GAMES)
def test_piecewise_walls_are_the_exact_walls(text):
    thermograph = cgt.parse(text).thermograph
    t = sympy.Symbol("t")
    left, right = thermograph.walls(t)
    assert isinstance(left, sympy.Piecewise) or left.is_number
    for temperature in TEMPERATURES:
        at = sympy.Rational(temperature.numerator, temperature.denominator)
        expected_left = thermograph.left_wall.at(temperature)
        expected_right = thermograph.right_wall.at(temperature)
        assert left.subs(t, at) == sympy.Rational(expected_left.numerator,
                                                   expected_left.denominator)
        assert right.subs(t, at) == sympy.Rational(expected_right.numerator,
                                                    expected_right.denominator)


def test_walls_meet_at_the_temperature_in_the_mast():
    """Siegel II.5: ``{2 | -1/2}`` has temperature 5/4 and mean 3/4; sympy
    finds where the walls meet."""
    left, right = cgt.parse("{2|-1/2}").thermograph.walls("t")
    t = sympy.Symbol("t")
    meeting = sympy.solveset(sympy.piecewise_fold(left - right), t, sympy.Interval(-1, 10))
    assert meeting == sympy.Interval(sympy.Rational(5, 4), 10)
    assert left.subs(t, 2) == right.subs(t, 2) == sympy.Rational(3, 4)


@settings(max_examples=60, deadline=None)
@given(g=games(depth=3, max_options=3))
def test_walls_are_the_scaffolds_of_the_options_walls(g):
    """Siegel II.5, checked in sympy's rational arithmetic: below the
    temperature the left wall is ``max RW(G^L) - t`` and the right wall
    ``min LW(G^R) + t`` over the options' walls (sympy's ``Max`` and ``Min``
    of their Piecewise functions), and above it both are the mast."""
    if g.is_number:
        return
    th = g.thermograph
    lefts = [o.thermograph.walls(T)[1] - T for o in g.left]
    rights = [o.thermograph.walls(T)[0] + T for o in g.right]
    temperature = sympy.Rational(th.temperature.numerator, th.temperature.denominator)
    mast = sympy.Rational(th.mast.numerator, th.mast.denominator)
    left, right = th.walls(T)
    for t in TEMPERATURES:
        at = sympy.Rational(t.numerator, t.denominator)
        if at < temperature:
            assert left.subs(T, at) == sympy.Max(*(w.subs(T, at) for w in lefts))
            assert right.subs(T, at) == sympy.Min(*(w.subs(T, at) for w in rights))
        else:
            assert left.subs(T, at) == right.subs(T, at) == mast


def test_a_bad_temperature_symbol_is_a_cgt_error():
    thermograph = cgt.parse("{1|-1}").thermograph
    with pytest.raises(cgt.CGTError, match="not a name"):
        thermograph.walls("1 + t")
    with pytest.raises(cgt.CGTError, match="not a sympy expression"):
        thermograph.walls(3)


# -- sympy as an oracle ------------------------------------------------------------------------


@pytest.mark.parametrize("constraint", ["", "!", "=", "?"])
def test_heap_partitions_agree_with_sympy(constraint):
    """The heaps a move of a take-and-break code leaves (``games/heap.py``):
    every way to write ``total`` as ``parts`` positive heaps, pairwise unequal
    for ``!`` (and for ``?`` on two heaps), all equal for ``=``; sympy's
    integer partitions are the oracle."""
    from sympy.utilities.iterables import partitions

    from cgt.games.heap import _partitions

    for total in range(19):
        for parts in range(6):
            if constraint == "?" and parts > 2:
                continue  # "?" is supported on two heaps, where it means "unequal"
            expected = set()
            # (sympy yields {} when there is no partition: only () is the empty one)
            for p in partitions(total, m=parts) if total and parts else [{}]:
                heaps = tuple(sorted(h for h, times in p.items() for _ in range(times)))
                if len(heaps) != parts or sum(heaps) != total:
                    continue
                if constraint in "!?" and constraint and len(set(heaps)) < len(heaps):
                    continue
                if constraint == "=" and len(set(heaps)) > 1:
                    continue
                expected.add(heaps)
            found = list(_partitions(total, parts, constraint))
            assert len(found) == len(set(found))
            assert set(found) == expected, (total, parts, constraint)


# -- import cost --------------------------------------------------------------------------------


def test_import_cgt_does_not_import_sympy():
    code = ("import sys, cgt; g = cgt.parse('{2|-1/2}'); g.thermograph; str(g); g._repr_latex_();"
            "print('sympy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

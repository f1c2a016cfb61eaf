"""Temperature theory: differential tests against cgt-tools (``cgt-py``) and
laws that are theorems (hypothesis).

The differential half reads a thousand seeded random games, written as
explicit braces with numbers, ``*``, ``*2``, ``^`` and ``^*`` at the leaves,
into both libraries, and compares temperature, stops, the thermograph's
walls (critical temperatures and slopes, exactly), cooling by several
temperatures and the reduced canonical form. cgt-py judges the canonical
forms: it reads ours (:func:`to_cgt_py`) and the tests compare its printed
forms (see :mod:`cgt_py_bridge`).

cgt-py has no accessor for a thermograph's walls: its ``repr`` is
``Thermograph(Thermograph(Trajectory(mast, [critical temperatures,
descending], [slopes from the top down]), Trajectory(...)))``, left wall
first. Our walls run the other way (from ``t = -1`` up), see
:func:`top_down`.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest
from cgt_py_bridge import fraction, in_cgt_py, our_tree, printed, their_tree, to_cgt_py
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from strategies import any_games, games

import cgt
from cgt.theory.trajectory import BOTTOM, Trajectory

SEED = 20240704
GAMES = 1000
TEMPERATURES = [Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(1), Fraction(2)]

#: The leaves besides numbers, as cgt-py reads them.
SYMBOLS = ["*", "*2", "^", "^*"]


def random_text(rng: random.Random, depth: int) -> str:
    """An explicit ``{L|R}`` string at most ``depth`` braces deep."""
    if depth == 0 or rng.random() < 0.25:
        if rng.random() < 0.5:
            return str(Fraction(rng.randint(-8, 8), 2 ** rng.randint(0, 2)))
        return rng.choice(SYMBOLS)
    sides = [
        ",".join(random_text(rng, depth - 1) for _ in range(rng.choice([0, 1, 1, 2, 2, 3])))
        for _ in "LR"
    ]
    return "{" + "|".join(sides) + "}"


# -- the bridge to cgt-py -----------------------------------------------------------



_TRAJECTORY = re.compile(r"Trajectory\(([^,\s]+), \[([^\]]*)\], \[([^\]]*)\]\)")


def walls_of_cgt_py(thermograph) -> list[tuple[Fraction, list[Fraction], list[Fraction]]]:
    """cgt-py's walls, left first, as (mast, critical temperatures, slopes)."""

    def numbers(text: str) -> list[Fraction]:
        return [Fraction(x) for x in text.split(",") if x.strip()]

    walls = [
        (Fraction(m.group(1)), numbers(m.group(2)), numbers(m.group(3)))
        for m in _TRAJECTORY.finditer(repr(thermograph))
    ]
    assert len(walls) == 2, repr(thermograph)
    return walls


def top_down(wall: Trajectory, mast: Fraction) -> tuple[Fraction, list[Fraction], list[Fraction]]:
    """Our wall as cgt-py writes it: from the mast down, the temperatures where
    the slope changes (above ``t = -1``) and the slope above each of them."""
    assert wall.breaks[0] == BOTTOM
    return mast, list(reversed(wall.breaks[1:])), list(reversed(wall.slopes))


# -- the differential tests ------------------------------------------------------------


@pytest.fixture(scope="module")
def samples(cgt_py) -> list[tuple[cgt.Game, object]]:
    """``GAMES`` distinct random games, each as (ours, cgt-py's) read from one text."""
    rng = random.Random(SEED)
    found: dict[cgt.Game, object] = {}
    while len(found) < GAMES:
        text = random_text(rng, rng.choice([2, 3, 4]))
        ours = cgt.parse(text)
        if ours not in found:
            found[ours] = cgt_py.CanonicalForm(text)
    return list(found.items())


def test_samples_are_varied_and_read_alike(samples):
    """Hot, tepid and cold games, and both libraries read the same value."""
    temperatures = {g.temperature for g, _ in samples}
    assert min(temperatures) < 0 < max(temperatures) and Fraction(0) in temperatures
    assert len(temperatures) > 30
    assert sum(not g.is_number_up_star for g, _ in samples) > 700
    for ours, theirs in samples:
        assert printed(theirs) == printed(in_cgt_py(ours)), str(ours)
        assert their_tree(theirs) == our_tree(ours), str(ours)


def test_temperatures_agree(samples):
    for ours, theirs in samples:
        assert ours.temperature == fraction(theirs.temperature), str(ours)


def test_stops_agree(samples):
    for ours, theirs in samples:
        assert ours.left_stop == fraction(theirs.left_stop), str(ours)
        assert ours.right_stop == fraction(theirs.right_stop), str(ours)


def test_thermograph_walls_agree(samples):
    """Mast, critical temperatures and slopes of both walls, exactly."""
    for ours, theirs in samples:
        th = ours.thermograph
        expected = walls_of_cgt_py(theirs.thermograph)
        got = [top_down(th.left_wall, th.mast), top_down(th.right_wall, th.mast)]
        assert got == expected, str(ours)
        assert th.mast == ours.mean and th.temperature == ours.temperature


def test_thermographs_of_sums_agree(samples):
    """Sums are hotter and have more critical temperatures; cgt-py adds its
    own forms, and finds its sum equal to ours."""
    rng = random.Random(SEED + 1)
    for _ in range(150):
        (g, cg), (h, ch) = rng.choice(samples), rng.choice(samples)
        total = g + h
        theirs = cg + ch
        assert printed(theirs) == printed(in_cgt_py(total)), (str(g), str(h))
        th = total.thermograph
        got = [top_down(th.left_wall, th.mast), top_down(th.right_wall, th.mast)]
        assert got == walls_of_cgt_py(theirs.thermograph), (str(g), str(h))


@pytest.mark.parametrize("t", TEMPERATURES, ids=str)
def test_cooling_agrees(samples, cgt_py, t):
    amount = cgt_py.DyadicRationalNumber(str(t))
    for ours, theirs in samples:
        assert printed(theirs.cool(amount)) == printed(in_cgt_py(ours.cool(t))), (str(ours), t)


def test_reduced_canonical_forms_agree(samples):
    for ours, theirs in samples:
        assert printed(theirs.reduced) == printed(in_cgt_py(ours.reduced())), str(ours)


def test_converter_round_trips(samples, cgt_py):
    """Whatever we print, cgt-py reads as a canonical form with our option tree."""
    extras = [cgt.up(2), cgt.switch(1), cgt.parse("{3||2|1}"), cgt.parse("^^*3 + {1|-1}"),
              cgt.nus(1, -3, 2)]
    for g in extras + [g for g, _ in samples[:200]]:
        assert their_tree(cgt_py.CanonicalForm(to_cgt_py(g))) == our_tree(g), str(g)


# -- laws (theorems), on random games -------------------------------------------------------

SOME = settings(max_examples=150, deadline=None)
positive_numbers = st.sampled_from(
    [Fraction(1, 8), Fraction(1, 4), Fraction(1, 2), Fraction(1), Fraction(3, 2), Fraction(2)]
)


@SOME
@given(any_games(), st.sampled_from([Fraction(1, 16), Fraction(1, 2), Fraction(3)]))
def test_cooling_above_the_temperature_gives_the_mean(g, above):
    """``G_t`` is the mean of ``G`` for every ``t`` above its temperature
    (Siegel, *CGT*, II.5; Winning Ways, ch. 6)."""
    t = g.temperature + above
    assert g.cool(t) == cgt.number(g.mean)


@SOME
@given(any_games(), any_games())
def test_means_add(g, h):
    """The mean is additive (Winning Ways, ch. 6, the mean value theorem)."""
    assert (g + h).mean == g.mean + h.mean
    assert (-g).mean == -g.mean


@SOME
@given(any_games(), any_games(), positive_numbers)
def test_cooling_is_additive(g, h, t):
    """Cooling by a number is a homomorphism (Siegel, *CGT*, II.5)."""
    assert (g + h).cool(t) == g.cool(t) + h.cool(t)


def _subpositions(g: cgt.Game) -> set[cgt.Game]:
    seen: set[cgt.Game] = set()
    todo = [g]
    while todo:
        k = todo.pop()
        if k not in seen:
            seen.add(k)
            todo.extend((*k.left, *k.right))
    return seen


@SOME
@given(games(), positive_numbers)
def test_cooling_undoes_heating(g, t):
    """``(∫^t G)_t = G``, read off the definitions by induction (Siegel, *CGT*,
    II.5): the options of ``∫^t G`` are ``t + ∫^t G^L`` and ``-t + ∫^t G^R``,
    cooling by ``t`` is additive and fixes the number ``t``, so cooling gives
    ``{G^L | G^R}`` back, unless a heated subposition is infinitely close to a
    number below ``t``; so the law is asserted where every heated
    non-number subposition has temperature at least ``t`` (on random games,
    that has always been the case)."""
    assume(all(k.heat(t).temperature >= t for k in _subpositions(g) if not k.is_number))
    assert g.heat(t).cool(t) == g


@settings(max_examples=80, deadline=None)
@given(
    any_games(),
    any_games(),
    st.sampled_from(["1", "2", "1/2", "^", "^^*", "^^", "1*", "{2|1}", "{1|^}", "1^*"]),
)
def test_norton_products_add(g, h, unit):
    """For a positive unit ``U``, ``G -> G.U`` is additive (Norton; Siegel,
    *CGT*, II.7; Winning Ways)."""
    u = cgt.parse(unit)
    assert u > 0
    assert (g + h).norton(u) == g.norton(u) + h.norton(u)


@SOME
@given(any_games())
def test_reduced_is_idempotent_and_infinitesimally_close(g):
    """The reduced canonical form is a fixed point of itself and differs from
    ``G`` by an infinitesimal (Grossman and Siegel; Siegel, *CGT*, II.6)."""
    r = g.reduced()
    assert r.reduced() is r
    assert (g - r).is_infinitesimal
    assert r.birthday <= g.birthday


@SOME
@given(any_games(), any_games())
def test_a_sum_is_no_hotter_than_its_hottest_part(g, h):
    """``t(G + H) <= max(t(G), t(H))`` (Winning Ways, ch. 6; Siegel, *CGT*, II.5)."""
    assert (g + h).temperature <= max(g.temperature, h.temperature)


@SOME
@given(any_games())
def test_thermograph_walls_bound_the_stops(g):
    """At ``t = 0`` the walls are the stops; above the temperature both are
    the mast; the left wall is never to the right of the right wall."""
    th = g.thermograph
    assert (th.left_wall.at(0), th.right_wall.at(0)) == (g.left_stop, g.right_stop)
    top = max(th.temperature, Fraction(0)) + 1
    assert th.left_wall.at(top) == th.right_wall.at(top) == g.mean
    for t in (BOTTOM, Fraction(-1, 2), Fraction(0), th.temperature, top):
        assert th.left_wall.at(t) >= th.right_wall.at(t)


# -- pictures (cgt.theory.plot) -------------------------------------------------------


def test_thermograph_svg_is_well_formed_and_left_is_on_the_left():
    import xml.etree.ElementTree as ET

    from cgt.theory.plot import LEFT_COLOUR, RIGHT_COLOUR, thermograph_svg

    g = cgt.parse("{2|-1/2}")
    svg = thermograph_svg(g.thermograph)
    root = ET.fromstring(svg)
    lines = {p.get("stroke"): p.get("points") for p in root.iter("{http://www.w3.org/2000/svg}polyline")}
    bottom_left = float(lines[LEFT_COLOUR].split()[0].split(",")[0])  # the left wall at t = -1: 3
    bottom_right = float(lines[RIGHT_COLOUR].split()[0].split(",")[0])  # the right wall: -1
    assert bottom_left < bottom_right  # larger values are drawn further left
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "5/4" in texts and "3/4" in texts and "mast 3/4, temperature 5/4" in texts


@pytest.mark.parametrize(
    "text", ["5", "3/4", "*", "{3|{2|1}} + {1|-1}", "{0||0|-2}", "{4||2|-3} + {1/2|*}"]
)
def test_thermograph_svg_draws_every_kind_of_game(text):
    import xml.etree.ElementTree as ET

    from cgt.theory.plot import thermograph_svg

    th = cgt.parse(text).thermograph
    root = ET.fromstring(thermograph_svg(th, width=200, height=160, title="<G>"))
    assert root.get("width") == "200"
    assert "<G>" in [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]


def test_thermograph_plot_needs_matplotlib(monkeypatch):
    import sys

    from cgt.theory.plot import thermograph_plot

    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(cgt.CGTError, match="needs matplotlib"):
        thermograph_plot(cgt.parse("{1|-1}").thermograph)


def test_thermograph_plot_draws_left_on_the_left():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from cgt.theory.plot import thermograph_plot

    ax = thermograph_plot(cgt.parse("{2|-1/2}").thermograph)
    low, high = ax.get_xlim()
    assert low > high  # the value axis runs right to left
    assert len(ax.lines) == 3  # two walls and the t = 0 line (the mast is an arrow)


@pytest.mark.slow  # 10 s, most of it cgt-py's: the slow tests of .ci/run
def test_benchmark_runs_at_a_tiny_size(cgt_py):
    """benchmarks/bench_temperature.py runs, and both libraries agree on it
    (``run`` raises ``Disagreement`` otherwise). The 2 x 2, 2 x 3 and 3 x 2
    Domineering rectangles are ±1, {2|-1/2} and {1/2|-2} (Winning Ways, ch. 5;
    Lessons in Play, ch. 5)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_temperature

    sizes = [(2, 2), (2, 3), (3, 2)]
    assert [str(g) for g in bench_temperature.rectangle_values(sizes)] == [
        "±1", "{2|-1/2}", "{1/2|-2}"]
    rows = bench_temperature.run({"sizes": sizes, "sums": 5, "reps": 1}, cgt_py)
    # The table holds the values of the regions the solver met (how many
    # depends on its keys): among them the 2 x 2 and 2 x 3 boards.
    regions = bench_temperature.region_values()
    assert {"±1", "{2|-1/2}"} <= {str(g) for g in regions}
    assert [row.name for row in rows] == [
        "thermographs of 3 Domineering rectangle values",
        f"thermographs of the {len(regions)} values in the Domineering table",
        "temperatures of 5 sums of three hot table values",
        "*14 heated by 1 (∫*14)",
        "∫*8 cooled by 1",
        "thermograph of ∫*8",
    ]
    assert rows[3].note == "cgt-py has no heating; 28 deep, cools back to *14"
    assert [row.theirs is None for row in rows] == [False, False, False, True, False, False]
    assert "cgt / cgt-py" in bench_temperature.table(rows, markdown=True)


# -- closed forms (issue 18, defect 5) ------------------------------------------------------


def _from_options(g):
    """The thermograph computed from the options all the way down (integers
    excepted): the definition, independent of the closed forms."""
    from cgt.theory.thermograph import _from_options as combine
    from cgt.theory.thermograph import thermograph

    if g.is_integer:
        return thermograph(g)
    return combine([_from_options(o) for o in g.left], [_from_options(o) for o in g.right])


def test_closed_forms_agree_with_the_definition():
    """Every ``x + n.↑ + *m`` with x of denominator up to 8 in [-2, 2],
    |n| <= 5, m <= 4: the thermograph from the closed forms (number walls
    from binary digits, the repeating recurrence of ups and nimbers) is
    the one the options give."""
    from cgt.core.dyadic import Dyadic
    from cgt.core.form import nus
    from cgt.theory.thermograph import thermograph

    checked = 0
    for exponent in range(4):
        for mantissa in range(-2 << exponent, (2 << exponent) + 1):
            if exponent and mantissa % 2 == 0:
                continue
            for ups in range(-5, 6):
                for nim in range(5):
                    g = nus(Dyadic(mantissa, exponent), ups, nim)
                    assert thermograph(g) == _from_options(g), (mantissa, exponent, ups, nim)
                    checked += 1
    assert checked == 1815  # 33 numbers, 11 up multiples, 5 nimbers


@pytest.mark.parametrize("text", ["*1048576", "^1000000000000", "3/4v1000000*7", "-5^^*3",
                                  "*5000 + *3000"])
def test_infinitesimals_of_any_size_are_tepid_at_once(text):
    """``x + n.↑ + *m`` is worth ``x`` and has temperature 0 (Siegel, *CGT*,
    II.5: an infinitesimal's thermograph is a mast from 0), whatever n and
    m; before the fix ``*1048576`` took 100 s and ``^1000000000000`` died."""
    g = cgt.parse(text)
    x = g.number_part
    assert (g.temperature, g.mean, g.left_stop, g.right_stop) == (0, x, x, x)


def test_a_nimber_of_2_to_the_60_has_its_mean():
    g = cgt.nimber(2**60)
    assert g.mean == 0 and g.temperature == 0
    assert g.thermograph == cgt.star.thermograph


def test_a_number_with_100000_binary_digits():
    """``2**-100000`` has temperature ``-2**-100000`` (Siegel, *CGT*, II.5:
    ``m/2**k`` has temperature ``-1/2**k``), and the switch ``{2**-100000 |
    0}`` has temperature half its width."""
    eps = Fraction(1, 2**100000)
    x = cgt.number(eps)
    assert x.temperature == -eps
    assert cgt.game([x], [0]).temperature == eps / 2
    assert cgt.parse("{1/2^100000|0}").temperature == Fraction(1, 4)  # 1/2 + 100000.↑

"""Trajectories: integer arithmetic over a power of two, checked against
pointwise evaluation in Fractions."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import CGTError
from cgt.theory.thermograph import Thermograph, thermograph
from cgt.theory.trajectory import BOTTOM, Trajectory, meeting_point, thermograph_walls
from tests.strategies import games, nus_values, switch_sums

SLOPES = st.integers(-1, 1)


@st.composite
def trajectories(draw, slopes=SLOPES) -> Trajectory:
    """From t = -1, a few pieces with dyadic breakpoints and slopes -1, 0, 1
    (as on thermographs: two of them cross at a dyadic temperature)."""
    count = draw(st.integers(0, 4))
    steps = draw(st.lists(st.integers(1, 16), min_size=count, max_size=count))
    scale = draw(st.sampled_from([1, 2, 4, 8]))
    breaks = [BOTTOM]
    for step in steps:
        breaks.append(breaks[-1] + Fraction(step, scale))
    start = Fraction(draw(st.integers(-20, 20)), draw(st.sampled_from([1, 2, 4])))
    return Trajectory(start, breaks, [draw(slopes) for _ in breaks])


def samples(fs: list[Trajectory]) -> list[Fraction]:
    """Temperatures to evaluate at: every breakpoint, points between and beyond,
    on a grid fine enough to hold every crossing of slopes 1 and 2 apart."""
    points = sorted({b for f in fs for b in f.breaks})
    grid = [BOTTOM + Fraction(k, 32) for k in range(32 * 12)]
    return sorted(set(points) | set(grid) | {points[-1] + 7})


# 100 examples a law: each costs tens of milliseconds, and the README's run
# has a five-minute budget.
SOME = settings(max_examples=100, deadline=None)


@pytest.mark.slow  # 100 examples of piecewise-linear arithmetic: 5 s
@SOME
@given(st.lists(trajectories(), min_size=1, max_size=4))
def test_maximum_and_minimum_are_pointwise(fs):
    high, low = Trajectory.maximum(fs), Trajectory.minimum(fs)
    for t in samples(fs):
        assert high.at(t) == max(f.at(t) for f in fs), t
        assert low.at(t) == min(f.at(t) for f in fs), t


@pytest.mark.slow  # 100 examples of piecewise-linear arithmetic: 5 s
@SOME
@given(trajectories(), st.integers(-3, 3), st.integers(-40, 40))
def test_tilt_shift_and_negation_are_pointwise(f, slope, amount):
    amount = Fraction(amount, 4)
    for t in samples([f]):
        assert f.tilt(slope).at(t) == f.at(t) + slope * t
        assert f.shift(amount).at(t) == f.at(t) + amount
        assert (-f).at(t) == -f.at(t)


@SOME
@given(trajectories())
def test_equal_functions_are_equal_objects_of_one_form(f):
    """However a function is written (finer grid, a break where nothing
    changes), the stored form is the same."""
    finer = Trajectory(f.start, [*f.breaks, f.breaks[-1] + Fraction(1, 64)],
                       [*f.slopes, f.final_slope])
    assert finer == f and hash(finer) == hash(f)
    assert finer.breaks == f.breaks and finer.slopes == f.slopes


@SOME
@given(trajectories(st.integers(-1, 0)), trajectories(st.integers(0, 1)),
       st.integers(0, 40))
def test_meeting_point_is_the_first_temperature_where_the_walls_touch(left, right, lift):
    """Walls as in a thermograph: the left one falls (slopes 0, -1), the right
    one rises (0, +1); lifted so that they start apart and then meet."""
    left = left.shift(lift - left.at(BOTTOM) + right.at(BOTTOM) + 1)
    if left.final_slope == right.final_slope:
        right = Trajectory(right.start, [*right.breaks, right.breaks[-1] + 50],
                           [*right.slopes, right.final_slope + 1])
    t, value = meeting_point(left, right)
    assert left.at(t) == right.at(t) == value
    assert all(left.at(u) > right.at(u) for u in samples([left, right]) if u < t)


@SOME
@given(trajectories(), st.integers(1, 64), st.sampled_from([1, 2, 4, 8, 16]),
       st.integers(-20, 20))
def test_truncate_is_the_trajectory_up_to_the_cut_then_a_mast(f, step, scale, value):
    """Cut anywhere above the first breakpoint, on the trajectory's grid or a
    finer one, the result follows ``f`` up to the cut and stays at ``f``'s
    value there (``value`` is only for a cut at or below the first
    breakpoint), in standard form."""
    cut = f.breaks[0] + Fraction(step, scale)
    cut_f = f.truncate(cut, Fraction(value))
    assert in_standard_form(cut_f)
    for t in samples([f, cut_f]):
        assert cut_f.at(t) == (f.at(t) if t <= cut else f.at(cut)), t
    assert f.truncate(f.breaks[0], Fraction(value)) == Trajectory.constant(Fraction(value))


def test_crossings_between_grid_points_refine_the_grid():
    """Slopes 2 apart cross half way between integers: the envelope goes finer."""
    f = Trajectory.line(0, 1)
    g = Trajectory.line(1, -1)
    assert Trajectory.maximum([f, g]).breaks == (BOTTOM, Fraction(-1, 2))
    assert Trajectory.maximum([f, g]).at(Fraction(-1, 2)) == Fraction(1, 2)


def test_malformed_trajectories_are_cgt_errors():
    with pytest.raises(CGTError, match="not an integer"):
        Trajectory.line(0, Fraction(1, 2))
    with pytest.raises(CGTError, match="not dyadic"):
        Trajectory(0, [BOTTOM, Fraction(1, 3)], [0, 1])
    with pytest.raises(CGTError, match="as many slopes"):
        Trajectory(0, [BOTTOM], [])
    with pytest.raises(CGTError, match="not dyadic"):
        Trajectory.maximum([Trajectory.line(0, 3), Trajectory.line(1, 0)])
    with pytest.raises(CGTError, match="never meet"):
        meeting_point(Trajectory.line(1, 0), Trajectory.line(0, 0))


def in_standard_form(wall: Trajectory) -> bool:
    """The wall has the fields the general constructor gives it (pieces of
    one slope merged, the coarsest exponent): what equal walls must share
    to compare equal (``==`` compares the fields)."""
    return Trajectory._of(wall._e, list(wall._t), list(wall._v), list(wall._s)) == wall


@settings(max_examples=300, deadline=None)
@given(st.one_of(games(depth=3), switch_sums(), nus_values()))
def test_walls_cut_at_the_mast_are_in_standard_form(g):
    """The walls come out of the envelopes cut at the mast by a short path
    (only the last piece may merge, only the exponent is reduced), and the
    temperature and mast are kept as integers: the same as the general path."""
    th = thermograph(g.form)
    assert in_standard_form(th.left_wall) and in_standard_form(th.right_wall)
    again = Thermograph(th.left_wall, th.right_wall, th.temperature, th.mast)
    assert (again.temperature, again.mast) == (th.temperature, th.mast)
    assert again == th
    left = [thermograph(o.form).right_wall for o in g.left]
    right = [thermograph(o.form).left_wall for o in g.right]
    if left and right:
        assert thermograph_walls(left, right) == (
            th.left_wall, th.right_wall, th.temperature, th.mast)


@SOME
@given(st.lists(trajectories(), min_size=2, max_size=5), st.randoms(use_true_random=False))
def test_envelopes_taken_two_at_a_time_do_not_depend_on_the_order(fs, rng):
    """The envelope folds the trajectories two at a time: any order of them
    gives the same function, in the same standard form."""
    shuffled = list(fs)
    rng.shuffle(shuffled)
    assert Trajectory.maximum(shuffled) == Trajectory.maximum(fs)
    assert Trajectory.minimum(shuffled) == Trajectory.minimum(fs)
    assert in_standard_form(Trajectory.maximum(fs))
    assert in_standard_form(Trajectory.minimum(fs))


@SOME
@given(st.lists(trajectories(st.integers(0, 1)), min_size=1, max_size=3),
       st.lists(trajectories(st.integers(-1, 0)), min_size=1, max_size=3),
       st.integers(0, 40))
def test_walls_agree_with_the_scaffolds_evaluated_pointwise(rights, lefts, lift):
    """:func:`thermograph_walls` (envelopes with their tilt, the meeting, the
    cut at the mast) against its definition evaluated in Fractions: below the
    temperature the walls are the scaffolds ``max RW(G^L) - t`` and ``min
    LW(G^R) + t``, above it both are the mast; the walls are in standard form."""
    low = min(f.at(BOTTOM) for f in lefts)
    rights = [f.shift(lift + low - max(g.at(BOTTOM) for g in rights) + 1) for f in rights]

    def left_scaffold(t):
        return max(f.at(t) for f in rights) - t

    def right_scaffold(t):
        return min(f.at(t) for f in lefts) + t

    far = max(b for f in (*rights, *lefts) for b in f.breaks) + 1000  # the gap only closes
    if left_scaffold(far) > right_scaffold(far):
        with pytest.raises(CGTError, match="never meet"):
            thermograph_walls(rights, lefts)
        return
    left, right, temperature, mast = thermograph_walls(rights, lefts)
    assert in_standard_form(left) and in_standard_form(right)
    assert left_scaffold(temperature) == right_scaffold(temperature) == mast
    points = sorted({b for f in (*rights, *lefts, left, right) for b in f.breaks} | {temperature})
    between = [(a + b) / 2 for a, b in pairwise(points)]
    for t in sorted({*points, *between, points[-1] + 7}):
        if t < temperature:
            assert left_scaffold(t) > right_scaffold(t), t
            assert (left.at(t), right.at(t)) == (left_scaffold(t), right_scaffold(t)), t
        else:
            assert left.at(t) == right.at(t) == mast, t


@settings(max_examples=100, deadline=None)
@given(st.integers(-(2**14), 2**14), st.integers(1, 10))
def test_number_walls_from_binary_digits_are_those_of_the_options(mantissa, exponent):
    """A number's walls are made in standard form from its binary digits
    (no pass to merge pieces or reduce the exponent): the same trajectories
    as the thermograph of ``{x - 2**-k | x + 2**-k}`` made from its options'."""
    from cgt.core.dyadic import Dyadic
    from cgt.core.form import nus
    from cgt.theory.thermograph import _from_options

    mantissa |= 1
    step = Dyadic(1, exponent)
    x = Dyadic(mantissa, exponent)
    th = thermograph(nus(x, 0, 0))
    assert in_standard_form(th.left_wall) and in_standard_form(th.right_wall)
    options = _from_options([thermograph(nus(x - step, 0, 0))],
                            [thermograph(nus(x + step, 0, 0))])
    assert (th.left_wall, th.right_wall) == (options.left_wall, options.right_wall)
    assert (th.temperature, th.mast) == (Fraction(-1, 2**exponent), Fraction(mantissa, 2**exponent))

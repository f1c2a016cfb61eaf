"""Trajectories: exact piecewise-linear functions of the temperature.

A thermograph's walls are trajectories: continuous, piecewise linear in the
temperature ``t >= -1``, with dyadic breakpoints and integer slopes (0 or ±1
on a wall; Siegel, *CGT*, II.5; Berlekamp, Conway, Guy, *Winning Ways*,
ch. 6).

A trajectory is kept as integers over one power of two: its breakpoints and
its values there are multiples of ``2**-exponent``, and the slope after each
breakpoint is an integer. Every operation a thermograph needs (maxima and
minima, tilts, the meeting of two walls) is then integer arithmetic, exact
and several times cheaper than the same work on ``Fraction``s; the public
properties (:attr:`Trajectory.breaks`, :meth:`Trajectory.at`, ...) speak
``Fraction``.

>>> line = Trajectory.line(2, -1)       # 1 - t: worth 2 at t = -1, slope -1
>>> line.at(Fraction(1, 2))
Fraction(1, 2)
>>> Trajectory.maximum([line, Trajectory.constant(0)]).breaks
(Fraction(-1, 1), Fraction(1, 1))
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from fractions import Fraction
from itertools import accumulate, pairwise
from typing import TypeAlias

from cgt.core.dyadic import fraction_text
from cgt.errors import CGTError

__all__ = ["BOTTOM", "Trajectory", "meeting_point", "thermograph_walls", "walls"]

#: The lowest temperature of sub-zero thermography (numbers ``m/2**k`` have
#: temperature ``-1/2**k``, integers ``-1``).
BOTTOM = Fraction(-1)


def _exponent(x: Fraction, what: str) -> int:
    """``k`` with ``x = m / 2**k``; CGTError when ``x`` is not dyadic."""
    d = x.denominator
    if d & (d - 1):
        raise CGTError(f"{what} {x} is not dyadic: trajectories have dyadic breakpoints")
    return d.bit_length() - 1


class Trajectory:
    """``f(t)``, continuous and piecewise linear: ``f(breaks[0]) = start``,
    slope ``slopes[i]`` on ``[breaks[i], breaks[i+1]]`` and after the last
    break (and, by extension, before the first)."""

    __slots__ = ("_e", "_s", "_t", "_v")

    _e: int  # breakpoints and values are integers over 2**_e
    _t: tuple[int, ...]  # breakpoints, increasing
    _v: tuple[int, ...]  # the value at each breakpoint
    _s: tuple[int, ...]  # the slope after each breakpoint

    def __init__(self, start: Fraction | int | None = None, breaks: Iterable[Fraction | int] = (),
                 slopes: Iterable[Fraction | int] = ()) -> None:
        if start is None:  # made by _made (below): the caller sets the fields
            return
        first = Fraction(start)
        points = [Fraction(b) for b in breaks]
        rates = [Fraction(s) for s in slopes]
        if not points or len(points) != len(rates):
            raise CGTError("a trajectory needs as many slopes as breakpoints, and at least one")
        for s in rates:
            if s.denominator != 1:
                raise CGTError(f"slope {s} is not an integer: trajectories have integer slopes")
        e = max(_exponent(x, "breakpoint" if x is not first else "value")
                for x in (first, *points))
        scale = 1 << e
        ts = [int(b * scale) for b in points]
        ss = [int(s) for s in rates]
        rises = (s * (b - a) for (a, b), s in zip(pairwise(ts), ss))
        vs = list(accumulate(rises, initial=int(first * scale)))
        self._set(e, ts, vs, ss)

    def _set(self, e: int, ts: list[int], vs: list[int], ss: list[int]) -> None:
        """Store, merging pieces of equal slope and taking the coarsest
        exponent, so that equal functions have equal fields."""
        for i in range(len(ss) - 1, 0, -1):
            if ss[i] == ss[i - 1]:
                del ts[i], vs[i], ss[i]
        self._e, self._t, self._v = _coarsest(e, ts, vs)
        self._s = tuple(ss)

    @classmethod
    def _of(cls, e: int, ts: list[int], vs: list[int], ss: list[int]) -> Trajectory:
        """From integer fields (lists it may change), put in standard form."""
        f = Trajectory()
        f._set(e, ts, vs, ss)
        return f

    @classmethod
    def _raw(
        cls, e: int, ts: tuple[int, ...], vs: tuple[int, ...], ss: tuple[int, ...]
    ) -> Trajectory:
        """From fields already in standard form."""
        return _made(e, ts, vs, ss)

    @classmethod
    def line(cls, value_at_bottom: Fraction | int, slope: Fraction | int) -> Trajectory:
        return cls(Fraction(value_at_bottom), (BOTTOM,), (Fraction(slope),))

    @classmethod
    def constant(cls, value: Fraction | int) -> Trajectory:
        if type(value) is int:  # the walls of every integer: no conversions
            return cls._raw(0, (-1,), (value,), (0,))
        return cls.line(value, 0)

    # -- the public view, in Fractions -------------------------------------------

    @property
    def start(self) -> Fraction:
        """The value at the first breakpoint."""
        return Fraction(self._v[0], 1 << self._e)

    @property
    def breaks(self) -> tuple[Fraction, ...]:
        """The temperatures where the slope changes (the first is where it starts)."""
        scale = 1 << self._e
        return tuple(Fraction(t, scale) for t in self._t)

    @property
    def slopes(self) -> tuple[Fraction, ...]:
        """The slope after each breakpoint."""
        return tuple(Fraction(s) for s in self._s)

    @property
    def final_slope(self) -> Fraction:
        return Fraction(self._s[-1])

    def at(self, t: Fraction | int) -> Fraction:
        """The value at temperature ``t``."""
        scaled = Fraction(t) * (1 << self._e)
        i = max(bisect_right(self._t, scaled) - 1, 0)
        return (self._v[i] + self._s[i] * (scaled - self._t[i])) / (1 << self._e)

    def points(self) -> list[tuple[Fraction, Fraction]]:
        """``(t, f(t))`` at every breakpoint, from the first up."""
        scale = 1 << self._e
        return [(Fraction(t, scale), Fraction(v, scale)) for t, v in zip(self._t, self._v)]

    # -- arithmetic ----------------------------------------------------------------

    def _scaled(self, e: int) -> tuple[list[int], list[int]]:
        """Breakpoints and values over ``2**e`` (``e`` at least this one's), in new lists."""
        up = e - self._e
        return [t << up for t in self._t], [v << up for v in self._v]

    def tilt(self, slope: Fraction | int) -> Trajectory:
        """``f(t) + slope * t``, for an integer ``slope``."""
        if type(slope) is not int:
            k = Fraction(slope)
            if k.denominator != 1:
                raise CGTError(f"slope {k} is not an integer: trajectories have integer slopes")
            slope = int(k)
        # Adding a line keeps distinct slopes distinct and the parity of the
        # values where every breakpoint is even: the form stays standard.
        return Trajectory._raw(
            self._e, self._t, tuple([v + slope * t for t, v in zip(self._t, self._v)]),
            tuple([s + slope for s in self._s]),
        )

    def __neg__(self) -> Trajectory:
        return Trajectory._raw(
            self._e, self._t, tuple([-v for v in self._v]), tuple([-s for s in self._s])
        )

    def shift(self, amount: Fraction | int) -> Trajectory:
        """``f(t) + amount``."""
        amount = Fraction(amount)
        e = max(self._e, _exponent(amount, "shift"))
        ts, vs = self._scaled(e)
        add = int(amount * (1 << e))
        return Trajectory._of(e, ts, [v + add for v in vs], list(self._s))

    @staticmethod
    def maximum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise maximum."""
        if len(trajectories) == 1:
            return trajectories[0]
        e, ts, vs, ss = _envelope(trajectories, True, 0)
        return Trajectory._of(e, ts, vs, ss)

    @staticmethod
    def minimum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise minimum."""
        if len(trajectories) == 1:
            return trajectories[0]
        e, ts, vs, ss = _envelope(trajectories, False, 0)
        return Trajectory._of(e, ts, vs, ss)

    def truncate(self, t: Fraction, value: Fraction) -> Trajectory:
        """This trajectory up to ``t``, then constant (a mast). At or below the
        first breakpoint, the constant ``value``."""
        t = Fraction(t)
        e = max(self._e, _exponent(t, "temperature"))
        cut = int(t * (1 << e))
        if cut <= self._t[0] << (e - self._e):
            return Trajectory.constant(value)
        return _truncated(_fields(self, 0), e, cut)

    # -- comparison and text ----------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trajectory):
            return NotImplemented
        return (self._e, self._t, self._v, self._s) == (other._e, other._t, other._v, other._s)

    def __hash__(self) -> int:
        return hash((self._e, self._t, self._v, self._s))

    def __repr__(self) -> str:
        pieces = ", ".join(f"({fraction_text(t)}, {fraction_text(v)})" for t, v in self.points())
        return f"Trajectory[{pieces}; slope {fraction_text(self.final_slope)}]"


#: A trajectory's fields ``(e, breakpoints, values, slopes)``: what the
#: thermograph's inner steps pass along, without making objects. (Explicit
#: loops over ``list[int]`` and ``tuple[int, ...]`` throughout: compiled, a
#: step is a few machine instructions, where ``reduce``, ``max`` of tuples,
#: ``bisect``, a union of tuple and list, or a copy made to rescale, cost
#: generic calls or allocations.)
Raw: TypeAlias = tuple[int, list[int], list[int], list[int]]


def _made(e: int, ts: tuple[int, ...], vs: tuple[int, ...], ss: tuple[int, ...]) -> Trajectory:
    """A trajectory from fields already in standard form."""
    f = Trajectory()
    f._e, f._t, f._v, f._s = e, ts, vs, ss
    return f


def _fields(f: Trajectory, tilt: int) -> Raw:
    """The fields of ``f(t) + tilt * t``, in new lists."""
    ts = f._t
    vs = f._v
    return (f._e, list(ts), [vs[i] + tilt * ts[i] for i in range(len(ts))],
            [s + tilt for s in f._s])


def _truncated(raw: Raw, e: int, cut: int) -> Trajectory:
    """``raw`` up to ``cut / 2**e`` (above its first breakpoint; ``e`` at
    least ``raw``'s), then constant.

    ``raw`` has no two pieces of one slope in a row (an envelope never has),
    so only the last piece may merge with the mast, and only the exponent
    is left to put in standard form: the coarsest that holds every
    breakpoint and value.
    """
    up = e - raw[0]
    ts, vs, ss = raw[1], raw[2], raw[3]
    i = 1  # the breakpoints below the cut: the first one is
    while i < len(ts) and ts[i] << up < cut:
        i += 1
    slope = ss[i - 1]
    bits = 0
    for k in range(i):
        bits |= ts[k] | vs[k]
    bits <<= up
    end = 0  # the value at the cut, when the last piece is not constant up to it
    if slope:
        end = (vs[i - 1] << up) + slope * (cut - (ts[i - 1] << up))
        bits |= cut | end
    drop = min(e, (bits & -bits).bit_length() - 1) if bits else e
    shift = up - drop  # a field over 2**raw[0] goes to 2**(e - drop)
    if shift >= 0:
        out_t = [ts[k] << shift for k in range(i)]
        out_v = [vs[k] << shift for k in range(i)]
    else:
        out_t = [ts[k] >> -shift for k in range(i)]
        out_v = [vs[k] >> -shift for k in range(i)]
    out_s = ss[:i]
    if slope:  # else constant up to the cut already: the mast goes on with it
        out_t.append(cut >> drop)
        out_v.append(end >> drop)
        out_s.append(0)
    return _made(e - drop, tuple(out_t), tuple(out_v), tuple(out_s))


def _coarsest(e: int, ts: list[int], vs: list[int]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Breakpoints and values over the least power of two that holds them all."""
    if e:
        bits = 0
        for t in ts:
            bits |= t
        for v in vs:
            bits |= v
        drop = min(e, (bits & -bits).bit_length() - 1) if bits else e
        if drop:
            return e - drop, tuple([t >> drop for t in ts]), tuple([v >> drop for v in vs])
    return e, tuple(ts), tuple(vs)


class _Finer(Exception):
    """An envelope's crossing falls between the grid points: ``bits`` more are needed."""

    def __init__(self, bits: int) -> None:
        self.bits = bits


def _envelope(trajectories: list[Trajectory], larger: bool, tilt: int = 0) -> Raw:
    """The pointwise maximum (``larger``) or minimum, plus ``tilt * t``."""
    if len(trajectories) == 1:
        return _fields(trajectories[0], tilt)
    e = 0
    for f in trajectories:
        if f._e > e:
            e = f._e
    while True:
        try:
            return _sweep(trajectories, e, larger, tilt)
        except _Finer as finer:
            e += finer.bits


def _sweep(trajectories: list[Trajectory], e: int, larger: bool, tilt: int) -> Raw:
    """Between two consecutive breakpoints every trajectory is a line: start
    with the best line there (the best value, then the slope that keeps it
    best), and switch to another line where it overtakes."""
    count = len(trajectories)
    all_t: list[tuple[int, ...]] = []
    all_v: list[tuple[int, ...]] = []
    all_s: list[tuple[int, ...]] = []
    p = 0  # the breakpoint being read: the first of all
    for j, f in enumerate(trajectories):
        up = e - f._e
        if up:
            all_t.append(tuple([t << up for t in f._t]))
            all_v.append(tuple([v << up for v in f._v]))
        else:
            all_t.append(f._t)
            all_v.append(f._v)
        all_s.append(f._s)
        if not j or all_t[j][0] < p:
            p = all_t[j][0]
    where = [0] * count
    values = [0] * count
    slopes = [0] * count
    out_t: list[int] = []
    out_v: list[int] = []
    out_s: list[int] = []
    while True:
        end = 0  # the next breakpoint of any, if ``more``
        more = False
        for j in range(count):
            ts = all_t[j]
            k = where[j]
            while k + 1 < len(ts) and ts[k + 1] <= p:
                k += 1
            where[j] = k
            s = all_s[j][k]
            values[j] = all_v[j][k] + s * (p - ts[k])
            slopes[j] = s
            if ts[k] > p:  # before its first breakpoint
                after = ts[k]
            elif k + 1 < len(ts):
                after = ts[k + 1]
            else:
                continue
            if not more or after < end:
                end, more = after, True
        t = p
        while True:
            # The best line: the best value, then the best slope.
            value, slope = values[0], slopes[0]
            for j in range(1, count):
                v, s = values[j], slopes[j]
                if (v > value or (v == value and s > slope)) if larger else (
                        v < value or (v == value and s < slope)):
                    value, slope = v, s
            if not out_s or out_s[-1] != slope + tilt:
                out_t.append(t)
                out_v.append(value + tilt * t)
                out_s.append(slope + tilt)
            overtake = 0
            overtaken = False
            for j in range(count):
                s = slopes[j]
                if (s > slope) if larger else (s < slope):
                    gap, rate = value - values[j], s - slope
                    if gap % rate:
                        rate = abs(rate)
                        if rate & (rate - 1):
                            raise CGTError(
                                "trajectories whose slopes differ by "
                                f"{rate} cross at a temperature that is not dyadic"
                            )
                        raise _Finer(rate.bit_length() - 1)
                    x = t + gap // rate
                    if x > t and (not more or x < end) and (not overtaken or x < overtake):
                        overtake, overtaken = x, True
            if not overtaken:
                break
            for j in range(count):
                values[j] += slopes[j] * (overtake - t)
            t = overtake
        if not more:
            return e, out_t, out_v, out_s
        p = end


def meeting_point(left: Trajectory, right: Trajectory) -> tuple[Fraction, Fraction]:
    """The least ``t`` with ``left(t) <= right(t)``, and the value there, for
    walls whose gap ``left - right`` does not increase (left walls slope 0 or
    -1, right walls 0 or +1): the temperature and mast of a thermograph.

    >>> meeting_point(Trajectory.line(1, -1), Trajectory.line(0, 1))
    (Fraction(-1, 2), Fraction(1, 2))
    """
    e, t, value = _meeting(_fields(left, 0), _fields(right, 0))
    return Fraction(t, 1 << e), Fraction(value, 1 << e)


def _meeting(left: Raw, right: Raw) -> tuple[int, int, int]:
    """:func:`meeting_point` as ``(e, t, value)``, both over ``2**e``."""
    e = max(left[0], right[0])
    up_left, up_right = e - left[0], e - right[0]
    lt, lv, ls = left[1], left[2], left[3]
    rt, rv, rs = right[1], right[2], right[3]
    a = b = 0  # the breakpoints of each at or below p, over 2**e
    # (t, gap, left value, left slope, right slope) at the last point
    previous_p = gap = at_left = slope_left = slope_right = 0
    started = False
    while a < len(lt) or b < len(rt):  # each breakpoint of either, in order, once
        if b == len(rt) or (a < len(lt) and lt[a] << up_left <= rt[b] << up_right):
            p = lt[a] << up_left
        else:
            p = rt[b] << up_right
        while a < len(lt) and lt[a] << up_left <= p:
            a += 1
        while b < len(rt) and rt[b] << up_right <= p:
            b += 1
        i = a - 1 if a else 0
        j = b - 1 if b else 0
        here = (lv[i] << up_left) + ls[i] * (p - (lt[i] << up_left))
        difference = here - (rv[j] << up_right) - rs[j] * (p - (rt[j] << up_right))
        if difference <= 0:
            if not started:
                return e, p, here  # met at the bottom
            break
        started = True
        previous_p, gap, at_left, slope_left, slope_right = p, difference, here, ls[i], rs[j]
    # The loop ran (a trajectory has a breakpoint) and did not return at its first point.
    assert started
    p = previous_p
    closing = slope_right - slope_left  # what the gap loses per degree from p on
    if closing <= 0:
        raise CGTError("the walls never meet: the left wall stays above the right one")
    if closing & (closing - 1):
        raise CGTError(
            f"walls closing at {closing} per degree meet at a temperature that is not dyadic"
        )
    k = closing.bit_length() - 1  # the walls meet gap / 2**k above p
    return e + k, (p << k) + gap, (at_left << k) + slope_left * gap


def thermograph_walls(
    left_options: list[Trajectory], right_options: list[Trajectory]
) -> tuple[Trajectory, Trajectory, Fraction, Fraction]:
    """The walls of ``{G^L | G^R}`` from the right walls of its Left options
    and the left walls of its Right options: the scaffolds ``max RW(G^L) - t``
    and ``min LW(G^R) + t``, cut where they meet and continued by the mast.
    Returns (left wall, right wall, temperature, mast)."""
    left_wall, right_wall, e, t, value = walls(left_options, right_options)
    return left_wall, right_wall, Fraction(t, 1 << e), Fraction(value, 1 << e)


def walls(
    left_options: list[Trajectory], right_options: list[Trajectory]
) -> tuple[Trajectory, Trajectory, int, int, int]:
    """:func:`thermograph_walls` with the temperature and the mast as
    integers over one power of two: ``(left wall, right wall, e, t * 2**e,
    mast * 2**e)``, no ``Fraction`` made."""
    left = _envelope(left_options, True, -1)
    right = _envelope(right_options, False, 1)
    e, t, value = _meeting(left, right)
    if t <= left[1][0] << (e - left[0]):  # met at the bottom: a mast from t = -1
        wall = Trajectory._of(e, [-(1 << e)], [value], [0])
        return wall, wall, e, t, value
    return _truncated(left, e, t), _truncated(right, e, t), e, t, value

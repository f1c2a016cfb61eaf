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
from functools import reduce
from itertools import accumulate, pairwise
from operator import or_
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
        if start is None:  # made by _new (below): the caller sets the fields
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
        f = _new(cls)
        f._set(e, ts, vs, ss)
        return f

    @classmethod
    def _raw(
        cls, e: int, ts: tuple[int, ...], vs: tuple[int, ...], ss: tuple[int, ...]
    ) -> Trajectory:
        """From fields already in standard form."""
        f = _new(cls)
        f._e, f._t, f._v, f._s = e, ts, vs, ss
        return f

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

    def _scaled(self, e: int) -> tuple[tuple[int, ...] | list[int], tuple[int, ...] | list[int]]:
        """Breakpoints and values over ``2**e`` (``e`` at least this one's); read only."""
        up = e - self._e
        if not up:
            return self._t, self._v
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
        return Trajectory._of(e, list(ts), [v + add for v in vs], list(self._s))

    @staticmethod
    def maximum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise maximum."""
        if len(trajectories) == 1:
            return trajectories[0]
        return Trajectory._of(*_envelope_lists(trajectories, True, 0))

    @staticmethod
    def minimum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise minimum."""
        if len(trajectories) == 1:
            return trajectories[0]
        return Trajectory._of(*_envelope_lists(trajectories, False, 0))

    def truncate(self, t: Fraction, value: Fraction) -> Trajectory:
        """This trajectory up to ``t``, then constant (a mast). At or below the
        first breakpoint, the constant ``value``."""
        t = Fraction(t)
        e = max(self._e, _exponent(t, "temperature"))
        cut = int(t * (1 << e))
        if cut <= self._t[0] << (e - self._e):
            return Trajectory.constant(value)
        return _truncated((self._e, self._t, self._v, self._s), e, cut)

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
#: thermograph's inner steps pass along, without making objects.
_Ints: TypeAlias = tuple[int, ...] | list[int]
Raw: TypeAlias = tuple[int, _Ints, _Ints, _Ints]
#: The same, made of new lists (that :meth:`Trajectory._of` may change).
RawLists: TypeAlias = tuple[int, list[int], list[int], list[int]]


def _rescaled(raw: Raw, e: int) -> tuple:
    """Breakpoints and values of ``raw`` over ``2**e`` (read only)."""
    up = e - raw[0]
    if not up:
        return raw[1], raw[2]
    return [t << up for t in raw[1]], [v << up for v in raw[2]]


def _truncated(raw: Raw, e: int, cut: int) -> Trajectory:
    """``raw`` up to ``cut / 2**e`` (above its first breakpoint), then constant.

    ``raw`` has no two pieces of one slope in a row (an envelope never has),
    so only the last piece may merge with the mast, and only the exponent
    is left to put in standard form.
    """
    ts, vs = _rescaled(raw, e)
    ss = raw[3]
    i = bisect_right(ts, cut - 1)  # the breakpoints below the cut
    if ss[i - 1]:
        ts = [*ts[:i], cut]
        vs = [*vs[:i], vs[i - 1] + ss[i - 1] * (cut - ts[i - 1])]
        ss = [*ss[:i], 0]
    else:  # constant up to the cut already: the mast goes on with it
        ts, vs, ss = ts[:i], vs[:i], ss[:i]
    return Trajectory._raw(*_coarsest(e, ts, vs), tuple(ss))


def _coarsest(e: int, ts: _Ints, vs: _Ints) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Breakpoints and values over the least power of two that holds them all."""
    if e:
        bits = reduce(or_, ts, 0) | reduce(or_, vs, 0)
        drop = min(e, (bits & -bits).bit_length() - 1) if bits else e
        if drop:
            return e - drop, tuple([t >> drop for t in ts]), tuple([v >> drop for v in vs])
    return e, tuple(ts), tuple(vs)


#: A Trajectory whose fields the caller sets (``Trajectory.__new__``, which
#: is ``object.__new__``, by this name: mypyc refuses ``object.__new__`` for
#: a class it compiles, as :data:`cgt.core.dyadic._new` explains).
_new = Trajectory.__new__


class _Finer(Exception):
    """An envelope's crossing falls between the grid points: ``bits`` more are needed."""

    def __init__(self, bits: int) -> None:
        self.bits = bits


def _envelope(trajectories: list[Trajectory], larger: bool, tilt: int = 0) -> Raw:
    """The pointwise maximum (``larger``) or minimum, plus ``tilt * t``."""
    if len(trajectories) == 1:
        f = trajectories[0]
        if not tilt:
            return f._e, f._t, f._v, f._s
        return (f._e, f._t, [v + tilt * t for t, v in zip(f._t, f._v)],
                [s + tilt for s in f._s])
    return _envelope_lists(trajectories, larger, tilt)


def _envelope_lists(trajectories: list[Trajectory], larger: bool, tilt: int) -> RawLists:
    """:func:`_envelope` of two trajectories or more, in new lists."""
    e = max(f._e for f in trajectories)
    while True:
        try:
            return _sweep(trajectories, e, larger, tilt)
        except _Finer as finer:
            e += finer.bits


def _sweep(trajectories: list[Trajectory], e: int, larger: bool, tilt: int) -> RawLists:
    """Between two consecutive breakpoints every trajectory is a line: start
    with the best line there (the best value, then the slope that keeps it
    best), and switch to another line where it overtakes."""
    pieces = []
    for f in trajectories:
        ts, vs = f._scaled(e)
        pieces.append((ts, vs, f._s))
    points = sorted({t for ts, _, _ in pieces for t in ts})
    where = [0] * len(pieces)
    out_t: list[int] = []
    out_v: list[int] = []
    out_s: list[int] = []
    for n, p in enumerate(points):
        end = points[n + 1] if n + 1 < len(points) else None
        lines = []
        for j, (ts, vs, ss) in enumerate(pieces):
            k = where[j]
            while k + 1 < len(ts) and ts[k + 1] <= p:
                k += 1
            where[j] = k
            lines.append((vs[k] + ss[k] * (p - ts[k]), ss[k]))
        t = p
        while True:
            value, slope = max(lines) if larger else min(lines)
            if not out_s or out_s[-1] != slope + tilt:
                out_t.append(t)
                out_v.append(value + tilt * t)
                out_s.append(slope + tilt)
            overtake = None
            for v, s in lines:
                if (s > slope) if larger else (s < slope):
                    gap, rate = value - v, s - slope
                    if gap % rate:
                        rate = abs(rate)
                        if rate & (rate - 1):
                            raise CGTError(
                                "trajectories whose slopes differ by "
                                f"{rate} cross at a temperature that is not dyadic"
                            )
                        raise _Finer(rate.bit_length() - 1)
                    x = t + gap // rate
                    if x > t and (end is None or x < end) and (overtake is None or x < overtake):
                        overtake = x
            if overtake is None:
                break
            lines = [(v + s * (overtake - t), s) for v, s in lines]
            t = overtake
    return e, out_t, out_v, out_s


def meeting_point(left: Trajectory, right: Trajectory) -> tuple[Fraction, Fraction]:
    """The least ``t`` with ``left(t) <= right(t)``, and the value there, for
    walls whose gap ``left - right`` does not increase (left walls slope 0 or
    -1, right walls 0 or +1): the temperature and mast of a thermograph.

    >>> meeting_point(Trajectory.line(1, -1), Trajectory.line(0, 1))
    (Fraction(-1, 2), Fraction(1, 2))
    """
    e, t, value = _meeting((left._e, left._t, left._v, left._s),
                           (right._e, right._t, right._v, right._s))
    return Fraction(t, 1 << e), Fraction(value, 1 << e)


def _meeting(left: Raw, right: Raw) -> tuple[int, int, int]:
    """:func:`meeting_point` as ``(e, t, value)``, both over ``2**e``."""
    e = max(left[0], right[0])
    lt, lv = _rescaled(left, e)
    rt, rv = _rescaled(right, e)
    ls, rs = left[3], right[3]
    i = j = 0
    previous = None  # (t, gap, left value, left slope, right slope) at the last point
    for p in sorted(set(lt) | set(rt)):
        while i + 1 < len(lt) and lt[i + 1] <= p:
            i += 1
        while j + 1 < len(rt) and rt[j + 1] <= p:
            j += 1
        at_left = lv[i] + ls[i] * (p - lt[i])
        gap = at_left - (rv[j] + rs[j] * (p - rt[j]))
        if gap <= 0 and previous is None:
            return e, p, at_left  # met at the bottom
        if gap <= 0:
            break
        previous = (p, gap, at_left, ls[i], rs[j])
    # The loop ran (a trajectory has a breakpoint) and did not return at its first point.
    assert previous is not None
    p, gap, at_left, slope_left, slope_right = previous
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

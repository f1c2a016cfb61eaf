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
from operator import add, sub
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
        return Trajectory._of(e, list(ts), list(vs), list(ss))

    @staticmethod
    def minimum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise minimum."""
        if len(trajectories) == 1:
            return trajectories[0]
        e, ts, vs, ss = _envelope(trajectories, False, 0)
        return Trajectory._of(e, list(ts), list(vs), list(ss))

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
#: loops over ``tuple[int, ...]`` throughout: compiled, a step is a few
#: machine instructions, where ``reduce``, ``max`` of tuples, ``bisect``, a
#: union of tuple and list, or a copy made to rescale, cost generic calls or
#: allocations. Tuples, never changed, so that a trajectory's own fields
#: serve as they are.)
Raw: TypeAlias = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _made(e: int, ts: tuple[int, ...], vs: tuple[int, ...], ss: tuple[int, ...]) -> Trajectory:
    """A trajectory from fields already in standard form."""
    f = Trajectory()
    f._e, f._t, f._v, f._s = e, ts, vs, ss
    return f


def _fields(f: Trajectory, tilt: int) -> Raw:
    """The fields of ``f(t) + tilt * t`` (``f``'s own when ``tilt`` is 0;
    ``map`` for the tilts of walls, cheaper than a loop when not compiled)."""
    if not tilt:
        return f._e, f._t, f._v, f._s
    if tilt == 1:
        return f._e, f._t, tuple(map(add, f._v, f._t)), tuple([s + 1 for s in f._s])
    if tilt == -1:
        return f._e, f._t, tuple(map(sub, f._v, f._t)), tuple([s - 1 for s in f._s])
    return (f._e, f._t, tuple([v + tilt * t for t, v in zip(f._t, f._v)]),
            tuple([s + tilt for s in f._s]))


def _truncated(raw: Raw, e: int, cut: int) -> Trajectory:
    """``raw`` up to ``cut / 2**e`` (above its first breakpoint; ``e`` at
    least ``raw``'s), then constant.

    ``raw`` has no two pieces of one slope in a row (an envelope never has),
    so only the last piece may merge with the mast, and only the exponent
    is left to put in standard form: the coarsest that holds every
    breakpoint and value. Its fields are kept as they are when they serve.
    """
    f0, ts, vs, ss = raw
    up = e - f0
    n = len(ts)
    i = 1  # the breakpoints below the cut: the first one is
    if up:
        while i < n and ts[i] << up < cut:
            i += 1
    else:
        while i < n and ts[i] < cut:
            i += 1
    if i < n:
        ts, vs, ss = ts[:i], vs[:i], ss[:i]
    slope = ss[i - 1]
    end = 0  # the value at the cut, when the last piece is not constant up to it
    drop = 0  # the powers of two that every field over 2**e has in common, at most e
    if slope:
        end = (vs[i - 1] << up) + slope * (cut - (ts[i - 1] << up))
        if e and not (cut | end) & 1:
            drop = _common_twos(ts, vs, up, cut | end, e)
    elif e:
        drop = _common_twos(ts, vs, up, 0, e)
    shift = up - drop  # a field over 2**f0 goes to 2**(e - drop)
    if shift > 0:
        ts = tuple([t << shift for t in ts])
        vs = tuple([v << shift for v in vs])
    elif shift:
        ts = tuple([t >> -shift for t in ts])
        vs = tuple([v >> -shift for v in vs])
    if slope:  # else constant up to the cut already: the mast goes on with it
        return _made(e - drop, ts + (cut >> drop,), vs + (end >> drop,), ss + (0,))
    return _made(e - drop, ts, vs, ss)


def _common_twos(ts: tuple[int, ...], vs: tuple[int, ...], up: int, more: int, e: int) -> int:
    """The powers of two common to ``ts`` and ``vs`` shifted by ``up`` and
    to ``more``, at most ``e`` (``e`` when all are 0)."""
    bits = 0
    for t in ts:
        bits |= t
    for v in vs:
        bits |= v
    bits = (bits << up) | more
    if not bits:
        return e
    twos = (bits & -bits).bit_length() - 1
    return twos if twos < e else e


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
    """The pointwise maximum (``larger``) or minimum, plus ``tilt * t``: the
    trajectories taken two at a time (a thermograph's options are one or two
    on a side nearly always), on a grid made finer while a crossing falls
    between its points. (Slopes that differ by other than a power of two
    cross at temperatures that are not dyadic: CGTError when two of them do,
    hidden by a third or not.)"""
    count = len(trajectories)
    if count == 1:
        return _fields(trajectories[0], tilt)
    e = 0
    for f in trajectories:
        if f._e > e:
            e = f._e
    while True:
        try:
            f = trajectories[0]
            envelope = _up((f._e, f._t, f._v, f._s), e)
            for k in range(1, count):
                f = trajectories[k]
                envelope = _pair(envelope, _up((f._e, f._t, f._v, f._s), e), larger,
                                 tilt if k == count - 1 else 0)
            return envelope
        except _Finer as finer:
            e += finer.bits


def _up(raw: Raw, e: int) -> Raw:
    """``raw`` over ``2**e`` (``e`` at least its own)."""
    up = e - raw[0]
    if not up:
        return raw
    return e, tuple([t << up for t in raw[1]]), tuple([v << up for v in raw[2]]), raw[3]


def _pair(a: Raw, b: Raw, larger: bool, tilt: int) -> Raw:
    """The maximum (``larger``) or minimum of ``a`` and ``b`` (over one
    power of two), plus ``tilt * t``. Between two consecutive breakpoints of
    either, both are lines: start with the better line there (the better
    value, then the slope that keeps it better), and switch to the other
    where it overtakes, if it does before the next breakpoint."""
    e, a_t, a_v, a_s = a
    b_t, b_v, b_s = b[1], b[2], b[3]
    na, nb = len(a_t), len(b_t)
    i = j = 0  # the piece of each at p (its first before its first breakpoint)
    p = a_t[0] if a_t[0] < b_t[0] else b_t[0]
    out_t: list[int] = []
    out_v: list[int] = []
    out_s: list[int] = []
    while True:
        while i + 1 < na and a_t[i + 1] <= p:
            i += 1
        while j + 1 < nb and b_t[j + 1] <= p:
            j += 1
        end = _next_break(a_t, i, na, b_t, j, nb, p)
        more = end != p
        x, x_slope = a_v[i] + a_s[i] * (p - a_t[i]), a_s[i]
        y, y_slope = b_v[j] + b_s[j] * (p - b_t[j]), b_s[j]
        if (x < y or (x == y and x_slope < y_slope)) if larger else (
                x > y or (x == y and x_slope > y_slope)):
            x, x_slope, y, y_slope = y, y_slope, x, x_slope  # x: the better line at p
        if not out_s or out_s[-1] != x_slope + tilt:
            out_t.append(p)
            out_v.append(x + tilt * p)
            out_s.append(x_slope + tilt)
        gap = x - y if larger else y - x  # how far y is behind, and how fast it gains
        rate = y_slope - x_slope if larger else x_slope - y_slope
        if rate > 0 and (not more or gap < rate * (end - p)):  # y overtakes before the end
            if gap % rate:
                if rate & (rate - 1):
                    raise CGTError(
                        "trajectories whose slopes differ by "
                        f"{rate} cross at a temperature that is not dyadic"
                    )
                raise _Finer(rate.bit_length() - 1)
            cross = p + gap // rate  # after p: at p, x is better or has the better slope
            out_t.append(cross)
            out_v.append(x + x_slope * (cross - p) + tilt * cross)
            out_s.append(y_slope + tilt)
        if not more:
            return e, tuple(out_t), tuple(out_v), tuple(out_s)
        p = end


def _next_break(a_t: tuple[int, ...], i: int, na: int, b_t: tuple[int, ...], j: int, nb: int,
                p: int) -> int:
    """The next breakpoint after ``p`` of two trajectories' breakpoints
    ``a_t`` and ``b_t``, whose pieces at ``p`` are ``i`` and ``j`` (the
    first piece may start after ``p``); ``p`` itself when neither has one.

    >>> _next_break((0, 4), 0, 2, (2,), 0, 1, 0), _next_break((0, 4), 1, 2, (2,), 0, 1, 4)
    (2, 4)
    """
    end = p
    if a_t[i] > p:
        end = a_t[i]
    elif i + 1 < na:
        end = a_t[i + 1]
    if b_t[j] > p:
        if end == p or b_t[j] < end:
            end = b_t[j]
    elif j + 1 < nb and (end == p or b_t[j + 1] < end):
        end = b_t[j + 1]
    return end


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
    e = left[0] if left[0] > right[0] else right[0]
    if left[0] != e:
        left = _up(left, e)
    if right[0] != e:
        right = _up(right, e)
    lt, lv, ls = left[1], left[2], left[3]
    rt, rv, rs = right[1], right[2], right[3]
    nl, nr = len(lt), len(rt)
    i = j = 0  # the piece of each at p (its first before its first breakpoint)
    p = lt[0] if lt[0] < rt[0] else rt[0]
    # (t, gap, left value, left slope, right slope) at the last point
    previous_p = gap = at_left = slope_left = slope_right = 0
    started = False
    while True:  # each breakpoint of either, in order, once
        while i + 1 < nl and lt[i + 1] <= p:
            i += 1
        while j + 1 < nr and rt[j + 1] <= p:
            j += 1
        here = lv[i] + ls[i] * (p - lt[i])
        difference = here - rv[j] - rs[j] * (p - rt[j])
        if difference <= 0:
            if not started:
                return e, p, here  # met at the bottom
            break
        started = True
        previous_p, gap, at_left, slope_left, slope_right = p, difference, here, ls[i], rs[j]
        end = _next_break(lt, i, nl, rt, j, nr, p)
        if end == p:  # none is left
            break
        p = end
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

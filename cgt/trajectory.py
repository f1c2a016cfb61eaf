"""Trajectories: exact piecewise-linear functions of the temperature.

A thermograph's walls are trajectories: continuous, piecewise linear in the
temperature ``t >= -1``, with dyadic breakpoints and slopes 0 or ±1 (Siegel,
*CGT*, II.5; Berlekamp, Conway, Guy, *Winning Ways*, ch. 6). A trajectory is
stored as its value at ``t = -1``, its breakpoints and the slope after each.

>>> line = Trajectory.line(2, -1)       # 1 - t: worth 2 at t = -1, slope -1
>>> line.at(Fraction(1, 2))
Fraction(1, 2)
>>> Trajectory.maximum([line, Trajectory.constant(0)]).breaks
(Fraction(-1, 1), Fraction(1, 1))
"""

from __future__ import annotations

from bisect import bisect_right
from fractions import Fraction
from typing import Iterable

__all__ = ["Trajectory", "BOTTOM"]

#: The lowest temperature of sub-zero thermography (numbers ``m/2**k`` have
#: temperature ``-1/2**k``, integers ``-1``).
BOTTOM = Fraction(-1)


class Trajectory:
    """``f(t)`` for ``t >= -1``: ``f(breaks[0]) = start``, slope ``slopes[i]``
    on ``[breaks[i], breaks[i+1]]`` and after the last break."""

    __slots__ = ("start", "breaks", "slopes", "_values")

    def __init__(self, start: Fraction, breaks: Iterable[Fraction], slopes: Iterable[Fraction]) -> None:
        breaks = tuple(Fraction(b) for b in breaks)
        slopes = tuple(Fraction(s) for s in slopes)
        # Merge consecutive pieces of equal slope, so equal functions are equal objects.
        kept_breaks: list[Fraction] = []
        kept_slopes: list[Fraction] = []
        for b, s in zip(breaks, slopes):
            if kept_slopes and kept_slopes[-1] == s:
                continue
            kept_breaks.append(b)
            kept_slopes.append(s)
        self.start = Fraction(start)
        self.breaks = tuple(kept_breaks)
        self.slopes = tuple(kept_slopes)
        # The value at each breakpoint, so that evaluation is a bisection.
        values = [self.start]
        for i in range(1, len(self.breaks)):
            values.append(values[-1] + self.slopes[i - 1] * (self.breaks[i] - self.breaks[i - 1]))
        self._values = values

    @classmethod
    def line(cls, value_at_bottom: Fraction | int, slope: Fraction | int) -> Trajectory:
        return cls(Fraction(value_at_bottom), (BOTTOM,), (Fraction(slope),))

    @classmethod
    def constant(cls, value: Fraction | int) -> Trajectory:
        return cls.line(value, 0)

    # -- evaluation --------------------------------------------------------------

    def at(self, t: Fraction | int) -> Fraction:
        """The value at temperature ``t``."""
        i = max(bisect_right(self.breaks, t) - 1, 0)
        return self._values[i] + self.slopes[i] * (t - self.breaks[i])

    def points(self) -> list[tuple[Fraction, Fraction]]:
        """``(t, f(t))`` at every breakpoint, from ``t = -1`` up."""
        return [(b, self.at(b)) for b in self.breaks]

    @property
    def final_slope(self) -> Fraction:
        return self.slopes[-1]

    # -- arithmetic ----------------------------------------------------------------

    def tilt(self, slope: Fraction | int) -> Trajectory:
        """``f(t) + slope * t``."""
        slope = Fraction(slope)
        return Trajectory(self.start + slope * BOTTOM, self.breaks, (s + slope for s in self.slopes))

    def __neg__(self) -> Trajectory:
        return Trajectory(-self.start, self.breaks, (-s for s in self.slopes))

    def shift(self, amount: Fraction | int) -> Trajectory:
        """``f(t) + amount``."""
        return Trajectory(self.start + amount, self.breaks, self.slopes)

    @staticmethod
    def maximum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise maximum."""
        return _envelope(trajectories, max)

    @staticmethod
    def minimum(trajectories: list[Trajectory]) -> Trajectory:
        """The pointwise minimum."""
        return _envelope(trajectories, min)

    def truncate(self, t: Fraction, value: Fraction) -> Trajectory:
        """This trajectory up to ``t``, then the constant ``value`` (a mast)."""
        breaks = [b for b in self.breaks if b < t]
        slopes = list(self.slopes[: len(breaks)])
        if t > BOTTOM:
            breaks.append(t)
            slopes.append(Fraction(0))
            return Trajectory(self.start, breaks, slopes)
        return Trajectory.constant(value)

    # -- comparison and text ----------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trajectory):
            return NotImplemented
        return (self.start, self.breaks, self.slopes) == (other.start, other.breaks, other.slopes)

    def __hash__(self) -> int:
        return hash((self.start, self.breaks, self.slopes))

    def __repr__(self) -> str:
        pieces = ", ".join(f"({_text(t)}, {_text(v)})" for t, v in self.points())
        return f"Trajectory[{pieces}; slope {_text(self.final_slope)}]"


def _text(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _envelope(trajectories: list[Trajectory], pick) -> Trajectory:
    """Pointwise max or min: evaluate at every breakpoint and every crossing."""
    if len(trajectories) == 1:
        return trajectories[0]
    breaks = sorted({b for f in trajectories for b in f.breaks})
    # Between consecutive breakpoints every trajectory is a line: add crossings.
    cuts = set(breaks)
    ends = breaks[1:] + [None]
    for lo, hi in zip(breaks, ends):
        lines = [(f.at(lo), f._slope_after(lo)) for f in trajectories]
        for i in range(len(lines)):
            for j in range(i + 1, len(lines)):
                (v1, s1), (v2, s2) = lines[i], lines[j]
                if s1 != s2:
                    t = lo + (v2 - v1) / (s1 - s2)
                    if t > lo and (hi is None or t < hi):
                        cuts.add(t)
    points = sorted(cuts)
    values = [pick(f.at(t) for f in trajectories) for t in points]
    slopes = []
    for k, t in enumerate(points):
        # slope of the envelope just after t: of the chosen line at t (ties: the one that wins after)
        candidates = [(f.at(t), f._slope_after(t)) for f in trajectories]
        best = pick(candidates)
        slopes.append(best[1])
    return Trajectory(values[0], points, slopes)


def _slope_after(self: Trajectory, t: Fraction) -> Fraction:
    return self.slopes[max(bisect_right(self.breaks, t) - 1, 0)]


Trajectory._slope_after = _slope_after

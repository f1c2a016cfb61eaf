"""Thermographs: how a game's stops move as the game is cooled.

The thermograph of ``G`` has a left wall ``LW(t)`` and a right wall ``RW(t)``
for temperatures ``t >= -1`` (Siegel, *CGT*, II.5; *Winning Ways*, ch. 6):

- an integer ``n`` is a mast at ``n`` from ``t = -1`` up;
- otherwise the left scaffold is ``max over G^L of RW_{G^L}(t) - t`` and the
  right scaffold ``min over G^R of LW_{G^R}(t) + t``; they meet at the
  temperature ``T`` and the mean ``m``; below ``T`` the walls are the
  scaffolds, above it both walls are the mast ``m``.

Numbers ``m/2**k`` come out with temperature ``-1/2**k``, infinitesimals with
temperature 0. Thermographs are memoised on the interned games.

>>> from cgt.notation.parser import parse
>>> th = thermograph(parse("{2|-1/2}"))
>>> th.temperature, th.mast
(Fraction(5, 4), Fraction(3, 4))
>>> th.left_wall.at(0), th.right_wall.at(0)
(Fraction(2, 1), Fraction(-1, 2))
"""

from __future__ import annotations

from fractions import Fraction

from cgt.core.deep import deep_call
from cgt.core.form import Form
from cgt.core.memo import Memo
from cgt.theory.plot import thermograph_plot, thermograph_svg
from cgt.theory.trajectory import BOTTOM, Trajectory, thermograph_walls

__all__ = ["Thermograph", "thermograph"]

_THERMOGRAPHS: Memo[int, Thermograph] = Memo("thermographs")


class Thermograph:
    """Left and right walls of a game's thermograph, its mast and temperature."""

    __slots__ = ("left_wall", "mast", "right_wall", "temperature")

    def __init__(self, left_wall: Trajectory, right_wall: Trajectory, temperature: Fraction,
                 mast: Fraction) -> None:
        self.left_wall = left_wall
        self.right_wall = right_wall
        self.temperature = temperature
        self.mast = mast

    @property
    def mean(self) -> Fraction:
        return self.mast

    def to_svg(self, width: int = 360, height: int = 280, title: str | None = None) -> str:
        """An SVG picture: Left's side (larger values) on the left (see :mod:`cgt.theory.plot`)."""
        return thermograph_svg(self, width, height, title)

    def _repr_svg_(self) -> str:  # Jupyter
        return self.to_svg()

    def plot(self, ax=None, *, title: str | None = None):
        """Draw on a matplotlib ``Axes`` and return it; CGTError without matplotlib."""
        return thermograph_plot(self, ax, title=title)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Thermograph):
            return NotImplemented
        return (self.left_wall, self.right_wall) == (other.left_wall, other.right_wall)

    def __hash__(self) -> int:
        return hash((self.left_wall, self.right_wall))

    def __repr__(self) -> str:
        return (
            f"Thermograph(mast {_text(self.mast)} from temperature {_text(self.temperature)}; "
            f"left wall {self.left_wall!r}; right wall {self.right_wall!r})"
        )

    def __str__(self) -> str:
        def wall(trajectory: Trajectory) -> str:
            return " -> ".join(f"{_text(v)} at t={_text(t)}" for t, v in trajectory.points())

        return (
            f"mast {_text(self.mast)} above temperature {_text(self.temperature)}\n"
            f"  left wall:  {wall(self.left_wall)}\n"
            f"  right wall: {wall(self.right_wall)}"
        )


def _text(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def thermograph(g: Form) -> Thermograph:
    """The thermograph of ``g`` (memoised)."""
    known = _THERMOGRAPHS.get(g._id)
    if known is not None:
        return known
    return deep_call(g._depth, _thermograph, g)


def _thermograph(g: Form) -> Thermograph:
    known = _THERMOGRAPHS.get(g._id)
    if known is not None:
        return known
    if g.is_integer:
        x = g._x
        assert x is not None  # an integer is a compact value
        wall = Trajectory.constant(x.mantissa)
        result = Thermograph(wall, wall, BOTTOM, Fraction(x.mantissa))
    else:
        result = Thermograph(*thermograph_walls(
            [_thermograph(o).right_wall for o in g.left],
            [_thermograph(o).left_wall for o in g.right],
        ))
    _THERMOGRAPHS.store(g._id, result)
    return result

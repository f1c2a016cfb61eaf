r"""Thermographs: how a game's stops move as the game is cooled.

The thermograph of ``G`` has a left wall ``LW(t)`` and a right wall ``RW(t)``
for temperatures ``t >= -1`` (Siegel, *CGT*, II.5; *Winning Ways*, ch. 6):

- an integer ``n`` is a mast at ``n`` from ``t = -1`` up;
- otherwise the left scaffold is ``max over G^L of RW_{G^L}(t) - t`` and the
  right scaffold ``min over G^R of LW_{G^R}(t) + t``; they meet at the
  temperature ``T`` and the mean ``m``; below ``T`` the walls are the
  scaffolds, above it both walls are the mast ``m``.

Numbers ``m/2**k`` come out with temperature ``-1/2**k``, infinitesimals with
temperature 0. Thermographs are memoised on the interned games.

The values ``x + n.↑ + *m`` (numbers, nimbers, up-multiples and their sums)
never expand their options: a number's walls are read off its binary digits,
and an infinitesimal's come from a short recurrence that repeats after a few
steps (see :func:`_compact_thermograph`), so ``*1048576``, ``↑``\ ×10**12 and
``1/2**100000`` take microseconds.

>>> from cgt.notation.parser import parse
>>> th = thermograph(parse("{2|-1/2}"))
>>> th.temperature, th.mast
(Fraction(5, 4), Fraction(3, 4))
>>> th.left_wall.at(0), th.right_wall.at(0)
(Fraction(2, 1), Fraction(-1, 2))
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic, fraction_text
from cgt.core.form import Form
from cgt.core.memo import Memo
from cgt.core.uptimal import negative, nonnegative
from cgt.theory.plot import thermograph_plot, thermograph_svg
from cgt.theory.symbolic import piecewise
from cgt.theory.trajectory import Trajectory, walls

__all__ = ["Thermograph", "thermograph"]

_THERMOGRAPHS: Memo[int, Thermograph] = Memo("thermographs")


class Thermograph:
    """Left and right walls of a game's thermograph, its mast and temperature."""

    __slots__ = ("_e", "_m", "_t", "left_wall", "right_wall")

    # The temperature and the mast are kept as integers over 2**_e and made
    # Fractions when asked for: most thermographs are only the options of
    # another, which reads their walls alone.
    _e: int
    _t: int
    _m: int

    def __init__(self, left_wall: Trajectory | None = None, right_wall: Trajectory | None = None,
                 temperature: Fraction = Fraction(0), mast: Fraction = Fraction(0)) -> None:
        if left_wall is None or right_wall is None:  # made by _exact: the caller
            return  # sets the fields
        t, m = Fraction(temperature), Fraction(mast)
        scale = max(t.denominator, m.denominator)  # both powers of 2
        self.left_wall = left_wall
        self.right_wall = right_wall
        self._e = scale.bit_length() - 1
        self._t = t.numerator * (scale // t.denominator)
        self._m = m.numerator * (scale // m.denominator)

    @classmethod
    def _exact(cls, left_wall: Trajectory, right_wall: Trajectory, e: int, t: int,
               m: int) -> Thermograph:
        """From the temperature ``t / 2**e`` and the mast ``m / 2**e``."""
        th = Thermograph()
        th.left_wall, th.right_wall, th._e, th._t, th._m = left_wall, right_wall, e, t, m
        return th

    @property
    def temperature(self) -> Fraction:
        return Fraction(self._t, 1 << self._e)

    @property
    def mast(self) -> Fraction:
        return Fraction(self._m, 1 << self._e)

    @property
    def mean(self) -> Fraction:
        return self.mast

    def walls(self, t: object = "t") -> tuple[Any, Any]:
        """The left and right walls as ``sympy.Piecewise`` functions of the
        temperature ``t`` (a sympy ``Symbol``, or a name): exact, to plot,
        solve or evaluate with sympy (see :mod:`cgt.theory.symbolic`).

        >>> from cgt.notation.parser import parse
        >>> left, right = thermograph(parse("{2|-1/2}")).walls("t")
        >>> left
        Piecewise((2 - t, t < 5/4), (3/4, True))
        >>> right
        Piecewise((-1, t < -1/2), (t - 1/2, t < 5/4), (3/4, True))
        >>> right.subs("t", 1), left.subs("t", 3)
        (1/2, 3/4)
        """
        return piecewise(self.left_wall, t), piecewise(self.right_wall, t)

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
            f"Thermograph(mast {fraction_text(self.mast)} "
            f"from temperature {fraction_text(self.temperature)}; "
            f"left wall {self.left_wall!r}; right wall {self.right_wall!r})"
        )

    def __str__(self) -> str:
        def wall(trajectory: Trajectory) -> str:
            return " -> ".join(f"{fraction_text(v)} at t={fraction_text(t)}"
                               for t, v in trajectory.points())

        return (
            f"mast {fraction_text(self.mast)} above temperature {fraction_text(self.temperature)}\n"
            f"  left wall:  {wall(self.left_wall)}\n"
            f"  right wall: {wall(self.right_wall)}"
        )


def thermograph(g: Form) -> Thermograph:
    """The thermograph of ``g`` (memoised)."""
    known = _THERMOGRAPHS.get(g.id)
    if known is not None:
        return known
    if g.number_part is not None or g.longer_uptimal is not None:  # closed forms: no recursion
        return _thermograph(g)
    return deep_call(g.depth, _thermograph, g)


def _thermograph(g: Form) -> Thermograph:
    known = _THERMOGRAPHS.get(g.id)
    if known is not None:
        return known
    if g.number_part is not None:
        result = _compact_thermograph(g.number_part, g.up_part, g.nim_part)
    elif g.longer_uptimal is not None:
        result = _uptimal_thermograph(*g.longer_uptimal)
    else:
        left: list[Trajectory] = []  # the options' walls, their thermographs made when new
        for o in g.left:
            th = _THERMOGRAPHS.get(o.id)
            left.append((_thermograph(o) if th is None else th).right_wall)
        right: list[Trajectory] = []
        for o in g.right:
            th = _THERMOGRAPHS.get(o.id)
            right.append((_thermograph(o) if th is None else th).left_wall)
        lw, rw, e, t, m = walls(left, right)
        result = Thermograph._exact(lw, rw, e, t, m)
    _THERMOGRAPHS.store(g.id, result)
    return result


def _from_options(left: list[Thermograph], right: list[Thermograph]) -> Thermograph:
    """The thermograph of a game whose options have these thermographs."""
    lw, rw, e, t, m = walls([th.right_wall for th in left], [th.left_wall for th in right])
    return Thermograph._exact(lw, rw, e, t, m)


def _compact_thermograph(x: Dyadic, ups: int, nim: int) -> Thermograph:
    """The thermograph of ``x + ups.↑ + *nim``, without its options.

    ``x + *m`` has the options ``x + *k`` (k < m) on both sides, so its
    thermograph depends only on the set of its options' thermographs; that
    set grows with ``m`` until a new thermograph is one already in it, and
    from then on it is that one. ``x + n.↑ + *m`` is ``{x | x + (n-1).↑ +
    *(m^1)}`` (``x + ↑* = {x, x + * | x}``), so its thermograph is a map
    applied ``n`` times to a start: the values repeat after a few steps,
    and the ``n``-th is read off the cycle.
    """
    base = _number_thermograph(x)
    if ups == 0:
        if nim == 0:
            return base
        seen = [base]
        for _ in range(nim):
            th = _from_options(seen, seen)
            if th in seen:
                return th
            seen.append(th)
        return th
    n = abs(ups)
    bottom_nim = nim ^ ((n - 1) & 1)  # the nimber part one step above the number
    star = _compact_thermograph(x, 0, 1)

    def step(th: Thermograph) -> Thermograph:  # (n-1).↑ -> n.↑, and mirrored for downs
        return _from_options([base], [th]) if ups > 0 else _from_options([th], [base])

    if bottom_nim == 1:  # x ± ↑*: {x, x + * | x} and its negative
        level, th = 1, (_from_options([base, star], [base]) if ups > 0
                        else _from_options([base], [base, star]))
    else:
        level, th = 0, _compact_thermograph(x, 0, bottom_nim ^ 1)
    base_level = level
    first_seen = {th: level}
    chain = [th]
    while level < n:
        th = step(th)
        level += 1
        if th in first_seen:  # a cycle: the rest repeats it
            start = first_seen[th]
            period = level - start
            return chain[start - base_level + (n - start) % period]
        first_seen[th] = level
        chain.append(th)
    return th


def _uptimal_thermograph(x: Dyadic, coefficients: tuple[int, ...], nim: int) -> Thermograph:
    """The thermograph of the uptimal ``x + a_1.↑ + ... + a_k.↑^k + *nim``
    (``k >= 2``, kept in closed form): that of ``x + ↑`` when the
    infinitesimal part is positive, of ``x + ↓`` when it is negative, of
    ``x + ↑*`` when it is confused with 0 (found on the thermographs computed
    from the options of 41,580 uptimals with ``k <= 4``; the tests check it
    against the thermograph made from the options' own)."""
    if nonnegative(coefficients, nim):
        return _compact_thermograph(x, 1, 0)
    if nonnegative(negative(coefficients), nim):
        return _compact_thermograph(x, -1, 0)
    return _compact_thermograph(x, 1, 1)


def _number_thermograph(x: Dyadic) -> Thermograph:
    """The thermograph of the number ``x`` from its binary digits.

    An integer is a mast from ``t = -1``. A number ``y`` with denominator
    ``2**k`` has temperature ``-1/2**k`` and the options ``y ± 2**-k``; below
    its temperature its right wall is its Right option's left wall plus
    ``t``, which is ``y^R + t`` down to ``y^R``'s temperature and then the
    right wall of ``y^RL`` (a constant down to its own temperature, then
    the same again): a loop over ever simpler numbers, one per binary digit
    at most. The left wall is the mirror image.
    """
    if x.exponent == 0:
        wall = Trajectory.constant(x.mantissa)
        return Thermograph._exact(wall, wall, 0, -1, x.mantissa)
    k = x.exponent
    left = -_right_wall(-x.mantissa, k)
    right = _right_wall(x.mantissa, k)
    return Thermograph._exact(left, right, k, -1, x.mantissa)


def _right_wall(numerator: int, k: int) -> Trajectory:
    """The right wall of the number ``numerator / 2**k`` (``numerator`` odd,
    ``k >= 1``), as a trajectory over ``2**k``: in standard form as it is
    made (the slopes alternate, the top value is odd)."""
    scale = 1 << k
    ts = [-1]  # (start t, value there, slope) of each piece, from the top down
    vs = [numerator]
    ss = [0]
    y = numerator
    while True:
        right = y + (y & -y)  # the Right option of y
        low = right & -right
        t = -scale if right == 0 or low >= scale else -low  # its temperature
        ts.append(t)  # right + t, down to its temperature
        vs.append(right + t)
        ss.append(1)
        if t == -scale:
            break
        y = right - low  # the Left option of that Right option
        low = y & -y
        t = -scale if y == 0 or low >= scale else -low
        ts.append(t)  # constant down to its temperature
        vs.append(y)
        ss.append(0)
        if t == -scale:
            break
    ts.reverse()
    vs.reverse()
    ss.reverse()
    return Trajectory._raw(k, tuple(ts), tuple(vs), tuple(ss))

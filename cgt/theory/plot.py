"""Pictures of thermographs: SVG text (no dependencies) and matplotlib plots.

Drawn the traditional way (*Winning Ways*, ch. 6; Siegel, *CGT*, II.5):
temperature goes up, value goes across with the larger values -- Left's
side -- on the LEFT. The left wall is blue (Left), the right wall red
(Right), the mast black with an arrowhead, since it goes on for ever. The
bottom edge is ``t = -1`` (sub-zero thermography), a grey line marks
``t = 0``, and the temperature and the mast value are marked in bold on the
axes.

>>> from cgt import parse
>>> svg = thermograph_svg(parse("{2|-1/2}").thermograph)
>>> svg.startswith("<svg") and "5/4" in svg and "3/4" in svg
True
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Any, Protocol

from cgt.core.dyadic import fraction_text
from cgt.errors import CGTError
from cgt.theory.trajectory import BOTTOM, Trajectory


class Thermograph(Protocol):
    """What a drawing needs of a thermograph (:class:`cgt.theory.thermograph.Thermograph`)."""

    left_wall: Trajectory
    right_wall: Trajectory

    @property
    def temperature(self) -> Fraction: ...

    @property
    def mast(self) -> Fraction: ...

__all__ = ["thermograph_frame", "thermograph_plot", "thermograph_svg"]

LEFT_COLOUR = "#1f5fbf"  # blue: Left
RIGHT_COLOUR = "#c62828"  # red: Right
MAST_COLOUR = "#111111"
AXIS_COLOUR = "#888888"
FONT = "font-family='DejaVu Sans, Helvetica, Arial, sans-serif'"


class _Frame:
    """What a picture shows: the walls as polylines of (value, temperature)
    from ``t = -1`` to ``top``, and the value range ``low .. high``."""

    __slots__ = ("high", "left", "low", "mast", "right", "temperature", "top")

    def __init__(self, th: Thermograph) -> None:
        self.temperature = th.temperature
        self.mast = th.mast
        span = max(th.temperature, Fraction(0)) - BOTTOM
        # Room above the temperature for the mast: a quarter of the height, at least 1/2.
        self.top = max(th.temperature, Fraction(0)) + max(span / 3, Fraction(1, 2))
        self.left = self._polyline(th.left_wall)
        self.right = self._polyline(th.right_wall)
        values = [v for v, _ in self.left + self.right]
        low, high = min(values), max(values)
        pad = max((high - low) / 8, Fraction(1, 2) if high > low else Fraction(1))
        self.low, self.high = low - pad, high + pad

    def _polyline(self, wall: Trajectory) -> list[tuple[Fraction, Fraction]]:
        """``(value, t)`` at ``t = -1``, every breakpoint up to the temperature,
        and the top of the wall (where it joins the mast)."""
        points = [(wall.at(t), t) for t in wall.breaks if t <= self.temperature]
        points.append((wall.at(self.temperature), self.temperature))
        # Merge repeated points (a breakpoint at the temperature itself).
        merged: list[tuple[Fraction, Fraction]] = []
        for p in points:
            if not merged or merged[-1] != p:
                merged.append(p)
        return merged


def thermograph_frame(th: Thermograph) -> _Frame:
    """The polylines and ranges a picture of ``th`` shows (for custom plots)."""
    return _Frame(th)


def _ticks(low: Fraction, high: Fraction, most: int = 7) -> list[Fraction]:
    """Multiples of a power of two in ``[low, high]``, at most ``most`` of them."""
    step = Fraction(1)
    while (high - low) / step > most:
        step *= 2
    while (high - low) / (step / 2) <= most and step > Fraction(1, 64):
        step /= 2
    first = -((-low) // step) * step  # the least multiple of step >= low
    ticks = []
    x = first
    while x <= high:
        ticks.append(x)
        x += step
    return ticks


def thermograph_svg(th: Thermograph, width: int = 360, height: int = 280,
                    title: str | None = None) -> str:
    """An SVG picture of the thermograph ``th`` (a standalone ``<svg>`` element).

    ``title`` is drawn at the top (default: the mast value and temperature).
    """
    frame = _Frame(th)
    margin_left, margin_right, margin_top, margin_bottom = 16, 56, 30, 46
    x0, x1 = margin_left, width - margin_right
    y0, y1 = margin_top, height - margin_bottom
    value_scale = (x1 - x0) / (frame.high - frame.low)
    t_scale = (y1 - y0) / (frame.top - BOTTOM)

    def x(v: Fraction) -> float:  # larger values to the LEFT
        return x0 + float((frame.high - v) * value_scale)

    def y(t: Fraction) -> float:
        return y0 + float((frame.top - t) * t_scale)

    def line(
        xa: float, ya: float, xb: float, yb: float, colour: str, w: float = 1, extra: str = ""
    ) -> str:
        return (f"<line x1='{xa:.1f}' y1='{ya:.1f}' x2='{xb:.1f}' y2='{yb:.1f}' "
                f"stroke='{colour}' stroke-width='{w}'{extra}/>")

    def label(px: float, py: float, text: str, anchor: str = "middle", bold: bool = False,
              colour: str = "#333333", size: int = 11) -> str:
        weight = " font-weight='bold'" if bold else ""
        return (f"<text x='{px:.1f}' y='{py:.1f}' text-anchor='{anchor}' font-size='{size}' "
                f"fill='{colour}' {FONT}{weight}>{escape(text)}</text>")

    parts = [
        (f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
         f"viewBox='0 0 {width} {height}'>"),
        f"<rect x='0' y='0' width='{width}' height='{height}' fill='white'/>",
    ]
    # Axes: the value axis along t = -1 (bottom), the temperature axis on the right.
    parts.append(line(x0, y1, x1, y1, AXIS_COLOUR))
    parts.append(line(x1, y0, x1, y1, AXIS_COLOUR))
    y_zero = y(Fraction(0))
    parts.append(line(x0, y_zero, x1, y_zero, AXIS_COLOUR, 1, " stroke-dasharray='4 3'"))
    if frame.low < 0 < frame.high:
        x_zero = x(Fraction(0))
        parts.append(line(x_zero, y0, x_zero, y1, "#cccccc", 1, " stroke-dasharray='2 3'"))
    marked_t, marked_v = y(frame.temperature), x(frame.mast)
    for v in _ticks(frame.low, frame.high, 5):
        if abs(x(v) - marked_v) > 22:
            parts.append(line(x(v), y1, x(v), y1 + 4, AXIS_COLOUR))
            parts.append(label(x(v), y1 + 16, fraction_text(v)))
    for t in _ticks(BOTTOM, frame.top, 6):
        if abs(y(t) - marked_t) > 12:
            parts.append(line(x1, y(t), x1 + 4, y(t), AXIS_COLOUR))
            parts.append(label(x1 + 7, y(t) + 4, fraction_text(t), anchor="start"))
    # The temperature and the mast value, with guides to the top of the walls.
    guide = " stroke-dasharray='1 3'"
    parts.append(line(marked_v, marked_t, x1, marked_t, MAST_COLOUR, 1, guide))
    parts.append(line(marked_v, marked_t, marked_v, y1, MAST_COLOUR, 1, guide))
    parts.append(line(x1, marked_t, x1 + 4, marked_t, MAST_COLOUR, 1.5))
    parts.append(label(x1 + 7, marked_t + 4, fraction_text(frame.temperature), anchor="start",
                       bold=True))
    parts.append(line(marked_v, y1, marked_v, y1 + 4, MAST_COLOUR, 1.5))
    parts.append(label(marked_v, y1 + 16, fraction_text(frame.mast), bold=True))
    parts.append(label(x1 + 7, y0 - 10, "t", anchor="start", size=12))
    parts.append(label(x0, height - 8, "\u2190 Left", anchor="start", colour=LEFT_COLOUR))
    parts.append(label(x1, height - 8, "Right \u2192", anchor="end", colour=RIGHT_COLOUR))
    # The walls, then the mast over them.
    for points, colour in ((frame.right, RIGHT_COLOUR), (frame.left, LEFT_COLOUR)):
        coordinates = " ".join(f"{x(v):.1f},{y(t):.1f}" for v, t in points)
        parts.append(f"<polyline points='{coordinates}' fill='none' stroke='{colour}' "
                     "stroke-width='2.5' stroke-linejoin='round' stroke-linecap='round'/>")
    top = y(frame.top)
    parts.append(line(marked_v, marked_t, marked_v, top + 2, MAST_COLOUR, 2.5))
    parts.append(f"<polygon points='{marked_v:.1f},{top - 6:.1f} {marked_v - 5:.1f},{top + 4:.1f} "
                 f"{marked_v + 5:.1f},{top + 4:.1f}' fill='{MAST_COLOUR}'/>")
    caption = title if title is not None else (
        f"mast {fraction_text(frame.mast)}, temperature {fraction_text(frame.temperature)}"
    )
    parts.append(label(x0, 16, caption, anchor="start", size=12))
    parts.append("</svg>")
    return "\n".join(parts)


def thermograph_plot(th: Thermograph, ax: Any = None, *, title: str | None = None) -> Any:
    """Draw ``th`` on a matplotlib ``Axes`` (a new figure's when ``ax`` is None)
    and return the axes. matplotlib is imported here, not with :mod:`cgt`."""
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise CGTError(
            "Thermograph.plot() needs matplotlib, which is not installed: "
            "pip install matplotlib (or use Thermograph.to_svg(), which needs nothing)"
        ) from None
    frame = _Frame(th)
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 4))
    for points, colour, name in ((frame.left, LEFT_COLOUR, "left wall"),
                                 (frame.right, RIGHT_COLOUR, "right wall")):
        ax.plot([float(v) for v, _ in points], [float(t) for _, t in points],
                color=colour, linewidth=2.5, label=name)
    m, t = float(frame.mast), float(frame.temperature)
    ax.annotate("", xy=(m, float(frame.top)), xytext=(m, t),
                arrowprops={"arrowstyle": "-|>", "color": MAST_COLOUR, "linewidth": 2.5})
    ax.axhline(0, color=AXIS_COLOUR, linewidth=0.8, linestyle="--")
    ax.set_xlim(float(frame.high), float(frame.low))  # larger values on the left
    ax.set_ylim(float(BOTTOM), float(frame.top))
    ax.set_xlabel("value (Left \u2190, \u2192 Right)")
    ax.set_ylabel("temperature")
    mast, temperature = fraction_text(frame.mast), fraction_text(frame.temperature)
    ax.set_title(title if title is not None else f"mast {mast}, temperature {temperature}")
    return ax

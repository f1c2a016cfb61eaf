"""Exact values for sympy: numbers as ``sympy.Rational``, walls as ``Piecewise``.

sympy is imported here, inside the functions, and only when one of them is
called (``import cgt`` never imports it). The hooks of :class:`cgt.Game`
(``_sympy_``, ``_latex``, ``_sympystr``, ``_pretty``) and
:meth:`Thermograph.walls <cgt.theory.thermograph.Thermograph.walls>` call
them, so that a game's numbers, stops, means and temperatures, and its
thermograph's walls as functions of the temperature, can be handed to a
computer algebra system exactly.

>>> from fractions import Fraction
>>> rational(Fraction(-3, 8))
-3/8
>>> from cgt.theory.trajectory import Trajectory
>>> wall = Trajectory(2, [-1, Fraction(5, 4)], [-1, 0])   # 2 - (t + 1) up to t = 5/4
>>> piecewise(wall, "t")
Piecewise((1 - t, t < 5/4), (-1/4, True))
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from cgt.core.dyadic import Dyadic
from cgt.errors import CGTError

if TYPE_CHECKING:  # pragma: no cover
    from cgt.theory.trajectory import Trajectory

__all__ = ["not_a_number", "piecewise", "pretty_form", "rational", "symbol", "sympy"]


def sympy() -> Any:
    """The sympy module, or a CGTError that says how to install it."""
    try:
        import sympy as module
    except ImportError:
        raise CGTError("this needs sympy, which is not installed: "
                       "pip install 'cgt-algebra[sympy]' (or pip install sympy)") from None
    return module


def rational(x: Fraction | Dyadic | int) -> Any:
    """``x`` as an exact ``sympy.Rational``.

    >>> rational(Dyadic(5, 3)), rational(7)
    (5/8, 7)
    """
    if isinstance(x, Dyadic):
        x = x.to_fraction()
    x = Fraction(x)
    return sympy().Rational(x.numerator, x.denominator)


def symbol(t: object) -> Any:
    """A sympy expression for the temperature: a ``Symbol`` as given, or
    text such as ``"t"`` made into one.

    >>> symbol("t") == __import__("sympy").Symbol("t")
    True
    """
    module = sympy()
    if isinstance(t, str):
        if not t.isidentifier():
            raise CGTError(f"{t!r} is not a name for a temperature (write a name such as 't')")
        return module.Symbol(t)
    if not isinstance(t, module.Expr):
        raise CGTError(f"{t!r} is not a sympy expression or a name for the temperature")
    return t


def piecewise(f: Trajectory, t: object) -> Any:
    """The trajectory ``f`` as a ``sympy.Piecewise`` function of ``t``: one
    linear piece per segment, each up to the next breakpoint, the last one
    for every larger ``t`` (and the first, by extension, below the first
    breakpoint, as :meth:`Trajectory.at <cgt.theory.trajectory.Trajectory.at>`
    reads it).

    >>> from cgt.theory.trajectory import Trajectory
    >>> piecewise(Trajectory.constant(3), "t")
    3
    """
    module = sympy()
    x = symbol(t)
    pieces = []
    ends: list[Fraction | None] = [*f.breaks[1:], None]  # each piece runs up to the next break
    for (start, value), slope, end in zip(f.points(), f.slopes, ends):
        line = module.expand(rational(value) + rational(slope) * (x - rational(start)))
        pieces.append((line, True if end is None else x < rational(end)))
    return module.Piecewise(*pieces)


@cache
def _not_a_number_class() -> type[CGTError]:
    """A CGTError that sympy also reads as a ``SympifyError``, so that in
    ``Rational(1, 2) + g`` sympy steps aside and :class:`cgt.Game` adds."""
    from sympy.core.sympify import SympifyError

    class NotANumberError(CGTError, SympifyError):
        def __init__(self, message: str) -> None:
            CGTError.__init__(self, message)
            self.expr, self.base_exc = message, None  # as SympifyError's readers expect

        def __str__(self) -> str:
            return str(self.args[0])

    return NotANumberError


def not_a_number(text: str) -> CGTError:
    """The error of ``sympy.sympify(g)`` for a game ``g`` that is not a number.

    >>> error = not_a_number("^")
    >>> isinstance(error, CGTError), str(error)[:45]
    (True, '^ is not a number, so sympy has no value for ')
    """
    return _not_a_number_class()(
        f"{text} is not a number, so sympy has no value for it; its mean, stops and "
        "temperature are numbers (sympy.sympify(g.mean))")


def pretty_form(text: str) -> Any:
    """``text`` as the picture sympy's pretty printer composes (``sympy.pretty(g)``)."""
    from sympy.printing.pretty.stringpict import prettyForm

    return prettyForm(text)

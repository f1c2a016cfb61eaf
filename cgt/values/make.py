"""Making games: from text, from options, and the named values.

Every function here returns a canonical :class:`~cgt.values.game.Game` and
accepts what a user has at hand: Games, ints, Fractions and game notation
text wherever a game is expected.

>>> str(game([1, "*"], [-1])), str(switch(1)), str(up(2) + star)
('±1', '±1', '^^*')
>>> compare("^", "*"), compare(1, "1/2")
('||', '>')
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING

from cgt.core import form
from cgt.core.arithmetic import negate
from cgt.core.canonical import canonical_form
from cgt.core.dyadic import Dyadic
from cgt.core.order import compare as compare_forms
from cgt.core.public import nus_published
from cgt.errors import CGTError, shown
from cgt.impartial.nimbers import nim_divide, nim_product
from cgt.notation import special
from cgt.notation.printer import UNICODE
from cgt.values import entry
from cgt.values.game import MAKE_GAME, Game, as_form, wrap

if TYPE_CHECKING:
    from cgt.transfinite.nimber import TransfiniteNimber
    from cgt.transfinite.surreal import SurrealNumber
    from cgt.values.stopper import SidedValue, Stopper

__all__ = [
    "DOWN", "UP", "compare", "game", "miny", "nimber", "nimber_divide", "nimber_product",
    "number", "nus", "parse", "parse_short", "pretty", "star", "switch", "tiny", "up", "up_nth",
    "up_sum", "zero",
]


# cgt.parse and cgt.nimber, the most called makers, are compiled with the core
# (:mod:`cgt.values.entry`, where they are documented); their public types:
if TYPE_CHECKING:
    def parse(text: str) -> Game | Stopper | SidedValue | SurrealNumber | TransfiniteNimber: ...

    def nimber(n: int) -> Game: ...
else:
    parse = entry.parse
    nimber = entry.nimber


def parse_short(text: str) -> Game:
    """:func:`parse` for a short game; a CGTError names a loopy value."""
    value = parse(text)
    if not isinstance(value, Game):
        raise CGTError(f"{text!r} is a loopy value ({value}); a short game is needed here")
    return value


def game(left: Iterable[object] = (), right: Iterable[object] = ()) -> Game:
    """The canonical game ``{left | right}``; options may be Games, ints,
    Fractions or game notation text.

    >>> str(game([1, "1*"], [-1]))
    '{1,1*|-1}'
    >>> game([0], ["*"]) is game(["0"], ["*"]), str(game([0, "*"], [0]))
    (True, '^*')
    >>> str(game([0], [1]))
    '1/2'
    """
    if isinstance(left, (str, bytes)) or isinstance(right, (str, bytes)):
        raise CGTError("game() takes lists of options; to read text use cgt.parse")
    return wrap(canonical_form([as_form(o) for o in left], [as_form(o) for o in right]))


def switch(g: object) -> Game:
    """``±g = {g | -g}``.

    >>> str(switch(1)), switch(1) is game([1], [-1])
    ('±1', True)
    """
    value = as_form(g)
    return wrap(canonical_form([value], [negate(value)]))


def number(x: int | Fraction | str) -> Game:
    """The number ``x``: an int, a dyadic Fraction, or text like ``"-3/4"``.

    >>> number("-3/4"), number(10**30).birthday == 10**30
    (cgt.parse('-3/4'), True)
    """
    return nus_published(Dyadic.from_value(x), 0, 0, MAKE_GAME)


def up(n: int = 1) -> Game:
    """``n.↑``: ``up(2)`` is ``^^``; negative ``n`` gives downs.

    >>> up(2), up(-1)
    (cgt.parse('^^'), cgt.parse('v'))
    """
    return wrap(form.up(n))


def nus(x: int | Fraction | str | Dyadic, ups: int = 0, nim: int = 0) -> Game:
    """The value ``x + ups.↑ + *nim`` (number, up-multiple, nimber).

    >>> str(nus(0, 2, 4)), str(nus(6, 1, 1)), str(nus(Fraction(9, 8), 0, 1))
    ('^^*4', '6^*', '9/8*')
    """
    if not isinstance(ups, int) or isinstance(ups, bool):
        raise CGTError(f"up multiple {shown(ups)} is not an integer")
    if not isinstance(nim, int) or isinstance(nim, bool) or nim < 0:
        raise CGTError(f"nim value {shown(nim)} is not a non-negative integer")
    return nus_published(Dyadic.from_value(x), ups, nim, MAKE_GAME)


zero = wrap(form.zero)
star = wrap(form.star)
UP = wrap(form.UP)
DOWN = wrap(form.DOWN)


def compare(g: object, h: object) -> str:
    """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused).

    >>> compare("^", "*"), compare(1, "1/2")
    ('||', '>')
    """
    return compare_forms(as_form(g), as_form(h))


def pretty(g: object) -> str:
    """``g`` as the books print it, in Unicode: ``↑ ⇑ ↓ ∗ ± ‖``.

    >>> pretty("{3||2|1} + ^^*"), pretty("v3*2")
    ('{3⇑∗‖2⇑∗|1⇑∗}', '3·↓∗2')
    """
    return UNICODE.print(as_form(g))


# -- named infinitesimals ----------------------------------------------------------------


def up_nth(n: int) -> Game:
    """``↑^n``, "up-nth": ``↑^1 = ↑``, ``↑^(n+1) = {0 | ↓^[n] *}`` (CGSuite's ``^<n>``).

    >>> up_nth(2), up_nth(3) == parse("{0||0|0,v*}")
    (cgt.parse('^<2>'), True)
    """
    return wrap(special.up_nth(n))


def up_sum(n: int) -> Game:
    """``↑^[n] = ↑ + ↑^2 + ... + ↑^n``, "up-sum" (CGSuite's ``^[n]``).

    >>> up_sum(2) == up_nth(1) + up_nth(2)
    True
    """
    return wrap(special.up_sum(n))


def tiny(g: object) -> Game:
    """``Tiny(G) = {0 || 0 | -G}`` (⧾_G); ``g`` is any game, number or text.

    >>> tiny(1) == parse("{0||0|-1}"), tiny("1/2") > 0
    (True, True)
    """
    return wrap(special.tiny(as_form(g)))


def miny(g: object) -> Game:
    """``Miny(G) = {G | 0 || 0} = -Tiny(G)`` (⧿_G).

    >>> miny(2) == -tiny(2)
    True
    """
    return wrap(special.miny(as_form(g)))


# -- the nimber field ----------------------------------------------------------------------


def nimber_product(g: object, h: object) -> Game:
    """The Conway product ``*a × *b = *(a ⊗ b)`` of two nimbers (Games, or text).

    >>> nimber_product(nimber(4), nimber(4)), nimber_product("*3", "*5")
    (cgt.parse('*6'), cgt.parse('*15'))
    """
    return nimber(nim_product(_nim_value(g), _nim_value(h)))


def nimber_divide(g: object, h: object) -> Game:
    """The nimber ``*x`` with ``*x × h = g``.

    >>> nimber_divide("*", "*2")
    cgt.parse('*3')
    """
    return nimber(nim_divide(_nim_value(g), _nim_value(h)))


def _nim_value(value: object) -> int:
    g = as_form(value)
    if not g.is_nimber:
        raise CGTError(f"{wrap(g)} is not a nimber: the nim product takes nimbers *a and *b")
    return g.nim_part

"""The game store: canonical short games, interned.

Every :class:`Game` is a canonical form, and every canonical form exists once:
the store hash-conses games by their options, so equal values are the same
object, ``==`` and ``hash`` are O(1), and the operations of :mod:`cgt.order`
and :mod:`cgt.arithmetic` are memoised on integer ids.

Values of the form ``x + n.↑ + *m`` (x a dyadic number: numbers, nimbers,
ups, and their sums) are kept compactly as the triple ``(x, n, m)``; their
sums, negatives, comparisons and birthdays are closed forms, and their
options are produced only when an algorithm asks for them.

>>> number(3) + nimber(2) + up(1) == nus(3, 1, 2)
True
>>> nimber(3) + nimber(5) is nimber(6)
True
"""

from __future__ import annotations

import enum
from fractions import Fraction
from itertools import count
from operator import attrgetter
from typing import TYPE_CHECKING, Iterable

from cgt.dyadic import Dyadic
from cgt.errors import CGTError

if TYPE_CHECKING:  # pragma: no cover
    from cgt.outcome import Outcome
    from cgt.thermograph import Thermograph

__all__ = [
    "Game", "number", "nimber", "up", "nus", "zero", "star", "UP", "DOWN", "as_game",
]

_ids = count()

#: (mantissa, exponent, ups, nim) -> Game, for the compact values x + n.↑ + *m
_NUS: dict[tuple[int, int, int, int], "Game"] = {}
#: (left ids, right ids), both sorted -> Game, for every other canonical form
_FORMS: dict[tuple[tuple[int, ...], tuple[int, ...]], "Game"] = {}


class Game:
    """A short partizan game in canonical form.

    Games are immutable and unique: build them with :func:`cgt.parse`,
    :func:`cgt.game`, :func:`number`, :func:`nimber`, :func:`up` or by
    arithmetic, never with ``Game()``.

    >>> from cgt import parse
    >>> g = parse("{2|-1/2}")
    >>> g.left, g.right
    ((cgt.parse('2'),), (cgt.parse('-1/2'),))
    >>> g + g
    cgt.parse('3/2')
    """

    __slots__ = (
        "_id", "_left", "_right", "_x", "_ups", "_nim",
        "_birthday", "_depth", "_lstop", "_rstop", "_lkey", "_rkey", "_neg", "_hash", "__weakref__",
    )

    _id: int
    _left: tuple[Game, ...] | None
    _right: tuple[Game, ...] | None
    _x: Dyadic | None  # number part of a compact value; None for other forms
    _ups: int
    _nim: int
    _birthday: int
    _depth: int  # how deep the algorithms may recurse into it (numbers are never expanded)
    _lstop: Dyadic
    _rstop: Dyadic
    _lkey: int | Fraction  # the stops as order keys (Dyadic.order_key), for fast comparison
    _rkey: int | Fraction
    _neg: Game | None
    _hash: int

    def __new__(cls, *args: object, **kwargs: object) -> Game:
        raise TypeError("build games with cgt.parse, cgt.game, cgt.number, ... not Game()")

    # -- options -------------------------------------------------------------

    @property
    def left(self) -> tuple[Game, ...]:
        """The Left options of the canonical form."""
        if self._left is None:
            self._left, self._right = _nus_options(self)
        return self._left

    @property
    def right(self) -> tuple[Game, ...]:
        """The Right options of the canonical form."""
        if self._right is None:
            self._left, self._right = _nus_options(self)
        return self._right

    # -- facts -------------------------------------------------------------------

    @property
    def is_number(self) -> bool:
        """True for numbers (dyadic rationals).

        >>> number("3/4").is_number, nimber(1).is_number
        (True, False)
        """
        return self._x is not None and self._ups == 0 and self._nim == 0

    @property
    def is_integer(self) -> bool:
        return self.is_number and self._x.exponent == 0

    @property
    def is_nimber(self) -> bool:
        """True for ``*n`` (``0`` included).

        >>> nimber(4).is_nimber, up(1).is_nimber
        (True, False)
        """
        return self._x is not None and self._ups == 0 and self._x.mantissa == 0

    @property
    def is_impartial(self) -> bool:
        """True when Left and Right have the same options all the way down.

        A canonical form is impartial exactly when it is a nimber
        (Sprague-Grundy), so this agrees with :attr:`is_nimber`.
        """
        return self.is_nimber

    @property
    def is_infinitesimal(self) -> bool:
        """True when both stops are 0: smaller than every positive number and
        larger than every negative one (``0`` included, as in CGSuite).

        >>> up(1).is_infinitesimal, number(1).is_infinitesimal
        (True, False)
        """
        return self._lstop.mantissa == 0 and self._rstop.mantissa == 0

    @property
    def is_number_up_star(self) -> bool:
        """True for the compact values ``x + n.↑ + *m``."""
        return self._x is not None

    @property
    def number(self) -> Fraction:
        """The number this game equals, as a Fraction; CGTError for non-numbers."""
        if not self.is_number:
            raise CGTError(f"{self} is not a number")
        return self._x.to_fraction()

    @property
    def nim_value(self) -> int:
        """``n`` for the nimber ``*n``; CGTError for other games."""
        if not self.is_nimber:
            raise CGTError(f"{self} is not a nimber")
        return self._nim

    @property
    def number_part(self) -> Fraction:
        """``x`` of a compact value ``x + n.↑ + *m``; CGTError otherwise."""
        if self._x is None:
            raise CGTError(f"{self} is not of the form x + n.^ + *m")
        return self._x.to_fraction()

    @property
    def up_multiple(self) -> int:
        """``n`` of a compact value ``x + n.↑ + *m`` (0 for other games' lack of one)."""
        if self._x is None:
            raise CGTError(f"{self} is not of the form x + n.^ + *m")
        return self._ups

    @property
    def nimber_part(self) -> int:
        """``m`` of a compact value ``x + n.↑ + *m``."""
        if self._x is None:
            raise CGTError(f"{self} is not of the form x + n.^ + *m")
        return self._nim

    @property
    def birthday(self) -> int:
        """The day the canonical form is born: the height of its game tree.

        >>> up(2).birthday, number("5/4").birthday, nimber(3).birthday
        (3, 4, 3)
        """
        return self._birthday

    @property
    def left_stop(self) -> Fraction:
        """The number reached when Left moves first and both play to stop.

        >>> from cgt import parse
        >>> parse("{2|-1/2}").left_stop
        Fraction(2, 1)
        """
        return self._lstop.to_fraction()

    @property
    def right_stop(self) -> Fraction:
        """The number reached when Right moves first and both play to stop."""
        return self._rstop.to_fraction()

    @property
    def outcome(self) -> Outcome:
        """Who wins: ``L`` (Left, whoever starts), ``R``, ``N`` (the first
        player) or ``P`` (the second player).

        >>> str(nimber(1).outcome), str(number(0).outcome), str(up(1).outcome)
        ('N', 'P', 'L')
        """
        return _order.outcome(self)

    # -- temperature theory ------------------------------------------------------

    @property
    def thermograph(self) -> Thermograph:
        """The thermograph: walls, mast and temperature (see :mod:`cgt.thermograph`)."""
        return _thermograph.thermograph(self)

    @property
    def temperature(self) -> Fraction:
        """How hot the game is: where its thermograph's walls meet.

        Numbers ``m/2**k`` have temperature ``-1/2**k`` (integers ``-1``).

        >>> number("3/4").temperature, nimber(1).temperature
        (Fraction(-1, 4), Fraction(0, 1))
        """
        return _thermograph.thermograph(self).temperature

    @property
    def mean(self) -> Fraction:
        """The mean value: the number the game is worth in the long run (the mast)."""
        return _thermograph.thermograph(self).mast

    def cool(self, t: object) -> Game:
        """This game cooled by the number ``t``.

        >>> from cgt import parse
        >>> parse("{2|-1/2}").cool("1/2")
        cgt.parse('{3/2|0}')
        """
        return _cooling.cool(self, t)

    def heat(self, t: object) -> Game:
        """This game heated by ``t`` (a number or any game, e.g. ``*``)."""
        return _cooling.heat(self, t)

    def overheat(self, s: object, t: object) -> Game:
        """This game overheated from ``s`` to ``t``."""
        return _cooling.overheat(self, s, t)

    def ordinal_sum(self, other: object) -> Game:
        """``G : H``: moves in ``G`` wipe out ``H`` (Conway's ordinal sum).

        >>> from cgt import parse
        >>> parse("1").ordinal_sum("-1")
        cgt.parse('1/2')
        """
        return _products.ordinal_sum(self, other)

    def norton(self, unit: object) -> Game:
        """The Norton product ``G.U`` by a positive unit ``U``.

        >>> from cgt import parse
        >>> half_up = parse("1/2").norton("^")
        >>> half_up + half_up == up(1)
        True
        """
        return _products.norton(self, unit)

    @property
    def left_incentives(self) -> tuple[Game, ...]:
        """``G^L - G`` for each Left option."""
        return _products.left_incentives(self)

    @property
    def right_incentives(self) -> tuple[Game, ...]:
        """``G - G^R`` for each Right option."""
        return _products.right_incentives(self)

    @property
    def incentives(self) -> tuple[Game, ...]:
        """All incentives, Left's then Right's."""
        return _products.incentives(self)

    @property
    def atomic_weight(self) -> Game:
        """The atomic weight of an infinitesimal (see :mod:`cgt.atomic`);
        CGTError for games that are not atomic.

        >>> up(3).atomic_weight
        cgt.parse('3')
        """
        return _atomic.atomic_weight(self)

    def reduced(self) -> Game:
        """The reduced canonical form: the simplest game equal to this one up
        to infinitesimals (see :mod:`cgt.reduced`).

        >>> from cgt import parse
        >>> parse("{1/2|*}").reduced()
        cgt.parse('{1/2|0}')
        """
        return _reduced.reduced(self)

    def conjugate(self) -> Game:
        """Left and Right swapped all the way down: ``-G`` for a canonical form."""
        return _arithmetic.negate(self)

    # -- algebra -------------------------------------------------------------

    def __add__(self, other: object) -> Game:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return _arithmetic.sum_games(self, other)

    __radd__ = __add__

    def __neg__(self) -> Game:
        return _arithmetic.negate(self)

    def __pos__(self) -> Game:
        return self

    def __sub__(self, other: object) -> Game:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return _arithmetic.sum_games(self, _arithmetic.negate(other))

    def __rsub__(self, other: object) -> Game:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return _arithmetic.sum_games(other, _arithmetic.negate(self))

    def __mul__(self, other: object) -> Game:
        """``n * g``: the sum of ``n`` copies of ``g`` (``-g`` copies for negative ``n``)."""
        if isinstance(other, int) and not isinstance(other, bool):
            return _arithmetic.multiple(self, other)
        return NotImplemented

    __rmul__ = __mul__

    # -- order ---------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Game):
            return self is other
        return _equal(self, other)

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return self._hash

    def __le__(self, other: object) -> bool:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return _order.less_equal(self, other)

    def __ge__(self, other: object) -> bool:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return _order.less_equal(other, self)

    def __lt__(self, other: object) -> bool:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return other is not self and _order.less_equal(self, other)

    def __gt__(self, other: object) -> bool:
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return other is not self and _order.less_equal(other, self)

    def confused_with(self, other: object) -> bool:
        """``G || H``: neither ``G <= H`` nor ``G >= H``.

        >>> nimber(1).confused_with(0)
        True
        """
        return _order.compare(self, as_game(other)) == "||"

    # -- text ------------------------------------------------------------------

    def __str__(self) -> str:
        return _printer.format_game(self)

    def __repr__(self) -> str:
        return f"cgt.parse('{self}')"

    def __rich__(self):
        from cgt.report import game_rich

        return game_rich(self)

    def _repr_html_(self) -> str:
        from cgt.report import game_html

        return game_html(self)

    def _repr_latex_(self) -> str:
        from cgt.report import game_latex

        return game_latex(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __reduce__(self) -> tuple:
        return (_parse_for_pickle, (str(self),))

    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: dict) -> Game:
        return self


def _parse_for_pickle(text: str) -> Game:
    from cgt.parser import parse

    return parse(text)


# -- making games ------------------------------------------------------------


def _new(left: tuple[Game, ...] | None, right: tuple[Game, ...] | None) -> Game:
    g = object.__new__(Game)
    g._id = next(_ids)
    g._left = left
    g._right = right
    g._neg = None
    return g


def nus(x: int | Fraction | str | Dyadic, ups: int = 0, nim: int = 0) -> Game:
    """The value ``x + ups.↑ + *nim`` (number, up-multiple, nimber).

    >>> str(nus(0, 2, 4)), str(nus(6, 1, 1)), str(nus(Fraction(9, 8), 0, 1))
    ('^^*4', '6^*', '9/8*')
    """
    if not isinstance(ups, int) or isinstance(ups, bool):
        raise CGTError(f"up multiple {ups!r} is not an integer")
    if not isinstance(nim, int) or isinstance(nim, bool) or nim < 0:
        raise CGTError(f"nim value {nim!r} is not a non-negative integer")
    return _nus(Dyadic.from_value(x), ups, nim)


def _nus(x: Dyadic, ups: int, nim: int) -> Game:
    key = (x.mantissa, x.exponent, ups, nim)
    g = _NUS.get(key)
    if g is not None:
        return g
    g = _new(None, None)
    g._x = x
    g._ups = ups
    g._nim = nim
    g._birthday = x.birthday + _infinitesimal_birthday(ups, nim)
    g._depth = x.exponent + 1 + _infinitesimal_birthday(ups, nim)
    g._lstop = g._rstop = x
    g._lkey = g._rkey = x.order_key()
    if ups == 0 and nim == 0:
        g._hash = hash(x.to_fraction()) if x.exponent else hash(x.mantissa)
    else:
        g._hash = hash(("cgt", g._id))
    _NUS[key] = g
    return g


def _infinitesimal_birthday(ups: int, nim: int) -> int:
    """Birthday of ``n.↑ + *m``, from its canonical options (see :func:`_nus_options`).

    ``n.↑*m = {0 | (n-1).↑ *(m^1)}`` for ``n >= 1``, except ``↑* = {0,*|0}``;
    unrolled, the chain ends at ``*m'`` or at ``↑*``.
    """
    n = abs(ups)
    if n == 0:
        return nim
    if nim ^ ((n - 1) & 1) == 1:  # the chain passes through ↑* (birthday 2)
        return n + 1
    return n + (nim ^ (n & 1))


def _nus_options(g: Game) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """Canonical options of ``x + n.↑ + *m`` (Siegel, *CGT*, II.4, uptimals).

    ``x + G`` has options ``x + G^L | x + G^R`` when ``G`` is not a number
    (number translation), so only the infinitesimal part matters:
    ``*m = {*0..*(m-1) | *0..*(m-1)}``, ``↑* = {0,*|0}`` and
    ``n.↑ + *m = {0 | (n-1).↑ + *(m^1)}`` otherwise, for ``n >= 1``; downs mirror.
    """
    x, n, m = g._x, g._ups, g._nim
    if n == 0 and m == 0:
        if x.exponent:
            step = Dyadic(1, x.exponent)
            return (_nus(x - step, 0, 0),), (_nus(x + step, 0, 0),)
        if x.mantissa > 0:
            return (_nus(Dyadic(x.mantissa - 1), 0, 0),), ()
        if x.mantissa < 0:
            return (), (_nus(Dyadic(x.mantissa + 1), 0, 0),)
        return (), ()
    base = _nus(x, 0, 0)
    if n == 0:
        options = tuple(_nus(x, 0, k) for k in range(m))
        return options, options
    if n == 1 and m == 1:
        return (base, _nus(x, 0, 1)), (base,)
    if n == -1 and m == 1:
        return (base,), (base, _nus(x, 0, 1))
    if n > 0:
        return (base,), (_nus(x, n - 1, m ^ 1),)
    return (_nus(x, n + 1, m ^ 1),), (base,)


def make_form(left: tuple[Game, ...], right: tuple[Game, ...]) -> Game:
    """Intern ``{left | right}``, which the caller guarantees to be canonical
    and not of the compact form ``x + n.↑ + *m``.

    Stops and birthday are computed here, once, from the options'.
    """
    if len(left) > 1:
        left = tuple(sorted(left, key=_by_id))
    if len(right) > 1:
        right = tuple(sorted(right, key=_by_id))
    key = (tuple([g._id for g in left]), tuple([g._id for g in right]))
    g = _FORMS.get(key)
    if g is not None:
        return g
    g = _new(tuple(left), tuple(right))
    g._x = None
    g._ups = g._nim = 0
    g._birthday = 1 + max(o._birthday for o in (*left, *right))
    g._depth = 1 + max(o._depth for o in (*left, *right))
    # Left stop of a non-number: the best Right stop among its Left options.
    best = max(left, key=_right_key)
    worst = min(right, key=_left_key)
    g._lstop, g._lkey = best._rstop, best._rkey
    g._rstop, g._rkey = worst._lstop, worst._lkey
    g._hash = hash(("cgt", g._id))
    _FORMS[key] = g
    return g


_by_id = attrgetter("_id")
_right_key = attrgetter("_rkey")
_left_key = attrgetter("_lkey")


# -- the public constructors -------------------------------------------------


def number(x: int | Fraction | str) -> Game:
    """The number ``x``: an int, a dyadic Fraction, or text like ``"-3/4"``.

    >>> number("-3/4"), number(10**30).birthday == 10**30
    (cgt.parse('-3/4'), True)
    """
    return _nus(Dyadic.from_value(x), 0, 0)


def nimber(n: int) -> Game:
    """The nimber ``*n``.

    >>> nimber(3)
    cgt.parse('*3')
    """
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTError(f"nim value {n!r} is not a non-negative integer")
    return _nus(_ZERO_DYADIC, 0, n)


def up(n: int = 1) -> Game:
    """``n.↑``: ``up(2)`` is ``^^``; negative ``n`` gives downs.

    >>> up(2), up(-1)
    (cgt.parse('^^'), cgt.parse('v'))
    """
    if not isinstance(n, int) or isinstance(n, bool):
        raise CGTError(f"up multiple {n!r} is not an integer")
    return _nus(_ZERO_DYADIC, n, 0)


_ZERO_DYADIC = Dyadic(0)
zero = _nus(_ZERO_DYADIC, 0, 0)
star = nimber(1)
UP = up(1)
DOWN = up(-1)


def _coerce(value: object) -> Game | None:
    """A Game for a Game, int or dyadic Fraction; None for anything else."""
    if isinstance(value, Game):
        return value
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        return _nus(Dyadic.from_value(value), 0, 0)
    return None


def _equal(game: Game, value: object) -> bool | type(NotImplemented):
    """``game == value``; a number that no game equals (like 1/3) is simply unequal."""
    if isinstance(value, Game):
        return game is value
    if isinstance(value, Fraction) and value.denominator & (value.denominator - 1):
        return False
    other = _coerce(value)
    return NotImplemented if other is None else game is other


def as_game(value: object) -> Game:
    """Read a Game, an int, a Fraction, a Dyadic or game notation text as a Game.

    >>> as_game("^*") is nus(0, 1, 1), as_game(3) is number(3)
    (True, True)
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        from cgt.parser import parse

        return parse(value)
    if isinstance(value, Dyadic):
        return _nus(value, 0, 0)
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        from numbers import Rational

        if not isinstance(value, Rational) or isinstance(value, bool):
            raise CGTError(f"{value!r} is not a game (expected a Game, int, Fraction or text)")
    return _nus(Dyadic.from_value(value), 0, 0)


def as_games(values: Iterable[object]) -> list[Game]:
    return [as_game(v) for v in values]


def store_size() -> int:
    """How many canonical games the store holds."""
    return len(_NUS) + len(_FORMS)


# The operations live in modules above this one; bound late to break the cycle.
from cgt import arithmetic as _arithmetic  # noqa: E402
from cgt import order as _order  # noqa: E402
from cgt import printer as _printer  # noqa: E402
from cgt import cooling as _cooling  # noqa: E402
from cgt import products as _products  # noqa: E402
from cgt import reduced as _reduced  # noqa: E402
from cgt import atomic as _atomic  # noqa: E402
from cgt import thermograph as _thermograph  # noqa: E402
from cgt.canonical import game, switch  # noqa: E402,F401  (re-exported)

"""The public value type: :class:`Game`, one object per canonical form.

A Game wraps exactly one interned :class:`~cgt.core.form.Form` of the core,
and a Form has at most one Game, so equal values are the same Game and
``==`` is ``is``. Every operation is a method or an operator here, and each
delegates to the layer that owns it: sums and the order to
:mod:`cgt.core`, text to :mod:`cgt.notation`, temperature theory to
:mod:`cgt.theory`. The layers below never see a Game.

>>> from cgt.values.make import nimber, number, nus, up
>>> number(3) + nimber(2) + up(1) == nus(3, 1, 2)
True
>>> nimber(3) + nimber(5) is nimber(6)
True
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational
from types import NotImplementedType
from typing import TYPE_CHECKING, Any, Final

from cgt.core.arithmetic import estimated_sum, multiple, negate
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, nus, zero
from cgt.core.order import compare as compare_forms
from cgt.core.order import less_equal, outcome
from cgt.core.public import Maker, nus_published, published
from cgt.core.slots import Slot, needed
from cgt.errors import CGTError, shown
from cgt.native import python_class
from cgt.notation import render
from cgt.notation.parser import parse as parse_form
from cgt.notation.printer import LATEX, UNICODE, format_game
from cgt.theory import (
    atomic,
    companion,
    compounds,
    cooling,
    powers,
    products,
    reduced,
    symbolic,
    tempered,
)
from cgt.theory.thermograph import thermograph

if TYPE_CHECKING:  # pragma: no cover
    from cgt.core.outcome import Outcome
    from cgt.theory.thermograph import Thermograph

__all__ = ["MAKE_GAME", "Game", "GameMaker", "as_form", "as_game", "wrap"]


@python_class
class Game:
    """A short partizan game in canonical form.

    Games are immutable and unique: build them with :func:`cgt.parse`,
    :func:`cgt.game`, :func:`cgt.number`, :func:`cgt.nimber`, :func:`cgt.up`
    or by arithmetic, never with ``Game()``.

    >>> from cgt.values.make import parse
    >>> g = parse("{2|-1/2}")
    >>> g.left, g.right
    ((cgt.parse('2'),), (cgt.parse('-1/2'),))
    >>> g + g
    cgt.parse('3/2')
    """

    __slots__ = ("__weakref__", "_form")

    _form: Form

    def __new__(cls, *args: object, **kwargs: object) -> Game:
        raise TypeError("build games with cgt.parse, cgt.game, cgt.number, ... not Game()")

    @property
    def form(self) -> Form:
        """The core's interned form behind this value (see :mod:`cgt.core.form`),
        for code that works with the engine's functions directly."""
        return self._form

    # -- options -------------------------------------------------------------

    @property
    def left(self) -> tuple[Game, ...]:
        """The Left options of the canonical form."""
        return tuple([wrap(o) for o in self._form.left])

    @property
    def right(self) -> tuple[Game, ...]:
        """The Right options of the canonical form."""
        return tuple([wrap(o) for o in self._form.right])

    # -- facts ---------------------------------------------------------------

    @property
    def is_number(self) -> bool:
        """True for numbers (dyadic rationals).

        >>> from cgt.values.make import nimber, number
        >>> number("3/4").is_number, nimber(1).is_number
        (True, False)
        """
        return self._form.is_number

    @property
    def is_integer(self) -> bool:
        """True for the integers."""
        return self._form.is_integer

    @property
    def is_nimber(self) -> bool:
        """True for ``*n`` (``0`` included).

        >>> from cgt.values.make import nimber, up
        >>> nimber(4).is_nimber, up(1).is_nimber
        (True, False)
        """
        return self._form.is_nimber

    @property
    def is_impartial(self) -> bool:
        """True when Left and Right have the same options all the way down.

        A canonical form is impartial exactly when it is a nimber
        (Sprague-Grundy), so this agrees with :attr:`is_nimber`.
        """
        return self._form.is_nimber

    @property
    def is_infinitesimal(self) -> bool:
        """True when both stops are 0: smaller than every positive number and
        larger than every negative one (``0`` included, as in CGSuite).

        >>> from cgt.values.make import number, up
        >>> up(1).is_infinitesimal, number(1).is_infinitesimal
        (True, False)
        """
        return self._form.is_infinitesimal

    @property
    def is_number_up_star(self) -> bool:
        """True for the compact values ``x + n.↑ + *m``."""
        return self._form.number_part is not None

    @property
    def number(self) -> Fraction:
        """The number this game equals, as a Fraction; CGTError for non-numbers."""
        form = self._form
        if form.number_part is None or not form.is_number:
            raise CGTError(f"{self} is not a number")
        return form.number_part.to_fraction()

    @property
    def nim_value(self) -> int:
        """``n`` for the nimber ``*n``; CGTError for other games."""
        if not self._form.is_nimber:
            raise CGTError(f"{self} is not a nimber")
        return self._form.nim_part

    @property
    def number_part(self) -> Fraction:
        """``x`` of a compact value ``x + n.↑ + *m``; CGTError otherwise."""
        return self._compact()[0].to_fraction()

    @property
    def up_multiple(self) -> int:
        """``n`` of a compact value ``x + n.↑ + *m``; CGTError otherwise."""
        return self._compact()[1]

    @property
    def nimber_part(self) -> int:
        """``m`` of a compact value ``x + n.↑ + *m``; CGTError otherwise."""
        return self._compact()[2]

    def _compact(self) -> tuple[Dyadic, int, int]:
        form = self._form
        if form.number_part is None:
            raise CGTError(f"{self} is not of the form x + n.^ + *m")
        return form.number_part, form.up_part, form.nim_part

    @property
    def birthday(self) -> int:
        """The day the canonical form is born: the height of its game tree.

        >>> from cgt.values.make import nimber, number, up
        >>> up(2).birthday, number("5/4").birthday, nimber(3).birthday
        (3, 4, 3)
        """
        return self._form.birthday

    @property
    def left_stop(self) -> Fraction:
        """The number reached when Left moves first and both play to stop.

        >>> from cgt.values.make import parse
        >>> parse("{2|-1/2}").left_stop
        Fraction(2, 1)
        """
        return self._form.left_stop.to_fraction()

    @property
    def right_stop(self) -> Fraction:
        """The number reached when Right moves first and both play to stop."""
        return self._form.right_stop.to_fraction()

    @property
    def outcome(self) -> Outcome:
        """Who wins: ``L`` (Left, whoever starts), ``R``, ``N`` (the first
        player) or ``P`` (the second player).

        >>> from cgt.values.make import nimber, number, up
        >>> str(nimber(1).outcome), str(number(0).outcome), str(up(1).outcome)
        ('N', 'P', 'L')
        """
        return outcome(self._form)

    # -- temperature theory --------------------------------------------------

    @property
    def thermograph(self) -> Thermograph:
        """The thermograph: walls, mast and temperature (see :mod:`cgt.theory.thermograph`)."""
        return thermograph(self._form)

    @property
    def temperature(self) -> Fraction:
        """How hot the game is: where its thermograph's walls meet.

        Numbers ``m/2**k`` have temperature ``-1/2**k`` (integers ``-1``).

        >>> from cgt.values.make import nimber, number
        >>> number("3/4").temperature, nimber(1).temperature
        (Fraction(-1, 4), Fraction(0, 1))
        """
        return thermograph(self._form).temperature

    @property
    def mean(self) -> Fraction:
        """The mean value: the number the game is worth in the long run (the mast)."""
        return thermograph(self._form).mast

    def cool(self, t: object) -> Game:
        """This game cooled by the number ``t``.

        >>> from cgt.values.make import parse
        >>> parse("{2|-1/2}").cool("1/2")
        cgt.parse('{3/2|0}')
        """
        amount = as_form(t)
        if not amount.is_number:
            raise CGTError(f"the temperature to cool by must be a number, not {wrap(amount)}")
        return wrap(cooling.cool(self._form, amount))

    def heat(self, t: object) -> Game:
        """This game heated by ``t`` (a number or any game, e.g. ``*``)."""
        return wrap(cooling.heat(self._form, as_form(t)))

    def overheat(self, s: object, t: object) -> Game:
        """This game overheated from ``s`` to ``t``."""
        return wrap(cooling.overheat(self._form, as_form(s), as_form(t)))

    def ordinal_sum(self, other: object) -> Game:
        """``G : H``: moves in ``G`` wipe out ``H`` (Conway's ordinal sum).

        >>> from cgt.values.make import parse
        >>> parse("1").ordinal_sum("-1")
        cgt.parse('1/2')
        """
        return wrap(products.ordinal_sum(self._form, as_form(other)))

    def ordinal_product(self, other: object) -> Game:
        """The ordinal product ``G ⊗ H`` (CGSuite's ``OrdinalProduct``): the
        options ``(G ⊗ H^L) : G^L`` and so on (:func:`cgt.theory.products.ordinal_product`).

        >>> from cgt.values.make import parse
        >>> parse("1/2").ordinal_product("1/4"), parse("+-1").ordinal_product("^^")
        (cgt.parse('11/32'), cgt.parse('±1'))
        """
        return wrap(products.ordinal_product(self._form, as_form(other)))

    def norton(self, unit: object) -> Game:
        """The Norton product ``G.U`` by a positive unit ``U``.

        >>> from cgt.values.make import parse, up
        >>> half_up = parse("1/2").norton("^")
        >>> half_up + half_up == up(1)
        True
        """
        u = as_form(unit)
        if u is zero or not less_equal(zero, u):
            raise CGTError(f"Norton multiplication needs a positive unit, not {wrap(u)}")
        return wrap(products.norton(self._form, u))

    # -- compounds, powers, parity: examples in cgt.theory.compounds, powers, companion, tempered

    def conjunctive(self, other: object) -> Game:
        """``G ∧ H``, a move in both components (CGSuite's ``ConjunctiveSum``).

        >>> from cgt.values.make import parse
        >>> parse("+-1").conjunctive("^^"), parse("*5").selective("*6")
        (cgt.parse('{0|-1}'), cgt.parse('*11'))
        """
        return wrap(compounds.conjunctive_sum(self._form, as_form(other)))

    def selective(self, other: object) -> Game:
        """``G ∨ H``, a move in one component or both (Winning Ways' selective
        compound; CGSuite's ``SelectiveSum`` has sums, not compounds, as options)."""
        return wrap(compounds.selective_sum(self._form, as_form(other)))

    def continued_conjunctive_sum(self, other: object) -> Game:
        """``G △ H``, a move in every component where the player has one."""
        return wrap(compounds.continued_conjunctive_sum(self._form, as_form(other)))

    def sequential_sum(self, other: object) -> Game:
        """``G ▷ H``, a move in ``G`` while the player has one, else in ``H``."""
        return wrap(compounds.sequential_sum(self._form, as_form(other)))

    def conway_product(self, other: object) -> Game:
        """Conway's product ``G·H`` (CGSuite's ``ConwayProduct``).

        >>> from cgt.values.make import parse
        >>> parse("*4").conway_product("*4"), parse("15").conway_product("^^*2")
        (cgt.parse('*6'), cgt.parse('^30*2'))
        """
        return wrap(compounds.conway_product(self._form, as_form(other)))

    def subordinate(self, base: object) -> Game:
        """The ``X`` with ``base : X`` equal to this game (CGSuite's ``Subordinate``).

        >>> from cgt.values.make import parse
        >>> parse("1/8").subordinate(1), parse("^").pow_to(3), parse("^").power(3)
        (cgt.parse('-3'), cgt.parse('^[3]'), cgt.parse('^<3>'))
        """
        try:
            return wrap(powers.subordinate(self._form, as_form(base)))
        except CGTError as error:
            raise CGTError(f"{self} {error} {wrap(as_form(base))}") from None

    def pow_to(self, exponent: object) -> Game:
        """``G^→x = G : x.subordinate(1)``, ``x`` a number (CGSuite's ``PowTo``)."""
        return wrap(powers.pow_to(self._form, as_form(exponent)))

    def power(self, exponent: object) -> Game:
        """``G^x = {0 | H - G^→(x-1)}`` for ``G = {0|H}`` (CGSuite's ``Pow``)."""
        return wrap(powers.power(self._form, as_form(exponent)))

    def companion(self) -> Game:
        """The companion: ``0`` and ``*`` swap, ``^`` and ``^*`` (CGSuite's ``Companion``)."""
        return wrap(companion.companion(self._form))

    def freeze(self) -> Game:
        """This game cooled by its temperature (CGSuite's ``Freeze``).

        >>> from cgt.values.make import parse
        >>> parse("{3||2+*|1+*}").freeze(), parse("*8").stop_count(), parse("5").is_odd
        (cgt.parse('9/4*'), 4374, True)
        """
        return self if self._form.is_number else self.cool(self.temperature)

    def stop_count(self) -> int:
        """How many leaves the game tree has (CGSuite's ``StopCount``)."""
        return companion.stop_count(self._form)

    @property
    def is_even(self) -> bool:
        """Every option odd, down to even integers (CGSuite's ``IsEven``)."""
        return tempered.is_even(self._form)

    @property
    def is_odd(self) -> bool:
        """Every option even, down to odd integers (CGSuite's ``IsOdd``)."""
        return tempered.is_odd(self._form)

    @property
    def is_even_tempered(self) -> bool:
        """Every option odd-tempered; numbers are (CGSuite's ``IsEvenTempered``)."""
        return tempered.is_even_tempered(self._form)

    @property
    def is_odd_tempered(self) -> bool:
        """Every option even-tempered; ``x*`` is (CGSuite's ``IsOddTempered``)."""
        return tempered.is_odd_tempered(self._form)

    @property
    def left_incentives(self) -> tuple[Game, ...]:
        """``G^L - G`` for each Left option."""
        return tuple([wrap(d) for d in products.left_incentives(self._form)])

    @property
    def right_incentives(self) -> tuple[Game, ...]:
        """``G - G^R`` for each Right option."""
        return tuple([wrap(d) for d in products.right_incentives(self._form)])

    @property
    def incentives(self) -> tuple[Game, ...]:
        """All incentives, Left's then Right's."""
        return tuple([wrap(d) for d in products.incentives(self._form)])

    @property
    def atomic_weight(self) -> Game:
        """The atomic weight of an infinitesimal (see :mod:`cgt.theory.atomic`);
        CGTError for games that are not atomic.

        >>> from cgt.values.make import up
        >>> up(3).atomic_weight
        cgt.parse('3')
        """
        try:
            return wrap(atomic.atomic_weight(self._form))
        except CGTError as error:
            raise CGTError(f"{self} is {error}") from None

    def reduced(self) -> Game:
        """The reduced canonical form: the simplest game equal to this one up
        to infinitesimals (see :mod:`cgt.theory.reduced`).

        >>> from cgt.values.make import parse
        >>> parse("{1/2|*}").reduced()
        cgt.parse('{1/2|0}')
        """
        return wrap(reduced.reduced(self._form))

    def conjugate(self) -> Game:
        """Left and Right swapped all the way down: ``-G`` for a canonical form."""
        return wrap(negate(self._form))

    # -- algebra -------------------------------------------------------------
    # The operators say they may return NotImplemented (for operands they do
    # not know, left to Python): the compiled module checks return types.

    def __add__(self, other: object) -> Game | NotImplementedType:
        form = other._form if type(other) is Game else _operand(other, "+")
        if form is None:
            return NotImplemented
        mine = self._form
        x, y = mine.number_part, form.number_part
        if x is not None and y is not None:  # x + n.^ + *m: closed form, no recursion,
            # and a new sum made with its Game in one trip through the store's lock
            return nus_published(x + y if y.mantissa else x, mine.up_part + form.up_part,
                                 mine.nim_part ^ form.nim_part, MAKE_GAME)
        result = estimated_sum(mine, form)
        game = result.public
        return game if game is not None else published(result, MAKE_GAME)

    def __radd__(self, other: object) -> Game | NotImplementedType:
        return self.__add__(other)  # sums commute (an alias would not compile)

    def __neg__(self) -> Game:
        return wrap(negate(self._form))

    def __pos__(self) -> Game:
        return self

    def __sub__(self, other: object) -> Game | NotImplementedType:
        form = other._form if type(other) is Game else _operand(other, "-")
        if form is None:
            return NotImplemented
        result = estimated_sum(self._form, negate(form))
        game = result.public
        return game if game is not None else wrap(result)

    def __rsub__(self, other: object) -> Game | NotImplementedType:
        form = _operand(other, "-")
        if form is None:
            return NotImplemented
        return wrap(estimated_sum(form, negate(self._form)))

    def __mul__(self, other: object) -> Game | NotImplementedType:
        """``n * g``: the sum of ``n`` copies of ``g`` (``-g`` copies for negative ``n``)."""
        if isinstance(other, int) and not isinstance(other, bool):
            return wrap(multiple(self._form, other))
        return NotImplemented

    def __rmul__(self, other: object) -> Game | NotImplementedType:
        return self.__mul__(other)

    # -- order ---------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        equal = self._equals(other)
        return NotImplemented if equal is None else equal

    def __ne__(self, other: object) -> bool:
        equal = self._equals(other)
        return NotImplemented if equal is None else not equal

    def _equals(self, other: object) -> bool | None:
        """``self == other`` for a Game, an int or a Rational; None for any
        other type (left to Python)."""
        if isinstance(other, Game):
            return self is other
        if isinstance(other, Fraction) and other.denominator & (other.denominator - 1):
            return False  # a number that no game equals, like 1/3, is simply unequal
        form = _coerce(other)
        return None if form is None else self._form is form

    def __hash__(self) -> int:
        return hash(self._form)

    def __bool__(self) -> bool:
        """False for the game 0 only, as for Python's numbers.

        >>> from cgt.values.make import parse
        >>> bool(parse("0")), bool(parse("*")), bool(parse("{1|-1}"))
        (False, True, True)
        """
        return self._form is not zero

    def __le__(self, other: object) -> bool:
        form = _operand(other, "<=")
        if form is None:
            return NotImplemented
        return less_equal(self._form, form)

    def __ge__(self, other: object) -> bool:
        form = _operand(other, ">=")
        if form is None:
            return NotImplemented
        return less_equal(form, self._form)

    def __lt__(self, other: object) -> bool:
        form = _operand(other, "<")
        if form is None:
            return NotImplemented
        return form is not self._form and less_equal(self._form, form)

    def __gt__(self, other: object) -> bool:
        form = _operand(other, ">")
        if form is None:
            return NotImplemented
        return form is not self._form and less_equal(form, self._form)

    def confused_with(self, other: object) -> bool:
        """``G || H``: neither ``G <= H`` nor ``G >= H``.

        >>> from cgt.values.make import nimber
        >>> nimber(1).confused_with(0)
        True
        """
        return compare_forms(self._form, as_form(other)) == "||"

    # -- text ----------------------------------------------------------------

    def __str__(self) -> str:
        return format_game(self._form)

    def __repr__(self) -> str:
        try:
            return f"cgt.parse('{self}')"
        except CGTError as error:  # a text too long to write: the REPL still shows something
            return f"<cgt.Game: {error}>"

    def __rich__(self) -> Any:
        return render.game_rich(self)

    def _repr_html_(self) -> str:
        return render.game_html(self)

    def _repr_latex_(self) -> str:
        return render.game_latex(self)

    def explore(self, *, depth: int = 1) -> Any:
        """The game tree to click through in Jupyter: ``cgt.explore(self)``
        (an anywidget widget; see docs/explorer.md).

        >>> import cgt
        >>> widget = cgt.parse("{2|-1}").explore()  # doctest: +SKIP
        """
        return needed(Slot.EXPLORER)(self, depth=depth)

    # -- sympy (its protocols; sympy is imported only when one of these is called) ----

    def _sympy_(self) -> Any:
        """``sympy.sympify(g)``: a number as an exact ``sympy.Rational``; any
        other game is refused (a CGTError that sympy reads as a
        ``SympifyError``, so ``Rational(1, 2) + g`` is left to the game).

        >>> import sympy
        >>> from cgt.values.make import parse
        >>> sympy.sympify(parse("-3/8")), sympy.sympify(parse("{2|-1/2}").mean)
        (-3/8, 3/4)
        >>> sympy.Rational(1, 2) + parse("^")
        cgt.parse('1/2^')
        """
        if not self.is_number:
            raise symbolic.not_a_number(str(self))
        return symbolic.rational(self.number)

    def _latex(self, printer: object = None) -> str:
        """``sympy.latex(g)``: the books' notation, as ``_repr_latex_`` without the ``$``.

        >>> import sympy
        >>> from cgt.values.make import parse
        >>> print(sympy.latex(parse("^*")), sympy.latex(parse("{2|-1/2}")))
        {\\uparrow}{\\ast} \\{2\\mid -\\tfrac{1}{2}\\}
        """
        return LATEX.text(self._form)

    def _sympystr(self, printer: object = None) -> str:
        """``sympy.sstr(g)``: CGSuite's plain text, as ``str(g)``."""
        return str(self)

    def _pretty(self, printer: object = None) -> Any:
        """``sympy.pretty(g)``: the Unicode of :func:`cgt.pretty`."""
        return symbolic.pretty_form(UNICODE.print(self._form))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_parse_for_pickle, (str(self),))

    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        return self


def wrap(form: Form) -> Game:
    """The one Game of a Form: ``form.public``, made by :data:`MAKE_GAME` on
    the first request (under the store's lock: :func:`cgt.core.public.published`).

    >>> from cgt.core.form import nimber
    >>> wrap(nimber(3)) is wrap(nimber(3)), wrap(nimber(3)).form is nimber(3)
    (True, True)
    """
    game = form.public
    return game if game is not None else published(form, MAKE_GAME)


class GameMaker(Maker):
    """The one maker of Games, which the core calls (:func:`cgt.core.public.published`
    and the makers of compact values, ``nus_published`` and ``nim_published``)
    under its lock when a form has no Game yet; anything else asks
    :func:`wrap`. The core keeps the Game it returns in ``form.public`` and
    never makes one itself: this layer owns its public objects (issue 31)."""

    def make(self, g: Form) -> Game:
        made: Game = _new_object(Game)  # Game() refuses users: its __new__ is skipped
        made._form = g
        return made


#: The maker of Games handed to the core.
MAKE_GAME: Final = GameMaker()


#: ``object.__new__``, looked up once (the lookup costs more than the allocation).
_new_object: Final[Any] = object.__new__


def _parse_for_pickle(text: str) -> Game:
    return wrap(parse_form(text))


def _coerce(value: object) -> Form | None:
    """The Form of a Game, an int or a dyadic Fraction (or other Rational, such
    as sympy's); None for anything else."""
    if isinstance(value, Game):
        return value._form
    if isinstance(value, Rational) and not isinstance(value, bool):
        return nus(Dyadic.from_value(value), 0, 0)
    return None


def _operand(value: object, op: str) -> Form | None:
    """:func:`_coerce` for an operator: text is never a game there (a
    TypeError says how to make one), anything else unknown is left to
    Python (NotImplemented).

    >>> from cgt.values.make import parse
    >>> parse("^") + "*"  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    TypeError: unsupported operand for +: a Game and the text '*' (text is never a game
    in arithmetic or comparisons: write cgt.parse('*'))
    >>> parse("^") == "^"  # like 1 == "1"
    False
    """
    if isinstance(value, str):
        raise TypeError(f"unsupported operand for {op}: a Game and the text {shown(value)} (text "
                        f"is never a game in arithmetic or comparisons: write "
                        f"cgt.parse({shown(value)}))")
    return _coerce(value)


def as_form(value: object) -> Form:
    """The Form of a Game, an int, a Fraction (or other Rational), a Dyadic or
    game notation text; CGTError for anything else."""
    if isinstance(value, Game):
        return value._form
    if isinstance(value, str):
        return parse_form(value)
    if isinstance(value, Dyadic):
        return nus(value, 0, 0)
    if isinstance(value, bool) or not isinstance(value, Rational):
        raise CGTError(f"{shown(value)} is not a game (expected a Game, int, Fraction or text)")
    return nus(Dyadic.from_value(value), 0, 0)


def as_game(value: object) -> Game:
    """Read a Game, an int, a Fraction, a Dyadic or game notation text as a Game.

    >>> from cgt.values.make import nus, number
    >>> as_game("^*") is nus(0, 1, 1), as_game(3) is number(3)
    (True, True)
    """
    if isinstance(value, Game):
        return value
    return wrap(as_form(value))

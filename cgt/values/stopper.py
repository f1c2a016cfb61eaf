"""The public loopy values: :class:`Stopper`, a canonical stopper that is
not a short game (short games stay :class:`~cgt.values.game.Game`), and
:class:`SidedValue`, the value ``onside & offside`` of a game that is not a
stopper.

``cgt.parse`` returns them for loopy text; they add, negate and compare
with each other and with short games, and know their outcome class.

>>> from cgt.values.make import parse
>>> over = parse("{0|pass}")
>>> over, over + 5, -over, over == parse("x{0|x}")
(cgt.parse('over'), cgt.parse('5over'), cgt.parse('under'), True)
>>> parse("0") < over < parse("1/1024"), over > parse("^"), str(over.outcome)
(True, True, 'L')
"""

from __future__ import annotations

from typing import Any, cast

from cgt.core.form import Form, zero
from cgt.core.outcome import LoopyOutcome, Outcome, Player, Verdict
from cgt.errors import CGTError
from cgt.loopy import variety
from cgt.loopy.sided import (
    Loopy,
    SidedForm,
    loopy_le,
    loopy_neg,
    loopy_sum,
    published,
    side_of,
    verdicts,
)
from cgt.loopy.stopper import LoopyForm, Value, is_pseudonumber, stopper_le, stopper_stop
from cgt.notation import render
from cgt.notation.loopy import format_loopy, parse_loopy
from cgt.values.game import Game, _operand, wrap

__all__ = ["SidedValue", "Stopper", "as_value", "wrap_stopper", "wrap_value"]


class _LoopyValue:
    """What stoppers and sided values share: order, sums, pickling."""

    __slots__ = ("_form",)

    _form: Loopy

    def __new__(cls, *args: object, **kwargs: object) -> _LoopyValue:
        raise TypeError("loopy values are made by cgt.parse, for instance cgt.parse('{0|pass}')")

    def __str__(self) -> str:
        return format_loopy(self._form)

    def __repr__(self) -> str:
        return f"cgt.parse({str(self)!r})"

    # -- display hooks: rich, Jupyter (the same renderings as a short game's) ----------

    def __rich__(self) -> Any:
        return render.game_rich(cast(render.Shown, self))  # each kind has its outcome

    def _repr_html_(self) -> str:
        return render.game_html(cast(render.Shown, self))  # each kind has its outcome

    def _repr_latex_(self) -> str:
        return render.game_latex(cast(render.Shown, self))  # each kind has its outcome

    @property
    def onside(self) -> Game | Stopper:
        """The onside: the value with every infinite play a win for Left."""
        return wrap_stopper(side_of(self._form, True))

    @property
    def offside(self) -> Game | Stopper:
        """The offside: the value with every infinite play a win for Right."""
        return wrap_stopper(side_of(self._form, False))

    # -- order -----------------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return value is self._form

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash(("cgt-loopy", self._form.id))  # one form per value: its id will do

    def __le__(self, other: object) -> bool:
        value = _value_or_none(other)
        return NotImplemented if value is None else loopy_le(self._form, value)

    def __ge__(self, other: object) -> bool:
        value = _value_or_none(other)
        return NotImplemented if value is None else loopy_le(value, self._form)

    def __lt__(self, other: object) -> bool:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return value is not self._form and loopy_le(self._form, value)

    def __gt__(self, other: object) -> bool:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return value is not self._form and loopy_le(value, self._form)

    def confused_with(self, other: object) -> bool:
        """Neither ``<=`` nor ``>=``."""
        value = as_value(other)
        return not loopy_le(self._form, value) and not loopy_le(value, self._form)

    # -- arithmetic -------------------------------------------------------------------------------

    def __neg__(self) -> Game | Stopper | SidedValue:
        return wrap_value(loopy_neg(self._form))

    def __pos__(self) -> _LoopyValue:
        return self

    def __add__(self, other: object) -> Game | Stopper | SidedValue:
        value = _value_or_none(other)
        return NotImplemented if value is None else wrap_value(loopy_sum(self._form, value))

    __radd__ = __add__

    def __sub__(self, other: object) -> Game | Stopper | SidedValue:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return wrap_value(loopy_sum(self._form, loopy_neg(value)))

    def __rsub__(self, other: object) -> Game | Stopper | SidedValue:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return wrap_value(loopy_sum(value, loopy_neg(self._form)))

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _from_text, (str(self),)


class Stopper(_LoopyValue):
    """A canonical stopper: a loopy game with no infinite alternating play,
    in its simplest form, one object per value (Siegel, *CGT*, VI)."""

    __slots__ = ()

    _form: LoopyForm

    @property
    def left(self) -> tuple[Game | Stopper, ...]:
        """The Left options of the simplest form (the game itself for a pass)."""
        return tuple(wrap_stopper(o) for o in self._form.left)

    @property
    def right(self) -> tuple[Game | Stopper, ...]:
        return tuple(wrap_stopper(o) for o in self._form.right)

    @property
    def is_stopper(self) -> bool:
        return True

    @property
    def left_stop(self) -> Game | Stopper:
        """Where play stops with Left moving first and both playing to stop
        (a number or a pseudonumber: ``on``, ``off``, ``x over``, ``x under``).

        >>> from cgt.values.make import parse
        >>> parse("^[on]").left_stop, parse("{on|1}").right_stop, parse("over").left_stop
        (cgt.parse('0'), cgt.parse('1'), cgt.parse('over'))
        """
        return wrap_stopper(stopper_stop(self._form, True))

    @property
    def right_stop(self) -> Game | Stopper:
        """Where play stops with Right moving first (see :attr:`left_stop`)."""
        return wrap_stopper(stopper_stop(self._form, False))

    @property
    def degree(self) -> Game | Stopper:
        """The degree of loopiness: the onside of ``G - G`` (CGSuite's
        ``Degree``; 0 for a short game). ``over`` and ``on`` are their own
        degrees, ``^[on]``'s is ``^<on>``.

        >>> from cgt.values.make import parse
        >>> parse("over").degree, parse("on").degree, parse("^[on]").degree
        (cgt.parse('over'), cgt.parse('on'), cgt.parse('^<on>'))
        """
        return wrap_stopper(variety.degree(self._form))  # the onside alone

    def strong_stop(self, player: Player | str) -> Game:
        """The stop for ``player`` moving first, with ``over`` and ``under``
        dropped: a number, or ``on``/``off`` (CGSuite's ``StrongStop``).

        >>> from cgt.values.make import parse
        >>> parse("+-{5|pass}").strong_stop("left"), parse("over").strong_stop("right")
        (cgt.parse('5'), cgt.parse('0'))
        """
        left = Player.parse(player) is Player.LEFT
        stop = stopper_stop(self._form, left)
        if isinstance(stop, LoopyForm) and is_pseudonumber(stop):
            numbers = [o for o in (*stop.left, *stop.right) if isinstance(o, Form)]
            if numbers:  # x over = {x | pass}, x under = {pass | x}
                stop = numbers[0]
        return wrap_stopper(stop)  # type: ignore[return-value]

    def upsum(self, other: object) -> Game | Stopper:
        """``G ⊕ H``, the onside of ``G + H`` (CGSuite's ``Upsum``).

        >>> from cgt.values.make import parse
        >>> parse("upon").upsum("^<on>"), parse("upon").downsum("^<on>")
        (cgt.parse('{0|^<on>*}'), cgt.parse('^[on]'))
        """
        return wrap_stopper(variety.upsum(self._form, _stopper_value(other)))

    def downsum(self, other: object) -> Game | Stopper:
        """``G ⊖ H``, the offside of ``G + H`` (CGSuite's ``Downsum``)."""
        return wrap_stopper(variety.downsum(self._form, _stopper_value(other)))

    def upsum_variety(self, degree: object) -> Game | Stopper:
        """``G ⊕ (-G ⊖ -D)`` for an idempotent ``D`` (CGSuite's ``UpsumVariety``).

        >>> from cgt.values.make import parse
        >>> parse("upon").upsum_variety("^<on>"), parse("upon").downsum_variety("^<on>")
        (cgt.parse('v<on>'), cgt.parse('v<on>'))
        """
        return wrap_stopper(variety.upsum_variety(self._form, _stopper_value(degree)))

    def downsum_variety(self, degree: object) -> Game | Stopper:
        """``G ⊖ (-G ⊕ D)`` for an idempotent ``D`` (CGSuite's ``DownsumVariety``)."""
        return wrap_stopper(variety.downsum_variety(self._form, _stopper_value(degree)))

    def ordinal_sum(self, other: object) -> Game | Stopper:
        """``G : H``: a move in ``G`` wipes out ``H`` (CGSuite's ``OrdinalSum``,
        ``G : H``; :mod:`cgt.loopy.ordinal_sum`).

        >>> from cgt.values.make import parse
        >>> parse("over").ordinal_sum(1), parse("on").ordinal_sum("-1")
        (cgt.parse('over'), cgt.parse('on'))
        """
        return ordinal_sum(self, other)

    @property
    def is_idempotent(self) -> bool:
        """``G + G = G`` (CGSuite's ``IsIdempotent``): ``on``, ``over``, ``Tiny(over)``."""
        return variety.is_idempotent(self._form)

    @property
    def is_stable(self) -> bool:
        """Its upsum and downsum varieties at its degree agree (CGSuite's ``IsStable``)."""
        return variety.is_stable(self._form)

    @property
    def variety(self) -> Game | Stopper:
        """The variety of a stable stopper (CGSuite's ``Variety``).

        >>> from cgt.values.make import parse
        >>> parse("on").variety, parse("over").variety, parse("over").is_stable
        (cgt.parse('on'), cgt.parse('over'), True)
        """
        return wrap_stopper(variety.variety(self._form))

    @property
    def outcome(self) -> Outcome:
        """The outcome class: play in a stopper always ends, so it is one of
        L, R, N, P, read from the comparisons with 0."""
        above = stopper_le(zero, self._form)
        below = stopper_le(self._form, zero)
        return Outcome.from_signs(not below, not above)


class SidedValue(_LoopyValue):
    """The value of a loopy game that is not a stopper: its onside and its
    offside, two stoppers, written ``onside & offside`` (``dud`` is
    ``on & off``). One object per value.

    >>> from cgt.values.make import parse
    >>> dud = parse("{pass|pass}")
    >>> dud, dud == parse("on & off"), dud.onside, dud.offside, str(dud.outcome)
    (cgt.parse('dud'), True, cgt.parse('on'), cgt.parse('off'), 'D')
    >>> over = parse("over")
    >>> over - over, (over - over).is_stopper
    (cgt.parse('over & under'), False)
    """

    __slots__ = ()

    _form: SidedForm

    @property
    def is_stopper(self) -> bool:
        return False

    @property
    def outcome(self) -> LoopyOutcome:
        """The loopy outcome class, from who wins each side moving first:
        ``D`` for ``dud``, ``NHat`` when Left wins moving first and Right
        only draws, and so on (:class:`~cgt.core.outcome.LoopyOutcome`)."""
        left_wins, left_draws, right_wins, right_draws = verdicts(self._form)
        left = Verdict.WIN if left_wins else Verdict.DRAW if left_draws else Verdict.LOSS
        right = Verdict.WIN if right_wins else Verdict.DRAW if right_draws else Verdict.LOSS
        return LoopyOutcome.from_verdicts(left, right)


def _from_text(text: str) -> Game | Stopper | SidedValue:
    """The value printed as ``text`` (pickles hold stoppers as their text)."""
    return wrap_value(parse_loopy(text))


def wrap_value(value: Loopy) -> Game | Stopper | SidedValue:
    """The public object of a canonical value: a Game, a Stopper or a
    SidedValue."""
    if isinstance(value, Form):
        return wrap(value)
    made = value.public
    if made is None:
        made = published(value, _make_value)
    assert isinstance(made, (Stopper, SidedValue))
    return made


def _make_value(value: LoopyForm | SidedForm) -> Stopper | SidedValue:
    """A new public object of a loopy value: the maker :func:`wrap_value` hands
    to :func:`cgt.loopy.sided.published`, which calls it once a value."""
    made: Any = object.__new__(SidedValue if isinstance(value, SidedForm) else Stopper)
    made._form = value
    return made


def wrap_stopper(value: Value) -> Game | Stopper:
    """:func:`wrap_value` of a stopper (a side, an option of a stopper)."""
    made = wrap_value(value)
    assert not isinstance(made, SidedValue)
    return made


def as_value(value: object) -> Loopy:
    """The canonical value of a loopy value, a Game, a number, or text."""
    found = _value_or_none(value)
    if found is None:
        raise CGTError(f"{value!r} is not a game")
    return found


def ordinal_sum(g: object, h: object) -> Game | Stopper:
    """``G : H`` of two stoppers (or short games, or text), canonical.

    >>> from cgt.values.make import parse
    >>> ordinal_sum(1, parse("over"))
    cgt.parse('1over')
    """
    from cgt.loopy.ordinal_sum import ordinal_sum as stopper_ordinal_sum

    return wrap_stopper(stopper_ordinal_sum(_stopper_value(g), _stopper_value(h)))


def _stopper_value(value: object) -> Value:
    """The canonical stopper of a stopper, a Game, a number or text; CGTError
    for a sided value."""
    found = parse_loopy(value) if isinstance(value, str) else as_value(value)
    if isinstance(found, SidedForm):
        raise CGTError(f"{wrap_value(found)} is not a stopper")
    return found


def _value_or_none(value: object) -> Loopy | None:
    if isinstance(value, _LoopyValue):
        return value._form
    if isinstance(value, Game):
        return value._form
    return _operand(value, "a loopy operation")  # TypeError for text, as for games

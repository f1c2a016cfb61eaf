"""The public loopy value: :class:`Stopper`, a canonical stopper that is not
a short game (short games stay :class:`~cgt.values.game.Game`).

``cgt.parse`` returns one for loopy text; it adds, negates and compares
with other stoppers and with short games, and knows its outcome class.

>>> from cgt.values.make import parse
>>> over = parse("{0|pass}")
>>> over, over + 5, -over, over == parse("x{0|x}")
(cgt.parse('over'), cgt.parse('5over'), cgt.parse('under'), True)
>>> parse("0") < over < parse("1/1024"), over > parse("^"), str(over.outcome)
(True, True, 'L')
"""

from __future__ import annotations

from typing import Any

from cgt.core.form import Form, zero
from cgt.core.outcome import Outcome
from cgt.errors import CGTError
from cgt.loopy.stopper import LoopyForm, Value, stopper_le, stopper_neg, stopper_sum
from cgt.notation.loopy import format_stopper, parse_loopy
from cgt.values.game import Game, _operand, public_object, wrap

__all__ = ["Stopper", "as_value", "wrap_value"]


class Stopper:
    """A canonical stopper: a loopy game with no infinite alternating play,
    in its simplest form, one object per value (Siegel, *CGT*, VI)."""

    __slots__ = ("_form",)

    _form: LoopyForm

    def __new__(cls, *args: object, **kwargs: object) -> Stopper:
        raise TypeError("stoppers are made by cgt.parse, for instance cgt.parse('{0|pass}')")

    # -- what it is ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return format_stopper(self._form)

    def __repr__(self) -> str:
        return f"cgt.parse({str(self)!r})"

    @property
    def left(self) -> tuple[Game | Stopper, ...]:
        """The Left options of the simplest form (the game itself for a pass)."""
        return tuple(wrap_value(o) for o in self._form.left)

    @property
    def right(self) -> tuple[Game | Stopper, ...]:
        return tuple(wrap_value(o) for o in self._form.right)

    @property
    def is_stopper(self) -> bool:
        return True

    @property
    def onside(self) -> Stopper:
        """A stopper is its own onside and offside."""
        return self

    @property
    def offside(self) -> Stopper:
        return self

    @property
    def outcome(self) -> Outcome:
        """The outcome class: play in a stopper always ends, so it is one of
        L, R, N, P, read from the comparisons with 0."""
        above = stopper_le(zero, self._form)
        below = stopper_le(self._form, zero)
        return Outcome.from_signs(not below, not above)

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
        return hash(("cgt-stopper", self._form._id))  # one form per value: its id will do

    def __le__(self, other: object) -> bool:
        value = _value_or_none(other)
        return NotImplemented if value is None else stopper_le(self._form, value)

    def __ge__(self, other: object) -> bool:
        value = _value_or_none(other)
        return NotImplemented if value is None else stopper_le(value, self._form)

    def __lt__(self, other: object) -> bool:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return value is not self._form and stopper_le(self._form, value)

    def __gt__(self, other: object) -> bool:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return value is not self._form and stopper_le(value, self._form)

    def confused_with(self, other: object) -> bool:
        """Neither ``<=`` nor ``>=``."""
        value = as_value(other)
        return not stopper_le(self._form, value) and not stopper_le(value, self._form)

    # -- arithmetic -------------------------------------------------------------------------------

    def __neg__(self) -> Game | Stopper:
        return wrap_value(stopper_neg(self._form))

    def __pos__(self) -> Stopper:
        return self

    def __add__(self, other: object) -> Game | Stopper:
        value = _value_or_none(other)
        return NotImplemented if value is None else wrap_value(stopper_sum(self._form, value))

    __radd__ = __add__

    def __sub__(self, other: object) -> Game | Stopper:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return wrap_value(stopper_sum(self._form, stopper_neg(value)))

    def __rsub__(self, other: object) -> Game | Stopper:
        value = _value_or_none(other)
        if value is None:
            return NotImplemented
        return wrap_value(stopper_sum(value, stopper_neg(self._form)))

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _from_text, (str(self),)


def _from_text(text: str) -> Game | Stopper:
    """The value printed as ``text`` (pickles hold stoppers as their text)."""
    return wrap_value(parse_loopy(text))


def wrap_value(value: Value) -> Game | Stopper:
    """The public object of a canonical value: a Game or a Stopper."""
    if isinstance(value, Form):
        return wrap(value)
    stopper = value._game
    if stopper is None:
        stopper = public_object(value, Stopper)
    assert isinstance(stopper, Stopper)
    return stopper


def as_value(value: object) -> Value:
    """The canonical value of a Stopper, a Game, a number, or text."""
    found = _value_or_none(value)
    if found is None:
        raise CGTError(f"{value!r} is not a game")
    return found


def _value_or_none(value: object) -> Value | None:
    if isinstance(value, Stopper):
        return value._form
    if isinstance(value, Game):
        return value._form
    return _operand(value, "a loopy operation")  # TypeError for text, as for games

"""The library's values behind the expression language of ``cgt value`` and
the REPL (:mod:`cgt.notation.expression` reads; this module computes).

Operations are called by their names in the library (``cool(g, 1)``,
``g.cool(1)``, ``g.temperature``) or by CGSuite's (``g.Cool(1)``,
``(1/2).NortonProduct(^)``, ``2.Tiny``, ``^.Pow(3)``, ``g.LeftStop``):
a CamelCase name is read as its snake_case spelling, then looked up in
:data:`METHODS` or :data:`FUNCTIONS`; nothing else of Python is reachable.

>>> calculate("{2|-1}.Cool(1)"), calculate("^ > *"), calculate("1:-1")
(cgt.parse('{1|0}'), False, cgt.parse('1/2'))
>>> calculate("2.Tiny"), calculate("(1/2).Miny"), calculate("^.Pow(3)"), calculate("1/2.^")
(cgt.parse('Tiny(2)'), cgt.parse('Miny(1/2)'), cgt.parse('^<3>'), cgt.parse('{^^*|v*}'))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any, cast

from cgt.errors import CGTError
from cgt.loopy.sided import sided
from cgt.loopy.stopper import Value
from cgt.notation.expression import OMEGA_NAMES, Comparison, evaluate
from cgt.transfinite.nimber import TransfiniteNimber
from cgt.transfinite.surreal import SurrealNumber
from cgt.transfinite.text import parse_transfinite
from cgt.values import make
from cgt.values.game import Game
from cgt.values.stopper import SidedValue, Stopper, as_value, wrap_value

__all__ = ["FUNCTIONS", "METHODS", "Calculator", "calculate", "operations", "snake_case"]

#: Loopy values called by name.
_LOOPY_NAMES = {"on", "off", "over", "under", "dud", "upon"}

#: The attributes of a value that an expression may read or call, by their
#: library names; CGSuite's names that differ more than by case map here.
METHODS = {
    "cool", "heat", "overheat", "ordinal_sum", "norton", "conjugate", "reduced",
    "left", "right", "birthday", "left_stop", "right_stop", "mean", "temperature",
    "thermograph", "outcome", "incentives", "left_incentives", "right_incentives",
    "atomic_weight", "is_number", "is_integer", "is_nimber", "is_impartial",
    "is_infinitesimal", "number", "nim_value", "confused_with", "onside", "offside",
    "degree", "is_stopper",
}
_CGSUITE_METHODS = {
    "norton_product": "norton", "reduced_canonical_form": "reduced",
    "outcome_class": "outcome", "left_options": "left", "right_options": "right",
}


def _pow(g: Any, n: Any) -> Game:
    """CGSuite's ``G.Pow(n)`` for ``G = ^``: up-nth ``^<n>``."""
    if g != make.UP:
        raise CGTError(f"Pow is known here for ^ only (^.Pow(n) is ^<n>), not for {g}")
    return make.up_nth(_whole(n, "Pow"))


def _pow_to(g: Any, n: Any) -> Game:
    """CGSuite's ``G.PowTo(n)`` for ``G = ^``: the up-sum ``^[n]``."""
    if g != make.UP:
        raise CGTError(f"PowTo is known here for ^ only (^.PowTo(n) is ^[n]), not for {g}")
    return make.up_sum(_whole(n, "PowTo"))


#: Functions called by name (a method name is a function too: ``cool(g, 1)``).
FUNCTIONS: dict[str, Callable[..., Any]] = {
    "tiny": make.tiny, "miny": make.miny, "switch": make.switch, "up_nth": make.up_nth,
    "up_sum": make.up_sum, "compare": make.compare, "pow": _pow, "pow_to": _pow_to,
    "nimber": lambda n: make.nimber(_whole(n, "nimber")),
    "up": lambda n=1: make.up(_whole(n, "up")),
}


def snake_case(name: str) -> str:
    """A CGSuite name in the library's spelling.

    >>> snake_case("NortonProduct"), snake_case("Cool"), snake_case("left_stop")
    ('norton_product', 'cool', 'left_stop')
    """
    out: list[str] = []
    for k, char in enumerate(name):
        if char.isupper() and k and name[k - 1] != "_":
            out.append("_")
        out.append(char.lower())
    return "".join(out)


def _whole(value: Any, what: str) -> int:
    if isinstance(value, Game) and value.is_integer:
        value = int(value.number)
    if isinstance(value, Fraction) and value.denominator == 1:
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise CGTError(f"{what} needs a whole number, not {value}")
    return value


class Calculator:
    """The :class:`~cgt.notation.expression.Semantics` of games: values are
    :class:`cgt.Game`, stoppers and sided values; ``names`` are a session's."""

    def __init__(self, names: Mapping[str, Any] | None = None) -> None:
        self.names = names or {}

    def number(self, value: Fraction, text: str) -> Any:
        if value.denominator & (value.denominator - 1):
            raise CGTError(f"{text} is not a dyadic rational, so not a short game "
                           "(denominators are powers of 2)")
        return make.number(value)

    def nimber(self, n: Any) -> Any:
        if isinstance(n, SurrealNumber):  # *omega, *(omega+1): a transfinite nimber
            return TransfiniteNimber(n)
        return make.nimber(_whole(n, "a nimber *n"))

    def ups(self, n: int, kind: str) -> Any:
        if kind == "^<>":
            return make.up_nth(n)
        if kind == "^[]":
            return make.up_sum(n)
        return make.nus(0, n)

    def name(self, name: str) -> Any:
        if name in self.names:
            return self.names[name]
        if name in _LOOPY_NAMES:
            return make.parse(name)
        if name in OMEGA_NAMES:  # read by the transfinite reader, as cgt.parse reads it
            return parse_transfinite(name)
        return None

    def call(self, name: str, arguments: list[Any]) -> Any:
        spelled = snake_case(name)
        function = self.names.get(name)
        if callable(function):
            return function(*arguments)
        if spelled in FUNCTIONS:
            return FUNCTIONS[spelled](*arguments)
        if _CGSUITE_METHODS.get(spelled, spelled) in METHODS and arguments:
            return self.method(arguments[0], name, arguments[1:])
        raise CGTError(f"{name}() is not an operation of cgt (those are: "
                       "cgt.display.calculator.FUNCTIONS and METHODS, such as cool, heat, "
                       "tiny, ordinal_sum, norton)")

    def method(self, value: Any, name: str, arguments: list[Any] | None) -> Any:
        spelled = snake_case(name)
        if spelled in FUNCTIONS and spelled not in METHODS:  # 2.Tiny, ^.Pow(3)
            return FUNCTIONS[spelled](value, *(arguments or []))
        attribute = _CGSUITE_METHODS.get(spelled, spelled)
        if attribute not in METHODS or not hasattr(value, attribute):
            raise CGTError(f"{value} has no operation {name!r}")
        found = getattr(value, attribute)
        if callable(found):
            return found(*(arguments or []))
        if arguments:
            raise CGTError(f"{name} of {value} is a property: it takes no arguments")
        return found

    def notation(self, text: str) -> Any:
        return make.parse(text)

    def game(self, left: list[Any], right: list[Any]) -> Any:
        if all(isinstance(o, Game) for o in (*left, *right)):
            return make.game(left, right)
        for o in (*left, *right):  # a loopy option: its printed text, read back
            if not isinstance(o, (Game, Stopper, SidedValue)):
                raise CGTError(f"an option must be a game, not {o!r}")
        return make.parse("{" + ",".join(map(str, left)) + "|" + ",".join(map(str, right)) + "}")

    def add(self, a: Any, b: Any) -> Any:
        return _games(a, b, "+") and a + b

    def negate(self, a: Any) -> Any:
        _games(a, a, "-")
        return -a

    def switch(self, a: Any) -> Any:
        if isinstance(a, Game):
            return make.switch(a)
        return self.game([a], [self.negate(a)])

    def ordinal_sum(self, a: Any, b: Any) -> Any:
        return _short(a, ":").ordinal_sum(_short(b, ":"))

    def norton(self, a: Any, b: Any) -> Any:
        return _short(a, ".").norton(_short(b, "."))

    def sided(self, onside: Any, offside: Any) -> Any:
        sides = []
        for side in (onside, offside):
            if not isinstance(side, (Game, Stopper)):
                raise CGTError(f"'&' joins two stoppers (onside & offside), not {side}")
            sides.append(cast(Value, as_value(side)))
        return wrap_value(sided(*sides))

    def compare(self, comparison: Comparison, a: Any, b: Any) -> bool:
        _games(a, b, comparison.value)
        if comparison is Comparison.LESS:
            return bool(a < b)
        if comparison is Comparison.LESS_EQUAL:
            return bool(a <= b)
        if comparison is Comparison.GREATER:
            return bool(a > b)
        if comparison is Comparison.GREATER_EQUAL:
            return bool(a >= b)
        if comparison is Comparison.EQUAL:
            return bool(a == b)
        if comparison is Comparison.NOT_EQUAL:
            return bool(a != b)
        if comparison is Comparison.CONFUSED:
            return bool(a.confused_with(b))
        if comparison is Comparison.LESS_OR_CONFUSED:
            return not a >= b
        return not a <= b


def _games(a: Any, b: Any, operator: str) -> bool:
    for x in (a, b):
        if not isinstance(x, (Game, Stopper, SidedValue, SurrealNumber, TransfiniteNimber)):
            raise CGTError(f"{operator!r} needs games on both sides, not {x!r}")
    # A transfinite value meets a game where the algebra defines it (a surreal
    # number and a number, a nimber and a nimber): its own operators refuse
    # the rest with a CGTError; an order it does not define is refused here.
    ordered = [isinstance(x, SurrealNumber) or (isinstance(x, Game) and x.is_number)
               for x in (a, b)]
    if (operator not in ("+", "-", "==", "!=") and not all(ordered)
            and any(isinstance(x, (SurrealNumber, TransfiniteNimber)) for x in (a, b))):
        raise CGTError(f"{operator!r} is not defined here between {a} and {b}: a transfinite "
                       "value is compared with numbers only")
    return True


def _short(g: Any, operator: str) -> Game:
    if not isinstance(g, Game):
        raise CGTError(f"{operator!r} needs short games, not {g}")
    return g


def operations() -> dict[str, Callable[..., Any]]:
    """The operations by name as Python functions, for the REPL's namespace:
    ``cool(g, 1)`` is ``g.cool(1)``, ``Tiny(2)`` and ``tiny(2)`` are ``tiny(2)``.

    >>> operations()["cool"](calculate("{2|-1}"), 1), operations()["Tiny"](2)
    (cgt.parse('{1|0}'), cgt.parse('Tiny(2)'))
    """
    calculator = Calculator()
    found: dict[str, Callable[..., Any]] = {}
    for name in sorted(METHODS | set(FUNCTIONS)):
        def operation(*arguments: Any, _name: str = name) -> Any:
            return calculator.call(_name, list(arguments))

        operation.__name__ = name
        found[name] = operation
    for name in ("Tiny", "Miny"):
        found[name] = FUNCTIONS[name.lower()]
    return found


def calculate(text: str, names: Mapping[str, Any] | None = None) -> Any:
    """The value of the expression ``text`` (a game, or what an operation
    returns: a number, a truth value, an outcome); ``names`` are the
    session's variables. A CGTError (a ParseError for the text) says why not."""
    return evaluate(text, Calculator(names))

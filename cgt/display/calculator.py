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
from cgt.transfinite.text import combine, omega_atom, surreal_form
from cgt.values import make
from cgt.values.game import Game
from cgt.values.stopper import SidedValue, Stopper, as_value, wrap_value
from cgt.values.stopper import ordinal_sum as stopper_ordinal_sum

__all__ = ["FUNCTIONS", "METHODS", "Calculator", "calculate", "game_value", "operations",
           "snake_case"]

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
    "degree", "is_stopper", "ordinal_product", "conjunctive", "selective", "conway_product",
}
_CGSUITE_METHODS = {
    "norton_product": "norton", "reduced_canonical_form": "reduced",
    "outcome_class": "outcome", "left_options": "left", "right_options": "right",
    "conjunctive_sum": "conjunctive", "selective_sum": "selective",
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
        if name in OMEGA_NAMES:
            return omega_atom(name)
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
        if any(isinstance(o, _TRANSFINITE) for o in (*left, *right)):
            # {omega | }: the simplest surreal number between its options
            return surreal_form([_transfinite(o) for o in left], [_transfinite(o) for o in right])
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
        if isinstance(a, Stopper) or isinstance(b, Stopper):  # a loopy G : H
            return stopper_ordinal_sum(a, b)
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

    def arithmetic(self, operator: str, a: Any, b: Any) -> Any:
        """CGSuite's ``* / ^`` and word operations on transfinite values
        (short numbers and nimbers as the surreal numbers and nimbers they
        are), in a text naming omega."""
        _values(a, b, operator)
        return combine(operator, _transfinite(a), _transfinite(b))

    def compare(self, comparison: Comparison, a: Any, b: Any) -> bool:
        _games(a, b, comparison.value)
        if isinstance(a, _TRANSFINITE) or isinstance(b, _TRANSFINITE):
            return _transfinite_relation(a, b, comparison) in _HOLDS[comparison]
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


def _values(a: Any, b: Any, operator: str) -> None:
    for x in (a, b):
        if not isinstance(x, (Game, Stopper, SidedValue, SurrealNumber, TransfiniteNimber)):
            raise CGTError(f"{operator!r} needs games on both sides, not {x!r}")


def _games(a: Any, b: Any, operator: str) -> bool:
    _values(a, b, operator)
    return True


#: The relations (``<``, ``=``, ``>``, ``||``) under which each comparison holds.
_HOLDS: dict[Comparison, frozenset[str]] = {
    Comparison.LESS: frozenset({"<"}), Comparison.LESS_EQUAL: frozenset({"<", "="}),
    Comparison.GREATER: frozenset({">"}), Comparison.GREATER_EQUAL: frozenset({">", "="}),
    Comparison.EQUAL: frozenset({"="}), Comparison.NOT_EQUAL: frozenset({"<", ">", "||"}),
    Comparison.CONFUSED: frozenset({"||"}), Comparison.LESS_OR_CONFUSED: frozenset({"<", "||"}),
    Comparison.GREATER_OR_CONFUSED: frozenset({">", "||"}),
}


def _transfinite_relation(a: Any, b: Any, comparison: Comparison) -> str:
    """How ``a`` compares with ``b`` when one is transfinite: ``<``, ``=``,
    ``>`` or ``||``, where the algebra defines it. Surreal numbers are totally
    ordered (ONAG ch. 1); two nimbers are equal or confused (``*α - *β`` is
    the nimber ``*(α ⊕ β)``, a first-player win unless α = β); a nimber lies
    strictly between every negative and every positive number (Left wins
    ``x - *α`` for ``x > 0`` by answering in the nimber, ONAG ch. 7), and is
    confused with 0 unless it is 0. A CGTError for the rest (a transfinite
    value against ``^`` or ``{1|0}``), naming both."""
    a_nim, b_nim = _nim_size(a), _nim_size(b)
    if a_nim is not None and b_nim is not None:
        return "=" if a_nim == b_nim else "||"
    a_number, b_number = _surreal(a), _surreal(b)
    if a_number is not None and b_number is not None:
        return "<" if a_number < b_number else ">" if a_number > b_number else "="
    if a_nim is not None and b_number is not None:
        return "<" if b_number > 0 else ">" if b_number < 0 else "=" if a_nim == 0 else "||"
    if b_nim is not None and a_number is not None:
        return ">" if a_number > 0 else "<" if a_number < 0 else "=" if b_nim == 0 else "||"
    raise CGTError(f"{comparison.value!r} is not defined here between {a} and {b}: a "
                   "transfinite value is compared with numbers and nimbers only")


def _nim_size(value: Any) -> Any:
    """The size of a nimber (transfinite or ``*n``); None for any other value."""
    if isinstance(value, TransfiniteNimber):
        return value.nim_value
    if isinstance(value, Game) and value.is_nimber:
        return value.nim_value
    return None


def _surreal(value: Any) -> SurrealNumber | None:
    """A surreal number or a short number as a surreal number; None otherwise."""
    if isinstance(value, SurrealNumber):
        return value
    if isinstance(value, Game) and value.is_number:
        return SurrealNumber(value.number)
    return None


_TRANSFINITE = (SurrealNumber, TransfiniteNimber)


def _transfinite(value: Any) -> Any:
    """A short number as a surreal number, a nimber ``*n`` as a transfinite
    nimber; any other value as it is (an operation on it says what is wrong)."""
    if isinstance(value, Game) and value.is_number:
        return SurrealNumber(value.number)
    if isinstance(value, Game) and value.is_nimber:
        return TransfiniteNimber(value.nim_value)
    return value


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


def game_value(text: str) -> Any:
    """The value ``text`` denotes, read by the expression language: what
    :func:`cgt.parse` gives for a text naming omega (a surreal number, an
    ordinal, a transfinite nimber, or a CGTError where the algebra stops).
    A comparison or a property is not a value: a CGTError says so.

    >>> game_value("{omega | } + 1/2"), game_value("*omega * *omega")
    (cgt.parse('(ω×2+3)/2'), cgt.parse('*ω^2'))
    >>> game_value("omega > 3")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: 'omega > 3' is a truth value, not a game (cgt value evaluates comparisons)
    """
    value = calculate(text)
    if not isinstance(value, (Game, Stopper, SidedValue, SurrealNumber, TransfiniteNimber)):
        kind = "a truth value" if isinstance(value, bool) else f"a {type(value).__name__}"
        raise CGTError(f"{text!r} is {kind}, not a game (cgt value evaluates comparisons)")
    return value


def calculate(text: str, names: Mapping[str, Any] | None = None) -> Any:
    """The value of the expression ``text`` (a game, or what an operation
    returns: a number, a truth value, an outcome); ``names`` are the
    session's variables. A CGTError (a ParseError for the text) says why not."""
    return evaluate(text, Calculator(names))

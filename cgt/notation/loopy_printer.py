"""Loopy values printed as CGSuite prints them.

A stopper prints as CGSuite's ``CanonicalStopper.appendTo`` writes it, its
forms tried in CGSuite's order: a pseudonumber by name (``on``, ``off``,
``5over``, ``-1/4under``); a switch as ``+-`` and its Left option
(``+-over``, ``+-(5over)``); a long-cycle-free ``{x || x | x - G}`` with
``G >= over`` as ``xTiny(G)`` (``Miny`` the mirror); the uptimals of ``on``
(``^[on]``, ``v<on>*``, ``-1/4v[on]``); else braces, with ``pass`` for a
move back to the game itself and a letter naming a game that a longer
cycle comes back to (``a{0|{*|a}}``). A switch's option and a Tiny's
subscript print afresh, as CGSuite prints them, each with its own names.

Every level of the game is a few frames of recursion: the printer asks
:func:`~cgt.core.deep.deep_call` for room in proportion to the graph, so a
stopper of thousands of positions prints without a RecursionError.

>>> from cgt.notation.loopy import parse_loopy
>>> str_of = lambda text: format_loopy(parse_loopy(text))
>>> str_of("+-{0|pass}"), str_of("+-{5|pass}"), str_of("{0||0|0,pass}")
('+-over', '+-(5over)', '^<on>')
>>> str_of("{0|{0||0|0,pass}||-{0||0|0,pass}}"), str_of("{on|0||0}")
('{0|^<on>||v<on>}', 'Miny(on)')
"""

from __future__ import annotations

from dataclasses import dataclass

from cgt.core.deep import deep_call
from cgt.core.form import Form, zero
from cgt.loopy.graph import GameGraph
from cgt.loopy.print_order import cgsuite_order
from cgt.loopy.sided import Loopy, SidedForm, is_dud, loopy_sum
from cgt.loopy.stopper import LoopyForm, Value, stopper_le, stopper_neg
from cgt.notation.ordering import sorted_options
from cgt.notation.printer import MAX_SLASHES, PLAIN, format_game, needs_parentheses

__all__ = ["format_loopy", "format_stopper"]

#: Frames of recursion asked for each vertex of the graph printed.
_FRAMES_PER_VERTEX = 8


def format_loopy(value: Loopy) -> str:
    """CGSuite's plain text of a loopy value: a stopper's, or ``onside &
    offside`` (``dud`` for ``on & off``)."""
    if isinstance(value, SidedForm):
        if is_dud(value):
            return "dud"
        return f"{format_stopper(value.onside)} & {format_stopper(value.offside)}"
    return format_stopper(value)


def format_stopper(value: Value) -> str:
    """CGSuite's plain text of a stopper (a short game's as usual)."""
    if not isinstance(value, LoopyForm):
        return format_game(value)
    return _fresh(value, set(), force_brackets=True, force_parens=False)


def _fresh(value: Value, guard: set[int], force_brackets: bool, force_parens: bool) -> str:
    """``value`` printed with names of its own (CGSuite starts afresh for a
    switch's option and a Tiny's subscript); ``guard`` holds the stoppers
    being printed as a switch or a Tiny, so that one that comes back to
    itself is then printed in braces, not again and again."""
    size = len(value.graph) if isinstance(value, LoopyForm) else 1
    printer = _Printer(guard)
    return deep_call(_FRAMES_PER_VERTEX * size + 50, printer.append, value, force_brackets,
                     force_parens)[0]


@dataclass(frozen=True)
class _Upon:
    """An uptimal of on: ``x ^[on] *n`` (``uponth`` False) or ``x ^<on> *n``."""

    number: Form
    nimber: int
    uponth: bool


def _options(value: LoopyForm, left: bool) -> list[Value]:
    return [value.option(v) for v in (value.graph.left[0] if left else value.graph.right[0])]


def _pseudonumber(value: LoopyForm) -> str | None:
    """``on``, ``off``, ``x over = {x|pass}``, ``x under = {pass|x}`` (the
    start of a canonical graph is vertex 0), without parentheses."""
    left, right = value.graph.left[0], value.graph.right[0]
    if left == (0,) and not right:
        return "on"
    if right == (0,) and not left:
        return "off"
    if right == (0,) and len(left) == 1 and _is_number(value.option(left[0])):
        return _prefix(value.option(left[0])) + "over"
    if left == (0,) and len(right) == 1 and _is_number(value.option(right[0])):
        return _prefix(value.option(right[0])) + "under"
    return None


def _is_number(value: Value) -> bool:
    return isinstance(value, Form) and value.is_number


def _prefix(number: Value) -> str:
    """A number before a name: nothing for 0 (``over``, not ``0over``)."""
    assert isinstance(number, Form)
    return "" if number is zero else format_game(number)


def is_plumtree(value: LoopyForm) -> bool:
    """No cycle but passes (CGSuite's ``IsPlumtree``: long-cycle free)."""
    graph = value.graph
    without_passes = GameGraph(
        tuple(tuple(w for w in edges if w != v) for v, edges in enumerate(graph.left)),
        tuple(tuple(w for w in edges if w != v) for v, edges in enumerate(graph.right)))
    return without_passes.is_cycle_free(0)


def number_tiny(value: LoopyForm) -> tuple[bool, Form, Value] | None:
    """``(True, x, G)`` when ``value`` is ``{x || x | x - G}`` with ``G >=
    over`` (``xTiny(G)``), ``(False, x, G)`` for ``{x + G | x || x}``
    (``xMiny(G)``), else None (CGSuite's ``IsNumberTiny``)."""
    lo, ro = _options(value, True), _options(value, False)
    if len(lo) != 1 or len(ro) != 1:
        return None
    for tiny, near, far in ((True, lo[0], ro[0]), (False, ro[0], lo[0])):
        if not _is_number(near) or not isinstance(far, LoopyForm):
            continue
        assert isinstance(near, Form)
        back, on = _options(far, tiny), _options(far, not tiny)
        if len(back) != 1 or len(on) != 1 or back[0] is not near:
            continue
        # Tiny: the subscript is x - far^R; Miny: far^L - x; either >= over.
        subscript = (loopy_sum(near, stopper_neg(on[0])) if tiny
                     else loopy_sum(on[0], stopper_neg(near)))
        if isinstance(subscript, SidedForm) or not stopper_le(_over(), subscript):
            continue
        return tiny, near, subscript
    return None


def _over() -> Value:
    from cgt.loopy.stopper import canonical_stopper

    return canonical_stopper(GameGraph(((1,), ()), ((0,), ())), 0)


def upon_form(value: LoopyForm) -> tuple[_Upon, bool] | None:
    """``value`` as an uptimal of on, and whether it is negated (``v[on]``),
    as CGSuite's ``uponForm`` finds it, else None."""
    found = _upon_form(value, True)
    if found is not None:
        return found, False
    negative = stopper_neg(value)
    found = _upon_form(negative, True) if isinstance(negative, LoopyForm) else None
    if found is None:
        return None
    return _Upon(stopper_neg(found.number), found.nimber, found.uponth), True  # type: ignore[arg-type]


def _upon_form(value: LoopyForm, uponth: bool) -> _Upon | None:
    """``x^[on]*n = {pass | x*(n^1)}`` (and ``{x, pass | x}`` for ``n = 1``),
    and, when ``uponth``, ``x^<on>*n = {x, x*, ..., x*(n^1) | -(-x^[on]*(n^1))}``."""
    lo, ro = _options(value, True), _options(value, False)
    if len(ro) != 1:
        return None
    right = ro[0]
    if (len(lo) <= 2 and isinstance(right, Form) and right.number_part is not None
            and right.up_part == 0):
        number = _number_form(right)
        others = [o for o in lo if o is not value]
        if len(others) < len(lo) and (
                (right.nim_part == 0 and len(others) == 1 and others[0] is number)
                or (right.nim_part != 0 and not others)):
            return _Upon(number, right.nim_part ^ 1, False)
    if uponth and isinstance(right, LoopyForm):
        negative = stopper_neg(right)
        inner = _upon_form(negative, False) if isinstance(negative, LoopyForm) else None
        if inner is not None and not inner.uponth:
            x = stopper_neg(inner.number)
            assert isinstance(x, Form)
            expected = {_plus_star(x, k).id for k in range((inner.nimber ^ 1) + 1)}
            if all(isinstance(o, Form) for o in lo) and {o.id for o in lo} == expected \
                    and len(lo) == len(expected):
                return _Upon(x, inner.nimber ^ 1, True)
    return None


def _number_form(g: Form) -> Form:
    """The number part of a compact ``x + *n`` as a game."""
    from cgt.core.form import nus

    assert g.number_part is not None
    return nus(g.number_part, 0, 0)


def _plus_star(x: Form, k: int) -> Form:
    from cgt.core.form import nus

    assert x.number_part is not None
    return nus(x.number_part, 0, k)


class _Printer:
    """One pass of CGSuite's ``appendTo``: the stoppers on the path from
    the top, each with its name once a cycle comes back to it."""

    def __init__(self, guard: set[int]) -> None:
        self.names: dict[int, str | None] = {}  # id of a stopper on the path -> its name
        self.count = 0
        self.guard = guard

    def append(self, value: Value, force_brackets: bool, force_parens: bool) -> tuple[str, int]:
        """The text of ``value`` and the slashes of its separator (0 for an
        atom)."""
        if isinstance(value, Form):
            text, bars = PLAIN.body(value)
            if bars and force_brackets:
                return "{" + text + "}", 0
            if force_parens and needs_parentheses(value):
                return "(" + text + ")", 0
            return text, bars
        ident = id(value)
        if ident in self.names:
            name = self.names[ident]
            if name is None:
                name = self.names[ident] = _nth_name(self.count)
                self.count += 1
            return name, 0
        pseudo = _pseudonumber(value)
        if pseudo is not None:
            parenthesise = force_parens and pseudo not in ("on", "off", "over", "under")
            return ("(" + pseudo + ")" if parenthesise else pseudo), 0
        if ident not in self.guard:
            special = self._special(value, force_parens)
            if special is not None:
                return special, 0
        upon = upon_form(value)
        if upon is not None:
            return _upon_text(*upon), 0
        return self._braces(value, force_brackets)

    def _special(self, value: LoopyForm, force_parens: bool) -> str | None:
        """A switch ``+-G`` or a ``xTiny(G)``, ``xMiny(G)``, printed afresh."""
        ident = id(value)
        if value is stopper_neg(value):
            lo = self._sorted(_options(value, True))
            self.guard.add(ident)
            try:
                texts = [_fresh(o, self.guard, True, len(lo) == 1) for o in lo]
            finally:
                self.guard.discard(ident)
            return "+-" + (texts[0] if len(texts) == 1 else "{" + ",".join(texts) + "}")
        tiny = number_tiny(value) if is_plumtree(value) else None
        if tiny is None:
            return None
        is_tiny, x, subscript = tiny
        self.guard.add(ident)
        try:
            inner = _fresh(subscript, self.guard, True, False)
        finally:
            self.guard.discard(ident)
        text = ("" if x is zero else format_game(x)) + ("Tiny(" if is_tiny else "Miny(") \
            + inner + ")"
        return "(" + text + ")" if force_parens else text

    @staticmethod
    def _sorted(options: list[Value]) -> list[Value]:
        """Short options first in CGSuite's order, then the loopy ones by
        CGSuite's hash codes (:mod:`cgt.loopy.print_order`)."""
        return cgsuite_order(options, lambda shorts: list(sorted_options(tuple(shorts))))

    def _braces(self, value: LoopyForm, force_brackets: bool) -> tuple[str, int]:
        ident = id(value)
        self.names[ident] = None
        sides = []
        slashes = 0
        for left in (True, False):
            options = _options(value, left)
            several = len(options) > 1
            texts: list[str] = []
            loops: list[str] = []
            for option in self._sorted(options):
                if option is value:
                    loops.append("pass")
                    continue
                text, bars = self.append(option, several, False)
                slashes = max(slashes, bars)
                (texts if isinstance(option, Form) else loops).append(text)
            sides.append(",".join(texts + loops))
        name = self.names.pop(ident)
        slashes += 1
        body = sides[0] + "|" * slashes + sides[1]
        graph = value.graph
        if (force_brackets or name is not None or not graph.left[0] or not graph.right[0]
                or slashes >= MAX_SLASHES):
            return f"{name or ''}{{{body}}}", 0
        return body, slashes


def _upon_text(upon: _Upon, negated: bool) -> str:
    number = "" if upon.number is zero else format_game(upon.number)
    kind = "<on>" if upon.uponth else "[on]"
    star = "" if upon.nimber == 0 else "*" if upon.nimber == 1 else f"*{upon.nimber}"
    return f"{number}{'v' if negated else '^'}{kind}{star}"


def _nth_name(n: int) -> str:
    """CGSuite's names of nodes: ``a`` to ``z``, then ``N1``, ``N2``... (the
    letter ``v`` skipped: the reader takes it for down)."""
    letters = "abcdefghijklmnopqrstuwxyz"
    return letters[n] if n < len(letters) else f"N{n - len(letters) + 1}"

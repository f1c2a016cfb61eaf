"""Loopy values in CGSuite's plain text: read and print stoppers.

Read by :func:`parse_loopy` (``cgt.parse`` hands it any text with a loopy
word in it, :func:`is_loopy_text`):

* the constants ``on = {pass|}``, ``off = {|pass}``, ``over = {0|pass}``,
  ``under = {pass|0}`` and ``upon = {pass|*}``;
* pseudonumbers ``5over = {5|pass}``, ``-1/4under = {pass|-1/4}``;
* ``pass`` as an option: a move to the game itself (``{pass|*}``);
* named nodes for longer cycles: ``a{0|{*|a}}``, the name used inside;
* the loopy uptimals ``^[on] = {pass|*}``, ``^[on]* = {0,pass|0}``,
  ``^<on> = {0|v[on]*}``, ``^<on>* = {0,*|v[on]}`` and their negatives
  ``v[on]``, ``v<on>*``..., after a number too (``1^[on]``);
* ``Tiny(G) = {0||0|-G}`` and ``Miny(G)`` of a stopper (``2Tiny(over)``);
* ``dud = {pass|pass}`` and sided values ``G & H`` (onside ``G``,
  offside ``H``), the loosest operator;
* sums, differences, negation and parentheses, with short games among them.

Printed by :func:`format_stopper` as CGSuite prints them: the names above
where they apply, else braces with ``pass`` for a move to the game itself
and a letter naming a game that a longer cycle comes back to
(``a{0|{*|a}}``); short options in the notation of short games.

>>> str_of = lambda text: format_stopper(parse_loopy(text))
>>> str_of("{pass|}"), str_of("x{0|x}"), str_of("over + 5"), str_of("{pass|3/2}")
('on', 'over', '5over', '3/2under')
>>> str_of("{pass|*}"), str_of("{0|0,pass}")
('^[on]', 'v[on]*')
"""

from __future__ import annotations

import re

from cgt.core.deep import deep_call
from cgt.core.form import Form
from cgt.errors import CGTError, ParseError
from cgt.loopy.graph import GameGraph, graph_of
from cgt.loopy.sided import (
    Loopy,
    SidedForm,
    is_dud,
    loopy_neg,
    loopy_sum,
    loopy_value,
    side_of,
    sided,
)
from cgt.loopy.stopper import (
    MAX_VERTICES,
    LoopyForm,
    Value,
    canonical_stopper,
    stopper_le,
    stopper_neg,
    stopper_of_options,
)
from cgt.notation.loopy_text import is_loopy_text
from cgt.notation.ordering import sorted_options
from cgt.notation.parser import parse as parse_short
from cgt.notation.printer import MAX_SLASHES, PLAIN, format_game

__all__ = ["format_loopy", "format_stopper", "is_loopy_text", "parse_loopy"]

_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<pseudo>-?[0-9]+(?:/[0-9]+)?(?=(?:over|under)(?![A-Za-z])))
  | (?P<upon>(?:-?[0-9]+(?:/[0-9]+)?)?[\^v↑↓](?:\[on\]|<on>)\*?[0-9]*)
  | (?P<word>[A-Za-z]+)
  | (?P<literal>[-−]?[0-9]+(?:/[0-9]+)?(?:[\^v↑↓]+[0-9]*)?(?:\*[0-9]*)?
               |[\^↑↓*][\^↑↓]*[0-9]*(?:\*[0-9]*)?)
  | (?P<bar>\|+)
  | (?P<pm>±|\+-)
  | (?P<punct>[{},()+\-−&])
  | (?P<other>.)
    """,
    re.VERBOSE,
)


def parse_loopy(text: str) -> Loopy:
    """The canonical value (a short game's Form, a :class:`LoopyForm`, or a
    :class:`~cgt.loopy.sided.SidedForm`) of a text with loopy forms;
    ParseError for bad text, CGTError for a game whose sides are not found
    to be stoppers."""
    nesting = sum(text.count(mark) for mark in ("{", "(", "±", "-", "−"))  # ± and - nest too
    depth = 2 * nesting + 10
    return deep_call(depth, _LoopyReader(text).read)


#: The most positions a loopy text may hold while it is read (its value must
#: then simplify to at most ``MAX_VERTICES``).
_MAX_READ = 20 * MAX_VERTICES


class _LoopyReader:
    """Recursive descent over the tokens; braces become vertices of one
    graph, and everything else a value hung into it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = [(m.lastgroup or "", m.group(), m.start()) for m in _TOKEN.finditer(text)
                       if m.lastgroup != "space"]
        self.at = 0
        self.left: list[list[int]] = []
        self.right: list[list[int]] = []
        self.names: dict[str, int] = {}

    def fail(self, message: str, position: int | None = None) -> ParseError:
        if position is None:
            position = self.tokens[self.at][2] if self.at < len(self.tokens) else len(self.text)
        return ParseError(self.text, position, message)

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, text: str) -> bool:
        token = self.peek()
        if token is not None and token[1] == text:
            self.at += 1
            return True
        return False

    def read(self) -> Loopy:
        value = self.expression()
        token = self.peek()
        if token is not None and token[1] == "&":  # G & H: the loosest operator
            self.at += 1
            offside = self.expression()
            try:
                value = sided(side_of(value, True), side_of(offside, False))
            except CGTError as error:
                raise self.fail(str(error), token[2]) from None
        if self.peek() is not None:
            raise self.fail("expected '+', '-' or the end of the text")
        return value

    # -- values ----------------------------------------------------------------------------

    def expression(self) -> Loopy:
        """A sum of terms, at the top or as an option (up to ',', '|', '}' or '&')."""
        total = self.unary()
        while True:
            token = self.signed_operand()
            if token is None or token[1] not in ("+", "-", "−", "±", "+-"):
                return total
            self.at += 1
            value = self.unary()
            if token[0] == "pm":
                value = self.switched(value)
            total = loopy_sum(total, loopy_neg(value) if token[1] in ("-", "−") else value)

    def signed_operand(self) -> tuple[str, str, int] | None:
        """The next token after an operand; a number with its '-' against it
        (``over-5``) is then a binary minus and the number: split it."""
        token = self.peek()
        if token is not None and token[0] in ("literal", "pseudo", "upon") \
                and token[1][0] in "-−":
            kind, text, position = token
            self.tokens[self.at:self.at + 1] = [("punct", "-", position),
                                                (kind, text[1:], position + 1)]
            token = self.tokens[self.at]
        return token

    def unary(self) -> Loopy:
        token = self.peek()
        if token is not None and token[1] in ("-", "−"):
            self.at += 1
            return loopy_neg(self.unary())
        if token is not None and token[0] == "pm":
            self.at += 1
            return self.switched(self.unary())
        return self.primary()

    def switched(self, value: Loopy) -> Loopy:
        if isinstance(value, Form):  # a short game's switch is short: no graph needed
            return stopper_of_options([value], [stopper_neg(value)])
        starts = self.hang([value, loopy_neg(value)])
        vertex = self.new_vertex()
        self.left[vertex].append(starts[0])
        self.right[vertex].append(starts[1])
        return self.value_of(vertex)

    def primary(self) -> Loopy:
        token = self.peek()
        if token is None:
            raise self.fail("expected a game")
        kind, text, position = token
        if text == "(":
            self.at += 1
            value = self.expression()
            if not self.take(")"):
                raise self.fail("expected ')'")
            return value
        if text == "{" or (kind == "word" and self._brace_follows()):
            vertex = self.brace()
            return self.value_of(vertex)
        self.at += 1
        if kind == "word" and text in ("Tiny", "Miny") and self.take("("):
            return self.tiny(text == "Tiny", position)
        if kind == "word":
            return self.constant(text, position)
        if kind == "pseudo":
            word = self.peek()
            self.at += 1
            assert word is not None and word[1] in ("over", "under")
            return loopy_sum(parse_short(text), self.constant(word[1], word[2]))
        if kind == "upon":
            return self.upon(text, position)
        if kind == "literal":
            try:
                number = parse_short(text)
            except ParseError as error:
                raise self.fail(str(error).splitlines()[0], position) from None
            word = self.peek()
            if word is not None and word[1] in ("Tiny", "Miny") and self._paren_follows():
                self.at += 2  # xTiny(G): x + Tiny(G), as CGSuite prints it
                return loopy_sum(number, self.tiny(word[1] == "Tiny", word[2]))
            return number
        raise self.fail(f"unexpected {text!r}", position)

    def constant(self, word: str, position: int) -> Loopy:
        graphs = {
            "on": GameGraph(((0,),), ((),)), "off": GameGraph(((),), ((0,),)),
            "over": GameGraph(((1,), ()), ((0,), ())), "under": GameGraph(((0,), ()), ((1,), ())),
            "upon": GameGraph(((0,), (), (1,)), ((2,), (), (1,))),
        }
        if word in graphs:
            return canonical_stopper(graphs[word], 0)
        if word == "dud":
            return loopy_value(GameGraph(((0,),), ((0,),)), 0)
        if word == "pass":
            raise self.fail("'pass' is an option: write it inside braces, as in {pass|*}",
                            position)
        raise self.fail(f"unknown name {word!r}", position)

    def tiny(self, tiny: bool, position: int) -> Loopy:
        """``Tiny(G) = {0 || 0 | -G}`` and ``Miny(G) = {G | 0 || 0}`` of a
        stopper ``G`` (``Tiny(over)``), after ``Tiny(`` or ``Miny(``."""
        value = self.expression()
        if not self.take(")"):
            raise self.fail("expected ')'")
        if isinstance(value, SidedForm):
            raise self.fail("Tiny and Miny take a stopper", position)
        zero = parse_short("0")
        if tiny:
            return stopper_of_options([zero], [stopper_of_options([zero], [stopper_neg(value)])])
        return stopper_of_options([stopper_of_options([value], [zero])], [zero])

    def upon(self, text: str, position: int) -> Loopy:
        """``x^[on]*n``, ``x^<on>*n`` and their negatives ``xv[on]*n``,
        ``xv<on>*n`` (CGSuite's upon and uponth): ``^[on] = {pass|*}``,
        ``^[on]* = {0,pass|0}``, ``^<on> = {0|v[on]*}``, ``^<on>* = {0,*|v[on]}``."""
        match = re.fullmatch(r"(-?[0-9]+(?:/[0-9]+)?)?([\^v↑↓])(\[on\]|<on>)(\*([0-9]*))?", text)
        if match is None:
            raise self.fail(f"unexpected {text!r}", position)
        number, arrow, kind, star, nim = match.groups()
        nimber = 0 if star is None else int(nim or 1)
        if nimber > 1:
            raise self.fail(f"{arrow}{kind} takes * at most: {arrow}{kind}, {arrow}{kind}*",
                            position)
        upon = self.constant("upon", position) if not nimber else canonical_stopper(
            GameGraph(((1, 0), ()), ((1,), ())), 0)
        if kind == "[on]":
            base = upon
        else:  # {0 | v[on]*} and {0, * | v[on]}: the upon of the other nimber, negated
            other = self.upon("^[on]" if nimber else "^[on]*", position)
            left = [parse_short("0")] if not nimber else [parse_short("0"), parse_short("*")]
            base = stopper_of_options(left, [stopper_neg(other)])  # type: ignore[arg-type]
        value = base if arrow in "^↑" else loopy_neg(base)
        return loopy_sum(parse_short(number), value) if number else value

    # -- braces: vertices of one graph ----------------------------------------------------------

    def _paren_follows(self) -> bool:
        nxt = self.tokens[self.at + 1] if self.at + 1 < len(self.tokens) else None
        return nxt is not None and nxt[1] == "("

    def _brace_follows(self) -> bool:
        nxt = self.tokens[self.at + 1] if self.at + 1 < len(self.tokens) else None
        return nxt is not None and nxt[1] == "{"

    def new_vertex(self) -> int:
        if len(self.left) >= _MAX_READ:
            raise self.fail(f"a loopy text of more than {_MAX_READ:,} positions: more than "
                            "the loopy simplifier takes (cgt.loopy.stopper.MAX_VERTICES)")
        self.left.append([])
        self.right.append([])
        return len(self.left) - 1

    def brace(self) -> int:
        """``[name]{ options | options }`` as a vertex; multi-slash sides nest."""
        token = self.peek()
        assert token is not None
        name = None
        if token[0] == "word":
            name = token[1]
            if name in self.names or name in ("on", "off", "over", "under", "upon", "pass"):
                raise self.fail(f"the name {name!r} is taken", token[2])
            self.at += 1
        self.at += 1  # "{"
        vertex = self.new_vertex()
        if name is not None:
            self.names[name] = vertex
        parts: list[list[int]] = [[]]
        bars: list[int] = []
        while True:
            token = self.peek()
            if token is None:
                raise self.fail("expected '}'")
            if token[1] == "}":
                self.at += 1
                break
            if token[0] == "bar":
                self.at += 1
                bars.append(len(token[1]))
                parts.append([])
                continue
            if token[1] == ",":
                self.at += 1
                continue
            if token[1] == "&":
                raise self.fail("a sided value G & H cannot be an option")
            if token[1] == "pass":
                self.at += 1
                parts[-1].append(-1)  # the game itself, filled in below
                continue
            if token[0] == "word" and token[1] in self.names and not self._brace_follows():
                self.at += 1
                parts[-1].append(self.names[token[1]])
                continue
            parts[-1].append(self.option())
        if name is not None:
            del self.names[name]
        if not bars:
            raise self.fail("expected '|' between Left and Right options")
        self.split(vertex, parts, bars)
        return vertex

    def split(self, vertex: int, parts: list[list[int]], bars: list[int]) -> None:
        """Give ``vertex`` the options of ``parts``, split at the most slashes."""
        most = max(bars)
        at = [i for i, b in enumerate(bars) if b == most]
        if len(at) > 1:
            raise self.fail(f"ambiguous {'|' * most!r}: split Left from Right with more bars")
        i = at[0]
        for side, chunk, chunk_bars in ((self.left, parts[: i + 1], bars[:i]),
                                        (self.right, parts[i + 1:], bars[i + 1:])):
            if chunk_bars:
                inner = self.new_vertex()
                self.split(inner, chunk, chunk_bars)
                side[vertex].append(inner)
            else:
                side[vertex].extend(vertex if o == -1 else o for o in chunk[0])

    def option(self) -> int:
        """One option: a brace (a vertex), or a value hung into the graph."""
        token = self.peek()
        assert token is not None
        if token[1] == "{" or (token[0] == "word" and self._brace_follows()):
            return self.brace()
        value = self.expression()  # a sum of terms, up to ',' '|' or '}'
        return self.hang([value])[0]

    def hang(self, values: list[Loopy]) -> list[int]:
        """Copy the graphs of ``values`` into the reader's graph; their vertices."""
        starts = []
        for value in values:
            if isinstance(value, SidedForm):
                raise self.fail(f"a sided value ({format_loopy(value)}) cannot be an option: "
                                "write the game graph itself")
            if isinstance(value, LoopyForm):
                graph, start = value.graph, 0
            else:
                graph, found = graph_of([value])
                start = found[0]
            offset = len(self.left)
            for v in range(len(graph)):
                self.new_vertex()
                self.left[-1].extend(w + offset for w in graph.left[v])
                self.right[-1].extend(w + offset for w in graph.right[v])
            starts.append(start + offset)
        return starts

    def graph(self) -> GameGraph:
        return GameGraph(tuple(map(tuple, self.left)), tuple(map(tuple, self.right)))

    def value_of(self, vertex: int) -> Loopy:
        try:
            return loopy_value(self.graph(), vertex)
        except ParseError:
            raise
        except CGTError as error:
            raise self.fail(str(error), 0) from None


# -- printing ---------------------------------------------------------------------------------


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
    named = _named(value)
    if named is not None:
        return named
    negative = stopper_neg(value)
    named = _named(negative) if isinstance(negative, LoopyForm) else None
    upon = _UPON.fullmatch(named or "")
    if upon is not None:  # -(x^[on]*) is -x v[on]*
        number, kind, star = upon.groups()
        number = number[1:] if number.startswith("-") else "-" + number if number else ""
        return f"{number}v{kind}{star}"
    return _Printer().brace(value, top=True)


_UPON = re.compile(r"(-?[0-9/]*)\^(\[on\]|<on>)(\*?)")


def _named(value: LoopyForm) -> str | None:
    """``on``, ``off``, ``xover``, ``xunder``, ``x^[on]``, ``x^[on]*`` when
    ``value`` is one of them (the graph's start is vertex 0)."""
    graph = value.graph
    left, right = graph.left[0], graph.right[0]
    if left == (0,) and not right:
        return "on"
    if right == (0,) and not left:
        return "off"
    options_left = [value.option(v) if v else None for v in left]
    options_right = [value.option(v) if v else None for v in right]
    if len(left) == 1 and right == (0,) and _is_number(options_left[0]):
        return _prefix(options_left[0]) + "over"
    if left == (0,) and len(right) == 1 and _is_number(options_right[0]):
        return _prefix(options_right[0]) + "under"
    # x^[on]*: one Right option x + *k; Left options {pass} (k != 0) or {pass, x} (k = 0).
    if len(right) == 1 and isinstance(options_right[0], Form):
        r = options_right[0]
        if r.number_part is not None and r.up_part == 0 and r.nim_part <= 1:
            x = r.number_part
            others = [o for o in options_left if o is not None]
            if None in options_left and (
                (r.nim_part == 1 and not others)
                or (r.nim_part == 0 and len(others) == 1 and others[0] is r)
            ):
                star = "*" if r.nim_part == 0 else ""
                return _prefix_dyadic(x) + "^[on]" + star
    return _uponth(value) or _tiny(value)


def _tiny(value: LoopyForm) -> str | None:
    """``xTiny(G) = {x || x | x - G}`` and ``xMiny(G) = {x + G | x || x}``
    for a loopy ``G`` with ``G >= over`` (CGSuite's ``isNumberTiny``)."""
    graph = value.graph
    for tiny in (True, False):
        near, far = (graph.left[0], graph.right[0]) if tiny else (graph.right[0], graph.left[0])
        if len(near) != 1 or len(far) != 1:
            continue
        x, inner = value.option(near[0]), value.option(far[0])
        if not (isinstance(x, Form) and x.is_number and isinstance(inner, LoopyForm)):
            continue
        back, on = ((inner.graph.left[0], inner.graph.right[0]) if tiny
                    else (inner.graph.right[0], inner.graph.left[0]))
        if len(back) != 1 or len(on) != 1 or inner.option(back[0]) is not x:
            continue
        rest = inner.option(on[0])
        g = loopy_sum(x, stopper_neg(rest)) if tiny else loopy_sum(rest, stopper_neg(x))
        if isinstance(g, SidedForm) or not isinstance(g, LoopyForm):
            continue
        if not stopper_le(canonical_stopper(_OVER, 0), g):
            continue
        return f"{_prefix(x)}{'Tiny' if tiny else 'Miny'}({format_stopper(g)})"
    return None


_OVER = GameGraph(((1,), ()), ((0,), ()))


def _uponth(value: LoopyForm) -> str | None:
    """``x^<on>`` = ``{x | x v[on]*}`` and ``x^<on>* = {x, x* | x v[on]}``
    (CGSuite's uponth), else None."""
    graph = value.graph
    if len(graph.right[0]) != 1 or 0 in graph.left[0]:
        return None
    right = value.option(graph.right[0][0])
    if not isinstance(right, LoopyForm):
        return None
    negative = stopper_neg(right)
    upon = _UPON.fullmatch(_named(negative) or "") if isinstance(negative, LoopyForm) else None
    if upon is None or upon.group(2) != "[on]":
        return None
    number, _, star = upon.groups()
    x = number[1:] if number.startswith("-") else "-" + number if number else ""
    base = x or "0"
    expected = [base] if star else sorted([base, (x + "*") if x else "*"])
    options = [value.option(v) for v in graph.left[0]]
    found = sorted(format_game(o) for o in options if isinstance(o, Form))
    if len(found) != len(options) or found != expected:
        return None
    return f"{x}^<on>{'' if star else '*'}"


def _is_number(value: Value | None) -> bool:
    return isinstance(value, Form) and value.is_number


def _prefix(value: Value | None) -> str:
    assert isinstance(value, Form) and value.number_part is not None
    return _prefix_dyadic(value.number_part)


def _prefix_dyadic(x) -> str:
    return "" if x.mantissa == 0 else str(x)


class _Printer:
    """Braces with ``pass`` and named nodes, as CGSuite writes a stopper
    (``SimplifiedLoopyGame.appendTo``): a lone option keeps its slashes and
    the form around it takes one more (``{on||0|-1/2}``); several options
    are atoms, in braces; braces also where a side is empty or the form is
    named."""

    def __init__(self) -> None:
        self.names: dict[int, str | None] = {}  # vertex on the path -> its name, once used
        self.count = 0

    def brace(self, form: LoopyForm, top: bool = False) -> str:
        return self._vertex(form, 0, force=True)[0]

    def _vertex(self, form: LoopyForm, v: int, force: bool) -> tuple[str, int]:
        key = form.option(v)
        ident = id(key)
        if ident in self.names:
            name = self.names[ident]
            if name is None:
                name = self._next_name()
                self.names[ident] = name
            return name, 0
        self.names[ident] = None
        sides = []
        slashes = 0
        for targets in (form.graph.left[v], form.graph.right[v]):
            several = len(targets) > 1
            options = [form.option(w) for w in targets]
            shorts = sorted_options(tuple(o for o in options if isinstance(o, Form)))
            texts = []
            for short in shorts:
                text, bars = PLAIN.body(short)
                if several and bars:
                    text, bars = "{" + text + "}", 0
                texts.append(text)
                slashes = max(slashes, bars)
            loops = []
            for option in options:
                if option is key:
                    loops.append("pass")
                elif isinstance(option, LoopyForm):
                    text, bars = self._option(option, several)
                    loops.append(text)
                    slashes = max(slashes, bars)
            sides.append(",".join(texts + sorted(loops)))
        name = self.names.pop(ident)
        slashes += 1
        left, right = form.graph.left[v], form.graph.right[v]
        body = sides[0] + "|" * slashes + sides[1]
        if force or name is not None or not left or not right or slashes >= MAX_SLASHES:
            return f"{name or ''}{{{body}}}", 0
        return body, slashes

    def _option(self, option: LoopyForm, force: bool) -> tuple[str, int]:
        ident = id(option)
        if ident not in self.names:
            named = _named(option)
            if named is not None:
                return named, 0
        return self._vertex(option, 0, force)

    def _next_name(self) -> str:
        letters = "abcdefghijklmnopqrstuwxyz"  # not 'v', which is an arrow
        n = self.count
        self.count += 1
        return letters[n] if n < len(letters) else f"N{n - len(letters) + 1}"

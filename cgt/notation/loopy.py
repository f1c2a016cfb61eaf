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
from cgt.core.form import Form, nus
from cgt.errors import CGTError, ParseError
from cgt.loopy.graph import GameGraph, graph_of
from cgt.loopy.ordinal_sum import ordinal_sum
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
    stopper_graph,
    stopper_neg,
    stopper_of_options,
)
from cgt.notation.loopy_printer import format_loopy, format_stopper
from cgt.notation.loopy_text import is_loopy_text
from cgt.notation.parser import parse as parse_short

__all__ = ["format_loopy", "format_stopper", "is_loopy_text", "parse_loopy"]

_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<pseudo>-?[0-9]+(?:/[0-9]+)?(?=(?:over|under)(?![A-Za-z])))
  | (?P<upon>(?:-?[0-9]+(?:/[0-9]+)?)?[\^v↑↓](?:\[on\]|<on>)\*?[0-9]*)
  | (?P<uptimal>[-−]?(?:[0-9]+(?:/[0-9]+)?)?[\^v↑↓]<[0-9]+>(?:\*[0-9]*)?)
  | (?P<down>v+[0-9]*(?:\*[0-9]*)?(?![A-Za-z0-9\[<{]))
  | (?P<word>[A-Za-z]+)
  | (?P<literal>[-−]?[0-9]+(?:/[0-9]+)?(?:[\^v↑↓]+[0-9]*)?(?:\*[0-9]*)?
               |[\^↑↓*][\^↑↓]*[0-9]*(?:\*[0-9]*)?)
  | (?P<bar>\|+)
  | (?P<pm>±|\+-)
  | (?P<punct>[{},()+\-−&:])
  | (?P<other>.)
    """,
    re.VERBOSE,
)


#: Words that cannot name a node.
_RESERVED = ("on", "off", "over", "under", "upon", "uponth", "pass", "dud")


def _upon(x: Form, nimber: int) -> Value:
    """``x^[on]*n``: ``{pass | x + *(n^1)}``, or ``{x, pass | x}`` for ``n = 1``."""
    assert x.number_part is not None
    graph, (right, number) = graph_of([nus(x.number_part, 0, nimber ^ 1), x])
    left_edges = ((0, number + 1) if nimber == 1 else (0,),)
    shifted = GameGraph(left_edges + tuple(tuple(w + 1 for w in e) for e in graph.left),
                        ((right + 1,),) + tuple(tuple(w + 1 for w in e) for e in graph.right))
    return canonical_stopper(shifted, 0)


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
        self.sided_options: dict[int, SidedForm] = {}  # a vertex standing for a sided value

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
        value = self.sided_expression()
        if self.peek() is not None:
            raise self.fail("expected '+', '-' or the end of the text")
        return value

    def sided_expression(self) -> Loopy:
        """An expression, or ``G & H`` (the loosest operator), at the top or as an option."""
        value = self.expression()
        token = self.peek()
        if token is not None and token[1] == "&":
            self.at += 1
            offside = self.expression()
            try:
                value = sided(side_of(value, True), side_of(offside, False))
            except CGTError as error:
                raise self.fail(str(error), token[2]) from None
        return value

    # -- values ----------------------------------------------------------------------------

    def expression(self) -> Loopy:
        """A sum of terms, at the top or as an option (up to ',', '|', '}' or '&')."""
        total = self.ordinal_term()
        while True:
            token = self.signed_operand()
            if token is None or token[1] not in ("+", "-", "−", "±", "+-"):
                return total
            self.at += 1
            value = self.switch_operand() if token[0] == "pm" else self.ordinal_term()
            total = loopy_sum(total, loopy_neg(value) if token[1] in ("-", "−") else value)

    def ordinal_term(self) -> Loopy:
        """``G : H : ...``, binding tighter than a sum (as in CGSuite's grammar)."""
        value = self.unary()
        while (token := self.peek()) is not None and token[1] == ":":
            position = token[2]
            self.at += 1
            base, top = value, self.unary()
            if isinstance(base, SidedForm) or isinstance(top, SidedForm):
                raise self.fail("':' (the ordinal sum) takes stoppers, not sided values",
                                position)
            value = ordinal_sum(base, top)
        return value

    def signed_operand(self) -> tuple[str, str, int] | None:
        """The next token after an operand; a number with its '-' against it
        (``over-5``) is then a binary minus and the number: split it."""
        token = self.peek()
        if token is not None and token[0] in ("literal", "pseudo", "upon", "uptimal") \
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
            return self.switch_operand()
        return self.primary()

    def switch_operand(self) -> Loopy:
        """What follows a '±': ``±G = {G | -G}``, or the multiple switch
        ``±{A,B} = {A,B | -A,-B}`` (braces without a bar)."""
        token = self.peek()
        if token is None or token[1] != "{" or not self._barless_braces():
            return self.switched(self.unary())
        self.at += 1
        values = [self.expression()]
        while not self.take("}"):
            if not self.take(","):
                raise self.fail("expected ',' or '}'")
            values.append(self.expression())
        negatives = [loopy_neg(v) for v in values]
        if all(isinstance(v, Form) for v in (*values, *negatives)):
            return stopper_of_options(values, negatives)  # type: ignore[arg-type]
        starts = self.hang(values + negatives)
        vertex = self.new_vertex()
        self.left[vertex].extend(starts[:len(values)])
        self.right[vertex].extend(starts[len(values):])
        return self.value_of(vertex)

    def _barless_braces(self) -> bool:
        """The braces opening at the next token hold no bar of their own."""
        depth = 0
        for kind, text, _ in self.tokens[self.at:]:
            if text == "{":
                depth += 1
            elif text == "}":
                depth -= 1
                if depth == 0:
                    return True
            elif kind == "bar" and depth == 1:
                return False
        return False

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
        if kind in ("literal", "down", "uptimal"):  # a short game's text: its reader reads it
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
        if word == "uponth":  # ^<on>, as CGSuite's tests name it
            return self.upon("^<on>", position)
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
        ``xv<on>*n`` (CGSuite's upon and uponth, ``CanonicalStopper.uponForm``):
        ``x^[on]*n = {pass | x*(n^1)}``, but ``x^[on]* = {x, pass | x}``;
        ``x^<on>*n = {x, x*, ..., x*n | -(-x^[on]*(n^1))}``."""
        match = re.fullmatch(r"(-?[0-9]+(?:/[0-9]+)?)?([\^v↑↓])(\[on\]|<on>)(\*([0-9]*))?", text)
        if match is None:
            raise self.fail(f"unexpected {text!r}", position)
        number, arrow, kind, star, nim = match.groups()
        x = parse_short(number or "0")
        if arrow not in "^↑":  # x v[on] is -((-x) ^[on])
            x = stopper_neg(x)  # type: ignore[assignment]
        nimber = 0 if star is None else int(nim or 1)
        if kind == "[on]":
            base = _upon(x, nimber)
        else:
            assert x.number_part is not None
            inner = stopper_neg(_upon(nus(-x.number_part, 0, 0), nimber ^ 1))
            left: list[Value] = [nus(x.number_part, 0, k) for k in range(nimber + 1)]
            base = stopper_of_options(left, [inner])
        return base if arrow in "^↑" else loopy_neg(base)

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
            if name in self.names or name in _RESERVED:
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
                raise self.fail("expected an option before '&' (onside & offside)")
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
        value = self.sided_expression()  # a sum of terms (or G & H), up to ',' '|' or '}'
        return self.hang([value])[0]

    def hang(self, values: list[Loopy]) -> list[int]:
        """Copy the graphs of ``values`` into the reader's graph; their vertices."""
        starts = []
        for value in values:
            if is_dud(value):  # {pass | pass}: one vertex
                vertex = self.new_vertex()
                self.left[vertex].append(vertex)
                self.right[vertex].append(vertex)
                starts.append(vertex)
                continue
            if isinstance(value, SidedForm):  # each side stands in it in turn (value_of)
                vertex = self.new_vertex()
                self.sided_options[vertex] = value
                starts.append(vertex)
                continue
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
            if not self.sided_options:
                return loopy_value(self.graph(), vertex)
            # A sided option: the onside of the game is the onside of the game
            # with each sided option's onside in its place (a player copies
            # the other's moves until play leaves for the option, where the
            # sides are equal), and the offside likewise.
            return sided(*(side_of(loopy_value(self.graph_with_sides(onside), vertex), onside)
                           for onside in (True, False)))
        except ParseError:
            raise
        except CGTError as error:
            raise self.fail(str(error), 0) from None

    def graph_with_sides(self, onside: bool) -> GameGraph:
        """The graph with each sided option's vertex given the moves of that side."""
        left = [list(e) for e in self.left]
        right = [list(e) for e in self.right]
        for vertex, value in self.sided_options.items():
            graph, start = stopper_graph(side_of(value, onside))
            offset = len(left)
            left += [[w + offset for w in e] for e in graph.left]
            right += [[w + offset for w in e] for e in graph.right]
            left[vertex] = list(left[start + offset])
            right[vertex] = list(right[start + offset])
        return GameGraph(tuple(map(tuple, left)), tuple(map(tuple, right)))

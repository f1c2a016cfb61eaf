"""CGSuite's notation for misère canonical forms: printing and parsing.

Printed form (CGSuite's ``MisereCanonicalGame`` output, after Conway,
ONAG ch. 12): ``*[...]`` around

- a digit ``n``: the nim heap ``*n`` (``&12;`` for heaps of 10 or more);
- a run of options, largest first, each in parentheses when it has several
  options itself: ``*[2#0]`` has options ``2#`` and ``0``;
- ``X#``: the game whose only option is ``X``;
- subscripts, written in brackets after the first heap: ``2[2]`` is
  ``*2 + *2``, ``2[#-2]`` is ``2# - *2``, read left to right.

Input form (CGSuite's language): ``*[a, b, ...]`` is the game with options
``a, b, ...``, an integer is a nim heap, a nested list ``[...]`` a game of
those options, and ``+`` adds: ``*[[2],0]`` is ``*[2#0]``. A single element
stands for itself: ``*[2]`` is the heap ``*2``, ``*[12]`` the heap ``*12``.

>>> from cgt.impartial.misere_forms import add, nim_heap
>>> format_game(add(nim_heap(2), nim_heap(2))), format_game(parse_game("*[[2],0]"))
('*[2[2]]', '*[2#0]')
>>> parse_game("*[2#0]") == parse_game("*[[2],0]")
True
"""

from __future__ import annotations

from cgt.errors import CGTError
from cgt.impartial import misere_forms as forms
from cgt.impartial.misere_parts import subtract

__all__ = ["format_game", "input_text", "parse_game"]


# -- printing -----------------------------------------------------------------------------


def _digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def format_game(g: int) -> str:
    """CGSuite's printed form of game ``g``."""
    opened = [False]
    text = _write(g, False, opened)
    return f"*[{text}{']' if opened[0] else ''}]"


def _write(g: int, parenthesize: bool, opened: list[bool]) -> str:
    """``g`` written; ``opened[0]`` asks for (and reports) an open subscript bracket.

    A subscript chain opens its bracket right after the first heap digit it
    reaches, so ``(2# - *2)`` prints as ``2[#-2]``."""
    b = forms.birthday(g)
    if g == forms.nim_heap(b):
        return _digit(b) + ("[" if opened[0] else "")
    odd = 0 if forms.is_even(g) else 1
    for i in range(2 + odd, b, 2):
        heap = forms.nim_heap(i)
        less = subtract(g, heap)
        if less is not None and forms.birthday(less) < b:
            opened[0] = True
            return _write(less, True, opened) + _digit(i)
        more = forms.add(g, heap)
        if forms.birthday(more) < b:
            opened[0] = True
            return _write(more, True, opened) + "-" + _digit(i)
    if odd:
        opened[0] = True
        return _write(forms.add(g, 1), True, opened) + "1"
    opts = sorted(forms.options(g), key=forms.order_key, reverse=True)
    if len(opts) == 1:
        return _write(opts[0], True, opened) + "#"
    asked = opened[0]
    pieces = []
    for o in opts:
        inner = [False]
        pieces.append(_write(o, True, inner) + ("]" if inner[0] else ""))
    body = "".join(pieces)
    if parenthesize:
        body = f"({body})"
    opened[0] = asked
    return body + ("[" if asked else "")


def input_text(g: int) -> str:
    """``g`` in CGSuite's input language, options as nested lists: parses back."""
    return f"*[{_input_item(g)}]"  # a one-element list stands for its element


def _is_heap(g: int) -> bool:
    return g == forms.nim_heap(forms.birthday(g))


def _input_item(g: int) -> str:
    if _is_heap(g):
        return str(forms.birthday(g))
    return "[" + ",".join(_input_item(o) for o in sorted(forms.options(g), key=forms.order_key,
                                                           reverse=True)) + "]"


# -- parsing ------------------------------------------------------------------------------


class _Reader:
    """A cursor over the text, with errors that quote it."""

    def __init__(self, text: str) -> None:
        self.text = text.replace(" ", "")
        self.original = text
        self.at = 0

    def peek(self) -> str:
        return self.text[self.at] if self.at < len(self.text) else ""

    def take(self, expected: str) -> None:
        if self.peek() != expected:
            self.fail(f"expected {expected!r}")
        self.at += 1

    def fail(self, what: str) -> None:
        found = repr(self.peek()) if self.peek() else "the end"
        raise CGTError(f"misère game {self.original!r}: {what} at character {self.at + 1}, "
                       f"found {found}")

    def integer(self) -> int:
        start = self.at
        while self.peek().isdigit():
            self.at += 1
        if start == self.at:
            self.fail("expected a nim heap (a number)")
        return int(self.text[start:self.at])


def parse_game(text: str) -> int:
    """The id of the misère game written ``text`` (printed or input form)."""
    if not isinstance(text, str):
        raise CGTError(f"misère game {text!r} is not text")
    reader = _Reader(text)
    if not reader.text:
        raise CGTError("misère game '': the text is empty (try '*[0]' or '*[2#0]')")
    g = _sum(reader)
    if reader.peek():
        reader.fail("unexpected text after the game")
    return g


def _sum(r: _Reader) -> int:
    g = _term(r)
    while r.peek() == "+":
        r.take("+")
        g = forms.add(g, _term(r))
    return g


def _term(r: _Reader) -> int:
    r.take("*")
    if r.peek() != "[":
        if r.peek().isdigit():  # *n, as the nim heap
            return forms.nim_heap(r.integer())
        return 1
    close = _matching(r)
    body = r.text[r.at + 1:close]
    if _is_printed(body):
        r.take("[")
        g = _printed_options(r, close)
        r.take("]")
        return g
    items = _list(r)
    return items[0] if len(items) == 1 else forms.construct(items)


def _matching(r: _Reader) -> int:
    depth = 0
    for i in range(r.at, len(r.text)):
        depth += {"[": 1, "]": -1}.get(r.text[i], 0)
        if depth == 0:
            return i
    r.fail("this '[' is never closed")
    raise AssertionError  # unreachable: fail raises


def _is_printed(body: str) -> bool:
    """The printed form uses '#', '(', '&' or subscripts after a digit; the input
    form uses commas, nested lists, '*' and '+'."""
    if any(c in body for c in "#(&-"):
        return True
    return any(body[i] == "[" and body[i - 1].isdigit() for i in range(1, len(body)))


def _list(r: _Reader) -> list[int]:
    r.take("[")
    items: list[int] = []
    if r.peek() == "]":
        r.take("]")
        return items
    while True:
        items.append(_item(r))
        if r.peek() == ",":
            r.take(",")
            continue
        r.take("]")
        return items


def _item(r: _Reader) -> int:
    c = r.peek()
    if c.isdigit():
        return forms.nim_heap(r.integer())
    if c == "[":
        return forms.construct(_list(r))
    if c == "*":
        return _sum(r)
    r.fail("expected a nim heap, a list of options or a game '*[...]'")
    raise AssertionError


def _printed_options(r: _Reader, end: int) -> int:
    """A run of printed atoms up to ``end``: one atom is itself, several are options."""
    atoms = []
    while r.at < end and r.peek() not in ")":
        atoms.append(_printed_atom(r))
    if not atoms:
        r.fail("expected a game")
    return atoms[0] if len(atoms) == 1 else forms.construct(atoms)


def _printed_digit(r: _Reader) -> int:
    if r.peek() == "&":
        r.take("&")
        n = r.integer()
        r.take(";")
        return n
    if not r.peek().isdigit():
        r.fail("expected a digit")
    n = int(r.peek())
    r.at += 1
    return n


def _printed_atom(r: _Reader) -> int:
    if r.peek() == "(":
        r.take("(")
        g = _printed_options(r, len(r.text))
        r.take(")")
    else:
        g = forms.nim_heap(_printed_digit(r))
    while True:
        if r.peek() == "#":
            r.take("#")
            g = forms.construct([g])
        elif r.peek() == "[":
            r.take("[")
            g = _subscripts(r, g)
            r.take("]")
        else:
            return g


def _subscripts(r: _Reader, g: int) -> int:
    while r.peek() not in ("]", ""):
        c = r.peek()
        if c == "#":
            r.take("#")
            g = forms.construct([g])
        elif c == "-":
            r.take("-")
            heap = forms.nim_heap(_printed_digit(r))
            less = subtract(g, heap)
            if less is None:
                r.fail(f"no game X has X + *{forms.birthday(heap)} equal to the game before '-'")
            g = less  # type: ignore[assignment]
        else:
            g = forms.add(g, forms.nim_heap(_printed_digit(r)))
    return g

"""Form notation out: one printer, in plain text, Unicode and LaTeX.

The structure of what is written is the same in every notation: numbers,
nimbers and ups concatenated (``6^*``, ``-1v*3``, ``9/8*``), switches
``±x``, CGSuite's names of uptimals and tinies (``^<2>``, ``2Tiny(2)``),
and other forms in braces, a lone nested option written without braces by
adding a slash (``{3||2|1}``), the options of a side in CGSuite's order
(:mod:`.ordering`). :class:`Printer` walks that structure once and asks a method per
kind of value how to write it (as sympy's printers do); its subclasses
only change those methods:

- :class:`Printer` itself writes CGSuite's plain text, which
  :func:`cgt.parse` reads back (:func:`format_game`);
- :class:`UnicodePrinter` writes ``↑ ⇑ ↓ ∗ ±`` as the books print them;
- :class:`LatexPrinter` writes LaTeX math.

>>> from cgt.notation.parser import parse
>>> g = parse("{3||2|1} + ^*")
>>> PLAIN.print(g), UNICODE.print(g)
('{3^*||2^*|1^*}', '{3↑∗‖2↑∗|1↑∗}')
>>> print(LATEX.print(g))
$\\{3{\\uparrow}{\\ast}\\parallel 2{\\uparrow}{\\ast}\\mid 1{\\uparrow}{\\ast}\\}$
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeAlias

from cgt.core.arithmetic import negate
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic, decimal_text
from cgt.core.form import Form, zero
from cgt.errors import CGTError, shown
from cgt.notation.ordering import sorted_options
from cgt.notation.special import SpecialName, special_name, term_ups, up_multiple_text

__all__ = ["LATEX", "PLAIN", "UNICODE", "LatexPrinter", "Printer", "UnicodePrinter", "format_game",
           "needs_parentheses"]

#: A form whose bars would be this many slashes is written in braces, and
#: counts as one atom to the form around it (CGSuite's ``maxSlashes``):
#: ``{3|||2||1|0,*||||-1/2}`` has four, ``{{3|||2||1|0}||||-1/2}`` would be five.
MAX_SLASHES = 4

#: The longest text a printer writes: a game whose canonical form shares
#: subgames can have a text exponentially longer than its size (the sum of
#: 30 copies of ``{^,*|||^,*}`` would take about 4.6 * 10**13 characters),
#: and writing it is refused with a CGTError once it passes this many.
TEXT_LIMIT = 1 << 24


class Printer:
    """CGSuite's plain text; the base of every notation.

    >>> from cgt.core.form import nus, up
    >>> PLAIN.print(nus(Dyadic(-1), -1, 3)), PLAIN.print(up(3)), PLAIN.print(nus(Dyadic(0), 2, 4))
    ('-1v*3', '^3', '^^*4')
    """

    # -- one method per kind of value -----------------------------------------------------

    def number(self, x: Dyadic) -> str:
        return str(x)

    def ups(self, n: int) -> str:
        """``n.↑`` (``n`` may be negative: downs), never 0."""
        return up_multiple_text(n)

    def nimber(self, m: int) -> str:
        """``*m``, never ``*0``."""
        return "*" if m == 1 else "*" + decimal_text(m)

    def uptimal(self, head: str) -> str:
        """CGSuite's ``^<n>``, ``v<n>``, ``^[n]``, ``v[n]``, or a sum of them
        and of a multiple of ``↑`` (written as :meth:`ups` writes it: ``^``,
        ``vv``, ``^12``) joined by ``+``."""
        return head

    def function(self, name: str, argument: str) -> str:
        """``Tiny(G)`` or ``Miny(G)``."""
        return f"{name}({argument})"

    def offset(self, number: str, special: str, function: bool) -> str:
        """A number in front of an uptimal or (``function``) a Tiny or Miny:
        ``1/2^<3>``, ``2Tiny(2)``."""
        return number + special

    def switch(self, inner: str) -> str:
        return "±" + inner

    def bars(self, slashes: int) -> str:
        return "|" * slashes

    def braces(self, body: str) -> str:
        return "{" + body + "}"

    def parentheses(self, body: str) -> str:
        return "(" + body + ")"

    def comma(self) -> str:
        return ","

    def wrap(self, text: str) -> str:
        """The whole text, as the notation sets it apart (LaTeX: math mode)."""
        return text

    # -- the structure, shared ---------------------------------------------------------------

    def print(self, g: Form) -> str:
        """``g`` in this notation, set apart as the notation does (LaTeX: ``$...$``)."""
        return self.wrap(self.text(g))

    def text(self, g: Form) -> str:
        """``g`` in this notation, not set apart (what sympy's printers embed)."""
        if g.number_part is not None:
            return self._compact(g.number_part, g.up_part, g.nim_part)
        piece, slashes, length = self._written(g)
        if slashes:
            piece, length = self._around(self.braces, piece, length)
        return joined(piece)

    def body(self, g: Form) -> tuple[str, int]:
        """``g`` without outer braces and the slashes of its separator (0 for
        an atom): how it reads as the lone option of a larger form."""
        if g.number_part is not None:
            return self._compact(g.number_part, g.up_part, g.nim_part), 0
        piece, slashes, _ = self._written(g)
        return joined(piece), slashes

    def _compact(self, x: Dyadic, n: int, m: int) -> str:
        text = "" if x.mantissa == 0 and (n or m) else self.number(x)
        if n:
            text += self.ups(n)
        if m:
            text += self.nimber(m)
        return text

    def _written(self, g: Form) -> Written:
        """The text of ``g`` without outer braces as pieces, the slashes of
        its separator (0 for an atom: a compact value, a switch, or a braced
        form) and its length.

        Subgames are written first, bottom up, in a loop with a stack of its
        own (no recursion, however deep ``g`` is), each once: a form's text
        refers to its options' pieces instead of copying them, so the work
        and memory are linear in the number of subgames, not in the square
        of the depth; the pieces are joined once, in :func:`joined`. (The
        core's own calls on deep subgames, as ``negate``, recurse: one deep
        call around the loop gives them room, where each would start one.)
        """
        return deep_call(g.depth, self._write, g)

    def _write(self, g: Form) -> Written:
        written: dict[int, Written] = {}
        opened: set[int] = set()  # forms whose parts are on the stack above them
        stack = [g]
        while stack:
            h = stack[-1]
            if h.id in written:
                stack.pop()
                continue
            if h.id not in opened:
                opened.add(h.id)
                missing = [option for option in self._parts(h) if option.id not in written]
                if missing:
                    stack.extend(missing)
                    continue
            stack.pop()  # its parts are written: every form pushed after it is done
            opened.discard(h.id)  # only the forms being written are kept, not all met
            written[h.id] = self._form(h, written)
        return written[g.id]

    @staticmethod
    def _parts(g: Form) -> tuple[Form, ...]:
        """The subgames whose text the text of ``g`` is made of (both sides
        of a switch ``±A``, whose Right options are the negatives of its Left
        ones: whether it is one is asked when they are written, so that
        ``negate`` finds their negatives made)."""
        if g.number_part is not None:
            return ()
        name = special_name(g)
        if name is not None:  # ^<2>, ^[3], Tiny(2), 2Tiny(2), ...
            return () if name.argument is None else (name.argument,)
        return g.left + g.right

    def _form(self, g: Form, written: dict[int, Written]) -> Written:
        """:meth:`_written` of ``g``, whose parts are written."""
        if g.number_part is not None:
            text = self._compact(g.number_part, g.up_part, g.nim_part)
            return text, 0, len(text)
        slashes = 0
        name = special_name(g)
        if name is not None:
            piece, length = self._special(name, written)
        elif _is_switch(g):  # G = -G: ±A for {A | -A}, ±{A,B} for {A,B | -B,-A}
            piece, length = self._around(self.switch, *self._switched(g.left, written))
        else:
            left, left_slashes, left_length = self._side(g.left, written)
            right, right_slashes, right_length = self._side(g.right, written)
            slashes = max(left_slashes, right_slashes) + 1
            bars = self.bars(slashes)
            piece, length = (left, bars, right), left_length + len(bars) + right_length
            if slashes == MAX_SLASHES:
                (piece, length), slashes = self._around(self.braces, piece, length), 0
        if length > TEXT_LIMIT:
            raise CGTError(
                f"the text of a game born on day {shown(g.birthday)} is longer than "
                f"{TEXT_LIMIT:,} characters (cgt.notation.printer.TEXT_LIMIT raises the "
                "limit); its value is at hand, only its text is too long to write")
        return piece, slashes, length

    @staticmethod
    def _around(wrap: Callable[[str], str], piece: Piece, length: int) -> tuple[Piece, int]:
        """``wrap(text)`` for the text of ``piece``: ``wrap`` (braces, ``±``,
        ``Tiny(...)``) puts the text it is given once, between what it writes
        before and after it, which are found with a mark in its place."""
        before, after = wrap(_MARK).split(_MARK)
        return (before, piece, after), len(before) + length + len(after)

    def _special(self, name: SpecialName, written: dict[int, Written]) -> tuple[Piece, int]:
        """``x`` then the uptimal or the function, then ``*m``."""
        x = name.number
        assert x.number_part is not None  # the number part is a number
        piece: Piece
        if name.argument is None:
            piece = self.uptimal(name.head)
            length = len(piece)
        else:
            piece, slashes, length = written[name.argument.id]
            if slashes:
                piece, length = self._around(self.braces, piece, length)
            piece, length = self._around(partial(self.function, name.head), piece, length)
        if x is not zero:
            offset = partial(self._offset, self.number(x.number_part), name.argument is not None)
            piece, length = self._around(offset, piece, length)
        if name.nim:
            star = self.nimber(name.nim)
            piece, length = (piece, star), length + len(star)
        return piece, length

    def _offset(self, number: str, function: bool, special: str) -> str:
        return self.offset(number, special, function)

    def _switched(self, options: tuple[Form, ...], written: dict[int, Written]
                  ) -> tuple[Piece, int]:
        """What follows ``±``, as CGSuite writes it (CanonicalShortGame.appendTo):
        several options braced, ``±{1,1*}``; a lone option braced if it has
        bars, ``±{3|2}``, and in parentheses if it is a sum that is not a
        number, a nimber or ups (``±(1*)``, ``±(1^)``, ``±(1/2^*)``), else
        bare (``±1``, ``±^``, ``±^<2>``)."""
        if len(options) > 1:
            side, _, length = self._side(options, written)
            return self._around(self.braces, side, length)
        option = options[0]
        piece, slashes, length = written[option.id]
        if slashes:
            return self._around(self.braces, piece, length)
        if needs_parentheses(option):
            return self._around(self.parentheses, piece, length)
        return piece, length

    def _side(self, options: tuple[Form, ...], written: dict[int, Written]) -> Written:
        """One side of a form: a lone option keeps its slashes, several
        options are comma-separated atoms, in CGSuite's order."""
        if len(options) == 1:
            return written[options[0].id]
        comma = self.comma()
        pieces: list[Piece] = []
        length = len(comma) * (len(options) - 1)
        for o in sorted_options(options):
            piece, slashes, n = written[o.id]
            if slashes:
                piece, n = self._around(self.braces, piece, n)
            if pieces:
                pieces.append(comma)
            pieces.append(piece)
            length += n
        return tuple(pieces), 0, length


#: Text in the making: a string, or pieces in order, each a string or
#: pieces again. A subgame met twice is one piece met twice, not a copy.
Piece: TypeAlias = "str | tuple[Piece, ...]"
#: A form's text as :meth:`Printer._written` gives it: pieces, slashes, length.
Written: TypeAlias = "tuple[Piece, int, int]"
#: What stands for the text a wrapping method is given (see Printer._around).
_MARK = "\x00"


def joined(piece: Piece) -> str:
    """The text of ``piece``, joined in one pass (a loop with a stack: the
    pieces nest as deep as the game).

    >>> joined(("{", ("1", "|", ("-1",)), "}"))
    '{1|-1}'
    """
    if type(piece) is str:
        return piece
    out: list[str] = []
    stack: list[Piece] = [piece]
    while stack:
        top = stack.pop()
        if type(top) is str:
            out.append(top)
        else:
            stack.extend(reversed(top))
    return "".join(out)


def _is_switch(g: Form) -> bool:
    """Whether ``g = -g``, asked without making ``-g`` when a field of ``g``
    already says no: a switch has opposite stops, as many options on each
    side, and for each Left option a Right one as deep with the opposite
    stops (its negative); an uptimal kept in closed form is never one (its
    coefficients are not all 0). Negating every subgame would double the
    forms a print makes, and the negative of a long uptimal has a family of
    options of its own, whose birthdays are walked anew, level by level:
    the 596 levels of ``^[596]* + ^N`` in braces took 12 s and 1.4 GB so.
    """
    if g.longer_uptimal is not None or len(g.left) != len(g.right):
        return False
    if g.left_stop != -g.right_stop:
        return False
    for gl in g.left:
        for gr in g.right:
            if (gr.depth == gl.depth and gr.left_stop == -gl.right_stop
                    and gr.right_stop == -gl.left_stop):
                break
        else:
            return False
    return g is negate(g)


def needs_parentheses(g: Form) -> bool:
    """A lone option after ``±`` that CGSuite parenthesises: a number plus
    ups plus a nimber that is none of a number, a nimber or ups alone; a
    named uptimal with a number or a nimber added; a Tiny or a Miny (the
    loopy printer asks it too).

    >>> from cgt.core.form import nus, star
    >>> from cgt.core.dyadic import Dyadic
    >>> needs_parentheses(star), needs_parentheses(nus(Dyadic(1), 0, 1))
    (False, True)
    """
    if g.number_part is not None:
        return sum((g.number_part.mantissa != 0, g.up_part != 0, g.nim_part != 0)) > 1
    name = special_name(g)
    if name is None:
        return False
    return (name.argument is not None or name.number is not zero or name.nim != 0
            or "+" in name.head)


class UnicodePrinter(Printer):
    """The books' symbols: ``↑ ⇑ ↓ ⇓ ∗ ± ‖``.

    >>> from cgt.core.form import nus, up
    >>> UNICODE.print(up(2)), UNICODE.print(nus(Dyadic(1, 1), -3, 2))
    ('⇑', '1/2 3·↓∗2')
    """

    def ups(self, n: int) -> str:
        arrow, double = ("↑", "⇑") if n > 0 else ("↓", "⇓")
        k = abs(n)
        return arrow if k == 1 else double if k == 2 else f"{decimal_text(k)}·{arrow}"

    def _compact(self, x: Dyadic, n: int, m: int) -> str:
        text = super()._compact(x, n, m)
        if x.mantissa and abs(n) > 2:  # 1/2 3·↓, not 1/23·↓
            number = self.number(x)
            text = number + " " + text[len(number):]
        return text

    def nimber(self, m: int) -> str:
        return "∗" if m == 1 else "∗" + decimal_text(m)

    def uptimal(self, head: str) -> str:
        return "+".join(self._term(term) for term in head.split("+"))

    def _term(self, head: str) -> str:
        ups = term_ups(head)
        if ups is not None:
            return self.ups(ups)
        arrow = "↑" if head[0] == "^" else "↓"
        return arrow + head[1:].replace("<", "^").replace(">", "").replace("[", "^[")

    def bars(self, slashes: int) -> str:
        return "‖" * (slashes // 2) + "|" * (slashes % 2)


class LatexPrinter(Printer):
    """LaTeX math: ``\\{3\\parallel 2\\mid 1\\}``, ``{\\uparrow}{\\ast}``, ``\\tfrac{1}{2}``.

    Arrows and stars are braced, so that TeX sets them as ordinary symbols
    (``3/2↑∗`` close together, as the books print it, not spaced as a
    relation and an operation); the bars are relations (``\\parallel``,
    ``\\mid``), spaced.

    >>> from cgt.core.form import nus
    >>> LATEX.print(nus(Dyadic(-3, 2), 0, 0)), LATEX.print(nus(Dyadic(0), 2, 3))
    ('$-\\\\tfrac{3}{4}$', '${\\\\Uparrow}{\\\\ast 3}$')
    """

    def number(self, x: Dyadic) -> str:
        if not x.exponent:
            return decimal_text(x.mantissa)
        sign = "-" if x.mantissa < 0 else ""
        numerator, denominator = decimal_text(abs(x.mantissa)), decimal_text(1 << x.exponent)
        return rf"{sign}\tfrac{{{numerator}}}{{{denominator}}}"

    def ups(self, n: int) -> str:
        arrow, double = (r"{\uparrow}", r"{\Uparrow}") if n > 0 else (r"{\downarrow}",
                                                                      r"{\Downarrow}")
        k = abs(n)
        return arrow if k == 1 else double if k == 2 else rf"{decimal_text(k)}\cdot{arrow}"

    def _compact(self, x: Dyadic, n: int, m: int) -> str:
        text = super()._compact(x, n, m)
        if x.mantissa and abs(n) > 2:  # 1/2 + 3\cdot\downarrow, not 1/23\cdot\downarrow
            number = self.number(x)
            text = number + " + " + text[len(number):]
        return text

    def nimber(self, m: int) -> str:
        return r"{\ast}" if m == 1 else r"{\ast " + decimal_text(m) + "}"

    def uptimal(self, head: str) -> str:
        return " + ".join(self._term(term) for term in head.split("+"))

    def _term(self, head: str) -> str:
        ups = term_ups(head)
        if ups is not None:
            return self.ups(ups)
        arrow = r"{\uparrow}" if head[0] == "^" else r"{\downarrow}"
        n = head[2:-1]
        return arrow + (f"^{{{n}}}" if head[1] == "<" else f"^{{[{n}]}}")

    def function(self, name: str, argument: str) -> str:
        """Tiny and Miny as the books set them: ``+_G`` and ``-_G`` (⧾ and ⧿)."""
        sign = "+" if name == "Tiny" else "-"
        return f"{{{sign}}}_{{{argument}}}"

    def offset(self, number: str, special: str, function: bool) -> str:
        """``2 + {+}_{2}`` (a subscripted sign after a number would read as a
        sum, so the sum is written), ``\\tfrac{1}{2}{\\uparrow}^{3}``."""
        return number + " + " + special if function else number + special

    def switch(self, inner: str) -> str:
        return r"\pm " + inner

    def bars(self, slashes: int) -> str:
        return r"\parallel " * (slashes // 2) + (r"\mid " if slashes % 2 else "")

    def braces(self, body: str) -> str:
        return r"\{" + body + r"\}"

    def wrap(self, text: str) -> str:
        return "$" + text.strip() + "$"


PLAIN = Printer()
UNICODE = UnicodePrinter()
LATEX = LatexPrinter()


def format_game(g: Form) -> str:
    """Plain-text notation of ``g`` (CGSuite's; :func:`cgt.parse` reads it back).

    >>> from cgt.core.form import nus
    >>> format_game(nus(Dyadic(9, 3), 0, 1))
    '9/8*'
    """
    return PLAIN.print(g)

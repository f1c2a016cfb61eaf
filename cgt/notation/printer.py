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

from cgt.core.arithmetic import negate
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic, decimal_text
from cgt.core.form import Form, zero
from cgt.errors import CGTError, shown
from cgt.notation.ordering import sorted_options
from cgt.notation.special import SpecialName, special_name

__all__ = ["LATEX", "PLAIN", "UNICODE", "LatexPrinter", "Printer", "UnicodePrinter", "format_game"]

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
        arrow = "^" if n > 0 else "v"
        return arrow * abs(n) if abs(n) <= 2 else arrow + decimal_text(abs(n))

    def nimber(self, m: int) -> str:
        """``*m``, never ``*0``."""
        return "*" if m == 1 else "*" + decimal_text(m)

    def uptimal(self, head: str) -> str:
        """CGSuite's ``^<n>``, ``v<n>``, ``^[n]``, ``v[n]``, or a sum of them
        (and of ``^``, ``v``) joined by ``+``."""
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
        return deep_call(g.depth, self._top, g)

    def body(self, g: Form) -> tuple[str, int]:
        """``g`` without outer braces and the slashes of its separator (0 for
        an atom): how it reads as the lone option of a larger form."""
        if g.number_part is not None:
            return self._compact(g.number_part, g.up_part, g.nim_part), 0
        return deep_call(g.depth, self._body, g, {})

    def _compact(self, x: Dyadic, n: int, m: int) -> str:
        text = "" if x.mantissa == 0 and (n or m) else self.number(x)
        if n:
            text += self.ups(n)
        if m:
            text += self.nimber(m)
        return text

    def _top(self, g: Form) -> str:
        body, slashes = self._body(g, {})
        return body if slashes == 0 else self.braces(body)

    def _body(self, g: Form, memo: dict[int, tuple[str, int]]) -> tuple[str, int]:
        """Text of ``g`` without outer braces, and the slashes of its separator
        (0 for an atom: a compact value, a switch, or a braced form)."""
        known = memo.get(g.id)
        if known is not None:
            return known
        if g.number_part is not None:
            result = (self._compact(g.number_part, g.up_part, g.nim_part), 0)
        elif (name := special_name(g)) is not None:  # ^<2>, ^[3], Tiny(2), 2Tiny(2), ...
            result = (self._special(name, memo), 0)
        elif g is negate(g):  # G = -G: ±A for {A | -A}, ±{A,B} for {A,B | -B,-A}
            result = (self.switch(self._switched(g.left, memo)), 0)
        else:
            left_text, left_slashes = self._side(g.left, memo)
            right_text, right_slashes = self._side(g.right, memo)
            slashes = max(left_slashes, right_slashes) + 1
            result = (left_text + self.bars(slashes) + right_text, slashes)
            if slashes == MAX_SLASHES:
                result = (self.braces(result[0]), 0)
        if len(result[0]) > TEXT_LIMIT:
            raise CGTError(
                f"the text of a game born on day {shown(g.birthday)} is longer than "
                f"{TEXT_LIMIT:,} characters (cgt.notation.printer.TEXT_LIMIT raises the "
                "limit); its value is at hand, only its text is too long to write")
        memo[g.id] = result
        return result

    def _special(self, name: SpecialName, memo: dict[int, tuple[str, int]]) -> str:
        """``x`` then the uptimal or the function, then ``*m``."""
        x = name.number
        assert x.number_part is not None  # the number part is a number
        if name.argument is None:
            text = self.uptimal(name.head)
        else:
            body, slashes = self._body(name.argument, memo)
            text = self.function(name.head, self.braces(body) if slashes else body)
        if x is not zero:
            text = self.offset(self.number(x.number_part), text, name.argument is not None)
        if name.nim:
            text += self.nimber(name.nim)
        return text

    def _switched(self, options: tuple[Form, ...], memo: dict[int, tuple[str, int]]) -> str:
        """What follows ``±``, as CGSuite writes it (CanonicalShortGame.appendTo):
        several options braced, ``±{1,1*}``; a lone option braced if it has
        bars, ``±{3|2}``, and in parentheses if it is a sum that is not a
        number, a nimber or ups (``±(1*)``, ``±(1^)``, ``±(1/2^*)``), else
        bare (``±1``, ``±^``, ``±^<2>``)."""
        if len(options) > 1:
            return self.braces(self._side(options, memo)[0])
        option = options[0]
        text, slashes = self._body(option, memo)
        if slashes:
            return self.braces(text)
        if _needs_parentheses(option):
            return self.parentheses(text)
        return text

    def _side(self, options: tuple[Form, ...], memo: dict[int, tuple[str, int]]
              ) -> tuple[str, int]:
        """One side of a form: a lone option keeps its slashes, several
        options are comma-separated atoms, in CGSuite's order."""
        if len(options) == 1:
            return self._body(options[0], memo)
        parts = []
        for o in sorted_options(options):
            text, slashes = self._body(o, memo)
            parts.append(text if slashes == 0 else self.braces(text))
        return self.comma().join(parts), 0


def _needs_parentheses(g: Form) -> bool:
    """A lone option after ``±`` that CGSuite parenthesises: a number plus
    ups plus a nimber that is none of a number, a nimber or ups alone; a
    named uptimal with a number or a nimber added; a Tiny or a Miny."""
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

    @staticmethod
    def _term(head: str) -> str:
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

    def body(self, g: Form) -> tuple[str, int]:
        """``g`` without outer braces and the slashes of its separator (0 for
        an atom): how it reads as the lone option of a larger form."""
        if g.number_part is not None:
            return self._compact(g.number_part, g.up_part, g.nim_part), 0
        return deep_call(g.depth, self._body, g, {})

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

    @staticmethod
    def _term(head: str) -> str:
        arrow = r"{\uparrow}" if head[0] == "^" else r"{\downarrow}"
        if len(head) == 1:
            return arrow
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

r"""How the values made below the display layer look in notebooks and
consoles: misère canonical forms (:class:`cgt.MisereGame`), partizan misère
game forms (:class:`cgt.GameForm`), misère quotients, and the transfinite
values (surreal numbers, ordinals, transfinite nimbers).

Each is drawn as a short game is (:mod:`cgt.notation.render`): its text in
its outcome's colour, the outcome in words, from the one table of outcome
classes (:mod:`cgt.notation.colours`). A misère form's outcome is its misère
outcome (ONAG ch. 12; Siegel, *Combinatorial Game Theory*, V.1); a surreal
number is a Left win when positive, a Right win when negative (ONAG ch. 1).
:mod:`cgt.display.hooks` registers these functions (:data:`RENDERERS`) in
:mod:`cgt.core.slots`, which the classes' ``_repr_html_``,
``_repr_latex_`` and ``__rich__`` ask.

>>> import cgt
>>> print(value_latex(cgt.parse("omega^(omega^2+omega) - omega^19*9")))
${\omega}^{{\omega}^{2}+{\omega}}-{\omega}^{19}{\times}9$
>>> print(value_latex(cgt.misere_game("*[2#0]")), value_latex(cgt.game_form("{0,*|-1}")))
${\ast}[2\#0]$ $\{0,{\ast}{\mid}-1\}$
>>> print(value_html(cgt.misere_game("*[2] + *[2]")))  # doctest: +ELLIPSIS
<span class="cgt-game cgt-outcome-P" title="P: the second player wins">...*[2[2]]...
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from cgt.core.slots import Slot
from cgt.display.game_graph import outcome_of
from cgt.notation.render import game_html, game_rich

__all__ = ["RENDERERS", "misere_latex", "transfinite_latex", "value_html", "value_latex",
           "value_rich"]


@dataclass(frozen=True)
class _Showing:
    """A value's text and outcome class, as :mod:`cgt.notation.render` draws them."""

    text: str
    outcome: str

    def __str__(self) -> str:
        return self.text


def _is_quotient(value: Any) -> bool:
    return hasattr(value, "presentation") and hasattr(value, "p_portion_words")


#: The LaTeX of the characters of transfinite and misère text that are not themselves.
_LATEX = {"ω": r"{\omega}", "×": r"{\times}", "*": r"{\ast}", "#": r"\#", "{": r"\{",
          "}": r"\}", "|": r"{\mid}", "⟨": r"{\langle}", "⟩": r"{\rangle}"}
_SUPERSCRIPTS = {"²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8",
                 "⁹": "9", "¹": "1", "⁰": "0"}


def transfinite_latex(text: str) -> str:
    r"""The printed text of a transfinite value in LaTeX (without the ``$``):
    exponents raised, ``^`` right-associative as CGSuite prints it
    (``ω^ω^7`` is ω^(ω^7)).

    >>> print(transfinite_latex("ω^ω^7+1"), transfinite_latex("*(ω×5)"))
    {\omega}^{{\omega}^{7}}+1 {\ast}({\omega}{\times}5)
    """
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "^":
            exponent, i = _exponent(text, i + 1)
            out.append("^{" + transfinite_latex(exponent) + "}")
            continue
        out.append(_LATEX.get(text[i], text[i]))
        i += 1
    return "".join(out)


def _exponent(text: str, i: int) -> tuple[str, int]:
    """The exponent written at ``i`` (a bracketed group, or an atom with the
    powers above it) and where it ends."""
    if text[i : i + 1] == "(":
        depth, j = 0, i
        while j < len(text):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            if depth == 0:
                return text[i + 1 : j], j + 1
            j += 1
        return text[i + 1 :], len(text)
    j = i + 1 if text[i : i + 1] == "ω" else i
    while j < len(text) and text[j].isdigit():
        j += 1
    if text[j : j + 1] == "^":
        above, end = _exponent(text, j + 1)
        return f"{text[i:j]}^({above})", end
    return text[i:j], j


def misere_latex(text: str) -> str:
    r"""The text of a misère form, a game form or a quotient's presentation
    in LaTeX (without the ``$``).

    >>> print(misere_latex("⟨a, b | a² = 1, b³ = b⟩"))
    {\langle}a, b {\mid} a^{2} = 1, b^{3} = b{\rangle}
    """
    return "".join(f"^{{{_SUPERSCRIPTS[c]}}}" if c in _SUPERSCRIPTS else _LATEX.get(c, c)
                   for c in text)


def value_latex(value: Any) -> str:
    """The LaTeX math of a misère form, a quotient or a transfinite value."""
    if _is_quotient(value):
        return f"${misere_latex(value.presentation())}$"
    if type(value).__module__.startswith("cgt.transfinite."):
        return f"${transfinite_latex(str(value))}$"
    return f"${misere_latex(str(value))}$"


def value_html(value: Any) -> str:
    """The HTML of a notebook: the value in its outcome's colour (a
    quotient: its presentation and its P-positions)."""
    if _is_quotient(value):
        return (f'<span class="cgt-misere-quotient"><code>{html.escape(value.presentation())}'
                f"</code> <small>order {value.order}, P = {{"
                f"{html.escape(', '.join(value.p_portion_words()))}}}</small></span>")
    return game_html(_Showing(str(value), outcome_of(value)))


def value_rich(value: Any) -> Any:
    """The value as rich text, in its outcome's colour."""
    if _is_quotient(value):  # a Text, so that rich does not colour its digits as numbers
        from rich.text import Text

        return Text(str(value))
    return game_rich(_Showing(str(value), outcome_of(value)))


#: Each rendering's function (:mod:`cgt.display.hooks` registers them, and
#: imports this module only when a value is first drawn).
RENDERERS = {Slot.HTML: value_html, Slot.LATEX: value_latex, Slot.RICH: value_rich}

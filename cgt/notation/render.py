"""A value drawn for people: rich text, HTML and LaTeX, one colour per outcome.

Left (``L``) blue, Right (``R``) red, the first player (``N``) green, the
second player (``P``) yellow, always with words beside the colour. These
back the display hooks of :class:`cgt.Game` (``__rich__``,
``_repr_html_``, ``_repr_latex_``) and the reports of :mod:`cgt.display`.
rich is imported inside the functions that need it, never by ``import cgt``.

>>> import cgt
>>> print(game_latex(cgt.parse("{2|-1/2}")))
$\\{2\\mid -\\tfrac{1}{2}\\}$
>>> game_html(cgt.parse("^"))[:40]
'<span class="cgt-game cgt-outcome-L" tit'
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Protocol

from cgt.notation.colours import OUTCOME_COLOURS, OUTCOME_MEANINGS, OUTCOME_STYLES
from cgt.notation.printer import LATEX, UNICODE

if TYPE_CHECKING:  # pragma: no cover
    from rich.text import Text

    from cgt.core.form import Form
    from cgt.core.outcome import Outcome

__all__ = [
    "OUTCOME_COLOURS",
    "OUTCOME_MEANINGS",
    "OUTCOME_STYLES",
    "Shown",
    "Value",
    "game_html",
    "game_latex",
    "game_rich",
    "game_unicode",
    "loopy_latex",
]


class Value(Protocol):
    """What is drawn: a value that prints in CGSuite notation, has an outcome,
    and the core form behind it (a :class:`cgt.Game`)."""

    @property
    def outcome(self) -> Outcome: ...

    @property
    def form(self) -> Form: ...

    def __str__(self) -> str: ...


class Shown(Protocol):
    """What the colours need: a value of any kind (short, stopper, sided) with
    an outcome class and its notation."""

    @property
    def outcome(self) -> object: ...

    def __str__(self) -> str: ...


def game_rich(g: Shown) -> Text:
    """The value as rich Text in its outcome's colour (``Game.__rich__``).

    >>> import cgt
    >>> t = game_rich(cgt.parse("{1|-1}"))
    >>> t.plain, str(t.style)
    ('±1', 'bold green')
    """
    from rich.text import Text

    return Text(str(g), style=OUTCOME_STYLES[str(g.outcome)])


def game_html(g: Shown) -> str:
    """An HTML snippet for notebooks (``Game._repr_html_``): the value in its
    outcome's colour, and the outcome in words."""
    letter = str(g.outcome)
    meaning = OUTCOME_MEANINGS[letter]
    return (
        f'<span class="cgt-game cgt-outcome-{letter}" title="{letter}: {meaning}">'
        f'<code style="color:{OUTCOME_COLOURS[letter]};font-weight:bold">'
        f"{html.escape(str(g))}</code>"
        f' <small style="color:#666">{letter}: {html.escape(meaning)}</small></span>'
    )


def game_latex(g: Shown) -> str:
    """The value in LaTeX math (``Game._repr_latex_``), written by the
    :class:`~cgt.notation.printer.LatexPrinter`.

    >>> import cgt
    >>> game_latex(cgt.parse("{3||2|1}")), game_latex(cgt.parse("^*"))
    ('$\\\\{3\\\\parallel 2\\\\mid 1\\\\}$', '${\\\\uparrow}{\\\\ast}$')
    """
    form = getattr(g, "form", None)
    if form is None:  # a loopy value (a stopper or a sided value): from its text
        return loopy_latex(str(g))
    return LATEX.print(form)


#: The LaTeX of each character of a loopy value's text that is not itself.
_LATEX_CHARACTERS = {"{": r"\{", "}": r"\}", "|": r"\mid ", "&": r"\mathbin{\&}",
                     "*": r"{\ast}", "^": r"{\uparrow}", "<": r"\langle ", ">": r"\rangle "}


def loopy_latex(text: str) -> str:
    r"""The printed text of a loopy value in LaTeX math: words upright
    (``on``, ``pass``, node labels), the rest as in the short games'.

    >>> print(loopy_latex("{0|pass} & v"))
    $\{0\mid \mathrm{pass}\} \mathbin{\&} \mathrm{v}$
    """
    out: list[str] = []
    word = ""
    for char in text + " ":
        if char.isalpha():
            word += char
            continue
        if word:
            out.append(rf"\mathrm{{{word}}}")
            word = ""
        out.append(_LATEX_CHARACTERS.get(char, char))
    return "$" + "".join(out).rstrip() + "$"


def game_unicode(g: Value) -> str:
    """The value as the books print it: ``↑ ⇑ ↓ ∗ ±``.

    >>> import cgt
    >>> game_unicode(cgt.parse("{2|^^*} + v"))
    '{2↓|↑∗}'
    """
    return UNICODE.print(g.form)

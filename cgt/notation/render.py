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
import re
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from rich.text import Text

    from cgt.core.outcome import Outcome

__all__ = [
    "OUTCOME_COLOURS", "OUTCOME_MEANINGS", "OUTCOME_STYLES", "Value", "game_html", "game_latex",
    "game_rich",
]

#: What each outcome class means, in words.
OUTCOME_MEANINGS = {
    "L": "Left wins whoever starts",
    "R": "Right wins whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
}

#: The rich style of each outcome: Left blue, Right red, first player green,
#: second player yellow.
OUTCOME_STYLES = {"L": "bold blue", "R": "bold red", "N": "bold green", "P": "bold yellow"}

#: The same colours for HTML and SVG.
OUTCOME_COLOURS = {"L": "#1f5fbf", "R": "#c62828", "N": "#2e7d32", "P": "#b8860b"}


class Value(Protocol):
    """What is drawn: a value that prints in CGSuite notation and has an outcome."""

    @property
    def outcome(self) -> Outcome: ...

    def __str__(self) -> str: ...


def game_rich(g: Value) -> Text:
    """The value as rich Text in its outcome's colour (``Game.__rich__``).

    >>> import cgt
    >>> t = game_rich(cgt.parse("{1|-1}"))
    >>> t.plain, str(t.style)
    ('±1', 'bold green')
    """
    from rich.text import Text

    return Text(str(g), style=OUTCOME_STYLES[str(g.outcome)])


def game_html(g: Value) -> str:
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


_LATEX_TOKEN = re.compile(r"(\d+)/(\d+)|\{|\}|\|+|±|\^|v|\*|,|-|\d+|.", re.DOTALL)


def game_latex(g: Value) -> str:
    """The value in LaTeX math (``Game._repr_latex_``): braces, bars (``\\|``
    for a double slash), arrows for ups and downs, fractions.

    >>> import cgt
    >>> game_latex(cgt.parse("{3||2|1}")), game_latex(cgt.parse("^*"))
    ('$\\\\{3\\\\|2\\\\mid 1\\\\}$', '$\\\\uparrow\\\\ast$')
    """
    out = []
    for found in _LATEX_TOKEN.finditer(str(g)):
        token = found.group(0)
        if found.group(1):
            out.append(rf"\tfrac{{{found.group(1)}}}{{{found.group(2)}}}")
        elif token == "{":
            out.append(r"\{")
        elif token == "}":
            out.append(r"\}")
        elif token.startswith("|"):
            out.append(r"\mid " if len(token) == 1 else r"\|" if len(token) == 2 else
                       r"\|\mid " if len(token) == 3 else r"\|" * (len(token) // 2))
        elif token == "±":
            out.append(r"\pm ")
        elif token == "^":
            out.append(r"\uparrow")
        elif token == "v":
            out.append(r"\downarrow")
        elif token == "*":
            out.append(r"\ast")
        elif token == "-":
            out.append("-")
        else:
            out.append(token)
    return "$" + "".join(out).strip() + "$"

"""Moving games between cgt and cgt-py (cgt-tools), for the differential tests.

cgt-py's ``CanonicalForm(text)`` reads ``{L|R}`` with numbers, nimbers, ``^``
and ``^*``, but not ``^^``, ``±``, ``+-`` or multi-slashes: everything else
is written out as explicit braces. Its canonical forms come back through
their option lists.
"""

from __future__ import annotations

from fractions import Fraction

import cgt

_TEXT: dict[cgt.Game, str] = {}
_FROM: dict[str, cgt.Game] = {}


def to_cgt_py(g: cgt.Game) -> str:
    """Text cgt-py reads for ``g``."""
    text = _TEXT.get(g)
    if text is None:
        text = str(g)
        if not (g.is_number or g.is_nimber or text in ("^", "^*", "v", "v*")):
            sides = (",".join(map(to_cgt_py, options)) for options in (g.left, g.right))
            text = "{" + "|".join(sides) + "}"
        _TEXT[g] = text
    return text


def from_cgt_py(form) -> cgt.Game:
    """cgt-py's canonical form rebuilt in cgt from its option lists (memoised
    on cgt-py's printed form, which identifies the value)."""
    key = str(form)
    g = _FROM.get(key)
    if g is None:
        g = _FROM[key] = cgt.game(
            [from_cgt_py(o) for o in form.left_options],
            [from_cgt_py(o) for o in form.right_options],
        )
    return g


def fraction(dyadic) -> Fraction:
    """A cgt-py ``DyadicRationalNumber`` (printed ``DyadicRationalNumber('3/4')``)."""
    return Fraction(str(dyadic).split("'")[1])

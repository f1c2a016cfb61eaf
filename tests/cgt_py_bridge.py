"""Asking cgt-py (cgt-tools, an independent Rust implementation) about cgt's
games, for the differential tests.

cgt-py is the judge: a game of ours goes to cgt-py as text
(:func:`to_cgt_py`), cgt-py canonicalises it, and the tests compare cgt-py's
printed forms (:func:`printed`) or its option trees (:func:`their_tree`).
cgt-py's answers never come back through cgt's canonicaliser.

cgt-py's ``CanonicalForm(text)`` reads ``{L|R}`` with numbers, nimbers,
their sums (``1/2*17``), ``^`` and ``^*``, but not ``^^``, ``±``, ``+-`` or
multi-slashes: everything else is written out as explicit braces. Its forms print as
``CanonicalForm('{2|-1/2}')``.

The module is imported without cgt-py; the fixture ``cgt_py`` of
``conftest.py`` decides whether a test that needs cgt-py skips or fails.
"""

from __future__ import annotations

from fractions import Fraction

import cgt

_TEXT: dict[cgt.Game, str] = {}


def to_cgt_py(g: cgt.Game) -> str:
    """Text cgt-py reads for ``g``."""
    text = _TEXT.get(g)
    if text is None:
        text = str(g)
        compact = g.is_number_up_star and g.up_multiple == 0  # x*k: cgt-py reads 1/2*17
        if not (compact or text in ("^", "^*", "v", "v*")):
            sides = (",".join(map(to_cgt_py, options)) for options in (g.left, g.right))
            text = "{" + "|".join(sides) + "}"
        _TEXT[g] = text
    return text


def in_cgt_py(g: cgt.Game):
    """cgt-py's canonical form of our game ``g`` (cgt-py reads :func:`to_cgt_py`)."""
    import cgt_py

    return cgt_py.CanonicalForm(to_cgt_py(g))


def printed(form) -> str:
    """cgt-py's printed canonical form: ``CanonicalForm('{1|^2*}')`` -> ``{1|^2*}``."""
    text = str(form)
    return text[text.index("'") + 1 : text.rindex("'")]


def same(form, g: cgt.Game) -> bool:
    """cgt-py prints its ``form`` and its reading of our ``g`` alike."""
    return printed(form) == printed(in_cgt_py(g))


_THEIR_TREE: dict[str, str] = {}
_OUR_TREE: dict[cgt.Game, str] = {}


def _number(text: str) -> Fraction | None:
    try:
        return Fraction(text)
    except ValueError:
        return None


def their_tree(form) -> str:
    """cgt-py's canonical form written out from its own option lists, with
    numbers at the leaves: compare with :func:`our_tree`."""
    key = printed(form)
    tree = _THEIR_TREE.get(key)
    if tree is None:
        x = _number(key)
        if x is not None:
            tree = str(x)
        else:
            sides = (sorted(map(their_tree, options))
                     for options in (form.left_options, form.right_options))
            tree = "{" + "|".join(",".join(side) for side in sides) + "}"
        _THEIR_TREE[key] = tree
    return tree


def our_tree(g: cgt.Game) -> str:
    """Our canonical form written out like :func:`their_tree`."""
    tree = _OUR_TREE.get(g)
    if tree is None:
        if g.is_number:
            tree = str(g.number)
        else:
            sides = (sorted(map(our_tree, options)) for options in (g.left, g.right))
            tree = "{" + "|".join(",".join(side) for side in sides) + "}"
        _OUR_TREE[g] = tree
    return tree


def fraction(dyadic) -> Fraction:
    """A cgt-py ``DyadicRationalNumber`` (printed ``DyadicRationalNumber('3/4')``)."""
    return Fraction(str(dyadic).split("'")[1])

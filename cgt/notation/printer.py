"""Form notation out: the canonical form as CGSuite-style plain text.

Numbers ``3``, ``-3/4``; nimbers ``*``, ``*3``; ups ``^``, ``^^``, ``^3``,
``v``, ``vv``, ``v3``, with a number and a nimber concatenated (``6^*``,
``-1v*3``, ``9/8*``); switches ``±x``; other forms in braces, a lone
nested option written without braces by adding a slash (``{3||2|1}``).
Everything printed reads back with :func:`cgt.parse`.
"""

from __future__ import annotations

from cgt.core.arithmetic import negate
from cgt.core.deep import deep_call
from cgt.core.dyadic import decimal_text
from cgt.core.form import Form, zero
from cgt.notation.special import SpecialName, special_name

__all__ = ["format_game"]

#: The most slashes the printer stacks before it writes braces instead.
MAX_SLASHES = 3


def format_game(g: Form) -> str:
    """Plain-text notation of ``g``.

    >>> from cgt.core.dyadic import Dyadic
    >>> from cgt.core.form import nus, up
    >>> format_game(nus(Dyadic(-1), -1, 3)), format_game(up(3)), format_game(nus(Dyadic(0), 2, 4))
    ('-1v*3', '^3', '^^*4')
    """
    if g._x is not None:
        return _format_compact(g)
    return deep_call(g._depth, _format_top, g)


def _format_compact(g: Form) -> str:
    x, n, m = g._x, g._ups, g._nim
    assert x is not None  # only compact values are written here
    text = "" if x.mantissa == 0 and (n or m) else str(x)
    if n:
        arrow = "^" if n > 0 else "v"
        text += arrow * abs(n) if abs(n) <= 2 else arrow + decimal_text(abs(n))
    if m:
        text += "*" if m == 1 else "*" + decimal_text(m)
    return text


def _format_top(g: Form) -> str:
    body, slashes = _format_body(g, {})
    return body if slashes == 0 else "{" + body + "}"


def _format_body(g: Form, memo: dict[int, tuple[str, int]]) -> tuple[str, int]:
    """Text of ``g`` without outer braces, and the slashes of its separator
    (0 for an atom: a compact value, a switch, or a braced form)."""
    known = memo.get(g._id)
    if known is not None:
        return known
    if g._x is not None:
        result = (_format_compact(g), 0)
    elif (name := special_name(g)) is not None:  # ^<2>, ^[3], Tiny(2), 2Tiny(2), ...
        result = (_format_special(name), 0)
    elif len(g.left) == 1 and len(g.right) == 1 and g.right[0] is negate(g.left[0]):
        inner, slashes = _format_body(g.left[0], memo)
        if slashes:
            inner = "{" + inner + "}"
        elif inner.startswith(("-", "±")):
            inner = "(" + inner + ")"
        result = ("±" + inner, 0)
    else:
        left_text, left_slashes = _format_side(g.left, memo)
        right_text, right_slashes = _format_side(g.right, memo)
        slashes = max(left_slashes, right_slashes) + 1
        result = (left_text + "|" * slashes + right_text, slashes)
    memo[g._id] = result
    return result


def _format_special(name: SpecialName) -> str:
    """``x`` then the head, ``(G)`` for Tiny and Miny, and ``*m`` for uptimals."""
    text = "" if name.number is zero else _format_compact(name.number)
    text += name.head
    if name.argument is not None:
        text += "(" + format_game(name.argument) + ")"
    if name.nim:
        text += "*" if name.nim == 1 else "*" + decimal_text(name.nim)
    return text


def _format_side(options: tuple[Form, ...], memo: dict[int, tuple[str, int]]) -> tuple[str, int]:
    """One side of a form: a lone option keeps its slashes (if few enough),
    several options are comma-separated atoms."""
    if len(options) == 1:
        text, slashes = _format_body(options[0], memo)
        if slashes < MAX_SLASHES:
            return text, slashes
        return "{" + text + "}", 0
    parts = []
    for o in options:
        text, slashes = _format_body(o, memo)
        braced = text if slashes == 0 else "{" + text + "}"
        parts.append((-o._lstop, -o._rstop, o._birthday, braced))
    parts.sort()
    return ",".join(part[-1] for part in parts), 0

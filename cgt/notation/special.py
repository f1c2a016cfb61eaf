"""The special infinitesimals CGSuite names: up-nths, up-sums, tinies and minies.

Definitions (Siegel, *Combinatorial Form Theory*, ch. II, uptimals and
tinies; CGSuite's ``constants.cgs`` and ``UptimalTest``; *Winning Ways*,
"tiny" and "miny"):

- up-nth: ``↑^1 = ↑`` and ``↑^(n+1) = {0 | ↓^[n] *}`` (so ``↑^2 = {0 | ↓*}``,
  ``↑^3 = {0 | ↓* - ↑^2}``); ``↓^n = -↑^n``.
- up-sum: ``↑^[n] = ↑ + ↑^2 + ... + ↑^n``; ``↓^[n] = -↑^[n]``.
- ``Tiny(G) = {0 || 0 | -G}`` (⧾_G, "tiny-G") and
  ``Miny(G) = {G | 0 || 0} = -Tiny(G)`` (⧿_G), for any game ``G``.

Notation, as CGSuite writes it in plain text (a number in front is added,
a nimber after is added, as in ``6^*``):

- ``^<n>`` / ``v<n>`` for ``±↑^n`` (n >= 2): ``^<2>``, ``1/2v<3>*``, ``^<2>*4``;
- ``^[n]`` / ``v[n]`` for ``±↑^[n]`` (n >= 2): ``^[3]``, ``-1^[2]*``;
- ``Tiny(G)``, ``Miny(G)``: ``Tiny(2)``, ``Miny(1/2)``, ``Tiny({2|1})``, and
  with a number in front ``2Tiny(2)`` = ``2 + Tiny(2)`` = ``{2 || 2 | 0}``.

CGSuite prints a game ``{x || x | y}`` (one option on each side, ``x`` a
number and the mean of ``y`` below ``x``) as ``x + Tiny(x - y)``, and the
uptimals whose expansion is a single ``±1`` (``^<n>``) or ``n`` equal
``±1``\\ s (``^[n]``); :func:`special_name` does the same.

>>> from cgt.core.form import number
>>> from cgt.notation.parser import parse
>>> up_nth(2) is parse("{0|v*}"), up_sum(3) is parse("{^|*||*}")
(True, True)
>>> tiny(number(2)) is parse("{0||0|-2}"), miny(number(2)) is neg(tiny(number(2)))
(True, True)
>>> special_name(up_nth(2)).head, special_name(add(neg(up_sum(3)), number(1))).head
('^<2>', 'v[3]')
>>> special_name(add(tiny(number(2)), number(2))) == (number(2), "Tiny", number(2), 0)
True
"""

from __future__ import annotations

import threading
from typing import NamedTuple

from cgt.core.arithmetic import add, neg, negate, sum_games
from cgt.core.canonical import build
from cgt.core.form import UP, Form, nimber, nus, star, zero
from cgt.core.memo import Memo
from cgt.errors import CGTError, shown
from cgt.theory.thermograph import thermograph

__all__ = [
    "SpecialName", "miny", "special_arrow", "special_function", "special_name", "tiny", "up_nth",
    "up_sum",
]

#: ``_UPTIMALS[n]`` is ``(↑^n, ↑^[n], ↑^[n]*)`` (n = 0: ``0, 0, *``). One list of
#: triples, each appended whole and last, so however an extension ends (an
#: interrupt, an error) the table holds every n up to its length and nothing more.
_UPTIMALS: list[tuple[Form, Form, Form]] = [(zero, zero, star), (UP, UP, add(UP, star))]

#: Held while the table grows: two threads never build (and append) the same n.
_EXTENDING = threading.Lock()

#: Form id of ``±↑^n`` and ``±↑^[n]`` (n >= 2) -> ``^<n>``, ``v<n>``, ``^[n]``, ``v[n]``.
#: Written before the triple is appended: a name recorded for a triple that an
#: interrupt then kept out of the table names the same forms when it is built again.
_UPTIMAL_NAMES: dict[int, str] = {}

#: The largest ``n`` for which :func:`special_name` writes ``^<n>`` or ``^[n]``
#: (the table of named uptimals is built up to the ``n`` asked about).
MAX_NAMED = 64

#: Form id -> its special name, or None (every game asked about once).
_NAMES: Memo[int, SpecialName | None] = Memo("special names")


#: The largest ``n`` of ``↑^n`` and ``↑^[n]``: the table is built up to ``n``
#: (three forms a step, tens of microseconds each), so a larger ``n`` is refused
#: rather than left to run (``^[10**100]`` would never end).
MAX_UPTIMAL = 20_000


def _count(n: object, what: str) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise CGTError(f"{what} needs a positive integer n, not {shown(n)}")
    if n > MAX_UPTIMAL:
        raise CGTError(f"{what} with n = {shown(n)}: n is at most {MAX_UPTIMAL:,} "
                       "(the uptimals are built one n at a time)")
    return n


def _extend(n: int) -> None:
    """Grow the table of uptimals to ``n``, one ``k`` at a time, in three builds each.

    ``↑^k = {0 | ↓^[k-1]*}`` is the definition. The up-sums are built from
    their canonical forms, ``↑^[k] = {↑^[k-1] | *}`` and ``↑^[k]* = {0,
    ↑^[k-1]* | 0}``, found by computing them and checked against the
    definition ``↑^[k] = ↑^[k-1] + ↑^k``: by the tests for k <= 40, once for
    k <= 500 (the same forms). Adding ``↑^[k-1] + ↑^k`` as games makes O(k)
    new forms and O(k^2) comparisons for each k: ``^[300]`` took 10 s that
    way, ``^[500]`` half a minute.
    """
    if n < len(_UPTIMALS):
        return
    with _EXTENDING:
        while len(_UPTIMALS) <= n:
            k = len(_UPTIMALS)
            _, before, before_star = _UPTIMALS[k - 1]
            nth = build([zero], [neg(before_star)])
            total = build([before], [star])
            total_star = build([zero, before_star], [zero])
            for g, text in ((nth, f"<{k}>"), (total, f"[{k}]")):
                _UPTIMAL_NAMES[g._id] = "^" + text
                _UPTIMAL_NAMES[neg(g)._id] = "v" + text
            _UPTIMALS.append((nth, total, total_star))


def up_nth(n: int) -> Form:
    """``↑^n``, "up-nth": ``↑^1 = ↑``, ``↑^(n+1) = {0 | ↓^[n] *}``.

    >>> up_nth(1) is UP
    True
    """
    n = _count(n, "up_nth(n)")
    _extend(n)
    return _UPTIMALS[n][0]


def up_sum(n: int) -> Form:
    """``↑^[n] = ↑ + ↑^2 + ... + ↑^n``, "up-sum".

    >>> up_sum(2) is add(up_nth(1), up_nth(2))
    True
    """
    n = _count(n, "up_sum(n)")
    _extend(n)
    return _UPTIMALS[n][1]


def tiny(g: Form) -> Form:
    """``Tiny(G) = {0 || 0 | -G}`` (⧾_G), for any game ``G``."""
    return build([zero], [build([zero], [negate(g)])])


def miny(g: Form) -> Form:
    """``Miny(G) = {G | 0 || 0} = -Tiny(G)`` (⧿_G)."""
    return build([build([g], [zero])], [zero])


# -- notation ------------------------------------------------------------------------------


def special_arrow(arrow: str, bracket: str, n: int) -> Form:
    """The game of ``^<n>``, ``v<n>``, ``^[n]`` or ``v[n]`` (also ``↑`` and
    ``↓``): for the parser, which adds the number before and the nimber after.

    >>> special_arrow("v", "<", 2) is neg(up_nth(2)), special_arrow("^", "[", 3) is up_sum(3)
    (True, True)
    """
    if arrow not in ("^", "v", "↑", "↓") or bracket not in ("<", "["):
        raise CGTError(f"{arrow}{bracket}{n}: expected ^<n>, v<n>, ^[n] or v[n]")
    g = up_nth(n) if bracket == "<" else up_sum(n)
    return g if arrow in ("^", "↑") else negate(g)


def special_function(name: str, argument: Form) -> Form:
    """``Tiny(G)`` or ``Miny(G)`` by name: for the parser.

    >>> special_function("Tiny", UP) is tiny(UP)
    True
    """
    if name == "Tiny":
        return tiny(argument)
    if name == "Miny":
        return miny(argument)
    raise CGTError(f"unknown game function {name!r}: expected Tiny or Miny")


class SpecialName(NamedTuple):
    """How CGSuite names a game: ``number`` + ``head`` (``^<2>``, ``v[3]``,
    ``Tiny``, ``Miny``) with its ``argument`` in parentheses (Tiny and Miny)
    and a nimber ``*nim`` after (uptimals). The printer writes it out."""

    number: Form
    head: str
    argument: Form | None = None
    nim: int = 0


def special_name(g: Form) -> SpecialName | None:
    """CGSuite's name for ``g`` when it is a number plus ``±↑^n`` or
    ``±↑^[n]`` (n >= 2) plus a nimber, or a number plus a tiny or a miny;
    None otherwise (and for the compact values ``x + n.↑ + *m``, which the
    printer writes itself). Memoised on the game.

    >>> special_name(add(up_sum(2), nimber(2)))[1:]
    ('^[2]', None, 2)
    >>> special_name(tiny(UP)) is None, special_name(tiny(nimber(1))) is None
    (True, True)
    """
    if g._x is not None:
        return None
    try:
        return _NAMES[g._id]
    except KeyError:  # not named yet (a known None means: no special name)
        pass
    known = _tiny_name(g) or _uptimal_name(g)
    _NAMES.store(g._id, known)
    return known




def _tiny_name(g: Form) -> SpecialName | None:
    """``x + Tiny(G)`` is ``{x || x | x - G}``, ``x + Miny(G)`` is
    ``{x + G | x || x}``; CGSuite names them when the mean of ``G`` is positive."""
    if len(g.left) != 1 or len(g.right) != 1:
        return None
    (gl,), (gr,) = g.left, g.right
    if gl.is_number and len(gr.left) == 1 and len(gr.right) == 1 and gr.left[0] is gl:
        far = gr.right[0]
        if thermograph(far).mast < gl._lstop.to_fraction():
            return SpecialName(gl, "Tiny", sum_games(gl, negate(far)))
    if gr.is_number and len(gl.left) == 1 and len(gl.right) == 1 and gl.right[0] is gr:
        far = gl.left[0]
        if thermograph(far).mast > gr._lstop.to_fraction():
            return SpecialName(gr, "Miny", sum_games(far, negate(gr)))
    return None


def _uptimal_name(g: Form) -> SpecialName | None:
    """``x ± ↑^n + *m`` or ``x ± ↑^[n] + *m`` with ``n >= 2``.

    Once the number ``x`` is taken off, these have only nimbers on one side,
    and ``m`` is the largest nim value ``M`` there or ``M ^ 1`` (``↑^n + *m =
    {0, *, ..., *m | ...}``, ``↑^[n] + *m = {... | *(m ^ 1)}``, and mirrored:
    seen on their canonical forms for n <= 11, m <= 16, not proved); what is
    left after ``*m`` is looked up among the named ``±↑^n, ±↑^[n]``. So a
    name is only ever given to the game it names; a game the shortcut missed
    would be printed in braces.
    """
    if g._lkey != g._rkey:
        return None
    x = nus(g._lstop, 0, 0)
    h = sum_games(g, negate(x))
    tops = {max((o._nim for o in side), default=0) for side in (h.left, h.right)
            if all(o.is_nimber for o in side)}
    for m in sorted(tops | {top ^ 1 for top in tops}):
        try:
            rest = sum_games(h, nimber(m))
        except CGTError:  # a nimber too big to add (a limit of arithmetic): no name
            continue
        name = _named_uptimal(rest)
        if name is not None:
            return SpecialName(x, name, None, m)
    return None


def _named_uptimal(g: Form) -> str | None:
    """``^<n>``, ``v<n>``, ``^[n]`` or ``v[n]`` when ``g`` is one of them."""
    # ↑^n = {0 | ...} and ↑^[n] = {↑^[n-1] | *} have birthday n + 1, the
    # downs mirror them (seen on their canonical forms, as above): build
    # the table that far, within reason.
    if g._x is not None or not (g.left == (zero,) or g.right == (zero,)
                                or g.left == (star,) or g.right == (star,)):
        return None
    n = g.birthday - 1
    if n > MAX_NAMED:
        return None
    _extend(n)
    return _UPTIMAL_NAMES.get(g._id)

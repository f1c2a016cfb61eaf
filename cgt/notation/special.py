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
``±1``\\ s (``^[n]``); :func:`special_name` does the same, and writes any
other uptimal as a sum of those names (``v<2>+v<2>``), not in braces.

>>> from cgt.core.arithmetic import add, neg
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

from typing import NamedTuple

from cgt.core.arithmetic import negate, sum_games
from cgt.core.canonical import build
from cgt.core.dyadic import Dyadic, decimal_text, decimal_value
from cgt.core.form import Form, nus, uptimal, zero
from cgt.core.memo import Memo
from cgt.errors import CGTError, shown
from cgt.theory.thermograph import thermograph

__all__ = [
    "SpecialName", "miny", "special_arrow", "special_function", "special_name", "term_ups", "tiny",
    "up_multiple_text", "up_nth", "up_sum", "uptimal_terms",
]

#: The largest ``n`` of ``↑^n`` and ``↑^[n]``: they are kept in closed form
#: (:func:`cgt.core.form.uptimal`), but with ``n`` coefficients each, and the
#: canonical form of a sum with another game has about ``n**2`` of them.
MAX_UPTIMAL = 20_000

_ZERO = Dyadic(0)

#: An uptimal that is not one of CGSuite's names is written in braces up to
#: this birthday (its number part aside), as a sum of names past it.
MAX_BRACED = 64

#: Form id -> its special name, or None (every game asked about once).
_NAMES: Memo[int, SpecialName | None] = Memo("special names")


def _count(n: object, what: str) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise CGTError(f"{what} needs a positive integer n, not {shown(n)}")
    if n > MAX_UPTIMAL:
        raise CGTError(f"{what} with n = {shown(n)}: n is at most {MAX_UPTIMAL:,} "
                       "(an uptimal keeps its n coefficients)")
    return n


def up_nth(n: int) -> Form:
    """``↑^n``, "up-nth": ``↑^1 = ↑``, ``↑^(n+1) = {0 | ↓^[n] *}``.

    >>> from cgt.core.form import UP
    >>> up_nth(1) is UP
    True
    """
    n = _count(n, "up_nth(n)")
    return uptimal(_ZERO, (0,) * (n - 1) + (1,), 0)


def up_sum(n: int) -> Form:
    """``↑^[n] = ↑ + ↑^2 + ... + ↑^n``, "up-sum".

    >>> from cgt.core.arithmetic import add
    >>> up_sum(2) is add(up_nth(1), up_nth(2))
    True
    """
    n = _count(n, "up_sum(n)")
    return uptimal(_ZERO, (1,) * n, 0)


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

    >>> from cgt.core.arithmetic import neg
    >>> special_arrow("v", "<", 2) is neg(up_nth(2)), special_arrow("^", "[", 3) is up_sum(3)
    (True, True)
    """
    if arrow not in ("^", "v", "↑", "↓") or bracket not in ("<", "["):
        raise CGTError(f"{arrow}{bracket}{n}: expected ^<n>, v<n>, ^[n] or v[n]")
    g = up_nth(n) if bracket == "<" else up_sum(n)
    return g if arrow in ("^", "↑") else negate(g)


def special_function(name: str, argument: Form) -> Form:
    """``Tiny(G)`` or ``Miny(G)`` by name: for the parser.

    >>> from cgt.core.form import UP
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

    >>> from cgt.core.arithmetic import add
    >>> from cgt.core.form import UP, nimber
    >>> special_name(add(up_sum(2), nimber(2)))[1:]
    ('^[2]', None, 2)
    >>> special_name(tiny(UP)) is None, special_name(tiny(nimber(1))) is None
    (True, True)
    """
    if g.number_part is not None:
        return None
    try:
        return _NAMES[g.id]
    except KeyError:  # not named yet (a known None means: no special name)
        pass
    # An uptimal is named first: it is never a tiny, and asking whether it
    # is one lists its options (``^<3> + *2**64`` has 2**64 of them).
    known = _uptimal_name(g) or _tiny_name(g)
    _NAMES.store(g.id, known)
    return known




def _tiny_name(g: Form) -> SpecialName | None:
    """``x + Tiny(G)`` is ``{x || x | x - G}``, ``x + Miny(G)`` is
    ``{x + G | x || x}``; CGSuite names them when the mean of ``G`` is
    positive (:func:`_mean_above`)."""
    if len(g.left) != 1 or len(g.right) != 1:
        return None
    (gl,), (gr,) = g.left, g.right
    if gl.is_number and _one_option_each(gr) and gr.left[0] is gl:
        far = gr.right[0]
        if _mean_above(gl, far):
            return SpecialName(gl, "Tiny", sum_games(gl, negate(far)))
    if gr.is_number and _one_option_each(gl) and gl.right[0] is gr:
        far = gl.left[0]
        if _mean_above(far, gr):
            return SpecialName(gr, "Miny", sum_games(far, negate(gr)))
    return None


def _mean_above(g: Form, h: Form) -> bool:
    """Whether the mean of ``g`` is above that of ``h``. A mean lies between
    its game's stops, so the stops decide it unless they overlap, and only
    then are thermographs drawn: a chain ``{0|{0|...}}`` 20,000 deep, printed,
    asks at every level.

    >>> from cgt.core.form import make_form, number
    >>> _mean_above(number(0), make_form((number(1),), (number(-3),)))  # mean -1
    True
    """
    if g.right_stop > h.left_stop:
        return True
    if g.left_stop <= h.right_stop:
        return False
    return thermograph(g).mast > thermograph(h).mast


def _one_option_each(g: Form) -> bool:
    """Whether ``g`` has one Left and one Right option, without listing the
    options of ``x + *m`` (``m`` of them a side: ``13/32*9134228`` would
    make nine million forms)."""
    if g.number_part is not None and g.up_part == 0:
        return g.nim_part == 1
    return len(g.left) == 1 and len(g.right) == 1


def _uptimal_name(g: Form) -> SpecialName | None:
    """An uptimal kept in closed form (``x + a_1.↑ + ... + a_k.↑^k + *m``,
    ``k >= 2``) by its terms: ``x ± ↑^n + *m`` is ``^<n>`` or ``v<n>``,
    ``x ± ↑^[n] + *m`` is ``^[n]`` or ``v[n]`` (CGSuite's names), and any
    other born after day :data:`MAX_BRACED` the shorter of two sums of such
    names, joined by ``+`` (:func:`uptimal_terms`): the expansion is written
    out, not its canonical form, whose size grows like ``k`` times the
    coefficients. Smaller ones are written in braces, as CGSuite does."""
    if g.longer_uptimal is None:
        return None
    x, coefficients, nim = g.longer_uptimal
    terms = uptimal_terms(coefficients)
    if terms is None or (len(terms) > 1 and g.birthday - x.birthday <= MAX_BRACED):
        return None  # written in braces, as CGSuite writes it
    return SpecialName(nus(x, 0, 0), "+".join(terms), None, nim)


#: The most names an uptimal is written with; one that needs more (a huge
#: coefficient past the first place: ``v<2>`` ten thousand times) is written
#: in braces. A multiple of ``↑`` is one name however large (``^10000``).
MAX_TERMS = 1000


def up_multiple_text(n: int) -> str:
    """``n.↑`` (``n != 0``) as CGSuite writes it: ``^``, ``^^``, ``^3``, and
    ``v``, ``vv``, ``v3`` for the downs, of any size.

    >>> up_multiple_text(1), up_multiple_text(-2), up_multiple_text(12)
    ('^', 'vv', '^12')
    """
    arrow = "^" if n > 0 else "v"
    return arrow * abs(n) if abs(n) <= 2 else arrow + decimal_text(abs(n))


def term_ups(term: str) -> int | None:
    """The multiple of ``↑`` that a term of :func:`uptimal_terms` writes
    (``^``, ``vv``, ``^12``), or None for an up-nth or an up-sum.

    >>> term_ups("^12"), term_ups("vv"), term_ups("^<2>")
    (12, -2, None)
    """
    if "<" in term or "[" in term:
        return None
    sign = 1 if term[0] in "^↑" else -1
    rest = term[1:]
    return sign * (decimal_value(rest) if rest.isdigit() else 1 + len(rest))


def uptimal_terms(coefficients: tuple[int, ...]) -> list[str] | None:
    """Names whose sum is ``a_1.↑ + ... + a_k.↑^k``: ``a_i`` times ``^<i>``
    (``v<i>`` when negative) and ``a_1.↑`` written once (``^``, ``^^``,
    ``^12``), or, when that takes more names, ``a_j - a_(j+1)`` times
    ``^[j]`` (``↑^[j]`` is ``↑ + ... + ↑^j``, so these add up to the same
    coefficients); None past :data:`MAX_TERMS` names.

    >>> uptimal_terms((0, 0, 1)), uptimal_terms((1, 1, 1)), uptimal_terms((0, -2))
    (['^<3>'], ['^[3]'], ['v<2>', 'v<2>'])
    >>> uptimal_terms((-1, 0, -1, -1)), uptimal_terms((101, 1, 1))
    (['v[4]', '^[2]', 'v'], ['^[3]', '^100'])
    """
    by_place = [(i + 1, a, "<") for i, a in enumerate(coefficients) if a]
    steps = [a - b for a, b in zip(coefficients, (*coefficients[1:], 0))]
    by_run = [(i + 1, d, "[") for i, d in enumerate(steps) if d]
    chosen = min(by_run, by_place, key=_names)
    if _names(chosen) > MAX_TERMS:
        return None
    terms: list[str] = []
    for place, count, bracket in sorted(chosen, key=lambda term: -term[0]):
        if place == 1:
            terms.append(up_multiple_text(count))
            continue
        arrow = "^" if count > 0 else "v"
        closing = ">" if bracket == "<" else "]"
        terms += [f"{arrow}{bracket}{place}{closing}"] * abs(count)
    return terms


def _names(terms: list[tuple[int, int, str]]) -> int:
    """How many names :func:`uptimal_terms` writes for ``terms`` (place,
    count, bracket): ``count`` of each, but one for the multiple of ``↑``."""
    return sum(1 if place == 1 else abs(count) for place, count, _ in terms)

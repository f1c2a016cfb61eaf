"""Sums and negatives of games.

``G + H = {G^L + H, G + H^L | G^R + H, G + H^R}``, canonicalised, memoised
on the (unordered) pair of ids. Compact values ``x + n.↑ + *m`` and the
longer uptimals add in closed form, and a number is never expanded:
``x + H = {x + H^L | x + H^R}`` when ``H`` is not a number (number
translation, Siegel, *CGT*, II.3). ``G + *k`` for a large ``k`` settles the
options ``G + *j`` of all the ``j`` far from ``k`` at once
(:func:`far_nimber_sum`), in time that does not grow with ``k``.
"""

from __future__ import annotations

from typing import Final, NoReturn

from cgt.core import memo
from cgt.core.canonical import build
from cgt.core.collector import paused
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import (
    Form,
    expansion,
    make_form,
    nimber,
    nus,
    translated_uptimal,
    uptimal,
    zero,
)
from cgt.core.memo import Memo
from cgt.core.order import le
from cgt.core.uptimal import add as add_coefficients
from cgt.core.uptimal import negative
from cgt.errors import CGTError, shown

__all__ = ["estimated_sum", "multiple", "negate", "subgames", "sum_games"]

#: ``G + *m`` for a game ``G`` that is not ``x + n.↑ + *m``, when
#: :func:`far_nimber_sum` cannot settle it, lists ``G' + *k``
#: for every ``k < m`` and every subgame ``G'`` of ``G``, and compares their
#: options pairwise: work that grows like ``birthday(G) * m**3``. Sums whose
#: estimate passes this bound are refused (CGTError, with the estimate)
#: rather than left to run for hours; raise it to go on. A sum taken apart
#: again costs more, which no estimate sees: a user's ``(G + H) - H`` is
#: regrouped as ``G + 0`` (:func:`estimated_sum`), but the same difference
#: of the sum read back from its text lists the same families once more
#: (``*150 + {0||0|-1}``, 10**7 units, then its difference, ran past 5 s
#: of pure Python in issue 37's fuzz under 2**24; about 1 s pure for the
#: sum at this bound).
NIMBER_SUM_WORK_LIMIT = 1 << 23
#: ``G + n.↑`` lists ``G' + k.↑`` (and ``k.↑*``) for every ``k < n``: work
#: that grows like ``birthday(G) * n`` (about 30 µs a unit with the pure
#: Python core, 12 µs compiled: ``↑50150 + {0||0|-1}`` is 150,450 units,
#: 4.6 s and 1.7 s). Past this bound (some 4 seconds pure) the sum is refused
#: the same way.
UP_SUM_WORK_LIMIT = 1 << 17
#: ``G + U`` for an uptimal ``U = x + a_1.↑ + ... + a_k.↑^k + *m`` (k >= 2)
#: and a game ``G`` that is not one lists ``G' + U'`` for the subgames of
#: both, and each ``U'`` writes out its ``k`` coefficients: work that grows
#: like ``birthday(G) * birthday(U) * k`` (about 3 µs a unit). Past this
#: bound the sum is refused the same way.
UPTIMAL_SUM_WORK_LIMIT = 1 << 19
#: :func:`far_nimber_sum` adds ``G + *j`` for the ``r`` nimbers ``*j`` near
#: ``*k`` (``j ^ k`` below its ``T``), each of them listing those before it:
#: work that grows like ``r**2`` (about 4 µs a unit pure, 2 µs compiled:
#: ``±(1480⇑) + *7030913`` has 2,177 near nimbers, 20 s pure, 9 s compiled).
#: Past this bound the sum is refused before the first of them.
NEAR_NIMBER_SUM_LIMIT = 1 << 19

#: ``G + H`` for two games neither of which is compact lists ``G' + H'`` for
#: every pair of their subgames ``G'`` and ``H'`` (a compact value or a
#: longer uptimal among them counted as one: the estimates above see its own
#: options), and each pair's canonical build compares sums of options, whose
#: comparisons recurse about as deep as the shallower game: work that grows
#: like the number of pairs times the lesser depth (about 0.55 µs of pure
#: Python a unit for two chains ``{0|{0|...}}`` and ``{2|{2|...}}``, 1.1 s for
#: 100 levels each, 71 s for 400; up to 10 µs a unit for shallow games with
#: many options). Past this bound (some 18 s of pure Python at the least)
#: the sum is refused before any work. ``S - H`` for a sum ``S`` read back
#: from its text is such a sum whatever the work of ``S`` was: it lists the
#: pairs of ``S``'s subgames and ``H``'s (a user's own ``S = G + H`` is
#: regrouped, :func:`estimated_sum`).
GENERAL_SUM_WORK_LIMIT = 1 << 25

_SUM: Memo[int, Form] = Memo("sums")
_SUM_GET = _SUM.get  # bound once: the lookup is on the hottest path


def add(g: Form, h: Form) -> Form:
    """``g + h`` (no room management; see :func:`sum_games`)."""
    gx = g.number_part
    hx = h.number_part
    if gx is not None and hx is not None:
        return nus(gx + hx if hx.mantissa else gx, g.up_part + h.up_part, g.nim_part ^ h.nim_part)
    if g is zero:
        return h
    if h is zero:
        return g
    if h is g._neg:
        return zero
    if ((gx is not None or g.longer_uptimal is not None)
            and (hx is not None or h.longer_uptimal is not None)):
        return _uptimal_sum(g, h)
    gi, hi = g.id, h.id
    key = (gi << 32) | hi if gi < hi else (hi << 32) | gi
    known = _SUM_GET(key)
    if known is not None:
        return known
    if hx is not None and h.up_part == 0 and h.nim_part == 0:
        g, h = h, g
        gx = hx  # (hx is not used below)
    if gx is not None and g.up_part == 0 and g.nim_part == 0:
        # x + H for a number x and a form H that is not x + n.^ + *m: translate
        # H's options. The result is canonical as it stands: translation keeps
        # the order of options (none is dominated), and no option reverses
        # (tests/test_laws.py checks this against a full build).
        result = make_form(
            tuple([add(g, o) for o in h.left]), tuple([add(g, o) for o in h.right])
        )
    elif (gx is not None and gx.mantissa) or (hx is not None and hx.mantissa):
        # (x + n.↑ + *m) + H is (n.↑ + *m + H) + x: the sum without the number,
        # then a translation (linear in its size). Built with x inside, every
        # subgame sum carries x's stops into its comparisons: 1/4*114 +
        # {0||0|-1} took 4.0 s of CPU, *114 + {0||0|-1} 0.5 s (pure core).
        c, other = (g, h) if gx is not None else (h, g)
        x = c.number_part
        assert x is not None
        result = add(add(nus(Dyadic(0), c.up_part, c.nim_part), other), nus(x, 0, 0))
    else:
        nim = g.nim_part | h.nim_part  # one of them is 0: only one is compact
        ups = abs(g.up_part or h.up_part)
        found = None
        if nim > FAR_NIMBER_SUM and not ups:
            found = _nimber_sum(g, h) if h.number_part is not None else _nimber_sum(h, g)
        if found is not None:
            result = found
        else:
            if nim > 64 or ups > 64:
                _check_work(g, h)
            elif g.longer_uptimal is not None or h.longer_uptimal is not None:
                _check_uptimal_work(g, h)
            if ups > 1 and g.number_part is not None and h.number_part is None:
                found = _translated(g, h)
            elif ups > 1 and h.number_part is not None and g.number_part is None:
                found = _translated(h, g)
        if found is not None:
            result = found
        else:
            left = [add(o, h) for o in g.left]
            left += [add(g, o) for o in h.left]
            right = [add(o, h) for o in g.right]
            right += [add(g, o) for o in h.right]
            result = build(left, right)
    if len(_SUM) >= memo.LIMIT:  # _SUM.store, inlined on this hot path
        _SUM.evict()
    _SUM.stores += 1
    _SUM[key] = result
    return result


#: ``G + *k`` (``G + x + *k`` too, the number added after) for a game ``G``
#: that is not compact and ``k`` past this is tried by :func:`far_nimber_sum`
#: first, in time that does not grow with ``k``.
FAR_NIMBER_SUM: Final = 64


def _nimber_sum(g: Form, c: Form) -> Form | None:
    """``g + c`` for a nimber ``c = *k`` by :func:`far_nimber_sum`, or None
    when it does not settle it. (A number beside ``*k`` never gets here:
    :func:`add` sums without it and translates after.)"""
    assert c.number_part is not None and not c.number_part.mantissa
    if g.number_part is not None or g.longer_uptimal is not None:
        return None
    return far_nimber_sum(g, c.nim_part)


def far_nimber_sum(g: Form, k: int) -> Form | None:
    """``g + *k`` for a game ``g`` that is neither compact nor a longer
    uptimal, without listing ``g + *j`` for every ``j < k``; None when this
    way cannot tell (the sum is then built option by option).

    ``g + *k`` has the options ``g^L + *k``, ``g^R + *k`` and ``g + *j`` for
    every ``j < k`` (on both sides). Let ``T`` be the least power of two
    past ``2 b(g) + 1`` and ``k = K + r`` with ``K`` a multiple of ``T`` and
    ``r < T``. The ``j`` in ``[K, k)`` are near ``k`` (``j ^ k < T``), and
    ``g + *j`` is kept for them (one sum each, made the same way). The
    others, ``j < K``, are far: ``j ^ e >= T`` for every ``e`` in
    ``[K, k]``. A comparison of ``Y + *j`` (``Y`` a subgame of ``g``) with
    ``X + *e`` (``X`` one of ``g`` and its options) is one of
    ``(Y - X) + *(j ^ e)`` with 0, and ``Y - X`` is born by day ``2 b(g) <
    T``, so it has the same answer for every far ``j``
    (:func:`cgt.core.order.far_star_bound`), the answer for ``j = 0``. So
    the far options go, all together, when (Left side; Right mirrors it)

    - ``Y <= e`` for one of the kept Left options ``e``: every ``Y + *j``
      is dominated; or
    - ``Y^R - g <= *T`` for a Right option ``Y^R`` of ``Y`` (that is,
      ``Y^R + *j <= g + *k`` for every far ``j``): every ``Y + *j``
      reverses through ``Y^R + *j`` (Siegel, *CGT*, II.2, for any form of
      the option), and is replaced by the Left options of that sum,
      ``Y^RL + *j`` and ``Y^R + *i`` for ``i < j``, all far again: the
      families of ``Y^RL`` and ``Y^R``, which must go the same way.

    Starting from ``Y = g`` the families are those of subgames of ``g``, so
    the work depends on ``g`` (and on ``r < T``), not on ``k``. When every
    family goes, ``{kept Left | kept Right}`` equals ``g + *k`` and
    :func:`cgt.core.canonical.build` makes it canonical. When one stays
    (``{0||0|-1} + *k`` keeps ``*0 .. *k`` among its Left options: its
    canonical form grows with ``k``) the answer is None.

    >>> from cgt.core.form import number
    >>> h = far_nimber_sum(make_form((number(1),), (number(-1),)), 2**40)  # ±1 + *2**40
    >>> [(o.number_part, o.nim_part == 2**40) for o in h.left + h.right]
    [(Dyadic(1, 0), True), (Dyadic(-1, 0), True)]
    """
    # T grows with g's birthday, and with it the near sums (quadratic in T):
    # an integer n adds n days without making g harder, so ``n + (g - n) +
    # *k`` is summed instead when g - n is born earlier ({-2198|-2199} is
    # -2199 + {1|0}: T = 8, not 8192).
    n = _centre(g)
    if n:
        moved = add(g, nus(Dyadic(-n), 0, 0))
        if moved.birthday < g.birthday:
            found = far_nimber_sum(moved, k)
            return None if found is None else add(found, nus(Dyadic(n), 0, 0))
    step = 1 << (2 * g.birthday + 1).bit_length()  # T
    high = k & -step  # K
    if not high:
        return None
    # Each near sum lists the near sums before it and compares them with
    # its options: work that grows like the square of their number.
    near_count = k - high
    if near_count * near_count > NEAR_NIMBER_SUM_LIMIT:
        what = f"*{shown(k)}"
        _refuse(what, g.birthday, f"its sums with the {shown(near_count)} nimbers nearest {what}, "
                "each with all those before it", near_count * near_count,
                NEAR_NIMBER_SUM_LIMIT, "NEAR_NIMBER_SUM_LIMIT")
    star = nimber(k)
    near = [add(g, nimber(j)) for j in range(high, k)]
    left = [add(o, star) for o in g.left] + near
    right = [add(o, star) for o in g.right] + near
    if not _far_options_go(g, left, step):
        return None
    negative_g = neg(g)
    if not _far_options_go(negative_g, [neg(o) for o in right], step):
        return None
    return build(left, right)


def _centre(g: Form) -> int:
    """The integer part of the mean of ``g``'s stops: ``g - n`` is as near
    to 0 as an integer translation takes it."""
    left, right = g.left_stop, g.right_stop
    e = max(left.exponent, right.exponent)
    both = (left.mantissa << (e - left.exponent)) + (right.mantissa << (e - right.exponent))
    return both >> (e + 1)


def _far_options_go(g: Form, kept: list[Form], step: int) -> bool:
    """Whether the far Left options ``g + *j`` of ``g + *k`` go (see
    :func:`far_nimber_sum`; ``kept`` are its other Left options, ``step``
    is ``T``). The Right side is this one for ``-g``."""
    far_star = nimber(step)
    families = [g]
    seen = {g.id}
    while families:
        y = families.pop()
        if y.longer_uptimal is not None or (y.number_part is not None and (
                y.nim_part > FAR_NIMBER_SUM or abs(y.up_part) > FAR_NIMBER_SUM)):
            return False  # its options are not listed here
        if any(le(y, e) for e in kept):
            continue  # dominated
        for yr in y.right:
            if le(add(yr, neg(g)), far_star):  # every y + *j reverses through yr + *j
                for o in (*yr.left, yr):
                    if o.id not in seen:
                        seen.add(o.id)
                        families.append(o)
                break
        else:
            return False
    return True


def _translated(u: Form, h: Form) -> Form | None:
    """``u + h`` for ``u = n.↑ + *m`` (``|n| >= 2``) and a game ``h`` that is
    not compact, from ``u + h^L | u + h^R`` when each of ``u``'s own moves
    is dominated or reversible through a move of ``h``; None when this way
    cannot tell.

    ``u + h`` has the Left options ``u + h^L`` and ``u^L + h``. The second
    goes (it is dominated; Siegel, *CGT*, II.2) when ``u^L + h <= u + h^L``,
    that is ``h - h^L <= u - u^L``, for some ``h^L``; else, when ``u^L +
    h^R <= u + h``, that is ``h^R - h <= u - u^L``, for some ``h^R``, it
    reverses through that option of its (II.2, which holds for any
    form of the option) and is replaced by the Left options of ``u^L + h^R``. The Right
    options ``u^R + h`` mirror this with the gap ``u^R - u``: dominated when
    ``h^R - h <= u^R - u``, reversible through ``u^R + h^L`` when ``h - h^L
    <= u^R - u``. The gaps are closed forms (``u`` and ``↓*`` for ups), and
    ``h - h^L`` and ``h^R - h`` do not depend on ``n``; comparing them with
    ``n.↑`` walks ``n.↑``'s options only as deep as their birthdays. So
    ``↑19489 + {0||0|-1}`` is a few comparisons, where listing ``u``'s
    options added ``k.↑ + h`` for every ``k < n``, a canonical build each
    (0.1 ms of pure Python a level). Tried only when ``n`` passes ``h``'s
    birthday: for a few ups the listing is cheaper than the differences
    with ``h``'s options.
    """
    if abs(u.up_part) <= h.birthday:
        return None
    # The side whose gap is ↓* (the same for every n) first: when it fails,
    # it fails at once, from the memo, at every level of the listing after.
    first = u.up_part < 0
    extra_first = _own_moves(u, h, first)
    if extra_first is None:
        return None
    extra_second = _own_moves(u, h, not first)
    if extra_second is None:
        return None
    extra_left, extra_right = (extra_first, extra_second) if first else (extra_second, extra_first)
    left = [add(u, o) for o in h.left]
    left += extra_left
    right = [add(u, o) for o in h.right]
    right += extra_right
    return build(left, right)


def _own_moves(u: Form, h: Form, left: bool) -> list[Form] | None:
    """What stands for ``u``'s own Left moves ``u^L + h`` (``left``) in ``u +
    h``, or its Right moves: nothing for a dominated one, a reversible
    one's replacements; None when one is neither (see :func:`_translated`)."""
    extra: list[Form] = []
    for uo in (u.left if left else u.right):
        gap = add(u, neg(uo)) if left else add(uo, neg(u))
        # h - h^L for Left, h^R - h for Right: the gaps of h's own moves
        same = [add(h, neg(o)) if left else add(o, neg(h)) for o in (h.left if left else h.right)]
        if any(le(d, gap) for d in same):
            continue  # dominated by u + h^L (u + h^R on the Right)
        for o in (h.right if left else h.left):
            if le(add(o, neg(h)) if left else add(h, neg(o)), gap):
                # reverses through u^L + h^R (u^R + h^L on the Right)
                through = add(uo, o)
                extra.extend(through.left if left else through.right)
                break
        else:
            return None
    return extra


def _uptimal_sum(g: Form, h: Form) -> Form:
    """``g + h`` for two uptimals: their coefficients add, their nimbers xor."""
    x, a, m = expansion(g)  # type: ignore[misc]
    y, b, n = expansion(h)  # type: ignore[misc]
    # A number plus a longer uptimal keeps the uptimal's family of options.
    if not b and not n and g.longer_uptimal is not None:
        return translated_uptimal(g, y)
    if not a and not m and h.longer_uptimal is not None:
        return translated_uptimal(h, x)
    return uptimal(x + y, add_coefficients(a, b), m ^ n)


def _check_work(g: Form, h: Form) -> None:
    """Refuse ``g + h``, one of them ``x + n.↑ + *m`` with a large ``n`` or
    ``m``, when its estimated work passes the limits above."""
    compact, other = (g, h) if g.number_part is not None else (h, g)
    nim, ups = compact.nim_part, abs(compact.up_part)
    day = born = other.birthday
    if _over(born, nim, ups):
        # An integer adds days but no work (its sums with numbers are closed
        # forms): {1001|1000} + ↑*100 costs what {1|0} + ↑*100 does.
        born = _centred_birthday(other)
    # Each of the ups (n.↑*m lists (n-1).↑*k, ...) repeats the nimber's work.
    _check_nimber_work(nim, born, ups + 1, day)
    if ups > 64 and born * ups > UP_SUM_WORK_LIMIT:
        arrow = "↑" if compact.up_part > 0 else "↓"
        what = f"{shown(ups)}.{arrow}"
        _refuse(what, day, f"every option of {what} at every level", born * ups, UP_SUM_WORK_LIMIT,
                "UP_SUM_WORK_LIMIT")


def _over(born: int, nim: int, ups: int) -> bool:
    """Whether :func:`_check_work`'s estimates pass a limit for a game born on day ``born``."""
    return ((nim > 64 and born * nim**3 * (ups + 1) > NIMBER_SUM_WORK_LIMIT)
            or (ups > 64 and born * ups > UP_SUM_WORK_LIMIT))


def _check_nimber_work(nim: int, born: int, repeats: int, day: int) -> None:
    """Refuse adding ``*nim`` to a game born on day ``day`` (not compact;
    ``born`` when an integer is taken out), listing its options ``repeats``
    times over, when that passes :data:`NIMBER_SUM_WORK_LIMIT`."""
    work = born * nim**3 * repeats
    if nim > 64 and work > NIMBER_SUM_WORK_LIMIT:
        what = f"*{shown(nim)}"
        _refuse(what, day, f"every option of {what} at every level", work,
                NIMBER_SUM_WORK_LIMIT, "NIMBER_SUM_WORK_LIMIT")


def _centred_birthday(g: Form) -> int:
    """The birthday of ``g`` less the integer at the centre of its stops,
    if that is younger."""
    n = _centre(g)
    if not n:
        return g.birthday
    return min(g.birthday, add(g, nus(Dyadic(-n), 0, 0)).birthday)


def _refuse(what: str, day: int, lists: str, work: int, limit: int, name: str) -> NoReturn:
    """The CGTError of a sum whose estimated ``work`` passes ``limit``."""
    _too_much(f"adding {what} to a game born on day {shown(day)} that is not a number, "
              f"nimber or up-multiple lists {lists}", work, limit, name)


def _too_much(task: str, work: int, limit: int, name: str) -> NoReturn:
    """The CGTError of a ``task`` whose estimated ``work`` passes ``limit``,
    the limit ``cgt.core.arithmetic.<name>``."""
    magnitude = int((work.bit_length() - 1) * 0.30103)  # 10**magnitude <= work, about
    raise CGTError(
        f"{task}: about 10**{magnitude} steps, more than the {limit:,} allowed "
        f"(cgt.core.arithmetic.{name} raises the limit)")


def _check_uptimal_work(g: Form, h: Form) -> None:
    """Refuse ``g + h``, one of them a longer uptimal, when its estimated
    work passes :data:`UPTIMAL_SUM_WORK_LIMIT`."""
    compact, other = (g, h) if g.longer_uptimal is not None else (h, g)
    assert compact.longer_uptimal is not None
    k = len(compact.longer_uptimal[1])
    work = other.birthday * compact.birthday * k
    if work > UPTIMAL_SUM_WORK_LIMIT:
        _too_much(f"adding an uptimal of {shown(k)} places, born on day "
                  f"{shown(compact.birthday)}, to a game born on day {shown(other.birthday)} "
                  "that is not an uptimal lists every pair of their subgames", work,
                  UPTIMAL_SUM_WORK_LIMIT, "UPTIMAL_SUM_WORK_LIMIT")


def neg(g: Form) -> Form:
    """``-g`` (no room management; see :func:`negate`)."""
    result = g._neg
    if result is not None:
        return result
    if g.number_part is not None:
        result = nus(-g.number_part, -g.up_part, g.nim_part)
    elif g.longer_uptimal is not None:
        x, a, m = g.longer_uptimal
        result = uptimal(-x, negative(a), m)
    else:
        # The negative of a canonical form is canonical: no simplification.
        result = make_form(tuple(neg(o) for o in g.right), tuple(neg(o) for o in g.left))
    g._neg = result
    result._neg = g
    return result


def sum_games(g: Form, h: Form) -> Form:
    """``g + h`` with room for the recursion.

    >>> from cgt.core.form import nimber, nus, up, zero
    >>> sum_games(up(1), nimber(1)) is nus(zero.left_stop, 1, 1)
    True
    """
    if (g.number_part is not None or g.longer_uptimal is not None) and (h.number_part is not None
                                                         or h.longer_uptimal is not None):
        return add(g, h)  # closed forms: no recursion
    return deep_call(2 * (g.depth + h.depth), add, g, h)


def estimated_sum(g: Form, h: Form) -> Form:
    """:func:`sum_games` of a user's two games (the ``+`` and ``-`` of
    ``cgt.Game``, a sum in notation), refused first when its work passes
    :data:`GENERAL_SUM_WORK_LIMIT`. The solvers sum their components with
    :func:`sum_games`: a solve is not refused halfway through.

    A sum that is not compact is remembered with its summands, and a later
    sum with it is regrouped when that lists fewer pairs of subgames
    (:func:`_regrouped`): ``(G + H) + K`` is ``G + (H + K)``, the same
    canonical form, so a small ``H + K`` (``0`` for ``K = -H``, ``⇑`` for
    ``H = K = ↑``) spares the pairs of ``G + H``'s subgames with ``K``'s.

    >>> from cgt.core.form import make_form, nimber, number, star
    >>> estimated_sum(star, nimber(2)) is nimber(3)
    True
    >>> g = make_form((zero,), (make_form((zero,), (number(-1),)),))  # {0||0|-1}
    >>> h = make_form((number(1),), (zero,))  # {1|0}
    >>> estimated_sum(estimated_sum(g, h), negate(h)) is g
    True
    """
    regrouped = _regrouped(g, h)
    if regrouped is None:
        regrouped = _regrouped(h, g)
    if regrouped is not None:
        return regrouped
    return _remembered_sum(g, h)


def _remembered_sum(g: Form, h: Form) -> Form:
    """:func:`estimated_sum` without regrouping: refused past the limit, or
    made, and remembered with its summands when it is not compact."""
    pairs = g._size * h._size
    if pairs * min(g.depth, h.depth) > GENERAL_SUM_WORK_LIMIT:
        _check_general_work(g, h)  # (an upper bound of the estimate: most sums stop there)
    if pairs < PAUSE_COLLECTOR_PAIRS:
        result = sum_games(g, h)
    else:
        # The forms a sum makes live in the store: the cyclic collector's
        # passes over them find no garbage (a fifth to a third of the time
        # of a sum with a chain 20,000 deep), as in a solve.
        with paused:
            result = sum_games(g, h)
    if result.number_part is None and result is not g and result is not h:
        _SUMMANDS.store(result.id, (g, h) if g._size >= h._size else (h, g))
    return result


#: From this many pairs of subgames (by the size bound ``_size``), a
#: user's sum runs with the cyclic garbage collector paused
#: (:data:`cgt.core.collector.paused`).
PAUSE_COLLECTOR_PAIRS: Final = 1 << 12

#: A user's sum whose result is not compact, by the result's id: its
#: summands, the larger first (by ``_size``), for :func:`_regrouped`.
_SUMMANDS: Memo[int, tuple[Form, Form]] = Memo("summands")


def _regrouped(g: Form, h: Form) -> Form | None:
    """``g + h`` as ``a + (b + h)`` when ``g`` was made as ``a + b`` (with
    ``b`` the smaller summand, at most a quarter of ``g``'s size) and the
    sum ``b + h`` has made that the smaller work, pairs of subgames counted
    by the sizes ``_size``; None otherwise, after work of at most a quarter
    of ``g + h``'s. (``b + h`` may be regrouped in turn: the sizes of the
    two games summed go down at each step. ``a + (b + h)`` is not: its
    regrouping could go round the three games for ever.)"""
    parts = _SUMMANDS.get(g.id)
    if parts is None:
        return None
    a, b = parts
    if 4 * b._size > g._size:
        return None
    rest = estimated_sum(b, h)
    if a._size * rest._size > g._size * h._size:
        return None
    return _remembered_sum(a, rest)


def _check_general_work(g: Form, h: Form) -> None:
    """Refuse ``g + h`` when its pairs of subgames times the lesser depth
    (at most the subgames of the larger) pass :data:`GENERAL_SUM_WORK_LIMIT`
    (not for a compact value, whose estimates are in :func:`add`, nor a sum
    that is known or zero)."""
    if (g.number_part is not None or h.number_part is not None or g.longer_uptimal is not None
            or h.longer_uptimal is not None or h is g._neg):
        return
    gi, hi = g.id, h.id
    if _SUM_GET((gi << 32) | hi if gi < hi else (hi << 32) | gi) is not None:
        return
    small, large = (g, h) if g._size <= h._size else (h, g)
    first = subgames(small, GENERAL_SUM_WORK_LIMIT)
    second = subgames(large, GENERAL_SUM_WORK_LIMIT // first)
    # A comparison recurses through the forms that are not compact, as many
    # as there are of them at most: a compact subgame's depth (*2**24 is
    # 2**24 + 1 deep) is its own estimates' business.
    deep = min(g.depth, h.depth, max(first, second))
    work = first * second * deep
    if work > GENERAL_SUM_WORK_LIMIT:
        _too_much(f"adding a game {shown(g.depth)} levels deep to one {shown(h.depth)} levels "
                  f"deep lists every pair of their subgames ({shown(first)} of one, "
                  f"{shown(second)} or more of the other), each compared some {shown(deep)} "
                  "levels deep", work, GENERAL_SUM_WORK_LIMIT, "GENERAL_SUM_WORK_LIMIT")


def subgames(g: Form, most: int) -> int:
    """How many distinct subgames a sum lists of ``g`` (``g`` among them; a
    compact value or a longer uptimal is one, its options not walked), or
    the first count past ``most``.

    >>> from cgt.core.form import number, up
    >>> subgames(make_form((number(1),), (up(5),)), 100)  # {1 | 5.↑}: itself, 1 and 5.↑
    3
    """
    seen = {g.id}
    stack = [g]
    while stack:
        f = stack.pop()
        if f.number_part is not None or f.longer_uptimal is not None:
            continue
        for side in (f.left, f.right):
            for o in side:
                if o.id not in seen:
                    seen.add(o.id)
                    stack.append(o)
        if len(seen) > most:
            break
    return len(seen)


def negate(g: Form) -> Form:
    """``-g``."""
    if g._neg is not None:
        return g._neg
    if g.longer_uptimal is not None:
        return neg(g)
    return deep_call(g.depth, neg, g)


def multiple(g: Form, n: int) -> Form:
    """``n.g``, the sum of ``n`` copies (by doubling: O(log n) sums).

    >>> from cgt.core.form import up, nimber
    >>> multiple(up(1), 3) is up(3), multiple(nimber(1), 5) is nimber(1)
    (True, True)
    """
    if n < 0:
        return multiple(negate(g), -n)
    total = zero
    power = g
    while n:
        if n & 1:
            total = sum_games(total, power)
        n >>= 1
        if n:
            power = sum_games(power, power)
    return total

"""The order of games: ``G <= H``, comparison and outcome classes.

``G <= H`` unless a Left option of ``G`` is ``>= H`` or a Right option of
``H`` is ``<= G`` (Conway, *ONAG*; Siegel, *CGT*, II.1). The recursion is
memoised on the pair of ids and cut short three ways:

- compact values ``x + n.↑ + *m`` and the longer uptimals compare in
  closed form;
- a number is never expanded (number avoidance: ``x <= H`` iff no ``H^R <= x``);
- stops bound the answer: ``G <= H`` forces ``Ls(G) <= Ls(H)`` and
  ``Rs(G) <= Rs(H)``, and ``Ls(G) < Rs(H)`` forces ``G < H``.
"""

from __future__ import annotations

from typing import Final

from cgt.core import memo
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, expansion, nus, zero
from cgt.core.memo import Memo
from cgt.core.nimber_sets import above, below, contains
from cgt.core.outcome import Outcome
from cgt.core.uptimal import add, negative, nonnegative

__all__ = ["compare", "far_star_bound", "infinitesimal_nonnegative", "less_equal", "outcome"]

_LE: Final[Memo[int, bool]] = Memo("comparisons")
#: The same table typed as a dict, and Final: compiled, its lookups and stores
#: are the dict's own, not generic calls of a method held in a global.
_LE_TABLE: Final[dict[int, bool]] = _LE

#: Past this many options, ``x + *m`` is compared with a game that the
#: far-star bound does not cut short through :mod:`cgt.core.nimber_sets`
#: (one pass over the game's subgames) instead of option by option.
FAR_NIMBER: Final = 64


def infinitesimal_nonnegative(ups: int, nim: int) -> bool:
    """Whether ``ups.↑ + *nim >= 0``: ``↑*`` is confused with 0, every other
    positive up-multiple is positive, ``*m`` is not ``>= 0`` unless ``m = 0``."""
    if ups == 0:
        return nim == 0
    if ups == 1:
        return nim != 1
    return ups > 1


def le(g: Form, h: Form) -> bool:
    """``g <= h`` (no room management; see :func:`less_equal`)."""
    if g is h:
        return True
    gx = g.number_part
    hx = h.number_part
    if gx is not None and hx is not None:
        if g.left_key != h.left_key:
            return g.left_key < h.left_key
        return infinitesimal_nonnegative(h.up_part - g.up_part, h.nim_part ^ g.nim_part)
    if g.left_key < h.right_key:
        return True
    if g.left_key > h.left_key or g.right_key > h.right_key:
        return False
    if ((gx is not None or g.longer_uptimal is not None)
            and (hx is not None or h.longer_uptimal is not None)):
        return _uptimal_le(g, h)
    key = (g.id << 32) | h.id
    known = _LE_TABLE.get(key)
    if known is not None:
        return known
    result = True
    if gx is not None and g.nim_part > FAR_NIMBER and _far_nimber(gx, g, h):
        # g = x + *m with m past the far-star bound: every x + *i at once.
        result = contains(above(h, gx), g.nim_part)
    elif hx is not None and h.nim_part > FAR_NIMBER and _far_nimber(hx, h, g):
        result = contains(below(g, hx), h.nim_part)
    elif gx is not None and g.up_part == 0 and g.nim_part == 0:
        # g is a number and h is not: avoid it, only h's Right options count.
        for hr in h.right:
            if le(hr, g):
                result = False
                break
    elif hx is not None and h.up_part == 0 and h.nim_part == 0:
        for gl in g.left:
            if le(h, gl):
                result = False
                break
    else:
        # A form that is not compact has its options at hand: no call to list them.
        left = g._left
        if gx is not None or left is None:
            left = _relevant_left(g, h)
        for gl in left:
            if le(h, gl):
                result = False
                break
        else:
            right = h._right
            if hx is not None or right is None:
                right = _relevant_right(h, g)
            for hr in right:
                if le(hr, g):
                    result = False
                    break
    if len(_LE_TABLE) >= memo.LIMIT:  # _LE.store, inlined on this hot path
        _LE.evict()
    _LE.stores += 1
    _LE_TABLE[key] = result
    return result


def _far_nimber(x: Dyadic, g: Form, h: Form) -> bool:
    """For ``g = x + n.↑ + *m`` with ``m`` past :data:`FAR_NIMBER`: whether
    ``g`` is ``x + *m`` and the comparison with ``h`` (not compact) would
    list more than FAR_NIMBER of its options (the far-star bound of
    :func:`_relevant_left` leaves that many): :mod:`cgt.core.nimber_sets`
    then answers for every ``x + *i`` at once."""
    return (g.up_part == 0 and h.number_part is None and h.longer_uptimal is None
            and far_star_bound(x.birthday + h.birthday) > FAR_NIMBER)


def _uptimal_le(g: Form, h: Form) -> bool:
    """``g <= h`` for two uptimals with the same number part: ``h - g >= 0``."""
    _, a, m = expansion(g)  # type: ignore[misc]
    _, b, n = expansion(h)  # type: ignore[misc]
    return nonnegative(add(b, negative(a)), m ^ n)


def _relevant_left(g: Form, h: Form) -> tuple[Form, ...]:
    """The Left options ``g^L`` of ``g`` for which ``h <= g^L`` may hold.

    The options of ``x + *m`` are ``x + *i`` (i < m), all with both stops
    ``x``: when ``h``'s stops rule out ``h <= x + *i`` (a stop of ``h``
    above ``x``, the test :func:`le` makes first) they rule it out for every
    ``i``, and the ``m`` options need not be listed. A sum ``G + *1000``
    compares its options in O(1) each instead of O(1000). Otherwise only
    the first few count: whether ``h <= x + *i``, that is
    ``(x - h) + *i >= 0``, is the same for every ``i`` past the birthday
    of ``x - h`` (:func:`far_star_bound`).
    """
    x = g.number_part
    if x is not None and g.up_part == 0:
        if g.left_key < h.left_key or g.left_key < h.right_key:
            return ()
        return _nimber_prefix(x, g.nim_part, x.birthday + h.birthday) or g.left
    return g.left


def _relevant_right(h: Form, g: Form) -> tuple[Form, ...]:
    """The Right options ``h^R`` of ``h`` for which ``h^R <= g`` may hold
    (the mirror image of :func:`_relevant_left`)."""
    x = h.number_part
    if x is not None and h.up_part == 0:
        if h.left_key > g.left_key or h.left_key > g.right_key:
            return ()
        return _nimber_prefix(x, h.nim_part, x.birthday + g.birthday) or h.right
    return h.right


def far_star_bound(birthday: int) -> int:
    """How many nimbers ``*0, *1, ...`` tell everything about ``K + *i``
    for a game ``K`` born by day ``birthday``: its outcome is the same for
    every ``i > birthday`` (``*i`` is then a far star for ``K``), so the
    nimbers up to ``*(birthday + 1)`` stand for all.

    Proof, by induction on ``K``: let ``m, n > b(K)`` and ``K + *m >= 0``.
    A Right option ``K^R + *n <= 0`` would give ``K^R + *m <= 0`` by
    induction (``b(K^R) < b(K)``). A Right option ``K + *k <= 0`` with
    ``k < m`` is a Right option of ``K + *m`` too; ``k = m`` makes
    ``K = *m``, born on day ``m > b(K)``; for ``k > m``, its Left option
    ``K + *m >= 0`` rules it out. So ``K + *n >= 0``; ``<= 0`` is the
    mirror image. Any bound on the birthday will do (a sum's is at most
    the sum of its parts').

    >>> far_star_bound(3)
    5
    """
    return birthday + 2


def _nimber_prefix(x: Dyadic, m: int, birthday: int) -> tuple[Form, ...] | None:
    """``x + *0 .. x + *(k-1)``: of the options of ``x + *m``, those that
    decide a comparison with a game ``K`` when ``x - K`` is born by
    ``birthday`` (``k`` from :func:`far_star_bound`); None when that is
    all ``m`` of them."""
    k = far_star_bound(birthday)
    if k >= m:
        return None
    return tuple([nus(x, 0, i) for i in range(k)])


def less_equal(g: Form, h: Form) -> bool:
    """``g <= h`` with room for the recursion.

    >>> from cgt.core.form import nimber, up, zero
    >>> less_equal(zero, up(1)), less_equal(zero, nimber(1))
    (True, False)
    """
    if _closed(g) and _closed(h):
        return le(g, h)
    return deep_call(g.depth + h.depth, le, g, h)


def _closed(g: Form) -> bool:
    """Whether ``g`` compares in closed form (an uptimal): no recursion."""
    return g.number_part is not None or g.longer_uptimal is not None


def _compare(g: Form, h: Form) -> str:
    below = le(g, h)
    above = le(h, g)
    if below:
        return "=" if above else "<"
    return ">" if above else "||"


def compare(g: Form, h: Form) -> str:
    """One of ``"<"``, ``"="``, ``">"``, ``"||"``.

    >>> from cgt.core.form import nimber, up
    >>> compare(up(1), nimber(1)), compare(up(2), up(1))
    ('||', '>')
    """
    if _closed(g) and _closed(h):
        return _compare(g, h)
    return deep_call(g.depth + h.depth, _compare, g, h)


def outcome(g: Form) -> Outcome:
    """The outcome class, from the comparisons with 0."""
    relation = compare(g, zero)
    return {"=": Outcome.P, ">": Outcome.L, "<": Outcome.R, "||": Outcome.N}[relation]

"""For which nimbers ``*i`` a game is below or above ``x + *i``, all at once.

Comparing a game ``G`` with ``x + *m`` (``x`` a number) lists the ``m``
options ``x + *i`` of the nimber: ``G <= x + *m`` needs no ``G >= x + *i``
for ``i < m``. When ``G`` is born after day ``m`` the far-star bound
(:func:`cgt.core.order.far_star_bound`) does not shorten the list, and
``*16777216`` against a game with that nimber among its options would take
16 million comparisons. Here the answer for every ``i`` is found at once,
as a set of integers, by one pass over the subgames of ``G``:

- ``S(G) = {i : G <= x + *i}`` and ``T(G) = {i : G >= x + *i}``;
- ``G <= x + *i`` when no ``G^L >= x + *i`` and no ``G >= x + *k`` for
  ``k < i`` (``x`` is a number and ``G - *i`` is not one: by number
  avoidance Right need not move in ``x``); so with
  ``P = {i : no G^L >= x + *i}`` (the complement of the union of the
  ``T(G^L)``) and ``Q = {i : no G^R <= x + *i}``, ``S = P ∩ [0, min T]``
  and ``T = Q ∩ [0, min S]``;
- these resolve on the least elements ``p`` of ``P`` and ``q`` of ``Q``:
  ``S = P`` and ``T = ∅`` when ``p < q``, the mirror image when ``q < p``,
  and ``S = T = {p}`` when they are equal (``G = x + *p``);
- a compact subgame ``y + n.↑ + *j`` or longer uptimal compares with
  ``x + *i`` through ``*(i ^ j)``, on which the answer depends only as
  ``0``, ``1`` or ``>= 2``: three signs in closed form give its sets.

A set is a sorted tuple of boundaries: ``i`` is in it when an odd number
of boundaries are ``<= i``, so ``(0,)`` is every integer, ``()`` none and
``(5, 6)`` just ``5``. The number of boundaries grows at most with the
number of compact subgames, not with their nimbers.

>>> from cgt.core.form import make_form, nimber, up
>>> g = make_form((up(3),), (nimber(1 << 24),))  # {3.↑ | *16777216}
>>> below(g, Dyadic(0)), above(g, Dyadic(0))  # g >= *i for every i but 2**24
((), (0, 16777216, 16777217))
>>> contains(above(g, Dyadic(0)), 5), contains(above(g, Dyadic(0)), 1 << 24)
(True, False)
"""

from __future__ import annotations

from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, expansion
from cgt.core.memo import Memo
from cgt.core.uptimal import negative, nonnegative

__all__ = ["above", "below", "changes", "contains"]

#: Sets of integers as sorted boundaries (see the module's docstring).
Bounds = tuple[int, ...]

_EVERY: Bounds = (0,)
_NONE: Bounds = ()

#: The sets of a game against one number, by the game's id and the number.
_SETS: Memo[tuple[int, Dyadic], tuple[Bounds, Bounds]] = Memo("nimber sets")


def contains(s: Bounds, i: int) -> bool:
    """Whether ``i`` is in the set ``s``.

    >>> contains((2, 5), 4), contains((2, 5), 5), contains((7,), 10**9)
    (True, False, True)
    """
    inside = False
    for b in s:
        if b > i:
            break
        inside = not inside
    return inside


def changes(g: Form, x: Dyadic) -> set[int]:
    """The ``i`` where ``g <= x + *i`` or ``g >= x + *i`` differs from
    ``i - 1``: the boundaries of both sets.

    >>> from cgt.core.form import make_form, nimber, up
    >>> sorted(changes(make_form((up(3),), (nimber(9),)), Dyadic(0)))
    [0, 9, 10]
    """
    below_set, above_set = _sets(g, x)
    return {*below_set, *above_set}


def below(g: Form, x: Dyadic) -> Bounds:
    """``{i : g <= x + *i}`` (every subgame of ``g`` visited once)."""
    return _sets(g, x)[0]


def above(g: Form, x: Dyadic) -> Bounds:
    """``{i : g >= x + *i}``."""
    return _sets(g, x)[1]


def _sets(g: Form, x: Dyadic) -> tuple[Bounds, Bounds]:
    """``(S(g), T(g))``, computed with an explicit stack (no recursion)."""
    result = _SETS.get((g.id, x))
    if result is not None:
        return result
    known: dict[int, tuple[Bounds, Bounds]] = {}
    stack: list[tuple[Form, bool]] = [(g, False)]
    while stack:
        h, ready = stack.pop()
        if h.id in known:
            continue
        if _compact(h):
            known[h.id] = _compact_sets(h, x)
            continue
        if not ready:
            stack.append((h, True))
            stack.extend((o, False) for o in (*h.left, *h.right) if o.id not in known)
            continue
        p = _complement(_union_all([known[o.id][1] for o in h.left]))
        q = _complement(_union_all([known[o.id][0] for o in h.right]))
        least_p = p[0] if p else None
        least_q = q[0] if q else None
        if least_p is not None and (least_q is None or least_p < least_q):
            known[h.id] = (p, _NONE)
        elif least_q is not None and (least_p is None or least_q < least_p):
            known[h.id] = (_NONE, q)
        elif least_p is None:
            known[h.id] = (_NONE, _NONE)
        else:
            known[h.id] = ((least_p, least_p + 1), (least_p, least_p + 1))
    result = known[g.id]
    _SETS.store((g.id, x), result)
    return result


def _compact(h: Form) -> bool:
    return h.number_part is not None or h.longer_uptimal is not None


def _compact_sets(h: Form, x: Dyadic) -> tuple[Bounds, Bounds]:
    """The sets of the uptimal ``h = y + a_1.↑ + ... + *j`` (every compact
    value is one): ``x + *i - h`` has the number part ``x - y`` and, when
    that is 0, the sign of ``-a + *(i ^ j)``, which depends on ``i ^ j``
    only as 0, 1 or at least 2 (:func:`cgt.core.uptimal.nonnegative`)."""
    y, a, j = expansion(h)  # type: ignore[misc]
    if y != x:
        return (_EVERY, _NONE) if y < x else (_NONE, _EVERY)
    minus = negative(a)
    return (_from_classes(j, *(nonnegative(minus, n) for n in (0, 1, 2))),
            _from_classes(j, *(nonnegative(a, n) for n in (0, 1, 2))))


def _from_classes(j: int, zero: bool, one: bool, more: bool) -> Bounds:
    """``{i : i ^ j = 0}`` if ``zero``, with ``{i : i ^ j = 1}`` if ``one``
    and ``{i : i ^ j >= 2}`` if ``more``."""
    pair = _union((j, j + 1), (j ^ 1, (j ^ 1) + 1))
    parts = [((j, j + 1), zero), ((j ^ 1, (j ^ 1) + 1), one), (_complement(pair), more)]
    return _union_all([s for s, keep in parts if keep])


def _complement(s: Bounds) -> Bounds:
    if s and s[0] == 0:
        return s[1:]
    return (0, *s)


def _union_all(sets: list[Bounds]) -> Bounds:
    result = _NONE
    for s in sets:
        result = _union(result, s)
    return result


def _union(a: Bounds, b: Bounds) -> Bounds:
    """The union of two sets: a merge of their boundaries."""
    if not a:
        return b
    if not b:
        return a
    result: list[int] = []
    in_a = in_b = False
    i = k = 0
    while i < len(a) or k < len(b):
        point = min(a[i] if i < len(a) else b[k], b[k] if k < len(b) else a[i])
        before = in_a or in_b
        while i < len(a) and a[i] == point:
            in_a = not in_a
            i += 1
        while k < len(b) and b[k] == point:
            in_b = not in_b
            k += 1
        if (in_a or in_b) != before:
            result.append(point)
    return tuple(result)

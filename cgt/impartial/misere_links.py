"""Linked games and distinguishers in misère play (Conway, *On Numbers and
Games*, ch. 12, Lemma 75 and Theorem 76; CGSuite's ``IsLinkedTo``, ``Link``
and ``Distinguisher``).

Two misère games ``G``, ``H`` (canonical forms, as ids of
:mod:`cgt.impartial.misere_forms`) are *linked* when ``G + T`` and
``H + T`` are both P-positions for some ``T``. Theorem 76: they are linked
exactly when neither is an option of the other, and then

    ``T = {X(G', H) for each G'} ∪ {X(H', G) for each H'}``

links them, where ``X(A, B)`` is a game with ``A + X`` in P and ``B + X``
in N. Such a *P-N distinguisher* comes from any distinguisher ``D`` (the
outcomes of ``A + D``, ``B + D`` differ): ``D`` itself when ``A + D`` is P,
else ``{mates of the options of A} ∪ {D}`` (Lemma 75). And two different
games are distinguished by a link of one with an option of the other: if
``H + T`` and ``G' + T`` are P, then ``G + T`` is N (its move to
``G' + T``), so ``T`` tells ``G`` from ``H``.

>>> from cgt.impartial import misere_forms as forms
>>> zero, star, three = forms.nim_heap(0), forms.nim_heap(1), forms.nim_heap(3)
>>> sharp_two = forms.construct([forms.nim_heap(2)])  # *[2#]
>>> is_linked(zero, star), is_linked(star, star), is_linked(three, sharp_two)
(False, True, True)
>>> t = link(three, sharp_two)
>>> [forms.misere_nim_value(forms.add(g, t)) for g in (three, sharp_two)]
[0, 0]
"""

from __future__ import annotations

from cgt.errors import CGTError
from cgt.impartial import misere_forms as forms

__all__ = ["distinguisher", "is_linked", "link"]

_links: dict[tuple[int, int], int] = {}
_distinguishers: dict[tuple[int, int], int] = {}


def _is_p(g: int) -> bool:
    return forms.misere_nim_value(g) == 0


def is_linked(g: int, h: int) -> bool:
    """Whether some ``T`` makes ``g + T`` and ``h + T`` both P (Theorem 76:
    neither is an option of the other)."""
    return not forms.has_option(g, h) and not forms.has_option(h, g)


def link(g: int, h: int) -> int:
    """A ``T`` with ``g + T`` and ``h + T`` both P; CGTError when there is none."""
    key = (g, h) if g <= h else (h, g)
    found = _links.get(key)
    if found is not None:
        return found
    if not is_linked(g, h):
        raise CGTError("the games are not linked: one is an option of the other, so no T "
                       "makes both sums P-positions")
    zero = forms.nim_heap(0)
    if g == zero and h == zero:
        found = forms.nim_heap(1)  # 0 + *1 is P
    else:
        found = forms.construct([_p_n(o, h) for o in forms.options(g)]
                                + [_p_n(o, g) for o in forms.options(h)])
    _links[key] = found
    return found


def distinguisher(g: int, h: int) -> int:
    """A ``D`` with ``g + D`` and ``h + D`` of different outcomes; CGTError
    when ``g`` and ``h`` are equal (no game tells them apart)."""
    if g == h:
        raise CGTError("equal games: no game tells them apart")
    key = (g, h) if g <= h else (h, g)
    found = _distinguishers.get(key)
    if found is not None:
        return found
    zero = forms.nim_heap(0)
    if zero in (g, h) and _is_p(h if g == zero else g):
        found = zero  # 0 is N, the other P
    else:
        found = _from_an_option(g, h)
        if found is None:
            found = _from_an_option(h, g)
        if found is None:  # Theorem 76 says this cannot happen
            raise CGTError("no distinguisher found (this should not happen)")
    _distinguishers[key] = found
    return found


def _from_an_option(g: int, h: int) -> int | None:
    for option in forms.options(g):
        if is_linked(h, option):
            return link(h, option)
    return None


def _p_n(a: int, b: int) -> int:
    """Lemma 75: a ``T`` with ``a + T`` in P and ``b + T`` in N (``a != b``)."""
    d = distinguisher(a, b)
    if _is_p(forms.add(a, d)):
        return d
    return forms.construct([forms.mate(o) for o in forms.options(a)] + [d])

"""The game ``{L | R}`` before it is built, compared with built games: the
questions canonical simplification asks when it bypasses reversible
options (:mod:`cgt.core.canonical`), and :func:`le_form` and
:func:`form_le` for anyone who asks them of options (the explanations of
:mod:`cgt.display.explain`).

>>> from cgt.core.form import nus, star, zero
>>> le_form(zero, [zero, star], [zero]), form_le([zero, star], [zero], zero)  # {0,*|0} is ^*
(False, False)
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Final

from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, nus, zero
from cgt.core.nimber_sets import changes
from cgt.core.order import FAR_NIMBER, far_star_bound, le

__all__ = ["FAMILY", "Unbuilt", "form_le", "is_big_nimber", "le_form"]


#: Nimbers above this take the family path of :meth:`Unbuilt.firsts`
#: (Final: compiled, a constant, not a lookup in the module's dict).
FAMILY: Final = 16


def is_big_nimber(a: Form) -> bool:
    """``a`` is ``x + *m`` with ``m`` above :data:`FAMILY`."""
    return a.number_part is not None and not a.up_part and a.nim_part > FAMILY


class Unbuilt:
    """The game ``G = {left | right}`` before it is built, compared with
    built games: :meth:`above` is ``x <= G``, :meth:`below` is ``G <= y``.

    Answers are remembered for the life of the object (one bypass pass asks
    about the same options of options again and again: ``{↑*300 | ↓*300}``
    took O(m³) comparisons without it), and the stops of ``G``, bounded from
    its options, rule out whole families at once: ``G <= y^L`` needs
    ``Ls(G) <= Ls(y^L)`` and ``Ls(G) >= Rs(G^L)`` for every ``G^L``, so
    when ``y`` is ``x + n.↑ + *m`` (every option with stops ``x``) and some
    ``Rs(G^L) > x``, no ``y^L`` is examined; the mirror image for
    ``y^R <= G``.
    """

    __slots__ = ("_above", "_below", "_firsts", "left", "left_stop_at_least", "right",
                 "right_stop_at_most")

    def __init__(self, left: list[Form], right: list[Form]) -> None:
        self.left, self.right = left, right
        # The stop bounds are loops, not max()/min() (generic calls when compiled).
        least: int | Fraction | None = None
        for o in left:
            if least is None or o.right_key > least:
                least = o.right_key
        most: int | Fraction | None = None
        for o in right:
            if most is None or o.left_key < most:
                most = o.left_key
        #: Ls(G) >= Rs(G^L) for every G^L (a number G included: G^L < G).
        self.left_stop_at_least = least
        #: Rs(G) <= Ls(G^R) for every G^R.
        self.right_stop_at_most = most
        # The answers so far, by the id of the form asked about: made at the
        # first question (most games are built without one, or one or two).
        self._above: dict[int, bool] | None = None
        self._below: dict[int, bool] | None = None
        # Per number x, the least j with x + *j <= G and the least with
        # G <= x + *j (None: no such j), once asked (see firsts).
        self._firsts: dict[Dyadic, tuple[int | None, int | None]] | None = None

    def above(self, x: Form) -> bool:
        """``x <= G``."""
        known_above = self._above
        if known_above is None:
            known_above = self._above = {}
        else:
            known = known_above.get(x.id)
            if known is not None:
                return known
        answer = self._le(x)
        known_above[x.id] = answer
        return answer

    def below(self, y: Form) -> bool:
        """``G <= y``."""
        known_below = self._below
        if known_below is None:
            known_below = self._below = {}
        else:
            known = known_below.get(y.id)
            if known is not None:
                return known
        answer = self._ge(y)
        known_below[y.id] = answer
        return answer

    def _le(self, x: Form) -> bool:
        for gr in self.right:
            if le(gr, x):
                return False
        least = self.left_stop_at_least
        if least is not None and x.number_part is not None and least > x.left_key:
            return True  # G <= x^L is ruled out for every x^L
        if is_big_nimber(x):  # no x + *j <= G below it... from the family
            at_or_above = self.firsts(x.number_part)[1]  # type: ignore[arg-type]
            return at_or_above is None or at_or_above >= x.nim_part
        # G <= x^L needs Ls(G) <= Ls(x^L), and Ls(G) >= least.
        for xl in x.left:
            if (least is None or xl.left_key >= least) and self.below(xl):
                return False
        return True

    def _ge(self, y: Form) -> bool:
        for gl in self.left:
            if le(y, gl):
                return False
        most = self.right_stop_at_most
        if most is not None and y.number_part is not None and most < y.left_key:
            return True  # y^R <= G is ruled out for every y^R
        if is_big_nimber(y):
            at_or_below = self.firsts(y.number_part)[0]  # type: ignore[arg-type]
            return at_or_below is None or at_or_below >= y.nim_part
        # y^R <= G needs Rs(y^R) <= Rs(G), and Rs(G) <= most.
        for yr in y.right:
            if (most is None or yr.right_key <= most) and self.above(yr):
                return False
        return True

    def reversing_nimber(self, a: Form, below: bool) -> Form | None:
        """The option ``x + *j`` of ``a = x + *m`` through which ``a``
        reverses, the least such ``j``: a Left option (``below``) through
        ``x + *j <= G``, a Right one through ``G <= x + *j``; None if none."""
        x = a.number_part
        assert x is not None
        # The stops rule out every x + *j at once (see _reversing).
        bound = self.right_stop_at_most if below else self.left_stop_at_least
        if bound is not None and ((bound < a.left_key) if below else (bound > a.left_key)):
            return None
        j = self.firsts(x)[0 if below else 1]
        return nus(x, 0, j) if j is not None and j < a.nim_part else None

    def firsts(self, x: Dyadic) -> tuple[int | None, int | None]:
        """The least ``j`` with ``x + *j <= G`` and the least with
        ``G <= x + *j`` (None where there is none), for all ``j`` at once.

        With ``A(j)`` for ``x + *j <= G`` and ``B(j)`` for ``G <= x + *j``:
        ``A(j)`` holds when no ``G^R <= x + *j`` (call it ``P(j)``) and no
        ``B(i)`` for ``i < j``; ``B(j)`` when no ``G^L >= x + *j`` (``P'(j)``)
        and no ``A(i)`` for ``i < j``. ``P`` and ``P'`` change with ``j``
        only up to a far star of the options (:func:`far_star_bound` of
        ``x - G^R`` and ``G^L - x``) and at the nimbers of options
        ``x + n.↑ + *M`` and of the longer uptimals (``j = M`` or ``M ^ 1``,
        compared in closed form); for an option born after a big nimber, at
        the ``j`` where its comparisons with ``x + *j`` change
        (:func:`cgt.core.nimber_sets.changes`).
        (For ``j = 0``, ``x`` is a number with options of its own, and is
        asked as it is.) Along a run of ``j >= 1`` where they do not change,
        ``A`` and ``B`` stay false once both were false at its start. So the
        first ``A`` and the first ``B`` are found by testing the start of each
        run: ``{*(10**100) | ↓↓*}`` is built in a few comparisons, not ``10**100``.
        """
        firsts = self._firsts
        if firsts is None:
            firsts = self._firsts = {}
        known = firsts.get(x)
        if known is not None:
            return known
        born = x.birthday
        last = 1  # every j up to this is tested, then the nimbers that start a run
        steps: set[int] = set()
        for o in (*self.left, *self.right):
            if o.number_part is None:
                if o.longer_uptimal is None:
                    bound = far_star_bound(born + o.birthday) - 1
                    if bound <= FAR_NIMBER:
                        last = max(last, bound)
                    else:  # born after a big nimber: where its comparisons change
                        steps.update(changes(o, x))
                elif o.longer_uptimal[0] == x:  # a longer uptimal: in closed form as well
                    nim = o.longer_uptimal[2]
                    steps.update((nim, nim + 1, nim ^ 1, (nim ^ 1) + 1))
            elif o.number_part == x:
                steps.update((o.nim_part, o.nim_part + 1, o.nim_part ^ 1, (o.nim_part ^ 1) + 1))
        tested = itertools.chain(range(last + 1), sorted(j for j in steps if j > last))
        # Options x + *k compare with x + *j (j >= 1) only when k = j (*k + *j is
        # confused with 0 otherwise): a set lookup each, not a comparison per
        # option and j ({↑*m | ↓*m} bypasses into m of them: O(m) steps, not O(m^2)).
        right_nims = {o.nim_part for o in self.right
                      if o.number_part is not None and not o.up_part and o.number_part == x}
        left_nims = {o.nim_part for o in self.left
                     if o.number_part is not None and not o.up_part and o.number_part == x}
        right = [o for o in self.right if o.number_part is None or o.up_part or o.number_part != x]
        left = [o for o in self.left if o.number_part is None or o.up_part or o.number_part != x]
        first_a = first_b = None
        for j in tested:
            f = nus(x, 0, j) if j == 0 or right or left else zero
            if j == 0:  # the number x, whose options are numbers: asked as it is
                first_a = 0 if self.above(f) else None
                first_b = 0 if self.below(f) else None
            else:  # x + *j = {x + *i | x + *i} (i < j), x + *0 = x among them
                if j not in right_nims and not any(le(gr, f) for gr in right):
                    first_a = j
                if j not in left_nims and not any(le(f, gl) for gl in left):
                    first_b = j
            if first_a is not None or first_b is not None:
                break
        firsts[x] = known = (first_a, first_b)
        return known


def le_form(x: Form, left: list[Form], right: list[Form]) -> bool:
    """``x <= {left | right}`` for a game that is not built yet."""
    return Unbuilt(left, right).above(x)


def form_le(left: list[Form], right: list[Form], y: Form) -> bool:
    """``{left | right} <= y`` for a game that is not built yet."""
    return Unbuilt(left, right).below(y)

"""Canonical forms: build the simplest game from options.

Given canonical options, :func:`build` returns the canonical form of
``{L | R}`` (Siegel, *CGT*, II.2): it drops dominated options, bypasses
reversible ones (checked against the game being built, before it exists,
as CGSuite does), and recognises numbers (the simplicity rule) and the
compact values ``x + n.↑ + *m``. Option sets that are all numbers or all
nimbers take short cuts: the simplest number between, or the mex.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Final

from cgt.core import memo
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, make_form, nus, zero
from cgt.core.memo import Memo
from cgt.core.nimber_sets import changes
from cgt.core.order import FAR_NIMBER, far_star_bound, infinitesimal_nonnegative, le
from cgt.errors import CGTError, shown

__all__ = [
    "all_compact", "all_nimbers", "all_numbers", "build", "canonical_form", "form_le", "le_form",
]


def canonical_form(left: list[Form], right: list[Form]) -> Form:
    """:func:`build` with room for the recursion, however deep the options.

    >>> from cgt.core.form import nus, star, zero
    >>> canonical_form([zero, star], [zero]) is nus(Dyadic(0), 1, 1)  # {0,*|0} is ^*
    True
    """
    depth = 2 + max((o._depth for o in (*left, *right)), default=0)
    return deep_call(2 * depth, build, left, right)


#: (left ids, right ids) as given -> canonical form; the same option lists recur
#: often (in sums, in positions of rulesets), and a lookup is cheaper than a build.
_BUILT: Final[Memo[tuple[tuple[int, ...], tuple[int, ...]], Form]] = Memo("builds")
#: The same table typed as a dict, and Final: compiled, its lookups and stores
#: are the dict's own, not generic calls of a method held in a global.
_BUILT_TABLE: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], Form]] = _BUILT


def build(left: list[Form], right: list[Form]) -> Form:
    """The canonical form of ``{left | right}``, options already canonical."""
    # An empty side or only numbers (most builds of small games) is a closed
    # form, cheaper than the memo's key and lookup; repeats do not change it.
    if not right:
        return _left_only(left)
    if not left:
        return _right_only(right)
    shortcut = all_compact(left, right)
    if shortcut is not None:
        return shortcut
    key = (tuple([o._id for o in left]), tuple([o._id for o in right]))
    result = _BUILT_TABLE.get(key)
    if result is None:
        result = _simplify(left, right)
        if len(_BUILT_TABLE) >= memo.LIMIT:  # _BUILT.store, inlined on this hot path
            _BUILT.evict()
        _BUILT.stores += 1
        _BUILT_TABLE[key] = result
    return result


def _simplify(left: list[Form], right: list[Form]) -> Form:
    if len(left) > 1:
        left = _distinct(left)
    if len(right) > 1:
        right = _distinct(right)
    # Neither side is empty nor are all options numbers (build looked first).
    shortcut = all_nimbers(left, right)
    if shortcut is not None:
        return shortcut
    # Dropping dominated options and bypassing reversible ones change the
    # option lists: they may then be all numbers or all nimbers.
    changed = False
    if len(left) > 1:
        kept = _maximal(left)
        changed = len(kept) < len(left)
        left = kept
    if len(right) > 1:
        kept = _minimal(right)
        changed = changed or len(kept) < len(right)
        right = kept
    while True:
        g = _Unbuilt(left, right)  # one G for both sides: its answers are shared
        new_left = _bypass(g, left, below=True)
        new_right = _bypass(g, right, below=False)
        if new_left is None and new_right is None:
            break
        changed = True
        if new_left is not None:
            left = _maximal(_distinct(new_left))
        if new_right is not None:
            right = _minimal(_distinct(new_right))
    if changed:
        shortcut = _closed_form(left, right)
        if shortcut is not None:
            return shortcut
    return _recognise(left, right) or make_form(tuple(left), tuple(right))


def _closed_form(left: list[Form], right: list[Form]) -> Form | None:
    """The value when distinct options allow a short cut: an empty side (an
    integer), only compact values ``x + n.↑ + *m`` (:func:`all_compact`, as
    :func:`build` looks first), or only nimbers; None otherwise."""
    if not right:
        return _left_only(left)
    if not left:
        return _right_only(right)
    return all_compact(left, right) or all_nimbers(left, right)


def _distinct(options: list[Form]) -> list[Form]:
    """``options`` without repeats, in their order. Few options: compared
    pairwise by identity (no dict made per call); many: by id in a dict."""
    n = len(options)
    if n < 2:
        return options
    if n == 2:
        return options if options[0] is not options[1] else options[:1]
    if n > _FEW:
        return list({o._id: o for o in options}.values())
    kept: list[Form] = []
    for o in options:
        for k in kept:
            if k is o:
                break
        else:
            kept.append(o)
    return kept if len(kept) < n else options


#: Up to this many options, repeats are found pairwise rather than by a dict.
_FEW: Final = 8


def _is_number(g: Form) -> bool:
    return g._x is not None and g._ups == 0 and g._nim == 0


def all_numbers(left: list[Form], right: list[Form]) -> Form | None:
    """``{a | b}`` with only numbers: the simplest number between, ``a*``, or a switch
    (either side may be empty)."""
    best: Form | None = None
    worst: Form | None = None
    for o in left:
        if o._x is None or o._ups or o._nim:
            return None
        if best is None or o._lkey > best._lkey:
            best = o
    for o in right:
        if o._x is None or o._ups or o._nim:
            return None
        if worst is None or o._lkey < worst._lkey:
            worst = o
    if best is None or worst is None or best._lkey < worst._lkey:
        return nus(
            Dyadic.simplest_between(
                None if best is None else best._x, None if worst is None else worst._x
            ),
            0, 0,
        )
    if best is worst:
        x = best._x
        assert x is not None  # a number
        return nus(x, 0, 1)
    # {a | b} with a > b is hot; neither option can reverse.
    return make_form((best,), (worst,))


def all_compact(left: list[Form], right: list[Form]) -> Form | None:
    """``{L | R}`` when every option is ``x + n.↑ + *m`` and the best
    number part ``x`` of the Left options is not that of the Right options,
    ``y`` (both sides not empty); also ``{x | x}`` of numbers, ``x*``;
    None otherwise.

    Infinitesimals never outweigh numbers: a Left option whose number part is
    below ``x`` is dominated by every one with ``x``, the mirror image on
    the Right. When ``x > y``, ``G`` is hot (stops ``x`` and ``y``) and no
    option reverses (a Left option's Right options have stops ``x``, above
    ``Rs(G) = y``; the mirror image on the Right): the options left are the
    canonical form. When ``x < y``, ``G`` is a number (a game that is not has
    ``Ls(G) >= Rs(G)``), and by the simplicity theorem the simplest one
    ``z`` with ``G^L ⧏ z ⧏ G^R``: strictly between ``x`` and ``y``, or ``x``
    itself when no Left option ``x + ε`` has ``ε >= 0``, or ``y`` when no
    Right option ``y + ε`` has ``ε <= 0`` (Siegel, *CGT*, II.3.4; with
    numbers only, :func:`all_numbers`).

    >>> from cgt.core.form import nimber, number, star
    >>> all_compact([number(1), star], [nimber(2)]).left == (number(1),)
    True
    >>> all_compact([star], [number(1)]) is zero, all_compact([star], [star])
    (True, None)
    """
    best: Form | None = None
    for o in left:
        if o._x is None:
            return None
        if best is None or o._lkey > best._lkey:
            best = o
    worst: Form | None = None
    for o in right:
        if o._x is None:
            return None
        if worst is None or o._lkey < worst._lkey:
            worst = o
    if best is None or worst is None:
        return None
    x, y = best._x, worst._x
    assert x is not None and y is not None
    top, bottom = best._lkey, worst._lkey
    if top > bottom:  # hot: the options with the best number parts, undominated
        return make_form(tuple(_maximal(_distinct([o for o in left if o._lkey == top]))),
                         tuple(_minimal(_distinct([o for o in right if o._lkey == bottom]))))
    if top == bottom:
        if best is worst and not best._ups and not best._nim:
            for o in left:
                if o._ups or o._nim:
                    return None
            for o in right:
                if o._ups or o._nim:
                    return None
            return nus(x, 0, 1)  # {x | x} with numbers only: x*
        return None
    z = Dyadic.simplest_between(x, y)
    if z.birthday > x.birthday and not any(
            o._lkey == top and infinitesimal_nonnegative(o._ups, o._nim) for o in left):
        z = x
    if z.birthday > y.birthday and not any(
            o._lkey == bottom and infinitesimal_nonnegative(-o._ups, o._nim) for o in right):
        z = y
    return nus(z, 0, 0)


def _left_only(left: list[Form]) -> Form:
    """``{L | }`` is an integer: the least ``n >= 0`` that no Left option is
    ``>=`` to (the simplicity theorem; Siegel, *CGT*, II.3.4).

    ``G^L >= n`` forces ``Rs(G^L) >= n``, so only the options whose right
    stop is the integer ``n`` itself need comparing.
    """
    n = 0
    for o in left:  # a loop, not max(): compiled, no generic call
        top = o._rstop.ceil()
        if top > n:
            n = top
    candidate = nus(Dyadic(n), 0, 0)
    key = candidate._lkey
    for o in left:
        if o._rkey == key and le(candidate, o):
            return nus(Dyadic(n + 1), 0, 0)
    return candidate


def _right_only(right: list[Form]) -> Form:
    """``{ | R}``: the greatest integer ``n <= 0`` that no Right option is ``<=`` to."""
    n = 0
    for o in right:
        bottom = o._lstop.floor()
        if bottom < n:
            n = bottom
    candidate = nus(Dyadic(n), 0, 0)
    key = candidate._lkey
    for o in right:
        if o._lkey == key and le(o, candidate):
            return nus(Dyadic(n - 1), 0, 0)
    return candidate


def all_nimbers(left: list[Form], right: list[Form]) -> Form | None:
    """``{x+*a, x+*b, ... | the same}`` is ``x + *mex`` (Sprague-Grundy,
    translated by the number x) when the mex is positive."""
    if len(left) != len(right) or not left:
        return None
    x = left[0]._x
    if x is None:
        return None
    for o in left:
        if o._x != x or o._ups != 0:
            return None
    # The sides are distinct lists of equal length, so they hold the same
    # options when each Right option is among the Left ones.
    if len(left) > _FEW:  # many options: sets
        ids = {o._id for o in left}
        for o in right:
            if o._id not in ids:
                return None
        nims = {o._nim for o in left}
        mex = 0
        while mex in nims:
            mex += 1
        return nus(x, 0, mex) if mex else None
    # Few options: no set made per call; pairs compared, and the mex found
    # by counting up through the nim values.
    for o in right:
        for p in left:
            if p is o:
                break
        else:
            return None
    mex = 0
    found = True
    while found:
        found = False
        for o in left:
            if o._nim == mex:
                mex += 1
                found = True
                break
    return nus(x, 0, mex) if mex else None


def _maximal(options: list[Form]) -> list[Form]:
    """Drop Left options dominated by another (``A <= B``)."""
    if len(options) < 2:
        return options
    return _with_nimbers(options, True) if len(options) > _FAMILY else _plain(options, True)


def _minimal(options: list[Form]) -> list[Form]:
    """Drop Right options dominated by another (``A >= B``)."""
    if len(options) < 2:
        return options
    return _with_nimbers(options, False) if len(options) > _FAMILY else _plain(options, False)


def _with_nimbers(options: list[Form], top: bool) -> list[Form]:
    """The undominated options (Left ones if ``top``) among many, most of
    them ``x + *k``, in time linear in their number: two of ``x + *j``
    and ``x + *k`` never dominate each other (``*j + *k`` is confused with
    0), and all of them are below every ``y + *i`` for a number ``y > x``.
    So of these only the ones with the best ``x`` can stay, and only the
    other options are compared with everything (``{19*m | ...}`` after a
    bypass: O(m) comparisons, not O(m²))."""
    family = [o for o in options if o._x is not None and not o._ups]
    others = [o for o in options if o._x is None or o._ups]
    if not family:
        return _plain(options, top)
    best = max(o._x for o in family) if top else min(o._x for o in family)  # type: ignore[type-var]
    family = [o for o in family if o._x == best]

    def dominated(a: Form, b: Form) -> bool:
        return le(a, b) if top else le(b, a)

    kept = [a for a in family if not any(dominated(a, b) for b in others)]
    rivals = family + others
    kept += [a for a in others if not any(b is not a and dominated(a, b) for b in rivals)]
    return kept


def _plain(options: list[Form], top: bool) -> list[Form]:
    """The undominated options by comparing every pair (``options`` itself
    when none is dominated: no list made)."""
    kept: list[Form] | None = None
    for i, a in enumerate(options):
        # The stops first, as le() looks at them (one call fewer a pair):
        # A <= B needs Ls(A) <= Ls(B) and Rs(A) <= Rs(B), and Ls(A) < Rs(B) makes it so.
        lkey, rkey = a._lkey, a._rkey
        dominated = False
        for j, b in enumerate(options):
            if i == j:
                continue
            if top:  # a <= b?
                if lkey > b._lkey or rkey > b._rkey:
                    continue
                dominated = lkey < b._rkey or le(a, b)
            else:  # b <= a?
                if b._lkey > lkey or b._rkey > rkey:
                    continue
                dominated = b._lkey < rkey or le(b, a)
            if dominated:
                break
        if dominated:
            if kept is None:
                kept = options[:i]
        elif kept is not None:
            kept.append(a)
    return options if kept is None else kept


def _bypass(g: _Unbuilt, options: list[Form], below: bool) -> list[Form] | None:
    """Replace each Left option ``A`` of ``g`` (``below``) that reverses
    through some ``A^R <= G`` by the Left options of that ``A^R``, or each
    Right option reversing through some ``A^L >= G`` by the Right options of
    that ``A^L``; None when nothing reverses."""
    result: list[Form] | None = None  # made at the first reversal: most games have none
    for i, a in enumerate(options):
        if a._x is not None and not a._ups and a._nim > _FAMILY:  # _is_big_nimber(a)
            through = g.reversing_nimber(a, below)
        else:
            through = _reversing(g, a, below)
        if through is None:
            if result is not None:
                result.append(a)
            continue
        if result is None:
            result = options[:i]
        if _is_big_nimber(through):
            result.extend(_replacing_nimber(g, through, below))
        else:
            result.extend(through.left if below else through.right)
    return result


#: The most options ``x + *j`` a reversal through ``x + *m`` may bring in
#: when none of them reverses in turn (else a CGTError says so).
NIMBER_OPTIONS_LIMIT = 1 << 16


def _replacing_nimber(g: _Unbuilt, through: Form, below: bool) -> list[Form]:
    """The options that replace a reversible option of ``g`` reversing
    through ``x + *m``: its options ``x + *i`` (``i < m``), but only up to
    the least ``x + *j`` that is itself ``<= G`` (``>= G`` for Right): each
    ``x + *i`` past it would reverse through it at once (``G`` keeps its
    value through a bypass) into options already there. So ``↑*m`` in
    ``{↑*m || ↑*m |}`` brings two options, not ``m``."""
    x = through._x
    assert x is not None
    first = g.firsts(x)[0 if below else 1]
    count = through._nim if first is None else min(through._nim, first + 1)
    if count > NIMBER_OPTIONS_LIMIT:
        number = "" if x.mantissa == 0 else shown(x.to_fraction())
        raise CGTError(
            f"simplifying a game lists {shown(count)} options of {number}*{shown(through._nim)} "
            "that no short cut rules out, more than the "
            f"{NIMBER_OPTIONS_LIMIT:,} allowed (cgt.core.canonical.NIMBER_OPTIONS_LIMIT "
            "raises the limit)")
    return [nus(x, 0, i) for i in range(count)]


def _reversing(g: _Unbuilt, a: Form, below: bool) -> Form | None:
    """The first option of ``a`` through which it reverses in ``g``, if any.

    A Left option's Right option ``A^R <= G`` needs ``Rs(A^R) <= Rs(G)``,
    and ``Rs(G) <= Ls(G^R)`` for every ``G^R`` (:attr:`_Unbuilt.right_stop_at_most`);
    a Right option's ``A^L >= G`` needs ``Ls(A^L) >= Ls(G) >= Rs(G^L)``. An
    option whose stop is out of that bound is not compared; when ``a`` is
    ``x + n.↑ + *m`` (its options all have stops ``x``) its options are not
    even listed: a Right option ``*441534`` is not walked through its
    441,534 options.
    """
    if below:
        most = g.right_stop_at_most
        if most is not None and a._x is not None and most < a._lkey:
            return None
        for ar in a.right:
            if (most is None or ar._rkey <= most) and g.above(ar):
                return ar
        return None
    least = g.left_stop_at_least
    if least is not None and a._x is not None and least > a._lkey:
        return None
    for al in a.left:
        if (least is None or al._lkey >= least) and g.below(al):
            return al
    return None


#: Nimbers above this take the family path of :meth:`_Unbuilt.firsts`
#: (Final: compiled, a constant, not a lookup in the module's dict).
_FAMILY: Final = 16


def _is_big_nimber(a: Form) -> bool:
    """``a`` is ``x + *m`` with ``m`` above :data:`_FAMILY`."""
    return a._x is not None and not a._ups and a._nim > _FAMILY


class _Unbuilt:
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
            if least is None or o._rkey > least:
                least = o._rkey
        most: int | Fraction | None = None
        for o in right:
            if most is None or o._lkey < most:
                most = o._lkey
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
            known = known_above.get(x._id)
            if known is not None:
                return known
        answer = self._le(x)
        known_above[x._id] = answer
        return answer

    def below(self, y: Form) -> bool:
        """``G <= y``."""
        known_below = self._below
        if known_below is None:
            known_below = self._below = {}
        else:
            known = known_below.get(y._id)
            if known is not None:
                return known
        answer = self._ge(y)
        known_below[y._id] = answer
        return answer

    def _le(self, x: Form) -> bool:
        for gr in self.right:
            if le(gr, x):
                return False
        least = self.left_stop_at_least
        if least is not None and x._x is not None and least > x._lkey:
            return True  # G <= x^L is ruled out for every x^L
        if _is_big_nimber(x):  # no x + *j <= G below it... from the family
            at_or_above = self.firsts(x._x)[1]  # type: ignore[arg-type]
            return at_or_above is None or at_or_above >= x._nim
        # G <= x^L needs Ls(G) <= Ls(x^L), and Ls(G) >= least.
        for xl in x.left:
            if (least is None or xl._lkey >= least) and self.below(xl):
                return False
        return True

    def _ge(self, y: Form) -> bool:
        for gl in self.left:
            if le(y, gl):
                return False
        most = self.right_stop_at_most
        if most is not None and y._x is not None and most < y._lkey:
            return True  # y^R <= G is ruled out for every y^R
        if _is_big_nimber(y):
            at_or_below = self.firsts(y._x)[0]  # type: ignore[arg-type]
            return at_or_below is None or at_or_below >= y._nim
        # y^R <= G needs Rs(y^R) <= Rs(G), and Rs(G) <= most.
        for yr in y.right:
            if (most is None or yr._rkey <= most) and self.above(yr):
                return False
        return True

    def reversing_nimber(self, a: Form, below: bool) -> Form | None:
        """The option ``x + *j`` of ``a = x + *m`` through which ``a``
        reverses, the least such ``j``: a Left option (``below``) through
        ``x + *j <= G``, a Right one through ``G <= x + *j``; None if none."""
        x = a._x
        assert x is not None
        # The stops rule out every x + *j at once (see _reversing).
        bound = self.right_stop_at_most if below else self.left_stop_at_least
        if bound is not None and ((bound < a._lkey) if below else (bound > a._lkey)):
            return None
        j = self.firsts(x)[0 if below else 1]
        return nus(x, 0, j) if j is not None and j < a._nim else None

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
            if o._x is None:
                if o._uptimal is None:
                    bound = far_star_bound(born + o._birthday) - 1
                    if bound <= FAR_NIMBER:
                        last = max(last, bound)
                    else:  # born after a big nimber: where its comparisons change
                        steps.update(changes(o, x))
                elif o._uptimal[0] == x:  # a longer uptimal: in closed form as well
                    nim = o._uptimal[2]
                    steps.update((nim, nim + 1, nim ^ 1, (nim ^ 1) + 1))
            elif o._x == x:
                steps.update((o._nim, o._nim + 1, o._nim ^ 1, (o._nim ^ 1) + 1))
        tested = itertools.chain(range(last + 1), sorted(j for j in steps if j > last))
        # Options x + *k compare with x + *j (j >= 1) only when k = j (*k + *j is
        # confused with 0 otherwise): a set lookup each, not a comparison per
        # option and j ({↑*m | ↓*m} bypasses into m of them: O(m) steps, not O(m^2)).
        right_nims = {o._nim for o in self.right if o._x is not None and not o._ups and o._x == x}
        left_nims = {o._nim for o in self.left if o._x is not None and not o._ups and o._x == x}
        right = [o for o in self.right if o._x is None or o._ups or o._x != x]
        left = [o for o in self.left if o._x is None or o._ups or o._x != x]
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
    return _Unbuilt(left, right).above(x)


def form_le(left: list[Form], right: list[Form], y: Form) -> bool:
    """``{left | right} <= y`` for a game that is not built yet."""
    return _Unbuilt(left, right).below(y)


def _recognise(left: list[Form], right: list[Form]) -> Form | None:
    """Spot a canonical ``x + n.↑ + *m`` among forms that are not all numbers:
    ``{x | x + n.↑*m}`` is ``x + (n+1).↑*(m^1)`` for ``n >= 0``, ``{x, x* | x}``
    is ``x + ↑*``, and their mirror images (see :func:`cgt.core.form._nus_options`)."""
    if len(left) == 1 and len(right) == 1:
        a, b = left[0], right[0]
        x = a._x
        if x is None or b._x != x:
            return None
        # a and b are x + (infinitesimals); which of them is the number x?
        if not a._ups and not a._nim and b._ups >= 0 and (b._ups or b._nim):
            return nus(x, b._ups + 1, b._nim ^ 1)
        if not b._ups and not b._nim and a._ups <= 0 and (a._ups or a._nim):
            return nus(x, a._ups - 1, a._nim ^ 1)
        return None
    if len(left) == 2 and len(right) == 1:
        x = right[0]._x
        if x is not None and _is_number(right[0]) and _number_and_star(left, x):
            return nus(x, 1, 1)
    if len(left) == 1 and len(right) == 2:
        x = left[0]._x
        if x is not None and _is_number(left[0]) and _number_and_star(right, x):
            return nus(x, -1, 1)
    return None


def _number_and_star(pair: list[Form], x: Dyadic) -> bool:
    """Whether the two distinct forms of ``pair`` are ``x`` and ``x + *`` (no
    set of triples made per call)."""
    a, b = pair[0], pair[1]
    return (a._x is not None and b._x is not None and a._ups == 0 and b._ups == 0
            and a._nim + b._nim == 1 and a._x == x and b._x == x)

"""Canonical forms: build the simplest game from options.

Given canonical options, :func:`build` returns the canonical form of
``{L | R}`` (Siegel, *CGT*, II.2): it drops dominated options, bypasses
reversible ones (checked against the game being built, before it exists,
as CGSuite does), and recognises numbers (the simplicity rule) and the
compact values ``x + n.↑ + *m``. Option sets that are all numbers or all
nimbers take short cuts: the simplest number between, or the mex.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from cgt.core import memo
from cgt.core.deep import deep_call
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, make_form, nus
from cgt.core.memo import Memo
from cgt.core.order import infinitesimal_nonnegative, le
from cgt.core.unbuilt import FAMILY, Unbuilt, form_le, is_big_nimber, le_form
from cgt.errors import CGTError, shown

__all__ = [
    "all_compact", "all_nimbers", "all_numbers", "below_stops", "build", "build_closed",
    "build_general", "canonical_form", "form_le", "le_form",
]


def canonical_form(left: list[Form], right: list[Form]) -> Form:
    """:func:`build` with room for the recursion, however deep the options.

    >>> from cgt.core.form import nus, star, zero
    >>> canonical_form([zero, star], [zero]) is nus(Dyadic(0), 1, 1)  # {0,*|0} is ^*
    True
    """
    depth = 2 + max((o.depth for o in (*left, *right)), default=0)
    return deep_call(2 * depth, build, left, right)


#: (left ids, right ids) as given -> canonical form; the same option lists recur
#: often (in sums, in positions of rulesets), and a lookup is cheaper than a build.
_BUILT: Final[Memo[tuple[tuple[int, ...], tuple[int, ...]], Form]] = Memo("builds")
#: The same table typed as a dict, and Final: compiled, its lookups and stores
#: are the dict's own, not generic calls of a method held in a global.
_BUILT_TABLE: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], Form]] = _BUILT


def build(left: list[Form], right: list[Form]) -> Form:
    """The canonical form of ``{left | right}``, options already canonical."""
    # An empty side or options whose stops decide (most builds of small
    # games) is a closed form, cheaper than the memo's key and lookup;
    # repeats do not change it. (build_closed, inlined.)
    if not right:
        return _left_only(left)
    if not left:
        return _right_only(right)
    shortcut = all_compact(left, right)
    if shortcut is not None:
        return shortcut
    return build_general(left, right)


def build_closed(left: list[Form], right: list[Form]) -> Form | None:
    """:func:`build`'s closed forms: an empty side, or :func:`all_compact`;
    None when neither applies (then :func:`build_general`)."""
    if not right:
        return _left_only(left)
    if not left:
        return _right_only(right)
    return all_compact(left, right)


def build_general(left: list[Form], right: list[Form]) -> Form:
    """:func:`build` past its closed forms (both sides not empty): the memo
    of builds, by the options' ids as given (in their order), then the
    general simplification."""
    key = (tuple([o.id for o in left]), tuple([o.id for o in right]))
    result = _BUILT_TABLE.get(key)
    if result is None:
        result = _simplify(left, right)
        if len(_BUILT_TABLE) >= memo.LIMIT:  # _BUILT.store, inlined on this hot path
            _BUILT.evict()
        _BUILT.stores += 1
        _BUILT_TABLE[key] = result
    return result


def below_stops(options: list[Form], left: bool) -> list[Form]:
    """The Left options (``left``) but those whose left stops are below the
    best right stop among them (``Ls(A) < Rs(B)`` makes ``A < B``), or the
    Right options but those whose right stops are above the least left stop;
    ``options`` itself when none is dropped. (For :func:`build_general` when
    its memo is met often with the same options among others: the boards
    of a solver.)"""
    if left:
        top = options[0].right_key
        for o in options:
            if o.right_key > top:
                top = o.right_key
        for o in options:
            if o.left_key < top:
                return [o for o in options if o.left_key >= top]
        return options
    bottom = options[0].left_key
    for o in options:
        if o.left_key < bottom:
            bottom = o.left_key
    for o in options:
        if o.right_key > bottom:
            return [o for o in options if o.right_key <= bottom]
    return options


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
        g = Unbuilt(left, right)  # one G for both sides: its answers are shared
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
        return list({o.id: o for o in options}.values())
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
    return g.number_part is not None and g.up_part == 0 and g.nim_part == 0


def all_numbers(left: list[Form], right: list[Form]) -> Form | None:
    """``{a | b}`` with only numbers: the simplest number between, ``a*``, or a switch
    (either side may be empty)."""
    best: Form | None = None
    worst: Form | None = None
    for o in left:
        if o.number_part is None or o.up_part or o.nim_part:
            return None
        if best is None or o.left_key > best.left_key:
            best = o
    for o in right:
        if o.number_part is None or o.up_part or o.nim_part:
            return None
        if worst is None or o.left_key < worst.left_key:
            worst = o
    if best is None or worst is None or best.left_key < worst.left_key:
        return nus(
            Dyadic.simplest_between(
                None if best is None else best.number_part,
                None if worst is None else worst.number_part,
            ),
            0, 0,
        )
    if best is worst:
        x = best.number_part
        assert x is not None  # a number
        return nus(x, 0, 1)
    # {a | b} with a > b is hot; neither option can reverse.
    return make_form((best,), (worst,))


def all_compact(left: list[Form], right: list[Form]) -> Form | None:
    """``{L | R}`` (both sides not empty) when the options' stops decide it;
    None otherwise. With ``a`` the best right stop of the Left options and
    ``b`` the least left stop of the Right ones (the number parts of compact
    options ``x + n.↑ + *m``):

    - ``a < b``: a number. Each number ``z`` strictly between has
      ``G^L ⧏ z ⧏ G^R`` (``Rs(G^L) < z`` makes ``G^L - z ⧏ 0``), so ``G`` is
      the simplest ``z`` that has (the simplicity theorem; Siegel, *CGT*,
      II.3.4): strictly between, or ``a`` when no Left option with right stop
      ``a`` is ``>= a`` (for ``a + ε``: ``ε >= 0``), or ``b`` likewise.
    - Else a Left option with a left stop below ``a`` is below each compact
      one ``a + ε`` (the difference has a negative left stop): dropped, and
      the mirror image on the Right. If an option stays that is not compact
      (and not ``<=`` a compact one with its stop, ``>=`` on the Right):
      None. If ``a > b``, ``G`` is hot (a number ``z`` would have ``a <= z <=
      b``) and no option left reverses (its Right options have right stops
      ``a`` or more, above ``Rs(G) = b``): the undominated ones are the
      canonical form. If ``a = b``, the options left are built if one is
      not compact; if all are ``x + *m`` (no ups) with the same nim values
      on both sides, ``G`` is ``x + *mex`` (``{x | x}`` is ``x*``); other
      compact ones: None.

    >>> from cgt.core.form import nimber, nus, number, star, up, zero
    >>> all_compact([number(1), star], [nimber(2)]).left == (number(1),)
    True
    >>> all_compact([star], [number(1)]) is zero, all_compact([star], [star]) is zero
    (True, True)
    >>> one, one_star = number(1), nus(number(1).number_part, 0, 1)
    >>> all_compact([one, one_star, zero], [one_star, one]) is nus(one.number_part, 0, 2)
    True
    >>> all_compact([zero], [star]), all_compact([up()], [up()])  # ↑ and ↑*: built
    (None, None)
    >>> switch = make_form((number(1),), (number(-1),))  # ±1
    >>> all_compact([switch], [number(2)]) is zero  # {±1 | 2}
    True
    >>> cold = make_form((number(-1),), (number(-2),))  # {-1 | -2}
    >>> all_compact([zero, cold], [zero]) is star, all_compact([zero, switch], [zero])
    (True, None)
    """
    best: Form | None = None
    compact = True
    for o in left:
        if o.number_part is None:
            compact = False
        if best is None or o.right_key > best.right_key:
            best = o
    worst: Form | None = None
    for o in right:
        if o.number_part is None:
            compact = False
        if worst is None or o.left_key < worst.left_key:
            worst = o
    if best is None or worst is None:
        return None
    top, bottom = best.right_key, worst.left_key
    if top < bottom:
        a, b = best.right_stop, worst.left_stop
        # Order keys are ints but for very fine numbers, and those hash as
        # Fractions do: 1/2^k and 1/2^(k+61) alike (2^61 = 1 modulo the hash
        # prime), so that a game nested 20,000 deep, {0|{0|...1/2}}, made
        # every lookup walk a chain of hundreds of equal hashes. A fine
        # number's key is its mantissa and exponent instead.
        key: tuple[int | Fraction, ...] = (top, bottom) if type(top) is int and type(
            bottom) is int else (a.mantissa, a.exponent, b.mantissa, b.exponent)
        between = _BETWEEN_TABLE.get(key)
        if between is None:
            between = _between(a, b)
            if len(_BETWEEN_TABLE) >= memo.LIMIT:
                _BETWEEN.evict()
            _BETWEEN_TABLE[key] = between
        z, x, y, y_first = between
        if x is not None and not _reaches(left, top, x, True):
            if y is None or not y_first or _reaches(right, bottom, y, False):
                return x
            return y
        if y is not None and not _reaches(right, bottom, y, False):
            return y
        return z
    if ((best.number_part is None and best.left_key > top)
            or (worst.number_part is None and worst.right_key < bottom)):
        return None  # an option that is not compact stays (see _compact_at)
    if compact:
        kept_left: list[Form] | None = [o for o in left if o.left_key == top]
        kept_right: list[Form] | None = [o for o in right if o.right_key == bottom]
    else:
        kept_left = _compact_at(left, top, True)
        kept_right = _compact_at(right, bottom, False)
    if kept_left is None or kept_right is None:
        return None
    if top > bottom:
        return make_form(tuple(_maximal(_distinct(kept_left))),
                         tuple(_minimal(_distinct(kept_right))))
    if not compact:
        return build(kept_left, kept_right)
    # x + {*A | *B} (no ups among the options kept, small nim values): if
    # A = B, x + *mex(A) (Sprague-Grundy, translated by the number x: number
    # avoidance; x itself when the mex is 0, as no other number is between);
    # {x | x} is x*. The nim values as the bits of a number.
    nims = others = 0
    for o in kept_left:
        if o.up_part or o.nim_part > _SMALL_NIM:
            return None
        nims |= 1 << o.nim_part
    for o in kept_right:
        if o.up_part or o.nim_part > _SMALL_NIM:
            return None
        others |= 1 << o.nim_part
    if nims != others:
        return None
    return nus(best.right_stop, 0, (~nims & (nims + 1)).bit_length() - 1)


#: The largest nim value :func:`all_compact` takes as a bit of a machine word
#: (the nimbers of :func:`all_nimbers` may be as large as one likes).
_SMALL_NIM: Final = 60


def _compact_at(options: list[Form], key: int | Fraction, left: bool) -> list[Form] | None:
    """The Left options (``left``) whose left stops are not below ``key``
    (the Right ones whose right stops are not above it), if all are compact
    but for some ``<=`` (``>=``) a compact one with that stop; else None."""
    kept: list[Form] = []
    for o in options:
        stop = o.left_key if left else o.right_key
        if stop < key if left else stop > key:
            continue
        if o.number_part is not None:
            kept.append(o)
            continue
        if stop != key:
            return None
        for c in options:  # dominated by a compact option with that stop?
            if c.number_part is not None and c.left_key == key and (le(o, c) if left else le(c, o)):
                break
        else:
            return None
    return kept


#: The numbers of :func:`all_compact` between stops ``a < b`` (order keys):
#: the simplest strictly between, ``a`` if simpler, ``b`` if simpler, and
#: whether ``b`` is simpler than ``a``.
_BETWEEN: Final[Memo[tuple[int | Fraction, ...],
                     tuple[Form, Form | None, Form | None, bool]]] = Memo("numbers between")
_BETWEEN_TABLE: Final[dict[tuple[int | Fraction, ...],
                           tuple[Form, Form | None, Form | None, bool]]] = _BETWEEN


def _between(a: Dyadic, b: Dyadic) -> tuple[Form, Form | None, Form | None, bool]:
    """An entry of :data:`_BETWEEN`."""
    z = Dyadic.simplest_between(a, b)
    born = z.birthday
    return (nus(z, 0, 0), nus(a, 0, 0) if born > a.birthday else None,
            nus(b, 0, 0) if born > b.birthday else None, a.birthday > b.birthday)


def _reaches(options: list[Form], key: int | Fraction, x: Form, left: bool) -> bool:
    """Whether a Left option (``left``) with right stop the number ``x``
    (order key ``key``) is ``>= x``, or a Right option with left stop ``x``
    is ``<= x``."""
    for o in options:
        if (o.right_key if left else o.left_key) != key:
            continue
        if o.number_part is not None:  # x + ε: whether ε >= 0 (<= 0 on the Right)
            if infinitesimal_nonnegative(o.up_part if left else -o.up_part, o.nim_part):
                return True
        elif le(x, o) if left else le(o, x):
            return True
    return False


def _left_only(left: list[Form]) -> Form:
    """``{L | }`` is an integer: the least ``n >= 0`` that no Left option is
    ``>=`` to (the simplicity theorem; Siegel, *CGT*, II.3.4).

    ``G^L >= n`` forces ``Rs(G^L) >= n``, so only the options whose right
    stop is the integer ``n`` itself need comparing.
    """
    n = 0
    for o in left:  # a loop, not max(): compiled, no generic call
        top = o.right_stop.ceil()
        if top > n:
            n = top
    candidate = nus(Dyadic(n), 0, 0)
    key = candidate.left_key
    for o in left:
        if o.right_key == key and le(candidate, o):
            return nus(Dyadic(n + 1), 0, 0)
    return candidate


def _right_only(right: list[Form]) -> Form:
    """``{ | R}``: the greatest integer ``n <= 0`` that no Right option is ``<=`` to."""
    n = 0
    for o in right:
        bottom = o.left_stop.floor()
        if bottom < n:
            n = bottom
    candidate = nus(Dyadic(n), 0, 0)
    key = candidate.left_key
    for o in right:
        if o.left_key == key and le(o, candidate):
            return nus(Dyadic(n - 1), 0, 0)
    return candidate


def all_nimbers(left: list[Form], right: list[Form]) -> Form | None:
    """``{x+*a, x+*b, ... | the same}`` is ``x + *mex`` (Sprague-Grundy,
    translated by the number x) when the mex is positive."""
    if len(left) != len(right) or not left:
        return None
    x = left[0].number_part
    if x is None:
        return None
    for o in left:
        if o.number_part != x or o.up_part != 0:
            return None
    # The sides are distinct lists of equal length, so they hold the same
    # options when each Right option is among the Left ones.
    if len(left) > _FEW:  # many options: sets
        ids = {o.id for o in left}
        for o in right:
            if o.id not in ids:
                return None
        nims = {o.nim_part for o in left}
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
            if o.nim_part == mex:
                mex += 1
                found = True
                break
    return nus(x, 0, mex) if mex else None


def _maximal(options: list[Form]) -> list[Form]:
    """Drop Left options dominated by another (``A <= B``)."""
    if len(options) < 2:
        return options
    return _with_nimbers(options, True) if len(options) > FAMILY else _plain(options, True)


def _minimal(options: list[Form]) -> list[Form]:
    """Drop Right options dominated by another (``A >= B``)."""
    if len(options) < 2:
        return options
    return _with_nimbers(options, False) if len(options) > FAMILY else _plain(options, False)


def _with_nimbers(options: list[Form], top: bool) -> list[Form]:
    """The undominated options (Left ones if ``top``) among many, most of
    them ``x + *k``, in time linear in their number: two of ``x + *j``
    and ``x + *k`` never dominate each other (``*j + *k`` is confused with
    0), and all of them are below every ``y + *i`` for a number ``y > x``.
    So of these only the ones with the best ``x`` can stay, and only the
    other options are compared with everything (``{19*m | ...}`` after a
    bypass: O(m) comparisons, not O(m²))."""
    family = [o for o in options if o.number_part is not None and not o.up_part]
    others = [o for o in options if o.number_part is None or o.up_part]
    if not family:
        return _plain(options, top)
    best = max(o.number_part for o in family) if top else min(o.number_part for o in family)  # type: ignore[type-var]
    family = [o for o in family if o.number_part == best]

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
        lkey, rkey = a.left_key, a.right_key
        dominated = False
        for j, b in enumerate(options):
            if i == j:
                continue
            if top:  # a <= b?
                if lkey > b.left_key or rkey > b.right_key:
                    continue
                dominated = lkey < b.right_key or le(a, b)
            else:  # b <= a?
                if b.left_key > lkey or b.right_key > rkey:
                    continue
                dominated = b.left_key < rkey or le(b, a)
            if dominated:
                break
        if dominated:
            if kept is None:
                kept = options[:i]
        elif kept is not None:
            kept.append(a)
    return options if kept is None else kept


def _bypass(g: Unbuilt, options: list[Form], below: bool) -> list[Form] | None:
    """Replace each Left option ``A`` of ``g`` (``below``) that reverses
    through some ``A^R <= G`` by the Left options of that ``A^R``, or each
    Right option reversing through some ``A^L >= G`` by the Right options of
    that ``A^L``; None when nothing reverses."""
    result: list[Form] | None = None  # made at the first reversal: most games have none
    for i, a in enumerate(options):
        if a.number_part is not None and not a.up_part and a.nim_part > FAMILY:  # is_big_nimber(a)
            through = g.reversing_nimber(a, below)
        else:
            through = _reversing(g, a, below)
        if through is None:
            if result is not None:
                result.append(a)
            continue
        if result is None:
            result = options[:i]
        if is_big_nimber(through):
            result.extend(_replacing_nimber(g, through, below))
        else:
            result.extend(through.left if below else through.right)
    return result


#: The most options ``x + *j`` a reversal through ``x + *m`` may bring in
#: when none of them reverses in turn (else a CGTError says so).
NIMBER_OPTIONS_LIMIT = 1 << 16


def _replacing_nimber(g: Unbuilt, through: Form, below: bool) -> list[Form]:
    """The options that replace a reversible option of ``g`` reversing
    through ``x + *m``: its options ``x + *i`` (``i < m``), but only up to
    the least ``x + *j`` that is itself ``<= G`` (``>= G`` for Right): each
    ``x + *i`` past it would reverse through it at once (``G`` keeps its
    value through a bypass) into options already there. So ``↑*m`` in
    ``{↑*m || ↑*m |}`` brings two options, not ``m``."""
    x = through.number_part
    assert x is not None
    first = g.firsts(x)[0 if below else 1]
    count = through.nim_part if first is None else min(through.nim_part, first + 1)
    if count > NIMBER_OPTIONS_LIMIT:
        number = "" if x.mantissa == 0 else shown(x.to_fraction())
        raise CGTError(
            f"simplifying a game lists {shown(count)} options of "
            f"{number}*{shown(through.nim_part)} "
            "that no short cut rules out, more than the "
            f"{NIMBER_OPTIONS_LIMIT:,} allowed (cgt.core.canonical.NIMBER_OPTIONS_LIMIT "
            "raises the limit)")
    return [nus(x, 0, i) for i in range(count)]


def _reversing(g: Unbuilt, a: Form, below: bool) -> Form | None:
    """The first option of ``a`` through which it reverses in ``g``, if any.

    A Left option's Right option ``A^R <= G`` needs ``Rs(A^R) <= Rs(G)``,
    and ``Rs(G) <= Ls(G^R)`` for every ``G^R`` (:attr:`Unbuilt.right_stop_at_most`);
    a Right option's ``A^L >= G`` needs ``Ls(A^L) >= Ls(G) >= Rs(G^L)``. An
    option whose stop is out of that bound is not compared; when ``a`` is
    ``x + n.↑ + *m`` (its options all have stops ``x``) its options are not
    even listed: a Right option ``*441534`` is not walked through its
    441,534 options.
    """
    if below:
        most = g.right_stop_at_most
        if most is not None and a.number_part is not None and most < a.left_key:
            return None
        for ar in a.right:
            if (most is None or ar.right_key <= most) and g.above(ar):
                return ar
        return None
    least = g.left_stop_at_least
    if least is not None and a.number_part is not None and least > a.left_key:
        return None
    for al in a.left:
        if (least is None or al.left_key >= least) and g.below(al):
            return al
    return None


def _recognise(left: list[Form], right: list[Form]) -> Form | None:
    """Spot a canonical ``x + n.↑ + *m`` among forms that are not all numbers:
    ``{x | x + n.↑*m}`` is ``x + (n+1).↑*(m^1)`` for ``n >= 0``, ``{x, x* | x}``
    is ``x + ↑*``, and their mirror images (see :func:`cgt.core.form._nus_options`)."""
    if len(left) == 1 and len(right) == 1:
        a, b = left[0], right[0]
        x = a.number_part
        if x is None or b.number_part != x:
            return None
        # a and b are x + (infinitesimals); which of them is the number x?
        if not a.up_part and not a.nim_part and b.up_part >= 0 and (b.up_part or b.nim_part):
            return nus(x, b.up_part + 1, b.nim_part ^ 1)
        if not b.up_part and not b.nim_part and a.up_part <= 0 and (a.up_part or a.nim_part):
            return nus(x, a.up_part - 1, a.nim_part ^ 1)
        return None
    if len(left) == 2 and len(right) == 1:
        x = right[0].number_part
        if x is not None and _is_number(right[0]) and _number_and_star(left, x):
            return nus(x, 1, 1)
    if len(left) == 1 and len(right) == 2:
        x = left[0].number_part
        if x is not None and _is_number(left[0]) and _number_and_star(right, x):
            return nus(x, -1, 1)
    return None


def _number_and_star(pair: list[Form], x: Dyadic) -> bool:
    """Whether the two distinct forms of ``pair`` are ``x`` and ``x + *`` (no
    set of triples made per call)."""
    a, b = pair[0], pair[1]
    return (a.number_part is not None and b.number_part is not None and a.up_part == 0
            and b.up_part == 0 and a.nim_part + b.nim_part == 1 and a.number_part == x
            and b.number_part == x)

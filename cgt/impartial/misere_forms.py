"""The store of misère canonical forms of impartial games, as integer ids.

Every impartial game has a unique simplest form under misère play (Conway,
*On Numbers and Games*, ch. 12; Siegel, *Combinatorial Game Theory*,
V.1): no option is *reversible*. Here a game is built from canonical
options and reduced to a simpler game ``H`` when ``H``'s options are among
its own and every other option has ``H`` as an option (bypassing those
options). The one exception to normal play is ``H = 0``: a game whose
options all have ``0`` as an option equals ``0`` only if it has a misère
P-position among its options, as ``0`` itself is a misère win for the
player to move (the "extraordinary" rule).

Each canonical form is interned: one integer id per value, so equality is
``==`` on ids and sums memoise on id pairs. Id 0 is the empty game, id 1
is ``*1``. Alongside the options each record keeps the birthday, ``G+``
(the normal-play nim value), ``G-`` (the misère nim value, 1 for ``0``)
and the :class:`Phylum` (how tame the game is, WW ch. 13).

>>> two = nim_heap(2)
>>> sum_id = add(two, two)
>>> [birthday(g) for g in (0, 1, two, sum_id)], misere_nim_value(sum_id)
([0, 1, 2, 4], 0)
>>> construct([0, two]) == 1  # *2 reverses through *1, bypassed
True
>>> construct([1]) == 0  # {*1}: reverses through 0, but its option *1 is a P-position
True
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from cgt.errors import CGTError
from cgt.impartial.nimbers import mex

__all__ = [
    "Phylum",
    "add",
    "birthday",
    "construct",
    "has_option",
    "is_even",
    "mate",
    "misere_nim_value",
    "nim_heap",
    "nim_value",
    "options",
    "order_key",
    "phylum",
]


class Phylum(enum.IntEnum):
    """How far a game's misère theory is from Nim's (WW ch. 13; CGSuite's phyla).

    The order matters: tame phyla first, then restive, restless, wild.
    """

    NIM_HEAP = 0
    HEREDITARILY_TAME = 1
    REVERSIBLY_TAME = 2
    TAMEABLE = 3
    WILD_OF_TAME_GENUS = 4
    HEREDITARILY_RESTIVE = 5
    REVERSIBLY_RESTIVE = 6
    WILD_OF_RESTIVE_GENUS = 7
    RESTLESS = 8
    WILD_OF_RESTLESS_GENUS = 9
    WILD = 10

    @property
    def is_generally_tame(self) -> bool:
        return self <= Phylum.REVERSIBLY_TAME

    @property
    def is_tameable(self) -> bool:
        return self <= Phylum.TAMEABLE

    @property
    def is_generally_restive(self) -> bool:
        return self in (Phylum.HEREDITARILY_RESTIVE, Phylum.REVERSIBLY_RESTIVE)

    @property
    def is_restive_or_tame(self) -> bool:
        return self.is_generally_tame or self.is_generally_restive


# -- the records ----------------------------------------------------------------------

_OPTIONS: list[tuple[int, ...]] = [(), (0,)]
_OPTION_SETS: list[frozenset[int]] = [frozenset(), frozenset((0,))]
_LOOKUP: dict[tuple[int, ...], int] = {(): 0, (0,): 1}
_BIRTHDAY: list[int] = [0, 1]
_NIM_VALUE: list[int] = [0, 1]
_MISERE_VALUE: list[int] = [1, 0]
_PHYLUM: list[Phylum] = [Phylum.NIM_HEAP, Phylum.NIM_HEAP]
_HEAPS: list[int] = [0, 1]
_SUMS: dict[tuple[int, int], int] = {}
_MATES: dict[int, int] = {0: 1, 1: 0}
_KEYS: dict[int, tuple] = {}


def options(g: int) -> tuple[int, ...]:
    """The options of game ``g``, as ids sorted by id."""
    return _OPTIONS[g]


def has_option(g: int, h: int) -> bool:
    return h in _OPTION_SETS[g]


def birthday(g: int) -> int:
    return _BIRTHDAY[g]


def nim_value(g: int) -> int:
    """``G+``, the normal-play nim value."""
    return _NIM_VALUE[g]


def misere_nim_value(g: int) -> int:
    """``G-``: 0 exactly for misère P-positions."""
    return _MISERE_VALUE[g]


def phylum(g: int) -> Phylum:
    return _PHYLUM[g]


def nim_heap(n: int) -> int:
    """The id of the nim heap ``*n``: options ``*0 ... *(n-1)``."""
    while len(_HEAPS) <= n:
        _HEAPS.append(construct(_HEAPS))
    return _HEAPS[n]


# -- construction ------------------------------------------------------------------------


def construct(opts: Iterable[int]) -> int:
    """The id of the canonical game whose options are the games ``opts``."""
    key = tuple(sorted(set(opts)))
    found = _LOOKUP.get(key)
    if found is not None:
        return found
    simpler = _reduction(key)
    if simpler is not None:
        return simpler
    return _record(key)


def _reduction(key: tuple[int, ...]) -> int | None:
    """A simpler game equal to the game with options ``key``, if there is one."""
    sets = _OPTION_SETS
    # To 0: every option reverses through 0, and the outcome must stay N.
    if key[0] != 0 and all(0 in sets[o] for o in key) \
            and any(_MISERE_VALUE[o] == 0 for o in key):
        return 0
    # To H != 0: H's options are the options born before H, and every
    # option born after has H as an option; so H's options end at a gap of
    # at least two in the birthdays.
    by_birth = sorted(key, key=_BIRTHDAY.__getitem__)
    for j in range(1, len(by_birth)):
        if _BIRTHDAY[by_birth[j]] <= _BIRTHDAY[by_birth[j - 1]] + 1:
            continue
        h = _LOOKUP.get(tuple(sorted(by_birth[:j])))
        if h is not None and all(h in sets[o] for o in by_birth[j:]):
            return h
    return None


def _record(key: tuple[int, ...]) -> int:
    g = len(_OPTIONS)
    _OPTIONS.append(key)
    _OPTION_SETS.append(frozenset(key))
    _LOOKUP[key] = g
    _BIRTHDAY.append(1 + max(_BIRTHDAY[o] for o in key))
    plus = mex(_NIM_VALUE[o] for o in key)
    minus = mex(_MISERE_VALUE[o] for o in key)
    _NIM_VALUE.append(plus)
    _MISERE_VALUE.append(minus)
    _PHYLUM.append(_classify(key, plus, minus))
    return g


# -- phyla -------------------------------------------------------------------------------


def _genus_kind(plus: int, minus: int) -> Phylum:
    """The wild phylum of the genus ``plus^minus``: tame, restive, restless or wild."""
    if plus == minus or (plus | minus) < 2:
        return Phylum.WILD_OF_TAME_GENUS
    if plus < 2:
        return Phylum.WILD_OF_RESTIVE_GENUS
    if minus < 2:
        return Phylum.WILD_OF_RESTLESS_GENUS
    return Phylum.WILD


def _classify(key: tuple[int, ...], plus: int, minus: int) -> Phylum:
    """The phylum from the options' (Conway's tame and restive games, WW ch. 13,
    classified as CGSuite does: hereditarily from the options, or through
    options that reverse into tame games)."""
    kind = _genus_kind(plus, minus)
    wildest = max(_PHYLUM[o] for o in key)
    if wildest == Phylum.NIM_HEAP and kind == Phylum.WILD_OF_TAME_GENUS \
            and (plus > 1 or plus != minus):
        return Phylum.NIM_HEAP
    if wildest <= Phylum.HEREDITARILY_TAME:
        if kind == Phylum.WILD_OF_TAME_GENUS:
            return Phylum.HEREDITARILY_TAME
        if kind == Phylum.WILD_OF_RESTIVE_GENUS:
            return Phylum.HEREDITARILY_RESTIVE
    if wildest <= Phylum.REVERSIBLY_TAME:
        promoted = {Phylum.WILD_OF_TAME_GENUS: Phylum.REVERSIBLY_TAME,
                    Phylum.WILD_OF_RESTIVE_GENUS: Phylum.REVERSIBLY_RESTIVE,
                    Phylum.WILD_OF_RESTLESS_GENUS: Phylum.RESTLESS}
        if kind in promoted:
            return promoted[kind]
    if kind in (Phylum.WILD_OF_TAME_GENUS, Phylum.WILD_OF_RESTIVE_GENUS):
        found = _reversibly_tamed(key, plus, minus, kind)
        if found is not None:
            return found
    return Phylum.WILD


def _reversibly_tamed(key: tuple[int, ...], plus: int, minus: int,
                      kind: Phylum) -> Phylum | None:
    """REVERSIBLY_TAME, TAMEABLE or REVERSIBLY_RESTIVE when each wild option
    reverses into a tame (or restive) game of the genus of the whole, and the
    tame options alone give that genus; None otherwise."""
    tame_kind = kind == Phylum.WILD_OF_TAME_GENUS
    possible = [Phylum.REVERSIBLY_TAME, Phylum.TAMEABLE] if tame_kind \
        else [Phylum.REVERSIBLY_RESTIVE]
    tame_plus: set[int] = set()
    tame_minus: set[int] = set()
    tameable_plus: set[int] = set()
    tameable_minus: set[int] = set()
    for o in key:
        o_phylum = _PHYLUM[o]
        if o_phylum.is_generally_tame:
            tame_plus.add(_NIM_VALUE[o])
            tame_minus.add(_MISERE_VALUE[o])
            continue
        minus_found = plus_found = False
        tameable_found = [False, False]
        if Phylum.TAMEABLE in possible and o_phylum == Phylum.TAMEABLE:
            tameable_minus.add(_MISERE_VALUE[o])
            tameable_plus.add(_NIM_VALUE[o])
            tameable_found = [True, True]
        for s in _OPTIONS[o]:
            s_phylum, s_plus, s_minus = _PHYLUM[s], _NIM_VALUE[s], _MISERE_VALUE[s]
            if s_phylum.is_generally_tame and tame_kind:
                minus_found |= s_minus == minus
                plus_found |= s_plus == plus
            elif s_phylum.is_restive_or_tame and not tame_kind:
                minus_found |= s_minus == minus and (s_plus < 2 or (s_plus ^ minus) < 2)
                plus_found |= s_plus == plus and (s_minus < 2 or (s_minus ^ minus) < 2)
            elif s_phylum == Phylum.TAMEABLE and Phylum.TAMEABLE in possible:
                tameable_found[0] |= s_minus == minus
                tameable_found[1] |= s_plus == plus
        if not (minus_found and plus_found):
            possible = [p for p in possible if p == Phylum.TAMEABLE]
            if not all(tameable_found):
                possible = []
            if not possible:
                return None
    if plus != mex(tame_plus) or minus != mex(tame_minus):
        possible = [p for p in possible if p == Phylum.TAMEABLE]
    if Phylum.TAMEABLE in possible:
        tame_plus |= tameable_plus
        tame_minus |= tameable_minus
        if (plus != mex(tame_plus) or minus != mex(tame_minus)) and (tame_plus or plus > 0):
            possible.remove(Phylum.TAMEABLE)
    return possible[0] if possible else None


# -- operations ---------------------------------------------------------------------------


def add(g: int, h: int) -> int:
    """The id of ``g + h``, memoised, without Python recursion."""
    if g == 0 or h == 0:
        return g or h
    root = (g, h) if g <= h else (h, g)
    sums = _SUMS
    if root in sums:
        return sums[root]
    stack = [root]
    while stack:
        a, b = pair = stack[-1]
        if pair in sums:
            stack.pop()
            continue
        needed = [(x, b) for x in _OPTIONS[a]] + [(a, y) for y in _OPTIONS[b]]
        missing = []
        for x, y in needed:
            if x and y:
                p = (x, y) if x <= y else (y, x)
                if p not in sums:
                    missing.append(p)
        if missing:
            stack.extend(missing)
            continue
        sums[pair] = construct(_sum_known(x, y) for x, y in needed)
        stack.pop()
    return sums[root]


def _sum_known(x: int, y: int) -> int:
    if x == 0 or y == 0:
        return x or y
    return _SUMS[(x, y) if x <= y else (y, x)]


def mate(g: int) -> int:
    """The mate: ``0`` and ``*1`` swap, otherwise the game of the options' mates
    (Conway, ONAG ch. 12)."""
    found = _MATES.get(g)
    if found is None:
        stack = [g]
        while stack:
            top = stack[-1]
            missing = [o for o in _OPTIONS[top] if o not in _MATES]
            if missing:
                stack.extend(missing)
                continue
            _MATES[top] = construct(_MATES[o] for o in _OPTIONS[top])
            stack.pop()
        found = _MATES[g]
    return found


def is_even(g: int) -> bool:
    """Even: ``G + *1`` is born later than ``G`` (their birthdays differ by one)."""
    return _BIRTHDAY[g] < _BIRTHDAY[add(g, 1)]


def even_part(g: int) -> int:
    """``g`` when even, else ``g + *1``."""
    return g if is_even(g) else add(g, 1)


def order_key(g: int) -> tuple:
    """CGSuite's order of canonical misère games (its ``MidComparator``): by
    the even part's birthday, number of options, ``G+``, ``G-``, options in
    this order; the even game of a pair first."""
    found = _KEYS.get(g)
    if found is None:
        if birthday(g) > 900:
            raise CGTError(f"a misère game born on day {birthday(g)} is too deep to order")
        e = even_part(g)
        opts = sorted(_OPTIONS[e], key=order_key)
        found = (_BIRTHDAY[e], len(opts), _NIM_VALUE[e], _MISERE_VALUE[e],
                 tuple(order_key(o) for o in opts), 0 if e == g else 1)
        _KEYS[g] = found
    return found


def store_size() -> int:
    """How many canonical forms are interned."""
    return len(_OPTIONS)

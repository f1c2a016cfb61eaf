"""The store of canonical forms: every short game value, interned.

A :class:`Form` is a canonical form, and every canonical form exists once:
the store hash-conses forms by their options, so equal values are the same
object, and the operations of :mod:`cgt.core.order` and
:mod:`cgt.core.arithmetic` are memoised on integer ids. Forms are the
engine's own values; users meet them through :class:`cgt.Game`, which wraps
exactly one Form each.

Values of the form ``x + n.↑ + *m`` (x a dyadic number: numbers, nimbers,
ups, and their sums) are kept compactly as the triple ``(x, n, m)``; their
sums, negatives, comparisons and birthdays are closed forms, and their
options are produced only when an algorithm asks for them. So are the
uptimals ``x + a_1.↑ + a_2.↑^2 + ... + a_k.↑^k + *m`` with ``k >= 2``
(:func:`uptimal`, :mod:`cgt.core.uptimal`), kept as ``x``, the coefficients
and ``m``; the store hands out one object per value whichever way it was
made, since :func:`make_form` recognises the canonical form of an uptimal.

>>> nus(Dyadic(3), 1, 2) is nus(Dyadic(3), 1, 2)
True
>>> [o.nim_part for o in nimber(3).left]
[0, 1, 2]
"""

from __future__ import annotations

import threading
from fractions import Fraction
from operator import attrgetter
from typing import Any, Final

from cgt.core.dyadic import Dyadic
from cgt.core.uptimal import Family, State, family_of, short_birthday, trimmed
from cgt.errors import CGTError, shown

_BUILD: bool = False  # mypyc reads the import when it builds; imported, it cost 0.5 ms
if _BUILD:  # of a first call (cgt.games.heap), so a run never imports it
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*names: str, **values: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

__all__ = [
    "DOWN", "UP", "Form", "expansion", "make_form", "nimber", "number", "nus", "star",
    "store_size", "translated_uptimal", "up", "uptimal", "zero",
]


class _Counter:
    """The next form id: never reused, so a memo keyed on the id of a freed form
    never answers for another. Counted under the store's lock (only the store makes
    forms), in a compiled class: no object per id, as ``next(itertools.count())``."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0


_NEXT_ID: Final = _Counter()

#: Held while a form is added to the store, and while the store is swept.
#: Lookups take no lock (a dict lookup is atomic); a miss takes it and looks
#: again, so two threads making the same value get the same object.
_STORE_LOCK: Final = threading.Lock()

#: (mantissa, exponent, ups, nim) -> Form, for the compact values x + n.↑ + *m
#: (nim alone for the nimbers *m, 0 included);
#: (mantissa, exponent, 0, nim, coefficients) for the longer uptimals
_NUS: Final[dict[object, Form]] = {}
#: (left ids, right ids), both sorted -> Form, for every other canonical form
_FORMS: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], Form]] = {}

#: The key that lets the store call ``Form()``.
_MAKE: Final = object()

#: A form's ``_size`` is one for a compact value or a longer uptimal, else one
#: plus its options' (its subgames counted as in a tree, each shared one as
#: often as it is met, compact ones as leaves), and at most this: an upper
#: bound on its distinct subgames that costs a loop over the options to
#: keep (:func:`cgt.core.arithmetic.sum_games` walks a game for the exact
#: number only when the bound is large).
SIZE_BOUND: Final = 1 << 60
#: The most a form's ``depth`` says. No recursion goes past
#: :data:`cgt.core.deep.MAX_DEPTH`, and the depths of a game over a huge
#: nimber (``*10**4800`` is that deep) would each be a new integer of 2 KB
#: at every level above it (a third of a 20,000-deep chain's memory).
DEPTH_BOUND: Final = 1 << 60


@mypyc_attr(acyclic=True)
class Form:
    """A canonical short game, interned: build it with :func:`nus`,
    :func:`make_form` or the operations of :mod:`cgt.core`, never ``Form()``.

    Its read interface: higher layers read a form through the attributes and
    properties below and the functions of :mod:`cgt.core`, never through its
    private fields (``_left``, ``_right``, ``_neg``, ``_hash``, ``_family``, ``_size``).
    The attributes are plain slots (a field of the C struct compiled, a slot
    pure: as fast as the private names were), read-only outside
    :mod:`cgt.core` (``tests/test_architecture.py`` checks that nothing above
    assigns them):

    - ``id``: the form's number in the store, never reused (memos key on it);
    - ``number_part``, ``up_part``, ``nim_part``: ``x``, ``n``, ``m`` of a compact
      value ``x + n.↑ + *m``; ``number_part`` is None for every other form (the
      others 0), so ``g.number_part is not None`` asks whether ``g`` is compact;
    - ``longer_uptimal``: ``(x, (a_1, ..., a_k), m)`` for an uptimal with ``k >= 2``
      kept in closed form, else None (its ``number_part`` is None: to the
      algorithms that know no closed form it is a form with options);
      :func:`expansion` gives both kinds of uptimal alike;
    - ``birthday``; ``depth``, how deep algorithms may recurse into it (at
      most :data:`DEPTH_BOUND`)
      (:func:`cgt.core.deep.deep_call`; numbers are never expanded);
    - ``left_stop``, ``right_stop`` (Dyadics) and ``left_key``, ``right_key``,
      their order keys (:meth:`~cgt.core.dyadic.Dyadic.order_key`);
    - ``public``: the object of the layer above that wraps it (a
      :class:`cgt.Game`), or None; the core never makes one (:mod:`cgt.core.public`).

    The options are :attr:`left` and :attr:`right` (made when first asked for,
    for a compact value); the negative is :func:`cgt.core.arithmetic.negate`;
    the hash is ``hash(g)``.

    >>> g = nus(Dyadic(1, 1), -2, 3)
    >>> g.number_part, g.up_part, g.nim_part, g.birthday, g.left_stop
    (Dyadic(1, 1), -2, 3, 7, Dyadic(1, 1))
    >>> g.left_key == g.right_key == Dyadic(1, 1).order_key(), g.longer_uptimal
    (True, None)

    Compiled, the cyclic collector does not track forms (mypyc's ``acyclic``): the store
    holds them all until :mod:`cgt.core.sweep`, and its scans cost a tenth of a new value.
    """

    __slots__ = (
        "__weakref__", "_family", "_hash", "_left", "_neg", "_right", "_size", "birthday", "depth",
        "id",
        "left_key", "left_stop", "longer_uptimal", "nim_part", "number_part", "public",
        "right_key", "right_stop", "up_part",
    )

    id: int
    _left: tuple[Form, ...] | None
    _right: tuple[Form, ...] | None
    number_part: Dyadic | None  # x of a compact value x + n.^ + *m; None for other forms
    longer_uptimal: tuple[Dyadic, tuple[int, ...], int] | None  # x, a_1..a_k, m (k >= 2)
    _family: tuple[Family, State] | None  # where a longer uptimal's options come from
    up_part: int
    nim_part: int
    birthday: int
    depth: int  # how deep the algorithms may recurse into it (numbers are never expanded)
    left_stop: Dyadic
    right_stop: Dyadic
    left_key: int | Fraction  # the stops as order keys (Dyadic.order_key), for fast comparison
    right_key: int | Fraction
    _neg: Form | None
    _hash: int  # a number's is the equal int's or Fraction's, any other form's its id
    _size: int  # at least the subgames that sums list (see SIZE_BOUND)
    public: Any  # the public object wrapping this form (see published), once one was asked for

    def __init__(self, key: object = None, left: tuple[Form, ...] | None = None,
                 right: tuple[Form, ...] | None = None) -> None:
        # Only the store makes forms (``Form(_MAKE, left, right)``, the
        # fields every form starts with set here, the others by its maker); a
        # plain ``__init__`` rather than ``object.__new__`` so that mypyc can
        # compile the class (the pure core's _new_nus sets the same fields).
        if key is not _MAKE:
            raise TypeError("forms are made by cgt.core.form.nus and make_form, not Form()")
        counter = _NEXT_ID
        self.id = counter.value
        counter.value += 1
        self._left = left
        self._right = right
        self._neg = None
        self.public = None
        self.longer_uptimal = None
        self._family = None
        self._size = 1  # compact values and longer uptimals: one (see SIZE_BOUND)

    @property
    def left(self) -> tuple[Form, ...]:
        """The Left options of the canonical form."""
        if self._left is None:
            self._left, self._right = _nus_options(self)
        return self._left

    @property
    def right(self) -> tuple[Form, ...]:
        """The Right options of the canonical form."""
        if self._right is None:
            self._left, self._right = _nus_options(self)
        return self._right

    @property
    def is_number(self) -> bool:
        return self.number_part is not None and self.up_part == 0 and self.nim_part == 0

    @property
    def is_integer(self) -> bool:
        x = self.number_part
        return x is not None and self.up_part == 0 and self.nim_part == 0 and x.exponent == 0

    @property
    def is_nimber(self) -> bool:
        x = self.number_part
        return x is not None and self.up_part == 0 and x.mantissa == 0

    @property
    def is_infinitesimal(self) -> bool:
        return self.left_stop.mantissa == 0 and self.right_stop.mantissa == 0

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        if self.number_part is not None:
            return f"<Form {self.number_part} {self.up_part:+d}.^ *{self.nim_part}>"
        return f"<Form #{self.id}, born on day {self.birthday}>"

    def __copy__(self) -> Form:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Form:
        return self


def nus(x: Dyadic, ups: int, nim: int) -> Form:
    """The value ``x + ups.↑ + *nim`` (number, up-multiple, nimber); the
    arguments are trusted (``nim >= 0``)."""
    # A nimber's key is its nim value alone: no tuple to make and hash.
    key: object = nim if not ups and not x.mantissa else (x.mantissa, x.exponent, ups, nim)
    g = _NUS.get(key)
    if g is not None:
        return g
    lock = _STORE_LOCK
    lock.acquire()
    try:
        g = _NUS.get(key)
        if g is None:
            g = _NUS[key] = _new_nus(x, ups, nim)
        return g
    finally:
        lock.release()


def _new_nus(x: Dyadic, ups: int, nim: int) -> Form:
    g = Form(_MAKE)
    g.number_part = x
    g.up_part = ups
    g.nim_part = nim
    if ups == 0 and x.mantissa == 0 and nim:  # *nim: the most common, set at once
        g.birthday = nim
        g.depth = nim + 1 if nim < DEPTH_BOUND else DEPTH_BOUND
        g.left_stop = g.right_stop = x
        g.left_key = g.right_key = 0
        g._hash = g.id
        return g
    g.birthday = x.birthday + short_birthday(ups, nim)
    g.depth = min(x.exponent + 1 + short_birthday(ups, nim), DEPTH_BOUND)
    g.left_stop = g.right_stop = x
    g.left_key = g.right_key = x.order_key()
    if ups == 0 and nim == 0:
        g._hash = hash(x)  # a number hashes as the equal int or Fraction
    else:
        g._hash = g.id
    return g


def _nus_options(g: Form) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    """Canonical options of ``x + n.↑ + *m`` (Siegel, *CGT*, II.4, uptimals).

    ``x + G`` has options ``x + G^L | x + G^R`` when ``G`` is not a number
    (number translation), so only the infinitesimal part matters:
    ``*m = {*0..*(m-1) | *0..*(m-1)}``, ``↑* = {0,*|0}`` and
    ``n.↑ + *m = {0 | (n-1).↑ + *(m^1)}`` otherwise, for ``n >= 1``; downs mirror.
    """
    x, n, m = g.number_part, g.up_part, g.nim_part
    if x is None:
        return _uptimal_options(g)
    if n == 0 and m == 0:
        if x.exponent:
            step = Dyadic(1, x.exponent)
            return (nus(x - step, 0, 0),), (nus(x + step, 0, 0),)
        if x.mantissa > 0:
            return (nus(Dyadic(x.mantissa - 1), 0, 0),), ()
        if x.mantissa < 0:
            return (), (nus(Dyadic(x.mantissa + 1), 0, 0),)
        return (), ()
    base = nus(x, 0, 0)
    if n == 0:
        options = tuple(nus(x, 0, k) for k in range(m))
        return options, options
    if n == 1 and m == 1:
        return (base, nus(x, 0, 1)), (base,)
    if n == -1 and m == 1:
        return (base,), (base, nus(x, 0, 1))
    if n > 0:
        return (base,), (nus(x, n - 1, m ^ 1),)
    return (nus(x, n + 1, m ^ 1),), (base,)


#: The most nimbers ``x + *i`` listed as options of a longer uptimal
#: (``↑^2 + *m`` has ``*0 .. *(m-1)`` among its Left options); past it, asking
#: for its options is a CGTError.
UPTIMAL_NIMBERS_LIMIT = 1 << 16


def uptimal(x: Dyadic, coefficients: tuple[int, ...], nim: int) -> Form:
    """The uptimal ``x + a_1.↑ + a_2.↑^2 + ... + a_k.↑^k + *nim`` (the
    coefficients trimmed of trailing zeros, ``nim >= 0``: trusted).

    >>> g = uptimal(Dyadic(0), (0, 1), 0)  # ↑^2 = {0 | ↓*}
    >>> g.left == (zero,), g.right == (nus(Dyadic(0), -1, 1),), g.birthday
    (True, True, 3)
    >>> uptimal(Dyadic(0), (2,), 1) is nus(Dyadic(0), 2, 1)
    True
    """
    if len(coefficients) <= 1:
        return nus(x, coefficients[0] if coefficients else 0, nim)
    return _longer_uptimal(x, coefficients, nim, None)


def translated_uptimal(g: Form, y: Dyadic) -> Form:
    """``y + g`` for a longer uptimal ``g``: the same coefficients and nimber,
    so the same family of options, whose birthdays are already known (a new
    family would walk them again, a walk that grows with the places: some
    20 ms pure for 374 places, issue 37's fuzz).

    >>> g = uptimal(Dyadic(0), (1, 1), 0)
    >>> translated_uptimal(g, Dyadic(2)) is uptimal(Dyadic(2), (1, 1), 0)
    True
    """
    assert g.longer_uptimal is not None
    x, coefficients, nim = g.longer_uptimal
    return _longer_uptimal(x + y, coefficients, nim, g._family)


def _longer_uptimal(x: Dyadic, coefficients: tuple[int, ...], nim: int,
                    family: tuple[Family, State] | None) -> Form:
    key = (x.mantissa, x.exponent, 0, nim, coefficients)
    g = _NUS.get(key)
    if g is not None:
        return g
    if family is None:  # its own family: the subgames of its options
        family = family_of(coefficients, nim)
    born = family[0].birthday(family[1])  # outside the lock: it may take a while
    with _STORE_LOCK:
        g = _NUS.get(key)
        if g is None:
            g = _NUS[key] = _new_uptimal(x, coefficients, nim, family, born)
        return g


def _new_uptimal(x: Dyadic, coefficients: tuple[int, ...], nim: int,
                 family: tuple[Family, State], born: int) -> Form:
    g = Form(_MAKE)
    g.number_part = None
    g.up_part = g.nim_part = 0
    g.longer_uptimal = (x, coefficients, nim)
    g._family = family
    g.birthday = x.birthday + born
    g.depth = min(x.exponent + 1 + born, DEPTH_BOUND)
    g.left_stop = g.right_stop = x
    g.left_key = g.right_key = x.order_key()
    g._hash = g.id
    return g


def expansion(g: Form) -> tuple[Dyadic, tuple[int, ...], int] | None:
    """``(x, (a_1, ..., a_k), m)`` when ``g`` is the uptimal ``x + a_1.↑ + ...
    + a_k.↑^k + *m`` kept in closed form (every ``x + n.↑ + *m`` and the
    longer ones), else None.

    >>> expansion(nus(Dyadic(1), -2, 3)) == (Dyadic(1), (-2,), 3)
    True
    """
    if g.number_part is not None:
        return g.number_part, ((g.up_part,) if g.up_part else ()), g.nim_part
    return g.longer_uptimal


def _uptimal_options(g: Form) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    """Canonical options of a longer uptimal, from its family (see
    :meth:`cgt.core.uptimal.Family.options`)."""
    assert g.longer_uptimal is not None and g._family is not None
    x, coefficients, _ = g.longer_uptimal
    family, state = g._family
    left_states, right_states, nimbers = family.options(state)
    if nimbers > UPTIMAL_NIMBERS_LIMIT:
        raise CGTError(
            f"the canonical form of an uptimal with the nimber *{shown(state[3])} lists "
            f"{shown(nimbers)} nimbers among its options, more than the "
            f"{UPTIMAL_NIMBERS_LIMIT:,} allowed (cgt.core.form.UPTIMAL_NIMBERS_LIMIT raises "
            "the limit)")
    left = [_member(x, family, s) for s in left_states]
    right = [_member(x, family, s) for s in right_states]
    (right if coefficients[-1] < 0 else left).extend(nus(x, 0, i) for i in range(nimbers))
    return tuple(left), tuple(right)


def _member(x: Dyadic, family: Family, state: State) -> Form:
    """The form of ``x`` plus the subgame ``state`` of ``family``."""
    length = state[1]
    if length <= 1:
        return nus(x, family.coefficient(state, 0) if length else 0, state[3])
    return _longer_uptimal(x, family.coefficients(state), state[3], (family, state))


def _recognised(left: tuple[Form, ...], right: tuple[Form, ...]) -> Form | None:
    """The longer uptimal whose canonical form is ``{left | right}``, if any.

    Its last coefficient is positive when Right has one option, ``G^R =
    G - (1, ..., 1) + *`` (:meth:`Family.options`), so ``G`` is that
    option plus one in every place, the last one ``>= 2``, or with one
    more place holding 1 (past the Left options' places too); the
    candidate is kept when its own options are the ones given. A negative
    last coefficient is the mirror image.
    """
    if len(right) == 1:
        found = _recognised_positive([expansion(o) for o in left], expansion(right[0]))
        if found is not None:
            return _longer_uptimal(*found, None)
    if len(left) == 1:
        mirror = _recognised_positive([_negated(expansion(o)) for o in right],
                                      _negated(expansion(left[0])))
        if mirror is not None:
            x, coefficients, nim = mirror
            return _longer_uptimal(-x, tuple([-a for a in coefficients]), nim, None)
    return None


Expansion = tuple[Dyadic, tuple[int, ...], int]


def _negated(e: Expansion | None) -> Expansion | None:
    return None if e is None else (-e[0], tuple(-a for a in e[1]), e[2])


def _recognised_positive(left: list[Expansion | None], right: Expansion | None
                         ) -> Expansion | None:
    if right is None or None in left:
        return None
    x, below, nim = right
    if any(o[0] != x for o in left):  # type: ignore[index]
        return None
    raised = [a + 1 for a in below]
    candidates = []
    if below and below[-1] > 0:
        candidates.append(tuple(raised))
    longest = max((len(o[1]) for o in left), default=0)  # type: ignore[index]
    candidates.append(tuple(raised + [1] * (max(len(below), longest) + 1 - len(below))))
    given = sorted((o[1], o[2]) for o in left)  # type: ignore[index]
    for coefficients in candidates:
        coefficients = trimmed(coefficients)
        if len(coefficients) < 2:
            continue
        family = Family(coefficients)
        root = Family.root(coefficients, nim ^ 1)
        left_states, right_states, nimbers = family.options(root)
        if len(left_states) + nimbers != len(given) or len(right_states) != 1:
            continue
        if family.coefficients(right_states[0]) != below or right_states[0][3] != nim:
            continue
        made = sorted([(family.coefficients(s), s[3]) for s in left_states]
                      + [((), i) for i in range(nimbers)])
        if made == given:
            return x, coefficients, nim ^ 1
    return None


def make_form(left: tuple[Form, ...], right: tuple[Form, ...]) -> Form:
    """Intern ``{left | right}``, which the caller guarantees to be canonical
    and not of the compact form ``x + n.↑ + *m`` (a longer uptimal is
    recognised here, and its closed form returned).

    Stops and birthday are computed here, once, from the options'.
    """
    if len(left) > 1:
        left = _sorted_by_id(left)
    if len(right) > 1:
        right = _sorted_by_id(right)
    key = (tuple([g.id for g in left]), tuple([g.id for g in right]))
    g = _FORMS.get(key)
    if g is not None:
        return g
    # A longer uptimal is kept in closed form, never in _FORMS. All the
    # options of one have its number part (_recognised): test that first.
    if (len(left) == 1 or len(right) == 1) and _one_number_part(left, right):
        found = _recognised(tuple(left), tuple(right))
        if found is not None:
            return found
    with _STORE_LOCK:
        g = _FORMS.get(key)
        if g is None:
            g = _FORMS[key] = _new_form(tuple(left), tuple(right))
        return g


def _sorted_by_id(options: tuple[Form, ...]) -> tuple[Form, ...]:
    """``options`` in the order of their ids: an insertion sort for the few
    options most forms have (no key function called generically), else
    ``sorted``; the tuple itself when it is in order already."""
    n = len(options)
    if n > 8:
        return tuple(sorted(options, key=_by_id))
    in_order = True
    for i in range(1, n):
        if options[i - 1].id > options[i].id:
            in_order = False
            break
    if in_order:
        return options
    ordered = list(options)
    for i in range(1, n):
        o = ordered[i]
        j = i - 1
        while j >= 0 and ordered[j].id > o.id:
            ordered[j + 1] = ordered[j]
            j -= 1
        ordered[j + 1] = o
    return tuple(ordered)


def _one_number_part(left: tuple[Form, ...], right: tuple[Form, ...]) -> bool:
    """Whether every option is compact or a longer uptimal, all with one number
    part: the options of a longer uptimal are (:func:`_recognised`)."""
    x: Dyadic | None = None
    for side in (left, right):  # not (*left, *right): no tuple made
        for o in side:
            y = o.number_part
            if y is None:
                u = o.longer_uptimal
                if u is None:
                    return False
                y = u[0]
            if x is None:
                x = y
            elif y != x:
                return False
    return True


def _new_form(left: tuple[Form, ...], right: tuple[Form, ...]) -> Form:
    g = Form(_MAKE, left, right)
    g.number_part = None
    g.up_part = g.nim_part = 0
    # Loops, not max() of generators or with a key (generic calls when compiled).
    birthday = depth = 0
    size = 1
    for side in (left, right):
        for o in side:
            if o.birthday > birthday:
                birthday = o.birthday
            if o.depth > depth:
                depth = o.depth
            size += o._size
    g.birthday = 1 + birthday
    g.depth = 1 + depth if depth < DEPTH_BOUND else DEPTH_BOUND
    g._size = size if size < SIZE_BOUND else SIZE_BOUND
    # Left stop of a non-number: the best Right stop among its Left options
    # (the first of the best, as max() would take).
    best = left[0]
    for o in left:
        if o.right_key > best.right_key:
            best = o
    worst = right[0]
    for o in right:
        if o.left_key < worst.left_key:
            worst = o
    g.left_stop, g.left_key = best.right_stop, best.right_key
    g.right_stop, g.right_key = worst.left_stop, worst.left_key
    g._hash = g.id
    return g


_by_id = attrgetter("id")


def number(x: object) -> Form:
    """The number ``x``: an int, Fraction, Dyadic or text (CGTError unless it
    is dyadic). The arguments of the makers are ``object``: they check them
    themselves, and a compiled core must not turn a bool into an int first.

    >>> number(Fraction(-3, 4)).left_stop
    Dyadic(-3, 2)
    """
    return nus(Dyadic.from_value(x), 0, 0)


def nimber(n: object) -> Form:
    """The nimber ``*n``."""
    if type(n) is int and n >= 0:  # the fast path: one lookup when *n exists
        g = _NUS.get(n)
        return g if g is not None else nus(_ZERO_DYADIC, 0, n)
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTError(f"nim value {shown(n)} is not a non-negative integer")
    return nus(_ZERO_DYADIC, 0, int(n))


def up(n: object = 1) -> Form:
    """``n.↑``; negative ``n`` gives downs."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise CGTError(f"up multiple {shown(n)} is not an integer")
    return nus(_ZERO_DYADIC, n, 0)


_ZERO_DYADIC: Final = Dyadic(0)
zero = nus(_ZERO_DYADIC, 0, 0)
star = nimber(1)
UP = up(1)
DOWN = up(-1)


def store_size() -> int:
    """How many canonical forms the store holds."""
    return len(_NUS) + len(_FORMS)

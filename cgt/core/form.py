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
from cgt.core.uptimal import Family, State, short_birthday, trimmed
from cgt.errors import CGTError, shown
from cgt.native import compiled

_BUILD: bool = False  # mypyc reads the import when it builds; imported, it cost 0.5 ms
if _BUILD:  # of a first call (cgt.games.heap), so a run never imports it
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*names: str, **values: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

__all__ = [
    "DOWN", "UP", "Form", "expansion", "make_form", "nim_public", "nimber", "number", "nus",
    "nus_public", "public", "star", "store_size", "up", "uptimal", "zero",
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

#: Whether this module is compiled (see :func:`_new_nus`); the key that lets the
#: store call ``Form()``.
_COMPILED: Final = compiled
_MAKE: Final = object()


@mypyc_attr(acyclic=True)
class Form:
    """A canonical short game, interned: build it with :func:`nus`,
    :func:`make_form` or the operations of :mod:`cgt.core`, never ``Form()``.

    The fields are the engine's: ``_x``, ``_ups``, ``_nim`` for a compact
    value (``_x`` is None for other forms), ``_uptimal`` for a longer
    uptimal (``(x, coefficients, m)``; None for every other form, whose
    ``_x`` it leaves None: to the algorithms that know no closed form it is
    a form like any other, with options), the stops as Dyadics and as
    order keys, the birthday, how deep algorithms may recurse into it, the
    negative once known, and the public :class:`cgt.Game` that wraps it.

    Compiled, the cyclic collector does not track forms (mypyc's ``acyclic``): the store
    holds them all until :mod:`cgt.core.sweep`, and its scans cost a tenth of a new value.
    """

    __slots__ = (
        "__weakref__", "_birthday", "_depth", "_family", "_game", "_hash", "_id", "_left",
        "_lkey", "_lstop", "_neg", "_nim", "_right", "_rkey", "_rstop", "_ups", "_uptimal", "_x",
    )

    _id: int
    _left: tuple[Form, ...] | None
    _right: tuple[Form, ...] | None
    _x: Dyadic | None  # number part of a compact value; None for other forms
    _uptimal: tuple[Dyadic, tuple[int, ...], int] | None  # x, a_1..a_k, m (k >= 2)
    _family: tuple[Family, State] | None  # where a longer uptimal's options come from
    _ups: int
    _nim: int
    _birthday: int
    _depth: int  # how deep the algorithms may recurse into it (numbers are never expanded)
    _lstop: Dyadic
    _rstop: Dyadic
    _lkey: int | Fraction  # the stops as order keys (Dyadic.order_key), for fast comparison
    _rkey: int | Fraction
    _neg: Form | None
    _hash: int  # a number's is the equal int's or Fraction's, any other form's its id
    _game: Any  # the cgt.Game wrapping this form, once one was asked for

    def __init__(self, key: object = None, left: tuple[Form, ...] | None = None,
                 right: tuple[Form, ...] | None = None) -> None:
        # Only the store makes forms (``Form(_MAKE, left, right)``, the
        # fields every form starts with set here, the others by its maker); a
        # plain ``__init__`` rather than ``object.__new__`` so that mypyc can
        # compile the class (the pure core's _new_nus sets the same fields).
        if key is not _MAKE:
            raise TypeError("forms are made by cgt.core.form.nus and make_form, not Form()")
        counter = _NEXT_ID
        self._id = counter.value
        counter.value += 1
        self._left = left
        self._right = right
        self._neg = None
        self._game = None
        self._uptimal = None
        self._family = None

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
        return self._x is not None and self._ups == 0 and self._nim == 0

    @property
    def is_integer(self) -> bool:
        return self._x is not None and self._ups == 0 and self._nim == 0 and self._x.exponent == 0

    @property
    def is_nimber(self) -> bool:
        return self._x is not None and self._ups == 0 and self._x.mantissa == 0

    @property
    def is_infinitesimal(self) -> bool:
        return self._lstop.mantissa == 0 and self._rstop.mantissa == 0

    @property
    def number_part(self) -> Dyadic | None:
        """``x`` of a compact value ``x + n.↑ + *m``; None for other forms."""
        return self._x

    @property
    def up_part(self) -> int:
        """``n`` of a compact value ``x + n.↑ + *m`` (0 for other forms)."""
        return self._ups

    @property
    def nim_part(self) -> int:
        """``m`` of a compact value ``x + n.↑ + *m`` (0 for other forms)."""
        return self._nim

    @property
    def birthday(self) -> int:
        return self._birthday

    @property
    def left_stop(self) -> Dyadic:
        return self._lstop

    @property
    def right_stop(self) -> Dyadic:
        return self._rstop

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        if self._x is not None:
            return f"<Form {self._x} {self._ups:+d}.^ *{self._nim}>"
        return f"<Form #{self._id}, born on day {self._birthday}>"

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


def nus_public(x: Dyadic, ups: int, nim: int, cls: type) -> Any:
    """:func:`public` of ``nus(x, ups, nim)``: one lookup when both exist,
    and one trip through the store's lock when either is new (the nimbers
    and numbers a user makes, the sums of compact values).

    >>> class Public:
    ...     __slots__ = ("_form",)
    >>> made = nus_public(Dyadic(5, 1), 2, 3, Public)
    >>> made._form is nus(Dyadic(5, 1), 2, 3), nus_public(Dyadic(5, 1), 2, 3, Public) is made
    (True, True)
    >>> nim_public(7, Public) is nus_public(Dyadic(0), 0, 7, Public)  # the nimbers' short cut
    True
    """
    key: object = nim if not ups and not x.mantissa else (x.mantissa, x.exponent, ups, nim)
    g = _NUS.get(key)
    if g is not None:
        made = g._game
        if made is not None:
            return made
    return _new_public(key, x, ups, nim, cls)


def nim_public(nim: int, cls: type) -> Any:
    """:func:`nus_public` of the nimber ``*nim`` (``nim >= 0``, trusted), whose store
    key is ``nim``: no key worked out (``cgt.parse`` of ``*n``, ``cgt.nimber``)."""
    key: object = nim  # boxed once (compiled), for the lookups and the store
    g = _NUS.get(key)
    if g is not None:
        made = g._game
        if made is not None:
            return made
    return _new_public(key, _ZERO_DYADIC, 0, nim, cls)


def _new_public(key: object, x: Dyadic, ups: int, nim: int, cls: type) -> Any:
    """The public object of ``nus(x, ups, nim)`` (store key ``key``) when it or
    its form is new: both made in one trip through the store's lock."""
    lock = _STORE_LOCK  # acquire and release, not ``with``: cheaper when compiled
    lock.acquire()
    try:
        g = _NUS.get(key)
        if g is None:
            if _COMPILED or type(key) is not int:
                g = _new_nus(x, ups, nim)
            else:  # a nimber *nim (not *0: zero), pure core: _new_nus in line (3 % of *n read)
                g = _new_object(Form)
                g._id = g._hash = _NEXT_ID.value  # a nimber's hash is its id
                _NEXT_ID.value += 1
                g._left = g._right = g._neg = g._game = g._uptimal = g._family = None
                g._x = g._lstop = g._rstop = x
                g._ups = g._lkey = g._rkey = 0
                g._nim = g._birthday = nim
                g._depth = nim + 1
            _NUS[key] = g
        made = g._game
        if made is None:  # _published, in line: one call fewer on the path of a new value
            made = _new_object(cls)
            made._form = g
            g._game = made
        return made
    finally:
        lock.release()


def public(g: Form, cls: type) -> Any:
    """The one public object that wraps ``g`` (a new ``cls`` whose ``_form`` is ``g``
    on the first request, kept in ``g._game``), made under the store's lock."""
    made = g._game
    if made is not None:
        return made
    lock = _STORE_LOCK
    lock.acquire()
    try:
        return _published(g, cls)
    finally:
        lock.release()


def _published(g: Form, cls: type) -> Any:
    """``g``'s public object, made if there is none (the caller holds the lock)."""
    if g._game is None:
        made: Any = _new_object(cls)
        made._form = g
        g._game = made
    return g._game


#: ``object.__new__``, looked up once: the public objects are made without their
#: class's ``__new__`` (which refuses users); the lookup costs more than the allocation.
_new_object: Final[Any] = object.__new__


def _new_nus(x: Dyadic, ups: int, nim: int) -> Form:
    if _COMPILED:
        g = Form(_MAKE)
    else:
        # The pure core: Form.__init__'s work on an object.__new__ (no type call,
        # no __init__ frame: 0.1 of a new value's 0.7 µs; refused by mypyc).
        g = _new_object(Form)
        g._id = _NEXT_ID.value
        _NEXT_ID.value += 1
        g._left = g._right = g._neg = g._game = g._uptimal = g._family = None
    g._x = x
    g._ups = ups
    g._nim = nim
    if ups == 0 and x.mantissa == 0 and nim:  # *nim: the most common, set at once
        g._birthday = nim
        g._depth = nim + 1
        g._lstop = g._rstop = x
        g._lkey = g._rkey = 0
        g._hash = g._id
        return g
    g._birthday = x.birthday + short_birthday(ups, nim)
    g._depth = x.exponent + 1 + short_birthday(ups, nim)
    g._lstop = g._rstop = x
    g._lkey = g._rkey = x.order_key()
    if ups == 0 and nim == 0:
        g._hash = hash(x)  # a number hashes as the equal int or Fraction
    else:
        g._hash = g._id
    return g


def _nus_options(g: Form) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    """Canonical options of ``x + n.↑ + *m`` (Siegel, *CGT*, II.4, uptimals).

    ``x + G`` has options ``x + G^L | x + G^R`` when ``G`` is not a number
    (number translation), so only the infinitesimal part matters:
    ``*m = {*0..*(m-1) | *0..*(m-1)}``, ``↑* = {0,*|0}`` and
    ``n.↑ + *m = {0 | (n-1).↑ + *(m^1)}`` otherwise, for ``n >= 1``; downs mirror.
    """
    x, n, m = g._x, g._ups, g._nim
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


def _longer_uptimal(x: Dyadic, coefficients: tuple[int, ...], nim: int,
                    family: tuple[Family, State] | None) -> Form:
    key = (x.mantissa, x.exponent, 0, nim, coefficients)
    g = _NUS.get(key)
    if g is not None:
        return g
    if family is None:  # its own family: the subgames of its options
        family = (Family(coefficients), Family.root(coefficients, nim))
    born = family[0].birthday(family[1])  # outside the lock: it may take a while
    with _STORE_LOCK:
        g = _NUS.get(key)
        if g is None:
            g = _NUS[key] = _new_uptimal(x, coefficients, nim, family, born)
        return g


def _new_uptimal(x: Dyadic, coefficients: tuple[int, ...], nim: int,
                 family: tuple[Family, State], born: int) -> Form:
    g = Form(_MAKE)
    g._x = None
    g._ups = g._nim = 0
    g._uptimal = (x, coefficients, nim)
    g._family = family
    g._birthday = x.birthday + born
    g._depth = x.exponent + 1 + born
    g._lstop = g._rstop = x
    g._lkey = g._rkey = x.order_key()
    g._hash = g._id
    return g


def expansion(g: Form) -> tuple[Dyadic, tuple[int, ...], int] | None:
    """``(x, (a_1, ..., a_k), m)`` when ``g`` is the uptimal ``x + a_1.↑ + ...
    + a_k.↑^k + *m`` kept in closed form (every ``x + n.↑ + *m`` and the
    longer ones), else None.

    >>> expansion(nus(Dyadic(1), -2, 3)) == (Dyadic(1), (-2,), 3)
    True
    """
    if g._x is not None:
        return g._x, ((g._ups,) if g._ups else ()), g._nim
    return g._uptimal


def _uptimal_options(g: Form) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    """Canonical options of a longer uptimal, from its family (see
    :meth:`cgt.core.uptimal.Family.options`)."""
    assert g._uptimal is not None and g._family is not None
    x, coefficients, _ = g._uptimal
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
    key = (tuple([g._id for g in left]), tuple([g._id for g in right]))
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
        if options[i - 1]._id > options[i]._id:
            in_order = False
            break
    if in_order:
        return options
    ordered = list(options)
    for i in range(1, n):
        o = ordered[i]
        j = i - 1
        while j >= 0 and ordered[j]._id > o._id:
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
            y = o._x
            if y is None:
                u = o._uptimal
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
    g._x = None
    g._ups = g._nim = 0
    # Loops, not max() of generators or with a key (generic calls when compiled).
    birthday = depth = 0
    for side in (left, right):
        for o in side:
            if o._birthday > birthday:
                birthday = o._birthday
            if o._depth > depth:
                depth = o._depth
    g._birthday = 1 + birthday
    g._depth = 1 + depth
    # Left stop of a non-number: the best Right stop among its Left options
    # (the first of the best, as max() would take).
    best = left[0]
    for o in left:
        if o._rkey > best._rkey:
            best = o
    worst = right[0]
    for o in right:
        if o._lkey < worst._lkey:
            worst = o
    g._lstop, g._lkey = best._rstop, best._rkey
    g._rstop, g._rkey = worst._lstop, worst._lkey
    g._hash = g._id
    return g


_by_id = attrgetter("_id")


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

"""The public objects of forms: kept by the core, never made by it.

Users meet a form through one public object (a :class:`cgt.Game`, made in
:mod:`cgt.values.game`); the core imports nothing of the layers above and
makes no such object. It keeps one: a :class:`~cgt.core.form.Form` has an
opaque slot, ``public``, that the functions here fill, under the store's
lock, with what a *maker* handed by the layer above returns (called at most
once a form), so that a form has one public object whichever thread asks
first, and ``==`` between public objects can be ``is``.

The pointer stays on the form (not in a table of the values layer) because
the nimbers read from text are made a term at a time: a term costs one
lookup in the store and one field read when both exist, and a new value is
made with its public object in one trip through the store's lock
(:func:`nus_published`, :func:`nim_published`).

>>> from cgt.core.dyadic import Dyadic
>>> from cgt.core.form import nus
>>> class Pair(Maker):
...     def make(self, g):
...         return ("public", g.nim_part)
>>> g = nus(Dyadic(1021, 9), 0, 517)  # a value no other test makes public
>>> made = published(g, Pair())
>>> made, published(g, Pair()) is made is g.public
(('public', 517), True)
"""

from __future__ import annotations

from typing import Any

from cgt.core.dyadic import Dyadic
from cgt.core.form import (
    _NUS,
    _STORE_LOCK,
    _ZERO_DYADIC,
    Form,
    _new_nus,
)

_BUILD: bool = False  # as in cgt.core.form: mypyc reads the import, a run never imports it
if _BUILD:
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*names: str, **values: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

__all__ = ["Maker", "nim_published", "nus_published", "published"]

@mypyc_attr(allow_interpreted_subclasses=True)
class Maker:
    """What the layer above hands the core to make a form's public object: its
    :meth:`make` is called at most once a form, under the store's lock, and
    the core keeps what it returns in ``g.public`` and hands it out from then
    on. A class rather than a function: compiled, the call is one C call
    through the class's table of methods (a function object would be called
    generically, its arguments parsed: 4 % of a nimber read from text)."""

    def make(self, g: Form) -> Any:
        """The new public object of ``g``."""
        raise NotImplementedError


def nus_published(x: Dyadic, ups: int, nim: int, make: Maker) -> Any:
    """:func:`published` of ``nus(x, ups, nim)``: one lookup when the form
    and its public object exist, and one trip through the store's lock when
    either is new (the nimbers and numbers a user makes, the sums of compact
    values).

    >>> from cgt.core.form import nus
    >>> class Public:
    ...     __slots__ = ("form",)
    >>> class MakePublic(Maker):
    ...     def make(self, g):
    ...         made = Public(); made.form = g; return made
    >>> make = MakePublic()
    >>> made = nus_published(Dyadic(5, 1), 2, 3, make)
    >>> made.form is nus(Dyadic(5, 1), 2, 3), nus_published(Dyadic(5, 1), 2, 3, make) is made
    (True, True)
    >>> nim_published(7, make) is nus_published(Dyadic(0), 0, 7, make)  # the nimbers' short cut
    True
    """
    key: object = nim if not ups and not x.mantissa else (x.mantissa, x.exponent, ups, nim)
    g = _NUS.get(key)
    if g is not None:
        made = g.public
        if made is not None:
            return made
    return _new_published(key, x, ups, nim, make)


def nim_published(nim: int, make: Maker) -> Any:
    """:func:`nus_published` of the nimber ``*nim`` (``nim >= 0``, trusted), whose store
    key is ``nim``: no key worked out (``cgt.parse`` of ``*n``, ``cgt.nimber``)."""
    key: object = nim  # boxed once (compiled), for the lookups and the store
    g = _NUS.get(key)
    if g is not None:
        made = g.public
        if made is not None:
            return made
    return _new_published(key, _ZERO_DYADIC, 0, nim, make)


def _new_published(key: object, x: Dyadic, ups: int, nim: int, make: Maker) -> Any:
    """The public object of ``nus(x, ups, nim)`` (store key ``key``) when it or
    its form is new: both made in one trip through the store's lock."""
    lock = _STORE_LOCK  # acquire and release, not ``with``: cheaper when compiled
    lock.acquire()
    try:
        g = _NUS.get(key)
        if g is None:
            g = _NUS[key] = _new_nus(x, ups, nim)
        made = g.public
        if made is None:
            made = g.public = make.make(g)
        return made
    finally:
        lock.release()


def published(g: Form, make: Maker) -> Any:
    """The one public object of ``g``: ``g.public``, or on the first request
    ``make.make(g)``, called under the store's lock and kept in ``g.public``
    (:func:`cgt.values.game.wrap` passes the maker of Games)."""
    made = g.public
    if made is not None:
        return made
    lock = _STORE_LOCK
    lock.acquire()
    try:
        if g.public is None:  # unless another thread made it meanwhile
            g.public = make.make(g)
        return g.public
    finally:
        lock.release()

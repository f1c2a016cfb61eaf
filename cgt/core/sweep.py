"""The sweep of the store: the canonical forms that nothing refers to any
more are freed (:func:`release_unused`, run by ``cgt.clear_caches()`` and
by the memory budget).

The store (:mod:`cgt.core.form`) holds every form it made, so that equal
values stay one object while anything may still ask for them. A form that
no game, memo table, position or other form refers to can go: if it is
made again it is a new object, but nothing is left that held the old one,
so ``==`` (which is ``is``) never sees two.

The forms still referred to are found by counting references, as Python's
cyclic collector counts them: the references among the forms, their games
and their option tuples are subtracted from each one's reference count,
and what is left comes from outside. The counts are taken in one call in
C, in which no other thread runs, so they are one consistent picture even
while other threads build games. (The pure Python core used to find the
survivors among ``gc.get_objects()``, a list of every object that the
collector tracks, a tuple that another thread was still filling among
them: held by that list, the tuple could not be shrunk, and the other
thread's ``tuple(...)`` failed with ``SystemError:
Objects/tupleobject.c:927``. The compiled forms are not tracked at all:
mypyc's ``acyclic``, since the collector's scans of the store cost a tenth
of the time of each new value and never found garbage.)
"""

from __future__ import annotations

import gc
import sys
from typing import Any

from cgt.core.collector import paused
from cgt.core.form import _FORMS, _NUS, _STORE_LOCK, Form

__all__ = ["release_unused"]


def release_unused() -> int:
    """Free the forms that nothing outside the store refers to, and say how
    many were freed.

    The sweep runs under the store's lock: the store is emptied, the forms
    still referred to are found (see the module), and they go back. (Not
    weak references: a class compiled by mypyc takes none.)

    >>> from cgt.core.dyadic import Dyadic
    >>> from cgt.core.form import nus, store_size
    >>> before = store_size()
    >>> nus(Dyadic(10**30), 0, 0).is_number  # a new form, which nothing keeps
    True
    >>> release_unused() >= 1, store_size() <= before
    (True, True)
    """
    with _STORE_LOCK:
        before = len(_NUS) + len(_FORMS)
        nodes: list[Any] = list(_NUS.values())
        keys: list[Any] = list(_NUS)
        compact = len(nodes)
        nodes.extend(_FORMS.values())
        keys.extend(_FORMS)
        _NUS.clear()
        _FORMS.clear()
        gc.collect()  # garbage cycles of other objects that hold games or forms go first
        kept = _referred(nodes)
        for i in range(len(kept)):
            if kept[i]:
                (_NUS if i < compact else _FORMS)[keys[i]] = nodes[i]
        return before - len(_NUS) - len(_FORMS)


def _referred(nodes: list[Any]) -> bytearray:
    """Which forms of ``nodes`` something outside them refers to, directly or
    through other forms (a 1 for each); the others are detached
    (:func:`_detach`), to be freed one by one when the caller drops the list.
    The list is the caller's only reference to its forms.

    The references that the forms, their games and their option tuples hold
    to one another are subtracted from each one's reference count: what is
    left comes from outside (a user's variable, a memo table, a position),
    as Python's collector counts (CPython's ``subtract_refs``). The counts
    are taken in one call in C with the collector paused (no Python code
    runs in it, so no other thread does). Afterwards no thread can reach a
    form found unreferenced: the store is empty and locked, and whatever a
    thread holds was counted, with all it reaches.
    """
    count = len(nodes)
    index: dict[int, int] = {}
    for i in range(count):
        index[id(nodes[i])] = i
    owners = _append_parts(nodes)
    outside = _counts(nodes)
    # What the nodes hold: a game its form, a tuple its forms, a form its
    # negative, its game and its tuples.
    for k in range(count, len(nodes)):
        part = nodes[k]
        owner = nodes[owners[k - count]]
        outside[k] -= ((owner.public is part) + (owner._left is part) + (owner._right is part))
        if type(part) is tuple:
            for option in part:
                j = index.get(id(option), -1)
                if j >= 0:
                    outside[j] -= 1
        else:
            outside[owners[k - count]] -= 1  # the game's form
    for i in range(count):
        negative = nodes[i]._neg
        if negative is not None:
            j = index.get(id(negative), -1)
            if j >= 0:
                outside[j] -= 1
    # Kept: the forms referred to from outside, the forms of games referred
    # to from outside, the options in tuples referred to from outside, and
    # whatever their options and negatives are.
    kept = bytearray(count)
    stack: list[int] = [i for i in range(count) if outside[i] > 0]
    for k in range(count, len(nodes)):
        if outside[k] > 0:
            part = nodes[k]
            if type(part) is tuple:
                for option in part:
                    j = index.get(id(option), -1)
                    if j >= 0:
                        stack.append(j)
            else:
                stack.append(owners[k - count])
    while stack:
        i = stack.pop()
        if kept[i]:
            continue
        kept[i] = 1
        g = nodes[i]
        for options in (g._left, g._right):
            if options is not None:
                for option in options:
                    j = index.get(id(option), -1)
                    if j >= 0 and not kept[j]:
                        stack.append(j)
        negative = g._neg
        if negative is not None:
            j = index.get(id(negative), -1)
            if j >= 0 and not kept[j]:
                stack.append(j)
    del nodes[count:]
    for i in range(count):
        if not kept[i]:
            _detach(nodes[i])
    return kept


def _append_parts(nodes: list[Any]) -> list[int]:
    """Append to ``nodes`` (forms) their games and option tuples (a tuple
    that is both sides once), and return the index of each one's form.
    (A function of its own: its local names, which hold references, are gone
    when the counting starts.)"""
    owners: list[int] = []
    for i in range(len(nodes)):
        g = nodes[i]
        game = g.public
        if game is not None:
            nodes.append(game)
            owners.append(i)
        left = g._left
        if left is not None:
            nodes.append(left)
            owners.append(i)
        right = g._right
        if right is not None and right is not left:
            nodes.append(right)
            owners.append(i)
    return owners


def _counts(nodes: list[Any]) -> list[int]:
    """Each node's reference count, less the references that the list and
    the counting hold (measured on a node that only the list refers to)."""
    with paused:  # no collection, and so no finaliser, runs in the count
        nodes.append(object())
        counts = list(map(sys.getrefcount, nodes))  # one call in C: no other thread runs
        nodes.pop()
    base = counts.pop()
    return [c - base for c in counts]


def _detach(g: Form) -> None:
    """Drop a freed form's references to other forms and to its game: its
    negative and its game refer back to it (cycles that nothing else would
    break), and without its options it is freed on its own, not as the last
    link of a chain. (A chain of compiled forms freed one inside the other
    passes CPython's depth limit for deallocations, whose deferral writes
    into a collector header that an untracked form does not have: mypyc
    emits it for ``acyclic`` classes too.)"""
    g._left = None
    g._right = None
    g._neg = None
    g.public = None

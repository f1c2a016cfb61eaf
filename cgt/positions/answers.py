"""Where the solver reads and writes its answers: the store of the
innermost ``with store:`` block (a :class:`cgt.ValueStore`), or the answers
the workers of a pool share (:mod:`cgt.positions.shared`).

The solver asks only :func:`active_store`, so this module is all it imports
of the stores: the SQLite store itself (:mod:`cgt.positions.store`) is
loaded when a store is opened, not by every command that solves.

>>> active_store() is None
True
"""

from __future__ import annotations

import contextvars
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from cgt.core.budget import on_free
from cgt.positions.tables import clear_tables

__all__ = ["ACTIVE", "Answers", "active_store", "answering"]


class Answers(Protocol):
    """What the solver asks of a store: a :class:`ValueStore`, or the
    answers the workers of a pool share (:mod:`cgt.positions.shared`)."""

    def lookup(self, cls: type, table: str, key: Hashable, *, solving: bool = False) -> Any: ...

    def put(self, cls: type, table: str, key: Hashable, answer: object) -> None: ...

    def commit(self) -> None: ...


#: The answers of the innermost block (``with store:`` sets it, :func:`answering` too).
ACTIVE: contextvars.ContextVar[Answers | None] = contextvars.ContextVar(
    "cgt_value_store", default=None)


def active_store() -> Answers | None:
    """The store of the innermost ``with store:`` (or :func:`answering`)
    block of this thread or task, or None."""
    return ACTIVE.get()


@on_free
def _spill() -> None:
    """A free of the memory limit (:mod:`cgt.core.budget`) inside a store:
    the tables of positions are emptied, since what they forget is read back
    from the store (a store forgets its own caches by a hook of its own,
    :mod:`cgt.positions.store`). Without a store the tables are kept: every
    position forgotten would be solved again when met, and its subpositions
    with it, which can take exponentially long."""
    if ACTIVE.get() is not None:
        clear_tables()


@contextmanager
def answering(answers: Answers) -> Iterator[Answers]:
    """The solver reads and writes ``answers`` inside this block (as inside
    ``with store:``); what is pending is committed on the way out."""
    token = ACTIVE.set(answers)
    try:
        yield answers
    finally:
        ACTIVE.reset(token)
        answers.commit()

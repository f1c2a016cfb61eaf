"""What the solver asks of a store (:class:`Answers`: a
:class:`cgt.ValueStore`, or the answers the workers of a pool share,
:mod:`cgt.scale.shared`), and the block that hands one to the solves inside
it (:func:`answering`, as ``with store:`` does).

The solver knows a store only by this protocol, and finds the one of the
innermost block in its context (:func:`cgt.positions.context.current_context`),
so this module is all it imports of the stores: the SQLite store itself
(:mod:`cgt.scale.store`) is loaded when a store is opened, not by every
command that solves.
"""

from __future__ import annotations

import contextvars
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

__all__ = ["ACTIVE", "Answers", "answering"]


class Answers(Protocol):
    """What the solver asks of a store: a :class:`ValueStore`, or the
    answers the workers of a pool share (:mod:`cgt.scale.shared`)."""

    def lookup(self, cls: type, table: str, key: Hashable, *, solving: bool = False) -> Any: ...

    def put(self, cls: type, table: str, key: Hashable, answer: object) -> None: ...

    def commit(self) -> None: ...


#: The answers of the innermost block (``with store:`` sets it, :func:`answering`
#: too); read by :func:`cgt.positions.context.current_context` only.
ACTIVE: contextvars.ContextVar[Answers | None] = contextvars.ContextVar(
    "cgt_value_store", default=None)


@contextmanager
def answering(answers: Answers) -> Iterator[Answers]:
    """The solver reads and writes ``answers`` inside this block (as inside
    ``with store:``); what is pending is committed on the way out.

    >>> class Remembered:
    ...     "Answers kept in a dict (an example: a real store persists them)."
    ...     def __init__(self): self.answers, self.commits = {}, 0
    ...     def lookup(self, cls, table, key, *, solving=False):
    ...         return self.answers.get((cls, table, key))
    ...     def put(self, cls, table, key, answer): self.answers[(cls, table, key)] = answer
    ...     def commit(self): self.commits += 1
    >>> from cgt.games.nim import Nim
    >>> from cgt.positions.tables import clear_tables
    >>> clear_tables()
    >>> with answering(Remembered()) as kept:
    ...     grundy = Nim([1, 2]).grundy
    >>> grundy, kept.answers[(Nim, "grundy", Nim([1, 2]).key())], kept.commits
    (3, 3, 1)
    """
    token = ACTIVE.set(answers)
    try:
        yield answers
    finally:
        ACTIVE.reset(token)
        answers.commit()

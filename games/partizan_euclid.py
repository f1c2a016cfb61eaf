"""Partizan Euclid: Euclid's algorithm, Left keeping the remainder, Right its complement.

Rules (CGSuite's ``game.heap.PartizanEuclid``, after Nowakowski's partizan
version of Cole and Davie's Euclid game): a pair ``(p, q)`` of non-negative
integers. When ``q`` is 0 or divides ``p`` nobody can move. Otherwise Left
moves to ``(q, p mod q)`` and Right to ``(q, q - p mod q)``. The player who
cannot move loses.

Diagram: ``p,q`` (or ``p q``).

>>> [PartizanEuclid(8, q).value for q in (3, 6, 7)]  # CGSuite's GameHeapTest
[cgt.parse('v'), cgt.parse('^'), cgt.parse('^5')]
>>> PartizanEuclid(8, 3).left_moves(), PartizanEuclid(8, 3).right_moves()
([PartizanEuclid(3, 2)], [PartizanEuclid(3, 1)])
"""

from __future__ import annotations

import re
from typing import Any

from cgt import CGTError, Position
from cgt.games.nim import check_heap
from cgt.games.registry import Ruleset
from cgt.games.table_spec import (
    TableSpec,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import read_diagram

__all__ = ["PartizanEuclid"]

_PAIR = re.compile(r"\s*(\d+)\s*[,\s]\s*(\d+)\s*")


class PartizanEuclid(Position):
    """The pair ``PartizanEuclid(p, q)``.

    >>> PartizanEuclid.parse("8, -3")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Partizan Euclid '8, -3': expected two non-negative integers, like 8,3
    """

    title = "Partizan Euclid"

    __slots__ = ("p", "q")

    p: int
    q: int

    def __init__(self, p: int, q: int) -> None:
        self.p = check_heap(p, f"PartizanEuclid({p!r}, {q!r})")
        self.q = check_heap(q, f"PartizanEuclid({p!r}, {q!r})")

    @classmethod
    def parse(cls, text: str) -> PartizanEuclid:
        """``p,q`` or ``p q``."""
        found = _PAIR.fullmatch(text) if isinstance(text, str) else None
        if found is None:
            raise CGTError(f"Partizan Euclid {text!r}: expected two non-negative integers, "
                           "like 8,3")
        return cls(int(found[1]), int(found[2]))

    @classmethod
    def rectangle(cls, p: int, q: int) -> PartizanEuclid:
        """The pair ``(p, q)`` (for the table of ``cgt table``)."""
        return cls(p, q)

    def _remainder(self) -> int:
        return 0 if self.q == 0 else self.p % self.q

    def left_moves(self) -> list[PartizanEuclid]:
        r = self._remainder()
        return [PartizanEuclid(self.q, r)] if r else []

    def right_moves(self) -> list[PartizanEuclid]:
        r = self._remainder()
        return [PartizanEuclid(self.q, self.q - r)] if r else []

    def key(self) -> tuple[int, int]:
        return (self.p, self.q)

    def __str__(self) -> str:
        return f"{self.p},{self.q}"

    def __repr__(self) -> str:
        return f"PartizanEuclid({self.p}, {self.q})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PartizanEuclid) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())


def _from_words(words: list[str], options: dict[str, Any]) -> PartizanEuclid:
    return PartizanEuclid.parse(read_diagram(words))


RULESET = Ruleset(
    "partizan-euclid", PartizanEuclid, "Euclid's algorithm: Left keeps p mod q, Right q - p mod q",
    "P,Q", "a pair of non-negative integers, like 8,3",
    _from_words, example=("8,7",),
    examples=(("8,7", "^5"), ("8,3", "v")),
    source="CGSuite's game.heap.PartizanEuclid",
    table=TableSpec(
        "values of Partizan Euclid pairs", rectangle_options(8, 8, 60),
        rectangles("partizan-euclid", PartizanEuclid, "Partizan Euclid: values of (p, q)",
                   position_value_cell, "values"),
        (("--rows 8 --columns 8", "p down, q across"),),
        rectangle_positions(PartizanEuclid)),
)

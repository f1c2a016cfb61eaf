"""Partizan subtraction games: one heap; Left and Right each take a number
of tokens from a set of their own.

Rules (Fraenkel and Kotzig, "Partizan octal games: partizan subtraction
games", 1987; Lessons in Play; CGSuite's ``game.heap.PartizanSubtraction``):
a heap of ``n`` tokens. Left removes ``s`` tokens for some ``s`` in her set
``L``, Right for some ``s`` in his set ``R``, never more than the heap holds.
The player who cannot move loses.

Diagram: ``{1,3|2,3} 6``, Left's set, Right's set, then the heap (CGSuite
writes ``PartizanSubtraction([1,3], [2,3])(6)``).

>>> PartizanSubtraction({1, 3}, {2, 3}, 6).value  # CGSuite's GameHeapTest
cgt.parse('{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}')
>>> [PartizanSubtraction({1}, {2}, n).value for n in range(5)]
[cgt.parse('0'), cgt.parse('1'), cgt.parse('{1|0}'), cgt.parse('0'), cgt.parse('1')]
>>> PartizanSubtraction.parse("{1,3|2,3} 6") == PartizanSubtraction({1, 3}, {2, 3}, 6)
True
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Iterator
from typing import Any

from cgt import CGTError, Position
from cgt.games.nim import check_heap
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram, read_integer

__all__ = ["PartizanSubtraction"]

_DIAGRAM = re.compile(r"\s*\{(?P<left>[^|}]*)\|(?P<right>[^|}]*)\}\s*(?P<heap>\d+)\s*")


class PartizanSubtraction(Position):
    """``PartizanSubtraction(left_set, right_set, heap)``.

    >>> PartizanSubtraction({1}, {0}, 3)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Right's subtraction set {0}: 0 is not a positive integer
    """

    title = "Partizan subtraction"

    __slots__ = ("heap", "left_set", "right_set")

    left_set: tuple[int, ...]
    right_set: tuple[int, ...]
    heap: int

    def __init__(self, left_set: Iterable[int], right_set: Iterable[int], heap: int) -> None:
        self.left_set = _check_set(left_set, "Left's")
        self.right_set = _check_set(right_set, "Right's")
        self.heap = check_heap(heap, f"PartizanSubtraction(..., {heap!r})")

    @classmethod
    def parse(cls, text: str) -> PartizanSubtraction:
        """The position written ``{1,3|2,3} 6``."""
        found = _DIAGRAM.fullmatch(text) if isinstance(text, str) else None
        if found is None:
            raise CGTError(f"partizan subtraction {text!r}: expected Left's and Right's sets "
                           "and a heap, like '{1,3|2,3} 6'")
        sets = []
        for side in ("left", "right"):
            words = [w for w in re.split(r"[\s,]+", found[side]) if w]
            if not all(w.isascii() and w.isdigit() for w in words):
                raise CGTError(f"partizan subtraction {text!r}: the sets must list "
                               "positive integers")
            sets.append({read_integer(w, f"partizan subtraction {side} set") for w in words})
        return cls(sets[0], sets[1], read_integer(found["heap"], "partizan subtraction heap"))

    @classmethod
    def _make(cls, left: tuple[int, ...], right: tuple[int, ...], heap: int) -> PartizanSubtraction:
        position = object.__new__(cls)
        position.left_set, position.right_set, position.heap = left, right, heap
        return position

    def _moves(self, subtraction_set: tuple[int, ...]) -> Iterator[PartizanSubtraction]:
        for s in subtraction_set:
            if s > self.heap:
                break
            yield self._make(self.left_set, self.right_set, self.heap - s)

    def left_moves(self) -> Iterator[PartizanSubtraction]:
        return self._moves(self.left_set)

    def right_moves(self) -> Iterator[PartizanSubtraction]:
        return self._moves(self.right_set)

    def key(self) -> Hashable:
        return (self.left_set, self.right_set, self.heap)

    def conjugate_key(self) -> Hashable:
        """The sets swapped: Right plays Left's game (worth minus this one)."""
        return (self.right_set, self.left_set, self.heap)

    def __str__(self) -> str:
        return f"{{{_show(self.left_set)}|{_show(self.right_set)}}} {self.heap}"

    def __repr__(self) -> str:
        return (f"PartizanSubtraction({{{_show(self.left_set)}}}, {{{_show(self.right_set)}}}, "
                f"{self.heap})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PartizanSubtraction) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())


def _show(moves: tuple[int, ...]) -> str:
    return ", ".join(map(str, moves))


def _check_set(moves: object, whose: str) -> tuple[int, ...]:
    if isinstance(moves, (str, bytes)) or not isinstance(moves, Iterable):
        raise CGTError(f"{whose} subtraction set {moves!r} is not a collection of "
                       "positive integers, e.g. {1, 2, 3}")
    given = list(moves)
    if not given:
        raise CGTError(f"{whose} subtraction set is empty: give at least one positive integer")
    for s in given:
        if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
            raise CGTError(f"{whose} subtraction set {{{_show(tuple(given))}}}: {s!r} is not a "
                           "positive integer")
    return tuple(sorted(set(given)))


def _from_words(words: list[str], options: dict[str, Any]) -> PartizanSubtraction:
    return PartizanSubtraction.parse(read_diagram(words))


RULESET = Ruleset(
    "partizan-subtraction", PartizanSubtraction,
    "one heap; Left and Right each subtract from a set of their own",
    "{LEFT|RIGHT} HEAP", "Left's and Right's subtraction sets, then the heap: {1,3|2,3} 6",
    _from_words, example=("{1,3|2,3}", "6"),
    examples=(("{1,3|2,3} 6", "CGSuite's test"), ("{1|2} 2", "{1|0}")),
    source="Fraenkel and Kotzig (1987); CGSuite",
)

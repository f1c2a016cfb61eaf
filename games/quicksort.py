"""Quicksort: pivot a sequence of numbers as the quicksort algorithm does.

Rules (A. Chen, "The Quicksort Game", 2016, diva2:935354; cgt-tools'
``short::impartial::games::quicksort``): a sequence of distinct numbers. A
move picks a number of the sequence as the pivot and rewrites the sequence
as the numbers smaller than the pivot (in their order), the pivot, then the
numbers larger (in their order); the move must change the sequence. The
player who cannot move (the sequence is sorted) loses.

Once a number stands where it will stay (all the numbers before it smaller,
all those after it larger), no pivot moves anything across it: the
sequence is the sum of the parts between such numbers
(:meth:`Quicksort.components`), and only the order of the numbers matters
(:meth:`Quicksort.key` ranks them).

>>> Quicksort([1, 2, 3, 6, 5, 4]).grundy  # cgt-tools' test: *2
2
>>> Quicksort([3, 1, 2]).winning_moves()
[Quicksort([1, 2, 3])]
>>> print(Quicksort("4 1 6 5 7 3 8 2"))
4 1 6 5 7 3 8 2
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from cgt import CGTError, ImpartialPosition, picture
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram, read_integer

__all__ = ["Quicksort", "QuicksortError"]


class QuicksortError(CGTError):
    """A Quicksort sequence that cannot be read."""


class Quicksort(ImpartialPosition):
    """A sequence of distinct numbers: ``Quicksort([3, 1, 2])`` or ``Quicksort("3 1 2")``.

    >>> Quicksort([2, 2])
    Traceback (most recent call last):
    ...
    cgt.games.quicksort.QuicksortError: Quicksort [2, 2]: 2 appears twice; the numbers \
must be distinct
    """

    title = "Quicksort"

    __slots__ = ("sequence",)

    #: The numbers, in their order.
    sequence: tuple[int, ...]

    def __init__(self, sequence: Iterable[int] | str) -> None:
        self.sequence = _read(sequence)

    @classmethod
    def _make(cls, sequence: tuple[int, ...]) -> Quicksort:
        position = object.__new__(cls)
        position.sequence = sequence
        return position

    # -- the rules -------------------------------------------------------------------

    def pivot(self, pivot: int) -> Quicksort:
        """The sequence after pivoting on ``pivot`` (one of its numbers).

        >>> Quicksort([4, 1, 6, 5, 3]).pivot(4)
        Quicksort([1, 3, 4, 6, 5])
        """
        if pivot not in self.sequence:
            raise QuicksortError(f"Quicksort {list(self.sequence)}: {pivot!r} is not in it")
        return Quicksort._make(tuple(x for x in self.sequence if x < pivot) + (pivot,)
                               + tuple(x for x in self.sequence if x > pivot))

    def moves(self) -> Iterator[Quicksort]:
        """Each pivot that changes the sequence (two pivots that leave the
        same sequence: one move)."""
        seen = {self.sequence}
        for p in self.sequence:
            after = self.pivot(p)
            if after.sequence not in seen:
                seen.add(after.sequence)
                yield after

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Quicksort, ...]:
        """The parts between the numbers already in place (a sorted part has
        no move and is left out).

        >>> Quicksort([2, 1, 3, 5, 4]).components()
        (Quicksort([2, 1]), Quicksort([5, 4]))
        """
        parts: list[Quicksort] = []
        start, largest = 0, None
        for i, x in enumerate(self.sequence):
            # x stays where it is when it exceeds all before and is below all after.
            if (largest is None or x > largest) and x < self._smallest_after(i):
                if i > start:
                    parts.append(Quicksort._make(self.sequence[start:i]))
                start = i + 1
            largest = x if largest is None else max(largest, x)
        if start < len(self.sequence):
            parts.append(Quicksort._make(self.sequence[start:]))
        if not parts or (len(parts) == 1 and parts[0].sequence == self.sequence):
            return (self,)
        return tuple(parts)

    def _smallest_after(self, i: int) -> float:
        return min(self.sequence[i + 1:], default=float("inf"))

    def key(self) -> tuple[int, ...]:
        """The ranks of the numbers: only their order matters."""
        ranks = {x: r for r, x in enumerate(sorted(self.sequence))}
        return tuple(ranks[x] for x in self.sequence)

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return " ".join(map(str, self.sequence)) or "empty"

    def __repr__(self) -> str:
        return f"Quicksort({list(self.sequence)})"

    def drawing(self) -> picture.Drawing:
        """The numbers as columns of their heights."""
        return picture.heaps_drawing([r + 1 for r in self.key()])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Quicksort) and other.sequence == self.sequence

    def __hash__(self) -> int:
        return hash(self.sequence)


def _read(sequence: Iterable[int] | str) -> tuple[int, ...]:
    if isinstance(sequence, str):
        words = sequence.replace(",", " ").split()
        if words == ["empty"]:
            return ()
        numbers = [read_integer(w, "Quicksort number") for w in words]
    elif isinstance(sequence, Iterable):
        numbers = list(sequence)
    else:
        raise QuicksortError(f"Quicksort {sequence!r}: give numbers like [3, 1, 2] or '3 1 2'")
    seen: set[int] = set()
    for x in numbers:
        if isinstance(x, bool) or not isinstance(x, int):
            raise QuicksortError(f"Quicksort {numbers}: {x!r} is not a whole number")
        if x in seen:
            raise QuicksortError(f"Quicksort {numbers}: {x} appears twice; the numbers must "
                                 "be distinct")
        seen.add(x)
    return tuple(numbers)


def _from_words(words: list[str], options: dict[str, Any]) -> Quicksort:
    return Quicksort(read_diagram(words))


RULESET = Ruleset(
    "quicksort", Quicksort, "pivot a sequence around one of its numbers",
    "NUMBER ...", "distinct numbers in their order, like 4 1 6 5 7 3 8 2",
    _from_words, example=("4", "1", "6", "5", "7", "3", "8", "2"),
    examples=(("4 1 6 5 7 3 8 2", "*5 (cgt-tools)"),
              ("2 3 4 5 1", "*4: 2, 3, ..., n, 1 is *(n-1)")),
    source="A. Chen, The Quicksort Game (2016); cgt-tools",
)

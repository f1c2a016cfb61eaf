"""Subtraction games: one heap, remove a number of tokens taken from a fixed set."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from cgt import Cell, CGTError, ImpartialPosition, Outcome, ProgressReport
from cgt.games import table_spec
from cgt.games.nim import check_heap, format_heaps, parse_heaps
from cgt.games.registry import Ruleset
from cgt.games.words import expect_words, read_diagram, read_integer, read_integer_set

__all__ = ["Subtraction", "misere_wins"]

#: Heaps above this size get their Grundy value from the heap-game engine
#: (an array, and the period once it is proven) instead of the solver's
#: position-by-position search.
ARRAY_THRESHOLD = 1000

#: Misère outcomes are computed heap by heap up to this size looking for a cycle.
MISERE_LIMIT = 1_000_000

_DIAGRAM = re.compile(r"\s*take\s*\{(?P<moves>[^}]*)\}\s*from\s+(?P<heap>.*?)\s*", re.DOTALL)


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Subtraction(ImpartialPosition):
    """A position of the subtraction game with subtraction set ``S``.

    Rules: one heap of ``n`` tokens. A move removes ``s`` tokens for some
    ``s`` in ``S`` (a finite set of positive integers), as long as the heap
    does not go below zero. The player who cannot move loses.

    Misère play (taking the last token loses: the player with no move
    wins) is given by :attr:`misere_outcome`.

    Diagram: ``take {1, 2, 3} from oooooooooo`` (the heap as tokens, or as
    a size when large; see :func:`cgt.games.nim.parse_heaps`).

    >>> p = Subtraction({1, 2, 3}, 10)
    >>> print(p)
    take {1, 2, 3} from oooooooooo
    >>> p.grundy, p.winning_moves()
    (2, [Subtraction({1, 2, 3}, 8)])
    >>> [Subtraction({2, 3, 7}, n).grundy for n in range(1, 11)]
    [0, 1, 1, 2, 0, 0, 1, 1, 2, 0]
    >>> [n for n in range(14) if str(Subtraction({1, 2, 3}, n).misere_outcome) == "P"]
    [1, 5, 9, 13]
    >>> Subtraction.parse("take {1,2,3} from 1000001").grundy
    1
    >>> Subtraction({0, 2}, 5)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: subtraction set {0, 2}: 0 is not a positive integer
    """

    title = 'Subtraction game'
    symbols: ClassVar[Mapping[str, Cell]] = {"o": Cell.NEUTRAL}

    subtraction_set: tuple[int, ...]
    heap: int

    def __init__(self, subtraction_set: Iterable[int], heap: int) -> None:
        object.__setattr__(self, "subtraction_set", _check_set(subtraction_set))
        object.__setattr__(
            self, "heap", check_heap(heap, f"Subtraction({_show(self.subtraction_set)}, {heap!r})")
        )

    @classmethod
    def parse(cls, text: str) -> Subtraction:
        """The position written ``take {s1, s2, ...} from <heap>``."""
        if not isinstance(text, str):
            raise CGTError(f"Subtraction diagram must be text, not {type(text).__name__}")
        found = _DIAGRAM.fullmatch(text)
        if found is None:
            raise CGTError(
                f"Subtraction {text!r}: expected 'take {{1, 2, 3}} from ooooo' "
                "(a subtraction set in braces, then the heap)"
            )
        words = [w for w in re.split(r"[\s,]+", found["moves"]) if w]
        if not all(w.isascii() and w.isdigit() for w in words):
            raise CGTError(f"Subtraction {text!r}: the subtraction set must list positive integers")
        heaps = parse_heaps(found["heap"], name="Subtraction heap")
        if len(heaps) != 1:
            raise CGTError(f"Subtraction {text!r}: expected one heap, found {len(heaps)}")
        return cls({read_integer(w, "Subtraction move") for w in words}, heaps[0])

    def moves(self) -> Iterator[Subtraction]:
        n = self.heap
        for s in self.subtraction_set:
            if s > n:
                break
            yield _subtraction(self.subtraction_set, n - s)

    def key(self) -> tuple[tuple[int, ...], int]:
        return (self.subtraction_set, self.heap)

    def known_grundy(self) -> int | None:
        """Large heaps, even ``10**100``, from :class:`cgt.games.heap.HeapGame`."""
        if self.heap > ARRAY_THRESHOLD:
            from cgt.games.heap import HeapGame

            return HeapGame.subtraction(self.subtraction_set).nim_value(self.heap)
        return None

    def nim_values(self, upto: int | None = None, *,
                   progress: Callable[[ProgressReport], object] | bool | None = None,
                   ) -> list[int]:
        """Grundy values of the heaps ``0, 1, ..., upto`` (default: this heap),
        by the mex rule over a plain array; ``progress`` is told the heaps
        computed (see :func:`cgt.reporting_progress`).

        >>> Subtraction({1, 2, 3}, 0).nim_values(9)
        [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]
        """
        from cgt.games.heap import HeapGame

        top = self.heap if upto is None else check_heap(upto, f"nim_values({upto!r})")
        return HeapGame.subtraction(self.subtraction_set).nim_values(top, progress=progress)

    @property
    def misere_outcome(self) -> Outcome:
        """Outcome in misère play (the player with no move wins): P or N, for
        heaps of any size (see :func:`misere_wins`).

        >>> str(Subtraction({1, 2}, 10**31).misere_outcome)
        'P'
        """
        return Outcome.N if misere_wins(self.subtraction_set, self.heap) else Outcome.P

    def __str__(self) -> str:
        return f"take {_show(self.subtraction_set)} from {format_heaps([self.heap])}"

    def __repr__(self) -> str:
        return f"Subtraction({_show(self.subtraction_set)}, {self.heap})"


def misere_wins(moves: tuple[int, ...], heap: int) -> bool:
    """Whether the player to move wins a heap of ``heap`` in misère play,
    removing ``moves`` (a sorted tuple) tokens.

    Once the heap is at least ``m = max(moves)``, whether it wins depends
    only on which of the ``m`` heaps below it win, so the sequence enters a
    cycle as soon as a window of ``m`` results repeats: a heap beyond it is
    answered from the cycle, however large. Windows are ``m``-bit integers
    (bit ``i``: whether heap ``n - 1 - i`` wins); a window whose bits at the
    moves are all set leaves only winning options, a loss.

    >>> moves = (1, 2, 3)
    >>> [n for n in range(14) if not misere_wins(moves, n)]
    [1, 5, 9, 13]
    >>> misere_wins(moves, 4 * 10**40 + 1), misere_wins(moves, 4 * 10**40 + 2)
    (False, True)
    """
    m = moves[-1]
    wins: list[bool] = []
    for n in range(min(heap, m - 1) + 1):
        options = [wins[n - s] for s in moves if s <= n]
        wins.append(not options or not all(options))
    if heap < m:
        return wins[heap]
    full = (1 << m) - 1
    at_moves = sum(1 << (s - 1) for s in moves)
    window = sum(1 << i for i in range(m) if wins[m - 1 - i])
    first_seen: dict[int, int] = {}
    for n in range(m, heap + 1):
        start = first_seen.setdefault(window, n)
        if start != n:  # heap n plays as heap start: a cycle of n - start
            return wins[start + (heap - start) % (n - start)]
        if n > MISERE_LIMIT:
            raise CGTError(
                f"Subtraction({_show(moves)}, {heap}): the misère outcomes show no cycle "
                f"within {MISERE_LIMIT} heaps"
            )
        win = window & at_moves != at_moves
        wins.append(win)
        window = (window << 1 | win) & full
    return wins[heap]


def _show(moves: tuple[int, ...]) -> str:
    return "{" + ", ".join(map(str, moves)) + "}"


def _check_set(moves: object) -> tuple[int, ...]:
    if isinstance(moves, (str, bytes)) or not isinstance(moves, Iterable):
        raise CGTError(
            f"subtraction set {moves!r} is not a collection of positive integers, e.g. {{1, 2, 3}}"
        )
    given = list(moves)
    shown = _show(tuple(given)) if given else "{}"
    if not given:
        raise CGTError("subtraction set {} is empty: give at least one positive integer")
    for s in given:
        if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
            raise CGTError(f"subtraction set {shown}: {s!r} is not a positive integer")
    return tuple(sorted(set(given)))


def _subtraction(moves: tuple[int, ...], heap: int) -> Subtraction:
    """A position from checked fields (no validation: for move generation)."""
    position = object.__new__(Subtraction)
    object.__setattr__(position, "subtraction_set", moves)
    object.__setattr__(position, "heap", heap)
    return position


def _from_words(words: list[str], options: dict[str, Any]) -> Subtraction:
    text = read_diagram(words)
    if text.strip().startswith("take"):
        return Subtraction.parse(text)
    expect_words(words, 2, "SET HEAP, e.g. 1,2,3 10")
    subtraction_set = read_integer_set(words[0], "subtraction set")
    return Subtraction(subtraction_set, read_integer(words[1], "heap"))


def _table(args: Any, progress: table_spec.Progress = table_spec.no_progress) -> table_spec.Grid:
    """``cgt table subtraction SET``: the Grundy sequence, its period marked
    when the heap games' test proves one."""
    from cgt.games.heap import HeapGame

    moves = sorted(read_integer_set(args.rule, "subtraction set"))
    values = Subtraction(moves, args.upto).nim_values()
    progress(1, 1)
    try:
        periodicity = HeapGame.subtraction(set(moves)).periodicity()
    except CGTError:
        periodicity = None
    shown = "{" + ", ".join(map(str, moves)) + "}"
    return table_spec.sequence_grid(f"Subtraction game S = {shown}: Grundy values g(n)", values,
                         periodicity, {"ruleset": "subtraction", "subtraction_set": moves})


def _heaps_of(rule: str) -> Callable[[int], Subtraction]:
    """The heaps of the subtraction game ``rule`` (``cgt table subtraction --misere``)."""
    return partial(Subtraction, read_integer_set(rule, "subtraction set"))


RULESET = Ruleset(
    "subtraction", Subtraction, "one heap; remove s tokens, s in the subtraction set",
    "SET HEAP", "a subtraction set such as 1,2,3 and a heap size",
    _from_words, example=("1,2,3", "10"),
    examples=(("1,2,3 10", "Grundy 2: take 2"), ("2,3,7 20", "period 5")),
    source="the course's Prolog benchmarks",
    table=table_spec.TableSpec(
        "Grundy sequence of a subtraction game, the period marked",
        table_spec.sequence_options("a subtraction set such as 1,2,3", "SET"),
        _table, (("2,3,7 --upto 30", "period 5"), ("1,2,3 --misere", "misère play")),
        misere=table_spec.misere_sequence("subtraction", _heaps_of, "Subtraction game")),
)

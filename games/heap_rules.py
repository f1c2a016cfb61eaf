"""Heap rulesets given by their moves: CGSuite's ``HeapRuleset``, for any rule.

In CGSuite a *heap ruleset* ``R`` is known by its ``HeapOptions``: for each
heap size ``n``, the moves from a heap of ``n``, each move a list of the
heaps it leaves (``[]``: the heap is gone). A position is a sum of heaps,
and a heap's nim value is the mex of the nim sums of its moves (Siegel,
*Combinatorial Game Theory*, IV.1). Anything with a ``heap_options(n)``
method is a heap ruleset here (:class:`HeapRuleset`): the take-and-break
games of :class:`cgt.games.heap.HeapGame`, the spawning games of
:mod:`cgt.games.spawning`, and :class:`HeapRules`, which takes its moves
from a function, as CGSuite's ``HeapRuleset(fn)`` does. The products of
two heap rulesets are in :mod:`cgt.games.heap_products`.

>>> grundys = HeapRules("Grundy's game", lambda n: [[k, n - k] for k in range(1, n) if 2 * k < n])
>>> grundys.nim_values(10)
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]
>>> p = grundys(5, 4)
>>> p.grundy, [str(q) for q in p.moves()][:2]
(2, ["Grundy's game: 1 3 5", "Grundy's game: 1 4 4"])
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from functools import reduce
from operator import xor
from typing import Protocol, runtime_checkable

from cgt import CGTError, ImpartialPosition, Position, RulesetToken, mex
from cgt.games.words import as_integer

__all__ = ["HeapRules", "HeapRuleset", "HeapSum", "RulesetToken", "check_heap", "heap_nim_values",
           "identity", "label"]

#: The largest heap a ruleset given by its moves is asked about: their moves
#: are listed one by one, and may be as many as the subsets of the heap.
HEAP_LIMIT = 10_000
#: The most moves listed from one heap (Motley's heap of 40 has 2^39).
MOVE_LIMIT = 200_000


@runtime_checkable
class HeapRuleset(Protocol):
    """A heap ruleset: the moves from one heap, each the heaps it leaves."""

    def heap_options(self, n: int) -> Iterable[Sequence[int]]:
        """The moves from a heap of ``n``, each a sequence of the heaps it leaves."""
        ...  # pragma: no cover


def check_heap(n: object, where: str = "heap") -> int:
    """A heap size: a non-negative integer up to :data:`HEAP_LIMIT`.

    >>> check_heap(-1)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: heap -1 is not a heap size (0 to 10000)
    """
    size = as_integer(n)
    if size is None or not 0 <= size <= HEAP_LIMIT:
        raise CGTError(f"{where} {n!r} is not a heap size (0 to {HEAP_LIMIT})")
    return size


def label(ruleset: object) -> str:
    """How a heap ruleset is named in texts and keys: its ``code`` when it has
    one (take-and-break and spawning codes), else its ``name``, else its repr.

    >>> from cgt.games.heap import KAYLES
    >>> label(KAYLES), label(HeapRules("mine", lambda n: []))
    ('0.77', 'mine')
    """
    for attribute in ("code", "name"):
        found = getattr(ruleset, attribute, None)
        if isinstance(found, str):
            return found
    return repr(ruleset)


def identity(ruleset: object) -> Hashable:
    """What tells a heap ruleset apart in the solver's keys: its ``code``
    when it has one (a code is the rules), the label and the ruleset's own
    token for a :class:`HeapRules` (two functions may share a name, and the
    transposition tables outlive the rulesets), else its label.

    >>> from cgt.games.heap import KAYLES
    >>> identity(KAYLES)
    '0.77'
    >>> identity(HeapRules("mine", lambda n: [])) == identity(HeapRules("mine", lambda n: []))
    False
    """
    code = getattr(ruleset, "code", None)
    if isinstance(code, str):
        return code
    if isinstance(ruleset, HeapRules):
        return (ruleset.name, ruleset.token)
    return label(ruleset)


#: Nim values computed so far, by ruleset: nim values of rulesets that
#: keep none of their own (a HeapGame keeps its own, and is asked).
_NIM_VALUES: dict[int, tuple[object, list[int]]] = {}


def heap_nim_values(ruleset: HeapRuleset, n: int) -> list[int]:
    """The nim values of the heaps ``0 .. n`` of ``ruleset``: each the mex of
    the nim sums of its moves.

    >>> from cgt.games.heap import KAYLES
    >>> heap_nim_values(KAYLES, 6) == KAYLES.nim_values(6)
    True
    """
    n = check_heap(n)
    own = getattr(ruleset, "nim_values", None)
    if callable(own) and not isinstance(ruleset, HeapRules):
        return list(own(n))
    entry = _NIM_VALUES.get(id(ruleset))
    if entry is None or entry[0] is not ruleset:
        entry = _NIM_VALUES[id(ruleset)] = (ruleset, [])
    values = entry[1]
    for heap in range(len(values), n + 1):
        sums = set()
        for option in ruleset.heap_options(heap):
            g = 0
            for h in option:
                g ^= values[h]
            sums.add(g)
        values.append(mex(sums))
    return values[: n + 1]


class HeapRules:
    """A heap ruleset whose moves come from a function: ``HeapRules(name, options)``,
    where ``options(n)`` lists the moves from a heap of ``n``, each a list of
    the heaps left (CGSuite's ``game.heap.HeapRuleset(fn)``).

    ``HeapRules(...)(3, 5)`` is the sum of a heap of 3 and a heap of 5.

    Each ruleset made here is its own, whatever its name: two functions
    given one name are two rulesets, and the solver's tables tell them
    apart by :attr:`token` (a copy, pickled, keeps it). Their values are
    not kept in a value store (see :class:`cgt.RulesetToken`).

    >>> HeapRules("bad", lambda n: [[n]]).heap_options(2)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: bad: a move from a heap of 2 leaves a heap of 2; each heap left \
must be smaller
    """

    __slots__ = ("_options", "_rule", "name", "token")

    def __init__(self, name: str, options: Callable[[int], Iterable[Sequence[int]]]) -> None:
        self.name = name
        self._rule = options
        self._options: dict[int, tuple[tuple[int, ...], ...]] = {}
        self.token = RulesetToken.new()

    def heap_options(self, n: int) -> tuple[tuple[int, ...], ...]:
        """The moves from a heap of ``n``, each the sorted heaps it leaves."""
        n = check_heap(n)
        found = self._options.get(n)
        if found is None:
            moves: dict[tuple[int, ...], None] = {}
            for option in self._rule(n):
                if len(moves) >= MOVE_LIMIT:
                    raise CGTError(f"{self.name}: a heap of {n} has more than {MOVE_LIMIT} "
                                   "moves; ask about smaller heaps")
                heaps = tuple(sorted(check_heap(h, f"{self.name}: a move from {n} leaves")
                                     for h in option))
                if heaps and heaps[-1] >= n:
                    # heaps that never shrink would make play endless
                    raise CGTError(f"{self.name}: a move from a heap of {n} leaves a heap of "
                                   f"{heaps[-1]}; each heap left must be smaller")
                moves[heaps] = None
            found = self._options[n] = tuple(moves)
        return found

    def nim_value(self, n: int) -> int:
        """The nim value of one heap of ``n``."""
        return heap_nim_values(self, n)[n]

    def nim_values(self, n: int) -> list[int]:
        """The nim values of the heaps ``0 .. n``."""
        return heap_nim_values(self, n)

    def __call__(self, *sizes: int) -> HeapSum:
        return HeapSum(self, sizes)

    def __repr__(self) -> str:
        return f"HeapRules({self.name!r}, ...)"

    def __str__(self) -> str:
        return self.name


class HeapSum(ImpartialPosition):
    """A sum of heaps of one heap ruleset: ``HeapSum(ruleset, (3, 5))``.

    Each heap is an independent game (:meth:`components`), and the Grundy
    value is the nim sum of the heaps' nim values.

    >>> from cgt.games.heap import KAYLES
    >>> HeapSum(KAYLES, (3, 4)).grundy == KAYLES(3, 4).grundy
    True
    """

    title = "Heap ruleset"

    __slots__ = ("ruleset", "sizes")

    ruleset: HeapRuleset
    sizes: tuple[int, ...]

    def __init__(self, ruleset: HeapRuleset, sizes: Iterable[int]) -> None:
        if not isinstance(ruleset, HeapRuleset):
            raise CGTError(f"{ruleset!r} is not a heap ruleset (it has no heap_options)")
        self.ruleset = ruleset
        self.sizes = tuple(sorted(check_heap(h) for h in sizes))

    def moves(self) -> Iterator[HeapSum]:
        sizes = self.sizes
        for i, h in enumerate(sizes):
            if i and sizes[i - 1] == h:
                continue  # equal heaps have the same moves
            others = sizes[:i] + sizes[i + 1 :]
            for option in self.ruleset.heap_options(h):
                yield HeapSum(self.ruleset, others + tuple(option))

    def components(self) -> tuple[HeapSum, ...]:
        if len(self.sizes) < 2:
            return (self,)
        return tuple(HeapSum(self.ruleset, (h,)) for h in self.sizes)

    def key(self) -> Hashable:
        return (identity(self.ruleset), self.sizes)

    def known_grundy(self) -> int:
        """The solver's shortcut: the nim sum of the heaps' nim values."""
        return self.grundy

    def estimated_positions(self) -> float:
        """The heaps valued on the way: every heap up to the largest."""
        return float(self.sizes[-1] + 1 if self.sizes else 1)

    @property
    def grundy(self) -> int:
        """The nim sum of the heaps' nim values."""
        if not self.sizes:
            return 0
        values = heap_nim_values(self.ruleset, self.sizes[-1])
        return reduce(xor, (values[h] for h in self.sizes), 0)

    def __add__(self, other: object) -> Position:
        if isinstance(other, HeapSum) and other.ruleset is self.ruleset:
            return HeapSum(self.ruleset, self.sizes + other.sizes)
        return super().__add__(other)

    def __eq__(self, other: object) -> bool:
        # rulesets are told apart by their identity, as the solver's keys do
        # (a pickled position comes back with a copy of its ruleset, token and all)
        return isinstance(other, HeapSum) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash((identity(self.ruleset), self.sizes))

    def __str__(self) -> str:
        return f"{label(self.ruleset)}: {' '.join(map(str, self.sizes)) or '(no heaps)'}"

    def __repr__(self) -> str:
        return f"HeapSum({self.ruleset!r}, {self.sizes!r})"

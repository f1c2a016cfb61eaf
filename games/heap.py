"""Heap games from take-and-break codes, as CGSuite reads them.

A *take-and-break code* ``d0.d1 d2 d3 ...`` describes a game played on heaps
of tokens: a move picks one heap, removes ``k`` tokens from it and leaves
the rest as ``j`` heaps, which is allowed exactly when bit ``j`` of digit
``dk`` is set (*Winning Ways*, ch. 4; Siegel, *Combinatorial Game Theory*,
IV.2). Heaps left behind are never empty. So in ``0.77`` (Kayles) a move
removes one or two tokens and leaves 0, 1 or 2 heaps; in ``0.07`` (Dawson's
Kayles) it removes exactly two.

Codes accepted (CGSuite's ``TakeAndBreak`` syntax, within what is listed):

- digits ``0``-``9`` and ``A``-``V`` (base 32; case-insensitive), or
  ``&N;`` for a larger digit ``N``: octal codes (digits 0-7, at most 2
  heaps), hexadecimal codes (``0.3F``: up to 3 heaps), and beyond;
- the digit before the point is ``d0`` (remove nothing): only splitting
  bits (``4.07``: a heap may also be split in two without removing
  anything); a ``d0`` with bit 0 or 1 would let a move change nothing;
- a constraint after a digit, on the heaps its move leaves: ``!`` pairwise
  unequal, ``?`` not all equal, ``=`` all equal. ``4!.0`` is Grundy's game:
  split a heap into two unequal heaps (for two heaps ``!`` and ``?`` mean
  the same); in ``0.3F!`` a move that removes two tokens may leave three
  heaps only if no two are equal;
- a repeating tail in brackets, ``[...]``, at the end: ``0.[3]`` is Nim
  (remove any number), ``0.030[3]`` the all-but subtraction game that may
  not remove 1 or 3 (CGSuite's ``Subtraction({1, 3}, allbut => true)``).

Not accepted: CGSuite's ``*`` and ``{...}`` digits (any number of heaps)
and codes with more than one digit before the point (moves that add tokens).

Nim values are computed with arrays and bit sets, never one position object
per heap: the set of nim sums of the two-heap splits of a heap is formed in
one pass with big-integer exclusive or over packed values, and searched with
``bytes.find``. Once a theorem proves the sequence (arithmetic-)periodic
(:mod:`cgt.impartial.periodicity`), heaps of any size are answered from the period.

>>> kayles = HeapGame("0.77")
>>> kayles.nim_values(12)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> kayles.periodicity()
Periodicity(preperiod=71, period=12, saltus=0)
>>> kayles(10**100).grundy, (kayles(3) + kayles(5)).value
(1, cgt.parse('*7'))
>>> HeapGame("4!.0").nim_values(10)
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]
>>> HeapGame.subtraction({1, 2, 3})(10**100).grundy
0
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from functools import partial, reduce
from operator import xor
from typing import Any, ClassVar

from cgt import (
    CGTError,
    Genus,
    ImpartialPosition,
    MisereQuotient,
    Outcome,
    Periodicity,
    Player,
    Position,
    ProgressReport,
    misere,
    misere_heap_quotient,
    reporting_progress,
)
from cgt import periodicity as periods
from cgt.games import table_spec
from cgt.games.heap_code import Code, parse_code
from cgt.games.heap_sequence import NimSequence, set_bits
from cgt.games.registry import Ruleset
from cgt.games.words import RulesetError, read_integer

__all__ = [
    "COMPUTE_LIMIT",
    "DAWSONS_CHESS",
    "DAWSONS_KAYLES",
    "GRUNDYS_GAME",
    "KAYLES",
    "NIM",
    "PERIODICITY_LIMIT",
    "Heap",
    "HeapGame",
]

#: :meth:`HeapGame.periodicity` computes at most this many heaps looking for a proof.
PERIODICITY_LIMIT = 1 << 15
#: ``cgt table heap`` looks for a period among at least this many heaps.
TABLE_PERIOD_SEARCH = 1 << 12
#: Heaps up to this size are computed when no period is proven (codes whose
#: moves split heaps cost O(n) a heap: a tenth of it); larger ones need a
#: proven period.
COMPUTE_LIMIT = 1_000_000
#: Heaps computed between two counts told to a progress reporter.
_PROGRESS_STEP = 256
#: The longest take-and-break code written for a subtraction set (its digits
#: are the heap sizes that may be taken).
MAX_CODE_DIGITS = 100_000
#: Heaps larger than this are shown as numbers rather than rows of tokens.
_TOKENS_SHOWN = 30

# -- the ruleset ---------------------------------------------------------------------------


class HeapGame:
    """A heap game given by a take-and-break code (see :mod:`cgt.games.heap`).

    ``HeapGame(code)(n)`` is the position of one heap of ``n`` tokens (a
    :class:`Heap`); ``HeapGame(code)(3, 5)`` has two heaps. One object per
    code: values computed for a code are kept for every later question.

    >>> dawson = HeapGame("0.07")
    >>> dawson.periodicity()
    Periodicity(preperiod=53, period=34, saltus=0)
    >>> HeapGame("0.07") is dawson, str(dawson(8)), dawson(8).winning_moves()
    (True, '0.07: oooooooo', [HeapGame('0.07')(1, 5), HeapGame('0.07')(3, 3)])
    """

    _instances: ClassVar[dict[str, HeapGame]] = {}

    code: str

    def __new__(cls, code: str) -> HeapGame:
        parsed = parse_code(code)
        found = cls._instances.get(parsed.text)
        if found is None:
            found = super().__new__(cls)
            found._setup(parsed)
            cls._instances[parsed.text] = found
        return found

    def _setup(self, parsed: Code) -> None:
        self._code = parsed
        self.code = parsed.text
        self._sequence = NimSequence(parsed)
        self._proof: Periodicity | None = None
        self._checked = 0  # prefix length already searched for a proof
        self._options: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._misere: misere.MisereSolver[int] | None = None
        self._quotients: dict[int | tuple[int | None, int | None], MisereQuotient] = {}

    def __reduce__(self) -> tuple[type[HeapGame], tuple[str]]:
        return (HeapGame, (self.code,))

    def clear(self) -> None:
        """Forget every computed value, period and misère table (e.g. to time them)."""
        self._setup(self._code)

    # -- constructors -------------------------------------------------------------------

    @classmethod
    def subtraction(cls, subtraction_set: Iterable[int], all_but: bool = False) -> HeapGame:
        """The subtraction game removing ``s`` tokens, ``s`` in the set (or, with
        ``all_but=True``, any number of tokens not in it).

        >>> HeapGame.subtraction({1, 2, 3}).code, HeapGame.subtraction({1, 3}, all_but=True).code
        ('0.333', '0.030[3]')
        """
        if isinstance(subtraction_set, (str, bytes)) or not isinstance(subtraction_set, Iterable):
            raise CGTError(f"subtraction set {subtraction_set!r} is not a collection of integers")
        moves = set(subtraction_set)
        for s in moves:
            if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
                raise CGTError(
                    f"subtraction set {sorted(moves, key=repr)!r}: {s!r} is not a positive integer"
                )
        if not moves and not all_but:
            raise CGTError("subtraction set is empty: give at least one positive integer")
        largest = max(moves, default=0)
        if largest > MAX_CODE_DIGITS:
            named = str(largest) if largest.bit_length() < 1000 else \
                f"a number of {largest.bit_length():,} bits"
            raise CGTError(
                f"subtraction set: {named} is more than the {MAX_CODE_DIGITS:,} tokens a "
                "take-and-break code can take at once (one digit per heap size)")
        digits = "".join(
            "3" if (k in moves) != all_but else "0" for k in range(1, max(moves, default=0) + 1)
        )
        return cls(f"0.{digits}" + ("[3]" if all_but else ""))

    @classmethod
    def nim(cls) -> HeapGame:
        """Nim, ``0.[3]``: remove any number of tokens from one heap."""
        return cls("0.[3]")

    # -- positions ------------------------------------------------------------------------

    def __call__(self, *sizes: int) -> Heap:
        return Heap(self, sizes)

    def heap_options(self, n: int) -> tuple[tuple[int, ...], ...]:
        """The moves from one heap of ``n``: tuples of the heaps left, sorted.

        >>> HeapGame("0.77").heap_options(4)
        ((3,), (1, 2), (2,), (1, 1))
        >>> HeapGame("4!.0").heap_options(6)
        ((1, 5), (2, 4))
        """
        n = _check_heap(n)
        found = self._options.get(n)
        if found is None:
            if n > COMPUTE_LIMIT:
                raise CGTError(f"{self!r}: heap {n} has too many moves to list")
            code = self._code
            options: dict[tuple[int, ...], None] = {}
            last = n if code.tail else min(n, len(code.digits))
            for k in range(last + 1):
                digit = code.digit(k)
                rest = n - k
                for j in set_bits(digit.mask, 0):
                    for parts in _partitions(rest, j, digit.constraint):
                        options[parts] = None
            found = self._options[n] = tuple(options)
        return found

    # -- nim values -------------------------------------------------------------------------

    def nim_value(self, n: int) -> int:
        """The nim value of one heap of ``n`` (any size once a period is proven)."""
        n = _check_heap(n)
        values = self._sequence.values
        if n < len(values):
            return values[n]
        if self._proof is None:
            self.periodicity(max_heap=self._search_bound(n))
        if self._proof is not None:
            return periods.nim_value(self._sequence.values, self._proof, n)
        limit = self._compute_limit()
        if n <= limit:
            return self._sequence.extend(n)[n]
        raise CGTError(
            f"{self!r}: heap {n} is beyond the {limit} heaps computed on demand, and "
            f"no period is proven (searched heaps below {self._checked}); "
            "its nim value is not known"
        )

    def nim_values(self, n: int, *, use_periodicity: bool = True,
                   progress: Callable[[ProgressReport], object] | bool | None = None,
                   ) -> list[int]:
        """Nim values of heaps ``0, 1, ..., n``.

        With ``use_periodicity`` (the default), values past a proven period are
        filled in from it; otherwise every heap is computed by the mex rule.
        ``progress`` is told the heaps computed (as positions solved; see
        :func:`cgt.reporting_progress`).

        >>> HeapGame("0.07").nim_values(10)
        [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
        """
        n = _check_heap(n)
        sequence = self._sequence
        with reporting_progress(progress, estimate=max(1, n + 1 - len(sequence.values)),
                                description=f"nim values of {self.code}"):
            if n >= len(sequence.values) and use_periodicity and self._proof is None:
                self.periodicity(max_heap=self._search_bound(n))
            values = sequence.values
            if n < len(values) or self._proof is None or not use_periodicity:
                return self._extend(n)[: n + 1]
            return values[:] + [
                periods.nim_value(values, self._proof, m) for m in range(len(values), n + 1)
            ]

    def _extend(self, top: int) -> list[int]:
        """The sequence computed up to heap ``top``, a few hundred heaps at a
        time, each step counted as positions solved by the progress reporter
        of the work around (if any)."""
        sequence = self._sequence
        with reporting_progress(None) as reporter:
            while len(sequence.values) <= top:
                before = len(sequence.values)
                sequence.extend(min(top, before + _PROGRESS_STEP - 1))
                reporter.count(len(sequence.values) - before)
        return sequence.values

    def _compute_limit(self) -> int:
        return COMPUTE_LIMIT // 10 if self._code.max_heaps >= 2 else COMPUTE_LIMIT

    def _search_bound(self, n: int) -> int:
        """How far to look for a period before computing heap ``n`` directly:
        past ``n``, doubling what was searched before, within the limit (256
        heaps for codes that split a heap in three or more: heap ``k`` costs
        a search over pairs of heaps, so the work grows as the cube)."""
        return min(max(n + 1, 2 * self._checked), self._period_search_limit())

    def _period_search_limit(self) -> int:
        """The most heaps searched for a period: fewer for codes that split a
        heap in three or more, whose heaps cost a search over pairs of heaps."""
        return PERIODICITY_LIMIT >> 7 if self._code.max_heaps >= 3 else PERIODICITY_LIMIT

    def periodicity(self, max_heap: int | None = None) -> Periodicity | None:
        """``(preperiod, period, saltus)`` once a theorem proves it, else ``None``.

        Heaps below ``max_heap`` (by default 32,768, or 256 for codes that
        split a heap in three or more) are computed (doubling from 128) until
        the prefix proves periodicity:

        - finite codes without constraints: the Guy-Smith periodicity
          theorem (:func:`cgt.impartial.periodicity.octal_periodicity`);
        - codes that never split a heap and end in one repeated digit
          (all-but subtraction games, Nim): the arithmetic-periodicity
          lemma of :func:`cgt.impartial.periodicity.subtraction_periodicity`.

        Other codes (Grundy's game ``4!.0``, other constraints, repeating
        parts with splits or of several digits) have no test here: ``None``.

        >>> HeapGame.nim().periodicity(), HeapGame("0.[3]")(10**30).grundy == 10**30
        (Periodicity(preperiod=0, period=1, saltus=1), True)
        """
        if self._proof is not None:
            return self._proof
        test = self._periodicity_test()
        if test is None:
            return None
        if max_heap is None:
            max_heap = self._period_search_limit()
        size = self._checked
        while size < max_heap:
            size = min(max(2 * size, 128), max_heap)
            values = self._extend(size - 1)[:size]
            self._checked = size
            proof = test(values)
            if proof is not None:
                self._proof = proof
                return proof
        return None

    def _periodicity_test(self) -> Callable[[Sequence[int]], Periodicity | None] | None:
        code = self._code
        if code.constrained:
            return None
        if code.finite:
            removal = len(code.digits)
            heaps = max(code.max_heaps, 1)
            return lambda values: periods.octal_periodicity(values, removal, heaps)
        if code.max_heaps <= 1 and len(code.tail) == 1:
            t, last = len(code.digits), code.tail[0].mask
            return lambda values: periods.subtraction_periodicity(values, t, last)
        return None

    # -- misère play ---------------------------------------------------------------------------

    def misere_solver(self) -> misere.MisereSolver[int]:
        """The misère solver on heap sizes (its tables persist)."""
        if self._misere is None:
            self._misere = misere.MisereSolver(self.heap_options)
        return self._misere

    def misere_nim_values(self, n: int) -> list[int]:
        """Misère nim values ``G⁻`` of single heaps ``0, 1, ..., n``.

        Misère values of heaps do not add up: each needs a search over the
        sums of heaps it can reach, which grows quickly with ``n``.

        >>> HeapGame("0.77").misere_nim_values(9)
        [1, 0, 2, 3, 0, 1, 3, 2, 1, 0]
        """
        solver = self.misere_solver()
        return [solver.nim_value((h,)) for h in range(_check_heap(n) + 1)]

    def misere_quotient(self, max_heap: int | None = None, *, bound: int | None = None,
                        max_order: int | None = None) -> MisereQuotient:
        """The misère quotient of the sums of heaps (Plambeck and Siegel),
        proved for those sums when it is returned.

        Without ``max_heap`` heaps are added until the quotient is shown
        stable (then it decides sums of heaps of any size), at most
        ``bound`` heaps (400), stopping at a heap whose construction passes
        ``max_order`` elements (128: Dawson's Kayles, 0.07, stops at heap 25,
        which would take it from 24 elements to 144, and keeps heaps to 24);
        ``q.max_heap`` is the last heap used and ``q.stability`` says
        whether it is stable or why the search stopped. With ``max_heap``,
        the quotient of the heaps up to it.

        >>> q = HeapGame("0.75").misere_quotient()
        >>> q.order, q.presentation(), q.p_portion_words()
        (8, '⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩', ['a', 'b²'])
        >>> q.is_p_position([3, 5, 7]), q.stability
        (False, 'stable: period 2 from heap 8, shown with heaps up to 30')

        Kayles (0.77), whose quotient needs the classes of smaller heaps
        split as heaps grow, is stable from heap 71 with period 12:

        >>> k = HeapGame("0.77").misere_quotient()
        >>> k.order, k.is_stable, (k.stable_from, k.period), k.max_heap
        (40, True, (71, 12), 170)
        >>> HeapGame("0.77").misere_quotient(30).stability
        'not shown stable with heaps up to 30'
        """
        key = _check_heap(max_heap) if max_heap is not None else (bound, max_order)
        found = self._quotients.get(key)
        if found is None:
            t = 0 if self._code.tail else len(self._code.digits)
            build = partial(misere_heap_quotient, self.heap_options, max_heap, code_length=t)
            if bound is not None:
                build = partial(build, bound=bound)
            if max_order is not None:
                build = partial(build, max_order=max_order)
            found = self._quotients[key] = build()
        return found

    def proved_quotient(self, sizes: Sequence[int]) -> MisereQuotient | None:
        """A misère quotient already computed that decides a sum of heaps of
        ``sizes``: one covering the largest heap, or a stable one."""
        top = max(sizes, default=0)
        for quotient in self._quotients.values():
            if quotient.is_stable or top <= quotient.max_heap:
                return quotient
        return None

    def genus(self, n: int) -> Genus:
        """Conway's genus of a heap of ``n``.

        >>> str(HeapGame("0.77").genus(5)), str(HeapGame("0.137").genus(9))
        ('4^146', '3^1431')
        """
        return self(n).genus

    def __repr__(self) -> str:
        return f"HeapGame({self.code!r})"

    def __str__(self) -> str:
        return self.code


def _partitions(total: int, parts: int, constraint: str) -> Iterator[tuple[int, ...]]:
    """Sorted tuples of ``parts`` positive heaps adding up to ``total``."""
    if parts == 0:
        if total == 0:
            yield ()
        return
    if total < parts:
        return
    if parts == 1:
        yield (total,)
        return
    if constraint == "=":
        if total % parts == 0:
            yield (total // parts,) * parts
        return
    if constraint == "?":  # not all equal
        yield from (p for p in _sorted_parts(total, parts, 1, False) if p[0] != p[-1])
        return
    yield from _sorted_parts(total, parts, 1, constraint == "!")


def _sorted_parts(total: int, parts: int, low: int, strict: bool) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        if total >= low:
            yield (total,)
        return
    a = low
    while a * parts + (parts * (parts - 1) // 2 if strict else 0) <= total:
        for rest in _sorted_parts(total - a, parts - 1, a + 1 if strict else a, strict):
            yield (a, *rest)
        a += 1


def _check_heap(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise CGTError(f"heap size {n!r} is not a non-negative integer")
    return n


# -- positions ------------------------------------------------------------------------------


class Heap(ImpartialPosition):
    """Heaps of one :class:`HeapGame`: ``HeapGame("0.77")(3, 5)``.

    A move is a move in one heap; its result may have several heaps, which
    are independent (:meth:`components`). The Grundy value is the nim sum
    of the heaps' nim values, from the ruleset's table (instant for any
    heap once a period is proven); misère play has :attr:`misere_outcome`,
    :attr:`misere_nim_value` and :attr:`genus`.

    >>> kayles = HeapGame("0.77")
    >>> p = kayles(2, 3)
    >>> print(p), p.grundy, str(p.misere_outcome)
    0.77: oo ooo
    (None, 1, 'N')
    """

    title = 'Heap game'

    __slots__ = ("game", "sizes")

    def __init__(self, game: HeapGame, sizes: Iterable[int]) -> None:
        if not isinstance(game, HeapGame):
            raise CGTError(f"{game!r} is not a HeapGame")
        self.game = game
        self.sizes = tuple(sorted(h for h in map(_check_heap, sizes) if h))

    def moves(self) -> Iterator[Heap]:
        sizes = self.sizes
        for i, h in enumerate(sizes):
            if i and sizes[i - 1] == h:
                continue
            others = sizes[:i] + sizes[i + 1 :]
            for option in self.game.heap_options(h):
                yield Heap(self.game, others + option)

    def components(self) -> tuple[Heap, ...]:
        if len(self.sizes) < 2:
            return (self,)
        return tuple(Heap(self.game, (h,)) for h in self.sizes)

    def key(self) -> Hashable:
        return (self.game.code, self.sizes)

    def known_grundy(self) -> int:
        """The solver's shortcut: sums never expand a heap's moves."""
        return self.grundy

    @property
    def grundy(self) -> int:
        """The nim sum of the heaps' nim values."""
        return reduce(xor, map(self.game.nim_value, self.sizes), 0)

    def estimated_positions(self) -> float:
        """The positions a solve visits: one heap of each size up to the
        largest, for the nim sequence (:meth:`known_grundy`: the solver never
        expands a sum of heaps), or up to the limit of the period search,
        past which heaps are read from the period.

        >>> HeapGame("0.77")(1000, 999, 70).estimated_positions()
        1001.0
        """
        top = max(self.sizes, default=0)
        return float(min(top, self.game._period_search_limit()) + 1)

    def winning_moves(self, player: Player | str = Player.LEFT) -> list[ImpartialPosition]:
        if any(h > COMPUTE_LIMIT for h in self.sizes):
            raise CGTError(f"{self!r}: heaps this large have too many moves to list")
        return super().winning_moves(player)

    # -- misère play ---------------------------------------------------------------------

    def misere_solver(self) -> tuple[misere.MisereSolver[int], tuple[int, ...]]:
        return self.game.misere_solver(), self.sizes

    @property
    def misere_nim_value(self) -> int:
        """``G⁻``: 0 exactly when the player to move loses under misère play."""
        return self.game.misere_solver().nim_value(self.sizes)

    @property
    def misere_outcome(self) -> Outcome:
        """``P`` or ``N`` under misère play (the player who moves last loses).

        Read from a proved misère quotient when one covering these heaps was
        computed (:meth:`HeapGame.misere_quotient`), else searched.

        >>> kayles = HeapGame("0.77")
        >>> q = kayles.misere_quotient(170)
        >>> str(kayles(1000, 999, 70).misere_outcome)
        'N'
        """
        quotient = self.game.proved_quotient(self.sizes)
        if quotient is not None:
            return Outcome.P if quotient.is_p_position(self.sizes) else Outcome.N
        return Outcome.P if self.misere_nim_value == 0 else Outcome.N

    @property
    def genus(self) -> Genus:
        """Conway's genus ``g^(γ0 γ1 ...)`` (see :class:`cgt.impartial.misere.Genus`)."""
        return self.game.misere_solver().genus(self.sizes, self.grundy)

    # -- identity and display ----------------------------------------------------------

    def __add__(self, other: object) -> Position:
        if isinstance(other, Heap) and other.game is self.game:
            return Heap(self.game, self.sizes + other.sizes)
        return super().__add__(other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Heap) and other.game is self.game and other.sizes == self.sizes

    def __hash__(self) -> int:
        return hash((self.game.code, self.sizes))

    def __str__(self) -> str:
        shown = " ".join("o" * h if h <= _TOKENS_SHOWN else str(h) for h in self.sizes)
        return f"{self.game.code}: {shown or '(no heaps)'}"

    def __repr__(self) -> str:
        return f"{self.game!r}({', '.join(map(str, self.sizes)) or 0})"


KAYLES = HeapGame("0.77")
DAWSONS_KAYLES = HeapGame("0.07")
DAWSONS_CHESS = HeapGame("0.137")
GRUNDYS_GAME = HeapGame("4!.0")
NIM = HeapGame.nim()


def _from_words(words: list[str], options: dict[str, Any]) -> Heap:
    if not words:
        raise RulesetError("expected a take-and-break CODE and heap sizes, e.g. 0.77 10")
    game = HeapGame(words[0])
    return game(*(read_integer(w, "heap") for w in words[1:]))


def _table(args: Any, progress: table_spec.Progress = table_spec.no_progress) -> table_spec.Grid:
    """``cgt table heap CODE``: the nim sequence of one heap, its period marked."""
    game = HeapGame(args.rule)
    # A period is looked for among a few thousand heaps, not the 32,768 of
    # periodicity(): a code with no short period (0.106, 0.164) would make a
    # table of 50 heaps take a minute.
    search = max(args.upto + 1, TABLE_PERIOD_SEARCH)
    periodicity = game.periodicity(max_heap=min(search, game._period_search_limit()))
    values = game.nim_values(args.upto)
    progress(1, 1)
    return table_spec.sequence_grid(f"Heap game {game.code}: nim values of one heap", values,
                         periodicity, {"ruleset": "heap", "code": game.code})


RULESET = Ruleset(
    "heap", Heap, "take-and-break games given by their code (0.77 is Kayles)",
    "CODE HEAP ...", "a take-and-break code and heap sizes",
    _from_words, example=("0.77", "5", "7"),
    examples=(("0.77 10", "Kayles"), ("0.07 8", "Dawson's Kayles"), ("4!.0 9", "Grundy's game")),
    source="Winning Ways, ch. 4",
    table=table_spec.TableSpec(
        "nim sequence of a take-and-break game, the period marked",
        table_spec.sequence_options("a take-and-break code such as 0.77", "CODE"),
        _table, (("0.77 --upto 99", "Kayles: period 12 from 71"),
                 ("0.77 --upto 19 --misere", "misère Kayles")),
        misere=table_spec.misere_sequence("heap", HeapGame, "Heap game")),
)

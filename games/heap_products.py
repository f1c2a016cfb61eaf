"""The products of two heap rulesets, as CGSuite defines them.

CGSuite's ``HeapRuleset`` (``game/heap/HeapRuleset.cgs``) combines two heap
rulesets ``R`` and ``S`` (:mod:`cgt.games.heap_rules`; a move from a heap
leaves heaps ``a_1, ..., a_k``):

- :class:`PartizanJoin` ``R.PartizanJoin(S)``: one heap; Left moves as in
  ``R``, Right as in ``S``.
- :class:`AcrosticProduct` (impartial; Winning Ways, ch. 14): a position is
  a pair ``(m, n)``; a move plays ``R`` on ``m``, to ``(a_1, n) + ... +
  (a_k, n)``, or ``S`` on ``n``, to ``(m, b_1) + ... + (m, b_l)``.
- :class:`DirectProduct` (impartial; Winning Ways, ch. 13, the Tartan
  theorem): a move picks a move of ``R`` on ``m`` *and* one of ``S`` on
  ``n``, to ``Σ (a_i, n) + Σ (m, b_j) + Σ (a_i, b_j)``; its nim value is
  the nim product of the two nim values.
- :class:`CakeProduct` (partizan, CGSuite's ``GenCutcake``): as CGSuite's
  code plays it (``GenCutcake.cgs``, whose values its tests hold; its
  comment has the coordinates the other way round), Left plays ``R`` on
  ``n``, to ``(m, a_1) + ...``, and Right plays ``S`` on ``m``, to ``(b_1,
  n) + ...``: ``m`` is the rows of a cake and ``n`` its columns, as in
  :mod:`cgt.games.eatcake`. *Twisted*, the pair is swapped before each
  move: Left plays ``R`` on ``m``, to ``(n, a_1) + ...``, and Right ``S``
  on ``n``, to ``(b_1, m) + ...``.

A position of a product is a sum of pairs, each an independent game.

>>> from cgt.games.spawning import Spawning
>>> turnips, grunt = Spawning("3E"), Spawning("4FS")
>>> DirectProduct(turnips, grunt).nim_value(7, 19)  # CGSuite's GameHeapTest: 8
8
>>> from cgt.games.heap import HeapGame
>>> join = PartizanJoin(HeapGame.subtraction({1, 3}), HeapGame.subtraction({2, 3}))
>>> join(6).value  # CGSuite's GameHeapTest
cgt.parse('{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}')
>>> eatcake = CakeProduct(HeapGame("0.7"), HeapGame("0.7"))
>>> eatcake(8, 3).value  # Eatcake's 8x3, as cgt.games.eatcake has it
cgt.parse('{^^|*}')
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import Any

from cgt import CGTError, ImpartialPosition, Position, mex
from cgt.games.heap_rules import HeapRuleset, check_heap, identity, label
from cgt.games.registry import Option, Ruleset
from cgt.games.table_spec import (
    Grid,
    GridCell,
    Progress,
    TableSpec,
    bounded,
    grundy_cell,
    no_progress,
    position_value_cell,
)
from cgt.games.words import RulesetError, read_integer

__all__ = [
    "AcrosticProduct",
    "CakeProduct",
    "Coordinates",
    "DirectProduct",
    "ImpartialCoordinates",
    "JoinedHeaps",
    "PartizanJoin",
    "read_heap_ruleset",
]

Pair = tuple[int, int]


def _ruleset(ruleset: object, which: str) -> HeapRuleset:
    if not isinstance(ruleset, HeapRuleset):
        raise CGTError(f"the {which} ruleset {ruleset!r} is not a heap ruleset "
                       "(it has no heap_options)")
    return ruleset


def _as_pairs(pairs: tuple[Any, ...]) -> tuple[Any, ...]:
    """``(m, n)`` given as two integers is one pair."""
    if len(pairs) == 2 and all(isinstance(p, int) for p in pairs):
        return (pairs,)
    return pairs


def _pairs(pairs: Iterable[Sequence[int]], where: str) -> tuple[Pair, ...]:
    found = []
    for pair in pairs:
        if isinstance(pair, (str, bytes)) or len(pair) != 2:
            raise CGTError(f"{where}: {pair!r} is not a pair of heap sizes (m, n)")
        found.append((check_heap(pair[0], f"{where}: heap"), check_heap(pair[1], f"{where}: heap")))
    return tuple(sorted(found))


# -- the partizan join -------------------------------------------------------------------------


class PartizanJoin:
    """``PartizanJoin(R, S)``: heaps on which Left plays ``R`` and Right ``S``;
    ``PartizanJoin(R, S)(6, 2)`` is a sum of two heaps."""

    __slots__ = ("left", "name", "right", "tag")

    def __init__(self, left: HeapRuleset, right: HeapRuleset) -> None:
        self.left = _ruleset(left, "Left's")
        self.right = _ruleset(right, "Right's")
        self.name = f"{label(left)} | {label(right)}"
        self.tag = ("join", identity(left), identity(right))  # what keys tell apart

    def __call__(self, *sizes: int) -> JoinedHeaps:
        return JoinedHeaps(self, sizes)

    def __reduce__(self) -> tuple[Any, ...]:
        return (PartizanJoin, (self.left, self.right))

    def __repr__(self) -> str:
        return f"PartizanJoin({self.left!r}, {self.right!r})"


class JoinedHeaps(Position):
    """Heaps of a :class:`PartizanJoin`.

    >>> from cgt.games.heap import HeapGame
    >>> nim = HeapGame.nim()
    >>> PartizanJoin(nim, nim)(3).value  # both play Nim: a nim heap
    cgt.parse('*3')
    """

    title = "Partizan join"

    __slots__ = ("join", "sizes")

    def __init__(self, join: PartizanJoin, sizes: Iterable[int]) -> None:
        self.join = join
        self.sizes = tuple(sorted(check_heap(h) for h in sizes))

    def _moves(self, ruleset: HeapRuleset) -> Iterator[JoinedHeaps]:
        sizes = self.sizes
        for i, h in enumerate(sizes):
            if i and sizes[i - 1] == h:
                continue
            for option in ruleset.heap_options(h):
                yield JoinedHeaps(self.join, sizes[:i] + sizes[i + 1 :] + tuple(option))

    def left_moves(self) -> Iterator[JoinedHeaps]:
        """A move of Left's ruleset on one heap."""
        return self._moves(self.join.left)

    def right_moves(self) -> Iterator[JoinedHeaps]:
        """A move of Right's ruleset on one heap."""
        return self._moves(self.join.right)

    def components(self) -> tuple[JoinedHeaps, ...]:
        if len(self.sizes) < 2:
            return (self,)
        return tuple(JoinedHeaps(self.join, (h,)) for h in self.sizes)

    def key(self) -> Hashable:
        return (self.join.tag, self.sizes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, JoinedHeaps) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash((self.join.tag, self.sizes))

    def __str__(self) -> str:
        return f"{self.join.name}: {' '.join(map(str, self.sizes)) or '(no heaps)'}"

    def __repr__(self) -> str:
        return f"{self.join!r}({', '.join(map(str, self.sizes))})"


# -- products on pairs of heaps -------------------------------------------------------------------


class _Product:
    """A product of two heap rulesets: its positions are sums of pairs."""

    __slots__ = ("first", "name", "second", "tag")

    #: The product's name in texts and keys.
    kind = "product"

    def __init__(self, first: HeapRuleset, second: HeapRuleset) -> None:
        self.first = _ruleset(first, "first")
        self.second = _ruleset(second, "second")
        self.name = f"{label(first)} {self.kind} {label(second)}"
        self.tag = (self.kind, identity(first), identity(second))  # what keys tell apart

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.first!r}, {self.second!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.first, self.second))

    def _first_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        for option in self.first.heap_options(m):
            yield [(a, n) for a in option]

    def _second_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        for option in self.second.heap_options(n):
            yield [(m, b) for b in option]


class _ImpartialProduct(_Product):
    """An impartial product: the moves from one pair, and nim values by mex."""

    __slots__ = ("_nim_values",)

    def __init__(self, first: HeapRuleset, second: HeapRuleset) -> None:
        super().__init__(first, second)
        self._nim_values: dict[Pair, int] = {}

    def __call__(self, *pairs: Any) -> ImpartialCoordinates:
        """``product((m, n), ...)`` (or ``product(m, n)``): a sum of pairs."""
        return ImpartialCoordinates(self, _pairs(_as_pairs(pairs), self.name))

    def pair_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        """The moves from the pair ``(m, n)``, each the pairs it leaves."""
        raise NotImplementedError

    def nim_value(self, m: int, n: int) -> int:
        """The nim value of the pair ``(m, n)``: the mex of the nim sums of its moves."""
        m, n = check_heap(m), check_heap(n)
        found = self._nim_values.get((m, n))
        if found is not None:
            return found
        # depth-first without recursion: a pair is valued once its options are
        pending = [(m, n)]
        while pending:
            pair = pending[-1]
            if pair in self._nim_values:
                pending.pop()
                continue
            moves = list(self.pair_moves(*pair))
            unknown = [p for move in moves for p in move if p not in self._nim_values]
            if unknown:
                pending.extend(unknown)
                continue
            sums = set()
            for move in moves:
                g = 0
                for p in move:
                    g ^= self._nim_values[p]
                sums.add(g)
            self._nim_values[pair] = mex(sums)
            pending.pop()
        return self._nim_values[(m, n)]

    def nim_value_table(self, rows: int, columns: int) -> list[list[int]]:
        """The nim values of ``(m, n)`` for ``m`` in ``0 .. rows`` and ``n`` in
        ``0 .. columns`` (CGSuite's ``NimValueTable``)."""
        return [[self.nim_value(m, n) for n in range(columns + 1)] for m in range(rows + 1)]


class AcrosticProduct(_ImpartialProduct):
    """``AcrosticProduct(R, S)``: play ``R`` on the first heap or ``S`` on the second.

    >>> from cgt.games.spawning import Spawning
    >>> motley, ruler = Spawning("1+"), Spawning("1+C")
    >>> AcrosticProduct(motley, ruler).nim_value_table(2, 4)  # CGSuite's GameHeapTest
    [[0, 1, 2, 1, 4], [1, 1, 2, 1, 4], [2, 2, 1, 2, 5]]
    """

    __slots__ = ()
    kind = "acrostic"

    def pair_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        yield from self._first_moves(m, n)
        yield from self._second_moves(m, n)


class DirectProduct(_ImpartialProduct):
    """``DirectProduct(R, S)``: a move of ``R`` on the first heap and one of
    ``S`` on the second at once, leaving every pair the two moves make.

    >>> from cgt.games.heap import HeapGame
    >>> nim = HeapGame.nim()
    >>> DirectProduct(nim, nim)(2, 3).grundy  # Tartan: the nim product 2 ⊗ 3
    1
    """

    __slots__ = ()
    kind = "direct"

    def pair_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        for first in self.first.heap_options(m):
            for second in self.second.heap_options(n):
                yield ([(a, n) for a in first] + [(m, b) for b in second]
                       + [(a, b) for a in first for b in second])


class CakeProduct(_Product):
    """``CakeProduct(R, S)``: Left plays ``R`` on the second heap (the
    columns), Right ``S`` on the first (the rows); ``twisted=True`` swaps
    the pair before each move.

    >>> from cgt.games.maundy_cake import MaundyCake
    >>> from cgt.games.heap_rules import HeapRules
    >>> maundy = HeapRules("maundy", MaundyCake.split_columns)
    >>> CakeProduct(maundy, maundy, twisted=True)(8, 8).value  # CGSuite's GameHeapTest: +-12
    cgt.parse('±12')
    """

    __slots__ = ("twisted",)

    def __init__(self, first: HeapRuleset, second: HeapRuleset, twisted: bool = False) -> None:
        self.twisted = bool(twisted)
        super().__init__(first, second)

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "twisted cake" if self.twisted else "cake"

    def __call__(self, *pairs: Any) -> Coordinates:
        """``product((m, n), ...)`` (or ``product(m, n)``): a sum of pairs."""
        return Coordinates(self, _pairs(_as_pairs(pairs), self.name))

    def left_pair_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        """Left's moves from ``(m, n)``: ``R`` on ``n`` (on ``m`` when twisted)."""
        if self.twisted:
            m, n = n, m
        for option in self.first.heap_options(n):
            yield [(m, a) for a in option]

    def right_pair_moves(self, m: int, n: int) -> Iterator[list[Pair]]:
        """Right's moves from ``(m, n)``: ``S`` on ``m`` (on ``n`` when twisted)."""
        if self.twisted:
            m, n = n, m
        for option in self.second.heap_options(m):
            yield [(b, n) for b in option]

    def __reduce__(self) -> tuple[Any, ...]:
        return (CakeProduct, (self.first, self.second, self.twisted))

    def __repr__(self) -> str:
        twisted = ", twisted=True" if self.twisted else ""
        return f"CakeProduct({self.first!r}, {self.second!r}{twisted})"


class _Pairs:
    """What the positions of products share: a sum of pairs, each a component."""

    __slots__ = ()

    product: Any
    pairs: tuple[Pair, ...]

    def _with(self, others: tuple[Pair, ...], move: list[Pair]) -> Any:
        return type(self)(self.product, tuple(sorted(others + tuple(move))))  # type: ignore[call-arg]

    def _moves(self, pair_moves: Any) -> Iterator[Any]:
        pairs = self.pairs
        for i, (m, n) in enumerate(pairs):
            if i and pairs[i - 1] == (m, n):
                continue
            for move in pair_moves(m, n):
                yield self._with(pairs[:i] + pairs[i + 1 :], move)

    def components(self) -> tuple[Any, ...]:
        if len(self.pairs) < 2:
            return (self,)
        return tuple(self._with((), [pair]) for pair in self.pairs)

    def key(self) -> Hashable:
        return (self.product.tag, self.pairs)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, _Pairs) and type(other) is type(self)
                and other.key() == self.key())

    def __hash__(self) -> int:
        return hash((self.product.tag, self.pairs))

    def __str__(self) -> str:
        shown = " + ".join(f"({m}, {n})" for m, n in self.pairs) or "(no pairs)"
        return f"{self.product.name}: {shown}"

    def __repr__(self) -> str:
        return f"{self.product!r}{self.pairs!r}"


class ImpartialCoordinates(_Pairs, ImpartialPosition):
    """A sum of pairs of an :class:`AcrosticProduct` or :class:`DirectProduct`."""

    title = "Heap product"

    __slots__ = ("pairs", "product")

    def __init__(self, product: _ImpartialProduct, pairs: tuple[Pair, ...]) -> None:
        self.product = product
        self.pairs = pairs

    def moves(self) -> Iterator[ImpartialCoordinates]:
        return self._moves(self.product.pair_moves)

    def known_grundy(self) -> int:
        """The solver's shortcut: the nim sum of the pairs' nim values."""
        return self.grundy

    def estimated_positions(self) -> float:
        """The pairs valued on the way: at most the pairs below each one."""
        return float(sum((m + 1) * (n + 1) for m, n in self.pairs))

    @property
    def grundy(self) -> int:
        """The nim sum of the pairs' nim values."""
        g = 0
        for m, n in self.pairs:
            g ^= self.product.nim_value(m, n)
        return g


class Coordinates(_Pairs, Position):
    """A sum of pairs of a :class:`CakeProduct`."""

    title = "Cake product"

    __slots__ = ("pairs", "product")

    def __init__(self, product: CakeProduct, pairs: tuple[Pair, ...]) -> None:
        self.product = product
        self.pairs = pairs

    def left_moves(self) -> Iterator[Coordinates]:
        """Left's ruleset on the first heap of one pair."""
        return self._moves(self.product.left_pair_moves)

    def right_moves(self) -> Iterator[Coordinates]:
        """Right's ruleset on the second heap of one pair."""
        return self._moves(self.product.right_pair_moves)


# -- the command line ------------------------------------------------------------------------------


def read_heap_ruleset(word: str) -> HeapRuleset:
    """A heap ruleset from a word: a take-and-break code when it has a point
    (``0.77``, ``4!.0``), else a turning code (``1-3``, ``4FS``).

    >>> read_heap_ruleset("0.77"), read_heap_ruleset("1+C")
    (HeapGame('0.77'), Spawning('1+C'))
    """
    if "." in word:
        from cgt.games.heap import HeapGame

        return HeapGame(word)
    from cgt.games.spawning import Spawning

    return Spawning(word)


def _read_pairs(words: list[str]) -> list[tuple[int, int]]:
    pairs = []
    for word in words:
        parts = [p for p in re.split(r"[,x×]", word.strip("()")) if p]
        if len(parts) != 2:
            raise RulesetError(f"{word!r} is not a pair of heaps: write it like 3,4")
        pairs.append((read_integer(parts[0], "heap"), read_integer(parts[1], "heap")))
    return pairs


def _rulesets(words: list[str], usage: str) -> tuple[HeapRuleset, HeapRuleset, list[str]]:
    if len(words) < 2:
        raise RulesetError(f"expected {usage}")
    return read_heap_ruleset(words[0]), read_heap_ruleset(words[1]), words[2:]


_IMPARTIAL = {"acrostic": AcrosticProduct, "direct": DirectProduct}


def _impartial_from_words(words: list[str], options: dict[str, Any]) -> ImpartialCoordinates:
    product = _IMPARTIAL[options.get("product") or "acrostic"]
    first, second, rest = _rulesets(words, "two heap rulesets then pairs, e.g. 1+ 1+C 3,4")
    return product(first, second)(*_read_pairs(rest))


def _cake_from_words(words: list[str], options: dict[str, Any]) -> Coordinates:
    first, second, rest = _rulesets(words, "two heap rulesets then pairs, e.g. 0.7 0.7 8,3")
    return CakeProduct(first, second, twisted=bool(options.get("twisted")))(*_read_pairs(rest))


def _join_from_words(words: list[str], options: dict[str, Any]) -> JoinedHeaps:
    first, second, rest = _rulesets(words, "two heap rulesets then heaps, e.g. 0.[3] 0.3 6")
    return PartizanJoin(first, second)(*(read_integer(w, "heap") for w in rest))


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rulesets", nargs=2, metavar="RULESET",
                        help="two heap rulesets: take-and-break (0.77) or turning (1-3) codes")
    parser.add_argument("--rows", type=bounded(0, 30, "--rows"), default=5, metavar="M",
                        help="first heaps 0 .. M (default 5)")
    parser.add_argument("--columns", type=bounded(0, 30, "--columns"), default=10,
                        metavar="N", help="second heaps 0 .. N (default 10)")


def _impartial_table_options(parser: argparse.ArgumentParser) -> None:
    _table_options(parser)
    parser.add_argument("--product", choices=tuple(_IMPARTIAL), default="acrostic")


def _cake_table_options(parser: argparse.ArgumentParser) -> None:
    _table_options(parser)
    parser.add_argument("--twisted", action="store_true", help="the twisted cake product")


def _grid(title: str, name: str, rows: int, columns: int,
          cells: list[list[GridCell | None]]) -> Grid:
    return Grid(title=title, corner="m \\ n", rows=[str(m) for m in range(rows + 1)],
                columns=[str(n) for n in range(columns + 1)], cells=cells,
                data={"ruleset": name,
                      "values": [[None if c is None else c.text for c in row] for row in cells]})


def _impartial_table(args: Any, progress: Progress = no_progress) -> Grid:
    first, second = map(read_heap_ruleset, args.rulesets)
    product = _IMPARTIAL[args.product](first, second)
    cells: list[list[GridCell | None]] = []
    for m in range(args.rows + 1):
        cells.append([grundy_cell(product.nim_value(m, n)) for n in range(args.columns + 1)])
        progress(m + 1, args.rows + 1)
    return _grid(f"{product.name}: nim values of (m, n)", "heap-product", args.rows,
                 args.columns, cells)


def _cake_table(args: Any, progress: Progress = no_progress) -> Grid:
    first, second = map(read_heap_ruleset, args.rulesets)
    product = CakeProduct(first, second, twisted=args.twisted)
    cells: list[list[GridCell | None]] = []
    for m in range(args.rows + 1):
        cells.append([position_value_cell(product(m, n)) for n in range(args.columns + 1)])
        progress(m + 1, args.rows + 1)
    return _grid(f"{product.name}: values of (m, n)", "cake-product", args.rows,
                 args.columns, cells)


RULESET = Ruleset(
    "heap-product", ImpartialCoordinates,
    "pairs of heaps of two heap rulesets: the acrostic or direct product",
    "R S M,N ...", "two heap rulesets (take-and-break 0.77 or turning 1-3 codes), then pairs",
    _impartial_from_words, example=("1+", "1+C", "3,4"),
    examples=(("1+ 1+C 3,4", "Motley x Ruler, acrostic: *2"),
              ("--product direct 3E 4FS 7,19", "Turnips x Grunt, direct: *8")),
    dot_examples=(("1+C 1+C 1,2", "*2"),),
    options=(Option(("--product",), {"choices": tuple(_IMPARTIAL), "default": "acrostic",
                                     "help": "acrostic (either heap) or direct (both)"}),),
    source="Winning Ways, ch. 13-14; CGSuite",
    table=TableSpec("nim values of an acrostic or direct product", _impartial_table_options,
                    _impartial_table,
                    (("1+ 1+C --rows 5 --columns 20", "Strip and Streak (Winning Ways)"),)),
)

CAKE_RULESET = Ruleset(
    "cake-product", Coordinates,
    "pairs of heaps: Left plays one heap ruleset on the columns, Right another on the rows",
    "R S M,N ...", "two heap rulesets (take-and-break 0.77 or turning 1-3 codes), then pairs",
    _cake_from_words, example=("0.7", "0.7", "8,3"),
    examples=(("0.7 0.7 8,3", "Eatcake's 8x3: {^^|*}"),),
    dot_examples=(("0.7 0.7 2,2", "Eatcake's 2x2: *"),),
    options=(Option(("--twisted",), {"action": "store_true",
                                     "help": "swap the pair before each move"}),),
    source="CGSuite's GenCutcake",
    table=TableSpec("values of a cake product", _cake_table_options, _cake_table,
                    (("0.7 0.7 --rows 4 --columns 4", "Eatcake"),)),
)

JOIN_RULESET = Ruleset(
    "partizan-join", JoinedHeaps, "heaps on which Left plays one heap ruleset, Right another",
    "R S HEAP ...", "two heap rulesets (take-and-break 0.77 or turning 1-3 codes), then heaps",
    _join_from_words, example=("0.[3]", "0.3", "6"),
    examples=(("0.[3] 0.3 6", "Left plays Nim, Right takes one"),),
    source="CGSuite's PartizanHeapRuleset",
)

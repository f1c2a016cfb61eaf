"""Misère quotients of heap games (Plambeck, 2005; Plambeck and Siegel, 2008).

The sums of heaps of a game form a commutative monoid; two sums ``U``, ``V``
are *indistinguishable* when ``U + W`` and ``V + W`` have the same misère
outcome for every sum ``W``. The classes form the *misère quotient* ``Q``,
often finite where the canonical forms explode; the *pretending function*
``Φ`` maps each heap to its class, and the *P-portion* is the set of
classes of misère P-positions. With them a sum of any heaps is decided by
multiplying in ``Q``.

The quotient is built heap by heap. Given the quotient ``Q`` of the heaps
below ``n``, the candidate for heaps up to ``n`` is ``Q × {1, h, h², ...}``
(``h`` the new heap), whose P-portion is found by playing a least
representative of each class (fewest tokens, so the recursion ends) with
``k`` copies of ``h``; it is then reduced to its indistinguishability
classes (Moore's partition refinement). The result is *proved*, not
assumed: :func:`_verify` walks every reachable state ``(Φ(c), R(c))`` of a
sum ``c`` (``R(c)``: the classes one move away, which grows with ``c`` by a
rule of its own) and checks the misère mex rule, ``Φ(c)`` in the P-portion
exactly when ``c`` has a move and no move reaches it. By induction on ``c``
the P-portion is then exactly the misère P-positions, for every sum of heaps
up to ``n``.

>>> from cgt.impartial.misere_quotient import misere_heap_quotient
>>> nim = misere_heap_quotient(lambda n: [(m,) if m else () for m in range(n)], 3)
>>> nim.order, sorted(nim.p_portion_words())
(6, ['a', 'b²'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cgt.errors import CGTError

__all__ = ["MisereQuotient", "misere_heap_quotient"]

HeapOptions = Callable[[int], Iterable[tuple[int, ...]]]

#: How many copies of a new heap are played before its powers must repeat
#: with period 2 (``h^(k+2) = h^k``, as in every quotient Plambeck and
#: Siegel tabulate).
_MAX_POWER = 10

_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@dataclass(frozen=True)
class MisereQuotient:
    """A finite misère quotient with its pretending function.

    ``table[x][y]`` is the product of elements ``x`` and ``y`` (0 is the
    identity, the empty sum); ``p_portion`` the set of elements of misère
    P-positions; ``pretending[n]`` the element of a heap of ``n``;
    ``max_heap`` the largest heap covered (every sum of heaps up to it is
    decided by the quotient, proved when it was built).
    """

    table: tuple[tuple[int, ...], ...]
    p_portion: frozenset[int]
    pretending: tuple[int, ...]
    max_heap: int
    stable_from: int | None = None
    period: int | None = None

    @property
    def order(self) -> int:
        """The number of elements."""
        return len(self.table)

    def element(self, heaps: Iterable[int]) -> int:
        """The element of a sum of heaps (each at most ``max_heap``, or any
        size once the quotient is stable)."""
        x = 0
        for h in heaps:
            x = self.table[x][self.heap_element(h)]
        return x

    def heap_element(self, n: int) -> int:
        if n < len(self.pretending):
            return self.pretending[n]
        if self.period is None or self.stable_from is None:
            raise CGTError(f"heap {n} is beyond the {self.max_heap} heaps of this quotient, "
                           "which is not shown stable")
        start = self.stable_from
        return self.pretending[start + (n - start) % self.period]

    def is_p_position(self, heaps: Iterable[int]) -> bool:
        """Whether the misère sum of ``heaps`` is a P-position."""
        return self.element(heaps) in self.p_portion

    @property
    def is_stable(self) -> bool:
        """True when the pretending function was seen periodic over the whole
        window that the periodicity test asks (see :func:`misere_heap_quotient`)."""
        return self.period is not None

    # -- presentation -------------------------------------------------------------

    def generators(self) -> list[int]:
        """Elements of heaps that are not products of earlier heaps' elements."""
        reached = {0}
        gens: list[int] = []
        for x in self.pretending[1:]:
            if x in reached:
                continue
            gens.append(x)
            frontier = list(reached)
            while frontier:
                y = frontier.pop()
                for g in gens:
                    z = self.table[y][g]
                    if z not in reached:
                        reached.add(z)
                        frontier.append(z)
        return gens

    def words(self) -> dict[int, tuple[int, ...]]:
        """Each element's normal form: exponents of the generators, the least
        in total degree then lexicographic order."""
        gens = self.generators()
        best: dict[int, tuple[int, ...]] = {0: (0,) * len(gens)}
        frontier = [0]
        while frontier:  # breadth first: degree by degree
            following = []
            for y in sorted(frontier, key=lambda e: _word_key(best[e])):
                for i, g in enumerate(gens):
                    z = self.table[y][g]
                    exps = list(best[y])
                    exps[i] += 1
                    word = tuple(exps)
                    if z not in best or _word_key(word) < _word_key(best[z]):
                        if z not in best:
                            following.append(z)
                        best[z] = word
            frontier = following
        return best

    def word(self, x: int) -> str:
        """An element written in the generators ``a, b, c, ...`` (1 for the identity)."""
        return _show(self.words()[x])

    def p_portion_words(self) -> list[str]:
        words = self.words()
        return [_show(words[x]) for x in sorted(self.p_portion, key=lambda e: _word_key(words[e]))]

    def relations(self) -> list[tuple[str, str]]:
        """Defining relations ``w = v``: the words one step beyond normal forms
        (all of whose divisors are normal) and the normal form they equal."""
        words = self.words()
        normal = set(words.values())
        gens = self.generators()
        found: list[tuple[str, str]] = []
        seen = set()
        for x, exps in words.items():
            for i, g in enumerate(gens):
                longer = list(exps)
                longer[i] += 1
                word = tuple(longer)
                if word in normal or word in seen:
                    continue
                divisors = [word[:j] + (word[j] - 1,) + word[j + 1:]
                            for j in range(len(word)) if word[j]]
                if all(d in normal for d in divisors):
                    seen.add(word)
                    found.append((_show(word), _show(words[self.table[x][g]])))
        found.sort(key=lambda r: (len(r[0]), r[0]))
        return found

    def presentation(self) -> str:
        """Generators and relations as the papers print them:
        ``⟨a, b | a² = 1, b³ = b⟩``."""
        names = [_letter(i) for i in range(len(self.generators()))]
        rels = ", ".join(f"{w} = {v}" for w, v in self.relations())
        return f"⟨{', '.join(names)} | {rels}⟩" if rels else f"⟨{', '.join(names)}⟩"

    def pretending_words(self, upto: int | None = None) -> list[str]:
        last = self.max_heap if upto is None else upto
        return [self.word(self.heap_element(n)) for n in range(last + 1)]

    def __str__(self) -> str:
        return (f"misère quotient of order {self.order}: {self.presentation()}, "
                f"P = {{{', '.join(self.p_portion_words())}}}")


def _letter(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i] if i < 26 else f"g{i}"


def _show(exps: Sequence[int]) -> str:
    parts = []
    for i, e in enumerate(exps):
        if e:
            parts.append(_letter(i) + (str(e).translate(_SUPERSCRIPTS) if e > 1 else ""))
    return "".join(parts) or "1"


def _word_key(exps: tuple[int, ...]) -> tuple:
    return (sum(exps), tuple(-e for e in exps))


# -- building -------------------------------------------------------------------------


class _Monoid:
    """A finite commutative monoid under construction, with least representatives."""

    def __init__(self, table: list[list[int]], p: set[int], phi: list[int]) -> None:
        self.table, self.p, self.phi = table, p, phi

    def image(self, heaps: Iterable[int]) -> int:
        x = 0
        for h in heaps:
            x = self.table[x][self.phi[h]]
        return x

    def representatives(self) -> list[tuple[int, ...]]:
        """For each element a sum of heaps with the fewest tokens (Dijkstra over
        the elements, one heap added per edge)."""
        import heapq

        size = len(self.table)
        best: list[tuple[int, ...] | None] = [None] * size
        best[0] = ()
        tokens = [0] + [-1] * (size - 1)
        queue = [(0, 0)]
        firsts: dict[int, int] = {}
        for n in range(1, len(self.phi)):
            firsts.setdefault(self.phi[n], n)  # the smallest heap of each element
        while queue:
            t, x = heapq.heappop(queue)
            if t != tokens[x]:
                continue
            for g, n in firsts.items():
                y = self.table[x][g]
                if tokens[y] < 0 or t + n < tokens[y]:
                    tokens[y] = t + n
                    best[y] = tuple(sorted((*(best[x] or ()), n)))
                    heapq.heappush(queue, (t + n, y))
        return [b if b is not None else () for b in best]


def _add_heap(q: _Monoid, n: int, options: Sequence[tuple[int, ...]],
              heap_options: HeapOptions) -> _Monoid:
    """The quotient of the heaps up to ``n`` from that of the heaps below."""
    size = len(q.table)
    targets = sorted({q.image(o) for o in options})
    reps = q.representatives()
    order = sorted(range(size), key=lambda x: (sum(reps[x]), reps[x]))
    rep_moves: list[list[int]] = []
    for x in range(size):
        rep = reps[x]
        moves = []
        for i, h in enumerate(rep):
            if i and rep[i - 1] == h:
                continue
            rest = rep[:i] + rep[i + 1:]
            for o in heap_options(h):
                moves.append(q.image(rest + tuple(o)))
        rep_moves.append(moves)
    # p[k][x]: is (least representative of x) + k heaps of n a misère P-position?
    p = [[x in q.p for x in range(size)]]
    for k in range(1, _MAX_POWER + 1):
        row = [False] * size
        below = p[k - 1]
        for x in order:
            options_p = [below[q.table[x][t]] for t in targets]
            options_p += [row[y] for y in rep_moves[x]]
            row[x] = bool(options_p) and not any(options_p)
        p.append(row)
    start = next((s for s in range(_MAX_POWER - 1) if all(p[k] == p[k + 2] for k in
                                                          range(s, _MAX_POWER - 1))), None)
    if start is None:
        raise CGTError(f"heap {n}: its powers do not repeat with period 2 within "
                       f"{_MAX_POWER} copies; no quotient found")
    powers = start + 2  # exponents 0 .. start+1, then h^(k+2) = h^k
    def fold(k: int) -> int:
        return k if k < powers else start + (k - start) % 2

    def pair(x: int, k: int) -> int:
        return k * size + x

    total = size * powers
    table = [[0] * total for _ in range(total)]
    for k in range(powers):
        for x in range(size):
            out = table[pair(x, k)]
            tx = q.table[x]
            for j in range(powers):
                base = fold(k + j) * size
                for y in range(size):
                    out[j * size + y] = base + tx[y]
    in_p = {pair(x, k) for k in range(powers) for x in range(size) if p[k][x]}
    gens = sorted({pair(g, 0) for g in q.phi[1:]} | {pair(0, 1)})
    classes = _indistinguishable(table, in_p, gens)
    return _collapse(table, in_p, [pair(g, 0) for g in q.phi] + [pair(0, 1)], classes)


def _indistinguishable(table: list[list[int]], p: set[int], gens: list[int]) -> list[int]:
    """Moore's refinement: the class of each element under ``x ~ y`` iff
    ``xw`` and ``yw`` are both in P or both out, for every product ``w`` of gens."""
    classes = [1 if x in p else 0 for x in range(len(table))]
    count = len(set(classes))
    while True:
        signatures: dict[tuple, int] = {}
        refined = []
        for x in range(len(table)):
            sig = (classes[x], *(classes[table[x][g]] for g in gens))
            refined.append(signatures.setdefault(sig, len(signatures)))
        if len(signatures) == count:
            return refined
        classes, count = refined, len(signatures)


def _collapse(table: list[list[int]], p: set[int], phi: list[int],
              classes: list[int]) -> _Monoid:
    """The quotient monoid, its elements renumbered from the identity by
    breadth-first products of the heaps' elements (only reachable elements kept)."""
    number = {classes[0]: 0}
    reps = [0]
    heap_classes = [classes[g] for g in phi]
    heap_elements = {classes[g]: g for g in phi}
    i = 0
    while i < len(reps):
        x = reps[i]
        i += 1
        for g in heap_elements.values():
            y = table[x][g]
            if classes[y] not in number:
                number[classes[y]] = len(reps)
                reps.append(y)
    new_table = [[number[classes[table[x][y]]] for y in reps] for x in reps]
    return _Monoid(new_table, {number[classes[x]] for x in reps if x in p},
                   [number[c] for c in heap_classes])


def _verify(q: _Monoid, heap_options: HeapOptions, max_heap: int) -> None:
    """Prove the P-portion: every reachable (Φ(c), R(c)) obeys the misère mex rule.

    Adding a heap ``h`` to ``c`` maps ``Φ(c)`` to ``Φ(c)·Φ(h)`` and ``R(c)`` to
    ``R(c)·Φ(h)`` together with ``Φ(c)·T(h)`` (``T(h)``: the elements of the
    moves from a lone ``h``). Heaps with the same ``(Φ(h), T(h))`` act alike.
    """
    kinds = sorted({(q.phi[h], frozenset(q.image(o) for o in heap_options(h)))
                    for h in range(1, max_heap + 1)}, key=lambda k: (k[0], sorted(k[1])))
    table, p = q.table, q.p
    start: tuple[int, frozenset[int]] = (0, frozenset())
    seen = {start}
    todo = [start]
    while todo:
        x, moves = todo.pop()
        if (x in p) != (bool(moves) and not (moves & p)):
            raise CGTError("the misère quotient failed its proof (a class's P-positions "
                           "disagree): this game needs a richer construction")
        for g, targets in kinds:
            row = table[x]
            state = (row[g], frozenset([table[m][g] for m in moves] + [row[t] for t in targets]))
            if state not in seen:
                seen.add(state)
                todo.append(state)


def misere_heap_quotient(heap_options: HeapOptions, max_heap: int, *, code_length: int = 0,
                  check_stability: bool = True) -> MisereQuotient:
    """The misère quotient of the sums of heaps ``1 .. max_heap``, proved.

    ``heap_options(n)`` lists the moves from a heap of ``n`` as tuples of the
    heaps left. The quotient is *stable* when its pretending function is
    periodic, ``Φ(n + p) = Φ(n)`` from some ``n0`` on, over heaps up to
    ``2·n0 + 2·p + code_length`` (the window of the Guy-Smith periodicity
    test, which Plambeck and Siegel's periodicity theorem for quotients
    transfers to misère play), with no new element after ``n0``.
    """
    if isinstance(max_heap, bool) or not isinstance(max_heap, int) or max_heap < 0:
        raise CGTError(f"max_heap {max_heap!r} is not a heap size (an integer of 0 or more)")
    q = _Monoid([[0]], set(), [0])
    orders = [1]
    for n in range(1, max_heap + 1):
        q = _add_heap(q, n, [tuple(o) for o in heap_options(n)], heap_options)
        orders.append(len(q.table))
    _verify(q, heap_options, max_heap)
    table = tuple(tuple(r) for r in q.table)
    stable_from = period = None
    if check_stability:
        found = _periodicity(q.phi, orders, code_length)
        if found is not None:
            stable_from, period = found
    return MisereQuotient(table, frozenset(q.p), tuple(q.phi), max_heap, stable_from, period)


def _periodicity(phi: list[int], orders: list[int], t: int) -> tuple[int, int] | None:
    """``(n0, p)``, the least period and preperiod with the window covered."""
    last = len(phi) - 1
    for period in range(1, last // 2 + 1):
        n0 = 1
        for n in range(last - period, 0, -1):
            if phi[n] != phi[n + period]:
                n0 = n + 1
                break
        if 2 * n0 + 2 * period + t <= last and orders[n0] == orders[-1]:
            return n0, period
    return None

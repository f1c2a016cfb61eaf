"""The recalibrating construction of misère quotients, with its proof.

The misère quotient ``Q_n`` of the sums of heaps ``1 .. n`` of a game is
built heap by heap, as in Siegel's MisereSolver (Plambeck and Siegel,
"Misère quotients for impartial games", JCTA 2008, section 6 and the
supplementary material, arXiv:0705.2404). A *pretension* is a finite
commutative monoid ``Q`` with a subset ``P`` and a map ``Φ`` from heaps to
``Q``; it is *correct* when a sum ``c`` of heaps is a misère P-position
exactly when ``Φ(c) ∈ P``. A correct pretension reduced to its
indistinguishability classes *is* the quotient, whichever way it was found,
so the construction may guess freely as long as the guesses are proved.

The proof (:func:`first_failure`) has two halves:

- *P-rule*: no sum classified P has an option classified P. A sum
  ``c + h`` has the options ``c' + h`` and ``c + t`` (``t`` a move from
  the heap ``h``); it is enough to check ``x·Φ(h) ∈ P ⇒ x·T(h) ∩ P = ∅``
  for every element ``x`` and heap ``h`` (``T(h)``: the elements of the
  moves from a lone ``h``), a finite check.
- *N-rule*: every sum classified N, other than the empty sum, has an
  option classified P. Only the pair ``(Φ(c), R(c))`` matters (``R(c)``:
  the elements of the options of ``c``), and adding a heap maps it to
  ``(Φ(c)·Φ(h), R(c)·Φ(h) ∪ Φ(c)·T(h))``: a finite closure, searched in
  order of tokens. A pair whose option set contains another's (same
  element, both sums non-empty) is dominated: every failure it would lead
  to, the smaller one leads to first, so it is dropped.

A sum that breaks a rule with the fewest tokens is misclassified (its
options are all classified right). When the candidate for ``Q_n`` fails,
the congruence of the smaller heaps is *recalibrated*: some heaps of the
failing sum are freed from the old quotient and given cyclic monoids of
their own (``h^(i+2) = h^i``), the P-portion is guessed again on least
representatives, the monoid reduced, until the failing sum comes out right;
then the proof runs again.

>>> q = trivial_pretension()
>>> for n in range(1, 4):  # Nim heaps 1, 2, 3
...     q = extend(q, tuple((m,) if m else () for m in range(n)))
>>> q.order, sum(q.p), first_failure(q)
(6, 2, None)
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from cgt.errors import CGTError

__all__ = ["Pretension", "QuotientTooLarge", "extend", "first_failure", "trivial_pretension"]

HeapOptions = Callable[[int], Iterable[tuple[int, ...]]]
#: A sum of heaps: sorted heap sizes.
Word = tuple[int, ...]

#: Recalibrations tried for one heap before giving up.
_MAX_RECALIBRATIONS = 200
#: States of the N-rule closure explored before giving up (a guard against
#: quotients far larger than any published one).
_MAX_STATES = 2_000_000


@dataclass
class Pretension:
    """A reduced monoid (``table``, 0 the identity), its P-portion, the
    element ``phi[h]`` of each heap ``h`` and the options of each heap.

    ``bounds[x]`` holds the minimal option sets (bit masks) of the non-empty
    sums of element ``x``, once a proof has run: a new heap whose option set
    contains one of them cannot break the N-rule.
    """

    table: list[list[int]]
    p: list[bool]
    phi: list[int]
    options: list[tuple[Word, ...]]
    bounds: list[list[int]] | None = field(default=None, compare=False)

    @property
    def order(self) -> int:
        return len(self.table)

    def image(self, heaps: Iterable[int]) -> int:
        x = 0
        for h in heaps:
            x = self.table[x][self.phi[h]]
        return x

    def moves(self, h: int) -> list[int]:
        """``T(h)``: the elements of the moves from a lone heap ``h``."""
        return sorted({self.image(o) for o in self.options[h]})

    def representatives(self) -> list[Word]:
        """A sum of heaps with the fewest tokens for each element."""
        return _representatives(len(self.table), self.phi,
                                lambda x, g: self.table[x][g])


def trivial_pretension() -> Pretension:
    """The quotient of the sums of heap 0 alone: the trivial monoid."""
    return Pretension([[0]], [False], [0], [()])


def _representatives(size: int, phi: Sequence[int],
                     act: Callable[[int, int], int]) -> list[Word]:
    """Dijkstra over the elements, one heap added per edge, weighed by tokens."""
    firsts: dict[int, int] = {}
    for h in range(1, len(phi)):
        firsts.setdefault(phi[h], h)
    best: list[Word | None] = [None] * size
    best[0] = ()
    tokens = [0] + [-1] * (size - 1)
    queue = [(0, 0)]
    while queue:
        t, x = heapq.heappop(queue)
        if t != tokens[x]:
            continue
        for g, h in firsts.items():
            y = act(x, g)
            if tokens[y] < 0 or t + h < tokens[y]:
                tokens[y] = t + h
                best[y] = tuple(sorted((*(best[x] or ()), h)))
                heapq.heappush(queue, (t + h, y))
    return [b if b is not None else () for b in best]


# -- the proof ------------------------------------------------------------------------------


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def first_failure(q: Pretension) -> Word | None:
    """A sum of heaps with the fewest tokens that ``q`` misclassifies, or None
    when ``q`` is proved correct for every sum of its heaps.

    Fills ``q.bounds`` when the proof succeeds.
    """
    table, p, size = q.table, q.p, len(q.table)
    pmask = sum(1 << x for x in range(size) if p[x])
    reps = q.representatives()
    kinds: dict[tuple[int, tuple[int, ...]], int] = {}
    for h in range(1, len(q.phi)):
        if q.options[h]:
            kinds.setdefault((q.phi[h], tuple(q.moves(h))), h)
    failure: Word | None = None

    def better(word: Word) -> bool:
        return failure is None or (sum(word), word) < (sum(failure), failure)

    for (g, targets), h in kinds.items():  # the P-rule
        for x in range(size):
            row = table[x]
            if p[row[g]] and any(p[row[t]] for t in targets):
                word = tuple(sorted((*reps[x], h)))
                if better(word):
                    failure = word
    n_failure, bounds = _n_rule(q, kinds, pmask, None if failure is None else sum(failure))
    if n_failure is not None and better(n_failure):
        failure = n_failure
    if failure is None:
        q.bounds = bounds
    return failure


def _n_rule(q: Pretension, kinds: dict[tuple[int, tuple[int, ...]], int], pmask: int,
            limit: int | None) -> tuple[Word | None, list[list[int]]]:
    """The N-rule closure, in order of tokens (see the module docstring)."""
    table = q.table
    size = len(table)
    moved: dict[tuple[int, int], int] = {}

    def times(mask: int, g: int) -> int:
        key = (mask, g)
        found = moved.get(key)
        if found is None:
            found = 0
            for r in _bits(mask):
                found |= 1 << table[r][g]
            moved[key] = found
        return found

    steps = [(g, sum(1 << t for t in targets), targets, h) for (g, targets), h in kinds.items()]
    bounds: list[list[int]] = [[] for _ in range(size)]
    queue: list[tuple[int, Word, int, int]] = []
    seen: set[tuple[int, int]] = set()
    for g, mask, _targets, h in steps:
        if (g, mask) not in seen:
            seen.add((g, mask))
            heapq.heappush(queue, (h, (h,), g, mask))
    while queue:
        tokens, word, x, moves = heapq.heappop(queue)
        if limit is not None and tokens >= limit:
            break
        kept = bounds[x]
        if any(m & ~moves == 0 for m in kept):
            continue  # dominated by a sum with no more tokens
        if not (pmask >> x) & 1 and not moves & pmask:
            return word, bounds
        kept[:] = [m for m in kept if moves & ~m]
        kept.append(moves)
        if len(seen) > _MAX_STATES:
            raise CGTError(f"the misère quotient's proof passed {_MAX_STATES:,} states; "
                           "the quotient is too large to construct here")
        row = table[x]
        for g, _mask, targets, h in steps:
            y = row[g]
            after = times(moves, g)
            for t in targets:
                after |= 1 << row[t]
            if (y, after) in seen:
                continue
            seen.add((y, after))
            heapq.heappush(queue, (tokens + h, tuple(sorted((*word, h))), y, after))
    return None, bounds


# -- monoids given by generator actions ------------------------------------------------------


@dataclass
class _Acting:
    """A finite commutative monoid given by the action of its generators
    (``acts[g][x] = x·g``; 0 the identity); ``heap_gen[h]`` is the generator
    of heap ``h``, -1 for a heap with no moves (the identity)."""

    acts: list[list[int]]
    heap_gen: list[int]
    size: int

    def apply(self, x: int, heaps: Iterable[int]) -> int:
        for h in heaps:
            g = self.heap_gen[h]
            if g >= 0:
                x = self.acts[g][x]
        return x


def _mark_p(m: _Acting, options: Sequence[tuple[Word, ...]]) -> list[bool]:
    """The P-portion guessed on least representatives: each element takes the
    outcome of a sum with the fewest tokens (whose options, with fewer tokens,
    were decided first)."""
    size = m.size
    firsts: dict[int, int] = {}
    for h in range(1, len(m.heap_gen)):
        if m.heap_gen[h] >= 0:
            firsts.setdefault(m.heap_gen[h], h)
    p = [False] * size
    moves: list[set[int] | None] = [None] * size
    moves[0] = set()
    tokens = [0] + [-1] * (size - 1)
    done = [False] * size
    parent: list[tuple[int, int]] = [(0, 0)] * size
    queue = [(0, 0)]
    while queue:
        t, x = heapq.heappop(queue)
        if done[x] or t != tokens[x]:
            continue
        if x:
            px, h = parent[x]
            act = m.acts[m.heap_gen[h]]
            before = moves[px]
            assert before is not None
            now = {act[r] for r in before}
            now.update(m.apply(px, o) for o in options[h])
            moves[x] = now
            p[x] = bool(now) and not any(p[r] for r in now)
        done[x] = True
        for g, h in firsts.items():
            y = m.acts[g][x]
            if not done[y] and (tokens[y] < 0 or t + h < tokens[y]):
                tokens[y] = t + h
                parent[y] = (x, h)
                heapq.heappush(queue, (t + h, y))
    return p


def _reduce(m: _Acting, p: list[bool], options: Sequence[tuple[Word, ...]]) -> Pretension:
    """The reachable part of ``m`` modulo indistinguishability (Moore's
    refinement: ``x ~ y`` iff ``xw``, ``yw`` are both in P or both out for
    every product ``w`` of generators), as a pretension with a full table."""
    gens = sorted({g for g in m.heap_gen if g >= 0})
    classes = [1 if p[x] else 0 for x in range(m.size)]
    count = len(set(classes))
    while True:
        signatures: dict[tuple[int, ...], int] = {}
        refined = [signatures.setdefault((classes[x], *(classes[m.acts[g][x]] for g in gens)),
                                         len(signatures)) for x in range(m.size)]
        if len(signatures) == count:
            break
        classes, count = refined, len(signatures)
    # number the classes reached from the identity, breadth first
    number = {classes[0]: 0}
    reps = [0]
    words: list[list[int]] = [[]]
    i = 0
    while i < len(reps):
        x = reps[i]
        for g in gens:
            y = m.acts[g][x]
            if classes[y] not in number:
                number[classes[y]] = len(reps)
                reps.append(y)
                words.append([*words[i], g])
        i += 1
    size = len(reps)
    act_of = {g: [number[classes[m.acts[g][x]]] for x in reps] for g in gens}
    table = []
    for x in range(size):
        row = []
        for y in range(size):
            z = x
            for g in words[y]:
                z = act_of[g][z]
            row.append(z)
        table.append(row)
    phi = [number[classes[m.acts[g][0]]] if g >= 0 else 0 for g in m.heap_gen]
    return Pretension(table, [p[x] for x in reps], phi, list(options))


def _power_index(table: list[list[int]], x: int) -> int:
    """The index of ``x``: the least ``i`` with ``x^i`` repeated later."""
    seen: dict[int, int] = {}
    y, k = 0, 0
    while y not in seen:
        seen[y] = k
        y, k = table[y][x], k + 1
    return seen[y]


def _product(q: Pretension, freed: Sequence[int], indices: Sequence[int]) -> _Acting:
    """The submonoid of ``q`` generated by the heaps not freed, times a cyclic
    monoid ``⟨h | h^(i+2) = h^i⟩`` for each freed heap (index ``i`` from
    ``indices``); the freed heaps map to their own generators."""
    kept_elements = sorted({q.phi[h] for h in range(1, len(q.phi))
                            if h not in freed and q.options[h]})
    # the submonoid generated by the kept heaps' elements
    sub = [0]
    where = {0: 0}
    i = 0
    while i < len(sub):
        for g in kept_elements:
            y = q.table[sub[i]][g]
            if y not in where:
                where[y] = len(sub)
                sub.append(y)
        i += 1
    base = len(sub)
    radix = [idx + 2 for idx in indices]
    size = base
    for r in radix:
        size *= r
    gens_base = {g: k for k, g in enumerate(kept_elements)}
    acts: list[list[int]] = [[0] * size for _ in range(len(kept_elements) + len(freed))]
    for x in range(size):
        b, rest = x % base, x // base
        for g, k in gens_base.items():
            acts[k][x] = where[q.table[sub[b]][g]] + base * rest
        stride = base
        digits = rest
        for j, r in enumerate(radix):
            e = digits % r
            digits //= r
            up = e + 1 if e + 1 < r else indices[j]  # h^(i+2) = h^i
            acts[len(kept_elements) + j][x] = x + (up - e) * stride
            stride *= r
    heap_gen = []
    for h in range(len(q.phi)):
        if h in freed:
            heap_gen.append(len(kept_elements) + list(freed).index(h))
        elif not q.options[h] or q.phi[h] == 0:
            heap_gen.append(-1)
        else:
            heap_gen.append(gens_base[q.phi[h]])
    return _Acting(acts, heap_gen, size)


def _regenerated(m: _Acting) -> _Acting:
    """The part of ``m`` reached from the identity by the heaps' generators."""
    gens = sorted({g for g in m.heap_gen if g >= 0})
    order = [0]
    where = {0: 0}
    i = 0
    while i < len(order):
        for g in gens:
            y = m.acts[g][order[i]]
            if y not in where:
                where[y] = len(order)
                order.append(y)
        i += 1
    acts = [[where[m.acts[g][x]] for x in order] if g in gens else [] for g in range(len(m.acts))]
    return _Acting(acts, m.heap_gen, len(order))


def _guess(q: Pretension, freed: Sequence[int], indices: Sequence[int]) -> Pretension:
    m = _regenerated(_product(q, freed, indices))
    return _reduce(m, _mark_p(m, q.options), q.options)


def _recalibrate(q: Pretension, failure: Word) -> Pretension:
    """A new guess that classifies ``failure`` the other way: the fewest heaps
    of the failing sum freed from the congruence, each with a cyclic monoid
    long enough for its copies in the failure."""
    truth = not q.p[q.image(failure)]
    involved = sorted(set(failure))
    for count in range(1, len(involved) + 1):
        for freed in combinations(involved, count):
            indices = [max(2, _power_index(q.table, q.phi[h]), failure.count(h) - 1)
                       for h in freed]
            trial = _guess(q, freed, indices)
            if trial.p[trial.image(failure)] == truth:
                return trial
    raise CGTError(f"the misère quotient could not be recalibrated for the sum of heaps "
                   f"{list(failure)}: no construction here reaches it")


class QuotientTooLarge(CGTError):
    """A candidate quotient for heap ``heap`` passed ``max_order`` elements
    (:func:`extend`): ``order`` is the size of the one that did."""

    def __init__(self, heap: int, order: int, max_order: int) -> None:
        self.heap, self.order, self.max_order = heap, order, max_order
        super().__init__(f"heap {heap}: a candidate misère quotient has {order} elements, "
                         f"past {max_order}")


def extend(q: Pretension, options: tuple[Word, ...],
           max_order: int | None = None) -> Pretension:
    """The quotient of the heaps up to ``n`` (``n`` = ``len(q.phi)``, its moves
    ``options``) from ``q``, that of the heaps below, proved.

    With ``max_order``, the construction is abandoned, by
    :class:`QuotientTooLarge`, as soon as a candidate has more elements: the
    proofs and recalibrations of large candidates are what a heap costs
    (Dawson's Kayles' heap 25 tries candidates of up to 400 elements
    before it settles on 144), and ``q`` is left as it was.
    """
    q = Pretension(q.table, q.p, [*q.phi, 0], [*q.options, options], q.bounds)
    n = len(q.phi) - 1
    if not options:  # a heap with no moves is the empty sum
        return q
    found = _conservative(q, n)
    if found is not None:
        return found
    # a new generator h with h⁴ = h², then recalibrate until proved
    q.phi[n] = 0
    trial = _guess(q, [n], [2])
    for _ in range(_MAX_RECALIBRATIONS):
        if max_order is not None and trial.order > max_order:
            raise QuotientTooLarge(n, trial.order, max_order)
        failure = first_failure(trial)
        if failure is None:
            return trial
        trial = _recalibrate(trial, failure)
    raise CGTError(f"heap {n}: the misère quotient did not settle after "
                   f"{_MAX_RECALIBRATIONS} recalibrations")


def _conservative(q: Pretension, n: int) -> Pretension | None:
    """``q`` with heap ``n`` sent to an existing element, if one is proved right."""
    targets = q.moves(n)
    table, p = q.table, q.p
    new_is_p = not any(p[t] for t in targets)
    tmask = sum(1 << t for t in targets)
    candidates = []
    for x in range(len(table)):
        if p[x] != new_is_p:
            continue
        # the P-rule for heap n: z·x in P forbids z·t in P
        if any(p[row[x]] and any(p[row[t]] for t in targets) for row in table):
            continue
        candidates.append(x)
    bounds = q.bounds
    if bounds is not None:
        for x in candidates:
            if any(m & ~tmask == 0 for m in bounds[x]):
                q.phi[n] = x
                return q
    for x in candidates:
        trial = Pretension(table, p, [*q.phi[:n], x], q.options)
        if first_failure(trial) is None:
            return trial
    return None

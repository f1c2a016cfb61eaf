"""Misère quotients of heap games (Plambeck, 2005; Plambeck and Siegel, 2008).

The sums of heaps of a game form a commutative monoid; two sums ``U``, ``V``
are *indistinguishable* when ``U + W`` and ``V + W`` have the same misère
outcome for every sum ``W``. The classes form the *misère quotient* ``Q``,
often finite where the canonical forms explode; the *pretending function*
``Φ`` maps each heap to its class, and the *P-portion* is the set of
classes of misère P-positions. With them a sum of any heaps is decided by
multiplying in ``Q``.

The quotient is built heap by heap by the recalibrating construction of
Siegel's MisereSolver (:mod:`cgt.impartial.misere_recalibration`): a new
heap is sent to an existing element when that is proved right, else given
a new generator; when the candidate misclassifies a sum, the classes of
smaller heaps are split (recalibrated) until it does not. What is returned
is *proved*, not assumed, for every sum of heaps up to ``max_heap``: the
misère mex rule is checked on every reachable pair (the element of a sum,
the elements one move away).

>>> from cgt.impartial.misere_quotient import misere_heap_quotient
>>> nim = misere_heap_quotient(lambda n: [(m,) if m else () for m in range(n)], 3)
>>> nim.order, sorted(nim.p_portion_words())
(6, ['a', 'b²'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cgt.core.slots import Displayed
from cgt.errors import CGTError
from cgt.impartial.misere_recalibration import QuotientTooLarge, extend, trivial_pretension

__all__ = ["DEFAULT_BOUND", "DEFAULT_MAX_ORDER", "MisereQuotient", "misere_heap_quotient"]

HeapOptions = Callable[[int], Iterable[tuple[int, ...]]]

_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@dataclass(frozen=True)
class MisereQuotient(Displayed):
    """A finite misère quotient with its pretending function.

    ``table[x][y]`` is the product of elements ``x`` and ``y`` (0 is the
    identity, the empty sum); ``p_portion`` the set of elements of misère
    P-positions; ``pretending[n]`` the element of a heap of ``n``;
    ``max_heap`` the largest heap covered (every sum of heaps up to it is
    decided by the quotient, proved when it was built); ``stopped`` why a
    search for a stable quotient ended without one (see :attr:`stability`).
    """

    table: tuple[tuple[int, ...], ...]
    p_portion: frozenset[int]
    pretending: tuple[int, ...]
    max_heap: int
    stable_from: int | None = None
    period: int | None = None
    stopped: str | None = None

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

    @property
    def stability(self) -> str:
        """Whether the quotient was shown stable, with the heaps used, or why not."""
        if self.period is not None:
            return (f"stable: period {self.period} from heap {self.stable_from}, "
                    f"shown with heaps up to {self.max_heap}")
        return self.stopped or f"not shown stable with heaps up to {self.max_heap}"

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
        word in the order that compares the last generator's exponent first,
        then the one before, and so on (the order of Siegel's MisereSolver,
        whose output the papers print: ``b²c`` rather than ``acf``)."""
        gens = self.generators()
        table = self.table
        best: dict[int, tuple[int, ...]] = {}

        # Words in increasing order: the last generator's exponent in the
        # outer loop. An element keeps the first word that reaches it; along
        # one generator the walk stops at an element already named, whose
        # further multiples are all named by smaller words.
        def walk(x: int, exps: tuple[int, ...], i: int) -> None:
            if i < 0:
                best[x] = exps
                return
            while True:
                walk(x, exps, i - 1)
                x = table[x][gens[i]]
                exps = exps[:i] + (exps[i] + 1,) + exps[i + 1:]
                if x in best:
                    return

        walk(0, (0,) * len(gens), len(gens) - 1)
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
        found: list[tuple[str, str, tuple[int, ...]]] = []
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
                    found.append((_show(word), _show(words[self.table[x][g]]), word))
        found.sort(key=lambda r: _word_key(r[2]))
        return [(w, v) for w, v, _ in found]

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


def _word_key(exps: tuple[int, ...]) -> tuple[int, ...]:
    """MisereSolver's order on words: the last generator's exponent first."""
    return exps[::-1]


# -- building -------------------------------------------------------------------------


#: Heaps tried, when no ``max_heap`` is given, before giving up on stability.
DEFAULT_BOUND = 400
#: The order past which the search for a stable quotient stops: each heap
#: costs more as the quotient grows. Dawson's Kayles' heap 25 passes it (its
#: quotient goes from 24 elements to 144), and is abandoned at the first
#: candidate past it, not built.
DEFAULT_MAX_ORDER = 128
#: Heaps between two periodicity tests when no ``max_heap`` is given.
_STABILITY_STRIDE = 10


def misere_heap_quotient(heap_options: HeapOptions, max_heap: int | None = None, *,
                         code_length: int = 0, check_stability: bool = True,
                         bound: int = DEFAULT_BOUND,
                         max_order: int = DEFAULT_MAX_ORDER) -> MisereQuotient:
    """The misère quotient of the sums of heaps ``1 .. max_heap``, proved.

    ``heap_options(n)`` lists the moves from a heap of ``n`` as tuples of the
    heaps left. The quotient is *stable* when its pretending function is
    periodic, ``Φ(n + p) = Φ(n)`` from some ``n0`` on, over heaps up to
    ``2·n0 + 2·p + code_length`` (the window of the Guy-Smith periodicity
    test, which Plambeck and Siegel's periodicity theorem for quotients
    transfers to misère play), with no new element after ``n0``.

    Without ``max_heap``, heaps are added until the quotient is shown
    stable, at most ``bound`` of them; a heap whose construction passes
    ``max_order`` elements (a candidate quotient that large) ends the search,
    with the quotient of the heaps before it. ``max_heap`` of the result
    says how far it got and :attr:`MisereQuotient.stability` why it stopped.

    >>> nim3 = lambda n: [(m,) if m else () for m in range(n) if n - m <= 3]
    >>> q = misere_heap_quotient(nim3)  # subtraction game {1, 2, 3}
    >>> q.order, q.is_stable, q.max_heap
    (6, True, 20)
    >>> q.stability
    'stable: period 4 from heap 2, shown with heaps up to 20'
    """
    auto = max_heap is None
    last = bound if max_heap is None else max_heap
    if isinstance(last, bool) or not isinstance(last, int) or last < 0:
        name = "bound" if auto else "max_heap"
        raise CGTError(f"{name} {last!r} is not a heap size (an integer of 0 or more)")
    if isinstance(max_order, bool) or not isinstance(max_order, int) or max_order < 1:
        raise CGTError(f"max_order {max_order!r} is not an order (an integer of 1 or more)")
    q = trivial_pretension()
    orders = [1]
    found: tuple[int, int] | None = None
    stop: str | None = None
    for n in range(1, last + 1):
        moves = tuple(tuple(o) for o in heap_options(n))
        try:
            q = extend(q, moves, max_order if auto else None)
        except QuotientTooLarge as large:
            # The heaps below are proved; heap n alone would cost more than
            # all of them (a candidate's proof grows with its size).
            stop = (f"not shown stable: at heap {n} the quotient passed {max_order} "
                    f"(max_order), a candidate of {large.order} elements; "
                    f"the quotient of the heaps up to {n - 1} is kept")
            break
        orders.append(q.order)
        if not auto:
            continue
        if n % _STABILITY_STRIDE == 0 or n == last:
            found = _periodicity(q.phi, orders, code_length)
            if found is not None:
                break
    else:
        if auto:
            stop = f"not shown stable with heaps up to the bound, {last}"
    if not auto and check_stability:
        found = _periodicity(q.phi, orders, code_length)
    table = tuple(tuple(r) for r in q.table)
    stable_from, period = found if found is not None else (None, None)
    p_portion = frozenset(x for x in range(q.order) if q.p[x])
    return MisereQuotient(table, p_portion, tuple(q.phi), len(q.phi) - 1, stable_from, period,
                          stop)


def _periodicity(phi: list[int], orders: list[int], t: int) -> tuple[int, int] | None:
    """``(n0, p)``, the least period and preperiod with the window covered.

    ``n0`` is at least the heap from which the quotient no longer grows: a
    pretending function periodic from an earlier heap (0.33's ``1 a b 1 a b``
    from heap 1, whose ``b`` is new at heap 2) is periodic from that one too.
    """
    last = len(phi) - 1
    settled = orders.index(orders[-1])
    for period in range(1, last // 2 + 1):
        n0 = 1
        for n in range(last - period, 0, -1):
            if phi[n] != phi[n + period]:
                n0 = n + 1
                break
        n0 = max(n0, settled)
        if 2 * n0 + 2 * period + t <= last:
            return n0, period
    return None

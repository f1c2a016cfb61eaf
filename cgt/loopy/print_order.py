"""CGSuite's order of a stopper's options when it prints them.

CGSuite (``SimplifiedLoopyGame.SemideterministicOrdering``) prints a
stopper's short options first, in the short games' order, and its loopy
ones by their hash codes: ``g.hashCode - h.hashCode``, a difference of Java
ints, negative when ``g`` comes first. The hash of a stopper is Scala's
hash of a case class (``CanonicalStopperImpl(loopyGame)``: MurmurHash3
over the class name and the graph's hash), and the graph's hash is
``Bigraph.hashCodeIsomorphismInvariant`` (``Bigraph.java``): an exclusive
or of a signature of each vertex reachable from the start, made of the
counts of its moves and of its options' moves, the start's shifted left
once. Both depend only on the shape of the simplest graph, which is
unique, so they are computed here from the interned graph.

The difference of two ints wraps round, so the order is not transitive:
CGSuite sorts with Java's ``Arrays.sort`` (a binary insertion sort for
fewer than 32 options), which this module runs too, from the order
CGSuite lists the options in (its ``HashSet``'s rows; options in one row
keep the order given, where CGSuite's is that of its graph's edges). Pseudonumbers
other than ``on`` and ``off`` (``5over``) are objects of another class in
CGSuite, whose hash is not reproduced: options among which one is such a
pseudonumber keep the order they are given.

>>> from cgt.loopy.graph import GameGraph
>>> from cgt.loopy.stopper import canonical_stopper
>>> on = canonical_stopper(GameGraph(((0,),), ((),)), 0)
>>> cgsuite_hash(on) == _java_string_hash("OnImpl")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cgt.core.form import Form
from cgt.errors import CGTError
from cgt.loopy.graph import GameGraph
from cgt.loopy.stopper import LoopyForm, Value, is_pseudonumber, stopper_graph

__all__ = ["cgsuite_hash", "cgsuite_order", "graph_hash"]

# Bigraph.java's constants.
_MINISIG_BASE = -962764907
_LEFT_ONE_CYCLE = -742481099
_RIGHT_ONE_CYCLE = -121939996
_LOPT_MULTIPLIER = -1692903693
_ROPT_MULTIPLIER = 1419677861
_EOPT_MULTIPLIER = 1161334719
_ONE_CYCLE_FULLSIG = 1567540980

_MASK = 0xFFFFFFFF


def _int(x: int) -> int:
    """``x`` as a Java int (32 bits, two's complement)."""
    x &= _MASK
    return x - (1 << 32) if x & 0x80000000 else x


def _minisig(graph: GameGraph, v: int) -> int:
    left, right = graph.left[v], graph.right[v]
    sig = _MINISIG_BASE
    sig ^= _int(len(left) * (len(left) + 1) * _LOPT_MULTIPLIER)
    sig ^= _int(len(right) * (len(right) + 1) * _ROPT_MULTIPLIER)
    both = 0  # Left options that are Right options too
    for w in left:
        if w == v:
            sig ^= _LEFT_ONE_CYCLE
        elif w in right:
            both += 1
    if v in right:
        sig ^= _RIGHT_ONE_CYCLE
    return _int(sig ^ _int(both * (both + 1) * _EOPT_MULTIPLIER))


def _signature(graph: GameGraph, v: int) -> int:
    sides = [sum(_ONE_CYCLE_FULLSIG if w == v else _minisig(graph, w) for w in targets)
             for targets in (graph.left[v], graph.right[v])]
    return _int((sides[0] << 2) + (sides[1] << 1) + _minisig(graph, v))


def graph_hash(graph: GameGraph, start: int) -> int:
    """CGSuite's ``Bigraph.hashCodeIsomorphismInvariant(start)``: the hash
    of a loopy game's graph, the same for isomorphic graphs."""
    found = 0
    for v in graph.reachable(start):
        signature = _signature(graph, v)
        found ^= _int(signature << 1) if v == start else signature
    return _int(found)


def _java_string_hash(text: str) -> int:
    found = 0
    for char in text:
        found = (31 * found + ord(char)) & _MASK
    return _int(found)


def _rotl(x: int, r: int) -> int:
    x &= _MASK
    return ((x << r) | (x >> (32 - r))) & _MASK


def _mix(h: int, data: int) -> int:
    """Scala's ``MurmurHash3.mix``."""
    k = (data * 0xCC9E2D51) & _MASK
    k = (_rotl(k, 15) * 0x1B873593) & _MASK
    h = _rotl((h & _MASK) ^ k, 13)
    return (h * 5 + 0xE6546B64) & _MASK


def _finalized(h: int, length: int) -> int:
    """Scala's ``MurmurHash3.finalizeHash``."""
    h = (h ^ length) & _MASK
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & _MASK
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & _MASK
    h ^= h >> 16
    return _int(h)


#: Scala's seed of a product's hash (``MurmurHash3.productSeed``).
_PRODUCT_SEED = 0xCAFEBABE


def cgsuite_hash(value: LoopyForm) -> int | None:
    """The hash code of a loopy stopper in CGSuite: ``on``'s and ``off``'s
    are their classes' (``OnImpl``, ``OffImpl``), another pseudonumber's
    is not known here (None), any other's is its case class's hash over
    the graph's."""
    left, right = value.graph.left[0], value.graph.right[0]
    if (left, right) == ((0,), ()):
        return _java_string_hash("OnImpl")
    if (left, right) == ((), (0,)):
        return _java_string_hash("OffImpl")
    if is_pseudonumber(value):
        return None
    h = _mix(_PRODUCT_SEED, _java_string_hash("CanonicalStopperImpl"))
    return _finalized(_mix(h, graph_hash(value.graph, 0)), 1)


T = TypeVar("T")


def cgsuite_order(options: Sequence[Value], short_order: Callable[[list[Form]], list[Form]]
                  ) -> list[Value]:
    """The options of a stopper as CGSuite prints them: the short ones
    first, in ``short_order`` (the short games' printing order), then the
    loopy ones by their hash codes, sorted as Java's ``Arrays.sort`` does
    from the order of CGSuite's ``HashSet`` of the options."""
    shorts = short_order([o for o in options if isinstance(o, Form)])
    loops = [o for o in options if isinstance(o, LoopyForm)]
    hashes = {id(o): cgsuite_hash(o) for o in loops}
    if len(loops) < 2 or None in hashes.values():
        return [*shorts, *loops]
    rank = {id(o): i for i, o in enumerate(shorts)}
    listed: list[Value] = [*shorts, *loops]
    try:
        listed.sort(key=lambda o: _bucket(o, len(options)))
    except CGTError:  # a short game too large for a graph: its place is not known
        listed = [*shorts, *loops]

    def compare(g: Value, h: Value) -> int:
        if isinstance(g, Form) or isinstance(h, Form):
            if isinstance(g, Form) and isinstance(h, Form):
                return rank[id(g)] - rank[id(h)]
            return -1 if isinstance(g, Form) else 1
        return _int(hashes[id(g)] - hashes[id(h)])  # type: ignore[operator]

    return _java_sort(listed, compare)


def _bucket(option: Value, count: int) -> int:
    """The row of CGSuite's ``HashSet`` (of ``count`` options) that holds an
    option: Java's ``HashMap`` spreads the hash and keeps a table of 16
    rows for up to 12 entries, doubling as it fills."""
    graph, start = stopper_graph(option)
    h = graph_hash(graph, start) & _MASK
    rows = 16
    while count > rows * 3 // 4:
        rows *= 2
    return (h ^ (h >> 16)) & (rows - 1)


def _java_sort(items: list[T], compare: Callable[[T, T], int]) -> list[T]:
    """Java's ``Arrays.sort`` of fewer than 32 objects (TimSort's start: the
    first run, reversed when it descends, then a binary insertion sort),
    step for step, as the comparison need not be transitive."""
    a = list(items)
    n = len(a)
    if n < 2:
        return a
    run = 1
    if compare(a[1], a[0]) < 0:  # a strictly descending run, reversed
        run = 2
        while run < n and compare(a[run], a[run - 1]) < 0:
            run += 1
        a[:run] = reversed(a[:run])
    else:
        run = 2
        while run < n and compare(a[run], a[run - 1]) >= 0:
            run += 1
    for i in range(run, n):
        pivot = a[i]
        low, high = 0, i
        while low < high:
            mid = (low + high) >> 1
            if compare(pivot, a[mid]) < 0:
                high = mid
            else:
                low = mid + 1
        a[low + 1:i + 1] = a[low:i]
        a[low] = pivot
    return a

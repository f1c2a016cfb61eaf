"""Canonical stoppers: the simplest graph of a stopper, one object per value.

A stopper is a loopy game with no infinite alternating play (Siegel, *CGT*,
VI.1). Its simplest form is unique (Siegel, *CGT*, VI.3, after Conway,
*ONAG*, chapter 16, and Winning Ways, chapter 11): bypass reversible
options, drop dominated ones, and fuse the vertices that are equal as
games. Every step keeps the value of every vertex, so one table of the
order (:class:`~cgt.loopy.survival.SurvivalTable`) made at the start
serves them all, as CGSuite's ``LoopyGame`` does.

The simplest graph, numbered the same way whatever the input's numbering
(:func:`_canonical_numbering`), is interned: equal stoppers are one
:class:`LoopyForm`. A stopper without cycles is a short game, and comes out
as the short game's :class:`~cgt.core.form.Form`, so short games embed
unchanged.

>>> on = GameGraph(((0,),), ((),))
>>> canonical_stopper(on, 0) is canonical_stopper(GameGraph(((1,), (1,)), ((), ())), 0)
True
>>> from cgt.core.form import star
>>> canonical_stopper(GameGraph(((1,), ()), ((1,), ())), 0) is star
True
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Sequence

from cgt.core.canonical import build
from cgt.core.form import Form
from cgt.core.memo import Memo
from cgt.core.order import less_equal
from cgt.errors import CGTError
from cgt.loopy.graph import (
    GameGraph,
    component_moves,
    graph_of,
    short_forms,
    strongly_connected_components,
)
from cgt.loopy.survival import SurvivalTable, le_at, short_decided

__all__ = ["LoopyForm", "Value", "canonical_stopper", "component_graph", "component_stoppers",
           "is_pseudonumber", "simplify_vertices", "stopper_by_components",
           "stopper_graph", "stopper_le", "stopper_neg", "stopper_of_options", "stopper_parts",
           "stopper_stop"]

#: Graphs larger than this are refused (the order table is quadratic: about
#: a second for 400 positions).
MAX_VERTICES = 400


class LoopyForm:
    """An interned canonical stopper that is not a short game: its simplest
    graph, numbered canonically, with the start at vertex 0."""

    __slots__ = ("__weakref__", "_negative", "_short", "_vertices", "graph", "id", "key", "public")

    graph: GameGraph
    key: tuple[object, ...]
    id: int  # its number in the store of stoppers (as a Form's in the store of forms)
    _negative: LoopyForm | None
    public: object  # the public object wrapping it (a Stopper), once asked for: published
    _vertices: dict[int, Value]  # the canonical value at each vertex, once asked for
    _short: list[Form | None] | None  # the short game at each vertex reaching no cycle

    def __repr__(self) -> str:
        return f"<LoopyForm #{self.id}, {len(self.graph)} vertices>"

    def option(self, vertex: int) -> Value:
        """The stopper at ``vertex`` of the graph (simplified once: the
        printer and the options ask for the same vertices again and again)."""
        known = self._vertices.get(vertex)
        if known is None:
            known = self._vertices[vertex] = self if vertex == 0 else canonical_stopper(
                self.graph, vertex)
        return known

    @property
    def left(self) -> tuple[Value, ...]:
        return tuple(self.option(v) for v in self.graph.left[0])

    @property
    def right(self) -> tuple[Value, ...]:
        return tuple(self.option(v) for v in self.graph.right[0])


Value = Form | LoopyForm

_STORE: dict[tuple[object, ...], LoopyForm] = {}
_LOCK = threading.Lock()
_ids = itertools.count()


def canonical_stopper(graph: GameGraph, start: int) -> Value:
    """The canonical form of the stopper at ``start``: a short game's Form
    when it has no cycle, else the interned :class:`LoopyForm`.
    CGTError when it is not a stopper."""
    packed = graph.packed(start)
    _refuse_unless_simplifiable(packed, f"a loopy game of {len(packed):,} positions")
    return _interned(_simplest(packed))


def _refuse_unless_simplifiable(graph: GameGraph, what: str) -> None:
    """CGTError when the graph (from 0) is too large to simplify, or no stopper."""
    if len(graph) > MAX_VERTICES:
        raise CGTError(f"{what} is more than the {MAX_VERTICES:,} positions the stopper "
                       "simplifier takes (cgt.loopy.stopper.MAX_VERTICES)")
    if not graph.is_stopper(0):
        raise CGTError("the game is not a stopper: some play alternates for ever "
                       "(its value is a sided value, onside & offside)")


def _interned(simplest: GameGraph, colour: list[int] | None = None) -> Value:
    """The one value of a simplest graph (start 0): a short game's Form, or
    the interned LoopyForm (``colour``: its stable colours, when known)."""
    if simplest.is_cycle_free(0):
        return _short(simplest)
    numbered, key = _canonical_numbering(simplest, colour)
    found = _STORE.get(key)
    if found is None:
        with _LOCK:
            found = _STORE.get(key)
            if found is None:
                found = object.__new__(LoopyForm)
                found.graph, found.key, found.id = numbered, key, next(_ids)
                found._negative = found.public = found._short = None
                found._vertices = {}
                _STORE[key] = found
    return found


def stopper_of_options(left: list[Value], right: list[Value]) -> Value:
    """The canonical stopper ``{left | right}`` of stoppers (no move comes
    back to it: a short game when every option is one); memoised on the
    options, which sidling asks for again and again."""
    if all(isinstance(o, Form) for o in (*left, *right)):
        return build(left, right)  # type: ignore[arg-type]
    key = (tuple(map(id, left)), tuple(map(id, right)))
    known = _OPTIONS.get(key)
    if known is not None:
        return known[0]
    value = _stopper_of_options(left, right)
    _OPTIONS.store(key, (value, (tuple(left), tuple(right))))  # the options held: ids stay theirs
    return value


_OPTIONS: Memo[tuple[tuple[int, ...], tuple[int, ...]], tuple[Value, object]] = Memo(
    "stopper of options")


def _stopper_of_options(left: list[Value], right: list[Value]) -> Value:
    """``{left | right}`` from the options' canonical graphs.

    Each option's graph is already simplest and nothing in it reaches the
    new start, so only the start is simplified: its reversible options
    bypassed (each test a comparison with the start, explored from that
    pair alone) and its dominated ones dropped (comparisons between two
    options' vertices, memoised on them). Equal vertices of simplest graphs
    are bisimilar (Siegel, *CGT*, VI.3: the simplest form is unique), so the
    fusion is the colour refinement of :func:`_canonical_numbering`, with no
    comparison at all. No table of every pair is built: sidling forms
    hundreds of stoppers for one side."""
    parts: list[Value] = list({id(o): o for o in (*left, *right)}.values())
    left_edges: list[tuple[int, ...]] = [()]
    right_edges: list[tuple[int, ...]] = [()]
    where: dict[int, int] = {}  # id of an option: its vertex
    owner: list[tuple[Value, int]] = [(parts[0], -1)]  # each vertex's value and vertex there
    short: list[Form | None] = [None]  # the start is loopy
    for p in parts:
        graph, start, shorts = stopper_parts(p)
        offset = len(left_edges)
        left_edges += [tuple(w + offset for w in targets) for targets in graph.left]
        right_edges += [tuple(w + offset for w in targets) for targets in graph.right]
        short += shorts
        owner += [(p, v) for v in range(len(graph))]
        where[id(p)] = start + offset
    if len(left_edges) > MAX_VERTICES:
        raise CGTError(f"a loopy game of {len(left_edges):,} positions is more than the "
                       f"{MAX_VERTICES:,} the stopper simplifier takes "
                       "(cgt.loopy.stopper.MAX_VERTICES)")
    left_edges[0] = tuple(where[id(o)] for o in left)
    right_edges[0] = tuple(where[id(o)] for o in right)
    union = GameGraph(tuple(left_edges), tuple(right_edges))
    short_order = short_decided(short)

    def away_from_start(a: int, b: int, left_to_move: bool) -> bool | None:
        # With Right to move, b - a is lost for Left when not a <= b, memoised.
        if a == 0 or b == 0:
            return None
        return short_order(a, b, left_to_move) if left_to_move else not le(a, b)

    def le(u: int, v: int) -> bool:
        if u == 0 or v == 0:  # the start: its values are not known yet
            # Every state away from the start is a pair of options' vertices, memoised.
            return le_at(union, u, v, away_from_start)
        su, sv = short[u], short[v]
        if su is not None and sv is not None:
            return less_equal(su, sv)
        (a, i), (b, j) = owner[u], owner[v]
        key = (id(a), i, id(b), j)
        known = _VERTEX_ORDER.get(key)
        if known is None:
            known = (le_at(union, u, v, short_order), a, b)  # the values held: ids stay theirs
            _VERTEX_ORDER.store(key, known)
        return known[0]


    edges = {True: [list(e) for e in union.left], False: [list(e) for e in union.right]}
    _bypass(edges[True], edges[False], 0, le, True)
    _bypass(edges[True], edges[False], 0, le, False)
    edges[True][0] = _undominated(edges[True][0], le)
    edges[False][0] = _undominated(edges[False][0], lambda a, b: le(b, a))
    simplified = GameGraph(tuple(map(tuple, edges[True])), tuple(map(tuple, edges[False])))
    return _interned(*_bisimulation_quotient(simplified.packed(0)))


def component_graph(left: Sequence[Sequence[int]], right: Sequence[Sequence[int]],
                    outside: Sequence[Value]) -> GameGraph:
    """One graph holding a strongly connected component and the graphs of
    the values it moves to: vertex ``i < k`` is the component's ``i``-th
    (``k = len(left)``), whose moves ``left[i]``, ``right[i]`` name a
    component vertex by ``j < k`` and ``outside[j - k]`` by ``j >= k``;
    each distinct outside value's canonical graph follows, once.

    >>> on = canonical_stopper(GameGraph(((0,),), ((),)), 0)
    >>> component_graph([[0]], [[1]], [on]).left   # {pass | on}
    ((0,), (1,))
    """
    k = len(left)
    left_edges: list[tuple[int, ...]] = [()] * k
    right_edges: list[tuple[int, ...]] = [()] * k
    where: dict[int, int] = {}  # id of an outside value: its vertex
    for p in outside:
        if id(p) in where:
            continue
        graph, start, _ = stopper_parts(p)
        offset = len(left_edges)
        left_edges += [tuple(w + offset for w in targets) for targets in graph.left]
        right_edges += [tuple(w + offset for w in targets) for targets in graph.right]
        where[id(p)] = start + offset
    target = [*range(k), *(where[id(p)] for p in outside)]
    for i in range(k):
        left_edges[i] = tuple(target[w] for w in left[i])
        right_edges[i] = tuple(target[w] for w in right[i])
    return GameGraph(tuple(left_edges), tuple(right_edges))


def component_stoppers(left: Sequence[Sequence[int]], right: Sequence[Sequence[int]],
                       outside: Sequence[Value]) -> list[Value]:
    """The canonical stopper at each vertex of a strongly connected
    component (numbered as for :func:`component_graph`) whose moves out
    reach the canonical stoppers ``outside``; CGTError when the component
    has an alternating cycle (it is no stopper).

    Only the component is simplified: the outside values are simplest
    already, and nothing in them comes back. One table of the order on the
    component and the outside graphs serves every step (as for
    :func:`simplify_vertices`), so the cost is quadratic in that graph, not
    in the whole game's: valued component by component from the ends of
    play back (:mod:`cgt.loopy.condensation`), a game of thousands of
    positions costs the sum of its components' squares.

    >>> from cgt.core.form import zero
    >>> over = canonical_stopper(GameGraph(((1,), ()), ((0,), ())), 0)   # x{0|x}
    >>> component_stoppers([[2], [2]], [[1], [0]], [zero]) == [over, over]  # a{0|b}, b{0|a}
    True
    """
    k = len(left)
    union = component_graph(left, right, outside)
    _refuse_unless_simplifiable(union, f"a loopy game's component of {k:,} positions with the "
                                f"{len(union) - k:,} of its options' values")
    members = list(range(k))
    new_left, new_right, representative = simplify_vertices(union, members)
    fused = _fused(new_left, new_right, representative)
    return [_interned(fused.packed(representative[v])) for v in members]


def stopper_by_components(graph: GameGraph, start: int) -> Value:
    """The canonical stopper at ``start`` of a stopper graph of any size
    (to :data:`cgt.loopy.condensation.MAX_GRAPH_VERTICES`), one strongly
    connected component at a time from the ends of play back, each
    simplified beside its options' values (as
    :func:`cgt.loopy.condensation.graph_value` does for stoppers): a sum of
    stoppers past :data:`MAX_VERTICES` positions.

    >>> chain = GameGraph(tuple((v + 1,) if v < 999 else () for v in range(1000)),
    ...                   tuple(() for _ in range(1000)))
    >>> from cgt.core.form import number
    >>> stopper_by_components(chain, 0) is number(999)
    True
    """
    packed = graph.packed(start)
    if not packed.is_stopper(0):
        raise CGTError("the game is not a stopper: some play alternates for ever "
                       "(its value is a sided value, onside & offside)")
    values: list[Value | None] = [None] * len(packed)
    for component in strongly_connected_components(packed):
        left, right, outside = component_moves(packed, component)
        known: list[Value] = [values[w] for w in outside]  # type: ignore[misc]
        if len(component) == 1 and 0 not in left[0] and 0 not in right[0]:  # on no cycle
            values[component[0]] = stopper_of_options([known[w - 1] for w in left[0]],
                                                      [known[w - 1] for w in right[0]])
        else:
            for vertex, value in zip(component, _component_stoppers_apart(left, right, known)):
                values[vertex] = value
    return values[0]  # type: ignore[return-value]


def _component_stoppers_apart(left: Sequence[Sequence[int]], right: Sequence[Sequence[int]],
                              outside: Sequence[Value]) -> list[Value]:
    """:func:`component_stoppers` without the table of every pair: only
    the component's vertices are simplified, each comparison explored from
    its pair alone (pairs of short games decided by the short-game order),
    and equal vertices fused by bisimulation, as for
    :func:`stopper_of_options`: the outside values' graphs are simplest
    already, and in a graph with no dominated or reversible option equal
    vertices are bisimilar (Siegel, *CGT*, VI.3). A value such as
    ``200over`` has a graph of 202 positions (the integers below it), so
    the table of a component beside two of them would hold 160,000 pairs."""
    k = len(left)
    union = component_graph(left, right, outside)
    decided = short_decided(short_forms(union))
    known: dict[tuple[int, int], bool] = {}

    def le(u: int, v: int) -> bool:
        found = known.get((u, v))
        if found is None:
            found = known[(u, v)] = le_at(union, u, v, decided)
        return found

    edges = {True: [list(e) for e in union.left], False: [list(e) for e in union.right]}
    for v in range(k):
        _bypass(edges[True], edges[False], v, le, True)
        _bypass(edges[True], edges[False], v, le, False)
        edges[True][v] = _undominated(edges[True][v], le)
        edges[False][v] = _undominated(edges[False][v], lambda a, b: le(b, a))
    simplified = GameGraph(tuple(map(tuple, edges[True])), tuple(map(tuple, edges[False])))
    return [_interned(*_bisimulation_quotient(simplified.packed(v))) for v in range(k)]


#: ``u <= v`` between vertices of canonical stoppers' graphs, on (value, vertex) pairs.
_VERTEX_ORDER: Memo[tuple[int, int, int, int], tuple[bool, Value, Value]] = Memo(
    "order of stoppers' vertices")


def _bisimulation_quotient(graph: GameGraph) -> tuple[GameGraph, list[int] | None]:
    """The graph with its bisimilar vertices made one (start 0 stays 0), and
    its stable colours when it is the graph given (none were)."""
    colour = _stable_colours(graph)
    if len(set(colour)) == len(graph):
        return graph, colour
    first: dict[int, int] = {}
    for v in range(len(graph)):
        first.setdefault(colour[v], v)
    representative = [first[colour[v]] for v in range(len(graph))]
    return _fused([list(e) for e in graph.left], [list(e) for e in graph.right],
                  representative).packed(representative[0]), None


def is_pseudonumber(value: Value) -> bool:
    """A number, ``on``, ``off``, ``x over = {x|pass}`` or ``x under = {pass|x}``."""
    if isinstance(value, Form):
        return value.is_number
    left, right = value.graph.left[0], value.graph.right[0]
    if (left, right) in (((0,), ()), ((), (0,))):
        return True
    if right == (0,) and len(left) == 1:
        return is_pseudonumber(value.option(left[0])) and isinstance(value.option(left[0]), Form)
    if left == (0,) and len(right) == 1:
        return is_pseudonumber(value.option(right[0])) and isinstance(value.option(right[0]), Form)
    return False


def stopper_stop(value: Value, left: bool) -> Value:
    """The Left (``left=True``) or Right stop of a stopper: play alternates,
    that player first, each choosing the best, until a pseudonumber is
    reached (a number, ``on``, ``off``, ``x over``, ``x under``; Siegel,
    *CGT*, VI.2). Play alternating in a stopper always ends, so this does.
    A short game's stops are its own (numbers)."""
    from cgt.core.form import nus

    known: dict[tuple[int, bool], Value] = {}
    held: list[Value] = []  # the values whose ids key ``known``
    stack = [(value, left)]
    while stack:
        g, mover = stack[-1]
        key = (id(g), mover)
        if key in known:
            stack.pop()
            continue
        if isinstance(g, Form):
            known[key] = nus(g.left_stop if mover else g.right_stop, 0, 0)
        elif is_pseudonumber(g):
            known[key] = g
        else:
            options = g.left if mover else g.right
            if not options:  # pragma: no cover - a canonical stopper has them
                raise CGTError("a stopper with no move for the player to move is a pseudonumber")
            missing = [(o, not mover) for o in options if (id(o), not mover) not in known]
            if missing:
                held.extend(o for o, _ in missing)
                stack.extend(missing)
                continue
            stops = [known[(id(o), not mover)] for o in options]
            best = stops[0]
            for s in stops[1:]:
                if (stopper_le(best, s) if mover else stopper_le(s, best)):
                    best = s
            known[key] = best
        held.append(g)
        stack.pop()
    return known[(id(value), left)]


def stopper_graph(value: Value) -> tuple[GameGraph, int]:
    """A graph of ``value`` (short or loopy) and its start vertex."""
    if isinstance(value, LoopyForm):
        return value.graph, 0
    graph, starts = graph_of([value])
    return graph, starts[0]


def stopper_parts(value: Value) -> tuple[GameGraph, int, list[Form | None]]:
    """A graph of ``value``, its start vertex, and the short game at each
    vertex that reaches no cycle (:func:`~cgt.loopy.graph.short_forms`),
    found once for each value."""
    if isinstance(value, LoopyForm):
        if value._short is None:
            value._short = short_forms(value.graph)
        return value.graph, 0, value._short
    known = _SHORT_PARTS.get(value.id)
    if known is None:
        graph, start = stopper_graph(value)
        known = (graph, start, short_forms(graph), value)  # the form held: its id stays its
        _SHORT_PARTS.store(value.id, known)
    return known[0], known[1], known[2]


#: The graph of a short game and its vertices' forms, on the form's id.
_SHORT_PARTS: Memo[int, tuple[GameGraph, int, list[Form | None], Form]] = Memo(
    "graphs of short games beside loopy ones")


def stopper_le(a: Value, b: Value) -> bool:
    """``a <= b`` for stoppers (short games included)."""
    if isinstance(a, Form) and isinstance(b, Form):
        return less_equal(a, b)
    ga, sa, short_a = stopper_parts(a)
    gb, sb, short_b = stopper_parts(b)
    union, offset = ga.union(gb)
    return le_at(union, sa, sb + offset, short_decided(short_a + short_b))


def stopper_neg(a: Value) -> Value:
    """``-a``."""
    if not isinstance(a, LoopyForm):
        from cgt.core.arithmetic import negate

        return negate(a)
    if a._negative is None:
        neg = canonical_stopper(a.graph.negative(), 0)
        assert isinstance(neg, LoopyForm)
        a._negative, neg._negative = neg, a
    return a._negative


# -- simplification ---------------------------------------------------------------------------


def _simplest(graph: GameGraph) -> GameGraph:
    """Bypass reversible options, drop dominated ones, fuse equal vertices;
    the result packed from vertex 0."""
    left, right, representative = simplify_vertices(graph, graph.reachable(0))
    return _fused(left, right, representative).packed(representative[0])


def simplify_vertices(graph: GameGraph, vertices: list[int]) -> tuple[
        list[list[int]], list[list[int]], list[int]]:
    """The moves of a graph of stoppers once reversible options are bypassed
    and dominated ones dropped at each of ``vertices``, and for every
    vertex the one it is fused with (the first equal one met from
    ``vertices``): every vertex keeps its value."""
    table = SurvivalTable(graph)
    le = table.le
    left = [list(edges) for edges in graph.left]
    right = [list(edges) for edges in graph.right]
    for v in vertices:
        _bypass(left, right, v, le, True)
        _bypass(left, right, v, le, False)
        left[v] = _undominated(left[v], lambda a, b: le(a, b))
        right[v] = _undominated(right[v], lambda a, b: le(b, a))
    # Fuse: a vertex stands for every vertex equal to it.
    representative = list(range(len(graph)))
    reachable = _reachable(left, right, vertices)
    for i, u in enumerate(reachable):
        if representative[u] != u:
            continue
        for w in reachable[i + 1:]:
            if representative[w] == w and le(u, w) and le(w, u):
                representative[w] = u
    return left, right, representative


def _fused(left: list[list[int]], right: list[list[int]], representative: list[int]) -> GameGraph:
    return GameGraph(
        tuple(tuple(dict.fromkeys(representative[w] for w in edges)) for edges in left),
        tuple(tuple(dict.fromkeys(representative[w] for w in edges)) for edges in right))


def _bypass(left: list[list[int]], right: list[list[int]], v: int, le, for_left: bool) -> None:
    """Replace each option of ``v`` for one player that reverses (a Left
    option ``a`` with some ``a^R <= v``) by that ``a^R``'s options."""
    mine, theirs = (left, right) if for_left else (right, left)
    options = mine[v]
    i = 0
    steps = 0
    while i < len(options):
        a = options[i]
        for b in theirs[a]:
            if (le(b, v) if for_left else le(v, b)):
                replacement = [w for w in mine[b] if w not in options]
                options = options[:i] + options[i + 1:] + replacement
                steps += 1
                if steps > 10 * MAX_VERTICES:
                    raise CGTError("bypassing reversible options of a loopy game does not end")
                break
        else:
            i += 1
    mine[v] = options


def _undominated(options: list[int], worse) -> list[int]:
    """The options that no other one dominates (``worse(a, b)``: ``a`` is no
    better than ``b``), one of each group of equal ones."""
    kept: list[int] = []
    for a in dict.fromkeys(options):
        if any(worse(a, b) for b in kept):
            continue
        kept = [b for b in kept if not worse(b, a)]
        kept.append(a)
    return kept


def _reachable(left: list[list[int]], right: list[list[int]], starts: list[int]) -> list[int]:
    """The vertices reachable from any of ``starts``, in the order first met."""
    seen = set(starts)
    order = list(dict.fromkeys(starts))
    for v in order:
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                order.append(w)
    return order


def _short(graph: GameGraph) -> Form:
    """The Form of a cycle-free graph, built from its leaves up."""
    built: dict[int, Form] = {}
    stack = [0]
    while stack:
        v = stack[-1]
        missing = [w for w in (*graph.left[v], *graph.right[v]) if w not in built]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        if v not in built:
            built[v] = build([built[w] for w in graph.left[v]], [built[w] for w in graph.right[v]])
    return built[0]


def _canonical_numbering(graph: GameGraph, colour: list[int] | None = None) -> tuple[
        GameGraph, tuple[object, ...]]:
    """The graph renumbered by a numbering that depends only on its shape,
    and the key it is interned under.

    The stable colours (:func:`_stable_colours`) are the classes of
    bisimilar vertices, which are equal games: in a fused graph each vertex
    has its own, and the order of colours depends only on the shape."""
    n = len(graph)
    if colour is None:
        colour = _stable_colours(graph)
    classes = len(set(colour))
    if classes != n:  # pragma: no cover - fusion leaves no two equal vertices
        raise CGTError("internal: the simplest graph of a stopper has equal vertices")
    # Put the start first, the others in colour order.
    order = sorted(range(n), key=lambda v: (v != 0, colour[v]))
    index = {v: i for i, v in enumerate(order)}
    left = tuple(tuple(sorted(index[w] for w in graph.left[v])) for v in order)
    right = tuple(tuple(sorted(index[w] for w in graph.right[v])) for v in order)
    return GameGraph(left, right), (left, right)


def _stable_colours(graph: GameGraph) -> list[int]:
    """Colours refined until stable: a vertex's next colour is the rank of
    (its colour, the set of its Left options' colours, of its Right
    options'), ranks taken in sorted order, so no input numbering shows
    through. The stable colours are the classes of bisimilar vertices."""
    n = len(graph)
    colour = [0] * n
    classes = 1
    while True:
        signature = [(colour[v], tuple(sorted({colour[w] for w in graph.left[v]})),
                      tuple(sorted({colour[w] for w in graph.right[v]}))) for v in range(n)]
        ranks = {s: i for i, s in enumerate(sorted(set(signature)))}
        colour = [ranks[s] for s in signature]
        if len(ranks) == classes:
            return colour
        classes = len(ranks)

"""Sides of loopy games: the onside and the offside (sidling).

A loopy game that is not a stopper has two values: its *onside* ``G+``,
the game with every infinite play counted a win for Left, and its *offside*
``G-``, with every infinite play a win for Right (Winning Ways, chapter 11;
Siegel, *CGT*, VI.4). When both are stoppers the game is *stopper-sided*
and is written ``G+ & G-``; ``dud = {pass|pass}`` is ``on & off``.

The order of sides (:func:`side_le`): ``G+ <= H+`` when Left, with Right
to move first in ``H - G``, wins or makes the play infinite with infinitely
many moves in ``H`` (in the offside: in ``G``). It is the survival order of
stoppers when both games are stoppers.

A side is found by simplifying the game's graph in that side until it is a
stopper (:func:`side_stopper`): edges that a player would never take are
dropped (checked one by one against the order of sides), and a cycle that
the player who loses it would still enter is unravelled a few turns. The
stopper found is checked against the game before it is returned, so a side
that these steps cannot reach is a CGTError, never a wrong value.

>>> from cgt.loopy.graph import GameGraph, short_forms
>>> dud = GameGraph(((0,),), ((0,),))
>>> on = GameGraph(((0,),), ((),))
>>> side_stopper(dud, 0, onside=True) is side_stopper(on, 0, onside=True)
True
>>> str(side_stopper(dud, 0, onside=False).graph.right)
'((0,),)'
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cgt.core.form import Form
from cgt.errors import CGTError
from cgt.loopy.graph import GameGraph, short_forms
from cgt.loopy.stopper import (
    MAX_VERTICES,
    Value,
    canonical_stopper,
    component_graph,
    component_stoppers,
    simplify_vertices,
    stopper_graph,
    stopper_of_options,
)
from cgt.loopy.survival import explore, short_decided, spend

__all__ = ["MAX_SIDLING_VERTICES", "component_is_stopper", "component_sides", "entries", "is_side",
           "side_le", "side_stopper"]


def side_le(graph: GameGraph, u: int, v: int, onside: bool) -> bool:
    """``u <= v`` in the onside (``onside=True``) or the offside of one graph.

    Left, moving second in ``v - u``, must never run out of moves, and an
    infinite play is hers when it has infinitely many moves in ``v`` (the
    onside) or in ``u`` (the offside): a Büchi game, solved on the states
    that play reaches.
    """
    states, moves = explore(graph, u, v, short_decided(short_forms(graph)))
    marked = [[(j, in_v is None or in_v == onside) for j, in_v in found] for found in moves]
    return _buchi(marked, [s[2] for s in states])


def _buchi(moves: list[list[tuple[int, bool]]], left_moves: list[bool]) -> bool:
    """Whether Left wins from state 0: the mover who cannot move loses, and
    an infinite play is Left's when it takes infinitely many marked moves.

    The greatest set ``Z`` such that Left can force, from each state of
    ``Z``, a marked move into ``Z`` (Right's dead ends count as reached):
    ``Z = νZ. μY. CPre(marked into Z, or into Y)``. ``Z`` only shrinks, so
    each round looks at the states still in it alone (a sum of two
    17-position stoppers meets 32,000 states and 14 rounds).
    """
    n = len(moves)
    marked_to: list[list[int]] = [[t for t, marked in found if marked] for found in moves]
    unmarked = [len(found) - len(marked_to[s]) for s, found in enumerate(moves)]
    before: list[list[tuple[int, bool]]] = [[] for _ in range(n)]
    for s, found in enumerate(moves):
        for t, marked in found:
            before[t].append((s, marked))
    inside = bytearray(b"\x01") * n
    alive = list(range(n))
    pending = [0] * n  # at a Right state: its moves not yet known to lead Left's way
    while True:
        spend(len(alive))  # each round is work on the states still in Z
        reached = bytearray(n)
        queue = []
        for s in alive:
            if left_moves[s]:
                for t in marked_to[s]:
                    if inside[t]:
                        reached[s] = 1
                        queue.append(s)
                        break
            else:
                count = unmarked[s]
                for t in marked_to[s]:
                    if not inside[t]:
                        count += 1
                pending[s] = count
                if count == 0:
                    reached[s] = 1
                    queue.append(s)
        while queue:
            t = queue.pop()
            for s, marked in before[t]:
                if reached[s] or not inside[s]:
                    continue
                if left_moves[s]:
                    reached[s] = 1
                    queue.append(s)
                elif not marked:  # a marked move into Z was counted good already
                    pending[s] -= 1
                    if pending[s] == 0:
                        reached[s] = 1
                        queue.append(s)
        if not reached[0]:
            return False
        kept = [s for s in alive if reached[s]]
        if len(kept) == len(alive):
            return True
        alive, inside = kept, reached


# -- sidling -------------------------------------------------------------------------------------

#: How many turns of a cycle an unravelling tries (as CGSuite does).
UNRAVEL_TURNS = 3


#: The most positions a game graph may have for its sides to be sought
#: (the sidling rounds are linear in it; the simplification of the graph
#: itself, the fallback, takes ``MAX_VERTICES``).
MAX_SIDLING_VERTICES = 5000


def side_stopper(graph: GameGraph, start: int, *, onside: bool) -> Value:
    """The canonical stopper equal to the onside (or offside) of the game at
    ``start``; CGTError when that side is not found to be a stopper.

    First by *sidling* (Winning Ways, chapter 11): every position is given
    ``on`` (or ``off``), then the stopper of its options' values, round
    after round; the value of the start, once it stops changing, is tried
    against the game. Both starting points are run side by side, as one
    can run away (an ``off`` that climbs 1, 2, 3, ... towards ``on``). When
    neither is found to be the side, the graph itself is simplified
    (:func:`_simplify_side`).
    """
    original = graph.packed(start)
    if len(original) > MAX_SIDLING_VERTICES:
        raise CGTError(f"a loopy game of {len(original):,} positions is more than the "
                       f"{MAX_SIDLING_VERTICES:,} the sidling takes "
                       "(cgt.loopy.sides.MAX_SIDLING_VERTICES)")
    if original.is_stopper(0):
        return canonical_stopper(original, 0)
    runs = [_sidling(original, from_on) for from_on in (onside, not onside)]
    refuted: dict[int, Value] = {}  # a candidate that is not the side never will be (held)
    simplified: Value | None = None
    rounds = 0
    while runs:
        for run in list(runs):
            candidate = next(run, None)
            if candidate is None:
                runs.remove(run)
            elif candidate is not _NOT_YET and id(candidate) not in refuted:
                if _is_side(original, candidate, onside):
                    return candidate
                refuted[id(candidate)] = candidate
        rounds += 1
        if rounds == SIDLING_ROUNDS_ALONE and len(original) <= MAX_VERTICES:
            # A run that climbs (off, then {*64, off | off}, ...) gains one
            # position a round and never arrives: simplifying the graph,
            # cheap when it is small, often ends it at once.
            try:
                simplified = _simplify_side(original, onside)
            except CGTError:
                continue
            if _is_side(original, simplified, onside):
                return simplified
    if len(original) > MAX_VERTICES:
        raise CGTError(f"the {_side(onside)} of this loopy game of {len(original):,} positions "
                       "was not found by sidling, and the graph is too large to simplify "
                       f"(more than {MAX_VERTICES:,} positions: cgt.loopy.stopper.MAX_VERTICES)")
    found = _simplify_side(original, onside) if simplified is None else simplified
    if not _is_side(original, found, onside):  # pragma: no cover - a bug
        raise CGTError(f"internal: the {_side(onside)} found is not equal to the game")
    return found


#: Sidling rounds before the graph's simplification is tried beside them.
SIDLING_ROUNDS_ALONE = 2


def _side(onside: bool) -> str:
    return "onside" if onside else "offside"


def is_side(graph: GameGraph, candidate: Value, *, onside: bool) -> bool:
    """Whether the stopper ``candidate`` equals the onside (or the offside)
    of the game at vertex 0 of ``graph``: two comparisons of sides, far
    cheaper than finding the side.

    >>> dud = GameGraph(((0,),), ((0,),))
    >>> on = side_stopper(GameGraph(((0,),), ((),)), 0, onside=True)
    >>> is_side(dud, on, onside=True), is_side(dud, on, onside=False)
    (True, False)
    """
    return _is_side(graph.packed(0), candidate, onside)


def _is_side(graph: GameGraph, candidate: Value, onside: bool) -> bool:
    """Whether the stopper ``candidate`` equals that side of the game at 0."""
    found_graph, found_start = stopper_graph(candidate)
    union, offset = graph.union(found_graph)
    return (side_le(union, 0, found_start + offset, onside)
            and side_le(union, found_start + offset, 0, onside))


#: A sidling run whose values grow past this many positions is given up: it
#: climbs towards a limit it never reaches (``off``, ``0``, ``1``, ``2``, ...
#: towards ``on``), and the graph's simplification takes over.
SIDLING_VALUE_VERTICES = 96


def _size(value: Value) -> int:
    """Positions of a stopper; a short game's birthday (a bound of its depth)."""
    return value.birthday if isinstance(value, Form) else len(value.graph)


_NOT_YET = object()
_ON = GameGraph(((0,),), ((),))


def _sidling(graph: GameGraph, from_on: bool) -> Iterator[Any]:
    """The rounds of sidling from ``on`` (or ``off``) everywhere: yields the
    start's value when it did not change in a round (a candidate), else
    ``_NOT_YET``; stops at a fixed point, after as many rounds as the graph
    has positions, or when a value grows past what the simplifier takes."""
    n = len(graph)
    seed = canonical_stopper(_ON if from_on else _ON.negative(), 0)
    # The positions that reach no cycle are short games, whose values the
    # short-game algebra knows: only the others are sidled.
    short = short_forms(graph)
    values: list[Value] = [seed if f is None else f for f in short]
    before: list[list[int]] = [[] for _ in range(n)]
    for v in range(n):
        for w in (*graph.left[v], *graph.right[v]):
            before[w].append(v)
    # The far positions first: values flow to the start.
    dirty = [v for v in range(n - 1, -1, -1) if short[v] is None]
    for _ in range(len(dirty) + 8):  # the short positions never change
        changed = []
        start = values[0]
        for v in dirty:  # in place: a round sees the values of this round so far
            try:
                value = stopper_of_options([values[w] for w in graph.left[v]],
                                           [values[w] for w in graph.right[v]])
            except CGTError:  # a value too large: this run goes nowhere
                return
            if _size(value) > SIDLING_VALUE_VERTICES:  # climbing for ever, as off towards on
                return
            if value is not values[v]:
                values[v] = value
                changed.append(v)
        yield _NOT_YET if values[0] is not start else values[0]
        if not changed:
            return
        dirty = sorted({u for v in changed for u in before[v]}, reverse=True)


# -- sides component by component -------------------------------------------------------------


def entries(graph: GameGraph, components: list[list[int]]) -> set[int]:
    """The positions that a move from another component enters: with the
    start, the only ones whose values the other components ask for."""
    where = [0] * len(graph)
    for c, component in enumerate(components):
        for v in component:
            where[v] = c
    return {w for v in range(len(graph)) for w in (*graph.left[v], *graph.right[v])
            if where[w] != where[v]}


def component_sides(left: list[tuple[int, ...]], right: list[tuple[int, ...]],
                    outside: list[Value], onside: bool, wanted: list[int]) -> dict[int, Value]:
    """The onside (or offside) at each vertex ``wanted`` of a strongly
    connected component whose moves out reach the stoppers ``outside`` (that
    side of the values there), numbered as for
    :func:`~cgt.loopy.stopper.component_graph`.

    A component in which no play alternates for ever is a stopper at each
    vertex (:func:`~cgt.loopy.stopper.component_stoppers`). Otherwise the
    whole component is sidled at once, from ``on`` and then from ``off``,
    beside the fixed values outside, and each wanted vertex's value is
    checked against the game there; a vertex whose side that does not find
    is sought alone (:func:`side_stopper`, whose graph simplification is
    the last resort)."""
    if component_is_stopper(left, right):
        stoppers = component_stoppers(left, right, outside)
        return {i: stoppers[i] for i in wanted}
    union = component_graph(left, right, outside)
    found: dict[int, Value] = {}
    # (vertex, id of a value) found not to be that vertex's side, the value
    # held so that its id stays its own; a value refuted at one vertex may
    # still be the side of another.
    refuted: dict[tuple[int, int], Value] = {}
    packed: dict[int, GameGraph] = {}  # each wanted vertex's part, packed once
    # Both starting points side by side, a round each in turn, as
    # side_stopper runs them: one may climb for ever.
    runs = [_component_sidling(left, right, outside, from_on) for from_on in (onside, not onside)]
    while runs and not all(i in found for i in wanted):
        for run in list(runs):
            step = next(run, None)
            if step is None:
                runs.remove(run)
                continue
            values, changed = step
            # A vertex whose value held for a round is tried, as side_stopper
            # tries its start.
            for i in wanted:
                if i in found or i in changed or (i, id(values[i])) in refuted:
                    continue
                if i not in packed:
                    packed[i] = union.packed(i)
                if _is_side(packed[i], values[i], onside):
                    found[i] = values[i]
                else:
                    refuted[(i, id(values[i]))] = values[i]
    for i in wanted:
        if i not in found:
            found[i] = side_stopper(union, i, onside=onside)
    return found


def component_is_stopper(left: list[tuple[int, ...]], right: list[tuple[int, ...]]) -> bool:
    """No play alternates for ever inside a strongly connected component
    (numbered as for :func:`~cgt.loopy.stopper.component_graph`; its moves
    out end play here)."""
    k = len(left)
    inside = lambda targets: tuple(w for w in targets if w < k)  # noqa: E731
    # The component reaches all of itself from 0.
    return GameGraph(tuple(map(inside, left)), tuple(map(inside, right))).is_stopper(0)


def _component_sidling(left: list[tuple[int, ...]], right: list[tuple[int, ...]],
                       outside: list[Value], from_on: bool) -> Iterator[
        tuple[list[Value], set[int]]]:
    """Sidling of a whole component (Winning Ways, chapter 11) from ``on``
    (or ``off``) at every vertex, the values outside held: yields after each
    round the values and the vertices whose value changed in it; stops at a
    fixed point, or when a value grows past what sidling follows."""
    k = len(left)
    seed = canonical_stopper(_ON if from_on else _ON.negative(), 0)
    values: list[Value] = [seed] * k + list(outside)
    before: list[list[int]] = [[] for _ in range(k)]
    for v in range(k):
        for w in {*left[v], *right[v]}:
            if w < k:
                before[w].append(v)
    dirty = list(range(k - 1, -1, -1))
    for _ in range(k + 8):
        changed: set[int] = set()
        for v in dirty:  # in place: a round sees the values of this round so far
            try:
                value = stopper_of_options([values[w] for w in left[v]],
                                           [values[w] for w in right[v]])
            except CGTError:  # a value too large: this run goes nowhere
                return
            if _size(value) > SIDLING_VALUE_VERTICES:  # climbing for ever
                return
            if value is not values[v]:
                values[v] = value
                changed.add(v)
        yield values, changed
        if not changed:
            return
        dirty = sorted({u for v in changed for u in before[v]}, reverse=True)


def _simplify_side(original: GameGraph, onside: bool) -> Value:
    """The side found by simplifying the graph in that side until it is a
    stopper: stoppers inside it in their simplest form, moves no player
    would make dropped, cycles unravelled."""
    current = _drop_obvious(_fuse_stoppers(original), onside)
    for _ in range(4 * MAX_VERTICES):
        current = _drop_irrelevant(current, onside)
        if current.is_stopper(0):
            break
        unravelled = _unravel(current, onside)
        if unravelled is None:
            break
        current = unravelled
    if not current.is_stopper(0):
        raise CGTError(f"the {_side(onside)} of this loopy game is not a stopper (as far as "
                       "cgt can simplify it): the game is not stopper-sided")
    return canonical_stopper(current, 0)


def _drop_obvious(graph: GameGraph, onside: bool) -> GameGraph:
    """Drop the moves no player would make, seen at a glance: every Left
    move beside one to ``on`` (or, in the onside, to ``dud``), Left moves
    to ``off`` (or, in the offside, to ``dud``), and in the offside a Left
    move that Right can undo at once; Right's mirror-wise."""
    n = len(graph)
    shape = [_shape(graph, v) for v in range(n)]
    mine = {True: [list(e) for e in graph.left], False: [list(e) for e in graph.right]}
    for for_left in (True, False):
        best, worst = ("on", "off") if for_left else ("off", "on")
        eager = onside == for_left  # dud is worth on to Left in the onside
        undo = not eager            # a move the other player reverses at once is useless
        theirs = graph.right if for_left else graph.left
        for v in range(n):
            edges = mine[for_left][v]
            top = [w for w in edges if shape[w] == best or (eager and shape[w] == "dud")]
            if top:
                mine[for_left][v] = top[:1]
                continue
            mine[for_left][v] = [w for w in edges
                                 if shape[w] != worst and not (not eager and shape[w] == "dud")
                                 and not (undo and v in theirs[w])]
    return GameGraph(tuple(map(tuple, mine[True])), tuple(map(tuple, mine[False])))


def _fuse_stoppers(graph: GameGraph) -> GameGraph:
    """The graph with the positions that are stoppers and equal as games
    made one (only those: the sides of the others are what is sought), from
    one table of the order of stoppers."""
    reach = graph.reachable(0)
    cyclic_states = _components_sizes(graph, reach)
    loose = {v for v, mover in cyclic_states}
    before: dict[int, list[int]] = {v: [] for v in reach}
    for v in reach:
        for w in (*graph.left[v], *graph.right[v]):
            before[w].append(v)
    queue = list(loose)
    while queue:  # whatever reaches an alternating cycle is not a stopper
        w = queue.pop()
        for v in before[w]:
            if v not in loose:
                loose.add(v)
                queue.append(v)
    stoppers = [v for v in reach if v not in loose]
    if len(stoppers) < 2:
        return graph
    # The stoppers' part in their simplest form (numbered after the others).
    number = {v: i for i, v in enumerate(stoppers)}
    sub = GameGraph(tuple(tuple(number[w] for w in graph.left[v]) for v in stoppers),
                    tuple(tuple(number[w] for w in graph.right[v]) for v in stoppers))
    sub_left, sub_right, representative = simplify_vertices(sub, list(range(len(sub))))
    n = len(graph)
    where = [n + representative[number[v]] if v in number else v for v in range(n)]
    left = [tuple(where[w] for w in graph.left[v]) for v in range(n)]
    right = [tuple(where[w] for w in graph.right[v]) for v in range(n)]
    left += [tuple(n + representative[w] for w in edges) for edges in sub_left]
    right += [tuple(n + representative[w] for w in edges) for edges in sub_right]
    return GameGraph(tuple(left), tuple(right)).packed(where[0])


def _components_sizes(graph: GameGraph, reach: list[int]) -> set[tuple[int, bool]]:
    """The states (position, Left to move?) that lie on an alternating cycle."""
    states = [(v, mover) for v in reach for mover in (True, False)]
    component = _components(states, graph)
    size: dict[int, int] = {}
    for c in component.values():
        size[c] = size.get(c, 0) + 1
    return {s for s in states if size[component[s]] > 1}  # moves alternate: no loops


def _shape(graph: GameGraph, v: int) -> str:
    left, right = graph.left[v], graph.right[v]
    if left == (v,) and not right:
        return "on"
    if right == (v,) and not left:
        return "off"
    if left == (v,) and right == (v,):
        return "dud"
    return ""


def _drop_irrelevant(graph: GameGraph, onside: bool) -> GameGraph:
    """Drop, one by one, the moves on alternating cycles that leave the
    side's value unchanged: a Left move whose loss does not lower it, a
    Right move whose loss does not raise it. Passes over the moves until
    one drops nothing or no cycle is left."""
    current = graph
    changed = True
    while changed and not current.is_stopper(0):
        changed = False
        order = _cyclic_edges(current)
        cyclic = set(order)
        for move in order:
            if move not in cyclic:  # no longer on a cycle, after a drop
                continue
            for_left, v, w = move
            trimmed = _without(current, for_left, v, w)
            union, offset = current.union(trimmed)
            # Without a Left move the game is no higher: equal when current <= trimmed.
            keeps = (side_le(union, 0, offset, onside) if for_left
                     else side_le(union, offset, 0, onside))
            if keeps:
                current = trimmed
                changed = True
                cyclic = set(_cyclic_edges(current))
    return current.packed(0)


def _without(graph: GameGraph, for_left: bool, v: int, w: int) -> GameGraph:
    edges = graph.left if for_left else graph.right
    changed = tuple(tuple(x for x in targets if x != w) if u == v else targets
                    for u, targets in enumerate(edges))
    return GameGraph(changed, graph.right) if for_left else GameGraph(graph.left, changed)


def _cyclic_edges(graph: GameGraph) -> list[tuple[bool, int, int]]:
    """The moves ``(by Left?, from, to)`` that lie on an alternating cycle
    among the positions reachable from 0: the strongly connected components
    of the graph of (position, player to move)."""
    reach = graph.reachable(0)
    states = [(v, mover) for v in reach for mover in (True, False)]
    component = _components(states, graph)
    found = []
    for v in reach:
        for for_left in (True, False):
            targets = graph.left[v] if for_left else graph.right[v]
            for w in dict.fromkeys(targets):
                if component[(v, for_left)] == component[(w, not for_left)]:
                    found.append((for_left, v, w))
    return found


def _components(states: list[tuple[int, bool]], graph: GameGraph) -> dict[tuple[int, bool], int]:
    """Tarjan's strongly connected components, iteratively."""
    def successors(state: tuple[int, bool]) -> list[tuple[int, bool]]:
        v, left_to_move = state
        return [(w, not left_to_move) for w in (graph.left[v] if left_to_move else graph.right[v])]

    index: dict[tuple[int, bool], int] = {}
    low: dict[tuple[int, bool], int] = {}
    component: dict[tuple[int, bool], int] = {}
    stack: list[tuple[int, bool]] = []
    on_stack: set[tuple[int, bool]] = set()
    counter = 0
    for root in states:
        if root in index:
            continue
        work = [(root, iter(successors(root)))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            state, rest = work[-1]
            for nxt in rest:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(successors(nxt))))
                    break
                if nxt in on_stack:
                    low[state] = min(low[state], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[state])
                if low[state] == index[state]:
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component[member] = index[state]
                        if member == state:
                            break
    return component


def _unravel(graph: GameGraph, onside: bool) -> GameGraph | None:
    """One move on an alternating cycle, of the player who loses infinite
    play in this side, allowed only a few turns round its cycle, when that
    leaves the side's value unchanged; None when no move can be."""
    mover_is_left = not onside  # Right loses infinite play in the onside
    for for_left, v, w in _cyclic_edges(graph):
        if for_left != mover_is_left:
            continue
        for turns in range(1, UNRAVEL_TURNS + 1):
            unravelled = _unravel_by(graph, for_left, v, w, turns)
            if len(unravelled) > MAX_VERTICES:
                break
            union, offset = graph.union(unravelled)
            # Fewer moves for the loser of infinite play make it no worse for
            # the other: equal when it is no better either.
            keeps = (side_le(union, offset, 0, onside) if not for_left
                     else side_le(union, 0, offset, onside))
            if keeps:
                return unravelled.packed(0)
    return None


def _unravel_by(graph: GameGraph, for_left: bool, v: int, w: int, turns: int) -> GameGraph:
    """Copies ``0 .. turns`` of the graph, the move ``v -> w`` leading from
    copy ``k`` into copy ``k + 1`` and missing from the last: the move may
    be made ``turns`` times at most."""
    n = len(graph)
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    for k in range(turns + 1):
        base = k * n
        for u in range(n):
            for side_edges, out, is_left in ((graph.left, left, True), (graph.right, right, False)):
                targets = []
                for x in side_edges[u]:
                    if u == v and x == w and is_left == for_left:
                        if k < turns:
                            targets.append(x + base + n)
                    else:
                        targets.append(x + base)
                out.append(tuple(targets))
    return GameGraph(tuple(left), tuple(right))

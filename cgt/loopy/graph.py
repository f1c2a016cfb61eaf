"""Game graphs: the positions of a loopy game as vertices, moves as edges.

A :class:`GameGraph` holds, for each vertex ``0 .. n-1``, the vertices Left
can move to and the vertices Right can move to (Winning Ways, chapter 11;
Siegel, *CGT*, VI.1). A loopy game is a graph and a start vertex. Short
games embed as graphs without cycles (:func:`from_form`), a pass is an
edge from a vertex to itself.

>>> on = GameGraph(((0,),), ((),))             # {pass |}
>>> on.is_stopper(0), on.negative().right
(True, ((0,),))
>>> dud = GameGraph(((0,),), ((0,),))          # {pass | pass}
>>> dud.is_stopper(0)
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cgt.core.canonical import build
from cgt.core.form import Form
from cgt.errors import CGTError

__all__ = ["GameGraph", "component_moves", "from_form", "short_forms",
           "strongly_connected_components"]

Edges = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class GameGraph:
    """Left and Right edges of each vertex (lists of target vertices)."""

    left: Edges
    right: Edges

    def __len__(self) -> int:
        return len(self.left)

    def negative(self) -> GameGraph:
        """The graph of ``-G``: Left and Right swap their moves."""
        return GameGraph(self.right, self.left)

    def sum(self, other: GameGraph) -> GameGraph:
        """The graph of ``G + H`` on pairs ``(g, h)``, vertex ``g * len(H) + h``:
        a move is a move in either component."""
        n = len(other)
        left, right = [], []
        for g in range(len(self)):
            for h in range(n):
                left.append(tuple([gl * n + h for gl in self.left[g]]
                                  + [g * n + hl for hl in other.left[h]]))
                right.append(tuple([gr * n + h for gr in self.right[g]]
                                   + [g * n + hr for hr in other.right[h]]))
        return GameGraph(tuple(left), tuple(right))

    def union(self, other: GameGraph) -> tuple[GameGraph, int]:
        """Both graphs side by side, and the offset of ``other``'s vertices."""
        n = len(self)
        shifted = lambda edges: tuple(tuple(v + n for v in targets) for targets in edges)  # noqa: E731
        return GameGraph(self.left + shifted(other.left), self.right + shifted(other.right)), n

    def reachable(self, start: int) -> list[int]:
        """The vertices reachable from ``start``, in the order first met."""
        seen = {start}
        order = [start]
        for v in order:
            for w in (*self.left[v], *self.right[v]):
                if w not in seen:
                    seen.add(w)
                    order.append(w)
        return order

    def packed(self, start: int) -> GameGraph:
        """The part reachable from ``start``, renumbered so that it is 0."""
        order = self.reachable(start)
        index = {v: i for i, v in enumerate(order)}
        return GameGraph(tuple(tuple(index[w] for w in self.left[v]) for v in order),
                         tuple(tuple(index[w] for w in self.right[v]) for v in order))

    def is_stopper(self, start: int) -> bool:
        """No infinite alternating play from any position reachable from
        ``start`` by any moves (in a sum a player may move twice running in
        one component): no cycle in the graph of states (vertex, player to
        move) whose edges are the moves of the player to move."""
        # Iterative depth-first search for a cycle among reachable states.
        WHITE, GREY, BLACK = 0, 1, 2
        colour: dict[tuple[int, bool], int] = {}
        for root in ((v, mover) for v in self.reachable(start) for mover in (True, False)):
            if colour.get(root, WHITE) != WHITE:
                continue
            colour[root] = GREY
            stack = [(root, iter(self._next(root)))]
            while stack:
                state, successors = stack[-1]
                for nxt in successors:
                    c = colour.get(nxt, WHITE)
                    if c == GREY:
                        return False
                    if c == WHITE:
                        colour[nxt] = GREY
                        stack.append((nxt, iter(self._next(nxt))))
                        break
                else:
                    colour[state] = BLACK
                    stack.pop()
        return True

    def _next(self, state: tuple[int, bool]) -> list[tuple[int, bool]]:
        vertex, left_to_move = state
        targets = self.left[vertex] if left_to_move else self.right[vertex]
        return [(w, not left_to_move) for w in targets]

    def is_cycle_free(self, start: int) -> bool:
        """No cycle at all among the positions reachable from ``start`` (a
        short game)."""
        order = self.reachable(start)
        indegree = dict.fromkeys(order, 0)
        for v in order:
            for w in (*self.left[v], *self.right[v]):
                indegree[w] += 1
        ready = [v for v in order if indegree[v] == 0]
        done = 0
        while ready:
            v = ready.pop()
            done += 1
            for w in (*self.left[v], *self.right[v]):
                indegree[w] -= 1
                if indegree[w] == 0:
                    ready.append(w)
        return done == len(order)


def strongly_connected_components(graph: GameGraph) -> list[list[int]]:
    """The strongly connected components of a graph (a move of either
    player is an edge), each after every component it moves to: Tarjan's
    algorithm, with an explicit stack (no recursion on the depth of play).
    """
    n = len(graph)
    moves = [tuple(dict.fromkeys((*graph.left[v], *graph.right[v]))) for v in range(n)]
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    found: list[list[int]] = []
    counter = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        work = [(root, 0)]
        while work:
            v, i = work[-1]
            targets = moves[v]
            if i < len(targets):
                work[-1] = (v, i + 1)
                w = targets[i]
                if index[w] < 0:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, 0))
                elif on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[v] < low[parent]:
                    low[parent] = low[v]
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    component.append(w)
                    if w == v:
                        break
                found.append(component)
    return found


def component_moves(graph: GameGraph, component: Sequence[int]) -> tuple[
        list[tuple[int, ...]], list[tuple[int, ...]], list[int]]:
    """The moves of a strongly connected component's positions, numbered
    within it: ``i < k`` is ``component[i]`` (``k = len(component)``) and
    ``j >= k`` the position ``outside[j - k]`` it moves out to; returns
    the Left moves, the Right moves and ``outside``.

    >>> graph = GameGraph(((1,), (0, 2), ()), ((), (), ()))   # 0 <-> 1 -> 2
    >>> component_moves(graph, [1, 0])
    ([(1, 2), (0,)], [(), ()], [2])
    """
    k = len(component)
    local = {v: i for i, v in enumerate(component)}
    outside: list[int] = []
    number: dict[int, int] = {}  # a position out of the component: its number, from k
    for v in component:
        for w in (*graph.left[v], *graph.right[v]):
            if w not in local and w not in number:
                number[w] = k + len(outside)
                outside.append(w)

    def renumbered(targets: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(local[w] if w in local else number[w] for w in targets)

    return ([renumbered(graph.left[v]) for v in component],
            [renumbered(graph.right[v]) for v in component], outside)


def from_form(form: Form) -> tuple[GameGraph, int]:
    """The graph of a short game's canonical form (each distinct subgame one
    vertex) and its start vertex.

    >>> from cgt.core.form import star
    >>> graph, start = from_form(star)
    >>> len(graph), graph.left[start] == graph.right[start]
    (2, True)
    """
    return graph_of([form])[0], 0


#: The most vertices a short game's graph is given (its distinct subgames).
MAX_SHORT_VERTICES = 2000


def graph_of(forms: Sequence[Form]) -> tuple[GameGraph, list[int]]:
    """One graph holding the canonical forms of ``forms``, and the vertex of
    each; a CGTError past :data:`MAX_SHORT_VERTICES` subgames (the number
    ``10**30`` has that many)."""
    index: dict[int, int] = {}
    order: list[Form] = []

    def vertex(f: Form) -> int:
        known = index.get(f.id)
        if known is None:
            # m options of *m
            huge_nimber = f.number_part is not None and f.nim_part > MAX_SHORT_VERTICES
            if len(order) >= MAX_SHORT_VERTICES or huge_nimber:
                raise CGTError(f"a short game with more than {MAX_SHORT_VERTICES:,} subgames "
                               "is too large to play beside a loopy game "
                               "(cgt.loopy.graph.MAX_SHORT_VERTICES)")
            known = index[f.id] = len(order)
            order.append(f)
        return known

    starts = [vertex(f) for f in forms]
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    i = 0
    while i < len(order):
        f = order[i]
        left.append(tuple(vertex(o) for o in f.left))
        right.append(tuple(vertex(o) for o in f.right))
        i += 1
    return GameGraph(tuple(left), tuple(right)), starts


def short_forms(graph: GameGraph) -> list[Form | None]:
    """The short game at each vertex that reaches no cycle, None at the
    others: built from the leaves back (a vertex is short once all its
    options are), so the short parts of a loopy game are the short-game
    algebra's interned forms.

    >>> on_and_star = GameGraph(((0,), (2,), ()), ((), (2,), ()))  # on, *, 0
    >>> from cgt.core.form import star, zero
    >>> short_forms(on_and_star) == [None, star, zero]
    True
    """
    n = len(graph)
    before: list[list[int]] = [[] for _ in range(n)]
    waiting = [0] * n  # options not yet known short
    for v in range(n):
        targets = set(graph.left[v]) | set(graph.right[v])
        waiting[v] = len(targets)
        for w in targets:
            before[w].append(v)
    made: dict[int, Form] = {}
    ready = [v for v in range(n) if waiting[v] == 0]
    while ready:
        v = ready.pop()
        made[v] = build([made[w] for w in graph.left[v]], [made[w] for w in graph.right[v]])
        for u in before[v]:
            waiting[u] -= 1
            if waiting[u] == 0:
                ready.append(u)
    return [made.get(v) for v in range(n)]

"""Values of a loopy game graph, one strongly connected component at a time.

A position's value depends only on the positions it reaches. The positions
that reach each other form a strongly connected component; the components,
ordered so that each comes after every component it moves to (the
condensation of the graph, read from the ends of play back), are valued
one at a time: when a component's turn comes, the values of everything it
moves out to are known and canonical, so only the component is simplified
(:func:`~cgt.loopy.stopper.component_stoppers`) beside those values'
graphs, which are simplest already.

- A position on no cycle is ``{L | R}`` of its options' values: a short
  game from the short-game algebra when they all are
  (:func:`~cgt.loopy.stopper.stopper_of_options`).
- A component with no play alternating for ever inside it, moving out to
  stoppers, is a stopper at each of its positions.
- Otherwise each side is sought apart: the onside of a position is the
  onside of the component whose moves out go to the onsides of the values
  there (a strategy that copies the opponent's moves while play stays in
  the component, and plays the side's equality once it leaves, shows the
  two equal), and the offside likewise.

The cost is the sum over the components of their simplification, in place
of one simplification, quadratic in the whole graph: a Fox and Geese
position of 856 positions, whose fox moves back and forth inside a
component while every goose move leaves it, is valued in about a second
(``benchmarks/bench_loopy_capacity.py``).

>>> from cgt.loopy.graph import GameGraph
>>> graph = GameGraph(((1,), (2,), ()), ((), (1,), ()))   # {b|}, b = {0|b}, 0
>>> strongly_connected_components(graph)
[[2], [1], [0]]
>>> from cgt.loopy.stopper import canonical_stopper
>>> graph_value(graph, 0) is canonical_stopper(graph, 0)
True
"""

from __future__ import annotations

from cgt.errors import CGTError
from cgt.loopy.graph import GameGraph
from cgt.loopy.sided import Loopy, SidedForm, side_of, sided
from cgt.loopy.sides import side_stopper
from cgt.loopy.stopper import Value, component_graph, component_stoppers, stopper_of_options

__all__ = ["MAX_GRAPH_VERTICES", "graph_value", "graph_values", "strongly_connected_components"]

#: The most positions a game graph may have to be valued (each component
#: is simplified apart, within ``cgt.loopy.stopper.MAX_VERTICES`` with the
#: graphs of the values it moves to).
MAX_GRAPH_VERTICES = 100_000


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


def graph_value(graph: GameGraph, start: int) -> Loopy:
    """The value of the game at ``start``: its canonical stopper, or its
    sides ``onside & offside`` (as :func:`cgt.loopy.sided.loopy_value`,
    component by component); CGTError past :data:`MAX_GRAPH_VERTICES`
    positions, or when a side is not found to be a stopper."""
    packed = graph.packed(start)
    return graph_values(packed)[0]


def graph_values(graph: GameGraph) -> list[Loopy]:
    """The value of every position of a game graph, component by component
    from the ends of play back."""
    n = len(graph)
    if n > MAX_GRAPH_VERTICES:
        raise CGTError(f"a loopy game of {n:,} positions is more than the "
                       f"{MAX_GRAPH_VERTICES:,} cgt values "
                       "(cgt.loopy.condensation.MAX_GRAPH_VERTICES)")
    values: list[Loopy | None] = [None] * n
    for component in strongly_connected_components(graph):
        v = component[0]
        if len(component) == 1 and v not in graph.left[v] and v not in graph.right[v]:
            values[v] = _position_value([values[w] for w in graph.left[v]],  # type: ignore[misc]
                                        [values[w] for w in graph.right[v]])  # type: ignore[misc]
        else:
            for w, value in zip(component, _component_values(graph, component, values),
                                strict=True):
                values[w] = value
    return values  # type: ignore[return-value]


def _position_value(left: list[Loopy], right: list[Loopy]) -> Loopy:
    """``{left | right}`` of values, at a position on no cycle."""
    if not any(isinstance(o, SidedForm) for o in (*left, *right)):
        return stopper_of_options(left, right)  # type: ignore[arg-type]
    return sided(*(stopper_of_options([side_of(o, onside) for o in left],
                                      [side_of(o, onside) for o in right])
                   for onside in (True, False)))


def _component_values(graph: GameGraph, component: list[int],
                      values: list[Loopy | None]) -> list[Loopy]:
    """The values of the positions of one component, those it moves out to known."""
    k = len(component)
    local = {v: i for i, v in enumerate(component)}
    outside: dict[int, int] = {}  # a position out of the component: its number, from k
    for v in component:
        for w in (*graph.left[v], *graph.right[v]):
            if w not in local and w not in outside:
                outside[w] = k + len(outside)

    def renumbered(targets: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(local[w] if w in local else outside[w] for w in targets)

    left = [renumbered(graph.left[v]) for v in component]
    right = [renumbered(graph.right[v]) for v in component]
    out_values: list[Loopy] = [values[w] for w in outside]  # type: ignore[misc]
    # The component alone, its moves out ending play: does play alternate
    # for ever inside it?
    dead_ends: list[tuple[int, ...]] = [()] * len(outside)
    alternates = not GameGraph(tuple(left + dead_ends), tuple(right + dead_ends)).is_stopper(0)
    if not alternates and not any(isinstance(o, SidedForm) for o in out_values):
        return list(component_stoppers(left, right, out_values))  # type: ignore[arg-type]
    sides = []
    for onside in (True, False):
        side_values = [side_of(o, onside) for o in out_values]
        sides.append(_component_side(left, right, side_values, onside, alternates))
    return [sided(on, off) for on, off in zip(*sides, strict=True)]


def _component_side(left: list[tuple[int, ...]], right: list[tuple[int, ...]],
                    outside: list[Value], onside: bool, alternates: bool) -> list[Value]:
    """The onside (or offside) of each position of a component whose moves
    out reach the stoppers ``outside`` (that side of the values there)."""
    if not alternates:
        return component_stoppers(left, right, outside)
    union = component_graph(left, right, outside)
    return [side_stopper(union, i, onside=onside) for i in range(len(left))]

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
  two equal), and the offside likewise: the whole component is sidled at
  once, and only the positions that another component moves into, or
  that are asked for, are checked (:func:`~cgt.loopy.sides.component_sides`).

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
from cgt.loopy.graph import GameGraph, component_moves, strongly_connected_components
from cgt.loopy.sided import Loopy, SidedForm, side_of, sided
from cgt.loopy.sides import component_is_stopper, component_sides, entries
from cgt.loopy.stopper import component_stoppers, stopper_of_options

__all__ = ["MAX_GRAPH_VERTICES", "graph_value", "graph_values", "strongly_connected_components"]

#: The most positions a game graph may have to be valued (each component
#: is simplified apart, within ``cgt.loopy.stopper.MAX_VERTICES`` with the
#: graphs of the values it moves to).
MAX_GRAPH_VERTICES = 100_000


def graph_value(graph: GameGraph, start: int) -> Loopy:
    """The value of the game at ``start``: its canonical stopper, or its
    sides ``onside & offside`` (as :func:`cgt.loopy.sided.loopy_value`,
    component by component); CGTError past :data:`MAX_GRAPH_VERTICES`
    positions, or when a side is not found to be a stopper."""
    return _values(graph.packed(start), [0])[0]


def graph_values(graph: GameGraph) -> list[Loopy]:
    """The value of every position of a game graph, component by component
    from the ends of play back."""
    return _values(graph, list(range(len(graph))))


def _values(graph: GameGraph, wanted: list[int]) -> list[Loopy]:
    """The values at ``wanted`` (the others: None, or found on the way)."""
    n = len(graph)
    if n > MAX_GRAPH_VERTICES:
        raise CGTError(f"a loopy game of {n:,} positions is more than the "
                       f"{MAX_GRAPH_VERTICES:,} cgt values "
                       "(cgt.loopy.condensation.MAX_GRAPH_VERTICES)")
    components = strongly_connected_components(graph)
    # Only the positions entered from another component, and those asked
    # for, are checked in a component that is no stopper: one component may
    # be the whole graph.
    needed = entries(graph, components) | set(wanted)
    values: list[Loopy | None] = [None] * n
    for component in components:
        v = component[0]
        if len(component) == 1 and v not in graph.left[v] and v not in graph.right[v]:
            values[v] = _position_value([values[w] for w in graph.left[v]],  # type: ignore[misc]
                                        [values[w] for w in graph.right[v]])  # type: ignore[misc]
            continue
        left, right, outside = component_moves(graph, component)
        found = _component_values(left, right, [values[w] for w in outside],  # type: ignore[misc]
                                  [i for i, w in enumerate(component) if w in needed])
        for i, value in found.items():
            values[component[i]] = value
    return values  # type: ignore[return-value]


def _position_value(left: list[Loopy], right: list[Loopy]) -> Loopy:
    """``{left | right}`` of values, at a position on no cycle."""
    if not any(isinstance(o, SidedForm) for o in (*left, *right)):
        return stopper_of_options(left, right)  # type: ignore[arg-type]
    return sided(*(stopper_of_options([side_of(o, onside) for o in left],
                                      [side_of(o, onside) for o in right])
                   for onside in (True, False)))


def _component_values(left: list[tuple[int, ...]], right: list[tuple[int, ...]],
                      outside: list[Loopy], wanted: list[int]) -> dict[int, Loopy]:
    """The values at the vertices ``wanted`` of one component (numbered as
    for :func:`~cgt.loopy.stopper.component_graph`), those it moves out to
    known: its stoppers when they are all stoppers (the component
    simplified once for both sides), else each side apart."""
    if not any(isinstance(o, SidedForm) for o in outside) and component_is_stopper(left, right):
        stoppers = component_stoppers(left, right, outside)  # type: ignore[arg-type]
        return {i: stoppers[i] for i in wanted}
    onsides = component_sides(left, right, [side_of(o, True) for o in outside], True, wanted)
    offsides = component_sides(left, right, [side_of(o, False) for o in outside], False, wanted)
    return {i: sided(onsides[i], offsides[i]) for i in wanted}

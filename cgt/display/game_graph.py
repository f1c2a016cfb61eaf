"""Game graphs: the values or positions reachable from a game, as data.

A :class:`GameGraph` holds the nodes reached from a start (each with its
label and its outcome, or its result for a loopy game) and the moves between
them, each once, with the side that makes it. ``cgt dot`` writes one as
Graphviz DOT (:mod:`cgt.display.dot`); :meth:`GameGraph.to_networkx` hands
it to networkx (``pip install networkx``, or the ``graphs`` extra) for
graph algorithms and drawing.

- :func:`game_graph`: a canonical form and its options, each value once (a DAG).
- :func:`position_graph`: the positions reachable from a short-game position.
- :func:`loopy_graph`: the solved graph of a loopy position, cycles included.

>>> import cgt
>>> graph = game_graph(cgt.parse("{1|-1}"))
>>> [node.label for node in graph.nodes], len(graph.edges)
(['±1', '1', '-1', '0'], 4)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from cgt.core.outcome import Player
from cgt.errors import CGTError

__all__ = ["DEFAULT_MAX_NODES", "GameGraph", "GraphNode", "game_graph", "loopy_graph",
           "position_graph", "value_options"]

DEFAULT_MAX_NODES = 500


@dataclass(frozen=True)
class GraphNode:
    """A node of a game graph: what it is (a :class:`cgt.Game`, a position, or
    a position with its side to move), its label (a position's diagram, its
    value), and its outcome: ``L R N P`` for short games, the
    :class:`~cgt.core.outcome.Verdict` of the side to move for loopy ones."""

    subject: Any
    label: str
    outcome: str


@dataclass(frozen=True)
class GameGraph:
    """The nodes reached from ``nodes[0]`` and the moves ``(i, j, side)``
    between them (``side``: a :class:`cgt.Player`, or ``"move"`` when both
    players have the same moves), each move once."""

    kind: str  # "game", "positions" or "loopy"
    title: str
    nodes: tuple[GraphNode, ...]
    edges: tuple[tuple[int, int, str], ...]

    def to_networkx(self) -> Any:
        """The graph as a ``networkx.MultiDiGraph``: nodes ``0 .. n-1`` with the
        attributes ``label``, ``outcome`` and ``subject``, one edge per move
        keyed and attributed by its ``side`` (``"left"``, ``"right"`` or
        ``"move"``; a Left and a Right move to the same option are two edges).

        >>> import cgt
        >>> nx_graph = game_graph(cgt.parse("*")).to_networkx()
        >>> nx_graph.number_of_nodes(), sorted(nx_graph.edges(keys=True))
        (2, [(0, 1, 'left'), (0, 1, 'right')])
        """
        try:
            import networkx
        except ImportError:
            raise CGTError(
                "to_networkx() needs networkx: pip install networkx "
                "(or pip install 'cgt-algebra[graphs]')"
            ) from None
        graph = networkx.MultiDiGraph(title=self.title, kind=self.kind)
        for i, node in enumerate(self.nodes):
            graph.add_node(i, label=node.label, outcome=str(node.outcome), subject=node.subject)
        for i, j, side in self.edges:
            graph.add_edge(i, j, key=str(side), side=str(side))
        return graph


def _too_many(limit: int, start: object) -> CGTError:
    return CGTError(
        f"the game graph from {start} has more than {limit} nodes; "
        "draw a smaller position or raise --max-nodes"
    )


def _walk(
    start: Any,
    key: Callable[[Any], Hashable],
    moves: Callable[[Any], Iterable[tuple[str, Any]]],
    max_nodes: int,
) -> tuple[list[Any], list[tuple[int, int, str]]]:
    """Breadth first from ``start``: the nodes, and the edges (from, to, side), each once."""
    index = {key(start): 0}
    nodes = [start]
    edges: dict[tuple[int, int, str], None] = {}
    i = 0
    while i < len(nodes):
        for side, q in moves(nodes[i]):
            k = key(q)
            j = index.get(k)
            if j is None:
                if len(nodes) >= max_nodes:
                    raise _too_many(max_nodes, start)
                j = index[k] = len(nodes)
                nodes.append(q)
            edges[i, j, side] = None
        i += 1
    return nodes, list(edges)


def _graph(kind: str, title: str, nodes: list[Any], edges: list[tuple[int, int, str]],
           describe: Callable[[Any], tuple[str, str]]) -> GameGraph:
    return GameGraph(kind, title, tuple(GraphNode(n, *describe(n)) for n in nodes), tuple(edges))


def _sides(p: Any) -> list[tuple[str, Any]]:
    return [*((Player.LEFT, q) for q in p.left_moves()),
            *((Player.RIGHT, q) for q in p.right_moves())]


def game_graph(g: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> GameGraph:
    """The canonical form of ``g`` and, recursively, its options: one node per
    value (games are interned, so shared options appear once). A stopper's
    cycles are edges back to a node drawn before (``over``'s Right option
    is ``over``); a sided value ``G = onside & offside`` has grey edges to
    its two sides.

    >>> from cgt.values.make import parse
    >>> graph = game_graph(parse("over"))
    >>> [n.label for n in graph.nodes], graph.edges
    (['over', '0'], ((0, 1, <Player.LEFT: 'left'>), (0, 0, <Player.RIGHT: 'right'>)))
    """
    value_options(g)  # refuses, before anything is drawn, a value without a tree
    return _graph("game", str(g), *_walk(g, lambda h: h, value_options, max_nodes),
                  lambda h: (str(h), outcome_of(h)))


def value_options(g: Any) -> list[tuple[str, Any]]:
    """The moves drawn from a value: Left's and Right's options, or for a
    sided value (which has none of its own) its onside and offside; both
    players have a misère form's options (it is impartial). A transfinite
    value has no finite tree: a CGTError says so.

    >>> import cgt
    >>> [(str(side), str(o)) for side, o in value_options(cgt.misere_game("*[2]"))]
    [('left', '*[0]'), ('left', '*[1]'), ('right', '*[0]'), ('right', '*[1]')]
    >>> value_options(cgt.omega + 1)
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: ω+1 is a transfinite value: it has no finite game tree to draw
    """
    if hasattr(g, "onside") and not getattr(g, "is_stopper", True):
        return [("move", g.onside), ("move", g.offside)]
    if type(g).__module__.startswith("cgt.transfinite."):
        raise CGTError(f"{g} is a transfinite value: it has no finite game tree to draw")
    if not hasattr(g, "left") and not isinstance(getattr(type(g), "options", None), property):
        raise CGTError(f"{g} is not a game: it has no game tree to draw")
    if not hasattr(g, "left"):  # a misère canonical form: impartial, one set of options
        return [*((Player.LEFT, o) for o in g.options), *((Player.RIGHT, o) for o in g.options)]
    return [*((Player.LEFT, o) for o in g.left), *((Player.RIGHT, o) for o in g.right)]


def outcome_of(value: Any) -> str:
    """The outcome class of a value of any kind, as a letter: a partizan
    misère game form's misère outcome, an ordinal's as a surreal number's.
    (Read by the values' properties: nothing of their modules is imported.)

    >>> import cgt
    >>> outcome_of(cgt.game_form("{*|*}")), outcome_of(cgt.ordinal("omega")), outcome_of(-cgt.omega)
    ('N', 'L', 'R')
    """
    if hasattr(value, "misere_outcome") and not hasattr(value, "outcome"):  # a GameForm
        return str(value.misere_outcome)
    if hasattr(value, "surreal") and not hasattr(value, "outcome"):  # an Ordinal
        return str(value.surreal.outcome)
    return str(value.outcome)


def node_label(position: object) -> str:
    """A position as a label: its board rows, or its text (and diagram)."""
    board_rows = getattr(position, "board_rows", None)
    rows = board_rows() if callable(board_rows) else None
    if rows is not None:
        return "\n".join(rows)
    diagram = getattr(position, "diagram", None)
    return f"{position}\n{diagram()}" if callable(diagram) else str(position)


def position_graph(position: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> GameGraph:
    """The positions reachable from a short-game position, each labelled with
    its diagram and value (Grundy value for impartial games).

    >>> from cgt.games.registry import get
    >>> graph = position_graph(get("nim").position(["2"]))
    >>> len(graph.nodes), len(graph.edges), graph.nodes[0].label
    (3, 3, 'oo\\nGrundy 2')
    """
    from cgt.positions.position import ImpartialPosition

    impartial = isinstance(position, ImpartialPosition)

    def moves(p: Any) -> Iterable[tuple[str, object]]:
        return (("move", q) for q in p.moves()) if impartial else _sides(p)

    nodes, edges = _walk(position, lambda p: p.key(), moves, max_nodes)

    def describe(p: Any) -> tuple[str, str]:
        if impartial:
            g = p.grundy
            return f"{node_label(p)}\nGrundy {g}", "N" if g else "P"
        value = p.value
        return f"{node_label(p)}\n= {value}", str(value.outcome)

    return _graph("positions", str(position), nodes, edges, describe)


def loopy_graph(position: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> GameGraph:
    """The graph of a loopy position (cycles included), each node labelled with
    its result for the side to move. A position whose side to move is not
    part of it (:class:`cgt.LoopyPartizanPosition`) is drawn as its pairs
    (position, side to move), from Left moving first.

    >>> from cgt.games.registry import get
    >>> graph = loopy_graph(get("ourson").position(["0450"]))
    >>> graph.nodes[0].label.endswith("loss in 10"), graph.nodes[0].outcome
    (True, <Verdict.LOSS: 'loss'>)
    """
    from cgt.positions.loopy import LoopyPartizanPosition
    from cgt.positions.retrograde import Turn

    partizan = isinstance(position, LoopyPartizanPosition)
    start = Turn(position, Player.LEFT) if partizan else position
    # A Turn has no solve(): the position solves itself, both sides moving first.
    solution = position.solve() if hasattr(position, "solve") else None
    if solution is None:  # pragma: no cover (every loopy position can solve)
        raise CGTError(f"{position} cannot be solved as a loopy game")

    def moves(p: Any) -> Iterable[tuple[str, object]]:
        hook = getattr(p, "terminal", None)
        if hook is not None and hook() is not None:
            return ()
        side = p.player if isinstance(p, Turn) else "move"
        return ((side, q) for q in p.moves())

    nodes, edges = _walk(start, lambda p: p.key(), moves, max_nodes)

    def describe(p: Any) -> tuple[str, str]:
        result = solution.result_of(p)
        shown = p.position if isinstance(p, Turn) else p
        text = node_label(shown)
        mover = getattr(p, "player", None)
        if mover and "to move" not in text:
            text += f"\n{mover.capitalize() if isinstance(p, Turn) else mover} to move"
        return f"{text}\n{result}", result.outcome

    return _graph("loopy", str(position), nodes, edges, describe)

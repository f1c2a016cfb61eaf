"""Graphviz DOT pictures of game graphs, coloured by outcome.

The articles draw their game graphs with Graphviz; these functions write
the same kind of picture as DOT text (``dot -Tsvg tree.dot > tree.svg``).
Nodes are filled with the outcome colours of :mod:`cgt.display.report` (Left blue,
Right red, first player green, second player yellow; for loopy games win
green, loss yellow, draw magenta, for the side to move); Left's moves are
blue arrows, Right's red, moves of impartial games grey.

- :func:`game_dot`: a canonical form and its options, each value once (a DAG).
- :func:`position_dot`: the positions reachable from a short-game position.
- :func:`loopy_dot`: the solved graph of a loopy position, cycles included.

Each draws a :class:`~cgt.display.game_graph.GameGraph` (:func:`graph_dot`),
which also goes to networkx with :meth:`~cgt.display.game_graph.GameGraph.to_networkx`.

>>> import cgt
>>> text = game_dot(cgt.parse("{1|-1}"))
>>> text.splitlines()[0], text.count("->")
('digraph game {', 4)
"""

from __future__ import annotations

from typing import Any

from cgt.core.outcome import Player, Verdict
from cgt.display.game_graph import (
    DEFAULT_MAX_NODES,
    GameGraph,
    game_graph,
    loopy_graph,
    position_graph,
)
from cgt.notation.colours import OUTCOME_FILLS

__all__ = ["game_dot", "graph_dot", "loopy_dot", "position_dot"]

#: Node fills (light) by outcome class, every class of the one table of
#: :mod:`cgt.notation.colours` (the loopy ones included), and by loopy result.
FILLS: dict[str, str] = {
    **OUTCOME_FILLS,
    Verdict.WIN: "#c8ebcb", Verdict.LOSS: "#fff0a8", Verdict.DRAW: "#ecd1f5",
}
EDGE_COLOURS = {Player.LEFT: "#1f5fbf", Player.RIGHT: "#c62828", "move": "#666666"}


def _quote(text: str) -> str:
    """A DOT string: quotes and backslashes escaped, newlines as ``\\n``."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n") + '"'


def graph_dot(graph: GameGraph) -> str:
    """A :class:`~cgt.display.game_graph.GameGraph` as DOT text: nodes filled
    by outcome, moves coloured by side."""
    lines = [
        f"digraph {graph.kind} {{",
        f"  label={_quote(graph.title)}; labelloc=t; fontname=\"Helvetica\";",
        '  node [shape=box, style="rounded,filled", fontname="DejaVu Sans Mono", fontsize=11];',
        "  edge [arrowsize=0.7];",
    ]
    for i, node in enumerate(graph.nodes):
        lines.append(f"  n{i} [label={_quote(node.label)}, fillcolor=\"{FILLS[node.outcome]}\"];")
    for i, j, side in graph.edges:
        lines.append(f"  n{i} -> n{j} [color=\"{EDGE_COLOURS[side]}\"];")
    return "\n".join(lines + ["}"]) + "\n"


def game_dot(g: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """The canonical form of ``g`` and, recursively, its options: one node per
    value (games are interned, so shared options appear once); any kind of
    value (:func:`cgt.display.game_graph.game_graph`).

    >>> import cgt
    >>> print(game_dot(cgt.parse("*")))  # doctest: +NORMALIZE_WHITESPACE
    digraph game {
      label="*"; labelloc=t; fontname="Helvetica";
      node [shape=box, style="rounded,filled", fontname="DejaVu Sans Mono", fontsize=11];
      edge [arrowsize=0.7];
      n0 [label="*", fillcolor="#c8ebcb"];
      n1 [label="0", fillcolor="#fff0a8"];
      n0 -> n1 [color="#1f5fbf"];
      n0 -> n1 [color="#c62828"];
    }
    """
    return graph_dot(game_graph(g, max_nodes=max_nodes))


def position_dot(position: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """The positions reachable from a short-game position, each labelled with
    its diagram and value (Grundy value for impartial games), filled by outcome.

    >>> from cgt.games.registry import get
    >>> text = position_dot(get("nim").position(["2"]))
    >>> text.count("[label="), text.count("->")
    (3, 3)
    """
    return graph_dot(position_graph(position, max_nodes=max_nodes))


def loopy_dot(position: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """The graph of a loopy position (cycles included), each node filled by its
    result for the side to move and labelled with it. A position whose side to
    move is not part of it (:class:`cgt.LoopyPartizanPosition`) is drawn as
    its pairs (position, side to move), from Left moving first.

    >>> from cgt.games.registry import get
    >>> text = loopy_dot(get("ourson").position(["0450"]))
    >>> "loss in 10" in text and "digraph loopy" in text
    True
    """
    return graph_dot(loopy_graph(position, max_nodes=max_nodes))

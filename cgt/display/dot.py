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

>>> import cgt
>>> text = game_dot(cgt.parse("{1|-1}"))
>>> text.splitlines()[0], text.count("->")
('digraph game {', 4)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from cgt.core.outcome import Player, Verdict
from cgt.errors import CGTError
from cgt.values.game import Game

__all__ = ["game_dot", "loopy_dot", "position_dot"]

#: Node fills (light) by outcome class and by loopy result.
FILLS = {
    "L": "#c9dcfa", "R": "#f7c9c9", "N": "#c8ebcb", "P": "#fff0a8",
    Verdict.WIN: "#c8ebcb", Verdict.LOSS: "#fff0a8", Verdict.DRAW: "#ecd1f5",
}
EDGE_COLOURS = {Player.LEFT: "#1f5fbf", Player.RIGHT: "#c62828", "move": "#666666"}

DEFAULT_MAX_NODES = 500


def _quote(text: str) -> str:
    """A DOT string: quotes and backslashes escaped, newlines as ``\\n``."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n") + '"'


def _header(name: str, title: str) -> list[str]:
    return [
        f"digraph {name} {{",
        f"  label={_quote(title)}; labelloc=t; fontname=\"Helvetica\";",
        '  node [shape=box, style="rounded,filled", fontname="DejaVu Sans Mono", fontsize=11];',
        "  edge [arrowsize=0.7];",
    ]


def _too_many(limit: int, start: object) -> CGTError:
    return CGTError(
        f"the game graph from {start} has more than {limit} nodes; "
        "draw a smaller position or raise --max-nodes"
    )


def game_dot(g: Game, *, max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """The canonical form of ``g`` and, recursively, its options: one node per
    value (games are interned, so shared options appear once).

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
    lines = _header("game", str(g))
    ids: dict[Game, str] = {}
    queue: deque[Game] = deque([g])
    ids[g] = "n0"
    edges: list[str] = []
    while queue:
        h = queue.popleft()
        name = ids[h]
        lines.append(f"  {name} [label={_quote(str(h))}, fillcolor=\"{FILLS[str(h.outcome)]}\"];")
        for side, options in ((Player.LEFT, h.left), (Player.RIGHT, h.right)):
            for o in options:
                if o not in ids:
                    if len(ids) >= max_nodes:
                        raise _too_many(max_nodes, g)
                    ids[o] = f"n{len(ids)}"
                    queue.append(o)
                edges.append(f"  {name} -> {ids[o]} [color=\"{EDGE_COLOURS[side]}\"];")
    return "\n".join(lines + edges + ["}"]) + "\n"


def _label(position: object) -> str:
    board_rows = getattr(position, "board_rows", None)
    rows = board_rows() if callable(board_rows) else None
    if rows is not None:
        return "\n".join(rows)
    diagram = getattr(position, "diagram", None)
    return f"{position}\n{diagram()}" if callable(diagram) else str(position)


def _walk(
    start: Any,
    key: Callable[[Any], Hashable],
    moves: Callable[[Any], Iterable[tuple[str, Any]]],
    max_nodes: int,
) -> tuple[list[Any], list[tuple[int, int, str]]]:
    """Breadth first from ``start``: the nodes, and the edges as (from, to, side)."""
    index = {key(start): 0}
    nodes = [start]
    edges: list[tuple[int, int, str]] = []
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
            edges.append((i, j, side))
        i += 1
    return nodes, edges


def _render(name: str, title: str, nodes: list[object], edges: list[tuple[int, int, str]],
            describe: Callable[[object], tuple[str, str]]) -> str:
    lines = _header(name, title)
    for i, node in enumerate(nodes):
        label, fill = describe(node)
        lines.append(f"  n{i} [label={_quote(label)}, fillcolor=\"{FILLS[fill]}\"];")
    for i, j, side in dict.fromkeys(edges):
        lines.append(f"  n{i} -> n{j} [color=\"{EDGE_COLOURS[side]}\"];")
    return "\n".join(lines + ["}"]) + "\n"


def position_dot(position: Any, *, max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """The positions reachable from a short-game position, each labelled with
    its diagram and value (Grundy value for impartial games), filled by outcome.

    >>> from cgt.games.registry import get
    >>> text = position_dot(get("nim").position(["2"]))
    >>> text.count("[label="), text.count("->")
    (3, 3)
    """
    from cgt.positions.position import ImpartialPosition

    impartial = isinstance(position, ImpartialPosition)

    def moves(p: Any) -> Iterable[tuple[str, object]]:
        if impartial:
            return (("move", q) for q in p.moves())
        return [*((Player.LEFT, q) for q in p.left_moves()),
                *((Player.RIGHT, q) for q in p.right_moves())]

    nodes, edges = _walk(position, lambda p: p.key(), moves, max_nodes)

    def describe(p: Any) -> tuple[str, str]:
        if impartial:
            g = p.grundy
            return f"{_label(p)}\nGrundy {g}", "N" if g else "P"
        value = p.value
        return f"{_label(p)}\n= {value}", str(value.outcome)

    return _render("positions", str(position), nodes, edges, describe)


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
        text = _label(shown)
        mover = getattr(p, "player", None)
        if mover and "to move" not in text:
            text += f"\n{mover.capitalize() if isinstance(p, Turn) else mover} to move"
        return f"{text}\n{result}", result.outcome

    return _render("loopy", str(position), nodes, edges, describe)

"""Game graphs as data (cgt.display.game_graph), to networkx (issue 17)."""

from __future__ import annotations

import builtins
from typing import Any

import pytest

import cgt
from cgt.display.dot import graph_dot
from cgt.display.game_graph import game_graph, loopy_graph, position_graph
from cgt.games.registry import get

networkx = pytest.importorskip("networkx")


def reachable_values(g: cgt.Game) -> set[cgt.Game]:
    seen, todo = {g}, [g]
    while todo:
        for o in (*todo[-1].left, *todo.pop().right):
            if o not in seen:
                seen.add(o)
                todo.append(o)
    return seen


@pytest.mark.parametrize("text", ["{1|-1}", "{2|-1/2}", "*4", "{3||2|1}", "^*"])
def test_to_networkx_has_the_nodes_and_moves_of_the_game_graph(text: str) -> None:
    g = cgt.parse(text)
    graph = game_graph(g)
    nx_graph = graph.to_networkx()
    assert nx_graph.number_of_nodes() == len(graph.nodes) == len(reachable_values(g))
    moves = sum(len(h.left) + len(h.right) for h in reachable_values(g))
    assert nx_graph.number_of_edges() == len(graph.edges) == moves
    assert graph_dot(graph).count("->") == moves
    assert nx_graph.nodes[0]["label"] == str(g) and nx_graph.nodes[0]["subject"] == g
    for i, j, side in nx_graph.edges(keys=True):
        parent, child = graph.nodes[i].subject, graph.nodes[j].subject
        assert child in (parent.left if side == "left" else parent.right)


def test_a_position_graph_to_networkx() -> None:
    p = get("domineering").position(["2x3"])
    graph = position_graph(p)
    nx_graph = graph.to_networkx()
    assert nx_graph.number_of_nodes() == len(graph.nodes)
    assert nx_graph.number_of_edges() == len(graph.edges)
    assert {d["side"] for _, _, d in nx_graph.edges(data=True)} == {"left", "right"}
    # The end positions are the sinks of the graph, and are worth integers.
    for node in nx_graph.nodes:
        if nx_graph.out_degree(node) == 0:
            assert nx_graph.nodes[node]["subject"].value == 0


def test_a_loopy_graph_keeps_its_cycles() -> None:
    graph = loopy_graph(get("ourson").position(["0450"]))
    nx_graph = graph.to_networkx()
    assert nx_graph.number_of_nodes() == len(graph.nodes)
    assert not networkx.is_directed_acyclic_graph(nx_graph)


def test_without_networkx_the_error_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_networkx(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "networkx":
            raise ImportError("no networkx here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_networkx)
    with pytest.raises(cgt.CGTError, match="pip install networkx"):
        game_graph(cgt.parse("*")).to_networkx()

"""Game trees drawn as SVG by our own layout (cgt.display.svg_tree) and
``cgt tree ... --svg FILE`` (issue 17)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import cgt
from cgt.cli.main import main
from cgt.display.svg_tree import game_tree, game_tree_svg, position_tree, position_tree_svg
from cgt.games.registry import get

SVG = "{http://www.w3.org/2000/svg}"


def parts(svg: str) -> tuple[list[ET.Element], list[ET.Element], list[str]]:
    """The node groups, the edge lines and every text of an SVG tree (it must parse as XML)."""
    root = ET.fromstring(svg)
    nodes = [g for g in root.iter(f"{SVG}g") if g.get("class") == "node"]
    edges = [line for line in root.iter(f"{SVG}line") if "edge" in (line.get("class") or "")]
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    return nodes, edges, texts


def tree_size(g: cgt.Game, depth: int) -> int:
    """The nodes of the game tree of ``g`` to ``depth`` moves, counted independently."""
    if depth == 0:
        return 1
    return 1 + sum(tree_size(o, depth - 1) for o in (*g.left, *g.right))


@pytest.mark.parametrize(("text", "depth"), [("{1|-1}", 6), ("{2|-1/2}", 6), ("*3", 6),
                                             ("{3||2|1}", 2), ("^*", 1)])
def test_a_value_tree_has_one_node_per_node_of_the_game_tree(text: str, depth: int) -> None:
    g = cgt.parse(text)
    nodes, edges, texts = parts(game_tree_svg(g, depth=depth))
    assert len(nodes) == tree_size(g, depth) == game_tree(g, depth=depth).count()
    assert len(edges) == len(nodes) - 1
    # Each node shows its value; the options of the root are all there.
    labels = ["".join(node.itertext()) for node in nodes]
    assert labels[0] == str(g)
    assert {str(o) for o in (*g.left, *g.right)} <= set(labels)
    assert any(str(g) in t for t in texts[:1])


def test_edges_are_coloured_by_side() -> None:
    _, edges, _ = parts(game_tree_svg("{1|-1}"))
    sides = sorted(line.get("class") for line in edges)
    assert sides == ["edge left", "edge left", "edge right", "edge right"]


def test_max_nodes_and_depth_cut_the_tree_as_cgt_tree_does() -> None:
    g = cgt.parse("{3||2|1}")
    svg = game_tree_svg(g, max_nodes=2)
    nodes, edges, texts = parts(svg)
    assert len(nodes) == 3 and len(edges) == 2
    assert "more…" in texts
    nodes, _, texts = parts(game_tree_svg(g, depth=1))
    assert len(nodes) == 3 and "…" in texts  # the options have options below


def test_a_position_tree_shows_positions_values_and_winning_moves() -> None:
    p = get("nim").position(["2", "1"])
    svg = position_tree_svg(p, depth=1)
    nodes, edges, _ = parts(svg)
    moves = list(p.moves())
    assert len(nodes) == 1 + len(moves) == position_tree(p, depth=1).count()
    assert len(edges) == len(moves)
    labels = ["".join(n.itertext()) for n in nodes]
    assert labels[0] == "oo oGrundy 3"
    assert {f"{q}Grundy {q.grundy}" for q in moves} == set(labels[1:])
    # The one winning move (to Grundy 0) is ticked and drawn thick.
    assert svg.count("class='wins'") == 1 == sum(line.get("stroke-width") == "3" for line in edges)


def test_a_board_position_tree_counts_every_move() -> None:
    p = get("domineering").position(["2x3"])
    nodes, edges, _ = parts(position_tree_svg(p, depth=2, max_nodes=10_000))
    expected = 1
    for q in (*p.left_moves(), *p.right_moves()):
        expected += 1 + len(list(q.left_moves())) + len(list(q.right_moves()))
    assert len(nodes) == expected and len(edges) == expected - 1


def test_a_loopy_position_tree_is_drawn() -> None:
    nodes, edges, _ = parts(position_tree_svg(get("ourson").position([]), depth=1))
    assert len(nodes) == len(edges) + 1 > 1
    assert any("loss in 10" in "".join(n.itertext()) for n in nodes)


def test_cgt_tree_writes_the_svg_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "tree.svg"
    assert main(["tree", "{2|-1/2}", "--svg", str(target)]) == 0
    assert str(target) in capsys.readouterr().out
    nodes, _, _ = parts(target.read_text(encoding="utf-8"))
    assert len(nodes) == tree_size(cgt.parse("{2|-1/2}"), 6)
    other = tmp_path / "nim.svg"
    assert main(["tree", "--svg", str(other), "nim", "2", "1", "--depth", "1"]) == 0
    assert len(parts(other.read_text(encoding="utf-8"))[0]) == 4


def test_cgt_tree_svg_errors_are_one_line(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tree", "*", "--svg", str(tmp_path / "missing" / "t.svg")]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and re.match(r"cgt tree: error: cannot write", err)
    assert main(["tree", "nim", "2", "--svg"]) == 2

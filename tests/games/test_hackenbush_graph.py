"""Hackenbush on pictures with cycles, multiple edges and several feet: the
classic values, random pictures against a brute force of the rules (no
components, no keys, no merged ground), trees and strings written as edge
lists against their closed forms, keys, components, the diagram and the drawing."""

from __future__ import annotations

import doctest
import random
from functools import cache

import pytest

import cgt
import cgt.games.hackenbush_drawing
import cgt.games.hackenbush_graph
from cgt.games.hackenbush import Hackenbush, HackenbushError, tree_edges
from cgt.games.hackenbush_graph import canonical, read_edges
from tests.games.test_hackenbush import random_tree


@pytest.mark.parametrize("module", [cgt.games.hackenbush_graph, cgt.games.hackenbush_drawing])
def test_doctests(module):
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize(
    "diagram, value",
    [
        ("g-a:B", "1"),  # Winning Ways, ch. 1: a blue edge is a move for Left
        ("g-a:R", "-1"),
        ("g-a:G", "*"),  # ch. 7: a green edge is a nim heap of one
        ("g-a-b-c:BRR", "1/4"),  # ch. 2: Berlekamp's rule, 1 - 1/2 - 1/4
        ("g-a-b-c-d:BBRB", "7/4"),
        ("g1-g2:B g3-g:R", "0"),  # edges on the ground at both ends
        # ch. 7, the fusion principle: the vertices of a cycle fuse into one,
        # its edges become loops, and a loop is worth an edge: a green
        # triangle on the ground is three edges on the ground, * + * + * = *
        ("g-a-b-g:G", "*"),
        ("g-a-b-c-g:G", "0"),  # a green square: four edges on the ground
        ("g-a-g:GG", "0"),  # two green edges from the ground to one vertex
        # lollipops: a green stalk with a cycle on top, the cycle fused to
        # loops at the top, each loop an edge there (colon principle)
        ("g-a:G a-b-c-a:G", "*2"),  # stalk 1, triangle: * : * = *2
        ("g-a-b:G b-c-d-e-b:G", "*2"),  # stalk 2, square: *2 : 0 = *2
        ("g-a-b:G b-c-d-b:G", "*3"),  # stalk 2, triangle: *2 : * = *3
        ("g-a:G a-a:G", "*2"),  # a loop is an edge: * : * = *2
        ("g-a:B a-a:G", "1*"),  # the string BG
    ],
)
def test_classic_values(diagram, value):
    assert Hackenbush(diagram).value == cgt.parse(value)


@pytest.mark.parametrize("stalk", [1, 2, 3])
@pytest.mark.parametrize("cycle", [1, 2, 3, 4, 5])
def test_green_lollipops_follow_the_fusion_principle(stalk, cycle):
    """Winning Ways, ch. 7: a cycle of n green edges on a stalk of s is
    worth a stalk of s + (n mod 2)."""
    names = [f"s{k}" for k in range(stalk)]
    ring = [names[-1], *(f"c{k}" for k in range(cycle - 1)), names[-1]]
    diagram = f"{'-'.join(['g', *names])}:G {'-'.join(ring)}:G"
    assert Hackenbush(diagram).value == cgt.nimber(stalk + cycle % 2)


# -- a brute force: the rules as stated, nothing shared with the module -----------------------


def is_ground(name: str) -> bool:
    return name[0] == "g"


@cache
def brute_value(edges: tuple[tuple[str, str, str], ...]) -> cgt.Game:
    """The value of a picture of edges ``(name, name, colour)``: Left chops a
    blue or green edge, Right a red or green one, and every edge no longer
    joined to a vertex on the ground by a path of edges goes."""

    def after(i: int) -> tuple[tuple[str, str, str], ...]:
        rest = edges[:i] + edges[i + 1 :]
        reached = {v for a, b, _ in rest for v in (a, b) if is_ground(v)}
        grew = True
        while grew:
            grew = False
            for a, b, _ in rest:
                if (a in reached) != (b in reached):
                    reached |= {a, b}
                    grew = True
        return tuple(sorted(e for e in rest if e[0] in reached))

    return cgt.game(
        [brute_value(after(i)) for i, e in enumerate(edges) if e[2] in "BG"],
        [brute_value(after(i)) for i, e in enumerate(edges) if e[2] in "RG"],
    )


def random_picture(rng: random.Random) -> list[tuple[str, str, str]]:
    """Up to 6 edges, each from a vertex already standing (or the ground) to
    a new vertex or one already standing: cycles, multiple edges, loops,
    several feet on the ground."""
    grounds = ["g", "g1", "g2"][: rng.randint(1, 3)]
    standing = list(grounds)
    edges = []
    for _ in range(rng.randint(1, 6)):
        a = rng.choice(standing)
        if rng.random() < 0.45:
            b = f"v{len(standing)}"
            standing.append(b)
        else:
            b = rng.choice(standing)
        edges.append((a, b, rng.choice("BRG")))
    return edges


def test_random_pictures_agree_with_the_brute_force():
    rng = random.Random(17)
    cycles = 0
    for _ in range(40):
        edges = random_picture(rng)
        diagram = " ".join(f"{a}-{b}:{c}" for a, b, c in rng.sample(edges, len(edges)))
        p = Hackenbush(diagram)
        cycles += bool(p.pictures)
        assert p.value == brute_value(tuple(sorted(edges))), diagram
    assert cycles >= 10  # the pictures are not all trees


# -- trees and strings as edge lists: the closed forms and the tree solver --------------------


def as_edge_list(tree_text: str, rng: random.Random) -> str:
    (tree,) = Hackenbush(tree_text).trees
    edges = tree_edges(tree)
    names = {v: f"x{k}" for k, v in enumerate(rng.sample(range(1, len(edges) + 1), len(edges)))}
    names[0] = "g"
    return " ".join(f"{names[u]}-{names[v]}:{c}" for u, v, c in rng.sample(edges, len(edges)))


def test_trees_written_as_edges_are_trees():
    """A tree or a string as an edge list is read as the tree: the same key,
    the closed form of a blue-red string or a green tree, the same value."""
    rng = random.Random(3)
    for _ in range(60):
        text = random_tree(rng, rng.randint(1, 7))
        if rng.random() < 0.3:
            text = text.translate(str.maketrans("BR", "GG"))  # colon principle
        elif rng.random() < 0.3:
            text = "".join(c for c in text if c in "BR") or "B"  # Berlekamp's rule
        p, q = Hackenbush(text), Hackenbush(as_edge_list(text, rng))
        assert q.pictures == () and q == p and q.key() == p.key(), text
        assert q.value == p.value == brute_value(tuple(sorted(
            (str(u), str(v), c) if u else ("g", str(v), c) for u, v, c in tree_edges(p.trees[0])
        ))), text


def test_chopping_a_cycle_leaves_trees():
    p = Hackenbush("g-a-b-g:BRG")
    assert sorted(str(q) for q in p.left_moves()) == ["BR", "GR"]  # chop g-a, chop b-g
    assert sorted(str(q) for q in p.right_moves()) == ["B G", "BR"]  # chop a-b, chop b-g
    assert all(q.pictures == () for q in p.left_moves())


# -- keys, components, the diagram -------------------------------------------------------------


def test_isomorphic_pictures_share_a_key():
    assert Hackenbush("g-a-b-g:BRG").key() == Hackenbush("g-x-y-g:GRB").key()
    assert Hackenbush("g-a-b-c-a:GBRG").key() == Hackenbush("g-x-z-y-x:GGRB").key()
    rng = random.Random(8)
    for _ in range(30):
        edges = random_picture(rng)
        names = sorted({v for a, b, _ in edges for v in (a, b) if not is_ground(v)})
        renamed = dict(zip(names, rng.sample(names, len(names))))
        moved = [(renamed.get(a, a), renamed.get(b, b), c) for a, b, c in edges]
        first = " ".join(f"{a}-{b}:{c}" for a, b, c in edges)
        second = " ".join(f"{b}-{a}:{c}" for a, b, c in reversed(moved))
        assert Hackenbush(first).key() == Hackenbush(second).key(), (first, second)


def test_parts_joined_through_the_ground_are_components():
    p = Hackenbush("g-a-b-g:G g-c:B c-d-c:RR BR")
    assert [str(q) for q in p.components()] == ["BR", "g-a-b-g:GGG", "g-a-b-a:BRR"]
    assert p.value == sum((q.value for q in p.components()), cgt.zero)
    assert Hackenbush("g-a-b-g:G").components() == (Hackenbush("g-a-b-g:G"),)


def test_diagram():
    p = Hackenbush("g1-a-b-g2:BRB a-c-d-b:GBR c-d:R d-d:G")
    assert str(p) == "g-a-b-g:BRB a-c-d-b:GBR c-d-d:RG"
    assert Hackenbush(str(p)) == p and eval(repr(p)) == p
    assert str(Hackenbush("G g-a-b:br + g-b-a-g:g")) == "G g-a-g-b-a-b:BGGGR"
    assert read_edges("g-a-b:G", "x") == ((0, 1, "G"), (1, 2, "G"))
    assert canonical(read_edges("g-a-a:BG", "x")).text == "g-a-a:BG"


@pytest.mark.parametrize(
    "diagram, fault",
    [
        ("g-a:X", "colour 'X'"),
        ("g-a-b:BRG", "2 edge(s) but 3 colours"),
        ("g-a:B a-b", "'a-b' is a path without its colours"),
        ("g:B", "'g:B' is not a path"),
        ("g-a:B b-c:R", "the edge b-c does not reach the ground"),
        ("a-b:B", "the edge a-b does not reach the ground"),
        ("g-a:B B(R", "expected ',' or ')'"),
        ("g-a;b:B", "is not a path"),
    ],
)
def test_bad_diagrams_name_the_input_and_the_fault(diagram, fault):
    with pytest.raises(HackenbushError) as error:
        Hackenbush(diagram)
    assert fault in str(error.value)
    assert isinstance(error.value, cgt.CGTError)


def test_the_ruleset_reads_pictures():
    from cgt.games.registry import get

    assert get("hackenbush").position(["g-a:G", "a-b-c-a:G"]).value == cgt.nimber(2)


# -- the drawing ---------------------------------------------------------------------------------


def test_the_drawing_shows_the_ground_and_each_edge_in_its_colour():
    p = Hackenbush("g-a-b-g:BRG a-b:G b-b:R BR")
    svg = p.drawing().svg()
    assert svg.startswith("<svg") and svg.count("<circle") == 2 + 2  # a, b; and the string's two
    assert svg.count("stroke='#1f5fbf'") == 2 and svg.count("stroke='#c62828'") == 3
    assert svg.count("stroke='#2e7d32'") == 2
    assert "<path" in svg  # the parallel edges a-b bow apart, the loop is a petal
    assert Hackenbush("B").drawing().svg() != Hackenbush("R").drawing().svg()
    assert "Hackenbush" in p._repr_svg_()

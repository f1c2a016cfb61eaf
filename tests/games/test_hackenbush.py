"""Hackenbush: the classic values (strings, green stalks, the colon principle,
flowers), strings as ordinal sums, random forests against a naive reference
that does not split at the ground, and the diagram."""

from __future__ import annotations

import doctest
import random
from functools import cache

import pytest

import cgt
import cgt.games.hackenbush
from cgt.games.hackenbush import Hackenbush, _chopped


def test_doctests():
    assert doctest.testmod(cgt.games.hackenbush).failed == 0


@pytest.mark.parametrize(
    "diagram, value",
    [
        ("B", "1"),  # Winning Ways, Blue-Red Hackenbush
        ("R", "-1"),
        ("BB", "2"),
        ("BR", "1/2"),  # Left's BR: Right's chop leaves 1, Left's 0: {0 | 1}
        ("BRR", "1/4"),
        ("BBR", "3/2"),
        ("RB", "-1/2"),
        ("BRB", "3/4"),
        ("G", "*"),  # green stalks are nim heaps (Winning Ways, Green Hackenbush)
        ("GG", "*2"),
        ("GGGGG", "*5"),
        ("G(G,G)", "*"),  # colon principle: G : (G + G) = * : 0 = *
        ("G(GG,G)", "*4"),  # * : (*2 + *) = * : *3 = *4
        ("G(B)", "^*"),  # a flower with one blue petal (Winning Ways, Hackenbush Hotchpotch)
        ("B(R,R)", "1/4"),  # {0 | BR} = {0 | 1/2}
        ("BRG", "1/2*"),  # 1 : -1 : * = {0, 1/2 | 1, 1/2}
        ("B R", "0"),  # two trees: 1 + (-1)
        ("B G R", "*"),
    ],
)
def test_classic_values(diagram, value):
    assert Hackenbush(diagram).value == cgt.parse(value)


@pytest.mark.parametrize(
    "colours", ["B", "BR", "BRR", "RBBR", "BBRRB", "BRBRBR", "GBR", "BGGR", "RGB"]
)
def test_a_string_is_the_ordinal_sum_of_its_edges(colours):
    """Conway, ONAG, ch. 15: chopping an edge wipes out everything above it."""
    edge = {"B": cgt.number(1), "R": cgt.number(-1), "G": cgt.star}
    expected = edge[colours[0]]
    for c in colours[1:]:
        expected = expected.ordinal_sum(edge[c])
    assert Hackenbush.string(colours).value == expected


def test_blue_red_strings_follow_the_sign_expansion():
    """Berlekamp's rule: after the first change of colour, each edge is worth
    half the one below it (Winning Ways, Blue-Red Hackenbush)."""
    for n in range(1, 7):
        assert Hackenbush.string("B" + "R" * n).value == cgt.number(f"1/{2**n}")
        assert Hackenbush.string("BB" + "RB" * n).value > 1


# -- a naive reference: values straight from the rules, no splitting ----------------------------


@cache
def naive_value(trees: tuple) -> cgt.Game:
    def chops(colours):
        for i, tree in enumerate(trees):
            others = trees[:i] + trees[i + 1 :]
            for rest in _chopped(tree, colours):
                yield tuple(sorted(others + (() if rest is None else (rest,))))

    return cgt.game(
        [naive_value(t) for t in chops(("B", "G"))],
        [naive_value(t) for t in chops(("R", "G"))],
    )


def random_tree(rng: random.Random, size: int) -> str:
    if size == 1:
        return rng.choice("BRG")
    if rng.random() < 0.5:
        return rng.choice("BRG") + random_tree(rng, size - 1)
    split = rng.randint(1, size - 2) if size > 2 else 1
    left, right = random_tree(rng, split), random_tree(rng, max(1, size - 1 - split))
    return rng.choice("BRG") + "(" + left + "," + right + ")"


def test_random_forests_agree_with_the_naive_reference():
    rng = random.Random(11)
    for _ in range(80):
        diagram = " ".join(random_tree(rng, rng.randint(1, 5)) for _ in range(rng.randint(1, 3)))
        p = Hackenbush(diagram)
        assert p.value is naive_value(tuple(sorted(p.trees))), diagram


# -- components, keys, diagram --------------------------------------------------------------------


def test_split_at_the_ground():
    p = Hackenbush("BR(G,B) RR G")
    assert [str(t) for t in p.components()] == ["BR(B,G)", "G", "RR"]
    assert Hackenbush("BR").components() == (Hackenbush("BR"),)
    assert p.value == sum((t.value for t in p.components()), cgt.zero)


def test_mirror_images_share_a_key():
    assert Hackenbush("B(R,GG)").key() == Hackenbush("B(GG,R)").key()
    assert Hackenbush("RR B").key() == Hackenbush("B + RR").key()


def test_diagram():
    assert str(Hackenbush("bR(g, b)  +  rr")) == "BR(B,G) RR"
    assert str(Hackenbush("B(R(G,B),RR)")) == "B(R(B,G),RR)"
    assert repr(Hackenbush.string("BRG")) == "Hackenbush('BRG')"
    for bad in ("", "BX", "B(R", "B(,R)", "B()", "(B)", "B(R)R", "+"):
        with pytest.raises(cgt.CGTError):
            Hackenbush(bad)
    for bad in ("", "B(R)", "BR G", 3):
        with pytest.raises(cgt.CGTError):
            Hackenbush.string(bad)

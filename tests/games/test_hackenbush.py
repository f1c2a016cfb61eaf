"""Hackenbush: the classic values (strings, green stalks, the colon principle,
flowers), strings as ordinal sums, random forests against a naive reference
that does not split at the ground, and the diagram."""

from __future__ import annotations

import doctest
import itertools
import random
from fractions import Fraction
from functools import cache

import pytest

import cgt
import cgt.games.hackenbush
from cgt.games.hackenbush import Hackenbush, _chopped, closed_value, sign_expansion


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


# -- closed forms, checked against the rules ------------------------------------------------------


def strings(alphabet: str, longest: int):
    for n in range(1, longest + 1):
        for colours in itertools.product(alphabet, repeat=n):
            yield "".join(colours)


def test_blue_red_strings_follow_berlekamps_rule():
    """Every blue-red string of up to 9 edges: the closed form (Berlekamp's
    sign-expansion rule, Winning Ways, ch. 2) is the value from the rules."""
    for colours in strings("BR", 9):
        (tree,) = Hackenbush.string(colours).trees
        assert closed_value(tree) is naive_value((tree,)), colours


def test_berlekamps_rule_by_hand():
    """Winning Ways, ch. 2: the first run counts ±1 an edge, then halves."""
    assert [str(sign_expansion(c)) for c in ("BR", "BRB", "BRR", "BBR", "RB", "RRBR")] == [
        "1/2", "3/4", "1/4", "3/2", "-1/2", "-7/4",
    ]


def test_green_trees_follow_the_colon_principle():
    """Green strings up to 8 edges are nim heaps, and random green trees take
    the nim value of the colon principle (Winning Ways, ch. 7); both as from the rules."""
    for colours in strings("G", 8):
        (tree,) = Hackenbush.string(colours).trees
        assert closed_value(tree) is naive_value((tree,)) is cgt.nimber(len(colours))
    rng = random.Random(5)
    for _ in range(60):
        diagram = random_tree(rng, rng.randint(1, 8)).translate(str.maketrans("BR", "GG"))
        (tree,) = Hackenbush(diagram).trees
        assert closed_value(tree) is naive_value((tree,)), diagram


def test_every_string_up_to_six_edges_agrees_with_the_rules():
    """Closed forms and the solver together, on every string of up to 6 edges
    (blue, red and green: 1092 strings) against the naive reference."""
    cgt.clear_tables()
    for colours in strings("BRG", 6):
        p = Hackenbush.string(colours)
        assert p.value is naive_value(p.trees), colours


def test_trees_without_a_closed_form_are_solved():
    assert closed_value(Hackenbush("BG").trees[0]) is None
    assert closed_value(Hackenbush("B(R,B)").trees[0]) is None  # a number, but no rule here
    assert closed_value(Hackenbush("G(G,B)").trees[0]) is None


# -- deep and long: no RecursionError, no n^4 ------------------------------------------------------


def test_long_blue_red_strings():
    """A thousand edges, formerly a RecursionError (and 200 took seconds)."""
    assert Hackenbush.string("B" * 1000).value == 1000
    assert Hackenbush.string("R" * 1000).value == -1000
    # BRBR...: 1 - 1/2 + 1/4 - ... (999 halvings) = 2/3 - 1/(3 * 2^999)
    assert Hackenbush.string("BR" * 500).value == cgt.number(
        Fraction(2, 3) - Fraction(1, 3 * 2**999)
    )
    assert Hackenbush("B" * 1000 + " " + "R" * 999).value == 1


def test_long_green_strings_and_trees():
    assert Hackenbush.string("G" * 1000).value == cgt.nimber(1000)
    # G(G,G(G,...)): each fork is G : (G + G(...)), the colon principle all the way down
    deep = "G(G," * 600 + "G" + ")" * 600
    assert Hackenbush(deep).value == cgt.nimber(1)  # 1 + (1 ^ (1 + (1 ^ ... ))) = 1


def test_a_long_string_with_green_is_solved_from_the_rules():
    """No closed form here: the solver, 401 positions deep. A number with a
    green edge on top: ``400 : * = {399, 400 | 400} = 400*`` (ONAG, ch. 15)."""
    assert Hackenbush.string("B" * 400 + "G").value == cgt.parse("400*")
    assert Hackenbush.string("G" + "B" * 100).value == cgt.star.ordinal_sum(cgt.number(100))


def nested(depth: int, top: str = "G") -> str:
    """``B(B(...B(G,R)...,R),R)``: ``depth`` forks, each a blue edge holding a
    red one and the rest (the branches in the order the diagram writes them)."""
    text = top
    for _ in range(depth):
        text = f"B({text},R)"
    return text


def test_deeply_nested_trees_are_read_written_and_chopped():
    """1500 forks deep, formerly a RecursionError in the reader and the printer."""
    p = Hackenbush(nested(1500))
    assert str(p) == nested(1500) and Hackenbush(str(p)) == p
    shallow = Hackenbush(nested(200))
    assert len(list(shallow.left_moves())) == len(list(shallow.right_moves())) == 201  # + G
    # the chops go from the ground up; the last, of the green edge on top,
    # leaves B(R) there, that is BR
    assert str(list(shallow.left_moves())[-1]) == nested(199, "BR")

"""The dicotic, impartial and twisted variants, each checked against its
definition in CGSuite (lib/core/src/main/resources/org/cgsuite/lang/
resources/game/variant/*VariantGame.cgs) by brute force on random
positions of two rulesets, Domineering and Toppling Dominoes."""

from __future__ import annotations

import pickle
import random

import pytest

import cgt
from cgt.games.domineering import Domineering
from cgt.games.toppling_dominoes import TopplingDominoes
from cgt.games.transforms import (
    Dicotic,
    Impartial,
    ImpartialVariant,
    Twisted,
    Variant,
    variant_class,
)


def naive(position: cgt.Position, variant: Variant, memo: dict) -> cgt.Game:
    """The variant's value from its definition, over the base's own moves."""
    key = (variant, str(position))
    found = memo.get(key)
    if found is not None:
        return found
    left, right = list(position.left_moves()), list(position.right_moves())
    if variant is Variant.DICOTIC:  # no move for a player whose opponent has none
        value = cgt.game([naive(g, variant, memo) for g in left] if right else [],
                         [naive(g, variant, memo) for g in right] if left else [])
    elif variant is Variant.IMPARTIAL:  # either player makes either's moves
        both = [naive(g, variant, memo) for g in left + right]
        value = cgt.game(both, both)
    else:  # T(G) = {-T(G^L) | -T(G^R)}
        value = cgt.game([-naive(g, variant, memo) for g in left],
                         [-naive(g, variant, memo) for g in right])
    memo[key] = value
    return value


def random_domineering(rng: random.Random) -> Domineering:
    rows, columns = rng.randint(1, 3), rng.randint(1, 4)
    return Domineering("|".join("".join(rng.choice("...#") for _ in range(columns))
                                for _ in range(rows)))


def random_toppling(rng: random.Random) -> TopplingDominoes:
    words = ["".join(rng.choice("lre") for _ in range(rng.randint(1, 5)))
             for _ in range(rng.randint(1, 2))]
    return TopplingDominoes("|".join(words))


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("make", [random_domineering, random_toppling])
def test_each_variant_agrees_with_its_definition(variant, make):
    rng = random.Random(f"{variant.value}-{make.__name__}")
    memo: dict = {}
    wrap = {Variant.DICOTIC: Dicotic, Variant.IMPARTIAL: Impartial, Variant.TWISTED: Twisted}
    for _ in range(40):
        position = make(rng)
        assert wrap[variant](position).value == naive(position, variant, memo), str(position)


def test_the_variants_of_a_class_take_its_arguments():
    cls = Impartial(Domineering)
    assert cls is Impartial(Domineering) and issubclass(cls, ImpartialVariant)
    assert cls.ruleset_title() == "Impartial Domineering"
    assert cls("..|..") == Impartial(Domineering("..|.."))
    assert Dicotic(TopplingDominoes)("lr").value == cgt.parse("*")
    assert variant_class(Variant.TWISTED, TopplingDominoes)("ll").value == 1
    with pytest.raises(cgt.CGTError, match="expected a ruleset"):
        Impartial(3)


def test_the_impartial_variant_decomposes():
    """Cram (Impartial Domineering) on two regions: the nim sum of each's
    Grundy value (Sprague-Grundy)."""
    p = Impartial(Domineering("...#..|...#.."))
    assert len(p.components()) == 2
    assert p.grundy == Impartial(Domineering("...|...")).grundy ^ Impartial(
        Domineering("..|..")).grundy


def test_dicotic_values_are_infinitesimal():
    """Every dicotic game is infinitesimal (Lessons in Play, ch. 9): it lies
    strictly between all negative and all positive numbers."""
    rng = random.Random(9)
    eps = cgt.parse("1/64")
    for _ in range(30):
        value = Dicotic(random_domineering(rng)).value
        assert -eps < value < eps


def test_variants_pickle_and_print():
    p = Twisted(TopplingDominoes("lre"))
    q = pickle.loads(pickle.dumps(p))
    assert q == p and q.value == p.value and repr(q) == "Twisted(TopplingDominoes('lre'))"
    assert str(Impartial(Domineering("..|.."))) == "..|.."
    assert Impartial(Domineering("..|..")).board_rows() == ("..", "..")

"""Misère outcomes of partizan games, against the definition by hand and the
impartial misère forms."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, MisereGame
from cgt.theory import misere_partizan
from cgt.theory.misere_partizan import misere_outcome_partizan

SOME = settings(max_examples=80, deadline=None)


class Tree:
    """A partizan game tree as a position: (left options, right options)."""

    def __init__(self, left=(), right=()):
        self.left, self.right = tuple(left), tuple(right)

    def left_moves(self):
        return self.left

    def right_moves(self):
        return self.right

    def conjugate(self):
        return Tree([g.conjugate() for g in self.right], [g.conjugate() for g in self.left])

    def __eq__(self, other):
        return isinstance(other, Tree) and (self.left, self.right) == (other.left, other.right)

    def __hash__(self):
        return hash((self.left, self.right))


trees = st.recursive(
    st.just(Tree()),
    lambda sub: st.builds(Tree, st.lists(sub, max_size=2), st.lists(sub, max_size=2)),
    max_leaves=8)
impartial = st.recursive(st.just(frozenset()), lambda sub: st.frozensets(sub, max_size=3),
                         max_leaves=7)


def as_tree(options) -> Tree:
    made = [as_tree(o) for o in options]
    return Tree(made, made)


def as_misere_game(options) -> MisereGame:
    return MisereGame.from_options(as_misere_game(o) for o in options)


def test_doctests():
    assert doctest.testmod(misere_partizan).failed == 0


def test_integers_favour_the_other_player():
    """By hand: in n = {n-1|} Right has no move and so wins moving first, and
    Left moving first walks down to 0 with Right to move, who wins: R. The
    conjugates are L, 0 is N (no move is a win), * is P."""
    for n in range(1, 5):
        assert str(misere_outcome_partizan(cgt.parse(str(n)))) == "R"
        assert str(misere_outcome_partizan(cgt.parse(str(-n)))) == "L"
    assert str(misere_outcome_partizan(cgt.zero)) == "N"
    assert str(misere_outcome_partizan(cgt.star)) == "P"


@SOME
@given(impartial)
def test_impartial_trees_agree_with_misere_forms(options):
    assert misere_outcome_partizan(as_tree(options)) == as_misere_game(options).outcome


@SOME
@given(trees)
def test_conjugate_swaps_left_and_right(tree):
    swap = {"L": "R", "R": "L", "N": "N", "P": "P"}
    assert str(misere_outcome_partizan(tree.conjugate())) == \
        swap[str(misere_outcome_partizan(tree))]


def test_bad_input():
    with pytest.raises(CGTError, match="no misère outcome"):
        misere_outcome_partizan(3)

"""Misère outcomes of partizan games, against the definition by hand and the
impartial misère forms."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, MisereGame
from cgt.games.heap import HeapGame
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


def test_misere_outcome_chooses_its_path_by_the_kind_of_game(monkeypatch):
    """``cgt.misere_outcome`` sends impartial positions and nimbers to the
    misère nim value and everything else to the partizan search, by what
    they are: it no longer tries the first and falls back on any error,
    which hid the impartial search's own errors behind a second search."""
    from cgt.values import misere_outcome as dispatch

    def refuse(game):
        raise AssertionError(f"{game!r} took the wrong path")

    monkeypatch.setattr(dispatch, "misere_outcome_partizan", refuse)
    heap = HeapGame("0.77")
    # Winning Ways ch. 13: Kayles heaps 1 and 4 are misère P, 2 is N;
    # *0 as a value is N (no move: a misère win), * is P
    assert [str(cgt.misere_outcome(heap(n))) for n in (1, 2, 4)] == ["P", "N", "P"]
    assert [str(cgt.misere_outcome(cgt.nimber(n))) for n in (0, 1)] == ["N", "P"]
    monkeypatch.undo()
    monkeypatch.setattr(dispatch, "impartial_outcome", refuse)
    # 1 = {0|}: Right, with no move, wins moving first; Left's only move
    # leaves 0, where Right cannot move and wins: R. {1|-1}: Left's move to
    # 1 leaves Right without a move (a misère win for Right), and the same
    # for Right: P
    assert [str(cgt.misere_outcome(cgt.parse(t))) for t in ("{1|-1}", "1")] == ["P", "R"]
    assert str(cgt.misere_outcome(Tree([Tree()], []))) == "R"
    with pytest.raises(CGTError, match="neither a game nor a position"):
        cgt.misere_outcome(object())

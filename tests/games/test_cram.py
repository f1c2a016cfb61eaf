"""Cram: CGSuite's test, Dawson's Kayles on one row, the symmetry strategies
of Winning Ways, and a naive reference on sets of cells."""

from __future__ import annotations

from functools import cache

import pytest

import cgt
from cgt.games.cram import Cram
from cgt.games.domineering import Domineering
from cgt.games.transforms import Impartial

#: CGSuite, GameHeapTest.scala: Dawson's Kayles (0.07), heaps 1 .. 20.
DAWSONS_KAYLES = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]


def test_cgsuite_grid_test():
    """CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala:
    Cram(".........|##.######") is *4."""
    assert Cram(".........|##.######").value == cgt.nimber(4)


def test_a_row_is_dawsons_kayles():
    """Winning Ways, ch. 7: Cram on a 1 x n strip is Dawson's Kayles; the
    values are CGSuite's test's for game.heap.DawsonsKayles."""
    assert [Cram.rectangle(1, n).grundy for n in range(1, 21)] == DAWSONS_KAYLES
    assert [Cram.rectangle(n, 1).grundy for n in range(1, 21)] == DAWSONS_KAYLES


def test_symmetry_strategies():
    """Winning Ways, ch. 7: on an even x even board the second player wins
    by answering each domino with its image under the half turn; on an
    even x odd board the first player wins by the same strategy after a
    central domino first."""
    for r, c in ((2, 2), (2, 4), (4, 4), (2, 6)):
        assert Cram.rectangle(r, c).grundy == 0
    for r, c in ((2, 3), (2, 5), (4, 3), (4, 5), (2, 7)):
        assert Cram.rectangle(r, c).grundy != 0


@cache
def naive(cells: frozenset[tuple[int, int]]) -> int:
    """The mex rule over every domino, no regions, no keys."""
    options = set()
    for r, c in cells:
        for other in ((r, c + 1), (r + 1, c)):
            if other in cells:
                options.add(naive(cells - {(r, c), other}))
    return next(g for g in range(len(options) + 1) if g not in options)


@pytest.mark.parametrize("diagram", ["...|...|...", "....|..#.|....", ".....|.#...|...#.",
                                     "...#|....|#...", "......|......"])
def test_agrees_with_the_naive_reference_and_impartial_domineering(diagram):
    """Cram is CGSuite's Domineering.ImpartialVariant (GameGridTest's comment
    in game/grid/constants.cgs): the same Grundy values."""
    board = diagram.split("|")
    cells = frozenset((r, c) for r, row in enumerate(board) for c, cell in enumerate(row)
                      if cell == ".")
    assert Cram(diagram).grundy == naive(cells) == Impartial(Domineering)(diagram).grundy


def test_diagram_and_keys():
    assert str(Cram.rectangle(2, 3)) == "...|..."
    assert Cram("..#|...").key() == Cram("...|#..").key()  # a half turn
    assert Cram("..|..|..").key() == Cram("...|...").key()  # turned a quarter
    assert [str(p) for p in Cram("..#|###|.#.|...").components()] == ["..", ".#.|..."]
    assert Cram("..#|###|#.#").components() == (Cram(".."),)  # a lone cell is dead
    with pytest.raises(cgt.CGTError):
        Cram("..|.x")

"""Fox and Geese (issue 15): a loopy ruleset whose positions are stoppers.
Values checked against the win/loss/draw solver of the same positions, each
side moving first (a stopper has no draws), on every placement of the fox
in front of the geese on small boards."""

from __future__ import annotations

import doctest
import itertools

import pytest

import cgt
import cgt.games.fox_and_geese
from cgt import Verdict
from cgt.games.fox_and_geese import FoxAndGeese


def test_doctests():
    assert doctest.testmod(cgt.games.fox_and_geese).failed == 0


def test_geese_step_up_and_the_fox_any_way():
    p = FoxAndGeese("F.../..../..../.G.G")
    assert sorted(map(str, p.left_moves())) == [
        "F.../..../..G./...G", "F.../..../..G./.G..", "F.../..../G.../...G"]
    assert [str(q) for q in p.right_moves()] == ["..../.F../..../.G.G"]


def test_a_free_fox_is_off():
    """Level with the rearmost goose or behind it, the fox is never caught
    (CGSuite's decomposition): off, and Right wins whoever starts."""
    p = FoxAndGeese("..../.G.G/F...")
    assert p.escaped and p.value == cgt.parse("off")


def test_over_appears():
    """The fox in the corner in front of two geese on a 4x4 board: the geese
    win whoever starts, by less than any number: over."""
    p = FoxAndGeese("F.../..../..../.G.G")
    assert p.value == cgt.parse("over")
    assert (p.left_result.outcome, p.right_result.outcome) == (Verdict.WIN, Verdict.LOSS)


def boards(rows: int, columns: int, geese: int):
    """Every placement of ``geese`` geese on the bottom row and the fox on
    a dark square in front of them."""
    bottom = [c for c in range(columns) if (rows - 1 + c) % 2 == 0]
    for flock in itertools.combinations(bottom, geese):
        for r in range(rows - 1):
            for c in range(columns):
                if (r + c) % 2 == 0:
                    cells = [["."] * columns for _ in range(rows)]
                    cells[r][c] = "F"
                    for g in flock:
                        cells[rows - 1][g] = "G"
                    yield "/".join("".join(row) for row in cells)


@pytest.mark.parametrize("rows, columns, geese", [(4, 4, 2), (5, 4, 2), (4, 5, 2), (5, 5, 2)])
def test_values_agree_with_the_solver(rows, columns, geese):
    for diagram in boards(rows, columns, geese):
        p = FoxAndGeese(diagram)
        value = p.value
        assert not isinstance(value, cgt.SidedValue)  # the geese cannot go round for ever
        outcome = cgt.LoopyOutcome(str(value.outcome))
        assert p.left_result.outcome is outcome.left_first, diagram
        assert p.right_result.outcome is outcome.right_first, diagram


def test_bad_diagrams_are_refused():
    with pytest.raises(cgt.CGTError, match="light square"):
        FoxAndGeese(".F../..../G.G.")
    with pytest.raises(cgt.CGTError, match="one fox"):
        FoxAndGeese("..../..../G.G.")
    with pytest.raises(cgt.CGTError, match="'x'"):
        FoxAndGeese("F.x./..../G.G.")

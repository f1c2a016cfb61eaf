"""The win/loss search agrees with the outcome of the exact value."""

from __future__ import annotations

import random

import pytest

import cgt
import cgt.positions.tables
from cgt.games.alquerkonane import Alquerkonane
from cgt.games.domineering import Domineering


def random_domineering(rng: random.Random) -> Domineering:
    rows, cols = rng.randint(1, 4), rng.randint(1, 4)
    cells = ["".join(rng.choice("..#") for _ in range(cols)) for _ in range(rows)]
    return Domineering("|".join(cells))


@pytest.mark.parametrize("seed", range(60))
def test_search_agrees_with_values_on_domineering(seed):
    p = random_domineering(random.Random(seed))
    assert p.searched_outcome() is p.value.outcome


@pytest.mark.parametrize(
    "shape", [(2, 2, 1), (3, 3, 1), (3, 3, 2), (4, 4, 1), (4, 4, 2), (4, 2, 2)]
)
def test_search_agrees_with_values_on_alquerkonane_starts(shape):
    n, m, rows = shape
    p = Alquerkonane.start(n, m, rows=rows)
    assert p.searched_outcome() is p.value.outcome


def test_sums_and_players():
    p = Domineering("..|..") + Domineering("..")  # ±1 - 1 = {0|-2}
    assert p.value == cgt.parse("{0|-2}")
    assert p.wins_moving_first("left") is True  # to 0: Right, to move, loses
    assert p.wins_moving_first("right") is True  # to -2
    assert p.searched_outcome() is cgt.Outcome.N
    q = Domineering("..|..") + Domineering("...")  # ±1 - 1 twice over: Right wins
    assert q.searched_outcome() is q.value.outcome
    with pytest.raises(cgt.CGTError):
        p.wins_moving_first("up")


def _impartial_positions():
    from cgt.games.babylone import Babylone
    from cgt.games.chomp import Chomp

    rng = random.Random(7)
    found = [Babylone.start(colors=c, per_color=k) for c, k in [(2, 3), (3, 2), (3, 3), (2, 5)]]
    for _ in range(40):
        stacks = [(rng.choice("brg"), rng.randint(1, 3)) for _ in range(rng.randint(1, 7))]
        found.append(Babylone(stacks))
    for _ in range(40):
        rows = sorted(rng.randint(1, 5) for _ in range(rng.randint(1, 4)))
        found.append(Chomp(rows))
    return found


def test_impartial_outcomes_by_search_agree_with_grundy_values():
    """``outcome`` of an impartial position with no Grundy value known is a
    win/loss search (one table entry whoever moves); it must say N exactly
    when the Grundy value is not 0, and so must both players' searches."""
    positions = _impartial_positions()
    cgt.clear_tables()
    searched = [p.outcome for p in positions]
    both = [(p.wins_moving_first("left"), p.wins_moving_first("right")) for p in positions]
    cgt.clear_tables()
    for p, outcome, (left, right) in zip(positions, searched, both):
        expected = cgt.Outcome.N if p.grundy else cgt.Outcome.P
        assert outcome is expected, str(p)
        assert left is right is (expected is cgt.Outcome.N), str(p)
    assert {cgt.Outcome.N, cgt.Outcome.P} <= set(searched)


def test_impartial_sums_take_the_nim_sum_of_their_parts():
    from cgt.games.nim import Nim

    assert (Nim([1, 2]) + Nim([3])).outcome is cgt.Outcome.P
    assert (Nim([1, 2]) + Nim([4])).outcome is cgt.Outcome.N


def test_the_search_shares_conjugates():
    """Left moving first on a board wins exactly when Right moving first on
    its transpose does; once one is searched the other is looked up."""
    p = Domineering("...#|....|..#.")
    q = Domineering("...|...|..#|#..")  # p transposed
    assert q.key() == p.conjugate_key()
    cgt.clear_tables()
    left, right = p.wins_moving_first("left"), p.wins_moving_first("right")
    entries = cgt.positions.tables.table_sizes()["Domineering.wins"]
    assert (q.wins_moving_first("right"), q.wins_moving_first("left")) == (left, right)
    assert cgt.positions.tables.table_sizes()["Domineering.wins"] == entries
    assert q.searched_outcome() is q.value.outcome

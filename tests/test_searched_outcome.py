"""The win/loss search agrees with the outcome of the exact value."""

from __future__ import annotations

import random

import pytest

import cgt
from games.alquerkonane import Alquerkonane
from games.domineering import Domineering


def random_domineering(rng: random.Random) -> Domineering:
    rows, cols = rng.randint(1, 4), rng.randint(1, 4)
    cells = ["".join(rng.choice("..#") for _ in range(cols)) for _ in range(rows)]
    return Domineering("|".join(cells))


@pytest.mark.parametrize("seed", range(60))
def test_search_agrees_with_values_on_domineering(seed):
    p = random_domineering(random.Random(seed))
    assert p.searched_outcome() is p.value.outcome


@pytest.mark.parametrize("shape", [(2, 2, 1), (3, 3, 1), (3, 3, 2), (4, 4, 1), (4, 4, 2), (4, 2, 2)])
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

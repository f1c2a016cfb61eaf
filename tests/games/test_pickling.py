"""Every ruleset's positions survive pickle and deepcopy equal to themselves,
with the same hash and the same value (a position is a value object; the
process pools and the value store of the scaling work send them around)."""

from __future__ import annotations

import copy
import pickle

import pytest

from cgt.games.registry import RULESETS


@pytest.mark.parametrize("name", list(RULESETS))
def test_positions_round_trip_equal(name):
    position = RULESETS[name].position([])
    for again in (pickle.loads(pickle.dumps(position)), copy.deepcopy(position),
                  copy.copy(position)):
        assert again == position and hash(again) == hash(position), name
        assert str(again) == str(position)
        moves = getattr(position, "left_moves", None) or position.moves
        again_moves = getattr(again, "left_moves", None) or again.moves
        assert [str(q) for q in again_moves()] == [str(q) for q in moves()]


def test_a_pickled_domineering_board_is_solved_from_the_same_table():
    from cgt.games.domineering import Domineering

    board = Domineering.rectangle(3, 3)
    again = pickle.loads(pickle.dumps(board))
    assert again == board and again.key() == board.key()
    assert again.value is board.value  # ±1 (Winning Ways, ch. 5)
    assert str(again.value) == "±1"

"""Backsliding Toads and Frogs: the moves, the values of the positions that
are stoppers checked against the win/loss/draw solver of the same position
(issue 15), and CGSuite's value of ``ttt..fff`` checked against our results.
"""

from __future__ import annotations

import doctest
import itertools

import pytest

import cgt
import cgt.games.backsliding_toads_and_frogs
from cgt import Verdict
from cgt.games.backsliding_toads_and_frogs import BackslidingToadsAndFrogs as Strip


def test_doctests():
    assert doctest.testmod(cgt.games.backsliding_toads_and_frogs).failed == 0


def test_moves_forward_over_and_back():
    """A toad steps right, jumps a frog, or steps back left; never jumps back."""
    assert sorted(map(str, Strip(".tf.").left_moves())) == ["..ft", "t.f."]  # jump, back
    assert sorted(map(str, Strip("ft.").left_moves())) == ["f.t"]            # no jump back
    assert sorted(map(str, Strip(".tf.").right_moves())) == [".t.f", "ft.."]  # back, jump


def strips(max_length: int):
    for n in range(1, max_length + 1):
        for cells in itertools.product("tf.", repeat=n):
            text = "".join(cells)
            if "t" in text and "f" in text:
                yield text


def values(max_length: int = 5) -> list[tuple[str, object, bool]]:
    """(strip, value, whether its game graph is a stopper) for every strip
    with a toad and a frog, up to ``max_length`` cells."""
    from cgt.loopy.graph import GameGraph

    found = []
    for text in strips(max_length):
        p = Strip(text)
        index = {p.key(): 0}
        order = [p]
        left, right = [], []
        for q in order:
            for moves, edges in ((q.left_moves(), left), (q.right_moves(), right)):
                targets = []
                for option in moves:
                    targets.append(index.setdefault(option.key(), len(order)))
                    if targets[-1] == len(order):
                        order.append(option)
                edges.append(tuple(targets))
        found.append((text, p.value, GameGraph(tuple(left), tuple(right)).is_stopper(0)))
    return found


def test_the_values_of_positions_agree_with_the_solver():
    """For every strip of up to 5 cells, the outcome class of its value
    (read from its onside and offside when its graph is not a stopper)
    says who wins or draws moving first, as the retrograde solver of the
    same position finds: 244 positions, 92 of them not stoppers."""
    cases = values()
    not_stoppers = [text for text, _, is_stopper in cases if not is_stopper]
    assert len(cases) == 244 and len(not_stoppers) == 92
    for text, value, _ in cases:
        outcome = cgt.LoopyOutcome(str(value.outcome))
        p = Strip(text)
        assert p.left_result.outcome is outcome.left_first, text
        assert p.right_result.outcome is outcome.right_first, text


def results_from_sides(onside, offside) -> tuple[Verdict, Verdict]:
    """Who wins moving first in a game of these sides (Winning Ways, ch. 11):
    Left wins outright when she wins the offside moving first (infinite play
    counted against her), draws when she wins only the onside; Right
    mirror-wise."""
    if not offside <= 0:
        left = Verdict.WIN
    elif not onside <= 0:
        left = Verdict.DRAW
    else:
        left = Verdict.LOSS
    if not onside >= 0:
        right = Verdict.WIN
    elif not offside >= 0:
        right = Verdict.DRAW
    else:
        right = Verdict.LOSS
    return left, right


@pytest.mark.slow
def test_cgsuite_sided_value_of_ttt_fff():
    """CGSuite's test suite: BackslidingToadsAndFrogs("ttt..fff").GameValue
    is {on||0|-1/2} & {1/2|0||off} (560 positions, not a stopper). We find
    the same value, printed the same, and our win/loss/draw solver agrees
    with what its sides say."""
    p = Strip("ttt..fff")
    value = p.value
    assert isinstance(value, cgt.SidedValue)
    assert str(value) == "{on||0|-1/2} & {1/2|0||off}"
    assert value.onside == cgt.parse("{on||0|-1/2}")
    assert value.offside == cgt.parse("{1/2|0||off}")
    expected = results_from_sides(value.onside, value.offside)
    assert (p.left_result.outcome, p.right_result.outcome) == expected
    assert str(value.outcome) == "D"


def test_bad_strips_are_refused_as_for_toads_and_frogs():
    with pytest.raises(cgt.CGTError, match="cell 2 is 'x'"):
        Strip("tx")


def test_the_short_game_solver_refuses_a_loopy_position_clearly():
    from cgt.positions.solver import solve

    with pytest.raises(cgt.CGTError, match="positions may repeat"):
        solve(Strip("tt..ff"))

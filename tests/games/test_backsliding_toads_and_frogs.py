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


def stopper_cases(max_length: int = 5) -> list[tuple[str, cgt.Stopper | cgt.Game]]:
    found = []
    for text in strips(max_length):
        try:
            found.append((text, Strip(text).value))
        except cgt.CGTError as error:
            assert "not a stopper" in str(error)
    return found


WINS = {"L": (Verdict.WIN, Verdict.LOSS), "R": (Verdict.LOSS, Verdict.WIN),
        "N": (Verdict.WIN, Verdict.WIN), "P": (Verdict.LOSS, Verdict.LOSS)}


def test_the_values_of_stopper_positions_agree_with_the_solver():
    """For every strip of up to 5 cells whose game is a stopper, the outcome
    of its value says who wins moving first, as the retrograde solver of the
    same position finds (a stopper has no draws)."""
    cases = stopper_cases()
    loopy = [text for text, value in cases if isinstance(value, cgt.Stopper)]
    assert len(cases) >= 20 and len(loopy) >= 5
    for text, value in cases:
        p = Strip(text)
        left_first, right_first = WINS[str(value.outcome)]
        assert p.left_result.outcome is left_first, text
        assert p.right_result.outcome is right_first, text


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


@pytest.mark.parametrize("strip, onside, offside", [
    # CGSuite's test suite: BackslidingToadsAndFrogs("ttt..fff").GameValue
    ("ttt..fff", "{on||0|-1/2}", "{1/2|0||off}"),
])
def test_cgsuite_sided_value_agrees_with_our_results(strip, onside, offside):
    """The sided value CGSuite gives (not computed by cgt yet) says who
    wins moving first; our win/loss/draw solver says the same."""
    p = Strip(strip)
    expected = results_from_sides(cgt.parse(onside), cgt.parse(offside))
    assert (p.left_result.outcome, p.right_result.outcome) == expected
    with pytest.raises(cgt.CGTError):
        p.value  # noqa: B018 (a sided value, or too many positions: refused, not wrong)


def test_bad_strips_are_refused_as_for_toads_and_frogs():
    with pytest.raises(cgt.CGTError, match="cell 2 is 'x'"):
        Strip("tx")


def test_the_short_game_solver_refuses_a_loopy_position_clearly():
    from cgt.positions.solver import solve

    with pytest.raises(cgt.CGTError, match="positions may repeat"):
        solve(Strip("tt..ff"))

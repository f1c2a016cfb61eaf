"""Push and Shove: hand-worked values, and every value against a separate
game tree built from the rules as LeanPool states them.

LeanPool (``LeanPool/MisereGames/Ruleset/Strip.lean``, Vilin97/lean-pool)
defines both games by one primitive, ``shiftDown b start n``: squares below
``start`` stay, squares ``start <= i < n`` take the piece of ``i + 1``,
square ``n`` empties. Shove's move at ``n`` is ``shiftDown b 0 n``; Push's
is ``shiftDown b g n`` with ``g`` the rightmost empty square below ``n``
(0 when there is none). The reference below is that definition written
with a dict of squares and the games made by ``cgt.game`` from their
options, sharing no code with :mod:`cgt.games.push`.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.push import Push
from cgt.games.registry import get
from cgt.games.shove import Shove


def shift_down(board: tuple[str, ...], start: int, n: int) -> tuple[str, ...]:
    """LeanPool's ``Strip.Board.shiftDown``, on a tuple of squares."""
    return tuple(board[i] if i < start else board[i + 1] if i < n else "." if i == n
                 else board[i] for i in range(len(board)))


def push_start(board: tuple[str, ...], n: int) -> int:
    """LeanPool's ``Push.startPos``: the greatest empty ``j < n``, else 0."""
    return max([j for j in range(n) if board[j] == "."], default=0)


@cache
def reference(board: tuple[str, ...], shove: bool) -> cgt.Game:
    def options(stone: str) -> list[cgt.Game]:
        return [reference(shift_down(board, 0 if shove else push_start(board, n), n), shove)
                for n in range(len(board)) if board[n] == stone]
    return cgt.game(options("x"), options("o"))


# Worked by hand from the rules.
HAND = [
    # one stone at square k (from 1) takes k moves to leave: k for Left, -k for Right
    (Push, "x", "1"), (Push, "..x", "3"), (Shove, "...o", "-4"),
    # xo: Left can only drop her stone (o left on square 2: -2); Right
    # pushes x off (o on square 1: -1): {-2 | -1}
    (Push, "xo", "-3/2"), (Shove, "xo", "-3/2"),
    # ox: Left pushes o off (x on 1: 1); Right drops his (x on 2: 2): {1 | 2}
    (Push, "ox", "3/2"),
    # o.x: Right drops o (x on 3: 3). Left: in Shove everything moves, o
    # falls off, x on 2: {2 | 3}; in Push x fills the gap, leaving ox = 3/2: {3/2 | 3}
    (Shove, "o.x", "5/2"), (Push, "o.x", "2"),
    # xx: three moves for Left whatever she does (two stones: 1 + 2)
    (Push, "xx", "3"), (Shove, "xx", "3"),
]


@pytest.mark.parametrize(("ruleset", "diagram", "value"), HAND)
def test_values_worked_by_hand(ruleset, diagram, value):
    assert ruleset(diagram).value == cgt.parse(value)


strips = st.text("xo.", min_size=1, max_size=7)


@settings(max_examples=60, deadline=None)
@given(strips, st.booleans())
def test_values_agree_with_leanpools_definition(strip, shove):
    ruleset = Shove if shove else Push
    assert ruleset(strip).value == reference(tuple(strip), shove)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text("xo.", min_size=1, max_size=4), min_size=1, max_size=3),
       st.booleans())
def test_strips_are_independent_and_colours_swap_the_players(strip_list, shove):
    ruleset = Shove if shove else Push
    whole = ruleset("|".join(strip_list)).value
    assert whole == sum((ruleset(s).value for s in strip_list), cgt.parse("0"))
    swapped = "|".join(s.translate(str.maketrans("xo", "ox")) for s in strip_list)
    assert ruleset(swapped).value == -whole


def test_empty_squares_at_the_right_end_change_nothing():
    assert Push("x.o...") == Push("x.o") and str(Shove("o..|...")) == "o"
    assert Push("").value == cgt.parse("0") and str(Push("...")) == "empty"


def test_cgsuite_letters_and_bad_squares():
    assert Push("LR.L") == Push("xo.x")
    with pytest.raises(cgt.CGTError, match=r"'q' at 2 of strip 2"):
        Shove("x|.q")
    with pytest.raises(cgt.CGTError, match="text"):
        Push(3)  # type: ignore[arg-type]


def test_the_command_line_rulesets():
    assert get("push").position(["o.x"]).value == cgt.parse("2")
    assert get("shove").position(["o.x"]).value == cgt.parse("5/2")
    assert get("shove").position([]) == Shove("xo.ox")

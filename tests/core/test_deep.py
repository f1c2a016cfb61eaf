"""Games nested thousands of levels deep: no RecursionError anywhere.

Built with ``cgt.game`` in a loop, so every level goes through the public
constructor. The recursion limit of the caller is left as it was.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from fractions import Fraction

import pytest

import cgt
from cgt.core.deep import deep_call

DEPTH = 5000


@pytest.fixture(scope="module", autouse=True)
def recursion_limit_is_unchanged():
    before = sys.getrecursionlimit()
    yield
    assert sys.getrecursionlimit() == before


@pytest.fixture(scope="module")
def ladder() -> cgt.Game:
    """``{...{{0|-1}|-2}...|-DEPTH}``: a hot game, not compact, ``DEPTH`` levels deep."""
    g = cgt.zero
    for k in range(1, DEPTH + 1):
        g = cgt.game([g], [-k])
    return g


def test_ladder_is_deep_and_canonical(ladder):
    assert ladder.birthday == DEPTH + 1
    assert not ladder.is_number_up_star
    assert cgt.game(ladder.left, ladder.right) is ladder
    g, depth = ladder, 0
    while g.left:
        (g,) = g.left
        depth += 1
    assert depth == DEPTH and g is cgt.zero


def test_ladder_stops_and_outcome(ladder):
    assert ladder.right_stop == -DEPTH
    assert ladder.left_stop == -(DEPTH - 1)
    assert ladder.outcome is cgt.Outcome.R
    assert ladder < 0


def test_ladder_prints_and_parses_back(ladder):
    text = str(ladder)
    assert text.startswith("{" * 50)
    assert cgt.parse(text) is ladder
    assert repr(ladder).startswith("cgt.parse('{")


def test_ladder_negates(ladder):
    negative = -ladder
    assert negative.birthday == DEPTH + 1
    assert negative.left == (cgt.number(DEPTH),)
    assert negative.right == (-ladder.left[0],)
    assert cgt.game([-o for o in ladder.right], [-o for o in ladder.left]) is negative
    assert negative.left_stop == DEPTH


def test_ladder_adds(ladder):
    plus_star = ladder + cgt.star
    assert plus_star.birthday == DEPTH + 2
    assert plus_star + cgt.star is ladder
    plus_one = ladder + 1
    assert plus_one.left_stop == ladder.left_stop + 1
    assert plus_one - 1 is ladder
    assert ladder + cgt.UP + cgt.DOWN is ladder  # two full sums, no short cut


def test_ladder_compares(ladder):
    plus_up = ladder + cgt.UP
    assert cgt.compare(ladder, plus_up) == "<"
    assert cgt.compare(plus_up, ladder) == ">"
    assert ladder.confused_with(ladder + cgt.star)
    # reflexivity, by the options: G^L <| G <| G^R (Siegel, CGT, II.1)
    assert not ladder.left[0] >= ladder and not ladder.right[0] <= ladder
    assert ladder < -ladder
    assert ladder > -DEPTH - 1 and ladder < -DEPTH + 2


def test_switch_of_ladder(ladder):
    g = cgt.switch(-ladder)  # {-L | L}: -L is positive, so nothing reverses
    assert g.birthday == DEPTH + 2
    assert str(g).startswith("±{")
    assert cgt.parse(str(g)) is g
    assert -g is g


def test_up_chain():
    """``{0|g}`` from 0: *, ↑, ⇑*, 3.↑, ...: compact all the way."""
    g = cgt.zero
    for _ in range(DEPTH):
        g = cgt.game([0], [g])
    assert g is cgt.nus(0, DEPTH - 1, DEPTH % 2)
    assert cgt.parse(str(g)) is g
    assert g.birthday == DEPTH
    assert g - cgt.UP is cgt.nus(0, DEPTH - 2, DEPTH % 2)
    assert g > 0 and g < Fraction(1, 2**20)


def test_number_chains():
    up_chain, down_chain = cgt.zero, cgt.zero
    for _ in range(DEPTH):
        up_chain = cgt.game([up_chain], [])
        down_chain = cgt.game([], [down_chain])
    assert up_chain is cgt.number(DEPTH)
    assert down_chain is cgt.number(-DEPTH)
    assert up_chain + cgt.game([], [down_chain]) is cgt.number(-1)
    assert str(up_chain) == str(DEPTH)


def test_deep_number_form():
    """Halving ``DEPTH`` times: ``{0 | x}`` from x = 1 gives 1/2**DEPTH."""
    g = cgt.number(1)
    for _ in range(DEPTH // 5):
        g = cgt.game([0], [g])
    assert g is cgt.number(Fraction(1, 2 ** (DEPTH // 5)))
    assert cgt.parse(str(g)) is g


def test_deep_parse_of_explicit_braces():
    """Text nested ``DEPTH`` braces deep, written by hand, not by the printer."""
    text = "0"
    for k in range(1, DEPTH + 1):
        text = "{" + text + "|-" + str(k) + "}"
    g = cgt.parse(text)
    assert g.birthday == DEPTH + 1
    assert str(cgt.parse(str(g))) == str(g)


# -- interrupts (issue 18, defect 2) -----------------------------------------------------


class _Interrupted(Exception):
    pass


def test_an_interrupt_stops_the_deep_worker_thread():
    """An exception raised in the caller while it waits (as Ctrl-C raises
    KeyboardInterrupt) ends the work in the deep worker thread too, and the
    recursion limit is as before. Before the fix the worker ran on."""
    before = sys.getrecursionlimit()
    started = threading.Event()

    def forever(_: int) -> None:
        started.set()
        while True:
            time.sleep(0.001)

    def interrupt(signum, frame):
        raise _Interrupted

    old = signal.signal(signal.SIGALRM, interrupt)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        with pytest.raises(_Interrupted):
            deep_call(100_000, forever, 0)  # deep enough for the worker thread
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert started.is_set()
    assert not [t for t in threading.enumerate() if t.name == "cgt-deep"]
    assert sys.getrecursionlimit() == before


def test_deep_call_raises_in_the_caller():
    with pytest.raises(ZeroDivisionError):
        deep_call(100_000, lambda: 1 // 0)
    assert not [t for t in threading.enumerate() if t.name == "cgt-deep"]


def test_incentives_of_a_250_deep_game():
    """Issue 18, defect 3: the incentives of a deep game raised
    RecursionError (the sums had no room for their recursion)."""
    g = cgt.zero
    for _ in range(250):
        g = cgt.game([g], [-1])
    assert set(g.incentives) == {g.left[0] - g, g + 1}
    assert g.right_incentives == (g + 1,)

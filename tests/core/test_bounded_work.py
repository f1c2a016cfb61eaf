"""Short games whose canonical form would explode are refused before the work,
in one line naming the limit (issue 37, item 3: "a sum of a long uptimal and
a huge nimber").

A sum of a long uptimal and a huge nimber stays three numbers (its
coefficients and its nimber: cgt.core.uptimal), so it is computed, printed
and read back at once; what must list the options of that sum (a game with
it as an option) is refused by an estimate made before any option is
listed, ``cgt.core.form.UPTIMAL_NIMBERS_LIMIT``, as a sum that must pair
every subgame is by ``UPTIMAL_SUM_WORK_LIMIT`` and ``UP_SUM_WORK_LIMIT``.
"""

from __future__ import annotations

import time

import naive
import pytest

import cgt
from cgt.core import form


def quick(text: str) -> tuple[cgt.Game | None, str, float]:
    """``text`` read: the game (None if refused), the first line of the
    refusal, and the CPU seconds it took."""
    start = time.process_time()
    try:
        value, message = cgt.parse(text), ""
    except cgt.CGTError as error:
        value, message = None, str(error).splitlines()[0]
    return value, message, time.process_time() - start


@pytest.mark.parametrize("n", [3, 200, 5000])
def test_a_long_uptimal_plus_a_huge_nimber_is_a_closed_form(n):
    """``↑^n*a + *b = ↑^n*(a ⊕ b)`` (``^<n>``, the up-nth): stars add by nim addition (Winning
    Ways, chapter 3; Siegel, Combinatorial Game Theory, II.2), whatever the
    rest of the sum. The issue found ``^<3> + *2^64`` could not be printed."""
    big = 2**64
    value, message, seconds = quick(f"^<{n}>*5 + *{big}")
    assert message == "" and seconds < 1.0
    assert value is cgt.parse(f"^<{n}>*{5 ^ big}")
    assert cgt.parse(str(value)) is value


@pytest.mark.parametrize("text", ["{^<30>*1048576|0}", "{0|v<2>*1048576}",
                                  "{^<400>*1000000000000|0}"])
def test_a_game_with_such_an_option_is_refused_before_listing_it(text):
    """The canonical form of ``↑^n*m`` (``^<n>*m``, n >= 2) lists ``*0 .. *(m-1)``
    among its options: a million or more is refused before the first."""
    value, message, seconds = quick(text)
    assert value is None and seconds < 1.0
    assert "UPTIMAL_NIMBERS_LIMIT" in message and f"{form.UPTIMAL_NIMBERS_LIMIT:,}" in message


def naive_up_second(m: int) -> naive.Naive:
    """``{↑^2 + *m | 0}`` (``{^<2>*m | 0}``) by the textbook rules alone:
    ``↑^2 = {0 | ↓*}`` (Siegel, Combinatorial Game Theory, II.4)."""
    up_second = naive.form([naive.ZERO], [naive.add(naive.neg(naive.UP), naive.STAR)])
    uptimal = naive.add(up_second, naive.nimber(m))
    return naive.form([uptimal], [naive.ZERO])


def test_under_the_limit_the_same_game_is_computed():
    """``{↑^2*m | 0}`` against Conway's definition (tests/naive.py) for small
    even ``m``, where it is ``↓*(m+1)``; at the limit, the same pattern, at once."""
    for m in (2, 4):
        reference = naive_up_second(m)
        assert naive.eq(reference, naive.add(naive.neg(naive.UP), naive.nimber(m + 1)))
        assert naive.to_naive(cgt.parse(f"{{^<2>*{m}|0}}")) == reference
    value, message, seconds = quick(f"{{^<2>*{form.UPTIMAL_NIMBERS_LIMIT}|0}}")
    assert seconds < 1.0
    assert message == "" and value is cgt.parse(f"v*{form.UPTIMAL_NIMBERS_LIMIT + 1}")


def test_numbers_added_to_a_long_uptimal_keep_its_family():
    """The fuzz (benchmarks/fuzz.py, seed 20240818) found this text refused
    only after 2.5 s of pure Python: each number added to a subgame of
    ``4.↓[374]`` walked the new uptimal's options again for its birthday.
    A number translates an uptimal without changing its options' rule, so
    the walk is shared, and the estimate refuses the sum at once."""
    value, message, seconds = quick("\t((±1±04v[374]±82/32±82/32))  ")
    assert value is None and "UPTIMAL_SUM_WORK_LIMIT" in message
    assert seconds < 1.0
    g = cgt.parse("^[40]*3")
    assert cgt.parse("5/8") + g is cgt.parse("5/8 + ^[40]*3")
    # 5/8 is born on day 4 (1, 1/2, 3/4, 5/8: Siegel, CGT, I.3).
    assert cgt.parse("5/8").birthday == 4
    assert (g + cgt.parse("5/8")).birthday == g.birthday + 4

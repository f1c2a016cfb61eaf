"""Tables of take-and-break codes end in seconds (issue 38, item 5).

``cgt table heap 0.8 --upto 5`` never ended, and ``HeapGame("0.8").periodicity()``
looped in ``_xor_translate`` (one step per value, for every three-heap split
of every heap up to 32,768); ``cgt table heap 0.164 --upto 50`` took 104 s
(a search per candidate value over pair sums whose values pass 255). The
values are checked against the definition (the brute force of
``tests/games/test_heap.py``: the mex over every split, Winning Ways ch. 4).
"""

from __future__ import annotations

import itertools
import time
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.cli.main import main
from cgt.games.heap import HeapGame, _table
from cgt.games.heap_sequence import _xor_translate, set_bits
from tests.games.test_heap import naive_values

#: Each table of 50 heaps must end within this many seconds (it takes one or two).
SECONDS = 10.0


def test_xor_translate_is_the_set_of_translates():
    """{x ^ u : x in S} by block swaps, against the definition."""

    @settings(max_examples=300, deadline=None)
    @given(st.sets(st.integers(0, 700), max_size=40), st.integers(0, 2000))
    def check(values, u):
        bits = sum(1 << x for x in values)
        assert set(set_bits(_xor_translate(bits, u), 0)) == {x ^ u for x in values}

    check()


def test_three_heap_periodicity_ends():
    """The hang of the issue: 0.8 has no period the test can prove (its values
    grow, g(n) = floor((n - 1) / 3) as far as computed), so the search ends
    at the limit for codes that split in three (256 heaps), at once."""
    start = time.perf_counter()
    game = HeapGame("0.8")
    assert game.periodicity() is None
    assert time.perf_counter() - start < SECONDS
    assert game.nim_values(60, use_periodicity=False) == naive_values("0.8", 60)


@pytest.mark.parametrize("code", ["0.8", "0.78", "0.18"])
def test_table_of_three_heap_codes_ends(code, capsys):
    start = time.perf_counter()
    assert main(["table", "heap", code, "--upto", "5", "--json"]) == 0
    assert time.perf_counter() - start < SECONDS
    assert f'"values": {naive_values(code, 5)}' in capsys.readouterr().out


def test_slow_table_of_wide_values_is_fast():
    """0.164's values pass 255 near heap 5,000 (two-byte fields): its table of
    50 heaps searched 32,768 heaps for a period, taking 104 s."""
    start = time.perf_counter()
    grid = _table(SimpleNamespace(rule="0.164", upto=50))
    assert time.perf_counter() - start < SECONDS
    assert grid.data["values"] == naive_values("0.164", 50)


@pytest.mark.parametrize("checked", [
    105,  # values past 32 from heap 100 on; the definition's brute force takes 3.5 s here
    pytest.param(130, marks=pytest.mark.slow),  # 9 s to 130
    pytest.param(200, marks=pytest.mark.slow),  # and a minute to 200
])
def test_wide_values_of_a_two_heap_code_follow_the_definition(checked):
    """The mex read from the pair sums at once (values past 32)."""
    game = HeapGame("0.8")
    values = game.nim_values(400, use_periodicity=False)
    assert max(values[:checked]) > 32
    assert values[:checked] == naive_values("0.8", checked - 1)


_DIGITS = "0123456789ABCDEF"
_CODES = [
    "0." + "".join(digits)
    for size in (1, 2, 3)
    for digits in itertools.product(_DIGITS, repeat=size)
    if digits[-1] != "0"
]


@pytest.mark.slow
@pytest.mark.parametrize("code", _CODES)
def test_every_short_code_tabulates_in_seconds(code):
    """Every code with up to three digits (hex digits included: F leaves 0 to
    3 heaps) gives its table of 50 heaps in seconds."""
    start = time.perf_counter()
    grid = _table(SimpleNamespace(rule=code, upto=50))
    assert time.perf_counter() - start < SECONDS, code
    assert len(grid.data["values"]) == 51

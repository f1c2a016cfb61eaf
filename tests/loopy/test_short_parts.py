"""The short parts of loopy games go through the short-game algebra (issue
33, item 1; issue 37, item 2: ``{*64,pass|pass}`` answers in seconds).

The value of ``G = {*n, pass | pass}``, derived: Left can pass in ``G``
for ever, so its onside (infinite play Left's) is ``on``. In the offside
(infinite play Right's) Left's pass only hands Right the move, and the
offside is ``{*n | pass}``. That is ``v[on] + *m`` with ``m = n xor 1``:
``v[on] = {*|pass}`` (CGSuite's ``upon`` test row, ``GameTest.scala``:
``{*|pass}`` prints ``v[on]``), so in ``v[on] + *m`` Left's move in
``v[on]`` reaches ``* + *m = *n`` and Right's move there returns to the
same game, the pass. The test checks each of those steps through the
library's order, and the printed form ``on & v[on]*m``.
"""

from __future__ import annotations

import time

import pytest

import cgt
from cgt.core.form import nimber, star, zero
from cgt.loopy.graph import GameGraph, short_forms
from cgt.loopy.survival import le_at, short_decided


def _value(n: int) -> cgt.SidedValue:
    return cgt.parse(f"{{*{n},pass|pass}}")


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8])
def test_nimber_beside_two_passes(n):
    m = n ^ 1
    value = _value(n)
    assert value.onside == cgt.parse("on")
    assert value.offside == cgt.parse(f"{{*{n}|pass}}")
    assert value.offside == cgt.parse("v[on]") + cgt.parse(f"*{m}")
    assert str(value) == ("on & v[on]" + (f"*{m}" if m > 1 else "*" if m else ""))


def test_upon_row_of_cgsuite():
    # GameTest.scala, "upon": {*|pass} prints v[on], {0|0,pass} prints v[on]*.
    assert str(cgt.parse("{*|pass}")) == "v[on]"
    assert str(cgt.parse("{0|0,pass}")) == "v[on]*"


def test_nimber_24_well_under_a_second():
    began = time.process_time()
    assert str(_value(24)) == "on & v[on]*25"
    assert time.process_time() - began < 5  # about 0.4 s in the pure core, alone


@pytest.mark.slow
def test_nimber_64_in_seconds():
    # Issue 37, item 2: it took more than 90 s; now about 1.2 s pure, alone.
    began = time.process_time()
    value = _value(64)
    assert str(value) == "on & v[on]*65"
    assert value.offside == cgt.parse("{*64|pass}")
    assert time.process_time() - began < 10


def test_short_forms_of_a_graph():
    # on (a loop), * and 0 below it: only the loop is not short.
    graph = GameGraph(((0, 1), (2,), ()), ((), (2,), ()))
    assert short_forms(graph) == [None, star, zero]


def test_decided_states_agree_with_explored_ones():
    # *3 <= *3 and not *2 <= *3, with and without the short games' order.
    graph = GameGraph(((), (0,), (0, 1), (0, 1, 2)), ((), (0,), (0, 1), (0, 1, 2)))
    decided = short_decided(short_forms(graph))
    assert short_forms(graph)[3] is nimber(3)
    for u in range(4):
        for v in range(4):
            assert le_at(graph, u, v, decided) is le_at(graph, u, v) is (u == v)

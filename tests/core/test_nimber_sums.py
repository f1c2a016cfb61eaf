"""The nimber path: ``*a + *b`` and ``cgt.nimber`` take short cuts (a closed
form, one lookup for a nimber that exists, no Dyadic added when one side
has no number part); the values must be those of the definition of the sum,
``G + H = {G^L + H, G + H^L | G^R + H, G + H^R}``, canonicalised.
"""

from __future__ import annotations

import enum
from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core import form
from cgt.core.arithmetic import sum_games
from cgt.core.canonical import build


def generic_sum(g: form.Form, h: form.Form) -> form.Form:
    """``g + h`` by the definition, one level down (the options' sums are
    smaller nimbers, which the same law covers by induction)."""
    left = [sum_games(o, h) for o in g.left] + [sum_games(g, o) for o in h.left]
    right = [sum_games(o, h) for o in g.right] + [sum_games(g, o) for o in h.right]
    return build(left, right)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 24), st.integers(0, 24))
def test_a_sum_of_two_nimbers_is_the_generic_sum(a, b):
    fast = cgt.nimber(a) + cgt.nimber(b)
    assert fast.form is generic_sum(form.nimber(a), form.nimber(b))
    assert fast is cgt.nimber(a ^ b)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 300), max_size=30), st.sampled_from(["0", "3/4", "-2", "^", "v*"]))
def test_a_sum_of_nimbers_with_a_compact_value(ks, base):
    start = cgt.parse(base)
    total = start
    for k in ks:
        total = total + cgt.nimber(k)
    x, ups, nim = start.form.number_part, start.form.up_part, start.form.nim_part
    assert total.form is form.nus(x, ups, nim ^ reduce(xor, ks, 0))


def test_a_long_sum_of_nimbers_made_cold():
    cgt.clear_caches()
    total = cgt.zero
    for i in range(1, 3001):
        total = total + cgt.nimber(i)
    assert total is cgt.nimber(reduce(xor, range(1, 3001), 0))
    assert total.birthday == total.form.nim_part
    assert [o.form for o in cgt.nimber(5).left] == [form.nimber(k) for k in range(5)]


class Heap(enum.IntEnum):
    SEVEN = 7


def test_nimber_accepts_int_subclasses_and_refuses_the_rest():
    assert cgt.nimber(Heap.SEVEN) is cgt.nimber(7)
    for bad in (True, -1, 1.0, "3"):
        with pytest.raises(cgt.CGTError):
            cgt.nimber(bad)

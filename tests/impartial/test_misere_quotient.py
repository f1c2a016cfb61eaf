"""Misère quotients of heap games.

Published quotients: misère Nim on heaps 1-3 is Plambeck and Siegel's T₂
(``⟨a, b | a² = 1, b³ = b⟩``, P-portion ``{a, b²}``: "Misère quotients for
impartial games", 2008, section 3), and 0.75 has the quotient of order 8
``⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩`` with P-portion ``{a, b²}``
(Plambeck, "Taming the wild in impartial combinatorial games", 2005).
Every quotient is checked against misère outcomes of random heap sums
found by the plain game-tree search (cgt.impartial.misere.MisereSolver).
"""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CGTError, misere_heap_quotient
from cgt.games.heap import HeapGame
from cgt.impartial import misere_quotient

SOME = settings(max_examples=60, deadline=None)


def test_doctests():
    assert doctest.testmod(misere_quotient).failed == 0


def test_misere_nim_on_heaps_up_to_three_is_t2():
    q = HeapGame.nim().misere_quotient(3)
    assert q.order == 6
    assert q.presentation() == "⟨a, b | a² = 1, b³ = b⟩"
    assert q.p_portion_words() == ["a", "b²"]
    assert q.pretending_words() == ["1", "a", "b", "ab"]


def test_plambeck_075():
    q = HeapGame("0.75").misere_quotient(30)
    assert q.order == 8
    assert set(q.relations()) == {("a²", "1"), ("b³", "b"), ("bc", "ab"), ("c²", "b²")}
    assert q.p_portion_words() == ["a", "b²"]


def test_table_is_a_commutative_monoid():
    q = HeapGame("0.75").misere_quotient(30)
    n = q.order
    t = q.table
    assert all(t[0][x] == x for x in range(n))
    assert all(t[x][y] == t[y][x] for x in range(n) for y in range(n))
    assert all(t[t[x][y]][z] == t[x][t[y][z]] for x in range(n) for y in range(n)
               for z in range(n))


@pytest.mark.parametrize("code, max_heap", [("0.75", 12), ("0.[3]", 3), ("0.31", 12),
                                            ("0.33", 12), ("0.12", 12)])
@SOME
@given(data=st.data())
def test_quotient_decides_sums_as_the_game_tree_does(code, max_heap, data):
    game = HeapGame(code)
    heaps = data.draw(st.lists(st.integers(1, max_heap), max_size=4))
    q = game.misere_quotient(max_heap)
    assert q.is_p_position(heaps) == (game.misere_solver().nim_value(heaps) == 0)


def test_stable_quotient_reaches_heaps_beyond_its_bound():
    """The periodic extension of the quotient to heap 30 names the same
    elements as the quotient proved on heaps up to 60."""
    game = HeapGame("0.75")
    q, wider = game.misere_quotient(30), game.misere_quotient(60)
    assert q.is_stable and wider.order == q.order
    assert [q.word(q.heap_element(n)) for n in range(61)] == wider.pretending_words()


def test_what_it_cannot_prove_is_refused():
    """Kayles needs classes of smaller heaps split as heaps grow; the proof
    of the simple construction fails, and says so."""
    with pytest.raises(CGTError, match="failed its proof"):
        HeapGame("0.77").misere_quotient(12)
    with pytest.raises(CGTError):
        misere_heap_quotient(lambda n: [], -1)
    q = HeapGame.nim().misere_quotient(3)
    with pytest.raises(CGTError, match="not shown stable"):
        q.is_p_position([4])

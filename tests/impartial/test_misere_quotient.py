"""Misère quotients of heap games.

Sources of the expected values:

- Misère Nim: Bouton's rule (play as in Nim until every heap is 0 or 1,
  then leave an odd number of 1-heaps) gives the classes (nim sum, whether
  a heap of 2 or more is present), the second forced once the nim sum is
  2 or more: ``2^k + 2`` classes for heaps below ``2^k``. For heaps up to 3
  that is the quotient Plambeck and Siegel call T₂ ("Misère quotients for
  impartial games", 2008), ``⟨a, b | a² = 1, b³ = b⟩`` with P-portion
  ``{a, b²}``.
- 0.75: the quotient of order 8 with P-portion ``{a, b²}`` (Plambeck,
  "Taming the wild in impartial combinatorial games", 2005, where 0.75 is
  one of the two wild games analysed). The generators and relations below
  are those this library prints for it; the text of the papers is not in
  the reference corpus here (only their openings), so the printed form of
  the relations was checked against the game tree, not against the paper.
- Kayles: Winning Ways (ch. 13) misère nim values of single heaps, the
  normal-play period (preperiod 71, period 12), and the game tree.

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
from cgt.impartial import misere_quotient, misere_recalibration

SOME = settings(max_examples=60, deadline=None)


def test_doctests():
    assert doctest.testmod(misere_quotient).failed == 0
    assert doctest.testmod(misere_recalibration).failed == 0


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
                                            ("0.33", 12), ("0.12", 12), ("0.77", 12),
                                            ("0.07", 14), ("0.137", 13), ("0.71", 12)])
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


def test_bad_input_is_refused():
    with pytest.raises(CGTError, match="max_heap"):
        misere_heap_quotient(lambda n: [], -1)
    q = HeapGame.nim().misere_quotient(3)
    with pytest.raises(CGTError, match="not shown stable"):
        q.is_p_position([4])


def test_misere_nim_quotients_grow_as_2_to_the_k_plus_2():
    """Misère Nim on heaps below 2^k has a quotient of order 2^k + 2
    (Plambeck and Siegel 2008, section 3: T₂, T₃, T₄, ... have 6, 10, 18
    elements)."""
    assert [HeapGame.nim().misere_quotient(2 ** k - 1).order for k in (2, 3, 4)] == [6, 10, 18]


def test_kayles_quotient_is_proved_and_stable():
    """Kayles (0.77) needs the classes of smaller heaps split as heaps grow
    (the quotient of heaps up to 24 has order 24, of heaps up to 27 order
    40): the recalibrating construction. Its pretending function becomes
    periodic with the normal-play nim sequence's preperiod 71 and period 12
    (Guy and Smith; Winning Ways ch. 4), and the periodicity window
    2·71 + 2·12 + 2 = 168 is covered by heap 170."""
    kayles = HeapGame("0.77")
    orders = [kayles.misere_quotient(n).order for n in (3, 12, 24, 27)]
    assert orders == [6, 24, 24, 40]
    q = kayles.misere_quotient(170)
    assert q.order == 40 and q.is_stable
    assert (q.stable_from, q.period) == (71, 12)
    assert len(q.generators()) == 7
    assert q.pretending_words(4) == ["1", "a", "b", "ab", "a"]  # heaps 1-4 are *1, *2, *3, *1


def test_dawsons_chess_is_dawsons_kayles_shifted():
    """A heap of n in Dawson's Chess (0.137) plays as a heap of n + 1 in
    Dawson's Kayles (0.07) (Winning Ways ch. 4), so their quotients agree."""
    chess, kayles = HeapGame("0.137"), HeapGame("0.07")
    for n in (5, 12, 20):
        a, b = chess.misere_quotient(n), kayles.misere_quotient(n + 1)
        assert a.order == b.order and a.p_portion_words() == b.p_portion_words()


def test_kayles_single_heaps_as_winning_ways_gives_them():
    """Winning Ways ch. 13: the misère nim values of Kayles heaps 0-16 are
    1 0 2 3 0 1 3 2 1 0 2 4 0 1 2 5 1; the P-positions are the zeros."""
    q = HeapGame("0.77").misere_quotient(16)
    assert [n for n in range(17) if q.is_p_position([n])] == [1, 4, 9, 12]


def test_every_wrong_guess_is_caught_by_the_proof():
    """The quotient of Kayles heaps up to 24 has no element for heap 25 (the
    order grows to 32). Sending heap 25 to any element must fail the proof,
    and the failing sum must be one the game-tree search classifies the
    other way."""
    kayles = HeapGame("0.77")
    q = misere_recalibration.trivial_pretension()
    for n in range(1, 25):
        q = misere_recalibration.extend(q, kayles.heap_options(n))
    options = kayles.heap_options(25)
    solver = kayles.misere_solver()
    for x in range(q.order):
        guess = misere_recalibration.Pretension(q.table, q.p, [*q.phi, x], [*q.options, options])
        failure = misere_recalibration.first_failure(guess)
        assert failure is not None and 25 in failure
        assert guess.p[guess.image(failure)] == (solver.nim_value(failure) != 0)


@pytest.mark.slow
def test_kayles_pairs_agree_with_misere_canonical_forms():
    """Every sum of two Kayles heaps up to 27 (the quotient reaches its 40
    elements at heap 27) is decided as the sum of the heaps' misère
    canonical forms decides it (an independent computation, Conway's
    simplest forms, ONAG ch. 12)."""
    kayles = HeapGame("0.77")
    q = kayles.misere_quotient(27)
    forms = [kayles(n).misere_value for n in range(28)]
    for a in range(1, 28):
        for b in range(a, 28):
            assert q.is_p_position([a, b]) == (str((forms[a] + forms[b]).outcome) == "P")

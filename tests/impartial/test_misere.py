"""Misère play: outcomes, misère nim values and Conway's genus.

Checked against Bouton's misère Nim rule, against a plain recursion that
knows no simplification, and against the published tables: Kayles,
Dawson's chess and Grundy's game heaps (Winning Ways ch. 13; the same
values as CGSuite 2.2 ``TakeAndBreak(code)(n).MisereNimValue`` and the
γ-sequences of its ``Genus``).
"""

from __future__ import annotations

import doctest
from functools import cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.impartial.misere
from cgt import CGTError
from cgt.games.heap import HeapGame
from cgt.impartial.misere import Genus, MisereSolver, genus, misere_nim_value, misere_outcome

SOME = settings(max_examples=60, deadline=None)


class NimHeaps(cgt.ImpartialPosition):
    """Nim heaps as a generic position (no misère hook): exercises the wrapper."""

    def __init__(self, *heaps):
        self.heaps = tuple(sorted(h for h in heaps if h))

    def moves(self):
        for i, h in enumerate(self.heaps):
            for smaller in range(h):
                yield NimHeaps(*self.heaps[:i], smaller, *self.heaps[i + 1 :])

    def components(self):
        if len(self.heaps) < 2:
            return (self,)
        return tuple(NimHeaps(h) for h in self.heaps)

    def __eq__(self, other):
        return isinstance(other, NimHeaps) and other.heaps == self.heaps

    def __hash__(self):
        return hash(self.heaps)


def test_doctests():
    assert doctest.testmod(cgt.impartial.misere).failed == 0


def test_no_moves_is_a_misere_win():
    assert misere_nim_value(NimHeaps()) == 1
    assert str(misere_outcome(NimHeaps())) == "N"
    assert str(misere_outcome(NimHeaps(1))) == "P"


@SOME
@given(st.lists(st.integers(0, 5), max_size=5))
def test_bouton_misere_nim(heaps):
    """Misère Nim: with every heap at most 1 the mover loses iff the number of
    heaps of size 1 is odd; otherwise iff the nim sum is 0 (Bouton, 1901)."""
    live = [h for h in heaps if h]
    if all(h == 1 for h in live):
        loses = len(live) % 2 == 1
    else:
        loses = reduce(xor, live, 0) == 0
    assert (str(misere_outcome(NimHeaps(*heaps))) == "P") == loses


def test_nim_heap_genera():
    """Winning Ways ch. 13: *0 = 0^120, *1 = 1^031, *n = n^(n, n xor 2) for n >= 2."""
    expected = ["0^120", "1^031", "2^20", "3^31", "4^46", "5^57", "6^64", "7^75"]
    assert [str(genus(NimHeaps(n))) for n in range(8)] == expected
    assert str(genus(NimHeaps(2, 2))) == "0^02"
    assert str(genus(NimHeaps(1, 1))) == "0^120"  # *1 + *1 = 0 in misère play


def test_genus_object():
    g = Genus(4, (1, 4, 6))
    assert str(g) == "4^146"
    assert [g.gamma(i) for i in range(7)] == [1, 4, 6, 4, 6, 4, 6]
    assert g.misere_nim_value == 1
    assert str(Genus(10, (8, 10))) == "10^(8,10)"
    with pytest.raises(CGTError):
        Genus(0, (1,))


# -- a reference with no simplification ----------------------------------------------------


@cache
def naive_misere(code: str, heaps: tuple[int, ...]) -> int:
    """G⁻ straight from the definition: no *1 cancelling, no dropped heaps."""
    game = HeapGame(code)
    options = set()
    for i, h in enumerate(heaps):
        for option in game.heap_options(h):
            after = tuple(sorted(heaps[:i] + heaps[i + 1 :] + option))
            options.add(naive_misere(code, after))
    if not options:
        return 1
    value = 0
    while value in options:
        value += 1
    return value


@SOME
@given(
    st.sampled_from(["0.77", "0.07", "0.137", "4!.0", "0.6", "0.333", "4.07", "0.3F"]),
    st.lists(st.integers(0, 9), min_size=1, max_size=3),
)
def test_misere_values_agree_with_the_plain_recursion(code, heaps):
    assert HeapGame(code)(*heaps).misere_nim_value == naive_misere(code, tuple(sorted(heaps)))


@SOME
@given(st.lists(st.integers(0, 7), min_size=1, max_size=3), st.integers(0, 3))
def test_gammas_are_misere_values_with_heaps_of_two(heaps, twos):
    """γi is G⁻ of the position plus i nim heaps of size 2 (0.333 heaps of 2 are *2)."""
    game = HeapGame("0.77")
    gammas = game.misere_solver().gammas(tuple(heaps), twos + 1)
    # A Kayles heap of 2 is *2 exactly (options: heaps 1 and 0, i.e. *1 and 0).
    assert gammas[twos] == naive_misere("0.77", tuple(sorted(heaps + [2] * twos)))


# -- published tables ---------------------------------------------------------------------

#: (heap, nim value, misère nim value, γ0..γ7).
KAYLES = [
    (0, 0, 1, "12020202"), (1, 1, 0, "03131313"), (2, 2, 2, "20202020"),
    (3, 3, 3, "31313131"), (4, 1, 0, "03131313"), (5, 4, 1, "14646464"),
    (6, 3, 3, "31313131"), (7, 2, 2, "20202020"), (8, 1, 1, "13131313"),
    (9, 4, 0, "04646464"), (10, 2, 2, "20202020"), (11, 6, 4, "46464646"),
    (12, 4, 0, "04646464"), (13, 1, 1, "13131313"), (14, 2, 2, "20202020"),
    (15, 7, 5, "57575757"), (16, 1, 1, "13131313"), (17, 4, 6, "64646464"),
    (18, 3, 3, "31313131"), (19, 2, 2, "20202020"), (20, 1, 0, "03131313"),
    (21, 4, 6, "64646464"), (22, 6, 4, "46464646"), (23, 7, 5, "57575757"),
    (24, 4, 6, "64646464"), (25, 1, 7, "73131313"),
]  # fmt: skip

DAWSONS_CHESS = [
    (9, 3, 1, "14313131"), (11, 2, 0, "05202020"), (13, 4, 1, "14646464"),
    (15, 5, 0, "05757575"), (16, 2, 0, "05202020"), (20, 0, 0, "02020202"),
    (24, 0, 3, "31313131"), (25, 2, 0, "05202020"),
]  # fmt: skip

GRUNDYS_GAME = [(13, 3, 1, "14313131"), (18, 4, 0, "05646464"), (19, 3, 1, "14313131")]


@pytest.mark.parametrize(
    "code, table", [("0.77", KAYLES), ("0.137", DAWSONS_CHESS), ("4!.0", GRUNDYS_GAME)]
)
def test_published_misere_tables(code, table):
    game = HeapGame(code)
    for heap, nim_value, misere, gammas in table:
        assert game.nim_value(heap) == nim_value, heap
        assert game(heap).misere_nim_value == misere, heap
        assert game.misere_solver().gammas((heap,), 8) == [int(c) for c in gammas], heap


def test_kayles_misere_nim_values():
    """Winning Ways ch. 13, misère Kayles: G⁻ of heaps 0..25."""
    assert HeapGame("0.77").misere_nim_values(25) == [row[2] for row in KAYLES]


def test_kayles_genus_symbols():
    symbols = [str(HeapGame("0.77").genus(n)) for n in range(13)]
    assert symbols == [
        "0^120", "1^031", "2^20", "3^31", "1^031", "4^146", "3^31",
        "2^20", "1^13", "4^046", "2^20", "6^46", "4^046",
    ]  # fmt: skip
    assert str(HeapGame("0.137").genus(9)) == "3^1431"


def test_misere_subtraction_123():
    """Misère S = {1, 2, 3} has P-positions 1, 5, 9, 13, ... (Winning Ways,
    ch. 13; by hand: from 1 the only move takes the last token, and from
    4k + 1 every move leaves 4k, 4k - 1 or 4k - 2, from which one move gets
    back to 4k - 3)."""
    game = HeapGame.subtraction({1, 2, 3})
    assert [n for n in range(30) if str(game(n).misere_outcome) == "P"] == list(range(1, 30, 4))


def test_misere_of_sums_across_rulesets():
    """The generic wrapper handles a sum of different rulesets."""
    kayles = HeapGame("0.77")
    mixed = kayles(3) + NimHeaps(2)
    assert misere_nim_value(mixed) == naive_misere("0.77", (2, 3))  # a Kayles 2 is *2


def test_solver_on_its_own():
    nim = MisereSolver(lambda n: [(m,) if m else () for m in range(n)])
    assert [nim.nim_value((n,)) for n in range(5)] == [1, 0, 2, 3, 4]
    assert nim.nim_value((1, 1, 1)) == 0
    assert str(nim.genus((2, 3), 1)) == "1^13"


def test_a_value_gets_a_misere_answer_or_a_clear_error():
    """``*n`` as a value is a Nim heap of n: misère nim values 1, 0, 2, 3, ...
    (Winning Ways, ch. 13); a partizan value has no misère outcome of its own."""
    import cgt

    assert [misere_nim_value(cgt.nimber(n)) for n in range(5)] == [1, 0, 2, 3, 4]
    assert str(misere_outcome(cgt.star)) == "P" and str(misere_outcome(cgt.zero)) == "N"
    for value in (cgt.parse("{1|-1}"), cgt.UP, cgt.number(2)):
        with pytest.raises(cgt.CGTError, match="is not an impartial position"):
            misere_outcome(value)
    with pytest.raises(cgt.CGTError, match="is a value"):
        genus(cgt.nimber(3))


def test_a_misere_question_past_its_state_budget_is_a_cgterror():
    """Issue 18: misère analysis of a big sum (``cgt report heap 0.77 30 3
    33``) ran on without a word; past ``max_states`` new states it stops
    with a CGTError that says how to go on, and the budget can be raised."""
    nim = MisereSolver(lambda n: [(m,) if m else () for m in range(n)])
    nim.max_states = 20
    with pytest.raises(CGTError, match=r"more than 20 states.*max_states"):
        nim.nim_value([5, 6, 7, 9])
    nim.max_states = 10_000
    # Bouton (misère): not all heaps 1 or less, so G- is the nim sum 5^6^7^9
    assert nim.nim_value([5, 6, 7, 9]) == 5 ^ 6 ^ 7 ^ 9


class Spin(cgt.ImpartialPosition):
    """An impartial position that comes back to itself: 0 -> 1 -> 2 -> 0."""

    def __init__(self, at: int) -> None:
        self.at = at

    def moves(self):
        return [Spin((self.at + 1) % 3)]

    def __eq__(self, other):
        return isinstance(other, Spin) and other.at == self.at

    def __hash__(self):
        return hash(self.at)

    def __repr__(self):
        return f"Spin({self.at})"


def test_a_loopy_impartial_position_is_named_not_searched_to_the_budget():
    """A cycle was searched until ``max_states`` ran out, and the error then
    spoke of the budget; the search now stops at the first move back to a
    sum it is still solving, and names it."""
    for question in (misere_nim_value, misere_outcome, cgt.misere_outcome):
        with pytest.raises(CGTError, match=r"Spin\(0\) comes back to itself.*cgt\.loopy"):
            question(Spin(0))
    with pytest.raises(CGTError, match="comes back to itself"):
        MisereSolver(lambda n: [((n + 1) % 3,)]).gammas([0], 3)


@pytest.mark.slow
def test_grundys_game_heap_of_fifty_is_a_p_position():
    """On Numbers and Games, ch. 12 ("The misère form of Grundy's game", read
    in weiyuan2020/mathnotes-2023 at 100cf56,
    conway/conway_ong-md/Part1_chap12.md): Grundy conjectured that the misère
    P-positions are the heaps of size divisible by 3, and "48 is not a second
    player win, and ... 50 is, disproving the aforementioned conjecture of
    Grundy in two ways". 1.2 CPU s."""
    grundys_game = HeapGame("4!.0")
    assert str(grundys_game(48).misere_outcome) == "N"
    assert str(grundys_game(50).misere_outcome) == "P"

"""Misère canonical forms (cgt.MisereGame).

The rows of ``CGSUITE`` are CGSuite's own test cases,
``lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala``
(github.com/aaron-siegel/cgsuite): input, printed form, birthday, genus,
the predicates, mate, options, partitions and parts. The laws are checked
by hypothesis against a plain misère recursion on unsimplified game trees,
which knows nothing of reversibility.
"""

from __future__ import annotations

import doctest
import pickle
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, MisereGame, misere_game
from cgt.games.heap import HeapGame
from cgt.impartial import misere_forms, misere_parts, misere_text
from cgt.impartial import misere_game as misere_game_module
from cgt.impartial.misere_game import count_games_born_by, games_born_by, misere_value

SOME = settings(max_examples=80, deadline=None)


@pytest.mark.parametrize("module", [misere_forms, misere_parts, misere_text, misere_game_module])
def test_doctests(module):
    assert doctest.testmod(module).failed == 0


# -- CGSuite's test cases ----------------------------------------------------------------------

#: (input, printed, birthday, genus, even, extraverted, generally restive,
#: generally tame, half tame, introverted, nim heap, prime, restive,
#: restless, tame, tameable, mate, G-, outcome, G+, options, partitions, parts)
CGSUITE = [
    ("*[0]", "*[0]", 0, "0", 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, "*[1]", 1, "N", 0,
     "[]", "[[]]", "[]"),
    ("*[1]", "*[1]", 1, "1", 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, "*[0]", 0, "P", 1,
     "[*[0]]", "[[*[1]]]", "[]"),
    ("*[2]", "*[2]", 2, "2", 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1, "*[2]", 2, "N", 2,
     "[*[0],*[1]]", "[[*[2]]]", "[]"),
    ("*[[2]]", "*[2#]", 3, "0^0", 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, "*[2#]", 0, "P", 0,
     "[*[2]]", "[[*[2],*[2[#-2]]]]", "[*[2],*[2[#-2]]]"),
    ("*[[[2]]]", "*[2##]", 4, "1^1", 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, "*[2##]", 1, "N", 1,
     "[*[2#]]", "[[*[2],*[2[#-2]],*[2[##-2]0]]]",
     "[*[2],*[2[##-2]],*[2#],*[2[##-2]0],*[2[#-2]],*[(2[##-2]0)[2]]]"),
    ("*[2]+*[2]", "*[2[2]]", 4, "0^0", 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, "*[2[2]]", 0, "P", 0,
     "[*[2],*[3]]", "[[*[2],*[2]]]", "[*[2]]"),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1,
     "*[2[#2#]]", 0, "P", 0, "[*[2[#2]]]", "[[*[2],*[2],*[2[#-2]],*[2[#-2]]]]",
     "[*[2],*[2[#2#-2]],*[2#],*[2[2]],*[2[#2#-2-2]],*[2[#-2]],*[2[#2]]]"),
    ("*[[2],0]", "*[2#0]", 4, "1^2", 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, "*[2#1]", 2, "N", 1,
     "[*[0],*[2#]]", "[[*[2#0]]]", "[]"),
    ("*[[2],1]", "*[2#1]", 4, "2^1420", 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, "*[2#0]", 1, "N", 2,
     "[*[1],*[2#]]", "[[*[2#1]]]", "[]"),
    ("*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, "*[4[2#]]", 0,
     "P", 0, "[*[4[2]]]", "[[*[2],*[4[2#-2]]],[*[4],*[4[2#-4]]]]",
     "[*[2],*[4[2#-2]],*[4],*[4[2#-4]]]"),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1,
     "*[(2#0)2##]", 0, "P", 0, "[*[2##],*[2#1]]", "[[*[(2#1)2##]]]", "[]"),
    ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1,
     "*[((2#1)10)2##]", 0, "P", 0, "[*[2##],*[(2#0)10]]", "[[*[((2#0)10)2##]]]", "[]"),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120",
     1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, "*[((2#1)2[#1]2#)(2#0)[1]]", 1, "N", 0,
     "[*[(2#1)[1]],*[(2#0)2[#1]2#]]", "[[*[((2#0)2[#1]2#)(2#1)[1]]]]", "[]"),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0,
     "*[(2#21)2[#1]0]", 2, "N", 0, "[*[1],*[2[#1]],*[2#20]]", "[[*[(2#20)2[#1]1]]]", "[]"),
]  # fmt: skip


def _shown(games) -> str:
    return "[" + ",".join(map(str, games)) + "]"


def _split(text: str) -> list[str]:
    """The top-level items of a CGSuite list ``[a,b,...]``."""
    items, depth, start = [], 0, 1
    for i, c in enumerate(text[1:-1], 1):
        depth += {"[": 1, "]": -1}.get(c, 0)
        if c == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    if len(text) > 2:
        items.append(text[start:-1])
    return items


@pytest.mark.parametrize("row", CGSUITE, ids=[row[0] for row in CGSUITE])
def test_cgsuite_misere_canonical_game_cases(row):
    (text, printed, birthday, genus, even, extraverted, generally_restive, generally_tame,
     half_tame, introverted, nim_heap, prime, restive, restless, tame, tameable, mate,
     misere_nim_value, outcome, nim_value, options, partitions, parts) = row
    g = misere_game(text)
    assert str(g) == printed
    assert g.birthday == birthday
    assert (g.is_even, g.is_extraverted, g.is_generally_restive, g.is_generally_tame,
            g.is_half_tame, g.is_introverted, g.is_nim_heap, g.is_prime, g.is_restive,
            g.is_restless, g.is_tame, g.is_tameable) == tuple(map(bool, (
                even, extraverted, generally_restive, generally_tame, half_tame, introverted,
                nim_heap, prime, restive, restless, tame, tameable)))
    assert str(g.mate) == mate
    assert (g.misere_nim_value, str(g.outcome), g.nim_value) == (misere_nim_value, outcome,
                                                                 nim_value)
    assert _shown(g.options) == options
    assert sorted(map(_shown, g.partitions)) == sorted(_split(partitions))
    assert _shown(g.parts) == parts
    # CGSuite writes a tame or restive genus by its first γ only (the rest
    # follows from the phylum), a nim heap's by g alone; wild ones in full.
    base, _, gammas = genus.partition("^")
    assert g.genus.nim_value == int(base)
    if gammas:
        assert str(g.genus.gammas[0]) == gammas[0]
    if g.is_restless or not (g.is_generally_tame or g.is_generally_restive):
        assert str(g.genus) == genus
    # Both notations read back to the same game.
    assert misere_game(printed) is g
    assert misere_game(misere_text.input_text(g._id)) is g


def test_norton_non_unique_partition():
    """CGSuite's tutorial: Norton's ``*[[*[4] + *[2]]]`` has two partitions."""
    g = misere_game("*[[*[4] + *[2]]]")
    assert len(g.partitions) == 2
    for primes in g.partitions:
        total = misere_game(0)
        for p in primes:
            assert p.is_prime
            total += p
        assert total is g


def test_on_numbers_and_games_chapter_twelve():
    """The worked examples of On Numbers and Games, ch. 12 ("How to Lose when
    you Must"), read in a transcription of the book (weiyuan2020/mathnotes-2023
    at 100cf56, ``conway/conway_ong-md/Part1_chap12.md``). ``{A, B}`` is
    ``from_options``; ``2_`` is ``{2}``, and ``32`` the game ``{3, 2}``."""
    heap, opts = misere_game, MisereGame.from_options
    # Theorem 72: "{1} = 0, {0,1,3,5} = 2, {1,2,3} = 0, but {2} does not reduce
    # to a Nim-heap ... {2} is a second player win ... {2} + {2} is also a
    # second player win, whereas 1 + 1 is not."
    assert opts([heap(1)]) is heap(0)
    assert opts([heap(n) for n in (0, 1, 3, 5)]) is heap(2)
    assert opts([heap(1), heap(2), heap(3)]) is heap(0)
    two_ = opts([heap(2)])
    assert not two_.is_nim_heap
    assert [str(x.outcome) for x in (two_, two_ + two_, heap(1) + heap(1))] == ["P", "P", "N"]
    # "If n is a Nim-heap, so is n + 1 ... 2 + 1 = 3, 3 + 1 = 2, 1 + 1 = 0",
    # while 2 + 2 reduces to {3, 2}, no Nim-heap.
    assert [heap(n) + heap(1) for n in (2, 3, 1)] == [heap(3), heap(2), heap(0)]
    assert heap(2) + heap(2) is opts([heap(3), heap(2)])
    # "If 0 or 1 is an option of G, then G is prime. If all options of G are
    # prime, then so is G, unless G is one of the three particular games 2_,
    # 3_, 32", where "32 = 2 + 2".
    assert all(opts([heap(k), two_]).is_prime for k in (0, 1))
    assert [g.is_prime for g in (two_, opts([heap(3)]), opts([heap(3), heap(2)]))] == [False] * 3
    # "the only introverted games are 0 and 1, which are also the only games
    # with negatives"
    introverted = [g.is_introverted for g in (heap(0), heap(1), heap(2), two_)]
    assert introverted == [True, True, False, False]
    # Conway and Norton's game with two prime partitions: "Let G = (4+2)_.
    # Then ... G = 2 + K = 4 + L, where K = {G, G + 1, 4},
    # L = {G, G + 1, K, K + 1, 2}."
    g = opts([heap(4) + heap(2)])
    k = opts([g, g + heap(1), heap(4)])
    ell = opts([g, g + heap(1), k, k + heap(1), heap(2)])
    assert heap(2) + k is g and heap(4) + ell is g
    assert g - heap(2) is k and g - heap(4) is ell


# -- games born by day n ---------------------------------------------------------------------


def test_games_born_by_day():
    """ONAG ch. 12 (and Siegel, CGT V.1): 1, 2, 3, 5, 22 games born by days 0-4,
    4171780 by day 5."""
    assert [len(games_born_by(n)) for n in range(5)] == [1, 2, 3, 5, 22]
    assert [count_games_born_by(n) for n in range(6)] == [1, 2, 3, 5, 22, 4171780]
    assert {str(g) for g in games_born_by(3)} == {"*[0]", "*[1]", "*[2]", "*[2#]", "*[3]"}
    with pytest.raises(CGTError, match="too many to list"):
        games_born_by(5)
    with pytest.raises(CGTError, match="counted up to day 5"):
        count_games_born_by(6)


# -- against a plain recursion ------------------------------------------------------------------

#: A game tree: a frozenset of game trees (its options), nothing simplified.
trees = st.recursive(st.just(frozenset()), lambda sub: st.frozensets(sub, max_size=3),
                     max_leaves=7)


@cache
def brute_outcome(games: tuple) -> bool:
    """True when the player to move wins the misère sum of the trees ``games``."""
    if all(not g for g in games):
        return True
    for i, g in enumerate(games):
        for option in g:
            if not brute_outcome(tuple(sorted(games[:i] + (option,) + games[i + 1:], key=hash))):
                return True
    return False


def from_tree(tree) -> MisereGame:
    return MisereGame.from_options(from_tree(t) for t in tree)


@SOME
@given(trees, trees)
def test_sum_outcome_matches_the_plain_recursion(g, h):
    assert (str((from_tree(g) + from_tree(h)).outcome) == "N") == brute_outcome((g, h))


@SOME
@given(trees, trees, st.lists(trees, max_size=3))
def test_equal_forms_are_indistinguishable(g, h, probes):
    """G = H means G + X and H + X have one outcome for every X; a few X here,
    and when the forms differ, CGSuite's claim that some X tells them apart is
    not tested (it needs a search over all X)."""
    if from_tree(g) is from_tree(h):
        for x in probes:
            assert brute_outcome((g, x)) == brute_outcome((h, x))


@SOME
@given(trees, trees, trees)
def test_sum_is_a_commutative_monoid(g, h, k):
    a, b, c = from_tree(g), from_tree(h), from_tree(k)
    assert a + b is b + a
    assert (a + b) + c is a + (b + c)
    assert a + misere_game(0) is a
    assert a + misere_game(1) + misere_game(1) is a


@SOME
@given(trees)
def test_mate_is_an_involution_and_notation_round_trips(tree):
    g = from_tree(tree)
    assert g.mate.mate is g
    assert misere_game(str(g)) is g
    assert pickle.loads(pickle.dumps(g)) is g


@SOME
@given(trees, trees)
def test_difference_undoes_a_sum(g, h):
    a, b = from_tree(g), from_tree(h)
    assert (a + b) - b is a  # misère games cancel (ONAG ch. 12)


@given(st.lists(st.integers(0, 6), max_size=4))
@SOME
def test_bouton_misere_nim(heaps):
    """Bouton (1902): with a heap of two or more, misère Nim is normal Nim; with
    none, the player to move wins exactly when the number of 1-heaps is even."""
    total = misere_game(0)
    for h in heaps:
        total += misere_game(h)
    big = any(h > 1 for h in heaps)
    nim_sum = 0
    for h in heaps:
        nim_sum ^= h
    wins = nim_sum != 0 if big else heaps.count(1) % 2 == 0
    assert (str(total.outcome) == "N") == wins


# -- positions -----------------------------------------------------------------------------------


def test_kayles_forms_agree_with_winning_ways_genera():
    """Winning Ways ch. 13 (the table in tests/impartial/test_misere.py): G+, G-
    and the γ-sequence of Kayles heaps from their misère canonical forms."""
    from tests.impartial.test_misere import KAYLES

    kayles = HeapGame("0.77")
    for heap, nim_value, misere, gammas in KAYLES[:15]:
        g = misere_value(kayles(heap))
        assert (g.nim_value, g.misere_nim_value) == (nim_value, misere), heap
        assert [g.genus.gamma(i) for i in range(8)] == [int(c) for c in gammas], heap


def test_kayles_five_is_winning_ways_form():
    """Winning Ways ch. 13: misère Kayles' heap of 5 is ``2_2 3 2 1``."""
    assert str(misere_value(HeapGame("0.77")(5))) == "*[2[2]321]"


def test_position_property_and_sums():
    kayles = HeapGame("0.77")
    assert kayles(2, 3).misere_value is misere_value(kayles(2)) + misere_value(kayles(3))
    assert misere_game(kayles(4)) is misere_game(1)
    assert misere_game(cgt.nimber(3)) is misere_game(3)


def test_bad_input_is_a_cgterror():
    for bad in ["", "*[2", "*[2#]]", "*[a]", "*[2[-4]]", "[2]", "*[2,]"]:
        with pytest.raises(CGTError, match="misère game"):
            misere_game(bad)
    for bad in [-1, True, 2.5]:
        with pytest.raises(CGTError):
            misere_game(bad)
    with pytest.raises(CGTError, match="not an impartial position"):
        misere_game(cgt.parse("{1|-1}"))
    with pytest.raises(CGTError, match="no misère game X"):
        misere_game(2) - misere_game(4)


def _is_p(game):
    return str(game.outcome) == "P"


@pytest.mark.parametrize("day", [3, 4])
def test_links_and_distinguishers_against_the_definition(day):
    """CGSuite's ``IsLinkedTo``, ``Link`` and ``Distinguisher``
    (MisereCanonicalGame.cgs): G is linked to H when G + T and H + T are
    both P for some T. Every pair of games born by ``day``: a returned link
    makes both sums P, a distinguisher gives different outcomes, and for
    pairs said unlinked no game born by ``day`` links them (Theorem 76 of
    On Numbers and Games, ch. 12, says none at all does)."""
    games = games_born_by(day)
    for g in games:
        for h in games:
            if g.is_linked_to(h):
                t = g.link(h)
                assert _is_p(g + t) and _is_p(h + t), (g, h, t)
            else:
                assert not any(_is_p(g + t) and _is_p(h + t) for t in games), (g, h)
                with pytest.raises(CGTError, match="not linked"):
                    g.link(h)
            if g != h:
                d = g.distinguisher(h)
                assert _is_p(g + d) != _is_p(h + d), (g, h, d)


def test_links_of_nim_heaps_and_bad_operands():
    """0 and *1 are not linked (*1 has the option 0); every game is linked
    to itself; equal games have no distinguisher."""
    zero, one, two = misere_game(0), misere_game(1), misere_game(2)
    assert not zero.is_linked_to(one) and not one.is_linked_to(two)
    assert all(g.is_linked_to(g) for g in games_born_by(3))
    assert zero.link(zero) == one  # 0 + *1 is a misère P-position
    with pytest.raises(CGTError, match="equal games"):
        two.distinguisher(misere_game("*[1,0]"))
    with pytest.raises(CGTError, match=r"MisereGame\.link takes a misère game"):
        two.link(2)

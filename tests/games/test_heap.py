"""Heap games from take-and-break codes: parsing, nim values against the
definition and against published sequences, huge heaps, and Sprague-Grundy
for sums (Winning Ways ch. 4; OEIS A002186, A002187, A002188)."""

from __future__ import annotations

import doctest
import itertools
import time
from functools import cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.heap
from cgt import CGTError
from cgt.games.heap import DAWSONS_KAYLES, GRUNDYS_GAME, KAYLES, NIM, HeapGame
from cgt.games.heap_code import parse_code

SOME = settings(max_examples=60, deadline=None)


def test_doctests():
    assert doctest.testmod(cgt.games.heap).failed == 0


# -- codes --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, normal",
    [
        ("0.77", "0.77"), (".77", "0.77"), ("0.770", "0.77"), (" 0.07 ", "0.07"),
        ("4!.0", "4!.0"), ("4!.", "4!.0"), ("0.3f", "0.3F"), ("0.&16;", "0.G"),
        ("0.3[3]", "0.[3]"), ("0.[33]", "0.[3]"), ("0.[0]", "0.0"), ("0.33[0]", "0.33"),
        ("4?.0", "4!.0"), ("0.7=", "0.7="), ("0.3!", "0.3"), ("0.030[3]", "0.030[3]"),
    ],
)  # fmt: skip
def test_codes_are_normalised(text, normal):
    assert HeapGame(text).code == normal
    assert HeapGame(text) is HeapGame(normal)


@pytest.mark.parametrize(
    "text, message",
    [
        ("077", "expected a '.'"),
        ("0.7x", "unexpected character 'x'"),
        ("1.7", "loop"),
        ("2.0", "loop"),
        ("0.*", "not supported"),
        ("0.{1,2}", "not supported"),
        ("07.7", "only one digit"),
        ("0.[3]7", "must close the code"),
        ("0.[]", "empty repeating part"),
        ("0..7", "second '.'"),
        ("0.&x;", "&N;"),
        ("[3].3", "must follow the point"),
    ],
)
def test_bad_codes(text, message):
    with pytest.raises(CGTError, match=message):
        HeapGame(text)


def test_bad_code_types_and_heaps():
    with pytest.raises(CGTError):
        HeapGame(77)
    with pytest.raises(CGTError):
        KAYLES(-1)
    with pytest.raises(CGTError):
        KAYLES.nim_values(2.5)
    with pytest.raises(CGTError):
        HeapGame.subtraction({0, 2})
    with pytest.raises(CGTError):
        HeapGame.subtraction(set())
    with pytest.raises(CGTError):
        HeapGame.subtraction("123")


def test_constructors():
    assert HeapGame.subtraction({1, 2, 3}).code == "0.333"
    assert HeapGame.subtraction({2, 3, 7}).code == "0.0330003"
    assert HeapGame.subtraction({1, 2}, all_but=True).code == "0.00[3]"
    assert HeapGame.subtraction(set(), all_but=True) is NIM is HeapGame.nim()
    assert NIM.nim_values(6) == list(range(7))


def test_heap_options():
    assert KAYLES.heap_options(0) == ()
    assert KAYLES.heap_options(1) == ((),)
    assert set(KAYLES.heap_options(4)) == {(3,), (1, 2), (2,), (1, 1)}
    assert set(GRUNDYS_GAME.heap_options(8)) == {(1, 7), (2, 6), (3, 5)}
    assert GRUNDYS_GAME.heap_options(2) == ()
    assert set(HeapGame("0.3F").heap_options(5)) == {
        (4,),
        (3,),
        (1, 2),
        (1, 1, 1),
    }  # remove 1 (leave 0-1 heaps); remove 2 leaving 0-3 heaps


# -- values against the definition --------------------------------------------------------


def naive_options(code: str, n: int) -> set[tuple[int, ...]]:
    """Every move from a heap of n, straight from the code's definition."""
    parsed = parse_code(code)
    found = set()
    for k in range(n + 1):
        digit, rest = parsed.digit(k), n - k
        for j in range(digit.mask.bit_length()):
            if not digit.mask >> j & 1:
                continue
            for heaps in itertools.product(range(1, rest + 1), repeat=j):
                if sum(heaps) != rest:
                    continue
                if j > 1 and digit.constraint == "=" and len(set(heaps)) > 1:
                    continue
                if j > 1 and digit.constraint == "!" and len(set(heaps)) < j:
                    continue
                if j > 1 and digit.constraint == "?" and len(set(heaps)) == 1:
                    continue
                found.add(tuple(sorted(heaps)))
    return found


def naive_values(code: str, top: int) -> list[int]:
    values: list[int] = []
    for n in range(top + 1):
        seen = {reduce(xor, (values[h] for h in move), 0) for move in naive_options(code, n)}
        values.append(min(set(range(len(seen) + 1)) - seen))
    return values


codes = st.builds(
    lambda first, digits, tail: f"{first}.{''.join(digits)}" + (f"[{tail}]" if tail else ""),
    st.sampled_from(["0", "0", "4", "4!", "4=", "8", "C="]),
    st.lists(
        st.sampled_from(list("01234567") + ["F", "7!", "6=", "B", "7=", "E=", "F!", "C?", "V!"]),
        max_size=3,
    ),
    st.sampled_from(["", "", "", "3", "1", "2", "7", "37", "4", "7!", "6=", "F", "F!", "B?"]),
)


@SOME
@given(codes)
def test_values_and_moves_follow_the_definition(code):
    game = HeapGame(code)
    assert game.nim_values(13, use_periodicity=False) == naive_values(code, 13)
    for n in range(10):
        assert set(game.heap_options(n)) == naive_options(code, n)


@pytest.mark.parametrize(
    "code",
    ["0.3F!", "0.F?", "0.7F!", "8!.0", "C?.0", "0.1V!", "0.V?", "0.C!", "0.F!F?", "0.[F!]",
     "4.0[F!]", "0.[7F?]"],
)  # fmt: skip
def test_unequal_heaps_on_three_or_more(code):
    """CGSuite's ``!`` (pairwise unequal heaps) and ``?`` (not all equal) on
    digits that leave three or more heaps (CGSuite's TBCode: "an exclamation
    point (!) for breaking into pairwise unequal heaps or a question mark (?)
    for breaking into heaps that are not all equal"), against the brute force."""
    game = HeapGame(code)
    assert game.nim_values(22, use_periodicity=False) == naive_values(code, 22)
    for n in range(14):
        assert set(game.heap_options(n)) == naive_options(code, n)


def test_unequal_heaps_by_hand():
    """0.3F!: remove 1 (leaving 0 or 1 heap) or 2 (leaving 0-3 heaps, no two
    equal); from 8, removing 2 leaves 6 = 1 + 2 + 3 but not 2 + 2 + 2."""
    moves = set(HeapGame("0.3F!").heap_options(8))
    assert (1, 2, 3) in moves and (2, 2, 2) not in moves and (1, 1, 4) not in moves
    assert (3, 3) not in moves and (2, 4) in moves
    assert (2, 2, 2) not in set(HeapGame("0.3F?").heap_options(8))
    assert (1, 1, 4) in set(HeapGame("0.3F?").heap_options(8))


def test_wide_values():
    """Values above 255 widen the packed fields: 4.[3] (split, or take any)."""

    def slow(top: int) -> list[int]:
        g = [0]
        for n in range(1, top + 1):
            seen = {g[r] for r in range(n)} | {g[a] ^ g[n - a] for a in range(1, n // 2 + 1)}
            g.append(min(set(range(len(seen) + 1)) - seen))
        return g

    assert HeapGame("4.[3]").nim_values(520, use_periodicity=False) == slow(520)


# -- published sequences ---------------------------------------------------------------------

KAYLES_A002186 = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7,
    2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1,
    2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
]  # fmt: skip

DAWSONS_CHESS_A002187 = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0,
    2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
    1, 3, 0, 2, 1, 1, 0, 4,
]  # fmt: skip

GRUNDY_A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3,
    1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1,
    3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3,
    7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
]  # fmt: skip


def test_kayles_oeis():
    """OEIS A002186 (Winning Ways p. 91): Kayles, 0.77."""
    assert KAYLES.nim_values(len(KAYLES_A002186) - 1) == KAYLES_A002186


def test_dawsons_chess_and_kayles_oeis():
    """OEIS A002187: Dawson's chess 0.137; Dawson's Kayles 0.07 is it shifted by one."""
    top = len(DAWSONS_CHESS_A002187) - 1
    assert HeapGame("0.137").nim_values(top) == DAWSONS_CHESS_A002187
    assert DAWSONS_KAYLES.nim_values(top + 1)[1:] == DAWSONS_CHESS_A002187


def test_grundys_game_oeis():
    """OEIS A002188: Grundy's game, 4!.0 (split a heap into two unequal heaps)."""
    assert GRUNDYS_GAME.nim_values(len(GRUNDY_A002188) - 1) == GRUNDY_A002188
    # Deeper: Flammenkamp's list of the rare values of Grundy's game.
    values = GRUNDYS_GAME.nim_values(200)
    assert (values[87], values[146], values[158], values[181], values[196]) == (7, 6, 11, 12, 10)


def test_subtraction_sets():
    """S = {1, 2, 3} gives n mod 4 (the course notes' subtraction game 1-2-3;
    Winning Ways, ch. 4); S = {2, 3, 7} the values below, worked by hand with
    the mex rule (G(n) = mex{G(n-2), G(n-3), G(n-7)})."""
    assert HeapGame.subtraction({1, 2, 3}).nim_values(40) == [n % 4 for n in range(41)]
    assert HeapGame.subtraction({2, 3, 7}).nim_values(20)[1:] == [
        0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0
    ]  # fmt: skip
    assert str(HeapGame.subtraction({1, 2, 3})(1_000_001).outcome) == "N"


# -- huge heaps -------------------------------------------------------------------------------


def test_huge_heaps_are_instant():
    start = time.perf_counter()
    assert HeapGame.subtraction({1, 2, 3})(10**100).grundy == 0  # 10**100 = 0 mod 4
    assert HeapGame.subtraction({1, 2, 3})(10**100 + 3).grundy == 3
    offset = (10**100 - 71) % 12
    assert KAYLES(10**100).grundy == KAYLES.nim_value(71 + offset)
    assert NIM(10**100).value == cgt.nimber(10**100)
    assert str(KAYLES(10**100, 10**100).outcome) == "P"
    assert time.perf_counter() - start < 2


def test_huge_heaps_without_a_period_are_refused():
    with pytest.raises(CGTError, match="not known"):
        _ = GRUNDYS_GAME(10**100).grundy
    with pytest.raises(CGTError, match="too many moves"):
        KAYLES(10**100).winning_moves()


def test_raw_and_periodic_sequences_agree():
    assert KAYLES.nim_values(3000) == KAYLES.nim_values(3000, use_periodicity=False)


# -- positions and Sprague-Grundy ----------------------------------------------------------


def test_positions():
    p = KAYLES(2, 3)
    assert str(p) == "0.77: oo ooo"
    assert repr(p) == "HeapGame('0.77')(2, 3)"
    assert repr(KAYLES(0)) == "HeapGame('0.77')(0)"
    assert str(KAYLES(50)) == "0.77: 50"
    assert p == KAYLES(3, 2) and hash(p) == hash(KAYLES(3, 2))
    assert p != DAWSONS_KAYLES(2, 3)
    assert p.components() == (KAYLES(2), KAYLES(3))
    assert KAYLES(3).components() == (KAYLES(3),)
    assert set(KAYLES(3).moves()) == {KAYLES(2), KAYLES(1, 1), KAYLES(1)}
    assert KAYLES(2) + KAYLES(3) == p
    assert DAWSONS_KAYLES(8).winning_moves() == [DAWSONS_KAYLES(1, 5), DAWSONS_KAYLES(3, 3)]


CODES = ["0.77", "0.07", "0.137", "4!.0", "0.333", "0.[3]", "0.6", "4.07"]
positions = st.builds(
    lambda code, heaps: HeapGame(code)(*heaps),
    st.sampled_from(CODES),
    st.lists(st.integers(0, 12), min_size=1, max_size=3),
)
small_heaps = st.builds(
    lambda code, n: HeapGame(code)(n), st.sampled_from(CODES), st.integers(0, 7)
)


def _state(parts) -> tuple:
    return tuple((p.game.code, p.sizes) for p in parts)


@cache
def sum_grundy(state: tuple) -> int:
    """Mex over the moves of the whole sum: no Sprague-Grundy, no nim sums."""
    seen = set()
    for i, (code, heaps) in enumerate(state):
        for option in HeapGame(code)(*heaps).moves():
            after = state[:i] + ((code, option.sizes),) + state[i + 1 :]
            seen.add(sum_grundy(after))
    return min(set(range(len(seen) + 1)) - seen)


class Partizan(cgt.Position):
    """A sum of heap positions seen as a partizan game: its value is built
    as a canonical form from the options, knowing nothing of nimbers."""

    def __init__(self, state):
        self.state = state

    def _moves(self):
        for i, (code, heaps) in enumerate(self.state):
            for option in HeapGame(code)(*heaps).moves():
                yield Partizan(self.state[:i] + ((code, option.sizes),) + self.state[i + 1 :])

    left_moves = right_moves = _moves

    def key(self):
        return self.state


@SOME
@given(st.lists(positions, min_size=1, max_size=4))
def test_sum_grundy_is_the_nim_sum(parts):
    total = reduce(lambda a, b: a + b, parts)
    expected = reduce(xor, (p.grundy for p in parts), 0)
    assert total.grundy == expected
    assert total.value == cgt.nimber(expected)


@SOME
@given(st.lists(small_heaps, min_size=1, max_size=3))
def test_sprague_grundy_from_the_game_tree(parts):
    """The mex over the sum's own moves, and its canonical form, equal the
    nimber of the nim sum of the parts' Grundy values."""
    expected = reduce(xor, (p.grundy for p in parts), 0)
    assert sum_grundy(_state(parts)) == expected
    if len(parts) <= 2:
        assert Partizan(_state(parts)).value == cgt.nimber(expected)


def test_sums_with_other_rulesets_use_the_closed_form():
    from cgt.games.subtraction import Subtraction

    mixed = KAYLES(10**100) + Subtraction({1, 2, 3}, 6)
    assert mixed.grundy == KAYLES(10**100).grundy ^ 2
    assert mixed.value == cgt.nimber(mixed.grundy)


def test_benchmark_runs_at_a_tiny_size():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_heap

    rows = [bench_heap.run(case, 1) for case in bench_heap.cases(kayles_top=300)[:5]]
    assert all(row.ok for row in rows), rows


def test_a_code_splitting_a_heap_in_three_searches_a_short_period_and_says_so():
    """The 10**5 fuzz run's `cgt report heap 8.4 21 29 30 <21 digits>` ran
    for minutes: each heap of a code that splits in three costs a search over
    pairs of heaps. The period search stops at 256 heaps and says so."""
    game = HeapGame("8.4")
    with pytest.raises(cgt.CGTError, match="searched heaps below 256"):
        game(108944137029965053952).grundy  # noqa: B018

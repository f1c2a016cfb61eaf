"""Babylone: the article's whole table of winners, a naive reference with named
stacks (the article's own representation, no quotient), and the key's
invariance under stack order and colour renaming."""

from __future__ import annotations

import doctest
import itertools
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.babylone
from cgt.games.babylone import PALETTE, Babylone

#: The article's table: winner (1 = the player who moves first) for c colours x k bricks each.
ARTICLE = {
    2: [1, 1, 2, 2, 2, 2],
    3: [1, 2, 1, 1, 2, 1],
    4: [1, 1, 2, 1],
    5: [1, 2, 2],
    6: [2, 2],
}
CELLS = [(c, k, winner) for c, row in ARTICLE.items() for k, winner in enumerate(row, start=1)]


def test_doctests():
    assert doctest.testmod(cgt.games.babylone).failed == 0


@pytest.mark.parametrize(("colors", "per_color", "winner"), CELLS)
def test_the_article_table(colors, per_color, winner):
    """Every known cell; the slowest (3 x 6) takes about a second."""
    start = Babylone.start(colors=colors, per_color=per_color)
    assert str(start.outcome) == ("N" if winner == 1 else "P")


def test_two_blue_two_red_is_a_first_player_win():
    p = Babylone("b1 b1 r1 r1")
    assert str(p.outcome) == "N"
    assert p.winning_moves() == [Babylone("b2 r1 r1")]  # stack the two of one colour


# -- a naive reference: the article's representation, every ordered pair of stacks ----


def naive_moves(stacks: tuple[tuple[str, int], ...]):
    for i, j in itertools.permutations(range(len(stacks)), 2):
        (ci, hi), (cj, hj) = stacks[i], stacks[j]
        if ci == cj or hi == hj:
            rest = [s for k, s in enumerate(stacks) if k not in (i, j)]
            yield tuple(sorted(rest + [(ci, hi + hj)]))


@cache
def naive_grundy(stacks: tuple[tuple[str, int], ...]) -> int:
    return cgt.mex(naive_grundy(m) for m in naive_moves(stacks))


stacks_lists = st.lists(
    st.tuples(st.sampled_from("bry"), st.integers(1, 4)), min_size=1, max_size=7
)


@settings(max_examples=80, deadline=None)
@given(stacks_lists)
def test_grundy_values_agree_with_the_naive_rules(stacks):
    assert Babylone(stacks).grundy == naive_grundy(tuple(sorted(stacks)))


@pytest.mark.parametrize(
    ("colors", "per_color"), [(c, k) for c in range(1, 5) for k in range(1, 5) if c * k <= 9]
)
def test_starts_agree_with_the_naive_rules(colors, per_color):
    start = Babylone.start(colors, per_color)
    assert start.grundy == naive_grundy(start.stacks)


@settings(max_examples=80, deadline=None)
@given(stacks_lists)
def test_one_move_per_distinct_key(stacks):
    ours = [m.key() for m in Babylone(stacks).moves()]
    theirs = {Babylone(m).key() for m in naive_moves(tuple(sorted(stacks)))}
    assert len(ours) == len(set(ours)) and set(ours) == theirs


@settings(max_examples=80, deadline=None)
@given(stacks_lists, st.permutations(PALETTE), st.randoms(use_true_random=False))
def test_key_forgets_stack_order_and_colour_names(stacks, palette, random):
    renamed = [(palette[PALETTE.index(c)], h) for c, h in stacks]
    random.shuffle(renamed)
    p, q = Babylone(stacks), Babylone(renamed)
    assert p.key() == q.key()
    assert p.grundy == q.grundy == naive_grundy(tuple(sorted(renamed)))


def test_key_examples():
    assert Babylone("b1 r1 r2").key() == Babylone("y2 g1 y1").key() == ((1,), (1, 2))
    assert Babylone("b1 r1 r2").key() != Babylone("b1 b1 r2").key()
    # same heights, different colour classes
    assert Babylone("b1 b2 r1 r2").key() != Babylone("b1 b1 r2 r2").key()
    assert Babylone("r2 b1") == Babylone([("b", 1), ("r", 2)]) != Babylone("b2 r1")


def test_move_rules():
    # equal heights across colours, or equal colours across heights; the moved stack's colour on top
    assert [str(m) for m in Babylone("b1 r1").moves()] == ["b2"]  # r2: the same up to renaming
    assert list(Babylone("b1 r2").moves()) == []
    assert sorted(str(m) for m in Babylone("b1 b3 r3").moves()) == ["b1 b6", "b1 r6", "b4 r3"]
    assert {m.key() for m in Babylone("b1 b3 r3").moves()} == {
        ((3,), (4,)),
        ((1, 6),),
        ((1,), (6,)),
    }


def test_stacks_and_diagram():
    p = Babylone("r4, b1 b1  r2")
    assert p.stacks == (("b", 1), ("b", 1), ("r", 2), ("r", 4))
    assert str(p) == "b1 b1 r2 r4"
    assert Babylone.parse(str(p)) == p == eval(repr(p))
    assert str(Babylone.start(colors=4, per_color=1)) == "b1 g1 r1 y1"


def test_immutable():
    p = Babylone("b1 r1")
    with pytest.raises(AttributeError):
        p._key = ()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("argument", "fault"),
    [
        ("b1 B2", "stack 2 is 'B2'; write a stack as a colour letter a-z and a height"),
        ("b1 r", "stack 2 is 'r'"),
        ("b1 r0", "stack 2 ('r0') has height 0"),
        ("br1", "stack 1 is 'br1'"),
        ("", "is empty"),
        ([], "needs at least one stack"),
        ([("b", 1), ("?", 2)], "stack 2 has unknown colour '?'"),
        ([("b", 1), ("red", 2)], "unknown colour 'red'"),
        ([("b", -1)], "stack 1 has height -1"),
        ([("b", 1), 3], "stack 2 is 3, not a (colour, height) pair"),
        ([("b", "1")], "not a (colour, height) pair"),
        (42, "expected stacks as text"),
    ],
)
def test_bad_positions_say_what_is_wrong(argument, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Babylone(argument)
    assert fault in str(raised.value)


@pytest.mark.parametrize(
    ("colors", "per_color", "fault"),
    [
        (0, 2, "colors must be a positive integer"),
        (2, 0, "per_color must be"),
        (27, 1, "at most 26 colours"),
    ],
)
def test_bad_starts(colors, per_color, fault):
    with pytest.raises(cgt.CGTError) as raised:
        Babylone.start(colors=colors, per_color=per_color)
    assert fault in str(raised.value)


def test_pickle_and_copy():
    import copy
    import pickle

    for p in [Babylone("b1 r2 r1"), *Babylone.start(2, 2).moves()]:
        assert pickle.loads(pickle.dumps(p)) == p == copy.deepcopy(p)
        assert str(pickle.loads(pickle.dumps(p))) == str(p)


def test_the_benchmark_runs_at_tiny_sizes():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_impartial_rulesets as bench

    _seconds, result, positions = bench.run(bench.babylone_cell, 2, 2, budget=60)
    assert result == "1 (*1)" and positions == 7
    assert bench.run(bench.babylone_cell, 2, 2, budget=-1) is None  # over budget: open
    assert bench.chomp(2, 3)[1] == "winning moves: Chomp([2, 3])"
    assert bench.subtraction(8)[1].startswith("Grundy 0")
    cells = bench.babylone_cells(6)
    assert set(bench.ARTICLE) <= set(cells) and (2, 3) in cells and (7, 1) not in cells
    grid = bench.winners_grid({(2, 1): 1, (2, 2): 1}, 4)
    assert grid[1].split() == ["2", "1", "1", ".", ".", ".", "."]  # the article's open cells

"""The bear and the puppies: the article's counts, the puppies' win with and
without the 16-ply rule, its cycles as legal move sequences, its rank, and
the notation."""

from __future__ import annotations

import doctest
import itertools
from collections import Counter, deque

import pytest

import cgt
import cgt.games.ourson
from cgt.games.ourson import NEIGHBOURS, Ourson
from cgt.positions.retrograde import solve


def test_doctests():
    assert doctest.testmod(cgt.games.ourson).failed == 0


def test_the_board_is_the_articles_graph():
    edges = {frozenset((v, w)) for v, ws in enumerate(NEIGHBOURS) for w in ws}
    assert len(edges) == 9
    assert all(v in NEIGHBOURS[w] for v, ws in enumerate(NEIGHBOURS) for w in ws)
    assert [len(ws) for ws in NEIGHBOURS] == [5, 3, 3, 3, 2, 2]


def test_120_positions_60_won_60_lost_no_draws():
    positions = Ourson.positions()
    assert len(positions) == len(set(positions)) == 120
    cgt.clear_tables()
    s = solve(positions)
    assert len(s) == 64   # the key identifies mirror images (2 <-> 3, 4 <-> 5)
    tally = Counter(p.result.outcome for p in positions)
    assert tally == {"win": 60, "loss": 60}
    # The same without the symmetry.
    plain = solve([_Unkeyed(p.bear, p.puppies, p.bear_to_move) for p in positions])
    assert len(plain) == 120 and plain.tally() == {"win": 60, "loss": 60, "draw": 0}
    assert all(
        plain.result_of(_Unkeyed(p.bear, p.puppies, p.bear_to_move)) == p.result
        for p in positions
    )


class _Unkeyed(Ourson):
    """Ourson keyed by itself: no symmetry."""

    __slots__ = ()

    def moves(self):
        return (_Unkeyed(q.bear, q.puppies, q.bear_to_move) for q in super().moves())

    def key(self):
        return (self.bear, self.puppies, self.bear_to_move)


def test_only_4020_and_5030_are_ends():
    ends = [str(p) for p in Ourson.positions() if not list(p.moves())]
    assert ends == ["4020", "5030"]


def test_from_0450_the_puppies_win():
    p = Ourson.parse("0450")
    assert p == Ourson.start() and p.player == "bear"
    assert p.result.outcome == "loss"          # the bear, to move, loses
    assert p.result.remoteness == 10
    line = p.principal_line()
    assert len(line) == 11 and str(line[-1]) in ("4020", "5030")
    for a, b in itertools.pairwise(line):
        assert b in list(a.moves())


def test_with_the_16_ply_rule_the_puppies_still_win():
    p = Ourson.parse("0450")
    ruled = solve(p, max_plies=16, on_limit="bear")
    assert ruled.result.outcome == "loss" and ruled.result.remoteness == 10
    line = ruled.principal_line()
    assert len(line) == 11 and not list(line[-1].moves())
    # The puppies need exactly the remoteness: one ply fewer and the bear holds out.
    assert solve(p, max_plies=10, on_limit="bear").result.outcome == "loss"
    assert solve(p, max_plies=9, on_limit="bear").result.outcome == "win"


def _is_line(codes: list[str]) -> bool:
    line = [Ourson.parse(c) for c in codes]
    return all(b in list(a.moves()) for a, b in itertools.pairwise(line))


def test_the_articles_cycles_are_legal_move_sequences():
    cycles = [
        "1450 3451 3250 1251 1450",
        "4120 0121 0230 4231 4120",
        "0141 0120 5121 5140 0141",
        "5121 5230 0231 0120 5121",
    ]
    for cycle in cycles:
        assert _is_line(cycle.split()), cycle
    # ... and its winning ending: the bear blocked on 5.
    assert _is_line(["5121", "5020", "3021", "3010", "5011", "5030"])
    assert not _is_line(["3451", "3050", "3051"])


def test_the_articles_colours_and_fast_escapes():
    # 1450 is lost for the bear (green in the article), 3451 won for the
    # puppies (red). From 3451 both 3250 and 3050 keep the win, but 3250 lets
    # the bear back into the cycle: 3050 is faster, and comes first.
    assert Ourson.parse("1450").result.outcome == "loss"
    assert Ourson.parse("3451").result.outcome == "win"
    assert [str(q) for q in Ourson.parse("3451").winning_moves()] == ["3050", "3040", "3250"]
    assert Ourson.parse("3050").result.remoteness < Ourson.parse("3250").result.remoteness
    # From 5121, 5020 wins surely where 5140 and 5230 let the bear cycle.
    assert Ourson.parse("5121").principal_line()[1] == Ourson.parse("5020")
    # From 5011, 5030 blocks the bear at once.
    assert Ourson.parse("5011").winning_moves()[0] == Ourson.parse("5030")


def test_the_articles_rank_is_not_the_remoteness():
    # Rank: shortest distance to an end, whoever moves. All 120 positions have
    # one, the greatest is 6, and 0450 has it (the article's figures).
    positions = Ourson.positions()
    parents = {p: [] for p in positions}
    for p in positions:
        for q in p.moves():
            parents[q].append(p)
    rank = {p: 0 for p in positions if not list(p.moves())}
    todo = deque(rank)
    while todo:
        q = todo.popleft()
        for p in parents[q]:
            if p not in rank:
                rank[p] = rank[q] + 1
                todo.append(p)
    assert len(rank) == 120 and set(rank.values()) == set(range(7))
    assert rank[Ourson.parse("0450")] == 6
    assert Ourson.parse("0450").result.remoteness == 10


def test_notation_round_trips():
    for p in Ourson.positions():
        assert Ourson.parse(str(p)) == p
        assert repr(p) == f"Ourson.parse('{p}')"
    assert Ourson.parse(" 0450 ") == Ourson(0, (5, 4))


@pytest.mark.parametrize("text, message", [
    ("045", "four digits"),
    ("04500", "four digits"),
    ("0460", "four digits"),
    ("04a0", "four digits"),
    ("0452", "last digit"),
    ("0400", "three different"),
    ("4450", "three different"),
    ("0540", "increasing"),
])
def test_malformed_notation(text, message):
    with pytest.raises(cgt.CGTError, match=message):
        Ourson.parse(text)


def test_malformed_constructor():
    with pytest.raises(cgt.CGTError):
        Ourson(6, (1, 2))
    with pytest.raises(cgt.CGTError):
        Ourson(0, (1,))
    with pytest.raises(cgt.CGTError):
        Ourson.parse(450)


def test_every_arrangement_is_worth_off_as_the_solver_says():
    """Issue 15: as a partizan loopy game (the bear Left, the puppies
    Right) every arrangement of the pieces is worth ``off``: the puppies
    win whoever starts. The retrograde solver agrees: each of the 120
    positions is lost for the bear to move and won for the puppies to move
    (RULES.md: 60 won, 60 lost for the side to move)."""
    import cgt

    off = cgt.parse("off")
    for p in Ourson.positions():
        assert p.value == off, p
        assert str(p.result).startswith("loss" if p.bear_to_move else "win"), p

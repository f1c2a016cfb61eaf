"""The loopy solver: remoteness on hand-checked graphs, agreement with plain
recursive search on random acyclic graphs and with a naive bounded-forcing
computation on random cyclic ones, draws, move limits, partizan positions,
tables, errors and interruption."""

from __future__ import annotations

import doctest
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.positions.loopy
from cgt.games.domineering import Domineering
from cgt.games.subtraction import Subtraction
from cgt.positions.loopy import LoopyPartizanPosition, LoopyPosition
from cgt.positions.position import SumPosition
from cgt.positions.retrograde import Result, Solution, Turn, solve


def test_doctests():
    assert doctest.testmod(cgt.positions.loopy).failed == 0


# -- a token on a directed graph: the simplest loopy ruleset ------------------------


class Node(LoopyPosition):
    """A token on vertex ``at`` of ``graph`` (a tuple of successor tuples)."""

    __slots__ = ("at", "graph")

    def __init__(self, graph: tuple[tuple[int, ...], ...], at: int):
        self.graph, self.at = graph, at

    def moves(self):
        return [Node(self.graph, j) for j in self.graph[self.at]]

    def key(self):
        return (self.graph, self.at)

    def __eq__(self, other):
        return isinstance(other, Node) and (self.graph, self.at) == (other.graph, other.at)

    def __hash__(self):
        return hash((self.graph, self.at))

    def __str__(self):
        return str(self.at)


def graph(arrows: dict[int, str | tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    n = 1 + max([*arrows, *(int(c) for targets in arrows.values() for c in targets)])
    return tuple(tuple(int(c) for c in arrows.get(i, ())) for i in range(n))


def results(g) -> list[str]:
    s = solve([Node(g, i) for i in range(len(g))])
    return [str(s.result_of(Node(g, i))) for i in range(len(g))]


def test_a_chain_alternates():
    g = graph({0: "1", 1: "2", 2: "3"})
    assert results(g) == ["win in 3", "loss in 2", "win in 1", "loss in 0"]


def test_the_winner_hurries():
    # 0 can move to 1 (lost at once) or to 2 (lost in 2 plies): win in 1.
    g = graph({0: "12", 2: "3", 3: "4"})
    assert results(g)[0] == "win in 1"
    assert [str(p) for p in Node(g, 0).principal_line()] == ["0", "1"]
    assert [str(p) for p in Node(g, 0).winning_moves()] == ["1", "2"]


def test_the_loser_delays():
    # 0's options: 1 (win in 1) and 2 (win in 3): 0 is a loss in 4.
    g = graph({0: "12", 1: "3", 2: "4", 4: "5", 5: "6"})
    r = results(g)
    assert r[1] == "win in 1" and r[2] == "win in 3" and r[0] == "loss in 4"
    assert [str(p) for p in Node(g, 0).principal_line()] == ["0", "2", "4", "5", "6"]


def test_two_cycle_and_self_loop_are_draws():
    assert results(graph({0: "1", 1: "0"})) == ["draw", "draw"]
    assert results(graph({0: "0"})) == ["draw"]


def test_a_draw_beats_a_loss_and_a_win_beats_a_draw():
    # 1 is a draw (self-loop), 2 a win for its mover (2 -> 3, 3 terminal).
    g = graph({0: "12", 1: "1", 2: "3", 4: "13"})
    r = results(g)
    assert r[0] == "draw"      # 0 avoids 2 (the opponent would win) by going to the loop
    assert r[4] == "win in 1"  # 4 wins at once rather than loop


def test_a_cycle_with_an_exit_is_left_by_the_winner():
    # 0 <-> 1, 1 -> 2 (terminal): 1 wins in 1, 0 (forced into 1) loses in 2.
    g = graph({0: "1", 1: "02"})
    assert results(g) == ["loss in 2", "win in 1", "loss in 0"]
    line = Node(g, 0).principal_line()
    assert [str(p) for p in line] == ["0", "1", "2"]


def test_a_win_that_could_loop_is_played_the_fast_way():
    # The article's trap: from 0 both 1 and 2 are lost for the opponent, but
    # 2 can be left only back to 0's twin 3, which can come back to 2. The
    # line must go 0 -> 1 -> ... and never around the cycle.
    g = graph({0: "12", 1: "4", 2: "35", 3: "26", 4: "7", 5: "7", 6: "8", 8: "9"})
    r = results(g)
    assert r[0].startswith("win")
    line = Node(g, 0).principal_line()
    assert len(line) == Node(g, 0).result.remoteness + 1
    assert not line[-1].moves()


def test_remoteness_of_subtraction_game():
    # S = {1, 2, 3}: n = 4k is lost in 2k plies, else won in 2k + 1 (k = n // 4).
    for n in range(30):
        result = solve(Subtraction({1, 2, 3}, n)).result
        k = n // 4
        assert result == (Result("loss", 2 * k) if n % 4 == 0 else Result("win", 2 * k + 1))
        assert result.is_win == (Subtraction({1, 2, 3}, n).grundy != 0)


# -- random graphs against references ------------------------------------------------


@st.composite
def acyclic_graphs(draw):
    n = draw(st.integers(1, 12))
    arrows = []
    for i in range(n):
        later = list(range(i + 1, n))
        arrows.append(tuple(sorted(draw(st.sets(st.sampled_from(later), max_size=4))))
                      if later else ())
    return tuple(arrows)


@st.composite
def cyclic_graphs(draw):
    n = draw(st.integers(1, 10))
    return tuple(
        tuple(sorted(draw(st.sets(st.integers(0, n - 1), max_size=3)))) for _ in range(n)
    )


def negamax_reference(g):
    """Plain recursive search on an acyclic graph: (outcome, remoteness)."""

    @cache
    def value(i):
        if not g[i]:
            return ("loss", 0)
        options = [value(j) for j in g[i]]
        lost = [r for o, r in options if o == "loss"]
        if lost:
            return ("win", 1 + min(lost))
        return ("loss", 1 + max(r for _, r in options))

    return [value(i) for i in range(len(g))]


def bounded_forcing_reference(g):
    """Win or loss forced within k plies, for growing k (an independent
    definition of remoteness); never forced means a draw."""
    n = len(g)
    win_by = [None] * n
    loss_by = [None] * n
    for k in range(2 * n + 2):
        new_win = [win_by[i] is not None or (k >= 1 and any(
            loss_by[j] is not None and loss_by[j] <= k - 1 for j in g[i])) for i in range(n)]
        new_loss = [loss_by[i] is not None or not g[i] or (k >= 1 and all(
            win_by[j] is not None and win_by[j] <= k - 1 for j in g[i])) for i in range(n)]
        for i in range(n):
            if new_win[i] and win_by[i] is None:
                win_by[i] = k
            if new_loss[i] and loss_by[i] is None:
                loss_by[i] = k
    out = []
    for i in range(n):
        if win_by[i] is not None:
            out.append(("win", win_by[i]))
        elif loss_by[i] is not None:
            out.append(("loss", loss_by[i]))
        else:
            out.append(("draw", None))
    return out


def solved(g):
    s = solve([Node(g, i) for i in range(len(g))])
    return [(r.outcome, r.remoteness) for r in (s.result_of(Node(g, i)) for i in range(len(g)))]


@settings(max_examples=150, deadline=None)
@given(acyclic_graphs())
def test_retrograde_agrees_with_recursive_search_on_acyclic_graphs(g):
    assert solved(g) == negamax_reference(g)


@settings(max_examples=150, deadline=None)
@given(cyclic_graphs())
def test_retrograde_agrees_with_bounded_forcing_on_cyclic_graphs(g):
    assert solved(g) == bounded_forcing_reference(g)


@settings(max_examples=100, deadline=None)
@given(cyclic_graphs())
def test_principal_lines_of_wins_and_losses_end_in_remoteness_plies(g):
    s = solve([Node(g, i) for i in range(len(g))])
    for i in range(len(g)):
        r = s.result_of(Node(g, i))
        line = s.principal_line(Node(g, i))
        if r.is_draw:
            # Draws: drawn positions all along, ending at a repetition.
            assert all(s.result_of(p).is_draw for p in line)
            assert line[-1] in line[:-1]
        else:
            assert len(line) == r.remoteness + 1 and not line[-1].moves()
            assert r.remoteness % 2 == (1 if r.is_win else 0)   # normal play parity
            winner_moves = s.winning_moves(Node(g, i))
            assert bool(winner_moves) == r.is_win
            if r.is_win:
                assert winner_moves[0] == line[1]


# -- move limits --------------------------------------------------------------------------


def test_a_limit_stops_the_game():
    chain = graph({0: "1", 1: "2", 2: "3", 3: "4"})   # 0 wins in... 4 plies: loss in 4
    start = Node(chain, 0)
    assert str(start.result) == "loss in 4"
    for on_limit, expected in (("draw", "draw"), ("win", "win in 2"), ("loss", "loss in 2")):
        s = solve(start, max_plies=2, on_limit=on_limit)
        assert str(s.result) == expected
    # The limit reached exactly where the game ends: the side without a move loses.
    assert str(solve(start, max_plies=4, on_limit="win").result) == "loss in 4"
    assert str(solve(start, max_plies=3, on_limit="win").result) == "loss in 3"


def test_on_limit_names_a_player_or_is_a_function():
    loop = graph({0: "1", 1: "0"})
    s = solve(Node(loop, 0), max_plies=5, on_limit=lambda p: "win" if p.at == 1 else "loss")
    # After 5 plies the token is on 1 and its mover wins: the first mover loses.
    assert str(s.result) == "loss in 5"
    assert s.principal_line() == [Node(loop, i % 2) for i in range(6)]
    assert len(s) == 6   # nodes are (position, plies)


def test_limited_results_are_not_stored():
    g = graph({0: "1", 1: "0"})
    cgt.clear_tables()
    solve(Node(g, 0), max_plies=3, on_limit="win")
    assert len(Node.table()) == 0
    assert Node(g, 0).result.is_draw


# -- partizan positions ------------------------------------------------------------------


class Board(LoopyPartizanPosition):
    """A token on a vertex; Left and Right each have their own arrows:
    ``arrows[at] = (Left's targets, Right's targets)``."""

    __slots__ = ("arrows", "at")

    def __init__(self, arrows, at):
        self.arrows, self.at = arrows, at

    def left_moves(self):
        return [Board(self.arrows, j) for j in self.arrows[self.at][0]]

    def right_moves(self):
        return [Board(self.arrows, j) for j in self.arrows[self.at][1]]

    def key(self):
        return (self.arrows, self.at)

    def __eq__(self, other):
        return isinstance(other, Board) and (self.arrows, self.at) == (other.arrows, other.at)

    def __hash__(self):
        return hash((self.arrows, self.at))

    def __str__(self):
        return "abcdefghij"[self.at]


def test_partizan_results_for_both_first_players():
    cgt.clear_tables()
    # a: Left -> b.  b: Left -> c, Right -> a.  c: nobody moves.
    arrows = (((1,), ()), ((2,), (0,)), ((), ()))
    a, b, c = (Board(arrows, i) for i in range(3))
    assert str(a.left_result) == "draw"          # a, b (Right), a, b, ... for ever
    assert str(a.right_result) == "loss in 0"
    assert str(b.left_result) == "win in 1"      # to c, where Right is stuck
    assert str(b.right_result) == "draw"         # to a, then Left goes back to b
    assert str(c.left_result) == str(c.right_result) == "loss in 0"
    assert b.result_for("left") == b.left_result
    assert b.winning_moves("left") == [c] and a.winning_moves("left") == []
    assert [str(p) for p in b.principal_line("left")] == ["b", "c"]
    assert [str(p) for p in b.principal_line("right")] == ["b", "a", "b"]
    s = solve(a)
    assert s.result_of(a, "left") == a.left_result and s.result == a.left_result
    with pytest.raises(cgt.CGTError, match="who moves"):
        s.result_of(a)
    with pytest.raises(cgt.CGTError):
        b.result_for("up")
    # A limit with a partizan winner: Right wins if the game lasts 3 plies.
    limited = a.solve(max_plies=3, on_limit="right")
    assert str(limited.result_of(a, "left")) == "loss in 3"
    assert limited.principal_line(a, "left") == [a, b, a, b]
    assert str(limited.result_of(b, "right", plies=1)) == "win in 2"


@st.composite
def partizan_graphs(draw):
    n = draw(st.integers(1, 6))
    vertex = st.integers(0, n - 1)
    return tuple(
        (
            tuple(sorted(draw(st.sets(vertex, max_size=2)))),
            tuple(sorted(draw(st.sets(vertex, max_size=2)))),
        )
        for _ in range(n)
    )


@settings(max_examples=100, deadline=None)
@given(partizan_graphs())
def test_partizan_results_agree_with_the_graph_of_turns(arrows):
    # Vertex 2 i + 0: Left to move at i; 2 i + 1: Right to move.
    turns = []
    for lefts, rights in arrows:
        turns.append(tuple(2 * j + 1 for j in lefts))
        turns.append(tuple(2 * j for j in rights))
    expected = bounded_forcing_reference(tuple(turns))
    s = solve([Board(arrows, i) for i in range(len(arrows))])
    for i in range(len(arrows)):
        for side, player in ((0, "left"), (1, "right")):
            r = s.result_of(Board(arrows, i), player)
            assert (r.outcome, r.remoteness) == expected[2 * i + side]


def test_short_partizan_positions_agree_with_their_values():
    for diagram in ("..|..", "...|...", "...|...|...", "....|....", "#...|....|..#."):
        p = Domineering(diagram)
        s = solve(p)
        outcome = str(p.value.outcome)
        assert s.result_of(p, "left").is_win == (outcome in ("L", "N"))
        assert s.result_of(p, "right").is_win == (outcome in ("R", "N"))
        assert not s.result_of(p, "left").is_draw


def test_turn_wraps_any_partizan_position():
    t = Turn(Domineering("..|.."), "left")
    assert t.player == "left" and {q.player for q in t.moves()} == {"right"}
    assert str(t) == "..|.. (Left to move)"
    assert Turn(SumPosition(()), "R").player == "right"


# -- tables, errors, interruption ---------------------------------------------------------


def test_results_go_to_bounded_clearable_tables():
    cgt.clear_tables()
    g = graph({0: "1", 1: "2", 2: "3"})
    assert Node(g, 0).result.is_win
    assert len(Node.table()) == 4
    cgt.clear_tables()
    assert len(Node.table()) == 0
    table = Node.table()
    table.max_entries = 2
    try:
        assert [str(Node(g, i).result) for i in range(4)] == [
            "win in 3", "loss in 2", "win in 1", "loss in 0"]
        assert [str(p) for p in Node(g, 0).principal_line()] == ["0", "1", "2", "3"]
        assert len(table) <= 2
    finally:
        table.max_entries = 2_000_000
        cgt.clear_tables()


def test_bad_input_raises_cgt_errors():
    g = graph({0: "1"})
    with pytest.raises(cgt.CGTError, match="not a position"):
        solve(42)
    with pytest.raises(cgt.CGTError, match="max_plies"):
        solve(Node(g, 0), max_plies=-1)
    with pytest.raises(cgt.CGTError, match="on_limit"):
        solve(Node(g, 0), max_plies=3, on_limit="nobody")
    with pytest.raises(cgt.CGTError, match="more than 1 positions"):
        solve(Node(g, 0), max_positions=1)
    with pytest.raises(cgt.CGTError, match="returned"):
        solve(Node(graph({0: "0"}), 0), max_plies=1, on_limit=lambda p: "maybe")
    with pytest.raises(cgt.CGTError):
        Result("tie", 3)
    with pytest.raises(cgt.CGTError):
        Result("draw", 3)
    with pytest.raises(cgt.CGTError, match="not in the solved graph"):
        solve(Node(g, 1)).result_of(Node(g, 0))

    class Unhashable(LoopyPosition):
        def moves(self):
            return []

        def key(self):
            return []

    with pytest.raises(cgt.CGTError, match="hashable"):
        _ = Unhashable().result


class Fragile(LoopyPosition):
    """A long chain whose move generator can be interrupted once."""

    __slots__ = ("n",)
    interrupt_at: int | None = None

    def __init__(self, n):
        self.n = n

    def moves(self):
        if self.n == Fragile.interrupt_at:
            raise KeyboardInterrupt
        return [Fragile(self.n - 1)] if self.n else []

    def key(self):
        return self.n


def test_an_interrupted_solve_leaves_the_tables_as_they_were():
    cgt.clear_tables()
    Fragile.interrupt_at = 500
    with pytest.raises(KeyboardInterrupt):
        _ = Fragile(1000).result
    assert len(Fragile.table()) == 0
    Fragile.interrupt_at = None
    assert Fragile(1000).result == Result("loss", 1000)   # deep: no recursion
    assert len(Fragile(1000).principal_line()) == 1001
    cgt.clear_tables()


def test_solution_reports():
    g = graph({0: "1", 1: "02", 3: "3"})
    s = solve([Node(g, 0), Node(g, 3)])
    assert isinstance(s, Solution) and len(s) == 4
    assert s.tally() == {"win": 1, "loss": 2, "draw": 1}
    assert {str(p): str(r) for p, r in s.items()}["3"] == "draw"
    assert "4 positions" in repr(s)

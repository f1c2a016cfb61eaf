"""Alquerkonane under the old rules: the articles' 3 x 3 result (Black first
wins, White first draws), moves against a naive implementation of the
rules, symmetries, the diagram."""

from __future__ import annotations

import doctest
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
import cgt.games.alquerkonane_old
from cgt.games.alquerkonane_old import AlquerkonaneOld
from cgt.positions.retrograde import solve


def test_doctests():
    assert doctest.testmod(cgt.games.alquerkonane_old).failed == 0


def test_three_by_three_two_rows_black_first_wins_white_first_draws():
    cgt.clear_tables()
    p = AlquerkonaneOld.start(3, 3, rows=2)
    assert str(p) == ".O./OXO/X.X"
    assert p.left_result.outcome == "win"
    assert p.right_result.outcome == "draw"
    # Black's winning line ends with White to move and stuck.
    line = p.principal_line("left")
    assert len(line) == p.left_result.remoteness + 1
    assert line[-1].right_moves() == []
    for i, (a, b) in enumerate(itertools.pairwise(line)):
        assert b in (a.left_moves() if i % 2 == 0 else a.right_moves())
    # White's draw: a line of drawn positions that comes back to one seen before.
    drawn = p.principal_line("right")
    keys = [q.key() for q in drawn]
    assert keys[-1] in keys[:-1]
    assert p.winning_moves("right") == []
    assert p.winning_moves("left")


def test_lemoines_start_is_the_same_position_turned():
    # His board 'XO..XOXO.' (squares 1..9 row by row) is ours turned a quarter.
    his = AlquerkonaneOld.parse("XO./.XO/XO.")
    ours = AlquerkonaneOld.start(3, 3, rows=2)
    assert his.key() == ours.key()
    assert (his.left_result, his.right_result) == (ours.left_result, ours.right_result)


class _Unkeyed(AlquerkonaneOld):
    __slots__ = ()

    def left_moves(self):
        return [_as_unkeyed(q) for q in super().left_moves()]

    def right_moves(self):
        return [_as_unkeyed(q) for q in super().right_moves()]

    def key(self):
        return (self.black, self.white)


def _as_unkeyed(p: AlquerkonaneOld) -> _Unkeyed:
    q = object.__new__(_Unkeyed)
    q.black, q.white, q._board, q._key = p.black, p.white, p._board, None
    return q


@pytest.mark.parametrize("n, m, rows", [(3, 3, 2), (3, 4, 1), (4, 3, 2), (4, 4, 1)])
def test_symmetry_keys_change_nothing_but_the_size(n, m, rows):
    p = AlquerkonaneOld.start(n, m, rows)
    keyed, plain = solve(p), solve(_as_unkeyed(p))
    assert len(keyed) < len(plain)
    for player in ("left", "right"):
        assert keyed.result_of(p, player) == plain.result_of(_as_unkeyed(p), player)
    # every position of the plain graph has its image's result
    for node, result in plain.items():
        q = AlquerkonaneOld._make(node.position._board, node.position.black, node.position.white)
        assert keyed.result_of(q, node.player) == result


# -- the rules against a naive implementation --------------------------------------------


def naive_moves(board: tuple[str, ...], mover: str) -> set[tuple[str, ...]]:
    """The old rules (steps diagonally in all four directions, the Alquerkonane
    article's first version) read straight, on the diagram's rows."""
    n, m = len(board), len(board[0])
    enemy = "O" if mover == "X" else "X"
    cells = {(r, c): board[r][c] for r in range(n) for c in range(m)}
    found = set()

    def after(changes):
        grid = dict(cells)
        grid.update(changes)
        return tuple("".join(grid[(r, c)] for c in range(m)) for r in range(n))

    for (r, c), piece in cells.items():
        if piece != mover:
            continue
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            if cells.get((r + dr, c + dc)) == ".":
                found.add(after({(r, c): ".", (r + dr, c + dc): mover}))
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if cells.get((r + dr, c + dc)) == enemy and cells.get((r + 2 * dr, c + 2 * dc)) == ".":
                jumped, landing = (r + dr, c + dc), (r + 2 * dr, c + 2 * dc)
                found.add(after({(r, c): ".", jumped: ".", landing: mover}))
    return found


@st.composite
def boards(draw):
    n, m = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    rows = []
    for row in range(n):
        r = n - 1 - row   # counted from the bottom
        rows.append("".join(
            draw(st.sampled_from(".X" if (r + c) % 2 == 0 else ".O")) for c in range(m)
        ))
    return "/".join(rows)


@settings(max_examples=200, deadline=None)
@given(boards())
def test_moves_follow_the_rules(diagram):
    p = AlquerkonaneOld.parse(diagram)
    assert str(p) == diagram
    assert {q.board for q in p.left_moves()} == naive_moves(p.board, "X")
    assert {q.board for q in p.right_moves()} == naive_moves(p.board, "O")
    assert len(p.left_moves()) == len(set(p.left_moves()))


def test_without_backward_captures():
    # Black above a White piece, the square below empty: capturing down is
    # a backward capture (Black's forward is up), refused by the variant.
    q = AlquerkonaneOld.parse("X../O../...", backward_captures=False)
    assert all(r.white == q.white for r in q.left_moves())
    assert any(r.white != q.white for r in AlquerkonaneOld.parse("X../O../...").left_moves())
    assert "backward_captures=False" in repr(q)


def test_one_row_starts():
    assert str(AlquerkonaneOld.start(2, 2).left_result) == "draw"
    three = AlquerkonaneOld.start(3, 3)
    assert three.left_result.is_win and three.right_result.is_loss


def test_equality_and_text():
    p = AlquerkonaneOld.start(3, 3, rows=2)
    assert p == AlquerkonaneOld(".O./OXO/X.X") and hash(p) == hash(AlquerkonaneOld(".O./OXO/X.X"))
    assert repr(p) == "AlquerkonaneOld.parse('.O./OXO/X.X')"
    assert p.shape == (3, 3) and p.board == (".O.", "OXO", "X.X")
    assert AlquerkonaneOld.parse(".O.|OXO|X.X") == p


@pytest.mark.parametrize("call", [
    lambda: AlquerkonaneOld.start(0, 3),
    lambda: AlquerkonaneOld.start(3, 3, rows=4),
    lambda: AlquerkonaneOld.start(3, True),
    lambda: AlquerkonaneOld.parse("X.O/..."),
    lambda: AlquerkonaneOld.parse("O/X/."),
    lambda: AlquerkonaneOld.parse(""),
])
def test_bad_input(call):
    with pytest.raises(cgt.CGTError):
        call()


def test_alquerkonane_start_with_old_rules():
    # The public API: ``Alquerkonane.start(3, 3, rows=2, old_rules=True)`` gives this class.
    from cgt.games.alquerkonane import Alquerkonane

    q = Alquerkonane.start(3, 3, rows=2, old_rules=True)
    assert isinstance(q, AlquerkonaneOld) and str(q) == ".O./OXO/X.X"
    assert q.left_result.outcome == "win" and q.right_result.outcome == "draw"


@pytest.mark.parametrize("rows, columns, start_rows, value", [
    (2, 2, 1, "dud"),                     # both pieces step back and forth for ever
    (2, 2, 2, "0"),
    (3, 3, 1, "on"),
    (4, 2, 2, "{on|0} & {0|off}"),
])
def test_the_old_rules_give_loopy_values_that_agree_with_the_solver(rows, columns, start_rows,
                                                                    value):
    """Issue 15: an old-rules position has a value, a stopper or a sided
    value, and what its outcome class says about each first player is
    what the win/loss/draw solver finds."""
    p = AlquerkonaneOld.start(rows, columns, rows=start_rows)
    found = p.value
    assert found == cgt.parse(value)
    outcome = cgt.LoopyOutcome(str(found.outcome))
    assert p.left_result.outcome is outcome.left_first
    assert p.right_result.outcome is outcome.right_first

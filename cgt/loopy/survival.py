"""The order of stoppers, by survival: ``G <= H`` when Left, with Right to
move first in ``H - G``, can play so that she never runs out of moves
(she wins, or play goes on for ever; Siegel, *CGT*, VI.2; Winning Ways,
chapter 11).

For every pair of vertices of one graph at once: a state is ``H - G`` with
a player to move, and the states from which Right can force Left to run
out of moves are found backwards from the ones where Left cannot move (a
retrograde analysis). Whatever Right cannot force, Left survives.

>>> from cgt.loopy.graph import GameGraph
>>> graph = GameGraph(((), (0,), (2,)), ((), (), ()))   # 0, 1 = {0|}, on = {pass|}
>>> table = SurvivalTable(graph)
>>> table.le(0, 1), table.le(1, 0), table.le(1, 2), table.le(2, 1)
(True, False, True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from cgt.core.form import Form
from cgt.core.order import less_equal
from cgt.errors import CGTError
from cgt.loopy.graph import GameGraph

__all__ = [
    "MAX_STATES",
    "SurvivalTable",
    "WorkBudgetExceeded",
    "explore",
    "le_at",
    "short_decided",
    "spend",
    "work_budget",
]


class SurvivalTable:
    """``u <= v`` for all vertices ``u, v`` of a graph whose vertices are
    stoppers (the answer is the order of stoppers there)."""

    __slots__ = ("_n", "_right_wins")

    def __init__(self, graph: GameGraph) -> None:
        n = self._n = len(graph)
        spend(2 * n * n)
        left, right = graph.left, graph.right
        rev_left: list[list[int]] = [[] for _ in range(n)]
        rev_right: list[list[int]] = [[] for _ in range(n)]
        for v in range(n):
            for w in left[v]:
                rev_left[w].append(v)
            for w in right[v]:
                rev_right[w].append(v)
        # State (u, v) of H - G = v - u: index u * n + v, one array per mover.
        # Left's moves there: v to a Left option, u to a Right option (-u's Left
        # options are the negatives of u's Right options); Right's: the mirror.
        left_moves = [len(right[u]) + len(left[v]) for u in range(n) for v in range(n)]
        right_wins_l = [False] * (n * n)  # Left to move, Right can force a win
        right_wins_r = [False] * (n * n)  # Right to move, Right can force a win
        queue: list[tuple[int, bool]] = []
        for s, count in enumerate(left_moves):
            if count == 0:
                right_wins_l[s] = True
                queue.append((s, True))
        while queue:
            s, left_to_move = queue.pop()
            u, v = divmod(s, n)
            if left_to_move:
                # Right moved here: from (u, v'') with v in right[v''], or
                # from (u'', v) with u in left[u''].
                for p in [u * n + w for w in rev_right[v]] + [w * n + v for w in rev_left[u]]:
                    if not right_wins_r[p]:
                        right_wins_r[p] = True
                        queue.append((p, False))
            else:
                # Left moved here: from (u, v'') with v in left[v''], or from
                # (u'', v) with u in right[u''].
                for p in [u * n + w for w in rev_left[v]] + [w * n + v for w in rev_right[u]]:
                    if not right_wins_l[p]:
                        left_moves[p] -= 1
                        if left_moves[p] == 0:
                            right_wins_l[p] = True
                            queue.append((p, True))
        self._right_wins = right_wins_r

    def le(self, u: int, v: int) -> bool:
        """``u <= v``: Left survives ``v - u`` with Right to move."""
        return not self._right_wins[u * self._n + v]


#: The most states (pairs of positions, with the player to move) one
#: comparison explores before a CGTError.
MAX_STATES = 2_000_000


def _count_state(known: int) -> None:
    """CGTError when one more state would pass :data:`MAX_STATES`."""
    if known >= MAX_STATES:
        raise CGTError(f"comparing these loopy games reaches more than "
                       f"{MAX_STATES:,} states (cgt.loopy.survival.MAX_STATES)")


#: The states the comparisons of the valuation running may still explore
#: (a one-item list, counted down), or None: no budget.
_BUDGET: ContextVar[list[int] | None] = ContextVar("loopy_work_budget", default=None)


class WorkBudgetExceeded(CGTError):
    """A valuation ran past its :func:`work_budget`."""


@contextmanager
def work_budget(states: int) -> Iterator[None]:
    """Within the block, the comparisons of loopy games (nearly all the work
    of a loopy valuation: the order tables, the comparisons of sidling and
    of the sides) may explore ``states`` states in all; past that, the
    comparison that passes it raises a CGTError naming the budget. A
    position count does not tell a fast valuation from a slow one (Fox and
    Geese on 7,258 positions takes seconds, a Backsliding Toads and Frogs
    strip of 560 positions full of cycles longer); the work done does.

    >>> from cgt.loopy.graph import GameGraph
    >>> graph = GameGraph(((), (0,), (2,)), ((), (), ()))   # 0, 1, on
    >>> with work_budget(100):
    ...     le_at(graph, 0, 1)
    True
    >>> with work_budget(1):  # doctest: +ELLIPSIS
    ...     le_at(graph, 1, 2)
    Traceback (most recent call last):
    ...
    cgt.loopy.survival.WorkBudgetExceeded: this loopy valuation explores more than its budget ...
    """
    token = _BUDGET.set([states, states])  # what is left, what was given
    try:
        yield
    finally:
        _BUDGET.reset(token)


def spend(states: int) -> None:
    """Count ``states`` explored against the budget, if one is set."""
    budget = _BUDGET.get()
    if budget is None:
        return
    budget[0] -= states
    if budget[0] < 0:
        raise WorkBudgetExceeded(f"this loopy valuation explores more than its budget of "
                                 f"{budget[1]:,} states of comparison "
                                 "(cgt.loopy.survival.work_budget)")


#: The two ends of play that :func:`explore` adds for decided states: Left
#: has won (she moves there for ever, the move marked), Left has lost (she
#: cannot move).
WON, LOST = (-1, -1, True), (-2, -2, True)


def explore(graph: GameGraph, u: int, v: int,
            decided: Callable[[int, int, bool], bool | None] | None = None) -> tuple[
        list[tuple[int, int, bool]], list[list[tuple[int, bool | None]]]]:
    """The states ``(a, b, Left to move?)`` of ``v - u`` that play reaches
    from ``(u, v)`` with Right to move (state 0), and for each its moves:
    ``(state, made in v?)``.

    ``decided`` as for :func:`le_at`: a state it decides has one move,
    made in neither (None), to :data:`WON` or :data:`LOST`."""
    left, right = graph.left, graph.right
    start = (u, v, False)  # Right to move first
    index: dict[tuple[int, int, bool], int] = {start: 0}
    states = [start]
    moves: list[list[tuple[int, bool | None]]] = []
    for a, b, left_to_move in states:  # grows while it is read
        targets: list[tuple[tuple[int, int, bool], bool | None]] = []
        right_wins = None if decided is None or a < 0 or not moves else decided(
            a, b, left_to_move)
        if a < 0:  # an end: Left moves on in it for ever, or cannot move
            targets += [(WON, None)] if (a, b, left_to_move) == WON else []
        elif right_wins is not None:
            targets.append((LOST if right_wins else WON, None))
        elif left_to_move:  # Left: b to a Left option, a to a Right option
            targets += ([((x, b, False), False) for x in right[a]]
                        + [((a, y, False), True) for y in left[b]])
        else:
            targets += ([((x, b, True), False) for x in left[a]]
                        + [((a, y, True), True) for y in right[b]])
        found: list[tuple[int, bool | None]] = []
        for t, in_v in targets:
            i = index.get(t)
            if i is None:
                _count_state(len(states))
                i = index[t] = len(states)
                states.append(t)
            found.append((i, in_v))
        moves.append(found)
    spend(len(states))
    return states, moves


def le_at(graph: GameGraph, u: int, v: int,
          decided: Callable[[int, int, bool], bool | None] | None = None) -> bool:
    """``u <= v`` for one pair, exploring only the states of ``v - u`` that
    play can reach from it (``on > 1000`` meets about 2,000 of them, where
    the table of all pairs would hold 2,000,000).

    ``decided(a, b, left_to_move)``, when given, says whether Right forces
    Left out of moves in ``b - a`` when that is known without exploring
    (between two short games, by the short games' order; between vertices
    compared before, from a memo), else None: such a state is not
    explored, so ``*64`` beside a loopy game costs its 65 pairs, not the
    ``64**3`` moves of ``*64 - *64``. It is not asked at ``(u, v)``.

    A state is coded ``(a * n + b) * 2 + (Left to move)``: sidling asks
    this thousands of times, and integers hash fast."""
    left, right = graph.left, graph.right
    n = len(graph)
    start = (u * n + v) * 2  # Right to move first
    index: dict[int, int] = {start: 0}
    codes = [start]
    predecessors: list[list[int]] = [[]]
    remaining: list[int] = []  # at a Left state, its moves not yet known lost
    dead_ends: list[int] = []  # Left states where Left cannot move (or Right wins, known)
    for i, code in enumerate(codes):  # grows while it is read
        a, b = divmod(code >> 1, n)
        if decided is not None and i:
            verdict = decided(a, b, bool(code & 1))
            if verdict is not None:
                if verdict:
                    dead_ends.append(i)
                remaining.append(1)  # never counted down: it has no moves here
                continue
        if code & 1:  # Left: b to a Left option, a to a Right option
            targets = [(x * n + b) * 2 for x in right[a]] + [(a * n + y) * 2 for y in left[b]]
            remaining.append(len(targets))
            if not targets:
                dead_ends.append(i)
        else:
            targets = ([(x * n + b) * 2 + 1 for x in left[a]]
                       + [(a * n + y) * 2 + 1 for y in right[b]])
            remaining.append(0)
        for t in targets:
            j = index.get(t)
            if j is None:
                _count_state(len(codes))
                j = index[t] = len(codes)
                codes.append(t)
                predecessors.append([])
            predecessors[j].append(i)
    spend(len(codes))
    # Right wins at a Left state when every move leads to a Right win (none
    # left), at a Right state when some move does: backwards from Left's dead ends.
    right_wins = bytearray(len(codes))
    for i in dead_ends:
        right_wins[i] = 1
    queue = dead_ends
    while queue:
        j = queue.pop()
        for i in predecessors[j]:
            if right_wins[i]:
                continue
            if codes[i] & 1:  # a Left state: one more of its moves is lost
                remaining[i] -= 1
                if remaining[i] == 0:
                    right_wins[i] = 1
                    queue.append(i)
            else:
                right_wins[i] = 1
                queue.append(i)
    return not right_wins[0]


def short_decided(short: Sequence[Form | None]) -> Callable[[int, int, bool], bool | None]:
    """For :func:`le_at` and :func:`explore`: whether Right forces Left out
    of moves in ``b - a`` (``left_to_move`` or not), known when both are
    short games (``short``: the form at each vertex, or None), as play
    there ends: ``b <= a`` with Left to move, ``not a <= b`` with Right to
    move. None when either is loopy, where a player may survive without
    winning and the order does not tell.

    >>> from cgt.core.form import star, zero
    >>> decided = short_decided([zero, star, None])
    >>> decided(0, 1, True), decided(0, 1, False), decided(0, 2, False)
    (False, True, None)
    """
    def decided(a: int, b: int, left_to_move: bool) -> bool | None:
        sa, sb = short[a], short[b]
        if sa is None or sb is None:
            return None
        return less_equal(sb, sa) if left_to_move else not less_equal(sa, sb)
    return decided

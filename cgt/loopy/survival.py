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

from cgt.loopy.graph import GameGraph

__all__ = ["MAX_STATES", "SurvivalTable", "explore", "le_at"]


class SurvivalTable:
    """``u <= v`` for all vertices ``u, v`` of a graph whose vertices are
    stoppers (the answer is the order of stoppers there)."""

    __slots__ = ("_n", "_right_wins")

    def __init__(self, graph: GameGraph) -> None:
        n = self._n = len(graph)
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
        from cgt.errors import CGTError

        raise CGTError(f"comparing these loopy games reaches more than "
                       f"{MAX_STATES:,} states (cgt.loopy.survival.MAX_STATES)")


def explore(graph: GameGraph, u: int, v: int) -> tuple[
        list[tuple[int, int, bool]], list[list[tuple[int, bool]]]]:
    """The states ``(a, b, Left to move?)`` of ``v - u`` that play reaches
    from ``(u, v)`` with Right to move (state 0), and for each its moves:
    ``(state, made in v?)``."""
    left, right = graph.left, graph.right
    start = (u, v, False)  # Right to move first
    index: dict[tuple[int, int, bool], int] = {start: 0}
    states = [start]
    moves: list[list[tuple[int, bool]]] = []
    for a, b, left_to_move in states:  # grows while it is read
        if left_to_move:  # Left: b to a Left option, a to a Right option
            targets = ([((x, b, False), False) for x in right[a]]
                       + [((a, y, False), True) for y in left[b]])
        else:
            targets = ([((x, b, True), False) for x in left[a]]
                       + [((a, y, True), True) for y in right[b]])
        found = []
        for t, in_v in targets:
            i = index.get(t)
            if i is None:
                _count_state(len(states))
                i = index[t] = len(states)
                states.append(t)
            found.append((i, in_v))
        moves.append(found)
    return states, moves


def le_at(graph: GameGraph, u: int, v: int) -> bool:
    """``u <= v`` for one pair, exploring only the states of ``v - u`` that
    play can reach from it (``on > 1000`` meets about 2,000 of them, where
    the table of all pairs would hold 2,000,000).

    A state is coded ``(a * n + b) * 2 + (Left to move)``: sidling asks
    this thousands of times, and integers hash fast."""
    left, right = graph.left, graph.right
    n = len(graph)
    start = (u * n + v) * 2  # Right to move first
    index: dict[int, int] = {start: 0}
    codes = [start]
    predecessors: list[list[int]] = [[]]
    remaining: list[int] = []  # at a Left state, its moves not yet known lost
    dead_ends: list[int] = []  # Left states where Left cannot move
    for i, code in enumerate(codes):  # grows while it is read
        a, b = divmod(code >> 1, n)
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

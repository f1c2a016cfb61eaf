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

__all__ = ["SurvivalTable"]


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

"""Loopy impartial games: the generalised Sprague–Grundy function.

On a finite game graph where a play may go on for ever, each position has a
value ``n`` (a nimber: it plays as ``*n`` in any sum) or ``∞_K``, where
``K`` is the set of finite values among its options, the nimbers the game
can escape to (Smith, "Graphs and composite games", 1966; Fraenkel and
Yesha, "Theory of annihilation games", 1982; Siegel, *CGT*, IV.4).

The values are found level by level (Fraenkel and Yesha's algorithm): at
level ``m``, a position not yet valued gets ``m`` when none of its options
has ``m`` and each option not yet valued (so worth more than ``m``, or
``∞``) has an option worth ``m`` (a move that reverses it); once none
can, the positions left with no option worth ``m`` can never get a larger
value (a value above ``m`` needs an option worth ``m``) and are ``∞``.

A value ``0`` is a loss for the player to move, ``n > 0`` a win, ``∞_K``
a win when ``0`` is in ``K`` (move there) and otherwise a draw. Sums:
``a + b`` is ``a xor b``, ``a + ∞_K`` is ``∞_(K xor a)``, and the sum of
two infinite values is a draw whoever moves.

>>> moves = [[1], [0], [3], [], [0, 3]]   # 0 <-> 1 a cycle, 2 -> 3 the end
>>> [str(v) for v in grundy_values(moves)]
['∞', '∞', '*', '0', '∞(0)']
>>> grundy_values(moves)[4].outcome, (grundy_values(moves)[4] + nim(1)).outcome
(<ImpartialOutcome.N: 'N'>, <ImpartialOutcome.D: 'D'>)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from cgt.errors import CGTError

__all__ = ["GrundyValue", "ImpartialOutcome", "grundy_values", "infinite", "nim", "winning_moves"]


class ImpartialOutcome(enum.Enum):
    """Who wins a loopy impartial game: the player to move (N), the other
    one (P), or neither, as play goes on for ever (D)."""

    N = "N"
    P = "P"
    D = "D"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, order=True)
class GrundyValue:
    """A generalised Sprague–Grundy value: the nimber ``finite``, or, when
    ``finite`` is None, ``∞`` with the escape set ``escapes`` (the finite
    values of the options).

    >>> nim(3) + nim(5), str(nim(2) + infinite({0, 3})), str(infinite({1}) + infinite(()))
    (GrundyValue(finite=6, escapes=frozenset()), '∞(1,2)', '∞')
    """

    finite: int | None
    escapes: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        if self.finite is not None and (self.finite < 0 or self.escapes):
            raise CGTError(f"a finite Grundy value is a natural number with no escapes, "
                           f"not {self.finite!r} with {sorted(self.escapes)!r}")

    @property
    def is_infinite(self) -> bool:
        return self.finite is None

    @property
    def outcome(self) -> ImpartialOutcome:
        """``0`` a loss for the player to move, other nimbers a win; ``∞_K``
        a win when ``0`` is in ``K``, else a draw."""
        if self.finite is not None:
            return ImpartialOutcome.P if self.finite == 0 else ImpartialOutcome.N
        return ImpartialOutcome.N if 0 in self.escapes else ImpartialOutcome.D

    def __add__(self, other: GrundyValue) -> GrundyValue:
        """The value of the sum (Smith's rules): nim sum of finite values,
        ``a + ∞_K = ∞_(K xor a)``, and two infinite values make ``∞`` with
        no escape (a draw: neither player can leave both loops for good)."""
        if not isinstance(other, GrundyValue):
            return NotImplemented
        a, b = self.finite, other.finite
        if a is not None and b is not None:
            return GrundyValue(a ^ b)
        if a is not None:
            return GrundyValue(None, frozenset(k ^ a for k in other.escapes))
        if b is not None:
            return GrundyValue(None, frozenset(k ^ b for k in self.escapes))
        return GrundyValue(None)

    def __str__(self) -> str:
        if self.finite is not None:
            return "0" if self.finite == 0 else "*" if self.finite == 1 else f"*{self.finite}"
        if not self.escapes:
            return "∞"
        return "∞(" + ",".join(map(str, sorted(self.escapes))) + ")"


def nim(n: int) -> GrundyValue:
    """The finite value ``n`` (the nimber ``*n``)."""
    return GrundyValue(n)


def infinite(escapes: Iterable[int]) -> GrundyValue:
    """``∞`` with the escape set ``escapes`` (naturals)."""
    return GrundyValue(None, frozenset(escapes))


def _checked(moves: Sequence[Sequence[int]]) -> list[list[int]]:
    n = len(moves)
    checked = []
    for v, targets in enumerate(moves):
        row = list(targets)
        for w in row:
            if not isinstance(w, int) or not 0 <= w < n:
                raise CGTError(f"position {v} of the game graph moves to {w!r}, "
                               f"not a position 0 .. {n - 1}")
        checked.append(row)
    return checked


def grundy_values(moves: Sequence[Sequence[int]]) -> list[GrundyValue]:
    """The generalised Sprague–Grundy value of every position of a finite
    game graph, ``moves[v]`` the positions ``v`` moves to (Fraenkel and
    Yesha's algorithm, in time about the number of moves times the largest
    value).

    >>> [str(v) for v in grundy_values([[0]])]          # a pass: a draw
    ['∞']
    >>> [str(v) for v in grundy_values([[], [0], [0, 1]])]
    ['0', '*', '*2']
    """
    graph = [list(dict.fromkeys(targets)) for targets in _checked(moves)]
    n = len(graph)
    before: list[list[int]] = [[] for _ in range(n)]
    for v, targets in enumerate(graph):
        for w in targets:
            before[w].append(v)
    value: list[int | None] = [None] * n  # the finite values found
    infinite_at = [False] * n
    open_ = list(range(n))  # neither valued nor infinite yet
    level = 0
    while open_:
        # A position may take ``level`` when no option has it and every
        # option not valued has an option that has it (``blocking``: the
        # options that do not, yet).
        has_level = [False] * n
        blocking = [sum(1 for w in graph[v] if value[w] is None) for v in range(n)]
        queue = [v for v in open_ if blocking[v] == 0]
        while queue:
            v = queue.pop()
            if value[v] is not None or has_level[v] or blocking[v]:
                continue
            value[v] = level
            for u in before[v]:
                if has_level[u]:
                    continue
                has_level[u] = True
                if value[u] is None:  # u no longer blocks the positions moving to it
                    for x in before[u]:
                        blocking[x] -= 1
                        if blocking[x] == 0 and value[x] is None and not infinite_at[x]:
                            queue.append(x)
        # Left with no option worth ``level``, a position never gets a
        # larger value (it needs one): it is infinite.
        for v in open_:
            if value[v] is None and not has_level[v]:
                infinite_at[v] = True
        open_ = [v for v in open_ if value[v] is None and not infinite_at[v]]
        level += 1
    result = []
    for v in range(n):
        finite = value[v]
        if finite is not None:
            result.append(nim(finite))
        else:
            result.append(infinite(x for x in (value[w] for w in graph[v]) if x is not None))
    return result


def winning_moves(moves: Sequence[Sequence[int]], start: int) -> list[int]:
    """The moves from ``start`` that keep the best outcome for the player
    making them: to a position of value 0 when there is one (a win), else,
    from a draw, to the infinite positions with no escape to 0 (the draw
    kept); none from a loss.

    >>> winning_moves([[1], [0], [3], [], [0, 3]], 4)
    [3]
    """
    values = grundy_values(moves)
    targets = list(dict.fromkeys(moves[start]))
    wins = [w for w in targets if values[w].finite == 0]
    if wins or values[start].outcome is not ImpartialOutcome.D:
        return wins
    return [w for w in targets if values[w].outcome is ImpartialOutcome.D]

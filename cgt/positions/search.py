"""General game search, for games too big to solve exactly.

Negamax with alpha-beta pruning, a transposition table, iterative
deepening, and a user-supplied evaluation function at the depth limit (the
course's MinMax, written once for both players: a position's score is
always from the point of view of the side to move, and a parent's score is
the greatest of its children's scores negated; Knuth and Moore, *An
analysis of alpha-beta pruning*, 1975).

Positions are side-to-move positions as in :mod:`cgt.positions.loopy`: ``moves()``,
``key()`` and optionally ``terminal()`` (partizan positions go through
:class:`cgt.positions.loopy.Turn`). Scores:

- a finished game scores ``WIN - plies`` for the winner (``-(WIN - plies)``
  for the loser), ``plies`` being its distance from the root, so a faster
  win and a slower loss are preferred; a draw scores 0;
- at the depth limit, ``evaluate(position)`` scores the position for the
  side to move; it must stay between ``-BOUND`` and ``BOUND``;
- a position repeated on the line being searched scores 0 (a draw). Such
  scores depend on the path, and the table may carry them to other paths:
  for exact results on loopy games use :func:`cgt.positions.loopy.solve`.

>>> class Pile:
...     '''A heap: take one or two tokens; who cannot move loses.'''
...     def __init__(self, n): self.n = n
...     def moves(self): return [Pile(self.n - k) for k in (1, 2) if k <= self.n]
...     def key(self): return self.n
...     def __repr__(self): return f"Pile({self.n})"
>>> found = alphabeta(Pile(7), 10, lambda p: 0)
>>> found.move, found.outcome, found.plies, found.score
(Pile(6), <Verdict.WIN: 'win'>, 5, 999995)
>>> found.line
(Pile(6), Pile(5), Pile(3), Pile(2), Pile(0))
>>> alphabeta(Pile(7), 2, lambda p: 0).outcome is None    # too shallow to see the end
True

``cgt.games.tictactoe`` has the course's example: the heuristic "open lines
for me minus open lines for them" at depth 2 plays the centre first.

The search is iterative (no recursion limit). Interrupting it (Ctrl-C)
leaves the table holding complete entries only; with ``time_limit``,
:func:`iterative_deepening` returns the deepest search it finished.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Generic, Protocol, Self, TypeVar

from cgt.core.outcome import Verdict
from cgt.errors import CGTError, shown
from cgt.positions.tables import TranspositionTable

__all__ = [
    "BOUND",
    "WIN",
    "SearchResult",
    "SearchTable",
    "Searchable",
    "alphabeta",
    "iterative_deepening",
    "negamax",
]

#: The score of a win now; a win in ``k`` plies scores ``WIN - k``.
WIN = 1_000_000
#: Evaluations must lie in ``[-BOUND, BOUND]``; beyond are finished games.
BOUND = WIN - 100_000

_INF = float("inf")
_EXACT, _LOWER, _UPPER = 0, 1, 2


class Searchable(Protocol):
    """What the search asks of a position: the side to move is part of it,
    its moves are positions of its own kind, and it has a hashable key.
    Optional hook, looked up when present: ``terminal()``, the
    :class:`~cgt.core.outcome.Verdict` for the side to move when the game is
    over for another reason than a lack of moves (else None)."""

    def moves(self) -> Iterable[Self]: ...

    def key(self) -> Hashable: ...


P = TypeVar("P", bound=Searchable)

#: A score for the side to move at a position of the depth limit.
Evaluation = Callable[[P], float]

#: A table entry: (depth searched, score, _EXACT/_LOWER/_UPPER, best move's key).
Entry = tuple[int, float, int, Hashable]


class SearchTable(TranspositionTable[Entry]):
    """Bounded table of search results: key -> (depth, score, bound, best move's key).

    Emptied when full (``max_entries``), or by :meth:`clear`.
    """

    __slots__ = ()

    def __init__(self, max_entries: int = 1_000_000) -> None:
        super().__init__("search table", max_entries)


@dataclass(frozen=True)
class SearchResult(Generic[P]):
    """What a search found, for the side to move at the root.

    ``score`` (see the module's notes), ``move`` (the position after the best
    move; ``None`` when the game is over or the depth is 0), ``line`` (the
    expected continuation, as far as the table knows it, starting with
    ``move``), ``depth`` searched, ``nodes`` visited.
    """

    score: float
    move: P | None
    line: tuple[P, ...] = field(default=())
    depth: int = 0
    nodes: int = 0

    @property
    def outcome(self) -> Verdict | None:
        """``Verdict.WIN`` or ``Verdict.LOSS`` when the score is a finished
        game, else ``None``."""
        if self.score > BOUND:
            return Verdict.WIN
        if self.score < -BOUND:
            return Verdict.LOSS
        return None

    @property
    def plies(self) -> int | None:
        """Plies to the end of the game, for a proven ``outcome``."""
        if self.outcome is None:
            return None
        return int(WIN - abs(self.score))


class _Timeout(Exception):
    pass


def _finished_score(end: str, ply: int) -> int:
    if end == Verdict.LOSS:
        return -(WIN - ply)
    if end == Verdict.WIN:
        return WIN - ply
    if end == Verdict.DRAW:
        return 0
    raise CGTError(f"terminal() returned {end!r}: expected 'win', 'loss', 'draw' or None")


def _to_table(score: float, ply: int) -> float:
    """Finished-game scores are stored relative to the node, not the root."""
    if score > BOUND:
        return score + ply
    if score < -BOUND:
        return score - ply
    return score


def _from_table(score: float, ply: int) -> float:
    if score > BOUND:
        return score - ply
    if score < -BOUND:
        return score + ply
    return score


def _check_depth(depth: object, name: str = "depth") -> int:
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 0:
        raise CGTError(f"search: {name}={shown(depth)} must be an integer >= 0")
    return depth


def _check_position(position: object) -> None:
    if not (hasattr(position, "moves") and hasattr(position, "key")):
        raise CGTError(
            f"search: {position!r} is not a side-to-move position (moves() and key()); "
            "wrap a partizan position as cgt.positions.loopy.Turn(position, 'left')"
        )


class _Frame(Generic[P]):
    """A position of the search line whose children are being searched."""

    __slots__ = (
        "alpha",
        "alpha0",
        "best",
        "best_i",
        "beta",
        "children",
        "depth",
        "i",
        "key",
        "ply",
        "position",
    )

    alpha: float
    alpha0: float
    best: float
    best_i: int
    beta: float
    children: list[P]
    depth: int
    i: int
    key: Hashable
    ply: int
    position: P


class _Search(Generic[P]):
    """One depth-limited alpha-beta search (fail-soft negamax)."""

    def __init__(
        self, evaluate: Evaluation[P], table: TranspositionTable[Entry] | None, prune: bool,
        deadline: float | None,
    ) -> None:
        self.evaluate = evaluate
        self.table = table
        self.prune = prune
        self.deadline = deadline
        self.nodes = 0
        self.path: set[Hashable] = set()

    def visit(
        self, position: P, depth: int, ply: int, alpha: float, beta: float
    ) -> float | _Frame[P]:
        """A score, or a frame to search the children."""
        self.nodes += 1
        deadline = self.deadline
        if deadline is not None and self.nodes & 1023 == 0 and time.monotonic() > deadline:
            raise _Timeout
        hook: Callable[[], str | None] | None = getattr(position, "terminal", None)
        end = hook() if hook is not None else None
        if end is not None:
            return _finished_score(end, ply)
        key = position.key()
        if key in self.path:
            return 0
        best_key: Hashable = None
        table = self.table
        if table is not None:
            entry = table.values.get(key)
            if entry is not None:
                e_depth, e_score, e_bound, best_key = entry
                if e_depth >= depth and ply > 0:
                    score = _from_table(e_score, ply)
                    if e_bound == _EXACT:
                        return score
                    if e_bound == _LOWER and score > alpha:
                        alpha = score
                    elif e_bound == _UPPER and score < beta:
                        beta = score
                    if alpha >= beta:
                        return score
        children = list(position.moves())
        if not children:
            return -(WIN - ply)
        if depth == 0:
            score = self.evaluate(position)
            if not -BOUND <= score <= BOUND:
                raise CGTError(
                    f"evaluate({position}) = {score!r} is outside [-BOUND, BOUND] = "
                    f"[{-BOUND}, {BOUND}]; larger scores mean finished games"
                )
            return score
        if best_key is not None:
            for i, child in enumerate(children):
                if child.key() == best_key:
                    children.insert(0, children.pop(i))
                    break
        f: _Frame[P] = _Frame()
        f.position, f.key, f.depth, f.ply = position, key, depth, ply
        f.alpha, f.beta, f.alpha0 = alpha, beta, alpha
        f.children, f.i, f.best, f.best_i = children, 0, -_INF, 0
        return f

    def run(self, root: P, depth: int) -> tuple[float, P | None]:
        first = self.visit(root, depth, 0, -_INF, _INF)
        if not isinstance(first, _Frame):
            return first, None
        stack = [first]
        self.path.add(first.key)
        returned: float | None = None
        while True:
            f = stack[-1]
            if returned is not None:
                score = -returned
                returned = None
                if score > f.best:
                    f.best, f.best_i = score, f.i
                f.alpha = max(f.alpha, score)
                f.i += 1
                if self.prune and f.alpha >= f.beta:
                    f.i = len(f.children)
            if f.i < len(f.children):
                r = self.visit(f.children[f.i], f.depth - 1, f.ply + 1, -f.beta, -f.alpha)
                if isinstance(r, _Frame):
                    stack.append(r)
                    self.path.add(r.key)
                else:
                    returned = r
                continue
            best = f.best
            if self.table is not None:
                bound = _UPPER if best <= f.alpha0 else _LOWER if best >= f.beta else _EXACT
                best_key = f.children[f.best_i].key()
                self.table.store(f.key, (f.depth, _to_table(best, f.ply), bound, best_key))
            self.path.discard(f.key)
            stack.pop()
            if not stack:
                return best, f.children[f.best_i]
            returned = best


def _line(
    root: P, move: P | None, table: TranspositionTable[Entry] | None, depth: int
) -> tuple[P, ...]:
    """The continuation after ``move`` as the table's best moves give it."""
    if move is None:
        return ()
    line = [move]
    seen = {root.key(), move.key()}
    position = move
    while table is not None and len(line) < depth:
        entry = table.values.get(position.key())
        if entry is None:
            break
        nxt = next((c for c in position.moves() if c.key() == entry[3]), None)
        if nxt is None or nxt.key() in seen:
            break
        seen.add(nxt.key())
        line.append(nxt)
        position = nxt
    return tuple(line)


def alphabeta(
    position: P, depth: int, evaluate: Evaluation[P], *,
    table: TranspositionTable[Entry] | None = None,
) -> SearchResult[P]:
    """Negamax with alpha-beta pruning to ``depth`` plies, ``evaluate`` at the limit.

    ``table`` (a :class:`SearchTable`, fresh by default) may be shared
    between calls; its entries from shallower searches order the moves.
    """
    _check_position(position)
    _check_depth(depth)
    table = SearchTable() if table is None else table
    search = _Search(evaluate, table, True, None)
    score, move = search.run(position, depth)
    return SearchResult(score, move, _line(position, move, table, depth), depth, search.nodes)


def negamax(position: P, depth: int, evaluate: Evaluation[P]) -> SearchResult[P]:
    """Plain negamax (the course's MinMax): no pruning, no table. For
    teaching and checking; :func:`alphabeta` finds the same score faster."""
    _check_position(position)
    _check_depth(depth)
    search = _Search(evaluate, None, False, None)
    score, move = search.run(position, depth)
    return SearchResult(score, move, (move,) if move is not None else (), depth, search.nodes)


def iterative_deepening(
    position: P,
    max_depth: int,
    evaluate: Evaluation[P],
    *,
    time_limit: float | None = None,
    table: TranspositionTable[Entry] | None = None,
) -> SearchResult[P]:
    """Alpha-beta at depths 1, 2, ..., ``max_depth``, one table throughout
    (each search orders its moves by the previous one's best moves).

    Stops early at a proven win or loss. With ``time_limit`` (seconds) it
    returns the deepest search completed in time (at least depth 1).
    """
    _check_position(position)
    _check_depth(max_depth, "max_depth")
    if time_limit is not None and not (isinstance(time_limit, (int, float)) and time_limit > 0):
        raise CGTError(
            f"iterative_deepening: time_limit={shown(time_limit)} must be a positive number")
    table = SearchTable() if table is None else table
    deadline = None if time_limit is None else time.monotonic() + time_limit
    found = alphabeta(position, 0, evaluate, table=table) if max_depth == 0 else None
    nodes = 0
    for depth in range(1, max_depth + 1):
        search = _Search(evaluate, table, True, deadline if found is not None else None)
        try:
            score, move = search.run(position, depth)
        except _Timeout:
            break
        nodes += search.nodes
        found = SearchResult(score, move, _line(position, move, table, depth), depth, nodes)
        if found.outcome is not None or move is None:
            break
    assert found is not None  # the first search has no deadline: it always finishes
    return found

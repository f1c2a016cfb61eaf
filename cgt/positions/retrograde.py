"""Loopy games: win, loss or draw, with remoteness, by retrograde analysis.

Some games can repeat positions (the bear and the puppies, Alquerkonane
under its old rules) or end in a draw (tic-tac-toe). They have no
short-game value; what can be said exactly is who wins with best play, and
how fast. This module says it for every position reachable from a start:

1. it builds the reachable game graph breadth first, with an explicit
   queue (no recursion limit), one node per ``key()`` (so a key that
   identifies symmetric positions shrinks the graph);
2. it runs retrograde analysis: the ends of the game are labelled first,
   then labels travel backwards along the moves, one ply at a time.
   Whatever is never labelled is a draw: from there neither side can force
   an end that suits it, and best play goes on for ever.

**Remoteness** (Smith's convention, C. A. B. Smith, *Graphs and composite
games*, J. Combin. Theory 1, 1966; Winning Ways ch. 9): the number of plies
to the end when the winner hurries and the loser delays.

- A position where the game is over has remoteness 0 (without moves, the
  side to move has lost).
- A win has remoteness 1 + the *least* remoteness of the options that are
  losses for the opponent.
- A loss has remoteness 1 + the *greatest* remoteness of its options (all of
  them wins for the opponent).
- A draw has no remoteness (``None``).

Under normal play wins have odd remoteness and losses even. (The bear
article's "rang" is another measure: the shortest distance to an end,
whoever chooses the moves.) Moving from a win to an option of least
remoteness always lowers the remoteness, so a strategy that does so
reaches the end in exactly ``remoteness`` plies and never walks into a
cycle when a win exists: :meth:`Solution.principal_line` plays that way.

Two kinds of positions:

- :class:`LoopyPosition`: the side to move is part of the position; the
  ruleset gives :meth:`~LoopyPosition.moves`, and each position has
  ``result``, ``winning_moves()`` and ``principal_line()``.
- :class:`LoopyPartizanPosition`: Left and Right have their own moves and
  the position does not say who moves; ``left_result`` and
  ``right_result`` are the results with Left or Right moving first. The
  solver works on pairs (position, side to move): :class:`Turn`. Short
  :class:`cgt.Position` rulesets can be solved the same way.

>>> from cgt.games.ourson import Ourson
>>> solution = solve(Ourson.parse("0450"))
>>> str(solution.result), solution.tally()
('loss in 10', {'win': 31, 'loss': 32, 'draw': 0})
>>> [str(p) for p in solution.principal_line()][:4]
['0450', '1451', '1250', '0251']

Move limits are a parameter of :func:`solve`: ``max_plies=16,
on_limit="bear"`` is "the bear wins if not blocked within 16 plies".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any, Protocol, Self, TypeVar, cast

from cgt.core.outcome import Player, Verdict
from cgt.errors import CGTError, shown
from cgt.positions.result import _DRAW_RESULT, Result, _result
from cgt.positions.tables import TranspositionTable, table_for

__all__ = [
    "DRAW",
    "LOSS",
    "WIN",
    "LoopyNode",
    "PartizanNode",
    "Result",
    "Solution",
    "Turn",
    "solve",
]

WIN, LOSS, DRAW = Verdict.WIN, Verdict.LOSS, Verdict.DRAW

#: Refuse to build game graphs with more nodes than this (``max_positions``).
DEFAULT_MAX_POSITIONS = 20_000_000


class LoopyNode(Protocol):
    """What the retrograde solver asks of a side-to-move position (see
    :class:`cgt.LoopyPosition`, :class:`Turn`): its moves, of its own kind,
    and a hashable key. Optional hooks, looked up when present:
    ``terminal()`` (a :class:`~cgt.core.outcome.Verdict` for the side to move
    when the game is over for another reason than a lack of moves, else
    None), ``player`` and ``players`` (the names of the sides, for
    ``on_limit``)."""

    def moves(self) -> Iterable[Self]: ...

    def key(self) -> Hashable: ...


class PartizanNode(Protocol):
    """What the solver asks of a position that does not say who moves (see
    :class:`cgt.LoopyPartizanPosition`, :class:`cgt.Position`): it solves
    it as the :class:`Turn` of each side."""

    def left_moves(self) -> Iterable[PartizanNode]: ...

    def right_moves(self) -> Iterable[PartizanNode]: ...

    def key(self) -> Hashable: ...


class _Named(Protocol):
    """A position whose ruleset names the side to move (one of ``players``)."""

    @property
    def player(self) -> str | None: ...


#: A start of :func:`solve`: a side-to-move position, or a partizan one
#: (solved with each side moving first).
Start = LoopyNode | PartizanNode

N = TypeVar("N", bound=LoopyNode)



class Turn:
    """A partizan position together with the side to move: the nodes the
    solver uses for :class:`LoopyPartizanPosition` (and for short
    :class:`cgt.Position` rulesets, which it can solve the same way).

    >>> from cgt.positions.position import SumPosition
    >>> t = Turn(SumPosition(()), Player.LEFT)
    >>> t.player, list(t.moves()), str(t.result)
    (<Player.LEFT: 'left'>, [], 'loss in 0')
    """

    __slots__ = ("_player", "position")

    players = (Player.LEFT, Player.RIGHT)

    position: PartizanNode
    _player: Player

    def __init__(self, position: PartizanNode, player: Player | str) -> None:
        self.position = position
        self._player = Player.parse(player)

    @property
    def player(self) -> Player:
        return self._player

    @property
    def result(self) -> Result:
        """Win, loss or draw for the side to move, with the remoteness."""
        return _stored_result(self)

    def moves(self) -> list[Turn]:
        if self._player is Player.LEFT:
            return [_turn(q, Player.RIGHT) for q in self.position.left_moves()]
        return [_turn(q, Player.LEFT) for q in self.position.right_moves()]

    def key(self) -> Hashable:
        return (self.position.key(), self._player)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Turn)
            and self._player == other._player
            and self.position == other.position
        )

    def __hash__(self) -> int:
        return hash((self.position, self._player))

    def __str__(self) -> str:
        return f"{self.position} ({self._player.capitalize()} to move)"

    def __repr__(self) -> str:
        return f"Turn({self.position!r}, {self._player!r})"


def _turn(
    position: PartizanNode, side: Player, _new: Callable[[type[Turn]], Turn] = object.__new__
) -> Turn:
    """A Turn without checking the side (the solver's inner loop)."""
    t = _new(Turn)
    t.position = position
    t._player = side
    return t


def _owner(node: LoopyNode) -> type:
    """The class whose table holds a node's result."""
    return type(node.position) if isinstance(node, Turn) else type(node)


# -- the solver ------------------------------------------------------------------------

_UNKNOWN, _WON, _LOST, _DRAWN = 0, 1, 2, 3
# Keyed by Verdicts, which are strings: a verdict's name finds its code too.
_CODE: dict[str, int] = {WIN: _WON, LOSS: _LOST, DRAW: _DRAWN}
_NAME: dict[int, Verdict] = {_WON: WIN, _LOST: LOSS, _DRAWN: DRAW}

#: How a game stopped by a move limit ends: a Verdict for the side to move,
#: the name of the player who wins there, or a function of the position (of
#: the ruleset's own class, hence Any) giving a Verdict.
OnLimit = Verdict | str | Callable[[Any], str]


def _as_roots(start: Start | Sequence[Start]) -> list[LoopyNode]:
    """The side-to-move positions the graph grows from."""
    if isinstance(start, (list, tuple)):
        roots: list[LoopyNode] = []
        for s in start:
            roots.extend(_as_roots(s))
        if not roots:
            raise CGTError("solve: no start position given (an empty list)")
        return roots
    if hasattr(start, "moves") and hasattr(start, "key"):
        # The side to move is part of the position (or both move alike).
        return [cast(LoopyNode, start)]
    if hasattr(start, "left_moves") and hasattr(start, "right_moves"):
        partizan = cast(PartizanNode, start)
        return [Turn(partizan, Player.LEFT), Turn(partizan, Player.RIGHT)]
    raise CGTError(
        f"solve: {start!r} is not a position (expected a LoopyPosition with moves(), "
        "a partizan position with left_moves() and right_moves(), or a list of them)"
    )


def _limit_rule(
    on_limit: OnLimit, max_plies: int | None, roots: list[LoopyNode]
) -> Callable[[LoopyNode], int]:
    """The outcome code, for the side to move, of a position reached at the limit."""
    if max_plies is None:
        return lambda p: _DRAWN
    if callable(on_limit):
        def rule(p: LoopyNode) -> int:
            outcome = on_limit(p)
            if outcome not in _CODE:
                raise CGTError(
                    f"on_limit({p}) returned {outcome!r}; expected 'win', 'loss' or 'draw' "
                    "for the side to move"
                )
            return _CODE[outcome]
        return rule
    if on_limit in _CODE:
        code = _CODE[on_limit]
        return lambda p: code
    players: set[str] = set()
    for r in roots:
        players.update(getattr(r, "players", ()))
    if isinstance(on_limit, str) and on_limit in players:
        return lambda p: _WON if cast(_Named, p).player == on_limit else _LOST
    named = ", ".join(repr(x) for x in sorted(players)) or "none (the positions name no players)"
    raise CGTError(
        f"on_limit={on_limit!r}: expected 'draw', 'win' or 'loss' (for the side to move at "
        f"the limit), the name of the player who wins at the limit ({named}), or a function"
    )


def solve(
    start: Start | Sequence[Start],
    *,
    max_plies: int | None = None,
    on_limit: OnLimit = DRAW,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> Solution:
    """Solve every position reachable from ``start`` by retrograde analysis.

    ``start`` is a :class:`LoopyPosition` (or an impartial position), a
    partizan position (solved with both sides moving first), or a list of
    them. Without a limit, the results are also stored in the rulesets'
    tables, where ``p.result`` finds them.

    ``max_plies`` limits the game: after that many plies (both sides' moves
    counted) the game stops, and ``on_limit`` says how it ends for the side
    to move there: a :class:`~cgt.core.outcome.Verdict` (``DRAW``, ``WIN``,
    ``LOSS``, or its name ``"draw"``, ...), the name of the player
    who wins at the limit (one of the positions' ``players``, e.g.
    ``"bear"``, or ``"left"``/``"right"`` for partizan games), or a function
    of the position returning one of those three outcomes. A side without a
    move loses, at the limit too. The nodes are then (position, plies
    played), the graph has no cycles, and the results are only in the
    returned :class:`Solution`.

    ``max_positions`` caps the graph (CGTError beyond it). The work is done
    in local structures and published at the end, so interrupting a long
    solve (Ctrl-C) leaves every table as it was, or holding final results.
    """
    roots = _as_roots(start)
    if max_plies is not None and (
        isinstance(max_plies, bool) or not isinstance(max_plies, int) or max_plies < 0
    ):
        raise CGTError(f"solve: max_plies={shown(max_plies)} must be an integer >= 0 or None")
    if isinstance(max_positions, bool) or not isinstance(max_positions, int) or max_positions < 1:
        raise CGTError(f"solve: max_positions={shown(max_positions)} must be a positive integer")
    limit = _limit_rule(on_limit, max_plies, roots)
    graph = _Graph(roots, max_plies, limit, max_positions)
    graph.retrograde()
    solution = Solution(graph, roots, max_plies)
    if max_plies is None:
        solution._publish()
    return solution


def _unusable(position: object, parent: LoopyNode | None, error: Exception) -> CGTError:
    where = f" (a move from {parent})" if parent is not None else ""
    return CGTError(
        f"{position!r}{where} is not a usable position: {error}; positions need "
        "moves() and a hashable key()"
    )


def _key_of(position: LoopyNode, parent: LoopyNode | None) -> Hashable:
    try:
        key = position.key()
        hash(key)
    except (AttributeError, TypeError) as error:
        raise _unusable(position, parent, error) from None
    return key


class _Graph:
    """The reachable game graph as flat lists indexed by node number."""

    __slots__ = ("children", "code", "index", "limited", "nodes", "plies", "remoteness", "seeds")

    def __init__(
        self, roots: list[LoopyNode], max_plies: int | None, limit: Callable[[LoopyNode], int],
        cap: int,
    ) -> None:
        limited = max_plies is not None
        self.limited = limited
        index: dict[Hashable, int] = {}
        nodes: list[LoopyNode] = []
        plies: list[int] = []
        children: list[tuple[int, ...]] = []
        seeds: list[tuple[int, int]] = []   # (node, outcome code) of the game's ends

        def too_many() -> CGTError:
            return CGTError(
                f"the game graph from {roots[0]} has more than {cap} positions; "
                "pass a larger max_positions= to solve() if memory allows"
            )

        for root in roots:
            key = (_key_of(root, None), 0) if limited else _key_of(root, None)
            if key not in index:
                index[key] = len(nodes)
                nodes.append(root)
                plies.append(0)
        if len(nodes) > cap:
            raise too_many()
        i = 0
        while i < len(nodes):
            p, ply = nodes[i], plies[i]
            hook: Callable[[], str | None] | None = getattr(p, "terminal", None)
            end = hook() if hook is not None else None
            if end is not None:
                if end not in _CODE:
                    raise CGTError(
                        f"{p}.terminal() returned {end!r}: expected 'win', 'loss', 'draw' or None"
                    )
                seeds.append((i, _CODE[end]))
                children.append(())
            else:
                moves = list(p.moves())
                if not moves:
                    seeds.append((i, _LOST))
                    children.append(())
                elif max_plies is not None and ply >= max_plies:
                    seeds.append((i, limit(p)))
                    children.append(())
                else:
                    below = ply + 1
                    kids: list[int] = []
                    for q in moves:
                        try:
                            key = (q.key(), below) if limited else q.key()
                            j = index.get(key)
                        except (AttributeError, TypeError) as error:
                            raise _unusable(q, p, error) from None
                        if j is None:
                            j = index[key] = len(nodes)
                            nodes.append(q)
                            plies.append(below)
                            if j >= cap:
                                raise too_many()
                        kids.append(j)
                    children.append(tuple(dict.fromkeys(kids)) if len(kids) > 1 else tuple(kids))
            i += 1
        self.index, self.nodes, self.plies = index, nodes, plies
        self.children, self.seeds = children, seeds
        self.code = bytearray(len(nodes))
        self.remoteness = [0] * len(nodes)

    def retrograde(self) -> None:
        """Label the ends, then spread labels backwards ply by ply (breadth
        first, so each label is given at its final remoteness)."""
        n = len(self.nodes)
        children, code, rem = self.children, self.code, self.remoteness
        parents: list[list[int]] = [[] for _ in range(n)]
        for i, kids in enumerate(children):
            for j in kids:
                parents[j].append(i)
        unresolved = [len(kids) for kids in children]
        queue: list[int] = []
        for i, c in self.seeds:
            code[i] = c
            if c != _DRAWN:
                queue.append(i)
        head = 0
        while head < len(queue):
            i = queue[head]
            head += 1
            r = rem[i] + 1
            if code[i] == _LOST:
                # The first lost option found is one of least remoteness: a win.
                for p in parents[i]:
                    if code[p] == _UNKNOWN:
                        code[p] = _WON
                        rem[p] = r
                        queue.append(p)
            else:
                # The last won option found is one of greatest remoteness: a loss
                # once every option is a win for the opponent.
                for p in parents[i]:
                    if code[p] == _UNKNOWN:
                        unresolved[p] -= 1
                        if unresolved[p] == 0:
                            code[p] = _LOST
                            rem[p] = r
                            queue.append(p)
        for i in range(n):
            if code[i] == _UNKNOWN:
                code[i] = _DRAWN
        self.children, self.seeds = [], []   # not needed any more: free the memory

    def result(self, i: int) -> Result:
        c = self.code[i]
        if c == _DRAWN:
            return _DRAW_RESULT
        return _result(_NAME[c], self.remoteness[i])


class Solution:
    """The solved game graph of :func:`solve`: every reachable position's result.

    Positions are side-to-move positions (partizan ones as ``position,
    player="left"``); with a move limit, also the plies already played
    (``plies=``, 0 at the start).
    """

    __slots__ = ("_graph", "max_plies", "roots")

    def __init__(self, graph: _Graph, roots: list[LoopyNode], max_plies: int | None) -> None:
        self._graph = graph
        self.roots = tuple(roots)
        self.max_plies = max_plies

    def __len__(self) -> int:
        """The number of nodes of the graph."""
        return len(self._graph.nodes)

    def __repr__(self) -> str:
        tally = ", ".join(f"{n} {k}" for k, n in self.tally().items())
        limit = f", limit {self.max_plies} plies" if self.max_plies is not None else ""
        return f"<Solution from {self.roots[0]}: {len(self)} positions ({tally}){limit}>"

    def tally(self) -> dict[str, int]:
        """How many positions are won, lost and drawn for the side to move."""
        counts = {WIN.value: 0, LOSS.value: 0, DRAW.value: 0}
        for c in self._graph.code:
            counts[_NAME[c].value] += 1
        return counts

    def items(self) -> Iterator[tuple[LoopyNode | tuple[LoopyNode, int], Result]]:
        """Each node's representative position (with the plies played, as a
        pair, under a move limit) and its result."""
        g = self._graph
        for i, p in enumerate(g.nodes):
            yield ((p, g.plies[i]) if g.limited else p), g.result(i)

    def _node(self, position: Start | None, player: Player | str | None) -> LoopyNode:
        if position is None:
            return self.roots[0]
        if player is not None:
            return Turn(cast(PartizanNode, position), player)
        if not hasattr(position, "moves") and hasattr(position, "left_moves"):
            raise CGTError(
                f"{position} does not say who moves: pass player='left' or player='right'"
            )
        return cast(LoopyNode, position)

    def _index(self, node: LoopyNode, plies: int) -> int:
        key = _key_of(node, None)
        found = self._graph.index.get((key, plies) if self._graph.limited else key)
        if found is None:
            at = f" after {plies} plies" if self._graph.limited else ""
            raise CGTError(f"{node}{at} is not in the solved graph from {self.roots[0]}")
        return found

    def result_of(
        self, position: Start | None = None, player: Player | str | None = None, plies: int = 0
    ) -> Result:
        """The result of a position of the graph (default: the first start)."""
        return self._graph.result(self._index(self._node(position, player), plies))

    @property
    def result(self) -> Result:
        """The result of the first start (Left first for a partizan start)."""
        return self.result_of()

    def winning_moves(
        self, position: Start | None = None, player: Player | str | None = None, plies: int = 0
    ) -> list[Start]:
        """The moves to positions lost by the opponent, fastest first."""
        node = self._node(position, player)
        found = _winning_moves(node, _SolutionOracle(self), plies)
        return [_shown(t) for t in found]

    def principal_line(
        self, position: Start | None = None, player: Player | str | None = None, plies: int = 0,
        max_length: int | None = None,
    ) -> list[Start]:
        """The game under best play: the winner moves to a lost option of
        least remoteness, the loser to an option of greatest remoteness, and
        from a draw each side moves to a drawn option. The line ends where
        the game ends (or at the move limit) and, for a draw, at the first
        repetition (the last position then equals an earlier one).
        """
        node = self._node(position, player)
        line = _principal_line((node, plies), _SolutionOracle(self), max_length)
        return [_shown(t) for t, _ in line]

    def _publish(self) -> None:
        """Store the results in the rulesets' tables (unlimited games only)."""
        g = self._graph
        tables: dict[type, TranspositionTable] = {}
        for key, i in g.index.items():
            owner = _owner(g.nodes[i])
            table = tables.get(owner)
            if table is None:
                table = tables[owner] = table_for(owner, "loopy")
            table.store(key, g.result(i))


def _shown(node: LoopyNode) -> Start:
    """A node as users know it: the partizan position of a Turn, else itself."""
    return node.position if isinstance(node, Turn) else node


# -- reading results back: moves, lines ------------------------------------------------


class _Oracle(Protocol):
    """Where :func:`_winning_moves` and :func:`_principal_line` read results."""

    def result(self, node: LoopyNode, plies: int) -> Result: ...

    def options(self, node: N, plies: int) -> list[tuple[N, int]]: ...


class _TableOracle:
    """Results of unlimited games, from the tables (solving what is missing)."""

    @staticmethod
    def result(node: LoopyNode, plies: int) -> Result:
        return _stored_result(node)

    @staticmethod
    def options(node: N, plies: int) -> list[tuple[N, int]]:
        hook: Callable[[], str | None] | None = getattr(node, "terminal", None)
        if hook is not None and hook() is not None:
            return []
        return [(q, 0) for q in node.moves()]


_TABLE_ORACLE = _TableOracle()


class _SolutionOracle:
    """Results from one solved graph (with its move limit)."""

    def __init__(self, solution: Solution) -> None:
        self.solution = solution
        self.graph = solution._graph

    def result(self, node: LoopyNode, plies: int) -> Result:
        return self.graph.result(self.solution._index(node, plies))

    def options(self, node: N, plies: int) -> list[tuple[N, int]]:
        hook: Callable[[], str | None] | None = getattr(node, "terminal", None)
        if hook is not None and hook() is not None:
            return []
        limit = self.solution.max_plies
        if limit is not None and plies >= limit:
            return []
        if not self.graph.limited:
            plies = -1
        return [(q, plies + 1) for q in node.moves()]


def _stored_result(node: LoopyNode) -> Result:
    """A node's result from its ruleset's table, solving from it if missing."""
    table: TranspositionTable[Result] = table_for(_owner(node), "loopy")
    key = _key_of(node, None)
    found = table.values.get(key)
    if found is None:
        # Read the answer from the solution itself: with a small table the
        # entry may already have been evicted again.
        return solve(node).result_of(node)
    return found


def _remoteness(result: Result) -> int:
    """The remoteness of a win or a loss (an int: only draws have None)."""
    return cast(int, result.remoteness)


def _winning_moves(node: N, oracle: _Oracle, plies: int = 0) -> list[N]:
    if not oracle.result(node, plies).is_win:
        return []
    found: list[tuple[int, int, N]] = []
    for q, k in oracle.options(node, plies):
        r = oracle.result(q, k)
        if r.is_loss:
            found.append((_remoteness(r), len(found), q))
    found.sort(key=lambda t: (t[0], t[1]))
    return [q for _, _, q in found]


def _principal_line(
    start: tuple[N, int], oracle: _Oracle, max_length: int | None
) -> list[tuple[N, int]]:
    # Under a move limit the plies are part of the node: the line then runs
    # to the limit instead of stopping at a repeated board.
    line = [start]
    seen = {(_key_of(start[0], None), start[1])}
    node, plies = start
    while max_length is None or len(line) < max_length:
        result = oracle.result(node, plies)
        options = oracle.options(node, plies)
        if not options:
            break
        rated = [(oracle.result(q, k), q, k) for q, k in options]
        if result.is_win:
            chosen = min((t for t in rated if t[0].is_loss), key=lambda t: _remoteness(t[0]))
        elif result.is_loss:
            chosen = max(rated, key=lambda t: _remoteness(t[0]))
        else:
            chosen = next(t for t in rated if t[0].is_draw)
        node, plies = chosen[1], chosen[2]
        line.append((node, plies))
        key = (_key_of(node, None), plies)
        if result.is_draw:
            if key in seen:
                break
            seen.add(key)
    return line

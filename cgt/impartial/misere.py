"""Misère play of impartial games: outcomes, misère nim values and the genus.

In misère play the player who makes the last move *loses*: a position with
no moves is a win for the player to move. Sums no longer reduce to nim
heaps, so everything here searches the game graph of the whole sum, with a
table of solved positions and an explicit stack (no recursion limit).

- :func:`misere_outcome`: P or N under misère play.
- :func:`misere_nim_value`: ``G⁻``, the mex of the options' values, with
  ``G⁻ = 1`` for a position with no moves (*Winning Ways*, ch. 13);
  ``G⁻ = 0`` exactly for misère P-positions.
- :func:`genus`: Conway's genus ``g^(γ0 γ1 γ2 ...)`` (*On Numbers and Games*,
  ch. 12; *Winning Ways*, ch. 13): ``g`` is the normal-play nim value and
  ``γi`` the misère nim value of the position plus ``i`` heaps of size 2.

Two facts keep the search small. A component with no moves adds no moves,
so it is dropped. And ``*1 + *1`` equals ``0`` in misère play (if ``X`` is
a misère P-position, every move from ``X + *1 + *1`` is answered: a move in
``X`` by induction, a move to ``X + *1`` by taking the other ``*1``), so
components whose only moves end the component, i.e. copies of ``*1``, are
kept as a parity bit.

>>> import cgt
>>> from cgt.impartial.misere import misere_outcome, misere_nim_value, genus
>>> class Heap(cgt.ImpartialPosition):
...     '''A nim heap.'''
...     def __init__(self, n): self.n = n
...     def moves(self): return [Heap(m) for m in range(self.n)]
...     def __eq__(self, other): return isinstance(other, Heap) and other.n == self.n
...     def __hash__(self): return hash(self.n)
>>> str(misere_outcome(Heap(1))), misere_nim_value(Heap(0)), misere_nim_value(Heap(1) + Heap(1))
('P', 1, 1)
>>> [str(genus(Heap(n))) for n in range(4)]
['0^120', '1^031', '2^20', '3^31']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cgt.core.outcome import Outcome
from cgt.errors import CGTError
from cgt.impartial.nimbers import mex

__all__ = [
    "Genus",
    "MisereSolver",
    "clear_misere_tables",
    "genus",
    "misere_nim_value",
    "misere_outcome",
]

Token = TypeVar("Token", bound=Hashable)
#: A sum of components as a multiset: frozenset of (component, count).
State = frozenset

#: Safety net for the genus search; the γ-sequence of every game becomes
#: 2-periodic (Winning Ways, ch. 13), at most a few terms after its options'.
_GAMMA_SLACK = 256


@dataclass(frozen=True)
class Genus:
    """Conway's genus ``g^(γ0 γ1 ...)`` of an impartial position.

    ``nim_value`` is ``g``; ``gammas`` lists ``γ0, γ1, ...`` up to the point
    after which the last two alternate forever, as Winning Ways writes it:
    ``*0`` has genus ``0^120`` (``γ = 1, 2, 0, 2, 0, ...``).

    >>> g = Genus(0, (1, 2, 0))
    >>> str(g), g.gamma(7), g.misere_nim_value
    ('0^120', 2, 1)
    >>> str(Genus(12, (12, 14)))
    '12^(12,14)'
    """

    nim_value: int
    gammas: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.gammas) < 2:
            raise CGTError(f"a genus needs at least two γ terms, got {self.gammas!r}")

    @property
    def misere_nim_value(self) -> int:
        """``γ0``, the misère nim value."""
        return self.gammas[0]

    def gamma(self, i: int) -> int:
        """``γi``: the misère nim value with ``i`` extra heaps of size 2."""
        shown = len(self.gammas)
        if i < shown:
            return self.gammas[i]
        return self.gammas[shown - 2 + (i - shown) % 2]

    def __str__(self) -> str:
        if all(v < 10 for v in self.gammas):
            return f"{self.nim_value}^{''.join(map(str, self.gammas))}"
        return f"{self.nim_value}^({','.join(map(str, self.gammas))})"


class _Gammas:
    """``(G⁻(S + 2i + 0), G⁻(S + 2i + *1))`` for every ``i``: 2-periodic from ``start``."""

    __slots__ = ("pairs", "start")

    def __init__(self, pairs: list[tuple[int, int]], start: int) -> None:
        self.pairs, self.start = pairs, start

    def at(self, i: int) -> tuple[int, int]:
        if i < len(self.pairs):
            return self.pairs[i]
        return self.pairs[self.start + (i - self.start) % 2]


class MisereSolver(Generic[Token]):
    """Misère analysis of sums of components of one kind.

    ``options(component)`` lists the moves of one component, each move given
    as the tuple of components it leaves (``()`` for nothing left).
    Components must be hashable; equal components must have equal moves.
    Rulesets with a compact encoding (heap sizes, say) use this directly;
    :func:`misere_outcome` and friends wrap any :class:`cgt.ImpartialPosition`.

    >>> nim = MisereSolver(lambda n: [(m,) if m else () for m in range(n)])
    >>> nim.nim_value([1, 1, 1]), nim.nim_value([2, 2]), nim.nim_value([3])
    (0, 0, 3)

    Misère play has no Sprague-Grundy shortcut: a sum is analysed as a
    whole, and the states can be exponentially many. One question explores
    at most ``max_states`` new states (CGTError beyond, saying so; raise the
    attribute to go on).
    """

    #: The most new states one question may explore (see the class docstring).
    max_states = 50_000

    def __init__(self, options: Callable[[Token], Iterable[tuple[Token, ...]]]) -> None:
        self._raw_options = options
        self._kinds: dict[Token, int] = {}  # 0: no moves, 1: a copy of *1, 2: other
        self._options: dict[Token, list[tuple[tuple[Token, ...], int]]] = {}
        self._values: dict[State, tuple[int, int]] = {}
        self._gammas: dict[State, _Gammas] = {}

    # -- components -----------------------------------------------------------

    def _kind(self, token: Token) -> int:
        kind = self._kinds.get(token)
        if kind is None:
            moves = [tuple(m) for m in self._raw_options(token)]
            if not moves:
                kind = 0
            elif all(self._ends(t) for move in moves for t in move):
                kind = 1
            else:
                kind = 2
            self._kinds[token] = kind
        return kind

    def _ends(self, token: Token) -> bool:
        """True when the component has no moves."""
        kind = self._kinds.get(token)
        if kind is not None:
            return kind == 0
        return next(iter(self._raw_options(token)), None) is None

    def _split(self, tokens: Iterable[Token]) -> tuple[list[Token], int]:
        """Components that matter, and the parity of the ``*1`` copies."""
        kept, parity = [], 0
        for t in tokens:
            kind = self._kind(t)
            if kind == 2:
                kept.append(t)
            elif kind == 1:
                parity ^= 1
        return kept, parity

    def _token_options(self, token: Token) -> list[tuple[tuple[Token, ...], int]]:
        found = self._options.get(token)
        if found is None:
            found = []
            for move in self._raw_options(token):
                kept, parity = self._split(move)
                found.append((tuple(kept), parity))
            self._options[token] = found
        return found

    def state(self, tokens: Iterable[Token]) -> tuple[State, int]:
        """The normalised multiset of a sum and its ``*1`` parity."""
        kept, parity = self._split(tokens)
        return frozenset(Counter(kept).items()), parity

    def _moves(self, state: State) -> list[tuple[State, int]]:
        moves = []
        counts = dict(state)
        for token, count in state:
            for left, parity in self._token_options(token):
                after = dict(counts)
                if count == 1:
                    del after[token]
                else:
                    after[token] = count - 1
                for t in left:
                    after[t] = after.get(t, 0) + 1
                moves.append((frozenset(after.items()), parity))
        return moves

    # -- misère nim values ------------------------------------------------------

    def nim_value(self, tokens: Iterable[Token]) -> int:
        """``G⁻`` of the sum of ``tokens``."""
        state, parity = self.state(tokens)
        return self._pair(state)[parity]

    def _pair(self, root: State) -> tuple[int, int]:
        """``(G⁻(S), G⁻(S + *1))``, iteratively."""
        values = self._values
        if root in values:
            return values[root]
        stack: list[list] = [[root, None]]
        budget = self.max_states
        opened: set[State] = set()  # expanded, not yet valued: the current path
        while stack:
            frame = stack[-1]
            state = frame[0]
            if frame[1] is None:
                if state in values:
                    stack.pop()
                    continue
                budget -= 1
                if budget < 0:
                    raise CGTError(
                        f"misère analysis: this sum needs more than {self.max_states:,} states "
                        "(misère play has no shortcut through its components; raise "
                        "MisereSolver.max_states to go on)")
                moves = self._moves(state)
                frame[1] = moves
                opened.add(state)
                pending = [s for s, _ in moves if s not in values]
                _refuse_cycle(pending, opened)
                if pending:
                    stack.extend([s, None] for s in pending)
                    continue
            moves = frame[1]
            if not moves:  # the empty sum: no moves, a misère win
                value = (1, 0)
            else:
                plain = mex(values[s][p] for s, p in moves)
                with_star = mex([values[s][p ^ 1] for s, p in moves] + [plain])
                value = (plain, with_star)
            values[state] = value
            opened.discard(state)
            stack.pop()
        return values[root]

    # -- the genus --------------------------------------------------------------

    def gammas(self, tokens: Iterable[Token], count: int) -> list[int]:
        """``γ0, ..., γ(count-1)`` of the sum of ``tokens``."""
        state, parity = self.state(tokens)
        sequence = self._gamma_sequence(state)
        return [sequence.at(i)[parity] for i in range(count)]

    def genus(self, tokens: Iterable[Token], nim_value: int) -> Genus:
        """The genus of the sum of ``tokens``, whose normal-play value is ``nim_value``."""
        state, parity = self.state(tokens)
        sequence = self._gamma_sequence(state)
        start = sequence.start
        terms = [sequence.at(i)[parity] for i in range(start + 2)]
        while start > 0 and terms[start - 1] == terms[start + 1]:
            start -= 1
        return Genus(nim_value, tuple(terms[: start + 2]))

    def _gamma_sequence(self, root: State) -> _Gammas:
        table = self._gammas
        if root in table:
            return table[root]
        stack: list[list] = [[root, None]]
        opened: set[State] = set()
        while stack:
            frame = stack[-1]
            state = frame[0]
            if frame[1] is None:
                if state in table:
                    stack.pop()
                    continue
                moves = self._moves(state)
                frame[1] = moves
                opened.add(state)
                pending = [s for s, _ in moves if s not in table]
                _refuse_cycle(pending, opened)
                if pending:
                    stack.extend([s, None] for s in pending)
                    continue
            table[state] = self._solve_gammas(frame[1])
            opened.discard(state)
            stack.pop()
        return table[root]

    def _solve_gammas(self, moves: list[tuple[State, int]]) -> _Gammas:
        """The pairs ``v_i = (G⁻(S + 2i), G⁻(S + 2i + *1))`` from the options'.

        ``v_i`` is a function of ``v_(i-1)`` and the options' ``v_i`` (moves in
        the heaps of size 2 lead to ``S + 2(i-1)`` plus ``*1`` or not). Once
        every option's sequence alternates, from ``i >= start``, the step
        from ``v_(i-1)`` to ``v_i`` depends on the parity of ``i`` only, so
        ``v_i = v_(i-2)`` with ``i - 1 >= start`` proves ``v`` 2-periodic
        from ``i - 2`` on.
        """
        options = [(self._gammas[s], p) for s, p in moves]
        settled = max((seq.start for seq, _ in options), default=0)
        pairs: list[tuple[int, int]] = []
        for i in range(settled + _GAMMA_SLACK):
            seen = [seq.at(i)[p] for seq, p in options]
            seen_star = [seq.at(i)[p ^ 1] for seq, p in options]
            if i:
                before = pairs[i - 1]
                seen += before  # *2 -> *1 and *2 -> 0
                seen_star += before
            plain = mex(seen) if seen else 1  # no move at all: a misère win
            pairs.append((plain, mex(seen_star + [plain])))
            if i >= 2 and i - 1 >= settled and pairs[i] == pairs[i - 2]:
                return _Gammas(pairs[:i], i - 2)
        raise CGTError("the genus sequence did not settle (this should not happen)")


def _refuse_cycle(pending: list[State], opened: set[State]) -> None:
    """A move back to a sum still being solved is a cycle: the game is loopy."""
    for state in pending:
        if state in opened:
            shown = " + ".join(f"{token!r}" + (f" x{count}" if count > 1 else "")
                               for token, count in state) or "the empty sum"
            raise CGTError(f"misère analysis: {shown} comes back to itself, so the game is "
                           "loopy; misère values here are for short games (see cgt.loopy)")


# -- positions ---------------------------------------------------------------------


def _atoms(position) -> list:
    """``position`` split into components that do not split further."""
    atoms, todo = [], [position]
    while todo:
        p = todo.pop()
        parts = list(p.components())
        if len(parts) == 1 and parts[0] is p:
            atoms.append(p)
        else:
            todo.extend(parts)
    return atoms


def _position_options(position) -> list[tuple]:
    return [tuple(_atoms(q)) for q in position.moves()]


_SOLVERS: dict[type, MisereSolver] = {}


def _solver_for(position) -> tuple[MisereSolver, list]:
    """A solver shared by positions of one ruleset (tables persist between calls)."""
    hook = getattr(position, "misere_solver", None)
    if hook is not None:
        return hook()
    atoms = _atoms(position)
    kinds = {type(a) for a in atoms}
    key = kinds.pop() if len(kinds) == 1 else object
    solver = _SOLVERS.get(key)
    if solver is None:
        solver = _SOLVERS[key] = MisereSolver(_position_options)
    return solver, atoms


def clear_misere_tables() -> None:
    """Forget the misère values solved for positions of every ruleset."""
    _SOLVERS.clear()


def misere_nim_value(position) -> int:
    """``G⁻`` of an impartial position: 1 with no moves, else the mex of the
    options'. The position is a misère P-position exactly when this is 0.

    A nimber ``*n`` given as a value is played as its canonical form, a
    Nim heap of ``n``: ``G⁻`` is 1 for ``*0``, 0 for ``*``, ``n`` otherwise
    (*Winning Ways*, ch. 13). Other values are refused: misère play is not
    decided by a normal-play value.

    >>> import cgt
    >>> [misere_nim_value(cgt.nimber(n)) for n in range(4)]
    [1, 0, 2, 3]
    >>> misere_outcome(cgt.parse("{1|-1}"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: ±1 is not an impartial position: misère play needs the moves of ...
    """
    heap = _nim_heap(position)
    if heap is not None:
        return 1 if heap == 0 else 0 if heap == 1 else heap
    solver, tokens = _solver_for(position)
    return solver.nim_value(tokens)


def misere_outcome(position) -> Outcome:
    """``P`` when the player to move loses under misère play, else ``N``.

    >>> import cgt
    >>> str(misere_outcome(cgt.star)), str(misere_outcome(cgt.zero))
    ('P', 'N')
    """
    return Outcome.P if misere_nim_value(position) == 0 else Outcome.N


def genus(position) -> Genus:
    """Conway's genus of an impartial position (normal value from ``position.grundy``)."""
    if _nim_heap(position) is not None:
        raise CGTError(f"{position} is a value: the genus is computed for positions "
                       "(a Nim heap: cgt.games.nim.Nim([n]))")
    solver, tokens = _solver_for(position)
    return solver.genus(tokens, position.grundy)


def _nim_heap(position: Any) -> int | None:
    """``n`` for a game value ``*n``; None for a position; CGTError for other values."""
    if hasattr(position, "moves"):
        return None
    if getattr(position, "is_nimber", False):
        return int(position.nim_value)
    raise CGTError(
        f"{position} is not an impartial position: misère play needs the moves of a game, "
        "and only a nimber's value fixes them (here, a nim heap)"
    )

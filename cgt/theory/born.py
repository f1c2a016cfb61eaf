"""The games born by day ``n``: every canonical form of birthday at most
``n`` (Siegel, *CGT*, III.1; Berlekamp, Conway and Guy count them: 1, 4,
22 and 1474 by days 0 to 3).

The games born by day ``n + 1`` are ``{L | R}`` for ``L`` and ``R`` sets of
games born by day ``n``; dominated options change nothing, so ``L`` and
``R`` run over the antichains of that partial order only (the 22 games of
day 2 have 98 antichains, so day 3 is 9,604 forms to build, not 2^44).

>>> [len(born_by(n)) for n in range(3)]
[1, 4, 22]
"""

from __future__ import annotations

from cgt.core.canonical import build
from cgt.core.form import Form, zero
from cgt.core.order import less_equal
from cgt.errors import CGTError

__all__ = ["MAX_DAY", "born_by"]

#: The last day computed (day 4 has more than 3 * 10^12 games).
MAX_DAY = 3


def born_by(day: int) -> list[Form]:
    """The canonical games born by ``day`` (0 to :data:`MAX_DAY`), in order
    of birth, each once."""
    if not 0 <= day <= MAX_DAY:
        raise CGTError(f"the games born by day {day} are not computed: days 0 to {MAX_DAY} "
                       "are (day 4 alone has more than 3 * 10^12 games)")
    games = [zero]
    for _ in range(day):
        chains = _antichains(games)
        seen = {g.id for g in games}
        new = list(games)
        for left in chains:
            for right in chains:
                g = build(list(left), list(right))
                if g.id not in seen:
                    seen.add(g.id)
                    new.append(g)
        games = new
    return games


def _antichains(games: list[Form]) -> list[tuple[Form, ...]]:
    """Every set of pairwise incomparable games of ``games`` (the empty set too)."""
    n = len(games)
    comparable = [[i != j and (less_equal(games[i], games[j]) or less_equal(games[j], games[i]))
                   for j in range(n)] for i in range(n)]
    found: list[tuple[Form, ...]] = []
    stack: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    while stack:
        start, chosen = stack.pop()
        found.append(tuple(games[i] for i in chosen))
        for k in range(start, n):
            if not any(comparable[k][i] for i in chosen):
                stack.append((k + 1, (*chosen, k)))
    return found

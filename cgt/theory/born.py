"""The games born by day ``n``: every canonical form of birthday at most
``n`` (Siegel, *CGT*, III.1; Berlekamp, Conway and Guy count them: 1, 4,
22 and 1474 by days 0 to 3).

The games born by day ``n + 1`` are ``{L | R}`` for ``L`` and ``R`` sets of
games born by day ``n``; dominated options change nothing, so ``L`` and
``R`` run over the antichains of that partial order only (the 22 games of
day 2 have 98 antichains, so day 3 is 9,604 forms to build, not 2^44).

>>> [len(born_by(n)) for n in range(3)]
[1, 4, 22]

The games born by day ``n`` form a distributive lattice (Calistrate,
Paulhus and Wolfe, "On the lattice structure of finite games", *More
Games of No Chance*, 2002; Siegel, *CGT*, III.1): every two have a least
upper bound in it, their *join*, and a greatest lower bound, their
*meet*. Every ``G`` born by day ``n`` equals ``{⌊G⌋ | ⌈G⌉}``, where
``⌊G⌋`` is the set of games born by day ``n - 1`` that are not ``>= G``
and ``⌈G⌉`` those not ``<= G`` (each one added to ``G``'s options is a gift
horse), and

- ``G ∨ H = {⌊G⌋ ∪ ⌊H⌋ | ⌈G⌉ ∩ ⌈H⌉}``,
- ``G ∧ H = {⌊G⌋ ∩ ⌊H⌋ | ⌈G⌉ ∪ ⌈H⌉}``.

(The join is ``>= G`` and ``>= H``, having more Left options and fewer
Right ones than both; below any ``X`` born by day ``n`` that is above both,
as no option of it is ``>= X`` and every Right option ``K`` of ``X`` is not
``<= G`` nor ``<= H``, so a Right option of the join, and not ``<= `` it.)
On day 1, ``0 ∨ * = 1``; on day 2 it is ``1/2``:

>>> from cgt.core.form import star, zero
>>> from cgt.notation.printer import format_game as text
>>> text(join(zero, star, 1)), text(join(zero, star, 2)), text(meet(zero, star, 2))
('1', '1/2', '-1/2')
"""

from __future__ import annotations

from cgt.core.canonical import build
from cgt.core.form import Form, zero
from cgt.core.memo import Memo
from cgt.core.order import less_equal
from cgt.errors import CGTError

__all__ = ["MAX_DAY", "born_by", "join", "meet"]

#: The last day computed (day 4 has more than 3 * 10^12 games).
MAX_DAY = 3


def born_by(day: int) -> list[Form]:
    """The canonical games born by ``day`` (0 to :data:`MAX_DAY`), in order
    of birth, each once."""
    return list(_born_by(day))


#: The games born by each day, once listed (day 3 builds 9,604 forms).
_BORN: Memo[int, tuple[Form, ...]] = Memo("games born by day")


def _born_by(day: int) -> tuple[Form, ...]:
    known = _BORN.get(day)
    if known is None:
        known = _list_born_by(day)
        _BORN.store(day, known)
    return known


def _list_born_by(day: int) -> tuple[Form, ...]:
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
    return tuple(games)


def join(g: Form, h: Form, day: int) -> Form:
    """``G ∨ H``, the least game born by ``day`` that is ``>= G`` and
    ``>= H`` (days 0 to ``MAX_DAY + 1``); CGTError when ``G`` or ``H`` is
    born later."""
    below, above = _cuts(g, h, day)
    return build([k for k, (under_g, under_h) in below if under_g or under_h],
                 [k for k, (over_g, over_h) in above if over_g and over_h])


def meet(g: Form, h: Form, day: int) -> Form:
    """``G ∧ H``, the greatest game born by ``day`` that is ``<= G`` and
    ``<= H`` (days 0 to ``MAX_DAY + 1``)."""
    below, above = _cuts(g, h, day)
    return build([k for k, (under_g, under_h) in below if under_g and under_h],
                 [k for k, (over_g, over_h) in above if over_g or over_h])


def _cuts(g: Form, h: Form, day: int) -> tuple[list[tuple[Form, tuple[bool, bool]]],
                                               list[tuple[Form, tuple[bool, bool]]]]:
    """For each game ``K`` born by ``day - 1``: whether ``K`` is in ``⌊G⌋``
    and in ``⌊H⌋``, and whether in ``⌈G⌉`` and in ``⌈H⌉``."""
    if not 0 <= day <= MAX_DAY + 1:
        raise CGTError(f"the lattice of games born by day {day} is not computed: days 0 to "
                       f"{MAX_DAY + 1} are")
    for x in (g, h):
        if x.birthday > day:
            raise CGTError(f"{x} is born on day {x.birthday}, after day {day}: "
                           "it is not in the lattice of games born by that day")
    if day == 0:
        return [], []
    earlier = _born_by(day - 1)
    below = [(k, (not less_equal(g, k), not less_equal(h, k))) for k in earlier]
    above = [(k, (not less_equal(k, g), not less_equal(k, h))) for k in earlier]
    return below, above


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

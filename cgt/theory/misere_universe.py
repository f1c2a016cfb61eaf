"""Misère play modulo a universe: dead-ending and dicot games.

In misère play almost no two games are comparable (``G ≥ H`` would have to
hold in every sum), so the theory restricts the games that may be added:
``G ≥ H`` *modulo* a universe ``U`` when Left does at least as well in
``G + X`` as in ``H + X`` for every ``X`` in ``U``. Two universes are
studied most:

- :attr:`MisereUniverse.DEAD_ENDING` (``E``, Milley and Renault, "Dead ends
  in misère play: the misère monoid of canonical numbers", Discrete Math.
  2013): once a player has no move, she never has one again, in every
  follower. Most rulesets where pieces are placed or removed (Domineering,
  Hackenbush, ...) are dead-ending.
- :attr:`MisereUniverse.DICOT` (``D``, Dorbec, Renault, Siegel and Sopena,
  "Dicots, and a taxonomy of ranks for misère games", JCTA 2015): in every
  follower both players can move, or neither. Impartial games are dicots.
- :attr:`MisereUniverse.P_FREE_DEAD_ENDING` (``pf(E)``, Davies, Miller and
  Milley, "On sums of P-free forms under misère play", 2025): the
  dead-ending forms none of whose followers is a misère P-position. Not a
  universe in the sense below (``*`` is a dicotic form and a P-position),
  so maintenance and proviso are not the whole test: it has its own,
  :mod:`cgt.theory.misere_pfree`, and no canonical forms here.

**Comparison.** Both are *universes* in Larsson, Nowakowski and Santos'
sense ("Absolute combinatorial game theory", 2018: closed under sums,
options, conjugates and dicotic forms), and in a universe ``G ≥ H`` holds
exactly when (their Theorem 4, restated for misère play by Larsson, Milley,
Nowakowski, Renault and Santos, "Recursive comparison tests for dicot and
dead-ending games under misère play", 2021/arXiv:1807.11297):

- *maintenance*: for every ``H^L`` some ``G^L ≥ H^L`` or some ``H^LR ≤ G``;
  for every ``G^R`` some ``H^R ≤ G^R`` or some ``G^RL ≥ H``;
- *proviso*: if ``H`` is a Left end, ``G`` is *Left-strong* (Left moving
  first wins ``G + X`` for every Left end ``X`` of the universe); if ``G`` is
  a Right end, ``H`` is Right-strong.

In ``D`` the only end is ``0``, so Left-strong is "Left wins ``G`` moving
first". In ``E`` the Left ends are the Left dead ends; Left-strong is
"Left wins ``G`` and ``G + M_b`` moving first", where ``b`` is ``G``'s
birthday and ``M_n = {|0, M_(n-1)}`` the *perfect murder* of the 2021 paper
(:func:`perfect_murder`): Left makes at most ``b`` moves, so Right answers
with at most ``b`` moves in ``X``, each of which ``M_b`` can copy (moving to
``M_(k-1)`` while ``X`` goes on, to ``0`` when ``X`` ends), while ``X = 0``
is the one Left end where Right has no move to spend.

>>> import cgt
>>> E = MisereUniverse.DEAD_ENDING
>>> one, minus_one = game_form(1), game_form(-1)
>>> misere_equivalent(one + minus_one, game_form(0), E), misere_ge(one, game_form(0), E)
(True, False)
>>> misere_canonical_form("{-1|0,*}", E)
game_form('{-1|0,1}')
"""

from __future__ import annotations

import enum
from typing import Final

from cgt.core.deep import deep_call
from cgt.core.outcome import Outcome, Player
from cgt.errors import CGTError
from cgt.theory.misere_gameform import (
    GameForm,
    game_form,
    hereditary,
    integer_form,
    wins_moving_first,
)
from cgt.theory.misere_pfree import is_p_free, p_free_ge

__all__ = [
    "MisereUniverse",
    "is_dead_end",
    "is_dead_ending",
    "is_dicot",
    "is_strong",
    "misere_canonical_form",
    "misere_equivalent",
    "misere_ge",
    "perfect_murder",
]


class MisereUniverse(enum.Enum):
    """A universe of games that misère comparisons and canonical forms hold modulo."""

    DEAD_ENDING = "dead-ending"
    DICOT = "dicot"
    P_FREE_DEAD_ENDING = "P-free dead-ending"

    def __str__(self) -> str:
        return self.value

    def contains(self, game: GameForm) -> bool:
        """Whether ``game`` (a :class:`GameForm`) belongs to this universe.

        >>> [MisereUniverse.P_FREE_DEAD_ENDING.contains(game_form(t)) for t in ("{0|1}", "{*|*}")]
        [True, False]
        """
        if self is MisereUniverse.DICOT:
            return is_dicot(game)
        return is_dead_ending(game) and (self is MisereUniverse.DEAD_ENDING or is_p_free(game))


_DEAD_ENDING: Final[dict[int, bool]] = {}
_DICOT: Final[dict[int, bool]] = {}
_DEAD_LEFT_END: Final[dict[int, bool]] = {}
_DEAD_RIGHT_END: Final[dict[int, bool]] = {}


def is_dead_end(game: GameForm, player: Player) -> bool:
    """Whether ``player`` has no move in ``game`` nor in any follower of it.

    >>> is_dead_end(game_form(-2), Player.LEFT), is_dead_end(game_form("{|*}"), Player.LEFT)
    (True, False)
    """
    left = Player.parse(player) is Player.LEFT
    game = game_form(game)
    return hereditary((lambda g: not g.left) if left else (lambda g: not g.right),
                       _DEAD_LEFT_END if left else _DEAD_RIGHT_END, game)


def _ends_are_dead(g: GameForm) -> bool:
    return (bool(g.left) or is_dead_end(g, Player.LEFT)) and \
        (bool(g.right) or is_dead_end(g, Player.RIGHT))


def is_dead_ending(game: object) -> bool:
    """Whether every end among the followers of ``game`` is dead: a player who
    has no move never gets one again (Milley and Renault, 2013).

    >>> [is_dead_ending(t) for t in ("{|*}", "{*|*}", "{-1|0,*}", "{0|{|*}}")]
    [False, True, True, False]
    """
    return hereditary(_ends_are_dead, _DEAD_ENDING, game_form(game))


def is_dicot(game: object) -> bool:
    """Whether in ``game`` and each follower both players can move, or neither.

    >>> [is_dicot(t) for t in ("*", "{0,*|*}", "1", "{*|0}")]
    [True, True, False, True]
    """
    return hereditary(lambda g: bool(g.left) == bool(g.right), _DICOT, game_form(game))


def perfect_murder(n: int) -> GameForm:
    """``M_n = {|0, M_(n-1)}`` (``M_0 = 0``): the Left dead end in which Right may
    spend any number of moves from 1 to ``n``, choosing as he goes (Larsson,
    Milley, Nowakowski, Renault and Santos' *perfect murder*).

    >>> perfect_murder(1), perfect_murder(2)
    (game_form('-1'), game_form('{|0,-1}'))
    """
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTError(f"perfect_murder: {n!r} is not a non-negative integer")
    zero = integer_form(0)
    murder = zero
    for _ in range(n):
        murder = GameForm.of([], [zero, murder])
    return murder


def is_strong(game: object, player: Player,
              universe: MisereUniverse = MisereUniverse.DEAD_ENDING) -> bool:
    """Whether ``player``, moving first, wins ``game + X`` for every end ``X`` of
    ``player`` in ``universe`` (the proviso of the comparison test).

    >>> E = MisereUniverse.DEAD_ENDING
    >>> is_strong("{*|*}", Player.LEFT, E), is_strong("{*|*}", Player.LEFT, MisereUniverse.DICOT)
    (False, True)
    """
    g = game_form(game)
    left = Player.parse(player) is Player.LEFT
    if universe is MisereUniverse.P_FREE_DEAD_ENDING:
        if not is_p_free(g):
            raise CGTError(f"{g} is not P-free: the proviso of the P-free dead-ending "
                           "forms is read for P-free forms only")
        # PFree.strong_left_iff_misereOutcome_R (t4ccer/misere-games, DeadEnding.lean)
        return g.misere_outcome is not (Outcome.R if left else Outcome.L)
    if not (g.left if left else g.right):
        return True  # an end plus an end of the same player is an end: a win at once
    if not wins_moving_first(g, Player.LEFT if left else Player.RIGHT):
        return False
    if universe is MisereUniverse.DICOT:
        return True  # 0 is the only end of a dicot
    murder = perfect_murder(g.birthday)
    if left:
        return wins_moving_first(g + murder, Player.LEFT)
    return wins_moving_first(g + murder.conjugate(), Player.RIGHT)


def _checked(game: object, universe: MisereUniverse) -> GameForm:
    if not isinstance(universe, MisereUniverse):
        raise CGTError(f"{universe!r} is not a MisereUniverse (DEAD_ENDING, DICOT or "
                       "P_FREE_DEAD_ENDING)")
    g = game_form(game)
    if not universe.contains(g):
        raise CGTError(f"{g} is not in the {universe} universe: a comparison modulo it "
                       "holds only between its games")
    return g


_GE: Final[dict[tuple[MisereUniverse, int, int], bool]] = {}


def misere_ge(game: object, other: object,
              universe: MisereUniverse = MisereUniverse.DEAD_ENDING) -> bool:
    """Whether ``game ≥ other`` modulo ``universe``: Left does at least as well in
    ``game + X`` as in ``other + X`` for every ``X`` of the universe (by
    maintenance and proviso, see the module's docstring).

    >>> E = MisereUniverse.DEAD_ENDING
    >>> misere_ge("{-1|0}", -1, E), misere_ge(2, 1, E), misere_ge(1, 2, E)
    (True, False, False)
    """
    g, h = _checked(game, universe), _checked(other, universe)
    if universe is MisereUniverse.P_FREE_DEAD_ENDING:
        return deep_call(g.birthday + h.birthday + 2, p_free_ge, g, h)
    return deep_call(g.birthday + h.birthday, _ge, g, h, universe)


def misere_equivalent(game: object, other: object,
                      universe: MisereUniverse = MisereUniverse.DEAD_ENDING) -> bool:
    """Whether ``game`` and ``other`` are equal modulo ``universe`` (each ≥ the other).

    >>> misere_equivalent("{0,*|*}", "{*|*}", MisereUniverse.DICOT)
    False
    """
    return misere_ge(game, other, universe) and misere_ge(other, game, universe)


def _ge(g: GameForm, h: GameForm, universe: MisereUniverse) -> bool:
    if g is h:
        return True
    key = (universe, g.id, h.id)
    found = _GE.get(key)
    if found is None:
        found = (
            all(any(_ge(gl, hl, universe) for gl in g.left)
                or any(_ge(g, hlr, universe) for hlr in hl.right) for hl in h.left)
            and all(any(_ge(gr, hr, universe) for hr in h.right)
                    or any(_ge(grl, h, universe) for grl in gr.left) for gr in g.right)
            and (bool(h.left) or is_strong(g, Player.LEFT, universe))
            and (bool(g.right) or is_strong(h, Player.RIGHT, universe)))
        _GE[key] = found
    return found


_CANONICAL: Final[dict[tuple[MisereUniverse, int], GameForm]] = {}


def misere_canonical_form(game: object,
                          universe: MisereUniverse = MisereUniverse.DEAD_ENDING) -> GameForm:
    """The simplest form equal to ``game`` modulo ``universe``: options made
    canonical, dominated options dropped, reversible options bypassed.

    A Left option reversible through a Left *end* ``E`` cannot be bypassed as in
    normal play (Left could be left with no move, a win in misère play): it is
    dropped when the rest of the game is still equal to it, and otherwise stands
    for the end as ``{|E}`` (dead-ending) or ``*`` (dicot), a nonzero end to which
    Right must answer; Right's options likewise.

    >>> D = MisereUniverse.DICOT
    >>> E = MisereUniverse.DEAD_ENDING
    >>> misere_canonical_form("{0,*|*}", D), misere_canonical_form("{-1|1}", E)
    (game_form('{0,*|*}'), game_form('0'))
    """
    g = _checked(game, universe)
    if universe is MisereUniverse.P_FREE_DEAD_ENDING:
        raise CGTError(f"no canonical form of {g} modulo the P-free dead-ending forms: "
                       "their reductions are not worked out here (compare with misere_ge)")
    return deep_call(2 * g.birthday + 2, _canonical, g, universe)


def _canonical(g: GameForm, universe: MisereUniverse) -> GameForm:
    key = (universe, g.id)
    found = _CANONICAL.get(key)
    if found is not None:
        return found
    form = GameForm.of([_canonical(o, universe) for o in g.left],
                       [_canonical(o, universe) for o in g.right])
    while True:
        simpler = _bypass_reversible(form, universe)
        simpler = _bypass_reversible(simpler.conjugate(), universe).conjugate()
        simpler = _drop_dominated(simpler, universe)
        simpler = _drop_dominated(simpler.conjugate(), universe).conjugate()
        simpler = _replace_end_reversible(simpler, universe)
        if simpler is form:
            break
        form = simpler
    _CANONICAL[key] = form
    _CANONICAL[(universe, form.id)] = form
    return form


def _bypass_reversible(g: GameForm, universe: MisereUniverse) -> GameForm:
    """Left's options reversible through a non-end, each replaced by the Left
    options of the answer (as in normal play); then Right's, by conjugation."""
    while True:
        for option in g.left:
            answer = next((a for a in option.right if a.left and _ge(g, a, universe)), None)
            if answer is not None:
                g = GameForm.of([o for o in g.left if o is not option] + list(answer.left),
                                g.right)
                break
        else:
            return g


def _drop_dominated(g: GameForm, universe: MisereUniverse) -> GameForm:
    """Left's options less than another of hers dropped (of equal ones, one kept)."""
    kept: list[GameForm] = []
    for option in g.left:
        if any(_ge(other, option, universe) for other in kept):
            continue
        kept = [other for other in kept if not _ge(option, other, universe)] + [option]
    return GameForm.of(kept, g.right)


def _end_reversible(g: GameForm, universe: MisereUniverse) -> tuple[list[GameForm], list[GameForm]]:
    """Left's options reversible through a Left end, and those ends."""
    options, ends = [], []
    for option in g.left:
        for answer in option.right:
            if not answer.left and _ge(g, answer, universe):
                options.append(option)
                ends.append(answer)
                break
    return options, ends


def _replace_end_reversible(g: GameForm, universe: MisereUniverse) -> GameForm:
    """Options reversible through an end, dropped, or else one stand-in for them.

    Such an option gives its player a way to reach an end, which in misère play
    is worth having; it can go if the rest of the game already wins as its
    player moving first against every end of the universe (is *strong*), else
    one stand-in keeps the way: a nonzero end of the player's own (``{|E}``) that
    the opponent must answer (``*`` among dicots, where ``0`` is the only end).
    """
    left, left_ends = _end_reversible(g, universe)
    right, right_ends = _end_reversible(g.conjugate(), universe)
    if not left and not right:
        return g
    core_left = [o for o in g.left if o not in left]
    core_right = [o for o in g.right if o.conjugate() not in right]
    left_choices = _stand_ins(core_left, left_ends, universe)
    right_choices = _stand_ins([o.conjugate() for o in core_right], right_ends, universe)
    for extra_left in left_choices:
        for extra_right in right_choices:
            candidate = GameForm.of(core_left + extra_left,
                                    core_right + [o.conjugate() for o in extra_right])
            if universe.contains(candidate) and _ge(candidate, g, universe) \
                    and _ge(g, candidate, universe):
                return candidate
    return g


def _stand_ins(core: list[GameForm], ends: list[GameForm],
               universe: MisereUniverse) -> list[list[GameForm]]:
    """The ways to keep a player's end-reversible options, simplest first: none,
    if the player's other options are strong without them, then a stand-in."""
    if not ends:
        return [[]]
    choices: list[list[GameForm]] = []
    if not core or _strong_options(core, universe):
        choices.append([])
    zero = integer_form(0)
    candidates = {e.id: e for e in [zero, *ends]}.values()
    for end in sorted(candidates, key=lambda e: (e.birthday, str(e))):
        choices.append([_end_stand_in(end, universe)])
    return choices


def _strong_options(options: list[GameForm], universe: MisereUniverse) -> bool:
    """Whether Left, moving first with these options, wins against every Left end."""
    return is_strong(GameForm.of(options, []), Player.LEFT, universe)


def _end_stand_in(end: GameForm, universe: MisereUniverse) -> GameForm:
    """The Left option that keeps a Left end reachable: Right must answer it."""
    if universe is MisereUniverse.DICOT:
        return GameForm.of([end], [end])  # * (the only end of a dicot is 0)
    return GameForm.of([], [end])

"""Misère comparison and canonical forms modulo the dead-ending and dicot
universes, against the definition by brute force and the facts of the papers.

The definition: ``G >= H`` modulo ``U`` when, for every ``X`` in ``U``, Left
wins ``G + X`` moving first whenever she wins ``H + X`` so, and Right wins
``H + X`` moving first whenever he wins ``G + X`` so. No finite set of ``X``
proves ``G >= H`` (the universe is infinite), but one ``X`` refutes it. So
the brute force runs the definition over a finite pool of games of the
universe and checks both ways: every ``G >= H`` the recursive test claims
survives every game of the pool (a wrong claim would be refuted, whatever
the pool), and every refusal of the test has its witness in the pool. The
pool: the games born by day 2 and their sums with those born by day 1,
which witness every refusal between games born by day 1; between games born
by day 2, some refusals need a witness born on day 3 or later
(``{0|*} >= {0|1}`` fails by maintenance, and only against such a game),
kept in ``WITNESSES``.

Last, the theorems of Davies and Maciosowski's Lean library on dead-ending
and P-free games, and Siegel's adjoint, each checked game by game.
"""

from __future__ import annotations

import doctest
import itertools
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, GameForm, MisereGame, MisereUniverse, game_form
from cgt.core.outcome import Outcome, Player
from cgt.theory import misere_gameform, misere_universe
from cgt.theory.misere_gameform import wins_moving_first
from cgt.theory.misere_universe import (
    is_strong,
    misere_canonical_form,
    misere_equivalent,
    misere_ge,
)

E = MisereUniverse.DEAD_ENDING
D = MisereUniverse.DICOT
SOME = settings(max_examples=60, deadline=None)


def forms_born_by(day: int) -> list[GameForm]:
    """Every literal form born by ``day`` (day 2: 256 forms)."""
    forms = [game_form(0)]
    for _ in range(day):
        subsets = [c for r in range(len(forms) + 1) for c in itertools.combinations(forms, r)]
        forms = [GameForm.of(left, right) for left in subsets for right in subsets]
    return forms


DAY2 = forms_born_by(2)


def universe_games(universe: MisereUniverse, day: int) -> list[GameForm]:
    return [g for g in DAY2 if g.birthday <= day and universe.contains(g)]


def test_doctests():
    assert doctest.testmod(misere_gameform).failed == 0
    assert doctest.testmod(misere_universe).failed == 0


# --- the definition, by brute force ----------------------------------------------------

def outcomes(game: GameForm, tests: list[GameForm]) -> list[tuple[bool, bool]]:
    return [(wins_moving_first(game + x, Player.LEFT), wins_moving_first(game + x, Player.RIGHT))
            for x in tests]


def refuted(g: list[tuple[bool, bool]], h: list[tuple[bool, bool]]) -> bool:
    """Whether some test game X shows that G >= H fails (by the definition)."""
    return any((h_left and not g_left) or (g_right and not h_right)
               for (g_left, g_right), (h_left, h_right) in zip(g, h, strict=True))


#: Dead-ending games that refute the claims G >= H between games born by day 2
#: which no game of the pool refutes (found by a seeded random search over
#: games born on day 3, some added to games born by day 1; born on days 3 to 5,
#: in the order found): with them,
#: every refusal of the test at day 2 has its witness.
WITNESSES = (
    "{{1|0,-1,1}|{-1,1|0,-1}}",
    "{{*|0,-1,1},{0,1|0}|{0,*,-1,1|0,-1},{0,*,1|0,*,-1},{1|0}}",
    "{2,{*,1|0,1},{0,-1|0,*,-1,1},{1|*}|{-1,1|0,*,1},{0,*,-1,1|0},{0,*|*,-1},{0|0,-1}}",
    "{{0|0,-1}|{-1|0,-1},{0,1|-1},{1|0,-1}}",
    "{{0,*,-1|0,1},{0,1|*,-1},{0,1|0,*,1}|{0,-1,1|0},{1|0,-1}}",
    "{{0,*,1|0,-1},{0,1|*,1},{0|*}|{*,-1,1|*,1},{1|0,-1}}",
    "{{-1,1|0},{0,-1|0,-1},{0|-1}|{*|0,*},{0,-1,1|0,*},{1|-1}}",
    "{{*|0,1},{1|0}|{0,*,1|-1,1},{1|-1}}",
    "{{*,1|*,-1,1},{*,1|1}|{1|-1}}",
    "{{1|0,*,-1,1}|{0,*,-1,1|*}}",
    "{{0,1|-1}|{0,*,1|*}}",
    "{{*,-1,1|0,-1},{*,-1|0,*,-1,1},{0|*}|{0|*,-1}}",
    ("{{*,{*,1|1},{-1|*,-1},{0,-1,1|*,-1,1}|{*,1|1},{*|*},{-1|*,-1},{0,-1,1|*,-1,1}},{{*,1|1"
     "},{1|0,*,-1}|*,{*|*},{-1|*,-1},{1|0,*,-1}},{{*,1|1},{1|1}|{*,1|1},{1|1}},{{0,-1,1|*,-1"
     ",1},{1|0,*,-1},{1|1}|{-1|-1}}|{{-1|*,-1},{-1|-1}|{-1|*,-1},{-1|-1}},{{0,-1,1|*,-1,1},{"
     "1|0,*,-1},{1|1}|{-1|-1}}}"),
    ("{{-1|-1,{-1|1},{0|0,1}},{-2,{-1|*,-1}|{*,-1|1},{-1|1}},{{-1,{-1|1}|-2,{0,1|-1}}|{-1,{-"
     "1|*,-1},{-1|1}|{-1|*,-1},{0,*,1|*}},{{0,1|-1}|{0,*,1|*}}}|{-1,-2,{-1|*,-1}|-2,{-1|1},{"
     "0,*,-1|-1,1}},{{-1|*,-1}|-1,{*|0,1},{-1|1}},{{*,-1|1},{0|0,1},{{0,1|-1}|{0,*,1|*}}|{*|"
     "0,1},{0,*,-1|-1,1}}}"),
    "{{0,1|-1},{0,1|}|{0,*|1},{{1|0,*,-1,1}|{0,*,-1,1|*}}}",
)


def pool_of(universe: MisereUniverse) -> list[GameForm]:
    games = universe_games(universe, 2)
    small = [g for g in games if g.birthday <= 1]
    pool = {x.id: x for x in games + [a + b for a in games for b in small]}
    return list(pool.values())


@pytest.mark.parametrize("universe", [E, D])
def test_comparison_against_the_definition_to_day_one(universe):
    """Games born by day 1: the recursive test says G >= H exactly when no test
    game refutes it (each refusal has its witness)."""
    tests = pool_of(universe)
    games = universe_games(universe, 1)
    seen = {g.id: outcomes(g, tests) for g in games}
    for g, h in itertools.product(games, games):
        assert misere_ge(g, h, universe) == (not refuted(seen[g.id], seen[h.id])), (g, h)


@pytest.mark.slow
@pytest.mark.parametrize("universe", [E, D])
def test_comparison_and_canonical_forms_to_day_two(universe):
    """Every pair of games born by day 2 (232 dead-ending, 10 dicot): the test
    says G >= H exactly when no game of the pool (with WITNESSES) refutes it;
    canonical forms are equal to their games and are the same form exactly when
    the games are equal."""
    tests = pool_of(universe)
    if universe is E:
        tests += [game_form(w) for w in WITNESSES]
    games = universe_games(universe, 2)
    seen = {g.id: outcomes(g, tests) for g in games}
    canonical = {g.id: misere_canonical_form(g, universe) for g in games}
    for g in games:
        assert misere_equivalent(g, canonical[g.id], universe), g
        assert not refuted(seen[g.id], outcomes(canonical[g.id], tests))
    for g, h in itertools.product(games, games):
        assert misere_ge(g, h, universe) == (not refuted(seen[g.id], seen[h.id])), (g, h)
        equal = misere_ge(g, h, universe) and misere_ge(h, g, universe)
        assert equal == (canonical[g.id] is canonical[h.id]), (g, h)


def test_a_refusal_needs_a_later_witness():
    """{0|*} >= {0|1} fails by maintenance (Right's * has no answer in {0|1});
    the game found by a search, born on day 3, shows it by the definition."""
    g, h = game_form("{0|*}"), game_form("{0|1}")
    witness = game_form("{1,{0,-1|0,*,1},{1|-1}|{1|0}}")
    assert cgt.is_dead_ending(witness)
    assert not misere_ge(g, h, E) and witness.birthday == 3
    assert refuted(outcomes(g, [witness]), outcomes(h, [witness]))


# --- the facts of the papers ----------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_integers_are_invertible_modulo_dead_ending(n):
    """Milley and Renault (2013), Theorem 2 ("n + (-n) = 0" in E), as also proved
    in Davies and Maciosowski's Lean library (Misere/DeadEnding.lean,
    int_add_neg_misereEQ); and 0 is its canonical form."""
    total = game_form(n) + game_form(-n)
    assert misere_equivalent(total, 0, E)
    assert misere_canonical_form(total, E) is game_form(0)


def test_distinct_integers_are_incomparable():
    """Milley and Renault (2013): distinct integers are incomparable modulo E;
    cgt-tools' cgt/misere/left_dead_end.rs test partial_order: 3 and 2 (Right's
    counts of moves) compare to None."""
    for m, n in itertools.permutations(range(-3, 4), 2):
        assert not misere_ge(m, n, E), (m, n)


def test_left_dead_end_order_of_cgt_tools():
    """cgt-tools' cgt/misere/left_dead_end.rs, test partial_order, in its notation
    where n is a Left dead end with n Right moves (our -n), {a, b} the game with
    Right moves to a and b: 3 > {1, 2} and 1 > {0, 1}."""
    assert misere_ge(-3, "{|-1,-2}", E) and not misere_ge("{|-1,-2}", -3, E)
    assert misere_ge(-1, "{|0,-1}", E) and not misere_ge("{|0,-1}", -1, E)


def test_left_dead_ends_born_by_day():
    """cgt-tools' cgt/misere/left_dead_end.rs, test born_by_day: the Left dead
    ends born by days 0 to 4, up to equality modulo E, number 1, 2, 4, 10 and 52
    (days 1 and 2 are 0, 1 and 0, 1, 2, {0, 1}, in its notation where n is our
    -n). Each day is made of the canonical forms of the day before, as there."""
    day = [game_form(0)]
    counts = [1]
    for _ in range(4):
        forms = [GameForm.of([], c) for r in range(len(day) + 1)
                 for c in itertools.combinations(day, r)]
        day = list({misere_canonical_form(f, E).id: misere_canonical_form(f, E)
                    for f in forms}.values())
        counts.append(len(day))
        if len(day) == 4:
            assert {str(g) for g in day} == {"0", "-1", "-2", "{|0,-1}"}
    assert counts == [1, 2, 4, 10, 52]


def test_nonzero_dead_ends_are_won_by_their_player():
    """Milley and Renault (2013), Lemma 3: a nonzero Left dead end is an L
    position (as also in Davies and Maciosowski's Lean library,
    isDeadEnd_left_misereOutcome_L)."""
    for g in universe_games(E, 2):
        if g.birthday and cgt.is_dead_end(g, Player.LEFT):
            assert str(g.misere_outcome) == "L", g


def test_simplest_forms_of_gemau():
    """Davies' gemau (src/forms/augmented/deadending.rs and dicot.rs, tests
    test_simplest_form): {-1|0,*} reduces to {-1|0,∎} modulo E and {0,*|*} to
    {∎,0|*} modulo D, where ∎ (a tombstone) is an option through which its player
    reaches an end. A form keeps a real game in its place: {E|} for Right in E
    (here 1), * in D."""
    assert misere_canonical_form("{-1|0,*}", E) is game_form("{-1|0,1}")
    assert misere_equivalent("{-1|0,*}", "{-1|0,1}", E)
    assert misere_canonical_form("{0,*|*}", D) is game_form("{0,*|*}")


def test_dicot_equality_of_impartial_games_is_misere_equality():
    """Renault, "Binary dicots, a core of dicot games" (Integers 15, 2015):
    impartial games equal modulo dicots are equal modulo impartial games, that is
    have one misère canonical form (Conway, ONAG ch. 12): checked on every
    impartial form born by day 3 against cgt.MisereGame."""
    impartial = [game_form(0)]
    for _ in range(3):
        impartial = [GameForm.of(c, c) for r in range(len(impartial) + 1)
                     for c in itertools.combinations(impartial, r)]

    def as_misere(g: GameForm) -> MisereGame:
        return MisereGame.from_options(as_misere(o) for o in g.left)

    for g, h in itertools.product(impartial, impartial):
        assert misere_equivalent(g, h, D) == (as_misere(g) == as_misere(h)), (g, h)


def test_left_strong_by_perfect_murders():
    """{*|*}: Left moving first wins alone (D's only end is 0) but not beside the
    perfect murder M_2 = {|0,-1}: Right answers * by moving M_2 to 0."""
    assert is_strong("{*|*}", Player.LEFT, D)
    assert not is_strong("{*|*}", Player.LEFT, E)
    assert not wins_moving_first(game_form("{*|*}") + cgt.perfect_murder(2), Player.LEFT)


# --- algebraic laws -------------------------------------------------------------------

dead_ending = st.sampled_from(universe_games(E, 2))
dicots = st.sampled_from(universe_games(D, 2))


@SOME
@given(dead_ending, dead_ending, dead_ending)
def test_order_is_a_preorder_compatible_with_sums(g, h, k):
    assert misere_ge(g, g, E)
    if misere_ge(g, h, E) and misere_ge(h, k, E):
        assert misere_ge(g, k, E)
    if misere_ge(g, h, E):
        assert misere_ge(g + k, h + k, E)
        # and the outcome is monotone: X = 0 is in the universe
        assert refuted(outcomes(g, [game_form(0)]), outcomes(h, [game_form(0)])) is False


@SOME
@given(dead_ending, dead_ending)
def test_conjugation_reverses_the_order(g, h):
    assert misere_ge(g, h, E) == misere_ge(h.conjugate(), g.conjugate(), E)


@SOME
@given(st.one_of(dead_ending.map(lambda g: (g, E)), dicots.map(lambda g: (g, D))))
def test_canonical_form_is_equal_and_idempotent(case):
    g, universe = case
    c = misere_canonical_form(g, universe)
    assert misere_equivalent(g, c, universe)
    assert misere_canonical_form(c, universe) is c
    assert c.birthday <= g.birthday


day_three = st.builds(GameForm.of, st.lists(dead_ending, min_size=1, max_size=3),
                      st.lists(dead_ending, min_size=1, max_size=3))


@SOME
@given(day_three, dead_ending)
def test_canonical_form_ignores_equal_and_dominated_options(g, extra):
    """Games born on day 3, beyond the exhaustive check: options replaced by
    equal ones (their canonical forms), or a Left option added below one of
    Left's, give the same canonical form: the reductions end in one form for
    one value (Larsson, Milley, Nowakowski, Renault and Santos: uniqueness of
    reduced forms in E)."""
    if not cgt.is_dead_ending(g):
        return
    c = misere_canonical_form(g, E)
    same = GameForm.of([misere_canonical_form(o, E) for o in g.left], g.right)
    assert misere_canonical_form(same, E) is c
    if any(misere_ge(o, extra, E) for o in g.left):
        more = GameForm.of(g.left + (extra,), g.right)
        if cgt.is_dead_ending(more):
            assert misere_equivalent(more, g, E)
            assert misere_canonical_form(more, E) is c


@SOME
@given(dead_ending, dead_ending)
def test_conjugate_property(g, h):
    """Every universe has the conjugate property (Davies and Milley, arXiv
    2410.06924; for E, Larsson, Milley, Nowakowski, Renault and Santos,
    arXiv 1807.11297): if G + H = 0 then H = conjugate(G)."""
    if misere_equivalent(g + h, 0, E):
        assert misere_equivalent(h, g.conjugate(), E)


@pytest.mark.parametrize("universe", [E, D])
def test_conjugate_property_by_day_one_and_two(universe):
    """The conjugate property, exhaustively for G born by day 1 and H born by
    day 2: G + H = 0 only when H = conjugate(G). The invertible games born by
    day 1: 0 and the integers in E (Milley and Renault), 0 and * in D (* + * = 0:
    Conway's misère arithmetic, which D keeps by Renault's theorem above)."""
    zero = game_form(0)
    invertible = set()
    for g in universe_games(universe, 1):
        for h in universe_games(universe, 2):
            if misere_equivalent(g + h, zero, universe):
                assert misere_equivalent(h, g.conjugate(), universe), (g, h)
                invertible.add(str(g))
    assert invertible == ({"0", "1", "-1"} if universe is E else {"0", "*"})


# --- bad input ------------------------------------------------------------------------

def test_bad_input():
    with pytest.raises(CGTError, match="not in the dead-ending universe"):
        misere_ge("{|*}", 0, E)
    with pytest.raises(CGTError, match="not in the dicot universe"):
        misere_canonical_form(1, D)
    with pytest.raises(CGTError, match="not a MisereUniverse"):
        misere_ge(0, 0, "dead-ending")  # type: ignore[arg-type]
    with pytest.raises(cgt.ParseError, match="expected"):
        game_form("{0|1")
    with pytest.raises(CGTError, match="has no game form"):
        game_form(1.5)
    with pytest.raises(CGTError, match="make a GameForm"):
        GameForm()


def test_deep_forms_do_not_overflow():
    deep = game_form(3000)
    assert misere_canonical_form(deep, E) is deep
    assert misere_ge(deep, deep, E) and not misere_ge(deep, 2999, E)


def test_random_birthday_three_games_are_equal_to_their_canonical_forms():
    games = universe_games(E, 2)
    rng = random.Random(7)
    for _ in range(40):
        g = GameForm.of(rng.sample(games, rng.randint(1, 3)), rng.sample(games, rng.randint(1, 3)))
        if cgt.is_dead_ending(g):
            assert misere_equivalent(g, misere_canonical_form(g, E), E)


# --- the theorems of Davies and Maciosowski's Lean library ------------------------------
#
# t4ccer/misere-games (commit 16f8cd0) proves, for all short games, what is
# checked below on every game of a finite family: the dead-ending forms born
# by day 2, the P-free ones among them (Davies, Miller and Milley, "On sums of
# P-free forms under misère play", 2025, Definition 2.2: no follower, the form
# itself included, is a misère P-position), and the 16 Left dead ends born by
# day 3. Each test names the file and lemma.

LEFT, RIGHT = Player.LEFT, Player.RIGHT
DEAD_ENDING_DAY2 = universe_games(E, 2)


@cache
def is_p_free(g: GameForm) -> bool:
    return g.misere_outcome is not Outcome.P and all(map(is_p_free, g.left + g.right))


P_FREE = [g for g in DEAD_ENDING_DAY2 if is_p_free(g)]


def left_dead_ends_born_by(day: int) -> list[GameForm]:
    ends = [game_form(0)]
    for _ in range(day):
        ends = [GameForm.of([], c) for r in range(len(ends) + 1)
                for c in itertools.combinations(ends, r)]
    return ends


def test_the_families_of_the_lean_checks():
    assert len(DAY2) == 256 and game_form(0) in P_FREE and game_form("*") not in P_FREE
    assert 0 < len(P_FREE) < len(DEAD_ENDING_DAY2) < len(DAY2)
    assert len(left_dead_ends_born_by(3)) == 16


def test_a_dead_ending_left_end_won_by_either_player_is_zero():
    """Misere/DeadEnding.lean, eq_zero_of_misereOutcome: a dead-ending form in
    which Left has no move and whose misère outcome is N is 0 (every other
    Left end is won by Left alone, Milley and Renault's Lemma 3)."""
    found = [g for g in DEAD_ENDING_DAY2
             if g.is_end(LEFT) and g.misere_outcome is Outcome.N]
    assert found == [game_form(0)]
    mirrored = [g for g in DEAD_ENDING_DAY2
                if g.is_end(RIGHT) and g.misere_outcome is Outcome.N]
    assert mirrored == [game_form(0)]


@cache
def right_moves_decide(g: GameForm, h: GameForm) -> bool:
    """The test of Misere/DeadEnding.lean, misereGE_iff_isEndLike_of_isDeadEnd_left,
    for two Left dead ends: ``G ≥ H`` modulo E exactly when ``H`` is a Right end
    if ``G`` is, and every Right move of ``G`` is at least some Right move of ``H``."""
    return (bool(g.right) or not h.right) and all(
        any(right_moves_decide(gr, hr) for hr in h.right) for gr in g.right)


def test_left_dead_ends_compare_by_right_moves_alone():
    ends = left_dead_ends_born_by(3)
    assert all(cgt.is_dead_end(g, LEFT) for g in ends)
    for g, h in itertools.product(ends, ends):
        assert misere_ge(g, h, E) == right_moves_decide(g, h), (g, h)
    # cgt-tools' left_dead_end.rs order, read by the same test: 3 > {1, 2}
    assert right_moves_decide(game_form(-3), game_form("{|-1,-2}"))


def test_a_p_free_form_is_strong_unless_the_other_player_wins_it():
    """Misere/DeadEnding.lean, PFree.strong_left_iff_misereOutcome_R and
    PFree.strong_right_iff_misereOutcome_L: modulo a dead-ending universe, a
    P-free form is Left-strong (Left moving first wins it beside every Left
    end) exactly when its outcome is not R, and Right-strong exactly when it
    is not L. Here ``is_strong`` plays against perfect murders instead."""
    for g in P_FREE:
        outcome = g.misere_outcome
        assert is_strong(g, LEFT, E) == (outcome is not Outcome.R), g
        assert is_strong(g, RIGHT, E) == (outcome is not Outcome.L), g


def test_p_free_dead_ending_outcomes_are_stable_under_sums():
    """Misere/PFreeDeadEnding.lean, instance OutcomeStable IsDeadEnding (Davies,
    Miller and Milley, Definition 3.4): for P-free dead-ending G and H, two L
    positions add up to an L position, two R to an R, and beside an N position
    the winner of the other still wins moving first."""
    for g, h in itertools.combinations_with_replacement(P_FREE, 2):
        og, oh = g.misere_outcome, h.misere_outcome
        total = g + h
        for a, b in ((og, oh), (oh, og)):
            if a is b is Outcome.L:
                assert total.misere_outcome is Outcome.L, (g, h)
            if a is b is Outcome.R:
                assert total.misere_outcome is Outcome.R, (g, h)
            if a is Outcome.L and b is Outcome.N:
                assert wins_moving_first(total, LEFT), (g, h)
            if a is Outcome.R and b is Outcome.N:
                assert wins_moving_first(total, RIGHT), (g, h)


def test_sums_of_p_free_dead_ending_forms_are_p_free():
    """Misere/PFreeDeadEnding.lean, instance ClosedUnderAdd PFreeDeadEnding
    (Davies, Miller and Milley, Theorem 3.19, by property X of the dead-ending
    games, instance IntegerInvertible.PropertyX ShortDeadEnding)."""
    for g, h in itertools.combinations_with_replacement(P_FREE, 2):
        assert is_p_free(g + h), (g, h)


@pytest.mark.parametrize("k", [-3, -2, -1, 1, 2, 3])
def test_a_p_free_form_plus_an_integer_is_never_a_p_position(k):
    """Misere/OutcomeStable.lean, misereOutcome_add_int_ne_P (Davies, Miller and
    Milley, Lemma 3.3)."""
    n = game_form(k)
    for g in P_FREE:
        assert (g + n).misere_outcome is not Outcome.P, (g, k)


def test_every_form_plus_its_adjoint_is_a_p_position():
    """Form/Misere/Adjoint.lean, misereOutcome_add_adjoint_eq_P (Siegel, "Misère
    canonical forms of partizan games", 2015, Proposition 3.3): ``G + G°`` is a
    misère P-position for every form, dead-ending or not. The adjoints of the
    day-1 forms, as Form/Adjoint.lean's adjoint_def builds them."""
    assert [str(game_form(t).adjoint()) for t in ("0", "1", "-1", "*")] == \
        ["*", "{0|*}", "{*|0}", "{*|*}"]
    for g in DAY2:
        assert (g + g.adjoint()).misere_outcome is Outcome.P, g


DAY3_SAMPLE = st.tuples(st.lists(st.sampled_from(DAY2), max_size=3),
                        st.lists(st.sampled_from(DAY2), max_size=3)).map(
    lambda lr: GameForm.of(*lr))


@settings(max_examples=40, deadline=None)
@given(DAY3_SAMPLE)
def test_adjoints_of_forms_born_on_day_three(g):
    assert (g + g.adjoint()).misere_outcome is Outcome.P
    assert g.adjoint().conjugate() is g.conjugate().adjoint()

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
"""

from __future__ import annotations

import doctest
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CGTError, GameForm, MisereGame, MisereUniverse, game_form
from cgt.core.outcome import Player
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

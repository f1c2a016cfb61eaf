"""Sided values (issue 15): onside and offside of loopy games that are not
stoppers, their sums and order, the loopy outcome classes.

The values are checked three ways: CGSuite's examples (``{pass|pass}`` and
``on & off`` are ``dud``, of outcome D, onside ``on`` and offside ``off``;
Siegel, *Combinatorial Game Theory*, VI.4; Winning Ways, chapter 11), the
laws of the theory on random games (hypothesis), and against an
independent brute force: the win / loss / draw of every random small game
graph and of sums of two, found by a retrograde analysis of the graph
itself, must be what the value's sides say.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core.outcome import LoopyOutcome, Verdict
from cgt.loopy import sided
from cgt.loopy.graph import GameGraph
from cgt.loopy.sided import loopy_le, loopy_neg, loopy_sum, loopy_value, side_of
from cgt.loopy.sides import side_le
from cgt.loopy.stopper import canonical_stopper
from cgt.loopy.survival import le_at
from cgt.values.stopper import wrap_value

# -- CGSuite's examples --------------------------------------------------------------------------


def test_dud_is_pass_pass_and_on_and_off():
    dud = cgt.parse("dud")
    assert isinstance(dud, cgt.SidedValue)
    assert cgt.parse("{pass|pass}") is dud
    assert cgt.parse("on & off") is dud
    assert cgt.parse("on + off") is dud
    assert dud.onside == cgt.parse("on") and dud.offside == cgt.parse("off")
    assert dud.outcome is LoopyOutcome.D
    assert str(dud) == "dud" and not dud.is_stopper


def test_the_sides_of_over_minus_over():
    """``G - G`` of a stopper has onside >= 0 >= offside (Siegel, VI.4): for
    over it is over & under, whose play is a draw whoever starts."""
    over = cgt.parse("over")
    diff = over - over
    assert str(diff) == "over & under"
    assert diff.onside == over and diff.offside == cgt.parse("under")
    assert diff.outcome is LoopyOutcome.D
    assert cgt.parse("over & under") is diff


def test_dud_absorbs_every_game():
    dud = cgt.parse("dud")
    for text in ("0", "5", "*", "^", "+-1", "on", "off", "over", "1under", "^[on]"):
        assert dud + cgt.parse(text) is dud, text


def test_the_sided_outcome_classes():
    """One game of each class, with the results each player gets moving first."""
    cases = {
        "on & *": (LoopyOutcome.NHAT, Verdict.WIN, Verdict.DRAW),
        "* & off": (LoopyOutcome.NCHECK, Verdict.DRAW, Verdict.WIN),
        "on & 0": (LoopyOutcome.PHAT, Verdict.DRAW, Verdict.LOSS),
        "0 & off": (LoopyOutcome.PCHECK, Verdict.LOSS, Verdict.DRAW),
        "dud": (LoopyOutcome.D, Verdict.DRAW, Verdict.DRAW),
        "on & 1": (LoopyOutcome.L, Verdict.WIN, Verdict.LOSS),
    }
    for text, (outcome, left, right) in cases.items():
        value = cgt.parse(text)
        assert value.outcome is outcome, text
        assert (outcome.left_first, outcome.right_first) == (left, right)
        assert LoopyOutcome.from_verdicts(left, right) is outcome


def test_sided_text_round_trips():
    for text in ("dud", "over & under", "on & *", "^[on]* & v[on]*", "1over & 1under",
                 "^<on> & v<on>", "{on||0|-1/2} & {1/2|0||off}", "1 & *"):
        value = cgt.parse(text)
        assert str(value) == text
        assert cgt.parse(str(value)) is value


def test_bad_sided_values_are_clear_errors():
    with pytest.raises(cgt.CGTError, match=r"offside .* must be <= its onside"):
        cgt.parse("off & on")
    with pytest.raises(cgt.ParseError, match="offside"):
        cgt.parse("{0 & 1|0}")


def test_sided_values_are_options_now():
    # Refused before issue 33's sided options: each side stands in its place
    # (tests/loopy/test_sided_options.py checks that against game graphs).
    assert cgt.parse("{over - over|0}") == cgt.parse("{over|0} & {under|0}")
    assert cgt.parse("{on & off|0}") == cgt.parse("{on|0} & {off|0}")


def test_a_stopper_plus_a_short_game_stays_a_stopper():
    assert cgt.parse("over") + 5 == cgt.parse("5over")
    assert isinstance(cgt.parse("on") + cgt.parse("*"), cgt.Stopper)


# -- random games --------------------------------------------------------------------------------


@st.composite
def graphs(draw, max_vertices: int = 5) -> GameGraph:
    """Any small game graph (passes and cycles welcome), start at 0."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True).map(tuple)
    left = tuple(draw(edges) for _ in range(n))
    right = tuple(draw(edges) for _ in range(n))
    return GameGraph(left, right)


def results(graph: GameGraph, start: int) -> tuple[Verdict, Verdict]:
    """Brute force: the result of the player to move at ``start``, Left
    first then Right first, by retrograde analysis of the graph itself (a
    player who cannot move loses; what neither can force is a draw)."""
    states = [(v, left) for v in range(len(graph)) for left in (True, False)]
    moves = {s: [(w, not s[1]) for w in (graph.left if s[1] else graph.right)[s[0]]]
             for s in states}
    before: dict[tuple[int, bool], list[tuple[int, bool]]] = {s: [] for s in states}
    for s, targets in moves.items():
        for t in targets:
            before[t].append(s)
    found = {s: Verdict.LOSS for s in states if not moves[s]}
    pending = {s: len(moves[s]) for s in states}
    queue = list(found)
    while queue:
        t = queue.pop()
        for s in before[t]:
            if s in found:
                continue
            if found[t] is Verdict.LOSS:
                found[s] = Verdict.WIN
                queue.append(s)
            else:
                pending[s] -= 1
                if pending[s] == 0:
                    found[s] = Verdict.LOSS
                    queue.append(s)
    return found.get((start, True), Verdict.DRAW), found.get((start, False), Verdict.DRAW)


def outcome_of(value) -> LoopyOutcome:
    public = wrap_value(value)
    outcome = public.outcome
    return outcome if isinstance(outcome, LoopyOutcome) else LoopyOutcome(str(outcome))


@settings(max_examples=300, deadline=None)
@given(graphs(6))
def test_the_sides_say_who_wins_as_the_brute_force_finds(graph):
    """For any small graph, the outcome read from the value's sides is the
    win / loss / draw the retrograde analysis finds, for each first player."""
    outcome = outcome_of(loopy_value(graph, 0))
    assert (outcome.left_first, outcome.right_first) == results(graph, 0)


@settings(max_examples=150, deadline=None)
@given(graphs(4), graphs(4))
def test_the_sum_of_values_is_the_value_of_the_sum(g, h):
    """Adding the values (the sides apart) gives the value of the sum's
    graph, the same object, whose outcome the brute force confirms."""
    total = loopy_sum(loopy_value(g, 0), loopy_value(h, 0))
    assert total is loopy_value(g.sum(h), 0)
    outcome = outcome_of(total)
    assert (outcome.left_first, outcome.right_first) == results(g.sum(h), 0)


@settings(max_examples=100, deadline=None)
@given(graphs(4), graphs(4), graphs(3))
def test_sums_commute_and_associate(g, h, k):
    a, b, c = (loopy_value(x, 0) for x in (g, h, k))
    total = loopy_sum(a, b)
    # The memo of sums answers b + a from a + b: forgotten, b + a is found again.
    sided._SUMS.clear()
    sided._SIDE_SUMS.clear()
    assert loopy_sum(b, a) is total
    assert loopy_sum(loopy_sum(a, b), c) is loopy_sum(a, loopy_sum(b, c))


@settings(max_examples=100, deadline=None)
@given(graphs(5), st.sampled_from(["0", "1", "-1/2", "*", "^", "+-1", "{1|*}", "^*"]))
def test_adding_and_taking_away_a_short_game_gives_the_game_back(g, text):
    a = loopy_value(g, 0)
    short = cgt.parse(text)._form
    assert loopy_sum(loopy_sum(a, short), loopy_neg(short)) is a


@settings(max_examples=150, deadline=None)
@given(graphs(4), graphs(4), graphs(4))
def test_the_order_is_a_partial_order(g, h, k):
    a, b, c = (loopy_value(x, 0) for x in (g, h, k))
    assert loopy_le(a, a)
    if loopy_le(a, b) and loopy_le(b, a):
        assert a is b  # one object per value
    if loopy_le(a, b) and loopy_le(b, c):
        assert loopy_le(a, c)


@settings(max_examples=150, deadline=None)
@given(graphs(5))
def test_g_minus_g_has_onside_at_least_0_and_offside_at_most_0(g):
    """Not a law here: G - G = 0. What the theory says (Siegel, VI.4):
    the onside of G - G is >= 0 and its offside <= 0."""
    a = loopy_value(g, 0)
    diff = loopy_sum(a, loopy_neg(a))
    zero = cgt.parse("0")._form
    assert loopy_le(zero, side_of(diff, True))
    assert loopy_le(side_of(diff, False), zero)
    assert loopy_neg(diff) is diff


@settings(max_examples=100, deadline=None)
@given(graphs(5), st.permutations(range(5)))
def test_canonical_values_are_unique_whatever_the_numbering(g, order):
    """The same game numbered another way has the same value object."""
    n = len(g)
    perm = [v for v in order if v < n]
    where = {old: new for new, old in enumerate(perm)}
    renumbered = GameGraph(
        tuple(tuple(where[w] for w in g.left[old]) for old in perm),
        tuple(tuple(where[w] for w in g.right[old]) for old in perm))
    assert loopy_value(renumbered, where[0]) is loopy_value(g, 0)


@settings(max_examples=100, deadline=None)
@given(graphs(5))
def test_short_games_and_stoppers_keep_their_value(g):
    """A graph without cycles is its short game, built here by cgt.game; a
    stopper is its canonical stopper: sidling only starts where play can
    alternate for ever."""
    value = loopy_value(g, 0)
    if g.is_cycle_free(0):
        def short(v: int) -> cgt.Game:
            return cgt.game([short(w) for w in g.left[v]], [short(w) for w in g.right[v]])

        assert wrap_value(value) is short(0)
    if g.is_stopper(0):
        assert value is canonical_stopper(g, 0)


@settings(max_examples=150, deadline=None)
@given(graphs(5))
def test_the_order_of_sides_is_survival_on_stoppers(g):
    """For stoppers both sides' order is the survival order."""
    n = len(g)
    for u in range(n):
        for v in range(n):
            if g.is_stopper(u) and g.is_stopper(v):
                expected = le_at(g, u, v)
                assert side_le(g, u, v, True) is expected
                assert side_le(g, u, v, False) is expected


def test_uponth_reads_and_prints_as_cgsuite_writes_it():
    """CGSuite's uponth (CanonicalStopper's upon forms): ^<on> = {0|v[on]*},
    ^<on>* = {0,*|v[on]}, their negatives and a number before them; and the
    degree of ^[on], the onside of ^[on] - ^[on], is ^<on>."""
    assert cgt.parse("{0|v[on]*}") is cgt.parse("^<on>")
    assert cgt.parse("{0,*|v[on]}") is cgt.parse("^<on>*")
    for text in ("^<on>", "^<on>*", "v<on>", "v<on>*", "1^<on>", "-1/2v<on>*"):
        assert str(cgt.parse(text)) == text
    assert cgt.parse("v<on>") == -cgt.parse("^<on>")
    upon = cgt.parse("^[on]")
    assert str(upon - upon) == "^<on> & v<on>"
    assert upon.degree == cgt.parse("^<on>")
    assert cgt.parse("over").degree == cgt.parse("over")
    assert cgt.parse("on").degree == cgt.parse("on")


def test_tiny_and_miny_of_loopy_games():
    """CGSuite's Tiny(G) = {0||0|-G} and Miny(G) = {G|0||0} for a stopper
    G >= over, a number before them as CGSuite prints it (2Tiny(over))."""
    assert cgt.parse("{0||0|under}") is cgt.parse("Tiny(over)")
    assert cgt.parse("{over|0||0}") is cgt.parse("Miny(over)")
    assert cgt.parse("2 + Tiny(over)") is cgt.parse("2Tiny(over)")
    for text in ("Tiny(over)", "Miny(over)", "Tiny(on)", "2Tiny(over)", "-1/2Miny(on)"):
        assert str(cgt.parse(text)) == text
    assert cgt.parse("Tiny(over)") > 0 and cgt.parse("Tiny(over)") < cgt.parse("^")


def test_the_stops_of_stoppers_are_pseudonumbers():
    """Stops of stoppers (Siegel, VI.2): alternate from the first player,
    each choosing the best, down to a number, on, off, x over or x under."""
    cases = {
        "^[on]": ("0", "0"), "{on|1}": ("on", "1"), "over": ("over", "over"),
        "on": ("on", "on"), "{pass|3/2}": ("3/2under", "3/2under"),
        "{1,pass|0}": ("1", "0"), "{on||0|-1/2}": ("on", "0"), "{2|1}": ("2", "1"),
    }
    for text, (left, right) in cases.items():
        value = cgt.parse(text)
        assert (str(value.left_stop), str(value.right_stop)) == (left, right), text


@settings(max_examples=100, deadline=None)
@given(graphs(5))
def test_the_left_stop_is_at_least_the_right_stop(g):
    value = wrap_value(loopy_value(g, 0))
    if isinstance(value, cgt.Stopper):
        assert value.right_stop <= value.left_stop


def test_deep_and_huge_loopy_texts_are_read_or_refused_quickly():
    """Issue 18's fuzz run: ``±±...±`` 7,000 deep in loopy text listed the
    options of huge nimbers as graphs (over 300 MB), and its nesting was not
    counted for the stack; a sided value lacked what the fuzz case asked."""
    assert cgt.parse("±" * 5000 + "0") == cgt.parse("0")
    assert cgt.parse("-" * 3001 + "on") == cgt.parse("off")
    with pytest.raises(cgt.ParseError):
        cgt.parse("±" * 6000 + "&(0)")
    with pytest.raises(cgt.CGTError, match="MAX_SHORT_VERTICES"):
        cgt.parse("{pass|*16777216}")
    value = cgt.parse("- - 0--7/1-^&+- 0")
    assert isinstance(value, cgt.SidedValue)
    assert cgt.parse(str(value)) is value


@pytest.mark.slow
@pytest.mark.parametrize("text, expected", [
    # over = {0|pass}; translation by a number (Siegel, CGT, VI.1): {x|pass}
    ("over", "{200|pass}"),
    # upon = {pass|*}: {pass|200*}
    ("upon", "{pass|200*}"),
])
def test_sums_past_400_positions(text, expected):
    """A sum whose graph has 402 (over + 200) and 603 (upon + 200)
    positions, past the old limit of 400 on sums (about 5 s each, pure core,
    loaded machine): valued one component at a time."""
    assert cgt.parse(text) + 200 == cgt.parse(expected)

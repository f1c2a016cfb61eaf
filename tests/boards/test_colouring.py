"""Col, Snort and Digraph Placement on bitmasks (cgt/boards/colouring.py):
the closed form of cold values against the canonical form of the same
options, and the bitmask solver against the general one (which walks
position objects)."""

from __future__ import annotations

import doctest
import inspect
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.boards import colouring
from cgt.core.canonical import canonical_form
from cgt.core.dyadic import Dyadic
from cgt.core.form import nus
from cgt.games.col import Col
from cgt.games.digraph_placement import DigraphPlacement
from cgt.games.snort import Snort
from cgt.positions import solver

#: The solver's state for Col and for Snort (their rules as the rulesets declare them).
COL = colouring.colouring_of(Col.COLOURING)
SNORT = colouring.colouring_of(Snort.COLOURING)

SCALE = 4  # the options below have at most 3 binary places: scale 4 leaves room


def test_doctests():
    assert doctest.testmod(colouring).failed == 0


#: A cold option as the solver keeps it: x * 2**SCALE << 1 | star.
cold_options = st.lists(
    st.tuples(st.integers(-40, 40), st.integers(0, 1)).map(
        lambda option: option[0] << (SCALE - 3) << 1 | option[1]),
    max_size=4,
)


def form_of(code: int):
    return nus(Dyadic(code >> 1, SCALE), 0, code & 1)


@settings(max_examples=400, deadline=None)
@given(cold_options, cold_options)
def test_cold_values_are_the_canonical_forms_of_their_options(left, right):
    """The closed form gives {left | right} whenever it is a number or a
    number plus *, and None exactly when it is neither (e.g. {0,*|0} = ^*)."""
    form = canonical_form([form_of(c) for c in left], [form_of(c) for c in right])
    found = colouring.cold_value(left, right, SCALE)
    cold = form.number_part is not None and form.up_part == 0 and form.nim_part <= 1
    if found is None:
        assert not cold, (left, right, form)
    else:
        assert form_of(found) is form, (left, right, form)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.none(), st.integers(-64, 64)), st.one_of(st.none(), st.integers(-64, 64)))
def test_simplest_scaled_is_dyadic_simplest_between(low, high):
    if low is not None and high is not None and high - low < 2:
        return  # nothing strictly between on the grid
    expected = Dyadic.simplest_between(None if low is None else Dyadic(low, 3),
                                       None if high is None else Dyadic(high, 3))
    assert Dyadic(colouring.simplest_scaled(low, high, 3), 3) == expected


@st.composite
def graphs(draw, most: int = 7) -> str:
    """A random graph text: vertices 0..n-1, some only Left or only Right may colour."""
    n = draw(st.integers(1, most))
    edges = [(a, b) for a in range(n) for b in range(a + 1, n) if draw(st.booleans())
             and draw(st.booleans())]
    marks = [draw(st.sampled_from(["", "", "L", "R"])) for _ in range(n)]
    words = [f"{a}{marks[a]}-{b}{marks[b]}" for a, b in edges]
    return " ".join([*words, *(f"{v}{marks[v]}" for v in range(n))])


def walked(position) -> cgt.Game:
    """The value found by the general solver, walking position objects."""
    cgt.clear_tables()
    value = solver._solve(position, solver._VALUE)
    cgt.clear_tables()
    return cgt.values.game.wrap(value)


@pytest.mark.parametrize("rules", [Col, Snort])
@settings(max_examples=150, deadline=None)
@given(text=graphs())
def test_the_bitmask_solver_agrees_with_the_general_one(rules, text):
    position = rules(text)
    cgt.clear_tables()
    assert position.value == walked(position), text


@pytest.mark.parametrize("rules", [Col, Snort])
def test_the_bitmask_solver_agrees_on_larger_graphs(rules):
    for text in ["0-1-2-3-4-5-6-7-0 2-6", "0-1-2 3-4-5 6-7-8 0-3-6 1-4-7 2-5-8",
                 "0L-1-2-3R-4-5-0 1-4", "0-1 0-2 0-3 0-4 0-5L 0-6R"]:
        position = rules(text)
        cgt.clear_tables()
        assert position.value == walked(position), text


@st.composite
def digraphs(draw, most: int = 8) -> str:
    """A random digraph text: vertices 0..n-1, each blue (L) or red (R),
    arcs either way (both ways too)."""
    n = draw(st.integers(1, most))
    arcs = [f"{a}>{b}" for a in range(n) for b in range(n) if a != b
            and draw(st.integers(0, 3)) == 0]
    return " ".join([*arcs, *(f"{v}{draw(st.sampled_from('LR'))}" for v in range(n))])


@settings(max_examples=150, deadline=None)
@given(text=digraphs())
def test_digraph_placement_on_bitmasks_agrees_with_the_general_solver(text):
    """A move takes the vertex and those it points to (both colours), and
    a component is weakly connected: the same values as the walk of
    DigraphPlacement positions, which renumbers each child."""
    position = DigraphPlacement(text)
    cgt.clear_tables()
    assert position.value == walked(position), text


def test_digraph_placement_is_stored_under_its_key():
    position = DigraphPlacement("0L>1R>2L>3R>4L 2>0 5R>1")
    cgt.clear_tables()
    assert position.known_value() is None
    value = position.value
    assert position.known_value() == value == walked(position)


def test_dead_edges_split_components():
    """In Col an only-Left vertex and an only-Right one never meet; in Snort,
    two only-Left vertices never do."""
    board = COL.board((0b010, 0b101, 0b010))  # 0-1-2
    found: list[int] = []
    colouring.parts(board, 0b011, 0b110, found)  # 0L-1-2R: one component, 1 both
    assert len(found) == 1
    found.clear()
    colouring.parts(board, 0b001, 0b110, found)  # 0L-1R-2R: 0 alone, 1-2
    assert sorted(found) == sorted([0b001 << 3, 0b110])
    found.clear()
    snort = SNORT.board((0b010, 0b101, 0b010))
    colouring.parts(snort, 0b011, 0b100, found)  # 0L-1L-2R: 0 alone, 1-2
    assert sorted(found) == sorted([0b001 << 3, 0b010 << 3 | 0b100])


def test_chain_keys_are_those_of_the_general_keys():
    """A path or a cycle is keyed as ColouringGame.key() keys it, however
    numbered; the conjugate key is that of the colours swapped."""
    for text in ["0L-1-2-3-4R", "4L-3-2-1-0R", "0-1-2L-3-4-0", "3-0-2L-4-1-3"]:
        p = Col(text)
        left = sum(1 << v for v, a in enumerate(p.allowed) if a & 1)
        right = sum(1 << v for v, a in enumerate(p.allowed) if a & 2)
        key = colouring.chain_key(COL.board(p.neighbours), left, right)
        assert key == p.key(), text
        assert colouring.conjugate_chain_key(key) == p.conjugate_key(), text


def test_col_solves_long_paths_without_recursion():
    """An explicit stack: a path of 120 vertices (positions 120 deep) is
    solved with room for no more than 60 further Python frames."""
    room = len(inspect.stack()) + 60
    limit = sys.getrecursionlimit()
    cgt.clear_tables()
    sys.setrecursionlimit(room)
    try:
        value = Col.path(120).value
        marked = Col("0L-" + "-".join(str(v) for v in range(1, 100))).value
    finally:
        sys.setrecursionlimit(limit)
    assert value == 0 and marked == cgt.number("1/2")


def test_the_memo_of_graphs_is_bounded_and_cleared_with_the_tables(monkeypatch):
    """Values found on a graph are forgotten when the memo holds its bound
    (counted in values, so the answers stay right), and with the tables."""
    cgt.clear_tables()
    expected = Col("0-1-2-3 1-4 2-5L 4-5").value
    cgt.clear_tables()
    monkeypatch.setattr(COL.boards, "limit", 20)
    assert Col("0-1-2-3 1-4 2-5L 4-5").value == expected
    assert COL.boards.evictions > 0 and COL.remembered < 20
    cgt.clear_tables()
    assert len(COL.boards) == 0


def test_a_subclass_with_other_rules_is_walked():
    """A ruleset that blocks the other colour but keeps Col's COLOURING is
    not given Col's solver: its positions are walked, as Snort's values."""

    class OtherSnort(Col):
        __slots__ = ()
        SAME_BLOCKED = False

    cgt.clear_tables()
    assert OtherSnort("0-1-2").direct_value() is None
    assert OtherSnort("0-1-2").value == Snort("0-1-2").value

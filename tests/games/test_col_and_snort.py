"""Col and Snort: values and moves agree with cgt-py's ``Col`` and ``Snort`` on
random small graphs; known values of Winning Ways; the graph text."""

from __future__ import annotations

import doctest
import random

import pytest
from cgt_py_bridge import in_cgt_py, printed

import cgt
import cgt.games.col
import cgt.games.snort
from cgt.games.col import Col
from cgt.games.snort import Snort
from cgt.positions.undirected import GraphError

SEED = 20261122


def test_doctests():
    assert doctest.testmod(cgt.games.col).failed == 0
    assert doctest.testmod(cgt.games.snort).failed == 0


def random_graph(
    rng: random.Random, most: int = 7
) -> tuple[int, list[tuple[int, int]], list[int], list[int]]:
    """Vertices 0..n-1, random edges, some vertices only Left (blue) or only
    Right (red) may colour."""
    n = rng.randint(1, most)
    density = rng.choice([0.2, 0.35, 0.5])
    edges = [(a, b) for a in range(n) for b in range(a + 1, n) if rng.random() < density]
    marks = [rng.choice("..LR") if rng.random() < 0.4 else "." for _ in range(n)]
    blue = [v for v in range(n) if marks[v] == "L"]
    red = [v for v in range(n) if marks[v] == "R"]
    return n, edges, blue, red


def graph_text(n: int, edges: list[tuple[int, int]], blue: list[int], red: list[int]) -> str:
    mark = dict.fromkeys(blue, "L") | dict.fromkeys(red, "R")
    words = [f"{a}{mark.get(a, '')}-{b}{mark.get(b, '')}" for a, b in edges]
    words += [f"{v}{mark.get(v, '')}" for v in range(n)]
    return " ".join(words)


@pytest.mark.parametrize("ours, theirs", [(Col, "col"), (Snort, "snort")])
def test_values_agree_with_cgt_py_on_random_graphs(cgt_py, ours, theirs):
    """cgt-py prints its value of each graph as it prints ours."""
    rng = random.Random(SEED)
    values = set()
    for _ in range(300):
        n, edges, blue, red = random_graph(rng)
        text = graph_text(n, edges, blue, red)
        expected = getattr(cgt_py.Graph(n, edges, blue=blue, red=red), theirs).canonical_form
        value = ours(text).value
        assert printed(expected) == printed(in_cgt_py(value)), text
        values.add(value)
    assert len(values) > 20


@pytest.mark.parametrize("ours, theirs", [(Col, "col"), (Snort, "snort")])
def test_moves_agree_with_cgt_py(cgt_py, ours, theirs):
    """Both libraries list the same children, compared by value as cgt-py
    prints it (cgt-py keeps coloured vertices' numbering, we renumber)."""
    rng = random.Random(SEED + 1)
    for _ in range(60):
        n, edges, blue, red = random_graph(rng, 6)
        text = graph_text(n, edges, blue, red)
        position = getattr(cgt_py.Graph(n, edges, blue=blue, red=red), theirs)
        for mine, their_moves in ((ours(text).left_moves(), position.left_options),
                                  (ours(text).right_moves(), position.right_options)):
            assert sorted(printed(in_cgt_py(p.value)) for p in mine) == sorted(
                printed(m.canonical_form) for m in their_moves
            ), text


def test_col_is_cold():
    """Winning Ways: every Col position is a number or a number plus *."""
    rng = random.Random(SEED + 2)
    for _ in range(200):
        value = Col(graph_text(*random_graph(rng))).value
        assert value.is_number_up_star and value.up_multiple == 0 and value.nimber_part <= 1


def test_known_values():
    assert Col("0").value == cgt.star and Snort("0").value == cgt.star
    assert Col("0L").value == 1 and Col("0R").value == -1
    assert Col("0-1").value == 0 and Snort("0-1").value == cgt.switch(1)
    assert Snort.path(3).value == cgt.switch(2)
    # Winning Ways, ch. 2: Col on a path of length n is 0 for n >= 2, and
    # Col strips "0L-1" (a blue neighbour already) are worth 1/2.
    assert [Col.path(n).value for n in range(2, 8)] == [cgt.zero] * 6
    assert Col("0L-1").value == cgt.number("1/2")
    # Colours swapped, the value is negated.
    rng = random.Random(SEED + 3)
    for _ in range(40):
        n, edges, blue, red = random_graph(rng)
        for rules in (Col, Snort):
            swapped = rules(graph_text(n, edges, red, blue)).value
            assert swapped == -rules(graph_text(n, edges, blue, red)).value


def test_components_are_independent():
    p = Snort("0-1-2 3-4 5")
    assert len(p.components()) == 3
    assert p.value == Snort("0-1-2").value + Snort("0-1").value + Snort("0").value


def test_text_round_trips_and_renumbers():
    p = Col("7-3L 3L-10 12R")
    assert str(p) == "0L-1 0L-2 3R"
    assert Col(str(p)) == p and hash(Col(str(p))) == hash(p)
    assert str(Col("empty")) == "empty" and Col("empty").value == 0
    assert str(Snort.cycle(3)) == "0-1 0-2 1-2"
    assert repr(Snort("0-1")) == "Snort('0-1')"


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "no vertex"),
        ("0-", "'' in '0-' is not a vertex"),
        ("0-a", "'a' in '0-a' is not a vertex"),
        ("0X-1", "mark 'X'"),
        ("0L-1 0R", "marked both 'L' and 'R'"),
        ("1-1", "joins vertex 1 to itself"),
        ("-1-2", "is not a vertex"),
    ],
)
def test_bad_graphs_are_graph_errors(text, words):
    with pytest.raises(GraphError, match=words) as caught:
        Snort(text)
    assert repr(text) in str(caught.value)
    assert isinstance(caught.value, cgt.CGTError)


def test_bad_sizes():
    with pytest.raises(GraphError, match="at least 3"):
        Col.cycle(2)
    with pytest.raises(GraphError, match="whole number"):
        Snort.path(-1)
    with pytest.raises(GraphError, match="not int"):
        Col(3)


def test_benchmark_runs_at_a_tiny_size():
    """benchmarks/bench_graphs.py: both libraries on one small graph, agreeing
    (cgt-py run in a fresh interpreter); no timing is asserted."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_graphs

    rows, errors = bench_graphs.run([("path 4", 4, bench_graphs.path(4))], 1,
                                    bench_graphs.have_cgt_py())
    assert errors == []
    assert [row[:2] for row in rows] == [["Col", "path 4"], ["Snort", "path 4"]]
    assert rows[1][-1] == "±{2|1}"


def test_a_position_is_solved_when_its_conjugate_is():
    """The solver looks up a position's conjugate (colours swapped) before
    searching: solving one of the pair solves the other, negated, with no
    new entry in the table."""
    p = Snort("0L-1-2-3R 2-4 4-5L")
    q = Snort(str(p).replace("L", "x").replace("R", "L").replace("x", "R"))
    assert q.key() == p.conjugate_key() and p.key() == q.conjugate_key()
    cgt.clear_tables()
    value = p.value
    entries = len(Snort.table())
    assert q.value == -value
    assert len(Snort.table()) == entries
    # and through the children: the position's move to a conjugate of a
    # solved position is not searched again
    cgt.clear_tables()
    assert (Snort("0L-1") + Snort("0R-1")).value == 0


@pytest.mark.parametrize("cls", [Col, Snort])
def test_paths_and_cycles_share_entries_in_any_numbering(cls):
    """A path or a cycle is keyed along it (cgt.undirected.chain_key): the same
    position numbered otherwise, or read from the other end, is found solved,
    and the values are those the numbering as it stands gives."""
    pairs = [("0L-1-2-3-4R", "4L-3-2-1-0R"), ("0-1-2L-3-4-0", "3-0-2L-4-1-3"),
             ("0-2-1-3R", "3-1-2-0R")]
    for text, renamed in pairs:
        p, q = cls(text), cls(renamed)
        assert p.key() == q.key() and p.conjugate_key() == q.conjugate_key()
        cgt.clear_tables()
        value = p.value
        entries = len(cls.table())
        assert q.value is value
        assert len(cls.table()) == entries
    for size in (5, 7):  # against the solver keyed by the numbering as it stands
        cgt.clear_tables()
        keyed = cls.cycle(size).value
        cgt.clear_tables()
        with_raw_keys = pytest.MonkeyPatch.context()
        with with_raw_keys as patch:
            patch.setattr(cls, "key", lambda self: (self.allowed, self.neighbours))
            patch.setattr(cls, "conjugate_key", lambda self: (
                tuple(3 - a if a in (1, 2) else a for a in self.allowed), self.neighbours))
            raw = cls.cycle(size).value
        cgt.clear_tables()
        assert keyed is raw

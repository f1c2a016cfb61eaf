"""Konane: values agree with cgt-py's ``Konane`` on random small boards;
regions, keys, the diagram and its errors."""

from __future__ import annotations

import doctest
import random

import pytest
from cgt_py_bridge import in_cgt_py, printed

import cgt
import cgt.games.konane
from cgt.boards.grid import GridError
from cgt.games.konane import Konane

SEED = 20240705


def test_doctests():
    assert doctest.testmod(cgt.games.konane).failed == 0


def random_board(rng: random.Random, rows: int, columns: int, cells: str) -> str:
    return "|".join("".join(rng.choice(cells) for _ in range(columns)) for _ in range(rows))


def test_agrees_with_cgt_py_on_random_small_boards(cgt_py):
    """cgt-py prints its value of each board as it prints ours."""
    rng = random.Random(SEED)
    boards = [random_board(rng, rng.randint(1, 3), rng.randint(1, 5), "xxoo..#")
              for _ in range(250)]
    boards += [random_board(rng, rng.randint(3, 4), rng.randint(3, 5), "xxxooo..")
               for _ in range(150)]
    values = set()
    for diagram in boards:
        ours = Konane(diagram).value
        theirs = cgt_py.Konane(diagram).canonical_form
        assert printed(theirs) == printed(in_cgt_py(ours)), diagram
        values.add(ours)
    assert len(values) > 25  # numbers, switches, nimbers and stranger games


def test_agrees_with_cgt_py_on_moves(cgt_py):
    """Both libraries list the same children (as boards), multiple jumps included."""
    rng = random.Random(SEED + 1)
    for _ in range(60):
        diagram = random_board(rng, rng.randint(1, 3), rng.randint(2, 6), "xo.")
        theirs = cgt_py.Konane(diagram)
        for ours, their_moves in (
            (Konane(diagram).left_moves(), theirs.left_options),
            (Konane(diagram).right_moves(), theirs.right_options),
        ):
            expected = sorted(repr(m).split("'")[1] for m in their_moves)
            assert sorted(str(m) for m in ours) == expected, diagram


@pytest.mark.parametrize(
    "diagram, value",
    [
        ("xo.", "1"),  # Left jumps; Right never can
        (".ox", "1"),
        ("xo.o.", "1"),  # one jump or two: still one move each way
        ("xoxo", "0"),
        ("xo.|...", "1"),
        ("x.|o.|..", "1"),
        ("x#o.", "0"),  # the block stops the jump
        (".xo.", "*"),  # each may jump once, after which nobody can move
    ],
)
def test_small_values(diagram, value):
    assert Konane(diagram).value == cgt.parse(value)


def test_regions_are_cut_by_blocks_and_edges():
    p = Konane("xo.#.ox|#######|xx#oo#.")
    assert [str(part) for part in p.components()] == ["xo.", ".ox"]
    assert Konane("xo.").components() == (Konane("xo."),)
    assert Konane("xx#oo").components() == ()
    assert p.value == Konane("xo.").value + Konane(".ox").value == 2


def test_rotations_and_reflections_share_a_key():
    images = ["xo.|...", ".ox|...", "...|xo.", "x.|o.|..", "..|o.|x."]
    assert len({Konane(b).key() for b in images}) == 1


def test_diagram_round_trips_and_errors():
    for text in ("xo.|.ox", "x#o.", "x"):
        assert str(Konane.parse(text)) == text
    assert repr(Konane("xo|#.")) == "Konane('xo|#.')"
    for bad in ("", "xo|o", "xz", "|"):
        with pytest.raises(GridError):
            Konane(bad)
    with pytest.raises(cgt.CGTError):
        Konane(3)


def test_benchmark_runs_at_a_tiny_size():
    """benchmarks/bench_konane.py on one small board, both libraries agreeing
    (cgt-py in a fresh interpreter); no timing is asserted."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_konane

    rows, errors = bench_konane.run([bench_konane.checkerboard(2, 3, [(0, 0)])], 1,
                                    bench_konane.have_cgt_py())
    assert errors == []
    assert rows[0][0] == "`.ox/oxo`" and rows[0][-1] == str(Konane(".ox|oxo").value)

"""Domineering: known values, the diagram and its errors, the invariants of
regions and keys (against a naive set-of-cells reference with no
decomposition and no symmetry), and agreement with cgt-py (cgt-tools) on
rectangles and on a few hundred random boards with blocked cells."""

from __future__ import annotations

import doctest
import random

import pytest
from cgt_py_bridge import in_cgt_py, printed

import cgt
import cgt.games.domineering
from cgt.games.domineering import Domineering

SEED = 20240617


def board_text(rows: int, columns: int) -> str:
    return "|".join(["." * columns] * rows)


def random_board(
    rng: random.Random, max_rows: int, max_columns: int, *, min_columns: int = 1
) -> str:
    rows, columns = rng.randint(1, max_rows), rng.randint(min_columns, max_columns)
    blocked = rng.choice((0.0, 0.1, 0.2, 0.35))
    return "|".join(
        "".join("#" if rng.random() < blocked else "." for _ in range(columns)) for _ in range(rows)
    )


def transpose(text: str) -> str:
    return "|".join("".join(column) for column in zip(*text.split("|")))


def test_doctests():
    assert doctest.testmod(cgt.games.domineering).failed == 0


# -- known values -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, value",
    [
        (".", "0"),
        ("..", "-1"),  # one row: only Right (horizontal) can move
        (".|.", "1"),  # one column: only Left (vertical) can move
        ("..|..", "±1"),
        ("...|...", "{2|-1/2}"),
        ("..|..|..", "{1/2|-2}"),
        ("...|...|...", "±1"),
        ("....|....|....", "-3/2"),
        ("...|...|...|...", "3/2"),
        ("....", "-2"),
        (".....", "-2"),
        (".|.|.|.|.", "2"),
        (".#|..", "*"),  # an L: each player's move leaves a single cell
        ("..#|...", "±1"),
    ],
)
def test_known_values(text, value):
    assert Domineering(text).value == cgt.parse(value)


def test_four_by_five_is_one_and_five_by_four_minus_one():
    assert Domineering.rectangle(4, 5).value == 1
    assert Domineering.rectangle(5, 4).value == -1


def test_outcome_and_winning_moves():
    square = Domineering("..|..")
    assert str(square.outcome) == "N"
    assert [str(p) for p in square.winning_moves()] == ["#.|#.", ".#|.#"]
    assert [str(p) for p in square.winning_moves("right")] == ["##|..", "..|##"]


# -- the board --------------------------------------------------------------------------


def test_diagram_round_trips_and_separators():
    for text in ("..#|...", "#", "....|.##.|....", ".........|#........"):
        assert str(Domineering(text)) == text
        assert eval(repr(Domineering(text))) == Domineering(text)
    assert Domineering("..#/...") == Domineering("..#\n...") == Domineering(" ..# | ... ")


def test_rectangle():
    assert Domineering.rectangle(3, 2) == Domineering("..|..|..")
    assert (Domineering.rectangle(2, 3).width, Domineering.rectangle(2, 3).height) == (3, 2)
    assert Domineering.rectangle(1, 12).board == ("." * 12,)


@pytest.mark.parametrize(
    "text, fault",
    [
        ("..|.", "row 2 has 1 cells, expected 2"),
        ("..|.x", "row 2, column 2 has 'x'"),
        ("", "is empty"),
        ("o.", "row 1, column 1 has 'o'"),
    ],
)
def test_bad_diagrams(text, fault):
    with pytest.raises(cgt.CGTError, match="Domineering board") as info:
        Domineering(text)
    assert fault in str(info.value)
    assert repr(text) in str(info.value)


def test_bad_rectangles():
    for rows, columns in ((0, 3), (2, -1), (2.0, 3), (True, 2)):
        with pytest.raises(cgt.CGTError, match="positive integer"):
            Domineering.rectangle(rows, columns)
    with pytest.raises(cgt.CGTError):
        Domineering(3)


def test_moves():
    board = Domineering("...|.#.")
    assert sorted(map(str, board.left_moves())) == ["#..|##.", "..#|.##"]
    assert sorted(map(str, board.right_moves())) == ["##.|.#.", ".##|.#."]
    for rows, columns in ((1, 1), (3, 4), (5, 5), (2, 9), (9, 2)):
        board = Domineering.rectangle(rows, columns)
        assert len(list(board.left_moves())) == (rows - 1) * columns
        assert len(list(board.right_moves())) == rows * (columns - 1)


def test_positions_are_hashable_values():
    a, b = Domineering("..|.."), Domineering.rectangle(2, 2)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Domineering("..|..|##") and a != "..|.."


# -- keys and regions -------------------------------------------------------------------


def test_keys_ignore_place_reflections_and_dead_cells():
    base = Domineering("..#|...")
    same = ["#..|...", "...|..#", "...|#..", "#####|#..#.|#...#", "..#.|...#"]
    for text in same:
        assert Domineering(text).key() == base.key(), text
    assert Domineering("..|..").key() != Domineering("...|...").key()
    assert Domineering(".#.|#.#").key() == Domineering("#").key()  # nothing playable


def test_components_are_the_regions():
    parts = Domineering("..#..|.##..|#....|#.#.#").components()
    assert sorted(str(part).count(".") for part in parts) == [3, 10]
    assert Domineering("..#..|.##..|#....|#.#.#").key() == tuple(sorted(p.key() for p in parts))
    assert len(Domineering(".#.|###|.#.").components()) == 1  # no playable cells: itself
    whole = Domineering(".....|.....")
    assert whole.components() == (whole,)


def naive_value(text: str):
    """The value by the rules alone: cells as a set, no regions, no symmetry."""
    cells = frozenset(
        (r, c) for r, row in enumerate(text.split("|")) for c, ch in enumerate(row) if ch == "."
    )
    return NaiveDomineering(cells).value


class NaiveDomineering(cgt.Position):
    __slots__ = ("cells",)

    def __init__(self, cells: frozenset) -> None:
        self.cells = cells

    def left_moves(self):
        return [
            NaiveDomineering(self.cells - {(r, c), (r + 1, c)})
            for r, c in self.cells if (r + 1, c) in self.cells
        ]

    def right_moves(self):
        return [
            NaiveDomineering(self.cells - {(r, c), (r, c + 1)})
            for r, c in self.cells if (r, c + 1) in self.cells
        ]

    def __eq__(self, other):
        return isinstance(other, NaiveDomineering) and self.cells == other.cells

    def __hash__(self):
        return hash(self.cells)


def small_random_boards(count: int, seed: int, **bounds) -> list[str]:
    rng = random.Random(seed)
    boards = []
    while len(boards) < count:
        text = random_board(rng, **bounds)
        if text.count(".") <= 12:
            boards.append(text)
    return boards


@pytest.mark.parametrize("seed", range(4))
def test_random_boards_agree_with_the_naive_rules(seed):
    # Narrow boards use one byte per row; wide ones (9 columns and more) two.
    narrow = small_random_boards(40, SEED + seed, max_rows=4, max_columns=5)
    wide = small_random_boards(10, SEED + 10 + seed, max_rows=2, max_columns=11, min_columns=8)
    for text in narrow + wide:
        assert Domineering(text).value == naive_value(text), text


def test_value_is_the_sum_of_the_regions():
    rng = random.Random(SEED)
    for _ in range(60):
        board = Domineering(random_board(rng, 4, 5))
        parts = board.components()
        total = cgt.zero
        for part in parts:
            total += part.value
        assert total == board.value, str(board)
        if len(parts) > 1:
            for part in parts:  # each part is one region: it does not split again
                assert part.components() == (part,)


def test_reflections_keep_the_value_and_transposition_negates_it():
    rng = random.Random(SEED + 1)
    for _ in range(60):
        text = random_board(rng, 4, 5)
        value = Domineering(text).value
        rows = text.split("|")
        assert Domineering("|".join(row[::-1] for row in rows)).value == value
        assert Domineering("|".join(rows[::-1])).value == value
        assert Domineering(transpose(text)).value == -value


@pytest.mark.parametrize("stride", [8, 16, 24, 64])
def test_spread_tables_stand_a_row_of_eight_cells_up_as_a_column(stride):
    """The table behind transposed keys: bit ``c`` of each byte moved to bit
    ``c * stride`` (built in 255 steps, checked against the definition)."""
    from cgt.boards.dominoes import _spread

    assert _spread(stride) == [sum(1 << (c * stride) for c in range(8) if byte >> c & 1)
                               for byte in range(256)]


def test_wide_and_narrow_strides_meet_in_values():
    # The same region on a board of 8 columns or more is pictured with two
    # bytes a row; the values must not care, and its regions come out narrow.
    for text in ("..|..", "...|.#.", "..#|..."):
        rows = text.split("|")
        padded = Domineering("|".join(row + "#" * 8 + "." for row in rows))
        column = Domineering("|".join("." for _ in rows))
        assert padded.value == Domineering(text).value + column.value
        parts = padded.components()
        assert sorted(p.key() for p in parts) == sorted([Domineering(text).key(), column.key()])
        assert max(p.width for p in parts) == len(rows[0])
    assert Domineering(".|.") in Domineering(".#........|.#.#######").components()


def test_a_narrow_region_of_a_wide_board_has_the_key_of_the_narrow_board():
    # Nine columns take two bytes a row; a region narrower than eight is
    # pictured in one, as on a narrow board: one key, one entry of the table.
    for text in ("..|..", "...|.#.", "..#|...", "....|....|....", ".......|......."):
        rows = text.split("|")
        wide = Domineering("|".join(row + "#" * (9 - len(row)) for row in rows))
        assert wide.key() == Domineering(text).key(), text
        assert wide.conjugate_key() == Domineering(text).conjugate_key(), text
    assert Domineering("........|........").key()[0] == 2  # eight columns: two bytes


@pytest.mark.parametrize("seed", range(3))
def test_the_solver_on_bits_agrees_with_the_general_solver(seed):
    """``value`` solves from the bits of the keys (cgt.boards.dominoes);
    the general solver, which a value store or a progress report gets, must
    find the same values, and each finds what the other put in the table."""
    from cgt.positions.solver import solve
    from cgt.values.game import wrap

    rng = random.Random(SEED + 200 + seed)
    for _ in range(40):
        text = random_board(rng, 2, 10) if rng.random() < 0.3 else random_board(rng, 4, 5)
        cgt.clear_tables()
        on_bits = Domineering(text).value
        assert Domineering(text).known_value() == on_bits
        cgt.clear_tables()
        general = wrap(solve(Domineering(text)))
        assert general == on_bits, text
        assert Domineering(text).value is on_bits  # from the general solver's table


# -- against cgt-py (cgt-tools) ---------------------------------------------------------


def agree(cgt_py, ours: cgt.Game, text: str) -> bool:
    """cgt-py prints its value of the board ``text`` as it prints ours."""
    return printed(cgt_py.Domineering(text).canonical_form) == printed(in_cgt_py(ours))


RECTANGLES = sorted(
    {(r, c) for r in range(1, 5) for c in range(1, 5)}
    | {(3, 5), (5, 3)}
    | {(2, n) for n in range(1, 9)}
    | {(n, 2) for n in range(1, 9)}
)


@pytest.mark.parametrize("rows, columns", RECTANGLES)
def test_rectangles_agree_with_cgt_py(cgt_py, rows, columns):
    text = board_text(rows, columns)
    assert agree(cgt_py, Domineering.rectangle(rows, columns).value, text)


@pytest.mark.parametrize("seed", range(6))
def test_random_boards_agree_with_cgt_py(cgt_py, seed):
    rng = random.Random(SEED + 100 + seed)
    for _ in range(50):
        text = random_board(rng, 4, 5)
        assert agree(cgt_py, Domineering(text).value, text), text


# -- the benchmark script ---------------------------------------------------------------


@pytest.mark.slow
def test_benchmark_runs_and_checks_agreement():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_domineering

    assert bench_domineering.parse_size("4x6") == (4, 6)
    row = bench_domineering.run_size(2, 3, reps=1, with_theirs=bench_domineering.have_cgt_py(),
                                     limit=60.0)
    assert row.value == "{2|-1/2}" and row.error is None
    assert "| 2×3 |" in bench_domineering.markdown([row], 1)


def test_a_column_or_a_row_is_keyed_as_the_strip_of_its_value():
    """A region with no two cells side by side is a column, Left's alone and
    worth half its cells (rounded down): a column of 2k + 1 cells shares the
    entry of the column of 2k, on any board; a row likewise for Right."""
    for k in range(1, 6):
        odd, even = Domineering("|".join("." * (2 * k + 1))), Domineering("|".join("." * (2 * k)))
        assert odd.key() == even.key()
        assert odd.value == even.value == k
        wide = Domineering("|".join(["#########."] * (2 * k + 1)))
        assert wide.key() == even.key()
        row, shorter = Domineering("." * (2 * k + 1)), Domineering("." * (2 * k))
        assert row.key() == shorter.key() == even.conjugate_key()
        assert row.value == shorter.value == -k
        assert row.conjugate_key() == even.key()
        part = Domineering._from_key(even.key())
        assert part.key() == even.key() and str(part) == "|".join("." * (2 * k))
    cgt.clear_tables()
    assert Domineering(".#.|.#.|.#.").value == 2  # two columns of three
    assert Domineering("...#|####|....").value == -3  # rows of three and four

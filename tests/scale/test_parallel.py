"""Parallel solving (issue 14): the same values from the serial solver, a
process pool of 1 and 2 workers, and a Dask LocalCluster, on every
ruleset's example position; workers that share a value store."""

from __future__ import annotations

import pytest

from cgt import LoopyPartizanPosition, LoopyPosition, Position
from cgt.games import registry
from cgt.games.domineering import Domineering
from cgt.positions.solver import LoopError, solve
from cgt.positions.tables import clear_tables
from cgt.scale.parallel import frontier, solve_many, solve_split
from cgt.scale.store import ValueStore
from cgt.values.game import wrap


def _examples():
    """Each ruleset's example position, and its value from the serial
    solver (None for loopy games, which have no short-game value)."""
    found = []
    for name in registry.names():
        ruleset = registry.get(name)
        position = ruleset.position(ruleset.example)
        loopy = isinstance(position, (LoopyPosition, LoopyPartizanPosition))
        value = None if loopy else wrap(solve(position))
        found.append((name, position, value))
    return found


EXAMPLES = _examples()
SOLVABLE = [(name, p, v) for name, p, v in EXAMPLES if v is not None]


def test_every_ruleset_has_an_example_to_check():
    assert len(SOLVABLE) >= 14
    assert {name for name, _, v in EXAMPLES if v is None} <= {
        "ourson", "tictactoe", "backsliding-toads-and-frogs", "fox-and-geese"}


@pytest.mark.parametrize("workers", [1, 2])
def test_a_pool_gives_the_serial_values(workers):
    clear_tables()
    values = solve_many([p for _, p, _ in SOLVABLE], workers=workers)
    assert values == [v for _, _, v in SOLVABLE]


@pytest.mark.parametrize(("name", "position", "value"), SOLVABLE, ids=[s[0] for s in SOLVABLE])
def test_a_split_position_gives_the_serial_value(name, position, value):
    clear_tables()
    assert solve_split(position, workers=2, tasks_per_worker=3) == value


class Circle(Position):
    """Left moves around a circle of ``n`` spots forever: no short-game value."""

    def __init__(self, spot: int, n: int = 3) -> None:
        self.spot, self.n = spot, n

    def left_moves(self):
        return [Circle((self.spot + 1) % self.n, self.n)]

    def right_moves(self):
        return []

    def key(self):
        return (self.spot, self.n)


def test_a_loopy_game_raises_the_same_error_in_the_workers():
    with pytest.raises(LoopError):
        solve(Circle(0))
    with pytest.raises(LoopError, match="returns to an earlier position"):
        solve_many([Circle(0), Domineering("..")], workers=2)
    with pytest.raises(LoopError):
        solve_split(Circle(0), workers=2)


def test_the_frontier_holds_distinct_positions_and_components():
    split = frontier(Domineering("....|....|...."), 16)
    keys = [(type(p), p.key()) for p in split.frontier]
    assert len(keys) == len(set(keys)) >= 16
    # The root, then its 17 moves: 6 distinct positions up to symmetry.
    assert split.depth == 2 and split.expanded == 1 + 6


def test_workers_share_a_store(tmp_path):
    path = tmp_path / "values.sqlite"
    board = Domineering(".....|.....|.....|....#")
    clear_tables()
    expected = board.value
    clear_tables()
    store = ValueStore(path)
    assert board.solve(workers=2, store=store) == expected
    solved = store.stats().positions
    assert solved > 1000
    clear_tables()
    again = ValueStore(path)
    with again:
        assert board.value == expected
    assert again.stats().hits == 1 and again.stats().written == 0


def test_bad_worker_counts_are_refused():
    from cgt import CGTError

    for workers in (0, -1, 2.5, True):
        with pytest.raises(CGTError, match="workers must be a positive integer"):
            solve_many([Domineering("..")], workers=workers)


def test_a_dask_cluster_gives_the_serial_values(dask_client, tmp_path):
    clear_tables()
    assert solve_many([p for _, p, _ in SOLVABLE], client=dask_client) == \
        [v for _, _, v in SOLVABLE]
    board = Domineering("....|....|....|...#")
    clear_tables()
    expected = board.value
    clear_tables()
    path = tmp_path / "values.sqlite"
    assert board.solve(client=dask_client, store=path) == expected
    assert ValueStore(path).stats().positions > 100


def test_outcomes_searched_on_the_workers_are_the_serial_ones():
    from cgt.games.babylone import Babylone
    from cgt.positions.tables import table_for
    from cgt.scale.parallel import presolve_outcomes

    starts = [Babylone.start(colors=c, per_color=k) for c in (2, 3) for k in (1, 2, 3)]
    clear_tables()
    expected = [p.outcome for p in starts]
    clear_tables()
    presolve_outcomes([*starts, Domineering("..|..")], workers=2)  # partizan: left alone
    assert len(table_for(Babylone, "wins")) == len(starts)  # only the answers came back
    assert [p.outcome for p in starts] == expected
    assert Domineering("..|..").known_value() is None

"""The memory limit of long solves (issue 14): ``cgt.set_memory_limit``.

Past the limit the solvers empty the caches of the operations, and inside a
value store the tables of positions too (read back from the store); the
answers never change. A free is not repeated until the entries held have
grown again, however long the memory stays above the limit.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core import budget
from cgt.games.alquerkonane import Alquerkonane
from cgt.games.col import Col
from cgt.games.domineering import Domineering
from cgt.games.konane import Konane


@pytest.fixture(autouse=True)
def _no_limit_after():
    yield
    cgt.set_memory_limit(None)


def _fresh() -> None:
    cgt.clear_tables()
    cgt.clear_caches()


@pytest.mark.parametrize(("text", "size"), [
    ("2G", 2 * 2**30), ("500M", 500 * 2**20), ("1.5g", 3 * 2**29), ("64K", 65536),
    ("300MB", 300 * 2**20), ("2 GiB", 2 * 2**30), ("4096", 4096), (" 1T ", 2**40),
])
def test_sizes_are_read_in_binary_units(text, size):
    assert budget.parse_size(text) == size
    cgt.set_memory_limit(text)
    assert cgt.memory_limit() == size


@pytest.mark.parametrize("text", ["", "lots", "2X", "-1G", "G", "1.2.3M", "0", "0.1"])
def test_a_size_that_is_not_one_is_an_error_naming_it(text):
    with pytest.raises(cgt.CGTError, match="memory size") as error:
        cgt.set_memory_limit(text)
    assert repr(text) in str(error.value)
    assert cgt.memory_limit() is None


@pytest.mark.parametrize("size", [0, -5, True, 1.5, [1]])
def test_a_limit_is_a_positive_number_of_bytes(size):
    with pytest.raises(cgt.CGTError, match="positive number of bytes"):
        cgt.set_memory_limit(size)


def test_no_limit_by_default_and_none_lifts_it():
    assert cgt.memory_limit() is None and cgt.memory_info().memory_limit is None
    cgt.set_memory_limit(10**9)
    assert cgt.memory_limit() == 10**9 == cgt.memory_info().memory_limit
    assert "limit of 953.7 MiB (freed 0 times)" in str(cgt.memory_info())
    cgt.set_memory_limit(None)
    assert cgt.memory_limit() is None and budget.active_budget() is None


def _solved(make, store_path=None):
    """The value of ``make()``, solved with empty tables and caches (and its
    store's statistics, committed, when solved inside the store at ``store_path``)."""
    _fresh()
    if store_path is None:
        return make().value
    store = cgt.ValueStore(store_path)
    with store:
        value = make().value
    stats = store.stats()
    store.close()
    return value, stats


def _start():
    return Alquerkonane.start(5, 5, rows=1)


#: The growth of the entries between two frees in the tests of a tiny limit:
#: half the library's, since canonical simplification answers most builds
#: of these boards in closed form, with no entry in a memo (a free waits for
#: 16 checks' worth of entries, and these solves make about 60,000 and
#: 30,000: "several frees" needs a smaller wait).
_GROWTH = budget.LEAST_GROWTH // 2


@pytest.mark.slow
def test_a_tiny_limit_inside_a_store_frees_and_reads_the_values_back(tmp_path, monkeypatch):
    monkeypatch.setattr(budget, "LEAST_GROWTH", _GROWTH)
    free, plain_stats = _solved(_start, tmp_path / "plain.sqlite")
    assert plain_stats.hits == 0  # nothing forgotten: nothing read back
    positions = len(Alquerkonane.table())
    assert plain_stats.positions == positions
    cgt.set_memory_limit(1)
    value, stats = _solved(_start, tmp_path / "limited.sqlite")
    assert value is free
    assert cgt.memory_info().frees >= 3
    assert stats.hits > 1000  # the tables were emptied: their values read back
    assert stats.positions == positions
    assert len(Alquerkonane.table()) < positions


def test_a_tiny_limit_without_a_store_keeps_the_tables(monkeypatch):
    monkeypatch.setattr(budget, "LEAST_GROWTH", _GROWTH)
    free = _solved(_start)
    positions = len(Alquerkonane.table())
    cgt.set_memory_limit(1)
    assert _solved(_start) is free
    assert cgt.memory_info().frees >= 3
    assert len(Alquerkonane.table()) == positions  # kept: solving them again costs too much


def _konane_board():
    return Konane("xoxox|oxoxo|xo.ox|oxoxo")


def _col_grid():  # Col on a 4×4 grid: 2,643 components solved
    edges = [(r * 4 + c, r * 4 + c + 1) for r in range(4) for c in range(3)]
    edges += [(r * 4 + c, r * 4 + c + 4) for r in range(3) for c in range(4)]
    return Col(" ".join(f"{a}-{b}" for a, b in edges))


@pytest.mark.parametrize(("board", "frees"), [(_konane_board, 2), (_col_grid, 1)],
                         ids=["stone solver", "colouring solver"])
def test_the_bitboard_solvers_keep_the_limit(monkeypatch, board, frees):
    monkeypatch.setattr(budget, "LEAST_GROWTH", _GROWTH)
    free = _solved(board)
    cgt.set_memory_limit(1)
    assert _solved(board) is free
    assert budget.active_budget().count > budget.CHECK_EVERY
    assert cgt.memory_info().frees >= frees


def test_a_large_limit_never_frees():
    free = _solved(_start)
    cgt.set_memory_limit(2**50)
    assert _solved(_start) is free
    assert cgt.memory_info().frees == 0 and budget.active_budget().count > 10_000


#: A limit whose target (an eighth below it) is 200 MiB.
_LIMIT = 200 * 2**20 * budget.HEADROOM // (budget.HEADROOM - 1)


def test_a_free_waits_for_the_entries_to_grow_again(monkeypatch):
    """Memory that stays high after a free (the allocator keeps it) does not
    make every check free again: the next free waits for the entries held to
    grow by a quarter of what the limit allows, as calibrated at the first
    free; and for the memory to pass the target again."""
    held = [1_000]
    freed = []
    monkeypatch.setattr(budget, "entries_held", lambda: held[0])

    class Freeing(budget.Budget):
        def free(self):
            freed.append(held[0])
            held[0] = 500

    limited = Freeing(limit=_LIMIT)
    assert limited.target == 200 * 2**20
    assert not limited.check(resident=100 * 2**20)  # the base: 100 MiB, 1,000 entries
    held[0] = 201_000
    assert not limited.check(resident=199 * 2**20)  # under the target
    assert limited.check(resident=201 * 2**20)  # 101 MiB for 200,000 entries: freed
    assert freed == [201_000] and held[0] == 500
    # 100 MiB allowed above the base: about 198,000 entries, a quarter 49,505.
    assert limited.threshold == 500 + int(200_000 * 100 / 101 / 4)
    for entries in (500, 20_000, 50_000):  # memory stays high...
        held[0] = entries
        assert not limited.check(resident=201 * 2**20)
    held[0] = 50_005  # ...until the entries have grown enough
    assert not limited.check(resident=199 * 2**20)  # and the memory is over the target
    assert limited.check(resident=201 * 2**20)
    assert len(freed) == 2


def test_a_free_waits_at_least_for_some_growth(monkeypatch):
    held = [1_000]
    monkeypatch.setattr(budget, "entries_held", lambda: held[0])

    class Keeping(budget.Budget):
        def free(self):  # frees nothing
            pass

    limited = Keeping(limit=1)
    assert limited.check(resident=50 * 2**20)  # over at once
    held[0] += budget.LEAST_GROWTH - 1
    assert not limited.check(resident=50 * 2**20)
    held[0] += 1
    assert limited.check(resident=50 * 2**20)


_ROWS = st.integers(1, 4)


@st.composite
def _boards(draw):
    rows, columns = draw(_ROWS), draw(_ROWS)
    cells = draw(st.lists(st.sampled_from("...#"), min_size=rows * columns,
                          max_size=rows * columns))
    return "|".join("".join(cells[r * columns:(r + 1) * columns]) for r in range(rows))


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(_boards(), st.booleans())
def test_values_under_a_tiny_limit_are_the_values(tmp_path_factory, board, stored):
    """Domineering under a limit of one byte (a free at every check) against
    the unlimited solve, with and without a store."""
    cgt.set_memory_limit(None)
    def make():
        return Domineering(board)

    reference = _solved(make)
    cgt.set_memory_limit(1)
    if stored:
        value, _ = _solved(make, tmp_path_factory.mktemp("s") / "v.sqlite")
    else:
        value = _solved(make)
    assert value is reference
    assert cgt.memory_info().frees >= 1


def test_a_free_inside_a_store_makes_it_forget_its_games_and_grown_snapshots(tmp_path,
                                                                             monkeypatch):
    from cgt.scale import store as stores

    path = tmp_path / "v.sqlite"
    _fresh()  # solved inside the store, whatever this worker's tests solved before
    with cgt.ValueStore(path) as store:
        value = _start().value
        store.commit()
        assert store._rows.games and store._rows.keys
        monkeypatch.setattr(stores, "SNAPSHOT_KEYS", 10)  # every snapshot has grown past it
        assert any(keys is not None and len(keys) > 10
                   for _, keys, _ in store._local.snapshots.values())
        budget.Budget(1).free()
        assert not store._rows.games and not store._rows.keys and not store._local.snapshots
        assert len(Alquerkonane.table()) == 0
        _fresh()
        assert _start().value is value  # read back from the file
    store.close()

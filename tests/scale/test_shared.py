"""The answers the workers of a pool share in memory (issue 14): what one
worker publishes another reads, by key, across processes; tables grow and
fill without a wrong answer; a reversed search gives the same values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import any_games

from cgt import CGTError, clear_caches
from cgt.core.dyadic import Dyadic
from cgt.core.form import nus
from cgt.games.clobber import Clobber
from cgt.games.domineering import Domineering
from cgt.games.nim import Nim
from cgt.positions.solver import explore_in_reverse, solve
from cgt.positions.tables import clear_tables
from cgt.scale.gamelog import GameLog
from cgt.scale.parallel import run_split
from cgt.scale.shared import SharedAnswers
from cgt.scale.store import ValueStore, answering
from cgt.values.game import wrap


@pytest.fixture
def shared():
    region = SharedAnswers.create(2, slots=1 << 18, log_bytes=1 << 20)
    try:
        yield region
    finally:
        region.close()


def test_a_value_published_by_one_worker_is_read_by_another(shared):
    board = Domineering("....|....|...#")
    clear_tables()
    with answering(shared.joined(0)):
        expected = solve(board)
    clear_tables()
    reader = shared.joined(1)
    assert reader.lookup(Domineering, "value", board.key()) is expected
    sub = Domineering("..|..")
    assert wrap(reader.lookup(Domineering, "value", sub.key())) == wrap(solve(sub))
    stats = shared.stats(duplicates=True)
    assert stats.published > 50 and stats.read == 2 and stats.duplicated == 0
    assert stats.games > 10 and not stats.full


def test_games_cross_as_ids_through_the_logs(shared):
    """Worker 1 knows none of worker 0's games: it builds them from the log
    (options first), and publishes a game made of them by id."""
    clear_tables()
    with answering(shared.joined(0)):
        left = solve(Domineering("...|...|..#"))
    reader = shared.joined(1)
    reader._gids.clear()  # as a fresh process
    found = reader.lookup(Domineering, "value", Domineering("...|...|..#").key())
    assert found is left
    gid = reader._gid(found)
    assert gid is not None and gid >> 40 == 0  # worker 0's id, not written again


_HUGE = st.integers(-(2**80), 2**80)


@settings(max_examples=100, deadline=None)
@given(st.lists(any_games(), min_size=1, max_size=5), _HUGE, st.integers(0, 70), _HUGE,
       st.integers(0, 2**80))
def test_a_log_gives_back_the_games_written(games, numerator, exponent, ups, nim):
    """Games written to a log (as options' ids, compact words, or the text
    of a compact value too large for words) are read back as the same games."""
    region = SharedAnswers.create(2, slots=1 << 12, log_bytes=1 << 16)
    try:
        writer, reader = GameLog(region, 0), GameLog(region, 1)
        x = Dyadic.from_value(Fraction(numerator, 2**exponent))
        forms = [g._form for g in games] + [nus(x, ups, nim), nus(x, 0, 0), nus(x, 1, 1)]
        gids = [writer._gid(form) for form in forms]
        assert [gid is not None and gid >> 40 for gid in gids] == [0] * len(forms)
        assert all(reader._form(gid) is form for gid, form in zip(gids, forms, strict=True))
    finally:
        region.close()


def test_keys_of_every_kind_and_grundy_values(shared):
    writer, reader = shared.joined(0), shared.joined(1)
    # Tuples of integers go by their repr (a huge integer, which has none, by
    # encode_key), other keys by encode_key.
    keys = [7, 2**100 + 3, 2**130, -5, (1, "a", None), "text", frozenset({1, 2}),
            ((1, 2), (3,)), ((1, 2), True, None), ((1, 2), (3, 0)), (10**5000, 1), ()]
    for i, key in enumerate(keys):
        writer.put(Nim, "grundy", key, i)
    assert [reader.lookup(Nim, "grundy", key) for key in keys] == list(range(len(keys)))
    assert reader.lookup(Nim, "value", 7) is None  # another kind of answer
    assert reader.lookup(Clobber, "grundy", 7) is None  # another ruleset
    assert reader.lookup(Nim, "grundy", 8) is None
    writer.put(Nim, "grundy", object(), 1)  # a key without bytes: not shared
    writer.put(Nim, "wins", 9, True)  # a table that is not shared


def test_tables_grow_and_then_fill_without_a_wrong_answer():
    region = SharedAnswers.create(2, slots=1 << 18, log_bytes=1 << 16)
    try:
        assert region.sizes == [1 << 16, 1 << 18]
        writer, reader = region.joined(0), region.joined(1)
        count = 250_000  # beyond 70 % of the last table: the rest is not published
        for key in range(count):
            writer.put(Nim, "grundy", key, key % 1000)
        stats = region.stats()
        assert stats.full and (1 << 15) < stats.published < count
        answers = [reader.lookup(Nim, "grundy", key) for key in range(0, count, 97)]
        assert all(a is None or a == key % 1000
                   for a, key in zip(answers, range(0, count, 97), strict=True))
        assert reader.lookup(Nim, "grundy", 5) == 5  # in the first table, copied to the next
        assert sum(a is not None for a in answers) == stats.published // 97 + 1
        assert region.stats(duplicates=True).duplicated == 0  # a copy is not work done twice
    finally:
        region.close()


def test_a_view_passes_answers_on_to_a_store(shared, tmp_path):
    board = Domineering("...|...|...")
    clear_tables()
    store = ValueStore(tmp_path / "values.sqlite")
    with answering(shared.joined(0).over(store)):
        expected = wrap(solve(board))
    assert store.stats().positions > 10
    clear_tables()
    assert store.get(board) == expected
    store.close()


def test_a_file_that_is_not_a_region_is_refused(tmp_path):
    path = tmp_path / "region"
    path.write_bytes(b"\0" * 4096)
    with pytest.raises(CGTError, match="not a cgt shared region"):
        SharedAnswers.open(path)


def test_the_reversed_search_gives_the_same_values():
    boards = [Domineering("....|....|...#"), Clobber("xoxo|oxox|xo..")]
    clear_tables()
    expected = [solve(b) for b in boards]
    try:
        explore_in_reverse(True)
        clear_tables()
        clear_caches()
        assert [wrap(solve(b)) for b in boards] == [wrap(v) for v in expected]
    finally:
        explore_in_reverse(False)


def test_two_workers_share_their_answers_and_count_the_duplicated_work():
    board = Domineering("....|....|....|..##")
    clear_tables()
    expected = wrap(solve(board))
    clear_tables()
    run = run_split(board, workers=2, tasks_per_worker=4, duplicates=True)
    assert run.value == expected
    assert run.shared is not None
    assert run.shared.published > 100 and not run.shared.full
    assert 0 <= run.shared.duplicated < run.shared.published
    # Each worker's CPU seconds, largest first, and the coordinator's.
    assert 1 <= len(run.worker_cpu) <= 2 and all(c > 0 for c in run.worker_cpu)
    assert list(run.worker_cpu) == sorted(run.worker_cpu, reverse=True)
    assert run.frontier_cpu >= 0 and run.finish_cpu >= 0


class _Board:
    """A ruleset of its own, so that its tables hold only this test's answers."""


def test_a_pool_worker_takes_integer_keys_into_its_tables_and_after_an_eviction_into_dictionaries(
        shared):
    from cgt.positions.tables import table_for

    table = table_for(_Board, "grundy")
    table.clear()
    writer, worker = shared.joined(0), shared.joined(1).into_tables()
    keys = [5, 2**70 + 1, 2**127 + 9]  # integer keys: journalled, not hashed in a table
    for i, key in enumerate(keys):
        writer.put(_Board, "grundy", key, i + 1)
    assert worker.lookup(_Board, "grundy", keys[0]) == 1
    # Taken all at once, into this process's table: the solver finds them there.
    assert {key: table.values.get(key) for key in keys} == {keys[0]: 1, keys[1]: 2, keys[2]: 3}
    assert worker.lookup(_Board, "grundy", 6) is None
    writer.put(_Board, "grundy", 6, 7)  # published later: taken on the next miss
    assert worker.lookup(_Board, "grundy", 6) == 7
    # The table emptied for being full: the view takes every journal again, its own
    # worker's too, into dictionaries of its own.
    worker.put(_Board, "grundy", 8, 9)
    table.max_entries = 2
    for key in range(100, 103):
        table.store(key, 0)
    assert table.values.evictions and 8 not in table.values
    found = [worker.lookup(_Board, "grundy", key) for key in (*keys, 6, 8, 9)]
    assert found == [1, 2, 3, 7, 9, None]
    stats = shared.stats(duplicates=True)
    assert stats.published == 5 and stats.duplicated == 0 and not stats.full
    table.max_entries = 2_000_000
    table.clear()


class _Mine:
    """A ruleset of its own (no table of it has evicted anything)."""


class _Other:
    """Another ruleset of its own."""


def test_a_solver_s_miss_is_answered_by_the_take_that_brings_its_key(shared):
    from cgt.positions.tables import table_for

    table = table_for(_Mine, "grundy")
    table.clear()
    writer, worker = shared.joined(0), shared.joined(1).into_tables()
    writer.put(_Mine, "grundy", 5, 1)
    writer.put(_Mine, "grundy", 2**70 + 3, 2)
    # Taken while the worker asked another table: kept until _Mine's table is
    # met, then put in it, and the look-up that meets it asks the table.
    assert worker.lookup(_Other, "grundy", 1, solving=True) is None
    assert table.values.get(5) is None
    assert worker.lookup(_Mine, "grundy", 5, solving=True) == 1
    assert table.values.get(2**70 + 3) == 2
    # A solver's miss with nothing new to take: no answer.
    assert worker.lookup(_Mine, "grundy", 6, solving=True) is None
    writer.put(_Mine, "grundy", 7, 3)
    writer.put(_Mine, "grundy", 2**70 + 6, 4)
    # The take that brings the key asked answers it; the rest goes to the table.
    assert worker.lookup(_Mine, "grundy", 2**70 + 6, solving=True) == 4
    assert table.values.get(7) == 3
    # Not a solver's look-up: the table is asked.
    assert worker.lookup(_Mine, "grundy", 7) == 3
    # A miss asks a key, then its conjugate's: the second look-up finds what
    # the first one's take brought.
    writer.put(_Mine, "grundy", 11, 5)
    assert worker.lookup(_Mine, "grundy", 10, solving=True) is None
    assert worker.lookup(_Mine, "grundy", 11, solving=True) == 5
    assert shared.stats().read == 4
    table.clear()
    table_for(_Other, "grundy").clear()

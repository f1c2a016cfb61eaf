"""Win/loss searches on forked helpers (cgt.scale.forked): the answers
of the serial search, in the order given, whatever the helpers do."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cgt.games.babylone import Babylone
from cgt.games.subtraction import Subtraction
from cgt.positions.solver import wins_moving_first
from cgt.positions.tables import clear_tables, table_for
from cgt.scale.forked import can_fork, search_on_forks
from cgt.scale.parallel import _outcome_task, presolve_outcomes

pytestmark = pytest.mark.skipif(not can_fork(), reason="no os.fork here, or threads running")

HERE = os.getpid()


def search(position):
    return _outcome_task(position, None)


def serial(positions):
    clear_tables()
    return [wins_moving_first(p, True) for p in positions]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from([(1, 2), (1, 3), (2, 3), (1, 2, 5), (3, 4, 7)]),
                          st.integers(0, 40)), max_size=12),
       st.integers(1, 4))
def test_the_helpers_answer_as_the_serial_search(heaps, helpers):
    positions = [Subtraction(list(moves), n) for moves, n in heaps]
    expected = serial(positions)
    clear_tables()
    cells = []
    found = search_on_forks(positions, helpers, search, cells.append)
    assert [wins for wins, _, _ in found] == expected
    assert len(cells) == len(positions)  # every cell was answered by a helper
    assert all(pid != HERE for _, _, (pid, _) in found)
    assert len(table_for(Subtraction, "wins")) == 0  # the search ran in the helpers


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from([(1, 2), (1, 3), (2, 3), (1, 2, 5)]),
                          st.integers(0, 40)), min_size=1, max_size=12),
       st.integers(1, 3), st.randoms(use_true_random=False))
def test_groups_taken_whole_answer_as_the_serial_search(heaps, helpers, rng):
    positions = [Subtraction(list(moves), n) for moves, n in heaps]
    expected = serial(positions)
    indices = list(range(len(positions)))
    rng.shuffle(indices)
    cuts = sorted(rng.sample(range(1, len(indices)), rng.randint(0, len(indices) - 1)))
    groups = [indices[a:b] for a, b in zip([0, *cuts], [*cuts, len(indices)], strict=True)]
    clear_tables()
    found = search_on_forks(positions, helpers, search, groups=groups)
    assert [wins for wins, _, _ in found] == expected
    for group in groups:  # one helper searched each group
        assert len({found[i][2][0] for i in group}) == 1


def test_groups_must_hold_each_index_once():
    positions = [Subtraction([1, 2], n) for n in range(3)]
    for groups in ([[0, 1]], [[0, 1], [1, 2]], [[0, 1, 2, 3]]):
        with pytest.raises(ValueError, match="each index once"):
            search_on_forks(positions, 2, search, groups=groups)


def test_families_of_the_babylone_table_answer_as_the_serial_table():
    from cgt.games.babylone import bricks as _bricks

    cells = sorted([(2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (2, 2), (6, 1), (4, 1)],
                   key=lambda ck: -ck[0] * ck[1])
    starts = [Babylone.start(colors=c, per_color=k) for c, k in cells]
    expected = [p.outcome for p in starts]
    clear_tables()
    presolve_outcomes(starts, workers=2, together=_bricks)
    assert len(table_for(Babylone, "wins")) == len(starts)  # only the answers came back
    assert [p.outcome for p in starts] == expected


def test_babylone_starts_largest_first_match_the_serial_table():
    starts = [Babylone.start(colors=c, per_color=k)
              for c, k in sorted([(2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (2, 2)],
                                 key=lambda ck: -ck[0] * ck[1])]
    expected = serial(starts)
    clear_tables()
    found = search_on_forks(starts, 2, search)
    assert [wins for wins, _, _ in found] == expected
    assert len({pid for _, _, (pid, _) in found}) <= 2


def _fails_in_helpers(position):
    if os.getpid() != HERE:
        raise RuntimeError("a helper's failure")
    return search(position)


def _dies_in_helpers(position):
    if os.getpid() != HERE and position.heap % 2:
        os._exit(3)  # killed, say: its cell and the cells it would have taken are lost
    return search(position)


@pytest.mark.parametrize("task", [_fails_in_helpers, _dies_in_helpers])
def test_a_cell_a_helper_could_not_answer_is_searched_here(task):
    positions = [Subtraction([1, 2], n) for n in range(10)]
    expected = serial(positions)
    clear_tables()
    found = search_on_forks(positions, 2, task)
    assert [wins for wins, _, _ in found] == expected
    assert any(pid == HERE for _, _, (pid, _) in found)  # those cells were searched here


def test_an_error_of_a_cell_is_raised_here_as_in_a_serial_run():
    def broken(position):
        raise ValueError(f"no moves for {position.heap}")

    with pytest.raises(ValueError, match="no moves for 0"):
        search_on_forks([Subtraction([1], n) for n in range(3)], 2, broken)


def test_presolve_outcomes_forks_when_it_can_and_fills_the_table():
    starts = [Babylone.start(colors=c, per_color=2) for c in (2, 3, 4)]
    expected = [p.outcome for p in starts]
    clear_tables()
    presolve_outcomes(starts, workers=2)
    assert len(table_for(Babylone, "wins")) == len(starts)  # only the answers came back
    assert [p.outcome for p in starts] == expected


def test_too_many_cells_for_a_pipe_are_not_forked():
    assert can_fork(10) and not can_fork(10**6)
    with pytest.raises(ValueError, match="cannot fork"):
        search_on_forks(list(range(10**6)), 2, search)

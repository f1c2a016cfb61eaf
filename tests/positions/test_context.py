"""One solver, handed its context (cgt.positions.context): the same walk
with and without a store or a reporter, the user's blocks read in one place,
and the engines' hook given the context."""

from __future__ import annotations

from pathlib import Path

import pytest

import cgt
from cgt.core import budget
from cgt.games.clobber import Clobber
from cgt.games.domineering import Domineering
from cgt.games.toads_and_frogs import ToadsAndFrogs
from cgt.positions.answers import answering
from cgt.positions.context import EMPTY, SolveContext, current_context, explore_in_reverse
from cgt.positions.progress import Reporter
from cgt.positions.solver import solve
from cgt.positions.tables import table_sizes

#: Rulesets with an engine (a ``direct_value`` hook) and one without.
ENGINES = [Domineering("....|....|...."), Clobber("xox|oxo")]
PLAIN = [ToadsAndFrogs("tt..ff")]


def entries() -> int:
    """Values in this process's transposition tables."""
    return sum(table_sizes().values())


def solved_in(position: cgt.Position, context_of: str, tmp_path: Path) -> tuple[object, int,
                                                                                 int | None,
                                                                                 int | None]:
    """Solve ``position`` from empty tables in a context with a store, a
    reporter, both, or neither: its value, the entries of the tables, the
    reporter's count and the answers the store was given."""
    cgt.clear_tables()
    store = cgt.ValueStore(tmp_path / f"{context_of}.sqlite") if "store" in context_of else None
    reporter = Reporter(None) if "reporter" in context_of else None
    value = solve(position, SolveContext(store=store, reporter=reporter))
    written = None
    if store is not None:
        store.commit()
        written = store.stats().written
        store.close()
    return value, entries(), None if reporter is None else reporter.solved, written


@pytest.mark.parametrize("position", ENGINES + PLAIN, ids=str)
def test_the_same_walk_with_and_without_a_store_or_a_reporter(position, tmp_path):
    """A store and a reporter see every position the walk solves, and the
    walk is the same with either, both or, for a ruleset without an engine,
    neither: the same value, the same positions."""
    plain = solved_in(position, "none", tmp_path)
    stored = solved_in(position, "store", tmp_path)
    reported = solved_in(position, "reporter", tmp_path)
    both = solved_in(position, "store and reporter", tmp_path)
    walked = stored[1]
    assert plain[0] is stored[0] is reported[0] is both[0]
    assert stored == (plain[0], walked, None, walked)
    assert reported == (plain[0], walked, walked, None)
    assert both == (plain[0], walked, walked, walked) and walked > 10
    if position in PLAIN:
        assert plain == (plain[0], walked, None, None)


@pytest.mark.parametrize("position", ENGINES, ids=str)
def test_an_engine_is_asked_only_when_nothing_needs_the_walk(position, tmp_path):
    """Without a store or a reporter the ruleset's engine values the board
    (``direct_value``): it keys the regions it meets its own way, so its
    table holds other entries than the walk's, the root's among them; the
    reverse order of search needs the walk too, and finds what a store sees."""
    cgt.clear_tables()
    value = solve(position)
    assert position.known_value() is not None
    engine = entries()
    cgt.clear_tables()
    explore_in_reverse(True)
    try:
        assert current_context().walks and solve(position) is value
    finally:
        explore_in_reverse(False)
    walked = entries()
    assert walked == solved_in(position, "store", tmp_path)[1] != engine


def test_the_users_blocks_fill_the_context_read_in_one_place(tmp_path):
    """``with store:``, ``cgt.reporting_progress`` and ``cgt.set_memory_limit``
    set what :func:`current_context` reads; a solve inside them is the solve
    handed that context."""
    board = Domineering("...|...|..#")
    assert current_context() is EMPTY
    reports: list[cgt.ProgressReport] = []
    with cgt.ValueStore(tmp_path / "values.sqlite") as store, \
            cgt.reporting_progress(reports.append) as reporter:
        cgt.set_memory_limit("64G")
        try:
            context = current_context()
            assert context.store is store and context.reporter is reporter
            assert context.budget is budget.active_budget() and context.walks
            cgt.clear_tables()
            value = board.value
        finally:
            cgt.set_memory_limit(None)
    assert current_context() is EMPTY
    assert store.stats().written == reports[-1].solved == entries() > 5
    assert value.outcome is cgt.Outcome.N
    explicit = solved_in(board, "store and reporter", tmp_path)
    assert explicit[1:] == (reports[-1].solved,) * 3


def test_answering_is_the_store_of_a_context(tmp_path):
    """:func:`answering` (the blocks of a pool's workers) fills the context
    as ``with store:`` does."""
    with cgt.ValueStore(tmp_path / "values.sqlite") as store:
        outer = current_context().store
        with answering(store):
            assert current_context().store is store is outer


def test_the_engines_keep_the_budget_of_their_context():
    """An engine ticks the budget it is handed, not the process's."""
    position = Clobber("xoxo|oxox|xoxo")
    cgt.clear_tables()
    kept = budget.Budget(1 << 40)
    value = solve(position, SolveContext(budget=kept))
    assert kept.count > 10 and budget.active_budget() is None
    cgt.clear_tables()
    assert solve(position, EMPTY) is value

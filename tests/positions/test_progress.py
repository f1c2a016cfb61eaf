"""Progress of long solves (cgt.positions.progress): a callback sees the
positions solved grow, at most every tenth of a second, and a last report
that counts every position the solve put in its tables; ``progress=True``
draws a rich progress bar; the command's display is the same bar."""

from __future__ import annotations

import io
import itertools
import time

import pytest
from rich.console import Console

import cgt
from cgt.games.domineering import Domineering
from cgt.games.heap import HeapGame
from cgt.positions import progress as progress_module
from cgt.positions.context import current_context
from cgt.positions.progress import ProgressBar, ProgressReport
from cgt.positions.tables import table_sizes
from cgt.scale.parallel import run_split, solve_many

BOARD = Domineering("....|....|....|...#")


def solved_positions() -> int:
    return sum(table_sizes().values())


def check_reports(reports: list[ProgressReport], interval: float = 0.1) -> ProgressReport:
    """The first report is the start, the counts grow, only the last report
    is final, and the others are ``interval`` apart: the last one."""
    assert reports and reports[0].solved == 0 and reports[-1].finished
    assert not any(report.finished for report in reports[:-1])
    counts = [report.solved for report in reports]
    assert counts == sorted(counts)
    times = [report.elapsed for report in reports[:-1]]
    assert all(later - earlier >= interval * 0.9
               for earlier, later in itertools.pairwise(times))
    return reports[-1]


def test_a_callback_counts_every_position_of_a_solve():
    cgt.clear_tables()
    reports: list[ProgressReport] = []
    value = BOARD.solve(workers=1, progress=reports.append)
    final = check_reports(reports)
    assert final.solved == solved_positions() == len(Domineering.table()) > 100
    assert final.description == "solving Domineering" and value == BOARD.value
    assert current_context().reporter is None


def test_a_long_solve_reports_as_it_goes():
    """With no interval between reports, the callback is told at every
    look at the clock, each ``_STEP`` positions solved: the reports are
    driven by the positions, whatever the load of the machine."""
    cgt.clear_tables()
    reports: list[ProgressReport] = []
    with cgt.reporting_progress(reports.append, interval=0.0):
        value = Domineering("....|....|....|....|...#").value
    final = check_reports(reports, 0.0)
    step = progress_module._STEP
    assert final.solved == solved_positions() > 10 * step and value is not None
    assert [report.solved for report in reports[1:-1]] == list(
        range(step, final.solved + 1, step))


def test_a_table_of_positions_counts_positions_and_cells():
    cgt.clear_tables()
    reports: list[ProgressReport] = []
    boards = [Domineering.rectangle(r, c) for r in (2, 3) for c in (2, 3, 4)]
    values = solve_many(boards, workers=1, progress=reports.append)
    final = check_reports(reports)
    assert final.solved == solved_positions()
    assert (final.done, final.cells) == (len(boards), len(boards))
    assert values == [board.value for board in boards]


def test_workers_positions_are_counted_by_the_coordinator():
    cgt.clear_tables()
    reports: list[ProgressReport] = []
    with cgt.reporting_progress(reports.append):
        run = run_split(BOARD, workers=2, tasks_per_worker=2)
    final = check_reports(reports)
    assert final.solved == run.worker_positions + run.here_positions > 0


def test_a_heap_sequence_counts_the_heaps_it_computes():
    game = HeapGame("4!.0")  # no period test: every heap is computed
    before = len(game.nim_values(0))
    known = len(game._sequence.values)
    reports: list[ProgressReport] = []
    values = game.nim_values(3000, progress=reports.append)
    final = check_reports(reports)
    assert before == 1 and len(values) == 3001
    assert final.solved == max(0, 3001 - known)


def test_progress_false_silences_and_none_reports_to_the_block_around():
    cgt.clear_tables()
    reports: list[ProgressReport] = []
    with cgt.reporting_progress(reports.append):
        Domineering("...|...").solve(workers=1, progress=False)
        assert [report.solved for report in reports] == [0]  # only the start
        Domineering("...|...|...").solve(workers=1)  # progress=None: the outer one
    assert reports[-1].finished and 0 < reports[-1].solved < solved_positions()


def test_a_callback_that_raises_stops_the_solve():
    cgt.clear_tables()

    def stop(report: ProgressReport) -> None:
        if report.solved:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        with cgt.reporting_progress(stop, interval=0.0):
            _ = Domineering("....|....|....|....").value
    assert 0 < solved_positions() and current_context().reporter is None
    assert Domineering("....|....|....|....").known_value() is None


def test_the_report_tells_rate_and_time_left():
    report = ProgressReport(solved=500, elapsed=2.0, estimate=2000.0, description="solving Chomp")
    assert report.rate == 250.0 and report.remaining == 6.0
    assert str(report) == "solving Chomp: 500 positions in 2.0 s (250/s), about 6 s left"
    table = ProgressReport(solved=90, elapsed=3.0, done=1, cells=4)
    assert table.remaining == 9.0 and "1/4 cells" in str(table)
    assert ProgressReport(10, 1.0, estimate=5.0).remaining is None  # the estimate is passed


def test_a_progress_bar_draws_the_count_on_a_console():
    out = io.StringIO()
    cgt.clear_tables()
    bar = ProgressBar(console=Console(file=out, force_terminal=True, width=120))
    BOARD.solve(workers=1, progress=bar)
    text = out.getvalue()
    assert f"{solved_positions():,} positions" in text and "solving Domineering" in text


def test_progress_true_draws_a_bar_on_stderr(monkeypatch, capsys):
    monkeypatch.setenv("TTY_COMPATIBLE", "1")  # rich draws as on a terminal
    monkeypatch.setenv("COLUMNS", "120")
    cgt.clear_tables()
    BOARD.solve(workers=1, progress=True)
    captured = capsys.readouterr()
    assert f"{solved_positions():,} positions" in captured.err and captured.out == ""


def test_the_command_shows_the_bar_on_a_terminal_only(monkeypatch):
    from cgt.cli import progress

    for terminal in (True, False):
        out = io.StringIO()
        console = Console(file=out, force_terminal=terminal, width=120)
        monkeypatch.setattr(progress, "output_console", lambda stderr=False, c=console: c)
        monkeypatch.setattr(progress, "is_terminal", lambda stderr=False, c=console: c.is_terminal)
        monkeypatch.delenv("CGT_NO_PROGRESS", raising=False)
        with progress.computing("solving Something", estimate=1000.0) as reporter:
            reporter.count(400)
            time.sleep(0.8)  # past the half second before it shows
        text = out.getvalue()
        if terminal:
            assert "solving Something" in text and "(Ctrl-C stops)" in text
            assert "400 positions" in text
        else:
            assert text == ""

"""``--store FILE`` on the commands that solve (issue 14): a rerun reads the
values, Ctrl-C keeps what was solved and the next run goes on from it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_cli import ENV, cgt, interrupted

from cgt.scale.store import ValueStore

BOARD = "......|......|......|.....#"  # Domineering, about 3 s to solve


def test_a_rerun_reads_the_values(tmp_path):
    path = str(tmp_path / "values.sqlite")
    first = cgt("report", "domineering", "....|....|...#", "--store", path, "--plain")
    assert first.returncode == 0, first.stderr
    written = ValueStore(path).stats().positions
    assert f"({0} read, {written:,} written by this run)" in first.stderr
    again = cgt("report", "--store", path, "domineering", "....|....|...#", "--plain")
    assert again.returncode == 0 and again.stdout == first.stdout
    assert again.stderr.endswith(" read, 0 written by this run)\n")
    assert ValueStore(path).stats().positions == written


def test_a_table_fills_the_store(tmp_path):
    path = str(tmp_path / "values.sqlite")
    run = cgt("table", "domineering", "--rows", "2", "--columns", "3", "--store", path,
              "--plain")
    assert run.returncode == 0, run.stderr
    assert ValueStore(path).stats().answers["cgt.games.domineering.Domineering value"] > 3


def test_a_file_that_is_not_a_store_is_one_line_of_error(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my notes\n" * 1000)
    run = cgt("report", "nim", "3", "4", "--store", str(path))
    assert run.returncode != 0 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "cannot be opened: file is not a database" in run.stderr
    assert path.read_text() == "my notes\n" * 1000


_INTERRUPTIBLE = f"""
import signal, sys
from cgt.cli.main import main
from cgt.games.domineering import Domineering

signal.signal(signal.SIGINT, signal.default_int_handler)
moves, asked = Domineering.left_moves, [0]

def counting(self):
    asked[0] += 1
    if asked[0] == 20000:  # well into the solve: some commits are made
        print("ready", file=sys.stderr, flush=True)
    return moves(self)

Domineering.left_moves = counting
sys.exit(main(["report", "domineering", {BOARD!r}, "--store", sys.argv[1]]))
"""


@pytest.mark.slow
def test_ctrl_c_keeps_the_solved_positions_and_a_rerun_goes_on(tmp_path):
    path = str(tmp_path / "values.sqlite")
    process, out, err = interrupted(_INTERRUPTIBLE, path)
    assert process.returncode == 130 and out == ""
    kept = ValueStore(path).stats().positions
    assert kept > 1000
    assert f"stopped: {kept:,} new positions are kept in {path}; run the same command" in err
    rerun = cgt("report", "domineering", BOARD, "--store", path, "--plain")
    whole = str(tmp_path / "whole.sqlite")
    plain = cgt("report", "domineering", BOARD, "--store", whole, "--plain")
    assert rerun.returncode == 0 and rerun.stdout == plain.stdout
    stats = ValueStore(path).stats()
    assert stats.positions == ValueStore(whole).stats().positions  # as one uninterrupted run
    assert f"{kept:,} read" not in rerun.stderr  # it read what it needed, not everything


@pytest.mark.slow
def test_max_memory_frees_and_the_answer_is_the_same(tmp_path):
    """``--max-memory`` (issue 14): far too small a limit, so every check
    frees; the report is the one of the run without a limit."""
    report = ("report", "alquerkonane", "5x5", "--rows", "1", "--plain")
    plain = cgt(*report, "--store", str(tmp_path / "plain.sqlite"))
    assert plain.returncode == 0, plain.stderr
    limited = cgt(*report, "--store", str(tmp_path / "limited.sqlite"), "--max-memory", "1K")
    assert limited.returncode == 0, limited.stderr
    assert limited.stdout == plain.stdout
    line = next(line for line in limited.stderr.splitlines() if "memory limit" in line)
    assert line.startswith("memory limit 1 KiB: caches and tables emptied ")
    assert int(line.split("emptied ")[1].split(" ")[0]) >= 3
    assert "memory limit" not in plain.stderr
    # Without --store the tables spill to a temporary store, deleted at the end.
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    bare = subprocess.run([sys.executable, "-m", "cgt", *report, "--max-memory", "1K"],
                          capture_output=True, text=True, encoding="utf-8", timeout=120,
                          env={**ENV, "TMPDIR": str(temporary)}, check=False)
    assert bare.returncode == 0 and bare.stdout == plain.stdout
    assert "memory limit 1 KiB: caches and tables emptied " in bare.stderr
    assert "store " not in bare.stderr and not list(temporary.iterdir())


def test_max_memory_that_is_not_a_size_is_one_line_of_error():
    run = cgt("report", "nim", "3", "4", "--max-memory", "lots")
    assert run.returncode != 0 and run.stdout == ""
    assert run.stderr.count("\n") == 1
    assert "--max-memory: memory size 'lots' is not a size such as 2G, 500M or 64K" in run.stderr
    table = cgt("table", "domineering", "--rows", "2", "--columns", "2", "--max-memory", "2Q")
    assert table.returncode != 0 and "'2Q'" in table.stderr

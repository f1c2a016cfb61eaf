"""``cgt report`` and ``cgt tree`` on positions too large to solve: one line
with the ruleset's estimate at once, never a silent run until Ctrl-C; and
the large positions that a formula answers, answered at once."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest

from cgt.cli.limits import DEFAULT_MAX_POSITIONS, check_size, estimated_positions
from cgt.cli.main import main

ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "200", "NO_COLOR": "1"}

#: A heap of 10**31, written in digits.
HEAP = str(10**31)


def cgt(*args: str) -> subprocess.CompletedProcess:
    """The command in a subprocess: a hang fails the test instead of stopping the run."""
    return subprocess.run([sys.executable, "-m", "cgt", *args], check=False, capture_output=True,
                          text=True, encoding="utf-8", env=ENV, timeout=30)


def refused(*args: str) -> str:
    """The one line of a refusal on stderr (status 2: the search did not run,
    or the command would have printed a value and ended with status 0)."""
    run = cgt(*args)
    assert run.returncode == 2, run.stdout
    assert run.stdout == "" and run.stderr.count("\n") == 1, run.stderr
    assert "Traceback" not in run.stderr
    return run.stderr


@pytest.mark.parametrize("command", ["report", "tree"])
def test_chomp_30x30_is_refused_with_its_count_of_positions(command):
    assert refused(command, "chomp", "30x30") == (
        f"cgt {command}: error: Chomp 30x30: solving it means visiting about 1.2e+17 positions, "
        "more than the 1,000,000 that --max-positions allows: far too many to finish; "
        "give a smaller position\n"
    )


def test_wythoff_100000_7_is_refused_with_the_size_of_its_grundy_table():
    assert "Wythoff 100000 7: solving it means visiting about 1e+10 positions" in refused(
        "report", "wythoff", "100000", "7")


def test_a_position_just_over_the_limit_says_which_limit_would_do():
    message = refused("report", "chomp", "6x7", "--max-positions", "1000")
    assert message == (
        "cgt report: error: Chomp 6x7: solving it means visiting about 1,715 positions, more "
        "than the 1,000 that --max-positions allows: give a smaller position, or pass "
        "--max-positions 1715 to solve it anyway\n"
    )


@pytest.mark.parametrize("where", ["before", "after"])
def test_max_positions_raises_the_limit_before_or_after_the_ruleset(where, capsys):
    words = ["chomp", "6x7"]
    option = ["--max-positions", "1715"]
    args = [*option, *words] if where == "before" else [*words, *option]
    assert main(["report", "--json", *args]) == 0
    moves = json.loads(capsys.readouterr().out)["winning_moves"]
    assert [m["position"] for m in moves] == ["####/####/#######/#######/#######/x######"]
    assert main(["tree", *args]) == 0
    assert "Grundy 0" in capsys.readouterr().out


def test_cutcake_1000x1000_is_answered_at_once_by_the_formula(capsys):
    run = cgt("report", "--json", "cutcake", "1000x1000")
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert (got["value"], got["outcome"]) == ("0", "P")
    assert got["winning_moves"] == {"left": [], "right": []}
    # 1000 rows (2**9 <= 1000 < 2**10) by 2000 columns: 2000 // 2**9 - 1 = 2.
    assert main(["report", "--json", "cutcake", "1000x2000"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert (got["value"], got["outcome"]) == ("2", "L")


def test_subtraction_heap_of_ten_to_the_31_is_answered_at_once_from_the_periods():
    run = cgt("report", "--json", "subtraction", "1,2", HEAP)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    # {1, 2}: Grundy value n mod 3, misère P-positions n = 1 mod 3; 10**31 = 1 mod 3.
    assert (got["grundy"], got["outcome"], got["misere_outcome"]) == (1, "N", "P")
    assert got["winning_moves"] == [{"position": f"take {{1, 2}} from {10**31 - 1}",
                                     "grundy": 0}]


def test_huge_wythoff_p_positions_and_their_neighbours_by_formula(capsys):
    from cgt.games.wythoff import beatty_pair

    a, b = beatty_pair(10**30)
    assert main(["report", "--json", "wythoff", str(a), str(b)]) == 0
    got = json.loads(capsys.readouterr().out)
    assert (got["grundy"], got["winning_moves"]) == (0, [])


def test_the_estimate_adds_up_over_the_parts_of_a_sum():
    from cgt.games.chomp import Chomp
    from cgt.games.wythoff import Wythoff

    assert estimated_positions(Wythoff(1, 4) + Wythoff(3, 5)) == 10 + 1
    assert estimated_positions(Chomp([7] * 6) + Chomp([2])) == 1715 + 2
    assert estimated_positions(Chomp.rectangle(10**6, 10**6)) == math.inf
    check_size(Chomp([7] * 6), 1715, "Chomp 6x7")  # at the limit: solved
    assert DEFAULT_MAX_POSITIONS == 1_000_000

"""``cgt report heap CODE ... --misere`` through the stable misère quotient.

The report searches the heap game's quotient until it is shown stable
(``HeapGame.misere_quotient()``), so it answers sums with heaps beyond the
ones the quotient was built from. Each answer below is checked by the plain
game-tree search (``cgt.misere_outcome`` of every position), not by the
quotient:

- 0.312, Plambeck's wild quaternary game (tests/impartial/
  test_misere_published.py): its quotient, of order 12, is shown stable with
  heaps up to 20; its heaps never split, so the game tree of a sum with a
  heap of 25 is small.
- 0.75 (Plambeck's order 8), shown stable with heaps up to 30: a heap of 33
  or 31 is still within the game-tree search's reach (seconds).
"""

from __future__ import annotations

import json

import pytest

import cgt
from cgt.cli.main import main
from cgt.display.facts import MISERE_FORM_TOKENS, MISERE_TREE_TOKENS, misere_facts
from cgt.games.heap import HeapGame


def report(capsys, *words: str) -> dict:
    assert main(["report", "--json", "heap", *words, "--misere"]) == 0
    return json.loads(capsys.readouterr().out)["misere"]


def _checked_by_the_game_tree(code: str, sizes: tuple[int, ...], misere: dict) -> None:
    """The outcome, and exactly the moves to misère P-positions, as the
    game-tree search finds them."""
    game = HeapGame(code)
    position = game(*sizes)
    assert misere["outcome"] == str(cgt.misere_outcome(position))
    to_p = sorted(str(q) for q in position.moves() if str(cgt.misere_outcome(q)) == "P")
    assert sorted(m["position"] for m in misere["winning_moves"]) == to_p


@pytest.mark.parametrize("sizes", [(25, 4, 3), (21,), (24, 2), (30, 6, 4, 1)])
def test_heaps_beyond_the_quotient_built(capsys, sizes):
    misere = report(capsys, "0.312", *map(str, sizes))
    q = HeapGame("0.312").misere_quotient()
    assert max(sizes) > q.max_heap == 20
    assert misere["decided_by"] == ("its misère quotient (order 12, stable: period 2 from "
                                    "heap 5, shown with heaps up to 20; Plambeck and Siegel)")
    _checked_by_the_game_tree("0.312", sizes, misere)


def test_big_sums_are_decided_but_not_expanded(capsys):
    """More than MISERE_TREE_TOKENS tokens: no nim value or genus; more than
    MISERE_FORM_TOKENS: no canonical form; both say so."""
    misere = report(capsys, "0.312", "25", "4", "3")
    assert MISERE_FORM_TOKENS < MISERE_TREE_TOKENS < 32
    assert "genus" not in misere and "nim_value" not in misere and "value" not in misere
    assert misere["tree_note"].startswith("a sum of 32 tokens")
    assert "position.misere_value" in misere["value_note"]
    small = report(capsys, "0.312", "4", "4")
    # Plambeck: genus(A + A) = 0^1202, so G⁻ = γ0 = 1
    assert (small["nim_value"], small["genus"]) == (1, "0^120")
    assert small["value"] == str(HeapGame("0.312")(4, 4).misere_value)


def test_the_text_report_shows_the_notes(capsys):
    assert main(["report", "--plain", "heap", "0.312", "25", "4", "3", "--misere"]) == 0
    out = capsys.readouterr().out
    assert "Misère nim value, genus: a sum of 32 tokens" in out
    assert "Misère decided by: its misère quotient (order 12" in out


def test_heaps_of_any_size():
    """A stable quotient answers heaps no search reaches (the facts alone:
    the normal-play report of these heaps takes its own time, below)."""
    misere = misere_facts(HeapGame("0.75")(1000, 997))
    assert misere["outcome"] == "N"
    assert "order 8" in misere["decided_by"]
    assert [m["position"] for m in misere["winning_moves"]] == ["0.75: 996 1000",
                                                                "0.75: 997 999"]
    # The same moves, one token taken from either heap, win from 14 + 11, a
    # sum with the same parities past heap 8 (0.75 has period 2 from there),
    # by the game-tree search:
    small = HeapGame("0.75")(14, 11)
    assert sorted(q.sizes for q in small.moves()
                  if str(cgt.misere_outcome(q)) == "P") == [(10, 14), (11, 13)]


@pytest.mark.slow
def test_the_command_answers_heaps_of_any_size(capsys):
    """The whole report: normal play reads the nim sequence up to heap 1000
    (about a minute on a busy machine), misère play the quotient."""
    misere = report(capsys, "0.75", "1000", "997")
    assert misere == misere_facts(HeapGame("0.75")(1000, 997))


@pytest.mark.slow
@pytest.mark.parametrize("sizes", [(33, 1), (31, 2, 1)])
def test_075_beyond_its_thirty_heaps(capsys, sizes):
    """Seconds each (the first): the game tree of 0.75 with a heap of 31 to 33."""
    misere = report(capsys, "0.75", *map(str, sizes))
    assert HeapGame("0.75").misere_quotient().max_heap == 30
    _checked_by_the_game_tree("0.75", sizes, misere)


@pytest.mark.parametrize("sizes", [(5,), (12, 7)])
def test_dawsons_kayles_is_decided_by_the_heaps_before_25(sizes):
    """Dawson's Kayles' quotient has no stable form within reach: heap 25 takes
    it from 24 elements to 144, and the search abandons that heap at its first
    candidate past max_order, keeping the heaps up to 24, which decide these
    sums (their outcome and winning moves, by the game-tree search)."""
    misere = misere_facts(HeapGame("0.07")(*sizes))
    assert misere["decided_by"].startswith(
        "its misère quotient (order 24, not shown stable: at heap 25 the quotient passed 128")
    _checked_by_the_game_tree("0.07", sizes, misere)

"""``--misere`` on ``cgt report`` and ``cgt table`` (issue 38, item 4;
shared/API.md promises ``cgt report nim 3 4 5 --misere``). Before, both
commands refused the option as an unknown argument.

Facts, each from a source of its own:

- misère Nim: Bouton (1902), as Winning Ways ch. 13 states it: play as in
  normal Nim unless every heap would be 0 or 1, then leave an odd number
  of 1-heaps; so ``1 1 1`` and ``2 2`` are misère P-positions, ``3 4 5``
  is won by the normal move to ``1 4 5``. A tame game of nim value
  ``g >= 2`` has genus ``g^(g, g xor 2)`` (Winning Ways ch. 13, "tame").
- misère Wythoff: Wythoff (1907) noted that the misère P-positions are the
  normal ones except that (0,1), (1,0) and (2,2) replace (0,0), (1,2) and
  (2,1) (also Fraenkel, "How to beat your Wythoff games' opponent on three
  fronts", 1982).
- misère Kayles: Winning Ways ch. 13's table of misère nim values of
  Kayles heaps, 1 0 2 3 0 1 3 2 1 0 for heaps 0..9.
- the subtraction game {1, 2, 3}: the misère P-positions are the heaps
  n = 1 (mod 4) (the player facing 1 must take the last token).
- 0.75 has Plambeck's misère quotient of order 8 (Plambeck, "Taming the
  wild in impartial combinatorial games", 2005).
- Domineering 2x2 under misère play: whoever moves first leaves a 2x1 hole
  the opponent cannot fill, and the player with no move wins (RULES.md,
  Domineering, with the misère convention): a second-player win.
"""

from __future__ import annotations

import json

import pytest

import cgt
from cgt.cli.main import main
from cgt.games.heap import HeapGame


def report(capsys, *words: str) -> dict:
    assert main(["report", "--json", *words, "--misere"]) == 0
    return json.loads(capsys.readouterr().out)["misere"]


def table(capsys, *words: str) -> dict:
    assert main(["table", "--json", *words, "--misere"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_api_example_misere_nim(capsys):
    misere = report(capsys, "nim", "3", "4", "5")
    assert misere["outcome"] == "N"
    assert misere["winning_moves"] == [{"position": "o oooo ooooo"}]
    assert misere["genus"] == "2^20"  # tame, nim value 2
    assert misere["nim_value"] == 2


@pytest.mark.parametrize(("heaps", "outcome"), [
    (["1", "1", "1"], "P"), (["2", "2"], "P"), (["1", "1"], "N"), (["1"], "P"),
    (["1", "2", "3"], "P"),
])
def test_bouton_misere_outcomes(heaps, outcome, capsys):
    assert report(capsys, "nim", *heaps)["outcome"] == outcome


def test_the_misere_canonical_form_is_shown_where_short(capsys):
    # Winning Ways ch. 13: a nim heap of 1 is misère-equal to 1 1 1 (*1 + *1 = 0).
    assert report(capsys, "nim", "1", "1", "1")["value"] == str(cgt.misere_game(1))
    long_form = report(capsys, "heap", "0.77", "5", "7")
    assert "value" not in long_form and "position.misere_value" in long_form["value_note"]


def test_a_heap_game_sum_is_decided_by_its_quotient(capsys):
    misere = report(capsys, "heap", "0.75", "3", "5", "7")
    assert "order 8" in misere["decided_by"]
    assert misere["outcome"] == "N"
    # Each winning move is checked by the game-tree search, not the quotient.
    game = HeapGame("0.75")
    for move in misere["winning_moves"]:
        sizes = [len(word) for word in move["position"].split(": ")[1].split()]
        assert str(cgt.misere_outcome(game(*sizes))) == "P"
    assert len(misere["winning_moves"]) == 4


def test_kayles_goes_through_its_proved_quotient(capsys):
    # Kayles' quotient, searched until stable (docs/misere.md): order 40, as
    # tests/impartial/test_misere_quotient.py finds (Siegel's MisereSolver).
    misere = report(capsys, "heap", "0.77", "13")
    assert misere["decided_by"] == ("its misère quotient (order 40, stable: period 12 from "
                                    "heap 71, shown with heaps up to 170; Plambeck and Siegel)")
    # Winning Ways ch. 13: misère Kayles G⁻(13) = 1, genus 1^1313...
    assert misere["nim_value"] == 1 and misere["outcome"] == "N"
    assert misere["genus"] == "1^13"


def test_partizan_positions_get_the_outcome_and_a_note(capsys):
    misere = report(capsys, "domineering", "2x2")
    assert misere["outcome"] == "P"
    assert "impartial" in misere["note"]
    assert "value" not in misere and "winning_moves" not in misere


def test_loopy_rulesets_are_refused_in_one_line(capsys):
    assert main(["report", "ourson", "--misere"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "misère" in err


def test_plain_report_has_the_misere_rows(capsys):
    assert main(["report", "--plain", "nim", "1", "1", "--misere"]) == 0
    out = capsys.readouterr().out
    assert "Misère outcome: N" in out
    assert "Misère winning moves (to misère P-positions): - o (misère outcome: P)" in out


def test_misere_nim_table(capsys):
    grid = table(capsys, "nim", "--size", "4")
    assert grid["play"] == "misère"
    assert grid["p_positions"] == [[0, 1], [1, 0], [2, 2], [3, 3]]


def test_misere_wythoff_table(capsys):
    grid = table(capsys, "wythoff", "--size", "8")
    assert grid["p_positions"] == [[0, 1], [1, 0], [2, 2], [3, 5], [4, 7], [5, 3], [7, 4]]


def test_misere_kayles_table(capsys):
    grid = table(capsys, "heap", "0.77", "--upto", "9")
    assert grid["values"] == [1, 0, 2, 3, 0, 1, 3, 2, 1, 0]


def test_misere_subtraction_table(capsys):
    grid = table(capsys, "subtraction", "1,2,3", "--upto", "13")
    assert [n for n, g in enumerate(grid["values"]) if g == 0] == [1, 5, 9, 13]


def test_misere_rectangle_tables_agree_with_the_search(capsys):
    from cgt.games.chomp import Chomp

    grid = table(capsys, "chomp", "--rows", "2", "--columns", "3")
    assert grid["misere_nim_value"] == [
        [str(cgt.misere_nim_value(Chomp.rectangle(r, c))) for c in (1, 2, 3)] for r in (1, 2)]
    # A 1x1 Chomp board (the poisoned square alone) has no move: a misère win.
    assert grid["misere_nim_value"][0][0] == "1"


@pytest.mark.parametrize("name", ["domineering", "babylone"])
def test_tables_without_a_misere_form_are_refused_in_one_line(name, capsys):
    assert main(["table", name, "--misere"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "misère tables exist for: chomp" in err


def test_a_partizan_ruleset_with_a_misere_value_reports_it(capsys):
    # Quelhas ".." and "...": Left has no move, Right's every move leaves a
    # board with none: the form {|0}, which is -1 by definition (Siegel, CGT,
    # I.4: the integer -n is {|-(n-1)}); a misère win for Left, who cannot move.
    for board in ("..", "..."):
        misere = report(capsys, "quelhas", board)
        assert misere["value"] == "-1" and misere["outcome"] == "L"
        assert "dead-ending" in misere["universe"] and "note" not in misere
    assert main(["report", "--plain", "quelhas", "..|..", "--misere"]) == 0
    out = capsys.readouterr().out
    assert "Misère outcome: P" in out and "Misère value: " in out and "dead-ending" in out

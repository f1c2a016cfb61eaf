"""Nimstring: Berlekamp's values against the rules themselves (a position
plus a Nim heap played out turn by turn), the chain and loop values of
Winning Ways ch. 16, sums, the whole-turn solver and the text."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.nimstring import GROUND, LOONY, Nimstring, nimstring_value

String = tuple[int, int]


# -- the definition, played out -----------------------------------------------------------


@cache
def mover_wins(strings: tuple[String, ...], heap: int) -> bool:
    """Whether the player to move wins ``strings`` beside a Nim heap of
    ``heap``: a turn takes coins (each cut of a coin's last string) and ends
    with a cut that takes nothing, or with a move in the heap; who cannot
    end a turn loses. No theory of values: the rules alone."""
    reached = {strings}
    stack = [strings]
    while stack:
        here = stack.pop()
        if any(not mover_wins(here, smaller) for smaller in range(heap)):
            return True
        degree = Counter(end for string in here for end in string)
        for cut in set(here):
            rest = list(here)
            rest.remove(cut)
            after = tuple(sorted(rest))
            if any(end != GROUND and degree[end] == 1 for end in cut):
                if after not in reached:  # a coin taken: the same player goes on
                    reached.add(after)
                    stack.append(after)
            elif not mover_wins(after, heap):
                return True
    return False


def value_by_definition(strings: tuple[String, ...]):
    """The value ``*k``: the one heap ``k`` beside which the mover loses;
    loony when the mover wins beside every heap (Winning Ways ch. 16)."""
    losing = [k for k in range(len(strings) + 2) if not mover_wins(strings, k)]
    assert len(losing) <= 1, (strings, losing)
    return losing[0] if losing else LOONY


@st.composite
def positions(draw, most_coins: int = 5, most_strings: int = 9) -> Nimstring:
    coins = draw(st.integers(1, most_coins))
    ends = st.tuples(st.integers(-1, coins - 1), st.integers(0, coins - 1)).filter(
        lambda s: s[0] != s[1])
    strings = draw(st.lists(ends, min_size=1, max_size=most_strings))
    return Nimstring(" ".join("-".join("g" if e == GROUND else str(e) for e in s)
                              for s in strings))


@settings(max_examples=150, deadline=None)
@given(positions())
def test_values_follow_from_the_rules(position):
    assert position.nimstring_value == value_by_definition(position.strings), str(position)


@settings(max_examples=60, deadline=None)
@given(positions(3, 5), positions(3, 5))
def test_parts_add_as_nimbers_and_loony_absorbs(a, b):
    together = Nimstring(f"{a} {_shifted(b, 3)}")
    x, y = a.nimstring_value, b.nimstring_value
    expected = LOONY if LOONY in (x, y) else x ^ y
    assert together.nimstring_value == expected
    assert value_by_definition(together.strings) == expected


def _shifted(position: Nimstring, by: int) -> str:
    return " ".join("-".join("g" if e == GROUND else str(e + by) for e in s)
                    for s in position.strings)


@settings(max_examples=60, deadline=None)
@given(positions(4, 7))
def test_played_alone_the_mover_loses_exactly_at_value_zero(position):
    """The solver on whole turns: a P-position exactly when the value is 0."""
    assert (position.outcome == cgt.Outcome.P) == (position.nimstring_value == 0)
    for turn in position.winning_turns():
        assert turn.after.nimstring_value == 0


# -- Winning Ways ch. 16: chains and loops -------------------------------------------------


def test_long_chains_and_loops_are_worth_zero_short_chains_star_one():
    """Winning Ways ch. 16 ("Nimstring"): a cut in a chain of three coins or
    more, or in a loop (of four or more, as Dots-and-Boxes has them), leaves
    a coin to take beside a coin of two strings: a loony move, so they are
    worth 0; a chain of one or two coins is worth *1."""
    assert [Nimstring.chain(n).nimstring_value for n in range(1, 9)] == [1, 1, 0, 0, 0, 0, 0, 0]
    assert [Nimstring.loop(n).nimstring_value for n in range(4, 9)] == [0] * 5


def test_an_opened_long_chain_is_loony_an_opened_short_one_is_not():
    """Winning Ways ch. 16: offering a long chain is loony, the taker chooses
    who moves next; a chain of two opened at one end is taken for nothing."""
    assert Nimstring("0-1-2-g").nimstring_value is LOONY
    assert Nimstring("0-1-2-3").nimstring_value is LOONY  # an opened loop
    assert Nimstring("0-1-g").nimstring_value is LOONY  # two coins: take both, or decline
    assert Nimstring("0-g").nimstring_value == 0  # take it, then nothing is left: 0
    assert Nimstring("0-1").nimstring_value == 0


def test_a_loony_part_makes_the_sum_loony():
    assert Nimstring("0-1-2-g 3-g-4-g").nimstring_value is LOONY
    assert nimstring_value(Nimstring("g-0-g g-1-g").strings) == 0  # *1 + *1


def test_the_t_junction_and_its_winning_cut():
    """Worked by hand: cutting the stem of g-0-1-2-g 1-g leaves a long chain
    (0); its other cuts leave loony or *1 positions, so the value is *2."""
    position = Nimstring("g-0-1-2-g 1-g")
    assert position.nimstring_value == 2
    assert [t.cuts for t in position.winning_turns()] == [("g-1",)]


def test_turns_take_coins_then_cut():
    # 0-g: the coin is taken by the only cut, and then no cut is left: no turn.
    assert list(Nimstring("0-g").turns()) == []
    turns = {t.cuts: str(t.after) for t in Nimstring("0-1-2-g 2-g").turns()}
    assert turns == {("g-2",): "g-2 0-1 1-2", ("1-2",): "g-2 g-2 0-1",
                     ("0-1", "g-2"): "g-1 0-1",  # coin 0 taken, then a cut
                     ("0-1", "1-2", "g-2"): "g-0"}  # two coins taken, then a cut


# -- Berlekamp, The Dots and Boxes Game (2000), p. 50 -------------------------------------
#
# The position of p. 50 and its three parts, with their Nimstring values and
# the moves to 0, as Andrew Medworth's Dots-and-Boxes engine transcribes them
# (amdw/dotsandboxes at 3fed3c5: engine/src/examples.rs, ``p50_top``,
# ``p50_bottomleft``, ``p50_bottomright``, ``p50``, "example from page 50 of
# Berlekamp's book"; the values in the tests of engine/src/nimstring.rs).
# A board is ``width x height`` boxes, and each line drawn is ``(x, y, side)``
# of box (x, y), x the column and y the row from the top, as there.

P50_TOP = (5, 2, [(0, 0, "T"), (1, 0, "T"), (0, 0, "L"), (0, 1, "L"), (1, 0, "B"), (2, 0, "B"),
                  (3, 0, "B"), (3, 0, "R"), *((x, 1, "B") for x in range(5))])
P50_BOTTOM_LEFT = (3, 2, [(0, 0, "T"), (1, 0, "T"), (2, 0, "T"), (2, 0, "R"), (2, 1, "R"),
                          (1, 0, "B")])
P50_BOTTOM_RIGHT = (2, 2, [(0, 0, "T"), (1, 0, "T"), (0, 0, "L"), (0, 1, "L")])
P50 = (5, 4, [(0, 0, "T"), (0, 0, "L"), (1, 0, "T"), (1, 0, "B"), (2, 0, "B"), (3, 0, "B"),
              (3, 0, "R"), (0, 1, "L"), (0, 1, "B"), (1, 1, "B"), (2, 1, "B"), (3, 1, "B"),
              (4, 1, "B"), (1, 2, "B"), (2, 2, "R"), (2, 3, "R")])


def _line(x: int, y: int, side: str) -> tuple[str, int, int]:
    """A line as ("h", x, y), the top of box (x, y), or ("v", x, y), its left side."""
    return {"T": ("h", x, y), "B": ("h", x, y + 1), "L": ("v", x, y), "R": ("v", x + 1, y)}[side]


def _strings(width: int, height: int, drawn: list[tuple[str, int, int]]) -> str:
    """The Strings-and-Coins text of the lines not yet drawn: box (x, y) is
    coin ``y * width + x``, and a line of the rim is a string to the ground."""
    strings = []
    for y in range(height + 1):
        for x in range(width):
            if ("h", x, y) not in drawn:
                ends = [y2 * width + x for y2 in (y - 1, y) if 0 <= y2 < height]
                strings.append("-".join(map(str, ends)) if len(ends) == 2 else f"g-{ends[0]}")
    for y in range(height):
        for x in range(width + 1):
            if ("v", x, y) not in drawn:
                ends = [y * width + x2 for x2 in (x - 1, x) if 0 <= x2 < width]
                strings.append("-".join(map(str, ends)) if len(ends) == 2 else f"g-{ends[0]}")
    return " ".join(strings)


def _board(spec: tuple[int, int, list[tuple[int, int, str]]],
           *more: tuple[int, int, str]) -> Nimstring:
    width, height, lines = spec
    return Nimstring(_strings(width, height, [_line(*line) for line in (*lines, *more)]))


def test_berlekamps_page_50_values():
    """p. 50: the top part is worth *1, the bottom left *4, the bottom right
    *2, and the whole board their nim sum, *7."""
    assert _board(P50_TOP).nimstring_value == 1
    assert _board(P50_BOTTOM_LEFT).nimstring_value == 4
    assert _board(P50_BOTTOM_RIGHT).nimstring_value == 2
    assert _board(P50).nimstring_value == 7


def test_berlekamps_page_50_moves():
    """p. 50's moves: in the top part the top line of box (3, 0) leaves 0; in
    the bottom left the left, bottom and right lines of box (0, 1) leave *3,
    and in the bottom right its right line does; on the whole board the
    three lines of box (0, 3) other than its top are the moves to 0, and
    there is no other."""
    assert _board(P50_TOP, (3, 0, "T")).nimstring_value == 0
    for side in "LBR":
        assert _board(P50_BOTTOM_LEFT, (0, 1, side)).nimstring_value == 3
    assert _board(P50_BOTTOM_RIGHT, (0, 1, "R")).nimstring_value == 3
    winning = {turn.after for turn in _board(P50).winning_turns()}
    assert winning == {_board(P50, (0, 3, side)) for side in "LBR"}
    assert len(winning) == 2  # box (0, 3)'s left and bottom lines are both strings to the ground


# -- Berlekamp, The Dots and Boxes Game (2000), Exercise 3.1 -------------------------------
#
# A 3 x 3 board after ten lines and no capture, A to move (the chain rule's
# chapter), as Andrew Medworth transcribes it (amdw/dotsandboxes at 5994c13:
# engine/ex5p1.pos, the lines drawn; fig_ex3p1.py and dotsandboxes.tex,
# "Exercise 3.1 from [Berlekamp]": "the correct move is to play the
# highlighted move to turn the bottom right structure into a long chain. Any
# other move loses"; engine/src/eval.rs, eval_ex3p1: the move is the bottom
# of box (2, 1)). Lines as for p. 50 above.

EX3_1 = (3, 3, [(0, 0, "T"), (0, 0, "L"), (1, 0, "T"), (1, 0, "B"), (2, 0, "B"), (0, 1, "L"),
                (0, 1, "R"), (0, 2, "R"), (1, 2, "B"), (2, 2, "R")])


def test_berlekamps_exercise_3_1():
    """The book's answer wins Nimstring: the bottom of box (2, 1) leaves two
    long chains, worth 0, and it is A's one winning turn."""
    position = _board(EX3_1)
    assert _board(EX3_1, (2, 1, "B")).nimstring_value == 0
    assert position.nimstring_value not in (0, LOONY)
    assert {turn.after for turn in position.winning_turns()} == {_board(EX3_1, (2, 1, "B"))}


# -- boards and text ------------------------------------------------------------------------


def test_boards_of_boxes():
    assert str(Nimstring.boxes(1, 1)) == "g-0 g-0 g-0 g-0"
    two = Nimstring.boxes(2, 2)
    assert len(two.strings) == 12 and two.nimstring_value == value_by_definition(two.strings)
    assert [Nimstring.boxes(1, n).nimstring_value for n in (1, 2, 3)] == [
        value_by_definition(Nimstring.boxes(1, n).strings) for n in (1, 2, 3)]


def test_text_round_trips_and_bad_text_is_a_cgt_error():
    for text in ("g-0-1-g 1-2", "0-1 0-1", "empty"):
        position = Nimstring(text)
        assert Nimstring(str(position)) == position
        assert repr(position) == f"Nimstring({str(position)!r})"
    assert Nimstring("5-g 5-7").strings == Nimstring("0-g 0-1").strings
    for bad in ("0-0", "g-g", "0-x", "", "0--1", "1234567-g", 12):
        with pytest.raises(cgt.CGTError):
            Nimstring(bad)  # type: ignore[arg-type]
    for bad_size in (0, -1, True, 2.0):
        with pytest.raises(cgt.CGTError):
            Nimstring.chain(bad_size)  # type: ignore[arg-type]
        with pytest.raises(cgt.CGTError):
            Nimstring.boxes(1, bad_size)  # type: ignore[arg-type]
    with pytest.raises(cgt.CGTError):
        Nimstring.chain(3, grounded=3)


@pytest.mark.slow  # about 10 s: the slow tests of .ci/run
def test_a_deep_position_is_evaluated_without_deep_recursion():
    """1100 coins hang from one coin, each by one string: they are taken one
    by one (1100 levels, beyond Python's recursion limit), leaving a coin
    with three strings to the ground: 0."""
    star = Nimstring("g-0 g-0 g-0 " + " ".join(f"0-{leaf}" for leaf in range(1, 1101)))
    assert star.nimstring_value == 0
    assert Nimstring.chain(200).nimstring_value == Nimstring.loop(200).nimstring_value == 0


# -- the report and the table -------------------------------------------------------------


def test_the_report_gives_the_nimstring_value_not_the_grundy_value_played_alone():
    """``cgt report nimstring`` (issue 35): the value in sums, loony
    included, and the turns to value 0. An opened long chain is loony
    (Winning Ways ch. 16); played alone its whole-turn game is a nimber."""
    from cgt.display.facts import position_facts
    from cgt.display.report import position_lines

    opened = Nimstring("0-1-2-g")
    facts = position_facts(opened, "nimstring")
    assert (facts["value"], facts["grundy"], facts["outcome"]) == ("loony", "loony", "N")
    assert isinstance(opened.grundy, int)  # the played-alone value: not what is reported
    assert ("g-2",) in {tuple(m["cuts"]) for m in facts["winning_moves"]}
    lines = position_lines(opened, facts)
    assert "Nimstring value: loony" in lines and "Value: loony" in lines
    assert not any(line.startswith("Grundy value") for line in lines)
    t = position_facts(Nimstring("g-0-1-2-g 1-g"), "nimstring")
    assert (t["value"], t["grundy"], t["outcome"]) == ("*2", 2, "N")
    assert [m["cuts"] for m in t["winning_moves"]] == [["g-1"]]
    chain = position_facts(Nimstring.chain(3), "nimstring")
    assert (chain["value"], chain["outcome"], chain["winning_moves"]) == ("0", "P", [])


def test_the_report_command_prints_the_nimstring_value(capsys):
    from cgt.cli.main import main

    assert main(["report", "--plain", "nimstring", "0-1-2-g"]) == 0
    out = capsys.readouterr().out
    assert "Nimstring value: loony" in out and "Winning turns" in out


def test_the_table_of_chains_and_loops():
    """``cgt table nimstring``: Winning Ways ch. 16's values by length:
    grounded chains *, *, then 0; loops of four or more 0; a chain opened
    at one end (two coins or more) loony. (The book's page numbers are not
    verified here: the values are cited by chapter, and each is checked
    against the rules by test_values_follow_from_the_rules's definition.)"""
    import argparse

    from cgt.games.registry import get

    grid = get("nimstring").table.compute(argparse.Namespace(upto=6))
    texts = [[None if c is None else c.text for c in row] for row in grid.cells]
    assert texts[0] == ["*", "*", "0", "0", "0", "0"]
    assert texts[1] == ["0"] + ["loony"] * 5
    assert texts[3][3:] == ["0", "0", "0"]
    for row, make in zip(texts, ("chain", "one", "none", "loop"), strict=True):
        for n, text in enumerate(row, start=1):
            position = {"chain": lambda k: Nimstring.chain(k),
                        "one": lambda k: Nimstring.chain(k, grounded=1),
                        "none": lambda k: Nimstring.chain(k, grounded=0) if k > 1 else None,
                        "loop": lambda k: Nimstring.loop(k) if k > 1 else None}[make](n)
            if position is None:
                assert text is None
            elif n <= 4:
                expected = value_by_definition(position.strings)
                assert text == ("loony" if expected is LOONY else
                                "0" if expected == 0 else "*" if expected == 1 else f"*{expected}")

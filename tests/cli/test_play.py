"""``cgt play``: perfect play in the terminal.

Two kinds of test. The game logic (:class:`cgt.cli.play.Match`) is played
against *every* defence: from each position where the computer can win,
all the human's replies are explored, and the computer must win them all
(Nim 1 2 3 and the 4×4 Konane opening, worth 0, with you moving first;
Domineering 3×3, worth ±1, with the computer moving first). Then the
command itself is driven through a pseudo-terminal, as a person types:
full games of Nim, Domineering 3×3 and Konane 4×4, and a game won by
following the hints.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
from pathlib import Path

import pytest

import cgt
from cgt import Player
from cgt.cli.play import Match, describe_move, wins_after
from cgt.games.domineering import Domineering
from cgt.games.konane import Konane
from cgt.games.nim import Nim

#: The 4×4 Konane opening after the two first stones are taken, worth 0.
KONANE_4X4 = "xoxo|o.ox|xo.o|oxox"


def computer_wins_every_defence(match: Match) -> int:
    """Explore every line of the human's; the number of games the computer
    won (each must be a win). ``match`` is at the human's turn or the
    computer's, in a position the computer wins against any defence."""
    games = 0
    seen: set = set()
    stack = [(match.position, match.mover)]
    while stack:
        position, mover = stack.pop()
        key = (position.key(), mover)
        if key in seen:
            continue
        seen.add(key)
        state = Match(position, match.human, mover)
        if state.over:
            assert mover is match.human, f"the computer has no move left in {position}"
            games += 1
            continue
        if mover is match.computer:
            choice = state.computer_choice()
            assert choice.wins, f"the computer lost its win in {position}"
            assert wins_after(choice.position, match.computer)
            stack.append((choice.position, mover.opponent))
        else:
            stack.extend((option, mover.opponent) for option in state.moves())
    return games


@pytest.mark.parametrize("position, human, first", [
    (Nim([1, 2, 3]), Player.LEFT, Player.LEFT),          # worth 0: you move first and lose
    (Nim([2, 5, 7]), Player.RIGHT, Player.RIGHT),        # 2 ^ 5 ^ 7 = 0
    (Domineering("...|...|..."), Player.RIGHT, Player.LEFT),   # worth ±1: I move first
    (Domineering("...|...|..."), Player.LEFT, Player.RIGHT),
    (Konane(KONANE_4X4), Player.LEFT, Player.LEFT),      # worth 0
    (Konane(KONANE_4X4), Player.RIGHT, Player.RIGHT),
    (Domineering("....|....|...."), Player.LEFT, Player.LEFT),  # -3/2: Right wins
])
def test_the_computer_wins_against_every_defence(position, human, first):
    match = Match(position, human, first)
    assert computer_wins_every_defence(match) > 0


def test_when_it_cannot_win_it_still_moves_and_says_so():
    match = Match(Domineering("...|...|..."), human=Player.RIGHT, first=Player.RIGHT)
    match.play(match.winning(Player.RIGHT)[0])  # you take the win
    choice = match.computer_choice()
    assert not choice.wins and "no winning move" in choice.reason
    assert choice.position in list(match.position.left_moves())


def test_hint_numbers_the_winning_moves():
    match = Match(Domineering("...|...|..."), human=Player.LEFT, first=Player.LEFT)
    hint = match.hint()
    assert hint.startswith("The position is worth ±1 (N: the first player wins).")
    numbers = [int(n) for n in re.findall(r"\d+", hint.split("with move")[1])]
    moves = match.moves()
    assert numbers and all(moves[n - 1].value >= 0 for n in numbers)
    assert len(numbers) == sum(1 for o in moves if o.value >= 0)


def test_undo_takes_back_your_move_and_the_answer():
    match = Match(Nim([1, 2, 3]), human=Player.LEFT, first=Player.LEFT)
    start = match.position
    assert not match.undo()
    match.play(match.moves()[0])
    match.play(match.computer_choice().position)
    assert match.undo() and match.position == start and match.mover is Player.LEFT
    assert match.history == []


def test_moves_are_described_by_their_squares():
    assert describe_move(Domineering("...|..."), Domineering("#..|#..")) == "a1 a2"
    assert describe_move(Konane("xo."), Konane("..x")) == "a1 b1 c1"
    assert describe_move(Nim([3]), Nim([1])) == "o"


def test_loopy_rulesets_are_refused_with_a_reason():
    run = subprocess.run([str(Path(sys.executable).parent / "cgt"), "play", "tictactoe"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "loopy game" in run.stderr


# -- through a pseudo-terminal -----------------------------------------------------------------

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")
PROMPT = re.compile(r"Your move[^(]*\(1-(\d+), \? for help\): $")
END = re.compile(r"I win\.|you win\. Well played!")


class Terminal:
    """``cgt play ...`` on a pseudo-terminal: what it prints, what we type."""

    def __init__(self, *args: str) -> None:
        import pty

        self.master, slave = pty.openpty()
        env = {**os.environ, "COLUMNS": "200", "LINES": "50", "TERM": "xterm-256color"}
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            [str(Path(sys.executable).parent / "cgt"), "play", *args],
            stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
        os.close(slave)
        self.text = ""

    def read_until(self, pattern: re.Pattern[str], timeout: float = 60) -> re.Match[str]:
        """Read until ``pattern`` matches the output since the last match."""
        while True:
            match = pattern.search(self.text)
            if match:
                self.text = self.text[match.end():]
                return match
            ready, _, _ = select.select([self.master], [], [], timeout)
            assert ready, f"no {pattern.pattern!r} in time; the screen ends {self.text[-500:]!r}"
            try:
                chunk = os.read(self.master, 4096)
            except OSError:  # the program ended
                chunk = b""
            assert chunk, f"the program ended before {pattern.pattern!r}: {self.text[-500:]!r}"
            self.text += ANSI.sub("", chunk.decode("utf-8", "replace"))

    def type(self, line: str) -> None:
        os.write(self.master, (line + "\n").encode())

    def play_to_the_end(self, choose) -> str:
        """Answer each prompt with ``choose(number of moves, screen)``; the last words."""
        transcript = []
        while True:
            before = self.text
            prompt = PROMPT.search(self.text)
            end = END.search(self.text)
            if end and (not prompt or end.start() < prompt.start()):
                self.text = self.text[end.end():]
                return end.group()
            try:
                found = self.read_until(re.compile(f"{PROMPT.pattern}|{END.pattern}"))
            except AssertionError:
                raise AssertionError("".join(transcript) + before) from None
            transcript.append(before)
            if found.group().startswith("Your move"):
                self.type(choose(int(found.group(1)), before + found.group()))
            else:
                return found.group()

    def close(self) -> int:
        code = self.process.wait(timeout=60)
        os.close(self.master)
        return code


@pytest.mark.parametrize("args, pick", [
    (("nim", "1", "2", "3"), lambda n, screen: "1"),
    (("nim", "1", "2", "3"), lambda n, screen: str(n)),
    (("domineering", "3x3", "--second"), lambda n, screen: "1"),
    (("domineering", "3x3", "--second", "--as", "right"), lambda n, screen: str(n)),
    (("konane", KONANE_4X4), lambda n, screen: "1"),
    (("konane", KONANE_4X4, "--as", "right"), lambda n, screen: str((n + 1) // 2)),
])
def test_full_games_through_a_terminal_end_in_the_computers_win(args, pick):
    terminal = Terminal(*args)
    try:
        assert terminal.play_to_the_end(pick) == "I win."
    finally:
        assert terminal.close() == 0


def test_following_the_hints_wins_from_a_first_player_win():
    """Domineering 3×3 is worth ±1: moving first you can win, and the hint
    says how; the computer says it has no winning move."""
    terminal = Terminal("domineering", "3x3")
    seen = []

    def hinted(n: int, screen: str) -> str:
        terminal.type("h")
        hint = terminal.read_until(re.compile(r"You win moving now with move ([\d, ]+)\."))
        seen.append(hint.group(1))
        terminal.read_until(PROMPT)
        return hint.group(1).split(",")[0]

    try:
        assert terminal.play_to_the_end(hinted) == "you win. Well played!"
        assert seen
    finally:
        assert terminal.close() == 0


def test_undo_and_quit_through_a_terminal():
    terminal = Terminal("nim", "1", "2", "3")
    try:
        terminal.read_until(PROMPT)
        terminal.type("1")
        terminal.read_until(re.compile(r"I play .*so I win whatever you play\."))
        terminal.read_until(PROMPT)
        terminal.type("u")
        terminal.read_until(re.compile(r"Taken back\."))
        terminal.read_until(re.compile(r"o oo ooo"))  # the start again
        terminal.read_until(PROMPT)
        terminal.type("q")
        terminal.read_until(re.compile(r"Bye\."))
    finally:
        assert terminal.close() == 0


def test_the_position_is_drawn_with_coordinates():
    terminal = Terminal("domineering", "2x3")
    try:
        terminal.read_until(re.compile(r"1 \. \. \.\s+2 \. \. \.\s+a b c"))
        terminal.read_until(PROMPT)
        terminal.type("q")
    finally:
        assert terminal.close() == 0


def test_the_games_played_are_worth_what_is_said(cgt_py):
    """3×3 Domineering is ±1, 3 rows of 4 are -3/2, the Konane opening is 0
    (cgt-py, an independent implementation, agrees); Nim 1 2 3 is 0 (1 ^ 2 ^ 3)."""
    for board, text in (("...|...|...", "{1|-1}"), ("....|....|....", "-3/2")):
        assert Domineering(board).value == cgt.parse(text)
        assert str(cgt_py.Domineering(board).canonical_form) == f"CanonicalForm('{text}')"
    assert Konane(KONANE_4X4).value == 0
    assert str(cgt_py.Konane(KONANE_4X4).canonical_form) == "CanonicalForm('0')"
    assert Nim([1, 2, 3]).value == 0 and 1 ^ 2 ^ 3 == 0


def play_examples() -> list[list[str]]:
    """The words of every ``cgt play`` example of the docs and of ``cgt play --help``."""
    import shlex

    from cgt.cli.main import build_parser

    root = Path(__file__).resolve().parents[2]
    text = (root / "docs" / "command-line.md").read_text(encoding="utf-8")
    play_help = build_parser()._subparsers._group_actions[0].choices["play"].format_help()
    lines = [line.strip() for line in (text + "\n" + play_help).splitlines()]
    return [shlex.split(line, comments=True)[2:] for line in lines
            if line.startswith("cgt play ")]


def test_every_play_example_gives_you_a_move(monkeypatch, capsys):
    """Issue 38: the docs example ``cgt play konane 'xoxo|o.ox|xo.o|oxox'
    --as right`` ended at once (Right has no move there: the jumps into
    the two holes are Left's), and so did the help's ``'xox|o.o|xox'``."""
    from cgt.cli.main import main

    examples = play_examples()
    assert len(examples) >= 6 and any("konane" in words for words in examples)
    monkeypatch.setattr("builtins.input", lambda prompt="": "q")
    for words in examples:
        assert main(["play", *words]) == 0, words
        out = capsys.readouterr().out
        assert "no move left" not in out and "Bye." in out, (words, out)

"""``cgt play``: play a ruleset in the terminal against perfect play.

The computer knows the value of every position (the ruleset's solver), so
it moves to win whenever it can: Left wins moving first exactly when it
can move to a position worth ``>= 0``, Right to one worth ``<= 0``. It says
why, with the value and the outcome class of the position it leaves you.
When it cannot win it keeps the game as good for itself as it can (the
best mean value), waiting for a mistake. You can ask for a hint (the value,
the outcome, the moves that win), undo, and list the moves again.

:class:`Match` is the game in progress, without input or output, so that
tests play it directly; :func:`run_play` is the terminal around it.

>>> from cgt.games.nim import Nim
>>> match = Match(Nim([1, 2, 3]), human=Player.LEFT, first=Player.LEFT)
>>> match.play(match.moves()[0])          # you take the heap of 1
>>> choice = match.computer_choice()      # I answer: heaps 0 2 2, worth 0 with you to move
>>> str(choice.position), choice.wins
('- oo oo', True)
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field
from typing import Any

from cgt import Player
from cgt.notation.render import OUTCOME_MEANINGS

__all__ = ["Choice", "Match", "describe_move", "run_play", "wins_after"]

_NAMES = {Player.LEFT: "Left", Player.RIGHT: "Right"}


@dataclass(frozen=True)
class Choice:
    """The computer's move: the position it moves to, whether it wins from
    there against any defence, and why, in words."""

    position: Any
    wins: bool
    reason: str


@dataclass
class Match:
    """A game between you (``human``) and perfect play, ``first`` to move.

    ``history`` holds every position played and who moved from it, so that
    :meth:`undo` takes back your last move and the answer to it.
    """

    position: Any
    human: Player
    first: Player
    mover: Player = field(init=False)
    history: list[tuple[Any, Player]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.mover = self.first

    @property
    def computer(self) -> Player:
        return self.human.opponent

    def moves(self) -> list[Any]:
        """The moves of the player to move, in the ruleset's order."""
        moves = (self.position.left_moves() if self.mover is Player.LEFT
                 else self.position.right_moves())
        return list(moves)

    @property
    def over(self) -> bool:
        """The player to move has no move, and loses (normal play)."""
        return not self.moves()

    def play(self, option: Any) -> None:
        """Move to ``option`` (one of :meth:`moves`) for the player to move."""
        self.history.append((self.position, self.mover))
        self.position = option
        self.mover = self.mover.opponent

    def undo(self) -> bool:
        """Back to your previous turn (your last move and the computer's
        answer taken back); False when you have not moved yet."""
        for i in range(len(self.history) - 1, -1, -1):
            position, mover = self.history[i]
            if mover is self.human:
                self.position, self.mover = position, mover
                del self.history[i:]
                return True
        return False

    def winning(self, player: Player) -> list[Any]:
        """The moves of ``player`` that win against any defence."""
        options = (self.position.left_moves() if player is Player.LEFT
                   else self.position.right_moves())
        return [o for o in options if wins_after(o, player)]

    def computer_choice(self) -> Choice:
        """A winning move when there is one, the best by mean value among
        them; otherwise the move that keeps the best mean for the computer."""
        me = self.computer
        sign = 1 if me is Player.LEFT else -1
        winning = self.winning(me)
        pool = winning or self.moves()
        best = max(pool, key=lambda o: sign * o.value.mean)  # the first of the best
        value = best.value
        if winning:
            if value == 0:
                why = "P: the second player wins, and you move next"
            else:
                why = f"{value.outcome}: {OUTCOME_MEANINGS[str(value.outcome)]}"
            reason = f"worth {value} ({why}), so I win whatever you play"
        else:
            reason = (f"worth {value}. I have no winning move (with me to move, "
                      f"{self.position.value} is yours against any move of mine), so I keep "
                      "the best mean value and wait for a mistake")
        return Choice(best, bool(winning), reason)

    def hint(self) -> str:
        """The value of the position, who wins it with you to move, and your
        winning moves (numbered as :meth:`moves` lists them)."""
        value = self.position.value
        numbers = [str(i) for i, o in enumerate(self.moves(), 1) if wins_after(o, self.human)]
        text = (f"The position is worth {value} ({value.outcome}: "
                f"{OUTCOME_MEANINGS[str(value.outcome)]}). ")
        if numbers:
            return text + "You win moving now with move " + ", ".join(numbers) + "."
        return text + "You have no winning move: every move loses against perfect play."


def wins_after(option: Any, player: Player) -> bool:
    """Whether ``player``, having moved to ``option``, wins against any
    defence: Left when it is worth ``>= 0``, Right when ``<= 0``."""
    return option.value >= 0 if player is Player.LEFT else option.value <= 0


def describe_move(before: Any, after: Any) -> str:
    """A move in words: on a board the squares it changes (column letter,
    row number from the top: ``a1 a2``), else the position it leads to.

    >>> from cgt.games.domineering import Domineering
    >>> describe_move(Domineering("..|.."), Domineering("#.|#."))
    'a1 a2'
    """
    rows, rows_after = _rows(before), _rows(after)
    if rows is None or rows_after is None or len(rows) != len(rows_after):
        return str(after)
    cells = [f"{_column(c)}{r + 1}" for r, (row, row_after) in enumerate(zip(rows, rows_after))
             for c, (a, b) in enumerate(zip(row, row_after)) if a != b]
    return " ".join(cells) if cells else str(after)


def _rows(position: Any) -> tuple[str, ...] | None:
    board_rows = getattr(position, "board_rows", None)
    return board_rows() if callable(board_rows) else None


def _column(c: int) -> str:
    return chr(ord("a") + c) if c < 26 else f"[{c + 1}]"


def _board(position: Any) -> Any:
    """The position drawn for the terminal: a board with its coordinates,
    or the position's text."""
    from rich.text import Text

    from cgt.positions.picture import board_rich

    rows = _rows(position)
    if rows is None:
        return board_rich(position)
    text = Text()
    pieces = board_rich(position).split("\n")
    for r, line in enumerate(pieces):
        text.append(f"{r + 1:>3} ", style="dim")
        text.append_text(line)
        text.append("\n")
    text.append("    " + " ".join(_column(c) for c in range(len(rows[0]))), style="dim")
    return text


_HELP = ("Type the number of a move (or its squares, such as a1 a2, or the position it "
         "leads to); h: a hint (the value and your winning moves); u: undo your last move; "
         "m: the moves again; q: quit.")


def _read(prompt: str) -> str | None:
    try:
        return input(prompt).strip()
    except EOFError:
        return None


def _chosen(text: str, moves: list[Any], described: list[str]) -> Any | None:
    """The move ``text`` names: its number, its squares or its position."""
    if text.isdigit() and 1 <= int(text) <= len(moves):
        return moves[int(text) - 1]
    squeezed = re.sub(r"[\s,;-]+", "", text.lower())
    for move, words in zip(moves, described):
        if squeezed in (re.sub(r"\s+", "", words.lower()), str(move).replace(" ", "").lower()):
            return move
    return None


def play_loop(match: Match, title: str, say: Any, show: Any, impartial: bool = False) -> int:
    """Play ``match`` to the end: ``say(text)`` prints a line, ``show(position)``
    draws the board; moves are read with :func:`input`. Exit status 0."""
    you, me = _NAMES[match.human], _NAMES[match.computer]
    if impartial:  # both players have the same moves: only the order matters
        who = "you move first" if match.first is match.human else "I move first"
        say(f"{title}: {who}; whoever cannot move loses. Type ? for help.")
    else:
        say(f"{title}: you are {you}, I am {me}; {_NAMES[match.first]} moves first; "
            "whoever cannot move loses. Type ? for help.")
    while True:
        show(match.position)
        moves = match.moves()
        if not moves:
            if match.mover is match.human:
                say(f"You have no move left: I win. (The game was worth {_start(match)}.)")
            else:
                say("I have no move left: you win. Well played!")
            return 0
        if match.mover is match.computer:
            choice = match.computer_choice()
            say(f"I play {describe_move(match.position, choice.position)}: {choice.reason}.")
            match.play(choice.position)
            continue
        described = [describe_move(match.position, o) for o in moves]
        for i, words in enumerate(described, 1):
            say(f"  {i}. {words}")
        while True:
            text = _read(f"Your move{'' if impartial else ' as ' + you} "
                         f"(1-{len(moves)}, ? for help): ")
            if text is None or text.lower() in ("q", "quit", "exit"):
                say("Bye.")
                return 0
            if text.lower() in ("?", "help"):
                say(_HELP)
            elif text.lower() in ("h", "hint"):
                say(match.hint())
            elif text.lower() in ("m", "moves"):
                for i, words in enumerate(described, 1):
                    say(f"  {i}. {words}")
            elif text.lower() in ("u", "undo"):
                if match.undo():
                    say("Taken back.")
                    break
                say("Nothing to take back: you have not moved yet.")
            else:
                move = _chosen(text, moves, described)
                if move is not None:
                    match.play(move)
                    break
                say(f"{text!r} is not one of your moves (1-{len(moves)}); ? for help.")


def _start(match: Match) -> Any:
    return match.history[0][0].value if match.history else match.position.value


def add_play_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--as", dest="side", default="left", metavar="SIDE",
                        help="the side you play: left (the default) or right")
    parser.add_argument("--second", action="store_true",
                        help="let the computer move first (by default you do)")


def run_play(ruleset: Any, position: Any, options: argparse.Namespace) -> int:
    """``cgt play RULESET [POSITION]``."""
    from cgt import CGTError
    from cgt.cli.limits import DEFAULT_MAX_POSITIONS, check_size
    from cgt.cli.output import console
    from cgt.cli.progress import computing
    from cgt.positions.kind import Kind

    if ruleset.kind not in (Kind.IMPARTIAL, Kind.PARTIZAN):
        raise CGTError(f"{ruleset.title} is a loopy game (win, loss or draw), and cgt play "
                       "plays short games, by their values: see cgt report "
                       f"{ruleset.name} for its best line")
    human = Player.parse(options.side)
    first = human.opponent if options.second else human
    check_size(position, DEFAULT_MAX_POSITIONS, f"{ruleset.title} {position}")
    with computing(f"solving {ruleset.title}"):
        position.value  # noqa: B018 (solve once, up front: every later answer is a lookup)
    out = console()
    return play_loop(Match(position, human, first), ruleset.title,
                     lambda text: out.print(text, markup=False, highlight=False),
                     lambda p: out.print(_board(p)), impartial=ruleset.kind is Kind.IMPARTIAL)

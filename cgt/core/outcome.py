"""Who plays and who wins: players, outcome classes, and the verdicts of
loopy play.

>>> str(Outcome.N), Outcome.N.description
('N', 'the first player wins')
>>> Player.parse("L"), Player.parse("right").opponent
(<Player.LEFT: 'left'>, <Player.LEFT: 'left'>)
>>> Verdict.WIN == "win"
True
"""

from __future__ import annotations

import enum

from cgt.errors import CGTError, shown

__all__ = ["Outcome", "Player", "Verdict"]


class Player(enum.StrEnum):
    """Left (Black, Blue, vertical in Domineering) or Right."""

    LEFT = "left"
    RIGHT = "right"

    @property
    def opponent(self) -> Player:
        return Player.RIGHT if self is Player.LEFT else Player.LEFT

    @classmethod
    def parse(cls, value: object) -> Player:
        """A Player from a Player or from ``"left"``/``"right"``/``"L"``/``"R"``
        (any case); CGTError for anything else."""
        if isinstance(value, Player):
            return value
        found = _PLAYER_NAMES.get(value.strip().lower()) if isinstance(value, str) else None
        if found is None:
            raise CGTError(f"player {shown(value)} is neither 'left' nor 'right' ('L' or 'R')")
        return found


_PLAYER_NAMES = {"left": Player.LEFT, "l": Player.LEFT, "right": Player.RIGHT, "r": Player.RIGHT}


class Outcome(enum.Enum):
    """The four outcome classes of a short game."""

    L = "L"
    R = "R"
    N = "N"
    P = "P"

    def __str__(self) -> str:
        return self.value

    @property
    def description(self) -> str:
        return _DESCRIPTIONS[self]

    @classmethod
    def from_signs(cls, left_wins_first: bool, right_wins_first: bool) -> Outcome:
        """The class from who wins moving first."""
        if left_wins_first:
            return cls.N if right_wins_first else cls.L
        return cls.R if right_wins_first else cls.P


_DESCRIPTIONS = {
    Outcome.L: "Left wins, whoever starts",
    Outcome.R: "Right wins, whoever starts",
    Outcome.N: "the first player wins",
    Outcome.P: "the second player wins",
}


class Verdict(enum.StrEnum):
    """How a game that may go on for ever ends for the side to move, with
    best play: a win, a loss, or a draw (neither side can force an end)."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"

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

__all__ = ["LoopyOutcome", "Outcome", "Player", "Verdict"]


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


class LoopyOutcome(enum.Enum):
    """The nine outcome classes of a loopy game (CGSuite's names): who wins
    moving first, each a win, a loss or a draw. Beside L, R, N, P and D
    (a draw whoever starts): ``NHat``, Left wins moving first and Right
    draws; ``NCheck``, Left draws and Right wins; ``PHat``, Left draws
    moving first and wins moving second; ``PCheck``, the mirror of PHat.

    >>> LoopyOutcome.from_verdicts(Verdict.DRAW, Verdict.DRAW), LoopyOutcome.NHAT.left_first
    (<LoopyOutcome.D: 'D'>, <Verdict.WIN: 'win'>)
    """

    L = "L"
    R = "R"
    N = "N"
    P = "P"
    D = "D"
    NHAT = "NHat"
    NCHECK = "NCheck"
    PHAT = "PHat"
    PCHECK = "PCheck"

    def __str__(self) -> str:
        return self.value

    @property
    def left_first(self) -> Verdict:
        """Left's result when she moves first."""
        return _LOOPY_VERDICTS[self][0]

    @property
    def right_first(self) -> Verdict:
        """Right's result when he moves first."""
        return _LOOPY_VERDICTS[self][1]

    @property
    def description(self) -> str:
        left, right = _LOOPY_VERDICTS[self]
        return f"Left moving first: {left}; Right moving first: {right}"

    @classmethod
    def from_verdicts(cls, left_first: Verdict, right_first: Verdict) -> LoopyOutcome:
        """The class from each player's result moving first."""
        return _LOOPY_CLASSES[(Verdict(left_first), Verdict(right_first))]


class Verdict(enum.StrEnum):
    """How a game that may go on for ever ends for the side to move, with
    best play: a win, a loss, or a draw (neither side can force an end)."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


_LOOPY_VERDICTS = {
    LoopyOutcome.L: (Verdict.WIN, Verdict.LOSS),
    LoopyOutcome.R: (Verdict.LOSS, Verdict.WIN),
    LoopyOutcome.N: (Verdict.WIN, Verdict.WIN),
    LoopyOutcome.P: (Verdict.LOSS, Verdict.LOSS),
    LoopyOutcome.D: (Verdict.DRAW, Verdict.DRAW),
    LoopyOutcome.NHAT: (Verdict.WIN, Verdict.DRAW),
    LoopyOutcome.NCHECK: (Verdict.DRAW, Verdict.WIN),
    LoopyOutcome.PHAT: (Verdict.DRAW, Verdict.LOSS),
    LoopyOutcome.PCHECK: (Verdict.LOSS, Verdict.DRAW),
}
_LOOPY_CLASSES = {verdicts: outcome for outcome, verdicts in _LOOPY_VERDICTS.items()}

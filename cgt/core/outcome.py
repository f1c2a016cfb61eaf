"""Outcome classes: who wins a game under normal play."""

from __future__ import annotations

import enum

__all__ = ["Outcome"]


class Outcome(enum.Enum):
    """The four outcome classes of a short game.

    >>> str(Outcome.N), Outcome.N.description
    ('N', 'the first player wins')
    """

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

"""The result of a loopy game for the side to move: a verdict and a remoteness.

See :mod:`cgt.positions.retrograde`, which finds them, for the remoteness
convention.

>>> from cgt.core.outcome import Verdict
>>> str(Result(Verdict.LOSS, 10)), Result("win", 3).is_win
('loss in 10', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from cgt.core.memo import POSITIONS, cached
from cgt.core.outcome import Verdict
from cgt.errors import CGTError, shown

__all__ = ["Result"]

WIN, LOSS, DRAW = Verdict.WIN, Verdict.LOSS, Verdict.DRAW
_VERDICTS = {v.value: v for v in Verdict}


@dataclass(frozen=True, slots=True, init=False)
class Result:
    """Who wins with best play, for the side to move, and in how many plies.

    ``outcome`` is a :class:`~cgt.core.outcome.Verdict` (made from
    ``"win"``, ``"loss"`` or ``"draw"`` too); ``remoteness`` is the
    number of plies to the end of the game when the winner hurries and the
    loser delays (``None`` for a draw). See :mod:`cgt.positions.retrograde`.

    >>> r = Result(Verdict.WIN, 5)
    >>> str(r), r.is_win, r == Result("win", 5)
    ('win in 5', True, True)
    >>> Result("draw")
    Result(outcome=<Verdict.DRAW: 'draw'>, remoteness=None)
    >>> Result("win")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Result('win', None): a win or a loss needs a remoteness, an integer >= 0
    """

    outcome: Verdict
    remoteness: int | None

    def __init__(self, outcome: Verdict | str, remoteness: int | None = None) -> None:
        verdict = _VERDICTS.get(outcome) if isinstance(outcome, str) else None
        if verdict is None:
            raise CGTError(
                f"Result({outcome!r}, ...): outcome must be one of 'win', 'loss', 'draw'"
            )
        object.__setattr__(self, "outcome", verdict)
        object.__setattr__(self, "remoteness", remoteness)
        r = remoteness
        if verdict is DRAW:
            if r is not None:
                raise CGTError(f"Result('draw', {shown(r)}): a draw has no remoteness (None)")
        elif isinstance(r, bool) or not isinstance(r, int) or r < 0:
            raise CGTError(
                f"Result({shown(verdict.value)}, {shown(r)}): a win or a loss needs a remoteness, "
                "an integer >= 0"
            )

    @property
    def is_win(self) -> bool:
        return self.outcome == WIN

    @property
    def is_loss(self) -> bool:
        return self.outcome == LOSS

    @property
    def is_draw(self) -> bool:
        return self.outcome == DRAW

    def __str__(self) -> str:
        if self.outcome is Verdict.DRAW:
            return Verdict.DRAW.value
        return f"{self.outcome.value} in {self.remoteness}"


@cached("shared results", 4096, group=POSITIONS)
def _result(outcome: Verdict, remoteness: int | None) -> Result:
    """Results are few and immutable: share them (millions of table entries)."""
    return Result(outcome, remoteness)


_DRAW_RESULT = Result(DRAW)

"""Backsliding Toads and Frogs: Toads and Frogs where a piece may also step
back, so positions can repeat (a loopy game).

Rules (Winning Ways, ch. 11; CGSuite's ``BackslidingToadsAndFrogs``, which
is its ``GenToadsAndFrogs(1, backsliding)``): a strip of cells, each empty or
holding a toad or a frog. Left moves a toad one cell right into an empty
cell, jumps it over one frog just to its right into the empty cell beyond,
or steps it one cell back (left) into an empty cell. Right moves a frog the
same way, mirrored: one cell left, over one toad, or one cell back (right).
Jumps are forward only. The player who cannot move loses; play that goes on
for ever is a draw.

Diagrams are those of :mod:`cgt.games.toads_and_frogs`: ``t`` toad, ``f``
frog, ``.`` empty.

>>> p = BackslidingToadsAndFrogs("t.f")
>>> sorted(str(q) for q in p.left_moves()), sorted(str(q) for q in p.right_moves())
(['.tf'], ['tf.'])
>>> str(p.left_result), str(p.right_result)       # the second player wins
('loss in 4', 'loss in 4')

Every position has a value (`cgt.parse` notation for loopy games: ``over``,
``on``, ...). Most positions let both players shuffle back and forth for
ever, so their game graphs are not stoppers; their values are then found
from their onsides and offsides, which in these small strips are equal:

>>> p.value, BackslidingToadsAndFrogs("tf.").value, BackslidingToadsAndFrogs("tt.f").value
(cgt.parse('0'), cgt.parse('*'), cgt.parse('on'))
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, LoopyPartizanPosition
from cgt.games.registry import Ruleset
from cgt.games.toads_and_frogs import EMPTY, FROG, TOAD, Strip
from cgt.games.words import read_diagram

__all__ = ["BackslidingToadsAndFrogs"]


class BackslidingToadsAndFrogs(Strip, LoopyPartizanPosition):
    """A strip: ``BackslidingToadsAndFrogs("ttt..fff")``.

    >>> BackslidingToadsAndFrogs("t.f.")
    BackslidingToadsAndFrogs('t.f.')
    """

    title = "Backsliding Toads and Frogs"
    symbols: ClassVar[Mapping[str, Cell]] = {"t": Cell.LEFT, "f": Cell.RIGHT, ".": Cell.EMPTY}

    __slots__ = ()

    def key(self) -> Hashable:
        return self.strip

    def left_moves(self) -> Iterator[BackslidingToadsAndFrogs]:
        """A toad one cell right, over a frog, or one cell back."""
        return self._moves(TOAD, FROG, 1)

    def right_moves(self) -> Iterator[BackslidingToadsAndFrogs]:
        """A frog one cell left, over a toad, or one cell back."""
        return self._moves(FROG, TOAD, -1)

    def _moves(self, piece: str, other: str, step: int) -> Iterator[BackslidingToadsAndFrogs]:
        strip = self.strip
        n = len(strip)
        for i, cell in enumerate(strip):
            if cell != piece:
                continue
            for to, over in ((i + step, None), (i + 2 * step, i + step), (i - step, None)):
                if not 0 <= to < n or strip[to] != EMPTY:
                    continue
                if over is not None and strip[over] != other:
                    continue
                cells = list(strip)
                cells[i], cells[to] = EMPTY, piece
                yield self._make("".join(cells))


def _from_words(words: list[str], options: dict[str, Any]) -> BackslidingToadsAndFrogs:
    return BackslidingToadsAndFrogs(read_diagram(words))


RULESET = Ruleset(
    "backsliding-toads-and-frogs", BackslidingToadsAndFrogs,
    "Toads and Frogs where a piece may also step back (a loopy game)",
    "STRIP", "a strip like tt..ff (t toad, f frog, . empty)",
    _from_words, example=("tt..ff",),
    examples=(("t.f", "worth 0: the second player wins"), ("tt.f", "worth on"),
              ("tt..ff", "not a stopper: its results")),
    source="Winning Ways, ch. 11",
)

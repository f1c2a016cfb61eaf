"""Shove: move one of your stones a square to the left, and every stone left of it too.

Rules (Albert, Nowakowski and Wolfe, *Lessons in Play*, and Siegel,
*Combinatorial Game Theory*, where Push and Shove are exercises; the strip
theory of LeanPool's ``MisereGames/Ruleset/Shove.lean``): a strip of
squares, each empty or holding a stone of Left's (``x``) or Right's
(``o``). A move picks a stone of one's own and shoves it one square to the
left together with *every* stone to its left, gaps and all: whatever is on
the leftmost square falls off the strip. The player who cannot move (who
has no stone left) loses.

It is Push (:mod:`cgt.games.push`, whose diagrams it reads) with the run
that moves always starting at the left end.

>>> [str(p) for p in Shove("o.xx").left_moves()]  # Right's stone falls off
['.x.x', '.xx']
>>> Shove("o.x").value, Push("o.x").value  # {2|3}; in Push x slides into the gap: {3/2|3}
(cgt.parse('5/2'), cgt.parse('2'))
"""

from __future__ import annotations

from typing import Any

from cgt.games.push import Push, two_stones_table
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Shove"]


class Shove(Push):
    """Strips of stones: ``Shove("x.ox|o")``, leftmost square first."""

    title = "Shove"

    __slots__ = ()

    @staticmethod
    def anchor(strip: str, at: int) -> int:
        """Square 0: every square left of the stone moves.

        >>> Shove.anchor("x.xx", 3)
        0
        """
        return 0


def _from_words(words: list[str], options: dict[str, Any]) -> Shove:
    return Shove(read_diagram(words))


RULESET = Ruleset(
    "shove", Shove, "move a stone of yours one square left, with every stone left of it",
    "STRIPS", "strips of x (Left's stone), o (Right's), . (empty), like x.ox|o",
    _from_words, example=("xo.ox",),
    examples=(("xo.ox", "a strip of four stones"), ("o.x", "1/2")),
    source="Lessons in Play; Siegel, Combinatorial Game Theory",
    table=two_stones_table("shove", Shove),
)

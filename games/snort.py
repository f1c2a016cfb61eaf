"""Snort: colour the vertices of a graph, never two neighbours differently.

Rules (Winning Ways, ch. 6; CGSuite's and cgt-tools' ``Snort``): Left and
Right take turns to colour an uncoloured vertex, Left blue and Right red;
two vertices joined by an edge may not have different colours. The player
who cannot colour a vertex loses.

A coloured vertex is removed and its neighbours are marked: ``L`` for a
vertex only Left may still colour (next to a blue one), ``R`` for one only
Right may; a vertex next to both colours is removed too. Graphs are written
as in :mod:`cgt.positions.undirected`: ``"0-1-2 2-3"``, marks after the numbers, ``"0L-1"``.

>>> Snort("0-1").value, Snort("0-1-2").value, Snort("0L-1").value
(cgt.parse('±1'), cgt.parse('±2'), cgt.parse('{1|0}'))
>>> [str(p) for p in Snort("0-1-2").right_moves()]
['0R-1', '0R 1R', '0-1R']

Snort is hot: a move both gains a vertex and takes some from the opponent.
"""

from __future__ import annotations

from typing import Any

from cgt.boards.colouring import ColouringRules
from cgt.games.col import ColouringGame
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Snort"]


class Snort(ColouringGame):
    """A Snort position: ``Snort("0-1-2 2-3")``, ``Snort.path(5)``, ``Snort.cycle(4)``.

    >>> Snort.path(4).value
    cgt.parse('±{2|1}')
    """

    title = 'Snort'

    __slots__ = ()

    SAME_BLOCKED = False
    COLOURING = ColouringRules("Snort", same_blocked=False, cold=False)


def _from_words(words: list[str], options: dict[str, Any]) -> Snort:
    return Snort(read_diagram(words))


RULESET = Ruleset(
    "snort", Snort, "colour vertices of a graph; neighbours never different",
    "GRAPH", "paths and vertices like 0-1-2 2-3 (0L: only Left may colour 0)",
    _from_words, example=("0-1-2-3",),
    examples=(("0-1", "±1"), ("0-1-2", "±2"), ("0-1-2-0", "a triangle")),
    source="Winning Ways, ch. 6",
)

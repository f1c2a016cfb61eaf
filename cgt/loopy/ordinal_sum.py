"""The ordinal sum ``G : H`` of stoppers (CGSuite's ``OrdinalSum``, ``G : H``).

A move in ``G`` wipes out ``H``; a move in ``H`` keeps ``G``: the options
of ``G : H`` are ``G``'s and ``G : H``'s of ``H``'s (Conway, *ONAG*,
chapter 15; Winning Ways, chapter 6). For loopy ``H`` the graph of
``G : H`` is ``G``'s graph beside a copy of ``H``'s, where every position
of the copy also has ``G``'s moves from its start (as CGSuite's
``Bigraph.ordinalSum`` builds it): once a player moves in ``G``, play is in
``G``, even if it later comes back to ``G`` itself. Both being stoppers, no
play alternates for ever in the sum either (an alternating play stays in
the copy of ``H``, or ends in ``G``).

>>> from cgt.loopy.graph import GameGraph
>>> from cgt.core.form import number
>>> from cgt.loopy.stopper import canonical_stopper
>>> over = canonical_stopper(GameGraph(((1,), ()), ((0,), ())), 0)
>>> from cgt.notation.loopy_printer import format_loopy
>>> format_loopy(ordinal_sum(number(1), over))   # {0, 1 : 0 | 1 : over} = {1 | pass}
'1over'
>>> format_loopy(ordinal_sum(over, number(1)))   # {0, over : 0 | over}, bypassed
'over'
"""

from __future__ import annotations

from cgt.errors import CGTError
from cgt.loopy.condensation import graph_value
from cgt.loopy.graph import GameGraph
from cgt.loopy.sided import SidedForm
from cgt.loopy.stopper import Value, stopper_graph

__all__ = ["ordinal_sum"]


def ordinal_sum(g: Value, h: Value) -> Value:
    """``G : H`` of two canonical stoppers (short games included: the short
    ordinal sum then), canonical."""
    graph_g, start_g = stopper_graph(g)
    graph_h, start_h = stopper_graph(h)
    n = len(graph_g)
    left = list(graph_g.left)
    right = list(graph_g.right)
    for i in range(len(graph_h)):
        left.append(graph_g.left[start_g] + tuple(w + n for w in graph_h.left[i]))
        right.append(graph_g.right[start_g] + tuple(w + n for w in graph_h.right[i]))
    value = graph_value(GameGraph(tuple(left), tuple(right)), start_h + n)
    if isinstance(value, SidedForm):  # pragma: no cover - a sum of stoppers is one
        raise CGTError("internal: the ordinal sum of two stoppers is not a stopper")
    return value

"""Col: colour the vertices of a graph, never two neighbours alike.

Rules (Winning Ways, ch. 2; CGSuite's and cgt-tools' ``Col``): Left and
Right take turns to colour an uncoloured vertex, Left blue and Right red;
two vertices joined by an edge may not have the same colour. The player who
cannot colour a vertex loses.

A coloured vertex plays no further part except that its neighbours may no
longer take its colour, so it is removed and its neighbours are marked:
``L`` for a vertex only Left may still colour, ``R`` for one only Right may.
A vertex neither may colour is removed too. Graphs are written as in
:mod:`cgt.positions.undirected`: paths and lone vertices, ``"0-1-2 2-3"``, with the marks
after the vertex numbers, ``"0L-1-2R"``.

>>> Col("0").value, Col("0-1").value, Col("0L").value, Col("0-1-2").value
(cgt.parse('*'), cgt.parse('0'), cgt.parse('1'), cgt.parse('0'))
>>> [str(p) for p in Col("0-1-2").left_moves()]
['0R-1', '0R 1R', '0-1R']

Every Col position is a number or a number plus ``*`` (Winning Ways: Col
is cold); the connected components of the graph are independent games.
:class:`ColouringGame` holds what Col shares with Snort (:mod:`cgt.games.snort`);
their values are solved on bitmasks by :mod:`cgt.boards.colouring`.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any, ClassVar

from cgt import Position, SolveContext, memo, picture
from cgt import undirected as graphs
from cgt.boards import colouring
from cgt.boards.colouring import ColouringRules
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Col", "ColouringGame"]

#: Who may still colour a vertex, as bits: Left 1, Right 2.
LEFT, RIGHT, BOTH = 1, 2, 3
_MARKS = {BOTH: "", LEFT: "L", RIGHT: "R"}
_ALLOWED = {"": BOTH, "L": LEFT, "R": RIGHT}
_SWAPPED = {BOTH: BOTH, LEFT: RIGHT, RIGHT: LEFT}


class ColouringGame(Position):
    """A graph whose vertices Left and Right colour in turn. Colouring a
    vertex removes it and takes a colour away from its neighbours:
    subclasses say whose (``SAME_BLOCKED``: the mover's own, as in Col, or
    the other player's, as in Snort).
    """

    __slots__ = ("_key", "_parts", "allowed", "neighbours")

    #: True: a vertex may not take the colour of a neighbour (Col); False: it
    #: may not take the other colour (Snort).
    SAME_BLOCKED: ClassVar[bool] = True
    #: The ruleset as :mod:`cgt.boards.colouring` solves it on bitmasks.
    COLOURING: ClassVar[ColouringRules] = ColouringRules("Col", same_blocked=True, cold=True)

    allowed: tuple[int, ...]  # per vertex: who may colour it (LEFT, RIGHT or BOTH)
    neighbours: tuple[int, ...]  # per vertex: the bitmask of its neighbours
    _parts: tuple[ColouringGame, ...] | None  # the components, once asked for
    _key: tuple | None  # the key, once asked for

    def __init__(self, graph: str) -> None:
        parsed = graphs.parse_graph(graph, "LR", name=f"{type(self).__name__} graph")
        self.allowed = tuple(_ALLOWED[m] for m in parsed.marks)
        self.neighbours = parsed.neighbours
        self._parts = self._key = None

    @classmethod
    def parse(cls, text: str) -> ColouringGame:
        """The position written as ``text`` (see :mod:`cgt.positions.undirected`)."""
        return cls(text)

    @classmethod
    def path(cls, n: int) -> ColouringGame:
        """``n`` uncoloured vertices in a row."""
        if not isinstance(n, int) or n < 0:
            raise graphs.GraphError(f"a path has a whole number of vertices, not {n!r}")
        return cls("-".join(str(i) for i in range(n)) if n else "empty")

    @classmethod
    def cycle(cls, n: int) -> ColouringGame:
        """``n >= 3`` uncoloured vertices in a ring."""
        if not isinstance(n, int) or n < 3:
            raise graphs.GraphError(f"a cycle has at least 3 vertices, not {n!r}")
        return cls("-".join(str(i) for i in [*range(n), 0]))

    @classmethod
    def _make(cls, allowed: tuple[int, ...], neighbours: tuple[int, ...]) -> ColouringGame:
        position = object.__new__(cls)
        position.allowed = allowed
        position.neighbours = neighbours
        position._parts = position._key = None
        return position

    # -- moves -----------------------------------------------------------------------

    def left_moves(self) -> Iterator[ColouringGame]:
        return (self._coloured(v, LEFT) for v, a in enumerate(self.allowed) if a & LEFT)

    def right_moves(self) -> Iterator[ColouringGame]:
        return (self._coloured(v, RIGHT) for v, a in enumerate(self.allowed) if a & RIGHT)

    def _coloured(self, v: int, player: int) -> ColouringGame:
        """The position after ``player`` colours vertex ``v``."""
        blocked = player if self.SAME_BLOCKED else BOTH - player
        around = self.neighbours[v]
        allowed = list(self.allowed)
        gone = [v]
        while around:  # only the neighbours change
            bit = around & -around
            around ^= bit
            u = bit.bit_length() - 1
            a = allowed[u] & ~blocked
            if a:
                allowed[u] = a
            else:  # neither player may colour it now
                gone.append(u)
        gone.sort(reverse=True)
        for u in gone:
            del allowed[u]
        return self._make(tuple(allowed), graphs.without(self.neighbours, gone))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[ColouringGame, ...]:
        """The connected components, each renumbered from 0."""
        parts = self._parts
        if parts is None:
            groups = graphs.components(self.neighbours)
            if len(groups) <= 1:
                parts = (self,)
            else:
                parts = tuple(
                    self._make(
                        tuple(self.allowed[v] for v in group),
                        graphs.induced(self.neighbours, group),
                    )
                    for group in groups
                )
            self._parts = parts
        return parts

    def key(self) -> tuple:
        """A path or a cycle is keyed by its marks along it, the same in every
        numbering (:func:`cgt.undirected.chain_key`); any other graph by its marks
        and neighbour masks as they stand."""
        key = self._key
        if key is None:
            key = self._key = _keyed(self.allowed, self.neighbours)
        return key

    def conjugate_key(self) -> Hashable:
        """The key with the colours swapped: only-Left vertices become
        only-Right ones and the other way round; worth minus this position."""
        key = self.key()
        kind = key[0]
        if kind == "path":  # the least reading of the swapped marks: one of two
            swapped = tuple([_SWAPPED[a] for a in key[1]])
            return ("path", min(swapped, swapped[::-1]))
        swapped = tuple([_SWAPPED[a] for a in self.allowed])
        if kind == "cycle":
            return _keyed(swapped, self.neighbours)
        return swapped, self.neighbours  # not a chain, and neither is its conjugate

    def direct_value(self, context: SolveContext | None = None) -> Any:
        """The value solved on bitmasks (:func:`cgt.boards.colouring.solve`,
        which the solver calls instead of walking positions, keeping the
        memory budget of its ``context``), found in or stored into the table
        under this position's key; None (walk the positions) for a subclass
        whose rule is not that of its COLOURING."""
        rules = self.COLOURING
        if rules.same_blocked != self.SAME_BLOCKED:
            return None
        left = right = 0
        for v, a in enumerate(self.allowed):
            if a & LEFT:
                left |= 1 << v
            if a & RIGHT:
                right |= 1 << v
        return colouring.solve(rules, self.neighbours, left, right, self.table().values,
                               self.key(), self.conjugate_key(), context)

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return graphs.format_graph(self.neighbours, tuple(_MARKS[a] for a in self.allowed))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The graph, vertices only Left may colour blue and only Right may red."""
        return picture.graph_drawing(self.neighbours, tuple(_MARKS[a] for a in self.allowed))

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.allowed == self.allowed
                and other.neighbours == self.neighbours)

    def __hash__(self) -> int:
        return hash((self.allowed, self.neighbours))


#: (marks, neighbour masks) -> the key: a chain's key is a walk along it, and
#: the same graphs come up as children of many positions.
_KEYS: memo.Memo[tuple, tuple] = memo.Memo(
    "Col and Snort keys", group=memo.POSITIONS, limit=1_000_000
)


def _keyed(allowed: tuple[int, ...], neighbours: tuple[int, ...]) -> tuple:
    raw = (allowed, neighbours)
    key = _KEYS.get(raw)
    if key is None:
        chain = graphs.chain_key(neighbours, allowed)
        key = raw if chain is None else chain
        _KEYS.store(raw, key)
    return key


class Col(ColouringGame):
    """A Col position: ``Col("0-1-2 2-3")``, ``Col.path(5)``, ``Col.cycle(4)``.

    >>> Col.path(4).value, Col.cycle(4).value
    (cgt.parse('0'), cgt.parse('0'))
    >>> Col("0-1-x")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.undirected.GraphError: Col graph '0-1-x': 'x' in '0-1-x' is not a vertex
    (a number, optionally with one of L, R after it)
    """

    title = 'Col'

    __slots__ = ()

    SAME_BLOCKED = True


def _from_words(words: list[str], options: dict[str, Any]) -> Col:
    return Col(read_diagram(words))


RULESET = Ruleset(
    "col", Col, "colour vertices of a graph; neighbours never alike",
    "GRAPH", "paths and vertices like 0-1-2 2-3 (0L: only Left may colour 0)",
    _from_words, example=("0-1-2-3",),
    examples=(("0-1", "0"), ("0L-1", "1/2"), ("0-1-2 3", "*")),
    source="Winning Ways, ch. 2",
)

"""The bear and the puppies ("jeu de l'ourson"): a blocking game on six vertices.

Rules (``RULES.md``). The board is the graph on vertices 0..5 with edges

    0-1 0-2 0-3 0-4 0-5 1-2 1-3 2-4 3-5

(vertex 0 is joined to every other one, and the others form the path
4-2-1-3-5). One bear and two indistinguishable puppies stand on
distinct vertices. A move slides one of the mover's pieces along an edge to
an empty vertex; the puppies move one puppy per turn. The side to move
without a move loses: in practice the bear, blocked by the puppies. The
game graph has cycles, so it is solved by retrograde analysis
(:mod:`cgt.positions.loopy`).

Notation (the article's): ``vabt``, the bear's vertex ``v``, the puppies'
vertices ``a < b``, and ``t`` = 0 when the bear is to move, 1 when the
puppies are. The start is ``0450`` (the bear moves first).

>>> p = Ourson.parse("0450")
>>> p.player, str(p.result)
('bear', 'loss in 10')
>>> " ".join(str(q) for q in p.principal_line())
'0450 1451 1250 0251 0230 1231 1030 2031 2010 4011 4020'
>>> [str(q) for q in Ourson.parse("5011").winning_moves()]   # fastest first
['5030', '5020', '5120', '5130', '5140']

The article's rule "the bear wins if not blocked within 16 plies" is a
move limit of the solver; the puppies block the bear in 10 plies anyway:

>>> str(p.solve(max_plies=16, on_limit="bear").result)
'loss in 10'
>>> str(p.solve(max_plies=9, on_limit="bear").result)
'win in 9'

The key identifies a position with its mirror image under the graph's
one symmetry (2 <-> 3, 4 <-> 5): the 120 positions make 64 nodes.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from typing import Any

from cgt import CGTError, LoopyPartizanPosition, LoopyPosition
from cgt.games.registry import Option, Ruleset
from cgt.games.words import expect_words

__all__ = ["BEAR", "NEIGHBOURS", "PUPPIES", "Arrangement", "Ourson"]

#: The board: the neighbours of each vertex.
NEIGHBOURS: tuple[frozenset[int], ...] = (
    frozenset({1, 2, 3, 4, 5}),
    frozenset({0, 2, 3}),
    frozenset({0, 1, 4}),
    frozenset({0, 1, 5}),
    frozenset({0, 2}),
    frozenset({0, 3}),
)

#: The one symmetry of the board besides the identity.
_MIRROR = (0, 1, 3, 2, 5, 4)

BEAR, PUPPIES = "bear", "puppies"


@dataclass(frozen=True, slots=True)
class Ourson(LoopyPosition):
    """A position: the bear's vertex, the puppies' two vertices (sorted) and
    whether the bear is to move. Build it with :meth:`parse` or the constructor.

    >>> Ourson(0, (5, 4), bear_to_move=True)
    Ourson.parse('0450')
    >>> Ourson.parse("0451").player
    'puppies'
    """

    title = 'The bear and the puppies'

    bear: int
    puppies: tuple[int, int]
    bear_to_move: bool = True

    players = (BEAR, PUPPIES)

    def __init__(self, bear: int, puppies: tuple[int, int], bear_to_move: bool = True) -> None:
        try:
            a, b = sorted(puppies)
        except (TypeError, ValueError):
            raise CGTError(f"Ourson: puppies={puppies!r} must be two vertices") from None
        shown = f"Ourson(bear={bear!r}, puppies={puppies!r})"
        for v in (bear, a, b):
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 5:
                raise CGTError(f"{shown}: vertices are integers 0 to 5, not {v!r}")
        if len({bear, a, b}) < 3:
            raise CGTError(f"{shown}: the three pieces need three different vertices")
        object.__setattr__(self, "bear", bear)
        object.__setattr__(self, "puppies", (a, b))
        object.__setattr__(self, "bear_to_move", bool(bear_to_move))

    @classmethod
    def parse(cls, text: str) -> Ourson:
        """The position written ``vabt`` (bear, puppies a < b, 0 bear to move or 1).

        >>> Ourson.parse("0540")  # doctest: +NORMALIZE_WHITESPACE
        Traceback (most recent call last):
        ...
        cgt.errors.CGTError: Ourson position '0540': the puppies' vertices must be
        in increasing order (write '0450')
        """
        where = f"Ourson position {text!r}"
        if not isinstance(text, str):
            raise CGTError(f"Ourson position must be text like '0450', not {type(text).__name__}")
        code = text.strip()
        if len(code) != 4 or not all(ch in "012345" for ch in code):
            raise CGTError(
                f"{where}: expected four digits 'vabt' (bear vertex, puppies a < b, "
                "all 0-5, then t = 0 bear to move or 1 puppies to move), like '0450'"
            )
        v, a, b, t = (int(ch) for ch in code)
        if t not in (0, 1):
            raise CGTError(f"{where}: the last digit is 0 (bear to move) or 1 (puppies), not {t}")
        if len({v, a, b}) < 3:
            raise CGTError(f"{where}: the bear and the two puppies need three different vertices")
        if a > b:
            raise CGTError(
                f"{where}: the puppies' vertices must be in increasing order (write '{v}{b}{a}{t}')"
            )
        return cls(v, (a, b), t == 0)

    @classmethod
    def positions(cls) -> list[Ourson]:
        """All 120 positions: 6 bear vertices x 10 pairs of puppies x 2 sides."""
        return [
            cls(v, (a, b), t == 0)
            for v in range(6) for a in range(6) for b in range(a + 1, 6) for t in (0, 1)
            if v not in (a, b)
        ]

    @classmethod
    def start(cls) -> Ourson:
        """The article's start ``0450``: bear on 0, puppies on 4 and 5, bear to move."""
        return cls(0, (4, 5), True)

    # -- the rules ---------------------------------------------------------------

    @property
    def player(self) -> str:
        return BEAR if self.bear_to_move else PUPPIES

    def moves(self) -> Iterator[Ourson]:
        v, (a, b) = self.bear, self.puppies
        if self.bear_to_move:
            for w in sorted(NEIGHBOURS[v] - {a, b}):
                yield Ourson(w, (a, b), False)
        else:
            for moving, staying in ((a, b), (b, a)):
                for w in sorted(NEIGHBOURS[moving] - {v, staying}):
                    yield Ourson(v, (staying, w), True)

    def key(self) -> Hashable:
        a, b = self.puppies
        here = (self.bear, a, b)
        m = _MIRROR
        there = (m[self.bear], *sorted((m[a], m[b])))
        return (min(here, there), self.bear_to_move)

    @property
    def value(self) -> Any:
        """The arrangement of the pieces as a partizan loopy game, the bear
        Left and the puppies Right, whoever is to move (Winning Ways' way of
        valuing such games; issue 15): a stopper, or a sided value
        ``onside & offside`` when play can go round for ever.

        >>> v = Ourson.parse("0450").value
        >>> v, str(v.outcome)          # the puppies win whoever starts
        (cgt.parse('off'), 'R')
        """
        a, b = self.puppies
        return Arrangement(self.bear, a, b).value

    # -- text ------------------------------------------------------------------------

    def __str__(self) -> str:
        a, b = self.puppies
        return f"{self.bear}{a}{b}{0 if self.bear_to_move else 1}"

    def __repr__(self) -> str:
        return f"Ourson.parse('{self}')"

    def diagram(self) -> str:
        """The board as in the article's Ludii version (half an Alquerque
        board): vertex 0 in the middle of the bottom row, joined to all;
        ``B`` the bear, ``P`` a puppy, ``.`` an empty vertex.

        >>> print(Ourson.parse("0450").diagram())
        .-.-.
        |\\|/|
        P-B-P
        bear to move
        """
        c = ["B" if x == self.bear else "P" if x in self.puppies else "." for x in range(6)]
        # The non-hub vertices form the path 4-2-1-3-5 around the hub 0.
        return f"{c[2]}-{c[1]}-{c[3]}\n|\\|/|\n{c[4]}-{c[0]}-{c[5]}\n{self.player} to move"


@dataclass(frozen=True, slots=True)
class Arrangement(LoopyPartizanPosition):
    """The pieces without the side to move: Left moves the bear, Right a puppy."""

    bear: int
    a: int
    b: int

    def left_moves(self) -> Iterator[Arrangement]:
        for w in sorted(NEIGHBOURS[self.bear] - {self.a, self.b}):
            yield Arrangement(w, self.a, self.b)

    def right_moves(self) -> Iterator[Arrangement]:
        for moving, staying in ((self.a, self.b), (self.b, self.a)):
            for w in sorted(NEIGHBOURS[moving] - {self.bear, staying}):
                yield Arrangement(self.bear, *sorted((staying, w)))

    def key(self) -> Hashable:
        m = _MIRROR
        return min((self.bear, self.a, self.b), (m[self.bear], *sorted((m[self.a], m[self.b]))))

    def __str__(self) -> str:
        return f"{self.bear}{self.a}{self.b}"


def _from_words(words: list[str], options: dict[str, Any]) -> Ourson:
    expect_words(words, (0, 1), "one position vabt, e.g. 0450")
    return Ourson.parse(words[0]) if words else Ourson.start()


RULESET = Ruleset(
    "ourson", Ourson, "the puppies try to block the bear on a six-vertex graph",
    "[VABT]", "a position: bear vertex, puppies a < b, 0 bear / 1 puppies to move",
    _from_words, example=("0450",),
    examples=(("", "the start 0450: the puppies win"),
              ("0450 --max-plies 16 --on-limit bear", "the 16-move rule")),
    options=(
        Option(("--max-plies",), {"type": int, "default": None, "metavar": "N",
                                  "help": "stop the game after N plies"}),
        Option(("--on-limit",), {"choices": ("bear", "puppies", "draw"), "default": "bear",
                                 "help": "who wins at the limit (default: bear)"}),
    ),
    source="the bear and the puppies article",
)

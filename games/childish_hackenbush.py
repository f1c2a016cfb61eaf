"""Childish Hackenbush: Hackenbush where a blue or red edge is taken only
if nothing falls with it.

Rules (Winning Ways, ch. 7, "Childish Hackenbush"; CGSuite's
``game.graph.ChildishHackenbush``): a picture of blue, red and green
edges on the ground. Left chops a blue or a green edge, Right a red or a
green edge, as in Hackenbush (:mod:`cgt.games.hackenbush`), but a blue or
red edge may be chopped only when every other edge still reaches the
ground afterwards (a leaf, or an edge of a cycle); a green edge may be
chopped anywhere, and whatever it cut off falls. The player who cannot
move loses.

Pictures are written as paths with the colours of their edges, as for
Hackenbush pictures (:func:`cgt.games.hackenbush_graph.read_edges`):
``g-a:B a-b:B a-c-d:RB`` is a blue edge on the ground holding a blue edge
and a red-blue string. Parts joined only through the ground are
independent games (:meth:`ChildishHackenbush.components`).

>>> ChildishHackenbush("g-a:B a-b:B a-c-d:RB").value  # CGSuite's GameGraphTest: 2
cgt.parse('2')
>>> ChildishHackenbush("g-a-b:BR").value  # the blue edge holds the red: Left has no move
cgt.parse('0')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, Position, picture
from cgt.games.hackenbush_drawing import hackenbush_drawing
from cgt.games.hackenbush_graph import (
    Edge,
    HackenbushError,
    Picture,
    canonical,
    format_pictures,
    pieces,
    read_edges,
)
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["ChildishHackenbush"]

BLUE, RED, GREEN = "B", "R", "G"


class ChildishHackenbush(Position):
    """A Childish Hackenbush picture: ``ChildishHackenbush("g-a-b-g:BBR")``,
    its parts in canonical form (``pictures``).

    >>> ChildishHackenbush("g-a b")
    Traceback (most recent call last):
    ...
    cgt.games.hackenbush_graph.HackenbushError: Childish Hackenbush 'g-a b': 'g-a' is not ...
    """

    title = "Childish Hackenbush"
    symbols: ClassVar[Mapping[str, Cell]] = {BLUE: Cell.LEFT, RED: Cell.RIGHT,
                                             GREEN: Cell.NEUTRAL}

    __slots__ = ("pictures",)

    #: The parts joined only through the ground, each in canonical form.
    pictures: tuple[Picture, ...]

    def __init__(self, diagram: str) -> None:
        if not isinstance(diagram, str):
            raise HackenbushError(f"Childish Hackenbush must be text like 'g-a-b:BR', not "
                                  f"{type(diagram).__name__}")
        text = diagram.strip()
        edges = () if text in ("", "(ground)") else read_edges(
            text, f"Childish Hackenbush {diagram!r}")
        self.pictures = _standing(pieces(edges))

    @classmethod
    def _make(cls, pictures: tuple[Picture, ...]) -> ChildishHackenbush:
        position = object.__new__(cls)
        position.pictures = tuple(sorted(pictures))
        return position

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[ChildishHackenbush]:
        """Chop a blue edge that drops nothing, or any green edge."""
        return self._chops(BLUE)

    def right_moves(self) -> Iterator[ChildishHackenbush]:
        """Chop a red edge that drops nothing, or any green edge."""
        return self._chops(RED)

    def _chops(self, colour: str) -> Iterator[ChildishHackenbush]:
        for j, drawn in enumerate(self.pictures):
            others = self.pictures[:j] + self.pictures[j + 1:]
            edges = drawn.edges
            for i, edge in enumerate(edges):
                if edge[2] not in (colour, GREEN) or (i and edges[i - 1] == edge):
                    continue
                standing = pieces(edges[:i] + edges[i + 1:])
                if edge[2] != GREEN and sum(map(len, standing)) < len(edges) - 1:
                    continue  # a blue or red edge may not drop anything
                yield self._make(others + _standing(standing))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[ChildishHackenbush, ...]:
        """The parts joined only through the ground, each a game of its own."""
        if len(self.pictures) <= 1:
            return (self,)
        return tuple(self._make((p,)) for p in self.pictures)

    def key(self) -> Hashable:
        return tuple(p.text for p in self.pictures)

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return format_pictures(self.pictures) or "(ground)"

    def __repr__(self) -> str:
        return f"ChildishHackenbush({str(self)!r})"

    def edges(self) -> list[tuple[Edge, ...]]:
        """Each part's edges ``(u, v, colour)``, vertices numbered from 0, the ground."""
        return [p.edges for p in self.pictures]

    def drawing(self) -> picture.Drawing:
        """The picture: the ground, and the edges in blue, red and green."""
        return hackenbush_drawing(self.edges())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ChildishHackenbush) and other.pictures == self.pictures

    def __hash__(self) -> int:
        return hash(self.pictures)


def _standing(parts: list[tuple[Edge, ...]]) -> tuple[Picture, ...]:
    return tuple(sorted(canonical(part) for part in parts))


def _from_words(words: list[str], options: dict[str, Any]) -> ChildishHackenbush:
    return ChildishHackenbush(read_diagram(words))


RULESET = Ruleset(
    "childish-hackenbush", ChildishHackenbush,
    "Hackenbush; a blue or red edge is chopped only if nothing falls",
    "PICTURE", "paths with the colours of their edges, like g-a-b-g:BRG (g: the ground)",
    _from_words, example=("g-a:B", "a-b:B", "a-c-d:RB"),
    examples=(("g-a:B a-b:B a-c-d:RB", "2 (CGSuite)"),
              ("g-a-b-c-d-e-f-h-i-j-g:BBBBBBRRRR", "{4|-2}: a hot cycle (CGSuite)")),
    source="Winning Ways, ch. 7; CGSuite's game.graph.ChildishHackenbush",
)

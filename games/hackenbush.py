"""Hackenbush on trees: chop blue, red and green edges off the ground.

Rules (Winning Ways: Blue-Red, Green and "Hackenbush Hotchpotch"; Lessons
in Play): a picture of edges connected to the ground. Left (bLue) removes a
blue or a green edge, Right (Red) a red or a green edge; whatever is no
longer connected to the ground falls off. The player who cannot move loses.

This module plays forests: every edge stands on the ground or on the top of
exactly one other edge (strings, and trees branching upward). Diagram:

- a *string* is its colours from the ground up: ``BRG`` is a blue edge on the
  ground, a red one on it, a green one on top (``b``, ``r``, ``g`` too);
- a *tree* branches with parentheses after an edge: ``B(R,GG)`` is a blue
  edge holding a red edge and a green string of two; ``BR(G,B)`` a blue
  edge, a red one on it, and a green and a blue edge on the red one;
- a *forest* is several trees on the ground, separated by spaces or ``+``.

>>> Hackenbush.string("B").value, Hackenbush.string("BR").value, Hackenbush.string("BRR").value
(cgt.parse('1'), cgt.parse('1/2'), cgt.parse('1/4'))
>>> Hackenbush.string("GGG").value, Hackenbush("G(G,G)").value, Hackenbush("G(B)").value
(cgt.parse('*3'), cgt.parse('*'), cgt.parse('^*'))
>>> str(Hackenbush("bR(g, b)  +  rr"))
'BR(B,G) RR'

Trees standing on the ground never touch: each is an independent game
(:meth:`Hackenbush.components`; CGSuite does not split there). A tree's key
is its picture with the branches at every edge in a fixed order, so a tree
and its mirror images share one entry of the transposition table.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ClassVar

from cgt import Cell, CGTError, Position
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Hackenbush"]

BLUE, RED, GREEN = "B", "R", "G"

#: An edge and everything standing on it: (colour, the edges on its top).
Tree = tuple[str, tuple["Tree", ...]]


class Hackenbush(Position):
    """A Hackenbush forest: ``Hackenbush("BR(G,B) RR")``, ``Hackenbush.string("BRG")``.

    >>> Hackenbush("BR(G").value  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Hackenbush 'BR(G': expected ',' or ')' at position 4
    (branches are closed with ')')
    """

    title = 'Hackenbush'
    symbols: ClassVar[Mapping[str, Cell]] = {"B": Cell.LEFT, "R": Cell.RIGHT, "G": Cell.NEUTRAL}

    __slots__ = ("trees",)

    trees: tuple[Tree, ...]

    def __init__(self, diagram: str) -> None:
        self.trees = _Reader(diagram).forest()

    @classmethod
    def parse(cls, text: str) -> Hackenbush:
        """The forest drawn by ``text``."""
        return cls(text)

    @classmethod
    def string(cls, colours: str) -> Hackenbush:
        """One string, its colours (``B``, ``R``, ``G``) from the ground up.

        >>> Hackenbush.string("BBR").value
        cgt.parse('3/2')
        """
        if not isinstance(colours, str) or not colours.strip() or not colours.strip().isalpha():
            raise CGTError(f"Hackenbush.string({colours!r}): expected colours like 'BRG'")
        return cls(colours.strip())

    @classmethod
    def _make(cls, trees: tuple[Tree, ...]) -> Hackenbush:
        position = object.__new__(cls)
        position.trees = tuple(sorted(trees, key=_text))
        return position

    def __str__(self) -> str:
        return " ".join(_text(t) for t in self.trees) or "(ground)"

    def __repr__(self) -> str:
        return f"Hackenbush({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hackenbush) and other.trees == self.trees

    def __hash__(self) -> int:
        return hash(self.trees)

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[Hackenbush]:
        """Chop a blue or a green edge."""
        return self._chops((BLUE, GREEN))

    def right_moves(self) -> Iterator[Hackenbush]:
        """Chop a red or a green edge."""
        return self._chops((RED, GREEN))

    def _chops(self, colours: tuple[str, ...]) -> Iterator[Hackenbush]:
        trees = self.trees
        for i, tree in enumerate(trees):
            others = trees[:i] + trees[i + 1 :]
            for rest in _chopped(tree, colours):
                yield self._make(others if rest is None else others + (rest,))

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Hackenbush, ...]:
        """The trees on the ground, each a game of its own."""
        if len(self.trees) == 1:
            return (self,)
        return tuple(self._make((t,)) for t in self.trees)

    def key(self) -> Hashable:
        return str(self)


def _chopped(tree: Tree, colours: tuple[str, ...]) -> Iterator[Tree | None]:
    """The tree after chopping one edge of ``colours`` (None: all of it fell)."""
    colour, above = tree
    if colour in colours:
        yield None
    for j, branch in enumerate(above):
        others = above[:j] + above[j + 1 :]
        for rest in _chopped(branch, colours):
            kept = others if rest is None else others + (rest,)
            yield colour, tuple(sorted(kept, key=_text))


def _text(tree: Tree) -> str:
    """``BR(B,G)``: a lone branch follows its edge, several go in parentheses."""
    colour, above = tree
    if not above:
        return colour
    if len(above) == 1:
        return colour + _text(above[0])
    return colour + "(" + ",".join(_text(t) for t in above) + ")"


class _Reader:
    """Reads ``forest := tree ((' ' | '+') tree)*``,
    ``tree := colours ['(' tree (',' tree)* ')']``."""

    def __init__(self, text: object) -> None:
        if not isinstance(text, str):
            raise CGTError(f"Hackenbush diagram must be text, not {type(text).__name__}")
        self.text = text
        self.at = 0

    def fail(self, expected: str) -> CGTError:
        return CGTError(f"Hackenbush {self.text!r}: expected {expected} at position {self.at}")

    def peek(self) -> str:
        while self.at < len(self.text) and self.text[self.at] == " ":
            self.at += 1
        return self.text[self.at] if self.at < len(self.text) else ""

    def forest(self) -> tuple[Tree, ...]:
        trees = []
        while True:
            trees.append(self.tree())
            if self.at < len(self.text) and self.text[self.at] not in " +":
                raise self.fail("' ' or '+' between trees, or the end")
            while self.peek() == "+":
                self.at += 1
            if not self.peek():
                break
        return tuple(sorted(trees, key=_text))

    def tree(self) -> Tree:
        colours = ""
        self.peek()  # skip spaces before the tree, not inside it
        while self.at < len(self.text) and self.text[self.at].upper() in (BLUE, RED, GREEN):
            colours += self.text[self.at].upper()
            self.at += 1
        if not colours:
            raise self.fail("an edge: B (blue), R (red) or G (green)")
        above: tuple[Tree, ...] = ()
        if self.text[self.at : self.at + 1] == "(":
            self.at += 1
            branches = [self.tree()]
            while self.peek() == ",":
                self.at += 1
                branches.append(self.tree())
            if self.peek() != ")":
                raise CGTError(
                    f"Hackenbush {self.text!r}: expected ',' or ')' at position {self.at} "
                    "(branches are closed with ')')"
                )
            self.at += 1
            above = tuple(sorted(branches, key=_text))
        tree: Tree = (colours[-1], above)
        for colour in reversed(colours[:-1]):
            tree = (colour, (tree,))
        return tree


def _from_words(words: list[str], options: dict[str, Any]) -> Hackenbush:
    return Hackenbush(read_diagram(words))


RULESET = Ruleset(
    "hackenbush", Hackenbush, "chop blue, red and green edges off the ground",
    "FOREST", "strings and trees from the ground up, like BRG or B(R,GG)",
    _from_words, example=("BR(G,B)", "RR"),
    examples=(("BRR", "1/4"), ("G(B)", "^*")),
    source="Winning Ways, ch. 1-2",
)

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

Some trees have a value in closed form, used instead of a search (and
checked against it in the tests): a blue-red string is the number of
Berlekamp's sign-expansion rule, and a green tree the nimber of the colon
principle. Every other tree is solved from the rules, by the solver's own
stack; chopping, reading and writing trees take no recursion either, so a
string a thousand edges high is as good as one of three.

>>> Hackenbush.string("B" * 1000 + "R").value == number(Fraction(1999, 2))
True
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from fractions import Fraction
from functools import reduce
from operator import attrgetter, xor
from typing import Any, ClassVar, NamedTuple

from cgt import Cell, CGTError, Game, Position, nimber, number
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Hackenbush", "Tree"]

BLUE, RED, GREEN = "B", "R", "G"


class Tree(NamedTuple):
    """An edge on the ground and everything standing on it, as a *stalk*: the
    ``colours`` of a run of edges from the bottom up, and the ``branches``
    standing on its top, none or at least two (a single branch continues the
    stalk), in the order of their pictures. ``text`` is the picture,
    ``BR(B,G)``; it comes first so that trees sort by it.

    >>> tree = Hackenbush("B(R,GG)").trees[0]
    >>> tree.text, tree.colours, [branch.text for branch in tree.branches]
    ('B(GG,R)', 'B', ['GG', 'R'])
    """

    text: str
    colours: str
    branches: tuple[Tree, ...]


_by_text = attrgetter("text")


def _tree(colours: str, branches: tuple[Tree, ...] = ()) -> Tree:
    """The tree of a stalk of ``colours`` with ``branches`` on its top, in
    normal form: a lone branch joins the stalk, several go in order."""
    if len(branches) == 1:
        (branch,) = branches
        return Tree(colours + branch.text, colours + branch.colours, branch.branches)
    if not branches:
        return Tree(colours, colours, ())
    branches = tuple(sorted(branches, key=_by_text))
    return Tree(colours + "(" + ",".join([b.text for b in branches]) + ")", colours, branches)


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
        position.trees = tuple(sorted(trees, key=_by_text))
        return position

    def __str__(self) -> str:
        return " ".join([t.text for t in self.trees]) or "(ground)"

    def __repr__(self) -> str:
        return f"Hackenbush({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hackenbush) and str(other) == str(self)

    def __hash__(self) -> int:
        return hash(str(self))

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

    @property
    def value(self) -> Game:
        """The canonical value: trees with a closed form (blue-red strings,
        green trees) are known at once, the others are solved.

        >>> Hackenbush("BRB GGG B(R,G)").value  # 3/4 + *3 + 1/2*
        cgt.parse('5/4*2')
        """
        table = self.table()
        for tree in self.trees:
            if tree.text not in table.values:
                known = closed_value(tree)
                if known is not None:
                    table.store(tree.text, known.form)
        return super().value


def closed_value(tree: Tree) -> Game | None:
    """The value of ``tree`` in closed form, or None when it has none here.

    - A blue-red string is a number, by Berlekamp's sign-expansion rule
      (*Winning Ways*, ch. 2): the first run of ``n`` edges of one colour
      counts ``±n``, and each later edge ``±1/2^k``, the k-th after the run,
      blue ``+``, red ``-``: ``BRB = 1 - 1/2 + 1/4 = 3/4``.
    - A green tree is the nimber of the colon principle (*Winning Ways*,
      ch. 7): the branches on top of a stalk of ``n`` green edges count as
      one stalk of their nim-sum, so the tree is ``*(n + nim-sum)``.

    >>> closed_value(_tree("BBRB")), closed_value(_tree("GG", (_tree("G"), _tree("GG"))))
    (cgt.parse('7/4'), cgt.parse('*5'))
    >>> closed_value(_tree("BG")) is None
    True
    """
    colours = tree.colours
    if not tree.branches and GREEN not in colours:
        return number(sign_expansion(colours))
    if _all_green(tree):
        return nimber(_green_nim_value(tree))
    return None


def sign_expansion(colours: str) -> Fraction:
    """The number a blue-red string is worth (Berlekamp's rule, see :func:`closed_value`).

    >>> [str(sign_expansion(s)) for s in ("BR", "BRB", "BRR", "BBR", "RRB")]
    ['1/2', '3/4', '1/4', '3/2', '-3/2']
    """
    first = colours[0]
    run = len(colours) - len(colours.lstrip(first))
    later = colours[run:]
    # In units of 2^-len(later): the run counts 2^len(later) each, the k-th
    # later edge 2^(len(later) - k).
    total = run << len(later)
    for k, colour in enumerate(later, 1):
        total += (1 if colour == first else -1) << (len(later) - k)
    sign = 1 if first == BLUE else -1
    return Fraction(sign * total, 1 << len(later))


def _all_green(tree: Tree) -> bool:
    stack = [tree]
    while stack:
        t = stack.pop()
        if t.colours.strip(GREEN):
            return False
        stack.extend(t.branches)
    return True


def _green_nim_value(tree: Tree) -> int:
    """The colon principle, bottom-up over the stalks with an explicit stack."""
    values: dict[int, int] = {}
    stack: list[tuple[Tree, bool]] = [(tree, False)]
    while stack:
        t, ready = stack.pop()
        if ready:
            values[id(t)] = len(t.colours) + reduce(xor, (values[id(b)] for b in t.branches), 0)
        else:
            stack.append((t, True))
            stack.extend((b, False) for b in t.branches)
    return values[id(tree)]


def _chopped(tree: Tree, colours: tuple[str, ...]) -> Iterator[Tree | None]:
    """The tree after chopping one edge of ``colours`` (None: all of it fell),
    for each such edge from the ground up, stalk by stalk."""
    # (stalk, the path to it: each stalk below with the index of the branch taken)
    stack: list[tuple[Tree, tuple[tuple[Tree, int], ...]]] = [(tree, ())]
    while stack:
        stalk, path = stack.pop()
        for i, colour in enumerate(stalk.colours):
            if colour in colours:
                yield _rebuilt(path, _tree(stalk.colours[:i]) if i else None)
        for j in reversed(range(len(stalk.branches))):
            stack.append((stalk.branches[j], (*path, (stalk, j))))


def _rebuilt(path: tuple[tuple[Tree, int], ...], top: Tree | None) -> Tree | None:
    """The tree with the branch at the end of ``path`` replaced by ``top``
    (None: taken away)."""
    for stalk, j in reversed(path):
        others = stalk.branches[:j] + stalk.branches[j + 1 :]
        top = _tree(stalk.colours, others if top is None else (*others, top))
    return top


class _Reader:
    """Reads ``forest := tree ((' ' | '+') tree)*``,
    ``tree := colours ['(' tree (',' tree)* ')']``, with a stack of the
    branches still open (no recursion, however deep they nest)."""

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
        return tuple(sorted(trees, key=_by_text))

    def colours(self) -> str:
        self.peek()  # skip spaces before a tree, not inside it
        start = self.at
        while self.at < len(self.text) and self.text[self.at].upper() in (BLUE, RED, GREEN):
            self.at += 1
        if self.at == start:
            raise self.fail("an edge: B (blue), R (red) or G (green)")
        return self.text[start : self.at].upper()

    def tree(self) -> Tree:
        #: The stalks whose branches are being read: (colours, branches so far).
        open_stalks: list[tuple[str, list[Tree]]] = []
        while True:
            colours = self.colours()
            if self.text[self.at : self.at + 1] == "(":
                self.at += 1
                open_stalks.append((colours, []))
                continue
            done = _tree(colours)
            while open_stalks:
                open_stalks[-1][1].append(done)
                if self.peek() == ",":
                    self.at += 1
                    break  # the next branch
                if self.peek() != ")":
                    raise CGTError(
                        f"Hackenbush {self.text!r}: expected ',' or ')' at position {self.at} "
                        "(branches are closed with ')')"
                    )
                self.at += 1
                colours, branches = open_stalks.pop()
                done = _tree(colours, tuple(branches))
            else:
                return done


def _from_words(words: list[str], options: dict[str, Any]) -> Hackenbush:
    return Hackenbush(read_diagram(words))


RULESET = Ruleset(
    "hackenbush", Hackenbush, "chop blue, red and green edges off the ground",
    "FOREST", "strings and trees from the ground up, like BRG or B(R,GG)",
    _from_words, example=("BR(G,B)", "RR"),
    examples=(("BRR", "1/4"), ("G(B)", "^*")),
    source="Winning Ways, ch. 1-2",
)

"""Hackenbush: chop blue, red and green edges off the ground.

Rules (Winning Ways: Blue-Red, Green and "Hackenbush Hotchpotch"; Lessons
in Play): a picture of edges connected to the ground. Left (bLue) removes a
blue or a green edge, Right (Red) a red or a green edge; whatever is no
longer connected to the ground falls off. The player who cannot move loses.

Trees (every edge on the ground or on the top of exactly one other edge)
are written by their shape, and any other picture by its edges:

- a *string* is its colours from the ground up: ``BRG`` is a blue edge on the
  ground, a red one on it, a green one on top (``b``, ``r``, ``g`` too);
- a *tree* branches with parentheses after an edge: ``B(R,GG)`` is a blue
  edge holding a red edge and a green string of two; ``BR(G,B)`` a blue
  edge, a red one on it, and a green and a blue edge on the red one;
- a *forest* is several trees on the ground, separated by spaces or ``+``;
- any *picture* (cycles, several edges between two vertices, several feet on
  the ground) is written as paths with the colours of their edges,
  ``g-a-b-g:BRG``: vertices named by letters and digits, ``g`` (and ``g1``,
  ``g2``, …) on the ground, after ``:`` a colour for each edge or one for
  the whole path (:mod:`cgt.games.hackenbush_graph`). Trees in such a
  diagram are written without spaces: ``BR g-a-b-g:G``.

>>> Hackenbush.string("B").value, Hackenbush.string("BR").value, Hackenbush.string("BRR").value
(cgt.parse('1'), cgt.parse('1/2'), cgt.parse('1/4'))
>>> Hackenbush.string("GGG").value, Hackenbush("G(G,G)").value, Hackenbush("G(B)").value
(cgt.parse('*3'), cgt.parse('*'), cgt.parse('^*'))
>>> str(Hackenbush("bR(g, b)  +  rr"))
'BR(B,G) RR'

>>> Hackenbush("g-a-b-g:G").value, Hackenbush("g-a:G a-b-c-a:G").value  # the fusion principle
(cgt.parse('*'), cgt.parse('*2'))
>>> str(Hackenbush("g-a:B a-c:R a-b-a:GG")), str(Hackenbush("g1-a-g2:BR b-g-b:BB  GG"))
('g-a-b-a-c:BGGR', 'GG g-a-g:BR g-b-g:BB')

Parts of a picture joined only through the ground never touch: each is an
independent game (:meth:`Hackenbush.components`; CGSuite does not split
there). A part that is a tree is kept as a tree, whatever diagram it came
from, and chopping an edge of a picture may leave trees. A tree's key is
its picture with the branches at every edge in a fixed order, so a tree and
its mirror images share one entry of the transposition table; any other
part's key is its edges numbered by :func:`~cgt.games.hackenbush_graph.canonical`.

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
from functools import lru_cache, reduce
from operator import attrgetter, xor
from typing import Any, ClassVar, NamedTuple

from cgt import Cell, Game, Position, nimber, number, picture
from cgt.games.hackenbush_drawing import hackenbush_drawing
from cgt.games.hackenbush_graph import (
    Edge,
    HackenbushError,
    Picture,
    canonical,
    chops,
    format_pictures,
    is_tree,
    pieces,
    read_edges,
)
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram

__all__ = ["Hackenbush", "HackenbushError", "Picture", "Tree"]

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
    """A Hackenbush picture: ``Hackenbush("BR(G,B) RR")``, ``Hackenbush.string("BRG")``,
    ``Hackenbush("g-a-b-g:BRG")``: its ``trees`` and its other parts, ``pictures``.

    >>> Hackenbush("BR(G").value  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.games.hackenbush_graph.HackenbushError: Hackenbush 'BR(G': expected ',' or ')'
    at position 4 (branches are closed with ')')
    """

    title = 'Hackenbush'
    symbols: ClassVar[Mapping[str, Cell]] = {"B": Cell.LEFT, "R": Cell.RIGHT, "G": Cell.NEUTRAL}

    __slots__ = ("pictures", "trees")

    trees: tuple[Tree, ...]
    pictures: tuple[Picture, ...]  # the parts that are not trees, in canonical form

    def __init__(self, diagram: str) -> None:
        self.trees, self.pictures = _read(diagram)

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
            raise HackenbushError(f"Hackenbush.string({colours!r}): expected colours like 'BRG'")
        return cls(colours.strip())

    @classmethod
    def _make(cls, trees: tuple[Tree, ...], pictures: tuple[Picture, ...] = ()) -> Hackenbush:
        position = object.__new__(cls)
        position.trees = tuple(sorted(trees, key=_by_text))
        position.pictures = tuple(sorted(pictures))
        return position

    def __str__(self) -> str:
        text = " ".join([t.text for t in self.trees])
        if self.pictures:
            text = (text + " " if text else "") + format_pictures(self.pictures)
        return text or "(ground)"

    def __repr__(self) -> str:
        return f"Hackenbush({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hackenbush) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> Iterator[Hackenbush]:
        """Chop a blue or a green edge."""
        return self._chops((BLUE, GREEN))

    def right_moves(self) -> Iterator[Hackenbush]:
        """Chop a red or a green edge."""
        return self._chops((RED, GREEN))

    def _chops(self, colours: tuple[str, ...]) -> Iterator[Hackenbush]:
        trees, pictures = self.trees, self.pictures
        for i, tree in enumerate(trees):
            others = trees[:i] + trees[i + 1 :]
            for rest in _chopped(tree, colours):
                yield self._make(others if rest is None else others + (rest,), pictures)
        for j, drawn in enumerate(pictures):
            other_pictures = pictures[:j] + pictures[j + 1 :]
            for standing in chops(drawn, "".join(colours)):
                new_trees, new_pictures = _parts(standing)
                yield self._make(trees + new_trees, other_pictures + new_pictures)

    # -- what the solver uses ------------------------------------------------------------

    def components(self) -> tuple[Hackenbush, ...]:
        """The parts joined only through the ground (trees on the ground
        among them), each a game of its own."""
        if len(self.trees) + len(self.pictures) == 1:
            return (self,)
        return (*(self._make((t,)) for t in self.trees),
                *(self._make((), (p,)) for p in self.pictures))

    def key(self) -> Hashable:
        if not self.pictures:
            return str(self)
        if len(self.pictures) == 1 and not self.trees:
            return self.pictures[0].text
        return (*(t.text for t in self.trees), *(p.text for p in self.pictures))

    def edges(self) -> list[tuple[Edge, ...]]:
        """Each part's edges ``(u, v, colour)`` on vertices numbered from 0,
        the ground (trees first).

        >>> Hackenbush("B(R,G) g-a-g:GG").edges()
        [((0, 1, 'B'), (1, 2, 'G'), (1, 3, 'R')), ((0, 1, 'G'), (0, 1, 'G'))]
        """
        return [*(tree_edges(t) for t in self.trees), *(p.edges for p in self.pictures)]

    def drawing(self) -> picture.Drawing:
        """The picture: the ground, and the edges in blue, red and green
        (:func:`cgt.games.hackenbush_drawing.hackenbush_drawing`)."""
        return hackenbush_drawing(self.edges())

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


def tree_edges(tree: Tree) -> tuple[Edge, ...]:
    """The edges of ``tree`` numbered from the ground (0) up, stalk by stalk.

    >>> tree_edges(Hackenbush("BR(G,B)").trees[0])
    ((0, 1, 'B'), (1, 2, 'R'), (2, 3, 'B'), (2, 4, 'G'))
    """
    edges: list[Edge] = []
    stack = [(tree, 0)]
    count = 1
    while stack:
        stalk, base = stack.pop()
        for colour in stalk.colours:
            edges.append((base, count, colour))
            base, count = count, count + 1
        stack.extend((branch, base) for branch in reversed(stalk.branches))
    return tuple(edges)


def tree_of(edges: tuple[Edge, ...]) -> Tree:
    """The tree whose edges (numbered from 0, the ground) are ``edges``: a
    piece for which :func:`~cgt.games.hackenbush_graph.is_tree` holds, or
    one edge on the ground at both ends.

    >>> tree_of(((0, 1, "B"), (1, 2, "G"), (1, 3, "R"))).text, tree_of(((0, 0, "R"),)).text
    ('B(G,R)', 'R')
    """
    around: dict[int, list[tuple[int, str]]] = {}
    for u, v, colour in edges:
        around.setdefault(u, []).append((v, colour))
        around.setdefault(v, []).append((u, colour))
    ((top, colour),) = around[0][:1] if edges[0][:2] == (0, 0) else around[0]
    if top == 0:  # one edge, both ends on the ground
        return _tree(colour)
    order = [(top, 0, colour)]  # (vertex, the one below it, the colour of the edge between)
    for v, below, _ in order:
        order.extend((w, v, c) for w, c in around[v] if w != below)
    made: dict[int, Tree] = {}
    for v, below, c in reversed(order):
        made[v] = _tree(c, tuple(made.pop(w) for w, _ in around[v] if w != below))
    return made[top]


def _parts(standing: list[tuple[Edge, ...]]) -> tuple[tuple[Tree, ...], tuple[Picture, ...]]:
    """Pieces of a picture as trees, where they are trees, and canonical pictures."""
    trees, pictures = [], []
    for piece in standing:
        part = _part(piece)
        if isinstance(part, Picture):
            pictures.append(part)
        else:
            trees.append(part)
    return tuple(trees), tuple(pictures)


@lru_cache(maxsize=1 << 16)
def _part(piece: tuple[Edge, ...]) -> Tree | Picture:
    """A piece as a tree or a canonical picture; remembered, since chopping
    different edges of a picture leaves the same pieces again and again."""
    if is_tree(piece) or piece[0][:2] == (0, 0):  # a lone edge on the ground at both ends
        return tree_of(piece)
    return canonical(piece)


def _read(diagram: object) -> tuple[tuple[Tree, ...], tuple[Picture, ...]]:
    """A diagram's trees and other parts: a forest, or paths with colours and
    trees (written without spaces) mixed."""
    if not isinstance(diagram, str) or ":" not in diagram:
        return _Reader(diagram).forest(), ()
    words = diagram.replace("+", " ").split()
    for word in words:
        if "-" in word and ":" not in word:
            raise HackenbushError(f"Hackenbush {diagram!r}: {word!r} is a path without its "
                                  f"colours (write them after ':', like {word}:B)")
    trees = [t for word in words if ":" not in word for t in _Reader(word).forest()]
    paths = " ".join(word for word in words if ":" in word)
    more_trees, pictures = _parts(pieces(read_edges(paths, f"Hackenbush {diagram!r}")))
    return tuple(sorted((*trees, *more_trees), key=_by_text)), pictures


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
            raise HackenbushError(f"Hackenbush diagram must be text, not {type(text).__name__}")
        self.text = text
        self.at = 0

    def fail(self, expected: str) -> HackenbushError:
        return HackenbushError(
            f"Hackenbush {self.text!r}: expected {expected} at position {self.at}"
        )

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
                    raise HackenbushError(
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
    "PICTURE", "strings and trees from the ground up, like BRG or B(R,GG); other "
    "pictures as paths with their colours, like g-a-b-g:BRG (g: the ground)",
    _from_words, example=("BR(G,B)", "RR"),
    examples=(("BRR", "1/4"), ("G(B)", "^*"), ("g-a:G a-b-c-a:G", "*2, a green lollipop")),
    source="Winning Ways, ch. 1-2 and 7",
)

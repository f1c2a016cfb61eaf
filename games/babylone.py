"""Babylone: merge stacks of coloured bricks of equal height or equal top colour."""

from __future__ import annotations

import re
from bisect import insort
from collections.abc import Iterable
from operator import index, itemgetter
from typing import Any

from cgt import CGTError, ImpartialPosition, Outcome, grid
from cgt.games import table_spec
from cgt.games.registry import Ruleset
from cgt.games.words import read_diagram, read_integer, read_size

__all__ = ["ARTICLE_BABYLONE", "PALETTE", "Babylone", "bricks"]

#: Colours are single lowercase letters; :meth:`Babylone.start` uses them in this order.
PALETTE = "brygowpkcmadefhijlnqstuvxz"

_STACK = re.compile(r"([a-z])(\d+)")

#: The transposition key: each colour's sorted heights, the colours sorted by them.
Key = tuple[tuple[int, ...], ...]
#: How :meth:`Babylone.moves` made a position: the parent, the index of the
#: moved colour group, the new group, the target group's index (-1: none), and
#: what is left of the target group.
Origin = tuple["Babylone", int, tuple[int, ...], int, tuple[int, ...]]


class Babylone(ImpartialPosition):
    """A position of Babylone.

    Rules: stacks of bricks of several colours. A move puts one whole stack
    on top of another one, which is allowed when the two stacks have the same
    height or the same top colour. The new stack's top colour is that of the
    stack moved on top; its height is the sum of the two. The player who
    cannot move loses (at the latest when one stack is left).

    Only the height and the top colour of a stack matter, so a stack is
    written as its top colour (one lowercase letter) followed by its height:
    ``"b1 b1 r1 r1"`` is two blue and two red bricks, ``"r4"`` a stack of
    four whose top brick is red. The order of the stacks is irrelevant, and
    so are the colours' names: the transposition key is the sorted list of
    the colours' sorted height lists (no names). It is a complete invariant:
    two positions have the same key exactly when they differ only by the
    order of the stacks and a renaming of the colours. :meth:`moves` gives
    one move to each key (so ``winning_moves`` lists one move per distinct
    result, whatever the names).

    >>> p = Babylone.start(colors=2, per_color=2)
    >>> print(p)
    b1 b1 r1 r1
    >>> str(p.outcome)
    'N'
    >>> [str(q) for q in p.moves()]
    ['b2 r1 r1', 'b1 b2 r1']
    >>> p.winning_moves()
    [Babylone('b2 r1 r1')]
    >>> Babylone("r3 b1 b2").key() == Babylone("b3 y1 y2").key() == ((1, 2), (3,))
    True
    >>> Babylone("b1 B2")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Babylone 'b1 B2': stack 2 is 'B2';
    write a stack as a colour letter a-z and a height, e.g. 'r3'
    """

    title = 'Babylone'

    # _key: each colour's sorted heights, the colours sorted by them (no names);
    # _colours: the colours' letters in the same order, as a str; or, for a
    # position made by moves(), how it was made (see _names).
    __slots__ = ("_colours", "_key")

    _key: Key
    _colours: str | Origin

    def __init__(self, stacks: str | Iterable[tuple[str, int]]) -> None:
        pairs = _parse(stacks) if isinstance(stacks, str) else _check_pairs(stacks)
        by_colour: dict[str, list[int]] = {}
        for colour, height in pairs:
            by_colour.setdefault(colour, []).append(height)
        groups = sorted((tuple(sorted(heights)), colour) for colour, heights in by_colour.items())
        object.__setattr__(self, "_key", tuple(heights for heights, _ in groups))
        object.__setattr__(self, "_colours", "".join(colour for _, colour in groups))

    @classmethod
    def parse(cls, text: str) -> Babylone:
        """The position written ``text``, e.g. ``"b1 b1 r2"`` (see the class)."""
        return cls(_parse(text))

    @classmethod
    def start(cls, colors: int, per_color: int) -> Babylone:
        """The usual start: ``colors * per_color`` single bricks, ``per_color`` of each colour.

        >>> print(Babylone.start(colors=3, per_color=2))
        b1 b1 r1 r1 y1 y1
        """
        where = "Babylone.start"
        for name, size in (("colors", colors), ("per_color", per_color)):
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise CGTError(f"{where}: {name} must be a positive integer")
        if per_color > grid.MAX_CELLS:
            raise CGTError(f"{where}: per_color is more than the {grid.MAX_CELLS} bricks "
                           "of a colour a start may have")
        if colors > len(PALETTE):
            raise CGTError(f"{where}: at most {len(PALETTE)} colours (one letter each)")
        return cls([(colour, 1) for colour in PALETTE[:colors] for _ in range(per_color)])

    @property
    def stacks(self) -> tuple[tuple[str, int], ...]:
        """The stacks as ``(top colour, height)``, sorted."""
        return tuple(sorted((c, h) for c, heights in zip(self._names, self._key) for h in heights))

    def moves(self) -> list[Babylone]:
        """One move to each position up to renaming colours (to each key)."""
        key = self._key
        seen: set[tuple[tuple[int, ...], ...]] = set()
        children = []
        for i, heights in enumerate(key):
            if i and key[i - 1] == heights:
                continue  # a colour just like the previous one: the same moves, renamed
            others = key[:i] + key[i + 1 :]
            for h in set(heights):
                at = heights.index(h)
                rest = heights[:at] + heights[at + 1 :]
                # onto a stack of the same colour, of any height
                for target in set(rest):
                    at = rest.index(target)
                    merged = list(rest[:at] + rest[at + 1 :])
                    insort(merged, h + target)
                    merged_group = tuple(merged)
                    groups = list(others)
                    insort(groups, merged_group)
                    child = tuple(groups)
                    if child not in seen:
                        seen.add(child)
                        children.append(_child(child, (self, i, merged_group, -1, ())))
                # onto a stack of another colour of the same height
                merged = list(rest)
                insort(merged, 2 * h)
                merged_group = tuple(merged)
                for j, theirs in enumerate(others):
                    if h not in theirs or (j and others[j - 1] == theirs):
                        continue  # (equal colours are adjacent: one move for them all)
                    at = theirs.index(h)
                    left = theirs[:at] + theirs[at + 1 :]
                    groups = list(others)
                    del groups[j]
                    insort(groups, merged_group)
                    if left:
                        insort(groups, left)
                    child = tuple(groups)
                    if child not in seen:
                        seen.add(child)
                        children.append(_child(child, (self, i, merged_group, j + (j >= i), left)))
        return children

    @property
    def _names(self) -> str:
        """The colours' letters, aligned with the key. Solving never needs
        them, so a position made by :meth:`moves` only records how it was
        made (parent, moved group, new group, target group, what is left of
        it) and works its names out here, on first use."""
        line: list[tuple[Babylone, Origin]] = []
        position, names = self, self._colours
        while not isinstance(names, str):  # up to a position that knows its names
            line.append((position, names))
            position = names[0]
            names = position._colours
        # Each position's parent is the next one on the line: name them back down.
        for position, (parent, i, merged, j, left) in reversed(line):
            groups = [
                (h, c) for k, (h, c) in enumerate(zip(parent._key, names)) if k != i and k != j
            ]
            groups.append((merged, names[i]))
            if left:
                groups.append((left, names[j]))
            groups.sort(key=itemgetter(0))
            names = "".join(c for _, c in groups)
            object.__setattr__(position, "_colours", names)
        return names

    def key(self) -> Key:
        return self._key

    def _named(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        return tuple(sorted(zip(self._names, self._key)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Babylone):
            return NotImplemented
        return self._named() == other._named()

    def __hash__(self) -> int:
        return hash(self._named())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Babylone positions are immutable (cannot set {name!r})")

    def __reduce__(self) -> tuple[type[Babylone], tuple[str]]:
        return (Babylone, (str(self),))

    def __str__(self) -> str:
        return " ".join(f"{c}{h}" for c, h in self.stacks)

    def __repr__(self) -> str:
        return f"Babylone({str(self)!r})"


def _child(key: Key, origin: Origin) -> Babylone:
    """A position from its key and how it was made (see ``Babylone._names``)."""
    position = object.__new__(Babylone)
    object.__setattr__(position, "_key", key)
    object.__setattr__(position, "_colours", origin)
    return position


def _parse(text: str) -> list[tuple[str, int]]:
    if not isinstance(text, str):
        raise CGTError(f"Babylone diagram must be text, not {type(text).__name__}")
    words = text.replace(",", " ").split()
    if not words:
        raise CGTError(f"Babylone {text!r} is empty: expected stacks such as 'b1 b1 r1 r1'")
    pairs = []
    for k, word in enumerate(words, start=1):
        found = _STACK.fullmatch(word)
        if found is None or not word.isascii():
            raise CGTError(
                f"Babylone {text!r}: stack {k} is {word!r}; "
                "write a stack as a colour letter a-z and a height, e.g. 'r3'"
            )
        height = read_integer(found[2], f"Babylone: height of stack {k}")
        if height == 0:
            raise CGTError(
                f"Babylone {text!r}: stack {k} ({word!r}) has height 0; heights are positive"
            )
        pairs.append((found[1], height))
    return pairs


def _check_pairs(stacks: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    try:
        given = list(stacks)
    except TypeError:
        raise CGTError(
            f"Babylone({stacks!r}): expected stacks as text 'b1 r2' or (colour, height) pairs"
        ) from None
    if not given:
        raise CGTError("Babylone([]): a position needs at least one stack")
    pairs = []
    for k, stack in enumerate(given, start=1):
        try:
            colour, height = stack
            if isinstance(height, bool):
                raise TypeError
            height = index(height)
        except (TypeError, ValueError):
            raise CGTError(
                f"Babylone({given!r}): stack {k} is {stack!r}, not a (colour, height) pair"
            ) from None
        if not (isinstance(colour, str) and len(colour) == 1 and colour in PALETTE):
            raise CGTError(
                f"Babylone({given!r}): stack {k} has unknown colour {colour!r}; "
                "colours are single letters a-z"
            )
        if height < 1:
            raise CGTError(
                f"Babylone({given!r}): stack {k} has height {height}; heights are positive"
            )
        pairs.append((colour, height))
    return pairs


def _from_words(words: list[str], options: dict[str, Any]) -> Babylone:
    if len(words) == 1 and (start := read_size(words[0], "Babylone start")) is not None:
        return Babylone.start(colors=start[0], per_color=start[1])
    return Babylone.parse(read_diagram(words))


# -- cgt table babylone: the article's table ---------------------------------------------------

#: The article's table: winner (1 = the first player, 2 = the second) of
#: the start with c colours of k bricks, for the cells it prints.
ARTICLE_BABYLONE: dict[tuple[int, int], int] = {
    (2, 1): 1, (2, 2): 1, (2, 3): 2, (2, 4): 2, (2, 5): 2, (2, 6): 2,
    (3, 1): 1, (3, 2): 2, (3, 3): 1, (3, 4): 1, (3, 5): 2, (3, 6): 1,
    (4, 1): 1, (4, 2): 1, (4, 3): 2, (4, 4): 1,
    (5, 1): 1, (5, 2): 2, (5, 3): 2,
    (6, 1): 2, (6, 2): 2,
}


def _table_options(parser: Any) -> None:
    parser.add_argument("--colors", "--colours",
                        type=lambda t: table_spec.whole_range(t, "--colors"),
                        default=range(2, 7), metavar="A-B", help="rows: colours (default 2-6)")
    parser.add_argument("--bricks", type=lambda t: table_spec.whole_range(t, "--bricks"),
                        default=range(1, 7), metavar="A-B",
                        help="columns: bricks of each colour (default 1-6)")
    parser.add_argument("--max-bricks", type=table_spec.bounded(1, 10_000, "--max-bricks"),
                        default=18, metavar="N",
                        help="leave out starts with more than N bricks in all "
                        "(default 18: seconds; 20 takes several more)")


def _starts(args: Any) -> list[tuple[int, int]]:
    return [(c, k) for c in args.colors for k in args.bricks if c * k <= args.max_bricks]


def _table_positions(args: Any) -> list[Babylone]:
    return [Babylone.start(colors=c, per_color=k)
            for c, k in sorted(_starts(args), key=lambda ck: -ck[0] * ck[1])]


def bricks(position: Babylone) -> int:
    """All the bricks of a position: a move keeps them, so starts with as
    many bricks can reach the same positions, and others cannot (the
    table's workers search such starts together).

    >>> bricks(Babylone.start(colors=3, per_color=2))
    6
    """
    return sum(map(sum, position.key()))


def _table(args: Any, progress: table_spec.Progress = table_spec.no_progress) -> table_spec.Grid:
    """``cgt table babylone``: who wins each start, against the article's table."""
    todo = _starts(args)
    winners: dict[tuple[int, int], int] = {}
    for done, (c, k) in enumerate(sorted(todo, key=lambda ck: ck[0] * ck[1]), start=1):
        winners[(c, k)] = 1 if Babylone.start(colors=c, per_color=k).outcome is Outcome.N else 2
        progress(done, len(todo))
    cells: list[list[table_spec.GridCell | None]] = []
    disagreements = []
    new = 0
    for c in args.colors:
        row: list[table_spec.GridCell | None] = []
        for k in args.bricks:
            winner = winners.get((c, k))
            if winner is None:
                row.append(table_spec.GridCell("·", None))
                continue
            known = ARTICLE_BABYLONE.get((c, k))
            mark = "" if known == winner else "new" if known is None else "≠ article"
            if known is None:
                new += 1
            elif known != winner:
                disagreements.append((c, k))
            row.append(table_spec.GridCell(str(winner), "N" if winner == 1 else "P", mark))
        cells.append(row)
    notes = ["1: the first player wins (N); 2: the second player wins (P)."]
    if new:
        notes.append(f"'new': {new} cell(s) the article leaves open, computed here.")
    if any(c * k > args.max_bricks for c in args.colors for k in args.bricks):
        notes.append(f"'·': more than {args.max_bricks} bricks; raise --max-bricks to compute.")
    if disagreements:
        notes.append("≠ article: " + ", ".join(f"{c}x{k}" for c, k in disagreements))
    else:
        notes.append("Every cell the article prints agrees.")
    return table_spec.Grid(
        title="Babylone: who wins the start with c colours of k bricks",
        corner="colours \\ bricks",
        rows=[str(c) for c in args.colors],
        columns=[str(k) for k in args.bricks],
        cells=cells,
        notes=notes,
        data={"ruleset": "babylone",
              "winners": {str(c): {str(k): winners.get((c, k)) for k in args.bricks}
                          for c in args.colors},
              "disagreements": [list(ck) for ck in disagreements]},
    )


RULESET = Ruleset(
    "babylone", Babylone, "put a stack on another of the same height or the same top colour",
    "CxK | STACKS...", "C colours of K bricks each (3x2), or stacks like b1 b1 r2",
    _from_words, example=("2x2",),
    examples=(("3x2", "second player wins"), ("b1 b1 r1 r1", "first player wins")),
    source="the Babylone article",
    table=table_spec.TableSpec(
        "the article's winner table, colours x bricks", _table_options, _table,
        (("", "the article's table"), ("--colors 2-4 --bricks 1-4", "a corner of it")),
        _table_positions, outcomes=True, together=bricks),
)

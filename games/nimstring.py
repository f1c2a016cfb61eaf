"""Nimstring: Strings and Coins in normal play, with Berlekamp's values.

Rules (Winning Ways, ch. 16, "Dots-and-Boxes"; Berlekamp, *The Dots and
Boxes Game*, 2000): coins joined to each other and to the ground by
strings. A move cuts one string. A player who cuts the last string of a
coin captures it and must move again; the player who cannot move loses,
so whoever captures the last coin loses (he must move again and cannot).
A turn is thus some captures and then one cut that captures nothing.
Dots-and-Boxes is the same game on a board: a box is a coin, a line
between two boxes a string between their coins, a line on the rim a string
to the ground (:meth:`Nimstring.boxes`).

Positions are written as paths of strings: ``"g-0-1-g 1-2"`` has a string
from the ground to coin 0, from 0 to 1, from 1 to the ground and from 1
to 2. Coins are numbers, ``g`` is the ground (one ground, wherever it is
written); a string written twice is two strings.

>>> Nimstring("g-0-g").nimstring_value, Nimstring.chain(2).nimstring_value
(1, 1)
>>> Nimstring.chain(3).nimstring_value, Nimstring.loop(4).nimstring_value
(0, 0)
>>> Nimstring("g-0-1-2-g 1-g").nimstring_value
2

Nimstring values (Winning Ways, ch. 16, "Nimstring"): a turn that captures
ends with a cut, so sums of positions are not disjunctive sums of turns;
yet each position has a value that adds as nimbers do, a nimber or
*loony* (:data:`LOONY`). A position is loony when the player to move may
take a coin and could instead decline the coin beside it (he takes the
end of a chain of two or more, or of a loop): he then chooses who moves
next, and wins any sum. So (the rules :func:`nimstring_value` follows):

- a position where a coin can be taken, by a string to a coin with
  exactly two strings, is loony;
- any other coin that can be taken is taken without changing the value;
- otherwise the value is the least nimber that no cut leads to, a loony
  option counting for nothing (moving there loses).

Independent parts add: their values' nim-sum, or loony if one is. Long
chains (three coins or more, grounded at both ends) and loops are worth
0, short chains ``*1``: every cut in a long chain or a loop offers it to
the opponent. ``grundy``, ``outcome`` and ``winning_moves`` come from the
solver on whole turns (the position played alone); the value with sums in
mind is :attr:`Nimstring.nimstring_value`, and :meth:`Nimstring.winning_turns`
names the winning turns string by string.
"""

from __future__ import annotations

import argparse
import enum
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from cgt import CGTError, ImpartialPosition, on_clear, picture
from cgt.games.registry import Ruleset
from cgt.games.table_spec import Grid, GridCell, Progress, TableSpec, bounded, no_progress
from cgt.games.words import read_diagram

__all__ = ["LOONY", "Loony", "Nimstring", "NimstringError", "NimstringValue", "Turn",
           "nimstring_value", "value_text"]

GROUND = -1  # the end of a string tied to the ground


class NimstringError(CGTError):
    """A Strings-and-Coins text or size that cannot be read."""


class Loony(enum.Enum):
    """Berlekamp's loony value: a win for the player to move in any sum."""

    LOONY = "loony"

    def __repr__(self) -> str:
        return "LOONY"


#: The loony value (Winning Ways, ch. 16): ``x + LOONY`` is loony for any ``x``.
LOONY = Loony.LOONY

#: A Nimstring value: a nimber ``*n`` as the integer ``n``, or :data:`LOONY`.
NimstringValue = int | Loony

String = tuple[int, int]  # (u, v), u < v; u is GROUND for a string to the ground


@dataclass(frozen=True)
class Turn:
    """A whole turn: the strings cut in order (``"0-1"``, ``"g-2"``), the last
    one capturing nothing, and the position it leaves."""

    cuts: tuple[str, ...]
    after: Nimstring


class Nimstring(ImpartialPosition):
    """A Strings-and-Coins position: ``Nimstring("g-0-1-g")``, :meth:`chain`,
    :meth:`loop`, :meth:`boxes`.

    >>> Nimstring("1-g 0-1 1-0")
    Nimstring('g-1 0-1 0-1')
    >>> Nimstring("0-0")
    Traceback (most recent call last):
    ...
    cgt.games.nimstring.NimstringError: Strings and Coins '0-0': a string from coin 0 to itself
    """

    title = "Nimstring"

    __slots__ = ("strings",)

    #: Every string, sorted, coins numbered 0 .. n-1 in order, each coin with a string.
    strings: tuple[String, ...]

    def __init__(self, text: str) -> None:
        self.strings = _normalised(_parse(text))

    @classmethod
    def _make(cls, strings: list[String] | tuple[String, ...]) -> Nimstring:
        position = object.__new__(cls)
        position.strings = _normalised(strings)
        return position

    @classmethod
    def chain(cls, n: int, *, grounded: int = 2) -> Nimstring:
        """``n`` coins in a row, tied to the ground at ``grounded`` (0, 1 or 2) ends.

        >>> Nimstring.chain(3)
        Nimstring('g-0 g-2 0-1 1-2')
        """
        _check_count(n, 1, "a chain's coins")
        if grounded not in (0, 1, 2):
            raise NimstringError(f"a chain is grounded at 0, 1 or 2 ends, not {grounded!r}")
        strings = [(i, i + 1) for i in range(n - 1)]
        strings += [(GROUND, 0)] * (grounded >= 1) + [(GROUND, n - 1)] * (grounded == 2)
        return cls._make(strings)

    @classmethod
    def loop(cls, n: int) -> Nimstring:
        """``n >= 2`` coins in a ring (two coins: joined by two strings)."""
        _check_count(n, 2, "a loop's coins")
        return cls._make([(i, (i + 1) % n) if i + 1 < n else (0, i) for i in range(n)])

    @classmethod
    def boxes(cls, rows: int, columns: int) -> Nimstring:
        """The empty Dots-and-Boxes board of ``rows x columns`` boxes: a box is a
        coin, an inner line a string between two coins, a line of the rim a
        string to the ground.

        >>> Nimstring.boxes(1, 2)
        Nimstring('g-0 g-0 g-0 g-1 g-1 g-1 0-1')
        """
        _check_count(rows, 1, "rows of boxes")
        _check_count(columns, 1, "columns of boxes")
        strings: list[String] = []
        for r in range(rows):
            for c in range(columns):
                box = r * columns + c
                strings += [(GROUND, box)] * ((r == 0) + (r == rows - 1)
                                              + (c == 0) + (c == columns - 1))
                if c + 1 < columns:
                    strings.append((box, box + 1))
                if r + 1 < rows:
                    strings.append((box, box + columns))
        return cls._make(strings)

    # -- the rules -------------------------------------------------------------------

    def moves(self) -> Iterator[Nimstring]:
        """The positions whole turns lead to (captures, then a cut that takes nothing)."""
        for turn in self.turns():
            yield turn.after

    def turns(self) -> Iterator[Turn]:
        """Every whole turn, once per position it leaves; the cuts name the
        coins as this position numbers them."""
        seen: set[tuple[String, ...]] = set()
        stack: list[tuple[tuple[String, ...], tuple[str, ...]]] = [(self.strings, ())]
        while stack:
            strings, cuts = stack.pop()
            for cut in sorted(set(strings)):
                rest = list(strings)
                rest.remove(cut)
                after = tuple(rest)  # numbered as this position, to name later cuts
                if after in seen:
                    continue
                seen.add(after)
                done = (*cuts, _string_text(cut))
                if _captures(strings, cut):
                    stack.append((after, done))  # the same player cuts again
                else:
                    yield Turn(done, Nimstring._make(after))

    @property
    def nimstring_value(self) -> NimstringValue:
        """The value that adds in sums: a nimber (an ``int``) or :data:`LOONY`."""
        return nimstring_value(self.strings)

    def winning_turns(self) -> list[Turn]:
        """The turns after which the opponent loses (they leave value 0).

        >>> [t.cuts for t in Nimstring("g-0-1-2-g 1-g").winning_turns()]
        [('g-1',)]
        """
        return [t for t in self.turns() if nimstring_value(t.after.strings) == 0]

    def report_facts(self, max_moves: int = 24) -> dict[str, Any]:
        """What ``cgt report nimstring`` says: the Nimstring value (the value
        in sums, not the Grundy value of the position played alone), who
        wins, and the winning turns.

        >>> facts = Nimstring("0-1-2-g").report_facts()
        >>> facts["value"], facts["outcome"], facts["winning_moves"][0]["cuts"]
        ('loony', 'N', ['g-2'])
        """
        value = self.nimstring_value
        winning = self.winning_turns()
        return {
            "value": value_text(value),
            "outcome": "P" if value == 0 else "N",
            "grundy": LOONY.value if value is LOONY else value,
            "grundy_label": "Nimstring value",
            "winning_moves_title": "Winning turns (to Nimstring value 0)",
            "winning_moves": [{"position": f"cut {' '.join(t.cuts)}: {t.after}",
                               "cuts": list(t.cuts), "grundy": 0}
                              for t in winning[:max_moves]],
            "more_winning_moves": max(0, len(winning) - max_moves),
        }

    # -- what the solver uses ------------------------------------------------------------

    def key(self) -> Hashable:
        return self.strings

    # -- text ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return " ".join(_string_text(s) for s in self.strings) or "empty"

    def __repr__(self) -> str:
        return f"Nimstring({str(self)!r})"

    def drawing(self) -> picture.Drawing:
        """The coins and the strings between them (the ground's strings not drawn)."""
        count = _coin_count(self.strings)
        neighbours = [0] * count
        for u, v in self.strings:
            if u != GROUND:
                neighbours[u] |= 1 << v
                neighbours[v] |= 1 << u
        return picture.graph_drawing(neighbours, ("",) * count)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Nimstring) and other.strings == self.strings

    def __hash__(self) -> int:
        return hash(self.strings)


# -- values ---------------------------------------------------------------------------


#: Values of connected parts, emptied by ``cgt.clear_tables()`` and when full.
_VALUES: dict[tuple[String, ...], NimstringValue] = {}
_MOST_VALUES = 2_000_000


@on_clear
def _forget_values() -> None:
    _VALUES.clear()


def nimstring_value(strings: tuple[String, ...]) -> NimstringValue:
    """The Nimstring value of the normalised ``strings``: the nim-sum of its
    parts' values (coins joined by strings; the ground joins nothing), loony
    when one part is.

    >>> nimstring_value(Nimstring("g-0-g 3-4-5-6-3").strings)  # *1 + a loop (0)
    1
    """
    return _sum(_part_value(part) for part in _parts(strings))


def _part_value(strings: tuple[String, ...]) -> NimstringValue:
    """The value of one connected part, by Berlekamp's rules (module
    docstring). A stack of frames stands in for recursion (a part's depth is
    up to its number of strings): a frame holds a part, the options still to
    look at and the values found; it waits while the parts of its next
    option are worked out above it."""
    if len(_VALUES) > _MOST_VALUES:
        _forget_values()
    stack: list[_Frame] = [_Frame(strings)]
    while stack:
        frame = stack[-1]
        if frame.position in _VALUES:
            stack.pop()
            continue
        while frame.options:
            parts = _parts(frame.options[-1])
            unknown = [part for part in parts if part not in _VALUES]
            if unknown:
                stack.extend(_Frame(part) for part in unknown)
                break
            frame.options.pop()
            frame.values.append(_sum(_VALUES[part] for part in parts))
        else:
            # A coin taken leaves the value as it is; otherwise the mex of the
            # options that are not loony (moving to a loony position loses).
            _VALUES[frame.position] = frame.result()
            stack.pop()
    return _VALUES[strings]


class _Frame:
    """A part being valued: the options left to look at, the values found."""

    __slots__ = ("loony", "options", "position", "taken", "values")

    def __init__(self, position: tuple[String, ...]) -> None:
        self.position = position
        rule = _capturable(position)
        self.loony = rule is LOONY
        self.taken = isinstance(rule, tuple)
        if isinstance(rule, tuple):
            self.options = [_cut(position, rule)]
        elif rule is LOONY:
            self.options = []
        else:
            self.options = [_cut(position, s) for s in sorted(set(position))]
        self.values: list[NimstringValue] = []

    def result(self) -> NimstringValue:
        if self.loony:
            return LOONY
        if self.taken:
            return self.values[0]
        return _mex({v for v in self.values if isinstance(v, int)})


def value_text(value: NimstringValue) -> str:
    """A Nimstring value as the book writes it: ``0``, ``*``, ``*2`` or ``loony``.

    >>> [value_text(v) for v in (0, 1, 2, LOONY)]
    ['0', '*', '*2', 'loony']
    """
    if isinstance(value, Loony):
        return value.value
    return "0" if value == 0 else "*" if value == 1 else f"*{value}"


def _sum(values: Iterable[NimstringValue]) -> NimstringValue:
    """Nim-sum, LOONY absorbing."""
    total = 0
    for value in values:
        if isinstance(value, Loony):
            return LOONY
        total ^= value
    return total


def _mex(values: set[int]) -> int:
    return next(g for g in range(len(values) + 1) if g not in values)


def _capturable(strings: tuple[String, ...]) -> String | Loony | None:
    """LOONY when a coin can be taken from beside a coin of two strings;
    else the string of a coin that can be taken; else None."""
    degree = _degrees(strings)
    taken = None
    for s in strings:
        for end, beside in ((s[0], s[1]), (s[1], s[0])):
            if end != GROUND and degree[end] == 1:
                if beside != GROUND and degree[beside] == 2 and _declinable(strings, s, beside,
                                                                            degree):
                    return LOONY
                taken = s
    return taken


def _declinable(strings: tuple[String, ...], offered: String, beside: int,
                degree: dict[int, int]) -> bool:
    """Whether the other string of ``beside`` (a coin of two strings, one of
    them ``offered``) can be cut without taking a coin: the player then leaves
    both coins to the opponent (double-dealing), or takes them, as he likes."""
    rest = list(strings)
    rest.remove(offered)
    other = next(s for s in rest if beside in s)
    far = other[0] if other[1] == beside else other[1]
    return far == GROUND or degree[far] >= 2


# -- strings --------------------------------------------------------------------------


def _degrees(strings: tuple[String, ...]) -> dict[int, int]:
    degree: dict[int, int] = {}
    for u, v in strings:
        degree[u] = degree.get(u, 0) + 1
        degree[v] = degree.get(v, 0) + 1
    return degree


def _captures(strings: tuple[String, ...], cut: String) -> bool:
    """Whether cutting ``cut`` takes a coin (one of its ends has no other string)."""
    degree = _degrees(strings)
    return any(end != GROUND and degree[end] == 1 for end in cut)


def _cut(strings: tuple[String, ...], cut: String) -> tuple[String, ...]:
    rest = list(strings)
    rest.remove(cut)
    return _normalised(rest)


def _normalised(strings: list[String] | tuple[String, ...]) -> tuple[String, ...]:
    """The coins that still have a string numbered 0 .. n-1 in order (a taken
    coin drops out), the strings sorted."""
    coins = sorted({end for s in strings for end in s if end != GROUND})
    number = {coin: i for i, coin in enumerate(coins)}
    number[GROUND] = GROUND
    return tuple(sorted((min(number[u], number[v]), max(number[u], number[v]))
                        for u, v in strings))


def _parts(strings: tuple[String, ...]) -> list[tuple[String, ...]]:
    """The connected parts (coins joined by strings; the ground joins nothing),
    each normalised."""
    parent = list(range(_coin_count(strings)))

    def root(c: int) -> int:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for u, v in strings:
        if u != GROUND:
            parent[root(u)] = root(v)
    groups: dict[int, list[String]] = {}
    for s in strings:
        groups.setdefault(root(s[1]), []).append(s)
    if len(groups) == 1:
        return [strings]
    return [_normalised(group) for group in groups.values()]


def _coin_count(strings: tuple[String, ...]) -> int:
    return 1 + max((s[1] for s in strings), default=-1)


def _string_text(s: String) -> str:
    return "-".join("g" if end == GROUND else str(end) for end in s)


def _check_count(n: object, least: int, what: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < least:
        raise NimstringError(f"{what} must be a whole number at least {least}, not {n!r}")


def _parse(text: str) -> list[String]:
    """Paths of strings, ``"g-0-1-g 1-2"``; ``"empty"`` has none."""
    name = "Strings and Coins"
    if not isinstance(text, str):
        raise NimstringError(f"{name} must be text like 'g-0-1-g', not {type(text).__name__}")
    items = text.replace(",", " ").split()
    if items == ["empty"]:
        return []
    if not items:
        raise NimstringError(f"{name} {text!r} has no string: write paths like 'g-0-1-g'")
    strings: list[String] = []
    for item in items:
        ends = [_end(word, item, text) for word in item.split("-")]
        for u, v in pairwise(ends):
            if u == v:
                what = "the ground to itself" if u == GROUND else f"coin {u} to itself"
                raise NimstringError(f"{name} {text!r}: a string from {what}")
            strings.append((min(u, v), max(u, v)))
    return strings


def _end(word: str, item: str, text: str) -> int:
    if word == "g":
        return GROUND
    if word.isascii() and word.isdigit() and len(word) <= 6:
        return int(word)
    raise NimstringError(f"Strings and Coins {text!r}: {word!r} in {item!r} is not a coin "
                         "(a number up to 6 digits) or g (the ground)")


def _from_words(words: list[str], options: dict[str, Any]) -> Nimstring:
    text = read_diagram(words)
    rows, x, columns = text.partition("x")
    if x and rows.isdigit() and columns.isdigit() and len(text) <= 7:
        return Nimstring.boxes(int(rows), int(columns))
    return Nimstring(text)


#: The rows of ``cgt table nimstring``: a name and the position of ``n`` coins.
_TABLE_ROWS: tuple[tuple[str, Any], ...] = (
    ("chain, grounded at both ends", lambda n: Nimstring.chain(n)),
    ("chain, grounded at one end", lambda n: Nimstring.chain(n, grounded=1)),
    ("chain, not grounded", lambda n: Nimstring.chain(n, grounded=0) if n > 1 else None),
    ("loop", lambda n: Nimstring.loop(n) if n > 1 else None),
)


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--upto", type=bounded(1, 60, "--upto"), default=12, metavar="N",
                        help="chains and loops of 1 .. N coins (default 12)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table nimstring``: the Nimstring values of chains and loops by length."""
    cells: list[list[GridCell | None]] = []
    values: dict[str, list[str | None]] = {}
    for i, (name, make) in enumerate(_TABLE_ROWS):
        row: list[GridCell | None] = []
        for n in range(1, args.upto + 1):
            position = make(n)
            value = None if position is None else position.nimstring_value
            row.append(None if value is None else
                       GridCell(value_text(value), "P" if value == 0 else "N"))
        cells.append(row)
        values[name] = [None if cell is None else cell.text for cell in row]
        progress(i + 1, len(_TABLE_ROWS))
    return Grid(
        title="Nimstring values of chains and loops of n coins", corner="n",
        rows=[name for name, _ in _TABLE_ROWS],
        columns=[str(n) for n in range(1, args.upto + 1)], cells=cells,
        notes=[("Value 0 (the player to move loses) in yellow; loony: the player to move "
               "wins, whatever is added (Winning Ways, ch. 16).")],
        data={"ruleset": "nimstring", "values": values})


RULESET = Ruleset(
    "nimstring", Nimstring, "Strings and Coins: who takes the last coin loses",
    "STRINGS", "paths of strings like g-0-1-g 1-2 (g: the ground), or ROWSxCOLUMNS of boxes",
    _from_words, example=("g-0-1-2-g", "1-g"),
    examples=(("g-0-1-2-g 1-g", "a T: *2"), ("g-0-1-2-g", "a long chain: 0"),
              ("2x2", "the board of four boxes")),
    dot_examples=(("g-0-1-2-g 1-g", "a T: *2"), ("g-0-1-g", "a short chain: *1")),
    source="Winning Ways ch. 16; Berlekamp, The Dots and Boxes Game (2000)",
    table=TableSpec("Nimstring values of chains and loops by length", _table_options, _table,
                    (("--upto 12", "short chains *, long chains 0, opened chains loony"),)),
)

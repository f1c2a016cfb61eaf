"""Nim: heaps of tokens; take any number of tokens from one heap.

The module also holds the heap notation shared by the heap rulesets
(:mod:`cgt.games.subtraction`, :mod:`cgt.games.wythoff`): :func:`parse_heaps` and
:func:`format_heaps`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any, ClassVar

from cgt import Cell, CGTError, ImpartialPosition, Player, picture
from cgt.games import table_spec
from cgt.games.registry import Ruleset
from cgt.games.table_spec import Grid, Progress, TableSpec, grundy_cell, no_progress, size_options
from cgt.games.words import as_integer, read_diagram, read_integer

__all__ = ["Nim", "format_heaps", "parse_heaps"]

#: Heaps larger than this are written with digits instead of tokens.
DRAWN_TOKENS = 20

_SEPARATORS = re.compile(r"[\s,/|]+")


def parse_heaps(text: str, *, name: str = "heaps") -> tuple[int, ...]:
    """Read heaps written as runs of ``o`` tokens, as sizes, or ``-`` (empty).

    Heaps are separated by spaces, commas, ``/``, ``|`` or newlines;
    enclosing brackets are ignored.

    >>> parse_heaps("ooo oooo 5"), parse_heaps("[3, 0, -]")
    ((3, 4, 5), (3, 0, 0))
    >>> parse_heaps("ooo o?o")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: heaps 'ooo o?o': heap 2 is 'o?o';
    write a heap as tokens 'ooo', a size '3' or '-' (empty)
    """
    if not isinstance(text, str):
        raise CGTError(f"{name} diagram must be text, not {type(text).__name__}")
    body = text.strip().strip("[](){}").strip()
    words = [w for w in _SEPARATORS.split(body) if w]
    if not words:
        raise CGTError(f"{name} {text!r} is empty: expected heaps like 'ooo oooo ooooo' or '3 4 5'")
    heaps = []
    for i, word in enumerate(words, start=1):
        if word.isdigit() and word.isascii():
            heaps.append(read_integer(word, f"{name} heap"))
        elif word == "-":
            heaps.append(0)
        elif set(word) == {"o"}:
            heaps.append(len(word))
        else:
            raise CGTError(
                f"{name} {text!r}: heap {i} is {word!r}; "
                "write a heap as tokens 'ooo', a size '3' or '-' (empty)"
            )
    return tuple(heaps)


def format_heaps(heaps: Iterable[int]) -> str:
    """The diagram of heaps: small ones as tokens, big ones as sizes, ``-`` if empty.

    >>> format_heaps([3, 0, 100])
    'ooo - 100'
    """
    return " ".join("-" if h == 0 else "o" * h if h <= DRAWN_TOKENS else str(h) for h in heaps)


def check_heap(size: object, where: object) -> int:
    """``size`` as a heap size (a non-negative int), or a CGTError naming ``where``."""
    n = as_integer(size)
    if n is None:
        raise CGTError(f"{where}: heap size {size!r} is not an integer")
    if n < 0:
        raise CGTError(f"{where}: heap size {n} is negative")
    return n


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Nim(ImpartialPosition):
    """A position of Nim.

    Rules: there are heaps of tokens. A move takes one or more tokens from a
    single heap. The player who cannot move (every heap empty) loses.

    Bouton's theorem: the heaps ``a, b, c, ...`` are worth the nimber
    ``*(a XOR b XOR c ...)``; each heap is an independent component.

    Diagram: the heaps in order, each as a run of ``o`` tokens (``-`` when
    empty, digits when large), separated by spaces; :func:`parse_heaps`
    also reads sizes such as ``"3 4 5"``.

    >>> import cgt
    >>> p = Nim([3, 4, 5])
    >>> print(p)
    ooo oooo ooooo
    >>> p.value == cgt.nimber(2), str(Nim([1, 3, 5, 7]).outcome)
    (True, 'P')
    >>> p.winning_moves()
    [Nim([1, 4, 5])]
    >>> Nim("ooo 4 -") == Nim([3, 4, 0]), Nim([3, 4, 0]).key() == Nim([4, 3]).key()
    (True, True)
    >>> Nim([2, -1])
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: Nim([2, -1]): heap size -1 is negative
    """

    title = 'Nim'
    symbols: ClassVar[Mapping[str, Cell]] = {"o": Cell.NEUTRAL, "-": Cell.EMPTY}

    heaps: tuple[int, ...]

    def __init__(self, heaps: Iterable[int] | str) -> None:
        if isinstance(heaps, str):
            sizes = parse_heaps(heaps, name="Nim")
        else:
            try:
                given = list(heaps)
            except TypeError:
                raise CGTError(
                    f"Nim({heaps!r}): expected a list of heap sizes such as Nim([3, 4, 5])"
                ) from None
            sizes = tuple(check_heap(h, f"Nim({given!r})") for h in given)
        object.__setattr__(self, "heaps", sizes)

    @classmethod
    def parse(cls, text: str) -> Nim:
        """The position drawn by ``text`` (see :func:`parse_heaps`)."""
        return cls(parse_heaps(text, name="Nim"))

    def drawing(self) -> picture.Drawing:
        """The heaps as rows of tokens (the picture in Jupyter)."""
        return picture.heaps_drawing(self.heaps)

    def moves(self) -> Iterator[Nim]:
        heaps = self.heaps
        for i, h in enumerate(heaps):
            for smaller in range(h):
                yield _nim(heaps[:i] + (smaller,) + heaps[i + 1 :])

    def components(self) -> tuple[Nim, ...]:
        nonempty = [h for h in self.heaps if h]
        if len(nonempty) <= 1:
            # Itself, not its one heap: a part with the whole's key reads as a loop.
            return (self,)
        return tuple(_nim((h,)) for h in nonempty)

    def key(self) -> tuple[str | int, ...]:
        # Tagged with the ruleset: the solver keys a sum of positions by the
        # tuple of its parts' keys, so untagged keys of Nim, Wythoff and Chomp
        # (tuples of ints) would collide in sums of different rulesets.
        return ("nim", *sorted(h for h in self.heaps if h))

    def known_grundy(self) -> int:
        """Bouton: the nim sum of the heaps (no search, in sums too)."""
        return reduce(xor, self.heaps, 0)

    def winning_moves(self, player: Player | str = Player.LEFT) -> list[ImpartialPosition]:
        """Bouton's rule: with nim sum ``x != 0``, take heap ``h`` down to
        ``h ^ x`` wherever that is smaller (one move per such heap, found
        without looking at the other moves: heaps of any size answer at once).

        >>> [str(p) for p in Nim([3, 4, 5]).winning_moves()], Nim([1, 2, 3]).winning_moves()
        (['o oooo ooooo'], [])
        """
        Player.parse(player)  # either player: the game is impartial
        heaps, total = self.heaps, self.known_grundy()
        return [_nim(heaps[:i] + (h ^ total,) + heaps[i + 1 :])
                for i, h in enumerate(heaps) if h ^ total < h]

    def __str__(self) -> str:
        return format_heaps(self.heaps)

    def __repr__(self) -> str:
        return f"Nim({list(self.heaps)!r})"


def _nim(heaps: tuple[int, ...]) -> Nim:
    """A Nim position from checked heap sizes (no validation: for move generation)."""
    position = object.__new__(Nim)
    object.__setattr__(position, "heaps", heaps)
    return position


def _from_words(words: list[str], options: dict[str, Any]) -> Nim:
    if all(w.isascii() and w.isdigit() for w in words):
        return Nim([read_integer(w, "Nim heap") for w in words])
    return Nim.parse(read_diagram(words))


def _table(args: Any, progress: Progress = no_progress) -> Grid:
    """``cgt table nim``: two heaps, worth ``a XOR b``."""
    n = args.size
    values = [[a ^ b for b in range(n)] for a in range(n)]
    progress(1, 1)
    return Grid(
        title="Nim with two heaps: Grundy value a ⊕ b (P-positions: equal heaps)",
        corner="a \\ b",
        rows=[str(a) for a in range(n)],
        columns=[str(b) for b in range(n)],
        cells=[[grundy_cell(g) for g in row] for row in values],
        data={"ruleset": "nim", "grundy": values},
    )


RULESET = Ruleset(
    "nim", Nim, "heaps of tokens; take any number from one heap",
    "HEAP ...", "heap sizes (3 4 5) or token runs (ooo oooo)",
    _from_words, example=("3", "4", "5"),
    examples=(("3 4 5", "worth *2: move to 1 4 5"), ("1 3 5 7", "a P-position")),
    source="Bouton (1901); the course's first example",
    table=TableSpec("Grundy values of two Nim heaps", size_options(8, 64),
                    _table,
                    (("--size 8", "a xor b"), ("--size 8 --misere", "misère Nim (Bouton)")),
                    misere=table_spec.misere_pairs("nim", lambda a, b: Nim([a, b]),
                                        "Misère Nim with two heaps: misère nim values")),
)

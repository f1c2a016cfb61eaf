"""The rulesets of :mod:`games` by the names the ``cgt`` command uses.

Each :class:`Ruleset` says how to make a position from command-line words
(``cgt report nim 3 4 5``, ``cgt report alquerkonane 3x3 --rows 2``), how to
draw its cells, and which small example the tour and a bare ``cgt report
NAME`` use. Nothing in :mod:`games` is imported until a position is asked
for, so ``import cgt.games.registry`` stays light; a ruleset whose module is
missing or broken is reported by :class:`RulesetUnavailable`, never by a
traceback.

>>> nim = get("nim")
>>> nim.title, nim.kind
('Nim', 'impartial')
>>> print(nim.position(["3", "4", "5"]))
ooo oooo ooooo
>>> get("toads-and-frogs").position(["tt.ff"]).value
cgt.parse('*')
>>> get("chess")
Traceback (most recent call last):
...
cgt.games.registry.UnknownRuleset: unknown ruleset 'chess'; the rulesets are: nim, subtraction, wythoff, chomp, babylone, alquerkonane, domineering, heap, ourson, tictactoe, konane, clobber, toads-and-frogs, hackenbush, col, snort, cutcake
"""

from __future__ import annotations

import argparse
import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from cgt import CGTError

__all__ = [
    "RULESETS",
    "Ruleset",
    "RulesetError",
    "RulesetUnavailable",
    "UnknownRuleset",
    "get",
    "names",
]


class RulesetError(CGTError):
    """Bad command-line words for a ruleset."""


class UnknownRuleset(RulesetError):
    """No ruleset has this name."""


class RulesetUnavailable(RulesetError):
    """The ruleset's module is missing or fails to import."""


@dataclass(frozen=True)
class Option:
    """A ruleset-specific command-line option: ``argparse`` arguments."""

    flags: tuple[str, ...]
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Ruleset:
    """A ruleset as the command line knows it.

    ``make(words, options)`` builds a position from the words after the
    ruleset's name and the values of its :class:`Option`\\ s (a dict);
    it runs only after :meth:`module` has imported the ruleset's module.
    """

    name: str
    title: str
    module_name: str
    class_name: str
    kind: str  # "impartial", "partizan" or "loopy"
    summary: str
    arguments: str
    arguments_help: str
    make: Callable[[ModuleType, list[str], dict[str, Any]], Any]
    example: tuple[str, ...] = ()
    examples: tuple[tuple[str, str], ...] = ()
    options: tuple[Option, ...] = ()
    source: str = ""

    def module(self) -> ModuleType:
        """The ruleset's module, imported now; :class:`RulesetUnavailable` if it cannot be."""
        try:
            return importlib.import_module(self.module_name)
        except Exception as error:  # noqa: BLE001 (any failure of a ruleset's module is reported)
            reason = f"{type(error).__name__}: {error}".strip().splitlines()[0]
            raise RulesetUnavailable(
                f"ruleset {self.name!r} is not available: importing {self.module_name} "
                f"failed ({reason})"
            ) from None

    def position_class(self) -> type:
        return getattr(self.module(), self.class_name)

    def position(self, words: Sequence[str] = (), **options: Any) -> Any:
        """The position the command-line ``words`` describe (the example when empty).

        >>> print(get("wythoff").position(["3", "5"]))
        ooo ooooo
        """
        module = self.module()
        settings = {option_dest(o): o.settings.get("default") for o in self.options}
        settings.update(options)
        return self.make(module, list(words or self.example), settings)

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        """Add this ruleset's own options to ``parser``."""
        for option in self.options:
            parser.add_argument(*option.flags, **option.settings)

    def epilog(self, command: str) -> str:
        """Examples of ``cgt COMMAND NAME ...`` for ``--help``."""
        lines = [f"{self.title}: {self.summary}", "", "examples:"]
        for words, comment in self.examples:
            lines.append(f"  cgt {command} {self.name} {words}".rstrip().ljust(46) + f" {comment}")
        if self.example:
            lines += ["", f"without ARGS: the example {' '.join(self.example)}"]
        return "\n".join(lines)


def option_dest(option: Option) -> str:
    if "dest" in option.settings:
        return option.settings["dest"]
    long = next((f for f in option.flags if f.startswith("--")), option.flags[0])
    return long.lstrip("-").replace("-", "_")


# -- reading words ------------------------------------------------------------------------

_SIZE = re.compile(r"(\d+)\s*[x×X*]\s*(\d+)")


def _integer(word: str, what: str) -> int:
    text = word.strip()
    if not (text.isascii() and text.isdigit()):
        raise RulesetError(f"{what} {word!r} is not a non-negative integer")
    return int(text)


def _size(word: str, what: str) -> tuple[int, int] | None:
    """``"3x4"`` as ``(3, 4)``; None when the word is not of that form."""
    found = _SIZE.fullmatch(word.strip())
    if found is None:
        return None
    rows, columns = int(found[1]), int(found[2])
    if rows < 1 or columns < 1:
        raise RulesetError(f"{what} {word!r}: both sizes must be positive")
    return rows, columns


def _integer_set(word: str, what: str) -> set[int]:
    body = word.strip().strip("{}[]()")
    items = [w for w in re.split(r"[\s,]+", body) if w]
    if not items:
        raise RulesetError(f"{what} {word!r} is empty: write it like 1,2,3")
    return {_integer(w, f"{what} {word!r}: element") for w in items}


def _expect(words: list[str], count: int | tuple[int, int], usage: str) -> None:
    low, high = (count, count) if isinstance(count, int) else count
    if not low <= len(words) <= high:
        raise RulesetError(f"expected {usage}, got {len(words)} word(s): {' '.join(words)!r}")


def _diagram(words: list[str]) -> str:
    """The words of a diagram joined with spaces (some diagrams contain spaces)."""
    return " ".join(words)


# -- the rulesets ---------------------------------------------------------------------------


def _nim(module: ModuleType, words: list[str], options: dict) -> Any:
    if all(w.isascii() and w.isdigit() for w in words):
        return module.Nim([int(w) for w in words])
    return module.Nim.parse(_diagram(words))


def _subtraction(module: ModuleType, words: list[str], options: dict) -> Any:
    text = _diagram(words)
    if text.strip().startswith("take"):
        return module.Subtraction.parse(text)
    _expect(words, 2, "SET HEAP, e.g. 1,2,3 10")
    return module.Subtraction(_integer_set(words[0], "subtraction set"), _integer(words[1], "heap"))


def _wythoff(module: ModuleType, words: list[str], options: dict) -> Any:
    numbers = [_integer(w, "heap") for w in words if w != "+"]
    if not numbers or len(numbers) % 2:
        raise RulesetError(
            f"expected pairs of heaps X Y (several pairs make a sum), got {' '.join(words)!r}"
        )
    parts = [module.Wythoff(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)]
    total = parts[0]
    for part in parts[1:]:
        total = total + part
    return total


def _chomp(module: ModuleType, words: list[str], options: dict) -> Any:
    if len(words) == 1 and (size := _size(words[0], "Chomp board")) is not None:
        return module.Chomp.rectangle(*size)
    return module.Chomp(_diagram(words))


def _babylone(module: ModuleType, words: list[str], options: dict) -> Any:
    if len(words) == 1 and (size := _size(words[0], "Babylone start")) is not None:
        return module.Babylone.start(colors=size[0], per_color=size[1])
    return module.Babylone.parse(_diagram(words))


def _alquerkonane(module: ModuleType, words: list[str], options: dict) -> Any:
    _expect(words, 1, "one board: a size NxM or a diagram like .O./OXO/X.X")
    backward = not options.get("no_backward_captures")
    size = _size(words[0], "Alquerkonane board")
    if options.get("old_rules"):
        old = importlib.import_module("cgt.games.alquerkonane_old")
        if size is not None:
            return old.AlquerkonaneOld.start(*size, options.get("rows") or 1,
                                             backward_captures=backward)
        return old.AlquerkonaneOld.parse(words[0], backward_captures=backward)
    if size is not None:
        return module.Alquerkonane.start(*size, options.get("rows") or 1,
                                         backward_captures=backward)
    if options.get("rows"):
        raise RulesetError("--rows goes with a board size such as 3x3, not with a diagram")
    return module.Alquerkonane.parse(words[0], backward_captures=backward)


def _grid(class_name: str) -> Callable[[ModuleType, list[str], dict], Any]:
    def make(module: ModuleType, words: list[str], options: dict) -> Any:
        cls = getattr(module, class_name)
        if len(words) == 1 and hasattr(cls, "rectangle"):
            size = _size(words[0], f"{class_name} board")
            if size is not None:
                return cls.rectangle(*size)
        return cls(_diagram(words))

    return make


def _heap(module: ModuleType, words: list[str], options: dict) -> Any:
    if not words:
        raise RulesetError("expected a take-and-break CODE and heap sizes, e.g. 0.77 10")
    game = module.HeapGame(words[0])
    return game(*(_integer(w, "heap") for w in words[1:]))


def _ourson(module: ModuleType, words: list[str], options: dict) -> Any:
    _expect(words, (0, 1), "one position vabt, e.g. 0450")
    return module.Ourson.parse(words[0]) if words else module.Ourson.start()


def _tictactoe(module: ModuleType, words: list[str], options: dict) -> Any:
    _expect(words, (0, 1), "one board like X.O/.X./...")
    return module.TicTacToe(words[0]) if words else module.TicTacToe()


def _cutcake(module: ModuleType, words: list[str], options: dict) -> Any:
    text = _diagram(words)
    return module.Cutcake.parse(text)


RULESETS: dict[str, Ruleset] = {
    r.name: r
    for r in (
        Ruleset(
            "nim", "Nim", "cgt.games.nim", "Nim", "impartial",
            "heaps of tokens; take any number from one heap",
            "HEAP ...", "heap sizes (3 4 5) or token runs (ooo oooo)",
            _nim, example=("3", "4", "5"),
            examples=(("3 4 5", "worth *2: move to 1 4 5"), ("1 3 5 7", "a P-position")),
            source="Bouton (1901); the course's first example",
        ),
        Ruleset(
            "subtraction", "Subtraction game", "cgt.games.subtraction", "Subtraction", "impartial",
            "one heap; remove s tokens, s in the subtraction set",
            "SET HEAP", "a subtraction set such as 1,2,3 and a heap size",
            _subtraction, example=("1,2,3", "10"),
            examples=(("1,2,3 10", "Grundy 2: take 2"), ("2,3,7 20", "period 5")),
            source="the course's Prolog benchmarks",
        ),
        Ruleset(
            "wythoff", "Wythoff", "cgt.games.wythoff", "Wythoff", "impartial",
            "two heaps; take from one, or the same amount from both",
            "X Y [X Y ...]", "two heaps; several pairs make a sum of Wythoff positions",
            _wythoff, example=("4", "9"),
            examples=(("3 5", "a P-position (Grundy 0)"), ("3 5 1 4", "a sum of two positions")),
            source="Wythoff (1907)",
        ),
        Ruleset(
            "chomp", "Chomp", "cgt.games.chomp", "Chomp", "impartial",
            "bite a square and everything above and right of it; the corner is poisoned",
            "RxC | ROWS... | DIAGRAM", "a rectangle 6x7, row lengths from the top (4 4 7), "
            "or a drawing ##/x##",
            _chomp, example=("3x4",),
            examples=(("6x7", "one winning move"), ("4 4 7 7 7 7", "after it")),
            source="Gale (1974)",
        ),
        Ruleset(
            "babylone", "Babylone", "cgt.games.babylone", "Babylone", "impartial",
            "put a stack on another of the same height or the same top colour",
            "CxK | STACKS...", "C colours of K bricks each (3x2), or stacks like b1 b1 r2",
            _babylone, example=("2x2",),
            examples=(("3x2", "second player wins"), ("b1 b1 r1 r1", "first player wins")),
            source="the Babylone article",
        ),
        Ruleset(
            "alquerkonane", "Alquerkonane", "cgt.games.alquerkonane", "Alquerkonane", "partizan",
            "Black steps up diagonally, White down; captures jump orthogonally",
            "NxM | DIAGRAM", "a start NxM (rows x columns) or a diagram like .O./OXO/X.X",
            _alquerkonane, example=("O./.O/.X/X.",),
            examples=(
                ("3x3 --rows 2", "a positive number"),
                ("O./.O/.X/X.", "worth ±1"),
                (".O./.../X..", "worth -1/2"),
                ("3x3 --no-backward-captures", "worth 1"),
                ("3x3 --rows 2 --old-rules", "loopy: a draw for White"),
            ),
            options=(
                Option(("--rows",), {"type": int, "choices": (1, 2), "default": None,
                                     "help": "rows of pieces at the start (with NxM; default 1)"}),
                Option(("--no-backward-captures",), {"action": "store_true",
                                                     "help": "captures only forward or sideways"}),
                Option(("--old-rules",), {"action": "store_true",
                                          "help": "steps in all four diagonal directions (loopy)"}),
            ),
            source="the Alquerkonane articles",
        ),
        Ruleset(
            "domineering", "Domineering", "cgt.games.domineering", "Domineering", "partizan",
            "Left places vertical dominoes, Right horizontal ones",
            "RxC | DIAGRAM", "a rectangle 2x3 or a board like ..|..",
            _grid("Domineering"), example=("2x3",),
            examples=(("2x2", "±1"), ("2x3", "{2|-1/2}"), ("...|.#.", "a board with a hole")),
            source="Winning Ways, ch. 5",
        ),
        Ruleset(
            "heap", "Heap game", "cgt.games.heap", "HeapGame", "impartial",
            "take-and-break games given by their code (0.77 is Kayles)",
            "CODE HEAP ...", "a take-and-break code and heap sizes",
            _heap, example=("0.77", "5", "7"),
            examples=(("0.77 10", "Kayles"), ("0.07 8", "Dawson's Kayles"),
                      ("4!.0 9", "Grundy's game")),
            source="Winning Ways, ch. 4",
        ),
        Ruleset(
            "ourson", "The bear and the puppies", "cgt.games.ourson", "Ourson", "loopy",
            "the puppies try to block the bear on a six-vertex graph",
            "[VABT]", "a position: bear vertex, puppies a < b, 0 bear / 1 puppies to move",
            _ourson, example=("0450",),
            examples=(("", "the start 0450: the puppies win"),
                      ("0450 --max-plies 16 --on-limit bear", "the 16-move rule")),
            options=(
                Option(("--max-plies",), {"type": int, "default": None, "metavar": "N",
                                          "help": "stop the game after N plies"}),
                Option(("--on-limit",), {"choices": ("bear", "puppies", "draw"), "default": "bear",
                                         "help": "who wins at the limit (default: bear)"}),
            ),
            source="the bear and the puppies article",
        ),
        Ruleset(
            "tictactoe", "Tic-tac-toe", "cgt.games.tictactoe", "TicTacToe", "loopy",
            "noughts and crosses: a draw with best play",
            "[BOARD]", "a board like X.O/.X./... (default: empty)",
            _tictactoe, example=("XX./OO./...",),
            examples=(("", "the empty board: a draw"), ("XX./OO./...", "X wins at once")),
            source="the course's minimax example",
        ),
        Ruleset(
            "konane", "Konane", "cgt.games.konane", "Konane", "partizan",
            "Hawaiian checkers: jump orthogonally over enemy stones",
            "DIAGRAM", "a board like xo.|.ox (x Left, o Right, . empty, # blocked)",
            _grid("Konane"), example=("xo.o.",),
            examples=(("xo.o.", "worth 1"), ("x.|o.|..", "worth 1")),
            source="Ernst (1995)",
        ),
        Ruleset(
            "clobber", "Clobber", "cgt.games.clobber", "Clobber", "partizan",
            "move a stone onto an adjacent enemy stone and take it",
            "DIAGRAM", "a board like xox|ox. (x Left, o Right, . empty)",
            _grid("Clobber"), example=("xox|ox.",),
            examples=(("xo", "worth *"), ("xoo", "worth v")),
            source="Albert, Grossman, Nowakowski and Wolfe (2002)",
        ),
        Ruleset(
            "toads-and-frogs", "Toads and Frogs", "cgt.games.toads_and_frogs", "ToadsAndFrogs",
            "partizan",
            "toads hop right, frogs hop left",
            "STRIP", "a strip like ttt..fff (t toad, f frog, . empty)",
            _grid("ToadsAndFrogs"), example=("ttt..fff",),
            examples=(("ttt..fff", "±1/8"), ("t.f", "*")),
            source="Winning Ways, ch. 1",
        ),
        Ruleset(
            "hackenbush", "Hackenbush", "cgt.games.hackenbush", "Hackenbush", "partizan",
            "chop blue, red and green edges off the ground",
            "FOREST", "strings and trees from the ground up, like BRG or B(R,GG)",
            _grid("Hackenbush"), example=("BR(G,B)", "RR"),
            examples=(("BRR", "1/4"), ("G(B)", "^*")),
            source="Winning Ways, ch. 1-2",
        ),
        Ruleset(
            "col", "Col", "cgt.games.col", "Col", "partizan",
            "colour vertices of a graph; neighbours never alike",
            "GRAPH", "paths and vertices like 0-1-2 2-3 (0L: only Left may colour 0)",
            _grid("Col"), example=("0-1-2-3",),
            examples=(("0-1", "0"), ("0L-1", "1/2"), ("0-1-2 3", "*")),
            source="Winning Ways, ch. 2",
        ),
        Ruleset(
            "snort", "Snort", "cgt.games.snort", "Snort", "partizan",
            "colour vertices of a graph; neighbours never different",
            "GRAPH", "paths and vertices like 0-1-2 2-3 (0L: only Left may colour 0)",
            _grid("Snort"), example=("0-1-2-3",),
            examples=(("0-1", "±1"), ("0-1-2", "±2"), ("0-1-2-0", "a triangle")),
            source="Winning Ways, ch. 6",
        ),
        Ruleset(
            "cutcake", "Cutcake", "cgt.games.cutcake", "Cutcake", "partizan",
            "Left cuts vertically, Right horizontally",
            "RxC [+ RxC ...]", "rectangles rows x columns, like 2x3 + 1x4",
            _cutcake, example=("2x3", "+", "1x4"),
            examples=(("1x4", "3"), ("2x3 + 1x2", "1")),
            source="Winning Ways, ch. 2",
        ),
    )
}


def names() -> list[str]:
    """The command-line names, in the order of the registry."""
    return list(RULESETS)


def get(name: str) -> Ruleset:
    """The ruleset called ``name`` (``toads_and_frogs`` is read as ``toads-and-frogs``)."""
    found = RULESETS.get(name.strip().lower().replace("_", "-"))
    if found is None:
        raise UnknownRuleset(
            f"unknown ruleset {name!r}; the rulesets are: {', '.join(RULESETS)}"
        )
    return found


def ruleset_of(position: object) -> Ruleset | None:
    """The registry entry of a position's class, if any (by module and class name)."""
    cls = type(position)
    for r in RULESETS.values():
        if r.module_name == cls.__module__ and r.class_name == cls.__name__:
            return r
    if cls.__module__ == "cgt.games.alquerkonane_old":
        return RULESETS["alquerkonane"]
    if cls.__name__ == "Heap" and cls.__module__ == "cgt.games.heap":
        return RULESETS["heap"]
    return None

"""The rulesets by the names the ``cgt`` command uses, found through entry points.

Each ruleset module defines a :class:`Ruleset` beside its position class:
how to make a position from command-line words (``cgt report nim 3 4 5``,
``cgt report alquerkonane 3x3 --rows 2``), its options, examples and
source. The registry finds them through the entry-point group
``cgt.rulesets``: this distribution declares its own rulesets there (in
pyproject.toml), and a third-party package adds one the same way::

    [project.entry-points."cgt.rulesets"]
    my-game = "my_package.my_game:RULESET"

after which ``cgt report my-game ...``, ``cgt tree``, ``cgt repl`` and the
tour know it. A module is imported only when its ruleset is asked for; a
ruleset whose module is missing or broken is reported by
:class:`RulesetUnavailable`, never by a traceback. In a session,
``RULESETS.register(name, "module:attribute")`` adds one by hand.

Loading the registry costs next to nothing: this distribution's rulesets
are known without reading any metadata (:data:`BUILT_IN`, the same table
as its entry points), and the installed distributions' entry points are
read (with :mod:`importlib.metadata`) only when a name is not built in or
the whole list is needed: ``cgt table babylone`` reads none. A built-in
name keeps its ruleset when a third party declares the same name.

>>> nim = get("nim")
>>> nim.title, nim.kind
('Nim', <Kind.IMPARTIAL: 'impartial'>)
>>> print(nim.position(["3", "4", "5"]))
ooo oooo ooooo
>>> get("toads-and-frogs").position(["tt.ff"]).value
cgt.parse('*')
>>> get("chess")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
cgt.games.registry.UnknownRuleset: unknown ruleset 'chess'; the rulesets are: alquerkonane,
amazons, babylone, backsliding-toads-and-frogs, chomp, clobber, col, cutcake, domineering,
fission, fox-and-geese, hackenbush, heap, konane, nim, ourson, snort, subtraction, tictactoe,
toads-and-frogs, wythoff
"""

from __future__ import annotations

import argparse
import importlib
import shlex
from collections.abc import Callable, Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cgt.games.words import RulesetError

if TYPE_CHECKING:
    from cgt import Kind

__all__ = [
    "BUILT_IN",
    "GROUP",
    "RULESETS",
    "Option",
    "Ruleset",
    "RulesetError",
    "RulesetUnavailable",
    "Rulesets",
    "UnknownRuleset",
    "example_line",
    "get",
    "names",
]

#: The entry-point group that rulesets are registered under.
GROUP = "cgt.rulesets"

#: This distribution's rulesets: the entry points it declares in
#: pyproject.toml (a test checks that the two agree), known without reading them.
BUILT_IN: dict[str, str] = {
    name: f"cgt.games.{name.replace('-', '_')}:RULESET"
    for name in ("alquerkonane", "amazons", "babylone", "backsliding-toads-and-frogs", "chomp",
                 "clobber", "col", "cutcake", "domineering", "fission", "fox-and-geese",
                 "hackenbush", "heap", "konane", "nim", "ourson", "snort", "subtraction",
                 "tictactoe", "toads-and-frogs", "wythoff")
}


class UnknownRuleset(RulesetError):
    """No ruleset has this name."""


class RulesetUnavailable(RulesetError):
    """The ruleset's module is missing or fails to import."""


@dataclass(frozen=True)
class Option:
    """A ruleset-specific command-line option: ``argparse`` arguments."""

    flags: tuple[str, ...]
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def dest(self) -> str:
        """The name argparse stores the option's value under."""
        if "dest" in self.settings:
            return str(self.settings["dest"])
        long = next((f for f in self.flags if f.startswith("--")), self.flags[0])
        return long.lstrip("-").replace("-", "_")


@dataclass(frozen=True)
class Ruleset:
    """A ruleset as the command line knows it.

    ``make(words, options)`` builds a position of ``cls`` from the words
    after the ruleset's name and the values of its :class:`Option`\\ s (a
    dict by :attr:`Option.dest`); ``example`` are the words of the position
    shown when none are given.
    """

    name: str
    cls: type
    summary: str
    arguments: str
    arguments_help: str
    make: Callable[[list[str], dict[str, Any]], Any]
    example: tuple[str, ...] = ()
    examples: tuple[tuple[str, str], ...] = ()
    options: tuple[Option, ...] = ()
    source: str = ""
    #: The examples of ``cgt dot``, when ``examples`` has graphs too big to draw.
    dot_examples: tuple[tuple[str, str], ...] | None = None

    @property
    def title(self) -> str:
        """The ruleset's name for people (its class's ``title``)."""
        ruleset_title = getattr(self.cls, "ruleset_title", None)
        return ruleset_title() if callable(ruleset_title) else self.cls.__name__

    @property
    def kind(self) -> Kind:
        """Impartial, partizan, loopy or loopy-partizan (from the class)."""
        import cgt

        return cgt.position_kind(self.cls)

    def position(self, words: Sequence[str] = (), **options: Any) -> Any:
        """The position the command-line ``words`` describe (the example when empty).

        >>> print(get("wythoff").position(["3", "5"]))
        ooo ooooo
        """
        settings = {o.dest: o.settings.get("default") for o in self.options}
        settings.update(options)
        return self.make(list(words or self.example), settings)

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        """Add this ruleset's own options to ``parser``."""
        for option in self.options:
            parser.add_argument(*option.flags, **option.settings)

    def epilog(self, command: str) -> str:
        """Examples of ``cgt COMMAND NAME ...`` for ``--help``."""
        lines = [f"{self.title}: {self.summary}", "", "examples:"]
        examples = self.dot_examples if command == "dot" and self.dot_examples else self.examples
        lines += [example_line(f"cgt {command} {self.name} {words}", comment)
                  for words, comment in examples]
        if self.example:
            lines += ["", f"without ARGS: the example {' '.join(self.example)}"]
        return "\n".join(lines)


def example_line(command: str, comment: str = "", *, width: int = 44) -> str:
    """A line of the examples of a ``--help``: the command with each word
    quoted as a shell needs it, so that it works when pasted, then
    ``# comment`` (which the shell ignores too).

    >>> example_line("cgt report domineering ...|.#.", "a board with a hole")
    "  cgt report domineering '...|.#.'           # a board with a hole"
    >>> example_line('cgt value "{1|-1}"')
    "  cgt value '{1|-1}'"
    """
    line = "  " + shlex.join(shlex.split(command))
    if not comment:
        return line
    return f"{line.ljust(width)} # {comment}" if len(line) < width else f"{line}  # {comment}"


class Rulesets(MutableMapping[str, Ruleset]):
    """Rulesets by name, in alphabetical order: each loaded from its entry
    point (``"module:attribute"``) the first time it is asked for.

    ``group``: an entry-point group whose names are added (to those of
    ``targets``, which keep theirs) the first time a name is not found or
    the whole list is needed."""

    def __init__(self, targets: dict[str, str] | None = None, group: str | None = None) -> None:
        self._targets: dict[str, str] = dict(targets or {})
        self._loaded: dict[str, Ruleset] = {}
        self._group = group

    @classmethod
    def from_entry_points(cls, group: str = GROUP) -> Rulesets:
        """The built-in rulesets, and those the installed distributions
        declare in ``group`` (read when first needed)."""
        return cls(BUILT_IN if group == GROUP else {}, group)

    def _scan(self) -> None:
        """Add the names of the entry-point group, once (the built-in ones and
        those registered by hand keep their targets)."""
        if self._group is None:
            return
        from importlib.metadata import entry_points

        for point in entry_points(group=self._group):
            self._targets.setdefault(point.name, point.value)
        self._group = None

    def register(self, name: str, target: str) -> None:
        """Find the ruleset ``name`` at ``target``, ``"module:attribute"``, when asked."""
        self._targets[name] = target
        self._loaded.pop(name, None)

    def copy(self) -> Rulesets:
        other = Rulesets(self._targets, self._group)
        other._loaded.update(self._loaded)
        return other

    def __getitem__(self, name: str) -> Ruleset:
        found = self._loaded.get(name)
        if found is None:
            if name not in self:
                raise KeyError(name)
            found = self._loaded[name] = _load(name, self._targets[name])
        return found

    def __setitem__(self, name: str, ruleset: Ruleset) -> None:
        self._loaded[name] = ruleset
        self._targets.setdefault(name, "")

    def __delitem__(self, name: str) -> None:
        self._scan()
        del self._targets[name]
        self._loaded.pop(name, None)

    def __contains__(self, name: object) -> bool:
        if name not in self._targets:
            self._scan()
        return name in self._targets

    def __iter__(self) -> Iterator[str]:
        self._scan()
        return iter(sorted(self._targets))

    def __len__(self) -> int:
        self._scan()
        return len(self._targets)


def _load(name: str, target: str) -> Ruleset:
    module_name, _, attribute = target.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute or "RULESET")
    except Exception as error:  # noqa: BLE001 (any failure of a ruleset's module is reported)
        reason = f"{type(error).__name__}: {error}".strip().splitlines()[0]
        raise RulesetUnavailable(
            f"ruleset {name!r} is not available: importing {target} failed ({reason})"
        ) from None
    if not isinstance(found, Ruleset):
        raise RulesetUnavailable(f"ruleset {name!r} is not available: {target} is not a Ruleset")
    return found


#: Every ruleset installed, this distribution's and third parties'.
RULESETS = Rulesets.from_entry_points()


def names() -> list[str]:
    """The command-line names, in alphabetical order (no module is imported)."""
    return list(RULESETS)


def get(name: str) -> Ruleset:
    """The ruleset called ``name`` (``toads_and_frogs`` is read as ``toads-and-frogs``)."""
    key = name.strip().lower().replace("_", "-")
    if key not in RULESETS:
        raise UnknownRuleset(f"unknown ruleset {name!r}; the rulesets are: {', '.join(RULESETS)}")
    return RULESETS[key]

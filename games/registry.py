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

The names are declared once, in pyproject.toml. Loading the registry
costs next to nothing: this distribution's own entry points are read from
its ``entry_points.txt`` (:func:`own_entry_points`, a file of a few lines
found beside the installed package's metadata) without importing
:mod:`importlib.metadata`, whose import alone takes longer than a small
command; the other distributions' entry points are read, with
:mod:`importlib.metadata`, only when a name is not this distribution's or
the whole list is needed: ``cgt table babylone`` reads none. A name of
this distribution keeps its ruleset when a third party declares the same
name.

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
amazons, arc-kayles, babylone, backsliding-toads-and-frogs, cake-product, childish-hackenbush,
chomp, clobber, coins, col, cram, cutcake, digraph-placement, domineering, eatcake,
elephants-and-rhinos, fibonacci-nim, fission, fjords, fox-and-geese, gen-clobber, gen-wythoff,
hackenbush, heap, heap-product, konane, maundy-cake, nim, nimstring, nogo, ourson,
partizan-arc-kayles, partizan-euclid, partizan-join, partizan-subtraction, push, quelhas,
quicksort, shove, ski-jumps, snort, spawning, subtraction, tictactoe, toads-and-frogs,
toppling-dominoes, weighted-arc-kayles, wythoff
"""

from __future__ import annotations

import argparse
import importlib
import os
import shlex
import sys
from collections.abc import Callable, Iterable, Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cgt.games.words import RulesetError

if TYPE_CHECKING:
    from cgt import Kind
    from cgt.games.table_spec import TableSpec

__all__ = [
    "DISTRIBUTION",
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
    "own_entry_points",
    "table_of",
    "tabulated",
]

#: The entry-point group that rulesets are registered under.
GROUP = "cgt.rulesets"

#: The distribution that declares the built-in rulesets (pyproject.toml).
DISTRIBUTION = "cgt-algebra"


@cache
def own_entry_points(group: str = GROUP) -> dict[str, str]:
    """The entry points this distribution declares in ``group``, name ->
    ``"module:attribute"``: read from its metadata on :data:`sys.path`
    (the ``entry_points.txt`` of its ``.dist-info`` or ``.egg-info``
    folder), or, in a checkout that is not installed, from its
    pyproject.toml. Read once a process.

    >>> own_entry_points()["nim"]
    'cgt.games.nim:RULESET'
    """
    found = entry_points_in(sys.path, DISTRIBUTION, group)
    if found is None:
        found = _declared_in_pyproject(group)
    return found


def entry_points_in(folders: Iterable[str], distribution: str,
                    group: str) -> dict[str, str] | None:
    """The entry points of ``group`` in the metadata of ``distribution``
    found first in ``folders`` (as :mod:`importlib.metadata` looks along
    :data:`sys.path`); None when no folder has its metadata. The file is
    the INI text of the entry-point specification: ``[group]`` headers,
    then ``name = module:attribute`` lines."""
    # The folder's name normalised as wheels write it (PEP 503 and 491).
    prefix = distribution.lower().replace("-", "_").replace(".", "_") + "-"
    for folder in folders:
        try:
            names = os.listdir(folder or ".")
        except OSError:  # not a folder (a zip file), or gone
            continue
        for name in names:
            if (name.lower().startswith(prefix) or name.lower() == prefix[:-1] + ".egg-info") \
                    and name.endswith((".dist-info", ".egg-info")):
                path = os.path.join(folder or ".", name, "entry_points.txt")
                try:
                    with open(path, encoding="utf-8") as file:
                        return _entry_points(file.read(), group)
                except OSError:  # metadata without entry points
                    return {}
    return None


def _entry_points(text: str, group: str) -> dict[str, str]:
    """The ``name = value`` lines of the section ``[group]`` of an
    entry_points.txt.

    >>> _entry_points("[scripts]\\ncgt = a:b\\n[cgt.rulesets]\\nnim = m:R", "cgt.rulesets")
    {'nim': 'm:R'}
    """
    found: dict[str, str] = {}
    section = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section == group and "=" in line:
            name, _, value = line.partition("=")
            found[name.strip()] = value.strip()
    return found


def _declared_in_pyproject(group: str) -> dict[str, str]:
    """The entry points of ``group`` in the pyproject.toml of the checkout
    this module is in (games/ beside it), or none."""
    path = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if not path.is_file():
        return {}
    import tomllib

    project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    return dict(project.get("entry-points", {}).get(group, {}))


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
    #: The table of ``cgt table NAME``, if the ruleset has one.
    table: TableSpec | None = None

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
        """This distribution's rulesets of ``group``, and those the other
        installed distributions declare there (read when first needed)."""
        return cls(own_entry_points(group), group)

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


def tabulated() -> list[str]:
    """The names of the rulesets that have a table (``cgt table NAME``), in
    alphabetical order: every ruleset is loaded to know (those that fail to
    load have none).

    >>> tabulated()[:3]
    ['alquerkonane', 'babylone', 'cake-product']
    """
    found = []
    for name in RULESETS:
        try:
            ruleset = RULESETS[name]
        except RulesetUnavailable:
            continue
        if ruleset.table is not None:
            found.append(name)
    return found


def table_of(name: str) -> TableSpec:
    """The table of the ruleset called ``name``; a RulesetError when it has none.

    >>> table_of("wythoff").summary
    'Grundy values of Wythoff positions, P-positions highlighted'
    >>> table_of("konane")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.games.words.RulesetError: no table for konane; tables exist for: alquerkonane, babylone,
    cake-product, chomp, coins, cram, cutcake, domineering, eatcake, fibonacci-nim, gen-clobber,
    gen-wythoff, heap, heap-product, maundy-cake, nim, nimstring, nogo, partizan-arc-kayles,
    partizan-euclid, push, quelhas, shove, spawning, subtraction, weighted-arc-kayles, wythoff
    """
    ruleset = get(name)
    if ruleset.table is None:
        raise RulesetError(
            f"no table for {ruleset.name}; tables exist for: {', '.join(tabulated())}")
    return ruleset.table

"""Which core is running: the compiled one, or the pure Python modules.

``pip install -e .`` compiles the modules of :data:`COMPILED` with mypyc
(``setup.py``) where a C compiler is present: each gets an extension module
beside its source, which Python's import system prefers to the ``.py``
file. The modules of one build load together or not at all (they call each
other directly, in C), so the pure modules are used for all of them when

- ``CGT_PURE_PYTHON`` is set (to anything but ``""`` or ``0``),
- an extension is missing (no compiler at install time, or never built), or
- in a checkout, a source is not the text its extension was built from
  (edited since the build, or while it ran: the extension would run the
  old code; ``pip install -e .`` builds it again). The build writes a
  table of the sources it compiled beside the library (:data:`TABLE`: each
  source's modification time, size and SHA-256, written by
  ``build_support/sources.py``); a source whose time and size are the
  table's is taken as built, any other is hashed and compared, so a source
  touched but not changed keeps the compiled core. A build without that
  table, or a table of another build of the library, runs the pure
  modules. An installed copy (in ``site-packages``) is not compared: the
  installer writes sources and extensions in any order, and nobody edits
  them there.

Then a finder placed first on :data:`sys.meta_path` loads those modules
from their ``.py`` files. ``cgt/__init__`` imports this module first, so
the choice is made before any module of the core is imported.

>>> isinstance(compiled, bool), core.startswith(("compiled", "pure"))
(True, True)
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import TypeVar

__all__ = ["COMPILED", "compiled", "core", "python_class"]

#: The modules that the build compiles (setup.py reads this list): dyadic
#: numbers, the store of canonical forms and its sweep, canonical simplification (and its
#: games not built yet, compared with built ones), the order,
#: sums and negatives, the board engines of cgt.boards (bitboards, dominoes,
#: the stone boards' moves and keys and their solver, the solver of graph
#: colouring games), the answers the workers of
#: a pool share, the header of their region and their logs of games, the reader of game texts
#: and its tokenizer, thermographs with their trajectories, the methods of
#: the public Game, and the two most called makers of games (cgt.parse, cgt.nimber).
COMPILED = (
    "cgt.core.dyadic",
    "cgt.core.form",
    "cgt.core.public",
    "cgt.core.sweep",
    "cgt.core.canonical",
    "cgt.core.unbuilt",
    "cgt.core.order",
    "cgt.core.arithmetic",
    "cgt.boards.bitgrid",
    "cgt.boards.dominoes",
    "cgt.boards.stone_boards",
    "cgt.boards.stone_solver",
    "cgt.boards.colouring",
    "cgt.scale.region",
    "cgt.scale.gamelog",
    "cgt.scale.shared",
    "cgt.scale.tier_work",
    "cgt.notation.parser",
    "cgt.notation.tokens",
    "cgt.theory.trajectory",
    "cgt.theory.thermograph",
    "cgt.values.game",
    "cgt.values.entry",
)
_T = TypeVar("_T")


def python_class(cls: _T) -> _T:
    """Keep ``cls`` a plain Python class in a compiled module.

    mypyc builds a class that has a decorator it does not know (this one)
    the way Python does, with ``type()``, and compiles only its methods: the
    class keeps ``__slots__``, ``__weakref__``, its own ``__new__`` and its
    Python subclasses, and calls into its methods skip the interpreter.
    :class:`cgt.Game` is one: its protocol (operators, pickling, weak
    references, sympy's and IPython's hooks) is Python's.
    """
    return cls


#: The extension that holds their code (mypyc's shared library of the group).
LIBRARY = "cgt._native__mypyc"
#: The table of the sources the build compiled, beside the library
#: (``build_support/sources.py`` writes it).
TABLE = "_native_sources.txt"

_PACKAGE = Path(__file__).resolve().parent


def _source(module: str, package: Path = _PACKAGE) -> Path:
    return package.joinpath(*module.split(".")[1:]).with_suffix(".py")


def _extension(module: str, package: Path = _PACKAGE) -> Path | None:
    """The extension module built for ``module`` beside its source, if any."""
    stem = _source(module, package).with_suffix("")
    for suffix in EXTENSION_SUFFIXES:
        path = stem.with_name(stem.name + suffix)
        if path.exists():
            return path
    return None


def _installed(package: Path) -> bool:
    """Whether ``package`` is a copy an installer wrote (a wheel's files in
    ``site-packages``), not a checkout that may be edited.

    >>> _installed(Path("/usr/lib/python3/dist-packages/cgt")), _installed(Path("/src/cgt"))
    (True, False)
    """
    return package.parent.name in ("site-packages", "dist-packages")


def _built_from(library: Path) -> dict[str, tuple[int, int, str]] | None:
    """The table of the sources ``library`` was built from: for each module,
    the modification time (ns), size and SHA-256 of its source; None when
    there is none, or it was written for another build of the library."""
    try:
        lines = library.with_name(TABLE).read_text(encoding="utf-8").splitlines()
        status = library.stat()
        table: dict[str, tuple[int, int, str]] = {}
        for line in lines:
            words = line.split()
            if len(words) == 3 and words[0] == "library":
                if (int(words[1]), int(words[2])) != (status.st_size, status.st_mtime_ns):
                    return None
                table["library"] = (0, 0, "")
            elif len(words) == 4:
                table[words[0]] = (int(words[1]), int(words[2]), words[3])
    except (OSError, ValueError):
        return None
    return table if "library" in table else None


def _same_text(source: Path, recorded: tuple[int, int, str]) -> bool:
    """Whether ``source`` is the text recorded in the table: the same time and
    size (no hash needed), or else the same SHA-256. A source whose text
    changed while mypyc read it has no digest (``changed-during-the-build``)."""
    if len(recorded[2]) != 64:
        return False
    status = source.stat()
    if (status.st_mtime_ns, status.st_size) == recorded[:2]:
        return True
    import hashlib  # (only when a source was touched since the build)

    return hashlib.sha256(source.read_bytes()).hexdigest() == recorded[2]


def _why_pure(package: Path = _PACKAGE) -> str | None:
    """Why the pure modules are used, or None to use the compiled ones."""
    if os.environ.get("CGT_PURE_PYTHON", "") not in ("", "0"):
        return "CGT_PURE_PYTHON is set"
    library = _extension(LIBRARY, package)
    if library is None:
        return "no compiled core: pip install builds one where a C compiler is present"
    for module in COMPILED:
        if _extension(module, package) is None:
            return f"the compiled core has no {module}: pip install -e . builds it again"
    if _installed(package):
        return None
    table = _built_from(library)
    if table is None:
        return ("the compiled core has no record of the sources it was built from: "
                "pip install -e . builds it again")
    for module in COMPILED:
        source = _source(module, package)
        recorded = table.get(module)
        if recorded is None or not _same_text(source, recorded):
            return (f"{source.name} is not the text the compiled core was built from: "
                    "pip install -e . builds it again")
    return None


class PureFinder:
    """Finds the modules of :data:`COMPILED` as their ``.py`` sources, ahead
    of their extensions."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if name not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(name, _source(name))


_reason = _why_pure()
#: Whether the compiled core is running.
compiled: bool = _reason is None
#: The core in use, in one line (``cgt --version`` shows it).
core: str = (
    "compiled core (mypyc)" if _reason is None else f"pure Python core ({_reason})"
)
if not compiled and not any(isinstance(f, PureFinder) for f in sys.meta_path):
    sys.meta_path.insert(0, PureFinder())

"""Which core is running: the compiled one, or the pure Python modules.

``pip install -e .`` compiles the modules of :data:`COMPILED` with mypyc
(``setup.py``) where a C compiler is present: each gets an extension module
beside its source, which Python's import system prefers to the ``.py``
file. The modules of one build load together or not at all (they call each
other directly, in C), so the pure modules are used for all of them when

- ``CGT_PURE_PYTHON`` is set (to anything but ``""`` or ``0``),
- an extension is missing (no compiler at install time, or never built), or
- a source is newer than its extension in a checkout (edited since the
  build: the extension would run the old code; ``pip install -e .`` builds
  it again). An installed copy (in ``site-packages``) is not compared: the
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

_PACKAGE = Path(__file__).resolve().parent


def _source(module: str) -> Path:
    return _PACKAGE.joinpath(*module.split(".")[1:]).with_suffix(".py")


def _extension(module: str) -> Path | None:
    """The extension module built for ``module`` beside its source, if any."""
    stem = _source(module).with_suffix("")
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


def _why_pure() -> str | None:
    """Why the pure modules are used, or None to use the compiled ones."""
    if os.environ.get("CGT_PURE_PYTHON", "") not in ("", "0"):
        return "CGT_PURE_PYTHON is set"
    library = _extension(LIBRARY)
    if library is None:
        return "no compiled core: pip install builds one where a C compiler is present"
    for module in COMPILED:
        extension = _extension(module)
        if extension is None:
            return f"the compiled core has no {module}: pip install -e . builds it again"
        if not _installed(_PACKAGE) and _source(module).stat().st_mtime > min(
                extension.stat().st_mtime, library.stat().st_mtime):
            return (f"{_source(module).name} is newer than the compiled core: "
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

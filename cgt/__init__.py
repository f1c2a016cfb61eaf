"""cgt: exact values of combinatorial games.

A game is a Conway form ``{L | R}``; every value the library hands out is in
canonical form, so equal games are the same object.

>>> import cgt
>>> g = cgt.parse("{2|-1/2}")
>>> str(g + g), str(g.outcome)
('3/2', 'N')
>>> cgt.parse("^ + ^ + *") == cgt.up(2) + cgt.star
True

This module holds the public names (the contract of ``shared/API.md``) and
nothing else; the code lives in the layers (see docs/architecture.md):
:mod:`cgt.core`, :mod:`cgt.theory`, :mod:`cgt.impartial`,
:mod:`cgt.notation`, :mod:`cgt.values`, :mod:`cgt.positions`,
:mod:`cgt.display`; the rulesets in :mod:`cgt.games` and the command in
:mod:`cgt.cli` stand on these names.

The names are listed once, in ``__init__.pyi`` beside this file (which type
checkers read), and each is imported from its layer the first time it is
used (PEP 562; the scientific Python ecosystem's SPEC 1 does the same). So
``import cgt`` costs a millisecond, and no module of a layer imports this
package back through its names: the import graph has no circle.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any

# First of all: choose the compiled core or the pure Python modules, before
# any module of the core is imported (see cgt/native.py).
from cgt import native as _native  # noqa: F401

__version__ = "0.1.0"


def _public_names() -> dict[str, tuple[str, str | None]]:
    """name -> (module, attribute), or (module, None) for a module, as the
    stub ``__init__.pyi`` imports them."""
    here = Path(__file__).parent
    stub = ast.parse(here.joinpath("__init__.pyi").read_text(encoding="utf-8"))
    names: dict[str, tuple[str, str | None]] = {}
    for node in stub.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            folder = here.joinpath(*node.module.split(".")[1:])
            for alias in node.names:
                is_module = (folder / f"{alias.name}.py").exists() or (folder / alias.name).is_dir()
                names[alias.asname or alias.name] = (
                    (f"{node.module}.{alias.name}", None) if is_module
                    else (node.module, alias.name)
                )
    return names


_NAMES = _public_names()

__all__ = sorted(_NAMES)  # noqa: PLE0605 (the names are read from the stub)


#: Layers whose classes reach a layer above through a registration that the
#: upper one makes when it is imported: the names of the first import the
#: others. :meth:`cgt.Position.solve` runs on the workers of :mod:`cgt.scale`
#: (see :func:`cgt.positions.context.register_runner`); :meth:`cgt.Game.explore`
#: opens the explorer of :mod:`cgt.display` (see :mod:`cgt.display.hooks`);
#: misère forms and transfinite values are drawn by it (:mod:`cgt.core.slots`).
_COMPLETED_BY = {"cgt.positions.": ("cgt.scale", "cgt.display.hooks"),
                 "cgt.values.": ("cgt.display.hooks",), "cgt.impartial.": ("cgt.display.hooks",),
                 "cgt.theory.": ("cgt.display.hooks",), "cgt.transfinite.": ("cgt.display.hooks",)}


def __getattr__(name: str) -> Any:
    where = _NAMES.get(name)
    if where is None:
        raise AttributeError(f"module 'cgt' has no attribute {name!r}")
    module, attribute = where
    for lower, uppers in _COMPLETED_BY.items():
        if module.startswith(lower):
            for upper in uppers:
                importlib.import_module(upper)
    value = importlib.import_module(module)
    if attribute is not None:
        value = getattr(value, attribute)
    globals()[name] = value  # found once: later uses are plain attribute lookups
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_NAMES})

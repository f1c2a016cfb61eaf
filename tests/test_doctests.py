"""Every docstring example in ``cgt`` and ``cgt.games`` runs (``doctest.testmod``
per module), and every module but a few named ones has examples."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cgt
import cgt.games


def _modules(package: object, prefix: str) -> list[str]:
    return [info.name for info in pkgutil.walk_packages(package.__path__, prefix)]


MODULES = sorted(["cgt", "cgt.games"] + _modules(cgt, "cgt.") + _modules(cgt.games, "cgt.games."))

#: Modules with no examples: the layers' ``__init__`` files only describe the
#: layer, ``__main__`` runs the command, and the command's entry point is
#: exercised by tests/test_cli.py instead.
WITHOUT_EXAMPLES = {
    "cgt.__main__", "cgt.cli", "cgt.cli.main", "cgt.core", "cgt.display", "cgt.games",
    "cgt.impartial", "cgt.loopy", "cgt.notation", "cgt.positions", "cgt.theory", "cgt.values",
}


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
    if name in WITHOUT_EXAMPLES:
        assert result.attempted == 0, f"{name} has examples now: take it off WITHOUT_EXAMPLES"
    else:
        assert result.attempted > 0, f"{name} has no docstring examples"

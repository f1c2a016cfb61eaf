"""Every docstring example in ``cgt`` runs (``doctest.testmod`` per module)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cgt

MODULES = sorted(
    ["cgt"] + [f"cgt.{info.name}" for info in pkgutil.iter_modules(cgt.__path__)]
)
#: Modules that may have no examples at all (``cgt.__main__`` only runs the
#: command under ``if __name__ == "__main__"``, so importing it is harmless).
WITHOUT_EXAMPLES = {"cgt.cli", "cgt.__main__"}


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    if result.attempted == 0 and name in WITHOUT_EXAMPLES:
        pytest.skip(f"{name} has no doctests")
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"

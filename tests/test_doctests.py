"""Every docstring example in ``cgt`` and ``cgt.games`` runs (``doctest.testmod``
per module), and every module but a few named ones has examples."""

from __future__ import annotations

import doctest
import importlib
import os
import pkgutil
import subprocess
import sys

import pytest

import cgt
import cgt.games
from cgt import native


def _modules(package: object, prefix: str) -> list[str]:
    # (not the library of the compiled core, cgt._native__mypyc: it has no source)
    return [info.name for info in pkgutil.walk_packages(package.__path__, prefix)
            if not info.name.endswith("__mypyc")]


MODULES = sorted(["cgt", "cgt.games"] + _modules(cgt, "cgt.") + _modules(cgt.games, "cgt.games."))

#: Modules with no examples: the layers' ``__init__`` files only describe the
#: layer, ``__main__`` runs the command, and the command's entry point is
#: exercised by tests/test_cli.py instead.
WITHOUT_EXAMPLES = {
    "cgt.__main__", "cgt.boards", "cgt.cli", "cgt.cli.main", "cgt.core", "cgt.display", "cgt.games",
    "cgt.impartial", "cgt.loopy", "cgt.notation", "cgt.positions", "cgt.theory", "cgt.values",
}


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    if cgt.compiled and name in native.COMPILED:
        result = _pure_doctests(name)
    else:
        module = importlib.import_module(name)
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
    if name in WITHOUT_EXAMPLES:
        assert result.attempted == 0, f"{name} has examples now: take it off WITHOUT_EXAMPLES"
    else:
        assert result.attempted > 0, f"{name} has no docstring examples"



def _pure_doctests(name: str) -> doctest.TestResults:
    """The examples of a compiled module, run on its source (a compiled
    module keeps no functions for doctest to find) in a process that runs
    the pure Python core."""
    script = (f"import doctest, importlib; m = importlib.import_module({name!r}); "
              "r = doctest.testmod(m, optionflags=doctest.ELLIPSIS); print(r.failed, r.attempted)")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env={**os.environ, "CGT_PURE_PYTHON": "1"}, timeout=300)
    print(run.stdout)
    failed, attempted = map(int, run.stdout.split()[-2:])
    return doctest.TestResults(failed, attempted)


def test_a_doctest_leaves_interned_values_as_it_found_them():
    """The examples of ``cgt.loopy.sided.published`` gave the interned dud a
    tuple as its public object, and in the same process ``cgt.parse("{pass|pass}")``
    then failed (an xdist worker that ran that doctest first failed every
    later test of dud)."""
    import cgt.loopy.sided

    assert doctest.testmod(cgt.loopy.sided).failed == 0
    assert str(cgt.parse("{pass|pass}")) == "dud"

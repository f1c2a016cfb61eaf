"""``cgt.compiled`` says which core runs, and ``CGT_PURE_PYTHON=1`` forces the
pure Python modules (cgt/native.py)."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import cgt
from cgt import native

#: Prints whether the core is compiled and the file each compiled module came from.
REPORT = (
    "import cgt, importlib, json; "
    "print(json.dumps([cgt.compiled, str(cgt.parse('{2|-1/2}') + cgt.parse('^*')), "
    "[importlib.import_module(m).__file__ for m in cgt.native.COMPILED]]))"
)


def run_report(**environment: str) -> tuple[bool, str, list[str]]:
    env = {**os.environ, **environment}
    run = subprocess.run([sys.executable, "-c", REPORT], capture_output=True, text=True,
                         env=env, check=True)
    compiled, value, files = json.loads(run.stdout)
    return compiled, value, files


def is_extension(path: str) -> bool:
    return path.endswith(tuple(EXTENSION_SUFFIXES))


def test_compiled_says_where_the_core_modules_come_from():
    files = [importlib.import_module(m).__file__ or "" for m in native.COMPILED]
    assert isinstance(cgt.compiled, bool)
    assert [is_extension(f) for f in files] == [cgt.compiled] * len(files)
    assert native.core.startswith("compiled" if cgt.compiled else "pure Python")


def test_pure_python_is_forced_by_the_environment():
    compiled, value, files = run_report(CGT_PURE_PYTHON="1")
    assert compiled is False
    assert all(f.endswith(".py") for f in files), files
    assert value == "{2^*|-1/2^*}"


def test_both_cores_give_the_same_values(monkeypatch):
    # The core a process gets without the variable (this one's may be forced pure).
    monkeypatch.delenv("CGT_PURE_PYTHON", raising=False)
    available = native._why_pure() is None
    assert run_report(CGT_PURE_PYTHON="0")[:2] == (available, "{2^*|-1/2^*}")


#: The tests of the compiled modules themselves: the core's and the values'
#: tests, the parser's, thermographs, the rulesets on compiled bitboards (Domineering,
#: Konane, Clobber) and every docstring example (of the compiled modules too:
#: they run on the source, tests/test_doctests.py). About a minute of CPU.
CORE_TESTS = (
    "tests/core", "tests/values", "tests/notation", "tests/test_doctests.py",
    "tests/theory/test_temperature.py", "tests/theory/test_cooling.py",
    "tests/games/test_domineering.py", "tests/games/test_konane.py",
    "tests/games/test_clobber.py", "tests/boards/test_stones.py", "tests/positions/test_keys.py",
    "tests/boards/test_colouring.py",
)


@pytest.mark.skipif(not cgt.compiled,
                    reason="the core is pure Python here: the whole suite ran on it already")
@pytest.mark.parametrize("tests", CORE_TESTS)
def test_the_core_tests_pass_on_the_pure_modules_too(tests):
    """The suite runs on the compiled core when the install built it; the
    tests of the compiled modules run once more on the pure modules, in a
    process of their own, so that both cores are checked in every run (a
    machine without a C compiler runs everything on the pure ones). One
    process a folder or file, so that pytest-xdist spreads them over the cores."""
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", tests],
        capture_output=True, text=True, cwd=root, env={**os.environ, "CGT_PURE_PYTHON": "1"})
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, summary
    assert " passed" in summary and "failed" not in summary, summary


@pytest.mark.skipif(not cgt.compiled, reason="no compiled core here to find stale or not")
@pytest.mark.parametrize(("folder", "compiled"), [("site-packages", True), ("checkout", False)])
def test_only_a_checkout_is_checked_for_sources_newer_than_the_build(tmp_path, folder, compiled):
    """An installer writes a wheel's sources and extensions in any order:
    an installed copy whose sources are newer than its extensions still runs
    the compiled core; a checkout whose sources were edited after the build
    runs the pure modules, and says why."""
    import shutil
    import time

    copy = tmp_path / folder / "cgt"
    shutil.copytree(Path(cgt.__file__).parent, copy,
                    ignore=shutil.ignore_patterns("__pycache__", "games"))
    later = time.time() + 60
    for module in native.COMPILED:
        source = copy.joinpath(*module.split(".")[1:]).with_suffix(".py")
        os.utime(source, (later, later))
    run = subprocess.run(
        [sys.executable, "-c", "import cgt; print(cgt.compiled, cgt.__file__, cgt.native.core)"],
        capture_output=True, text=True, check=True, cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(copy.parent), "CGT_PURE_PYTHON": ""})
    assert run.stdout.split()[:2] == [str(compiled), str(copy / "__init__.py")], run.stdout
    assert ("is newer than the compiled core" in run.stdout) is not compiled

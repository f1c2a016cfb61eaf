"""``cgt.compiled`` says which core runs, and ``CGT_PURE_PYTHON=1`` forces the
pure Python modules (cgt/native.py)."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES

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


def test_both_cores_give_the_same_values():
    assert run_report(CGT_PURE_PYTHON="0")[:2] == (cgt.compiled, "{2^*|-1/2^*}")

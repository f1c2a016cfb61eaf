"""Static checks of the whole source: ruff (style and likely bugs) and mypy
(types), with the settings of pyproject.toml. Both are test dependencies.

mypy reads the package as it is installed, ``games/`` as ``cgt.games``
(tools/typecheck.py assembles that layout from links).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_reports_nothing():
    run = _run(sys.executable, "-m", "ruff", "check", "--no-cache", ".")
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.slow  # a whole mypy run: a tenth of the README command's time
def test_mypy_reports_nothing():
    run = _run(sys.executable, str(ROOT / "tools" / "typecheck.py"))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success: no issues found" in run.stdout


#: The import name of each distribution the package depends on or offers as
#: a feature extra (the test and docs extras are tools, not the package's).
IMPORT_NAMES = {"rich": "rich", "more-itertools": "more_itertools", "sympy": "sympy",
                "distributed": "distributed", "matplotlib": "matplotlib", "networkx": "networkx",
                "anywidget": "anywidget", "traitlets": "traitlets"}


def test_every_declared_dependency_is_imported_by_the_package():
    """No dependency that nothing imports: each one the package declares (its
    dependencies and its feature extras) is imported by a module of
    ``cgt/`` or ``games/``, and each third-party import there is declared."""
    import ast
    import re
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    declared = [*project["dependencies"],
                *(d for name, deps in extras.items() if name not in ("test", "docs") for d in deps)]
    names = {re.match(r"[A-Za-z0-9_.-]+", d)[0].lower() for d in declared}
    imported = set()
    optional = set()  # under ``try: ... except ImportError:`` (a fallback) or ``if _BUILD:``
    for folder in ("cgt", "games"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    imported |= {alias.name.split(".")[0] for alias in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    imported.add(node.module.split(".")[0])
                elif (isinstance(node, ast.Try) and any(
                        isinstance(h.type, ast.Name) and h.type.id == "ImportError"
                        for h in node.handlers)) or (
                        isinstance(node, ast.If) and isinstance(node.test, ast.Name)
                        and node.test.id == "_BUILD"):  # read by mypyc, never run
                    optional |= {n.module.split(".")[0] for n in node.body
                                 if isinstance(n, ast.ImportFrom) and n.module}
    assert names <= set(IMPORT_NAMES), names - set(IMPORT_NAMES)
    for name in names:
        assert IMPORT_NAMES[name] in imported, f"{name} is declared but nothing imports it"
    third_party = imported - optional - set(sys.stdlib_module_names) - {"cgt"}
    assert third_party <= {IMPORT_NAMES[name] for name in names}, third_party
    # The one undeclared: mypyc reads its class attributes (cgt.core.form) at
    # build time, where mypy brings mypy_extensions; a run without it takes
    # the fallback.
    assert optional - {IMPORT_NAMES[name] for name in names} == {"mypy_extensions"}, optional

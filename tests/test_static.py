"""Static checks of the whole source: ruff (style and likely bugs) and mypy
(types), with the settings of pyproject.toml. Both are test dependencies.

mypy reads the package as it is installed, ``games/`` as ``cgt.games``
(tools/typecheck.py assembles that layout from links).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_reports_nothing():
    run = _run(sys.executable, "-m", "ruff", "check", "--no-cache", ".")
    assert run.returncode == 0, run.stdout + run.stderr


def test_mypy_reports_nothing():
    run = _run(sys.executable, str(ROOT / "tools" / "typecheck.py"))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success: no issues found" in run.stdout

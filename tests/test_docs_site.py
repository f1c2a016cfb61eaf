"""The documentation site builds, and its shell examples run.

``mkdocs build --strict`` fails on any warning (a broken link, a missing
page, an API reference that does not resolve); it runs when the ``docs``
extra is installed and is skipped otherwise. The ``cgt ...`` lines of the
``bash`` blocks in README.md and docs/ are run as a user would type them
(the ``>>>`` examples are run by tests/test_docs.py).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
BIN = Path(sys.executable).parent


def test_mkdocs_build_strict(tmp_path):
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    site = tmp_path / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False, env=env,
    )
    assert run.returncode == 0, run.stderr[-4000:]
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "exact values of combinatorial games" in home
    for page in ("tutorial", "rulesets/babylone", "rulesets/alquerkonane", "performance",
                 "api/cgt"):
        assert (site / page / "index.html").is_file(), page
    api = (site / "api" / "cgt" / "index.html").read_text(encoding="utf-8")
    assert "canonical" in api and "Game" in api


def shell_examples() -> list[tuple[str, str]]:
    """``(page, command)`` for each ``cgt ...`` line of a bash block."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL):
            for line in block.splitlines():
                line = line.strip()
                if line.startswith("cgt "):
                    found.append((str(page.relative_to(ROOT)), line))
    return found


EXAMPLES = shell_examples()


def test_the_docs_have_shell_examples():
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize("page, command", EXAMPLES, ids=[f"{p}: {c}" for p, c in EXAMPLES])
def test_shell_example_runs(page, command, tmp_path):
    words = shlex.split(command)
    assert words[0] == "cgt"
    redirect = None
    if ">" in words:  # cgt dot ... > tree.dot
        at = words.index(">")
        words, redirect = words[:at], words[at + 1]
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "120", "CGT_HISTORY": ""}
    run = subprocess.run(
        [sys.executable, "-m", "cgt", *words[1:]], cwd=tmp_path, capture_output=True,
        text=True, encoding="utf-8", timeout=120, check=False, env=env, input="",
    )
    assert run.returncode == 0, f"{command}: {run.stderr}"
    assert "Traceback" not in run.stderr
    if redirect:
        (tmp_path / redirect).write_text(run.stdout, encoding="utf-8")
        assert run.stdout.startswith("digraph")

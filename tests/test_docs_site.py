"""The documentation site builds, typesets its LaTeX offline, and its shell
examples run.

``mkdocs build --strict`` fails on any warning (a broken link, a missing
page, an API reference that does not resolve); it runs when the ``docs``
extra is installed and is skipped otherwise. The site serves its own MathJax
(docs/javascripts/mathjax/), and headless Chromium, where installed, shows
every formula of "Reading the notation" typeset. The ``cgt ...`` lines of the
``bash`` blocks in README.md and docs/ are run as a user would type them
(the ``>>>`` examples are run by tests/test_docs.py).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once with ``mkdocs build --strict``."""
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    site = tmp_path_factory.mktemp("docs") / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False, env=env,
    )
    assert run.returncode == 0, run.stderr[-4000:]
    return site


def test_mkdocs_build_strict(site):
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "exact values of combinatorial games" in home
    for page in ("tutorial", "rulesets/babylone", "rulesets/alquerkonane", "performance",
                 "api/cgt"):
        assert (site / page / "index.html").is_file(), page
    api = (site / "api" / "cgt" / "index.html").read_text(encoding="utf-8")
    assert "canonical" in api and "Game" in api
    assert not list(site.rglob("*.py"))  # the build's own scripts are not pages


def test_the_docs_folder_holds_no_build_script():
    """Issue 38: the built site published ``griffe_doctests.py``, the API
    reference's griffe extension, which lived in docs/ (every file there is
    copied to the site); it lives in tools/ now."""
    assert not list((ROOT / "docs").rglob("*.py"))


#: A formula as pymdownx.arithmatex leaves it for MathJax: ``\(...\)`` in a span.
FORMULA = re.compile(r'<span class="arithmatex">\\\((.+?)\\\)</span>')


def test_the_site_serves_its_own_mathjax(site):
    """No script from a CDN: the LaTeX of games typesets with no network."""
    page = (site / "notation" / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script src="([^"]+)"', page)
    assert "../javascripts/mathjax/tex-svg.js" in scripts
    assert [s for s in scripts if "//" in s] == []
    mathjax = site / "javascripts" / "mathjax"
    assert (mathjax / "tex-svg.js").stat().st_size > 1_000_000  # the whole component
    assert "Apache License" in (mathjax / "LICENSE").read_text(encoding="utf-8")
    formulas = FORMULA.findall(page)
    assert len(formulas) >= 30
    assert r"\tfrac{3}{8}" in formulas and r"{+}_{2}" in formulas


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="no headless Chromium (apt-get install chromium)")
def test_the_notation_page_typesets_in_chromium(site):
    """Headless Chromium opens "Reading the notation" from the files (no
    server, no network): no script fails, and MathJax replaces every formula
    by an SVG, with no TeX error (``data-mjx-error``) and no unknown macro
    (set in red)."""
    page = site / "notation" / "index.html"
    source = FORMULA.findall(page.read_text(encoding="utf-8"))
    run = subprocess.run(
        [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
         "--v=0", "--virtual-time-budget=15000", "--dump-dom", page.as_uri()],
        capture_output=True, text=True, encoding="utf-8", timeout=120, check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "Uncaught" not in run.stderr, run.stderr[-2000:]  # no script error in the console
    dom = run.stdout
    assert "Reading the notation" in dom
    typeset = re.findall(r'<span class="arithmatex"><mjx-container[^>]*jax="SVG"', dom)
    assert len(typeset) == len(source) >= 30
    assert FORMULA.findall(dom) == []  # no formula left as raw \(...\)
    assert "data-mjx-error" not in dom
    assert 'mathcolor="red"' not in dom and 'fill="red"' not in dom


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
    words = shlex.split(command, comments=True)  # as a shell reads it: "# ..." is a comment
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

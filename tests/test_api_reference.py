"""The API reference (docs/api/*.md, read by mkdocstrings) covers every
ruleset and every module a user calls: a new ruleset or public module that
nobody documented fails here, without building the site (tests/test_docs_site.py
builds it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
API = ROOT / "docs" / "api"


def documented() -> list[str]:
    """The targets of the ``::: dotted.path`` directives of the API pages."""
    return [target for page in sorted(API.glob("*.md"))
            for target in re.findall(r"^::: ([\w.]+)", page.read_text(encoding="utf-8"), re.M)]


def covers(module: str, targets: list[str]) -> bool:
    """Whether a directive shows ``module`` or something inside it."""
    return any(t == module or t.startswith(module + ".") for t in targets)


def ruleset_modules() -> list[str]:
    """The modules of games/ that define a ruleset for the command line."""
    return sorted(path.stem for path in (ROOT / "games").glob("*.py")
                  if path.stem != "registry"
                  and re.search(r"^RULESET\b", path.read_text(encoding="utf-8"), re.M))


def public_modules() -> list[str]:
    """The modules that the public names of ``cgt`` (cgt/__init__.pyi) come
    from, and the modules it hands out whole (``cgt.misere``, ``cgt.grid``)."""
    tree = ast.parse((ROOT / "cgt" / "__init__.pyi").read_text(encoding="utf-8"))
    found = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                whole = f"{node.module}.{alias.name}"
                is_module = (ROOT / (whole.replace(".", "/") + ".py")).exists()
                found.add(whole if is_module else node.module)
    return sorted(found)


def test_the_lists_are_read():
    assert {"nim", "domineering", "amazons", "fission"} <= set(ruleset_modules())
    assert {"cgt.values.make", "cgt.impartial.misere", "cgt.impartial.nimbers"} <= set(
        public_modules()
    )


@pytest.mark.parametrize("module", ruleset_modules())
def test_every_ruleset_is_in_the_games_reference(module):
    targets = re.findall(r"^::: ([\w.]+)", (API / "games.md").read_text(encoding="utf-8"), re.M)
    assert covers(f"games.{module}", targets), f"docs/api/games.md does not show games.{module}"


@pytest.mark.parametrize("module", [
    *public_modules(),
    # reached through cgt's names rather than imported by them:
    "cgt.notation.special", "cgt.theory.plot", "cgt.scale.parallel",
])
def test_every_public_module_is_in_the_reference(module):
    assert covers(module, documented()), f"no page of docs/api/ shows {module}"

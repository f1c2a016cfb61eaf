"""The registry of rulesets: the built-in ones known without reading any
metadata, the installed distributions' entry points read only when needed."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from cgt.games import registry

ROOT = Path(__file__).resolve().parents[2]


def test_the_built_in_table_is_the_entry_points_pyproject_declares():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["entry-points"][registry.GROUP] == registry.BUILT_IN


def test_every_built_in_ruleset_loads_under_its_name():
    for name in registry.BUILT_IN:
        assert registry.get(name).name == name


@pytest.fixture
def declared(monkeypatch):
    """Entry points as if a third party declared "pile" (and "nim" again);
    the list of the calls made to read them."""
    calls: list[str] = []
    points = [metadata.EntryPoint("pile", "take_one_or_two:RULESET", registry.GROUP),
              metadata.EntryPoint("nim", "elsewhere:RULESET", registry.GROUP)]

    def entry_points(group: str) -> list[metadata.EntryPoint]:
        calls.append(group)
        return [p for p in points if p.group == group]

    monkeypatch.setattr(metadata, "entry_points", entry_points)
    return calls


def test_a_built_in_name_reads_no_entry_point(declared):
    rulesets = registry.Rulesets.from_entry_points()
    assert "babylone" in rulesets and rulesets["nim"].title == "Nim"
    assert declared == []


def test_other_names_and_the_list_read_the_entry_points_once(declared):
    rulesets = registry.Rulesets.from_entry_points()
    assert "pile" in rulesets and "chess" not in rulesets
    assert declared == [registry.GROUP]
    names = list(rulesets)
    assert names == sorted([*registry.BUILT_IN, "pile"]) and len(rulesets) == len(names)
    assert declared == [registry.GROUP]
    # A built-in name keeps its ruleset; a copy does not read them again.
    assert rulesets["nim"].title == "Nim"
    assert "pile" in rulesets.copy() and declared == [registry.GROUP]


def test_a_copy_made_before_the_scan_still_finds_the_entry_points(declared):
    rulesets = registry.Rulesets.from_entry_points().copy()
    assert "pile" in rulesets and declared == [registry.GROUP]

"""The registry of rulesets: this distribution's read from its own
entry_points.txt (no importlib.metadata), the other installed
distributions' entry points read only when needed."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from cgt.games import registry

ROOT = Path(__file__).resolve().parents[2]
DECLARED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"]["entry-points"][registry.GROUP]


def test_the_rulesets_are_the_entry_points_pyproject_declares():
    assert registry.own_entry_points() == DECLARED
    assert registry.Rulesets.from_entry_points()._targets == DECLARED


def test_every_built_in_ruleset_loads_under_its_name():
    for name in DECLARED:
        assert registry.get(name).name == name


def test_the_entry_points_file_is_found_along_the_path(tmp_path):
    """The first folder with the distribution's metadata is read (a
    .dist-info or an .egg-info, its name normalised), its group only."""
    nowhere, empty, there = tmp_path / "nowhere", tmp_path / "empty", tmp_path / "there"
    empty.mkdir()
    (empty / "cgt_algebra-0.1.dist-info").mkdir()  # metadata without entry points
    (there / "Cgt_Algebra-2.0.dist-info").mkdir(parents=True)
    (there / "Cgt_Algebra-2.0.dist-info" / "entry_points.txt").write_text(
        "[console_scripts]\ncgt = cgt.cli.main:main\n\n"
        "[cgt.rulesets]\n# a comment\nnim = cgt.games.nim:RULESET\n"
        "pile = piles : RULESET\n", encoding="utf-8")
    found = registry.entry_points_in([str(nowhere), str(there), str(empty)], "cgt-algebra",
                                      registry.GROUP)
    assert found == {"nim": "cgt.games.nim:RULESET", "pile": "piles : RULESET"}
    assert registry.entry_points_in([str(empty), str(there)], "cgt-algebra",
                                    registry.GROUP) == {}
    assert registry.entry_points_in([str(nowhere)], "cgt-algebra", registry.GROUP) is None


def test_a_ruleset_of_this_distribution_loads_without_importlib_metadata():
    """importlib.metadata alone takes some 35 ms to import: the start-up of
    a command on a built-in ruleset reads the one file instead."""
    script = ("import sys\nfrom cgt.games import registry\n"
              "print(registry.get('nim').title, 'importlib.metadata' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=ROOT, timeout=60, check=True)
    assert run.stdout.split() == ["Nim", "False"]


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
    assert names == sorted([*DECLARED, "pile"]) and len(rulesets) == len(names)
    assert declared == [registry.GROUP]
    # A built-in name keeps its ruleset; a copy does not read them again.
    assert rulesets["nim"].title == "Nim"
    assert "pile" in rulesets.copy() and declared == [registry.GROUP]


def test_a_copy_made_before_the_scan_still_finds_the_entry_points(declared):
    rulesets = registry.Rulesets.from_entry_points().copy()
    assert "pile" in rulesets and declared == [registry.GROUP]


def test_a_third_party_distribution_adds_its_ruleset(tmp_path, monkeypatch):
    """A distribution installed beside cgt (its metadata and its module on
    the path) declares a ruleset in the group: the registry finds it, and
    the command line's words make its positions."""
    info = tmp_path / "pile_game-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pile-game\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text("[cgt.rulesets]\npile = pile_game:RULESET\n",
                                           encoding="utf-8")
    (tmp_path / "pile_game.py").write_text(
        "import dataclasses\nfrom cgt.games.nim import RULESET as NIM\n"
        "RULESET = dataclasses.replace(NIM, name='pile', summary='Nim by another name')\n",
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    rulesets = registry.Rulesets.from_entry_points()
    assert "pile" in rulesets and "nim" in rulesets
    pile = rulesets["pile"]
    assert pile.summary == "Nim by another name"
    assert str(pile.position(["1", "2", "3"]).value) == "0"
    assert rulesets["nim"] is registry.get("nim")

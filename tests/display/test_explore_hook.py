"""``g.explore()`` on a :class:`cgt.Game` (issue 38, item 6): the values
layer (floor 4) cannot import the explorer of ``cgt.display`` (floor 7),
so the display layer registers it (:mod:`cgt.display.hooks`), and the
package ``cgt`` imports the hook before it hands out a value."""

from __future__ import annotations

import subprocess
import sys

import cgt
import cgt.display.explorer as explorer
from cgt.core.slots import Slot, lent
from cgt.display.hooks import explore_game


def test_the_package_registers_the_explorer():
    cgt.parse("1")
    assert lent(Slot.EXPLORER) is explore_game


def test_game_explore_is_the_explorer(monkeypatch):
    seen = []
    monkeypatch.setattr(explorer, "explore", lambda g, *, depth: seen.append((g, depth)) or "w")
    g = cgt.parse("{2|-1}")
    assert g.explore(depth=2) == "w"
    assert seen == [(g, 2)]


def test_game_explore_opens_the_widget():
    """The widget's tree is the game's: the root {2|-1} with Left's move to 2
    and Right's to -1 (anywidget is a dependency of the notebook extra)."""
    widget = cgt.parse("{2|-1}").explore()
    nodes = widget.data["nodes"]
    assert nodes[0]["value"] == "{2|-1}"
    assert sorted(nodes[i]["value"] for i in nodes[0]["children"]) == ["-1", "2"]


def run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)


def test_import_cgt_stays_light_and_a_value_is_explorable():
    done = run("import sys, cgt\n"
               "assert 'cgt.display.hooks' not in sys.modules\n"
               "assert 'cgt.values.game' not in sys.modules\n"
               "g = cgt.parse('*')\n"
               "assert 'cgt.display.explorer' not in sys.modules  # opened when first used\n"
               "print(type(g.explore()).__name__)")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ExplorerWidget"


def test_without_the_package_the_error_says_what_to_import():
    done = run("from cgt.values.make import number\n"
               "from cgt.errors import CGTError\n"
               "try:\n    number(1).explore()\nexcept CGTError as error:\n    print(error)")
    assert done.returncode == 0, done.stderr
    assert "import cgt" in done.stdout

"""Every position's picture in Jupyter (``_repr_svg_``): drawn, with its value
once known, and never a search started by displaying it (issue 17)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import cgt
from cgt.games.col import Col
from cgt.games.domineering import Domineering
from cgt.games.nim import Nim
from cgt.games.registry import RULESETS, get

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(f"{SVG}text")]


def count(svg: str, tag: str) -> int:
    return sum(1 for _ in ET.fromstring(svg).iter(f"{SVG}{tag}"))


def test_a_board_shows_its_value_under_it_once_known_and_never_searches() -> None:
    cgt.clear_tables()
    p = Domineering("...|...|..#")
    before = p._repr_svg_()
    assert count(before, "rect") == 9 and "value not computed yet" in texts(before)
    assert p.known_value() is None  # drawing did not solve it
    value = p.value
    after = texts(p._repr_svg_())
    assert "Domineering" in after
    assert f"= {value}" in "".join(after) and "value not computed yet" not in after


def test_nim_heaps_are_drawn_as_tokens_with_the_nim_sum() -> None:
    svg = Nim([3, 4, 5])._repr_svg_()
    assert count(svg, "circle") == 12
    assert "= *2" in "".join(texts(svg)) and "N: the first player wins" in "".join(texts(svg))


def test_col_is_drawn_as_its_graph() -> None:
    p = Col("0L-1-2 2-3 4R")
    svg = p._repr_svg_()
    assert count(svg, "circle") == 5 and count(svg, "line") == 3
    fills = [c.get("fill") for c in ET.fromstring(svg).iter(f"{SVG}circle")]
    assert fills[0] == "#1f5fbf" and fills[4] == "#c62828"


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_ruleset_has_a_picture(name: str) -> None:
    ruleset = get(name)
    words = [w for w in ruleset.examples[0][0].split() if not w.startswith("-")]
    try:
        p = ruleset.position(words)
    except cgt.CGTError:  # an example that needs its options
        p = ruleset.position([])
    svg = p._repr_svg_()
    assert svg.startswith("<svg")
    shown = texts(svg)
    assert type(p).ruleset_title() in shown
    assert shown[-1]  # the value line: the value or "value not computed yet"

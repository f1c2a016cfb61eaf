"""docs/notation.md ("Reading the notation") says what cgt prints: every line
of its lists is checked here, the printed text, the definition (the
canonical options) and the LaTeX, so the page cannot drift from the
printer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cgt
from cgt.notation.printer import LATEX

PAGE = Path(__file__).resolve().parent.parent.parent / "docs" / "notation.md"

#: - `printed` — meaning. Defined as `definition`; in the books $latex$.
ROW = re.compile(r"^- `(?P<printed>[^`]+)` — .+\. Defined as `(?P<definition>[^`]+)`; "
                 r"in the books \$(?P<latex>.+)\$\.$")


def rows() -> list[tuple[str, str, str]]:
    found = []
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match:
            found.append((match["printed"], match["definition"], match["latex"]))
    return found


ROWS = rows()


def test_the_page_has_its_lists():
    assert len(ROWS) >= 29
    printed = {row[0] for row in ROWS}
    for form in ("^<2>", "^[3]", "Tiny(2)", "2Tiny(2)", "±1", "{3||2|1}", "*3", "3/2^*"):
        assert form in printed


def definition(g: cgt.Game) -> str:
    if g.is_integer:
        return str(g)
    return "{" + ",".join(map(str, g.left)) + "|" + ",".join(map(str, g.right)) + "}"


@pytest.mark.parametrize("printed, defined, latex", ROWS, ids=[row[0] for row in ROWS])
def test_each_row_is_what_cgt_prints(printed, defined, latex):
    g = cgt.parse(printed)
    assert str(g) == printed
    assert definition(g) == defined
    assert cgt.parse(defined) == g
    assert LATEX.text(g.form) == latex

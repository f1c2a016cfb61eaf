"""The tables of the benchmarks: printed as markdown, and written into their page.

Every measured table of ``docs/performance.md`` and ``docs/scaling.md``
stands between two markers, the first naming the table::

    <!-- table: bench_konane, compiled -->
    ...
    <!-- end table -->

A benchmark run with ``--write-docs`` replaces what stands between the
markers of its table (a line saying when, where and how it was measured,
then the table) and leaves the rest of the page as it was. A page without
the table's marker is an error that names the page and the marker: the
table is not written anywhere else.

>>> print(markdown_table(["case", "value"], [["4×4", "{2|0}"], ["3×4", "`{2|0}`"]], "lr"))
| case | value |
| --- | ---: |
| 4×4 | {2\\|0} |
| 3×4 | `{2|0}` |
>>> page = "# P\\n\\n<!-- table: demo -->\\nold\\n<!-- end table -->\\n\\nnotes\\n"
>>> print(replace_block(page, "demo", "| new |"))
# P
<BLANKLINE>
<!-- table: demo -->
| new |
<!-- end table -->
<BLANKLINE>
notes
<BLANKLINE>
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PERFORMANCE = ROOT / "docs" / "performance.md"
SCALING = ROOT / "docs" / "scaling.md"
TIERS = ROOT / "docs" / "tiers.md"
END = "<!-- end table -->"

try:
    import cgt
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))
    import cgt


class DocTableError(cgt.CGTError):
    """A page lacks the markers of a table, or has them out of order."""


def start_marker(name: str) -> str:
    """The comment that opens the table ``name`` in its page."""
    return f"<!-- table: {name} -->"


def _cell(text: str) -> str:
    """``text`` safe in a table cell: a ``|`` would end the cell, so it is
    escaped, except inside a code span, where the site's markdown (mkdocs)
    keeps it as it is and would show the backslash."""
    parts = text.split("`")
    return "`".join(part if inside % 2 else part.replace("|", "\\|")
                    for inside, part in enumerate(parts))


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[str]], aligns: str) -> str:
    """``rows`` under ``header`` as a markdown table; ``aligns`` has one ``l``
    or ``r`` a column."""
    if len(aligns) != len(header):
        raise DocTableError(
            f"aligns {aligns!r} has {len(aligns)} letters for {len(header)} columns")
    lines = ["| " + " | ".join(header) + " |",
             "| " + " | ".join("---:" if a == "r" else "---" for a in aligns) + " |"]
    lines += ["| " + " | ".join(_cell(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def text_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """``rows`` under ``header`` as plain text, each column as wide as its widest cell.

    >>> print(text_table(["board", "cgt (s)"], [["4×4", "0.003"], ["4×6", "1.5"]]))
    board  cgt (s)
    4×4    0.003
    4×6    1.5
    """
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip()
                     for row in [header, *rows])


def core() -> str:
    """``compiled`` or ``pure``: the core this process runs (``CGT_PURE_PYTHON=1``: pure)."""
    return "compiled" if cgt.compiled else "pure"


def _commit() -> str:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=False, timeout=10)
    except OSError:
        return "an unknown commit"
    return done.stdout.strip() if done.returncode == 0 else "an unknown commit"


def _cgt_py() -> str:
    try:
        return "cgt-py " + importlib.metadata.version("cgt-py")
    except importlib.metadata.PackageNotFoundError:
        return "no cgt-py"


def fresh_environment(**extra: str) -> dict[str, str]:
    """The environment of a measured fresh process: this one's, with
    bytecode cached (outside the checkout) as an installed package has it,
    and ``extra``. This machine sets ``PYTHONDONTWRITEBYTECODE=1``, which
    would make every process compile its sources again: a cost no user of
    a wheel pays, and one that lands on the serial part of a parallel run.

    >>> env = fresh_environment(CGT_NO_PROGRESS="1")
    >>> "PYTHONDONTWRITEBYTECODE" in env, env["CGT_NO_PROGRESS"], "PYTHONPYCACHEPREFIX" in env
    (False, '1', True)
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.setdefault("PYTHONPYCACHEPREFIX",
                   str(Path(os.environ.get("TMPDIR", "/tmp")) / "cgt-benchmark-pycache"))
    return {**env, **extra}


def measured(how: str) -> str:
    """The line above a table: when, on which commit and core, ``how`` (the
    clock and the repetitions), the versions and the machine's load."""
    load = "/".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} on {_commit()}, "
            f"{core()} core, {how}; Python {platform.python_version()}, {_cgt_py()}, "
            f"{os.cpu_count()} CPUs, load {load}.")


def replace_block(text: str, name: str, block: str, page: str = "the page") -> str:
    """``text`` with what stands between the markers of the table ``name``
    replaced by ``block``; everything else is kept as it was."""
    start = start_marker(name)
    found = text.count(start)
    if found != 1:
        where = "has no" if found == 0 else f"has {found} of the"
        raise DocTableError(f"{page} {where} marker {start!r}: put one where the table goes, "
                            f"followed by {END!r}")
    head, _, rest = text.partition(start)
    old, sep, tail = rest.partition(END)
    if not sep or "<!-- table:" in old:
        raise DocTableError(f"{page}: the marker {start!r} has no {END!r} before the next table")
    return f"{head}{start}\n{block.strip()}\n{END}{tail}"


def write_table(name: str, block: str, page: Path | None = None) -> None:
    """Write ``block`` into ``page`` (docs/performance.md unless told) between
    the markers of the table ``name``."""
    page = PERFORMANCE if page is None else page
    text = page.read_text(encoding="utf-8")
    page.write_text(replace_block(text, name, block, str(page)), encoding="utf-8")
    print(f"wrote the table {name!r} into {page}", file=sys.stderr)


def add_option(parser: argparse.ArgumentParser, page: Path = PERFORMANCE) -> None:
    """The ``--write-docs`` option of a benchmark whose tables are in ``page``."""
    shown = page.relative_to(ROOT) if page.is_relative_to(ROOT) else page
    parser.add_argument("--write-docs", action="store_true",
                        help=f"also write the table into {shown}, between its markers")

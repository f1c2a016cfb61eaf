"""Record the text each compiled module was built from, for ``cgt.native``.

mypyc reads the sources of the compiled core when setup.py calls
``mypycify``, and the C compiler runs for minutes after. A source edited in
that time leaves an extension newer than its source yet built from the
earlier text, which no comparison of timestamps can see. So setup.py
hashes every source before ``mypycify`` reads it and again after
(:func:`snapshot`), and once the extensions are built writes a table
beside the library (:func:`write_table`): the library's size and
modification time (so that a table left by another build is not taken for
this one's), then for each module its source's modification time, size and
SHA-256 (or :data:`CHANGED` when the text changed while mypyc read it).
``cgt.native`` reads the table at import and hashes a source only when its
modification time or size differs from the table's, so that a source
touched without being changed (a checkout of the same text) keeps the
compiled core, and an edited one falls back to the pure module.

>>> [line.split()[0] for line in table_lines((10, 20), [("cgt.core.form", 1, 2, "ab")])]
['#', 'library', 'cgt.core.form']
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

__all__ = ["CHANGED", "TABLE", "Entry", "digest", "merged", "snapshot", "table_lines",
           "write_table"]

#: The table's file name, beside the library (``cgt/_native__mypyc....so``).
TABLE = "_native_sources.txt"
#: The digest written for a source whose text changed while mypyc read it.
CHANGED = "changed-during-the-build"

#: ``(module, modification time in ns, size, SHA-256)`` of one source.
Entry = tuple[str, int, int, str]


def digest(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hexadecimal."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def snapshot(root: Path, modules: Sequence[str]) -> list[Entry]:
    """The entry of each module's source under ``root`` (the folder of ``cgt``'s
    parent), its time and size taken before its text is read."""
    entries = []
    for module in modules:
        path = root.joinpath(*module.split(".")).with_suffix(".py")
        status = path.stat()
        entries.append((module, status.st_mtime_ns, status.st_size, digest(path)))
    return entries


def merged(before: list[Entry], after: list[Entry]) -> list[Entry]:
    """The entries to record, from snapshots taken before and after mypyc read
    the sources: a source whose text differs between them is recorded as
    :data:`CHANGED`, which matches no text (which one mypyc compiled is not
    known), so ``cgt.native`` uses its pure module until the next build."""
    return [b if b[3] == a[3] else (b[0], b[1], b[2], CHANGED) for b, a in zip(before, after)]


def table_lines(library: tuple[int, int], entries: Sequence[Entry]) -> list[str]:
    """The table's lines: a comment, the library's (size, modification time), the entries."""
    return [
        "# the sources of the compiled core (written by setup.py, read by cgt/native.py)",
        f"library {library[0]} {library[1]}",
        *(f"{module} {mtime} {size} {sha}" for module, mtime, size, sha in entries),
    ]


def write_table(library: Path, entries: Sequence[Entry]) -> Path:
    """Write the table of ``entries`` beside the built ``library``; its path."""
    status = library.stat()
    path = library.with_name(TABLE)
    text = "\n".join(table_lines((status.st_size, status.st_mtime_ns), entries)) + "\n"
    path.write_text(text, encoding="utf-8")
    return path

"""A griffe extension for the API reference: doctest examples become code blocks.

The docstrings of ``cgt`` and ``games`` hold plain doctest examples (they run
in the test suite). Rendered as Markdown they would run together into
paragraphs, and ``[...]`` in their output would read as links; fenced as
``pycon`` they show as the console sessions they are.
"""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """``text`` with each run of doctest lines (prompt lines and the output
    up to a blank line) inside a ``pycon`` fence."""
    out: list[str] = []
    in_example = False
    for line in text.splitlines():
        starts = line.lstrip().startswith(">>>")
        if starts and not in_example:
            out.append("```pycon")
            in_example = True
        elif in_example and not line.strip():
            out.append("```")
            in_example = False
        out.append(line)
    if in_example:
        out.append("```")
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence the doctest examples of every docstring griffe loads."""

    def on_object(self, *, obj: Any, **kwargs: Any) -> None:
        if obj.docstring is not None and ">>>" in obj.docstring.value:
            obj.docstring.value = fence_doctests(obj.docstring.value)

"""Whether a text is loopy notation: the test :func:`cgt.parse` makes of
every text it has not read before, apart from the reader of loopy values.

The reader (:mod:`cgt.notation.loopy`) brings in the loopy engine
(:mod:`cgt.loopy`); this module only two regular expressions, so that a
program (or a ``cgt`` command) that reads short games never imports it.

>>> is_loopy_text("{0|pass}"), is_loopy_text("a{0|a}"), is_loopy_text("{1|*, ^}")
(True, True, False)
"""

from __future__ import annotations

import re

__all__ = ["is_loopy_text"]

#: The words that make a text loopy, and a name before an opening brace.
_LOOPY = re.compile(r"(?<![A-Za-z])(?:on|off|over|under|upon|uponth|pass|dud)(?![A-Za-z])"
                    r"|\[on\]|<on>|&|(?<![A-Za-z])[a-uw-z]\s*\{")

#: A character every text that ``_LOOPY`` matches has (keep the two in step):
#: one character class, scanned fast, settles most texts before ``_LOOPY``,
#: whose alternatives read a long text character by character.
_LOOPY_MARK = re.compile(r"[&a-uw-z]")


def is_loopy_text(text: str) -> bool:
    """Whether ``text`` names a loopy value (and goes to
    :func:`cgt.notation.loopy.parse_loopy`)."""
    return _LOOPY_MARK.search(text) is not None and _LOOPY.search(text) is not None

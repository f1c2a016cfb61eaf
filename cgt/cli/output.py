"""How the ``cgt`` command writes: rich boxes on a terminal, plain lines
elsewhere, and ASCII where the output cannot encode Unicode.

Two choices, made once for every command:

- **boxes or plain lines.** On a terminal a command draws rich panels,
  tables and trees in colour; with ``--plain``, or when stdout is not a
  terminal (a pipe, a file, a script's capture), it prints plain lines,
  ``Key: value`` for facts and indented lines for trees, with no box and no
  colour. ``FORCE_COLOR=1`` (or ``TTY_COMPATIBLE=1``) keeps the boxes in a
  pipe, as rich reads them.
- **Unicode or ASCII.** A character the output's encoding cannot write
  (``PYTHONIOENCODING=ascii``, an old Windows console) is written in ASCII
  instead of failing: notation the parser reads back (``±1`` as ``+-1``,
  ``↑`` as ``^``), letters without their accents, symbols in words, and
  ``\\uXXXX`` for anything else (which keeps ``--json`` valid JSON). rich
  draws its boxes and tree guides in ASCII on such an output by itself.

>>> "±1 → ↑∗ … Misère x⁻¹".encode("ascii", errors=ASCII_ERRORS)
b'+-1 -> ^* ... Misere x-1'
>>> "☃".encode("ascii", errors=ASCII_ERRORS)
b'\\\\u2603'
"""

from __future__ import annotations

import codecs
import contextlib
import os
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console, RenderableType

__all__ = [
    "ASCII", "ASCII_ERRORS", "ascii_fallback", "console", "dim", "emit", "is_terminal",
    "plain_console", "wants_plain",
]

#: ASCII for the characters cgt writes: notation as :func:`cgt.parse` reads
#: it, and symbols of the reports and the tour in words.
ASCII: dict[str, str] = {
    "±": "+-", "∓": "-+", "↑": "^", "↓": "v", "⇑": "^^", "⇓": "vv", "∗": "*", "‖": "||",
    "−": "-", "→": "->", "←": "<-", "…": "...", "×": "x", "·": ".", "≤": "<=", "≥": ">=",
    "≠": "!=", "⌊": "floor(", "⌋": ")", "φ": "phi", "γ": "gamma", "Δ": "Delta", "√": "sqrt",
    "⊕": "(+)", "⊗": "(x)", "✓": "[ok]", "✗": "[x]", "↺": "<~", "☆": "*", "⧾": "+_", "⧿": "-_",
    "“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "--", "\u00a0": " ",
}

#: The name of the codec error handler that writes :data:`ASCII`.
ASCII_ERRORS = "cgt-ascii"


def _ascii(char: str) -> str:
    """ASCII for one character: the table, the letter without its accents,
    or a ``\\uXXXX`` escape (two, a surrogate pair, beyond the BMP: JSON's way)."""
    if char in ASCII:
        return ASCII[char]
    bare = "".join(ASCII.get(c, c) for c in unicodedata.normalize("NFKD", char)
                   if not unicodedata.combining(c))
    if bare.isascii() and bare:
        return bare
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def _write_ascii(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(_ascii(c) for c in error.object[error.start:error.end]), error.end


codecs.register_error(ASCII_ERRORS, _write_ascii)


@contextlib.contextmanager
def ascii_fallback() -> Iterator[None]:
    """While the command runs, stdout and stderr write in ASCII what their
    encoding cannot write (the streams' own error handling comes back after)."""
    changed: list[tuple[Callable[..., None], str | None]] = []
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        errors = getattr(stream, "errors", None)
        if reconfigure is None or errors == ASCII_ERRORS:
            continue
        try:
            reconfigure(errors=ASCII_ERRORS)
        except (ValueError, OSError):  # closed or detached: leave it alone
            continue
        changed.append((reconfigure, errors))
    try:
        yield
    finally:
        for reconfigure, errors in changed:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors=errors or "strict")


def _surely_not_terminal(stream: object) -> bool:
    """Whether rich would find that ``stream`` is not a terminal, told
    without importing rich: it is not a tty and no variable rich reads
    (``FORCE_COLOR``, ``TTY_COMPATIBLE``) could say otherwise. False when
    unsure: then rich is asked."""
    if "FORCE_COLOR" in os.environ or "TTY_COMPATIBLE" in os.environ:
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return isatty is None or not isatty()
    except ValueError:  # closed
        return True


def is_terminal(stderr: bool = False) -> bool:
    """Whether stdout (or stderr) is a terminal, as rich tells it (rich is
    imported only when the stream may be one)."""
    if _surely_not_terminal(sys.stderr if stderr else sys.stdout):
        return False
    return console(stderr).is_terminal


def dim(text: str) -> RenderableType:
    """``text`` in the dim style."""
    from rich.text import Text

    return Text(text, style="dim")


def console(stderr: bool = False) -> Console:
    """A rich console on stdout (or stderr), without rich's guessing of markup."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False)


def wants_plain(plain: bool = False) -> bool:
    """Plain lines rather than boxes: asked for (``--plain``), or stdout is
    not a terminal (rich's test, so ``FORCE_COLOR`` keeps boxes in a pipe)."""
    return plain or not is_terminal()


def emit(rich: Callable[[], RenderableType], lines: Callable[[], Iterable[str]],
         plain: bool = False) -> None:
    """Print the ``rich`` renderable on a terminal, else the plain ``lines``."""
    if wants_plain(plain):
        for line in lines():
            print(line)
    else:
        console().print(rich())


def plain_console() -> Console:
    """A rich console for plain output: no colour, no markup, no wrapping."""
    from rich.console import Console

    return Console(highlight=False, color_system=None, markup=False, emoji=False,
                   soft_wrap=True)

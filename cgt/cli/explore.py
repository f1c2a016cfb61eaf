"""``cgt explore``: the explorer's page, written to a file or served.

:mod:`cgt.cli.main` reads the subject (notation, or a ruleset and its
arguments) as ``cgt tree`` does; this module holds the command's options,
help and run. The page itself is :mod:`cgt.display.explorer`'s, imported
only when the command runs.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_options(parser)
>>> parser.parse_args(["--serve", "--port", "0"]).port
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from cgt.errors import CGTError

__all__ = ["DESCRIPTION", "EPILOG", "OPTIONS", "add_options", "run"]

DESCRIPTION = """\
Write (-o FILE.html, or stdout) or serve (--serve) a web page of the game
tree of an expression or of a ruleset's position: click a node to open its
moves; each node shows its value, outcome, stops, mean, temperature and
thermograph; dominated and reversible moves are marked, winning moves
ticked. A written page holds the tree to --depth moves; a served one
computes any node's moves when it is opened. The page needs no network."""

# The examples write to stdout: a test runs every example of a help where
# it stands, and a file would be left there (a served one would never end).
EPILOG = """\
examples:
  cgt explore domineering 3x3 > domineering.html
  cgt explore "{0,*|0,*,{1|0}}" > form.html      # {1|0} marked dominated
  cgt explore nim 3 4 5 --depth 2 > nim.html

To serve a page instead, computing every node's moves on demand, add --serve
(then open http://127.0.0.1:8765/); -o FILE writes the page to FILE."""

#: The options :func:`run` reads (their ``dest`` names).
OPTIONS = ("output", "serve", "port", "depth", "max_nodes")

DEFAULT_PORT = 8765


def _whole(low: int, high: int | None, what: str) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""
    def read(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if n < low or (high is not None and n > high):
            bounds = f"{low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{text!r} is not {what} ({bounds})")
        return n
    return read


def add_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``cgt explore``, its subject's ``--max-positions`` aside."""
    parser.add_argument("-o", "--output", default=None, metavar="FILE",
                        help="write the page to FILE (an .html file that needs nothing "
                        "else; default: stdout, when it is not a terminal)")
    parser.add_argument("--serve", action="store_true", default=None,
                        help="serve the page on localhost, computing each node's moves "
                        "when it is opened (Ctrl-C stops)")
    parser.add_argument("--port", type=_whole(0, 65535, "a port number"), default=None,
                        metavar="N",
                        help=f"the port to serve on (default {DEFAULT_PORT}; 0: any free one)")
    parser.add_argument("--depth", type=_whole(1, None, "a number of moves"), default=None,
                        metavar="N",
                        help="moves computed in advance for a written page (default 3)")
    parser.add_argument("--max-nodes", type=_whole(1, None, "a number of nodes"),
                        default=None, metavar="N",
                        help="at most about N nodes in a written page (default 2000)")


def run(subject: Any, options: dict[str, Any]) -> int:
    """Write or serve the explorer of ``subject`` (notation or a position)
    as ``options`` (the values of :data:`OPTIONS`, None when not given) say:
    to ``output``, served, or to stdout when it is not a terminal."""
    from cgt.cli.progress import computing
    from cgt.display import explorer

    output, serve = options["output"], options["serve"]
    if output and serve:
        raise CGTError("-o FILE writes a page and --serve serves one: give one of them")
    if not (output or serve) and sys.stdout.isatty():
        raise CGTError("the explorer is an HTML page: write it with -o FILE.html (or "
                       "> FILE.html), or serve it with --serve")
    if serve:
        port = options["port"]
        explorer.serve(subject, port=DEFAULT_PORT if port is None else port)
        return 0
    with computing("exploring"):
        html = explorer.explorer_html(
            subject, depth=options["depth"] or explorer.DEFAULT_DEPTH,
            max_nodes=options["max_nodes"] or explorer.DEFAULT_MAX_NODES)
    if output:
        explorer.save_html(html, output)
        print(f"wrote the explorer to {output}")
    else:
        sys.stdout.write(html)
    return 0

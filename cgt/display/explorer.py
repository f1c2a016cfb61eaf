"""The explorer: a game tree to click through, as a web page or a notebook widget.

CGSuite's Explorer and cgt-tools' widgets let one walk down a game's
options and see each one's value; this is ours. An :class:`Explorer` holds
the tree of a value (its canonical form's options) or of a ruleset's
position (its moves), grown on demand: each node has its value, outcome,
stops, mean, temperature and thermograph (SVG), the moves marked that are
dominated or reversible in their parent (Siegel, *CGT*, II.2, as
:mod:`cgt.display.explain` finds them) and the winning ones highlighted
(a move to a game that is ``>= 0`` wins for Left, ``<= 0`` for Right).

Three ways to look at it, one page (``explorer.js`` and ``explorer.css``
beside this module, inlined: no CDN, no network):

- :func:`explorer_html`: a self-contained HTML file (``cgt explore ... -o
  FILE.html``). A file cannot compute, so the tree is computed in advance
  to ``depth`` moves (and at most ``max_nodes`` nodes); a node below says
  that its moves are not in the file.
- :func:`serve` (``cgt explore ... --serve``): the same page from a server
  on localhost, which computes the children of any node when it is opened,
  so the tree has no bottom.
- :func:`explore` (``cgt.explore(g)`` in Jupyter): an anywidget widget
  (``pip install 'cgt-algebra[notebook]'``) that asks the kernel for the
  children of a node as the server does.

Each distinct value is described once (its thermograph drawn once), however
many nodes have it.

>>> import cgt
>>> tree = Explorer("{2|-1}")
>>> [node["label"] for node in tree.expand(0)["nodes"]]
['2', '-1']
>>> tree.describe("{2|-1}")["temperature"], tree.node(1)["wins"]
('3/2', True)
>>> marked = Explorer("{0,*|0,*,{1|0}}").expand(0)["nodes"]
>>> [(n["label"], n["mark"]) for n in marked if n["mark"]]
[('{1|0}', 'dominated')]
"""

from __future__ import annotations

import copy
import enum
import functools
import json
from collections import deque
from collections.abc import Callable
from fractions import Fraction
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, HTTPServer
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from cgt.core.dyadic import fraction_text
from cgt.core.outcome import Player
from cgt.display.explain import Step, explain, split_form
from cgt.display.game_graph import node_label
from cgt.errors import CGTError
from cgt.notation.render import OUTCOME_MEANINGS
from cgt.positions.kind import Kind, position_kind
from cgt.positions.position import Position
from cgt.values.game import Game, as_game
from cgt.values.make import parse_short
from cgt.values.stopper import SidedValue, Stopper

__all__ = ["DEFAULT_DEPTH", "DEFAULT_MAX_NODES", "Explorer", "Mark", "explore", "explorer_html",
           "make_server", "save_html", "serve"]

#: Moves computed in advance for a written page (``cgt explore -o``).
DEFAULT_DEPTH = 3
#: The most nodes a written page holds.
DEFAULT_MAX_NODES = 2000

# Read when this module is imported, so that a wheel without them fails the
# import of every module that tools/check_wheel.py does, not a user's click.
_ASSETS = files("cgt.display")
SCRIPT = _ASSETS.joinpath("explorer.js").read_text(encoding="utf-8")
STYLE = _ASSETS.joinpath("explorer.css").read_text(encoding="utf-8")


class Mark(enum.StrEnum):
    """Why a move is not one of the canonical form's options."""

    DOMINATED = "dominated"
    REVERSIBLE = "reversible"
    DUPLICATE = "duplicate"


class Explorer:
    """The tree of ``subject`` (a :class:`cgt.Game` or a number, game
    notation, or a short-game position of a ruleset), its nodes numbered from 0, the root.

    ``node(i)`` is what the page shows of node ``i``: ``label`` (a value, or
    a position's diagram), ``value`` (a key of :meth:`describe`), ``side``
    (``"L"``, ``"R"``, or ``"move"`` in an impartial game; None at the
    root), ``wins`` (the move to it wins for the side that made it),
    ``mark`` (a :class:`Mark` or None) and ``why``, ``moves`` (it has
    options), ``children`` (their numbers, or None until :meth:`expand`)
    and ``story`` (how its moves simplify to its canonical form, in the
    words of ``cgt tree``; None until :meth:`expand`). An explicit form
    written with braces shows its options as written, the dominated and
    reversible ones marked.
    """

    def __init__(self, subject: Game | str | Any, *, title: str | None = None) -> None:
        self._values: dict[str, dict[str, Any]] = {}
        self._subjects: list[Any] = []
        self._nodes: list[dict[str, Any]] = []
        self._written: tuple[list[str], list[str]] | None = None
        if isinstance(subject, str):
            text = subject.strip()
            root: Any = parse_short(text)
            self._written = split_form(text)
            named = f"{text} = {root}" if text != str(root) else text
        elif isinstance(subject, Game | int | Fraction):
            root = as_game(subject)
            named = str(root)
        elif isinstance(subject, Stopper | SidedValue):
            raise CGTError(f"cannot explore {subject}: it is a loopy value, and the explorer "
                           "shows short games")
        else:
            kind = position_kind(subject)
            if kind not in (Kind.PARTIZAN, Kind.IMPARTIAL):
                raise CGTError(f"cannot explore {subject}: it is a loopy position, and the "
                               "explorer shows short games (try cgt report or cgt dot)")
            if not isinstance(subject, Position):
                raise CGTError(f"cannot explore {subject!r}: the explorer shows a short game, "
                               "its notation, or a position of a ruleset")
            root = subject
            named = f"{type(subject).ruleset_title()}: {subject}"
        self.kind = "game" if isinstance(root, Game) else str(position_kind(root))
        self.title = title or named
        self._add(root, None, None)

    # -- nodes -----------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._nodes)

    def node(self, i: int) -> dict[str, Any]:
        """Node ``i`` as JSON-able data (a copy; a CGTError for a number not
        in the tree)."""
        return copy.deepcopy(self._node(i))

    def _node(self, i: int) -> dict[str, Any]:
        if not 0 <= i < len(self._nodes):
            raise CGTError(f"the explorer has no node {i} (its nodes are 0 to "
                           f"{len(self._nodes) - 1})")
        return self._nodes[i]

    def describe(self, key: str) -> dict[str, Any]:
        """The facts of the value printed ``key``: ``text``, ``outcome``,
        ``meaning``, ``left_stop``, ``right_stop``, ``mean``, ``temperature``
        (texts) and ``thermograph`` (an SVG picture)."""
        return self._values[key]

    def value_of(self, i: int) -> Game:
        """The value of node ``i``."""
        return self._value(self._subjects[i])

    def _value(self, subject: Any) -> Game:
        return subject if isinstance(subject, Game) else subject.value

    def _add(self, subject: Any, parent: int | None, side: str | None, wins: bool = False,
             step: Step | None = None, label: str | None = None) -> dict[str, Any]:
        value = self._value(subject)
        key = str(value)
        if key not in self._values:
            self._values[key] = _facts(value)
        if isinstance(subject, Game):
            moves = bool(subject.left or subject.right)
            shown = label if label is not None else key
        else:
            moves = any(True for _ in subject.left_moves()) or any(
                True for _ in subject.right_moves())
            shown = node_label(subject)
        node: dict[str, Any] = {
            "id": len(self._nodes), "parent": parent, "label": shown, "value": key,
            "side": side, "wins": wins, "mark": None, "why": None, "moves": moves,
            "children": None if moves else [], "story": None if moves else [],
        }
        if step is not None:
            node["mark"], node["why"] = str(Mark(step.kind)), step.text
        self._nodes.append(node)
        self._subjects.append(subject)
        return node

    def expand(self, i: int) -> dict[str, Any]:
        """Compute the children of node ``i`` (once) and return them as
        ``{"id": i, "story": [...], "nodes": [...], "values": {...}}``: the
        node's story, the children's nodes and the facts of their values,
        what the page adds to its tree."""
        node = self._node(i)
        if node["children"] is None:
            node["children"] = [child["id"] for child in self._grow(i)]
        children = [self._nodes[c] for c in node["children"]]
        return copy.deepcopy({"id": i, "story": node["story"], "nodes": children,
                              "values": {c["value"]: self._values[c["value"]] for c in children}})

    def _grow(self, i: int) -> list[dict[str, Any]]:
        subject = self._subjects[i]
        written = self._written if i == 0 else None
        sides: list[tuple[Player, list[Any], list[str] | None]]
        if isinstance(subject, Game) and written is not None:
            sides = [(Player.LEFT, [parse_short(t) for t in written[0]], written[0]),
                     (Player.RIGHT, [parse_short(t) for t in written[1]], written[1])]
        elif isinstance(subject, Game):
            sides = [(Player.LEFT, list(subject.left), None),
                     (Player.RIGHT, list(subject.right), None)]
        else:
            sides = [(Player.LEFT, list(subject.left_moves()), None),
                     (Player.RIGHT, list(subject.right_moves()), None)]
        values = [[self._value(s) for s in subjects] for _, subjects, _ in sides]
        story = explain(values[0], values[1])
        # Equal moves of a position are one option, and no fault to report (as in _marks).
        self._nodes[i]["story"] = [step.text for step in story.steps
                                   if written is not None or step.kind != Mark.DUPLICATE]
        impartial = self.kind == Kind.IMPARTIAL
        children = []
        for (side, subjects, texts), options in zip(sides, values):
            if impartial and side is Player.RIGHT:
                break  # the same moves as Left's
            marks = _marks(story.steps, side, options, repeats_marked=texts is not None)
            for j, (subject_j, value) in enumerate(zip(subjects, options)):
                wins = value >= 0 if side is Player.LEFT else value <= 0
                shown = "move" if impartial else side[0].upper()
                label = texts[j].strip() if texts is not None else None
                children.append(self._add(subject_j, i, shown, wins, marks.get(j), label))
        return children

    # -- the tree in advance ---------------------------------------------------------------

    def grow(self, depth: int = DEFAULT_DEPTH, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        """Expand the tree breadth first to ``depth`` moves below the root,
        stopping once it has ``max_nodes`` nodes (whole families: a node's
        children are all there or none)."""
        queue = deque([(0, 0)])
        while queue:
            i, level = queue.popleft()
            if level >= depth or len(self._nodes) >= max_nodes:
                continue
            for child in self.expand(i)["nodes"]:
                queue.append((child["id"], level + 1))

    def data(self, *, served: bool = False) -> dict[str, Any]:
        """The tree as far as it is computed: what the page starts from (a
        copy, which the tree growing later leaves as it was). ``served``:
        the page may ask for more (:func:`serve`, the widget)."""
        return copy.deepcopy({"title": self.title, "kind": self.kind, "served": served,
                              "nodes": self._nodes, "values": self._values})


def _marks(steps: list[Step], side: Player, options: list[Game], *, repeats_marked: bool,
           ) -> dict[int, Step]:
    """The step that removes each of ``side``'s ``options`` (by index) from
    the canonical form: every move to a dominated or reversible value is
    marked, not only the first (equal moves are one option to
    :func:`~cgt.display.explain.explain`). A value listed again is marked
    only in a form as written: two moves of a position to equal values are
    not a fault."""
    found: dict[int, Step] = {}
    for step in steps:
        if step.side != side or step.option is None:
            continue
        if step.kind == Mark.DUPLICATE:
            if repeats_marked:
                repeated = [i for i, o in enumerate(options) if o == step.option][1:]
                found.update((i, step) for i in repeated if i not in found)
            continue
        found.update((i, step) for i, o in enumerate(options)
                     if o == step.option and i not in found)
    return found


def _facts(g: Game) -> dict[str, Any]:
    letter = str(g.outcome)
    return {
        "text": str(g), "outcome": letter, "meaning": OUTCOME_MEANINGS[letter],
        "left_stop": fraction_text(g.left_stop), "right_stop": fraction_text(g.right_stop),
        "mean": fraction_text(g.mean), "temperature": fraction_text(g.temperature),
        "thermograph": g.thermograph.to_svg(width=300, height=220),
    }


# -- the page ----------------------------------------------------------------------------------


def _json_in_html(data: object) -> str:
    """JSON that may stand inside a ``<script>`` element: no ``</`` in it."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def page(tree: Explorer, *, served: bool = False) -> str:
    """The HTML page of ``tree`` as far as it is computed: script, style and
    data inline."""
    title = tree.title.replace("&", "&amp;").replace("<", "&lt;")
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>cgt explore: {title}</title><style>{STYLE}</style></head>\n<body>"
        "<div id='cgt-explorer'></div>\n"
        f"<script type='application/json' id='cgt-explorer-data'>"
        f"{_json_in_html(tree.data(served=served))}</script>\n"
        f"<script>{SCRIPT}\n"
        "renderExplorer(document.getElementById('cgt-explorer'),\n"
        "  JSON.parse(document.getElementById('cgt-explorer-data').textContent),\n"
        "  pageChildren);\n</script>\n</body></html>\n"
    )


def explorer_html(subject: Game | str | Any, *, depth: int = DEFAULT_DEPTH,
                  max_nodes: int = DEFAULT_MAX_NODES) -> str:
    """A self-contained HTML page exploring ``subject``, its tree computed
    to ``depth`` moves (at most ``max_nodes`` nodes).

    >>> html = explorer_html("{1|-1}", depth=1)
    >>> html.count("<script"), "src=" in html, '"±1"' in html
    (2, False, True)
    """
    tree = Explorer(subject)
    tree.grow(depth, max_nodes)
    return page(tree)


def save_html(html: str, path: str | Path) -> None:
    """Write the page ``html`` to ``path``; a file that cannot be written is
    a CGTError naming it."""
    try:
        Path(path).write_text(html, encoding="utf-8")
    except OSError as error:
        raise CGTError(f"cannot write the explorer to {str(path)!r}: "
                       f"{error.strerror or error}") from None


# -- served ------------------------------------------------------------------------------------


def make_server(subject: Game | str | Any, *, port: int = 0, host: str = "127.0.0.1",
                depth: int = 1) -> HTTPServer:
    """A server (not started: call ``serve_forever``) of the explorer of
    ``subject`` on ``host:port`` (port 0: a free one, ``server_address``
    says which): ``/`` is the page, computed to ``depth`` moves, and
    ``/children?id=N`` the children of node N as JSON. It answers one
    request at a time, so the solver is never entered twice at once."""
    tree = Explorer(subject)
    tree.grow(depth)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            url = urlsplit(self.path)
            if url.path == "/":
                self._answer(page(tree, served=True), "text/html")
                return
            if url.path == "/favicon.ico":  # asked by every browser: no icon, and no error
                self.send_response(HTTPStatus.NO_CONTENT)
                self.end_headers()
                return
            if url.path != "/children":
                self.send_error(HTTPStatus.NOT_FOUND)
                return
            try:
                i = int(parse_qs(url.query).get("id", [""])[0])
                answer = _json_in_html(tree.expand(i))
            except (ValueError, CGTError) as error:
                self.send_error(HTTPStatus.BAD_REQUEST, str(error))
                return
            self._answer(answer, "application/json")

        def _answer(self, text: str, kind: str) -> None:
            body = text.encode("utf-8")
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", f"{kind}; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            pass  # the terminal shows the address, not every click

    try:
        return HTTPServer((host, port), Handler)
    except OSError as error:
        raise CGTError(f"cannot serve the explorer on {host}:{port}: "
                       f"{error.strerror or error}") from None


def serve(subject: Game | str | Any, *, port: int = 8765, host: str = "127.0.0.1",
          announce: Callable[[str], None] = print) -> None:
    """Serve the explorer of ``subject`` at ``http://host:port/`` until
    interrupted (``cgt explore ... --serve``)."""
    server = make_server(subject, port=port, host=host)
    address = f"http://{host}:{server.server_address[1]}/"
    announce(f"exploring at {address} (Ctrl-C stops)")
    try:
        server.serve_forever()
    finally:
        server.server_close()


# -- the notebook widget -----------------------------------------------------------------------

#: The widget's module: the page's script, and anywidget's entry point,
#: which asks the kernel for a node's children as the page asks the server.
WIDGET_MODULE = SCRIPT + """
export default {
  render({ model, el }) {
    const pending = new Map();
    const listen = (message) => {
      if (message && message.kind === "children" && pending.has(message.id)) {
        pending.get(message.id)(message);
        pending.delete(message.id);
      }
    };
    model.on("msg:custom", listen);
    const ask = (id) => new Promise((resolve) => {
      pending.set(id, resolve);
      model.send({ kind: "expand", id });
    });
    renderExplorer(el, model.get("data"), ask);
    return () => model.off("msg:custom", listen);
  },
};
"""


def explore(subject: Game | str | Any, *, depth: int = 1) -> Any:
    """A Jupyter widget exploring ``subject`` (a Game, notation or a
    position): click a node to open its moves, computed by the kernel.
    Needs anywidget (``pip install 'cgt-algebra[notebook]'``).

    >>> import cgt
    >>> widget = cgt.explore(cgt.parse("{2|-1}"))  # doctest: +SKIP
    """
    tree = Explorer(subject)
    tree.grow(depth)
    widget = _widget_class()(data=tree.data(served=True))

    def answer(_: Any, content: Any, buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("kind") != "expand":
            return
        try:
            reply = {"kind": "children", **tree.expand(int(content["id"]))}
        except (ValueError, KeyError, CGTError) as error:
            reply = {"kind": "children", "id": content.get("id"), "nodes": [], "values": {},
                     "error": str(error)}
        widget.send(reply)

    widget.on_msg(answer)
    return widget


@functools.cache
def _widget_class() -> type:
    """The widget class, made once, when anywidget is first needed."""
    try:
        import anywidget
        import traitlets
    except ImportError:
        raise CGTError("cgt.explore() needs anywidget, which is not installed: "
                       "pip install 'cgt-algebra[notebook]' (or write a page with "
                       "cgt explore ... -o FILE.html)") from None

    class ExplorerWidget(anywidget.AnyWidget):
        """The explorer in a notebook: ``data`` is the tree so far."""

        _esm = WIDGET_MODULE
        _css = STYLE
        data = traitlets.Dict().tag(sync=True)

    return ExplorerWidget

"""``cgt repl``: an interactive Python session for games.

The ``cgt`` names are loaded (``parse``, ``game``, ``star``, ``UP``, ...),
the rulesets that import are too (``Nim``, ``Wythoff``, ``Alquerkonane``,
...), and results print with rich: games in their outcome's colour with the
outcome in words, positions as boards.

A line written in game notation is read by :func:`cgt.parse` and gives a
game; any other line is Python. So ``{1|-1} + *`` is the game ``±1*``,
``3/4`` is the number 3/4 (a game), and ``1/3`` (not a dyadic number, so
not notation) is Python's 0.333... A line that uses a name defined in the
session is always Python (``v = 5`` and then ``v`` gives 5, not down).
Notation is never ``eval``-ed: only :func:`cgt.parse` reads it.

History and tab completion come from :mod:`readline` where the terminal
has it; the history is kept in ``~/.cgt_history`` (``CGT_HISTORY`` names
another file; empty: none).

>>> console = GameConsole()
>>> console.as_game("{1|-1} + *")
cgt.parse('±1*')
>>> console.as_game("print(1)") is None, console.as_game("1/3") is None
(True, True)
"""

from __future__ import annotations

import builtins
import code
import os
import re
import sys
from typing import Any

import cgt
from cgt.errors import CGTError

__all__ = ["GameConsole", "interact", "namespace"]

_NAME = re.compile(r"[A-Za-z_]\w*")
#: Characters that only game notation uses at the start or around bars.
_NOTATION_HINTS = ("|", "^", "±", "+-")


def namespace() -> dict[str, Any]:
    """The names a session starts with: cgt's, the rulesets' and helpers."""
    names: dict[str, Any] = {"cgt": cgt}
    for name in cgt.__all__:
        names[name] = getattr(cgt, name)
    from cgt.games.registry import RULESETS, RulesetError

    for name in RULESETS:
        try:
            cls = RULESETS[name].cls
        except RulesetError:
            continue  # a broken ruleset is reported when used, not at start-up
        module = sys.modules[cls.__module__]
        for public in getattr(module, "__all__", [cls.__name__]):
            names[public] = getattr(module, public)
    names["report"] = report
    names["tree"] = tree
    return names


def report(thing: object) -> None:
    """Print the report of a position (as ``cgt report``) or the facts of a game."""
    from rich.console import Console

    from cgt.display import facts
    from cgt.display import report as reports
    from cgt.positions.picture import Displayable

    console = Console(highlight=False)
    if isinstance(thing, (str, cgt.Game)):
        g = cgt.parse(thing) if isinstance(thing, str) else thing
        console.print(reports.facts_panel(str(thing), facts.game_facts(g)))
        return
    if not isinstance(thing, Displayable):
        raise CGTError(f"{thing!r} is neither a game nor a position")
    console.print(reports.position_report(thing, facts.position_facts(thing)))


def tree(thing: object, depth: int | None = None) -> None:
    """Print the game tree of notation text, a game or a position (as ``cgt tree``)."""
    from rich.console import Console

    from cgt.display.trees import expression_tree, position_tree

    console = Console(highlight=False)
    if isinstance(thing, (str, cgt.Game)):
        console.print(expression_tree(str(thing), depth=depth or 6))
    else:
        console.print(position_tree(thing, depth=depth or 2))


def show(value: object) -> None:
    """The display hook: games coloured with their outcome, positions as
    boards, everything else pretty-printed by rich."""
    if value is None:
        return
    builtins._ = value  # type: ignore[attr-defined]
    from rich.console import Console
    from rich.pretty import Pretty
    from rich.text import Text

    from cgt.notation.render import OUTCOME_MEANINGS, game_rich
    from cgt.positions.picture import Displayable, position_rich

    console = Console(highlight=False)
    if isinstance(value, cgt.Game):
        letter = str(value.outcome)
        console.print(Text.assemble(game_rich(value), (f"   {letter}: {OUTCOME_MEANINGS[letter]}",
                                                       "dim")))
    elif isinstance(value, Displayable):
        console.print(position_rich(value))
    else:
        console.print(Pretty(value))


class GameConsole(code.InteractiveConsole):
    """An interactive console that reads game notation as games, Python otherwise."""

    def __init__(self, names: dict[str, Any] | None = None) -> None:
        super().__init__(locals=names if names is not None else {"cgt": cgt}, filename="<cgt>")
        self._preloaded = set(self.locals)

    def as_game(self, source: str) -> cgt.Game | None:
        """The game ``source`` writes in notation; None when it is Python."""
        text = source.strip()
        if not text or self._uses_session_names(text):
            return None
        try:
            return cgt.parse(text)
        except CGTError:
            return None

    def _uses_session_names(self, text: str) -> bool:
        defined = set(self.locals) - self._preloaded
        return any(name in defined for name in _NAME.findall(text))

    def runsource(self, source: str, filename: str = "<cgt>", symbol: str = "single") -> bool:
        game = self.as_game(source)
        if game is not None:
            self.locals["_"] = game
            show(game)
            return False
        if self._looks_like_notation(source):
            try:
                complete = code.compile_command(source, filename, symbol) is not None
            except (SyntaxError, OverflowError, ValueError):
                complete = False
            if not complete:  # neither Python nor complete: the notation error helps most
                try:
                    cgt.parse(source.strip())
                except CGTError as error:
                    self.write(f"{error}\n")
                    return False
        return super().runsource(source, filename, symbol)

    @staticmethod
    def _looks_like_notation(source: str) -> bool:
        text = source.strip()
        if any(hint in text for hint in _NOTATION_HINTS):
            return ":" not in text and "=" not in text.replace("==", "")
        return text.startswith("{") and ":" not in text


def _readline(names: dict[str, Any]) -> None:
    """History and tab completion, where readline exists and stdin is a terminal."""
    if not sys.stdin.isatty():
        return
    try:
        import readline
        import rlcompleter
    except ImportError:  # e.g. Windows without pyreadline
        return
    readline.set_completer(rlcompleter.Completer(names).complete)
    if "libedit" in (readline.__doc__ or ""):
        readline.parse_and_bind("bind ^I rl_complete")
    else:
        readline.parse_and_bind("tab: complete")
    history = os.environ.get("CGT_HISTORY", os.path.join(os.path.expanduser("~"), ".cgt_history"))
    if not history:
        return
    try:
        readline.read_history_file(history)
    except OSError:
        pass
    readline.set_history_length(2000)
    import atexit

    def save() -> None:
        try:
            readline.write_history_file(history)
        except OSError:
            pass

    atexit.register(save)


BANNER = """cgt {version}: exact values of combinatorial games.
A line in game notation is a game:  {{1|-1}} + *   ^ - *   {{3||2|1}}
Anything else is Python: parse, game, nimber, up, switch, Nim, Wythoff, ...
report(x) and tree(x) print a report and a game tree. Ctrl-D quits."""


def interact(banner: bool = True) -> int:
    """Run the session on the terminal (or on a script piped to stdin); the exit status."""
    names = namespace()
    console = GameConsole(names)
    _readline(names)
    previous = sys.displayhook
    sys.displayhook = show
    try:
        console.interact(banner=BANNER.format(version=cgt.__version__) if banner else "",
                         exitmsg="")
    finally:
        sys.displayhook = previous
    return 0

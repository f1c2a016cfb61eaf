"""``cgt repl``: an interactive Python session for games.

The ``cgt`` names are loaded (``parse``, ``game``, ``star``, ``UP``, ...),
the rulesets that import are too (``Nim``, ``Wythoff``, ``Alquerkonane``,
...), and results print with rich: games in their outcome's colour with the
outcome in words, positions as boards.

A line written in game notation is read by :func:`cgt.parse` and gives a
game; any other line is Python. So ``{1|-1} + *`` is the game ``±(1*)``,
``3/4`` is the number 3/4 (a game), and ``1/3`` (not a dyadic number, so
not notation) is Python's 0.333... A line that uses a name defined in the
session is always Python (``v = 5`` and then ``v`` gives 5, not down).
An assignment whose right side is notation assigns the game: ``x = {2|1}``
makes ``x`` the game ``{2|1}``, never the Python set ``{3}``, and
``h = 3/4`` the number 3/4, not the float 0.75 (whole numbers stay Python's
ints). Braces with a bar that Python would still read as a set
(``{3|2|1}``, which is ambiguous notation) give the notation error
instead, or a warning when the line is Python anyway (``print({2|1})``).
A float met in arithmetic with a game (``x + 1/2`` is Python's
``x + 0.5``) gives a one-line message, not a traceback: a game's numbers
are exact (``Fraction(1, 2)``, ``parse("1/2")``).
Notation is never ``eval``-ed: only :func:`cgt.parse` reads it; Python's
:mod:`ast` only looks at a line's shape.

History and tab completion come from :mod:`readline` where the terminal
has it; the history is kept in ``~/.cgt_history`` (``CGT_HISTORY`` names
another file; empty: none).

>>> console = GameConsole()
>>> console.as_game("{1|-1} + *")
cgt.parse('±(1*)')
>>> console.as_game("print(1)") is None, console.as_game("1/3") is None
(True, True)
>>> console.notation_assignment("x = {2|1}")
('x', cgt.parse('{2|1}'))
"""

from __future__ import annotations

import ast
import builtins
import code
import io
import keyword
import os
import re
import sys
import tokenize
from fractions import Fraction
from typing import Any

import cgt
from cgt.display.calculator import calculate, operations
from cgt.errors import CGTError
from cgt.notation.expression import tokenize as tokenize_expression
from cgt.notation.expression import words

__all__ = ["GameConsole", "interact", "namespace"]

#: ``name = right side`` (not ``==``, not ``name == ...``).
_ASSIGNMENT = re.compile(r"\s*([A-Za-z_]\w*)\s*=(?!=)(.*)", re.DOTALL)
#: The TypeError Python raises for an operator between a Game and a float.
_GAME_AND_FLOAT = re.compile(r"'(?:Game|float)' and '(?:Game|float)'")
#: Characters that only game notation uses at the start or around bars.
_NOTATION_HINTS = ("|", "^", "±", "+-")


def namespace() -> dict[str, Any]:
    """The names a session starts with: cgt's, the rulesets' and helpers."""
    names: dict[str, Any] = {"cgt": cgt, "Fraction": Fraction}
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
    for name, operation in operations().items():  # cool(g, 1), tiny(2), ...
        names.setdefault(name, operation)
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
        if not isinstance(g, (cgt.Game, cgt.Stopper, cgt.SidedValue)):
            console.print(str(g))  # a transfinite value: its text is its report
            return
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

    from cgt.display.game_graph import outcome_of
    from cgt.notation.render import OUTCOME_MEANINGS
    from cgt.positions.picture import Displayable, position_rich

    console = Console(highlight=False)
    if isinstance(value, (cgt.Game, cgt.Stopper, cgt.SidedValue, cgt.MisereGame, cgt.GameForm,
                          cgt.SurrealNumber, cgt.TransfiniteNimber, cgt.Ordinal)):
        # Each kind draws itself (__rich__) in its outcome's colour.
        letter = outcome_of(value)
        console.print(Text.assemble(value.__rich__(),
                                    (f"   {letter}: {OUTCOME_MEANINGS[letter]}", "dim")))
    elif isinstance(value, cgt.MisereQuotient):  # a monoid: no outcome
        console.print(value.__rich__())
    elif isinstance(value, Displayable):
        console.print(position_rich(value))
    else:
        console.print(Pretty(value))


class GameConsole(code.InteractiveConsole):
    """An interactive console that reads game notation as games, Python otherwise."""

    def __init__(self, names: dict[str, Any] | None = None) -> None:
        super().__init__(locals=names if names is not None else {"cgt": cgt}, filename="<cgt>")
        self.locals[BRACE_GAME] = self.brace_game
        self._preloaded = set(self.locals)
        self._source = ""  # the source being run, for the message about floats

    def as_game(self, source: str) -> Any:
        """What ``source`` gives in the expression language (a game, or a
        comparison's truth, an operation's number); None when it is Python:
        when the language cannot read it, or when it uses a name of the
        session that is not a game (``v = 5``: then ``v + 1`` is 6)."""
        text = source.strip()
        try:
            used = words(tokenize_expression(text))
        except CGTError:
            return None
        games = self._session_games()
        if not text or any(name in self._defined() and name not in games for name in used):
            return None
        try:
            return calculate(text, games)
        except CGTError:
            return None

    def _defined(self) -> set[str]:
        return set(self.locals) - self._preloaded

    def brace_game(self, text: str) -> Any:
        """The game of a brace group ``{L | R}`` met in a Python line; the
        session's games may stand in it (``{g|-1}``)."""
        return calculate(text, self._session_games())

    def _session_games(self) -> dict[str, Any]:
        """The games the session defined, by name."""
        return {name: value for name, value in self.locals.items()
                if name not in self._preloaded
                and isinstance(value, (cgt.Game, cgt.Stopper, cgt.SidedValue))}


    def notation_assignment(self, source: str) -> tuple[
            str, cgt.Game | cgt.Stopper | cgt.SidedValue] | None:
        """``(name, game)`` when ``source`` assigns notation to a name
        (``x = {2|1}``, ``h = 3/4``); None otherwise, and for integers, which
        stay Python's (``n = 5``: an int is a game wherever a game is expected)."""
        name, right = _assignment(source)
        if name is None or right is None or _is_integer_arithmetic(right):
            return None
        game = self.as_game(right)
        return None if game is None else (name, game)

    def runsource(self, source: str, filename: str = "<cgt>", symbol: str = "single") -> bool:
        self._source = source
        game = self.as_game(source)
        if game is not None:
            self.locals["_"] = game
            show(game)
            return False
        assigned = self.notation_assignment(source)
        if assigned is not None:
            self.locals[assigned[0]] = assigned[1]
            return False
        right = _assignment(source)[1]
        if self._notation_error(source, filename, symbol, assignment=False) or (
                right is not None and self._notation_error(right, filename, symbol,
                                                           assignment=True)):
            return False
        return super().runsource(games_in_braces(source), filename, symbol)

    def _notation_error(self, text: str, filename: str, symbol: str, *, assignment: bool
                        ) -> bool:
        """Print the notation error of ``text`` when it is meant as notation:
        it looks like notation, and Python reads it as nothing (bad or
        incomplete Python; for an assignment's right side, incomplete with a
        bar or an arrow, so that ``d = {`` may go on over lines as Python) or
        as a set with a bar that uses no name of the session (``{3|2|1}``).
        True when printed."""
        if not self._looks_like_notation(text):
            return False
        try:
            source = text.strip() if assignment else text
            complete = code.compile_command(source, filename, symbol) is not None
            broken = False
        except (SyntaxError, OverflowError, ValueError):
            complete, broken = False, True
        hinted = any(hint in text for hint in _NOTATION_HINTS)
        meant = broken or (not complete and (hinted or not assignment))
        if not meant:
            return False
        try:
            calculate(text.strip())
        except CGTError as error:
            self.write(f"{error}\n")
            return True
        return False

    def showtraceback(self) -> None:
        """A one-line message for a float met in arithmetic with a game;
        the usual traceback for any other error."""
        error = sys.exc_info()[1]
        if isinstance(error, CGTError):  # bad notation or a bad operation: its message
            self.write(f"{error}\n")
            return
        if isinstance(error, TypeError) and _GAME_AND_FLOAT.search(str(error)):
            line = " ".join(self._source.split())
            self.write(f"{line!r}: a float is not a game ({error}); a game's numbers are "
                       "exact: write 1/2 as Fraction(1, 2) or parse('1/2')\n")
            return
        super().showtraceback()

    @staticmethod
    def _looks_like_notation(source: str) -> bool:
        text = source.strip()
        if any(hint in text for hint in _NOTATION_HINTS):
            return ":" not in text and "=" not in text.replace("==", "")
        return text.startswith("{") and ":" not in text


def _assignment(source: str) -> tuple[str, str] | tuple[None, None]:
    """``(name, right side)`` of ``name = right side``; ``(None, None)`` otherwise."""
    found = _ASSIGNMENT.fullmatch(source)
    if found is None or keyword.iskeyword(found[1]):
        return None, None
    return found[1], found[2]


def _is_integer_arithmetic(source: str) -> bool:
    """Whether ``source`` is whole numbers with ``+``, ``-`` and parentheses,
    which Python and the notation read alike (``5``, ``-2 + 3``)."""
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return False
    allowed = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Add, ast.Sub, ast.USub, ast.UAdd)
    return all(isinstance(node, allowed) or (isinstance(node, ast.Constant) and type(node.value)
                                             is int) for node in ast.walk(tree))


#: The name under which a session finds :meth:`GameConsole.brace_game`.
BRACE_GAME = "__cgt_game__"


def games_in_braces(source: str) -> str:
    """``source`` with each brace group that has a bar at its top level
    (``{2|-1}``, never a Python set or dict) replaced by a call that makes the
    game, wherever it stands in the line; found with Python's own tokenizer,
    and ``source`` unchanged when that cannot read it.

    >>> games_in_braces("g = {2|-1}; g.cool(1)")
    "g = __cgt_game__('{2|-1}'); g.cool(1)"
    >>> games_in_braces("print({3||2|1} > 0, {1, 2} | {3})")
    "print(__cgt_game__('{3||2|1}') > 0, {1, 2} | {3})"
    """
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return source
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row_column: tuple[int, int]) -> int:
        return starts[row_column[0] - 1] + row_column[1]

    groups: list[tuple[int, int]] = []
    opened: list[tuple[int, str, bool]] = []  # (offset, bracket, has a bar at its top)
    for token in tokens:
        if token.type != tokenize.OP:
            continue
        if token.string in "([{":
            opened.append((offset(token.start), token.string, False))
        elif token.string in ")]}" and opened:
            start, bracket, bar = opened.pop()
            if bracket == "{" and bar:  # the groups inside it are part of it
                groups = [g for g in groups if g[0] < start] + [(start, offset(token.end))]
        elif token.string in ("|", "||") and opened and opened[-1][1] == "{":
            opened[-1] = (opened[-1][0], "{", True)
    for start, end in sorted(groups, reverse=True):
        source = f"{source[:start]}{BRACE_GAME}({source[start:end]!r}){source[end:]}"
    return source


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
A line in game notation is a game:  {{1|-1}} + *   ^ - *   {{3||2|1}}   x = {{2|1}}
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

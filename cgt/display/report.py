"""Reports for people: the facts of :mod:`cgt.display.facts` as rich renderables.

One colour per outcome everywhere, always with words beside it: Left
(``L``) blue, Right (``R``) red, the first player (``N``) green, the second
player (``P``) yellow. Loopy positions say "win", "loss" or "draw" for the
side to move: a win is green like ``N`` (the mover wins), a loss yellow like
``P`` (the other side wins), a draw magenta.

A value's own renderings are :mod:`cgt.notation.render`, a board's
:mod:`cgt.positions.picture`; these are the panels and tables of the ``cgt``
command and of the REPL. rich is imported inside the functions that need
it, never by ``import cgt``.

>>> import cgt
>>> from rich.console import Console
>>> from cgt.display.facts import game_facts
>>> console = Console(width=60, color_system=None)
>>> with console.capture() as captured:
...     console.print(facts_panel("{2|-1/2}", game_facts(cgt.parse("{2|-1/2}"))))
>>> "Temperature" in captured.get() and "5/4" in captured.get()
True
>>> outcome_text(cgt.Outcome.N).plain
'N: the first player wins'
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cgt.core.dyadic import fraction_text
from cgt.core.outcome import Player, Verdict
from cgt.display.grids import GRID_CELL_WIDTH, grid_lines, grid_rich
from cgt.notation.colours import (
    OUTCOME_COLOURS,
    OUTCOME_MEANINGS,
    OUTCOME_STYLES,
    RESULT_MEANINGS,
    RESULT_STYLES,
)
from cgt.positions.picture import Displayable, board_rich, position_svg

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import RenderableType
    from rich.text import Text


__all__ = [
    "GRID_CELL_WIDTH",
    "OUTCOME_COLOURS",
    "OUTCOME_MEANINGS",
    "OUTCOME_STYLES",
    "RESULT_MEANINGS",
    "RESULT_STYLES",
    "facts_panel",
    "grid_lines",
    "grid_rich",
    "outcome_text",
    "plain_lines",
    "position_html",
    "position_lines",
    "position_report",
    "position_rows",
    "result_text",
    "value_rows",
]

# -- values -------------------------------------------------------------------------------


def outcome_text(outcome: object) -> Text:
    """``"N: the first player wins"`` with the letter in the outcome's colour."""
    from rich.text import Text

    letter = str(outcome)
    return Text.assemble((letter, OUTCOME_STYLES[letter]), f": {OUTCOME_MEANINGS[letter]}")


def _yes_no(flag: bool, detail: str = "") -> Text:
    from rich.text import Text

    if not flag:
        return Text("no", style="dim")
    return Text.assemble(("yes", "green"), (f", {detail}" if detail else ""))


def value_rows(expression: str, facts: dict[str, Any]) -> list[tuple[str, Text]]:
    """The rows ``(label, text)`` of ``cgt value``: the panel's and the plain lines'."""
    from rich.text import Text

    # Text objects, not markup strings: notation such as "[" is shown as typed.
    if "result" in facts:  # not a game: what a comparison or an operation gives
        return [("Expression", Text(expression)), ("Result", Text(facts["result"],
                                                                  style="bold"))]
    if facts.get("value_kind") == "misere_quotient":  # a monoid, not a game: no outcome
        return [("Expression", Text(expression)), ("Value", Text(facts["value"])),
                ("Order", Text(str(facts["order"]))),
                ("Presentation", Text(facts["presentation"])),
                ("P-portion", Text(facts["p_portion"]))]
    outcome = facts["outcome"]
    rows: list[tuple[str, Text]] = [
        ("Expression", Text(expression)),
        ("Value", Text(facts["value"], style=OUTCOME_STYLES[outcome])),
        ("Outcome", outcome_text(outcome)),
    ]
    if "onside" in facts:  # a loopy value that is not a stopper: G = onside & offside
        rows += [("Onside", Text(facts["onside"])), ("Offside", Text(facts["offside"])),
                 ("Loopy", Text("not a stopper: play may alternate for ever"))]
        return rows
    if facts.get("value_kind") == "misere":
        rows += [("Play", Text("misère: the last player to move loses")),
                 ("Birthday", Text(str(facts["birthday"])))]
        if "genus" in facts:  # impartial: a misère canonical form
            rows += [("Nim values", Text(f"G+ = {facts['nim_value']}, "
                                         f"G- = {facts['misere_nim_value']}")),
                     ("Genus", Text(facts["genus"]))]
        return rows
    if facts.get("value_kind") == "transfinite":
        rows.append(("Kind", Text(f"transfinite: {facts['number_kind']}")))
        if "birthday" in facts:
            rows.append(("Birthday", Text(facts["birthday"])))
        return rows
    if facts.get("is_stopper"):  # a loopy value: a stopper
        rows += [("Left stop", Text(facts["left_stop"], style="blue")),
                 ("Right stop", Text(facts["right_stop"], style="red")),
                 ("Degree", Text(facts["degree"])),
                 ("Loopy", Text("a stopper: no play alternates for ever"))]
        return rows
    rows += [
        ("Birthday", Text(fraction_text(facts["birthday"]))),
        ("Left stop", Text(fraction_text(facts["left_stop"]), style="blue")),
        ("Right stop", Text(fraction_text(facts["right_stop"]), style="red")),
    ]
    if "mean" in facts:
        rows.append(("Mean", Text(fraction_text(facts["mean"]))))
    if "temperature" in facts:
        temperature = facts["temperature"]
        note = ""
        if temperature < 0:
            note = " (a number: cold)"
        elif temperature == 0:
            note = " (tepid: an infinitesimal part)" if not facts["is_number"] else ""
        else:
            note = " (hot: moving first is worth something)"
        rows.append(("Temperature", Text(fraction_text(temperature) + note)))
    number = fraction_text(facts["number"]) if "number" in facts else ""
    rows.append(("Number", _yes_no(facts["is_number"], number)))
    nim_value = facts.get("nim_value")
    rows.append(("Nimber", _yes_no(facts["is_nimber"],
                                   f"nim value {fraction_text(nim_value)}" if nim_value is not None
                                   else "")))
    rows.append(("Infinitesimal", _yes_no(facts["is_infinitesimal"])))
    rows.append(("Impartial", _yes_no(facts["is_impartial"])))
    return rows


def _label_grid(rows: Iterable[tuple[str, Text]]) -> Any:
    from rich.table import Table

    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, text in rows:
        grid.add_row(label, text)
    return grid


def plain_lines(rows: Iterable[tuple[str, Text]]) -> list[str]:
    """Rows as plain lines ``Label: text``, for scripts (``--plain``).

    >>> import cgt
    >>> from cgt.display.facts import game_facts
    >>> plain_lines(value_rows("{1|-1}", game_facts(cgt.parse("{1|-1}"))))[1:3]
    ['Value: ±1', 'Outcome: N: the first player wins']
    """
    return [f"{label}: {text.plain}" for label, text in rows]


def facts_panel(expression: str, facts: dict[str, Any]) -> RenderableType:
    """A rich Panel showing the facts of the game that ``expression`` denotes."""
    from rich import box
    from rich.panel import Panel

    return Panel(_label_grid(value_rows(expression, facts)), title="cgt value",
                 title_align="left", box=box.ROUNDED, expand=False)


# -- loopy results --------------------------------------------------------------------------


def result_text(result: object, player: str | None = None, *, words: bool = True) -> Text:
    """``"bear to move: loss in 10"`` in the result's colour, with words."""
    from rich.text import Text

    outcome = getattr(result, "outcome", str(result))
    text = Text()
    if player:
        text.append(f"{player} to move: ")
    text.append(str(result), style=RESULT_STYLES.get(outcome, "bold"))
    if words:
        text.append(f" ({RESULT_MEANINGS.get(outcome, '')})", style="dim")
    return text


# -- boards ------------------------------------------------------------------------------------


def position_html(position: Displayable) -> str:
    """An HTML snippet: the board picture (or the diagram as text) and the value if known."""
    picture = position_svg(position) or f"<pre>{html.escape(str(position))}</pre>"
    known = position.known_value()
    caption = f"<div><small>value {html.escape(str(known))}</small></div>" if known else ""
    return f"<div class='cgt-position'>{picture}{caption}</div>"


# -- reports on positions ---------------------------------------------------------------------


def position_rows(position: Displayable, facts: dict[str, Any]) -> list[tuple[str, Text]]:
    """The rows ``(label, text)`` of ``cgt report`` before the moves: position,
    value, outcome, Grundy value or stops, or the results of a loopy game."""
    from rich.text import Text

    kind = facts["kind"]
    board = board_rich(position)
    one_line = "\n" not in board.plain and board.plain == facts["position"]
    rows: list[tuple[str, Text]] = [("Position", board if one_line else Text(facts["position"]))]
    if kind in ("impartial", "partizan"):
        outcome = facts["outcome"]
        rows.append(("Value", Text(facts["value"], style=OUTCOME_STYLES[outcome])))
        rows.append(("Outcome", outcome_text(outcome)))
        if kind == "impartial":
            grundy = facts["grundy"]  # a ruleset's own value may be a word (loony)
            rows.append((facts.get("grundy_label", "Grundy value"),
                         Text(fraction_text(grundy) if isinstance(grundy, int) else str(grundy))))
            if "misere_outcome" in facts and "misere" not in facts:  # else: --misere's rows
                misere = facts["misere_outcome"]
                rows.append(("Misère play", Text.assemble(
                    (misere, OUTCOME_STYLES[misere]), f": {OUTCOME_MEANINGS[misere]}",
                    (" (taking the last token loses)", "dim"))))
        else:
            rows.append(("Stops", Text.assemble(
                (fraction_text(facts["left_stop"]), "blue"), " (Left first), ",
                (fraction_text(facts["right_stop"]), "red"), " (Right first)")))
            if "temperature" in facts:
                rows.append(("Mean, temperature",
                             Text(f"{facts['mean']}, {facts['temperature']}")))
    elif kind == "loopy":
        rows.append(("Result", result_text(_Result(facts["result"]), facts["player"])))
        if "grundy" in facts:  # a loopy impartial ruleset: n, or ∞ with its escapes
            rows.append(("Grundy value", Text(facts["grundy"])))
        limit = facts.get("move_limit")
        if limit:
            rows.append(("Move limit", Text(
                f"{limit['max_plies']} plies; at the limit: {limit['on_limit']} wins"
                if limit["on_limit"] != "draw" else f"{limit['max_plies']} plies, then a draw")))
    else:
        if "value" in facts:  # the loopy value of the position (a stopper or a sided value)
            rows.append(("Value", Text(facts["value"], style=OUTCOME_STYLES.get(
                facts.get("outcome", ""), "bold"))))
            if "onside" in facts:
                rows.append(("Onside, offside", Text(f"{facts['onside']}, {facts['offside']}")))
        rows.append(("Left moves first", result_text(_Result(facts["left_result"]), "Left")))
        rows.append(("Right moves first", result_text(_Result(facts["right_result"]), "Right")))
        if "outcome" in facts:
            rows.append(("Outcome", outcome_text(facts["outcome"])))
    if "misere" in facts:
        rows += _misere_rows(facts["misere"])
    return rows


def _misere_rows(misere: dict[str, Any]) -> list[tuple[str, Text]]:
    """The rows of ``cgt report --misere`` (:func:`cgt.display.facts.misere_facts`)."""
    from rich.text import Text

    outcome = misere["outcome"]
    rows = [("Misère outcome", Text.assemble(
        (outcome, OUTCOME_STYLES[outcome]), f": {OUTCOME_MEANINGS[outcome]}",
        (" (the last player to move loses)", "dim")))]
    if "note" in misere:
        return [*rows, ("Misère note", Text(misere["note"], style="dim"))]
    rows.append(("Misère value", Text(misere["value"]) if "value" in misere
                 else Text(misere["value_note"], style="dim")))
    if "universe" in misere:  # a partizan ruleset's value: no nim value, no quotient
        return [*rows, ("Misère value is", Text(misere["universe"], style="dim"))]
    rows.append(("Misère nim value, genus",
                 Text(f"{misere['nim_value']}, {misere['genus']}") if "genus" in misere
                 else Text(misere["tree_note"], style="dim")))
    rows.append(("Misère decided by", Text(misere["decided_by"], style="dim")))
    return rows


def position_report(position: Displayable, facts: dict[str, Any]) -> RenderableType:
    """The rich report of ``cgt report``: board, value, outcome in words and
    colour, Grundy value, winning moves with the positions they lead to."""
    from rich import box
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    title = type(position).ruleset_title()
    rows = position_rows(position, facts)
    board = board_rich(position)
    one_line = rows[0][1] is board
    grid = _label_grid(rows)
    parts: list[Any] = [grid] if one_line else [board, Text(""), grid]
    parts.append(Text(""))
    for section in _move_sections(facts, facts["kind"]):
        if isinstance(section, Text):
            parts.append(section)
            continue
        parts.append(Text(section.title, style=section.style))
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column("move to", overflow="fold")
        table.add_column(section.header, overflow="fold")
        for row in section.rows:
            table.add_row(*row)
        parts.append(table)
    return Panel(Group(*parts), title=f"cgt report: {title}", title_align="left",
                 box=box.ROUNDED, expand=False)


def position_lines(position: Displayable, facts: dict[str, Any]) -> list[str]:
    """The report of ``cgt report`` as plain lines ``Label: text``: one line
    per fact, then one per winning move (``--plain``, or not a terminal).

    >>> from cgt.display.facts import position_facts
    >>> from cgt.games.nim import Nim
    >>> for line in position_lines(Nim([1, 2]), position_facts(Nim([1, 2]))):
    ...     print(line)
    Ruleset: Nim
    Position: o oo
    Value: *3
    Outcome: N: the first player wins
    Grundy value: 3
    Winning moves (to Grundy value 0): o o (value: 0)
    """
    from rich.text import Text

    lines = [f"Ruleset: {type(position).ruleset_title()}"]
    lines += plain_lines(position_rows(position, facts))
    for section in _move_sections(facts, facts["kind"]):
        if isinstance(section, Text):
            lines.append(section.plain)
            continue
        lines += [f"{section.title}: {move.plain} ({section.header}: {value.plain})"
                  for move, value in section.rows]
    return lines


class _Result:
    """A Result-like view of a JSON result, for :func:`result_text`."""

    def __init__(self, data: dict) -> None:
        self.outcome, self.remoteness = data["outcome"], data["remoteness"]

    def __str__(self) -> str:
        if self.outcome == Verdict.DRAW:
            return Verdict.DRAW.value
        return f"{self.outcome} in {self.remoteness}"


@dataclass
class _Moves:
    """A list of winning moves: its title and style, the header of its second
    column, rows ``(position, value)``."""

    title: str
    style: str
    header: str
    rows: list[tuple[Text, Text]]


def _move_sections(facts: dict, kind: str) -> list[_Moves | Text]:
    """The winning moves of a report, as lists of moves and notes."""
    from rich.text import Text

    out: list[_Moves | Text] = []
    if kind == "impartial":
        moves = facts["winning_moves"]
        if moves:
            out.append(_Moves(facts.get("winning_moves_title",
                                        "Winning moves (to Grundy value 0)"), "bold", "value",
                              [(Text(m["position"]), Text("0", style=OUTCOME_STYLES["P"]))
                               for m in moves]))
            if facts.get("more_winning_moves"):
                out.append(Text(f"... and {facts['more_winning_moves']} more", style="dim"))
        else:
            out.append(Text(facts.get("winning_moves_note")
                            or "No winning move: every move leaves the opponent a win.",
                            style="dim"))
    elif kind == "partizan":
        for side, style in ((Player.LEFT, "bold blue"), (Player.RIGHT, "bold red")):
            moves = facts["winning_moves"][side]
            name = side.capitalize()
            if moves:
                out.append(_Moves(f"{name} wins moving first with", style, "value", [
                    (Text(m["position"]), Text(m["value"], style=OUTCOME_STYLES[m["outcome"]]))
                    for m in moves]))
                more = facts.get(f"more_{side}_winning_moves")
                if more:
                    out.append(Text(f"... and {more} more", style="dim"))
            else:
                note = facts.get(f"{side}_winning_moves_note")
                out.append(Text(f"{name}'s winning moves are not listed: {note}" if note
                                else f"{name} has no winning move moving first.", style=style))
    elif kind == "loopy":
        moves = facts["winning_moves"]
        if moves:
            out.append(_Moves("Winning moves (fastest first)", "bold", "result for the opponent",
                              [(Text(m["position"]),
                                result_text(_Result(m["result"]), words=False))
                               for m in moves]))
        line = facts["principal_line"]
        if len(line) > 1:
            out.append(Text.assemble(("Best play: ", "bold"), " → ".join(line)))
    else:
        for side, style in ((Player.LEFT, "bold blue"), (Player.RIGHT, "bold red")):
            moves = facts["winning_moves"][side]
            name = side.capitalize()
            if moves:
                out.append(_Moves(f"{name} wins moving first with", style, "result", [
                    (Text(m["position"]), result_text(_Result(m["result"]), words=False))
                    for m in moves]))
            else:
                out.append(Text(f"{name} has no winning move moving first.", style=style))
    misere = facts.get("misere", {})
    if "winning_moves" in misere:
        if misere["winning_moves"]:
            out.append(_Moves("Misère winning moves (to misère P-positions)", "bold",
                              "misère outcome",
                              [(Text(m["position"]), Text("P", style=OUTCOME_STYLES["P"]))
                               for m in misere["winning_moves"]]))
            if misere.get("more_winning_moves"):
                out.append(Text(f"... and {misere['more_winning_moves']} more", style="dim"))
        else:
            out.append(Text("No misère winning move: every move leaves the opponent a "
                            "misère win.", style="dim"))
    return out

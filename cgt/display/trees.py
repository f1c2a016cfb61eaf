"""Game trees as rich Trees, for ``cgt tree``.

:func:`expression_tree` shows the canonical form of an expression and its
options, level by level; for an explicit form ``{L | R}`` it first shows the
options as written, marks the dominated and reversible ones, and explains
each simplification (:mod:`cgt.display.explain`). :func:`position_tree` shows the
moves of a ruleset's position with their values, winning moves ticked.

>>> from rich.console import Console
>>> console = Console(width=100, color_system=None)
>>> with console.capture() as capture:
...     console.print(expression_tree("{0,*|0,*,{1|0}}"))
>>> text = capture.get()
>>> "= *2" in text and "dominated by *" in text
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.core.outcome import Player
from cgt.display.explain import explain, split_form
from cgt.display.game_graph import outcome_of, value_options
from cgt.display.report import RESULT_STYLES
from cgt.notation.render import OUTCOME_MEANINGS, OUTCOME_STYLES
from cgt.positions.kind import position_kind
from cgt.values.game import Game
from cgt.values.make import parse, parse_short

if TYPE_CHECKING:  # pragma: no cover
    from rich.text import Text
    from rich.tree import Tree

__all__ = [
    "NodeBudget", "describe_position", "expression_tree", "position_branches", "position_tree",
    "tree_lines", "value_tree",
    "wins_by_moving",
]

SIDE_STYLES: dict[str, str] = {Player.LEFT: "bold blue", Player.RIGHT: "bold red"}


def _value(g: Any) -> Text:
    from rich.text import Text

    return Text(str(g), style=OUTCOME_STYLES[outcome_of(g)])


class NodeBudget:
    """How many more nodes may be drawn."""

    def __init__(self, nodes: int) -> None:
        self.left = nodes
        self.cut = False

    def take(self) -> bool:
        if self.left <= 0:
            self.cut = True
            return False
        self.left -= 1
        return True


def _game_children(node: Tree, g: Any, depth: int, budget: NodeBudget,
                   above: tuple[Any, ...] = ()) -> None:
    """Draw the options of ``g`` (any kind of value) under ``node``; a
    stopper's option that is a value above it (a pass, a cycle) is marked
    and not followed."""
    from rich.text import Text

    moves = value_options(g)
    if depth <= 0:
        if moves:
            node.add(Text("…", style="dim"))
        return
    path = (*above, g)
    for side, o in moves:
        if not budget.take():
            node.add(Text("… (more: raise --max-nodes)", style="dim"))
            return
        mark = (side[0].upper() + " ", SIDE_STYLES[side]) if side in SIDE_STYLES else (
            ("onside " if o is g.onside else "offside "), "bold")
        label = Text.assemble(mark, _value(o))
        if any(o is a for a in path):
            label.append("   ↺ back to the game above (a loop)", style="italic dim")
            node.add(label)
            continue
        _game_children(node.add(label), o, depth - 1, budget, path)


def value_tree(g: Any, *, depth: int = 6, max_nodes: int = 200) -> Tree:
    """The tree of a value of any kind given as an object (a misère form, a
    partizan game form, a loopy value): its options to ``depth`` moves. A
    value without a finite tree (a transfinite one) is refused by a CGTError.

    >>> import cgt
    >>> tree_lines(value_tree(cgt.misere_game("*[2]"), depth=1))[:2]
    ['*[2]   N: the first player wins', '  L *[0]']
    """
    from rich.text import Text
    from rich.tree import Tree

    value_options(g)  # refuses, before anything is drawn, a value without a tree
    outcome = outcome_of(g)
    root = Tree(Text.assemble(_value(g), "   ", (outcome, OUTCOME_STYLES[outcome]),
                              f": {OUTCOME_MEANINGS[outcome]}"), guide_style="dim")
    _game_children(root, g, depth, NodeBudget(max_nodes))
    return root


def expression_tree(text: str, *, depth: int = 6, max_nodes: int = 200) -> Tree:
    """The tree of the game ``text`` denotes; an explicit form is explained."""
    from rich.text import Text
    from rich.tree import Tree

    g = parse(text)
    outcome = str(g.outcome)
    loopy = not isinstance(g, Game)
    root = Tree(Text.assemble((text, "bold"), " = ", _value(g), "   ",
                              (outcome, OUTCOME_STYLES[outcome]),
                              f": {OUTCOME_MEANINGS[outcome]}"), guide_style="dim")
    budget = NodeBudget(max_nodes)
    split = None if loopy else split_form(text)
    if split is None:
        root.add(Text("(a loopy value: the options of its simplest form; ↺ marks a loop)"
                      if loopy else "(not an explicit form {L|R}: the tree of its canonical "
                      "form; L and R mark Left's and Right's options)", style="dim"))
        _game_children(root, g, depth, budget)
        return root
    left_texts, right_texts = split
    story = explain([parse_short(t) for t in left_texts], [parse_short(t) for t in right_texts])
    written = root.add(Text("As written", style="bold"))
    for side, texts, options in ((Player.LEFT, left_texts, story.left),
                                 (Player.RIGHT, right_texts, story.right)):
        branch = written.add(Text(f"{side.capitalize()} options", style=SIDE_STYLES[side]))
        marks = story.marks(side)
        if not texts:
            branch.add(Text("none", style="dim"))
        for i, (shown, option) in enumerate(zip(texts, options)):
            label = Text(shown)
            if str(option) != shown.strip():
                label.append(" = ")
                label.append_text(_value(option))
            step = marks.get(i)
            if step is not None:
                label.stylize("strike dim", 0, len(shown))
                if step.kind == "dominated":
                    label.append(f"   ✗ dominated by {step.by}", style="italic")
                elif step.kind == "reversible":
                    replaced = ", ".join(map(str, step.replacement)) or "nothing"
                    label.append(f"   ↺ reverses through {step.by}: replaced by {replaced}",
                                 style="italic")
                elif step.kind == "duplicate":
                    label.append("   (listed twice)", style="italic")
            branch.add(label)
    steps = root.add(Text("Simplification", style="bold"))
    if story.steps:
        for n, step in enumerate(story.steps, start=1):
            steps.add(Text(f"{n}. {step.text}"))
    else:
        steps.add(Text("Nothing to simplify: no option is dominated or reversible, "
                       "so the form is already canonical.", style="dim"))
    canonical = root.add(Text.assemble(("Canonical form ", "bold"), _value(g)))
    _game_children(canonical, g, depth, budget)
    return root


def position_tree(position: Any, *, depth: int = 2, max_nodes: int = 200) -> Tree:
    """The moves from ``position`` to ``depth`` plies, each with its value
    (Grundy value, or win/loss/draw), winning moves ticked."""
    from rich.text import Text
    from rich.tree import Tree

    kind = position_kind(position)
    title = type(position).ruleset_title()
    budget = NodeBudget(max_nodes)
    root = Tree(Text.assemble((f"{title}: ", "bold"), str(position), "  ",
                              describe_position(position, kind, None)), guide_style="dim")
    _position_children(root, position, kind, depth, budget)
    return root


def describe_position(position: Any, kind: str, mover: Player | None) -> Text:
    """The value of a position: ``= ±1``, ``Grundy 0``, ``win in 3``."""
    from rich.text import Text

    if kind == "impartial":
        g = position.grundy
        return Text(f"Grundy {g}", style=OUTCOME_STYLES["N" if g else "P"])
    if kind == "partizan":
        return Text.assemble("= ", _value(position.value))
    if kind == "loopy":
        result = position.result
        return Text(f"{position.player} to move: {result}", style=RESULT_STYLES[result.outcome])
    if mover is None:
        left, right = position.left_result, position.right_result
        return Text.assemble(("Left first: ", "blue"), (str(left), RESULT_STYLES[left.outcome]),
                             ("  Right first: ", "red"),
                             (str(right), RESULT_STYLES[right.outcome]))
    result = position.result_for(mover)
    return Text(f"{mover.capitalize()} to move: {result}", style=RESULT_STYLES[result.outcome])


def position_branches(position: Any, kind: str, mover: Player | None = None,
                      ) -> list[tuple[str, Player | None, list[Any]]]:
    """The moves from ``position`` as ``(title, side, moves)``: one branch for
    an impartial or loopy game, Left's and Right's for a partizan one (only
    the mover's when a loopy partizan position has one)."""
    if kind == "impartial":
        return [("moves", None, list(position.moves()))]
    if kind == "partizan":
        return [("Left moves", Player.LEFT, list(position.left_moves())),
                ("Right moves", Player.RIGHT, list(position.right_moves()))]
    if kind == "loopy":
        return [(f"{position.player} moves", None, list(position.moves()))]
    sides = tuple(Player) if mover is None else (mover,)
    return [(f"{s.capitalize()} moves", s,
             list(position.left_moves() if s is Player.LEFT else position.right_moves()))
            for s in sides]


def _position_children(node: Tree, position: Any, kind: str, depth: int, budget: NodeBudget,
                       mover: Player | None = None) -> None:
    from rich.text import Text

    if depth <= 0:
        return
    for title, side, moves in position_branches(position, kind, mover):
        if not moves:
            node.add(Text(f"{title}: none", style="dim"))
            continue
        branch = node.add(Text(title, style=SIDE_STYLES[side] if side else "bold"))
        for q in moves:
            if not budget.take():
                branch.add(Text("… (more: raise --max-nodes)", style="dim"))
                return
            next_mover = None
            if kind == "loopy-partizan" and side is not None:
                next_mover = side.opponent
            label = Text.assemble(str(q), "  ", describe_position(q, kind, next_mover))
            if wins_by_moving(q, kind, side):
                label.append("  ✓ wins", style="bold")
            child = branch.add(label)
            _position_children(child, q, kind, depth - 1, budget, next_mover)


def wins_by_moving(q: Any, kind: str, side: Player | None) -> bool:
    """Whether moving to ``q`` wins for the side that moved."""
    if kind == "impartial":
        return q.grundy == 0
    if kind == "partizan":
        return q.value >= 0 if side is Player.LEFT else q.value <= 0
    if kind == "loopy":
        return q.result.is_loss
    assert side is not None  # partizan moves are someone's
    return q.result_for(side.opponent).is_loss


def tree_lines(tree: Tree, indent: str = "  ") -> list[str]:
    """A rich Tree as plain lines, each node ``indent`` deeper than its parent
    and no guide lines (``cgt tree --plain``, or not a terminal).

    >>> for line in tree_lines(expression_tree("{1|-1}", depth=1))[:3]:
    ...     print(line)
    {1|-1} = ±1   N: the first player wins
      As written
        Left options
    """
    lines: list[str] = []
    stack: list[tuple[Tree, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        label = node.label
        text = label.plain if hasattr(label, "plain") else str(label)
        lines += [indent * depth + part for part in text.splitlines() or [""]]
        stack += [(child, depth + 1) for child in reversed(node.children)]
    return lines

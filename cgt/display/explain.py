"""Why a form simplifies: the steps of :mod:`cgt.core.canonical`, recorded.

:func:`cgt.core.canonical.build` turns ``{L | R}`` into its canonical form by
dropping dominated options and bypassing reversible ones (Siegel, *CGT*,
II.2; *Lessons in Play*, 4.2). It does not say what it did. :func:`explain`
runs the same steps, with the same order relation (:func:`cgt.core.order.le`)
and the same reversibility test against the game being built
(``cgt.core.canonical._le_form``), and records each one: which option was
dominated by which, and which reversed through what.

>>> import cgt
>>> story = explain([0, "*"], [0, "*", "{1|0}"])
>>> for step in story.steps:
...     print(step.text)
Right option {1|0} is dominated by * ({1|0} ≥ *): Right never prefers it.
Left and Right have the same options 0, *: the nimber *2 (mex of 0, 1).
>>> print(story.value)
*2
>>> split_form("{3||2|1}")
(['3'], ['{2|1}'])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from more_itertools import duplicates_everseen, first_true, unique_everseen

from cgt.core import canonical
from cgt.core.deep import deep_call
from cgt.core.form import Form
from cgt.core.outcome import Player
from cgt.values.game import Game, as_form, as_game, wrap
from cgt.values.make import game as build_game

__all__ = ["Explanation", "Step", "explain", "split_form"]


@dataclass(frozen=True)
class Step:
    """One simplification: ``kind`` is ``"duplicate"``, ``"dominated"``,
    ``"reversible"``, ``"numbers"`` or ``"nimbers"``; ``side`` is the
    :class:`~cgt.core.outcome.Player` whose option it is (None for the whole
    form); ``by`` is the dominating
    option, or the option ``A^R`` (``A^L``) that a reversible ``A`` reverses
    through; ``replacement`` the options put in its place."""

    kind: str
    side: Player | None
    option: Game | None
    by: Game | None
    replacement: tuple[Game, ...]
    text: str


@dataclass
class Explanation:
    """The options as given, the steps, and the canonical value."""

    left: list[Game]
    right: list[Game]
    steps: list[Step] = field(default_factory=list)
    value: Game | None = None

    def marks(self, side: Player) -> dict[int, Step]:
        """The first step that removed each given option of ``side``, by position."""
        given = self.left if side is Player.LEFT else self.right
        found: dict[int, Step] = {}
        for step in self.steps:
            if step.side != side or step.option is None:
                continue
            for i, option in enumerate(given):
                if option is step.option and i not in found:
                    found[i] = step
                    if step.kind != "duplicate":
                        break
        return found


def _names(options: Iterable[Game]) -> str:
    shown = ", ".join(str(o) for o in options)
    return shown or "nothing"


def explain(left: Iterable[object], right: Iterable[object]) -> Explanation:
    """The steps that make ``{left | right}`` canonical (options: Games,
    ints, Fractions or notation), and its value."""
    lefts = [as_game(o) for o in left]
    rights = [as_game(o) for o in right]
    story = Explanation(lefts, rights)
    depth = 2 + max((as_form(o).depth for o in (*lefts, *rights)), default=0)
    deep_call(4 * depth, _run, story)
    story.value = build_game(lefts, rights)
    return story


def _run(story: Explanation) -> None:
    left = _distinct(story.left, Player.LEFT, story.steps)
    right = _distinct(story.right, Player.RIGHT, story.steps)
    if _shortcut(left, right, story.steps):
        return
    left = _maximal(left, story.steps)
    right = _minimal(right, story.steps)
    while True:
        new_left = _bypass(left, right, Player.LEFT, story.steps)
        new_right = _bypass(left, right, Player.RIGHT, story.steps)
        if new_left is None and new_right is None:
            break
        if new_left is not None:
            left = _maximal(_distinct(new_left, Player.LEFT, story.steps), story.steps)
        if new_right is not None:
            right = _minimal(_distinct(new_right, Player.RIGHT, story.steps), story.steps)
    _shortcut(left, right, story.steps)


def _distinct(options: list[Game], side: Player, steps: list[Step]) -> list[Game]:
    for o in duplicates_everseen(options):
        steps.append(Step("duplicate", side, o, o, (), f"{side.capitalize()} option {o} "
                          "is listed twice: one copy is enough."))
    return list(unique_everseen(options))


def _shortcut(left: list[Game], right: list[Game], steps: list[Step]) -> bool:
    """The two short cuts of :func:`cgt.core.canonical._simplify`, explained."""
    found = canonical.all_numbers(_forms(left), _forms(right))
    if found is not None:
        numbers = wrap(found)
        if not left or not right or max(o.number for o in left) < min(o.number for o in right):
            text = (f"Every option is a number ({_names(left)} | {_names(right)}): the value is "
                    f"the simplest number between them, {numbers}.")
        elif numbers.is_number:
            text = f"The options are numbers: the value is {numbers}."
        elif numbers.is_number_up_star:
            text = (f"Left and Right can both only move to {left[0]}: the value is "
                    f"{left[0]} + * = {numbers}.")
        else:
            text = (f"Every option is a number and Left's best, {max(o.number for o in left)}, "
                    "is above Right's best: a hot game, both options kept.")
        steps.append(Step("numbers", None, None, None, (), text))
        return True
    found = canonical.all_nimbers(_forms(left), _forms(right))
    if found is not None:
        nimbers = wrap(found)
        values = sorted(o.nimber_part for o in left)
        steps.append(Step("nimbers", None, None, None, (), (
            f"Left and Right have the same options {_names(left)}: the nimber {nimbers} "
            f"(mex of {', '.join(map(str, values))})."
            if left[0].number_part == 0 else
            f"Left and Right have the same options {_names(left)}: the value {nimbers} "
            "(a number plus the mex of the nimbers).")))
        return True
    return False


def _forms(options: list[Game]) -> list[Form]:
    return [as_form(o) for o in options]


def _maximal(options: list[Game], steps: list[Step]) -> list[Game]:
    kept = []
    for i, a in enumerate(options):
        for j, b in enumerate(options):
            if i != j and a <= b:
                steps.append(Step("dominated", Player.LEFT, a, b, (), (
                    f"Left option {a} is dominated by {b} ({a} ≤ {b}): Left never prefers it.")))
                break
        else:
            kept.append(a)
    return kept


def _minimal(options: list[Game], steps: list[Step]) -> list[Game]:
    kept = []
    for i, a in enumerate(options):
        for j, b in enumerate(options):
            if i != j and b <= a:
                steps.append(Step("dominated", Player.RIGHT, a, b, (), (
                    f"Right option {a} is dominated by {b} ({a} ≥ {b}): "
                    "Right never prefers it.")))
                break
        else:
            kept.append(a)
    return kept


def _bypass(
    left: list[Game], right: list[Game], side: Player, steps: list[Step]
) -> list[Game] | None:
    result: list[Game] = []
    changed = False
    lefts, rights = _forms(left), _forms(right)
    for a in left if side is Player.LEFT else right:
        if side is Player.LEFT:
            through = first_true(a.right,
                                 pred=lambda x: canonical.le_form(as_form(x), lefts, rights))
        else:
            through = first_true(a.left,
                                 pred=lambda x: canonical.form_le(lefts, rights, as_form(x)))
        if through is None:
            result.append(a)
            continue
        replacement = through.left if side is Player.LEFT else through.right
        result.extend(replacement)
        changed = True
        if side is Player.LEFT:
            text = (f"Left option {a} reverses through its Right option {through} "
                    f"({through} ≤ G): Right would answer at once, so Left's move is really "
                    f"a move to {through}'s Left options: {_names(replacement)}.")
        else:
            text = (f"Right option {a} reverses through its Left option {through} "
                    f"({through} ≥ G): Left would answer at once, so Right's move is really "
                    f"a move to {through}'s Right options: {_names(replacement)}.")
        steps.append(Step("reversible", side, a, through, tuple(replacement), text))
    return result if changed else None


def split_form(text: str) -> tuple[list[str], list[str]] | None:
    """The options of an explicit form ``{A, B | C}`` as texts, split at its
    top level (where the most slashes are); None when ``text`` is not one
    braced form. A side that is itself a form without braces (the ``2|1`` of
    ``{3||2|1}``) is returned braced.

    >>> split_form("{0,*|0,*,{1|0}}")
    (['0', '*'], ['0', '*', '{1|0}'])
    >>> split_form("{1|-1} + *") is None
    True
    """
    s = text.strip()
    if len(s) < 2 or s[0] != "{" or s[-1] != "}":
        return None
    depth = 0
    for i, ch in enumerate(s):
        depth += (ch == "{") - (ch == "}")
        if depth == 0 and i < len(s) - 1:
            return None
    body = s[1:-1]
    runs = []
    depth, i = 0, 0
    while i < len(body):
        ch = body[i]
        if ch == "|" and depth == 0:
            j = i
            while j < len(body) and body[j] == "|":
                j += 1
            runs.append((i, j - i))
            i = j
            continue
        depth += (ch == "{") - (ch == "}")
        i += 1
    if not runs:
        return None
    longest = max(n for _, n in runs)
    splits = [r for r in runs if r[1] == longest]
    if len(splits) != 1:
        return None
    at, n = splits[0]
    return _side(body[:at]), _side(body[at + n:])


def _side(text: str) -> list[str]:
    if not text.strip():
        return []
    if "|" in _top_level(text):
        return ["{" + text.strip() + "}"]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def _top_level(text: str) -> str:
    """The characters of ``text`` outside braces."""
    out, depth = [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)

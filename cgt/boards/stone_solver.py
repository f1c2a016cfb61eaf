"""A solver for boards of stones (:mod:`cgt.boards.stone_boards`): games of
jumps or captures (Konane, Clobber) valued from their bitboards alone.

:func:`solve` is the solver of :mod:`cgt.positions.solver` for these boards
only: the same transposition table, under the same keys, but the positions
it meets are bitboards, never objects, and their moves come from
:func:`~cgt.boards.stone_boards.jump_options` or
:func:`~cgt.boards.stone_boards.captures` directly (the general solver calls a
ruleset's methods for each position: most of its time, for small boards).
Each group met is looked up first by its bitboards (two numbers: no key to
make), then by its key in the ruleset's table. A stone board never repeats
(every move takes a stone), so it needs no loop check. This module is
compiled with the core (``cgt/native.py``).

>>> from cgt.core.memo import Memo
>>> from cgt.notation.printer import format_game
>>> from cgt.boards.bitgrid import shape
>>> box = shape(5, 1)  # the board xo.o.: Left jumps once, or twice; Right never
>>> konane = StoneRules("Konane", jumping=True)
>>> format_game(solve(konane, box, 0b01, 0b1010, 0b10100, Memo("a doctest's values")))
'1'
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import cache
from typing import Final

from cgt.boards.bitgrid import Shape
from cgt.boards.stone_boards import (
    captures,
    group_keys,
    groups,
    jump_options,
    nearly_symmetric,
    split_options,
)
from cgt.core.arithmetic import negate, sum_games
from cgt.core.budget import Budget
from cgt.core.canonical import below_stops, build_closed, build_general, canonical_form
from cgt.core.collector import paused
from cgt.core.deep import CALLER_FRAMES, FRAMES_PER_LEVEL
from cgt.core.form import Form, zero
from cgt.core.interrupts import INTERRUPTED, held_interrupts, raise_interrupt
from cgt.core.memo import POSITIONS, Memo
from cgt.positions.context import SolveContext

__all__ = ["Rules", "StoneRules", "by_key", "options_form", "rules_of", "solve"]

#: A group's cells: its shape and its stones and empty cells.
Group = tuple[Shape, int, int, int]


@dataclass(frozen=True)
class StoneRules:
    """What :func:`solve` knows of a ruleset of stone boards, which the
    ruleset makes and hands to it: its ``name`` (that of the memo of the
    groups met) and its moves, jumps or captures (``jumping``). A jump
    keeps a stone in its region of unblocked cells, so a group is a region
    of stones and empty cells (Konane); a capture keeps it among stones, so
    a group is a region of stones (Clobber).

    A third kind of move, ``splitting`` (Fission), takes a stone off and
    puts one on each of the two empty cells beside it, above and below for
    Left, left and right for Right: the stones are neither player's (all of
    them in ``x``), and a split, like a jump, keeps the group's cells. The
    symmetries of :func:`~cgt.boards.stone_boards.group_keys` are not those of
    such a board (turning it about its diagonal swaps the players), so its
    groups are found by their bitboards only, and the caller keys the board
    it asks for (:meth:`cgt.games.fission.Fission.direct_value`).

    >>> StoneRules("Konane", jumping=True)
    StoneRules(name='Konane', jumping=True, splitting=False)
    """

    name: str
    jumping: bool
    splitting: bool = False


class Rules:
    """A ruleset of stone boards as :func:`solve` works on it: its
    :class:`StoneRules`, and its memo of the values of the groups met, by
    their bitboards (looked up before any key is made), emptied with the
    tables (``cgt.clear_tables()``). One for each rules (:func:`rules_of`)."""

    def __init__(self, rules: StoneRules) -> None:
        self.name = rules.name
        self.jumping = rules.jumping or rules.splitting  # a split keeps the cells too
        self.splitting = rules.splitting
        # (shape, cells of the group) -> {x << (bits of the shape) | o: value}:
        # the empty cells are the others, so two numbers tell a group.
        self.seen: Memo[tuple[Shape, int], dict[int, Form]] = Memo(
            f"{rules.name} stone groups", group=POSITIONS, nested=True)
        self.remembered = 0  # values in those dicts, for the bound of the memo

    def values_in(self, box: Shape, region: int) -> dict[int, Form]:
        """The values found of the groups of these cells (see ``seen``)."""
        seen: dict[tuple[Shape, int], dict[int, Form]] = self.seen
        found = seen.get((box, region))
        if found is None:
            found = seen[(box, region)] = {}
        return found

    def forget(self) -> None:
        """Empty the memo, which holds as many values as its bound (counted)."""
        self.seen.evict()
        self.remembered = 0

    def groups(self, box: Shape, x: int, o: int, e: int) -> list[Group]:
        """The groups of a board that are games, each cropped to its box."""
        return groups(box, x, o, e, with_empty=self.jumping, blank_empty=not self.jumping,
                      one_colour_lives=self.splitting)


@cache
def rules_of(stone_rules: StoneRules) -> Rules:
    """The :class:`Rules` that :func:`solve` works with for ``stone_rules``
    (made once: equal rules share their memo, as they share their values).

    >>> rules_of(StoneRules("Konane", jumping=True)).seen.name
    'Konane stone groups'
    """
    return Rules(stone_rules)


class _Frame:
    """A group of captures being solved: its options, as the groups they are
    made of, and the values of those found so far (in order)."""

    def __init__(self, rules: Rules, box: Shape, x: int, o: int, e: int, key: int | None,
                 known: dict[int, Form]) -> None:
        self.box = box
        self.region = x | o | e
        self.bits = bits = box.height * box.stride
        self.key = key
        self.known = known  # values_in(box, region)
        self.code = x << bits | o
        # The options' groups as codes (x << bits | o: the empty cells are the
        # group's other cells), their boxes, and where the groups of each
        # option end in needs.
        needs: list[int] = []
        boxes: list[Shape] = []
        ends: list[int] = []
        self.lefts = 0
        for left in (True, False):
            for cx, co, ce in captures(box, x, o, e, left):
                for part_box, px, po, _ in rules.groups(box, cx, co, ce):
                    needs.append(px << part_box.height * part_box.stride | po)
                    boxes.append(part_box)
                ends.append(len(needs))
            if left:
                self.lefts = len(ends)
        self.needs = needs
        self.boxes = boxes
        self.ends = ends
        self.found: list[Form] = []

    def value(self) -> Form:
        """The canonical form of the options, their groups' values all found."""
        found = self.found
        options: list[Form] = []
        start = 0
        for end in self.ends:
            if end == start + 1:
                options.append(found[start])
            else:  # an option that is a sum of groups, or of none (0)
                total = zero
                for i in range(start, end):
                    total = sum_games(total, found[i])
                options.append(total)
            start = end
        return options_form(options[:self.lefts], options[self.lefts:])


def options_form(left: list[Form], right: list[Form]) -> Form:
    """The canonical form of ``{left | right}``, options canonical, as a
    solver of boards builds it again and again (the graphs' solver too)."""
    # canonical_form() gives the build room to recurse: not needed (nor
    # its cost, a call of Python code) while the options are shallow.
    depth = 0
    for side in (left, right):
        for option in side:
            if option.depth > depth:
                depth = option.depth
    if depth < _SHALLOW:
        found = build_closed(left, right)  # most builds: no memo key to make
        if found is not None:
            return found
        # The same options come in other orders, and again and again: each
        # once, in the order of their ids, the builds' memo meets them as one.
        return build_general(_by_id(left), _by_id(right))
    return canonical_form(_by_id(left), _by_id(right))


def _by_id(options: list[Form]) -> list[Form]:
    """The options, each once, in the order of their ids (an insertion sort:
    a side has a few options)."""
    if len(options) < 2:
        return options
    found: list[Form] = []
    for option in options:
        ident = option.id
        place = len(found)
        while place and found[place - 1].id > ident:
            place -= 1
        if not (place and found[place - 1].id == ident):
            found.insert(place, option)
    return found


#: Options less deep than this are built without asking for room: the
#: recursion fits in Python's default limit (see :mod:`cgt.core.deep`).
_SHALLOW: Final = (1000 - CALLER_FRAMES) // (2 * FRAMES_PER_LEVEL) - 2


#: A solve keys the groups it meets under their symmetries (so that an
#: image of a group solved before is found) while that pays: from the start
#: if its first group is nearly symmetric (:func:`~cgt.boards.stone_boards.nearly_symmetric`), and
#: until it has met this many new groups none of which an image had solved.
#: (1024 keyed every group of Konane's 3 x 5 opening, 1,172, and found none:
#: a fifth of its solve; where images meet, they meet sooner.)
_TRIAL: Final = 128


def _group_value(rules: Rules, group: Group, table: Memo[Hashable, Form],
                 keys: list[int], budget: Budget | None) -> Form:
    """The value of a group of captures: with an explicit stack (no
    recursion limit), each group's options looked up by their bitboards,
    then (while the solve keys its groups, see :data:`_TRIAL`) by their keys
    in the table and by their conjugates' keys, and the missing ones solved
    first, one at a time. The group's key is added to ``keys``; ``budget``
    (the memory limit, if any: cgt.core.budget) is ticked for each board solved."""
    values: dict[Hashable, Form] = table
    bound, limit = table.bound, rules.seen.bound
    stack: list[_Frame] = []
    frame: _Frame | None = None
    box, x, o, e = group
    region = x | o | e
    bits = box.height * box.stride
    code = x << bits | o
    known = rules.values_in(box, region)
    found = known.get(code)
    if found is not None:  # solved before, maybe not keyed: keyed now
        root_key = group_keys(box, x, o, e)[0]
        keys.append(root_key)
        table.store(root_key, found)
        return found
    keyed = nearly_symmetric(box, x, o, e)
    trial = 0  # new groups met, none found by its key; -1 once one is
    while True:
        if frame is not None:
            needs, boxes, done = frame.needs, frame.boxes, frame.found
            index = len(done)
            # The frame's own memo serves every option of a jump (the same cells).
            known, box, region, bits = frame.known, frame.box, frame.region, frame.bits
            while index < len(needs):
                code = needs[index]
                if boxes[index] is not box:
                    # A capture's group: its box is all its cells (the blanks empty).
                    box = boxes[index]
                    region, bits = box.cells, box.height * box.stride
                    known = rules.values_in(box, region)
                found = known.get(code)
                if found is None:
                    break
                done.append(found)
                index += 1
            if index == len(needs):  # solved
                value = frame.value()
                if budget is not None:
                    budget.tick()
                solved_key = frame.key
                if solved_key is not None:
                    if len(values) >= bound:  # the table's own bound check, then a plain store
                        table.evict()
                    values[solved_key] = value
                frame.known[frame.code] = value
                rules.remembered += 1
                if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
                    raise_interrupt()
                if rules.remembered >= limit:
                    rules.forget()
                stack.pop()
                if not stack:
                    return value
                frame = stack[-1]
                frame.found.append(value)
                continue
            x, o = code >> bits, code & ((1 << bits) - 1)
            e = region ^ x ^ o
        # Not met before (by these bitboards): its keys, then the table.
        key: int | None = None
        if keyed or frame is None:
            key, conjugate_key = group_keys(box, x, o, e)
            if frame is None:
                keys.append(key)
            found = by_key(values, key, conjugate_key)
            if found is not None:
                trial = -1
                known[code] = found
                rules.remembered += 1
                if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
                    raise_interrupt()
                if rules.remembered >= limit:
                    rules.forget()
                if frame is None:
                    return found
                frame.found.append(found)
                continue
            if trial >= 0:
                trial += 1
                if trial >= _TRIAL:
                    keyed = False
        frame = _Frame(rules, box, x, o, e, key, known)
        stack.append(frame)


def by_key(values: dict[Hashable, Form], key: Hashable,
           conjugate_key: Hashable = None) -> Form | None:
    """The value of a board in the table by its key, or minus that of its
    conjugate by the conjugate's key (if given); None if neither is there."""
    found = values.get(key)
    if found is None and conjugate_key is not None:
        found = values.get(conjugate_key)
        if found is not None:
            return negate(found)
    return found


#: What :func:`_jump_value` keeps of a board while an option is solved: its
#: options' codes, their values found so far, how many are Left's, whether
#: Left and Right have jumps that take the last enemy stone, its key, its code.
_Pending = tuple[list[int], list[Form], int, int, int, int | None, int]


def _jump_value(rules: Rules, group: Group, table: Memo[Hashable, Form],
                keys: list[int], budget: Budget | None) -> Form:
    """:func:`_group_value` for jumps, whose boards all have the group's
    cells (a jump keeps them): one memo of values by bitboards serves every
    board met, and a board being solved is a few local variables, put on a
    stack while its first option not known yet is solved."""
    values: dict[Hashable, Form] = table
    bound, limit = table.bound, rules.seen.bound
    box, x, o, e = group
    region = x | o | e
    bits = box.height * box.stride
    ones = (1 << bits) - 1
    code = x << bits | o
    known = rules.values_in(box, region)
    found = known.get(code)
    splitting = rules.splitting
    root_key: int | None = None
    if not splitting:  # splits are keyed by the caller (see StoneRules)
        root_key, conjugate_key = group_keys(box, x, o, e)
        keys.append(root_key)
    if found is not None:  # solved before, maybe not keyed: keyed now
        if root_key is not None:
            table.store(root_key, found)
        return found
    found = None if root_key is None else by_key(values, root_key, conjugate_key)
    if found is not None:
        known[code] = found
        rules.remembered += 1
        if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
            raise_interrupt()
        if rules.remembered >= limit:
            rules.forget()
        return found
    keyed = not splitting and nearly_symmetric(box, x, o, e)
    trial = 1  # new groups met, none found by its key; -1 once one is
    # No form is deeper than one more than its birthday, and no value met
    # is born later than the moves left: at most the stones' number, as
    # every move takes a stone, or (splitting) the empty squares', as
    # every split fills two and frees one.
    shallow = (e if splitting else x | o).bit_count() + 2 < _SHALLOW
    stack: list[_Pending] = []
    needs: list[int] = []
    lefts, dead_left, dead_right = _moves(splitting, box, x, o, e, needs)
    done: list[Form] = []
    key: int | None = root_key
    child_key: int | None = None
    while True:
        index = len(done)
        while index < len(needs):
            child = needs[index]
            found = known.get(child)
            if found is None:
                x, o = child >> bits, child & ones
                e = region ^ x ^ o
                child_key = None
                if not keyed:
                    break
                child_key, conjugate_key = group_keys(box, x, o, e)
                found = values.get(child_key)
                if found is None:
                    found = values.get(conjugate_key)
                    if found is not None:
                        found = negate(found)
                if found is None:
                    if trial >= 0:
                        trial += 1
                        if trial >= _TRIAL:
                            keyed = False
                    break
                trial = -1
                known[child] = found
                rules.remembered += 1
                if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
                    raise_interrupt()
                if rules.remembered >= limit:
                    rules.forget()
            done.append(found)
            index += 1
        if index < len(needs):  # solve needs[index] first
            stack.append((needs, done, lefts, dead_left, dead_right, key, code))
            needs, done = [], []
            lefts, dead_left, dead_right = _moves(splitting, box, x, o, e, needs)
            key, code = child_key, child
            continue
        left, right = done[:lefts], done[lefts:]
        if dead_left:  # worth 0 (once is enough: a repeated option changes nothing)
            left.append(zero)
        if dead_right:
            right.append(zero)
        if shallow:  # options_form without looking how deep the options are, and
            # the options the stops show dominated dropped before the memo: a
            # board's option sets meet it again among other options.
            found = build_closed(left, right)
            value = found if found is not None else build_general(
                _by_id(below_stops(left, True)), _by_id(below_stops(right, False)))
        else:
            value = options_form(left, right)
        if budget is not None:
            budget.tick()
        if key is not None:
            if len(values) >= bound:  # the table's own bound check, then a plain store
                table.evict()
            values[key] = value
        known[code] = value
        rules.remembered += 1
        if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
            raise_interrupt()
        if rules.remembered >= limit:
            rules.forget()
        if not stack:
            return value
        needs, done, lefts, dead_left, dead_right, key, code = stack.pop()
        done.append(value)


def _moves(splitting: bool, box: Shape, x: int, o: int, e: int,
           live: list[int]) -> tuple[int, int, int]:
    """The options of a board of jumps or splits as :func:`jump_options` gives
    them: appended to ``live``, with how many are Left's and the counts of
    jumps that end the game (a split never does)."""
    if splitting:
        return split_options(box, x, e, live), 0, 0
    return jump_options(box, x, o, e, live)


def solve(stone_rules: StoneRules, box: Shape, x: int, o: int, e: int,
          table: Memo[Hashable, Form], context: SolveContext | None = None,
          key: Hashable = None, conjugate_key: Hashable = None) -> Form:
    """The value of a board of the ruleset of ``stone_rules``, looked up in and
    stored into ``table`` (the ruleset's table of values), under the keys the
    ruleset's positions have (a group's :func:`group_keys`; the sorted keys
    of its groups for any other board; none for splits, see
    :class:`StoneRules`), keeping the memory budget of the solve's
    ``context`` (None: none). A board of splits is looked up under ``key``,
    or minus the value under ``conjugate_key``, and stored under ``key``:
    the caller's keys for it."""
    budget = None if context is None else context.budget
    if key is not None:
        found = by_key(table, key, conjugate_key)
        if found is not None:
            return found
    rules = rules_of(stone_rules)
    parts = rules.groups(box, x, o, e)
    total = zero
    keys: list[int] = []
    # The solve makes many small containers, none in a cycle: the cyclic
    # garbage collector would walk the growing memos again and again.
    with paused, held_interrupts():
        for part in parts:
            if rules.jumping:
                value = _jump_value(rules, part, table, keys, budget)
            else:
                value = _group_value(rules, part, table, keys, budget)
            total = sum_games(total, value)
    if key is not None:
        table.store(key, total)
    elif not rules.splitting and not (len(parts) == 1 and parts[0] == (box, x, o, e)):
        table.store(tuple(sorted(keys)), total)  # a sum, or a group not cropped
    return total

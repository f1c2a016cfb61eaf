"""A solver for boards of stones (:mod:`cgt.positions.stones`): Konane and
Clobber valued from their bitboards alone.

:func:`solve` is the solver of :mod:`cgt.positions.solver` for these boards
only: the same transposition table, under the same keys, but the positions
it meets are bitboards, never objects, and their moves come from
:func:`~cgt.positions.stones.jump_codes` or
:func:`~cgt.positions.stones.captures` directly (the general solver calls a
ruleset's methods for each position: most of its time, for small boards).
Each group met is looked up first by its bitboards (two numbers: no key to
make), then by its key in the ruleset's table. A stone board never repeats
(every move takes a stone), so it needs no loop check. This module is
compiled with the core (``cgt/native.py``).

>>> from cgt.core.memo import Memo
>>> from cgt.notation.printer import format_game
>>> from cgt.positions.bitgrid import shape
>>> box = shape(5, 1)  # the board xo.o.: Left jumps once, or twice; Right never
>>> format_game(solve(KONANE, box, 0b01, 0b1010, 0b10100, Memo("a doctest's values")))
'1'
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Final

from cgt.core.arithmetic import negate, sum_games
from cgt.core.budget import active_budget
from cgt.core.canonical import build, canonical_form
from cgt.core.collector import paused
from cgt.core.deep import CALLER_FRAMES, FRAMES_PER_LEVEL
from cgt.core.form import Form, zero
from cgt.core.memo import POSITIONS, Memo
from cgt.positions.bitgrid import Shape
from cgt.positions.stones import captures, group_keys, groups, jump_codes, nearly_symmetric

__all__ = ["CLOBBER", "KONANE", "Rules", "options_form", "solve"]

#: A group's cells: its shape and its stones and empty cells.
Group = tuple[Shape, int, int, int]


class Rules:
    """What :func:`solve` knows of a ruleset of stone boards: its moves
    (jumps or captures) and its groups (regions of stones and empty cells,
    or of stones only); and its memo of the values of the groups met, by
    their bitboards (looked up before any key is made), emptied with the
    tables (``cgt.clear_tables()``)."""

    def __init__(self, name: str, jumping: bool) -> None:
        self.name = name
        self.jumping = jumping
        # (shape, cells of the group) -> {x << (bits of the shape) | o: value}:
        # the empty cells are the others, so two numbers tell a group.
        self.seen: Memo[tuple[Shape, int], dict[int, Form]] = Memo(
            f"{name} stone groups", group=POSITIONS)
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
        return groups(box, x, o, e, with_empty=self.jumping, blank_empty=not self.jumping)


KONANE: Final = Rules("Konane", jumping=True)
CLOBBER: Final = Rules("Clobber", jumping=False)


class _Frame:
    """A group being solved: its options, as the groups they are made of,
    and the values of those found so far (in order)."""

    def __init__(self, rules: Rules, box: Shape, x: int, o: int, e: int, key: int | None,
                 known: dict[int, Form]) -> None:
        self.box = box
        self.region = x | o | e
        self.bits = bits = box.height * box.stride
        self.key = key
        self.known = known  # values_in(box, region)
        self.code = x << bits | o
        # The options' groups as codes (x << bits | o: the empty cells are the
        # group's other cells), and their boxes where a box is not this one.
        needs: list[int] = []
        boxes: list[Shape] | None = None
        # Where the groups of each option end in needs; for jumps (an option
        # is one group or none), the options with none: Left's, Right's.
        ends: list[int] | None = None
        self.dead_left = self.dead_right = 0
        if rules.jumping:
            ones = (1 << bits) - 1
            for code in jump_codes(box, x, o, e, True):
                if code & ones:  # Right has stones left: a group (a jump keeps the cells)
                    needs.append(code)
                else:
                    self.dead_left += 1
            self.lefts = len(needs)
            for code in jump_codes(box, x, o, e, False):
                if code >> bits:
                    needs.append(code)
                else:
                    self.dead_right += 1
        else:
            boxes, ends = [], []
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
        ends = self.ends
        if ends is None:  # jumps: each option is a group's value, or 0
            left, right = found[:self.lefts], found[self.lefts:]
            for _ in range(self.dead_left):
                left.append(zero)
            for _ in range(self.dead_right):
                right.append(zero)
        else:
            options: list[Form] = []
            start = 0
            for end in ends:
                if end == start + 1:
                    options.append(found[start])
                else:  # an option that is a sum of groups, or of none (0)
                    total = zero
                    for i in range(start, end):
                        total = sum_games(total, found[i])
                    options.append(total)
                start = end
            left, right = options[:self.lefts], options[self.lefts:]
        return options_form(left, right)


def options_form(left: list[Form], right: list[Form]) -> Form:
    """The canonical form of ``{left | right}``, options canonical, as a
    solver of boards builds it again and again (the graphs' solver too)."""
    # The same options come in other orders, and again and again: each
    # once, in the order of their ids, the builds' memo meets them as one.
    left, right = _by_id(left), _by_id(right)
    # canonical_form() gives the build room to recurse: not needed (nor
    # its cost, a call of Python code) while the options are shallow.
    depth = 0
    for side in (left, right):
        for option in side:
            if option._depth > depth:
                depth = option._depth
    if depth < _SHALLOW:
        return build(left, right)
    return canonical_form(left, right)


def _by_id(options: list[Form]) -> list[Form]:
    """The options, each once, in the order of their ids (an insertion sort:
    a side has a few options)."""
    if len(options) < 2:
        return options
    found: list[Form] = []
    for option in options:
        ident = option._id
        place = len(found)
        while place and found[place - 1]._id > ident:
            place -= 1
        if not (place and found[place - 1]._id == ident):
            found.insert(place, option)
    return found


#: Options less deep than this are built without asking for room: the
#: recursion fits in Python's default limit (see :mod:`cgt.core.deep`).
_SHALLOW: Final = (1000 - CALLER_FRAMES) // (2 * FRAMES_PER_LEVEL) - 2


#: A solve keys the groups it meets under their symmetries (so that an
#: image of a group solved before is found) while that pays: from the start
#: if its first group is nearly symmetric (:func:`~cgt.positions.stones.nearly_symmetric`), and
#: until it has met this many new groups none of which an image had solved.
_TRIAL: Final = 1024


def _group_value(rules: Rules, group: Group, table: Memo[Hashable, Form],
                 keys: list[int]) -> Form:
    """The value of a group: with an explicit stack (no recursion limit),
    each group's options looked up by their bitboards, then (while the solve
    keys its groups, see :data:`_TRIAL`) by their keys in the table and by
    their conjugates' keys, and the missing ones solved first, one at a
    time. The group's key is added to ``keys``."""
    values: dict[Hashable, Form] = table
    bound, limit = table.bound, rules.seen.bound
    budget = active_budget()  # the memory limit, if any (cgt.core.budget)
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
                if boxes is not None and boxes[index] is not box:
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
            found = values.get(key)
            if found is None:
                found = values.get(conjugate_key)
                if found is not None:
                    found = negate(found)
            if found is not None:
                trial = -1
                known[code] = found
                rules.remembered += 1
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


def solve(rules: Rules, box: Shape, x: int, o: int, e: int,
          table: Memo[Hashable, Form]) -> Form:
    """The value of a board of the ruleset of ``rules``, looked up in and
    stored into ``table`` (the ruleset's table of values), under the keys the
    ruleset's positions have (a group's :func:`group_keys`; the sorted keys
    of its groups for any other board)."""
    parts = rules.groups(box, x, o, e)
    total = zero
    keys: list[int] = []
    # The solve makes many small containers, none in a cycle: the cyclic
    # garbage collector would walk the growing memos again and again.
    with paused:
        for part in parts:
            total = sum_games(total, _group_value(rules, part, table, keys))
    if not (len(parts) == 1 and parts[0] == (box, x, o, e)):  # a sum, or a group not cropped
        table.store(tuple(sorted(keys)), total)
    return total

"""A solver for games of colouring a graph (Col, Snort) on bitmasks, and
of taking vertices of a digraph (Digraph Placement).

A position is its graph (the neighbour mask of each vertex, numbered
``0 .. n-1`` as the root was) and two masks: the vertices Left may still
colour and those Right may. A move is three mask operations: the coloured
vertex leaves both masks, and its neighbours lose a colour (the mover's in
Col, the other player's in Snort; both, so they leave the game, for the
vertices it points to in Digraph Placement); a vertex in neither mask is
gone. The positions met are never objects, and never renumbered.

A component met again as its image under a symmetry of the graph (some
automorphisms, found once per graph by :func:`cgt.positions.undirected.automorphisms`)
is found solved; a path or a cycle is keyed along it (:func:`chain_key`).

An edge between two vertices that no move can change is dead, and left out
when the components are found (so more positions split into independent
parts): in Col an edge from an only-Left vertex to an only-Right one (a
blue vertex takes blue from its neighbours, which the only-Right one never
had), in Snort one between two only-Left vertices or two only-Right ones.

Col is cold: every position is a number or a number plus ``*`` (Winning
Ways, ch. 2). Its values are kept as integers, ``x`` scaled by a power of
two with the ``*`` in the low bit; a sum is an addition, and the value of
``{L | R}`` comes in closed form from the largest Left option and the
least Right one, by the simplicity theorem (Siegel, *CGT*, II.3.1; see
:func:`cold_value`). Snort's values are canonical forms, built from their
options. This module is compiled with the core (``cgt/native.py``).

>>> from cgt.notation.printer import format_game
>>> path = (0b010, 0b101, 0b010)  # 0-1-2, Left may colour 0 only
>>> col = ColouringRules("Col", same_blocked=True, cold=True)
>>> snort = ColouringRules("Snort", same_blocked=False, cold=False)
>>> format_game(solve(col, path, 0b111, 0b110, Memo("a doctest's values")))
'1/2'
>>> format_game(solve(snort, path, 0b111, 0b111, Memo("a doctest's values")))
'±2'
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import cache

from cgt.boards.stone_solver import by_key, options_form
from cgt.core.arithmetic import negate, sum_games
from cgt.core.budget import Budget
from cgt.core.collector import paused
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, nus, zero
from cgt.core.interrupts import INTERRUPTED, held_interrupts, raise_interrupt
from cgt.core.memo import POSITIONS, Memo
from cgt.errors import CGTError
from cgt.positions.context import SolveContext
from cgt.positions.undirected import automorphisms

__all__ = [
    "Colouring", "ColouringRules", "chain_key", "cold_value", "colouring_of",
    "conjugate_chain_key", "parts", "solve",
]

#: A chain key (see :func:`chain_key`): ("path" or "cycle", the marks along it).
ChainKey = tuple[str, tuple[int, ...]]


@dataclass(frozen=True)
class ColouringRules:
    """A ruleset of colouring as :func:`solve` knows it, which the ruleset
    makes and hands to it: its ``name`` (that of the memo of the graphs
    met), whose colour a coloured vertex takes from its neighbours
    (``same_blocked``: the mover's, as in Col; otherwise the other
    player's, as in Snort), and whether its values are cold (numbers, or
    numbers plus ``*``: ``cold``, kept as scaled integers, see
    :func:`cold_value`).

    >>> ColouringRules("Col", same_blocked=True, cold=True).cold
    True
    """

    name: str
    same_blocked: bool
    cold: bool
    #: A move takes the vertex and every vertex it points to out of the game
    #: (Digraph Placement, Clow and McKay): the graph is directed, each
    #: vertex's mask is of the vertices it points to, and ``same_blocked`` is
    #: not read. A component is then weakly connected, and no symmetry or
    #: chain key is used (those of the graph without its directions need not
    #: keep the arcs).
    directed: bool = False


class Colouring:
    """A ruleset of colouring as :func:`solve` works on it: its
    :class:`ColouringRules`, and its memo of the graphs met (emptied with the
    tables). One for each rules (:func:`colouring_of`)."""

    def __init__(self, rules: ColouringRules) -> None:
        self.name = name = rules.name
        self.same_blocked = rules.same_blocked
        self.cold = rules.cold
        self.directed = rules.directed
        self.boards: Memo[tuple[int, ...], Board] = Memo(f"{name} graphs", group=POSITIONS,
                                                         nested=True)
        self.remembered = 0  # values held by those boards, for the bound of the memo

    def board(self, neighbours: tuple[int, ...]) -> Board:
        """The board of this graph, with the values found on it so far."""
        board = self.boards.get(neighbours)
        if board is None:
            if not self.boards:  # emptied (cgt.clear_tables()): nothing is held
                self.remembered = 0
            self.remembered += 3 * len(neighbours)  # its lone vertices' values
            if self.remembered >= self.boards.bound:
                self.forget()
            board = self.boards[neighbours] = Board(self, neighbours)
        return board

    def forget(self) -> None:
        """Empty the memo of graphs (and so of the values on them)."""
        self.boards.evict()
        self.remembered = 0


@cache
def colouring_of(rules: ColouringRules) -> Colouring:
    """The :class:`Colouring` that :func:`solve` works with for ``rules``
    (made once: equal rules share their memo, as they share their values).

    >>> colouring_of(ColouringRules("Snort", same_blocked=False, cold=False)).boards.name
    'Snort graphs'
    """
    return Colouring(rules)


class Board:
    """A graph of a ruleset, and the values of the positions met on it by
    their code ``left << n | right`` (Col's as scaled integers, see
    :func:`cold_value`, Snort's as forms)."""

    def __init__(self, rules: Colouring, neighbours: tuple[int, ...]) -> None:
        self.rules = rules
        self.neighbours = list(neighbours)
        self.n = n = len(neighbours)
        #: Who joins whom in a component: the neighbours, or on a directed
        #: graph the vertices pointed to and those pointing.
        self.links = list(neighbours)
        if rules.directed:
            for v, out in enumerate(neighbours):
                rest = out
                while rest:
                    bit = rest & -rest
                    rest ^= bit
                    self.links[bit.bit_length() - 1] |= 1 << v
        self.full = (1 << n) - 1
        # Col values carry x * 2**scale: a position of k <= n vertices is born
        # by day k, so its number part has at most k - 1 binary places.
        self.scale = n + 1
        self.values: dict[int, object] = {}
        #: The codes of the components of the positions met as options, by code.
        self.split: dict[int, list[int]] = {}
        #: Some automorphisms of the graph (a position's image under one has
        #: its value); none for paths and cycles, whose chain keys do more.
        self.symmetries: list[tuple[int, ...]] = (
            automorphisms(neighbours)
            if not rules.directed and any(m.bit_count() > 2 for m in neighbours) else [])
        self.forget()

    def __len__(self) -> int:
        """The values held (what the memory budget counts of a board)."""
        return len(self.values)

    def forget(self) -> None:
        """Forget the values found and the options' components, but for the
        values of the lone vertices: 1 if only Left may colour it, -1 if only
        Right may, ``*`` if both may."""
        values = self.values
        values.clear()
        self.split.clear()
        n = self.n
        one = self.of_form(nus(Dyadic(1), 0, 0))
        minus_one = self.of_form(nus(Dyadic(-1), 0, 0))
        star = self.of_form(nus(Dyadic(0), 0, 1))
        for v in range(n):
            bit = 1 << v
            values[bit << n] = one
            values[bit] = minus_one
            values[bit << n | bit] = star

    def of_form(self, form: Form) -> object:
        """A canonical form as this board keeps values."""
        if not self.rules.cold:
            return form
        x = form.number_part
        if x is None or form.up_part or form.nim_part > 1 or x.exponent > self.scale:
            raise CGTError(f"{self.rules.name} value {form!r} is not a number or a number plus *")
        return (x.mantissa << (self.scale - x.exponent)) << 1 | form.nim_part

    def to_form(self, value: object) -> Form:
        """A value as this board keeps it, as a canonical form."""
        if isinstance(value, Form):
            return value
        assert isinstance(value, int)
        return nus(Dyadic(value >> 1, self.scale), 0, value & 1)


def parts(board: Board, left: int, right: int, found: list[int]) -> None:
    """Append the codes of the components of the position ``left``, ``right``
    to ``found``; dead edges (see the module's text) join nothing."""
    present = left | right
    if not present:
        return
    only_left = left & ~right
    only_right = right & ~left
    if board.rules.directed:  # every vertex can be taken: every arc joins
        only_left = only_right = 0
        from_left = from_right = present
    elif board.rules.same_blocked:  # Col: an only-Left vertex and an only-Right one never meet
        from_left = present & ~only_right
        from_right = present & ~only_left
    else:  # Snort: two only-Left vertices (or two only-Right ones) never meet
        from_left = present & ~only_left
        from_right = present & ~only_right
    links = board.links
    n = board.n
    unseen = present
    while unseen:
        frontier = reached = unseen & -unseen
        while frontier:
            grow = 0
            while frontier:
                bit = frontier & -frontier
                frontier ^= bit
                around = links[bit.bit_length() - 1]
                if bit & only_left:
                    around &= from_left
                elif bit & only_right:
                    around &= from_right
                grow |= around
            frontier = grow & unseen & ~reached
            reached |= frontier
        unseen ^= reached
        found.append((left & reached) << n | (right & reached))


def chain_key(board: Board, left: int, right: int) -> ChainKey | None:
    """The key of a component that is a path or a cycle (its live edges), as
    :func:`cgt.positions.undirected.chain_key` gives it for its marks (1: only
    Left, 2: only Right, 3: both); None for any other component, and on a
    directed graph."""
    if board.rules.directed:
        return None
    present = left | right
    only_left = left & ~right
    only_right = right & ~left
    if board.rules.same_blocked:
        from_left, from_right = present & ~only_right, present & ~only_left
    else:
        from_left, from_right = present & ~only_left, present & ~only_right
    neighbours = board.neighbours
    size = present.bit_count()
    ends = 0
    start = -1
    rest = present
    while rest:  # degrees: none above 2; an end (degree 1 or 0) starts a path
        bit = rest & -rest
        rest ^= bit
        v = bit.bit_length() - 1
        around = neighbours[v] & (from_left if bit & only_left
                                  else from_right if bit & only_right else present)
        degree = around.bit_count()
        if degree > 2:
            return None
        if degree < 2:
            ends += 1
            if start < 0:
                start = v
    cycle = start < 0
    if not cycle and ends != 2 and size > 1:
        return None  # cannot be: the component is connected
    current = present.bit_length() - 1 if cycle else start
    seen = 1 << current
    marks: list[int] = []
    for _ in range(size):
        bit = 1 << current
        marks.append(1 if bit & only_left else 2 if bit & only_right else 3)
        ahead = neighbours[current] & (from_left if bit & only_left
                                       else from_right if bit & only_right else present) & ~seen
        if not ahead:
            break
        bit = ahead & -ahead
        seen |= bit
        current = bit.bit_length() - 1
    return _least_reading(tuple(marks), cycle)


def conjugate_chain_key(key: ChainKey) -> ChainKey:
    """The chain key of the colours swapped (only-Left and only-Right marks)."""
    return _least_reading(tuple([3 - m if m != 3 else 3 for m in key[1]]), key[0] == "cycle")


def _least_reading(forward: tuple[int, ...], cycle: bool) -> ChainKey:
    backward = forward[::-1]
    if not cycle:
        return ("path", min(forward, backward))
    least = forward
    for reading in (forward, backward):
        for i in range(1, len(reading)):
            turned = reading[i:] + reading[:i]
            if turned < least:
                least = turned
    return ("cycle", min(least, backward))


def cold_value(left: list[int], right: list[int], scale: int) -> int | None:
    """The value of ``{left | right}`` whose options are numbers or numbers
    plus ``*``, each ``x * 2**scale << 1 | star``, in the same form; None if
    it is neither a number nor a number plus ``*`` (never in Col).

    Only the best options count: Left's largest ``a`` (``a`` and ``a*``
    dominate everything below them) and Right's least ``b``. A number ``z``
    with every Left option ``⧏ z ⧏`` every Right option is ``z > a``, or
    ``z >= a`` if Left's only options at ``a`` are ``a*``; and so on for
    ``b``. If there is one the value is the simplest (the simplicity
    theorem); otherwise, with ``a == b``, it is ``{a | a} = a*`` when both
    sides have ``a`` and not ``a*`` (``{a, a* | a}`` is ``a + ↑*``, not cold).

    >>> one = 1 << 3 << 1  # 1 at the scale 2**3
    >>> cold_value([0], [0], 3), cold_value([0], [], 3) == one, cold_value([1], [one], 3)
    (1, True, 0)
    """
    if left:
        top = max(left)
        a = top >> 1
        plain_a = not top & 1 or (a << 1) in left
        low: int | None = 2 * a if plain_a else 2 * a - 1  # at the scale 2**(scale + 1)
    else:
        low = None
    if right:
        bottom = min(right)
        b = bottom >> 1
        plain_b = not bottom & 1
        high: int | None = 2 * b if plain_b else 2 * b + 1
    else:
        high = None
    if low is None or high is None or high - low >= 2:  # a number fits
        z = simplest_scaled(low, high, scale + 1)
        if z & 1:
            raise CGTError(f"a cold value finer than 2**-{scale}")
        return z
    if (a == b and plain_a and plain_b and not top & 1
            and (b << 1 | 1) not in right):
        return a << 1 | 1
    return None


def simplest_scaled(low: int | None, high: int | None, scale: int) -> int:
    """The simplest number strictly between ``low`` and ``high`` (None: no
    bound), all three as multiples of ``2**-scale``.

    >>> simplest_scaled(None, None, 2), simplest_scaled(1, 3, 2), simplest_scaled(-9, -5, 2)
    (0, 2, -8)
    """
    if low is None:
        if high is None or high > 0:
            return 0
        return ((high - 1) >> scale) << scale  # the largest integer below high
    if high is None:
        if low < 0:
            return 0
        return ((low >> scale) + 1) << scale
    if low < 0 < high:
        return 0
    if low >= 0:
        integer = ((low >> scale) + 1) << scale
        if integer < high:
            return integer
    else:
        integer = ((high - 1) >> scale) << scale
        if integer > low:
            return integer
    # No integer: the coarsest grid 2**-k with a point inside has one only.
    step = scale - 1
    while step > 0:
        point = ((low >> step) + 1) << step
        if point < high:
            return point
        step -= 1
    return low + 1


class _Frame:
    """A position being solved: its options, as the codes of the components
    they are made of, and the values of those found so far (in order)."""

    def __init__(self, board: Board, code: int, key: Hashable | None) -> None:
        self.code = code
        self.key = key
        n = board.n
        left = code >> n
        right = code & board.full
        needs: list[int] = []
        ends: list[int] = []
        _options(board, left, right, True, needs, ends)
        self.lefts = len(ends)
        _options(board, left, right, False, needs, ends)
        self.needs = needs
        self.ends = ends
        self.found: list[object] = []

    def value(self, board: Board) -> object:
        """The value of the position, its options' components all found."""
        found = self.found
        start = 0
        if board.rules.cold:
            codes: list[int] = []
            for end in self.ends:
                total = 0
                for i in range(start, end):
                    part = found[i]
                    assert isinstance(part, int)
                    total += part - ((total & part & 1) << 1)  # * + * = 0
                codes.append(total)
                start = end
            cold = cold_value(codes[:self.lefts], codes[self.lefts:], board.scale)
            if cold is not None:
                return cold
            forms = [board.to_form(c) for c in codes]  # never in Col: the theorem
            return board.of_form(options_form(forms[:self.lefts], forms[self.lefts:]))
        options: list[Form] = []
        for end in self.ends:
            if end == start + 1:
                form = found[start]
                assert isinstance(form, Form)
                options.append(form)
            else:
                sum_form = zero
                for i in range(start, end):
                    form = found[i]
                    assert isinstance(form, Form)
                    sum_form = sum_games(sum_form, form)
                options.append(sum_form)
            start = end
        return options_form(options[:self.lefts], options[self.lefts:])


def _options(board: Board, left: int, right: int, by_left: bool, needs: list[int],
             ends: list[int]) -> None:
    """Append the components of each option of one player (Left if
    ``by_left``) to ``needs``, and where each option's end to ``ends``."""
    neighbours = board.neighbours
    split = board.split
    n = board.n
    # Whose colour the neighbours of the coloured vertex lose: the mover's in
    # Col, the other player's in Snort, both on a directed graph (the
    # vertices pointed to leave the game).
    directed = board.rules.directed
    takes_left = by_left == board.rules.same_blocked
    rest = left if by_left else right
    while rest:
        bit = rest & -rest
        rest ^= bit
        around = neighbours[bit.bit_length() - 1]
        if directed:
            option_left, option_right = left & ~bit & ~around, right & ~bit & ~around
        elif takes_left:
            option_left, option_right = left & ~bit & ~around, right & ~bit
        else:
            option_left, option_right = left & ~bit, right & ~bit & ~around
        # The same option is met from other positions (moves in another
        # order): its components are found once.
        code = option_left << n | option_right
        known = split.get(code)
        if known is None:
            start = len(needs)
            parts(board, option_left, option_right, needs)
            split[code] = needs[start:]
        else:
            needs.extend(known)
        ends.append(len(needs))


def _known(board: Board, code: int, table: Memo[Hashable, Form]
           ) -> tuple[object | None, Hashable | None]:
    """A component not met on this board: its value if the table has it
    under its chain key (or its conjugate's), and the key to store it under."""
    n = board.n
    left, right = code >> n, code & board.full
    key = chain_key(board, left, right)
    if key is None:
        values = board.values
        for symmetry in board.symmetries:  # an image solved before
            found = values.get(_image(symmetry, left) << n | _image(symmetry, right))
            if found is not None:
                return found, None
        return None, None
    found = table.get(key)
    if found is not None:
        return board.of_form(found), key
    found = table.get(conjugate_chain_key(key))
    if found is not None:
        return board.of_form(negate(found)), key
    return None, key


def _image(symmetry: tuple[int, ...], mask: int) -> int:
    """The vertices of ``mask`` moved by a permutation of the vertices."""
    image = 0
    while mask:
        bit = mask & -mask
        mask ^= bit
        image |= 1 << symmetry[bit.bit_length() - 1]
    return image


def _component_value(board: Board, code: int, table: Memo[Hashable, Form],
                     budget: Budget | None) -> object:
    """The value of a component, with an explicit stack (no recursion
    limit): each position's components looked up by their codes, then by
    their chain keys in the table or (a component that is not a path or a
    cycle) their images under the graph's symmetries, and the missing ones
    solved first; ``budget`` (the memory limit, if any: cgt.core.budget) is
    ticked for each position solved."""
    values = board.values
    rules = board.rules
    limit = rules.boards.bound
    found = values.get(code)
    if found is not None:
        return found
    found, key = _known(board, code, table)
    if found is not None:
        values[code] = found
        return found
    stack = [_Frame(board, code, key)]
    while True:
        frame = stack[-1]
        needs, done = frame.needs, frame.found
        index = len(done)
        while index < len(needs):
            found = values.get(needs[index])
            if found is None:
                break
            done.append(found)
            index += 1
        if index == len(needs):  # solved
            value = frame.value(board)
            if budget is not None:
                budget.tick()
            values[frame.code] = value
            if frame.key is not None:
                table.store(frame.key, board.to_form(value))
            rules.remembered += 1 + len(frame.ends)  # the value, the options' components
            if INTERRUPTED[0]:  # Ctrl-C, held until here (cgt.core.interrupts)
                raise_interrupt()
            if rules.remembered >= limit:  # the bound of the memo, counted in values
                rules.forget()
                board.forget()
            stack.pop()
            if not stack:
                return value
            stack[-1].found.append(value)
            continue
        code = needs[index]
        found, key = _known(board, code, table)
        if found is not None:
            values[code] = found
            done.append(found)
            continue
        stack.append(_Frame(board, code, key))


def solve(colouring_rules: ColouringRules, neighbours: tuple[int, ...], left: int, right: int,
          table: Memo[Hashable, Form], key: Hashable = None,
          conjugate_key: Hashable = None, context: SolveContext | None = None) -> Form:
    """The value of the position of ``colouring_rules`` on this graph where Left may
    colour the vertices of ``left`` and Right those of ``right``: found in
    ``table`` (the ruleset's table of values) under ``key``, or minus the
    value under ``conjugate_key``, when a key is given; otherwise solved,
    and stored under ``key``. The chain components met are looked up in and
    stored into the table under their chain keys. The memory budget of the
    solve's ``context`` (None: none) is kept."""
    budget = None if context is None else context.budget
    if key is not None:
        found = by_key(table, key, conjugate_key)
        if found is not None:
            return found
    rules = colouring_of(colouring_rules)
    board = rules.board(neighbours)
    codes: list[int] = []
    parts(board, left, right, codes)
    with paused, held_interrupts():  # no cycles among the containers made: see cgt.core.collector
        if rules.cold:
            total = 0
            for code in codes:
                part = _component_value(board, code, table, budget)
                assert isinstance(part, int)
                total += part - ((total & part & 1) << 1)
            form = board.to_form(total)
        else:
            form = zero
            for code in codes:
                form = sum_games(form, board.to_form(
                    _component_value(board, code, table, budget)))
    if key is not None:
        table.store(key, form)
    return form

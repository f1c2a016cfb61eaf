"""CGSuite's GenClobber family: Clobber with other moves and other captures.

Rules (CGSuite, ``game.grid.GenClobber`` and ``game.grid.constants``, in
``lib/core/src/main/resources/org/cgsuite/lang/resources/game/grid/`` of
``aaron-siegel/cgsuite``): a board of cells, each empty (``.``), blocked
(``#``) or holding a stone of Left's (``x``) or of Right's (``o``). A move
takes one of the player's stones one step in one of the ruleset's
``directions`` onto a cell of a kind the player may ``clobber``; the stone
then stands there, and the cell it left becomes what the ruleset leaves
behind (``left_behind``). With ``max_distance`` above 1 (or None, no
limit) a stone first slides over empty cells in a straight line, up to
``max_distance - 1`` of them, and must then land on the next cell, which
must be of a kind it may clobber (CGSuite's ``ClobberablePoints``). The
player who cannot move loses.

The members CGSuite names are these (and :class:`GenClobber` itself, with
the defaults, is Clobber: :mod:`cgt.games.clobber` is its fast engine):

- :class:`AntiClobber`: a stone moves onto an adjacent *empty* cell and
  leaves an enemy stone behind (a Clobber move played backwards in time).
- :class:`HotClobber`: a stone may clobber a stone of either colour.
- :class:`Kings`: stones move and capture as chess kings (8 directions).
- :class:`Knights`: stones move and capture as chess knights.
- :class:`Rooks`: as chess rooks, sliding along rows and columns.
- :class:`Queens`: as chess queens, sliding in 8 directions.

>>> Kings("xox|ox.").value, Rooks("xox|ox.").value, Queens("xox|ox.").value
(cgt.parse('{^^*|*,v[2]}'), cgt.parse('{^^*|0,*}'), cgt.parse('^'))
>>> AntiClobber("xoxo|oo..").value  # CGSuite's GameGridTest: {*|-1}
cgt.parse('{*|-1}')

Any other member is made by :meth:`GenClobber.variant` (CGSuite's
``GenClobber(...)``), for instance CGSuite's diagonal Clobber and its
"Oxen", which move and capture up to two cells along rows and columns:

>>> Diagonal = GenClobber.variant(directions=Directions.DIAGONAL)
>>> Diagonal("xoxo|oox.|xxx.").value  # GameGridTest: {0,v*|vv}
cgt.parse('{0,v*|vv}')
>>> Oxen = GenClobber.variant(max_distance=2)
>>> Oxen("x.o").value
cgt.parse('*')

Where no stone may move onto an empty cell and none slides, a move never
brings two stones together that were apart, so the groups of stones
(connected through the ruleset's steps) are independent games; otherwise
the regions of unblocked cells are (stones never cross a blocked cell or
leave the board). A group's key is the least of its images under the
rotations and reflections that map the ruleset's directions onto
themselves (all eight for the named members).
"""

from __future__ import annotations

import argparse
import enum
from collections.abc import Iterable
from functools import cache
from typing import Any, ClassVar

from cgt import Cell, CGTError
from cgt.boards import bitgrid, stone_boards
from cgt.games.clobber import StoneGrid, StoneKey
from cgt.games.registry import Option, Ruleset
from cgt.games.table_spec import (
    Grid,
    Progress,
    TableSpec,
    no_progress,
    position_value_cell,
    rectangle_options,
    rectangle_positions,
    rectangles,
)
from cgt.games.words import RulesetError, read_diagram

__all__ = [
    "AntiClobber", "Directions", "GenClobber", "GenClobberError", "HotClobber", "Kings",
    "Knights", "Queens", "Rooks",
]

#: A step of a move: (rows down, columns right).
Step = tuple[int, int]


class GenClobberError(CGTError):
    """Parameters that make no GenClobber ruleset."""


class Directions(enum.Enum):
    """The step sets CGSuite names (``Coordinates.Orthogonal`` and so on)."""

    ORTHOGONAL = ((-1, 0), (0, 1), (1, 0), (0, -1))
    DIAGONAL = ((-1, 1), (1, 1), (1, -1), (-1, -1))
    COMPASS = ((-1, 0), (0, 1), (1, 0), (0, -1), (-1, 1), (1, 1), (1, -1), (-1, -1))
    KNIGHT = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))


#: The kinds of cell a stone may be moved onto (clobber) or leave behind.
_KINDS = (Cell.EMPTY, Cell.LEFT, Cell.RIGHT)
_SWAP = {Cell.EMPTY: Cell.EMPTY, Cell.LEFT: Cell.RIGHT, Cell.RIGHT: Cell.LEFT}

#: The parameters of a member: directions, what Left and Right may clobber,
#: what each leaves behind, the reach (None: no limit).
Rules = tuple[tuple[Step, ...], frozenset[Cell], frozenset[Cell], Cell, Cell, int | None]


def _check(rules: Rules) -> None:
    """Refuse rules that make no ruleset, naming the fault."""
    steps, left_prey, right_prey, left_behind, right_behind, limit = rules
    if not steps or any(step == (0, 0) for step in steps):
        raise GenClobberError(f"GenClobber directions must be non-zero steps, not {steps!r}")
    for kinds in (left_prey, right_prey):
        if not kinds <= set(_KINDS):
            raise GenClobberError(f"GenClobber may clobber Cell.EMPTY, LEFT or RIGHT, not "
                                  f"{sorted(map(str, kinds))}")
    for kind in (left_behind, right_behind):
        if kind not in _KINDS:
            raise GenClobberError(
                f"GenClobber leaves behind Cell.EMPTY, LEFT or RIGHT, not {kind!r}")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise GenClobberError(f"GenClobber max_distance must be a positive integer or None "
                              f"(no limit), not {limit!r}")



class GenClobber(StoneGrid):
    """A position of a GenClobber ruleset; this class itself plays Clobber's
    rules (CGSuite's ``GenClobber()``), its subclasses the other members.

    >>> p = GenClobber("xox|ox.")
    >>> p.value  # CGSuite's GameGridTest, as Clobber
    cgt.parse('{^^*|*,v}')
    >>> sorted(str(q) for q in HotClobber("xx").left_moves())
    ['.x', 'x.']
    """

    title = "GenClobber"

    __slots__ = ()

    ALPHABET = "xo.#"
    GROUP_EMPTY = False  # set for each member by __init_subclass__
    #: The steps a stone may take (the same for both players).
    directions: ClassVar[tuple[Step, ...]] = Directions.ORTHOGONAL.value
    #: The kinds of cell Left's stones, and Right's, may move onto.
    clobbered: ClassVar[tuple[frozenset[Cell], frozenset[Cell]]] = (
        frozenset({Cell.RIGHT}), frozenset({Cell.LEFT}))
    #: What Left's move, and Right's, leaves on the cell the stone left.
    left_behind: ClassVar[tuple[Cell, Cell]] = (Cell.EMPTY, Cell.EMPTY)
    #: How far a stone may go in one move (None: as far as the cells are empty).
    max_distance: ClassVar[int | None] = 1

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _check(cls.rules_of())
        # Groups of stones alone are independent only when no stone moves
        # onto or across an empty cell; otherwise the regions of unblocked cells.
        cls.GROUP_EMPTY = cls.max_distance != 1 or Cell.EMPTY in (
            cls.clobbered[0] | cls.clobbered[1])
        cls.BLANK = "#" if cls.GROUP_EMPTY else "."

    @classmethod
    def rules_of(cls) -> Rules:
        """The member's parameters, as one hashable tuple."""
        return (cls.directions, *cls.clobbered, *cls.left_behind, cls.max_distance)

    @classmethod
    def variant(cls, *, directions: Directions | Iterable[Step] = Directions.ORTHOGONAL,
                clobbered: tuple[Iterable[Cell], Iterable[Cell]] = (
                    (Cell.RIGHT,), (Cell.LEFT,)),
                left_behind: tuple[Cell, Cell] = (Cell.EMPTY, Cell.EMPTY),
                max_distance: int | None = 1) -> type[GenClobber]:
        """The member with these rules (CGSuite's ``GenClobber(directions =>
        ..., clobbered => ..., leftBehind => ..., maxDistance => ...)``; the
        pairs are Left's, then Right's): a named member when the rules are
        one's, else a class made once per rules.

        >>> GenClobber.variant(directions=Directions.COMPASS) is Kings
        True
        >>> GenClobber.variant(max_distance=0)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgt.games.gen_clobber.GenClobberError: GenClobber max_distance must be a positive ... not 0
        """
        steps = directions.value if isinstance(directions, Directions) else directions
        try:
            rules: Rules = (
                tuple((int(dr), int(dc)) for dr, dc in steps),
                frozenset(clobbered[0]), frozenset(clobbered[1]),
                left_behind[0], left_behind[1], max_distance)
        except (TypeError, ValueError) as error:
            raise GenClobberError(f"GenClobber rules not understood: {error}") from None
        return _member(rules)

    # -- the rules -------------------------------------------------------------------

    def left_moves(self) -> list[GenClobber]:
        return self._moves(True)

    def right_moves(self) -> list[GenClobber]:
        return self._moves(False)

    def _moves(self, left: bool) -> list[GenClobber]:
        box, x, o, e = self._shape, self._x, self._o, self._e
        side = 0 if left else 1
        allowed = self.clobbered[side]
        prey = ((x if Cell.LEFT in allowed else 0) | (o if Cell.RIGHT in allowed else 0)
                | (e if Cell.EMPTY in allowed else 0))
        mine, behind, limit = (x if left else o), self.left_behind[side], self.max_distance
        found = []
        for shift, ok in _step_masks(box, self.directions):
            if limit == 1:  # the stones beside prey, found all at once
                starts = mine & ok & _shifted(prey, -shift)
                targets = [(start, _shifted(start, shift)) for start in bitgrid.bits(starts)]
            else:
                targets = []
                for start in bitgrid.bits(mine & ok):
                    target, n = _shifted(start, shift), 1
                    while target & e and (limit is None or n < limit):
                        if not target & ok:  # the slide runs off the board
                            target = 0
                            break
                        target, n = _shifted(target, shift), n + 1
                    if target & prey:
                        targets.append((start, target))
            for start, target in targets:
                keep = ~(start | target)
                nx, no, ne = x & keep, o & keep, e & keep
                if left:
                    nx |= target
                else:
                    no |= target
                if behind is Cell.LEFT:
                    nx |= start
                elif behind is Cell.RIGHT:
                    no |= start
                else:
                    ne |= start
                found.append(self._of(box, nx, no, ne))
        return found

    # -- what the solver uses ------------------------------------------------------------

    def _groups(self) -> tuple[StoneGrid, ...]:
        box, x, o, e = self._shape, self._x, self._o, self._e
        inside = x | o | e if self.GROUP_EMPTY else x | o
        found: list[StoneGrid] = []
        for region in _regions(inside, box, _linked(self.directions)):
            if not region & (x | o):
                continue
            part_box, (px, po, pe, cells) = bitgrid.crop(box, region, x, o, e, region)
            if not self.GROUP_EMPTY:
                pe |= part_box.cells & ~cells
            part = self._of(part_box, px, po, pe)
            if not (part.left_moves() or part.right_moves()):
                continue  # no move in it for either player: 0
            if part == self:
                return (self,)
            part._parts = (part,)
            found.append(part)
        return tuple(found)

    def _group_keys(self) -> tuple[StoneKey, StoneKey]:
        symmetries = _symmetries(self.directions)
        if symmetries == 8:
            return stone_boards.group_keys(self._shape, self._x, self._o, self._e)
        rows, swapped = self.board, self.conjugate_board()
        if symmetries == 4:
            return (min(bitgrid.images(rows, turned=False)),
                    min(bitgrid.images(swapped, turned=False)))
        return "|".join(rows), "|".join(swapped)

    def conjugate_key(self) -> StoneKey | None:
        """The key of the board with the colours swapped, which is worth minus
        this one when the rules treat the players alike; None otherwise."""
        if not _colour_blind(self.rules_of()):
            return None
        return super().conjugate_key()

    def __reduce__(self) -> tuple[Any, ...]:
        return (_position, (self.rules_of(), str(self)))


class AntiClobber(GenClobber):
    """Anti-Clobber (CGSuite's ``AntiClobber``): a stone moves onto an adjacent
    empty cell and leaves an enemy stone where it stood.

    >>> sorted(str(p) for p in AntiClobber("x.").left_moves())
    ['ox']
    """

    title = "Anti-Clobber"
    __slots__ = ()
    clobbered = (frozenset({Cell.EMPTY}), frozenset({Cell.EMPTY}))
    left_behind = (Cell.RIGHT, Cell.LEFT)


class HotClobber(GenClobber):
    """Hot Clobber (CGSuite's ``HotClobber``): a stone may clobber a stone of
    either colour."""

    title = "Hot Clobber"
    __slots__ = ()
    clobbered = (frozenset({Cell.LEFT, Cell.RIGHT}), frozenset({Cell.LEFT, Cell.RIGHT}))


class Kings(GenClobber):
    """Kings (CGSuite's ``Kings``): Clobber with the moves of chess kings."""

    title = "Kings"
    __slots__ = ()
    directions = Directions.COMPASS.value


class Knights(GenClobber):
    """Knights (CGSuite's ``Knights``): Clobber with the moves of chess knights,
    which jump over whatever stands between."""

    title = "Knights"
    __slots__ = ()
    directions = Directions.KNIGHT.value


class Rooks(GenClobber):
    """Rooks (CGSuite's ``Rooks``): a stone slides along its row or column over
    empty cells and clobbers the first enemy stone it meets."""

    title = "Rooks"
    __slots__ = ()
    max_distance = None


class Queens(GenClobber):
    """Queens (CGSuite's ``Queens``): Rooks in 8 directions."""

    title = "Queens"
    __slots__ = ()
    directions = Directions.COMPASS.value
    max_distance = None


#: The named members by their names on the command line (``--variant``).
MEMBERS: dict[str, type[GenClobber]] = {
    "clobber": GenClobber, "anti-clobber": AntiClobber, "hot-clobber": HotClobber,
    "kings": Kings, "knights": Knights, "rooks": Rooks, "queens": Queens,
}
_BY_RULES: dict[Rules, type[GenClobber]] = {m.rules_of(): m for m in MEMBERS.values()}


def _member(rules: Rules) -> type[GenClobber]:
    """The class of the member with ``rules``, made once."""
    found = _BY_RULES.get(rules)
    if found is None:
        _check(rules)
        steps, left_prey, right_prey, left_behind, right_behind, limit = rules
        changed = [f"{name}={_shown(value)}" for name, value, default in zip(
            ("directions", "clobbered", "left_behind", "max_distance"),
            (steps, (left_prey, right_prey), (left_behind, right_behind), limit),
            (GenClobber.directions, GenClobber.clobbered, GenClobber.left_behind, 1),
            strict=True) if value != default]
        found = type("GenClobber", (GenClobber,), {
            "title": f"GenClobber({', '.join(changed)})",
            "__slots__": (), "__module__": __name__, "directions": steps,
            "clobbered": (left_prey, right_prey), "left_behind": (left_behind, right_behind),
            "max_distance": limit})
        _BY_RULES[rules] = found
    return found


def _shown(value: object) -> str:
    """A parameter as a title shows it: ``Directions.DIAGONAL``, ``{LEFT,RIGHT}``."""
    if isinstance(value, Cell):
        return value.name
    if isinstance(value, frozenset):
        return "{" + ",".join(sorted(_shown(kind) for kind in value)) + "}"
    named = next((d for d in Directions if d.value == value), None)
    if named is not None:
        return f"Directions.{named.name}"
    if isinstance(value, tuple) and value and not isinstance(value[0], int):
        return "(" + ", ".join(map(_shown, value)) + ")"
    return repr(value)


def _position(rules: Rules, diagram: str) -> GenClobber:
    """A position rebuilt from its rules and diagram (unpickling)."""
    return _member(rules)(diagram)


def _colour_blind(rules: Rules) -> bool:
    """Whether the rules treat the players alike with the colours swapped."""
    _, left_prey, right_prey, left_behind, right_behind, _ = rules
    return (frozenset(_SWAP[k] for k in left_prey) == right_prey
            and _SWAP[left_behind] is right_behind)


def _shifted(cells: int, shift: int) -> int:
    return cells << shift if shift >= 0 else cells >> -shift


@cache
def _step_masks(box: bitgrid.Shape, steps: tuple[Step, ...]) -> tuple[tuple[int, int], ...]:
    """For each step, the shift of a cell's bit that takes it and the cells
    from which it stays on the board (so that no shift wraps round a row)."""
    found = []
    for dr, dc in steps:
        columns = range(max(0, -dc), min(box.width, box.width - dc))
        row = sum(1 << c for c in columns)
        rows = range(max(0, -dr), min(box.height, box.height - dr))
        ok = sum(row << r * box.stride for r in rows)
        found.append((dr * box.stride + dc, ok))
    return tuple(found)


@cache
def _linked(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The steps and their reverses: two cells a step apart are linked."""
    return tuple(sorted(set(steps) | {(-dr, -dc) for dr, dc in steps}))


def _regions(cells: int, box: bitgrid.Shape, steps: tuple[Step, ...]) -> list[int]:
    """The regions of ``cells`` linked by ``steps``, lowest first: each grown
    from its lowest cell, a frontier of new cells at a time."""
    masks = _step_masks(box, steps)
    found = []
    while cells:
        region, frontier = 0, cells & -cells
        while frontier:
            region |= frontier
            reached = 0
            for shift, ok in masks:
                reached |= _shifted(frontier & ok, shift)
            frontier = reached & cells & ~region
        found.append(region)
        cells &= ~region
    return found


@cache
def _symmetries(steps: tuple[Step, ...]) -> int:
    """8 when every rotation and reflection of the board maps the steps onto
    themselves, 4 when the reflections and the half turn do, else 1."""
    moves = set(steps)
    flips = [lambda r, c: (-r, -c), lambda r, c: (-r, c), lambda r, c: (r, -c)]
    if any({flip(r, c) for r, c in moves} != moves for flip in flips):
        return 1
    return 8 if {(c, r) for r, c in moves} == moves else 4


def _from_words(words: list[str], options: dict[str, Any]) -> GenClobber:
    diagram = read_diagram(words)
    name = options.get("variant") or "clobber"
    member = MEMBERS.get(name)
    if member is None:
        raise RulesetError(f"GenClobber variant {name!r} is not one of {', '.join(MEMBERS)}")
    directions, reach = options.get("directions"), options.get("max_distance")
    if directions is not None:
        member = _member((Directions[directions.upper()].value, *member.rules_of()[1:]))
    if reach is not None:
        limit = None if reach == "inf" else _reach(reach)
        member = _member((*member.rules_of()[:5], limit))
    return member(diagram)


def _reach(word: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise RulesetError(f"--max-distance {word!r} is not a positive integer or 'inf'")
    return int(word)


class _Checkerboards:
    """The boards of ``cgt table gen-clobber``: ``rectangle(r, c)`` is the
    ``r x c`` board filled with stones, Left's in the top left corner and
    the colours alternating, for the member ``member``."""

    def __init__(self, member: type[GenClobber]) -> None:
        self.member = member

    def rectangle(self, rows: int, columns: int) -> GenClobber:
        """The board of ``rows`` rows and ``columns`` columns.

        >>> _Checkerboards(Kings).rectangle(2, 3)
        Kings('xox|oxo')
        """
        return self.member("|".join("".join("xo"[(r + c) % 2] for c in range(columns))
                                    for r in range(rows)))


def _table_options(parser: argparse.ArgumentParser) -> None:
    rectangle_options(2, 4, 5)(parser)
    parser.add_argument("--variant", choices=tuple(MEMBERS), default="clobber",
                        help="which member of the family (default clobber)")


def _table(args: argparse.Namespace, progress: Progress = no_progress) -> Grid:
    """``cgt table gen-clobber``: the values of the checkerboards of one member."""
    member = MEMBERS[args.variant]
    title = f"{member.title}: values of r x c checkerboards (x in the top left corner)"
    return rectangles("gen-clobber", _Checkerboards(member), title, position_value_cell,
                      "values")(args, progress)


def _table_positions(args: argparse.Namespace) -> list[GenClobber]:
    return rectangle_positions(_Checkerboards(MEMBERS[args.variant]))(args)


RULESET = Ruleset(
    "gen-clobber", GenClobber, "Clobber with other moves: Anti, Hot, Kings, Knights, Rooks, Queens",
    "DIAGRAM", "a board like xox|ox. (x Left, o Right, . empty, # blocked)",
    _from_words, example=("xox|ox.",),
    examples=(("xox|ox. --variant kings", "CGSuite: {^^*|*,v[2]}"),
              ("xox|ox. --variant queens", "CGSuite: ^"),
              ("xoxo|oo.. --variant anti-clobber", "CGSuite: {*|-1}"),
              ("x.o --max-distance 2", "Oxen: *")),
    options=(
        Option(("--variant",), {"choices": tuple(MEMBERS), "default": "clobber",
                                "help": "which member of the family (default clobber)"}),
        Option(("--directions",), {"choices": tuple(d.name.lower() for d in Directions),
                                   "default": None,
                                   "help": "the steps a stone may take (default: the variant's)"}),
        Option(("--max-distance",), {"default": None, "metavar": "N",
                                     "help": "how far a stone may go, or inf (default: the "
                                             "variant's)"}),
    ),
    source="CGSuite's game.grid.GenClobber and its members",
    table=TableSpec("values of checkerboards of a member", _table_options, _table,
                    (("--variant kings --rows 2 --columns 4", "Kings on 2 x n boards"),),
                    _table_positions),
)

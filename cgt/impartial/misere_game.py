"""Misère canonical forms of impartial games as values: :class:`MisereGame`.

Under misère play (the last player to move loses) impartial games do not
collapse to nim heaps, but each still has a unique simplest form (Conway,
*On Numbers and Games*, ch. 12; Siegel, *Combinatorial Game Theory*, ch. V).
A :class:`MisereGame` is one such form, interned: equal games are the same
object. It prints and parses in CGSuite's notation.

>>> import cgt
>>> g = cgt.misere_game("*[[2],0]")
>>> g, str(g), g.genus.nim_value, str(g.outcome), g.is_restive
(misere_game('*[2#0]'), '*[2#0]', 1, 'N', True)
>>> two = cgt.misere_game(2)
>>> two + two == cgt.misere_game("*[2[2]]"), (two + two).options
(True, (misere_game('*[2]'), misere_game('*[3]')))
>>> [len(games_born_by(n)) for n in range(5)]
[1, 2, 3, 5, 22]

The first player wins ``*1 + *1`` in normal play but not in misère play,
where ``*1 + *1`` is ``0``:

>>> one = cgt.misere_game(1)
>>> one + one == cgt.misere_game(0), str(one.outcome)
(True, 'P')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, ClassVar

from cgt.core.outcome import Outcome
from cgt.core.slots import Displayed
from cgt.errors import CGTError
from cgt.impartial import misere_forms as forms
from cgt.impartial import misere_links as links
from cgt.impartial import misere_parts as parts
from cgt.impartial.misere import Genus, MisereSolver
from cgt.impartial.misere_forms import Phylum
from cgt.impartial.misere_text import format_game, input_text, parse_game

__all__ = [
    "MisereGame",
    "count_games_born_by",
    "games_born_by",
    "misere_game",
    "misere_value",
]


class MisereGame(Displayed):
    """An impartial game in misère canonical form (one object per value).

    Made by :func:`misere_game` from CGSuite's notation, a nim heap size, or
    an impartial position; ``MisereGame.from_options`` builds one from its
    options. ``+`` adds; ``==`` is misère equivalence (``G + X`` and
    ``H + X`` have the same misère outcome for every ``X``).

    >>> g = misere_game("*[[2]]")
    >>> str(g), g.birthday, g.misere_nim_value, str(g.genus), g.parts
    ('*[2#]', 3, 0, '0^02', [misere_game('*[2]'), misere_game('*[2[#-2]]')])
    """

    __slots__ = ("_id",)
    _interned: ClassVar[dict[int, MisereGame]] = {}
    _genus_solver: ClassVar[MisereSolver[int] | None] = None

    _id: int

    def __new__(cls, ident: int) -> MisereGame:
        found = cls._interned.get(ident)
        if found is None:
            found = super().__new__(cls)
            found._id = ident
            cls._interned[ident] = found
        return found

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (misere_game, (input_text(self._id),))

    @classmethod
    def from_options(cls, options: Iterable[MisereGame]) -> MisereGame:
        """The game whose options are ``options``, simplified.

        >>> MisereGame.from_options([misere_game(0), misere_game(1)])
        misere_game('*[2]')
        """
        ids = []
        for o in options:
            if not isinstance(o, MisereGame):
                raise CGTError(f"option {o!r} is not a MisereGame")
            ids.append(o._id)
        return cls(forms.construct(ids))

    # -- structure -----------------------------------------------------------------------

    @property
    def options(self) -> tuple[MisereGame, ...]:
        """The options of the simplest form, in CGSuite's order (smallest first)."""
        return tuple(MisereGame(o) for o in sorted(forms.options(self._id), key=forms.order_key))

    @property
    def birthday(self) -> int:
        return forms.birthday(self._id)

    @property
    def nim_value(self) -> int:
        """``G+``, the normal-play nim value."""
        return forms.nim_value(self._id)

    @property
    def misere_nim_value(self) -> int:
        """``G-``: 1 for ``0``, else the mex of the options'; 0 exactly for P-positions."""
        return forms.misere_nim_value(self._id)

    @property
    def outcome(self) -> Outcome:
        """The misère outcome: P when the player to move loses."""
        return Outcome.P if self.misere_nim_value == 0 else Outcome.N

    @property
    def genus(self) -> Genus:
        """Conway's genus ``g^(γ0 γ1 ...)``: ``γi`` is the misère nim value of
        ``G + *2 + ... + *2`` (``i`` heaps)."""
        solver = MisereGame._genus_solver
        if solver is None:
            solver = MisereGame._genus_solver = MisereSolver(_game_moves)
        return solver.genus((self._id,), self.nim_value)

    @property
    def phylum(self) -> Phylum:
        """How tame the game is (:class:`cgt.impartial.misere_forms.Phylum`)."""
        return forms.phylum(self._id)

    @property
    def mate(self) -> MisereGame:
        """``0`` and ``*1`` swap; otherwise the game of the options' mates."""
        return MisereGame(forms.mate(self._id))

    # -- parts -----------------------------------------------------------------------------

    @property
    def parts(self) -> list[MisereGame]:
        """The even parts ``X`` other than 0 and the game itself: ``X + Y`` is
        the game's even part for some ``Y``."""
        return [MisereGame(p) for p in parts.even_parts(self._id)]

    @property
    def partitions(self) -> list[list[MisereGame]]:
        """Each way to write the even part as a sum of even primes (not unique:
        ``*[4[2#]]`` has two)."""
        return [[MisereGame(p) for p in q] for q in parts.partitions(self._id)]

    # -- links (ONAG ch. 12, Lemma 75 and Theorem 76) ----------------------------------------

    def is_linked_to(self, other: MisereGame) -> bool:
        """Whether ``G + T`` and ``H + T`` are both P-positions for some ``T``:
        exactly when neither game is an option of the other.

        >>> three, zero = misere_game(3), misere_game(0)
        >>> three.is_linked_to(misere_game("*[2#]")), zero.is_linked_to(misere_game(1))
        (True, False)
        """
        return links.is_linked(self._id, _misere_operand(other, "is_linked_to")._id)

    def link(self, other: MisereGame) -> MisereGame:
        """A ``T`` with ``G + T`` and ``H + T`` both P-positions; CGTError when
        the games are not linked.

        >>> t = misere_game(3).link(misere_game("*[2#]"))
        >>> t, str((misere_game(3) + t).outcome), str((misere_game("*[2#]") + t).outcome)
        (misere_game('*[(2#1)21]'), 'P', 'P')
        """
        return MisereGame(links.link(self._id, _misere_operand(other, "link")._id))

    def distinguisher(self, other: MisereGame) -> MisereGame:
        """A ``T`` with ``G + T`` and ``H + T`` of different misère outcomes;
        CGTError when the games are equal.

        >>> d = misere_game(3).distinguisher(misere_game("*[2#]"))
        >>> d, str((misere_game(3) + d).outcome), str((misere_game("*[2#]") + d).outcome)
        (misere_game('*[2#]'), 'N', 'P')
        """
        h = _misere_operand(other, "distinguisher")
        return MisereGame(links.distinguisher(self._id, h._id))

    def __sub__(self, other: object) -> MisereGame:
        """``G - H``: the ``X`` with ``X + H = G``; CGTError when there is none."""
        if not isinstance(other, MisereGame):
            return NotImplemented
        found = parts.subtract(self._id, other._id)
        if found is None:
            raise CGTError(f"{self} - {other}: no misère game X has X + {other} = {self}")
        return MisereGame(found)

    # -- classes of games -------------------------------------------------------------------

    @property
    def is_nim_heap(self) -> bool:
        return self._id == forms.nim_heap(self.birthday)

    @property
    def is_even(self) -> bool:
        """Born before ``G + *1``."""
        return forms.is_even(self._id)

    @property
    def is_prime(self) -> bool:
        """Not 0 or ``*1``, and no even parts but 0 and itself."""
        return parts.is_prime(self._id)

    @property
    def is_tame(self) -> bool:
        """Hereditarily tame: a nim heap, or tame genus with tame options."""
        return self.phylum <= Phylum.HEREDITARILY_TAME

    @property
    def is_generally_tame(self) -> bool:
        """Tame, allowing wild options that reverse into tame games."""
        return self.phylum.is_generally_tame

    @property
    def is_tameable(self) -> bool:
        return self.phylum.is_tameable

    @property
    def is_restive(self) -> bool:
        """Hereditarily restive: restive genus, hereditarily tame options."""
        return self.phylum == Phylum.HEREDITARILY_RESTIVE

    @property
    def is_generally_restive(self) -> bool:
        return self.phylum.is_generally_restive

    @property
    def is_restless(self) -> bool:
        return self.phylum == Phylum.RESTLESS

    @property
    def is_half_tame(self) -> bool:
        """Not tame, but ``G + G`` is tame of genus ``0^0``."""
        if self.is_generally_tame:
            return False
        double = self + self
        return double.is_generally_tame and double.nim_value == 0 and double.misere_nim_value == 0

    @property
    def is_extraverted(self) -> bool:
        """Each option is a part; equivalently the game is a part of ``{G}``."""
        return parts.subtract(forms.construct([self._id]), self._id) is not None

    @property
    def is_introverted(self) -> bool:
        """A part of each of its options: only 0 and ``*1`` are."""
        return self._id < 2

    # -- arithmetic and display ---------------------------------------------------------------

    def __add__(self, other: object) -> MisereGame:
        if isinstance(other, MisereGame):
            return MisereGame(forms.add(self._id, other._id))
        if isinstance(other, int) and not isinstance(other, bool):
            return self + misere_game(other)
        return NotImplemented

    __radd__ = __add__

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return hash((MisereGame, self._id))

    def __str__(self) -> str:
        return format_game(self._id)

    def __repr__(self) -> str:
        return f"misere_game({format_game(self._id)!r})"


def _misere_operand(other: object, method: str) -> MisereGame:
    if not isinstance(other, MisereGame):
        raise CGTError(f"MisereGame.{method} takes a misère game (cgt.misere_game), "
                       f"not {other!r}")
    return other


def _game_moves(g: int) -> list[tuple[int, ...]]:
    return [(o,) if o else () for o in forms.options(g)]


# -- making games -------------------------------------------------------------------------


def misere_game(value: object) -> MisereGame:
    """The misère canonical form of ``value``: CGSuite notation (``"*[2#0]"``,
    ``"*[[2],0]"``, ``"*[2]+*[2]"``), a nim heap size, a MisereGame, or an
    impartial position (its moves are played out).

    >>> misere_game("*[2]+*[2]"), misere_game(3)
    (misere_game('*[2[2]]'), misere_game('*[3]'))
    >>> misere_game("*[2#")
    Traceback (most recent call last):
    ...
    cgt.errors.CGTError: misère game '*[2#': this '[' is never closed at character 2, found '['
    """
    if isinstance(value, MisereGame):
        return value
    if isinstance(value, bool):
        raise CGTError(f"misère game {value!r}: a truth value is not a game")
    if isinstance(value, int):
        if value < 0:
            raise CGTError(f"misère game {value}: a nim heap has a size of 0 or more")
        return MisereGame(forms.nim_heap(value))
    if isinstance(value, str):
        return MisereGame(parse_game(value))
    return misere_value(value)


def misere_value(position: Any) -> MisereGame:
    """The misère canonical form of an impartial position (or a nimber ``*n``).

    Components are valued apart and added; positions are remembered by
    equality, so a ruleset whose positions hash well is fast.

    >>> import cgt
    >>> from cgt.games.heap import HeapGame
    >>> misere_value(HeapGame("0.77")(3))
    misere_game('*[3]')
    >>> str(misere_value(HeapGame("0.77")(2, 2))), str(misere_value(cgt.nimber(2)))
    ('*[2[2]]', '*[2]')
    """
    if not hasattr(position, "moves"):
        if getattr(position, "is_nimber", False):
            return MisereGame(forms.nim_heap(int(position.nim_value)))
        raise CGTError(f"{position!r} is not an impartial position: a misère form needs "
                       "the moves of a game (a nimber *n is the nim heap n)")
    return MisereGame(_position_value(position, {}))


def _components(position: Any) -> list[Any]:
    found = getattr(position, "components", None)
    if found is None:
        return [position]
    split = list(found())
    return split if len(split) != 1 or split[0] is not position else [position]


def _position_value(root: Any, table: dict[Hashable, int]) -> int:
    """Iterative post-order search: a position's id from its options' ids (or,
    for a sum, from its components')."""
    entered: set[Any] = set()
    stack: list[tuple[Any, list[Any] | None, bool]] = [(root, None, False)]
    while stack:
        position, pending, is_sum = stack.pop()
        if position in table:
            continue
        if pending is None:
            if position in entered:
                raise CGTError(f"{position!r} can be reached again from itself: misère canonical "
                               "forms are for short games (see cgt.loopy for loopy play)")
            entered.add(position)
            split = _components(position)
            is_sum = len(split) > 1
            children = split if is_sum else list(position.moves())
            stack.append((position, children, is_sum))
            stack.extend((c, None, False) for c in children if c not in table)
            continue
        if is_sum:
            total = 0
            for c in pending:
                total = forms.add(total, table[c])
            table[position] = total
        else:
            table[position] = forms.construct(table[c] for c in pending)
        entered.discard(position)
    return table[root]


# -- games born by day n ---------------------------------------------------------------------

#: The number of misère canonical forms born by day n (Conway, ONAG ch. 12;
#: Siegel, *Combinatorial Game Theory*, V.1). Days 0-4 are also counted here.
_BORN_BY = (1, 2, 3, 5, 22, 4171780)

#: The largest day whose games :func:`games_born_by` lists (day 5 has millions).
LISTED_DAYS = 4


def games_born_by(day: int) -> list[MisereGame]:
    """Every misère canonical form born by ``day`` (``day`` at most 4), in
    CGSuite's order: each day's games are the forms of the sets of the
    previous day's.

    >>> [str(g) for g in games_born_by(2)]
    ['*[0]', '*[1]', '*[2]']
    """
    if isinstance(day, bool) or not isinstance(day, int) or day < 0:
        raise CGTError(f"day {day!r} is not a non-negative integer")
    if day > LISTED_DAYS:
        raise CGTError(f"day {day}: the {count_games_born_by(day):,} misère games born by "
                       f"then are too many to list (at most day {LISTED_DAYS}; "
                       "count_games_born_by counts them)")
    games = [0]
    for _ in range(day):
        made = set()
        for mask in range(1 << len(games)):
            made.add(forms.construct(g for i, g in enumerate(games) if mask >> i & 1))
        games = sorted(made, key=forms.order_key)
    return [MisereGame(g) for g in games]


def count_games_born_by(day: int) -> int:
    """The number of misère games born by ``day``, as ONAG gives it (days 0 to 5).

    >>> count_games_born_by(5)
    4171780
    """
    if isinstance(day, bool) or not isinstance(day, int) or day < 0:
        raise CGTError(f"day {day!r} is not a non-negative integer")
    if day >= len(_BORN_BY):
        raise CGTError(f"day {day}: the number of misère games born by day {day} has "
                       f"{'about 1.26 million digits' if day == 6 else 'no closed form here'}; "
                       f"counted up to day {len(_BORN_BY) - 1}")
    return _BORN_BY[day]

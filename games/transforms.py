"""Ruleset variants: the dicotic, impartial and twisted variant of any ruleset.

CGSuite (``game.variant``) turns any game into three others, and any
ruleset into the ruleset of those games; these are the same three, for any
ruleset class ``R`` of ``cgt.games`` (any :class:`cgt.Position`):

- ``Dicotic(R)``: a player may move only while the opponent could move too
  (CGSuite's ``DicoticVariantGame``: the options of a player are those of
  ``R`` when the opponent has an option, and none otherwise). Every position
  is then dicotic (all-small): both players can move, or neither.
- ``Impartial(R)``: either player may make either player's moves
  (``ImpartialVariantGame``): Cram is ``Impartial(Domineering)``.
- ``Twisted(R)``: after each move the players swap roles
  (``TwistedVariantGame``: the options of ``T(G)`` are ``-T(G')`` for each
  option ``G'`` of ``G``).

Each is a function: handed a ruleset class it returns the variant's class
(made once per class), whose constructor takes ``R``'s arguments; handed a
position it returns that position's variant.

>>> from cgt.games.domineering import Domineering
>>> ImpartialDomineering = Impartial(Domineering)
>>> ImpartialDomineering(".........|##.######").grundy  # CGSuite's Cram test: *4
4
>>> Dicotic(Domineering("..|..")).value, Dicotic(Domineering("...")).value
(cgt.parse('*'), cgt.parse('0'))
>>> Twisted(Domineering(".|.|.")).value, Twisted(Domineering("..|..")).value
(cgt.parse('1'), cgt.parse('0'))

The impartial variant of a sum is the sum of the variants of its parts, so
it decomposes where ``R`` does; the dicotic and twisted variants of a sum
are not sums (whether a player may move, or who is who, depends on every
part), so they are solved whole. Positions of a variant are keyed by their
base position's key (a symmetry key names a game tree up to isomorphism,
which is all a variant sees), the twisted ones with which way round they are.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import Any, ClassVar, overload

from cgt import Cell, CGTError, ImpartialPosition, Position

__all__ = [
    "Dicotic", "DicoticVariant", "Impartial", "ImpartialVariant", "Twisted", "TwistedVariant",
    "Variant",
]


class Variant(enum.Enum):
    """The three variants CGSuite defines."""

    DICOTIC = "Dicotic"
    IMPARTIAL = "Impartial"
    TWISTED = "Twisted"


class _OfBase:
    """What the three variants share: a base position, its text and drawing."""

    __slots__ = ()

    #: The ruleset the variant is made of (set on each variant class).
    base_ruleset: ClassVar[type[Position]]
    variant: ClassVar[Variant]
    symbols: ClassVar[Mapping[str, Cell]] = {}

    base: Position

    @classmethod
    def ruleset_title(cls) -> str:
        return f"{cls.variant.value} {cls.base_ruleset.ruleset_title()}"

    def board_rows(self) -> tuple[str, ...] | None:
        return self.base.board_rows()

    def __str__(self) -> str:
        return str(self.base)

    def __repr__(self) -> str:
        return f"{self.variant.value}({self.base!r})"

    def key(self) -> Hashable:
        return self.base.key()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.base == self.base

    def __hash__(self) -> int:
        return hash(self.base)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.variant, self.base_ruleset, self.base, False))


class DicoticVariant(_OfBase, Position):
    """A position of ``Dicotic(R)``: ``R``'s moves, but none for a player
    whose opponent has none."""

    __slots__ = ("base",)
    variant = Variant.DICOTIC

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.base = self.base_ruleset(*args, **kwargs)

    def _either(self, mine: Iterable[Position], theirs: Iterable[Position]
                ) -> Iterator[DicoticVariant]:
        if next(iter(theirs), None) is None:
            return iter(())
        return (_of(type(self), g) for g in mine)

    def left_moves(self) -> Iterator[DicoticVariant]:
        return self._either(self.base.left_moves(), self.base.right_moves())

    def right_moves(self) -> Iterator[DicoticVariant]:
        return self._either(self.base.right_moves(), self.base.left_moves())


class ImpartialVariant(_OfBase, ImpartialPosition):
    """A position of ``Impartial(R)``: either player makes Left's or Right's moves of ``R``."""

    __slots__ = ("base",)
    variant = Variant.IMPARTIAL

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.base = self.base_ruleset(*args, **kwargs)

    def moves(self) -> Iterator[ImpartialVariant]:
        cls = type(self)
        for g in self.base.left_moves():
            yield _of(cls, g)
        for g in self.base.right_moves():
            yield _of(cls, g)

    def components(self) -> tuple[ImpartialVariant, ...]:
        """The variants of the base position's components."""
        parts = list(self.base.components())
        if len(parts) == 1:
            return (self,)
        return tuple(_of(type(self), part) for part in parts)


class TwistedVariant(_OfBase, Position):
    """A position of ``Twisted(R)``, or its negative when ``negated``: a move
    of ``R`` and then the players swap roles."""

    __slots__ = ("base", "negated")
    variant = Variant.TWISTED

    negated: bool

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.base = self.base_ruleset(*args, **kwargs)
        self.negated = False

    # T(G) has Left options -T(G^L) and Right options -T(G^R); so -T(G), whose
    # Left options are minus T(G)'s Right options, has the T(G^R), and the
    # T(G^L) on Right.
    def left_moves(self) -> Iterator[TwistedVariant]:
        moves = self.base.right_moves() if self.negated else self.base.left_moves()
        return (_twisted(type(self), g, not self.negated) for g in moves)

    def right_moves(self) -> Iterator[TwistedVariant]:
        moves = self.base.left_moves() if self.negated else self.base.right_moves()
        return (_twisted(type(self), g, not self.negated) for g in moves)

    def key(self) -> Hashable:
        return (self.negated, self.base.key())

    def conjugate_key(self) -> Hashable:
        """The other way round: worth minus this one."""
        return (not self.negated, self.base.key())

    def __repr__(self) -> str:
        return f"{'-' if self.negated else ''}Twisted({self.base!r})"

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.base == self.base
                and other.negated == self.negated)

    def __hash__(self) -> int:
        return hash((self.base, self.negated))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.variant, self.base_ruleset, self.base, self.negated))


_KINDS: dict[Variant, type] = {
    Variant.DICOTIC: DicoticVariant, Variant.IMPARTIAL: ImpartialVariant,
    Variant.TWISTED: TwistedVariant,
}

#: (variant, base ruleset) -> the variant's class, made once: each class has
#: its own table of solved values.
_CLASSES: dict[tuple[Variant, type], type] = {}


def variant_class(variant: Variant, ruleset: type) -> type:
    """The class of ``variant`` of the ruleset class ``ruleset``, made once.

    >>> from cgt.games.domineering import Domineering
    >>> variant_class(Variant.TWISTED, Domineering).ruleset_title()
    'Twisted Domineering'
    """
    if not (isinstance(ruleset, type) and issubclass(ruleset, Position)):
        raise CGTError(f"{variant.value}({ruleset!r}): expected a ruleset (a Position class) "
                       "or a position")
    found = _CLASSES.get((variant, ruleset))
    if found is None:
        kind = _KINDS[variant]
        found = type(f"{variant.value}{ruleset.__name__}", (kind,), {
            "__slots__": (), "__module__": __name__, "base_ruleset": ruleset,
            "symbols": getattr(ruleset, "symbols", {}), "title": None,
            "board_style": ruleset.board_style,
        })
        _CLASSES[(variant, ruleset)] = found
    return found


def _of(cls: Any, base: Position) -> Any:
    position = object.__new__(cls)
    position.base = base
    return position


def _twisted(cls: Any, base: Position, negated: bool) -> Any:
    position = _of(cls, base)
    position.negated = negated
    return position


def _rebuilt(variant: Variant, ruleset: type, base: Position, negated: bool) -> Any:
    """The position a variant's ``__reduce__`` describes (for pickling)."""
    cls = variant_class(variant, ruleset)
    return _twisted(cls, base, negated) if variant is Variant.TWISTED else _of(cls, base)


def _variant(variant: Variant, of: Any) -> Any:
    if isinstance(of, Position):
        return _rebuilt(variant, type(of), of, False)
    return variant_class(variant, of)


@overload
def Dicotic(of: Position) -> DicoticVariant: ...
@overload
def Dicotic(of: type) -> type[DicoticVariant]: ...
def Dicotic(of: Any) -> Any:
    """The dicotic variant of a ruleset class, or of a position.

    >>> from cgt.games.toppling_dominoes import TopplingDominoes
    >>> Dicotic(TopplingDominoes)("lr").value, Dicotic(TopplingDominoes)("ll").value
    (cgt.parse('*'), cgt.parse('0'))
    """
    return _variant(Variant.DICOTIC, of)


@overload
def Impartial(of: Position) -> ImpartialVariant: ...
@overload
def Impartial(of: type) -> type[ImpartialVariant]: ...
def Impartial(of: Any) -> Any:
    """The impartial variant of a ruleset class, or of a position.

    >>> from cgt.games.toppling_dominoes import TopplingDominoes
    >>> Impartial(TopplingDominoes("lrl")).grundy  # three grey dominoes
    3
    """
    return _variant(Variant.IMPARTIAL, of)


@overload
def Twisted(of: Position) -> TwistedVariant: ...
@overload
def Twisted(of: type) -> type[TwistedVariant]: ...
def Twisted(of: Any) -> Any:
    """The twisted variant of a ruleset class, or of a position.

    >>> from cgt.games.toppling_dominoes import TopplingDominoes
    >>> Twisted(TopplingDominoes("ll")).value, Twisted(TopplingDominoes("lr")).value
    (cgt.parse('1'), cgt.parse('±1'))
    """
    return _variant(Variant.TWISTED, of)

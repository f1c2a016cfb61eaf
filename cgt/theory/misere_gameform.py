"""Literal partizan game forms, for misère play: ``cgt.game_form``.

Normal-play equality does not carry over to misère play, so misère theory
works on the *form* of a game as given: ``{*|*}`` and ``0`` are one value in
normal play and two different misère games. A :class:`GameForm` is that
literal form, ``{left options | right options}``, never simplified: the
same options make the same object (forms are interned, so ``==`` is
identity and memos key on :attr:`GameForm.id`), nothing else is merged.

Text is read in the braces notation: ``{0,*|-1}``; an integer ``n`` is the
literal form ``{n-1|}`` (``-n`` is ``{|-n+1}``), ``*`` is ``{0|0}`` and
``*n`` the nim heap ``{0,*,...,*(n-1)|0,*,...,*(n-1)}``. Integers and nim
heaps print back as such:

>>> g = game_form("{0,*|-1}")
>>> g, g.birthday, [str(o) for o in g.left]
(game_form('{0,*|-1}'), 2, ['0', '*'])
>>> game_form("{1|}") is game_form(2), str(game_form("{|}")), str(game_form("*2").conjugate())
(True, '0', '*2')
>>> game_form(1) + game_form(-1)
game_form('{-1|1}')
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from typing import Any, Final

from cgt.core.deep import deep_call
from cgt.core.outcome import Outcome, Player
from cgt.core.slots import Displayed
from cgt.errors import CGTError, ParseError, shown

__all__ = ["GameForm", "game_form", "hereditary", "integer_form", "nim_form"]


class GameForm(Displayed):
    """A literal short partizan form ``{L | R}``, interned: make one with
    :func:`game_form` or :meth:`GameForm.of`, never ``GameForm()``.

    ``left`` and ``right`` are the options (tuples of forms, each form once,
    in a fixed order); ``id`` numbers the form in the intern table;
    ``birthday`` is the height of its game tree.
    """

    __slots__ = ("birthday", "id", "left", "right")

    left: tuple[GameForm, ...]
    right: tuple[GameForm, ...]
    id: int
    birthday: int

    @classmethod
    def of(cls, left: Iterable[GameForm], right: Iterable[GameForm]) -> GameForm:
        """The form with these options (repeats count once).

        >>> GameForm.of([], []) is game_form(0)
        True
        """
        lefts = _distinct(left)
        rights = _distinct(right)
        key = (tuple(o.id for o in lefts), tuple(o.id for o in rights))
        found = _FORMS.get(key)
        if found is not None:
            return found
        with _LOCK:
            found = _FORMS.get(key)
            if found is None:
                found = object.__new__(cls)
                found.left, found.right = lefts, rights
                found.id = len(_FORMS)
                found.birthday = 1 + max((o.birthday for o in lefts + rights), default=-1)
                _FORMS[key] = found
        return found

    def __new__(cls, *args: object, **kwargs: object) -> GameForm:
        raise CGTError("make a GameForm with cgt.game_form(text) or GameForm.of(left, right)")

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return game_form, (str(self),)

    # --- a position, so every search over moves reads a form --------------------------

    def left_moves(self) -> tuple[GameForm, ...]:
        return self.left

    def right_moves(self) -> tuple[GameForm, ...]:
        return self.right

    def options(self, player: Player) -> tuple[GameForm, ...]:
        """The options of ``player`` (``Player.LEFT`` or ``Player.RIGHT``). Not
        named ``moves``: that is an impartial position's method."""
        return self.left if Player.parse(player) is Player.LEFT else self.right

    def is_end(self, player: Player) -> bool:
        """Whether ``player`` has no move here (in misère play, a win on their turn)."""
        return not self.options(player)

    # --- algebra of forms -------------------------------------------------------------

    def conjugate(self) -> GameForm:
        """Left and Right swapped throughout (the misère ``-G``; it is not an
        inverse in misère play).

        >>> game_form("{0,*|-1}").conjugate()
        game_form('{1|0,*}')
        """
        return deep_call(self.birthday, _conjugate, self)

    def __neg__(self) -> GameForm:
        return self.conjugate()

    def adjoint(self) -> GameForm:
        """Siegel's *adjoint* ``G°``, the form for which ``G + G°`` is a misère
        P-position (Siegel, "Misère canonical forms of partizan games", 2015,
        Proposition 3.3; his book "Combinatorial Game Theory", Proposition 6.4
        on p. 270): each player's moves answer the other's, by adjoints, and
        a player with no move in ``G`` gets one to ``0`` in ``G°``, so that
        ``0°`` is ``*``.

        >>> one = game_form(1)
        >>> one.adjoint(), game_form(0).adjoint(), str((one + one.adjoint()).misere_outcome)
        (game_form('{0|*}'), game_form('*'), 'P')
        """
        return deep_call(self.birthday, _adjoint, self)

    def __add__(self, other: object) -> GameForm:
        if not isinstance(other, GameForm):
            return NotImplemented
        return deep_call(self.birthday + other.birthday, _add, self, other)

    @property
    def misere_outcome(self) -> Outcome:
        """``L``, ``R``, ``N`` or ``P`` when the player who moves last loses.

        >>> [str(game_form(t).misere_outcome) for t in ("0", "*", "1", "{*|*}")]
        ['N', 'P', 'R', 'N']
        """
        left = wins_moving_first(self, Player.LEFT)
        right = wins_moving_first(self, Player.RIGHT)
        if left and right:
            return Outcome.N
        if left:
            return Outcome.L
        return Outcome.R if right else Outcome.P

    def integer_value(self) -> int | None:
        """``n`` when this is the literal integer form ``n``, else None.

        >>> game_form("{{0|}|}").integer_value(), game_form("{0|0}").integer_value()
        (2, None)
        """
        return _integer_value(self)

    def nim_value(self) -> int | None:
        """``n`` when this is the literal nim heap ``*n`` (``n >= 1``), else None.

        >>> game_form("{0,{0|0}|0,{0|0}}").nim_value()
        2
        """
        value = _nim_value(self)
        return value or None

    def __str__(self) -> str:
        return deep_call(self.birthday, _text, self)

    def __repr__(self) -> str:
        return f"game_form({str(self)!r})"


_LOCK: Final = threading.Lock()
#: (left ids, right ids) -> the form
_FORMS: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], GameForm]] = {}
#: form id -> n, or None, for the literal integers and nim heaps (filled as asked)
_INTEGERS: Final[dict[int, int | None]] = {}
_NIMBERS: Final[dict[int, int | None]] = {}
_SUMS: Final[dict[tuple[int, int], GameForm]] = {}
_CONJUGATES: Final[dict[int, GameForm]] = {}
_ADJOINTS: Final[dict[int, GameForm]] = {}
#: (form id, Left moves first) -> whether the mover wins in misère play
_WINS: Final[dict[tuple[int, bool], bool]] = {}


def _distinct(options: Iterable[GameForm]) -> tuple[GameForm, ...]:
    found: dict[int, GameForm] = {}
    for option in options:
        if not isinstance(option, GameForm):
            raise CGTError(f"{shown(option)} is not a GameForm: options of a form are forms")
        found[option.id] = option
    return tuple(found[key] for key in sorted(found))


def _conjugate(g: GameForm) -> GameForm:
    found = _CONJUGATES.get(g.id)
    if found is None:
        found = GameForm.of([_conjugate(o) for o in g.right], [_conjugate(o) for o in g.left])
        _CONJUGATES[g.id] = found
    return found


def _adjoint(g: GameForm) -> GameForm:
    found = _ADJOINTS.get(g.id)
    if found is None:
        # Left's moves in G° answer Right's in G, and the other way round; an
        # end of G becomes a move to 0, so that neither player is left
        # without a move in G + G° while the other has one.
        zero = GameForm.of((), ())
        lefts = [_adjoint(o) for o in g.right] or [zero]
        rights = [_adjoint(o) for o in g.left] or [zero]
        found = _ADJOINTS[g.id] = GameForm.of(lefts, rights)
    return found


def _add(g: GameForm, h: GameForm) -> GameForm:
    if not g.left and not g.right:
        return h
    if not h.left and not h.right:
        return g
    key = (g.id, h.id) if g.id <= h.id else (h.id, g.id)
    found = _SUMS.get(key)
    if found is None:
        found = GameForm.of([_add(o, h) for o in g.left] + [_add(g, o) for o in h.left],
                            [_add(o, h) for o in g.right] + [_add(g, o) for o in h.right])
        _SUMS[key] = found
    return found


def wins_moving_first(game: GameForm, player: Player) -> bool:
    """Whether ``player``, moving first in ``game``, wins in misère play: with no
    move they win at once, else some move leaves the opponent losing. An explicit
    stack, memoised on form ids: no recursion limit.

    >>> wins_moving_first(game_form(1), Player.LEFT), wins_moving_first(game_form(1), Player.RIGHT)
    (False, True)
    """
    root = (game, Player.parse(player) is Player.LEFT)
    stack: list[tuple[GameForm, bool, bool]] = [(root[0], root[1], False)]
    while stack:
        form, left, expanded = stack.pop()
        key = (form.id, left)
        if key in _WINS:
            continue
        options = form.left if left else form.right
        if expanded:
            _WINS[key] = not options or any(not _WINS[(o.id, not left)] for o in options)
            continue
        stack.append((form, left, True))
        stack.extend((o, not left, False) for o in options if (o.id, not left) not in _WINS)
    return _WINS[(root[0].id, root[1])]


def _integer_value(g: GameForm) -> int | None:
    """Read up the one chain of options (an integer's form is a path), from its end."""
    chain = [g]
    while chain[-1].id not in _INTEGERS and len(chain[-1].left) + len(chain[-1].right) == 1:
        chain.append((chain[-1].left or chain[-1].right)[0])
    for form in reversed(chain):
        if form.id in _INTEGERS:
            continue
        options = form.left + form.right
        below = _integer_value(options[0]) if len(options) == 1 else None
        value: int | None = None
        if not options:
            value = 0
        elif below is not None and form.left and below >= 0:
            value = below + 1
        elif below is not None and form.right and below <= 0:
            value = below - 1
        _INTEGERS[form.id] = value
    return _INTEGERS[g.id]


def _nim_value(g: GameForm) -> int | None:
    """``n`` for the heap ``*n`` (``0`` for the empty form), else None."""
    if g.id not in _NIMBERS:
        value: int | None = None
        if not g.left and not g.right:
            value = 0
        elif g.left == g.right:
            heaps = sorted((_nim_value(o) for o in g.left), key=lambda v: -1 if v is None else v)
            if heaps == list(range(len(heaps))):
                value = len(heaps)
        _NIMBERS[g.id] = value
    return _NIMBERS[g.id]


def integer_form(n: int) -> GameForm:
    """The literal integer ``n``: ``{n-1|}`` for ``n > 0``, ``{|n+1}`` for ``n < 0``.

    >>> integer_form(-2)
    game_form('-2')
    """
    if not isinstance(n, int) or isinstance(n, bool):
        raise CGTError(f"integer_form: {shown(n)} is not an integer")
    form = GameForm.of([], [])
    for _ in range(abs(n)):
        form = GameForm.of([form], []) if n > 0 else GameForm.of([], [form])
    return form


def nim_form(n: int) -> GameForm:
    """The literal nim heap ``*n``: both players move to ``*k`` for each ``k < n``.

    >>> nim_form(2).left
    (game_form('0'), game_form('*'))
    """
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTError(f"nim_form: {shown(n)} is not a non-negative integer")
    heaps: list[GameForm] = []
    for _ in range(n + 1):
        heaps.append(GameForm.of(heaps, heaps))
    return heaps[n]


def _text(g: GameForm) -> str:
    integer = g.integer_value()
    if integer is not None:
        return str(integer)
    heap = g.nim_value()
    if heap is not None:
        return "*" if heap == 1 else f"*{heap}"
    return "{" + ",".join(_texts(g.left)) + "|" + ",".join(_texts(g.right)) + "}"


def _texts(options: tuple[GameForm, ...]) -> list[str]:
    """The options' texts, the older first (``0`` before ``*``), then as strings."""
    return [text for _, text in sorted((o.birthday, _text(o)) for o in options)]


def game_form(value: object) -> GameForm:
    """The literal form of ``value``: braces text (``"{0,*|-1}"``), an integer, a
    :class:`GameForm`, a :class:`cgt.Game` (the options of its normal-play
    canonical form, taken literally) or a position with ``left_moves()`` and
    ``right_moves()`` (its game tree, as played).

    >>> game_form("{ 1 , {|} | *3 }")
    game_form('{0,1|*3}')
    >>> game_form("{1|")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: expected '{', '*' or an integer at position 3:
      {1|
         ^
    """
    if isinstance(value, GameForm):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return integer_form(value)
    if isinstance(value, str):
        return _Reader(value).form()
    form = getattr(value, "form", value)  # a cgt.Game holds its canonical form
    if hasattr(form, "left") and hasattr(form, "right") and not callable(form.left):
        return _from_tree(form, lambda f: f.left, lambda f: f.right)
    if all(callable(getattr(value, name, None)) for name in ("left_moves", "right_moves")):
        return _from_tree(value, lambda p: p.left_moves(), lambda p: p.right_moves())
    raise CGTError(f"{shown(value)} is neither braces text, an integer, a game nor a position "
                   "with left_moves() and right_moves(): it has no game form")


def _from_tree(root: Any, lefts: Any, rights: Any) -> GameForm:
    """The form of a game tree, read with an explicit stack (positions may be deep)."""
    made: dict[Any, GameForm] = {}
    on_path: set[Any] = set()
    stack: list[tuple[Any, list[Any] | None, list[Any] | None]] = [(root, None, None)]
    while stack:
        node, left, right = stack.pop()
        if node in made:
            continue
        if left is None or right is None:
            if node in on_path:
                raise CGTError(f"{shown(node)} comes back to itself: a game form is a short game")
            on_path.add(node)
            left, right = list(lefts(node)), list(rights(node))
            stack.append((node, left, right))
            stack.extend((o, None, None) for o in left + right if o not in made)
            continue
        made[node] = GameForm.of([made[o] for o in left], [made[o] for o in right])
        on_path.discard(node)
    return made[root]


_BLANKS: Final = re.compile(r"\s*")


class _Reader:
    """Recursive descent over braces text; the nesting is the form's depth."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def form(self) -> GameForm:
        result = deep_call(self.text.count("{") + 1, self._form)
        if self._peek():
            self._fail("expected the end of the form")
        return result

    def _fail(self, message: str) -> None:
        raise ParseError(self.text, self.at, message)

    def _peek(self) -> str:
        """The next character after blanks (which it skips), or "" at the end."""
        self.at = _BLANKS.match(self.text, self.at).end()  # type: ignore[union-attr]
        return self.text[self.at:self.at + 1]

    def _form(self) -> GameForm:
        char = self._peek()
        if char == "{":
            self.at += 1
            left = self._options("|")
            self.at += 1
            right = self._options("}")
            self.at += 1
            return GameForm.of(left, right)
        if char == "*":
            self.at += 1
            digits = self._digits()
            return nim_form(int(digits) if digits else 1)
        sign = -1 if char == "-" else 1
        if char in "+-" and char:
            self.at += 1
        digits = self._digits()
        if not digits:
            self._fail("expected '{', '*' or an integer")
        return integer_form(sign * int(digits))

    def _digits(self) -> str:
        start = self.at
        while self.at < len(self.text) and self.text[self.at].isdigit() and self.at - start < 7:
            self.at += 1
        if self.at < len(self.text) and self.text[self.at].isdigit():
            self._fail("an integer of more than 7 digits is too large a form")
        return self.text[start:self.at]

    def _options(self, closing: str) -> list[GameForm]:
        found: list[GameForm] = []
        if self._peek() == closing:
            return found
        while True:
            found.append(self._form())
            char = self._peek()
            if char == closing:
                return found
            if char != ",":
                self._fail(f"expected ',' or '{closing}'")
            self.at += 1


def hereditary(test: Callable[[GameForm], bool], memo: dict[int, bool],
                game: GameForm) -> bool:
    """Whether ``test`` holds of ``game`` and every follower (an explicit stack),
    the answers kept in ``memo`` by form id: a property that every follower
    must have (dead-ending, dicot, P-free, ...)."""
    stack = [game]
    seen: set[int] = set()
    while stack:
        form = stack.pop()
        if form.id in seen or memo.get(form.id):
            continue
        seen.add(form.id)
        if memo.get(form.id) is False or not test(form):
            memo[form.id] = memo[game.id] = False
            return False
        stack.extend(form.left + form.right)
    for key in seen:
        memo[key] = True
    return True

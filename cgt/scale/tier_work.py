"""The work of a tier's worker, compiled with the core: a chunk of
positions expanded into their options' components, or valued from their
options' values, and the canonical games numbered so that they cross
processes as numbers (:class:`GameIds`). :mod:`cgt.scale.tiers` deals the
chunks out and keeps the figures; these loops run once for every position
of a solve, so they are compiled (mypyc) with the forms they build.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Sequence
from typing import Any

from cgt.core.arithmetic import negate, sum_games
from cgt.core.canonical import canonical_form
from cgt.core.dyadic import Dyadic
from cgt.core.form import Form, make_form, nus, zero
from cgt.errors import CGTError
from cgt.scale.rows import unwritten

__all__ = ["GameIds", "Row", "encode", "expand", "value"]

#: A game's row: ``(0, mantissa, exponent, ups, nim)`` for the compact value
#: ``x + ups.↑ + *nim``, ``(1, left, right)`` (tuples of numbers) otherwise.
Row = tuple[Any, ...]


class GameIds:
    """Canonical games numbered 0, 1, 2, ... in the order they were first
    met, each defined by its :data:`Row`, whose options come before it.
    The coordinator numbers the games (:meth:`number`, :meth:`adopt`); a
    worker rebuilds them from their rows (:meth:`extend`): forms are
    interned, so a game rebuilt is the very object made before.

    >>> from cgt import parse
    >>> ids = GameIds()
    >>> ids.number(parse("{2|-1/2}")._form), ids.rows
    (2, [(0, -1, 1, 0, 0), (0, 2, 0, 0, 0), (1, (1,), (0,))])
    >>> other = GameIds()
    >>> other.extend(ids.rows)
    >>> other.forms[2] is parse("{2|-1/2}")._form
    True
    """

    def __init__(self, *, keep_rows: bool = True) -> None:
        #: Whether the rows are kept (by the coordinator, which sends them and
        #: numbers new ones); a worker only rebuilds the games.
        self.keep_rows = keep_rows
        self.forms: list[Form] = []
        self.ids: dict[Form, int] = {}
        self.rows: list[Row] = []
        self.index: dict[Row, int] = {}

    def __len__(self) -> int:
        return len(self.forms)

    def number(self, form: Form) -> int:
        """The number of ``form``, numbering it (options first) if new."""
        fresh: list[Row] = []
        refs = encode(form, self.ids, {}, fresh)
        return self.adopt(fresh, [refs])[0]

    def adopt(self, fresh: Sequence[Row], refs: Sequence[int]) -> list[int]:
        """The numbers of ``refs``, references made by :func:`encode` with
        the new rows ``fresh``: each new row is numbered (once: a game two
        workers made is one game)."""
        made: list[int] = []
        for row in fresh:
            if row[0] == 1:
                row = (1, tuple(r if r >= 0 else made[-1 - r] for r in row[1]),
                       tuple(r if r >= 0 else made[-1 - r] for r in row[2]))
            number = self.index.get(row)
            if number is None:
                number = self._add(row)
            made.append(number)
        return [r if r >= 0 else made[-1 - r] for r in refs]

    def extend(self, rows: Sequence[Row]) -> None:
        """Add the games of ``rows``, the next numbers in order."""
        for row in rows:
            self._add(row)

    def _add(self, row: Row) -> int:
        forms = self.forms
        if row[0] == 0:
            form = nus(Dyadic(row[1], row[2]), row[3], row[4])
        else:
            form = make_form(tuple(forms[i] for i in row[1]), tuple(forms[i] for i in row[2]))
        number = len(forms)
        forms.append(form)
        self.ids.setdefault(form, number)
        if self.keep_rows:
            self.rows.append(row)
            self.index[row] = number
        return number


def encode(form: Form, ids: dict[Form, int], fresh_ids: dict[Form, int],
           fresh: list[Row]) -> int:
    """A reference to ``form``: its number in ``ids``, or ``-1 - i`` for the
    ``i``-th row of ``fresh``, where its rows and those of its options not
    numbered yet are appended (options first, without recursion)."""
    found = ids.get(form)
    if found is not None:  # most values of a tier are games met before
        return found
    for g in unwritten(form, lambda h: h in ids or h in fresh_ids):
        row: Row
        if g.number_part is not None:
            x = g.number_part
            row = (0, x.mantissa, x.exponent, g.up_part, g.nim_part)
        else:
            row = (1, tuple(_ref(o, ids, fresh_ids) for o in g.left),
                   tuple(_ref(o, ids, fresh_ids) for o in g.right))
        fresh.append(row)
        fresh_ids[g] = -len(fresh)
    return _ref(form, ids, fresh_ids)


def _ref(form: Form, ids: dict[Form, int], fresh_ids: dict[Form, int]) -> int:
    found = ids.get(form)
    return found if found is not None else fresh_ids[form]


def expand(ruleset: type, keys: list[int], tier: int, met: dict[int, int],
           splits: bool) -> tuple[bytes, list[int], list[int]]:
    """The options of the positions of ``keys`` (of ``tier``), flat and
    pickled (opaque to the coordinator, which sends them back to be valued):
    for each position, its numbers of Left and Right options, then each
    option as its number of components and their references (``key << 1 |
    sign``: minus the value of the position of ``key`` when ``sign``); and
    the keys this worker had not met before, with their tiers. A ruleset
    whose positions never split (``splits`` false) makes no list of parts."""
    options: list[int] = []
    new_keys: list[int] = []
    new_tiers: list[int] = []
    from_key: Callable[[int], Any] = getattr(ruleset, "from_key")  # noqa: B009 (a ruleset's hook)
    add = options.append
    for key in keys:
        position = from_key(key)
        sides = (list(position.left_moves()), list(position.right_moves()))
        add(len(sides[0]))
        add(len(sides[1]))
        for side in sides:
            for option in side:
                parts = list(option.components()) if splits else (option,)
                add(len(parts))
                for part in parts:
                    k = part.key()
                    ref = met.get(k)
                    if ref is None:
                        ref = _meet(ruleset, key, tier, part, k, met, new_keys, new_tiers)
                    add(ref)
    return pickle.dumps(options, pickle.HIGHEST_PROTOCOL), new_keys, new_tiers


def _meet(ruleset: type, key: int, tier: int, part: Any, k: int, met: dict[int, int],
          new_keys: list[int], new_tiers: list[int]) -> int:
    """The reference of a component ``part`` (of key ``k``) met for the first
    time by this worker, noted in ``met`` (with its conjugate's), its key or
    its conjugate's noted with its tier as new."""
    below, c = part.tier(), part.conjugate_key()
    if below >= tier or type(part) is not ruleset:
        raise CGTError(_not_lowered(ruleset, key, tier, part, below))
    if c is not None and c < k:
        ref = met[k] = c << 1 | 1
        if c not in met:
            met[c] = c << 1
            new_keys.append(c)
            new_tiers.append(below)
        return ref
    ref = met[k] = k << 1
    new_keys.append(k)
    new_tiers.append(below)
    return ref


def _not_lowered(ruleset: type, key: int, tier: int, part: object, below: int) -> str:
    if type(part) is not ruleset:
        return (f"{ruleset.__name__} position {key}: a component of one of its options is a "
                f"{type(part).__name__}, which its tiers do not cover")
    return (f"{ruleset.__name__} position {key} of tier {tier} has a move to {part} of tier "
            f"{below}: a tier must drop with every move")


def value(games: GameIds, values: dict[int, int], keys: list[int],
          options: list[int]) -> tuple[list[int], list[Row]]:
    """The values of the positions of ``keys``, whose options ``options``
    (as :func:`expand` lists them) are valued: references to the games
    known here and to new rows."""
    forms, ids = games.forms, games.ids
    fresh: list[Row] = []
    fresh_ids: dict[Form, int] = {}
    refs: list[int] = []
    at = 0
    for key in keys:
        counts = (options[at], options[at + 1])
        at += 2
        sides: tuple[list[Form], list[Form]] = ([], [])
        for side, count in zip(sides, counts, strict=True):
            for _ in range(count):
                parts = options[at]
                at += 1
                total = zero
                for ref in options[at: at + parts]:
                    number = values.get(ref >> 1)
                    if number is None:
                        raise CGTError(f"tiers: the value of {ref >> 1} is missing below "
                                       f"position {key}")
                    g = forms[number]
                    if ref & 1:
                        g = negate(g)
                    total = g if parts == 1 else sum_games(total, g)
                at += parts
                side.append(total)
        refs.append(encode(canonical_form(sides[0], sides[1]), ids, fresh_ids, fresh))
    return refs, fresh

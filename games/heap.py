"""Heap games from take-and-break codes, as CGSuite reads them.

A *take-and-break code* ``d0.d1 d2 d3 ...`` describes a game played on heaps
of tokens: a move picks one heap, removes ``k`` tokens from it and leaves
the rest as ``j`` heaps, which is allowed exactly when bit ``j`` of digit
``dk`` is set (*Winning Ways*, ch. 4; Siegel, *Combinatorial Game Theory*,
IV.2). Heaps left behind are never empty. So in ``0.77`` (Kayles) a move
removes one or two tokens and leaves 0, 1 or 2 heaps; in ``0.07`` (Dawson's
Kayles) it removes exactly two.

Codes accepted (CGSuite's ``TakeAndBreak`` syntax, within what is listed):

- digits ``0``-``9`` and ``A``-``V`` (base 32; case-insensitive), or
  ``&N;`` for a larger digit ``N``: octal codes (digits 0-7, at most 2
  heaps), hexadecimal codes (``0.3F``: up to 3 heaps), and beyond;
- the digit before the point is ``d0`` (remove nothing): only splitting
  bits (``4.07``: a heap may also be split in two without removing
  anything); a ``d0`` with bit 0 or 1 would let a move change nothing;
- a constraint after a digit, on the heaps its move leaves: ``!`` pairwise
  unequal, ``?`` not all equal, ``=`` all equal. ``4!.0`` is Grundy's game:
  split a heap into two unequal heaps. ``!`` and ``?`` are supported on
  digits that leave at most 2 heaps (where both mean "two unequal heaps");
- a repeating tail in brackets, ``[...]``, at the end: ``0.[3]`` is Nim
  (remove any number), ``0.030[3]`` the all-but subtraction game that may
  not remove 1 or 3 (CGSuite's ``Subtraction({1, 3}, allbut => true)``).

Not accepted: CGSuite's ``*`` and ``{...}`` digits (any number of heaps)
and codes with more than one digit before the point (moves that add tokens).

Nim values are computed with arrays and bit sets, never one position object
per heap: the set of nim sums of the two-heap splits of a heap is formed in
one pass with big-integer exclusive or over packed values, and searched with
``bytes.find``. Once a theorem proves the sequence (arithmetic-)periodic
(:mod:`cgt.periodicity`), heaps of any size are answered from the period.

>>> kayles = HeapGame("0.77")
>>> kayles.nim_values(12)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> kayles.periodicity()
Periodicity(preperiod=71, period=12, saltus=0)
>>> kayles(10**100).grundy, (kayles(3) + kayles(5)).value
(1, cgt.parse('*7'))
>>> HeapGame("4!.0").nim_values(10)
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]
>>> HeapGame.subtraction({1, 2, 3})(10**100).grundy
0
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Iterator
from functools import reduce
from operator import xor
from typing import ClassVar, NamedTuple, Self

from cgt.errors import CGTError, ParseError
from cgt.misere import Genus, MisereSolver
from cgt.outcome import Outcome
from cgt.periodicity import Periodicity, nim_value, octal_periodicity, subtraction_periodicity
from cgt.position import ImpartialPosition

__all__ = [
    "COMPUTE_LIMIT",
    "DAWSONS_CHESS",
    "DAWSONS_KAYLES",
    "GRUNDYS_GAME",
    "KAYLES",
    "NIM",
    "PERIODICITY_LIMIT",
    "Heap",
    "HeapGame",
]

#: :meth:`HeapGame.periodicity` computes at most this many heaps looking for a proof.
PERIODICITY_LIMIT = 1 << 15
#: Heaps up to this size are computed when no period is proven (codes whose
#: moves split heaps cost O(n) a heap: a tenth of it); larger ones need a
#: proven period.
COMPUTE_LIMIT = 1_000_000
#: Heaps larger than this are shown as numbers rather than rows of tokens.
_TOKENS_SHOWN = 30

_BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"


# -- the code -----------------------------------------------------------------------


class _Digit(NamedTuple):
    """One code digit: bit ``j`` of ``mask`` allows leaving ``j`` heaps."""

    mask: int
    constraint: str  # "", "!", "?" or "="

    def __str__(self) -> str:
        text = _BASE32[self.mask] if self.mask < 32 else f"&{self.mask};"
        return text + self.constraint


_ZERO = _Digit(0, "")


class _Code:
    """A parsed, normalised take-and-break code."""

    __slots__ = ("digits", "first", "max_heaps", "tail", "text")

    def __init__(self, first: _Digit, digits: list[_Digit], tail: list[_Digit]) -> None:
        tail = _shortest_period(tail)
        while tail and digits and digits[-1] == tail[-1]:  # 0.3[3] is 0.[3]
            tail = [digits.pop()] + tail[:-1]
        if tail and all(d.mask == 0 for d in tail):
            tail = []
        if not tail:
            while digits and digits[-1].mask == 0:
                digits.pop()
        self.first = first
        self.digits = tuple(digits)  # d1, d2, ..., dt
        self.tail = tuple(tail)  # repeated forever after dt
        body = "".join(map(str, digits)) or ("" if tail else "0")
        self.text = f"{first}.{body}" + (f"[{''.join(map(str, tail))}]" if tail else "")
        everything = (first, *digits, *tail)
        self.max_heaps = max(d.mask.bit_length() - 1 for d in everything)

    def digit(self, k: int) -> _Digit:
        if k == 0:
            return self.first
        if k <= len(self.digits):
            return self.digits[k - 1]
        if self.tail:
            return self.tail[(k - len(self.digits) - 1) % len(self.tail)]
        return _ZERO

    @property
    def finite(self) -> bool:
        return not self.tail

    @property
    def constrained(self) -> bool:
        """True when some move's heaps must be (un)equal."""
        return any(d.constraint and d.mask >> 2 for d in (self.first, *self.digits, *self.tail))


def _shortest_period(block: list[_Digit]) -> list[_Digit]:
    size = len(block)
    for p in range(1, size + 1):
        if size % p == 0 and block == block[:p] * (size // p):
            return block[:p]
    return block


def _parse_code(text: str) -> _Code:
    if not isinstance(text, str):
        raise CGTError(f"a take-and-break code must be text like '0.77', not {text!r}")
    source = text.strip()
    position = len(text) - len(text.lstrip())
    digits: list[_Digit] = []
    before: list[_Digit] = []
    tail: list[_Digit] | None = None
    seen_point = False
    i = 0
    while i < len(source):
        char = source[i]
        at = position + i
        if char == ".":
            if seen_point:
                raise ParseError(text, at, "a second '.' in the code")
            seen_point = True
            i += 1
            continue
        if char == "[":
            if not seen_point or tail is not None:
                raise ParseError(text, at, "'[' must follow the point, once")
            end = source.find("]", i)
            if end != len(source) - 1:
                raise ParseError(text, at, "a repeating part '[...]' must close the code")
            tail = _parse_digits(text, source[i + 1 : end], at + 1)
            if not tail:
                raise ParseError(text, at, "an empty repeating part '[]'")
            break
        if char in "*{":
            raise ParseError(
                text, at, f"CGSuite's '{char}' digits (any number of heaps) are not supported"
            )
        digit, i = _read_digit(text, source, i, position)
        (digits if seen_point else before).append(digit)
    if not seen_point:
        raise ParseError(text, position + len(source), "expected a '.' as in '0.77'")
    if len(before) > 1:
        raise ParseError(
            text,
            position,
            "only one digit may precede the point (moves that add tokens are not supported)",
        )
    first = before[0] if before else _ZERO
    if first.mask & 3:
        raise ParseError(
            text,
            position,
            f"digit {first} before the point lets a move remove nothing and "
            "leave the heap as it was (a loop); it may only split (4, 8, C, ...)",
        )
    for digit in (first, *digits, *(tail or [])):
        if digit.constraint in "!?" and digit.constraint and digit.mask >> 3:
            raise ParseError(
                text,
                position,
                f"constraint {digit.constraint!r} on digit {digit} (moves "
                "leaving 3 or more heaps) is not supported",
            )
    return _Code(first, digits, tail or [])


def _parse_digits(text: str, source: str, offset: int) -> list[_Digit]:
    digits, i = [], 0
    while i < len(source):
        digit, i = _read_digit(text, source, i, offset)
        digits.append(digit)
    return digits


def _read_digit(text: str, source: str, i: int, offset: int) -> tuple[_Digit, int]:
    char = source[i]
    if char == "&":
        end = source.find(";", i)
        number = source[i + 1 : end] if end > i else ""
        if not (number.isascii() and number.isdigit()):
            raise ParseError(text, offset + i, "expected a digit '&N;' with N a number")
        mask, i = int(number), end + 1
    else:
        mask = _BASE32.find(char.upper())
        if mask < 0 or not char.isascii():
            raise ParseError(
                text,
                offset + i,
                f"unexpected character {char!r}: expected a code digit "
                "0-9 or A-V, '&N;', '.', or '[...]'",
            )
        i += 1
    constraint = ""
    if i < len(source) and source[i] in "!?=":
        constraint, i = source[i], i + 1
    if not mask >> 2:
        constraint = ""  # no split: nothing to constrain
    elif constraint == "?" and not mask >> 3:
        constraint = "!"  # two heaps not all equal: unequal
    return _Digit(mask, constraint), i


# -- nim sequences ---------------------------------------------------------------------


class _NimSequence:
    """The nim values ``g(0), g(1), ...`` of a code's heaps, extended on demand.

    For each heap size ``r`` the nim sums of its two-heap splits
    ``g(a) ^ g(r - a)``, ``1 <= a <= r/2``, are formed at once: the values
    are packed into integers, one field of ``width`` bytes each, forwards
    (``g(1), g(2), ...``) and backwards (``g(r-1), g(r-2), ...``), and the
    two exclusive-or'ed and turned into bytes; whether a value is among
    them is then one ``bytes.find``. Splits into three or more heaps, and
    the repeating part of a code, use bit sets of values instead.
    """

    def __init__(self, code: _Code) -> None:
        self.code = code
        self.values: list[int] = [0]
        self.width = 1  # bytes per packed value
        self.forward = 0  # field i: g(i + 1), for i < forward_fields
        self.forward_fields = 0  # rebuilt, doubling, when more are needed
        self.backward = 0  # field j: g(len(values) - 1 - j)
        explicit = [(k, code.digit(k)) for k in range(len(code.digits) + 1)]
        self.explicit = [(k, d) for k, d in explicit if d.mask]
        tail_kinds = {(j, d.constraint) for d in code.tail for j in _bits(d.mask >> 2, 2)}
        self.need_sets = code.max_heaps >= 3 or bool(tail_kinds)
        self.need_pairs = self.need_sets or any(
            d.mask & 4 and d.constraint != "=" for _, d in self.explicit
        )
        keep = max((k for k, d in self.explicit if d.mask & 4), default=0) + 1
        # pairs[-1] is for heap len(values), pairs[-2] for the heap before, ...
        self.pairs: deque[bytes] = deque([b""], maxlen=keep)  # heap 1: no splits
        # (j, constraint) -> bit set of the split values of each heap.
        self.sets: dict[tuple[int, str], list[int]] = {}
        if self.need_sets:
            kinds = [(2, ""), (2, "!"), (2, "=")]
            kinds += [(j, c) for j in range(3, code.max_heaps + 1) for c in ("", "=")]
            self.sets = {kind: [0, 0] for kind in kinds}  # heaps 0 and 1
        # The repeating part: per kind and residue, the union of the options of
        # the heaps 1 .. tail_added in that residue class.
        self.tail_classes: dict[tuple[int, str], list[int]] = {}
        if code.tail:
            kinds = {(1, "")} | tail_kinds
            self.tail_classes = {kind: [0] * len(code.tail) for kind in kinds}
        self.tail_added = 0

    # -- packing -------------------------------------------------------------------------

    def _append(self, value: int) -> None:
        values = self.values
        values.append(value)
        size = len(values)
        if value >> (8 * self.width):
            self._repack(value)
        else:
            self.backward = (self.backward << (8 * self.width)) | value
        if self.need_pairs:
            self.pairs.append(self._pair_sums(size))
            if self.need_sets:
                self._add_sets(size)

    def _repack(self, value: int) -> None:
        """Widen the fields so that ``value`` fits, and redo what depends on them."""
        width = 2
        while value >> (8 * width):
            width *= 2
        self.width = width
        values = self.values
        self.forward_fields = 0
        self.backward = int.from_bytes(_packed(values, width, "big"), "big")
        size = len(values)
        kept = len(self.pairs)  # heaps size - kept .. size - 1
        self.pairs.clear()
        for r in range(size - kept, size):
            self.pairs.append(self._pair_sums(r))

    def _pair_sums(self, r: int) -> bytes:
        """Packed ``g(a) ^ g(r - a)`` for ``a = 1 .. r // 2`` (``r <= len(values)``)."""
        half = r // 2
        if half == 0:
            return b""
        if half > self.forward_fields:
            values = self.values
            self.forward_fields = fields = min(len(values) - 1, max(2 * half, 64))
            self.forward = int.from_bytes(
                _packed(values[1 : fields + 1], self.width, "little"), "little"
            )
        bits = 8 * self.width
        mask = (1 << (bits * half)) - 1
        backward = self.backward >> (bits * (len(self.values) - r))
        return ((self.forward & mask) ^ (backward & mask)).to_bytes(half * self.width, "little")

    def _pairs_for(self, r: int) -> bytes:
        """The packed pair sums of heap ``r`` (the last few heaps are kept)."""
        back = len(self.values) - r
        if back < len(self.pairs):
            return self.pairs[-1 - back]
        return self._pair_sums(r)

    def _contains(self, sums: bytes, fields: int, value: int) -> bool:
        """Is ``value`` among the first ``fields`` packed values of ``sums``?"""
        width = self.width
        if value >> (8 * width):
            return False
        if width == 1:
            return sums.find(_BYTES[value], 0, fields) >= 0
        pattern = value.to_bytes(width, "little")
        end = fields * width
        found = sums.find(pattern, 0, end)
        while found >= 0 and found % width:
            found = sums.find(pattern, found + 1, end)
        return found >= 0

    def _bits_of(self, sums: bytes, fields: int) -> int:
        """The bit set of the first ``fields`` packed values of ``sums``."""
        bits = 0
        width = self.width
        if width == 1:
            for v in set(sums[:fields]):
                bits |= 1 << v
        else:
            for i in range(0, fields * width, width):
                bits |= 1 << int.from_bytes(sums[i : i + width], "little")
        return bits

    # -- splits into three or more heaps, and the repeating part -----------------------

    def _add_sets(self, r: int) -> None:
        """Bit sets of the values of heap ``r``'s splits (``r = len(values)``)."""
        sets, values = self.sets, self.values
        sums, half = self.pairs[-1], r // 2
        two = self._bits_of(sums, half)
        sets[(2, "")].append(two)
        sets[(2, "!")].append(two if r % 2 else self._bits_of(sums, half - 1))
        sets[(2, "=")].append(0 if r % 2 else 1)
        for j in range(3, self.code.max_heaps + 1):
            # The smallest of the j heaps is some a <= r / j; the others split r - a.
            below = sets[(j - 1, "")]
            by_value: dict[int, int] = {}
            for a in range(1, r // j + 1):
                u = values[a]
                by_value[u] = by_value.get(u, 0) | below[r - a]
            union = 0
            for u, bits in by_value.items():
                union |= _xor_translate(bits, u)
            sets[(j, "")].append(union)
            equal = 0
            if r % j == 0:
                equal = 1 << values[r // j] if j % 2 else 1
            sets[(j, "=")].append(equal)

    def _tail_options(self, n: int) -> int:
        """Values of the moves from heap ``n`` that remove more than ``t`` tokens."""
        code, values = self.code, self.values
        q, t = len(code.tail), len(code.digits)
        if n <= t:
            return 0
        # Such moves leave heaps m <= n - t - 1 in all: add heaps up to there.
        while self.tail_added < n - t - 1:
            m = self.tail_added + 1
            for (j, constraint), classes in self.tail_classes.items():
                classes[m % q] |= 1 << values[m] if j == 1 else self.sets[(j, constraint)][m]
            self.tail_added = m
        bits = 1 if code.tail[(n - t - 1) % q].mask & 1 else 0  # take the whole heap
        for c, digit in enumerate(code.tail):
            residue = (n - t - 1 - c) % q
            for j in _bits(digit.mask >> 1, 1):
                bits |= self.tail_classes[(j, digit.constraint if j > 1 else "")][residue]
        return bits

    # -- the mex ---------------------------------------------------------------------------

    def extend(self, top: int) -> list[int]:
        """Compute the values up to heap ``top``; return the list of all values."""
        values, explicit, tail = self.values, self.explicit, bool(self.code.tail)
        for n in range(len(values), top + 1):
            reach = 0
            searches: list[tuple[bytes, int]] = []
            for k, digit in explicit:
                r = n - k
                if r < 0:
                    break
                mask = digit.mask
                if r == 0:
                    reach |= mask & 1
                    continue
                if mask & 2:
                    reach |= 1 << values[r]
                if mask >> 2:
                    reach |= self._splits(r, digit, searches)
            if tail:
                reach |= self._tail_options(n)
            value = 0
            while reach >> value & 1 or any(
                self._contains(sums, fields, value) for sums, fields in searches
            ):
                value += 1
            self._append(value)
        return values

    def _splits(self, r: int, digit: _Digit, searches: list[tuple[bytes, int]]) -> int:
        """Split values of heap ``r``: bits returned, packed pair sums put in ``searches``."""
        bits = 0
        constraint = digit.constraint
        for j in _bits(digit.mask >> 2, 2):
            if j > 2:
                bits |= self.sets[(j, constraint)][r]
            elif constraint == "=":
                bits |= 0 if r % 2 else 1
            else:
                fields = r // 2 if constraint == "" else (r - 1) // 2
                if fields:
                    searches.append((self._pairs_for(r), fields))
        return bits


_BYTES = [bytes((v,)) for v in range(256)]


def _bits(mask: int, start: int) -> Iterator[int]:
    """``start + i`` for each set bit ``i`` of ``mask``."""
    j = start
    while mask:
        if mask & 1:
            yield j
        mask >>= 1
        j += 1


def _xor_translate(bits: int, u: int) -> int:
    """``{x ^ u : x in bits}`` for a bit set of values."""
    if u == 0:
        return bits
    out, x = 0, 0
    while bits:
        if bits & 1:
            out |= 1 << (x ^ u)
        bits >>= 1
        x += 1
    return out


def _packed(values: list[int], width: int, order: str) -> bytes:
    if width == 1:
        return bytes(values)
    return b"".join(v.to_bytes(width, order) for v in values)


# -- the ruleset ---------------------------------------------------------------------------


class HeapGame:
    """A heap game given by a take-and-break code (see :mod:`games.heap`).

    ``HeapGame(code)(n)`` is the position of one heap of ``n`` tokens (a
    :class:`Heap`); ``HeapGame(code)(3, 5)`` has two heaps. One object per
    code: values computed for a code are kept for every later question.

    >>> dawson = HeapGame("0.07")
    >>> dawson.periodicity()
    Periodicity(preperiod=53, period=34, saltus=0)
    >>> HeapGame("0.07") is dawson, str(dawson(8)), dawson(8).winning_moves()
    (True, '0.07: oooooooo', [HeapGame('0.07')(1, 5), HeapGame('0.07')(3, 3)])
    """

    _instances: ClassVar[dict[str, HeapGame]] = {}

    code: str

    def __new__(cls, code: str) -> Self:
        parsed = _parse_code(code)
        found = cls._instances.get(parsed.text)
        if found is None:
            found = super().__new__(cls)
            found._setup(parsed)
            cls._instances[parsed.text] = found
        return found

    def _setup(self, parsed: _Code) -> None:
        self._code = parsed
        self.code = parsed.text
        self._sequence = _NimSequence(parsed)
        self._proof: Periodicity | None = None
        self._checked = 0  # prefix length already searched for a proof
        self._options: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._misere: MisereSolver[int] | None = None

    def __reduce__(self) -> tuple[type[HeapGame], tuple[str]]:
        return (HeapGame, (self.code,))

    def clear(self) -> None:
        """Forget every computed value, period and misère table (e.g. to time them)."""
        self._setup(self._code)

    # -- constructors -------------------------------------------------------------------

    @classmethod
    def subtraction(cls, subtraction_set: Iterable[int], all_but: bool = False) -> HeapGame:
        """The subtraction game removing ``s`` tokens, ``s`` in the set (or, with
        ``all_but=True``, any number of tokens not in it).

        >>> HeapGame.subtraction({1, 2, 3}).code, HeapGame.subtraction({1, 3}, all_but=True).code
        ('0.333', '0.030[3]')
        """
        if isinstance(subtraction_set, (str, bytes)) or not isinstance(subtraction_set, Iterable):
            raise CGTError(f"subtraction set {subtraction_set!r} is not a collection of integers")
        moves = set(subtraction_set)
        for s in moves:
            if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
                raise CGTError(
                    f"subtraction set {sorted(moves, key=repr)!r}: {s!r} is not a positive integer"
                )
        if not moves and not all_but:
            raise CGTError("subtraction set is empty: give at least one positive integer")
        digits = "".join(
            "3" if (k in moves) != all_but else "0" for k in range(1, max(moves, default=0) + 1)
        )
        return cls(f"0.{digits}" + ("[3]" if all_but else ""))

    @classmethod
    def nim(cls) -> HeapGame:
        """Nim, ``0.[3]``: remove any number of tokens from one heap."""
        return cls("0.[3]")

    # -- positions ------------------------------------------------------------------------

    def __call__(self, *sizes: int) -> Heap:
        return Heap(self, sizes)

    def heap_options(self, n: int) -> tuple[tuple[int, ...], ...]:
        """The moves from one heap of ``n``: tuples of the heaps left, sorted.

        >>> HeapGame("0.77").heap_options(4)
        ((3,), (1, 2), (2,), (1, 1))
        >>> HeapGame("4!.0").heap_options(6)
        ((1, 5), (2, 4))
        """
        n = _check_heap(n)
        found = self._options.get(n)
        if found is None:
            if n > COMPUTE_LIMIT:
                raise CGTError(f"{self!r}: heap {n} has too many moves to list")
            code = self._code
            options: dict[tuple[int, ...], None] = {}
            last = n if code.tail else min(n, len(code.digits))
            for k in range(last + 1):
                digit = code.digit(k)
                rest = n - k
                for j in _bits(digit.mask, 0):
                    for parts in _partitions(rest, j, digit.constraint):
                        options[parts] = None
            found = self._options[n] = tuple(options)
        return found

    # -- nim values -------------------------------------------------------------------------

    def nim_value(self, n: int) -> int:
        """The nim value of one heap of ``n`` (any size once a period is proven)."""
        n = _check_heap(n)
        values = self._sequence.values
        if n < len(values):
            return values[n]
        if self._proof is None:
            self.periodicity(max_heap=self._search_bound(n))
        if self._proof is not None:
            return nim_value(self._sequence.values, self._proof, n)
        limit = self._compute_limit()
        if n <= limit:
            return self._sequence.extend(n)[n]
        raise CGTError(
            f"{self!r}: heap {n} is beyond the {limit} heaps computed on demand, and "
            f"no period is proven (searched heaps below {self._checked}); "
            "its nim value is not known"
        )

    def nim_values(self, n: int, *, use_periodicity: bool = True) -> list[int]:
        """Nim values of heaps ``0, 1, ..., n``.

        With ``use_periodicity`` (the default), values past a proven period are
        filled in from it; otherwise every heap is computed by the mex rule.

        >>> HeapGame("0.07").nim_values(10)
        [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
        """
        n = _check_heap(n)
        sequence = self._sequence
        if n >= len(sequence.values) and use_periodicity and self._proof is None:
            self.periodicity(max_heap=self._search_bound(n))
        values = sequence.values
        if n < len(values) or self._proof is None or not use_periodicity:
            return sequence.extend(n)[: n + 1]
        return values[:] + [nim_value(values, self._proof, m) for m in range(len(values), n + 1)]

    def _compute_limit(self) -> int:
        return COMPUTE_LIMIT // 10 if self._code.max_heaps >= 2 else COMPUTE_LIMIT

    def _search_bound(self, n: int) -> int:
        """How far to look for a period before computing heap ``n`` directly:
        past ``n``, doubling what was searched before, within the limit."""
        return min(max(n + 1, 2 * self._checked), PERIODICITY_LIMIT)

    def periodicity(self, max_heap: int = PERIODICITY_LIMIT) -> Periodicity | None:
        """``(preperiod, period, saltus)`` once a theorem proves it, else ``None``.

        Heaps below ``max_heap`` are computed (doubling from 128) until the
        prefix proves periodicity:

        - finite codes without constraints: the Guy-Smith periodicity
          theorem (:func:`cgt.periodicity.octal_periodicity`);
        - codes that never split a heap and end in one repeated digit
          (all-but subtraction games, Nim): the arithmetic-periodicity
          lemma of :func:`cgt.periodicity.subtraction_periodicity`.

        Other codes (Grundy's game ``4!.0``, other constraints, repeating
        parts with splits or of several digits) have no test here: ``None``.

        >>> HeapGame.nim().periodicity(), HeapGame("0.[3]")(10**30).grundy == 10**30
        (Periodicity(preperiod=0, period=1, saltus=1), True)
        """
        if self._proof is not None:
            return self._proof
        test = self._periodicity_test()
        if test is None:
            return None
        size = self._checked
        while size < max_heap:
            size = min(max(2 * size, 128), max_heap)
            values = self._sequence.extend(size - 1)[:size]
            self._checked = size
            proof = test(values)
            if proof is not None:
                self._proof = proof
                return proof
        return None

    def _periodicity_test(self):
        code = self._code
        if code.constrained:
            return None
        if code.finite:
            removal = len(code.digits)
            heaps = max(code.max_heaps, 1)
            return lambda values: octal_periodicity(values, removal, heaps)
        if code.max_heaps <= 1 and len(code.tail) == 1:
            t, last = len(code.digits), code.tail[0].mask
            return lambda values: subtraction_periodicity(values, t, last)
        return None

    # -- misère play ---------------------------------------------------------------------------

    def misere_solver(self) -> MisereSolver[int]:
        """The misère solver on heap sizes (its tables persist)."""
        if self._misere is None:
            self._misere = MisereSolver(self.heap_options)
        return self._misere

    def misere_nim_values(self, n: int) -> list[int]:
        """Misère nim values ``G⁻`` of single heaps ``0, 1, ..., n``.

        Misère values of heaps do not add up: each needs a search over the
        sums of heaps it can reach, which grows quickly with ``n``.

        >>> HeapGame("0.77").misere_nim_values(9)
        [1, 0, 2, 3, 0, 1, 3, 2, 1, 0]
        """
        solver = self.misere_solver()
        return [solver.nim_value((h,)) for h in range(_check_heap(n) + 1)]

    def genus(self, n: int) -> Genus:
        """Conway's genus of a heap of ``n``.

        >>> str(HeapGame("0.77").genus(5)), str(HeapGame("0.137").genus(9))
        ('4^146', '3^1431')
        """
        return self(n).genus

    def __repr__(self) -> str:
        return f"HeapGame({self.code!r})"

    def __str__(self) -> str:
        return self.code


def _partitions(total: int, parts: int, constraint: str) -> Iterator[tuple[int, ...]]:
    """Sorted tuples of ``parts`` positive heaps adding up to ``total``."""
    if parts == 0:
        if total == 0:
            yield ()
        return
    if total < parts:
        return
    if parts == 1:
        yield (total,)
        return
    if constraint == "=":
        if total % parts == 0:
            yield (total // parts,) * parts
        return
    strict = constraint in "!?" and constraint != ""
    yield from _sorted_parts(total, parts, 1, strict)


def _sorted_parts(total: int, parts: int, low: int, strict: bool) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        if total >= low:
            yield (total,)
        return
    a = low
    while a * parts + (parts * (parts - 1) // 2 if strict else 0) <= total:
        for rest in _sorted_parts(total - a, parts - 1, a + 1 if strict else a, strict):
            yield (a, *rest)
        a += 1


def _check_heap(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise CGTError(f"heap size {n!r} is not a non-negative integer")
    return n


# -- positions ------------------------------------------------------------------------------


class Heap(ImpartialPosition):
    """Heaps of one :class:`HeapGame`: ``HeapGame("0.77")(3, 5)``.

    A move is a move in one heap; its result may have several heaps, which
    are independent (:meth:`components`). The Grundy value is the nim sum
    of the heaps' nim values, from the ruleset's table (instant for any
    heap once a period is proven); misère play has :attr:`misere_outcome`,
    :attr:`misere_nim_value` and :attr:`genus`.

    >>> kayles = HeapGame("0.77")
    >>> p = kayles(2, 3)
    >>> print(p), p.grundy, str(p.misere_outcome)
    0.77: oo ooo
    (None, 1, 'N')
    """

    __slots__ = ("game", "sizes")

    def __init__(self, game: HeapGame, sizes: Iterable[int]) -> None:
        if not isinstance(game, HeapGame):
            raise CGTError(f"{game!r} is not a HeapGame")
        self.game = game
        self.sizes = tuple(sorted(h for h in map(_check_heap, sizes) if h))

    def moves(self) -> Iterator[Heap]:
        sizes = self.sizes
        for i, h in enumerate(sizes):
            if i and sizes[i - 1] == h:
                continue
            others = sizes[:i] + sizes[i + 1 :]
            for option in self.game.heap_options(h):
                yield Heap(self.game, others + option)

    def components(self) -> tuple[Heap, ...]:
        if len(self.sizes) < 2:
            return (self,)
        return tuple(Heap(self.game, (h,)) for h in self.sizes)

    def key(self) -> Hashable:
        return (self.game.code, self.sizes)

    def known_grundy(self) -> int:
        """The solver's shortcut: sums never expand a heap's moves."""
        return self.grundy

    @property
    def grundy(self) -> int:
        """The nim sum of the heaps' nim values."""
        return reduce(xor, map(self.game.nim_value, self.sizes), 0)

    def winning_moves(self, player: str = "left") -> list[Heap]:
        if any(h > COMPUTE_LIMIT for h in self.sizes):
            raise CGTError(f"{self!r}: heaps this large have too many moves to list")
        return super().winning_moves(player)

    # -- misère play ---------------------------------------------------------------------

    def misere_solver(self) -> tuple[MisereSolver[int], tuple[int, ...]]:
        return self.game.misere_solver(), self.sizes

    @property
    def misere_nim_value(self) -> int:
        """``G⁻``: 0 exactly when the player to move loses under misère play."""
        return self.game.misere_solver().nim_value(self.sizes)

    @property
    def misere_outcome(self) -> Outcome:
        """``P`` or ``N`` under misère play (the player who moves last loses)."""
        return Outcome.P if self.misere_nim_value == 0 else Outcome.N

    @property
    def genus(self) -> Genus:
        """Conway's genus ``g^(γ0 γ1 ...)`` (see :class:`cgt.misere.Genus`)."""
        return self.game.misere_solver().genus(self.sizes, self.grundy)

    # -- identity and display ----------------------------------------------------------

    def __add__(self, other: object):
        if isinstance(other, Heap) and other.game is self.game:
            return Heap(self.game, self.sizes + other.sizes)
        return super().__add__(other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Heap) and other.game is self.game and other.sizes == self.sizes

    def __hash__(self) -> int:
        return hash((self.game.code, self.sizes))

    def __str__(self) -> str:
        shown = " ".join("o" * h if h <= _TOKENS_SHOWN else str(h) for h in self.sizes)
        return f"{self.game.code}: {shown or '(no heaps)'}"

    def __repr__(self) -> str:
        return f"{self.game!r}({', '.join(map(str, self.sizes)) or 0})"


KAYLES = HeapGame("0.77")
DAWSONS_KAYLES = HeapGame("0.07")
DAWSONS_CHESS = HeapGame("0.137")
GRUNDYS_GAME = HeapGame("4!.0")
NIM = HeapGame.nim()

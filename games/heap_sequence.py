"""The nim values of a take-and-break code's heaps, computed with bit sets
and packed bytes (see :mod:`cgt.games.heap`).

>>> from cgt.games.heap_code import parse_code
>>> NimSequence(parse_code("0.77")).extend(12)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
"""

from __future__ import annotations

import sys
from array import array
from collections import deque
from collections.abc import Iterable, Iterator
from typing import Literal

from cgt.games.heap_code import Code, Digit

__all__ = ["NimSequence", "set_bits"]


class NimSequence:
    """The nim values ``g(0), g(1), ...`` of a code's heaps, extended on demand.

    For each heap size ``r`` the nim sums of its two-heap splits
    ``g(a) ^ g(r - a)``, ``1 <= a <= r/2``, are formed at once: the values
    are packed into integers, one field of ``width`` bytes each, forwards
    (``g(1), g(2), ...``) and backwards (``g(r-1), g(r-2), ...``), and the
    two exclusive-or'ed and turned into bytes; whether a value is among
    them is then one ``bytes.find``. Splits into three or more heaps, and
    the repeating part of a code, use bit sets of values instead; those
    into three or more unequal (``!``) or not all equal (``?``) heaps are
    formed from the smallest heap up, with slices of the pair sums for the
    last two heaps.
    """

    def __init__(self, code: Code) -> None:
        self.code = code
        self.values: list[int] = [0]
        self.width = 1  # bytes per packed value
        self.forward = 0  # field i: g(i + 1), for i < forward_fields
        self.forward_fields = 0  # rebuilt, doubling, when more are needed
        self.backward = 0  # field j: g(len(values) - 1 - j)
        explicit = [(k, code.digit(k)) for k in range(len(code.digits) + 1)]
        self.explicit = [(k, d) for k, d in explicit if d.mask]
        tail_kinds = {_kind(j, d.constraint) for d in code.tail for j in set_bits(d.mask >> 2, 2)}
        self.need_sets = code.max_heaps >= 3 or bool(tail_kinds)
        self.need_pairs = self.need_sets or any(
            d.mask & 4 and d.constraint != "=" for _, d in self.explicit
        )
        keep = max((k for k, d in self.explicit if d.mask & 4), default=0) + 1
        # pairs[-1] is for heap len(values), pairs[-2] for the heap before, ...
        self.pairs: deque[bytes] = deque([b""], maxlen=keep)  # heap 1: no splits
        self.constrained: list[tuple[int, str]] = []
        # (j, constraint) -> bit set of the split values of each heap.
        self.sets: dict[tuple[int, str], list[int]] = {}
        if self.need_sets:
            kinds = [(2, ""), (2, "!"), (2, "=")]
            kinds += [(j, c) for j in range(3, code.max_heaps + 1) for c in ("", "=")]
            kinds += sorted({
                (j, d.constraint)
                for d in (code.first, *code.digits, *code.tail) if d.constraint in ("!", "?")
                for j in set_bits(d.mask >> 3, 3)
            })
            #: Kinds of three or more constrained heaps, formed from the smallest heap up.
            self.constrained = [kind for kind in kinds if kind[0] > 2 and kind[1] in ("!", "?")]
            self.sets = {kind: [0, 0] for kind in kinds}  # heaps 0 and 1
        # The repeating part: per kind and residue, the union of the options of
        # the heaps 1 .. tail_added in that residue class.
        self.tail_classes: dict[tuple[int, str], list[int]] = {}
        if code.tail:
            classes = {(1, "")} | tail_kinds
            self.tail_classes = {kind: [0] * len(code.tail) for kind in classes}
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

    def _field_values(self, sums: bytes, fields: int, start: int = 0) -> Iterable[int]:
        """The packed values ``start .. fields - 1`` of ``sums``."""
        width = self.width
        if width == 1:
            return sums[start:fields]
        view = array(_ARRAY_CODES[width])
        view.frombytes(sums[start * width : fields * width])
        if sys.byteorder == "big":
            view.byteswap()  # the fields are packed little-endian
        return view

    def _bits_of(self, sums: bytes, fields: int, start: int = 0) -> int:
        """The bit set of the packed values ``start .. fields - 1`` of ``sums``."""
        bits = 0
        for v in set(self._field_values(sums, fields, start)):
            bits |= 1 << v
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
        for j, constraint in self.constrained:
            sets[(j, constraint)].append(self._constrained_splits(r, j, constraint))

    def _constrained_splits(self, r: int, j: int, constraint: str) -> int:
        """Values of the splits of heap ``r`` into ``j >= 3`` heaps, pairwise
        unequal (``!``) or not all equal (``?``), by their smallest heap ``a``:
        the others, all above ``a`` (``!``) or at least ``a`` (``?``), split
        ``r - a``, and (``?``) are not all ``a``, which happens only for
        ``r = j * a``, where nothing else is left."""
        distinct = constraint == "!"
        bits, values, a = 0, self.values, 1
        while a * j + (j * (j - 1) // 2 if distinct else 0) <= r:
            if distinct or a * j < r:
                rest = self._parts(r - a, j - 1, a + 1 if distinct else a, distinct)
                bits |= _xor_translate(rest, values[a])
            a += 1
        return bits

    def _parts(self, total: int, parts: int, low: int, distinct: bool) -> int:
        """Values of the splits of ``total`` into ``parts`` heaps of at least
        ``low``, pairwise unequal if ``distinct`` (``total < len(values)``)."""
        values = self.values
        if parts == 1:
            return 1 << values[total] if total >= low else 0
        if parts == 2:
            # Field b - 1 of the pair sums is g(b) ^ g(total - b), b <= total - b.
            end = (total - 1) // 2 if distinct else total // 2
            return self._bits_of(self._pairs_for(total), end, low - 1) if end >= low else 0
        bits, a = 0, low
        while a * parts + (parts * (parts - 1) // 2 if distinct else 0) <= total:
            rest = self._parts(total - a, parts - 1, a + 1 if distinct else a, distinct)
            bits |= _xor_translate(rest, values[a])
            a += 1
        return bits

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
            for j in set_bits(digit.mask >> 1, 1):
                bits |= self.tail_classes[_kind(j, digit.constraint) if j > 1 else (1, "")][residue]
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
            if searches and (self.width > 1 or self.values[-1] > _FEW_VALUES):
                # Many values: the pair sums read once, at C speed, rather than
                # a search per candidate (and for wide fields one more at each
                # misaligned match), which made 0.164, whose values pass 255,
                # crawl.
                taken = set().union(*(self._field_values(s, f) for s, f in searches))
                while reach >> value & 1 or value in taken:
                    value += 1
            else:
                while reach >> value & 1 or any(
                    self._contains(sums, fields, value) for sums, fields in searches
                ):
                    value += 1
            self._append(value)
        return values

    def _splits(self, r: int, digit: Digit, searches: list[tuple[bytes, int]]) -> int:
        """Split values of heap ``r``: bits returned, packed pair sums put in ``searches``."""
        bits = 0
        constraint = digit.constraint
        for j in set_bits(digit.mask >> 2, 2):
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
#: The array type code of each field width (unsigned, 2, 4 and 8 bytes).
_ARRAY_CODES = {array(code).itemsize: code for code in "QLIH"}
#: Below this many values, a search per candidate value finds the mex sooner.
_FEW_VALUES = 32


def _kind(j: int, constraint: str) -> tuple[int, str]:
    """The key of the split sets for ``j`` heaps under ``constraint``: two
    heaps not all equal are two unequal heaps."""
    return (j, "!" if j == 2 and constraint == "?" else constraint)


def set_bits(mask: int, start: int) -> Iterator[int]:
    """``start + i`` for each set bit ``i`` of ``mask``."""
    j = start
    while mask:
        if mask & 1:
            yield j
        mask >>= 1
        j += 1


def _xor_translate(bits: int, u: int) -> int:
    """``{x ^ u : x in bits}`` for a bit set of values.

    Exclusive-or with ``2**k`` swaps the blocks of ``2**k`` values whose
    bit ``k`` is clear with the blocks just above them, so a translation is
    one swap per set bit of ``u``: a few operations on whole integers,
    rather than one step per value (which made codes that split a heap in
    three, such as 0.8, take hours).

    >>> sorted(set_bits(_xor_translate(0b1011, 5), 0))  # {0, 1, 3} ^ 5
    [4, 5, 6]
    """
    k = 0
    while u >> k:
        if u >> k & 1:
            step = 1 << k
            low = _low_blocks(k, max(bits.bit_length(), step) + step)
            bits = ((bits & low) << step) | ((bits >> step) & low)
        k += 1
    return bits


_LOW_BLOCKS: dict[tuple[int, int], int] = {}


def _low_blocks(k: int, size: int) -> int:
    """The bit set of the values below ``2**n >= size`` whose bit ``k`` is clear."""
    n = max(size - 1, 1).bit_length()
    key = (k, n)
    found = _LOW_BLOCKS.get(key)
    if found is None:
        step = 1 << k
        found, length = (1 << step) - 1, 2 * step
        while length < 1 << n:
            found |= found << length
            length *= 2
        _LOW_BLOCKS[key] = found
    return found


def _packed(values: list[int], width: int, order: Literal["little", "big"]) -> bytes:
    if width == 1:
        return bytes(values)
    return b"".join(v.to_bytes(width, order) for v in values)



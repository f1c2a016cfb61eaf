"""A finite field of Lenstra's tower packed into one Python ``int``, for
the long computations of his constants (powers with exponents of
thousands of bits).

The field ``K`` is the finite nimbers below ``2^W`` (``W`` a power of 2)
with the generators ``κ_1 < … < κ_r`` of the tower adjoined, each of prime
degree ``p_i`` over the ones below it, ``κ_i^(p_i) = a_i``. Its
elements are the sums ``Σ c_M·M`` over the monomials ``M = Π κ_i^(d_i)``
(``d_i < p_i``) with finite coefficients ``c_M``; here ``c_M`` is written
in the ``W`` bits starting at bit ``W·Σ d_i·s_i`` (``s_0 = 1``,
``s_(i+1) = s_i·p_i``) of one integer, ``D = W·Π p_i`` bits in all.

Each operation is a few dozen shifts, masks and exclusive ors on the
whole integer, done by CPython in C, instead of one step of Python per
monomial, and acts on every monomial at once:

- times ``κ_i``: each digit ``d_i`` moves up by one (a shift), and the
  coefficients at ``d_i = p_i - 1`` come back to ``d_i = 0`` times ``a_i``,
  an element of the floors below (Lenstra: ``κ^(p) = a``);
- times a finite nimber ``m``: bit ``b`` of every coefficient, gathered
  by a mask, times the nimber ``m·2^b`` (an ordinary product of integers
  that cannot carry from one coefficient into the next);
- the square: the Frobenius map ``Σ c_M·M ↦ Σ c_M²·M²``, floor by floor
  from the bottom, ``d_i ↦ 2·d_i`` by a Morton spread of the digit (log
  ``p_i`` masked shifts), the digits past ``p_i`` folded back times
  ``a_i``.

So a power ``x^e`` of a sparse ``x`` (a sum of a few generators and a
nimber, as Lenstra's ``κ_f + m``) costs ``log e`` squarings and products
by ``x``, each linear in ``D`` and done in C.

>>> field = PackedField([(0, 3, 2)], 2)   # κ = ω with ω^3 = 2, over the nimbers below 4
>>> w = field.pack((0, ((1, 1),)))
>>> field.unpack(field.power(w, 3))
2
>>> field.unpack(field.power(w, 6))  # ω^6 = 2·2 = 3 (nim product)
3
"""

from __future__ import annotations

from typing import Final

from cgt.errors import CGTError
from cgt.impartial.nimbers import nim_product as finite_product

__all__ = ["PackedField", "TowerElement"]

#: An element of Lenstra's tower: a finite nimber (an ``int``), or
#: ``(level, ((degree, coefficient), ...))``, a polynomial in the generator
#: of that level with degrees rising, coefficients nonzero elements of lower
#: levels, and at least one degree above 0. Each element has one form, so
#: ``==`` is equality.
TowerElement = int | tuple[int, tuple[tuple[int, "TowerElement"], ...]]

#: Floors: ``(level, p, a)``, the generator of ``level`` has ``κ^p = a``.
Floor = tuple[int, int, TowerElement]


def _repeated(pattern: int, width: int, count: int) -> int:
    """``pattern`` (below ``2^width``) repeated ``count`` times, ``width`` bits
    apart (by doubling: a division by ``2^width - 1`` would be quadratic)."""
    out, shift, chunk = 0, 0, pattern
    while count:
        if count & 1:
            out |= chunk << shift
            shift += width
        chunk |= chunk << width
        width *= 2
        count >>= 1
    return out


class _Floor:
    """The masks of one floor: its digit's slots are ``shift`` bits wide,
    ``p`` of them to a block, the block repeated over the higher digits."""

    __slots__ = ("a", "half", "level", "low_half", "p", "shift", "spread", "top")

    def __init__(self, level: int, p: int, a: TowerElement, shift: int, bits: int) -> None:
        self.level, self.p, self.a, self.shift = level, p, a, shift
        block, count = shift * p, bits // (shift * p)
        slot = (1 << shift) - 1
        self.top = _repeated(slot << ((p - 1) * shift), block, count)
        self.half = (p + 1) // 2  # digits below it double without passing p
        self.low_half = _repeated((1 << (self.half * shift)) - 1, block, count)
        # Morton spread of the slots t < half to 2t: for each bit b of t from
        # the highest, the slots with that bit move 2^b places; before step b
        # slot t is at t plus its bits above b
        spread: list[tuple[int, int]] = []
        for b in reversed(range(max(self.half - 1, 1).bit_length())):
            pattern = 0
            for t in range(self.half):
                if t >> b & 1:
                    pattern |= slot << ((t + (t >> (b + 1) << (b + 1))) * shift)
            spread.append((_repeated(pattern, block, count), (1 << b) * shift))
        self.spread = tuple(spread)


class PackedField:
    """The field of ``floors`` (sorted by level, each ``a`` in the floors
    below it) over the finite nimbers below ``2^width``, elements packed
    in one ``int`` (see the module's docstring).

    >>> field = PackedField([(0, 3, 2)], 2)
    >>> field.bits, field.unpack(field.square(field.pack((0, ((2, 1),)))))
    (6, (0, ((1, 2),)))
    """

    def __init__(self, floors: list[Floor], width: int) -> None:
        if width & (width - 1) or width < 1:
            raise CGTError(f"the width of a finite nimber field is a power of 2, not {width}")
        self.width: Final = width
        self.bits = width
        self._floors: list[_Floor] = []
        self._index: dict[int, int] = {}
        shifts = []
        for _, p, _ in floors:
            shifts.append(self.bits)
            self.bits *= p
        for (level, p, a), shift in zip(floors, shifts):
            self._index[level] = len(self._floors)
            self._floors.append(_Floor(level, p, a, shift, self.bits))
        #: bit 0 of every coefficient
        self._low: Final = _repeated(1, width, self.bits // width)
        self._frobenius = tuple(finite_product(1 << b, 1 << b) for b in range(width))
        self._finite_tables: dict[int, tuple[int, tuple[int, ...]]] = {}

    # -- between the tower and the packed form -------------------------------

    def pack(self, x: TowerElement) -> int:
        """``x`` (an element of the field) as an ``int``."""
        out = 0
        pending: list[tuple[TowerElement, int]] = [(x, 0)]
        while pending:
            y, place = pending.pop()
            if isinstance(y, int):
                out ^= y << place
                continue
            floor = self._floors[self._index[y[0]]]
            pending.extend((c, place + d * floor.shift) for d, c in y[1])
        return out

    def unpack(self, y: int) -> TowerElement:
        """The tower element that ``y`` packs."""
        return self._unpack(y, len(self._floors) - 1)

    def _unpack(self, y: int, i: int) -> TowerElement:
        if i < 0 or not y:
            return y
        floor = self._floors[i]
        slot = (1 << floor.shift) - 1
        terms: list[tuple[int, TowerElement]] = []
        for d in range(floor.p):
            part = y >> (d * floor.shift) & slot
            if part:
                terms.append((d, self._unpack(part, i - 1)))
        if terms[-1][0] == 0:
            return terms[0][1]
        return (floor.level, tuple(terms))

    # -- arithmetic --------------------------------------------------------------

    def times(self, y: int, x: TowerElement) -> int:
        """``y·x`` for a sparse tower element ``x`` of the field (each of its
        monomials costs a shift a generator, and a finite product)."""
        if isinstance(x, int):
            return self._times_finite(y, x)
        i = self._index[x[0]]
        out = 0
        for d, c in x[1]:
            z = self.times(y, c)
            for _ in range(d):
                z = self._times_generator(z, i)
            out ^= z
        return out

    def _times_generator(self, y: int, i: int) -> int:
        floor = self._floors[i]
        top = y & floor.top
        out = (y ^ top) << floor.shift
        if top:
            out ^= self.times(top >> ((floor.p - 1) * floor.shift), floor.a)
        return out

    def _times_finite(self, y: int, m: int) -> int:
        """``y·m``. A nimber ``m`` below ``2^w`` (``w`` a power of 2) lies in
        the subfield of ``2^w`` elements, over which the ``W``-bit nimbers
        have the basis ``2^(w·k)`` (products of Fermat 2-powers not below
        ``2^w``, which multiply the smaller nimbers as integers): so each
        ``w``-bit chunk of a coefficient is multiplied by ``m`` on its own,
        ``w`` masked products instead of ``W``."""
        if m <= 1:
            return y if m else 0
        table = self._finite_tables.get(m)
        if table is None:
            w = 1
            while m >> w:
                w *= 2
            table = (_repeated(1, w, self.bits // w),
                     tuple(finite_product(m, 1 << b) for b in range(w)))
            self._finite_tables[m] = table
        return self._bitsliced(y, table[1], table[0])

    def _bitsliced(self, y: int, images: tuple[int, ...], low: int) -> int:
        """The F_2-linear map of the ``w``-bit nimbers sending ``2^b`` to
        ``images[b]`` (``w`` of them), on every ``w``-bit chunk of ``y`` at
        once; ``low`` has bit 0 of each chunk."""
        out = 0
        for b, image in enumerate(images):
            bits = y >> b & low
            if bits:
                out ^= bits * image  # one bit to a chunk: no carry between them
        return out

    def square(self, y: int) -> int:
        """``y²``: the Frobenius map, floor by floor from the finite nimbers up
        (a fold multiplies by ``a``, which lies in the floors already done)."""
        z = self._bitsliced(y, self._frobenius, self._low)
        for floor in self._floors:
            low = z & floor.low_half
            high = (z ^ low) >> (floor.half * floor.shift)
            z = self._spread(low, floor)
            if high:
                z ^= self.times(self._spread(high, floor) << floor.shift, floor.a)
        return z

    @staticmethod
    def _spread(y: int, floor: _Floor) -> int:
        for mask, distance in floor.spread:
            moving = y & mask
            y ^= moving ^ (moving << distance)
        return y

    def power(self, y: int, n: int, x: TowerElement | None = None) -> int:
        """``y^n`` (``n ≥ 0``); ``x``, the tower form of ``y``, when sparse
        makes each product a few shifts."""
        result = 1
        for bit in bin(n)[2:]:
            result = self.square(result)
            if bit == "1":
                result = self.times(result, x) if x is not None else self._product(result, y)
        return result

    def _product(self, y: int, z: int) -> int:
        return self.times(y, self.unpack(z))

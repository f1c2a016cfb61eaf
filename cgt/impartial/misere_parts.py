"""Parts, differences and partitions of misère canonical forms.

In misère play sums do not cancel: ``G - H`` exists only when some ``X``
has ``X + H = G`` (then it is unique, Conway, ONAG ch. 12). ``H`` is then a
*part* of ``G``. A game other than ``0`` and ``*1`` whose only even parts
are ``0`` and itself is *prime*; every game is a sum of primes (and
``*1``), though not always in one way (Norton's example ``4[2#]``).

A difference is found as Conway builds it, ``G - H = {G' - H, G - H'}``
over the options for which those differences exist, and is kept only
when the sum checks: so every part reported is a part. The candidates for
parts come from the parts of the options (if ``G = X + Y`` then every
option of ``G`` is ``X' + Y`` or ``X + Y'``, so ``X`` or ``Y`` is a part of
an option).

>>> from cgt.impartial.misere_forms import add, nim_heap
>>> two = nim_heap(2)
>>> subtract(add(two, two), two) == two, subtract(nim_heap(3), two), subtract(two, nim_heap(4))
(True, 1, None)
"""

from __future__ import annotations

from cgt.impartial import misere_forms as forms

__all__ = ["even_parts", "is_prime", "partitions", "subtract", "two_partitions"]

_DIFFERENCES: dict[tuple[int, int], int | None] = {}
_PARTITIONS: dict[int, list[tuple[int, int]]] = {}
_TWO_PARTITIONS: dict[int, list[tuple[int, int]]] = {}


def subtract(g: int, h: int) -> int | None:
    """The id of ``g - h`` (the ``X`` with ``X + h = g``), or None if there is none."""
    if h == 0:
        return g
    if g == h:
        return 0
    if h == 1:
        return forms.add(g, 1)
    if not forms.is_even(h):  # X + H = G exactly when X + (H + *1) = G + *1
        return subtract(forms.add(g, 1), forms.add(h, 1))
    key = (g, h)
    if key in _DIFFERENCES:
        return _DIFFERENCES[key]
    # The questions asked below have a smaller h, or the same h and a
    # smaller g (an odd h is first traded for the younger even h + *1).
    found = None
    from_g = [d for d in (subtract(o, h) for o in forms.options(g)) if d is not None]
    from_h = [d for d in (subtract(g, o) for o in forms.options(h)) if d is not None]
    for opts in (from_g + from_h, from_g):
        x = forms.construct(opts)
        if forms.add(x, h) == g:
            found = x
            break
    _DIFFERENCES[key] = found
    return found


def two_partitions(g: int) -> list[tuple[int, int]]:
    """The pairs ``(X, Y)`` of even games with ``X + Y`` the even part of ``g``,
    ``(0, G)`` first.

    Those found by differences, then the splits of each partition into
    primes into two sums (a difference can hide behind a sum of parts)."""
    e = forms.even_part(g)
    found = _TWO_PARTITIONS.get(e)
    if found is not None:
        return found
    pairs = list(_found_pairs(e))
    seen = {x for pair in pairs for x in pair}
    for partition in partitions(e):
        primes = [p for p in partition if p > 1]
        for mask in range(1, (1 << len(primes)) - 1):
            x = y = 0
            for i, p in enumerate(primes):
                if mask >> i & 1:
                    x = forms.add(x, p)
                else:
                    y = forms.add(y, p)
            if x not in seen and forms.add(x, y) == e:
                pairs.append((x, y))
                seen.update((x, y))
    _TWO_PARTITIONS[e] = pairs
    return pairs


def _found_pairs(e: int) -> list[tuple[int, int]]:
    """The two-partitions of the even game ``e`` reached by differences."""
    found = _PARTITIONS.get(e)
    if found is not None:
        return found
    pairs = [(0, e)]
    seen = {0, e}
    candidates: list[int] = []
    for o in forms.options(e):
        oe = forms.even_part(o)
        if oe == 0:
            continue
        for x, y in _found_pairs(oe):
            candidates += [x, y]
    for x in sorted(set(candidates), key=forms.order_key):
        if x in seen or not forms.is_even(x):
            continue
        rest = subtract(e, x)
        if rest is not None:
            pairs.append((x, rest))
            seen.update((x, rest))
    _PARTITIONS[e] = pairs
    return pairs


def even_parts(g: int) -> list[int]:
    """The even parts of ``g`` other than ``0`` and ``g`` itself."""
    parts: list[int] = []
    for x, y in two_partitions(g)[1:]:
        for p in (x, y):
            if p not in parts:
                parts.append(p)
    return parts


def is_prime(g: int) -> bool:
    """Prime: not ``0`` or ``*1``, and no even parts but ``0`` and itself."""
    return g > 1 and len(two_partitions(g)) == 1


def partitions(g: int) -> list[list[int]]:
    """Every way to write ``g`` as a sum of even primes (and ``*1`` when ``g`` is
    odd), each partition in :func:`order_key` order."""
    result: list[list[int]] = []

    def build(rest: int, partial: list[int]) -> None:
        if rest <= 1:  # an odd game's partitions end in *1, so each sums to the game
            result.append([*partial, 1] if rest else list(partial))
            return
        for prime in _prime_parts(rest):
            if partial and forms.order_key(partial[-1]) > forms.order_key(prime):
                continue
            left = subtract(rest, prime)
            if left is not None:
                build(left, [*partial, prime])

    top = forms.even_part(g)

    def _prime_parts(rest: int) -> list[int]:
        """Prime parts of ``rest``: of the top game, those seen through differences."""
        if rest == top:
            pairs = _found_pairs(top)
            if len(pairs) == 1:
                return [top]
            candidates = [p for pair in pairs[1:] for p in pair if p > 1]
            return list(dict.fromkeys(p for p in candidates if len(_found_pairs(p)) == 1))
        if is_prime(rest):
            return [forms.even_part(rest)]
        return [p for p in even_parts(rest) if is_prime(p)]

    build(g, [])
    return result

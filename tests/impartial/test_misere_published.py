"""Misère values and quotients against what their authors printed.

The tables of Plambeck and Siegel's paper ("Misère quotients for impartial
games", JCTA 115, 2008, arXiv math/0609825) and of its supplement (arXiv
0705.2404) are not in the reference corpus here: only the openings of those
papers are. So are Plambeck's "Taming the wild in impartial combinatorial
games" (INTEGERS 5, 2005, #G05: fg5.tex and three text copies), his survey
"Advances in Losing" (ar5iv math/0603027) and his pages on 0.177 and 0.3102:
each search answer is the opening of the page, before any quotient. What
was reachable, and is checked below:

- Plambeck's page on the quaternary game 0.312 (plambeck.org, "misère octal
  games >> quaternary games >> 0.312", status SOLVED 4 February 2003,
  http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312/index.htm):
  the misère values of heaps 1 to 13, in his notation ``2+ = {2}``,
  ``g0 = {2+, 1}``, ``g1 = {g0, 2++}``, ``g2 = {g1, 2+++}``,
  ``g3 = {g2, 2++++}``::

      1   2   3    4   5    6    7   8    9    10  11    12    13
      1   2   2+   g0  2+   2++  g1  2++  2+++ g2  2+++  2++++ g3

  the genus of heaps 1 to 6, ``1^03131 2^20 0^02 2^1420 0^02 1^13``; and
  how to play it: "except for the heap of size 4, we can pretend that
  individual games are adders", heaps 1, 2 and 3 pretending to be ``:1``,
  ``:2`` and ``:4``, then ``:4 :5 :4 :5 ...`` (period 2) from heap 5, with
  ``A`` the heap of 4, ``genus(A + A) = 0^1202`` and "``A + A = :0``".
- Siegel, "The structure and classification of misère quotients" (2007,
  arXiv math/0703070), as its abstract states: when the P-portion has two
  elements and the quotient is finite, its order is ``2^n + 2`` or
  ``2^n + 4``; and there is exactly one misère quotient of order 8.
- Plambeck and Siegel (2008), as Rubinstein-Salzedo and Zhou's abstract
  quotes it ("Finite cardinalities of misère quotients", arXiv 2603.18244):
  impartial misère quotients have even order.

- Siegel, answering Mike Weimerskirch on Plambeck's blog "Advances in
  Losing" ("Some MisereSolver questions answered", 28 August 2007,
  https://miseregames.wordpress.com/2007/08/28/some-miseresolver-questions-answered/):
  "Q_30(0.07) has size 360", the quotient of Dawson's Kayles with heaps up
  to 30, as ``java -jar misere.jar 0.07 -maxheap 30`` prints it.

The games checked against the last two were found by a scan of the octal
codes 0.d1d2d3 (quotients searched until stable, at most 50 heaps and order
10): 0.512, 0.513, 0.552, 0.553, 0.751, 0.752 and 0.753 came out of order 8,
beside 0.75.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import cgt
from cgt.games.heap import HeapGame
from cgt.impartial.misere_game import MisereGame
from cgt.impartial.misere_quotient import MisereQuotient

STALKING = HeapGame("0.312")


def _plus(g: MisereGame) -> MisereGame:
    """Plambeck's ``g+``: the game whose only option is ``g``."""
    return MisereGame.from_options([g])


def _plambeck_0312() -> list[MisereGame]:
    """Heaps 1 .. 13 of 0.312 as Plambeck's page writes them."""
    one, two = cgt.misere_game(1), cgt.misere_game(2)
    p1 = _plus(two)
    p2 = _plus(p1)
    p3 = _plus(p2)
    p4 = _plus(p3)
    g0 = MisereGame.from_options([p1, one])
    g1 = MisereGame.from_options([g0, p2])
    g2 = MisereGame.from_options([g1, p3])
    g3 = MisereGame.from_options([g2, p4])
    return [one, two, p1, g0, p1, p2, g1, p2, p3, g2, p3, p4, g3]


def test_plambeck_0312_misere_values():
    expected = _plambeck_0312()
    assert [STALKING(n).misere_value for n in range(1, 14)] == expected


@pytest.mark.parametrize(("heap", "printed"), [
    (1, "1^03131"), (2, "2^20"), (3, "0^02"), (4, "2^1420"), (5, "0^02"), (6, "1^13"),
])
def test_plambeck_0312_genus(heap, printed):
    """The genus ``g^(γ0 γ1 ...)`` of a heap, term by term as far as printed."""
    g = STALKING(heap).genus
    head, gammas = printed.split("^")
    assert g.nim_value == int(head)
    assert [g.gamma(i) for i in range(len(gammas))] == [int(d) for d in gammas]


def test_plambeck_0312_how_to_play():
    """The pretending Plambeck prints, read in the quotient: heap 4 (``A``) is
    its own inverse, odd heaps from 3 on pretend alike (``:4``), even heaps
    from 6 on as heap 1 plus heap 3 (``:5 = :1 + :4``)."""
    q = STALKING.misere_quotient()
    assert q.is_stable
    e = q.heap_element
    a = e(4)
    assert q.table[a][a] == 0  # "A + A = :0"
    assert len({e(1), e(2), e(3), a}) == 4
    assert all(e(n) == e(3) for n in range(5, 60, 2))
    assert all(e(n) == q.table[e(1)][e(3)] for n in range(6, 60, 2))
    g = STALKING(4, 4).genus
    assert g.nim_value == 0 and [g.gamma(i) for i in range(4)] == [1, 2, 0, 2]


def _isomorphic(q: MisereQuotient, r: MisereQuotient) -> bool:
    """Whether two quotients are isomorphic as bipartite monoids: a bijection
    keeping the identity, the products and the P-portion (a backtracking
    search, each element given an image in turn)."""
    if q.order != r.order or len(q.p_portion) != len(r.p_portion):
        return False
    image = {0: 0}

    def consistent(x: int) -> bool:
        for y in image:
            z = q.table[x][y]
            if z in image and image[z] != r.table[image[x]][image[y]]:
                return False
        return True

    def extend(x: int) -> bool:
        if x == q.order:
            return True
        for v in set(range(1, r.order)) - set(image.values()):
            if (x in q.p_portion) != (v in r.p_portion):
                continue
            image[x] = v
            if consistent(x) and all(consistent(y) for y in image) and extend(x + 1):
                return True
            del image[x]
        return False

    return extend(1)


@pytest.mark.parametrize("code", ["0.512", "0.513", "0.552", "0.553", "0.751", "0.752", "0.753"])
def test_there_is_one_quotient_of_order_eight(code):
    """Siegel (2007): exactly one misère quotient has order 8, so every game
    whose quotient has order 8 has 0.75's (Plambeck's), up to isomorphism."""
    plambeck = HeapGame("0.75").misere_quotient()
    q = HeapGame(code).misere_quotient()
    assert q.is_stable and q.order == 8
    assert _isomorphic(q, plambeck)


def test_isomorphism_is_not_order_alone():
    """The check above can fail: T₂ (misère Nim on heaps up to 3) and 0.33's
    quotient are one bipartite monoid, but not once the P-portion of one of
    them is moved, nor when the orders differ."""
    t2, q33 = HeapGame.nim().misere_quotient(3), HeapGame("0.33").misere_quotient()
    assert _isomorphic(t2, q33)
    moved = replace(q33, p_portion=frozenset({q33.table[x][x] for x in q33.p_portion}))
    assert len(moved.p_portion) == 2 and not _isomorphic(t2, moved)
    assert not _isomorphic(q33, HeapGame("0.34").misere_quotient())


#: Stable quotients of several orders (the scan in the module docstring):
#: P-portions of two elements, and three (0.34, 0.53), one (0.12).
SCANNED = ["0.12", "0.22", "0.31", "0.33", "0.34", "0.53", "0.147", "0.312", "0.532",
           "0.572", "0.75", "0.772"]


@pytest.mark.parametrize("code", SCANNED)
def test_orders_are_even_and_two_p_elements_give_two_to_the_n_plus_two_or_four(code):
    q = HeapGame(code).misere_quotient()
    assert q.is_stable
    assert q.order % 2 == 0  # Plambeck and Siegel (2008)
    if len(q.p_portion) == 2:  # Siegel (2007)
        assert any(q.order in (2**n + 2, 2**n + 4) for n in range(8))


def test_misere_nim_quotients_have_the_orders_of_bouton():
    """Misère Nim on heaps below ``2^k``, k ≥ 2 (Bouton's rule): ``2^k + 2`` elements,
    with two P-elements, the first case of Siegel's theorem."""
    for k in (2, 3, 4):
        q = HeapGame.nim().misere_quotient(2**k - 1)
        assert (q.order, len(q.p_portion)) == (2**k + 2, 2)


@pytest.mark.slow
def test_siegel_q30_of_dawsons_kayles_has_360_elements():
    """Siegel (2007, the blog post in the module docstring): "Q_30(0.07) has
    size 360". The quotient of the heaps up to 30, proved for their sums."""
    q = HeapGame("0.07").misere_quotient(30)
    assert q.order == 360
    assert q.max_heap == 30 and not q.is_stable

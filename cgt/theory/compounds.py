"""Compounds of games other than the disjunctive sum, and the Conway product
(Winning Ways, chapters 9 and 14; Conway, *ONAG*, chapters 1 and 14).

Each compound is taken of the canonical forms (a compound other than the
sum depends on the form, not only on the value):

- conjunctive ``G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}``: a player moves in
  every component, and play ends when one component ends;
- selective ``G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | ...}``: a player
  moves in as many components as he likes, at least one;
- continued conjunctive ``G △ H``: a player moves in every component
  where he has a move, at least one (Winning Ways, ch. 9);
- sequential ``G ▷ H``: a player moves in ``G`` while he has a move
  there, else in ``H`` (Stromquist and Ullman, *Sequential compounds of
  combinatorial games*, 1993);
- the Conway product ``G·H = {G^L H + G H^L - G^L H^L, G^R H + G H^R -
  G^R H^R | G^L H + G H^R - G^L H^R, G^R H + G H^L - G^R H^L}``, which is
  multiplication on numbers and nim multiplication on nimbers.

CGSuite's ``CompoundGameTestCase.scala`` gives the examples:

>>> from cgt.notation.parser import parse
>>> from cgt.notation.printer import format_game as text
>>> half, quarter = parse("1/2"), parse("1/4")
>>> text(conjunctive_sum(half, quarter)), text(selective_sum(half, quarter))
('1/2', '3/4')
>>> text(conway_product(parse("1/2"), parse("1/4"))), text(conway_product(parse("*5"), parse("*6")))
('1/8', '*8')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cgt.core.arithmetic import add, neg
from cgt.core.canonical import build
from cgt.core.deep import deep_call
from cgt.core.form import Form, zero
from cgt.core.memo import Memo

__all__ = ["conjunctive_sum", "continued_conjunctive_sum", "conway_product", "selective_sum",
           "sequential_sum"]

Compound = Callable[[Form, Form], Form]

_CONJUNCTIVE: Memo[tuple[int, int], Form] = Memo("conjunctive sums")
_SELECTIVE: Memo[tuple[int, int], Form] = Memo("selective sums")
_CONTINUED: Memo[tuple[int, int], Form] = Memo("continued conjunctive sums")
_SEQUENTIAL: Memo[tuple[int, int], Form] = Memo("sequential sums")
_PRODUCT: Memo[tuple[int, int], Form] = Memo("Conway products")


def _memoised(memo: Memo[tuple[int, int], Form],
              options: Callable[[Form, Form, Compound, bool], Iterable[Form]]) -> Compound:
    """A compound of two forms, from the options it gives a player
    (``options(g, h, recurse, left)``), memoised on the pair of ids."""

    def compound(g: Form, h: Form) -> Form:
        key = (g.id, h.id)
        known = memo.get(key)
        if known is None:
            known = build(list(options(g, h, compound, True)),
                          list(options(g, h, compound, False)))
            memo.store(key, known)
        return known

    return compound


def _conjunctive(g: Form, h: Form, recurse: Compound, left: bool) -> Iterable[Form]:
    hs = h.left if left else h.right
    return [recurse(a, b) for a in (g.left if left else g.right) for b in hs]


def _selective(g: Form, h: Form, recurse: Compound, left: bool) -> Iterable[Form]:
    gs, hs = (g.left, h.left) if left else (g.right, h.right)
    return [*(recurse(a, h) for a in gs), *(recurse(g, b) for b in hs),
            *(recurse(a, b) for a in gs for b in hs)]


def _continued(g: Form, h: Form, recurse: Compound, left: bool) -> Iterable[Form]:
    gs, hs = (g.left, h.left) if left else (g.right, h.right)
    if not gs and not hs:
        return []
    return [recurse(a, b) for a in (gs or (g,)) for b in (hs or (h,))]


def _sequential(g: Form, h: Form, recurse: Compound, left: bool) -> Iterable[Form]:
    gs, hs = (g.left, h.left) if left else (g.right, h.right)
    if gs:
        return [recurse(a, h) for a in gs]
    return [recurse(g, b) for b in hs]


def _product(g: Form, h: Form, recurse: Compound, left: bool) -> Iterable[Form]:
    # Left's options pair like options (GL with HL, GR with HR), Right's unlike.
    pairs = ((g.left, h.left), (g.right, h.right)) if left else ((g.left, h.right),
                                                                   (g.right, h.left))
    return [add(add(recurse(a, h), recurse(g, b)), neg(recurse(a, b)))
            for gs, hs in pairs for a in gs for b in hs]


_conjunctive_sum = _memoised(_CONJUNCTIVE, _conjunctive)
_selective_sum = _memoised(_SELECTIVE, _selective)
_continued_sum = _memoised(_CONTINUED, _continued)
_sequential_sum = _memoised(_SEQUENTIAL, _sequential)
_conway_product = _memoised(_PRODUCT, _product)


def _deep(compound: Compound, g: Form, h: Form, frames: int = 2) -> Form:
    """``compound(g, h)`` with room for its recursion (as deep as both games,
    a few frames a level)."""
    return deep_call(frames * (g.depth + h.depth + 2), compound, g, h)


def conjunctive_sum(g: Form, h: Form) -> Form:
    """``G ∧ H`` (CGSuite's ``ConjunctiveSum``)."""
    return _deep(_conjunctive_sum, g, h)


def selective_sum(g: Form, h: Form) -> Form:
    """``G ∨ H`` (CGSuite's ``SelectiveSum``)."""
    return _deep(_selective_sum, g, h)


def continued_conjunctive_sum(g: Form, h: Form) -> Form:
    """``G △ H``: every component where the player has a move, at least one
    (Winning Ways' continued conjunctive compound)."""
    return _deep(_continued_sum, g, h)


def sequential_sum(g: Form, h: Form) -> Form:
    """``G ▷ H``: ``G`` while the player has a move there, else ``H``."""
    return _deep(_sequential_sum, g, h)


def conway_product(g: Form, h: Form) -> Form:
    """``G·H``, Conway's product (CGSuite's ``ConwayProduct``); 0 when
    either factor is 0."""
    if g is zero or h is zero:
        return zero
    return _deep(_conway_product, g, h, frames=4)

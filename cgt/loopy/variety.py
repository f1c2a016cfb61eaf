"""Upsums, downsums and varieties of stoppers (Siegel, *CGT*, VI.4 and
VI.5; Winning Ways, chapter 11; CGSuite's ``CanonicalStopper``).

The *upsum* ``G ⊕ H`` is the onside of ``G + H`` (infinite play won by
Left), the *downsum* ``G ⊖ H`` its offside. For an idempotent degree
``D`` (``D + D = D``, as ``on``, ``over`` and ``^<on>`` are), the upsum
variety of ``G`` is ``G ⊕ (-G ⊖ -D)`` and the downsum variety ``G ⊖ (-G ⊕
D)``; a stopper is *stable* when the two agree at its own degree
``G ⊕ -G``, and its *variety* is then that common value.

Examples from CGSuite's ``GameTest.scala``:

>>> from cgt.notation.loopy import parse_loopy
>>> from cgt.notation.loopy_printer import format_loopy
>>> upon, uponth = parse_loopy("upon"), parse_loopy("^<on>")
>>> format_loopy(downsum(upon, uponth)), format_loopy(upsum(upon, uponth))
('^[on]', '{0|^<on>*}')
>>> format_loopy(downsum_variety(upon, uponth)), format_loopy(upsum_variety(upon, uponth))
('v<on>', 'v<on>')
"""

from __future__ import annotations

from cgt.core.form import Form, zero
from cgt.errors import CGTError
from cgt.loopy.sided import side_sum, sum_is
from cgt.loopy.stopper import Value, stopper_neg

__all__ = ["degree", "downsum", "downsum_variety", "is_idempotent", "is_stable", "upsum",
           "upsum_variety", "variety"]


def upsum(g: Value, h: Value) -> Value:
    """``G ⊕ H``, the onside of ``G + H`` (CGSuite's ``Upsum``)."""
    return side_sum(g, h, True)


def downsum(g: Value, h: Value) -> Value:
    """``G ⊖ H``, the offside of ``G + H`` (CGSuite's ``Downsum``)."""
    return side_sum(g, h, False)


def degree(g: Value) -> Value:
    """The degree of loopiness ``G ⊕ -G`` (0 for a short game)."""
    return upsum(g, stopper_neg(g))


def is_idempotent(g: Value) -> bool:
    """``G + G = G`` (CGSuite's ``IsIdempotent``): both sides of the graph
    of ``G + G`` checked against ``G``, not sought."""
    return sum_is(g, g, g)


def _idempotent(d: Value) -> Value:
    if not is_idempotent(d):
        raise CGTError("the degree of a variety must be an idempotent (D + D = D)")
    return d


def upsum_variety(g: Value, d: Value) -> Value:
    """``G ⊕ (-G ⊖ -D)`` for an idempotent ``D`` (CGSuite's ``UpsumVariety``)."""
    return upsum(g, downsum(stopper_neg(g), stopper_neg(_idempotent(d))))


def downsum_variety(g: Value, d: Value) -> Value:
    """``G ⊖ (-G ⊕ D)`` for an idempotent ``D`` (CGSuite's ``DownsumVariety``)."""
    return downsum(g, upsum(stopper_neg(g), _idempotent(d)))


def is_stable(g: Value) -> bool:
    """The upsum and downsum varieties at ``G``'s degree agree (CGSuite's
    ``IsStable``); CGTError when the degree is not idempotent."""
    d = degree(g)
    return upsum_variety(g, d) is downsum_variety(g, d)


def variety(g: Value) -> Value:
    """The variety of a stable stopper (CGSuite's ``Variety``): 0 for a
    short game; CGTError for an unstable one."""
    if isinstance(g, Form):
        return zero
    d = degree(g)
    up = upsum_variety(g, d)
    if up is not downsum_variety(g, d):
        raise CGTError("the stopper is not stable: its upsum and downsum varieties differ")
    return up

"""Layer 3, impartial theory: arithmetic on Grundy values, no game forms.

The mex, nim sum, nim product and the nimber field (:mod:`.nimbers`),
periodicity of heap games (:mod:`.periodicity`) and misère play
(:mod:`.misere`).

May import: :mod:`cgt.core` and :mod:`cgt.errors`; not its sibling
:mod:`cgt.theory`.
"""

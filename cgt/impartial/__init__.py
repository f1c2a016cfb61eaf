"""Layer 3, impartial theory: arithmetic on Grundy values, no game forms.

The mex, nim sum and nim product (:mod:`.nim`), the nimber field
(:mod:`.nimarith`), periodicity of heap games (:mod:`.periodicity`) and
misère play (:mod:`.misere`).

May import: :mod:`cgt.core` and :mod:`cgt.errors`; not its sibling
:mod:`cgt.theory`.
"""

"""Layer 3, beside notation: transfinite values (CGSuite 2.1's surreal
numbers, generalized ordinals and transfinite nimbers).

Cantor normal forms below ε₀ (:mod:`.cnf`), their quotients in lowest
terms (:mod:`.lowest_terms`, :mod:`.surreal`), Lenstra's nim arithmetic
below ω^ω^ω (:mod:`.lenstra`), nimbers of ordinal size (:mod:`.nimber`),
ordinal (non-commutative) sum and product (:mod:`.ordinal`) and the reader
of CGSuite-style text (:mod:`.text`).

>>> import cgt
>>> cgt.parse("omega + 1/2"), 1 / cgt.omega < cgt.parse("1/2"), cgt.parse("*omega * *omega")
(cgt.parse('(ω×2+1)/2'), True, cgt.parse('*ω^2'))

May import: :mod:`cgt.core`, :mod:`cgt.impartial` (the finite nimber
field) and :mod:`cgt.errors`; not its sibling :mod:`cgt.notation`.
"""

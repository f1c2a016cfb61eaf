"""Layer 3, temperature theory and the operations built on the core.

Trajectories and thermographs (:mod:`.trajectory`, :mod:`.thermograph`,
drawn by :mod:`.plot`), cooling, heating and overheating (:mod:`.cooling`),
atomic weight (:mod:`.atomic`), reduced canonical forms (:mod:`.reduced`),
ordinal sums, Norton products and incentives (:mod:`.products`), and
exact numbers and walls for sympy (:mod:`.symbolic`, which imports sympy
only when called). Every function takes and returns core
:class:`~cgt.core.form.Form`\\ s.

May import: :mod:`cgt.core`, :mod:`cgt.notation` and :mod:`cgt.errors`;
not its sibling :mod:`cgt.impartial`.
"""

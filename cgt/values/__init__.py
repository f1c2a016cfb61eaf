"""Layer 4, values: the public :class:`~cgt.values.game.Game` and how to make one.

A Game wraps one interned core form and offers every operation of the
layers below as a method or an operator (:mod:`.game`); :mod:`.make` reads
games from text, from options and by name. This is where user input
(ints, Fractions, notation text) becomes a value.

May import: :mod:`cgt.core`, :mod:`cgt.notation`, :mod:`cgt.theory`,
:mod:`cgt.impartial` and :mod:`cgt.errors`.
"""

"""Layer 2, loopy games: game graphs, the order of stoppers by survival, and
canonical stoppers (Siegel, *CGT*, chapter VI; Winning Ways, chapter 11).

May import: :mod:`cgt.core` and :mod:`cgt.errors`; not its siblings
:mod:`cgt.theory` and :mod:`cgt.impartial`.
"""

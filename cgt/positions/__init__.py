"""Layer 5, positions: rulesets' positions and the solvers that value them.

The classes a ruleset subclasses (:mod:`.position`, :mod:`.loopy`), how
they are drawn (:mod:`.picture`) and told apart (:mod:`.kind`); the
solver of short games (:mod:`.solver`), the context it is handed (a store,
a reporter, a memory budget: :mod:`.context`, the one module that reads
the user's blocks) and its transposition tables (:mod:`.tables`);
retrograde analysis of loopy games (:mod:`.retrograde`); win/loss game
search (:mod:`.search`); helpers for boards on grids and graphs
(:mod:`.grid`, :mod:`.graph`); the progress reports of long solves and
the bar that shows them (:mod:`.progress`). The value store and the
workers are the layer above, :mod:`cgt.scale`.

May import: every layer below (:mod:`cgt.values` and down) and
:mod:`cgt.errors`; never :mod:`cgt.games`, whose rulesets stand on it.
"""

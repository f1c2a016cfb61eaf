"""Layer 6, boards: board engines, the bitboards and fast solvers of families
of board games.

A family shares its board and its kind of move, not its rules:
:mod:`.dominoes` places dominoes on a grid (Domineering), :mod:`.stone_boards`
jumps and captures with stones (Konane, Clobber and their kin) and
:mod:`.stone_solver` values those boards, :mod:`.colouring` colours the
vertices of a graph (Col, Snort). Each engine is told a ruleset's rules by
a small object the ruleset makes (:class:`.stone_solver.StoneRules`,
:class:`.colouring.ColouringRules`), and hands back bitboards, keys and
values, never a ruleset's positions: the ruleset makes those. Beside them,
the boards themselves: :mod:`.bitgrid` (sets of cells as integers) and
:mod:`.grid` (the text diagrams of rectangular boards).

The engines live in ``cgt/`` rather than beside the rulesets in ``games/``
because they are compiled with the core (``cgt.native.COMPILED``: mypyc
builds modules of ``cgt/`` only) and each serves several rulesets. No
module here names a ruleset's class or writes its fields.

May import: every layer below (:mod:`cgt.positions` and down) and
:mod:`cgt.errors`; never :mod:`cgt.games`, whose rulesets stand on it. The
rulesets import these modules directly (``from cgt.boards import dominoes``).
"""

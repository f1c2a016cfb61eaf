"""Layer 10, the command line: ``cgt`` and its subcommands.

The command (:mod:`.main`; ``cgt table`` draws the tables the rulesets
declare, see :mod:`cgt.games.table_spec`), the interactive session
(:mod:`.repl`) and the guided tour (:mod:`.tour`). The top floor: it
may import everything, the rulesets of :mod:`cgt.games` through their
registry included; nothing imports it.
"""

# First of all (before the command's other modules, some 60 ms of imports):
# from here on, Ctrl-C exits the `cgt` command with one line and status 130.
from cgt.cli import interrupts as _interrupts  # noqa: F401

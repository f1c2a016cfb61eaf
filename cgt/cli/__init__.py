"""Layer 9, the command line: ``cgt`` and its subcommands.

The command (:mod:`.main`), the interactive session (:mod:`.repl`), the
guided tour (:mod:`.tour`) and the tables of ``cgt table``
(:mod:`.tables`). The top floor: it may import everything, the rulesets of
:mod:`cgt.games` through their registry included; nothing imports it.
"""

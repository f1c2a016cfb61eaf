"""Rulesets, one module each: the games of the source articles and the
classics of *Winning Ways*, installed as ``cgt.games``.

Each module holds the rules and the board format of one game, as positions
on cgt's Position API (``cgt.Position``, ``cgt.ImpartialPosition``,
``cgt.LoopyPosition``, ...); values, outcomes, Grundy numbers, tables,
drawing and search come from ``cgt`` itself. The command line finds the
rulesets through :mod:`cgt.games.registry`.

May import: the public names of ``cgt`` (``from cgt import ...``) and the
other rulesets; nothing deeper in the engine.
"""

"""Rulesets: the games of the source articles, one module per ruleset.

Each module defines positions on cgt's Position API (``cgt.Position`` or
``cgt.ImpartialPosition``) and holds only the rules and the board format;
values, outcomes and Grundy numbers come from ``cgt`` itself. No ruleset has
been added yet.
"""

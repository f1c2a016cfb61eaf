"""Layer 7, display: reports, game trees and graphs for people.

Facts about values and positions as Python values and JSON
(:mod:`.facts`), rendered as rich reports (:mod:`.report`); game trees
with dominated and reversible options explained (:mod:`.explain`,
:mod:`.trees`); Graphviz DOT of game graphs (:mod:`.dot`).

May import: every layer below (:mod:`cgt.boards` and down). rich is
imported inside the functions that draw, never at import time.
"""

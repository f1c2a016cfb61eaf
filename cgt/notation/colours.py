"""The colours and words of the outcomes, shared by every display.

Left (``L``) blue, Right (``R``) red, the first player (``N``) green, the
second player (``P``) yellow; for a game that may go on for ever, the side
to move's win green, its loss yellow, a draw magenta. Plain dictionaries in
a module of their own, so that what only colours a table or a board (the
``cgt table`` command, :mod:`cgt.positions.picture`) loads none of the
printing of values (:mod:`cgt.notation.render`).

>>> OUTCOME_STYLES["N"], OUTCOME_MEANINGS["P"]
('bold green', 'the second player wins')
>>> RESULT_STYLES["draw"]
'bold magenta'
"""

from __future__ import annotations

from cgt.core.outcome import Verdict

__all__ = ["OUTCOME_COLOURS", "OUTCOME_MEANINGS", "OUTCOME_STYLES", "RESULT_MEANINGS",
           "RESULT_STYLES"]

#: What each outcome class means, in words.
OUTCOME_MEANINGS = {
    "L": "Left wins whoever starts",
    "R": "Right wins whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
}

#: The rich style of each outcome: Left blue, Right red, first player green,
#: second player yellow.
OUTCOME_STYLES = {"L": "bold blue", "R": "bold red", "N": "bold green", "P": "bold yellow"}

#: The same colours for HTML and SVG.
OUTCOME_COLOURS = {"L": "#1f5fbf", "R": "#c62828", "N": "#2e7d32", "P": "#b8860b"}

#: Results of loopy positions, for the side to move.
RESULT_STYLES: dict[str, str] = {
    Verdict.WIN: "bold green", Verdict.LOSS: "bold yellow", Verdict.DRAW: "bold magenta",
}
RESULT_MEANINGS: dict[str, str] = {
    Verdict.WIN: "the side to move wins",
    Verdict.LOSS: "the side to move loses",
    Verdict.DRAW: "neither side can force a win",
}

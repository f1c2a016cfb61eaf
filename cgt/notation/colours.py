"""The colours and words of the outcomes, shared by every display.

Left (``L``) blue, Right (``R``) red, the first player (``N``) green, the
second player (``P``) yellow; for a game that may go on for ever, the side
to move's win green, its loss yellow, a draw magenta. Plain dictionaries in
a module of their own, so that what only colours a table or a board (the
``cgt table`` command, :mod:`cgt.positions.picture`) loads none of the
printing of values (:mod:`cgt.notation.render`).

>>> OUTCOME_STYLES["N"], OUTCOME_MEANINGS["P"], OUTCOME_MEANINGS["D"]
('bold green', 'the second player wins', 'a draw whoever starts')
>>> RESULT_STYLES["draw"]
'bold magenta'
"""

from __future__ import annotations

from cgt.core.outcome import LoopyOutcome, Verdict

__all__ = ["OUTCOME_COLOURS", "OUTCOME_FILLS", "OUTCOME_MEANINGS", "OUTCOME_STYLES",
           "OUTCOME_TABLE", "RESULT_MEANINGS", "RESULT_STYLES"]

#: Every outcome class, short and loopy, with its words, its rich style, its
#: colour for HTML and SVG and its light fill for boxes: ONE table, from which
#: the dictionaries below are read, so a display that looks up a class finds every class (a loopy
#: value's ``D`` or ``NHat`` once ended ``cgt value`` in a KeyError). The
#: loopy classes that lean to one side take that side's hue.
OUTCOME_TABLE: dict[str, tuple[str, str, str, str]] = {
    LoopyOutcome.L.value: ("Left wins whoever starts", "bold blue", "#1f5fbf", "#c9dcfa"),
    LoopyOutcome.R.value: ("Right wins whoever starts", "bold red", "#c62828", "#f7c9c9"),
    LoopyOutcome.N.value: ("the first player wins", "bold green", "#2e7d32", "#c8ebcb"),
    LoopyOutcome.P.value: ("the second player wins", "bold yellow", "#b8860b", "#fff0a8"),
    LoopyOutcome.D.value: ("a draw whoever starts", "bold magenta", "#8e24aa", "#ecd1f5"),
    LoopyOutcome.NHAT.value: ("Left wins moving first, a draw when Right starts",
                              "bold cyan", "#00838f", "#bfe0e3"),
    LoopyOutcome.NCHECK.value: ("Right wins moving first, a draw when Left starts",
                                "bold bright_magenta", "#ad1457", "#eac4d5"),
    LoopyOutcome.PHAT.value: ("Left draws moving first and wins moving second",
                              "bold bright_blue", "#3949ab", "#ced2ea"),
    LoopyOutcome.PCHECK.value: ("Right draws moving first and wins moving second",
                                "bold bright_red", "#d84315", "#f5d0c4"),
}

#: What each outcome class means, in words.
OUTCOME_MEANINGS = {letter: row[0] for letter, row in OUTCOME_TABLE.items()}

#: The rich style of each outcome: Left blue, Right red, first player green,
#: second player yellow.
OUTCOME_STYLES = {letter: row[1] for letter, row in OUTCOME_TABLE.items()}

#: The same colours for HTML and SVG.
OUTCOME_COLOURS = {letter: row[2] for letter, row in OUTCOME_TABLE.items()}

#: Light fills of the same hues, for the boxes of game graphs and trees.
OUTCOME_FILLS = {letter: row[3] for letter, row in OUTCOME_TABLE.items()}

#: Results of loopy positions, for the side to move.
RESULT_STYLES: dict[str, str] = {
    Verdict.WIN: "bold green", Verdict.LOSS: "bold yellow", Verdict.DRAW: "bold magenta",
}
RESULT_MEANINGS: dict[str, str] = {
    Verdict.WIN: "the side to move wins",
    Verdict.LOSS: "the side to move loses",
    Verdict.DRAW: "neither side can force a win",
}

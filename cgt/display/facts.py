"""The facts about a value or a position, as JSON-able Python values.

What ``cgt value`` and ``cgt report`` say, before any rendering: the rich
reports of :mod:`cgt.display.report` and the ``--json`` output read these
dicts.

>>> import cgt
>>> facts = game_facts(cgt.parse("{2|-1/2}"))
>>> facts["value"], facts["outcome"], facts["temperature"], facts["mean"]
('{2|-1/2}', 'N', Fraction(5, 4), Fraction(3, 4))
>>> facts_to_json({"mean": facts["mean"]})
'{"mean": "3/4"}'
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from cgt.core.dyadic import fraction_text
from cgt.core.outcome import Player, Verdict
from cgt.errors import CGTError
from cgt.notation.render import OUTCOME_MEANINGS
from cgt.positions.kind import position_kind
from cgt.values.game import Game

if TYPE_CHECKING:
    from cgt.values.stopper import SidedValue, Stopper

__all__ = ["facts_to_json", "game_facts", "position_facts"]


def game_facts(g: Game | Stopper | SidedValue) -> dict[str, Any]:
    """The facts about a game that ``cgt value`` shows, as Python values.

    Keys in display order: ``value`` (the canonical form as text),
    ``outcome`` ("L", "R", "N" or "P"), ``birthday``, ``left_stop``,
    ``right_stop``, ``mean`` and ``temperature``, then the predicates
    ``is_number``, ``is_integer``, ``is_nimber``, ``is_infinitesimal``,
    ``is_impartial``, and ``number`` (a Fraction) for numbers and
    ``nim_value`` (an int) for nimbers.

    A stopper (a loopy value) has its value, its outcome and
    ``is_stopper``; a sided value its onside and offside too (its outcome
    one of the loopy classes, such as "D"); the rest are facts of short
    games.

    >>> import cgt
    >>> game_facts(cgt.parse("*"))["nim_value"]
    1
    >>> game_facts(cgt.parse("over"))
    {'value': 'over', 'outcome': 'L', 'is_stopper': True}
    >>> game_facts(cgt.parse("dud"))["outcome"]
    'D'
    """
    if not isinstance(g, Game):
        # A loopy value (cgt.values.stopper is imported only for one).
        from cgt.values.stopper import SidedValue, Stopper

        if isinstance(g, Stopper):
            return {"value": str(g), "outcome": str(g.outcome), "is_stopper": True}
        if isinstance(g, SidedValue):
            return {"value": str(g), "outcome": str(g.outcome), "is_stopper": False,
                    "onside": str(g.onside), "offside": str(g.offside)}
    facts: dict[str, Any] = {
        "value": str(g),
        "outcome": str(g.outcome),
        "birthday": g.birthday,
        "left_stop": g.left_stop,
        "right_stop": g.right_stop,
        "mean": g.mean,
        "temperature": g.temperature,
    }
    facts["is_number"] = bool(g.is_number)
    facts["is_integer"] = bool(g.is_integer)
    facts["is_nimber"] = bool(g.is_nimber)
    facts["is_infinitesimal"] = bool(g.is_infinitesimal)
    facts["is_impartial"] = bool(g.is_impartial)
    if facts["is_number"]:
        facts["number"] = g.number
    if facts["is_nimber"]:
        facts["nim_value"] = g.nim_value
    return facts


def facts_to_json(facts: dict[str, Any]) -> str:
    """The facts as one JSON object; fractions as exact strings such as "3/4"
    (and integers too long for Python's JSON writer, over 4300 digits, as
    strings of their digits)."""
    return json.dumps(_jsonable(facts), ensure_ascii=False)


def _jsonable(fact: Any) -> Any:
    if isinstance(fact, Fraction):
        return fraction_text(fact)
    if isinstance(fact, int) and not isinstance(fact, bool) and fact.bit_length() > 14_000:
        return fraction_text(fact)
    if isinstance(fact, dict):
        return {key: _jsonable(value) for key, value in fact.items()}
    if isinstance(fact, (list, tuple)):
        return [_jsonable(value) for value in fact]
    return fact


def _result_json(result: Any) -> dict[str, Any]:
    return {"outcome": str(result.outcome), "remoteness": result.remoteness}


def position_facts(
    position: Any,
    name: str | None = None,
    *,
    max_plies: int | None = None,
    on_limit: str = "draw",
    max_moves: int = 24,
) -> dict[str, Any]:
    """Everything ``cgt report`` says about a position, as JSON-able values.

    >>> from cgt.games.nim import Nim
    >>> facts = position_facts(Nim([3, 4, 5]), "nim")
    >>> facts["value"], facts["outcome"], facts["grundy"], facts["winning_moves"]
    ('*2', 'N', 2, [{'position': 'o oooo ooooo', 'grundy': 0}])
    """
    kind = position_kind(position)
    facts: dict[str, Any] = {
        "ruleset": name or type(position).__name__,
        "position": str(position),
        "kind": kind,
    }
    if kind == "impartial":
        grundy = position.grundy
        facts["value"] = str(position.value)
        facts["outcome"] = str(position.outcome)
        facts["outcome_words"] = OUTCOME_MEANINGS[facts["outcome"]]
        facts["grundy"] = grundy
        misere = _misere_outcome(position)
        if misere is not None:
            facts["misere_outcome"] = misere
        try:
            moves = position.winning_moves()
        except CGTError as error:
            facts["winning_moves_note"] = str(error)
            moves = []
        facts["winning_moves"] = [{"position": str(q), "grundy": 0} for q in moves[:max_moves]]
        facts["more_winning_moves"] = max(0, len(moves) - max_moves)
    elif kind == "partizan":
        value = position.value
        facts.update(game_facts(value))
        facts["outcome_words"] = OUTCOME_MEANINGS[facts["outcome"]]
        facts["winning_moves"] = {}
        for side in Player:
            try:
                moves = position.winning_moves(side)
            except CGTError as error:  # too many moves to list: say so, keep the value
                facts[f"{side.value}_winning_moves_note"] = str(error)
                moves = []
            facts["winning_moves"][side.value] = [
                {"position": str(q), "value": str(q.value), "outcome": str(q.value.outcome)}
                for q in moves[:max_moves]
            ]
            facts[f"more_{side.value}_winning_moves"] = max(0, len(moves) - max_moves)
    elif kind == "loopy":
        _loopy_facts(position, facts, max_plies, on_limit, max_moves)
    else:
        _loopy_partizan_facts(position, facts, max_moves)
    return facts


def _misere_outcome(position: object) -> str | None:
    try:
        misere = getattr(position, "misere_outcome", None)
    except CGTError:
        return None
    return None if misere is None else str(misere)


def _loopy_facts(position: Any, facts: dict, max_plies: int | None, on_limit: str,
                 max_moves: int) -> None:
    facts["player"] = position.player
    if max_plies is None:
        result = position.result
        moves = position.winning_moves()
        line = position.principal_line()
        move_results = [q.result for q in moves]
    else:
        solution = position.solve(max_plies=max_plies, on_limit=on_limit)
        result = solution.result
        moves = solution.winning_moves()
        line = solution.principal_line()
        move_results = [solution.result_of(q, plies=1) for q in moves]
        facts["move_limit"] = {"max_plies": max_plies, "on_limit": on_limit}
    facts["result"] = _result_json(result)
    facts["winning_moves"] = [
        {"position": str(q), "result": _result_json(r)}
        for q, r in list(zip(moves, move_results))[:max_moves]
    ]
    facts["principal_line"] = [str(q) for q in line]


_PAIR_OUTCOMES = {
    (Verdict.WIN, Verdict.WIN): "N", (Verdict.WIN, Verdict.LOSS): "L",
    (Verdict.LOSS, Verdict.WIN): "R", (Verdict.LOSS, Verdict.LOSS): "P",
}


def _loopy_partizan_facts(position: Any, facts: dict, max_moves: int) -> None:
    left, right = position.left_result, position.right_result
    facts["left_result"] = _result_json(left)
    facts["right_result"] = _result_json(right)
    outcome = _PAIR_OUTCOMES.get((left.outcome, right.outcome))
    if outcome is not None:
        facts["outcome"] = outcome
        facts["outcome_words"] = OUTCOME_MEANINGS[outcome]
    facts["winning_moves"] = {
        side.value: [
            {"position": str(q), "result": _result_json(q.result_for(side.opponent))}
            for q in position.winning_moves(side)[:max_moves]
        ]
        for side in Player
    }
    facts["principal_line"] = {
        side.value: [str(q) for q in position.principal_line(side, max_length=40)]
        for side in Player
    }

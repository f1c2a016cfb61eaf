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

import enum
import json
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from cgt.core.dyadic import fraction_text
from cgt.core.outcome import Outcome, Player, Verdict
from cgt.errors import CGTError
from cgt.notation.render import OUTCOME_MEANINGS
from cgt.positions.kind import position_kind
from cgt.values.game import Game

if TYPE_CHECKING:
    from cgt.values.stopper import SidedValue, Stopper

__all__ = [
    "ValueKind", "facts_to_json", "game_facts", "misere_facts", "position_facts", "result_facts",
]


class ValueKind(enum.StrEnum):
    """Which kind of value a game's facts describe: each tool draws every kind."""

    SHORT = "short"
    STOPPER = "stopper"
    SIDED = "sided"
    MISERE = "misere"
    MISERE_QUOTIENT = "misere_quotient"
    TRANSFINITE = "transfinite"


def game_facts(g: Game | Stopper | SidedValue | Any) -> dict[str, Any]:
    """The facts about a game that ``cgt value`` shows, as Python values.

    Keys in display order: ``value`` (the canonical form as text),
    ``value_kind``, ``outcome`` ("L", "R", "N" or "P"), ``birthday``, ``left_stop``,
    ``right_stop``, ``mean`` and ``temperature``, then the predicates
    ``is_number``, ``is_integer``, ``is_nimber``, ``is_infinitesimal``,
    ``is_impartial``, and ``number`` (a Fraction) for numbers and
    ``nim_value`` (an int) for nimbers.

    ``value_kind`` says which kind of value it is (:class:`ValueKind`). A stopper
    (a loopy value) has its value, its outcome, ``is_stopper``, its stops
    and its degree of loopiness; a sided value its onside and offside
    (its outcome one of the loopy classes, such as "D"); the rest are
    facts of short games.

    >>> import cgt
    >>> game_facts(cgt.parse("*"))["nim_value"]
    1
    >>> game_facts(cgt.parse("over"))  # doctest: +NORMALIZE_WHITESPACE
    {'value': 'over', 'value_kind': <ValueKind.STOPPER: 'stopper'>, 'outcome': 'L',
     'is_stopper': True, 'left_stop': 'over', 'right_stop': 'over', 'degree': 'over'}
    >>> game_facts(cgt.parse("dud"))["outcome"]
    'D'

    A misère canonical form (:class:`cgt.MisereGame`) has its misère
    outcome, nim values and genus; a partizan misère game form
    (:class:`cgt.GameForm`) its misère outcome and birthday; a misère
    quotient its order, presentation and P-portion; a transfinite value (an
    ordinal, a surreal number, a transfinite nimber) its kind and its outcome:

    >>> facts = game_facts(cgt.misere_game("*[2#0]"))
    >>> facts["outcome"], facts["genus"], facts["misere_nim_value"]
    ('N', '1^20', 2)
    >>> game_facts(cgt.game_form("{*|*}"))["outcome"]
    'N'
    >>> game_facts(cgt.parse("omega + 1"))["number_kind"], game_facts(cgt.ordinal("omega"))["value"]
    ('ordinal', 'ω')
    """
    other = _misere_or_transfinite_facts(g)
    if other is not None:
        return other
    if not isinstance(g, Game):
        # A loopy value (cgt.values.stopper is imported only for one).
        from cgt.values.stopper import SidedValue, Stopper

        if isinstance(g, Stopper):
            return {"value": str(g), "value_kind": ValueKind.STOPPER, "outcome": str(g.outcome),
                    "is_stopper": True, "left_stop": str(g.left_stop),
                    "right_stop": str(g.right_stop), "degree": str(g.degree)}
        if isinstance(g, SidedValue):
            return {"value": str(g), "value_kind": ValueKind.SIDED, "outcome": str(g.outcome),
                    "is_stopper": False, "onside": str(g.onside), "offside": str(g.offside)}
        raise CGTError(f"{g!r} is not a value cgt can describe")
    facts: dict[str, Any] = {
        "value": str(g),
        "value_kind": ValueKind.SHORT,
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


def _misere_or_transfinite_facts(g: object) -> dict[str, Any] | None:
    """The facts of a misère canonical form or a transfinite value; None for
    any other value. (Their modules are imported only once one is made.)"""
    import sys

    misere = sys.modules.get("cgt.impartial.misere_game")
    if misere is not None and isinstance(g, misere.MisereGame):
        return {"value": str(g), "value_kind": ValueKind.MISERE, "outcome": str(g.outcome),
                "birthday": g.birthday, "nim_value": g.nim_value,
                "misere_nim_value": g.misere_nim_value, "genus": str(g.genus)}
    forms = sys.modules.get("cgt.theory.misere_gameform")
    if forms is not None and isinstance(g, forms.GameForm):  # partizan, misère play
        return {"value": str(g), "value_kind": ValueKind.MISERE,
                "outcome": str(g.misere_outcome), "birthday": g.birthday}
    quotients = sys.modules.get("cgt.impartial.misere_quotient")
    if quotients is not None and isinstance(g, quotients.MisereQuotient):
        return {"value": str(g), "value_kind": ValueKind.MISERE_QUOTIENT, "order": g.order,
                "presentation": g.presentation(),
                "p_portion": "{" + ", ".join(g.p_portion_words()) + "}"}
    ordinals = sys.modules.get("cgt.transfinite.ordinal")
    if ordinals is not None and isinstance(g, ordinals.Ordinal):  # Cantor's: as the number
        as_number = _misere_or_transfinite_facts(g.surreal)
        assert as_number is not None  # a surreal number has facts
        return {**as_number, "value": str(g)}
    surreal = sys.modules.get("cgt.transfinite.surreal")
    nimber = sys.modules.get("cgt.transfinite.nimber")
    if nimber is not None and isinstance(g, nimber.TransfiniteNimber):
        return {"value": str(g), "value_kind": ValueKind.TRANSFINITE, "outcome": str(g.outcome),
                "number_kind": "nimber"}
    if surreal is None or not isinstance(g, surreal.SurrealNumber):
        return None
    facts = {"value": str(g), "value_kind": ValueKind.TRANSFINITE, "outcome": str(g.outcome),
             "number_kind": "ordinal" if g.is_ordinal else "surreal number"}
    try:
        facts["birthday"] = str(g.birthday)
    except CGTError:  # a birthday is known for sums of ω^α·r with dyadic r only (not 1/ω)
        pass
    return facts


def result_facts(result: object) -> dict[str, Any]:
    """The facts of what an expression gives that is not a game: its text
    and its type (``^ > *`` gives a truth value, ``g.mean`` a number).

    >>> result_facts(True), result_facts(Fraction(3, 4))
    ({'result': 'true', 'type': 'truth'}, {'result': '3/4', 'type': 'number'})
    """
    if isinstance(result, bool):
        return {"result": "true" if result else "false", "type": "truth"}
    if isinstance(result, (int, Fraction)):
        return {"result": fraction_text(Fraction(result)), "type": "number"}
    if isinstance(result, tuple):
        return {"result": "{" + ",".join(map(str, result)) + "}", "type": "list"}
    return {"result": str(result), "type": type(result).__name__.lower()}


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

    An impartial position with a ``report_facts(max_moves)`` method gives
    its own value facts (``value``, ``outcome``, ``grundy``, ``winning_moves``,
    and the labels ``grundy_label`` and ``winning_moves_title``): Nimstring's
    value in sums is not the Grundy value of the position played alone.

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
    own = getattr(position, "report_facts", None)
    if kind == "impartial" and callable(own):
        # A ruleset whose value in sums is not the Grundy value of the
        # position played alone (Nimstring: a nimber or loony) says so itself.
        facts.update(own(max_moves))
        facts["outcome_words"] = OUTCOME_MEANINGS[facts["outcome"]]
    elif kind == "impartial":
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


#: A misère canonical form longer than this is not printed by ``cgt report
#: --misere`` (Kayles 5 7 has one of 330 characters); its genus still is.
MISERE_FORM_CHARACTERS = 120

#: Sums of heaps of more tokens than these are decided and their winning
#: moves found (through the quotient when there is one), but not expanded:
#: misère canonical forms explode (Kayles 10 + 10 takes 3 s, 12 + 12 over
#: 3 minutes), and so, more slowly, does the search behind the misère nim
#: value and genus (Kayles 12 + 12: 0.3 s, 16 + 16: 4 s, 20 + 20: 26 s).
MISERE_FORM_TOKENS = 16
MISERE_TREE_TOKENS = 24

#: The note ``cgt report --misere`` gives a partizan position whose ruleset
#: has no misère value of its own.
PARTIZAN_MISERE_NOTE = ("misère canonical forms are for impartial games: "
                        "a partizan position has its misère outcome only")
#: What the misère value of a partizan ruleset that has one (``misere_value``,
#: Quelhas) is equal modulo.
PARTIZAN_MISERE_UNIVERSE = ("the simplest form equal to it among dead-ending games "
                            "(Milley and Renault 2013)")


def misere_facts(position: Any, max_moves: int = 24) -> dict[str, Any]:
    """What ``cgt report --misere`` adds: the position under misère play
    (the player who makes the last move loses).

    An impartial position has its misère outcome, misère nim value ``G⁻``,
    genus, misère canonical form (when it is short to print) and the moves to
    misère P-positions. A sum of heaps of a heap game is decided through its
    misère quotient (Plambeck and Siegel), searched until it is shown stable,
    so heaps of any size are answered; anything else by the game-tree search
    of :func:`cgt.misere_outcome`. A sum of more than ``MISERE_TREE_TOKENS``
    tokens gets no nim value or genus (they need the whole game tree), one
    of more than ``MISERE_FORM_TOKENS`` no canonical form. A partizan
    position has its misère outcome, and its misère value where its
    ruleset has one (``misere_value``: Quelhas, modulo the dead-ending
    universe), else a note.

    Misère Nim (Bouton): with a heap of two or more, move as in normal play,
    except to leave an odd number of 1-heaps; ``1 1 1`` is a loss:

    >>> from cgt.games.nim import Nim
    >>> facts = misere_facts(Nim([3, 4, 5]))
    >>> facts["outcome"], facts["nim_value"], facts["genus"], facts["winning_moves"]
    ('N', 2, '2^20', [{'position': 'o oooo ooooo'}])
    >>> misere_facts(Nim([1, 1, 1]))["outcome"], misere_facts(Nim([1, 1, 1]))["winning_moves"]
    ('P', [])

    0.75's quotient is stable (order 8, Plambeck 2005), so a sum of heaps far
    beyond a game-tree search is decided, and its winning moves found:

    >>> from cgt.games.heap import HeapGame
    >>> facts = misere_facts(HeapGame("0.75")(1000, 997))
    >>> facts["outcome"], facts["decided_by"].split(";")[0]
    ('N', 'its misère quotient (order 8, stable: period 2 from heap 8, shown with heaps up to 30')
    >>> facts["winning_moves"], "genus" in facts
    ([{'position': '0.75: 996 1000'}, {'position': '0.75: 997 999'}], False)
    """
    from cgt.impartial.misere import genus, misere_nim_value
    from cgt.values.misere_outcome import misere_outcome

    if position_kind(position) != "impartial":
        outcome = str(misere_outcome(position))
        partizan: dict[str, Any] = {"outcome": outcome,
                                    "outcome_words": OUTCOME_MEANINGS[outcome]}
        if isinstance(getattr(type(position), "misere_value", None), property):
            # The ruleset's own partizan misère value (Quelhas: a dead-ending form).
            partizan["value"] = str(position.misere_value)
            partizan["universe"] = PARTIZAN_MISERE_UNIVERSE
        else:
            partizan["note"] = PARTIZAN_MISERE_NOTE
        return partizan
    is_p, decided_by = _misere_judge(position)
    facts: dict[str, Any] = {}
    facts["outcome"] = "P" if is_p(position) else "N"
    facts["outcome_words"] = OUTCOME_MEANINGS[facts["outcome"]]
    facts["decided_by"] = decided_by
    sizes = _heap_sizes(position)
    tokens = sum(sizes) if sizes is not None else 0
    if tokens <= MISERE_TREE_TOKENS:
        facts["nim_value"] = misere_nim_value(position)
        facts["genus"] = str(genus(position))
    else:
        facts["tree_note"] = (f"a sum of {tokens} tokens: its misère nim value and genus "
                              "need its whole game tree, not searched here "
                              "(in Python, cgt.genus(position))")
    if tokens > MISERE_FORM_TOKENS:
        facts["value_note"] = (f"the misère canonical form of a sum of {tokens} tokens "
                               "grows too fast to build here: in Python, position.misere_value")
    elif len(form := str(position.misere_value)) <= MISERE_FORM_CHARACTERS:
        facts["value"] = form
    else:
        facts["value_note"] = (f"the misère canonical form has {len(form)} characters: "
                               "in Python, position.misere_value")
    moves = [q for q in position.moves() if is_p(q)]
    facts["winning_moves"] = [{"position": str(q)} for q in moves[:max_moves]]
    facts["more_winning_moves"] = max(0, len(moves) - max_moves)
    return facts


def _misere_judge(position: Any) -> tuple[Any, str]:
    """Whether a position is a misère P-position, and how that is decided:
    through the misère quotient of the position's heap game (a sum of heaps
    of one game, moves staying within the same heaps) when it decides the
    sum, else by the game-tree search."""
    from cgt.values.misere_outcome import misere_outcome

    def searched(q: Any) -> bool:
        return misere_outcome(q) == Outcome.P

    quotient = _misere_quotient(position)
    if quotient is None:
        return searched, "the game-tree search"
    how = (f"its misère quotient (order {quotient.order}, {quotient.stability}; "
           "Plambeck and Siegel)")
    return (lambda q: quotient.is_p_position(q.sizes)), how


def _heap_sizes(position: Any) -> tuple[int, ...] | None:
    """The heaps of a sum of heaps of one heap game (``position.sizes``, the
    game with ``misere_quotient``), None for any other position."""
    sizes = getattr(position, "sizes", None)
    quotient_of = getattr(getattr(position, "game", None), "misere_quotient", None)
    return sizes if callable(quotient_of) and isinstance(sizes, tuple) else None


def _misere_quotient(position: Any) -> Any:
    """The misère quotient that decides a sum of heaps: the game's quotient
    searched until it is shown stable (it then decides heaps of any size),
    or, when the search stopped first, the quotient it proved if that covers
    the heaps; None when there is none."""
    sizes = _heap_sizes(position)
    if sizes is None:
        return None
    try:
        quotient = position.game.misere_quotient()
    except CGTError:
        return None
    return quotient if quotient.is_stable or max(sizes, default=0) <= quotient.max_heap else None


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
    if getattr(type(position), "impartial", False):  # a loopy impartial ruleset
        try:
            facts["grundy"] = str(position.grundy)
        except CGTError as error:  # a graph too large, or an end by a rule of the game
            facts["grundy_note"] = str(error)


#: ``cgt report`` computes the loopy value of a position whose game graph has
#: at most this many positions (built before any value is sought; Fox and
#: Geese on a 4x8 board has 7,258)...
REPORTED_VALUE_POSITIONS = 10_000

#: ... and whose valuation explores at most this many states of comparison
#: (``cgt.loopy.survival.work_budget``). A position count does not tell a
#: quick value from a slow one: Fox and Geese 3x8 (856 positions) takes
#: 121,702 states and 0.3 CPU s, the Backsliding Toads and Frogs strip
#: ttt..fff (560 positions, all on cycles) 1,677,338 states and 14 s,
#: Fox and Geese 4x8 4.7 million states and 4 s (pure core, loaded machine).
REPORTED_VALUE_STATES = 1_000_000


def _graph_exceeds(position: Any, limit: int) -> bool:
    """Whether more than ``limit`` positions are reachable from ``position``."""
    seen = {position.key()}
    order = [position]
    for p in order:
        for q in (*p.left_moves(), *p.right_moves()):
            if q.key() not in seen:
                if len(seen) >= limit:
                    return True
                seen.add(q.key())
                order.append(q)
    return False


_PAIR_OUTCOMES = {
    (Verdict.WIN, Verdict.WIN): "N", (Verdict.WIN, Verdict.LOSS): "L",
    (Verdict.LOSS, Verdict.WIN): "R", (Verdict.LOSS, Verdict.LOSS): "P",
}


def _loopy_partizan_facts(position: Any, facts: dict, max_moves: int) -> None:
    left, right = position.left_result, position.right_result
    try:  # the loopy value of its game graph: a stopper, or onside & offside
        if _graph_exceeds(position, REPORTED_VALUE_POSITIONS):
            raise CGTError(f"the loopy value is computed for games of at most "
                           f"{REPORTED_VALUE_POSITIONS:,} positions here (the sides of larger "
                           "graphs may take minutes): in Python, position.value")
        from cgt.loopy.survival import WorkBudgetExceeded, work_budget

        try:
            with work_budget(REPORTED_VALUE_STATES):
                found = position.value
        except WorkBudgetExceeded as error:
            raise CGTError(f"{error}: the report gives up there (the value may take minutes); "
                           "in Python, position.value") from None
        value = game_facts(found)
    except CGTError as error:  # too many positions for the sides: say so, keep the results
        facts["value_note"] = str(error)
    else:
        facts.update({key: value[key] for key in ("value", "value_kind")})
        for key in ("onside", "offside", "left_stop", "right_stop"):
            if key in value:
                facts[key] = value[key]
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

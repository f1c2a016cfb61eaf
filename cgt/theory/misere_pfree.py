"""Misère comparison modulo the P-free dead-ending forms, ``pf(E)``.

A form is *P-free* when neither it nor any follower is a misère P-position
(Davies, Miller and Milley, "On sums of P-free forms under misère play",
2025, Definition 2.2). The P-free dead-ending forms are closed under sums
(their Theorem 3.19), and modulo them much more is comparable than modulo
all dead-ending forms: integers are ordered (the fewer moves a player has,
the better for her: ``a ≥ b`` when ``a ≤ b``), and ``{a|1}``, which modulo
``E`` is no integer, equals ``a + 1``.

The test is the one the Lean library ``t4ccer/misere-games`` proves
(``CombinatorialGames/Misere/PFreeDeadEnding.lean``, commit 16f8cd0; the
names below are its theorems):

- an end is an integer: a Right end ``H`` equals ``0`` when it is ``0``,
  else ``1 + min n(H^L)`` (``isEnd_right_exists_intCast_misereEQ``, by
  ``exists_intCast_of_options_misereEQ``); a Left end is the negative of
  its conjugate's;
- two such ends compare as integers, reversed (``misereGE_of_int_le``; and
  ``a > b`` is not ``≥ b``: ``X = -b`` gives ``o(a - b) = R`` against
  ``o(0) = N``, integers being invertible);
- ``G`` not a Left end, ``H`` a Right end equal to ``n ≥ 1``: ``G ≥ n``
  exactly when maintenance and proviso hold for ``G`` and ``{n-1|1}``, a
  form equal to ``n`` (``misereGE_iff_promain_not_isEnd_left_int``,
  ``reduction_pred_one_int``): some ``G^L ≥ n - 1``, and every ``G^R ≥ 1``
  or with some ``G^RL ≥ n``; ``{n-1|1}``'s proviso always holds (its
  outcome is ``R``, ``a_one_MisereOutcome``, and it is no Left end);
- ``G`` a Left end, ``H`` not a Right end: ``-H ≥ -G``, the case above;
- neither: maintenance and proviso
  (``misereGE_iff_promain_not_isEnd_left_right``), where for P-free forms
  the proviso reads "if ``G`` is a Right end, ``o(H) ≠ L``; if ``H`` is a
  Left end, ``o(G) ≠ R``" (``PFree.strong_right_iff_misereOutcome_L``).

For ``n = 0`` the library's test against ``{-1|1}`` asks, in the
disjunct "some ``G^L ≥ -1``, or ``G ≥ 0``", the question itself. That
disjunct holds whenever ``G`` is won by whoever moves first (outcome N):
Left wins ``G`` moving first, so some ``G^L`` is won by Left (no follower is
a P-position), and a form ``Y`` won by Left is ``≥ -1``. (By induction, with
maintenance and proviso against ``-1``, whose only option is Right's move
to ``0``: Right loses ``Y`` moving first, so each ``Y^R`` is won by Left
moving first, and is ``≥ 0`` if Left wins it outright
(``misereGE_zero_of_misereOutcome_L``), else has a Left option won by
Left, ``≥ -1`` by induction; ``Y`` is no Right end, as Right would win it
moving first, and its outcome is not R. A Left end won by Left is an
integer ``-m``, ``m ≥ 1``.) So ``G ≥ 0`` exactly when ``o(G) = L``
(``misereGE_zero_of_misereOutcome_L``), or ``o(G) = N`` and every ``G^R``
is ``≥ 1`` or has some ``G^RL ≥ 0``; never when ``o(G) = R`` (``X = 0``).

>>> from cgt.theory.misere_gameform import game_form
>>> p_free_ge(game_form("{2|1}"), game_form(3)), p_free_ge(game_form(3), game_form("{2|1}"))
(True, True)
>>> p_free_ge(game_form(1), game_form(2)), p_free_ge(game_form(2), game_form(1))
(True, False)
"""

from __future__ import annotations

from typing import Final

from cgt.core.deep import deep_call
from cgt.core.outcome import Outcome
from cgt.errors import CGTError
from cgt.theory.misere_gameform import GameForm, game_form, hereditary, integer_form

__all__ = ["end_integer", "is_p_free", "p_free_ge"]

_P_FREE: Final[dict[int, bool]] = {}
_END_INTEGER: Final[dict[int, int]] = {}
_GE: Final[dict[tuple[int, int], bool]] = {}


def is_p_free(game: object) -> bool:
    """Whether neither ``game`` (a form, or what :func:`cgt.game_form` reads)
    nor any follower is a misère P-position.

    >>> [is_p_free(t) for t in ("{0|1}", "*", "{*|1}", "{-1|1}")]
    [True, False, False, True]
    """
    return hereditary(lambda form: form.misere_outcome is not Outcome.P, _P_FREE,
                      game_form(game))


def end_integer(game: GameForm) -> int:
    """The integer that an end of ``pf(E)`` equals: a Right end, ``0`` for ``0``
    and else one more than the least of its Left options'; a Left end, the
    negative of its conjugate's.

    >>> from cgt.theory.misere_gameform import game_form
    >>> [end_integer(game_form(t)) for t in ("3", "{0,2|}", "{|-2,0}", "0")]
    [3, 1, -1, 0]
    """
    if game.left and game.right:
        raise CGTError(f"{game} is not an end: both players have a move in it")
    if game.left:
        return deep_call(game.birthday, _right_end_integer, game)
    return -deep_call(game.birthday, _right_end_integer, game.conjugate())


def _right_end_integer(game: GameForm) -> int:
    """``n(H)``: a dead Right end's Left options are Right ends too."""
    found = _END_INTEGER.get(game.id)
    if found is None:
        found = 1 + min(map(_right_end_integer, game.left)) if game.left else 0
        _END_INTEGER[game.id] = found
    return found


def p_free_ge(game: GameForm, other: GameForm) -> bool:
    """Whether ``game ≥ other`` modulo ``pf(E)``, both forms in it (the caller
    checks; :func:`cgt.misere_ge` does). Recursive: call it through
    :func:`cgt.core.deep.deep_call` for deep forms."""
    if game is other:
        return True
    key = (game.id, other.id)
    found = _GE.get(key)
    if found is None:
        found = _compare(game, other)
        _GE[key] = found
    return found


def _compare(g: GameForm, h: GameForm) -> bool:
    if not g.left and not h.right:
        return end_integer(g) <= end_integer(h)
    if not g.left:
        return p_free_ge(-h, -g)  # -g is a Right end, -h no Left end
    if not h.right:
        return _ge_integer(g, end_integer(h))
    return _maintained(g, h)


def _maintained(g: GameForm, h: GameForm) -> bool:
    """Maintenance, and the proviso as it reads for P-free forms."""
    return (all(any(p_free_ge(gl, hl) for gl in g.left)
                or any(p_free_ge(g, hlr) for hlr in hl.right) for hl in h.left)
            and all(any(p_free_ge(gr, hr) for hr in h.right)
                    or any(p_free_ge(grl, h) for grl in gr.left) for gr in g.right)
            and (bool(g.right) or h.misere_outcome is not Outcome.L)
            and (bool(h.left) or g.misere_outcome is not Outcome.R))


def _ge_integer(g: GameForm, n: int) -> bool:
    """``g ≥ n`` for ``g`` no Left end and ``n ≥ 0``."""

    def right_kept() -> bool:
        """Maintenance on Right's side against ``{n-1|1}``: each ``G^R ≥ 1``, or some
        ``G^RL ≥ n`` (``≥ {n-1|1}``, which equals ``n``)."""
        one, whole = integer_form(1), integer_form(n)
        return all(p_free_ge(gr, one) or any(p_free_ge(grl, whole) for grl in gr.left)
                   for gr in g.right)

    if n > 0:
        below = integer_form(n - 1)
        return any(p_free_ge(gl, below) for gl in g.left) and right_kept()
    outcome = g.misere_outcome
    if outcome is Outcome.N:
        # Some G^L is then won by Left, so is >= -1 (the module's docstring): the
        # disjunct of maintenance that asks g >= 0 again is not needed.
        return right_kept()
    return outcome is Outcome.L

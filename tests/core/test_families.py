"""Games with many options ``x + *k`` (k up to 40): the family short cuts of
the canonicaliser (a nimber's options asked as one prefix family, and only
the best ``x`` of a family kept among dominated options) give cgt-py's
canonical forms.

These are the shapes that made the fuzzer's slow cases (``{*12312||*12312|}``,
``Miny(*27153)``, ``{1,*407230|1,*407230}``): big nimbers inside built
games. Here the nimbers stay small enough for cgt-py to judge, and above
the threshold (16) where the short cuts start. Our canonical form is
compared option by option with cgt-py's (not re-read by cgt-py, which would
forgive a dominated option left in).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from tests.cgt_py_bridge import printed, to_cgt_py

NUMBERS = ["0", "1", "-1", "1/2", "2", "-3/4"]

#: A few options that are not ``x + *k``: ups, switches, tinies.
OTHERS = ["^", "v*", "{1|-1}", "{0||0|-1}", "{2|1/2}", "^<2>"]


def nimber_sums() -> st.SearchStrategy[str]:
    return st.builds(lambda x, k: f"{x}*{k}" if x != "0" else f"*{k}",
                     st.sampled_from(NUMBERS), st.integers(0, 40))


def family(x: str, ks: list[int]) -> list[str]:
    return [f"{x}*{k}" if x != "0" else f"*{k}" for k in ks]


def sides() -> st.SearchStrategy[list[str]]:
    """Few options, or more than the threshold of 16: one family ``x + *k``
    (a single ``x``, which other options may dominate), or a mix."""
    others = st.lists(st.sampled_from(OTHERS), max_size=3)
    few = st.lists(st.one_of(nimber_sums(), st.sampled_from(OTHERS)), max_size=6)
    one = st.builds(lambda x, ks, more: family(x, ks) + more, st.sampled_from(NUMBERS),
                    st.lists(st.integers(0, 40), min_size=17, max_size=30), others)
    mixed = st.builds(lambda a, b: a + b, st.lists(nimber_sums(), min_size=17, max_size=30),
                      others)
    return st.one_of(few, one, mixed)


#: How both libraries print ``x + *k``: ``1/2*17``, ``-1*3``, ``*5``, ``2``.
COMPACT = re.compile(r"-?[0-9/]*(\*[0-9]*)?")


def their_tree(form) -> str:
    """cgt-py's canonical form written out from its own option lists, down to
    the values ``x + *k``, which both print alike (a full tree of ``*40``
    would be exponentially long)."""
    text = printed(form)
    if COMPACT.fullmatch(text):
        return text
    sides = (sorted(map(their_tree, options))
             for options in (form.left_options, form.right_options))
    return "{" + "|".join(",".join(side) for side in sides) + "}"


def our_tree(g: cgt.Game) -> str:
    """Ours, written out the same way."""
    if g.is_number_up_star and g.up_multiple == 0:
        return str(g)
    sides = (sorted(map(our_tree, options)) for options in (g.left, g.right))
    return "{" + "|".join(",".join(side) for side in sides) + "}"


def theirs(cgt_py, left: list[cgt.Game], right: list[cgt.Game]) -> str:
    """cgt-py's canonical form of ``{left | right}``, from the options' texts."""
    text = "{" + ",".join(map(to_cgt_py, left)) + "|" + ",".join(map(to_cgt_py, right)) + "}"
    return their_tree(cgt_py.CanonicalForm(text))


@settings(max_examples=150, deadline=None)
@given(left=sides(), right=sides())
def test_many_nimber_options_agree_with_cgt_py(cgt_py, left, right):
    lefts, rights = [cgt.parse(t) for t in left], [cgt.parse(t) for t in right]
    assert our_tree(cgt.game(lefts, rights)) == theirs(cgt_py, lefts, rights)


@pytest.mark.parametrize("k", [17, 23, 32, 40])
def test_big_nimbers_in_tinies_and_switches(cgt_py, k):
    """``{*k || *k |}``, ``Miny(*k)``, ``{*k | 3 ||}``, ``{1, *k | 1, *k}`` and
    ``±(19*k)``: each side of each, given to cgt-py as explicit braces."""
    s, empty = cgt.nimber(k), cgt.game([], [])
    cases = [
        ([s], [cgt.game([s], [])]),                       # {*k || *k |}
        ([cgt.game([cgt.nimber(k)], [0])], [0]),          # {*k | 0 || 0}: Miny(*k)
        ([cgt.game([s], [3])], []),                       # {*k | 3 ||}
        ([1, s], [1, s]),                                 # {1, *k | 1, *k}
        ([19 + s], [-19 + s]),                            # ±(19*k)
        ([s, empty + 1], [cgt.parse("^") + s]),
        ([cgt.nimber(j) for j in range(k)] + [cgt.parse("{2|1/2}")], [-1]),
    ]
    for left, right in cases:
        lefts = [cgt.parse(str(o)) if not isinstance(o, cgt.Game) else o for o in left]
        rights = [cgt.parse(str(o)) if not isinstance(o, cgt.Game) else o for o in right]
        assert our_tree(cgt.game(lefts, rights)) == theirs(cgt_py, lefts, rights)


def near_nimbers() -> st.SearchStrategy[tuple[list[str], list[str]]]:
    """``{L | R}`` close to ``x + *m`` (m from 17 to 40): both sides the
    whole family ``x + *0 .. x + *(m-1)``, perhaps missing one, perhaps
    with another option, so that ``G <= x + *j`` and ``x + *j <= G`` hold
    for some ``j`` near ``m`` and not for others."""
    def side(x: str, m: int, drop: int | None, more: list[str]) -> list[str]:
        return family(x, [j for j in range(m) if j != drop]) + more

    def pair(x: str, m: int, drops: tuple, mores: tuple) -> tuple[list[str], list[str]]:
        return side(x, m, drops[0], mores[0]), side(x, m, drops[1], mores[1])

    drop = st.one_of(st.none(), st.integers(0, 40))
    more = st.lists(st.sampled_from(OTHERS + ["1/4", "-1/4"]), max_size=1)
    return st.builds(pair, st.sampled_from(NUMBERS), st.integers(17, 40),
                     st.tuples(drop, drop), st.tuples(more, more))


@settings(max_examples=300, deadline=None)
@given(sides=st.one_of(st.tuples(sides(), sides()), near_nimbers()),
       x=st.sampled_from(NUMBERS), k=st.integers(17, 41), data=st.data())
def test_a_nimber_is_compared_with_an_unbuilt_game_as_with_the_built_one(sides, x, k, data):
    """``x + *k <= {L | R}`` and ``{L | R} <= x + *k``, asked before ``{L | R}``
    is built (the family path: the options ``x + *j`` asked as one prefix),
    answer as the built game does (the order of :mod:`cgt.core.order`).
    Several ``k`` are asked of one unbuilt game, in any order, as the
    canonicaliser does."""
    from cgt.core import canonical
    from cgt.core.order import le

    left, right = sides
    lefts = [cgt.parse(t).form for t in left]
    rights = [cgt.parse(t).form for t in right]
    built = cgt.game([cgt.parse(t) for t in left], [cgt.parse(t) for t in right]).form
    unbuilt = canonical.Unbuilt(lefts, rights)
    ks = [k, *data.draw(st.lists(st.integers(17, 41), max_size=4))]
    for j in ks:
        y = cgt.parse(f"{x}*{j}" if x != "0" else f"*{j}").form
        assert unbuilt.above(y) == le(y, built)
        assert unbuilt.below(y) == le(built, y)

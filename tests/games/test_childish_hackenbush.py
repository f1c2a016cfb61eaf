"""Childish Hackenbush: CGSuite's values, the rule that a blue or red edge
drops nothing, parts on the ground, and the text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.childish_hackenbush import ChildishHackenbush
from cgt.games.hackenbush import Hackenbush
from cgt.games.registry import get

# CGSuite's GameGraphTest.scala, "define Childish Hackenbush properly"
# (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala), its graph
# notation written here as paths: the first vertex of CGSuite's text is the
# ground, "l" a blue edge, "r" a red one, "e" a green one, ":T" a named vertex.


def test_cgsuite_tree():
    """game.graph.ChildishHackenbush("l(l;rl)") == 2."""
    assert ChildishHackenbush("g-a:B a-b:B a-c-d:RB").value == cgt.parse("2")


def test_cgsuite_hot_cycle():
    """ChildishHackenbush(":{ground}llllllrrrr:{ground}") == {4|-2}."""
    assert ChildishHackenbush("g-a-b-c-d-e-f-h-i-j-g:BBBBBBRRRR").value == cgt.parse("{4|-2}")


def test_cgsuite_fractional():
    """ChildishHackenbush("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))") == 15/16: a red
    string of five, each of its tops tied to one vertex T by a blue edge."""
    position = ChildishHackenbush("g-a-b-c-d-e:RRRRR a-t:B b-t:B c-t:B d-t:B e-t:B")
    assert position.value == cgt.parse("15/16")


def test_cgsuite_lollipops():
    """ChildishHackenbush("(e:B;e:Bllllllrrr:B)") == {0|^[4]*||vv}, and
    ("(e:B;e:B;e:Blllllllllrr:B)").AtomicWeight == 3/2: green edges from
    the ground to B, and a cycle at B."""
    assert (ChildishHackenbush("g-x:G g-x:G x-a-b-c-d-e-f-h-i-x:BBBBBBRRR").value
            == cgt.parse("{0|^[4]*||vv}"))
    heavy = ChildishHackenbush("g-x:G g-x:G g-x:G x-a-b-c-d-e-f-h-i-j-k-x:BBBBBBBBBRR")
    assert heavy.value.atomic_weight == cgt.parse("3/2")


def test_only_leaves_and_cycle_edges_may_be_chopped_unless_green():
    position = ChildishHackenbush("g-a-b:BR")
    assert list(position.left_moves()) == []  # the blue edge holds the red one
    assert [str(p) for p in position.right_moves()] == ["g-a:B"]
    assert position.value == cgt.parse("0")
    green = ChildishHackenbush("g-a-b:GB")
    assert "(ground)" in {str(p) for p in green.left_moves()}  # green drops what it holds


def string_by_rules(colours: str) -> cgt.Game:
    """A blue-red string in Childish Hackenbush: only its top edge can be
    chopped (any other drops what is above it), by the player of its colour."""
    if not colours:
        return cgt.parse("0")
    below = str(string_by_rules(colours[:-1]))
    return cgt.parse("{" + (below if colours[-1] == "B" else "") + "|"
                     + (below if colours[-1] == "R" else "") + "}")


@settings(max_examples=40, deadline=None)
@given(st.text("BR", min_size=1, max_size=7))
def test_blue_red_strings_follow_the_rule(colours):
    path = "-".join("g" + "abcdefhij"[:len(colours)])
    assert ChildishHackenbush(f"{path}:{colours}").value == string_by_rules(colours)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=4))
def test_green_pictures_are_hackenbush(pairs):
    """Green edges are chopped anywhere in both games (CGSuite's childish
    rule names blue and red edges only), so an all-green picture has its
    Hackenbush value."""
    names = "gabc"
    extra = [f"{names[u]}-{names[v]}:G" for u, v in pairs if u or v]
    diagram = " ".join(["g-a-b-c:G", *extra])  # a green string, and edges among its vertices
    assert ChildishHackenbush(diagram).value == Hackenbush(diagram).value


def test_parts_on_the_ground_are_separate_games():
    position = ChildishHackenbush("g-a-b:BB g-c:R")
    assert len(position.components()) == 2
    assert position.value == cgt.parse("1")  # 2 - 1: Left takes the top edge, then the next


def test_text_and_bad_input():
    position = get("childish-hackenbush").position(["g-a:B", "a-b:B", "a-c-d:RB"])
    assert position == ChildishHackenbush(str(position))
    assert repr(ChildishHackenbush("g-a:R")) == "ChildishHackenbush('g-a:R')"
    for bad in ("g-a", "g-a:X", "a-b:B", 5):
        with pytest.raises(cgt.CGTError):
            ChildishHackenbush(bad)  # type: ignore[arg-type]

"""Games made in one trip through the store's lock (issue 13, the nimber path).

``cgt.nimber``, ``cgt.number``, ``cgt.nus``, ``cgt.parse`` of a nimber or an
integer, and the sum of two compact values ``x + n.↑ + *m`` make a new form
and its Game together (:func:`cgt.core.public.nus_published`, handed the maker
of Games, :data:`cgt.values.game.MAKE_GAME`); every other game is wrapped by
:func:`cgt.core.public.published`. Each must give the Game of the
reference path (the form made by the store, or by the reader of texts, then
wrapped), one object per value, whichever thread asks first.
"""

from __future__ import annotations

import sys
import threading
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.core import form, public
from cgt.core.arithmetic import negate, sum_games
from cgt.core.dyadic import Dyadic
from cgt.notation.parser import _Reader
from cgt.values.game import MAKE_GAME, Game, wrap

dyadics = st.builds(Dyadic, st.integers(-10**6, 10**6), st.integers(0, 12))
compact = st.tuples(dyadics, st.integers(-6, 6), st.integers(0, 40))


def read(text: str) -> form.Form:
    """The form of ``text`` by the general reader (tokens, no short cut)."""
    return _Reader(text).read()


@settings(max_examples=80, deadline=None)
@given(compact)
def test_nus_published_is_the_wrapped_form(value):
    x, ups, nim = value
    made = public.nus_published(x, ups, nim, MAKE_GAME)
    assert made is wrap(form.nus(x, ups, nim)) is form.nus(x, ups, nim).public
    assert made.form is form.nus(x, ups, nim) and type(made) is Game
    assert public.nus_published(x, ups, nim, MAKE_GAME) is made


@settings(max_examples=80, deadline=None)
@given(st.one_of(st.integers(0, 64), st.integers(0, 10**30)))
def test_nim_published_is_the_wrapped_nimber(nim):
    made = public.nim_published(nim, MAKE_GAME)
    assert made is wrap(form.nimber(nim)) is public.nus_published(Dyadic(0), 0, nim, MAKE_GAME)
    assert type(made) is Game and public.nim_published(nim, MAKE_GAME) is made
    g = made.form  # the fields of a new nimber, whichever core made it
    assert (g.birthday, g.nim_part, g.up_part, g.number_part) == (nim, nim, 0, Dyadic(0))
    if nim <= 64:
        assert g.left == g.right == tuple(form.nimber(k) for k in range(nim))
    assert hash(g) == (0 if nim == 0 else g.id) and negate(g) is g


def test_a_new_nimber_has_the_fields_of_the_store_s_own():
    """The pure core makes a new nimber's form in line in ``_new_published``
    (no call to ``_new_nus``): every field but its id is what ``_new_nus`` gives."""
    nim = 10**12 + 39  # a nimber no other test makes
    made = cgt.parse(f"*{nim}").form
    reference = form._new_nus(Dyadic(0), 0, nim)  # not stored: only compared
    fields = ["birthday", "depth", "_family", "_left", "left_key", "left_stop", "_neg",
              "nim_part", "_right", "right_key", "right_stop", "up_part", "longer_uptimal",
              "number_part"]  # Form's, less id, hash, public
    assert {f: getattr(made, f) for f in fields} == {f: getattr(reference, f) for f in fields}
    assert hash(made) == made.id and made.public is cgt.parse(f"*{nim}")


def test_the_core_keeps_what_the_maker_gives_and_calls_it_once():
    """The core makes no public object: :func:`cgt.core.public.published` keeps
    what the maker returns, and calls no maker again for the same form."""
    g = form.nus(Dyadic(3, 3), 0, 10**12 + 41)  # a value no other test makes
    calls = []

    class Counted(public.Maker):
        def make(self, h):
            calls.append(h)
            return MAKE_GAME.make(h)

    make = Counted()
    made = public.published(g, make)
    assert calls == [g] and made.form is g and g.public is made
    assert public.published(g, make) is made and wrap(g) is made and calls == [g]
    assert public.nus_published(Dyadic(3, 3), 0, 10**12 + 41, make) is made and calls == [g]


@settings(max_examples=80, deadline=None)
@given(compact, compact)
def test_a_sum_of_compact_values_is_the_core_sum(a, b):
    g, h = cgt.nus(*a), cgt.nus(*b)
    assert g + h is wrap(sum_games(g.form, h.form))
    assert g - h is wrap(sum_games(g.form, form.nus(-b[0], -b[1], b[2])))


@settings(max_examples=120, deadline=None)
@given(st.one_of(
    st.integers(0, 10**30).map(lambda n: f"*{n}"),
    st.integers(-10**30, 10**30).map(str),
    st.just("*"),
))
def test_a_plain_literal_is_read_as_the_reader_reads_it(text):
    assert cgt.parse(text) is wrap(read(text))
    assert cgt.parse(text) is cgt.parse(f"({text})")


@pytest.mark.parametrize("text", ["*-1", "-*3", "*3*", "**", "- 3", " 3", "3 ", "+3", "٣", "*٣",
                                  "1_000", "*1_0", "-", "3.0", "0x10"])
def test_a_text_that_is_not_a_plain_literal_takes_the_general_path(text):
    try:
        expected = wrap(read(text))
    except cgt.CGTError:
        with pytest.raises(cgt.CGTError):
            cgt.parse(text)
    else:
        assert cgt.parse(text) is expected


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 5000), st.integers(-5000, 5000),
       st.builds(lambda m, e: Fraction(m, 2**e), st.integers(-10**6, 10**6), st.integers(0, 12)))
def test_the_makers_give_the_wrapped_forms(k, n, q):
    assert cgt.nimber(k) is wrap(form.nimber(k)) is cgt.parse(f"*{k}")
    assert cgt.number(n) is wrap(form.number(n)) is cgt.parse(str(n))
    assert cgt.number(q) is wrap(form.nus(Dyadic.from_value(q), 0, 0))
    assert cgt.nus(q, 2, k) is wrap(form.nus(Dyadic.from_value(q), 2, k))


def test_the_makers_still_refuse_bad_input():
    for bad in (True, -1, 1.0, "3", None):
        with pytest.raises(cgt.CGTError):
            cgt.nimber(bad)
    with pytest.raises(cgt.CGTError):
        cgt.number(Fraction(1, 3))
    with pytest.raises(TypeError):
        cgt.parse(5)


@pytest.fixture
def fine_switching():
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


@pytest.mark.parametrize("trial", range(3))
def test_threads_making_new_values_at_once_get_one_game_each(trial, fine_switching):
    base = 3_000_000 + 10_000 * trial  # nimbers and integers no other test makes
    count = 600
    barrier = threading.Barrier(4)
    results: list[list[Game]] = [[] for _ in range(4)]
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            barrier.wait()
            out = results[i]
            total = cgt.zero
            for k in range(base, base + count):
                # each thread makes them in its own way: a maker, a text, a sum
                if i == 0:
                    out.append(cgt.nimber(k))
                elif i == 1:
                    out.append(cgt.parse(f"*{k}"))
                elif i == 2:
                    out.append(cgt.nimber(k ^ 1) + cgt.star)
                else:
                    out.append(wrap(form.nimber(k)))
                total = total + cgt.number(k)
            out.append(total)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    for made in zip(*results, strict=True):
        assert all(m is made[0] for m in made)
    assert [g.nim_value for g in results[0][:-1]] == list(range(base, base + count))
    assert results[0][-1] == sum(range(base, base + count))

"""Memory is given back (issue 18, defect 6).

The store interns every canonical game; ``clear_caches`` empties the memo
tables and then frees the games that nothing refers to any more, and
``memory_info`` says what is held. Games still referred to survive as the
same objects. Before the fix the store only grew: after ``^[300]`` and every
clear, 135,000 games and 181 MB stayed.
"""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref
from typing import Any

import pytest

import cgt
from cgt.core import sweep as sweep_module
from cgt.core.form import store_size


class _Untracking:
    """The ``gc`` module as the compiled core's store sees it: forms untracked."""

    def __getattr__(self, name: str) -> Any:
        return getattr(gc, name)

    @staticmethod
    def is_tracked(obj: object) -> bool:
        return False


@pytest.fixture(params=["collector", "counts"])
def sweep(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both ways ``release_unused`` finds the forms still referred to: by the
    collector (pure Python forms, tracked) and by counting references (the
    compiled core's forms, which the collector does not track; the only
    way there, so both runs count)."""
    if request.param == "counts":
        monkeypatch.setattr(sweep_module, "gc", _Untracking())
    return str(request.param)


def _temporary_work() -> str:
    """Thousands of intermediate games, of which only a string survives."""
    games = [cgt.game([k], [cgt.game([0], [-k])]) for k in range(1, 1500)]
    return str(sum((-g).temperature for g in games))


def test_clear_caches_frees_the_games_nothing_refers_to(sweep: str):
    kept = cgt.game([cgt.game([3], [1])], [-2])
    _temporary_work()  # once, so that the library's small constant tables are filled
    cgt.clear_caches()
    before = cgt.memory_info()
    _temporary_work()
    grown = cgt.memory_info()
    assert grown.games > before.games + 1000
    assert grown.operation_entries > 0
    cgt.clear_caches()
    after = cgt.memory_info()
    assert after.games == before.games
    assert after.operation_entries == 0
    assert cgt.game([cgt.game([3], [1])], [-2]) is kept  # still the same object


def test_negatives_games_and_held_forms(sweep: str):
    """Negatives (a form and its negative refer to each other) and games (a
    form and its game too) are freed with their forms; a game, a negative
    and a form without its game that something holds are kept, the same
    objects, with all they refer to. (Numbers no other test makes: a form
    that is kept keeps its negative, made here or not.)"""
    cgt.clear_caches()
    base = store_size()
    big = 10**9 + 7
    held = cgt.game([cgt.game([big + 5], [big + 2])], [-big])
    negative = -held
    bare = cgt.game([cgt.game([big + 77], [big + 66])], [cgt.game([-big - 3], [-big - 9])]).form
    temporary = [cgt.game([big + k], [cgt.game([0], [-big - 1000 - k])]) for k in range(1, 200)]
    temporary += [-g for g in temporary]
    freed = [weakref.ref(g) for g in temporary]
    del temporary
    cgt.clear_caches()
    assert [r() for r in freed] == [None] * len(freed)
    assert store_size() > base
    assert -held is negative and -negative is held
    assert cgt.game([cgt.game([big + 5], [big + 2])], [-big]) is held
    assert cgt.game([cgt.game([big + 77], [big + 66])],
                    [cgt.game([-big - 3], [-big - 9])]).form is bare
    del held, negative, bare
    cgt.clear_caches()
    assert store_size() == base


_CHAIN = """
from fractions import Fraction
import cgt
from cgt.core import form
kept = []
x = cgt.number(Fraction(1, 2**300) + 7).form
for k in range(300):  # each option made after the form it is an option of
    kept.append(cgt.game([k + 10**6], [k + 5 * 10**5]))
    x = x.right[0]
del x
for _ in range(2):
    cgt.clear_caches()
    assert all(cgt.game([k + 10**6], [k + 5 * 10**5]) is g for k, g in enumerate(kept))
    assert all(g.public is None or g.public.form is g for s in (form._NUS, form._FORMS)
               for g in s.values())
print("ok", cgt.compiled)
"""


def test_a_long_chain_of_forms_is_freed_one_by_one():
    """A chain of 300 numbers, each the only option of the one before, made
    from the top down so that freeing the oldest would free the others one
    inside the other: the compiled store once wrote into the forms beside
    them (CPython's deferral of deep deallocations; a segmentation fault).
    In a child process, so that a crash is a failure, not the end of the run."""
    done = subprocess.run([sys.executable, "-c", _CHAIN], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("ok")


def test_work_after_a_clear_gives_the_same_values():
    first = _temporary_work()
    cgt.clear_caches()
    assert _temporary_work() == first


def test_memory_info_counts_the_store_and_the_tables():
    from cgt.games.nim import Nim

    info = cgt.memory_info()
    assert info.games == store_size() == cgt.cache_info()["games"]
    assert info.resident_bytes is None or info.resident_bytes > 1_000_000
    Nim((3, 5, 6)).value  # noqa: B018 - fills the Nim table
    assert cgt.memory_info().position_entries > 0
    assert "games" in str(cgt.memory_info()) and "MiB" in str(cgt.memory_info())


def test_the_nim_arithmetic_caches_are_cleared_and_counted_with_the_others():
    """The functools caches of nim products (finite, and the tower's) are
    known to cgt.clear_caches() and cgt.cache_info() by name, as Memos are."""
    from cgt.impartial.nimbers import nim_product

    assert nim_product(1 << 40, 12345) == nim_product(12345, 1 << 40)
    star_omega = cgt.TransfiniteNimber(cgt.omega)
    _ = star_omega * star_omega  # read into the tower and back: its monomials memoised
    before = cgt.cache_info()
    assert before["nim products"] > 0 and before["monomials of exponents"] > 0
    assert {"monomials of exponents", "generators of monomials"} <= set(before)
    cgt.clear_caches()
    after = cgt.cache_info()
    assert after["nim products"] == 0 and after["monomials of exponents"] == 0
    assert cgt.cache_statistics()["nim products"].limit == 1 << 16

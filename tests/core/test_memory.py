"""Memory is given back (issue 18, defect 6).

The store interns every canonical game; ``clear_caches`` empties the memo
tables and then frees the games that nothing refers to any more, and
``memory_info`` says what is held. Games still referred to survive as the
same objects. Before the fix the store only grew: after ``^[300]`` and every
clear, 135,000 games and 181 MB stayed.
"""

from __future__ import annotations

import cgt
from cgt.core.form import store_size


def _temporary_work() -> str:
    """Thousands of intermediate games, of which only a string survives."""
    games = [cgt.game([k], [cgt.game([0], [-k])]) for k in range(1, 1500)]
    return str(sum((-g).temperature for g in games))


def test_clear_caches_frees_the_games_nothing_refers_to():
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

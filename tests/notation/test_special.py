"""The uptimals of cgt.notation.special: their closed forms against the
definitions, from several threads, and far up (``^[500]``, ``+-^<2222>``).

Definitions (Siegel, *Combinatorial Game Theory*, ch. II, uptimals):
``↑^(n+1) = {0 | ↓^[n]*}`` and ``↑^[n] = ↑ + ↑^2 + ... + ↑^n``.
"""

from __future__ import annotations

import threading

import pytest

import cgt
from cgt.values.game import as_form


def by_definition(n: int) -> tuple[list[cgt.Game], list[cgt.Game]]:
    """``↑^k`` and ``↑^[k]`` for k <= n straight from the definitions:
    ``↑^k = {0 | ↓^[k-1]*}`` built as a game from its options (the
    canonicaliser, which must recognise the uptimal) and ``↑^[k] = ↑^[k-1] + ↑^k``."""
    nth, total = [cgt.zero, cgt.UP], [cgt.zero, cgt.UP]
    for k in range(2, n + 1):
        nth.append(cgt.game([0], [-total[k - 1] + cgt.star]))
        total.append(total[k - 1] + nth[k])
    return nth, total


def test_the_closed_forms_are_the_definitions():
    """``↑^[n] = {↑^[n-1] | *}`` and ``↑^[n]* = {0, ↑^[n-1]* | 0}``: the
    closed forms are the games the definitions build, as the same objects."""
    nth, total = by_definition(40)
    for k in range(1, 41):
        assert cgt.up_nth(k) is nth[k], k
        assert cgt.up_sum(k) is total[k], k
        assert cgt.up_sum(k) + cgt.star is cgt.game([0, total[k - 1] + cgt.star], [0]), k
    for k in range(2, 13):
        assert cgt.parse(f"^<{k}>") is nth[k] and cgt.parse(f"^[{k}]") is total[k], k
        assert cgt.parse(f"v[{k}]") is -total[k]


def test_threads_asking_for_uptimals_agree():
    """Four threads ask for ``^[k]`` up to 120 at once: all see the same games."""
    start = threading.Barrier(4)
    seen: list[list[cgt.Game]] = [[] for _ in range(4)]

    def work(i: int) -> None:
        start.wait()
        seen[i] = [cgt.up_sum(k) for k in range(1, 121, 7 + i)] + [cgt.up_nth(120)]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, games in enumerate(seen):
        assert games == [cgt.up_sum(k) for k in range(1, 121, 7 + i)] + [cgt.up_nth(120)]


def operations_done() -> int:
    """Sums, comparisons and builds computed so far (memo entries stored)."""
    statistics = cgt.cache_statistics()
    return sum(statistics[name].stores for name in ("sums", "comparisons", "builds"))


def test_far_up_is_found_in_closed_form():
    """``^[500]``, ``^<500>`` and ``+-^<2222>``: formerly minutes (each
    up-sum was a general sum of games, O(k^2) comparisons apiece) and a
    RecursionError; now a few builds in all (counted, not timed). Birthdays:
    ``↑^n`` and ``↑^[n]`` are born on day n + 1."""
    before = operations_done()
    assert cgt.parse("^[500]").birthday == cgt.parse("^<500>").birthday == 501
    assert cgt.parse("^[500]") is cgt.up_sum(500) and cgt.parse("v<500>") is -cgt.up_nth(500)
    switch = cgt.parse("+-^<2222>")
    assert switch is cgt.game([cgt.up_nth(2222)], [-cgt.up_nth(2222)])
    # ±↑^n = {↑^n | ↓^n} is *: the Left option ↑^n reverses through ↓^[n-1]*,
    # whose only Left option is 0 (and the mirror image); so does ±↑ = {↑ | ↓}
    assert switch == cgt.star and cgt.parse("+-^") == cgt.star
    assert as_form(cgt.up_sum(2222)).birthday == 2223
    assert operations_done() - before < 100  # 1 build here; the general sums took millions


def test_an_uptimal_past_the_table_limit_is_refused():
    """Fuzzing found ``^[10**500 - 1]``, which built the table one n at a
    time until stopped: past ``MAX_UPTIMAL`` it is a CGTError at once."""
    with pytest.raises(cgt.CGTError, match=r"up_sum\(n\) with n = \(an integer of 500 digits\)"):
        cgt.parse("^[" + "9" * 500 + "]")
    with pytest.raises(cgt.CGTError, match="at most 20,000"):
        cgt.parse("v<20001>")


def test_naming_a_game_with_a_huge_nimber_option_lists_none_of_its_options():
    """Fuzzing found ``{-1,-1,1||14^*263,13vv,0.40625*9134228}`` over the
    memory cap when printed: looking for ``x + Tiny(G)`` counted the Left
    options of ``13/32*9134228``, nine million forms."""
    g = cgt.parse("{-1,-1,1||14^*263,13vv,0.40625*9134228}")
    assert str(g) == "{1|13/32*9134228}"

"""The table of uptimals in cgt.notation.special: its closed forms against the
definitions, its consistency after an interrupt, its growth from several
threads, and its speed far up (``^[500]``, ``+-^<2222>``).

Definitions (Siegel, *Combinatorial Game Theory*, ch. II, uptimals):
``↑^(n+1) = {0 | ↓^[n]*}`` and ``↑^[n] = ↑ + ↑^2 + ... + ↑^n``.
"""

from __future__ import annotations

import threading
import time
from itertools import pairwise

import pytest

import cgt
from cgt.core.canonical import build
from cgt.core.form import star, zero
from cgt.notation import parser, special
from cgt.values.game import as_form


@pytest.fixture
def fresh_table(monkeypatch):
    """The table of uptimals cut back to ``↑^1``, so that a test grows it
    itself (the forms it builds are the interned ones, the same as before),
    and the parser's memo of literals emptied, so that ``^[n]`` reaches it."""
    monkeypatch.setattr(special, "_UPTIMALS", special._UPTIMALS[:2])
    parser._LITERALS.clear()
    return special


def by_definition(n: int) -> tuple[list[cgt.Game], list[cgt.Game]]:
    """``↑^k`` and ``↑^[k]`` for k <= n straight from the definitions, with
    the general sum of games: ``↑^[k] = ↑^[k-1] + ↑^k``."""
    nth, total = [cgt.zero, cgt.UP], [cgt.zero, cgt.UP]
    for k in range(2, n + 1):
        nth.append(cgt.game([0], [-total[k - 1] + cgt.star]))
        total.append(total[k - 1] + nth[k])
    return nth, total


def test_the_closed_forms_are_the_definitions(fresh_table):
    """``↑^[n] = {↑^[n-1] | *}`` and ``↑^[n]* = {0, ↑^[n-1]* | 0}``, which the
    table is built from, give the sums of the definition."""
    nth, total = by_definition(40)
    for k in range(1, 41):
        assert cgt.up_nth(k) is nth[k], k
        assert cgt.up_sum(k) is total[k], k
        assert cgt.up_sum(k) + cgt.star is cgt.game([0, total[k - 1] + cgt.star], [0]), k
    assert len(special._UPTIMALS) == 41


def consistent(table: list) -> bool:
    """Entry k holds ``↑^k``, ``↑^[k]`` and ``↑^[k]*`` for every k."""
    return all(
        nth is build([zero], [special.neg(before_star)])
        and total is build([before], [star])
        and total_star is build([zero, before_star], [zero])
        for (_, before, before_star), (nth, total, total_star) in pairwise(table[1:])
    )


@pytest.mark.parametrize("where", ["build", "neg"])
@pytest.mark.parametrize("calls", range(1, 12))
def test_an_interrupt_leaves_the_table_consistent(fresh_table, monkeypatch, where, calls):
    """Ctrl-C while ``^[40]`` is being built, at every step of the extension
    (the ``calls``-th build or negation raises KeyboardInterrupt): the table
    stays whole, and every later ``^[n]``, ``^<n>`` is right (they raised
    IndexError until a restart when the two tables had different lengths)."""
    real = getattr(special, where)
    count = 0

    def interrupted(*args):
        nonlocal count
        count += 1
        if count == calls:
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(special, where, interrupted)
    with pytest.raises(KeyboardInterrupt):
        cgt.parse("^[40]")
    monkeypatch.setattr(special, where, real)
    assert consistent(special._UPTIMALS)
    nth, total = by_definition(12)
    for n in range(2, 13):
        assert cgt.parse(f"^<{n}>") is nth[n] and cgt.parse(f"^[{n}]") is total[n], n
        assert cgt.parse(f"v[{n}]") is -total[n]
    assert cgt.parse("^[40]") is cgt.up_sum(39) + cgt.up_nth(40)


def test_threads_growing_the_table_agree(fresh_table, monkeypatch):
    """Four threads ask for ``^[k]`` up to 120 at once; builds that yield to
    the other threads make a race likely. Every k is appended once, and all
    see the same games."""
    real = special.build

    def slow_build(*args):
        time.sleep(0)  # let another thread run here
        return real(*args)

    monkeypatch.setattr(special, "build", slow_build)
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
    assert len(special._UPTIMALS) == 121 and consistent(special._UPTIMALS)
    for i, games in enumerate(seen):
        assert games == [cgt.up_sum(k) for k in range(1, 121, 7 + i)] + [cgt.up_nth(120)]


def test_far_up_is_quick(fresh_table):
    """``^[500]``, ``^<500>`` and ``+-^<2222>`` from an empty table: formerly
    minutes (each up-sum was a general sum of games, O(k^2) comparisons
    apiece) and a RecursionError; now a few builds each. Birthdays: ``↑^n``
    and ``↑^[n]`` are born on day n + 1."""
    began = time.perf_counter()
    assert cgt.parse("^[500]").birthday == cgt.parse("^<500>").birthday == 501
    assert cgt.parse("^[500]") is cgt.up_sum(500) and cgt.parse("v<500>") is -cgt.up_nth(500)
    switch = cgt.parse("+-^<2222>")
    assert switch is cgt.game([cgt.up_nth(2222)], [-cgt.up_nth(2222)])
    # ±↑^n = {↑^n | ↓^n} is *: the Left option ↑^n reverses through ↓^[n-1]*,
    # whose only Left option is 0 (and the mirror image); so does ±↑ = {↑ | ↓}
    assert switch == cgt.star and cgt.parse("+-^") == cgt.star
    assert as_form(cgt.up_sum(2222)).birthday == 2223
    assert time.perf_counter() - began < 10  # about 0.2 s; the old way took minutes


def test_an_uptimal_past_the_table_limit_is_refused():
    """Fuzzing found ``^[10**500 - 1]``, which built the table one n at a
    time until stopped: past ``MAX_UPTIMAL`` it is a CGTError at once."""
    with pytest.raises(cgt.CGTError, match=r"up_sum\(n\) with n = \(an integer of 500 digits\)"):
        cgt.parse("^[" + "9" * 500 + "]")
    with pytest.raises(cgt.CGTError, match="at most 20,000"):
        cgt.parse("v<20001>")

"""Numbers finer than a machine word (``1/2^k``, ``k > 64``) as keys of the
core's tables.

Python hashes a rational as its numerator times the inverse of its
denominator modulo the prime ``2^61 - 1``, and ``2^61`` is 1 modulo that
prime: ``1/2^k`` and ``1/2^(k+61)`` hash alike. A table keyed by such
numbers keeps one chain of equal hashes per residue of ``k`` modulo 61, and
a lookup walks its chain: ``{0|{0|...{0|1}}}`` nested 20,000 deep, a fuzz
input (docs/reliability.md), took 7.5 s to read, quadratic in its depth.
"""

from __future__ import annotations

import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest

import cgt
from cgt.core import canonical

ROOT = Path(__file__).resolve().parents[2]


def halvings(depth: int) -> str:
    """``{0|{0|...{0|1}...}}``, ``depth`` braces: ``1/2^depth`` (``{0 | x}`` is
    ``x/2`` for a positive number ``x``, the simplest number strictly between
    0 and ``x`` when ``x`` is ``1/2^k``: Siegel, *Combinatorial Game Theory*,
    II.3, the simplicity theorem)."""
    return "{0|" * depth + "1" + "}" * depth


def test_the_halvings_are_the_powers_of_one_half():
    for depth in (1, 2, 3, 64, 65, 200):
        assert cgt.parse(halvings(depth)) is cgt.number(Fraction(1, 2**depth))
    g = cgt.parse(halvings(300))
    assert str(g) == f"1/{2**300}"
    assert cgt.parse(str(g)) is g


def test_fine_numbers_between_keys_do_not_share_hashes():
    """The numbers between two stops (``all_compact``'s table) are keyed
    without the rational's hash: the 300 keys of the halvings past 64 bits
    have 300 hashes, not 61."""
    cgt.clear_caches()
    cgt.parse(halvings(400))
    fine = [key for key in canonical._BETWEEN if len(key) == 4]
    assert len(fine) >= 300
    assert len({hash(key) for key in fine}) == len(fine)


def _cpu_to_read(text: str) -> float:
    cgt.clear_caches()  # every level computed afresh
    start = time.process_time()
    cgt.parse(text)
    return time.process_time() - start


@pytest.mark.slow  # about a second of CPU (pure core)
def test_reading_deep_halvings_grows_about_linearly():
    """Four times as deep, well under 16 times the CPU time (quadratic: each
    lookup walked a chain of ``depth / 61`` keys); the best of two. Measured
    pure: 0.08 s and 0.38 s (ratio 4.5) since, 0.15 s and 2.6 s (17) before."""
    small, large = halvings(2500), halvings(10_000)
    short = min(_cpu_to_read(small) for _ in range(2))
    long = min(_cpu_to_read(large) for _ in range(2))
    assert long < max(9 * short, 0.05), (short, long)


@pytest.mark.slow
def test_the_fuzz_case_at_20000_deep_completes():
    """The whole fuzz case (read, print, read back, outcome, mean,
    temperature, the sum with ``*`` and its text) on the 20,000-deep
    halvings and their mirror image, values checked: the fuzz's caps are
    what times it (benchmarks/fuzz.py)."""
    sys.path[:0] = [str(ROOT / "tests" / "fuzz"), str(ROOT / "tests")]
    try:
        from cases import exercise_notation
    finally:
        del sys.path[:2]
    text = halvings(20_000)
    exercise_notation(text, "*")
    assert cgt.parse(text) is cgt.number(Fraction(1, 2**20_000))
    mirror = "{" * 20_000 + "-1" + "|0}" * 20_000  # {{-1|0}|0}: -1/4
    exercise_notation(mirror, "^")
    assert cgt.parse(mirror) is cgt.number(Fraction(-1, 2**20_000))

"""Differential tests against cgt-tools (``cgt-py``, Rust), an independent
implementation of canonical forms.

Random games come from a seeded ``random.Random`` (deterministic, fast), as
option trees that both libraries canonicalise on their own: ``cgt`` through
``cgt.game``, cgt-py from explicit-brace text. The results are compared by
rebuilding cgt-py's canonical form in ``cgt`` from its option lists.

cgt-py reads ``{L|R}``, numbers (``3/4``) and nimbers (``*3``), but not
``^^``, ``±1`` or the multi-slash shorthand, so :func:`to_cgt_py` writes
everything else with explicit braces.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from cgt_py_bridge import fraction, in_cgt_py, our_tree, printed, their_tree

import cgt

SEED = 20240611
GAMES = 1000

#: Leaves of the random trees besides random numbers and nimbers:
#: cgt-py notation -> the same value in cgt.
LEAVES = {
    "^": cgt.UP,
    "v": cgt.DOWN,
    "^*": cgt.nus(0, 1, 1),
    "v*": cgt.nus(0, -1, 1),
    "{1|-1}": cgt.switch(1),
    "{1|0}": cgt.game([1], [0]),
    "{0|-1/2}": cgt.game([0], [Fraction(-1, 2)]),
    "{2|{0|-1}}": cgt.game([2], [cgt.game([0], [-1])]),
}
LEAF_NAMES = sorted(LEAVES)
#: How many options a side, weighted towards 1 and 2 (empty sides make integers).
SIDE_SIZES = [0, 1, 1, 1, 2, 2, 3]


def random_leaf(rng: random.Random) -> tuple[str, cgt.Game]:
    roll = rng.random()
    if roll < 0.35:
        x = Fraction(rng.randint(-8, 8), 2 ** rng.randint(0, 2))
        return str(x), cgt.number(x)
    if roll < 0.45:
        n = rng.randint(1, 4)
        return f"*{n}", cgt.nimber(n)
    name = rng.choice(LEAF_NAMES)
    return name, LEAVES[name]


def random_game(rng: random.Random, depth: int) -> tuple[str, cgt.Game]:
    """A random option tree, read by both libraries: (cgt-py text, our game)."""
    if depth == 0 or rng.random() < 0.25:
        return random_leaf(rng)
    left = [random_game(rng, depth - 1) for _ in range(rng.choice(SIDE_SIZES))]
    right = [random_game(rng, depth - 1) for _ in range(rng.choice(SIDE_SIZES))]
    text = "{" + ",".join(t for t, _ in left) + "|" + ",".join(t for t, _ in right) + "}"
    return text, cgt.game([g for _, g in left], [g for _, g in right])



@pytest.fixture(scope="module")
def trees(cgt_py) -> list[tuple[cgt.Game, object]]:
    """Random option trees until ``GAMES`` distinct values come up, each as
    (our game, cgt-py's canonical form of the same text)."""
    rng = random.Random(SEED)
    result = []
    distinct = set()
    while len(distinct) < GAMES:
        text, ours = random_game(rng, rng.choice([2, 3, 4]))
        result.append((ours, cgt_py.CanonicalForm(text)))
        distinct.add(ours)
    return result


@pytest.fixture(scope="module")
def samples(trees) -> list[tuple[cgt.Game, object]]:
    """``GAMES`` distinct random games, as (ours, cgt-py's)."""
    unique = {}
    for ours, theirs in trees:
        unique.setdefault(ours, theirs)
    return list(unique.items())


def test_leaves_agree(cgt_py):
    for text, ours in LEAVES.items():
        theirs = cgt_py.CanonicalForm(text)
        assert printed(theirs) == printed(in_cgt_py(ours)), text
        assert their_tree(theirs) == our_tree(ours), text


def test_samples_are_varied(samples):
    """The differential tests see hot, tiny and cold games of many birthdays."""
    assert len(samples) >= 1000
    assert sum(not g.is_number_up_star for g, _ in samples) > 800
    assert {str(g.outcome) for g, _ in samples} == {"L", "R", "N", "P"}
    assert max(g.birthday for g, _ in samples) >= 8


def test_canonical_forms_agree(trees):
    """cgt-py finds our canonical form equal to its own, and both have the
    same option tree (no option dropped or left over on either side)."""
    for ours, theirs in trees:
        assert printed(theirs) == printed(in_cgt_py(ours)), (str(ours), str(theirs))
        assert their_tree(theirs) == our_tree(ours), (str(ours), str(theirs))


def test_our_forms_are_canonical_for_cgt_py(samples):
    """cgt-py, reading our canonical form, finds nothing to simplify: its
    canonical form of it has exactly our option tree."""
    for ours, _ in samples[:400]:
        assert their_tree(in_cgt_py(ours)) == our_tree(ours), str(ours)


def test_birthdays_agree(samples):
    for ours, theirs in samples:
        assert ours.birthday == theirs.birthday, str(ours)


def test_stops_agree(samples):
    for ours, theirs in samples:
        assert ours.left_stop == fraction(theirs.left_stop), str(ours)
        assert ours.right_stop == fraction(theirs.right_stop), str(ours)


def test_outcomes_agree(samples, cgt_py):
    zero = cgt_py.CanonicalForm("0")
    expected = {(True, True): "P", (True, False): "L", (False, True): "R", (False, False): "N"}
    for ours, theirs in samples:
        assert str(ours.outcome) == expected[theirs >= zero, theirs <= zero], str(ours)


def test_negatives_agree(samples):
    for ours, theirs in samples[:400]:
        assert printed(-theirs) == printed(in_cgt_py(-ours)), str(ours)


def pairs(samples, count: int, seed: int):
    rng = random.Random(seed)
    return [(rng.choice(samples), rng.choice(samples)) for _ in range(count)]


def test_sums_agree(samples):
    for (g, cg), (h, ch) in pairs(samples, 1000, 1):
        assert printed(cg + ch) == printed(in_cgt_py(g + h)), (str(g), str(h))


def test_differences_agree(samples):
    for (g, cg), (h, ch) in pairs(samples, 400, 2):
        assert printed(cg - ch) == printed(in_cgt_py(g - h)), (str(g), str(h))


def test_comparisons_agree(samples):
    for (g, cg), (h, ch) in pairs(samples, 2000, 3):
        assert (g <= h) == (cg <= ch), (str(g), str(h))
        assert (g >= h) == (cg >= ch), (str(g), str(h))
        assert (g == h) == (cg == ch), (str(g), str(h))
        assert (g < h) == (cg < ch), (str(g), str(h))


def test_comparisons_of_close_games_agree(samples):
    """Random pairs are mostly confused; g against g + small is not."""
    smalls = [cgt.UP, cgt.star, cgt.number(Fraction(1, 8)), cgt.DOWN, cgt.nus(0, 1, 1)]
    rng = random.Random(4)
    for g, cg in samples[:300]:
        small = rng.choice(smalls)
        h = g + small
        ch = cg + in_cgt_py(small)
        assert (g <= h) == (cg <= ch), (str(g), str(h))
        assert (h <= g) == (ch <= cg), (str(g), str(h))


def test_switch_sums_agree(cgt_py):
    """``±1 ± 2 ± ... ± k`` and sums of mixed switches (hot games)."""
    CanonicalForm = cgt_py.CanonicalForm
    ours, theirs = cgt.zero, CanonicalForm("0")
    for k in range(1, 8):
        ours = ours + cgt.switch(k)
        theirs = theirs + CanonicalForm(f"{{{k}|{-k}}}")
        assert printed(theirs) == printed(in_cgt_py(ours)), k
        assert their_tree(theirs) == our_tree(ours), k
        assert ours.left_stop == fraction(theirs.left_stop)
        assert ours.right_stop == fraction(theirs.right_stop)
    rng = random.Random(5)
    for _ in range(40):
        xs = [Fraction(rng.randint(1, 16), 2 ** rng.randint(0, 2))
              for _ in range(rng.randint(1, 4))]
        ours = sum((cgt.switch(x) for x in xs), cgt.zero)
        theirs = CanonicalForm("0")
        for x in xs:
            theirs = theirs + CanonicalForm(f"{{{x}|{-x}}}")
        assert printed(theirs) == printed(in_cgt_py(ours)), xs


def test_number_up_star_values_agree(cgt_py):
    """Compact values ``x + n.↑ + *m`` against cgt-py's explicit sums."""
    CanonicalForm = cgt_py.CanonicalForm
    up, star = CanonicalForm("^"), CanonicalForm("*")
    for x in [Fraction(0), Fraction(3), Fraction(-5, 4)]:
        for n in range(-4, 5):
            for m in range(6):
                theirs = CanonicalForm(str(x)) if x else CanonicalForm("0")
                for _ in range(abs(n)):
                    theirs = theirs + up if n > 0 else theirs - up
                if m:
                    theirs = theirs + CanonicalForm("*" if m == 1 else f"*{m}")
                ours = cgt.nus(x, n, m)
                assert printed(theirs) == printed(in_cgt_py(ours)), (x, n, m)
                assert their_tree(theirs) == our_tree(ours), (x, n, m)
                assert ours.birthday == theirs.birthday, (x, n, m)
    assert star + star == CanonicalForm("0")

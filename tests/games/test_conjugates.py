"""Conjugate keys: the key a ruleset gives for "this position with Left and
Right swapped" is the key of that position, and its value is the negative.
(The solver finds a position solved when its conjugate is; see
cgt.positions.position.Position.conjugate_key.)"""

from __future__ import annotations

import random

import pytest

import cgt
from cgt.games.clobber import Clobber
from cgt.games.cutcake import Cutcake
from cgt.games.domineering import Domineering
from cgt.games.fission import Fission
from cgt.games.konane import Konane
from cgt.games.toads_and_frogs import ToadsAndFrogs


def _board(rng: random.Random, cells: str) -> list[str]:
    rows, columns = rng.randint(1, 3), rng.randint(1, 4)
    return ["".join(rng.choice(cells) for _ in range(columns)) for _ in range(rows)]


def _stones(rng):
    rows = _board(rng, "xxoo..")
    swapped = [r.translate(str.maketrans("xo", "ox")) for r in rows]
    return "|".join(rows), "|".join(swapped)


def _domineering(rng):
    rows = _board(rng, "...#")
    turned = ["".join(r[c] for r in rows) for c in range(len(rows[0]))]
    return "|".join(rows), "|".join(turned)


def _fission(rng):
    rows = _board(rng, "x...#")
    turned = ["".join(r[c] for r in rows) for c in range(len(rows[0]))]
    return "|".join(rows), "|".join(turned)


def _strip(rng):
    strip = "".join(rng.choice("tf..") for _ in range(rng.randint(1, 7)))
    return strip, strip[::-1].translate(str.maketrans("tf", "ft"))


def _cake(rng):
    pieces = [(rng.randint(1, 4), rng.randint(1, 4)) for _ in range(rng.randint(1, 3))]
    return (" + ".join(f"{r}x{c}" for r, c in pieces),
            " + ".join(f"{c}x{r}" for r, c in pieces))


CASES = [
    (Clobber, _stones),
    (Konane, _stones),
    (Domineering, _domineering),
    (Fission, _fission),
    (ToadsAndFrogs, _strip),
    (Cutcake.parse, _cake),
]


@pytest.mark.parametrize(
    "make, draw", CASES, ids=["clobber", "konane", "domineering", "fission", "toads", "cutcake"]
)
def test_conjugate_keys_are_the_keys_of_the_swapped_positions(make, draw):
    rng = random.Random(20261122)
    for _ in range(80):
        text, swapped = draw(rng)
        p, q = make(text), make(swapped)
        assert p.conjugate_key() == q.key(), text
        assert q.conjugate_key() == p.key(), text
        cgt.clear_tables()
        assert q.value == -p.value, text

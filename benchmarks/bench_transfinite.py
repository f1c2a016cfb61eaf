"""Time the transfinite values of ``cgt.transfinite``: nim products below
ω^ω^ω and surreal field operations.

Usage::

    python benchmarks/bench_transfinite.py               # 5 repetitions a row
    python benchmarks/bench_transfinite.py --quick       # 3 repetitions, 10x fewer operations
    python benchmarks/bench_transfinite.py --markdown    # a markdown table
    python benchmarks/bench_transfinite.py --write-docs  # ... written into docs/transfinite.md

Rows (inputs drawn from a seeded generator; every repetition starts with the
memo of monomials read into the tower cleared):

1. 10 000 nim products of random ordinals below ω^ω^4 (1 to 3 terms,
   coefficients of the exponents below 12, finite coefficients below 256):
   the primes 3, 5, 7, 11, carries into α_3 and α_5.
2. 10 000 nim products below ω^ω^54 (exponents ω^k·a, k up to 53, a up to
   3): the primes 3 to 257 of CGSuite's table, first digits only.
3. 10 000 nim products below ω^ω^126 with digits below p: every prime up to
   709 (the tabulated constants), so that products carry into α_p.
4. 10 000 nim products below ω^ω^126 with three base-p digits (a up to
   p^3 - 1): the generators κ_p, κ_(p^2), κ_(p^3) of every prime to 709.
5. 10 000 nim products whose exponents reach the primes beyond 709 whose
   constants are computed on demand (:data:`ON_DEMAND`; computed once
   before the timing), carrying into their α_p.
6. 1 000 nim inverses of random ordinals in the field of κ_9 and κ_5, and
   1 000 of 1 or 2 terms below ω^ω^4 (fields of up to 1155 basis monomials
   over the finite nimbers, beyond the 400 that elimination allowed).
7. 10 000 surreal field operations (+ - * / in turn) on random quotients of
   generalized ordinals (denominators: integers, single terms, sums).
8. 10 000 natural sums and products of random generalized ordinals.

Each row checks its answers (distributivity of the nim product, x·x⁻¹ = 1,
(x - y) + y = x, Lenstra's example ω^ω^13 NimExp 47 = ω^ω^7+1); a failure
marks the row WRONG and makes the script exit with status 1. Neither
CGSuite (Java) nor cgt-py (which has no transfinite values) is run here.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

try:
    import cgt.transfinite
except ImportError:  # running from a checkout that is not installed
    sys.path.insert(0, str(ROOT))

import cgt  # noqa: E402
from cgt.transfinite import lenstra  # noqa: E402
from cgt.transfinite.cnf import CNF  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables  # noqa: E402

Ordinal = cgt.GeneralizedOrdinal

#: Primes beyond Lenstra's table (709) whose constants are computed on demand
#: in under a second each (D. Peeters' records give their excess too); row 5
#: draws from them.
ON_DEMAND = (733, 739, 761, 811, 821, 877, 881, 937, 953, 971, 977, 991)


def random_nim_ordinal(rng: random.Random, top_k: int | Sequence[int], max_a: int | None,
                       max_terms: int, digits: int = 1) -> Ordinal:
    """An ordinal below ω^ω^(top_k+1) (or with exponents ω^k for the ``k`` in
    ``top_k``, a sequence): 1 to ``max_terms`` terms ω^α·c, the coefficient
    of ω^k in α up to ``max_a`` (None: ``digits`` base-p digits, ``p`` the
    prime of ω^k, so that products carry into Lenstra's constants α_p)."""
    pool = range(top_k + 1) if isinstance(top_k, int) else top_k
    terms = []
    for _ in range(rng.randint(1, max_terms)):
        ks = rng.sample(pool, k=min(2, len(pool)))
        exponent = CNF.from_terms([
            (CNF.integer(k),
             rng.randint(0, lenstra.prime(k + 1) ** digits - 1 if max_a is None else max_a))
            for k in ks])
        terms.append((exponent, rng.randint(1, 255)))
    return Ordinal._of(CNF.from_terms(terms))


def random_generalized(rng: random.Random, max_terms: int = 3) -> Ordinal:
    exponents = [CNF.integer(0), CNF.integer(1), CNF.integer(2), CNF.omega(),
                 CNF.omega() + CNF.integer(1)]
    terms = [(rng.choice(exponents), rng.randint(-9, 9)) for _ in range(rng.randint(1, max_terms))]
    form = CNF.from_terms(terms)
    return Ordinal._of(form if form.terms else CNF.integer(1))


def random_surreal(rng: random.Random) -> cgt.SurrealNumber:
    kind = rng.random()
    n = random_generalized(rng)
    if kind < 0.4:
        return n / rng.randint(1, 12)
    d = random_generalized(rng, 1 if kind < 0.8 else 2)
    return n / d if d != 0 else n


@dataclass
class Row:
    case: str
    count: int
    seconds: float
    ok: bool


def _timed(work: Callable[[], Any], reps: int) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(reps):
        lenstra._clear_caches()  # cold: the memo of monomials read into the tower empty
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return statistics.median(times), result


def nim_products(pairs: list[tuple[Ordinal, Ordinal]]) -> list[Ordinal]:
    return [x.nim_product(y) for x, y in pairs]


def check_products(pairs: list[tuple[Ordinal, Ordinal]], products: list[Ordinal]) -> bool:
    """Distributivity on a sample, (x + z)·y = x·y + z·y with x·y as timed,
    and Lenstra's example (Lenstra 1978; CGSuite's GameTest)."""
    for i in range(min(50, len(pairs) // 2)):
        (x, y), z = pairs[i], pairs[i + len(pairs) // 2][0]
        if x.nim_sum(z).nim_product(y) != products[i].nim_sum(z.nim_product(y)):
            return False
    return str(Ordinal(cgt.omega ** cgt.omega ** 13).nim_power(47)) == "ω^ω^7+1"


def run(scale: int, reps: int, on_demand: Sequence[int] = ON_DEMAND) -> list[Row]:
    rng = random.Random(34)
    rows = []

    beyond = [lenstra._prime_index(p) - 1 for p in on_demand]
    for p in on_demand:  # computed once, outside the timing, as a table gives them
        Ordinal(cgt.omega ** cgt.omega ** (lenstra._prime_index(p) - 1)).nim_power(p)
    cases: tuple[tuple[str, int | list[int], int | None, int], ...] = (
        ("nim products below ω^ω^4", 3, 11, 1),
        ("nim products below ω^ω^54", 53, 3, 1),
        ("nim products below ω^ω^126, digits below p", 125, None, 1),
        ("nim products below ω^ω^126, three digits base p", 125, None, 3),
        (f"nim products at the {len(beyond)} primes computed beyond 709", beyond, None, 1))
    for case, top_k, max_a, digits in cases:
        drawn = [random_nim_ordinal(rng, top_k, max_a, 3, digits) for _ in range(2 * scale)]
        pairs = list(zip(drawn[::2], drawn[1::2]))
        seconds, products = _timed(partial(nim_products, pairs), reps)
        rows.append(Row(case, len(pairs), seconds, check_products(pairs, products)))

    small = [random_nim_ordinal(rng, 1, 4, 3) for _ in range(scale // 10)]
    small = [x for x in small if x != 0]
    seconds, inverses = _timed(lambda: [x.nim_inverse() for x in small], reps)
    ok = all(x.nim_product(y) == 1 for x, y in zip(small, inverses))
    rows.append(Row("nim inverses in the field of κ_9, κ_5", len(small), seconds, ok))

    wide = [random_nim_ordinal(rng, 3, 4, 2) for _ in range(scale // 10)]
    wide = [x for x in wide if x != 0]
    seconds, inverses = _timed(lambda: [x.nim_inverse() for x in wide], reps)
    ok = all(x.nim_product(y) == 1 for x, y in zip(wide, inverses))
    rows.append(Row("nim inverses below ω^ω^4, fields to 1155 monomials", len(wide), seconds, ok))

    xs = [random_surreal(rng) for _ in range(scale)]
    ys = [random_surreal(rng) for _ in range(scale)]
    ys = [y if y != 0 else cgt.SurrealNumber(1) for y in ys]

    def field_operations() -> list[cgt.SurrealNumber]:
        out = []
        for i, (x, y) in enumerate(zip(xs, ys)):
            op = i % 4
            out.append(x + y if op == 0 else x - y if op == 1 else x * y if op == 2 else x / y)
        return out

    seconds, results = _timed(field_operations, reps)
    ok = all((x - y) + y == x for x, y in zip(xs[:100], ys[:100]))
    ok = ok and all(r == x + y for r, x, y in zip(results[::4], xs[::4], ys[::4]))
    rows.append(Row("surreal field operations (+ - * /)", len(xs), seconds, ok))

    gs = [random_generalized(rng) for _ in range(scale)]
    hs = [random_generalized(rng) for _ in range(scale)]
    seconds, _ = _timed(lambda: [g + h if i % 2 else g * h
                                 for i, (g, h) in enumerate(zip(gs, hs))], reps)
    ok = all(g * (h + g) == g * h + g * g for g, h in zip(gs[:100], hs[:100]))
    rows.append(Row("natural sums and products", len(gs), seconds, ok))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 repetitions, 1 000 operations")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    scale, reps = (1000, 3) if args.quick else (10_000, 5)
    rows = run(scale, reps)
    header = ["case", "operations", "CPU s (median)", "µs each", "check"]
    cells = [[r.case, f"{r.count:,}", f"{r.seconds:.3f}", f"{1e6 * r.seconds / r.count:.1f}",
              "ok" if r.ok else "WRONG"] for r in rows]
    table = doc_tables.markdown_table(header, cells, "lrrrl")
    print(table if args.markdown or args.write_docs else doc_tables.text_table(header, cells))
    if args.write_docs:
        how = f"CPU seconds, median of {reps}"
        doc_tables.write_table("bench_transfinite", f"{doc_tables.measured(how)}\n\n{table}",
                               doc_tables.ROOT / "docs" / "transfinite.md")
    return 0 if all(r.ok for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

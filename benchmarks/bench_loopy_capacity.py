"""Time the values of large loopy game graphs, valued one strongly
connected component at a time (``cgt.loopy.condensation``).

Usage::

    python benchmarks/bench_loopy_capacity.py               # every row
    python benchmarks/bench_loopy_capacity.py --quick       # small rows only
    python benchmarks/bench_loopy_capacity.py --markdown    # a markdown table
    python benchmarks/bench_loopy_capacity.py --write-docs  # ... written into docs/loopy.md

Rows, each timed once in a fresh process (no value known beforehand), CPU
seconds of building the game graph and valuing it:

1. Fox and Geese, the geese on the bottom row of a 3×8 board and the fox at
   CGSuite's (2,2): 856 positions, worth ``2over``.
2. Fox and Geese on a 4×8 board, the fox in the corner: 7,258 positions,
   worth ``{4*|7/2}``.
3. A random stopper graph of 10,000 positions (seeded): layers of 4 to 12
   positions; in each layer one player (drawn) may move within the layer,
   and every other move goes down one to three layers, so no play
   alternates for ever. Every position is valued.
4. The same with 100,000 positions (not with ``--quick``).
5. Small graphs full of cycles, where a regression of the component
   valuation shows first: every arrangement of Ourson (the bear Left, the
   puppies Right, each worth ``off``), and the old-rules Alquerkonane 3×3
   start with two rows (70 positions, worth ``on & {on|0}``). Their
   columns give the largest graph and component met.

Checks: the Fox and Geese values are CGSuite's
(``lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala``); in the
random graphs, the last 60 positions whose games have at most 120
positions are valued again by the simplification of their whole
graph (``cgt.loopy.stopper.canonical_stopper``) and must be the same
objects. A failure marks the row WRONG and the exit status 1. CGSuite and
cgt-py are not run here (cgt-py has no loopy partizan values).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

# doc_tables finds cgt in a checkout that is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_tables

import cgt
from cgt.loopy.condensation import graph_values, strongly_connected_components
from cgt.loopy.graph import GameGraph
from cgt.loopy.stopper import canonical_stopper
from cgt.values.stopper import wrap_value

ROOT = doc_tables.ROOT

#: Fox and Geese boards and their values in CGSuite's GameGridTest.scala.
FOX_AND_GEESE = {
    "fox-and-geese 3x8": ("......../.F....../G.G.G.G.", "2over"),
    "fox-and-geese 4x8": ("F......./......../......../.G.G.G.G", "{4*|7/2}"),
}


def random_stopper_graph(n: int, seed: int, layer: tuple[int, int] = (4, 12),
                         reach: int = 3) -> GameGraph:
    """A random graph of ``n`` positions in which no play alternates for
    ever: positions in layers; in each layer one player may also move to
    positions of the same layer, and every move goes to the same layer (that
    player's) or one to ``reach`` layers down. Every Left move or every
    Right move of a layer goes down, so alternating play keeps going down."""
    rng = random.Random(seed)
    bounds = [0]
    while bounds[-1] < n:
        bounds.append(min(n, bounds[-1] + rng.randint(*layer)))
    layers = len(bounds) - 1
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    for i in range(layers):
        low, high = bounds[i], bounds[i + 1]
        below = list(range(high, bounds[min(layers, i + reach + 1)]))
        free_left = rng.random() < 0.5

        def some(pool: list[int]) -> tuple[int, ...]:
            return tuple(rng.sample(pool, min(rng.randint(0, 2), len(pool))))

        for _ in range(low, high):
            inside = some(list(range(low, high)))
            lefts, rights = some(below), some(below)
            if free_left:
                lefts = tuple(dict.fromkeys(lefts + inside))
            else:
                rights = tuple(dict.fromkeys(rights + inside))
            left.append(lefts)
            right.append(rights)
    return GameGraph(tuple(left), tuple(right))


#: The random graphs' positions checked have games of at most this many
#: positions (the whole-graph simplification is quadratic in it).
CHECKED_VERTICES = 120


@dataclass
class Row:
    case: str
    positions: int
    components: int
    largest: int
    seconds: float
    value: str
    ok: bool


def fox_and_geese(case: str) -> Row:
    from cgt.games.fox_and_geese import FoxAndGeese

    diagram, expected = FOX_AND_GEESE[case]
    began = time.process_time()
    value = FoxAndGeese(diagram).value
    seconds = time.process_time() - began
    graph = _graph_of(FoxAndGeese(diagram))
    components = strongly_connected_components(graph)
    return Row(case, len(graph), len(components), max(map(len, components)), seconds,
               str(value), str(value) == expected)


def _graph_of(position: cgt.LoopyPartizanPosition) -> GameGraph:
    """The game graph of a position (for its counts, outside the timing)."""
    index = {position.key(): 0}
    order = [position]
    edges: list[list[tuple[int, ...]]] = [[], []]
    for p in order:
        for side, moves in enumerate((p.left_moves(), p.right_moves())):
            targets = []
            for q in moves:
                if q.key() not in index:
                    index[q.key()] = len(order)
                    order.append(q)
                targets.append(index[q.key()])
            edges[side].append(tuple(targets))
    return GameGraph(tuple(edges[0]), tuple(edges[1]))


def random_graph(case: str) -> Row:
    n = int(case.split()[-1].replace(",", ""))
    graph = random_stopper_graph(n, seed=33)
    began = time.process_time()
    values = graph_values(graph)
    seconds = time.process_time() - began
    components = strongly_connected_components(graph)
    ok = graph.is_stopper(0) and all(
        values[v] is canonical_stopper(graph, v)
        for v in range(max(0, n - 60), n) if len(graph.reachable(v)) <= CHECKED_VERTICES)
    return Row(case, n, len(components), max(map(len, components)), seconds,
               str(wrap_value(values[0])), ok)


#: Small many-cycle positions: the value each must have, from the
#: win/loss/draw solver's results (tests/games/test_ourson.py,
#: tests/games/test_alquerkonane_old.py).
SMALL_CYCLIC = {"ourson (every arrangement)": "off",
                "alquerkonane old rules 3x3, 2 rows": "on & {on|0}"}


def small_cyclic(case: str) -> Row:
    from cgt.games.alquerkonane_old import AlquerkonaneOld
    from cgt.games.ourson import Arrangement, Ourson

    if case.startswith("ourson"):
        positions = list({(p.bear, *p.puppies): Arrangement(p.bear, *p.puppies)
                          for p in Ourson.positions()}.values())
    else:
        positions = [AlquerkonaneOld.start(3, 3, rows=2)]
    began = time.process_time()
    values = {str(p.value) for p in positions}
    seconds = time.process_time() - began
    graphs = [_graph_of(p) for p in positions]
    components = [strongly_connected_components(g) for g in graphs]
    value = values.pop() if len(values) == 1 else "(several)"
    return Row(case, max(map(len, graphs)), max(map(len, components)),
               max(len(c) for found in components for c in found), seconds, value,
               value == SMALL_CYCLIC[case])


def run_one(case: str) -> Row:
    if case in FOX_AND_GEESE:
        return fox_and_geese(case)
    return small_cyclic(case) if case in SMALL_CYCLIC else random_graph(case)


def run_fresh(case: str) -> Row:
    """``run_one`` in a new process: nothing interned beforehand."""
    done = subprocess.run([sys.executable, __file__, "--one", case], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{case}: {done.stderr.strip()}")
    return Row(**json.loads(done.stdout))


def cases(quick: bool) -> list[str]:
    if quick:
        return ["fox-and-geese 3x8", "random stoppers 2,000", *SMALL_CYCLIC]
    return [*FOX_AND_GEESE, "random stoppers 10,000", "random stoppers 100,000", *SMALL_CYCLIC]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the small rows only")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a row, in this process, as JSON
    doc_tables.add_option(parser, ROOT / "docs" / "loopy.md")
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(run_one(args.one).__dict__))
        return 0
    rows = [run_fresh(case) for case in cases(args.quick)]
    header = ["graph", "positions", "components", "largest", "CPU s", "value", "check"]
    cells = [[r.case, f"{r.positions:,}", f"{r.components:,}", f"{r.largest}",
              f"{r.seconds:.2f}", f"`{r.value}`" if len(r.value) < 40 else "(long)",
              "ok" if r.ok else "WRONG"] for r in rows]
    table = doc_tables.markdown_table(header, cells, "lrrrrll")
    print(table if args.markdown or args.write_docs else doc_tables.text_table(header, cells))
    if args.write_docs:
        how = "CPU seconds, one cold run each in a fresh process"
        doc_tables.write_table("bench_loopy_capacity", f"{doc_tables.measured(how)}\n\n{table}",
                               ROOT / "docs" / "loopy.md")
    return 0 if all(r.ok for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

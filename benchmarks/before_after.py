"""Time the same benchmark cases on two checkouts of ``cgt``: before and after a change.

Usage::

    python benchmarks/before_after.py --old ../wt-old --new .          # every case, 5 repetitions
    python benchmarks/before_after.py --old ../wt-old --new . --only heap core --reps 7
    python benchmarks/before_after.py --old ../wt-old --new . --list   # the cases, and stop
    python benchmarks/before_after.py ... --json before_after.json     # also keep every sample

Written for issue 13's proof item "no slowdown of any other benchmark in
benchmarks/ over 5 %": the benchmark scripts changed along with the code
(new rows, renamed options), so the cases of ``bench_core``,
``bench_domineering``, ``bench_graphs``, ``bench_heap``,
``bench_impartial_rulesets``, ``bench_konane``, ``bench_temperature``,
``bench_alquerkonane`` and the table and store rows of ``scaling`` are
written here once, against the public API both checkouts share.

Each measurement is one fresh interpreter that imports the checkout's
``cgt`` (and its ``games/`` as ``cgt.games``, bypassing an editable install
of another checkout), prepares the case's inputs, empties the caches and
tables (``cgt.clear_caches()``, ``cgt.clear_tables()``), and times the work
in CPU seconds (``time.process_time``): every side is as cold as a new
process is. The command-line cases run the whole ``cgt`` process and count
its CPU seconds (user + system, start-up included). Three sides a case:
``old``, ``new`` (its compiled core, if built) and ``new-pure``
(``CGT_PURE_PYTHON=1``), taken in turn within each repetition; figures are
medians, and a case whose sides give different answers is marked.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.util
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
#: Values of the Domineering table of bench_temperature, one text a line
#: (made by ``--write-values`` on the old checkout, so both sides get the same games).
VALUES = Path(os.environ.get("CGT_BEFORE_AFTER_VALUES", "/tmp/cgt-before-after-values.txt"))


# --------------------------------------------------------------------------- the child side


def bootstrap(root: Path) -> Any:
    """Import ``cgt`` from ``root``, with ``root/games`` as ``cgt.games``.

    An editable install maps ``cgt.games`` to its own checkout's ``games/``:
    its finder is removed first, or the old side would run the new rulesets.
    """
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in type(f).__module__
                        and "editable" not in getattr(f, "__module__", "")]
    sys.path.insert(0, str(root))
    import cgt

    if not Path(cgt.__file__).resolve().is_relative_to(root.resolve()):
        raise RuntimeError(f"imported {cgt.__file__}, not the cgt of {root}")
    games = root / "games"
    spec = importlib.util.spec_from_file_location(
        "cgt.games", games / "__init__.py", submodule_search_locations=[str(games)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cgt.games"] = module
    spec.loader.exec_module(module)
    cgt.games = module  # type: ignore[attr-defined]
    return cgt


def cold(cgt: Any) -> None:
    cgt.clear_caches()
    cgt.clear_tables()
    gc.collect()


def digest(result: object) -> str:
    text = str(fingerprint(result, {}))
    return text if len(text) <= 40 else hashlib.sha1(text.encode()).hexdigest()[:12]


def fingerprint(obj: Any, memo: dict[int, str]) -> object:
    """An answer in a form both checkouts print alike: a game as the hash of its
    options' hashes (sorted), numbers by value, not as the printers (which
    changed) write it; lists and tuples item by item; anything else as ``str``."""
    if isinstance(obj, list | tuple):
        return tuple(fingerprint(x, memo) for x in obj)
    if not all(hasattr(obj, a) for a in ("left", "right", "is_number")):
        return str(obj)
    if obj.is_nimber:  # *n has n options: walking them all is quadratic in n
        return f"*{obj.nim_value}"
    key = id(obj)
    if key not in memo:
        if obj.is_number:
            memo[key] = "n" + str(obj)
        else:
            sides = ("|".join(sorted(str(fingerprint(g, memo)) for g in options))
                     for options in (obj.left, obj.right))
            memo[key] = hashlib.sha1("{}/{}".format(*sides).encode()).hexdigest()[:16]
    return memo[key]


def child(root: str, name: str) -> None:
    """Run one case in this (fresh) process; print its CPU seconds and answer as JSON.

    ``cpu`` is the first run (the modules of the case's ruleset imported
    beforehand, the rest of a first call's costs included); ``again`` is a
    second run after ``cold()``, as the benchmark scripts repeat a case in one
    process (interned games kept), unless the first took over two seconds.
    """
    cgt = bootstrap(Path(root))
    case = CASES[name]
    for attribute in LAZY:  # imported on first use: before the clock, as the benchmarks do
        getattr(cgt, attribute)
    for module in BENCH_IMPORTS.get(case.bench, ()):
        importlib.import_module(module)
    state = case.setup(cgt)
    cold(cgt)
    if os.environ.get(_SETUP_ONLY):  # --instructions: the count of all but the work
        print(json.dumps({"cpu": 0.0, "again": None, "answer": ""}))
        return
    start = time.process_time()
    result = case.work(cgt, state)
    seconds = time.process_time() - start
    again = None
    if seconds < 2.0 and not os.environ.get(_ONCE):
        cold(cgt)
        start = time.process_time()
        case.work(cgt, state)
        again = time.process_time() - start
    print(json.dumps({"cpu": seconds, "again": again, "answer": digest(result),
                      "core": "compiled" if getattr(cgt, "compiled", False) else "pure"}))


#: Set in a child's environment by ``--instructions``: stop before the work,
#: or do it once (no "again" run).
_SETUP_ONLY, _ONCE = "CGT_BEFORE_AFTER_SETUP_ONLY", "CGT_BEFORE_AFTER_ONCE"

#: Names of ``cgt`` that may load their modules when first asked for.
LAZY = ("parse", "game", "nimber", "zero", "clear_caches", "clear_tables")

#: The rulesets a bench's cases use, imported before the clock starts.
BENCH_IMPORTS = {
    "domineering": ("cgt.games.domineering",),
    "graphs": ("cgt.games.col", "cgt.games.snort"),
    "heap": ("cgt.games.heap", "cgt.games.wythoff"),
    "impartial": ("cgt.games.babylone", "cgt.games.chomp", "cgt.games.subtraction"),
    "konane": ("cgt.games.konane",),
    "alquerkonane": ("cgt.games.alquerkonane",),
}


# --------------------------------------------------------------------------- the cases


@dataclass
class Case:
    name: str
    bench: str
    work: Callable[[Any, Any], Any]
    setup: Callable[[Any], Any] = lambda cgt: None
    #: repetitions a side: ``reps`` times this (few for the slow cases issue 13 sped up)
    weight: float = 1.0
    #: a ``cgt`` command line, timed as a whole process instead of ``work``
    command: list[str] = field(default_factory=list)


CASES: dict[str, Case] = {}


def case(name: str, bench: str, work: Callable[[Any, Any], Any],
         setup: Callable[[Any], Any] = lambda cgt: None, weight: float = 1.0) -> None:
    CASES[name] = Case(name, bench, work, setup, weight)


def given(value: object) -> Callable[[Any], Any]:
    """A case's setup that hands the work ``value`` (made before the clock starts)."""
    return lambda cgt: value


def command(name: str, bench: str, words: str, weight: float = 1.0) -> None:
    CASES[name] = Case(name, bench, lambda cgt, state: None, weight=weight, command=words.split())


# bench_core ------------------------------------------------------------------

def game_texts(n: int = 300) -> list[str]:
    """bench_core's random games (imported in the child, after :func:`bootstrap`)."""
    import bench_core

    return bench_core.random_game_texts(n)


def sum_terms(n: int = 300) -> list[list[tuple[int, str]]]:
    import bench_core

    return bench_core.random_sum_terms(n)


def total(parts: list[tuple[int, Any]]) -> Any:
    result = parts[0][1]
    for sign, g in parts[1:]:
        result = result + g if sign > 0 else result - g
    return result


def switches(cgt: Any, k: int) -> Any:
    result = cgt.zero
    for i in range(1, k + 1):
        result = result + cgt.parse(f"{{{i}|-{i}}}")
    return result


def nimbers(cgt: Any, make: Callable[[int], Any], n: int = 20000) -> Any:
    result = cgt.zero
    for i in range(1, n + 1):
        result = result + make(i)
    return result


case("300 random games parsed", "core", lambda cgt, texts: [cgt.parse(s) for s in texts][-1],
     lambda cgt: game_texts())
case("300 random sums g1 ± g2 ± g3", "core",
     lambda cgt, terms: [total([(s, cgt.parse(t)) for s, t in e]) for e in terms][-1],
     lambda cgt: sum_terms())
case("the same sums, parts parsed beforehand", "core",
     lambda cgt, parsed: [total(e) for e in parsed][-1],
     lambda cgt: [[(s, cgt.parse(t)) for s, t in e] for e in sum_terms()])
for _k in (4, 6, 8, 10, 12, 14):
    case(f"±1 ± 2 … ± {_k}", "core", switches, given(_k))
case("*1 + … + *20000 (cgt.nimber)", "core", lambda cgt, _: nimbers(cgt, cgt.nimber),
     weight=0.6)
case("*1 + … + *20000, each *i parsed", "core",
     lambda cgt, _: nimbers(cgt, lambda i: cgt.parse(f"*{i}")), weight=0.6)
case("*1 + … + *20000, one text", "core", lambda cgt, text: cgt.parse(text),
     lambda cgt: " + ".join(f"*{i}" for i in range(1, 20001)), weight=0.6)

# bench_domineering -------------------------------------------------------------


def domineering(cgt: Any, board: str) -> Any:
    from cgt.games.domineering import Domineering

    return Domineering(board).value


def grid_text(rows: int, columns: int) -> str:
    return "|".join(["." * columns] * rows)


for _r, _c in [(r, c) for r in range(1, 6) for c in range(1, 6)] + [(4, 6), (6, 4)]:
    case(f"Domineering {_r}×{_c}", "domineering", domineering,
         given(grid_text(_r, _c)), weight=0.6 if _r * _c >= 20 else 1.0)
case("Domineering 4×6, two blocked", "domineering", domineering,
     lambda cgt: "......|.#....|....#.|......", weight=0.6)

# bench_graphs ------------------------------------------------------------------


def path(n: int) -> list[tuple[int, int]]:
    return [(i, i + 1) for i in range(n - 1)]


def grid_edges(rows: int, columns: int) -> list[tuple[int, int]]:
    def v(r: int, c: int) -> int:
        return r * columns + c

    return ([(v(r, c), v(r, c + 1)) for r in range(rows) for c in range(columns - 1)]
            + [(v(r, c), v(r + 1, c)) for r in range(rows - 1) for c in range(columns)])


GRAPHS = {"path 10": path(10), "cycle 10": [*path(10), (9, 0)], "grid 3×3": grid_edges(3, 3),
          "path 16": path(16), "cycle 14": [*path(14), (13, 0)], "grid 3×4": grid_edges(3, 4)}


def graph_game(cgt: Any, state: tuple[str, str]) -> Any:
    from cgt.games.col import Col
    from cgt.games.snort import Snort

    rules, text = state
    return (Col if rules == "col" else Snort)(text).value


for _name, _edges in GRAPHS.items():
    for _rules in ("col", "snort"):
        case(f"{_rules.capitalize()} {_name}", "graphs", graph_game,
             given((_rules, " ".join(f"{a}-{b}" for a, b in _edges))))

# bench_heap --------------------------------------------------------------------


def heap(code: str) -> Any:
    from cgt.games.heap import HeapGame

    game = HeapGame(code)
    game.clear()
    return game


def wythoff(cgt: Any, _: Any) -> Any:
    from cgt.games.wythoff import grundy_table

    return grundy_table(1000, 1000)[999][999]


case("Kayles 0..40000 by the mex rule", "heap",
     lambda cgt, _: sum(heap("0.77").nim_values(40000, use_periodicity=False)))
case("Kayles 0..40000 from the period", "heap", lambda cgt, _: sum(heap("0.77").nim_values(40000)))
case("Kayles periodicity proof", "heap", lambda cgt, _: heap("0.77").periodicity())
case("Dawson's Kayles periodicity proof", "heap", lambda cgt, _: heap("0.07").periodicity())
case("Grundy's game 0..1000", "heap", lambda cgt, _: sum(heap("4!.0").nim_values(1000)))
case("Grundy's game 0..10000", "heap", lambda cgt, _: sum(heap("4!.0").nim_values(10000)))
case("subtraction {1,2,3} and Kayles at 10**100", "heap",
     lambda cgt, _: (heap(type(heap("0.77")).subtraction({1, 2, 3}).code)(10**100).grundy,
                     heap("0.77")(10**100).grundy))
case("Wythoff Grundy table 1000 × 1000", "heap", wythoff)
case("misère Kayles 0..30", "heap", lambda cgt, _: heap("0.77").misere_nim_values(30))

# bench_impartial_rulesets ------------------------------------------------------


def babylone(cgt: Any, cell: tuple[int, int]) -> Any:
    from cgt.games.babylone import Babylone

    return Babylone.start(colors=cell[0], per_color=cell[1]).grundy


def chomp(cgt: Any, _: Any) -> Any:
    from cgt.games.chomp import Chomp

    return Chomp.rectangle(6, 7).winning_moves()


def subtraction(cgt: Any, heap_size: int) -> Any:
    from cgt.games.subtraction import Subtraction

    return Subtraction({1, 2, 3}, heap_size).grundy


case("Chomp 6 × 7", "impartial", chomp)
case("Subtraction {1,2,3}, 10**6 tokens", "impartial", subtraction, given(10**6))
case("Subtraction {1,2,3}, 10**6 + 1 tokens", "impartial", subtraction, given(10**6 + 1))
for _cell in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (2, 5), (5, 2), (2, 6), (3, 4),
              (4, 3), (6, 2)]:
    case(f"Babylone {_cell[0]} × {_cell[1]}", "impartial", babylone, given(_cell))
command("cgt value 0 (start-up alone)", "impartial", "value 0")
command("cgt report nim 99999999999999999999 3", "impartial",
        "report nim 99999999999999999999 3")
command("cgt report nim 10000000 7", "impartial", "report nim 10000000 7")
command("cgt report subtraction 1,2,3 <30 digits>", "impartial",
        "report subtraction 1,2,3 123456789012345678901234567890")
command("cgt report subtraction 2,3,7 <30 digits>", "impartial",
        "report subtraction 2,3,7 123456789012345678901234567890")

# bench_konane ------------------------------------------------------------------


def checkerboard(rows: int, columns: int, empty: list[tuple[int, int]]) -> str:
    cells = [["xo"[(r + c) % 2] for c in range(columns)] for r in range(rows)]
    for r, c in empty:
        cells[r][c] = "."
    return "|".join("".join(row) for row in cells)


def sparse_boards() -> list[str]:
    """bench_konane's 20 random sparse 6x6 boards (imported in the child)."""
    import bench_konane

    return bench_konane.sparse_boards()


def konane(cgt: Any, boards: list[str]) -> Any:
    from cgt.games.konane import Konane

    return [Konane(board).value for board in boards]


for _board, _weight in [(checkerboard(3, 4, [(0, 0), (0, 1)]), 1.0),
                        (checkerboard(4, 4, [(1, 1), (1, 2)]), 1.0),
                        (checkerboard(3, 5, [(0, 4), (2, 2)]), 1.0),
                        (checkerboard(4, 5, [(0, 4), (3, 2)]), 0.6),
                        (checkerboard(4, 5, [(1, 1), (1, 2)]), 0.6),
                        (checkerboard(4, 6, [(1, 2), (1, 3)]), 0.2),
                        (checkerboard(5, 5, [(2, 2), (2, 3)]), 0.2)]:
    case(f"Konane {_board}", "konane", konane, given([_board]), weight=_weight)
case("Konane 20 random sparse 6×6", "konane", konane, lambda cgt: sparse_boards(),
     weight=0.6)

# bench_temperature -------------------------------------------------------------

RECTANGLES = [(r, c) for r in range(1, 6) for c in range(1, 6)] + [(4, 6), (6, 4)]


def table_values(cgt: Any) -> list[Any]:
    """The values of the table file (the first 27 lines: the rectangles' values)."""
    return [cgt.parse(line) for line in VALUES.read_text(encoding="utf-8").splitlines()[1:]]


def rectangle_values(cgt: Any) -> list[Any]:
    lines = VALUES.read_text(encoding="utf-8").splitlines()
    count = int(lines[0])
    return [cgt.parse(line) for line in lines[1:1 + count]]


def hot_sums(cgt: Any) -> list[Any]:
    lines = VALUES.read_text(encoding="utf-8").splitlines()
    regions = [cgt.parse(line) for line in lines[1 + int(lines[0]):]]
    hot = [g for g in regions if g.temperature > 0]
    rng = random.Random(20240706)
    triples = [(rng.randrange(len(hot)), rng.randrange(len(hot)), rng.randrange(len(hot)))
               for _ in range(200)]
    return [hot[a] + hot[b] + hot[c] for a, b, c in triples]


def thermographs(cgt: Any, games: list[Any]) -> Any:
    return len({str(th.mast) for th in (g.thermograph for g in games)})


case("thermographs of the 27 rectangle values", "temperature", thermographs, rectangle_values)
case("thermographs of the table values", "temperature", thermographs,
     lambda cgt: table_values(cgt)[27:], weight=0.6)
case("temperatures of 200 sums of three hot values", "temperature",
     lambda cgt, sums: str(sum(g.temperature for g in sums)), hot_sums)
case("*14 heated by 1", "temperature", lambda cgt, _: cgt.nimber(14).heat(1).birthday)
case("∫*8 cooled by 1", "temperature", lambda cgt, g: g.cool(1),
     lambda cgt: cgt.nimber(8).heat(1))
case("thermograph of ∫*8", "temperature", lambda cgt, g: str(g.thermograph.mast),
     lambda cgt: cgt.nimber(8).heat(1))


def write_values(cgt: Any) -> None:
    """The rectangles' values, then every distinct value of the Domineering table
    after them, as texts (each read back to the same game), to :data:`VALUES`."""
    from cgt.games.domineering import Domineering
    from cgt.values.game import wrap

    cold(cgt)
    rectangles = [Domineering(grid_text(r, c)).value for r, c in RECTANGLES]
    regions = sorted({wrap(form) for form in Domineering.table().values.values()},
                     key=lambda g: (g.birthday, str(g)))
    texts = [str(g) for g in rectangles + regions]
    for g, text in zip(rectangles + regions, texts):
        if cgt.parse(text) is not g:
            raise RuntimeError(f"{text} does not read back")
    VALUES.write_text("\n".join([str(len(rectangles)), *texts]) + "\n", encoding="utf-8")
    print(f"wrote {len(rectangles)} rectangle and {len(regions)} table values to {VALUES}")


# bench_alquerkonane --------------------------------------------------------------


def alquerkonane(cgt: Any, start: tuple[int, int, int]) -> Any:
    from cgt.games.alquerkonane import Alquerkonane

    Alquerkonane.table().max_entries = 10**8
    return Alquerkonane.start(*start).value


for _start, _weight in [((3, 3, 1), 1.0), ((4, 4, 1), 1.0), ((5, 5, 1), 1.0), ((3, 3, 2), 1.0),
                        ((4, 4, 2), 1.0), ((6, 6, 1), 0.6)]:
    case("Alquerkonane {}x{}, {} row(s)".format(*_start), "alquerkonane", alquerkonane,
         given(_start), weight=_weight)

# scaling (the quick rows) ----------------------------------------------------------

command("cgt table babylone --max-bricks 12", "scaling",
        "table babylone --max-bricks 12 --plain")
command("cgt report alquerkonane 4x5 --rows 1", "scaling",
        "report alquerkonane 4x5 --rows 1 --plain --max-positions 1000000000000")
command("cgt report alquerkonane 4x5 --rows 1, new store", "scaling",
        "report alquerkonane 4x5 --rows 1 --plain --max-positions 1000000000000 --store {store}")


# --------------------------------------------------------------------------- the parent side

_COMMAND = """\
import sys
sys.path.insert(0, {here!r})
import before_after
before_after.bootstrap(__import__("pathlib").Path({root!r}))
from cgt.cli.main import main
sys.argv = ["cgt", *{words!r}]
sys.exit(main())
"""


def sides(old: Path, new: Path) -> dict[str, tuple[Path, dict[str, str]]]:
    """Each side's checkout and environment. Bytecode is cached (outside the
    checkouts), so that no side compiles its sources again in every process."""
    base = {k: v for k, v in os.environ.items()
            if k not in ("CGT_PURE_PYTHON", "PYTHONDONTWRITEBYTECODE")}
    base.setdefault("PYTHONPYCACHEPREFIX", str(Path(os.environ.get("TMPDIR", "/tmp"))
                                               / "cgt-before-after-pycache"))
    return {"old": (old, base), "new": (new, base),
            "new-pure": (new, {**base, "CGT_PURE_PYTHON": "1"})}


def measure(case: Case, root: Path, env: dict[str, str], scratch: Path) -> dict[str, Any]:
    """One fresh process: its CPU seconds and answer."""
    code = (f"import sys; sys.path.insert(0, {str(HERE.parent)!r}); import before_after; "
            f"before_after.child({str(root)!r}, {case.name!r})")
    done = subprocess.run([sys.executable, "-c", code], cwd=scratch, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(f"{case.name} on {root} failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_command(case: Case, root: Path, env: dict[str, str], scratch: Path) -> dict[str, Any]:
    """A command line: the CPU seconds of its whole process (os.wait4's rusage)."""
    store = scratch / f"store-{time.monotonic_ns()}.sqlite"
    words = [w.replace("{store}", str(store)) for w in case.command]
    code = _COMMAND.format(here=str(HERE.parent), root=str(root), words=words)
    process = subprocess.Popen([sys.executable, "-c", code], cwd=scratch,
                               env={**env, "COLUMNS": "200"},
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert process.stdout is not None
    out = process.stdout.read().decode()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    store.unlink(missing_ok=True)
    if process.returncode:
        raise RuntimeError(f"{case.name} on {root} exited with {process.returncode}")
    value = next((line.strip() for line in out.splitlines() if line.startswith("Value:")),
                 digest(out))
    return {"cpu": usage.ru_utime + usage.ru_stime, "answer": digest(value)}


def instructions(case: Case, root: Path, env: dict[str, str], scratch: Path) -> int:
    """The instructions of ``case``'s work in a fresh process, as callgrind
    counts them: a process that does the work once, less one that stops
    just before it (a command line: its whole process, start-up included).
    Counts do not depend on what else the machine runs (a shared, loaded
    machine makes CPU seconds vary by 10 % and more), but callgrind runs
    some 50 times slower: for the cases of a few seconds or less."""
    if case.command:
        store = scratch / "store-counted.sqlite"
        words = [w.replace("{store}", str(store)) for w in case.command]
        code = _COMMAND.format(here=str(HERE.parent), root=str(root), words=words)
        runs: tuple[dict[str, str], ...] = ({},)
    else:
        code = (f"import sys; sys.path.insert(0, {str(HERE.parent)!r}); import before_after; "
                f"before_after.child({str(root)!r}, {case.name!r})")
        runs = ({_SETUP_ONLY: "1"}, {_ONCE: "1"})
    # A first run, not counted, writes the bytecode cache: compiling the
    # sources would count in whichever run came first.
    subprocess.run([sys.executable, "-c", code], cwd=scratch, env={**env, **runs[0]},
                   capture_output=True, check=False)
    counts = []
    for extra in runs:
        if case.command:
            store.unlink(missing_ok=True)
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch / 'callgrind.out'}",
             sys.executable, "-c", code], cwd=scratch,
            env={**env, **extra, "PYTHONHASHSEED": "0", "COLUMNS": "200"}, capture_output=True,
            text=True, check=False)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if done.returncode or found is None:
            raise RuntimeError(f"{case.name} on {root} failed: {done.stderr[-2000:]}")
        counts.append(int(found.group(1)))
    return counts[-1] - (counts[0] if len(counts) > 1 else 0)


def run_instructions(names: list[str], old: Path, new: Path, scratch: Path,
                     log: Callable[[str], None]) -> list[dict[str, Any]]:
    """``--instructions``: each case's work counted once a side, compiled cores only."""
    rows = []
    both = {side: found for side, found in sides(old, new).items() if side != "new-pure"}
    for name in names:
        case = CASES[name]
        counts = {side: instructions(case, root, env, scratch)
                  for side, (root, env) in both.items()}
        rows.append({"case": name, "bench": case.bench, "instructions": counts})
        change = counts["new"] / counts["old"] if counts["old"] > 0 else float("nan")
        log(f"{case.bench:<12} {name[:46]:<46} {counts['old']:>14,} {counts['new']:>14,} "
            f"{change:6.3f}" + (" SLOWER" if change > 1.05 else ""))
    return rows


def run(names: list[str], old: Path, new: Path, reps: int, scratch: Path,
        log: Callable[[str], None]) -> list[dict[str, Any]]:
    rows = []
    for name in names:
        case = CASES[name]
        count = max(1, round(reps * case.weight))
        samples: dict[str, list[float]] = {side: [] for side in sides(old, new)}
        again: dict[str, list[float]] = {side: [] for side in samples}
        answers: dict[str, set[str]] = {side: set() for side in samples}
        for _ in range(count):
            for side, (root, env) in sides(old, new).items():
                found = (measure_command if case.command else measure)(case, root, env, scratch)
                samples[side].append(found["cpu"])
                if found.get("again") is not None:
                    again[side].append(found["again"])
                answers[side].add(found["answer"])
        row = {"case": name, "bench": case.bench, "reps": count,
               "median": {side: statistics.median(t) for side, t in samples.items()},
               "again": {side: statistics.median(t) for side, t in again.items() if t}
               if all(again.values()) else None,
               "samples": samples, "again_samples": again,
               "agree": len(set().union(*answers.values())) == 1,
               "answers": {side: sorted(a) for side, a in answers.items()},
               "load": os.getloadavg()[0]}
        rows.append(row)
        log(line(row))
    return rows


def ratio(row: dict[str, Any], side: str, key: str = "median") -> float:
    figures = row[key]
    if not figures:
        return float("nan")
    return figures[side] / figures["old"] if figures["old"] else float("nan")


def line(row: dict[str, Any]) -> str:
    m = row["median"]
    slower = [f"{side}{'' if key == 'median' else '/again'}"
              for key in ("median", "again") for side in ("new", "new-pure")
              if ratio(row, side, key) > 1.05]
    again = (f" again {ratio(row, 'new', 'again'):5.2f} {ratio(row, 'new-pure', 'again'):5.2f}"
             if row["again"] else " " * 18)
    return (f"{row['bench']:<12} {row['case'][:46]:<46} {m['old']:9.4f} {m['new']:9.4f} "
            f"{ratio(row, 'new'):6.2f} {m['new-pure']:9.4f} {ratio(row, 'new-pure'):6.2f}"
            f"{again} n={row['reps']} load={row['load']:.1f}"
            + ("" if row["agree"] else " ANSWERS DIFFER")
            + (" SLOWER(" + ",".join(slower) + ")" if slower else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, required=True, help="the checkout before")
    parser.add_argument("--new", type=Path, required=True, help="the checkout after")
    parser.add_argument("--reps", type=int, default=5, help="repetitions a side (5)")
    parser.add_argument("--only", nargs="*", default=[],
                        help="benches (core, heap, ...) or case-name fragments to run")
    parser.add_argument("--list", action="store_true", help="list the cases and stop")
    parser.add_argument("--write-values", action="store_true",
                        help=f"write the temperature cases' games to {VALUES} (run on --old)")
    parser.add_argument("--json", type=Path, help="write every row and sample here")
    parser.add_argument("--instructions", action="store_true",
                        help="count each case's instructions with callgrind (old and new, "
                             "compiled) instead of timing it: steady on a loaded machine")
    args = parser.parse_args(argv)
    names = [n for n, c in CASES.items()
             if not args.only or any(o == c.bench or o in n for o in args.only)]
    if args.list:
        print("\n".join(f"{CASES[n].bench:<12} {n}" for n in names))
        return 0
    if args.write_values:
        write_values(bootstrap(args.old.resolve()))
        return 0
    scratch = Path(os.environ.get("TMPDIR", "/tmp")) / f"cgt-before-after-{os.getpid()}"
    scratch.mkdir(parents=True, exist_ok=True)
    if args.instructions:
        print(f"{'bench':<12} {'case':<46} {'old instr.':>14} {'new instr.':>14} {'ratio':>6}",
              flush=True)
        rows = run_instructions(names, args.old.resolve(), args.new.resolve(), scratch,
                                lambda text: print(text, flush=True))
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n")
        return 0
    print(f"{'bench':<12} {'case':<46} {'old s':>9} {'new s':>9} {'ratio':>6} "
          f"{'pure s':>9} {'ratio':>6}", flush=True)
    rows = run(names, args.old.resolve(), args.new.resolve(), args.reps, scratch,
               lambda text: print(text, flush=True))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

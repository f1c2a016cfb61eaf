"""The layers of ``cgt`` (docs/architecture.md), checked on the source.

Every ``import`` statement of the package is read with :mod:`ast` (those
inside functions and under ``TYPE_CHECKING`` too, since they are
dependencies all the same), and:

- a module imports only from its own layer or the layers below;
- two layers of the same rank (``theory`` and ``impartial``, ``display``
  and ``scale``) do not import each other;
- no module imports, directly or through others, itself (no circle), and
  no subpackage depends on itself through another;
- the rulesets of ``cgt.games`` import ``cgt`` (the public names), the
  board engines of ``cgt.boards`` and each other, nothing deeper;
- no two modules share a file name unless they are one idea seen from two
  layers (:data:`SHARED_NAMES`);
- above :mod:`cgt.core`, nothing reads the core's private fields (a Form is
  read through its documented attributes and the core's functions: issue 31)
  nor assigns the attributes that are read-only outside the core.

The checker is tested on a deliberate upward import too, so it can fail.
"""

from __future__ import annotations

import ast
import shutil
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: The rank of each layer: a module may import from layers of lower rank,
#: and from its own layer. The package ``cgt`` itself (its ``__init__``,
#: the public names) sits above the engine and below the rulesets.
LAYERS = {
    "cgt.errors": 0,
    "cgt.native": 0,
    "cgt.core": 1,
    "cgt.theory": 2,
    "cgt.impartial": 2,
    "cgt.loopy": 2,
    "cgt.notation": 3,
    "cgt.transfinite": 3,
    "cgt.values": 4,
    "cgt.positions": 5,
    "cgt.boards": 6,
    "cgt.display": 7,
    "cgt.scale": 7,
    "cgt": 8,
    "cgt.games": 9,
    "cgt.cli": 10,
    "cgt.__main__": 11,
}

#: What the rulesets of ``cgt.games`` may import besides each other: the
#: public names of ``cgt``, and the board engines of ``cgt.boards``, which
#: are compiled with the core and so live in ``cgt/`` (their modules are
#: the engines' interface: a ruleset hands them its rules and makes its
#: positions of the boards and keys they return).
RULESETS_MAY_IMPORT = ("cgt", "cgt.boards")

#: File names that two modules share, each pair one idea seen from two layers
#: (the notation of loopy values and loopy positions; canonical stoppers and
#: the public Stopper; a solve's progress and the command's display of it;
#: the forms born by day n and the public games made of them; Ctrl-C held
#: in a solver's loop and the command's exit on it). Any other shared name
#: would be two meanings under one name (issue 31).
SHARED_NAMES = {"born.py", "interrupts.py", "loopy.py", "progress.py", "stopper.py"}


def modules(root: Path) -> dict[str, Path]:
    """Every module of the distribution by its import name: ``cgt/`` as
    ``cgt``, the folder ``games/`` as ``cgt.games`` (as it is installed)."""
    found = {}
    for folder, package in ((root / "cgt", "cgt"), (root / "games", "cgt.games")):
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            name = ".".join((package, *parts))
            found[name.removesuffix(".__init__")] = path
    return found


def layer_of(module: str) -> str:
    """The layer a module belongs to: the longest name of LAYERS it starts with."""
    candidates = [name for name in LAYERS if module == name or module.startswith(name + ".")]
    return max(candidates, key=len)


def imports(path: Path, module: str, known: dict[str, Path]) -> list[tuple[int, str]]:
    """``(line, imported module)`` for every import of a module of the package."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            # "from cgt.core import memo" imports the module cgt.core.memo
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                       for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != module:
                found.append((node.lineno, target))
    return found


def graph(root: Path) -> tuple[dict[str, Path], dict[str, list[tuple[int, str]]]]:
    known = modules(root)
    return known, {name: imports(path, name, known) for name, path in known.items()}


def layering_violations(root: Path) -> list[str]:
    """Imports that go up a layer, sideways between layers of one rank, or
    from a ruleset into the engine."""
    known, edges = graph(root)
    found = []
    for module, targets in edges.items():
        here = layer_of(module)
        for line, target in targets:
            there = layer_of(target)
            where = f"{known[module].relative_to(root)}:{line}: {module} imports {target}"
            if (here == "cgt.games" and target != "cgt"
                    and layer_of(target) not in ("cgt.games", *RULESETS_MAY_IMPORT)):
                found.append(f"{where} (rulesets use the public names of cgt and its "
                             "board engines only)")
            elif LAYERS[there] > LAYERS[here]:
                found.append(f"{where} (layer {there} is above {here})")
            elif LAYERS[there] == LAYERS[here] and there != here:
                found.append(f"{where} ({there} and {here} are side by side)")
    return found


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one member (Tarjan,
    with an explicit stack)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def module_circles(root: Path) -> list[list[str]]:
    _, edges = graph(root)
    return circles({m: {t for _, t in targets} for m, targets in edges.items()})


def layer_circles(root: Path) -> list[list[str]]:
    _, edges = graph(root)
    between: dict[str, set[str]] = defaultdict(set)
    for module, targets in edges.items():
        for _, target in targets:
            if layer_of(module) != layer_of(target):
                between[layer_of(module)].add(layer_of(target))
    return circles(dict(between))


#: The classes by which a ruleset tells a board engine its rules: each
#: ruleset makes its own, in its module of ``games/``.
RULES_CLASSES = {"StoneRules", "ColouringRules"}


def engine_faults(root: Path) -> list[str]:
    """What would tie a board engine to a ruleset: a module of ``cgt.boards``
    that makes an object with ``object.__new__`` or writes a private field
    of an object other than its own ``self`` (a ruleset's position: the
    engine hands back boards and keys, and the ruleset makes its
    positions), and a module of ``cgt/`` that makes a rules object (the
    rules of one ruleset, which belong to the ruleset's module)."""
    found = []
    for name, path in modules(root).items():
        if layer_of(name) == "cgt.games":
            continue
        where = path.relative_to(root)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                called = node.func
                if isinstance(called, ast.Name) and called.id in RULES_CLASSES:
                    found.append(f"{where}:{node.lineno}: makes a {called.id} (a ruleset's rules)")
                if (layer_of(name) == "cgt.boards" and isinstance(called, ast.Attribute)
                        and called.attr == "__new__"):
                    found.append(f"{where}:{node.lineno}: makes an object with __new__")
            elif isinstance(node, ast.Assign | ast.AugAssign) and layer_of(name) == "cgt.boards":
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if (isinstance(target, ast.Attribute) and target.attr.startswith("_")
                            and not (isinstance(target.value, ast.Name)
                                     and target.value.id == "self")):
                        found.append(f"{where}:{node.lineno}: writes the field {target.attr}")
    return found


def test_no_board_engine_makes_a_rulesets_positions_or_holds_its_rules():
    assert engine_faults(ROOT) == []


def test_every_import_goes_down_the_layers():
    assert layering_violations(ROOT) == []


def test_no_module_imports_itself_through_others():
    assert module_circles(ROOT) == []


def test_no_layer_depends_on_itself_through_another():
    assert layer_circles(ROOT) == []


def test_every_module_belongs_to_a_named_layer():
    known = modules(ROOT)
    assert {layer_of(m) for m in known} == set(LAYERS)
    subpackages = {p.name for p in (ROOT / "cgt").iterdir() if (p / "__init__.py").exists()}
    assert {f"cgt.{s}" for s in subpackages} <= set(LAYERS)


def names_shared(root: Path) -> dict[str, list[str]]:
    """File names that two modules or more share, other than those of
    :data:`SHARED_NAMES` (and ``__init__.py``): each with its modules."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for name, path in modules(root).items():
        if path.name != "__init__.py" and path.name not in SHARED_NAMES:
            by_name[path.name].append(name)
    return {file: sorted(names) for file, names in by_name.items() if len(names) > 1}


def test_no_two_modules_share_a_name_with_two_meanings():
    assert names_shared(ROOT) == {}


def test_every_layer_says_what_it_may_import():
    for name in LAYERS:
        if name in ("cgt.errors", "cgt.native", "cgt.__main__", "cgt"):  # modules, not packages
            continue
        folder = ROOT / ("games" if name == "cgt.games" else name.replace(".", "/"))
        doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
        assert doc and ("May import" in doc or "may import" in doc), name


def test_import_cgt_imports_no_layer_and_every_public_name_resolves():
    """``import cgt`` loads the package alone; each name of ``__all__`` (the
    stub ``cgt/__init__.pyi``) then comes from its layer."""
    import subprocess
    import sys

    script = (
        "import sys, cgt\n"
        "print(sorted(m for m in sys.modules if m.startswith('cgt')))\n"
        "missing = [n for n in cgt.__all__ if getattr(cgt, n, None) is None]\n"
        "print(missing, len(cgt.__all__))\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    loaded, resolved = run.stdout.splitlines()
    assert loaded == "['cgt', 'cgt.native']"  # cgt.native: compiled or pure core
    assert resolved.startswith("[] ") and int(resolved.split()[-1]) > 60
    for name in ("parse", "game", "Game", "Position", "ImpartialPosition", "clear_caches",
                 "Outcome", "Player", "grid", "memo"):
        assert name in __import__("cgt").__all__


# -- the narrow interface of the core (issue 31) ------------------------------------------

#: The private fields of :class:`cgt.core.form.Form`, today's (``_left``,
#: ``_right``, ``_neg``, ``_hash``, ``_family``) and the old names of the
#: attributes it now documents (``_x`` is ``number_part``, ``_game`` is
#: ``public``, ...): nothing outside :mod:`cgt.core` reads them.
CORE_PRIVATE_FIELDS = frozenset({
    "_id", "_left", "_right", "_x", "_uptimal", "_family", "_ups", "_nim", "_birthday",
    "_depth", "_lstop", "_rstop", "_lkey", "_rkey", "_neg", "_hash", "_game",
})

#: The attributes of a Form that are read-only outside :mod:`cgt.core`.
CORE_READ_ONLY = frozenset({
    "id", "number_part", "up_part", "nim_part", "longer_uptimal", "birthday", "depth",
    "left_stop", "right_stop", "left_key", "right_key", "public",
})

#: The folders whose reads are counted: every layer above the core, and the rulesets.
NARROW_FOLDERS = ("cgt/notation", "cgt/theory", "cgt/values", "cgt/loopy", "cgt/display",
                  "cgt/impartial", "cgt/positions", "cgt/boards", "cgt/scale", "cgt/cli",
                  "games")

#: How many reads of the core's private fields the counted folders may hold.
MAX_PRIVATE_READS = 0


def _own_fields(tree: ast.Module) -> set[str]:
    """The attributes that the classes of a module declare (annotated in the
    class body, or in ``__slots__``): the module's own, whatever their names."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for item in node.body:
            if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                own.add(item.target.id)
            elif (isinstance(item, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "__slots__" for t in item.targets)
                    and isinstance(item.value, ast.Tuple | ast.List)):
                own.update(e.value for e in item.value.elts
                           if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return own


def core_private_reads(root: Path, folders: tuple[str, ...] = NARROW_FOLDERS) -> list[str]:
    """Every ``x._field`` with ``_field`` a private field of the core's Form,
    in the modules of ``folders`` (``path:line: text``). ``self._x`` is left
    out (no class outside the core is a Form: a class's own fields are its
    own), and so are the fields a module's own classes declare."""
    found = []
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            own = _own_fields(tree)
            for node in ast.walk(tree):
                if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load)
                        and node.attr in CORE_PRIVATE_FIELDS and node.attr not in own
                        and not (isinstance(node.value, ast.Name) and node.value.id == "self")):
                    found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def core_read_only_writes(root: Path) -> list[str]:
    """Every assignment, outside :mod:`cgt.core`, to an attribute that a Form
    keeps read-only above the core, except in a module whose own classes
    declare that attribute (the loopy forms have an ``id`` and a ``public``)."""
    found = []
    for path in sorted(modules(root).values()):
        if path.is_relative_to(root / "cgt" / "core"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = _own_fields(tree)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store | ast.Del)
                    and node.attr in CORE_READ_ONLY and node.attr not in own):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_higher_layers_read_the_core_through_its_interface():
    found = core_private_reads(ROOT)
    assert len(found) <= MAX_PRIVATE_READS, "\n".join(found)


def test_higher_layers_never_assign_what_the_core_keeps_read_only():
    assert core_read_only_writes(ROOT) == []


# -- the checker itself fails where it should ----------------------------------------------


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    for folder in ("cgt", "games"):
        shutil.copytree(ROOT / folder, tmp_path / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def _append(path: Path, line: str) -> int:
    """Add ``line`` at the end of the file; the number of the line it is on."""
    text = path.read_text(encoding="utf-8").rstrip("\n") + "\n\n"
    path.write_text(text + line + "\n", encoding="utf-8")
    return text.count("\n") + 1


def test_an_upward_import_is_caught(copy):
    line = _append(copy / "cgt/core/order.py", "from cgt.theory.thermograph import thermograph")
    assert layering_violations(copy) == [
        (
            f"cgt/core/order.py:{line}: cgt.core.order imports cgt.theory.thermograph "
            "(layer cgt.theory is above cgt.core)"
        )
    ]


def test_an_import_inside_a_function_counts(copy):
    _append(copy / "cgt/notation/printer.py",
            "def late():\n    from cgt.values.game import Game\n    return Game")
    found = layering_violations(copy)
    assert len(found) == 1
    assert "cgt.values.game (layer cgt.values is above cgt.notation)" in found[0]


def test_a_sideways_import_and_a_ruleset_reaching_in_are_caught(copy):
    _append(copy / "cgt/impartial/nimbers.py", "import cgt.theory.cooling")
    _append(copy / "games/nim.py", "from cgt.core.form import zero")
    found = layering_violations(copy)
    assert len(found) == 2
    assert "side by side" in found[0] + found[1]
    assert "public names of cgt and its board engines only" in found[0] + found[1]


def test_a_shared_name_is_caught(copy):
    (copy / "cgt/cli/nimbers.py").write_text('"""The nimbers a command prints."""\n')
    assert names_shared(copy) == {"nimbers.py": ["cgt.cli.nimbers", "cgt.impartial.nimbers"]}


def test_a_circle_is_caught(copy):
    _append(copy / "cgt/core/dyadic.py", "from cgt.core import arithmetic")
    found = module_circles(copy)
    assert len(found) == 1 and {"cgt.core.dyadic", "cgt.core.arithmetic"} <= set(found[0])


def test_an_engine_that_fills_a_position_or_holds_rules_is_caught(copy):
    _append(copy / "cgt/boards/dominoes.py",
            "def made(cls, free):\n    p = object.__new__(cls)\n    p._free = free\n    return p")
    _append(copy / "cgt/boards/stone_solver.py", 'KONANE = StoneRules("Konane", jumping=True)')
    found = engine_faults(copy)
    assert len(found) == 3
    text = "\n".join(found)
    assert "with __new__" in text and "the field _free" in text and "makes a StoneRules" in text


def test_a_read_of_a_private_field_and_a_write_of_a_read_only_one_are_caught(copy):
    line = _append(copy / "cgt/theory/cooling.py",
                   "def peek(g):\n    g.number_part = None\n    return g._x, self._x")
    assert core_private_reads(copy) == [f"cgt/theory/cooling.py:{line + 2}: g._x"]
    assert core_read_only_writes(copy) == [f"cgt/theory/cooling.py:{line + 1}: g.number_part"]

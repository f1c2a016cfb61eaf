"""``cgt.compiled`` says which core runs, and ``CGT_PURE_PYTHON=1`` forces the
pure Python modules (cgt/native.py)."""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import inspect
import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import cgt
from cgt import native
from tests import build_modules

#: Prints whether the core is compiled and the file each compiled module came from.
REPORT = (
    "import cgt, importlib, json; "
    "print(json.dumps([cgt.compiled, str(cgt.parse('{2|-1/2}') + cgt.parse('^*')), "
    "[importlib.import_module(m).__file__ for m in cgt.native.COMPILED]]))"
)


def run_report(**environment: str) -> tuple[bool, str, list[str]]:
    env = {**os.environ, **environment}
    run = subprocess.run([sys.executable, "-c", REPORT], capture_output=True, text=True,
                         env=env, check=True)
    compiled, value, files = json.loads(run.stdout)
    return compiled, value, files


def is_extension(path: str) -> bool:
    return path.endswith(tuple(EXTENSION_SUFFIXES))


def test_compiled_says_where_the_core_modules_come_from():
    files = [importlib.import_module(m).__file__ or "" for m in native.COMPILED]
    assert isinstance(cgt.compiled, bool)
    assert [is_extension(f) for f in files] == [cgt.compiled] * len(files)
    assert native.core.startswith("compiled" if cgt.compiled else "pure Python")


def test_pure_python_is_forced_by_the_environment():
    compiled, value, files = run_report(CGT_PURE_PYTHON="1")
    assert compiled is False
    assert all(f.endswith(".py") for f in files), files
    assert value == "{2^*|-1/2^*}"


def test_both_cores_give_the_same_values(monkeypatch):
    # The core a process gets without the variable (this one's may be forced pure).
    monkeypatch.delenv("CGT_PURE_PYTHON", raising=False)
    available = native._why_pure() is None
    assert run_report(CGT_PURE_PYTHON="0")[:2] == (available, "{2^*|-1/2^*}")


#: The tests of the compiled modules themselves: the core's and the values'
#: tests, the parser's, thermographs, the rulesets on compiled bitboards (Domineering,
#: Konane, Clobber) and every docstring example (of the compiled modules too:
#: they run on the source, tests/test_doctests.py). About a minute of CPU.
CORE_TESTS = (
    "tests/core", "tests/values", "tests/notation", "tests/test_doctests.py",
    "tests/theory/test_temperature.py", "tests/theory/test_cooling.py",
    "tests/games/test_domineering.py", "tests/games/test_konane.py",
    "tests/games/test_clobber.py", "tests/boards/test_stones.py", "tests/positions/test_keys.py",
    "tests/boards/test_colouring.py",
)


@pytest.mark.slow
@pytest.mark.skipif(not cgt.compiled,
                    reason="the core is pure Python here: the whole suite ran on it already")
@pytest.mark.parametrize("tests", CORE_TESTS)
def test_the_core_tests_pass_on_the_pure_modules_too(tests):
    """The suite runs on the compiled core when the install built it; the
    tests of the compiled modules run once more on the pure modules, in a
    process of their own, so that both cores are checked in every run (a
    machine without a C compiler runs everything on the pure ones). One
    process a folder or file, so that pytest-xdist spreads them over the cores."""
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", tests],
        capture_output=True, text=True, cwd=root, env={**os.environ, "CGT_PURE_PYTHON": "1"})
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, summary
    assert " passed" in summary and "failed" not in summary, summary


@pytest.mark.skipif(not cgt.compiled, reason="no compiled core here to find stale or not")
@pytest.mark.parametrize(("folder", "compiled"), [("site-packages", True), ("checkout", False)])
def test_only_a_checkout_is_checked_for_sources_changed_since_the_build(tmp_path, folder, compiled):
    """An installer writes a wheel's sources and extensions in any order:
    an installed copy is not compared with its build. A checkout whose
    sources were only touched (a checkout of the same text) still runs the
    compiled core; one whose source was edited after the build runs the
    pure modules, and says why."""
    import shutil
    import time

    copy = tmp_path / folder / "cgt"
    shutil.copytree(Path(cgt.__file__).parent, copy,
                    ignore=shutil.ignore_patterns("__pycache__", "games"))
    later = time.time() + 60
    for module in native.COMPILED:
        source = copy.joinpath(*module.split(".")[1:]).with_suffix(".py")
        os.utime(source, (later, later))

    def core() -> list[str]:
        script = "import cgt; print(cgt.compiled, cgt.__file__, cgt.native.core)"
        run = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True, text=True, check=True, cwd=tmp_path,
            env={**os.environ, "PYTHONPATH": str(copy.parent), "CGT_PURE_PYTHON": ""})
        assert run.stdout.split()[1] == str(copy / "__init__.py"), run.stdout
        return run.stdout.split(maxsplit=2)

    assert core()[0] == "True"  # touched, not changed
    edited = copy / "core" / "order.py"
    edited.write_text(edited.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    os.utime(edited, (later - 3600, later - 3600))  # older than the build: only the text differs
    found = core()
    assert found[0] == str(compiled), found
    assert ("order.py is not the text the compiled core was built from" in found[2]) \
        is not compiled


# The table of the sources a build compiled (build_support/sources.py writes
# it, cgt.native reads it), on a package of empty stand-ins: the stale-build
# trap is a source edited while the build runs, which leaves an extension
# newer than its source but built from the earlier text.


sources = build_modules.load("sources")


def test_the_sources_table_examples():
    assert doctest.testmod(sources).failed == 0


def stand_in(root: Path) -> Path:
    """A checkout's package ``cgt`` with a source and an extension for each
    compiled module, and the library; nothing built yet."""
    package = root / "cgt"
    for module in native.COMPILED:
        source = native._source(module, package)
        source.parent.mkdir(parents=True, exist_ok=True)
        source.write_text(f"# {module}\n", encoding="utf-8")
        source.with_name(source.stem + EXTENSION_SUFFIXES[0]).write_bytes(b"")
    return package


def build(package: Path, before: list, after: list | None = None) -> Path:
    """The build's end: the library written, then the table beside it, from the
    snapshots taken before and after mypyc read the sources."""
    library = package / ("_native__mypyc" + EXTENSION_SUFFIXES[0])
    library.write_bytes(b"library")
    return sources.write_table(library, sources.merged(before, after or before))


def snapshot(package: Path) -> list:
    return sources.snapshot(package.parent, native.COMPILED)


@pytest.fixture
def checkout(tmp_path, monkeypatch):
    monkeypatch.delenv("CGT_PURE_PYTHON", raising=False)
    return stand_in(tmp_path)


def test_a_fresh_build_runs_compiled(checkout):
    build(checkout, snapshot(checkout))
    assert native._why_pure(checkout) is None


def test_a_source_touched_but_not_changed_keeps_the_compiled_core(checkout):
    build(checkout, snapshot(checkout))
    source = native._source("cgt.core.form", checkout)
    source.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    os.utime(source, ns=(source.stat().st_mtime_ns + 10**9,) * 2)
    assert native._why_pure(checkout) is None


def test_a_source_edited_after_mypyc_read_it_runs_the_pure_modules(checkout):
    """The trap: mypyc read the old text, the source was edited while the C
    compiled, the library was written after: it is newer than the source."""
    read = snapshot(checkout)
    source = native._source("cgt.core.order", checkout)
    source.write_text("# edited while the build ran\n", encoding="utf-8")
    table = build(checkout, read)
    os.utime(source, ns=(table.stat().st_mtime_ns - 10**9,) * 2)
    assert native._why_pure(checkout) == (
        "order.py is not the text the compiled core was built from: "
        "pip install -e . builds it again")


def test_a_source_edited_while_mypyc_read_it_runs_the_pure_modules(checkout):
    """Which text mypyc compiled is not known: the module runs pure until the
    next build, even once its time and size are those recorded."""
    before = snapshot(checkout)
    source = native._source("cgt.notation.parser", checkout)
    old = source.stat()
    source.write_text("# changed\n", encoding="utf-8")
    build(checkout, before, snapshot(checkout))
    os.utime(source, ns=(old.st_atime_ns, old.st_mtime_ns))
    assert native._why_pure(checkout) == (
        "parser.py is not the text the compiled core was built from: "
        "pip install -e . builds it again")


@pytest.mark.parametrize("damage", ["none", "another build", "unreadable"])
def test_a_build_without_its_table_runs_the_pure_modules(checkout, damage):
    table = build(checkout, snapshot(checkout))
    if damage == "none":
        table.unlink()
    elif damage == "another build":  # the library built again, by a setup.py without tables
        library = table.with_name("_native__mypyc" + EXTENSION_SUFFIXES[0])
        library.write_bytes(b"another library")
    else:
        table.write_text("library ten 20\n", encoding="utf-8")
    assert native._why_pure(checkout) == (
        "the compiled core has no record of the sources it was built from: "
        "pip install -e . builds it again")


def test_an_installed_copy_is_not_compared(tmp_path, monkeypatch):
    monkeypatch.delenv("CGT_PURE_PYTHON", raising=False)
    package = stand_in(tmp_path / "site-packages")
    build(package, snapshot(package))
    package.joinpath("core", "form.py").write_text("# another text\n", encoding="utf-8")
    assert native._why_pure(package) is None


# The docstrings of the compiled core (build_support/docstrings.py puts them
# into mypyc's C): help() shows the same text on both cores.

def source_of(module: str) -> ast.Module:
    """The parsed source of ``module`` of ``cgt``, found from the package's
    folder: the ``.py`` file is beside a compiled module's extension too
    (whose ``__file__`` mypyc gets wrong when compiled code imported it first)."""
    path = Path(cgt.__file__).parent.joinpath(*module.split(".")[1:])
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return ast.parse(path.read_text(encoding="utf-8"))


def _public(node: ast.stmt) -> bool:
    return (isinstance(node, ast.FunctionDef | ast.ClassDef) and not node.name.startswith("_")
            and not any(isinstance(d, ast.Name) and d.id == "overload"
                        for d in node.decorator_list))


def _runtime(owner: object, node: ast.FunctionDef | ast.ClassDef) -> object:
    """What ``owner`` (a module or class) holds for ``node``: the function,
    class or property itself, not what a descriptor gives."""
    found = inspect.getattr_static(owner, node.name)
    return found.__func__ if isinstance(found, classmethod | staticmethod) else found


def documented(module: str) -> list[tuple[str, object, ast.AST]]:
    """The module, its public functions and classes, and their public
    methods and properties: ``(name, object, definition)``."""
    value = importlib.import_module(module)
    found: list[tuple[str, object, ast.AST]] = [(module, value, source_of(module))]
    for node in filter(_public, source_of(module).body):
        assert isinstance(node, ast.FunctionDef | ast.ClassDef)
        cls = _runtime(value, node)
        found.append((f"{module}.{node.name}", cls, node))
        if isinstance(node, ast.ClassDef):
            found += [(f"{module}.{node.name}.{member.name}", _runtime(cls, member), member)
                      for member in filter(_public, node.body)]
    return found


def docstring_mismatches(items: list[tuple[str, object, ast.AST]]) -> list[str]:
    """Those whose ``inspect.getdoc`` is not their source's docstring."""
    wrong = []
    for name, value, node in items:
        assert isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
        source = ast.get_docstring(node)
        shown = inspect.getdoc(value) if source is not None else (value.__doc__ or None)
        if shown != source:
            wrong.append(f"{name}: {shown!r:.60} instead of {source!r:.60}")
    return wrong


@pytest.mark.skipif(not cgt.compiled,
                    reason="the core is pure Python here: Python keeps every docstring itself")
def test_the_compiled_modules_keep_their_docstrings():
    items = [item for module in native.COMPILED for item in documented(module)]
    assert len(items) > 200
    assert docstring_mismatches(items) == []


def public_names() -> list[tuple[str, object, ast.AST]]:
    """The functions, classes and modules among the names of ``cgt``
    (``cgt/__init__.pyi``), each with its definition in the source."""
    found: list[tuple[str, object, ast.AST]] = []
    for name in cgt.__all__:
        value = getattr(cgt, name)
        if inspect.ismodule(value):
            found.append((name, value, source_of(value.__name__)))
        elif inspect.isclass(value) or inspect.isroutine(value):
            tree = source_of(value.__module__)
            node = next(n for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)
                        and n.name == value.__qualname__)
            found.append((name, value, node))
    return found


@pytest.mark.skipif(not cgt.compiled,
                    reason="the core is pure Python here: Python keeps every docstring itself")
def test_help_shows_the_docstrings_of_the_public_names():
    import pydoc

    items = public_names()
    assert len(items) > 60
    assert docstring_mismatches(items) == []
    first_line = (cgt.parse.__doc__ or "").splitlines()[0]
    assert first_line.startswith("The canonical game written in ``text``")
    assert first_line in pydoc.render_doc(cgt.parse, renderer=pydoc.plaintext)
    assert "A short partizan game" in pydoc.render_doc(cgt.Game, renderer=pydoc.plaintext)


@pytest.mark.skipif(not cgt.compiled, reason="the core is pure Python here: no text signatures")
def test_the_docstrings_leave_the_signatures_readable():
    """The docstring follows the text signature mypyc writes, which
    :func:`inspect.signature` still reads: the parameters of the source."""
    checked = 0
    for module in native.COMPILED:
        value = importlib.import_module(module)
        for node in filter(_public, source_of(module).body):
            if isinstance(node, ast.FunctionDef) and inspect.isbuiltin(getattr(value, node.name)):
                parameters = inspect.signature(getattr(value, node.name)).parameters
                assert list(parameters) == parameter_names(node.args), node.name
                checked += 1
    assert checked > 50
    assert str(inspect.signature(cgt.parse)) == "(text)"
    assert list(inspect.signature(native_form()).parameters) == ["key", "left", "right"]


def parameter_names(arguments: ast.arguments) -> list[str]:
    """The names of ``arguments`` in the order of a signature."""
    starred = [[a] if a else [] for a in (arguments.vararg, arguments.kwarg)]
    return [a.arg for a in (arguments.posonlyargs + arguments.args + starred[0]
                            + arguments.kwonlyargs + starred[1])]


def native_form() -> type:
    from cgt.core.form import Form

    return Form


#: Prints the doctests found in every module that is not compiled (those
#: tests/test_doctests.py runs in its own process), by module.
FOUND_DOCTESTS = (
    "import doctest, importlib, json, pkgutil, cgt, cgt.games\n"
    "names = [i.name for p, prefix in ((cgt, 'cgt.'), (cgt.games, 'cgt.games.'))\n"
    "         for i in pkgutil.walk_packages(p.__path__, prefix)\n"
    "         if not i.name.endswith('__mypyc') and i.name not in cgt.native.COMPILED]\n"
    "finder = doctest.DocTestFinder()\n"
    "print(json.dumps({n: sorted([t.name, len(t.examples)] for t in\n"
    "                            finder.find(importlib.import_module(n)) if t.examples)\n"
    "                  for n in ['cgt', 'cgt.games', *names]}))\n"
)


@pytest.mark.skipif(not cgt.compiled, reason="the core is pure Python here: one set of doctests")
def test_compiled_docstrings_add_no_doctests_to_other_modules():
    """The docstrings of compiled objects are not doctests of the modules
    that import those objects: every other module has the same doctests on
    both cores (the compiled modules' own run on their source,
    tests/test_doctests.py)."""
    found = {}
    for pure in ("1", "0"):
        run = subprocess.run([sys.executable, "-c", FOUND_DOCTESTS], capture_output=True,
                             text=True, check=True, env={**os.environ, "CGT_PURE_PYTHON": pure})
        found[pure] = json.loads(run.stdout)
    assert sum(len(tests) for tests in found["0"].values()) > 250
    assert found["0"] == found["1"]

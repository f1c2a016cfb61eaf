"""Build the optional compiled core; everything else is in pyproject.toml.

``pip install -e .`` compiles the modules listed in ``cgt/native.py``
(``COMPILED``) with mypyc, from the same Python source, where a C compiler
is present. Where the build fails (no compiler, no mypyc, a mypyc error),
the install goes on without it and says so in one line: the pure Python
modules are then used, as they are with ``CGT_PURE_PYTHON=1``.
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:  # (a PEP 517 backend need not put it there)
    sys.path.insert(0, str(ROOT))

from build_support.launcher import launcher_scripts  # noqa: E402 (found by the line above)


def compiled_modules() -> tuple[str, ...]:
    """``COMPILED`` of ``cgt/native.py``, read without importing ``cgt``."""
    tree = ast.parse((ROOT / "cgt" / "native.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in targets):
                assert node.value is not None
                return tuple(ast.literal_eval(node.value))
    raise RuntimeError("cgt/native.py has no COMPILED")


def packages() -> list[str]:
    """Every package of the distribution, found on disk: the folders of
    ``cgt/`` with an ``__init__.py``, and those of ``games/`` installed under
    ``cgt.games`` (pyproject.toml maps the folder ``games`` to that name).

    >>> {"cgt", "cgt.core", "cgt.games"} <= set(packages())
    True
    """
    found = find_packages(str(ROOT), include=["cgt", "cgt.*"])
    found += ["cgt.games"] + [f"cgt.games.{name}" for name in find_packages(str(ROOT / "games"))]
    return sorted(found)


def notice(reason: object) -> None:
    print(f"cgt: compiled core not built ({reason}); the pure Python modules are used",
          file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Generate the C of the compiled core with mypyc when the build runs (not
    when setup.py is loaded: pip loads it several times), then compile it;
    any failure leaves the pure modules in charge."""

    def finalize_options(self) -> None:
        self.distribution.ext_modules = mypyc_extensions()
        super().finalize_options()

    def run(self) -> None:
        try:
            super().run()
            self._record_sources()
        except (Exception, SystemExit) as error:  # noqa: BLE001 (a compiler error, or none)
            self._remove_outputs()
            self.extensions = []
            notice(_first_line(error))

    def _libraries(self, built: bool = True) -> list[Path]:
        """Where this build put the library of the compiled core: the build's
        folder, and the checkout when the build is in place (an editable
        install); ``built=False``: where it may be."""
        name = self.get_ext_filename(LIBRARY)
        in_place = self.inplace or not built
        return [Path(self.build_lib) / name] + ([ROOT / name] if in_place else [])

    def _record_sources(self) -> None:
        """The table of the sources mypyc read, beside each copy of the
        library: ``cgt.native`` compares them with the sources at import
        (build_support/sources.py)."""
        if not _recorded:
            return
        from build_support.sources import write_table

        for library in self._libraries():
            if library.exists():
                write_table(library, _recorded[0])

    def _remove_outputs(self) -> None:
        """No half-built core: the modules of a mypyc group load together or not at all."""
        from build_support.sources import TABLE

        for ext in self.extensions:
            for path in (self.get_ext_fullpath(ext.name),
                         ROOT / self.get_ext_filename(ext.name)):
                Path(path).unlink(missing_ok=True)
        for library in self._libraries(built=False):
            library.with_name(TABLE).unlink(missing_ok=True)


def mypyc_extensions() -> list[Extension]:
    """mypyc's extensions for the modules of ``COMPILED`` (generated once a
    process), or none when it cannot make them."""
    if _made:
        return _made[0]
    extensions: list[Extension] = []
    if os.environ.get("CGT_PURE_PYTHON", "") not in ("", "0"):
        notice("CGT_PURE_PYTHON is set")
    else:
        modules = compiled_modules()
        sources = [str(Path(*name.split(".")).with_suffix(".py")) for name in modules]
        try:
            from mypyc.build import mypycify

            from build_support.sources import merged, snapshot

            # The texts before and after mypyc reads them: one edited meanwhile
            # is recorded as such, and cgt.native runs its pure module.
            before = snapshot(ROOT, modules)
            extensions = mypycify(
                # The build runs before the dependencies are installed: mypy
                # need not find rich and the others (the core imports none).
                [*sources, "--ignore-missing-imports"],
                opt_level="3", group_name="cgt._native",
            )
            _recorded.append(merged(before, snapshot(ROOT, modules)))
        except (Exception, SystemExit) as error:  # noqa: BLE001 (any failure: no compiled core)
            notice(_first_line(error))
        put_docstrings(extensions, sources)
    _made.append(extensions)
    return extensions


_made: list[list[Extension]] = []
#: The sources the extensions were generated from (build_support/sources.py).
_recorded: list[list[tuple[str, int, int, str]]] = []
#: The extension of the whole compiled core (mypyc's library of the group).
LIBRARY = "cgt._native__mypyc"


def put_docstrings(extensions: list[Extension], sources: list[str]) -> None:
    """Put the docstrings of ``sources`` into the C that mypyc generated from
    them (it keeps none), before the C is compiled: build_support/docstrings.py.
    Any failure costs the docstrings, never the build; either way one line says
    what was done."""
    c_files = sorted({Path(c) for ext in extensions for c in ext.sources if c.endswith(".c")})
    if not c_files:
        return
    try:
        from build_support.docstrings import add_docstrings

        report = add_docstrings(c_files, sources, ROOT)
        line = ("warning: " if report.missing else "") + report.summary()
    except Exception as error:  # noqa: BLE001 (the compiled core is built without them)
        line = f"warning: docstrings not put into the compiled core ({_first_line(error)})"
    print(f"cgt: {line}", file=sys.stderr)


def _first_line(error: BaseException) -> str:
    if isinstance(error, SystemExit):  # mypyc reports its errors, then exits
        return f"mypyc stopped with status {error.code}; pip install -v shows why"
    text = str(error).strip()
    line = text.splitlines()[0] if text else type(error).__name__
    return line if len(line) <= 120 else line[:119] + "…"


setup(
    packages=packages(),
    # A placeholder, so that setuptools runs build_ext (and tags the wheel as
    # platform-specific); OptionalBuildExt puts mypyc's extensions in its place.
    ext_modules=[Extension(LIBRARY, sources=[])],
    # The `cgt` command: a compiled launcher where one builds, which holds
    # Ctrl-C until cgt answers it, with the script that names its Python;
    # else a Python script (build_support/launcher.py).
    scripts=["build_support/cgt", "build_support/.cgt-interpreter"],
    cmdclass={"build_ext": OptionalBuildExt, "build_scripts": launcher_scripts()},
)

"""Check what users install: build the wheel, install it in a fresh venv
outside the checkout, and use it from there.

    python tools/check_wheel.py [--keep]

Steps, each failing loudly:

1. ``pip wheel`` builds the wheel of this checkout (with the compiled core
   where a C compiler is present, as ``pip install`` would);
2. a new virtual environment in a temporary folder installs it, not
   editable, with its dependencies;
3. from another temporary folder (so that nothing of the checkout is on
   ``sys.path``), that environment's Python imports every module of the
   source tree (``cgt/`` and ``games/`` as ``cgt.games``), reads
   ``over + 5`` as ``5over``, and its ``cgt tour`` runs;
4. the installed ``cgt`` is the compiled launcher (build_support/launcher.c)
   whenever the wheel holds the compiled core: both need the C compiler.

A package missing from the wheel (a folder the build did not pick up, as
``cgt.loopy`` once was) fails step 3 with the module's name. ``.ci/run``
runs this after the test suite.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Run by the installed Python, from a folder outside the checkout, with the
#: module names as arguments.
PROBE = """
import importlib, sys
import cgt
for name in sys.argv[1:]:
    importlib.import_module(name)
assert "site-packages" in cgt.__file__, cgt.__file__
text = str(cgt.parse("over + 5"))
assert text == "5over", text
print(f"{len(sys.argv) - 1} modules imported from {cgt.__file__}; "
      f"over + 5 = {text}; {cgt.native.core}")
"""


def source_modules(root: Path = ROOT) -> list[str]:
    """Every module of the source tree by its installed name.

    >>> names = source_modules()
    >>> "cgt.loopy.stopper" in names, "cgt.games.nim" in names, "cgt.__main__" in names
    (True, True, False)
    """
    names = []
    for folder, package in ((root / "cgt", "cgt"), (root / "games", "cgt.games")):
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            name = ".".join((package, *parts)).removesuffix(".__init__")
            if not name.endswith("__main__"):  # running it is the command's job
                names.append(name)
    return names


def run(command: list[str | Path], shown: str | None = None, **kwargs: object) -> None:
    print("+", shown or " ".join(map(str, command)), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary folders")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="cgt-wheel-"))
    try:
        dist, venv, elsewhere = work / "dist", work / "venv", work / "elsewhere"
        elsewhere.mkdir()
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", dist, ROOT])
        wheels = sorted(dist.glob("cgt_algebra-*.whl"))
        if len(wheels) != 1:
            sys.exit(f"expected one cgt_algebra wheel in {dist}, found {wheels}")
        run([sys.executable, "-m", "venv", venv])
        python = venv / "bin" / "python"
        run([python, "-m", "pip", "install", "-q", wheels[0]])
        # No variable of this process may point the new Python at the checkout.
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CGT_PURE_PYTHON")}
        modules = source_modules()
        run([python, "-c", PROBE, *modules], f"{python} -c PROBE ({len(modules)} modules)",
            cwd=elsewhere, env=env)
        command = venv / "bin" / "cgt"
        run([command, "tour"], cwd=elsewhere, env=env, stdout=subprocess.DEVNULL)
        compiled = any("_native__mypyc" in name for name in zipfile.ZipFile(wheels[0]).namelist())
        launcher = not command.read_bytes().startswith(b"#!")
        if compiled and not launcher:
            sys.exit(f"{command} is a Python script, though the wheel's core was compiled")
        print(f"wheel ok: {wheels[0].name}; the cgt command is "
              f"{'the launcher' if launcher else 'a Python script'}")
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

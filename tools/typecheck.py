"""Type-check the distribution as it installs: ``cgt`` with ``games/`` as ``cgt.games``.

mypy cannot follow setuptools' package-dir mapping, so this assembles the
installed layout from links in a temporary folder (the files themselves,
not copies) and runs ``mypy -p cgt`` there with the settings of
pyproject.toml. Usage: ``python tools/typecheck.py [mypy options]``; the
exit status is mypy's.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def assemble(into: Path) -> Path:
    """``into/cgt``: links to every entry of ``cgt/``, and ``games/`` as ``cgt/games``."""
    package = into / "cgt"
    package.mkdir()
    for entry in (ROOT / "cgt").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    (package / "games").symlink_to(ROOT / "games")
    return package


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="cgt-typecheck-") as folder:
        assemble(Path(folder))
        command = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
                   "--cache-dir", str(Path(folder) / ".mypy_cache"), "-p", "cgt", *argv]
        return subprocess.run(command, cwd=folder).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

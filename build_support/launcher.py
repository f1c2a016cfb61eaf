"""Build the ``cgt`` command: the launcher of launcher.c, or a Python script.

The command is a script of the distribution (``setup(scripts=...)``), not
an entry point: an installer writes an entry point's script in Python, and
a Ctrl-C while Python starts it comes before any code of ``cgt`` (issue
37). :func:`launcher_scripts`' command compiles launcher.c into the build's
scripts folder under the name ``cgt``, for the Python version that runs the
build (the wheel's), beside ``.cgt-interpreter``, a script whose first line
the installer sets to its Python, which the launcher reads. Where it cannot
compile (no C compiler; Windows, whose installers make executables only
for entry points), the command is build_support/cgt, a Python file, its
first line set as setuptools sets any script's: on Windows ``python -m
cgt`` runs it.

>>> c_string('/opt/py "3"/python')
'"/opt/py \\\\"3\\\\"/python"'
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from setuptools import Command

__all__ = ["c_string", "compile_launcher", "launcher_scripts"]

SOURCE = Path(__file__).with_name("launcher.c")
#: The command's name, and the name of the Python script used without a launcher.
NAME = "cgt"
#: The script beside the launcher whose first line names its interpreter.
INTERPRETER = ".cgt-interpreter"


def c_string(text: str) -> str:
    """``text`` as a C string literal: printable ASCII as it is, every other
    byte (of its file-system encoding) as an octal escape."""
    out = []
    for byte in os.fsencode(text):
        char = chr(byte)
        if char in '"\\':
            out.append("\\" + char)
        elif 32 <= byte < 127:
            out.append(char)
        else:
            out.append(f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def compile_launcher(target: Path) -> None:
    """Compile launcher.c into ``target`` with the compiler that built this
    Python, linked statically where the system allows (the signal is held
    from the program's first instruction, with no dynamic loading before),
    else dynamically. Raises ``OSError`` or ``subprocess.CalledProcessError``."""
    compiler = shlex.split(sysconfig.get_config_var("CC") or "cc")
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    command = [*compiler, "-O2", "-s", f"-DCGT_PYTHON_VERSION={c_string(version)}",
               str(SOURCE), "-o", str(target)]
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        subprocess.run([*command, "-static"], check=True, capture_output=True)
    except subprocess.CalledProcessError:
        subprocess.run(command, check=True, capture_output=True)
    target.chmod(0o755)


def launcher_scripts() -> type[Command]:
    """setuptools' ``build_scripts`` command (distutils' class, which
    setuptools names only through its distribution), with the launcher in
    place of the Python script wherever it compiles."""
    from setuptools.dist import Distribution  # (only setup.py needs setuptools)

    base: type[Command] = Distribution().get_command_class("build_scripts")

    class LauncherScripts(base):  # type: ignore[misc]
        def run(self) -> None:
            # Of the scripts setup.py lists, the installer's copy of the
            # interpreter's script beside the launcher, or the Python script.
            wanted = INTERPRETER
            try:
                if os.name != "posix":
                    raise OSError("not a POSIX system")
                compile_launcher(Path(self.build_dir) / NAME)
            except (OSError, subprocess.CalledProcessError) as error:
                detail = getattr(error, "stderr", b"") or b""
                lines = detail.decode(errors="replace").strip().splitlines()
                print(f"cgt: the cgt command is a Python script "
                      f"({lines[-1] if lines else error})", file=sys.stderr)
                wanted = NAME
            self.scripts = [s for s in self.scripts if Path(s).name == wanted]
            super().run()

    return LauncherScripts

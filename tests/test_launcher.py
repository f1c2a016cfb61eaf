"""The ``cgt`` command's launcher (build_support/launcher.c): it holds SIGINT
and starts ``pythonX.Y -P -m cgt`` beside it (issue 37)."""

from __future__ import annotations

import doctest
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests import build_modules

PYTHON_NAME = f"python{sys.version_info.major}.{sys.version_info.minor}"


launcher = build_modules.load("launcher")


def test_examples():
    assert doctest.testmod(launcher).failed == 0


def test_c_strings():
    assert launcher.c_string("/opt/py 3.11/python") == '"/opt/py 3.11/python"'
    assert launcher.c_string('a"b\\c') == '"a\\"b\\\\c"'
    assert launcher.c_string("é") == '"\\303\\251"'


#: A stand-in for Python beside the launcher (this test's Python, which
#: leaves the signal mask alone, as a shell need not): it prints what it was given.
STAND_IN = f"""#!{sys.executable}
import os, sys
print("args:", *sys.argv[1:])
print("held:", os.environ.get("_CGT_SIGINT_HELD", "unset"))
print(next(line for line in open("/proc/self/status") if line.startswith("SigBlk")))
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None or not Path("/proc/self/status").exists():
        reason = f"no C compiler ({compiler}) or no /proc: the command is the Python script"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("bin")
    launcher.compile_launcher(folder / "cgt")
    return folder


def test_the_launcher_starts_the_python_beside_it_with_sigint_held(built):
    stand_in = built / PYTHON_NAME
    stand_in.write_text(STAND_IN)
    stand_in.chmod(0o755)
    done = subprocess.run([built / "cgt", "value", "{1|-1}"], capture_output=True, text=True,
                          check=True)
    lines = done.stdout.splitlines()
    assert lines[:2] == ["args: -P -m cgt value {1|-1}", "held: 1"]
    blocked = int(lines[2].split()[1], 16)
    assert blocked & (1 << (2 - 1))  # SIGINT (2) is held across exec


def test_the_interpreter_named_beside_it_comes_first(built, tmp_path):
    """``.cgt-interpreter``'s first line (the installer sets it to its Python)
    names the interpreter, before any ``pythonX.Y`` beside the launcher (a
    ``pip install --user`` puts the command where no Python is)."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    stand_in = elsewhere / "python"
    stand_in.write_text(STAND_IN.replace('print("args:"', 'print("named:"'))
    stand_in.chmod(0o755)
    folder = tmp_path / "bin"
    folder.mkdir()
    shutil.copy(built / "cgt", folder / "cgt")
    (folder / ".cgt-interpreter").write_text(f"#!{stand_in}  \n# the installer's line\n")
    done = subprocess.run([folder / "cgt", "tour"], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[0] == "named: -P -m cgt tour"


def test_without_a_python_the_launcher_says_so(built, tmp_path):
    alone = tmp_path / "cgt"
    shutil.copy(built / "cgt", alone)
    done = subprocess.run([alone, "--version"], capture_output=True, text=True,
                          env={"PATH": str(tmp_path / "empty")})
    assert done.returncode == 127
    assert done.stderr.startswith(f"cgt: cannot start {PYTHON_NAME} (No such file or directory)")

"""build_support/docstrings.py puts the source's docstrings into the C that
mypyc generates (setup.py runs it before the C is compiled)."""

from __future__ import annotations

import doctest
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

import pytest

from tests import build_modules

ROOT = Path(__file__).resolve().parents[1]


docstrings = build_modules.load("docstrings")


def test_examples():
    result = doctest.testmod(docstrings, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted >= 5, result


def c_bytes(literal: str) -> bytes:
    """What a C compiler makes of adjacent string literals (the escapes
    c_string writes: named ones and three-digit octal)."""
    named = {"n": b"\n", "t": b"\t", '"': b'"', "\\": b"\\", "?": b"?"}
    out, inside, i = bytearray(), False, 0
    while i < len(literal):
        char = literal[i]
        if char == '"':
            inside, i = not inside, i + 1
        elif not inside:
            assert char == " ", literal
            i += 1
        elif char == "\\" and literal[i + 1] in named:
            out += named[literal[i + 1]]
            i += 2
        elif char == "\\":
            out.append(int(literal[i + 1:i + 4], 8))
            i += 4
        else:
            out += char.encode("ascii")
            i += 1
    return bytes(out)


@pytest.mark.parametrize("text", [
    "plain", "", "two\nlines\n", 'a "quote" and \\ a backslash', "??( no trigraph ??)",
    "±1, ↑*, ⧾ and \t tab", "octal then digit: é1", "\x01\x7f controls",
])
def test_c_string_is_the_text_in_utf8(text):
    literal = docstrings.c_string(text)
    assert c_bytes(literal) == text.encode("utf-8")
    assert "??" not in literal and "\n" not in literal
    assert all(32 <= ord(c) < 127 for c in literal)


#: A module with one of each kind of definition mypyc compiles, and docstrings
#: that need escaping.
SAMPLE = '''
"""A module: ±1, "quotes", ??( and \\\\ a backslash."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


def plain(cls: T) -> T:
    """Leave ``cls`` a Python class (mypyc knows no such decorator)."""
    return cls


def add(a: int, b: int = 2) -> int:
    """The sum ``a + b``.

    >>> add(1)
    3
    """
    def inner() -> int:
        """A nested function."""
        return a + b
    return inner()


class Native:
    """A native class: ↑ and ↓."""

    def __init__(self, x: int) -> None:
        self.x = x

    def method(self, y: int) -> int:
        """A method."""
        return self.x + y

    @classmethod
    def make(cls, x: int) -> Native:
        """A classmethod."""
        return cls(x)

    @staticmethod
    def static(x: int) -> int:
        """A staticmethod."""
        return x

    @property
    def double(self) -> int:
        """A property."""
        return 2 * self.x

    def undocumented(self) -> int:
        return 0


@plain
class Python:
    """A class built the way Python does."""

    def method(self) -> int:
        """Its method."""
        return 1

    @property
    def value(self) -> int:
        """Its property."""
        return 2


@dataclass(frozen=True)
class Record:
    """A frozen dataclass."""

    a: int
'''

#: Builds the sample as setup.py builds the core: mypycify, the docstrings, the compiler.
BUILD = f"""
import json, sys
from pathlib import Path
from setuptools import setup
from mypyc.build import mypycify
sys.path.insert(0, {str(ROOT)!r})
from build_support.docstrings import add_docstrings
sources = ["pkg/sample.py", "pkg/other.py"]
extensions = mypycify(sources, group_name="pkg._native", opt_level="0")
c_files = [Path(c) for e in extensions for c in e.sources]
report = add_docstrings(c_files, sources, Path("."))
again = add_docstrings(c_files, sources, Path("."))
Path("report.json").write_text(json.dumps([report.placed, report.missing, again.placed,
                                           again.missing]))
setup(name="pkg", packages=["pkg"], ext_modules=extensions,
      script_args=["-q", "build_ext", "--inplace"])
"""

#: Run by the compiled sample: each object's docstring, and signatures.
PROBE = """
import inspect, json, pkg.sample as s, pkg.other as o
objects = {"module": s, "add": s.add, "Native": s.Native, "Native.method": s.Native.method,
           "Native.make": s.Native.make, "Native.static": s.Native.static,
           "Native.double": s.Native.double, "Native.undocumented": s.Native.undocumented,
           "Python": s.Python, "Python.method": s.Python.method, "Python.value": s.Python.value,
           "Record": s.Record, "plain": s.plain, "other": o.other}
print(json.dumps([s.__file__, {k: inspect.getdoc(v) for k, v in objects.items()},
                  str(inspect.signature(s.add)), str(inspect.signature(s.Native))]))
"""


@pytest.mark.skipif(importlib.util.find_spec("mypyc") is None, reason="mypyc is not installed")
@pytest.mark.skipif(shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0]) is None,
                    reason="no C compiler here")
def test_a_compiled_module_shows_its_docstrings(tmp_path):
    """The whole way, on a small module: mypyc's C, the docstrings put in
    (a second run finds them there and changes nothing), compiled; the
    compiled module shows what the source says. About 20 seconds."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "sample.py").write_text(textwrap.dedent(SAMPLE), encoding="utf-8")
    (package / "other.py").write_text('"""Another."""\n\n\ndef other() -> int:\n'
                                      '    """Another function."""\n    return 1\n')
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    build = subprocess.run([sys.executable, "-c", BUILD], cwd=tmp_path, env=env,
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-2000:]
    placed, missing, again, missing_again = json.loads((tmp_path / "report.json").read_text())
    assert placed == {"module": 2, "function": 6, "function object": 3, "class": 2,
                      "python class": 2, "property": 1}
    assert missing == [] and again == {} and missing_again == []
    probe = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, env=env,
                           capture_output=True, text=True)
    assert probe.returncode == 0, probe.stderr[-2000:]
    where, docs, add_signature, class_signature = json.loads(probe.stdout)
    assert not where.endswith(".py"), where
    assert docs == {
        "module": 'A module: ±1, "quotes", ??( and \\ a backslash.',
        "add": "The sum ``a + b``.\n\n>>> add(1)\n3",
        "Native": "A native class: ↑ and ↓.", "Native.method": "A method.",
        "Native.make": "A classmethod.", "Native.static": "A staticmethod.",
        "Native.double": "A property.", "Native.undocumented": None,
        "Python": "A class built the way Python does.", "Python.method": "Its method.",
        "Python.value": "Its property.", "Record": "A frozen dataclass.",
        "plain": "Leave ``cls`` a Python class (mypyc knows no such decorator).",
        "other": "Another function.",
    }
    assert (add_signature, class_signature) == ("(a, b=2)", "(x)")


#: C as mypyc writes it (trimmed): one module function, its wrapper's error
#: path naming the line of its ``def``.
GENERATED = """\
#include "__native.h"
static PyMethodDef samplemodule_methods[] = {
    {"add", (PyCFunction)CPyPy_sample___add, METH_FASTCALL | METH_KEYWORDS, \
PyDoc_STR("add(a, b=2)\\n--\\n\\n") /* docstring */},
    {NULL, NULL, 0, NULL}
};
PyObject *CPyPy_sample___add(PyObject *self, PyObject *const *args, size_t nargs, \
PyObject *kwnames) {
fail: ;
    CPy_AddTraceback("pkg/sample.py", "add", LINE, CPyStatic_sample___globals);
    return NULL;
}
"""


def sources_with_add(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "sample.py").write_text(
        '"""Doc."""\n\n\ndef add(a, b=2):\n    """The sum ``a + b``."""\n    return a + b\n')
    return tmp_path


def test_a_function_gets_its_docstring_after_its_signature(tmp_path):
    sources = docstrings.Sources(sources_with_add(tmp_path))
    report = docstrings.Report()
    patched = docstrings.patch_c(GENERATED.replace("LINE", "4"), sources, report)
    assert 'PyDoc_STR("add(a, b=2)\\n--\\n\\n" "The sum ``a + b``.")' in patched
    assert report.placed == {"function": 1}
    assert docstrings.patch_c(patched, sources, docstrings.Report()) == patched


def test_what_finds_no_place_is_reported_and_the_c_is_left_as_it_was(tmp_path):
    """An error path that names no ``def`` of that name (here a line off):
    nothing is patched, and the report names the docstrings left out."""
    root = sources_with_add(tmp_path)
    c_file = tmp_path / "sample.c"
    c_file.write_text(GENERATED.replace("LINE", "5"))
    report = docstrings.add_docstrings([c_file], ["pkg/sample.py"], root)
    assert c_file.read_text() == GENERATED.replace("LINE", "5")
    assert report.placed == {}
    assert report.missing == ["pkg/sample.py:0 module", "pkg/sample.py:4 add"]
    assert report.summary().endswith(
        "none; 2 found no place (pkg/sample.py:0 module, pkg/sample.py:4 add)")


def test_expected_leaves_out_dunders_and_overloads(tmp_path):
    (tmp_path / "m.py").write_text(textwrap.dedent('''
        from typing import overload
        class C:
            """C."""
            def __add__(self, other):
                """Slot: Python's doc."""
            @overload
            def f(self, x: int) -> int:
                """Overload."""
            def f(self, x):
                """f."""
    '''))
    expected = docstrings.Sources(tmp_path).expected("m.py")
    assert [what for _, _, what in expected] == ["C", "C.f"]



def test_a_path_with_backslashes_is_read_as_mypyc_wrote_it():
    """mypyc writes the source's path into a C literal (on Windows, with
    its backslashes doubled)."""
    c = 'CPy_AddTraceback("cgt\\\\core\\\\x.py", "f", 3, CPyStatic_x___globals);'
    found = docstrings._TRACEBACK.search(c)
    assert docstrings._Origin.of(found) == docstrings._Origin("cgt\\core\\x.py", "f", 3)

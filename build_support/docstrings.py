"""Put the source's docstrings into the C that mypyc generates for the compiled core.

mypyc keeps no docstring (mypyc/mypyc#437): a compiled function's or
method's doc is only its text signature (``"parse(text)\\n--\\n\\n"``), a
native class's ``tp_doc`` likewise, a property has none, a module none, and
a class that mypyc builds the way Python does (those marked
``cgt.native.python_class``, and dataclasses) gets ``__doc__ = 'mypyc
filler docstring'`` in its module's init code. So ``help(cgt.parse)`` is
empty in the compiled install.

setup.py calls :func:`add_docstrings` after ``mypycify`` has written the C
and before the compiler reads it. Every place is found through what mypyc
writes beside it, never through its naming scheme:

- a function's or method's entry of a ``PyMethodDef`` table names its
  argument wrapper (``CPyPy_...``), whose error path names the source file,
  the function and the line of its ``def`` (``CPy_AddTraceback``): the
  docstring goes after the ``--\\n\\n`` that ends the text signature, so
  ``inspect.signature`` reads the signature as before;
- a native class's type template is passed to ``CPyType_FromTemplate`` in
  the module's init code, whose error path names the ``class`` line; a
  function kept as a callable object (each method of a Python class, a
  nested function) has a template whose ``__call__`` names the ``def``;
- a property's getter sits in its class's ``PyGetSetDef`` table by name;
- the filler's line is followed by the error path naming the ``class``
  line: the filler becomes a call that makes the class's docstring once;
- a module's ``PyModuleDef`` names the module, whose code names its file.

Each docstring is read with :mod:`ast` from the file mypyc compiled and
stored cleaned (:func:`inspect.cleandoc`, as :func:`inspect.getdoc` shows
it). Only string literals and the class statements' init code change, and
a second run over patched C changes nothing. A docstring that finds no
place is listed in the :class:`Report`; the C stays valid in any case.

>>> print(c_string("±1 is {1|-1}\\n"))
"\\302\\2611 is {1|-1}\\n"
"""

from __future__ import annotations

import ast
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Report", "Sources", "add_docstrings", "c_string", "patch_c"]

Definition = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef

#: A C string literal (mypyc writes each doc on one line).
_LITERAL = r'"(?:[^"\\\n]|\\.)*"'
#: A doc that mypyc writes: a text signature (or NULL), and after it the
#: docstring once this module has put it there (``added``).
_DOC = rf"(?P<doc>NULL|{_LITERAL})(?P<added>(?: {_LITERAL})*)"
#: An argument wrapper's definition; its body ends at a ``}`` as indented.
_WRAPPER = re.compile(r"^(?P<indent>[ \t]*)PyObject \*(?P<name>CPyPy_\w+)\([^;{]*\)\s*\{$",
                      re.MULTILINE)
_TRACEBACK = re.compile(r'CPy_AddTraceback\("(?P<path>[^"]+)", "(?P<name>[^"]+)", '
                        r"(?P<line>\d+), CPyStatic_(?P<module>\w+?)___globals\)")
_METHOD_ENTRY = re.compile(r'\{"(?P<name>\w+)",\s*\(PyCFunction\)(?P<wrapper>CPyPy_\w+),'
                           rf"\s*[A-Z_| ]+,\s*PyDoc_STR\({_DOC}\)")
_TABLE = re.compile(r"static (?:PyMethodDef|PyGetSetDef) (?P<name>\w+)\[\] = \{"
                    r"(?P<body>.*?)\n[ \t]*\};", re.DOTALL)
_TEMPLATE = re.compile(r"static PyTypeObject (?P<name>\w+)_template_ = \{(?P<body>.*?)\n[ \t]*\};",
                       re.DOTALL)
_TEMPLATE_FIELD = re.compile(r"\.(?P<field>tp_name|tp_methods|tp_getset) = "
                             r'(?P<value>"\w+"|\w+),')
_TP_DOC = re.compile(rf"\.tp_doc = PyDoc_STR\({_DOC}\),")
_CLASS_SITE = re.compile(r"\(PyObject \*\)(?P<name>\w+)_template;\s*\n"
                         r"\s*\w+ = CPyType_FromTemplate\(")
_CALL_ENTRY = re.compile(r'\{"__call__",\s*\(PyCFunction\)(?P<wrapper>CPyPy_\w+),')
_GETTER_ENTRY = re.compile(r'\{"(?P<name>\w+)",\s*\(getter\)\w+,\s*(?:\(setter\)\w+|NULL),'
                           r"\s*(?P<doc>NULL|(?P<added>PyDoc_STR\(\"))")
_FILLER = re.compile(r"= (?:(?P<filler>CPyStatics\[\d+\]); /\* 'mypyc filler docstring' \*/"
                     r"|(?P<added>CGTDoc_ClassDoc)\()")
_MODULE_DEF = re.compile(r"static struct PyModuleDef (?P<prefix>\w+?)module = \{\s*"
                         r'PyModuleDef_HEAD_INIT,\s*"(?P<module>[\w.]+)",\s*'
                         rf"{_DOC}, /\* docstring \*/")
_INCLUDES = re.compile(r"\A(?:#include [^\n]*\n|\s*\n)*")

#: How far after a filler or a class's template the error path that names
#: the class statement may be (mypyc writes it within a few lines).
_NEARBY = 600

#: Made once per class and kept by its slot, as mypyc keeps its CPyStatics;
#: should the string not be made (no memory), the filler stays.
_CLASS_DOC_HELPER = """
/* build_support/docstrings.py: the docstrings of the classes that mypyc
   builds as Python does, in place of its filler. */
static PyObject *CGTDoc_class_docs[{count}];
static PyObject *CGTDoc_ClassDoc(int index, const char *text, PyObject *filler)
{{
    if (CGTDoc_class_docs[index] == NULL) {{
        CGTDoc_class_docs[index] = PyUnicode_FromString(text);
        if (CGTDoc_class_docs[index] == NULL) {{
            PyErr_Clear();
            return filler;
        }}
    }}
    return CGTDoc_class_docs[index];
}}
"""


def c_string(text: str) -> str:
    """``text`` as a C string literal: UTF-8, every byte that is not
    printable ASCII as an octal escape (three digits, so that a digit after
    it is not read into it), ``?`` escaped (no trigraph), and one piece per
    line, adjacent pieces being one literal in C.

    >>> print(c_string('say "2?"\\n\\tor \\\\'))
    "say \\"2\\?\\"\\n" "\\tor \\\\"
    >>> c_string("")
    '""'
    """
    pieces = []
    for line in text.encode("utf-8").splitlines(keepends=True):
        pieces.append('"' + "".join(_ESCAPES[byte] for byte in line) + '"')
    return " ".join(pieces) or '""'


def _escape(byte: int) -> str:
    named = {ord('"'): '\\"', ord("\\"): "\\\\", ord("?"): "\\?", ord("\n"): "\\n",
             ord("\t"): "\\t"}
    if byte in named:
        return named[byte]
    return chr(byte) if 0x20 <= byte < 0x7F else f"\\{byte:03o}"


_ESCAPES = [_escape(byte) for byte in range(256)]


def _is_property(node: Definition) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "property" for d in node.decorator_list)


def _is_overload(node: Definition) -> bool:
    return any(isinstance(d, ast.Name | ast.Attribute) and
               (d.id if isinstance(d, ast.Name) else d.attr) == "overload"
               for d in node.decorator_list)


class Sources:
    """The compiled Python files below ``root``, each parsed once when first
    asked for, and their definitions by the line of ``def`` or ``class``
    (the line mypyc names in its error paths).

    >>> sources = Sources(Path(__file__).parent)
    >>> sources.definition("docstrings.py", c_string.__code__.co_firstlineno).name
    'c_string'
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self._trees: dict[Path, ast.Module | None] = {}
        self._by_line: dict[Path, dict[int, Definition]] = {}

    def path(self, name: str) -> Path:
        """The file of ``name``, a path as mypyc writes it (relative to the root)."""
        return (self.root / name).resolve()

    def tree(self, name: str) -> ast.Module | None:
        path = self.path(name)
        if path not in self._trees:
            try:
                tree: ast.Module | None = ast.parse(path.read_text(encoding="utf-8"))
            except (OSError, SyntaxError, UnicodeDecodeError):
                tree = None
            self._trees[path] = tree
            self._by_line[path] = {
                node.lineno: node for node in ast.walk(tree) if isinstance(node, Definition)
            } if tree is not None else {}
        return self._trees[path]

    def definition(self, name: str, line: int) -> Definition | None:
        """The ``def`` or ``class`` at ``line`` of the file ``name``, if any."""
        self.tree(name)
        return self._by_line[self.path(name)].get(line)

    def expected(self, name: str) -> Iterator[tuple[str, int, str]]:
        """The docstrings of ``name`` that the compiled core must show, as
        ``(file, line, name)``: the module's (line 0), and those of its
        functions and classes and of their methods and properties, leaving
        out overloads (mypyc compiles none) and dunder methods (a native
        class implements them in type slots, whose docs are Python's)."""
        tree = self.tree(name)
        if tree is None:
            return
        if ast.get_docstring(tree) is not None:
            yield name, 0, "module"
        for node in tree.body:
            if not isinstance(node, Definition) or _is_overload(node):
                continue
            if ast.get_docstring(node) is not None:
                yield name, node.lineno, node.name
            if isinstance(node, ast.ClassDef):
                for method in node.body:
                    if (isinstance(method, Definition) and not _is_overload(method)
                            and not (method.name.startswith("__") and method.name.endswith("__"))
                            and ast.get_docstring(method) is not None):
                        yield name, method.lineno, f"{node.name}.{method.name}"


def _docstring(node: ast.AST | None) -> str | None:
    if not isinstance(node, Definition | ast.Module):
        return None
    return ast.get_docstring(node, clean=True)


@dataclass
class Report:
    """What :func:`add_docstrings` put into the C, by kind, and which
    docstrings of the compiled sources found no place there."""

    placed: dict[str, int] = field(default_factory=dict)
    #: Every definition whose docstring the C holds, as ``(file, line)``
    #: (line 0: the module's), whether put there by this run or a former one.
    done: set[tuple[Path, int]] = field(default_factory=set)
    #: ``"file:line name"`` of the expected docstrings that found no place.
    missing: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line for the build's output.

        >>> Report({"function": 3, "class": 1}).summary()
        'docstrings put into the compiled core: 1 class, 3 function'
        >>> Report({}, missing=["a.py:3 f", "a.py:9 g"]).summary()
        'docstrings put into the compiled core: none; 2 found no place (a.py:3 f, a.py:9 g)'
        """
        kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(self.placed.items())) or "none"
        text = f"docstrings put into the compiled core: {kinds}"
        if self.missing:
            shown = ", ".join(self.missing[:5]) + (", …" if len(self.missing) > 5 else "")
            text += f"; {len(self.missing)} found no place ({shown})"
        return text


@dataclass(frozen=True)
class _Origin:
    """What an error path of the generated C names: a file, a function, a line."""

    path: str
    name: str
    line: int

    @classmethod
    def of(cls, traceback: re.Match[str]) -> _Origin:
        """What a match of ``_TRACEBACK`` names (a path's backslashes, on
        Windows, are escaped in the C literal)."""
        return cls(_path(traceback), traceback["name"], int(traceback["line"]))


def _path(traceback: re.Match[str]) -> str:
    return traceback["path"].replace("\\\\", "\\")


@dataclass
class _Patch:
    """The edits of one C file, applied together at the end."""

    text: str
    sources: Sources
    report: Report
    edits: list[tuple[int, int, str]] = field(default_factory=list)
    class_docs: int = 0

    def apply(self) -> str:
        pieces, at = [], 0
        for start, end, new in sorted(self.edits):
            pieces += [self.text[at:start], new]
            at = end
        return "".join(pieces) + self.text[at:]

    def put(self, kind: str, origin: _Origin, node: ast.AST | None, match: re.Match[str],
            new: str, group: str = "doc", offset: int = 0) -> bool:
        """Replace ``group`` of ``match`` (found ``offset`` characters into
        the text) with ``new``, a format of ``{doc}`` (the C literal of the
        docstring of ``node``) and ``{old}`` (the group's text), unless
        ``node`` has no docstring or the match holds it already (its group
        ``added``). Whether it replaced it."""
        doc = _docstring(node)
        if doc is None:
            return False
        line = node.lineno if isinstance(node, Definition) else 0
        self.report.done.add((self.sources.path(origin.path), line))
        if match.groupdict().get("added"):
            return False
        self.report.placed[kind] = self.report.placed.get(kind, 0) + 1
        old = match[group]
        self.edits.append((offset + match.start(group), offset + match.end(group),
                           new.format(doc=c_string(doc), old=old)))
        return True

    def put_after_signature(self, kind: str, origin: _Origin, node: ast.AST | None,
                            match: re.Match[str], offset: int = 0) -> None:
        """The docstring after the text signature of a doc (``_DOC``); after
        ``""`` where there was NULL, so that the doc is two literals or more,
        which marks it done."""
        blank = '""' if match["doc"] == "NULL" else "{old}"
        self.put(kind, origin, node, match, blank + " {doc}", offset=offset)

    def traceback_after(self, position: int) -> _Origin | None:
        found = _TRACEBACK.search(self.text, position, position + _NEARBY)
        if found is None:
            return None
        return _Origin.of(found)


def _wrapper_origins(text: str) -> dict[str, _Origin]:
    """The ``def`` each argument wrapper was made for, from its error path."""
    origins = {}
    for wrapper in _WRAPPER.finditer(text):
        end = text.find("\n" + wrapper["indent"] + "}\n", wrapper.end())
        found = _TRACEBACK.search(text, wrapper.end(), end if end >= 0 else len(text))
        if found is not None:
            origins[wrapper["name"]] = _Origin.of(found)
    return origins


def patch_c(text: str, sources: Sources, report: Report) -> str:
    """``text`` (C that mypyc generated) with the docstrings of ``sources``
    put in, and what was put in added to ``report``."""
    patch = _Patch(text, sources, report)
    origins = _wrapper_origins(text)
    _patch_methods(patch, origins)
    _patch_classes(patch, origins, {table["name"]: table for table in _TABLE.finditer(text)})
    _patch_fillers(patch)
    _patch_modules(patch)
    if patch.class_docs:
        includes = _INCLUDES.match(text)
        at = includes.end() if includes else 0
        patch.edits.append((at, at, _CLASS_DOC_HELPER.format(count=patch.class_docs)))
    return patch.apply()


def _function_at(patch: _Patch, origin: _Origin | None) -> Definition | None:
    """The ``def`` an error path names, if it is one of that name."""
    if origin is None:
        return None
    node = patch.sources.definition(origin.path, origin.line)
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == origin.name:
        return node
    return None


def _patch_methods(patch: _Patch, origins: dict[str, _Origin]) -> None:
    """Module functions and methods of native classes (their ``PyMethodDef`` entries)."""
    for entry in _METHOD_ENTRY.finditer(patch.text):
        origin = origins.get(entry["wrapper"])
        node = _function_at(patch, origin)
        # A callable object's __call__ runs its function: that one's doc
        # goes to the object's class (_patch_classes), not to __call__.
        if origin is not None and node is not None and node.name == entry["name"]:
            patch.put_after_signature("function", origin, node, entry)


def _patch_classes(patch: _Patch, origins: dict[str, _Origin],
                   tables: dict[str, re.Match[str]]) -> None:
    """Native classes (``tp_doc``), their properties, and the classes of
    callable objects that stand for a function."""
    sites = {site["name"]: patch.traceback_after(site.end())
             for site in _CLASS_SITE.finditer(patch.text)}
    for template in _TEMPLATE.finditer(patch.text):
        fields = {f["field"]: f["value"].strip('"')
                  for f in _TEMPLATE_FIELD.finditer(template["body"])}
        found = _template_owner(patch, fields, sites.get(template["name"]), origins, tables)
        if found is None:
            continue
        kind, origin, node = found
        doc_field = _TP_DOC.search(template["body"])
        if doc_field is not None:
            patch.put_after_signature(kind, origin, node, doc_field, template.start("body"))
        if isinstance(node, ast.ClassDef) and fields.get("tp_getset") in tables:
            _patch_properties(patch, origin, node, tables[fields["tp_getset"]])


def _template_owner(patch: _Patch, fields: dict[str, str], site: _Origin | None,
                    origins: dict[str, _Origin], tables: dict[str, re.Match[str]],
                    ) -> tuple[str, _Origin, Definition] | None:
    """The definition a type template was made for, from where the class is
    created (a native class) or what its ``__call__`` runs (a function kept
    as a callable object, its type named ``<function>_..._obj``)."""
    name = fields.get("tp_name", "")
    if site is not None and site.name == "<module>":
        node = patch.sources.definition(site.path, site.line)
        if isinstance(node, ast.ClassDef) and node.name == name:
            return "class", site, node
    methods = tables.get(fields.get("tp_methods", ""))
    call = _CALL_ENTRY.search(methods["body"]) if methods else None
    origin = origins.get(call["wrapper"]) if call else None
    function = _function_at(patch, origin)
    if (origin is not None and function is not None
            and name.startswith(function.name + "_") and name.endswith("_obj")):
        return "function object", origin, function
    return None


def _patch_properties(patch: _Patch, origin: _Origin, cls: ast.ClassDef,
                      table: re.Match[str]) -> None:
    properties = {node.name: node for node in cls.body
                  if isinstance(node, ast.FunctionDef) and _is_property(node)}
    for entry in _GETTER_ENTRY.finditer(table["body"]):
        patch.put("property", origin, properties.get(entry["name"]), entry, "PyDoc_STR({doc})",
                  offset=table.start("body"))


def _patch_fillers(patch: _Patch) -> None:
    """Classes built as Python does: their docstring in place of the filler."""
    for filler in _FILLER.finditer(patch.text):
        site = patch.traceback_after(patch.text.find("\n", filler.end()))  # (past a docstring)
        node = patch.sources.definition(site.path, site.line) if site else None
        if site is None or site.name != "<module>" or not isinstance(node, ast.ClassDef):
            continue
        # The filler stays as what the class gets should its docstring not be made.
        new = f"CGTDoc_ClassDoc({patch.class_docs}, {{doc}}, {{old}})"
        if patch.put("python class", site, node, filler, new, group="filler"):
            patch.class_docs += 1


def _patch_modules(patch: _Patch) -> None:
    """Modules: their ``PyModuleDef``'s doc, found by the file of the
    module's code (its globals, ``CPyStatic_<prefix>___globals``)."""
    files = {found["module"]: _path(found) for found in _TRACEBACK.finditer(patch.text)
             if found["name"] == "<module>"}
    for module in _MODULE_DEF.finditer(patch.text):
        path = files.get(module["prefix"])
        if path is not None:
            patch.put_after_signature("module", _Origin(path, module["module"], 0),
                                      patch.sources.tree(path), module)


def add_docstrings(c_files: Iterable[Path], compiled: Iterable[str], root: Path) -> Report:
    """Put the docstrings of the Python files ``compiled`` (paths as given
    to mypyc, relative to ``root``) into the C files ``c_files`` that mypyc
    generated from them, rewriting those that change."""
    sources = Sources(root)
    report = Report()
    for path in c_files:
        text = path.read_text(encoding="utf-8")
        patched = patch_c(text, sources, report)
        if patched != text:
            temporary = path.with_name(path.name + ".docstrings")
            temporary.write_text(patched, encoding="utf-8")
            os.replace(temporary, path)
    for name in compiled:
        for file, line, what in sources.expected(name):
            if (sources.path(file), line) not in report.done:
                report.missing.append(f"{file}:{line} {what}")
    return report

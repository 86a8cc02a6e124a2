#!/usr/bin/env python3
"""Which modules the app imports at run time (found in its source), and whether a package has them.

    python packaging/module_coverage.py PROGRAM   # the frozen program: exit 1 naming what it
                                                  # lacks, or holds and must not
    python packaging/module_coverage.py --list    # the modules the app imports, and why

Nothing here is a hand-written list of the app's modules.  From ``thousand_app/__main__.py``
every import the source makes is followed: ``import`` and ``from ... import`` statements
anywhere in a module (in functions too, but not under ``if TYPE_CHECKING:``), and the dynamic
ones PyInstaller cannot see, ``importlib.import_module(NAME)`` and ``__import__(NAME)`` with a
constant name (a string, or a module-level constant holding one).  A dynamic import whose name
is computed cannot be known before run time: it is reported as a problem (import the module
statically, or by a constant name).  ``thousand.spec`` declares the dynamic imports found here
to PyInstaller (:func:`dynamic_imports`), so a new one is packaged without anyone listing it.

The check (:func:`missing`) compares what the app imports with what the frozen program holds:
its archive's table of contents (``PYZ`` and the program's own entries, read with
PyInstaller's reader, so it runs in the build environment), ``base_library.zip``, the
extension modules beside it and the interpreter's built-in modules.  Every module of the app
must be there; so must every other module it imports (the standard library, PySide6,
platformdirs) that the build environment can import: one it cannot import is another
platform's (``msvcrt`` on Linux) or no dependency of the app (``numba``, which only research
code calls for), and PyInstaller could not have packaged it anyway.  The research modules of
:data:`RESEARCH` are neither followed nor required.

The other way round (:func:`unwanted`), the program must hold no research or measurement
code: none of :data:`RESEARCH` (the dice solver, the dice bench) or :data:`NOT_PACKAGED`
(``research/``, numba, llvmlite), which ``thousand.spec`` excludes (:func:`excludes`), and no
module of the app's package that the app does not import.
"""

from __future__ import annotations

import argparse
import ast
import importlib.machinery
import importlib.util
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "thousand_app"
#: Where the app starts (the frozen program's script).
ENTRY = "thousand_app.__main__"

#: Research and measurement code inside the app's package that a package must not hold, each
#: with the reason: not followed from the app's imports, excluded by ``thousand.spec``
#: (:func:`excludes`), and a program that holds one fails the check (:func:`unwanted`).  The
#: studies and benches live in ``research/``, outside the package; what stays inside is run
#: from a source checkout only.  ``tests/packaging/test_module_coverage.py`` checks that each
#: entry still names a module of the source.
RESEARCH: dict[str, str] = {
    "thousand_app.dice.ai.solver": (
        "the dice table solver (numpy and numba): the source app runs it as a separate "
        "Python process (python -m thousand_app.dice.ai.solver custom) to solve hard's table "
        "for a custom rule set, which a frozen program cannot; without it hard plays like "
        "normal with such rules and the new-game dialog says so (plans.hard_plan: no_solver)"),
    "thousand_app.dice.engine.bench": (
        "the dice engine's speed figures, with the rules core compiled by numba "
        "(python -m thousand_app.dice.engine.bench): a measurement the app never runs"),
}

#: Packages outside the app's source that a package must not hold either: the studies, and
#: the compiler only research code uses.
NOT_PACKAGED: dict[str, str] = {
    "research": "the studies and benches (python -m research.dice.tune and the like), run "
                "from a source checkout",
    "numba": "the compiler of the dice solver and the dice bench (research code only)",
    "llvmlite": "numba's code generator",
}

#: The calls that import a module named by their first argument.
DYNAMIC_CALLS = frozenset({"import_module", "__import__"})


@dataclass(frozen=True)
class Import:
    """One import in the source: ``target`` (absolute), where it is, and how it is made."""

    target: str
    module: str          # the importing module
    line: int
    how: str             # "import", "from" (a name that may be a submodule), "dynamic"

    def where(self) -> str:
        return f"{self.module} line {self.line}"


@dataclass
class Scan:
    """What the source imports from the app's entry on (:func:`scan`)."""

    app: dict[str, Import] = field(default_factory=dict)       # app module -> first import
    other: dict[str, Import] = field(default_factory=dict)     # other modules (and names)
    dynamic: dict[str, Import] = field(default_factory=dict)   # dynamically imported module
    research: dict[str, Import] = field(default_factory=dict)  # RESEARCH modules reached
    problems: list[str] = field(default_factory=list)


def source_modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the app's source: its dotted name -> its file."""
    out = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module-level names bound to a string constant."""
    out: dict[str, str] = {}
    for node in tree.body:
        targets: list[ast.expr] = []
        value = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            out.update((t.id, value.value) for t in targets if isinstance(t, ast.Name))
    return out


def _resolve(name: str, level: int, package: str) -> str:
    """A relative import's absolute name (``level`` dots in ``package``)."""
    if level == 0:
        return name
    base = package.split(".")
    if level > 1:
        base = base[:-(level - 1)]
    return ".".join(base + ([name] if name else []))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(path: Path, module: str) -> tuple[list[Import], list[str]]:
    """The imports one source file makes (as :class:`Import`), and its dynamic imports whose
    name is not a constant (as problems)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    constants = _constants(tree)
    found: list[Import] = []
    problems: list[str] = []

    def name_of(arg: ast.expr) -> str | None:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
        if isinstance(arg, ast.Name):
            return constants.get(arg.id)
        return None

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for statement in node.orelse:    # (what runs when not type checking)
                visit(statement)
            return
        if isinstance(node, ast.Import):
            found.extend(Import(a.name, module, node.lineno, "import")
                         for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(node.module or "", node.level, package)
            found.append(Import(base, module, node.lineno, "import"))
            found.extend(Import(f"{base}.{a.name}", module, node.lineno, "from")
                         for a in node.names if a.name != "*")
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else (
                func.id if isinstance(func, ast.Name) else None)
            if called in DYNAMIC_CALLS and node.args:
                name = name_of(node.args[0])
                anchor = next((k.value for k in node.keywords if k.arg == "package"),
                              node.args[1] if called == "import_module" and len(node.args) > 1
                              else None)
                if name is not None and name.startswith("."):
                    within = name_of(anchor) if anchor is not None else None
                    if isinstance(anchor, ast.Name) and anchor.id in ("__name__", "__package__"):
                        within = package if anchor.id == "__package__" else module
                    dots = len(name) - len(name.lstrip("."))
                    name = _resolve(name[dots:], dots, within) if within is not None else None
                if name is None:
                    problems.append(f"{module} line {node.lineno}: {called}() of a name that is "
                                    "not a constant (PyInstaller cannot know it; import the "
                                    "module statically or by a constant name)")
                else:
                    found.append(Import(name, module, node.lineno, "dynamic"))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found, problems


def _parents(name: str) -> Iterator[str]:
    parts = name.split(".")
    for i in range(1, len(parts)):
        yield ".".join(parts[:i])


def scan(root: Path = ROOT) -> Scan:
    """Follow the imports from :data:`ENTRY`: the app's modules it reaches, the other modules
    they import, the dynamic imports and the research modules reached."""
    sources = source_modules(root)
    result = Scan()
    queue = [ENTRY]
    seen = {ENTRY}
    while queue:
        current = queue.pop()
        found, problems = imports_of(sources[current], current)
        result.problems += problems
        for imp in found:
            target = imp.target
            if imp.how == "dynamic":
                result.dynamic.setdefault(target, imp)
            if target != PACKAGE and not target.startswith(PACKAGE + "."):
                result.other.setdefault(target, imp)   # ("from": a module, or a name in one)
                continue
            if target not in sources:
                if imp.how != "from":   # (a name from a module, not a module)
                    result.problems.append(f"{imp.where()} imports {target}, which is not a "
                                           "module of the source")
                continue
            for name in [*_parents(target), target]:
                if name in RESEARCH:
                    result.research.setdefault(name, imp)
                    break
                if name not in seen:
                    seen.add(name)
                    result.app.setdefault(name, imp)
                    queue.append(name)
    result.app.pop(ENTRY, None)   # the program's script itself (``__main__`` in the archive)
    return result


def dynamic_imports(root: Path = ROOT) -> list[str]:
    """The modules the app imports by ``importlib.import_module``/``__import__`` (what
    ``thousand.spec`` declares to PyInstaller as hidden imports)."""
    return sorted(scan(root).dynamic)


def excludes() -> list[str]:
    """The modules ``thousand.spec`` leaves out of the package: :data:`RESEARCH` and
    :data:`NOT_PACKAGED` (a package's submodules with it)."""
    return sorted(RESEARCH) + sorted(NOT_PACKAGED)


def _is_module(name: str) -> bool:
    """Whether ``name`` is a module this Python can import (its parents are imported to see)."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError, AttributeError):
        return False
    return spec is not None and spec.name == name


# -- what a frozen program holds ------------------------------------------------------------------

def contents_folder(program: Path, options: Iterable[str] = ()) -> Path:
    """The folder beside a frozen program that holds its libraries (``sys._MEIPASS``)."""
    if program.parent.name == "MacOS" and program.parent.parent.name == "Contents":
        return program.parent.parent / "Frameworks"
    for option in options:
        if option.startswith("pyi-contents-directory "):
            return program.parent / option.split(" ", 1)[1]
    return program.parent


def packaged_modules(program: Path) -> set[str]:
    """Every module a frozen program can import: its archive's table of contents (the ``PYZ``
    and the program's own entries), ``base_library.zip``, the extension modules in its folder
    and the interpreter's built-in ones.  Needs PyInstaller (the build environment)."""
    from PyInstaller.archive.readers import (  # type: ignore[import-untyped]
        CArchiveReader, pkg_archive_contents)

    names = set(pkg_archive_contents(str(program)))
    folder = contents_folder(program, CArchiveReader(str(program)).options)
    base = folder / "base_library.zip"
    if base.is_file():
        with zipfile.ZipFile(base) as z:
            for entry in z.namelist():
                if entry.endswith(".pyc"):
                    parts = entry[:-4].split("/")
                    if parts[-1] == "__init__":
                        parts.pop()
                    names.add(".".join(parts))
    suffixes = sorted(importlib.machinery.EXTENSION_SUFFIXES, key=len, reverse=True)
    for path in folder.rglob("*"):
        suffix = next((s for s in suffixes if path.name.endswith(s)), None)
        if suffix is None or not path.is_file():
            continue
        parts = list(path.relative_to(folder).parts)
        parts[-1] = parts[-1][:-len(suffix)]
        if "lib-dynload" in parts:   # the standard library's (python3.11/lib-dynload/ on Linux)
            parts = parts[parts.index("lib-dynload") + 1:]
        names.add(".".join(parts))
    names.update(sys.builtin_module_names)
    return names


def missing(found: Scan, packaged: set[str]) -> list[str]:
    """What the app imports that the package does not hold (each with where it is imported),
    and the source's problems."""
    out = list(found.problems)
    out += [f"{name} (imported by {imp.where()})" for name, imp in sorted(found.app.items())
            if name not in packaged]
    # one this Python cannot import either is another platform's module or no dependency
    # (or, from "from X import Y", a name in a module rather than a module)
    out += [f"{name} (imported by {imp.where()})" for name, imp in sorted(found.other.items())
            if name not in packaged and _is_module(name)]
    return out


def unwanted(found: Scan, packaged: set[str]) -> list[str]:
    """What the package holds that it must not: a module of :func:`excludes` (or in one of
    those packages), each with the reason, and a module of the app's package that the app
    does not import (measurement code, a command's entry point)."""
    out = []
    reasons = {**RESEARCH, **NOT_PACKAGED}
    for name in sorted(packaged):
        top = next((n for n in [*_parents(name), name] if n in reasons), None)
        if top is not None:
            out.append(f"{name} ({reasons[top]})")
        elif (name == PACKAGE or name.startswith(PACKAGE + ".")) and name not in found.app \
                and name != ENTRY:
            out.append(f"{name} (a module of the app that the app does not import)")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("program", type=Path, nargs="?",
                   help="the frozen program (thousand, thousand.exe, Thousand.app/Contents/MacOS/"
                        "thousand)")
    p.add_argument("--list", action="store_true", help="print the modules the app imports")
    args = p.parse_args(argv)
    found = scan()
    if args.list or args.program is None:
        for name, imp in sorted(found.app.items()):
            print(f"{name}  ({imp.how}, {imp.where()})")
        for name, imp in sorted(found.research.items()):
            print(f"{name}  (research, not packaged: {RESEARCH[name]}; {imp.where()})")
        for problem in found.problems:
            print(f"problem: {problem}")
        if args.program is None:
            return 1 if found.problems else 0
    packaged = packaged_modules(args.program)
    gaps = missing(found, packaged)
    extra = unwanted(found, packaged)
    for what, names, summary in (
            ("missing from the package", gaps,
             f"the {len(found.app)} modules of the app and the other modules they import: "
             f"{str(len(gaps)) + ' missing' if gaps else 'all in the package'}"),
            ("not to be in the package", extra,
             "research code and modules the app does not import: "
             f"{str(len(extra)) + ' in the package' if extra else 'none in the package'}")):
        for name in names:
            print(f"{what}: {name}")
        print(f"{args.program.name}: {summary}", flush=True)
    return 1 if gaps or extra else 0


if __name__ == "__main__":
    sys.exit(main())

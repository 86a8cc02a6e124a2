"""No module outside an engine reads an engine's private attributes (issue 26).

The engines (the card engine, the dice engine: the packages in :data:`ENGINES`, less their
computer players) keep their insides behind the public API: the observation, legal
actions, reason, preview and replay.  This test reads the source of every other module
(nothing is run) and fails on

- an attribute access ``x._name`` (or ``getattr(x, "_name")``) where ``_name`` is a private
  name an engine defines (a method, a function, a class, a module global, an instance
  attribute set as ``self._name`` or listed in ``__slots__``), unless the module reads it
  from ``self`` or ``cls`` or defines that name itself (its own private attribute of the
  same name);
- ``from <engine module> import _name``, and ``engine_module._name`` on a module imported
  from an engine.

Imports of the engines' internal modules are the business of ``tests/test_layers.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "thousand_app"

#: The engines' packages (the card engine may live at either place while it moves).
ENGINES = ("thousand_app.cards.engine", "thousand_app.cards.engine", "thousand_app.dice.engine")
#: Inside an engine's package, what is not the engine: its computer players, and the
#: commands that drive them.
NOT_ENGINE = ("ai",)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _imports(tree: ast.AST, module: str) -> Iterator[str]:
    package = module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                yield ".".join(base + ([node.module] if node.module else []))
            elif node.module:
                yield node.module


def engine_of(module: str, tree: ast.AST) -> str | None:
    """The engine package ``module`` belongs to, or None (its computer players, and a
    command of an engine's package that imports them, are outside the engine)."""
    for engine in ENGINES:
        if not _within(module, engine):
            continue
        rest = module[len(engine) + 1:].split(".") if module != engine else []
        if rest and rest[0] in NOT_ENGINE:
            return None
        players = [f"{engine}.{n}" for n in NOT_ENGINE]
        if any(_within(i, p) for i in _imports(tree, module) for p in players):
            return None
        return engine
    return None


def _private(name: str) -> bool:
    return (len(name) > 1 and name.startswith("_")
            and not (name.startswith("__") and name.endswith("__")))


def defined_names(tree: ast.AST) -> set[str]:
    """The private names a module defines: functions, classes, globals and class attributes,
    ``self._x`` attributes and ``__slots__`` entries."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            out.add(node.attr)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__slots__" for t in node.targets):
            for elt in ast.walk(node.value):
                if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                    out.add(elt.value)
    return {n for n in out if _private(n)}


def _modules() -> list[tuple[Path, str, ast.AST]]:
    out: list[tuple[Path, str, ast.AST]] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        out.append((path, module_name(path), ast.parse(path.read_text(encoding="utf-8"))))
    return out


MODULES = _modules()


def engine_private_names() -> set[str]:
    names: set[str] = set()
    for _, module, tree in MODULES:
        if engine_of(module, tree) is not None:
            names |= defined_names(tree)
    return names


def engine_modules() -> set[str]:
    return {module for _, module, tree in MODULES if engine_of(module, tree) is not None}


def violations(tree: ast.AST, module: str, private: set[str],
               engine_mods: set[str]) -> list[str]:
    """Where ``tree`` (the module ``module``, outside the engines) reads an engine's private
    name."""
    own = defined_names(tree)
    # Names bound to engine modules by imports (``import thousand_app.cards.engine.deal as d``,
    # ``from thousand_app.cards.engine import deal``).
    module_aliases: set[str] = set()
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name in engine_mods and a.asname:
                    module_aliases.add(a.asname)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for a in node.names:
                if node.module in engine_mods and _private(a.name):
                    out.append(f"{module}:{node.lineno}: from {node.module} import {a.name}")
                if f"{node.module}.{a.name}" in engine_mods:
                    module_aliases.add(a.asname or a.name)
    for node in ast.walk(tree):
        name = None
        target: ast.AST | None = None
        if isinstance(node, ast.Attribute):
            name, target = node.attr, node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            name, target = node.args[1].value, node.args[0]
        if name is None or not _private(name):
            continue
        on_module = isinstance(target, ast.Name) and target.id in module_aliases
        if on_module or (name in private and name not in own and not (
                isinstance(target, ast.Name) and target.id in ("self", "cls"))):
            out.append(f"{module}:{getattr(node, 'lineno', 0)}: .{name}")
    return out


def test_the_scan_sees_private_reads() -> None:
    """The scan itself: what it must find and what it must let pass."""
    private = {"_undo", "_play"}
    mods = {"thousand_app.cards.engine.deal"}
    source = (
        "import thousand_app.cards.engine.deal as deal_mod\n"
        "from thousand_app.cards.engine import deal\n"
        "from thousand_app.cards.engine.deal import _helper\n"
        "game._undo.clear()\n"
        "getattr(game.deal_state, '_play')(1)\n"
        "deal._anything\n"
        "deal_mod._other\n"
        "class Mine:\n"
        "    def _own(self):\n"
        "        return self._play, self._own, other._own, game.__class__\n"
    )
    found = violations(ast.parse(source), "thousand_app.ui.x", private, mods)
    assert sorted(f.split(": ", 1)[1] for f in found) == sorted([
        "from thousand_app.cards.engine.deal import _helper", "._undo", "._anything", "._other",
        "._play"])


def test_no_module_outside_an_engine_reads_its_private_attributes() -> None:
    private = engine_private_names()
    mods = engine_modules()
    assert "thousand_app.cards.engine.deal" in mods or "thousand_app.cards.engine.deal" in mods
    assert "_undo" in private and "_verify_play" in private  # the scan reads the engines
    found: list[str] = []
    for _, module, tree in MODULES:
        if engine_of(module, tree) is None:
            found += violations(tree, module, private, mods)
    assert not found, "\n".join(found)
